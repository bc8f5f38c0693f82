// generated — do not edit. Written by spgen-gen from the files below; change those and run the
// spgen_regenerate target instead.
// the kernel registry (6 instances)
//   specs/aot.yaml  xxh3:e2a28ed4f425b83b
//   specs/formats/scale.yaml  xxh3:d3a822b11149b3d5
//   specs/kernels.yaml  xxh3:5ece13b630841986
//   specs/targets.yaml  xxh3:1425dfa4b45adccf

#include <spgen/core/registry.hpp>

#include "avx512/instances.hpp"
#include "formats/format.hpp"

namespace spgen {
namespace {

// The kernel ABI of each format on each backend: its spec's kernel_args, classified.
constexpr KernelArg kArgs_scale_avx512[] = {
    {"row_begin", ArgRole::range_begin, ArgElement::index, false, false},
    {"row_end", ArgRole::range_end, ArgElement::index, false, false},
    {"x", ArgRole::x, ArgElement::value, true, false},
    {"y", ArgRole::y, ArgElement::value, true, false},
    {"alpha", ArgRole::alpha, ArgElement::value, false, false},
};
constexpr KernelArg kArgs_scale_cuda[] = {
    {"n", ArgRole::scalar, ArgElement::index, false, false},
    {"weights", ArgRole::array, ArgElement::value, true, false},
    {"x", ArgRole::x, ArgElement::value, true, false},
    {"y", ArgRole::y, ArgElement::value, true, false},
    {"alpha", ArgRole::alpha, ArgElement::value, false, false},
};

// AVX-512 instances called with packed arguments (KernelEntry::cpu_function).
void call_spgen_spmv_scale_u2_f32i64_avx512(void* const* a) {
  generated::spgen_spmv_scale_u2_f32i64_avx512(
      *static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]),
      *static_cast<const float* const*>(a[2]), *static_cast<float* const*>(a[3]),
      *static_cast<const float*>(a[4]));
}

constexpr KernelParam kParams0[] = {
    {"block", "k", 128},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams1[] = {
    {"block", "k", 32},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams2[] = {
    {"block", "k", 32},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams3[] = {
    {"block", "k", 64},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams4[] = {
    {"block", "k", 64},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams5[] = {
    {"unroll", "u", 2},
};

// Sorted by name: find_kernel() binary-searches it.
const KernelEntry kEntries[] = {
    {"spgen_spmv_scale_k128_u1_f64i32_cuda", Op::spmv, "scale", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams0, 2, 128, 128, kArgs_scale_cuda, 5, nullptr,
     "cuda/spgen_spmv_scale_k128_u1_f64i32_cuda.cu", 0x4a0f17acb5394bf3ULL},
    {"spgen_spmv_scale_k32_u1_f64i32_cuda", Op::spmv, "scale", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams1, 2, 32, 32, kArgs_scale_cuda, 5, nullptr,
     "cuda/spgen_spmv_scale_k32_u1_f64i32_cuda.cu", 0xa757d8925bda20aeULL},
    {"spgen_spmv_scale_k32_u2_f64i32_cuda", Op::spmv, "scale", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams2, 2, 32, 64, kArgs_scale_cuda, 5, nullptr,
     "cuda/spgen_spmv_scale_k32_u2_f64i32_cuda.cu", 0x41d8dc7636392ea5ULL},
    {"spgen_spmv_scale_k64_u1_f64i32_cuda", Op::spmv, "scale", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams3, 2, 64, 64, kArgs_scale_cuda, 5, nullptr,
     "cuda/spgen_spmv_scale_k64_u1_f64i32_cuda.cu", 0x72647cf78a33aeaaULL},
    {"spgen_spmv_scale_k64_u2_f64i32_cuda", Op::spmv, "scale", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams4, 2, 64, 128, kArgs_scale_cuda, 5, nullptr,
     "cuda/spgen_spmv_scale_k64_u2_f64i32_cuda.cu", 0x56860ca2ff88522dULL},
    {"spgen_spmv_scale_u2_f32i64_avx512", Op::spmv, "scale", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams5, 1, 0, 0, kArgs_scale_avx512, 5,
     &call_spgen_spmv_scale_u2_f32i64_avx512, "avx512/spgen_spmv_scale_u2_f32i64_avx512.cpp",
     0x5e27730527eab9e3ULL},
};

}  // namespace

std::span<const KernelEntry> kernel_registry() { return kEntries; }

}  // namespace spgen

// The formats the specs define; runtime/src/formats/<name>/ registers each
// descriptor with SPGEN_REGISTER_FORMAT (a missing one is a link error).
namespace spgen::formats {
SPGEN_DECLARE_FORMAT(scale)
SPGEN_FORMAT_TABLE(&format_scale<V, I>())
}  // namespace spgen::formats
