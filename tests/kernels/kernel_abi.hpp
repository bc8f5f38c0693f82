// The AVX-512 kernel ABI of templates/README.md as function pointer types.
// Kept free of any include: avx512_templates.cpp (compiled with AVX-512)
// includes it, and no inline library code may be compiled there.
#pragma once

namespace spgen::test {

template <typename V, typename I>
using CsrAvx512Fn = void (*)(I row_begin, I row_end, const I* row_ptr, const I* col_idx,
                             const V* values, const V* x, V* y, V alpha, V beta);
template <typename V, typename I>
using SellAvx512Fn = void (*)(I slice_begin, I slice_end, I nrows, const I* slice_ptr,
                              const I* col_idx, const V* values, const I* row_perm, const V* x,
                              V* y, V alpha, V beta);

}  // namespace spgen::test
