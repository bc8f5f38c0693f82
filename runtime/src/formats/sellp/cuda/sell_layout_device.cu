// SELL-P's layout on the GPU (sell_layout_device.hpp): row lengths from the
// row pointers; inside each σ window a stable sort by decreasing length (what
// sell_row_order's counting sort gives): a block per window of 256-4096 rows
// in shared memory, cub::DeviceSegmentedSort for other σ; slice widths (the
// longest row, rounded up to t) and their prefix sums in 64 bits, so an
// overflow of I is reported rather than wrapped. Scratch comes from the
// process's cache (device_array.hpp), and nothing waits for the kernels but
// the copy of the stored-entry count. The rules' counts of stored entries
// from a device matrix (sell_rows_device.hpp) take every σ, slice height and
// t they ask in one kernel and one round trip; other requests sort and count
// σ windows of 256-4096 rows in one kernel, a block per window in shared
// memory, and read the same layout for other σ.
#include "formats/sellp/cuda/sell_layout_device.hpp"

#include <cuda_runtime.h>

#include <cub/block/block_radix_sort.cuh>
#include <cub/block/block_reduce.cuh>
#include <cub/device/device_scan.cuh>
#include <cub/device/device_segmented_sort.cuh>

#include <algorithm>
#include <bit>
#include <climits>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include "backends/cuda/kernel_preload.hpp"
#include "formats/device_array.hpp"
#include "formats/device_rows.cuh"
#include "formats/sellp/cuda/sell_rows_device.hpp"
#include "formats/sellp/sell_layout.hpp"

SPGEN_PRELOAD_THIS_MODULE()

