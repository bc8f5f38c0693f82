// pJDS built on the GPU: the arrays the host conversion (pjds_format.cpp)
// gives, element for element, from a device CSR, left in device memory.
// Compiled in builds with device conversions (SPGEN_HAVE_DEVICE_CONVERSION).
// Internal to the pjds descriptor.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "formats/format.hpp"

namespace spgen::formats {

template <SupportedValue V, SupportedIndex I>
struct DevicePjds {
  std::int64_t width = 0;    // the longest row: the number of jagged diagonals
  std::int64_t nblocks = 0;  // blocks of b sorted rows
  /// col_start, col_idx, values, row_perm, block_len, block_ptr
  /// (StoredArray::on_device), the host conversion's order.
  std::vector<StoredArray> arrays;
  std::shared_ptr<const void> memory;  // owns the device allocations

  /// The host conversion with blocks of b rows, on the current CUDA device
  /// from `a` (device memory); returns once the arrays are written. Throws
  /// NotApplicable where the stored entries overflow I, and spgen::Error
  /// naming a failed CUDA call.
  static DevicePjds build(const DeviceCsr<V, I>& a, std::int64_t b);
};

}  // namespace spgen::formats
