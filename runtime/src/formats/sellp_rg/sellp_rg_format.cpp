// SELL-P over row groups as a registered format: SpMM A·X on CUDA where
// neighbouring rows share columns (row_groups.hpp, the conversion;
// templates/cuda/sellp_rg_spmm.cu, the kernel). Its rule: the shape (group
// size R included) measured fastest for the range of k, proposed ahead of
// SELL-P only where its estimated traffic (X's gathered rows plus the stored
// matrix) is well under SELL-P's.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <span>
#include <string>
#include <tuple>

#include "formats/format.hpp"
#include "formats/rule_support.hpp"
#include "formats/sellp/sellp_rule.hpp"
#include "formats/sellp_rg/row_groups.hpp"

#if SPGEN_HAVE_DEVICE_CONVERSION
#include "formats/sellp_rg/cuda/row_groups_device.hpp"
#endif

namespace spgen::formats {

namespace {

// The instance for a range of k: the fastest of the sweeps on an H200
// (bench/results/gpu-2026-11-28-staged-tiles/: poisson3d:128 and
// kron:40:bcsstk32 at k = 8, 16, 32, 128; R 2/3/4, u 1/2, t 8/16, tiles of
// 0/8/16/32/64 stored columns staged in shared memory). Tiles of 32 beat 8
// and 16 everywhere and 64 in f64; in f32 64 was 1-6% faster for R 2 and 3
// (not shipped), and at k = 32 on poisson3d:128 the unstaged R 4 was as fast
// (0.706 against 0.711 ms). Chunks of k: 8, 16, 32, then 64 with 16 lanes per
// group (one pass where 8 lanes took two).
// Four loads in flight (u 4; bench/results/gpu-2026-11-30-spmm-unroll/, the
// same matrices at k = 8-128): f32 3-20% faster than two at every k (k = 32:
// 0.580 against 0.702 ms on poisson3d:128, with 40 registers against 48), and
// f32 R 4 with chunks of 64 faster than R 3 beyond k = 32 (0.96-1.02 against
// 1.12-1.20 ms at k = 33-64); f64 1-6% faster from k = 17, as fast below.
// Chunks of 128 (cf 8) held 86-110 registers and ran 1.5-3x slower.
// Beyond k = 32 in f32 (bench/results/gpu-2026-12-01-span-skip/, poisson3d:128):
// the X loads of the four columns first and only the spans inside k (lf 1,
// sk 1): 16 lanes 0.82 ms at k = 33 and 0.95 at 64 (1.02 before), and chunks
// of 128 in one pass with 32 lanes 1.50 ms at k = 65 and 1.77 at 128 (2.07
// for two passes of 64). Both choices cost 5-7% where every span is used in
// f64 and at k <= 32 in f32 (ptxas then holds 6-16 more registers), so
// those shapes keep lf 0, sk 0.
// f32 at k = 17-28 (bench/results/gpu-2026-12-01-k17-28/): 8 lanes with chunks
// of 32, lf 1, sk 1 (3-4 spans of 8 columns) ran 0.43-0.54 ms on poisson3d:128
// against 0.57-0.58 for 16 lanes with chunks of 32 (two spans of 16, the
// second partly idle), and 0.57-0.58 against 0.75-0.76 on kron:40:bcsstk32 at
// k = 17-24; at k = 32, where all four spans are used, it was 8% slower on
// poisson3d:128 (0.628 against 0.579 ms). With lf 0 it was 5-20% slower.
// At k = 29-31 (bench/results/gpu-2026-12-01-spmm-close/) it was 5-12% faster
// than the 16 lanes: 0.51-0.55 against 0.58 ms on poisson3d:128, 0.67-0.69
// against 0.76 on kron:40:bcsstk32. In f64 the same lf 1, sk 1 shapes (8, 16
// and 32 lanes) were slower than lf 0, sk 0 at every k from 24 to 128.
struct GroupShape {
  std::int64_t k_max;
  int b, group_rows, t, u, cf, vw;
  int loads_first;  // 1: the u columns' X loads before their multiply-adds
  int skip_spans;   // 1: a pass runs only its spans inside k
  int stage_cols;   // 0: entries read from global memory
};
constexpr std::int64_t kAnyK = std::numeric_limits<std::int64_t>::max();
constexpr GroupShape kShapesF64[] = {{8, 8, 3, 8, 2, 1, 1, 0, 0, 32},
                                     {16, 8, 3, 8, 2, 2, 1, 0, 0, 32},
                                     {32, 8, 2, 8, 4, 4, 1, 0, 0, 32},
                                     {kAnyK, 8, 2, 16, 4, 4, 1, 0, 0, 32}};
constexpr GroupShape kShapesF32[] = {{8, 8, 4, 8, 4, 1, 1, 0, 0, 32},
                                     {16, 8, 4, 8, 4, 2, 1, 0, 0, 32},
                                     {31, 8, 4, 8, 4, 4, 1, 1, 1, 32},
                                     {32, 8, 4, 16, 4, 2, 1, 0, 0, 32},
                                     {64, 8, 4, 16, 4, 4, 1, 1, 1, 32},
                                     {kAnyK, 8, 4, 32, 4, 4, 1, 1, 1, 32}};

// The last shape of each table takes any k.
const GroupShape& shape_for(std::int64_t k, std::size_t value_bytes) {
  const std::span<const GroupShape> shapes = value_bytes == 8
                                                 ? std::span<const GroupShape>(kShapesF64)
                                                 : std::span<const GroupShape>(kShapesF32);
  return *std::find_if(shapes.begin(), shapes.end(), [&](const GroupShape& s) { return k <= s.k_max; });
}

int chunk(const KernelEntry& e) {
  return e.param("threads_per_row") * e.param("cols_per_lane") * e.param("vector_width");
}

// Slices sampled to estimate the stored columns at plan time.
constexpr std::int64_t kSampleSlices = 2048;
// Proposed (ahead of SELL-P) only when the estimated traffic is at most this
// fraction of SELL-P's: rows that share no columns (ratio 1 and more) are
// left to SELL-P. On an H200 the shipped shapes ran faster than SELL-P at
// ratios of 0.51-0.82 on kron:40:bcsstk32 (f32 k = 8, R 2: 0.82, 0.60 against
// 0.95 ms), and as fast at k = 128 in f64 (0.59). The ratio says whether
// grouping pays, not which R is fastest: that comes from the shape tables.
constexpr double kMaxTrafficRatio = 0.85;
// Row lengths whose standard deviation reaches their mean: R-MAT graphs (cv
// 5-12) and six of the shared matrices (bayer10 1.05 to rajat01 4.3); the
// stencils, FEM and the other shared matrices are at 0.04-0.77. There the
// rule bounds the stored columns from the lengths before it samples groups.
constexpr double kUnevenRows = 1.0;

template <SupportedValue V, SupportedIndex I>
class SellpRgFormat final : public Format<V, I> {
 public:
  static constexpr std::string_view kName = "sellp_rg";
  SellpRgFormat()
      : Format<V, I>(kName, {.ops = {Op::spmm},
                             .permutes_rows = false,
                             .work_unit = "slices",
                             .converts_on_device = SPGEN_HAVE_DEVICE_CONVERSION != 0}) {}

