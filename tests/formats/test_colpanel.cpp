// Column panels: the regrouping (every entry once, in row order within its
// panel, pieces of at most piece_len, partial-tile slots per mode), a host
// walk of the layout against the oracle's Aᵀ·X, the automatic piece length,
// and the errors. The CUDA kernel over it is checked in tests/kernels and
// tests/runtime/test_spmm_plan_cuda.cpp.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <tuple>
#include <vector>

#include "formats/colpanel/col_panels.hpp"
#include "formats/format.hpp"
#include "plan/features.hpp"
#include "reference/oracle.hpp"
#include "spgen/core/error.hpp"
#include "support/test_support.hpp"

namespace spgen::test {
namespace {

using formats::ColPanels;

Csr<double, std::int32_t> small_matrix() {
  // Row lengths 2, 0, 7, 1, 5.
  Csr<double, std::int32_t> a;
  a.nrows = 5;
  a.ncols = 8;
  a.row_ptr = {0, 2, 2, 9, 10, 15};
  a.col_idx = {0, 3, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4};
  a.values = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
  return a;
}

TEST(Colpanel, HandMadePanels) {
  const auto a = small_matrix();
  // W = 4: panel 0 holds columns 0..3 (10 entries), panel 1 columns 4..7 (5).
  // piece_len 4 cuts them into 3 pieces (3, 3, 4) and 2 (2, 3).
  const auto p = ColPanels<double, std::int32_t>::from_csr(a.view(), 4, 4, true);
  EXPECT_EQ(p.panel_piece, (std::vector<std::int32_t>{0, 3, 5}));
  EXPECT_EQ(p.piece_ptr, (std::vector<std::int32_t>{0, 3, 6, 10, 12, 15}));
  EXPECT_EQ(p.piece_panel, (std::vector<std::int32_t>{0, 0, 0, 1, 1}));
  EXPECT_EQ(p.panel_slot, (std::vector<std::int32_t>{0, 3}));  // one tile per piece
  EXPECT_EQ(std::vector<std::int32_t>(p.ent_row.begin(), p.ent_row.end()),
            (std::vector<std::int32_t>{0, 0, 2, 2, 2, 2, 4, 4, 4, 4, 2, 2, 2, 3, 4}));
  EXPECT_EQ(std::vector<int>(p.ent_col.begin(), p.ent_col.end()),
            (std::vector<int>{0, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0}));
  EXPECT_EQ(std::vector<double>(p.values.begin(), p.values.end()),
            (std::vector<double>{1, 2, 3, 4, 5, 6, 11, 12, 13, 14, 7, 8, 9, 10, 15}));
  EXPECT_EQ(p.split_panels, 2);
  EXPECT_EQ(p.split_pieces, 5);

  // Atomic mode: one tile per split panel.
  const auto atomic = ColPanels<double, std::int32_t>::from_csr(a.view(), 4, 4, false);
  EXPECT_EQ(atomic.panel_slot, (std::vector<std::int32_t>{0, 1}));

  // Wide pieces leave every panel whole; a panel past the last column has none.
  const auto whole = ColPanels<double, std::int32_t>::from_csr(a.view(), 16, 100, true);
  EXPECT_EQ(whole.npanels(), 1);
  EXPECT_EQ(whole.piece_ptr, (std::vector<std::int32_t>{0, 15}));
  EXPECT_EQ(whole.split_panels, 0);
}

// Y = alpha*Aᵀ*X + beta*Y walked the way the kernel walks the layout.
template <typename V, typename I>
std::vector<double> walk(const ColPanels<V, I>& p, std::int64_t ncols, std::size_t k, double alpha,
                         const std::vector<double>& x, double beta, const std::vector<double>& y) {
  std::vector<double> out(y.size());
  for (std::int64_t panel = 0; panel < p.npanels(); ++panel) {
    std::vector<double> tile(static_cast<std::size_t>(p.width) * k, 0.0);
    for (I q = p.panel_piece[panel]; q < p.panel_piece[panel + 1]; ++q) {
      EXPECT_EQ(p.piece_panel[q], panel);
      for (I e = p.piece_ptr[q]; e < p.piece_ptr[q + 1]; ++e)
        for (std::size_t j = 0; j < k; ++j)
          tile[p.ent_col[e] * k + j] += static_cast<double>(p.values[e]) * x[p.ent_row[e] * k + j];
    }
    for (std::int64_t c = 0; c < p.width && panel * p.width + c < ncols; ++c)
      for (std::size_t j = 0; j < k; ++j) {
        const std::size_t at = static_cast<std::size_t>(panel * p.width + c) * k + j;
        out[at] = alpha * tile[c * k + j] + beta * y[at];
      }
  }
  return out;
}

TEST(Colpanel, LayoutHoldsTheMatrixOnEveryStandardMatrix) {
  constexpr std::size_t k = 3;
  for (const auto& [name, a] : standard_test_matrices<double, std::int32_t>())
    for (const std::int64_t width : {16, 32, 64})
      for (const std::int64_t piece_len : {0, 3, 100}) {
        SCOPED_TRACE(name + " W=" + std::to_string(width) + " piece_len=" + std::to_string(piece_len));
        const auto p = ColPanels<double, std::int32_t>::from_csr(a.view(), width, piece_len, true);
        ASSERT_EQ(p.npanels(), (a.ncols + width - 1) / width);
        ASSERT_EQ(p.piece_ptr.back(), static_cast<std::int32_t>(a.nnz()));
        std::int64_t slots = 0;
        for (std::int64_t panel = 0; panel < p.npanels(); ++panel) {
          const std::int32_t pieces = p.panel_piece[panel + 1] - p.panel_piece[panel];
          EXPECT_GE(pieces, 1);  // an empty panel still writes its rows of Y
          if (pieces > 1) {
            EXPECT_EQ(p.panel_slot[panel], slots);
            slots += pieces;
          }
          // Row order within the panel, then columns: the kernel's summation order.
          const std::int32_t first = p.piece_ptr[p.panel_piece[panel]], last = p.piece_ptr[p.panel_piece[panel + 1]];
          for (std::int32_t e = first + 1; e < last; ++e)
            EXPECT_LT(std::tuple(p.ent_row[e - 1], p.ent_col[e - 1]), std::tuple(p.ent_row[e], p.ent_col[e]));
        }
        EXPECT_EQ(slots, p.split_pieces);
        for (std::int64_t q = 0; q < p.npieces(); ++q) EXPECT_LE(p.piece_ptr[q + 1] - p.piece_ptr[q], p.piece_len);
        const auto x = to_double(random_vector<double>(static_cast<std::size_t>(a.nrows) * k, ValueKind::small_integers, 7));
        const auto y = to_double(random_vector<double>(static_cast<std::size_t>(a.ncols) * k, ValueKind::small_integers, 8));
        EXPECT_EQ(walk(p, a.ncols, k, 2.0, x, -1.0, y), reference::spmm_transposed(a.view(), k, 2.0, x, -1.0, y));
      }
}

// Large enough for the parallel scatter (more than 2^16 entries): the same
// panels as the hand-checkable serial order (stable by panel).
TEST(Colpanel, ParallelConversionKeepsRowOrder) {
  const auto a = random_matrix<double, std::int32_t>({.rows = 20000, .cols = 9000, .mean_row_length = 9,
                                                      .distribution = RowDistribution::power_law,
                                                      .values = ValueKind::small_integers, .seed = 3});
  ASSERT_GT(a.nnz(), std::size_t{1} << 16);
  const auto p = ColPanels<double, std::int32_t>::from_csr(a.view(), 32, 0, true);
  std::vector<std::tuple<std::int32_t, std::int32_t, std::int32_t>> want;  // (panel, row, col)
  for (std::int32_t r = 0; r < a.nrows; ++r)
    for (std::int32_t e = a.row_ptr[r]; e < a.row_ptr[r + 1]; ++e) want.emplace_back(a.col_idx[e] / 32, r, a.col_idx[e]);
  std::stable_sort(want.begin(), want.end(), [](const auto& l, const auto& r) { return std::get<0>(l) < std::get<0>(r); });
  std::vector<std::tuple<std::int32_t, std::int32_t, std::int32_t>> got;
  for (std::int64_t q = 0; q < p.npieces(); ++q)
    for (std::int32_t e = p.piece_ptr[q]; e < p.piece_ptr[q + 1]; ++e)
      got.emplace_back(p.piece_panel[q], p.ent_row[e], p.piece_panel[q] * 32 + p.ent_col[e]);
  EXPECT_EQ(got, want);
}

// The automatic piece length: a power of two from 2048 whose split panels'
// pieces number at most the panels (the deterministic tiles fit in Y's size).
TEST(Colpanel, AutomaticPieceLengthBoundsThePartialTiles) {
  const auto a = random_matrix<double, std::int32_t>({.rows = 60000, .cols = 6000, .mean_row_length = 20,
                                                      .distribution = RowDistribution::power_law,
                                                      .values = ValueKind::small_integers, .seed = 9});
  const auto p = ColPanels<double, std::int32_t>::from_csr(a.view(), 32, 0, true);
  EXPECT_GE(p.piece_len, 2048);
  EXPECT_EQ(p.piece_len & (p.piece_len - 1), 0) << p.piece_len;
  EXPECT_LE(p.split_pieces, p.npanels());
  // Each panel holds about 60000 * 20 / 6000 * 32 = 6400 entries: 2048 would split them all
  // into 4 pieces, 4096 into 2, so 8192.
  EXPECT_GT(p.piece_len, 2048);
}

TEST(Colpanel, BadParametersAreErrors) {
  const auto a = small_matrix();
  EXPECT_TRUE(throws_error([&] { (void)ColPanels<double, std::int32_t>::from_csr(a.view(), 0, 0, true); },
                           {"panel width 0", "1..256"}));
  EXPECT_TRUE(throws_error([&] { (void)ColPanels<double, std::int32_t>::from_csr(a.view(), 300, 0, true); },
                           {"panel width 300"}));
  EXPECT_TRUE(throws_error([&] { (void)ColPanels<double, std::int32_t>::from_csr(a.view(), 32, -1, true); },
                           {"piece_len = -1"}));
  // The descriptor: k sizes the partial tiles and must be given and in range.
  const KernelEntry* e = nullptr;
  for (const auto& entry : kernel_registry())
    if (std::string_view(entry.format) == "colpanel" && entry.backend == Backend::cuda &&
        entry.value_type == ValueType::f64 && entry.index_type == IndexType::i32)
      e = &entry;
  ASSERT_NE(e, nullptr) << "no CUDA colpanel f64i32 instance in the registry";
  const auto& format = formats::format_of<double, std::int32_t>(*e);
  const auto shared = std::make_shared<const Csr<double, std::int32_t>>(a);
  EXPECT_TRUE(throws_error([&] { (void)format.convert(shared, *e, {}); }, {"conversion parameter k", "missing"}));
  EXPECT_TRUE(throws_error([&] { format.check_params({{"k", 0}}, *e); }, {"k = 0", "1..4096"}));
  EXPECT_TRUE(throws_error([&] { format.check_params({{"sigma", 4}}, *e); }, {"no conversion parameter 'sigma'"}));
  // One panel (8 columns) of 15 entries in pieces of 4: four tiles of W x k
  // (deterministic) or one (atomic), in the mode's own workspace.
  const auto s = format.convert(shared, *e, {{"k", 8}, {"piece_len", 4}});
  const bool atomic = e->param("atomic") != 0;
  const std::size_t tile = static_cast<std::size_t>(e->param("panel_width")) * 8;
  EXPECT_EQ(s.workspace_counts.at("partial"), atomic ? 0 : 4 * tile);
  EXPECT_EQ(s.workspace_counts.at("partial_sum"), atomic ? tile : 0);
  EXPECT_EQ(s.workspace_counts.at("arrivals"), 1u);
  EXPECT_EQ(s.work_items, 4);
}

}  // namespace
}  // namespace spgen::test

