// ELL SpMV on AVX-512, y = alpha*A*x + beta*y over rows [row_begin, row_end):
// one vector lane per row, so column j of a group of rows is one contiguous
// vector load of values and column indices and a read of x (the gather
// instruction or scalar loads, kGatherByLoads; ell_ops.h); no horizontal
// reduction. Rows left over at the end of the range (fewer than a vector) run
// a scalar loop. Padding (value 0, a valid column) needs no masks.
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
SPGEN_ENTRY void ell_spmv(I row_begin, I row_end, I nrows, I width, const I* __restrict__ col_idx,
                          const V* __restrict__ values, const V* __restrict__ x, V* __restrict__ y,
                          V alpha, V beta) {
  constexpr int kLanes = VecOps<V, I>::kLanes;
  I r = row_begin;
  for (; r + kLanes <= row_end; r += kLanes)
    ell_row_group<kGatherByLoads>(r, width, nrows, col_idx, values, x, y, alpha, beta);
  for (; r < row_end; ++r) ell_row(r, width, nrows, col_idx, values, x, y, alpha, beta);
}
