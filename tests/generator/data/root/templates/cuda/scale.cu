// y = alpha * weights * x, kUnroll entries per thread.
#include "../common/spgen_template.h"

template <typename V>
__device__ V times(V a, V b) {
  return a * b;
}

template <int kBlock, int kUnroll, typename V, typename I>
SPGEN_ENTRY __global__ void scale(I n, const V* __restrict__ weights, const V* __restrict__ x,
                                  V* __restrict__ y, V alpha) {
  const I base = static_cast<I>(blockIdx.x) * (kBlock * kUnroll) + threadIdx.x;
  SPGEN_UNROLL
  for (int u = 0; u < kUnroll; ++u) {
    const I i = base + u * kBlock;
    if (i < n) y[i] = times<V>(alpha, weights[i] * x[i]);
  }
  if constexpr (kUnroll > 1) {
    static_assert(kUnroll * kBlock <= 256, "tile too large");
  } else {
    (void)sizeof(V);
  }
}
