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
//
// kSlicesPerBlock slices share one block: a slice of short rows holds few
// entries, and blocks retire at a rate of their own (1.25 ns each on an
// H100), so small slices are launched several to a block.
//
// kRowsPerThread = 2 gives each thread two neighbouring rows of its slice:
// their entries of one slice column are adjacent (column-major slices), so
// one 4-byte load reads both column offsets and one 8- or 16-byte load both
// values. Half the load instructions for the same bytes: f32's 6 bytes per
// entry otherwise leave too few bytes in flight per load to fill the memory
// pipe. The two rows' sums are reduced separately.
//
// kValueCodeBits = 8 or 16 reads no values: each entry holds an 8- or 16-bit
// code into `dict` (dict[0] = 0 for padding), looked up per entry. A matrix
// with few distinct values (a stencil, unit weights) then moves 3 or 4 bytes
// per entry instead of 10 (f64) or 6 (f32); the dictionary is a few hundred
// bytes and stays in L1. The looked-up value is the stored one bit for bit, so
// the product is that of kValueCodeBits = 0 exactly.
//
// kColumnBits = 8 reads one byte per column where it can: each slice column
// (entry j of the slice's rows) has a base, its smallest column, and where
// its columns span at most 255 an entry holds one byte past it (col8). A
// stencil's or FEM matrix's neighbouring rows hold their j-th entries a few
// columns apart, so most slice columns are so narrow. The others (base
// stored as -1 - base) add a second byte plane, col8_hi, and in a wide slice
// the high halves of col_hi (their base then 0). A warp's lanes read the same
// few bases, which stay in L1; only lanes in 16-bit slice columns read col8_hi.
// Each thread loads its bases one group of steps ahead: whether it reads
// col8_hi is then known when it issues the group's loads, so the second
// plane streams with the first instead of after a round trip for the base
// (which made a first version, loading base and planes in one step, 17-33%
// slower than 16-bit columns on an H200).
//
// kPattern = 1 reads neither (every nonzero is 1): an entry's value is 1 below
// its row's length and 0 past it (padding), which is what stored values
// hold, so the product is again the same. Each thread reads its rows' lengths
// once.
#include "../common/spgen_template.h"
#include "spmv_ops.h"

// kCount adjacent entries' values from entry offset k, slice column j:
// stored values (kCodeBits 0), codes of kCodeBits looked up in the
// dictionary, or for a pattern 1 where j is below the row's length in `lens`.
template <int kCodeBits, int kPattern, int kCount, typename V, typename I>
__device__ __forceinline__ void entry_values(I k, I j, const I (&lens)[kCount], const V* __restrict__ values,
                                             const unsigned char* __restrict__ code8,
                                             const unsigned short* __restrict__ code16,
                                             const V* __restrict__ dict, V (&out)[kCount]) {
  if constexpr (kPattern != 0) {
    SPGEN_UNROLL
    for (int r = 0; r < kCount; ++r) out[r] = j < lens[r] ? V(1) : V(0);
  } else if constexpr (kCodeBits == 0) {
    spgen::load_matrix<kCount>(values + k, out);
  } else if constexpr (kCodeBits == 8) {
    unsigned char c[kCount];
    spgen::load_matrix<kCount>(code8 + k, c);
    SPGEN_UNROLL
    for (int r = 0; r < kCount; ++r) out[r] = __ldg(dict + c[r]);
  } else {
    unsigned short c[kCount];
    spgen::load_matrix<kCount>(code16 + k, c);
    SPGEN_UNROLL
    for (int r = 0; r < kCount; ++r) out[r] = __ldg(dict + c[r]);
  }
}

// A slice column's kCount adjacent entries' columns from entry offset k
// (kColumnBits = 8), its base w loaded before: w + one byte where w >= 0,
// else a 16-bit offset from -1 - w, plus the high halves at `hi` in a wide
// slice (w = -1 there).
template <int kCount, typename I>
__device__ __forceinline__ void byte_columns(I w, I k, const unsigned char* __restrict__ col8,
                                             const unsigned char* __restrict__ col8_hi, const unsigned short* hi,
                                             bool wide, I (&out)[kCount]) {
  unsigned char lo[kCount];
  spgen::load_matrix<kCount>(col8 + k, lo);
  if (w >= 0) {
    SPGEN_UNROLL
    for (int r = 0; r < kCount; ++r) out[r] = w + static_cast<I>(lo[r]);
  } else {
    unsigned char up[kCount];
    spgen::load_matrix<kCount>(col8_hi + k, up);
    SPGEN_UNROLL
    for (int r = 0; r < kCount; ++r)
      out[r] = (-1 - w) + (static_cast<I>(lo[r]) | static_cast<I>(up[r]) << 8) +
               (wide ? static_cast<I>(spgen::load_matrix(hi + r)) << 16 : I(0));
  }
}

template <int kSliceHeight, int kThreadsPerRow, int kUnroll, int kRowsPerThread, int kSlicesPerBlock, int kValueCodeBits,
          int kPattern, int kColumnBits, typename V, typename I>
SPGEN_ENTRY __global__ void sellp_c16_spmv(I nrows, I nslices, I sigma, const I* __restrict__ slice_ptr,
                                           const I* __restrict__ slice_base,
                                           const unsigned short* __restrict__ col_lo,
                                           const unsigned short* __restrict__ col_hi,
                                           const unsigned char* __restrict__ col8,
                                           const unsigned char* __restrict__ col8_hi, const I* __restrict__ col_base,
                                           const V* __restrict__ values, const unsigned char* __restrict__ code8,
                                           const unsigned short* __restrict__ code16, const V* __restrict__ dict,
                                           const I* __restrict__ row_len, const I* __restrict__ row_perm,
                                           const V* __restrict__ x,
                                           V* __restrict__ y, V alpha, V beta) {
  static_assert(spgen::template_is_pow2(kThreadsPerRow) && kThreadsPerRow <= 32,
                "threads per row must be a power of two no larger than a warp");
  static_assert(spgen::template_is_pow2(kSliceHeight), "slice height must be a power of two");
  static_assert(kRowsPerThread == 1 || kRowsPerThread == 2, "a thread owns one or two rows");
  static_assert(kSliceHeight % kRowsPerThread == 0, "a slice holds whole row pairs");
  static_assert(kSliceHeight * kThreadsPerRow / kRowsPerThread * kSlicesPerBlock <= 1024,
                "a block holds at most 1024 threads");
  static_assert(kUnroll >= 1, "unroll factor must be positive");
  static_assert(kValueCodeBits == 0 || kValueCodeBits == 8 || kValueCodeBits == 16, "values stored, or 8/16-bit codes");
  static_assert(kPattern == 0 || kValueCodeBits == 0, "a pattern stores no values to code");
  static_assert(kColumnBits == 16 || kColumnBits == 8, "columns as 16-bit or 8-bit offsets");
  // A row unit is the kRowsPerThread neighbouring rows one thread owns.
  constexpr int kUnits = kSliceHeight / kRowsPerThread;
  constexpr int kUnitsPerWarp = kUnits < 32 / kThreadsPerRow ? kUnits : 32 / kThreadsPerRow;
  constexpr int kGroupThreads = kUnitsPerWarp * kThreadsPerRow;  // <= 32, divides 32

  // A block runs kSlicesPerBlock slices side by side, each on whole warps.
  constexpr int kSliceThreads = kSliceHeight * kThreadsPerRow / kRowsPerThread;

  SPGEN_LET_NEXT_GRID_START();
  const long long slice =
      static_cast<long long>(blockIdx.x) * kSlicesPerBlock + static_cast<int>(threadIdx.x) / kSliceThreads;
  if (slice >= static_cast<long long>(nslices)) return;  // uniform per slice

  const int tid = static_cast<int>(threadIdx.x) % kSliceThreads;
  const int group = tid / kGroupThreads;
  const int in_group = tid % kGroupThreads;
  const int local_row = (group * kUnitsPerWarp + in_group % kUnitsPerWarp) * kRowsPerThread;  // the unit's first
  const int lane = in_group / kUnitsPerWarp;

  const I begin = __ldg(slice_ptr + slice);
  const I width = (__ldg(slice_ptr + slice + 1) - begin) / kSliceHeight;
  const I steps = width / kThreadsPerRow;  // width is a multiple of t
  const I base = __ldg(slice_base + slice);
  const bool wide = base < 0;
  // Element (j = lane + t*jj, local_row) lives at offset jj*(t*b) from here;
  // begin is a multiple of b, so a unit's entries are aligned for one load.
  const I first = static_cast<I>(lane) * kSliceHeight + local_row;
  const unsigned short* lo = col_lo + begin + first;
  const unsigned short* hi = wide ? col_hi + (-1 - base) + first : lo;  // read only when wide
  const I at = begin + first;  // entry offset of this thread's first (values, codes, byte columns)
  const I slice_column = begin / kSliceHeight + lane;  // col_base index of this thread's first
  I lens[kRowsPerThread] = {};  // a pattern's row lengths (rows past nrows hold 0)
  if constexpr (kPattern != 0)
    spgen::load_adjacent<kRowsPerThread>(row_len + static_cast<I>(slice) * kSliceHeight + local_row, lens);
  constexpr int kStride = kThreadsPerRow * kSliceHeight;
  // The columns of this thread's step jj (slice column lane + t*jj); w is
  // the slice column's base with 8-bit columns (unused with 16-bit ones).
  auto load_columns = [&](I step, I w, I(&col)[kRowsPerThread]) {
    if constexpr (kColumnBits == 8) {
      byte_columns<kRowsPerThread>(w, at + step * kStride, col8, col8_hi, hi + step * kStride, wide, col);
    } else {
      unsigned short off[kRowsPerThread];
      spgen::load_matrix<kRowsPerThread>(lo + step * kStride, off);
      SPGEN_UNROLL
      for (int r = 0; r < kRowsPerThread; ++r)
        col[r] = static_cast<I>(off[r]) +
                 (wide ? static_cast<I>(spgen::load_matrix(hi + step * kStride + r)) << 16 : base);
    }
  };
  SPGEN_WAIT_FOR_PREVIOUS_GRID();  // x and y only after the previous grid (slice bounds before)

  // Padding carries value 0 and a valid column, so no lane needs a bound check
  // inside the slice and every lane runs the same trip count.
  V sum[kRowsPerThread];
  SPGEN_UNROLL
  for (int r = 0; r < kRowsPerThread; ++r) sum[r] = V(0);
  // 8-bit columns: the bases of steps from .. from + kUnroll - 1 (0 past the slice).
  [[maybe_unused]] I bases[kUnroll];
  auto load_bases = [&](I from) {
    SPGEN_UNROLL
    for (int u = 0; u < kUnroll; ++u)
      bases[u] = from + u < steps ? __ldg(col_base + slice_column + (from + u) * kThreadsPerRow) : I(0);
  };
  if constexpr (kColumnBits == 8) load_bases(0);
  I jj = 0;
  if constexpr (kUnroll > 1 || kColumnBits == 8) {
    for (; jj + kUnroll <= steps; jj += kUnroll) {
      // Issue all loads of the unrolled group before the FMAs for memory-level
      // parallelism (and the next group's bases first of all).
      I w[kUnroll];
      SPGEN_UNROLL
      for (int u = 0; u < kUnroll; ++u) w[u] = bases[u];
      if constexpr (kColumnBits == 8) load_bases(jj + kUnroll);
      I col[kUnroll][kRowsPerThread];
      V v[kUnroll][kRowsPerThread];
      SPGEN_UNROLL
      for (int u = 0; u < kUnroll; ++u) {
        load_columns(jj + u, w[u], col[u]);
        entry_values<kValueCodeBits, kPattern>(at + (jj + u) * kStride, lane + (jj + u) * kThreadsPerRow, lens, values,
                                               code8, code16, dict, v[u]);
      }
      SPGEN_UNROLL
      for (int u = 0; u < kUnroll; ++u) {
        SPGEN_UNROLL
        for (int r = 0; r < kRowsPerThread; ++r) sum[r] += v[u][r] * __ldg(x + col[u][r]);
      }
    }
  }
  if constexpr (kColumnBits == 8) {
    // Fewer than kUnroll steps remain; bases[u] holds step jj + u's.
    SPGEN_UNROLL
    for (int u = 0; u < kUnroll - 1; ++u) {
      if (jj + u < steps) {
        I col[kRowsPerThread];
        V v[kRowsPerThread];
        load_columns(jj + u, bases[u], col);
        entry_values<kValueCodeBits, kPattern>(at + (jj + u) * kStride, lane + (jj + u) * kThreadsPerRow, lens,
                                               values, code8, code16, dict, v);
        SPGEN_UNROLL
        for (int r = 0; r < kRowsPerThread; ++r) sum[r] += v[r] * __ldg(x + col[r]);
      }
    }
  } else {
    for (; jj < steps; ++jj) {
      I col[kRowsPerThread];
      V v[kRowsPerThread];
      load_columns(jj, I(0), col);
      entry_values<kValueCodeBits, kPattern>(at + jj * kStride, lane + jj * kThreadsPerRow, lens, values, code8, code16,
                                             dict, v);
      SPGEN_UNROLL
      for (int r = 0; r < kRowsPerThread; ++r) sum[r] += v[r] * __ldg(x + col[r]);
    }
  }

  SPGEN_UNROLL
  for (int r = 0; r < kRowsPerThread; ++r) {
    // A row's lanes sit kUnitsPerWarp apart in an aligned group of kGroupThreads.
    const V row_sum = spgen::group_sum<kThreadsPerRow, kUnitsPerWarp>(spgen::group_mask(kGroupThreads), sum[r]);
    const long long position = slice * kSliceHeight + local_row + r;
    if (lane == 0 && position < static_cast<long long>(nrows)) {
      const I row = sigma > 1 ? __ldg(row_perm + position) : static_cast<I>(position);
      spgen::store_axpby(y, row, alpha, row_sum, beta);
    }
  }
}
