// SELL-C-σ SpMV on AVX-512, y = alpha*A*x + beta*y over slices
// [slice_begin, slice_end): slice height C = kSliceHeight rows, one vector
// lane per row, so each slice column is C/lanes contiguous vector loads of
// values and column indices and a gather of x; no horizontal reduction.
//
// Storage (templates/README.md): entry j of local row r of slice s is at
// slice_ptr[s] + j*C + r; padding is value 0 with a valid column, so the loop
// over a slice needs no masks. Results go to y[row_perm[p]]: they are stored
// to a small buffer and written back with scalar stores, which is cheaper than
// a scatter for C values per slice and safe for the permutation.
//
// x is read one of two ways (kGatherByLoads): the gather instruction, or one
// scalar load per lane packed into a vector (x_lanes.h). Where gathers are
// microcoded (AMD Zen 4/5) the loads run rmat:20:16 about 1.2x faster; where
// they are native the two are close. The runtime times both on the matrix.
// Either way a slice column whose rows read consecutive columns (a stencil's
// or FEM matrix's rows side by side) is one vector load of x instead.
//
// Lanes: 16 for f32 with i32 indices, 8 otherwise; C must be a multiple.
// Compile with -mavx512f -mavx512vl -mavx512bw -mavx512dq.
#include <immintrin.h>

#include <cstdint>
#include <type_traits>

#include "../common/spgen_template.h"
#include "x_lanes.h"
// vec_ops.h uses x_lanes.h, so it comes second.
#include "vec_ops.h"

namespace {

// VecOps (vec_ops.h) plus the slice's scaled store.
template <typename V, typename I>
struct SellSimd : VecOps<V, I> {
  using Base = VecOps<V, I>;
  using typename Base::Vec;

  static void store_scaled(V* out, V alpha, Vec acc) {
    if constexpr (Base::kF32x16) _mm512_storeu_ps(out, _mm512_mul_ps(_mm512_set1_ps(alpha), acc));
    else if constexpr (Base::kF64) _mm512_storeu_pd(out, _mm512_mul_pd(_mm512_set1_pd(alpha), acc));
    else _mm256_storeu_ps(out, _mm256_mul_ps(_mm256_set1_ps(alpha), acc));
  }
};

}  // namespace

template <int kSliceHeight, int kGatherByLoads, typename V, typename I>
SPGEN_ENTRY void sellp_spmv(I slice_begin, I slice_end, I nrows, const I* __restrict__ slice_ptr,
                            const I* __restrict__ col_idx, const V* __restrict__ values,
                            const I* __restrict__ row_perm, const V* __restrict__ x,
                            V* __restrict__ y, V alpha, V beta) {
  using Simd = SellSimd<V, I>;
  constexpr int kLanes = Simd::kLanes;
  static_assert(kSliceHeight % kLanes == 0, "slice height must be a multiple of the vector lanes");
  constexpr int kVectors = kSliceHeight / kLanes;

  alignas(64) V result[kSliceHeight];
  for (I s = slice_begin; s < slice_end; ++s) {
    const I begin = slice_ptr[s];
    const I width = (slice_ptr[s + 1] - begin) / kSliceHeight;
    const I* cols = col_idx + begin;
    const V* vals = values + begin;
    typename Simd::Vec acc[kVectors];
    SPGEN_UNROLL
    for (int v = 0; v < kVectors; ++v) acc[v] = Simd::zero();
    for (I j = 0; j < width; ++j) {
      SPGEN_UNROLL
      for (int v = 0; v < kVectors; ++v) {
        const I* c = cols + j * kSliceHeight + v * kLanes;
        const typename Simd::Vec xv = Simd::template load_x_across_rows<kGatherByLoads>(c, x);
        acc[v] = Simd::fma(vals + j * kSliceHeight + v * kLanes, xv, acc[v]);
      }
    }
    SPGEN_UNROLL
    for (int v = 0; v < kVectors; ++v) Simd::store_scaled(result + v * kLanes, alpha, acc[v]);

    // Rows past nrows in the last slice are padding and are not written.
    const I first = s * kSliceHeight;
    const I count = nrows - first < kSliceHeight ? nrows - first : I(kSliceHeight);
    if (beta == V(0)) {  // y is not read: it may hold NaN or be uninitialised
      for (I r = 0; r < count; ++r) y[row_perm[first + r]] = result[r];
    } else {
      for (I r = 0; r < count; ++r) {
        const I row = row_perm[first + r];
        y[row] = result[r] + beta * y[row];
      }
    }
  }
}
