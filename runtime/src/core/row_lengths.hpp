// Row-length moments, the part of a matrix's statistics the planner's
// features and `spgen info` share.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "spgen/core/csr.hpp"

namespace spgen {

struct RowLengthMoments {
  std::int64_t min = 0, max = 0;
  double mean = 0.0, stddev = 0.0;
};

// In parallel where the matrix is large; the sums are integers, so exact
// and the same in any order.
template <SupportedValue V, SupportedIndex I>
RowLengthMoments row_length_moments(const CsrView<V, I>& a) {
  RowLengthMoments m;
  if (a.nrows <= 0) return m;
  std::int64_t shortest = a.row_length(0), longest = 0;
  unsigned long long sum = 0, sum_sq = 0;
#pragma omp parallel for schedule(static) reduction(min : shortest) reduction(max : longest) \
    reduction(+ : sum, sum_sq) if (a.nrows > (I{1} << 16))
  for (I r = 0; r < a.nrows; ++r) {
    const auto len = static_cast<std::int64_t>(a.row_length(r));
    shortest = std::min(shortest, len);
    longest = std::max(longest, len);
    sum += static_cast<unsigned long long>(len);
    sum_sq += static_cast<unsigned long long>(len) * static_cast<unsigned long long>(len);
  }
  const double n = static_cast<double>(a.nrows);
  m.min = shortest;
  m.max = longest;
  m.mean = static_cast<double>(sum) / n;
  m.stddev = std::sqrt(std::max(0.0, static_cast<double>(sum_sq) / n - m.mean * m.mean));
  return m;
}

}  // namespace spgen
