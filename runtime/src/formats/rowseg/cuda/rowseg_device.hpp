// Row segments (spgen/formats/rowseg.hpp) built on the GPU: the index arrays
// Rowseg::from_csr gives, element for element, plus copies of the CSR's
// columns and values (a plan keeps its own: a DeviceMatrix's arrays stay the
// caller's), from a device CSR, left in device memory. Compiled in builds with
// device conversions (SPGEN_HAVE_DEVICE_CONVERSION). Internal to the rowseg
// descriptor.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "formats/format.hpp"

namespace spgen::formats {

template <SupportedValue V, SupportedIndex I>
struct DeviceRowseg {
  std::int64_t nsegs = 0, nheavy = 0;
  std::int64_t pieces = 0;  // heavy_piece_ptr's last entry
  /// seg_ptr, seg_row, heavy_row, heavy_seg_begin, heavy_piece_ptr, col_idx,
  /// values, in device memory.
  std::vector<StoredArray> arrays;
  std::shared_ptr<const void> memory;  // owns the device allocations

  /// Rowseg<V, I>::from_csr(a, seg_len) and the CSR's columns and values, on
  /// the current CUDA device from `a` (device memory); returns once the
  /// arrays are written. Throws as from_csr does for seg_len < 1 or segments
  /// that overflow I, and spgen::Error naming a failed CUDA call.
  static DeviceRowseg build(const DeviceCsr<V, I>& a, std::int64_t seg_len);
};

}  // namespace spgen::formats
