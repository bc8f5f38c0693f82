// SELL's part of the selection rule that tests check directly (β estimated
// from row lengths alone, the choice of σ), and what the formats stored in
// SELL-P's slices (sellp, sellp_c16) share of it: their thresholds and the
// CUDA instance choice.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "formats/format.hpp"
#include "spgen/core/params.hpp"
#include "spgen/core/registry.hpp"
#include "spgen/core/types.hpp"

namespace spgen::formats {

// CUDA: SELL-P pays off only when the product is bandwidth-bound and the rows
// regular. Thresholds from H200 runs of every instance on the shared and
// synthetic matrices (bench/results/gpu_rule_calibration.md).
inline constexpr std::int64_t kSellCudaMinNnz = 4'000'000;
inline constexpr double kSellCudaMinBeta = 0.75;
// A slice is one block whose threads walk its width/t columns one after
// another, so the longest row's slice lasts (longest row / t) steps however
// the others spread. On an H100 a step took 0.32 us when that slice ran alone
// (rmat:22:16 renumbered longest first, rows up to 97712: SELL-P t1 u2 took
// 31.6 ms against CSR-Stream's 0.66 ms on the caller's order). SELL is
// proposed only where that chain fits in half the time the product's bytes
// take at 2.5 bytes per ns (below the H100's 2.98 TB/s copy bandwidth).
inline constexpr double kSellCudaStepNs = 320.0;
inline constexpr double kSellCudaBytesPerNs = 2500.0;

/// Why SELL on CUDA with t threads per row would be held up by the longest
/// row (max_row) for a product of `bytes`, or "" when it is not.
std::string long_row_note(std::int64_t max_row, int t, double bytes);
// A slice is one block, and blocks retire at a rate of their own: on an H100
// every SELL instance on kron:40:delaunay_n16 (6 entries per row, 81920 slices
// of 32 rows) took 0.102-0.106 ms in f32 and f64 alike, at any t, u or value
// storage, where CSR-Stream took 0.066 (f32) and 0.087 ms (f64)
// (bench/results/gpu-2026-11-26-value-codes): 1.25 ns per slice, however few
// bytes it holds. SELL is proposed only where that floor stays under the time
// CSR's bytes take at kSellCudaBytesPerNs.
inline constexpr double kSellCudaSliceNs = 1.25;

/// Why SELL on CUDA with `nslices` slices would be held up by launching its
/// blocks, against a CSR product of `csr_bytes`, or "" when it is not.
std::string slice_floor_note(std::int64_t nslices, double csr_bytes);
// CPU: below this estimated β SELL-C-σ is not even timed. Measured on the Xeon
// (bench/results/cpu_1thread.md): SELL-C-σ still beat AVX-512 CSR at β ≈ 0.70
// (rajat01: 1.32x vs 0.93x the baseline) and tied at 0.75 (rmat:20:16).
inline constexpr double kSellCpuMinBeta = 0.65;
// σ = 1 keeps neighbouring rows together (x locality, contiguous y); sort only
// when that leaves too much padding.
inline constexpr double kSigmaOneBeta = 0.9;
inline constexpr int kSellCudaSigmas[] = {1, 256, 4096};
// 16384 rows (128 KiB of f64 y, written through the permutation) still fit
// L2; on rmat:20:16 it lifts β from 0.75 (σ 1024) to 0.92 and the product
// 1.15-1.3x (Zen 5, bench/results/cpu_targets.md).
inline constexpr int kSellCpuSigmas[] = {1, 1024, 16384};

inline int slice_height(const KernelEntry& e) { return e.param("slice_height"); }
// AVX-512 instances have no threads_per_row: one lane per row.
inline int threads_per_row(const KernelEntry& e) { return e.param_or("threads_per_row", 1); }

/// The row lengths a SELL rule counts stored entries from: the host row
/// pointers, or a device matrix's, counted there by kernels (the same
/// integers as sell_stored_entries(): a plan from a device matrix decides as
/// one from its host copy, without copying the row pointers to the host).
template <SupportedIndex I>
struct SellRows {
  std::span<const I> host;    // nrows + 1 entries; empty where `device` is set
  const I* device = nullptr;  // nrows + 1 entries in device memory
  std::int64_t nrows = 0;
  std::int64_t nnz = 0;
  std::int64_t longest = -1;  // the longest row's length where known: it bounds the device's sort keys
  // A device matrix's facts, where the plan shares them: the counts are kept there.
  DeviceMatrixFacts* facts = nullptr;
  SellRows(const std::vector<I>& row_ptr)  // NOLINT(google-explicit-constructor): stands for them
      : host(row_ptr),
        nrows(row_ptr.empty() ? 0 : static_cast<std::int64_t>(row_ptr.size()) - 1),
        nnz(row_ptr.empty() ? 0 : static_cast<std::int64_t>(row_ptr.back())) {}
  SellRows(const I* device_row_ptr, std::int64_t rows, std::int64_t entries,
           std::int64_t longest_row = -1, DeviceMatrixFacts* shared = nullptr)
      : device(device_row_ptr), nrows(rows), nnz(entries), longest(longest_row), facts(shared) {}
  /// sell_stored_entries(row_ptr, heights, t, sigma) of these rows.
  [[nodiscard]] std::vector<std::int64_t> stored_entries(std::span<const int> heights, int t,
                                                         std::int64_t sigma) const;
};

/// The rows a rule counts from: a device matrix's where it is there (and
/// has at most 2^31-1 rows, what the device's window sort takes), else the
/// host's (a device matrix's copied then).
template <SupportedValue V, SupportedIndex I>
SellRows<I> sell_rows(const SelectionInput<V, I>& in) {
#if SPGEN_HAVE_DEVICE_CONVERSION
  if (in.device && in.device->nrows <= std::numeric_limits<int>::max())
    return {in.device->row_ptr, in.device->nrows, in.device->nnz, in.features.max_row,
            in.device->facts.get()};
#endif
  return {in.a().row_ptr};
}

/// SELL occupancy β = nnz / stored entries for slice height b, widths rounded
/// up to multiples of t, rows sorted by length inside windows of sigma rows,
/// computed from row lengths alone (no conversion).
template <SupportedIndex I>
double estimate_sellp_beta(const std::vector<I>& row_ptr, int b, int t, int sigma);

/// The σ among `sigmas` (each rounded to a multiple of b) for slice height b
/// and t: 1 when its β is at least 0.9, else the one with the highest β.
/// Returns {σ, estimated β}.
template <SupportedIndex I>
std::pair<int, double> pick_sigma(const SellRows<I>& rows, int b, int t, std::span<const int> sigmas);
/// pick_sigma() for each of `heights` at once (powers of two), in the same
/// order: heights given one σ share its pass over the rows.
template <SupportedIndex I>
std::vector<std::pair<int, double>> pick_sigmas(const SellRows<I>& rows, std::span<const int> heights, int t,
                                                std::span<const int> sigmas);


/// Throws spgen::Error naming `format` when params' sigma is not 1 or a
/// positive multiple of the entry's slice height (up to 2^31-1).
void check_sigma(const ParamMap& params, const KernelEntry& e, std::string_view format);
/// Throws spgen::Error when a CUDA instance's slice height times its slices
/// per block (1 unless the format has that parameter) is not the rows one
/// block runs.
void check_slice_per_block(const KernelEntry& e);

/// A CUDA instance of slices with the σ to convert with and its estimated β.
struct SliceChoice {
  const KernelEntry* entry = nullptr;
  int sigma = 1;
  double beta = -1;
};

/// Among `instances` (SELL-P-like SpMV: slice_height, threads_per_row,
/// unroll): t = the power of two nearest mean/16 (poisson3d: t2,
/// kron(bcsstk32): t2-t4); u = 2 for 8-byte values when rows hold at least 4t
/// entries, else 1 (H200, runs 8-9: in f32 one slice column per step does
/// better, poisson3d:128 1.21x against 1.12x); the slice height with the best
/// β, within 0.02 the taller; σ by β. No entry when none has that t and u.
/// `unroll` > 0 fixes u instead (sellp_c16: 1, see its descriptor). With
/// `rows_per_thread` r > 1 (instances whose threads own r neighbouring rows)
/// t is the power of two nearest r*mean/16, so a thread still covers about 16
/// entries (sellp_c16 r2 on poisson3d: t4 where r1 takes t2).
template <SupportedIndex I>
SliceChoice choose_cuda_slices(const SellRows<I>& rows, double mean_row, std::size_t value_bytes,
                               std::span<const KernelEntry* const> instances, int unroll = 0,
                               int rows_per_thread = 1);

// CUDA SpMM: the instance shape for each range of k, the fastest of 46 shapes
// per value type on the H100 over poisson3d:48 and kron:4:bcsstk32
// (bench/results/gpu-2026-11-27-sellp-spmm). Small k take narrow chunks in
// small slices; f64 keeps chunks of 32 columns (several passes over A) up to
// k = 96, where more columns per lane cost resident warps; f32 takes float4
// spans from k = 33. b slice height, t lanes across k, u unroll, cf spans
// per lane, vw columns per span.
struct SpmmShape {
  std::int64_t k_max;
  int b, t, u, cf, vw;
};
/// The measured shape for k columns of values of `value_bytes` bytes.
const SpmmShape& spmm_shape_for(std::int64_t k, std::size_t value_bytes);
/// The columns of k one pass over a row's entries covers: t * cf * vw.
int spmm_chunk(const KernelEntry& e);
/// Among SELL-P SpMM `instances` (not empty): the one of spmm_shape_for(k);
/// where the build lacks it, the fewest passes over A, then the fewest
/// columns per lane (fewer idle lanes), then the taller slice.
const KernelEntry* spmm_instance_for(std::span<const KernelEntry* const> instances, std::int64_t k,
                                     std::size_t value_bytes);

}  // namespace spgen::formats