namespace spgen::formats {

namespace {

using namespace kernels;

// Each slice's stored entries: b times its longest row, rounded up to t.
template <typename I>
__global__ void slice_entries(const I* len, Count nrows, Count nslices, int b, int t, Count* entries) {
  const Count s = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (s >= nslices) return;
  Count width = 0;
  const Count end = min(nrows, (s + 1) * b);
  for (Count p = s * b; p < end; ++p) width = max(width, static_cast<Count>(len[p]));
  entries[s] = (width + t - 1) / t * t * b;
}

// slice_ptr[s + 1] = the inclusive sums; slice_ptr[0] = 0.
template <typename I>
__global__ void narrow_offsets(const Count* ends, Count nslices, I* slice_ptr) {
  const Count s = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (s == 0) slice_ptr[0] = 0;
  if (s < nslices) slice_ptr[s + 1] = static_cast<I>(ends[s]);
}

// The stored entries of slices of b rows (widths rounded up to t), summed
// into *total: a thread per slice, a block's sum added once.
template <typename I>
__global__ void add_slice_entries(const I* len, Count nrows, int b, int t, unsigned long long* total) {
  __shared__ unsigned long long block_sum;
  if (threadIdx.x == 0) block_sum = 0;
  __syncthreads();
  const Count s = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (s * b < nrows) {
    Count width = 0;
    const Count end = min(nrows, (s + 1) * b);
    for (Count p = s * b; p < end; ++p) width = max(width, static_cast<Count>(len[p]));
    atomicAdd(&block_sum, static_cast<unsigned long long>((width + t - 1) / t * t * b));
  }
  __syncthreads();
  if (threadIdx.x == 0 && block_sum > 0) atomicAdd(total, block_sum);
}

// Up to this many slice heights are counted by one window kernel.
constexpr int kMaxHeights = 8;
struct Heights {
  int b[kMaxHeights];
  int count;
};

// A block per window of σ = kBlock * kItems rows: the window's row lengths
// sorted in shared memory (decreasing; only the lengths matter, so keys
// alone), then each height's slices start at its multiples and a slice's
// width is its first length. Bits from `end_bit` up are zero in every
// length, so the sort skips them. Positions past the last row hold zeros,
// sorted after every row.
template <typename I, int kItems>
__global__ void window_slice_entries(const I* row_ptr, Count nrows, Heights heights, int t, int end_bit,
                                     unsigned long long* totals) {
  using Key = std::conditional_t<sizeof(I) == 4, unsigned, unsigned long long>;
  using Sort = cub::BlockRadixSort<Key, kBlock, kItems>;
  __shared__ typename Sort::TempStorage sort_space;
  __shared__ unsigned long long block_sums[kMaxHeights];
  if (threadIdx.x < kMaxHeights) block_sums[threadIdx.x] = 0;
  const Count w0 = static_cast<Count>(blockIdx.x) * kBlock * kItems;
  Key keys[kItems];
#pragma unroll
  for (int i = 0; i < kItems; ++i) {  // striped, so the loads coalesce
    const Count p = w0 + i * kBlock + threadIdx.x;
    keys[i] = p < nrows ? static_cast<Key>(row_ptr[p + 1] - row_ptr[p]) : Key{0};
  }
  Sort(sort_space).SortDescending(keys, 0, end_bit);  // now blocked: this thread's positions, in order
  // Heights are powers of two (each divides σ), so a slice starts where a
  // position's low bits are zero: masks, not 64-bit divisions, keep the
  // kernel small (its first launch loads its code: 0.23 ms at 135 KB). Past
  // the last row the lengths are zero and add nothing.
  // This thread's first position in the window; t is a power of two too.
  const int first = static_cast<int>(threadIdx.x) * kItems;
  Key width[kItems];
#pragma unroll
  for (int i = 0; i < kItems; ++i) width[i] = (keys[i] + t - 1) & ~static_cast<Key>(t - 1);
  __syncthreads();  // block_sums cleared
  for (int h = 0; h < heights.count; ++h) {
    const int mask = heights.b[h] - 1;
    unsigned long long mine = 0;
#pragma unroll
    for (int i = 0; i < kItems; ++i)
      if (((first + i) & mask) == 0) mine += width[i];
    if (mine > 0) atomicAdd(&block_sums[h], mine * static_cast<unsigned>(heights.b[h]));
  }
  __syncthreads();
  if (threadIdx.x < heights.count && block_sums[threadIdx.x] > 0)
    atomicAdd(&totals[threadIdx.x], block_sums[threadIdx.x]);
}

template <typename I, int kItems>
void launch_window_slices(const I* row_ptr, Count nrows, const Heights& heights, int t, int end_bit,
                          unsigned long long* totals) {
  const Count windows = (nrows + kBlock * kItems - 1) / (kBlock * kItems);
  window_slice_entries<I, kItems>
      <<<static_cast<unsigned>(windows), kBlock>>>(row_ptr, nrows, heights, t, end_bit, totals);
}

// A window's keys sorted (descending) and written out as lengths and rows.
template <typename Key, int kItems, int kPositionBits, typename I, typename Space>
__device__ void sort_and_place(Space& space, const unsigned (&length)[kItems], int end_bit, Count w0, Count nrows,
                               I* len, I* perm) {
  constexpr Key kLast = kBlock * kItems - 1;
  Key key[kItems];
#pragma unroll
  for (int i = 0; i < kItems; ++i)  // position i * kBlock + thread: striped, as loaded
    key[i] = (static_cast<Key>(length[i]) << kPositionBits) | (kLast - (i * kBlock + threadIdx.x));
  cub::BlockRadixSort<Key, kBlock, kItems>(space).SortDescending(key, 0, end_bit);  // blocked: this thread's positions
#pragma unroll
  for (int i = 0; i < kItems; ++i) {
    const Count q = w0 + static_cast<Count>(threadIdx.x) * kItems + i;
    if (q >= nrows) break;
    len[q] = static_cast<I>(key[i] >> kPositionBits);
    perm[q] = static_cast<I>(w0 + static_cast<Count>(kLast - (key[i] & kLast)));
  }
}

// The conversion's row order for σ of kBlock * kItems rows (256 to 4096): a
// block per window sorts its rows in shared memory, longest first, rows of
// one length in caller order, as cub::DeviceSegmentedSort's stable sort and
// sell_row_order() give (that sort through global memory, with the copy of
// the windows' bounds it needs, took 72 us on kron:40:bcsstk32, traced).
// Each key is the length above the position's complement, so keys are unique
// and the sort needs no values: its bits end at the window's own longest
// row's, and fit 32 bits unless that row is long.
template <typename I, int kItems>
__global__ void window_row_order(const I* row_ptr, Count nrows, I* len, I* perm) {
  using Longest = cub::BlockReduce<unsigned, kBlock>;
  __shared__ union {
    typename cub::BlockRadixSort<unsigned, kBlock, kItems>::TempStorage narrow;
    typename cub::BlockRadixSort<unsigned long long, kBlock, kItems>::TempStorage wide;
    typename Longest::TempStorage longest;
  } space;
  __shared__ int end_bit;
  constexpr int kPositionBits = [] {  // log2 of the window's rows
    int bits = 0;
    while ((1 << bits) < kBlock * kItems) ++bits;
    return bits;
  }();
  const Count w0 = static_cast<Count>(blockIdx.x) * kBlock * kItems;
  unsigned length[kItems];
  unsigned longest = 0;
#pragma unroll
  for (int i = 0; i < kItems; ++i) {  // striped, so the loads coalesce; keys are unique, so any order
    const Count p = w0 + i * kBlock + threadIdx.x;
    length[i] = p < nrows ? static_cast<unsigned>(row_ptr[p + 1] - row_ptr[p]) : 0u;
    longest = max(longest, length[i]);
  }
  const unsigned most = Longest(space.longest).Reduce(longest, [](unsigned a, unsigned b) { return max(a, b); });
  if (threadIdx.x == 0) end_bit = kPositionBits + static_cast<int>(32 - __clz(most));
  __syncthreads();  // end_bit, and space free again
  // 32-bit keys where the window's longest row leaves room (half the sort's
  // traffic in shared memory), else 64-bit ones.
  if (end_bit <= 32)
    sort_and_place<unsigned, kItems, kPositionBits>(space.narrow, length, end_bit, w0, nrows, len, perm);
  else
    sort_and_place<unsigned long long, kItems, kPositionBits>(space.wide, length, end_bit, w0, nrows, len, perm);
}

// Other σ: lengths and rows in caller order, sorted window by window into
// place through global memory (cub::DeviceSegmentedSort, stable).
template <typename I>
void sort_windows_in_memory(const I* row_ptr, Count n, Count sigma, I* len, I* perm, const char* format) {
  auto check = [format](cudaError_t status, const char* what) { check_on_device(status, format, what); };
  ScratchArray keys(static_cast<std::size_t>(n) * sizeof(I), format), rows(static_cast<std::size_t>(n) * sizeof(I), format);
  row_lengths<I><<<blocks(n), kBlock>>>(row_ptr, n, static_cast<I*>(keys.ptr), static_cast<I*>(rows.ptr));
  check(cudaGetLastError(), "row_lengths");
  const Count windows = (n + sigma - 1) / sigma;
  std::vector<int> offsets(static_cast<std::size_t>(windows) + 1);
  for (Count w = 0; w <= windows; ++w) offsets[w] = static_cast<int>(std::min(n, w * sigma));
  ScratchArray bounds(offsets.size() * sizeof(int), format);
  check(cudaMemcpy(bounds.ptr, offsets.data(), offsets.size() * sizeof(int), cudaMemcpyHostToDevice), "cudaMemcpy");
  const int* begin = static_cast<const int*>(bounds.ptr);
  std::size_t bytes = 0;
  check(cub::DeviceSegmentedSort::StableSortPairsDescending(
            nullptr, bytes, static_cast<const I*>(keys.ptr), len, static_cast<const I*>(rows.ptr), perm,
            static_cast<int>(n), static_cast<int>(windows), begin, begin + 1),
        "cub::DeviceSegmentedSort (size)");
  ScratchArray temp(bytes, format);
  check(cub::DeviceSegmentedSort::StableSortPairsDescending(
            temp.ptr, bytes, static_cast<const I*>(keys.ptr), len, static_cast<const I*>(rows.ptr), perm,
            static_cast<int>(n), static_cast<int>(windows), begin, begin + 1),
        "cub::DeviceSegmentedSort");
}  // keys, rows and temp back to the pool: what is queued after the sort reuses them after it

// Every count the CUDA rules ask for (all_sell_stored_entries_on_device), in
// two passes: σ 1, and the sorted σ (only where a rule asks for one: most
// stencils settle on σ 1). A block per window of kAllItems * kBlock = 4096
// rows, the largest σ. Its row lengths arrive striped (position i * kBlock +
// thread), so for σ 1 a slice of b <= 32 rows is b aligned lanes of one item,
// its width a max by shuffles. For σ 256 each item is one window: the lengths are
// sorted with the item above them in the key, so each window's rows come out
// together, longest first. For σ 4096 the lengths alone are sorted. After a
// sort, a thread's kAllItems positions are consecutive, and a slice starts at
// each multiple of b with its longest row.
constexpr int kAllItems = 16;
constexpr int kWindowBits = 4;  // log2 kAllItems: the item's bits above the length's in σ 256's keys
static_assert(kAllSigmas[1] == kBlock && kAllSigmas[2] == kBlock * kAllItems && (1 << kWindowBits) == kAllItems);

// Adds each thread's `mine` to sums[at]: by shuffles in the warp, then one
// shared atomic per warp.
__device__ void add_count(unsigned long long* sums, int at, unsigned long long mine) {
  for (int offset = 16; offset > 0; offset /= 2) mine += __shfl_down_sync(0xffffffffu, mine, offset);
  if ((threadIdx.x & 31u) == 0 && mine > 0) atomicAdd(&sums[at], mine);
}

// Each (b, t)'s stored entries of slices whose widths are width[i] at
// positions first + i (widths before rounding to t), those positions that
// start a slice; for one σ, into sums[(sigma * heights + h) * widths + t].
__device__ void add_sorted_slices(unsigned long long* sums, int sigma, int first, const unsigned (&width)[kAllItems]) {
  for (int h = 0; h < kAllHeights; ++h) {
    const int mask = (1 << h) - 1;
    for (int w = 0; w < kAllWidths; ++w) {
      const unsigned t = 1u << w;
      unsigned long long mine = 0;
#pragma unroll
      for (int i = 0; i < kAllItems; ++i)
        if (((first + i) & mask) == 0) mine += (width[i] + t - 1) & ~(t - 1);
      add_count(sums, (sigma * kAllHeights + h) * kAllWidths + w, mine << h);
    }
  }
}

template <typename I, bool kSorted>
__global__ void all_slice_entries(const I* row_ptr, Count nrows, int end_bit, unsigned long long* totals) {
  using Sort = cub::BlockRadixSort<unsigned, kBlock, kAllItems>;
  __shared__ typename Sort::TempStorage sort_space;
  __shared__ unsigned long long sums[kAllCounts];
  for (int k = threadIdx.x; k < kAllCounts; k += kBlock) sums[k] = 0;
  const Count w0 = static_cast<Count>(blockIdx.x) * kBlock * kAllItems;
  unsigned len[kAllItems];
#pragma unroll
  for (int i = 0; i < kAllItems; ++i) {
    const Count p = w0 + i * kBlock + threadIdx.x;
    len[i] = p < nrows ? static_cast<unsigned>(row_ptr[p + 1] - row_ptr[p]) : 0u;
  }
  __syncthreads();  // sums cleared
  unsigned width[kAllItems];
  if constexpr (!kSorted) {  // σ 1: a slice of b rows is b aligned lanes of one item.
#pragma unroll
    for (int i = 0; i < kAllItems; ++i) width[i] = len[i];
    const bool lane_leads[] = {true, (threadIdx.x & 1u) == 0, (threadIdx.x & 3u) == 0, (threadIdx.x & 7u) == 0,
                               (threadIdx.x & 15u) == 0, (threadIdx.x & 31u) == 0};
    static_assert(sizeof(lane_leads) == kAllHeights);
    for (int h = 0; h < kAllHeights; ++h) {
      if (h > 0)
#pragma unroll
        for (int i = 0; i < kAllItems; ++i)
          width[i] = max(width[i], __shfl_xor_sync(0xffffffffu, width[i], 1 << (h - 1)));
      for (int w = 0; w < kAllWidths; ++w) {
        const unsigned t = 1u << w;
        unsigned long long mine = 0;
        if (lane_leads[h])
#pragma unroll
          for (int i = 0; i < kAllItems; ++i) mine += (width[i] + t - 1) & ~(t - 1);
        add_count(sums, h * kAllWidths + w, mine << h);
      }
    }
  } else {
    // σ 256: each item's window sorted apart, the item above the length in the key.
    unsigned key[kAllItems];
#pragma unroll
    for (int i = 0; i < kAllItems; ++i) key[i] = (static_cast<unsigned>(kAllItems - 1 - i) << end_bit) | len[i];
    Sort(sort_space).SortDescending(key, 0, end_bit + kWindowBits);
    const int first = static_cast<int>(threadIdx.x) * kAllItems;
#pragma unroll
    for (int i = 0; i < kAllItems; ++i) width[i] = key[i] & ((1u << end_bit) - 1);
    add_sorted_slices(sums, 1, first, width);
    __syncthreads();  // sort_space again
    // σ 4096: the lengths alone.
    Sort(sort_space).SortDescending(len, 0, end_bit);
    add_sorted_slices(sums, 2, first, len);
  }
  __syncthreads();
  for (int k = threadIdx.x; k < kAllCounts; k += kBlock)
    if (sums[k] > 0) atomicAdd(&totals[k], sums[k]);
}

}  // namespace

template <SupportedIndex I>
std::vector<std::int64_t> sell_stored_entries_on_device(const I* row_ptr, std::int64_t nrows,
                                                        std::span<const int> heights, int t, std::int64_t sigma,
                                                        std::int64_t longest) {
  constexpr const char* kWhat = "SELL rule (stored entries on the device)";
  auto check = [](cudaError_t status, const char* what) { check_on_device(status, kWhat, what); };
  std::vector<std::int64_t> stored(heights.size(), 0);
  const Count n = nrows;
  if (n <= 0 || heights.empty()) return stored;
  ScratchArray totals(heights.size() * sizeof(unsigned long long), kWhat);
  auto* sums = static_cast<unsigned long long*>(totals.ptr);
  check(cudaMemsetAsync(sums, 0, heights.size() * sizeof(unsigned long long)), "cudaMemsetAsync");
  // The rules' windows (σ of 256 to 4096 rows) are sorted and counted by one
  // kernel: CUB's segmented sort through global memory took 0.63 ms on
  // kron:40:bcsstk32's 1.8 M rows in windows of 256 (H200, traced). Other σ:
  // the rows in SELL order by the conversions' own layout, then a thread per
  // slice; each height's slices start at its multiples, none across a window
  // (σ is a multiple of every height).
  const std::int64_t items = sigma % kBlock == 0 ? sigma / kBlock : 0;
  const bool one_kernel = (items == 1 || items == 2 || items == 4 || items == 8 || items == 16) &&
                          heights.size() <= static_cast<std::size_t>(kMaxHeights) &&
                          std::has_single_bit(static_cast<unsigned>(t)) &&
                          std::all_of(heights.begin(), heights.end(), [](int b) {
                            return std::has_single_bit(static_cast<unsigned>(b));
                          });
  std::optional<ScratchArray> lengths;
  std::optional<DeviceSellLayout<I>> layout;
  if (one_kernel) {
    Heights hs{};
    hs.count = static_cast<int>(heights.size());
    std::copy(heights.begin(), heights.end(), hs.b);
    const int end_bit = longest > 0 ? static_cast<int>(std::bit_width(static_cast<std::uint64_t>(longest)))
                                    : static_cast<int>(sizeof(I) * CHAR_BIT);
    switch (items) {
      case 1: launch_window_slices<I, 1>(row_ptr, n, hs, t, end_bit, sums); break;
      case 2: launch_window_slices<I, 2>(row_ptr, n, hs, t, end_bit, sums); break;
      case 4: launch_window_slices<I, 4>(row_ptr, n, hs, t, end_bit, sums); break;
      case 8: launch_window_slices<I, 8>(row_ptr, n, hs, t, end_bit, sums); break;
      default: launch_window_slices<I, 16>(row_ptr, n, hs, t, end_bit, sums); break;
    }
    check(cudaGetLastError(), "window_slice_entries");
  } else {
    const I* len = nullptr;
    if (sigma <= 1) {  // caller order: the lengths alone
      lengths.emplace(static_cast<std::size_t>(n) * sizeof(I), kWhat);
      len = static_cast<const I*>(lengths->ptr);
      row_lengths<I><<<blocks(n), kBlock>>>(row_ptr, n, static_cast<I*>(lengths->ptr));
      check(cudaGetLastError(), "row_lengths");
    } else {
      const int tallest = *std::max_element(heights.begin(), heights.end());
      layout.emplace(device_sell_layout(row_ptr, nrows, SellpParams{tallest, t, static_cast<int>(sigma)}, kWhat,
                                        {.offsets = false, .identity_order = false}));
      len = layout->lengths();
    }
    for (std::size_t h = 0; h < heights.size(); ++h)
      add_slice_entries<I><<<blocks((n + heights[h] - 1) / heights[h]), kBlock>>>(len, n, heights[h], t, sums + h);
    check(cudaGetLastError(), "add_slice_entries");
  }
  std::vector<unsigned long long> back(heights.size());
  check(cudaMemcpy(back.data(), sums, back.size() * sizeof(unsigned long long), cudaMemcpyDeviceToHost), "cudaMemcpy");
  for (std::size_t h = 0; h < heights.size(); ++h) stored[h] = static_cast<std::int64_t>(back[h]);
  return stored;
}

template <SupportedIndex I>
DeviceSellLayout<I> device_sell_layout(const I* row_ptr, std::int64_t nrows, const SellpParams& params,
                                       const char* format, SellLayoutParts parts, const DeviceSellLayout<I>* sorted) {
  check_sellp_params(params);
  auto check = [format](cudaError_t status, const char* what) { check_on_device(status, format, what); };
  const Count n = nrows, b = params.slice_height;
  DeviceSellLayout<I> out;
  out.nslices = (n + b - 1) / b;
  const bool offsets = parts.offsets;
  const bool reuse = sorted && params.sigma > 1 && sorted->row_perm && sorted->row_len;
  if (reuse) {
    out.row_perm = sorted->row_perm;
    out.row_len = sorted->row_len;
  } else {
    if (params.sigma > 1 || parts.identity_order)
      out.row_perm = std::make_shared<DeviceArray>(static_cast<std::size_t>(n) * sizeof(I), format);
    out.row_len = std::make_shared<ScratchArray>(static_cast<std::size_t>(n) * sizeof(I), format);
  }
  if (offsets)
    out.slice_ptr = std::make_shared<DeviceArray>(static_cast<std::size_t>(out.nslices + 1) * sizeof(I), format);
  auto* perm = out.row_perm ? static_cast<I*>(out.row_perm->ptr) : nullptr;
  auto* len = static_cast<I*>(out.row_len->ptr);
  if (n == 0) {
    if (!offsets) return out;
    check(cudaMemset(out.slice_ptr->ptr, 0, sizeof(I)), "cudaMemset");
    return out;
  }
  if (!reuse) {  // else the order and lengths are there
    if (params.sigma <= 1) {
      row_lengths<I><<<blocks(n), kBlock>>>(row_ptr, n, len, perm);
      check(cudaGetLastError(), "row_lengths");
    } else {
      if (n > INT_MAX)
        throw Error(std::string(format) + ": conversion on the device: " + std::to_string(n) +
                    " rows; sorting within sigma windows there takes at most 2^31-1 (use sigma 1)");
      const std::int64_t items = params.sigma % kBlock == 0 ? params.sigma / kBlock : 0;
      const auto windows_of = [n](std::int64_t sigma) { return static_cast<unsigned>((n + sigma - 1) / sigma); };
      switch (items) {  // a window in one block
        case 1: window_row_order<I, 1><<<windows_of(params.sigma), kBlock>>>(row_ptr, n, len, perm); break;
        case 2: window_row_order<I, 2><<<windows_of(params.sigma), kBlock>>>(row_ptr, n, len, perm); break;
        case 4: window_row_order<I, 4><<<windows_of(params.sigma), kBlock>>>(row_ptr, n, len, perm); break;
        case 8: window_row_order<I, 8><<<windows_of(params.sigma), kBlock>>>(row_ptr, n, len, perm); break;
        case 16: window_row_order<I, 16><<<windows_of(params.sigma), kBlock>>>(row_ptr, n, len, perm); break;
        default: sort_windows_in_memory(row_ptr, n, params.sigma, len, perm, format);
      }
      check(cudaGetLastError(), "window_row_order");
    }
  }
  if (!offsets) return out;
  ScratchArray entries(static_cast<std::size_t>(out.nslices) * sizeof(Count), format);
  auto* ends = static_cast<Count*>(entries.ptr);
  slice_entries<I><<<blocks(out.nslices), kBlock>>>(len, n, out.nslices, params.slice_height, params.threads_per_row,
                                                    ends);
  check(cudaGetLastError(), "slice_entries");
  std::size_t bytes = 0;
  check(cub::DeviceScan::InclusiveSum(nullptr, bytes, ends, ends, out.nslices), "cub::DeviceScan (size)");
  ScratchArray temp(bytes, format);
  check(cub::DeviceScan::InclusiveSum(temp.ptr, bytes, ends, ends, out.nslices), "cub::DeviceScan");
  Count total = 0;
  check(cudaMemcpy(&total, ends + out.nslices - 1, sizeof(Count), cudaMemcpyDeviceToHost), "cudaMemcpy (stored entries)");
  if (static_cast<std::uint64_t>(total) > max_stored_entries<I>()) throw too_many_stored_entries<I>();
  out.stored = total;
  narrow_offsets<I><<<blocks(out.nslices), kBlock>>>(ends, out.nslices, static_cast<I*>(out.slice_ptr->ptr));
  check(cudaGetLastError(), "narrow_offsets");
  return out;
}

template <SupportedIndex I>
bool all_sell_stored_entries_on_device(const I* row_ptr, std::int64_t nrows, std::int64_t longest, bool sorted,
                                       std::span<std::int64_t, kAllCounts> counts) {
  constexpr const char* kWhat = "SELL rule (stored entries on the device)";
  const int end_bit = longest > 0 ? static_cast<int>(std::bit_width(static_cast<std::uint64_t>(longest))) : 1;
  if (longest < 0 || end_bit + kWindowBits > 32 || nrows > INT_MAX) return false;
  std::vector<unsigned long long> back(kAllCounts, 0);
  if (nrows > 0) {
    auto check = [](cudaError_t status, const char* what) { check_on_device(status, kWhat, what); };
    ScratchArray totals(back.size() * sizeof(unsigned long long), kWhat);
    auto* sums = static_cast<unsigned long long*>(totals.ptr);
    check(cudaMemsetAsync(sums, 0, back.size() * sizeof(unsigned long long)), "cudaMemsetAsync");
    const auto windows = static_cast<unsigned>((nrows + kBlock * kAllItems - 1) / (kBlock * kAllItems));
    if (sorted)
      all_slice_entries<I, true><<<windows, kBlock>>>(row_ptr, nrows, end_bit, sums);
    else
      all_slice_entries<I, false><<<windows, kBlock>>>(row_ptr, nrows, end_bit, sums);
    check(cudaGetLastError(), "all_slice_entries");
    check(cudaMemcpy(back.data(), sums, back.size() * sizeof(unsigned long long), cudaMemcpyDeviceToHost),
          "cudaMemcpy");
  }
  const std::size_t from = sorted ? sell_count_index(1, 0, 0) : 0, to = sorted ? kAllCounts : sell_count_index(1, 0, 0);
  for (std::size_t k = from; k < to; ++k) counts[k] = static_cast<std::int64_t>(back[k]);
  return true;
}

template std::vector<std::int64_t> sell_stored_entries_on_device<std::int32_t>(const std::int32_t*, std::int64_t,
                                                                             std::span<const int>, int, std::int64_t,
                                                                             std::int64_t);
template std::vector<std::int64_t> sell_stored_entries_on_device<std::int64_t>(const std::int64_t*, std::int64_t,
                                                                             std::span<const int>, int, std::int64_t,
                                                                             std::int64_t);
template bool all_sell_stored_entries_on_device<std::int32_t>(const std::int32_t*, std::int64_t, std::int64_t, bool,
                                                             std::span<std::int64_t, kAllCounts>);
template bool all_sell_stored_entries_on_device<std::int64_t>(const std::int64_t*, std::int64_t, std::int64_t, bool,
                                                             std::span<std::int64_t, kAllCounts>);
template DeviceSellLayout<std::int32_t> device_sell_layout<std::int32_t>(const std::int32_t*, std::int64_t,
                                                                         const SellpParams&, const char*,
                                                                         SellLayoutParts,
                                                                         const DeviceSellLayout<std::int32_t>*);
template DeviceSellLayout<std::int64_t> device_sell_layout<std::int64_t>(const std::int64_t*, std::int64_t,
                                                                         const SellpParams&, const char*,
                                                                         SellLayoutParts,
                                                                         const DeviceSellLayout<std::int64_t>*);

}  // namespace spgen::formats
