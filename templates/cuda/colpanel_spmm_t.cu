// Column-panel Aᵀ·X (RS-SpMMᵀ), Y = alpha*Aᵀ*X + beta*Y, X (nrows x k) and Y
// (ncols x k) dense row-major with row strides ldx, ldy. A is stored in column
// panels of kPanelWidth columns (specs/formats/colpanel.yaml): entry (row, col)
// adds value * X[row, :] to Y[col, :], and all of Y's rows col of one panel are
// fed by that panel's entries alone.
//
// Geometry: block = 32 * kWarps threads, one piece per warp, grid =
// ceil(npieces / kWarps). A warp's lanes form 32/kLanes groups of kLanes; for
// each chunk of kLanes*kColsPerLane columns of k, group g takes every
// (32/kLanes)-th entry of the piece, starting at its g-th, and lane l of the
// group adds value * X[row, c0 + l + kLanes*q] into its group's tile (shared
// memory, kPanelWidth rows x the chunk) at [col][l + kLanes*q]. Narrow k thus
// runs several entries per instruction. A lane only ever touches its own
// words of its group's tile, and every sum is formed in a fixed order (a
// group's entries in order, then the groups' tiles in group order): the same
// bits every run, with no atomics. X loads run up to eight steps (16 loads a
// lane) ahead of the tile updates that use them (the kernel is bound by
// their latency). A batch of 32 entries is staged in shared memory, each
// lane writing one, and every lane reads an entry's row, column and value
// with one 16-byte broadcast load where the three fit (I and V of 4 bytes,
// or I of 4 and V of 8), instead of three shuffles. On an H200 that took
// w32 r4 l32 cf1 deterministic from 1.886 to 1.472 ms on poisson3d:128 f32
// k = 32 (72 registers to 64) and from 2.616 to 2.026 ms in f64
// (bench/results/gpu-2026-11-28-spmm-t-staged/).
//
// A panel of one piece writes its W rows of Y from the summed tile. A split
// panel's pieces leave partial tiles (kAtomic 0: one per piece, in `partial`;
// kAtomic 1: added by atomics into one per panel, in `partial_sum`); the
// piece that arrives last adds them in piece order, writes Y, and leaves
// `arrivals` (and, atomic, `partial_sum`) at zero for the next product.
#include "../common/spgen_template.h"
#include "spmv_ops.h"

// One staged entry: 16 bytes where I and V fit (one shared load), 32 otherwise.
template <typename V, typename I>
struct alignas(16) ColpanelEntry {
  I row;
  int col;
  V val;
};

// A staged entry, read as one 16-byte load where it is 16 bytes (member by
// member, nvcc splits a row and column from an 8-byte value).
template <typename V, typename I>
__device__ __forceinline__ ColpanelEntry<V, I> load_entry(const ColpanelEntry<V, I>& at) {
  if constexpr (sizeof(ColpanelEntry<V, I>) == 16) {
    union {
      int4 raw;
      ColpanelEntry<V, I> entry;
    } u;
    u.raw = *reinterpret_cast<const int4*>(&at);
    return u.entry;
  } else {
    return at;
  }
}

