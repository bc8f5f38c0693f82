#include "support/test_support.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <filesystem>

#include "reference/oracle.hpp"
#include "spgen/matrices/sources.hpp"

namespace spgen::test {
namespace {

struct RandomCase {
  const char* name;
  std::int64_t rows;
  std::int64_t cols;
  double mean;
  RowDistribution distribution;
  bool ones = false;  // every value 1: a pattern matrix (sellp_c16's pattern instances run on these)
};

// Sizes avoid multiples of 8 and 32 except equal_64x64, which checks the
// aligned path; shapes cover empty dimensions and extreme aspect ratios; the
// ones_* are pattern matrices.
constexpr RandomCase kRandomCases[] = {
    {"uniform_33x17", 33, 17, 4, RowDistribution::uniform},
    {"uniform_257x300", 257, 300, 7.5, RowDistribution::uniform},
    {"uniform_1000x999", 1000, 999, 12, RowDistribution::uniform},
    {"powerlaw_257x300", 257, 300, 5, RowDistribution::power_law},
    {"powerlaw_2000x2001", 2000, 2001, 8, RowDistribution::power_law},
    {"empty_33x17", 33, 17, 3, RowDistribution::empty_rows},
    {"empty_1000x999", 1000, 999, 6, RowDistribution::empty_rows},
    {"denserow_33x17", 33, 17, 3, RowDistribution::one_dense_row},
    {"denserow_513x1000", 513, 1000, 5, RowDistribution::one_dense_row},
    {"equal_64x64", 64, 64, 8, RowDistribution::all_equal},
    {"equal_100x37", 100, 37, 7, RowDistribution::all_equal},
    {"equal_1000x999", 1000, 999, 3, RowDistribution::all_equal},
    {"shape_0x0", 0, 0, 0, RowDistribution::uniform},
    {"shape_0x5", 0, 5, 2, RowDistribution::uniform},
    {"shape_5x0", 5, 0, 2, RowDistribution::uniform},
    {"shape_1x1", 1, 1, 1, RowDistribution::all_equal},
    {"shape_1x1_empty", 1, 1, 0, RowDistribution::all_equal},
    {"wide_7x100000", 7, 100000, 2000, RowDistribution::one_dense_row},
    {"tall_100000x7", 100000, 7, 2.5, RowDistribution::uniform},
    {"ones_powerlaw_2000x2001", 2000, 2001, 8, RowDistribution::power_law, true},
    {"ones_empty_1000x999", 1000, 999, 6, RowDistribution::empty_rows, true},
};

std::string format_double(double v) {
  char buf[32];
  std::snprintf(buf, sizeof(buf), "%.17g", v);
  return buf;
}

}  // namespace

template <SupportedValue V, SupportedIndex I>
const std::vector<NamedMatrix<V, I>>& standard_test_matrices() {
  static const std::vector<NamedMatrix<V, I>> matrices = [] {
    std::vector<NamedMatrix<V, I>> out;
    std::uint64_t seed = 1;
    for (const auto& c : kRandomCases) {
      RandomMatrixOptions o;
      o.rows = c.rows;
      o.cols = c.cols;
      o.mean_row_length = c.mean;
      o.distribution = c.distribution;
      o.values = ValueKind::small_integers;
      o.seed = seed++;
      auto a = random_matrix<V, I>(o);
      if (c.ones) std::fill(a.values.begin(), a.values.end(), V(1));
      out.push_back({c.name, std::move(a)});
    }
    return out;
  }();
  return matrices;
}

template <SupportedValue V, SupportedIndex I>
const std::vector<NamedMatrix<V, I>>& real_test_matrices() {
  static const std::vector<NamedMatrix<V, I>> matrices = [] {
    std::vector<NamedMatrix<V, I>> out;
    for (const auto& name : shared_matrix_names()) {
      if (name == "qc324") continue;  // complex; the reader rejects it by design
      out.push_back({test_name(name), load_matrix<V, I>(name)});
    }
    return out;
  }();
  return matrices;
}

std::string test_name(std::string_view text) {
  std::string name(text);
  for (char& ch : name)
    if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
  return name;
}

std::string real_matrices_skip_reason() {
  const auto dir = matrix_dir();
  std::error_code ec;
  if (!std::filesystem::is_directory(dir, ec))
    return "matrix folder " + dir.string() + " not found (set SPGEN_MATRIX_DIR)";
  if (shared_matrix_names().empty()) return "no .mtx or .mtx.gz files in " + dir.string();
  return "";
}

template <SupportedValue V>
std::vector<V> random_vector(std::size_t n, ValueKind kind, std::uint64_t seed) {
  std::vector<V> out(n);
  std::uint64_t state = seed * 0x9e3779b97f4a7c15ULL + 0x632be59bd9b4e019ULL;
  for (auto& v : out) {
    // SplitMix64.
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    z ^= z >> 31;
    if (kind == ValueKind::small_integers) {
      const int r = static_cast<int>(z >> 61);
      v = static_cast<V>(r < 4 ? r - 4 : r - 3);
    } else {
      constexpr int kBits = std::numeric_limits<V>::digits;
      v = static_cast<V>(static_cast<double>(z >> (64 - kBits)) * std::ldexp(1.0, 1 - kBits) - 1.0);
    }
  }
  return out;
}

template <SupportedValue V, SupportedIndex I>
::testing::AssertionResult spmm_matches(const CsrView<V, I>& a, std::size_t k,
                                        const std::vector<double>& x, double alpha, double beta,
                                        const std::vector<double>& y_in,
                                        const std::vector<V>& y_out, bool exact) {
  const auto rows = static_cast<std::size_t>(a.nrows);
  const auto cols = static_cast<std::size_t>(a.ncols);
  if (x.size() != cols * k)
    return ::testing::AssertionFailure()
           << "x has " << x.size() << " entries, expected " << cols * k;
  if (y_out.size() != rows * k)
    return ::testing::AssertionFailure()
           << "y_out has " << y_out.size() << " entries, expected " << rows * k;
  const std::vector<double> y0 =
      beta == 0.0 && y_in.empty() ? std::vector<double>(rows * k, 0.0) : y_in;
  if (y0.size() != rows * k)
    return ::testing::AssertionFailure()
           << "y_in has " << y_in.size() << " entries, expected " << rows * k;
  const std::vector<double> expected = reference::spmm(a, k, alpha, x, beta, y0);

  // |A||X| through the oracle itself, on absolute copies.
  std::vector<double> magnitude;
  if (!exact) {
    Csr<double, I> abs_a;
    abs_a.nrows = a.nrows;
    abs_a.ncols = a.ncols;
    abs_a.row_ptr.assign(a.row_ptr.begin(), a.row_ptr.end());
    abs_a.col_idx.assign(a.col_idx.begin(), a.col_idx.end());
    for (const V v : a.values) abs_a.values.push_back(std::fabs(static_cast<double>(v)));
    std::vector<double> abs_x(x.size());
    for (std::size_t i = 0; i < x.size(); ++i) abs_x[i] = std::fabs(x[i]);
    magnitude = reference::spmm(abs_a.view(), k, 1.0, abs_x, 0.0, std::vector<double>(rows * k));
  }

  constexpr double kC = 2.0;
  const double u = std::numeric_limits<V>::epsilon();
  std::size_t bad = 0;
  std::string report;
  for (std::size_t i = 0; i < rows; ++i) {
    const auto nnz_row = static_cast<double>(a.row_ptr[i + 1] - a.row_ptr[i]);
    for (std::size_t j = 0; j < k; ++j) {
      const std::size_t e = i * k + j;
      const double got = static_cast<double>(y_out[e]);
      const double diff = std::fabs(got - expected[e]);
      double bound = 0.0;
      bool ok = false;
      if (exact) {
        ok = got == expected[e];
      } else {
        const double scale =
            std::fabs(alpha) * magnitude[e] + (beta == 0.0 ? 0.0 : std::fabs(beta * y0[e]));
        bound = kC * (nnz_row + 2.0) * u * scale;
        ok = diff <= bound;  // false for NaN
      }
      if (ok) continue;
      if (++bad <= 5) {
        report += "\n  row " + std::to_string(i) + (k > 1 ? " col " + std::to_string(j) : "") +
                  ": got " + format_double(got) + ", expected " + format_double(expected[e]) +
                  ", |diff| " + format_double(diff) +
                  (exact ? std::string() : ", bound " + format_double(bound)) + ", row nnz " +
                  std::to_string(static_cast<std::int64_t>(nnz_row));
      }
    }
  }
  if (bad == 0) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure()
         << bad << " of " << rows * k << " entries differ from the oracle ("
         << (exact ? "exact" : "bounded") << " check, " << type_tag<V>() << type_tag<I>()
         << "); first ones:" << report;
}

template <SupportedValue V, SupportedIndex I>
::testing::AssertionResult spmv_matches(const CsrView<V, I>& a, const std::vector<double>& x,
                                        double alpha, double beta, const std::vector<double>& y_in,
                                        const std::vector<V>& y_out, bool exact) {
  return spmm_matches(a, 1, x, alpha, beta, y_in, y_out, exact);
}

template std::vector<float> random_vector<float>(std::size_t, ValueKind, std::uint64_t);
template std::vector<double> random_vector<double>(std::size_t, ValueKind, std::uint64_t);

#define SPGEN_INSTANTIATE(V, I)                                                      \
  template const std::vector<NamedMatrix<V, I>>& standard_test_matrices<V, I>();     \
  template const std::vector<NamedMatrix<V, I>>& real_test_matrices<V, I>();         \
  template ::testing::AssertionResult spmv_matches<V, I>(                            \
      const CsrView<V, I>&, const std::vector<double>&, double, double,              \
      const std::vector<double>&, const std::vector<V>&, bool);                      \
  template ::testing::AssertionResult spmm_matches<V, I>(                            \
      const CsrView<V, I>&, std::size_t, const std::vector<double>&, double, double, \
      const std::vector<double>&, const std::vector<V>&, bool);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::test
