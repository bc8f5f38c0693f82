// CSR-Stream tiles (CSR-Adaptive, Greathouse & Daga, SC'14): consecutive rows
// grouped into tiles of at most tile_len entries and max_rows rows, so one GPU
// block per tile streams a bounded amount of work with coalesced loads and
// reduces the rows from shared memory. A row longer than tile_len ("long") is
// one tile of its own when it has at most piece_len entries (its block streams
// it in chunks and reduces it alone), else it is cut into pieces of piece_len
// entries, one tile each, whose partial sums the last-arriving piece adds (as
// row segments do). The CSR's row_ptr, col_idx and values are used unchanged;
// this container holds only the tile index.
//
//   tile_ptr[k] .. tile_ptr[k+1]-1   CSR entries of tile k (tiles in CSR order)
//   tile_row[k] .. tile_row[k+1]-1   its rows, for a tile of whole rows
//   tile_long[k] = -1                tile k holds whole rows
//   tile_long[k] = -2                tile k holds long row tile_row[k] whole
//   tile_long[k] = h >= 0            tile k is a piece of split row tile_row[k];
//                                    its pieces are the consecutive tiles
//                                    long_first_tile[h] ...
// A tile of whole rows is also closed early when one of its rows would take
// more than reduce_steps serial additions in the kernel's reduction (a group
// of g threads per row, g the largest power of two <= 32 with g * rows <=
// max_rows): a 50-entry row among 100 short ones would otherwise be summed by
// one thread while the rest of the block waits.
// Kernel ABI and workspace: templates/README.md, specs/formats/csrstream.yaml.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "spgen/core/csr.hpp"

namespace spgen {

/// The runtime's tiling for an instance of block_threads x steps (tile_len =
/// their product): a long row stays whole up to four tiles' worth of entries
/// (one block streams it; splitting costs a cross-block combine), and no row
/// of a whole-row tile takes more than 4 * steps serial additions (this only
/// cuts pathological tiles, a long row among many single-entry ones). Measured
/// against other choices on an H200: bench/results/gpu_rule_calibration.md.
template <SupportedIndex I>
constexpr I csrstream_piece_len(I tile_len) {
  return 4 * tile_len;
}
template <SupportedIndex I>
constexpr I csrstream_reduce_steps(I steps) {
  return 4 * steps;
}

template <SupportedValue V, SupportedIndex I>
struct Csrstream {
  I nrows = 0;
  I ncols = 0;
  std::size_t nnz = 0;
  I tile_len = 0;   // N: entries per tile at most (block threads x steps)
  I max_rows = 0;   // rows per tile at most (block threads)
  I piece_len = 0;  // a long row up to this many entries stays whole; longer ones split into pieces of it
  std::vector<I> tile_ptr{I{0}};  // ntiles + 1
  std::vector<I> tile_row{I{0}};  // ntiles + 1, tile_row[ntiles] = nrows
  std::vector<I> tile_long;       // ntiles
  std::vector<I> long_first_tile; // nlong (split rows only)

  static constexpr I kWholeRows = -1;
  static constexpr I kWholeLongRow = -2;

  /// Tiles of a (valid) CSR matrix, from its row pointers alone (col_idx
  /// and values may be empty). piece_len 0 means tile_len (every long
  /// row split); reduce_steps 0 means no bound. Throws spgen::Error for
  /// tile_len or max_rows below 1, piece_len below tile_len or negative
  /// reduce_steps, or a tile count that does not fit the index type.
  static Csrstream from_csr(const CsrView<V, I>& a, I tile_len, I max_rows, I piece_len = 0,
                            I reduce_steps = 0);

  /// The threads per row the kernel gives a tile of `rows` whole rows.
  [[nodiscard]] static I group_threads(I rows, I max_rows);

  /// How many of the `rows` consecutive rows at row_ptr (each with at most
  /// tile_len entries) a tile keeps under the reduce_steps bound (>= 1).
  [[nodiscard]] static I rows_within_reduction(const I* row_ptr, I rows, I max_rows, I reduce_steps);

  [[nodiscard]] I ntiles() const { return static_cast<I>(tile_long.size()); }
  /// Split long rows (those over piece_len entries).
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
