// y = alpha * x over [begin, end), kUnroll scalars per step.
#include <cstdint>

#include "../common/spgen_template.h"
#include "scale_helpers.h"
#include "scale_helpers.h"  // twice on purpose: inlined once

template <int kUnroll, typename V, typename I>
SPGEN_ENTRY void scale(I begin, I end, const V* __restrict__ x, V* __restrict__ y, V alpha) {
  I i = begin;
  for (; i + kUnroll <= end; i += kUnroll) {
    SPGEN_UNROLL
    for (int u = 0; u < kUnroll; ++u) y[i + u] = times(alpha, x[i + u]);
  }
  for (; i < end; ++i) y[i] = times(alpha, x[i]);
}
