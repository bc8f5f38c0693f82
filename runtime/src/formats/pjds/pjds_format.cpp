// pJDS as a registered format (specs/formats/pjds.yaml): rows sorted by
// length (longest first, ties in row order), blocks of b rows padded to the
// block's longest row, jagged diagonals stored one after another. Kernels
// write y through row_perm, so the caller's vectors stay in their order; a
// plan in the format's own basis (Capabilities::permuted_basis) converts
// P·A·Pᵀ instead, already in sorted order, whose row_perm is the identity.
#include <algorithm>
#include <limits>
#include <numeric>

#include "formats/format.hpp"
#include "formats/padded_rows.hpp"
#include "formats/rule_support.hpp"
#include "formats/sellp/row_order.hpp"
#include "spgen/core/error.hpp"
#if SPGEN_HAVE_DEVICE_CONVERSION
#include "formats/pjds/cuda/pjds_device.hpp"
#endif

namespace spgen::formats {

namespace {

// The rows longest first, ties in row order: the stored order, and the
// plan basis. Rows already in that order stay where they are. SELL-C-σ's
// order with one window over every row (a counting sort by length).
template <SupportedValue V, SupportedIndex I>
std::vector<I> sorted_rows(const CsrView<V, I>& a) {
  std::vector<I> order = sell_row_order<I>(a.row_ptr, std::max<std::int64_t>(a.nrows, 2));
  if (order.empty()) order.assign(static_cast<std::size_t>(a.nrows), I(0));  // 0 or 1 row
  return order;
}

template <SupportedValue V, SupportedIndex I>
struct Pjds {
  I width = 0;  // the longest row: the number of jagged diagonals
  std::vector<I> col_start, row_perm, block_len, block_ptr;
  UninitializedVector<I> col_idx;  // written in full by the conversion's loop
  UninitializedVector<V> values;

  static Pjds from_csr(const CsrView<V, I>& a, std::int64_t b) {
    Pjds out;
    const std::int64_t n = a.nrows;
    out.row_perm = sorted_rows(a);
    auto len = [&](std::int64_t p) -> std::int64_t { return p < n ? a.row_length(out.row_perm[p]) : 0; };
    const std::int64_t width = n > 0 ? len(0) : 0;
    // Diagonal j holds the sorted rows longer than j, rounded up to whole blocks.
    std::vector<std::int64_t> start(static_cast<std::size_t>(width) + 1, 0);
    std::int64_t reach = n;  // rows longer than j, found by walking down from the previous j
    for (std::int64_t j = 0; j < width; ++j) {
      while (reach > 0 && len(reach - 1) <= j) --reach;
      start[j + 1] = start[j] + (reach + b - 1) / b * b;
    }
    const std::int64_t stored = start[width];
    require_index_fits<I>("pJDS", stored);
    out.width = static_cast<I>(width);
    out.col_start.assign(start.begin(), start.end());
    detail::resize_prefaulted(out.col_idx, static_cast<std::size_t>(stored));
    detail::resize_prefaulted(out.values, static_cast<std::size_t>(stored));
    // Block by block: down each diagonal the block reaches (its first,
    // longest row is longer than j), its b positions are b neighbouring
    // stores, and each of its rows is read in order, its cache lines kept
    // from one diagonal to the next.
    const std::int64_t nblocks = (n + b - 1) / b;
#pragma omp parallel for schedule(dynamic, 16) if (n > (1 << 14))
    for (std::int64_t k = 0; k < nblocks; ++k) {
      thread_local std::vector<std::int64_t> first, length;
      first.assign(static_cast<std::size_t>(b), 0);
      length.assign(static_cast<std::size_t>(b), 0);
      for (std::int64_t r = 0; r < b && k * b + r < n; ++r) {
        first[r] = a.row_ptr[out.row_perm[k * b + r]];
        length[r] = len(k * b + r);
      }
      for (std::int64_t j = 0; j < len(k * b); ++j) {
        const auto at = static_cast<std::size_t>(start[j] + k * b);
        for (std::int64_t r = 0; r < b; ++r) {
          const std::int64_t l = length[r];
          // Padding: value 0 and a valid column (the row's last, or 0: a
          // padded diagonal exists only when some row has entries, so ncols > 0).
          out.col_idx[at + r] = j < l ? a.col_idx[first[r] + j] : l > 0 ? a.col_idx[first[r] + l - 1] : I(0);
          out.values[at + r] = j < l ? a.values[first[r] + j] : V(0);
        }
      }
    }
    // Each block's padded length (its first, longest row's) and the stored
    // entries before it.
    out.block_len.resize(static_cast<std::size_t>(nblocks));
    out.block_ptr.resize(static_cast<std::size_t>(nblocks) + 1, I(0));
    for (std::int64_t k = 0; k < nblocks; ++k) {
      out.block_len[k] = static_cast<I>(len(k * b));
      out.block_ptr[k + 1] = static_cast<I>(out.block_ptr[k] + b * len(k * b));
    }
    return out;
  }
};

template <SupportedValue V, SupportedIndex I>
class PjdsFormat final : public Format<V, I> {
 public:
  static constexpr std::string_view kName = "pjds";
  PjdsFormat()
      : Format<V, I>(kName, {.ops = {Op::spmv},
                             .permutes_rows = true,
                             .work_unit = "blocks",
                             .permuted_basis = true,
                             .converts_on_device = SPGEN_HAVE_DEVICE_CONVERSION != 0}) {}

