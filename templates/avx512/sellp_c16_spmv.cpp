// SELL-C-σ SpMV on AVX-512 with 16-bit column offsets, y = alpha*A*x + beta*y
// over slices [slice_begin, slice_end): sellp_spmv.cpp's loop (one vector lane
// per row, slice height C = kSliceHeight, no horizontal reduction), each
// column read as an unsigned short and widened in the register: a slice's
// columns cost 2 bytes per entry instead of 4.
//
// Storage (specs/formats/sellp_c16.yaml): entry j of local row r of slice s is
// at k = slice_ptr[s] + j*C + r; its column is slice_base[s] + col_lo[k] in a
// narrow slice (slice_base[s] >= 0), col_lo[k] + 65536*col_hi[h + k -
// slice_ptr[s]] in a wide one (h = -1 - slice_base[s]). Rows stay in place
// when sigma is 1 (no row map is read then).
//
// The widened columns go through a small aligned buffer of I to the same
// reads of x the other templates use: one vector load where a slice's rows
// read consecutive columns, else the gather instruction or scalar loads
// (kGatherByLoads).
//
// kValueCodeBits = 8 or 16 reads no values: each entry holds an 8- or 16-bit
// code into `dict` (dict[0] = 0 for padding), widened like the columns and
// gathered from the dictionary, which stays in L1. The gathered value is the
// stored one bit for bit, so the product is that of kValueCodeBits = 0.
//
// kPattern = 1 reads neither (every nonzero is 1): a lane's value is 1 below
// its row's length and 0 past it (padding), as stored values hold.
// Lanes: 16 for f32 with i32 indices, 8 otherwise; C must be a multiple.
// Compile with -mavx512f -mavx512vl -mavx512bw -mavx512dq.
#include <immintrin.h>

#include <cstdint>
#include <type_traits>

#include "../common/spgen_template.h"
#include "x_lanes.h"
// vec_ops.h uses x_lanes.h, so it comes second.
#include "vec_ops.h"

namespace {

// VecOps (vec_ops.h) plus widening kLanes 16-bit offsets to columns.
template <typename V, typename I>
struct SellC16Simd : VecOps<V, I> {
  using Base = VecOps<V, I>;

  // out[l] = base + lo[l] (hi == nullptr) or lo[l] + 65536*hi[l], l < kLanes.
  static void columns(const unsigned short* lo, const unsigned short* hi, I base, I* out) {
    if constexpr (Base::kF32x16) {
      __m512i c = _mm512_cvtepu16_epi32(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(lo)));
      const __m512i add = hi ? _mm512_slli_epi32(_mm512_cvtepu16_epi32(_mm256_loadu_si256(
                                                     reinterpret_cast<const __m256i*>(hi))),
                                                 16)
                             : _mm512_set1_epi32(static_cast<int>(base));
      _mm512_store_si512(out, _mm512_add_epi32(c, add));
    } else if constexpr (sizeof(I) == 4) {  // 8 lanes of i32
      __m256i c = _mm256_cvtepu16_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(lo)));
      const __m256i add =
          hi ? _mm256_slli_epi32(_mm256_cvtepu16_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(hi))), 16)
             : _mm256_set1_epi32(static_cast<int>(base));
      _mm256_store_si256(reinterpret_cast<__m256i*>(out), _mm256_add_epi32(c, add));
    } else {  // 8 lanes of i64
      __m512i c = _mm512_cvtepu16_epi64(_mm_loadu_si128(reinterpret_cast<const __m128i*>(lo)));
      const __m512i add =
          hi ? _mm512_slli_epi64(_mm512_cvtepu16_epi64(_mm_loadu_si128(reinterpret_cast<const __m128i*>(hi))), 16)
             : _mm512_set1_epi64(static_cast<long long>(base));
      _mm512_store_si512(out, _mm512_add_epi64(c, add));
    }
  }

  // out[l] = code[l], l < kLanes: 8-bit codes widened to indices.
  static void codes(const unsigned char* code, I* out) {
    if constexpr (Base::kF32x16) {
      _mm512_store_si512(out, _mm512_cvtepu8_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(code))));
    } else if constexpr (sizeof(I) == 4) {
      _mm256_store_si256(reinterpret_cast<__m256i*>(out),
                         _mm256_cvtepu8_epi32(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(code))));
    } else {
      _mm512_store_si512(out, _mm512_cvtepu8_epi64(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(code))));
    }
  }
  // 16-bit codes widen as narrow columns from base 0.
  static void codes(const unsigned short* code, I* out) { columns(code, nullptr, I(0), out); }

  // Lane l: 1 where j < len[l] (a real entry of a pattern's row), else 0.
  static typename Base::Vec ones_below(const I* len, I j) {
    if constexpr (Base::kF32x16) {
      const __mmask16 m = _mm512_cmpgt_epi32_mask(_mm512_loadu_si512(len), _mm512_set1_epi32(static_cast<int>(j)));
      return _mm512_maskz_mov_ps(m, _mm512_set1_ps(1.0f));
    } else {
      __mmask8 m;
      if constexpr (sizeof(I) == 4)
        m = _mm256_cmpgt_epi32_mask(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(len)),
                                    _mm256_set1_epi32(static_cast<int>(j)));
      else
        m = _mm512_cmpgt_epi64_mask(_mm512_loadu_si512(len), _mm512_set1_epi64(static_cast<long long>(j)));
      if constexpr (Base::kF64) return _mm512_maskz_mov_pd(m, _mm512_set1_pd(1.0));
      else return _mm256_maskz_mov_ps(m, _mm256_set1_ps(1.0f));
    }
  }

  // acc + v * xv, both in registers.
  static typename Base::Vec fma(typename Base::Vec v, typename Base::Vec xv, typename Base::Vec acc) {
    if constexpr (Base::kF32x16) return _mm512_fmadd_ps(v, xv, acc);
    else if constexpr (Base::kF64) return _mm512_fmadd_pd(v, xv, acc);
    else return _mm256_mask3_fmadd_ps(v, xv, acc, Base::kAll);
  }
  using Base::fma;
};

}  // namespace

