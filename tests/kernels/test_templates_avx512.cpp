// The AVX-512 templates instantiated directly (no generator), against the
// oracle on the standard and real test matrices: the generated instances are
// specialised copies of these, so a template bug shows here first.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <utility>

#include "kernels/avx512_templates.hpp"
#include "kernels/kernel_check.hpp"
#include "spgen/formats/sellp.hpp"

namespace spgen::test {
namespace {

bool cpu_has_avx512() {
  return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl") &&
         __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512dq");
}

// An odd chunk count gives ranges starting at arbitrary rows or slices, so a
// kernel that ignores its begin argument or overruns its end fails.
constexpr std::int64_t kLaunchChunks = 13;

// Calls fn(begin, end) over kLaunchChunks chunks of n units, in parallel.
template <typename I, typename Fn>
void over_chunks(std::int64_t n, Fn&& fn) {
#pragma omp parallel for schedule(dynamic, 1)
  for (std::int64_t c = 0; c < kLaunchChunks; ++c) {
    const auto begin = static_cast<I>(n * c / kLaunchChunks);
    const auto end = static_cast<I>(n * (c + 1) / kLaunchChunks);
    if (begin < end) fn(begin, end);
  }
}

template <typename V, typename I>
void launch_csr(CsrAvx512Fn<V, I> fn, const CsrView<V, I>& a, const V* x, V* y, V alpha, V beta) {
  over_chunks<I>(a.nrows, [&](I begin, I end) {
    fn(begin, end, a.row_ptr.data(), a.col_idx.data(), a.values.data(), x, y, alpha, beta);
  });
}

template <typename V, typename I>
void launch_sellp(SellAvx512Fn<V, I> fn, const Sellp<V, I>& s, const V* x, V* y, V alpha, V beta) {
  over_chunks<I>(s.nslices, [&](I begin, I end) {
    fn(begin, end, s.nrows, s.slice_ptr.data(), s.col_idx.data(), s.values.data(), s.row_perm.data(), x, y, alpha,
       beta);
  });
}

template <typename P>
class Avx512Templates : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!cpu_has_avx512()) GTEST_SKIP() << "the processor lacks AVX-512 F/VL/BW/DQ";
  }
};

using TypePairs = ::testing::Types<std::pair<double, std::int32_t>, std::pair<float, std::int32_t>,
                                   std::pair<double, std::int64_t>, std::pair<float, std::int64_t>>;
class TypePairNames {
 public:
  template <typename P>
  static std::string GetName(int) {
    return std::string(type_tag<typename P::first_type>()) + type_tag<typename P::second_type>();
  }
};
TYPED_TEST_SUITE(Avx512Templates, TypePairs, TypePairNames);

template <typename V, typename I>
void check_csr(const std::vector<NamedMatrix<V, I>>& matrices, bool exact) {
  for (const bool loads : {false, true}) {
    const auto fn = csr_template_avx512<V, I>(loads);
    for (const auto& [name, a] : matrices) {
      check_spmv<V, I>(name + (loads ? " x by loads" : " x by gather"), a.view(), exact,
                       [&](const std::vector<V>& x, std::vector<V>& y, V alpha, V beta) {
                         launch_csr(fn, a.view(), x.data(), y.data(), alpha, beta);
                       });
    }
  }
}

template <typename V, typename I>
void check_sellp(const std::vector<NamedMatrix<V, I>>& matrices, bool exact) {
  for (const int c : {8, 16, 32}) {
    for (const bool loads : {false, true}) {
      const auto fn = sellp_template_avx512<V, I>(c, loads);
      if (fn == nullptr) continue;  // C not a multiple of this type's lanes
      for (const int sigma : {1, 4 * c}) {
        for (const auto& [name, a] : matrices) {
          const auto s = Sellp<V, I>::from_csr(a.view(), {c, 1, sigma});
          check_spmv<V, I>(name + " C=" + std::to_string(c) + " sigma=" + std::to_string(sigma) +
                               (loads ? " x by loads" : " x by gather"),
                           a.view(), exact,
                           [&](const std::vector<V>& x, std::vector<V>& y, V alpha, V beta) {
                             launch_sellp(fn, s, x.data(), y.data(), alpha, beta);
                           });
        }
      }
    }
  }
}

TYPED_TEST(Avx512Templates, CsrStandardMatricesExact) {
  using V = typename TypeParam::first_type;
  using I = typename TypeParam::second_type;
  check_csr<V, I>(standard_test_matrices<V, I>(), true);
}

TYPED_TEST(Avx512Templates, SellStandardMatricesExact) {
  using V = typename TypeParam::first_type;
  using I = typename TypeParam::second_type;
  check_sellp<V, I>(standard_test_matrices<V, I>(), true);
}

// The real matrices run with i32 indices only: i64 changes the index loads,
// which the standard set already covers, and loading the set per type pair
// costs seconds.
template <typename P>
class Avx512TemplatesReal : public Avx512Templates<P> {};
using I32Pairs = ::testing::Types<std::pair<double, std::int32_t>, std::pair<float, std::int32_t>>;
TYPED_TEST_SUITE(Avx512TemplatesReal, I32Pairs, TypePairNames);

TYPED_TEST(Avx512TemplatesReal, CsrRealMatricesBounded) {
  using V = typename TypeParam::first_type;
  using I = typename TypeParam::second_type;
  const auto& real = real_test_matrices<V, I>();
  if (real.empty()) GTEST_SKIP() << real_matrices_skip_reason();
  check_csr<V, I>(real, false);
}

TYPED_TEST(Avx512TemplatesReal, SellRealMatricesBounded) {
  using V = typename TypeParam::first_type;
  using I = typename TypeParam::second_type;
  const auto& real = real_test_matrices<V, I>();
  if (real.empty()) GTEST_SKIP() << real_matrices_skip_reason();
  check_sellp<V, I>(real, false);
}

}  // namespace
}  // namespace spgen::test
