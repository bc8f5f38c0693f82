#include "formats/sellp/row_order.hpp"

#include <algorithm>
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
  const auto n = static_cast<std::int64_t>(row_ptr.size()) - 1;
  if (n <= 0) return 0;
  // A window a whole number of slices (σ is a multiple of b, or 1).
  const std::int64_t window = sigma > 1 ? sigma : std::int64_t{b} * 256;
  const std::int64_t nwindows = (n + window - 1) / window;
  std::int64_t stored = 0;
#pragma omp parallel if (n > kParallelRows)
  {
    std::vector<std::int64_t> count;
    std::vector<I> order(static_cast<std::size_t>(window));
#pragma omp for schedule(dynamic, 1) reduction(+ : stored)
    for (std::int64_t w = 0; w < nwindows; ++w) {
      const std::int64_t w0 = w * window, w1 = std::min(n, w0 + window);
      if (sigma > 1) {
        sort_window(row_ptr, w0, w1, order.data(), count);
      } else {
        std::iota(order.begin(), order.begin() + (w1 - w0), static_cast<I>(w0));
      }
      for (std::int64_t s0 = 0; s0 < w1 - w0; s0 += b) {
        std::int64_t width = 0;
        for (std::int64_t p = s0; p < std::min(w1 - w0, s0 + b); ++p)
          width = std::max<std::int64_t>(width, row_ptr[order[p] + 1] - row_ptr[order[p]]);
        stored += (width + t - 1) / t * t * b;  // the last slice is padded to b rows too
      }
    }
  }
  return stored;
}

template std::vector<std::int32_t> sell_row_order<std::int32_t>(std::span<const std::int32_t>, std::int64_t);
template std::vector<std::int64_t> sell_row_order<std::int64_t>(std::span<const std::int64_t>, std::int64_t);
template std::int64_t sell_stored_entries<std::int32_t>(std::span<const std::int32_t>, int, int, std::int64_t);
template std::int64_t sell_stored_entries<std::int64_t>(std::span<const std::int64_t>, int, int, std::int64_t);

}  // namespace spgen::formats
