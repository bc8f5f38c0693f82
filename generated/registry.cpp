// generated — do not edit. Written by spgen-gen from the files below; change those and run the
// spgen_regenerate target instead.
// the kernel registry (120 instances)
//   specs/aot.yaml  xxh3:2980d76236b3fd24
//   specs/formats/csr.yaml  xxh3:2be9cec8746b06f1
//   specs/formats/csrstream.yaml  xxh3:0a223770d0724f62
//   specs/formats/rowseg.yaml  xxh3:e761468d55e6ee4f
//   specs/formats/sellp.yaml  xxh3:701007c5ed02995c
//   specs/kernels.yaml  xxh3:23d919f316249e4e
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
    {"block_threads", "b", 128},
    {"steps", "s", 2},
};
constexpr KernelParam kParams35[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 2},
};
constexpr KernelParam kParams36[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 4},
};
constexpr KernelParam kParams37[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 4},
};
constexpr KernelParam kParams38[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 8},
};
constexpr KernelParam kParams39[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 8},
};
constexpr KernelParam kParams40[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 2},
};
constexpr KernelParam kParams41[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 2},
};
constexpr KernelParam kParams42[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 4},
};
constexpr KernelParam kParams43[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 4},
};
constexpr KernelParam kParams44[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 4},
};
constexpr KernelParam kParams45[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 4},
};
constexpr KernelParam kParams46[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 8},
};
constexpr KernelParam kParams47[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 8},
};
constexpr KernelParam kParams48[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 2},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams49[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 2},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams50[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 4},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams51[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 4},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams52[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 8},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams53[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 8},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams54[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 2},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams55[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 2},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams56[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 4},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams57[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 4},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams58[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 8},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams59[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 8},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams60[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 2},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams61[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 2},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams62[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 4},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams63[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 4},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams64[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 4},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams65[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 4},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams66[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 8},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams67[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 8},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams68[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 2},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams69[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 2},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams70[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 4},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams71[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 4},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams72[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 8},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams73[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 8},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams74[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 2},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams75[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 2},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams76[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 4},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams77[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 4},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams78[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 4},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams79[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 4},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams80[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 8},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams81[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 8},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams82[] = {
    {"slice_height", "b", 16},
};
constexpr KernelParam kParams83[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams84[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams85[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams86[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams87[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams88[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams89[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams90[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams91[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams92[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams93[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams94[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams95[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams96[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams97[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams98[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams99[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams100[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams101[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams102[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams103[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams104[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams105[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams106[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams107[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams108[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams109[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams110[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams111[] = {
    {"slice_height", "b", 8},
};
constexpr KernelParam kParams112[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams113[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams114[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams115[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams116[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams117[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams118[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams119[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};

// Sorted by name: find_kernel() binary-searches it.
const KernelEntry kEntries[] = {
    {"spgen_spmv_csr_f32i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, nullptr, 0, 0, 0,
     reinterpret_cast<CpuKernelFn>(&generated::spgen_spmv_csr_f32i32_avx512),
     "avx512/spgen_spmv_csr_f32i32_avx512.cpp", 0xf49bab280e546979ULL},
    {"spgen_spmv_csr_f32i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, nullptr, 0, 0, 0,
     reinterpret_cast<CpuKernelFn>(&generated::spgen_spmv_csr_f32i64_avx512),
     "avx512/spgen_spmv_csr_f32i64_avx512.cpp", 0x2cd53b535a91c36aULL},
    {"spgen_spmv_csr_f64i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, nullptr, 0, 0, 0,
     reinterpret_cast<CpuKernelFn>(&generated::spgen_spmv_csr_f64i32_avx512),
     "avx512/spgen_spmv_csr_f64i32_avx512.cpp", 0x89288ad2fd244b49ULL},
    {"spgen_spmv_csr_f64i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, nullptr, 0, 0, 0,
     reinterpret_cast<CpuKernelFn>(&generated::spgen_spmv_csr_f64i64_avx512),
     "avx512/spgen_spmv_csr_f64i64_avx512.cpp", 0x843dff8241224b14ULL},
    {"spgen_spmv_csr_t16_r16_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams4, 2, 256, 16, nullptr, "cuda/spgen_spmv_csr_t16_r16_f32i32_cuda.cu",
     0xfed7aa6029c1b078ULL},
    {"spgen_spmv_csr_t16_r16_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams5, 2, 256, 16, nullptr, "cuda/spgen_spmv_csr_t16_r16_f64i32_cuda.cu",
     0x9e5383fad0d25484ULL},
    {"spgen_spmv_csr_t16_r8_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams6, 2, 128, 8, nullptr, "cuda/spgen_spmv_csr_t16_r8_f32i32_cuda.cu",
     0xc95eb32e37b771c7ULL},
    {"spgen_spmv_csr_t16_r8_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams7, 2, 128, 8, nullptr, "cuda/spgen_spmv_csr_t16_r8_f64i32_cuda.cu",
     0xec684a1466cdd00fULL},
    {"spgen_spmv_csr_t1_r128_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams8, 2, 128, 128, nullptr, "cuda/spgen_spmv_csr_t1_r128_f32i32_cuda.cu",
     0xcfab5ed3e260f712ULL},
    {"spgen_spmv_csr_t1_r128_f32i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams9, 2, 128, 128, nullptr, "cuda/spgen_spmv_csr_t1_r128_f32i64_cuda.cu",
     0xa1ee804ecda43687ULL},
    {"spgen_spmv_csr_t1_r128_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams10, 2, 128, 128, nullptr, "cuda/spgen_spmv_csr_t1_r128_f64i32_cuda.cu",
     0xcb713aaf9265b961ULL},
    {"spgen_spmv_csr_t1_r128_f64i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams11, 2, 128, 128, nullptr, "cuda/spgen_spmv_csr_t1_r128_f64i64_cuda.cu",
     0x0359269775f50ff5ULL},
    {"spgen_spmv_csr_t1_r256_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams12, 2, 256, 256, nullptr, "cuda/spgen_spmv_csr_t1_r256_f32i32_cuda.cu",
     0xb4cf45b1c612760bULL},
    {"spgen_spmv_csr_t1_r256_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams13, 2, 256, 256, nullptr, "cuda/spgen_spmv_csr_t1_r256_f64i32_cuda.cu",
     0xba24451314da0626ULL},
    {"spgen_spmv_csr_t2_r128_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams14, 2, 256, 128, nullptr, "cuda/spgen_spmv_csr_t2_r128_f32i32_cuda.cu",
     0x2aed5ab856671b71ULL},
    {"spgen_spmv_csr_t2_r128_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams15, 2, 256, 128, nullptr, "cuda/spgen_spmv_csr_t2_r128_f64i32_cuda.cu",
     0xa05ffbbbf9eef9aeULL},
    {"spgen_spmv_csr_t2_r64_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams16, 2, 128, 64, nullptr, "cuda/spgen_spmv_csr_t2_r64_f32i32_cuda.cu",
     0x765bf1d589f4c657ULL},
    {"spgen_spmv_csr_t2_r64_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams17, 2, 128, 64, nullptr, "cuda/spgen_spmv_csr_t2_r64_f64i32_cuda.cu",
     0x04eddb229c13230bULL},
    {"spgen_spmv_csr_t32_r4_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams18, 2, 128, 4, nullptr, "cuda/spgen_spmv_csr_t32_r4_f32i32_cuda.cu",
     0x4ee2a403d39df975ULL},
    {"spgen_spmv_csr_t32_r4_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams19, 2, 128, 4, nullptr, "cuda/spgen_spmv_csr_t32_r4_f64i32_cuda.cu",
     0x7fc9ed1f4c113314ULL},
    {"spgen_spmv_csr_t32_r8_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams20, 2, 256, 8, nullptr, "cuda/spgen_spmv_csr_t32_r8_f32i32_cuda.cu",
     0x568b1b0a3c45ba0cULL},
    {"spgen_spmv_csr_t32_r8_f32i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams21, 2, 256, 8, nullptr, "cuda/spgen_spmv_csr_t32_r8_f32i64_cuda.cu",
     0x86810c1630d56617ULL},
    {"spgen_spmv_csr_t32_r8_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams22, 2, 256, 8, nullptr, "cuda/spgen_spmv_csr_t32_r8_f64i32_cuda.cu",
     0xcd8814ebfc7f6890ULL},
    {"spgen_spmv_csr_t32_r8_f64i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams23, 2, 256, 8, nullptr, "cuda/spgen_spmv_csr_t32_r8_f64i64_cuda.cu",
     0x63001d82cd950eabULL},
    {"spgen_spmv_csr_t4_r32_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams24, 2, 128, 32, nullptr, "cuda/spgen_spmv_csr_t4_r32_f32i32_cuda.cu",
     0x59662849a3dcdd6aULL},
    {"spgen_spmv_csr_t4_r32_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams25, 2, 128, 32, nullptr, "cuda/spgen_spmv_csr_t4_r32_f64i32_cuda.cu",
     0xb4d87a3370f6c092ULL},
    {"spgen_spmv_csr_t4_r64_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams26, 2, 256, 64, nullptr, "cuda/spgen_spmv_csr_t4_r64_f32i32_cuda.cu",
     0x0bb1d21ac638e537ULL},
    {"spgen_spmv_csr_t4_r64_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams27, 2, 256, 64, nullptr, "cuda/spgen_spmv_csr_t4_r64_f64i32_cuda.cu",
     0xa51d9351a56d0df5ULL},
    {"spgen_spmv_csr_t8_r16_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams28, 2, 128, 16, nullptr, "cuda/spgen_spmv_csr_t8_r16_f32i32_cuda.cu",
     0xff38e8dd4d5f2210ULL},
    {"spgen_spmv_csr_t8_r16_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams29, 2, 128, 16, nullptr, "cuda/spgen_spmv_csr_t8_r16_f64i32_cuda.cu",
     0x251219ec9aa5c78bULL},
    {"spgen_spmv_csr_t8_r32_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams30, 2, 256, 32, nullptr, "cuda/spgen_spmv_csr_t8_r32_f32i32_cuda.cu",
     0x26a3224b3aa4d55aULL},
    {"spgen_spmv_csr_t8_r32_f32i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams31, 2, 256, 32, nullptr, "cuda/spgen_spmv_csr_t8_r32_f32i64_cuda.cu",
     0x8d559228114ef286ULL},
    {"spgen_spmv_csr_t8_r32_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams32, 2, 256, 32, nullptr, "cuda/spgen_spmv_csr_t8_r32_f64i32_cuda.cu",
     0x3741376636fc8475ULL},
    {"spgen_spmv_csr_t8_r32_f64i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams33, 2, 256, 32, nullptr, "cuda/spgen_spmv_csr_t8_r32_f64i64_cuda.cu",
     0xcbf43713902a00e9ULL},
    {"spgen_spmv_csrstream_b128_s2_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams34, 2, 128, 1, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s2_f32i32_cuda.cu", 0x07ee049c05fb30fdULL},
    {"spgen_spmv_csrstream_b128_s2_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams35, 2, 128, 1, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s2_f64i32_cuda.cu", 0xc19b876c72417dfdULL},
    {"spgen_spmv_csrstream_b128_s4_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams36, 2, 128, 1, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s4_f32i32_cuda.cu", 0x76e3f6fee6856453ULL},
    {"spgen_spmv_csrstream_b128_s4_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams37, 2, 128, 1, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s4_f64i32_cuda.cu", 0x5245aa57c68db382ULL},
    {"spgen_spmv_csrstream_b128_s8_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams38, 2, 128, 1, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s8_f32i32_cuda.cu", 0x472db1b1636cef77ULL},
    {"spgen_spmv_csrstream_b128_s8_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams39, 2, 128, 1, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s8_f64i32_cuda.cu", 0x5b50cfab491689d8ULL},
    {"spgen_spmv_csrstream_b256_s2_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams40, 2, 256, 1, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s2_f32i32_cuda.cu", 0xf6aa6ed7a0bcc5a5ULL},
    {"spgen_spmv_csrstream_b256_s2_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams41, 2, 256, 1, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s2_f64i32_cuda.cu", 0x5f000e515651cf3cULL},
    {"spgen_spmv_csrstream_b256_s4_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams42, 2, 256, 1, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s4_f32i32_cuda.cu", 0xb2bfaf998c141da6ULL},
    {"spgen_spmv_csrstream_b256_s4_f32i64_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams43, 2, 256, 1, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s4_f32i64_cuda.cu", 0x928e0a350390384dULL},
    {"spgen_spmv_csrstream_b256_s4_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams44, 2, 256, 1, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s4_f64i32_cuda.cu", 0xc12c6c14115ab5daULL},
    {"spgen_spmv_csrstream_b256_s4_f64i64_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams45, 2, 256, 1, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s4_f64i64_cuda.cu", 0x8ce4d5be3a31b630ULL},
    {"spgen_spmv_csrstream_b256_s8_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams46, 2, 256, 1, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s8_f32i32_cuda.cu", 0x355df0e0f064e86aULL},
    {"spgen_spmv_csrstream_b256_s8_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams47, 2, 256, 1, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s8_f64i32_cuda.cu", 0xad0ad637bfef98cbULL},
    {"spgen_spmv_rowseg_t16_s2_r16_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams48, 3, 256, 16, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s2_r16_f32i32_cuda.cu", 0x4534560141cc16f4ULL},
    {"spgen_spmv_rowseg_t16_s2_r16_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams49, 3, 256, 16, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s2_r16_f64i32_cuda.cu", 0x879f10739b026a09ULL},
    {"spgen_spmv_rowseg_t16_s4_r16_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams50, 3, 256, 16, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s4_r16_f32i32_cuda.cu", 0x0272cd64e8b97754ULL},
    {"spgen_spmv_rowseg_t16_s4_r16_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams51, 3, 256, 16, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s4_r16_f64i32_cuda.cu", 0xc0857e59991b8f93ULL},
    {"spgen_spmv_rowseg_t16_s8_r16_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams52, 3, 256, 16, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s8_r16_f32i32_cuda.cu", 0x972b329db1e22af1ULL},
    {"spgen_spmv_rowseg_t16_s8_r16_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams53, 3, 256, 16, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s8_r16_f64i32_cuda.cu", 0x7dd6c51cdf8d37fdULL},
    {"spgen_spmv_rowseg_t2_s2_r128_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams54, 3, 256, 128, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s2_r128_f32i32_cuda.cu", 0x455313e9a8bbff1bULL},
    {"spgen_spmv_rowseg_t2_s2_r128_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams55, 3, 256, 128, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s2_r128_f64i32_cuda.cu", 0xb6658f1b2d2d0d38ULL},
    {"spgen_spmv_rowseg_t2_s4_r128_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams56, 3, 256, 128, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s4_r128_f32i32_cuda.cu", 0x0921e6a1f9666d0bULL},
    {"spgen_spmv_rowseg_t2_s4_r128_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams57, 3, 256, 128, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s4_r128_f64i32_cuda.cu", 0xd6e99f535354a722ULL},
    {"spgen_spmv_rowseg_t2_s8_r128_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams58, 3, 256, 128, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s8_r128_f32i32_cuda.cu", 0x0c683f5c60d6a272ULL},
    {"spgen_spmv_rowseg_t2_s8_r128_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams59, 3, 256, 128, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s8_r128_f64i32_cuda.cu", 0xc5bb03c959d00ecbULL},
    {"spgen_spmv_rowseg_t32_s2_r8_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams60, 3, 256, 8, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s2_r8_f32i32_cuda.cu", 0xe48a000396af8780ULL},
    {"spgen_spmv_rowseg_t32_s2_r8_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams61, 3, 256, 8, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s2_r8_f64i32_cuda.cu", 0x2c772d804b947035ULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams62, 3, 256, 8, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f32i32_cuda.cu", 0x9d794a8c70f148fbULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f32i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams63, 3, 256, 8, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f32i64_cuda.cu", 0xd3777e03230e55a8ULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams64, 3, 256, 8, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f64i32_cuda.cu", 0x8890a2eb4fd9812eULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f64i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams65, 3, 256, 8, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f64i64_cuda.cu", 0xdddf5b757d454413ULL},
    {"spgen_spmv_rowseg_t32_s8_r8_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams66, 3, 256, 8, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s8_r8_f32i32_cuda.cu", 0x1585fe20122ba1feULL},
    {"spgen_spmv_rowseg_t32_s8_r8_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams67, 3, 256, 8, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s8_r8_f64i32_cuda.cu", 0x857d14c1b3f5651aULL},
    {"spgen_spmv_rowseg_t4_s2_r64_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams68, 3, 256, 64, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s2_r64_f32i32_cuda.cu", 0x9ed7f30211cb8d2eULL},
    {"spgen_spmv_rowseg_t4_s2_r64_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams69, 3, 256, 64, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s2_r64_f64i32_cuda.cu", 0x09876db7c99f269fULL},
    {"spgen_spmv_rowseg_t4_s4_r64_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams70, 3, 256, 64, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s4_r64_f32i32_cuda.cu", 0x393e7757303c698eULL},
    {"spgen_spmv_rowseg_t4_s4_r64_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams71, 3, 256, 64, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s4_r64_f64i32_cuda.cu", 0x0e03a67246dbd3a2ULL},
    {"spgen_spmv_rowseg_t4_s8_r64_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams72, 3, 256, 64, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s8_r64_f32i32_cuda.cu", 0x25a3185db99c2257ULL},
    {"spgen_spmv_rowseg_t4_s8_r64_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams73, 3, 256, 64, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s8_r64_f64i32_cuda.cu", 0x49d7afcd52d6eb2fULL},
    {"spgen_spmv_rowseg_t8_s2_r32_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams74, 3, 256, 32, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s2_r32_f32i32_cuda.cu", 0x7f8dd5d865539832ULL},
    {"spgen_spmv_rowseg_t8_s2_r32_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams75, 3, 256, 32, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s2_r32_f64i32_cuda.cu", 0x317b62418109f595ULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams76, 3, 256, 32, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f32i32_cuda.cu", 0xc5e87043b1738c97ULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f32i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams77, 3, 256, 32, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f32i64_cuda.cu", 0xe7e1963f825e3952ULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams78, 3, 256, 32, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f64i32_cuda.cu", 0x707603baa29d3389ULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f64i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams79, 3, 256, 32, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f64i64_cuda.cu", 0x02afa312112d69faULL},
    {"spgen_spmv_rowseg_t8_s8_r32_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams80, 3, 256, 32, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s8_r32_f32i32_cuda.cu", 0x72224761368fdea0ULL},
    {"spgen_spmv_rowseg_t8_s8_r32_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams81, 3, 256, 32, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s8_r32_f64i32_cuda.cu", 0xd92682fd3a4a6cfaULL},
    {"spgen_spmv_sellp_b16_f32i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams82, 1, 0, 0,
     reinterpret_cast<CpuKernelFn>(&generated::spgen_spmv_sellp_b16_f32i32_avx512),
     "avx512/spgen_spmv_sellp_b16_f32i32_avx512.cpp", 0x2937b83fee786584ULL},
    {"spgen_spmv_sellp_b16_t2_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams83, 3, 32, 16, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u1_f32i32_cuda.cu", 0x4ec032c21bb4cd11ULL},
    {"spgen_spmv_sellp_b16_t2_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams84, 3, 32, 16, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u1_f64i32_cuda.cu", 0x4978826e9e30bf36ULL},
    {"spgen_spmv_sellp_b16_t2_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams85, 3, 32, 16, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u2_f32i32_cuda.cu", 0x95e4bd70d36f357aULL},
    {"spgen_spmv_sellp_b16_t2_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams86, 3, 32, 16, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u2_f64i32_cuda.cu", 0x571287a3f936b132ULL},
    {"spgen_spmv_sellp_b16_t4_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams87, 3, 64, 16, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u1_f32i32_cuda.cu", 0x0540028ab12ec186ULL},
    {"spgen_spmv_sellp_b16_t4_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams88, 3, 64, 16, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u1_f64i32_cuda.cu", 0x42c4e89fa46285d5ULL},
    {"spgen_spmv_sellp_b16_t4_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams89, 3, 64, 16, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u2_f32i32_cuda.cu", 0xd0de219dc751b351ULL},
    {"spgen_spmv_sellp_b16_t4_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams90, 3, 64, 16, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u2_f64i32_cuda.cu", 0xdbcd7cc2c0e1cf4aULL},
    {"spgen_spmv_sellp_b16_t8_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams91, 3, 128, 16, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u1_f32i32_cuda.cu", 0xdd30cce80a861170ULL},
    {"spgen_spmv_sellp_b16_t8_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams92, 3, 128, 16, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u1_f64i32_cuda.cu", 0x07bcb75a6ef030a9ULL},
    {"spgen_spmv_sellp_b16_t8_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams93, 3, 128, 16, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u2_f32i32_cuda.cu", 0xcf3a694835fe054cULL},
    {"spgen_spmv_sellp_b16_t8_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams94, 3, 128, 16, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u2_f64i32_cuda.cu", 0x35095047fae7cfe7ULL},
    {"spgen_spmv_sellp_b32_t1_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams95, 3, 32, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u1_f32i32_cuda.cu", 0x6ac98c47a1152660ULL},
    {"spgen_spmv_sellp_b32_t1_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams96, 3, 32, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u1_f64i32_cuda.cu", 0xf04da3815f6bfef5ULL},
    {"spgen_spmv_sellp_b32_t1_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams97, 3, 32, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u2_f32i32_cuda.cu", 0x08776e2433ba5dfdULL},
    {"spgen_spmv_sellp_b32_t1_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams98, 3, 32, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u2_f64i32_cuda.cu", 0xc4dfcb7814b5fdffULL},
    {"spgen_spmv_sellp_b32_t2_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams99, 3, 64, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u1_f32i32_cuda.cu", 0x799b4656c1c46a60ULL},
    {"spgen_spmv_sellp_b32_t2_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams100, 3, 64, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u1_f64i32_cuda.cu", 0x5145c5e4033c1b90ULL},
    {"spgen_spmv_sellp_b32_t2_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams101, 3, 64, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u2_f32i32_cuda.cu", 0x0d7f8321ed4eb47eULL},
    {"spgen_spmv_sellp_b32_t2_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams102, 3, 64, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u2_f64i32_cuda.cu", 0x91a35013d7db247cULL},
    {"spgen_spmv_sellp_b32_t4_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams103, 3, 128, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u1_f32i32_cuda.cu", 0x3e22b552cd06b102ULL},
    {"spgen_spmv_sellp_b32_t4_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams104, 3, 128, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u1_f64i32_cuda.cu", 0x17c4517ff81874f0ULL},
    {"spgen_spmv_sellp_b32_t4_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams105, 3, 128, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u2_f32i32_cuda.cu", 0x81f1f01585ee8dacULL},
    {"spgen_spmv_sellp_b32_t4_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams106, 3, 128, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u2_f64i32_cuda.cu", 0xabd7c61f7eb028daULL},
    {"spgen_spmv_sellp_b32_t8_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams107, 3, 256, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u1_f32i32_cuda.cu", 0x160d0f98b3fad759ULL},
    {"spgen_spmv_sellp_b32_t8_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams108, 3, 256, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u1_f64i32_cuda.cu", 0xab49a51a06d915e9ULL},
    {"spgen_spmv_sellp_b32_t8_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams109, 3, 256, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u2_f32i32_cuda.cu", 0x71a13d2802cbe89fULL},
    {"spgen_spmv_sellp_b32_t8_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams110, 3, 256, 32, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u2_f64i32_cuda.cu", 0x1db3a6a4c6adc616ULL},
    {"spgen_spmv_sellp_b8_f64i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams111, 1, 0, 0,
     reinterpret_cast<CpuKernelFn>(&generated::spgen_spmv_sellp_b8_f64i32_avx512),
     "avx512/spgen_spmv_sellp_b8_f64i32_avx512.cpp", 0x89cbf593cd69f584ULL},
    {"spgen_spmv_sellp_b8_t4_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams112, 3, 32, 8, nullptr, "cuda/spgen_spmv_sellp_b8_t4_u1_f32i32_cuda.cu",
     0x4b0a21f3a26c7dcbULL},
    {"spgen_spmv_sellp_b8_t4_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams113, 3, 32, 8, nullptr, "cuda/spgen_spmv_sellp_b8_t4_u1_f64i32_cuda.cu",
     0xc3c5fe9c6c5795ddULL},
    {"spgen_spmv_sellp_b8_t4_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams114, 3, 32, 8, nullptr, "cuda/spgen_spmv_sellp_b8_t4_u2_f32i32_cuda.cu",
     0x27dd2a6fbb9854f7ULL},
    {"spgen_spmv_sellp_b8_t4_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams115, 3, 32, 8, nullptr, "cuda/spgen_spmv_sellp_b8_t4_u2_f64i32_cuda.cu",
     0xdb558d7e8fe684edULL},
    {"spgen_spmv_sellp_b8_t8_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams116, 3, 64, 8, nullptr, "cuda/spgen_spmv_sellp_b8_t8_u1_f32i32_cuda.cu",
     0xe1c22dc314fb8aecULL},
    {"spgen_spmv_sellp_b8_t8_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams117, 3, 64, 8, nullptr, "cuda/spgen_spmv_sellp_b8_t8_u1_f64i32_cuda.cu",
     0x3931548a62a44e41ULL},
    {"spgen_spmv_sellp_b8_t8_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams118, 3, 64, 8, nullptr, "cuda/spgen_spmv_sellp_b8_t8_u2_f32i32_cuda.cu",
     0x3d139a31209761b3ULL},
    {"spgen_spmv_sellp_b8_t8_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams119, 3, 64, 8, nullptr, "cuda/spgen_spmv_sellp_b8_t8_u2_f64i32_cuda.cu",
     0xb041ff4775a2d2bfULL},
};

}  // namespace

std::span<const KernelEntry> kernel_registry() { return kEntries; }

}  // namespace spgen
