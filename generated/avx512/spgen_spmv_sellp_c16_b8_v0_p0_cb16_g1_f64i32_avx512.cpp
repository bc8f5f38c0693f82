// generated — do not edit. Written by spgen-gen from the files below; change those and run the
// spgen_regenerate target instead.
// instance spgen_spmv_sellp_c16_b8_v0_p0_cb16_g1_f64i32_avx512 of
// templates/avx512/sellp_c16_spmv.cpp
//   specs/formats/sellp_c16.yaml  xxh3:83644183663b5468
//   specs/kernels.yaml  xxh3:6e172074870302e5
//   specs/targets.yaml  xxh3:604f09d536087b40
//   templates/avx512/sellp_c16_spmv.cpp  xxh3:f291fc8ddedb9c13
//   templates/common/spgen_template.h  xxh3:8f7ab504a8a5f0c9
//   templates/avx512/x_lanes.h  xxh3:2e14b5b908c76a66
//   templates/avx512/vec_ops.h  xxh3:6dd1b3a83e53a39a

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

// ---- inlined from templates/common/spgen_template.h ----
// Markers shared by every kernel template (templates/README.md).
//
// Kept tiny and dependency-free: the generator inlines this header into each
// CUDA instance so NVRTC compiles it with no include path, and NVRTC provides
// no standard headers.

// Marks the kernel entry point. Only Clang (the generator's libTooling parse)
// needs to see the annotation; nvcc and g++ would warn about an unknown
// attribute, so there it expands to nothing.
#if defined(__clang__)
#define SPGEN_ENTRY __attribute__((annotate("spgen_entry")))
#else
#define SPGEN_ENTRY
#endif

// Precedes a `for` loop whose trip count is a compile-time constant of the
// template parameters. Clang keeps `#pragma unroll` as a loop-hint attribute on
// the statement, which is how the generator finds the loops it replicates.
#if defined(__CUDACC__) || defined(__clang__)
#define SPGEN_UNROLL _Pragma("unroll")
#elif defined(__GNUC__)
#define SPGEN_UNROLL _Pragma("GCC unroll 32")
#else
#define SPGEN_UNROLL
#endif

// constexpr helpers must be callable from device code without
// --expt-relaxed-constexpr.
#if defined(__CUDACC__)
#define SPGEN_HOST_DEVICE __host__ __device__
#else
#define SPGEN_HOST_DEVICE
#endif

// Programmatic dependent launch (sm_90 and newer; CUDA programming guide,
// "Programmatic Dependent Launch"). A product launched with it may start while
// the kernel before it in the stream still runs: it reads what only the matrix
// determines (index arrays, values) meanwhile, and waits for the previous
// grid to complete, its writes visible, before it touches x, y or a
// workspace. A kernel also lets the next one start early (the next one waits
// just the same). Both are no-ops before sm_90 or when the launch did not ask
// for programmatic serialisation.
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
#define SPGEN_WAIT_FOR_PREVIOUS_GRID() asm volatile("griddepcontrol.wait;" ::: "memory")
#define SPGEN_LET_NEXT_GRID_START() asm volatile("griddepcontrol.launch_dependents;" ::: "memory")
#else
#define SPGEN_WAIT_FOR_PREVIOUS_GRID() ((void)0)
#define SPGEN_LET_NEXT_GRID_START() ((void)0)
#endif

