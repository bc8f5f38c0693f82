// spgen::DeviceMatrix — a CSR matrix whose arrays are in a CUDA device's
// memory: a solver that assembles its matrix on the GPU plans from it without
// a copy to the host.
//
//   auto ctx = spgen::Context::create();
//   auto a   = spgen::DeviceMatrix<double, int32_t>::view(ctx, n, n, d_row_ptr, d_col_idx, d_values);
//   auto p   = spgen::plan_spmm(ctx, a, {.k = 32});   // converts on the device where the format can
//   p.apply(1.0, spgen::dense(d_x, n, 32), 0.0, spgen::dense(d_y, n, 32));
//
// What a plan reads of it:
//  * its fingerprint, computed on the device when the matrix is made (the
//    plan-cache key; a device matrix's fingerprint is not the host Matrix's,
//    so the two keep separate plan-cache records);
//  * SpMV and SpMM plans: the rule's features and estimates from kernels
//    over its arrays, equal to the host rule's; its row pointers are copied
//    to the host (once per plan) only for a rule or conversion that walks
//    them there (HYB's width, CSR-Stream's tiles, an override's defaults);
//    then, for a format that converts on the device (formats::Format::
//    converts_on_device: every format's CUDA instances), its device arrays
//    only: no column or value of the matrix crosses to the host;
//  * a row partition reads a host copy, downloaded once per DeviceMatrix (and
//    its copies) and reported in the plan's selection text;
//  * with SPGEN_HOST_CONVERSION=1, every conversion reads that host copy.
// Plans do not keep the matrix's arrays: once plan() returns, the caller may
// change or free them (the plan holds its own converted copy).
#pragma once

#include <cstdint>
#include <memory>

#include "spgen/core/matrix.hpp"
#include "spgen/session/context.hpp"

namespace spgen {

namespace detail {
template <SupportedValue V, SupportedIndex I>
struct DeviceMatrixState;
}

template <SupportedValue V, SupportedIndex I>
class DeviceMatrix {
 public:
  /// The caller's arrays on ctx's CUDA device (not copied): row_ptr has
  /// nrows + 1 entries, col_idx and values row_ptr[nrows]. They must stay
  /// allocated and unchanged while this matrix (or a copy) makes plans.
  /// Validated on the device as spgen::validate() checks a host CSR; throws
  /// spgen::Error naming the first violation, or when ctx is not a CUDA
  /// context, a pointer is not device memory of its device, or the build
  /// has no device code (no nvcc).
  static DeviceMatrix view(const Context& ctx, I nrows, I ncols, const I* row_ptr, const I* col_idx,
                           const V* values);
  /// A device copy of `a` on ctx's device, owned by the matrix (copies share it).
  static DeviceMatrix upload(const Context& ctx, const Matrix<V, I>& a);

  [[nodiscard]] I nrows() const;
  [[nodiscard]] I ncols() const;
  [[nodiscard]] std::size_t nnz() const;
  [[nodiscard]] const I* row_ptr() const;
  [[nodiscard]] const I* col_idx() const;
  [[nodiscard]] const V* values() const;
  /// The CUDA device ordinal the arrays live on.
  [[nodiscard]] int device() const;
  /// A hash of the dimensions, row_ptr and col_idx, computed on the device
  /// when the matrix was made (int32 and int64 matrices of one structure agree).
  [[nodiscard]] std::uint64_t fingerprint() const;
  /// Milliseconds the checks and the fingerprint took when the matrix was
  /// made (a per-matrix cost, not in any plan's setup).
  [[nodiscard]] double check_ms() const;
  /// The matrix on the host: downloaded on first use and kept (copies of
  /// this DeviceMatrix share it); safe from several threads.
  [[nodiscard]] Matrix<V, I> to_host() const;
  /// Milliseconds the download of to_host() took (0 before the first call).
  [[nodiscard]] double download_ms() const;

 private:
  explicit DeviceMatrix(std::shared_ptr<detail::DeviceMatrixState<V, I>> s) : state_(std::move(s)) {}
  std::shared_ptr<detail::DeviceMatrixState<V, I>> state_;
};

}  // namespace spgen
