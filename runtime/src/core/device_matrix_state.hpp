// What a spgen::DeviceMatrix holds, and the CUDA backend's part of it: the
// checks and the fingerprint run as kernels (backends/cuda/device_matrix.cpp;
// a build without CUDA refuses). Internal.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

#include "spgen/core/device_matrix.hpp"

namespace spgen::detail {

template <SupportedValue V, SupportedIndex I>
struct DeviceMatrixState {
  int device = 0;
  I nrows = 0;
  I ncols = 0;
  std::size_t nnz = 0;
  const I* row_ptr = nullptr;
  const I* col_idx = nullptr;
  const V* values = nullptr;
  std::shared_ptr<const void> owner;  // upload(): the device copy; view(): none
  std::uint64_t fingerprint = 0;
  double check_ms = 0.0;  // the checks and the fingerprint
  std::once_flag host_once;
  std::optional<Matrix<V, I>> host;
  double download_ms = 0.0;
};

/// The caller's arrays, checked (spgen::validate()'s rules, on the device)
/// and fingerprinted. Throws spgen::Error naming the first violation.
template <SupportedValue V, SupportedIndex I>
std::shared_ptr<DeviceMatrixState<V, I>> device_matrix_view(const Context& ctx, I nrows, I ncols, const I* row_ptr,
                                                            const I* col_idx, const V* values);
/// A device copy of `a`, fingerprinted.
template <SupportedValue V, SupportedIndex I>
std::shared_ptr<DeviceMatrixState<V, I>> device_matrix_upload(const Context& ctx, const Matrix<V, I>& a);
/// The arrays copied to the host (already valid: checked when made).
template <SupportedValue V, SupportedIndex I>
Csr<V, I> device_matrix_download(const DeviceMatrixState<V, I>& s);

/// A device matrix's row pointers copied to the host (nrows + 1): what the
/// rule's row-length statistics read when it runs without a host copy.
template <SupportedValue V, SupportedIndex I>
std::vector<I> device_row_ptr_on_host(const DeviceMatrix<V, I>& a);

}  // namespace spgen::detail
