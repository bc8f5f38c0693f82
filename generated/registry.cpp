// generated — do not edit. Written by spgen-gen from the files below; change those and run the
// spgen_regenerate target instead.
// the kernel registry (72 instances)
//   specs/aot.yaml  xxh3:f950de09a139dc8a
//   specs/formats/csr.yaml  xxh3:2be9cec8746b06f1
//   specs/formats/sellp.yaml  xxh3:701007c5ed02995c
//   specs/kernels.yaml  xxh3:7d5f7e79932141ee
//   specs/targets.yaml  xxh3:604f09d536087b40

#include <spgen/registry.hpp>

#include "avx512/instances.hpp"

namespace spgen {
namespace {

constexpr KernelParam kParams4[] = {
    {"threads_per_row", "t", 16},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams5[] = {
    {"threads_per_row", "t", 16},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams6[] = {
    {"threads_per_row", "t", 16},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams7[] = {
    {"threads_per_row", "t", 16},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams8[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams9[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams10[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams11[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams12[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams13[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams14[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams15[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams16[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams17[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams18[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 4},
};
constexpr KernelParam kParams19[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 4},
};
constexpr KernelParam kParams20[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams21[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams22[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams23[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams24[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams25[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams26[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams27[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams28[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams29[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams30[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams31[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams32[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams33[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams34[] = {
    {"slice_height", "b", 16},
};
constexpr KernelParam kParams35[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams36[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams37[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams38[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams39[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams40[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams41[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams42[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams43[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams44[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams45[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams46[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams47[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams48[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams49[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams50[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams51[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams52[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams53[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams54[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams55[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams56[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams57[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams58[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams59[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams60[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams61[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams62[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams63[] = {
    {"slice_height", "b", 8},
};
constexpr KernelParam kParams64[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams65[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams66[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams67[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams68[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams69[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams70[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams71[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};

// Sorted by name: find_kernel() binary-searches it.
const KernelEntry kEntries[] = {
    {"spgen_spmv_csr_f32i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, nullptr, 0, 0, 0,
     reinterpret_cast<CpuKernelFn>(&generated::spgen_spmv_csr_f32i32_avx512),
     "avx512/spgen_spmv_csr_f32i32_avx512.cpp", 0x42b806386388be8aULL},
    {"spgen_spmv_csr_f32i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, nullptr, 0, 0, 0,
     reinterpret_cast<CpuKernelFn>(&generated::spgen_spmv_csr_f32i64_avx512),
     "avx512/spgen_spmv_csr_f32i64_avx512.cpp", 0x5a58f615639b4d79ULL},
    {"spgen_spmv_csr_f64i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, nullptr, 0, 0, 0,
     reinterpret_cast<CpuKernelFn>(&generated::spgen_spmv_csr_f64i32_avx512),
     "avx512/spgen_spmv_csr_f64i32_avx512.cpp", 0x0ce148cff480e253ULL},
    {"spgen_spmv_csr_f64i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, nullptr, 0, 0, 0,
     reinterpret_cast<CpuKernelFn>(&generated::spgen_spmv_csr_f64i64_avx512),
     "avx512/spgen_spmv_csr_f64i64_avx512.cpp", 0x8e2ff91004d2fabaULL},
    {"spgen_spmv_csr_t16_r16_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams4, 2, 256, 16, nullptr, "cuda/spgen_spmv_csr_t16_r16_f32i32_cuda.cu",
     0xcd4dfcf911ffc0acULL},
    {"spgen_spmv_csr_t16_r16_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams5, 2, 256, 16, nullptr, "cuda/spgen_spmv_csr_t16_r16_f64i32_cuda.cu",
     0xf71af650efe67fb7ULL},
    {"spgen_spmv_csr_t16_r8_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams6, 2, 128, 8, nullptr, "cuda/spgen_spmv_csr_t16_r8_f32i32_cuda.cu",
     0x644a581d2fc442cfULL},
    {"spgen_spmv_csr_t16_r8_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams7, 2, 128, 8, nullptr, "cuda/spgen_spmv_csr_t16_r8_f64i32_cuda.cu",
     0xed8add43a21c5c3aULL},
    {"spgen_spmv_csr_t1_r128_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams8, 2, 128, 128, nullptr, "cuda/spgen_spmv_csr_t1_r128_f32i32_cuda.cu",
     0x0fd41830f4c330c2ULL},
    {"spgen_spmv_csr_t1_r128_f32i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams9, 2, 128, 128, nullptr, "cuda/spgen_spmv_csr_t1_r128_f32i64_cuda.cu",
     0xd85c4e6dd85c9d85ULL},
    {"spgen_spmv_csr_t1_r128_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams10, 2, 128, 128, nullptr, "cuda/spgen_spmv_csr_t1_r128_f64i32_cuda.cu",
     0x1eefd43b66cc6583ULL},
    {"spgen_spmv_csr_t1_r128_f64i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams11, 2, 128, 128, nullptr, "cuda/spgen_spmv_csr_t1_r128_f64i64_cuda.cu",
     0xc8750e2fa892e965ULL},
    {"spgen_spmv_csr_t1_r256_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams12, 2, 256, 256, nullptr, "cuda/spgen_spmv_csr_t1_r256_f32i32_cuda.cu",
     0x8be469598ebdf9a2ULL},
    {"spgen_spmv_csr_t1_r256_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams13, 2, 256, 256, nullptr, "cuda/spgen_spmv_csr_t1_r256_f64i32_cuda.cu",
     0xfcb2cb90d435554bULL},
    {"spgen_spmv_csr_t2_r128_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams14, 2, 256, 128, nullptr, "cuda/spgen_spmv_csr_t2_r128_f32i32_cuda.cu",
     0xaf5ea4386772908aULL},
    {"spgen_spmv_csr_t2_r128_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams15, 2, 256, 128, nullptr, "cuda/spgen_spmv_csr_t2_r128_f64i32_cuda.cu",
     0x0ac91d325b9c32d4ULL},
    {"spgen_spmv_csr_t2_r64_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams16, 2, 128, 64, nullptr, "cuda/spgen_spmv_csr_t2_r64_f32i32_cuda.cu",
     0x00c03f8d9a661957ULL},
    {"spgen_spmv_csr_t2_r64_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams17, 2, 128, 64, nullptr, "cuda/spgen_spmv_csr_t2_r64_f64i32_cuda.cu",
     0x40bceab1b868eee8ULL},
    {"spgen_spmv_csr_t32_r4_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams18, 2, 128, 4, nullptr, "cuda/spgen_spmv_csr_t32_r4_f32i32_cuda.cu",
     0x5a34eae980740476ULL},
    {"spgen_spmv_csr_t32_r4_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams19, 2, 128, 4, nullptr, "cuda/spgen_spmv_csr_t32_r4_f64i32_cuda.cu",
     0xb3bb4b1f89b7baedULL},
    {"spgen_spmv_csr_t32_r8_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams20, 2, 256, 8, nullptr, "cuda/spgen_spmv_csr_t32_r8_f32i32_cuda.cu",
     0xdc0ae420fd0108f6ULL},
    {"spgen_spmv_csr_t32_r8_f32i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams21, 2, 256, 8, nullptr, "cuda/spgen_spmv_csr_t32_r8_f32i64_cuda.cu",
     0xe7a6635aef54c5e1ULL},
    {"spgen_spmv_csr_t32_r8_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams22, 2, 256, 8, nullptr, "cuda/spgen_spmv_csr_t32_r8_f64i32_cuda.cu",
     0x4037ed0abb2374edULL},
    {"spgen_spmv_csr_t32_r8_f64i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams23, 2, 256, 8, nullptr, "cuda/spgen_spmv_csr_t32_r8_f64i64_cuda.cu",
     0x1df7dd5a00e55105ULL},
    {"spgen_spmv_csr_t4_r32_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams24, 2, 128, 32, nullptr, "cuda/spgen_spmv_csr_t4_r32_f32i32_cuda.cu",
     0x04be6468ccff17d3ULL},
    {"spgen_spmv_csr_t4_r32_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams25, 2, 128, 32, nullptr, "cuda/spgen_spmv_csr_t4_r32_f64i32_cuda.cu",
     0x9db455d5b617ea33ULL},
    {"spgen_spmv_csr_t4_r64_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams26, 2, 256, 64, nullptr, "cuda/spgen_spmv_csr_t4_r64_f32i32_cuda.cu",
     0xa136a15c0438520aULL},
    {"spgen_spmv_csr_t4_r64_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams27, 2, 256, 64, nullptr, "cuda/spgen_spmv_csr_t4_r64_f64i32_cuda.cu",
     0xc18331410698e827ULL},
    {"spgen_spmv_csr_t8_r16_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams28, 2, 128, 16, nullptr, "cuda/spgen_spmv_csr_t8_r16_f32i32_cuda.cu",
     0x22391ce92f138530ULL},
    {"spgen_spmv_csr_t8_r16_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams29, 2, 128, 16, nullptr, "cuda/spgen_spmv_csr_t8_r16_f64i32_cuda.cu",
     0x98c744d8d805c1d7ULL},
    {"spgen_spmv_csr_t8_r32_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams30, 2, 256, 32, nullptr, "cuda/spgen_spmv_csr_t8_r32_f32i32_cuda.cu",
     0xea7ccff6e3e719eaULL},
    {"spgen_spmv_csr_t8_r32_f32i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams31, 2, 256, 32, nullptr, "cuda/spgen_spmv_csr_t8_r32_f32i64_cuda.cu",
     0x1a321a0cef61e1afULL},
    {"spgen_spmv_csr_t8_r32_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams32, 2, 256, 32, nullptr, "cuda/spgen_spmv_csr_t8_r32_f64i32_cuda.cu",
     0x7785b7237bdec6baULL},
    {"spgen_spmv_csr_t8_r32_f64i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams33, 2, 256, 32, nullptr, "cuda/spgen_spmv_csr_t8_r32_f64i64_cuda.cu",
     0xe0c6a1eb46a3ad72ULL},
    {"spgen_spmv_sellp_b16_f32i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams34, 1, 0, 0,
     reinterpret_cast<CpuKernelFn>(&generated::spgen_spmv_sellp_b16_f32i32_avx512),
     "avx512/spgen_spmv_sellp_b16_f32i32_avx512.cpp", 0xb27eadaff8b40245ULL},
    {"spgen_spmv_sellp_b16_t2_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams35, 3, 32, 16, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u1_f32i32_cuda.cu", 0xe52bf8d51338e5acULL},
    {"spgen_spmv_sellp_b16_t2_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams36, 3, 32, 16, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u1_f64i32_cuda.cu", 0xa3f2ab85c3dfc7a3ULL},
    {"spgen_spmv_sellp_b16_t2_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams37, 3, 32, 16, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u2_f32i32_cuda.cu", 0x7b95ad56dfc67cebULL},
    {"spgen_spmv_sellp_b16_t2_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams38, 3, 32, 16, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u2_f64i32_cuda.cu", 0xa28b6a8ad00bed3aULL},
    {"spgen_spmv_sellp_b16_t4_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams39, 3, 64, 16, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u1_f32i32_cuda.cu", 0x69cc0052e9d9b940ULL},
    {"spgen_spmv_sellp_b16_t4_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams40, 3, 64, 16, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u1_f64i32_cuda.cu", 0x08c4f6206ff3121fULL},
    {"spgen_spmv_sellp_b16_t4_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams41, 3, 64, 16, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u2_f32i32_cuda.cu", 0x4ec348e22c738a5cULL},
    {"spgen_spmv_sellp_b16_t4_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams42, 3, 64, 16, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u2_f64i32_cuda.cu", 0xd3f0743f424500acULL},
    {"spgen_spmv_sellp_b16_t8_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams43, 3, 128, 16, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u1_f32i32_cuda.cu", 0xb05ec14a2cee24ddULL},
    {"spgen_spmv_sellp_b16_t8_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams44, 3, 128, 16, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u1_f64i32_cuda.cu", 0xec03abe992b887b1ULL},
    {"spgen_spmv_sellp_b16_t8_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams45, 3, 128, 16, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u2_f32i32_cuda.cu", 0x6c8850dc8e0f4a31ULL},
    {"spgen_spmv_sellp_b16_t8_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams46, 3, 128, 16, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u2_f64i32_cuda.cu", 0x13acb328b349a0c0ULL},
    {"spgen_spmv_sellp_b32_t1_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams47, 3, 32, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u1_f32i32_cuda.cu", 0x1989f09233bd2659ULL},
    {"spgen_spmv_sellp_b32_t1_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams48, 3, 32, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u1_f64i32_cuda.cu", 0x6723c6bfbd698a1dULL},
    {"spgen_spmv_sellp_b32_t1_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams49, 3, 32, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u2_f32i32_cuda.cu", 0xd5d0c0d6013ab9d5ULL},
    {"spgen_spmv_sellp_b32_t1_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams50, 3, 32, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u2_f64i32_cuda.cu", 0xb760a5459499e5d0ULL},
    {"spgen_spmv_sellp_b32_t2_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams51, 3, 64, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u1_f32i32_cuda.cu", 0xc65fc49180ec429dULL},
    {"spgen_spmv_sellp_b32_t2_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams52, 3, 64, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u1_f64i32_cuda.cu", 0x42c06d6530fa9d0bULL},
    {"spgen_spmv_sellp_b32_t2_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams53, 3, 64, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u2_f32i32_cuda.cu", 0x5ff7eec1ba739027ULL},
    {"spgen_spmv_sellp_b32_t2_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams54, 3, 64, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u2_f64i32_cuda.cu", 0x4e0172bfa7529c93ULL},
    {"spgen_spmv_sellp_b32_t4_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams55, 3, 128, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u1_f32i32_cuda.cu", 0xe8ef1d77e6b9fe2cULL},
    {"spgen_spmv_sellp_b32_t4_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams56, 3, 128, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u1_f64i32_cuda.cu", 0x9e749bbd2ced57c8ULL},
    {"spgen_spmv_sellp_b32_t4_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams57, 3, 128, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u2_f32i32_cuda.cu", 0x4559ebd888f51efcULL},
    {"spgen_spmv_sellp_b32_t4_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams58, 3, 128, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u2_f64i32_cuda.cu", 0x65d71a327d6b0697ULL},
    {"spgen_spmv_sellp_b32_t8_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams59, 3, 256, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u1_f32i32_cuda.cu", 0x0f692e2c5a620526ULL},
    {"spgen_spmv_sellp_b32_t8_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams60, 3, 256, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u1_f64i32_cuda.cu", 0x3dccb1c542d74ec9ULL},
    {"spgen_spmv_sellp_b32_t8_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams61, 3, 256, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u2_f32i32_cuda.cu", 0xdeef384353f72ccfULL},
    {"spgen_spmv_sellp_b32_t8_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams62, 3, 256, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u2_f64i32_cuda.cu", 0xdf9a3a3fa107c57eULL},
    {"spgen_spmv_sellp_b8_f64i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams63, 1, 0, 0,
     reinterpret_cast<CpuKernelFn>(&generated::spgen_spmv_sellp_b8_f64i32_avx512),
     "avx512/spgen_spmv_sellp_b8_f64i32_avx512.cpp", 0x7fc6223024bed00bULL},
    {"spgen_spmv_sellp_b8_t4_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams64, 3, 32, 8, nullptr, "cuda/spgen_spmv_sellp_b8_t4_u1_f32i32_cuda.cu",
     0xd7fc874e49bac800ULL},
    {"spgen_spmv_sellp_b8_t4_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams65, 3, 32, 8, nullptr, "cuda/spgen_spmv_sellp_b8_t4_u1_f64i32_cuda.cu",
     0x093731af44634ff4ULL},
    {"spgen_spmv_sellp_b8_t4_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams66, 3, 32, 8, nullptr, "cuda/spgen_spmv_sellp_b8_t4_u2_f32i32_cuda.cu",
     0x7a9fa39a1073a415ULL},
    {"spgen_spmv_sellp_b8_t4_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams67, 3, 32, 8, nullptr, "cuda/spgen_spmv_sellp_b8_t4_u2_f64i32_cuda.cu",
     0x06e9a4ad9a4f5c9aULL},
    {"spgen_spmv_sellp_b8_t8_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams68, 3, 64, 8, nullptr, "cuda/spgen_spmv_sellp_b8_t8_u1_f32i32_cuda.cu",
     0x489bf9cb84aeebbaULL},
    {"spgen_spmv_sellp_b8_t8_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams69, 3, 64, 8, nullptr, "cuda/spgen_spmv_sellp_b8_t8_u1_f64i32_cuda.cu",
     0x5d6df1ff1d586ea4ULL},
    {"spgen_spmv_sellp_b8_t8_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams70, 3, 64, 8, nullptr, "cuda/spgen_spmv_sellp_b8_t8_u2_f32i32_cuda.cu",
     0x1ccdba1873cd2cbaULL},
    {"spgen_spmv_sellp_b8_t8_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams71, 3, 64, 8, nullptr, "cuda/spgen_spmv_sellp_b8_t8_u2_f64i32_cuda.cu",
     0x7759de5c4addd4d3ULL},
};

}  // namespace

std::span<const KernelEntry> kernel_registry() { return kEntries; }

}  // namespace spgen
