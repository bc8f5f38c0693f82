// generated — do not edit. Written by spgen-gen from the files below; change those and run the
// spgen_regenerate target instead.
// instance spgen_spmv_scale_k32_u2_f64i32_cuda of templates/cuda/scale.cu
//   specs/formats/scale.yaml  xxh3:d3a822b11149b3d5
//   specs/kernels.yaml  xxh3:5ece13b630841986
//   templates/cuda/scale.cu  xxh3:880b338cbf71194f
//   templates/common/spgen_template.h  xxh3:202a3327aa3776e5

// y = alpha * weights * x, kUnroll entries per thread.
// ---- inlined from templates/common/spgen_template.h ----
// Test copy of the markers (kept apart from templates/ so the goldens stay stable).
#if defined(__clang__)
#define SPGEN_ENTRY __attribute__((annotate("spgen_entry")))
#else
#define SPGEN_ENTRY
#endif
#define SPGEN_UNROLL _Pragma("unroll")
// ---- end of templates/common/spgen_template.h ----

template <typename V>
__device__ V times(V a, V b) {
  return a * b;
}

extern "C" __global__ void spgen_spmv_scale_k32_u2_f64i32_cuda(int n,
                                                               const double* __restrict__ weights,
                                                               const double* __restrict__ x,
                                                               double* __restrict__ y,
                                                               double alpha) {
  const int base = static_cast<int>(blockIdx.x) * (32 * 2) + threadIdx.x;
  // SPGEN_UNROLL: u = 0 1
  {
    const int i = base + 0 * 32;
    if (i < n) y[i] = times<double>(alpha, weights[i] * x[i]);
  }
  {
    const int i = base + 1 * 32;
    if (i < n) y[i] = times<double>(alpha, weights[i] * x[i]);
  }
  { static_assert(2 * 32 <= 256, "tile too large"); }
}
