// with_dense_rows (matrix source denserows:D:L:NAME): the rows it replaces,
// their length and sorted distinct columns, the rows it keeps, determinism,
// and the refusals.
#include <gtest/gtest.h>

#include <cstdint>

#include "spgen/core/error.hpp"
#include "spgen/matrices/sources.hpp"
#include "spgen/matrices/synthetic.hpp"
#include "support/test_support.hpp"

namespace spgen {
namespace {

TEST(DenseRows, ReplacesEvenlySpacedRowsAndKeepsTheOthers) {
  const auto a = rmat<double, std::int32_t>(10, 8);
  const auto b = with_dense_rows<double, std::int32_t>(3, 700, a.view());
  validate(b.view());
  ASSERT_EQ(b.nrows, a.nrows);
  ASSERT_EQ(b.ncols, a.ncols);
  int dense = 0;
  for (std::int32_t r = 0; r < a.nrows; ++r) {
    const bool replaced = r == 256 || r == 512 || r == 768;  // (k + 1) * 1024 / 4
    dense += replaced;
    if (replaced) {
      EXPECT_EQ(b.view().row_length(r), 700) << r;
      continue;
    }
    ASSERT_EQ(b.view().row_length(r), a.view().row_length(r)) << r;
    for (std::int32_t p = 0; p < a.view().row_length(r); ++p) {
      EXPECT_EQ(b.col_idx[b.row_ptr[r] + p], a.col_idx[a.row_ptr[r] + p]);
      EXPECT_EQ(b.values[b.row_ptr[r] + p], a.values[a.row_ptr[r] + p]);
    }
  }
  EXPECT_EQ(dense, 3);
  EXPECT_EQ(b.col_idx, (with_dense_rows<double, std::int32_t>(3, 700, a.view()).col_idx));  // deterministic
}

TEST(DenseRows, AFullRowAndTheSourceName) {
  const auto b = load_matrix<double, std::int32_t>("denserows:1:64:random:uniform:100:64:3");
  validate(b.view());
  EXPECT_EQ(b.view().row_length(50), 64);  // every column
  EXPECT_TRUE(test::throws_error([] { (void)load_matrix<double, std::int32_t>("denserows:2:65:random:uniform:100:64:3"); },
                                 {"denserows:2:65:random:uniform:100:64:3", "64 columns"}));
  EXPECT_TRUE(test::throws_error([] { (void)load_matrix<double, std::int32_t>("denserows:101:1:random:uniform:100:64:3"); },
                                 {"100 rows"}));
  EXPECT_TRUE(test::throws_error([] { (void)load_matrix<double, std::int32_t>("denserows:1:64"); }, {"denserows:D:L:NAME"}));
}

}  // namespace
}  // namespace spgen
