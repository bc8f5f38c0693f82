// HYB SpMV, y = alpha*A*x + beta*y (specs/formats/hyb.yaml), both parts in
// one launch. Blocks [0, ell_blocks) run the ELL part, a thread per row (as
// ell_spmv.cu); the other blocks run the COO part, a warp per chunk of
// 32 * kSteps entries by a segmented reduction over split-row keys (as
// coo_spmv.cu; spmv_ops.h). A row longer than the ELL width leaves one
// partial from its ELL thread (slot 0) and one per COO chunk its entries
// touch; the last to arrive adds them in slot order and writes y.
//
// Geometry: 256-thread blocks; grid = ell_blocks + ceil(nchunks / 8).
#include "../common/spgen_template.h"
#include "spmv_ops.h"

template <int kSteps, typename V, typename I>
SPGEN_ENTRY __global__ void hyb_spmv(I nrows, I width, I ell_blocks, I nchunks, I nstored,
                                     const I* __restrict__ ell_col, const V* __restrict__ ell_val,
                                     const I* __restrict__ ell_split, const I* __restrict__ coo_key,
                                     const I* __restrict__ coo_col, const V* __restrict__ coo_val,
                                     const I* __restrict__ split_row, const I* __restrict__ split_first_chunk,
                                     const I* __restrict__ split_piece_ptr, V* __restrict__ partial,
                                     I* __restrict__ arrivals, const V* __restrict__ x, V* __restrict__ y, V alpha,
                                     V beta) {
  constexpr int kBlock = 256;
  constexpr int kWarps = kBlock / 32;
  SPGEN_LET_NEXT_GRID_START();
  if (static_cast<long long>(blockIdx.x) < static_cast<long long>(ell_blocks)) {
    // 64-bit: blockIdx.x * kBlock and j * nrows overflow 32 bits for large matrices.
    const long long row = static_cast<long long>(blockIdx.x) * kBlock + threadIdx.x;
    if (row >= static_cast<long long>(nrows)) return;
    const I h = __ldg(ell_split + row);
    SPGEN_WAIT_FOR_PREVIOUS_GRID();
    V sum = V(0);
    for (long long k = row; k < static_cast<long long>(width) * nrows; k += nrows)
      sum += __ldg(ell_val + k) * __ldg(x + __ldg(ell_col + k));
    if (h < 0)
      spgen::store_axpby(y, row, alpha, sum, beta);
    else  // its ELL piece: slot 0 of the row's slots
      spgen::add_lane_piece(sum, h, __ldg(split_piece_ptr + h), split_piece_ptr, partial, arrivals,
                            [&] { return __ldg(split_row + h); }, y, alpha, beta);
    return;
  }
  const long long chunk = (static_cast<long long>(blockIdx.x) - ell_blocks) * kWarps + threadIdx.x / 32;
  if (chunk >= static_cast<long long>(nchunks)) return;  // uniform over the warp
  const int lane = spgen::group_lane<32>();
  I keys[kSteps], cols[kSteps];
  V vals[kSteps];
  long long begin, end;
  spgen::load_chunk<kSteps>(chunk, nstored, lane, coo_key, coo_col, coo_val, keys, cols, vals, begin, end);
  SPGEN_WAIT_FOR_PREVIOUS_GRID();
  // Every run is a piece of its split row: slots after the ELL piece, one per chunk.
  spgen::warp_run_sums<kSteps>(keys, cols, vals, x, lane, [&](I h, V sum) {
    const I slot = __ldg(split_piece_ptr + h) + 1 + (static_cast<I>(chunk) - __ldg(split_first_chunk + h));
    spgen::add_lane_piece(sum, h, slot, split_piece_ptr, partial, arrivals, [&] { return __ldg(split_row + h); }, y,
                          alpha, beta);
  });
}
