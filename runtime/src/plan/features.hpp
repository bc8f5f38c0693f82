// Matrix features, computed once per plan and read by every format's rule.
#pragma once

#include <cstdint>
#include <span>

#include "spgen/core/csr.hpp"

namespace spgen {

struct Features {
  std::int64_t nrows = 0, ncols = 0, nnz = 0, max_row = 0;
  double mean_row = 0.0;
  double cv_row = 0.0;  // stddev / mean of the row lengths
  /// Share of the nonzeros near the diagonal, |col - row·ncols/nrows| <=
  /// max(64, ncols/64): 1 for stencils and banded FEM matrices (x is read in
  /// a sliding window), about 1/32 for random columns. The model's fourth
  /// axis (plan/model.hpp): x's locality moves a product's time as much as
  /// its bytes.
  double near_diagonal = 1.0;
};

template <SupportedValue V, SupportedIndex I>
Features compute_features(const CsrView<V, I>& a);

/// The same for a matrix in device memory (a DeviceMatrix planned without a
/// host copy): counted by a kernel over `device_row_ptr` and
/// `device_col_idx` (nnz entries, sorted within each row, as a checked
/// matrix's are); equal to compute_features() of the same matrix. Only in
/// builds with device code (plan/cuda/features_device.cu).
template <SupportedIndex I>
Features compute_features_on_device(I nrows, I ncols, std::int64_t nnz, const I* device_row_ptr,
                                    const I* device_col_idx);

}  // namespace spgen
