// SELL-P's layout on the GPU (sell_layout_device.hpp): row lengths from the
// row pointers; inside each σ window a stable sort by decreasing length
// (cub::DeviceSegmentedSort, what sell_row_order's counting sort gives);
// slice widths (the longest row, rounded up to t) and their prefix sums in
// 64 bits, so an overflow of I is reported rather than wrapped. Scratch comes
// from the process's cache (device_array.hpp), and nothing waits for the
// kernels but the copy of the stored-entry count. The rule's count of stored
// entries from a device matrix (sell_rows_device.hpp) reads the same layout.
#include "formats/sellp/cuda/sell_layout_device.hpp"

#include <cuda_runtime.h>

#include <cub/device/device_scan.cuh>
#include <cub/device/device_segmented_sort.cuh>

#include <algorithm>
#include <climits>
#include <string>
#include <vector>

#include "formats/device_array.hpp"
#include "formats/device_rows.cuh"
#include "formats/sellp/cuda/sell_rows_device.hpp"
#include "formats/sellp/sell_layout.hpp"

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

}  // namespace

template <SupportedIndex I>
std::vector<std::int64_t> sell_stored_entries_on_device(const I* row_ptr, std::int64_t nrows,
                                                        std::span<const int> heights, int t, std::int64_t sigma) {
  constexpr const char* kWhat = "SELL rule (stored entries on the device)";
  std::vector<std::int64_t> stored(heights.size(), 0);
  if (nrows <= 0 || heights.empty()) return stored;
  // The rows in SELL order (sorted within windows of σ, a multiple of every
  // height), by the conversions' own layout: slices of each height then
  // start at multiples of it, none across a window.
  const int tallest = *std::max_element(heights.begin(), heights.end());
  const DeviceSellLayout<I> rows = device_sell_layout(row_ptr, nrows, SellpParams{tallest, t, static_cast<int>(sigma)},
                                                      kWhat, {.offsets = false, .identity_order = false});
  ScratchArray totals(heights.size() * sizeof(unsigned long long), kWhat);
  auto* sums = static_cast<unsigned long long*>(totals.ptr);
  check_on_device(cudaMemsetAsync(sums, 0, heights.size() * sizeof(unsigned long long)), kWhat, "cudaMemsetAsync");
  for (std::size_t h = 0; h < heights.size(); ++h)
    add_slice_entries<I><<<blocks((nrows + heights[h] - 1) / heights[h]), kBlock>>>(rows.lengths(), nrows, heights[h],
                                                                                    t, sums + h);
  check_on_device(cudaGetLastError(), kWhat, "add_slice_entries");
  std::vector<unsigned long long> back(heights.size());
  check_on_device(cudaMemcpy(back.data(), sums, back.size() * sizeof(unsigned long long), cudaMemcpyDeviceToHost),
                  kWhat, "cudaMemcpy");
  for (std::size_t h = 0; h < heights.size(); ++h) stored[h] = static_cast<std::int64_t>(back[h]);
  return stored;
}

template <SupportedIndex I>
DeviceSellLayout<I> device_sell_layout(const I* row_ptr, std::int64_t nrows, const SellpParams& params,
                                       const char* format, SellLayoutParts parts) {
  check_sellp_params(params);
  auto check = [format](cudaError_t status, const char* what) { check_on_device(status, format, what); };
  const Count n = nrows, b = params.slice_height;
  DeviceSellLayout<I> out;
  out.nslices = (n + b - 1) / b;
  const bool offsets = parts.offsets;
  if (params.sigma > 1 || parts.identity_order)
    out.row_perm = std::make_shared<DeviceArray>(static_cast<std::size_t>(n) * sizeof(I), format);
  out.row_len = std::make_shared<ScratchArray>(static_cast<std::size_t>(n) * sizeof(I), format);
  if (offsets)
    out.slice_ptr = std::make_shared<DeviceArray>(static_cast<std::size_t>(out.nslices + 1) * sizeof(I), format);
  auto* perm = out.row_perm ? static_cast<I*>(out.row_perm->ptr) : nullptr;
  auto* len = static_cast<I*>(out.row_len->ptr);
  if (n == 0) {
    if (!offsets) return out;
    check(cudaMemset(out.slice_ptr->ptr, 0, sizeof(I)), "cudaMemset");
    return out;
  }
  if (params.sigma <= 1) {
    row_lengths<I><<<blocks(n), kBlock>>>(row_ptr, n, len, perm);
    check(cudaGetLastError(), "row_lengths");
  } else {
    if (n > INT_MAX)
      throw Error(std::string(format) + ": conversion on the device: " + std::to_string(n) +
                  " rows; sorting within sigma windows there takes at most 2^31-1 (use sigma 1)");
    // Lengths and rows in caller order, sorted window by window into place.
    ScratchArray keys(static_cast<std::size_t>(n) * sizeof(I), format), rows(static_cast<std::size_t>(n) * sizeof(I), format);
    row_lengths<I><<<blocks(n), kBlock>>>(row_ptr, n, static_cast<I*>(keys.ptr), static_cast<I*>(rows.ptr));
    check(cudaGetLastError(), "row_lengths");
    const Count windows = (n + params.sigma - 1) / params.sigma;
    std::vector<int> offsets(static_cast<std::size_t>(windows) + 1);
    for (Count w = 0; w <= windows; ++w) offsets[w] = static_cast<int>(std::min(n, w * params.sigma));
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
  }  // keys, rows and temp back to the scratch cache: what is queued after the sort reuses them after it
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

template std::vector<std::int64_t> sell_stored_entries_on_device<std::int32_t>(const std::int32_t*, std::int64_t,
                                                                             std::span<const int>, int, std::int64_t);
template std::vector<std::int64_t> sell_stored_entries_on_device<std::int64_t>(const std::int64_t*, std::int64_t,
                                                                             std::span<const int>, int, std::int64_t);
template DeviceSellLayout<std::int32_t> device_sell_layout<std::int32_t>(const std::int32_t*, std::int64_t,
                                                                         const SellpParams&, const char*,
                                                                         SellLayoutParts);
template DeviceSellLayout<std::int64_t> device_sell_layout<std::int64_t>(const std::int64_t*, std::int64_t,
                                                                         const SellpParams&, const char*,
                                                                         SellLayoutParts);

}  // namespace spgen::formats
