#include "plan/features.hpp"

#include <algorithm>
#include <cmath>

namespace spgen {

std::int64_t RowLengthHistogram::rows_reaching(std::int64_t n) const {
  std::int64_t rows = 0;
  for (const auto c : longer) rows += c;
  for (auto k = static_cast<std::int64_t>(exact.size()) - 1; k >= n && k >= 0; --k) rows += exact[static_cast<std::size_t>(k)];
  return rows;
}

namespace detail {

Features features_from_counts(std::int64_t nrows, std::int64_t ncols, std::int64_t nnz, const FeatureCounts& c) {
  // As row_length_moments() (core/row_lengths.hpp), from exact sums.
  const double n = static_cast<double>(nrows);
  const double mean = nrows > 0 ? static_cast<double>(c.length_sum) / n : 0.0;
  const double stddev =
      nrows > 0 ? std::sqrt(std::max(0.0, static_cast<double>(c.length_sq_sum) / n - mean * mean)) : 0.0;
  Features f{.nrows = nrows,
             .ncols = ncols,
             .nnz = nnz,
             .max_row = static_cast<std::int64_t>(c.max_length),
             .mean_row = mean,
             .cv_row = mean > 0 ? stddev / mean : 0.0,
             .near_diagonal = nnz > 0 ? static_cast<double>(c.near) / static_cast<double>(nnz) : 1.0};
  if (nrows > 0) {
    const auto bins = static_cast<std::size_t>(std::min<std::int64_t>(f.max_row + 1, RowLengthHistogram::kExact));
    f.row_lengths.exact.assign(c.exact_lengths.begin(), c.exact_lengths.begin() + static_cast<std::ptrdiff_t>(bins));
  }
  std::copy_n(c.longer_lengths.begin(), f.row_lengths.longer.size(), f.row_lengths.longer.begin());
  f.column_gaps_counted = !c.gaps.empty();
  if (f.column_gaps_counted) std::copy_n(c.gaps.begin(), f.column_gaps.size(), f.column_gaps.begin());
  return f;
}

}  // namespace detail

namespace {

constexpr auto kExact = static_cast<std::size_t>(RowLengthHistogram::kExact);

// The row lengths' sums, longest and histogram: exact[n] for n < kExact
// (all kExact bins), longer[j] by floor(log2).
struct RowCounts {
  unsigned long long sum = 0, sum_sq = 0, longest = 0;
  std::vector<std::int64_t> exact = std::vector<std::int64_t>(kExact, 0);
  std::array<std::int64_t, 64> longer{};
};

template <SupportedValue V, SupportedIndex I>
RowCounts count_rows(const CsrView<V, I>& a, bool parallel) {
  RowCounts c;
#pragma omp parallel if (parallel)
  {
    // Four histograms, a row's by its index: with one, each increment waits
    // on the last (neighbouring rows mostly share a length).
    std::vector<std::int64_t> my_exact(4 * kExact, 0);
    std::array<std::int64_t, 64> my_longer{};
    unsigned long long my_sum = 0, my_sq = 0, my_longest = 0;
#pragma omp for schedule(static) nowait
    for (std::int64_t r = 0; r < a.nrows; ++r) {
      const auto len = static_cast<unsigned long long>(a.row_ptr[r + 1] - a.row_ptr[r]);
      my_sum += len;
      my_sq += len * len;
      my_longest = std::max(my_longest, len);
      if (len < kExact) ++my_exact[static_cast<std::size_t>(r % 4) * kExact + len];
      else ++my_longer[static_cast<std::size_t>(floor_log2(len))];
    }
#pragma omp critical
    {
      c.sum += my_sum;
      c.sum_sq += my_sq;
      c.longest = std::max(c.longest, my_longest);
      for (std::size_t n = 0; n < 4 * kExact; ++n) c.exact[n % kExact] += my_exact[n];
      for (std::size_t j = 0; j < 64; ++j) c.longer[j] += my_longer[j];
    }
  }
  return c;
}

bool in_parallel(std::size_t nnz) { return nnz > (std::size_t{1} << 16); }

}  // namespace

template <SupportedValue V, SupportedIndex I>
RowLengthHistogram row_length_histogram(const CsrView<V, I>& a) {
  const RowCounts c = count_rows(a, in_parallel(a.nnz()));
  return detail::features_from_counts(a.nrows, a.ncols, 0,
                                      {.max_length = c.longest, .exact_lengths = c.exact, .longer_lengths = c.longer})
      .row_lengths;
}

template <SupportedValue V, SupportedIndex I>
std::array<std::int64_t, 64> column_gap_histogram(const CsrView<V, I>& a) {
  std::array<std::int64_t, 64> gaps{};
#pragma omp parallel if (in_parallel(a.nnz()))
  {
    std::array<std::int64_t, 64> mine{};
    // Chunks of rows handed out as threads finish: power-law rows would load
    // a static split unevenly.
#pragma omp for schedule(dynamic, 4096) nowait
    for (std::int64_t r = 0; r < a.nrows; ++r)
      for (std::int64_t k = a.row_ptr[r] + 1; k < a.row_ptr[r + 1]; ++k)
        ++mine[static_cast<std::size_t>(floor_log2(static_cast<std::uint64_t>(a.col_idx[k] - a.col_idx[k - 1])))];
#pragma omp critical
    for (std::size_t j = 0; j < 64; ++j) gaps[j] += mine[j];
  }
  return gaps;
}

// Passes in parallel where the matrix is large: the row pointers (the
// lengths' sums and histogram), then the entries (the near-diagonal count),
// then the gaps where asked. Every count is an integer, so the features are
// the same in any order (and equal to compute_features_on_device's,
// plan/cuda/features_device.cu). Apart, the entries' pass is the loop it was
// alone (the compiler emits the same code); the gaps' pass adds 16-26 ms on
// poisson3d:96 and rmat:20:16 (2-core VM) against the 14-22 ms of the rest.
template <SupportedValue V, SupportedIndex I>
Features compute_features(const CsrView<V, I>& a, bool column_gaps) {
  const bool parallel = in_parallel(a.nnz());
  const RowCounts rows = count_rows(a, parallel);
  std::array<std::int64_t, 64> gaps{};
  const double scale = a.nrows > 0 ? static_cast<double>(a.ncols) / static_cast<double>(a.nrows) : 0.0;
  const double reach = std::max(64.0, static_cast<double>(a.ncols) / 64.0);
  std::int64_t near = 0;
#pragma omp parallel for schedule(static) reduction(+ : near) if (parallel)
  for (std::int64_t r = 0; r < a.nrows; ++r) {
    const double diagonal = static_cast<double>(r) * scale;
    for (std::int64_t k = a.row_ptr[r]; k < a.row_ptr[r + 1]; ++k)
      near += std::abs(static_cast<double>(a.col_idx[k]) - diagonal) <= reach ? 1 : 0;
  }
  if (column_gaps) gaps = column_gap_histogram(a);
  return detail::features_from_counts(a.nrows, a.ncols, static_cast<std::int64_t>(a.nnz()),
                                      {.length_sum = rows.sum,
                                       .length_sq_sum = rows.sum_sq,
                                       .max_length = rows.longest,
                                       .near = static_cast<unsigned long long>(near),
                                       .exact_lengths = rows.exact,
                                       .longer_lengths = rows.longer,
                                       .gaps = column_gaps ? std::span<const std::int64_t>(gaps)
                                                           : std::span<const std::int64_t>()});
}

#define SPGEN_INSTANTIATE(V, I)                                                  \
  template Features compute_features<V, I>(const CsrView<V, I>&, bool); \
  template RowLengthHistogram row_length_histogram<V, I>(const CsrView<V, I>&); \
  template std::array<std::int64_t, 64> column_gap_histogram<V, I>(const CsrView<V, I>&);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen
