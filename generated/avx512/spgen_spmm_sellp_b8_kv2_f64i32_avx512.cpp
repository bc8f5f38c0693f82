// generated — do not edit. Written by spgen-gen from the files below; change those and run the
// spgen_regenerate target instead.
// instance spgen_spmm_sellp_b8_kv2_f64i32_avx512 of templates/avx512/sellp_spmm.cpp
//   specs/formats/sellp.yaml  xxh3:2ddeed68f95e153b
//   specs/kernels.yaml  xxh3:6e172074870302e5
//   templates/avx512/sellp_spmm.cpp  xxh3:f9366c26a3694a44
//   templates/common/spgen_template.h  xxh3:8f7ab504a8a5f0c9
//   templates/avx512/dense_ops.h  xxh3:1657455b2e910a85

// SELL-C-σ SpMM on AVX-512, Y = alpha*A*X + beta*Y over slices
// [slice_begin, slice_end), X (ncols x k) and Y (nrows x k) dense row-major
// with row strides ldx, ldy.
//
// Register blocking over rows and k: a pass takes kRows = 8/kKVectors rows of
// a slice at once and kKVectors vectors of each one's row of Y (8 independent
// accumulator chains, where CSR's one-row pass has kKVectors), walking the
// slice's columns j in step: entry j of those rows is contiguous
// (slice_ptr[s] + j*b + r). Each entry's value is broadcast and multiplied
// into contiguous loads of its row of X; padding (value 0, a valid column)
// adds zero. Lanes past k are masked off. Rows map to Y through row_perm (σ
// sorting); positions past nrows are padding.
//
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
// ---- inlined from templates/avx512/dense_ops.h ----
// Dense-row operations the AVX-512 SpMM templates share: one 512-bit register
// of V (16 floats or 8 doubles) with its lane mask, masked loads and stores
// (a masked-off lane touches no memory), broadcast and FMA. One generic struct
// for both value types, each operation picking its intrinsic with if constexpr
// (templates/README.md). Compile with -mavx512f -mavx512vl -mavx512bw -mavx512dq.

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
    if constexpr (kF64)
      return _mm512_setzero_pd();
    else
      return _mm512_setzero_ps();
  }
  static Vec broadcast(V v) {
    if constexpr (kF64)
      return _mm512_set1_pd(v);
    else
      return _mm512_set1_ps(v);
  }
  // The first `n` lanes on (n >= kLanes: all).
  static Mask first(long long n) {
    if (n >= kLanes) return static_cast<Mask>(~0u);
    return n <= 0 ? static_cast<Mask>(0) : static_cast<Mask>((1u << n) - 1u);
  }
  static Vec load(Mask m, const V* p) {
    if constexpr (kF64)
      return _mm512_maskz_loadu_pd(m, p);
    else
      return _mm512_maskz_loadu_ps(m, p);
  }
  static void store(Mask m, V* p, Vec v) {
    if constexpr (kF64)
      _mm512_mask_storeu_pd(p, m, v);
    else
      _mm512_mask_storeu_ps(p, m, v);
  }
  static Vec fma(Vec a, Vec b, Vec c) {  // a*b + c
    if constexpr (kF64)
      return _mm512_fmadd_pd(a, b, c);
    else
      return _mm512_fmadd_ps(a, b, c);
  }
  static Vec mul(Vec a, Vec b) {
    if constexpr (kF64)
      return _mm512_mul_pd(a, b);
    else
      return _mm512_mul_ps(a, b);
  }
};

}  // namespace
// ---- end of templates/avx512/dense_ops.h ----

