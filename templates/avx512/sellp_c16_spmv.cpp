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
// code into `dict` (dict[0] = 0 for padding). The dictionary's first 16 (f64)
// or 32 (f32) entries sit in two registers, and a vector of codes all below
// that turns into values with one two-register permute; a vector with a
// larger code gathers from the dictionary, which stays in L1. The conversion
// pads `dict` with +0 to at least that many entries for these kernels. The
// value is the stored one bit for bit, so the product is that of
// kValueCodeBits = 0. (On a 2-core Xeon, poisson3d:96 f64 with 8-bit codes:
// the gather for every vector took 20.1 ms a product, stored values 13.1.)
//
// kColumnBits = 8 (specs/formats/sellp_c16.yaml): each slice column has a
// base of its own (col_base); where it is >= 0 a vector's columns are that
// base plus one byte each (col8), else a 16-bit offset from -1 - base in two
// byte planes (col8, col8_hi), plus col_hi's high halves in a wide slice.
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

// VecOps (vec_ops.h) plus widening kLanes 16-bit offsets to columns. The
// 512-bit widenings, shifts and gathers are the masked forms with every lane
// on: the same instructions, but GCC 12 expands the plain ones through
// _mm512_undefined_* and warns -Wmaybe-uninitialized in every caller.
template <typename V, typename I>
struct SellC16Simd : VecOps<V, I> {
  using Base = VecOps<V, I>;

