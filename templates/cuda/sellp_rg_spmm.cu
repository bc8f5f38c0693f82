// SELL-P over row groups, SpMM: Y = alpha*A*X + beta*Y, X (ncols x k) and Y
// (nrows x k) dense row-major with row strides ldx, ldy. One slice of
// kSliceHeight groups per block; a group is kGroupRows (R) consecutive rows
// sharing one column list, and kThreadsPerRow lanes per group run across k,
// each owning kColsPerLane spans of kVecWidth adjacent columns of a chunk.
//
// Storage (specs/formats/sellp_rg.yaml): entry j of local group q of slice s
// is column col_idx[slice_ptr[s] + j*b + q], its R values (one per row of the
// group, 0 where the row has no entry) at values[(slice_ptr[s] + j*b + q)*R];
// padding is a valid column with zeros; rows past nrows are padding.
//
// Why groups: a lane loads a span of X's row once per stored column and
// multiplies it into R rows' sums, so rows that share columns (stencils, FEM
// node blocks) gather X once for R rows of Y. The gather of X, not DRAM, bounds
// SELL-P's SpMM on those matrices (bench/results/gpu-2026-11-27-sellp-spmm).
//
// Lane l of a group: span q starts at column c0 + (l + q*t)*vw, so a group's
// lanes read t*vw consecutive columns of X's row (coalesced over k), as one
// vector load per span where X's rows are aligned to vw elements, element by
// element otherwise and at the end of k. The lanes of a group load the same
// column and values (one transaction, broadcast).
#include "../common/spgen_template.h"
#include "spmv_ops.h"

// One stored column's contribution: X's row xr (offset to the lane's first
// column) times the group's R values, into the lane's sums.
template <int kGroupRows, int kThreadsPerRow, int kColsPerLane, int kVecWidth, typename V>
__device__ __forceinline__ void group_column_fma(const V* __restrict__ xr, const V (&v)[kGroupRows],
                                                 const int (&count)[kColsPerLane], const bool (&whole)[kColsPerLane],
                                                 V (&sum)[kGroupRows][kColsPerLane][kVecWidth]) {
  SPGEN_UNROLL
  for (int q = 0; q < kColsPerLane; ++q) {
    if (count[q] > 0) {
      V xs[kVecWidth];
      spgen::load_span<kVecWidth>(xr + q * kThreadsPerRow * kVecWidth, whole[q], count[q], xs);
      SPGEN_UNROLL
      for (int r = 0; r < kGroupRows; ++r) {
        SPGEN_UNROLL
        for (int e = 0; e < kVecWidth; ++e) sum[r][q][e] += v[r] * xs[e];
      }
    }
  }
}

template <int kSliceHeight, int kGroupRows, int kThreadsPerRow, int kUnroll, int kColsPerLane, int kVecWidth,
          typename V, typename I>
