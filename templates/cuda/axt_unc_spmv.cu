// AXT SpMV in the uncompacted modes, y = alpha*A*x + beta*y: AXTUH1 (tile
// height 1, specs/formats/axt_uh1.yaml) and AXTUH (column-major tiles of
// height kTileHeight, axt_uh.yaml). The work is cut by columns, not rows: a
// warp takes the chunk of 32 * kSteps consecutive columns (a column is
// kTileHeight slots; with height 1 a column is one slot), lane l column
// 32*s + l in step s. For each slot of its column the lane refreshes the x
// copy in ax from the caller's x (through ax_col; padding, column -1, keeps
// its 0) and multiplies the value by the refreshed copy; the refresh is part
// of every product and writes only after SPGEN_WAIT_FOR_PREVIOUS_GRID, when
// the previous product, which reads the same copies, has finished. A column
// belongs to one row (seg_row names each granule's row: per tile for height
// 1, per column otherwise), rows are consecutive, so the warp sums runs of
// equal rows by shuffles (spmv_ops.h, warp_run_sums_of). A row inside the
// chunk is written at once; a row spanning chunks leaves one partial per
// chunk, added in chunk order by the chunk arriving last (finish_row):
// deterministic, atomics only on those rows' arrival counts.
//
// Geometry: block = 32 * kWarpsPerBlock threads, grid = ceil(nchunks / kWarpsPerBlock).
#include "../common/spgen_template.h"
#include "spmv_ops.h"

template <int kTileHalfWidth, int kTileHeight, int kSteps, int kWarpsPerBlock, typename V, typename I>
SPGEN_ENTRY __global__ void axt_unc_spmv(I nchunks, I nslots, const I* __restrict__ seg_row,
                                         const I* __restrict__ ax_col, V* __restrict__ ax,
                                         const I* __restrict__ row_split, const I* __restrict__ split_first_chunk,
                                         const I* __restrict__ split_piece_ptr, V* __restrict__ partial,
                                         I* __restrict__ arrivals, const V* __restrict__ x, V* __restrict__ y,
                                         V alpha, V beta) {
  static_assert(kTileHeight == 1 || kTileHalfWidth == 32, "the columns of a taller tile are a warp's lanes");
  static_assert(spgen::template_is_pow2(kTileHalfWidth) && kTileHalfWidth <= 32, "a tile row is at most a warp");
  // Columns per seg_row entry: a height-1 row owns whole tiles, a taller one whole columns.
  constexpr int kColumnsPerGranule = kTileHeight == 1 ? kTileHalfWidth : 1;
  // No SPGEN_LET_NEXT_GRID_START(): the next grid starts when this one ends.
  // With the early start, chains of products on the H100 differed from
  // synchronised ones for this kernel (CudaPlan.DependentLaunchChains*,
  // 2026-11-23), while AXC, AXTCH1 and COO, built the same way, matched; the
  // cause is not found yet, so this kernel gives up the overlap.
  const long long chunk = spgen::group_index<32, kWarpsPerBlock>();
  if (chunk >= static_cast<long long>(nchunks)) return;  // uniform over the warp
  const int lane = spgen::group_lane<32>();
  const long long ncolumns = static_cast<long long>(nslots) / kTileHeight;

  // The matrix's part, before waiting for the previous grid: rows, columns
  // and values of the lane's slots (lanes past the end: row -1, column -1).
  I keys[kSteps];
  I cols[kSteps][kTileHeight];
  V vals[kSteps][kTileHeight];
  long long at[kSteps][kTileHeight];  // each slot's value in ax; its x copy kTileHalfWidth further
#pragma unroll
  for (int s = 0; s < kSteps; ++s) {
    const long long gc = (chunk * kSteps + s) * 32 + lane;
    const bool inside = gc < ncolumns;
    keys[s] = inside ? __ldg(seg_row + gc / kColumnsPerGranule) : static_cast<I>(-1);
    const long long tile = gc / kTileHalfWidth, c = gc % kTileHalfWidth;
#pragma unroll
    for (int f = 0; f < kTileHeight; ++f) {
      const long long q = tile * (kTileHeight * kTileHalfWidth) + f * kTileHalfWidth + c;
      at[s][f] = 2 * (q - c) + c;
      cols[s][f] = inside ? __ldg(ax_col + q) : static_cast<I>(-1);
      vals[s][f] = inside ? ax[at[s][f]] : V(0);
    }
  }
  SPGEN_WAIT_FOR_PREVIOUS_GRID();  // x, y and the x copies only after the previous grid

  V terms[kSteps];
#pragma unroll
  for (int s = 0; s < kSteps; ++s) {
    terms[s] = V(0);
#pragma unroll
    for (int f = 0; f < kTileHeight; ++f) {
      if (cols[s][f] < 0) continue;
      const V xv = __ldg(x + cols[s][f]);
      ax[at[s][f] + kTileHalfWidth] = xv;  // the refresh of the embedded x
      terms[s] += vals[s][f] * xv;
    }
  }
  spgen::warp_run_sums_of<kSteps>(keys, terms, lane, [&](I row, V sum) {
    spgen::finish_row(row, sum, chunk, row_split, split_first_chunk, split_piece_ptr, partial, arrivals, y, alpha,
                      beta);
  });
}
