// A tiny test-side launcher that splits AVX-512 kernels over OpenMP threads
// (the production dispatcher is not used, so these tests check the kernels
// alone) and the shared check of one kernel on one matrix against the oracle.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "kernels/kernel_abi.hpp"
#include "spgen/csr.hpp"
#include "spgen/formats/csrstream.hpp"
#include "spgen/formats/rowseg.hpp"
#include "spgen/formats/sellp.hpp"
#include "spgen/generators.hpp"
#include "support/test_support.hpp"

namespace spgen::test {

/// The processor runs the AVX-512 subsets the kernels are compiled for.
inline bool cpu_has_avx512() {
  return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl") &&
         __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512dq");
}

// An odd chunk count gives ranges starting at arbitrary rows or slices, so a
// kernel that ignores its begin argument or overruns its end fails.
inline constexpr std::int64_t kLaunchChunks = 13;

template <typename V, typename I>
void launch_csr(CsrAvx512Fn<V, I> fn, const CsrView<V, I>& a, const V* x, V* y, V alpha, V beta) {
  const std::int64_t n = a.nrows;
#pragma omp parallel for schedule(dynamic, 1)
  for (std::int64_t c = 0; c < kLaunchChunks; ++c) {
    const auto begin = static_cast<I>(n * c / kLaunchChunks);
    const auto end = static_cast<I>(n * (c + 1) / kLaunchChunks);
    if (begin < end)
      fn(begin, end, a.row_ptr.data(), a.col_idx.data(), a.values.data(), x, y, alpha, beta);
  }
}

template <typename V, typename I>
void launch_sellp(SellAvx512Fn<V, I> fn, const SellP<V, I>& s, const V* x, V* y, V alpha,
                  V beta) {
  const std::int64_t n = s.nslices;
#pragma omp parallel for schedule(dynamic, 1)
  for (std::int64_t c = 0; c < kLaunchChunks; ++c) {
    const auto begin = static_cast<I>(n * c / kLaunchChunks);
    const auto end = static_cast<I>(n * (c + 1) / kLaunchChunks);
    if (begin < end)
      fn(begin, end, s.nrows, s.slice_ptr.data(), s.col_idx.data(), s.values.data(),
         s.row_perm.data(), x, y, alpha, beta);
  }
}

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
    EXPECT_TRUE(spmv_matches(a, x_double, alpha, beta,
                             beta == 0.0 ? std::vector<double>{} : to_double(y_in), y, exact))
        << what << " alpha=" << alpha << " beta=" << beta;
  }
}

}  // namespace spgen::test
