#include "formats/sellp/row_order.hpp"

#include <algorithm>
#include <functional>
#include <limits>
#include <numeric>

namespace spgen::formats {

namespace {

// Below this many rows a parallel region costs more than the loop it splits.
constexpr std::int64_t kParallelRows = 1 << 14;

// Rows [w0, w1) into out[0 .. w1-w0) by decreasing length, stable. `count`
// is scratch.
template <SupportedIndex I>
void sort_window(std::span<const I> row_ptr, std::int64_t w0, std::int64_t w1, I* out,
                 std::vector<std::int64_t>& count) {
  auto len = [&](std::int64_t r) { return static_cast<std::int64_t>(row_ptr[r + 1] - row_ptr[r]); };
  std::int64_t longest = 0;
  for (std::int64_t r = w0; r < w1; ++r) longest = std::max(longest, len(r));
  if (longest > 4 * (w1 - w0) + 1024) {  // few rows over a wide range of lengths: compare
    std::iota(out, out + (w1 - w0), static_cast<I>(w0));
    std::stable_sort(out, out + (w1 - w0), [&](I a, I b) { return len(a) > len(b); });
    return;
  }
  // Counting sort, longest first: start[l] = rows longer than l.
  count.assign(static_cast<std::size_t>(longest) + 2, 0);
  for (std::int64_t r = w0; r < w1; ++r) ++count[static_cast<std::size_t>(longest - len(r) + 1)];
  for (std::size_t l = 1; l < count.size(); ++l) count[l] += count[l - 1];
  for (std::int64_t r = w0; r < w1; ++r) out[count[static_cast<std::size_t>(longest - len(r))]++] = static_cast<I>(r);
}

}  // namespace

template <SupportedIndex I>
std::vector<I> sell_row_order(std::span<const I> row_ptr, std::int64_t sigma) {
  const auto n = static_cast<std::int64_t>(row_ptr.size()) - 1;
  if (sigma <= 1 || n <= 0) return {};
  std::vector<I> order(static_cast<std::size_t>(n));
  const std::int64_t nwindows = (n + sigma - 1) / sigma;
#pragma omp parallel if (n > kParallelRows)
  {
    std::vector<std::int64_t> count;
#pragma omp for schedule(dynamic, 1)
    for (std::int64_t w = 0; w < nwindows; ++w)
      sort_window(row_ptr, w * sigma, std::min(n, (w + 1) * sigma), order.data() + w * sigma, count);
  }
  return order;
}

template <SupportedIndex I>
std::int64_t sell_stored_entries(std::span<const I> row_ptr, int b, int t, std::int64_t sigma) {
  const int heights[] = {b};
  return sell_stored_entries(row_ptr, std::span<const int>(heights), t, sigma)[0];
}

template <SupportedIndex I>
std::vector<std::int64_t> sell_stored_entries(std::span<const I> row_ptr, std::span<const int> heights, int t,
                                              std::int64_t sigma) {
  const auto n = static_cast<std::int64_t>(row_ptr.size()) - 1;
  const std::size_t nh = heights.size();
  std::vector<std::int64_t> stored(nh, 0);
  if (n <= 0 || nh == 0) return stored;
  auto len = [&](std::int64_t r) { return static_cast<std::int64_t>(row_ptr[r + 1] - row_ptr[r]); };
  auto padded = [t](std::int64_t width) { return (width + t - 1) / t * t; };
  // A window a whole number of slices of every height (σ is a multiple of
  // each, or 1; the heights are powers of two).
  const std::int64_t window = sigma > 1 ? sigma : std::int64_t{*std::max_element(heights.begin(), heights.end())} * 256;
  const std::int64_t nwindows = (n + window - 1) / window;
  // Windows handed out some 16K rows at a time: one at a time, small σ
  // windows (256 rows) cost more in hand-outs than in counting.
  const int per_hand_out = static_cast<int>(std::max<std::int64_t>(1, 16384 / window));
#pragma omp parallel if (n > kParallelRows)
  {
    std::vector<std::int64_t> count, lengths, next, mine(nh, 0);
#pragma omp for schedule(dynamic, per_hand_out)
    for (std::int64_t w = 0; w < nwindows; ++w) {
      const std::int64_t w0 = w * window, w1 = std::min(n, w0 + window);
      if (sigma <= 1) {
        for (std::size_t h = 0; h < nh; ++h)
          for (std::int64_t s0 = w0; s0 < w1; s0 += heights[h]) {
            std::int64_t width = 0;
            for (std::int64_t r = s0; r < std::min(w1, s0 + heights[h]); ++r) width = std::max(width, len(r));
            mine[h] += padded(width) * heights[h];  // the last slice is padded to b rows too
          }
        continue;
      }
      // Sorted by decreasing length, a slice's first row is its widest, and
      // only the lengths matter: the sorted position p holds the length
      // whose rows, counted from the longest, first pass p.
      std::int64_t longest = 0, shortest = std::numeric_limits<std::int64_t>::max();
      for (std::int64_t r = w0; r < w1; ++r) {
        longest = std::max(longest, len(r));
        shortest = std::min(shortest, len(r));
      }
      if (longest - shortest > 4 * (w1 - w0) + 1024) {  // few rows over a wide range of lengths: sort them
        lengths.clear();
        for (std::int64_t r = w0; r < w1; ++r) lengths.push_back(len(r));
        std::sort(lengths.begin(), lengths.end(), std::greater<>());
        for (std::size_t h = 0; h < nh; ++h)
          for (std::int64_t s0 = 0; s0 < w1 - w0; s0 += heights[h]) mine[h] += padded(lengths[s0]) * heights[h];
        continue;
      }
      count.assign(static_cast<std::size_t>(longest - shortest) + 1, 0);
      for (std::int64_t r = w0; r < w1; ++r) ++count[static_cast<std::size_t>(len(r) - shortest)];
      // One walk from the longest length down serves every height: next[h]
      // is the sorted position where its next slice starts.
      next.assign(nh, 0);
      std::int64_t p = 0;  // sorted positions [p, p + count) hold the length at hand
      for (std::int64_t l = longest; l >= shortest; --l) {
        p += count[static_cast<std::size_t>(l - shortest)];
        for (std::size_t h = 0; h < nh; ++h)
          for (; next[h] < p; next[h] += heights[h]) mine[h] += padded(l) * heights[h];
      }
    }
#pragma omp critical
    for (std::size_t h = 0; h < nh; ++h) stored[h] += mine[h];
  }
  return stored;
}

template std::vector<std::int32_t> sell_row_order<std::int32_t>(std::span<const std::int32_t>, std::int64_t);
template std::vector<std::int64_t> sell_row_order<std::int64_t>(std::span<const std::int64_t>, std::int64_t);
template std::int64_t sell_stored_entries<std::int32_t>(std::span<const std::int32_t>, int, int, std::int64_t);
template std::int64_t sell_stored_entries<std::int64_t>(std::span<const std::int64_t>, int, int, std::int64_t);
template std::vector<std::int64_t> sell_stored_entries<std::int32_t>(std::span<const std::int32_t>, std::span<const int>,
                                                                     int, std::int64_t);
template std::vector<std::int64_t> sell_stored_entries<std::int64_t>(std::span<const std::int64_t>, std::span<const int>,
                                                                     int, std::int64_t);

}  // namespace spgen::formats
