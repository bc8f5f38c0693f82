// SELL-P / SELL-C-σ container: round trips, layout, occupancy, σ sorting and
// parameter errors.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <span>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "backends/backend.hpp"
#include "formats/format.hpp"
#include "formats/sellp/row_order.hpp"
#include "formats/sellp/sellp_rule.hpp"
#include "plan/features.hpp"
#include "reference/oracle.hpp"
#include "spgen/core/error.hpp"
#include "spgen/formats/sellp.hpp"
#include "spgen/spgen.hpp"
#include "support/cache_dir.hpp"
#include "support/rule_pick.hpp"
#include "support/test_support.hpp"

namespace {

using spgen::Csr;
using spgen::Sellp;
using spgen::SellpParams;

template <typename V, typename I>
bool same_matrix(const Csr<V, I>& a, const Csr<V, I>& b) {
  return a.nrows == b.nrows && a.ncols == b.ncols && a.row_ptr == b.row_ptr &&
         a.col_idx == b.col_idx && a.values == b.values;
}

// Independent of any kernel: walks the documented layout directly, so a
// converter that agrees with to_csr() but not with the ABI still fails here.
template <typename V, typename I>
std::vector<double> layout_spmv(const Sellp<V, I>& s, const std::vector<double>& x) {
  std::vector<double> y(static_cast<std::size_t>(s.nrows), -12345.0);
  for (I sl = 0; sl < s.nslices; ++sl) {
    for (int r = 0; r < s.slice_height; ++r) {
      const std::int64_t p = static_cast<std::int64_t>(sl) * s.slice_height + r;
      if (p >= s.nrows) continue;
      double sum = 0;
      for (I j = 0; j < s.slice_width(sl); ++j) {
        const std::size_t k = static_cast<std::size_t>(s.slice_ptr[sl]) +
                              static_cast<std::size_t>(j) * s.slice_height + r;
        sum += static_cast<double>(s.values[k]) * x[static_cast<std::size_t>(s.col_idx[k])];
      }
      y[static_cast<std::size_t>(s.row_perm[p])] = sum;
    }
  }
  return y;
}

Csr<double, std::int32_t> small_matrix() {
  // Row lengths 2, 0, 3, 1, 4: an empty row, and an explicit zero (row 3)
  // that must survive the round trip although padding also holds zeros.
  Csr<double, std::int32_t> a;
  a.nrows = 5;
  a.ncols = 6;
  a.row_ptr = {0, 2, 2, 5, 6, 10};
  a.col_idx = {0, 3, 1, 2, 5, 0, 0, 1, 2, 4};
  a.values = {1, 2, 3, 4, 5, 0, 6, 7, 8, 9};
  return a;
}

const SellpParams kParamSets[] = {
    {1, 1, 1}, {2, 1, 1}, {4, 2, 1}, {8, 1, 1}, {8, 4, 8}, {8, 8, 64},
    {16, 1, 16}, {16, 2, 256}, {32, 32, 32}, {4, 1, 1024},
};

std::string describe(const SellpParams& p) {
  return "b=" + std::to_string(p.slice_height) + " t=" + std::to_string(p.threads_per_row) +
         " sigma=" + std::to_string(p.sigma);
}

template <typename V, typename I>
void check_round_trips(const std::vector<spgen::test::NamedMatrix<V, I>>& matrices) {
  for (const auto& [name, a] : matrices) {
    for (const auto& p : kParamSets) {
      SCOPED_TRACE(name + " " + describe(p));
      const auto s = Sellp<V, I>::from_csr(a.view(), p);
      ASSERT_NO_THROW(s.validate());
      EXPECT_EQ(s.nnz, a.nnz());
      EXPECT_TRUE(same_matrix(s.to_csr(), a));
      EXPECT_GT(s.occupancy(), 0.0);
      EXPECT_LE(s.occupancy(), 1.0);
    }
  }
}

TEST(Sellp, RoundTripsStandardMatricesAllTypes) {
  check_round_trips(spgen::test::standard_test_matrices<double, std::int32_t>());
  check_round_trips(spgen::test::standard_test_matrices<float, std::int64_t>());
}

TEST(Sellp, RoundTripsRealMatrices) {
  const auto& real = spgen::test::real_test_matrices<double, std::int32_t>();
  if (real.empty()) GTEST_SKIP() << spgen::test::real_matrices_skip_reason();
  for (const auto& [name, a] : real) {
    for (const SellpParams p : {SellpParams{8, 1, 1}, SellpParams{32, 4, 1024}, SellpParams{16, 1, 16}}) {
      SCOPED_TRACE(name + " " + describe(p));
      const auto s = Sellp<double, std::int32_t>::from_csr(a.view(), p);
      ASSERT_NO_THROW(s.validate());
      EXPECT_TRUE(same_matrix(s.to_csr(), a));
    }
  }
}

TEST(Sellp, LayoutMatchesTheKernelAbi) {
  // The product computed from the raw arrays as templates/README.md describes
  // them equals the oracle's (small integers: exact).
  for (const auto& [name, a] : spgen::test::standard_test_matrices<double, std::int32_t>()) {
    const auto x = spgen::test::to_double(spgen::test::random_vector<double>(
        static_cast<std::size_t>(a.ncols), spgen::ValueKind::small_integers, 7));
    const auto expected = spgen::reference::spmv(
        a.view(), 1.0, x, 0.0, std::vector<double>(static_cast<std::size_t>(a.nrows), 0.0));
    for (const auto& p : kParamSets) {
      SCOPED_TRACE(name + " " + describe(p));
      EXPECT_EQ(layout_spmv(Sellp<double, std::int32_t>::from_csr(a.view(), p), x), expected);
    }
  }
}

TEST(Sellp, HandMadeLayoutAndOccupancy) {
  const auto a = small_matrix();
  // b = 2, t = 1, no sorting: slices {0,1} width 2, {2,3} width 3, {4} width 4.
  const auto s = Sellp<double, std::int32_t>::from_csr(a.view(), {2, 1, 1});
  EXPECT_EQ(s.nslices, 3);
  EXPECT_EQ(s.slice_ptr, (std::vector<std::int32_t>{0, 4, 10, 18}));
  EXPECT_EQ(s.row_perm, (std::vector<std::int32_t>{0, 1, 2, 3, 4}));
  // Slice 0, column-major: (row0 e0, row1 pad), (row0 e1, row1 pad); the empty
  // row pads with column 0.
  EXPECT_EQ(std::vector<std::int32_t>(s.col_idx.begin(), s.col_idx.begin() + 4),
            (std::vector<std::int32_t>{0, 0, 3, 0}));
  EXPECT_EQ(std::vector<double>(s.values.begin(), s.values.begin() + 4),
            (std::vector<double>{1, 0, 2, 0}));
  // Row 3 (one entry, column 0) pads by repeating its last column.
  EXPECT_EQ(s.col_idx[4 + 1], 0);
  EXPECT_EQ(s.col_idx[4 + 3], 0);
  EXPECT_EQ(s.col_idx[4 + 5], 0);
  EXPECT_EQ(s.values[4 + 3], 0.0);
  EXPECT_DOUBLE_EQ(s.occupancy(), 10.0 / 18.0);
  EXPECT_EQ(s.stored_bytes(), (4 + 5 + 18) * sizeof(std::int32_t) + 18 * sizeof(double));

  // t = 4 rounds every width up to 4: 3 slices × 2 rows × 4.
  const auto s4 = Sellp<double, std::int32_t>::from_csr(a.view(), {2, 4, 1});
  EXPECT_EQ(s4.slice_ptr, (std::vector<std::int32_t>{0, 8, 16, 24}));
  EXPECT_DOUBLE_EQ(s4.occupancy(), 10.0 / 24.0);

  // b = 1 stores exactly the nonzeros: β = 1.
  EXPECT_DOUBLE_EQ((Sellp<double, std::int32_t>::from_csr(a.view(), {1, 1, 1}).occupancy()), 1.0);
}

TEST(Sellp, SortingReducesPaddingOnHandMadeCase) {
  // Lengths 1, 4, 1, 4: unsorted b = 2 slices are both 4 wide (β = 10/16);
  // σ = 4 puts the two long rows in one slice (β = 10/10).
  Csr<float, std::int32_t> a;
  a.nrows = 4;
  a.ncols = 4;
  a.row_ptr = {0, 1, 5, 6, 10};
  a.col_idx = {2, 0, 1, 2, 3, 1, 0, 1, 2, 3};
  a.values = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
  const auto unsorted = Sellp<float, std::int32_t>::from_csr(a.view(), {2, 1, 1});
  EXPECT_DOUBLE_EQ(unsorted.occupancy(), 10.0 / 16.0);
  const auto sorted = Sellp<float, std::int32_t>::from_csr(a.view(), {2, 1, 4});
  EXPECT_DOUBLE_EQ(sorted.occupancy(), 1.0);
  // Stable: equal lengths keep their order.
  EXPECT_EQ(sorted.row_perm, (std::vector<std::int32_t>{1, 3, 0, 2}));
  EXPECT_EQ(sorted.row_len, (std::vector<std::int32_t>{4, 4, 1, 1}));
  EXPECT_TRUE(same_matrix(sorted.to_csr(), a));
}

TEST(Sellp, SigmaPermutationStaysInWindowsAndSortsThem) {
  for (const auto& [name, a] : spgen::test::standard_test_matrices<double, std::int64_t>()) {
    for (const int sigma : {8, 32, 1 << 20}) {
      SCOPED_TRACE(name + " sigma=" + std::to_string(sigma));
      const auto s = Sellp<double, std::int64_t>::from_csr(a.view(), {8, 1, sigma});
      std::vector<std::int64_t> sorted_perm(s.row_perm.begin(), s.row_perm.end());
      std::sort(sorted_perm.begin(), sorted_perm.end());
      for (std::int64_t p = 0; p < a.nrows; ++p) {
        ASSERT_EQ(sorted_perm[p], p) << "not a permutation";
        ASSERT_EQ(s.row_perm[p] / sigma, p / sigma) << "left its window at position " << p;
        ASSERT_EQ(s.row_len[p], a.view().row_length(s.row_perm[p]));
        if (p % sigma != 0 && p > 0) {
          ASSERT_GE(s.row_len[p - 1], s.row_len[p]) << "window not sorted at " << p;
          if (s.row_len[p - 1] == s.row_len[p]) {
            ASSERT_LT(s.row_perm[p - 1], s.row_perm[p]) << "sort not stable at " << p;
          }
        }
      }
      // Sorting can only shrink the padding of b-aligned slices within windows.
      const auto unsorted = Sellp<double, std::int64_t>::from_csr(a.view(), {8, 1, 1});
      EXPECT_LE(s.stored_entries(), unsorted.stored_entries());
    }
  }
}

TEST(Sellp, RejectsParametersOutsideTheirDomain) {
  const auto a = small_matrix();
  auto expect_error = [&](SellpParams p, const std::string& needle) {
    try {
      (void)Sellp<double, std::int32_t>::from_csr(a.view(), p);
      ADD_FAILURE() << describe(p) << " accepted";
    } catch (const spgen::Error& e) {
      EXPECT_NE(std::string(e.what()).find(needle), std::string::npos) << e.what();
    }
  };
  expect_error({0, 1, 1}, "slice_height");
  expect_error({3, 1, 1}, "slice_height");
  expect_error({2048, 1, 1}, "slice_height");
  expect_error({8, 0, 1}, "threads_per_row");
  expect_error({8, 3, 1}, "threads_per_row");
  expect_error({8, 64, 1}, "threads_per_row");
  expect_error({8, 1, 0}, "sigma");
  expect_error({8, 1, 12}, "multiple of slice_height");
  expect_error({8, 1, -8}, "sigma");
}

TEST(Sellp, StoredEntriesOverflowingI32AreAnError) {
  // 2^31 / 1024 + 1 rows... too large to allocate; instead one full row and
  // a tall slice: a 1 × 2^21 dense row in slices of 1024 rows stores 2^31.
  Csr<float, std::int32_t> a;
  a.nrows = 1;
  a.ncols = 1 << 21;
  a.col_idx.resize(static_cast<std::size_t>(a.ncols));
  for (std::int32_t c = 0; c < a.ncols; ++c) a.col_idx[static_cast<std::size_t>(c)] = c;
  a.values.assign(a.col_idx.size(), 1.0f);
  a.row_ptr = {0, a.ncols};
  EXPECT_THROW((void)(Sellp<float, std::int32_t>::from_csr(a.view(), {1024, 1, 1})), spgen::Error);
  // The same matrix fits with b = 1.
  EXPECT_NO_THROW((void)(Sellp<float, std::int32_t>::from_csr(a.view(), {1, 1, 1})));
}

TEST(Sellp, ValidateNamesCorruption) {
  const auto a = small_matrix();
  const auto good = Sellp<double, std::int32_t>::from_csr(a.view(), {2, 1, 1});
  ASSERT_NO_THROW(good.validate());
  auto expect_invalid = [](const Sellp<double, std::int32_t>& s, const std::string& needle) {
    try {
      s.validate();
      ADD_FAILURE() << "accepted, expected: " << needle;
    } catch (const spgen::Error& e) {
      EXPECT_NE(std::string(e.what()).find(needle), std::string::npos) << e.what();
    }
  };
  auto s = good;
  s.col_idx[1] = 6;
  expect_invalid(s, "outside [0, 6)");
  s = good;
  s.values[1] = 1.0;  // padding of the empty row
  expect_invalid(s, "padding value");
  s = good;
  std::swap(s.row_perm[0], s.row_perm[1]);  // σ = 1: no row may move
  expect_invalid(s, "sigma window");
  s = good;
  s.row_perm[1] = 0;
  expect_invalid(s, "not a permutation");
  s = good;
  s.slice_ptr[1] = 3;
  expect_invalid(s, "multiple of b*t");
  s = good;
  std::swap(s.col_idx[0], s.col_idx[2]);  // row 0: columns 3, 0
  expect_invalid(s, "not after the previous");
  s = good;
  s.row_len[0] = 1;
  expect_invalid(s, "row lengths sum");
  s = good;
  s.sigma = 3;
  expect_invalid(s, "sigma");
}

// The rule estimates SELL occupancy from row lengths alone; it must equal
// what the conversion then stores, or the rule decides on wrong numbers.
TEST(SellpRule, BetaEstimateMatchesTheConversion) {
  int checked = 0;
  for (const auto& [name, csr] : spgen::test::standard_test_matrices<double, std::int32_t>()) {
    for (int b : {8, 16, 32}) {
      for (int t : {1, 2, 4}) {
        for (int sigma : {1, 64, 256}) {
          const double est = spgen::formats::estimate_sellp_beta(csr.row_ptr, b, t, sigma);
          const auto s = Sellp<double, std::int32_t>::from_csr(csr.view(), SellpParams{b, t, sigma});
          EXPECT_NEAR(est, s.occupancy(), 1e-12)
              << name << " b=" << b << " t=" << t << " sigma=" << sigma;
          ++checked;
        }
      }
    }
  }
  EXPECT_GT(checked, 0);
}

// The rule counts several slice heights in one pass per σ (pick_sigmas,
// sell_stored_entries over heights): the same stored entries, β and σ as
// counting each height alone, which the test above ties to the conversion.
TEST(SellpRule, SlicesCountedTogetherEqualEachAlone) {
  using spgen::formats::kSellCudaSigmas;
  int checked = 0;
  auto matrices = spgen::test::standard_test_matrices<double, std::int32_t>();
  matrices.push_back({"rmat_12_16", spgen::load_matrix<double, std::int32_t>("rmat:12:16")});
  for (const auto& [name, csr] : matrices) {
    const std::span<const std::int32_t> rows(csr.row_ptr);
    for (const std::vector<int>& heights : {std::vector<int>{8, 16, 32}, std::vector<int>{32, 16}, std::vector<int>{4}}) {
      for (int t : {1, 2, 4}) {
        for (int sigma : {1, 64, 256, 4096}) {
          const auto together = spgen::formats::sell_stored_entries(rows, std::span<const int>(heights), t, sigma);
          for (std::size_t h = 0; h < heights.size(); ++h) {
            const Sellp<double, std::int32_t> s =
                Sellp<double, std::int32_t>::from_csr(csr.view(), SellpParams{heights[h], t, sigma});
            EXPECT_EQ(together[h], static_cast<std::int64_t>(s.stored_entries()))
                << name << " b=" << heights[h] << " t=" << t << " sigma=" << sigma;
          }
        }
        const auto picks = spgen::formats::pick_sigmas(spgen::formats::SellRows<std::int32_t>(csr.row_ptr), heights, t,
                                                       kSellCudaSigmas);
        for (std::size_t h = 0; h < heights.size(); ++h) {
          // pick_sigma() over one height at a time, as it was written before.
          int want_sigma = 1;
          double want_beta = -1;
          for (const int s : kSellCudaSigmas) {
            const int sigma = s == 1 ? 1 : std::max(heights[h], s / heights[h] * heights[h]);
            const double beta = spgen::formats::estimate_sellp_beta(csr.row_ptr, heights[h], t, sigma);
            if (sigma == 1 && beta >= spgen::formats::kSigmaOneBeta) {
              want_beta = beta;
              break;
            }
            if (beta > want_beta + 1e-9) std::tie(want_sigma, want_beta) = std::pair(sigma, beta);
          }
          EXPECT_EQ(picks[h].first, want_sigma) << name << " b=" << heights[h] << " t=" << t;
          EXPECT_NEAR(picks[h].second, want_beta, 1e-12) << name << " b=" << heights[h] << " t=" << t;
          ++checked;
        }
      }
    }
  }
  EXPECT_GT(checked, 0);
}

// SELL's row order sorts a window by counting its row lengths, or by
// comparison where they span far more values than the window has rows; both
// must give the stable order by decreasing length.
TEST(SellRowOrder, CountingAndComparisonSortsAgreeWithAStableSort) {
  std::vector<std::int32_t> lengths;
  for (int r = 0; r < 3000; ++r) lengths.push_back((r * 7919) % 23);       // short rows: counted
  for (int r = 0; r < 40; ++r) lengths.push_back(r % 3 == 0 ? 90000 + r : r % 5);  // a window of few long rows
  for (int r = 0; r < 77; ++r) lengths.push_back(4);                      // a tail window, all equal
  std::vector<std::int32_t> row_ptr{0};
  for (const auto l : lengths) row_ptr.push_back(row_ptr.back() + l);
  for (const std::int64_t sigma : {std::int64_t{40}, std::int64_t{1000}, std::int64_t{4096}}) {
    const auto order = spgen::formats::sell_row_order(std::span<const std::int32_t>(row_ptr), sigma);
    ASSERT_EQ(order.size(), lengths.size());
    const auto n = static_cast<std::int64_t>(lengths.size());
    for (std::int64_t w0 = 0; w0 < n; w0 += sigma) {
      std::vector<std::int32_t> want(static_cast<std::size_t>(std::min(n, w0 + sigma) - w0));
      for (std::size_t i = 0; i < want.size(); ++i) want[i] = static_cast<std::int32_t>(w0 + static_cast<std::int64_t>(i));
      std::stable_sort(want.begin(), want.end(), [&](std::int32_t a, std::int32_t b) { return lengths[a] > lengths[b]; });
      for (std::size_t i = 0; i < want.size(); ++i)
        ASSERT_EQ(order[w0 + static_cast<std::int64_t>(i)], want[i]) << "sigma " << sigma << " position " << w0 + static_cast<std::int64_t>(i);
    }
  }
  EXPECT_TRUE(spgen::formats::sell_row_order(std::span<const std::int32_t>(row_ptr), 1).empty());
}

// The CUDA instance SELL-P's rule proposes for poisson3d:64 (27 entries per
// row, 6.9M): two threads per row, two slice columns per step in f64 and
// one in f32 (sellp_rule.hpp).
TEST(SellpRule, CudaUnrollsTwoSliceColumnsInF64WhereRowsAreLong) {
  const auto* f64 = spgen::test::rule_pick("sellp", spgen::Backend::cuda,
                                           spgen::load_matrix<double, std::int32_t>("poisson3d:64"));
  const auto* f32 = spgen::test::rule_pick("sellp", spgen::Backend::cuda,
                                           spgen::load_matrix<float, std::int32_t>("poisson3d:64"));
  if (!f64 || !f32) GTEST_SKIP() << "no CUDA SELL-P instance in the registry";
  EXPECT_EQ(f64->param("threads_per_row"), 2) << f64->name;
  EXPECT_EQ(f64->param("unroll"), 2) << f64->name;
  EXPECT_EQ(f32->param("threads_per_row"), 2) << f32->name;
  EXPECT_EQ(f32->param("unroll"), 1) << f32->name;
}

// A graph renumbered longest rows first has slices of almost no padding, but
// its hub rows keep one block busy long after the rest (the H100 ran SELL-P
// 48x slower than CSR-Stream on degsort:rmat:22:16): neither SELL format's
// CUDA rule proposes it there, and the chain estimate says why.
TEST(SellpRule, CudaDeclinesWhereTheLongestRowOutlastsTheProduct) {
  const auto sorted = spgen::load_matrix<double, std::int32_t>("degsort:rmat:19:16");
  ASSERT_GT(sorted.nnz(), 4'000'000);
  for (const char* format : {"sellp", "sellp_c16"})
    EXPECT_EQ(spgen::test::rule_pick(format, spgen::Backend::cuda, sorted), nullptr) << format;
  // 97712 entries at t1 (rmat:22:16's longest row) against 0.8 GB of bytes.
  const std::string why = spgen::formats::long_row_note(97712, 1, 0.8e9);
  EXPECT_NE(why.find("97712 entries"), std::string::npos) << why;
  EXPECT_EQ(spgen::formats::long_row_note(27, 2, 0.6e9), "");  // poisson3d:128's rows
}

// Short rows over many rows: a slice is one block of few entries, and the
// blocks' own rate bounds the product (the H100 ran every SELL instance on
// kron:40:delaunay_n16 at 0.10 ms, CSR-Stream at 0.066 in f32). 2.6M rows of
// 7 entries in f32: 81920 slices take at least 102 us, CSR's bytes 71 us, so
// neither SELL format's CUDA rule proposes it; poisson3d:64's 8192 slices of
// 27-entry rows stay SELL's.
TEST(SellpRule, CudaDeclinesWhereItsSlicesOutnumberTheBytes) {
  const auto banded = spgen::load_matrix<float, std::int32_t>("banded:2621440:3");
  ASSERT_GT(banded.nnz(), 4'000'000);
  for (const char* format : {"sellp", "sellp_c16"})
    EXPECT_EQ(spgen::test::rule_pick(format, spgen::Backend::cuda, banded), nullptr) << format;
  const auto poisson = spgen::load_matrix<float, std::int32_t>("poisson3d:64");
  for (const char* format : {"sellp", "sellp_c16"})
    EXPECT_NE(spgen::test::rule_pick(format, spgen::Backend::cuda, poisson), nullptr) << format;
  const std::string why = spgen::formats::slice_floor_note(81920, 157e6);
  EXPECT_NE(why.find("81920 slices"), std::string::npos) << why;
  EXPECT_EQ(spgen::formats::slice_floor_note(65536, 471e6), "");  // poisson3d:128 f32
}

// A CPU context with a private cache folder.
spgen::ContextOptions isolated_cpu_options(const std::string& name) {
  spgen::ContextOptions o;
  o.want = spgen::ContextOptions::Want::cpu;
  o.cache.dir = std::filesystem::temp_directory_path() /
                ("spgen_sellp_test_" + name + "_" + std::to_string(::getpid()));
  spgen::test::remove_cache_dir(o.cache.dir);
  o.cache.disk = true;
  return o;
}

// With AVX-512 the rule names candidates and the executor times them on the
// matrix: every CSR instance and, for an irregular matrix whose β allows it,
// SELL-C-σ with a wide sorting window, plain and with 16-bit column offsets
// (the matrix's 40000 columns fit them), each reading x by the gather
// instruction (g0) and by scalar loads (g1). The fastest is kept and the
// plan cache remembers it, so a second plan times nothing.
TEST(SellpRule, CpuPlanTimesSellAgainstCsrAndRemembersTheFastest) {
  if (!spgen::cpu_has_avx512()) GTEST_SKIP() << "the processor lacks AVX-512 F/VL/BW/DQ";
  auto o = isolated_cpu_options("timed");
  const auto ctx = spgen::Context::create(o);
  const auto csr = spgen::load_matrix<double, std::int32_t>("random:powerlaw:40000:40000:12:7");
  const auto a = spgen::Matrix<double, std::int32_t>::from_csr(csr);
  const auto p1 = spgen::plan(ctx, a);
  const auto& d1 = p1.describe();
  EXPECT_NE(d1.selection.find("sigma 16384"), std::string::npos) << d1.selection;
  // The random values take more than 65535 distinct values: sellp_c16 stores them (v=0 p=0), its
  // columns in 16 bits (cb=16: 8-bit ones would save under 5% of the bytes with slices of 8 rows).
  const char* timed[] = {"csr g=0", "csr g=1", "sellp b=8 g=0", "sellp b=8 g=1", "sellp_c16 b=8 v=0 p=0 cb=16 g=0",
                         "sellp_c16 b=8 v=0 p=0 cb=16 g=1"};
  for (const char* t : timed) EXPECT_NE(d1.selection.find(t), std::string::npos) << t << ": " << d1.selection;
  // The kept instance is one of those timed (other formats' rules may add
  // candidates, e.g. HYB, and a loaded machine may time one of them fastest).
  const spgen::KernelEntry* kept = spgen::find_kernel(d1.instance);
  ASSERT_NE(kept, nullptr) << d1.instance;
  EXPECT_NE(d1.selection.find(std::string(kept->format) + " " + spgen::detail::params_string(*kept)), std::string::npos)
      << d1.instance << " is not among the timed: " << d1.selection;
  if (d1.format == "sellp" || d1.format == "sellp_c16") {
    EXPECT_NE(d1.params.find("sigma=16384"), std::string::npos) << d1.params;
  } else {
    // The SELL conversions were paid to time them: selection, not conversion.
    EXPECT_LT(d1.setup.conversion_ms, d1.setup.selection_ms);
  }

  const auto x = spgen::test::random_vector<double>(static_cast<std::size_t>(csr.ncols), spgen::ValueKind::uniform_real, 11);
  std::vector<double> y(static_cast<std::size_t>(csr.nrows));
  spgen::test::fill_poison<double>(y);
  p1.apply(1.0, x.data(), 0.0, y.data());
  EXPECT_TRUE(spgen::test::spmv_matches(csr.view(), x, 1.0, 0.0, {}, y, false));

  const auto p2 = spgen::plan(ctx, a);
  const auto& d2 = p2.describe();
  EXPECT_TRUE(d2.plan_cache_hit);
  EXPECT_EQ(d2.instance, d1.instance);
  EXPECT_EQ(d2.params, d1.params);
  EXPECT_EQ(d2.selection, d1.selection);  // the record keeps what the timing found
  spgen::test::remove_cache_dir(o.cache.dir);
}

// sigma is SELL's conversion parameter: its descriptor owns the domain, so a
// bad value from PlanOptions or a plan-cache record is refused by name.
TEST(SellpFormat, SigmaDomainBelongsToTheDescriptor) {
  const spgen::KernelEntry* e = spgen::test::first_instance_of("sellp");
  ASSERT_NE(e, nullptr);
  const auto& f = spgen::formats::format_of<double, std::int32_t>(*e);
  const int b = e->param("slice_height");
  EXPECT_NO_THROW(f.check_params({{"sigma", 1}}, *e));
  EXPECT_NO_THROW(f.check_params({{"sigma", 64 * b}}, *e));
  for (const std::int64_t bad : {std::int64_t{0}, std::int64_t{-8}, std::int64_t{b + 1}, std::int64_t{2147483647},
                                 std::int64_t{1} << 40})
    EXPECT_TRUE(spgen::test::throws_error([&] { f.check_params({{"sigma", bad}}, *e); },
                                          {"sigma", std::to_string(bad)}))
        << bad;
  EXPECT_TRUE(spgen::test::throws_error([&] { f.check_params({{"piece_len", 8}}, *e); }, {"piece_len", "sigma"}));
}

}  // namespace

