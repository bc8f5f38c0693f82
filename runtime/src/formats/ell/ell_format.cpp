// ELL as a registered format: rows padded to the longest row, stored
// column-major (specs/formats/ell.yaml). The rule does not propose it yet
// (selection among the new formats is its own issue); a plan runs it when
// PlanOptions::variant names one of its instances.
#include <algorithm>
#include <limits>

#include "formats/format.hpp"
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
    // Kernels index entries in I (templates/README.md): leave them headroom.
    if (width * n > static_cast<std::int64_t>(std::numeric_limits<I>::max()) - 64)
      throw NotApplicable("ELL: " + std::to_string(width) + " x " + std::to_string(n) +
                  " stored entries do not fit the index type; use i64 instances");
    out.width = static_cast<I>(width);
    out.col_idx.resize(static_cast<std::size_t>(width * n));
    out.values.resize(static_cast<std::size_t>(width * n));
    out.row_offsets.resize(static_cast<std::size_t>(n) + 1);
    for (std::int64_t r = 0; r <= n; ++r) out.row_offsets[static_cast<std::size_t>(r)] = static_cast<I>(r * width);
#pragma omp parallel for schedule(static) if (n > (1 << 14))
    for (std::int64_t r = 0; r < n; ++r) {
      const I begin = a.row_ptr[r], len = a.row_ptr[r + 1] - begin;
      for (std::int64_t j = 0; j < width; ++j) {
        const auto at = static_cast<std::size_t>(j * n + r);
        // Padding: value 0 and a valid column (the row's last, or 0).
        out.col_idx[at] = j < len ? a.col_idx[begin + j] : (len > 0 ? a.col_idx[begin + len - 1] : I(0));
        out.values[at] = j < len ? a.values[begin + j] : V(0);
      }
    }
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
