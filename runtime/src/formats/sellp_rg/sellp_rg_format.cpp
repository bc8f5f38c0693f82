// SELL-P over row groups as a registered format: SpMM A·X on CUDA where
// neighbouring rows share columns (row_groups.hpp, the conversion;
// templates/cuda/sellp_rg_spmm.cu, the kernel). Its rule: the shape measured
// for the range of k, and the group size R whose estimated traffic (X's
// gathered rows plus the stored matrix) is lowest; proposed ahead of SELL-P
// only where that traffic is well under SELL-P's.
#include <algorithm>
#include <cstdint>
#include <limits>
#include <span>
#include <string>
#include <tuple>

#include "formats/format.hpp"
#include "formats/rule_support.hpp"
#include "formats/sellp_rg/row_groups.hpp"

namespace spgen::formats {

namespace {

// The shape (b, t, u, cf, vw) for a range of k, before the group size.
struct GroupShape {
  std::int64_t k_max;
  int b, t, u, cf, vw;
};
constexpr std::int64_t kAnyK = std::numeric_limits<std::int64_t>::max();
constexpr GroupShape kShapesF64[] = {{8, 8, 8, 1, 1, 1}, {32, 8, 8, 2, 4, 1}, {kAnyK, 16, 16, 1, 8, 1}};
constexpr GroupShape kShapesF32[] = {{8, 8, 8, 1, 1, 1}, {32, 8, 8, 2, 4, 1}, {kAnyK, 16, 16, 1, 8, 1}};

const GroupShape& shape_for(std::int64_t k, std::size_t value_bytes) {
  const std::span<const GroupShape> shapes =
      value_bytes == 8 ? std::span<const GroupShape>(kShapesF64) : std::span<const GroupShape>(kShapesF32);
  return *std::find_if(shapes.begin(), shapes.end(), [&](const GroupShape& s) { return k <= s.k_max; });
}

int chunk(const KernelEntry& e) {
  return e.param("threads_per_row") * e.param("cols_per_lane") * e.param("vector_width");
}

// Slices sampled to estimate a group size's stored columns at plan time.
constexpr std::int64_t kSampleSlices = 2048;
// Proposed (ahead of SELL-P) only when its estimated traffic is at most this
// fraction of SELL-P's.
constexpr double kMaxTrafficRatio = 0.8;

template <SupportedValue V, SupportedIndex I>
class SellpRgFormat final : public Format<V, I> {
 public:
  static constexpr std::string_view kName = "sellp_rg";
  SellpRgFormat() : Format<V, I>(kName, {.ops = {Op::spmm}, .permutes_rows = false, .work_unit = "slices"}) {}

  [[nodiscard]] std::string storage_key(const KernelEntry& e, const ParamMap&) const override {
    return "b=" + std::to_string(e.param("slice_height")) + " R=" + std::to_string(e.param("group_rows"));
  }

  [[nodiscard]] Storage<V, I> convert(std::shared_ptr<const Csr<V, I>> a, const KernelEntry& e,
                                      const ParamMap& params) const override {
    this->check_params(params, e);
    const int b = e.param("slice_height");
    const int group_rows = e.param("group_rows");
    auto g = std::make_shared<const RowGroups<V, I>>(RowGroups<V, I>::from_csr(a->view(), group_rows, b));
    Storage<V, I> out;
    out.arrays = {stored("slice_ptr", g->slice_ptr), stored("col_idx", g->col_idx), stored("values", g->values)};
    out.scalars = {{"nrows", g->nrows}, {"ncols", g->ncols}, {"ngroups", g->ngroups}, {"nslices", g->nslices}};
    out.work_items = g->nslices * b;  // a block per slice (rows_per_block is b)
    out.unit_ptr = g->slice_ptr;
    out.rows_per_unit = static_cast<std::int64_t>(b) * group_rows;
    out.stored_bytes = g->stored_bytes();
    out.occupancy = g->occupancy();
    out.details = "R=" + std::to_string(group_rows) + " stored_columns=" + std::to_string(g->col_idx.size()) +
                  " (X rows per row of Y " + fmt2(static_cast<double>(g->col_idx.size()) /
                                                   std::max<double>(1.0, static_cast<double>(g->nrows))) +
                  ")";
    out.owner = keep_alive(std::move(g), std::move(a));
    return out;
  }

