// Column-panel Aᵀ·X (RS-SpMMᵀ), Y = alpha*Aᵀ*X + beta*Y, X (nrows x k) and Y
// (ncols x k) dense row-major with row strides ldx, ldy. A is stored in column
// panels of kPanelWidth columns (specs/formats/colpanel.yaml): entry (row, col)
// adds value * X[row, :] to Y[col, :], and all of Y's rows col of one panel are
// fed by that panel's entries alone.
//
// Geometry: block = 32 * kWarps threads, one piece per warp, grid =
// ceil(npieces / kWarps). For each chunk of 32*kColsPerLane columns of k, the
// warp zeroes its tile (kPanelWidth rows x the chunk, shared memory), walks its
// piece's entries 32 at a time (each lane loads one, shuffles broadcast them),
// and lane l adds value * X[row, c0 + l + 32q] into tile[col][l + 32q]. A lane
// only ever touches its own columns of the tile, so the warp needs no
// synchronisation and each sum is formed in entry order: the same bits every
// run. Loads of X run 32/kColsPerLane entries ahead of the tile updates that
// use them (the kernel is bound by their latency, not by bandwidth).
//
// A panel of one piece writes its W rows of Y from the tile. A split panel's
// pieces leave partial tiles (kAtomic 0: one per piece, in `partial`; kAtomic
// 1: added by atomics into one per panel, in `partial_sum`); the piece that
// arrives last adds them in piece order, writes Y, and leaves `arrivals` (and,
// atomic, `partial_sum`) at zero for the next product.
#include "../common/spgen_template.h"
#include "spmv_ops.h"

template <int kPanelWidth, int kWarps, int kColsPerLane, int kAtomic, typename V, typename I>
SPGEN_ENTRY __global__ void colpanel_spmm_t(I ncols, I npieces, const I* __restrict__ panel_piece,
                                            const I* __restrict__ panel_slot, const I* __restrict__ piece_ptr,
                                            const I* __restrict__ piece_panel, const I* __restrict__ ent_row,
                                            const unsigned char* __restrict__ ent_col,
                                            const V* __restrict__ values, V* __restrict__ partial,
                                            V* __restrict__ partial_sum, I* __restrict__ arrivals, I k,
                                            const V* __restrict__ x, I ldx, V* __restrict__ y, I ldy, V alpha,
                                            V beta) {
  static_assert(kPanelWidth >= 1 && kPanelWidth <= 256, "ent_col holds offsets below 256");
  static_assert(kColsPerLane >= 1, "a lane owns at least one column");
  constexpr int kChunk = 32 * kColsPerLane;
  // Entries whose X loads are in flight together: 32 values of X per lane.
  constexpr int kAhead = 32 / kColsPerLane;
  __shared__ V tiles[kWarps][kPanelWidth][kChunk];
  const int warp = static_cast<int>(threadIdx.x) / 32;
  const int lane = static_cast<int>(threadIdx.x) % 32;
  const long long piece = static_cast<long long>(blockIdx.x) * kWarps + warp;
  if (piece >= static_cast<long long>(npieces)) return;  // uniform per warp; no block barrier below
  V(*tile)[kChunk] = tiles[warp];

  const I panel = __ldg(piece_panel + piece);
  const I begin = __ldg(piece_ptr + piece);
  const I end = __ldg(piece_ptr + piece + 1);
  const I first_piece = __ldg(panel_piece + panel);
  const I pieces = __ldg(panel_piece + panel + 1) - first_piece;
  const long long col0 = static_cast<long long>(panel) * kPanelWidth;
  const int width = static_cast<long long>(ncols) - col0 < kPanelWidth ? static_cast<int>(ncols - col0) : kPanelWidth;
  // A split panel's tile: deterministic, this piece's own; atomic, the panel's.
  const long long tile_elems = static_cast<long long>(kPanelWidth) * k;
  V* const part = pieces == 1 ? nullptr
                  : kAtomic   ? partial_sum + static_cast<long long>(__ldg(panel_slot + panel)) * tile_elems
                              : partial + (static_cast<long long>(__ldg(panel_slot + panel)) + (piece - first_piece)) *
                                              tile_elems;

  for (I c0 = 0; c0 < k; c0 += kChunk) {
    bool active[kColsPerLane];
    SPGEN_UNROLL
    for (int q = 0; q < kColsPerLane; ++q) active[q] = c0 + lane + q * 32 < k;
    for (int c = 0; c < kPanelWidth; ++c) {
      SPGEN_UNROLL
      for (int q = 0; q < kColsPerLane; ++q) tile[c][lane + q * 32] = V(0);
    }
    // The batch's entries (one per lane) are loaded a batch ahead, so only
    // the X loads' latency stands between batches.
    I my_row = begin + lane < end ? __ldg(ent_row + begin + lane) : static_cast<I>(0);
    int my_col = begin + lane < end ? static_cast<int>(__ldg(ent_col + begin + lane)) : 0;
    V my_val = begin + lane < end ? __ldg(values + begin + lane) : V(0);
    for (I e0 = begin; e0 < end; e0 += 32) {
      const I next = e0 + 32 + lane;
      const I next_row = next < end ? __ldg(ent_row + next) : static_cast<I>(0);
      const int next_col = next < end ? static_cast<int>(__ldg(ent_col + next)) : 0;
      const V next_val = next < end ? __ldg(values + next) : V(0);
      const int n = end - e0 < 32 ? static_cast<int>(end - e0) : 32;
      for (int j0 = 0; j0 < n; j0 += kAhead) {
        V xs[kAhead][kColsPerLane];
        SPGEN_UNROLL
        for (int j = 0; j < kAhead; ++j) {
          const I row = __shfl_sync(0xffffffffu, my_row, j0 + j);
          const V* xr = x + static_cast<long long>(row) * ldx + c0 + lane;
          SPGEN_UNROLL
          for (int q = 0; q < kColsPerLane; ++q) xs[j][q] = j0 + j < n && active[q] ? __ldg(xr + q * 32) : V(0);
        }
        SPGEN_UNROLL
        for (int j = 0; j < kAhead; ++j)
          if (j0 + j < n) {  // uniform over the warp: every lane shuffles
            const int col = __shfl_sync(0xffffffffu, my_col, j0 + j);
            const V val = __shfl_sync(0xffffffffu, my_val, j0 + j);
            SPGEN_UNROLL
            for (int q = 0; q < kColsPerLane; ++q) tile[col][lane + q * 32] += val * xs[j][q];
          }
      }
      my_row = next_row;
      my_col = next_col;
      my_val = next_val;
    }
    for (int c = 0; c < width; ++c) {
      SPGEN_UNROLL
      for (int q = 0; q < kColsPerLane; ++q) {
        const long long col = c0 + lane + q * 32;
        const V v = tile[c][lane + q * 32];
        if (!active[q])
          ;
        else if (pieces == 1)
          spgen::store_axpby(y, (col0 + c) * static_cast<long long>(ldy) + col, alpha, v, beta);
        else if (kAtomic)
          atomicAdd(part + c * static_cast<long long>(k) + col, v);
        else
          part[c * static_cast<long long>(k) + col] = v;
      }
    }
  }
  if (pieces == 1) return;

  // A split panel: count this piece in; the last one combines the tiles.
  // Release: every lane's partial writes are visible device-wide before lane 0
  // counts the piece (the fences of the threadFenceReduction pattern).
  asm volatile("fence.acq_rel.gpu;" ::: "memory");
  __syncwarp();
  I arrived = 0;
  if (lane == 0) {
    if constexpr (sizeof(I) == 8)
      arrived = static_cast<I>(atomicAdd(reinterpret_cast<unsigned long long*>(arrivals + panel), 1ull));
    else
      arrived = static_cast<I>(atomicAdd(reinterpret_cast<unsigned*>(arrivals + panel), 1u));
  }
  arrived = __shfl_sync(0xffffffffu, arrived, 0);
  if (arrived != pieces - 1) return;
  asm volatile("fence.acq_rel.gpu;" ::: "memory");  // acquire: the other pieces' tiles
  V* const first = kAtomic ? part : partial + static_cast<long long>(__ldg(panel_slot + panel)) * tile_elems;
  for (int c = 0; c < width; ++c)
    for (I col = lane; col < k; col += 32) {
      const long long at = c * static_cast<long long>(k) + col;
      V sum = V(0);
      if (kAtomic) {
        sum = __ldcg(first + at);
        first[at] = V(0);
      } else {
        for (I p = 0; p < pieces; ++p) sum += __ldcg(first + p * tile_elems + at);  // piece order
      }
      spgen::store_axpby(y, (col0 + c) * static_cast<long long>(ldy) + col, alpha, sum, beta);
    }
  if (lane == 0) arrivals[panel] = 0;
}
