// COO SpMV on AVX-512, y = alpha*A*x + beta*y over chunks [chunk_begin,
// chunk_end) (specs/formats/coo.yaml): the chunks of a range cover whole rows,
// so no other thread writes them. A vector of entries' products at a time (x
// by a masked gather: an empty row's placeholder, column -1, reads nothing),
// then added per row in entry order; a row's y is written when its last entry
// has been added. Entries left over at the end (fewer than a vector) run a
// scalar loop.
// Compile with -mavx512f -mavx512vl -mavx512bw -mavx512dq.
#include <immintrin.h>

#include <cstdint>
#include <cstring>

#include "../common/spgen_template.h"
#include "x_lanes.h"
// vec_ops.h uses x_lanes.h, so it comes second.
#include "vec_ops.h"

template <typename V, typename I>
SPGEN_ENTRY void coo_spmv(I chunk_begin, I chunk_end, const I* __restrict__ chunk_ptr,
                          const I* __restrict__ row_idx, const I* __restrict__ col_idx,
                          const V* __restrict__ values, const V* __restrict__ x, V* __restrict__ y, V alpha,
                          V beta) {
  using Simd = VecOps<V, I>;
  constexpr int kLanes = Simd::kLanes;
  alignas(64) V products[kLanes];
  const I begin = chunk_ptr[chunk_begin];
  const I end = chunk_ptr[chunk_end];
  I row = -1;  // the row being added, and its sum so far
  V sum = V(0);
  auto write_row = [&] {  // beta == 0 does not read y: it may hold NaN
    if (row >= 0) y[row] = beta == V(0) ? alpha * sum : alpha * sum + beta * y[row];
  };
  auto next_entry = [&](I r, V product) {
    if (r != row) {
      write_row();
      row = r;
      sum = V(0);
    }
    sum += product;
  };
  I k = begin;
  for (; k + kLanes <= end; k += kLanes) {
    Simd::store_products(products, values + k, Simd::gather_nonnegative(col_idx + k, x));
    for (int l = 0; l < kLanes; ++l) next_entry(row_idx[k + l], products[l]);
  }
  for (; k < end; ++k) next_entry(row_idx[k], col_idx[k] >= 0 ? values[k] * x[col_idx[k]] : V(0));
  write_row();
}
