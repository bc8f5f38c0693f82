// SELL-P SpMM, Y = alpha*A*X + beta*Y, X (ncols x k) and Y (nrows x k) dense
// row-major with row strides ldx, ldy: one slice of kSliceHeight rows per
// block, kThreadsPerRow lanes per row running across k, each owning
// kColsPerLane spans (the horizontal coarsening factor CF_H) of kVecWidth
// adjacent columns of a chunk.
//
// Storage (templates/README.md): entry j of local row r of slice s is at
// slice_ptr[s] + j*b + r; padding is value 0 with a valid column; rows past
// nrows in the last slice are padding.
//
// Thread (r, l), r the row in the slice, l the lane: the t lanes of a row sit
// together, so span q of lane l starts at column c0 + (l + q*t)*vw and the
// row's lanes read t*vw consecutive columns of X's row (coalesced over k),
// as one vector load per span where X's rows are aligned to vw elements
// (float2/float4/double2), element by element otherwise and at the end of k.
// The b rows' lanes read consecutive stored entries (a slice's column j is
// contiguous). Each lane walks the whole row width once per chunk of t*cf*vw
// columns; the entries loaded by a row's lanes are the same (one transaction,
// broadcast).
#include "../common/spgen_template.h"
#include "spmv_ops.h"

template <int kSliceHeight, int kThreadsPerRow, int kUnroll, int kColsPerLane, int kVecWidth, typename V, typename I>
SPGEN_ENTRY __global__ void sellp_spmm(I nrows, I nslices, const I* __restrict__ slice_ptr,
                                       const I* __restrict__ col_idx, const V* __restrict__ values,
                                       const I* __restrict__ row_perm, I k, const V* __restrict__ x,
                                       I ldx, V* __restrict__ y, I ldy, V alpha, V beta) {
  static_assert(spgen::template_is_pow2(kThreadsPerRow) && kThreadsPerRow <= 32,
                "threads per row must be a power of two no larger than a warp");
  static_assert(spgen::template_is_pow2(kSliceHeight), "slice height must be a power of two");
  static_assert(kSliceHeight * kThreadsPerRow <= 1024, "a block holds at most 1024 threads");
  static_assert(kUnroll >= 1, "unroll factor must be positive");
  static_assert(kColsPerLane >= 1, "a lane owns at least one span");
  static_assert(kVecWidth == 1 || kVecWidth == 2 || kVecWidth == 4, "a span is 1, 2 or 4 columns");

  SPGEN_LET_NEXT_GRID_START();
  const long long slice = blockIdx.x;
  if (slice >= static_cast<long long>(nslices)) return;  // uniform per block
  const int local_row = static_cast<int>(threadIdx.x) / kThreadsPerRow;
  const int lane = static_cast<int>(threadIdx.x) % kThreadsPerRow;
  const long long position = slice * kSliceHeight + local_row;
  if (position >= static_cast<long long>(nrows)) return;  // padding rows: no shuffles follow

  const I begin = __ldg(slice_ptr + slice);
  const I width = (__ldg(slice_ptr + slice + 1) - begin) / kSliceHeight;
  const I* cols = col_idx + begin + local_row;
  const V* vals = values + begin + local_row;
  const long long row = __ldg(row_perm + position);
  // Uniform over the grid: vector loads only where every row of X is aligned.
  const bool x_vectors = spgen::rows_aligned<kVecWidth>(x, ldx);
  SPGEN_WAIT_FOR_PREVIOUS_GRID();  // X and Y only after the previous grid

  for (I c0 = 0; c0 < k; c0 += kThreadsPerRow * kColsPerLane * kVecWidth) {
    const I c = c0 + lane * kVecWidth;
    if (c >= k) break;  // no shuffles: a lane past k has nothing left to do
    int count[kColsPerLane];  // columns of span q inside k (0 to vw)
    bool whole[kColsPerLane];  // span q loads as one vector
    V sum[kColsPerLane][kVecWidth];
    SPGEN_UNROLL
    for (int q = 0; q < kColsPerLane; ++q) {
      const I left = k - (c + q * kThreadsPerRow * kVecWidth);
      count[q] = left <= 0 ? 0 : (left >= kVecWidth ? kVecWidth : static_cast<int>(left));
      whole[q] = x_vectors && count[q] == kVecWidth;
      SPGEN_UNROLL
      for (int e = 0; e < kVecWidth; ++e) sum[q][e] = V(0);
    }
    const V* xc = x + c;
    I j = 0;
    if constexpr (kUnroll > 1) {
      for (; j + kUnroll <= width; j += kUnroll) {
        // All loads of the unrolled group before the FMAs: memory-level parallelism.
        I cu[kUnroll];
        V vu[kUnroll];
        SPGEN_UNROLL
        for (int u = 0; u < kUnroll; ++u) {
          cu[u] = __ldg(cols + (j + u) * kSliceHeight);
          vu[u] = __ldg(vals + (j + u) * kSliceHeight);
        }
        SPGEN_UNROLL
        for (int u = 0; u < kUnroll; ++u) {
          const V* xr = xc + static_cast<long long>(cu[u]) * ldx;
          SPGEN_UNROLL
          for (int q = 0; q < kColsPerLane; ++q) {
            if (count[q] > 0) {
              V xs[kVecWidth];
              spgen::load_span<kVecWidth>(xr + q * kThreadsPerRow * kVecWidth, whole[q], count[q], xs);
              SPGEN_UNROLL
              for (int e = 0; e < kVecWidth; ++e) sum[q][e] += vu[u] * xs[e];
            }
          }
        }
      }
    }
    for (; j < width; ++j) {
      const V v = __ldg(vals + j * kSliceHeight);
      const V* xr = xc + static_cast<long long>(__ldg(cols + j * kSliceHeight)) * ldx;
      SPGEN_UNROLL
      for (int q = 0; q < kColsPerLane; ++q) {
        if (count[q] > 0) {
          V xs[kVecWidth];
          spgen::load_span<kVecWidth>(xr + q * kThreadsPerRow * kVecWidth, whole[q], count[q], xs);
          SPGEN_UNROLL
          for (int e = 0; e < kVecWidth; ++e) sum[q][e] += v * xs[e];
        }
      }
    }
    SPGEN_UNROLL
    for (int q = 0; q < kColsPerLane; ++q) {
      SPGEN_UNROLL
      for (int e = 0; e < kVecWidth; ++e)
        if (e < count[q])
          spgen::store_axpby(y, row * static_cast<long long>(ldy) + c + q * kThreadsPerRow * kVecWidth + e, alpha,
                             sum[q][e], beta);
    }
  }
}