SPGEN_ENTRY __global__ void sellp_rg_spmm(I nrows, I nslices, const I* __restrict__ slice_ptr,
                                          const I* __restrict__ col_idx, const V* __restrict__ values, I k,
                                          const V* __restrict__ x, I ldx, V* __restrict__ y, I ldy, V alpha,
                                          V beta) {
  static_assert(spgen::template_is_pow2(kThreadsPerRow) && kThreadsPerRow <= 32,
                "threads per group must be a power of two no larger than a warp");
  static_assert(spgen::template_is_pow2(kSliceHeight), "slice height must be a power of two");
  static_assert(kSliceHeight * kThreadsPerRow <= 1024, "a block holds at most 1024 threads");
  static_assert(kGroupRows >= 1, "a group holds at least one row");
  static_assert(kUnroll >= 1, "unroll factor must be positive");
  static_assert(kColsPerLane >= 1, "a lane owns at least one span");
  static_assert(kVecWidth == 1 || kVecWidth == 2 || kVecWidth == 4, "a span is 1, 2 or 4 columns");

  SPGEN_LET_NEXT_GRID_START();
  const long long slice = blockIdx.x;
  if (slice >= static_cast<long long>(nslices)) return;  // uniform per block
  const int local_group = static_cast<int>(threadIdx.x) / kThreadsPerRow;
  const int lane = static_cast<int>(threadIdx.x) % kThreadsPerRow;
  const long long first_row = (slice * kSliceHeight + local_group) * kGroupRows;
  if (first_row >= static_cast<long long>(nrows)) return;  // padding groups: no shuffles follow

  const I begin = __ldg(slice_ptr + slice);
  const I width = (__ldg(slice_ptr + slice + 1) - begin) / kSliceHeight;
  const I* cols = col_idx + begin + local_group;
  const V* vals = values + (static_cast<long long>(begin) + local_group) * kGroupRows;
  constexpr long long kValueStep = static_cast<long long>(kSliceHeight) * kGroupRows;  // values per entry step
  // Uniform over the grid: vector loads only where every row of X is aligned.
  const bool x_vectors = spgen::rows_aligned<kVecWidth>(x, ldx);
  SPGEN_WAIT_FOR_PREVIOUS_GRID();  // X and Y only after the previous grid

  for (I c0 = 0; c0 < k; c0 += kThreadsPerRow * kColsPerLane * kVecWidth) {
    const I c = c0 + lane * kVecWidth;
    if (c >= k) break;  // no shuffles: a lane past k has nothing left to do
    int count[kColsPerLane];   // columns of span q inside k (0 to vw)
    bool whole[kColsPerLane];  // span q loads as one vector
    V sum[kGroupRows][kColsPerLane][kVecWidth];
    SPGEN_UNROLL
    for (int q = 0; q < kColsPerLane; ++q) {
      const I left = k - (c + q * kThreadsPerRow * kVecWidth);
      count[q] = left <= 0 ? 0 : (left >= kVecWidth ? kVecWidth : static_cast<int>(left));
      whole[q] = x_vectors && count[q] == kVecWidth;
      SPGEN_UNROLL
      for (int r = 0; r < kGroupRows; ++r) {
        SPGEN_UNROLL
        for (int e = 0; e < kVecWidth; ++e) sum[r][q][e] = V(0);
      }
    }
    const V* xc = x + c;
    I j = 0;
    if constexpr (kUnroll > 1) {
      for (; j + kUnroll <= width; j += kUnroll) {
        // All loads of the unrolled group before the FMAs: memory-level parallelism.
        I cu[kUnroll];
        V vu[kUnroll][kGroupRows];
        SPGEN_UNROLL
        for (int u = 0; u < kUnroll; ++u) {
          cu[u] = __ldg(cols + (j + u) * kSliceHeight);
          SPGEN_UNROLL
          for (int r = 0; r < kGroupRows; ++r) vu[u][r] = __ldg(vals + (j + u) * kValueStep + r);
        }
        SPGEN_UNROLL
        for (int u = 0; u < kUnroll; ++u)
          group_column_fma<kGroupRows, kThreadsPerRow, kColsPerLane, kVecWidth>(
              xc + static_cast<long long>(cu[u]) * ldx, vu[u], count, whole, sum);
      }
    }
    for (; j < width; ++j) {
      V v[kGroupRows];
      SPGEN_UNROLL
      for (int r = 0; r < kGroupRows; ++r) v[r] = __ldg(vals + j * kValueStep + r);
      group_column_fma<kGroupRows, kThreadsPerRow, kColsPerLane, kVecWidth>(
          xc + static_cast<long long>(__ldg(cols + j * kSliceHeight)) * ldx, v, count, whole, sum);
    }
    SPGEN_UNROLL
    for (int r = 0; r < kGroupRows; ++r) {
      if (first_row + r < static_cast<long long>(nrows)) {  // not the last group's padding rows
        const long long y_row = (first_row + r) * static_cast<long long>(ldy) + c;
        SPGEN_UNROLL
        for (int q = 0; q < kColsPerLane; ++q) {
          SPGEN_UNROLL
          for (int e = 0; e < kVecWidth; ++e)
            if (e < count[q])
              spgen::store_axpby(y, y_row + q * kThreadsPerRow * kVecWidth + e, alpha, sum[r][q][e], beta);
        }
      }
    }
  }
}
