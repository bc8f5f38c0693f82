// HYB for the CUDA kernels built on the GPU: the arrays the host conversion
// (hyb_format.cpp: an ELL part of width K, the entries past it as COO keyed
// by split row, in COO chunks of chunk_len) gives, element for element,
// from a device CSR, left in device memory. Compiled in builds with device
// conversions (SPGEN_HAVE_DEVICE_CONVERSION). Internal to the hyb descriptor.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "formats/format.hpp"

namespace spgen::formats {

template <SupportedValue V, SupportedIndex I>
struct DeviceHyb {
  std::int64_t coo_entries = 0, nchunks = 0, nsplit = 0;
  std::int64_t pieces = 0;  // split_piece_ptr's last entry
  /// ell_col, ell_val, ell_split, coo_key, coo_col, coo_val, split_row,
  /// split_coo_ptr, split_first_chunk, split_piece_ptr, in device memory.
  std::vector<StoredArray> arrays;
  std::shared_ptr<const void> memory;  // owns the device allocations

  /// The host conversion with ELL width `width` and COO chunks of
  /// `chunk_len` entries, on the current CUDA device from `a` (device
  /// memory); returns once the arrays are written. Throws NotApplicable
  /// where either part overflows I, and spgen::Error naming a failed CUDA call.
  static DeviceHyb build(const DeviceCsr<V, I>& a, std::int64_t width, std::int64_t chunk_len);
};

}  // namespace spgen::formats
