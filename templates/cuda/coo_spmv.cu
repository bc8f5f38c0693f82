// COO SpMV, y = alpha*A*x + beta*y, by a segmented reduction over entries
// sorted by row (specs/formats/coo.yaml).
//
// Geometry: block = kWarpsPerBlock warps, one chunk of 32 * kSteps
// consecutive entries per warp, grid = ceil(nchunks / kWarpsPerBlock). In step
// s lane l takes entry chunk_begin + 32*s + l (coalesced loads), and the warp
// forms each row's running sum by an inclusive scan over lanes whose rows are
// equal (rows are sorted, so equal rows are consecutive lanes: a lane adds
// the partial of the lane `off` below whenever their rows match; spmv_ops.h,
// warp_run_sums). The sum of the row that lane 31 holds carries into the next
// step. A row that ends
// inside the chunk is finished by the lane holding its last entry; a row that
// spans several chunks (chunk_split) leaves one partial per chunk, combined
// in chunk order by the chunk that arrives last (spmv_ops.h, as row segments
// do). No atomics per entry, one launch, deterministic.
#include "../common/spgen_template.h"
#include "spmv_ops.h"

template <int kSteps, int kWarpsPerBlock, typename V, typename I>
SPGEN_ENTRY __global__ void coo_spmv(I nchunks, I nstored, const I* __restrict__ row_idx,
                                     const I* __restrict__ col_idx, const V* __restrict__ values,
                                     const I* __restrict__ chunk_split, const I* __restrict__ split_row,
                                     const I* __restrict__ split_first_chunk,
                                     const I* __restrict__ split_piece_ptr, V* __restrict__ partial,
                                     I* __restrict__ arrivals, const V* __restrict__ x, V* __restrict__ y,
                                     V alpha, V beta) {
  static_assert(kSteps >= 1, "a chunk takes at least one step");
  SPGEN_LET_NEXT_GRID_START();
  const long long chunk = spgen::group_index<32, kWarpsPerBlock>();
  if (chunk >= static_cast<long long>(nchunks)) return;  // uniform over the warp
  const int lane = spgen::group_lane<32>();
  // The matrix's part, before waiting for the previous grid: rows, columns
  // and values of the lane's entries. Lanes past the end hold row -1 (after
  // every real row: they are only at the chunk's end) and column -1, as an
  // empty row's placeholder does: neither reads x.
  I rows[kSteps], cols[kSteps];
  V vals[kSteps];
  long long begin, end;
  spgen::load_chunk<kSteps>(chunk, nstored, lane, row_idx, col_idx, values, rows, cols, vals, begin, end);
  const I first_row = __ldg(row_idx + begin);
  const I last_row = __ldg(row_idx + end - 1);
  SPGEN_WAIT_FOR_PREVIOUS_GRID();

  // A row this chunk finishes: written directly, or as its piece of a split
  // row (the chunk's first or last row only).
  spgen::warp_run_sums<kSteps>(rows, cols, vals, x, lane, [&](I row, V sum) {
    const I h = row == first_row ? __ldg(chunk_split + 2 * chunk)
                                 : (row == last_row ? __ldg(chunk_split + 2 * chunk + 1) : static_cast<I>(-1));
    if (h < 0)
      spgen::store_axpby(y, row, alpha, sum, beta);
    else
      spgen::add_lane_piece(sum, h, __ldg(split_piece_ptr + h) + (static_cast<I>(chunk) - __ldg(split_first_chunk + h)),
                            split_piece_ptr, partial, arrivals, [&] { return __ldg(split_row + h); }, y, alpha, beta);
  });
}
