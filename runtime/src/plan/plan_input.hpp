// What a plan is made from: a host spgen::Matrix, or a spgen::DeviceMatrix
// whose host copy is downloaded only when a step reads it (the rule on a
// plan-cache miss, a format converted on the host). Internal.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/device_matrix_state.hpp"
#include "formats/format.hpp"
#include "spgen/core/device_matrix.hpp"
#include "spgen/core/matrix.hpp"

namespace spgen::detail {

template <SupportedValue V, SupportedIndex I>
class PlanInput {
 public:
  explicit PlanInput(const Matrix<V, I>& a) : host_(a) {}
  explicit PlanInput(const DeviceMatrix<V, I>& a)
      : device_matrix_(a),
        device_(formats::DeviceCsr<V, I>{a.nrows(), a.ncols(), static_cast<I>(a.nnz()), a.row_ptr(), a.col_idx(),
                                         a.values()}) {}

  [[nodiscard]] I nrows() const { return device_matrix_ ? device_matrix_->nrows() : host_->nrows(); }
  [[nodiscard]] I ncols() const { return device_matrix_ ? device_matrix_->ncols() : host_->ncols(); }
  [[nodiscard]] std::size_t nnz() const { return device_matrix_ ? device_matrix_->nnz() : host_->nnz(); }
  /// The plan-cache key's: the host Matrix's, or the device matrix's own.
  [[nodiscard]] std::uint64_t fingerprint() const {
    return device_matrix_ ? device_matrix_->fingerprint() : host_->fingerprint();
  }
  /// The arrays on the device: a DeviceMatrix's (null for a host matrix).
  [[nodiscard]] const formats::DeviceCsr<V, I>* device() const { return device_ ? &*device_ : nullptr; }
  /// A device matrix's row pointers on the host (nrows + 1 entries, copied).
  [[nodiscard]] std::vector<I> row_ptr_on_host() const { return device_row_ptr_on_host(*device_matrix_); }
  /// The host matrix; a device matrix's is downloaded on first use.
  [[nodiscard]] const Matrix<V, I>& host() const {
    if (!host_) {
      fetched_here_ = device_matrix_->download_ms() == 0.0;  // not yet by an earlier plan
      host_ = device_matrix_->to_host();
    }
    return *host_;
  }
  /// Whether a device matrix's host copy was needed, whether this plan
  /// downloaded it (else an earlier plan did), and what that took (ms).
  [[nodiscard]] bool downloaded() const { return device_matrix_ && host_.has_value(); }
  [[nodiscard]] bool fetched_here() const { return fetched_here_; }
  [[nodiscard]] double download_ms() const { return device_matrix_ ? device_matrix_->download_ms() : 0.0; }

 private:
  mutable std::optional<Matrix<V, I>> host_;
  mutable bool fetched_here_ = false;
  std::optional<DeviceMatrix<V, I>> device_matrix_;
  std::optional<formats::DeviceCsr<V, I>> device_;
};

}  // namespace spgen::detail
