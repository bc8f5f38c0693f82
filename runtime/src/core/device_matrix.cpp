#include "spgen/core/device_matrix.hpp"

#include <chrono>

#include "core/device_matrix_state.hpp"
#include "core/elapsed.hpp"

namespace spgen {

template <SupportedValue V, SupportedIndex I>
DeviceMatrix<V, I> DeviceMatrix<V, I>::view(const Context& ctx, I nrows, I ncols, const I* row_ptr,
                                            const I* col_idx, const V* values) {
  return DeviceMatrix(detail::device_matrix_view<V, I>(ctx, nrows, ncols, row_ptr, col_idx, values));
}

template <SupportedValue V, SupportedIndex I>
DeviceMatrix<V, I> DeviceMatrix<V, I>::upload(const Context& ctx, const Matrix<V, I>& a) {
  return DeviceMatrix(detail::device_matrix_upload<V, I>(ctx, a));
}

template <SupportedValue V, SupportedIndex I>
I DeviceMatrix<V, I>::nrows() const {
  return state_->nrows;
}
template <SupportedValue V, SupportedIndex I>
I DeviceMatrix<V, I>::ncols() const {
  return state_->ncols;
}
template <SupportedValue V, SupportedIndex I>
std::size_t DeviceMatrix<V, I>::nnz() const {
  return state_->nnz;
}
template <SupportedValue V, SupportedIndex I>
const I* DeviceMatrix<V, I>::row_ptr() const {
  return state_->row_ptr;
}
template <SupportedValue V, SupportedIndex I>
const I* DeviceMatrix<V, I>::col_idx() const {
  return state_->col_idx;
}
template <SupportedValue V, SupportedIndex I>
const V* DeviceMatrix<V, I>::values() const {
  return state_->values;
}
template <SupportedValue V, SupportedIndex I>
int DeviceMatrix<V, I>::device() const {
  return state_->device;
}
template <SupportedValue V, SupportedIndex I>
std::uint64_t DeviceMatrix<V, I>::fingerprint() const {
  return state_->fingerprint;
}

template <SupportedValue V, SupportedIndex I>
double DeviceMatrix<V, I>::check_ms() const {
  return state_->check_ms;
}

template <SupportedValue V, SupportedIndex I>
Matrix<V, I> DeviceMatrix<V, I>::to_host() const {
  auto& s = *state_;
  std::call_once(s.host_once, [&s] {
    const auto t0 = std::chrono::steady_clock::now();
    // Checked on the device when made: no second validation on the host.
    s.host = Matrix<V, I>(std::make_shared<const Csr<V, I>>(detail::device_matrix_download(s)));
    s.download_ms = detail::ms_since(t0);
  });
  return *s.host;
}

template <SupportedValue V, SupportedIndex I>
double DeviceMatrix<V, I>::download_ms() const {
  return state_->download_ms;
}

#define SPGEN_INSTANTIATE(V, I) template class DeviceMatrix<V, I>;
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen
