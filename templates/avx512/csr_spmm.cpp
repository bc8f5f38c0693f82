// CSR SpMM on AVX-512, Y = alpha*A*X + beta*Y over rows [row_begin, row_end),
// X (ncols x k) and Y (nrows x k) dense row-major with row strides ldx, ldy.
//
// Register blocking over k: a pass over a row accumulates kKVectors vectors
// (kKVectors * lanes columns of Y's row) in registers, each entry broadcast
// once and multiplied into that many contiguous loads of X's row; the last
// block's lanes past k are masked off (they read and write no memory). Rows
// of X are contiguous, so no gather is needed.
//
// Compile with -mavx512f -mavx512vl -mavx512bw -mavx512dq.
#include <immintrin.h>

#include <cstdint>
#include <type_traits>

#include "../common/spgen_template.h"
#include "dense_ops.h"

template <int kKVectors, typename V, typename I>
SPGEN_ENTRY void csr_spmm(I row_begin, I row_end, const I* __restrict__ row_ptr,
                          const I* __restrict__ col_idx, const V* __restrict__ values, I k,
                          const V* __restrict__ x, I ldx, V* __restrict__ y, I ldy, V alpha,
                          V beta) {
  using Ops = DenseOps<V>;
  constexpr int kLanes = Ops::kLanes;
  constexpr int kBlock = kKVectors * kLanes;
  const typename Ops::Vec va = Ops::broadcast(alpha);
  const typename Ops::Vec vb = Ops::broadcast(beta);
  for (I c0 = 0; c0 < k; c0 += kBlock) {
    typename Ops::Mask m[kKVectors];
    SPGEN_UNROLL
    for (int v = 0; v < kKVectors; ++v)
      m[v] = Ops::first(static_cast<long long>(k) - c0 - static_cast<long long>(v) * kLanes);
    for (I row = row_begin; row < row_end; ++row) {
      typename Ops::Vec acc[kKVectors];
      SPGEN_UNROLL
      for (int v = 0; v < kKVectors; ++v) acc[v] = Ops::zero();
      const I end = row_ptr[row + 1];
      for (I p = row_ptr[row]; p < end; ++p) {
        const typename Ops::Vec a = Ops::broadcast(values[p]);
        const V* xr = x + static_cast<std::int64_t>(col_idx[p]) * ldx + c0;
        SPGEN_UNROLL
        for (int v = 0; v < kKVectors; ++v)
          acc[v] = Ops::fma(a, Ops::load(m[v], xr + v * kLanes), acc[v]);
      }
      V* yr = y + static_cast<std::int64_t>(row) * ldy + c0;
      SPGEN_UNROLL
      for (int v = 0; v < kKVectors; ++v) {
        // beta == 0 must not read Y: it may hold NaN or be uninitialised.
        const typename Ops::Vec r = beta == V(0)
                                        ? Ops::mul(va, acc[v])
                                        : Ops::fma(vb, Ops::load(m[v], yr + v * kLanes),
                                                   Ops::mul(va, acc[v]));
        Ops::store(m[v], yr + v * kLanes, r);
      }
    }
  }
}