namespace {

// The CUDA SELL-P SpMM instances of value type V (i32 indices) in the registry.
template <typename V>
std::vector<const spgen::KernelEntry*> cuda_spmm_pool() {
  std::vector<const spgen::KernelEntry*> pool;
  const auto vt = sizeof(V) == 8 ? spgen::ValueType::f64 : spgen::ValueType::f32;
  for (const auto& e : spgen::kernel_registry())
    if (e.op == spgen::Op::spmm && std::string_view(e.format) == "sellp" && e.backend == spgen::Backend::cuda &&
        e.value_type == vt && e.index_type == spgen::IndexType::i32)
      pool.push_back(&e);
  return pool;
}

bool has_shape(const spgen::KernelEntry& e, const spgen::formats::SpmmShape& s) {
  return e.param("slice_height") == s.b && e.param("threads_per_row") == s.t && e.param("unroll") == s.u &&
         e.param("cols_per_lane") == s.cf && e.param("vector_width") == s.vw;
}

// CUDA SpMM without a GPU: for every k from 1 to 512 the rule proposes the
// shape measured for k (spmm_shape_for), which is shipped; a build without
// that instance gets the fewest passes over A instead.
template <typename V>
void check_cuda_spmm_shapes() {
  using spgen::formats::spmm_shape_for;
  auto pool = cuda_spmm_pool<V>();
  ASSERT_FALSE(pool.empty());
  const auto a = spgen::poisson3d<V, std::int32_t>(12);
  const spgen::Features feat = spgen::compute_features(a.view());
  const auto& format = spgen::formats::format_of<V, std::int32_t>(*pool.front());
  auto propose = [&](std::int64_t k) {
    const spgen::formats::SelectionInput<V, std::int32_t> in{
        .a = a, .features = feat, .backend = spgen::Backend::cuda, .instances = pool, .k = k};
    const auto proposals = format.propose_spmm(in);
    EXPECT_EQ(proposals.size(), 1u);
    return proposals.empty() ? nullptr : proposals.front().entry;
  };
  for (std::int64_t k = 1; k <= 512; k += k < 140 ? 1 : 93) {
    SCOPED_TRACE("k = " + std::to_string(k));
    const spgen::KernelEntry* e = propose(k);
    ASSERT_NE(e, nullptr);
    EXPECT_TRUE(has_shape(*e, spmm_shape_for(k, sizeof(V)))) << e->name;
  }
  // Without the shape measured for k = 128: the fewest passes, then the
  // fewest columns per lane.
  const auto& want = spmm_shape_for(128, sizeof(V));
  std::erase_if(pool, [&](const spgen::KernelEntry* e) { return has_shape(*e, want); });
  ASSERT_FALSE(pool.empty());
  const spgen::KernelEntry* fallback = propose(128);
  ASSERT_NE(fallback, nullptr);
  auto passes = [](const spgen::KernelEntry* e) { return (128 + spgen::formats::spmm_chunk(*e) - 1) / spgen::formats::spmm_chunk(*e); };
  for (const auto* e : pool) EXPECT_LE(passes(fallback), passes(e)) << fallback->name << " against " << e->name;
}

}  // namespace

TEST(SellpRule, CudaSpmmTakesTheShapeMeasuredForEachK) {
  check_cuda_spmm_shapes<double>();
  check_cuda_spmm_shapes<float>();
}
