// ELL's padded row layout (formats/padded_rows.hpp) built on the GPU from a
// device CSR, element for element what the host conversions of ELL,
// ELLPACK-R and HYB's ELL part give: the longest row (rounded up to t), the
// first `width` entries of every row padded to it, and for ELLPACK-R each
// row's length.
// Compiled in builds with device conversions (SPGEN_HAVE_DEVICE_CONVERSION).
#pragma once

#include <cstdint>
#include <memory>

#include "formats/format.hpp"

namespace spgen::formats {

/// fill_padded_rows(a, width, t, ...) on the device: the first `width`
/// entries of every row of `a` (device memory), entry j of row r at (j / t) *
/// nrows * t + r * t + j % t of `col_idx` and `values` (width * nrows each,
/// device memory), padded with value 0 and the row's last column, or 0.
/// Queued on the default stream; `format` names the conversion in an error.
template <SupportedValue V, SupportedIndex I>
void device_fill_padded_rows(const DeviceCsr<V, I>& a, std::int64_t width, int t, I* col_idx,
                             V* values, const char* format);

template <SupportedValue V, SupportedIndex I>
struct DevicePaddedRows {
  std::int64_t width = 0;  // the longest row, rounded up to t
  /// In device memory: col_idx and values (device_fill_padded_rows), and with
  /// `lengths` row_len (nrows).
  StoredArray col_idx, values, row_len;
  std::shared_ptr<const void> memory;  // owns the device allocations

  /// Builds them on the current device from `a` (device memory); returns once
  /// written. Throws NotApplicable (naming `what`, "ELL" or "ELLPACK-R") when
  /// the padded entries overflow I, and spgen::Error naming `format` and a
  /// failed CUDA call.
  static DevicePaddedRows build(const DeviceCsr<V, I>& a, int t, bool lengths, const char* what,
                                const char* format);
};

}  // namespace spgen::formats
