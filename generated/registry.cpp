// generated — do not edit. Written by spgen-gen from the files below; change those and run the
// spgen_regenerate target instead.
// the kernel registry (200 instances)
//   specs/aot.yaml  xxh3:a8afb58ac55bc544
//   specs/formats/coo.yaml  xxh3:7dac724e0876fd8b
//   specs/formats/csr.yaml  xxh3:d5a73ee30b34beba
//   specs/formats/csrstream.yaml  xxh3:d6bf13e662de9bd6
//   specs/formats/ell.yaml  xxh3:380088fefce25019
//   specs/formats/ellr.yaml  xxh3:2288194cacff024c
//   specs/formats/hyb.yaml  xxh3:035c445cf9049ebf
//   specs/formats/pjds.yaml  xxh3:1e20a946189a34bf
//   specs/formats/rowseg.yaml  xxh3:105609f3a54c7efc
//   specs/formats/sellp.yaml  xxh3:2ed1d2740ae579bc
//   specs/kernels.yaml  xxh3:c4ff89708dd70541
//   specs/targets.yaml  xxh3:604f09d536087b40

#include <spgen/core/registry.hpp>

#include "avx512/instances.hpp"
#include "formats/format.hpp"

namespace spgen {
namespace {

// The kernel ABI of each format on each backend: its spec's kernel_args, classified.
constexpr KernelArg kArgs_coo_avx512[] = {
    {"chunk_begin", ArgRole::range_begin, ArgElement::index, false, false},
    {"chunk_end", ArgRole::range_end, ArgElement::index, false, false},
    {"chunk_ptr", ArgRole::array, ArgElement::index, true, false},
    {"row_idx", ArgRole::array, ArgElement::index, true, false},
    {"col_idx", ArgRole::array, ArgElement::index, true, false},
    {"values", ArgRole::array, ArgElement::value, true, false},
    {"x", ArgRole::x, ArgElement::value, true, false},
    {"y", ArgRole::y, ArgElement::value, true, false},
    {"alpha", ArgRole::alpha, ArgElement::value, false, false},
    {"beta", ArgRole::beta, ArgElement::value, false, false},
};
constexpr KernelArg kArgs_coo_cuda[] = {
    {"nchunks", ArgRole::scalar, ArgElement::index, false, false},
    {"nstored", ArgRole::scalar, ArgElement::index, false, false},
    {"row_idx", ArgRole::array, ArgElement::index, true, false},
    {"col_idx", ArgRole::array, ArgElement::index, true, false},
    {"values", ArgRole::array, ArgElement::value, true, false},
    {"chunk_split", ArgRole::array, ArgElement::index, true, false},
    {"split_row", ArgRole::array, ArgElement::index, true, false},
    {"split_first_chunk", ArgRole::array, ArgElement::index, true, false},
    {"split_piece_ptr", ArgRole::array, ArgElement::index, true, false},
    {"partial", ArgRole::workspace, ArgElement::value, true, false},
    {"arrivals", ArgRole::workspace, ArgElement::index, true, true},
    {"x", ArgRole::x, ArgElement::value, true, false},
    {"y", ArgRole::y, ArgElement::value, true, false},
    {"alpha", ArgRole::alpha, ArgElement::value, false, false},
    {"beta", ArgRole::beta, ArgElement::value, false, false},
};
constexpr KernelArg kArgs_csr_avx512[] = {
    {"row_begin", ArgRole::range_begin, ArgElement::index, false, false},
    {"row_end", ArgRole::range_end, ArgElement::index, false, false},
    {"row_ptr", ArgRole::array, ArgElement::index, true, false},
    {"col_idx", ArgRole::array, ArgElement::index, true, false},
    {"values", ArgRole::array, ArgElement::value, true, false},
    {"x", ArgRole::x, ArgElement::value, true, false},
    {"y", ArgRole::y, ArgElement::value, true, false},
    {"alpha", ArgRole::alpha, ArgElement::value, false, false},
    {"beta", ArgRole::beta, ArgElement::value, false, false},
};
constexpr KernelArg kArgs_csr_cuda[] = {
    {"nrows", ArgRole::scalar, ArgElement::index, false, false},
    {"row_ptr", ArgRole::array, ArgElement::index, true, false},
    {"col_idx", ArgRole::array, ArgElement::index, true, false},
    {"values", ArgRole::array, ArgElement::value, true, false},
    {"x", ArgRole::x, ArgElement::value, true, false},
    {"y", ArgRole::y, ArgElement::value, true, false},
    {"alpha", ArgRole::alpha, ArgElement::value, false, false},
    {"beta", ArgRole::beta, ArgElement::value, false, false},
};
constexpr KernelArg kArgs_csrstream_cuda[] = {
    {"ntiles", ArgRole::scalar, ArgElement::index, false, false},
    {"piece_len", ArgRole::scalar, ArgElement::index, false, false},
    {"tile_ptr", ArgRole::array, ArgElement::index, true, false},
    {"tile_row", ArgRole::array, ArgElement::index, true, false},
    {"tile_long", ArgRole::array, ArgElement::index, true, false},
    {"long_first_tile", ArgRole::array, ArgElement::index, true, false},
    {"row_ptr", ArgRole::array, ArgElement::index, true, false},
    {"col_idx", ArgRole::array, ArgElement::index, true, false},
    {"values", ArgRole::array, ArgElement::value, true, false},
    {"partial", ArgRole::workspace, ArgElement::value, true, false},
    {"arrivals", ArgRole::workspace, ArgElement::index, true, true},
    {"x", ArgRole::x, ArgElement::value, true, false},
    {"y", ArgRole::y, ArgElement::value, true, false},
    {"alpha", ArgRole::alpha, ArgElement::value, false, false},
    {"beta", ArgRole::beta, ArgElement::value, false, false},
};
constexpr KernelArg kArgs_ell_avx512[] = {
    {"row_begin", ArgRole::range_begin, ArgElement::index, false, false},
    {"row_end", ArgRole::range_end, ArgElement::index, false, false},
    {"nrows", ArgRole::scalar, ArgElement::index, false, false},
    {"width", ArgRole::scalar, ArgElement::index, false, false},
    {"col_idx", ArgRole::array, ArgElement::index, true, false},
    {"values", ArgRole::array, ArgElement::value, true, false},
    {"x", ArgRole::x, ArgElement::value, true, false},
    {"y", ArgRole::y, ArgElement::value, true, false},
    {"alpha", ArgRole::alpha, ArgElement::value, false, false},
    {"beta", ArgRole::beta, ArgElement::value, false, false},
};
constexpr KernelArg kArgs_ell_cuda[] = {
    {"nrows", ArgRole::scalar, ArgElement::index, false, false},
    {"width", ArgRole::scalar, ArgElement::index, false, false},
    {"col_idx", ArgRole::array, ArgElement::index, true, false},
    {"values", ArgRole::array, ArgElement::value, true, false},
    {"x", ArgRole::x, ArgElement::value, true, false},
    {"y", ArgRole::y, ArgElement::value, true, false},
    {"alpha", ArgRole::alpha, ArgElement::value, false, false},
    {"beta", ArgRole::beta, ArgElement::value, false, false},
};
constexpr KernelArg kArgs_ellr_avx512[] = {
    {"row_begin", ArgRole::range_begin, ArgElement::index, false, false},
    {"row_end", ArgRole::range_end, ArgElement::index, false, false},
    {"nrows", ArgRole::scalar, ArgElement::index, false, false},
    {"row_len", ArgRole::array, ArgElement::index, true, false},
    {"col_idx", ArgRole::array, ArgElement::index, true, false},
    {"values", ArgRole::array, ArgElement::value, true, false},
    {"x", ArgRole::x, ArgElement::value, true, false},
    {"y", ArgRole::y, ArgElement::value, true, false},
    {"alpha", ArgRole::alpha, ArgElement::value, false, false},
    {"beta", ArgRole::beta, ArgElement::value, false, false},
};
constexpr KernelArg kArgs_ellr_cuda[] = {
    {"nrows", ArgRole::scalar, ArgElement::index, false, false},
    {"row_len", ArgRole::array, ArgElement::index, true, false},
    {"col_idx", ArgRole::array, ArgElement::index, true, false},
    {"values", ArgRole::array, ArgElement::value, true, false},
    {"x", ArgRole::x, ArgElement::value, true, false},
    {"y", ArgRole::y, ArgElement::value, true, false},
    {"alpha", ArgRole::alpha, ArgElement::value, false, false},
    {"beta", ArgRole::beta, ArgElement::value, false, false},
};
constexpr KernelArg kArgs_hyb_avx512[] = {
    {"row_begin", ArgRole::range_begin, ArgElement::index, false, false},
    {"row_end", ArgRole::range_end, ArgElement::index, false, false},
    {"nrows", ArgRole::scalar, ArgElement::index, false, false},
    {"width", ArgRole::scalar, ArgElement::index, false, false},
    {"ell_col", ArgRole::array, ArgElement::index, true, false},
    {"ell_val", ArgRole::array, ArgElement::value, true, false},
    {"ell_split", ArgRole::array, ArgElement::index, true, false},
    {"split_coo_ptr", ArgRole::array, ArgElement::index, true, false},
    {"coo_col", ArgRole::array, ArgElement::index, true, false},
    {"coo_val", ArgRole::array, ArgElement::value, true, false},
    {"x", ArgRole::x, ArgElement::value, true, false},
    {"y", ArgRole::y, ArgElement::value, true, false},
    {"alpha", ArgRole::alpha, ArgElement::value, false, false},
    {"beta", ArgRole::beta, ArgElement::value, false, false},
};
constexpr KernelArg kArgs_hyb_cuda[] = {
    {"nrows", ArgRole::scalar, ArgElement::index, false, false},
    {"width", ArgRole::scalar, ArgElement::index, false, false},
    {"ell_blocks", ArgRole::scalar, ArgElement::index, false, false},
    {"nchunks", ArgRole::scalar, ArgElement::index, false, false},
    {"nstored", ArgRole::scalar, ArgElement::index, false, false},
    {"ell_col", ArgRole::array, ArgElement::index, true, false},
    {"ell_val", ArgRole::array, ArgElement::value, true, false},
    {"ell_split", ArgRole::array, ArgElement::index, true, false},
    {"coo_key", ArgRole::array, ArgElement::index, true, false},
    {"coo_col", ArgRole::array, ArgElement::index, true, false},
    {"coo_val", ArgRole::array, ArgElement::value, true, false},
    {"split_row", ArgRole::array, ArgElement::index, true, false},
    {"split_first_chunk", ArgRole::array, ArgElement::index, true, false},
    {"split_piece_ptr", ArgRole::array, ArgElement::index, true, false},
    {"partial", ArgRole::workspace, ArgElement::value, true, false},
    {"arrivals", ArgRole::workspace, ArgElement::index, true, true},
    {"x", ArgRole::x, ArgElement::value, true, false},
    {"y", ArgRole::y, ArgElement::value, true, false},
    {"alpha", ArgRole::alpha, ArgElement::value, false, false},
    {"beta", ArgRole::beta, ArgElement::value, false, false},
};
constexpr KernelArg kArgs_pjds_avx512[] = {
    {"block_begin", ArgRole::range_begin, ArgElement::index, false, false},
    {"block_end", ArgRole::range_end, ArgElement::index, false, false},
    {"nrows", ArgRole::scalar, ArgElement::index, false, false},
    {"col_start", ArgRole::array, ArgElement::index, true, false},
    {"block_len", ArgRole::array, ArgElement::index, true, false},
    {"col_idx", ArgRole::array, ArgElement::index, true, false},
    {"values", ArgRole::array, ArgElement::value, true, false},
    {"row_perm", ArgRole::array, ArgElement::index, true, false},
    {"x", ArgRole::x, ArgElement::value, true, false},
    {"y", ArgRole::y, ArgElement::value, true, false},
    {"alpha", ArgRole::alpha, ArgElement::value, false, false},
    {"beta", ArgRole::beta, ArgElement::value, false, false},
};
constexpr KernelArg kArgs_pjds_cuda[] = {
    {"nrows", ArgRole::scalar, ArgElement::index, false, false},
    {"col_start", ArgRole::array, ArgElement::index, true, false},
    {"block_len", ArgRole::array, ArgElement::index, true, false},
    {"col_idx", ArgRole::array, ArgElement::index, true, false},
    {"values", ArgRole::array, ArgElement::value, true, false},
    {"row_perm", ArgRole::array, ArgElement::index, true, false},
    {"x", ArgRole::x, ArgElement::value, true, false},
    {"y", ArgRole::y, ArgElement::value, true, false},
    {"alpha", ArgRole::alpha, ArgElement::value, false, false},
    {"beta", ArgRole::beta, ArgElement::value, false, false},
};
constexpr KernelArg kArgs_rowseg_cuda[] = {
    {"nsegs", ArgRole::scalar, ArgElement::index, false, false},
    {"seg_ptr", ArgRole::array, ArgElement::index, true, false},
    {"seg_row", ArgRole::array, ArgElement::index, true, false},
    {"heavy_row", ArgRole::array, ArgElement::index, true, false},
    {"heavy_seg_begin", ArgRole::array, ArgElement::index, true, false},
    {"heavy_piece_ptr", ArgRole::array, ArgElement::index, true, false},
    {"col_idx", ArgRole::array, ArgElement::index, true, false},
    {"values", ArgRole::array, ArgElement::value, true, false},
    {"partial", ArgRole::workspace, ArgElement::value, true, false},
    {"arrivals", ArgRole::workspace, ArgElement::index, true, true},
    {"x", ArgRole::x, ArgElement::value, true, false},
    {"y", ArgRole::y, ArgElement::value, true, false},
    {"alpha", ArgRole::alpha, ArgElement::value, false, false},
    {"beta", ArgRole::beta, ArgElement::value, false, false},
};
constexpr KernelArg kArgs_sellp_avx512[] = {
    {"slice_begin", ArgRole::range_begin, ArgElement::index, false, false},
    {"slice_end", ArgRole::range_end, ArgElement::index, false, false},
    {"nrows", ArgRole::scalar, ArgElement::index, false, false},
    {"slice_ptr", ArgRole::array, ArgElement::index, true, false},
    {"col_idx", ArgRole::array, ArgElement::index, true, false},
    {"values", ArgRole::array, ArgElement::value, true, false},
    {"row_perm", ArgRole::array, ArgElement::index, true, false},
    {"x", ArgRole::x, ArgElement::value, true, false},
    {"y", ArgRole::y, ArgElement::value, true, false},
    {"alpha", ArgRole::alpha, ArgElement::value, false, false},
    {"beta", ArgRole::beta, ArgElement::value, false, false},
};
constexpr KernelArg kArgs_sellp_cuda[] = {
    {"nrows", ArgRole::scalar, ArgElement::index, false, false},
    {"nslices", ArgRole::scalar, ArgElement::index, false, false},
    {"slice_ptr", ArgRole::array, ArgElement::index, true, false},
    {"col_idx", ArgRole::array, ArgElement::index, true, false},
    {"values", ArgRole::array, ArgElement::value, true, false},
    {"row_perm", ArgRole::array, ArgElement::index, true, false},
    {"x", ArgRole::x, ArgElement::value, true, false},
    {"y", ArgRole::y, ArgElement::value, true, false},
    {"alpha", ArgRole::alpha, ArgElement::value, false, false},
    {"beta", ArgRole::beta, ArgElement::value, false, false},
};

// AVX-512 instances called with packed arguments (KernelEntry::cpu_function).
void call_spgen_spmv_coo_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_coo_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t* const*>(a[2]),
      *static_cast<const std::int32_t* const*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]), *static_cast<const float* const*>(a[5]),
      *static_cast<const float* const*>(a[6]), *static_cast<float* const*>(a[7]),
      *static_cast<const float*>(a[8]), *static_cast<const float*>(a[9]));
}
void call_spgen_spmv_coo_f32i64_avx512(void* const* a) {
  generated::spgen_spmv_coo_f32i64_avx512(
      *static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]),
      *static_cast<const std::int64_t* const*>(a[2]),
      *static_cast<const std::int64_t* const*>(a[3]),
      *static_cast<const std::int64_t* const*>(a[4]), *static_cast<const float* const*>(a[5]),
      *static_cast<const float* const*>(a[6]), *static_cast<float* const*>(a[7]),
      *static_cast<const float*>(a[8]), *static_cast<const float*>(a[9]));
}
void call_spgen_spmv_coo_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_coo_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t* const*>(a[2]),
      *static_cast<const std::int32_t* const*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]), *static_cast<const double* const*>(a[5]),
      *static_cast<const double* const*>(a[6]), *static_cast<double* const*>(a[7]),
      *static_cast<const double*>(a[8]), *static_cast<const double*>(a[9]));
}
void call_spgen_spmv_coo_f64i64_avx512(void* const* a) {
  generated::spgen_spmv_coo_f64i64_avx512(
      *static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]),
      *static_cast<const std::int64_t* const*>(a[2]),
      *static_cast<const std::int64_t* const*>(a[3]),
      *static_cast<const std::int64_t* const*>(a[4]), *static_cast<const double* const*>(a[5]),
      *static_cast<const double* const*>(a[6]), *static_cast<double* const*>(a[7]),
      *static_cast<const double*>(a[8]), *static_cast<const double*>(a[9]));
}
void call_spgen_spmv_csr_g0_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_csr_g0_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t* const*>(a[2]),
      *static_cast<const std::int32_t* const*>(a[3]), *static_cast<const float* const*>(a[4]),
      *static_cast<const float* const*>(a[5]), *static_cast<float* const*>(a[6]),
      *static_cast<const float*>(a[7]), *static_cast<const float*>(a[8]));
}
void call_spgen_spmv_csr_g0_f32i64_avx512(void* const* a) {
  generated::spgen_spmv_csr_g0_f32i64_avx512(
      *static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]),
      *static_cast<const std::int64_t* const*>(a[2]),
      *static_cast<const std::int64_t* const*>(a[3]), *static_cast<const float* const*>(a[4]),
      *static_cast<const float* const*>(a[5]), *static_cast<float* const*>(a[6]),
      *static_cast<const float*>(a[7]), *static_cast<const float*>(a[8]));
}
void call_spgen_spmv_csr_g0_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_csr_g0_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t* const*>(a[2]),
      *static_cast<const std::int32_t* const*>(a[3]), *static_cast<const double* const*>(a[4]),
      *static_cast<const double* const*>(a[5]), *static_cast<double* const*>(a[6]),
      *static_cast<const double*>(a[7]), *static_cast<const double*>(a[8]));
}
void call_spgen_spmv_csr_g0_f64i64_avx512(void* const* a) {
  generated::spgen_spmv_csr_g0_f64i64_avx512(
      *static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]),
      *static_cast<const std::int64_t* const*>(a[2]),
      *static_cast<const std::int64_t* const*>(a[3]), *static_cast<const double* const*>(a[4]),
      *static_cast<const double* const*>(a[5]), *static_cast<double* const*>(a[6]),
      *static_cast<const double*>(a[7]), *static_cast<const double*>(a[8]));
}
void call_spgen_spmv_csr_g1_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_csr_g1_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t* const*>(a[2]),
      *static_cast<const std::int32_t* const*>(a[3]), *static_cast<const float* const*>(a[4]),
      *static_cast<const float* const*>(a[5]), *static_cast<float* const*>(a[6]),
      *static_cast<const float*>(a[7]), *static_cast<const float*>(a[8]));
}
void call_spgen_spmv_csr_g1_f32i64_avx512(void* const* a) {
  generated::spgen_spmv_csr_g1_f32i64_avx512(
      *static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]),
      *static_cast<const std::int64_t* const*>(a[2]),
      *static_cast<const std::int64_t* const*>(a[3]), *static_cast<const float* const*>(a[4]),
      *static_cast<const float* const*>(a[5]), *static_cast<float* const*>(a[6]),
      *static_cast<const float*>(a[7]), *static_cast<const float*>(a[8]));
}
void call_spgen_spmv_csr_g1_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_csr_g1_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t* const*>(a[2]),
      *static_cast<const std::int32_t* const*>(a[3]), *static_cast<const double* const*>(a[4]),
      *static_cast<const double* const*>(a[5]), *static_cast<double* const*>(a[6]),
      *static_cast<const double*>(a[7]), *static_cast<const double*>(a[8]));
}
void call_spgen_spmv_csr_g1_f64i64_avx512(void* const* a) {
  generated::spgen_spmv_csr_g1_f64i64_avx512(
      *static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]),
      *static_cast<const std::int64_t* const*>(a[2]),
      *static_cast<const std::int64_t* const*>(a[3]), *static_cast<const double* const*>(a[4]),
      *static_cast<const double* const*>(a[5]), *static_cast<double* const*>(a[6]),
      *static_cast<const double*>(a[7]), *static_cast<const double*>(a[8]));
}
void call_spgen_spmv_ell_g0_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_ell_g0_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]), *static_cast<const float* const*>(a[5]),
      *static_cast<const float* const*>(a[6]), *static_cast<float* const*>(a[7]),
      *static_cast<const float*>(a[8]), *static_cast<const float*>(a[9]));
}
void call_spgen_spmv_ell_g0_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_ell_g0_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]), *static_cast<const double* const*>(a[5]),
      *static_cast<const double* const*>(a[6]), *static_cast<double* const*>(a[7]),
      *static_cast<const double*>(a[8]), *static_cast<const double*>(a[9]));
}
void call_spgen_spmv_ell_g1_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_ell_g1_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]), *static_cast<const float* const*>(a[5]),
      *static_cast<const float* const*>(a[6]), *static_cast<float* const*>(a[7]),
      *static_cast<const float*>(a[8]), *static_cast<const float*>(a[9]));
}
void call_spgen_spmv_ell_g1_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_ell_g1_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]), *static_cast<const double* const*>(a[5]),
      *static_cast<const double* const*>(a[6]), *static_cast<double* const*>(a[7]),
      *static_cast<const double*>(a[8]), *static_cast<const double*>(a[9]));
}
void call_spgen_spmv_ellr_g0_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_ellr_g0_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t* const*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]), *static_cast<const float* const*>(a[5]),
      *static_cast<const float* const*>(a[6]), *static_cast<float* const*>(a[7]),
      *static_cast<const float*>(a[8]), *static_cast<const float*>(a[9]));
}
void call_spgen_spmv_ellr_g0_f32i64_avx512(void* const* a) {
  generated::spgen_spmv_ellr_g0_f32i64_avx512(
      *static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]),
      *static_cast<const std::int64_t*>(a[2]), *static_cast<const std::int64_t* const*>(a[3]),
      *static_cast<const std::int64_t* const*>(a[4]), *static_cast<const float* const*>(a[5]),
      *static_cast<const float* const*>(a[6]), *static_cast<float* const*>(a[7]),
      *static_cast<const float*>(a[8]), *static_cast<const float*>(a[9]));
}
void call_spgen_spmv_ellr_g0_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_ellr_g0_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t* const*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]), *static_cast<const double* const*>(a[5]),
      *static_cast<const double* const*>(a[6]), *static_cast<double* const*>(a[7]),
      *static_cast<const double*>(a[8]), *static_cast<const double*>(a[9]));
}
void call_spgen_spmv_ellr_g0_f64i64_avx512(void* const* a) {
  generated::spgen_spmv_ellr_g0_f64i64_avx512(
      *static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]),
      *static_cast<const std::int64_t*>(a[2]), *static_cast<const std::int64_t* const*>(a[3]),
      *static_cast<const std::int64_t* const*>(a[4]), *static_cast<const double* const*>(a[5]),
      *static_cast<const double* const*>(a[6]), *static_cast<double* const*>(a[7]),
      *static_cast<const double*>(a[8]), *static_cast<const double*>(a[9]));
}
void call_spgen_spmv_ellr_g1_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_ellr_g1_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t* const*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]), *static_cast<const float* const*>(a[5]),
      *static_cast<const float* const*>(a[6]), *static_cast<float* const*>(a[7]),
      *static_cast<const float*>(a[8]), *static_cast<const float*>(a[9]));
}
void call_spgen_spmv_ellr_g1_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_ellr_g1_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t* const*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]), *static_cast<const double* const*>(a[5]),
      *static_cast<const double* const*>(a[6]), *static_cast<double* const*>(a[7]),
      *static_cast<const double*>(a[8]), *static_cast<const double*>(a[9]));
}
void call_spgen_spmv_hyb_g0_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_hyb_g0_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]), *static_cast<const float* const*>(a[5]),
      *static_cast<const std::int32_t* const*>(a[6]),
      *static_cast<const std::int32_t* const*>(a[7]),
      *static_cast<const std::int32_t* const*>(a[8]), *static_cast<const float* const*>(a[9]),
      *static_cast<const float* const*>(a[10]), *static_cast<float* const*>(a[11]),
      *static_cast<const float*>(a[12]), *static_cast<const float*>(a[13]));
}
void call_spgen_spmv_hyb_g0_f32i64_avx512(void* const* a) {
  generated::spgen_spmv_hyb_g0_f32i64_avx512(
      *static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]),
      *static_cast<const std::int64_t*>(a[2]), *static_cast<const std::int64_t*>(a[3]),
      *static_cast<const std::int64_t* const*>(a[4]), *static_cast<const float* const*>(a[5]),
      *static_cast<const std::int64_t* const*>(a[6]),
      *static_cast<const std::int64_t* const*>(a[7]),
      *static_cast<const std::int64_t* const*>(a[8]), *static_cast<const float* const*>(a[9]),
      *static_cast<const float* const*>(a[10]), *static_cast<float* const*>(a[11]),
      *static_cast<const float*>(a[12]), *static_cast<const float*>(a[13]));
}
void call_spgen_spmv_hyb_g0_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_hyb_g0_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]), *static_cast<const double* const*>(a[5]),
      *static_cast<const std::int32_t* const*>(a[6]),
      *static_cast<const std::int32_t* const*>(a[7]),
      *static_cast<const std::int32_t* const*>(a[8]), *static_cast<const double* const*>(a[9]),
      *static_cast<const double* const*>(a[10]), *static_cast<double* const*>(a[11]),
      *static_cast<const double*>(a[12]), *static_cast<const double*>(a[13]));
}
void call_spgen_spmv_hyb_g0_f64i64_avx512(void* const* a) {
  generated::spgen_spmv_hyb_g0_f64i64_avx512(
      *static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]),
      *static_cast<const std::int64_t*>(a[2]), *static_cast<const std::int64_t*>(a[3]),
      *static_cast<const std::int64_t* const*>(a[4]), *static_cast<const double* const*>(a[5]),
      *static_cast<const std::int64_t* const*>(a[6]),
      *static_cast<const std::int64_t* const*>(a[7]),
      *static_cast<const std::int64_t* const*>(a[8]), *static_cast<const double* const*>(a[9]),
      *static_cast<const double* const*>(a[10]), *static_cast<double* const*>(a[11]),
      *static_cast<const double*>(a[12]), *static_cast<const double*>(a[13]));
}
void call_spgen_spmv_hyb_g1_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_hyb_g1_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]), *static_cast<const float* const*>(a[5]),
      *static_cast<const std::int32_t* const*>(a[6]),
      *static_cast<const std::int32_t* const*>(a[7]),
      *static_cast<const std::int32_t* const*>(a[8]), *static_cast<const float* const*>(a[9]),
      *static_cast<const float* const*>(a[10]), *static_cast<float* const*>(a[11]),
      *static_cast<const float*>(a[12]), *static_cast<const float*>(a[13]));
}
void call_spgen_spmv_hyb_g1_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_hyb_g1_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]), *static_cast<const double* const*>(a[5]),
      *static_cast<const std::int32_t* const*>(a[6]),
      *static_cast<const std::int32_t* const*>(a[7]),
      *static_cast<const std::int32_t* const*>(a[8]), *static_cast<const double* const*>(a[9]),
      *static_cast<const double* const*>(a[10]), *static_cast<double* const*>(a[11]),
      *static_cast<const double*>(a[12]), *static_cast<const double*>(a[13]));
}
void call_spgen_spmv_pjds_b16_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_pjds_b16_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t* const*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]), *static_cast<const float* const*>(a[6]),
      *static_cast<const std::int32_t* const*>(a[7]), *static_cast<const float* const*>(a[8]),
      *static_cast<float* const*>(a[9]), *static_cast<const float*>(a[10]),
      *static_cast<const float*>(a[11]));
}
void call_spgen_spmv_pjds_b8_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_pjds_b8_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t* const*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]), *static_cast<const double* const*>(a[6]),
      *static_cast<const std::int32_t* const*>(a[7]), *static_cast<const double* const*>(a[8]),
      *static_cast<double* const*>(a[9]), *static_cast<const double*>(a[10]),
      *static_cast<const double*>(a[11]));
}
void call_spgen_spmv_sellp_b16_g0_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_b16_g0_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t* const*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]), *static_cast<const float* const*>(a[5]),
      *static_cast<const std::int32_t* const*>(a[6]), *static_cast<const float* const*>(a[7]),
      *static_cast<float* const*>(a[8]), *static_cast<const float*>(a[9]),
      *static_cast<const float*>(a[10]));
}
void call_spgen_spmv_sellp_b16_g1_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_b16_g1_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t* const*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]), *static_cast<const float* const*>(a[5]),
      *static_cast<const std::int32_t* const*>(a[6]), *static_cast<const float* const*>(a[7]),
      *static_cast<float* const*>(a[8]), *static_cast<const float*>(a[9]),
      *static_cast<const float*>(a[10]));
}
void call_spgen_spmv_sellp_b8_g0_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_b8_g0_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t* const*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]), *static_cast<const double* const*>(a[5]),
      *static_cast<const std::int32_t* const*>(a[6]), *static_cast<const double* const*>(a[7]),
      *static_cast<double* const*>(a[8]), *static_cast<const double*>(a[9]),
      *static_cast<const double*>(a[10]));
}
void call_spgen_spmv_sellp_b8_g1_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_b8_g1_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t* const*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]), *static_cast<const double* const*>(a[5]),
      *static_cast<const std::int32_t* const*>(a[6]), *static_cast<const double* const*>(a[7]),
      *static_cast<double* const*>(a[8]), *static_cast<const double*>(a[9]),
      *static_cast<const double*>(a[10]));
}

