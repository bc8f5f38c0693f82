// CSR-Stream tiles (CSR-Adaptive, Greathouse & Daga, SC'14): consecutive rows
// grouped into tiles of at most tile_len entries and max_rows rows, so one GPU
// block per tile streams a bounded amount of work with coalesced loads and
// reduces the rows from shared memory. A row longer than tile_len ("long") is
// cut into pieces of tile_len entries, one tile each, whose partial sums the
// last-arriving piece adds (as row segments do). The CSR's row_ptr, col_idx
// and values are used unchanged; this container holds only the tile index.
//
//   tile_ptr[k] .. tile_ptr[k+1]-1   CSR entries of tile k (tiles in CSR order)
//   tile_row[k] .. tile_row[k+1]-1   its rows, for a tile of whole rows
//   tile_long[k] = h >= 0            tile k is a piece of long row tile_row[k];
//                                    its pieces are the consecutive tiles
//                                    long_first_tile[h] ...
// Kernel ABI and workspace: templates/README.md, specs/formats/csrstream.yaml.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "spgen/csr.hpp"

namespace spgen {

template <SupportedValue V, SupportedIndex I>
struct CsrStream {
  I nrows = 0;
  I ncols = 0;
  std::size_t nnz = 0;
  I tile_len = 0;   // N: entries per tile at most (block threads x steps)
  I max_rows = 0;   // rows per tile at most (block threads)
  std::vector<I> tile_ptr{I{0}};  // ntiles + 1
  std::vector<I> tile_row{I{0}};  // ntiles + 1, tile_row[ntiles] = nrows
  std::vector<I> tile_long;       // ntiles
  std::vector<I> long_first_tile; // nlong

  /// Tiles of a (valid) CSR matrix. Throws spgen::Error for tile_len or
  /// max_rows below 1, or a tile count that does not fit the index type.
  static CsrStream from_csr(const CsrView<V, I>& a, I tile_len, I max_rows);

  [[nodiscard]] I ntiles() const { return static_cast<I>(tile_long.size()); }
  [[nodiscard]] I nlong() const { return static_cast<I>(long_first_tile.size()); }

  /// Checks the invariants above against the CSR they were built from; throws
  /// spgen::Error naming the first violation.
  void validate(const CsrView<V, I>& a) const;

  /// y = alpha*A*x + beta*y the way the kernel computes it (whole-row tiles
  /// directly, long rows from per-piece partial sums added in piece order).
  void spmv(const CsrView<V, I>& a, V alpha, const V* x, V beta, V* y) const;

  /// Bytes of the tile index (the kernel also reads the CSR's three arrays).
  [[nodiscard]] std::size_t index_bytes() const;
};

}  // namespace spgen
