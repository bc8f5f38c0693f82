// ELLPACK-R as a registered format (specs/formats/ellr.yaml): ELL's padded
// layout, interleaved for t threads per row, plus each row's length so that
// kernels stop at the row's end. It moves ELL's bytes only where rows are
// long: a product reads each row's own entries, not the padding.
#include <algorithm>
#include <limits>

#include "formats/format.hpp"
#include "formats/padded_rows.hpp"
#include "formats/rule_support.hpp"
#include "spgen/core/error.hpp"
#if SPGEN_HAVE_DEVICE_CONVERSION
#include "formats/ell/cuda/padded_rows_device.hpp"
#endif

namespace spgen::formats {

namespace {

template <SupportedValue V, SupportedIndex I>
struct Ellr {
  I width = 0;  // the longest row, rounded up to a multiple of t
  std::vector<I> row_len;
  UninitializedVector<I> col_idx;
  UninitializedVector<V> values;

  static Ellr from_csr(const CsrView<V, I>& a, int t) {
    Ellr out;
    const std::int64_t n = a.nrows;
    std::int64_t width = 0;
    for (I r = 0; r < a.nrows; ++r) width = std::max<std::int64_t>(width, a.row_length(r));
    width = (width + t - 1) / t * t;
    require_index_fits<I>("ELLPACK-R", width * n);
    out.width = static_cast<I>(width);
    fill_padded_rows(a, width, t, out.col_idx, out.values);  // padding is never read
    out.row_len.resize(static_cast<std::size_t>(n));
    for (std::int64_t r = 0; r < n; ++r) out.row_len[static_cast<std::size_t>(r)] = a.row_ptr[r + 1] - a.row_ptr[r];
    return out;
  }
};

template <SupportedValue V, SupportedIndex I>
class EllrFormat final : public Format<V, I> {
 public:
  static constexpr std::string_view kName = "ellr";
  EllrFormat()
      : Format<V, I>(kName, {.ops = {Op::spmv},
                             .permutes_rows = false,
                             .work_unit = "rows",
                             .converts_on_device = SPGEN_HAVE_DEVICE_CONVERSION != 0}) {}

  [[nodiscard]] Storage<V, I> convert(std::shared_ptr<const Csr<V, I>> a, const KernelEntry& e,
                                      const ParamMap&) const override {
    auto m = std::make_shared<const Ellr<V, I>>(Ellr<V, I>::from_csr(a->view(), e.param_or("threads_per_row", 1)));
    Storage<V, I> out = storage_of(a->nrows, a->ncols, a->nnz(), m->width, stored("row_len", m->row_len),
                                   stored("col_idx", m->col_idx), stored("values", m->values));
    out.unit_ptr = a->row_ptr;  // threads are balanced by the entries they read: each row's own
    out.owner = keep_alive(std::move(m), std::move(a));
    return out;
  }

#if SPGEN_HAVE_DEVICE_CONVERSION
  // The same arrays built on the GPU (ell/cuda/padded_rows_device.cu).
  [[nodiscard]] Storage<V, I> convert_on_device(const DeviceCsr<V, I>& d, const KernelEntry& e,
                                                const ParamMap&) const override {
    auto m = DevicePaddedRows<V, I>::build(d, e.param_or("threads_per_row", 1), true, "ELLPACK-R", "ellr");
    Storage<V, I> out = storage_of(d.nrows, d.ncols, static_cast<std::size_t>(d.nnz), m.width, m.row_len, m.col_idx,
                                   m.values);
    out.owner = std::move(m.memory);
    return out;
  }
#endif

  // Timed against the other candidates where ELL's padding is small (ELL's
  // β = mean / longest row >= kMinEllBeta: stencils, banded, FEM) and the
  // conversion is cheap next to the timing (nnz <= kTimedMaxNnz); t the
  // power of two nearest mean / 8 on CUDA.
  [[nodiscard]] std::vector<Proposal> propose(const SelectionInput<V, I>& in) const override {
    const Features& f = in.features;
    if (in.instances.empty() || f.nnz == 0 || f.nnz > kTimedMaxNnz) return {};
    const double ell_beta = f.mean_row / static_cast<double>(std::max<std::int64_t>(f.max_row, 1));
    if (ell_beta < kMinEllBeta)
      return {note("ELLPACK-R: ELL's beta " + fmt2(ell_beta) + " < " + fmt2(kMinEllBeta))};
    const int want_t = nearest_pow2(std::max(1.0, f.mean_row / 8.0), 1, 8);
    const KernelEntry* pick = nullptr;
    for (const auto* e : in.instances)
      if (!pick || log2_distance(e->param_or("threads_per_row", 1), want_t) <
                       log2_distance(pick->param_or("threads_per_row", 1), want_t))
        pick = e;
    const double bytes = static_cast<double>(f.nrows) * (static_cast<double>(f.max_row) * (sizeof(I) + sizeof(V)) + sizeof(I)) +
                         vector_bytes<V>(f);
    return {{.entry = pick, .params = {}, .rank = 2, .timed = true,
             .reason = "ELLPACK-R (ELL's beta " + fmt2(ell_beta) + ")", .bytes = bytes}};
  }

 private:
  static constexpr double kMinEllBeta = 0.5;

  // What both conversions give besides the arrays' owner (and on the host
  // the CPU partition's entry offsets).
  static Storage<V, I> storage_of(I nrows, I ncols, std::size_t nnz, std::int64_t width, StoredArray row_len,
                                  StoredArray col_idx, StoredArray values) {
    Storage<V, I> out;
    const std::size_t stored_entries = col_idx.count, lengths = row_len.count;
    out.arrays = {std::move(row_len), std::move(col_idx), std::move(values)};
    out.scalars = {{"nrows", nrows}, {"ncols", ncols}, {"width", width}};
    out.work_items = nrows;
    // A product reads each row's own entries and its length, never the padding.
    out.stored_bytes = nnz * (sizeof(I) + sizeof(V)) + lengths * sizeof(I);
    out.occupancy = stored_entries == 0 ? 1.0 : static_cast<double>(nnz) / static_cast<double>(stored_entries);
    out.details = "width=" + std::to_string(width);
    return out;
  }
  static constexpr std::int64_t kTimedMaxNnz = 1'000'000;
};

}  // namespace

SPGEN_REGISTER_FORMAT(ellr, EllrFormat)

}  // namespace spgen::formats