  [[nodiscard]] Storage<V, I> convert(std::shared_ptr<const Csr<V, I>> a, const KernelEntry& e,
                                      const ParamMap&) const override {
    const int b = e.param("block_rows");
    auto m = std::make_shared<const Pjds<V, I>>(Pjds<V, I>::from_csr(a->view(), b));
    Storage<V, I> out = storage_of(a->nrows, a->ncols, a->nnz(), b, m->width,
                                   {stored("col_start", m->col_start), stored("col_idx", m->col_idx),
                                    stored("values", m->values), stored("row_perm", m->row_perm),
                                    stored("block_len", m->block_len), stored("block_ptr", m->block_ptr)});
    out.unit_ptr = m->block_ptr;
    out.owner = std::move(m);
    return out;
  }

#if SPGEN_HAVE_DEVICE_CONVERSION
  // The same arrays built on the GPU (cuda/pjds_device.cu).
  [[nodiscard]] Storage<V, I> convert_on_device(const DeviceCsr<V, I>& d, const KernelEntry& e,
                                                const ParamMap&) const override {
    const int b = e.param("block_rows");
    auto m = DevicePjds<V, I>::build(d, b);
    Storage<V, I> out = storage_of(d.nrows, d.ncols, static_cast<std::size_t>(d.nnz), b, m.width, m.arrays);
    out.owner = std::move(m.memory);
    return out;
  }
#endif

  [[nodiscard]] std::vector<I> basis_order(const Csr<V, I>& a, const ParamMap&) const override {
    return sorted_rows(a.view());
  }

