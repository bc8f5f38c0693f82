// RS-SpMM as a registered format: Y = A·X on CUDA with heavy row segments
// per column panel (X's panel tile in shared memory) and light rows in CSR,
// one launch, deterministic (row_segments.hpp, the conversion;
// templates/cuda/rsspmm_spmm.cu, the kernel; heavy_tree.hpp, the threshold).
// Its rule: the tree's threshold (none: every row light), ranked before
// SELL-P where some row is longer than three light units or the tree takes
// heavy segments (load balance and panel tiles are what this format adds), else
// between SELL-P and CSR (it is CSR with long rows cut into units).
#include <algorithm>
#include <span>
#include <string>
#include <tuple>

#include "formats/format.hpp"
#include "formats/rsspmm/heavy_tree.hpp"
#include "formats/rsspmm/row_segments.hpp"

#if SPGEN_HAVE_DEVICE_CONVERSION
#include "formats/rsspmm/cuda/row_segments_device.hpp"
#endif
#include "formats/rule_support.hpp"
#include "formats/spmm_k.hpp"

namespace spgen::formats {

namespace {

constexpr ConversionParam kParams[] = {
    {"k", "the most columns of X and Y a product takes (SpMM plans set their k): sizes the partial sums"},
    {"heavy_threshold", "a row's run in one panel of at least this many entries is a heavy segment; 0 (default) "
                        "asks the decision tree (runtime/data/rsspmm_heavy_tree.txt), a value above the panel "
                        "width makes every row light"},
    {"piece_len", "the most heavy entries one block takes (a segment is never cut); 0 (default) 16 * W"},
    {"light_len", "the most light entries one group takes (longer rows are cut into units); 0 (default) "
                  "4 * max(mean row length, 16)"},
};

// Lanes per unit l, spans per lane cf and columns per light span vw for k:
// 8 lanes (four short rows per warp; a warp per row was 2.3x slower on
// ct2010 at k = 32 in the first H100 sweep, bench/results/gpu-2026-11-27-rsspmm).
// cf and vw are the fastest of nine shapes on rmat:22:16 in f64 and f32 on
// the H100 (bench/results/gpu-2026-11-27-sellp-spmm): k = 8 one column per
// lane (1.99 ms f64, 1.46 f32), k = 16 one span of 2 (2.49 against 2.65 ms
// for cf 2), k = 32 four single columns (4.74 ms f64, 2.77 f32), k = 128 four
// spans of 4 (20.7 against 30.5 ms for four single columns in f64). Between
// 33 and 64 four spans of 2, one pass as at k = 32 (not measured).
struct Shape {
  int lanes, cols_per_lane, vector_width;
};
Shape want_shape(std::int64_t k) {
  if (k <= 8) return {8, 1, 1};
  if (k <= 16) return {8, 1, 2};
  if (k <= 32) return {8, 4, 1};
  if (k <= 64) return {8, 4, 2};
  return {8, 4, 4};
}

// Columns of k a light unit's pass covers: l * cf * vw (heavy segments: l * cf).
std::int64_t light_chunk(const KernelEntry& e) {
  return static_cast<std::int64_t>(e.param("lanes_per_row")) * e.param("cols_per_lane") *
         e.param_or("vector_width", 1);
}

template <SupportedValue V, SupportedIndex I>
class RsspmmFormat final : public Format<V, I> {
 public:
  static constexpr std::string_view kName = "rsspmm";
  RsspmmFormat()
      : Format<V, I>(kName,
                     {.ops = {Op::spmm},
                      .permutes_rows = false,
                      .work_unit = "rows",
                      .converts_on_device = SPGEN_HAVE_DEVICE_CONVERSION != 0,
                      .rule_reads_column_gaps = true},
                     kParams) {}

  void check_params(const ParamMap& params, const KernelEntry& e) const override {
    Format<V, I>::check_params(params, e);
    check_spmm_k(params, e);
    for (const char* name : {"heavy_threshold", "piece_len", "light_len"})
      if (auto it = params.find(name); it != params.end() && it->second < 0)
        throw Error(std::string(e.name) + ": " + name + " = " + std::to_string(it->second) + "; it must be >= 0");
  }

