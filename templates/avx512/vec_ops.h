// The vector operations the AVX-512 templates share, per (value, index) type
// pair: the lane count, the vector type, and reading x for a vector of column
// indices (the gather instruction or scalar loads, x_lanes.h) into an FMA
// with a vector of values. CsrSimd and SellSimd add what only their kernel
// needs. Include after x_lanes.h: the generator inlines each header into the
// instance once, without following includes inside headers.
// Compile with -mavx512f -mavx512vl -mavx512bw -mavx512dq.
#pragma once

#include <immintrin.h>

#include <cstdint>

namespace {

template <typename V, typename I>
struct VecOps;

template <>
struct VecOps<double, std::int32_t> {
  static constexpr int kLanes = 8;
  using Vec = __m512d;
  static Vec zero() { return _mm512_setzero_pd(); }
  static Vec gather(const std::int32_t* c, const double* x) {
    const __m256i idx = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(c));
    return _mm512_mask_i32gather_pd(_mm512_setzero_pd(), 0xff, idx, x, 8);
  }
  static Vec load_lanes(const std::int32_t* c, const double* x) { return x_lanes8_pd(c, x); }
  static Vec fma(const double* v, Vec xv, Vec acc) { return _mm512_fmadd_pd(_mm512_loadu_pd(v), xv, acc); }
};

template <>
struct VecOps<double, std::int64_t> {
  static constexpr int kLanes = 8;
  using Vec = __m512d;
  static Vec zero() { return _mm512_setzero_pd(); }
  static Vec gather(const std::int64_t* c, const double* x) {
    return _mm512_mask_i64gather_pd(_mm512_setzero_pd(), 0xff, _mm512_loadu_si512(c), x, 8);
  }
  static Vec load_lanes(const std::int64_t* c, const double* x) { return x_lanes8_pd(c, x); }
  static Vec fma(const double* v, Vec xv, Vec acc) { return _mm512_fmadd_pd(_mm512_loadu_pd(v), xv, acc); }
};

template <>
struct VecOps<float, std::int32_t> {
  static constexpr int kLanes = 16;
  using Vec = __m512;
  static Vec zero() { return _mm512_setzero_ps(); }
  static Vec gather(const std::int32_t* c, const float* x) {
    return _mm512_mask_i32gather_ps(_mm512_setzero_ps(), 0xffff, _mm512_loadu_si512(c), x, 4);
  }
  static Vec load_lanes(const std::int32_t* c, const float* x) { return x_lanes16_ps(c, x); }
  static Vec fma(const float* v, Vec xv, Vec acc) { return _mm512_fmadd_ps(_mm512_loadu_ps(v), xv, acc); }
};

// An i64 index vector holds 8 indices: f32 with i64 indices works on 8 lanes.
template <>
struct VecOps<float, std::int64_t> {
  static constexpr int kLanes = 8;
  using Vec = __m256;
  // The AVX-512VL form: -mavx512f does not imply -mfma for 256-bit FMAs.
  static constexpr __mmask8 kAll = 0xff;
  static Vec zero() { return _mm256_setzero_ps(); }
  static Vec gather(const std::int64_t* c, const float* x) {
    return _mm512_mask_i64gather_ps(_mm256_setzero_ps(), 0xff, _mm512_loadu_si512(c), x, 4);
  }
  static Vec load_lanes(const std::int64_t* c, const float* x) { return x_lanes8_ps(c, x); }
  static Vec fma(const float* v, Vec xv, Vec acc) { return _mm256_mask3_fmadd_ps(_mm256_loadu_ps(v), xv, acc, kAll); }
};

}  // namespace