  [[nodiscard]] std::string storage_key(const KernelEntry& e, const ParamMap&) const override {
    return "b=" + std::to_string(e.param("slice_height")) +
           " R=" + std::to_string(e.param("group_rows"));
  }

  [[nodiscard]] Storage<V, I> convert(std::shared_ptr<const Csr<V, I>> a, const KernelEntry& e,
                                      const ParamMap& params) const override {
    this->check_params(params, e);
    const int b = e.param("slice_height");
    const int group_rows = e.param("group_rows");
    auto g = std::make_shared<const RowGroups<V, I>>(
        RowGroups<V, I>::from_csr(a->view(), group_rows, b));
    Storage<V, I> out = storage_of(MatrixShape{a->nrows, a->ncols, a->nnz()}, b, group_rows, g->ngroups, g->nslices,
                                   static_cast<std::int64_t>(g->col_idx.size()),
                                   {stored("slice_ptr", g->slice_ptr), stored("col_idx", g->col_idx),
                                    stored("values", g->values)});
    out.unit_ptr = g->slice_ptr;
    out.owner = keep_alive(std::move(g), std::move(a));
    return out;
  }

#if SPGEN_HAVE_DEVICE_CONVERSION
  // The same groups built on the GPU (cuda/row_groups_device.cu).
  [[nodiscard]] Storage<V, I> convert_on_device(const DeviceCsr<V, I>& d, const KernelEntry& e,
                                                const ParamMap& params) const override {
    this->check_params(params, e);
    const int b = e.param("slice_height");
    const int group_rows = e.param("group_rows");
    auto g = std::make_shared<const DeviceRowGroups<V, I>>(DeviceRowGroups<V, I>::build(d, group_rows, b));
    Storage<V, I> out = storage_of(MatrixShape{d.nrows, d.ncols, static_cast<std::size_t>(d.nnz)}, b, group_rows, g->ngroups,
                                   g->nslices, g->stored_columns, g->arrays);
    out.owner = std::move(g);
    return out;
  }
#endif

