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

/// What all_sell_stored_entries_on_device() counts: σ 1, 256 and 4096 (the
/// CUDA rules' kSellCudaSigmas), slice heights b = 1, 2, 4, ..., 32 and t =
/// 1, 2, 4, 8, at index sell_count_index(σ's index, log2 b, log2 t).
inline constexpr int kAllSigmas[] = {1, 256, 4096};
inline constexpr int kAllHeights = 6;
inline constexpr int kAllWidths = 4;
inline constexpr int kAllCounts = 3 * kAllHeights * kAllWidths;
constexpr int sell_count_index(int sigma_index, int log2_b, int log2_t) {
  return (sigma_index * kAllHeights + log2_b) * kAllWidths + log2_t;
}

/// sell_stored_entries_on_device() for every b and t above at once, for σ 1
/// (`sorted` false) or for the sorted σ 256 and 4096 (true), into those
/// entries of `counts`: one kernel reading the row pointers once, one round
/// trip (the SELL rules of several formats then count from it, instead of a
/// round trip per σ and format). False, and nothing counted, where the rows
/// do not fit its sort: the longest row unknown (-1) or of 2^28 entries or
/// more, or more than 2^31-1 rows.
template <SupportedIndex I>
bool all_sell_stored_entries_on_device(const I* row_ptr, std::int64_t nrows, std::int64_t longest,
                                       bool sorted, std::span<std::int64_t, kAllCounts> counts);

}  // namespace spgen::formats
