// What is special to ELL: the column-major padded layout. Every ELL instance
// is checked against the oracle by tests/kernels with no edit there.
#include <gtest/gtest.h>

#include <cstdint>
#include <memory>

#include "formats/format.hpp"
#include "spgen/core/error.hpp"
#include "spgen/core/registry.hpp"
#include "support/test_support.hpp"

namespace spgen {
namespace {


TEST(EllFormat, PadsEveryRowToTheLongestColumnMajor) {
  const KernelEntry* e = test::first_instance_of("ell");
  ASSERT_NE(e, nullptr) << "no ELL instance in the registry";
  // [1 2 0]
  // [0 0 0]   an empty row: padded with column 0
  // [0 3 0]
  const auto a = test::shared_csr<double, std::int32_t>(3, 3, {0, 2, 2, 3}, {0, 1, 1}, {1.0, 2.0, 3.0});
  const auto s = formats::format_of<double, std::int32_t>(*e).convert(a, *e, {});
  EXPECT_EQ(s.scalars.at("width"), 2);
  const auto* cols = static_cast<const std::int32_t*>(s.find("col_idx")->data);
  const auto* vals = static_cast<const double*>(s.find("values")->data);
  ASSERT_EQ(s.find("col_idx")->count, 6u);
  // Column 0 of rows 0..2, then column 1; padding repeats the row's last column.
  const std::int32_t want_cols[] = {0, 0, 1, 1, 0, 1};
  const double want_vals[] = {1.0, 0.0, 3.0, 2.0, 0.0, 0.0};
  for (int k = 0; k < 6; ++k) {
    EXPECT_EQ(cols[k], want_cols[k]) << k;
    EXPECT_EQ(vals[k], want_vals[k]) << k;
  }
  EXPECT_DOUBLE_EQ(s.occupancy, 3.0 / 6.0);
  EXPECT_EQ(s.units(), 3);
}

TEST(EllFormat, RefusesAMatrixWhosePaddedEntriesOverflowTheIndexType) {
  const KernelEntry* e = test::first_instance_of("ell");
  ASSERT_NE(e, nullptr);
  // 70,000 rows, one of them 70,000 long: 4.9e9 stored entries.
  auto a = std::make_shared<Csr<float, std::int32_t>>();
  a->nrows = 70000;
  a->ncols = 70000;
  a->row_ptr.assign(70001, 70000);
  a->row_ptr[0] = 0;
  a->col_idx.resize(70000);
  for (std::int32_t c = 0; c < 70000; ++c) a->col_idx[static_cast<std::size_t>(c)] = c;
  a->values.assign(70000, 1.0f);
  const auto& f = formats::format_of<float, std::int32_t>(*e);
  EXPECT_THROW((void)f.convert(a, *e, ParamMap{}), NotApplicable);
}

}  // namespace
}  // namespace spgen
