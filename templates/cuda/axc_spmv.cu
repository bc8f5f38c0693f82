// AXC SpMV, y = alpha*A*x + beta*y (specs/formats/axc.yaml): a warp per row.
// Lane l takes slot row_ptr[r] + l + 32*i of the row's bricks: it refreshes
// that slot's x copy in ax from the caller's x (through ax_col; padding,
// column -1, keeps its 0) and multiplies the value by the refreshed copy.
// The refresh is part of every product (x changes between products); it
// writes after SPGEN_WAIT_FOR_PREVIOUS_GRID, when the previous product,
// which reads the same copies, has finished. The row's sum is reduced by
// shuffles and written by lane 0: no atomics.
//
// Geometry: block = 32 * kWarpsPerBlock threads, grid = ceil(nrows / kWarpsPerBlock).
#include "../common/spgen_template.h"
#include "spmv_ops.h"

template <int kBrick, int kWarpsPerBlock, typename V, typename I>
SPGEN_ENTRY __global__ void axc_spmv(I nrows, const I* __restrict__ row_ptr, const I* __restrict__ ax_col,
                                     V* __restrict__ ax, const V* __restrict__ x, V* __restrict__ y, V alpha,
                                     V beta) {
  static_assert(kBrick == 32, "a brick is a warp's lanes");
  SPGEN_LET_NEXT_GRID_START();
  const long long row = spgen::group_index<32, kWarpsPerBlock>();
  if (row >= static_cast<long long>(nrows)) return;  // uniform over the warp
  const int lane = spgen::group_lane<32>();
  const long long begin = __ldg(row_ptr + row), end = __ldg(row_ptr + row + 1);
  SPGEN_WAIT_FOR_PREVIOUS_GRID();  // x, y and the x copies only after the previous grid
  V sum = V(0);
  for (long long q = begin + lane; q < end; q += 32) {
    const I col = __ldg(ax_col + q);
    if (col < 0) continue;  // padding: value 0, its copy stays 0
    V* brick = ax + 2 * (q - lane) + lane;  // the brick's value of this lane; its x copy 32 further
    const V xv = __ldg(x + col);
    brick[kBrick] = xv;
    sum += brick[0] * xv;
  }
  sum = spgen::group_sum<32>(0xffffffffu, sum);
  if (lane == 0) spgen::store_axpby(y, row, alpha, sum, beta);
}
