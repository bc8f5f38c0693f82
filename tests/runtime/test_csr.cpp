#include <gtest/gtest.h>

#include "spgen/core/csr.hpp"
#include "spgen/core/error.hpp"
#include "spgen/core/stats.hpp"

namespace spgen {
namespace {

Csr<double, std::int32_t> small() {
  Csr<double, std::int32_t> a;
  a.nrows = 3;
  a.ncols = 4;
  a.row_ptr = {0, 2, 2, 5};
  a.col_idx = {0, 2, 0, 1, 3};
  a.values = {1, 2, 3, 4, 5};
  return a;
}

void expect_invalid(const Csr<double, std::int32_t>& a, const std::string& fragment) {
  try {
    validate(a.view());
    FAIL() << "expected spgen::Error containing '" << fragment << "'";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find(fragment), std::string::npos) << e.what();
  }
}

TEST(Csr, ValidAccepted) { EXPECT_NO_THROW(validate(small().view())); }

TEST(Csr, ValidateNamesTheViolation) {
  auto a = small();
  a.col_idx[1] = 4;
  expect_invalid(a, "row 0, entry 1: column 4 outside [0, 4)");
  a = small();
  a.col_idx = {2, 0, 0, 1, 3};
  expect_invalid(a, "row 0, entry 1: column 0 not sorted");
  a = small();
  a.col_idx = {0, 2, 1, 1, 3};
  expect_invalid(a, "row 2, entry 3: column 1 duplicated");
  a = small();
  a.row_ptr = {0, 3, 2, 5};
  expect_invalid(a, "row_ptr decreases at row 1");
  a = small();
  a.row_ptr = {0, 2, 2};
  expect_invalid(a, "row_ptr has 3 entries");
}

TEST(Csr, ConvertChecksIndexRange) {
  Csr<double, std::int64_t> big;
  big.nrows = std::int64_t{1} << 32;
  big.ncols = 1;
  EXPECT_THROW((convert<double, std::int32_t>(big.view())), Error);
  const auto f = convert<float, std::int64_t>(small().view());
  EXPECT_EQ(f.values, (std::vector<float>{1, 2, 3, 4, 5}));
}

TEST(Stats, SmallMatrix) {
  const auto s = compute_stats(small().view());
  EXPECT_EQ(s.rows, 3);
  EXPECT_EQ(s.cols, 4);
  EXPECT_EQ(s.nnz, 5);
  EXPECT_EQ(s.row_len_min, 0);
  EXPECT_EQ(s.row_len_max, 3);
  EXPECT_DOUBLE_EQ(s.row_len_mean, 5.0 / 3.0);
  EXPECT_EQ(s.empty_rows, 1);
  EXPECT_EQ(s.bandwidth, 2);  // (row 2, col 0) and (row 0, col 2)
  // buckets: [0]=1 empty, [1,1]=0, [2,3]=2
  EXPECT_EQ(s.row_len_histogram, (std::vector<std::int64_t>{1, 0, 2}));
}

TEST(Stats, FingerprintIgnoresValuesAndIndexTypeButNotStructure) {
  auto a = small();
  const auto h = structure_fingerprint(a.view());
  a.values[0] = 42;
  EXPECT_EQ(h, structure_fingerprint(a.view()));
  const auto wide = convert<float, std::int64_t>(a.view());
  EXPECT_EQ(h, structure_fingerprint(wide.view()));
  a.col_idx[0] = 1;
  EXPECT_NE(h, structure_fingerprint(a.view()));
  EXPECT_EQ(fingerprint_hex(0x1234).size(), 16u);

  // int64 columns past 32 bits are hashed whole: no column wraps onto
  // another's 32-bit pattern.
  Csr<double, std::int64_t> far;
  far.nrows = 1;
  far.ncols = std::int64_t{1} << 33;
  far.row_ptr = {0, 1};
  far.col_idx = {(std::int64_t{1} << 32) + 5};
  far.values = {1.0};
  auto near = far;
  near.col_idx = {5};
  EXPECT_NE(structure_fingerprint(far.view()), structure_fingerprint(near.view()));
}

}  // namespace
}  // namespace spgen
