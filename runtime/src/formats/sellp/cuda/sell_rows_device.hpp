// The SELL rules' stored-entry count (row_order.hpp's sell_stored_entries)
// for row pointers in device memory: row lengths sorted within σ windows
// (windows of 256-4096 rows by a block each, in shared memory) and slice
// widths summed by kernels (sell_layout_device.cu), the same integers
// as the host's, so a rule planning from a DeviceMatrix needs no host copy of
// its row pointers. Declared without CUDA headers: the rules are host code.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "spgen/core/types.hpp"

namespace spgen::formats {

/// sell_stored_entries(row_ptr, heights, t, sigma) with `row_ptr` (nrows + 1
/// entries, nrows at most 2^31-1 where sigma > 1) on the current device;
/// synchronous. `longest`, the longest row's length where known (else -1),
/// bounds the bits the window sort orders. Throws spgen::Error naming the
/// CUDA call that failed.
template <SupportedIndex I>
std::vector<std::int64_t> sell_stored_entries_on_device(const I* row_ptr, std::int64_t nrows,
                                                        std::span<const int> heights, int t, std::int64_t sigma,
                                                        std::int64_t longest = -1);

}  // namespace spgen::formats
