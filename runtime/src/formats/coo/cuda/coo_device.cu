// COO on the GPU (coo_device.hpp), a thread per row throughout:
//  * each row's stored entries (its length, 1 for an empty row's
//    placeholder) and their 64-bit prefix sums: where its entries go;
//  * the rows whose entries reach into a second chunk, counted by a prefix
//    sum in row order (the host's split order): each names itself as the
//    first row of every chunk whose first entry it holds and the last row of
//    every chunk whose last entry it holds;
//  * their pieces' prefix sums.
// Three values come back to the host: the stored entries, the split rows and
// the pieces.
#include <cuda_runtime.h>

#include "backends/cuda/kernel_preload.hpp"
#include "formats/coo/cuda/coo_device.hpp"
#include "formats/device_array.hpp"
#include "formats/device_scan.cuh"
#include "formats/padded_rows.hpp"

SPGEN_PRELOAD_THIS_MODULE()

namespace spgen::formats {

namespace {

using namespace kernels;
constexpr const char* kFormat = "coo";
void check(cudaError_t status, const char* what) { check_on_device(status, kFormat, what); }

template <typename I>
__global__ void stored_per_row(const I* __restrict__ row_ptr, Count nrows,
                               Count* __restrict__ ends) {
  const Count r = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (r < nrows) ends[r] = max(static_cast<Count>(row_ptr[r + 1] - row_ptr[r]), Count{1});
}

// Row r's entries (or its placeholder: column -1, value 0) at
// [ends[r] - stored, ends[r]); split[r] = 1 where they span two chunks.
template <typename V, typename I>
__global__ void fill_entries(const I* __restrict__ row_ptr, const I* __restrict__ col,
                             const V* __restrict__ val, Count nrows, const Count* __restrict__ ends,
                             Count chunk_len, I* __restrict__ row_out, I* __restrict__ col_out,
                             V* __restrict__ val_out, Count* __restrict__ split) {
  const Count r = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (r >= nrows) return;
  const Count begin = row_ptr[r], len = row_ptr[r + 1] - begin;
  const Count end = ends[r], first = end - max(len, Count{1});
  if (len == 0) {
    row_out[first] = static_cast<I>(r);
    col_out[first] = I(-1);
    val_out[first] = V(0);
  }
  for (Count j = 0; j < len; ++j) {
    row_out[first + j] = static_cast<I>(r);
    col_out[first + j] = col[begin + j];
    val_out[first + j] = val[begin + j];
  }
  split[r] = first / chunk_len != (end - 1) / chunk_len ? 1 : 0;
}

// A split row h: its row, first chunk and pieces (one per chunk it
// touches), and its name in chunk_split (2 per chunk: first row, last row).
template <typename I>
__global__ void place_split_rows(Count nrows, const Count* __restrict__ ends,
                                 const Count* __restrict__ split_ends, Count nstored,
                                 Count chunk_len, I* __restrict__ split_row,
                                 I* __restrict__ split_first_chunk, I* __restrict__ pieces,
                                 I* __restrict__ chunk_split) {
  const Count r = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (r >= nrows) return;
  const Count h = split_ends[r] - 1;
  if (h < 0 || (r > 0 && split_ends[r - 1] == split_ends[r])) return;  // not split
  const Count end = ends[r], first = r > 0 ? ends[r - 1] : 0;
  const Count c0 = first / chunk_len, c1 = (end - 1) / chunk_len;
  split_row[h] = static_cast<I>(r);
  split_first_chunk[h] = static_cast<I>(c0);
  pieces[h] = static_cast<I>(c1 - c0 + 1);
  for (Count c = c0; c <= c1; ++c) {
    if (first <= c * chunk_len) chunk_split[2 * c] = static_cast<I>(h);
    if (end >= min((c + 1) * chunk_len, nstored)) chunk_split[2 * c + 1] = static_cast<I>(h);
  }
}

}  // namespace

template <SupportedValue V, SupportedIndex I>
DeviceCoo<V, I> DeviceCoo<V, I>::build(const DeviceCsr<V, I>& a, std::int64_t chunk_len) {
  const Count n = a.nrows;
  DeviceCoo out;
  ScratchArray row_ends(static_cast<std::size_t>(n) * sizeof(Count), kFormat);
  auto* const ends = static_cast<Count*>(row_ends.ptr);
  if (n > 0) {
    stored_per_row<I><<<blocks(n), kBlock>>>(a.row_ptr, n, ends);
    check(cudaGetLastError(), "stored_per_row");
  }
  out.nstored = device_inclusive_sum_total<Count>(ends, n, kFormat);
  require_index_fits<I>("COO", out.nstored, chunk_len);
  out.nchunks = (out.nstored + chunk_len - 1) / chunk_len;
  const auto bytes = [](Count count, std::size_t element) {
    return static_cast<std::size_t>(count) * element;
  };
  auto row_idx = std::make_shared<DeviceArray>(bytes(out.nstored, sizeof(I)), kFormat);
  auto col_idx = std::make_shared<DeviceArray>(bytes(out.nstored, sizeof(I)), kFormat);
  auto values = std::make_shared<DeviceArray>(bytes(out.nstored, sizeof(V)), kFormat);
  ScratchArray split_flags(bytes(n, sizeof(Count)), kFormat);
  auto* const split_ends = static_cast<Count*>(split_flags.ptr);
  if (n > 0) {
    fill_entries<V, I><<<blocks(n), kBlock>>>(
        a.row_ptr, a.col_idx, a.values, n, ends, chunk_len, static_cast<I*>(row_idx->ptr),
        static_cast<I*>(col_idx->ptr), static_cast<V*>(values->ptr), split_ends);
    check(cudaGetLastError(), "fill_entries");
  }
  out.nsplit = device_inclusive_sum_total<Count>(split_ends, n, kFormat);
  auto chunk_split = std::make_shared<DeviceArray>(bytes(2 * out.nchunks, sizeof(I)), kFormat);
  auto split_row = std::make_shared<DeviceArray>(bytes(out.nsplit, sizeof(I)), kFormat);
  auto split_first_chunk = std::make_shared<DeviceArray>(bytes(out.nsplit, sizeof(I)), kFormat);
  auto split_piece_ptr = std::make_shared<DeviceArray>(bytes(out.nsplit + 1, sizeof(I)), kFormat);
  auto chunk_ptr = std::make_shared<DeviceArray>(0, kFormat);
  check(cudaMemset(chunk_split->ptr, 0xff, bytes(2 * out.nchunks, sizeof(I))),
        "cudaMemset");  // -1: no split row
  check(cudaMemset(split_piece_ptr->ptr, 0, sizeof(I)), "cudaMemset");
  auto* const piece_ptr = static_cast<I*>(split_piece_ptr->ptr);
  if (out.nsplit > 0) {
    place_split_rows<I><<<blocks(n), kBlock>>>(
        n, ends, split_ends, out.nstored, chunk_len, static_cast<I*>(split_row->ptr),
        static_cast<I*>(split_first_chunk->ptr), piece_ptr + 1, static_cast<I*>(chunk_split->ptr));
    check(cudaGetLastError(), "place_split_rows");
  }
  out.pieces = device_inclusive_sum_total<I>(piece_ptr + 1, out.nsplit, kFormat);
  check(cudaDeviceSynchronize(), "place_split_rows");
  const auto count = [](Count c) { return static_cast<std::size_t>(c); };
  out.arrays = {{"row_idx", row_idx->ptr, count(out.nstored), sizeof(I), true},
                {"col_idx", col_idx->ptr, count(out.nstored), sizeof(I), true},
                {"values", values->ptr, count(out.nstored), sizeof(V), true},
                {"chunk_split", chunk_split->ptr, count(2 * out.nchunks), sizeof(I), true},
                {"split_row", split_row->ptr, count(out.nsplit), sizeof(I), true},
                {"split_first_chunk", split_first_chunk->ptr, count(out.nsplit), sizeof(I), true},
                {"split_piece_ptr", split_piece_ptr->ptr, count(out.nsplit + 1), sizeof(I), true},
                {"chunk_ptr", chunk_ptr->ptr, 0, sizeof(I), true}};
  out.memory = std::make_shared<const DeviceArrays>(
      DeviceArrays{row_idx, col_idx, values, chunk_split, split_row, split_first_chunk,
                   split_piece_ptr, chunk_ptr});
  return out;
}

#define SPGEN_INSTANTIATE(V, I) template struct DeviceCoo<V, I>;
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::formats
