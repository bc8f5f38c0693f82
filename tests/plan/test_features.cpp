// The plan's features against counts made row by row: the row-length
// histogram (exact below RowLengthHistogram::kExact, powers of two above),
// the column gaps of adjacent entries, the moments and the near-diagonal
// share; and RS-SpMM's distance bins read from them. The device's count is
// checked against these in tests/runtime/test_device_matrix.cpp.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "core/row_lengths.hpp"
#include "formats/rsspmm/heavy_tree.hpp"
#include "plan/features.hpp"
#include "spgen/matrices/synthetic.hpp"
#include "support/test_support.hpp"

namespace spgen {
namespace {

// What compute_features counts, counted the plain way.
template <typename V, typename I>
void expect_counted_row_by_row(const Csr<V, I>& a, const std::string& name) {
  SCOPED_TRACE(name);
  const Features f = compute_features(a.view(), /*column_gaps=*/true);
  // Without the gaps the rest is the same.
  const Features without = compute_features(a.view());
  EXPECT_TRUE(f.column_gaps_counted);
  EXPECT_FALSE(without.column_gaps_counted);
  EXPECT_EQ(without.column_gaps, (std::array<std::int64_t, 64>{}));
  EXPECT_EQ(without.row_lengths, f.row_lengths);
  EXPECT_EQ(without.near_diagonal, f.near_diagonal);
  std::vector<std::int64_t> exact;
  std::array<std::int64_t, 64> longer{}, gaps{};
  std::int64_t longest = 0, pairs = 0;
  for (std::int64_t r = 0; r < a.nrows; ++r) {
    const std::int64_t len = a.row_ptr[r + 1] - a.row_ptr[r];
    longest = std::max(longest, len);
    if (len < RowLengthHistogram::kExact) {
      if (exact.size() <= static_cast<std::size_t>(len)) exact.resize(static_cast<std::size_t>(len) + 1, 0);
      ++exact[static_cast<std::size_t>(len)];
    } else {
      ++longer[static_cast<std::size_t>(std::floor(std::log2(static_cast<double>(len))))];
    }
    for (auto k = a.row_ptr[r] + 1; k < a.row_ptr[r + 1]; ++k, ++pairs)
      ++gaps[static_cast<std::size_t>(std::floor(std::log2(static_cast<double>(a.col_idx[k] - a.col_idx[k - 1]))))];
  }
  exact.resize(static_cast<std::size_t>(std::min<std::int64_t>(longest + 1, RowLengthHistogram::kExact)), 0);
  if (a.nrows == 0) exact.clear();
  EXPECT_EQ(f.row_lengths.exact, exact);
  EXPECT_EQ(f.row_lengths.longer, longer);
  EXPECT_EQ(f.column_gaps, gaps);
  std::int64_t gap_total = 0;
  for (const auto c : f.column_gaps) gap_total += c;
  EXPECT_EQ(gap_total, pairs);
  for (const std::int64_t n : {std::int64_t{0}, std::int64_t{1}, std::int64_t{7}, longest, RowLengthHistogram::kExact}) {
    if (n > RowLengthHistogram::kExact) continue;
    std::int64_t reaching = 0;
    for (std::int64_t r = 0; r < a.nrows; ++r) reaching += a.row_ptr[r + 1] - a.row_ptr[r] >= n ? 1 : 0;
    EXPECT_EQ(f.row_lengths.rows_reaching(n), reaching) << "rows of at least " << n;
  }
  const RowLengthMoments m = row_length_moments(a.view());
  EXPECT_EQ(f.max_row, m.max);
  EXPECT_EQ(f.mean_row, m.mean);
  EXPECT_EQ(f.cv_row, m.mean > 0 ? m.stddev / m.mean : 0.0);
  // RS-SpMM's six distance bins ([4^b, 4^(b+1)), the last open), from the gaps.
  std::array<std::int64_t, 6> bins{};
  for (std::int64_t r = 0; r < a.nrows; ++r)
    for (auto k = a.row_ptr[r] + 1; k < a.row_ptr[r + 1]; ++k) ++bins[formats::distance_bin(a.col_idx[k] - a.col_idx[k - 1])];
  EXPECT_EQ(formats::distance_bins_of(f.column_gaps), bins);
  EXPECT_EQ(column_gap_histogram(a.view()), f.column_gaps);
}

// Rows of 0..3 entries, one of 1500 (past the exact bins) and one of 5000;
// columns spread so gaps reach the high bins.
template <typename V, typename I>
Csr<V, I> with_long_rows() {
  Csr<V, I> a;
  a.nrows = 40;
  a.ncols = 1 << 27;
  a.row_ptr.assign(1, 0);
  for (I r = 0; r < a.nrows; ++r) {
    const I len = r == 5 ? 1500 : r == 30 ? 5000 : r % 4;
    for (I k = 0; k < len; ++k) {
      a.col_idx.push_back(static_cast<I>(r == 30 ? k * 200 : k * k * 37 + r));
      a.values.push_back(V(1));
    }
    a.row_ptr.push_back(static_cast<I>(a.col_idx.size()));
  }
  validate(a.view());
  return a;
}

TEST(Features, HistogramsAndMomentsEqualARowByRowCount) {
  expect_counted_row_by_row(poisson3d<double, std::int32_t>(10), "poisson3d:10");
  expect_counted_row_by_row(rmat<double, std::int32_t>(14, 8), "rmat:14:8");
  expect_counted_row_by_row(with_long_rows<double, std::int32_t>(), "long rows, i32");
  expect_counted_row_by_row(with_long_rows<float, std::int64_t>(), "long rows, i64");
  for (const auto d : {RowDistribution::uniform, RowDistribution::power_law, RowDistribution::empty_rows,
                       RowDistribution::one_dense_row})
    expect_counted_row_by_row(random_matrix<float, std::int64_t>({.rows = 70000, .cols = 90000, .mean_row_length = 6,
                                                                  .distribution = d, .seed = 3}),
                              "random, distribution " + std::to_string(static_cast<int>(d)));
  for (const auto& [name, a] : test::standard_test_matrices<double, std::int32_t>()) expect_counted_row_by_row(a, name);
}

TEST(Features, AMatrixWithoutRowsHasEmptyHistograms) {
  Csr<double, std::int32_t> a;
  a.row_ptr = {0};
  const Features f = compute_features(a.view(), /*column_gaps=*/true);
  EXPECT_TRUE(f.row_lengths.exact.empty());
  EXPECT_EQ(f.row_lengths.rows_reaching(0), 0);
  EXPECT_EQ(f.column_gaps, (std::array<std::int64_t, 64>{}));
}

}  // namespace
}  // namespace spgen
