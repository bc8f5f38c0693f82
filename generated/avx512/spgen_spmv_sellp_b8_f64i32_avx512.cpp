// generated — do not edit. Written by spgen-gen from the files below; change those and run the
// spgen_regenerate target instead.
// instance spgen_spmv_sellp_b8_f64i32_avx512 of templates/avx512/sellp_spmv.cpp
//   specs/formats/sellp.yaml  xxh3:701007c5ed02995c
//   specs/kernels.yaml  xxh3:23d919f316249e4e
//   specs/targets.yaml  xxh3:604f09d536087b40
//   templates/avx512/sellp_spmv.cpp  xxh3:7457364945b9f4d9
//   templates/common/spgen_template.h  xxh3:2a4e75b894c62d28

// SELL-C-σ SpMV on AVX-512, y = alpha*A*x + beta*y over slices
// [slice_begin, slice_end): slice height C = kSliceHeight rows, one vector
// lane per row, so each slice column is C/lanes contiguous vector loads of
// values and column indices and a gather of x; no horizontal reduction.
//
// Storage (templates/README.md): entry j of local row r of slice s is at
// slice_ptr[s] + j*C + r; padding is value 0 with a valid column, so the loop
// over a slice needs no masks. Results go to y[row_perm[p]]: they are stored
// to a small buffer and written back with scalar stores, which is cheaper than
// a scatter for C values per slice and safe for the permutation.
//
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

namespace spgen {

/// floor(log2(v)) for v >= 1; the number of halving steps of a tree reduction
/// over v lanes when v is a power of two.
constexpr SPGEN_HOST_DEVICE int template_log2(int v) {
  return v <= 1 ? 0 : 1 + template_log2(v / 2);
}

constexpr SPGEN_HOST_DEVICE bool template_is_pow2(int v) { return v > 0 && (v & (v - 1)) == 0; }

}  // namespace spgen
// ---- end of templates/common/spgen_template.h ----

namespace {

template <typename V, typename I>
struct SellSimd;

template <>
struct SellSimd<double, std::int32_t> {
  static constexpr int kLanes = 8;
  using Vec = __m512d;
  static Vec zero() { return _mm512_setzero_pd(); }
  static Vec fma(const std::int32_t* c, const double* v, const double* x, Vec acc) {
    const __m256i idx = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(c));
    return _mm512_fmadd_pd(_mm512_loadu_pd(v),
                           _mm512_mask_i32gather_pd(_mm512_setzero_pd(), 0xff, idx, x, 8), acc);
  }
  static void store_scaled(double* out, double alpha, Vec acc) {
    _mm512_storeu_pd(out, _mm512_mul_pd(_mm512_set1_pd(alpha), acc));
  }
};

template <>
struct SellSimd<double, std::int64_t> {
  static constexpr int kLanes = 8;
  using Vec = __m512d;
  static Vec zero() { return _mm512_setzero_pd(); }
  static Vec fma(const std::int64_t* c, const double* v, const double* x, Vec acc) {
    const __m512i idx = _mm512_loadu_si512(c);
    return _mm512_fmadd_pd(_mm512_loadu_pd(v),
                           _mm512_mask_i64gather_pd(_mm512_setzero_pd(), 0xff, idx, x, 8), acc);
  }
  static void store_scaled(double* out, double alpha, Vec acc) {
    _mm512_storeu_pd(out, _mm512_mul_pd(_mm512_set1_pd(alpha), acc));
  }
};

template <>
struct SellSimd<float, std::int32_t> {
  static constexpr int kLanes = 16;
  using Vec = __m512;
  static Vec zero() { return _mm512_setzero_ps(); }
  static Vec fma(const std::int32_t* c, const float* v, const float* x, Vec acc) {
    const __m512i idx = _mm512_loadu_si512(c);
    return _mm512_fmadd_ps(_mm512_loadu_ps(v),
                           _mm512_mask_i32gather_ps(_mm512_setzero_ps(), 0xffff, idx, x, 4), acc);
  }
  static void store_scaled(float* out, float alpha, Vec acc) {
    _mm512_storeu_ps(out, _mm512_mul_ps(_mm512_set1_ps(alpha), acc));
  }
};

