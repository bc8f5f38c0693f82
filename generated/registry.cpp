// generated — do not edit. Written by spgen-gen from the files below; change those and run the
// spgen_regenerate target instead.
// the kernel registry (106 instances)
//   specs/aot.yaml  xxh3:8ff3835fb2b3497e
//   specs/formats/csr.yaml  xxh3:2be9cec8746b06f1
//   specs/formats/rowseg.yaml  xxh3:e761468d55e6ee4f
//   specs/formats/sellp.yaml  xxh3:701007c5ed02995c
//   specs/kernels.yaml  xxh3:6f75d061a3107ea7
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
    {"threads_per_segment", "t", 16},
    {"steps", "s", 2},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams35[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 2},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams36[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 4},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams37[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 4},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams38[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 8},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams39[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 8},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams40[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 2},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams41[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 2},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams42[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 4},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams43[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 4},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams44[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 8},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams45[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 8},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams46[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 2},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams47[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 2},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams48[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 4},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams49[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 4},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams50[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 4},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams51[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 4},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams52[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 8},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams53[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 8},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams54[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 2},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams55[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 2},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams56[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 4},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams57[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 4},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams58[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 8},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams59[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 8},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams60[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 2},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams61[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 2},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams62[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 4},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams63[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 4},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams64[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 4},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams65[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 4},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams66[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 8},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams67[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 8},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams68[] = {
    {"slice_height", "b", 16},
};
constexpr KernelParam kParams69[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams70[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams71[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams72[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams73[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams74[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams75[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams76[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams77[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams78[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams79[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams80[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams81[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams82[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams83[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams84[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams85[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams86[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams87[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams88[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams89[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams90[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams91[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams92[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams93[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams94[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams95[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams96[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams97[] = {
    {"slice_height", "b", 8},
};
constexpr KernelParam kParams98[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams99[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams100[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams101[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams102[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams103[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams104[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams105[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};

// Sorted by name: find_kernel() binary-searches it.
const KernelEntry kEntries[] = {
    {"spgen_spmv_csr_f32i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, nullptr, 0, 0, 0,
     reinterpret_cast<CpuKernelFn>(&generated::spgen_spmv_csr_f32i32_avx512),
     "avx512/spgen_spmv_csr_f32i32_avx512.cpp", 0x4a63bd203faf84ceULL},
    {"spgen_spmv_csr_f32i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, nullptr, 0, 0, 0,
     reinterpret_cast<CpuKernelFn>(&generated::spgen_spmv_csr_f32i64_avx512),
     "avx512/spgen_spmv_csr_f32i64_avx512.cpp", 0x10ddce9d8b77a968ULL},
    {"spgen_spmv_csr_f64i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, nullptr, 0, 0, 0,
     reinterpret_cast<CpuKernelFn>(&generated::spgen_spmv_csr_f64i32_avx512),
     "avx512/spgen_spmv_csr_f64i32_avx512.cpp", 0x6b67112534aefd34ULL},
    {"spgen_spmv_csr_f64i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, nullptr, 0, 0, 0,
     reinterpret_cast<CpuKernelFn>(&generated::spgen_spmv_csr_f64i64_avx512),
     "avx512/spgen_spmv_csr_f64i64_avx512.cpp", 0x5eaeb7ae5def2700ULL},
    {"spgen_spmv_csr_t16_r16_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams4, 2, 256, 16, nullptr, "cuda/spgen_spmv_csr_t16_r16_f32i32_cuda.cu",
     0xa1d8923067ad1778ULL},
    {"spgen_spmv_csr_t16_r16_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams5, 2, 256, 16, nullptr, "cuda/spgen_spmv_csr_t16_r16_f64i32_cuda.cu",
     0x2d96823502e72888ULL},
    {"spgen_spmv_csr_t16_r8_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams6, 2, 128, 8, nullptr, "cuda/spgen_spmv_csr_t16_r8_f32i32_cuda.cu",
     0xfaf6f23feff30f86ULL},
    {"spgen_spmv_csr_t16_r8_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams7, 2, 128, 8, nullptr, "cuda/spgen_spmv_csr_t16_r8_f64i32_cuda.cu",
     0x7efea18758b47accULL},
    {"spgen_spmv_csr_t1_r128_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams8, 2, 128, 128, nullptr, "cuda/spgen_spmv_csr_t1_r128_f32i32_cuda.cu",
     0xe3947c014a76e6d4ULL},
    {"spgen_spmv_csr_t1_r128_f32i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams9, 2, 128, 128, nullptr, "cuda/spgen_spmv_csr_t1_r128_f32i64_cuda.cu",
     0x94a0ecb6e2dd017bULL},
    {"spgen_spmv_csr_t1_r128_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams10, 2, 128, 128, nullptr, "cuda/spgen_spmv_csr_t1_r128_f64i32_cuda.cu",
     0x96b6c0be2b649787ULL},
    {"spgen_spmv_csr_t1_r128_f64i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams11, 2, 128, 128, nullptr, "cuda/spgen_spmv_csr_t1_r128_f64i64_cuda.cu",
     0x4065576909a979faULL},
    {"spgen_spmv_csr_t1_r256_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams12, 2, 256, 256, nullptr, "cuda/spgen_spmv_csr_t1_r256_f32i32_cuda.cu",
     0x1e72594453751b7bULL},
    {"spgen_spmv_csr_t1_r256_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams13, 2, 256, 256, nullptr, "cuda/spgen_spmv_csr_t1_r256_f64i32_cuda.cu",
     0x58f7da2f6ae97bd1ULL},
    {"spgen_spmv_csr_t2_r128_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams14, 2, 256, 128, nullptr, "cuda/spgen_spmv_csr_t2_r128_f32i32_cuda.cu",
     0xde19f2da9aacb5beULL},
    {"spgen_spmv_csr_t2_r128_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams15, 2, 256, 128, nullptr, "cuda/spgen_spmv_csr_t2_r128_f64i32_cuda.cu",
     0xeb1f1e6dfa4bdee9ULL},
    {"spgen_spmv_csr_t2_r64_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams16, 2, 128, 64, nullptr, "cuda/spgen_spmv_csr_t2_r64_f32i32_cuda.cu",
     0x529108e45c6f1466ULL},
    {"spgen_spmv_csr_t2_r64_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams17, 2, 128, 64, nullptr, "cuda/spgen_spmv_csr_t2_r64_f64i32_cuda.cu",
     0x4689e050ac79a916ULL},
    {"spgen_spmv_csr_t32_r4_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams18, 2, 128, 4, nullptr, "cuda/spgen_spmv_csr_t32_r4_f32i32_cuda.cu",
     0x76e6d46e7ae1eedaULL},
    {"spgen_spmv_csr_t32_r4_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams19, 2, 128, 4, nullptr, "cuda/spgen_spmv_csr_t32_r4_f64i32_cuda.cu",
     0x338309a18ce6e1e3ULL},
    {"spgen_spmv_csr_t32_r8_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams20, 2, 256, 8, nullptr, "cuda/spgen_spmv_csr_t32_r8_f32i32_cuda.cu",
     0xff7f091aa195e301ULL},
    {"spgen_spmv_csr_t32_r8_f32i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams21, 2, 256, 8, nullptr, "cuda/spgen_spmv_csr_t32_r8_f32i64_cuda.cu",
     0x35d276e97236cee4ULL},
    {"spgen_spmv_csr_t32_r8_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams22, 2, 256, 8, nullptr, "cuda/spgen_spmv_csr_t32_r8_f64i32_cuda.cu",
     0x76e882d55be4441fULL},
    {"spgen_spmv_csr_t32_r8_f64i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams23, 2, 256, 8, nullptr, "cuda/spgen_spmv_csr_t32_r8_f64i64_cuda.cu",
     0xa51fd454827fb50bULL},
    {"spgen_spmv_csr_t4_r32_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams24, 2, 128, 32, nullptr, "cuda/spgen_spmv_csr_t4_r32_f32i32_cuda.cu",
     0x30556afc4de9f5dfULL},
    {"spgen_spmv_csr_t4_r32_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams25, 2, 128, 32, nullptr, "cuda/spgen_spmv_csr_t4_r32_f64i32_cuda.cu",
     0x0b47362d262be92dULL},
    {"spgen_spmv_csr_t4_r64_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams26, 2, 256, 64, nullptr, "cuda/spgen_spmv_csr_t4_r64_f32i32_cuda.cu",
     0x1b1cd1d344fa4e32ULL},
    {"spgen_spmv_csr_t4_r64_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams27, 2, 256, 64, nullptr, "cuda/spgen_spmv_csr_t4_r64_f64i32_cuda.cu",
     0x103626759e36487aULL},
    {"spgen_spmv_csr_t8_r16_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams28, 2, 128, 16, nullptr, "cuda/spgen_spmv_csr_t8_r16_f32i32_cuda.cu",
     0x4413adde52ff0bffULL},
    {"spgen_spmv_csr_t8_r16_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams29, 2, 128, 16, nullptr, "cuda/spgen_spmv_csr_t8_r16_f64i32_cuda.cu",
     0x42ed10da1500d12aULL},
    {"spgen_spmv_csr_t8_r32_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams30, 2, 256, 32, nullptr, "cuda/spgen_spmv_csr_t8_r32_f32i32_cuda.cu",
     0x0ea25601c8809512ULL},
    {"spgen_spmv_csr_t8_r32_f32i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams31, 2, 256, 32, nullptr, "cuda/spgen_spmv_csr_t8_r32_f32i64_cuda.cu",
     0x384c27572a76d37aULL},
    {"spgen_spmv_csr_t8_r32_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams32, 2, 256, 32, nullptr, "cuda/spgen_spmv_csr_t8_r32_f64i32_cuda.cu",
     0x8d68e80a1ddeb6f7ULL},
    {"spgen_spmv_csr_t8_r32_f64i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams33, 2, 256, 32, nullptr, "cuda/spgen_spmv_csr_t8_r32_f64i64_cuda.cu",
     0x534dad708e2378b0ULL},
    {"spgen_spmv_rowseg_t16_s2_r16_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams34, 3, 256, 16, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s2_r16_f32i32_cuda.cu", 0x6711b71893403343ULL},
    {"spgen_spmv_rowseg_t16_s2_r16_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams35, 3, 256, 16, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s2_r16_f64i32_cuda.cu", 0xc2946682734785cfULL},
    {"spgen_spmv_rowseg_t16_s4_r16_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams36, 3, 256, 16, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s4_r16_f32i32_cuda.cu", 0x9a725cc512af011bULL},
    {"spgen_spmv_rowseg_t16_s4_r16_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams37, 3, 256, 16, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s4_r16_f64i32_cuda.cu", 0x02ce60317466854cULL},
    {"spgen_spmv_rowseg_t16_s8_r16_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams38, 3, 256, 16, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s8_r16_f32i32_cuda.cu", 0xa02d4e9360200be6ULL},
    {"spgen_spmv_rowseg_t16_s8_r16_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams39, 3, 256, 16, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s8_r16_f64i32_cuda.cu", 0xd9365c22ae134621ULL},
    {"spgen_spmv_rowseg_t2_s2_r128_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams40, 3, 256, 128, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s2_r128_f32i32_cuda.cu", 0x4b522899659ae5a0ULL},
    {"spgen_spmv_rowseg_t2_s2_r128_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams41, 3, 256, 128, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s2_r128_f64i32_cuda.cu", 0xeed1199e2653d1b9ULL},
    {"spgen_spmv_rowseg_t2_s4_r128_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams42, 3, 256, 128, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s4_r128_f32i32_cuda.cu", 0xe6033ccb3433551eULL},
    {"spgen_spmv_rowseg_t2_s4_r128_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams43, 3, 256, 128, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s4_r128_f64i32_cuda.cu", 0x9258ac09bb2a44eeULL},
    {"spgen_spmv_rowseg_t2_s8_r128_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams44, 3, 256, 128, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s8_r128_f32i32_cuda.cu", 0x3ed25ad4f31454f8ULL},
    {"spgen_spmv_rowseg_t2_s8_r128_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams45, 3, 256, 128, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s8_r128_f64i32_cuda.cu", 0xa2b6464a1fb67d11ULL},
    {"spgen_spmv_rowseg_t32_s2_r8_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams46, 3, 256, 8, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s2_r8_f32i32_cuda.cu", 0x5cb1fff87b3a767bULL},
    {"spgen_spmv_rowseg_t32_s2_r8_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams47, 3, 256, 8, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s2_r8_f64i32_cuda.cu", 0x27dcffc6750a3246ULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams48, 3, 256, 8, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f32i32_cuda.cu", 0x3f9ae4fd73f73f60ULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f32i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams49, 3, 256, 8, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f32i64_cuda.cu", 0x38e55a194ae5c196ULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams50, 3, 256, 8, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f64i32_cuda.cu", 0x754ff967323c093bULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f64i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams51, 3, 256, 8, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f64i64_cuda.cu", 0x48e82dbdd01d9a1dULL},
    {"spgen_spmv_rowseg_t32_s8_r8_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams52, 3, 256, 8, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s8_r8_f32i32_cuda.cu", 0x36d42168264975e0ULL},
    {"spgen_spmv_rowseg_t32_s8_r8_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams53, 3, 256, 8, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s8_r8_f64i32_cuda.cu", 0x020428df13f90396ULL},
    {"spgen_spmv_rowseg_t4_s2_r64_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams54, 3, 256, 64, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s2_r64_f32i32_cuda.cu", 0x7341559fd5eee0c2ULL},
    {"spgen_spmv_rowseg_t4_s2_r64_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams55, 3, 256, 64, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s2_r64_f64i32_cuda.cu", 0x83b9c86fecf7ae6eULL},
    {"spgen_spmv_rowseg_t4_s4_r64_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams56, 3, 256, 64, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s4_r64_f32i32_cuda.cu", 0x68d91aaa51f04a8dULL},
    {"spgen_spmv_rowseg_t4_s4_r64_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams57, 3, 256, 64, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s4_r64_f64i32_cuda.cu", 0x104ef294587d55a1ULL},
    {"spgen_spmv_rowseg_t4_s8_r64_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams58, 3, 256, 64, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s8_r64_f32i32_cuda.cu", 0xe01cd4890a5897bfULL},
    {"spgen_spmv_rowseg_t4_s8_r64_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams59, 3, 256, 64, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s8_r64_f64i32_cuda.cu", 0xc3bf1eb6ca211285ULL},
    {"spgen_spmv_rowseg_t8_s2_r32_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams60, 3, 256, 32, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s2_r32_f32i32_cuda.cu", 0x6ab5f4764e4c593eULL},
    {"spgen_spmv_rowseg_t8_s2_r32_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams61, 3, 256, 32, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s2_r32_f64i32_cuda.cu", 0x8d7176a8f1bb9c02ULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams62, 3, 256, 32, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f32i32_cuda.cu", 0x3f5fe53913b6a7f6ULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f32i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams63, 3, 256, 32, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f32i64_cuda.cu", 0xc021b4bc8a2f5c1cULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams64, 3, 256, 32, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f64i32_cuda.cu", 0xe4082e7d6c81e0f5ULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f64i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams65, 3, 256, 32, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f64i64_cuda.cu", 0x446a2f0ae3ca4413ULL},
    {"spgen_spmv_rowseg_t8_s8_r32_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams66, 3, 256, 32, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s8_r32_f32i32_cuda.cu", 0xd7d721ca8c6522e8ULL},
    {"spgen_spmv_rowseg_t8_s8_r32_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams67, 3, 256, 32, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s8_r32_f64i32_cuda.cu", 0x921afab5dbb75611ULL},
    {"spgen_spmv_sellp_b16_f32i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams68, 1, 0, 0,
     reinterpret_cast<CpuKernelFn>(&generated::spgen_spmv_sellp_b16_f32i32_avx512),
     "avx512/spgen_spmv_sellp_b16_f32i32_avx512.cpp", 0x6fe437260072db3dULL},
    {"spgen_spmv_sellp_b16_t2_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams69, 3, 32, 16, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u1_f32i32_cuda.cu", 0x7f411174e108a3b6ULL},
    {"spgen_spmv_sellp_b16_t2_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams70, 3, 32, 16, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u1_f64i32_cuda.cu", 0x654432e845aa580fULL},
    {"spgen_spmv_sellp_b16_t2_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams71, 3, 32, 16, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u2_f32i32_cuda.cu", 0x4446bcd0141f4936ULL},
    {"spgen_spmv_sellp_b16_t2_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams72, 3, 32, 16, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u2_f64i32_cuda.cu", 0xc67306eba67b8b0dULL},
    {"spgen_spmv_sellp_b16_t4_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams73, 3, 64, 16, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u1_f32i32_cuda.cu", 0x44c0f043ead85f82ULL},
    {"spgen_spmv_sellp_b16_t4_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams74, 3, 64, 16, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u1_f64i32_cuda.cu", 0x8be04039a0eb9b8eULL},
    {"spgen_spmv_sellp_b16_t4_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams75, 3, 64, 16, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u2_f32i32_cuda.cu", 0x3b910ccf758a935dULL},
    {"spgen_spmv_sellp_b16_t4_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams76, 3, 64, 16, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u2_f64i32_cuda.cu", 0x2170093f012c8fedULL},
    {"spgen_spmv_sellp_b16_t8_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams77, 3, 128, 16, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u1_f32i32_cuda.cu", 0x98f88377b8b2f933ULL},
    {"spgen_spmv_sellp_b16_t8_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams78, 3, 128, 16, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u1_f64i32_cuda.cu", 0x8bef6acb35cb3e87ULL},
    {"spgen_spmv_sellp_b16_t8_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams79, 3, 128, 16, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u2_f32i32_cuda.cu", 0x0c3a086d68f786e6ULL},
    {"spgen_spmv_sellp_b16_t8_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams80, 3, 128, 16, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u2_f64i32_cuda.cu", 0xbd63dabc38e5fef8ULL},
    {"spgen_spmv_sellp_b32_t1_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams81, 3, 32, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u1_f32i32_cuda.cu", 0xaa7d63c8b9945f7eULL},
    {"spgen_spmv_sellp_b32_t1_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams82, 3, 32, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u1_f64i32_cuda.cu", 0x728939849ba639dbULL},
    {"spgen_spmv_sellp_b32_t1_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams83, 3, 32, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u2_f32i32_cuda.cu", 0x0ac3cf17c6d5e184ULL},
    {"spgen_spmv_sellp_b32_t1_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams84, 3, 32, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u2_f64i32_cuda.cu", 0x7d0c9314cf3655f2ULL},
    {"spgen_spmv_sellp_b32_t2_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams85, 3, 64, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u1_f32i32_cuda.cu", 0x665373ec8d7ea285ULL},
    {"spgen_spmv_sellp_b32_t2_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams86, 3, 64, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u1_f64i32_cuda.cu", 0xe3b624ee7c5ed9f3ULL},
    {"spgen_spmv_sellp_b32_t2_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams87, 3, 64, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u2_f32i32_cuda.cu", 0x379d2a1d845165f2ULL},
    {"spgen_spmv_sellp_b32_t2_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams88, 3, 64, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u2_f64i32_cuda.cu", 0x23a23fb5cbbe63a0ULL},
    {"spgen_spmv_sellp_b32_t4_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams89, 3, 128, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u1_f32i32_cuda.cu", 0x78c5e69df8375376ULL},
    {"spgen_spmv_sellp_b32_t4_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams90, 3, 128, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u1_f64i32_cuda.cu", 0xa03dd92812ceca4bULL},
    {"spgen_spmv_sellp_b32_t4_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams91, 3, 128, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u2_f32i32_cuda.cu", 0x037528b51f8e6fecULL},
    {"spgen_spmv_sellp_b32_t4_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams92, 3, 128, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u2_f64i32_cuda.cu", 0xd14b8c62344badf1ULL},
    {"spgen_spmv_sellp_b32_t8_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams93, 3, 256, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u1_f32i32_cuda.cu", 0x18abbd8808dd65e2ULL},
    {"spgen_spmv_sellp_b32_t8_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams94, 3, 256, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u1_f64i32_cuda.cu", 0x28c4c3baf25c4443ULL},
    {"spgen_spmv_sellp_b32_t8_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams95, 3, 256, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u2_f32i32_cuda.cu", 0x721bdbf634386b44ULL},
    {"spgen_spmv_sellp_b32_t8_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams96, 3, 256, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u2_f64i32_cuda.cu", 0x97dd556898578aa4ULL},
    {"spgen_spmv_sellp_b8_f64i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams97, 1, 0, 0,
     reinterpret_cast<CpuKernelFn>(&generated::spgen_spmv_sellp_b8_f64i32_avx512),
     "avx512/spgen_spmv_sellp_b8_f64i32_avx512.cpp", 0xcca7306db469ca71ULL},
    {"spgen_spmv_sellp_b8_t4_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams98, 3, 32, 8, nullptr, "cuda/spgen_spmv_sellp_b8_t4_u1_f32i32_cuda.cu",
     0x2922e041bd9e8d2fULL},
    {"spgen_spmv_sellp_b8_t4_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams99, 3, 32, 8, nullptr, "cuda/spgen_spmv_sellp_b8_t4_u1_f64i32_cuda.cu",
     0x4797b1721f581d9aULL},
    {"spgen_spmv_sellp_b8_t4_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams100, 3, 32, 8, nullptr, "cuda/spgen_spmv_sellp_b8_t4_u2_f32i32_cuda.cu",
     0x327f0a5db279571bULL},
    {"spgen_spmv_sellp_b8_t4_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams101, 3, 32, 8, nullptr, "cuda/spgen_spmv_sellp_b8_t4_u2_f64i32_cuda.cu",
     0x1acc9f157e33a700ULL},
    {"spgen_spmv_sellp_b8_t8_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams102, 3, 64, 8, nullptr, "cuda/spgen_spmv_sellp_b8_t8_u1_f32i32_cuda.cu",
     0x5401cc185f9a4befULL},
    {"spgen_spmv_sellp_b8_t8_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams103, 3, 64, 8, nullptr, "cuda/spgen_spmv_sellp_b8_t8_u1_f64i32_cuda.cu",
     0x34b3ccc5842290f5ULL},
    {"spgen_spmv_sellp_b8_t8_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams104, 3, 64, 8, nullptr, "cuda/spgen_spmv_sellp_b8_t8_u2_f32i32_cuda.cu",
     0xa875b039cde98734ULL},
    {"spgen_spmv_sellp_b8_t8_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams105, 3, 64, 8, nullptr, "cuda/spgen_spmv_sellp_b8_t8_u2_f64i32_cuda.cu",
     0x5ac34b0ea9a96321ULL},
};

}  // namespace

std::span<const KernelEntry> kernel_registry() { return kEntries; }

}  // namespace spgen
