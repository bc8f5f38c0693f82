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
#include "spmv_ops.h"

template <int kThreadsPerSegment, int kSteps, int kSegmentsPerBlock, typename V, typename I>
SPGEN_ENTRY __global__ void rowseg_spmv(
    I nsegs, const I* __restrict__ seg_ptr, const I* __restrict__ seg_row,
    const I* __restrict__ heavy_row, const I* __restrict__ heavy_seg_begin,
    const I* __restrict__ heavy_piece_ptr, const I* __restrict__ col_idx,
    const V* __restrict__ values, V* __restrict__ partial, I* __restrict__ arrivals,
    const V* __restrict__ x, V* __restrict__ y, V alpha, V beta) {
  static_assert(kSteps >= 1, "a segment takes at least one step");
  SPGEN_LET_NEXT_GRID_START();
  // group_index static_asserts the rest of the domain: t a power of two <= 32,
  // r*t <= 1024.
  const long long seg = spgen::group_index<kThreadsPerSegment, kSegmentsPerBlock>();
  if (seg >= static_cast<long long>(nsegs)) return;
  const int lane = spgen::group_lane<kThreadsPerSegment>();
  // The group's lanes are aligned within the warp; its shuffles use only them.
  const unsigned mask = spgen::group_mask(kThreadsPerSegment);

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
  sum = spgen::group_sum<kThreadsPerSegment>(mask, sum);

  if (tag >= 0) {  // a whole row
    if (lane == 0) spgen::store_axpby(y, tag, alpha, sum, beta);
    return;
  }

  // A piece of heavy row h (uniform over the group, like tag): its slot and
  // the row are loaded by lane 0 alone, and only when it needs them.
  const I h = -1 - tag;
  const I first_slot = __ldg(heavy_piece_ptr + h);
  const I pieces = __ldg(heavy_piece_ptr + h + 1) - first_slot;
  if (!spgen::arrive_last<kThreadsPerSegment>(
          mask, lane, sum, partial,
          [&] { return first_slot + (static_cast<I>(seg) - __ldg(heavy_seg_begin + h)); }, pieces,
          arrivals, h))
    return;
  V total = V(0);  // the row's partials, in piece order
  for (I p = lane; p < pieces; p += kThreadsPerSegment) total += __ldcg(partial + first_slot + p);
  spgen::store_combined<kThreadsPerSegment>(
      mask, lane, total, [&] { return __ldg(heavy_row + h); }, y, alpha, beta, arrivals, h);
}