  // out[l] = base + lo[l] (hi == nullptr) or lo[l] + 65536*hi[l], l < kLanes.
  static void columns(const unsigned short* lo, const unsigned short* hi, I base, I* out) {
    if constexpr (Base::kF32x16) {
      __m512i c = _mm512_maskz_cvtepu16_epi32(0xffff, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(lo)));
      const __m512i add = hi ? _mm512_maskz_slli_epi32(0xffff, _mm512_maskz_cvtepu16_epi32(0xffff, _mm256_loadu_si256(
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
      __m512i c = _mm512_maskz_cvtepu16_epi64(0xff, _mm_loadu_si128(reinterpret_cast<const __m128i*>(lo)));
      const __m512i add =
          hi ? _mm512_maskz_slli_epi64(0xff, _mm512_maskz_cvtepu16_epi64(0xff, _mm_loadu_si128(reinterpret_cast<const __m128i*>(hi))), 16)
             : _mm512_set1_epi64(static_cast<long long>(base));
      _mm512_store_si512(out, _mm512_add_epi64(c, add));
    }
  }

  // kColumnBits = 8: out[l] = base + lo8[l] (base >= 0, hi8 unread), else
  // (-1 - base) + lo8[l] + 256*hi8[l] + 65536*hi16[l] (hi16 == nullptr: 0).
  static void byte_columns(const unsigned char* lo8, const unsigned char* hi8, const unsigned short* hi16, I base,
                           I* out) {
    if constexpr (Base::kF32x16) {
      __m512i c = _mm512_maskz_cvtepu8_epi32(0xffff, _mm_loadu_si128(reinterpret_cast<const __m128i*>(lo8)));
      if (base >= 0) {
        c = _mm512_add_epi32(c, _mm512_set1_epi32(static_cast<int>(base)));
      } else {
        const __m512i up = _mm512_maskz_cvtepu8_epi32(0xffff, _mm_loadu_si128(reinterpret_cast<const __m128i*>(hi8)));
        c = _mm512_add_epi32(_mm512_or_si512(c, _mm512_maskz_slli_epi32(0xffff, up, 8)),
                             _mm512_set1_epi32(static_cast<int>(-1 - base)));
        if (hi16)
          c = _mm512_add_epi32(c, _mm512_maskz_slli_epi32(0xffff, _mm512_maskz_cvtepu16_epi32(0xffff, _mm256_loadu_si256(
                                                                       reinterpret_cast<const __m256i*>(hi16))),
                                                          16));
      }
      _mm512_store_si512(out, c);
    } else if constexpr (sizeof(I) == 4) {  // 8 lanes of i32
      __m256i c = _mm256_cvtepu8_epi32(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(lo8)));
      if (base >= 0) {
        c = _mm256_add_epi32(c, _mm256_set1_epi32(static_cast<int>(base)));
      } else {
        const __m256i up = _mm256_cvtepu8_epi32(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(hi8)));
        c = _mm256_add_epi32(_mm256_or_si256(c, _mm256_slli_epi32(up, 8)), _mm256_set1_epi32(static_cast<int>(-1 - base)));
        if (hi16)
          c = _mm256_add_epi32(
              c, _mm256_slli_epi32(_mm256_cvtepu16_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(hi16))), 16));
      }
      _mm256_store_si256(reinterpret_cast<__m256i*>(out), c);
    } else {  // 8 lanes of i64
      __m512i c = _mm512_maskz_cvtepu8_epi64(0xff, _mm_loadl_epi64(reinterpret_cast<const __m128i*>(lo8)));
      if (base >= 0) {
        c = _mm512_add_epi64(c, _mm512_set1_epi64(static_cast<long long>(base)));
      } else {
        const __m512i up = _mm512_maskz_cvtepu8_epi64(0xff, _mm_loadl_epi64(reinterpret_cast<const __m128i*>(hi8)));
        c = _mm512_add_epi64(_mm512_or_si512(c, _mm512_maskz_slli_epi64(0xff, up, 8)),
                             _mm512_set1_epi64(static_cast<long long>(-1 - base)));
        if (hi16)
          c = _mm512_add_epi64(c, _mm512_maskz_slli_epi64(0xff, _mm512_maskz_cvtepu16_epi64(0xff, _mm_loadu_si128(
                                                                     reinterpret_cast<const __m128i*>(hi16))),
                                                          16));
      }
      _mm512_store_si512(out, c);
    }
  }

  // The dictionary's first kTableEntries values, in two registers.
  static constexpr int kTableEntries = Base::kF64 ? 16 : 32;
  using Table = typename VecOf<V, 64 / sizeof(V)>::type;  // a full register of V
  static void load_table(const V* dict, Table& lo, Table& hi) {
    if constexpr (Base::kF64) {
      lo = _mm512_loadu_pd(dict);
      hi = _mm512_loadu_pd(dict + 8);
    } else {
      lo = _mm512_loadu_ps(dict);
      hi = _mm512_loadu_ps(dict + 16);
    }
  }

  // The values of kLanes codes: a permute of the table where every code is
  // below kTableEntries, else the gather instruction from the dictionary.
  template <typename Code>
  static typename Base::Vec decode(const Code* code, const V* dict, Table lo, Table hi) {
    if constexpr (Base::kF32x16) {
      __m512i idx;
      if constexpr (sizeof(Code) == 1)
        idx = _mm512_maskz_cvtepu8_epi32(0xffff, _mm_loadu_si128(reinterpret_cast<const __m128i*>(code)));
      else
        idx = _mm512_maskz_cvtepu16_epi32(0xffff, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(code)));
      if (_mm512_cmpge_epu32_mask(idx, _mm512_set1_epi32(kTableEntries)) == 0) return _mm512_permutex2var_ps(lo, idx, hi);
      return _mm512_mask_i32gather_ps(_mm512_setzero_ps(), 0xffff, idx, dict, 4);
    } else if constexpr (Base::kF64) {
      __m512i idx;
      if constexpr (sizeof(Code) == 1)
        idx = _mm512_maskz_cvtepu8_epi64(0xff, _mm_loadl_epi64(reinterpret_cast<const __m128i*>(code)));
      else
        idx = _mm512_maskz_cvtepu16_epi64(0xff, _mm_loadu_si128(reinterpret_cast<const __m128i*>(code)));
      if (_mm512_cmpge_epu64_mask(idx, _mm512_set1_epi64(kTableEntries)) == 0) return _mm512_permutex2var_pd(lo, idx, hi);
      return _mm512_mask_i64gather_pd(_mm512_setzero_pd(), 0xff, idx, dict, 8);
    } else {  // 8 f32 lanes (64-bit indices)
      __m256i idx;
      if constexpr (sizeof(Code) == 1)
        idx = _mm256_cvtepu8_epi32(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(code)));
      else
        idx = _mm256_cvtepu16_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(code)));
      if (_mm256_cmpge_epu32_mask(idx, _mm256_set1_epi32(kTableEntries)) == 0)
        return _mm512_castps512_ps256(_mm512_permutex2var_ps(lo, _mm512_zextsi256_si512(idx), hi));
      return _mm256_i32gather_ps(dict, idx, 4);
    }
  }

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

