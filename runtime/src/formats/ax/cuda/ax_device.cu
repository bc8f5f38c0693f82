// The AX layout on the GPU (ax_device.hpp):
//  * a thread per row: the fill positions it takes (its length, 1 for an
//    empty row's placeholder, rounded up to whole granules in UNC), whose
//    64-bit prefix sums are the rows' ends;
//  * a thread per fill position: its row by binary search over the ends, then
//    its value and x copy (0 for padding), its column (-1 for padding), its
//    granule's row (UNC) or segment header (COM). Every element is written
//    once, padding and the last tile's tail included, and a long row is
//    spread over as many threads as it has entries;
//  * a thread per row: its row pointer, and whether it spans chunks; the
//    split rows numbered by a prefix sum in row order, their pieces by
//    another.
// Three values come back to the host: the fill, the split rows, the pieces.
#include <cuda_runtime.h>

#include <string>

#include "backends/cuda/kernel_preload.hpp"
#include "formats/ax/cuda/ax_device.hpp"
#include "formats/device_array.hpp"
#include "formats/device_scan.cuh"
#include "formats/padded_rows.hpp"

SPGEN_PRELOAD_THIS_MODULE()

namespace spgen::formats {

namespace {

using namespace kernels;

// What the kernels need of an AxShape, in 64 bits.
struct Geometry {
  Count thw, th, granule, segment_block;
  int log2s;
  bool unc, placeholders;

