// AXTCH SpMV, the AXT format compacted with column-major tiles of height
// kTileHeight, y = alpha*A*x + beta*y (specs/formats/axt_ch.yaml). A warp per
// tile, lane c walking column c top to bottom: for each slot it refreshes the
// x copy in ax from the caller's x (through ax_col; padding, column -1,
// keeps its 0) and multiplies the value by the refreshed copy (the refresh is
// part of every product and writes only after SPGEN_WAIT_FOR_PREVIOUS_GRID,
// when the previous product, which reads the same copies, has finished).
// Headers, (row << log2 kTileHeight) | offset, start each segment: a row's
// part of a column, offset + 1 slots long (the per-column segmented sum). A
// segment that neither starts at the top nor ends at the bottom of its
// column is a whole row, written at once. The others are pieces a row leaves
// at column ends: each lane holds its column's first piece and, when the
// column has more, its last; the warp sums runs of equal rows over the
// pieces in column order by shuffles (warp_run_sums_of); a row spanning
// tiles leaves one partial per tile, added in tile order by the tile arriving
// last (finish_row): deterministic, atomics only on those rows' arrival
// counts.
//
// Geometry: block = 32 * kWarpsPerBlock threads, grid = ceil(ntiles / kWarpsPerBlock).
#include "../common/spgen_template.h"
#include "spmv_ops.h"

template <int kTileHalfWidth, int kTileHeight, int kWarpsPerBlock, typename V, typename I>
SPGEN_ENTRY __global__ void axt_ch_spmv(I ntiles, const I* __restrict__ hdr, const I* __restrict__ ax_col,
                                        V* __restrict__ ax, const I* __restrict__ row_split,
                                        const I* __restrict__ split_first_chunk,
                                        const I* __restrict__ split_piece_ptr, V* __restrict__ partial,
                                        I* __restrict__ arrivals, const V* __restrict__ x, V* __restrict__ y,
                                        V alpha, V beta) {
  static_assert(kTileHalfWidth == 32, "a tile's columns are a warp's lanes");
  static_assert(spgen::template_is_pow2(kTileHeight) && kTileHeight >= 2, "the header's offset takes log2 h bits");
  constexpr int kShift = spgen::template_log2(kTileHeight);
  constexpr unsigned kFull = 0xffffffffu;
  // No SPGEN_LET_NEXT_GRID_START(): the next grid starts when this one ends.
  // With the early start, chains of products on the H100 differed from
  // synchronised ones for this kernel (CudaPlan.DependentLaunchChains*,
  // 2026-11-23), while AXC, AXTCH1 and COO, built the same way, matched; the
  // cause is not found yet, so this kernel gives up the overlap.
  const long long tile = spgen::group_index<32, kWarpsPerBlock>();
  if (tile >= static_cast<long long>(ntiles)) return;  // uniform over the warp
  const int lane = spgen::group_lane<32>();
  const long long base = tile * (2LL * kTileHeight * 32) + lane;  // ax index of the column's top value
  I heads[kTileHeight], cols[kTileHeight];
  V vals[kTileHeight];
#pragma unroll
  for (int f = 0; f < kTileHeight; ++f) {
    const long long q = tile * (kTileHeight * 32LL) + f * 32 + lane;
    heads[f] = __ldg(hdr + q);
    cols[f] = __ldg(ax_col + q);
    vals[f] = ax[base + 64LL * f];
  }
  SPGEN_WAIT_FOR_PREVIOUS_GRID();  // x, y and the x copies only after the previous grid

  // The column's segments. A column with entries has a header at its top.
  I first_row = -1, last_row = -1, row = -1;
  V first_sum = V(0), last_sum = V(0), sum = V(0);
  int start = 0, end = -1;
#pragma unroll
  for (int f = 0; f < kTileHeight; ++f) {
    if (heads[f] >= 0) {
      row = heads[f] >> kShift;
      start = f;
      end = f + static_cast<int>(heads[f] & (kTileHeight - 1));
      sum = V(0);
    }
    if (cols[f] >= 0) {
      const V xv = __ldg(x + cols[f]);
      ax[base + 64LL * f + 32] = xv;  // the refresh of the embedded x
      sum += vals[f] * xv;
    }
    if (f != end) continue;
    if (start == 0) {
      first_row = row;
      first_sum = sum;
    } else if (end == kTileHeight - 1) {
      last_row = row;
      last_sum = sum;
    } else {
      spgen::store_axpby(y, row, alpha, sum, beta);  // a whole row inside the column
    }
  }
  if (last_row < 0) last_row = first_row;  // one piece: the second adds 0 to it

  // The pieces in column order, piece 2c + k being lane c's first (k = 0) or
  // last (k = 1): step s, lane l takes piece 32s + l.
  I keys[2];
  V terms[2];
#pragma unroll
  for (int s = 0; s < 2; ++s) {
    const int owner = (32 * s + lane) / 2;
    const I first_key = __shfl_sync(kFull, first_row, owner), last_key = __shfl_sync(kFull, last_row, owner);
    const V first_term = __shfl_sync(kFull, first_sum, owner), last_term = __shfl_sync(kFull, last_sum, owner);
    keys[s] = lane % 2 == 0 ? first_key : last_key;
    terms[s] = lane % 2 == 0 ? first_term : last_term;
  }
  spgen::warp_run_sums_of<2>(keys, terms, lane, [&](I r, V total) {
    spgen::finish_row(r, total, tile, row_split, split_first_chunk, split_piece_ptr, partial, arrivals, y, alpha,
                      beta);
  });
}
