// COO for the CUDA kernels built on the GPU: the arrays the host conversion
// (coo_format.cpp, chunks of chunk_len entries) gives, element for element,
// from a device CSR, left in device memory. Compiled in builds with device
// conversions (SPGEN_HAVE_DEVICE_CONVERSION). Internal to the coo descriptor.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "formats/format.hpp"

namespace spgen::formats {

template <SupportedValue V, SupportedIndex I>
struct DeviceCoo {
  std::int64_t nstored = 0, nchunks = 0, nsplit = 0;
  std::int64_t pieces = 0;  // split_piece_ptr's last entry
  /// row_idx, col_idx, values, chunk_split, split_row, split_first_chunk,
  /// split_piece_ptr, chunk_ptr (empty: CPU chunks only), in device memory.
  std::vector<StoredArray> arrays;
  std::shared_ptr<const void> memory;  // owns the device allocations

  /// The host conversion with chunks of `chunk_len` entries, on the current
  /// CUDA device from `a` (device memory); returns once the arrays are
  /// written. Throws NotApplicable where the stored entries overflow I, and
  /// spgen::Error naming a failed CUDA call.
  static DeviceCoo build(const DeviceCsr<V, I>& a, std::int64_t chunk_len);
};

}  // namespace spgen::formats
