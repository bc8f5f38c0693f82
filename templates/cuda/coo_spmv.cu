// COO SpMV, y = alpha*A*x + beta*y, by a segmented reduction over entries
// sorted by row (specs/formats/coo.yaml).
//
// Geometry: block = kWarpsPerBlock warps, one chunk of 32 * kSteps
// consecutive entries per warp, grid = ceil(nchunks / kWarpsPerBlock). In step
// s lane l takes entry chunk_begin + 32*s + l (coalesced loads), and the warp
// forms each row's running sum by an inclusive scan over lanes whose rows are
// equal (rows are sorted, so equal rows are consecutive lanes: a lane adds
// the partial of the lane `off` below whenever their rows match). The sum of
// the row that lane 31 holds carries into the next step. A row that ends
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
  constexpr unsigned kFull = 0xffffffffu;
  constexpr long long kChunkLen = 32LL * kSteps;
  const long long begin = chunk * kChunkLen;
  const long long end = begin + kChunkLen < static_cast<long long>(nstored) ? begin + kChunkLen
                                                                             : static_cast<long long>(nstored);

  // The matrix's part, before waiting for the previous grid: rows, columns
  // and values of the lane's entries. Lanes past the end hold row -1 (after
  // every real row: they are only at the chunk's end) and column -1, as an
  // empty row's placeholder does: neither reads x.
  I rows[kSteps], cols[kSteps];
  V vals[kSteps];
  SPGEN_UNROLL
  for (int s = 0; s < kSteps; ++s) {
    const long long k = begin + 32LL * s + lane;
    rows[s] = k < end ? __ldg(row_idx + k) : static_cast<I>(-1);
    cols[s] = k < end ? __ldg(col_idx + k) : static_cast<I>(-1);
    vals[s] = k < end ? __ldg(values + k) : V(0);
  }
  const I first_row = __ldg(row_idx + begin);
  const I last_row = __ldg(row_idx + end - 1);
  SPGEN_WAIT_FOR_PREVIOUS_GRID();

  // A row this chunk finishes: written directly, or as its piece of a split
  // row (the chunk's first or last row only). Called by one lane.
  auto finish = [&](I row, V sum) {
    const I h = row == first_row ? __ldg(chunk_split + 2 * chunk)
                                 : (row == last_row ? __ldg(chunk_split + 2 * chunk + 1) : static_cast<I>(-1));
    if (h < 0) {
      spgen::store_axpby(y, row, alpha, sum, beta);
      return;
    }
    const unsigned self = 1u << lane;
    const I first_slot = __ldg(split_piece_ptr + h);
    const I pieces = __ldg(split_piece_ptr + h + 1) - first_slot;
    if (!spgen::arrive_last<1>(
            self, 0, sum, partial,
            [&] { return first_slot + (static_cast<I>(chunk) - __ldg(split_first_chunk + h)); }, pieces,
            arrivals, h))
      return;
    V total = V(0);  // the row's partials, in chunk order
    for (I p = 0; p < pieces; ++p) total += __ldcg(partial + first_slot + p);
    spgen::store_combined<1>(self, 0, total, [&] { return __ldg(split_row + h); }, y, alpha, beta, arrivals, h);
  };

  I carry_row = -1;  // lane 31's row when it goes on into this step, and its sum so far
  V carry = V(0);
  SPGEN_UNROLL
  for (int s = 0; s < kSteps; ++s) {
    const I row = rows[s];
    V sum = cols[s] >= 0 ? vals[s] * __ldg(x + cols[s]) : V(0);
    // Inclusive scan within runs of equal rows: distances 1, 2, 4, 8, 16.
    SPGEN_UNROLL
    for (int level = 0; level < 5; ++level) {
      const V below = __shfl_up_sync(kFull, sum, 1 << level);
      const I below_row = __shfl_up_sync(kFull, row, 1 << level);
      if (lane >= (1 << level) && below_row == row) sum += below;
    }
    if (row == carry_row) sum += carry;
    // The row of the entry after this lane's: lane 31's is lane 0's of the
    // next step; after the chunk's last step, none (the chunk's last row
    // ends here, whole or as its piece of a split row).
    I next_row = __shfl_down_sync(kFull, row, 1);
    const I next_step_row = __shfl_sync(kFull, rows[s + 1 < kSteps ? s + 1 : s], 0);
    if (lane == 31) next_row = s + 1 < kSteps ? next_step_row : static_cast<I>(-1);
    if (row >= 0 && next_row != row) finish(row, sum);
    carry_row = __shfl_sync(kFull, next_row == row ? row : static_cast<I>(-1), 31);
    carry = __shfl_sync(kFull, sum, 31);
  }
}