namespace spgen::test {
namespace {

// The rule without a GPU: the shape measured fastest for each k, in the mode
// asked for, and the plan's k passed for the partial tiles.
TEST(ColpanelRule, ShapeFollowsKAndModeFollowsTheCaller) {
  const auto a = random_matrix<double, std::int32_t>({.rows = 3000, .cols = 2000, .mean_row_length = 7, .seed = 2});
  const Features f = compute_features(a.view());
  const auto pool = test::instances_of<double, std::int32_t>("colpanel", Op::spmm_t, Backend::cuda);
  ASSERT_FALSE(pool.empty());
  const auto& format = formats::format_of<double, std::int32_t>(*pool.front());
  struct Want {
    std::int64_t k;
    int lanes, cols_per_lane;
  };
  for (const Want w : {Want{1, 4, 1}, Want{8, 8, 1}, Want{16, 32, 1}, Want{32, 32, 1}, Want{128, 32, 4}, Want{512, 32, 4}})
    for (const bool deterministic : {true, false}) {
      formats::SelectionInput<double, std::int32_t> in{a, f, Backend::cuda, pool};
      in.k = w.k;
      in.deterministic = deterministic;
      const auto proposals = format.propose_spmm(in);
      ASSERT_EQ(proposals.size(), 1u);
      const auto& p = proposals.front();
      ASSERT_NE(p.entry, nullptr) << p.reason;
      EXPECT_EQ(p.entry->param("lanes_per_entry"), w.lanes) << "k=" << w.k << " " << p.entry->name;
      EXPECT_EQ(p.entry->param("cols_per_lane"), w.cols_per_lane) << "k=" << w.k << " " << p.entry->name;
      EXPECT_EQ(p.entry->param("atomic"), deterministic ? 0 : 1) << p.entry->name;
      EXPECT_EQ(p.params.at("k"), w.k);
    }
}

// AVX-512: the fewest vectors covering k, the wider panel, work units of whole panels.
TEST(ColpanelRule, Avx512TakesTheFewestVectorsCoveringK) {
  const auto a = random_matrix<double, std::int32_t>({.rows = 3000, .cols = 2000, .mean_row_length = 7, .seed = 2});
  const Features f = compute_features(a.view());
  std::vector<const KernelEntry*> pool;
  for (const auto& e : kernel_registry())
    if (e.op == Op::spmm_t && std::string_view(e.format) == "colpanel" && e.backend == Backend::avx512 &&
        e.value_type == ValueType::f64 && e.index_type == IndexType::i32)
      pool.push_back(&e);
  ASSERT_FALSE(pool.empty());
  const auto& format = formats::format_of<double, std::int32_t>(*pool.front());
  for (const auto& [k, kv] : {std::pair{1, 1}, std::pair{8, 1}, std::pair{9, 2}, std::pair{32, 4}, std::pair{128, 4}}) {
    formats::SelectionInput<double, std::int32_t> in{a, f, Backend::avx512, pool};
    in.k = k;
    const auto proposals = format.propose_spmm(in);
    ASSERT_EQ(proposals.size(), 1u);
    ASSERT_NE(proposals.front().entry, nullptr);
    EXPECT_EQ(proposals.front().entry->param("k_vectors"), kv) << "k=" << k;
    EXPECT_EQ(proposals.front().entry->param("panel_width"), 64) << "k=" << k;
  }
  const KernelEntry& e = *pool.front();
  const auto s = format.convert(std::make_shared<const Csr<double, std::int32_t>>(a), e, {{"k", 8}});
  EXPECT_EQ(s.work_items, (a.ncols + e.param("panel_width") - 1) / e.param("panel_width"));
  EXPECT_EQ(s.unit_ptr.back(), static_cast<std::int32_t>(a.nnz()));
}

}  // namespace
}  // namespace spgen::test
