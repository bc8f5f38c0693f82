// pJDS SpMV, y = alpha*A*x + beta*y (specs/formats/pjds.yaml): t =
// kThreadsPerRow lanes per sorted row position p. Lane l of a row runs its
// jagged diagonals j = l, l + t, ... below block_len of p's padding block (b
// = 32: a warp's 32/t rows lie in one block, so its lanes run the same
// count), and the row's lanes add their sums with warp shuffles. Entry j of
// consecutive positions is contiguous at col_start[j] + p, so one load of a
// warp reads t runs of 32/t consecutive elements: whole 32-byte sectors
// while a run fills one (t <= 8 for f64 values, t <= 4 for f32 values and
// i32 indices; t = 32 reads single elements). With the bound known before
// the loop the loads of several diagonals are in flight at once. t > 1 shortens the chain
// of the warp holding the longest rows, which one thread per row runs
// serially (max_row diagonals) while the rest of the grid has finished. The
// sum goes to row_perm[p]: the original row, or p itself when the matrix is
// stored in its own sorted basis (P·A·Pᵀ, whose row_perm is the identity).
//
// Geometry: block = kThreadsPerRow * kRowsPerBlock threads, grid =
// ceil(nrows / kRowsPerBlock).
#include "../common/spgen_template.h"
#include "spmv_ops.h"

template <int kBlockRows, int kThreadsPerRow, int kRowsPerBlock, typename V, typename I>
SPGEN_ENTRY __global__ void pjds_spmv(I nrows, const I* __restrict__ col_start, const I* __restrict__ block_len,
                                      const I* __restrict__ col_idx, const V* __restrict__ values,
                                      const I* __restrict__ row_perm, const V* __restrict__ x, V* __restrict__ y,
                                      V alpha, V beta) {
  static_assert(kThreadsPerRow * kRowsPerBlock % 32 == 0, "a thread block holds whole warps");
  static_assert(kBlockRows % (32 / kThreadsPerRow) == 0, "a warp's rows lie in one padding block");
  SPGEN_LET_NEXT_GRID_START();
  // group_index static_asserts the domain: t a power of two <= 32, t*r <= 1024.
  const long long p = spgen::group_index<kThreadsPerRow, kRowsPerBlock>();
  if (p >= static_cast<long long>(nrows)) return;  // a row's lanes leave together
  const int lane = spgen::group_lane<kThreadsPerRow>();
  const unsigned mask = spgen::group_mask(kThreadsPerRow);
  const I row = __ldg(row_perm + p);
  const I len = __ldg(block_len + p / kBlockRows);
  SPGEN_WAIT_FOR_PREVIOUS_GRID();  // x and y only after the previous grid
  V sum = V(0);
  for (I j = lane; j < len; j += kThreadsPerRow) {
    const long long k = static_cast<long long>(__ldg(col_start + j)) + p;
    sum += __ldg(values + k) * __ldg(x + __ldg(col_idx + k));
  }
  sum = spgen::group_sum<kThreadsPerRow>(mask, sum);
  if (lane == 0) spgen::store_axpby(y, row, alpha, sum, beta);
}