template <int kSliceHeight, int kGatherByLoads, int kValueCodeBits, int kPattern, typename V, typename I>
SPGEN_ENTRY void sellp_c16_spmv(I slice_begin, I slice_end, I nrows, I sigma, const I* __restrict__ slice_ptr,
                                const I* __restrict__ slice_base, const unsigned short* __restrict__ col_lo,
                                const unsigned short* __restrict__ col_hi, const V* __restrict__ values,
                                const unsigned char* __restrict__ code8, const unsigned short* __restrict__ code16,
                                const V* __restrict__ dict, const I* __restrict__ row_len,
                                const I* __restrict__ row_perm, const V* __restrict__ x,
                                V* __restrict__ y, V alpha, V beta) {
  using Simd = SellC16Simd<V, I>;
  constexpr int kLanes = Simd::kLanes;
  static_assert(kSliceHeight % kLanes == 0, "slice height must be a multiple of the vector lanes");
  static_assert(kValueCodeBits == 0 || kValueCodeBits == 8 || kValueCodeBits == 16, "values stored, or 8/16-bit codes");
  static_assert(kPattern == 0 || kValueCodeBits == 0, "a pattern stores no values to code");
  constexpr int kVectors = kSliceHeight / kLanes;

  alignas(64) V result[kSliceHeight];
  alignas(64) I cols[kLanes];
  for (I s = slice_begin; s < slice_end; ++s) {
    const I begin = slice_ptr[s];
    const I width = (slice_ptr[s + 1] - begin) / kSliceHeight;
    const I base = slice_base[s];
    const unsigned short* lo = col_lo + begin;
    const unsigned short* hi = base < 0 ? col_hi + (-1 - base) : nullptr;
    typename Simd::Vec acc[kVectors];
    SPGEN_UNROLL
    for (int v = 0; v < kVectors; ++v) acc[v] = Simd::zero();
    for (I j = 0; j < width; ++j) {
      SPGEN_UNROLL
      for (int v = 0; v < kVectors; ++v) {
        const I at = j * kSliceHeight + v * kLanes;
        Simd::columns(lo + at, hi ? hi + at : nullptr, base, cols);
        const typename Simd::Vec xv = Simd::template load_x_across_rows<kGatherByLoads>(cols, x);
        if constexpr (kPattern != 0) {
          acc[v] = Simd::fma(Simd::ones_below(row_len + s * kSliceHeight + v * kLanes, j), xv, acc[v]);
        } else if constexpr (kValueCodeBits == 0) {
          acc[v] = Simd::fma(values + begin + at, xv, acc[v]);
        } else {
          alignas(64) I value_codes[kLanes];
          if constexpr (kValueCodeBits == 8) {
            Simd::codes(code8 + begin + at, value_codes);
          } else {
            Simd::codes(code16 + begin + at, value_codes);
          }
          acc[v] = Simd::fma(Simd::gather(value_codes, dict), xv, acc[v]);
        }
      }
    }
    SPGEN_UNROLL
    for (int v = 0; v < kVectors; ++v) Simd::store(result + v * kLanes, acc[v]);

    // Rows past nrows in the last slice are padding and are not written.
    const I first = s * kSliceHeight;
    const I count = nrows - first < kSliceHeight ? nrows - first : I(kSliceHeight);
    for (I r = 0; r < count; ++r) {
      const I row = sigma > 1 ? row_perm[first + r] : first + r;
      // beta == 0: y is not read (it may hold NaN or be uninitialised).
      y[row] = beta == V(0) ? alpha * result[r] : alpha * result[r] + beta * y[row];
    }
  }
}
