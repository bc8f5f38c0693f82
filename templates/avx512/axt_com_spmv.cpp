// AXT SpMV on AVX-512 in the compacted modes, y = alpha*A*x + beta*y over
// units [unit_begin, unit_end) (AXTCH1: specs/formats/axt_ch1.yaml, AXTCH:
// axt_ch.yaml). A tile row is one vector: kTileHalfWidth values followed by
// the x values they multiply. For each tile row the kernel refreshes the x
// copies from the caller's x (a gather through ax_col; padding, column -1,
// keeps its 0) and stores them into the tile, then stores the products in a
// buffer; the small tail loop then walks the tile's slots in fill order
// (column-major: down each column of kTileHeight slots), a header,
// (row << segment_shift) | offset, starting each segment, and adds each
// product to its row. A unit holds whole rows (the conversion pads a unit to
// whole tiles), so each row is summed and written by one call, with no
// atomics.
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
  constexpr std::int64_t kTile = std::int64_t{kTileHalfWidth} * kTileHeight;
  alignas(64) V products[kTile];
  I row = -1;  // the row being summed, and its sum so far
  V sum = V(0);
  auto flush = [&] {
    if (row >= 0) y[row] = beta == V(0) ? alpha * sum : alpha * sum + beta * y[row];
  };
  for (std::int64_t t = unit_ptr[unit_begin] / kTile; t < unit_ptr[unit_end] / kTile; ++t) {
    for (int f = 0; f < kTileHeight; ++f) {
      const std::int64_t q = t * kTile + f * kTileHalfWidth;
      const typename Simd::Vec xv = Simd::gather_nonnegative(ax_col + q, x);
      Simd::store(ax + 2 * q + kTileHalfWidth, xv);  // the refresh of the embedded x
      Simd::store_products(products + f * kTileHalfWidth, ax + 2 * q, xv);
    }
    const I* heads = hdr + t * kTile;
    for (int c = 0; c < kTileHalfWidth; ++c) {
      for (int f = 0; f < kTileHeight; ++f) {
        const int at = f * kTileHalfWidth + c;
        const I h = heads[at];
        if (h >= 0 && (h >> segment_shift) != row) {
          flush();
          row = h >> segment_shift;
          sum = V(0);
        }
        sum += products[at];  // padding adds 0
      }
    }
  }
  flush();
}
