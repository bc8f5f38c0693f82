// AXC as a registered format (specs/formats/axc.yaml): each row as bricks of
// w values followed by the w x values they multiply (the AXT layout of tile
// height 1 without placeholders, formats/ax/ax_layout.hpp), with a row
// pointer per row. Threads and warps take rows. The rule never times it: a
// row is one warp's or one thread's work, as in CSR, and each product also
// rewrites the x copies, so it runs when a plan names it.
#include <memory>

#include "formats/ax/ax_layout.hpp"
#include "formats/format.hpp"

namespace spgen::formats {

namespace {

template <SupportedValue V, SupportedIndex I>
class AxcFormat final : public Format<V, I> {
 public:
  static constexpr std::string_view kName = "axc";
  AxcFormat() : Format<V, I>(kName, {.ops = {Op::spmv}, .permutes_rows = false, .work_unit = "rows"}) {}

  [[nodiscard]] Storage<V, I> convert(std::shared_ptr<const Csr<V, I>> a, const KernelEntry& e,
                                      const ParamMap&) const override {
    AxShape shape;
    shape.mode = AxMode::unc;
    shape.thw = e.param("brick");
    shape.placeholders = false;  // row pointers: an empty row has no bricks
    auto m = std::make_shared<AxLayout<V, I>>(AxLayout<V, I>::build(a->view(), shape, kName));
    Storage<V, I> out;
    out.arrays = {stored("ax", m->ax), stored("ax_col", m->ax_col), stored("row_ptr", m->row_first)};
    out.scalars = {{"nrows", a->nrows}, {"ncols", a->ncols}, {"nslots", m->slots()}};
    out.work_items = a->nrows;
    out.unit_ptr = m->row_first;  // threads are balanced by the slots of their rows
    out.stored_bytes = m->ax.size() * sizeof(V) + (m->ax_col.size() + m->row_first.size()) * sizeof(I);
    out.occupancy = m->fill == 0 ? 1.0 : static_cast<double>(a->nnz()) / static_cast<double>(m->fill);
    out.details = "bricks=" + std::to_string(m->fill / shape.thw);
    out.owner = std::move(m);
    return out;
  }

  [[nodiscard]] std::vector<Proposal> propose(const SelectionInput<V, I>& in) const override {
    if (in.instances.empty()) return {};
    return {note("AXC: runs when named (rows as in CSR, plus the refresh of the x copies)")};
  }
};

}  // namespace

SPGEN_REGISTER_FORMAT(axc, AxcFormat)

}  // namespace spgen::formats
