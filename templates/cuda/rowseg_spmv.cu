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
#include "../common/spgen_template.h"

template <int kThreadsPerSegment, int kSteps, int kSegmentsPerBlock, typename V, typename I>
SPGEN_ENTRY __global__ void rowseg_spmv(I nsegs, const I* __restrict__ seg_ptr,
                                        const I* __restrict__ seg_row,
                                        const I* __restrict__ heavy_row,
                                        const I* __restrict__ heavy_seg_begin,
                                        const I* __restrict__ heavy_piece_ptr,
                                        const I* __restrict__ col_idx,
                                        const V* __restrict__ values, V* __restrict__ partial,
                                        I* __restrict__ arrivals, const V* __restrict__ x,
                                        V* __restrict__ y, V alpha, V beta) {
  static_assert(spgen::template_is_pow2(kThreadsPerSegment) && kThreadsPerSegment <= 32,
                "threads per segment must be a power of two no larger than a warp");
  static_assert(kSteps >= 1, "a segment takes at least one step");
  static_assert(kSegmentsPerBlock >= 1 && kSegmentsPerBlock * kThreadsPerSegment <= 1024,
                "a block holds at most 1024 threads");
  constexpr int kReduceSteps = spgen::template_log2(kThreadsPerSegment);

  SPGEN_LET_NEXT_GRID_START();
  const long long seg = static_cast<long long>(blockIdx.x) * kSegmentsPerBlock +
                        static_cast<long long>(threadIdx.x / kThreadsPerSegment);
  if (seg >= static_cast<long long>(nsegs)) return;
  const int lane = static_cast<int>(threadIdx.x % kThreadsPerSegment);
  // The group's lanes are aligned within the warp; its shuffles use only them.
  const unsigned warp_lane = threadIdx.x % 32u;
  const unsigned group_mask =
      kThreadsPerSegment == 32
          ? 0xffffffffu
          : ((1u << kThreadsPerSegment) - 1u) << (warp_lane & ~(kThreadsPerSegment - 1u));

  const I begin = __ldg(seg_ptr + seg);
  const I end = __ldg(seg_ptr + seg + 1);
  const I tag = __ldg(seg_row + seg);
  // Columns and values belong to the matrix: loaded before waiting for the
  // previous grid, x only after.
  I cols[kSteps];
  V vals[kSteps];
  SPGEN_UNROLL
  for (int i = 0; i < kSteps; ++i) {
    const I k = begin + lane + i * kThreadsPerSegment;
    cols[i] = k < end ? __ldg(col_idx + k) : static_cast<I>(0);
    vals[i] = k < end ? __ldg(values + k) : V(0);
  }
  SPGEN_WAIT_FOR_PREVIOUS_GRID();
  V sum = V(0);
  SPGEN_UNROLL
  for (int i = 0; i < kSteps; ++i)
    if (begin + lane + i * kThreadsPerSegment < end) sum += vals[i] * __ldg(x + cols[i]);
  SPGEN_UNROLL
  for (int i = 0; i < kReduceSteps; ++i)
    sum += __shfl_xor_sync(group_mask, sum, kThreadsPerSegment >> (i + 1), kThreadsPerSegment);

  if (tag >= 0) {  // a whole row
    if (lane == 0) {
      // beta == 0 must not read y: it may hold NaN or be uninitialised.
      V result = alpha * sum;
      if (beta != V(0)) result += beta * y[tag];
      y[tag] = result;
    }
    return;
  }

  // A piece of heavy row h (uniform over the group, like tag).
  const I h = -1 - tag;
  const I first_slot = __ldg(heavy_piece_ptr + h);
  const I pieces = __ldg(heavy_piece_ptr + h + 1) - first_slot;
  I arrived = 0;
  if (lane == 0) {
    partial[first_slot + (static_cast<I>(seg) - __ldg(heavy_seg_begin + h))] = sum;
    // Release: the partial is visible device-wide before the count. An
    // acq_rel fence, not __threadfence() (fence.sc): this pattern needs no
    // sequential consistency, and the lighter fence shortens the long-row path.
    asm volatile("fence.acq_rel.gpu;" ::: "memory");
    if constexpr (sizeof(I) == 8)
      arrived = static_cast<I>(atomicAdd(reinterpret_cast<unsigned long long*>(arrivals + h), 1ull));
    else
      arrived = static_cast<I>(atomicAdd(reinterpret_cast<unsigned*>(arrivals + h), 1u));
  }
  arrived = __shfl_sync(group_mask, arrived, 0, kThreadsPerSegment);
  if (arrived != pieces - 1) return;

  // Last piece in. Acquire: with the other pieces' release fences and the
  // count, every partial is visible to the loads below.
  asm volatile("fence.acq_rel.gpu;" ::: "memory");
  V total = V(0);
  for (I p = lane; p < pieces; p += kThreadsPerSegment)
    total += __ldcg(partial + first_slot + p);  // from L2: other SMs wrote them
  SPGEN_UNROLL
  for (int i = 0; i < kReduceSteps; ++i)
    total += __shfl_xor_sync(group_mask, total, kThreadsPerSegment >> (i + 1), kThreadsPerSegment);
  if (lane == 0) {
    const I row = __ldg(heavy_row + h);
    V result = alpha * total;
    if (beta != V(0)) result += beta * y[row];
    y[row] = result;
    arrivals[h] = 0;  // ready for the next product (launches on one stream are ordered)
  }
}
