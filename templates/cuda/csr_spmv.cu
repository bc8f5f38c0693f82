// CSR SpMV, y = alpha*A*x + beta*y: CSR-scalar (t = 1) and CSR-vector
// (t > 1 lanes per row, reduced with warp shuffles), after Bell & Garland.
//
// Geometry: block = kRowsPerBlock * kThreadsPerRow threads, one row per group
// of kThreadsPerRow consecutive lanes, grid = ceil(nrows / kRowsPerBlock).
// A group's lanes share one row, so the row bound check and the shuffles are
// uniform per group: a partially filled last block needs no full-warp mask.
#include "../common/spgen_template.h"
#include "spmv_ops.h"

template <int kThreadsPerRow, int kRowsPerBlock, typename V, typename I>
SPGEN_ENTRY __global__ void csr_spmv(I nrows, const I* __restrict__ row_ptr,
                                     const I* __restrict__ col_idx, const V* __restrict__ values,
                                     const V* __restrict__ x, V* __restrict__ y, V alpha, V beta) {
  SPGEN_LET_NEXT_GRID_START();
  // group_index static_asserts the domain: t a power of two <= 32, r*t <= 1024.
  const long long row = spgen::group_index<kThreadsPerRow, kRowsPerBlock>();
  if (row >= static_cast<long long>(nrows)) return;
  const int lane = spgen::group_lane<kThreadsPerRow>();

  const I begin = __ldg(row_ptr + row);
  const I end = __ldg(row_ptr + row + 1);
  SPGEN_WAIT_FOR_PREVIOUS_GRID();  // x and y only after the previous grid (row bounds before)
  V sum = V(0);
  // Lanes stride through the row together so a group's loads are contiguous.
  for (I k = begin + lane; k < end; k += kThreadsPerRow)
    sum += __ldg(values + k) * __ldg(x + __ldg(col_idx + k));

  // The group's kThreadsPerRow lanes are aligned within the warp.
  sum = spgen::group_sum<kThreadsPerRow>(spgen::group_mask(kThreadsPerRow), sum);
  if (lane == 0) spgen::store_axpby(y, row, alpha, sum, beta);
}
