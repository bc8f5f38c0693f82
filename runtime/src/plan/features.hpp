// Matrix features, computed once per plan and read by every format's rule.
#pragma once

#include <cstdint>

#include "spgen/core/csr.hpp"

namespace spgen {

struct Features {
  std::int64_t nrows = 0, ncols = 0, nnz = 0, max_row = 0;
  double mean_row = 0.0;
  double cv_row = 0.0;  // stddev / mean of the row lengths
};

template <SupportedValue V, SupportedIndex I>
Features compute_features(const CsrView<V, I>& a);

}  // namespace spgen
