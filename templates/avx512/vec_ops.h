// The vector operations the AVX-512 templates share, per (value, index) type
// pair: the lane count, the vector type, and reading x for a vector of column
// indices (the gather instruction or scalar loads, x_lanes.h) into an FMA
// with a vector of values. One definition for the four pairs: each operation
// picks its intrinsic by the register (16 floats, 8 doubles or 8 floats), the
// gather also by the index type. CsrSimd and SellSimd add what only their
// kernel needs. Include after x_lanes.h: the generator inlines each header
// into the instance once, without following includes inside headers.
// Compile with -mavx512f -mavx512vl -mavx512bw -mavx512dq.
#pragma once

#include <immintrin.h>

#include <cstdint>
#include <type_traits>

namespace {

// The register of kLanes values of type V.
template <typename V, int kLanes>
struct VecOf;
template <>
struct VecOf<double, 8> { using type = __m512d; };
template <>
struct VecOf<float, 16> { using type = __m512; };
template <>
struct VecOf<float, 8> { using type = __m256; };

template <typename V, typename I>
struct VecOps {
  // 16 lanes for f32 with i32 indices, 8 otherwise: a gather takes as many
  // indices as fit one 512-bit register, and an i64 index vector holds 8.
  static constexpr int kLanes = sizeof(V) == 4 && sizeof(I) == 4 ? 16 : 8;
  static constexpr bool kF32x16 = kLanes == 16;
  static constexpr bool kF64 = std::is_same_v<V, double>;  // else f32 on 8 lanes (i64 indices)
  using Vec = typename VecOf<V, kLanes>::type;
  using Mask = std::conditional_t<kF32x16, __mmask16, __mmask8>;
  static constexpr Mask kAll = static_cast<Mask>((1u << kLanes) - 1u);

  static Vec zero() {
    if constexpr (kF32x16) return _mm512_setzero_ps();
    else if constexpr (kF64) return _mm512_setzero_pd();
    else return _mm256_setzero_ps();
  }

  // x[c[0]], ..., x[c[kLanes - 1]] by the gather instruction.
  static Vec gather(const I* c, const V* x) {
    if constexpr (kF32x16)
      return _mm512_mask_i32gather_ps(_mm512_setzero_ps(), kAll, _mm512_loadu_si512(c), x, 4);
    else if constexpr (kF64 && sizeof(I) == 4)
      return _mm512_mask_i32gather_pd(_mm512_setzero_pd(), kAll,
                                      _mm256_loadu_si256(reinterpret_cast<const __m256i*>(c)), x, 8);
    else if constexpr (kF64)
      return _mm512_mask_i64gather_pd(_mm512_setzero_pd(), kAll, _mm512_loadu_si512(c), x, 8);
    else
      return _mm512_mask_i64gather_ps(_mm256_setzero_ps(), kAll, _mm512_loadu_si512(c), x, 4);
  }

  // The same by one scalar load per lane (x_lanes.h).
  static Vec load_lanes(const I* c, const V* x) {
    if constexpr (kF32x16) return x_lanes16_ps(c, x);
    else if constexpr (kF64) return x_lanes8_pd(c, x);
    else return x_lanes8_ps(c, x);
  }

  // True when the columns run on one by one (c[l] = c[0] + l): a stencil's or
  // FEM matrix's neighbouring rows read neighbouring x entries at the same
  // entry index, so the lanes of a SELL slice or an ELL group often do.
  static bool consecutive(const I* c) {
    if constexpr (kF32x16) {
      const __m512i want = _mm512_add_epi32(_mm512_set1_epi32(static_cast<int>(c[0])),
                                            _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
      return _mm512_cmpneq_epi32_mask(_mm512_loadu_si512(c), want) == 0;
    } else if constexpr (sizeof(I) == 4) {
      const __m256i want =
          _mm256_add_epi32(_mm256_set1_epi32(static_cast<int>(c[0])), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
      return _mm256_cmpneq_epi32_mask(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(c)), want) == 0;
    } else {
      const __m512i want = _mm512_add_epi64(_mm512_set1_epi64(static_cast<long long>(c[0])),
                                            _mm512_setr_epi64(0, 1, 2, 3, 4, 5, 6, 7));
      return _mm512_cmpneq_epi64_mask(_mm512_loadu_si512(c), want) == 0;
    }
  }

  // x[c[0]], ..., x[c[kLanes - 1]] for lanes that are rows side by side: one
  // vector load where the columns are consecutive (the same x entries, so
  // the same product bit for bit), else the gather instruction or scalar
  // loads (kGatherByLoads).
  template <int kGatherByLoads>
  static Vec load_x_across_rows(const I* c, const V* x) {
    if (consecutive(c)) {
      if constexpr (kF32x16) return _mm512_loadu_ps(x + c[0]);
      else if constexpr (kF64) return _mm512_loadu_pd(x + c[0]);
      else return _mm256_loadu_ps(x + c[0]);
    }
    if constexpr (kGatherByLoads != 0) return load_lanes(c, x);
    else return gather(c, x);
  }

  // acc + v[0..kLanes) * xv. The 256-bit FMA is the AVX-512VL form:
  // -mavx512f does not imply -mfma.
  static Vec fma(const V* v, Vec xv, Vec acc) {
    if constexpr (kF32x16) return _mm512_fmadd_ps(_mm512_loadu_ps(v), xv, acc);
    else if constexpr (kF64) return _mm512_fmadd_pd(_mm512_loadu_pd(v), xv, acc);
    else return _mm256_mask3_fmadd_ps(_mm256_loadu_ps(v), xv, acc, kAll);
  }

  // x[c[l]] in the lanes whose column c[l] is >= 0, 0 in the others (COO
  // marks an empty row's placeholder entry with column -1): those lanes read
  // nothing.
  static Vec gather_nonnegative(const I* c, const V* x) {
    if constexpr (kF32x16) {
      const __m512i ci = _mm512_loadu_si512(c);
      return _mm512_mask_i32gather_ps(_mm512_setzero_ps(), _mm512_cmpge_epi32_mask(ci, _mm512_setzero_si512()),
                                      ci, x, 4);
    } else if constexpr (sizeof(I) == 4) {  // f64, 8 lanes of i32
      const __m256i ci = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(c));
      return _mm512_mask_i32gather_pd(_mm512_setzero_pd(), _mm256_cmpge_epi32_mask(ci, _mm256_setzero_si256()),
                                      ci, x, 8);
    } else {
      const __m512i ci = _mm512_loadu_si512(c);
      const __mmask8 m = _mm512_cmpge_epi64_mask(ci, _mm512_setzero_si512());
      if constexpr (kF64) return _mm512_mask_i64gather_pd(_mm512_setzero_pd(), m, ci, x, 8);
      else return _mm512_mask_i64gather_ps(_mm256_setzero_ps(), m, ci, x, 4);
    }
  }