  [[nodiscard]] std::vector<Proposal> propose(const SelectionInput<V, I>&) const override {
    return {};
  }

  // The measured shape for k (the nearest the build has), proposed where its
  // traffic is well under SELL-P's. Traffic of a product, in bytes: every
  // stored column gathers k of X's row and, once per chunk pass, reads its
  // column and R values; SELL-P is priced alike with one row per stored
  // column and no padding (its best case).
  [[nodiscard]] std::vector<Proposal> propose_spmm(const SelectionInput<V, I>& in) const override {
    if (in.instances.empty() || in.backend != Backend::cuda || in.features.nnz == 0) return {};
    const GroupShape& want = shape_for(in.k, sizeof(V));
    auto distance = [&](const KernelEntry* e) {
      return std::tuple(log2_distance(e->param("slice_height"), want.b) +
                            log2_distance(e->param("group_rows"), want.group_rows) +
                            log2_distance(e->param("threads_per_row"), want.t) +
                            log2_distance(e->param("unroll"), want.u) +
                            log2_distance(e->param("cols_per_lane"), want.cf) +
                            log2_distance(e->param("vector_width"), want.vw) +
                            std::abs(e->param("loads_first") - want.loads_first) +
                            std::abs(e->param("skip_spans") - want.skip_spans) +
                            log2_distance(e->param("stage_cols") + 1, want.stage_cols + 1),
                        spmm_passes(in.k, chunk(*e), 1));
    };
    const KernelEntry* best = nullptr;
    for (const auto* e : in.instances)
      if (!best || distance(e) < distance(best)) best = e;
    const int group_rows = best->param("group_rows");
    const int b = best->param("slice_height");
    const double k = static_cast<double>(in.k);
    const auto passes = static_cast<double>(spmm_passes(in.k, chunk(*best), 1));
    // X's row is gathered a span of t*vw columns at a time, and a span costs
    // its L1 work whether all of its lanes hold columns of k or one does: the
    // 8-lane shapes ran as fast at k = 1 as at k = 8 (poisson3d:128 on an
    // H200, f32 R 4 0.255 against 0.283 ms, f64 R 3 0.351 against 0.390;
    // bench/results/gpu-2026-12-01-span-skip/), and SELL-P's 8-lane SpMM plan
    // took 0.625 / 0.686 ms at k = 1, 2.4 / 2.0x more
    // (bench/results/gpu-2026-12-01-cliffs-rmat/). So both are priced
    // with k rounded up to the span; priced by k itself, the traffic at k < 8
    // looked like SpMV's, where the R values per stored column outweigh the
    // gather and the rule declined.
    const double span = best->param("threads_per_row") * best->param("vector_width");
    const double k_spans = std::ceil(k / span) * span;
    auto traffic = [&](double stored_columns, int rows_per_column) {
      return stored_columns *
             (k_spans * sizeof(V) + (sizeof(I) + rows_per_column * sizeof(V)) * passes);
    };
    auto traffic_ratio = [&](double stored_columns) {
      return traffic(stored_columns, group_rows) / traffic(static_cast<double>(in.features.nnz), 1);
    };
    // Rows of uneven length: a bound from their lengths first. A slice of b
    // groups stores at least b times its longest row, which is at least
    // SELL-b's stored entries of its R·b rows over R. Where that bound is
    // already over the ratio, so is the exact count, and the rule declines
    // without sampling: the sample merges the sampled groups' rows, on
    // power-law rows their hubs (host: 17-55 ms on rmat:20:16, 44-103 ms on
    // rmat:22:16, against 0.6-3 ms for the bound;
    // bench/results/gpu-2026-11-30-spmm-unroll/).
    if (in.features.cv_row >= kUnevenRows) {
      const double at_least =
          static_cast<double>(sell_rows(in).stored_entries(std::array{b}, 1, 1).front()) /
          group_rows;
      const double ratio_at_least = traffic_ratio(at_least);
      if (ratio_at_least > kMaxTrafficRatio)
        return {note("SELL-P over row groups: rows of uneven length (cv " +
                     fmt2(in.features.cv_row) + "), R " + std::to_string(group_rows) +
                     " stores at least " + fmt2(at_least / static_cast<double>(in.features.nrows)) +
                     " X rows per row of Y against " + fmt2(in.features.mean_row) +
                     ", traffic at least " + fmt2(ratio_at_least) + "x SELL-P's > " +
                     fmt2(kMaxTrafficRatio))};
    }
    const double columns = group_columns(in, group_rows, b);
    const double ratio = traffic_ratio(columns);
    const std::string estimate = "R " + std::to_string(group_rows) + ": " +
                                 fmt2(columns / static_cast<double>(in.features.nrows)) +
                                 " X rows per row of Y against " + fmt2(in.features.mean_row) +
                                 ", estimated traffic " + fmt2(ratio) + "x SELL-P's";
    if (ratio > kMaxTrafficRatio)
      return {note("SELL-P over row groups: " + estimate + " > " + fmt2(kMaxTrafficRatio))};
    const double bytes =
        columns * (sizeof(I) + group_rows * sizeof(V)) * passes + vector_bytes<V>(in.features) * k;
    return {{.entry = best,
             .params = {},
             .rank = 0.75,
             .timed = false,
             .reason = "SELL-P over row groups, " + estimate + " <= " + fmt2(kMaxTrafficRatio) +
                       ", chunks of " + std::to_string(chunk(*best)) +
                       " columns of k = " + std::to_string(in.k),
             .bytes = bytes}};
  }

