// ELL SpMV on AVX-512, y = alpha*A*x + beta*y over rows [row_begin, row_end):
// one vector lane per row, so column j of a group of rows is one contiguous
// vector load of values and column indices and a read of x (the gather
// instruction or scalar loads, kGatherByLoads; x_lanes.h); no horizontal
// reduction. Rows left over at the end of the range (fewer than a vector) run
// a scalar loop. Padding (value 0, a valid column) needs no masks.
// Compile with -mavx512f -mavx512vl -mavx512bw -mavx512dq.
#include <immintrin.h>

#include <cstdint>
#include <cstring>

#include "../common/spgen_template.h"
#include "x_lanes.h"
// vec_ops.h uses x_lanes.h, so it comes second.
#include "vec_ops.h"

template <int kGatherByLoads, typename V, typename I>
SPGEN_ENTRY void ell_spmv(I row_begin, I row_end, I nrows, I width, const I* __restrict__ col_idx,
                          const V* __restrict__ values, const V* __restrict__ x, V* __restrict__ y,
                          V alpha, V beta) {
  using Simd = VecOps<V, I>;
  constexpr int kLanes = Simd::kLanes;
  alignas(64) V sums[kLanes];
  I r = row_begin;
  for (; r + kLanes <= row_end; r += kLanes) {
    typename Simd::Vec acc = Simd::zero();
    for (I j = 0; j < width; ++j) {
      const I* c = col_idx + j * nrows + r;
      typename Simd::Vec xv;
      if constexpr (kGatherByLoads != 0) {
        xv = Simd::load_lanes(c, x);
      } else {
        xv = Simd::gather(c, x);
      }
      acc = Simd::fma(values + j * nrows + r, xv, acc);
    }
    std::memcpy(sums, &acc, sizeof acc);
    if (beta == V(0)) {  // y is not read: it may hold NaN or be uninitialised
      for (int l = 0; l < kLanes; ++l) y[r + l] = alpha * sums[l];
    } else {
      for (int l = 0; l < kLanes; ++l) y[r + l] = alpha * sums[l] + beta * y[r + l];
    }
  }
  for (; r < row_end; ++r) {
    V sum = V(0);
    for (I j = 0; j < width; ++j) sum += values[j * nrows + r] * x[col_idx[j * nrows + r]];
    y[r] = beta == V(0) ? alpha * sum : alpha * sum + beta * y[r];
  }
}
