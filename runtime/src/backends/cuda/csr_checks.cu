// The checks and hashes of csr_checks.hpp: a grid-stride kernel over
// row_ptr (monotone), then one over col_idx (in range, strictly increasing
// within a row). An entry not above its predecessor is a violation unless it
// starts a row, which a binary search over row_ptr tells (once per row in a
// valid matrix). Hash terms are summed per thread, per warp, then atomically:
// integer sums, so the result does not depend on the order.
#include "backends/cuda/csr_checks.hpp"

#include <cuda_runtime.h>

#include <algorithm>
#include <string>

#include "spgen/core/error.hpp"

namespace spgen::detail {

namespace {

using u64 = unsigned long long;
constexpr int kBlock = 256;

void check(cudaError_t status, const char* what) {
  if (status != cudaSuccess)
    throw Error(std::string("DeviceMatrix: checking the arrays on the device: ") + what + ": " +
                cudaGetErrorString(status));
}

// splitmix64's finaliser of a value at a position: order matters, and the
// value is widened to 64 bits first (int32 and int64 agree).
__device__ u64 mix(u64 position, long long value) {
  u64 z = static_cast<u64>(value) + (position + 1) * 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

__device__ void add_to(u64* total, u64 part) {
  for (int offset = 16; offset > 0; offset /= 2) part += __shfl_down_sync(0xffffffffu, part, offset);
  if ((threadIdx.x & 31) == 0) atomicAdd(total, part);
}

struct Results {
  u64 bad_row, bad_entry, row_hash, col_hash;
};

template <typename I>
__global__ void check_rows(const I* row_ptr, long long nrows, Results* out) {
  u64 hash = 0;
  const long long stride = static_cast<long long>(gridDim.x) * blockDim.x;
  for (long long i = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x; i <= nrows; i += stride) {
    const long long v = row_ptr[i];
    hash += mix(static_cast<u64>(i), v);
    if (i < nrows && row_ptr[i + 1] < v) atomicMin(&out->bad_row, static_cast<u64>(i));
  }
  add_to(&out->row_hash, hash);
}

// Whether entry j starts a row: some row_ptr[r] == j (the last such r is
// the row; rows before it are empty).
template <typename I>
__device__ bool starts_row(const I* row_ptr, long long nrows, long long j) {
  long long lo = 0, hi = nrows;  // find the first r with row_ptr[r] >= j
  while (lo < hi) {
    const long long mid = (lo + hi) / 2;
    if (row_ptr[mid] < j)
      lo = mid + 1;
    else
      hi = mid;
  }
  return row_ptr[lo] == j;
}

template <typename I>
__global__ void check_entries(const I* row_ptr, const I* col, long long nrows, long long ncols, long long nnz,
                              Results* out) {
  u64 hash = 0;
  const long long stride = static_cast<long long>(gridDim.x) * blockDim.x;
  for (long long j = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x; j < nnz; j += stride) {
    const long long c = col[j];
    hash += mix(static_cast<u64>(j), c);
    const bool outside = c < 0 || c >= ncols;
    if (outside || (j > 0 && col[j - 1] >= c && !starts_row(row_ptr, nrows, j)))
      atomicMin(&out->bad_entry, static_cast<u64>(j));
  }
  add_to(&out->col_hash, hash);
}

unsigned grid_for(long long n) {
  int device = 0, sms = 1;
  cudaGetDevice(&device);
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device);
  const long long blocks = (n + kBlock - 1) / kBlock;
  return static_cast<unsigned>(std::max(1LL, std::min(blocks, 8LL * sms)));
}

}  // namespace

template <typename I>
DeviceCsrCheck check_device_csr(std::int64_t nrows, std::int64_t ncols, std::int64_t nnz, const I* row_ptr,
                                const I* col_idx) {
  Results init{DeviceCsrCheck::kNone, DeviceCsrCheck::kNone, 0, 0};
  Results* d = nullptr;
  check(cudaMalloc(&d, sizeof(Results)), "cudaMalloc");
  struct Free {
    Results* p;
    ~Free() { cudaFree(p); }
  } free_results{d};
  check(cudaMemcpy(d, &init, sizeof init, cudaMemcpyHostToDevice), "cudaMemcpy");
  check_rows<I><<<grid_for(nrows + 1), kBlock>>>(row_ptr, nrows, d);
  check(cudaGetLastError(), "row checks");
  Results r{};
  check(cudaMemcpy(&r, d, sizeof r, cudaMemcpyDeviceToHost), "row checks");
  // The entry checks search row_ptr: only once it is known monotone.
  if (r.bad_row == DeviceCsrCheck::kNone && nnz > 0) {
    check_entries<I><<<grid_for(nnz), kBlock>>>(row_ptr, col_idx, nrows, ncols, nnz, d);
    check(cudaGetLastError(), "entry checks");
    check(cudaMemcpy(&r, d, sizeof r, cudaMemcpyDeviceToHost), "entry checks");
  }
  return {r.bad_row, r.bad_entry, r.row_hash, r.col_hash};
}

template DeviceCsrCheck check_device_csr<std::int32_t>(std::int64_t, std::int64_t, std::int64_t, const std::int32_t*,
                                                       const std::int32_t*);
template DeviceCsrCheck check_device_csr<std::int64_t>(std::int64_t, std::int64_t, std::int64_t, const std::int64_t*,
                                                       const std::int64_t*);

}  // namespace spgen::detail
