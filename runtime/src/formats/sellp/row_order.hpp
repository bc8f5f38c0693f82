// SELL-C-σ's row order: inside each window of σ rows, rows by decreasing
// length, equal lengths in their original order (so σ = 1 is the identity).
// Shared by the conversions (sellp, sellp_c16) and the rule's estimates, which
// must agree on it. A window is sorted by counting its row lengths when they
// span few values (the common case: a window of 16384 rows whose lengths stay
// under 64K), else by a stable comparison sort; windows run in parallel.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "spgen/core/types.hpp"

namespace spgen::formats {

/// Positions in SELL order: order[p] = the row stored at position p. Empty
/// when sigma <= 1 (every row stays in place).
template <SupportedIndex I>
std::vector<I> sell_row_order(std::span<const I> row_ptr, std::int64_t sigma);

/// Stored entries of SELL with slice height b, widths rounded up to multiples
/// of t, rows in sell_row_order(sigma): from row lengths alone, in parallel.
template <SupportedIndex I>
std::int64_t sell_stored_entries(std::span<const I> row_ptr, int b, int t, std::int64_t sigma);

/// The same for each slice height in `heights` (powers of two; sigma 1 or a
/// multiple of each), in one pass: each σ window is sorted once, and a
/// slice's width is then its first row's length. What a rule choosing among
/// slice heights asks, for the price of one.
template <SupportedIndex I>
std::vector<std::int64_t> sell_stored_entries(std::span<const I> row_ptr, std::span<const int> heights, int t,
                                              std::int64_t sigma);

}  // namespace spgen::formats
