// The portable CSR SpMM loops (any CPU): Y = alpha*A*X + beta*Y over a range of
// rows, and one thread's part of Aᵀ·X, accumulated into its own buffer so
// that no two threads write one element (no atomics; the caller adds the
// parts in a fixed order). X and Y row-major with row strides ldx, ldy.
#pragma once

#include <algorithm>
#include <cstdint>

namespace spgen::cpu {

/// Rows [row_begin, row_end) of Y = alpha*A*X + beta*Y. Columns go in chunks
/// held on the stack, so each entry of A is read once per chunk.
template <typename V, typename I>
void portable_csr_spmm(I row_begin, I row_end, const I* row_ptr, const I* col_idx, const V* values,
                       std::int64_t k, const V* x, std::int64_t ldx, V* y, std::int64_t ldy, V alpha,
                       V beta) {
  constexpr std::int64_t kChunk = 64;
  V acc[kChunk];
  for (std::int64_t c0 = 0; c0 < k; c0 += kChunk) {
    const std::int64_t n = std::min(kChunk, k - c0);
    for (I row = row_begin; row < row_end; ++row) {
      std::fill(acc, acc + n, V(0));
      for (I p = row_ptr[row]; p < row_ptr[row + 1]; ++p) {
        const V a = values[p];
        const V* xr = x + static_cast<std::int64_t>(col_idx[p]) * ldx + c0;
        for (std::int64_t j = 0; j < n; ++j) acc[j] += a * xr[j];
      }
      V* yr = y + static_cast<std::int64_t>(row) * ldy + c0;
      // beta == 0 must not read Y: it may hold NaN or be uninitialised.
      if (beta == V(0))
        for (std::int64_t j = 0; j < n; ++j) yr[j] = alpha * acc[j];
      else
        for (std::int64_t j = 0; j < n; ++j) yr[j] = alpha * acc[j] + beta * yr[j];
    }
  }
}

/// part += A(rows [row_begin, row_end), :)ᵀ · X(those rows, columns [c0, c0+n)):
/// part is ncols × n, row-major, packed (row stride n).
template <typename V, typename I>
void portable_csr_spmm_t_part(I row_begin, I row_end, const I* row_ptr, const I* col_idx, const V* values,
                              std::int64_t c0, std::int64_t n, const V* x, std::int64_t ldx, V* part) {
  for (I row = row_begin; row < row_end; ++row) {
    const V* xr = x + static_cast<std::int64_t>(row) * ldx + c0;
    for (I p = row_ptr[row]; p < row_ptr[row + 1]; ++p) {
      const V a = values[p];
      V* out = part + static_cast<std::int64_t>(col_idx[p]) * n;
      for (std::int64_t j = 0; j < n; ++j) out[j] += a * xr[j];
    }
  }
}

}  // namespace spgen::cpu
