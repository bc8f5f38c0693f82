// CSR SpMM, Y = alpha*A*X + beta*Y, X (ncols x k) and Y (nrows x k) dense
// row-major with row strides ldx, ldy: a group of kThreadsPerRow lanes per row
// runs across k (the light-row scheme of RS-SpMM, Hong et al.).
//
// Geometry: block = kRowsPerBlock * kThreadsPerRow threads, one row per group,
// grid = ceil(nrows / kRowsPerBlock). Lane l of a row's group owns columns
// c0 + l + q*t (q < kColsPerLane, the horizontal coarsening factor CF_H) of
// each chunk of t*kColsPerLane columns, so for each q the group reads a
// contiguous piece of X's row (coalesced over k) and writes one of Y's, and
// the row's entries are read once per chunk: k/(t*cf) times in all. The
// group loads kThreadsPerRow of the row's entries at once (one each) and
// broadcasts them by shuffles, instead of every lane loading every entry.
#include "../common/spgen_template.h"
#include "spmv_ops.h"

template <int kThreadsPerRow, int kRowsPerBlock, int kColsPerLane, typename V, typename I>
SPGEN_ENTRY __global__ void csr_spmm(I nrows, const I* __restrict__ row_ptr,
                                     const I* __restrict__ col_idx, const V* __restrict__ values,
                                     I k, const V* __restrict__ x, I ldx, V* __restrict__ y, I ldy,
                                     V alpha, V beta) {
  SPGEN_LET_NEXT_GRID_START();
  // group_index static_asserts the domain: t a power of two <= 32, r*t <= 1024.
  const long long row = spgen::group_index<kThreadsPerRow, kRowsPerBlock>();
  if (row >= static_cast<long long>(nrows)) return;  // uniform per group
  const int lane = spgen::group_lane<kThreadsPerRow>();
  const unsigned mask = spgen::group_mask(kThreadsPerRow);

  const I begin = __ldg(row_ptr + row);
  const I end = __ldg(row_ptr + row + 1);
  SPGEN_WAIT_FOR_PREVIOUS_GRID();  // X and Y only after the previous grid (row bounds before)
  static_assert(kColsPerLane >= 1, "a lane owns at least one column");
  for (I c0 = 0; c0 < k; c0 += kThreadsPerRow * kColsPerLane) {
    // Lanes whose columns lie past k still shuffle, and skip the rest.
    bool active[kColsPerLane];
    V sum[kColsPerLane];
    SPGEN_UNROLL
    for (int q = 0; q < kColsPerLane; ++q) {
      active[q] = c0 + lane + q * kThreadsPerRow < k;
      sum[q] = V(0);
    }
    for (I p0 = begin; p0 < end; p0 += kThreadsPerRow) {
      const I p = p0 + lane;
      const I my_col = p < end ? __ldg(col_idx + p) : static_cast<I>(0);
      const V my_val = p < end ? __ldg(values + p) : V(0);
      const int n = end - p0 < kThreadsPerRow ? static_cast<int>(end - p0) : kThreadsPerRow;
      for (int j = 0; j < n; ++j) {
        const I col = __shfl_sync(mask, my_col, j, kThreadsPerRow);
        const V val = __shfl_sync(mask, my_val, j, kThreadsPerRow);
        const V* xr = x + static_cast<long long>(col) * ldx + c0 + lane;
        SPGEN_UNROLL
        for (int q = 0; q < kColsPerLane; ++q)
          if (active[q]) sum[q] += val * __ldg(xr + q * kThreadsPerRow);
      }
    }
    SPGEN_UNROLL
    for (int q = 0; q < kColsPerLane; ++q)
      if (active[q])
        spgen::store_axpby(y, row * static_cast<long long>(ldy) + c0 + lane + q * kThreadsPerRow, alpha, sum[q], beta);
  }
}
