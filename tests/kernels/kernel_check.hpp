// The per-instance oracle check shared by the AVX-512 and CUDA kernel tests.
// Each instance runs on its format's own conversion (the descriptor's
// convert(), for every parameter set its test_params() names) with its
// arguments bound by the spec's names (the runtime's KernelArgs): the same
// path the runtime takes, so a new format's instances are tested with no edit
// here. Only the launch differs per backend (a Runner).
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "backends/bind.hpp"
#include "formats/format.hpp"
#include "spgen/core/csr.hpp"
#include "spgen/core/registry.hpp"
#include "support/spmm_check.hpp"
#include "support/test_support.hpp"

namespace spgen::test {

struct ScaleCase {
  double alpha;
  double beta;
};
// beta = 0 runs on a NaN-poisoned y: reading y or leaving a row unwritten
// fails. Powers of two and small integers keep the exact checks exact.
inline constexpr ScaleCase kScaleCases[] = {{1.0, 0.0}, {-2.0, 0.0}, {0.5, 1.0}, {1.0, -0.25}};

/// Runs `run(x, y, alpha, beta)` for every ScaleCase and compares y with the
/// oracle; exact for small-integer matrices, bounded otherwise.
template <typename V, typename I, typename Run>
void check_spmv(const std::string& what, const CsrView<V, I>& a, bool exact, Run&& run) {
  const ValueKind kind = exact ? ValueKind::small_integers : ValueKind::uniform_real;
  const auto x = random_vector<V>(static_cast<std::size_t>(a.ncols), kind, 11);
  const auto x_double = to_double(x);
  for (const auto& [alpha, beta] : kScaleCases) {
    std::vector<V> y_in(static_cast<std::size_t>(a.nrows));
    if (beta == 0.0)
      fill_poison<V>(y_in);
    else
      y_in = random_vector<V>(static_cast<std::size_t>(a.nrows), kind, 12);
    std::vector<V> y = y_in;
    run(x, y, static_cast<V>(alpha), static_cast<V>(beta));
    EXPECT_TRUE(spmv_matches(a, x_double, alpha, beta, beta == 0.0 ? std::vector<double>{} : to_double(y_in), y,
                             exact))
        << what << " alpha=" << alpha << " beta=" << beta;
  }
}

/// Checks instance `e` on every matrix and every conversion its format's
/// test_params() names. Runner (one per backend):
///   Bound bind(e, storage)                      — arrays and workspaces placed, arguments bound
///   void run(e, storage, bound, x, y, alpha, beta) — one product
///   void after(e, storage, bound, what)         — checks after the products (zeroed workspaces)
template <typename V, typename I, typename Runner>
void check_instance(const KernelEntry& e, const std::vector<NamedMatrix<V, I>>& matrices, bool exact,
                    Runner& runner) {
  const auto& format = formats::format_of<V, I>(e);
  for (const auto& [name, a] : matrices) {
    const auto shared = std::make_shared<const Csr<V, I>>(a);
    for (const ParamMap& params : format.test_params(*shared, e)) {
      format.check_params(params, e);
      const auto storage = format.convert(shared, e, params);
      auto bound = runner.bind(e, storage);
      const std::string what = std::string(e.name) + " on " + name + (params.empty() ? "" : " " + to_string(params));
      check_spmv<V, I>(what, a.view(), exact, [&](const std::vector<V>& x, std::vector<V>& y, V alpha, V beta) {
        runner.run(e, storage, bound, x, y, alpha, beta);
      });
      runner.after(e, storage, bound, what);
    }
  }
}

/// The column counts every SpMM instance is checked with: one column, odd
/// ones, a register block, one past 32 and a wide one.
inline constexpr std::int64_t kSpmmKs[] = {1, 3, 8, 33, 128};

/// Runs `run(x, ldx, y, ldy, k, alpha, beta)` (row-major X of a.ncols × k, Y
/// of a.nrows × k; transposed, Y = alpha*Aᵀ*X + beta*Y: X of a.nrows × k, Y of
/// a.ncols × k) for every k in `ks` and every ScaleCase, and compares Y with
/// the oracle. Odd k get padded strides (ld = k + 2) whose padding must stay
/// untouched; beta = 0 runs on a NaN-poisoned Y.
template <typename V, typename I, typename Run>
void check_spmm(const std::string& what, const CsrView<V, I>& a, bool exact, std::span<const std::int64_t> ks,
                bool transpose, Run&& run) {
  const ValueKind kind = exact ? ValueKind::small_integers : ValueKind::uniform_real;
  const auto rows = static_cast<std::size_t>(transpose ? a.ncols : a.nrows);  // of Y
  const auto cols = static_cast<std::size_t>(transpose ? a.nrows : a.ncols);  // of X
  for (const std::int64_t k64 : ks) {
    const auto k = static_cast<std::size_t>(k64);
    const std::size_t ld = k % 2 == 1 ? k + 2 : k;
    const auto x_packed = random_vector<V>(cols * k, kind, 21 + k);
    std::vector<V> x(cols * ld, V(0));
    for (std::size_t i = 0; i < cols; ++i)
      for (std::size_t j = 0; j < k; ++j) x[i * ld + j] = x_packed[i * k + j];
    for (const auto& [alpha, beta] : kScaleCases) {
      std::vector<V> y_in(rows * k);
      if (beta == 0.0)
        fill_poison<V>(y_in);
      else
        y_in = random_vector<V>(rows * k, kind, 22 + k);
      constexpr V kPad = V(12345);
      std::vector<V> y(rows * ld, kPad);
      for (std::size_t i = 0; i < rows; ++i)
        for (std::size_t j = 0; j < k; ++j) y[i * ld + j] = y_in[i * k + j];
      run(x, static_cast<I>(ld), y, static_cast<I>(ld), static_cast<I>(k), static_cast<V>(alpha), static_cast<V>(beta));
      std::vector<V> y_out(rows * k);
      std::size_t pad_touched = 0;
      for (std::size_t i = 0; i < rows; ++i) {
        for (std::size_t j = 0; j < k; ++j) y_out[i * k + j] = y[i * ld + j];
        for (std::size_t j = k; j < ld; ++j) pad_touched += y[i * ld + j] != kPad;
      }
      const std::string where = what + " k=" + std::to_string(k) + " ld=" + std::to_string(ld) +
                                " alpha=" + std::to_string(alpha) + " beta=" + std::to_string(beta);
      EXPECT_EQ(pad_touched, 0u) << where << ": entries of Y past column k were written";
      const std::vector<double> y0 = beta == 0.0 ? std::vector<double>{} : to_double(y_in);
      if (transpose)
        EXPECT_TRUE(spmm_t_matches(a, k, to_double(x_packed), alpha, beta, y0, y_out, exact)) << where;
      else
        EXPECT_TRUE(spmm_matches(a, k, to_double(x_packed), alpha, beta, y0, y_out, exact)) << where;
    }
  }
}

/// check_instance for an SpMM instance (A·X, or Aᵀ·X for an spmm_t one):
/// Runner::run_spmm(e, storage, bound, x, ldx, y, ldy, k, alpha, beta) runs
/// one product.
template <typename V, typename I, typename Runner>
void check_spmm_instance(const KernelEntry& e, const std::vector<NamedMatrix<V, I>>& matrices, bool exact,
                         std::span<const std::int64_t> ks, Runner& runner) {
  const auto& format = formats::format_of<V, I>(e);
  for (const auto& [name, a] : matrices) {
    const auto shared = std::make_shared<const Csr<V, I>>(a);
    for (const ParamMap& params : format.test_params(*shared, e)) {
      format.check_params(params, e);
      const auto storage = format.convert(shared, e, params);
      auto bound = runner.bind(e, storage);
      const std::string what = std::string(e.name) + " on " + name + (params.empty() ? "" : " " + to_string(params));
      check_spmm<V, I>(what, a.view(), exact, ks, e.op == Op::spmm_t,
                       [&](const std::vector<V>& x, I ldx, std::vector<V>& y, I ldy, I k, V alpha, V beta) {
                         runner.run_spmm(e, storage, bound, x, ldx, y, ldy, k, alpha, beta);
                       });
      runner.after(e, storage, bound, what);
    }
  }
}

/// Runs `check<V, I>(e)` with the instance's value and index types.
template <template <typename, typename> class Check>
void with_instance_types(const KernelEntry& e) {
  const bool f64 = e.value_type == ValueType::f64;
  const bool i64 = e.index_type == IndexType::i64;
  if (f64 && !i64) Check<double, std::int32_t>::run(e);
  if (f64 && i64) Check<double, std::int64_t>::run(e);
  if (!f64 && !i64) Check<float, std::int32_t>::run(e);
  if (!f64 && i64) Check<float, std::int64_t>::run(e);
}

/// The registry's instances of one operation on one backend (test parameters).
inline std::vector<const KernelEntry*> registry_instances(Backend backend, Op op = Op::spmv) {
  std::vector<const KernelEntry*> out;
  for (const auto& e : kernel_registry())
    if (e.backend == backend && e.op == op) out.push_back(&e);
  return out;
}

/// The registry's SpMM instances on one backend, A·X (spmm) and Aᵀ·X (spmm_t) alike.
inline std::vector<const KernelEntry*> spmm_instances(Backend backend) {
  auto out = registry_instances(backend, Op::spmm);
  for (const auto* e : registry_instances(backend, Op::spmm_t)) out.push_back(e);
  return out;
}

}  // namespace spgen::test
