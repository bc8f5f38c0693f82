// CSR-Stream from a CSR in device memory (a DeviceMatrix, or a plan's upload):
// the tile index is built on the host from the row pointers alone (a walk
// that closes tiles greedily, little work next to the matrix), and the
// CSR's own arrays are copied on the device. Only the row pointers cross to
// the host, and not even those where the plan holds them already
// (DeviceCsr::host_row_ptr); the matrix's columns and values never do. CUDA
// sources only.
#pragma once

#include <memory>
#include <vector>

#include "formats/format.hpp"
#include "spgen/formats/csrstream.hpp"

namespace spgen::formats {

template <SupportedValue V, SupportedIndex I>
struct DeviceCsrstream {
  Csrstream<V, I> tiles;            // on the host: the tile index (also its unit_ptr)
  std::vector<StoredArray> arrays;  // tile_ptr, tile_row, tile_long, long_first_tile, row_ptr, col_idx, values: device memory
  std::shared_ptr<const void> memory;

  /// Csrstream::from_csr's tiles of `a`, with its arguments; returns once
  /// the arrays are written. Throws what from_csr throws, and spgen::Error
  /// naming the CUDA call that failed.
  static DeviceCsrstream build(const DeviceCsr<V, I>& a, I tile_len, I max_rows, I piece_len, I reduce_steps);
};

}  // namespace spgen::formats