namespace spgen {

/// floor(log2(v)) for v >= 1; the number of halving steps of a tree reduction
/// over v lanes when v is a power of two.
constexpr SPGEN_HOST_DEVICE int template_log2(int v) {
  return v <= 1 ? 0 : 1 + template_log2(v / 2);
}

constexpr SPGEN_HOST_DEVICE bool template_is_pow2(int v) { return v > 0 && (v & (v - 1)) == 0; }

}  // namespace spgen
// ---- end of templates/common/spgen_template.h ----
// ---- inlined from templates/avx512/x_lanes.h ----
// x at a vector of column indices, by scalar loads: the alternative to the
// gather instruction that the AVX-512 templates take when kGatherByLoads is 1.
//
// Each lane is an ordinary, independent load; the packing shuffles are cheap
// next to a microcoded gather (AMD Zen 4/5 run vgatherdpd as a slow sequence),
// and where gathers are native the two end up close. Shared by the templates
// of this folder; the generator inlines it into each instance.
// Compile with -mavx512f -mavx512vl -mavx512bw -mavx512dq.

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
// ---- end of templates/avx512/x_lanes.h ----
// vec_ops.h uses x_lanes.h, so it comes second.
// ---- inlined from templates/avx512/vec_ops.h ----
// The vector operations the AVX-512 templates share, per (value, index) type
// pair: the lane count, the vector type, and reading x for a vector of column
// indices (the gather instruction or scalar loads, x_lanes.h) into an FMA
// with a vector of values. One definition for the four pairs: each operation
// picks its intrinsic by the register (16 floats, 8 doubles or 8 floats), the
// gather also by the index type. CsrSimd and SellSimd add what only their
// kernel needs. Include after x_lanes.h: the generator inlines each header
// into the instance once, without following includes inside headers.
// Compile with -mavx512f -mavx512vl -mavx512bw -mavx512dq.

#include <immintrin.h>

#include <cstdint>
#include <type_traits>

namespace {

// The register of kLanes values of type V.
template <typename V, int kLanes>
struct VecOf;
template <>
struct VecOf<double, 8> {
  using type = __m512d;
};
template <>
struct VecOf<float, 16> {
  using type = __m512;
};
template <>
struct VecOf<float, 8> {
  using type = __m256;
};

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
    if constexpr (kF32x16)
      return _mm512_setzero_ps();
    else if constexpr (kF64)
      return _mm512_setzero_pd();
    else
      return _mm256_setzero_ps();
  }

  // x[c[0]], ..., x[c[kLanes - 1]] by the gather instruction.
  static Vec gather(const I* c, const V* x) {
    if constexpr (kF32x16)
      return _mm512_mask_i32gather_ps(_mm512_setzero_ps(), kAll, _mm512_loadu_si512(c), x, 4);
    else if constexpr (kF64 && sizeof(I) == 4)
      return _mm512_mask_i32gather_pd(
          _mm512_setzero_pd(), kAll, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(c)), x, 8);
    else if constexpr (kF64)
      return _mm512_mask_i64gather_pd(_mm512_setzero_pd(), kAll, _mm512_loadu_si512(c), x, 8);
    else
      return _mm512_mask_i64gather_ps(_mm256_setzero_ps(), kAll, _mm512_loadu_si512(c), x, 4);
  }

  // The same by one scalar load per lane (x_lanes.h).
  static Vec load_lanes(const I* c, const V* x) {
    if constexpr (kF32x16)
      return x_lanes16_ps(c, x);
    else if constexpr (kF64)
      return x_lanes8_pd(c, x);
    else
      return x_lanes8_ps(c, x);
  }

  // True when the columns run on one by one (c[l] = c[0] + l): a stencil's or
  // FEM matrix's neighbouring rows read neighbouring x entries at the same
  // entry index, so the lanes of a SELL slice or an ELL group often do.
  static bool consecutive(const I* c) {
    if constexpr (kF32x16) {
      const __m512i want =
          _mm512_add_epi32(_mm512_set1_epi32(static_cast<int>(c[0])),
                           _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
      return _mm512_cmpneq_epi32_mask(_mm512_loadu_si512(c), want) == 0;
    } else if constexpr (sizeof(I) == 4) {
      const __m256i want = _mm256_add_epi32(_mm256_set1_epi32(static_cast<int>(c[0])),
                                            _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
      return _mm256_cmpneq_epi32_mask(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(c)),
                                      want) == 0;
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
      if constexpr (kF32x16)
        return _mm512_loadu_ps(x + c[0]);
      else if constexpr (kF64)
        return _mm512_loadu_pd(x + c[0]);
      else
        return _mm256_loadu_ps(x + c[0]);
    }
    if constexpr (kGatherByLoads != 0)
      return load_lanes(c, x);
    else
      return gather(c, x);
  }

  // acc + v[0..kLanes) * xv. The 256-bit FMA is the AVX-512VL form:
  // -mavx512f does not imply -mfma.
  static Vec fma(const V* v, Vec xv, Vec acc) {
    if constexpr (kF32x16)
      return _mm512_fmadd_ps(_mm512_loadu_ps(v), xv, acc);
    else if constexpr (kF64)
      return _mm512_fmadd_pd(_mm512_loadu_pd(v), xv, acc);
    else
      return _mm256_mask3_fmadd_ps(_mm256_loadu_ps(v), xv, acc, kAll);
  }

  // x[c[l]] in the lanes whose column c[l] is >= 0, 0 in the others (COO
  // marks an empty row's placeholder entry with column -1): those lanes read
  // nothing.
  static Vec gather_nonnegative(const I* c, const V* x) {
    if constexpr (kF32x16) {
      const __m512i ci = _mm512_loadu_si512(c);
      return _mm512_mask_i32gather_ps(
          _mm512_setzero_ps(), _mm512_cmpge_epi32_mask(ci, _mm512_setzero_si512()), ci, x, 4);
    } else if constexpr (sizeof(I) == 4) {  // f64, 8 lanes of i32
      const __m256i ci = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(c));
      return _mm512_mask_i32gather_pd(
          _mm512_setzero_pd(), _mm256_cmpge_epi32_mask(ci, _mm256_setzero_si256()), ci, x, 8);
    } else {
      const __m512i ci = _mm512_loadu_si512(c);
      const __mmask8 m = _mm512_cmpge_epi64_mask(ci, _mm512_setzero_si512());
      if constexpr (kF64)
        return _mm512_mask_i64gather_pd(_mm512_setzero_pd(), m, ci, x, 8);
      else
        return _mm512_mask_i64gather_ps(_mm256_setzero_ps(), m, ci, x, 4);
    }
  }

  // out[0..kLanes) = v.
  static void store(V* out, Vec v) {
    if constexpr (kF32x16)
      _mm512_storeu_ps(out, v);
    else if constexpr (kF64)
      _mm512_storeu_pd(out, v);
    else
      _mm256_storeu_ps(out, v);
  }

  // The lanes whose c[l] is >= 0 (a segment header, a real column).
  static Mask nonnegative(const I* c) {
    if constexpr (kF32x16)
      return _mm512_cmpge_epi32_mask(_mm512_loadu_si512(c), _mm512_setzero_si512());
    else if constexpr (sizeof(I) == 4)
      return _mm256_cmpge_epi32_mask(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(c)),
                                     _mm256_setzero_si256());
    else
      return _mm512_cmpge_epi64_mask(_mm512_loadu_si512(c), _mm512_setzero_si512());
  }

  // v[0..kLanes) * xv.
  static Vec product(const V* v, Vec xv) {
    if constexpr (kF32x16)
      return _mm512_mul_ps(_mm512_loadu_ps(v), xv);
    else if constexpr (kF64)
      return _mm512_mul_pd(_mm512_loadu_pd(v), xv);
    else
      return _mm256_mul_ps(_mm256_loadu_ps(v), xv);
  }

  // Lane by lane: heads ? p : acc + p (one step of a segmented sum that
  // restarts at each head).
  static Vec restart_add(Vec acc, Vec p, Mask heads) {
    const Mask go_on = static_cast<Mask>(~heads);
    if constexpr (kF32x16)
      return _mm512_mask_add_ps(p, go_on, acc, p);
    else if constexpr (kF64)
      return _mm512_mask_add_pd(p, go_on, acc, p);
    else
      return _mm256_mask_add_ps(p, go_on, acc, p);
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
    if constexpr (kF32x16)
      _mm512_storeu_ps(out, _mm512_mul_ps(_mm512_loadu_ps(v), xv));
    else if constexpr (kF64)
      _mm512_storeu_pd(out, _mm512_mul_pd(_mm512_loadu_pd(v), xv));
    else
      _mm256_storeu_ps(out, _mm256_mul_ps(_mm256_loadu_ps(v), xv));
  }

 private:
  // v moved up by kShift lanes, zeros shifted in at lane 0. (The maskz
  // forms with every lane kept: GCC warns of the plain forms' undefined
  // pass-through.)
  template <int kShift>
  static Vec shift_up(Vec v) {
    if constexpr (kF32x16)
      return _mm512_castsi512_ps(_mm512_maskz_alignr_epi32(kAll, _mm512_castps_si512(v),
                                                           _mm512_setzero_si512(), 16 - kShift));
    else if constexpr (kF64)
      return _mm512_castsi512_pd(_mm512_maskz_alignr_epi64(kAll, _mm512_castpd_si512(v),
                                                           _mm512_setzero_si512(), 8 - kShift));
    else
      return _mm256_castsi256_ps(_mm256_maskz_alignr_epi32(kAll, _mm256_castps_si256(v),
                                                           _mm256_setzero_si256(), 8 - kShift));
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
// ---- end of templates/avx512/vec_ops.h ----

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
      __m512i c = _mm512_maskz_cvtepu16_epi32(
          0xffff, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(lo)));
      const __m512i add =
          hi ? _mm512_maskz_slli_epi32(
                   0xffff,
                   _mm512_maskz_cvtepu16_epi32(
                       0xffff, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(hi))),
                   16)
             : _mm512_set1_epi32(static_cast<int>(base));
      _mm512_store_si512(out, _mm512_add_epi32(c, add));
    } else if constexpr (sizeof(I) == 4) {  // 8 lanes of i32
      __m256i c = _mm256_cvtepu16_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(lo)));
      const __m256i add =
          hi ? _mm256_slli_epi32(
                   _mm256_cvtepu16_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(hi))), 16)
             : _mm256_set1_epi32(static_cast<int>(base));
      _mm256_store_si256(reinterpret_cast<__m256i*>(out), _mm256_add_epi32(c, add));
    } else {  // 8 lanes of i64
      __m512i c =
          _mm512_maskz_cvtepu16_epi64(0xff, _mm_loadu_si128(reinterpret_cast<const __m128i*>(lo)));
      const __m512i add = hi ? _mm512_maskz_slli_epi64(
                                   0xff,
                                   _mm512_maskz_cvtepu16_epi64(
                                       0xff, _mm_loadu_si128(reinterpret_cast<const __m128i*>(hi))),
                                   16)
                             : _mm512_set1_epi64(static_cast<long long>(base));
      _mm512_store_si512(out, _mm512_add_epi64(c, add));
    }
  }

  // kColumnBits = 8: out[l] = base + lo8[l] (base >= 0, hi8 unread), else
  // (-1 - base) + lo8[l] + 256*hi8[l] + 65536*hi16[l] (hi16 == nullptr: 0).
  static void byte_columns(const unsigned char* lo8, const unsigned char* hi8,
                           const unsigned short* hi16, I base, I* out) {
    if constexpr (Base::kF32x16) {
      __m512i c = _mm512_maskz_cvtepu8_epi32(
          0xffff, _mm_loadu_si128(reinterpret_cast<const __m128i*>(lo8)));
      if (base >= 0) {
        c = _mm512_add_epi32(c, _mm512_set1_epi32(static_cast<int>(base)));
      } else {
        const __m512i up = _mm512_maskz_cvtepu8_epi32(
            0xffff, _mm_loadu_si128(reinterpret_cast<const __m128i*>(hi8)));
        c = _mm512_add_epi32(_mm512_or_si512(c, _mm512_maskz_slli_epi32(0xffff, up, 8)),
                             _mm512_set1_epi32(static_cast<int>(-1 - base)));
        if (hi16)
          c = _mm512_add_epi32(
              c, _mm512_maskz_slli_epi32(
                     0xffff,
                     _mm512_maskz_cvtepu16_epi32(
                         0xffff, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(hi16))),
                     16));
      }
      _mm512_store_si512(out, c);
    } else if constexpr (sizeof(I) == 4) {  // 8 lanes of i32
      __m256i c = _mm256_cvtepu8_epi32(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(lo8)));
      if (base >= 0) {
        c = _mm256_add_epi32(c, _mm256_set1_epi32(static_cast<int>(base)));
      } else {
        const __m256i up =
            _mm256_cvtepu8_epi32(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(hi8)));
        c = _mm256_add_epi32(_mm256_or_si256(c, _mm256_slli_epi32(up, 8)),
                             _mm256_set1_epi32(static_cast<int>(-1 - base)));
        if (hi16)
          c = _mm256_add_epi32(
              c, _mm256_slli_epi32(
                     _mm256_cvtepu16_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(hi16))),
                     16));
      }
      _mm256_store_si256(reinterpret_cast<__m256i*>(out), c);
    } else {  // 8 lanes of i64
      __m512i c =
          _mm512_maskz_cvtepu8_epi64(0xff, _mm_loadl_epi64(reinterpret_cast<const __m128i*>(lo8)));
      if (base >= 0) {
        c = _mm512_add_epi64(c, _mm512_set1_epi64(static_cast<long long>(base)));
      } else {
        const __m512i up = _mm512_maskz_cvtepu8_epi64(
            0xff, _mm_loadl_epi64(reinterpret_cast<const __m128i*>(hi8)));
        c = _mm512_add_epi64(_mm512_or_si512(c, _mm512_maskz_slli_epi64(0xff, up, 8)),
                             _mm512_set1_epi64(static_cast<long long>(-1 - base)));
        if (hi16)
          c = _mm512_add_epi64(
              c, _mm512_maskz_slli_epi64(
                     0xff,
                     _mm512_maskz_cvtepu16_epi64(
                         0xff, _mm_loadu_si128(reinterpret_cast<const __m128i*>(hi16))),
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
        idx = _mm512_maskz_cvtepu8_epi32(0xffff,
                                         _mm_loadu_si128(reinterpret_cast<const __m128i*>(code)));
      else
        idx = _mm512_maskz_cvtepu16_epi32(
            0xffff, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(code)));
      if (_mm512_cmpge_epu32_mask(idx, _mm512_set1_epi32(kTableEntries)) == 0)
        return _mm512_permutex2var_ps(lo, idx, hi);
      return _mm512_mask_i32gather_ps(_mm512_setzero_ps(), 0xffff, idx, dict, 4);
    } else if constexpr (Base::kF64) {
      __m512i idx;
      if constexpr (sizeof(Code) == 1)
        idx = _mm512_maskz_cvtepu8_epi64(0xff,
                                         _mm_loadl_epi64(reinterpret_cast<const __m128i*>(code)));
      else
        idx = _mm512_maskz_cvtepu16_epi64(0xff,
                                          _mm_loadu_si128(reinterpret_cast<const __m128i*>(code)));
      if (_mm512_cmpge_epu64_mask(idx, _mm512_set1_epi64(kTableEntries)) == 0)
        return _mm512_permutex2var_pd(lo, idx, hi);
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
      const __mmask16 m =
          _mm512_cmpgt_epi32_mask(_mm512_loadu_si512(len), _mm512_set1_epi32(static_cast<int>(j)));
      return _mm512_maskz_mov_ps(m, _mm512_set1_ps(1.0f));
    } else {
      __mmask8 m;
      if constexpr (sizeof(I) == 4)
        m = _mm256_cmpgt_epi32_mask(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(len)),
                                    _mm256_set1_epi32(static_cast<int>(j)));
      else
        m = _mm512_cmpgt_epi64_mask(_mm512_loadu_si512(len),
                                    _mm512_set1_epi64(static_cast<long long>(j)));
      if constexpr (Base::kF64)
        return _mm512_maskz_mov_pd(m, _mm512_set1_pd(1.0));
      else
        return _mm256_maskz_mov_ps(m, _mm256_set1_ps(1.0f));
    }
  }

  // acc + v * xv, both in registers.
  static typename Base::Vec fma(typename Base::Vec v, typename Base::Vec xv,
                                typename Base::Vec acc) {
    if constexpr (Base::kF32x16)
      return _mm512_fmadd_ps(v, xv, acc);
    else if constexpr (Base::kF64)
      return _mm512_fmadd_pd(v, xv, acc);
    else
      return _mm256_mask3_fmadd_ps(v, xv, acc, Base::kAll);
  }
  using Base::fma;
};

}  // namespace

inline void spgen_spmv_sellp_c16_b8_v0_p0_cb16_g1_f64i32_avx512_impl(
    std::int32_t slice_begin, std::int32_t slice_end, std::int32_t nrows, std::int32_t sigma,
    const std::int32_t* __restrict__ slice_ptr, const std::int32_t* __restrict__ slice_base,
    const unsigned short* __restrict__ col_lo, const unsigned short* __restrict__ col_hi,
    [[maybe_unused]] const unsigned char* __restrict__ col8,
    [[maybe_unused]] const unsigned char* __restrict__ col8_hi,
    const std::int32_t* __restrict__ col_base, const double* __restrict__ values,
    [[maybe_unused]] const unsigned char* __restrict__ code8,
    [[maybe_unused]] const unsigned short* __restrict__ code16,
    [[maybe_unused]] const double* __restrict__ dict,
    [[maybe_unused]] const std::int32_t* __restrict__ row_len,
    const std::int32_t* __restrict__ row_perm, const double* __restrict__ x, double* __restrict__ y,
    double alpha, double beta) {
  using Simd = SellC16Simd<double, std::int32_t>;
  constexpr int kLanes = Simd::kLanes;
  static_assert(8 % kLanes == 0, "slice height must be a multiple of the vector lanes");
  static_assert(0 == 0 || 0 == 8 || 0 == 16, "values stored, or 8/16-bit codes");
  static_assert(0 == 0 || 0 == 0, "a pattern stores no values to code");
  static_assert(16 == 16 || 16 == 8, "columns as 16-bit or 8-bit offsets");
  constexpr int kVectors = 8 / kLanes;

  alignas(64) double result[8];
  alignas(64) std::int32_t cols[kLanes];
  [[maybe_unused]] typename Simd::Table table_lo{}, table_hi{};

  for (std::int32_t s = slice_begin; s < slice_end; ++s) {
    const std::int32_t begin = slice_ptr[s];
    const std::int32_t width = (slice_ptr[s + 1] - begin) / 8;
    const std::int32_t base = slice_base[s];
    [[maybe_unused]] const unsigned short* lo = 16 == 16 ? col_lo + begin : nullptr;
    const unsigned short* hi = base < 0 ? col_hi + (-1 - base) : nullptr;
    typename Simd::Vec acc[kVectors];
    // SPGEN_UNROLL: v = 0
    acc[0] = Simd::zero();
    for (std::int32_t j = 0; j < width; ++j) {
      [[maybe_unused]] const std::int32_t column_base =
          16 == 8 ? col_base[begin / 8 + j] : std::int32_t(0);
      // SPGEN_UNROLL: v = 0
      {
        const std::int32_t at = j * 8 + 0 * kLanes;
        Simd::columns(lo + at, hi ? hi + at : nullptr, base, cols);
        const typename Simd::Vec xv = Simd::template load_x_across_rows<1>(cols, x);
        { acc[0] = Simd::fma(values + begin + at, xv, acc[0]); }
      }
    }
    // SPGEN_UNROLL: v = 0
    Simd::store(result + 0 * kLanes, acc[0]);

    // Rows past nrows in the last slice are padding and are not written.
    const std::int32_t first = s * 8;
    const std::int32_t count = nrows - first < 8 ? nrows - first : std::int32_t(8);
    for (std::int32_t r = 0; r < count; ++r) {
      const std::int32_t row = sigma > 1 ? row_perm[first + r] : first + r;
      // beta == 0: y is not read (it may hold NaN or be uninitialised).
      y[row] = beta == double(0) ? alpha * result[r] : alpha * result[r] + beta * y[row];
    }
  }
}

namespace spgen::generated {
void spgen_spmv_sellp_c16_b8_v0_p0_cb16_g1_f64i32_avx512(
    std::int32_t slice_begin, std::int32_t slice_end, std::int32_t nrows, std::int32_t sigma,
    const std::int32_t* slice_ptr, const std::int32_t* slice_base, const unsigned short* col_lo,
    const unsigned short* col_hi, const unsigned char* col8, const unsigned char* col8_hi,
    const std::int32_t* col_base, const double* values, const unsigned char* code8,
    const unsigned short* code16, const double* dict, const std::int32_t* row_len,
    const std::int32_t* row_perm, const double* x, double* y, double alpha, double beta) {
  ::spgen_spmv_sellp_c16_b8_v0_p0_cb16_g1_f64i32_avx512_impl(
      slice_begin, slice_end, nrows, sigma, slice_ptr, slice_base, col_lo, col_hi, col8, col8_hi,
      col_base, values, code8, code16, dict, row_len, row_perm, x, y, alpha, beta);
}
}  // namespace spgen::generated
