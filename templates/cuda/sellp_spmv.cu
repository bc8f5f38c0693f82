// SELL-P SpMV, y = alpha*A*x + beta*y, after Anzt, Tomov & Dongarra: one
// slice of kSliceHeight rows per block, kThreadsPerRow lanes per row, the
// lanes' partial sums reduced with warp shuffles.
//
// Storage (templates/README.md): entry j of local row r of slice s is at
// slice_ptr[s] + j*b + r; every slice's width is a multiple of t, padding is
// value 0 with a valid column, rows past nrows in the last slice are padding.
//
// Thread mapping: a warp holds R = min(b, 32/t) rows with their t lanes, row
// index fastest, so lane l of the R rows reads entries j = l + t*jj: R
// contiguous elements per lane and, over the block, every element of the
// b*t tile exactly once per step. The t lanes of a row sit R apart in the
// same warp, so an xor-shuffle tree reduces them without shared memory.
#include "../common/spgen_template.h"
#include "spmv_ops.h"

template <int kSliceHeight, int kThreadsPerRow, int kUnroll, typename V, typename I>
SPGEN_ENTRY __global__ void sellp_spmv(I nrows, I nslices, const I* __restrict__ slice_ptr,
                                       const I* __restrict__ col_idx, const V* __restrict__ values,
                                       const I* __restrict__ row_perm, const V* __restrict__ x,
                                       V* __restrict__ y, V alpha, V beta) {
  static_assert(spgen::template_is_pow2(kThreadsPerRow) && kThreadsPerRow <= 32,
                "threads per row must be a power of two no larger than a warp");
  static_assert(spgen::template_is_pow2(kSliceHeight), "slice height must be a power of two");
  static_assert(kSliceHeight * kThreadsPerRow <= 1024, "a block holds at most 1024 threads");
  static_assert(kUnroll >= 1, "unroll factor must be positive");
  constexpr int kRowsPerWarp =
      kSliceHeight < 32 / kThreadsPerRow ? kSliceHeight : 32 / kThreadsPerRow;
  constexpr int kGroupThreads = kRowsPerWarp * kThreadsPerRow;  // <= 32, divides 32

  SPGEN_LET_NEXT_GRID_START();
  const long long slice = blockIdx.x;
  if (slice >= static_cast<long long>(nslices)) return;  // uniform per block

  const int tid = static_cast<int>(threadIdx.x);
  const int group = tid / kGroupThreads;
  const int in_group = tid % kGroupThreads;
  const int local_row = group * kRowsPerWarp + in_group % kRowsPerWarp;
  const int lane = in_group / kRowsPerWarp;

  const I begin = __ldg(slice_ptr + slice);
  const I width = (__ldg(slice_ptr + slice + 1) - begin) / kSliceHeight;
  const I steps = width / kThreadsPerRow;  // width is a multiple of t
  // Element (j = lane + t*jj, local_row) lives at offset jj*(t*b) from here.
  const I* cols = col_idx + begin + static_cast<I>(lane) * kSliceHeight + local_row;
  const V* vals = values + begin + static_cast<I>(lane) * kSliceHeight + local_row;
  constexpr int kStride = kThreadsPerRow * kSliceHeight;
  SPGEN_WAIT_FOR_PREVIOUS_GRID();  // x and y only after the previous grid (slice bounds before)

  // Padding carries value 0 and a valid column, so no lane needs a bound check
  // inside the slice and every lane runs the same trip count.
  V sum = V(0);
  I jj = 0;
  if constexpr (kUnroll > 1) {
    for (; jj + kUnroll <= steps; jj += kUnroll) {
      // Issue all loads of the unrolled group before the FMAs for memory-level
      // parallelism.
      I c[kUnroll];
      V v[kUnroll];
      SPGEN_UNROLL
      for (int u = 0; u < kUnroll; ++u) {
        c[u] = spgen::load_matrix(cols + (jj + u) * kStride);
        v[u] = spgen::load_matrix(vals + (jj + u) * kStride);
      }
      SPGEN_UNROLL
      for (int u = 0; u < kUnroll; ++u) sum += v[u] * __ldg(x + c[u]);
    }
  }
  for (; jj < steps; ++jj)
    sum += spgen::load_matrix(vals + jj * kStride) * __ldg(x + spgen::load_matrix(cols + jj * kStride));

  // A row's lanes sit kRowsPerWarp apart in an aligned group of kGroupThreads.
  sum = spgen::group_sum<kThreadsPerRow, kRowsPerWarp>(spgen::group_mask(kGroupThreads), sum);

  const long long position = slice * kSliceHeight + local_row;
  if (lane == 0 && position < static_cast<long long>(nrows))
    spgen::store_axpby(y, __ldg(row_perm + position), alpha, sum, beta);
}
