// What is special to ELLPACK-R: row lengths beside ELL's padding, and the
// interleaved layout for t threads per row. Every instance is checked against
// the oracle by tests/kernels with no edit there.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "formats/format.hpp"
#include "spgen/core/registry.hpp"
#include "support/test_support.hpp"

namespace spgen {
namespace {

TEST(EllrFormat, StoresRowLengthsAndInterleavesEntriesForThreadsPerRow) {
  const KernelEntry* e = test::instance_where("ellr", Backend::cuda, "threads_per_row", 2);
  ASSERT_NE(e, nullptr) << "no CUDA ELLPACK-R instance with t=2 in the registry";
  // [1 2 3]
  // [0 0 0]   an empty row
  // [0 4 0]
  const auto a = test::shared_csr<double, std::int32_t>(3, 3, {0, 3, 3, 4}, {0, 1, 2, 1}, {1, 2, 3, 4});
  const auto s = formats::format_of<double, std::int32_t>(*e).convert(a, *e, {});
  EXPECT_EQ(s.scalars.at("width"), 4);  // the longest row, 3, rounded up to a multiple of t = 2
  const auto* len = static_cast<const std::int32_t*>(s.find("row_len")->data);
  EXPECT_EQ((std::vector<std::int32_t>(len, len + 3)), (std::vector<std::int32_t>{3, 0, 1}));
  // Entry j of row r at (j/2)*3*2 + r*2 + j%2: entries 0-1 of rows 0..2, then 2-3.
  const auto* vals = static_cast<const double*>(s.find("values")->data);
  const std::vector<double> want{1, 2, 0, 0, 4, 0, 3, 0, 0, 0, 0, 0};
  ASSERT_EQ(s.find("values")->count, want.size());
  EXPECT_EQ(std::vector<double>(vals, vals + want.size()), want);
  EXPECT_DOUBLE_EQ(s.occupancy, 4.0 / 12.0);
}

}  // namespace
}  // namespace spgen
