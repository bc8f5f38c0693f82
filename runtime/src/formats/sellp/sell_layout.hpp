// SELL-P's layout from the row pointers alone: the row order (σ windows),
// each position's row length, the slice widths and offsets. The host
// conversion (sellp.cpp) and the device one (cuda/sellp_device.cu) both
// take it, so they store the same arrays. Internal to the sellp descriptor.
#pragma once

#include <cstdint>
#include <limits>
#include <string>
#include <span>
#include <vector>

#include "spgen/core/error.hpp"
#include "spgen/formats/sellp.hpp"

namespace spgen::formats {

template <SupportedIndex I>
struct SellLayout {
  std::vector<I> row_perm;           // nrows: the row stored at position p
  std::vector<I> row_len;            // nrows: its length
  std::vector<I> slice_ptr;          // nslices + 1: first stored entry of each slice
  std::vector<std::int64_t> width;   // nslices: stored entries per row of the slice
};

/// The most stored entries I-indexed kernels take: they step positions in I
/// past the last entry by up to a warp (templates/README.md), so that much
/// headroom stays below the type's maximum.
template <SupportedIndex I>
constexpr std::uint64_t max_stored_entries() {
  return static_cast<std::uint64_t>(std::numeric_limits<I>::max()) - 64;
}
/// What a layout with more stored entries than that throws.
template <SupportedIndex I>
NotApplicable too_many_stored_entries() {
  return NotApplicable("SELL-P conversion: stored entries (with padding) exceed " +
                       std::to_string(max_stored_entries<I>()) + ", the most " + type_tag<I>() +
                       " kernels index; use int64 indices or a smaller slice_height/threads_per_row");
}

/// Throws spgen::Error for parameters outside their domains and
/// spgen::NotApplicable when the stored entries overflow I.
template <SupportedIndex I>
SellLayout<I> sell_layout(std::span<const I> row_ptr, const SellpParams& params);

}  // namespace spgen::formats
