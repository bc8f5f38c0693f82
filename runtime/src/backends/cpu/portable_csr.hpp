// The portable CSR product: plain C++ that any compiler vectorises as it can;
// runs where AVX-512 is absent and for types with no generated instance.
#pragma once

namespace spgen::cpu {

template <typename V, typename I>
void portable_csr_spmv(I row_begin, I row_end, const I* row_ptr, const I* col_idx,
                       const V* values, const V* x, V* y, V alpha, V beta) {
  for (I r = row_begin; r < row_end; ++r) {
    V sum = V(0);
    for (I k = row_ptr[r]; k < row_ptr[r + 1]; ++k) sum += values[k] * x[col_idx[k]];
    // beta == 0 must not read y (it may hold NaN).
    y[r] = beta == V(0) ? alpha * sum : alpha * sum + beta * y[r];
  }
}

}  // namespace spgen::cpu
