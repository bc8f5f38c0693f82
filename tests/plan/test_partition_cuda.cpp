// Row-partitioned plans on a GPU: split at several lengths on every standard
// matrix and a skewed one, each part as the CUDA rule picks it, products
// exact with host and device vectors. Skipped, with the reason, where no
// device is present.
#include <cuda_runtime.h>
#include <gtest/gtest.h>

#include <vector>

#include "backends/cuda/cuda.hpp"
#include "support/require_device.hpp"
#include "partition_check.hpp"

using namespace spgen;

namespace {

template <typename V>
class PartitionedPlanCuda : public ::testing::Test {};
using ValueTypes = ::testing::Types<float, double>;
TYPED_TEST_SUITE(PartitionedPlanCuda, ValueTypes);

TYPED_TEST(PartitionedPlanCuda, SplitAtAnyLengthMatchesTheOracle) {
  SPGEN_REQUIRE_DEVICE();
  test::check_partitioned_plans<TypeParam>(Context::create(test::memory_cached(ContextOptions::Want::cuda)));
}

TYPED_TEST(PartitionedPlanCuda, DeviceVectorsGiveTheSameProducts) {
  SPGEN_REQUIRE_DEVICE();
  using V = TypeParam;
  const Context ctx = Context::create(test::memory_cached(ContextOptions::Want::cuda));
  const auto csr = test::skewed_matrix<V>();
  PlanOptions po;
  po.partition = Partition::at_threshold;
  po.partition_threshold = 40;
  const auto p = plan(ctx, Matrix<V, std::int32_t>::from_csr(csr), po);
  const auto x = test::random_vector<V>(static_cast<std::size_t>(csr.ncols), ValueKind::small_integers, 3);
  const auto y0 = test::random_vector<V>(static_cast<std::size_t>(csr.nrows), ValueKind::small_integers, 4);
  V *dx = nullptr, *dy = nullptr;
  ASSERT_EQ(cudaMalloc(&dx, x.size() * sizeof(V)), cudaSuccess);
  ASSERT_EQ(cudaMalloc(&dy, y0.size() * sizeof(V)), cudaSuccess);
  cudaMemcpy(dx, x.data(), x.size() * sizeof(V), cudaMemcpyHostToDevice);
  cudaMemcpy(dy, y0.data(), y0.size() * sizeof(V), cudaMemcpyHostToDevice);
  p.apply(V(2), dx, V(-1), dy);
  std::vector<V> y(y0.size());
  ASSERT_EQ(cudaMemcpy(y.data(), dy, y.size() * sizeof(V), cudaMemcpyDeviceToHost), cudaSuccess);
  cudaFree(dx);
  cudaFree(dy);
  EXPECT_TRUE(test::spmv_matches(csr.view(), test::to_double(x), 2.0, -1.0, test::to_double(y0), y, true));
}

}  // namespace
