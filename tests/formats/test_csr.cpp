// What is special to CSR as a format: no conversion (its arrays are the
// caller's, shared), and the bytes it reports.
#include <gtest/gtest.h>

#include <cstdint>
#include <memory>

#include "formats/format.hpp"
#include "spgen/core/error.hpp"
#include "spgen/core/registry.hpp"
#include "support/test_support.hpp"

namespace spgen {
namespace {


TEST(CsrFormat, ConversionSharesTheCallersArraysAndCountsTheirBytes) {
  const KernelEntry* e = test::first_instance_of("csr");
  ASSERT_NE(e, nullptr) << "no CSR instance in the registry";
  const auto a = test::shared_csr<double, std::int32_t>(2, 3, {0, 2, 3}, {0, 2, 1}, {1.0, 2.0, 3.0});
  const auto& f = formats::format_of<double, std::int32_t>(*e);
  const auto s = f.convert(a, *e, {});
  EXPECT_EQ(s.stored_bytes, 3u * 4 + 3u * (4 + 8));
  EXPECT_EQ(s.find("row_ptr")->data, a->row_ptr.data());
  EXPECT_EQ(s.find("col_idx")->data, a->col_idx.data());
  EXPECT_EQ(s.find("values")->data, a->values.data());
  EXPECT_EQ(s.work_items, 2);
  EXPECT_EQ(s.units(), 2);
  EXPECT_FALSE(f.capabilities().permutes_rows);
}

TEST(CsrFormat, TakesNoConversionParameters) {
  const KernelEntry* e = test::first_instance_of("csr");
  ASSERT_NE(e, nullptr);
  const auto& f = formats::format_of<float, std::int64_t>(*e);
  EXPECT_TRUE(f.conversion_params().empty());
  EXPECT_THROW(f.check_params({{"sigma", 8}}, *e), Error);
}

}  // namespace
}  // namespace spgen
