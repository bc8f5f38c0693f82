// generated — do not edit. Written by spgen-gen from the files below; change those and run the
// spgen_regenerate target instead.
// the kernel registry (447 instances)
//   specs/aot.yaml  xxh3:99d1f3626f09acbc
//   specs/formats/axc.yaml  xxh3:8ea9758b69a49db7
//   specs/formats/axt_ch.yaml  xxh3:4c5477dfc270bc0a
//   specs/formats/axt_ch1.yaml  xxh3:1ff6b3b500200c88
//   specs/formats/axt_uh.yaml  xxh3:7a589540fd6a93db
//   specs/formats/axt_uh1.yaml  xxh3:b3e46c1e075f00c6
//   specs/formats/colpanel.yaml  xxh3:5a893920b9cba3b6
//   specs/formats/coo.yaml  xxh3:7dac724e0876fd8b
//   specs/formats/csr.yaml  xxh3:f71d2cbf6c803a35
//   specs/formats/csrstream.yaml  xxh3:d6bf13e662de9bd6
//   specs/formats/ell.yaml  xxh3:380088fefce25019
//   specs/formats/ellr.yaml  xxh3:2288194cacff024c
//   specs/formats/hyb.yaml  xxh3:035c445cf9049ebf
//   specs/formats/pjds.yaml  xxh3:1e20a946189a34bf
//   specs/formats/rowseg.yaml  xxh3:105609f3a54c7efc
//   specs/formats/sellp.yaml  xxh3:ae27dac9c36b0348
//   specs/formats/sellp_c16.yaml  xxh3:3cc13154113465af
//   specs/kernels.yaml  xxh3:584d4e65d88e973d
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
constexpr KernelArg kArgs_colpanel_spmm_t_avx512[] = {
    {"panel_begin", ArgRole::range_begin, ArgElement::index, false, false},
    {"panel_end", ArgRole::range_end, ArgElement::index, false, false},
    {"panel_ptr", ArgRole::array, ArgElement::index, true, false},
    {"ent_row", ArgRole::array, ArgElement::index, true, false},
    {"ent_col", ArgRole::array, ArgElement::u8, true, false},
    {"values", ArgRole::array, ArgElement::value, true, false},
    {"ncols", ArgRole::scalar, ArgElement::index, false, false},
    {"k", ArgRole::k, ArgElement::index, false, false},
    {"x", ArgRole::x, ArgElement::value, true, false},
    {"ldx", ArgRole::ldx, ArgElement::index, false, false},
    {"y", ArgRole::y, ArgElement::value, true, false},
    {"ldy", ArgRole::ldy, ArgElement::index, false, false},
    {"alpha", ArgRole::alpha, ArgElement::value, false, false},
    {"beta", ArgRole::beta, ArgElement::value, false, false},
};
constexpr KernelArg kArgs_colpanel_spmm_t_cuda[] = {
    {"ncols", ArgRole::scalar, ArgElement::index, false, false},
    {"npieces", ArgRole::scalar, ArgElement::index, false, false},
    {"panel_piece", ArgRole::array, ArgElement::index, true, false},
    {"panel_slot", ArgRole::array, ArgElement::index, true, false},
    {"piece_ptr", ArgRole::array, ArgElement::index, true, false},
    {"piece_panel", ArgRole::array, ArgElement::index, true, false},
    {"ent_row", ArgRole::array, ArgElement::index, true, false},
    {"ent_col", ArgRole::array, ArgElement::u8, true, false},
    {"values", ArgRole::array, ArgElement::value, true, false},
    {"partial", ArgRole::workspace, ArgElement::value, true, false},
    {"partial_sum", ArgRole::workspace, ArgElement::value, true, true},
    {"arrivals", ArgRole::workspace, ArgElement::index, true, true},
    {"k", ArgRole::k, ArgElement::index, false, false},
    {"x", ArgRole::x, ArgElement::value, true, false},
    {"ldx", ArgRole::ldx, ArgElement::index, false, false},
    {"y", ArgRole::y, ArgElement::value, true, false},
    {"ldy", ArgRole::ldy, ArgElement::index, false, false},
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
    {"code8", ArgRole::array, ArgElement::u8, true, false},
    {"code16", ArgRole::array, ArgElement::u16, true, false},
    {"dict", ArgRole::array, ArgElement::value, true, false},
    {"row_len", ArgRole::array, ArgElement::index, true, false},
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
    {"code8", ArgRole::array, ArgElement::u8, true, false},
    {"code16", ArgRole::array, ArgElement::u16, true, false},
    {"dict", ArgRole::array, ArgElement::value, true, false},
    {"row_len", ArgRole::array, ArgElement::index, true, false},
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
void call_spgen_spmm_t_colpanel_w64_kv1_f32i32_avx512(void* const* a) {
  generated::spgen_spmm_t_colpanel_w64_kv1_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t* const*>(a[2]),
      *static_cast<const std::int32_t* const*>(a[3]),
      *static_cast<const unsigned char* const*>(a[4]), *static_cast<const float* const*>(a[5]),
      *static_cast<const std::int32_t*>(a[6]), *static_cast<const std::int32_t*>(a[7]),
      *static_cast<const float* const*>(a[8]), *static_cast<const std::int32_t*>(a[9]),
      *static_cast<float* const*>(a[10]), *static_cast<const std::int32_t*>(a[11]),
      *static_cast<const float*>(a[12]), *static_cast<const float*>(a[13]));
}
void call_spgen_spmm_t_colpanel_w64_kv1_f32i64_avx512(void* const* a) {
  generated::spgen_spmm_t_colpanel_w64_kv1_f32i64_avx512(
      *static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]),
      *static_cast<const std::int64_t* const*>(a[2]),
      *static_cast<const std::int64_t* const*>(a[3]),
      *static_cast<const unsigned char* const*>(a[4]), *static_cast<const float* const*>(a[5]),
      *static_cast<const std::int64_t*>(a[6]), *static_cast<const std::int64_t*>(a[7]),
      *static_cast<const float* const*>(a[8]), *static_cast<const std::int64_t*>(a[9]),
      *static_cast<float* const*>(a[10]), *static_cast<const std::int64_t*>(a[11]),
      *static_cast<const float*>(a[12]), *static_cast<const float*>(a[13]));
}
void call_spgen_spmm_t_colpanel_w64_kv1_f64i32_avx512(void* const* a) {
  generated::spgen_spmm_t_colpanel_w64_kv1_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t* const*>(a[2]),
      *static_cast<const std::int32_t* const*>(a[3]),
      *static_cast<const unsigned char* const*>(a[4]), *static_cast<const double* const*>(a[5]),
      *static_cast<const std::int32_t*>(a[6]), *static_cast<const std::int32_t*>(a[7]),
      *static_cast<const double* const*>(a[8]), *static_cast<const std::int32_t*>(a[9]),
      *static_cast<double* const*>(a[10]), *static_cast<const std::int32_t*>(a[11]),
      *static_cast<const double*>(a[12]), *static_cast<const double*>(a[13]));
}
void call_spgen_spmm_t_colpanel_w64_kv1_f64i64_avx512(void* const* a) {
  generated::spgen_spmm_t_colpanel_w64_kv1_f64i64_avx512(
      *static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]),
      *static_cast<const std::int64_t* const*>(a[2]),
      *static_cast<const std::int64_t* const*>(a[3]),
      *static_cast<const unsigned char* const*>(a[4]), *static_cast<const double* const*>(a[5]),
      *static_cast<const std::int64_t*>(a[6]), *static_cast<const std::int64_t*>(a[7]),
      *static_cast<const double* const*>(a[8]), *static_cast<const std::int64_t*>(a[9]),
      *static_cast<double* const*>(a[10]), *static_cast<const std::int64_t*>(a[11]),
      *static_cast<const double*>(a[12]), *static_cast<const double*>(a[13]));
}
void call_spgen_spmm_t_colpanel_w64_kv2_f32i32_avx512(void* const* a) {
  generated::spgen_spmm_t_colpanel_w64_kv2_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t* const*>(a[2]),
      *static_cast<const std::int32_t* const*>(a[3]),
      *static_cast<const unsigned char* const*>(a[4]), *static_cast<const float* const*>(a[5]),
      *static_cast<const std::int32_t*>(a[6]), *static_cast<const std::int32_t*>(a[7]),
      *static_cast<const float* const*>(a[8]), *static_cast<const std::int32_t*>(a[9]),
      *static_cast<float* const*>(a[10]), *static_cast<const std::int32_t*>(a[11]),
      *static_cast<const float*>(a[12]), *static_cast<const float*>(a[13]));
}
void call_spgen_spmm_t_colpanel_w64_kv2_f32i64_avx512(void* const* a) {
  generated::spgen_spmm_t_colpanel_w64_kv2_f32i64_avx512(
      *static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]),
      *static_cast<const std::int64_t* const*>(a[2]),
      *static_cast<const std::int64_t* const*>(a[3]),
      *static_cast<const unsigned char* const*>(a[4]), *static_cast<const float* const*>(a[5]),
      *static_cast<const std::int64_t*>(a[6]), *static_cast<const std::int64_t*>(a[7]),
      *static_cast<const float* const*>(a[8]), *static_cast<const std::int64_t*>(a[9]),
      *static_cast<float* const*>(a[10]), *static_cast<const std::int64_t*>(a[11]),
      *static_cast<const float*>(a[12]), *static_cast<const float*>(a[13]));
}
void call_spgen_spmm_t_colpanel_w64_kv2_f64i32_avx512(void* const* a) {
  generated::spgen_spmm_t_colpanel_w64_kv2_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t* const*>(a[2]),
      *static_cast<const std::int32_t* const*>(a[3]),
      *static_cast<const unsigned char* const*>(a[4]), *static_cast<const double* const*>(a[5]),
      *static_cast<const std::int32_t*>(a[6]), *static_cast<const std::int32_t*>(a[7]),
      *static_cast<const double* const*>(a[8]), *static_cast<const std::int32_t*>(a[9]),
      *static_cast<double* const*>(a[10]), *static_cast<const std::int32_t*>(a[11]),
      *static_cast<const double*>(a[12]), *static_cast<const double*>(a[13]));
}
void call_spgen_spmm_t_colpanel_w64_kv2_f64i64_avx512(void* const* a) {
  generated::spgen_spmm_t_colpanel_w64_kv2_f64i64_avx512(
      *static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]),
      *static_cast<const std::int64_t* const*>(a[2]),
      *static_cast<const std::int64_t* const*>(a[3]),
      *static_cast<const unsigned char* const*>(a[4]), *static_cast<const double* const*>(a[5]),
      *static_cast<const std::int64_t*>(a[6]), *static_cast<const std::int64_t*>(a[7]),
      *static_cast<const double* const*>(a[8]), *static_cast<const std::int64_t*>(a[9]),
      *static_cast<double* const*>(a[10]), *static_cast<const std::int64_t*>(a[11]),
      *static_cast<const double*>(a[12]), *static_cast<const double*>(a[13]));
}
void call_spgen_spmm_t_colpanel_w64_kv4_f32i32_avx512(void* const* a) {
  generated::spgen_spmm_t_colpanel_w64_kv4_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t* const*>(a[2]),
      *static_cast<const std::int32_t* const*>(a[3]),
      *static_cast<const unsigned char* const*>(a[4]), *static_cast<const float* const*>(a[5]),
      *static_cast<const std::int32_t*>(a[6]), *static_cast<const std::int32_t*>(a[7]),
      *static_cast<const float* const*>(a[8]), *static_cast<const std::int32_t*>(a[9]),
      *static_cast<float* const*>(a[10]), *static_cast<const std::int32_t*>(a[11]),
      *static_cast<const float*>(a[12]), *static_cast<const float*>(a[13]));
}
void call_spgen_spmm_t_colpanel_w64_kv4_f32i64_avx512(void* const* a) {
  generated::spgen_spmm_t_colpanel_w64_kv4_f32i64_avx512(
      *static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]),
      *static_cast<const std::int64_t* const*>(a[2]),
      *static_cast<const std::int64_t* const*>(a[3]),
      *static_cast<const unsigned char* const*>(a[4]), *static_cast<const float* const*>(a[5]),
      *static_cast<const std::int64_t*>(a[6]), *static_cast<const std::int64_t*>(a[7]),
      *static_cast<const float* const*>(a[8]), *static_cast<const std::int64_t*>(a[9]),
      *static_cast<float* const*>(a[10]), *static_cast<const std::int64_t*>(a[11]),
      *static_cast<const float*>(a[12]), *static_cast<const float*>(a[13]));
}
void call_spgen_spmm_t_colpanel_w64_kv4_f64i32_avx512(void* const* a) {
  generated::spgen_spmm_t_colpanel_w64_kv4_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t* const*>(a[2]),
      *static_cast<const std::int32_t* const*>(a[3]),
      *static_cast<const unsigned char* const*>(a[4]), *static_cast<const double* const*>(a[5]),
      *static_cast<const std::int32_t*>(a[6]), *static_cast<const std::int32_t*>(a[7]),
      *static_cast<const double* const*>(a[8]), *static_cast<const std::int32_t*>(a[9]),
      *static_cast<double* const*>(a[10]), *static_cast<const std::int32_t*>(a[11]),
      *static_cast<const double*>(a[12]), *static_cast<const double*>(a[13]));
}
void call_spgen_spmm_t_colpanel_w64_kv4_f64i64_avx512(void* const* a) {
  generated::spgen_spmm_t_colpanel_w64_kv4_f64i64_avx512(
      *static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]),
      *static_cast<const std::int64_t* const*>(a[2]),
      *static_cast<const std::int64_t* const*>(a[3]),
      *static_cast<const unsigned char* const*>(a[4]), *static_cast<const double* const*>(a[5]),
      *static_cast<const std::int64_t*>(a[6]), *static_cast<const std::int64_t*>(a[7]),
      *static_cast<const double* const*>(a[8]), *static_cast<const std::int64_t*>(a[9]),
      *static_cast<double* const*>(a[10]), *static_cast<const std::int64_t*>(a[11]),
      *static_cast<const double*>(a[12]), *static_cast<const double*>(a[13]));
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
void call_spgen_spmv_sellp_c16_b16_v0_p0_g0_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b16_v0_p0_g0_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]), *static_cast<const float* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const unsigned short* const*>(a[10]), *static_cast<const float* const*>(a[11]),
      *static_cast<const std::int32_t* const*>(a[12]),
      *static_cast<const std::int32_t* const*>(a[13]), *static_cast<const float* const*>(a[14]),
      *static_cast<float* const*>(a[15]), *static_cast<const float*>(a[16]),
      *static_cast<const float*>(a[17]));
}
void call_spgen_spmv_sellp_c16_b16_v0_p0_g1_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b16_v0_p0_g1_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]), *static_cast<const float* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const unsigned short* const*>(a[10]), *static_cast<const float* const*>(a[11]),
      *static_cast<const std::int32_t* const*>(a[12]),
      *static_cast<const std::int32_t* const*>(a[13]), *static_cast<const float* const*>(a[14]),
      *static_cast<float* const*>(a[15]), *static_cast<const float*>(a[16]),
      *static_cast<const float*>(a[17]));
}
void call_spgen_spmv_sellp_c16_b16_v0_p1_g0_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b16_v0_p1_g0_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]), *static_cast<const float* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const unsigned short* const*>(a[10]), *static_cast<const float* const*>(a[11]),
      *static_cast<const std::int32_t* const*>(a[12]),
      *static_cast<const std::int32_t* const*>(a[13]), *static_cast<const float* const*>(a[14]),
      *static_cast<float* const*>(a[15]), *static_cast<const float*>(a[16]),
      *static_cast<const float*>(a[17]));
}
void call_spgen_spmv_sellp_c16_b16_v0_p1_g1_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b16_v0_p1_g1_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]), *static_cast<const float* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const unsigned short* const*>(a[10]), *static_cast<const float* const*>(a[11]),
      *static_cast<const std::int32_t* const*>(a[12]),
      *static_cast<const std::int32_t* const*>(a[13]), *static_cast<const float* const*>(a[14]),
      *static_cast<float* const*>(a[15]), *static_cast<const float*>(a[16]),
      *static_cast<const float*>(a[17]));
}
void call_spgen_spmv_sellp_c16_b16_v16_p0_g0_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b16_v16_p0_g0_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]), *static_cast<const float* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const unsigned short* const*>(a[10]), *static_cast<const float* const*>(a[11]),
      *static_cast<const std::int32_t* const*>(a[12]),
      *static_cast<const std::int32_t* const*>(a[13]), *static_cast<const float* const*>(a[14]),
      *static_cast<float* const*>(a[15]), *static_cast<const float*>(a[16]),
      *static_cast<const float*>(a[17]));
}
void call_spgen_spmv_sellp_c16_b16_v16_p0_g1_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b16_v16_p0_g1_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]), *static_cast<const float* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const unsigned short* const*>(a[10]), *static_cast<const float* const*>(a[11]),
      *static_cast<const std::int32_t* const*>(a[12]),
      *static_cast<const std::int32_t* const*>(a[13]), *static_cast<const float* const*>(a[14]),
      *static_cast<float* const*>(a[15]), *static_cast<const float*>(a[16]),
      *static_cast<const float*>(a[17]));
}
void call_spgen_spmv_sellp_c16_b16_v8_p0_g0_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b16_v8_p0_g0_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]), *static_cast<const float* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const unsigned short* const*>(a[10]), *static_cast<const float* const*>(a[11]),
      *static_cast<const std::int32_t* const*>(a[12]),
      *static_cast<const std::int32_t* const*>(a[13]), *static_cast<const float* const*>(a[14]),
      *static_cast<float* const*>(a[15]), *static_cast<const float*>(a[16]),
      *static_cast<const float*>(a[17]));
}
void call_spgen_spmv_sellp_c16_b16_v8_p0_g1_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b16_v8_p0_g1_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]), *static_cast<const float* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const unsigned short* const*>(a[10]), *static_cast<const float* const*>(a[11]),
      *static_cast<const std::int32_t* const*>(a[12]),
      *static_cast<const std::int32_t* const*>(a[13]), *static_cast<const float* const*>(a[14]),
      *static_cast<float* const*>(a[15]), *static_cast<const float*>(a[16]),
      *static_cast<const float*>(a[17]));
}
void call_spgen_spmv_sellp_c16_b8_v0_p0_g0_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b8_v0_p0_g0_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]), *static_cast<const double* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const unsigned short* const*>(a[10]), *static_cast<const double* const*>(a[11]),
      *static_cast<const std::int32_t* const*>(a[12]),
      *static_cast<const std::int32_t* const*>(a[13]), *static_cast<const double* const*>(a[14]),
      *static_cast<double* const*>(a[15]), *static_cast<const double*>(a[16]),
      *static_cast<const double*>(a[17]));
}
void call_spgen_spmv_sellp_c16_b8_v0_p0_g1_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b8_v0_p0_g1_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]), *static_cast<const double* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const unsigned short* const*>(a[10]), *static_cast<const double* const*>(a[11]),
      *static_cast<const std::int32_t* const*>(a[12]),
      *static_cast<const std::int32_t* const*>(a[13]), *static_cast<const double* const*>(a[14]),
      *static_cast<double* const*>(a[15]), *static_cast<const double*>(a[16]),
      *static_cast<const double*>(a[17]));
}
void call_spgen_spmv_sellp_c16_b8_v0_p1_g0_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b8_v0_p1_g0_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]), *static_cast<const double* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const unsigned short* const*>(a[10]), *static_cast<const double* const*>(a[11]),
      *static_cast<const std::int32_t* const*>(a[12]),
      *static_cast<const std::int32_t* const*>(a[13]), *static_cast<const double* const*>(a[14]),
      *static_cast<double* const*>(a[15]), *static_cast<const double*>(a[16]),
      *static_cast<const double*>(a[17]));
}
void call_spgen_spmv_sellp_c16_b8_v0_p1_g1_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b8_v0_p1_g1_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]), *static_cast<const double* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const unsigned short* const*>(a[10]), *static_cast<const double* const*>(a[11]),
      *static_cast<const std::int32_t* const*>(a[12]),
      *static_cast<const std::int32_t* const*>(a[13]), *static_cast<const double* const*>(a[14]),
      *static_cast<double* const*>(a[15]), *static_cast<const double*>(a[16]),
      *static_cast<const double*>(a[17]));
}
void call_spgen_spmv_sellp_c16_b8_v16_p0_g0_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b8_v16_p0_g0_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]), *static_cast<const double* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const unsigned short* const*>(a[10]), *static_cast<const double* const*>(a[11]),
      *static_cast<const std::int32_t* const*>(a[12]),
      *static_cast<const std::int32_t* const*>(a[13]), *static_cast<const double* const*>(a[14]),
      *static_cast<double* const*>(a[15]), *static_cast<const double*>(a[16]),
      *static_cast<const double*>(a[17]));
}
void call_spgen_spmv_sellp_c16_b8_v16_p0_g1_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b8_v16_p0_g1_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]), *static_cast<const double* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const unsigned short* const*>(a[10]), *static_cast<const double* const*>(a[11]),
      *static_cast<const std::int32_t* const*>(a[12]),
      *static_cast<const std::int32_t* const*>(a[13]), *static_cast<const double* const*>(a[14]),
      *static_cast<double* const*>(a[15]), *static_cast<const double*>(a[16]),
      *static_cast<const double*>(a[17]));
}
void call_spgen_spmv_sellp_c16_b8_v8_p0_g0_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b8_v8_p0_g0_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]), *static_cast<const double* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const unsigned short* const*>(a[10]), *static_cast<const double* const*>(a[11]),
      *static_cast<const std::int32_t* const*>(a[12]),
      *static_cast<const std::int32_t* const*>(a[13]), *static_cast<const double* const*>(a[14]),
      *static_cast<double* const*>(a[15]), *static_cast<const double*>(a[16]),
      *static_cast<const double*>(a[17]));
}
void call_spgen_spmv_sellp_c16_b8_v8_p0_g1_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b8_v8_p0_g1_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]), *static_cast<const double* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const unsigned short* const*>(a[10]), *static_cast<const double* const*>(a[11]),
      *static_cast<const std::int32_t* const*>(a[12]),
      *static_cast<const std::int32_t* const*>(a[13]), *static_cast<const double* const*>(a[14]),
      *static_cast<double* const*>(a[15]), *static_cast<const double*>(a[16]),
      *static_cast<const double*>(a[17]));
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
    {"cols_per_lane", "cf", 1},
};
constexpr KernelParam kParams19[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
    {"cols_per_lane", "cf", 1},
};
constexpr KernelParam kParams20[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
    {"cols_per_lane", "cf", 4},
};
constexpr KernelParam kParams21[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
    {"cols_per_lane", "cf", 4},
};
constexpr KernelParam kParams22[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
    {"cols_per_lane", "cf", 4},
};
constexpr KernelParam kParams23[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
    {"cols_per_lane", "cf", 4},
};
constexpr KernelParam kParams24[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
    {"cols_per_lane", "cf", 1},
};
constexpr KernelParam kParams25[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
    {"cols_per_lane", "cf", 1},
};
constexpr KernelParam kParams26[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
    {"cols_per_lane", "cf", 1},
};
constexpr KernelParam kParams27[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
    {"cols_per_lane", "cf", 1},
};
constexpr KernelParam kParams28[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
    {"cols_per_lane", "cf", 4},
};
constexpr KernelParam kParams29[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
    {"cols_per_lane", "cf", 4},
};
constexpr KernelParam kParams30[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
    {"cols_per_lane", "cf", 4},
};
constexpr KernelParam kParams31[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
    {"cols_per_lane", "cf", 4},
};
constexpr KernelParam kParams32[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
    {"cols_per_lane", "cf", 1},
};
constexpr KernelParam kParams33[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
    {"cols_per_lane", "cf", 1},
};
constexpr KernelParam kParams34[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
    {"cols_per_lane", "cf", 4},
};
constexpr KernelParam kParams35[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
    {"cols_per_lane", "cf", 4},
};
constexpr KernelParam kParams36[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
    {"cols_per_lane", "cf", 1},
};
constexpr KernelParam kParams37[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
    {"cols_per_lane", "cf", 1},
};
constexpr KernelParam kParams38[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
    {"cols_per_lane", "cf", 4},
};
constexpr KernelParam kParams39[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
    {"cols_per_lane", "cf", 4},
};
constexpr KernelParam kParams40[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
    {"cols_per_lane", "cf", 1},
};
constexpr KernelParam kParams41[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
    {"cols_per_lane", "cf", 1},
};
constexpr KernelParam kParams42[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
    {"cols_per_lane", "cf", 4},
};
constexpr KernelParam kParams43[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
    {"cols_per_lane", "cf", 4},
};
constexpr KernelParam kParams44[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
    {"cols_per_lane", "cf", 1},
};
constexpr KernelParam kParams45[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
    {"cols_per_lane", "cf", 1},
};
constexpr KernelParam kParams46[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
    {"cols_per_lane", "cf", 4},
};
constexpr KernelParam kParams47[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
    {"cols_per_lane", "cf", 4},
};
constexpr KernelParam kParams48[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
    {"cols_per_lane", "cf", 1},
};
constexpr KernelParam kParams49[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
    {"cols_per_lane", "cf", 1},
};
constexpr KernelParam kParams50[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
    {"cols_per_lane", "cf", 4},
};
constexpr KernelParam kParams51[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
    {"cols_per_lane", "cf", 4},
};
constexpr KernelParam kParams52[] = {
    {"panel_width", "w", 16},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 32},
    {"cols_per_lane", "cf", 4}, {"atomic", "a", 0},
};
constexpr KernelParam kParams53[] = {
    {"panel_width", "w", 16},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 32},
    {"cols_per_lane", "cf", 4}, {"atomic", "a", 0},
};
constexpr KernelParam kParams54[] = {
    {"panel_width", "w", 16},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 32},
    {"cols_per_lane", "cf", 4}, {"atomic", "a", 1},
};
constexpr KernelParam kParams55[] = {
    {"panel_width", "w", 16},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 32},
    {"cols_per_lane", "cf", 4}, {"atomic", "a", 1},
};
constexpr KernelParam kParams56[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 4}, {"lanes_per_entry", "l", 32},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams57[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 4}, {"lanes_per_entry", "l", 32},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams58[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 4}, {"lanes_per_entry", "l", 32},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams59[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 4}, {"lanes_per_entry", "l", 32},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams60[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 4}, {"lanes_per_entry", "l", 4},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams61[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 4}, {"lanes_per_entry", "l", 4},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams62[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 4}, {"lanes_per_entry", "l", 4},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams63[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 4}, {"lanes_per_entry", "l", 4},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams64[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 4}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams65[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 4}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams66[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 4}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams67[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 4}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams68[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 4}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams69[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 4}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams70[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 4}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams71[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 4}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams72[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 1},
};
constexpr KernelParam kParams73[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 1},
};
constexpr KernelParam kParams74[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 1},
};
constexpr KernelParam kParams75[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 1},
};
constexpr KernelParam kParams76[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 2},
};
constexpr KernelParam kParams77[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 2},
};
constexpr KernelParam kParams78[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 2},
};
constexpr KernelParam kParams79[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 2},
};
constexpr KernelParam kParams80[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 4},
};
constexpr KernelParam kParams81[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 4},
};
constexpr KernelParam kParams82[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 4},
};
constexpr KernelParam kParams83[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 4},
};
constexpr KernelParam kParams84[] = {
    {"brick", "w", 16},
};
constexpr KernelParam kParams85[] = {
    {"brick", "w", 32},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams86[] = {
    {"brick", "w", 32},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams87[] = {
    {"brick", "w", 32},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams88[] = {
    {"brick", "w", 32},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams89[] = {
    {"brick", "w", 8},
};
constexpr KernelParam kParams90[] = {
    {"brick", "w", 8},
};
constexpr KernelParam kParams91[] = {
    {"tile_half_width", "w", 16},
    {"tile_height", "h", 1},
};
constexpr KernelParam kParams92[] = {
    {"tile_half_width", "w", 32},
    {"block_size", "b", 1024},
};
constexpr KernelParam kParams93[] = {
    {"tile_half_width", "w", 32},
    {"block_size", "b", 1024},
};
constexpr KernelParam kParams94[] = {
    {"tile_half_width", "w", 32},
    {"block_size", "b", 512},
};
constexpr KernelParam kParams95[] = {
    {"tile_half_width", "w", 32},
    {"block_size", "b", 512},
};
constexpr KernelParam kParams96[] = {
    {"tile_half_width", "w", 32},
    {"block_size", "b", 512},
};
constexpr KernelParam kParams97[] = {
    {"tile_half_width", "w", 32},
    {"block_size", "b", 512},
};
constexpr KernelParam kParams98[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 1},
};
constexpr KernelParam kParams99[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 1},
};
constexpr KernelParam kParams100[] = {
    {"tile_half_width", "w", 16},
    {"tile_height", "h", 64},
};
constexpr KernelParam kParams101[] = {
    {"tile_half_width", "w", 16},
    {"tile_height", "h", 8},
};
constexpr KernelParam kParams102[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams103[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams104[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams105[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams106[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 8},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams107[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 8},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams108[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 8},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams109[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 8},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams110[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 64},
};
constexpr KernelParam kParams111[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 8},
};
constexpr KernelParam kParams112[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 8},
};
constexpr KernelParam kParams113[] = {
    {"tile_half_width", "w", 16},
    {"tile_height", "h", 1},
};
constexpr KernelParam kParams114[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 1},
    {"steps", "s", 2},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams115[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 1},
    {"steps", "s", 2},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams116[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 1},
    {"steps", "s", 2},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams117[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 1},
    {"steps", "s", 2},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams118[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 1},
};
constexpr KernelParam kParams119[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 1},
};
constexpr KernelParam kParams120[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 1},
    {"steps", "s", 2},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams121[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 1},
    {"steps", "s", 2},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams122[] = {
    {"tile_half_width", "w", 16},
    {"tile_height", "h", 4},
};
constexpr KernelParam kParams123[] = {
    {"tile_half_width", "w", 16},
    {"tile_height", "h", 8},
};
constexpr KernelParam kParams124[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"steps", "s", 1},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams125[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"steps", "s", 1},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams126[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"steps", "s", 1},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams127[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"steps", "s", 1},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams128[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 8},
    {"steps", "s", 1},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams129[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 8},
    {"steps", "s", 1},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams130[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 4},
};
constexpr KernelParam kParams131[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 4},
};
constexpr KernelParam kParams132[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 8},
};
constexpr KernelParam kParams137[] = {
    {"steps", "s", 16},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams138[] = {
    {"steps", "s", 16},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams139[] = {
    {"steps", "s", 4},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams140[] = {
    {"steps", "s", 4},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams141[] = {
    {"steps", "s", 8},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams142[] = {
    {"steps", "s", 8},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams143[] = {
    {"steps", "s", 8},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams144[] = {
    {"steps", "s", 8},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams145[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams146[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams147[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams148[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams149[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams150[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams151[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams152[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams153[] = {
    {"threads_per_row", "t", 16},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams154[] = {
    {"threads_per_row", "t", 16},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams155[] = {
    {"threads_per_row", "t", 16},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams156[] = {
    {"threads_per_row", "t", 16},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams157[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams158[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams159[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams160[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams161[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams162[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams163[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams164[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams165[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams166[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams167[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 4},
};
constexpr KernelParam kParams168[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 4},
};
constexpr KernelParam kParams169[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams170[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams171[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams172[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams173[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams174[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams175[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams176[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams177[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams178[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams179[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams180[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams181[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams182[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams183[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 2},
};
constexpr KernelParam kParams184[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 2},
};
constexpr KernelParam kParams185[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 4},
};
constexpr KernelParam kParams186[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 4},
};
constexpr KernelParam kParams187[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 8},
};
constexpr KernelParam kParams188[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 8},
};
constexpr KernelParam kParams189[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 2},
};
constexpr KernelParam kParams190[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 2},
};
constexpr KernelParam kParams191[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 4},
};
constexpr KernelParam kParams192[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 4},
};
constexpr KernelParam kParams193[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 4},
};
constexpr KernelParam kParams194[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 4},
};
constexpr KernelParam kParams195[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 8},
};
constexpr KernelParam kParams196[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 8},
};
constexpr KernelParam kParams197[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams198[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams199[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams200[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams201[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams202[] = {
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams203[] = {
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams204[] = {
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams205[] = {
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams206[] = {
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams207[] = {
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams208[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams209[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams210[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams211[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams212[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams213[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams214[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams215[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams216[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams217[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams218[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams219[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams220[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams221[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams222[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams223[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams224[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams225[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams226[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams227[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams228[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams229[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams230[] = {
    {"steps", "s", 16},
};
constexpr KernelParam kParams231[] = {
    {"steps", "s", 16},
};
constexpr KernelParam kParams232[] = {
    {"steps", "s", 4},
};
constexpr KernelParam kParams233[] = {
    {"steps", "s", 4},
};
constexpr KernelParam kParams234[] = {
    {"steps", "s", 8},
};
constexpr KernelParam kParams235[] = {
    {"steps", "s", 8},
};
constexpr KernelParam kParams236[] = {
    {"steps", "s", 8},
};
constexpr KernelParam kParams237[] = {
    {"steps", "s", 8},
};
constexpr KernelParam kParams238[] = {
    {"block_rows", "b", 16},
};
constexpr KernelParam kParams239[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams240[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams241[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams242[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams243[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams244[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams245[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 4},
};
constexpr KernelParam kParams246[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 4},
};
constexpr KernelParam kParams247[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams248[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams249[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams250[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams251[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams252[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams253[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams254[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams255[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams256[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams257[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams258[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams259[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams260[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams261[] = {
    {"block_rows", "b", 8},
};
constexpr KernelParam kParams262[] = {
    {"block_rows", "b", 8},
};
constexpr KernelParam kParams263[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 2},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams264[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 2},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams265[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 4},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams266[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 4},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams267[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 8},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams268[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 8},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams269[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 2},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams270[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 2},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams271[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 4},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams272[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 4},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams273[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 8},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams274[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 8},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams275[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 2},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams276[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 2},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams277[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 4},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams278[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 4},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams279[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 4},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams280[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 4},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams281[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 8},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams282[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 8},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams283[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 2},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams284[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 2},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams285[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 4},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams286[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 4},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams287[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 8},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams288[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 8},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams289[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 2},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams290[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 2},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams291[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 4},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams292[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 4},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams293[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 4},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams294[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 4},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams295[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 8},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams296[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 8},
    {"segments_per_block", "r", 32},
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
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams300[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams301[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams302[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams303[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams304[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams305[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams306[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams307[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams308[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams309[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams310[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams311[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams312[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams313[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams314[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams315[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams316[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams317[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams318[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams319[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams320[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams321[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams322[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams323[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams324[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams325[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams326[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams327[] = {
    {"slice_height", "b", 8},
    {"gather", "g", 0},
};
constexpr KernelParam kParams328[] = {
    {"slice_height", "b", 8},
    {"gather", "g", 1},
};
constexpr KernelParam kParams329[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams330[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams331[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams332[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams333[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams334[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams335[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams336[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams337[] = {
    {"slice_height", "b", 16},
    {"value_codes", "v", 0},
    {"pattern", "p", 0},
    {"gather", "g", 0},
};
constexpr KernelParam kParams338[] = {
    {"slice_height", "b", 16},
    {"value_codes", "v", 0},
    {"pattern", "p", 0},
    {"gather", "g", 1},
};
constexpr KernelParam kParams339[] = {
    {"slice_height", "b", 16},
    {"value_codes", "v", 0},
    {"pattern", "p", 1},
    {"gather", "g", 0},
};
constexpr KernelParam kParams340[] = {
    {"slice_height", "b", 16},
    {"value_codes", "v", 0},
    {"pattern", "p", 1},
    {"gather", "g", 1},
};
constexpr KernelParam kParams341[] = {
    {"slice_height", "b", 16},
    {"value_codes", "v", 16},
    {"pattern", "p", 0},
    {"gather", "g", 0},
};
constexpr KernelParam kParams342[] = {
    {"slice_height", "b", 16},
    {"value_codes", "v", 16},
    {"pattern", "p", 0},
    {"gather", "g", 1},
};
constexpr KernelParam kParams343[] = {
    {"slice_height", "b", 16},
    {"value_codes", "v", 8},
    {"pattern", "p", 0},
    {"gather", "g", 0},
};
constexpr KernelParam kParams344[] = {
    {"slice_height", "b", 16},
    {"value_codes", "v", 8},
    {"pattern", "p", 0},
    {"gather", "g", 1},
};
constexpr KernelParam kParams345[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 1},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams346[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 1},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams347[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 1},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams348[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 1},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams349[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams350[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams351[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams352[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams353[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams354[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams355[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams356[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams357[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams358[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams359[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams360[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams361[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams362[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams363[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams364[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams365[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams366[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams367[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams368[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams369[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams370[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams371[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams372[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams373[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams374[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams375[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams376[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams377[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams378[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams379[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams380[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams381[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams382[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams383[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams384[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams385[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams386[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams387[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams388[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams389[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams390[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams391[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams392[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams393[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams394[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams395[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams396[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams397[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams398[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams399[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams400[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams401[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams402[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams403[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams404[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams405[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams406[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams407[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams408[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams409[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams410[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams411[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams412[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams413[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams414[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams415[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams416[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams417[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams418[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams419[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams420[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams421[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams422[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams423[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams424[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams425[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams426[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams427[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams428[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams429[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams430[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams431[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams432[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams433[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams434[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams435[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams436[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams437[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams438[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams439[] = {
    {"slice_height", "b", 8},
    {"value_codes", "v", 0},
    {"pattern", "p", 0},
    {"gather", "g", 0},
};
constexpr KernelParam kParams440[] = {
    {"slice_height", "b", 8},
    {"value_codes", "v", 0},
    {"pattern", "p", 0},
    {"gather", "g", 1},
};
constexpr KernelParam kParams441[] = {
    {"slice_height", "b", 8},
    {"value_codes", "v", 0},
    {"pattern", "p", 1},
    {"gather", "g", 0},
};
constexpr KernelParam kParams442[] = {
    {"slice_height", "b", 8},
    {"value_codes", "v", 0},
    {"pattern", "p", 1},
    {"gather", "g", 1},
};
constexpr KernelParam kParams443[] = {
    {"slice_height", "b", 8},
    {"value_codes", "v", 16},
    {"pattern", "p", 0},
    {"gather", "g", 0},
};
constexpr KernelParam kParams444[] = {
    {"slice_height", "b", 8},
    {"value_codes", "v", 16},
    {"pattern", "p", 0},
    {"gather", "g", 1},
};
constexpr KernelParam kParams445[] = {
    {"slice_height", "b", 8},
    {"value_codes", "v", 8},
    {"pattern", "p", 0},
    {"gather", "g", 0},
};
constexpr KernelParam kParams446[] = {
    {"slice_height", "b", 8},
    {"value_codes", "v", 8},
    {"pattern", "p", 0},
    {"gather", "g", 1},
};

// Sorted by name: find_kernel() binary-searches it.
const KernelEntry kEntries[] = {
    {"spgen_spmm_csr_kv1_f32i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams0, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv1_f32i32_avx512, "avx512/spgen_spmm_csr_kv1_f32i32_avx512.cpp",
     0x8522239985853e01ULL},
    {"spgen_spmm_csr_kv1_f32i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams1, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv1_f32i64_avx512, "avx512/spgen_spmm_csr_kv1_f32i64_avx512.cpp",
     0xc8e1ad026945c516ULL},
    {"spgen_spmm_csr_kv1_f64i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams2, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv1_f64i32_avx512, "avx512/spgen_spmm_csr_kv1_f64i32_avx512.cpp",
     0x7825d8fb506ae3b5ULL},
    {"spgen_spmm_csr_kv1_f64i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams3, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv1_f64i64_avx512, "avx512/spgen_spmm_csr_kv1_f64i64_avx512.cpp",
     0xfd2302b173e5ee33ULL},
    {"spgen_spmm_csr_kv2_f32i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams4, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv2_f32i32_avx512, "avx512/spgen_spmm_csr_kv2_f32i32_avx512.cpp",
     0x38eb186150e61ccbULL},
    {"spgen_spmm_csr_kv2_f32i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams5, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv2_f32i64_avx512, "avx512/spgen_spmm_csr_kv2_f32i64_avx512.cpp",
     0x30c44c7ce2c42420ULL},
    {"spgen_spmm_csr_kv2_f64i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams6, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv2_f64i32_avx512, "avx512/spgen_spmm_csr_kv2_f64i32_avx512.cpp",
     0x863ef34f4bbdb85bULL},
    {"spgen_spmm_csr_kv2_f64i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams7, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv2_f64i64_avx512, "avx512/spgen_spmm_csr_kv2_f64i64_avx512.cpp",
     0xb6707cc824d0bac3ULL},
    {"spgen_spmm_csr_kv4_f32i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams8, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv4_f32i32_avx512, "avx512/spgen_spmm_csr_kv4_f32i32_avx512.cpp",
     0xfb19c5c3c7f861f1ULL},
    {"spgen_spmm_csr_kv4_f32i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams9, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv4_f32i64_avx512, "avx512/spgen_spmm_csr_kv4_f32i64_avx512.cpp",
     0x09225219e8cdb592ULL},
    {"spgen_spmm_csr_kv4_f64i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams10, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv4_f64i32_avx512, "avx512/spgen_spmm_csr_kv4_f64i32_avx512.cpp",
     0x8be039dd8b7f80b9ULL},
    {"spgen_spmm_csr_kv4_f64i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams11, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv4_f64i64_avx512, "avx512/spgen_spmm_csr_kv4_f64i64_avx512.cpp",
     0x103ea673a9a43adcULL},
    {"spgen_spmm_csr_t32_r4_cf1_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams12, 3, 128, 4, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r4_cf1_f32i32_cuda.cu", 0x98082cc49ec1b6bfULL},
    {"spgen_spmm_csr_t32_r4_cf1_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams13, 3, 128, 4, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r4_cf1_f64i32_cuda.cu", 0x90e246431e02b9f0ULL},
    {"spgen_spmm_csr_t32_r4_cf4_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams14, 3, 128, 4, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r4_cf4_f32i32_cuda.cu", 0x976c47620b92cebdULL},
    {"spgen_spmm_csr_t32_r4_cf4_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams15, 3, 128, 4, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r4_cf4_f64i32_cuda.cu", 0x17796aa21c0feea6ULL},
    {"spgen_spmm_csr_t32_r8_cf1_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams16, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf1_f32i32_cuda.cu", 0xfa4bd762f861f133ULL},
    {"spgen_spmm_csr_t32_r8_cf1_f32i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams17, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf1_f32i64_cuda.cu", 0x767509f9a33baa17ULL},
    {"spgen_spmm_csr_t32_r8_cf1_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams18, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf1_f64i32_cuda.cu", 0x57bebb90b0ad8b99ULL},
    {"spgen_spmm_csr_t32_r8_cf1_f64i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams19, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf1_f64i64_cuda.cu", 0x966dc0a1cef54596ULL},
    {"spgen_spmm_csr_t32_r8_cf4_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams20, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf4_f32i32_cuda.cu", 0x3a46c01e965e8f4fULL},
    {"spgen_spmm_csr_t32_r8_cf4_f32i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams21, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf4_f32i64_cuda.cu", 0xcc0e85cc5b1276daULL},
    {"spgen_spmm_csr_t32_r8_cf4_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams22, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf4_f64i32_cuda.cu", 0x4549a4400abb0ffcULL},
    {"spgen_spmm_csr_t32_r8_cf4_f64i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams23, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf4_f64i64_cuda.cu", 0xc1a03b3dcc3e9290ULL},
    {"spgen_spmm_csr_t8_r16_cf1_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams24, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf1_f32i32_cuda.cu", 0x0b569169f1d234c0ULL},
    {"spgen_spmm_csr_t8_r16_cf1_f32i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams25, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf1_f32i64_cuda.cu", 0xfcb6f5a2bef26587ULL},
    {"spgen_spmm_csr_t8_r16_cf1_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams26, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf1_f64i32_cuda.cu", 0xa3b49a5a4920690cULL},
    {"spgen_spmm_csr_t8_r16_cf1_f64i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams27, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf1_f64i64_cuda.cu", 0x981d90cc0ab8d380ULL},
    {"spgen_spmm_csr_t8_r16_cf4_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams28, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf4_f32i32_cuda.cu", 0xa8acbfc51ed34493ULL},
    {"spgen_spmm_csr_t8_r16_cf4_f32i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams29, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf4_f32i64_cuda.cu", 0x6b6450e8a9e1f1dcULL},
    {"spgen_spmm_csr_t8_r16_cf4_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams30, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf4_f64i32_cuda.cu", 0xac632276ad84b39aULL},
    {"spgen_spmm_csr_t8_r16_cf4_f64i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams31, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf4_f64i64_cuda.cu", 0x2881a29deacc7319ULL},
    {"spgen_spmm_csr_t8_r32_cf1_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams32, 3, 256, 32, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r32_cf1_f32i32_cuda.cu", 0xc87481d5d0264661ULL},
    {"spgen_spmm_csr_t8_r32_cf1_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams33, 3, 256, 32, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r32_cf1_f64i32_cuda.cu", 0xb0b2ca55a1278c44ULL},
    {"spgen_spmm_csr_t8_r32_cf4_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams34, 3, 256, 32, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r32_cf4_f32i32_cuda.cu", 0x0e2cc2e8b79172e2ULL},
    {"spgen_spmm_csr_t8_r32_cf4_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams35, 3, 256, 32, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r32_cf4_f64i32_cuda.cu", 0x3ad13d5fdc0ab138ULL},
    {"spgen_spmm_sellp_b32_t8_u1_cf1_f32i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams36, 4, 256, 32, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b32_t8_u1_cf1_f32i32_cuda.cu", 0x1a3da554ffa778deULL},
    {"spgen_spmm_sellp_b32_t8_u1_cf1_f64i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams37, 4, 256, 32, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b32_t8_u1_cf1_f64i32_cuda.cu", 0x48ae61d2118376a6ULL},
    {"spgen_spmm_sellp_b32_t8_u1_cf4_f32i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams38, 4, 256, 32, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b32_t8_u1_cf4_f32i32_cuda.cu", 0x26191f4fc0a20101ULL},
    {"spgen_spmm_sellp_b32_t8_u1_cf4_f64i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams39, 4, 256, 32, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b32_t8_u1_cf4_f64i32_cuda.cu", 0x9bcc441899a8af2bULL},
    {"spgen_spmm_sellp_b32_t8_u2_cf1_f32i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams40, 4, 256, 32, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b32_t8_u2_cf1_f32i32_cuda.cu", 0x2cc85a098f634a0eULL},
    {"spgen_spmm_sellp_b32_t8_u2_cf1_f64i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams41, 4, 256, 32, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b32_t8_u2_cf1_f64i32_cuda.cu", 0x69d62d414efdedb6ULL},
    {"spgen_spmm_sellp_b32_t8_u2_cf4_f32i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams42, 4, 256, 32, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b32_t8_u2_cf4_f32i32_cuda.cu", 0x8bc541a2e8d20f77ULL},
    {"spgen_spmm_sellp_b32_t8_u2_cf4_f64i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams43, 4, 256, 32, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b32_t8_u2_cf4_f64i32_cuda.cu", 0x8c372ea3978743f0ULL},
    {"spgen_spmm_sellp_b8_t8_u1_cf1_f32i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams44, 4, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u1_cf1_f32i32_cuda.cu", 0x91ceeaf4b292741bULL},
    {"spgen_spmm_sellp_b8_t8_u1_cf1_f64i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams45, 4, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u1_cf1_f64i32_cuda.cu", 0x7076f11afcada650ULL},
    {"spgen_spmm_sellp_b8_t8_u1_cf4_f32i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams46, 4, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u1_cf4_f32i32_cuda.cu", 0xc98f4c722f0833a9ULL},
    {"spgen_spmm_sellp_b8_t8_u1_cf4_f64i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams47, 4, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u1_cf4_f64i32_cuda.cu", 0xd97de8482542a8efULL},
    {"spgen_spmm_sellp_b8_t8_u2_cf1_f32i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams48, 4, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u2_cf1_f32i32_cuda.cu", 0xc12d992efa9f3b08ULL},
    {"spgen_spmm_sellp_b8_t8_u2_cf1_f64i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams49, 4, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u2_cf1_f64i32_cuda.cu", 0xe0a46275f14da01eULL},
    {"spgen_spmm_sellp_b8_t8_u2_cf4_f32i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams50, 4, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u2_cf4_f32i32_cuda.cu", 0xde000dac0e5c2a8eULL},
    {"spgen_spmm_sellp_b8_t8_u2_cf4_f64i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams51, 4, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u2_cf4_f64i32_cuda.cu", 0x844bdb1e262dbb19ULL},
    {"spgen_spmm_t_colpanel_w16_r2_l32_cf4_a0_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams52, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w16_r2_l32_cf4_a0_f32i32_cuda.cu", 0xd65a4c02ae80a6d1ULL},
    {"spgen_spmm_t_colpanel_w16_r2_l32_cf4_a0_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams53, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w16_r2_l32_cf4_a0_f64i32_cuda.cu", 0xed6e3c334cefc521ULL},
    {"spgen_spmm_t_colpanel_w16_r2_l32_cf4_a1_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams54, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w16_r2_l32_cf4_a1_f32i32_cuda.cu", 0x74269114c4436ee4ULL},
    {"spgen_spmm_t_colpanel_w16_r2_l32_cf4_a1_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams55, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w16_r2_l32_cf4_a1_f64i32_cuda.cu", 0x7dd5a38d2092e5a1ULL},
    {"spgen_spmm_t_colpanel_w32_r4_l32_cf1_a0_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams56, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l32_cf1_a0_f32i32_cuda.cu", 0x3a8c133574b0b21aULL},
    {"spgen_spmm_t_colpanel_w32_r4_l32_cf1_a0_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams57, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l32_cf1_a0_f64i32_cuda.cu", 0xed0bbc11537b09b4ULL},
    {"spgen_spmm_t_colpanel_w32_r4_l32_cf1_a1_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams58, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l32_cf1_a1_f32i32_cuda.cu", 0x3866057101ea5bb7ULL},
    {"spgen_spmm_t_colpanel_w32_r4_l32_cf1_a1_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams59, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l32_cf1_a1_f64i32_cuda.cu", 0x5d19929d2b583c23ULL},
    {"spgen_spmm_t_colpanel_w32_r4_l4_cf1_a0_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams60, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l4_cf1_a0_f32i32_cuda.cu", 0x8cf00e719c818bd4ULL},
    {"spgen_spmm_t_colpanel_w32_r4_l4_cf1_a0_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams61, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l4_cf1_a0_f64i32_cuda.cu", 0xeb496cb299a42a87ULL},
    {"spgen_spmm_t_colpanel_w32_r4_l4_cf1_a1_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams62, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l4_cf1_a1_f32i32_cuda.cu", 0x501e1f411c3344d1ULL},
    {"spgen_spmm_t_colpanel_w32_r4_l4_cf1_a1_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams63, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l4_cf1_a1_f64i32_cuda.cu", 0x84b7307a436d4d18ULL},
    {"spgen_spmm_t_colpanel_w32_r4_l8_cf1_a0_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams64, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l8_cf1_a0_f32i32_cuda.cu", 0x997f7b5ceaff5020ULL},
    {"spgen_spmm_t_colpanel_w32_r4_l8_cf1_a0_f32i64_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams65, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l8_cf1_a0_f32i64_cuda.cu", 0x780d0e5a658a0259ULL},
    {"spgen_spmm_t_colpanel_w32_r4_l8_cf1_a0_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams66, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l8_cf1_a0_f64i32_cuda.cu", 0xef811091042c54f7ULL},
    {"spgen_spmm_t_colpanel_w32_r4_l8_cf1_a0_f64i64_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams67, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l8_cf1_a0_f64i64_cuda.cu", 0xd7c9288c9c241bc4ULL},
    {"spgen_spmm_t_colpanel_w32_r4_l8_cf1_a1_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams68, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l8_cf1_a1_f32i32_cuda.cu", 0xeaf7595d7fe36afbULL},
    {"spgen_spmm_t_colpanel_w32_r4_l8_cf1_a1_f32i64_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams69, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l8_cf1_a1_f32i64_cuda.cu", 0x0dd8e9441766b74aULL},
    {"spgen_spmm_t_colpanel_w32_r4_l8_cf1_a1_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams70, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l8_cf1_a1_f64i32_cuda.cu", 0x0b95b13ab1b8eea8ULL},
    {"spgen_spmm_t_colpanel_w32_r4_l8_cf1_a1_f64i64_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams71, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l8_cf1_a1_f64i64_cuda.cu", 0xcbb38ed8709b1052ULL},
    {"spgen_spmm_t_colpanel_w64_kv1_f32i32_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams72, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv1_f32i32_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv1_f32i32_avx512.cpp", 0x81826176dbc4e2aaULL},
    {"spgen_spmm_t_colpanel_w64_kv1_f32i64_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f32, IndexType::i64, kParams73, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv1_f32i64_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv1_f32i64_avx512.cpp", 0x01511b63a4ce3389ULL},
    {"spgen_spmm_t_colpanel_w64_kv1_f64i32_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams74, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv1_f64i32_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv1_f64i32_avx512.cpp", 0x5f2e03263412cda3ULL},
    {"spgen_spmm_t_colpanel_w64_kv1_f64i64_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f64, IndexType::i64, kParams75, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv1_f64i64_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv1_f64i64_avx512.cpp", 0xa503481f3d84ccc8ULL},
    {"spgen_spmm_t_colpanel_w64_kv2_f32i32_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams76, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv2_f32i32_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv2_f32i32_avx512.cpp", 0xf11c16a283ad69b7ULL},
    {"spgen_spmm_t_colpanel_w64_kv2_f32i64_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f32, IndexType::i64, kParams77, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv2_f32i64_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv2_f32i64_avx512.cpp", 0xd0d458736657adeaULL},
    {"spgen_spmm_t_colpanel_w64_kv2_f64i32_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams78, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv2_f64i32_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv2_f64i32_avx512.cpp", 0xda1eeb230c521c08ULL},
    {"spgen_spmm_t_colpanel_w64_kv2_f64i64_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f64, IndexType::i64, kParams79, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv2_f64i64_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv2_f64i64_avx512.cpp", 0x3c03fb1d76289361ULL},
    {"spgen_spmm_t_colpanel_w64_kv4_f32i32_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams80, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv4_f32i32_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv4_f32i32_avx512.cpp", 0x9a232dc9e767256bULL},
    {"spgen_spmm_t_colpanel_w64_kv4_f32i64_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f32, IndexType::i64, kParams81, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv4_f32i64_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv4_f32i64_avx512.cpp", 0xad67c369c73fdc46ULL},
    {"spgen_spmm_t_colpanel_w64_kv4_f64i32_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams82, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv4_f64i32_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv4_f64i32_avx512.cpp", 0xac9488b93c3abde9ULL},
    {"spgen_spmm_t_colpanel_w64_kv4_f64i64_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f64, IndexType::i64, kParams83, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv4_f64i64_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv4_f64i64_avx512.cpp", 0xaa848ef55db86d0eULL},
    {"spgen_spmv_axc_w16_f32i32_avx512", Op::spmv, "axc", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams84, 1, 0, 0, kArgs_axc_avx512, 9,
     &call_spgen_spmv_axc_w16_f32i32_avx512, "avx512/spgen_spmv_axc_w16_f32i32_avx512.cpp",
     0x881c4bfbf4d35489ULL},
    {"spgen_spmv_axc_w32_r8_f32i32_cuda", Op::spmv, "axc", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams85, 2, 256, 8, kArgs_axc_cuda, 8, nullptr,
     "cuda/spgen_spmv_axc_w32_r8_f32i32_cuda.cu", 0xc922bfd77ac85acbULL},
    {"spgen_spmv_axc_w32_r8_f32i64_cuda", Op::spmv, "axc", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams86, 2, 256, 8, kArgs_axc_cuda, 8, nullptr,
     "cuda/spgen_spmv_axc_w32_r8_f32i64_cuda.cu", 0xd738054ec604ff87ULL},
    {"spgen_spmv_axc_w32_r8_f64i32_cuda", Op::spmv, "axc", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams87, 2, 256, 8, kArgs_axc_cuda, 8, nullptr,
     "cuda/spgen_spmv_axc_w32_r8_f64i32_cuda.cu", 0x1536db6faa191012ULL},
    {"spgen_spmv_axc_w32_r8_f64i64_cuda", Op::spmv, "axc", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams88, 2, 256, 8, kArgs_axc_cuda, 8, nullptr,
     "cuda/spgen_spmv_axc_w32_r8_f64i64_cuda.cu", 0xaa7196953f2e2270ULL},
    {"spgen_spmv_axc_w8_f64i32_avx512", Op::spmv, "axc", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams89, 1, 0, 0, kArgs_axc_avx512, 9, &call_spgen_spmv_axc_w8_f64i32_avx512,
     "avx512/spgen_spmv_axc_w8_f64i32_avx512.cpp", 0x86d5135b1ff71bb2ULL},
    {"spgen_spmv_axc_w8_f64i64_avx512", Op::spmv, "axc", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams90, 1, 0, 0, kArgs_axc_avx512, 9, &call_spgen_spmv_axc_w8_f64i64_avx512,
     "avx512/spgen_spmv_axc_w8_f64i64_avx512.cpp", 0x9a972f598a5fec59ULL},
    {"spgen_spmv_axt_ch1_w16_h1_f32i32_avx512", Op::spmv, "axt_ch1", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams91, 2, 0, 0, kArgs_axt_ch1_avx512, 11,
     &call_spgen_spmv_axt_ch1_w16_h1_f32i32_avx512,
     "avx512/spgen_spmv_axt_ch1_w16_h1_f32i32_avx512.cpp", 0x3cdefad9eea85fa7ULL},
    {"spgen_spmv_axt_ch1_w32_b1024_f32i32_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams92, 2, 1024, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b1024_f32i32_cuda.cu", 0xb27ae3c1301c96d0ULL},
    {"spgen_spmv_axt_ch1_w32_b1024_f64i32_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams93, 2, 1024, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b1024_f64i32_cuda.cu", 0xd50e654f06ec7edaULL},
    {"spgen_spmv_axt_ch1_w32_b512_f32i32_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams94, 2, 512, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b512_f32i32_cuda.cu", 0x0b152e4fd6b58325ULL},
    {"spgen_spmv_axt_ch1_w32_b512_f32i64_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams95, 2, 512, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b512_f32i64_cuda.cu", 0x59ee03414d8c6eecULL},
    {"spgen_spmv_axt_ch1_w32_b512_f64i32_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams96, 2, 512, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b512_f64i32_cuda.cu", 0x19b60d5c850cea3eULL},
    {"spgen_spmv_axt_ch1_w32_b512_f64i64_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams97, 2, 512, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b512_f64i64_cuda.cu", 0xe3d3b6f2f58979dcULL},
    {"spgen_spmv_axt_ch1_w8_h1_f64i32_avx512", Op::spmv, "axt_ch1", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams98, 2, 0, 0, kArgs_axt_ch1_avx512, 11,
     &call_spgen_spmv_axt_ch1_w8_h1_f64i32_avx512,
     "avx512/spgen_spmv_axt_ch1_w8_h1_f64i32_avx512.cpp", 0x0a063f378783a5ddULL},
    {"spgen_spmv_axt_ch1_w8_h1_f64i64_avx512", Op::spmv, "axt_ch1", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams99, 2, 0, 0, kArgs_axt_ch1_avx512, 11,
     &call_spgen_spmv_axt_ch1_w8_h1_f64i64_avx512,
     "avx512/spgen_spmv_axt_ch1_w8_h1_f64i64_avx512.cpp", 0x45de3cb75ab9bcd3ULL},
    {"spgen_spmv_axt_ch_w16_h64_f32i32_avx512", Op::spmv, "axt_ch", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams100, 2, 0, 0, kArgs_axt_ch_avx512, 11,
     &call_spgen_spmv_axt_ch_w16_h64_f32i32_avx512,
     "avx512/spgen_spmv_axt_ch_w16_h64_f32i32_avx512.cpp", 0xd97310ede1d0b924ULL},
    {"spgen_spmv_axt_ch_w16_h8_f32i32_avx512", Op::spmv, "axt_ch", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams101, 2, 0, 0, kArgs_axt_ch_avx512, 11,
     &call_spgen_spmv_axt_ch_w16_h8_f32i32_avx512,
     "avx512/spgen_spmv_axt_ch_w16_h8_f32i32_avx512.cpp", 0x7ac581182abee0aeULL},
    {"spgen_spmv_axt_ch_w32_h4_r8_f32i32_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams102, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h4_r8_f32i32_cuda.cu", 0x97be6376e710da17ULL},
    {"spgen_spmv_axt_ch_w32_h4_r8_f32i64_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams103, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h4_r8_f32i64_cuda.cu", 0x33b20e2f9368b667ULL},
    {"spgen_spmv_axt_ch_w32_h4_r8_f64i32_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams104, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h4_r8_f64i32_cuda.cu", 0x53616e7451895890ULL},
    {"spgen_spmv_axt_ch_w32_h4_r8_f64i64_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams105, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h4_r8_f64i64_cuda.cu", 0x77caa656b797903dULL},
    {"spgen_spmv_axt_ch_w32_h8_r8_f32i32_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams106, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h8_r8_f32i32_cuda.cu", 0xa97b75daca27e45fULL},
    {"spgen_spmv_axt_ch_w32_h8_r8_f32i64_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams107, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h8_r8_f32i64_cuda.cu", 0xcbfbbbefb10a8e5bULL},
    {"spgen_spmv_axt_ch_w32_h8_r8_f64i32_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams108, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h8_r8_f64i32_cuda.cu", 0x8025b83d8b3ce039ULL},
    {"spgen_spmv_axt_ch_w32_h8_r8_f64i64_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams109, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h8_r8_f64i64_cuda.cu", 0xb698c0e0bff4cf46ULL},
    {"spgen_spmv_axt_ch_w8_h64_f64i32_avx512", Op::spmv, "axt_ch", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams110, 2, 0, 0, kArgs_axt_ch_avx512, 11,
     &call_spgen_spmv_axt_ch_w8_h64_f64i32_avx512,
     "avx512/spgen_spmv_axt_ch_w8_h64_f64i32_avx512.cpp", 0xf7dae64a4c18c293ULL},
    {"spgen_spmv_axt_ch_w8_h8_f64i32_avx512", Op::spmv, "axt_ch", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams111, 2, 0, 0, kArgs_axt_ch_avx512, 11,
     &call_spgen_spmv_axt_ch_w8_h8_f64i32_avx512,
     "avx512/spgen_spmv_axt_ch_w8_h8_f64i32_avx512.cpp", 0x1cac6da498f5364eULL},
    {"spgen_spmv_axt_ch_w8_h8_f64i64_avx512", Op::spmv, "axt_ch", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams112, 2, 0, 0, kArgs_axt_ch_avx512, 11,
     &call_spgen_spmv_axt_ch_w8_h8_f64i64_avx512,
     "avx512/spgen_spmv_axt_ch_w8_h8_f64i64_avx512.cpp", 0xcf5b354a5227b418ULL},
    {"spgen_spmv_axt_uh1_w16_h1_f32i32_avx512", Op::spmv, "axt_uh1", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams113, 2, 0, 0, kArgs_axt_uh1_avx512, 10,
     &call_spgen_spmv_axt_uh1_w16_h1_f32i32_avx512,
     "avx512/spgen_spmv_axt_uh1_w16_h1_f32i32_avx512.cpp", 0x5661828eee19023fULL},
    {"spgen_spmv_axt_uh1_w32_h1_s2_r8_f32i32_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams114, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w32_h1_s2_r8_f32i32_cuda.cu", 0xc155b3b3449c4984ULL},
    {"spgen_spmv_axt_uh1_w32_h1_s2_r8_f32i64_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams115, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w32_h1_s2_r8_f32i64_cuda.cu", 0x1c15de07c7d501c5ULL},
    {"spgen_spmv_axt_uh1_w32_h1_s2_r8_f64i32_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams116, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w32_h1_s2_r8_f64i32_cuda.cu", 0xd0a5dac8aca4afb6ULL},
    {"spgen_spmv_axt_uh1_w32_h1_s2_r8_f64i64_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams117, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w32_h1_s2_r8_f64i64_cuda.cu", 0xa557d1d2596b67f1ULL},
    {"spgen_spmv_axt_uh1_w8_h1_f64i32_avx512", Op::spmv, "axt_uh1", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams118, 2, 0, 0, kArgs_axt_uh1_avx512, 10,
     &call_spgen_spmv_axt_uh1_w8_h1_f64i32_avx512,
     "avx512/spgen_spmv_axt_uh1_w8_h1_f64i32_avx512.cpp", 0x5ebc7ca785e8b5baULL},
    {"spgen_spmv_axt_uh1_w8_h1_f64i64_avx512", Op::spmv, "axt_uh1", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams119, 2, 0, 0, kArgs_axt_uh1_avx512, 10,
     &call_spgen_spmv_axt_uh1_w8_h1_f64i64_avx512,
     "avx512/spgen_spmv_axt_uh1_w8_h1_f64i64_avx512.cpp", 0x5dad3d9338eacd6dULL},
    {"spgen_spmv_axt_uh1_w8_h1_s2_r8_f32i32_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams120, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w8_h1_s2_r8_f32i32_cuda.cu", 0x0dfc8f6bf1d1f533ULL},
    {"spgen_spmv_axt_uh1_w8_h1_s2_r8_f64i32_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams121, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w8_h1_s2_r8_f64i32_cuda.cu", 0x95671804b4597abbULL},
    {"spgen_spmv_axt_uh_w16_h4_f32i32_avx512", Op::spmv, "axt_uh", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams122, 2, 0, 0, kArgs_axt_uh_avx512, 10,
     &call_spgen_spmv_axt_uh_w16_h4_f32i32_avx512,
     "avx512/spgen_spmv_axt_uh_w16_h4_f32i32_avx512.cpp", 0x5277700d9ea285d2ULL},
    {"spgen_spmv_axt_uh_w16_h8_f32i32_avx512", Op::spmv, "axt_uh", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams123, 2, 0, 0, kArgs_axt_uh_avx512, 10,
     &call_spgen_spmv_axt_uh_w16_h8_f32i32_avx512,
     "avx512/spgen_spmv_axt_uh_w16_h8_f32i32_avx512.cpp", 0x8d1ec52dc63e1d2bULL},
    {"spgen_spmv_axt_uh_w32_h4_s1_r8_f32i32_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams124, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h4_s1_r8_f32i32_cuda.cu", 0x6e7ade01d5713413ULL},
    {"spgen_spmv_axt_uh_w32_h4_s1_r8_f32i64_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams125, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h4_s1_r8_f32i64_cuda.cu", 0x5d4eb98a4497b5d4ULL},
    {"spgen_spmv_axt_uh_w32_h4_s1_r8_f64i32_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams126, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h4_s1_r8_f64i32_cuda.cu", 0x383592b74ebd04b4ULL},
    {"spgen_spmv_axt_uh_w32_h4_s1_r8_f64i64_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams127, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h4_s1_r8_f64i64_cuda.cu", 0xecc967e7d97dda74ULL},
    {"spgen_spmv_axt_uh_w32_h8_s1_r8_f32i32_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams128, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h8_s1_r8_f32i32_cuda.cu", 0xc059a08d05a97984ULL},
    {"spgen_spmv_axt_uh_w32_h8_s1_r8_f64i32_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams129, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h8_s1_r8_f64i32_cuda.cu", 0x6e83aa7106f773eeULL},
    {"spgen_spmv_axt_uh_w8_h4_f64i32_avx512", Op::spmv, "axt_uh", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams130, 2, 0, 0, kArgs_axt_uh_avx512, 10,
     &call_spgen_spmv_axt_uh_w8_h4_f64i32_avx512,
     "avx512/spgen_spmv_axt_uh_w8_h4_f64i32_avx512.cpp", 0x4e8d923097505c83ULL},
    {"spgen_spmv_axt_uh_w8_h4_f64i64_avx512", Op::spmv, "axt_uh", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams131, 2, 0, 0, kArgs_axt_uh_avx512, 10,
     &call_spgen_spmv_axt_uh_w8_h4_f64i64_avx512,
     "avx512/spgen_spmv_axt_uh_w8_h4_f64i64_avx512.cpp", 0xd573400342202d9dULL},
    {"spgen_spmv_axt_uh_w8_h8_f64i32_avx512", Op::spmv, "axt_uh", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams132, 2, 0, 0, kArgs_axt_uh_avx512, 10,
     &call_spgen_spmv_axt_uh_w8_h8_f64i32_avx512,
     "avx512/spgen_spmv_axt_uh_w8_h8_f64i32_avx512.cpp", 0xb01f54e534d2f2ddULL},
    {"spgen_spmv_coo_f32i32_avx512", Op::spmv, "coo", Backend::avx512, ValueType::f32,
     IndexType::i32, nullptr, 0, 0, 0, kArgs_coo_avx512, 10, &call_spgen_spmv_coo_f32i32_avx512,
     "avx512/spgen_spmv_coo_f32i32_avx512.cpp", 0xf2c157a63c2633beULL},
    {"spgen_spmv_coo_f32i64_avx512", Op::spmv, "coo", Backend::avx512, ValueType::f32,
     IndexType::i64, nullptr, 0, 0, 0, kArgs_coo_avx512, 10, &call_spgen_spmv_coo_f32i64_avx512,
     "avx512/spgen_spmv_coo_f32i64_avx512.cpp", 0xe949b7f18d47bf43ULL},
    {"spgen_spmv_coo_f64i32_avx512", Op::spmv, "coo", Backend::avx512, ValueType::f64,
     IndexType::i32, nullptr, 0, 0, 0, kArgs_coo_avx512, 10, &call_spgen_spmv_coo_f64i32_avx512,
     "avx512/spgen_spmv_coo_f64i32_avx512.cpp", 0xaad5f70c2184dca6ULL},
    {"spgen_spmv_coo_f64i64_avx512", Op::spmv, "coo", Backend::avx512, ValueType::f64,
     IndexType::i64, nullptr, 0, 0, 0, kArgs_coo_avx512, 10, &call_spgen_spmv_coo_f64i64_avx512,
     "avx512/spgen_spmv_coo_f64i64_avx512.cpp", 0x1c503c8cc01dfb87ULL},
    {"spgen_spmv_coo_s16_w8_f32i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams137, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s16_w8_f32i32_cuda.cu", 0x42fcf5f4fbabcb03ULL},
    {"spgen_spmv_coo_s16_w8_f64i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams138, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s16_w8_f64i32_cuda.cu", 0x682ac15fa99d2df9ULL},
    {"spgen_spmv_coo_s4_w8_f32i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams139, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s4_w8_f32i32_cuda.cu", 0x60cc919c40a494acULL},
    {"spgen_spmv_coo_s4_w8_f64i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams140, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s4_w8_f64i32_cuda.cu", 0x926b1c0a2620329eULL},
    {"spgen_spmv_coo_s8_w8_f32i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams141, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s8_w8_f32i32_cuda.cu", 0xa12c9e4cf28fbe68ULL},
    {"spgen_spmv_coo_s8_w8_f32i64_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams142, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s8_w8_f32i64_cuda.cu", 0xe6bd9b8eeb2ab372ULL},
    {"spgen_spmv_coo_s8_w8_f64i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams143, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s8_w8_f64i32_cuda.cu", 0x95924bb7b566a9aaULL},
    {"spgen_spmv_coo_s8_w8_f64i64_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams144, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s8_w8_f64i64_cuda.cu", 0x3300f36480db756cULL},
    {"spgen_spmv_csr_g0_f32i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams145, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g0_f32i32_avx512, "avx512/spgen_spmv_csr_g0_f32i32_avx512.cpp",
     0x980bf071fb0a5006ULL},
    {"spgen_spmv_csr_g0_f32i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams146, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g0_f32i64_avx512, "avx512/spgen_spmv_csr_g0_f32i64_avx512.cpp",
     0x50190341d2a4bb04ULL},
    {"spgen_spmv_csr_g0_f64i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams147, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g0_f64i32_avx512, "avx512/spgen_spmv_csr_g0_f64i32_avx512.cpp",
     0x4872d6ee529ccf91ULL},
    {"spgen_spmv_csr_g0_f64i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams148, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g0_f64i64_avx512, "avx512/spgen_spmv_csr_g0_f64i64_avx512.cpp",
     0x7e58d9da8a52ce8aULL},
    {"spgen_spmv_csr_g1_f32i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams149, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g1_f32i32_avx512, "avx512/spgen_spmv_csr_g1_f32i32_avx512.cpp",
     0x72ac91fda2339204ULL},
    {"spgen_spmv_csr_g1_f32i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams150, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g1_f32i64_avx512, "avx512/spgen_spmv_csr_g1_f32i64_avx512.cpp",
     0xd16be6b2c40793d9ULL},
    {"spgen_spmv_csr_g1_f64i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams151, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g1_f64i32_avx512, "avx512/spgen_spmv_csr_g1_f64i32_avx512.cpp",
     0x7e8c44f49db9d694ULL},
    {"spgen_spmv_csr_g1_f64i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams152, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g1_f64i64_avx512, "avx512/spgen_spmv_csr_g1_f64i64_avx512.cpp",
     0x72e07b769ca497c7ULL},
    {"spgen_spmv_csr_t16_r16_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams153, 2, 256, 16, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t16_r16_f32i32_cuda.cu", 0x4ac6f813d1a2135eULL},
    {"spgen_spmv_csr_t16_r16_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams154, 2, 256, 16, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t16_r16_f64i32_cuda.cu", 0x16d63972448bd2fdULL},
    {"spgen_spmv_csr_t16_r8_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams155, 2, 128, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t16_r8_f32i32_cuda.cu", 0x50d1e2cda53cb2d1ULL},
    {"spgen_spmv_csr_t16_r8_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams156, 2, 128, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t16_r8_f64i32_cuda.cu", 0xcd4f64c76df24658ULL},
    {"spgen_spmv_csr_t1_r128_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams157, 2, 128, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r128_f32i32_cuda.cu", 0x0e4e57f13fb99566ULL},
    {"spgen_spmv_csr_t1_r128_f32i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams158, 2, 128, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r128_f32i64_cuda.cu", 0xf2bbc68d50691ccaULL},
    {"spgen_spmv_csr_t1_r128_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams159, 2, 128, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r128_f64i32_cuda.cu", 0xf2084d3689e6587eULL},
    {"spgen_spmv_csr_t1_r128_f64i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams160, 2, 128, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r128_f64i64_cuda.cu", 0x4927f3be72b6af92ULL},
    {"spgen_spmv_csr_t1_r256_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams161, 2, 256, 256, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r256_f32i32_cuda.cu", 0xe047dcb5afa64d4bULL},
    {"spgen_spmv_csr_t1_r256_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams162, 2, 256, 256, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r256_f64i32_cuda.cu", 0xd9bc84ab1f26f2c1ULL},
    {"spgen_spmv_csr_t2_r128_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams163, 2, 256, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t2_r128_f32i32_cuda.cu", 0xc72f855ac3f6eaa8ULL},
    {"spgen_spmv_csr_t2_r128_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams164, 2, 256, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t2_r128_f64i32_cuda.cu", 0x4ff185440a9809dcULL},
    {"spgen_spmv_csr_t2_r64_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams165, 2, 128, 64, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t2_r64_f32i32_cuda.cu", 0xe4f43dab7929b04cULL},
    {"spgen_spmv_csr_t2_r64_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams166, 2, 128, 64, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t2_r64_f64i32_cuda.cu", 0xaefa1ea950059000ULL},
    {"spgen_spmv_csr_t32_r4_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams167, 2, 128, 4, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r4_f32i32_cuda.cu", 0x8831230c7042047eULL},
    {"spgen_spmv_csr_t32_r4_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams168, 2, 128, 4, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r4_f64i32_cuda.cu", 0xd7ad9dc6a9832116ULL},
    {"spgen_spmv_csr_t32_r8_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams169, 2, 256, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r8_f32i32_cuda.cu", 0x8f7269e5056a8225ULL},
    {"spgen_spmv_csr_t32_r8_f32i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams170, 2, 256, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r8_f32i64_cuda.cu", 0xd67e39a8c466c1f2ULL},
    {"spgen_spmv_csr_t32_r8_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams171, 2, 256, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r8_f64i32_cuda.cu", 0x73de7f9618b94a49ULL},
    {"spgen_spmv_csr_t32_r8_f64i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams172, 2, 256, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r8_f64i64_cuda.cu", 0x5894eb0b6f58d0e9ULL},
    {"spgen_spmv_csr_t4_r32_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams173, 2, 128, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t4_r32_f32i32_cuda.cu", 0xd5e7861d1af555eeULL},
    {"spgen_spmv_csr_t4_r32_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams174, 2, 128, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t4_r32_f64i32_cuda.cu", 0x4a4454533fe97298ULL},
    {"spgen_spmv_csr_t4_r64_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams175, 2, 256, 64, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t4_r64_f32i32_cuda.cu", 0xa5d0f129504d31a9ULL},
    {"spgen_spmv_csr_t4_r64_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams176, 2, 256, 64, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t4_r64_f64i32_cuda.cu", 0x854cbc499f42ce1bULL},
    {"spgen_spmv_csr_t8_r16_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams177, 2, 128, 16, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r16_f32i32_cuda.cu", 0xb357f00d2b246c2bULL},
    {"spgen_spmv_csr_t8_r16_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams178, 2, 128, 16, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r16_f64i32_cuda.cu", 0x4f46d1784ad6e458ULL},
    {"spgen_spmv_csr_t8_r32_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams179, 2, 256, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r32_f32i32_cuda.cu", 0x7a833c1402118035ULL},
    {"spgen_spmv_csr_t8_r32_f32i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams180, 2, 256, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r32_f32i64_cuda.cu", 0x3fb83cf45b248a18ULL},
    {"spgen_spmv_csr_t8_r32_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams181, 2, 256, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r32_f64i32_cuda.cu", 0x0ef1e91acbd0bffcULL},
    {"spgen_spmv_csr_t8_r32_f64i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams182, 2, 256, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r32_f64i64_cuda.cu", 0x79c1e57f7c5e2e14ULL},
    {"spgen_spmv_csrstream_b128_s2_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams183, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s2_f32i32_cuda.cu", 0x17be3ebaca92daf7ULL},
    {"spgen_spmv_csrstream_b128_s2_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams184, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s2_f64i32_cuda.cu", 0xa140257479358f40ULL},
    {"spgen_spmv_csrstream_b128_s4_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams185, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s4_f32i32_cuda.cu", 0x5e48aea47d8ca7c4ULL},
    {"spgen_spmv_csrstream_b128_s4_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams186, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s4_f64i32_cuda.cu", 0x3058c18681bf5216ULL},
    {"spgen_spmv_csrstream_b128_s8_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams187, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s8_f32i32_cuda.cu", 0xbcd0daebda020a17ULL},
    {"spgen_spmv_csrstream_b128_s8_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams188, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s8_f64i32_cuda.cu", 0x46a69855324500f1ULL},
    {"spgen_spmv_csrstream_b256_s2_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams189, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s2_f32i32_cuda.cu", 0xdb939492cbe32702ULL},
    {"spgen_spmv_csrstream_b256_s2_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams190, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s2_f64i32_cuda.cu", 0xc239cde8ce8690fdULL},
    {"spgen_spmv_csrstream_b256_s4_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams191, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s4_f32i32_cuda.cu", 0x6f983a121e03f3a6ULL},
    {"spgen_spmv_csrstream_b256_s4_f32i64_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams192, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s4_f32i64_cuda.cu", 0x2ff082404ef2b4baULL},
    {"spgen_spmv_csrstream_b256_s4_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams193, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s4_f64i32_cuda.cu", 0x42871cf1f3b9e000ULL},
    {"spgen_spmv_csrstream_b256_s4_f64i64_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams194, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s4_f64i64_cuda.cu", 0xe0ff85448927e545ULL},
    {"spgen_spmv_csrstream_b256_s8_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams195, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s8_f32i32_cuda.cu", 0xedec3946ea29b355ULL},
    {"spgen_spmv_csrstream_b256_s8_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams196, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s8_f64i32_cuda.cu", 0x5ef56f7d25cde9c4ULL},
    {"spgen_spmv_ell_g0_f32i32_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams197, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g0_f32i32_avx512, "avx512/spgen_spmv_ell_g0_f32i32_avx512.cpp",
     0x9832c766a4edce1aULL},
    {"spgen_spmv_ell_g0_f64i32_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams198, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g0_f64i32_avx512, "avx512/spgen_spmv_ell_g0_f64i32_avx512.cpp",
     0x4891cdcc05b05f9dULL},
    {"spgen_spmv_ell_g0_f64i64_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams199, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g0_f64i64_avx512, "avx512/spgen_spmv_ell_g0_f64i64_avx512.cpp",
     0xea5ffa862f7722b8ULL},
    {"spgen_spmv_ell_g1_f32i32_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams200, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g1_f32i32_avx512, "avx512/spgen_spmv_ell_g1_f32i32_avx512.cpp",
     0xe780c68157a11347ULL},
    {"spgen_spmv_ell_g1_f64i32_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams201, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g1_f64i32_avx512, "avx512/spgen_spmv_ell_g1_f64i32_avx512.cpp",
     0x57545c5b0c74d4f1ULL},
    {"spgen_spmv_ell_r128_f32i32_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams202, 1, 128, 128, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r128_f32i32_cuda.cu", 0x5d129a988b665e3aULL},
    {"spgen_spmv_ell_r128_f64i32_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams203, 1, 128, 128, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r128_f64i32_cuda.cu", 0x8c1aa14f352442e0ULL},
    {"spgen_spmv_ell_r256_f32i32_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams204, 1, 256, 256, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r256_f32i32_cuda.cu", 0xa6e63d406de9467aULL},
    {"spgen_spmv_ell_r256_f32i64_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams205, 1, 256, 256, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r256_f32i64_cuda.cu", 0x618e9024af4f7630ULL},
    {"spgen_spmv_ell_r256_f64i32_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams206, 1, 256, 256, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r256_f64i32_cuda.cu", 0xcb7f4d6ed00fd979ULL},
    {"spgen_spmv_ell_r256_f64i64_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams207, 1, 256, 256, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r256_f64i64_cuda.cu", 0x2a57f61fcf23e182ULL},
    {"spgen_spmv_ellr_g0_f32i32_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams208, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g0_f32i32_avx512, "avx512/spgen_spmv_ellr_g0_f32i32_avx512.cpp",
     0x8104295c425ae70aULL},
    {"spgen_spmv_ellr_g0_f32i64_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams209, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g0_f32i64_avx512, "avx512/spgen_spmv_ellr_g0_f32i64_avx512.cpp",
     0x26b325656e32c52dULL},
    {"spgen_spmv_ellr_g0_f64i32_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams210, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g0_f64i32_avx512, "avx512/spgen_spmv_ellr_g0_f64i32_avx512.cpp",
     0x0be92346fc09636fULL},
    {"spgen_spmv_ellr_g0_f64i64_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams211, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g0_f64i64_avx512, "avx512/spgen_spmv_ellr_g0_f64i64_avx512.cpp",
     0xf1c681112854649aULL},
    {"spgen_spmv_ellr_g1_f32i32_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams212, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g1_f32i32_avx512, "avx512/spgen_spmv_ellr_g1_f32i32_avx512.cpp",
     0xfc1ab19b0201c5c3ULL},
    {"spgen_spmv_ellr_g1_f64i32_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams213, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g1_f64i32_avx512, "avx512/spgen_spmv_ellr_g1_f64i32_avx512.cpp",
     0x27db73933f7c0bcdULL},
    {"spgen_spmv_ellr_t1_r256_f32i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams214, 2, 256, 256, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t1_r256_f32i32_cuda.cu", 0x18bfcd945da9df6aULL},
    {"spgen_spmv_ellr_t1_r256_f32i64_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams215, 2, 256, 256, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t1_r256_f32i64_cuda.cu", 0x361c611b45e1a09dULL},
    {"spgen_spmv_ellr_t1_r256_f64i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams216, 2, 256, 256, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t1_r256_f64i32_cuda.cu", 0x12b8d5451b2117cdULL},
    {"spgen_spmv_ellr_t1_r256_f64i64_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams217, 2, 256, 256, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t1_r256_f64i64_cuda.cu", 0x9b8ecd2051a579c3ULL},
    {"spgen_spmv_ellr_t2_r128_f32i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams218, 2, 256, 128, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t2_r128_f32i32_cuda.cu", 0xd442577ae792787aULL},
    {"spgen_spmv_ellr_t2_r128_f64i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams219, 2, 256, 128, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t2_r128_f64i32_cuda.cu", 0x6e0edba5aa487c67ULL},
    {"spgen_spmv_ellr_t4_r64_f32i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams220, 2, 256, 64, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t4_r64_f32i32_cuda.cu", 0x9e05895bc5a9bea4ULL},
    {"spgen_spmv_ellr_t4_r64_f64i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams221, 2, 256, 64, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t4_r64_f64i32_cuda.cu", 0xfe89bb1a87783836ULL},
    {"spgen_spmv_ellr_t8_r32_f32i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams222, 2, 256, 32, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t8_r32_f32i32_cuda.cu", 0xc761ef35b739d9c1ULL},
    {"spgen_spmv_ellr_t8_r32_f64i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams223, 2, 256, 32, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t8_r32_f64i32_cuda.cu", 0xaddc02f2450d919aULL},
    {"spgen_spmv_hyb_g0_f32i32_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams224, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g0_f32i32_avx512, "avx512/spgen_spmv_hyb_g0_f32i32_avx512.cpp",
     0x1959a4b6e07fc365ULL},
    {"spgen_spmv_hyb_g0_f32i64_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams225, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g0_f32i64_avx512, "avx512/spgen_spmv_hyb_g0_f32i64_avx512.cpp",
     0xd66f7f75b8e1c2a2ULL},
    {"spgen_spmv_hyb_g0_f64i32_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams226, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g0_f64i32_avx512, "avx512/spgen_spmv_hyb_g0_f64i32_avx512.cpp",
     0x8f546bfffc5daa17ULL},
    {"spgen_spmv_hyb_g0_f64i64_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams227, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g0_f64i64_avx512, "avx512/spgen_spmv_hyb_g0_f64i64_avx512.cpp",
     0x9aa40c10e1fefd96ULL},
    {"spgen_spmv_hyb_g1_f32i32_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams228, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g1_f32i32_avx512, "avx512/spgen_spmv_hyb_g1_f32i32_avx512.cpp",
     0xe908f6ef495bad15ULL},
    {"spgen_spmv_hyb_g1_f64i32_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams229, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g1_f64i32_avx512, "avx512/spgen_spmv_hyb_g1_f64i32_avx512.cpp",
     0x48b819ed7c785b9bULL},
    {"spgen_spmv_hyb_s16_f32i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams230, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s16_f32i32_cuda.cu", 0xe3b06ca6e7e5a94bULL},
    {"spgen_spmv_hyb_s16_f64i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams231, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s16_f64i32_cuda.cu", 0x39fc0747b1856e3cULL},
    {"spgen_spmv_hyb_s4_f32i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams232, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s4_f32i32_cuda.cu", 0x87261165478d81d0ULL},
    {"spgen_spmv_hyb_s4_f64i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams233, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s4_f64i32_cuda.cu", 0xb99e670bf4036a26ULL},
    {"spgen_spmv_hyb_s8_f32i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams234, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s8_f32i32_cuda.cu", 0x26f0865b7336b292ULL},
    {"spgen_spmv_hyb_s8_f32i64_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams235, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s8_f32i64_cuda.cu", 0xfba9a405bb7f50b1ULL},
    {"spgen_spmv_hyb_s8_f64i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams236, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s8_f64i32_cuda.cu", 0x08441efc115a7648ULL},
    {"spgen_spmv_hyb_s8_f64i64_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams237, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s8_f64i64_cuda.cu", 0xf8a0b12b10c37b7aULL},
    {"spgen_spmv_pjds_b16_f32i32_avx512", Op::spmv, "pjds", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams238, 1, 0, 0, kArgs_pjds_avx512, 12,
     &call_spgen_spmv_pjds_b16_f32i32_avx512, "avx512/spgen_spmv_pjds_b16_f32i32_avx512.cpp",
     0xc85aa35468af8f7aULL},
    {"spgen_spmv_pjds_b32_t1_r128_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams239, 3, 128, 128, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r128_f32i32_cuda.cu", 0x0392343ef38a0921ULL},
    {"spgen_spmv_pjds_b32_t1_r128_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams240, 3, 128, 128, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r128_f64i32_cuda.cu", 0x0f2c9417c15f5534ULL},
    {"spgen_spmv_pjds_b32_t1_r256_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams241, 3, 256, 256, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r256_f32i32_cuda.cu", 0xfebbd0ce1b1553beULL},
    {"spgen_spmv_pjds_b32_t1_r256_f32i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams242, 3, 256, 256, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r256_f32i64_cuda.cu", 0x4074f76c50e88793ULL},
    {"spgen_spmv_pjds_b32_t1_r256_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams243, 3, 256, 256, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r256_f64i32_cuda.cu", 0x835d8f0a28d70c41ULL},
    {"spgen_spmv_pjds_b32_t1_r256_f64i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams244, 3, 256, 256, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r256_f64i64_cuda.cu", 0xad6f4e638f41141bULL},
    {"spgen_spmv_pjds_b32_t32_r4_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams245, 3, 128, 4, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r4_f32i32_cuda.cu", 0x9bd955f1ea074a2eULL},
    {"spgen_spmv_pjds_b32_t32_r4_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams246, 3, 128, 4, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r4_f64i32_cuda.cu", 0x81e0116535aeb16eULL},
    {"spgen_spmv_pjds_b32_t32_r8_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams247, 3, 256, 8, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r8_f32i32_cuda.cu", 0x84fa041f21051c42ULL},
    {"spgen_spmv_pjds_b32_t32_r8_f32i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams248, 3, 256, 8, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r8_f32i64_cuda.cu", 0x2c9cc46e1a9f76e8ULL},
    {"spgen_spmv_pjds_b32_t32_r8_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams249, 3, 256, 8, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r8_f64i32_cuda.cu", 0xfb604df4e4678d1cULL},
    {"spgen_spmv_pjds_b32_t32_r8_f64i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams250, 3, 256, 8, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r8_f64i64_cuda.cu", 0xe5ef869ca64ed23bULL},
    {"spgen_spmv_pjds_b32_t4_r32_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams251, 3, 128, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t4_r32_f32i32_cuda.cu", 0xfa9c06778f0e2bc8ULL},
    {"spgen_spmv_pjds_b32_t4_r32_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams252, 3, 128, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t4_r32_f64i32_cuda.cu", 0x5cde59e1a3d9faa3ULL},
    {"spgen_spmv_pjds_b32_t4_r64_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams253, 3, 256, 64, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t4_r64_f32i32_cuda.cu", 0x81e8f7d529af4a38ULL},
    {"spgen_spmv_pjds_b32_t4_r64_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams254, 3, 256, 64, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t4_r64_f64i32_cuda.cu", 0xd72e6dc5d6ea26aaULL},
    {"spgen_spmv_pjds_b32_t8_r16_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams255, 3, 128, 16, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r16_f32i32_cuda.cu", 0xd862b925f35c5ffdULL},
    {"spgen_spmv_pjds_b32_t8_r16_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams256, 3, 128, 16, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r16_f64i32_cuda.cu", 0xe5311aaa3624a136ULL},
    {"spgen_spmv_pjds_b32_t8_r32_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams257, 3, 256, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r32_f32i32_cuda.cu", 0xc9903cd3fe4ca89eULL},
    {"spgen_spmv_pjds_b32_t8_r32_f32i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams258, 3, 256, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r32_f32i64_cuda.cu", 0xa7c1869ba0e73c1fULL},
    {"spgen_spmv_pjds_b32_t8_r32_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams259, 3, 256, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r32_f64i32_cuda.cu", 0xd7adc9f55a1555f2ULL},
    {"spgen_spmv_pjds_b32_t8_r32_f64i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams260, 3, 256, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r32_f64i64_cuda.cu", 0x96aba347011dc489ULL},
    {"spgen_spmv_pjds_b8_f64i32_avx512", Op::spmv, "pjds", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams261, 1, 0, 0, kArgs_pjds_avx512, 12,
     &call_spgen_spmv_pjds_b8_f64i32_avx512, "avx512/spgen_spmv_pjds_b8_f64i32_avx512.cpp",
     0x226a21cf37dffc90ULL},
    {"spgen_spmv_pjds_b8_f64i64_avx512", Op::spmv, "pjds", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams262, 1, 0, 0, kArgs_pjds_avx512, 12,
     &call_spgen_spmv_pjds_b8_f64i64_avx512, "avx512/spgen_spmv_pjds_b8_f64i64_avx512.cpp",
     0x4f062375f32c7d99ULL},
    {"spgen_spmv_rowseg_t16_s2_r16_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams263, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s2_r16_f32i32_cuda.cu", 0xc1eba39eb06cbedaULL},
    {"spgen_spmv_rowseg_t16_s2_r16_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams264, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s2_r16_f64i32_cuda.cu", 0xf2c9ea40ddf58d6eULL},
    {"spgen_spmv_rowseg_t16_s4_r16_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams265, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s4_r16_f32i32_cuda.cu", 0x468d070da411dab0ULL},
    {"spgen_spmv_rowseg_t16_s4_r16_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams266, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s4_r16_f64i32_cuda.cu", 0x05c38a0cd9b329dfULL},
    {"spgen_spmv_rowseg_t16_s8_r16_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams267, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s8_r16_f32i32_cuda.cu", 0x9ce07817242e7aa3ULL},
    {"spgen_spmv_rowseg_t16_s8_r16_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams268, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s8_r16_f64i32_cuda.cu", 0x42da62a0e943f678ULL},
    {"spgen_spmv_rowseg_t2_s2_r128_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams269, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s2_r128_f32i32_cuda.cu", 0x3c57a3e8d5f38883ULL},
    {"spgen_spmv_rowseg_t2_s2_r128_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams270, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s2_r128_f64i32_cuda.cu", 0x5de98871dda2d847ULL},
    {"spgen_spmv_rowseg_t2_s4_r128_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams271, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s4_r128_f32i32_cuda.cu", 0x02d9798316a9ecadULL},
    {"spgen_spmv_rowseg_t2_s4_r128_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams272, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s4_r128_f64i32_cuda.cu", 0x4073806839748739ULL},
    {"spgen_spmv_rowseg_t2_s8_r128_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams273, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s8_r128_f32i32_cuda.cu", 0xceb9f33d6194f03cULL},
    {"spgen_spmv_rowseg_t2_s8_r128_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams274, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s8_r128_f64i32_cuda.cu", 0x37fbd8af72f52becULL},
    {"spgen_spmv_rowseg_t32_s2_r8_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams275, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s2_r8_f32i32_cuda.cu", 0xffb09aad999257faULL},
    {"spgen_spmv_rowseg_t32_s2_r8_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams276, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s2_r8_f64i32_cuda.cu", 0xd8f7f72e82d01b44ULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams277, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f32i32_cuda.cu", 0xe099c3189a34ab59ULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f32i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams278, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f32i64_cuda.cu", 0xf8fc11d82d89be10ULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams279, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f64i32_cuda.cu", 0x32fda107b3704d82ULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f64i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams280, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f64i64_cuda.cu", 0x6df35eb6326a13adULL},
    {"spgen_spmv_rowseg_t32_s8_r8_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams281, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s8_r8_f32i32_cuda.cu", 0x352fc2fd7c248ba5ULL},
    {"spgen_spmv_rowseg_t32_s8_r8_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams282, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s8_r8_f64i32_cuda.cu", 0x24f336eaa23b05aeULL},
    {"spgen_spmv_rowseg_t4_s2_r64_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams283, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s2_r64_f32i32_cuda.cu", 0x762acd02d134e741ULL},
    {"spgen_spmv_rowseg_t4_s2_r64_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams284, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s2_r64_f64i32_cuda.cu", 0x1ae40e880d843a23ULL},
    {"spgen_spmv_rowseg_t4_s4_r64_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams285, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s4_r64_f32i32_cuda.cu", 0xa83eeb0ff2b983c0ULL},
    {"spgen_spmv_rowseg_t4_s4_r64_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams286, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s4_r64_f64i32_cuda.cu", 0xfe24dbf349d55383ULL},
    {"spgen_spmv_rowseg_t4_s8_r64_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams287, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s8_r64_f32i32_cuda.cu", 0xa66f481dd0c4ce65ULL},
    {"spgen_spmv_rowseg_t4_s8_r64_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams288, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s8_r64_f64i32_cuda.cu", 0xf2ec45ef9fd95044ULL},
    {"spgen_spmv_rowseg_t8_s2_r32_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams289, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s2_r32_f32i32_cuda.cu", 0x5d7f400b51d7f8deULL},
    {"spgen_spmv_rowseg_t8_s2_r32_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams290, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s2_r32_f64i32_cuda.cu", 0xf8b2c86281cfc0b9ULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams291, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f32i32_cuda.cu", 0x43f68d39e3a7562dULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f32i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams292, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f32i64_cuda.cu", 0xc6eaa521bbf59de7ULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams293, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f64i32_cuda.cu", 0x028c958dddf6e4baULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f64i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams294, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f64i64_cuda.cu", 0x92195294731b207bULL},
    {"spgen_spmv_rowseg_t8_s8_r32_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams295, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s8_r32_f32i32_cuda.cu", 0x6e113041bb1de2e3ULL},
    {"spgen_spmv_rowseg_t8_s8_r32_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams296, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s8_r32_f64i32_cuda.cu", 0x7c50354f2491c7b8ULL},
    {"spgen_spmv_sellp_b16_g0_f32i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams297, 2, 0, 0, kArgs_sellp_avx512, 11,
     &call_spgen_spmv_sellp_b16_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_b16_g0_f32i32_avx512.cpp", 0x19b72827c4ee6413ULL},
    {"spgen_spmv_sellp_b16_g1_f32i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams298, 2, 0, 0, kArgs_sellp_avx512, 11,
     &call_spgen_spmv_sellp_b16_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_b16_g1_f32i32_avx512.cpp", 0x5b8eba3f785f3048ULL},
    {"spgen_spmv_sellp_b16_t2_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams299, 3, 32, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u1_f32i32_cuda.cu", 0x962bfd4e4a68d80fULL},
    {"spgen_spmv_sellp_b16_t2_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams300, 3, 32, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u1_f64i32_cuda.cu", 0xe0328cdd592b779cULL},
    {"spgen_spmv_sellp_b16_t2_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams301, 3, 32, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u2_f32i32_cuda.cu", 0xffcdb48a1a2eabe3ULL},
    {"spgen_spmv_sellp_b16_t2_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams302, 3, 32, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u2_f64i32_cuda.cu", 0x775cfd2ba6264ae2ULL},
    {"spgen_spmv_sellp_b16_t4_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams303, 3, 64, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u1_f32i32_cuda.cu", 0xb454dcb254c7a510ULL},
    {"spgen_spmv_sellp_b16_t4_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams304, 3, 64, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u1_f64i32_cuda.cu", 0x3f1d19cfbde7ff19ULL},
    {"spgen_spmv_sellp_b16_t4_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams305, 3, 64, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u2_f32i32_cuda.cu", 0x6eb9cb154801146aULL},
    {"spgen_spmv_sellp_b16_t4_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams306, 3, 64, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u2_f64i32_cuda.cu", 0xaf3a72fe481f2e67ULL},
    {"spgen_spmv_sellp_b16_t8_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams307, 3, 128, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u1_f32i32_cuda.cu", 0x8333f2e4f4d71864ULL},
    {"spgen_spmv_sellp_b16_t8_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams308, 3, 128, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u1_f64i32_cuda.cu", 0x2786c496957d7e6dULL},
    {"spgen_spmv_sellp_b16_t8_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams309, 3, 128, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u2_f32i32_cuda.cu", 0xf41c842d390e560bULL},
    {"spgen_spmv_sellp_b16_t8_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams310, 3, 128, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u2_f64i32_cuda.cu", 0xedd85a6171869fe4ULL},
    {"spgen_spmv_sellp_b32_t1_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams311, 3, 32, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u1_f32i32_cuda.cu", 0xa001e6d1be2ff4e2ULL},
    {"spgen_spmv_sellp_b32_t1_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams312, 3, 32, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u1_f64i32_cuda.cu", 0x7527a3b10c75ad9aULL},
    {"spgen_spmv_sellp_b32_t1_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams313, 3, 32, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u2_f32i32_cuda.cu", 0x5e3d5ac1d0d25080ULL},
    {"spgen_spmv_sellp_b32_t1_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams314, 3, 32, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u2_f64i32_cuda.cu", 0xf7b8a6f50111812bULL},
    {"spgen_spmv_sellp_b32_t2_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams315, 3, 64, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u1_f32i32_cuda.cu", 0xb1ffa71db17bb687ULL},
    {"spgen_spmv_sellp_b32_t2_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams316, 3, 64, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u1_f64i32_cuda.cu", 0x87ca5da6d7a0c1faULL},
    {"spgen_spmv_sellp_b32_t2_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams317, 3, 64, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u2_f32i32_cuda.cu", 0x1aabae94b9f63012ULL},
    {"spgen_spmv_sellp_b32_t2_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams318, 3, 64, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u2_f64i32_cuda.cu", 0x0f3aed1b3d213924ULL},
    {"spgen_spmv_sellp_b32_t4_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams319, 3, 128, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u1_f32i32_cuda.cu", 0x9b53c7393a15e1afULL},
    {"spgen_spmv_sellp_b32_t4_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams320, 3, 128, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u1_f64i32_cuda.cu", 0x4b30a11bb17876efULL},
    {"spgen_spmv_sellp_b32_t4_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams321, 3, 128, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u2_f32i32_cuda.cu", 0x4696e6ad254f653fULL},
    {"spgen_spmv_sellp_b32_t4_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams322, 3, 128, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u2_f64i32_cuda.cu", 0x3e3011779137c6baULL},
    {"spgen_spmv_sellp_b32_t8_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams323, 3, 256, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u1_f32i32_cuda.cu", 0x8f23dc73e3bafa11ULL},
    {"spgen_spmv_sellp_b32_t8_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams324, 3, 256, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u1_f64i32_cuda.cu", 0xd2763923e875136dULL},
    {"spgen_spmv_sellp_b32_t8_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams325, 3, 256, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u2_f32i32_cuda.cu", 0x86818aa3ca574f10ULL},
    {"spgen_spmv_sellp_b32_t8_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams326, 3, 256, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u2_f64i32_cuda.cu", 0xf6e934d4574824c4ULL},
    {"spgen_spmv_sellp_b8_g0_f64i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams327, 2, 0, 0, kArgs_sellp_avx512, 11,
     &call_spgen_spmv_sellp_b8_g0_f64i32_avx512, "avx512/spgen_spmv_sellp_b8_g0_f64i32_avx512.cpp",
     0xf6771a0fff62d9e2ULL},
    {"spgen_spmv_sellp_b8_g1_f64i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams328, 2, 0, 0, kArgs_sellp_avx512, 11,
     &call_spgen_spmv_sellp_b8_g1_f64i32_avx512, "avx512/spgen_spmv_sellp_b8_g1_f64i32_avx512.cpp",
     0x22dd5baf02226bdfULL},
    {"spgen_spmv_sellp_b8_t4_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams329, 3, 32, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t4_u1_f32i32_cuda.cu", 0xffaa3327df9e2a16ULL},
    {"spgen_spmv_sellp_b8_t4_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams330, 3, 32, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t4_u1_f64i32_cuda.cu", 0xea19a7f8f3227cb5ULL},
    {"spgen_spmv_sellp_b8_t4_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams331, 3, 32, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t4_u2_f32i32_cuda.cu", 0xeced7f536af2996cULL},
    {"spgen_spmv_sellp_b8_t4_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams332, 3, 32, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t4_u2_f64i32_cuda.cu", 0xce3eb728e59deca3ULL},
    {"spgen_spmv_sellp_b8_t8_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams333, 3, 64, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t8_u1_f32i32_cuda.cu", 0x151d352598b5d391ULL},
    {"spgen_spmv_sellp_b8_t8_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams334, 3, 64, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t8_u1_f64i32_cuda.cu", 0x31eed13c845e5fafULL},
    {"spgen_spmv_sellp_b8_t8_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams335, 3, 64, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t8_u2_f32i32_cuda.cu", 0x0dae8d7c722faeebULL},
    {"spgen_spmv_sellp_b8_t8_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams336, 3, 64, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t8_u2_f64i32_cuda.cu", 0x9959316e53729951ULL},
    {"spgen_spmv_sellp_c16_b16_v0_p0_g0_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams337, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b16_v0_p0_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v0_p0_g0_f32i32_avx512.cpp", 0x11c659ae9eb1619aULL},
    {"spgen_spmv_sellp_c16_b16_v0_p0_g1_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams338, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b16_v0_p0_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v0_p0_g1_f32i32_avx512.cpp", 0x5d485751eae6378dULL},
    {"spgen_spmv_sellp_c16_b16_v0_p1_g0_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams339, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b16_v0_p1_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v0_p1_g0_f32i32_avx512.cpp", 0xa48efec3e7799b7fULL},
    {"spgen_spmv_sellp_c16_b16_v0_p1_g1_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams340, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b16_v0_p1_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v0_p1_g1_f32i32_avx512.cpp", 0x63d71b913aedf4a4ULL},
    {"spgen_spmv_sellp_c16_b16_v16_p0_g0_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams341, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b16_v16_p0_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v16_p0_g0_f32i32_avx512.cpp", 0x5fbd525b36d6ff32ULL},
    {"spgen_spmv_sellp_c16_b16_v16_p0_g1_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams342, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b16_v16_p0_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v16_p0_g1_f32i32_avx512.cpp", 0x6a22422f1b51b2b5ULL},
    {"spgen_spmv_sellp_c16_b16_v8_p0_g0_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams343, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b16_v8_p0_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v8_p0_g0_f32i32_avx512.cpp", 0x0092383f1a2a8920ULL},
    {"spgen_spmv_sellp_c16_b16_v8_p0_g1_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams344, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b16_v8_p0_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v8_p0_g1_f32i32_avx512.cpp", 0xa66612cf534b581fULL},
    {"spgen_spmv_sellp_c16_b32_t1_u1_r1_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams345, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t1_u1_r1_s1_v0_p0_f32i32_cuda.cu", 0x49dd9bacd9fb6302ULL},
    {"spgen_spmv_sellp_c16_b32_t1_u1_r1_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams346, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t1_u1_r1_s1_v0_p0_f64i32_cuda.cu", 0x6ce067bb3a6e57beULL},
    {"spgen_spmv_sellp_c16_b32_t1_u2_r1_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams347, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t1_u2_r1_s1_v0_p0_f32i32_cuda.cu", 0xf50af36c88d61c04ULL},
    {"spgen_spmv_sellp_c16_b32_t1_u2_r1_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams348, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t1_u2_r1_s1_v0_p0_f64i32_cuda.cu", 0x6bd1b48658924184ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u1_r1_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams349, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u1_r1_s1_v0_p0_f32i32_cuda.cu", 0xbf22c85c69df7b90ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u1_r1_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams350, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u1_r1_s1_v0_p0_f64i32_cuda.cu", 0xc6d8e61e09f4f4a8ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u1_r2_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams351, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u1_r2_s1_v0_p0_f32i32_cuda.cu", 0x12ffb28103f2c6d4ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u1_r2_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams352, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u1_r2_s1_v0_p0_f64i32_cuda.cu", 0x9e4ec517695b8b96ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r1_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams353, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r1_s1_v0_p0_f32i32_cuda.cu", 0x43ba97422847e856ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r1_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams354, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r1_s1_v0_p0_f64i32_cuda.cu", 0xe0beb4d355985629ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams355, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p0_f32i32_cuda.cu", 0xe354080240911694ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams356, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p0_f64i32_cuda.cu", 0x55fc8cc271dd9056ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams357, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p1_f32i32_cuda.cu", 0x4d1cff32a7dc0636ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams358, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p1_f64i32_cuda.cu", 0x71e537f8bb04f0aaULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v16_p0_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams359, 7, 32, 32, kArgs_sellp_c16_cuda, 17,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v16_p0_f32i32_cuda.cu",
     0x18a1be56941760e3ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v16_p0_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams360, 7, 32, 32, kArgs_sellp_c16_cuda, 17,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v16_p0_f64i32_cuda.cu",
     0x7e4af3c6928119a5ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v8_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams361, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v8_p0_f32i32_cuda.cu", 0x1f8dc9649fea2de5ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v8_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams362, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v8_p0_f64i32_cuda.cu", 0xc42c9c9495fe0883ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams363, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p0_f32i32_cuda.cu", 0x676d8f0a4a5882d6ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams364, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p0_f64i32_cuda.cu", 0x15cfae9b84209bd4ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams365, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p1_f32i32_cuda.cu", 0xf64de9541f70a319ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams366, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p1_f64i32_cuda.cu", 0xf5efc79bc35685a2ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v16_p0_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams367, 7, 32, 32, kArgs_sellp_c16_cuda, 17,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v16_p0_f32i32_cuda.cu",
     0x26083e43792f3088ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v16_p0_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams368, 7, 32, 32, kArgs_sellp_c16_cuda, 17,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v16_p0_f64i32_cuda.cu",
     0xb788e3f935d64a25ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v8_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams369, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v8_p0_f32i32_cuda.cu", 0x043afc59c1fe57a1ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v8_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams370, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v8_p0_f64i32_cuda.cu", 0x263669092913915cULL},
    {"spgen_spmv_sellp_c16_b32_t4_u1_r1_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams371, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u1_r1_s1_v0_p0_f32i32_cuda.cu", 0x72488a8a01b2b0d8ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u1_r1_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams372, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u1_r1_s1_v0_p0_f64i32_cuda.cu", 0xec10fc4777544848ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u1_r2_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams373, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u1_r2_s1_v0_p0_f32i32_cuda.cu", 0xf3d5279e4e788f60ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u1_r2_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams374, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u1_r2_s1_v0_p0_f64i32_cuda.cu", 0x80b5d6b526695205ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r1_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams375, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r1_s1_v0_p0_f32i32_cuda.cu", 0x3e14bf24eae09be0ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r1_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams376, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r1_s1_v0_p0_f64i32_cuda.cu", 0x6446424a9be3ebe7ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams377, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p0_f32i32_cuda.cu", 0x1c45a6a551546a2dULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams378, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p0_f64i32_cuda.cu", 0xf09fa52a11822f0aULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams379, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p1_f32i32_cuda.cu", 0x58651565031f542fULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams380, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p1_f64i32_cuda.cu", 0x3db31ff7eb5a3e40ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v16_p0_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams381, 7, 64, 32, kArgs_sellp_c16_cuda, 17,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v16_p0_f32i32_cuda.cu",
     0x28a200a792a86c47ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v16_p0_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams382, 7, 64, 32, kArgs_sellp_c16_cuda, 17,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v16_p0_f64i32_cuda.cu",
     0xe318ddc18bf16d0aULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v8_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams383, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v8_p0_f32i32_cuda.cu", 0xf3629cc366461c29ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v8_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams384, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v8_p0_f64i32_cuda.cu", 0x4692e43514d6513aULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams385, 7, 128, 64, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p0_f32i32_cuda.cu", 0x0506837e52bf5434ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams386, 7, 128, 64, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p0_f64i32_cuda.cu", 0xb55b1dffeab70d87ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams387, 7, 128, 64, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p1_f32i32_cuda.cu", 0x00661d988459dcbcULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams388, 7, 128, 64, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p1_f64i32_cuda.cu", 0x12480fdd65a12a9fULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v8_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams389, 7, 128, 64, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v8_p0_f32i32_cuda.cu", 0xf96028e0204036dbULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v8_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams390, 7, 128, 64, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v8_p0_f64i32_cuda.cu", 0x6655182eab06a05bULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams391, 7, 256, 128, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p0_f32i32_cuda.cu", 0x2ec003b0e6ac7cb0ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams392, 7, 256, 128, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p0_f64i32_cuda.cu", 0xf739fa6261538876ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams393, 7, 256, 128, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p1_f32i32_cuda.cu", 0xf23669a7c1ec84ddULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams394, 7, 256, 128, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p1_f64i32_cuda.cu", 0xb89c272c47fecd1fULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v8_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams395, 7, 256, 128, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v8_p0_f32i32_cuda.cu", 0xbdd6cef9ed83327dULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v8_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams396, 7, 256, 128, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v8_p0_f64i32_cuda.cu", 0x0736130d3ebd78deULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams397, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p0_f32i32_cuda.cu", 0x135015256e17bcfaULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams398, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p0_f64i32_cuda.cu", 0xd8e05778e35200ccULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams399, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p1_f32i32_cuda.cu", 0x0708a8030092c6b6ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams400, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p1_f64i32_cuda.cu", 0xcd5660164ce5b582ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v16_p0_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams401, 7, 64, 32, kArgs_sellp_c16_cuda, 17,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v16_p0_f32i32_cuda.cu",
     0xcb63898d7d042400ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v16_p0_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams402, 7, 64, 32, kArgs_sellp_c16_cuda, 17,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v16_p0_f64i32_cuda.cu",
     0xfec4abc0ae750ebcULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v8_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams403, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v8_p0_f32i32_cuda.cu", 0x495fa770dbeee341ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v8_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams404, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v8_p0_f64i32_cuda.cu", 0x6a3e314857e95db6ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams405, 7, 128, 64, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p0_f32i32_cuda.cu", 0xf87a3aec7bb6bbd0ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams406, 7, 128, 64, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p0_f64i32_cuda.cu", 0xb2d94a896057d578ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams407, 7, 128, 64, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p1_f32i32_cuda.cu", 0x36bbceac189d8f07ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams408, 7, 128, 64, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p1_f64i32_cuda.cu", 0x15d465bc8a89deb6ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v8_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams409, 7, 128, 64, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v8_p0_f32i32_cuda.cu", 0xd9af1ce925c040c8ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v8_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams410, 7, 128, 64, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v8_p0_f64i32_cuda.cu", 0x6170c92e7f4fe759ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams411, 7, 256, 128, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p0_f32i32_cuda.cu", 0x64378e54668edc87ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams412, 7, 256, 128, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p0_f64i32_cuda.cu", 0x412c95bb8c2d3ae4ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams413, 7, 256, 128, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p1_f32i32_cuda.cu", 0xac71ed3bcf848767ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams414, 7, 256, 128, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p1_f64i32_cuda.cu", 0xe63ff9b8f5e3a8baULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v8_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams415, 7, 256, 128, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v8_p0_f32i32_cuda.cu", 0x94532837e9129978ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v8_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams416, 7, 256, 128, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v8_p0_f64i32_cuda.cu", 0x655e8f360a95029eULL},
    {"spgen_spmv_sellp_c16_b32_t8_u1_r1_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams417, 7, 256, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u1_r1_s1_v0_p0_f32i32_cuda.cu", 0x685bb18cd3078f89ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u1_r1_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams418, 7, 256, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u1_r1_s1_v0_p0_f64i32_cuda.cu", 0xbe024665455c8412ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u1_r2_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams419, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u1_r2_s1_v0_p0_f32i32_cuda.cu", 0xe40d842fde51824bULL},
    {"spgen_spmv_sellp_c16_b32_t8_u1_r2_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams420, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u1_r2_s1_v0_p0_f64i32_cuda.cu", 0xedb826ff90739cd5ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r1_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams421, 7, 256, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r1_s1_v0_p0_f32i32_cuda.cu", 0x67e410ce3f80e550ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r1_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams422, 7, 256, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r1_s1_v0_p0_f64i32_cuda.cu", 0x79e10b4dbbf30213ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams423, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p0_f32i32_cuda.cu", 0x207b40bb88a884e8ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams424, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p0_f64i32_cuda.cu", 0xa56665afb7cbea7dULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams425, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p1_f32i32_cuda.cu", 0xb0a4be0ed1f2564dULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams426, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p1_f64i32_cuda.cu", 0x41e5fef6edc415ebULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v16_p0_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams427, 7, 128, 32, kArgs_sellp_c16_cuda,
     17, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v16_p0_f32i32_cuda.cu",
     0x696596d8e296bea7ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v16_p0_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams428, 7, 128, 32, kArgs_sellp_c16_cuda,
     17, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v16_p0_f64i32_cuda.cu",
     0xfef59497e6e92324ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v8_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams429, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v8_p0_f32i32_cuda.cu", 0xf2b59c32a2c98ed5ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v8_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams430, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v8_p0_f64i32_cuda.cu", 0x8e74afc07bf98f94ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams431, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p0_f32i32_cuda.cu", 0xa0a0868f46f0d37eULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams432, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p0_f64i32_cuda.cu", 0x157fef159e697469ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams433, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p1_f32i32_cuda.cu", 0x6efb2b2533a21a55ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams434, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p1_f64i32_cuda.cu", 0xd39f0c2be21c5326ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v16_p0_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams435, 7, 128, 32, kArgs_sellp_c16_cuda,
     17, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v16_p0_f32i32_cuda.cu",
     0x60182573a58ca095ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v16_p0_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams436, 7, 128, 32, kArgs_sellp_c16_cuda,
     17, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v16_p0_f64i32_cuda.cu",
     0xa6bb63568bcd3c1dULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v8_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams437, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v8_p0_f32i32_cuda.cu", 0xe556ba0eca7d46b0ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v8_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams438, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v8_p0_f64i32_cuda.cu", 0x32a25805cab080a2ULL},
    {"spgen_spmv_sellp_c16_b8_v0_p0_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams439, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b8_v0_p0_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v0_p0_g0_f64i32_avx512.cpp", 0x1ba3c24b91793c29ULL},
    {"spgen_spmv_sellp_c16_b8_v0_p0_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams440, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b8_v0_p0_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v0_p0_g1_f64i32_avx512.cpp", 0xf73fa1e41cf1f4c1ULL},
    {"spgen_spmv_sellp_c16_b8_v0_p1_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams441, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b8_v0_p1_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v0_p1_g0_f64i32_avx512.cpp", 0x4f7430de151829e8ULL},
    {"spgen_spmv_sellp_c16_b8_v0_p1_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams442, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b8_v0_p1_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v0_p1_g1_f64i32_avx512.cpp", 0x3e0c18d81ab40532ULL},
    {"spgen_spmv_sellp_c16_b8_v16_p0_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams443, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b8_v16_p0_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v16_p0_g0_f64i32_avx512.cpp", 0x5a0505319bbd1ddeULL},
    {"spgen_spmv_sellp_c16_b8_v16_p0_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams444, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b8_v16_p0_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v16_p0_g1_f64i32_avx512.cpp", 0x4aaecc3f8c8abb48ULL},
    {"spgen_spmv_sellp_c16_b8_v8_p0_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams445, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b8_v8_p0_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v8_p0_g0_f64i32_avx512.cpp", 0xd5baa442a174aabbULL},
    {"spgen_spmv_sellp_c16_b8_v8_p0_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams446, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b8_v8_p0_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v8_p0_g1_f64i32_avx512.cpp", 0xb940451c54d92459ULL},
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
SPGEN_DECLARE_FORMAT(colpanel)
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
                   &format_axt_uh<V, I>(), &format_axt_uh1<V, I>(), &format_colpanel<V, I>(),
                   &format_coo<V, I>(), &format_csr<V, I>(), &format_csrstream<V, I>(),
                   &format_ell<V, I>(), &format_ellr<V, I>(), &format_hyb<V, I>(),
                   &format_pjds<V, I>(), &format_rowseg<V, I>(), &format_sellp<V, I>(),
                   &format_sellp_c16<V, I>())
}  // namespace spgen::formats
