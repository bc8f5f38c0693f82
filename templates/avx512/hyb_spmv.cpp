// HYB SpMV on AVX-512, y = alpha*A*x + beta*y over rows [row_begin, row_end)
// (specs/formats/hyb.yaml): the ELL part of a group of rows by vector lanes
// (ell_ops.h), then each split row's COO entries (those beyond the ELL
// width) added to its lane in order, then y. Rows left over at the end of the
// range (fewer than a vector) run scalar code.
// Compile with -mavx512f -mavx512vl -mavx512bw -mavx512dq.
#include <immintrin.h>

#include <cstdint>
#include <cstring>

#include "../common/spgen_template.h"
#include "x_lanes.h"
// vec_ops.h uses x_lanes.h and ell_ops.h vec_ops.h: this order.
#include "vec_ops.h"
#include "ell_ops.h"

template <int kGatherByLoads, typename V, typename I>
SPGEN_ENTRY void hyb_spmv(I row_begin, I row_end, I nrows, I width, const I* __restrict__ ell_col,
                          const V* __restrict__ ell_val, const I* __restrict__ ell_split,
                          const I* __restrict__ split_coo_ptr, const I* __restrict__ coo_col,
                          const V* __restrict__ coo_val, const V* __restrict__ x, V* __restrict__ y, V alpha,
                          V beta) {
  constexpr int kLanes = VecOps<V, I>::kLanes;
  // The COO entries of the row whose split-row index is h (none when h < 0).
  auto overflow = [&](I h) {
    V sum = V(0);
    if (h >= 0)
      for (I k = split_coo_ptr[h]; k < split_coo_ptr[h + 1]; ++k) sum += coo_val[k] * x[coo_col[k]];
    return sum;
  };
  alignas(64) V sums[kLanes];
  I r = row_begin;
  for (; r + kLanes <= row_end; r += kLanes) {
    ell_group_sums<kGatherByLoads>(r, width, nrows, ell_col, ell_val, x, sums);
    for (int l = 0; l < kLanes; ++l) sums[l] += overflow(ell_split[r + l]);
    store_row_group(r, sums, y, alpha, beta);
  }
  for (; r < row_end; ++r) {
    const V sum = ell_row_sum(r, width, nrows, ell_col, ell_val, x) + overflow(ell_split[r]);
    y[r] = beta == V(0) ? alpha * sum : alpha * sum + beta * y[r];
  }
}
