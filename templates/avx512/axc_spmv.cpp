// AXC SpMV on AVX-512, y = alpha*A*x + beta*y over rows [row_begin, row_end)
// (specs/formats/axc.yaml). A brick is one vector: kBrick values followed by
// the kBrick x values they multiply. For each brick the kernel refreshes the
// x copies from the caller's x (a gather through ax_col; padding, column -1,
// reads nothing and keeps its 0) and stores them into the brick, then
// multiplies the values by the refreshed vector: the refresh is part of
// every product, since x changes between products.
// Compile with -mavx512f -mavx512vl -mavx512bw -mavx512dq.
#include <immintrin.h>

#include <cstdint>

#include "../common/spgen_template.h"
#include "x_lanes.h"
// vec_ops.h uses x_lanes.h, so it comes second.
#include "vec_ops.h"

template <int kBrick, typename V, typename I>
SPGEN_ENTRY void axc_spmv(I row_begin, I row_end, const I* __restrict__ row_ptr, const I* __restrict__ ax_col,
                          V* __restrict__ ax, const V* __restrict__ x, V* __restrict__ y, V alpha, V beta) {
  using Simd = VecOps<V, I>;
  static_assert(kBrick == Simd::kLanes, "a brick is one vector");
  alignas(64) V lanes[kBrick];
  for (I r = row_begin; r < row_end; ++r) {
    typename Simd::Vec acc = Simd::zero();
    for (I q = row_ptr[r]; q < row_ptr[r + 1]; q += kBrick) {
      V* brick = ax + 2 * static_cast<std::int64_t>(q);
      const typename Simd::Vec xv = Simd::gather_nonnegative(ax_col + q, x);
      Simd::store(brick + kBrick, xv);  // the refresh of the embedded x
      acc = Simd::fma(brick, xv, acc);
    }
    Simd::store(lanes, acc);
    V sum = V(0);
    for (int l = 0; l < kBrick; ++l) sum += lanes[l];
    y[r] = beta == V(0) ? alpha * sum : alpha * sum + beta * y[r];
  }
}
