// The AX layout (ax_layout.hpp: AXC and the four AXT variants) built on the
// GPU: the arrays AxLayout::build gives for a CUDA instance's shape, element
// for element, from a device CSR, left in device memory. Compiled in builds
// with device conversions (SPGEN_HAVE_DEVICE_CONVERSION). Internal to the
// AXC and AXT descriptors.
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>

#include "formats/ax/ax_layout.hpp"
#include "formats/format.hpp"

namespace spgen::formats {

template <SupportedValue V, SupportedIndex I>
struct DeviceAxLayout {
  std::int64_t fill = 0;    // fill positions (slots), a whole number of tiles
  std::int64_t nsplit = 0;  // rows spanning several chunks
  std::int64_t pieces = 0;  // split_piece_ptr's last entry
  // AxLayout's arrays of the same names, in device memory; seg_row is empty
  // for COM, hdr for UNC, the split arrays without chunks.
  StoredArray ax, ax_col, seg_row, hdr, row_first, unit_ptr, row_split, split_first_chunk,
      split_piece_ptr;
  std::shared_ptr<const void> memory;  // owns the device allocations

  /// AxLayout<V, I>::build(a, shape, what) on the current CUDA device from `a`
  /// (device memory) for a shape without CPU units; returns once the arrays
  /// are written. Throws as the host build does where the shape or the index
  /// type does not fit, and spgen::Error naming a failed CUDA call.
  static DeviceAxLayout build(const DeviceCsr<V, I>& a, const AxShape& shape,
                              std::string_view what);
};

}  // namespace spgen::formats
