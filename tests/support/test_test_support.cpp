// The shared test helpers checked on their own: the matrix sets are what the
// header promises, the comparison passes right answers and catches wrong ones
// (including unwritten, poisoned entries), and the name and error helpers.
#include <gtest/gtest.h>

#include <cmath>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>

#include "spgen/matrices/sources.hpp"
#include "spgen/core/stats.hpp"
#include "support/test_support.hpp"

namespace spgen::test {
namespace {

// A plain product in V arithmetic, standing in for a kernel.
template <typename V, typename I>
std::vector<V> naive_spmv(const CsrView<V, I>& a, V alpha, const std::vector<V>& x, V beta,
                          const std::vector<V>& y) {
  std::vector<V> out(static_cast<std::size_t>(a.nrows));
  for (I r = 0; r < a.nrows; ++r) {
    V sum = 0;
    for (I p = a.row_ptr[r]; p < a.row_ptr[r + 1]; ++p) sum += a.values[p] * x[a.col_idx[p]];
    out[r] = alpha * sum + (beta == V{0} ? V{0} : beta * y[r]);
  }
  return out;
}

TEST(StandardTestMatrices, CoverDistributionsAndShapes) {
  const auto& set = standard_test_matrices<float, std::int32_t>();
  std::set<std::string> names;
  std::set<std::pair<std::int64_t, std::int64_t>> shapes;
  std::size_t total = 0;
  for (const auto& [name, a] : set) {
    EXPECT_TRUE(names.insert(name).second) << "duplicate name " << name;
    for (char c : name)
      EXPECT_TRUE(std::isalnum(static_cast<unsigned char>(c)) || c == '_') << name;
    EXPECT_NO_THROW(validate(a.view())) << name;
    for (float v : a.values) ASSERT_TRUE(v == std::round(v) && v != 0 && std::fabs(v) <= 4) << name;
    shapes.insert({a.nrows, a.ncols});
    total += a.nnz();
  }
  const std::pair<std::int64_t, std::int64_t> wanted[] = {{0, 5},   {5, 0},      {1, 1},
                                                          {33, 17}, {1000, 999}, {7, 100000}};
  for (const auto& shape : wanted)
    EXPECT_EQ(shapes.count(shape), 1u) << shape.first << "x" << shape.second;
  for (const char* prefix : {"uniform_", "powerlaw_", "empty_", "denserow_", "equal_"}) {
    EXPECT_TRUE(std::any_of(names.begin(), names.end(), [&](const std::string& n) {
      return n.rfind(prefix, 0) == 0;
    })) << prefix;
  }
  EXPECT_LT(total, 1'000'000u);  // cheap enough for every kernel instance
  // Same content for every type pair.
  const auto& other = standard_test_matrices<double, std::int64_t>();
  ASSERT_EQ(other.size(), set.size());
  for (std::size_t i = 0; i < set.size(); ++i)
    EXPECT_EQ(structure_fingerprint(set[i].matrix.view()),
              structure_fingerprint(other[i].matrix.view()));
}

TEST(RealTestMatrices, AllButComplex) {
  const std::string reason = real_matrices_skip_reason();
  if (!reason.empty()) {
    EXPECT_TRUE((real_test_matrices<double, std::int32_t>().empty()));
    GTEST_SKIP() << reason;
  }
  const auto& set = real_test_matrices<double, std::int32_t>();
  EXPECT_EQ(set.size() + 1, shared_matrix_names().size());  // qc324 left out
  for (const auto& [name, a] : set) {
    EXPECT_NE(name, "qc324");
    EXPECT_NO_THROW(validate(a.view())) << name;
    EXPECT_GT(a.nnz(), 0u) << name;
  }
}

TEST(FillPoison, WritesNaN) {
  std::vector<float> y(5, 1.0f);
  fill_poison<float>(y);
  for (float v : y) EXPECT_TRUE(std::isnan(v));
}

TEST(RandomVector, SeededAndRepresentable) {
  const auto a = random_vector<float>(1000, ValueKind::small_integers, 3);
  EXPECT_EQ(a, random_vector<float>(1000, ValueKind::small_integers, 3));
  EXPECT_NE(a, random_vector<float>(1000, ValueKind::small_integers, 4));
  EXPECT_EQ(std::set<float>(a.begin(), a.end()), (std::set<float>{-4, -3, -2, -1, 1, 2, 3, 4}));
  const auto r = random_vector<double>(1000, ValueKind::uniform_real, 3);
  for (double v : r) {
    EXPECT_GE(v, -1.0);
    EXPECT_LT(v, 1.0);
  }
  EXPECT_GT(std::set<double>(r.begin(), r.end()).size(), 990u);
}

TEST(SpmvMatches, ExactAcceptsRightAndRejectsWrongOrPoisoned) {
  for (const auto& [name, a] : standard_test_matrices<float, std::int32_t>()) {
    const auto x =
        random_vector<float>(static_cast<std::size_t>(a.ncols), ValueKind::small_integers, 1);
    const auto y_in =
        random_vector<float>(static_cast<std::size_t>(a.nrows), ValueKind::small_integers, 2);
    const auto y = naive_spmv(a.view(), 2.0f, x, -1.0f, y_in);
    EXPECT_TRUE(spmv_matches(a.view(), to_double(x), 2.0, -1.0, to_double(y_in), y, true)) << name;
    if (a.nrows == 0) continue;
    auto wrong = y;
    wrong.back() += 1.0f;
    const auto result =
        spmv_matches(a.view(), to_double(x), 2.0, -1.0, to_double(y_in), wrong, true);
    EXPECT_FALSE(result) << name;
    EXPECT_NE(std::string(result.message()).find("row " + std::to_string(a.nrows - 1)),
              std::string::npos)
        << result.message();
    auto poisoned = y;
    fill_poison<float>(std::span(poisoned).first(1));
    EXPECT_FALSE(spmv_matches(a.view(), to_double(x), 2.0, -1.0, to_double(y_in), poisoned, true));
  }
}

TEST(SpmvMatches, BoundedAcceptsRoundingButNotErrors) {
  // Real values in f32: the float result differs from the double oracle by
  // rounding only, which the bound must allow.
  RandomMatrixOptions o;
  o.rows = 500;
  o.cols = 700;
  o.mean_row_length = 40;
  o.distribution = RowDistribution::power_law;
  const auto a = random_matrix<float, std::int32_t>(o);
  const auto x = random_vector<float>(700, ValueKind::uniform_real, 5);
  const auto y_in = random_vector<float>(500, ValueKind::uniform_real, 6);
  const auto y = naive_spmv(a.view(), 0.75f, x, 0.5f, y_in);
  EXPECT_TRUE(spmv_matches(a.view(), to_double(x), 0.75, 0.5, to_double(y_in), y, false));
  // The float result is not exact, or the bounded check would be pointless here.
  EXPECT_FALSE(spmv_matches(a.view(), to_double(x), 0.75, 0.5, to_double(y_in), y, true));
  auto wrong = y;
  wrong[10] *= 1.001f;
  wrong[10] += 1e-3f;
  EXPECT_FALSE(spmv_matches(a.view(), to_double(x), 0.75, 0.5, to_double(y_in), wrong, false));
  auto poisoned = y;
  fill_poison<float>(std::span(poisoned).subspan(20, 1));
  EXPECT_FALSE(spmv_matches(a.view(), to_double(x), 0.75, 0.5, to_double(y_in), poisoned, false));
}

TEST(SpmvMatches, BetaZeroIgnoresMissingYAndSizeMismatchFails) {
  const auto& a = standard_test_matrices<double, std::int64_t>().front().matrix;
  const auto x =
      random_vector<double>(static_cast<std::size_t>(a.ncols), ValueKind::small_integers, 1);
  const auto y = naive_spmv(a.view(), 1.0, x, 0.0, {});
  EXPECT_TRUE(spmv_matches(a.view(), x, 1.0, 0.0, {}, y, true));
  EXPECT_FALSE(spmv_matches(a.view(), x, 1.0, 0.0, {}, std::vector<double>(y.size() + 1), true));
  EXPECT_FALSE(spmv_matches(a.view(), std::vector<double>(x.size() + 1), 1.0, 0.0, {}, y, true));
}

TEST(SpmmMatches, ColumnsCheckedIndependently) {
  const auto& a = standard_test_matrices<double, std::int32_t>()[1].matrix;
  const std::size_t k = 3;
  const auto x =
      random_vector<double>(static_cast<std::size_t>(a.ncols) * k, ValueKind::small_integers, 8);
  std::vector<double> y(static_cast<std::size_t>(a.nrows) * k, 0.0);
  for (std::int32_t r = 0; r < a.nrows; ++r)
    for (auto p = a.row_ptr[r]; p < a.row_ptr[r + 1]; ++p)
      for (std::size_t j = 0; j < k; ++j) y[r * k + j] += a.values[p] * x[a.col_idx[p] * k + j];
  EXPECT_TRUE(spmm_matches(a.view(), k, x, 1.0, 0.0, {}, y, true));
  y[k + 2] += 1.0;
  const auto result = spmm_matches(a.view(), k, x, 1.0, 0.0, {}, y, true);
  EXPECT_FALSE(result);
  EXPECT_NE(std::string(result.message()).find("row 1 col 2"), std::string::npos)
      << result.message();
}

TEST(TestName, KeepsAlphanumericsAndReplacesTheRest) {
  EXPECT_EQ(test_name("bcsstk32"), "bcsstk32");
  EXPECT_EQ(test_name("email-enron.mtx.gz"), "email_enron_mtx_gz");
  EXPECT_EQ(test_name("a b/c:\xe9"), "a_b_c__");
  EXPECT_EQ(test_name(""), "");
}

TEST(ErrorMessage, TheErrorsMessageOrNothing) {
  EXPECT_EQ(error_message([] { throw Error("t.mtx:2: expected int64"); }), "t.mtx:2: expected int64");
  EXPECT_EQ(error_message([] {}), std::nullopt);
  EXPECT_THROW(error_message([] { throw std::logic_error("not spgen"); }), std::logic_error);
}

TEST(ThrowsError, NeedsTheErrorAndEveryFragment) {
  const auto throws = [] { throw Error("wide.mtx:2: 3000000000 columns need int64 indices"); };
  EXPECT_TRUE(throws_error(throws, {"wide.mtx:2:", "int64", "3000000000"}));
  EXPECT_TRUE(throws_error(throws, {}));
  const auto lacking = throws_error(throws, {"wide.mtx:2:", "int32", "rows"});
  EXPECT_FALSE(lacking);
  EXPECT_NE(std::string(lacking.message()).find("lacks 'int32', 'rows': wide.mtx:2: 3000000000"),
            std::string::npos)
      << lacking.message();
  const auto returned = throws_error([] {}, {"int64"});
  EXPECT_FALSE(returned);
  EXPECT_EQ(std::string(returned.message()), "no spgen::Error was thrown");
}

}  // namespace
}  // namespace spgen::test