template <>
struct SellSimd<float, std::int64_t> {
  static constexpr int kLanes = 8;
  using Vec = __m256;
  // The AVX-512VL form: -mavx512f does not imply -mfma for 256-bit FMAs.
  static constexpr __mmask8 kAll = 0xff;
  static Vec zero() { return _mm256_setzero_ps(); }
  static Vec fma(const std::int64_t* c, const float* v, const float* x, Vec acc) {
    const __m512i idx = _mm512_loadu_si512(c);
    return _mm256_mask3_fmadd_ps(_mm256_loadu_ps(v),
                                 _mm512_mask_i64gather_ps(_mm256_setzero_ps(), 0xff, idx, x, 4),
                                 acc, kAll);
  }
  static void store_scaled(float* out, float alpha, Vec acc) {
    _mm256_storeu_ps(out, _mm256_mul_ps(_mm256_set1_ps(alpha), acc));
  }
};

}  // namespace

inline void spgen_spmv_sellp_b8_f64i32_avx512_impl(
    std::int32_t slice_begin, std::int32_t slice_end, std::int32_t nrows,
    const std::int32_t* __restrict__ slice_ptr, const std::int32_t* __restrict__ col_idx,
    const double* __restrict__ values, const std::int32_t* __restrict__ row_perm,
    const double* __restrict__ x, double* __restrict__ y, double alpha, double beta) {
  using Simd = SellSimd<double, std::int32_t>;
  constexpr int kLanes = Simd::kLanes;
  static_assert(8 % kLanes == 0, "slice height must be a multiple of the vector lanes");
  constexpr int kVectors = 8 / kLanes;

  alignas(64) double result[8];
  for (std::int32_t s = slice_begin; s < slice_end; ++s) {
    const std::int32_t begin = slice_ptr[s];
    const std::int32_t width = (slice_ptr[s + 1] - begin) / 8;
    const std::int32_t* cols = col_idx + begin;
    const double* vals = values + begin;
    typename Simd::Vec acc[kVectors];
    // SPGEN_UNROLL: v = 0
    acc[0] = Simd::zero();
    for (std::int32_t j = 0; j < width; ++j) {
      // SPGEN_UNROLL: v = 0
      acc[0] = Simd::fma(cols + j * 8 + 0 * kLanes, vals + j * 8 + 0 * kLanes, x, acc[0]);
    }
    // SPGEN_UNROLL: v = 0
    Simd::store_scaled(result + 0 * kLanes, alpha, acc[0]);

    // Rows past nrows in the last slice are padding and are not written.
    const std::int32_t first = s * 8;
    const std::int32_t count = nrows - first < 8 ? nrows - first : std::int32_t(8);
    if (beta == double(0)) {  // y is not read: it may hold NaN or be uninitialised
      for (std::int32_t r = 0; r < count; ++r) y[row_perm[first + r]] = result[r];
    } else {
      for (std::int32_t r = 0; r < count; ++r) {
        const std::int32_t row = row_perm[first + r];
        y[row] = result[r] + beta * y[row];
      }
    }
  }
}

namespace spgen::generated {
void spgen_spmv_sellp_b8_f64i32_avx512(std::int32_t slice_begin, std::int32_t slice_end,
                                       std::int32_t nrows, const std::int32_t* slice_ptr,
                                       const std::int32_t* col_idx, const double* values,
                                       const std::int32_t* row_perm, const double* x, double* y,
                                       double alpha, double beta) {
  ::spgen_spmv_sellp_b8_f64i32_avx512_impl(slice_begin, slice_end, nrows, slice_ptr, col_idx,
                                           values, row_perm, x, y, alpha, beta);
}
}  // namespace spgen::generated
