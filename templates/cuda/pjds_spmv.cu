// pJDS SpMV, y = alpha*A*x + beta*y (specs/formats/pjds.yaml): one thread per
// sorted row position p, running the jagged diagonals j < block_len of its
// padding block (b = 32: a warp's threads run the same count); entry j of
// consecutive positions is contiguous at col_start[j] + p, so a warp's loads
// coalesce, and with the bound known before the loop the loads of several
// diagonals are in flight at once. The sum goes to the original row
// row_perm[p].
//
// Geometry: block = kRowsPerBlock threads, grid = ceil(nrows / kRowsPerBlock).
#include "../common/spgen_template.h"
#include "spmv_ops.h"

template <int kBlockRows, int kRowsPerBlock, typename V, typename I>
SPGEN_ENTRY __global__ void pjds_spmv(I nrows, const I* __restrict__ col_start, const I* __restrict__ block_len,
                                      const I* __restrict__ col_idx, const V* __restrict__ values,
                                      const I* __restrict__ row_perm, const V* __restrict__ x, V* __restrict__ y,
                                      V alpha, V beta) {
  static_assert(kRowsPerBlock % kBlockRows == 0, "a thread block holds whole padding blocks");
  SPGEN_LET_NEXT_GRID_START();
  const long long p = spgen::group_index<1, kRowsPerBlock>();
  if (p >= static_cast<long long>(nrows)) return;
  const I row = __ldg(row_perm + p);
  const I len = __ldg(block_len + p / kBlockRows);
  SPGEN_WAIT_FOR_PREVIOUS_GRID();  // x and y only after the previous grid
  V sum = V(0);
  for (I j = 0; j < len; ++j) {
    const long long k = static_cast<long long>(__ldg(col_start + j)) + p;
    sum += __ldg(values + k) * __ldg(x + __ldg(col_idx + k));
  }
  spgen::store_axpby(y, row, alpha, sum, beta);
}
