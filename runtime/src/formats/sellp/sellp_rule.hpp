// SELL's part of the selection rule that tests check directly: β estimated
// from row lengths alone, and the choice of σ.
#pragma once

#include <span>
#include <utility>
#include <vector>

#include "spgen/core/types.hpp"

namespace spgen::formats {

/// SELL occupancy β = nnz / stored entries for slice height b, widths rounded
/// up to multiples of t, rows sorted by length inside windows of sigma rows,
/// computed from row lengths alone (no conversion).
template <SupportedIndex I>
double estimate_sellp_beta(const std::vector<I>& row_ptr, int b, int t, int sigma);

/// The σ among `sigmas` (each rounded to a multiple of b) for slice height b
/// and t: 1 when its β is at least 0.9, else the one with the highest β.
/// Returns {σ, estimated β}.
template <SupportedIndex I>
std::pair<int, double> pick_sigma(const std::vector<I>& row_ptr, int b, int t, std::span<const int> sigmas);

}  // namespace spgen::formats
