// Direct instances of the AVX-512 templates, built in their own translation
// unit with AVX-512 enabled (avx512_templates.cpp); everything else in the
// kernel tests is compiled for the baseline ISA, so a machine without AVX-512
// can still start the tests and skip them.
#pragma once

#include "kernels/kernel_abi.hpp"

namespace spgen::test {

/// gather_by_loads: kGatherByLoads = 1 (x read by scalar loads).
template <typename V, typename I>
CsrAvx512Fn<V, I> csr_template_avx512(bool gather_by_loads);

/// nullptr when the slice height is not instantiated (see the .cpp) or not a
/// multiple of the type's vector lanes. gather_by_loads: kGatherByLoads = 1
/// (x read by scalar loads) instead of the gather instruction.
template <typename V, typename I>
SellAvx512Fn<V, I> sellp_template_avx512(int slice_height, bool gather_by_loads);

}  // namespace spgen::test
