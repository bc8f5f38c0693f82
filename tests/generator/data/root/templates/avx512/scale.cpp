// y = alpha * x over [row_begin, row_end), kUnroll scalars per step.
#include <cstdint>

#include "../common/spgen_template.h"
#include "scale_helpers.h"
#include "scale_helpers.h"  // twice on purpose: inlined once

template <int kUnroll, typename V, typename I>
SPGEN_ENTRY void scale(I row_begin, I row_end, const V* __restrict__ x, V* __restrict__ y,
                       V alpha) {
  I i = row_begin;
  for (; i + kUnroll <= row_end; i += kUnroll) {
    SPGEN_UNROLL
    for (int u = 0; u < kUnroll; ++u) y[i + u] = times(alpha, x[i + u]);
  }
  for (; i < row_end; ++i) y[i] = times(alpha, x[i]);
}
