// ELL SpMV, y = alpha*A*x + beta*y: one thread per row; entry j of every row
// is the contiguous run col_idx[j*nrows ...], so a warp's loads of one column
// coalesce. Padding (value 0, a valid column) needs no test in the loop.
//
// Geometry: block = kRowsPerBlock threads, grid = ceil(nrows / kRowsPerBlock).
#include "../common/spgen_template.h"
#include "spmv_ops.h"

template <int kRowsPerBlock, typename V, typename I>
SPGEN_ENTRY __global__ void ell_spmv(I nrows, I width, const I* __restrict__ col_idx,
                                     const V* __restrict__ values, const V* __restrict__ x,
                                     V* __restrict__ y, V alpha, V beta) {
  static_assert(kRowsPerBlock >= 32 && kRowsPerBlock <= 1024 && kRowsPerBlock % 32 == 0,
                "a block is whole warps, at most 1024 threads");
  SPGEN_LET_NEXT_GRID_START();
  // 64-bit: blockIdx.x * kRowsPerBlock and j * nrows overflow 32 bits for large matrices.
  const long long row = static_cast<long long>(blockIdx.x) * kRowsPerBlock + threadIdx.x;
  if (row >= static_cast<long long>(nrows)) return;
  SPGEN_WAIT_FOR_PREVIOUS_GRID();  // x and y only after the previous grid
  V sum = V(0);
  for (long long k = row; k < static_cast<long long>(width) * nrows; k += nrows)
    sum += __ldg(values + k) * __ldg(x + __ldg(col_idx + k));
  spgen::store_axpby(y, row, alpha, sum, beta);
}
