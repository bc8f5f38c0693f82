// SELL-P over row groups (sellp_rg): the layout of a small matrix written out,
// a host product over the stored arrays against the oracle on the standard
// matrices for every group size, the plan-time estimate of stored columns,
// and the CUDA rule (host code: runs without a GPU).
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "formats/format.hpp"
#include "formats/sellp/row_order.hpp"
#include "formats/sellp_rg/row_groups.hpp"
#include "plan/features.hpp"
#include "reference/oracle.hpp"
#include "spgen/core/error.hpp"
#include "spgen/matrices/synthetic.hpp"
#include "support/test_support.hpp"

namespace {

using spgen::Csr;
using spgen::formats::RowGroups;

// Y = A·X from the stored arrays alone, as the kernel reads them: entry j of
// group q of slice s, R values per stored column, rows past nrows skipped.
template <typename V, typename I>
std::vector<double> stored_product(const RowGroups<V, I>& g, const std::vector<double>& x,
                                   std::size_t k) {
  std::vector<double> y(static_cast<std::size_t>(g.nrows) * k, 0.0);
  const std::int64_t b = g.slice_height;
  for (std::int64_t s = 0; s < g.nslices; ++s) {
    const std::int64_t width = (g.slice_ptr[s + 1] - g.slice_ptr[s]) / b;
    for (std::int64_t q = 0; q < b; ++q)
      for (std::int64_t j = 0; j < width; ++j) {
        const std::int64_t at = g.slice_ptr[s] + j * b + q;
        const auto col = static_cast<std::size_t>(g.col_idx[at]);
        for (int r = 0; r < g.group_rows; ++r) {
          const std::int64_t row = (s * b + q) * g.group_rows + r;
          if (row >= g.nrows) continue;
          for (std::size_t c = 0; c < k; ++c)
            y[static_cast<std::size_t>(row) * k + c] +=
                static_cast<double>(g.values[at * g.group_rows + r]) * x[col * k + c];
        }
      }
  }
  return y;
}

TEST(SellpRg, LayoutOfASmallMatrix) {
  // 5 x 6, groups of R = 2 in slices of b = 2 groups: groups {0,1}, {2,3}, {4}.
  //   row 0: cols 0, 2      row 1: cols 2, 5
  //   row 2: (empty)        row 3: col 1
  //   row 4: cols 3, 4, 5
  const auto a = spgen::test::shared_csr<double, std::int32_t>(
      5, 6, {0, 2, 4, 4, 5, 8}, {0, 2, 2, 5, 1, 3, 4, 5}, {1, 2, 3, 4, 5, 6, 7, 8});
  const auto g = RowGroups<double, std::int32_t>::from_csr(a->view(), 2, 2);
  EXPECT_EQ(g.ngroups, 3);
  EXPECT_EQ(g.nslices, 2);
  // Slice 0: unions {0, 2, 5} and {1}: width 3. Slice 1: {3, 4, 5} and an empty group: width 3.
  EXPECT_EQ(g.slice_ptr, (std::vector<std::int32_t>{0, 6, 12}));
  const std::vector<std::int32_t> cols(g.col_idx.begin(), g.col_idx.end());
  // Column-major in the slice: (j = 0: group 0, group 1), (j = 1: ...), ...
  // Padding repeats the group's last column (column 0 for an empty group).
  EXPECT_EQ(cols, (std::vector<std::int32_t>{0, 1, 2, 1, 5, 1, 3, 0, 4, 0, 5, 0}));
  const std::vector<double> vals(g.values.begin(), g.values.end());
  EXPECT_EQ(vals, (std::vector<double>{
                      1, 0, 0, 5,  // j = 0: group 0 col 0 (rows 0, 1); group 1 col 1 (rows 2, 3)
                      2, 3, 0, 0,  // j = 1: group 0 col 2; group 1 padding
                      0, 4, 0, 0,  // j = 2: group 0 col 5; group 1 padding
                      6, 0, 0, 0,  // slice 1, j = 0: group 2 col 3 (row 4, row 5 past nrows)
                      7, 0, 0, 0, 8, 0, 0, 0}));
  EXPECT_DOUBLE_EQ(g.occupancy(), 8.0 / 24.0);
}

// Every group size and a few slice heights on the standard matrices (empty
// rows, a dense row, 0 x 0, wide and tall shapes): the stored arrays multiply
// to the oracle's product exactly (small integer values).
TEST(SellpRg, StoredProductMatchesTheOracle) {
  for (const auto& m : spgen::test::standard_test_matrices<double, std::int32_t>()) {
    const std::size_t k = 3;
    const auto x = spgen::test::random_vector<double>(static_cast<std::size_t>(m.matrix.ncols) * k,
                                                      spgen::ValueKind::small_integers, 7);
    const std::vector<double> zero(static_cast<std::size_t>(m.matrix.nrows) * k, 0.0);
    const auto want = spgen::reference::spmm(m.matrix.view(), k, 1.0, x, 0.0, zero);
    for (int group_rows : {1, 2, 3, 4, 6})
      for (int b : {4, 8}) {
        SCOPED_TRACE(m.name + " R " + std::to_string(group_rows) + " b " + std::to_string(b));
        const auto g = RowGroups<double, std::int32_t>::from_csr(m.matrix.view(), group_rows, b);
        EXPECT_EQ(g.values.size(), g.col_idx.size() * static_cast<std::size_t>(group_rows));
        EXPECT_EQ(stored_product(g, x, k), want);
        for (auto c : g.col_idx) ASSERT_TRUE(c >= 0 && c < m.matrix.ncols);
        // The plan-time estimate counts every slice exactly when it samples all of them.
        EXPECT_DOUBLE_EQ(
            spgen::formats::estimate_group_columns(m.matrix.view(), group_rows, b, 1 << 30),
            static_cast<double>(g.col_idx.size()));
      }
  }
}

// The rule's bound on rows of uneven length: SELL-b's stored entries (rows
// in place) over R never exceed the groups' stored columns, on the standard
// matrices (empty rows, a dense row), power-law and dense-row matrices, for
// every group size and slice height.
TEST(SellpRg, RowLengthBoundNeverExceedsTheStoredColumns) {
  auto matrices = spgen::test::standard_test_matrices<double, std::int32_t>();
  matrices.push_back({"rmat:12:8", spgen::rmat<double, std::int32_t>(12, 8)});
  const auto stencil = spgen::poisson3d<double, std::int32_t>(8);
  matrices.push_back({"poisson3d:8 + dense rows", spgen::with_dense_rows(3, 400, stencil.view())});
  for (const auto& m : matrices)
    for (int group_rows : {1, 2, 3, 4, 6})
      for (int b : {4, 8, 16, 32}) {
        SCOPED_TRACE(m.name + " R " + std::to_string(group_rows) + " b " + std::to_string(b));
        const auto g = RowGroups<double, std::int32_t>::from_csr(m.matrix.view(), group_rows, b);
        const auto sell =
            spgen::formats::sell_stored_entries<std::int32_t>(m.matrix.row_ptr, b, 1, 1);
        EXPECT_LE(static_cast<double>(sell) / group_rows, static_cast<double>(g.col_idx.size()));
      }
}

TEST(SellpRg, GroupSizeOutsideItsDomainIsRefused) {
  const auto a = spgen::poisson3d<double, std::int32_t>(4);
  EXPECT_THROW((RowGroups<double, std::int32_t>::from_csr(a.view(), 0, 8)), spgen::Error);
  EXPECT_THROW((RowGroups<double, std::int32_t>::from_csr(a.view(), 9, 8)), spgen::Error);
}

// On a 27-point stencil three neighbouring rows share 45 of their 81
// columns' X rows: the CUDA rule proposes the shape measured for k, and
// notes why it declines at k = 1 and on a random matrix, whose rows share
// nothing.
template <typename V>
void check_rule() {
  std::vector<const spgen::KernelEntry*> pool;
  for (const auto& e : spgen::kernel_registry())
    if (e.op == spgen::Op::spmm && e.format == std::string_view("sellp_rg") &&
        e.backend == spgen::Backend::cuda && e.value_type == spgen::value_type_of<V>() &&
        e.index_type == spgen::IndexType::i32)
      pool.push_back(&e);
  ASSERT_FALSE(pool.empty());
  const auto& format = spgen::formats::format_of<V, std::int32_t>(*pool.front());
  auto propose = [&](const Csr<V, std::int32_t>& a, std::int64_t k) {
    const spgen::Features f = spgen::compute_features(a.view());
    const spgen::formats::SelectionInput<V, std::int32_t> in{
        .a = a, .features = f, .backend = spgen::Backend::cuda, .instances = pool, .k = k};
    return format.propose_spmm(in);
  };
  const auto stencil = spgen::poisson3d<V, std::int32_t>(16);
  // The measured shapes: f64 R 3 for chunks of 8 and 16 columns with two
  // loads in flight, R 2 for 32 and 64 with four; f32 R 4 for chunks of 8,
  // 16, 32, 64 and 128, four loads in flight. At k = 17-31 (chunks of 32 in
  // 8 lanes) and beyond k = 32 f32 issues the X loads first and skips the
  // spans past k. k below 8 takes the shape of
  // k = 8: a span of X's row costs as much with one column of k as with 8.
  struct Want {
    std::int64_t k;
    int group_rows, chunk, unroll, loads_first;
  };
  const std::vector<Want> wants =
      sizeof(V) == 8
          ? std::vector<Want>{{1, 3, 8, 2, 0},   {3, 3, 8, 2, 0},   {8, 3, 8, 2, 0},
                              {9, 3, 16, 2, 0},  {16, 3, 16, 2, 0}, {17, 2, 32, 4, 0},
                              {32, 2, 32, 4, 0}, {33, 2, 64, 4, 0}, {128, 2, 64, 4, 0},
                              {512, 2, 64, 4, 0}}
          : std::vector<Want>{{1, 4, 8, 4, 0},    {3, 4, 8, 4, 0},    {8, 4, 8, 4, 0},
                              {9, 4, 16, 4, 0},   {17, 4, 32, 4, 1},  {28, 4, 32, 4, 1},
                              {31, 4, 32, 4, 1},  {32, 4, 32, 4, 0},  {33, 4, 64, 4, 1},
                              {64, 4, 64, 4, 1},  {65, 4, 128, 4, 1}, {128, 4, 128, 4, 1},
                              {512, 4, 128, 4, 1}};
  for (const Want& w : wants) {
    SCOPED_TRACE("k = " + std::to_string(w.k));
    const auto p = propose(stencil, w.k);
    ASSERT_EQ(p.size(), 1u);
    ASSERT_NE(p.front().entry, nullptr) << p.front().reason;
    EXPECT_EQ(p.front().entry->param("group_rows"), w.group_rows) << p.front().entry->name;
    EXPECT_EQ(p.front().entry->param("threads_per_row") * p.front().entry->param("cols_per_lane") *
                  p.front().entry->param("vector_width"),
              w.chunk)
        << p.front().entry->name;
    EXPECT_EQ(p.front().entry->param("unroll"), w.unroll) << p.front().entry->name;
    EXPECT_EQ(p.front().entry->param("loads_first"), w.loads_first) << p.front().entry->name;
    EXPECT_EQ(p.front().entry->param("skip_spans"), w.loads_first)
        << p.front().entry->name;  // chosen together
    EXPECT_EQ(p.front().entry->param("stage_cols"), 32) << p.front().entry->name;  // tiles staged
    EXPECT_GT(p.front().bytes, 0.0);
  }
  // Power-law rows: declined from their lengths alone, before any group is sampled.
  const auto graph = spgen::rmat<V, std::int32_t>(14, 8);
  for (const std::int64_t k : {8, 32, 128}) {
    const auto p = propose(graph, k);
    ASSERT_EQ(p.size(), 1u);
    EXPECT_EQ(p.front().entry, nullptr) << p.front().entry->name;
    EXPECT_NE(p.front().reason.find("uneven length"), std::string::npos) << p.front().reason;
  }
  spgen::RandomMatrixOptions o;
  o.rows = 4000;
  o.cols = 4000;
  o.mean_row_length = 8;
  const auto scattered = spgen::random_matrix<V, std::int32_t>(o);
  for (const std::int64_t k : {1, 32}) {  // rows that share no columns: declined at any k
    const auto p = propose(scattered, k);
    ASSERT_EQ(p.size(), 1u);
    EXPECT_EQ(p.front().entry, nullptr) << "k = " << k;
    EXPECT_NE(p.front().reason.find("row groups"), std::string::npos) << p.front().reason;
  }
}

TEST(SellpRgRule, ProposedWhereRowsShareColumnsOnly) {
  check_rule<double>();
  check_rule<float>();
}

}  // namespace
