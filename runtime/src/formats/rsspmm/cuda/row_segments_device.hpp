// RS-SpMM's split built on the GPU (issue 15: preprocessing on the device):
// the arrays RowSegments::from_csr gives, element for element, computed by
// kernels and CUB scans and a stable radix sort from a device CSR, left in
// device memory. Only the sizes cross to the host. Compiled in builds with
// device conversions (SPGEN_HAVE_DEVICE_CONVERSION). Internal to the rsspmm
// descriptor.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "formats/format.hpp"
#include "formats/rsspmm/heavy_tree.hpp"
#include "formats/rsspmm/row_segments.hpp"

namespace spgen::formats {

template <SupportedValue V, SupportedIndex I>
struct DeviceRowSegments {
  SplitSummary summary;
  /// The fourteen arrays by their spec names (StoredArray::on_device), in
  /// the order RowSegments declares them.
  std::vector<StoredArray> arrays;
  std::shared_ptr<void> memory;  // owns the device allocations

  /// RowSegments::from_csr(a, ...) on the current CUDA device, `a` being in
  /// device memory; returns once the arrays are written. Throws what
  /// from_csr throws for the same arguments, and spgen::Error naming the
  /// CUDA call that failed.
  static DeviceRowSegments build(const DeviceCsr<V, I>& a, std::int64_t width, std::int64_t threshold,
                                 std::int64_t piece_len, std::int64_t light_len);
};

/// heavy_features(a, width, k) for `a` in device memory: the same values,
/// counted in one pass on the GPU.
template <SupportedValue V, SupportedIndex I>
HeavyFeatures heavy_features_on_device(const DeviceCsr<V, I>& a, std::int64_t width, std::int64_t k,
                                       const DistanceBins* distance_bins = nullptr);

}  // namespace spgen::formats
