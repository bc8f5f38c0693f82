#include "plan/features.hpp"

#include "core/row_lengths.hpp"


namespace spgen {

template <SupportedValue V, SupportedIndex I>
Features compute_features(const CsrView<V, I>& a) {
  const RowLengthMoments m = row_length_moments(a);
  return {.nrows = a.nrows,
          .ncols = a.ncols,
          .nnz = static_cast<std::int64_t>(a.nnz()),
          .max_row = m.max,
          .mean_row = m.mean,
          .cv_row = m.mean > 0 ? m.stddev / m.mean : 0.0};
}

#define SPGEN_INSTANTIATE(V, I) template Features compute_features<V, I>(const CsrView<V, I>&);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen
