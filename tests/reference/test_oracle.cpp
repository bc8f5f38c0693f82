// The oracle checked on hand-made matrices whose products were worked out by hand.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "reference/oracle.hpp"

namespace spgen::reference {
namespace {

// A = [ 1 0 2 0
//       0 0 0 0
//       3 4 0 5 ]   (3×4, one empty row)
Csr<double, std::int32_t> three_by_four() {
  return {.nrows = 3, .ncols = 4, .row_ptr = {0, 2, 2, 5}, .col_idx = {0, 2, 0, 1, 3},
          .values = {1, 2, 3, 4, 5}};
}

TEST(Oracle, SpmvAlphaOneBetaZero) {
  const auto a = three_by_four();
  const std::vector<double> x = {1, 2, 3, 4};
  const std::vector<double> y(3, std::numeric_limits<double>::quiet_NaN());
  // beta == 0 ignores y, NaN included.
  EXPECT_EQ(spmv(a.view(), 1.0, x, 0.0, y), (std::vector<double>{7, 0, 31}));
}

TEST(Oracle, SpmvAlphaBeta) {
  const auto a = three_by_four();
  const std::vector<double> x = {1, -1, 2, 0.5};
  const std::vector<double> y = {10, 20, 30};
  // A x = {5, 0, 1.5}; 2*Ax - 1*y = {0, -20, -27}
  EXPECT_EQ(spmv(a.view(), 2.0, x, -1.0, y), (std::vector<double>{0, -20, -27}));
}

TEST(Oracle, SpmvTransposed) {
  const auto a = three_by_four();
  const std::vector<double> x = {1, 5, 2};
  const std::vector<double> y = {1, 1, 1, 1};
  // Aᵀ x = {1+6, 8, 2, 10} = {7, 8, 2, 10}; + 3*y
  EXPECT_EQ(spmv_transposed(a.view(), 1.0, x, 3.0, y), (std::vector<double>{10, 11, 5, 13}));
}

TEST(Oracle, SpmmRowMajor) {
  const auto a = three_by_four();
  // X is 4×2 row-major: columns {1,2,3,4} and {1,0,1,0}
  const std::vector<double> x = {1, 1, 2, 0, 3, 1, 4, 0};
  const std::vector<double> y(6, 0.0);
  // column 0: {7, 0, 31}; column 1: {1+2, 0, 3} = {3, 0, 3}
  EXPECT_EQ(spmm(a.view(), 2, 1.0, x, 0.0, y), (std::vector<double>{7, 3, 0, 0, 31, 3}));
}

TEST(Oracle, SpmmTransposedMatchesColumnwiseSpmvTransposed) {
  const auto a = three_by_four();
  const std::vector<double> x = {1, 2, 5, 0, 2, 1};  // 3×2
  const std::vector<double> y(8, 1.0);
  // column 0 x = {1,5,2}: Aᵀx = {7, 8, 2, 10}; column 1 x = {2,0,1}: Aᵀx = {5, 4, 4, 5}
  EXPECT_EQ(spmm_transposed(a.view(), 2, 1.0, x, 1.0, y),
            (std::vector<double>{8, 6, 9, 5, 3, 5, 11, 6}));
}

TEST(Oracle, IdentityFiveByFiveFloatInt64) {
  const Csr<float, std::int64_t> a{.nrows = 5, .ncols = 5, .row_ptr = {0, 1, 2, 3, 4, 5},
                                   .col_idx = {0, 1, 2, 3, 4}, .values = {1, 1, 1, 1, 1}};
  const std::vector<double> x = {1, 2, 3, 4, 5};
  EXPECT_EQ(spmv(a.view(), 0.5, x, 0.0, std::vector<double>(5)),
            (std::vector<double>{0.5, 1, 1.5, 2, 2.5}));
}

TEST(Oracle, EmptyShapes) {
  Csr<double, std::int32_t> a;  // 0×3
  a.ncols = 3;
  EXPECT_TRUE(spmv(a.view(), 1.0, {1, 2, 3}, 0.0, {}).empty());
  Csr<double, std::int32_t> b;  // 2×0: y = beta*y
  b.nrows = 2;
  b.row_ptr = {0, 0, 0};
  EXPECT_EQ(spmv(b.view(), 1.0, {}, 2.0, {1, 2}), (std::vector<double>{2, 4}));
}

TEST(Oracle, AbsRowProducts) {
  const Csr<double, std::int32_t> a{
      .nrows = 2, .ncols = 2, .row_ptr = {0, 2, 3}, .col_idx = {0, 1, 1}, .values = {-1, 2, -3}};
  EXPECT_EQ(abs_row_products(a.view(), {-2, 1}), (std::vector<double>{4, 3}));
}

TEST(Oracle, RejectsMismatchedSizes) {
  const auto a = three_by_four();
  EXPECT_THROW(spmv(a.view(), 1.0, {1, 2}, 0.0, {0, 0, 0}), std::invalid_argument);
  EXPECT_THROW(spmv(a.view(), 1.0, {1, 2, 3, 4}, 0.0, {0, 0}), std::invalid_argument);
  // Aᵀ swaps the roles: x has nrows entries, y ncols.
  EXPECT_THROW(spmv_transposed(a.view(), 1.0, {1, 2, 3, 4}, 0.0, {0, 0, 0, 0}), std::invalid_argument);
  EXPECT_THROW(spmv_transposed(a.view(), 1.0, {1, 2, 3}, 0.0, {0, 0, 0}), std::invalid_argument);
  EXPECT_THROW(spmm(a.view(), 2, 1.0, {1, 2, 3, 4}, 0.0, std::vector<double>(6)), std::invalid_argument);
}

}  // namespace
}  // namespace spgen::reference
