// CSR SpMV, y = alpha*A*x + beta*y: CSR-scalar (t = 1) and CSR-vector
// (t > 1 lanes per row, reduced with warp shuffles), after Bell & Garland.
//
// Geometry: block = kRowsPerBlock * kThreadsPerRow threads, one row per group
// of kThreadsPerRow consecutive lanes, grid = ceil(nrows / kRowsPerBlock).
// A group's lanes share one row, so the row bound check and the shuffles are
// uniform per group: a partially filled last block needs no full-warp mask.
#include "../common/spgen_template.h"

template <int kThreadsPerRow, int kRowsPerBlock, typename V, typename I>
SPGEN_ENTRY __global__ void csr_spmv(I nrows, const I* __restrict__ row_ptr,
                                     const I* __restrict__ col_idx,
                                     const V* __restrict__ values, const V* __restrict__ x,
                                     V* __restrict__ y, V alpha, V beta) {
  static_assert(spgen::template_is_pow2(kThreadsPerRow) && kThreadsPerRow <= 32,
                "threads per row must be a power of two no larger than a warp");
  static_assert(kRowsPerBlock >= 1 && kRowsPerBlock * kThreadsPerRow <= 1024,
                "a block holds at most 1024 threads");
  constexpr int kReduceSteps = spgen::template_log2(kThreadsPerRow);

  SPGEN_LET_NEXT_GRID_START();
  // 64-bit: blockIdx.x * kRowsPerBlock overflows 32 bits for large grids.
  const long long row = static_cast<long long>(blockIdx.x) * kRowsPerBlock +
                        static_cast<long long>(threadIdx.x / kThreadsPerRow);
  if (row >= static_cast<long long>(nrows)) return;
  const int lane = static_cast<int>(threadIdx.x % kThreadsPerRow);

  const I begin = __ldg(row_ptr + row);
  const I end = __ldg(row_ptr + row + 1);
  SPGEN_WAIT_FOR_PREVIOUS_GRID();  // x and y only after the previous grid (row bounds before)
  V sum = V(0);
  // Lanes stride through the row together so a group's loads are contiguous.
  for (I k = begin + lane; k < end; k += kThreadsPerRow)
    sum += __ldg(values + k) * __ldg(x + __ldg(col_idx + k));

  if constexpr (kThreadsPerRow > 1) {
    // The group's kThreadsPerRow lanes are aligned within the warp.
    const unsigned warp_lane = threadIdx.x % 32u;
    const unsigned group_mask =
        kThreadsPerRow == 32 ? 0xffffffffu
                             : ((1u << kThreadsPerRow) - 1u) << (warp_lane & ~(kThreadsPerRow - 1u));
    SPGEN_UNROLL
    for (int i = 0; i < kReduceSteps; ++i)
      sum += __shfl_xor_sync(group_mask, sum, kThreadsPerRow >> (i + 1), kThreadsPerRow);
  }
  if (lane == 0) {
    // beta == 0 must not read y: it may hold NaN or be uninitialised.
    V result = alpha * sum;
    if (beta != V(0)) result += beta * y[row];
    y[row] = result;
  }
}
