#include "spgen/core/matrix.hpp"

#include "spgen/matrices/matrix_market.hpp"
#include "spgen/core/stats.hpp"

namespace spgen {

template <SupportedValue V, SupportedIndex I>
Matrix<V, I> Matrix<V, I>::from_csr(Csr<V, I> csr) {
  validate(csr.view());
  return Matrix(std::make_shared<const Csr<V, I>>(std::move(csr)));
}

template <SupportedValue V, SupportedIndex I>
Matrix<V, I> Matrix<V, I>::from_arrays(I nrows, I ncols, std::span<const I> row_ptr,
                                       std::span<const I> col_idx, std::span<const V> values) {
  Csr<V, I> c;
  c.nrows = nrows;
  c.ncols = ncols;
  c.row_ptr.assign(row_ptr.begin(), row_ptr.end());
  c.col_idx.assign(col_idx.begin(), col_idx.end());
  c.values.assign(values.begin(), values.end());
  return from_csr(std::move(c));
}

template <SupportedValue V, SupportedIndex I>
Matrix<V, I> Matrix<V, I>::from_file(const std::filesystem::path& path) {
  return Matrix(std::make_shared<const Csr<V, I>>(read_matrix_market<V, I>(path)));
}

template <SupportedValue V, SupportedIndex I>
std::uint64_t Matrix<V, I>::fingerprint() const {
  std::call_once(fingerprint_->once,
                 [this] { fingerprint_->value = structure_fingerprint(csr_->view()); });
  return fingerprint_->value;
}

#define SPGEN_INSTANTIATE(V, I) template class Matrix<V, I>;
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen
