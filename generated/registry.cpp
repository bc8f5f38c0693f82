// generated — do not edit. Written by spgen-gen from the files below; change those and run the
// spgen_regenerate target instead.
// the kernel registry (335 instances)
//   specs/aot.yaml  xxh3:bce3e2ef5e53cb72
//   specs/formats/axc.yaml  xxh3:8ea9758b69a49db7
//   specs/formats/axt_ch.yaml  xxh3:4c5477dfc270bc0a
//   specs/formats/axt_ch1.yaml  xxh3:1ff6b3b500200c88
//   specs/formats/axt_uh.yaml  xxh3:7a589540fd6a93db
//   specs/formats/axt_uh1.yaml  xxh3:b3e46c1e075f00c6
//   specs/formats/coo.yaml  xxh3:7dac724e0876fd8b
//   specs/formats/csr.yaml  xxh3:f71d2cbf6c803a35
//   specs/formats/csrstream.yaml  xxh3:d6bf13e662de9bd6
//   specs/formats/ell.yaml  xxh3:380088fefce25019
//   specs/formats/ellr.yaml  xxh3:2288194cacff024c
//   specs/formats/hyb.yaml  xxh3:035c445cf9049ebf
//   specs/formats/pjds.yaml  xxh3:1e20a946189a34bf
//   specs/formats/rowseg.yaml  xxh3:105609f3a54c7efc
//   specs/formats/sellp.yaml  xxh3:ae27dac9c36b0348
//   specs/formats/sellp_c16.yaml  xxh3:81a4c8135808d8b4
//   specs/kernels.yaml  xxh3:14b88ac2f5e2cc07
//   specs/targets.yaml  xxh3:604f09d536087b40

#include <spgen/core/registry.hpp>

#include "avx512/instances.hpp"
#include "formats/format.hpp"

namespace spgen {
namespace {

// The kernel ABI of each format on each backend: its spec's kernel_args, classified.
constexpr KernelArg kArgs_axc_avx512[] = {
    {"row_begin", ArgRole::range_begin, ArgElement::index, false, false},
    {"row_end", ArgRole::range_end, ArgElement::index, false, false},
    {"row_ptr", ArgRole::array, ArgElement::index, true, false},
    {"ax_col", ArgRole::array, ArgElement::index, true, false},
    {"ax", ArgRole::array, ArgElement::value, true, false},
    {"x", ArgRole::x, ArgElement::value, true, false},
    {"y", ArgRole::y, ArgElement::value, true, false},
    {"alpha", ArgRole::alpha, ArgElement::value, false, false},
    {"beta", ArgRole::beta, ArgElement::value, false, false},
};
constexpr KernelArg kArgs_axc_cuda[] = {
    {"nrows", ArgRole::scalar, ArgElement::index, false, false},
    {"row_ptr", ArgRole::array, ArgElement::index, true, false},
    {"ax_col", ArgRole::array, ArgElement::index, true, false},
    {"ax", ArgRole::array, ArgElement::value, true, false},
    {"x", ArgRole::x, ArgElement::value, true, false},
    {"y", ArgRole::y, ArgElement::value, true, false},
    {"alpha", ArgRole::alpha, ArgElement::value, false, false},
    {"beta", ArgRole::beta, ArgElement::value, false, false},
};
constexpr KernelArg kArgs_axt_ch_avx512[] = {
    {"unit_begin", ArgRole::range_begin, ArgElement::index, false, false},
    {"unit_end", ArgRole::range_end, ArgElement::index, false, false},
    {"unit_ptr", ArgRole::array, ArgElement::index, true, false},
    {"segment_shift", ArgRole::scalar, ArgElement::index, false, false},
    {"hdr", ArgRole::array, ArgElement::index, true, false},
    {"ax_col", ArgRole::array, ArgElement::index, true, false},
    {"ax", ArgRole::array, ArgElement::value, true, false},
    {"x", ArgRole::x, ArgElement::value, true, false},
    {"y", ArgRole::y, ArgElement::value, true, false},
    {"alpha", ArgRole::alpha, ArgElement::value, false, false},
    {"beta", ArgRole::beta, ArgElement::value, false, false},
};
constexpr KernelArg kArgs_axt_ch_cuda[] = {
    {"ntiles", ArgRole::scalar, ArgElement::index, false, false},
    {"hdr", ArgRole::array, ArgElement::index, true, false},
    {"ax_col", ArgRole::array, ArgElement::index, true, false},
    {"ax", ArgRole::array, ArgElement::value, true, false},
    {"row_split", ArgRole::array, ArgElement::index, true, false},
    {"split_first_chunk", ArgRole::array, ArgElement::index, true, false},
    {"split_piece_ptr", ArgRole::array, ArgElement::index, true, false},
    {"partial", ArgRole::workspace, ArgElement::value, true, false},
    {"arrivals", ArgRole::workspace, ArgElement::index, true, true},
    {"x", ArgRole::x, ArgElement::value, true, false},
    {"y", ArgRole::y, ArgElement::value, true, false},
    {"alpha", ArgRole::alpha, ArgElement::value, false, false},
    {"beta", ArgRole::beta, ArgElement::value, false, false},
};
constexpr KernelArg kArgs_axt_ch1_avx512[] = {
    {"unit_begin", ArgRole::range_begin, ArgElement::index, false, false},
    {"unit_end", ArgRole::range_end, ArgElement::index, false, false},
    {"unit_ptr", ArgRole::array, ArgElement::index, true, false},
    {"segment_shift", ArgRole::scalar, ArgElement::index, false, false},
    {"hdr", ArgRole::array, ArgElement::index, true, false},
    {"ax_col", ArgRole::array, ArgElement::index, true, false},
    {"ax", ArgRole::array, ArgElement::value, true, false},
    {"x", ArgRole::x, ArgElement::value, true, false},
    {"y", ArgRole::y, ArgElement::value, true, false},
    {"alpha", ArgRole::alpha, ArgElement::value, false, false},
    {"beta", ArgRole::beta, ArgElement::value, false, false},
};
constexpr KernelArg kArgs_axt_ch1_cuda[] = {
    {"nslots", ArgRole::scalar, ArgElement::index, false, false},
    {"hdr", ArgRole::array, ArgElement::index, true, false},
    {"ax_col", ArgRole::array, ArgElement::index, true, false},
    {"ax", ArgRole::array, ArgElement::value, true, false},
    {"row_split", ArgRole::array, ArgElement::index, true, false},
    {"split_first_chunk", ArgRole::array, ArgElement::index, true, false},
    {"split_piece_ptr", ArgRole::array, ArgElement::index, true, false},
    {"partial", ArgRole::workspace, ArgElement::value, true, false},
    {"arrivals", ArgRole::workspace, ArgElement::index, true, true},
    {"x", ArgRole::x, ArgElement::value, true, false},
    {"y", ArgRole::y, ArgElement::value, true, false},
    {"alpha", ArgRole::alpha, ArgElement::value, false, false},
    {"beta", ArgRole::beta, ArgElement::value, false, false},
};
constexpr KernelArg kArgs_axt_uh_avx512[] = {
    {"unit_begin", ArgRole::range_begin, ArgElement::index, false, false},
    {"unit_end", ArgRole::range_end, ArgElement::index, false, false},
    {"unit_ptr", ArgRole::array, ArgElement::index, true, false},
    {"seg_row", ArgRole::array, ArgElement::index, true, false},
    {"ax_col", ArgRole::array, ArgElement::index, true, false},
    {"ax", ArgRole::array, ArgElement::value, true, false},
    {"x", ArgRole::x, ArgElement::value, true, false},
    {"y", ArgRole::y, ArgElement::value, true, false},
    {"alpha", ArgRole::alpha, ArgElement::value, false, false},
    {"beta", ArgRole::beta, ArgElement::value, false, false},
};
constexpr KernelArg kArgs_axt_uh_cuda[] = {
    {"nchunks", ArgRole::scalar, ArgElement::index, false, false},
    {"nslots", ArgRole::scalar, ArgElement::index, false, false},
    {"seg_row", ArgRole::array, ArgElement::index, true, false},
    {"ax_col", ArgRole::array, ArgElement::index, true, false},
    {"ax", ArgRole::array, ArgElement::value, true, false},
    {"row_split", ArgRole::array, ArgElement::index, true, false},
    {"split_first_chunk", ArgRole::array, ArgElement::index, true, false},
    {"split_piece_ptr", ArgRole::array, ArgElement::index, true, false},
    {"partial", ArgRole::workspace, ArgElement::value, true, false},
    {"arrivals", ArgRole::workspace, ArgElement::index, true, true},
    {"x", ArgRole::x, ArgElement::value, true, false},
    {"y", ArgRole::y, ArgElement::value, true, false},
    {"alpha", ArgRole::alpha, ArgElement::value, false, false},
    {"beta", ArgRole::beta, ArgElement::value, false, false},
};
constexpr KernelArg kArgs_axt_uh1_avx512[] = {
    {"unit_begin", ArgRole::range_begin, ArgElement::index, false, false},
    {"unit_end", ArgRole::range_end, ArgElement::index, false, false},
    {"unit_ptr", ArgRole::array, ArgElement::index, true, false},
    {"seg_row", ArgRole::array, ArgElement::index, true, false},
    {"ax_col", ArgRole::array, ArgElement::index, true, false},
    {"ax", ArgRole::array, ArgElement::value, true, false},
    {"x", ArgRole::x, ArgElement::value, true, false},
    {"y", ArgRole::y, ArgElement::value, true, false},
    {"alpha", ArgRole::alpha, ArgElement::value, false, false},
    {"beta", ArgRole::beta, ArgElement::value, false, false},
};
constexpr KernelArg kArgs_axt_uh1_cuda[] = {
    {"nchunks", ArgRole::scalar, ArgElement::index, false, false},
    {"nslots", ArgRole::scalar, ArgElement::index, false, false},
    {"seg_row", ArgRole::array, ArgElement::index, true, false},
    {"ax_col", ArgRole::array, ArgElement::index, true, false},
    {"ax", ArgRole::array, ArgElement::value, true, false},
    {"row_split", ArgRole::array, ArgElement::index, true, false},
    {"split_first_chunk", ArgRole::array, ArgElement::index, true, false},
    {"split_piece_ptr", ArgRole::array, ArgElement::index, true, false},
    {"partial", ArgRole::workspace, ArgElement::value, true, false},
    {"arrivals", ArgRole::workspace, ArgElement::index, true, true},
    {"x", ArgRole::x, ArgElement::value, true, false},
    {"y", ArgRole::y, ArgElement::value, true, false},
    {"alpha", ArgRole::alpha, ArgElement::value, false, false},
    {"beta", ArgRole::beta, ArgElement::value, false, false},
};
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
constexpr KernelArg kArgs_csr_spmm_avx512[] = {
    {"row_begin", ArgRole::range_begin, ArgElement::index, false, false},
    {"row_end", ArgRole::range_end, ArgElement::index, false, false},
    {"row_ptr", ArgRole::array, ArgElement::index, true, false},
    {"col_idx", ArgRole::array, ArgElement::index, true, false},
    {"values", ArgRole::array, ArgElement::value, true, false},
    {"k", ArgRole::k, ArgElement::index, false, false},
    {"x", ArgRole::x, ArgElement::value, true, false},
    {"ldx", ArgRole::ldx, ArgElement::index, false, false},
    {"y", ArgRole::y, ArgElement::value, true, false},
    {"ldy", ArgRole::ldy, ArgElement::index, false, false},
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
constexpr KernelArg kArgs_csr_spmm_cuda[] = {
    {"nrows", ArgRole::scalar, ArgElement::index, false, false},
    {"row_ptr", ArgRole::array, ArgElement::index, true, false},
    {"col_idx", ArgRole::array, ArgElement::index, true, false},
    {"values", ArgRole::array, ArgElement::value, true, false},
    {"k", ArgRole::k, ArgElement::index, false, false},
    {"x", ArgRole::x, ArgElement::value, true, false},
    {"ldx", ArgRole::ldx, ArgElement::index, false, false},
    {"y", ArgRole::y, ArgElement::value, true, false},
    {"ldy", ArgRole::ldy, ArgElement::index, false, false},
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
constexpr KernelArg kArgs_sellp_spmm_cuda[] = {
    {"nrows", ArgRole::scalar, ArgElement::index, false, false},
    {"nslices", ArgRole::scalar, ArgElement::index, false, false},
    {"slice_ptr", ArgRole::array, ArgElement::index, true, false},
    {"col_idx", ArgRole::array, ArgElement::index, true, false},
    {"values", ArgRole::array, ArgElement::value, true, false},
    {"row_perm", ArgRole::array, ArgElement::index, true, false},
    {"k", ArgRole::k, ArgElement::index, false, false},
    {"x", ArgRole::x, ArgElement::value, true, false},
    {"ldx", ArgRole::ldx, ArgElement::index, false, false},
    {"y", ArgRole::y, ArgElement::value, true, false},
    {"ldy", ArgRole::ldy, ArgElement::index, false, false},
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
constexpr KernelArg kArgs_sellp_c16_avx512[] = {
    {"slice_begin", ArgRole::range_begin, ArgElement::index, false, false},
    {"slice_end", ArgRole::range_end, ArgElement::index, false, false},
    {"nrows", ArgRole::scalar, ArgElement::index, false, false},
    {"sigma", ArgRole::scalar, ArgElement::index, false, false},
    {"slice_ptr", ArgRole::array, ArgElement::index, true, false},
    {"slice_base", ArgRole::array, ArgElement::index, true, false},
    {"col_lo", ArgRole::array, ArgElement::u16, true, false},
    {"col_hi", ArgRole::array, ArgElement::u16, true, false},
    {"values", ArgRole::array, ArgElement::value, true, false},
    {"row_perm", ArgRole::array, ArgElement::index, true, false},
    {"x", ArgRole::x, ArgElement::value, true, false},
    {"y", ArgRole::y, ArgElement::value, true, false},
    {"alpha", ArgRole::alpha, ArgElement::value, false, false},
    {"beta", ArgRole::beta, ArgElement::value, false, false},
};
constexpr KernelArg kArgs_sellp_c16_cuda[] = {
    {"nrows", ArgRole::scalar, ArgElement::index, false, false},
    {"nslices", ArgRole::scalar, ArgElement::index, false, false},
    {"sigma", ArgRole::scalar, ArgElement::index, false, false},
    {"slice_ptr", ArgRole::array, ArgElement::index, true, false},
    {"slice_base", ArgRole::array, ArgElement::index, true, false},
    {"col_lo", ArgRole::array, ArgElement::u16, true, false},
    {"col_hi", ArgRole::array, ArgElement::u16, true, false},
    {"values", ArgRole::array, ArgElement::value, true, false},
    {"row_perm", ArgRole::array, ArgElement::index, true, false},
    {"x", ArgRole::x, ArgElement::value, true, false},
    {"y", ArgRole::y, ArgElement::value, true, false},
    {"alpha", ArgRole::alpha, ArgElement::value, false, false},
    {"beta", ArgRole::beta, ArgElement::value, false, false},
};

// AVX-512 instances called with packed arguments (KernelEntry::cpu_function).
void call_spgen_spmm_csr_kv1_f32i32_avx512(void* const* a) {
  generated::spgen_spmm_csr_kv1_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t* const*>(a[2]),
      *static_cast<const std::int32_t* const*>(a[3]), *static_cast<const float* const*>(a[4]),
      *static_cast<const std::int32_t*>(a[5]), *static_cast<const float* const*>(a[6]),
      *static_cast<const std::int32_t*>(a[7]), *static_cast<float* const*>(a[8]),
      *static_cast<const std::int32_t*>(a[9]), *static_cast<const float*>(a[10]),
      *static_cast<const float*>(a[11]));
}
void call_spgen_spmm_csr_kv1_f32i64_avx512(void* const* a) {
  generated::spgen_spmm_csr_kv1_f32i64_avx512(
      *static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]),
      *static_cast<const std::int64_t* const*>(a[2]),
      *static_cast<const std::int64_t* const*>(a[3]), *static_cast<const float* const*>(a[4]),
      *static_cast<const std::int64_t*>(a[5]), *static_cast<const float* const*>(a[6]),
      *static_cast<const std::int64_t*>(a[7]), *static_cast<float* const*>(a[8]),
      *static_cast<const std::int64_t*>(a[9]), *static_cast<const float*>(a[10]),
      *static_cast<const float*>(a[11]));
}
void call_spgen_spmm_csr_kv1_f64i32_avx512(void* const* a) {
  generated::spgen_spmm_csr_kv1_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t* const*>(a[2]),
      *static_cast<const std::int32_t* const*>(a[3]), *static_cast<const double* const*>(a[4]),
      *static_cast<const std::int32_t*>(a[5]), *static_cast<const double* const*>(a[6]),
      *static_cast<const std::int32_t*>(a[7]), *static_cast<double* const*>(a[8]),
      *static_cast<const std::int32_t*>(a[9]), *static_cast<const double*>(a[10]),
      *static_cast<const double*>(a[11]));
}
void call_spgen_spmm_csr_kv1_f64i64_avx512(void* const* a) {
  generated::spgen_spmm_csr_kv1_f64i64_avx512(
      *static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]),
      *static_cast<const std::int64_t* const*>(a[2]),
      *static_cast<const std::int64_t* const*>(a[3]), *static_cast<const double* const*>(a[4]),
      *static_cast<const std::int64_t*>(a[5]), *static_cast<const double* const*>(a[6]),
      *static_cast<const std::int64_t*>(a[7]), *static_cast<double* const*>(a[8]),
      *static_cast<const std::int64_t*>(a[9]), *static_cast<const double*>(a[10]),
      *static_cast<const double*>(a[11]));
}
void call_spgen_spmm_csr_kv2_f32i32_avx512(void* const* a) {
  generated::spgen_spmm_csr_kv2_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t* const*>(a[2]),
      *static_cast<const std::int32_t* const*>(a[3]), *static_cast<const float* const*>(a[4]),
      *static_cast<const std::int32_t*>(a[5]), *static_cast<const float* const*>(a[6]),
      *static_cast<const std::int32_t*>(a[7]), *static_cast<float* const*>(a[8]),
      *static_cast<const std::int32_t*>(a[9]), *static_cast<const float*>(a[10]),
      *static_cast<const float*>(a[11]));
}
void call_spgen_spmm_csr_kv2_f32i64_avx512(void* const* a) {
  generated::spgen_spmm_csr_kv2_f32i64_avx512(
      *static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]),
      *static_cast<const std::int64_t* const*>(a[2]),
      *static_cast<const std::int64_t* const*>(a[3]), *static_cast<const float* const*>(a[4]),
      *static_cast<const std::int64_t*>(a[5]), *static_cast<const float* const*>(a[6]),
      *static_cast<const std::int64_t*>(a[7]), *static_cast<float* const*>(a[8]),
      *static_cast<const std::int64_t*>(a[9]), *static_cast<const float*>(a[10]),
      *static_cast<const float*>(a[11]));
}
void call_spgen_spmm_csr_kv2_f64i32_avx512(void* const* a) {
  generated::spgen_spmm_csr_kv2_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t* const*>(a[2]),
      *static_cast<const std::int32_t* const*>(a[3]), *static_cast<const double* const*>(a[4]),
      *static_cast<const std::int32_t*>(a[5]), *static_cast<const double* const*>(a[6]),
      *static_cast<const std::int32_t*>(a[7]), *static_cast<double* const*>(a[8]),
      *static_cast<const std::int32_t*>(a[9]), *static_cast<const double*>(a[10]),
      *static_cast<const double*>(a[11]));
}
void call_spgen_spmm_csr_kv2_f64i64_avx512(void* const* a) {
  generated::spgen_spmm_csr_kv2_f64i64_avx512(
      *static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]),
      *static_cast<const std::int64_t* const*>(a[2]),
      *static_cast<const std::int64_t* const*>(a[3]), *static_cast<const double* const*>(a[4]),
      *static_cast<const std::int64_t*>(a[5]), *static_cast<const double* const*>(a[6]),
      *static_cast<const std::int64_t*>(a[7]), *static_cast<double* const*>(a[8]),
      *static_cast<const std::int64_t*>(a[9]), *static_cast<const double*>(a[10]),
      *static_cast<const double*>(a[11]));
}
void call_spgen_spmm_csr_kv4_f32i32_avx512(void* const* a) {
  generated::spgen_spmm_csr_kv4_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t* const*>(a[2]),
      *static_cast<const std::int32_t* const*>(a[3]), *static_cast<const float* const*>(a[4]),
      *static_cast<const std::int32_t*>(a[5]), *static_cast<const float* const*>(a[6]),
      *static_cast<const std::int32_t*>(a[7]), *static_cast<float* const*>(a[8]),
      *static_cast<const std::int32_t*>(a[9]), *static_cast<const float*>(a[10]),
      *static_cast<const float*>(a[11]));
}
void call_spgen_spmm_csr_kv4_f32i64_avx512(void* const* a) {
  generated::spgen_spmm_csr_kv4_f32i64_avx512(
      *static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]),
      *static_cast<const std::int64_t* const*>(a[2]),
      *static_cast<const std::int64_t* const*>(a[3]), *static_cast<const float* const*>(a[4]),
      *static_cast<const std::int64_t*>(a[5]), *static_cast<const float* const*>(a[6]),
      *static_cast<const std::int64_t*>(a[7]), *static_cast<float* const*>(a[8]),
      *static_cast<const std::int64_t*>(a[9]), *static_cast<const float*>(a[10]),
      *static_cast<const float*>(a[11]));
}
void call_spgen_spmm_csr_kv4_f64i32_avx512(void* const* a) {
  generated::spgen_spmm_csr_kv4_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t* const*>(a[2]),
      *static_cast<const std::int32_t* const*>(a[3]), *static_cast<const double* const*>(a[4]),
      *static_cast<const std::int32_t*>(a[5]), *static_cast<const double* const*>(a[6]),
      *static_cast<const std::int32_t*>(a[7]), *static_cast<double* const*>(a[8]),
      *static_cast<const std::int32_t*>(a[9]), *static_cast<const double*>(a[10]),
      *static_cast<const double*>(a[11]));
}
void call_spgen_spmm_csr_kv4_f64i64_avx512(void* const* a) {
  generated::spgen_spmm_csr_kv4_f64i64_avx512(
      *static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]),
      *static_cast<const std::int64_t* const*>(a[2]),
      *static_cast<const std::int64_t* const*>(a[3]), *static_cast<const double* const*>(a[4]),
      *static_cast<const std::int64_t*>(a[5]), *static_cast<const double* const*>(a[6]),
      *static_cast<const std::int64_t*>(a[7]), *static_cast<double* const*>(a[8]),
      *static_cast<const std::int64_t*>(a[9]), *static_cast<const double*>(a[10]),
      *static_cast<const double*>(a[11]));
}
void call_spgen_spmv_axc_w16_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_axc_w16_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t* const*>(a[2]),
      *static_cast<const std::int32_t* const*>(a[3]), *static_cast<float* const*>(a[4]),
      *static_cast<const float* const*>(a[5]), *static_cast<float* const*>(a[6]),
      *static_cast<const float*>(a[7]), *static_cast<const float*>(a[8]));
}
void call_spgen_spmv_axc_w8_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_axc_w8_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t* const*>(a[2]),
      *static_cast<const std::int32_t* const*>(a[3]), *static_cast<double* const*>(a[4]),
      *static_cast<const double* const*>(a[5]), *static_cast<double* const*>(a[6]),
      *static_cast<const double*>(a[7]), *static_cast<const double*>(a[8]));
}
void call_spgen_spmv_axc_w8_f64i64_avx512(void* const* a) {
  generated::spgen_spmv_axc_w8_f64i64_avx512(
      *static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]),
      *static_cast<const std::int64_t* const*>(a[2]),
      *static_cast<const std::int64_t* const*>(a[3]), *static_cast<double* const*>(a[4]),
      *static_cast<const double* const*>(a[5]), *static_cast<double* const*>(a[6]),
      *static_cast<const double*>(a[7]), *static_cast<const double*>(a[8]));
}
void call_spgen_spmv_axt_ch1_w16_h1_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_axt_ch1_w16_h1_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t* const*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]), *static_cast<float* const*>(a[6]),
      *static_cast<const float* const*>(a[7]), *static_cast<float* const*>(a[8]),
      *static_cast<const float*>(a[9]), *static_cast<const float*>(a[10]));
}
void call_spgen_spmv_axt_ch1_w8_h1_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_axt_ch1_w8_h1_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t* const*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]), *static_cast<double* const*>(a[6]),
      *static_cast<const double* const*>(a[7]), *static_cast<double* const*>(a[8]),
      *static_cast<const double*>(a[9]), *static_cast<const double*>(a[10]));
}
void call_spgen_spmv_axt_ch1_w8_h1_f64i64_avx512(void* const* a) {
  generated::spgen_spmv_axt_ch1_w8_h1_f64i64_avx512(
      *static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]),
      *static_cast<const std::int64_t* const*>(a[2]), *static_cast<const std::int64_t*>(a[3]),
      *static_cast<const std::int64_t* const*>(a[4]),
      *static_cast<const std::int64_t* const*>(a[5]), *static_cast<double* const*>(a[6]),
      *static_cast<const double* const*>(a[7]), *static_cast<double* const*>(a[8]),
      *static_cast<const double*>(a[9]), *static_cast<const double*>(a[10]));
}
void call_spgen_spmv_axt_ch_w16_h64_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_axt_ch_w16_h64_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t* const*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]), *static_cast<float* const*>(a[6]),
      *static_cast<const float* const*>(a[7]), *static_cast<float* const*>(a[8]),
      *static_cast<const float*>(a[9]), *static_cast<const float*>(a[10]));
}
void call_spgen_spmv_axt_ch_w16_h8_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_axt_ch_w16_h8_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t* const*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]), *static_cast<float* const*>(a[6]),
      *static_cast<const float* const*>(a[7]), *static_cast<float* const*>(a[8]),
      *static_cast<const float*>(a[9]), *static_cast<const float*>(a[10]));
}
void call_spgen_spmv_axt_ch_w8_h64_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_axt_ch_w8_h64_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t* const*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]), *static_cast<double* const*>(a[6]),
      *static_cast<const double* const*>(a[7]), *static_cast<double* const*>(a[8]),
      *static_cast<const double*>(a[9]), *static_cast<const double*>(a[10]));
}
void call_spgen_spmv_axt_ch_w8_h8_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_axt_ch_w8_h8_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t* const*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]), *static_cast<double* const*>(a[6]),
      *static_cast<const double* const*>(a[7]), *static_cast<double* const*>(a[8]),
      *static_cast<const double*>(a[9]), *static_cast<const double*>(a[10]));
}
void call_spgen_spmv_axt_ch_w8_h8_f64i64_avx512(void* const* a) {
  generated::spgen_spmv_axt_ch_w8_h8_f64i64_avx512(
      *static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]),
      *static_cast<const std::int64_t* const*>(a[2]), *static_cast<const std::int64_t*>(a[3]),
      *static_cast<const std::int64_t* const*>(a[4]),
      *static_cast<const std::int64_t* const*>(a[5]), *static_cast<double* const*>(a[6]),
      *static_cast<const double* const*>(a[7]), *static_cast<double* const*>(a[8]),
      *static_cast<const double*>(a[9]), *static_cast<const double*>(a[10]));
}
void call_spgen_spmv_axt_uh1_w16_h1_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_axt_uh1_w16_h1_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t* const*>(a[2]),
      *static_cast<const std::int32_t* const*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]), *static_cast<float* const*>(a[5]),
      *static_cast<const float* const*>(a[6]), *static_cast<float* const*>(a[7]),
      *static_cast<const float*>(a[8]), *static_cast<const float*>(a[9]));
}
void call_spgen_spmv_axt_uh1_w8_h1_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_axt_uh1_w8_h1_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t* const*>(a[2]),
      *static_cast<const std::int32_t* const*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]), *static_cast<double* const*>(a[5]),
      *static_cast<const double* const*>(a[6]), *static_cast<double* const*>(a[7]),
      *static_cast<const double*>(a[8]), *static_cast<const double*>(a[9]));
}
void call_spgen_spmv_axt_uh1_w8_h1_f64i64_avx512(void* const* a) {
  generated::spgen_spmv_axt_uh1_w8_h1_f64i64_avx512(
      *static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]),
      *static_cast<const std::int64_t* const*>(a[2]),
      *static_cast<const std::int64_t* const*>(a[3]),
      *static_cast<const std::int64_t* const*>(a[4]), *static_cast<double* const*>(a[5]),
      *static_cast<const double* const*>(a[6]), *static_cast<double* const*>(a[7]),
      *static_cast<const double*>(a[8]), *static_cast<const double*>(a[9]));
}
void call_spgen_spmv_axt_uh_w16_h4_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_axt_uh_w16_h4_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t* const*>(a[2]),
      *static_cast<const std::int32_t* const*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]), *static_cast<float* const*>(a[5]),
      *static_cast<const float* const*>(a[6]), *static_cast<float* const*>(a[7]),
      *static_cast<const float*>(a[8]), *static_cast<const float*>(a[9]));
}
void call_spgen_spmv_axt_uh_w16_h8_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_axt_uh_w16_h8_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t* const*>(a[2]),
      *static_cast<const std::int32_t* const*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]), *static_cast<float* const*>(a[5]),
      *static_cast<const float* const*>(a[6]), *static_cast<float* const*>(a[7]),
      *static_cast<const float*>(a[8]), *static_cast<const float*>(a[9]));
}
void call_spgen_spmv_axt_uh_w8_h4_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_axt_uh_w8_h4_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t* const*>(a[2]),
      *static_cast<const std::int32_t* const*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]), *static_cast<double* const*>(a[5]),
      *static_cast<const double* const*>(a[6]), *static_cast<double* const*>(a[7]),
      *static_cast<const double*>(a[8]), *static_cast<const double*>(a[9]));
}
void call_spgen_spmv_axt_uh_w8_h4_f64i64_avx512(void* const* a) {
  generated::spgen_spmv_axt_uh_w8_h4_f64i64_avx512(
      *static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]),
      *static_cast<const std::int64_t* const*>(a[2]),
      *static_cast<const std::int64_t* const*>(a[3]),
      *static_cast<const std::int64_t* const*>(a[4]), *static_cast<double* const*>(a[5]),
      *static_cast<const double* const*>(a[6]), *static_cast<double* const*>(a[7]),
      *static_cast<const double*>(a[8]), *static_cast<const double*>(a[9]));
}
void call_spgen_spmv_axt_uh_w8_h8_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_axt_uh_w8_h8_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t* const*>(a[2]),
      *static_cast<const std::int32_t* const*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]), *static_cast<double* const*>(a[5]),
      *static_cast<const double* const*>(a[6]), *static_cast<double* const*>(a[7]),
      *static_cast<const double*>(a[8]), *static_cast<const double*>(a[9]));
}
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
void call_spgen_spmv_ell_g0_f64i64_avx512(void* const* a) {
  generated::spgen_spmv_ell_g0_f64i64_avx512(
      *static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]),
      *static_cast<const std::int64_t*>(a[2]), *static_cast<const std::int64_t*>(a[3]),
      *static_cast<const std::int64_t* const*>(a[4]), *static_cast<const double* const*>(a[5]),
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
void call_spgen_spmv_pjds_b8_f64i64_avx512(void* const* a) {
  generated::spgen_spmv_pjds_b8_f64i64_avx512(
      *static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]),
      *static_cast<const std::int64_t*>(a[2]), *static_cast<const std::int64_t* const*>(a[3]),
      *static_cast<const std::int64_t* const*>(a[4]),
      *static_cast<const std::int64_t* const*>(a[5]), *static_cast<const double* const*>(a[6]),
      *static_cast<const std::int64_t* const*>(a[7]), *static_cast<const double* const*>(a[8]),
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
void call_spgen_spmv_sellp_c16_b16_g0_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b16_g0_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]), *static_cast<const float* const*>(a[8]),
      *static_cast<const std::int32_t* const*>(a[9]), *static_cast<const float* const*>(a[10]),
      *static_cast<float* const*>(a[11]), *static_cast<const float*>(a[12]),
      *static_cast<const float*>(a[13]));
}
void call_spgen_spmv_sellp_c16_b16_g1_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b16_g1_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]), *static_cast<const float* const*>(a[8]),
      *static_cast<const std::int32_t* const*>(a[9]), *static_cast<const float* const*>(a[10]),
      *static_cast<float* const*>(a[11]), *static_cast<const float*>(a[12]),
      *static_cast<const float*>(a[13]));
}
void call_spgen_spmv_sellp_c16_b8_g0_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b8_g0_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]), *static_cast<const double* const*>(a[8]),
      *static_cast<const std::int32_t* const*>(a[9]), *static_cast<const double* const*>(a[10]),
      *static_cast<double* const*>(a[11]), *static_cast<const double*>(a[12]),
      *static_cast<const double*>(a[13]));
}
void call_spgen_spmv_sellp_c16_b8_g1_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b8_g1_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]), *static_cast<const double* const*>(a[8]),
      *static_cast<const std::int32_t* const*>(a[9]), *static_cast<const double* const*>(a[10]),
      *static_cast<double* const*>(a[11]), *static_cast<const double*>(a[12]),
      *static_cast<const double*>(a[13]));
}

