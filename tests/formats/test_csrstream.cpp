// CSR-Stream tiles: the tiling (rows covered once, at most tile_len entries and
// max_rows rows per tile, long rows whole up to piece_len and cut into
// consecutive pieces beyond, the reduction bound), its host
// product against the oracle, and its errors. The CUDA kernel over it is
// checked in tests/kernels.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "spgen/core/error.hpp"
#include "spgen/formats/csrstream.hpp"
#include "support/test_support.hpp"

namespace {

using spgen::Csr;
using spgen::Csrstream;

Csr<double, std::int32_t> small_matrix() {
  // Row lengths 2, 0, 7, 1, 1, 5.
  Csr<double, std::int32_t> a;
  a.nrows = 6;
  a.ncols = 8;
  a.row_ptr = {0, 2, 2, 9, 10, 11, 16};
  a.col_idx = {0, 3, 0, 1, 2, 3, 4, 5, 6, 7, 5, 0, 1, 2, 3, 4};
  a.values = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
  return a;
}

TEST(Csrstream, HandMadeTiles) {
  const auto a = small_matrix();
  // tile_len 4, max_rows 2: {rows 0,1: 2 entries}, row 2 long (4+3),
  // {rows 3,4: 2 entries}, row 5 long (4+1).
  const auto t = Csrstream<double, std::int32_t>::from_csr(a.view(), 4, 2);
  ASSERT_NO_THROW(t.validate(a.view()));
  EXPECT_EQ(t.tile_ptr, (std::vector<std::int32_t>{0, 2, 6, 9, 11, 15, 16}));
  EXPECT_EQ(t.tile_row, (std::vector<std::int32_t>{0, 2, 2, 3, 5, 5, 6}));
  EXPECT_EQ(t.tile_long, (std::vector<std::int32_t>{-1, 0, 0, -1, 1, 1}));
  EXPECT_EQ(t.long_first_tile, (std::vector<std::int32_t>{1, 4}));
  EXPECT_EQ(t.ntiles(), 6);
  EXPECT_EQ(t.nlong(), 2);
  EXPECT_EQ(t.index_bytes(), (7 + 7 + 6 + 2) * sizeof(std::int32_t));

  // Everything fits one tile when tile_len and max_rows allow it.
  const auto one = Csrstream<double, std::int32_t>::from_csr(a.view(), 16, 6);
  EXPECT_EQ(one.tile_ptr, (std::vector<std::int32_t>{0, 16}));
  EXPECT_EQ(one.tile_row, (std::vector<std::int32_t>{0, 6}));
  // max_rows caps the rows of a tile even when entries would fit.
  const auto capped = Csrstream<double, std::int32_t>::from_csr(a.view(), 16, 4);
  EXPECT_EQ(capped.tile_row, (std::vector<std::int32_t>{0, 4, 6}));
}

TEST(Csrstream, LongRowsStayWholeUpToPieceLen) {
  const auto a = small_matrix();
  // piece_len 8: rows 2 (7 entries) and 5 (5) are one tile each, none split.
  const auto whole = Csrstream<double, std::int32_t>::from_csr(a.view(), 4, 2, 8);
  ASSERT_NO_THROW(whole.validate(a.view()));
  EXPECT_EQ(whole.tile_ptr, (std::vector<std::int32_t>{0, 2, 9, 11, 16}));
  EXPECT_EQ(whole.tile_row, (std::vector<std::int32_t>{0, 2, 3, 5, 6}));
  EXPECT_EQ(whole.tile_long, (std::vector<std::int32_t>{-1, -2, -1, -2}));
  EXPECT_EQ(whole.nlong(), 0);
  // piece_len 6: row 2 splits into pieces of 6 + 1; row 5 stays whole.
  const auto split = Csrstream<double, std::int32_t>::from_csr(a.view(), 4, 2, 6);
  ASSERT_NO_THROW(split.validate(a.view()));
  EXPECT_EQ(split.tile_ptr, (std::vector<std::int32_t>{0, 2, 8, 9, 11, 16}));
  EXPECT_EQ(split.tile_row, (std::vector<std::int32_t>{0, 2, 2, 3, 5, 6}));
  EXPECT_EQ(split.tile_long, (std::vector<std::int32_t>{-1, 0, 0, -1, -2}));
  EXPECT_EQ(split.long_first_tile, (std::vector<std::int32_t>{1}));
}

TEST(Csrstream, ReduceStepsBoundClosesTilesEarly) {
  // Row lengths 1, 1, 1, 8; max_rows 4 gives 4, 2, 1, 1 threads per row to
  // tiles of 1, 2, 3, 4 rows, so the 8-entry row among three others would take
  // 8 serial additions; alone it takes 8 / 4 = 2.
  Csr<double, std::int32_t> a;
  a.nrows = 4;
  a.ncols = 8;
  a.row_ptr = {0, 1, 2, 3, 11};
  a.col_idx = {0, 1, 2, 0, 1, 2, 3, 4, 5, 6, 7};
  a.values.assign(11, 1.0);
  using Tiles = Csrstream<double, std::int32_t>;
  EXPECT_EQ(Tiles::group_threads(1, 4), 4);
  EXPECT_EQ(Tiles::group_threads(3, 4), 1);
  EXPECT_EQ(Tiles::group_threads(4, 128), 32);
  const auto unbounded = Tiles::from_csr(a.view(), 16, 4);
  EXPECT_EQ(unbounded.tile_row, (std::vector<std::int32_t>{0, 4}));
  const auto bounded = Tiles::from_csr(a.view(), 16, 4, 0, 2);
  ASSERT_NO_THROW(bounded.validate(a.view()));
  EXPECT_EQ(bounded.tile_row, (std::vector<std::int32_t>{0, 3, 4}));
  EXPECT_EQ(bounded.tile_long, (std::vector<std::int32_t>{-1, -1}));
}

template <typename V, typename I>
void check_products(const std::vector<spgen::test::NamedMatrix<V, I>>& matrices, bool exact) {
  const spgen::ValueKind kind = exact ? spgen::ValueKind::small_integers : spgen::ValueKind::uniform_real;
  const struct {
    I tile_len, max_rows, piece_len, reduce_steps;
  } shapes[] = {{1, 1, 0, 0},      {3, 2, 0, 0},        {3, 2, 7, 1},          {16, 4, 0, 0},
                {16, 4, 64, 2},    {256, 128, 1024, 8}, {2048, 256, 0, 0},     {2048, 256, 8192, 16}};
  for (const auto& [name, a] : matrices) {
    const auto x = spgen::test::random_vector<V>(static_cast<std::size_t>(a.ncols), kind, 5);
    const auto y_in = spgen::test::random_vector<V>(static_cast<std::size_t>(a.nrows), kind, 6);
    for (const auto& s : shapes) {
      SCOPED_TRACE(name + " tile_len=" + std::to_string(s.tile_len) + " max_rows=" + std::to_string(s.max_rows) +
                   " piece_len=" + std::to_string(s.piece_len) + " reduce_steps=" + std::to_string(s.reduce_steps));
      const auto t = Csrstream<V, I>::from_csr(a.view(), s.tile_len, s.max_rows, s.piece_len, s.reduce_steps);
      ASSERT_NO_THROW(t.validate(a.view()));
      std::vector<V> y(static_cast<std::size_t>(a.nrows));
      spgen::test::fill_poison<V>(y);  // beta = 0 must write every row
      t.spmv(a.view(), V(2), x.data(), V(0), y.data());
      EXPECT_TRUE(spgen::test::spmv_matches(a.view(), spgen::test::to_double(x), 2.0, 0.0, {}, y, exact));
      y = y_in;
      t.spmv(a.view(), V(1), x.data(), V(-1), y.data());
      EXPECT_TRUE(spgen::test::spmv_matches(a.view(), spgen::test::to_double(x), 1.0, -1.0,
                                            spgen::test::to_double(y_in), y, exact));
    }
  }
}

// The tiling written as the header states it, one row at a time: what
// from_csr's faster walk (the rows that fit first, the reduction bound a run
// at a time) must give, tile for tile.
struct ReferenceTiles {
  std::vector<std::int32_t> ptr{0}, row{0}, kind, long_first;
};
ReferenceTiles reference_tiles(const std::vector<std::int32_t>& row_ptr, std::int32_t tile_len, std::int32_t max_rows,
                               std::int32_t piece_len, std::int32_t reduce_steps) {
  ReferenceTiles t;
  const auto n = static_cast<std::int32_t>(row_ptr.size()) - 1;
  auto close = [&](std::int32_t next_row, std::int32_t next_entry, std::int32_t kind) {
    t.kind.push_back(kind);
    t.row.push_back(next_row);
    t.ptr.push_back(next_entry);
  };
  auto len = [&](std::int32_t r) { return row_ptr[r + 1] - row_ptr[r]; };
  std::int32_t r = 0;
  while (r < n) {
    if (len(r) > piece_len) {
      const auto h = static_cast<std::int32_t>(t.long_first.size());
      t.long_first.push_back(static_cast<std::int32_t>(t.kind.size()));
      const std::int32_t pieces = (len(r) + piece_len - 1) / piece_len;
      for (std::int32_t p = 1; p < pieces; ++p) close(r, row_ptr[r] + p * piece_len, h);
      close(r + 1, row_ptr[r + 1], h);
      ++r;
    } else if (len(r) > tile_len) {
      ++r;
      close(r, row_ptr[r], -2);
    } else {
      const std::int32_t first = r;
      std::int32_t longest = 0;
      while (r < n && r - first < max_rows && row_ptr[r + 1] - row_ptr[first] <= tile_len) {
        const std::int32_t rows = r - first + 1;
        const std::int32_t g = Csrstream<double, std::int32_t>::group_threads(rows, max_rows);
        const std::int32_t candidate = std::max(longest, len(r));
        if (reduce_steps > 0 && rows > 1 && (candidate + g - 1) / g > reduce_steps) break;
        longest = candidate;
        ++r;
      }
      close(r, row_ptr[r], -1);
    }
  }
  return t;
}

TEST(Csrstream, TilesMatchTheRuleRowByRowOnRandomLengths) {
  std::mt19937 rng(20261201);
  int checked = 0;
  for (int trial = 0; trial < 60; ++trial) {
    // Mostly short rows, a few empty, some long: every branch of the walk.
    const int n = 1 + static_cast<int>(rng() % 3000);
    const int spread = 1 + static_cast<int>(rng() % 40);
    std::vector<std::int32_t> row_ptr{0};
    for (int r = 0; r < n; ++r) {
      const unsigned pick = rng() % 100;
      const int len = pick < 5 ? 0 : pick < 93 ? static_cast<int>(rng() % spread) : static_cast<int>(rng() % 3000);
      row_ptr.push_back(row_ptr.back() + len);
    }
    Csr<double, std::int32_t> a;
    a.nrows = n;
    a.ncols = 1;
    a.row_ptr = row_ptr;
    for (const std::int32_t block : {32, 128, 256})
      for (const std::int32_t steps : {1, 2, 4, 8})
        for (const std::int32_t reduce : {0, 1, 4 * steps}) {
          const std::int32_t tile_len = block * steps, piece_len = 4 * tile_len;
          const auto got = Csrstream<double, std::int32_t>::from_csr(
              spgen::CsrView<double, std::int32_t>{a.nrows, a.ncols, a.row_ptr, {}, {}}, tile_len, block, piece_len,
              reduce);
          const auto want = reference_tiles(row_ptr, tile_len, block, piece_len, reduce);
          const std::string at = "trial " + std::to_string(trial) + ", b " + std::to_string(block) + ", s " +
                                 std::to_string(steps) + ", reduce " + std::to_string(reduce);
          ASSERT_EQ(got.tile_ptr, want.ptr) << at;
          ASSERT_EQ(got.tile_row, want.row) << at;
          ASSERT_EQ(got.tile_long, want.kind) << at;
          ASSERT_EQ(got.long_first_tile, want.long_first) << at;
          ++checked;
        }
  }
  EXPECT_EQ(checked, 60 * 36);
}

TEST(Csrstream, ProductMatchesOracleOnStandardMatrices) {
  check_products(spgen::test::standard_test_matrices<double, std::int32_t>(), true);
  check_products(spgen::test::standard_test_matrices<float, std::int64_t>(), true);
}

TEST(Csrstream, ProductMatchesOracleOnRealMatrices) {
  const auto& real = spgen::test::real_test_matrices<double, std::int32_t>();
  if (real.empty()) GTEST_SKIP() << spgen::test::real_matrices_skip_reason();
  check_products(real, false);
}

TEST(Csrstream, ValidateCatchesBrokenTiles) {
  const auto a = small_matrix();
  const auto good = Csrstream<double, std::int32_t>::from_csr(a.view(), 4, 2);
  auto expect_invalid = [&](auto&& corrupt, const std::string& what) {
    auto t = good;
    corrupt(t);
    try {
      t.validate(a.view());
      ADD_FAILURE() << "validate() accepted " << what;
    } catch (const spgen::Error& e) {
      EXPECT_NE(std::string(e.what()).find("invalid CSR-Stream tiles"), std::string::npos) << e.what();
    }
  };
  expect_invalid([](auto& t) { t.tile_ptr[1] = 1; }, "a tile not covering its rows");
  expect_invalid([](auto& t) { t.tile_row[1] = 3; }, "too many rows in a tile");
  expect_invalid([](auto& t) { t.tile_long[2] = 1; }, "a piece of the wrong long row");
  expect_invalid([](auto& t) { t.long_first_tile[1] = 3; }, "a misplaced long row");
  expect_invalid([](auto& t) { t.tile_row.back() = 5; }, "tiles short of the last row");
  expect_invalid([](auto& t) { t.tile_ptr.pop_back(); }, "a short tile_ptr");
  expect_invalid([](auto& t) { t.piece_len = 3; }, "piece_len below tile_len");

  const auto whole = Csrstream<double, std::int32_t>::from_csr(a.view(), 4, 2, 8);
  auto expect_whole_invalid = [&](auto&& corrupt, const std::string& what) {
    auto t = whole;
    corrupt(t);
    EXPECT_THROW(t.validate(a.view()), spgen::Error) << what;
  };
  expect_whole_invalid([](auto& t) { t.piece_len = 6; }, "a whole long row over piece_len");
  expect_whole_invalid([](auto& t) { t.tile_long[0] = -2; }, "short rows marked as one long row");
  expect_whole_invalid([](auto& t) { t.tile_long[1] = -3; }, "an unknown tile kind");
}

TEST(Csrstream, RejectsEmptyTiles) {
  const auto a = small_matrix();
  using Tiles = Csrstream<double, std::int32_t>;
  EXPECT_THROW(Tiles::from_csr(a.view(), 0, 4), spgen::Error);
  EXPECT_THROW(Tiles::from_csr(a.view(), 4, 0), spgen::Error);
  EXPECT_THROW(Tiles::from_csr(a.view(), 4, 2, 3), spgen::Error);     // piece_len below tile_len
  EXPECT_THROW(Tiles::from_csr(a.view(), 4, 2, 0, -1), spgen::Error); // negative reduce bound
}

}  // namespace
