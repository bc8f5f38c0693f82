// AXTCH1 SpMV, the AXT format compacted with tile height 1, y = alpha*A*x +
// beta*y (specs/formats/axt_ch1.yaml). A thread block of kBlockSize threads
// takes the segment block of kBlockSize consecutive slots, a thread per
// slot: it refreshes the slot's x copy in ax from the caller's x (through
// ax_col; padding, column -1, keeps its 0) and multiplies the value by the
// refreshed copy (the refresh is part of every product and writes only after
// SPGEN_WAIT_FOR_PREVIOUS_GRID, when the previous product, which reads the
// same copies, has finished). A block-wide inclusive scan that restarts at
// every header (warp shuffles, then across warps in shared memory) leaves at
// each slot the sum of its segment so far; the header thread of a segment,
// (row << log2 kBlockSize) | offset, reads the sum at the segment's end,
// offset slots on: the fast segmented sum, each row's sum exact to its own
// terms (a difference of unsegmented prefix sums would carry the rounding
// of every row before it). A segment is a whole row, written at once, or a
// piece of a row cut by blocks, added in block order by the block arriving
// last (finish_row): deterministic, atomics only on those rows' arrival
// counts.
//
// Geometry: block = kBlockSize threads, grid = ceil(nslots / kBlockSize).
#include "../common/spgen_template.h"
#include "spmv_ops.h"

template <int kTileHalfWidth, int kBlockSize, typename V, typename I>
SPGEN_ENTRY __global__ void axt_ch1_spmv(I nslots, const I* __restrict__ hdr, const I* __restrict__ ax_col,
                                         V* __restrict__ ax, const I* __restrict__ row_split,
                                         const I* __restrict__ split_first_chunk,
                                         const I* __restrict__ split_piece_ptr, V* __restrict__ partial,
                                         I* __restrict__ arrivals, const V* __restrict__ x, V* __restrict__ y,
                                         V alpha, V beta) {
  static_assert(kTileHalfWidth == 32, "a tile is a warp's lanes");
  static_assert(spgen::template_is_pow2(kBlockSize) && kBlockSize >= 64 && kBlockSize <= 1024,
                "a segment block is a power-of-two block of threads");
  constexpr int kWarps = kBlockSize / 32;
  constexpr int kShift = spgen::template_log2(kBlockSize);
  constexpr unsigned kFull = 0xffffffffu;
  __shared__ V segment_sum[kBlockSize];
  __shared__ V warp_sum[kWarps];
  __shared__ int warp_head[kWarps];
  SPGEN_LET_NEXT_GRID_START();
  const int t = static_cast<int>(threadIdx.x), lane = t % 32, warp = t / 32;
  const long long q = static_cast<long long>(blockIdx.x) * kBlockSize + t;
  const bool inside = q < static_cast<long long>(nslots);
  const I head = inside ? __ldg(hdr + q) : static_cast<I>(-1);
  const I col = inside ? __ldg(ax_col + q) : static_cast<I>(-1);
  const long long at = 2 * (q - lane) + lane;  // the slot's value in ax; its x copy 32 further
  const V val = inside ? ax[at] : V(0);
  SPGEN_WAIT_FOR_PREVIOUS_GRID();  // x, y and the x copies only after the previous grid
  V v = V(0);
  if (col >= 0) {
    const V xv = __ldg(x + col);
    ax[at + kTileHalfWidth] = xv;  // the refresh of the embedded x
    v = val * xv;
  }
  // Segmented inclusive scan over the warp: `started` says a header lies
  // between the warp's first lane and this one, so nothing before it counts.
  int started = head >= 0;
#pragma unroll
  for (int d = 1; d < 32; d *= 2) {
    const V below = __shfl_up_sync(kFull, v, d);
    const int below_started = __shfl_up_sync(kFull, started, d);
    if (lane >= d && !started) {
      v += below;
      started = below_started;
    }
  }
  if (lane == 31) {
    warp_sum[warp] = v;
    warp_head[warp] = started;
  }
  __syncthreads();
  // The same over the warps' totals, by warp 0: each becomes the running sum
  // at the end of its warp.
  if (warp == 0) {
    V w = lane < kWarps ? warp_sum[lane] : V(0);
    int w_started = lane < kWarps ? warp_head[lane] : 0;
#pragma unroll
    for (int d = 1; d < 32; d *= 2) {
      const V below = __shfl_up_sync(kFull, w, d);
      const int below_started = __shfl_up_sync(kFull, w_started, d);
      if (lane >= d && !w_started) {
        w += below;
        w_started = below_started;
      }
    }
    if (lane < kWarps) warp_sum[lane] = w;
  }
  __syncthreads();
  if (warp > 0 && !started) v += warp_sum[warp - 1];
  segment_sum[t] = v;
  __syncthreads();
  if (head < 0) return;
  const I row = head >> kShift;
  const int end = t + static_cast<int>(head & (kBlockSize - 1));
  spgen::finish_row(row, segment_sum[end], static_cast<long long>(blockIdx.x), row_split, split_first_chunk,
                    split_piece_ptr, partial, arrivals, y, alpha, beta);
}
