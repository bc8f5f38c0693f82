// Every AVX-512 instance of the kernel registry (generated/), called through
// the ABI of templates/README.md, against the oracle on the standard and real
// test matrices. A new instance added to a spec is tested with no code edit.
#include <gtest/gtest.h>

#include <cstdint>
#include <iostream>
#include <string>
#include <string_view>
#include <vector>

#include "kernels/kernel_check.hpp"
#include "spgen/registry.hpp"

namespace spgen::test {
namespace {

std::vector<const KernelEntry*> avx512_entries() {
  std::vector<const KernelEntry*> out;
  for (const auto& e : kernel_registry())
    if (e.backend == Backend::avx512) out.push_back(&e);
  return out;
}

class RegistryAvx512 : public ::testing::TestWithParam<const KernelEntry*> {
 protected:
  void SetUp() override {
    if (!cpu_has_avx512()) GTEST_SKIP() << "the processor lacks AVX-512 F/VL/BW/DQ";
  }
};

template <typename V, typename I>
void check_entry(const KernelEntry& e, const std::vector<NamedMatrix<V, I>>& matrices, bool exact) {
  ASSERT_NE(e.cpu_function, nullptr) << e.name;
  const std::string_view format = e.format;
  if (format == "csr") {
    // The registry stores a generic pointer; the ABI is the format's.
    const auto fn = reinterpret_cast<CsrAvx512Fn<V, I>>(e.cpu_function);
    for (const auto& [name, a] : matrices)
      check_spmv<V, I>(name, a.view(), exact,
                       [&](const std::vector<V>& x, std::vector<V>& y, V alpha, V beta) {
                         launch_csr(fn, a.view(), x.data(), y.data(), alpha, beta);
                       });
  } else if (format == "sellp") {
    const auto fn = reinterpret_cast<SellAvx512Fn<V, I>>(e.cpu_function);
    const int c = e.param("slice_height");
    for (const int sigma : {1, 8 * c}) {
      for (const auto& [name, a] : matrices) {
        const auto s = SellP<V, I>::from_csr(a.view(), {c, 1, sigma});
        check_spmv<V, I>(name + " sigma=" + std::to_string(sigma), a.view(), exact,
                         [&](const std::vector<V>& x, std::vector<V>& y, V alpha, V beta) {
                           launch_sellp(fn, s, x.data(), y.data(), alpha, beta);
                         });
      }
    }
  } else {
    FAIL() << e.name << ": format '" << format
           << "' has no test launcher; add one to tests/kernels/test_registry_avx512.cpp";
  }
}

template <typename V, typename I>
void check_entry_all(const KernelEntry& e) {
  check_entry<V, I>(e, standard_test_matrices<V, I>(), true);
  const auto& real = real_test_matrices<V, I>();
  if (real.empty()) {
    std::cout << "[ note     ] real matrices not run: " << real_matrices_skip_reason() << "\n";
    return;
  }
  check_entry<V, I>(e, real, false);
}

TEST_P(RegistryAvx512, MatchesOracle) {
  const KernelEntry& e = *GetParam();
  ASSERT_EQ(e.op, Op::spmv) << e.name << ": only SpMV instances are launched here";
  const bool f64 = e.value_type == ValueType::f64;
  const bool i64 = e.index_type == IndexType::i64;
  if (f64 && !i64) check_entry_all<double, std::int32_t>(e);
  if (f64 && i64) check_entry_all<double, std::int64_t>(e);
  if (!f64 && !i64) check_entry_all<float, std::int32_t>(e);
  if (!f64 && i64) check_entry_all<float, std::int64_t>(e);
}

INSTANTIATE_TEST_SUITE_P(Instances, RegistryAvx512, ::testing::ValuesIn(avx512_entries()),
                         [](const ::testing::TestParamInfo<const KernelEntry*>& instance) {
                           return std::string(instance.param->name);
                         });
// Before the generator's first output the registry is empty; the test below
// says so instead of gtest's generic "not instantiated" failure.
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(RegistryAvx512);

TEST(RegistryAvx512Coverage, EveryFormatAndValueTypeHasAnInstance) {
#ifndef SPGEN_HAVE_GENERATED_REGISTRY
  GTEST_SKIP() << "generated/registry.cpp does not exist yet (run spgen-gen)";
#else
  for (const char* format : {"csr", "sellp"}) {
    for (const ValueType v : {ValueType::f32, ValueType::f64}) {
      bool found = false;
      for (const auto* e : avx512_entries())
        found = found || (std::string_view(e->format) == format && e->value_type == v &&
                          e->index_type == IndexType::i32);
      EXPECT_TRUE(found) << "no AVX-512 " << format << " " << to_string(v) << "i32 instance";
    }
  }
#endif
}

}  // namespace
}  // namespace spgen::test
