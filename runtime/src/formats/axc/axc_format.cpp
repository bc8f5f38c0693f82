// AXC as a registered format (specs/formats/axc.yaml): each row as bricks of
// w values followed by the w x values they multiply (the AXT layout of tile
// height 1 without placeholders, formats/ax/ax_layout.hpp), with a row
// pointer per row. Threads and warps take rows. The rule never times it: a
// row is one warp's or one thread's work, as in CSR, and each product also
// rewrites the x copies, so it runs when a plan names it.
#include <memory>

#include "formats/ax/ax_layout.hpp"
#include "formats/format.hpp"
#if SPGEN_HAVE_DEVICE_CONVERSION
#include "formats/ax/cuda/ax_device.hpp"
#endif

namespace spgen::formats {

namespace {

template <SupportedValue V, SupportedIndex I>
class AxcFormat final : public Format<V, I> {
 public:
  static constexpr std::string_view kName = "axc";
  AxcFormat()
      : Format<V, I>(kName, {.ops = {Op::spmv},
                             .permutes_rows = false,
                             .work_unit = "rows",
                             .converts_on_device = SPGEN_HAVE_DEVICE_CONVERSION != 0}) {}

  [[nodiscard]] Storage<V, I> convert(std::shared_ptr<const Csr<V, I>> a, const KernelEntry& e,
                                      const ParamMap&) const override {
    const AxShape shape = shape_of(e);
    auto m = std::make_shared<AxLayout<V, I>>(AxLayout<V, I>::build(a->view(), shape, kName));
    Storage<V, I> out = storage_of(a->nrows, a->ncols, a->nnz(), shape, m->fill,
                                   {stored("ax", m->ax), stored("ax_col", m->ax_col), stored("row_ptr", m->row_first)});
    out.unit_ptr = m->row_first;  // threads are balanced by the slots of their rows
    out.owner = std::move(m);
    return out;
  }

#if SPGEN_HAVE_DEVICE_CONVERSION
  // The CUDA instances' layout built on the GPU (formats/ax/cuda/ax_device.cu).
  [[nodiscard]] Storage<V, I> convert_on_device(const DeviceCsr<V, I>& d, const KernelEntry& e,
                                                const ParamMap&) const override {
    if (e.backend != Backend::cuda) throw Error(std::string(e.name) + ": AXC converts on the device for CUDA instances");
    const AxShape shape = shape_of(e);
    auto m = DeviceAxLayout<V, I>::build(d, shape, kName);
    StoredArray row_ptr = m.row_first;
    row_ptr.name = "row_ptr";
    Storage<V, I> out =
        storage_of(d.nrows, d.ncols, static_cast<std::size_t>(d.nnz), shape, m.fill, {m.ax, m.ax_col, row_ptr});
    out.owner = std::move(m.memory);
    return out;
  }
#endif

  [[nodiscard]] std::vector<Proposal> propose(const SelectionInput<V, I>& in) const override {
    if (in.instances.empty()) return {};
    return {note("AXC: runs when named (rows as in CSR, plus the refresh of the x copies)")};
  }
 private:
  // Bricks of w values, tile height 1, no placeholders (row pointers: an empty row has no bricks).
  static AxShape shape_of(const KernelEntry& e) {
    AxShape shape;
    shape.mode = AxMode::unc;
    shape.thw = e.param("brick");
    shape.placeholders = false;
    return shape;
  }

  // What both conversions give besides the arrays' owner (and on the host
  // the CPU partition's row offsets): arrays ax, ax_col, row_ptr.
  static Storage<V, I> storage_of(I nrows, I ncols, std::size_t nnz, const AxShape& shape, std::int64_t fill,
                                  std::vector<StoredArray> arrays) {
    Storage<V, I> out;
    out.arrays = std::move(arrays);
    const auto count = [&out](std::string_view name) { return out.find(name)->count; };
    out.scalars = {{"nrows", nrows}, {"ncols", ncols}, {"nslots", static_cast<std::int64_t>(count("ax_col"))}};
    out.work_items = nrows;
    out.stored_bytes = count("ax") * sizeof(V) + (count("ax_col") + count("row_ptr")) * sizeof(I);
    out.occupancy = fill == 0 ? 1.0 : static_cast<double>(nnz) / static_cast<double>(fill);
    out.details = "bricks=" + std::to_string(fill / shape.thw);
    return out;
  }
};

}  // namespace

SPGEN_REGISTER_FORMAT(axc, AxcFormat)

}  // namespace spgen::formats
