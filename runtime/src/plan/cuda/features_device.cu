// compute_features_on_device (plan/features.hpp): one kernel in two loops,
// both grid-stride and warp-uniform (every lane of a warp runs each step, so
// a bin's count is added once per warp, by its lowest lane, not 32 times to
// one address):
//  - a thread per row: the longest row, the lengths' sums and histogram, and
//    the near-diagonal entries;
//  - where the column gaps are asked for, a thread per adjacent pair of
//    entries (k, k+1) of the column array, coalesced whatever the row
//    lengths: the gap's bin where the columns increase. A pair across a
//    row's start is no pair of a row; the row loop takes it back (it reads
//    the two columns the pair does).
// Counts are kept per block in shared memory, then added to the totals once
// per block; every count is an integer, so the features equal the host's.
// Multiplication and subtraction are rounded separately (no fused
// multiply-add), as the host computes them.
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstring>
#include <string>

#include "backends/cuda/device_scratch.hpp"
#include "backends/cuda/host_to_device.hpp"
#include "backends/cuda/kernel_preload.hpp"
#include "plan/features.hpp"
#include "spgen/core/error.hpp"

SPGEN_PRELOAD_THIS_MODULE()

namespace spgen {

namespace {

constexpr int kBlock = 256;
constexpr int kExact = static_cast<int>(RowLengthHistogram::kExact);
// Shared bins of a block: the exact row lengths, the longer ones by power
// of two, the gaps by power of two.
constexpr int kLengthBins = kExact + 64;
constexpr int kBins = kLengthBins + 64;

void check(cudaError_t status, const char* what) {
  if (status != cudaSuccess)
    throw Error(std::string("features on the device: ") + what + ": " + cudaGetErrorString(status));
}

using u64 = unsigned long long;

// The totals in device memory, in the order they come back: the scalars,
// the gap bins, the longer rows' bins, then the exact lengths, of which
// only those up to the longest row are read back.
struct Totals {
  u64 near, length_sum, length_sq_sum, max_length;
  u64 gaps[64];
  u64 longer[64];
  u64 exact[kExact];
};
// Read back in the first copy: everything up to exact[kFirstExact).
constexpr int kFirstExact = 64;
constexpr std::size_t kFirstBytes = offsetof(Totals, exact) + kFirstExact * sizeof(u64);

__device__ int bin_of_length(u64 len) {
  return len < static_cast<u64>(kExact) ? static_cast<int>(len) : kExact + 63 - __clzll(static_cast<long long>(len));
}
__device__ int bin_of_gap(u64 gap) { return kLengthBins + 63 - __clzll(static_cast<long long>(gap)); }

// bins[bin] += amount for each lane of the (whole) warp whose bin is not
// negative: the lanes of one bin add together, through their lowest lane.
__device__ void add_in_warp(int* bins, int bin, int amount) {
  const unsigned same = __match_any_sync(0xffffffffu, bin);
  if (bin >= 0 && static_cast<int>(threadIdx.x % 32) == __ffs(same) - 1)
    atomicAdd(&bins[bin], amount * __popc(same));
}

// Where column c of row r lies against the band |c - r·scale| <= reach:
// -1 below it, 0 in it, 1 above it; in c's order, since c - r·scale rounds
// monotonically.
__device__ int side_of_band(long long c, double diagonal, double reach) {
  const double d = __dsub_rn(static_cast<double>(c), diagonal);
  return d < -reach ? -1 : d > reach ? 1 : 0;
}

// The first of col[lo, hi) whose side is above `side` (columns sorted).
template <typename I>
__device__ long long first_past(const I* col, long long lo, long long hi, int side, double diagonal, double reach) {
  while (lo < hi) {
    const long long mid = lo + (hi - lo) / 2;
    if (side_of_band(col[mid], diagonal, reach) <= side)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo;
}

// A row's entries near the diagonal. Its columns are sorted (the device
// matrix's checks passed), so they are one run, found by two binary
// searches; where its first and last columns are both near (every row of a
// stencil) that is two loads. A warp per row reading every column took
// 0.33 ms on poisson3d:128 and kron:40:bcsstk32 (H200).
template <typename I>
__device__ u64 near_in_row(const I* col, long long begin, long long end, double diagonal, double reach) {
  if (side_of_band(col[begin], diagonal, reach) == 0 && side_of_band(col[end - 1], diagonal, reach) == 0)
    return static_cast<u64>(end - begin);
  const long long first_near = first_past(col, begin, end, -1, diagonal, reach);
  return static_cast<u64>(first_past(col, first_near, end, 0, diagonal, reach) - first_near);
}

template <typename I, bool kGaps>
__global__ void count_features(const I* row_ptr, const I* col, long long nrows, long long nnz, double scale,
                               double reach, Totals* total) {
  __shared__ int bins[kBins];
  __shared__ u64 block[4];
  for (int j = threadIdx.x; j < kBins; j += blockDim.x) bins[j] = 0;
  if (threadIdx.x < 4) block[threadIdx.x] = 0;
  __syncthreads();
  const int lane = static_cast<int>(threadIdx.x % 32);
  // Each warp starts at its first thread's index and steps by the grid: the
  // loop conditions are the same for all its lanes.
  const long long warp_first = static_cast<long long>(blockIdx.x) * blockDim.x + (threadIdx.x - lane);
  const long long stride = static_cast<long long>(gridDim.x) * blockDim.x;
  u64 near = 0, sum = 0, sq = 0, longest = 0;
  for (long long base = warp_first; base < nrows; base += stride) {
    const long long r = base + lane;
    const bool row = r < nrows;
    const long long begin = row ? static_cast<long long>(row_ptr[r]) : 0;
    const long long end = row ? static_cast<long long>(row_ptr[r + 1]) : 0;
    const auto len = static_cast<u64>(end - begin);
    sum += len;
    sq += len * len;
    longest = max(longest, len);
    add_in_warp(bins, row ? bin_of_length(len) : -1, 1);
    // The pair across this row's start, which the pair loop counts when the
    // columns increase there.
    if (kGaps) {
      int across = -1;
      if (len > 0 && begin > 0 && col[begin] > col[begin - 1])
        across = bin_of_gap(static_cast<u64>(col[begin] - col[begin - 1]));
      add_in_warp(bins, across, -1);
    }
    if (len > 0) near += near_in_row(col, begin, end, __dmul_rn(static_cast<double>(r), scale), reach);
  }
  for (long long base = warp_first; kGaps && base < nnz - 1; base += stride) {
    const long long k = base + lane;
    int gap = -1;
    if (k < nnz - 1 && col[k + 1] > col[k]) gap = bin_of_gap(static_cast<u64>(col[k + 1] - col[k]));
    add_in_warp(bins, gap, 1);
  }
  for (int offset = 16; offset > 0; offset /= 2) {
    near += __shfl_down_sync(0xffffffffu, near, offset);
    sum += __shfl_down_sync(0xffffffffu, sum, offset);
    sq += __shfl_down_sync(0xffffffffu, sq, offset);
    longest = max(longest, __shfl_down_sync(0xffffffffu, longest, offset));
  }
  if (lane == 0) {
    atomicAdd(&block[0], near);
    atomicAdd(&block[1], sum);
    atomicAdd(&block[2], sq);
    atomicMax(&block[3], longest);
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    atomicAdd(&total->near, block[0]);
    atomicAdd(&total->length_sum, block[1]);
    atomicAdd(&total->length_sq_sum, block[2]);
    atomicMax(&total->max_length, block[3]);
  }
  // A block's count may be negative (pairs across its rows' starts that
  // other blocks counted): added as a 64-bit two's complement, the totals
  // come out right.
  for (int j = threadIdx.x; j < kBins; j += blockDim.x) {
    if (bins[j] == 0) continue;
    u64* to = j < kExact ? &total->exact[j] : j < kLengthBins ? &total->longer[j - kExact] : &total->gaps[j - kLengthBins];
    atomicAdd(to, static_cast<u64>(static_cast<long long>(bins[j])));
  }
}

// `bytes` of the totals at `src` into `dst`: through the pinned read-back
// buffer where it is free, else a plain copy.
void read_back(void* dst, const void* src, std::size_t bytes) {
  if (!detail::read_on_host(src, bytes, [&](const void* host) { std::memcpy(dst, host, bytes); }))
    check(cudaMemcpy(dst, src, bytes, cudaMemcpyDeviceToHost), "cudaMemcpy");
}

}  // namespace

template <SupportedIndex I>
Features compute_features_on_device(I nrows, I ncols, std::int64_t nnz, const I* device_row_ptr,
                                    const I* device_col_idx, bool column_gaps) {
  const double scale = nrows > 0 ? static_cast<double>(ncols) / static_cast<double>(nrows) : 0.0;
  const double reach = std::max(64.0, static_cast<double>(ncols) / 64.0);
  Totals t{};
  if (nrows > 0) {
    void* memory = nullptr;
    int device = 0;
    check(detail::scratch_allocate(&memory, sizeof(Totals), &device), "scratch allocation");
    struct Free {
      void* p;
      int device;
      ~Free() { detail::scratch_free(p, device); }
    } free_total{memory, device};
    auto* total = static_cast<Totals*>(memory);
    check(cudaMemsetAsync(total, 0, sizeof(Totals)), "cudaMemsetAsync");  // queued: no round trip
    int sms = 1;  // of the current device, the scratch's
    check(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device), "cudaDeviceGetAttribute");
    const long long work = column_gaps ? std::max<long long>(nrows, nnz) : nrows;
    const auto blocks = static_cast<unsigned>(std::max(1LL, std::min<long long>((work + kBlock - 1) / kBlock, 16LL * sms)));
    if (column_gaps)
      count_features<I, true><<<blocks, kBlock>>>(device_row_ptr, device_col_idx, nrows, nnz, scale, reach, total);
    else
      count_features<I, false><<<blocks, kBlock>>>(device_row_ptr, device_col_idx, nrows, nnz, scale, reach, total);
    check(cudaGetLastError(), "count_features");
    // The scalars, the power-of-two bins and the first exact lengths in one
    // copy; the longer exact lengths only where there are rows that long.
    read_back(&t, total, kFirstBytes);
    const auto exact_bins = static_cast<std::size_t>(std::min<u64>(t.max_length + 1, kExact));
    if (exact_bins > kFirstExact)
      read_back(&t.exact[kFirstExact], &total->exact[kFirstExact], (exact_bins - kFirstExact) * sizeof(u64));
  }
  std::int64_t exact[kExact], longer[64], gaps[64];
  for (int j = 0; j < kExact; ++j) exact[j] = static_cast<std::int64_t>(t.exact[j]);
  for (int j = 0; j < 64; ++j) {
    longer[j] = static_cast<std::int64_t>(t.longer[j]);
    gaps[j] = static_cast<std::int64_t>(t.gaps[j]);
  }
  return detail::features_from_counts(nrows, ncols, nnz,
                                      {.length_sum = t.length_sum,
                                       .length_sq_sum = t.length_sq_sum,
                                       .max_length = t.max_length,
                                       .near = t.near,
                                       .exact_lengths = exact,
                                       .longer_lengths = longer,
                                       .gaps = column_gaps ? std::span<const std::int64_t>(gaps)
                                                           : std::span<const std::int64_t>()});
}

template Features compute_features_on_device<std::int32_t>(std::int32_t, std::int32_t, std::int64_t,
                                                           const std::int32_t*, const std::int32_t*, bool);
template Features compute_features_on_device<std::int64_t>(std::int64_t, std::int64_t, std::int64_t,
                                                           const std::int64_t*, const std::int64_t*, bool);

}  // namespace spgen