inline void spgen_spmm_sellp_b8_kv2_f64i32_avx512_impl(
    std::int32_t slice_begin, std::int32_t slice_end, std::int32_t nrows,
    const std::int32_t* __restrict__ slice_ptr, const std::int32_t* __restrict__ col_idx,
    const double* __restrict__ values, const std::int32_t* __restrict__ row_perm, std::int32_t k,
    const double* __restrict__ x, std::int32_t ldx, double* __restrict__ y, std::int32_t ldy,
    double alpha, double beta) {
  using Ops = DenseOps<double>;
  constexpr int kLanes = Ops::kLanes;
  constexpr int kBlock = 2 * kLanes;
  constexpr int kRows = 8 / 2;
  static_assert(2 >= 1 && 8 % 2 == 0, "kv divides the 8 accumulators");
  static_assert(8 % kRows == 0, "a slice is whole passes of rows");
  const typename Ops::Vec va = Ops::broadcast(alpha);
  const typename Ops::Vec vb = Ops::broadcast(beta);
  for (std::int32_t s = slice_begin; s < slice_end; ++s) {
    const std::int32_t base = slice_ptr[s];
    const std::int32_t width = (slice_ptr[s + 1] - base) / 8;
    const std::int64_t first = static_cast<std::int64_t>(s) * 8;
    for (std::int32_t c0 = 0; c0 < k; c0 += kBlock) {
      typename Ops::Mask m[2];
      // SPGEN_UNROLL: v = 0 1
      m[0] = Ops::first(static_cast<long long>(k) - c0 - static_cast<long long>(0) * kLanes);
      m[1] = Ops::first(static_cast<long long>(k) - c0 - static_cast<long long>(1) * kLanes);
      for (int r0 = 0; r0 < 8 && first + r0 < nrows; r0 += kRows) {
        typename Ops::Vec acc[kRows][2];
        // SPGEN_UNROLL: r = 0 1 2 3
        // SPGEN_UNROLL: v = 0 1
        acc[0][0] = Ops::zero();
        acc[0][1] = Ops::zero();
        // SPGEN_UNROLL: v = 0 1
        acc[1][0] = Ops::zero();
        acc[1][1] = Ops::zero();
        // SPGEN_UNROLL: v = 0 1
        acc[2][0] = Ops::zero();
        acc[2][1] = Ops::zero();
        // SPGEN_UNROLL: v = 0 1
        acc[3][0] = Ops::zero();
        acc[3][1] = Ops::zero();
        for (std::int32_t j = 0; j < width; ++j) {
          const std::int32_t at = base + j * 8 + r0;
          // SPGEN_UNROLL: r = 0 1 2 3
          {
            const typename Ops::Vec a = Ops::broadcast(values[at + 0]);
            const double* xr = x + static_cast<std::int64_t>(col_idx[at + 0]) * ldx + c0;
            // SPGEN_UNROLL: v = 0 1
            acc[0][0] = Ops::fma(a, Ops::load(m[0], xr + 0 * kLanes), acc[0][0]);
            acc[0][1] = Ops::fma(a, Ops::load(m[1], xr + 1 * kLanes), acc[0][1]);
          }
          {
            const typename Ops::Vec a = Ops::broadcast(values[at + 1]);
            const double* xr = x + static_cast<std::int64_t>(col_idx[at + 1]) * ldx + c0;
            // SPGEN_UNROLL: v = 0 1
            acc[1][0] = Ops::fma(a, Ops::load(m[0], xr + 0 * kLanes), acc[1][0]);
            acc[1][1] = Ops::fma(a, Ops::load(m[1], xr + 1 * kLanes), acc[1][1]);
          }
          {
            const typename Ops::Vec a = Ops::broadcast(values[at + 2]);
            const double* xr = x + static_cast<std::int64_t>(col_idx[at + 2]) * ldx + c0;
            // SPGEN_UNROLL: v = 0 1
            acc[2][0] = Ops::fma(a, Ops::load(m[0], xr + 0 * kLanes), acc[2][0]);
            acc[2][1] = Ops::fma(a, Ops::load(m[1], xr + 1 * kLanes), acc[2][1]);
          }
          {
            const typename Ops::Vec a = Ops::broadcast(values[at + 3]);
            const double* xr = x + static_cast<std::int64_t>(col_idx[at + 3]) * ldx + c0;
            // SPGEN_UNROLL: v = 0 1
            acc[3][0] = Ops::fma(a, Ops::load(m[0], xr + 0 * kLanes), acc[3][0]);
            acc[3][1] = Ops::fma(a, Ops::load(m[1], xr + 1 * kLanes), acc[3][1]);
          }
        }
        for (int r = 0; r < kRows && first + r0 + r < nrows;
             ++r) {  // not past the last slice's rows
          double* yr = y + static_cast<std::int64_t>(row_perm[first + r0 + r]) * ldy + c0;
          // SPGEN_UNROLL: v = 0 1
          {
            // beta == 0 must not read Y: it may hold NaN or be uninitialised.
            const typename Ops::Vec out =
                beta == double(0)
                    ? Ops::mul(va, acc[r][0])
                    : Ops::fma(vb, Ops::load(m[0], yr + 0 * kLanes), Ops::mul(va, acc[r][0]));
            Ops::store(m[0], yr + 0 * kLanes, out);
          }
          {
            // beta == 0 must not read Y: it may hold NaN or be uninitialised.
            const typename Ops::Vec out =
                beta == double(0)
                    ? Ops::mul(va, acc[r][1])
                    : Ops::fma(vb, Ops::load(m[1], yr + 1 * kLanes), Ops::mul(va, acc[r][1]));
            Ops::store(m[1], yr + 1 * kLanes, out);
          }
        }
      }
    }
  }
}

namespace spgen::generated {
void spgen_spmm_sellp_b8_kv2_f64i32_avx512(std::int32_t slice_begin, std::int32_t slice_end,
                                           std::int32_t nrows, const std::int32_t* slice_ptr,
                                           const std::int32_t* col_idx, const double* values,
                                           const std::int32_t* row_perm, std::int32_t k,
                                           const double* x, std::int32_t ldx, double* y,
                                           std::int32_t ldy, double alpha, double beta) {
  ::spgen_spmm_sellp_b8_kv2_f64i32_avx512_impl(slice_begin, slice_end, nrows, slice_ptr, col_idx,
                                               values, row_perm, k, x, ldx, y, ldy, alpha, beta);
}
}  // namespace spgen::generated