  // Timed against the other candidates where rows are irregular (the
  // coefficient of variation of row lengths >= kMinCv: sorting then saves
  // most of ELL's padding) and the conversion is cheap next to the timing.
  // A plan in pJDS's own basis asked for the format: it gets its best
  // instance whatever the variation and size.
  [[nodiscard]] std::vector<Proposal> propose(const SelectionInput<V, I>& in) const override {
    const Features& f = in.features;
    if (in.instances.empty()) return {};
    if (!in.own_basis) {
      if (f.nnz == 0 || f.nnz > kTimedMaxNnz) return {};
      if (f.cv_row < kMinCv) return {note("pJDS: row-length variation " + fmt2(f.cv_row) + " < " + fmt2(kMinCv))};
    }
    // Lanes per row (CUDA; AVX-512 instances run a row per lane): the t of
    // the least estimated time, ties to the fewer lanes, then 256-thread blocks.
    const KernelEntry* pick = nullptr;
    double pick_us = 0.0;
    for (const auto* e : in.instances) {
      const int t = e->param_or("threads_per_row", 1);
      const double us = estimated_us(f, t);
      const int pick_t = pick ? pick->param_or("threads_per_row", 1) : 0;
      const bool block256 = e->param_or("rows_per_block", 0) * t == 256;
      if (!pick || us < pick_us || (us == pick_us && t < pick_t) ||
          (us == pick_us && t == pick_t && block256)) {
        pick = e;
        pick_us = us;
      }
    }
    const int t = pick->param_or("threads_per_row", 1);
    // About nnz entries (block padding aside), the diagonal offsets, the permutation.
    const double bytes = static_cast<double>(f.nnz) * (sizeof(I) + sizeof(V)) +
                         static_cast<double>(f.max_row + f.nrows) * sizeof(I) + vector_bytes<V>(f);
    std::string reason = in.own_basis ? "pJDS in its own basis" : "pJDS (row-length variation " + fmt2(f.cv_row) + ")";
    if (pick->param_or("threads_per_row", 0) > 0)  // CUDA
      reason += ", t=" + std::to_string(t) + " lanes a row: the longest row's " + std::to_string(f.max_row) +
                " diagonals take " + std::to_string((f.max_row + t - 1) / t) + " steps";
    return {{.entry = pick, .params = {}, .rank = 2, .timed = true, .reason = std::move(reason), .bytes = bytes}};
  }

 private:
  static constexpr double kMinCv = 1.0;

  // What both conversions give besides the arrays' owner (and on the host
  // the CPU partition's block offsets): arrays col_start, col_idx, values,
  // row_perm, block_len, block_ptr.
  static Storage<V, I> storage_of(I nrows, I ncols, std::size_t nnz, int b, std::int64_t width,
                                  std::vector<StoredArray> arrays) {
    Storage<V, I> out;
    out.arrays = std::move(arrays);
    const auto count = [&out](std::string_view name) { return out.find(name)->count; };
    const std::size_t entries = count("col_idx"), side = count("col_start") + count("row_perm") + count("block_len");
    out.scalars = {{"nrows", nrows},
                   {"ncols", ncols},
                   {"width", width},
                   {"nblocks", static_cast<std::int64_t>(count("block_ptr")) - 1}};
    out.work_items = nrows;
    out.rows_per_unit = b;
    out.stored_bytes = entries * (sizeof(I) + sizeof(V)) + side * sizeof(I);
    out.occupancy = entries == 0 ? 1.0 : static_cast<double>(nnz) / static_cast<double>(entries);
    out.details = "diagonals=" + std::to_string(width);
    return out;
  }
  static constexpr std::int64_t kTimedMaxNnz = 1'000'000;
  // The estimate behind t, from the H200 run of one lane per row (bench/
  // results/gpu-2026-11-23-formats): its time followed the longest row, about
  // 0.14 us a diagonal (email-enron 196 us for 1383, bcsstk32 31 us for 216,
  // pgpgiantcompo 30 us for 205), while the warps of the other rows had long
  // finished. t lanes cut that chain t-fold but split a warp's load into t
  // runs of 32/t elements: below a 32-byte sector each (an element size
  // under t bytes), the sectors move more bytes than they use.
  static constexpr double kDiagonalUs = 0.14;
  static constexpr double kBytesPerUs = 3.5e6;  // about 85% of the H200's copy bandwidth
  static double estimated_us(const Features& f, int t) {
    const auto sector_use = [t](double element) { return std::min(1.0, element / t); };
    const double bytes = static_cast<double>(f.nnz) * (sizeof(V) / sector_use(sizeof(V)) + sizeof(I) / sector_use(sizeof(I)));
    const double chain = kDiagonalUs * static_cast<double>((f.max_row + t - 1) / t);
    return std::max(chain, bytes / kBytesPerUs);
  }
};

}  // namespace

SPGEN_REGISTER_FORMAT(pjds, PjdsFormat)

}  // namespace spgen::formats
