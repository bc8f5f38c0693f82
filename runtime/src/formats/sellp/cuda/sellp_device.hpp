// SELL-P built on the GPU: the arrays Sellp::from_csr gives, element for
// element, from a device CSR, left in device memory. The layout (row order,
// widths, offsets) is device_sell_layout()'s, sell_layout()'s on the device;
// a kernel writes the entries. Compiled in builds with device conversions
// (SPGEN_HAVE_DEVICE_CONVERSION). Internal to the sellp descriptor.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "formats/format.hpp"
#include "spgen/formats/sellp.hpp"

namespace spgen::formats {

template <SupportedValue V, SupportedIndex I>
struct DeviceSellp {
  std::int64_t nslices = 0;
  std::int64_t stored = 0;  // slice_ptr[nslices]
  /// slice_ptr, col_idx, values, row_perm (StoredArray::on_device), the host conversion's order.
  std::vector<StoredArray> arrays;
  std::shared_ptr<void> memory;  // owns the device allocations

  /// Sellp::from_csr(a, params) on the current CUDA device, `a` in device
  /// memory; returns once the arrays are written. Throws what from_csr
  /// throws, and spgen::Error naming a failed CUDA call.
  static DeviceSellp build(const DeviceCsr<V, I>& a, const SellpParams& params);
};

}  // namespace spgen::formats
