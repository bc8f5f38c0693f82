// ELLPACK-R SpMV, y = alpha*A*x + beta*y: t threads per row, each taking
// every t-th entry of its row up to the row's length (row_len), so no thread
// reads padding; the row's threads add their sums with warp shuffles. The t
// threads of a row read t consecutive elements, a warp 32 consecutive ones
// (specs/formats/ellr.yaml).
//
// Geometry: block = kThreadsPerRow * kRowsPerBlock threads, grid =
// ceil(nrows / kRowsPerBlock).
#include "../common/spgen_template.h"
#include "spmv_ops.h"

template <int kThreadsPerRow, int kRowsPerBlock, typename V, typename I>
SPGEN_ENTRY __global__ void ellr_spmv(I nrows, const I* __restrict__ row_len, const I* __restrict__ col_idx,
                                      const V* __restrict__ values, const V* __restrict__ x, V* __restrict__ y,
                                      V alpha, V beta) {
  SPGEN_LET_NEXT_GRID_START();
  // group_index static_asserts the domain: t a power of two <= 32, t*r <= 1024.
  const long long row = spgen::group_index<kThreadsPerRow, kRowsPerBlock>();
  if (row >= static_cast<long long>(nrows)) return;  // a row's threads leave together
  const int lane = spgen::group_lane<kThreadsPerRow>();
  const unsigned mask = spgen::group_mask(kThreadsPerRow);
  const I len = __ldg(row_len + row);
  // 64-bit: nrows * t * (len / t) overflows 32 bits for large matrices.
  const long long stride = static_cast<long long>(nrows) * kThreadsPerRow;
  SPGEN_WAIT_FOR_PREVIOUS_GRID();  // x and y only after the previous grid
  V sum = V(0);
  long long k = row * kThreadsPerRow + lane;
  for (I j = lane; j < len; j += kThreadsPerRow, k += stride) sum += __ldg(values + k) * __ldg(x + __ldg(col_idx + k));
  sum = spgen::group_sum<kThreadsPerRow>(mask, sum);
  if (lane == 0) spgen::store_axpby(y, row, alpha, sum, beta);
}
