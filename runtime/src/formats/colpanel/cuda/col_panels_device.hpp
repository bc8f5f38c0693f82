// Column panels (col_panels.hpp) built on the GPU: the arrays
// ColPanels::from_csr gives, element for element, from a device CSR, left in
// device memory. Compiled in builds with device conversions
// (SPGEN_HAVE_DEVICE_CONVERSION). Internal to the colpanel descriptor.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "formats/format.hpp"

namespace spgen::formats {

template <SupportedValue V, SupportedIndex I>
struct DeviceColPanels {
  std::int64_t piece_len = 0, npanels = 0, npieces = 0;
  std::int64_t split_panels = 0, split_pieces = 0;  // as ColPanels'
  /// panel_piece, panel_slot, panel_ptr, piece_ptr, piece_panel, ent_row,
  /// ent_col, values, in device memory.
  std::vector<StoredArray> arrays;
  std::shared_ptr<const void> memory;  // owns the device allocations

  /// ColPanels<V, I>::from_csr(a, width, piece_len, slot_per_piece) on the
  /// current CUDA device from `a` (device memory); returns once the arrays
  /// are written. Throws as from_csr does, and spgen::Error naming a failed
  /// CUDA call.
  static DeviceColPanels build(const DeviceCsr<V, I>& a, std::int64_t width, std::int64_t piece_len,
                               bool slot_per_piece);
};

}  // namespace spgen::formats
