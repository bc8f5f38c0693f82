// compute_features_on_device (plan/features.hpp): the row-length moments on
// the host from the row pointers, the near-diagonal count on the device, a
// warp per row (grid-stride), summed per block, then once per block.
// Multiplication and subtraction are rounded separately (no fused
// multiply-add), as the host computes them, so the counts agree exactly.
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "core/row_lengths.hpp"
#include "plan/features.hpp"
#include "spgen/core/error.hpp"

namespace spgen {

namespace {

constexpr int kBlock = 256;

void check(cudaError_t status, const char* what) {
  if (status != cudaSuccess)
    throw Error(std::string("features on the device: ") + what + ": " + cudaGetErrorString(status));
}

template <typename I>
__global__ void count_near_diagonal(const I* row_ptr, const I* col, long long nrows, double scale, double reach,
                                    unsigned long long* total) {
  __shared__ unsigned long long block_count;
  if (threadIdx.x == 0) block_count = 0;
  __syncthreads();
  const long long warps = static_cast<long long>(gridDim.x) * (blockDim.x / 32);
  const int lane = threadIdx.x % 32;
  unsigned long long near = 0;
  for (long long r = static_cast<long long>(blockIdx.x) * (blockDim.x / 32) + threadIdx.x / 32; r < nrows;
       r += warps) {
    const double diagonal = __dmul_rn(static_cast<double>(r), scale);
    for (long long k = row_ptr[r] + lane; k < row_ptr[r + 1]; k += 32)
      near += fabs(__dsub_rn(static_cast<double>(col[k]), diagonal)) <= reach ? 1 : 0;
  }
  for (int offset = 16; offset > 0; offset /= 2) near += __shfl_down_sync(0xffffffffu, near, offset);
  if (lane == 0) atomicAdd(&block_count, near);
  __syncthreads();
  if (threadIdx.x == 0) atomicAdd(total, block_count);
}

}  // namespace

template <SupportedIndex I>
Features compute_features_on_device(I nrows, I ncols, std::span<const I> row_ptr, const I* device_row_ptr,
                                    const I* device_col_idx) {
  const CsrView<double, I> rows{nrows, ncols, row_ptr, {}, {}};
  const RowLengthMoments m = row_length_moments(rows);
  const auto nnz = static_cast<std::int64_t>(row_ptr.back());
  const double scale = nrows > 0 ? static_cast<double>(ncols) / static_cast<double>(nrows) : 0.0;
  const double reach = std::max(64.0, static_cast<double>(ncols) / 64.0);
  unsigned long long near = 0;
  if (nnz > 0) {
    unsigned long long* total = nullptr;
    check(cudaMalloc(&total, sizeof *total), "cudaMalloc");
    struct Free {
      unsigned long long* p;
      ~Free() { cudaFree(p); }
    } free_total{total};
    check(cudaMemset(total, 0, sizeof *total), "cudaMemset");
    int device = 0, sms = 1;
    check(cudaGetDevice(&device), "cudaGetDevice");
    check(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device), "cudaDeviceGetAttribute");
    const long long blocks = std::min<long long>((static_cast<long long>(nrows) + kBlock / 32 - 1) / (kBlock / 32), 16LL * sms);
    count_near_diagonal<I><<<static_cast<unsigned>(std::max(1LL, blocks)), kBlock>>>(device_row_ptr, device_col_idx,
                                                                                    nrows, scale, reach, total);
    check(cudaGetLastError(), "count_near_diagonal");
    check(cudaMemcpy(&near, total, sizeof near, cudaMemcpyDeviceToHost), "cudaMemcpy");
  }
  return {.nrows = nrows,
          .ncols = ncols,
          .nnz = nnz,
          .max_row = m.max,
          .mean_row = m.mean,
          .cv_row = m.mean > 0 ? m.stddev / m.mean : 0.0,
          .near_diagonal = nnz > 0 ? static_cast<double>(near) / static_cast<double>(nnz) : 1.0};
}

template Features compute_features_on_device<std::int32_t>(std::int32_t, std::int32_t, std::span<const std::int32_t>,
                                                           const std::int32_t*, const std::int32_t*);
template Features compute_features_on_device<std::int64_t>(std::int64_t, std::int64_t, std::span<const std::int64_t>,
                                                           const std::int64_t*, const std::int64_t*);

}  // namespace spgen