  // out[0..kLanes) = v.
  static void store(V* out, Vec v) {
    if constexpr (kF32x16) _mm512_storeu_ps(out, v);
    else if constexpr (kF64) _mm512_storeu_pd(out, v);
    else _mm256_storeu_ps(out, v);
  }

  // The lanes whose c[l] is >= 0 (a segment header, a real column).
  static Mask nonnegative(const I* c) {
    if constexpr (kF32x16) return _mm512_cmpge_epi32_mask(_mm512_loadu_si512(c), _mm512_setzero_si512());
    else if constexpr (sizeof(I) == 4)
      return _mm256_cmpge_epi32_mask(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(c)), _mm256_setzero_si256());
    else return _mm512_cmpge_epi64_mask(_mm512_loadu_si512(c), _mm512_setzero_si512());
  }

  // v[0..kLanes) * xv.
  static Vec product(const V* v, Vec xv) {
    if constexpr (kF32x16) return _mm512_mul_ps(_mm512_loadu_ps(v), xv);
    else if constexpr (kF64) return _mm512_mul_pd(_mm512_loadu_pd(v), xv);
    else return _mm256_mul_ps(_mm256_loadu_ps(v), xv);
  }

  // Lane by lane: heads ? p : acc + p (one step of a segmented sum that
  // restarts at each head).
  static Vec restart_add(Vec acc, Vec p, Mask heads) {
    const Mask go_on = static_cast<Mask>(~heads);
    if constexpr (kF32x16) return _mm512_mask_add_ps(p, go_on, acc, p);
    else if constexpr (kF64) return _mm512_mask_add_pd(p, go_on, acc, p);
    else return _mm256_mask_add_ps(p, go_on, acc, p);
  }

  // The inclusive segmented scan of v in the register: lane l gets the sum
  // of lanes h..l, h the last head at or before l (lane 0 when none). Each
  // segment is summed on its own (the sums restart at heads), so a row's sum
  // does not depend on its neighbours; log2(kLanes) shift-and-add steps.
  static Vec segmented_scan(Vec v, Mask heads) {
    scan_step<1>(v, heads);
    scan_step<2>(v, heads);
    scan_step<4>(v, heads);
    if constexpr (kLanes == 16) scan_step<8>(v, heads);
    return v;
  }

  // out[0..kLanes) = v[0..kLanes) * xv.
  static void store_products(V* out, const V* v, Vec xv) {
    if constexpr (kF32x16) _mm512_storeu_ps(out, _mm512_mul_ps(_mm512_loadu_ps(v), xv));
    else if constexpr (kF64) _mm512_storeu_pd(out, _mm512_mul_pd(_mm512_loadu_pd(v), xv));
    else _mm256_storeu_ps(out, _mm256_mul_ps(_mm256_loadu_ps(v), xv));
  }

 private:
  // v moved up by kShift lanes, zeros shifted in at lane 0. (The maskz
  // forms with every lane kept: GCC warns of the plain forms' undefined
  // pass-through.)
  template <int kShift>
  static Vec shift_up(Vec v) {
    if constexpr (kF32x16)
      return _mm512_castsi512_ps(
          _mm512_maskz_alignr_epi32(kAll, _mm512_castps_si512(v), _mm512_setzero_si512(), 16 - kShift));
    else if constexpr (kF64)
      return _mm512_castsi512_pd(
          _mm512_maskz_alignr_epi64(kAll, _mm512_castpd_si512(v), _mm512_setzero_si512(), 8 - kShift));
    else
      return _mm256_castsi256_ps(
          _mm256_maskz_alignr_epi32(kAll, _mm256_castps_si256(v), _mm256_setzero_si256(), 8 - kShift));
  }

  // One Hillis-Steele step of the segmented scan: a lane that no head
  // separates from the lane kShift below adds it, and inherits its heads.
  template <int kShift>
  static void scan_step(Vec& v, Mask& heads) {
    v = restart_add(shift_up<kShift>(v), v, heads);
    heads = static_cast<Mask>(heads | (heads << kShift));
  }
};

}  // namespace