constexpr KernelParam kParams0[] = {
    {"k_vectors", "kv", 1},
};
constexpr KernelParam kParams1[] = {
    {"k_vectors", "kv", 1},
};
constexpr KernelParam kParams2[] = {
    {"k_vectors", "kv", 1},
};
constexpr KernelParam kParams3[] = {
    {"k_vectors", "kv", 1},
};
constexpr KernelParam kParams4[] = {
    {"k_vectors", "kv", 2},
};
constexpr KernelParam kParams5[] = {
    {"k_vectors", "kv", 2},
};
constexpr KernelParam kParams6[] = {
    {"k_vectors", "kv", 2},
};
constexpr KernelParam kParams7[] = {
    {"k_vectors", "kv", 2},
};
constexpr KernelParam kParams8[] = {
    {"k_vectors", "kv", 4},
};
constexpr KernelParam kParams9[] = {
    {"k_vectors", "kv", 4},
};
constexpr KernelParam kParams10[] = {
    {"k_vectors", "kv", 4},
};
constexpr KernelParam kParams11[] = {
    {"k_vectors", "kv", 4},
};
constexpr KernelParam kParams12[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 4},
    {"cols_per_lane", "cf", 1},
};
constexpr KernelParam kParams13[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 4},
    {"cols_per_lane", "cf", 1},
};
constexpr KernelParam kParams14[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 4},
    {"cols_per_lane", "cf", 4},
};
constexpr KernelParam kParams15[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 4},
    {"cols_per_lane", "cf", 4},
};
constexpr KernelParam kParams16[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
    {"cols_per_lane", "cf", 1},
};
constexpr KernelParam kParams17[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
    {"cols_per_lane", "cf", 1},
};
constexpr KernelParam kParams18[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
    {"cols_per_lane", "cf", 4},
};
constexpr KernelParam kParams19[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
    {"cols_per_lane", "cf", 4},
};
constexpr KernelParam kParams20[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
    {"cols_per_lane", "cf", 1},
};
constexpr KernelParam kParams21[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
    {"cols_per_lane", "cf", 1},
};
constexpr KernelParam kParams22[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
    {"cols_per_lane", "cf", 4},
};
constexpr KernelParam kParams23[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
    {"cols_per_lane", "cf", 4},
};
constexpr KernelParam kParams24[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
    {"cols_per_lane", "cf", 1},
};
constexpr KernelParam kParams25[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
    {"cols_per_lane", "cf", 1},
};
constexpr KernelParam kParams26[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
    {"cols_per_lane", "cf", 4},
};
constexpr KernelParam kParams27[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
    {"cols_per_lane", "cf", 4},
};
constexpr KernelParam kParams28[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
    {"cols_per_lane", "cf", 1},
};
constexpr KernelParam kParams29[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
    {"cols_per_lane", "cf", 1},
};
constexpr KernelParam kParams30[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
    {"cols_per_lane", "cf", 4},
};
constexpr KernelParam kParams31[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
    {"cols_per_lane", "cf", 4},
};
constexpr KernelParam kParams32[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
    {"cols_per_lane", "cf", 1},
};
constexpr KernelParam kParams33[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
    {"cols_per_lane", "cf", 1},
};
constexpr KernelParam kParams34[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
    {"cols_per_lane", "cf", 4},
};
constexpr KernelParam kParams35[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
    {"cols_per_lane", "cf", 4},
};
constexpr KernelParam kParams36[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
    {"cols_per_lane", "cf", 1},
};
constexpr KernelParam kParams37[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
    {"cols_per_lane", "cf", 1},
};
constexpr KernelParam kParams38[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
    {"cols_per_lane", "cf", 4},
};
constexpr KernelParam kParams39[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
    {"cols_per_lane", "cf", 4},
};
constexpr KernelParam kParams40[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
    {"cols_per_lane", "cf", 1},
};
constexpr KernelParam kParams41[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
    {"cols_per_lane", "cf", 1},
};
constexpr KernelParam kParams42[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
    {"cols_per_lane", "cf", 4},
};
constexpr KernelParam kParams43[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
    {"cols_per_lane", "cf", 4},
};
constexpr KernelParam kParams44[] = {
    {"brick", "w", 16},
};
constexpr KernelParam kParams45[] = {
    {"brick", "w", 32},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams46[] = {
    {"brick", "w", 32},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams47[] = {
    {"brick", "w", 32},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams48[] = {
    {"brick", "w", 32},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams49[] = {
    {"brick", "w", 8},
};
constexpr KernelParam kParams50[] = {
    {"brick", "w", 8},
};
constexpr KernelParam kParams51[] = {
    {"tile_half_width", "w", 16},
    {"tile_height", "h", 1},
};
constexpr KernelParam kParams52[] = {
    {"tile_half_width", "w", 32},
    {"block_size", "b", 1024},
};
constexpr KernelParam kParams53[] = {
    {"tile_half_width", "w", 32},
    {"block_size", "b", 1024},
};
constexpr KernelParam kParams54[] = {
    {"tile_half_width", "w", 32},
    {"block_size", "b", 512},
};
constexpr KernelParam kParams55[] = {
    {"tile_half_width", "w", 32},
    {"block_size", "b", 512},
};
constexpr KernelParam kParams56[] = {
    {"tile_half_width", "w", 32},
    {"block_size", "b", 512},
};
constexpr KernelParam kParams57[] = {
    {"tile_half_width", "w", 32},
    {"block_size", "b", 512},
};
constexpr KernelParam kParams58[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 1},
};
constexpr KernelParam kParams59[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 1},
};
constexpr KernelParam kParams60[] = {
    {"tile_half_width", "w", 16},
    {"tile_height", "h", 64},
};
constexpr KernelParam kParams61[] = {
    {"tile_half_width", "w", 16},
    {"tile_height", "h", 8},
};
constexpr KernelParam kParams62[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams63[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams64[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams65[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams66[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 8},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams67[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 8},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams68[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 8},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams69[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 8},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams70[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 64},
};
constexpr KernelParam kParams71[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 8},
};
constexpr KernelParam kParams72[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 8},
};
constexpr KernelParam kParams73[] = {
    {"tile_half_width", "w", 16},
    {"tile_height", "h", 1},
};
constexpr KernelParam kParams74[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 1},
    {"steps", "s", 2},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams75[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 1},
    {"steps", "s", 2},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams76[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 1},
    {"steps", "s", 2},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams77[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 1},
    {"steps", "s", 2},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams78[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 1},
};
constexpr KernelParam kParams79[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 1},
};
constexpr KernelParam kParams80[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 1},
    {"steps", "s", 2},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams81[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 1},
    {"steps", "s", 2},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams82[] = {
    {"tile_half_width", "w", 16},
    {"tile_height", "h", 4},
};
constexpr KernelParam kParams83[] = {
    {"tile_half_width", "w", 16},
    {"tile_height", "h", 8},
};
constexpr KernelParam kParams84[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"steps", "s", 1},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams85[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"steps", "s", 1},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams86[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"steps", "s", 1},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams87[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"steps", "s", 1},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams88[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 8},
    {"steps", "s", 1},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams89[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 8},
    {"steps", "s", 1},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams90[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 4},
};
constexpr KernelParam kParams91[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 4},
};
constexpr KernelParam kParams92[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 8},
};
constexpr KernelParam kParams97[] = {
    {"steps", "s", 16},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams98[] = {
    {"steps", "s", 16},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams99[] = {
    {"steps", "s", 4},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams100[] = {
    {"steps", "s", 4},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams101[] = {
    {"steps", "s", 8},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams102[] = {
    {"steps", "s", 8},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams103[] = {
    {"steps", "s", 8},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams104[] = {
    {"steps", "s", 8},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams105[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams106[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams107[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams108[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams109[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams110[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams111[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams112[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams113[] = {
    {"threads_per_row", "t", 16},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams114[] = {
    {"threads_per_row", "t", 16},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams115[] = {
    {"threads_per_row", "t", 16},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams116[] = {
    {"threads_per_row", "t", 16},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams117[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams118[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams119[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams120[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams121[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams122[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams123[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams124[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams125[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams126[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams127[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 4},
};
constexpr KernelParam kParams128[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 4},
};
constexpr KernelParam kParams129[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams130[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams131[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams132[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams133[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams134[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams135[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams136[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams137[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams138[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams139[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams140[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams141[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams142[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams143[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 2},
};
constexpr KernelParam kParams144[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 2},
};
constexpr KernelParam kParams145[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 4},
};
constexpr KernelParam kParams146[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 4},
};
constexpr KernelParam kParams147[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 8},
};
constexpr KernelParam kParams148[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 8},
};
constexpr KernelParam kParams149[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 2},
};
constexpr KernelParam kParams150[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 2},
};
constexpr KernelParam kParams151[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 4},
};
constexpr KernelParam kParams152[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 4},
};
constexpr KernelParam kParams153[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 4},
};
constexpr KernelParam kParams154[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 4},
};
constexpr KernelParam kParams155[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 8},
};
constexpr KernelParam kParams156[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 8},
};
constexpr KernelParam kParams157[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams158[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams159[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams160[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams161[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams162[] = {
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams163[] = {
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams164[] = {
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams165[] = {
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams166[] = {
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams167[] = {
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams168[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams169[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams170[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams171[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams172[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams173[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams174[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams175[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams176[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams177[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams178[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams179[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams180[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams181[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams182[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams183[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams184[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams185[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams186[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams187[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams188[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams189[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams190[] = {
    {"steps", "s", 16},
};
constexpr KernelParam kParams191[] = {
    {"steps", "s", 16},
};
constexpr KernelParam kParams192[] = {
    {"steps", "s", 4},
};
constexpr KernelParam kParams193[] = {
    {"steps", "s", 4},
};
constexpr KernelParam kParams194[] = {
    {"steps", "s", 8},
};
constexpr KernelParam kParams195[] = {
    {"steps", "s", 8},
};
constexpr KernelParam kParams196[] = {
    {"steps", "s", 8},
};
constexpr KernelParam kParams197[] = {
    {"steps", "s", 8},
};
constexpr KernelParam kParams198[] = {
    {"block_rows", "b", 16},
};
constexpr KernelParam kParams199[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams200[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams201[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams202[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams203[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams204[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams205[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 4},
};
constexpr KernelParam kParams206[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 4},
};
constexpr KernelParam kParams207[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams208[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams209[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams210[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams211[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams212[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams213[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams214[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams215[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams216[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams217[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams218[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams219[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams220[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams221[] = {
    {"block_rows", "b", 8},
};
constexpr KernelParam kParams222[] = {
    {"block_rows", "b", 8},
};
constexpr KernelParam kParams223[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 2},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams224[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 2},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams225[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 4},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams226[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 4},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams227[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 8},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams228[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 8},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams229[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 2},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams230[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 2},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams231[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 4},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams232[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 4},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams233[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 8},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams234[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 8},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams235[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 2},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams236[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 2},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams237[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 4},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams238[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 4},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams239[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 4},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams240[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 4},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams241[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 8},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams242[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 8},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams243[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 2},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams244[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 2},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams245[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 4},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams246[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 4},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams247[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 8},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams248[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 8},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams249[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 2},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams250[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 2},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams251[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 4},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams252[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 4},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams253[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 4},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams254[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 4},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams255[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 8},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams256[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 8},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams257[] = {
    {"slice_height", "b", 16},
    {"gather", "g", 0},
};
constexpr KernelParam kParams258[] = {
    {"slice_height", "b", 16},
    {"gather", "g", 1},
};
constexpr KernelParam kParams259[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams260[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams261[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams262[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams263[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams264[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams265[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams266[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams267[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams268[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams269[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams270[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams271[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams272[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams273[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams274[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams275[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams276[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams277[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams278[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams279[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams280[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams281[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams282[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams283[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams284[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams285[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams286[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams287[] = {
    {"slice_height", "b", 8},
    {"gather", "g", 0},
};
constexpr KernelParam kParams288[] = {
    {"slice_height", "b", 8},
    {"gather", "g", 1},
};
constexpr KernelParam kParams289[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams290[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams291[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams292[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams293[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams294[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams295[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams296[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams297[] = {
    {"slice_height", "b", 16},
    {"gather", "g", 0},
};
constexpr KernelParam kParams298[] = {
    {"slice_height", "b", 16},
    {"gather", "g", 1},
};
constexpr KernelParam kParams299[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 1},
    {"rows_per_thread", "r", 1},
};
constexpr KernelParam kParams300[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 1},
    {"rows_per_thread", "r", 1},
};
constexpr KernelParam kParams301[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 2},
    {"rows_per_thread", "r", 1},
};
constexpr KernelParam kParams302[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 2},
    {"rows_per_thread", "r", 1},
};
constexpr KernelParam kParams303[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
    {"rows_per_thread", "r", 1},
};
constexpr KernelParam kParams304[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
    {"rows_per_thread", "r", 1},
};
constexpr KernelParam kParams305[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
    {"rows_per_thread", "r", 2},
};
constexpr KernelParam kParams306[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
    {"rows_per_thread", "r", 2},
};
constexpr KernelParam kParams307[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
    {"rows_per_thread", "r", 1},
};
constexpr KernelParam kParams308[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
    {"rows_per_thread", "r", 1},
};
constexpr KernelParam kParams309[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
    {"rows_per_thread", "r", 2},
};
constexpr KernelParam kParams310[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
    {"rows_per_thread", "r", 2},
};
constexpr KernelParam kParams311[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 4},
    {"rows_per_thread", "r", 2},
};
constexpr KernelParam kParams312[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 4},
    {"rows_per_thread", "r", 2},
};
constexpr KernelParam kParams313[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
    {"rows_per_thread", "r", 1},
};
constexpr KernelParam kParams314[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
    {"rows_per_thread", "r", 1},
};
constexpr KernelParam kParams315[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
    {"rows_per_thread", "r", 2},
};
constexpr KernelParam kParams316[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
    {"rows_per_thread", "r", 2},
};
constexpr KernelParam kParams317[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
    {"rows_per_thread", "r", 1},
};
constexpr KernelParam kParams318[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
    {"rows_per_thread", "r", 1},
};
constexpr KernelParam kParams319[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
    {"rows_per_thread", "r", 2},
};
constexpr KernelParam kParams320[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
    {"rows_per_thread", "r", 2},
};
constexpr KernelParam kParams321[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 4},
    {"rows_per_thread", "r", 2},
};
constexpr KernelParam kParams322[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 4},
    {"rows_per_thread", "r", 2},
};
constexpr KernelParam kParams323[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
    {"rows_per_thread", "r", 1},
};
constexpr KernelParam kParams324[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
    {"rows_per_thread", "r", 1},
};
constexpr KernelParam kParams325[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
    {"rows_per_thread", "r", 2},
};
constexpr KernelParam kParams326[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
    {"rows_per_thread", "r", 2},
};
constexpr KernelParam kParams327[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
    {"rows_per_thread", "r", 1},
};
constexpr KernelParam kParams328[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
    {"rows_per_thread", "r", 1},
};
constexpr KernelParam kParams329[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
    {"rows_per_thread", "r", 2},
};
constexpr KernelParam kParams330[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
    {"rows_per_thread", "r", 2},
};
constexpr KernelParam kParams331[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 4},
    {"rows_per_thread", "r", 2},
};
constexpr KernelParam kParams332[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 4},
    {"rows_per_thread", "r", 2},
};
constexpr KernelParam kParams333[] = {
    {"slice_height", "b", 8},
    {"gather", "g", 0},
};
constexpr KernelParam kParams334[] = {
    {"slice_height", "b", 8},
    {"gather", "g", 1},
};

// Sorted by name: find_kernel() binary-searches it.
const KernelEntry kEntries[] = {
    {"spgen_spmm_csr_kv1_f32i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams0, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv1_f32i32_avx512, "avx512/spgen_spmm_csr_kv1_f32i32_avx512.cpp",
     0x8bcd6fdc339857ccULL},
    {"spgen_spmm_csr_kv1_f32i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams1, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv1_f32i64_avx512, "avx512/spgen_spmm_csr_kv1_f32i64_avx512.cpp",
     0xe41f2af681deab06ULL},
    {"spgen_spmm_csr_kv1_f64i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams2, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv1_f64i32_avx512, "avx512/spgen_spmm_csr_kv1_f64i32_avx512.cpp",
     0x030496d5a8beba9aULL},
    {"spgen_spmm_csr_kv1_f64i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams3, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv1_f64i64_avx512, "avx512/spgen_spmm_csr_kv1_f64i64_avx512.cpp",
     0x034a8e42b3134841ULL},
    {"spgen_spmm_csr_kv2_f32i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams4, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv2_f32i32_avx512, "avx512/spgen_spmm_csr_kv2_f32i32_avx512.cpp",
     0xf2b963579374cc2bULL},
    {"spgen_spmm_csr_kv2_f32i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams5, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv2_f32i64_avx512, "avx512/spgen_spmm_csr_kv2_f32i64_avx512.cpp",
     0x20236b5084b46b57ULL},
    {"spgen_spmm_csr_kv2_f64i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams6, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv2_f64i32_avx512, "avx512/spgen_spmm_csr_kv2_f64i32_avx512.cpp",
     0x346ac4ef168b874eULL},
    {"spgen_spmm_csr_kv2_f64i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams7, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv2_f64i64_avx512, "avx512/spgen_spmm_csr_kv2_f64i64_avx512.cpp",
     0xfc61bf40940e0bbcULL},
    {"spgen_spmm_csr_kv4_f32i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams8, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv4_f32i32_avx512, "avx512/spgen_spmm_csr_kv4_f32i32_avx512.cpp",
     0xc2b3d5fca7299e02ULL},
    {"spgen_spmm_csr_kv4_f32i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams9, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv4_f32i64_avx512, "avx512/spgen_spmm_csr_kv4_f32i64_avx512.cpp",
     0x804ea6b245c4b4faULL},
    {"spgen_spmm_csr_kv4_f64i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams10, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv4_f64i32_avx512, "avx512/spgen_spmm_csr_kv4_f64i32_avx512.cpp",
     0xfc4a8ff9159e5e24ULL},
    {"spgen_spmm_csr_kv4_f64i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams11, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv4_f64i64_avx512, "avx512/spgen_spmm_csr_kv4_f64i64_avx512.cpp",
     0xd2402a97831ac596ULL},
    {"spgen_spmm_csr_t32_r4_cf1_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams12, 3, 128, 4, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r4_cf1_f32i32_cuda.cu", 0xb35c4b88ff5df3c8ULL},
    {"spgen_spmm_csr_t32_r4_cf1_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams13, 3, 128, 4, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r4_cf1_f64i32_cuda.cu", 0x002c60e5718e030eULL},
    {"spgen_spmm_csr_t32_r4_cf4_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams14, 3, 128, 4, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r4_cf4_f32i32_cuda.cu", 0x59f2026eeea117b9ULL},
    {"spgen_spmm_csr_t32_r4_cf4_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams15, 3, 128, 4, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r4_cf4_f64i32_cuda.cu", 0xb74445498a027781ULL},
    {"spgen_spmm_csr_t32_r8_cf1_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams16, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf1_f32i32_cuda.cu", 0x82cb24c2885bfe52ULL},
    {"spgen_spmm_csr_t32_r8_cf1_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams17, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf1_f64i32_cuda.cu", 0x1360bc941a8e0b74ULL},
    {"spgen_spmm_csr_t32_r8_cf4_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams18, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf4_f32i32_cuda.cu", 0xe967546cfe449f85ULL},
    {"spgen_spmm_csr_t32_r8_cf4_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams19, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf4_f64i32_cuda.cu", 0x953862c66a3316baULL},
    {"spgen_spmm_csr_t8_r16_cf1_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams20, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf1_f32i32_cuda.cu", 0xc5dbb2ffaff5e1feULL},
    {"spgen_spmm_csr_t8_r16_cf1_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams21, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf1_f64i32_cuda.cu", 0xc6a46d0ba8380300ULL},
    {"spgen_spmm_csr_t8_r16_cf4_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams22, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf4_f32i32_cuda.cu", 0x0d07c45e5e3d68bcULL},
    {"spgen_spmm_csr_t8_r16_cf4_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams23, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf4_f64i32_cuda.cu", 0xb23d6994221a9aefULL},
    {"spgen_spmm_csr_t8_r32_cf1_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams24, 3, 256, 32, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r32_cf1_f32i32_cuda.cu", 0xe89a4dcc1f634193ULL},
    {"spgen_spmm_csr_t8_r32_cf1_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams25, 3, 256, 32, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r32_cf1_f64i32_cuda.cu", 0x4e093d37066baafeULL},
    {"spgen_spmm_csr_t8_r32_cf4_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams26, 3, 256, 32, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r32_cf4_f32i32_cuda.cu", 0x660171879afbfd19ULL},
    {"spgen_spmm_csr_t8_r32_cf4_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams27, 3, 256, 32, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r32_cf4_f64i32_cuda.cu", 0x95cbd8e20ae8c762ULL},
    {"spgen_spmm_sellp_b32_t8_u1_cf1_f32i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams28, 4, 256, 32, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b32_t8_u1_cf1_f32i32_cuda.cu", 0xf7f3179587cec321ULL},
    {"spgen_spmm_sellp_b32_t8_u1_cf1_f64i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams29, 4, 256, 32, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b32_t8_u1_cf1_f64i32_cuda.cu", 0x5c6f40e63244a3b1ULL},
    {"spgen_spmm_sellp_b32_t8_u1_cf4_f32i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams30, 4, 256, 32, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b32_t8_u1_cf4_f32i32_cuda.cu", 0x6c11aa50b6605cc7ULL},
    {"spgen_spmm_sellp_b32_t8_u1_cf4_f64i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams31, 4, 256, 32, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b32_t8_u1_cf4_f64i32_cuda.cu", 0xe9a2f0f2373bad07ULL},
    {"spgen_spmm_sellp_b32_t8_u2_cf1_f32i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams32, 4, 256, 32, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b32_t8_u2_cf1_f32i32_cuda.cu", 0xc5c3e8629dbd4d69ULL},
    {"spgen_spmm_sellp_b32_t8_u2_cf1_f64i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams33, 4, 256, 32, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b32_t8_u2_cf1_f64i32_cuda.cu", 0x17be3e407e87afb9ULL},
    {"spgen_spmm_sellp_b32_t8_u2_cf4_f32i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams34, 4, 256, 32, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b32_t8_u2_cf4_f32i32_cuda.cu", 0xf86fb2b4f480bdc6ULL},
    {"spgen_spmm_sellp_b32_t8_u2_cf4_f64i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams35, 4, 256, 32, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b32_t8_u2_cf4_f64i32_cuda.cu", 0xae10c75468619450ULL},
    {"spgen_spmm_sellp_b8_t8_u1_cf1_f32i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams36, 4, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u1_cf1_f32i32_cuda.cu", 0x2ae6a71473bfc9f5ULL},
    {"spgen_spmm_sellp_b8_t8_u1_cf1_f64i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams37, 4, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u1_cf1_f64i32_cuda.cu", 0x790ea290a776e112ULL},
    {"spgen_spmm_sellp_b8_t8_u1_cf4_f32i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams38, 4, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u1_cf4_f32i32_cuda.cu", 0x3722bef38df8bfbfULL},
    {"spgen_spmm_sellp_b8_t8_u1_cf4_f64i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams39, 4, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u1_cf4_f64i32_cuda.cu", 0x5dc17cab964fd4beULL},
    {"spgen_spmm_sellp_b8_t8_u2_cf1_f32i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams40, 4, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u2_cf1_f32i32_cuda.cu", 0x8a23c410b8e91942ULL},
    {"spgen_spmm_sellp_b8_t8_u2_cf1_f64i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams41, 4, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u2_cf1_f64i32_cuda.cu", 0xbd4760368369ce4fULL},
    {"spgen_spmm_sellp_b8_t8_u2_cf4_f32i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams42, 4, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u2_cf4_f32i32_cuda.cu", 0xcd8893124089a91fULL},
    {"spgen_spmm_sellp_b8_t8_u2_cf4_f64i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams43, 4, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u2_cf4_f64i32_cuda.cu", 0x0e695a90bc2f1c5fULL},
    {"spgen_spmv_axc_w16_f32i32_avx512", Op::spmv, "axc", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams44, 1, 0, 0, kArgs_axc_avx512, 9,
     &call_spgen_spmv_axc_w16_f32i32_avx512, "avx512/spgen_spmv_axc_w16_f32i32_avx512.cpp",
     0x766ad5a8959e4936ULL},
    {"spgen_spmv_axc_w32_r8_f32i32_cuda", Op::spmv, "axc", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams45, 2, 256, 8, kArgs_axc_cuda, 8, nullptr,
     "cuda/spgen_spmv_axc_w32_r8_f32i32_cuda.cu", 0x4c981994dcab9cdbULL},
    {"spgen_spmv_axc_w32_r8_f32i64_cuda", Op::spmv, "axc", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams46, 2, 256, 8, kArgs_axc_cuda, 8, nullptr,
     "cuda/spgen_spmv_axc_w32_r8_f32i64_cuda.cu", 0x64cf94238dfe6c38ULL},
    {"spgen_spmv_axc_w32_r8_f64i32_cuda", Op::spmv, "axc", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams47, 2, 256, 8, kArgs_axc_cuda, 8, nullptr,
     "cuda/spgen_spmv_axc_w32_r8_f64i32_cuda.cu", 0xac7adf8c5d80ca2eULL},
    {"spgen_spmv_axc_w32_r8_f64i64_cuda", Op::spmv, "axc", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams48, 2, 256, 8, kArgs_axc_cuda, 8, nullptr,
     "cuda/spgen_spmv_axc_w32_r8_f64i64_cuda.cu", 0x7b9e27d6f2551cd3ULL},
    {"spgen_spmv_axc_w8_f64i32_avx512", Op::spmv, "axc", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams49, 1, 0, 0, kArgs_axc_avx512, 9, &call_spgen_spmv_axc_w8_f64i32_avx512,
     "avx512/spgen_spmv_axc_w8_f64i32_avx512.cpp", 0xcdacea8c2ed505d5ULL},
    {"spgen_spmv_axc_w8_f64i64_avx512", Op::spmv, "axc", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams50, 1, 0, 0, kArgs_axc_avx512, 9, &call_spgen_spmv_axc_w8_f64i64_avx512,
     "avx512/spgen_spmv_axc_w8_f64i64_avx512.cpp", 0x8275feaf6f6eebd9ULL},
    {"spgen_spmv_axt_ch1_w16_h1_f32i32_avx512", Op::spmv, "axt_ch1", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams51, 2, 0, 0, kArgs_axt_ch1_avx512, 11,
     &call_spgen_spmv_axt_ch1_w16_h1_f32i32_avx512,
     "avx512/spgen_spmv_axt_ch1_w16_h1_f32i32_avx512.cpp", 0x6cb718c2d0a46f65ULL},
    {"spgen_spmv_axt_ch1_w32_b1024_f32i32_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams52, 2, 1024, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b1024_f32i32_cuda.cu", 0xd83e9be57dc1b1d5ULL},
    {"spgen_spmv_axt_ch1_w32_b1024_f64i32_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams53, 2, 1024, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b1024_f64i32_cuda.cu", 0xf895a91b0a361d59ULL},
    {"spgen_spmv_axt_ch1_w32_b512_f32i32_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams54, 2, 512, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b512_f32i32_cuda.cu", 0x8c8adf78b39dd16dULL},
    {"spgen_spmv_axt_ch1_w32_b512_f32i64_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams55, 2, 512, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b512_f32i64_cuda.cu", 0x333860bdeb078ff7ULL},
    {"spgen_spmv_axt_ch1_w32_b512_f64i32_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams56, 2, 512, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b512_f64i32_cuda.cu", 0x996c00d5aa61adffULL},
    {"spgen_spmv_axt_ch1_w32_b512_f64i64_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams57, 2, 512, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b512_f64i64_cuda.cu", 0xd5efeef27c761f1bULL},
    {"spgen_spmv_axt_ch1_w8_h1_f64i32_avx512", Op::spmv, "axt_ch1", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams58, 2, 0, 0, kArgs_axt_ch1_avx512, 11,
     &call_spgen_spmv_axt_ch1_w8_h1_f64i32_avx512,
     "avx512/spgen_spmv_axt_ch1_w8_h1_f64i32_avx512.cpp", 0xf98cda47ab7664ccULL},
    {"spgen_spmv_axt_ch1_w8_h1_f64i64_avx512", Op::spmv, "axt_ch1", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams59, 2, 0, 0, kArgs_axt_ch1_avx512, 11,
     &call_spgen_spmv_axt_ch1_w8_h1_f64i64_avx512,
     "avx512/spgen_spmv_axt_ch1_w8_h1_f64i64_avx512.cpp", 0xf43c00271bfa5364ULL},
    {"spgen_spmv_axt_ch_w16_h64_f32i32_avx512", Op::spmv, "axt_ch", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams60, 2, 0, 0, kArgs_axt_ch_avx512, 11,
     &call_spgen_spmv_axt_ch_w16_h64_f32i32_avx512,
     "avx512/spgen_spmv_axt_ch_w16_h64_f32i32_avx512.cpp", 0xa710bd0024571ed8ULL},
    {"spgen_spmv_axt_ch_w16_h8_f32i32_avx512", Op::spmv, "axt_ch", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams61, 2, 0, 0, kArgs_axt_ch_avx512, 11,
     &call_spgen_spmv_axt_ch_w16_h8_f32i32_avx512,
     "avx512/spgen_spmv_axt_ch_w16_h8_f32i32_avx512.cpp", 0xe8da930d35c79451ULL},
    {"spgen_spmv_axt_ch_w32_h4_r8_f32i32_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams62, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h4_r8_f32i32_cuda.cu", 0xd1b1a4b43c0e3453ULL},
    {"spgen_spmv_axt_ch_w32_h4_r8_f32i64_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams63, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h4_r8_f32i64_cuda.cu", 0x0506c28861f5a121ULL},
    {"spgen_spmv_axt_ch_w32_h4_r8_f64i32_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams64, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h4_r8_f64i32_cuda.cu", 0xda22499560582aebULL},
    {"spgen_spmv_axt_ch_w32_h4_r8_f64i64_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams65, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h4_r8_f64i64_cuda.cu", 0x2f47c115134be315ULL},
    {"spgen_spmv_axt_ch_w32_h8_r8_f32i32_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams66, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h8_r8_f32i32_cuda.cu", 0x22b03201758e9b1fULL},
    {"spgen_spmv_axt_ch_w32_h8_r8_f32i64_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams67, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h8_r8_f32i64_cuda.cu", 0x9b5575bd8d5a44b3ULL},
    {"spgen_spmv_axt_ch_w32_h8_r8_f64i32_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams68, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h8_r8_f64i32_cuda.cu", 0xe0405b4c717b63c5ULL},
    {"spgen_spmv_axt_ch_w32_h8_r8_f64i64_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams69, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h8_r8_f64i64_cuda.cu", 0xd3d353ba3a5d600cULL},
    {"spgen_spmv_axt_ch_w8_h64_f64i32_avx512", Op::spmv, "axt_ch", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams70, 2, 0, 0, kArgs_axt_ch_avx512, 11,
     &call_spgen_spmv_axt_ch_w8_h64_f64i32_avx512,
     "avx512/spgen_spmv_axt_ch_w8_h64_f64i32_avx512.cpp", 0x746a219f8df97e5cULL},
    {"spgen_spmv_axt_ch_w8_h8_f64i32_avx512", Op::spmv, "axt_ch", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams71, 2, 0, 0, kArgs_axt_ch_avx512, 11,
     &call_spgen_spmv_axt_ch_w8_h8_f64i32_avx512,
     "avx512/spgen_spmv_axt_ch_w8_h8_f64i32_avx512.cpp", 0x89ec3808391c4e57ULL},
    {"spgen_spmv_axt_ch_w8_h8_f64i64_avx512", Op::spmv, "axt_ch", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams72, 2, 0, 0, kArgs_axt_ch_avx512, 11,
     &call_spgen_spmv_axt_ch_w8_h8_f64i64_avx512,
     "avx512/spgen_spmv_axt_ch_w8_h8_f64i64_avx512.cpp", 0x1166d331ea964973ULL},
    {"spgen_spmv_axt_uh1_w16_h1_f32i32_avx512", Op::spmv, "axt_uh1", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams73, 2, 0, 0, kArgs_axt_uh1_avx512, 10,
     &call_spgen_spmv_axt_uh1_w16_h1_f32i32_avx512,
     "avx512/spgen_spmv_axt_uh1_w16_h1_f32i32_avx512.cpp", 0x07f2b5cab07e5aafULL},
    {"spgen_spmv_axt_uh1_w32_h1_s2_r8_f32i32_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams74, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w32_h1_s2_r8_f32i32_cuda.cu", 0xb57710ec9ff83c3dULL},
    {"spgen_spmv_axt_uh1_w32_h1_s2_r8_f32i64_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams75, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w32_h1_s2_r8_f32i64_cuda.cu", 0xc52f8bcdab57c3beULL},
    {"spgen_spmv_axt_uh1_w32_h1_s2_r8_f64i32_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams76, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w32_h1_s2_r8_f64i32_cuda.cu", 0x41d3f37c4e734825ULL},
    {"spgen_spmv_axt_uh1_w32_h1_s2_r8_f64i64_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams77, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w32_h1_s2_r8_f64i64_cuda.cu", 0xcb1b4cd46033c74fULL},
    {"spgen_spmv_axt_uh1_w8_h1_f64i32_avx512", Op::spmv, "axt_uh1", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams78, 2, 0, 0, kArgs_axt_uh1_avx512, 10,
     &call_spgen_spmv_axt_uh1_w8_h1_f64i32_avx512,
     "avx512/spgen_spmv_axt_uh1_w8_h1_f64i32_avx512.cpp", 0x9ff34084fe57213fULL},
    {"spgen_spmv_axt_uh1_w8_h1_f64i64_avx512", Op::spmv, "axt_uh1", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams79, 2, 0, 0, kArgs_axt_uh1_avx512, 10,
     &call_spgen_spmv_axt_uh1_w8_h1_f64i64_avx512,
     "avx512/spgen_spmv_axt_uh1_w8_h1_f64i64_avx512.cpp", 0xd2ee39bbee0f0e29ULL},
    {"spgen_spmv_axt_uh1_w8_h1_s2_r8_f32i32_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams80, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w8_h1_s2_r8_f32i32_cuda.cu", 0xe129949962e43cbbULL},
    {"spgen_spmv_axt_uh1_w8_h1_s2_r8_f64i32_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams81, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w8_h1_s2_r8_f64i32_cuda.cu", 0x7230a05f240dd5efULL},
    {"spgen_spmv_axt_uh_w16_h4_f32i32_avx512", Op::spmv, "axt_uh", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams82, 2, 0, 0, kArgs_axt_uh_avx512, 10,
     &call_spgen_spmv_axt_uh_w16_h4_f32i32_avx512,
     "avx512/spgen_spmv_axt_uh_w16_h4_f32i32_avx512.cpp", 0x8609ad9996131017ULL},
    {"spgen_spmv_axt_uh_w16_h8_f32i32_avx512", Op::spmv, "axt_uh", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams83, 2, 0, 0, kArgs_axt_uh_avx512, 10,
     &call_spgen_spmv_axt_uh_w16_h8_f32i32_avx512,
     "avx512/spgen_spmv_axt_uh_w16_h8_f32i32_avx512.cpp", 0x5778412be7fcddf4ULL},
    {"spgen_spmv_axt_uh_w32_h4_s1_r8_f32i32_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams84, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h4_s1_r8_f32i32_cuda.cu", 0x7d0c37b18b3fd8a9ULL},
    {"spgen_spmv_axt_uh_w32_h4_s1_r8_f32i64_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams85, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h4_s1_r8_f32i64_cuda.cu", 0x0f9f424b81ed5c63ULL},
    {"spgen_spmv_axt_uh_w32_h4_s1_r8_f64i32_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams86, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h4_s1_r8_f64i32_cuda.cu", 0x4b292c7828d033fbULL},
    {"spgen_spmv_axt_uh_w32_h4_s1_r8_f64i64_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams87, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h4_s1_r8_f64i64_cuda.cu", 0xc9adac902cd99aeeULL},
    {"spgen_spmv_axt_uh_w32_h8_s1_r8_f32i32_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams88, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h8_s1_r8_f32i32_cuda.cu", 0x48e2eabc92927a44ULL},
    {"spgen_spmv_axt_uh_w32_h8_s1_r8_f64i32_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams89, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h8_s1_r8_f64i32_cuda.cu", 0x2123667051e8fa7dULL},
    {"spgen_spmv_axt_uh_w8_h4_f64i32_avx512", Op::spmv, "axt_uh", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams90, 2, 0, 0, kArgs_axt_uh_avx512, 10,
     &call_spgen_spmv_axt_uh_w8_h4_f64i32_avx512,
     "avx512/spgen_spmv_axt_uh_w8_h4_f64i32_avx512.cpp", 0x5f7d52e0a5a877ecULL},
    {"spgen_spmv_axt_uh_w8_h4_f64i64_avx512", Op::spmv, "axt_uh", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams91, 2, 0, 0, kArgs_axt_uh_avx512, 10,
     &call_spgen_spmv_axt_uh_w8_h4_f64i64_avx512,
     "avx512/spgen_spmv_axt_uh_w8_h4_f64i64_avx512.cpp", 0x3f3c1cb22915505cULL},
    {"spgen_spmv_axt_uh_w8_h8_f64i32_avx512", Op::spmv, "axt_uh", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams92, 2, 0, 0, kArgs_axt_uh_avx512, 10,
     &call_spgen_spmv_axt_uh_w8_h8_f64i32_avx512,
     "avx512/spgen_spmv_axt_uh_w8_h8_f64i32_avx512.cpp", 0x209e53197d5df3c8ULL},
    {"spgen_spmv_coo_f32i32_avx512", Op::spmv, "coo", Backend::avx512, ValueType::f32,
     IndexType::i32, nullptr, 0, 0, 0, kArgs_coo_avx512, 10, &call_spgen_spmv_coo_f32i32_avx512,
     "avx512/spgen_spmv_coo_f32i32_avx512.cpp", 0x4bf074d2220767feULL},
    {"spgen_spmv_coo_f32i64_avx512", Op::spmv, "coo", Backend::avx512, ValueType::f32,
     IndexType::i64, nullptr, 0, 0, 0, kArgs_coo_avx512, 10, &call_spgen_spmv_coo_f32i64_avx512,
     "avx512/spgen_spmv_coo_f32i64_avx512.cpp", 0x55d0ace806670aa6ULL},
    {"spgen_spmv_coo_f64i32_avx512", Op::spmv, "coo", Backend::avx512, ValueType::f64,
     IndexType::i32, nullptr, 0, 0, 0, kArgs_coo_avx512, 10, &call_spgen_spmv_coo_f64i32_avx512,
     "avx512/spgen_spmv_coo_f64i32_avx512.cpp", 0xc4eb095917827af6ULL},
    {"spgen_spmv_coo_f64i64_avx512", Op::spmv, "coo", Backend::avx512, ValueType::f64,
     IndexType::i64, nullptr, 0, 0, 0, kArgs_coo_avx512, 10, &call_spgen_spmv_coo_f64i64_avx512,
     "avx512/spgen_spmv_coo_f64i64_avx512.cpp", 0xf04be06c844eb35fULL},
    {"spgen_spmv_coo_s16_w8_f32i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams97, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s16_w8_f32i32_cuda.cu", 0x1790f2651407eaeeULL},
    {"spgen_spmv_coo_s16_w8_f64i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams98, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s16_w8_f64i32_cuda.cu", 0xbe13c006a872f78dULL},
    {"spgen_spmv_coo_s4_w8_f32i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams99, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s4_w8_f32i32_cuda.cu", 0xbc11146b0af32ee7ULL},
    {"spgen_spmv_coo_s4_w8_f64i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams100, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s4_w8_f64i32_cuda.cu", 0x6aad5428a4002d45ULL},
    {"spgen_spmv_coo_s8_w8_f32i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams101, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s8_w8_f32i32_cuda.cu", 0xa68feee905b0ea1dULL},
    {"spgen_spmv_coo_s8_w8_f32i64_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams102, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s8_w8_f32i64_cuda.cu", 0x0c0ddbcfcc65930fULL},
    {"spgen_spmv_coo_s8_w8_f64i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams103, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s8_w8_f64i32_cuda.cu", 0x67498b4f216269e9ULL},
    {"spgen_spmv_coo_s8_w8_f64i64_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams104, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s8_w8_f64i64_cuda.cu", 0xe7d060a36b18a1e9ULL},
    {"spgen_spmv_csr_g0_f32i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams105, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g0_f32i32_avx512, "avx512/spgen_spmv_csr_g0_f32i32_avx512.cpp",
     0xe2563a77f34f7976ULL},
    {"spgen_spmv_csr_g0_f32i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams106, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g0_f32i64_avx512, "avx512/spgen_spmv_csr_g0_f32i64_avx512.cpp",
     0x4029b81514b8fbc9ULL},
    {"spgen_spmv_csr_g0_f64i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams107, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g0_f64i32_avx512, "avx512/spgen_spmv_csr_g0_f64i32_avx512.cpp",
     0x0d04e5e4074bc1d4ULL},
    {"spgen_spmv_csr_g0_f64i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams108, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g0_f64i64_avx512, "avx512/spgen_spmv_csr_g0_f64i64_avx512.cpp",
     0x05d577fdffcccb92ULL},
    {"spgen_spmv_csr_g1_f32i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams109, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g1_f32i32_avx512, "avx512/spgen_spmv_csr_g1_f32i32_avx512.cpp",
     0xcf119a971a15196fULL},
    {"spgen_spmv_csr_g1_f32i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams110, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g1_f32i64_avx512, "avx512/spgen_spmv_csr_g1_f32i64_avx512.cpp",
     0x8e125ccf730ec239ULL},
    {"spgen_spmv_csr_g1_f64i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams111, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g1_f64i32_avx512, "avx512/spgen_spmv_csr_g1_f64i32_avx512.cpp",
     0xdea5d2e61eafc2b4ULL},
    {"spgen_spmv_csr_g1_f64i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams112, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g1_f64i64_avx512, "avx512/spgen_spmv_csr_g1_f64i64_avx512.cpp",
     0xf5772102badf6aa7ULL},
    {"spgen_spmv_csr_t16_r16_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams113, 2, 256, 16, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t16_r16_f32i32_cuda.cu", 0x64284b01608799feULL},
    {"spgen_spmv_csr_t16_r16_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams114, 2, 256, 16, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t16_r16_f64i32_cuda.cu", 0x46b299ee1f3b9d88ULL},
    {"spgen_spmv_csr_t16_r8_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams115, 2, 128, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t16_r8_f32i32_cuda.cu", 0x5d456e33d2c4e274ULL},
    {"spgen_spmv_csr_t16_r8_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams116, 2, 128, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t16_r8_f64i32_cuda.cu", 0x352a668ae307c97fULL},
    {"spgen_spmv_csr_t1_r128_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams117, 2, 128, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r128_f32i32_cuda.cu", 0x525cc09093bc2494ULL},
    {"spgen_spmv_csr_t1_r128_f32i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams118, 2, 128, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r128_f32i64_cuda.cu", 0x179c2bd9dba43963ULL},
    {"spgen_spmv_csr_t1_r128_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams119, 2, 128, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r128_f64i32_cuda.cu", 0x31a98efb080b95b4ULL},
    {"spgen_spmv_csr_t1_r128_f64i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams120, 2, 128, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r128_f64i64_cuda.cu", 0xfa6e71eeb4d9a3d3ULL},
    {"spgen_spmv_csr_t1_r256_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams121, 2, 256, 256, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r256_f32i32_cuda.cu", 0xacb2e5344e94270fULL},
    {"spgen_spmv_csr_t1_r256_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams122, 2, 256, 256, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r256_f64i32_cuda.cu", 0x3f8dd3618256bb7eULL},
    {"spgen_spmv_csr_t2_r128_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams123, 2, 256, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t2_r128_f32i32_cuda.cu", 0x47592b1dc2fe149cULL},
    {"spgen_spmv_csr_t2_r128_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams124, 2, 256, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t2_r128_f64i32_cuda.cu", 0xd5d4078084835601ULL},
    {"spgen_spmv_csr_t2_r64_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams125, 2, 128, 64, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t2_r64_f32i32_cuda.cu", 0xa598c14c8ea8f2c9ULL},
    {"spgen_spmv_csr_t2_r64_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams126, 2, 128, 64, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t2_r64_f64i32_cuda.cu", 0x9a4e2709d40ca25cULL},
    {"spgen_spmv_csr_t32_r4_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams127, 2, 128, 4, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r4_f32i32_cuda.cu", 0x9f7003aa376058ceULL},
    {"spgen_spmv_csr_t32_r4_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams128, 2, 128, 4, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r4_f64i32_cuda.cu", 0xbf427e1c18f8003bULL},
    {"spgen_spmv_csr_t32_r8_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams129, 2, 256, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r8_f32i32_cuda.cu", 0x6f2e8594f26380afULL},
    {"spgen_spmv_csr_t32_r8_f32i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams130, 2, 256, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r8_f32i64_cuda.cu", 0x15ca0f356b304cffULL},
    {"spgen_spmv_csr_t32_r8_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams131, 2, 256, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r8_f64i32_cuda.cu", 0xc7ddb9077ecfca37ULL},
    {"spgen_spmv_csr_t32_r8_f64i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams132, 2, 256, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r8_f64i64_cuda.cu", 0xb5f5f347998e0bdfULL},
    {"spgen_spmv_csr_t4_r32_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams133, 2, 128, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t4_r32_f32i32_cuda.cu", 0xb6529e27e02e03a2ULL},
    {"spgen_spmv_csr_t4_r32_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams134, 2, 128, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t4_r32_f64i32_cuda.cu", 0xbeade8d649e264faULL},
    {"spgen_spmv_csr_t4_r64_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams135, 2, 256, 64, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t4_r64_f32i32_cuda.cu", 0x65e6b254def6d3e0ULL},
    {"spgen_spmv_csr_t4_r64_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams136, 2, 256, 64, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t4_r64_f64i32_cuda.cu", 0xa975aa912a57737cULL},
    {"spgen_spmv_csr_t8_r16_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams137, 2, 128, 16, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r16_f32i32_cuda.cu", 0xf77268b9a50b8c2cULL},
    {"spgen_spmv_csr_t8_r16_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams138, 2, 128, 16, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r16_f64i32_cuda.cu", 0xa0a2776af2e70c15ULL},
    {"spgen_spmv_csr_t8_r32_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams139, 2, 256, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r32_f32i32_cuda.cu", 0xa81023ea05230744ULL},
    {"spgen_spmv_csr_t8_r32_f32i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams140, 2, 256, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r32_f32i64_cuda.cu", 0xf49f7013fee19866ULL},
    {"spgen_spmv_csr_t8_r32_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams141, 2, 256, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r32_f64i32_cuda.cu", 0x55f56272629cb891ULL},
    {"spgen_spmv_csr_t8_r32_f64i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams142, 2, 256, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r32_f64i64_cuda.cu", 0xbc9947e0b416d499ULL},
    {"spgen_spmv_csrstream_b128_s2_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams143, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s2_f32i32_cuda.cu", 0xb04e495a15621405ULL},
    {"spgen_spmv_csrstream_b128_s2_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams144, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s2_f64i32_cuda.cu", 0x70b93db17e8b502aULL},
    {"spgen_spmv_csrstream_b128_s4_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams145, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s4_f32i32_cuda.cu", 0xc8b07ec193bc213fULL},
    {"spgen_spmv_csrstream_b128_s4_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams146, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s4_f64i32_cuda.cu", 0xf20824f78fd657e3ULL},
    {"spgen_spmv_csrstream_b128_s8_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams147, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s8_f32i32_cuda.cu", 0x2c5d684909fcb746ULL},
    {"spgen_spmv_csrstream_b128_s8_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams148, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s8_f64i32_cuda.cu", 0xdfb8977c69f8f17aULL},
    {"spgen_spmv_csrstream_b256_s2_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams149, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s2_f32i32_cuda.cu", 0x68ec1606ce13f0b1ULL},
    {"spgen_spmv_csrstream_b256_s2_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams150, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s2_f64i32_cuda.cu", 0xc704d1062d86d71eULL},
    {"spgen_spmv_csrstream_b256_s4_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams151, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s4_f32i32_cuda.cu", 0x141681a7201c0e90ULL},
    {"spgen_spmv_csrstream_b256_s4_f32i64_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams152, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s4_f32i64_cuda.cu", 0x6f8ede990181fa44ULL},
    {"spgen_spmv_csrstream_b256_s4_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams153, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s4_f64i32_cuda.cu", 0x89e0e16eab8529f1ULL},
    {"spgen_spmv_csrstream_b256_s4_f64i64_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams154, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s4_f64i64_cuda.cu", 0x7981e9daf1b341aeULL},
    {"spgen_spmv_csrstream_b256_s8_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams155, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s8_f32i32_cuda.cu", 0xa789ad2f3de7f1e2ULL},
    {"spgen_spmv_csrstream_b256_s8_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams156, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s8_f64i32_cuda.cu", 0xb1e10dedebc32f3bULL},
    {"spgen_spmv_ell_g0_f32i32_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams157, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g0_f32i32_avx512, "avx512/spgen_spmv_ell_g0_f32i32_avx512.cpp",
     0xdf20e827c568e23eULL},
    {"spgen_spmv_ell_g0_f64i32_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams158, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g0_f64i32_avx512, "avx512/spgen_spmv_ell_g0_f64i32_avx512.cpp",
     0x60a15891e91b6712ULL},
    {"spgen_spmv_ell_g0_f64i64_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams159, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g0_f64i64_avx512, "avx512/spgen_spmv_ell_g0_f64i64_avx512.cpp",
     0x4a94d6369ba37e16ULL},
    {"spgen_spmv_ell_g1_f32i32_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams160, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g1_f32i32_avx512, "avx512/spgen_spmv_ell_g1_f32i32_avx512.cpp",
     0xfdcf7bbbf480d315ULL},
    {"spgen_spmv_ell_g1_f64i32_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams161, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g1_f64i32_avx512, "avx512/spgen_spmv_ell_g1_f64i32_avx512.cpp",
     0xd856e992c97e55b6ULL},
    {"spgen_spmv_ell_r128_f32i32_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams162, 1, 128, 128, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r128_f32i32_cuda.cu", 0x19be3264363b341fULL},
    {"spgen_spmv_ell_r128_f64i32_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams163, 1, 128, 128, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r128_f64i32_cuda.cu", 0xffeac2149ba74dcfULL},
    {"spgen_spmv_ell_r256_f32i32_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams164, 1, 256, 256, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r256_f32i32_cuda.cu", 0x797b2720ea495717ULL},
    {"spgen_spmv_ell_r256_f32i64_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams165, 1, 256, 256, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r256_f32i64_cuda.cu", 0xa66a5aee74fba704ULL},
    {"spgen_spmv_ell_r256_f64i32_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams166, 1, 256, 256, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r256_f64i32_cuda.cu", 0x5157084c4e374bcdULL},
    {"spgen_spmv_ell_r256_f64i64_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams167, 1, 256, 256, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r256_f64i64_cuda.cu", 0x4b3ef129f8048c20ULL},
    {"spgen_spmv_ellr_g0_f32i32_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams168, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g0_f32i32_avx512, "avx512/spgen_spmv_ellr_g0_f32i32_avx512.cpp",
     0x3717a8c932342a03ULL},
    {"spgen_spmv_ellr_g0_f32i64_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams169, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g0_f32i64_avx512, "avx512/spgen_spmv_ellr_g0_f32i64_avx512.cpp",
     0xbc6394c7369179c9ULL},
    {"spgen_spmv_ellr_g0_f64i32_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams170, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g0_f64i32_avx512, "avx512/spgen_spmv_ellr_g0_f64i32_avx512.cpp",
     0x424b31e0e1098146ULL},
    {"spgen_spmv_ellr_g0_f64i64_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams171, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g0_f64i64_avx512, "avx512/spgen_spmv_ellr_g0_f64i64_avx512.cpp",
     0x61f7e489f23a76ccULL},
    {"spgen_spmv_ellr_g1_f32i32_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams172, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g1_f32i32_avx512, "avx512/spgen_spmv_ellr_g1_f32i32_avx512.cpp",
     0x55c6aa59c03e6b22ULL},
    {"spgen_spmv_ellr_g1_f64i32_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams173, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g1_f64i32_avx512, "avx512/spgen_spmv_ellr_g1_f64i32_avx512.cpp",
     0x92017d20ceea9c22ULL},
    {"spgen_spmv_ellr_t1_r256_f32i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams174, 2, 256, 256, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t1_r256_f32i32_cuda.cu", 0x6d4b00b9e1450c72ULL},
    {"spgen_spmv_ellr_t1_r256_f32i64_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams175, 2, 256, 256, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t1_r256_f32i64_cuda.cu", 0x89f0f92738d07448ULL},
    {"spgen_spmv_ellr_t1_r256_f64i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams176, 2, 256, 256, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t1_r256_f64i32_cuda.cu", 0x6f973b19472680c3ULL},
    {"spgen_spmv_ellr_t1_r256_f64i64_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams177, 2, 256, 256, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t1_r256_f64i64_cuda.cu", 0x2028ea5be4b73e35ULL},
    {"spgen_spmv_ellr_t2_r128_f32i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams178, 2, 256, 128, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t2_r128_f32i32_cuda.cu", 0x0b3fa7afdfc3b088ULL},
    {"spgen_spmv_ellr_t2_r128_f64i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams179, 2, 256, 128, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t2_r128_f64i32_cuda.cu", 0xe1b21a8700457fd5ULL},
    {"spgen_spmv_ellr_t4_r64_f32i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams180, 2, 256, 64, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t4_r64_f32i32_cuda.cu", 0x2496b170828ac900ULL},
    {"spgen_spmv_ellr_t4_r64_f64i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams181, 2, 256, 64, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t4_r64_f64i32_cuda.cu", 0x6e1271e7bfe89007ULL},
    {"spgen_spmv_ellr_t8_r32_f32i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams182, 2, 256, 32, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t8_r32_f32i32_cuda.cu", 0xd3d037818ca11e94ULL},
    {"spgen_spmv_ellr_t8_r32_f64i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams183, 2, 256, 32, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t8_r32_f64i32_cuda.cu", 0x2e4873b306840be9ULL},
    {"spgen_spmv_hyb_g0_f32i32_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams184, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g0_f32i32_avx512, "avx512/spgen_spmv_hyb_g0_f32i32_avx512.cpp",
     0x7561aeefa2e5118eULL},
    {"spgen_spmv_hyb_g0_f32i64_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams185, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g0_f32i64_avx512, "avx512/spgen_spmv_hyb_g0_f32i64_avx512.cpp",
     0x8b91bc4413c6717bULL},
    {"spgen_spmv_hyb_g0_f64i32_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams186, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g0_f64i32_avx512, "avx512/spgen_spmv_hyb_g0_f64i32_avx512.cpp",
     0xc2dd1aa773380876ULL},
    {"spgen_spmv_hyb_g0_f64i64_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams187, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g0_f64i64_avx512, "avx512/spgen_spmv_hyb_g0_f64i64_avx512.cpp",
     0x4e4e0654c123855eULL},
    {"spgen_spmv_hyb_g1_f32i32_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams188, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g1_f32i32_avx512, "avx512/spgen_spmv_hyb_g1_f32i32_avx512.cpp",
     0x6cdf4656a13ca316ULL},
    {"spgen_spmv_hyb_g1_f64i32_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams189, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g1_f64i32_avx512, "avx512/spgen_spmv_hyb_g1_f64i32_avx512.cpp",
     0x8d5936d1895cf6a4ULL},
    {"spgen_spmv_hyb_s16_f32i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams190, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s16_f32i32_cuda.cu", 0x6109d66008748bc6ULL},
    {"spgen_spmv_hyb_s16_f64i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams191, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s16_f64i32_cuda.cu", 0xbcd26e75f1e545f5ULL},
    {"spgen_spmv_hyb_s4_f32i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams192, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s4_f32i32_cuda.cu", 0xc1087af4ff366b9bULL},
    {"spgen_spmv_hyb_s4_f64i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams193, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s4_f64i32_cuda.cu", 0x72e9d0420fd41939ULL},
    {"spgen_spmv_hyb_s8_f32i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams194, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s8_f32i32_cuda.cu", 0x67e228c603d3e7cdULL},
    {"spgen_spmv_hyb_s8_f32i64_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams195, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s8_f32i64_cuda.cu", 0x36b96464988c771dULL},
    {"spgen_spmv_hyb_s8_f64i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams196, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s8_f64i32_cuda.cu", 0x013d2b81a8df40b7ULL},
    {"spgen_spmv_hyb_s8_f64i64_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams197, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s8_f64i64_cuda.cu", 0xd7eb596d38cd6b88ULL},
    {"spgen_spmv_pjds_b16_f32i32_avx512", Op::spmv, "pjds", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams198, 1, 0, 0, kArgs_pjds_avx512, 12,
     &call_spgen_spmv_pjds_b16_f32i32_avx512, "avx512/spgen_spmv_pjds_b16_f32i32_avx512.cpp",
     0x495930aa19b0bb6dULL},
    {"spgen_spmv_pjds_b32_t1_r128_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams199, 3, 128, 128, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r128_f32i32_cuda.cu", 0x2cac05eae1d5a501ULL},
    {"spgen_spmv_pjds_b32_t1_r128_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams200, 3, 128, 128, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r128_f64i32_cuda.cu", 0x9f6b03a6bebdf8a9ULL},
    {"spgen_spmv_pjds_b32_t1_r256_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams201, 3, 256, 256, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r256_f32i32_cuda.cu", 0x606b715fa9fe2fa1ULL},
    {"spgen_spmv_pjds_b32_t1_r256_f32i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams202, 3, 256, 256, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r256_f32i64_cuda.cu", 0xb67906028265c7c9ULL},
    {"spgen_spmv_pjds_b32_t1_r256_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams203, 3, 256, 256, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r256_f64i32_cuda.cu", 0x25de6f498d9cbdb0ULL},
    {"spgen_spmv_pjds_b32_t1_r256_f64i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams204, 3, 256, 256, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r256_f64i64_cuda.cu", 0x578ff6a66d123ed3ULL},
    {"spgen_spmv_pjds_b32_t32_r4_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams205, 3, 128, 4, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r4_f32i32_cuda.cu", 0xed3f8b8070906f0fULL},
    {"spgen_spmv_pjds_b32_t32_r4_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams206, 3, 128, 4, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r4_f64i32_cuda.cu", 0x0178e65b30c4c4e8ULL},
    {"spgen_spmv_pjds_b32_t32_r8_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams207, 3, 256, 8, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r8_f32i32_cuda.cu", 0x20ebd9654face48fULL},
    {"spgen_spmv_pjds_b32_t32_r8_f32i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams208, 3, 256, 8, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r8_f32i64_cuda.cu", 0xfd4bd991635acb40ULL},
    {"spgen_spmv_pjds_b32_t32_r8_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams209, 3, 256, 8, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r8_f64i32_cuda.cu", 0xc47619d62d6e57bdULL},
    {"spgen_spmv_pjds_b32_t32_r8_f64i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams210, 3, 256, 8, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r8_f64i64_cuda.cu", 0x423e30e7603c9690ULL},
    {"spgen_spmv_pjds_b32_t4_r32_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams211, 3, 128, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t4_r32_f32i32_cuda.cu", 0xeeffe696d2ad9c0fULL},
    {"spgen_spmv_pjds_b32_t4_r32_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams212, 3, 128, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t4_r32_f64i32_cuda.cu", 0xfd1fedb088d074c8ULL},
    {"spgen_spmv_pjds_b32_t4_r64_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams213, 3, 256, 64, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t4_r64_f32i32_cuda.cu", 0x7a164453b767e792ULL},
    {"spgen_spmv_pjds_b32_t4_r64_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams214, 3, 256, 64, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t4_r64_f64i32_cuda.cu", 0x32cddf0c78d02a2cULL},
    {"spgen_spmv_pjds_b32_t8_r16_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams215, 3, 128, 16, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r16_f32i32_cuda.cu", 0x7caa333ee38ded4aULL},
    {"spgen_spmv_pjds_b32_t8_r16_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams216, 3, 128, 16, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r16_f64i32_cuda.cu", 0xe19163e4439b19dfULL},
    {"spgen_spmv_pjds_b32_t8_r32_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams217, 3, 256, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r32_f32i32_cuda.cu", 0xf2546fe533b2f931ULL},
    {"spgen_spmv_pjds_b32_t8_r32_f32i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams218, 3, 256, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r32_f32i64_cuda.cu", 0x544fde7f8b8e81ccULL},
    {"spgen_spmv_pjds_b32_t8_r32_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams219, 3, 256, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r32_f64i32_cuda.cu", 0x3198868fa1a072ffULL},
    {"spgen_spmv_pjds_b32_t8_r32_f64i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams220, 3, 256, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r32_f64i64_cuda.cu", 0x6248777d4f39f0e7ULL},
    {"spgen_spmv_pjds_b8_f64i32_avx512", Op::spmv, "pjds", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams221, 1, 0, 0, kArgs_pjds_avx512, 12,
     &call_spgen_spmv_pjds_b8_f64i32_avx512, "avx512/spgen_spmv_pjds_b8_f64i32_avx512.cpp",
     0x1f345b6b77f6d1b7ULL},
    {"spgen_spmv_pjds_b8_f64i64_avx512", Op::spmv, "pjds", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams222, 1, 0, 0, kArgs_pjds_avx512, 12,
     &call_spgen_spmv_pjds_b8_f64i64_avx512, "avx512/spgen_spmv_pjds_b8_f64i64_avx512.cpp",
     0x73d7afc1da3a1824ULL},
    {"spgen_spmv_rowseg_t16_s2_r16_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams223, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s2_r16_f32i32_cuda.cu", 0x3f9c35d101a759a1ULL},
    {"spgen_spmv_rowseg_t16_s2_r16_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams224, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s2_r16_f64i32_cuda.cu", 0x4974db44dc570d90ULL},
    {"spgen_spmv_rowseg_t16_s4_r16_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams225, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s4_r16_f32i32_cuda.cu", 0x57c4a97ea05ac7ecULL},
    {"spgen_spmv_rowseg_t16_s4_r16_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams226, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s4_r16_f64i32_cuda.cu", 0x6dd1733fda00a885ULL},
    {"spgen_spmv_rowseg_t16_s8_r16_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams227, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s8_r16_f32i32_cuda.cu", 0x59b5275c5e4553deULL},
    {"spgen_spmv_rowseg_t16_s8_r16_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams228, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s8_r16_f64i32_cuda.cu", 0xa73895323f1cc1e9ULL},
    {"spgen_spmv_rowseg_t2_s2_r128_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams229, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s2_r128_f32i32_cuda.cu", 0x0bb42d4d9db9c68fULL},
    {"spgen_spmv_rowseg_t2_s2_r128_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams230, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s2_r128_f64i32_cuda.cu", 0x19aedfef2f8e169cULL},
    {"spgen_spmv_rowseg_t2_s4_r128_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams231, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s4_r128_f32i32_cuda.cu", 0x43bf03dc09949c2aULL},
    {"spgen_spmv_rowseg_t2_s4_r128_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams232, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s4_r128_f64i32_cuda.cu", 0xc07255d43069f346ULL},
    {"spgen_spmv_rowseg_t2_s8_r128_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams233, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s8_r128_f32i32_cuda.cu", 0x225dfd4d53264254ULL},
    {"spgen_spmv_rowseg_t2_s8_r128_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams234, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s8_r128_f64i32_cuda.cu", 0x8dbd6b5fa810e175ULL},
    {"spgen_spmv_rowseg_t32_s2_r8_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams235, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s2_r8_f32i32_cuda.cu", 0x3823a86f976ca79cULL},
    {"spgen_spmv_rowseg_t32_s2_r8_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams236, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s2_r8_f64i32_cuda.cu", 0x6818e474e7f24ec2ULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams237, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f32i32_cuda.cu", 0x05dbf1042dc143deULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f32i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams238, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f32i64_cuda.cu", 0xc1659f352fa4c9c1ULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams239, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f64i32_cuda.cu", 0x88c34dbe66624443ULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f64i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams240, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f64i64_cuda.cu", 0xeda3a0f033f84b94ULL},
    {"spgen_spmv_rowseg_t32_s8_r8_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams241, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s8_r8_f32i32_cuda.cu", 0xc6c5da08d4b35594ULL},
    {"spgen_spmv_rowseg_t32_s8_r8_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams242, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s8_r8_f64i32_cuda.cu", 0x29943a9a2e6ff0cbULL},
    {"spgen_spmv_rowseg_t4_s2_r64_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams243, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s2_r64_f32i32_cuda.cu", 0xab7472afc1ec6c4eULL},
    {"spgen_spmv_rowseg_t4_s2_r64_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams244, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s2_r64_f64i32_cuda.cu", 0xb2a08c507e06ef33ULL},
    {"spgen_spmv_rowseg_t4_s4_r64_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams245, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s4_r64_f32i32_cuda.cu", 0x035ef2cb04d95fbeULL},
    {"spgen_spmv_rowseg_t4_s4_r64_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams246, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s4_r64_f64i32_cuda.cu", 0x2a6bba07de02dee6ULL},
    {"spgen_spmv_rowseg_t4_s8_r64_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams247, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s8_r64_f32i32_cuda.cu", 0x118da403ac8f44f6ULL},
    {"spgen_spmv_rowseg_t4_s8_r64_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams248, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s8_r64_f64i32_cuda.cu", 0xcd881f2066a4e746ULL},
    {"spgen_spmv_rowseg_t8_s2_r32_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams249, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s2_r32_f32i32_cuda.cu", 0xfd60950b3896f645ULL},
    {"spgen_spmv_rowseg_t8_s2_r32_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams250, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s2_r32_f64i32_cuda.cu", 0x68a0a82b089de96fULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams251, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f32i32_cuda.cu", 0xd42d14573dbc3a97ULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f32i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams252, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f32i64_cuda.cu", 0x7586bc8013c3f05cULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams253, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f64i32_cuda.cu", 0x84f6a92ba8dab020ULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f64i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams254, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f64i64_cuda.cu", 0x704cf462de7a38faULL},
    {"spgen_spmv_rowseg_t8_s8_r32_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams255, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s8_r32_f32i32_cuda.cu", 0xa9007be1cc0a95a3ULL},
    {"spgen_spmv_rowseg_t8_s8_r32_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams256, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s8_r32_f64i32_cuda.cu", 0x0ba7d98bf5390aa6ULL},
    {"spgen_spmv_sellp_b16_g0_f32i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams257, 2, 0, 0, kArgs_sellp_avx512, 11,
     &call_spgen_spmv_sellp_b16_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_b16_g0_f32i32_avx512.cpp", 0x8f0c6d6ef7ec673aULL},
    {"spgen_spmv_sellp_b16_g1_f32i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams258, 2, 0, 0, kArgs_sellp_avx512, 11,
     &call_spgen_spmv_sellp_b16_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_b16_g1_f32i32_avx512.cpp", 0xc646145b54bde7f3ULL},
    {"spgen_spmv_sellp_b16_t2_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams259, 3, 32, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u1_f32i32_cuda.cu", 0xba9d7a352c31e0f4ULL},
    {"spgen_spmv_sellp_b16_t2_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams260, 3, 32, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u1_f64i32_cuda.cu", 0x41cf5c6a7f867b0cULL},
    {"spgen_spmv_sellp_b16_t2_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams261, 3, 32, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u2_f32i32_cuda.cu", 0xbf871a3255789103ULL},
    {"spgen_spmv_sellp_b16_t2_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams262, 3, 32, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u2_f64i32_cuda.cu", 0x6667c85030b04bc4ULL},
    {"spgen_spmv_sellp_b16_t4_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams263, 3, 64, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u1_f32i32_cuda.cu", 0xc7900b1d0b70e512ULL},
    {"spgen_spmv_sellp_b16_t4_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams264, 3, 64, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u1_f64i32_cuda.cu", 0x12da61aefca91235ULL},
    {"spgen_spmv_sellp_b16_t4_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams265, 3, 64, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u2_f32i32_cuda.cu", 0xf8870fa8cbef8a7aULL},
    {"spgen_spmv_sellp_b16_t4_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams266, 3, 64, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u2_f64i32_cuda.cu", 0x5639cc9d8c26dadeULL},
    {"spgen_spmv_sellp_b16_t8_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams267, 3, 128, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u1_f32i32_cuda.cu", 0x929ff3272c0203dfULL},
    {"spgen_spmv_sellp_b16_t8_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams268, 3, 128, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u1_f64i32_cuda.cu", 0x0896f9042167a2a2ULL},
    {"spgen_spmv_sellp_b16_t8_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams269, 3, 128, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u2_f32i32_cuda.cu", 0x31bf7aad26d1693bULL},
    {"spgen_spmv_sellp_b16_t8_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams270, 3, 128, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u2_f64i32_cuda.cu", 0xa500aafd800cf7e9ULL},
    {"spgen_spmv_sellp_b32_t1_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams271, 3, 32, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u1_f32i32_cuda.cu", 0x437731ddd6cb9c0aULL},
    {"spgen_spmv_sellp_b32_t1_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams272, 3, 32, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u1_f64i32_cuda.cu", 0x4175e86aa7066c1cULL},
    {"spgen_spmv_sellp_b32_t1_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams273, 3, 32, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u2_f32i32_cuda.cu", 0xae0b6a9872fa19acULL},
    {"spgen_spmv_sellp_b32_t1_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams274, 3, 32, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u2_f64i32_cuda.cu", 0xc180cbeb56df1e37ULL},
    {"spgen_spmv_sellp_b32_t2_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams275, 3, 64, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u1_f32i32_cuda.cu", 0x9548e7e7353c4bb3ULL},
    {"spgen_spmv_sellp_b32_t2_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams276, 3, 64, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u1_f64i32_cuda.cu", 0xc7f7075b6038b4f5ULL},
    {"spgen_spmv_sellp_b32_t2_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams277, 3, 64, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u2_f32i32_cuda.cu", 0x207ccf305ed9cc63ULL},
    {"spgen_spmv_sellp_b32_t2_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams278, 3, 64, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u2_f64i32_cuda.cu", 0x08a19e0e6b12d71aULL},
    {"spgen_spmv_sellp_b32_t4_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams279, 3, 128, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u1_f32i32_cuda.cu", 0x5ac4d355a90db6c1ULL},
    {"spgen_spmv_sellp_b32_t4_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams280, 3, 128, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u1_f64i32_cuda.cu", 0xb01d00b56c5e6a9bULL},
    {"spgen_spmv_sellp_b32_t4_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams281, 3, 128, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u2_f32i32_cuda.cu", 0x08758c9a4a0c9083ULL},
    {"spgen_spmv_sellp_b32_t4_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams282, 3, 128, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u2_f64i32_cuda.cu", 0xe8623a66674011deULL},
    {"spgen_spmv_sellp_b32_t8_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams283, 3, 256, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u1_f32i32_cuda.cu", 0x84a5ebff9bc349dbULL},
    {"spgen_spmv_sellp_b32_t8_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams284, 3, 256, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u1_f64i32_cuda.cu", 0xa2af0e769d3f63c7ULL},
    {"spgen_spmv_sellp_b32_t8_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams285, 3, 256, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u2_f32i32_cuda.cu", 0xfc703e11b712d2c5ULL},
    {"spgen_spmv_sellp_b32_t8_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams286, 3, 256, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u2_f64i32_cuda.cu", 0x3b876d6b11129e9aULL},
    {"spgen_spmv_sellp_b8_g0_f64i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams287, 2, 0, 0, kArgs_sellp_avx512, 11,
     &call_spgen_spmv_sellp_b8_g0_f64i32_avx512, "avx512/spgen_spmv_sellp_b8_g0_f64i32_avx512.cpp",
     0xfa82842d8c199484ULL},
    {"spgen_spmv_sellp_b8_g1_f64i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams288, 2, 0, 0, kArgs_sellp_avx512, 11,
     &call_spgen_spmv_sellp_b8_g1_f64i32_avx512, "avx512/spgen_spmv_sellp_b8_g1_f64i32_avx512.cpp",
     0xce2aef1e5fae57c8ULL},
    {"spgen_spmv_sellp_b8_t4_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams289, 3, 32, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t4_u1_f32i32_cuda.cu", 0x7822c13f5a6a5093ULL},
    {"spgen_spmv_sellp_b8_t4_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams290, 3, 32, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t4_u1_f64i32_cuda.cu", 0x70928e82661da1c9ULL},
    {"spgen_spmv_sellp_b8_t4_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams291, 3, 32, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t4_u2_f32i32_cuda.cu", 0xcf585f341147f32eULL},
    {"spgen_spmv_sellp_b8_t4_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams292, 3, 32, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t4_u2_f64i32_cuda.cu", 0x11919036edc64e6cULL},
    {"spgen_spmv_sellp_b8_t8_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams293, 3, 64, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t8_u1_f32i32_cuda.cu", 0xb89ff34c59fd7e71ULL},
    {"spgen_spmv_sellp_b8_t8_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams294, 3, 64, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t8_u1_f64i32_cuda.cu", 0x63c5ffa6fe3615a4ULL},
    {"spgen_spmv_sellp_b8_t8_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams295, 3, 64, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t8_u2_f32i32_cuda.cu", 0xd08dc4aef1b6c055ULL},
    {"spgen_spmv_sellp_b8_t8_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams296, 3, 64, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t8_u2_f64i32_cuda.cu", 0xa4e3caf8c46eeaa0ULL},
    {"spgen_spmv_sellp_c16_b16_g0_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams297, 2, 0, 0, kArgs_sellp_c16_avx512, 14,
     &call_spgen_spmv_sellp_c16_b16_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_g0_f32i32_avx512.cpp", 0x3a21367faeac8196ULL},
    {"spgen_spmv_sellp_c16_b16_g1_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams298, 2, 0, 0, kArgs_sellp_c16_avx512, 14,
     &call_spgen_spmv_sellp_c16_b16_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_g1_f32i32_avx512.cpp", 0xa455e9f01c2945b7ULL},
    {"spgen_spmv_sellp_c16_b32_t1_u1_r1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams299, 4, 32, 32, kArgs_sellp_c16_cuda, 13, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t1_u1_r1_f32i32_cuda.cu", 0x22e67c8a032ed95eULL},
    {"spgen_spmv_sellp_c16_b32_t1_u1_r1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams300, 4, 32, 32, kArgs_sellp_c16_cuda, 13, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t1_u1_r1_f64i32_cuda.cu", 0x644181a4d41fd412ULL},
    {"spgen_spmv_sellp_c16_b32_t1_u2_r1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams301, 4, 32, 32, kArgs_sellp_c16_cuda, 13, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t1_u2_r1_f32i32_cuda.cu", 0x1136f34776fb5925ULL},
    {"spgen_spmv_sellp_c16_b32_t1_u2_r1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams302, 4, 32, 32, kArgs_sellp_c16_cuda, 13, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t1_u2_r1_f64i32_cuda.cu", 0xa7dc28be2008105aULL},
    {"spgen_spmv_sellp_c16_b32_t2_u1_r1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams303, 4, 64, 32, kArgs_sellp_c16_cuda, 13, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u1_r1_f32i32_cuda.cu", 0x3ccc0a71eb91a8afULL},
    {"spgen_spmv_sellp_c16_b32_t2_u1_r1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams304, 4, 64, 32, kArgs_sellp_c16_cuda, 13, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u1_r1_f64i32_cuda.cu", 0x98ebf74b167e90aaULL},
    {"spgen_spmv_sellp_c16_b32_t2_u1_r2_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams305, 4, 32, 32, kArgs_sellp_c16_cuda, 13, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u1_r2_f32i32_cuda.cu", 0xaeab5a731c725cd5ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u1_r2_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams306, 4, 32, 32, kArgs_sellp_c16_cuda, 13, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u1_r2_f64i32_cuda.cu", 0x3e3ca4a25b27cae5ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams307, 4, 64, 32, kArgs_sellp_c16_cuda, 13, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r1_f32i32_cuda.cu", 0x820160e4370177acULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams308, 4, 64, 32, kArgs_sellp_c16_cuda, 13, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r1_f64i32_cuda.cu", 0x09fd052c2a4a0368ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams309, 4, 32, 32, kArgs_sellp_c16_cuda, 13, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_f32i32_cuda.cu", 0x7340287c2ae8ba99ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams310, 4, 32, 32, kArgs_sellp_c16_cuda, 13, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_f64i32_cuda.cu", 0xdfda027b5952256eULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams311, 4, 32, 32, kArgs_sellp_c16_cuda, 13, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_f32i32_cuda.cu", 0xb56180ae8bb167ccULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams312, 4, 32, 32, kArgs_sellp_c16_cuda, 13, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_f64i32_cuda.cu", 0x6150b95891468683ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u1_r1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams313, 4, 128, 32, kArgs_sellp_c16_cuda, 13, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u1_r1_f32i32_cuda.cu", 0xd50bfd2caa4f626eULL},
    {"spgen_spmv_sellp_c16_b32_t4_u1_r1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams314, 4, 128, 32, kArgs_sellp_c16_cuda, 13, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u1_r1_f64i32_cuda.cu", 0x1a82ee77fe9d7617ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u1_r2_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams315, 4, 64, 32, kArgs_sellp_c16_cuda, 13, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u1_r2_f32i32_cuda.cu", 0x015004085a19376bULL},
    {"spgen_spmv_sellp_c16_b32_t4_u1_r2_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams316, 4, 64, 32, kArgs_sellp_c16_cuda, 13, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u1_r2_f64i32_cuda.cu", 0x10c25b62f7c43ef5ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams317, 4, 128, 32, kArgs_sellp_c16_cuda, 13, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r1_f32i32_cuda.cu", 0xacd271e78406b4adULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams318, 4, 128, 32, kArgs_sellp_c16_cuda, 13, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r1_f64i32_cuda.cu", 0xb3383eb0a50b53bfULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams319, 4, 64, 32, kArgs_sellp_c16_cuda, 13, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_f32i32_cuda.cu", 0xf84415b8ee68c02cULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams320, 4, 64, 32, kArgs_sellp_c16_cuda, 13, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_f64i32_cuda.cu", 0xca1de5676769bbf0ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams321, 4, 64, 32, kArgs_sellp_c16_cuda, 13, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_f32i32_cuda.cu", 0x65c3216e5a654449ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams322, 4, 64, 32, kArgs_sellp_c16_cuda, 13, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_f64i32_cuda.cu", 0xebf795fffc58c100ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u1_r1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams323, 4, 256, 32, kArgs_sellp_c16_cuda, 13, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u1_r1_f32i32_cuda.cu", 0xbf144e7adecf9e52ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u1_r1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams324, 4, 256, 32, kArgs_sellp_c16_cuda, 13, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u1_r1_f64i32_cuda.cu", 0xc475077adb47e65eULL},
    {"spgen_spmv_sellp_c16_b32_t8_u1_r2_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams325, 4, 128, 32, kArgs_sellp_c16_cuda, 13, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u1_r2_f32i32_cuda.cu", 0x1eea4e7262fc0046ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u1_r2_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams326, 4, 128, 32, kArgs_sellp_c16_cuda, 13, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u1_r2_f64i32_cuda.cu", 0xaa9fd144be4b6c1bULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams327, 4, 256, 32, kArgs_sellp_c16_cuda, 13, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r1_f32i32_cuda.cu", 0x7dcf8c01d0e228bbULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams328, 4, 256, 32, kArgs_sellp_c16_cuda, 13, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r1_f64i32_cuda.cu", 0x698b462405bc18d7ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams329, 4, 128, 32, kArgs_sellp_c16_cuda, 13, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_f32i32_cuda.cu", 0x1cdeb1074d4e1510ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams330, 4, 128, 32, kArgs_sellp_c16_cuda, 13, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_f64i32_cuda.cu", 0xa88ce42a0dcdc6e8ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams331, 4, 128, 32, kArgs_sellp_c16_cuda, 13, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_f32i32_cuda.cu", 0x507a168f32beff2aULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams332, 4, 128, 32, kArgs_sellp_c16_cuda, 13, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_f64i32_cuda.cu", 0x61150755891d38a8ULL},
    {"spgen_spmv_sellp_c16_b8_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams333, 2, 0, 0, kArgs_sellp_c16_avx512, 14,
     &call_spgen_spmv_sellp_c16_b8_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_g0_f64i32_avx512.cpp", 0xcc28df2c761bb161ULL},
    {"spgen_spmv_sellp_c16_b8_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams334, 2, 0, 0, kArgs_sellp_c16_avx512, 14,
     &call_spgen_spmv_sellp_c16_b8_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_g1_f64i32_avx512.cpp", 0x7b4e35081bff171bULL},
};

}  // namespace

std::span<const KernelEntry> kernel_registry() { return kEntries; }

}  // namespace spgen

// The formats the specs define; runtime/src/formats/<name>/ registers each
// descriptor with SPGEN_REGISTER_FORMAT (a missing one is a link error).
namespace spgen::formats {
SPGEN_DECLARE_FORMAT(axc)
SPGEN_DECLARE_FORMAT(axt_ch)
SPGEN_DECLARE_FORMAT(axt_ch1)
SPGEN_DECLARE_FORMAT(axt_uh)
SPGEN_DECLARE_FORMAT(axt_uh1)
SPGEN_DECLARE_FORMAT(coo)
SPGEN_DECLARE_FORMAT(csr)
SPGEN_DECLARE_FORMAT(csrstream)
SPGEN_DECLARE_FORMAT(ell)
SPGEN_DECLARE_FORMAT(ellr)
SPGEN_DECLARE_FORMAT(hyb)
SPGEN_DECLARE_FORMAT(pjds)
SPGEN_DECLARE_FORMAT(rowseg)
SPGEN_DECLARE_FORMAT(sellp)
SPGEN_DECLARE_FORMAT(sellp_c16)
SPGEN_FORMAT_TABLE(&format_axc<V, I>(), &format_axt_ch<V, I>(), &format_axt_ch1<V, I>(),
                   &format_axt_uh<V, I>(), &format_axt_uh1<V, I>(), &format_coo<V, I>(),
                   &format_csr<V, I>(), &format_csrstream<V, I>(), &format_ell<V, I>(),
                   &format_ellr<V, I>(), &format_hyb<V, I>(), &format_pjds<V, I>(),
                   &format_rowseg<V, I>(), &format_sellp<V, I>(), &format_sellp_c16<V, I>())
}  // namespace spgen::formats
