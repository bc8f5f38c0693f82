// What is special to HYB: the width rule, the split between the ELL and COO
// parts, and the pieces of rows longer than the width. Every HYB instance is
// checked against the oracle by tests/kernels (all-COO, the rule's width and
// half the longest row, test_params) with no edit there.
#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "formats/format.hpp"
#include "plan/features.hpp"
#include "spgen/matrices/synthetic.hpp"
#include "spgen/core/error.hpp"
#include "spgen/core/registry.hpp"
#include "support/test_support.hpp"

namespace spgen {
namespace {

TEST(HybFormat, WidthIsTheLongestThatAtLeastMax4096OrAThirdOfTheRowsReach) {
  const KernelEntry* e = test::instance_where("hyb", Backend::cuda, "steps", 8);
  ASSERT_NE(e, nullptr);
  // 5000 rows of 3 entries and 10 of 100: 5010 rows reach 3, only 10 reach 4.
  std::vector<std::int32_t> row_ptr{0}, cols;
  for (int r = 0; r < 5010; ++r) {
    for (int k = 0; k < (r < 5000 ? 3 : 100); ++k) cols.push_back(k);
    row_ptr.push_back(static_cast<std::int32_t>(cols.size()));
  }
  const auto a = test::shared_csr<double, std::int32_t>(5010, 100, row_ptr, cols, std::vector<double>(cols.size(), 1.0));
  const auto& f = formats::format_of<double, std::int32_t>(*e);
  EXPECT_EQ(f.default_params(*a, *e).at("width"), 3);
  // Fewer than 4096 rows: none is reached by enough rows, everything goes to COO.
  const auto small = test::shared_csr<double, std::int32_t>(2, 2, {0, 2, 3}, {0, 1, 1}, {1, 2, 3});
  EXPECT_EQ(f.default_params(*small, *e).at("width"), 0);
  // Past the histogram's exact lengths (1024): 4096 rows of 1030 entries and
  // 100 of 1500 -> 1030, the 4096th longest.
  std::vector<std::int32_t> long_ptr{0}, long_cols;
  for (int r = 0; r < 4196; ++r) {
    for (int k = 0; k < (r % 41 == 0 && r / 41 < 100 ? 1500 : 1030); ++k) long_cols.push_back(k);
    long_ptr.push_back(static_cast<std::int32_t>(long_cols.size()));
  }
  const auto wide = test::shared_csr<double, std::int32_t>(4196, 1500, long_ptr, long_cols,
                                                           std::vector<double>(long_cols.size(), 1.0));
  EXPECT_EQ(f.default_params(*wide, *e).at("width"), 1030);
  EXPECT_THROW(f.check_params({{"width", -1}}, *e), Error);
}

TEST(HybFormat, RowsPastTheWidthGoToCooWithOnePieceForTheEllPartAndOnePerChunk) {
  const KernelEntry* e = test::instance_where("hyb", Backend::cuda, "steps", 4);
  ASSERT_NE(e, nullptr);
  // Row lengths 1, 4, 2 with width 2: row 1's last two entries are COO.
  const auto a = test::shared_csr<double, std::int32_t>(3, 4, {0, 1, 5, 7}, {0, 0, 1, 2, 3, 1, 3},
                                                        {1, 2, 3, 4, 5, 6, 7});
  const auto s = formats::format_of<double, std::int32_t>(*e).convert(a, *e, {{"width", 2}});
  EXPECT_EQ(test::stored_array<double>(s, "ell_val"), (std::vector<double>{1, 2, 6, 0, 3, 7}));
  EXPECT_EQ(test::stored_array<std::int32_t>(s, "ell_split"), (std::vector<std::int32_t>{-1, 0, -1}));
  EXPECT_EQ(test::stored_array<std::int32_t>(s, "coo_key"), (std::vector<std::int32_t>{0, 0}));
  EXPECT_EQ(test::stored_array<std::int32_t>(s, "coo_col"), (std::vector<std::int32_t>{2, 3}));
  EXPECT_EQ(test::stored_array<std::int32_t>(s, "split_row"), (std::vector<std::int32_t>{1}));
  EXPECT_EQ(test::stored_array<std::int32_t>(s, "split_piece_ptr"), (std::vector<std::int32_t>{0, 2}));
  EXPECT_EQ(s.scalars.at("ell_blocks"), 1);
  EXPECT_EQ(s.scalars.at("nchunks"), 1);
  EXPECT_EQ(s.work_items, 2 * 256);  // one ELL block, one block for the COO chunk
  EXPECT_DOUBLE_EQ(s.occupancy, 7.0 / 8.0);
}

// The rule as proposed reads the features' row-length histogram (a device
// matrix's row pointers stay there): the same width as the count over the
// rows, on matrices where HYB is proposed and where it is not.
TEST(HybFormat, ProposedWidthFromTheFeaturesIsTheRulesOverTheRows) {
  const auto pool = test::instances_of<double, std::int32_t>("hyb", Op::spmv, Backend::cuda);
  ASSERT_FALSE(pool.empty());
  const auto& format = formats::format_of<double, std::int32_t>(*pool.front());
  int proposed = 0;
  for (const auto d : {RowDistribution::uniform, RowDistribution::power_law, RowDistribution::empty_rows,
                       RowDistribution::one_dense_row, RowDistribution::all_equal})
    for (const double mean : {3.0, 9.0, 40.0}) {
      const auto a = std::make_shared<const Csr<double, std::int32_t>>(random_matrix<double, std::int32_t>(
          {.rows = 20000, .cols = 20000, .mean_row_length = mean, .distribution = d, .seed = 5}));
      SCOPED_TRACE("distribution " + std::to_string(static_cast<int>(d)) + ", mean " + std::to_string(mean));
      const Features f = compute_features(a->view());
      const std::int64_t rule = format.default_params(*a, *pool.front()).at("width");
      // The rule row by row: the largest K that max(4096, rows/3) rows reach.
      std::int64_t by_rows = 0;
      for (std::int64_t k = 1; k <= f.max_row; ++k) {
        std::int64_t reach = 0;
        for (std::int32_t r = 0; r < a->nrows; ++r) reach += a->row_ptr[r + 1] - a->row_ptr[r] >= k ? 1 : 0;
        if (reach >= std::max<std::int64_t>(4096, a->nrows / 3)) by_rows = k;
      }
      EXPECT_EQ(rule, by_rows);
      const auto proposals =
          format.propose({.a = *a, .features = f, .backend = Backend::cuda, .instances = pool});
      if (f.nnz > 1'000'000) continue;  // not proposed at all (timed only up to 1M entries)
      ASSERT_EQ(proposals.size(), 1u);
      const auto& p = proposals.front();
      if (p.entry == nullptr) {
        EXPECT_TRUE(rule == 0 || rule >= f.max_row) << p.reason;
        EXPECT_NE(p.reason.find("width " + std::to_string(rule)), std::string::npos) << p.reason;
        continue;
      }
      ++proposed;
      EXPECT_EQ(p.params.at("width"), rule);
    }
  EXPECT_GE(proposed, 3);
}

}  // namespace
}  // namespace spgen
