// generated — do not edit. Written by spgen-gen from the files below; change those and run the
// spgen_regenerate target instead.
// the kernel registry (6 instances)
//   specs/aot.yaml  xxh3:e2a28ed4f425b83b
//   specs/formats/scale.yaml  xxh3:dd4b61a695496de1
//   specs/kernels.yaml  xxh3:5ece13b630841986
//   specs/targets.yaml  xxh3:1425dfa4b45adccf

#include <spgen/registry.hpp>

#include "avx512/instances.hpp"

namespace spgen {
namespace {

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
     IndexType::i32, kParams0, 2, 128, 128, nullptr, "cuda/spgen_spmv_scale_k128_u1_f64i32_cuda.cu",
     0x93fdf8820349d996ULL},
    {"spgen_spmv_scale_k32_u1_f64i32_cuda", Op::spmv, "scale", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams1, 2, 32, 32, nullptr, "cuda/spgen_spmv_scale_k32_u1_f64i32_cuda.cu",
     0x81107d8924b2395cULL},
    {"spgen_spmv_scale_k32_u2_f64i32_cuda", Op::spmv, "scale", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams2, 2, 32, 64, nullptr, "cuda/spgen_spmv_scale_k32_u2_f64i32_cuda.cu",
     0x58c9cab2f624d2f6ULL},
    {"spgen_spmv_scale_k64_u1_f64i32_cuda", Op::spmv, "scale", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams3, 2, 64, 64, nullptr, "cuda/spgen_spmv_scale_k64_u1_f64i32_cuda.cu",
     0x466be14809ec7b43ULL},
    {"spgen_spmv_scale_k64_u2_f64i32_cuda", Op::spmv, "scale", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams4, 2, 64, 128, nullptr, "cuda/spgen_spmv_scale_k64_u2_f64i32_cuda.cu",
     0xf539fa51f8d9641fULL},
    {"spgen_spmv_scale_u2_f32i64_avx512", Op::spmv, "scale", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams5, 1, 0, 0,
     reinterpret_cast<CpuKernelFn>(&generated::spgen_spmv_scale_u2_f32i64_avx512),
     "avx512/spgen_spmv_scale_u2_f32i64_avx512.cpp", 0xf0865f5f4b158f75ULL},
};

}  // namespace

std::span<const KernelEntry> kernel_registry() { return kEntries; }

}  // namespace spgen
