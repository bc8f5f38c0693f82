// generated — do not edit. Written by spgen-gen from the files below; change those and run the
// spgen_regenerate target instead.
// instance spgen_spmv_csrstream_b256_s2_f32i32_cuda of templates/cuda/csrstream_spmv.cu
//   specs/formats/csrstream.yaml  xxh3:d6bf13e662de9bd6
//   specs/kernels.yaml  xxh3:d039592427a0c765
//   templates/cuda/csrstream_spmv.cu  xxh3:811849fa21717732
//   templates/common/spgen_template.h  xxh3:8f7ab504a8a5f0c9

// CSR-Stream SpMV, y = alpha*A*x + beta*y, after CSR-Adaptive (Greathouse &
// Daga, SC'14): one block of kBlockThreads per tile, a tile being consecutive
// rows with at most kBlockThreads * kSteps entries and kBlockThreads rows.
//
// A tile of whole rows (tile_long == -1): every thread computes kSteps
// products of consecutive entries (unrolled, fully coalesced loads) into
// shared memory; after one barrier, each row is summed from there by a
// power-of-two group of threads, as wide as the tile's row count allows (at
// most a warp). The row bounds are loaded before the barrier so their latency
// overlaps the stream.
//
// One long row whole (tile_long == -2): a row of more than kTile but at most
// piece_len entries. The block streams it in chunks of kTile and reduces it
// itself: on a small matrix, which runs in one wave of blocks, this is shorter
// than combining pieces across blocks (an atomic and two fences more).
//
// A piece of a split long row (tile_long = h >= 0, rows over piece_len): the
// block reduces its piece to one partial sum; the piece that arrives last at
// the row's arrival count adds the row's partials in piece order
// (deterministic), writes y and resets the count for the next product, as row
// segments do.
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

extern "C" __global__ void spgen_spmv_csrstream_b256_s2_f32i32_cuda(
    int ntiles, int piece_len, const int* __restrict__ tile_ptr, const int* __restrict__ tile_row,
    const int* __restrict__ tile_long, const int* __restrict__ long_first_tile,
    const int* __restrict__ row_ptr, const int* __restrict__ col_idx,
    const float* __restrict__ values, float* __restrict__ partial, int* __restrict__ arrivals,
    const float* __restrict__ x, float* __restrict__ y, float alpha, float beta) {
  static_assert(256 % 32 == 0 && 256 <= 1024, "a block is whole warps, at most 1024 threads");
  static_assert(2 >= 1, "a thread takes at least one entry per tile");
  constexpr int kTile = 256 * 2;
  constexpr int kWarps = 256 / 32;
  __shared__ float products[kTile];
  __shared__ float warp_sums[kWarps];

  SPGEN_LET_NEXT_GRID_START();
  const long long tile = blockIdx.x;
  if (tile >= static_cast<long long>(ntiles)) return;  // uniform per block
  const int tid = static_cast<int>(threadIdx.x);
  const int nz0 = __ldg(tile_ptr + tile);
  const int nz1 = __ldg(tile_ptr + tile + 1);
  const int r0 = __ldg(tile_row + tile);
  const int h = __ldg(tile_long + tile);

  if (h == -1) {  // whole rows r0 .. r1-1 (uniform per block)
    const int rows = static_cast<int>(__ldg(tile_row + tile + 1) - r0);
    int group_threads = 32;
    while (group_threads > 1 && group_threads * rows > 256) group_threads >>= 1;
    const int group = tid / group_threads;
    const int lane = tid % group_threads;
    const bool has_row = group < rows;
    int first = 0, last = 0;  // the row's entries, as offsets into products[]
    if (has_row) {
      first = __ldg(row_ptr + r0 + group) - nz0;
      last = __ldg(row_ptr + r0 + group + 1) - nz0;
    }
    // Offsets within the tile, not entry indices, are compared: nz0 + kTile may
    // pass max(I) on the last tile.
    const int n = nz1 - nz0;
    // Columns and values belong to the matrix: loaded before waiting for the
    // previous grid, x only after.
    int cols[2];
    float vals[2];
    // SPGEN_UNROLL: i = 0 1
    {
      const int o = 0 * 256 + tid;
      cols[0] = o < n ? __ldg(col_idx + nz0 + o) : static_cast<int>(0);
      vals[0] = o < n ? __ldg(values + nz0 + o) : float(0);
    }
    {
      const int o = 1 * 256 + tid;
      cols[1] = o < n ? __ldg(col_idx + nz0 + o) : static_cast<int>(0);
      vals[1] = o < n ? __ldg(values + nz0 + o) : float(0);
    }
    SPGEN_WAIT_FOR_PREVIOUS_GRID();
    // SPGEN_UNROLL: i = 0 1
    {
      const int o = 0 * 256 + tid;
      products[o] = o < n ? vals[0] * __ldg(x + cols[0]) : float(0);
    }
    {
      const int o = 1 * 256 + tid;
      products[o] = o < n ? vals[1] * __ldg(x + cols[1]) : float(0);
    }
    __syncthreads();
    if (!has_row) return;  // whole groups leave: the shuffles below stay in-group
    float sum = float(0);
    for (int e = first + lane; e < last; e += group_threads) sum += products[e];
    const unsigned warp_lane = threadIdx.x % 32u;
    const unsigned group_mask =
        group_threads == 32 ? 0xffffffffu
                            : ((1u << group_threads) - 1u)
                                  << (warp_lane & ~static_cast<unsigned>(group_threads - 1));
    for (int offset = group_threads / 2; offset > 0; offset /= 2)
      sum += __shfl_xor_sync(group_mask, sum, offset, group_threads);
    if (lane == 0) {
      const int row = r0 + group;
      // beta == 0 must not read y: it may hold NaN or be uninitialised.
      float result = alpha * sum;
      if (beta != float(0)) result += beta * y[row];
      y[row] = result;
    }
    return;
  }

  // One long row, or a piece of one: reduce the block's entries to one sum,
  // kTile at a time (one chunk for tiles of kTile entries or fewer).
  SPGEN_WAIT_FOR_PREVIOUS_GRID();
  float sum = float(0);
  const int n = nz1 - nz0;
  for (int chunk = 0; chunk < n; chunk += kTile) {
    // SPGEN_UNROLL: i = 0 1
    {
      const int o = chunk + 0 * 256 + tid;
      if (o < n) sum += __ldg(values + nz0 + o) * __ldg(x + __ldg(col_idx + nz0 + o));
    }
    {
      const int o = chunk + 1 * 256 + tid;
      if (o < n) sum += __ldg(values + nz0 + o) * __ldg(x + __ldg(col_idx + nz0 + o));
    }
  }
  for (int offset = 16; offset > 0; offset /= 2) sum += __shfl_xor_sync(0xffffffffu, sum, offset);
  if (tid % 32 == 0) warp_sums[tid / 32] = sum;
  __syncthreads();
  if (tid >= 32) return;  // warp 0 finishes
  sum = tid < kWarps ? warp_sums[tid] : float(0);
  for (int offset = 16; offset > 0; offset /= 2) sum += __shfl_xor_sync(0xffffffffu, sum, offset);

  if (h == -2) {  // the whole row: no other block takes part
    if (tid == 0) {
      float result = alpha * sum;
      if (beta != float(0)) result += beta * y[r0];
      y[r0] = result;
    }
    return;
  }

  const int first_tile = __ldg(long_first_tile + h);
  const int len = __ldg(row_ptr + r0 + 1) - __ldg(row_ptr + r0);
  const int pieces = (len + piece_len - 1) / piece_len;
  int arrived = 0;
  if (tid == 0) {
    partial[tile] = sum;
    // Release: the partial is visible device-wide before the count. An
    // acq_rel fence, not __threadfence() (fence.sc): this pattern needs no
    // sequential consistency, and the lighter fence shortens the long-row path.
    asm volatile("fence.acq_rel.gpu;" ::: "memory");
    arrived = static_cast<int>(atomicAdd(reinterpret_cast<unsigned*>(arrivals + h), 1u));
  }
  arrived = __shfl_sync(0xffffffffu, arrived, 0);
  if (arrived != pieces - 1) return;

  // Last piece in. Acquire: with the other pieces' release fences and the
  // count, every partial is visible to the loads below.
  asm volatile("fence.acq_rel.gpu;" ::: "memory");
  float total = float(0);
  for (int p = tid; p < pieces; p += 32) total += __ldcg(partial + first_tile + p);
  for (int offset = 16; offset > 0; offset /= 2)
    total += __shfl_xor_sync(0xffffffffu, total, offset);
  if (tid == 0) {
    float result = alpha * total;
    if (beta != float(0)) result += beta * y[r0];
    y[r0] = result;
    arrivals[h] = 0;  // ready for the next product (launches on one stream are ordered)
  }
}
