// SpMM checks shared by the CPU and CUDA plan tests and the kernel tests: A's
// explicit transpose (built here, not by the runtime), the comparison of an
// Aᵀ·X product, and one product through a plan compared with the
// double-precision oracle.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "reference/oracle.hpp"
#include "spgen/spgen.hpp"
#include "support/test_support.hpp"

namespace spgen::test {

// Aᵀ as CSR, built here (not by the runtime), for tests that need the
// transpose as a matrix of its own.
template <typename V, typename I>
inline Csr<V, I> transposed(const CsrView<V, I>& a) {
  Csr<V, I> t;
  t.nrows = a.ncols;
  t.ncols = a.nrows;
  t.row_ptr.assign(static_cast<std::size_t>(a.ncols) + 1, 0);
  for (const I c : a.col_idx) ++t.row_ptr[static_cast<std::size_t>(c) + 1];
  for (std::size_t i = 1; i < t.row_ptr.size(); ++i) t.row_ptr[i] += t.row_ptr[i - 1];
  std::vector<I> next(t.row_ptr.begin(), t.row_ptr.end() - 1);
  t.col_idx.resize(a.col_idx.size());
  t.values.resize(a.values.size());
  for (I r = 0; r < a.nrows; ++r)
    for (I p = a.row_ptr[static_cast<std::size_t>(r)]; p < a.row_ptr[static_cast<std::size_t>(r) + 1]; ++p) {
      const auto c = static_cast<std::size_t>(a.col_idx[static_cast<std::size_t>(p)]);
      const auto q = static_cast<std::size_t>(next[c]++);
      t.col_idx[q] = r;
      t.values[q] = a.values[static_cast<std::size_t>(p)];
    }
  return t;
}

/// Y (ncols(A) × k, packed) from Y = alpha*Aᵀ*X + beta*Y against the
/// oracle's transposed product, exactly or bounded as spmm_matches.
template <typename V, typename I>
::testing::AssertionResult spmm_t_matches(const CsrView<V, I>& a, std::size_t k, const std::vector<double>& x,
                                          double alpha, double beta, const std::vector<double>& y_in,
                                          const std::vector<V>& y_out, bool exact) {
  if (x.size() != static_cast<std::size_t>(a.nrows) * k)
    return ::testing::AssertionFailure() << "X has " << x.size() << " entries, expected "
                                         << static_cast<std::size_t>(a.nrows) * k;
  return matches_oracle<V>(oracle_product(a, k, x, true, exact), alpha, beta, y_in, y_out);
}

/// The operands of one product and the oracle's op(A)·X, computed once and
/// compared with every conversion, plan, layout and (alpha, beta) checked on
/// the same matrix, op and k. X (xrows × k) and the starting Y of the
/// beta != 0 products (yrows × k) are row-major and packed; they draw seeds
/// seed + k and seed + 1 + k.
template <typename V>
struct ProductCase {
  std::int64_t k = 1;
  bool transposed = false;
  std::size_t xrows = 0, yrows = 0;
  std::vector<V> x;
  std::vector<V> y_in;
  std::vector<double> y_in_double;
  OracleProduct product;
};

template <typename V, typename I>
ProductCase<V> product_case(const CsrView<V, I>& a, std::int64_t k, bool transposed, bool exact,
                            std::uint64_t seed = 31) {
  const ValueKind kind = exact ? ValueKind::small_integers : ValueKind::uniform_real;
  ProductCase<V> c;
  c.k = k;
  c.transposed = transposed;
  c.xrows = static_cast<std::size_t>(transposed ? a.nrows : a.ncols);
  c.yrows = static_cast<std::size_t>(transposed ? a.ncols : a.nrows);
  const auto kk = static_cast<std::size_t>(k);
  c.x = random_vector<V>(c.xrows * kk, kind, seed + kk);
  c.y_in = random_vector<V>(c.yrows * kk, kind, seed + 1 + kk);
  c.y_in_double = to_double(c.y_in);
  c.product = oracle_product(a, kk, to_double(c.x), transposed, exact);
  return c;
}

// One product through `plan` with operands in `layout` (ld padded by 2 for
// odd k), checked against the oracle: exactly for small-integer values,
// bounded otherwise. Y is NaN-poisoned when beta == 0.
template <typename V, typename I>
inline void check_product(const SpmmPlan<V, I>& plan, const ProductCase<V>& c, Layout layout, double alpha,
                          double beta, const std::string& what) {
  ASSERT_EQ(plan.op() == SpmmOp::transpose, c.transposed) << what;
  const std::size_t xrows = c.xrows, yrows = c.yrows;
  const auto kk = static_cast<std::size_t>(c.k);
  std::vector<V> y_in = c.y_in;
  if (beta == 0.0) fill_poison<V>(y_in);
  const bool rm = layout == Layout::row_major;
  const std::size_t pad = c.k % 2 == 1 ? 2 : 0;
  const std::size_t ldx = (rm ? kk : xrows) + pad, ldy = (rm ? kk : yrows) + pad;
  auto at = [&](std::size_t i, std::size_t j, std::size_t ld) { return rm ? i * ld + j : i + j * ld; };
  std::vector<V> x((rm ? xrows : kk) * ldx + 1), y((rm ? yrows : kk) * ldy + 1, V(7));
  for (std::size_t i = 0; i < xrows; ++i)
    for (std::size_t j = 0; j < kk; ++j) x[at(i, j, ldx)] = c.x[i * kk + j];
  for (std::size_t i = 0; i < yrows; ++i)
    for (std::size_t j = 0; j < kk; ++j) y[at(i, j, ldy)] = y_in[i * kk + j];
  plan.apply(static_cast<V>(alpha),
             dense<const V>(x.data(), static_cast<std::int64_t>(xrows), c.k, layout, static_cast<std::int64_t>(ldx)),
             static_cast<V>(beta),
             dense<V>(y.data(), static_cast<std::int64_t>(yrows), c.k, layout, static_cast<std::int64_t>(ldy)));
  std::vector<V> y_out(yrows * kk);
  for (std::size_t i = 0; i < yrows; ++i)
    for (std::size_t j = 0; j < kk; ++j) y_out[i * kk + j] = y[at(i, j, ldy)];
  const std::string where = what + " k=" + std::to_string(c.k) + " " + to_string(layout) + " alpha=" +
                            std::to_string(alpha) + " beta=" + std::to_string(beta);
  EXPECT_TRUE(matches_oracle<V>(c.product, alpha, beta, c.y_in_double, y_out)) << where;
}

template <typename V, typename I>
inline void check_product(const SpmmPlan<V, I>& plan, const CsrView<V, I>& a, std::int64_t k, Layout layout, double alpha,
                          double beta, bool exact, const std::string& what) {
  check_product(plan, product_case(a, k, plan.op() == SpmmOp::transpose, exact), layout, alpha, beta, what);
}

}  // namespace spgen::test
