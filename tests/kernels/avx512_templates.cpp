// Compiled with -mavx512f -mavx512vl -mavx512bw -mavx512dq (CMakeLists.txt).
// Holds nothing but the template instances, so no inline library function
// compiled here with AVX-512 can be picked by the linker for baseline code.
#include "kernels/avx512_templates.hpp"

#include <cstdint>

#include "avx512/csr_spmv.cpp"
#include "avx512/sellp_spmv.cpp"

namespace spgen::test {

template <typename V, typename I>
CsrAvx512Fn<V, I> csr_template_avx512(bool gather_by_loads) {
  return gather_by_loads ? &csr_spmv<1, V, I> : &csr_spmv<0, V, I>;
}

template <int kGatherByLoads, typename V, typename I>
SellAvx512Fn<V, I> sellp_template_for(int slice_height) {
  constexpr bool kSixteenLanes = sizeof(V) == 4 && sizeof(I) == 4;
  switch (slice_height) {
    case 8:
      if constexpr (!kSixteenLanes) return &sellp_spmv<8, kGatherByLoads, V, I>;
      return nullptr;
    case 16:
      return &sellp_spmv<16, kGatherByLoads, V, I>;
    case 32:
      return &sellp_spmv<32, kGatherByLoads, V, I>;
    default:
      return nullptr;
  }
}

template <typename V, typename I>
SellAvx512Fn<V, I> sellp_template_avx512(int slice_height, bool gather_by_loads) {
  return gather_by_loads ? sellp_template_for<1, V, I>(slice_height)
                         : sellp_template_for<0, V, I>(slice_height);
}

template CsrAvx512Fn<float, std::int32_t> csr_template_avx512<float, std::int32_t>(bool);
template CsrAvx512Fn<float, std::int64_t> csr_template_avx512<float, std::int64_t>(bool);
template CsrAvx512Fn<double, std::int32_t> csr_template_avx512<double, std::int32_t>(bool);
template CsrAvx512Fn<double, std::int64_t> csr_template_avx512<double, std::int64_t>(bool);
template SellAvx512Fn<float, std::int32_t> sellp_template_avx512<float, std::int32_t>(int, bool);
template SellAvx512Fn<float, std::int64_t> sellp_template_avx512<float, std::int64_t>(int, bool);
template SellAvx512Fn<double, std::int32_t> sellp_template_avx512<double, std::int32_t>(int, bool);
template SellAvx512Fn<double, std::int64_t> sellp_template_avx512<double, std::int64_t>(int, bool);

}  // namespace spgen::test
