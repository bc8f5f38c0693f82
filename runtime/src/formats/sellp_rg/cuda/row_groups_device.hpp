// SELL-P over row groups built on the GPU: the arrays RowGroups::from_csr
// gives, element for element, from a device CSR, left in device memory.
// Compiled in builds with device conversions (SPGEN_HAVE_DEVICE_CONVERSION).
// Internal to the sellp_rg descriptor.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "formats/format.hpp"

namespace spgen::formats {

template <SupportedValue V, SupportedIndex I>
struct DeviceRowGroups {
  std::int64_t ngroups = 0;
  std::int64_t nslices = 0;
  std::int64_t stored_columns = 0;  // slice_ptr[nslices]
  /// slice_ptr, col_idx, values (StoredArray::on_device).
  std::vector<StoredArray> arrays;
  std::shared_ptr<void> memory;  // owns the device allocations

  /// RowGroups::from_csr(a, group_rows, slice_height) on the current CUDA
  /// device, `a` in device memory; returns once the arrays are written.
  /// Throws what from_csr throws, and spgen::Error naming a failed CUDA call.
  static DeviceRowGroups build(const DeviceCsr<V, I>& a, int group_rows, int slice_height);
};

/// estimate_group_columns(a, group_rows, slice_height, samples) on the
/// current device, `a` in device memory: the same sampled slices, the same value.
template <SupportedValue V, SupportedIndex I>
double estimate_group_columns_on_device(const DeviceCsr<V, I>& a, int group_rows, int slice_height,
                                        std::int64_t samples);

}  // namespace spgen::formats
