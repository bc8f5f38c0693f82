// Row segments as a registered format: conversion to spgen::Rowseg (the
// CSR's columns and values are used unchanged) and its part of the CUDA rule:
// on launch-bound matrices the instances that won such matrices most often on
// the H200 (bench/results/gpu-2026-11-22-run13; run11-12 in git history, 6fb1d82) are timed against the
// CSR-Stream pick.
#include "formats/format.hpp"
#include "spgen/formats/rowseg.hpp"

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
  RowsegFormat() : Format<V, I>(kName, {.ops = {Op::spmv}, .permutes_rows = false, .work_unit = "segments"}) {}

  [[nodiscard]] Storage<V, I> convert(std::shared_ptr<const Csr<V, I>> a, const KernelEntry& e,
                                      const ParamMap&) const override {
    // Segments hold at most t * s entries: the kernel's unrolled steps.
    const auto seg_len = static_cast<I>(e.param("threads_per_segment") * e.param("steps"));
    auto r = std::make_shared<const Rowseg<V, I>>(Rowseg<V, I>::from_csr(a->view(), seg_len));
    Storage<V, I> out;
    out.arrays = {stored("seg_ptr", r->seg_ptr),          stored("seg_row", r->seg_row),
                  stored("heavy_row", r->heavy_row),      stored("heavy_seg_begin", r->heavy_seg_begin),
                  stored("heavy_piece_ptr", r->heavy_piece_ptr), stored("col_idx", a->col_idx),
                  stored("values", a->values)};
    out.scalars = {{"nsegs", r->nsegs()}};
    out.workspace_counts = {{"partial", static_cast<std::size_t>(r->npieces())},
                            {"arrivals", static_cast<std::size_t>(r->nheavy())}};
    out.work_items = r->nsegs();
    out.unit_ptr = r->seg_ptr;
    out.stored_bytes = r->index_bytes() + a->nnz() * (sizeof(I) + sizeof(V));
    out.details = "seg_len=" + std::to_string(seg_len) + " heavy_rows=" + std::to_string(r->nheavy()) +
                  " pieces=" + std::to_string(r->npieces());
    out.owner = keep_alive(std::move(r), std::move(a));
    return out;
  }

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
};

}  // namespace

SPGEN_REGISTER_FORMAT(rowseg, RowsegFormat)

}  // namespace spgen::formats
