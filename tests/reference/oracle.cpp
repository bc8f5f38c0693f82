#include "reference/oracle.hpp"

#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <string>

namespace spgen::reference {
namespace {

void require(bool ok, const char* what) {
  if (!ok) throw std::invalid_argument(std::string("oracle: ") + what);
}

// Y = alpha * op(A) * X + beta * Y with op(A) = A, or Aᵀ when transposed: the
// four products below are this one loop. Each output entry sums its terms
// from 0.0 in CSR order, then is scaled.
template <SupportedValue V, SupportedIndex I>
std::vector<double> product(const CsrView<V, I>& a, bool transposed, std::size_t k, double alpha,
                            const std::vector<double>& x, double beta,
                            const std::vector<double>& y) {
  const auto rows = static_cast<std::size_t>(a.nrows);
  const auto cols = static_cast<std::size_t>(a.ncols);
  // op(A) maps vectors of n_in entries to vectors of n_out entries.
  const std::size_t n_in = transposed ? rows : cols;
  const std::size_t n_out = transposed ? cols : rows;
  require(x.size() == n_in * k,
          transposed ? "X must be nrows x k for the transposed product" : "X must be ncols x k");
  require(y.size() == n_out * k,
          transposed ? "Y must be ncols x k for the transposed product" : "Y must be nrows x k");
  std::vector<double> sum(n_out * k, 0.0);
  for (std::size_t i = 0; i < rows; ++i) {
    for (auto p = static_cast<std::size_t>(a.row_ptr[i]); p < static_cast<std::size_t>(a.row_ptr[i + 1]); ++p) {
      const auto c = static_cast<std::size_t>(a.col_idx[p]);
      const auto v = static_cast<double>(a.values[p]);
      const std::size_t in = transposed ? i : c;
      const std::size_t out = transposed ? c : i;
      for (std::size_t j = 0; j < k; ++j) sum[out * k + j] += v * x[in * k + j];
    }
  }
  return scale_and_add(alpha, sum, beta, y);
}

}  // namespace

std::vector<double> scale_and_add(double alpha, const std::vector<double>& product, double beta,
                                  const std::vector<double>& y) {
  require(beta == 0.0 || y.size() == product.size(), "Y must have as many entries as the product");
  // beta == 0 must ignore y entirely (it may hold NaN, or be empty), as BLAS does.
  std::vector<double> result(product.size());
  for (std::size_t e = 0; e < product.size(); ++e)
    result[e] = alpha * product[e] + (beta == 0.0 ? 0.0 : beta * y[e]);
  return result;
}

template <SupportedValue V, SupportedIndex I>
std::vector<double> spmv(const CsrView<V, I>& a, double alpha, const std::vector<double>& x,
                         double beta, const std::vector<double>& y) {
  return product(a, false, 1, alpha, x, beta, y);
}

template <SupportedValue V, SupportedIndex I>
std::vector<double> spmv_transposed(const CsrView<V, I>& a, double alpha,
                                    const std::vector<double>& x, double beta,
                                    const std::vector<double>& y) {
  return product(a, true, 1, alpha, x, beta, y);
}

template <SupportedValue V, SupportedIndex I>
std::vector<double> spmm(const CsrView<V, I>& a, std::size_t k, double alpha,
                         const std::vector<double>& x, double beta,
                         const std::vector<double>& y) {
  return product(a, false, k, alpha, x, beta, y);
}

template <SupportedValue V, SupportedIndex I>
std::vector<double> spmm_transposed(const CsrView<V, I>& a, std::size_t k, double alpha,
                                    const std::vector<double>& x, double beta,
                                    const std::vector<double>& y) {
  return product(a, true, k, alpha, x, beta, y);
}

template <SupportedValue V, SupportedIndex I>
std::vector<double> abs_row_products(const CsrView<V, I>& a, const std::vector<double>& x) {
  const auto rows = static_cast<std::size_t>(a.nrows);
  std::vector<double> out(rows, 0.0);
  for (std::size_t i = 0; i < rows; ++i)
    for (auto p = static_cast<std::size_t>(a.row_ptr[i]); p < static_cast<std::size_t>(a.row_ptr[i + 1]); ++p)
      out[i] += std::fabs(static_cast<double>(a.values[p])) * std::fabs(x[static_cast<std::size_t>(a.col_idx[p])]);
  return out;
}

#define SPGEN_ORACLE_INSTANTIATE(V, I)                                                          \
  template std::vector<double> spmv(const CsrView<V, I>&, double, const std::vector<double>&, \
                                    double, const std::vector<double>&);                       \
  template std::vector<double> spmv_transposed(const CsrView<V, I>&, double,                  \
                                               const std::vector<double>&, double,             \
                                               const std::vector<double>&);                    \
  template std::vector<double> spmm(const CsrView<V, I>&, std::size_t, double,                \
                                    const std::vector<double>&, double,                        \
                                    const std::vector<double>&);                               \
  template std::vector<double> spmm_transposed(const CsrView<V, I>&, std::size_t, double,     \
                                               const std::vector<double>&, double,             \
                                               const std::vector<double>&);                    \
  template std::vector<double> abs_row_products(const CsrView<V, I>&, const std::vector<double>&);
SPGEN_FOR_EACH_TYPE(SPGEN_ORACLE_INSTANTIATE)
#undef SPGEN_ORACLE_INSTANTIATE

}  // namespace spgen::reference