template <int kPanelWidth, int kWarps, int kLanes, int kColsPerLane, int kAtomic, typename V, typename I>
SPGEN_ENTRY __global__ void colpanel_spmm_t(I ncols, I npieces, const I* __restrict__ panel_piece,
                                            const I* __restrict__ panel_slot, const I* __restrict__ piece_ptr,
                                            const I* __restrict__ piece_panel, const I* __restrict__ ent_row,
                                            const unsigned char* __restrict__ ent_col,
                                            const V* __restrict__ values, V* __restrict__ partial,
                                            V* __restrict__ partial_sum, I* __restrict__ arrivals, I k,
                                            const V* __restrict__ x, I ldx, V* __restrict__ y, I ldy, V alpha,
                                            V beta) {
  static_assert(kPanelWidth >= 1 && kPanelWidth <= 256, "ent_col holds offsets below 256");
  static_assert(kLanes >= 1 && kLanes <= 32 && 32 % kLanes == 0, "a group is a power of two lanes of one warp");
  static_assert(kColsPerLane >= 1, "a lane owns at least one column");
  constexpr int kGroups = 32 / kLanes;             // entries per step
  constexpr int kChunk = kLanes * kColsPerLane;    // columns of k per pass over the piece
  // Steps whose X loads are in flight together: up to 8, and 16 loads a lane.
  constexpr int kAheadCap = 16 / kColsPerLane < 8 ? (16 / kColsPerLane > 0 ? 16 / kColsPerLane : 1) : 8;
  constexpr int kAhead = kLanes < kAheadCap ? kLanes : kAheadCap;
  __shared__ V tiles[kWarps][kGroups][kPanelWidth][kChunk];
  __shared__ ColpanelEntry<V, I> staged[kWarps][32];
  const int warp = static_cast<int>(threadIdx.x) / 32;
  const int lane = static_cast<int>(threadIdx.x) % 32;
  const int group = lane / kLanes;
  const int glane = lane % kLanes;
  const long long piece = static_cast<long long>(blockIdx.x) * kWarps + warp;
  if (piece >= static_cast<long long>(npieces)) return;  // uniform per warp; no block barrier below
  V(*tile)[kChunk] = tiles[warp][group];
  V(*tile0)[kChunk] = tiles[warp][0];  // the groups' tiles, consecutive

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
    for (int q = 0; q < kColsPerLane; ++q) active[q] = c0 + glane + q * kLanes < k;
    for (int c = 0; c < kPanelWidth; ++c) {
      SPGEN_UNROLL
      for (int q = 0; q < kColsPerLane; ++q) tile[c][glane + q * kLanes] = V(0);
    }
    for (I e0 = begin; e0 < end; e0 += 32) {
      const I e = e0 + lane;
      {
        ColpanelEntry<V, I> mine;
        mine.row = e < end ? __ldg(ent_row + e) : static_cast<I>(0);
        mine.col = e < end ? static_cast<int>(__ldg(ent_col + e)) : 0;
        mine.val = e < end ? __ldg(values + e) : V(0);
        staged[warp][lane] = mine;
      }
      __syncwarp();  // the batch, read across lanes below
      const int n = end - e0 < 32 ? static_cast<int>(end - e0) : 32;
      // Step s: group g takes the batch's entry s*kGroups + g.
      for (int s0 = 0; s0 * kGroups < n; s0 += kAhead) {
        int cols[kAhead];
        V vals[kAhead];
        V xs[kAhead][kColsPerLane];
        SPGEN_UNROLL
        for (int j = 0; j < kAhead; ++j) {
          const int src = (s0 + j) * kGroups + group;  // < 32: s0 + j < kLanes
          const ColpanelEntry<V, I> entry = load_entry(staged[warp][src]);
          const I row = entry.row;
          cols[j] = entry.col;
          vals[j] = entry.val;
          const bool ok = src < n;
          const V* xr = x + static_cast<long long>(row) * ldx + c0 + glane;
          SPGEN_UNROLL
          for (int q = 0; q < kColsPerLane; ++q) xs[j][q] = ok && active[q] ? __ldg(xr + q * kLanes) : V(0);
        }
        SPGEN_UNROLL
        for (int j = 0; j < kAhead; ++j)
          if ((s0 + j) * kGroups + group < n) {
            SPGEN_UNROLL
            for (int q = 0; q < kColsPerLane; ++q) tile[cols[j]][glane + q * kLanes] += vals[j] * xs[j][q];
          }
      }
      __syncwarp();  // read before the next batch is staged
    }
    __syncwarp();  // the groups' tiles, read across lanes below
    for (int at = lane; at < width * kChunk; at += 32) {
      const int c = at / kChunk;
      const long long col = c0 + at % kChunk;
      if (col >= k) continue;
      V v = tile0[c][at % kChunk];
      SPGEN_UNROLL
      for (int g = 1; g < kGroups; ++g) v += tiles[warp][g][c][at % kChunk];  // group order
      if (pieces == 1)
        spgen::store_axpby(y, (col0 + c) * static_cast<long long>(ldy) + col, alpha, v, beta);
      else if (kAtomic)
        atomicAdd(part + c * static_cast<long long>(k) + col, v);
      else
        part[c * static_cast<long long>(k) + col] = v;
    }
    __syncwarp();  // read before the next chunk zeroes the tiles
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
  // The tile's width x k words, 32 lanes across all of them (narrow k
  // would leave lanes idle across a row); deterministic, each word's pieces
  // added in piece order, four loads in flight.
  const long long words = static_cast<long long>(width) * k;
  for (long long at = lane; at < words; at += 32) {
    const long long c = at / k;
    const long long col = at - c * k;
    V sum = V(0);
    if (kAtomic) {
      sum = __ldcg(first + at);
      first[at] = V(0);
    } else {
      const V* word = first + at;
      I p = 0;
      for (; p + 4 <= pieces; p += 4, word += 4 * tile_elems) {
        const V t0 = __ldcg(word), t1 = __ldcg(word + tile_elems), t2 = __ldcg(word + 2 * tile_elems),
                t3 = __ldcg(word + 3 * tile_elems);
        sum += t0;
        sum += t1;
        sum += t2;
        sum += t3;
      }
      for (; p < pieces; ++p, word += tile_elems) sum += __ldcg(word);
    }
    spgen::store_axpby(y, (col0 + c) * static_cast<long long>(ldy) + col, alpha, sum, beta);
  }
  if (lane == 0) arrivals[panel] = 0;
}
