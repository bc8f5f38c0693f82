// generated — do not edit. Written by spgen-gen from the files below; change those and run the
// spgen_regenerate target instead.
// instance spgen_spmv_csr_t8_r32_f64i32_cuda of templates/cuda/csr_spmv.cu
//   specs/formats/csr.yaml  xxh3:d5a73ee30b34beba
//   specs/kernels.yaml  xxh3:d039592427a0c765
//   templates/cuda/csr_spmv.cu  xxh3:a7859286cd319c6e
//   templates/common/spgen_template.h  xxh3:8f7ab504a8a5f0c9

// CSR SpMV, y = alpha*A*x + beta*y: CSR-scalar (t = 1) and CSR-vector
// (t > 1 lanes per row, reduced with warp shuffles), after Bell & Garland.
//
// Geometry: block = kRowsPerBlock * kThreadsPerRow threads, one row per group
// of kThreadsPerRow consecutive lanes, grid = ceil(nrows / kRowsPerBlock).
// A group's lanes share one row, so the row bound check and the shuffles are
// uniform per group: a partially filled last block needs no full-warp mask.
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

extern "C" __global__ void spgen_spmv_csr_t8_r32_f64i32_cuda(
    int nrows, const int* __restrict__ row_ptr, const int* __restrict__ col_idx,
    const double* __restrict__ values, const double* __restrict__ x, double* __restrict__ y,
    double alpha, double beta) {
  static_assert(spgen::template_is_pow2(8) && 8 <= 32,
                "threads per row must be a power of two no larger than a warp");
  static_assert(32 >= 1 && 32 * 8 <= 1024, "a block holds at most 1024 threads");
  [[maybe_unused]] constexpr int kReduceSteps = spgen::template_log2(8);

  SPGEN_LET_NEXT_GRID_START();
  // 64-bit: blockIdx.x * kRowsPerBlock overflows 32 bits for large grids.
  const long long row =
      static_cast<long long>(blockIdx.x) * 32 + static_cast<long long>(threadIdx.x / 8);
  if (row >= static_cast<long long>(nrows)) return;
  const int lane = static_cast<int>(threadIdx.x % 8);

  const int begin = __ldg(row_ptr + row);
  const int end = __ldg(row_ptr + row + 1);
  SPGEN_WAIT_FOR_PREVIOUS_GRID();  // x and y only after the previous grid (row bounds before)
  double sum = double(0);
  // Lanes stride through the row together so a group's loads are contiguous.
  for (int k = begin + lane; k < end; k += 8)
    sum += __ldg(values + k) * __ldg(x + __ldg(col_idx + k));

  {
    // The group's kThreadsPerRow lanes are aligned within the warp.
    const unsigned warp_lane = threadIdx.x % 32u;
    const unsigned group_mask = 8 == 32 ? 0xffffffffu : ((1u << 8) - 1u) << (warp_lane & ~(8 - 1u));
    // SPGEN_UNROLL: i = 0 1 2
    sum += __shfl_xor_sync(group_mask, sum, 8 >> (0 + 1), 8);
    sum += __shfl_xor_sync(group_mask, sum, 8 >> (1 + 1), 8);
    sum += __shfl_xor_sync(group_mask, sum, 8 >> (2 + 1), 8);
  }
  if (lane == 0) {
    // beta == 0 must not read y: it may hold NaN or be uninitialised.
    double result = alpha * sum;
    if (beta != double(0)) result += beta * y[row];
    y[row] = result;
  }
}
