// The checks and hashes of csr_checks.hpp, at the bandwidth of one read of
// each array: a grid-stride kernel over row_ptr (monotone), then one over
// tiles of kTile entries of col_idx (in range, strictly increasing within a
// row). An entry not above its predecessor is a violation unless it starts a
// row: each tile marks its row starts in a bitmap in shared memory from
// row_ptr, from its first row (a search per tile; a search per entry instead
// left a warp waiting on about 20 dependent loads at every row start: 2 ms
// on 56 M entries). Hash terms are summed per thread, per block, then
// atomically: integer sums, so the result does not depend on the order.
// All three kernels are queued at once and read back together: a round trip
// to the host costs more than the kernels on a small matrix (10-30 us each).
// The entry kernel is safe on row pointers that are not monotone (it stays
// within its tile and the arrays); its verdict is then ignored.
#include "backends/cuda/csr_checks.hpp"

#include <cuda_runtime.h>

#include <algorithm>
#include <cstddef>
#include <string>
#include <type_traits>

#include "backends/cuda/device_scratch.hpp"
#include "backends/cuda/kernel_preload.hpp"
#include "spgen/core/error.hpp"

SPGEN_PRELOAD_THIS_MODULE()

namespace spgen::detail {

namespace {

using u64 = unsigned long long;
constexpr int kBlock = 256;
constexpr long long kTile = 16 * kBlock;  // entries per tile of the entry checks

void check(cudaError_t status, const char* what) {
  if (status != cudaSuccess)
    throw Error(std::string("DeviceMatrix: checking the arrays on the device: ") + what + ": " +
                cudaGetErrorString(status));
}

// A 32-bit mix of a value at a position, summed in 64 bits: order matters,
// and the value's and the position's high words count too, so int32 and
// int64 arrays of one structure hash alike. 32-bit multiplies: splitmix64's
// three 64-bit ones per entry left the entry kernel bound by its arithmetic
// (check_entries 243 us on kron:40:bcsstk32's 81 M entries, 1.3 TB/s; H200,
// traced). lowbias32's finaliser (Wellons).
__device__ unsigned mix(u64 position, long long value) {
  const auto v = static_cast<u64>(value);
  unsigned z = static_cast<unsigned>(v) * 0x9E3779B1u + static_cast<unsigned>(position) * 0x85EBCA77u;
  // Zero in every valid int32 array and every position below 2^32: a branch
  // the warp takes together, not two more multiplies per entry.
  if ((v >> 32) != 0 || (position >> 32) != 0)
    z += static_cast<unsigned>(v >> 32) * 0xC2B2AE3Du + static_cast<unsigned>(position >> 32) * 0x27D4EB2Fu;
  z ^= z >> 16;
  z *= 0x7FEB352Du;
  z ^= z >> 15;
  z *= 0x846CA68Bu;
  z ^= z >> 16;
  return z;
}

// Adds each thread's `part` to *total: a warp, then a block, then one atomic.
__device__ void add_to(u64* total, u64 part) {
  __shared__ u64 warp_sums[kBlock / 32];
  for (int offset = 16; offset > 0; offset /= 2) part += __shfl_down_sync(0xffffffffu, part, offset);
  if ((threadIdx.x & 31) == 0) warp_sums[threadIdx.x / 32] = part;
  __syncthreads();
  if (threadIdx.x == 0) {
    u64 sum = 0;
    for (int w = 0; w < kBlock / 32; ++w) sum += warp_sums[w];
    atomicAdd(total, sum);
  }
}

// bad_row and bad_entry start at all ones (kNone), the rest at zero.
struct Results {
  u64 bad_row, bad_entry, row_hash, col_hash, first_row_ptr;
};

template <typename I>
__global__ void check_rows(const I* row_ptr, long long nrows, Results* out) {
  u64 hash = 0;
  const long long stride = static_cast<long long>(gridDim.x) * blockDim.x;
  for (long long i = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x; i <= nrows; i += stride) {
    const long long v = row_ptr[i];
    if (i == 0) out->first_row_ptr = static_cast<u64>(v);
    hash += mix(static_cast<u64>(i), v);
    if (i < nrows && row_ptr[i + 1] < v) atomicMin(&out->bad_row, static_cast<u64>(i));
  }
  add_to(&out->row_hash, hash);
}

// A thread per tile: the first row r with row_ptr[r] >= the tile's first
// entry (a binary search over a monotone row_ptr).
template <typename I>
__global__ void find_tile_rows(const I* row_ptr, long long nrows, long long ntiles, long long* tile_first_row) {
  const long long t = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (t >= ntiles) return;
  long long lo = 0, hi = nrows;
  while (lo < hi) {
    const long long mid = (lo + hi) / 2;
    if (row_ptr[mid] < t * kTile)
      lo = mid + 1;
    else
      hi = mid;
  }
  tile_first_row[t] = lo;
}

// A block per tile (grid-stride): the tile's row starts into a bitmap, then
// its entries, kBlock apart so reads coalesce.
template <typename I>
__global__ void check_entries(const I* row_ptr, const I* col, long long nrows, long long ncols, long long nnz,
                              const long long* tile_first_row, long long ntiles, Results* out) {
  __shared__ unsigned starts[kTile / 32];
  u64 hash = 0;
  for (long long t = blockIdx.x; t < ntiles; t += gridDim.x) {
    const long long j0 = t * kTile, j1 = min(nnz, j0 + kTile);
    for (int w = threadIdx.x; w < kTile / 32; w += kBlock) starts[w] = 0;
    __syncthreads();
    for (long long r = tile_first_row[t] + threadIdx.x; r < nrows; r += kBlock) {
      const long long at = row_ptr[r];
      // row_ptr is monotone: the rest start past the tile too. Below the
      // tile only where it is not, and then the verdict is unused.
      if (at >= j1 || at < j0) break;
      const auto bit = static_cast<unsigned>(at - j0);
      atomicOr(&starts[bit / 32], 1u << (bit % 32));
    }
    __syncthreads();
    using Unsigned = std::make_unsigned_t<I>;
    for (long long j = j0 + threadIdx.x; j < j1; j += kBlock) {
      const I c = col[j];
      hash += mix(static_cast<u64>(j), c);
      const auto bit = static_cast<unsigned>(j - j0);
      const bool starts_row = (starts[bit / 32] >> (bit % 32)) & 1u;
      // Negative columns wrap past ncols.
      if (static_cast<Unsigned>(c) >= static_cast<Unsigned>(ncols) || (j > 0 && !starts_row && col[j - 1] >= c))
        atomicMin(&out->bad_entry, static_cast<u64>(j));
    }
    __syncthreads();  // before the next tile clears the bitmap
  }
  add_to(&out->col_hash, hash);
}

unsigned grid_for(long long n) {
  int device = 0, sms = 1;
  cudaGetDevice(&device);
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device);
  return static_cast<unsigned>(std::max(1LL, std::min(n, 8LL * sms)));  // 8 blocks of 256 fill an SM
}

}  // namespace

