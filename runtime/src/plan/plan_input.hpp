// What a plan is made from: a host spgen::Matrix, a CSR the plan made itself
// (P·A·Pᵀ, a partition's part), or a spgen::DeviceMatrix whose host copy is
// downloaded only when a step reads it (the rule on a plan-cache miss, a
// format converted on the host). Internal.
#pragma once

#include <cstdint>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/device_matrix_state.hpp"
#include "core/setup_trace.hpp"
#include "formats/format.hpp"
#include "plan/features.hpp"
#include "spgen/core/csr.hpp"
#include "spgen/core/device_matrix.hpp"
#include "spgen/core/error.hpp"
#include "spgen/core/matrix.hpp"

namespace spgen::detail {

template <SupportedValue V, SupportedIndex I>
class PlanInput {
 public:
  explicit PlanInput(const Matrix<V, I>& a) : matrix_(a), csr_(a.shared_csr()) {}
  /// A CSR the plan made from a checked matrix (no fingerprint: such plans
  /// key nothing by it).
  explicit PlanInput(std::shared_ptr<const Csr<V, I>> a) : csr_(std::move(a)) {}
  explicit PlanInput(const DeviceMatrix<V, I>& a)
      : device_matrix_(a),
        device_(formats::DeviceCsr<V, I>{a.nrows(), a.ncols(), static_cast<I>(a.nnz()), a.row_ptr(),
                                         a.col_idx(), a.values(), nullptr,
                                         std::make_shared<formats::DeviceMatrixFacts>()}) {}

  [[nodiscard]] I nrows() const { return device_matrix_ ? device_matrix_->nrows() : csr_->nrows; }
  [[nodiscard]] I ncols() const { return device_matrix_ ? device_matrix_->ncols() : csr_->ncols; }
  [[nodiscard]] std::size_t nnz() const { return device_matrix_ ? device_matrix_->nnz() : csr_->nnz(); }
  /// The plan-cache key's: the host Matrix's, or the device matrix's own.
  [[nodiscard]] std::uint64_t fingerprint() const {
    if (device_matrix_) return device_matrix_->fingerprint();
    if (!matrix_) throw Error("internal: a plan-made CSR has no fingerprint");
    return matrix_->fingerprint();
  }
  /// Whether the input is a DeviceMatrix.
  [[nodiscard]] bool is_device_matrix() const { return device_matrix_.has_value(); }
  /// The arrays on the device: a DeviceMatrix's (null for a host matrix).
  [[nodiscard]] const formats::DeviceCsr<V, I>* device() const { return device_ ? &*device_ : nullptr; }
  /// A device matrix's dimensions and row pointers on the host, copied on
  /// first use and then shared by the plan's steps (the rule, a format's
  /// defaults, a conversion that reads them): one round trip per plan.
  [[nodiscard]] const Csr<V, I>& rows_on_host() const {
    if (!rows_) {
      auto rows = std::make_shared<Csr<V, I>>();
      rows->nrows = nrows();
      rows->ncols = ncols();
      rows->row_ptr = device_row_ptr_on_host(*device_matrix_);
      rows_ = std::move(rows);
      setup_trace("row pointers to the host");
    }
    return *rows_;
  }
  /// The row pointers on the host where the plan holds them already (a host
  /// matrix's, a device matrix's copied ones), else null: nothing is copied.
  [[nodiscard]] const I* host_row_ptr_if_any() const {
    if (csr_) return csr_->row_ptr.data();
    return rows_ ? rows_->row_ptr.data() : nullptr;
  }
  /// The CSR on the host; a device matrix's is downloaded on first use.
  [[nodiscard]] const std::shared_ptr<const Csr<V, I>>& shared_csr() const {
    if (!csr_) {
      fetched_here_ = device_matrix_->download_ms() == 0.0;  // not yet by an earlier plan
      csr_ = device_matrix_->to_host().shared_csr();
    }
    return csr_;
  }
  [[nodiscard]] const Csr<V, I>& csr() const { return *shared_csr(); }
  [[nodiscard]] CsrView<V, I> view() const { return csr().view(); }
  /// Whether a device matrix's host copy was needed, whether this plan
  /// downloaded it (else an earlier plan did), and what that took (ms).
  [[nodiscard]] bool downloaded() const { return device_matrix_ && csr_ != nullptr; }
  [[nodiscard]] bool fetched_here() const { return fetched_here_; }
  [[nodiscard]] double download_ms() const { return device_matrix_ ? device_matrix_->download_ms() : 0.0; }
  /// What a plan's selection text says of the host copy ("" when none was needed).
  [[nodiscard]] std::string download_note() const {
    if (!downloaded()) return "";
    char note[112];
    std::snprintf(note, sizeof note, "; the device matrix's host copy: downloaded %s %.1f ms",
                  fetched_here_ ? "in" : "by an earlier plan, in", download_ms());
    return note;
  }

 private:
  std::optional<Matrix<V, I>> matrix_;
  mutable std::shared_ptr<const Csr<V, I>> csr_;
  mutable std::shared_ptr<const Csr<V, I>> rows_;  // a device matrix's row pointers only
  mutable bool fetched_here_ = false;
  std::optional<DeviceMatrix<V, I>> device_matrix_;
  std::optional<formats::DeviceCsr<V, I>> device_;
};

/// What a rule reads: the host CSR with its features; or, for a device
/// matrix whose host copy no step has needed yet, its dimensions and row
/// pointers (copied to the host when a rule first reads them) with its
/// features counted on the device, and `device` set for the rules that read
/// columns or values, or count from the row pointers, where they are
/// (formats::SelectionInput::device).
template <SupportedValue V, SupportedIndex I>
struct RuleInput {
  const formats::DeviceCsr<V, I>* device = nullptr;
  formats::HostMatrix<V, I> matrix;
  Features features;
};

/// The rule's input from `in`, read on the device where `in` is a device
/// matrix not yet downloaded and `on_device` allows it (a step that needs
/// the host matrix anyway downloads it here). `in` outlives the result.
/// `column_gaps`: count Features::column_gaps too (the op's rules read them).
template <SupportedValue V, SupportedIndex I>
RuleInput<V, I> rule_input(const PlanInput<V, I>& in, bool column_gaps, bool on_device = true) {
#if SPGEN_HAVE_DEVICE_CONVERSION  // compute_features_on_device exists only there
  if (const formats::DeviceCsr<V, I>* device = on_device && !in.downloaded() ? in.device() : nullptr) {
    return {device, formats::HostMatrix<V, I>([&in]() -> const Csr<V, I>& { return in.rows_on_host(); }),
            compute_features_on_device<I>(in.nrows(), in.ncols(), static_cast<std::int64_t>(in.nnz()),
                                          device->row_ptr, device->col_idx, column_gaps)};
  }
#else
  (void)on_device;
#endif
  return {nullptr, in.csr(), compute_features(in.csr().view(), column_gaps)};
}

}  // namespace spgen::detail
