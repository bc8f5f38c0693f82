// RS-SpMM's heavy/light split: the hand-checkable layout, a host walk of the
// layout against the oracle's A·X on every standard matrix (every threshold
// from "all heavy" to "all light", pieces of one segment and long pieces),
// the parallel conversion against a serial listing, the memory cap on the
// threshold, the heavy-threshold tree (features, text form, errors) and the
// rule. The CUDA kernel over it is checked in tests/kernels
// (RegistryCudaSpmm) and tests/runtime/test_spmm_plan_cuda.cpp.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "formats/format.hpp"
#include "formats/rsspmm/heavy_tree.hpp"
#include "formats/rsspmm/row_segments.hpp"
#include "plan/features.hpp"
#include "reference/oracle.hpp"
#include "spgen/core/error.hpp"
#include "spgen/matrices/synthetic.hpp"
#include "support/test_support.hpp"

namespace spgen::test {
namespace {

using formats::HeavyFeatures;
using formats::HeavyTree;
using formats::RowSegments;

Csr<double, std::int32_t> small_matrix() {
  // Row lengths 2, 0, 8, 1, 5.
  Csr<double, std::int32_t> a;
  a.nrows = 5;
  a.ncols = 8;
  a.row_ptr = {0, 2, 2, 10, 11, 16};
  a.col_idx = {0, 3, 0, 1, 2, 3, 4, 5, 6, 7, 0, 0, 1, 2, 3, 4};
  a.values = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
  return a;
}

TEST(Rsspmm, HandMadeSplit) {
  const auto a = small_matrix();
  // W = 4, threshold 3: row 2's runs (4 in panel 0, 4 in panel 1) and row 4's
  // run of 4 in panel 0 are heavy; rows 0 and 3 and row 4's last entry light.
  const auto s = RowSegments<double, std::int32_t>::from_csr(a.view(), 4, 3, 4);
  EXPECT_EQ(s.threshold, 3);
  // One light unit per row (the empty ones included).
  EXPECT_EQ(s.unit_ptr, (std::vector<std::int32_t>{0, 2, 2, 2, 3, 4}));
  EXPECT_EQ(s.unit_row, (std::vector<std::int32_t>{0, 1, 2, 3, 4}));
  EXPECT_EQ(s.unit_slot, (std::vector<std::int32_t>{-1, -1, 0, -1, 3}));
  EXPECT_EQ(std::vector<std::int32_t>(s.light_col.begin(), s.light_col.end()), (std::vector<std::int32_t>{0, 3, 0, 4}));
  EXPECT_EQ(std::vector<double>(s.light_val.begin(), s.light_val.end()), (std::vector<double>{1, 2, 11, 16}));
  EXPECT_EQ(s.row_heavy, (std::vector<std::int32_t>{-1, -1, 0, -1, 1}));
  // Row 2: light slot 0, segments in slots 1 (panel 0) and 2 (panel 1); row 4: 3, 4.
  EXPECT_EQ(s.heavy_slot, (std::vector<std::int32_t>{0, 3, 5}));
  // Segments panel by panel, rows ascending: (panel 0: rows 2, 4), (panel 1: row 2).
  EXPECT_EQ(s.seg_row, (std::vector<std::int32_t>{2, 4, 2}));
  EXPECT_EQ(s.seg_slot, (std::vector<std::int32_t>{1, 4, 2}));
  EXPECT_EQ(s.seg_ptr, (std::vector<std::int32_t>{0, 4, 8, 12}));
  EXPECT_EQ(std::vector<int>(s.heavy_col.begin(), s.heavy_col.end()),
            (std::vector<int>{0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3}));
  EXPECT_EQ(std::vector<double>(s.heavy_val.begin(), s.heavy_val.end()),
            (std::vector<double>{3, 4, 5, 6, 12, 13, 14, 15, 7, 8, 9, 10}));
  // piece_len 4: each segment its own piece.
  EXPECT_EQ(s.piece_seg, (std::vector<std::int32_t>{0, 1, 2, 3}));
  EXPECT_EQ(s.piece_panel, (std::vector<std::int32_t>{0, 0, 1}));

  // A threshold above W: every row light, no piece.
  const auto light = RowSegments<double, std::int32_t>::from_csr(a.view(), 4, 5, 0);
  EXPECT_EQ(light.nsegments(), 0);
  EXPECT_EQ(light.npieces(), 0);
  EXPECT_EQ(light.nheavy(), 0);
  EXPECT_EQ(light.unit_ptr.back(), 16);

  // Light units of at most 3: row 2 (8 light entries) in units of 2, 3, 3,
  // row 4 (5) in 2, 3; each unit a part of its row.
  const auto units = RowSegments<double, std::int32_t>::from_csr(a.view(), 4, 5, 0, 3);
  EXPECT_EQ(units.unit_ptr, (std::vector<std::int32_t>{0, 2, 2, 4, 7, 10, 11, 13, 16}));
  EXPECT_EQ(units.unit_row, (std::vector<std::int32_t>{0, 1, 2, 2, 2, 3, 4, 4}));
  EXPECT_EQ(units.unit_slot, (std::vector<std::int32_t>{-1, -1, 0, 1, 2, -1, 3, 4}));
  EXPECT_EQ(units.heavy_slot, (std::vector<std::int32_t>{0, 3, 5}));
}

// Y = alpha*A*X + beta*Y walked the way the kernel walks the layout: every
// part's partial (a heavy row's light part, then its segments) and their sum
// in slot order.
template <typename V, typename I>
std::vector<double> walk(const RowSegments<V, I>& s, std::int64_t nrows, std::size_t k, double alpha,
                         const std::vector<double>& x, double beta, const std::vector<double>& y) {
  std::vector<double> partial(static_cast<std::size_t>(s.nslots()) * k, 0.0);
  std::vector<int> written(static_cast<std::size_t>(s.nslots()), 0);
  for (std::int64_t q = 0; q < s.npieces(); ++q) {
    const std::int64_t col0 = static_cast<std::int64_t>(s.piece_panel[q]) * s.width;
    for (I seg = s.piece_seg[q]; seg < s.piece_seg[q + 1]; ++seg) {
      ++written[s.seg_slot[seg]];
      for (I e = s.seg_ptr[seg]; e < s.seg_ptr[seg + 1]; ++e)
        for (std::size_t j = 0; j < k; ++j)
          partial[s.seg_slot[seg] * k + j] += static_cast<double>(s.heavy_val[e]) * x[(col0 + s.heavy_col[e]) * k + j];
    }
  }
  // Light units: a unit of a row of one part is the row's sum; others are partials.
  std::vector<double> out(y.size());
  std::vector<int> units_of_row(static_cast<std::size_t>(nrows), 0);
  for (std::int64_t u = 0; u < s.nunits(); ++u) {
    const I r = s.unit_row[u];
    ++units_of_row[r];
    if (u > 0) {
      EXPECT_LE(s.unit_row[u - 1], r);
    }
    EXPECT_LE(s.unit_ptr[u + 1] - s.unit_ptr[u], s.light_len);
    std::vector<double> sum(k, 0.0);
    for (I p = s.unit_ptr[u]; p < s.unit_ptr[u + 1]; ++p)
      for (std::size_t j = 0; j < k; ++j) sum[j] += static_cast<double>(s.light_val[p]) * x[s.light_col[p] * k + j];
    if (s.unit_slot[u] < 0) {
      EXPECT_LT(s.row_heavy[r], 0);
      for (std::size_t j = 0; j < k; ++j) out[r * k + j] = alpha * sum[j] + beta * y[r * k + j];
    } else {
      ++written[s.unit_slot[u]];
      for (std::size_t j = 0; j < k; ++j) partial[s.unit_slot[u] * k + j] = sum[j];
    }
  }
  for (std::int64_t r = 0; r < nrows; ++r) {
    EXPECT_GE(units_of_row[r], 1) << "row " << r << " has no light unit";
    if (const I h = s.row_heavy[r]; h >= 0) {
      std::vector<double> sum(k, 0.0);
      for (I slot = s.heavy_slot[h]; slot < s.heavy_slot[h + 1]; ++slot)
        for (std::size_t j = 0; j < k; ++j) sum[j] += partial[slot * k + j];
      for (std::size_t j = 0; j < k; ++j) out[r * k + j] = alpha * sum[j] + beta * y[r * k + j];
    }
  }
  for (std::size_t slot = 0; slot < written.size(); ++slot) EXPECT_EQ(written[slot], 1) << "slot " << slot;
  return out;
}

TEST(Rsspmm, LayoutHoldsTheMatrixOnEveryStandardMatrix) {
  constexpr std::size_t k = 3;
  for (const auto& [name, a] : standard_test_matrices<double, std::int32_t>())
    for (const std::int64_t width : {24, 32, 64})  // 24: panels by division, the others by shift
      for (const std::int64_t threshold : {std::int64_t{1}, std::int64_t{2}, std::int64_t{4}, width + 1})
        for (const auto& [piece_len, light_len] : {std::pair{0, 0}, std::pair{1, 3}}) {
          SCOPED_TRACE(name + " W=" + std::to_string(width) + " threshold=" + std::to_string(threshold) +
                       " piece_len=" + std::to_string(piece_len) + " light_len=" + std::to_string(light_len));
          const auto s = RowSegments<double, std::int32_t>::from_csr(a.view(), width, threshold, piece_len, light_len);
          ASSERT_EQ(s.unit_ptr.back() + s.seg_ptr.back(), static_cast<std::int32_t>(a.nnz()));
          ASSERT_EQ(s.piece_seg.back(), s.nsegments());
          for (std::int64_t q = 0; q < s.npieces(); ++q) {
            // A piece's entries within piece_len unless it is a single segment.
            const std::int32_t entries = s.seg_ptr[s.piece_seg[q + 1]] - s.seg_ptr[s.piece_seg[q]];
            EXPECT_TRUE(entries <= s.piece_len || s.piece_seg[q + 1] - s.piece_seg[q] == 1);
            // Segments in row order within a panel; each at least the threshold.
            for (std::int32_t seg = s.piece_seg[q]; seg < s.piece_seg[q + 1]; ++seg) {
              EXPECT_GE(s.seg_ptr[seg + 1] - s.seg_ptr[seg], s.threshold);
              if (seg > s.piece_seg[q]) {
                EXPECT_LT(s.seg_row[seg - 1], s.seg_row[seg]);
              }
            }
            if (q > 0) {
              EXPECT_LE(s.piece_panel[q - 1], s.piece_panel[q]);
            }
          }
          const auto x = to_double(random_vector<double>(static_cast<std::size_t>(a.ncols) * k, ValueKind::small_integers, 7));
          const auto y = to_double(random_vector<double>(static_cast<std::size_t>(a.nrows) * k, ValueKind::small_integers, 8));
          EXPECT_EQ(walk(s, a.nrows, k, 2.0, x, -1.0, y), reference::spmm(a.view(), k, 2.0, x, -1.0, y));
        }
}

// Large enough for the parallel passes (more than 2^16 entries): the same
// split as a serial listing (heavy entries by panel, then row; light by row).
TEST(Rsspmm, ParallelConversionMatchesASerialListing) {
  const auto a = random_matrix<double, std::int32_t>({.rows = 20000, .cols = 3000, .mean_row_length = 24,
                                                      .distribution = RowDistribution::power_law,
                                                      .values = ValueKind::small_integers, .seed = 3});
  ASSERT_GT(a.nnz(), std::size_t{1} << 16);
  constexpr std::int64_t kW = 32;
  const auto s = RowSegments<double, std::int32_t>::from_csr(a.view(), kW, 2, 0);
  const std::int64_t kT = s.threshold;  // 2, or raised by the memory cap
  ASSERT_LE(kT, kW);
  ASSERT_GT(s.nsegments(), 1000);
  using Entry = std::tuple<std::int32_t, std::int32_t, std::int32_t>;  // (panel, row, col)
  std::vector<Entry> heavy_want, light_want;
  for (std::int32_t r = 0; r < a.nrows; ++r)
    for (std::int32_t p = a.row_ptr[r]; p < a.row_ptr[r + 1];) {
      std::int32_t q = p;
      while (q < a.row_ptr[r + 1] && a.col_idx[q] / kW == a.col_idx[p] / kW) ++q;
      for (std::int32_t e = p; e < q; ++e) (q - p >= kT ? heavy_want : light_want).emplace_back(a.col_idx[e] / kW, r, a.col_idx[e]);
      p = q;
    }
  std::stable_sort(heavy_want.begin(), heavy_want.end(),
                   [](const Entry& l, const Entry& r) { return std::get<0>(l) < std::get<0>(r); });
  std::vector<Entry> heavy_got, light_got;
  for (std::int64_t q = 0; q < s.npieces(); ++q)
    for (std::int32_t seg = s.piece_seg[q]; seg < s.piece_seg[q + 1]; ++seg)
      for (std::int32_t e = s.seg_ptr[seg]; e < s.seg_ptr[seg + 1]; ++e)
        heavy_got.emplace_back(s.piece_panel[q], s.seg_row[seg], s.piece_panel[q] * kW + s.heavy_col[e]);
  for (std::int64_t u = 0; u < s.nunits(); ++u)
    for (std::int32_t p = s.unit_ptr[u]; p < s.unit_ptr[u + 1]; ++p)
      light_got.emplace_back(s.light_col[p] / kW, s.unit_row[u], s.light_col[p]);
  EXPECT_EQ(heavy_got, heavy_want);
  EXPECT_EQ(light_got, light_want);
}

// Every run heavy, or units of one entry, would leave more partial slots
// than the cap allows: the threshold, then the unit length, double until
// they fit, and the slots then stay under the cap.
TEST(Rsspmm, MemoryCapRaisesTheThresholdAndTheUnitLength) {
  const auto a = random_matrix<double, std::int32_t>({.rows = 20000, .cols = 20000, .mean_row_length = 8, .seed = 5});
  const auto s = RowSegments<double, std::int32_t>::from_csr(a.view(), 64, 1, 0);
  EXPECT_GT(s.threshold, 1);
  EXPECT_LE(s.nslots(), std::max<std::int64_t>(2 * a.nrows, 16384));
  const auto u = RowSegments<double, std::int32_t>::from_csr(a.view(), 64, 65, 0, 1);
  EXPECT_GT(u.light_len, 1);
  EXPECT_LE(u.nslots(), std::max<std::int64_t>(2 * a.nrows, 16384));
}

TEST(Rsspmm, BadParametersAreErrors) {
  const auto a = small_matrix();
  EXPECT_TRUE(throws_error([&] { (void)RowSegments<double, std::int32_t>::from_csr(a.view(), 0, 2, 0); },
                           {"panel width 0", "1..256"}));
  EXPECT_TRUE(throws_error([&] { (void)RowSegments<double, std::int32_t>::from_csr(a.view(), 300, 2, 0); },
                           {"panel width 300"}));
  EXPECT_TRUE(throws_error([&] { (void)RowSegments<double, std::int32_t>::from_csr(a.view(), 32, 0, 0); },
                           {"heavy threshold 0"}));
  EXPECT_TRUE(throws_error([&] { (void)RowSegments<double, std::int32_t>::from_csr(a.view(), 32, 2, -1); },
                           {"piece_len = -1"}));
  EXPECT_TRUE(throws_error([&] { (void)RowSegments<double, std::int32_t>::from_csr(a.view(), 32, 2, 0, -1); },
                           {"light_len = -1"}));
  const KernelEntry* e = nullptr;
  for (const auto& entry : kernel_registry())
    if (std::string_view(entry.format) == "rsspmm" && entry.backend == Backend::cuda &&
        entry.value_type == ValueType::f64 && entry.index_type == IndexType::i32)
      e = &entry;
  ASSERT_NE(e, nullptr) << "no CUDA rsspmm f64i32 instance in the registry";
  const auto& format = formats::format_of<double, std::int32_t>(*e);
  const auto shared = std::make_shared<const Csr<double, std::int32_t>>(a);
  EXPECT_TRUE(throws_error([&] { (void)format.convert(shared, *e, {}); }, {"conversion parameter k", "missing"}));
  EXPECT_TRUE(throws_error([&] { format.check_params({{"k", 5000}}, *e); }, {"k = 5000", "1..4096"}));
  EXPECT_TRUE(throws_error([&] { format.check_params({{"heavy_threshold", -2}}, *e); }, {"heavy_threshold = -2"}));
  // Three segments of 4 with threshold 3 (W >= 32: rows 2 and 4 are one run
  // each of 8 and 5, so threshold 3 makes two segments and two heavy rows).
  const auto st = format.convert(shared, *e, {{"k", 8}, {"heavy_threshold", 3}});
  EXPECT_EQ(st.workspace_counts.at("partial"), 4u * 8u);  // two heavy rows: a light slot and a segment each
  EXPECT_EQ(st.workspace_counts.at("arrivals"), 2u);
  const std::int64_t groups = 32 * e->param("warps_per_block") / e->param("lanes_per_row");
  EXPECT_EQ(st.work_items, st.scalars.at("heavy_blocks") * groups + st.scalars.at("nunits"));
}

TEST(RsspmmTree, FeaturesOfAHandMadeMatrix) {
  const auto a = small_matrix();
  // Adjacent distances: row 0: 3; row 2: 1 x7; row 4: 1 x4 (12 pairs).
  const HeavyFeatures f = formats::heavy_features(a.view(), 4, 32);
  EXPECT_DOUBLE_EQ(f.distance[0], 12.0 / 12.0);
  for (std::size_t b = 1; b < f.distance.size(); ++b) EXPECT_EQ(f.distance[b], 0.0);
  // Runs at W = 4: {0,3} 2, {0..3} 4, {4..7} 4, {0} 1, {0..3} 4, {4} 1: 6 runs, 16 entries.
  EXPECT_DOUBLE_EQ(f.seg_mean, 16.0 / 6.0);
  EXPECT_DOUBLE_EQ(f.heavy4, 12.0 / 16.0);
  EXPECT_EQ(f.heavy16, 0.0);
  EXPECT_DOUBLE_EQ(f.mean_row, 16.0 / 5.0);
  EXPECT_DOUBLE_EQ(f.log2_k, 5.0);
  EXPECT_DOUBLE_EQ(f.get("d1"), f.distance[0]);
  EXPECT_NE(f.to_string().find("seg_mean=2.667"), std::string::npos) << f.to_string();
}

// Bin b holds distances [4^b, 4^(b+1)), the last bin the rest.
TEST(RsspmmTree, DistanceBinsAreThePowersOfFour) {
  const std::pair<std::int64_t, int> cases[] = {{1, 0},    {3, 0},    {4, 1},    {15, 1},   {16, 2},
                                                {63, 2},   {64, 3},   {255, 3},  {256, 4},  {1023, 4},
                                                {1024, 5}, {4096, 5}, {std::int64_t{1} << 40, 5}};
  for (const auto& [d, bin] : cases) EXPECT_EQ(formats::distance_bin(d), bin) << "distance " << d;
}

TEST(RsspmmTree, ParsesWalksAndRejectsMalformedText) {
  const HeavyTree t = HeavyTree::parse(
      "spgen-rsspmm-tree-1  # header\n"
      "node 0 heavy16 0.5 1 2\n"
      "leaf 1 0\n"
      "node 2 log2_k 4 3 4\n"
      "leaf 3 8\n"
      "leaf 4 16\n",
      "t.txt");
  HeavyFeatures f;
  f.heavy16 = 0.2;
  EXPECT_EQ(t.threshold(f), 0);
  f.heavy16 = 0.7;
  f.log2_k = 3;
  EXPECT_EQ(t.threshold(f), 8);
  f.log2_k = 7;
  EXPECT_EQ(t.threshold(f), 16);

  EXPECT_TRUE(throws_error([] { (void)HeavyTree::parse("tree\n", "t.txt"); }, {"t.txt:1:", "spgen-rsspmm-tree-1"}));
  EXPECT_TRUE(throws_error([] { (void)HeavyTree::parse("spgen-rsspmm-tree-1\nnode 0 colour 1 1 2\n", "t.txt"); },
                           {"t.txt:2:", "unknown feature 'colour'"}));
  EXPECT_TRUE(throws_error([] { (void)HeavyTree::parse("spgen-rsspmm-tree-1\nleaf 0 -3\n", "t.txt"); },
                           {"t.txt:2:", "THRESHOLD >= 0"}));
  EXPECT_TRUE(throws_error([] { (void)HeavyTree::parse("spgen-rsspmm-tree-1\nnode 0 d1 0.5 0 1\nleaf 1 4\n", "t.txt"); },
                           {"children must be defined nodes after it"}));
  EXPECT_TRUE(throws_error([] { (void)HeavyTree::parse("spgen-rsspmm-tree-1\nnode 0 d1 0.5 1 2\nleaf 1 4\n", "t.txt"); },
                           {"children must be defined nodes after it"}));
  EXPECT_TRUE(throws_error([] { (void)HeavyTree::parse("spgen-rsspmm-tree-1\nleaf 0 4\nleaf 0 8\n", "t.txt"); },
                           {"t.txt:3:", "defined twice"}));
  EXPECT_TRUE(throws_error([] { (void)HeavyTree::parse("spgen-rsspmm-tree-1\n", "t.txt"); }, {"no nodes"}));
  EXPECT_TRUE(throws_error([] { (void)HeavyTree::parse("spgen-rsspmm-tree-1\nleaf 0 4 extra\n", "t.txt"); },
                           {"unexpected 'extra'"}));
  // The shipped tree parses (a build would not catch a bad retrained file).
  EXPECT_NO_THROW((void)HeavyTree::shipped());
}

// The rule without a GPU: the tree's threshold (none: W + 1, every row
// light) passed with the plan's k, the shape for k, and the rank: before
// SELL-P where a row is longer than three light units or the tree takes
// heavy segments, else after it.
TEST(RsspmmRule, ThresholdFromTheTreeShapeFromKRankFromTheRows) {
  const auto pool = test::instances_of<double, std::int32_t>("rsspmm", Op::spmm, Backend::cuda);
  ASSERT_FALSE(pool.empty());
  const auto& format = formats::format_of<double, std::int32_t>(*pool.front());
  const std::vector<std::pair<std::string, Csr<double, std::int32_t>>> matrices = {
      {"poisson3d:12", poisson3d<double, std::int32_t>(12)},
      {"banded:3000:40", banded<double, std::int32_t>(3000, 40)},
      {"power-law rows", random_matrix<double, std::int32_t>({.rows = 5000, .cols = 5000, .mean_row_length = 8,
                                                              .distribution = RowDistribution::power_law, .seed = 4})}};
  std::set<double> ranks;
  for (const auto& [name, a] : matrices) {
    SCOPED_TRACE(name);
    // The tree's distance bins from the features' gaps, and counted by the rule.
    for (const auto& feat : {compute_features(a.view(), true), compute_features(a.view(), false)})
    for (const std::int64_t k : {8, 32, 128}) {
      const formats::SelectionInput<double, std::int32_t> in{
          .a = a, .features = feat, .backend = Backend::cuda, .instances = pool, .k = k};
      const auto proposals = format.propose_spmm(in);
      ASSERT_EQ(proposals.size(), 1u);
      const auto& p = proposals.front();
      ASSERT_NE(p.entry, nullptr) << p.reason;
      const std::int64_t width = p.entry->param("panel_width");
      const std::int64_t tree = HeavyTree::shipped().threshold(formats::heavy_features(a.view(), width, k));
      EXPECT_EQ(p.params.at("k"), k);
      EXPECT_EQ(p.params.at("heavy_threshold"), tree > 0 ? tree : width + 1);
      const bool long_rows = feat.max_row > 3 * formats::default_light_len(feat.nnz, feat.nrows);
      EXPECT_EQ(p.rank, tree > 0 || long_rows ? 0.5 : 1.5) << p.reason;
      ranks.insert(p.rank);
      EXPECT_EQ(p.entry->param("lanes_per_row"), 8);
      EXPECT_EQ(p.entry->param("cols_per_lane"), k <= 8 ? 1 : 4);
      EXPECT_EQ(p.entry->param("vector_width"), k <= 32 ? 1 : 4);
    }
  }
  EXPECT_EQ(ranks.size(), 2u) << "the stencil ranks after SELL-P, the power-law rows before it";
}

}  // namespace
}  // namespace spgen::test
