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
OracleProduct oracle_product(const CsrView<V, I>& a, std::size_t k, const std::vector<double>& x, bool transposed,
                             bool exact) {
  OracleProduct out;
  out.rows = static_cast<std::size_t>(transposed ? a.ncols : a.nrows);
  out.k = k;
  out.exact = exact;
  out.types = std::string(type_tag<V>()) + type_tag<I>();
  const std::vector<double> zeros(out.rows * k, 0.0);
  auto multiply = [&](const CsrView<V, I>& m, const std::vector<double>& xs) {
    return transposed ? reference::spmm_transposed(m, k, 1.0, xs, 0.0, zeros)
                      : reference::spmm(m, k, 1.0, xs, 0.0, zeros);
  };
  out.product = multiply(a, x);
  out.row_entries.assign(out.rows, 0);
  if (transposed) {
    for (const I c : a.col_idx) ++out.row_entries[static_cast<std::size_t>(c)];
  } else {
    for (std::size_t i = 0; i < out.rows; ++i) out.row_entries[i] = static_cast<std::int64_t>(a.row_ptr[i + 1] - a.row_ptr[i]);
  }
  if (!exact) {
    // |A||X| through the oracle itself, on absolute copies.
    std::vector<V> abs_values(a.values.size());
    for (std::size_t p = 0; p < abs_values.size(); ++p) abs_values[p] = std::fabs(a.values[p]);
    CsrView<V, I> abs_a = a;
    abs_a.values = abs_values;
    std::vector<double> abs_x(x.size());
    for (std::size_t i = 0; i < x.size(); ++i) abs_x[i] = std::fabs(x[i]);
    out.magnitude = multiply(abs_a, abs_x);
  }
  return out;
}

template <SupportedValue V>
::testing::AssertionResult matches_oracle(const OracleProduct& oracle, double alpha, double beta,
                                          const std::vector<double>& y_in, const std::vector<V>& y_out) {
  const std::size_t rows = oracle.rows, k = oracle.k;
  if (y_out.size() != rows * k)
    return ::testing::AssertionFailure() << "y_out has " << y_out.size() << " entries, expected " << rows * k;
  if (beta != 0.0 && y_in.size() != rows * k)
    return ::testing::AssertionFailure() << "y_in has " << y_in.size() << " entries, expected " << rows * k;
  const std::vector<double> expected = reference::scale_and_add(alpha, oracle.product, beta, y_in);

  constexpr double kC = 2.0;
  const double u = std::numeric_limits<V>::epsilon();
  std::size_t bad = 0;
  std::string report;
  for (std::size_t i = 0; i < rows; ++i) {
    const auto nnz_row = static_cast<double>(oracle.row_entries[i]);
    for (std::size_t j = 0; j < k; ++j) {
      const std::size_t e = i * k + j;
      const double got = static_cast<double>(y_out[e]);
      const double diff = std::fabs(got - expected[e]);
      double bound = 0.0;
      bool ok = false;
      if (oracle.exact) {
        ok = got == expected[e];
      } else {
        const double scale =
            std::fabs(alpha) * oracle.magnitude[e] + (beta == 0.0 ? 0.0 : std::fabs(beta * y_in[e]));
        bound = kC * (nnz_row + 2.0) * u * scale;
        ok = diff <= bound;  // false for NaN
      }
      if (ok) continue;
      if (++bad <= 5) {
        report += "\n  row " + std::to_string(i) + (k > 1 ? " col " + std::to_string(j) : "") +
                  ": got " + format_double(got) + ", expected " + format_double(expected[e]) +
                  ", |diff| " + format_double(diff) +
                  (oracle.exact ? std::string() : ", bound " + format_double(bound)) + ", row nnz " +
                  std::to_string(static_cast<std::int64_t>(nnz_row));
      }
    }
  }
  if (bad == 0) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure()
         << bad << " of " << rows * k << " entries differ from the oracle ("
         << (oracle.exact ? "exact" : "bounded") << " check, " << oracle.types << "); first ones:" << report;
}

template <SupportedValue V, SupportedIndex I>
::testing::AssertionResult spmm_matches(const CsrView<V, I>& a, std::size_t k,
                                        const std::vector<double>& x, double alpha, double beta,
                                        const std::vector<double>& y_in,
                                        const std::vector<V>& y_out, bool exact) {
  if (x.size() != static_cast<std::size_t>(a.ncols) * k)
    return ::testing::AssertionFailure()
           << "x has " << x.size() << " entries, expected " << static_cast<std::size_t>(a.ncols) * k;
  return matches_oracle<V>(oracle_product(a, k, x, false, exact), alpha, beta, y_in, y_out);
}

template <SupportedValue V, SupportedIndex I>
::testing::AssertionResult spmv_matches(const CsrView<V, I>& a, const std::vector<double>& x,
                                        double alpha, double beta, const std::vector<double>& y_in,
                                        const std::vector<V>& y_out, bool exact) {
  return spmm_matches(a, 1, x, alpha, beta, y_in, y_out, exact);
}

template std::vector<float> random_vector<float>(std::size_t, ValueKind, std::uint64_t);
template std::vector<double> random_vector<double>(std::size_t, ValueKind, std::uint64_t);
template ::testing::AssertionResult matches_oracle<float>(const OracleProduct&, double, double,
                                                          const std::vector<double>&, const std::vector<float>&);
template ::testing::AssertionResult matches_oracle<double>(const OracleProduct&, double, double,
                                                           const std::vector<double>&, const std::vector<double>&);

#define SPGEN_INSTANTIATE(V, I)                                                      \
  template const std::vector<NamedMatrix<V, I>>& standard_test_matrices<V, I>();     \
  template const std::vector<NamedMatrix<V, I>>& real_test_matrices<V, I>();         \
  template ::testing::AssertionResult spmv_matches<V, I>(                            \
      const CsrView<V, I>&, const std::vector<double>&, double, double,              \
      const std::vector<double>&, const std::vector<V>&, bool);                      \
  template ::testing::AssertionResult spmm_matches<V, I>(                            \
      const CsrView<V, I>&, std::size_t, const std::vector<double>&, double, double, \
      const std::vector<double>&, const std::vector<V>&, bool);                      \
  template OracleProduct oracle_product<V, I>(const CsrView<V, I>&, std::size_t,     \
                                              const std::vector<double>&, bool, bool);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::test
