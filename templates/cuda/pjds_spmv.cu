// pJDS SpMV, y = alpha*A*x + beta*y (specs/formats/pjds.yaml): one thread per
// sorted row position p, walking the jagged diagonals j while diagonal j
// reaches p (its length, col_start[j+1] - col_start[j], is a multiple of the
// padding block b = 32, so a warp's threads stop together); entry j of
// consecutive positions is contiguous, so a warp's loads coalesce. The sum
// goes to the original row row_perm[p].
//
// Geometry: block = kRowsPerBlock threads, grid = ceil(nrows / kRowsPerBlock).
#include "../common/spgen_template.h"
#include "spmv_ops.h"

template <int kBlockRows, int kRowsPerBlock, typename V, typename I>
SPGEN_ENTRY __global__ void pjds_spmv(I nrows, I width, const I* __restrict__ col_start,
                                      const I* __restrict__ col_idx, const V* __restrict__ values,
                                      const I* __restrict__ row_perm, const V* __restrict__ x, V* __restrict__ y,
                                      V alpha, V beta) {
  static_assert(kRowsPerBlock % kBlockRows == 0, "a thread block holds whole padding blocks");
  SPGEN_LET_NEXT_GRID_START();
  const long long p = spgen::group_index<1, kRowsPerBlock>();
  if (p >= static_cast<long long>(nrows)) return;
  const I row = __ldg(row_perm + p);
  SPGEN_WAIT_FOR_PREVIOUS_GRID();  // x and y only after the previous grid
  V sum = V(0);
  I start = __ldg(col_start);
  for (I j = 0; j < width; ++j) {
    const I next = __ldg(col_start + j + 1);
    if (p >= static_cast<long long>(next - start)) break;  // diagonals only get shorter
    const long long k = static_cast<long long>(start) + p;
    sum += __ldg(values + k) * __ldg(x + __ldg(col_idx + k));
    start = next;
  }
  spgen::store_axpby(y, row, alpha, sum, beta);
}
