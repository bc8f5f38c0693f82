// AXT SpMV on AVX-512 in the uncompacted modes, y = alpha*A*x + beta*y over
// units [unit_begin, unit_end) (AXTUH1: specs/formats/axt_uh1.yaml, AXTUH:
// axt_uh.yaml). A tile row is one vector: kTileHalfWidth values followed by
// the x values they multiply. For each tile row the kernel refreshes the x
// copies from the caller's x (a gather through ax_col; padding, column -1,
// keeps its 0) and stores them into the tile, then multiplies: the refresh is
// part of every product. A tile's kTileHeight rows add into one vector, lane
// c holding column c. With height 1 a tile belongs to one row; otherwise
// each column has its row (seg_row), and the lanes go to their rows in order.
// A unit holds whole rows (the conversion pads a unit to whole tiles), so
// each row is summed and written by one call, with no atomics.
// Compile with -mavx512f -mavx512vl -mavx512bw -mavx512dq.
#include <immintrin.h>

#include <cstdint>

#include "../common/spgen_template.h"
#include "x_lanes.h"
// vec_ops.h uses x_lanes.h, so it comes second.
#include "vec_ops.h"

template <int kTileHalfWidth, int kTileHeight, typename V, typename I>
SPGEN_ENTRY void axt_unc_spmv(I unit_begin, I unit_end, const I* __restrict__ unit_ptr, const I* __restrict__ seg_row,
                              const I* __restrict__ ax_col, V* __restrict__ ax, const V* __restrict__ x,
                              V* __restrict__ y, V alpha, V beta) {
  using Simd = VecOps<V, I>;
  static_assert(kTileHalfWidth == Simd::kLanes, "a tile row is one vector");
  constexpr std::int64_t kTile = std::int64_t{kTileHalfWidth} * kTileHeight;
  alignas(64) V lanes[kTileHalfWidth];
  I row = -1;  // the row being summed, and its sum so far
  V sum = V(0);
  auto add = [&](I r, V v) {
    if (r != row) {
      if (row >= 0) y[row] = beta == V(0) ? alpha * sum : alpha * sum + beta * y[row];
      row = r;
      sum = V(0);
    }
    sum += v;
  };
  for (std::int64_t t = unit_ptr[unit_begin] / kTile; t < unit_ptr[unit_end] / kTile; ++t) {
    typename Simd::Vec acc = Simd::zero();
    for (int f = 0; f < kTileHeight; ++f) {
      const std::int64_t q = t * kTile + f * kTileHalfWidth;
      const typename Simd::Vec xv = Simd::gather_nonnegative(ax_col + q, x);
      Simd::store(ax + 2 * q + kTileHalfWidth, xv);  // the refresh of the embedded x
      acc = Simd::fma(ax + 2 * q, xv, acc);
    }
    Simd::store(lanes, acc);
    if constexpr (kTileHeight == 1) {
      const I r = seg_row[t];  // the tile's row (-1: padding)
      if (r < 0) continue;
      V s = V(0);
      for (int c = 0; c < kTileHalfWidth; ++c) s += lanes[c];
      add(r, s);
    } else {
      for (int c = 0; c < kTileHalfWidth; ++c) {
        const I r = seg_row[t * kTileHalfWidth + c];  // column c's row (-1: padding)
        if (r >= 0) add(r, lanes[c]);
      }
    }
  }
  add(-1, V(0));  // writes the last row
}
