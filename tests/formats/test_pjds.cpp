// What is special to pJDS: rows sorted longest first, diagonals padded to
// whole blocks only, and a footprint well under ELLPACK-R's on power-law
// matrices (the target: at most 0.6x). Every instance is checked
// against the oracle by tests/kernels with no edit there.
#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <vector>

#include "formats/format.hpp"
#include "spgen/core/registry.hpp"
#include "spgen/matrices/synthetic.hpp"
#include "support/test_support.hpp"

namespace spgen {
namespace {

TEST(PjdsFormat, SortsRowsLongestFirstAndPadsDiagonalsToWholeBlocks) {
  const KernelEntry* e = test::first_instance_of("pjds");
  ASSERT_NE(e, nullptr) << "no pJDS instance in the registry";
  const int b = e->param("block_rows");
  // Row lengths 1, 3, 0, 2: sorted rows 1, 3, 0, 2.
  const auto a = test::shared_csr<double, std::int32_t>(4, 4, {0, 1, 4, 4, 6}, {2, 0, 1, 3, 1, 2},
                                                        {1, 2, 3, 4, 5, 6});
  const auto s = formats::format_of<double, std::int32_t>(*e).convert(a, *e, {});
  EXPECT_EQ(s.scalars.at("width"), 3);
  EXPECT_EQ(test::stored_array<std::int32_t>(s, "row_perm"), (std::vector<std::int32_t>{1, 3, 0, 2}));
  // Three, two and one rows reach diagonals 0, 1, 2: each one block of b.
  EXPECT_EQ(test::stored_array<std::int32_t>(s, "col_start"), (std::vector<std::int32_t>{0, b, 2 * b, 3 * b}));
  const auto vals = test::stored_array<double>(s, "values");
  const auto cols = test::stored_array<std::int32_t>(s, "col_idx");
  ASSERT_EQ(vals.size(), static_cast<std::size_t>(3 * b));
  // Diagonal 0: rows 1, 3, 0, then padding; diagonal 1: rows 1, 3; diagonal 2: row 1.
  EXPECT_EQ((std::vector<double>{vals[0], vals[1], vals[2], vals[3]}), (std::vector<double>{2, 5, 1, 0}));
  EXPECT_EQ((std::vector<double>{vals[b], vals[b + 1], vals[b + 2]}), (std::vector<double>{3, 6, 0}));
  EXPECT_EQ(vals[2 * b], 4);
  EXPECT_EQ(cols[b + 2], 2);  // row 0's padding repeats its last column
  EXPECT_DOUBLE_EQ(s.occupancy, 6.0 / (3 * b));
}

TEST(PjdsFormat, FootprintIsAtMostSixTenthsOfEllpackROnAPowerLawMatrix) {
  const KernelEntry* pjds = test::first_instance_of("pjds");
  const KernelEntry* ellr = test::first_instance_of("ellr");
  ASSERT_NE(pjds, nullptr);
  ASSERT_NE(ellr, nullptr);
  const auto a = std::make_shared<const Csr<double, std::int32_t>>(random_matrix<double, std::int32_t>(
      {.rows = 20000, .cols = 20000, .mean_row_length = 8, .distribution = RowDistribution::power_law, .seed = 3}));
  const auto p = formats::format_of<double, std::int32_t>(*pjds).convert(a, *pjds, {});
  const auto r = formats::format_of<double, std::int32_t>(*ellr).convert(a, *ellr, {});
  const auto footprint = [](const formats::Storage<double, std::int32_t>& s) {
    std::size_t bytes = 0;
    for (const auto& array : s.arrays) bytes += array.bytes();
    return static_cast<double>(bytes);
  };
  EXPECT_LE(footprint(p), 0.6 * footprint(r)) << "pJDS " << footprint(p) << " B, ELLPACK-R " << footprint(r) << " B";
}

}  // namespace
}  // namespace spgen
