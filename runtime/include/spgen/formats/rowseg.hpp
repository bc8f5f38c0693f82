// Row segments: CSR with its heavy rows cut into pieces (the heavy/light row
// split of RS-SpMM, Hong et al., applied to SpMV: one column panel).
//
// A segment is a whole row of at most seg_len entries (light, empty rows
// included) or one piece of at most seg_len entries of a longer (heavy) row.
// Segments follow CSR order, so seg_ptr refines row_ptr and the CSR's col_idx
// and values are used unchanged (this container does not copy them). A GPU
// group then finishes any segment in a fixed number of unrolled steps, and one
// long row no longer holds a warp for thousands of strides.
//
//   seg_ptr[k] .. seg_ptr[k+1]-1   CSR entries of segment k
//   seg_row[k] >= 0                segment k is the whole row seg_row[k]
//   seg_row[k] = -1 - h            segment k is a piece of heavy row h:
//     heavy_row[h]                 its row
//     heavy_seg_begin[h]           the segment index of its first piece
//     heavy_piece_ptr[h] .. [h+1]  its partial-sum slots, one per piece, in order
//
// The kernel ABI and its workspace (partial sums, arrival counts) are in
// templates/README.md and specs/formats/rowseg.yaml.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "spgen/core/csr.hpp"

namespace spgen {

template <SupportedValue V, SupportedIndex I>
struct Rowseg {
  I nrows = 0;
  I ncols = 0;
  std::size_t nnz = 0;
  I seg_len = 0;                      // S: the longest segment
  std::vector<I> seg_ptr{I{0}};       // nsegs + 1
  std::vector<I> seg_row;             // nsegs
  std::vector<I> heavy_row;           // nheavy
  std::vector<I> heavy_seg_begin;     // nheavy
  std::vector<I> heavy_piece_ptr{I{0}};  // nheavy + 1

  /// Segments of a (valid) CSR matrix with pieces of at most seg_len >= 1
  /// entries. Throws spgen::Error for seg_len < 1 or a segment count that does
  /// not fit the index type.
  static Rowseg from_csr(const CsrView<V, I>& a, I seg_len);

  [[nodiscard]] I nsegs() const { return static_cast<I>(seg_row.size()); }
  [[nodiscard]] I nheavy() const { return static_cast<I>(heavy_row.size()); }
  /// Partial-sum slots the kernel needs: the number of heavy pieces.
  [[nodiscard]] I npieces() const { return heavy_piece_ptr.back(); }

  /// Checks the invariants above against the CSR they were built from; throws
  /// spgen::Error naming the first violation.
  void validate(const CsrView<V, I>& a) const;

  /// y = alpha*A*x + beta*y computed the way the kernel does (whole rows
  /// directly, heavy rows from per-piece partial sums added in piece order);
  /// a host check of the decomposition. beta == 0 does not read y.
  void spmv(const CsrView<V, I>& a, V alpha, const V* x, V beta, V* y) const;

  /// Bytes the kernel reads besides x, y and the CSR's col_idx and values.
  [[nodiscard]] std::size_t index_bytes() const;
};

}  // namespace spgen
