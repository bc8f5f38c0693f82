// RS-SpMM, Y = alpha*A*X + beta*Y (Hong et al., HPDC 2018), X (ncols x k) and
// Y (nrows x k) dense row-major with row strides ldx, ldy. A is split into
// heavy row segments (per column panel of kPanelWidth columns) and light rows
// (CSR), specs/formats/rsspmm.yaml.
//
// Geometry: block = 32 * kWarps threads in groups of kLanes lanes (kGroups =
// 32*kWarps/kLanes groups). In the heavy blocks lane l of a group owns
// columns c0 + l + kLanes*q (q < kColsPerLane) of each chunk of kChunk =
// kLanes*kColsPerLane columns; in the light blocks it owns kColsPerLane spans
// of kVecWidth adjacent columns of each chunk of kChunk*kVecWidth.
//  * Blocks below heavy_blocks take one piece each (heavy segments of one
//    panel). Per chunk the block loads the panel's W x kChunk tile of X into
//    shared memory once; group g then takes the piece's segments g, g+kGroups,
//    ... and sums value * tile[offset][column] over each (vertical
//    processing: X read from the tile, not from L2).
//  * The other blocks take kGroups light units each, a group per unit
//    (horizontal processing: X rows straight from global memory, coalesced
//    over k). A group loads kLanes of the unit's entries at once and
//    broadcasts them by shuffles. Long rows come in several units.
// A row of one part (one light unit, no heavy segment) writes Y directly. A
// row of several leaves one partial per part (its light units first, then
// its heavy segments in panel order: unit_slot, seg_slot) and counts it in
// arrivals[h]; the group whose part arrives last adds the partials in slot
// order, writes Y and resets the count: one launch, no floating-point
// atomics, the same bits every run.
#include "../common/spgen_template.h"
#include "spmv_ops.h"

namespace rsspmm_detail {

// Counts a part of heavy row h in (release: the group's partial writes are
// visible device-wide first). The last part's group adds row h's partials in
// slot order, writes Y's row and resets the count.
template <int kLanes, typename V, typename I>
__device__ __forceinline__ void arrive(I h, long long row, const I* __restrict__ heavy_slot,
                                       const V* __restrict__ partial, I* __restrict__ arrivals, I k,
                                       V* __restrict__ y, I ldy, V alpha, V beta, int glane, unsigned mask) {
  asm volatile("fence.acq_rel.gpu;" ::: "memory");
  __syncwarp(mask);
  const I first = __ldg(heavy_slot + h);
  const I parts = __ldg(heavy_slot + h + 1) - first;
  I arrived = 0;
  if (glane == 0) {
    if constexpr (sizeof(I) == 8)
      arrived = static_cast<I>(atomicAdd(reinterpret_cast<unsigned long long*>(arrivals + h), 1ull));
    else
      arrived = static_cast<I>(atomicAdd(reinterpret_cast<unsigned*>(arrivals + h), 1u));
  }
  arrived = __shfl_sync(mask, arrived, 0, kLanes);
  if (arrived != parts - 1) return;
  asm volatile("fence.acq_rel.gpu;" ::: "memory");  // acquire: the other parts' partials
  for (I col = glane; col < k; col += kLanes) {
    V sum = V(0);
    for (I p = 0; p < parts; ++p) sum += __ldcg(partial + (static_cast<long long>(first) + p) * k + col);  // slot order
    spgen::store_axpby(y, row * static_cast<long long>(ldy) + col, alpha, sum, beta);
  }
  if (glane == 0) arrivals[h] = 0;
}

}  // namespace rsspmm_detail

template <int kPanelWidth, int kWarps, int kLanes, int kColsPerLane, int kVecWidth, typename V, typename I>
SPGEN_ENTRY __global__ void rsspmm_spmm(I nunits, I ncols, I heavy_blocks, const I* __restrict__ unit_ptr,
                                        const I* __restrict__ unit_row, const I* __restrict__ unit_slot,
                                        const I* __restrict__ light_col, const V* __restrict__ light_val,
                                        const I* __restrict__ row_heavy, const I* __restrict__ heavy_slot,
                                        const I* __restrict__ piece_seg, const I* __restrict__ piece_panel,
                                        const I* __restrict__ seg_row, const I* __restrict__ seg_slot,
                                        const I* __restrict__ seg_ptr, const unsigned char* __restrict__ heavy_col,
                                        const V* __restrict__ heavy_val, V* __restrict__ partial,
                                        I* __restrict__ arrivals, I k, const V* __restrict__ x, I ldx,
                                        V* __restrict__ y, I ldy, V alpha, V beta) {
  static_assert(kPanelWidth >= 1 && kPanelWidth <= 256, "heavy_col holds offsets below 256");
  static_assert(spgen::template_is_pow2(kLanes) && kLanes <= 32, "a group is a power of two lanes of one warp");
  static_assert(kColsPerLane >= 1, "a lane owns at least one column");
  static_assert(kVecWidth == 1 || kVecWidth == 2 || kVecWidth == 4, "a light span is 1, 2 or 4 columns");
  constexpr int kGroups = 32 * kWarps / kLanes;
  constexpr int kChunk = kLanes * kColsPerLane;
  // Light entries whose X loads are issued together: 8 loads per lane while
  // a lane owns fewer than 4 columns of a chunk (cf * vw). From 4 on, one
  // entry at a time: at cf = 4 batches of two took 86 registers against 72
  // and ran rmat:22:16 f64 at k = 32 in 8.39 ms against 6.34 on the H100
  // (fewer resident warps), while cf = 1 batches of 8 cut k = 8 from 2.45 to
  // 2.01 ms.
  constexpr int kLaneCols = kColsPerLane * kVecWidth;
  constexpr int kBatch = kLaneCols >= 4 ? 1 : (8 / kLaneCols > kLanes ? kLanes : 8 / kLaneCols);
  __shared__ V tile[kPanelWidth][kChunk];

  SPGEN_LET_NEXT_GRID_START();
  const int group = static_cast<int>(threadIdx.x) / kLanes;
  const int glane = static_cast<int>(threadIdx.x) % kLanes;
  const unsigned mask = spgen::group_mask(kLanes);
  SPGEN_WAIT_FOR_PREVIOUS_GRID();  // X, Y and the workspaces only after the previous grid

  if (static_cast<long long>(blockIdx.x) < static_cast<long long>(heavy_blocks)) {
    // Heavy: one piece per block, vertical over the panel's X tile.
    const long long piece = blockIdx.x;
    const I panel = __ldg(piece_panel + piece);
    const I seg_begin = __ldg(piece_seg + piece);
    const I seg_end = __ldg(piece_seg + piece + 1);
    const long long col0 = static_cast<long long>(panel) * kPanelWidth;
    const int width = static_cast<long long>(ncols) - col0 < kPanelWidth ? static_cast<int>(ncols - col0) : kPanelWidth;
    for (I c0 = 0; c0 < k; c0 += kChunk) {  // k is uniform: every thread reaches each barrier
      __syncthreads();  // the previous chunk's tile is no longer read
      for (int at = static_cast<int>(threadIdx.x); at < kPanelWidth * kChunk; at += 32 * kWarps) {
        const int c = at / kChunk;
        const I col = c0 + at % kChunk;
        tile[c][at % kChunk] = c < width && col < k ? __ldg(x + (col0 + c) * static_cast<long long>(ldx) + col) : V(0);
      }
      __syncthreads();
      for (I s = seg_begin + group; s < seg_end; s += kGroups) {
        const I begin = __ldg(seg_ptr + s);
        const I end = __ldg(seg_ptr + s + 1);
        V sum[kColsPerLane];
        SPGEN_UNROLL
        for (int q = 0; q < kColsPerLane; ++q) sum[q] = V(0);
        for (I e0 = begin; e0 < end; e0 += kLanes) {
          const I e = e0 + glane;
          const int my_col = e < end ? static_cast<int>(__ldg(heavy_col + e)) : 0;
          const V my_val = e < end ? __ldg(heavy_val + e) : V(0);
          const int n = end - e0 < kLanes ? static_cast<int>(end - e0) : kLanes;
          for (int j = 0; j < n; ++j) {
            const int c = __shfl_sync(mask, my_col, j, kLanes);
            const V v = __shfl_sync(mask, my_val, j, kLanes);
            SPGEN_UNROLL
            for (int q = 0; q < kColsPerLane; ++q) sum[q] += v * tile[c][glane + q * kLanes];
          }
        }
        V* const part = partial + static_cast<long long>(__ldg(seg_slot + s)) * k;
        SPGEN_UNROLL
        for (int q = 0; q < kColsPerLane; ++q)
          if (c0 + glane + q * kLanes < k) part[c0 + glane + q * kLanes] = sum[q];
      }
    }
    // Count each segment this group wrote in; the last part of a row finishes it.
    for (I s = seg_begin + group; s < seg_end; s += kGroups) {
      const I row = __ldg(seg_row + s);
      rsspmm_detail::arrive<kLanes>(__ldg(row_heavy + row), static_cast<long long>(row), heavy_slot, partial,
                                    arrivals, k, y, ldy, alpha, beta, glane, mask);
    }
    return;
  }

  // Light: a group per unit, horizontal across k. Lane l owns kColsPerLane
  // spans of kVecWidth adjacent columns of each light chunk, span q starting
  // at c0 + (l + q*kLanes)*kVecWidth: one vector load per span where X's rows
  // are aligned to kVecWidth elements, element by element otherwise.
  const long long unit = (static_cast<long long>(blockIdx.x) - heavy_blocks) * kGroups + group;
  if (unit >= static_cast<long long>(nunits)) return;  // uniform per group; no block barrier below
  const long long row = __ldg(unit_row + unit);
  const I begin = __ldg(unit_ptr + unit);
  const I end = __ldg(unit_ptr + unit + 1);
  const I slot = __ldg(unit_slot + unit);
  V* const part = slot < 0 ? nullptr : partial + static_cast<long long>(slot) * k;
  const bool x_vectors = spgen::rows_aligned<kVecWidth>(x, ldx);
  for (I c0 = 0; c0 < k; c0 += kChunk * kVecWidth) {
    const I c = c0 + glane * kVecWidth;
    int count[kColsPerLane];   // columns of span q inside k (0 to vw)
    bool whole[kColsPerLane];  // span q loads as one vector
    V sum[kColsPerLane][kVecWidth];
    SPGEN_UNROLL
    for (int q = 0; q < kColsPerLane; ++q) {
      const I left = k - (c + q * kLanes * kVecWidth);
      count[q] = left <= 0 ? 0 : (left >= kVecWidth ? kVecWidth : static_cast<int>(left));
      whole[q] = x_vectors && count[q] == kVecWidth;
      SPGEN_UNROLL
      for (int e = 0; e < kVecWidth; ++e) sum[q][e] = V(0);
    }
    for (I p0 = begin; p0 < end; p0 += kLanes) {
      const I p = p0 + glane;
      const I my_col = p < end ? __ldg(light_col + p) : static_cast<I>(0);
      const V my_val = p < end ? __ldg(light_val + p) : V(0);
      const int n = end - p0 < kLanes ? static_cast<int>(end - p0) : kLanes;
      // The batch's entries kBatch at a time, unrolled: all their X loads
      // issued before the first FMA (memory-level parallelism: power-law rows
      // are short and their X rows scattered). Entries past the unit's end
      // load nothing and add 0.
      for (int j0 = 0; j0 < n; j0 += kBatch) {
        V xs[kBatch][kColsPerLane][kVecWidth];
        V vs[kBatch];
        SPGEN_UNROLL
        for (int b = 0; b < kBatch; ++b) {
          const I col = __shfl_sync(mask, my_col, j0 + b, kLanes);
          vs[b] = __shfl_sync(mask, my_val, j0 + b, kLanes);
          const bool live = j0 + b < n;  // an entry of the unit
          const V* xr = x + static_cast<long long>(col) * ldx + c;
          SPGEN_UNROLL
          for (int q = 0; q < kColsPerLane; ++q)
            spgen::load_span<kVecWidth>(xr + q * kLanes * kVecWidth, live && whole[q], live ? count[q] : 0, xs[b][q]);
        }
        SPGEN_UNROLL
        for (int b = 0; b < kBatch; ++b) {
          SPGEN_UNROLL
          for (int q = 0; q < kColsPerLane; ++q) {
            SPGEN_UNROLL
            for (int e = 0; e < kVecWidth; ++e) sum[q][e] += vs[b] * xs[b][q][e];
          }
        }
      }
    }
    SPGEN_UNROLL
    for (int q = 0; q < kColsPerLane; ++q) {
      SPGEN_UNROLL
      for (int e = 0; e < kVecWidth; ++e)
        if (e < count[q]) {
          const I col = c + q * kLanes * kVecWidth + e;
          if (part) part[col] = sum[q][e];
          else spgen::store_axpby(y, row * static_cast<long long>(ldy) + col, alpha, sum[q][e], beta);
        }
    }
  }
  if (slot >= 0)
    rsspmm_detail::arrive<kLanes>(__ldg(row_heavy + row), row, heavy_slot, partial, arrivals, k, y, ldy, alpha, beta,
                                  glane, mask);
}
