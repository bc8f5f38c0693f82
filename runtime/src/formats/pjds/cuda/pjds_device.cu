// pJDS on the GPU (pjds_device.hpp):
//  * the rows sorted by decreasing length, ties in row order (CUB's radix
//    sort is stable: what the host's std::stable_sort gives);
//  * diagonal j holds the sorted rows longer than j, rounded up to whole
//    blocks: a thread per sorted row p marks the diagonals from the next
//    row's length to its own as reaching p + 1, and a 64-bit prefix sum of
//    the rounded counts gives col_start, so an overflow of I is reported;
//  * a thread per stored position p writes its row down the diagonals its
//    block holds (the block's first, longest row's length), so neighbouring
//    positions write neighbouring places of each diagonal;
//  * each block's padded length and the prefix sums of b times it.
// Two values come back to the host: the longest row and the stored entries.
#include <cuda_runtime.h>

#include <algorithm>
#include <bit>
#include <cub/device/device_radix_sort.cuh>
#include <memory>

#include "backends/cuda/kernel_preload.hpp"
#include "formats/device_array.hpp"
#include "formats/device_rows.cuh"
#include "formats/device_scan.cuh"
#include "formats/padded_rows.hpp"
#include "formats/pjds/cuda/pjds_device.hpp"

SPGEN_PRELOAD_THIS_MODULE()

