// generated — do not edit. Written by spgen-gen from the files below; change those and run the
// spgen_regenerate target instead.
// instance spgen_spmv_scale_u2_f32i64_avx512 of templates/avx512/scale.cpp
//   specs/formats/scale.yaml  xxh3:d3a822b11149b3d5
//   specs/kernels.yaml  xxh3:5ece13b630841986
//   templates/avx512/scale.cpp  xxh3:59727cd6f9a1f4d0
//   templates/common/spgen_template.h  xxh3:202a3327aa3776e5
//   templates/avx512/scale_helpers.h  xxh3:7a7ac3b3fdd2d901

#include <immintrin.h>
// y = alpha * x over [row_begin, row_end), kUnroll scalars per step.
#include <cstdint>

// ---- inlined from templates/common/spgen_template.h ----
// Test copy of the markers (kept apart from templates/ so the goldens stay stable).
#if defined(__clang__)
#define SPGEN_ENTRY __attribute__((annotate("spgen_entry")))
#else
#define SPGEN_ENTRY
#endif
#define SPGEN_UNROLL _Pragma("unroll")
// ---- end of templates/common/spgen_template.h ----
// ---- inlined from templates/avx512/scale_helpers.h ----
// A helper shared by this backend's templates: inlined once into each instance.

namespace {
template <typename V>
inline V times(V a, V b) {
  return a * b;
}
}  // namespace
// ---- end of templates/avx512/scale_helpers.h ----

inline void spgen_spmv_scale_u2_f32i64_avx512_impl(std::int64_t row_begin, std::int64_t row_end,
                                                   const float* __restrict__ x,
                                                   float* __restrict__ y, float alpha) {
  std::int64_t i = row_begin;
  for (; i + 2 <= row_end; i += 2) {
    // SPGEN_UNROLL: u = 0 1
    y[i + 0] = times(alpha, x[i + 0]);
    y[i + 1] = times(alpha, x[i + 1]);
  }
  for (; i < row_end; ++i) y[i] = times(alpha, x[i]);
}

namespace spgen::generated {
void spgen_spmv_scale_u2_f32i64_avx512(std::int64_t row_begin, std::int64_t row_end, const float* x,
                                       float* y, float alpha) {
  ::spgen_spmv_scale_u2_f32i64_avx512_impl(row_begin, row_end, x, y, alpha);
}
}  // namespace spgen::generated