constexpr KernelParam kParams4[] = {
    {"steps", "s", 16},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams5[] = {
    {"steps", "s", 16},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams6[] = {
    {"steps", "s", 4},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams7[] = {
    {"steps", "s", 4},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams8[] = {
    {"steps", "s", 8},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams9[] = {
    {"steps", "s", 8},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams10[] = {
    {"steps", "s", 8},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams11[] = {
    {"steps", "s", 8},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams12[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams13[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams14[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams15[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams16[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams17[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams18[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams19[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams20[] = {
    {"threads_per_row", "t", 16},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams21[] = {
    {"threads_per_row", "t", 16},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams22[] = {
    {"threads_per_row", "t", 16},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams23[] = {
    {"threads_per_row", "t", 16},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams24[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams25[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams26[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams27[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams28[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams29[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams30[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams31[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams32[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams33[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams34[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 4},
};
constexpr KernelParam kParams35[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 4},
};
constexpr KernelParam kParams36[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams37[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams38[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams39[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams40[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams41[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams42[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams43[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams44[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams45[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams46[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams47[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams48[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams49[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams50[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 2},
};
constexpr KernelParam kParams51[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 2},
};
constexpr KernelParam kParams52[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 4},
};
constexpr KernelParam kParams53[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 4},
};
constexpr KernelParam kParams54[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 8},
};
constexpr KernelParam kParams55[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 8},
};
constexpr KernelParam kParams56[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 2},
};
constexpr KernelParam kParams57[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 2},
};
constexpr KernelParam kParams58[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 4},
};
constexpr KernelParam kParams59[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 4},
};
constexpr KernelParam kParams60[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 4},
};
constexpr KernelParam kParams61[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 4},
};
constexpr KernelParam kParams62[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 8},
};
constexpr KernelParam kParams63[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 8},
};
constexpr KernelParam kParams64[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams65[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams66[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams67[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams68[] = {
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams69[] = {
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams70[] = {
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams71[] = {
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams72[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams73[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams74[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams75[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams76[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams77[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams78[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams79[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams80[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams81[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams82[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams83[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams84[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams85[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams86[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams87[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams88[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams89[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams90[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams91[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams92[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams93[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams94[] = {
    {"steps", "s", 16},
};
constexpr KernelParam kParams95[] = {
    {"steps", "s", 16},
};
constexpr KernelParam kParams96[] = {
    {"steps", "s", 4},
};
constexpr KernelParam kParams97[] = {
    {"steps", "s", 4},
};
constexpr KernelParam kParams98[] = {
    {"steps", "s", 8},
};
constexpr KernelParam kParams99[] = {
    {"steps", "s", 8},
};
constexpr KernelParam kParams100[] = {
    {"steps", "s", 8},
};
constexpr KernelParam kParams101[] = {
    {"steps", "s", 8},
};
constexpr KernelParam kParams102[] = {
    {"block_rows", "b", 16},
};
constexpr KernelParam kParams103[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams104[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams105[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams106[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams107[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams108[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams109[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 4},
};
constexpr KernelParam kParams110[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 4},
};
constexpr KernelParam kParams111[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams112[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams113[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams114[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams115[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams116[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams117[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams118[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams119[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams120[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams121[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams122[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams123[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams124[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams125[] = {
    {"block_rows", "b", 8},
};
constexpr KernelParam kParams126[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 2},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams127[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 2},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams128[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 4},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams129[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 4},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams130[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 8},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams131[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 8},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams132[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 2},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams133[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 2},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams134[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 4},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams135[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 4},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams136[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 8},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams137[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 8},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams138[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 2},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams139[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 2},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams140[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 4},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams141[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 4},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams142[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 4},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams143[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 4},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams144[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 8},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams145[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 8},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams146[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 2},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams147[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 2},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams148[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 4},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams149[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 4},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams150[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 8},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams151[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 8},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams152[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 2},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams153[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 2},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams154[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 4},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams155[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 4},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams156[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 4},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams157[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 4},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams158[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 8},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams159[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 8},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams160[] = {
    {"slice_height", "b", 16},
    {"gather", "g", 0},
};
constexpr KernelParam kParams161[] = {
    {"slice_height", "b", 16},
    {"gather", "g", 1},
};
constexpr KernelParam kParams162[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams163[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams164[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams165[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams166[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams167[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams168[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams169[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams170[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams171[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams172[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams173[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams174[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams175[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams176[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams177[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams178[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams179[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams180[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams181[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams182[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams183[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams184[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams185[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams186[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams187[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams188[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams189[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams190[] = {
    {"slice_height", "b", 8},
    {"gather", "g", 0},
};
constexpr KernelParam kParams191[] = {
    {"slice_height", "b", 8},
    {"gather", "g", 1},
};
constexpr KernelParam kParams192[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams193[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams194[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams195[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams196[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams197[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams198[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams199[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};

// Sorted by name: find_kernel() binary-searches it.
const KernelEntry kEntries[] = {
    {"spgen_spmv_coo_f32i32_avx512", Op::spmv, "coo", Backend::avx512, ValueType::f32,
     IndexType::i32, nullptr, 0, 0, 0, kArgs_coo_avx512, 10, &call_spgen_spmv_coo_f32i32_avx512,
     "avx512/spgen_spmv_coo_f32i32_avx512.cpp", 0xbca7897bd4184c7bULL},
    {"spgen_spmv_coo_f32i64_avx512", Op::spmv, "coo", Backend::avx512, ValueType::f32,
     IndexType::i64, nullptr, 0, 0, 0, kArgs_coo_avx512, 10, &call_spgen_spmv_coo_f32i64_avx512,
     "avx512/spgen_spmv_coo_f32i64_avx512.cpp", 0x6a5e4ad99329dcc3ULL},
    {"spgen_spmv_coo_f64i32_avx512", Op::spmv, "coo", Backend::avx512, ValueType::f64,
     IndexType::i32, nullptr, 0, 0, 0, kArgs_coo_avx512, 10, &call_spgen_spmv_coo_f64i32_avx512,
     "avx512/spgen_spmv_coo_f64i32_avx512.cpp", 0x36e74256a7bb8829ULL},
    {"spgen_spmv_coo_f64i64_avx512", Op::spmv, "coo", Backend::avx512, ValueType::f64,
     IndexType::i64, nullptr, 0, 0, 0, kArgs_coo_avx512, 10, &call_spgen_spmv_coo_f64i64_avx512,
     "avx512/spgen_spmv_coo_f64i64_avx512.cpp", 0xb41013611387676eULL},
    {"spgen_spmv_coo_s16_w8_f32i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams4, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s16_w8_f32i32_cuda.cu", 0xc6e84a47d21dc139ULL},
    {"spgen_spmv_coo_s16_w8_f64i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams5, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s16_w8_f64i32_cuda.cu", 0x1df2eecb2b4e7dacULL},
    {"spgen_spmv_coo_s4_w8_f32i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams6, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s4_w8_f32i32_cuda.cu", 0x5a2197128a5d0d6dULL},
    {"spgen_spmv_coo_s4_w8_f64i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams7, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s4_w8_f64i32_cuda.cu", 0x3bba2583c29c2c81ULL},
    {"spgen_spmv_coo_s8_w8_f32i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams8, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s8_w8_f32i32_cuda.cu", 0x7266a964f3520f01ULL},
    {"spgen_spmv_coo_s8_w8_f32i64_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams9, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s8_w8_f32i64_cuda.cu", 0x906178ab1e4a1496ULL},
    {"spgen_spmv_coo_s8_w8_f64i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams10, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s8_w8_f64i32_cuda.cu", 0x9fe29aa0b7e0f5f8ULL},
    {"spgen_spmv_coo_s8_w8_f64i64_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams11, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s8_w8_f64i64_cuda.cu", 0x2f832acddbf60307ULL},
    {"spgen_spmv_csr_g0_f32i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams12, 1, 0, 0, kArgs_csr_avx512, 9, &call_spgen_spmv_csr_g0_f32i32_avx512,
     "avx512/spgen_spmv_csr_g0_f32i32_avx512.cpp", 0x94ba52507cf87691ULL},
    {"spgen_spmv_csr_g0_f32i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams13, 1, 0, 0, kArgs_csr_avx512, 9, &call_spgen_spmv_csr_g0_f32i64_avx512,
     "avx512/spgen_spmv_csr_g0_f32i64_avx512.cpp", 0xfd9e15912cb63cf1ULL},
    {"spgen_spmv_csr_g0_f64i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams14, 1, 0, 0, kArgs_csr_avx512, 9, &call_spgen_spmv_csr_g0_f64i32_avx512,
     "avx512/spgen_spmv_csr_g0_f64i32_avx512.cpp", 0x142dd7684f2bdac3ULL},
    {"spgen_spmv_csr_g0_f64i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams15, 1, 0, 0, kArgs_csr_avx512, 9, &call_spgen_spmv_csr_g0_f64i64_avx512,
     "avx512/spgen_spmv_csr_g0_f64i64_avx512.cpp", 0xa8747de99644b06eULL},
    {"spgen_spmv_csr_g1_f32i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams16, 1, 0, 0, kArgs_csr_avx512, 9, &call_spgen_spmv_csr_g1_f32i32_avx512,
     "avx512/spgen_spmv_csr_g1_f32i32_avx512.cpp", 0xf84b87fd2b7f4512ULL},
    {"spgen_spmv_csr_g1_f32i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams17, 1, 0, 0, kArgs_csr_avx512, 9, &call_spgen_spmv_csr_g1_f32i64_avx512,
     "avx512/spgen_spmv_csr_g1_f32i64_avx512.cpp", 0xcf0b5a3cbdd3712cULL},
    {"spgen_spmv_csr_g1_f64i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams18, 1, 0, 0, kArgs_csr_avx512, 9, &call_spgen_spmv_csr_g1_f64i32_avx512,
     "avx512/spgen_spmv_csr_g1_f64i32_avx512.cpp", 0x8bbc372201c5c910ULL},
    {"spgen_spmv_csr_g1_f64i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams19, 1, 0, 0, kArgs_csr_avx512, 9, &call_spgen_spmv_csr_g1_f64i64_avx512,
     "avx512/spgen_spmv_csr_g1_f64i64_avx512.cpp", 0x3bf5a377933d7e3bULL},
    {"spgen_spmv_csr_t16_r16_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams20, 2, 256, 16, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t16_r16_f32i32_cuda.cu", 0xdaccece500d45003ULL},
    {"spgen_spmv_csr_t16_r16_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams21, 2, 256, 16, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t16_r16_f64i32_cuda.cu", 0x4d2e0996307ef6e3ULL},
    {"spgen_spmv_csr_t16_r8_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams22, 2, 128, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t16_r8_f32i32_cuda.cu", 0x24b854cecf4c7b53ULL},
    {"spgen_spmv_csr_t16_r8_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams23, 2, 128, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t16_r8_f64i32_cuda.cu", 0x31c6b88d3c2253b0ULL},
    {"spgen_spmv_csr_t1_r128_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams24, 2, 128, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r128_f32i32_cuda.cu", 0x70226f77718e465cULL},
    {"spgen_spmv_csr_t1_r128_f32i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams25, 2, 128, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r128_f32i64_cuda.cu", 0xc74447854f764417ULL},
    {"spgen_spmv_csr_t1_r128_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams26, 2, 128, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r128_f64i32_cuda.cu", 0x9e26952d02f2356cULL},
    {"spgen_spmv_csr_t1_r128_f64i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams27, 2, 128, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r128_f64i64_cuda.cu", 0x69c08573dbfb144fULL},
    {"spgen_spmv_csr_t1_r256_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams28, 2, 256, 256, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r256_f32i32_cuda.cu", 0xce55504e95df5f0fULL},
    {"spgen_spmv_csr_t1_r256_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams29, 2, 256, 256, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r256_f64i32_cuda.cu", 0xb717f6a3b1fb8783ULL},
    {"spgen_spmv_csr_t2_r128_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams30, 2, 256, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t2_r128_f32i32_cuda.cu", 0x9211b931e1ff5ab9ULL},
    {"spgen_spmv_csr_t2_r128_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams31, 2, 256, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t2_r128_f64i32_cuda.cu", 0x2d1576954b31bd2fULL},
    {"spgen_spmv_csr_t2_r64_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams32, 2, 128, 64, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t2_r64_f32i32_cuda.cu", 0x7a3a983ff431955dULL},
    {"spgen_spmv_csr_t2_r64_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams33, 2, 128, 64, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t2_r64_f64i32_cuda.cu", 0x5f0ce23a48022a26ULL},
    {"spgen_spmv_csr_t32_r4_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams34, 2, 128, 4, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r4_f32i32_cuda.cu", 0x1a37097821b27c15ULL},
    {"spgen_spmv_csr_t32_r4_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams35, 2, 128, 4, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r4_f64i32_cuda.cu", 0xd1dca9a04d8579b8ULL},
    {"spgen_spmv_csr_t32_r8_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams36, 2, 256, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r8_f32i32_cuda.cu", 0x44a67c76d2d7a319ULL},
    {"spgen_spmv_csr_t32_r8_f32i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams37, 2, 256, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r8_f32i64_cuda.cu", 0xd0cfa9864a394675ULL},
    {"spgen_spmv_csr_t32_r8_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams38, 2, 256, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r8_f64i32_cuda.cu", 0x818604a50cab4e3aULL},
    {"spgen_spmv_csr_t32_r8_f64i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams39, 2, 256, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r8_f64i64_cuda.cu", 0x333c60720e1e7974ULL},
    {"spgen_spmv_csr_t4_r32_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams40, 2, 128, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t4_r32_f32i32_cuda.cu", 0x58092fda97b28329ULL},
    {"spgen_spmv_csr_t4_r32_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams41, 2, 128, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t4_r32_f64i32_cuda.cu", 0x09ab38227d79510eULL},
    {"spgen_spmv_csr_t4_r64_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams42, 2, 256, 64, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t4_r64_f32i32_cuda.cu", 0x912d2307ebeac6b8ULL},
    {"spgen_spmv_csr_t4_r64_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams43, 2, 256, 64, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t4_r64_f64i32_cuda.cu", 0x37eac6286bfb533bULL},
    {"spgen_spmv_csr_t8_r16_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams44, 2, 128, 16, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r16_f32i32_cuda.cu", 0xcec90d60118f8c4bULL},
    {"spgen_spmv_csr_t8_r16_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams45, 2, 128, 16, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r16_f64i32_cuda.cu", 0xeed57401734e4edaULL},
    {"spgen_spmv_csr_t8_r32_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams46, 2, 256, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r32_f32i32_cuda.cu", 0x8fb97a7453e12a0dULL},
    {"spgen_spmv_csr_t8_r32_f32i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams47, 2, 256, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r32_f32i64_cuda.cu", 0x34408f31f0edcc69ULL},
    {"spgen_spmv_csr_t8_r32_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams48, 2, 256, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r32_f64i32_cuda.cu", 0xa8043aa59dde3d2cULL},
    {"spgen_spmv_csr_t8_r32_f64i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams49, 2, 256, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r32_f64i64_cuda.cu", 0xfe047928b8705a8aULL},
    {"spgen_spmv_csrstream_b128_s2_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams50, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s2_f32i32_cuda.cu", 0xb167ebbb186c87e3ULL},
    {"spgen_spmv_csrstream_b128_s2_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams51, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s2_f64i32_cuda.cu", 0x209179ef6ce081c2ULL},
    {"spgen_spmv_csrstream_b128_s4_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams52, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s4_f32i32_cuda.cu", 0x90f036503290a948ULL},
    {"spgen_spmv_csrstream_b128_s4_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams53, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s4_f64i32_cuda.cu", 0xf6d55c29c1742944ULL},
    {"spgen_spmv_csrstream_b128_s8_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams54, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s8_f32i32_cuda.cu", 0xf0c832b51981ce27ULL},
    {"spgen_spmv_csrstream_b128_s8_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams55, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s8_f64i32_cuda.cu", 0xb7cdd5994b013270ULL},
    {"spgen_spmv_csrstream_b256_s2_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams56, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s2_f32i32_cuda.cu", 0xfbaa1946059f3039ULL},
    {"spgen_spmv_csrstream_b256_s2_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams57, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s2_f64i32_cuda.cu", 0x6236a1d809dd9ab9ULL},
    {"spgen_spmv_csrstream_b256_s4_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams58, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s4_f32i32_cuda.cu", 0x05833a64f62514f8ULL},
    {"spgen_spmv_csrstream_b256_s4_f32i64_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams59, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s4_f32i64_cuda.cu", 0xd89526452bd0e707ULL},
    {"spgen_spmv_csrstream_b256_s4_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams60, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s4_f64i32_cuda.cu", 0xd98eee31201a685cULL},
    {"spgen_spmv_csrstream_b256_s4_f64i64_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams61, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s4_f64i64_cuda.cu", 0x0efe555c5f2d10bfULL},
    {"spgen_spmv_csrstream_b256_s8_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams62, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s8_f32i32_cuda.cu", 0x8fe3baf26322433bULL},
    {"spgen_spmv_csrstream_b256_s8_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams63, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s8_f64i32_cuda.cu", 0x59044b6d59ddffb6ULL},
    {"spgen_spmv_ell_g0_f32i32_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams64, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g0_f32i32_avx512, "avx512/spgen_spmv_ell_g0_f32i32_avx512.cpp",
     0xe4f4f19ee84c14dbULL},
    {"spgen_spmv_ell_g0_f64i32_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams65, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g0_f64i32_avx512, "avx512/spgen_spmv_ell_g0_f64i32_avx512.cpp",
     0x19475dea85c15f28ULL},
    {"spgen_spmv_ell_g1_f32i32_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams66, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g1_f32i32_avx512, "avx512/spgen_spmv_ell_g1_f32i32_avx512.cpp",
     0x62b1ef023343ffbaULL},
    {"spgen_spmv_ell_g1_f64i32_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams67, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g1_f64i32_avx512, "avx512/spgen_spmv_ell_g1_f64i32_avx512.cpp",
     0xd9bef3e615e105b4ULL},
    {"spgen_spmv_ell_r128_f32i32_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams68, 1, 128, 128, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r128_f32i32_cuda.cu", 0xda15919f20415405ULL},
    {"spgen_spmv_ell_r128_f64i32_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams69, 1, 128, 128, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r128_f64i32_cuda.cu", 0x48f0af79a5b0b47fULL},
    {"spgen_spmv_ell_r256_f32i32_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams70, 1, 256, 256, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r256_f32i32_cuda.cu", 0x10e4b97e2d88b967ULL},
    {"spgen_spmv_ell_r256_f64i32_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams71, 1, 256, 256, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r256_f64i32_cuda.cu", 0xd406fa6ac53ca438ULL},
    {"spgen_spmv_ellr_g0_f32i32_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams72, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g0_f32i32_avx512, "avx512/spgen_spmv_ellr_g0_f32i32_avx512.cpp",
     0x68cc5ede29047278ULL},
    {"spgen_spmv_ellr_g0_f32i64_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams73, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g0_f32i64_avx512, "avx512/spgen_spmv_ellr_g0_f32i64_avx512.cpp",
     0x2be807e92e1f8167ULL},
    {"spgen_spmv_ellr_g0_f64i32_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams74, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g0_f64i32_avx512, "avx512/spgen_spmv_ellr_g0_f64i32_avx512.cpp",
     0xc415e82a1117a552ULL},
    {"spgen_spmv_ellr_g0_f64i64_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams75, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g0_f64i64_avx512, "avx512/spgen_spmv_ellr_g0_f64i64_avx512.cpp",
     0xffa0066f0e846d50ULL},
    {"spgen_spmv_ellr_g1_f32i32_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams76, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g1_f32i32_avx512, "avx512/spgen_spmv_ellr_g1_f32i32_avx512.cpp",
     0x8f9294e2af782b7aULL},
    {"spgen_spmv_ellr_g1_f64i32_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams77, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g1_f64i32_avx512, "avx512/spgen_spmv_ellr_g1_f64i32_avx512.cpp",
     0x35cc43cdee63119eULL},
    {"spgen_spmv_ellr_t1_r256_f32i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams78, 2, 256, 256, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t1_r256_f32i32_cuda.cu", 0xa3b2db2036c5da08ULL},
    {"spgen_spmv_ellr_t1_r256_f32i64_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams79, 2, 256, 256, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t1_r256_f32i64_cuda.cu", 0x8f789625a9facafaULL},
    {"spgen_spmv_ellr_t1_r256_f64i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams80, 2, 256, 256, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t1_r256_f64i32_cuda.cu", 0x67c4a6e0848db24dULL},
    {"spgen_spmv_ellr_t1_r256_f64i64_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams81, 2, 256, 256, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t1_r256_f64i64_cuda.cu", 0xfe96b7c71e724fd6ULL},
    {"spgen_spmv_ellr_t2_r128_f32i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams82, 2, 256, 128, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t2_r128_f32i32_cuda.cu", 0x5d389e6bdf97c769ULL},
    {"spgen_spmv_ellr_t2_r128_f64i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams83, 2, 256, 128, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t2_r128_f64i32_cuda.cu", 0x73355a07af0c3ee0ULL},
    {"spgen_spmv_ellr_t4_r64_f32i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams84, 2, 256, 64, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t4_r64_f32i32_cuda.cu", 0x7d4c8e0fb2af4727ULL},
    {"spgen_spmv_ellr_t4_r64_f64i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams85, 2, 256, 64, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t4_r64_f64i32_cuda.cu", 0x6a48fdd71e42a36eULL},
    {"spgen_spmv_ellr_t8_r32_f32i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams86, 2, 256, 32, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t8_r32_f32i32_cuda.cu", 0x46659d0e3d8587acULL},
    {"spgen_spmv_ellr_t8_r32_f64i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams87, 2, 256, 32, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t8_r32_f64i32_cuda.cu", 0x09bfe74885f51eb5ULL},
    {"spgen_spmv_hyb_g0_f32i32_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams88, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g0_f32i32_avx512, "avx512/spgen_spmv_hyb_g0_f32i32_avx512.cpp",
     0xc93c61bbba77c56eULL},
    {"spgen_spmv_hyb_g0_f32i64_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams89, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g0_f32i64_avx512, "avx512/spgen_spmv_hyb_g0_f32i64_avx512.cpp",
     0x96643724f4277c20ULL},
    {"spgen_spmv_hyb_g0_f64i32_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams90, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g0_f64i32_avx512, "avx512/spgen_spmv_hyb_g0_f64i32_avx512.cpp",
     0xbe94cf7fe1bd7445ULL},
    {"spgen_spmv_hyb_g0_f64i64_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams91, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g0_f64i64_avx512, "avx512/spgen_spmv_hyb_g0_f64i64_avx512.cpp",
     0xa843aa3eaee5d40fULL},
    {"spgen_spmv_hyb_g1_f32i32_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams92, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g1_f32i32_avx512, "avx512/spgen_spmv_hyb_g1_f32i32_avx512.cpp",
     0x2a4452544e2dcb59ULL},
    {"spgen_spmv_hyb_g1_f64i32_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams93, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g1_f64i32_avx512, "avx512/spgen_spmv_hyb_g1_f64i32_avx512.cpp",
     0x8d5eabd397aae038ULL},
    {"spgen_spmv_hyb_s16_f32i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams94, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s16_f32i32_cuda.cu", 0x37aa75a245bd1e79ULL},
    {"spgen_spmv_hyb_s16_f64i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams95, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s16_f64i32_cuda.cu", 0x25bc69aeb86a329aULL},
    {"spgen_spmv_hyb_s4_f32i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams96, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s4_f32i32_cuda.cu", 0xfc1fb6320c32bb72ULL},
    {"spgen_spmv_hyb_s4_f64i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams97, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s4_f64i32_cuda.cu", 0x72e88050812ac1a3ULL},
    {"spgen_spmv_hyb_s8_f32i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams98, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s8_f32i32_cuda.cu", 0x8c1a18ab80731f47ULL},
    {"spgen_spmv_hyb_s8_f32i64_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams99, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s8_f32i64_cuda.cu", 0x38b556d2b888fe7eULL},
    {"spgen_spmv_hyb_s8_f64i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams100, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s8_f64i32_cuda.cu", 0xf4cb3823d9aee3a5ULL},
    {"spgen_spmv_hyb_s8_f64i64_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams101, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s8_f64i64_cuda.cu", 0x4ecee0b34583742dULL},
    {"spgen_spmv_pjds_b16_f32i32_avx512", Op::spmv, "pjds", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams102, 1, 0, 0, kArgs_pjds_avx512, 12,
     &call_spgen_spmv_pjds_b16_f32i32_avx512, "avx512/spgen_spmv_pjds_b16_f32i32_avx512.cpp",
     0xfe948f73b851087dULL},
    {"spgen_spmv_pjds_b32_t1_r128_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams103, 3, 128, 128, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r128_f32i32_cuda.cu", 0x2f17db5fc051941bULL},
    {"spgen_spmv_pjds_b32_t1_r128_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams104, 3, 128, 128, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r128_f64i32_cuda.cu", 0x28fc0fd2a722fca7ULL},
    {"spgen_spmv_pjds_b32_t1_r256_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams105, 3, 256, 256, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r256_f32i32_cuda.cu", 0xd53ff7fd5c66eb0cULL},
    {"spgen_spmv_pjds_b32_t1_r256_f32i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams106, 3, 256, 256, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r256_f32i64_cuda.cu", 0x122299ca392ce4c4ULL},
    {"spgen_spmv_pjds_b32_t1_r256_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams107, 3, 256, 256, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r256_f64i32_cuda.cu", 0x38b9f9755763a7fdULL},
    {"spgen_spmv_pjds_b32_t1_r256_f64i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams108, 3, 256, 256, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r256_f64i64_cuda.cu", 0x8839a80c4332f6a2ULL},
    {"spgen_spmv_pjds_b32_t32_r4_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams109, 3, 128, 4, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r4_f32i32_cuda.cu", 0x835ffc8a75a1528fULL},
    {"spgen_spmv_pjds_b32_t32_r4_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams110, 3, 128, 4, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r4_f64i32_cuda.cu", 0xadd721ec7f971af2ULL},
    {"spgen_spmv_pjds_b32_t32_r8_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams111, 3, 256, 8, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r8_f32i32_cuda.cu", 0x8cc11b337c7d5c92ULL},
    {"spgen_spmv_pjds_b32_t32_r8_f32i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams112, 3, 256, 8, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r8_f32i64_cuda.cu", 0xdb1a7f0cc96c243cULL},
    {"spgen_spmv_pjds_b32_t32_r8_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams113, 3, 256, 8, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r8_f64i32_cuda.cu", 0x9343dcdb90e360a2ULL},
    {"spgen_spmv_pjds_b32_t32_r8_f64i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams114, 3, 256, 8, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r8_f64i64_cuda.cu", 0xf4a85d8d11ed722fULL},
    {"spgen_spmv_pjds_b32_t4_r32_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams115, 3, 128, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t4_r32_f32i32_cuda.cu", 0x263205688f563b8dULL},
    {"spgen_spmv_pjds_b32_t4_r32_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams116, 3, 128, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t4_r32_f64i32_cuda.cu", 0x2f182cdbbacf7d7fULL},
    {"spgen_spmv_pjds_b32_t4_r64_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams117, 3, 256, 64, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t4_r64_f32i32_cuda.cu", 0xbe5324fc84b5a5dbULL},
    {"spgen_spmv_pjds_b32_t4_r64_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams118, 3, 256, 64, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t4_r64_f64i32_cuda.cu", 0x6ed80aea646d3071ULL},
    {"spgen_spmv_pjds_b32_t8_r16_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams119, 3, 128, 16, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r16_f32i32_cuda.cu", 0xa752f980c8dfbc75ULL},
    {"spgen_spmv_pjds_b32_t8_r16_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams120, 3, 128, 16, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r16_f64i32_cuda.cu", 0xbd6cad91a5245ea0ULL},
    {"spgen_spmv_pjds_b32_t8_r32_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams121, 3, 256, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r32_f32i32_cuda.cu", 0xa8146594e23c3de5ULL},
    {"spgen_spmv_pjds_b32_t8_r32_f32i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams122, 3, 256, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r32_f32i64_cuda.cu", 0xe4e01878b1e63cc4ULL},
    {"spgen_spmv_pjds_b32_t8_r32_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams123, 3, 256, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r32_f64i32_cuda.cu", 0xfe06cbd2daeec02eULL},
    {"spgen_spmv_pjds_b32_t8_r32_f64i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams124, 3, 256, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r32_f64i64_cuda.cu", 0x9e29d8c82aae7940ULL},
    {"spgen_spmv_pjds_b8_f64i32_avx512", Op::spmv, "pjds", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams125, 1, 0, 0, kArgs_pjds_avx512, 12,
     &call_spgen_spmv_pjds_b8_f64i32_avx512, "avx512/spgen_spmv_pjds_b8_f64i32_avx512.cpp",
     0x973b8ca4c849e1fbULL},
    {"spgen_spmv_rowseg_t16_s2_r16_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams126, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s2_r16_f32i32_cuda.cu", 0xd9a2d94743932bf4ULL},
    {"spgen_spmv_rowseg_t16_s2_r16_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams127, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s2_r16_f64i32_cuda.cu", 0xfbe8393a93bea756ULL},
    {"spgen_spmv_rowseg_t16_s4_r16_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams128, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s4_r16_f32i32_cuda.cu", 0x339cdc22a6e4bb07ULL},
    {"spgen_spmv_rowseg_t16_s4_r16_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams129, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s4_r16_f64i32_cuda.cu", 0x4e2073ba67883280ULL},
    {"spgen_spmv_rowseg_t16_s8_r16_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams130, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s8_r16_f32i32_cuda.cu", 0x5d7f2c479c703238ULL},
    {"spgen_spmv_rowseg_t16_s8_r16_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams131, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s8_r16_f64i32_cuda.cu", 0x9883c1304a2c4de3ULL},
    {"spgen_spmv_rowseg_t2_s2_r128_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams132, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s2_r128_f32i32_cuda.cu", 0x9cd6872ddc6f895cULL},
    {"spgen_spmv_rowseg_t2_s2_r128_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams133, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s2_r128_f64i32_cuda.cu", 0x840c8feca6fa1763ULL},
    {"spgen_spmv_rowseg_t2_s4_r128_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams134, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s4_r128_f32i32_cuda.cu", 0x6ed299f4cd014051ULL},
    {"spgen_spmv_rowseg_t2_s4_r128_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams135, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s4_r128_f64i32_cuda.cu", 0xce23c624a0fe2feeULL},
    {"spgen_spmv_rowseg_t2_s8_r128_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams136, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s8_r128_f32i32_cuda.cu", 0xea4fdee39de0b251ULL},
    {"spgen_spmv_rowseg_t2_s8_r128_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams137, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s8_r128_f64i32_cuda.cu", 0xabf4f4407b6a9248ULL},
    {"spgen_spmv_rowseg_t32_s2_r8_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams138, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s2_r8_f32i32_cuda.cu", 0x9d4f833af224c5eaULL},
    {"spgen_spmv_rowseg_t32_s2_r8_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams139, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s2_r8_f64i32_cuda.cu", 0x1f3cac0802a1a99aULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams140, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f32i32_cuda.cu", 0x091d3874c91cae4dULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f32i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams141, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f32i64_cuda.cu", 0x7c03073c9eb3e1d5ULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams142, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f64i32_cuda.cu", 0xf78bcd203c4890e1ULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f64i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams143, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f64i64_cuda.cu", 0x4be4c5d4c41dcb7bULL},
    {"spgen_spmv_rowseg_t32_s8_r8_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams144, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s8_r8_f32i32_cuda.cu", 0x4e54c928e97c15dfULL},
    {"spgen_spmv_rowseg_t32_s8_r8_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams145, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s8_r8_f64i32_cuda.cu", 0xb6ad6f2bfa3da4c2ULL},
    {"spgen_spmv_rowseg_t4_s2_r64_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams146, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s2_r64_f32i32_cuda.cu", 0x81ee0f20772d12cbULL},
    {"spgen_spmv_rowseg_t4_s2_r64_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams147, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s2_r64_f64i32_cuda.cu", 0x6027fac83f1b9febULL},
    {"spgen_spmv_rowseg_t4_s4_r64_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams148, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s4_r64_f32i32_cuda.cu", 0x6f3683d585c7750aULL},
    {"spgen_spmv_rowseg_t4_s4_r64_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams149, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s4_r64_f64i32_cuda.cu", 0xde9a93233efd7b8fULL},
    {"spgen_spmv_rowseg_t4_s8_r64_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams150, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s8_r64_f32i32_cuda.cu", 0x04f56313d9abe562ULL},
    {"spgen_spmv_rowseg_t4_s8_r64_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams151, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s8_r64_f64i32_cuda.cu", 0xa288f62b61deaa1eULL},
    {"spgen_spmv_rowseg_t8_s2_r32_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams152, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s2_r32_f32i32_cuda.cu", 0x75a7f6fc0c652ea7ULL},
    {"spgen_spmv_rowseg_t8_s2_r32_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams153, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s2_r32_f64i32_cuda.cu", 0xfa3588f00f524e14ULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams154, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f32i32_cuda.cu", 0x0743cdefb856403fULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f32i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams155, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f32i64_cuda.cu", 0xc76df407d6f9bfbaULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams156, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f64i32_cuda.cu", 0xb71f224095283750ULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f64i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams157, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f64i64_cuda.cu", 0x3412c478810594b2ULL},
    {"spgen_spmv_rowseg_t8_s8_r32_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams158, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s8_r32_f32i32_cuda.cu", 0xe0c856c158f000e9ULL},
    {"spgen_spmv_rowseg_t8_s8_r32_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams159, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s8_r32_f64i32_cuda.cu", 0x23e6fd7037942451ULL},
    {"spgen_spmv_sellp_b16_g0_f32i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams160, 2, 0, 0, kArgs_sellp_avx512, 11,
     &call_spgen_spmv_sellp_b16_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_b16_g0_f32i32_avx512.cpp", 0xb205f15d297bdf41ULL},
    {"spgen_spmv_sellp_b16_g1_f32i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams161, 2, 0, 0, kArgs_sellp_avx512, 11,
     &call_spgen_spmv_sellp_b16_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_b16_g1_f32i32_avx512.cpp", 0x9176bc2748fcfcc8ULL},
    {"spgen_spmv_sellp_b16_t2_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams162, 3, 32, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u1_f32i32_cuda.cu", 0x5f6523f6d96ca0fdULL},
    {"spgen_spmv_sellp_b16_t2_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams163, 3, 32, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u1_f64i32_cuda.cu", 0x57d7fa78dd2cfbfaULL},
    {"spgen_spmv_sellp_b16_t2_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams164, 3, 32, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u2_f32i32_cuda.cu", 0x031be4a1f67b472fULL},
    {"spgen_spmv_sellp_b16_t2_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams165, 3, 32, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u2_f64i32_cuda.cu", 0xd6b3540a730e2736ULL},
    {"spgen_spmv_sellp_b16_t4_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams166, 3, 64, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u1_f32i32_cuda.cu", 0xb87491fb7a82f9f4ULL},
    {"spgen_spmv_sellp_b16_t4_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams167, 3, 64, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u1_f64i32_cuda.cu", 0x7d86bbe449068aa8ULL},
    {"spgen_spmv_sellp_b16_t4_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams168, 3, 64, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u2_f32i32_cuda.cu", 0xdc469baba9ca2364ULL},
    {"spgen_spmv_sellp_b16_t4_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams169, 3, 64, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u2_f64i32_cuda.cu", 0x0544cfa4ba7e727eULL},
    {"spgen_spmv_sellp_b16_t8_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams170, 3, 128, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u1_f32i32_cuda.cu", 0xeb2f6b2e2d0393a9ULL},
    {"spgen_spmv_sellp_b16_t8_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams171, 3, 128, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u1_f64i32_cuda.cu", 0x0a65b85250df09f2ULL},
    {"spgen_spmv_sellp_b16_t8_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams172, 3, 128, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u2_f32i32_cuda.cu", 0x3057e6b8f032047fULL},
    {"spgen_spmv_sellp_b16_t8_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams173, 3, 128, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u2_f64i32_cuda.cu", 0xa2dd2c10b02d890dULL},
    {"spgen_spmv_sellp_b32_t1_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams174, 3, 32, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u1_f32i32_cuda.cu", 0x70e84a682f6925c4ULL},
    {"spgen_spmv_sellp_b32_t1_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams175, 3, 32, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u1_f64i32_cuda.cu", 0x7e15fdba556a77a4ULL},
    {"spgen_spmv_sellp_b32_t1_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams176, 3, 32, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u2_f32i32_cuda.cu", 0xe18079bd6eea06c2ULL},
    {"spgen_spmv_sellp_b32_t1_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams177, 3, 32, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u2_f64i32_cuda.cu", 0x2ae3fdbe216b3cebULL},
    {"spgen_spmv_sellp_b32_t2_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams178, 3, 64, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u1_f32i32_cuda.cu", 0xa88c9c295672e263ULL},
    {"spgen_spmv_sellp_b32_t2_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams179, 3, 64, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u1_f64i32_cuda.cu", 0x8572e76a4ae9f052ULL},
    {"spgen_spmv_sellp_b32_t2_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams180, 3, 64, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u2_f32i32_cuda.cu", 0x11d3420531602e0bULL},
    {"spgen_spmv_sellp_b32_t2_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams181, 3, 64, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u2_f64i32_cuda.cu", 0x0aca0620ff20a582ULL},
    {"spgen_spmv_sellp_b32_t4_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams182, 3, 128, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u1_f32i32_cuda.cu", 0xaaab7078c9b2a9a1ULL},
    {"spgen_spmv_sellp_b32_t4_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams183, 3, 128, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u1_f64i32_cuda.cu", 0xbda203042e9f6a33ULL},
    {"spgen_spmv_sellp_b32_t4_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams184, 3, 128, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u2_f32i32_cuda.cu", 0x06a01a5b90768280ULL},
    {"spgen_spmv_sellp_b32_t4_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams185, 3, 128, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u2_f64i32_cuda.cu", 0x3b1919e66fdd47e2ULL},
    {"spgen_spmv_sellp_b32_t8_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams186, 3, 256, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u1_f32i32_cuda.cu", 0x84c4f555177328c2ULL},
    {"spgen_spmv_sellp_b32_t8_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams187, 3, 256, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u1_f64i32_cuda.cu", 0x092663b374b421b4ULL},
    {"spgen_spmv_sellp_b32_t8_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams188, 3, 256, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u2_f32i32_cuda.cu", 0x61caa7ef1f2181ebULL},
    {"spgen_spmv_sellp_b32_t8_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams189, 3, 256, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u2_f64i32_cuda.cu", 0x4cec8376c1912eb8ULL},
    {"spgen_spmv_sellp_b8_g0_f64i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams190, 2, 0, 0, kArgs_sellp_avx512, 11,
     &call_spgen_spmv_sellp_b8_g0_f64i32_avx512, "avx512/spgen_spmv_sellp_b8_g0_f64i32_avx512.cpp",
     0xe5ac6bba09ae8105ULL},
    {"spgen_spmv_sellp_b8_g1_f64i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams191, 2, 0, 0, kArgs_sellp_avx512, 11,
     &call_spgen_spmv_sellp_b8_g1_f64i32_avx512, "avx512/spgen_spmv_sellp_b8_g1_f64i32_avx512.cpp",
     0x47c0d041a5e889d0ULL},
    {"spgen_spmv_sellp_b8_t4_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams192, 3, 32, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t4_u1_f32i32_cuda.cu", 0x9b4649e49381ad2aULL},
    {"spgen_spmv_sellp_b8_t4_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams193, 3, 32, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t4_u1_f64i32_cuda.cu", 0x6f6036c4154fb761ULL},
    {"spgen_spmv_sellp_b8_t4_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams194, 3, 32, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t4_u2_f32i32_cuda.cu", 0xf520f3b488cd87e1ULL},
    {"spgen_spmv_sellp_b8_t4_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams195, 3, 32, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t4_u2_f64i32_cuda.cu", 0x6c8bc4e48eff2d45ULL},
    {"spgen_spmv_sellp_b8_t8_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams196, 3, 64, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t8_u1_f32i32_cuda.cu", 0xd1e30fb58d48dcbeULL},
    {"spgen_spmv_sellp_b8_t8_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams197, 3, 64, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t8_u1_f64i32_cuda.cu", 0xee21ec1b1c81ca36ULL},
    {"spgen_spmv_sellp_b8_t8_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams198, 3, 64, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t8_u2_f32i32_cuda.cu", 0x7b3d0ea32df753daULL},
    {"spgen_spmv_sellp_b8_t8_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams199, 3, 64, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t8_u2_f64i32_cuda.cu", 0xefffcb16ebb43963ULL},
};

}  // namespace

std::span<const KernelEntry> kernel_registry() { return kEntries; }

}  // namespace spgen

// The formats the specs define; runtime/src/formats/<name>/ registers each
// descriptor with SPGEN_REGISTER_FORMAT (a missing one is a link error).
namespace spgen::formats {
SPGEN_DECLARE_FORMAT(coo)
SPGEN_DECLARE_FORMAT(csr)
SPGEN_DECLARE_FORMAT(csrstream)
SPGEN_DECLARE_FORMAT(ell)
SPGEN_DECLARE_FORMAT(ellr)
SPGEN_DECLARE_FORMAT(hyb)
SPGEN_DECLARE_FORMAT(pjds)
SPGEN_DECLARE_FORMAT(rowseg)
SPGEN_DECLARE_FORMAT(sellp)
SPGEN_FORMAT_TABLE(&format_coo<V, I>(), &format_csr<V, I>(), &format_csrstream<V, I>(),
                   &format_ell<V, I>(), &format_ellr<V, I>(), &format_hyb<V, I>(),
                   &format_pjds<V, I>(), &format_rowseg<V, I>(), &format_sellp<V, I>())
}  // namespace spgen::formats
