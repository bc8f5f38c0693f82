#include "reference/oracle.hpp"

#include <cmath>
#include <cstdint>
#include <stdexcept>

namespace spgen::reference {
namespace {

void require(bool ok, const char* what) {
  if (!ok) throw std::invalid_argument(std::string("oracle: ") + what);
}

}  // namespace

template <SupportedValue V, SupportedIndex I>
std::vector<double> spmv(const CsrView<V, I>& a, double alpha, const std::vector<double>& x,
                         double beta, const std::vector<double>& y) {
  return spmm(a, 1, alpha, x, beta, y);
}

template <SupportedValue V, SupportedIndex I>
std::vector<double> spmv_transposed(const CsrView<V, I>& a, double alpha,
                                    const std::vector<double>& x, double beta,
                                    const std::vector<double>& y) {
  return spmm_transposed(a, 1, alpha, x, beta, y);
}

template <SupportedValue V, SupportedIndex I>
std::vector<double> spmm(const CsrView<V, I>& a, std::size_t k, double alpha,
                         const std::vector<double>& x, double beta,
                         const std::vector<double>& y) {
  const auto rows = static_cast<std::size_t>(a.nrows);
  const auto cols = static_cast<std::size_t>(a.ncols);
  require(x.size() == cols * k, "X must be ncols x k");
  require(y.size() == rows * k, "Y must be nrows x k");
  std::vector<double> out(rows * k);
  for (std::size_t i = 0; i < rows; ++i) {
    for (std::size_t j = 0; j < k; ++j) {
      double sum = 0.0;
      for (auto p = static_cast<std::size_t>(a.row_ptr[i]); p < static_cast<std::size_t>(a.row_ptr[i + 1]); ++p)
        sum += static_cast<double>(a.values[p]) * x[static_cast<std::size_t>(a.col_idx[p]) * k + j];
      // beta == 0 must ignore y entirely (it may hold NaN), as BLAS does.
      out[i * k + j] = alpha * sum + (beta == 0.0 ? 0.0 : beta * y[i * k + j]);
    }
  }
  return out;
}

template <SupportedValue V, SupportedIndex I>
std::vector<double> spmm_transposed(const CsrView<V, I>& a, std::size_t k, double alpha,
                                    const std::vector<double>& x, double beta,
                                    const std::vector<double>& y) {
  const auto rows = static_cast<std::size_t>(a.nrows);
  const auto cols = static_cast<std::size_t>(a.ncols);
  require(x.size() == rows * k, "X must be nrows x k for the transposed product");
  require(y.size() == cols * k, "Y must be ncols x k for the transposed product");
  std::vector<double> sum(cols * k, 0.0);
  for (std::size_t i = 0; i < rows; ++i)
    for (auto p = static_cast<std::size_t>(a.row_ptr[i]); p < static_cast<std::size_t>(a.row_ptr[i + 1]); ++p)
      for (std::size_t j = 0; j < k; ++j)
        sum[static_cast<std::size_t>(a.col_idx[p]) * k + j] += static_cast<double>(a.values[p]) * x[i * k + j];
  std::vector<double> out(cols * k);
  for (std::size_t e = 0; e < cols * k; ++e)
    out[e] = alpha * sum[e] + (beta == 0.0 ? 0.0 : beta * y[e]);
  return out;
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
SPGEN_ORACLE_INSTANTIATE(float, std::int32_t)
SPGEN_ORACLE_INSTANTIATE(float, std::int64_t)
SPGEN_ORACLE_INSTANTIATE(double, std::int32_t)
SPGEN_ORACLE_INSTANTIATE(double, std::int64_t)
#undef SPGEN_ORACLE_INSTANTIATE

}  // namespace spgen::reference
