#include <gtest/gtest.h>

#include <cstdint>

#include "spgen/formats/csr_format.hpp"

namespace {

TEST(CsrFormat, StoredBytesCountsRowPointersColumnsAndValues) {
  spgen::Csr<double, std::int32_t> a;
  a.nrows = 2;
  a.ncols = 3;
  a.row_ptr = {0, 2, 3};
  a.col_idx = {0, 2, 1};
  a.values = {1.0, 2.0, 3.0};
  EXPECT_EQ(spgen::csr_stored_bytes(a.view()), 3 * 4 + 3 * (4 + 8));

  spgen::Csr<float, std::int64_t> empty;
  EXPECT_EQ(spgen::csr_stored_bytes(empty.view()), 8u);  // row_ptr = {0}
}

}  // namespace
