// CSR as a registered format: kernels run on the caller's arrays unchanged
// (no conversion), so candidates and the input share one copy; a matrix in
// device memory gets the plan's own copy made on the device. Its rule: the
// CUDA fallback when no other format has an instance, and on AVX-512 every
// instance timed on the matrix (which way of reading x wins depends on the
// processor as much as on the matrix: bench/results/cpu_targets.md).
#include <algorithm>
#include <tuple>

#include "formats/format.hpp"
#include "formats/rule_support.hpp"
#include "spgen/core/error.hpp"
#if SPGEN_HAVE_DEVICE_CONVERSION
#include "formats/csr/cuda/csr_device.hpp"
#endif

namespace spgen::formats {

namespace {

template <SupportedValue V, SupportedIndex I>
class CsrFormat final : public Format<V, I> {
 public:
  static constexpr std::string_view kName = "csr";
  CsrFormat()
      : Format<V, I>(kName, {.ops = {Op::spmv, Op::spmm},
                             .permutes_rows = false,
                             .work_unit = "rows",
                             .converts_on_device = SPGEN_HAVE_DEVICE_CONVERSION != 0,
                             .device_conversion_for_device_matrices = true}) {}

  [[nodiscard]] Storage<V, I> convert(std::shared_ptr<const Csr<V, I>> a, const KernelEntry&,
                                      const ParamMap&) const override {
    Storage<V, I> out = storage_of(a->nrows, a->nnz(),
                                   {stored("row_ptr", a->row_ptr), stored("col_idx", a->col_idx),
                                    stored("values", a->values)});
    out.unit_ptr = a->row_ptr;
    out.owner = std::move(a);
    return out;
  }

#if SPGEN_HAVE_DEVICE_CONVERSION
  // A DeviceMatrix (device_conversion_for_device_matrices: a host matrix
  // shares the plan's upload): the arrays copied on the device (cuda/csr_device.cu).
  [[nodiscard]] Storage<V, I> convert_on_device(const DeviceCsr<V, I>& d, const KernelEntry&,
                                                const ParamMap&) const override {
    auto copy = DeviceCsrCopy<V, I>::build(d);
    Storage<V, I> out = storage_of(d.nrows, static_cast<std::size_t>(d.nnz), copy.arrays);
    out.owner = std::move(copy.memory);
    return out;
  }
#endif

  [[nodiscard]] std::vector<Proposal> propose(const SelectionInput<V, I>& in) const override {
    if (in.instances.empty()) return {};
    std::vector<Proposal> out;
    const double bytes = csr_bytes<V, I>(in.features) + vector_bytes<V>(in.features);
    if (in.backend != Backend::cuda) {
      for (const auto* e : in.instances)
        out.push_back({.entry = e, .params = {}, .rank = 1, .timed = true, .reason = "AVX-512 CSR", .bytes = bytes});
      return out;
    }
    // CUDA, for registries without the better formats (a trimmed aot.yaml):
    // CSR-vector, t = the smallest power of two >= mean/2, at most 16 unless
    // mean >= 64; 256-thread blocks preferred.
    const double mean = in.features.mean_row;
    const int want_t = ceil_pow2(mean / 2.0, 1, mean >= 64 ? 32 : 16);
    auto score = [&](const KernelEntry* e) {
      return log2_distance(e->param_or("threads_per_row", 1), want_t) * 10 + (e->block_threads == 256 ? 0 : 1);
    };
    const KernelEntry* best = nullptr;
    for (const auto* e : in.instances)
      if (!best || score(e) < score(best)) best = e;
    return {{.entry = best, .params = {}, .rank = 3, .timed = false, .reason = "CSR-vector, t >= mean row / 2 (mean " + fmt2(mean) + ")",
             .bytes = bytes}};
  }

  // SpMM: CUDA, a row's t lanes across k: t = 8 up to k = 8 (fewer idle
  // lanes), else 32, in 256-thread blocks. AVX-512: the smallest register
  // block (kv vectors) covering k, at most 4. Estimate: A once, X and Y once.
  [[nodiscard]] std::vector<Proposal> propose_spmm(const SelectionInput<V, I>& in) const override {
    if (in.instances.empty()) return {};
    const KernelEntry* best = nullptr;
    std::string why;
    if (in.backend == Backend::cuda) {
      const int want_t = in.k <= 8 ? 8 : 32;
      // The nearest t, then the fewest passes over the row (A is read once
      // per t*cf columns), then the smaller cf (fewer idle lanes), then 256-thread blocks.
      auto score = [&](const KernelEntry* e) {
        const int t = e->param_or("threads_per_row", 1);
        const int cf = e->param_or("cols_per_lane", 1);
        return std::tuple(log2_distance(t, want_t), spmm_passes(in.k, t, cf), cf, e->block_threads == 256 ? 0 : 1);
      };
      for (const auto* e : in.instances)
        if (!best || score(e) < score(best)) best = e;
      why = "CSR SpMM, a row's " + std::to_string(best->param_or("threads_per_row", 1)) + " lanes across k = " +
            std::to_string(in.k) + ", " + std::to_string(best->param_or("cols_per_lane", 1)) + " columns each";
    } else {
      const int lanes = static_cast<int>(64 / sizeof(V));
      const int want_kv = static_cast<int>(std::clamp<std::int64_t>((in.k + lanes - 1) / lanes, 1, 4));
      auto score = [&](const KernelEntry* e) { return log2_distance(e->param_or("k_vectors", 1), want_kv); };
      for (const auto* e : in.instances)
        if (!best || score(e) < score(best)) best = e;
      why = "AVX-512 CSR SpMM, " + std::to_string(best->param_or("k_vectors", 1)) + " vectors of k = " +
            std::to_string(in.k) + " per register block";
    }
    // The matrix once per pass over its rows (CUDA: per t*cf columns), X and Y once.
    const std::int64_t passes =
        in.backend == Backend::cuda
            ? spmm_passes(in.k, best->param_or("threads_per_row", 1), best->param_or("cols_per_lane", 1))
            : 1;
    const double bytes = csr_bytes<V, I>(in.features) * static_cast<double>(passes) +
                         vector_bytes<V>(in.features) * static_cast<double>(in.k);
    return {{.entry = best, .params = {}, .rank = 2, .timed = false, .reason = why, .bytes = bytes}};
  }

 private:
  // What both conversions give besides the arrays' owner (and on the host
  // the CPU partition's row offsets): arrays row_ptr, col_idx, values.
  static Storage<V, I> storage_of(I nrows, std::size_t nnz, std::vector<StoredArray> arrays) {
    Storage<V, I> out;
    out.arrays = std::move(arrays);
    out.scalars = {{"nrows", nrows}};
    out.work_items = nrows;
    out.stored_bytes = (static_cast<std::size_t>(nrows) + 1) * sizeof(I) + nnz * (sizeof(I) + sizeof(V));
    return out;
  }
};

}  // namespace

SPGEN_REGISTER_FORMAT(csr, CsrFormat)

}  // namespace spgen::formats
