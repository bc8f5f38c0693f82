// The partition and the local/non-local split, in one process: every rank's
// parts are built, the halo is filled from the global x as the exchange
// would, and local + non-local must give the oracle's rows exactly.
#include <gtest/gtest.h>

#include <numeric>

#include "dist/dist_check.hpp"
#include "spgen/core/error.hpp"
#include "spgen/dist/partition.hpp"
#include "support/test_support.hpp"

namespace spgen::dist {
namespace {

using test::dist::dist_cases;

TEST(Partition, BalancesNonzerosPlusRows) {
  // Rows of lengths 9, 0, 0, 0, 9, 0, ...: work = nnz + rows.
  const std::vector<int> row_ptr{0, 9, 9, 9, 9, 18, 18, 18, 18};
  const auto p = partition_by_nnz<int>(row_ptr, 2);
  EXPECT_EQ(p.offsets, (std::vector<std::int64_t>{0, 4, 8}));
  EXPECT_EQ(p.owner(0), 0);
  EXPECT_EQ(p.owner(3), 0);
  EXPECT_EQ(p.owner(4), 1);
  EXPECT_EQ(p.owner(7), 1);
}

TEST(Partition, MoreRanksThanRowsLeavesEmptyRanks) {
  const std::vector<int> row_ptr{0, 1, 2, 3};
  const auto p = partition_by_nnz<int>(row_ptr, 5);
  ASSERT_EQ(p.nranks(), 5);
  EXPECT_EQ(p.offsets.front(), 0);
  EXPECT_EQ(p.offsets.back(), 3);
  int nonempty = 0;
  for (int r = 0; r < 5; ++r) {
    EXPECT_LE(p.begin(r), p.end(r));
    EXPECT_LE(p.end(r) - p.begin(r), 1) << "rank " << r;
    nonempty += p.end(r) > p.begin(r);
  }
  EXPECT_EQ(nonempty, 3);
  for (std::int64_t i = 0; i < 3; ++i) EXPECT_TRUE(p.begin(p.owner(i)) <= i && i < p.end(p.owner(i))) << i;
}

TEST(Partition, EmptyMatrixAndBadRankCount) {
  const std::vector<long> row_ptr{0};
  const auto p = partition_by_nnz<long>(row_ptr, 3);
  EXPECT_EQ(p.offsets, (std::vector<std::int64_t>{0, 0, 0, 0}));
  const auto msg = test::error_message([&] { (void)partition_by_nnz<long>(row_ptr, 0); });
  ASSERT_TRUE(msg);
  EXPECT_NE(msg->find("at least one rank"), std::string::npos) << *msg;
}

TEST(Partition, BalanceWithinOneRow) {
  const auto a = random_matrix<double, int>({1000, 1000, 20, RowDistribution::power_law, ValueKind::small_integers, 2});
  for (int n : {2, 3, 7}) {
    const auto p = partition_by_nnz<int>(a.row_ptr, n);
    const double ideal = static_cast<double>(a.nnz() + 1000) / n;
    int longest = 0;
    for (int i = 0; i < 1000; ++i) longest = std::max(longest, a.row_ptr[i + 1] - a.row_ptr[i] + 1);
    for (int r = 0; r < n; ++r) {
      const double w = a.row_ptr[p.end(r)] - a.row_ptr[p.begin(r)] + (p.end(r) - p.begin(r));
      EXPECT_LE(std::abs(w - ideal), longest) << n << " ranks, rank " << r;
    }
  }
}

TEST(PartitionByCost, EqualPricesKeepTheNonzeroSplit) {
  const auto a = random_matrix<double, int>({500, 500, 9, RowDistribution::power_law, ValueKind::small_integers, 3});
  for (int n : {1, 2, 3, 5}) {
    const auto by_nnz = partition_by_nnz<int>(a.row_ptr, n);
    const std::vector<double> price(static_cast<std::size_t>(n), 12.5);
    EXPECT_EQ(partition_by_cost<int>(a.row_ptr, by_nnz, price).offsets, by_nnz.offsets) << n << " ranks";
  }
}

TEST(PartitionByCost, APricierBlockShrinks) {
  // 100 rows of 3 nonzeros: work 4 per row. Block 0 (rows 0-49) costs three
  // times as much per unit as block 1: rows 0-49 cost 600, rows 50-99 200,
  // so equal halves of 800 end at row 33 (33 * 12 = 396, 34 * 12 = 408).
  std::vector<int> row_ptr(101);
  for (int i = 0; i <= 100; ++i) row_ptr[static_cast<std::size_t>(i)] = 3 * i;
  RowPartition measured{{0, 50, 100}};
  const std::vector<double> price{3.0, 1.0};
  const auto p = partition_by_cost<int>(row_ptr, measured, price);
  EXPECT_EQ(p.offsets, (std::vector<std::int64_t>{0, 33, 100}));
  // With an empty block in the middle its price does not matter.
  RowPartition with_empty{{0, 50, 50, 100}};
  const std::vector<double> price3{3.0, 0.0, 1.0};
  const auto q = partition_by_cost<int>(row_ptr, with_empty, price3);
  EXPECT_EQ(q.offsets.front(), 0);
  EXPECT_EQ(q.offsets.back(), 100);
  EXPECT_LE(q.offsets[1], q.offsets[2]);
  EXPECT_LT(q.offsets[1], 50);  // the pricey first block gives rows away
}

TEST(PartitionByCost, RejectsAPartitionOfAnotherMatrix) {
  const std::vector<int> row_ptr{0, 1, 2, 3};
  const auto msg = test::error_message([&] {
    (void)partition_by_cost<int>(row_ptr, RowPartition{{0, 2, 5}}, std::vector<double>{1.0, 1.0});
  });
  ASSERT_TRUE(msg);
  EXPECT_NE(msg->find("partition_by_cost"), std::string::npos) << *msg;
  EXPECT_NE(msg->find("3 rows"), std::string::npos) << *msg;
}

template <typename V>
void check_split_reproduces_product(int nranks) {
  for (const auto& c : dist_cases<V, int>()) {
    const auto& a = c.matrix;
    const auto part = partition_by_nnz<int>(a.row_ptr, nranks);
    const auto x = test::random_vector<V>(static_cast<std::size_t>(a.ncols), ValueKind::small_integers, 11);
    std::vector<std::vector<std::vector<std::int64_t>>> requests(static_cast<std::size_t>(nranks));
    std::vector<RankSplit<V, int>> splits;
    for (int r = 0; r < nranks; ++r) {
      // This rank's rows with global columns, as the scatter delivers them.
      Csr<V, int> rows;
      rows.nrows = static_cast<int>(part.end(r) - part.begin(r));
      rows.ncols = a.ncols;
      rows.row_ptr.clear();
      for (auto i = part.begin(r); i <= part.end(r); ++i) rows.row_ptr.push_back(a.row_ptr[i] - a.row_ptr[part.begin(r)]);
      rows.col_idx.assign(a.col_idx.begin() + a.row_ptr[part.begin(r)], a.col_idx.begin() + a.row_ptr[part.end(r)]);
      rows.values.assign(a.values.begin() + a.row_ptr[part.begin(r)], a.values.begin() + a.row_ptr[part.end(r)]);
      splits.push_back(split_rows(rows.view(), part, r));
      validate(splits.back().local.view());
      validate(splits.back().nonlocal.view());
      validate(splits.back().full.view());
      requests[static_cast<std::size_t>(r)] = halo_requests(splits.back(), nranks);
    }
    for (int r = 0; r < nranks; ++r) {
      const auto& s = splits[static_cast<std::size_t>(r)];
      // What every peer q asked of r is what r's send plan gathers.
      std::vector<std::vector<std::int64_t>> asked(static_cast<std::size_t>(nranks));
      for (int q = 0; q < nranks; ++q) asked[static_cast<std::size_t>(q)] = requests[static_cast<std::size_t>(q)][static_cast<std::size_t>(r)];
      const auto send = build_send(asked, s.row_begin);
      for (const auto i : send.indices) EXPECT_TRUE(i >= 0 && i < s.row_end - s.row_begin) << c.name;
      for (const auto col : s.halo_cols) EXPECT_NE(part.owner(col), r) << c.name;

      // The halo as the exchange fills it: x at the halo's global columns.
      std::vector<double> xl(x.begin() + s.row_begin, x.begin() + s.row_end), halo, ext = xl;
      for (const auto col : s.halo_cols) halo.push_back(static_cast<double>(x[static_cast<std::size_t>(col)]));
      ext.insert(ext.end(), halo.begin(), halo.end());
      const std::vector<double> zeros(xl.size());
      const auto y_local = reference::spmv(s.local.view(), 2.0, xl, 0.0, zeros);
      const auto y_both = reference::spmv(s.nonlocal.view(), 2.0, halo, 1.0, y_local);
      const auto y_full = reference::spmv(s.full.view(), 2.0, ext, 0.0, zeros);
      const auto want = test::dist::oracle_rows(a, test::to_double(x), 2.0, 0.0, {}, s.row_begin, s.row_end);
      EXPECT_EQ(y_both, want) << c.name << " rank " << r << " of " << nranks;
      EXPECT_EQ(y_full, want) << c.name << " rank " << r << " of " << nranks;
    }
  }
}

TEST(Split, LocalPlusNonlocalIsTheProductF64) {
  for (int n : {1, 2, 3, 4, 5}) check_split_reproduces_product<double>(n);
}
TEST(Split, LocalPlusNonlocalIsTheProductF32) {
  for (int n : {1, 3, 4}) check_split_reproduces_product<float>(n);
}

TEST(Split, BlockDiagonalRanksNeedNoHalo) {
  const auto block = random_matrix<double, int>({10, 10, 4, RowDistribution::all_equal, ValueKind::small_integers, 1});
  const auto a = kron_identity<double, int>(4, block.view());
  RowPartition part{{0, 20, 40}};
  Csr<double, int> rows = a;
  rows.nrows = 20;
  rows.row_ptr.resize(21);
  rows.col_idx.resize(static_cast<std::size_t>(rows.row_ptr.back()));
  rows.values.resize(rows.col_idx.size());
  const auto s = split_rows(rows.view(), part, 0);
  EXPECT_TRUE(s.halo_cols.empty());
  EXPECT_TRUE(s.recv.peers.empty());
  EXPECT_EQ(s.nonlocal.nnz(), 0u);
  EXPECT_EQ(s.local.nnz(), rows.nnz());
}

TEST(Split, RejectsNonSquareAndWrongRowCount) {
  const auto a = random_matrix<double, int>({6, 7, 2, RowDistribution::uniform, ValueKind::small_integers, 1});
  const RowPartition part{{0, 3, 6}};
  auto msg = test::error_message([&] { (void)split_rows(a.view(), part, 0); });
  ASSERT_TRUE(msg);
  EXPECT_NE(msg->find("square"), std::string::npos) << *msg;
  const auto b = random_matrix<double, int>({6, 6, 2, RowDistribution::uniform, ValueKind::small_integers, 1});
  msg = test::error_message([&] { (void)split_rows(b.view(), part, 0); });
  ASSERT_TRUE(msg);
  EXPECT_NE(msg->find("has 6 rows"), std::string::npos) << *msg;
}

}  // namespace
}  // namespace spgen::dist
