// Compressed sparse row storage: the format every user matrix enters as and
// every other format converts from.
//
// Csr<V, I> owns its arrays; CsrView<V, I> is a cheap non-owning view over
// arrays that live elsewhere (a caller's, or a Csr's). V is float or double,
// I is int32_t or int64_t; the index type bounds rows, columns and nnz.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "spgen/core/types.hpp"

namespace spgen {

template <SupportedValue V, SupportedIndex I>
struct CsrView {
  using value_type = V;
  using index_type = I;

  I nrows = 0;
  I ncols = 0;
  std::span<const I> row_ptr;  // nrows + 1 entries, row_ptr[0] == 0
  std::span<const I> col_idx;  // nnz entries, sorted within each row
  std::span<const V> values;   // nnz entries

  [[nodiscard]] std::size_t nnz() const { return col_idx.size(); }
  [[nodiscard]] I row_length(I row) const { return row_ptr[row + 1] - row_ptr[row]; }
};

template <SupportedValue V, SupportedIndex I>
struct Csr {
  using value_type = V;
  using index_type = I;

  I nrows = 0;
  I ncols = 0;
  std::vector<I> row_ptr{I{0}};
  std::vector<I> col_idx;
  std::vector<V> values;

  [[nodiscard]] std::size_t nnz() const { return col_idx.size(); }
  [[nodiscard]] CsrView<V, I> view() const {
    return {nrows, ncols, row_ptr, col_idx, values};
  }
  // NOLINTNEXTLINE(google-explicit-constructor): a Csr is usable wherever a view is.
  operator CsrView<V, I>() const { return view(); }
};

/// Checks the CSR invariants: row_ptr has nrows+1 monotone entries starting at
/// 0 and ending at nnz; columns are in [0, ncols), strictly increasing within a
/// row (sorted, no duplicates). Throws spgen::Error naming the first violation
/// (row and position).
template <SupportedValue V, SupportedIndex I>
void validate(const CsrView<V, I>& a);

/// Copies a view into an owning matrix, converting value and index types.
/// Throws spgen::Error if a dimension or nnz does not fit the target index type.
template <SupportedValue VOut, SupportedIndex IOut, SupportedValue VIn, SupportedIndex IIn>
Csr<VOut, IOut> convert(const CsrView<VIn, IIn>& a);

}  // namespace spgen
