#include "plan/features.hpp"

#include "core/row_lengths.hpp"


namespace spgen {

template <SupportedValue V, SupportedIndex I>
Features compute_features(const CsrView<V, I>& a) {
  Features f;
  f.nrows = a.nrows;
  f.ncols = a.ncols;
  f.nnz = static_cast<std::int64_t>(a.nnz());
  const RowLengthMoments m = row_length_moments(a);
  f.max_row = m.max;
  f.mean_row = m.mean;
  f.cv_row = m.mean > 0 ? m.stddev / m.mean : 0.0;
  return f;
}

#define SPGEN_INSTANTIATE(V, I) template Features compute_features<V, I>(const CsrView<V, I>&);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen
