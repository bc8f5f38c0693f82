// degree_sorted (matrix source degsort:NAME): the result is P·A·Pᵀ for the
// stable longest-first order of A's rows, entry for entry, and a non-square
// matrix is refused by name.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <numeric>
#include <vector>

#include "spgen/core/error.hpp"
#include "spgen/matrices/sources.hpp"
#include "spgen/matrices/synthetic.hpp"
#include "support/test_support.hpp"

namespace spgen {
namespace {

TEST(DegreeOrder, IsTheSymmetricPermutationThatSortsRowsLongestFirst) {
  const auto a = rmat<double, std::int32_t>(10, 8);
  const auto b = load_matrix<double, std::int32_t>("degsort:rmat:10:8");
  validate(b.view());
  ASSERT_EQ(b.nrows, a.nrows);
  ASSERT_EQ(b.ncols, a.ncols);
  ASSERT_EQ(b.nnz(), a.nnz());
  // The order the result must have used: longest rows first, ties in order.
  std::vector<std::int32_t> order(static_cast<std::size_t>(a.nrows));
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [&](std::int32_t u, std::int32_t v) { return a.view().row_length(u) > a.view().row_length(v); });
  std::vector<std::int32_t> position(order.size());
  for (std::size_t p = 0; p < order.size(); ++p) position[static_cast<std::size_t>(order[p])] = static_cast<std::int32_t>(p);
  ASSERT_GT(a.view().row_length(order.front()), a.view().row_length(order.back()));  // something to sort
  for (std::int32_t p = 0; p < b.nrows; ++p) {
    if (p > 0) {
      ASSERT_LE(b.view().row_length(p), b.view().row_length(p - 1)) << p;
    }
    const std::int32_t r = order[static_cast<std::size_t>(p)];
    std::map<std::int32_t, double> want;  // A's row r, columns renumbered
    for (std::int32_t k = a.row_ptr[r]; k < a.row_ptr[r + 1]; ++k)
      want[position[static_cast<std::size_t>(a.col_idx[k])]] = a.values[k];
    std::map<std::int32_t, double> got;
    for (std::int32_t k = b.row_ptr[p]; k < b.row_ptr[p + 1]; ++k) got[b.col_idx[k]] = b.values[k];
    ASSERT_EQ(got, want) << "row " << p << " (A's row " << r << ")";
  }
}

TEST(DegreeOrder, ANonSquareMatrixIsRefusedByName) {
  EXPECT_TRUE(test::throws_error([] { (void)load_matrix<double, std::int32_t>("degsort:random:uniform:100:64:8:3"); },
                                 {"degsort:random:uniform:100:64:8:3", "100 x 64", "square"}));
  EXPECT_TRUE(test::throws_error([] { (void)load_matrix<double, std::int32_t>("degsort"); }, {"degsort:NAME"}));
}

}  // namespace
}  // namespace spgen