  [[nodiscard]] Storage<V, I> convert(std::shared_ptr<const Csr<V, I>> a, const KernelEntry& e,
                                      const ParamMap& params) const override {
    const Split split =
        split_for(e, params, [&](std::int64_t width, std::int64_t k) { return heavy_features(a->view(), width, k); });
    auto s = std::make_shared<const RowSegments<V, I>>(RowSegments<V, I>::from_csr(
        a->view(), split.width, split.threshold, param_or(params, "piece_len", 0), param_or(params, "light_len", 0)));
    Storage<V, I> out = storage_of(s->summary(),
                                   {stored("unit_ptr", s->unit_ptr), stored("unit_row", s->unit_row),
                                    stored("unit_slot", s->unit_slot), stored("light_col", s->light_col),
                                    stored("light_val", s->light_val), stored("row_heavy", s->row_heavy),
                                    stored("heavy_slot", s->heavy_slot), stored("piece_seg", s->piece_seg),
                                    stored("piece_panel", s->piece_panel), stored("seg_row", s->seg_row),
                                    stored("seg_slot", s->seg_slot), stored("seg_ptr", s->seg_ptr),
                                    stored("heavy_col", s->heavy_col), stored("heavy_val", s->heavy_val)},
                                   a->ncols, e, split);
    out.unit_ptr = std::span<const I>(a->row_ptr);
    out.owner = keep_alive(std::move(s), std::move(a));
    return out;
  }

#if SPGEN_HAVE_DEVICE_CONVERSION
  // The same split and tree features computed on the GPU (cuda/row_segments_device.cu).
  [[nodiscard]] Storage<V, I> convert_on_device(const DeviceCsr<V, I>& d, const KernelEntry& e,
                                                const ParamMap& params) const override {
    const Split split =
        split_for(e, params, [&](std::int64_t width, std::int64_t k) { return heavy_features_on_device(d, width, k); });
    auto s = std::make_shared<const DeviceRowSegments<V, I>>(DeviceRowSegments<V, I>::build(
        d, split.width, split.threshold, param_or(params, "piece_len", 0), param_or(params, "light_len", 0)));
    Storage<V, I> out = storage_of(s->summary, s->arrays, d.ncols, e, split);
    out.owner = std::move(s);
    return out;
  }
#endif

  [[nodiscard]] std::vector<Proposal> propose(const SelectionInput<V, I>&) const override { return {}; }

  // The tree's threshold for this matrix and k (none: W + 1, every row
  // light); the shape nearest want_shape(k), then the fewest passes, then the
  // wider panel. Measured on the H100 (bench/results/gpu-2026-11-27-rsspmm,
  // 22 matrices, k = 8/32/128 f64): with long rows cut into units this format
  // was 1.5-63x faster than SELL-P and CSR on power-law rows (rmat:20:16 k = 8:
  // 0.55 against 11.8 ms), 1.1-1.8x slower than SELL-P on short regular rows.
  [[nodiscard]] std::vector<Proposal> propose_spmm(const SelectionInput<V, I>& in) const override {
    if (in.instances.empty() || in.backend != Backend::cuda || in.features.nnz == 0) return {};
    const Shape want = want_shape(in.k);
    auto score = [&](const KernelEntry* e) {
      return std::tuple(log2_distance(e->param("lanes_per_row"), want.lanes) +
                            log2_distance(e->param("cols_per_lane"), want.cols_per_lane) +
                            log2_distance(e->param_or("vector_width", 1), want.vector_width),
                        spmm_passes(in.k, static_cast<int>(light_chunk(*e)), 1), -e->param("panel_width"));
    };
    const KernelEntry* best = nullptr;
    for (const auto* e : in.instances)
      if (!best || score(e) < score(best)) best = e;
    const std::int64_t width = best->param("panel_width");
    // The distance bins from the plan's features where counted (else here);
    // the runs in panels counted where the arrays are (a device matrix's on
    // the device).
    const DistanceBins counted = distance_bins_of(in.features.column_gaps);
    const DistanceBins* bins = in.features.column_gaps_counted ? &counted : nullptr;
#if SPGEN_HAVE_DEVICE_CONVERSION
    const HeavyFeatures f = in.device ? heavy_features_on_device(*in.device, width, in.k, bins)
                                      : heavy_features(in.a().view(), width, in.k, bins);
#else
    const HeavyFeatures f = heavy_features(in.a().view(), width, in.k, bins);
#endif
    const std::int64_t threshold = HeavyTree::shipped().threshold(f);
    const std::int64_t unit = default_light_len(in.features.nnz, in.features.nrows);
    // Rows of three units and more: SELL-P's and CSR's one group per row then
    // waits on them (kron:40:bcsstk32, longest row 216 against units of 180,
    // ran 1.35-1.9x slower in RS-SpMM than in SELL-P at k = 32 and 128).
    const bool long_rows = in.features.max_row > 3 * unit;
    const std::int64_t passes = spmm_passes(in.k, static_cast<int>(light_chunk(*best)), 1);
    const double bytes = csr_bytes<V, I>(in.features) * static_cast<double>(passes) +
                         vector_bytes<V>(in.features) * static_cast<double>(in.k);
    std::string why = threshold > 0 ? "heavy segments of >= " + std::to_string(threshold) + " entries in panels of " +
                                          std::to_string(width)
                                    : std::string("every row light");
    why += long_rows ? ", rows up to " + std::to_string(in.features.max_row) + " entries in units of " +
                           std::to_string(unit)
                     : ", no row longer than three units of " + std::to_string(unit);
    return {{.entry = best,
             .params = {{"k", in.k}, {"heavy_threshold", threshold > 0 ? threshold : width + 1}},
             .rank = threshold > 0 || long_rows ? 0.5 : 1.5,
             .timed = false,
             .reason = "RS-SpMM, " + why + " (tree: " + f.to_string() + "), " +
                       std::to_string(light_chunk(*best)) + " columns of k per light pass",
             .bytes = bytes}};
  }

