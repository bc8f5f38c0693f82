// Splitting rows (or slices) over threads so each gets a similar share of
// the work: computed once at plan time so apply() only runs the parallel loop.
#pragma once

#include <algorithm>
#include <cstdint>
#include <span>
#include <vector>

namespace spgen::cpu {

/// Boundaries b[0] = 0 <= b[1] <= ... <= b[parts] = n over n items whose
/// cumulative cost is offsets[i] + i * item_cost (offsets: n+1 prefix sums,
/// e.g. row_ptr). Each part covers about total/parts of the cost.
template <typename I>
std::vector<I> balanced_partition(std::span<const I> offsets, int parts, std::int64_t item_cost) {
  const auto n = static_cast<std::int64_t>(offsets.size()) - 1;
  parts = std::max(1, parts);
  std::vector<I> bounds(static_cast<std::size_t>(parts) + 1, I{0});
  if (n <= 0) return bounds;
  auto cost = [&](std::int64_t i) { return static_cast<std::int64_t>(offsets[i]) + i * item_cost; };
  const std::int64_t total = cost(n);
  for (int p = 1; p < parts; ++p) {
    const std::int64_t target = total / parts * p + (total % parts) * p / parts;
    // First item boundary whose cumulative cost reaches the target.
    std::int64_t lo = bounds[p - 1], hi = n;
    while (lo < hi) {
      const std::int64_t mid = lo + (hi - lo) / 2;
      if (cost(mid) < target) lo = mid + 1;
      else hi = mid;
    }
    bounds[p] = static_cast<I>(lo);
  }
  bounds[parts] = static_cast<I>(n);
  return bounds;
}

}  // namespace spgen::cpu
