// What the own-basis plan tests share on every backend: square test
// matrices (random with every row distribution, the awkward shapes, the real
// ones), the oracle check of products made in the plan basis, and a
// conjugate-gradient loop written once for caller-order and plan-basis vectors.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <span>
#include <string>
#include <type_traits>
#include <vector>

#include "formats/format.hpp"
#include "reference/oracle.hpp"
#include "spgen/spgen.hpp"
#include "support/test_support.hpp"

namespace spgen::test {

/// Square matrices with small-integer values (exact products): every row
/// distribution, rows longer than a padding block or a warp, sizes off any
/// multiple of 8 or 32, and 0x0, 1x1, 1x1 with no entry, an all-empty 40x40.
template <SupportedValue V, SupportedIndex I>
std::vector<NamedMatrix<V, I>> square_test_matrices() {
  struct Case {
    const char* name;
    std::int64_t n;
    double mean;
    RowDistribution distribution;
  };
  static constexpr Case kCases[] = {
      {"uniform_257", 257, 7.5, RowDistribution::uniform},
      {"powerlaw_2001", 2001, 8, RowDistribution::power_law},
      {"empty_rows_1000", 1000, 6, RowDistribution::empty_rows},
      {"dense_row_513", 513, 5, RowDistribution::one_dense_row},
      {"dense_row_70", 70, 3, RowDistribution::one_dense_row},
      {"equal_100", 100, 7, RowDistribution::all_equal},
      {"shape_0x0", 0, 0, RowDistribution::uniform},
      {"shape_1x1", 1, 1, RowDistribution::all_equal},
      {"shape_1x1_empty", 1, 0, RowDistribution::all_equal},
      {"all_empty_40", 40, 0, RowDistribution::all_equal},
  };
  std::vector<NamedMatrix<V, I>> out;
  std::uint64_t seed = 101;
  for (const auto& c : kCases) {
    RandomMatrixOptions o;
    o.rows = o.cols = c.n;
    o.mean_row_length = c.mean;
    o.distribution = c.distribution;
    o.values = ValueKind::small_integers;
    o.seed = seed++;
    out.push_back({c.name, random_matrix<V, I>(o)});
  }
  return out;
}

/// The square ones among the real matrices.
template <SupportedValue V, SupportedIndex I>
std::vector<const NamedMatrix<V, I>*> square_real_matrices() {
  std::vector<const NamedMatrix<V, I>*> out;
  for (const auto& m : real_test_matrices<V, I>())
    if (m.matrix.nrows == m.matrix.ncols) out.push_back(&m);
  return out;
}

/// Whether `order` holds every index in [0, n) once.
template <SupportedIndex I>
::testing::AssertionResult is_permutation_of_rows(std::span<const I> order, std::int64_t n) {
  if (static_cast<std::int64_t>(order.size()) != n)
    return ::testing::AssertionFailure() << order.size() << " entries for " << n << " rows";
  std::vector<char> seen(static_cast<std::size_t>(n), 0);
  for (const I r : order) {
    if (r < 0 || r >= n || seen[static_cast<std::size_t>(r)])
      return ::testing::AssertionFailure() << "row " << r << " out of range or repeated";
    seen[static_cast<std::size_t>(r)] = 1;
  }
  return ::testing::AssertionSuccess();
}

/// Products in the plan basis, x and y permuted in and out once, against the
/// oracle of the caller's matrix: y poisoned with beta 0 (entries not written
/// fail), then alpha 2, beta -1 on a random y.
template <SupportedValue V, SupportedIndex I>
void check_own_basis_products(const PermutedSpmvPlan<V, I>& p, const Csr<V, I>& a, bool exact,
                              const std::string& what) {
  EXPECT_TRUE(is_permutation_of_rows(p.permutation(), a.nrows)) << what;
  const ValueKind kind = exact ? ValueKind::small_integers : ValueKind::uniform_real;
  const auto n = static_cast<std::size_t>(a.nrows);
  const auto x = random_vector<V>(n, kind, 21);
  const auto y0 = random_vector<V>(n, kind, 22);
  const auto xb = p.to_plan_basis(x);
  for (std::size_t q = 0; q < n; ++q)
    ASSERT_EQ(xb[q], x[static_cast<std::size_t>(p.permutation()[q])]) << what << ": to_plan_basis at " << q;
  auto yb = p.plan_basis_vector();
  fill_poison<V>(yb.values());
  p.apply_in_plan_basis(V(1), xb, V(0), yb);
  EXPECT_TRUE(spmv_matches(a.view(), to_double(x), 1.0, 0.0, {}, p.from_plan_basis(yb), exact))
      << what << " (alpha 1, beta 0)";
  auto yb2 = p.to_plan_basis(y0);
  p.apply_in_plan_basis(V(2), xb, V(-1), yb2);
  std::vector<V> y2(n);
  p.from_plan_basis(yb2, std::span<V>(y2));
  EXPECT_TRUE(spmv_matches(a.view(), to_double(x), 2.0, -1.0, to_double(y0), y2, exact))
      << what << " (alpha 2, beta -1)";
}

/// Conjugate gradients from x = 0 until ||r|| <= tol ||b|| (or max_iter):
/// the same loop for std::vector (caller order) and PlanBasisVector (plan
/// basis). entries(v) gives a vector's values, matvec(p, q) sets q = A p;
/// r, p, q are workspaces of b's kind. Returns the iterations run.
template <typename Vec, typename Entries, typename MatVec>
int conjugate_gradient(Vec& x, const Vec& b, Vec& r, Vec& p, Vec& q, Entries entries, MatVec matvec, double tol,
                       int max_iter) {
  using V = std::remove_reference_t<decltype(entries(x)[0])>;
  const auto dot = [&](const auto& u, const auto& v) {
    double s = 0;
    const auto us = entries(u);
    const auto vs = entries(v);
    for (std::size_t i = 0; i < us.size(); ++i) s += static_cast<double>(us[i]) * static_cast<double>(vs[i]);
    return s;
  };
  auto xs = entries(x);
  std::fill(xs.begin(), xs.end(), V(0));
  std::ranges::copy(entries(b), entries(r).begin());
  std::ranges::copy(entries(r), entries(p).begin());
  double rr = dot(r, r);
  const double stop = tol * tol * rr;
  for (int it = 0; it < max_iter; ++it) {
    if (rr <= stop) return it;
    matvec(p, q);
    const double alpha = rr / dot(p, q);
    auto ps = entries(p);
    auto qs = entries(q);
    auto rs = entries(r);
    for (std::size_t i = 0; i < xs.size(); ++i) {
      xs[i] += static_cast<V>(alpha) * ps[i];
      rs[i] -= static_cast<V>(alpha) * qs[i];
    }
    const double rr_next = dot(r, r);
    const double beta = rr_next / rr;
    for (std::size_t i = 0; i < ps.size(); ++i) ps[i] = rs[i] + static_cast<V>(beta) * ps[i];
    rr = rr_next;
  }
  return max_iter;
}

/// ||b - A x|| / ||b|| by the oracle.
template <SupportedValue V, SupportedIndex I>
double relative_residual(const Csr<V, I>& a, const std::vector<V>& x, const std::vector<V>& b) {
  const auto ax = reference::spmv(a.view(), 1.0, to_double(x), 0.0, std::vector<double>(b.size()));
  double rr = 0, bb = 0;
  for (std::size_t i = 0; i < b.size(); ++i) {
    rr += (b[i] - ax[i]) * (b[i] - ax[i]);
    bb += static_cast<double>(b[i]) * b[i];
  }
  return std::sqrt(rr / bb);
}

/// The registered formats that hold a matrix in their own basis, by
/// capability (no format named here).
template <SupportedValue V, SupportedIndex I>
std::vector<const formats::Format<V, I>*> basis_formats() {
  std::vector<const formats::Format<V, I>*> out;
  for (const auto* f : formats::registered_formats<V, I>())
    if (f->capabilities().permuted_basis) out.push_back(f);
  return out;
}

/// SpMV instances on `backend` for V, I of formats that hold their own basis.
template <SupportedValue V, SupportedIndex I>
std::vector<const KernelEntry*> basis_instances(Backend backend) {
  const ValueType vt = std::is_same_v<V, float> ? ValueType::f32 : ValueType::f64;
  const IndexType it = std::is_same_v<I, std::int32_t> ? IndexType::i32 : IndexType::i64;
  std::vector<const KernelEntry*> out;
  for (const auto& e : kernel_registry())
    if (e.op == Op::spmv && e.backend == backend && e.value_type == vt && e.index_type == it &&
        formats::format_of<V, I>(e).capabilities().permuted_basis)
      out.push_back(&e);
  return out;
}

}  // namespace spgen::test
