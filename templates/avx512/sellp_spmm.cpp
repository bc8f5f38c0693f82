// SELL-C-σ SpMM on AVX-512, Y = alpha*A*X + beta*Y over slices
// [slice_begin, slice_end), X (ncols x k) and Y (nrows x k) dense row-major
// with row strides ldx, ldy.
//
// Register blocking over rows and k: a pass takes kRows = 8/kKVectors rows of
// a slice at once and kKVectors vectors of each one's row of Y (8 independent
// accumulator chains, where CSR's one-row pass has kKVectors), walking the
// slice's columns j in step: entry j of those rows is contiguous
// (slice_ptr[s] + j*b + r). Each entry's value is broadcast and multiplied
// into contiguous loads of its row of X; padding (value 0, a valid column)
// adds zero. Lanes past k are masked off. Rows map to Y through row_perm (σ
// sorting); positions past nrows are padding.
//
// Compile with -mavx512f -mavx512vl -mavx512bw -mavx512dq.
#include <immintrin.h>

#include <cstdint>
#include <type_traits>

#include "../common/spgen_template.h"
#include "dense_ops.h"

template <int kSliceHeight, int kKVectors, typename V, typename I>
SPGEN_ENTRY void sellp_spmm(I slice_begin, I slice_end, I nrows, const I* __restrict__ slice_ptr,
                            const I* __restrict__ col_idx, const V* __restrict__ values,
                            const I* __restrict__ row_perm, I k, const V* __restrict__ x, I ldx,
                            V* __restrict__ y, I ldy, V alpha, V beta) {
  using Ops = DenseOps<V>;
  constexpr int kLanes = Ops::kLanes;
  constexpr int kBlock = kKVectors * kLanes;
  constexpr int kRows = 8 / kKVectors;
  static_assert(kKVectors >= 1 && 8 % kKVectors == 0, "kv divides the 8 accumulators");
  static_assert(kSliceHeight % kRows == 0, "a slice is whole passes of rows");
  const typename Ops::Vec va = Ops::broadcast(alpha);
  const typename Ops::Vec vb = Ops::broadcast(beta);
  for (I s = slice_begin; s < slice_end; ++s) {
    const I base = slice_ptr[s];
    const I width = (slice_ptr[s + 1] - base) / kSliceHeight;
    const std::int64_t first = static_cast<std::int64_t>(s) * kSliceHeight;
    for (I c0 = 0; c0 < k; c0 += kBlock) {
      typename Ops::Mask m[kKVectors];
      SPGEN_UNROLL
      for (int v = 0; v < kKVectors; ++v)
        m[v] = Ops::first(static_cast<long long>(k) - c0 - static_cast<long long>(v) * kLanes);
      for (int r0 = 0; r0 < kSliceHeight && first + r0 < nrows; r0 += kRows) {
        typename Ops::Vec acc[kRows][kKVectors];
        SPGEN_UNROLL
        for (int r = 0; r < kRows; ++r) {
          SPGEN_UNROLL
          for (int v = 0; v < kKVectors; ++v) acc[r][v] = Ops::zero();
        }
        for (I j = 0; j < width; ++j) {
          const I at = base + j * kSliceHeight + r0;
          SPGEN_UNROLL
          for (int r = 0; r < kRows; ++r) {
            const typename Ops::Vec a = Ops::broadcast(values[at + r]);
            const V* xr = x + static_cast<std::int64_t>(col_idx[at + r]) * ldx + c0;
            SPGEN_UNROLL
            for (int v = 0; v < kKVectors; ++v) acc[r][v] = Ops::fma(a, Ops::load(m[v], xr + v * kLanes), acc[r][v]);
          }
        }
        for (int r = 0; r < kRows && first + r0 + r < nrows; ++r) {  // not past the last slice's rows
          V* yr = y + static_cast<std::int64_t>(row_perm[first + r0 + r]) * ldy + c0;
          SPGEN_UNROLL
          for (int v = 0; v < kKVectors; ++v) {
            // beta == 0 must not read Y: it may hold NaN or be uninitialised.
            const typename Ops::Vec out = beta == V(0) ? Ops::mul(va, acc[r][v])
                                                       : Ops::fma(vb, Ops::load(m[v], yr + v * kLanes),
                                                                  Ops::mul(va, acc[r][v]));
            Ops::store(m[v], yr + v * kLanes, out);
          }
        }
      }
    }
  }
}
