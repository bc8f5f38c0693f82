// ELL as a registered format: rows padded to the longest row, stored
// column-major (specs/formats/ell.yaml). The rule does not propose it yet
// (selection among the new formats is its own issue); a plan runs it when
// PlanOptions::variant names one of its instances.
#include <algorithm>
#include <limits>

#include "formats/format.hpp"
#include "formats/padded_rows.hpp"
#include "spgen/core/error.hpp"
#if SPGEN_HAVE_DEVICE_CONVERSION
#include "formats/ell/cuda/padded_rows_device.hpp"
#endif

namespace spgen::formats {

namespace {

template <SupportedValue V, SupportedIndex I>
struct Ell {
  I width = 0;  // the longest row
  UninitializedVector<I> col_idx;
  UninitializedVector<V> values;
  std::vector<I> row_offsets;  // r * width: the CPU partition weighs rows by their stored entries

  static Ell from_csr(const CsrView<V, I>& a) {
    Ell out;
    const std::int64_t n = a.nrows;
    std::int64_t width = 0;
    for (I r = 0; r < a.nrows; ++r) width = std::max<std::int64_t>(width, a.row_length(r));
    require_index_fits<I>("ELL", width * n);
    out.width = static_cast<I>(width);
    fill_padded_rows(a, width, 1, out.col_idx, out.values);
    out.row_offsets.resize(static_cast<std::size_t>(n) + 1);
    for (std::int64_t r = 0; r <= n; ++r) out.row_offsets[static_cast<std::size_t>(r)] = static_cast<I>(r * width);
    return out;
  }
};

template <SupportedValue V, SupportedIndex I>
class EllFormat final : public Format<V, I> {
 public:
  static constexpr std::string_view kName = "ell";
  EllFormat()
      : Format<V, I>(kName, {.ops = {Op::spmv},
                             .permutes_rows = false,
                             .work_unit = "rows",
                             .converts_on_device = SPGEN_HAVE_DEVICE_CONVERSION != 0}) {}

  [[nodiscard]] Storage<V, I> convert(std::shared_ptr<const Csr<V, I>> a, const KernelEntry&,
                                      const ParamMap&) const override {
    auto e = std::make_shared<const Ell<V, I>>(Ell<V, I>::from_csr(a->view()));
    Storage<V, I> out = storage_of(a->nrows, a->ncols, a->nnz(), e->width, stored("col_idx", e->col_idx),
                                   stored("values", e->values));
    out.unit_ptr = e->row_offsets;
    out.owner = std::move(e);
    return out;
  }

#if SPGEN_HAVE_DEVICE_CONVERSION
  // The same arrays built on the GPU (cuda/padded_rows_device.cu).
  [[nodiscard]] Storage<V, I> convert_on_device(const DeviceCsr<V, I>& d, const KernelEntry&,
                                                const ParamMap&) const override {
    auto e = DevicePaddedRows<V, I>::build(d, 1, false, "ELL", "ell");
    Storage<V, I> out = storage_of(d.nrows, d.ncols, static_cast<std::size_t>(d.nnz), e.width, e.col_idx, e.values);
    out.owner = std::move(e.memory);
    return out;
  }
#endif

  [[nodiscard]] std::vector<Proposal> propose(const SelectionInput<V, I>&) const override { return {}; }

 private:
  // What both conversions give besides the arrays' owner (and on the host
  // the CPU partition's row offsets).
  static Storage<V, I> storage_of(I nrows, I ncols, std::size_t nnz, std::int64_t width, StoredArray col_idx,
                                  StoredArray values) {
    Storage<V, I> out;
    const std::size_t stored_entries = col_idx.count;
    out.arrays = {std::move(col_idx), std::move(values)};
    out.scalars = {{"nrows", nrows}, {"ncols", ncols}, {"width", width}};
    out.work_items = nrows;
    out.stored_bytes = stored_entries * (sizeof(I) + sizeof(V));
    out.occupancy = stored_entries == 0 ? 1.0 : static_cast<double>(nnz) / static_cast<double>(stored_entries);
    out.details = "width=" + std::to_string(width);
    return out;
  }
};

}  // namespace

SPGEN_REGISTER_FORMAT(ell, EllFormat)

}  // namespace spgen::formats