namespace spgen::formats {

namespace {

using namespace kernels;
constexpr const char* kFormat = "pjds";
void check(cudaError_t status, const char* what) { check_on_device(status, kFormat, what); }

// ends[j] = the sorted rows longer than j, rounded up to a multiple of b:
// diagonals [len(p + 1), len(p)) reach exactly the rows up to p.
template <typename I>
__global__ void diagonal_reach(const I* __restrict__ sorted_len, Count nrows, Count b,
                               Count* __restrict__ ends) {
  const Count p = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (p >= nrows) return;
  const Count next = p + 1 < nrows ? sorted_len[p + 1] : 0;
  const Count rounded = (p + 1 + b - 1) / b * b;
  for (Count j = next; j < sorted_len[p]; ++j) ends[j] = rounded;
}

// col_start[0] = 0, col_start[j + 1] = the inclusive sums.
template <typename I>
__global__ void diagonal_starts(const Count* __restrict__ ends, Count width,
                                I* __restrict__ col_start) {
  const Count j = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (j == 0) col_start[0] = 0;
  if (j < width) col_start[j + 1] = static_cast<I>(ends[j]);
}

// Stored position p: its row's entries down the diagonals its block holds,
// padded with value 0 and the row's last column (0 for an empty row or a
// position past the rows).
template <typename V, typename I>
__global__ void fill_diagonals(const I* __restrict__ row_ptr, const I* __restrict__ col,
                               const V* __restrict__ val, Count nrows, Count positions, Count b,
                               const I* __restrict__ sorted_len, const I* __restrict__ row_perm,
                               const I* __restrict__ col_start, I* __restrict__ col_out,
                               V* __restrict__ val_out) {
  const Count p = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (p >= positions) return;
  const Count diagonals = sorted_len[p / b * b];
  const Count len = p < nrows ? sorted_len[p] : 0;
  const Count begin = p < nrows ? row_ptr[row_perm[p]] : 0;
  const I pad = len > 0 ? col[begin + len - 1] : I{0};
  for (Count j = 0; j < diagonals; ++j) {
    const Count at = col_start[j] + p;
    col_out[at] = j < len ? col[begin + j] : pad;
    val_out[at] = j < len ? val[begin + j] : V(0);
  }
}

// block_len[k] = its first row's length; sizes[k] = b times it.
template <typename I>
__global__ void block_lengths(const I* __restrict__ sorted_len, Count nblocks, Count b,
                              I* __restrict__ block_len, I* __restrict__ sizes) {
  const Count k = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (k >= nblocks) return;
  block_len[k] = sorted_len[k * b];
  sizes[k] = static_cast<I>(b * sorted_len[k * b]);
}

}  // namespace

template <SupportedValue V, SupportedIndex I>
DevicePjds<V, I> DevicePjds<V, I>::build(const DeviceCsr<V, I>& a, std::int64_t b) {
  const Count n = a.nrows;
  const auto bytes_of = [](Count count) { return static_cast<std::size_t>(count) * sizeof(I); };
  DevicePjds out;
  out.nblocks = (n + b - 1) / b;
  auto row_perm = std::make_shared<DeviceArray>(bytes_of(n), kFormat);
  ScratchArray sorted(bytes_of(n), kFormat);
  auto* const sorted_len = static_cast<I*>(sorted.ptr);
  if (n > 0) {
    ScratchArray keys(bytes_of(n), kFormat), rows(bytes_of(n), kFormat);
    row_lengths<I>
        <<<blocks(n), kBlock>>>(a.row_ptr, n, static_cast<I*>(keys.ptr), static_cast<I*>(rows.ptr));
    check(cudaGetLastError(), "row_lengths");
    // Lengths are at most nnz: the bits above it are all zero.
    const int key_bits =
        std::max(1, static_cast<int>(std::bit_width(static_cast<std::uint64_t>(a.nnz))));
    std::size_t bytes = 0;
    const auto sort = [&](void* temp) {
      return cub::DeviceRadixSort::SortPairsDescending(
          temp, bytes, static_cast<const I*>(keys.ptr), sorted_len, static_cast<const I*>(rows.ptr),
          static_cast<I*>(row_perm->ptr), n, 0, key_bits);
    };
    check(sort(nullptr), "cub::DeviceRadixSort (size)");
    ScratchArray temp(bytes, kFormat);
    check(sort(temp.ptr), "cub::DeviceRadixSort");
    I longest = 0;
    check(cudaMemcpy(&longest, sorted_len, sizeof(I), cudaMemcpyDeviceToHost),
          "cudaMemcpy (longest row)");
    out.width = longest;
  }
  const Count width = out.width;
  auto col_start = std::make_shared<DeviceArray>(bytes_of(width + 1), kFormat);
  Count stored = 0;
  if (width > 0) {
    ScratchArray ends(static_cast<std::size_t>(width) * sizeof(Count), kFormat);
    auto* const end = static_cast<Count*>(ends.ptr);
    diagonal_reach<I><<<blocks(n), kBlock>>>(sorted_len, n, b, end);
    check(cudaGetLastError(), "diagonal_reach");
    stored = device_inclusive_sum_total<Count>(end, width, kFormat);
    require_index_fits<I>("pJDS", stored);
    diagonal_starts<I><<<blocks(width), kBlock>>>(end, width, static_cast<I*>(col_start->ptr));
    check(cudaGetLastError(), "diagonal_starts");
  } else {
    check(cudaMemset(col_start->ptr, 0, sizeof(I)), "cudaMemset");
  }
  auto col_idx = std::make_shared<DeviceArray>(bytes_of(stored), kFormat);
  auto values =
      std::make_shared<DeviceArray>(static_cast<std::size_t>(stored) * sizeof(V), kFormat);
  auto block_len = std::make_shared<DeviceArray>(bytes_of(out.nblocks), kFormat);
  auto block_ptr = std::make_shared<DeviceArray>(bytes_of(out.nblocks + 1), kFormat);
  check(cudaMemset(block_ptr->ptr, 0, sizeof(I)), "cudaMemset");
  if (n > 0) {
    const Count positions = out.nblocks * b;
    fill_diagonals<V, I><<<blocks(positions), kBlock>>>(
        a.row_ptr, a.col_idx, a.values, n, positions, b, sorted_len,
        static_cast<const I*>(row_perm->ptr), static_cast<const I*>(col_start->ptr),
        static_cast<I*>(col_idx->ptr), static_cast<V*>(values->ptr));
    check(cudaGetLastError(), "fill_diagonals");
    ScratchArray sizes(bytes_of(out.nblocks), kFormat);
    block_lengths<I><<<blocks(out.nblocks), kBlock>>>(
        sorted_len, out.nblocks, b, static_cast<I*>(block_len->ptr), static_cast<I*>(sizes.ptr));
    check(cudaGetLastError(), "block_lengths");
    // The sums fit I: their total is the stored entries.
    device_inclusive_sum<I>(static_cast<const I*>(sizes.ptr), static_cast<I*>(block_ptr->ptr) + 1,
                            out.nblocks, kFormat);
  }
  check(cudaDeviceSynchronize(), "fill_diagonals");
  const auto count = [](Count c) { return static_cast<std::size_t>(c); };
  out.arrays = {{"col_start", col_start->ptr, count(width + 1), sizeof(I), true},
                {"col_idx", col_idx->ptr, count(stored), sizeof(I), true},
                {"values", values->ptr, count(stored), sizeof(V), true},
                {"row_perm", row_perm->ptr, count(n), sizeof(I), true},
                {"block_len", block_len->ptr, count(out.nblocks), sizeof(I), true},
                {"block_ptr", block_ptr->ptr, count(out.nblocks + 1), sizeof(I), true}};
  out.memory = std::make_shared<const DeviceArrays>(
      DeviceArrays{col_start, col_idx, values, row_perm, block_len, block_ptr});
  return out;
}

#define SPGEN_INSTANTIATE(V, I) template struct DevicePjds<V, I>;
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::formats
