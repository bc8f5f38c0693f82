// Rows split into one range per thread with about equal shares of the
// entries: the parallel conversions' work split (column panels, RS-SpMM).
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "spgen/core/csr.hpp"

namespace spgen::formats {

/// first[t] .. first[t+1]-1 are thread t's rows (nthreads + 1 entries).
template <SupportedValue V, SupportedIndex I>
std::vector<I> rows_by_entry_share(const CsrView<V, I>& a, int nthreads) {
  const auto nnz = static_cast<std::int64_t>(a.nnz());
  std::vector<I> first(static_cast<std::size_t>(nthreads) + 1, a.nrows);
  for (int t = 0; t < nthreads; ++t)
    first[t] = static_cast<I>(
        std::lower_bound(a.row_ptr.begin(), a.row_ptr.end() - 1, static_cast<I>(nnz * t / nthreads)) -
        a.row_ptr.begin());
  first[0] = 0;
  return first;
}

}  // namespace spgen::formats
