// generated — do not edit. Written by spgen-gen from the files below; change those and run the
// spgen_regenerate target instead.
// instance spgen_spmv_csr_g1_f32i32_avx512 of templates/avx512/csr_spmv.cpp
//   specs/formats/csr.yaml  xxh3:f71d2cbf6c803a35
//   specs/kernels.yaml  xxh3:6e172074870302e5
//   templates/avx512/csr_spmv.cpp  xxh3:e1c566175b05c481
//   templates/common/spgen_template.h  xxh3:8f7ab504a8a5f0c9
//   templates/avx512/x_lanes.h  xxh3:2e14b5b908c76a66
//   templates/avx512/vec_ops.h  xxh3:6dd1b3a83e53a39a

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
    if constexpr (Base::kF32x16)
      return _mm512_fmadd_ps(_mm512_maskz_loadu_ps(m, v), xv, acc);
    else if constexpr (Base::kF64)
      return _mm512_fmadd_pd(_mm512_maskz_loadu_pd(m, v), xv, acc);
    else
      return _mm256_mask3_fmadd_ps(_mm256_maskz_loadu_ps(m, v), xv, acc, Base::kAll);
  }
  static Vec add(Vec a, Vec b) {
    if constexpr (Base::kF32x16)
      return _mm512_add_ps(a, b);
    else if constexpr (Base::kF64)
      return _mm512_add_pd(a, b);
    else
      return _mm256_add_ps(a, b);
  }
  static V reduce(Vec a) { return reduce_add(a); }
};

}  // namespace

inline void spgen_spmv_csr_g1_f32i32_avx512_impl(std::int32_t row_begin, std::int32_t row_end,
                                                 const std::int32_t* __restrict__ row_ptr,
                                                 const std::int32_t* __restrict__ col_idx,
                                                 const float* __restrict__ values,
                                                 const float* __restrict__ x, float* __restrict__ y,
                                                 float alpha, float beta) {
  using Simd = CsrSimd<float, std::int32_t>;
  constexpr int kLanes = Simd::kLanes;
  for (std::int32_t row = row_begin; row < row_end; ++row) {
    std::int32_t k = row_ptr[row];
    const std::int32_t end = row_ptr[row + 1];
    // Two accumulators hide the FMA latency behind the next gather on long rows.
    typename Simd::Vec acc0 = Simd::zero();
    typename Simd::Vec acc1 = Simd::zero();
    // Compare remaining counts, not k + lanes <= end: that sum could overflow
    // I when nnz is close to its maximum.
    for (; end - k >= 2 * kLanes; k += 2 * kLanes) {
      typename Simd::Vec x0, x1;
      {
        x0 = Simd::load_lanes(col_idx + k, x);
        x1 = Simd::load_lanes(col_idx + k + kLanes, x);
      }
      acc0 = Simd::fma(values + k, x0, acc0);
      acc1 = Simd::fma(values + k + kLanes, x1, acc1);
    }
    if (end - k >= kLanes) {
      typename Simd::Vec x0;
      { x0 = Simd::load_lanes(col_idx + k, x); }
      acc0 = Simd::fma(values + k, x0, acc0);
      k += kLanes;
    }
    float sum;
    {
      // The tail by scalar loads: no lane past the row is touched.
      float tail = float(0);
      for (; k < end; ++k) tail += values[k] * x[col_idx[k]];
      sum = Simd::reduce(Simd::add(acc0, acc1)) + tail;
    }
    // beta == 0 must not read y: it may hold NaN or be uninitialised.
    y[row] = beta == float(0) ? alpha * sum : alpha * sum + beta * y[row];
  }
}

namespace spgen::generated {
void spgen_spmv_csr_g1_f32i32_avx512(std::int32_t row_begin, std::int32_t row_end,
                                     const std::int32_t* row_ptr, const std::int32_t* col_idx,
                                     const float* values, const float* x, float* y, float alpha,
                                     float beta) {
  ::spgen_spmv_csr_g1_f32i32_avx512_impl(row_begin, row_end, row_ptr, col_idx, values, x, y, alpha,
                                         beta);
}
}  // namespace spgen::generated
