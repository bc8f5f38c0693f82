// generated — do not edit. Written by spgen-gen from the files below; change those and run the
// spgen_regenerate target instead.
// instance spgen_spmv_sellp_b16_t4_u2_f32i32_cuda of templates/cuda/sellp_spmv.cu
//   specs/formats/sellp.yaml  xxh3:2ed1d2740ae579bc
//   specs/kernels.yaml  xxh3:d039592427a0c765
//   templates/cuda/sellp_spmv.cu  xxh3:623786f38110be5d
//   templates/common/spgen_template.h  xxh3:8f7ab504a8a5f0c9

// SELL-P SpMV, y = alpha*A*x + beta*y, after Anzt, Tomov & Dongarra: one
// slice of kSliceHeight rows per block, kThreadsPerRow lanes per row, the
// lanes' partial sums reduced with warp shuffles.
//
// Storage (templates/README.md): entry j of local row r of slice s is at
// slice_ptr[s] + j*b + r; every slice's width is a multiple of t, padding is
// value 0 with a valid column, rows past nrows in the last slice are padding.
//
// Thread mapping: a warp holds R = min(b, 32/t) rows with their t lanes, row
// index fastest, so lane l of the R rows reads entries j = l + t*jj: R
// contiguous elements per lane and, over the block, every element of the
// b*t tile exactly once per step. The t lanes of a row sit R apart in the
// same warp, so an xor-shuffle tree reduces them without shared memory.
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

extern "C" __global__ void spgen_spmv_sellp_b16_t4_u2_f32i32_cuda(
    int nrows, int nslices, const int* __restrict__ slice_ptr, const int* __restrict__ col_idx,
    const float* __restrict__ values, const int* __restrict__ row_perm, const float* __restrict__ x,
    float* __restrict__ y, float alpha, float beta) {
  static_assert(spgen::template_is_pow2(4) && 4 <= 32,
                "threads per row must be a power of two no larger than a warp");
  static_assert(spgen::template_is_pow2(16), "slice height must be a power of two");
  static_assert(16 * 4 <= 1024, "a block holds at most 1024 threads");
  static_assert(2 >= 1, "unroll factor must be positive");
  constexpr int kRowsPerWarp = 16 < 32 / 4 ? 16 : 32 / 4;
  constexpr int kGroupThreads = kRowsPerWarp * 4;  // <= 32, divides 32
  [[maybe_unused]] constexpr int kReduceSteps = spgen::template_log2(4);

  SPGEN_LET_NEXT_GRID_START();
  const long long slice = blockIdx.x;
  if (slice >= static_cast<long long>(nslices)) return;  // uniform per block

  const int tid = static_cast<int>(threadIdx.x);
  const int group = tid / kGroupThreads;
  const int in_group = tid % kGroupThreads;
  const int local_row = group * kRowsPerWarp + in_group % kRowsPerWarp;
  const int lane = in_group / kRowsPerWarp;

  const int begin = __ldg(slice_ptr + slice);
  const int width = (__ldg(slice_ptr + slice + 1) - begin) / 16;
  const int steps = width / 4;  // width is a multiple of t
  // Element (j = lane + t*jj, local_row) lives at offset jj*(t*b) from here.
  const int* cols = col_idx + begin + static_cast<int>(lane) * 16 + local_row;
  const float* vals = values + begin + static_cast<int>(lane) * 16 + local_row;
  constexpr int kStride = 4 * 16;
  SPGEN_WAIT_FOR_PREVIOUS_GRID();  // x and y only after the previous grid (slice bounds before)

  // Padding carries value 0 and a valid column, so no lane needs a bound check
  // inside the slice and every lane runs the same trip count.
  float sum = float(0);
  int jj = 0;
  {
    for (; jj + 2 <= steps; jj += 2) {
      // Issue all loads of the unrolled group before the FMAs for memory-level
      // parallelism.
      int c[2];
      float v[2];
      // SPGEN_UNROLL: u = 0 1
      c[0] = __ldg(cols + (jj + 0) * kStride);
      v[0] = __ldg(vals + (jj + 0) * kStride);
      c[1] = __ldg(cols + (jj + 1) * kStride);
      v[1] = __ldg(vals + (jj + 1) * kStride);
      // SPGEN_UNROLL: u = 0 1
      sum += v[0] * __ldg(x + c[0]);
      sum += v[1] * __ldg(x + c[1]);
    }
  }
  for (; jj < steps; ++jj)
    sum += __ldg(vals + jj * kStride) * __ldg(x + __ldg(cols + jj * kStride));

  {
    const unsigned warp_lane = threadIdx.x % 32u;
    const unsigned group_mask = kGroupThreads == 32 ? 0xffffffffu
                                                    : ((1u << kGroupThreads) - 1u)
                                                          << (warp_lane & ~(kGroupThreads - 1u));
    // SPGEN_UNROLL: i = 0 1
    sum += __shfl_xor_sync(group_mask, sum, kRowsPerWarp * (4 >> (0 + 1)), kGroupThreads);
    sum += __shfl_xor_sync(group_mask, sum, kRowsPerWarp * (4 >> (1 + 1)), kGroupThreads);
  }

  const long long position = slice * 16 + local_row;
  if (lane == 0 && position < static_cast<long long>(nrows)) {
    const int row = __ldg(row_perm + position);
    // beta == 0 must not read y: it may hold NaN or be uninitialised.
    float result = alpha * sum;
    if (beta != float(0)) result += beta * y[row];
    y[row] = result;
  }
}
