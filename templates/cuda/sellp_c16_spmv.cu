// SELL-P SpMV with 16-bit column offsets, y = alpha*A*x + beta*y: SELL-P's
// kernel (sellp_spmv.cu: a slice of kSliceHeight rows per block,
// kThreadsPerRow lanes per row, shuffle-reduced) reading each column as an
// unsigned short, 2 bytes instead of 4, which is what the format is for.
//
// Storage (specs/formats/sellp_c16.yaml): entry j of local row r of slice s is
// at k = slice_ptr[s] + j*b + r; its column is slice_base[s] + col_lo[k] in a
// narrow slice (slice_base[s] >= 0), col_lo[k] + 65536*col_hi[h + k -
// slice_ptr[s]] in a wide one (h = -1 - slice_base[s]). Whether a slice is
// wide is the same for every thread of its block, so the decode never
// diverges; a narrow slice reads no high half. Rows stay in place when
// sigma is 1, so no row map is read then either.
#include "../common/spgen_template.h"
#include "spmv_ops.h"

template <int kSliceHeight, int kThreadsPerRow, int kUnroll, typename V, typename I>
SPGEN_ENTRY __global__ void sellp_c16_spmv(I nrows, I nslices, I sigma, const I* __restrict__ slice_ptr,
                                           const I* __restrict__ slice_base,
                                           const unsigned short* __restrict__ col_lo,
                                           const unsigned short* __restrict__ col_hi,
                                           const V* __restrict__ values, const I* __restrict__ row_perm,
                                           const V* __restrict__ x, V* __restrict__ y, V alpha, V beta) {
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
  const I base = __ldg(slice_base + slice);
  const bool wide = base < 0;
  // Element (j = lane + t*jj, local_row) lives at offset jj*(t*b) from here.
  const I first = static_cast<I>(lane) * kSliceHeight + local_row;
  const unsigned short* lo = col_lo + begin + first;
  const unsigned short* hi = wide ? col_hi + (-1 - base) + first : lo;  // read only when wide
  const V* vals = values + begin + first;
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
        const I at = (jj + u) * kStride;
        c[u] = static_cast<I>(__ldg(lo + at)) + (wide ? static_cast<I>(__ldg(hi + at)) << 16 : base);
        v[u] = __ldg(vals + at);
      }
      SPGEN_UNROLL
      for (int u = 0; u < kUnroll; ++u) sum += v[u] * __ldg(x + c[u]);
    }
  }
  for (; jj < steps; ++jj) {
    const I at = jj * kStride;
    const I c = static_cast<I>(__ldg(lo + at)) + (wide ? static_cast<I>(__ldg(hi + at)) << 16 : base);
    sum += __ldg(vals + at) * __ldg(x + c);
  }

  // A row's lanes sit kRowsPerWarp apart in an aligned group of kGroupThreads.
  sum = spgen::group_sum<kThreadsPerRow, kRowsPerWarp>(spgen::group_mask(kGroupThreads), sum);

  const long long position = slice * kSliceHeight + local_row;
  if (lane == 0 && position < static_cast<long long>(nrows)) {
    const I row = sigma > 1 ? __ldg(row_perm + position) : static_cast<I>(position);
    spgen::store_axpby(y, row, alpha, sum, beta);
  }
}