  __device__ Count slot(Count j) const {
    const Count gc = j / th, f = j % th;
    return gc / thw * th * thw + f * thw + gc % thw;
  }
  __device__ Count value_at(Count q) const { return 2 * thw * (q / thw) + q % thw; }
  __device__ Count stored(Count len) const { return len == 0 && placeholders ? 1 : len; }
};

template <typename I>
__global__ void positions_per_row(const I* __restrict__ row_ptr, Count nrows, Geometry g,
                                  Count* __restrict__ ends) {
  const Count r = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (r >= nrows) return;
  const Count stored = g.stored(row_ptr[r + 1] - row_ptr[r]);
  ends[r] = g.unc ? (stored + g.granule - 1) / g.granule * g.granule : stored;
}

template <typename V, typename I>
__global__ void fill_positions(const I* __restrict__ row_ptr, const I* __restrict__ col,
                               const V* __restrict__ val, Count nrows,
                               const Count* __restrict__ ends, Count fill, Geometry g,
                               V* __restrict__ ax, I* __restrict__ ax_col, I* __restrict__ seg_row,
                               I* __restrict__ hdr) {
  const Count j = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (j >= fill) return;
  const Count r = owner_of(ends, nrows, j);  // nrows: the last tile's tail
  Count k = 0, len = 0, stored = 0, begin = 0;
  if (r < nrows) {
    begin = row_ptr[r];
    len = row_ptr[r + 1] - begin;
    stored = g.stored(len);
    k = j - (r > 0 ? ends[r - 1] : 0);
  }
  const Count q = g.slot(j), at = g.value_at(q);
  ax[at] = k < len ? val[begin + k] : V(0);
  ax[at + g.thw] = V(0);  // the x copy, refreshed by every product
  ax_col[q] = k < len ? col[begin + k] : I(-1);
  if (g.unc) {
    if (j % g.granule == 0) seg_row[j / g.granule] = r < nrows ? static_cast<I>(r) : I(-1);
    return;
  }
  const Count offset = j % g.segment_block;
  const bool head = k < stored && (k == 0 || offset == 0);
  const Count length = min(stored - k, g.segment_block - offset);
  hdr[q] = head ? static_cast<I>((r << g.log2s) | (length - 1)) : I(-1);
}

// Row pointers (AXC's row_ptr: row_first[r + 1] = ends[r]) and, with
// chunks, split[r] = 1 where the row's positions touch two chunks.
template <typename I>
__global__ void rows_and_splits(Count nrows, const Count* __restrict__ ends, Count chunk,
                                I* __restrict__ row_first, Count* __restrict__ split) {
  const Count r = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (r >= nrows) return;
  row_first[r + 1] = static_cast<I>(ends[r]);
  if (chunk == 0) return;
  const Count first = r > 0 ? ends[r - 1] : 0, end = ends[r];
  split[r] = end > first && first / chunk != (end - 1) / chunk ? 1 : 0;
}

// Split row h (row r): row_split[r] = h, its first chunk, its pieces.
template <typename I>
__global__ void place_split_rows(Count nrows, const Count* __restrict__ ends,
                                 const Count* __restrict__ split_ends, Count chunk,
                                 I* __restrict__ row_split, I* __restrict__ split_first_chunk,
                                 I* __restrict__ pieces) {
  const Count r = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (r >= nrows) return;
  const bool split = split_ends[r] > (r > 0 ? split_ends[r - 1] : 0);
  const Count h = split_ends[r] - 1;
  row_split[r] = split ? static_cast<I>(h) : I(-1);
  if (!split) return;
  const Count first = r > 0 ? ends[r - 1] : 0, c0 = first / chunk, c1 = (ends[r] - 1) / chunk;
  split_first_chunk[h] = static_cast<I>(c0);
  pieces[h] = static_cast<I>(c1 - c0 + 1);
}

}  // namespace

template <SupportedValue V, SupportedIndex I>
DeviceAxLayout<V, I> DeviceAxLayout<V, I>::build(const DeviceCsr<V, I>& a, const AxShape& shape,
                                                 std::string_view what) {
  const std::string name(what);
  const char* const format = name.c_str();
  const auto check = [format](cudaError_t status, const char* call) {
    check_on_device(status, format, call);
  };
  if (shape.unit_slots > 0) throw Error(name + ": CPU units are built on the host");
  const Count n = a.nrows, tile = shape.tile(), chunk = shape.chunk_slots;
  const Geometry g{shape.thw,
                   shape.th,
                   shape.granule(),
                   shape.segment_block(),
                   segment_shift<I>(n, shape, what),
                   shape.mode == AxMode::unc,
                   shape.placeholders};

  ScratchArray row_ends(static_cast<std::size_t>(n) * sizeof(Count), format);
  auto* const ends = static_cast<Count*>(row_ends.ptr);
  if (n > 0) {
    positions_per_row<I><<<blocks(n), kBlock>>>(a.row_ptr, n, g, ends);
    check(cudaGetLastError(), "positions_per_row");
  }
  const Count used = device_inclusive_sum_total<Count>(ends, n, format);
  DeviceAxLayout out;
  out.fill = (used + tile - 1) / tile * tile;
  require_index_fits<I>(what, 2 * out.fill, 2 * tile);

  KeptArrays kept(format);
  const Count ngranules = g.unc ? out.fill / g.granule : 0;
  auto* const ax = kept.add<V>(out.ax, "ax", 2 * out.fill);
  auto* const ax_col = kept.add<I>(out.ax_col, "ax_col", out.fill);
  auto* const seg_row = kept.add<I>(out.seg_row, "seg_row", ngranules);
  auto* const hdr = kept.add<I>(out.hdr, "hdr", g.unc ? 0 : out.fill);
  auto* const row_first = kept.add<I>(out.row_first, "row_first", n + 1);
  check(cudaMemset(row_first, 0, sizeof(I)), "cudaMemset");  // row_first[0], all of it when n is 0
  check(cudaMemset(kept.add<I>(out.unit_ptr, "unit_ptr", 1), 0, sizeof(I)),
        "cudaMemset");  // {0}
  if (out.fill > 0) {
    fill_positions<V, I><<<blocks(out.fill), kBlock>>>(a.row_ptr, a.col_idx, a.values, n, ends,
                                                       out.fill, g, ax, ax_col, seg_row, hdr);
    check(cudaGetLastError(), "fill_positions");
  }

  ScratchArray split_flags(chunk > 0 ? static_cast<std::size_t>(n) * sizeof(Count) : 0, format);
  auto* const split_ends = static_cast<Count*>(split_flags.ptr);
  if (n > 0) {
    rows_and_splits<I><<<blocks(n), kBlock>>>(n, ends, chunk, row_first, split_ends);
    check(cudaGetLastError(), "rows_and_splits");
  }
  if (chunk > 0) {
    out.nsplit = device_inclusive_sum_total<Count>(split_ends, n, format);
    auto* const row_split = kept.add<I>(out.row_split, "row_split", n);
    auto* const first_chunk = kept.add<I>(out.split_first_chunk, "split_first_chunk", out.nsplit);
    auto* const piece_ptr = kept.add<I>(out.split_piece_ptr, "split_piece_ptr", out.nsplit + 1);
    check(cudaMemset(piece_ptr, 0, sizeof(I)), "cudaMemset");
    if (n > 0) {
      place_split_rows<I><<<blocks(n), kBlock>>>(n, ends, split_ends, chunk, row_split, first_chunk,
                                                 piece_ptr + 1);
      check(cudaGetLastError(), "place_split_rows");
    }
    out.pieces = device_inclusive_sum_total<I>(piece_ptr + 1, out.nsplit, format);
  }
  check(cudaDeviceSynchronize(), "fill_positions");
  out.memory = std::move(kept.memory);
  return out;
}

#define SPGEN_INSTANTIATE(V, I) template struct DeviceAxLayout<V, I>;
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::formats
