// spgen::Matrix — a validated CSR matrix the plans are built from: from CSR
// arrays (copied) or a Matrix Market file. Copies share the storage.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <mutex>
#include <span>

#include "spgen/core/csr.hpp"

namespace spgen {

template <SupportedValue V, SupportedIndex I>
class DeviceMatrix;

template <SupportedValue V, SupportedIndex I>
class Matrix {
 public:
  /// Takes ownership; throws spgen::Error when `csr` breaks a CSR invariant.
  static Matrix from_csr(Csr<V, I> csr);
  /// Copies the three arrays (row_ptr has nrows + 1 entries); validates.
  static Matrix from_arrays(I nrows, I ncols, std::span<const I> row_ptr,
                            std::span<const I> col_idx, std::span<const V> values);
  /// Reads a .mtx or .mtx.gz file (spgen::read_matrix_market).
  static Matrix from_file(const std::filesystem::path& path);

  [[nodiscard]] const Csr<V, I>& csr() const { return *csr_; }
  [[nodiscard]] std::shared_ptr<const Csr<V, I>> shared_csr() const { return csr_; }
  [[nodiscard]] CsrView<V, I> view() const { return csr_->view(); }
  [[nodiscard]] I nrows() const { return csr_->nrows; }
  [[nodiscard]] I ncols() const { return csr_->ncols; }
  [[nodiscard]] std::size_t nnz() const { return csr_->nnz(); }
  /// structure_fingerprint(), computed on first use and remembered; safe to
  /// call from several threads (copies of a Matrix share the result).
  [[nodiscard]] std::uint64_t fingerprint() const;

 private:
  struct Fingerprint {
    std::once_flag once;
    std::uint64_t value = 0;
  };
  template <SupportedValue V2, SupportedIndex I2>
  friend class DeviceMatrix;  // its host copy: checked on the device already
  explicit Matrix(std::shared_ptr<const Csr<V, I>> csr) : csr_(std::move(csr)) {}
  std::shared_ptr<const Csr<V, I>> csr_;
  std::shared_ptr<Fingerprint> fingerprint_ = std::make_shared<Fingerprint>();
};

}  // namespace spgen
