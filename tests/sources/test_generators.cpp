// The generators: row-length properties of each distribution, determinism,
// shapes, the structured families' exact structure, and overflow refusal.
#include <gtest/gtest.h>
#include <omp.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <utility>

#include "spgen/core/error.hpp"
#include "spgen/matrices/synthetic.hpp"
#include "spgen/core/stats.hpp"
#include "support/test_support.hpp"

namespace spgen {
namespace {

using Csr64 = Csr<double, std::int32_t>;

RandomMatrixOptions options(std::int64_t rows, std::int64_t cols, double mean, RowDistribution d,
                            std::uint64_t seed = 1) {
  RandomMatrixOptions o;
  o.rows = rows;
  o.cols = cols;
  o.mean_row_length = mean;
  o.distribution = d;
  o.seed = seed;
  return o;
}

// random_matrix<V, I>(o), validated, and its statistics. An invalid matrix
// fails the test: validate() throws spgen::Error naming the first violation.
template <SupportedValue V, SupportedIndex I>
std::pair<Csr<V, I>, MatrixStats> valid_random_matrix(const RandomMatrixOptions& o) {
  auto a = random_matrix<V, I>(o);
  validate(a.view());
  const MatrixStats s = compute_stats(a.view());
  return {std::move(a), s};
}

template <typename M>
std::int64_t row_len(const M& a, std::int64_t r) {
  return static_cast<std::int64_t>(a.row_ptr[r + 1] - a.row_ptr[r]);
}

template <typename M>
bool same_matrix(const M& a, const M& b) {
  return a.nrows == b.nrows && a.ncols == b.ncols && a.row_ptr == b.row_ptr &&
         a.col_idx == b.col_idx && a.values == b.values;
}

TEST(RandomMatrix, UniformHasRequestedMeanAndSpread) {
  const auto [a, s] =
      valid_random_matrix<double, std::int32_t>(options(20000, 5000, 10, RowDistribution::uniform));
  EXPECT_NEAR(s.row_len_mean, 10.0, 0.3);
  EXPECT_EQ(s.row_len_min, 0);
  EXPECT_EQ(s.row_len_max, 20);  // uniform in [0, 2·mean]
  EXPECT_GT(s.row_len_stddev, 5.0);
}

TEST(RandomMatrix, PowerLawHasLongTail) {
  const auto [a, s] =
      valid_random_matrix<double, std::int32_t>(options(20000, 20000, 8, RowDistribution::power_law));
  EXPECT_NEAR(s.row_len_mean, 8.0, 2.0);
  EXPECT_GT(static_cast<double>(s.row_len_max), 50.0 * s.row_len_mean);
  // Most rows are shorter than the mean.
  std::int64_t below_mean = 0;
  for (std::int32_t r = 0; r < a.nrows; ++r) below_mean += row_len(a, r) < s.row_len_mean;
  EXPECT_GT(below_mean, a.nrows / 2);
}

TEST(RandomMatrix, EmptyRowsHasEmptyRunsAndKeepsMean) {
  const auto [a, s] =
      valid_random_matrix<double, std::int32_t>(options(10000, 3000, 6, RowDistribution::empty_rows));
  EXPECT_GT(s.empty_rows, 4000);
  EXPECT_LT(s.empty_rows, 6000);
  EXPECT_NEAR(s.row_len_mean, 6.0, 0.5);
  EXPECT_EQ(row_len(a, 0), 0);
  EXPECT_EQ(row_len(a, a.nrows - 1), 0);
  for (std::int32_t r = 10000 / 2 - 32; r < 10000 / 2 + 32; ++r) EXPECT_EQ(row_len(a, r), 0) << r;
}

TEST(RandomMatrix, OneDenseRowHoldsEveryColumn) {
  const auto a =
      random_matrix<double, std::int32_t>(options(500, 777, 4, RowDistribution::one_dense_row));
  ASSERT_NO_THROW(validate(a.view()));
  std::int32_t dense = 0;
  std::int64_t longest_other = 0;
  for (std::int32_t r = 0; r < a.nrows; ++r) {
    if (row_len(a, r) == a.ncols)
      ++dense;
    else
      longest_other = std::max(longest_other, row_len(a, r));
  }
  EXPECT_EQ(dense, 1);
  EXPECT_LE(longest_other, 8);
}

TEST(RandomMatrix, AllEqualHasZeroStddev) {
  const auto [a, s] =
      valid_random_matrix<float, std::int64_t>(options(1001, 999, 7, RowDistribution::all_equal));
  EXPECT_EQ(s.row_len_min, 7);
  EXPECT_EQ(s.row_len_max, 7);
  EXPECT_EQ(s.row_len_stddev, 0.0);
  EXPECT_EQ(a.nnz(), 7u * 1001u);
}

TEST(RandomMatrix, LengthsAreCappedAtColumnCount) {
  // Mean above the column count: every row is full, selection sampling path.
  const auto a = random_matrix<double, std::int32_t>(options(9, 5, 40, RowDistribution::all_equal));
  ASSERT_NO_THROW(validate(a.view()));
  EXPECT_EQ(a.nnz(), 45u);
}

// A mean far past int64 (1e300) is capped at the column count like any mean
// above it: full rows, not a float-to-int overflow that leaves rows empty.
TEST(RandomMatrix, HugeMeanFillsEveryRow) {
  for (auto d : {RowDistribution::uniform, RowDistribution::power_law,
                 RowDistribution::one_dense_row, RowDistribution::all_equal}) {
    const auto a = random_matrix<double, std::int32_t>(options(10, 10, 1e300, d));
    ASSERT_NO_THROW(validate(a.view()));
    EXPECT_EQ(a.nnz(), 100u) << static_cast<int>(d);
  }
}

TEST(RandomMatrix, SmallIntegerValuesAreNonzeroIntegersUpToFour) {
  auto o = options(300, 200, 9, RowDistribution::uniform);
  o.values = ValueKind::small_integers;
  const auto a = random_matrix<float, std::int32_t>(o);
  std::set<float> seen(a.values.begin(), a.values.end());
  EXPECT_EQ(seen, (std::set<float>{-4, -3, -2, -1, 1, 2, 3, 4}));
}

TEST(RandomMatrix, UniformRealValuesInHalfOpenRange) {
  const auto a = random_matrix<float, std::int32_t>(options(300, 200, 9, RowDistribution::uniform));
  const auto [lo, hi] = std::minmax_element(a.values.begin(), a.values.end());
  EXPECT_GE(*lo, -1.0f);
  EXPECT_LT(*hi, 1.0f);
  EXPECT_LT(*lo, -0.9f);
  EXPECT_GT(*hi, 0.9f);
}

TEST(RandomMatrix, DeterministicBySeedAndThreadCount) {
  for (auto d : {RowDistribution::uniform, RowDistribution::power_law, RowDistribution::empty_rows,
                 RowDistribution::one_dense_row, RowDistribution::all_equal}) {
    const auto o = options(3000, 2500, 6, d, 42);
    const auto a = random_matrix<double, std::int32_t>(o);
    const int threads = omp_get_max_threads();
    omp_set_num_threads(1);
    const auto b = random_matrix<double, std::int32_t>(o);
    omp_set_num_threads(threads);
    EXPECT_TRUE(same_matrix(a, b)) << static_cast<int>(d);
    const auto c = random_matrix<double, std::int32_t>(options(3000, 2500, 6, d, 43));
    EXPECT_FALSE(same_matrix(a, c)) << static_cast<int>(d);
  }
}

TEST(RandomMatrix, IndexTypesAgree) {
  const auto o = options(700, 650, 5, RowDistribution::power_law, 9);
  const auto a = random_matrix<double, std::int32_t>(o);
  const auto b = random_matrix<double, std::int64_t>(o);
  EXPECT_EQ(structure_fingerprint(a.view()), structure_fingerprint(b.view()));
}

TEST(RandomMatrix, AwkwardShapes) {
  const std::pair<std::int64_t, std::int64_t> shapes[] = {
      {0, 5}, {5, 0}, {0, 0}, {1, 1}, {33, 17}, {1000, 999}, {7, 100000}, {31, 1}};
  for (auto d : {RowDistribution::uniform, RowDistribution::power_law, RowDistribution::empty_rows,
                 RowDistribution::one_dense_row, RowDistribution::all_equal}) {
    for (const auto& [rows, cols] : shapes) {
      const auto a = random_matrix<float, std::int32_t>(options(rows, cols, 3, d));
      EXPECT_EQ(a.nrows, rows);
      EXPECT_EQ(a.ncols, cols);
      EXPECT_NO_THROW(validate(a.view())) << rows << "x" << cols;
      if (cols == 0) {
        EXPECT_EQ(a.nnz(), 0u);
      }
    }
  }
}

TEST(RandomMatrix, RejectsBadOptions) {
  EXPECT_THROW((random_matrix<double, std::int32_t>(options(-1, 5, 1, RowDistribution::uniform))),
               Error);
  EXPECT_THROW((random_matrix<double, std::int32_t>(options(5, 5, -1, RowDistribution::uniform))),
               Error);
  EXPECT_THROW((random_matrix<double, std::int32_t>(
                   options(std::int64_t{1} << 32, 5, 1, RowDistribution::uniform))),
               Error);
}

TEST(Poisson3d, NonzeroCountAndRowLengths) {
  for (std::int64_t n : {1, 2, 3, 5, 8}) {
    const auto a = poisson3d<double, std::int32_t>(n);
    ASSERT_NO_THROW(validate(a.view()));
    EXPECT_EQ(a.nrows, n * n * n);
    EXPECT_EQ(static_cast<std::int64_t>(a.nnz()), (3 * n - 2) * (3 * n - 2) * (3 * n - 2));
    const auto s = compute_stats(a.view());
    if (n >= 3) {
      EXPECT_EQ(s.row_len_max, 27);
      EXPECT_EQ(row_len(a, static_cast<std::int32_t>((1 * n + 1) * n + 1)), 27);  // interior
      EXPECT_EQ(row_len(a, 0), 8);                                                // corner
    }
    EXPECT_EQ(s.bandwidth, n > 1 ? n * n + n + 1 : 0);
  }
}

TEST(Poisson3d, ValuesAndSymmetry) {
  const auto a = poisson3d<double, std::int64_t>(4);
  std::set<std::pair<std::int64_t, std::int64_t>> entries;
  for (std::int64_t r = 0; r < a.nrows; ++r) {
    for (auto p = a.row_ptr[r]; p < a.row_ptr[r + 1]; ++p) {
      EXPECT_EQ(a.values[p], a.col_idx[p] == r ? 26.0 : -1.0);
      entries.insert({r, a.col_idx[p]});
    }
  }
  for (const auto& [r, c] : entries) EXPECT_TRUE(entries.count({c, r}));
  EXPECT_EQ((poisson3d<float, std::int32_t>(0).nnz()), 0u);
}

TEST(Poisson3d, Int32OverflowThrowsSuggestingInt64) {
  EXPECT_TRUE(test::throws_error([] { (void)poisson3d<float, std::int32_t>(1400); }, {"int64"}))
      << "poisson3d:1400 with int32 indices";
  // 431: rows fit (80M) but (3·431-2)³ ≈ 2.15e9 nonzeros do not.
  EXPECT_THROW((poisson3d<float, std::int32_t>(431)), Error);
  EXPECT_THROW((poisson3d<float, std::int64_t>(std::int64_t{1} << 40)), Error);
  EXPECT_THROW((poisson3d<float, std::int64_t>(-1)), Error);
}

TEST(Banded, Structure) {
  const auto a = banded<double, std::int32_t>(101, 3);
  ASSERT_NO_THROW(validate(a.view()));
  EXPECT_EQ(a.nnz(), 101u * 7u - 3u * 4u);
  EXPECT_EQ(row_len(a, 0), 4);
  EXPECT_EQ(row_len(a, 50), 7);
  EXPECT_EQ(row_len(a, 100), 4);
  for (std::int32_t r = 0; r < a.nrows; ++r) {
    for (auto p = a.row_ptr[r]; p < a.row_ptr[r + 1]; ++p) {
      EXPECT_LE(std::abs(a.col_idx[p] - r), 3);
      EXPECT_EQ(a.values[p], a.col_idx[p] == r ? 6.0 : -1.0);
    }
  }
  EXPECT_EQ((banded<double, std::int32_t>(10, 0).nnz()), 10u);
  EXPECT_EQ((banded<double, std::int32_t>(10, 1000).nnz()), 100u);  // wider than the matrix
  EXPECT_THROW((banded<double, std::int32_t>(10, -1)), Error);
}

TEST(KronIdentity, BlockDiagonalCopies) {
  auto o = options(37, 23, 4, RowDistribution::power_law, 5);
  o.values = ValueKind::small_integers;
  const auto a = random_matrix<double, std::int32_t>(o);
  const std::int64_t k = 5;
  const auto b = kron_identity<double, std::int32_t>(k, a.view());
  ASSERT_NO_THROW(validate(b.view()));
  EXPECT_EQ(b.nrows, k * a.nrows);
  EXPECT_EQ(b.ncols, k * a.ncols);
  EXPECT_EQ(b.nnz(), static_cast<std::size_t>(k) * a.nnz());
  for (std::int32_t r = 0; r < b.nrows; ++r) {
    const std::int32_t block = r / a.nrows;
    const std::int32_t local = r % a.nrows;
    ASSERT_EQ(row_len(b, r), row_len(a, local));
    for (std::int32_t q = 0; q < row_len(b, r); ++q) {
      EXPECT_EQ(b.col_idx[b.row_ptr[r] + q], block * a.ncols + a.col_idx[a.row_ptr[local] + q]);
      EXPECT_EQ(b.values[b.row_ptr[r] + q], a.values[a.row_ptr[local] + q]);
    }
  }
  EXPECT_EQ((kron_identity<double, std::int32_t>(0, a.view()).nrows), 0);
  EXPECT_THROW((kron_identity<double, std::int32_t>(std::int64_t{1} << 27, a.view())), Error);
}

TEST(Rmat, ShapeAndMergedEdgeCount) {
  const int scale = 10;
  const int e = 8;
  const auto a = rmat<double, std::int32_t>(scale, e, 3);
  ASSERT_NO_THROW(validate(a.view()));
  EXPECT_EQ(a.nrows, 1 << scale);
  EXPECT_EQ(a.ncols, 1 << scale);
  // nnz is exactly the number of distinct raw edges.
  std::set<std::pair<std::int64_t, std::int64_t>> distinct;
  const std::int64_t raw = std::int64_t{e} << scale;
  std::int64_t row0 = 0;
  for (std::int64_t i = 0; i < raw; ++i) {
    const auto edge = rmat_edge(scale, 3, i);
    ASSERT_GE(edge.first, 0);
    ASSERT_LT(edge.first, 1 << scale);
    row0 += edge.first == 0;
    distinct.insert(edge);
  }
  EXPECT_EQ(a.nnz(), distinct.size());
  EXPECT_LE(static_cast<std::int64_t>(a.nnz()), raw);
  EXPECT_GT(static_cast<double>(a.nnz()), 0.6 * static_cast<double>(raw));
  // Quadrant a+b = 0.76 per level: row 0 expects raw·0.76^scale ≈ 525 edges.
  EXPECT_NEAR(static_cast<double>(row0), static_cast<double>(raw) * std::pow(0.76, scale), 100.0);
  const auto s = compute_stats(a.view());
  EXPECT_GT(static_cast<double>(s.row_len_max), 10.0 * s.row_len_mean);
}

TEST(Rmat, DeterministicAcrossThreadCounts) {
  const auto a = rmat<float, std::int64_t>(12, 4, 7);
  const int threads = omp_get_max_threads();
  omp_set_num_threads(1);
  const auto b = rmat<float, std::int64_t>(12, 4, 7);
  omp_set_num_threads(threads);
  EXPECT_TRUE(same_matrix(a, b));
  EXPECT_FALSE(same_matrix(a, rmat<float, std::int64_t>(12, 4, 8)));
}

TEST(Rmat, RejectsBadArguments) {
  EXPECT_THROW((rmat<float, std::int32_t>(-1, 4)), Error);
  EXPECT_THROW((rmat<float, std::int32_t>(31, 1)), Error);  // 2^31 rows overflow int32
  EXPECT_THROW((rmat<float, std::int32_t>(4, -2)), Error);
  EXPECT_EQ((rmat<float, std::int32_t>(0, 3).nnz()), 1u);  // 1×1, three merged self loops
}

}  // namespace
}  // namespace spgen
