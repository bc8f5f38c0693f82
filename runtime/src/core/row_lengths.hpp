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

template <SupportedValue V, SupportedIndex I>
RowLengthMoments row_length_moments(const CsrView<V, I>& a) {
  RowLengthMoments m;
  if (a.nrows <= 0) return m;
  m.min = a.row_length(0);
  double sum = 0.0, sum_sq = 0.0;
  for (I r = 0; r < a.nrows; ++r) {
    const auto len = static_cast<std::int64_t>(a.row_length(r));
    m.min = std::min(m.min, len);
    m.max = std::max(m.max, len);
    sum += static_cast<double>(len);
    sum_sq += static_cast<double>(len) * static_cast<double>(len);
  }
  const double n = static_cast<double>(a.nrows);
  m.mean = sum / n;
  m.stddev = std::sqrt(std::max(0.0, sum_sq / n - m.mean * m.mean));
  return m;
}

}  // namespace spgen
