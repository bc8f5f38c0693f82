// SpMM plans on a CUDA context (plan_spmm): the rule's A·X and Aᵀ·X plans
// against the double-precision oracle (standard and real matrices, both
// layouts, padded strides, k' < k, beta = 0 on NaN-poisoned Y), Aᵀ·X
// bit-identical over repeated runs in the deterministic mode (split column
// panels included), RS-SpMM's heavy/light A·X bit-identical likewise, and within the oracle's bound in the atomic mode, device
// operands. Skipped, with the reason, where no device is present.
#include <cuda_runtime.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include "backends/cuda/cuda.hpp"
#include "support/require_device.hpp"
#include "spgen/spgen.hpp"
#include "support/spmm_check.hpp"
#include "support/test_support.hpp"

namespace spgen::test {
namespace {

namespace fs = std::filesystem;

Context gpu_context() {
  ContextOptions o;
  o.want = ContextOptions::Want::cuda;
  o.cache.dir = fs::temp_directory_path() / ("spgen_spmm_cuda_test_" + std::to_string(::getpid()));
  o.cache.disk = true;
  return Context::create(o);
}

SpmmOptions spmm_options(std::int64_t k, SpmmOp op, bool deterministic = true) {
  SpmmOptions o;
  o.k = k;
  o.op = op;
  o.deterministic = deterministic;
  return o;
}

// Aᵀ·X with pieces of at most 256 entries: dense columns split their panels.
SpmmOptions split_panels(std::int64_t k, bool deterministic) {
  SpmmOptions o = spmm_options(k, SpmmOp::transpose, deterministic);
  o.plan.format_params = {{"piece_len", 256}};
  return o;
}

template <typename T>
class SpmmPlanCuda : public ::testing::Test {};
using Types = ::testing::Types<std::pair<double, std::int32_t>, std::pair<float, std::int32_t>,
                               std::pair<double, std::int64_t>, std::pair<float, std::int64_t>>;
TYPED_TEST_SUITE(SpmmPlanCuda, Types);

// Every standard matrix (empty rows and columns, a dense row, awkward
// shapes), both ops, both layouts, k' = 1, 3, 33 and 128 on a plan for 128.
TYPED_TEST(SpmmPlanCuda, StandardMatricesMatchOracle) {
  SPGEN_REQUIRE_DEVICE();
  using V = typename TypeParam::first_type;
  using I = typename TypeParam::second_type;
  const Context ctx = gpu_context();
  constexpr std::int64_t kKs[] = {1, 3, 33, 128};
  for (const auto& [name, csr] : standard_test_matrices<V, I>()) {
    const auto a = Matrix<V, I>::from_csr(csr);
    for (const SpmmOp op : {SpmmOp::none, SpmmOp::transpose}) {
      const auto plan = plan_spmm(ctx, a, spmm_options(128, op));
      EXPECT_EQ(plan.describe().backend, "cuda");
      for (const std::int64_t k : kKs)
        for (const Layout layout : {Layout::row_major, Layout::col_major})
          check_product(plan, csr.view(), k, layout, 1.0, k == 3 ? -0.5 : 0.0, true,
                        name + " op=" + to_string(op) + " " + plan.describe().instance);
    }
  }
}

// The real matrices (bounded), k = 8 and 33, both ops and both Aᵀ modes.
TYPED_TEST(SpmmPlanCuda, RealMatricesMatchOracle) {
  SPGEN_REQUIRE_DEVICE();
  using V = typename TypeParam::first_type;
  using I = typename TypeParam::second_type;
  if constexpr (sizeof(I) == 8) GTEST_SKIP() << "i64 indices: the standard matrices cover them";
  const auto& real = real_test_matrices<V, I>();
  if (real.empty()) GTEST_SKIP() << real_matrices_skip_reason();
  const Context ctx = gpu_context();
  for (const auto& [name, csr] : real) {
    const auto a = Matrix<V, I>::from_csr(csr);
    for (const auto& [op, deterministic] :
         {std::pair{SpmmOp::none, true}, std::pair{SpmmOp::transpose, true}, std::pair{SpmmOp::transpose, false}}) {
      const auto plan = plan_spmm(ctx, a, spmm_options(33, op, deterministic));
      for (const std::int64_t k : {8, 33})
        check_product(plan, csr.view(), k, Layout::row_major, 1.5, k == 8 ? 0.0 : -1.0, false,
                      name + " op=" + to_string(op) + " " + plan.describe().instance);
    }
  }
}

// A power-law matrix whose dense columns split their panels into pieces, so
// the partial tiles and the last-arrival sum run; real values, so any change
// in summation order would show in the bits.
Csr<double, std::int32_t> power_law_columns() {
  RandomMatrixOptions o{.rows = 30000, .cols = 40000, .mean_row_length = 24,
                        .distribution = RowDistribution::power_law, .values = ValueKind::uniform_real, .seed = 5};
  // Its transpose has power-law columns: Aᵀ·X on it scatters into dense columns.
  return transposed(random_matrix<double, std::int32_t>(o).view());
}

// Eight products on device operands (X and Y random reals, Y reset before
// each): the same bits every run.
template <typename Plan>
void expect_bit_identical_runs(const Plan& plan, std::int64_t xrows, std::int64_t yrows, std::int64_t k) {
  const auto x = random_vector<double>(static_cast<std::size_t>(xrows * k), ValueKind::uniform_real, 3);
  const auto y0 = random_vector<double>(static_cast<std::size_t>(yrows * k), ValueKind::uniform_real, 4);
  double* dx = nullptr;
  double* dy = nullptr;
  cuda::check(cudaMalloc(&dx, x.size() * sizeof(double)), "cudaMalloc");
  cuda::check(cudaMalloc(&dy, y0.size() * sizeof(double)), "cudaMalloc");
  cuda::check(cudaMemcpy(dx, x.data(), x.size() * sizeof(double), cudaMemcpyHostToDevice), "H2D");
  std::vector<double> first;
  for (int run = 0; run < 8; ++run) {
    cuda::check(cudaMemcpy(dy, y0.data(), y0.size() * sizeof(double), cudaMemcpyHostToDevice), "H2D");
    plan.apply(0.75, dense<const double>(dx, xrows, k), -0.5, dense<double>(dy, yrows, k));
    std::vector<double> y(y0.size());
    cuda::check(cudaMemcpy(y.data(), dy, y.size() * sizeof(double), cudaMemcpyDeviceToHost), "D2H");
    if (run == 0)
      first = y;
    else
      EXPECT_EQ(std::memcmp(first.data(), y.data(), y.size() * sizeof(double)), 0) << "run " << run << " differs";
  }
  cudaFree(dx);
  cudaFree(dy);
}

// Deterministic Aᵀ·X is bit-identical over runs (device operands, repeated
// launches); it also matches the oracle.
TEST(SpmmPlanCudaDeterministic, TransposedProductIsBitIdenticalOverRuns) {
  SPGEN_REQUIRE_DEVICE();
  const Context ctx = gpu_context();
  const auto csr = power_law_columns();
  const auto a = Matrix<double, std::int32_t>::from_csr(csr);
  constexpr std::int64_t k = 33;
  const auto plan = plan_spmm(ctx, a, split_panels(k, true));
  const std::string params = plan.describe().params;
  EXPECT_NE(params.find("deterministic"), std::string::npos) << params;
  EXPECT_EQ(params.find("split_panels=0 "), std::string::npos) << "no panel was split: " << params;
  check_product(plan, csr.view(), k, Layout::row_major, 0.75, -0.5, false, "power-law columns");

  expect_bit_identical_runs(plan, csr.nrows, csr.ncols, k);
}

// RS-SpMM's A·X with heavy segments (threshold 2 on power-law rows, whose
// long rows also come in several light units): rows of several parts combine their partials by the last arrival, in slot order,
// so the bits do not change between runs; it also matches the oracle.
TEST(SpmmPlanCudaDeterministic, HeavyLightProductIsBitIdenticalOverRuns) {
  SPGEN_REQUIRE_DEVICE();
  const Context ctx = gpu_context();
  RandomMatrixOptions o{.rows = 30000, .cols = 4000, .mean_row_length = 40,
                        .distribution = RowDistribution::power_law, .values = ValueKind::uniform_real, .seed = 6};
  const auto csr = random_matrix<double, std::int32_t>(o);
  constexpr std::int64_t k = 33;
  const KernelEntry* e = nullptr;
  for (const auto& entry : kernel_registry())
    if (std::string_view(entry.format) == "rsspmm" && entry.backend == Backend::cuda &&
        entry.value_type == ValueType::f64 && entry.index_type == IndexType::i32 && entry.param("cols_per_lane") == 4)
      e = &entry;
  ASSERT_NE(e, nullptr) << "no CUDA rsspmm f64i32 cf4 instance";
  SpmmOptions so = spmm_options(k, SpmmOp::none);
  so.plan.variant = e->name;
  so.plan.format_params = {{"heavy_threshold", 2}};
  const auto plan = plan_spmm(ctx, Matrix<double, std::int32_t>::from_csr(csr), so);
  const std::string params = plan.describe().params;
  EXPECT_EQ(params.find("segments=0 "), std::string::npos) << "no heavy segment: " << params;
  EXPECT_EQ(params.find("multi_part_rows=0 "), std::string::npos) << "no row of several parts: " << params;
  check_product(plan, csr.view(), k, Layout::row_major, 0.75, -0.5, false, "power-law rows, heavy threshold 2");
  expect_bit_identical_runs(plan, csr.ncols, csr.nrows, k);
}

// The atomic mode on the same matrix: within the oracle's bound.
TEST(SpmmPlanCudaDeterministic, AtomicModeMatchesOracle) {
  SPGEN_REQUIRE_DEVICE();
  const Context ctx = gpu_context();
  const auto csr = power_law_columns();
  const auto plan = plan_spmm(ctx, Matrix<double, std::int32_t>::from_csr(csr), split_panels(33, false));
  EXPECT_NE(plan.describe().params.find("atomic"), std::string::npos) << plan.describe().params;
  for (int run = 0; run < 3; ++run)
    check_product(plan, csr.view(), 33, Layout::row_major, 0.75, -0.5, false, "atomic run " + std::to_string(run));
}

}  // namespace
}  // namespace spgen::test