 private:
  // The storage of a grouping, its arrays on the host or the device.
  // The rule's estimate of stored columns, from the sampled slices of the
  // host CSR, or of a device matrix's arrays (the same samples, the same value).
  static double group_columns(const SelectionInput<V, I>& in, int group_rows, int slice_height) {
#if SPGEN_HAVE_DEVICE_CONVERSION
    if (in.device) return estimate_group_columns_on_device(*in.device, group_rows, slice_height, kSampleSlices);
#endif
    return estimate_group_columns(in.a().view(), group_rows, slice_height, kSampleSlices);
  }

  // The matrix's dimensions, from the host CSR or its device arrays.
  struct MatrixShape {
    I nrows, ncols;
    std::size_t nnz;
  };
  static Storage<V, I> storage_of(const MatrixShape& a, int b, int group_rows, std::int64_t ngroups,
                                  std::int64_t nslices, std::int64_t stored_columns, std::vector<StoredArray> arrays) {
    Storage<V, I> out;
    out.arrays = std::move(arrays);
    out.scalars = {{"nrows", a.nrows}, {"ncols", a.ncols}, {"ngroups", ngroups}, {"nslices", nslices}};
    out.work_items = nslices * b;  // a block per slice (rows_per_block is b)
    out.rows_per_unit = static_cast<std::int64_t>(b) * group_rows;
    for (const StoredArray& array : out.arrays) out.stored_bytes += array.bytes();
    // β: nnz over the stored values (R per stored column).
    out.occupancy = stored_columns == 0 ? 1.0
                                        : static_cast<double>(a.nnz) /
                                              (static_cast<double>(stored_columns) * group_rows);
    out.details = "R=" + std::to_string(group_rows) + " stored_columns=" + std::to_string(stored_columns) +
                  " (X rows per row of Y " +
                  fmt2(static_cast<double>(stored_columns) / std::max<double>(1.0, static_cast<double>(a.nrows))) +
                  ")";
    return out;
  }
};

}  // namespace

SPGEN_REGISTER_FORMAT(sellp_rg, SellpRgFormat)

}  // namespace spgen::formats
