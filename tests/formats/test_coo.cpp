// What is special to COO: placeholders for empty rows, and the chunking each
// backend's kernel relies on (rows split across CUDA chunks, CPU chunks that
// end at row ends). Every COO instance is checked against the oracle by
// tests/kernels with no edit there.
#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <vector>

#include "formats/format.hpp"
#include "spgen/core/registry.hpp"
#include "support/test_support.hpp"

namespace spgen {
namespace {

// Rows of 3, 0, 300 and 70 entries: 374 stored entries with row 1's placeholder.
std::shared_ptr<const Csr<double, std::int32_t>> four_rows() {
  std::vector<std::int32_t> row_ptr{0, 3, 3, 303, 373}, cols;
  std::vector<double> vals;
  for (int r : {0, 2, 3})
    for (int k = 0; k < (r == 0 ? 3 : r == 2 ? 300 : 70); ++k) {
      cols.push_back(k);
      vals.push_back(1.0 + k);
    }
  return test::shared_csr<double, std::int32_t>(4, 300, row_ptr, cols, vals);
}

TEST(CooFormat, StoresAPlaceholderForEachEmptyRowAndSplitsRowsAcrossCudaChunks) {
  const KernelEntry* e = test::instance_where("coo", Backend::cuda, "steps", 4);  // chunks of 128 entries
  ASSERT_NE(e, nullptr) << "no CUDA COO instance with s=4 in the registry";
  const auto s = formats::format_of<double, std::int32_t>(*e).convert(four_rows(), *e, {});
  EXPECT_EQ(s.scalars.at("nstored"), 374);
  EXPECT_EQ(s.scalars.at("nchunks"), 3);
  EXPECT_EQ(s.scalars.at("nsplit"), 1);
  const auto rows = test::stored_array<std::int32_t>(s, "row_idx");
  const auto cols = test::stored_array<std::int32_t>(s, "col_idx");
  ASSERT_EQ(rows.size(), 374u);
  EXPECT_EQ(rows[3], 1);  // row 1's placeholder, between row 0's three entries and row 2's
  EXPECT_EQ(cols[3], -1);
  EXPECT_EQ(test::stored_array<double>(s, "values")[3], 0.0);
  // Row 2 (entries 4..303) spans all three chunks (the last row of chunk 0,
  // first and last of chunk 1, first of chunk 2); row 3 (304..373) lies in chunk 2.
  EXPECT_EQ(test::stored_array<std::int32_t>(s, "chunk_split"), (std::vector<std::int32_t>{-1, 0, 0, 0, 0, -1}));
  EXPECT_EQ(test::stored_array<std::int32_t>(s, "split_row"), (std::vector<std::int32_t>{2}));
  EXPECT_EQ(test::stored_array<std::int32_t>(s, "split_first_chunk"), (std::vector<std::int32_t>{0}));
  EXPECT_EQ(test::stored_array<std::int32_t>(s, "split_piece_ptr"), (std::vector<std::int32_t>{0, 3}));
  EXPECT_EQ(s.workspace_counts.at("partial"), 3u);
  EXPECT_EQ(s.workspace_counts.at("arrivals"), 1u);
  EXPECT_EQ(s.work_items, 3);
  EXPECT_DOUBLE_EQ(s.occupancy, 373.0 / 374.0);
}

TEST(CooFormat, ASplitRowThatFillsAChunksEndsIsBothItsFirstAndLastRow) {
  const KernelEntry* e = test::instance_where("coo", Backend::cuda, "steps", 4);  // chunks of 128 entries
  ASSERT_NE(e, nullptr);
  // Row 0 holds entries 0..255 (all of chunks 0 and 1), row 1 entries 256..259.
  std::vector<std::int32_t> cols;
  for (int k = 0; k < 256; ++k) cols.push_back(k);
  for (int k = 0; k < 4; ++k) cols.push_back(k);
  const auto a = test::shared_csr<double, std::int32_t>(2, 256, {0, 256, 260}, cols,
                                                        std::vector<double>(cols.size(), 1.0));
  const auto s = formats::format_of<double, std::int32_t>(*e).convert(a, *e, {});
  EXPECT_EQ(test::stored_array<std::int32_t>(s, "chunk_split"), (std::vector<std::int32_t>{0, 0, 0, 0, -1, -1}));
  EXPECT_EQ(test::stored_array<std::int32_t>(s, "split_piece_ptr"), (std::vector<std::int32_t>{0, 2}));
}

TEST(CooFormat, CpuChunksEndAtRowEnds) {
  const KernelEntry* e = test::instance_where("coo", Backend::avx512);
  ASSERT_NE(e, nullptr) << "no AVX-512 COO instance in the registry";
  // 3000 rows of 1..7 entries: chunks of at least 1024 entries, cut at row ends.
  std::vector<std::int32_t> row_ptr{0}, cols;
  std::vector<double> vals;
  for (int r = 0; r < 3000; ++r) {
    for (int k = 0; k < 1 + r % 7; ++k) cols.push_back(k);
    row_ptr.push_back(static_cast<std::int32_t>(cols.size()));
  }
  vals.assign(cols.size(), 1.0);
  const auto a = test::shared_csr<double, std::int32_t>(3000, 7, row_ptr, cols, vals);
  const auto s = formats::format_of<double, std::int32_t>(*e).convert(a, *e, {});
  const auto chunk_ptr = test::stored_array<std::int32_t>(s, "chunk_ptr");
  const auto rows = test::stored_array<std::int32_t>(s, "row_idx");
  ASSERT_GE(chunk_ptr.size(), 3u);
  EXPECT_EQ(chunk_ptr.front(), 0);
  EXPECT_EQ(chunk_ptr.back(), static_cast<std::int32_t>(rows.size()));
  for (std::size_t c = 1; c + 1 < chunk_ptr.size(); ++c) {
    EXPECT_GE(chunk_ptr[c] - chunk_ptr[c - 1], 1024) << c;
    EXPECT_NE(rows[static_cast<std::size_t>(chunk_ptr[c]) - 1], rows[static_cast<std::size_t>(chunk_ptr[c])])
        << "chunk " << c << " starts inside a row";
  }
  EXPECT_EQ(s.units(), static_cast<std::int64_t>(chunk_ptr.size()) - 1);
}

}  // namespace
}  // namespace spgen
