// Row segments as a registered format: conversion to spgen::Rowseg (the
// CSR's columns and values are used unchanged) and its part of the CUDA rule:
// on launch-bound matrices the instances that won such matrices most often on
// the H200 (bench/results/gpu-2026-11-22-run13; run11-12 in git history, 6fb1d82) are timed against the
// CSR-Stream pick.
#include "formats/format.hpp"
#include "spgen/formats/rowseg.hpp"
#if SPGEN_HAVE_DEVICE_CONVERSION
#include "formats/rowseg/cuda/rowseg_device.hpp"
#endif

namespace spgen::formats {

namespace {

// Up to this many nonzeros a product is launch-bound: a few microseconds,
// within about a microsecond of an empty kernel on an H200.
constexpr std::int64_t kTimedMaxNnz = 1'000'000;
struct Shape {
  int threads_per_segment, steps;
};
constexpr Shape kTimedShapes[] = {{8, 4}, {16, 2}, {32, 4}};

template <SupportedValue V, SupportedIndex I>
class RowsegFormat final : public Format<V, I> {
 public:
  static constexpr std::string_view kName = "rowseg";
  RowsegFormat()
      : Format<V, I>(kName, {.ops = {Op::spmv},
                             .permutes_rows = false,
                             .work_unit = "segments",
                             .converts_on_device = SPGEN_HAVE_DEVICE_CONVERSION != 0,
                             .device_conversion_for_device_matrices = true}) {}

  [[nodiscard]] Storage<V, I> convert(std::shared_ptr<const Csr<V, I>> a, const KernelEntry& e,
                                      const ParamMap&) const override {
    auto r = std::make_shared<const Rowseg<V, I>>(Rowseg<V, I>::from_csr(a->view(), seg_len_of(e)));
    Storage<V, I> out = storage_of(
        seg_len_of(e), {stored("seg_ptr", r->seg_ptr), stored("seg_row", r->seg_row), stored("heavy_row", r->heavy_row),
                        stored("heavy_seg_begin", r->heavy_seg_begin), stored("heavy_piece_ptr", r->heavy_piece_ptr),
                        stored("col_idx", a->col_idx), stored("values", a->values)},
        static_cast<std::size_t>(r->npieces()));
    out.unit_ptr = r->seg_ptr;
    out.owner = keep_alive(std::move(r), std::move(a));
    return out;
  }

#if SPGEN_HAVE_DEVICE_CONVERSION
  // A DeviceMatrix's segments built on the GPU, its columns and values copied
  // there (cuda/rowseg_device.cu). A host matrix converts on the host
  // (device_conversion_for_device_matrices): its index is a pass over the row
  // pointers, and its columns and values are the plan's upload, shared.
  [[nodiscard]] Storage<V, I> convert_on_device(const DeviceCsr<V, I>& d, const KernelEntry& e,
                                                const ParamMap&) const override {
    if (e.backend != Backend::cuda) throw Error(std::string(e.name) + ": rowseg converts on the device for CUDA instances");
    auto r = DeviceRowseg<V, I>::build(d, seg_len_of(e));
    Storage<V, I> out = storage_of(seg_len_of(e), std::move(r.arrays), static_cast<std::size_t>(r.pieces));
    out.owner = std::move(r.memory);
    return out;
  }
#endif

  [[nodiscard]] std::vector<Proposal> propose(const SelectionInput<V, I>& in) const override {
    std::vector<Proposal> out;
    if (in.backend != Backend::cuda || in.features.nnz > kTimedMaxNnz) return out;
    // Segments replace row pointers: about one per row (two indices each).
    const double bytes = csr_bytes<V, I>(in.features) + static_cast<double>(in.features.nrows) * sizeof(I) +
                         vector_bytes<V>(in.features);
    for (const auto& s : kTimedShapes)
      for (const auto* e : in.instances)
        if (e->param("threads_per_segment") == s.threads_per_segment && e->param("steps") == s.steps)
          out.push_back({.entry = e, .params = {}, .rank = 2, .timed = true, .reason = "row segments", .bytes = bytes});
    return out;
  }

 private:
  // Segments hold at most t * s entries: the kernel's unrolled steps.
  static I seg_len_of(const KernelEntry& e) {
    return static_cast<I>(e.param("threads_per_segment") * e.param("steps"));
  }

  // What both conversions give besides the arrays' owner (and on the host
  // the CPU partition's offsets): arrays seg_ptr, seg_row, heavy_row,
  // heavy_seg_begin, heavy_piece_ptr (its last entry `pieces`), col_idx, values.
  static Storage<V, I> storage_of(I seg_len, std::vector<StoredArray> arrays, std::size_t pieces) {
    Storage<V, I> out;
    out.arrays = std::move(arrays);
    const auto count = [&out](std::string_view name) { return out.find(name)->count; };
    const auto nsegs = static_cast<std::int64_t>(count("seg_row"));
    const std::size_t nheavy = count("heavy_row"), nnz = count("values");
    out.scalars = {{"nsegs", nsegs}};
    out.workspace_counts = {{"partial", pieces}, {"arrivals", nheavy}};
    out.work_items = nsegs;
    const std::size_t index = (count("seg_ptr") + count("seg_row") + nheavy + count("heavy_seg_begin") +
                               count("heavy_piece_ptr")) * sizeof(I);
    out.stored_bytes = index + nnz * (sizeof(I) + sizeof(V));
    out.details = "seg_len=" + std::to_string(seg_len) + " heavy_rows=" + std::to_string(nheavy) +
                  " pieces=" + std::to_string(pieces);
    return out;
  }
};

}  // namespace

SPGEN_REGISTER_FORMAT(rowseg, RowsegFormat)

}  // namespace spgen::formats
