// CSR's storage from a matrix in device memory: its three arrays copied on
// the device (a plan keeps its own copy; a DeviceMatrix's arrays stay the
// caller's), instead of a download to the host and an upload back.
// Compiled in builds with device conversions (SPGEN_HAVE_DEVICE_CONVERSION).
// Internal to the csr descriptor.
#pragma once

#include <memory>
#include <vector>

#include "formats/format.hpp"

namespace spgen::formats {

template <SupportedValue V, SupportedIndex I>
struct DeviceCsrCopy {
  std::vector<StoredArray> arrays;     // row_ptr, col_idx, values (StoredArray::on_device)
  std::shared_ptr<const void> memory;  // owns the device allocations

  /// Copies `a`'s arrays on the current CUDA device; returns once written.
  /// Throws spgen::Error naming a failed CUDA call.
  static DeviceCsrCopy build(const DeviceCsr<V, I>& a);
};

}  // namespace spgen::formats
