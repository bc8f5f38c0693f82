// HYB on the GPU (hyb_device.hpp): the ELL part is ELL's padded rows
// (ell/cuda/padded_rows_device.cu) cut at the width; a thread per row then
// counts its entries past the width, whose 64-bit prefix sums place them in
// the COO part, and flags it as split, whose prefix sums number the split
// rows in row order (the host's); each split row writes its slot, its COO
// entries and its pieces (its ELL part, then one per COO chunk it touches),
// whose prefix sums end the conversion. Three values come back to the host:
// the COO entries, the split rows and the pieces.
#include <cuda_runtime.h>

#include "backends/cuda/kernel_preload.hpp"
#include "formats/device_array.hpp"
#include "formats/device_scan.cuh"
#include "formats/ell/cuda/padded_rows_device.hpp"
#include "formats/hyb/cuda/hyb_device.hpp"
#include "formats/padded_rows.hpp"

SPGEN_PRELOAD_THIS_MODULE()

namespace spgen::formats {

namespace {

using namespace kernels;
constexpr const char* kFormat = "hyb";
void check(cudaError_t status, const char* what) { check_on_device(status, kFormat, what); }

// Entries past the width (overflow) and whether the row has any (split).
template <typename I>
__global__ void count_overflow(const I* __restrict__ row_ptr, Count nrows, Count width,
                               Count* __restrict__ overflow, Count* __restrict__ split) {
  const Count r = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (r >= nrows) return;
  const Count past = max(static_cast<Count>(row_ptr[r + 1] - row_ptr[r]) - width, Count{0});
  overflow[r] = past;
  split[r] = past > 0 ? 1 : 0;
}

// Row r, given the inclusive sums of both counts: -1 in ell_split unless it
// overflows; else split row h's slot, COO entries and pieces.
template <typename V, typename I>
__global__ void place_overflow(const I* __restrict__ row_ptr, const I* __restrict__ col,
                               const V* __restrict__ val, Count nrows, Count width, Count chunk_len,
                               const Count* __restrict__ coo_ends,
                               const Count* __restrict__ split_ends, I* __restrict__ ell_split,
                               I* __restrict__ coo_key, I* __restrict__ coo_col,
                               V* __restrict__ coo_val, I* __restrict__ split_row,
                               I* __restrict__ split_coo_end, I* __restrict__ split_first_chunk,
                               I* __restrict__ pieces) {
  const Count r = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (r >= nrows) return;
  const Count end = coo_ends[r], first = r > 0 ? coo_ends[r - 1] : 0;
  if (end == first) {
    ell_split[r] = I(-1);
    return;
  }
  const Count h = split_ends[r] - 1;
  const Count begin = row_ptr[r] + width;
  ell_split[r] = static_cast<I>(h);
  split_row[h] = static_cast<I>(r);
  split_coo_end[h] = static_cast<I>(end);
  for (Count k = 0; k < end - first; ++k) {
    coo_key[first + k] = static_cast<I>(h);
    coo_col[first + k] = col[begin + k];
    coo_val[first + k] = val[begin + k];
  }
  if (chunk_len > 0) {
    const Count c0 = first / chunk_len, c1 = (end - 1) / chunk_len;
    split_first_chunk[h] = static_cast<I>(c0);
    pieces[h] = static_cast<I>(1 + c1 - c0 + 1);
  }
}

}  // namespace

template <SupportedValue V, SupportedIndex I>
DeviceHyb<V, I> DeviceHyb<V, I>::build(const DeviceCsr<V, I>& a, std::int64_t width,
                                       std::int64_t chunk_len) {
  const Count n = a.nrows;
  const auto bytes = [](Count count, std::size_t element) {
    return static_cast<std::size_t>(count) * element;
  };
  DeviceHyb out;
  ScratchArray overflow_sums(bytes(n, sizeof(Count)), kFormat),
      split_sums(bytes(n, sizeof(Count)), kFormat);
  auto* const coo_ends = static_cast<Count*>(overflow_sums.ptr);
  auto* const split_ends = static_cast<Count*>(split_sums.ptr);
  if (n > 0) {
    count_overflow<I><<<blocks(n), kBlock>>>(a.row_ptr, n, width, coo_ends, split_ends);
    check(cudaGetLastError(), "count_overflow");
  }
  out.coo_entries = device_inclusive_sum_total<Count>(coo_ends, n, kFormat);
  out.nsplit = device_inclusive_sum_total<Count>(split_ends, n, kFormat);
  require_index_fits<I>("HYB ELL part", width * n, chunk_len);
  require_index_fits<I>("HYB COO part", out.coo_entries, chunk_len);
  out.nchunks = chunk_len > 0 ? (out.coo_entries + chunk_len - 1) / chunk_len : 0;

  auto ell_col = std::make_shared<DeviceArray>(bytes(width * n, sizeof(I)), kFormat);
  auto ell_val = std::make_shared<DeviceArray>(bytes(width * n, sizeof(V)), kFormat);
  auto ell_split = std::make_shared<DeviceArray>(bytes(n, sizeof(I)), kFormat);
  auto coo_key = std::make_shared<DeviceArray>(bytes(out.coo_entries, sizeof(I)), kFormat);
  auto coo_col = std::make_shared<DeviceArray>(bytes(out.coo_entries, sizeof(I)), kFormat);
  auto coo_val = std::make_shared<DeviceArray>(bytes(out.coo_entries, sizeof(V)), kFormat);
  auto split_row = std::make_shared<DeviceArray>(bytes(out.nsplit, sizeof(I)), kFormat);
  auto split_coo_ptr = std::make_shared<DeviceArray>(bytes(out.nsplit + 1, sizeof(I)), kFormat);
  const Count firsts = chunk_len > 0 ? out.nsplit : 0;
  auto split_first_chunk = std::make_shared<DeviceArray>(bytes(firsts, sizeof(I)), kFormat);
  auto split_piece_ptr = std::make_shared<DeviceArray>(bytes(firsts + 1, sizeof(I)), kFormat);
  device_fill_padded_rows(a, width, 1, static_cast<I*>(ell_col->ptr), static_cast<V*>(ell_val->ptr),
                          kFormat);
  check(cudaMemset(split_coo_ptr->ptr, 0, sizeof(I)), "cudaMemset");
  check(cudaMemset(split_piece_ptr->ptr, 0, sizeof(I)), "cudaMemset");
  auto* const piece_ptr = static_cast<I*>(split_piece_ptr->ptr);
  if (n > 0) {
    place_overflow<V, I><<<blocks(n), kBlock>>>(
        a.row_ptr, a.col_idx, a.values, n, width, chunk_len, coo_ends, split_ends,
        static_cast<I*>(ell_split->ptr), static_cast<I*>(coo_key->ptr),
        static_cast<I*>(coo_col->ptr), static_cast<V*>(coo_val->ptr),
        static_cast<I*>(split_row->ptr), static_cast<I*>(split_coo_ptr->ptr) + 1,
        static_cast<I*>(split_first_chunk->ptr), piece_ptr + 1);
    check(cudaGetLastError(), "place_overflow");
  }
  out.pieces = device_inclusive_sum_total<I>(piece_ptr + 1, firsts, kFormat);
  check(cudaDeviceSynchronize(), "place_overflow");
  const auto count = [](Count c) { return static_cast<std::size_t>(c); };
  out.arrays = {{"ell_col", ell_col->ptr, count(width * n), sizeof(I), true},
                {"ell_val", ell_val->ptr, count(width * n), sizeof(V), true},
                {"ell_split", ell_split->ptr, count(n), sizeof(I), true},
                {"coo_key", coo_key->ptr, count(out.coo_entries), sizeof(I), true},
                {"coo_col", coo_col->ptr, count(out.coo_entries), sizeof(I), true},
                {"coo_val", coo_val->ptr, count(out.coo_entries), sizeof(V), true},
                {"split_row", split_row->ptr, count(out.nsplit), sizeof(I), true},
                {"split_coo_ptr", split_coo_ptr->ptr, count(out.nsplit + 1), sizeof(I), true},
                {"split_first_chunk", split_first_chunk->ptr, count(firsts), sizeof(I), true},
                {"split_piece_ptr", split_piece_ptr->ptr, count(firsts + 1), sizeof(I), true}};
  out.memory = std::make_shared<const DeviceArrays>(
      DeviceArrays{ell_col, ell_val, ell_split, coo_key, coo_col, coo_val, split_row, split_coo_ptr,
                   split_first_chunk, split_piece_ptr});
  return out;
}

#define SPGEN_INSTANTIATE(V, I) template struct DeviceHyb<V, I>;
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::formats
