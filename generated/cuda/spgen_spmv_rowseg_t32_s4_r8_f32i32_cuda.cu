// generated — do not edit. Written by spgen-gen from the files below; change those and run the
// spgen_regenerate target instead.
// instance spgen_spmv_rowseg_t32_s4_r8_f32i32_cuda of templates/cuda/rowseg_spmv.cu
//   specs/formats/rowseg.yaml  xxh3:105609f3a54c7efc
//   specs/kernels.yaml  xxh3:d039592427a0c765
//   templates/cuda/rowseg_spmv.cu  xxh3:4dd269b778ee048c
//   templates/common/spgen_template.h  xxh3:8f7ab504a8a5f0c9

// Row-segment SpMV, y = alpha*A*x + beta*y: CSR whose heavy rows are cut into
// pieces of at most kThreadsPerSegment * kSteps entries (the heavy/light split
// of RS-SpMM, Hong et al., for one column panel).
//
// Geometry: block = kSegmentsPerBlock * kThreadsPerSegment threads, one
// segment per group of kThreadsPerSegment consecutive lanes, grid =
// ceil(nsegs / kSegmentsPerBlock). Every segment fits in kSteps strides of the
// group, so the loop is unrolled and predicated: a group issues all its loads
// at once instead of walking a long row one stride at a time.
//
// A whole-row segment writes y directly. A piece of heavy row h stores its sum
// in partial[], then counts itself in arrivals[h]; the piece that arrives last
// adds the row's partials in piece order (deterministic), writes y and resets
// the count for the next product. One launch, no pre-scaling of y.
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

extern "C" __global__ void spgen_spmv_rowseg_t32_s4_r8_f32i32_cuda(
    int nsegs, const int* __restrict__ seg_ptr, const int* __restrict__ seg_row,
    const int* __restrict__ heavy_row, const int* __restrict__ heavy_seg_begin,
    const int* __restrict__ heavy_piece_ptr, const int* __restrict__ col_idx,
    const float* __restrict__ values, float* __restrict__ partial, int* __restrict__ arrivals,
    const float* __restrict__ x, float* __restrict__ y, float alpha, float beta) {
  static_assert(spgen::template_is_pow2(32) && 32 <= 32,
                "threads per segment must be a power of two no larger than a warp");
  static_assert(4 >= 1, "a segment takes at least one step");
  static_assert(8 >= 1 && 8 * 32 <= 1024, "a block holds at most 1024 threads");
  [[maybe_unused]] constexpr int kReduceSteps = spgen::template_log2(32);

  SPGEN_LET_NEXT_GRID_START();
  const long long seg =
      static_cast<long long>(blockIdx.x) * 8 + static_cast<long long>(threadIdx.x / 32);
  if (seg >= static_cast<long long>(nsegs)) return;
  const int lane = static_cast<int>(threadIdx.x % 32);
  // The group's lanes are aligned within the warp; its shuffles use only them.
  const unsigned warp_lane = threadIdx.x % 32u;
  const unsigned group_mask =
      32 == 32 ? 0xffffffffu : ((1u << 32) - 1u) << (warp_lane & ~(32 - 1u));

  const int begin = __ldg(seg_ptr + seg);
  const int end = __ldg(seg_ptr + seg + 1);
  const int tag = __ldg(seg_row + seg);
  // Columns and values belong to the matrix: loaded before waiting for the
  // previous grid, x only after.
  int cols[4];
  float vals[4];
  // SPGEN_UNROLL: i = 0 1 2 3
  {
    const int k = begin + lane + 0 * 32;
    cols[0] = k < end ? __ldg(col_idx + k) : static_cast<int>(0);
    vals[0] = k < end ? __ldg(values + k) : float(0);
  }
  {
    const int k = begin + lane + 1 * 32;
    cols[1] = k < end ? __ldg(col_idx + k) : static_cast<int>(0);
    vals[1] = k < end ? __ldg(values + k) : float(0);
  }
  {
    const int k = begin + lane + 2 * 32;
    cols[2] = k < end ? __ldg(col_idx + k) : static_cast<int>(0);
    vals[2] = k < end ? __ldg(values + k) : float(0);
  }
  {
    const int k = begin + lane + 3 * 32;
    cols[3] = k < end ? __ldg(col_idx + k) : static_cast<int>(0);
    vals[3] = k < end ? __ldg(values + k) : float(0);
  }
  SPGEN_WAIT_FOR_PREVIOUS_GRID();
  float sum = float(0);
  // SPGEN_UNROLL: i = 0 1 2 3
  if (begin + lane + 0 * 32 < end) sum += vals[0] * __ldg(x + cols[0]);
  if (begin + lane + 1 * 32 < end) sum += vals[1] * __ldg(x + cols[1]);
  if (begin + lane + 2 * 32 < end) sum += vals[2] * __ldg(x + cols[2]);
  if (begin + lane + 3 * 32 < end) sum += vals[3] * __ldg(x + cols[3]);
  // SPGEN_UNROLL: i = 0 1 2 3 4
  sum += __shfl_xor_sync(group_mask, sum, 32 >> (0 + 1), 32);
  sum += __shfl_xor_sync(group_mask, sum, 32 >> (1 + 1), 32);
  sum += __shfl_xor_sync(group_mask, sum, 32 >> (2 + 1), 32);
  sum += __shfl_xor_sync(group_mask, sum, 32 >> (3 + 1), 32);
  sum += __shfl_xor_sync(group_mask, sum, 32 >> (4 + 1), 32);

  if (tag >= 0) {  // a whole row
    if (lane == 0) {
      // beta == 0 must not read y: it may hold NaN or be uninitialised.
      float result = alpha * sum;
      if (beta != float(0)) result += beta * y[tag];
      y[tag] = result;
    }
    return;
  }

  // A piece of heavy row h (uniform over the group, like tag).
  const int h = -1 - tag;
  const int first_slot = __ldg(heavy_piece_ptr + h);
  const int pieces = __ldg(heavy_piece_ptr + h + 1) - first_slot;
  int arrived = 0;
  if (lane == 0) {
    partial[first_slot + (static_cast<int>(seg) - __ldg(heavy_seg_begin + h))] = sum;
    // Release: the partial is visible device-wide before the count. An
    // acq_rel fence, not __threadfence() (fence.sc): this pattern needs no
    // sequential consistency, and the lighter fence shortens the long-row path.
    asm volatile("fence.acq_rel.gpu;" ::: "memory");
    arrived = static_cast<int>(atomicAdd(reinterpret_cast<unsigned*>(arrivals + h), 1u));
  }
  arrived = __shfl_sync(group_mask, arrived, 0, 32);
  if (arrived != pieces - 1) return;

  // Last piece in. Acquire: with the other pieces' release fences and the
  // count, every partial is visible to the loads below.
  asm volatile("fence.acq_rel.gpu;" ::: "memory");
  float total = float(0);
  for (int p = lane; p < pieces; p += 32)
    total += __ldcg(partial + first_slot + p);  // from L2: other SMs wrote them
  // SPGEN_UNROLL: i = 0 1 2 3 4
  total += __shfl_xor_sync(group_mask, total, 32 >> (0 + 1), 32);
  total += __shfl_xor_sync(group_mask, total, 32 >> (1 + 1), 32);
  total += __shfl_xor_sync(group_mask, total, 32 >> (2 + 1), 32);
  total += __shfl_xor_sync(group_mask, total, 32 >> (3 + 1), 32);
  total += __shfl_xor_sync(group_mask, total, 32 >> (4 + 1), 32);
  if (lane == 0) {
    const int row = __ldg(heavy_row + h);
    float result = alpha * total;
    if (beta != float(0)) result += beta * y[row];
    y[row] = result;
    arrivals[h] = 0;  // ready for the next product (launches on one stream are ordered)
  }
}
