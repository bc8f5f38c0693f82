// SELL-P with narrow column offsets built on the GPU: the arrays
// NarrowSellp::from_csr gives, element for element, from
// a device CSR, left in device memory; and the rule's estimates counted
// there, for a DeviceMatrix planned without a host copy. 16- and 8-bit
// columns; stored values, value codes (the same dictionary, in the same
// order) and patterns. Compiled in builds with
// device conversions (SPGEN_HAVE_DEVICE_CONVERSION). Internal to the
// sellp_c16 descriptor.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "formats/format.hpp"
#include "formats/sellp_c16/narrow_columns.hpp"
#include "formats/sellp_c16/value_codes.hpp"
#include "spgen/formats/sellp.hpp"

namespace spgen::formats {

template <SupportedValue V, SupportedIndex I>
struct DeviceNarrowSellp {
  std::int64_t nslices = 0;
  std::int64_t stored = 0;       // stored entries, padding included
  std::int64_t wide_slices = 0;  // slices whose columns span more than max_offset
  std::size_t dictionary = 0;    // value codes: the dictionary's entries, +0 included
  std::int64_t byte_columns = 0;  // 8-bit columns: the stored entries in byte slice columns
  /// The arrays NarrowSellp holds, in the order the sellp_c16 descriptor
  /// lists them (StoredArray::on_device; empty ones have no data).
  std::vector<StoredArray> arrays;
  std::shared_ptr<void> memory;  // owns the device allocations

  /// NarrowSellp::from_csr(a, params, max_offset, code_bits, pattern,
  /// column_bits) on the current CUDA device, `a` in device memory; returns
  /// once the arrays are written. Throws what from_csr throws, and
  /// spgen::Error naming a failed CUDA call.
  static DeviceNarrowSellp build(const DeviceCsr<V, I>& a, const SellpParams& params, std::int64_t max_offset,
                                 int code_bits, bool pattern, int column_bits = 16);
};

/// estimate_narrow_split(a, b, t, sigma, max_offset) on the current device,
/// `a` in device memory: the same counts.
template <SupportedValue V, SupportedIndex I>
NarrowSplit estimate_narrow_split_on_device(const DeviceCsr<V, I>& a, int b, int t, int sigma,
                                            std::int64_t max_offset);

/// fitting_codes() of `nnz` values in device memory: the same fit. Where
/// every value was read (they fit 16-bit codes) and `facts` is given, their
/// distinct bit patterns and whether all are 1 go there, for the
/// conversion of the same plan.
template <SupportedValue V>
CodeFit fitting_codes_on_device(const V* values, std::int64_t nnz,
                                DeviceMatrixFacts* facts = nullptr);

}  // namespace spgen::formats
