// SpMM plans on the CPU (plan_spmm): Y = alpha*op(A)*X + beta*Y for op = A
// and Aᵀ, against the double-precision oracle, through the rule's choice and
// the portable loops, in both layouts, with padded strides, k' < k, beta = 0
// on NaN-poisoned Y; Aᵀ bit-identical over repeated runs; the errors naming
// the parameter. AVX-512 instances run where the processor has AVX-512 (the
// registry test checks each instance; here the plan's path).
#include <gtest/gtest.h>
#include <unistd.h>

#include <cmath>
#include <cstring>
#include <filesystem>
#include <span>
#include <string>
#include <vector>

#include "reference/oracle.hpp"
#include "spgen/spgen.hpp"
#include "support/cache_dir.hpp"
#include "support/spmm_check.hpp"
#include "support/test_support.hpp"

namespace spgen::test {
namespace {

constexpr std::int64_t kKs[] = {1, 3, 8, 33, 128};

SpmmOptions spmm_options(std::int64_t k, SpmmOp op = SpmmOp::none, std::string variant = "") {
  SpmmOptions o;
  o.k = k;
  o.op = op;
  o.plan.variant = std::move(variant);
  return o;
}

Context cpu_context() {
  ContextOptions o;
  o.want = ContextOptions::Want::cpu;
  return Context::create(o);
}

template <typename T>
class SpmmPlanCpu : public ::testing::Test {};
using Types = ::testing::Types<std::pair<double, std::int32_t>, std::pair<float, std::int32_t>,
                               std::pair<double, std::int64_t>, std::pair<float, std::int64_t>>;
TYPED_TEST_SUITE(SpmmPlanCpu, Types);

// Every standard matrix (empty rows, a dense row, awkward shapes), k from
// kKs, both ops, both layouts, the rule's choice and the portable loop.
TYPED_TEST(SpmmPlanCpu, StandardMatricesMatchOracle) {
  using V = typename TypeParam::first_type;
  using I = typename TypeParam::second_type;
  const Context ctx = cpu_context();
  constexpr std::pair<double, double> kScales[] = {{1.0, 0.0}, {-2.0, 0.5}};
  // i64 indices change only the index loads: fewer k keep the test short.
  constexpr std::int64_t kKsI64[] = {3, 33};
  const std::span<const std::int64_t> ks = sizeof(I) == 8 ? std::span<const std::int64_t>(kKsI64) : kKs;
  for (const auto& [name, csr] : standard_test_matrices<V, I>()) {
    const auto a = Matrix<V, I>::from_csr(csr);
    for (const SpmmOp op : {SpmmOp::none, SpmmOp::transpose}) {
      std::vector<ProductCase<V>> cases;  // per k, shared by both plans
      for (const std::int64_t k : ks) cases.push_back(product_case(csr.view(), k, op == SpmmOp::transpose, true));
      for (const std::string variant : {"portable", ""}) {
        const auto plan = plan_spmm(ctx, a, spmm_options(128, op, variant));
        const std::string instance = plan.describe().instance;
        // Without AVX-512 (and for Aᵀ) the rule picks the portable loop, checked already.
        if (variant.empty() && plan.describe().backend == "portable") continue;
        for (const auto& c : cases)
          for (const Layout layout : {Layout::row_major, Layout::col_major})
            for (const auto& [alpha, beta] : kScales)
              check_product(plan, c, layout, alpha, beta, name + " op=" + to_string(op) + " " + instance);
      }
    }
  }
}

// Every AVX-512 A·X instance by name (the rule runs only some: SELL-C-σ
// not at all): σ-sorted rows written back through row_perm, both layouts,
// k' < k, on every standard matrix.
TYPED_TEST(SpmmPlanCpu, EveryAvx512InstanceByNameMatchesOracle) {
  using V = typename TypeParam::first_type;
  using I = typename TypeParam::second_type;
  const Context ctx = cpu_context();
  if (ctx.cpu_path() != CpuPath::avx512) GTEST_SKIP() << "no AVX-512 on this CPU";
  for (const auto& e : kernel_registry()) {
    if (e.op != Op::spmm || e.backend != Backend::avx512 || e.value_type != value_type_of<V>() ||
        e.index_type != index_type_of<I>())
      continue;
    for (const auto& [name, csr] : standard_test_matrices<V, I>()) {
      const auto plan = plan_spmm(ctx, Matrix<V, I>::from_csr(csr), spmm_options(40, SpmmOp::none, e.name));
      ASSERT_EQ(plan.describe().instance, e.name);
      for (const std::int64_t k : {3, 40}) {
        const ProductCase<V> c = product_case(csr.view(), k, false, true);
        for (const Layout layout : {Layout::row_major, Layout::col_major})
          check_product(plan, c, layout, -2.0, 0.5, name + " " + e.name);
      }
    }
  }
}

// The plan cache keeps the rule's choice per structure, op, k and mode:
// a second plan hits in memory, a new context on the same folder on disk;
// another k, or the transpose, is another entry; a named variant or
// use_plan_cache = false skips the cache. A hit gives the same plan.
TEST(SpmmPlanCpuCache, RuleChoiceIsRememberedPerStructureOpAndK) {
  const auto dir = std::filesystem::temp_directory_path() / ("spgen_spmm_cache_test_" + std::to_string(::getpid()));
  test::remove_cache_dir(dir);
  ContextOptions o;
  o.want = ContextOptions::Want::cpu;
  o.cache.dir = dir;
  o.cache.disk = true;
  const auto csr = random_matrix<double, std::int32_t>({.rows = 3000, .cols = 2000, .mean_row_length = 9, .values = ValueKind::small_integers, .seed = 8});
  const auto a = Matrix<double, std::int32_t>::from_csr(csr);
  {
    const Context ctx = Context::create(o);
    const auto first = plan_spmm(ctx, a, spmm_options(32));
    EXPECT_EQ(first.describe().plan_cache, "miss");
    const auto second = plan_spmm(ctx, a, spmm_options(32));
    EXPECT_EQ(second.describe().plan_cache, "hit (memory)");
    EXPECT_TRUE(second.describe().plan_cache_hit);
    EXPECT_EQ(second.describe().instance, first.describe().instance);
    EXPECT_EQ(second.describe().selection, first.describe().selection);
    check_product(second, csr.view(), 32, Layout::row_major, 1.5, -0.5, true, "cached plan");
    EXPECT_EQ(plan_spmm(ctx, a, spmm_options(8)).describe().plan_cache, "miss");
    EXPECT_EQ(plan_spmm(ctx, a, spmm_options(32, SpmmOp::transpose)).describe().plan_cache, "miss");
    SpmmOptions off = spmm_options(32);
    off.plan.use_plan_cache = false;
    EXPECT_EQ(plan_spmm(ctx, a, off).describe().plan_cache, "off");
    EXPECT_EQ(plan_spmm(ctx, a, spmm_options(32, SpmmOp::none, "portable")).describe().plan_cache, "off");
  }
  {
    const Context ctx = Context::create(o);
    const auto again = plan_spmm(ctx, a, spmm_options(32));
    EXPECT_EQ(again.describe().plan_cache, "hit (disk)");
    check_product(again, csr.view(), 32, Layout::col_major, 1.0, 0.0, true, "plan from the disk cache");
  }
  test::remove_cache_dir(dir);
}

// The real matrices (bounded check), k = 8 and 33, both ops.
TYPED_TEST(SpmmPlanCpu, RealMatricesMatchOracle) {
  using V = typename TypeParam::first_type;
  using I = typename TypeParam::second_type;
  if constexpr (sizeof(I) == 8) GTEST_SKIP() << "i64 indices: the standard matrices cover them";
  const auto& real = real_test_matrices<V, I>();
  if (real.empty()) GTEST_SKIP() << real_matrices_skip_reason();
  const Context ctx = cpu_context();
  for (const auto& [name, csr] : real) {
    const auto a = Matrix<V, I>::from_csr(csr);
    for (const SpmmOp op : {SpmmOp::none, SpmmOp::transpose}) {
      const auto plan = plan_spmm(ctx, a, spmm_options(33, op));
      for (const std::int64_t k : {8, 33})
        check_product(plan, csr.view(), k, Layout::row_major, 1.5, k == 8 ? 0.0 : -1.0, false,
                      name + " op=" + to_string(op) + " " + plan.describe().instance);
    }
  }
}

// Aᵀ·X is bit-identical from run to run: per-thread partials added in a
// fixed order, no atomics. Real values (sums depend on their order), a matrix
// large enough to use every thread, power-law rows so parts differ.
TEST(SpmmPlanCpuDeterministic, TransposedProductIsBitIdenticalOverRuns) {
  const Context ctx = cpu_context();
  RandomMatrixOptions o{.rows = 40000, .cols = 30000, .mean_row_length = 12,
                        .distribution = RowDistribution::power_law, .values = ValueKind::uniform_real, .seed = 5};
  const auto csr = random_matrix<double, std::int32_t>(o);
  const auto a = Matrix<double, std::int32_t>::from_csr(csr);
  constexpr std::int64_t k = 33;
  const auto plan = plan_spmm(ctx, a, spmm_options(k, SpmmOp::transpose));
  EXPECT_NE(plan.describe().params.find("deterministic"), std::string::npos) << plan.describe().params;
  const auto x = random_vector<double>(static_cast<std::size_t>(o.rows * k), ValueKind::uniform_real, 3);
  const auto y0 = random_vector<double>(static_cast<std::size_t>(o.cols * k), ValueKind::uniform_real, 4);
  std::vector<double> first;
  for (int run = 0; run < 5; ++run) {
    std::vector<double> y = y0;
    plan.apply(0.75, dense<const double>(x.data(), o.rows, k), -0.5, dense<double>(y.data(), o.cols, k));
    if (run == 0) {
      first = y;
      check_product(plan, csr.view(), k, Layout::row_major, 0.75, -0.5, false, "powerlaw 40000x30000");
      continue;
    }
    EXPECT_EQ(std::memcmp(first.data(), y.data(), y.size() * sizeof(double)), 0) << "run " << run << " differs";
  }
}

// A plan for k serves every k' <= k.
// The README's form: dense() over mutable data serves as X (Dense<const V>).
TEST(SpmmPlanCpuArgs, MutableOperandServesAsInput) {
  const Context ctx = cpu_context();
  const auto csr = random_matrix<double, std::int32_t>(
      {.rows = 50, .cols = 40, .mean_row_length = 4, .values = ValueKind::small_integers, .seed = 4});
  const auto plan = plan_spmm(ctx, Matrix<double, std::int32_t>::from_csr(csr), spmm_options(3));
  std::vector<double> x = random_vector<double>(40 * 3, ValueKind::small_integers, 8), y(50 * 3);
  plan.apply(2.0, dense(x.data(), 40, 3), 0.0, dense(y.data(), 50, 3));
  EXPECT_TRUE(spmm_matches(csr.view(), 3, to_double(x), 2.0, 0.0, {}, y, true));
}

TEST(SpmmPlanCpuArgs, PlanForKServesSmallerK) {
  const Context ctx = cpu_context();
  const auto csr = random_matrix<double, std::int32_t>(
      {.rows = 300, .cols = 200, .mean_row_length = 5, .values = ValueKind::small_integers, .seed = 9});
  const auto plan = plan_spmm(ctx, Matrix<double, std::int32_t>::from_csr(csr), spmm_options(40));
  EXPECT_EQ(plan.k(), 40);
  for (const std::int64_t k : {1, 7, 39, 40})
    check_product(plan, csr.view(), k, Layout::row_major, 1.0, 1.0, true, "k' <= k");
}

TEST(SpmmPlanCpuArgs, InvalidArgumentsNameTheParameter) {
  const Context ctx = cpu_context();
  const auto a = Matrix<double, std::int32_t>::from_csr(random_matrix<double, std::int32_t>(
      {.rows = 30, .cols = 20, .mean_row_length = 3, .values = ValueKind::small_integers, .seed = 2}));
  EXPECT_TRUE(throws_error([&] { (void)plan_spmm(ctx, a, spmm_options(0)); }, {"k is 0", "1 to"}));
  EXPECT_TRUE(throws_error([&] { (void)plan_spmm(ctx, a, spmm_options(100000)); }, {"k is 100000"}));
  EXPECT_TRUE(throws_error([&] { (void)plan_spmm(ctx, a, spmm_options(4, static_cast<SpmmOp>(7))); },
                           {"op is neither"}));
  EXPECT_TRUE(throws_error(
      [&] { (void)plan_spmm(ctx, a, spmm_options(4, SpmmOp::none, "spgen_nothing")); },
      {"variant", "spgen_nothing"}));
  for (const auto& e : kernel_registry()) {
    if (e.op != Op::spmv) continue;
    EXPECT_TRUE(throws_error([&] { (void)plan_spmm(ctx, a, spmm_options(4, SpmmOp::none, e.name)); },
                             {"variant", "not an SpMM instance"}));
    break;
  }

  const auto plan = plan_spmm(ctx, a, spmm_options(4));
  std::vector<double> x(20 * 8, 1.0), y(30 * 8, 0.0);
  EXPECT_TRUE(throws_error([&] { plan.apply(1.0, dense<const double>(x.data(), 20, 5), 0.0, dense<double>(y.data(), 30, 5)); },
                           {"x.cols (k) is 5", "1 to 4"}));
  EXPECT_TRUE(throws_error([&] { plan.apply(1.0, dense<const double>(x.data(), 30, 4), 0.0, dense<double>(y.data(), 30, 4)); },
                           {"x.rows is 30", "needs 20"}));
  EXPECT_TRUE(throws_error([&] { plan.apply(1.0, dense<const double>(x.data(), 20, 4), 0.0, dense<double>(y.data(), 20, 4)); },
                           {"y.rows is 20", "needs 30"}));
  EXPECT_TRUE(throws_error([&] { plan.apply(1.0, dense<const double>(x.data(), 20, 4), 0.0, dense<double>(y.data(), 30, 3)); },
                           {"x.cols (4) and y.cols (3) differ"}));
  EXPECT_TRUE(throws_error(
      [&] { plan.apply(1.0, dense<const double>(x.data(), 20, 4, Layout::row_major, 3), 0.0, dense<double>(y.data(), 30, 4)); },
      {"x.ld is 3", "row-major", ">= 4"}));
  EXPECT_TRUE(throws_error(
      [&] { plan.apply(1.0, dense<const double>(x.data(), 20, 4), 0.0, dense<double>(y.data(), 30, 4, Layout::col_major, 29)); },
      {"y.ld is 29", "column-major", ">= 30"}));
  EXPECT_TRUE(throws_error(
      [&] { plan.apply(1.0, dense<const double>(x.data(), 20, 4, static_cast<Layout>(5)), 0.0, dense<double>(y.data(), 30, 4)); },
      {"x.layout"}));
}

}  // namespace
}  // namespace spgen::test
