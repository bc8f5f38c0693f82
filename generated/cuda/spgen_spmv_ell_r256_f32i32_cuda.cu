// generated — do not edit. Written by spgen-gen from the files below; change those and run the
// spgen_regenerate target instead.
// instance spgen_spmv_ell_r256_f32i32_cuda of templates/cuda/ell_spmv.cu
//   specs/formats/ell.yaml  xxh3:380088fefce25019
//   specs/kernels.yaml  xxh3:d039592427a0c765
//   templates/cuda/ell_spmv.cu  xxh3:c3c742c8b74b3741
//   templates/common/spgen_template.h  xxh3:8f7ab504a8a5f0c9

// ELL SpMV, y = alpha*A*x + beta*y: one thread per row; entry j of every row
// is the contiguous run col_idx[j*nrows ...], so a warp's loads of one column
// coalesce. Padding (value 0, a valid column) needs no test in the loop.
//
// Geometry: block = kRowsPerBlock threads, grid = ceil(nrows / kRowsPerBlock).
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

extern "C" __global__ void spgen_spmv_ell_r256_f32i32_cuda(
    int nrows, int width, const int* __restrict__ col_idx, const float* __restrict__ values,
    const float* __restrict__ x, float* __restrict__ y, float alpha, float beta) {
  static_assert(256 >= 32 && 256 <= 1024 && 256 % 32 == 0,
                "a block is whole warps, at most 1024 threads");
  SPGEN_LET_NEXT_GRID_START();
  // 64-bit: blockIdx.x * kRowsPerBlock and j * nrows overflow 32 bits for large matrices.
  const long long row = static_cast<long long>(blockIdx.x) * 256 + threadIdx.x;
  if (row >= static_cast<long long>(nrows)) return;
  SPGEN_WAIT_FOR_PREVIOUS_GRID();  // x and y only after the previous grid
  float sum = float(0);
  for (long long k = row; k < static_cast<long long>(width) * nrows; k += nrows)
    sum += __ldg(values + k) * __ldg(x + __ldg(col_idx + k));
  // beta == 0 must not read y: it may hold NaN or be uninitialised.
  float result = alpha * sum;
  if (beta != float(0)) result += beta * y[row];
  y[row] = result;
}
