// Row segments: the decomposition (every row covered once, heavy rows cut into
// pieces of at most seg_len, pieces consecutive), its host product against the
// oracle, and its errors. The CUDA kernel over it is checked in tests/kernels.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "spgen/core/error.hpp"
#include "spgen/formats/rowseg.hpp"
#include "support/test_support.hpp"

namespace {

using spgen::Csr;
using spgen::Rowseg;

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

TEST(Rowseg, HandMadeDecomposition) {
  const auto a = small_matrix();
  // seg_len 3: rows 0, 1, 3 are whole; row 2 (7 entries) is 3 pieces (3, 3, 1),
  // row 4 (5 entries) 2 pieces (3, 2).
  const auto r = Rowseg<double, std::int32_t>::from_csr(a.view(), 3);
  ASSERT_NO_THROW(r.validate(a.view()));
  EXPECT_EQ(r.seg_ptr, (std::vector<std::int32_t>{0, 2, 2, 5, 8, 9, 10, 13, 15}));
  EXPECT_EQ(r.seg_row, (std::vector<std::int32_t>{0, 1, -1, -1, -1, 3, -2, -2}));
  EXPECT_EQ(r.heavy_row, (std::vector<std::int32_t>{2, 4}));
  EXPECT_EQ(r.heavy_seg_begin, (std::vector<std::int32_t>{2, 6}));
  EXPECT_EQ(r.heavy_piece_ptr, (std::vector<std::int32_t>{0, 3, 5}));
  EXPECT_EQ(r.nsegs(), 8);
  EXPECT_EQ(r.nheavy(), 2);
  EXPECT_EQ(r.npieces(), 5);
  EXPECT_EQ(r.index_bytes(), (9 + 8 + 2 + 2 + 3) * sizeof(std::int32_t));

  // A seg_len no row exceeds leaves every row whole: seg_ptr == row_ptr.
  const auto whole = Rowseg<double, std::int32_t>::from_csr(a.view(), 7);
  EXPECT_EQ(whole.seg_ptr, a.row_ptr);
  EXPECT_EQ(whole.nheavy(), 0);
  EXPECT_EQ(whole.npieces(), 0);
}

template <typename V, typename I>
void check_products(const std::vector<spgen::test::NamedMatrix<V, I>>& matrices, bool exact) {
  const spgen::ValueKind kind = exact ? spgen::ValueKind::small_integers : spgen::ValueKind::uniform_real;
  for (const auto& [name, a] : matrices) {
    const auto x = spgen::test::random_vector<V>(static_cast<std::size_t>(a.ncols), kind, 5);
    const auto y_in = spgen::test::random_vector<V>(static_cast<std::size_t>(a.nrows), kind, 6);
    for (const I seg_len : {I(1), I(3), I(16), I(64), I(256)}) {
      SCOPED_TRACE(name + " seg_len=" + std::to_string(seg_len));
      const auto r = Rowseg<V, I>::from_csr(a.view(), seg_len);
      ASSERT_NO_THROW(r.validate(a.view()));
      std::vector<V> y(static_cast<std::size_t>(a.nrows));
      spgen::test::fill_poison<V>(y);  // beta = 0 must write every row
      r.spmv(a.view(), V(2), x.data(), V(0), y.data());
      EXPECT_TRUE(spgen::test::spmv_matches(a.view(), spgen::test::to_double(x), 2.0, 0.0, {}, y, exact));
      y = y_in;
      r.spmv(a.view(), V(1), x.data(), V(-1), y.data());
      EXPECT_TRUE(spgen::test::spmv_matches(a.view(), spgen::test::to_double(x), 1.0, -1.0,
                                            spgen::test::to_double(y_in), y, exact));
    }
  }
}

TEST(Rowseg, ProductMatchesOracleOnStandardMatrices) {
  check_products(spgen::test::standard_test_matrices<double, std::int32_t>(), true);
  check_products(spgen::test::standard_test_matrices<float, std::int64_t>(), true);
}

TEST(Rowseg, ProductMatchesOracleOnRealMatrices) {
  const auto& real = spgen::test::real_test_matrices<double, std::int32_t>();
  if (real.empty()) GTEST_SKIP() << spgen::test::real_matrices_skip_reason();
  check_products(real, false);
}

TEST(Rowseg, ValidateCatchesBrokenIndexes) {
  const auto a = small_matrix();
  const auto good = Rowseg<double, std::int32_t>::from_csr(a.view(), 3);
  auto expect_invalid = [&](auto&& corrupt, const std::string& what) {
    auto r = good;
    corrupt(r);
    try {
      r.validate(a.view());
      ADD_FAILURE() << "validate() accepted " << what;
    } catch (const spgen::Error& e) {
      EXPECT_NE(std::string(e.what()).find("invalid row-segment index"), std::string::npos) << e.what();
    }
  };
  expect_invalid([](auto& r) { r.seg_ptr[3] = 6; }, "a segment longer than seg_len");
  expect_invalid([](auto& r) { r.seg_row[0] = 1; }, "rows out of order");
  expect_invalid([](auto& r) { r.seg_row[5] = -2; }, "a piece of the wrong heavy row");
  expect_invalid([](auto& r) { r.heavy_seg_begin[1] = 5; }, "a misplaced heavy row");
  expect_invalid([](auto& r) { r.seg_row[2] = -9; }, "a heavy row out of range");
  expect_invalid([](auto& r) { r.seg_ptr.pop_back(); }, "a short seg_ptr");
}

TEST(Rowseg, RejectsSegLenBelowOne) {
  const auto a = small_matrix();
  using Seg = Rowseg<double, std::int32_t>;
  EXPECT_THROW(Seg::from_csr(a.view(), 0), spgen::Error);
  try {
    Seg::from_csr(a.view(), -4);
    ADD_FAILURE() << "seg_len -4 accepted";
  } catch (const spgen::Error& e) {
    EXPECT_NE(std::string(e.what()).find("seg_len = -4"), std::string::npos) << e.what();
  }
}

}  // namespace
