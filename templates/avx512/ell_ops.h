// Rows of a column-major ELL layout (entry j of row r at j * nrows + r), the
// work of the ELL, ELLPACK-R and HYB templates: a group of kLanes consecutive rows
// as one vector per entry index (contiguous loads of values and columns, x
// by the gather instruction or scalar loads), or one row by scalar code. ELL
// runs every group to the matrix's width; ELLPACK-R to the group's longest
// row. Include after vec_ops.h: the generator inlines each header into the
// instance once, without following includes inside headers.
// Compile with -mavx512f -mavx512vl -mavx512bw -mavx512dq.
#pragma once

#include <cstring>

namespace {

// sums[0 .. kLanes) = rows r .. r+kLanes-1's first len entries . x.
template <int kGatherByLoads, typename V, typename I>
inline void ell_group_sums(I r, I len, I nrows, const I* __restrict__ col_idx, const V* __restrict__ values,
                           const V* __restrict__ x, V* __restrict__ sums) {
  using Simd = VecOps<V, I>;
  typename Simd::Vec acc = Simd::zero();
  for (I j = 0; j < len; ++j) {
    const I* c = col_idx + j * nrows + r;
    const typename Simd::Vec xv = Simd::template load_x_across_rows<kGatherByLoads>(c, x);
    acc = Simd::fma(values + j * nrows + r, xv, acc);
  }
  std::memcpy(sums, &acc, sizeof acc);
}

// y[r .. r+kLanes) = alpha * sums + beta * y.
template <typename V, typename I>
inline void store_row_group(I r, const V* __restrict__ sums, V* __restrict__ y, V alpha, V beta) {
  constexpr int kLanes = VecOps<V, I>::kLanes;
  if (beta == V(0)) {  // y is not read: it may hold NaN or be uninitialised
    for (int l = 0; l < kLanes; ++l) y[r + l] = alpha * sums[l];
  } else {
    for (int l = 0; l < kLanes; ++l) y[r + l] = alpha * sums[l] + beta * y[r + l];
  }
}

// y[r .. r+kLanes) = alpha * (the rows' first len entries) . x + beta * y.
template <int kGatherByLoads, typename V, typename I>
inline void ell_row_group(I r, I len, I nrows, const I* __restrict__ col_idx, const V* __restrict__ values,
                          const V* __restrict__ x, V* __restrict__ y, V alpha, V beta) {
  alignas(64) V sums[VecOps<V, I>::kLanes];
  ell_group_sums<kGatherByLoads>(r, len, nrows, col_idx, values, x, sums);
  store_row_group(r, sums, y, alpha, beta);
}

// Row r's first len entries . x, by scalar code.
template <typename V, typename I>
inline V ell_row_sum(I r, I len, I nrows, const I* __restrict__ col_idx, const V* __restrict__ values,
                     const V* __restrict__ x) {
  V sum = V(0);
  for (I j = 0; j < len; ++j) sum += values[j * nrows + r] * x[col_idx[j * nrows + r]];
  return sum;
}

// y[r] = alpha * (row r's first len entries) . x + beta * y[r].
template <typename V, typename I>
inline void ell_row(I r, I len, I nrows, const I* __restrict__ col_idx, const V* __restrict__ values,
                    const V* __restrict__ x, V* __restrict__ y, V alpha, V beta) {
  const V sum = ell_row_sum(r, len, nrows, col_idx, values, x);
  y[r] = beta == V(0) ? alpha * sum : alpha * sum + beta * y[r];
}

}  // namespace
