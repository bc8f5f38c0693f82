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
#include "../common/spgen_template.h"
#include "spmv_ops.h"

template <int kBlockThreads, int kSteps, typename V, typename I>
SPGEN_ENTRY __global__ void csrstream_spmv(
    I ntiles, I piece_len, const I* __restrict__ tile_ptr, const I* __restrict__ tile_row,
    const I* __restrict__ tile_long, const I* __restrict__ long_first_tile,
    const I* __restrict__ row_ptr, const I* __restrict__ col_idx, const V* __restrict__ values,
    V* __restrict__ partial, I* __restrict__ arrivals, const V* __restrict__ x, V* __restrict__ y,
    V alpha, V beta) {
  static_assert(kBlockThreads % 32 == 0 && kBlockThreads <= 1024,
                "a block is whole warps, at most 1024 threads");
  static_assert(kSteps >= 1, "a thread takes at least one entry per tile");
  constexpr int kTile = kBlockThreads * kSteps;
  constexpr int kWarps = kBlockThreads / 32;
  __shared__ V products[kTile];
  __shared__ V warp_sums[kWarps];

  SPGEN_LET_NEXT_GRID_START();
  const long long tile = blockIdx.x;
  if (tile >= static_cast<long long>(ntiles)) return;  // uniform per block
  const int tid = static_cast<int>(threadIdx.x);
  const I nz0 = __ldg(tile_ptr + tile);
  const I nz1 = __ldg(tile_ptr + tile + 1);
  const I r0 = __ldg(tile_row + tile);
  const I h = __ldg(tile_long + tile);

  if (h == -1) {  // whole rows r0 .. r1-1 (uniform per block)
    const int rows = static_cast<int>(__ldg(tile_row + tile + 1) - r0);
    int group_threads = 32;
    while (group_threads > 1 && group_threads * rows > kBlockThreads) group_threads >>= 1;
    const int group = tid / group_threads;
    const int lane = tid % group_threads;
    const bool has_row = group < rows;
    I first = 0, last = 0;  // the row's entries, as offsets into products[]
    if (has_row) {
      first = __ldg(row_ptr + r0 + group) - nz0;
      last = __ldg(row_ptr + r0 + group + 1) - nz0;
    }
    // Offsets within the tile, not entry indices, are compared: nz0 + kTile may
    // pass max(I) on the last tile.
    const I n = nz1 - nz0;
    // Columns and values belong to the matrix: loaded before waiting for the
    // previous grid, x only after.
    I cols[kSteps];
    V vals[kSteps];
    SPGEN_UNROLL
    for (int i = 0; i < kSteps; ++i) {
      const int o = i * kBlockThreads + tid;
      cols[i] = o < n ? spgen::load_matrix(col_idx + nz0 + o) : static_cast<I>(0);
      vals[i] = o < n ? spgen::load_matrix(values + nz0 + o) : V(0);
    }
    SPGEN_WAIT_FOR_PREVIOUS_GRID();
    SPGEN_UNROLL
    for (int i = 0; i < kSteps; ++i) {
      const int o = i * kBlockThreads + tid;
      products[o] = o < n ? vals[i] * __ldg(x + cols[i]) : V(0);
    }
    __syncthreads();
    if (!has_row) return;  // whole groups leave: the shuffles below stay in-group
    V sum = V(0);
    for (I e = first + lane; e < last; e += group_threads) sum += products[e];
    sum = spgen::group_sum(spgen::group_mask(group_threads), sum, group_threads);
    if (lane == 0) spgen::store_axpby(y, r0 + group, alpha, sum, beta);
    return;
  }

  // One long row, or a piece of one: reduce the block's entries to one sum,
  // kTile at a time (one chunk for tiles of kTile entries or fewer).
  SPGEN_WAIT_FOR_PREVIOUS_GRID();
  V sum = V(0);
  const I n = nz1 - nz0;
  for (I chunk = 0; chunk < n; chunk += kTile) {
    SPGEN_UNROLL
    for (int i = 0; i < kSteps; ++i) {
      const I o = chunk + i * kBlockThreads + tid;
      if (o < n) sum += spgen::load_matrix(values + nz0 + o) * __ldg(x + spgen::load_matrix(col_idx + nz0 + o));
    }
  }
  if (!spgen::block_sum_to_warp0<kWarps>(sum, warp_sums, tid)) return;

  if (h == -2) {  // the whole row: no other block takes part
    if (tid == 0) spgen::store_axpby(y, r0, alpha, sum, beta);
    return;
  }

  const I first_tile = __ldg(long_first_tile + h);
  const I len = __ldg(row_ptr + r0 + 1) - __ldg(row_ptr + r0);
  const I pieces = (len + piece_len - 1) / piece_len;
  if (!spgen::arrive_last<32>(
          0xffffffffu, tid, sum, partial, [&] { return tile; }, pieces, arrivals, h))
    return;
  V total = V(0);  // the row's partials, in piece order
  for (I p = tid; p < pieces; p += 32) total += __ldcg(partial + first_tile + p);
  spgen::store_combined<32>(
      0xffffffffu, tid, total, [&] { return r0; }, y, alpha, beta, arrivals, h);
}