template <typename I>
DeviceCsrCheck check_device_csr(std::int64_t nrows, std::int64_t ncols, std::int64_t nnz, const I* row_ptr,
                                const I* col_idx) {
  const long long ntiles = (nnz + kTile - 1) / kTile;
  // The results, then the tiles' first rows, in one allocation.
  void* memory = nullptr;
  int device = 0;
  check(scratch_allocate(&memory, sizeof(Results) + static_cast<std::size_t>(ntiles) * sizeof(long long), &device),
        "scratch allocation");
  struct Free {
    void* p;
    int device;
    ~Free() { scratch_free(p, device); }
  } free_memory{memory, device};
  auto* d = static_cast<Results*>(memory);
  auto* tile_first_row = reinterpret_cast<long long*>(d + 1);
  static_assert(offsetof(Results, row_hash) == 2 * sizeof(u64));
  check(cudaMemsetAsync(d, 0xff, offsetof(Results, row_hash)), "cudaMemsetAsync");
  check(cudaMemsetAsync(&d->row_hash, 0, sizeof(Results) - offsetof(Results, row_hash)), "cudaMemsetAsync");
  check_rows<I><<<grid_for((nrows + kBlock) / kBlock), kBlock>>>(row_ptr, nrows, d);
  if (nnz > 0) {
    find_tile_rows<I><<<static_cast<unsigned>((ntiles + kBlock - 1) / kBlock), kBlock>>>(row_ptr, nrows, ntiles,
                                                                                      tile_first_row);
    check_entries<I><<<grid_for(ntiles), kBlock>>>(row_ptr, col_idx, nrows, ncols, nnz, tile_first_row, ntiles, d);
  }
  check(cudaGetLastError(), "checks");
  Results r{};
  check(cudaMemcpy(&r, d, sizeof r, cudaMemcpyDeviceToHost), "checks");
  // The entries were checked against row pointers that may be out of order:
  // a row's verdict comes first, as on the host.
  if (r.bad_row != DeviceCsrCheck::kNone) r.bad_entry = DeviceCsrCheck::kNone;
  return {r.bad_row, r.bad_entry, r.row_hash, r.col_hash, static_cast<std::int64_t>(r.first_row_ptr)};
}

template DeviceCsrCheck check_device_csr<std::int32_t>(std::int64_t, std::int64_t, std::int64_t, const std::int32_t*,
                                                       const std::int32_t*);
template DeviceCsrCheck check_device_csr<std::int64_t>(std::int64_t, std::int64_t, std::int64_t, const std::int64_t*,
                                                       const std::int64_t*);

}  // namespace spgen::detail
