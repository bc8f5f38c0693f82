// SELL-P / SELL-C-σ storage (Anzt, Tomov & Dongarra; Kreutzer et al.).
//
// Rows are grouped in slices of b (= C) rows; each slice stores its rows as a
// column-major b × w block, w the slice's longest row rounded up to a multiple
// of t (the CUDA threads per row). Entry j of local row r of slice s lives at
// slice_ptr[s] + j*b + r. Shorter rows are padded with value 0 and a valid
// column (the row's last column, or 0 for an empty row), so kernels run
// without bounds checks (one IEEE consequence: padding adds 0·x[c], so an
// infinite x[c] turns a row's ±inf into NaN where CSR would keep the inf).
// σ-sorting orders rows by decreasing length inside
// windows of σ rows before slicing, which shortens the padding; row_perm maps
// positions back so kernels write y in the caller's row order.
// The kernel ABI over these arrays is in templates/README.md.
#pragma once

#include <cstddef>
#include <vector>

#include "spgen/core/csr.hpp"
#include "spgen/core/uninitialized_vector.hpp"

namespace spgen {

/// Conversion parameters. Domains (checked; an out-of-domain value is an
/// spgen::Error naming the parameter):
///   slice_height    b: a power of two in [1, 1024]
///   threads_per_row t: a power of two in [1, 32]
///   sigma           σ: 1 (no sorting) or a positive multiple of b
struct SellpParams {
  int slice_height = 8;
  int threads_per_row = 1;
  int sigma = 1;
};

template <SupportedValue V, SupportedIndex I>
struct Sellp {
  using value_type = V;
  using index_type = I;

  I nrows = 0;
  I ncols = 0;
  int slice_height = 8;     // b, or C
  int threads_per_row = 1;  // t: every slice width is a multiple of it
  int sigma = 1;            // sorting scope the rows were permuted within
  I nslices = 0;            // ceil(nrows / b)
  std::vector<I> slice_ptr{I{0}};  // nslices + 1 offsets, in stored entries
  // Filled in parallel right after sizing, so sizing leaves them unwritten.
  UninitializedVector<I> col_idx;  // stored entries, padding included
  UninitializedVector<V> values;   // stored entries, padding is 0
  std::vector<I> row_perm;         // nrows: original row stored at position p
  // Row length at each position. Kernels never read it; it lets to_csr() tell
  // an explicit zero of the matrix from padding.
  std::vector<I> row_len;
  std::size_t nnz = 0;

  /// Converts a (valid) CSR matrix. Throws spgen::Error for parameters outside
  /// their domain, or if the stored entries do not fit the index type.
  static Sellp from_csr(const CsrView<V, I>& a, const SellpParams& params);

  /// The original matrix, rows in their original order, padding dropped.
  [[nodiscard]] Csr<V, I> to_csr() const;

  /// Checks every invariant above (layout, padding, permutation within σ
  /// windows, columns in range and sorted); throws spgen::Error naming the
  /// first violation.
  void validate() const;

  [[nodiscard]] std::size_t stored_entries() const { return col_idx.size(); }
  /// Storage occupancy β = nnz / stored entries, in (0, 1]; 1 for a matrix
  /// that stores nothing.
  [[nodiscard]] double occupancy() const;
  /// Bytes the kernels read besides x and y: slice_ptr, col_idx, values, row_perm.
  [[nodiscard]] std::size_t stored_bytes() const;
  /// Width (entries per row) of slice s.
  [[nodiscard]] I slice_width(I s) const {
    return (slice_ptr[s + 1] - slice_ptr[s]) / static_cast<I>(slice_height);
  }
};

/// Throws spgen::Error if params is outside the domains listed at SellpParams.
void check_sellp_params(const SellpParams& params);

}  // namespace spgen
