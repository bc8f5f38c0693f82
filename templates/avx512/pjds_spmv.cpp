// pJDS SpMV on AVX-512, y = alpha*A*x + beta*y over padding blocks
// [block_begin, block_end) (specs/formats/pjds.yaml). A block is one vector
// of kLanes sorted rows (b = lanes), so entry j of the block's rows is one
// contiguous load at col_start[j] + p; the block runs its block_len
// diagonals (their lengths are multiples of b: a diagonal holds the whole
// block or none of it). The last block may reach past nrows: its extra lanes
// are padding and are not written. Sums go to the original rows row_perm[p].
// Compile with -mavx512f -mavx512vl -mavx512bw -mavx512dq.
#include <immintrin.h>

#include <cstdint>
#include <cstring>

#include "../common/spgen_template.h"
#include "x_lanes.h"
// vec_ops.h uses x_lanes.h, so it comes second.
#include "vec_ops.h"

template <int kBlockRows, typename V, typename I>
SPGEN_ENTRY void pjds_spmv(I block_begin, I block_end, I nrows, const I* __restrict__ col_start,
                           const I* __restrict__ block_len, const I* __restrict__ col_idx, const V* __restrict__ values,
                           const I* __restrict__ row_perm, const V* __restrict__ x, V* __restrict__ y, V alpha,
                           V beta) {
  using Simd = VecOps<V, I>;
  static_assert(kBlockRows == Simd::kLanes, "a padding block is one vector of rows");
  alignas(64) V sums[kBlockRows];
  for (I b = block_begin; b < block_end; ++b) {
    const I p = b * kBlockRows;
    typename Simd::Vec acc = Simd::zero();
    for (I j = 0; j < block_len[b]; ++j)
      acc = Simd::fma(values + col_start[j] + p, Simd::gather(col_idx + col_start[j] + p, x), acc);
    std::memcpy(sums, &acc, sizeof acc);
    const int rows = nrows - p < kBlockRows ? static_cast<int>(nrows - p) : kBlockRows;
    for (int l = 0; l < rows; ++l) {
      const I row = row_perm[p + l];
      y[row] = beta == V(0) ? alpha * sums[l] : alpha * sums[l] + beta * y[row];
    }
  }
}
