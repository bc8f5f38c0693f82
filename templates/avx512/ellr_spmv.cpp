// ELLPACK-R SpMV on AVX-512, y = alpha*A*x + beta*y over rows [row_begin,
// row_end): one vector lane per row as in ELL (entry j of a group of rows is
// one contiguous load; ell_ops.h), but a group stops at the longest of its
// own rows (row_len), not the matrix's; shorter rows' lanes read padding
// (value 0, a valid column). Rows left over at the end of the range (fewer
// than a vector) run a scalar loop to their own length.
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
SPGEN_ENTRY void ellr_spmv(I row_begin, I row_end, I nrows, const I* __restrict__ row_len,
                           const I* __restrict__ col_idx, const V* __restrict__ values, const V* __restrict__ x,
                           V* __restrict__ y, V alpha, V beta) {
  constexpr int kLanes = VecOps<V, I>::kLanes;
  I r = row_begin;
  for (; r + kLanes <= row_end; r += kLanes) {
    I len = 0;  // the group's longest row
    for (int l = 0; l < kLanes; ++l) len = row_len[r + l] > len ? row_len[r + l] : len;
    ell_row_group<kGatherByLoads>(r, len, nrows, col_idx, values, x, y, alpha, beta);
  }
  for (; r < row_end; ++r) ell_row(r, row_len[r], nrows, col_idx, values, x, y, alpha, beta);
}
