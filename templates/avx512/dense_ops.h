// Dense-row operations the AVX-512 SpMM templates share: one 512-bit register
// of V (16 floats or 8 doubles) with its lane mask, masked loads and stores
// (a masked-off lane touches no memory), broadcast and FMA. One generic struct
// for both value types, each operation picking its intrinsic with if constexpr
// (templates/README.md). Compile with -mavx512f -mavx512vl -mavx512bw -mavx512dq.
#pragma once

#include <immintrin.h>

#include <type_traits>

namespace {

// The register of V by specialisation: std::conditional_t on __m512d / __m512
// drops their vector attributes (-Wignored-attributes).
template <typename V>
struct DenseVecOf;
template <>
struct DenseVecOf<float> {
  using type = __m512;
};
template <>
struct DenseVecOf<double> {
  using type = __m512d;
};

template <typename V>
struct DenseOps {
  static constexpr bool kF64 = std::is_same_v<V, double>;
  static constexpr int kLanes = kF64 ? 8 : 16;
  using Vec = typename DenseVecOf<V>::type;
  using Mask = std::conditional_t<kF64, __mmask8, __mmask16>;

  static Vec zero() {
    if constexpr (kF64) return _mm512_setzero_pd();
    else return _mm512_setzero_ps();
  }
  static Vec broadcast(V v) {
    if constexpr (kF64) return _mm512_set1_pd(v);
    else return _mm512_set1_ps(v);
  }
  // The first `n` lanes on (n >= kLanes: all).
  static Mask first(long long n) {
    if (n >= kLanes) return static_cast<Mask>(~0u);
    return n <= 0 ? static_cast<Mask>(0) : static_cast<Mask>((1u << n) - 1u);
  }
  static Vec load(Mask m, const V* p) {
    if constexpr (kF64) return _mm512_maskz_loadu_pd(m, p);
    else return _mm512_maskz_loadu_ps(m, p);
  }
  static void store(Mask m, V* p, Vec v) {
    if constexpr (kF64) _mm512_mask_storeu_pd(p, m, v);
    else _mm512_mask_storeu_ps(p, m, v);
  }
  static Vec fma(Vec a, Vec b, Vec c) {  // a*b + c
    if constexpr (kF64) return _mm512_fmadd_pd(a, b, c);
    else return _mm512_fmadd_ps(a, b, c);
  }
  static Vec mul(Vec a, Vec b) {
    if constexpr (kF64) return _mm512_mul_pd(a, b);
    else return _mm512_mul_ps(a, b);
  }
};

}  // namespace
