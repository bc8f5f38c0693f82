// SELL-P's layout from the row pointers alone: the row order (σ windows),
// each position's row length, the slice widths and offsets. The host
// conversion (sellp.cpp) and the device one (cuda/sellp_device.cu) both
// take it, so they store the same arrays. Internal to the sellp descriptor.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "spgen/formats/sellp.hpp"

namespace spgen::formats {

template <SupportedIndex I>
struct SellLayout {
  std::vector<I> row_perm;           // nrows: the row stored at position p
  std::vector<I> row_len;            // nrows: its length
  std::vector<I> slice_ptr;          // nslices + 1: first stored entry of each slice
  std::vector<std::int64_t> width;   // nslices: stored entries per row of the slice
};

/// Throws spgen::Error for parameters outside their domains and
/// spgen::NotApplicable when the stored entries overflow I.
template <SupportedIndex I>
SellLayout<I> sell_layout(std::span<const I> row_ptr, const SellpParams& params);

}  // namespace spgen::formats
