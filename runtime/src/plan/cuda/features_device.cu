// compute_features_on_device (plan/features.hpp): one kernel, a thread per
// row (grid-stride), counts the row lengths' extremes, sum and sum of
// squares (integers, exact) and the near-diagonal entries, summed per warp,
// then per block, then into the total once per block. Multiplication and subtraction are rounded
// separately (no fused multiply-add), as the host computes them, so the
// counts agree exactly.
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "backends/cuda/device_scratch.hpp"
#include "backends/cuda/kernel_preload.hpp"
#include "plan/features.hpp"
#include "spgen/core/error.hpp"

SPGEN_PRELOAD_THIS_MODULE()

namespace spgen {

namespace {

constexpr int kBlock = 256;

void check(cudaError_t status, const char* what) {
  if (status != cudaSuccess)
    throw Error(std::string("features on the device: ") + what + ": " + cudaGetErrorString(status));
}

using u64 = unsigned long long;

struct Counts {
  u64 near, length_sum, length_sq_sum, min_length, max_length;
};

// Where column c of row r lies against the band |c - r·scale| <= reach:
// -1 below it, 0 in it, 1 above it; in c's order, since c - r·scale rounds
// monotonically.
__device__ int side_of_band(long long c, double diagonal, double reach) {
  const double d = __dsub_rn(static_cast<double>(c), diagonal);
  return d < -reach ? -1 : d > reach ? 1 : 0;
}

// The first of col[lo, hi) whose side is above `side` (columns sorted).
template <typename I>
__device__ long long first_past(const I* col, long long lo, long long hi, int side,
                                double diagonal, double reach) {
  while (lo < hi) {
    const long long mid = lo + (hi - lo) / 2;
    if (side_of_band(col[mid], diagonal, reach) <= side)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo;
}

// A thread per row. A row's columns are sorted (the device matrix's checks
// passed), so its entries near the diagonal are one run, found by two
// binary searches; where its first and last columns are both near (every
// row of a stencil) that is two loads. A warp per row reading every column
// took 0.33 ms on poisson3d:128 and kron:40:bcsstk32 (H200).
template <typename I>
__global__ void count_rows(const I* row_ptr, const I* col, long long nrows, double scale, double reach, Counts* total) {
  __shared__ Counts block;
  if (threadIdx.x == 0) block = {0, 0, 0, ~u64{0}, 0};
  __syncthreads();
  u64 near = 0, sum = 0, sq = 0, shortest = ~u64{0}, longest = 0;
  const long long stride = static_cast<long long>(gridDim.x) * blockDim.x;
  for (long long r = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x; r < nrows;
       r += stride) {
    const long long begin = row_ptr[r], end = row_ptr[r + 1];
    const auto len = static_cast<u64>(end - begin);
    sum += len;
    sq += len * len;
    shortest = min(shortest, len);
    longest = max(longest, len);
    if (len == 0) continue;
    const double diagonal = __dmul_rn(static_cast<double>(r), scale);
    if (side_of_band(col[begin], diagonal, reach) == 0 &&
        side_of_band(col[end - 1], diagonal, reach) == 0) {
      near += len;
      continue;
    }
    const long long first_near = first_past(col, begin, end, -1, diagonal, reach);
    near += static_cast<u64>(first_past(col, first_near, end, 0, diagonal, reach) - first_near);
  }
  for (int offset = 16; offset > 0; offset /= 2) {
    near += __shfl_down_sync(0xffffffffu, near, offset);
    sum += __shfl_down_sync(0xffffffffu, sum, offset);
    sq += __shfl_down_sync(0xffffffffu, sq, offset);
    shortest = min(shortest, __shfl_down_sync(0xffffffffu, shortest, offset));
    longest = max(longest, __shfl_down_sync(0xffffffffu, longest, offset));
  }
  if (threadIdx.x % 32 == 0) {
    atomicAdd(&block.near, near);
    atomicAdd(&block.length_sum, sum);
    atomicAdd(&block.length_sq_sum, sq);
    atomicMin(&block.min_length, shortest);
    atomicMax(&block.max_length, longest);
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    atomicAdd(&total->near, block.near);
    atomicAdd(&total->length_sum, block.length_sum);
    atomicAdd(&total->length_sq_sum, block.length_sq_sum);
    atomicMin(&total->min_length, block.min_length);
    atomicMax(&total->max_length, block.max_length);
  }
}

}  // namespace

template <SupportedIndex I>
Features compute_features_on_device(I nrows, I ncols, std::int64_t nnz, const I* device_row_ptr,
                                    const I* device_col_idx) {
  const double scale = nrows > 0 ? static_cast<double>(ncols) / static_cast<double>(nrows) : 0.0;
  const double reach = std::max(64.0, static_cast<double>(ncols) / 64.0);
  Counts c{0, 0, 0, 0, 0};
  if (nrows > 0) {
    void* memory = nullptr;
    int device = 0;
    check(detail::scratch_allocate(&memory, sizeof(Counts), &device), "scratch allocation");
    struct Free {
      void* p;
      int device;
      ~Free() { detail::scratch_free(p, device); }
    } free_total{memory, device};
    auto* total = static_cast<Counts*>(memory);
    // Zero, but min_length all ones: set in place, queued (no round trip).
    check(cudaMemsetAsync(total, 0, sizeof(Counts)), "cudaMemsetAsync");
    check(cudaMemsetAsync(&total->min_length, 0xff, sizeof(u64)), "cudaMemsetAsync");
    int sms = 1;  // of the current device, the scratch's
    check(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device), "cudaDeviceGetAttribute");
    const long long blocks =
        std::min<long long>((static_cast<long long>(nrows) + kBlock - 1) / kBlock, 16LL * sms);
    count_rows<I><<<static_cast<unsigned>(std::max(1LL, blocks)), kBlock>>>(device_row_ptr, device_col_idx, nrows,
                                                                           scale, reach, total);
    check(cudaGetLastError(), "count_rows");
    check(cudaMemcpy(&c, total, sizeof c, cudaMemcpyDeviceToHost), "cudaMemcpy");
  }
  // As row_length_moments() (core/row_lengths.hpp), from exact sums.
  const double n = static_cast<double>(nrows);
  const double mean = nrows > 0 ? static_cast<double>(c.length_sum) / n : 0.0;
  const double stddev =
      nrows > 0 ? std::sqrt(std::max(0.0, static_cast<double>(c.length_sq_sum) / n - mean * mean)) : 0.0;
  return {.nrows = nrows,
          .ncols = ncols,
          .nnz = nnz,
          .max_row = static_cast<std::int64_t>(c.max_length),
          .mean_row = mean,
          .cv_row = mean > 0 ? stddev / mean : 0.0,
          .near_diagonal = nnz > 0 ? static_cast<double>(c.near) / static_cast<double>(nnz) : 1.0};
}

template Features compute_features_on_device<std::int32_t>(std::int32_t, std::int32_t, std::int64_t,
                                                           const std::int32_t*, const std::int32_t*);
template Features compute_features_on_device<std::int64_t>(std::int64_t, std::int64_t, std::int64_t,
                                                           const std::int64_t*, const std::int64_t*);

}  // namespace spgen
