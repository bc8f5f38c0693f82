// Row segments on the GPU (rowseg_device.hpp):
//  * a thread per row: its segments (1, or ceil(length / seg_len) pieces of a
//    heavy row) and whether it is heavy; 64-bit prefix sums of both number
//    the segments and the heavy rows in row order (the host's order);
//  * a thread per segment: its row by binary search over the rows' segment
//    ends, then its end in seg_ptr and its row (or its heavy row's name) in
//    seg_row; a long row's pieces are spread over as many threads;
//  * a thread per heavy row: its row, first segment and pieces, whose prefix
//    sum is heavy_piece_ptr.
// The columns and values are copied as they are. Three values come back to
// the host: the segments, the heavy rows and the pieces.
#include <cuda_runtime.h>

#include <limits>
#include <string>

#include "backends/cuda/kernel_preload.hpp"
#include "formats/device_array.hpp"
#include "formats/device_scan.cuh"
#include "formats/rowseg/cuda/rowseg_device.hpp"

SPGEN_PRELOAD_THIS_MODULE()

namespace spgen::formats {

namespace {

using namespace kernels;
constexpr const char* kFormat = "rowseg";
void check(cudaError_t status, const char* what) { check_on_device(status, kFormat, what); }

template <typename I>
__global__ void segments_per_row(const I* __restrict__ row_ptr, Count nrows, Count seg_len,
                                 Count* __restrict__ seg_ends, Count* __restrict__ heavy_ends) {
  const Count r = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (r >= nrows) return;
  const Count len = row_ptr[r + 1] - row_ptr[r];
  const Count pieces = len <= seg_len ? 1 : (len + seg_len - 1) / seg_len;
  seg_ends[r] = pieces;
  heavy_ends[r] = pieces > 1 ? 1 : 0;
}

template <typename I>
__global__ void place_segments(const I* __restrict__ row_ptr, Count nrows, Count nsegs,
                               Count seg_len, const Count* __restrict__ seg_ends,
                               const Count* __restrict__ heavy_ends, I* __restrict__ seg_ptr,
                               I* __restrict__ seg_row) {
  const Count k = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (k >= nsegs) return;
  const Count r = owner_of(seg_ends, nrows, k);
  const Count first = r > 0 ? seg_ends[r - 1] : 0;
  const bool heavy = seg_ends[r] - first > 1;
  const Count begin = row_ptr[r], end = row_ptr[r + 1];
  seg_ptr[k + 1] = static_cast<I>(min(begin + (k - first + 1) * seg_len, end));
  seg_row[k] =
      heavy ? static_cast<I>(-heavy_ends[r]) : static_cast<I>(r);  // -1 - h, h = heavy_ends[r] - 1
}

template <typename I>
__global__ void place_heavy_rows(Count nrows, const Count* __restrict__ seg_ends,
                                 const Count* __restrict__ heavy_ends, I* __restrict__ heavy_row,
                                 I* __restrict__ heavy_seg_begin, I* __restrict__ pieces) {
  const Count r = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (r >= nrows) return;
  const Count first = r > 0 ? seg_ends[r - 1] : 0;
  if (seg_ends[r] - first < 2) return;  // light
  const Count h = heavy_ends[r] - 1;
  heavy_row[h] = static_cast<I>(r);
  heavy_seg_begin[h] = static_cast<I>(first);
  pieces[h] = static_cast<I>(seg_ends[r] - first);
}

}  // namespace

template <SupportedValue V, SupportedIndex I>
DeviceRowseg<V, I> DeviceRowseg<V, I>::build(const DeviceCsr<V, I>& a, std::int64_t seg_len) {
  if (seg_len < 1)
    throw Error("row segments: seg_len = " + std::to_string(seg_len) +
                " outside its domain (>= 1)");
  const Count n = a.nrows, nnz = a.nnz;
  ScratchArray seg_scratch(static_cast<std::size_t>(n) * sizeof(Count), kFormat);
  ScratchArray heavy_scratch(static_cast<std::size_t>(n) * sizeof(Count), kFormat);
  auto* const seg_ends = static_cast<Count*>(seg_scratch.ptr);
  auto* const heavy_ends = static_cast<Count*>(heavy_scratch.ptr);
  if (n > 0) {
    segments_per_row<I><<<blocks(n), kBlock>>>(a.row_ptr, n, seg_len, seg_ends, heavy_ends);
    check(cudaGetLastError(), "segments_per_row");
  }
  DeviceRowseg out;
  out.nsegs = device_inclusive_sum_total<Count>(seg_ends, n, kFormat);
  if (out.nsegs > static_cast<Count>(std::numeric_limits<I>::max()) - 1)
    throw NotApplicable("row segments: " + std::to_string(out.nsegs) + " segments do not fit " +
                        type_tag<I>() + " indices; use 64-bit indices or a longer seg_len");
  out.nheavy = device_inclusive_sum_total<Count>(heavy_ends, n, kFormat);

  KeptArrays kept(kFormat);
  auto* const seg_ptr = kept.append<I>(out.arrays, "seg_ptr", out.nsegs + 1);
  auto* const seg_row = kept.append<I>(out.arrays, "seg_row", out.nsegs);
  auto* const heavy_row = kept.append<I>(out.arrays, "heavy_row", out.nheavy);
  auto* const heavy_seg_begin = kept.append<I>(out.arrays, "heavy_seg_begin", out.nheavy);
  auto* const piece_ptr = kept.append<I>(out.arrays, "heavy_piece_ptr", out.nheavy + 1);
  check(cudaMemset(seg_ptr, 0, sizeof(I)), "cudaMemset");
  check(cudaMemset(piece_ptr, 0, sizeof(I)), "cudaMemset");
  if (out.nsegs > 0) {
    place_segments<I><<<blocks(out.nsegs), kBlock>>>(a.row_ptr, n, out.nsegs, seg_len, seg_ends,
                                                     heavy_ends, seg_ptr, seg_row);
    check(cudaGetLastError(), "place_segments");
  }
  if (out.nheavy > 0) {
    place_heavy_rows<I>
        <<<blocks(n), kBlock>>>(n, seg_ends, heavy_ends, heavy_row, heavy_seg_begin, piece_ptr + 1);
    check(cudaGetLastError(), "place_heavy_rows");
  }
  out.pieces = device_inclusive_sum_total<I>(piece_ptr + 1, out.nheavy, kFormat);
  kept.append_copy(out.arrays, "col_idx", a.col_idx, nnz);
  kept.append_copy(out.arrays, "values", a.values, nnz);
  check(cudaDeviceSynchronize(), "cudaMemcpyAsync");  // the copies: done before return
  out.memory = std::move(kept.memory);
  return out;
}

#define SPGEN_INSTANTIATE(V, I) template struct DeviceRowseg<V, I>;
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::formats
