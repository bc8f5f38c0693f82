// ELL as a registered format: rows padded to the longest row, stored
// column-major (specs/formats/ell.yaml). The rule does not propose it yet
// (selection among the new formats is its own issue); a plan runs it when
// PlanOptions::variant names one of its instances.
#include <algorithm>
#include <limits>

#include "formats/format.hpp"
#include "formats/padded_rows.hpp"
#include "spgen/core/error.hpp"

namespace spgen::formats {

namespace {

template <SupportedValue V, SupportedIndex I>
struct Ell {
  I width = 0;  // the longest row
  std::vector<I> col_idx;
  std::vector<V> values;
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
  EllFormat() : Format<V, I>(kName, {.ops = {Op::spmv}, .permutes_rows = false, .work_unit = "rows"}) {}

  [[nodiscard]] Storage<V, I> convert(std::shared_ptr<const Csr<V, I>> a, const KernelEntry&,
                                      const ParamMap&) const override {
    auto e = std::make_shared<const Ell<V, I>>(Ell<V, I>::from_csr(a->view()));
    Storage<V, I> out;
    out.arrays = {stored("col_idx", e->col_idx), stored("values", e->values)};
    out.scalars = {{"nrows", a->nrows}, {"ncols", a->ncols}, {"width", e->width}};
    out.work_items = a->nrows;
    out.unit_ptr = e->row_offsets;
    out.stored_bytes = e->col_idx.size() * (sizeof(I) + sizeof(V));
    out.occupancy = e->col_idx.empty() ? 1.0 : static_cast<double>(a->nnz()) / static_cast<double>(e->col_idx.size());
    out.details = "width=" + std::to_string(e->width);
    out.owner = std::move(e);
    return out;
  }

  [[nodiscard]] std::vector<Proposal> propose(const SelectionInput<V, I>&) const override { return {}; }
};

}  // namespace

SPGEN_REGISTER_FORMAT(ell, EllFormat)

}  // namespace spgen::formats
