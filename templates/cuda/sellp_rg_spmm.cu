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
//
// Spans past k (kSkipSpans): with 1 a pass whose chunk reaches past k (k below
// the chunk, or the last of several passes) runs only its spans holding
// columns of k, the whole block alike, through accumulation code compiled once
// per span count; it then costs in proportion to its spans of t*vw columns.
// With 0 every pass runs all cf spans and the lanes past k idle through them.
//
// Load order (kLoadsFirst): 1 issues the X loads of all kUnroll stored columns
// before their multiply-adds (u*cf*vw loads in flight); 0 takes each column
// span by span, load then multiply-adds. Either choice changes the registers
// ptxas allocates, and with them which shape is faster
// (bench/results/gpu-2026-12-01-span-skip/).
//
// Staged tiles (kStageCols > 0): the block first copies the next kStageCols
// stored columns of its slice (their columns and values, contiguous in the
// storage) into shared memory with coalesced loads, then every lane reads its
// group's entries there. A lane's chain of dependent loads (column, then X's
// row) then starts from shared memory instead of L1/L2, and the matrix is
// read by b*t threads at once rather than by one broadcast load per lane.
#include "../common/spgen_template.h"
#include "spmv_ops.h"

// The first kSpans spans of one stored column's X row xr (offset to the
// lane's first column): loaded where they lie inside k, 0 elsewhere (those
// sums are never stored). Every span's load is issued before any
// multiply-add uses it.
template <int kSpans, int kThreadsPerRow, int kColsPerLane, int kVecWidth, typename V>
__device__ __forceinline__ void load_group_spans(const V* __restrict__ xr, const int (&count)[kColsPerLane],
                                                 const bool (&whole)[kColsPerLane],
                                                 V (&xs)[kColsPerLane][kVecWidth]) {
  SPGEN_UNROLL
  for (int q = 0; q < kSpans; ++q)
    spgen::load_span<kVecWidth>(xr + q * kThreadsPerRow * kVecWidth, whole[q], count[q], xs[q]);
}

// Span q of one stored column's X row (xs) times the group's R values, into
// the lane's sums for that span.
template <int kGroupRows, int kColsPerLane, int kVecWidth, typename V>
__device__ __forceinline__ void span_fma(int q, const V (&xs)[kVecWidth], const V (&v)[kGroupRows],
                                         V (&sum)[kGroupRows][kColsPerLane][kVecWidth]) {
  SPGEN_UNROLL
  for (int r = 0; r < kGroupRows; ++r) {
    SPGEN_UNROLL
    for (int e = 0; e < kVecWidth; ++e) sum[r][q][e] += v[r] * xs[e];
  }
}

// The loaded spans times the group's R values, into the lane's sums.
template <int kSpans, int kGroupRows, int kColsPerLane, int kVecWidth, typename V>
__device__ __forceinline__ void group_column_fma(const V (&xs)[kColsPerLane][kVecWidth], const V (&v)[kGroupRows],
                                                 V (&sum)[kGroupRows][kColsPerLane][kVecWidth]) {
  SPGEN_UNROLL
  for (int q = 0; q < kSpans; ++q) span_fma(q, xs[q], v, sum);
}

// One stored column span by span, each span's load then its multiply-adds,
// skipped for lanes past k (the schedule of kLoadsFirst == 0).
template <int kSpans, int kThreadsPerRow, int kGroupRows, int kColsPerLane, int kVecWidth, typename V>
__device__ __forceinline__ void column_in_order(const V* __restrict__ xr, const V (&v)[kGroupRows],
                                                const int (&count)[kColsPerLane], const bool (&whole)[kColsPerLane],
                                                V (&sum)[kGroupRows][kColsPerLane][kVecWidth]) {
  SPGEN_UNROLL
  for (int q = 0; q < kSpans; ++q) {
    if (count[q] > 0) {
      V xs[kVecWidth];
      spgen::load_span<kVecWidth>(xr + q * kThreadsPerRow * kVecWidth, whole[q], count[q], xs);
      span_fma(q, xs, v, sum);
    }
  }
}

// Reads one entry's column or value: the read-only cache path for the
// storage in global memory, a plain load for a tile staged in shared memory.
template <bool kShared, typename T>
__device__ __forceinline__ T load_entry(const T* p) {
  if constexpr (kShared) {
    return *p;
  } else {
    return __ldg(p);
  }
}

// Entries [0, n) of one group (column j at cols[j*kSliceHeight], its R values
// at vals[j*kSliceHeight*R]) into the lane's first kSpans spans' sums; kUnroll
// entries' loads are issued before their multiply-adds (memory-level
// parallelism).
template <int kSpans, bool kShared, int kSliceHeight, int kGroupRows, int kThreadsPerRow, int kUnroll,
          int kLoadsFirst, int kColsPerLane, int kVecWidth, typename V, typename I>
__device__ __forceinline__ void accumulate_group(const I* cols, const V* vals, I n, const V* __restrict__ xc,
                                                 I ldx, const int (&count)[kColsPerLane],
                                                 const bool (&whole)[kColsPerLane],
                                                 V (&sum)[kGroupRows][kColsPerLane][kVecWidth]) {
  constexpr long long kValueStep = static_cast<long long>(kSliceHeight) * kGroupRows;  // values per entry step
  I j = 0;
  if constexpr (kUnroll > 1) {
    for (; j + kUnroll <= n; j += kUnroll) {
      I cu[kUnroll];
      V vu[kUnroll][kGroupRows];
      SPGEN_UNROLL
      for (int u = 0; u < kUnroll; ++u) {
        cu[u] = load_entry<kShared>(cols + (j + u) * kSliceHeight);
        SPGEN_UNROLL
        for (int r = 0; r < kGroupRows; ++r) vu[u][r] = load_entry<kShared>(vals + (j + u) * kValueStep + r);
      }
      if constexpr (kLoadsFirst) {
        V xs[kUnroll][kColsPerLane][kVecWidth];
        SPGEN_UNROLL
        for (int u = 0; u < kUnroll; ++u)
          load_group_spans<kSpans, kThreadsPerRow>(xc + static_cast<long long>(cu[u]) * ldx, count, whole, xs[u]);
        SPGEN_UNROLL
        for (int u = 0; u < kUnroll; ++u) group_column_fma<kSpans>(xs[u], vu[u], sum);
      } else {
        SPGEN_UNROLL
        for (int u = 0; u < kUnroll; ++u)
          column_in_order<kSpans, kThreadsPerRow>(xc + static_cast<long long>(cu[u]) * ldx, vu[u], count, whole, sum);
      }
    }
  }
  for (; j < n; ++j) {
    V v[kGroupRows];
    SPGEN_UNROLL
    for (int r = 0; r < kGroupRows; ++r) v[r] = load_entry<kShared>(vals + j * kValueStep + r);
    const I col = load_entry<kShared>(cols + j * kSliceHeight);
    column_in_order<kSpans, kThreadsPerRow>(xc + static_cast<long long>(col) * ldx, v, count, whole, sum);
  }
}

// accumulate_group over the chunk's `spans` spans that hold columns of k
// (1..kSpans, the same for the whole block), each span count compiled apart:
// the spans past k cost nothing, so a pass narrower than the chunk (k below
// it, or the last of several) costs in proportion to its spans.
template <int kSpans, bool kShared, int kSliceHeight, int kGroupRows, int kThreadsPerRow, int kUnroll,
          int kLoadsFirst, int kColsPerLane, int kVecWidth, typename V, typename I>
__device__ __forceinline__ void accumulate_spans(int spans, const I* cols, const V* vals, I n,
                                                 const V* __restrict__ xc, I ldx, const int (&count)[kColsPerLane],
                                                 const bool (&whole)[kColsPerLane],
                                                 V (&sum)[kGroupRows][kColsPerLane][kVecWidth]) {
  if constexpr (kSpans > 1) {
    if (spans < kSpans) {
      accumulate_spans<kSpans - 1, kShared, kSliceHeight, kGroupRows, kThreadsPerRow, kUnroll, kLoadsFirst>(
          spans, cols, vals, n, xc, ldx, count, whole, sum);
      return;
    }
  }
  accumulate_group<kSpans, kShared, kSliceHeight, kGroupRows, kThreadsPerRow, kUnroll, kLoadsFirst>(
      cols, vals, n, xc, ldx, count, whole, sum);
}

// The chunk's entries: every span (kSkipSpans 0, lanes past k idle) or only
// the spans holding columns of k (kSkipSpans 1).
template <int kSkipSpans, bool kShared, int kSliceHeight, int kGroupRows, int kThreadsPerRow, int kUnroll,
          int kLoadsFirst, int kColsPerLane, int kVecWidth, typename V, typename I>
__device__ __forceinline__ void accumulate_chunk(int spans, const I* cols, const V* vals, I n,
                                                 const V* __restrict__ xc, I ldx, const int (&count)[kColsPerLane],
                                                 const bool (&whole)[kColsPerLane],
                                                 V (&sum)[kGroupRows][kColsPerLane][kVecWidth]) {
  if constexpr (kSkipSpans) {
    accumulate_spans<kColsPerLane, kShared, kSliceHeight, kGroupRows, kThreadsPerRow, kUnroll, kLoadsFirst>(
        spans, cols, vals, n, xc, ldx, count, whole, sum);
  } else {
    accumulate_group<kColsPerLane, kShared, kSliceHeight, kGroupRows, kThreadsPerRow, kUnroll, kLoadsFirst>(
        cols, vals, n, xc, ldx, count, whole, sum);
  }
}

template <int kSliceHeight, int kGroupRows, int kThreadsPerRow, int kUnroll, int kColsPerLane, int kVecWidth,
          int kLoadsFirst, int kSkipSpans, int kStageCols, typename V, typename I>
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
  static_assert(kLoadsFirst == 0 || kLoadsFirst == 1, "loads first: 0 or 1");
  static_assert(kSkipSpans == 0 || kSkipSpans == 1, "skip spans: 0 or 1");
  static_assert(kColsPerLane >= 1, "a lane owns at least one span");
  static_assert(kVecWidth == 1 || kVecWidth == 2 || kVecWidth == 4, "a span is 1, 2 or 4 columns");
  static_assert(kStageCols >= 0, "stored columns per staged tile: 0 (none) or more");
  constexpr int kBlockThreads = kSliceHeight * kThreadsPerRow;
  constexpr int kChunk = kThreadsPerRow * kColsPerLane * kVecWidth;  // columns of k per pass

  SPGEN_LET_NEXT_GRID_START();
  const long long slice = blockIdx.x;
  if (slice >= static_cast<long long>(nslices)) return;  // uniform per block
  const int local_group = static_cast<int>(threadIdx.x) / kThreadsPerRow;
  const int lane = static_cast<int>(threadIdx.x) % kThreadsPerRow;
  const long long first_row = (slice * kSliceHeight + local_group) * kGroupRows;
  const bool real_group = first_row < static_cast<long long>(nrows);  // not the last slice's padding
  // Without staging nothing is shared: padding groups leave now. With it every
  // thread stays, to copy tiles and meet the block's barriers.
  if (kStageCols == 0 && !real_group) return;

  const I begin = __ldg(slice_ptr + slice);
  const I width = (__ldg(slice_ptr + slice + 1) - begin) / kSliceHeight;
  // Uniform over the grid: vector loads only where every row of X is aligned.
  const bool x_vectors = spgen::rows_aligned<kVecWidth>(x, ldx);
  SPGEN_WAIT_FOR_PREVIOUS_GRID();  // X and Y only after the previous grid

  for (I c0 = 0; c0 < k; c0 += kChunk) {
    const I c = c0 + lane * kVecWidth;
    // No shuffles: a lane past k has nothing left to do, unless the block's barriers need it.
    if (kStageCols == 0 && c >= k) break;
    int count[kColsPerLane];   // columns of span q inside k (0 to vw; 0 in padding groups)
    bool whole[kColsPerLane];  // span q loads as one vector
    V sum[kGroupRows][kColsPerLane][kVecWidth];
    SPGEN_UNROLL
    for (int q = 0; q < kColsPerLane; ++q) {
      const I left = real_group ? k - (c + q * kThreadsPerRow * kVecWidth) : static_cast<I>(0);
      count[q] = left <= 0 ? 0 : (left >= kVecWidth ? kVecWidth : static_cast<int>(left));
      whole[q] = x_vectors && count[q] == kVecWidth;
      SPGEN_UNROLL
      for (int r = 0; r < kGroupRows; ++r) {
        SPGEN_UNROLL
        for (int e = 0; e < kVecWidth; ++e) sum[r][q][e] = V(0);
      }
    }
    const V* xc = x + c;
    // Spans of this chunk that hold columns of k, for every lane of the block.
    const I chunk_left = (k - c0 + kThreadsPerRow * kVecWidth - 1) / (kThreadsPerRow * kVecWidth);
    const int spans = chunk_left < kColsPerLane ? static_cast<int>(chunk_left) : kColsPerLane;
    if constexpr (kStageCols == 0) {
      accumulate_chunk<kSkipSpans, false, kSliceHeight, kGroupRows, kThreadsPerRow, kUnroll, kLoadsFirst>(
          spans, col_idx + begin + local_group, values + (static_cast<long long>(begin) + local_group) * kGroupRows,
          width, xc, ldx, count, whole, sum);
    } else {
      __shared__ I tile_cols[kStageCols * kSliceHeight];
      __shared__ V tile_vals[kStageCols * kSliceHeight * kGroupRows];
      for (I j0 = 0; j0 < width; j0 += kStageCols) {
        const I n = width - j0 < kStageCols ? width - j0 : static_cast<I>(kStageCols);  // uniform per block
        const long long first = static_cast<long long>(begin) + static_cast<long long>(j0) * kSliceHeight;
        __syncthreads();  // the previous tile is read
        for (int e = static_cast<int>(threadIdx.x); e < n * kSliceHeight; e += kBlockThreads)
          tile_cols[e] = __ldg(col_idx + first + e);
        for (int e = static_cast<int>(threadIdx.x); e < n * kSliceHeight * kGroupRows; e += kBlockThreads)
          tile_vals[e] = __ldg(values + first * kGroupRows + e);
        __syncthreads();  // the tile is written
        accumulate_chunk<kSkipSpans, true, kSliceHeight, kGroupRows, kThreadsPerRow, kUnroll, kLoadsFirst>(
            spans, tile_cols + local_group, tile_vals + local_group * kGroupRows, n, xc, ldx, count, whole, sum);
      }
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
