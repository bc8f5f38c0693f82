// x at a vector of column indices, by scalar loads: the alternative to the
// gather instruction that the AVX-512 templates take when kGatherByLoads is 1.
//
// Each lane is an ordinary, independent load; the packing shuffles are cheap
// next to a microcoded gather (AMD Zen 4/5 run vgatherdpd as a slow sequence),
// and where gathers are native the two end up close. Shared by the templates
// of this folder; the generator inlines it into each instance.
// Compile with -mavx512f -mavx512vl -mavx512bw -mavx512dq.
#pragma once

#include <immintrin.h>

namespace {

// x[c[0]], ..., x[c[3]].
template <typename I>
inline __m128 x_lanes4_ps(const I* c, const float* x) {
  const __m128 a = _mm_unpacklo_ps(_mm_load_ss(x + c[0]), _mm_load_ss(x + c[1]));
  const __m128 b = _mm_unpacklo_ps(_mm_load_ss(x + c[2]), _mm_load_ss(x + c[3]));
  return _mm_movelh_ps(a, b);
}

// x[c[0]], ..., x[c[7]] as 8 floats.
template <typename I>
inline __m256 x_lanes8_ps(const I* c, const float* x) {
  return _mm256_insertf128_ps(_mm256_castps128_ps256(x_lanes4_ps(c, x)), x_lanes4_ps(c + 4, x), 1);
}

// x[c[0]], ..., x[c[15]] as 16 floats.
// The maskz insert: GCC 12 expands the plain one through _mm512_undefined_pd
// and warns -Wmaybe-uninitialized in every caller.
template <typename I>
inline __m512 x_lanes16_ps(const I* c, const float* x) {
  const __m256d lo = _mm256_castps_pd(x_lanes8_ps(c, x));
  const __m256d hi = _mm256_castps_pd(x_lanes8_ps(c + 8, x));
  return _mm512_castpd_ps(_mm512_maskz_insertf64x4(0xff, _mm512_castpd256_pd512(lo), hi, 1));
}

// x[c[0]], ..., x[c[7]] as 8 doubles.
template <typename I>
inline __m512d x_lanes8_pd(const I* c, const double* x) {
  const __m128d a = _mm_loadh_pd(_mm_load_sd(x + c[0]), x + c[1]);
  const __m128d b = _mm_loadh_pd(_mm_load_sd(x + c[2]), x + c[3]);
  const __m128d d = _mm_loadh_pd(_mm_load_sd(x + c[4]), x + c[5]);
  const __m128d e = _mm_loadh_pd(_mm_load_sd(x + c[6]), x + c[7]);
  const __m256d lo = _mm256_insertf128_pd(_mm256_castpd128_pd256(a), b, 1);
  const __m256d hi = _mm256_insertf128_pd(_mm256_castpd128_pd256(d), e, 1);
  return _mm512_maskz_insertf64x4(0xff, _mm512_castpd256_pd512(lo), hi, 1);
}

}  // namespace