template <int kSliceHeight, int kGatherByLoads, int kValueCodeBits, int kPattern, int kColumnBits, typename V,
          typename I>
SPGEN_ENTRY void sellp_c16_spmv(I slice_begin, I slice_end, I nrows, I sigma, const I* __restrict__ slice_ptr,
                                const I* __restrict__ slice_base, const unsigned short* __restrict__ col_lo,
                                const unsigned short* __restrict__ col_hi, const unsigned char* __restrict__ col8,
                                const unsigned char* __restrict__ col8_hi, const I* __restrict__ col_base,
                                const V* __restrict__ values,
                                const unsigned char* __restrict__ code8, const unsigned short* __restrict__ code16,
                                const V* __restrict__ dict, const I* __restrict__ row_len,
                                const I* __restrict__ row_perm, const V* __restrict__ x,
                                V* __restrict__ y, V alpha, V beta) {
  using Simd = SellC16Simd<V, I>;
  constexpr int kLanes = Simd::kLanes;
  static_assert(kSliceHeight % kLanes == 0, "slice height must be a multiple of the vector lanes");
  static_assert(kValueCodeBits == 0 || kValueCodeBits == 8 || kValueCodeBits == 16, "values stored, or 8/16-bit codes");
  static_assert(kPattern == 0 || kValueCodeBits == 0, "a pattern stores no values to code");
  static_assert(kColumnBits == 16 || kColumnBits == 8, "columns as 16-bit or 8-bit offsets");
  constexpr int kVectors = kSliceHeight / kLanes;

  alignas(64) V result[kSliceHeight];
  alignas(64) I cols[kLanes];
  [[maybe_unused]] typename Simd::Table table_lo{}, table_hi{};
  if constexpr (kValueCodeBits != 0) Simd::load_table(dict, table_lo, table_hi);
  for (I s = slice_begin; s < slice_end; ++s) {
    const I begin = slice_ptr[s];
    const I width = (slice_ptr[s + 1] - begin) / kSliceHeight;
    const I base = slice_base[s];
    [[maybe_unused]] const unsigned short* lo = kColumnBits == 16 ? col_lo + begin : nullptr;
    const unsigned short* hi = base < 0 ? col_hi + (-1 - base) : nullptr;
    typename Simd::Vec acc[kVectors];
    SPGEN_UNROLL
    for (int v = 0; v < kVectors; ++v) acc[v] = Simd::zero();
    for (I j = 0; j < width; ++j) {
      [[maybe_unused]] const I column_base = kColumnBits == 8 ? col_base[begin / kSliceHeight + j] : I(0);
      SPGEN_UNROLL
      for (int v = 0; v < kVectors; ++v) {
        const I at = j * kSliceHeight + v * kLanes;
        if constexpr (kColumnBits == 8)
          Simd::byte_columns(col8 + begin + at, col8_hi + begin + at, hi ? hi + at : nullptr, column_base, cols);
        else
          Simd::columns(lo + at, hi ? hi + at : nullptr, base, cols);
        const typename Simd::Vec xv = Simd::template load_x_across_rows<kGatherByLoads>(cols, x);
        if constexpr (kPattern != 0) {
          acc[v] = Simd::fma(Simd::ones_below(row_len + s * kSliceHeight + v * kLanes, j), xv, acc[v]);
        } else if constexpr (kValueCodeBits == 0) {
          acc[v] = Simd::fma(values + begin + at, xv, acc[v]);
        } else if constexpr (kValueCodeBits == 8) {
          acc[v] = Simd::fma(Simd::decode(code8 + begin + at, dict, table_lo, table_hi), xv, acc[v]);
        } else {
          acc[v] = Simd::fma(Simd::decode(code16 + begin + at, dict, table_lo, table_hi), xv, acc[v]);
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