  // The plan's k with the tree's threshold; every run heavy (pieces of one
  // segment: many blocks) and units of 3 entries (rows of many parts); every
  // row light.
  [[nodiscard]] std::vector<ParamMap> test_params(const Csr<V, I>&, const KernelEntry& e) const override {
    return {{{"k", 128}},
            {{"k", 128}, {"heavy_threshold", 1}, {"piece_len", 1}, {"light_len", 3}},
            {{"k", 128}, {"heavy_threshold", e.param("panel_width") + 1}}};
  }

 private:
  // The split's panel width and threshold, and the tree's features behind it.
  struct Split {
    std::int64_t k, width, asked, threshold;
    HeavyFeatures features;
  };
  template <typename Features>
  Split split_for(const KernelEntry& e, const ParamMap& params, Features features) const {
    check_params(params, e);
    Split s;
    s.k = spmm_k(params, e);
    s.width = e.param("panel_width");
    s.asked = param_or(params, "heavy_threshold", 0);
    // The tree's features, also in the details: what scripts/train_heavy_tree.py learns from.
    s.features = features(s.width, s.k);
    const std::int64_t from_tree = HeavyTree::shipped().threshold(s.features);
    s.threshold = s.asked > 0 ? s.asked : (from_tree > 0 ? from_tree : s.width + 1);
    return s;
  }

  // The storage of a split, its arrays on the host or the device.
  static Storage<V, I> storage_of(const SplitSummary& s, std::vector<StoredArray> arrays, I ncols,
                                  const KernelEntry& e, const Split& split) {
    const std::int64_t groups = 32 * e.param("warps_per_block") / e.param("lanes_per_row");
    Storage<V, I> out;
    out.arrays = std::move(arrays);
    out.scalars = {{"nunits", s.nunits}, {"ncols", ncols}, {"heavy_blocks", s.npieces}};
    out.workspace_counts = {{"partial", static_cast<std::size_t>(s.nslots) * static_cast<std::size_t>(split.k)},
                            {"arrivals", static_cast<std::size_t>(s.nheavy)}};
    // The grid: one block per piece, then the light units, `groups` per block.
    out.work_items = s.npieces * groups + s.nunits;
    for (const StoredArray& array : out.arrays) out.stored_bytes += array.bytes();
    out.details = "threshold=" + (s.threshold > split.width ? std::string("none") : std::to_string(s.threshold)) +
                  (split.asked > 0 ? "" : " (tree)") + " heavy_entries=" + std::to_string(s.heavy_entries) +
                  " segments=" + std::to_string(s.nsegments) + " light_len=" + std::to_string(s.light_len) +
                  " units=" + std::to_string(s.nunits) + " multi_part_rows=" + std::to_string(s.nheavy) +
                  " pieces=" + std::to_string(s.npieces) + " features{" + split.features.to_string() + "}";
    return out;
  }

  static std::int64_t param_or(const ParamMap& params, const char* name, std::int64_t fallback) {
    const auto it = params.find(name);
    return it == params.end() ? fallback : it->second;
  }
};

}  // namespace

SPGEN_REGISTER_FORMAT(rsspmm, RsspmmFormat)

}  // namespace spgen::formats
