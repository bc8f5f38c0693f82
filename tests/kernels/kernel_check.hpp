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
#include <string>
#include <vector>

#include "backends/bind.hpp"
#include "formats/format.hpp"
#include "spgen/core/csr.hpp"
#include "spgen/core/registry.hpp"
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

/// The registry's SpMV instances of one backend (test parameters).
inline std::vector<const KernelEntry*> registry_instances(Backend backend) {
  std::vector<const KernelEntry*> out;
  for (const auto& e : kernel_registry())
    if (e.backend == backend) out.push_back(&e);
  return out;
}

}  // namespace spgen::test
