// SELL-P over row groups on the GPU, in the host conversion's steps
// (row_groups.cpp) and with its merge (group_merge.hpp): a thread per group
// measures its union of columns, a thread per slice takes the widest of its
// b groups, an exclusive scan (CUB) places the slices, and a thread per group
// writes its columns and R values per column (padding: its last column and
// zeros). Neighbouring groups of a slice write neighbouring places.
#include "backends/cuda/kernel_preload.hpp"
#include "formats/sellp_rg/cuda/row_groups_device.hpp"

#include <cuda_runtime.h>

#include <cub/device/device_scan.cuh>

#include <algorithm>
#include <string>
#include <tuple>

#include "formats/sellp_rg/group_merge.hpp"
#include "formats/sellp_rg/row_groups.hpp"
#include "formats/device_array.hpp"
#include "spgen/core/error.hpp"

SPGEN_PRELOAD_THIS_MODULE()

namespace spgen::formats {

namespace {

using namespace kernels;

constexpr const char* kFormat = "sellp_rg";
void check(cudaError_t status, const char* what) { check_on_device(status, kFormat, what); }

__device__ Count global_thread() { return static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x; }

template <typename I>
__global__ void group_widths(const I* row_ptr, const I* col, Count nrows, Count ngroups, int group_rows,
                             Count* width) {
  const Count g = global_thread();
  if (g < ngroups) width[g] = GroupMerge<I>(row_ptr, col, nrows, g * group_rows, group_rows).count();
}

// A slice's stored columns: its widest group's union, b times (groups past
// the last are empty).
__global__ void slice_columns(const Count* group_width, Count ngroups, Count nslices, int b, Count* columns) {
  const Count s = global_thread();
  if (s >= nslices) return;
  Count w = 0;
  for (Count g = s * b; g < (s + 1) * b && g < ngroups; ++g) w = group_width[g] > w ? group_width[g] : w;
  columns[s] = w * b;
}

template <typename I>
__global__ void narrow_offsets(const Count* wide, Count n, I* narrow) {
  const Count i = global_thread();
  if (i < n) narrow[i] = static_cast<I>(wide[i]);
}

template <typename V, typename I>
__global__ void fill_groups(const I* row_ptr, const I* col, const V* val, Count nrows, Count ngroups, int group_rows,
                            int b, const Count* slice_at, I* col_out, V* val_out) {
  const Count g = global_thread();
  if (g >= ngroups) return;
  const Count s = g / b, q = g % b;
  const Count width = (slice_at[s + 1] - slice_at[s]) / b;
  GroupMerge<I> merge(row_ptr, col, nrows, g * group_rows, group_rows);
  std::int64_t held[GroupMerge<I>::kMaxRows];
  I c = 0, last = 0;
  Count j = 0;
  for (; merge.next(c, held); ++j) {
    const Count at = slice_at[s] + j * b + q;
    col_out[at] = c;
    for (int r = 0; r < group_rows; ++r) val_out[at * group_rows + r] = held[r] >= 0 ? val[held[r]] : V(0);
    last = c;
  }
  for (; j < width; ++j) {
    const Count at = slice_at[s] + j * b + q;
    col_out[at] = last;
    for (int r = 0; r < group_rows; ++r) val_out[at * group_rows + r] = V(0);
  }
}

// The slots of a last slice's groups past ngroups: padding (column 0, zeros),
// as the host's empty merges write it.
template <typename V, typename I>
__global__ void fill_missing_groups(Count ngroups, Count nslices, int group_rows, int b, const Count* slice_at,
                                    I* col_out, V* val_out) {
  const Count g = ngroups + global_thread();
  if (g >= nslices * b) return;
  const Count s = g / b, q = g % b;
  const Count width = (slice_at[s + 1] - slice_at[s]) / b;
  for (Count j = 0; j < width; ++j) {
    const Count at = slice_at[s] + j * b + q;
    col_out[at] = 0;
    for (int r = 0; r < group_rows; ++r) val_out[at * group_rows + r] = V(0);
  }
}

// Whether row [begin, end) of `col` holds column c (its columns ascend).
template <typename I>
__device__ bool holds(const I* col, Count begin, Count end, I c) {
  Count lo = begin, hi = end;  // the first position whose column is >= c
  while (lo < hi) {
    const Count mid = (lo + hi) / 2;
    if (col[mid] < c)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo < end && col[lo] == c;
}

// The widest group union of each sampled slice (i * nslices / n), summed:
// estimate_group_columns's samples. A block per sample, its threads over
// every entry of the slice's rows: an entry counts towards its group's union
// unless an earlier row of the group holds its column, which is the length
// GroupMerge::count() gives. One thread per group walked R-MAT's first rows
// (10^5 entries each) alone: 83-135 ms for the rule on rmat:22:16.
template <typename I>
__global__ void sampled_slice_widths(const I* row_ptr, const I* col, Count nrows, Count nslices, Count n,
                                     int group_rows, int b, unsigned long long* total) {
  extern __shared__ unsigned long long group_count[];  // b
  const Count s = static_cast<Count>(blockIdx.x) * nslices / n;
  for (int g = threadIdx.x; g < b; g += blockDim.x) group_count[g] = 0;
  __syncthreads();
  const Count first_row = s * b * group_rows;
  const Count last_row = min(nrows, (s + 1) * b * group_rows);
  if (first_row < last_row)
    for (Count e = row_ptr[first_row] + threadIdx.x; e < row_ptr[last_row]; e += blockDim.x) {
      Count lo = first_row, hi = last_row - 1;  // e's row: the last r with row_ptr[r] <= e
      while (lo < hi) {
        const Count mid = (lo + hi + 1) / 2;
        if (row_ptr[mid] <= e)
          lo = mid;
        else
          hi = mid - 1;
      }
      const Count g = (lo - first_row) / group_rows;
      const I c = col[e];
      bool seen = false;
      for (Count q = first_row + g * group_rows; q < lo && !seen; ++q) seen = holds(col, row_ptr[q], row_ptr[q + 1], c);
      if (!seen) atomicAdd(&group_count[g], 1ULL);
    }
  __syncthreads();
  if (threadIdx.x == 0) {
    unsigned long long w = 0;
    for (int g = 0; g < b; ++g) w = group_count[g] > w ? group_count[g] : w;
    atomicAdd(total, w);
  }
}

}  // namespace

template <SupportedValue V, SupportedIndex I>
double estimate_group_columns_on_device(const DeviceCsr<V, I>& a, int group_rows, int slice_height,
                                        std::int64_t samples) {
  const Count ngroups = (static_cast<Count>(a.nrows) + group_rows - 1) / group_rows;
  const Count nslices = (ngroups + slice_height - 1) / slice_height;
  if (nslices == 0) return 0.0;
  const Count n = std::clamp<Count>(samples, 1, nslices);
  ScratchArray total(sizeof(unsigned long long), kFormat);
  check(cudaMemset(total.ptr, 0, sizeof(unsigned long long)), "cudaMemset");
  sampled_slice_widths<<<static_cast<unsigned>(n), kBlock, static_cast<std::size_t>(slice_height) * sizeof(unsigned long long)>>>(
      a.row_ptr, a.col_idx, a.nrows, nslices, n, group_rows, slice_height, static_cast<unsigned long long*>(total.ptr));
  check(cudaGetLastError(), "sampled_slice_widths");
  unsigned long long widths = 0;
  check(cudaMemcpy(&widths, total.ptr, sizeof widths, cudaMemcpyDeviceToHost), "cudaMemcpy (estimate)");
  // As the host sums: whole numbers, exact in a double.
  return static_cast<double>(widths) / static_cast<double>(n) * static_cast<double>(nslices) * slice_height;
}

template <SupportedValue V, SupportedIndex I>
DeviceRowGroups<V, I> DeviceRowGroups<V, I>::build(const DeviceCsr<V, I>& a, int group_rows, int slice_height) {
  check_group_shape(group_rows, slice_height);
  DeviceRowGroups out;
  const Count nrows = a.nrows, b = slice_height;
  out.ngroups = (nrows + group_rows - 1) / group_rows;
  out.nslices = (out.ngroups + b - 1) / b;
  const Count ngroups = out.ngroups, nslices = out.nslices;

  // Widths, then the slices' places (scanned in 64 bits: an overflow of I is reported, not wrapped).
  ScratchArray width(static_cast<std::size_t>(ngroups) * sizeof(Count), kFormat);
  ScratchArray slice_at(static_cast<std::size_t>(nslices + 1) * sizeof(Count), kFormat);
  auto* at = static_cast<Count*>(slice_at.ptr);
  check(cudaMemset(at + nslices, 0, sizeof(Count)), "cudaMemset");
  if (ngroups > 0) {
    group_widths<<<blocks(ngroups), kBlock>>>(a.row_ptr, a.col_idx, nrows, ngroups, group_rows,
                                                  static_cast<Count*>(width.ptr));
    check(cudaGetLastError(), "group_widths");
    slice_columns<<<blocks(nslices), kBlock>>>(static_cast<const Count*>(width.ptr), ngroups, nslices,
                                                   slice_height, at);
    check(cudaGetLastError(), "slice_columns");
    std::size_t bytes = 0;
    check(cub::DeviceScan::ExclusiveSum(nullptr, bytes, at, at, nslices + 1), "cub::DeviceScan (size)");
    ScratchArray temp(bytes, kFormat);
    check(cub::DeviceScan::ExclusiveSum(temp.ptr, bytes, at, at, nslices + 1), "cub::DeviceScan");
  }
  Count total = 0;
  check(cudaMemcpy(&total, at + nslices, sizeof total, cudaMemcpyDeviceToHost), "cudaMemcpy (stored columns)");
  check_stored_columns<I>(static_cast<std::uint64_t>(total));
  out.stored_columns = total;

  auto slice_ptr = std::make_shared<DeviceArray>(static_cast<std::size_t>(nslices + 1) * sizeof(I), kFormat);
  auto col_idx = std::make_shared<DeviceArray>(static_cast<std::size_t>(total) * sizeof(I), kFormat);
  auto values = std::make_shared<DeviceArray>(static_cast<std::size_t>(total) * group_rows * sizeof(V), kFormat);
  narrow_offsets<<<blocks(nslices + 1), kBlock>>>(at, nslices + 1, static_cast<I*>(slice_ptr->ptr));
  check(cudaGetLastError(), "narrow_offsets");
  if (ngroups > 0) {
    fill_groups<<<blocks(ngroups), kBlock>>>(a.row_ptr, a.col_idx, a.values, nrows, ngroups, group_rows,
                                                 slice_height, at, static_cast<I*>(col_idx->ptr),
                                                 static_cast<V*>(values->ptr));
    check(cudaGetLastError(), "fill_groups");
    const Count missing = nslices * b - ngroups;
    if (missing > 0)
      fill_missing_groups<V, I><<<blocks(missing), kBlock>>>(ngroups, nslices, group_rows, slice_height, at,
                                                                 static_cast<I*>(col_idx->ptr),
                                                                 static_cast<V*>(values->ptr));
    check(cudaGetLastError(), "fill_missing_groups");
  }
  check(cudaDeviceSynchronize(), "the conversion's kernels");

  out.arrays = {{"slice_ptr", slice_ptr->ptr, static_cast<std::size_t>(nslices + 1), sizeof(I), true},
                {"col_idx", col_idx->ptr, static_cast<std::size_t>(total), sizeof(I), true},
                {"values", values->ptr, static_cast<std::size_t>(total) * group_rows, sizeof(V), true}};
  out.memory = std::make_shared<std::tuple<std::shared_ptr<DeviceArray>, std::shared_ptr<DeviceArray>,
                                           std::shared_ptr<DeviceArray>>>(slice_ptr, col_idx, values);
  return out;
}

#define SPGEN_INSTANTIATE(V, I)             \
  template struct DeviceRowGroups<V, I>; \
  template double estimate_group_columns_on_device<V, I>(const DeviceCsr<V, I>&, int, int, std::int64_t);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::formats
