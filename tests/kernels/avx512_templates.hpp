// Direct instances of the AVX-512 templates, built in their own translation
// unit with AVX-512 enabled (avx512_templates.cpp); everything else in the
// kernel tests is compiled for the baseline ISA, so a machine without AVX-512
// can still start the tests and skip them.
#pragma once

namespace spgen::test {

// The templates' AVX-512 signatures (their spec's kernel_args), for calling
// the direct instantiations; the generated instances are called through the
// registry's packed wrappers instead. Kept free of any include: the .cpp is
// compiled with AVX-512, and no inline library code may be compiled there.
template <typename V, typename I>
using CsrAvx512Fn = void (*)(I row_begin, I row_end, const I* row_ptr, const I* col_idx, const V* values,
                             const V* x, V* y, V alpha, V beta);
template <typename V, typename I>
using SellAvx512Fn = void (*)(I slice_begin, I slice_end, I nrows, const I* slice_ptr, const I* col_idx,
                              const V* values, const I* row_perm, const V* x, V* y, V alpha, V beta);

/// gather_by_loads: kGatherByLoads = 1 (x read by scalar loads).
template <typename V, typename I>
CsrAvx512Fn<V, I> csr_template_avx512(bool gather_by_loads);

/// nullptr when the slice height is not instantiated (see the .cpp) or not a
/// multiple of the type's vector lanes. gather_by_loads: kGatherByLoads = 1
/// (x read by scalar loads) instead of the gather instruction.
template <typename V, typename I>
SellAvx512Fn<V, I> sellp_template_avx512(int slice_height, bool gather_by_loads);

}  // namespace spgen::test
