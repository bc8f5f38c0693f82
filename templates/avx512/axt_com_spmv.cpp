// AXT SpMV on AVX-512 in the compacted modes, y = alpha*A*x + beta*y over
// units [unit_begin, unit_end) (AXTCH1: specs/formats/axt_ch1.yaml, AXTCH:
// axt_ch.yaml). A tile row is one vector: kTileHalfWidth values followed by
// the x values they multiply. For each tile row the kernel refreshes the x
// copies from the caller's x (a gather through ax_col; padding, column -1,
// keeps its 0) and stores them into the tile, then multiplies. The segments
// (a header, (row << segment_shift) | (length - 1), starts each) are summed
// in registers, each on its own:
//   height 1: fill order runs along the vector; an inclusive segmented scan
//     across the lanes leaves each segment's sum in the lane before the next
//     head (a row's last segment may go on in the next tile row);
//   height > 1: fill order runs down the columns, a column is a segment
//     block (every column starts with a head); lane c sums down column c,
//     restarting at heads, the running sums kept per tile row.
// The small buffered tail loop then visits only the heads, in fill order:
// a head of a new row writes the finished row, each segment's sum is added
// to its row. A unit holds whole rows (the conversion pads a unit to whole
// tiles), so each row is summed and written by one call, with no atomics.
// Compile with -mavx512f -mavx512vl -mavx512bw -mavx512dq.
#include <immintrin.h>

#include <cstdint>

#include "../common/spgen_template.h"
#include "x_lanes.h"
// vec_ops.h uses x_lanes.h, so it comes second.
#include "vec_ops.h"

template <int kTileHalfWidth, int kTileHeight, typename V, typename I>
SPGEN_ENTRY void axt_com_spmv(I unit_begin, I unit_end, const I* __restrict__ unit_ptr, I segment_shift,
                              const I* __restrict__ hdr, const I* __restrict__ ax_col, V* __restrict__ ax,
                              const V* __restrict__ x, V* __restrict__ y, V alpha, V beta) {
  using Simd = VecOps<V, I>;
  static_assert(kTileHalfWidth == Simd::kLanes, "a tile row is one vector");
  static_assert(kTileHeight <= 64, "a column's heads fit one 64-bit mask");
  constexpr std::int64_t kTile = std::int64_t{kTileHalfWidth} * kTileHeight;
  alignas(64) V sums[kTile];  // the segmented sums, tile row by tile row
  I row = -1;                 // the row being summed, and its sum so far
  V sum = V(0);
  // A head: a new row writes the finished one; a further segment of the same
  // row (a new segment block) adds on.
  auto head = [&](I h) {
    if ((h >> segment_shift) == row) return;
    if (row >= 0) y[row] = beta == V(0) ? alpha * sum : alpha * sum + beta * y[row];
    row = h >> segment_shift;
    sum = V(0);
  };
  for (std::int64_t t = unit_ptr[unit_begin] / kTile; t < unit_ptr[unit_end] / kTile; ++t) {
    const std::int64_t tile = t * kTile;
    // Height > 1: each column's sum since its last head, and its heads.
    [[maybe_unused]] typename Simd::Vec run = Simd::zero();
    [[maybe_unused]] std::uint64_t column_heads[kTileHalfWidth] = {};
    for (int f = 0; f < kTileHeight; ++f) {
      const std::int64_t q = tile + f * kTileHalfWidth;
      const typename Simd::Vec xv = Simd::gather_nonnegative(ax_col + q, x);
      Simd::store(ax + 2 * q + kTileHalfWidth, xv);  // the refresh of the embedded x
      const typename Simd::Mask heads = Simd::nonnegative(hdr + q);
      const typename Simd::Vec p = Simd::product(ax + 2 * q, xv);
      if constexpr (kTileHeight == 1) {
        Simd::store(sums, Simd::segmented_scan(p, heads));
        for (unsigned m = heads; m != 0; m &= m - 1) {
          const int lane = __builtin_ctz(m);
          if (lane > 0) sum += sums[lane - 1];  // the segment ending before this head
          head(hdr[q + lane]);
        }
        sum += sums[kTileHalfWidth - 1];  // the open segment, perhaps continued in the next tile
      } else {
        run = Simd::restart_add(run, p, heads);
        Simd::store(sums + f * kTileHalfWidth, run);
        for (unsigned m = heads; m != 0; m &= m - 1) column_heads[__builtin_ctz(m)] |= std::uint64_t{1} << f;
      }
    }
    if constexpr (kTileHeight > 1) {
      // Fill order: column by column, each column's heads top down; a
      // segment's sum sits in its column at its last slot (head + length - 1).
      const I length_bits = (I(1) << segment_shift) - 1;
      for (int c = 0; c < kTileHalfWidth; ++c) {
        for (std::uint64_t m = column_heads[c]; m != 0; m &= m - 1) {
          const int f = __builtin_ctzll(m);
          const I h = hdr[tile + f * kTileHalfWidth + c];
          head(h);
          sum += sums[(f + (h & length_bits)) * kTileHalfWidth + c];
        }
      }
    }
  }
  head(-1);  // writes the last row (-1 is no row)
}
