#include "plan/features.hpp"

#include "core/row_lengths.hpp"

#include <algorithm>
#include <cmath>


namespace spgen {

template <SupportedValue V, SupportedIndex I>
Features compute_features(const CsrView<V, I>& a) {
  const RowLengthMoments m = row_length_moments(a);
  // compute_features_on_device counts alike (plan/cuda/features_device.cu).
  const double scale = a.nrows > 0 ? static_cast<double>(a.ncols) / static_cast<double>(a.nrows) : 0.0;
  const double reach = std::max(64.0, static_cast<double>(a.ncols) / 64.0);
  std::int64_t near = 0;
#pragma omp parallel for schedule(static) reduction(+ : near) if (a.nnz() > (std::size_t{1} << 16))
  for (std::int64_t r = 0; r < a.nrows; ++r) {
    const double diagonal = static_cast<double>(r) * scale;
    for (std::int64_t k = a.row_ptr[r]; k < a.row_ptr[r + 1]; ++k)
      near += std::abs(static_cast<double>(a.col_idx[k]) - diagonal) <= reach ? 1 : 0;
  }
  return {.nrows = a.nrows,
          .ncols = a.ncols,
          .nnz = static_cast<std::int64_t>(a.nnz()),
          .max_row = m.max,
          .mean_row = m.mean,
          .cv_row = m.mean > 0 ? m.stddev / m.mean : 0.0,
          .near_diagonal = a.nnz() > 0 ? static_cast<double>(near) / static_cast<double>(a.nnz()) : 1.0};
}

#define SPGEN_INSTANTIATE(V, I) template Features compute_features<V, I>(const CsrView<V, I>&);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen
