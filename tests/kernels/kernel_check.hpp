// The per-instance oracle check shared by the AVX-512 and CUDA kernel tests.
// Each instance runs on its format's own conversion (the descriptor's
// convert(), for every parameter set its test_params() names) with its
// arguments bound by the spec's names (the runtime's KernelArgs): the same
// path the runtime takes, so a new format's instances are tested with no edit
// here. Only the launch differs per backend (a Runner).
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <deque>
#include <iostream>
#include <memory>
#include <span>
#include <string>
#include <utility>
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

// The seeds of the kernel checks' operands (ProductCase): SpMV x and y draw
// 11 and 12, SpMM X and Y 21 + k and 22 + k.
inline constexpr std::uint64_t kSpmvSeed = 10;
inline constexpr std::uint64_t kSpmmSeed = 21;

/// Runs `run(x, y, alpha, beta)` for every ScaleCase on the case's x and y
/// (k = 1) and compares y with the oracle; exact for small-integer matrices,
/// bounded otherwise.
template <typename V, typename Run>
void check_spmv(const std::string& what, const ProductCase<V>& c, Run&& run) {
  for (const auto& [alpha, beta] : kScaleCases) {
    std::vector<V> y = c.y_in;
    if (beta == 0.0) fill_poison<V>(y);
    run(c.x, y, static_cast<V>(alpha), static_cast<V>(beta));
    EXPECT_TRUE(matches_oracle<V>(c.product, alpha, beta, c.y_in_double, y))
        << what << " alpha=" << alpha << " beta=" << beta;
  }
}

template <typename V, typename I, typename Run>
void check_spmv(const std::string& what, const CsrView<V, I>& a, bool exact, Run&& run) {
  check_spmv<V>(what, product_case(a, 1, false, exact, kSpmvSeed), std::forward<Run>(run));
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
    const ProductCase<V> oracle = product_case(a.view(), 1, false, exact, kSpmvSeed);
    for (const ParamMap& params : format.test_params(*shared, e)) {
      format.check_params(params, e);
      const auto storage = format.convert(shared, e, params);
      auto bound = runner.bind(e, storage);
      const std::string what =
          std::string(e.name) + " on " + name +
          (params.empty() ? std::string() : std::string(" ") + to_string(params));
      check_spmv<V>(what, oracle, [&](const std::vector<V>& x, std::vector<V>& y, V alpha, V beta) {
        runner.run(e, storage, bound, x, y, alpha, beta);
      });
      runner.after(e, storage, bound, what);
    }
  }
}

/// The column counts every SpMM instance is checked with: one column, odd
/// ones, a register block, one past 32 and a wide one.
inline constexpr std::int64_t kSpmmKs[] = {1, 3, 8, 33, 128};

/// Runs `run(x, ldx, y, ldy, k, alpha, beta)` for every ScaleCase and
/// compares Y with the oracle. X and Y are row-major with ld = k + 2 for odd
/// k, whose padding must stay untouched; beta = 0 runs on a NaN-poisoned Y.
template <typename V, typename Run>
void check_spmm(const std::string& what, const ProductCase<V>& c, Run&& run) {
  const auto k = static_cast<std::size_t>(c.k);
  const std::size_t ld = k % 2 == 1 ? k + 2 : k, rows = c.yrows;
  std::vector<V> x(c.xrows * ld, V(0));
  for (std::size_t i = 0; i < c.xrows; ++i)
    for (std::size_t j = 0; j < k; ++j) x[i * ld + j] = c.x[i * k + j];
  for (const auto& [alpha, beta] : kScaleCases) {
    std::vector<V> y_start = c.y_in;
    if (beta == 0.0) fill_poison<V>(y_start);
    constexpr V kPad = V(12345);
    std::vector<V> y(rows * ld, kPad);
    for (std::size_t i = 0; i < rows; ++i)
      for (std::size_t j = 0; j < k; ++j) y[i * ld + j] = y_start[i * k + j];
    run(x, ld, y, ld, k, static_cast<V>(alpha), static_cast<V>(beta));
    std::vector<V> y_out(rows * k);
    std::size_t pad_touched = 0;
    for (std::size_t i = 0; i < rows; ++i) {
      for (std::size_t j = 0; j < k; ++j) y_out[i * k + j] = y[i * ld + j];
      for (std::size_t j = k; j < ld; ++j) pad_touched += y[i * ld + j] != kPad;
    }
    const std::string where = what + " k=" + std::to_string(k) + " ld=" + std::to_string(ld) +
                              " alpha=" + std::to_string(alpha) + " beta=" + std::to_string(beta);
    EXPECT_EQ(pad_touched, 0u) << where << ": entries of Y past column k were written";
    EXPECT_TRUE(matches_oracle<V>(c.product, alpha, beta, c.y_in_double, y_out)) << where;
  }
}

/// check_instance for an SpMM instance (A·X, or Aᵀ·X for an spmm_t one):
/// Runner::run_spmm(e, storage, bound, x, ldx, y, ldy, k, alpha, beta) runs
/// one product. Each conversion is made once and each oracle product once
/// per matrix and k.
template <typename V, typename I, typename Runner>
void check_spmm_instance(const KernelEntry& e, const std::vector<NamedMatrix<V, I>>& matrices, bool exact,
                         std::span<const std::int64_t> ks, Runner& runner) {
  const auto& format = formats::format_of<V, I>(e);
  struct Converted {
    std::string what;
    formats::Storage<V, I> storage;
    typename Runner::Bound bound;
  };
  for (const auto& [name, a] : matrices) {
    const auto shared = std::make_shared<const Csr<V, I>>(a);
    std::deque<Converted> conversions;  // a deque: bound arguments point into storage that must not move
    for (const ParamMap& params : format.test_params(*shared, e)) {
      format.check_params(params, e);
      auto& c = conversions.emplace_back(
          Converted{std::string(e.name) + " on " + name +
                        (params.empty() ? std::string() : std::string(" ") + to_string(params)),
                    format.convert(shared, e, params),
                    {}});
      c.bound = runner.bind(e, c.storage);
    }
    for (const std::int64_t k : ks) {
      const ProductCase<V> oracle = product_case(a.view(), k, e.op == Op::spmm_t, exact, kSpmmSeed);
      for (auto& c : conversions)
        check_spmm<V>(c.what, oracle,
                      [&](const std::vector<V>& x, std::size_t ldx, std::vector<V>& y, std::size_t ldy, std::size_t kk,
                          V alpha, V beta) {
                        runner.run_spmm(e, c.storage, c.bound, x, static_cast<I>(ldx), y, static_cast<I>(ldy),
                                        static_cast<I>(kk), alpha, beta);
                      });
    }
    for (auto& c : conversions) runner.after(e, c.storage, c.bound, c.what);
  }
}

/// The real matrices an instance sweep runs after the standard ones, or
/// nullptr after printing why none: no matrix folder, or a sanitized build
/// (SPGEN_SANITIZED). Under sanitizers the sweeps keep to the standard
/// matrices, whose shapes (empty rows, one dense row, 0×0, 7×100000,
/// 100000×7, ...) are what memory checks need; the real matrices' rounding
/// bounds are checked by the unsanitized build, which CI runs first. Every
/// instance over every real matrix under ASan takes over an hour on 2 cores.
template <typename V, typename I>
const std::vector<NamedMatrix<V, I>>* sweep_real_matrices() {
#ifdef SPGEN_SANITIZED
  std::cout << "[ note     ] real matrices not run: a sanitized build sweeps the standard matrices only\n";
  return nullptr;
#else
  const auto& real = real_test_matrices<V, I>();
  if (real.empty()) {
    std::cout << "[ note     ] real matrices not run: " << real_matrices_skip_reason() << "\n";
    return nullptr;
  }
  return &real;
#endif
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
