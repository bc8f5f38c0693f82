// CSR SpMV on AVX-512, y = alpha*A*x + beta*y over rows [row_begin, row_end):
// one row at a time, a vector of column indices and values per step, x
// gathered, the row's tail handled with a masked load and masked gather (a
// masked-off lane touches no memory), then one horizontal reduction per row.
//
// x is read one of two ways (kGatherByLoads): the gather instruction, the
// tail with a masked gather; or one scalar load per lane packed into a vector
// (x_lanes.h), the tail with scalar loads. Which is faster depends on the
// processor (microcoded gathers on AMD Zen) and the matrix; the runtime times
// both.
//
// Lanes: 16 for f32 with i32 indices, 8 otherwise (a gather takes as many
// indices as fit one 512-bit register, and an i64 index vector holds 8).
// Compile with -mavx512f -mavx512vl -mavx512bw -mavx512dq.
#include <immintrin.h>

#include <cstdint>
#include <type_traits>

#include "../common/spgen_template.h"
#include "x_lanes.h"
// vec_ops.h uses x_lanes.h, so it comes second.
#include "vec_ops.h"

namespace {

// Horizontal sums. Not _mm512_reduce_add_*: GCC 12 expands those through
// _mm512_undefined_* and warns -Wmaybe-uninitialized in every caller.
inline float reduce_add(__m256 a) {
  const __m128 s = _mm_add_ps(_mm256_castps256_ps128(a), _mm256_extractf128_ps(a, 1));
  const __m128 h = _mm_add_ps(s, _mm_movehl_ps(s, s));
  return _mm_cvtss_f32(_mm_add_ss(h, _mm_shuffle_ps(h, h, 1)));
}
inline float reduce_add(__m512 a) {
  const __m512d d = _mm512_castps_pd(a);
  return reduce_add(_mm256_add_ps(_mm256_castpd_ps(_mm512_maskz_extractf64x4_pd(0xff, d, 0)),
                                  _mm256_castpd_ps(_mm512_maskz_extractf64x4_pd(0xff, d, 1))));
}
inline double reduce_add(__m512d a) {
  const __m256d s = _mm256_add_pd(_mm512_maskz_extractf64x4_pd(0xff, a, 0),
                                    _mm512_maskz_extractf64x4_pd(0xff, a, 1));
  const __m128d h = _mm_add_pd(_mm256_castpd256_pd128(s), _mm256_extractf128_pd(s, 1));
  return _mm_cvtsd_f64(_mm_add_sd(h, _mm_unpackhi_pd(h, h)));
}

// VecOps (vec_ops.h) plus the row's masked tail and reduction; one kernel
// body serves the four (value, index) combinations.
template <typename V, typename I>
struct CsrSimd : VecOps<V, I> {
  using Base = VecOps<V, I>;
  using typename Base::Mask;
  using typename Base::Vec;

  // x at the lanes of c on in m by the gather instruction; a lane off is 0
  // and reads neither its index nor x.
  static Vec gather_masked(Mask m, const I* c, const V* x) {
    if constexpr (Base::kF32x16)
      return _mm512_mask_i32gather_ps(_mm512_setzero_ps(), m, _mm512_maskz_loadu_epi32(m, c), x, 4);
    else if constexpr (Base::kF64 && sizeof(I) == 4)
      return _mm512_mask_i32gather_pd(_mm512_setzero_pd(), m, _mm256_maskz_loadu_epi32(m, c), x, 8);
    else if constexpr (Base::kF64)
      return _mm512_mask_i64gather_pd(_mm512_setzero_pd(), m, _mm512_maskz_loadu_epi64(m, c), x, 8);
    else
      return _mm512_mask_i64gather_ps(_mm256_setzero_ps(), m, _mm512_maskz_loadu_epi64(m, c), x, 4);
  }
  // acc + v*x over the lanes on in m: a lane off reads no memory and adds 0.
  static Vec fma_masked(Mask m, const I* c, const V* v, const V* x, Vec acc) {
    const Vec xv = gather_masked(m, c, x);
    if constexpr (Base::kF32x16) return _mm512_fmadd_ps(_mm512_maskz_loadu_ps(m, v), xv, acc);
    else if constexpr (Base::kF64) return _mm512_fmadd_pd(_mm512_maskz_loadu_pd(m, v), xv, acc);
    else return _mm256_mask3_fmadd_ps(_mm256_maskz_loadu_ps(m, v), xv, acc, Base::kAll);
  }
  static Vec add(Vec a, Vec b) {
    if constexpr (Base::kF32x16) return _mm512_add_ps(a, b);
    else if constexpr (Base::kF64) return _mm512_add_pd(a, b);
    else return _mm256_add_ps(a, b);
  }
  static V reduce(Vec a) { return reduce_add(a); }
};

}  // namespace

template <int kGatherByLoads, typename V, typename I>
SPGEN_ENTRY void csr_spmv(I row_begin, I row_end, const I* __restrict__ row_ptr,
                          const I* __restrict__ col_idx, const V* __restrict__ values,
                          const V* __restrict__ x, V* __restrict__ y, V alpha, V beta) {
  using Simd = CsrSimd<V, I>;
  constexpr int kLanes = Simd::kLanes;
  for (I row = row_begin; row < row_end; ++row) {
    I k = row_ptr[row];
    const I end = row_ptr[row + 1];
    // Two accumulators hide the FMA latency behind the next gather on long rows.
    typename Simd::Vec acc0 = Simd::zero();
    typename Simd::Vec acc1 = Simd::zero();
    // Compare remaining counts, not k + lanes <= end: that sum could overflow
    // I when nnz is close to its maximum.
    for (; end - k >= 2 * kLanes; k += 2 * kLanes) {
      typename Simd::Vec x0, x1;
      if constexpr (kGatherByLoads != 0) {
        x0 = Simd::load_lanes(col_idx + k, x);
        x1 = Simd::load_lanes(col_idx + k + kLanes, x);
      } else {
        x0 = Simd::gather(col_idx + k, x);
        x1 = Simd::gather(col_idx + k + kLanes, x);
      }
      acc0 = Simd::fma(values + k, x0, acc0);
      acc1 = Simd::fma(values + k + kLanes, x1, acc1);
    }
    if (end - k >= kLanes) {
      typename Simd::Vec x0;
      if constexpr (kGatherByLoads != 0) {
        x0 = Simd::load_lanes(col_idx + k, x);
      } else {
        x0 = Simd::gather(col_idx + k, x);
      }
      acc0 = Simd::fma(values + k, x0, acc0);
      k += kLanes;
    }
    V sum;
    if constexpr (kGatherByLoads != 0) {
      // The tail by scalar loads: no lane past the row is touched.
      V tail = V(0);
      for (; k < end; ++k) tail += values[k] * x[col_idx[k]];
      sum = Simd::reduce(Simd::add(acc0, acc1)) + tail;
    } else {
      if (k < end) {
        const auto tail = static_cast<typename Simd::Mask>((1u << (end - k)) - 1u);
        acc1 = Simd::fma_masked(tail, col_idx + k, values + k, x, acc1);
      }
      sum = Simd::reduce(Simd::add(acc0, acc1));
    }
    // beta == 0 must not read y: it may hold NaN or be uninitialised.
    y[row] = beta == V(0) ? alpha * sum : alpha * sum + beta * y[row];
  }
}