  [[nodiscard]] std::vector<Proposal> propose(const SelectionInput<V, I>&) const override { return {}; }

  // Traffic of one product per chunk pass, in bytes: every stored column
  // gathers a chunk of X's row and reads its column and R values; X and Y once.
  // SELL-P is priced alike with one row per stored column and no padding (its
  // best case), so the ratio is what grouping saves at the least.
  [[nodiscard]] std::vector<Proposal> propose_spmm(const SelectionInput<V, I>& in) const override {
    if (in.instances.empty() || in.backend != Backend::cuda || in.features.nnz == 0) return {};
    const GroupShape& want = shape_for(in.k, sizeof(V));
    const double k = static_cast<double>(in.k);
    auto traffic = [&](double stored_columns, int rows_per_column, std::int64_t passes) {
      return stored_columns * (k * sizeof(V) + (sizeof(I) + rows_per_column * sizeof(V)) * static_cast<double>(passes));
    };
    const KernelEntry* best = nullptr;
    double best_traffic = 0.0;
    double best_columns = 0.0;
    auto shape_distance = [&](const KernelEntry* e) {
      return std::tuple(log2_distance(e->param("slice_height"), want.b) + log2_distance(e->param("threads_per_row"), want.t) +
                            log2_distance(e->param("unroll"), want.u) + log2_distance(e->param("cols_per_lane"), want.cf) +
                            log2_distance(e->param("vector_width"), want.vw),
                        spmm_passes(in.k, chunk(*e), 1));
    };
    // The shape nearest the measured one, then the group size of least traffic.
    const KernelEntry* nearest = nullptr;
    for (const auto* e : in.instances)
      if (!nearest || shape_distance(e) < shape_distance(nearest)) nearest = e;
    for (const auto* e : in.instances) {
      if (shape_distance(e) != shape_distance(nearest)) continue;
      const double columns =
          estimate_group_columns(in.a.view(), e->param("group_rows"), e->param("slice_height"), kSampleSlices);
      const double t = traffic(columns, e->param("group_rows"), spmm_passes(in.k, chunk(*e), 1));
      if (!best || t < best_traffic) {
        best = e;
        best_traffic = t;
        best_columns = columns;
      }
    }
    const double sellp = traffic(static_cast<double>(in.features.nnz), 1, spmm_passes(in.k, chunk(*best), 1));
    const double ratio = best_traffic / sellp;
    const std::string estimate = "R " + std::to_string(best->param("group_rows")) + ": " +
                                 fmt2(best_columns / static_cast<double>(in.features.nrows)) +
                                 " X rows per row of Y against " + fmt2(in.features.mean_row) +
                                 ", estimated traffic " + fmt2(ratio) + "x SELL-P's";
    if (ratio > kMaxTrafficRatio)
      return {note("SELL-P over row groups: " + estimate + " > " + fmt2(kMaxTrafficRatio))};
    const std::int64_t passes = spmm_passes(in.k, chunk(*best), 1);
    const double bytes =
        best_columns * (sizeof(I) + best->param("group_rows") * sizeof(V)) * static_cast<double>(passes) +
        vector_bytes<V>(in.features) * k;
    return {{.entry = best,
             .params = {},
             .rank = 0.75,
             .timed = false,
             .reason = "SELL-P over row groups, " + estimate + ", chunks of " + std::to_string(chunk(*best)) +
                       " columns of k = " + std::to_string(in.k),
             .bytes = bytes}};
  }
};

}  // namespace

SPGEN_REGISTER_FORMAT(sellp_rg, SellpRgFormat)

}  // namespace spgen::formats
