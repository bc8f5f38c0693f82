#include "plan/features.hpp"

#include <algorithm>
#include <cmath>

namespace spgen {

template <SupportedValue V, SupportedIndex I>
Features compute_features(const CsrView<V, I>& a) {
  Features f;
  f.nrows = a.nrows;
  f.ncols = a.ncols;
  f.nnz = static_cast<std::int64_t>(a.nnz());
  if (a.nrows == 0) return f;
  f.mean_row = static_cast<double>(f.nnz) / static_cast<double>(a.nrows);
  double ss = 0;
  for (I r = 0; r < a.nrows; ++r) {
    const auto len = static_cast<std::int64_t>(a.row_ptr[r + 1] - a.row_ptr[r]);
    f.max_row = std::max(f.max_row, len);
    const double d = static_cast<double>(len) - f.mean_row;
    ss += d * d;
  }
  const double sd = std::sqrt(ss / static_cast<double>(a.nrows));
  f.cv_row = f.mean_row > 0 ? sd / f.mean_row : 0.0;
  return f;
}

#define SPGEN_INSTANTIATE(V, I) template Features compute_features<V, I>(const CsrView<V, I>&);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen
