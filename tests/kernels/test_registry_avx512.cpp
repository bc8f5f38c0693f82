// Every AVX-512 instance of the kernel registry (generated/), on its format's
// conversion with its arguments bound by the spec's names, called through its
// packed wrapper over chunks of work units, against the oracle on the
// standard and real test matrices. A new instance or format is tested with no
// code edit.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "kernels/kernel_check.hpp"

namespace spgen::test {
namespace {

// An odd chunk count gives ranges starting at arbitrary units (rows, slices),
// so a kernel that ignores its begin argument or overruns its end fails.
constexpr std::int64_t kLaunchChunks = 13;

bool processor_has_avx512() {
  return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl") &&
         __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512dq");
}

template <typename V, typename I>
struct HostRunner {
  struct Bound {
    detail::KernelArgs<V, I> args;
    std::vector<std::vector<unsigned char>> workspaces;
  };
  Bound bind(const KernelEntry& e, const formats::Storage<V, I>& s) {
    Bound b;
    b.workspaces.reserve(e.arguments().size());
    b.args = detail::KernelArgs<V, I>(e, s, [&](const KernelArg& arg) -> void* {
      if (arg.role == ArgRole::workspace) {
        auto& w = b.workspaces.emplace_back(detail::workspace_count(e, s, arg) * detail::element_bytes<V, I>(arg) + 1);
        return w.data();
      }
      return const_cast<void*>(detail::array_for(e, s, arg).data);
    });
    return b;
  }
  void run(const KernelEntry& e, const formats::Storage<V, I>& s, Bound& b, const std::vector<V>& x,
           std::vector<V>& y, V alpha, V beta) {
    const std::int64_t n = s.units();
#pragma omp parallel for schedule(dynamic, 1)
    for (std::int64_t c = 0; c < kLaunchChunks; ++c) {
      const auto begin = static_cast<I>(n * c / kLaunchChunks);
      const auto end = static_cast<I>(n * (c + 1) / kLaunchChunks);
      if (begin >= end) continue;
      detail::KernelArgs<V, I> args = b.args;
      args.set_range(begin, end);
      args.set_vectors(alpha, x.data(), beta, y.data());
      e.cpu_function(args.data());
    }
  }
  void after(const KernelEntry&, const formats::Storage<V, I>&, Bound&, const std::string&) {}
  void run_spmm(const KernelEntry& e, const formats::Storage<V, I>& s, Bound& b, const std::vector<V>& x, I ldx,
                std::vector<V>& y, I ldy, I k, V alpha, V beta) {
    const std::int64_t n = s.units();
#pragma omp parallel for schedule(dynamic, 1)
    for (std::int64_t c = 0; c < kLaunchChunks; ++c) {
      const auto begin = static_cast<I>(n * c / kLaunchChunks);
      const auto end = static_cast<I>(n * (c + 1) / kLaunchChunks);
      if (begin >= end) continue;
      detail::KernelArgs<V, I> args = b.args;
      args.set_range(begin, end);
      args.set_vectors(alpha, x.data(), beta, y.data());
      args.set_dense(k, ldx, ldy);
      e.cpu_function(args.data());
    }
  }
};

template <typename V, typename I>
struct CheckAvx512 {
  static void run(const KernelEntry& e) {
    ASSERT_NE(e.cpu_function, nullptr) << e.name;
    HostRunner<V, I> runner;
    check_instance<V, I>(e, standard_test_matrices<V, I>(), true, runner);
    if (const auto* real = sweep_real_matrices<V, I>()) check_instance<V, I>(e, *real, false, runner);
  }
};

// SpMM instances: every k of kSpmmKs on the standard matrices (exact), k = 8
// and 33 on the real ones (bounded).
template <typename V, typename I>
struct CheckAvx512Spmm {
  static void run(const KernelEntry& e) {
    ASSERT_NE(e.cpu_function, nullptr) << e.name;
    HostRunner<V, I> runner;
    check_spmm_instance<V, I>(e, standard_test_matrices<V, I>(), true, kSpmmKs, runner);
    constexpr std::int64_t kRealKs[] = {8, 33};
    if (const auto* real = sweep_real_matrices<V, I>()) check_spmm_instance<V, I>(e, *real, false, kRealKs, runner);
  }
};

class RegistryAvx512 : public ::testing::TestWithParam<const KernelEntry*> {
 protected:
  void SetUp() override {
    if (!processor_has_avx512()) GTEST_SKIP() << "the processor lacks AVX-512 F/VL/BW/DQ";
  }
};

TEST_P(RegistryAvx512, MatchesOracle) {
  const KernelEntry& e = *GetParam();
  ASSERT_EQ(e.op, Op::spmv) << e.name << ": only SpMV instances are launched here";
  with_instance_types<CheckAvx512>(e);
}

INSTANTIATE_TEST_SUITE_P(Instances, RegistryAvx512, ::testing::ValuesIn(registry_instances(Backend::avx512)),
                         [](const ::testing::TestParamInfo<const KernelEntry*>& instance) {
                           return std::string(instance.param->name);
                         });
// Before the generator's first output the registry is empty; the test below
// says so instead of gtest's generic "not instantiated" failure.
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(RegistryAvx512);

class RegistryAvx512Spmm : public RegistryAvx512 {};

TEST_P(RegistryAvx512Spmm, MatchesOracle) {
  const KernelEntry& e = *GetParam();
  ASSERT_TRUE(e.op == Op::spmm || e.op == Op::spmm_t) << e.name;
  with_instance_types<CheckAvx512Spmm>(e);
}

INSTANTIATE_TEST_SUITE_P(Instances, RegistryAvx512Spmm,
                         ::testing::ValuesIn(spmm_instances(Backend::avx512)),
                         [](const ::testing::TestParamInfo<const KernelEntry*>& instance) {
                           return std::string(instance.param->name);
                         });
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(RegistryAvx512Spmm);

TEST(RegistryAvx512Coverage, EveryValueTypeHasAnInstanceOfEveryAvx512Format) {
#ifndef SPGEN_HAVE_GENERATED_REGISTRY
  GTEST_SKIP() << "generated/registry.cpp does not exist yet (run spgen-gen)";
#else
  const auto all = registry_instances(Backend::avx512);
  ASSERT_FALSE(all.empty());
  for (const auto* f : all)
    for (const ValueType v : {ValueType::f32, ValueType::f64}) {
      bool found = false;
      for (const auto* e : all)
        found = found || (std::string_view(e->format) == f->format && e->value_type == v &&
                          e->index_type == IndexType::i32);
      EXPECT_TRUE(found) << "no AVX-512 " << f->format << " " << to_string(v) << "i32 instance";
    }
#endif
}

}  // namespace
}  // namespace spgen::test
