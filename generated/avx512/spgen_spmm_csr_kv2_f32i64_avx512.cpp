// generated — do not edit. Written by spgen-gen from the files below; change those and run the
// spgen_regenerate target instead.
// instance spgen_spmm_csr_kv2_f32i64_avx512 of templates/avx512/csr_spmm.cpp
//   specs/formats/csr.yaml  xxh3:f71d2cbf6c803a35
//   specs/kernels.yaml  xxh3:6e172074870302e5
//   templates/avx512/csr_spmm.cpp  xxh3:e1bcc79611ebfc8c
//   templates/common/spgen_template.h  xxh3:8f7ab504a8a5f0c9
//   templates/avx512/dense_ops.h  xxh3:1657455b2e910a85

// CSR SpMM on AVX-512, Y = alpha*A*X + beta*Y over rows [row_begin, row_end),
// X (ncols x k) and Y (nrows x k) dense row-major with row strides ldx, ldy.
//
// Register blocking over k: a pass over a row accumulates kKVectors vectors
// (kKVectors * lanes columns of Y's row) in registers, each entry broadcast
// once and multiplied into that many contiguous loads of X's row; the last
// block's lanes past k are masked off (they read and write no memory). Rows
// of X are contiguous, so no gather is needed.
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

inline void spgen_spmm_csr_kv2_f32i64_avx512_impl(std::int64_t row_begin, std::int64_t row_end,
                                                  const std::int64_t* __restrict__ row_ptr,
                                                  const std::int64_t* __restrict__ col_idx,
                                                  const float* __restrict__ values, std::int64_t k,
                                                  const float* __restrict__ x, std::int64_t ldx,
                                                  float* __restrict__ y, std::int64_t ldy,
                                                  float alpha, float beta) {
  using Ops = DenseOps<float>;
  constexpr int kLanes = Ops::kLanes;
  constexpr int kBlock = 2 * kLanes;
  const typename Ops::Vec va = Ops::broadcast(alpha);
  const typename Ops::Vec vb = Ops::broadcast(beta);
  for (std::int64_t c0 = 0; c0 < k; c0 += kBlock) {
    typename Ops::Mask m[2];
    // SPGEN_UNROLL: v = 0 1
    m[0] = Ops::first(static_cast<long long>(k) - c0 - static_cast<long long>(0) * kLanes);
    m[1] = Ops::first(static_cast<long long>(k) - c0 - static_cast<long long>(1) * kLanes);
    for (std::int64_t row = row_begin; row < row_end; ++row) {
      typename Ops::Vec acc[2];
      // SPGEN_UNROLL: v = 0 1
      acc[0] = Ops::zero();
      acc[1] = Ops::zero();
      const std::int64_t end = row_ptr[row + 1];
      for (std::int64_t p = row_ptr[row]; p < end; ++p) {
        const typename Ops::Vec a = Ops::broadcast(values[p]);
        const float* xr = x + static_cast<std::int64_t>(col_idx[p]) * ldx + c0;
        // SPGEN_UNROLL: v = 0 1
        acc[0] = Ops::fma(a, Ops::load(m[0], xr + 0 * kLanes), acc[0]);
        acc[1] = Ops::fma(a, Ops::load(m[1], xr + 1 * kLanes), acc[1]);
      }
      float* yr = y + static_cast<std::int64_t>(row) * ldy + c0;
      // SPGEN_UNROLL: v = 0 1
      {
        // beta == 0 must not read Y: it may hold NaN or be uninitialised.
        const typename Ops::Vec r =
            beta == float(0) ? Ops::mul(va, acc[0])
                             : Ops::fma(vb, Ops::load(m[0], yr + 0 * kLanes), Ops::mul(va, acc[0]));
        Ops::store(m[0], yr + 0 * kLanes, r);
      }
      {
        // beta == 0 must not read Y: it may hold NaN or be uninitialised.
        const typename Ops::Vec r =
            beta == float(0) ? Ops::mul(va, acc[1])
                             : Ops::fma(vb, Ops::load(m[1], yr + 1 * kLanes), Ops::mul(va, acc[1]));
        Ops::store(m[1], yr + 1 * kLanes, r);
      }
    }
  }
}

namespace spgen::generated {
void spgen_spmm_csr_kv2_f32i64_avx512(std::int64_t row_begin, std::int64_t row_end,
                                      const std::int64_t* row_ptr, const std::int64_t* col_idx,
                                      const float* values, std::int64_t k, const float* x,
                                      std::int64_t ldx, float* y, std::int64_t ldy, float alpha,
                                      float beta) {
  ::spgen_spmm_csr_kv2_f32i64_avx512_impl(row_begin, row_end, row_ptr, col_idx, values, k, x, ldx,
                                          y, ldy, alpha, beta);
}
}  // namespace spgen::generated
