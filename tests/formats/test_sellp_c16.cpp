// What is special to sellp_c16 (SELL-P with 16-bit column offsets): columns
// decoded from the documented layout reproduce the matrix for narrow, wide
// and mixed slices, with 16-bit and with 8-bit columns; padding reads the
// base column; bytes per entry; the rule's estimates of narrow entries and of
// 8-bit slice columns agree with the conversion; the CUDA instance its rule
// picks. Every instance runs
// against the oracle in tests/kernels with the descriptor's test_params().
#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "formats/format.hpp"
#include "formats/sellp_c16/narrow_columns.hpp"
#include "reference/oracle.hpp"
#include "spgen/core/error.hpp"
#include "spgen/core/registry.hpp"
#include "spgen/matrices/sources.hpp"
#include "support/rule_pick.hpp"
#include "support/test_support.hpp"

namespace spgen {
namespace {

using V = double;
using I = std::int32_t;
using test::stored_array;

const KernelEntry& cuda_instance(int column_bits = 16) {
  const KernelEntry* e = test::instance_where("sellp_c16", Backend::cuda, "column_bits", column_bits);
  EXPECT_NE(e, nullptr) << "no sellp_c16 CUDA instance with " << column_bits << "-bit columns in the registry";
  return *e;
}

// The column of entry k (slice sl, slice column j) as the spec documents it.
struct LayoutColumns {
  explicit LayoutColumns(const formats::Storage<V, I>& s, std::int64_t slice_height)
      : b(slice_height),
        slice_ptr(stored_array<I>(s, "slice_ptr")),
        base(stored_array<I>(s, "slice_base")),
        lo(stored_array<std::uint16_t>(s, "col_lo")),
        hi(stored_array<std::uint16_t>(s, "col_hi")),
        col8(stored_array<std::uint8_t>(s, "col8")),
        col8_hi(stored_array<std::uint8_t>(s, "col8_hi")),
        col_base(stored_array<I>(s, "col_base")) {}
  [[nodiscard]] std::int64_t operator()(std::size_t sl, std::int64_t j, std::int64_t k) const {
    const std::int64_t high = base[sl] >= 0 ? 0 : 65536 * std::int64_t{hi[-1 - base[sl] + k - slice_ptr[sl]]};
    if (col_base.empty()) return base[sl] >= 0 ? base[sl] + lo[k] : lo[k] + high;
    const std::int64_t w = col_base[slice_ptr[sl] / b + j];
    return w >= 0 ? w + col8[k] : (-1 - w) + col8[k] + 256 * std::int64_t{col8_hi[k]} + high;
  }
  std::int64_t b;
  std::vector<I> slice_ptr, base;
  std::vector<std::uint16_t> lo, hi;
  std::vector<std::uint8_t> col8, col8_hi;
  std::vector<I> col_base;
};

// y = A*x walked from the layout the spec documents (not NarrowSellp::column):
// a converter that agrees with itself but not with the kernels' ABI fails here.
std::vector<double> layout_spmv(const formats::Storage<V, I>& s, std::int64_t b, std::int64_t nrows,
                                const std::vector<double>& x) {
  const LayoutColumns column(s, b);
  const auto& slice_ptr = column.slice_ptr;
  const auto values = stored_array<V>(s, "values");
  const auto row_perm = stored_array<I>(s, "row_perm");
  const bool sorted = s.scalars.at("sigma") > 1;
  EXPECT_EQ(row_perm.size(), sorted ? static_cast<std::size_t>(nrows) : 0u);
  std::vector<double> y(static_cast<std::size_t>(nrows), -12345.0);
  for (std::size_t sl = 0; sl + 1 < slice_ptr.size(); ++sl) {
    const std::int64_t width = (slice_ptr[sl + 1] - slice_ptr[sl]) / b;
    for (std::int64_t r = 0; r < b; ++r) {
      const std::int64_t p = static_cast<std::int64_t>(sl) * b + r;
      if (p >= nrows) continue;
      double sum = 0;
      for (std::int64_t j = 0; j < width; ++j) {
        const std::int64_t k = slice_ptr[sl] + j * b + r;
        const std::int64_t c = column(sl, j, k);
        EXPECT_GE(c, 0);
        EXPECT_LT(c, static_cast<std::int64_t>(x.size()));
        if (c < 0 || c >= static_cast<std::int64_t>(x.size())) return y;
        sum += values[k] * x[c];
      }
      y[sorted ? row_perm[p] : p] = sum;
    }
  }
  return y;
}

TEST(SellpC16Format, LayoutReproducesTheProductForNarrowWideAndMixedSlices) {
  for (const int bits : {16, 8}) {
  const KernelEntry& e = cuda_instance(bits);
  const auto& f = formats::format_of<V, I>(e);
  for (const auto& [name, a] : test::standard_test_matrices<V, I>()) {
    const auto shared = std::make_shared<const Csr<V, I>>(a);
    const auto x = test::to_double(test::random_vector<V>(static_cast<std::size_t>(a.ncols), ValueKind::small_integers, 7));
    const auto want = reference::spmv(a.view(), 1.0, x, 0.0, std::vector<double>(static_cast<std::size_t>(a.nrows), 0.0));
    for (const ParamMap& p : f.test_params(a, e)) {
      SCOPED_TRACE(name + " " + to_string(p));
      const auto s = f.convert(shared, e, p);
      EXPECT_EQ(layout_spmv(s, e.param("slice_height"), a.nrows, x), want) << e.name;
    }
  }
  }
}

// Rows r with entries at r - h, r, r + h (those inside the matrix), and row
// `long_row` also at column ncols - 1.
Csr<V, I> band(I n, I ncols, I h, I long_row = -1) {
  Csr<V, I> a;
  a.nrows = n;
  a.ncols = ncols;
  a.row_ptr = {0};
  for (I r = 0; r < n; ++r) {
    for (I c : {r - h, r, r + h})
      if (c >= 0 && c < ncols) a.col_idx.push_back(c), a.values.push_back(1.0 + r % 3);
    if (r == long_row) a.col_idx.push_back(ncols - 1), a.values.push_back(2.0);
    a.row_ptr.push_back(static_cast<I>(a.col_idx.size()));
  }
  validate(a.view());
  return a;
}

TEST(SellpC16Format, SlicesWithinAnOffsetSpanStoreNoHighHalves) {
  const KernelEntry& e = cuda_instance();
  const auto& f = formats::format_of<V, I>(e);
  // Half-width 20,000 on 200,000 columns: every slice spans about 40,000.
  const auto a = std::make_shared<const Csr<V, I>>(band(200000, 200000, 20000));
  const auto s = f.convert(a, e, {{"sigma", 1}, {"max_offset", 65535}});
  EXPECT_EQ(s.find("col_hi")->count, 0u);
  EXPECT_EQ(s.find("row_perm")->count, 0u) << "sigma 1 keeps rows in place";
  for (I base : stored_array<I>(s, "slice_base")) ASSERT_GE(base, 0);
  // Every column 2 bytes, every value 8, plus slice offsets and bases.
  const double per_entry = static_cast<double>(s.stored_bytes) / static_cast<double>(s.find("values")->count);
  EXPECT_LT(per_entry, 10.1);
  EXPECT_GE(per_entry, 10.0);
  EXPECT_NE(s.details.find("wide_slices=0/"), std::string::npos) << s.details;
}

TEST(SellpC16Format, OnlyTheSliceOfALongSpanIsWideAndPaddingReadsTheBase) {
  const KernelEntry& e = cuda_instance();
  const int b = e.param("slice_height");
  const auto& f = formats::format_of<V, I>(e);
  // Row 5 reaches column 199,999: its slice alone spans more than 65535.
  const auto a = std::make_shared<const Csr<V, I>>(band(1000, 200000, 3, /*long_row=*/5));
  const auto s = f.convert(a, e, {{"sigma", 1}, {"max_offset", 65535}});
  const auto base = stored_array<I>(s, "slice_base");
  const auto slice_ptr = stored_array<I>(s, "slice_ptr");
  const auto lo = stored_array<std::uint16_t>(s, "col_lo");
  ASSERT_LT(base[0], 0) << "slice 0 holds row 5";
  EXPECT_EQ(base[0], -1) << "its high halves start col_hi";
  EXPECT_EQ(s.find("col_hi")->count, static_cast<std::size_t>(slice_ptr[1] - slice_ptr[0]));
  for (std::size_t sl = 1; sl < base.size(); ++sl) ASSERT_GE(base[sl], 0) << sl;
  // Slice 1's smallest column is row b's first, b - 3.
  EXPECT_EQ(base[1], b - 3);
  // The last slice's rows past nrows are padding: offset 0, the base column.
  const std::size_t last = base.size() - 1;
  const std::int64_t rows_in_last = 1000 - static_cast<std::int64_t>(last) * b;
  for (std::int64_t j = 0; j < (slice_ptr[last + 1] - slice_ptr[last]) / b; ++j)
    for (std::int64_t r = rows_in_last; r < b; ++r) EXPECT_EQ(lo[slice_ptr[last] + j * b + r], 0);
}

TEST(SellpC16Format, EstimatedNarrowEntriesMatchTheConversion) {
  const KernelEntry& e = cuda_instance();
  const int b = e.param("slice_height");
  const int t = e.param("threads_per_row");
  const auto& f = formats::format_of<V, I>(e);
  for (const auto& [name, a] : test::standard_test_matrices<V, I>()) {
    for (int sigma : {1, 8 * b})
      for (std::int64_t max_offset : {std::int64_t{0}, std::int64_t{16}, formats::kMaxNarrowOffset}) {
        SCOPED_TRACE(name + " sigma=" + std::to_string(sigma) + " max_offset=" + std::to_string(max_offset));
        const auto split = formats::estimate_narrow_split(a.view(), b, t, sigma, max_offset);
        const auto s = f.convert(std::make_shared<const Csr<V, I>>(a), e, {{"sigma", sigma}, {"max_offset", max_offset}});
        EXPECT_EQ(split.wide_entries, static_cast<std::int64_t>(s.find("col_hi")->count));
        EXPECT_EQ(split.narrow_entries + split.wide_entries, static_cast<std::int64_t>(s.find("col_lo")->count));
      }
  }
}

// 8-bit columns: a narrow band's slice columns span its slice height, so every
// entry stores one byte and reads no second plane; a band of half-width 300
// has slice columns spanning about 300 where rows start inside the band (16
// bits there), and the estimate of the share matches the conversion's count.
TEST(SellpC16Format, ByteColumnsStoreOneByteWhereASliceColumnSpansAtMost255) {
  const KernelEntry& e = cuda_instance(8);
  const int b = e.param("slice_height");
  const auto& f = formats::format_of<V, I>(e);
  const auto narrow = std::make_shared<const Csr<V, I>>(band(4000, 4000, 3));
  const auto s = f.convert(narrow, e, {{"sigma", 1}, {"max_offset", 65535}});
  EXPECT_EQ(s.find("col_lo")->count, 0u) << "8-bit columns keep no 16-bit plane";
  EXPECT_EQ(s.find("col_base")->count, s.find("col8")->count / static_cast<std::size_t>(b));
  for (I w : stored_array<I>(s, "col_base")) ASSERT_GE(w, 0) << "every slice column spans at most 255";
  EXPECT_NE(s.details.find("byte_columns=1.00"), std::string::npos) << s.details;
  // One byte of column, 8 of value, 4 per slice column for its base.
  const double per_entry = static_cast<double>(s.stored_bytes) / static_cast<double>(s.find("values")->count);
  EXPECT_GE(per_entry, 9.0 + 4.0 / b);
  EXPECT_LT(per_entry, 9.25);
  EXPECT_DOUBLE_EQ(formats::estimate_byte_column_share(narrow->view(), b, e.param("threads_per_row"), 1), 1.0);

  const auto wider = std::make_shared<const Csr<V, I>>(band(4000, 4000, 300));
  const auto w = f.convert(wider, e, {{"sigma", 1}, {"max_offset", 65535}});
  const auto bases = stored_array<I>(w, "col_base");
  std::size_t sixteen = 0;
  for (I v : bases) sixteen += v < 0 ? 1 : 0;
  EXPECT_GT(sixteen, 0u) << "slice columns where rows start inside the band span about 300";
  EXPECT_LT(sixteen, bases.size());
  const double share = 1.0 - static_cast<double>(sixteen) / static_cast<double>(bases.size());
  EXPECT_NEAR(formats::estimate_byte_column_share(wider->view(), b, e.param("threads_per_row"), 1), share, 1e-12);
}

TEST(SellpC16Format, EstimatedByteColumnShareMatchesTheConversion) {
  const KernelEntry& e = cuda_instance(8);
  const int b = e.param("slice_height");
  const auto& f = formats::format_of<V, I>(e);
  for (const auto& [name, a] : test::standard_test_matrices<V, I>()) {
    for (int sigma : {1, 8 * b}) {
      SCOPED_TRACE(name + " sigma=" + std::to_string(sigma));
      const auto s = f.convert(std::make_shared<const Csr<V, I>>(a), e, {{"sigma", sigma}, {"max_offset", 65535}});
      const auto bases = stored_array<I>(s, "col_base");
      std::size_t in_bytes = 0;
      for (I v : bases) in_bytes += v >= 0 ? 1 : 0;
      const double share = bases.empty() ? 0.0 : static_cast<double>(in_bytes) / static_cast<double>(bases.size());
      EXPECT_NEAR(formats::estimate_byte_column_share(a.view(), b, e.param("threads_per_row"), sigma), share, 1e-12);
    }
  }
}

TEST(SellpC16Format, OutOfDomainParametersAreNamed) {
  const KernelEntry& e = cuda_instance();
  const auto& f = formats::format_of<V, I>(e);
  for (std::int64_t bad : {std::int64_t{-1}, std::int64_t{65536}}) {
    const auto msg = test::error_message([&] { f.check_params({{"max_offset", bad}}, e); });
    ASSERT_TRUE(msg.has_value());
    EXPECT_NE(msg->find("max_offset = " + std::to_string(bad) + " outside its domain [0, 65535]"), std::string::npos)
        << *msg;
  }
  const auto msg = test::error_message([&] { f.check_params({{"sigma", 33}}, e); });
  ASSERT_TRUE(msg.has_value());
  EXPECT_NE(msg->find("sigma = 33 outside its domain"), std::string::npos) << *msg;
}

// The CUDA instance sellp_c16's rule proposes for poisson3d:64 (27 entries per
// row, 7M): threads that own two neighbouring rows, four per row pair so each
// still covers about 16 entries, two slice columns per step, in f64 and f32;
// for kron:8:bcsstk32 (45 per row, 16M) four slice columns per step in f32 and
// f64 (sellp_c16_format.cpp: what an H100 and an H200 ran fastest). Values stored:
// coded values are test_sellp_c16_values.cpp's.
TEST(SellpC16Rule, CudaThreadsOwnTwoRowsAndFourShareThem) {
  const auto* f64 =
      test::rule_pick("sellp_c16", Backend::cuda, load_matrix<double, std::int32_t>("poisson3d:64"), false);
  const auto* f32 =
      test::rule_pick("sellp_c16", Backend::cuda, load_matrix<float, std::int32_t>("poisson3d:64"), false);
  if (!f64 || !f32) GTEST_SKIP() << "no CUDA sellp_c16 instance in the registry";
  for (const KernelEntry* e : {f64, f32}) {
    EXPECT_EQ(e->param("rows_per_thread"), 2) << e->name;
    EXPECT_EQ(e->param("threads_per_row"), 4) << e->name;
    EXPECT_EQ(e->param("unroll"), 2) << e->name;
    EXPECT_EQ(e->block_threads, 64) << e->name;  // b * t / r
  }
  Csr<double, std::int32_t> kron64;
  try {
    kron64 = load_matrix<double, std::int32_t>("kron:8:bcsstk32");
  } catch (const Error& e) {
    GTEST_SKIP() << "bcsstk32 is not in the matrix folder: " << e.what();
  }
  const auto* k64 = test::rule_pick("sellp_c16", Backend::cuda, kron64, false);
  const auto* k32 =
      test::rule_pick("sellp_c16", Backend::cuda, load_matrix<float, std::int32_t>("kron:8:bcsstk32"), false);
  ASSERT_TRUE(k64 && k32);
  EXPECT_EQ(k64->param("threads_per_row"), 4) << k64->name;
  EXPECT_EQ(k64->param("unroll"), 4) << k64->name;
  EXPECT_EQ(k32->param("threads_per_row"), 4) << k32->name;
  EXPECT_EQ(k32->param("unroll"), 4) << k32->name;
}

}  // namespace
}  // namespace spgen
