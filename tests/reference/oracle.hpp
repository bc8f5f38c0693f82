// The oracle: what every kernel's output is compared with.
//
// Plain double-precision loops over CSR, written to be obviously right and to
// share no code with any kernel or converter. X and Y of the multi-vector
// products are row-major: X is ncols(A) × k (Aᵀ products: nrows(A) × k),
// element (i, j) at X[i * k + j].
#pragma once

#include <cstddef>
#include <vector>

#include "spgen/core/csr.hpp"

namespace spgen::reference {

/// y = alpha * A * x + beta * y
template <SupportedValue V, SupportedIndex I>
std::vector<double> spmv(const CsrView<V, I>& a, double alpha, const std::vector<double>& x,
                         double beta, const std::vector<double>& y);

/// y = alpha * Aᵀ * x + beta * y   (x has nrows entries, y has ncols)
template <SupportedValue V, SupportedIndex I>
std::vector<double> spmv_transposed(const CsrView<V, I>& a, double alpha,
                                    const std::vector<double>& x, double beta,
                                    const std::vector<double>& y);

/// Y = alpha * A * X + beta * Y   (X: ncols × k, Y: nrows × k, row-major)
template <SupportedValue V, SupportedIndex I>
std::vector<double> spmm(const CsrView<V, I>& a, std::size_t k, double alpha,
                         const std::vector<double>& x, double beta, const std::vector<double>& y);

/// Y = alpha * Aᵀ * X + beta * Y   (X: nrows × k, Y: ncols × k, row-major)
template <SupportedValue V, SupportedIndex I>
std::vector<double> spmm_transposed(const CsrView<V, I>& a, std::size_t k, double alpha,
                                    const std::vector<double>& x, double beta,
                                    const std::vector<double>& y);

/// alpha * product + beta * y, entry by entry: the last step of every product
/// above, for callers that reuse one product (alpha = 1, beta = 0) with many
/// alpha and beta. beta == 0 ignores y (it may be empty or hold NaN).
std::vector<double> scale_and_add(double alpha, const std::vector<double>& product, double beta,
                                  const std::vector<double>& y);

/// Per-row bound for the "bounded" assertion: (|A| |x|)_i, the magnitude the
/// rounding error of row i scales with.
template <SupportedValue V, SupportedIndex I>
std::vector<double> abs_row_products(const CsrView<V, I>& a, const std::vector<double>& x);

}  // namespace spgen::reference
