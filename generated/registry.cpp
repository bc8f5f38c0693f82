// generated — do not edit. Written by spgen-gen from the files below; change those and run the
// spgen_regenerate target instead.
// the kernel registry (435 instances)
//   specs/aot.yaml  xxh3:31078f7cba95762a
//   specs/formats/axc.yaml  xxh3:8ea9758b69a49db7
//   specs/formats/axt_ch.yaml  xxh3:4c5477dfc270bc0a
//   specs/formats/axt_ch1.yaml  xxh3:1ff6b3b500200c88
//   specs/formats/axt_uh.yaml  xxh3:7a589540fd6a93db
//   specs/formats/axt_uh1.yaml  xxh3:b3e46c1e075f00c6
//   specs/formats/colpanel.yaml  xxh3:85af955fcb6af430
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
//   specs/kernels.yaml  xxh3:57791ac6eea76da6
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
    {"brick", "w", 16},
};
constexpr KernelParam kParams73[] = {
    {"brick", "w", 32},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams74[] = {
    {"brick", "w", 32},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams75[] = {
    {"brick", "w", 32},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams76[] = {
    {"brick", "w", 32},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams77[] = {
    {"brick", "w", 8},
};
constexpr KernelParam kParams78[] = {
    {"brick", "w", 8},
};
constexpr KernelParam kParams79[] = {
    {"tile_half_width", "w", 16},
    {"tile_height", "h", 1},
};
constexpr KernelParam kParams80[] = {
    {"tile_half_width", "w", 32},
    {"block_size", "b", 1024},
};
constexpr KernelParam kParams81[] = {
    {"tile_half_width", "w", 32},
    {"block_size", "b", 1024},
};
constexpr KernelParam kParams82[] = {
    {"tile_half_width", "w", 32},
    {"block_size", "b", 512},
};
constexpr KernelParam kParams83[] = {
    {"tile_half_width", "w", 32},
    {"block_size", "b", 512},
};
constexpr KernelParam kParams84[] = {
    {"tile_half_width", "w", 32},
    {"block_size", "b", 512},
};
constexpr KernelParam kParams85[] = {
    {"tile_half_width", "w", 32},
    {"block_size", "b", 512},
};
constexpr KernelParam kParams86[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 1},
};
constexpr KernelParam kParams87[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 1},
};
constexpr KernelParam kParams88[] = {
    {"tile_half_width", "w", 16},
    {"tile_height", "h", 64},
};
constexpr KernelParam kParams89[] = {
    {"tile_half_width", "w", 16},
    {"tile_height", "h", 8},
};
constexpr KernelParam kParams90[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams91[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams92[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams93[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams94[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 8},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams95[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 8},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams96[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 8},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams97[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 8},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams98[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 64},
};
constexpr KernelParam kParams99[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 8},
};
constexpr KernelParam kParams100[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 8},
};
constexpr KernelParam kParams101[] = {
    {"tile_half_width", "w", 16},
    {"tile_height", "h", 1},
};
constexpr KernelParam kParams102[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 1},
    {"steps", "s", 2},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams103[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 1},
    {"steps", "s", 2},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams104[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 1},
    {"steps", "s", 2},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams105[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 1},
    {"steps", "s", 2},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams106[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 1},
};
constexpr KernelParam kParams107[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 1},
};
constexpr KernelParam kParams108[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 1},
    {"steps", "s", 2},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams109[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 1},
    {"steps", "s", 2},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams110[] = {
    {"tile_half_width", "w", 16},
    {"tile_height", "h", 4},
};
constexpr KernelParam kParams111[] = {
    {"tile_half_width", "w", 16},
    {"tile_height", "h", 8},
};
constexpr KernelParam kParams112[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"steps", "s", 1},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams113[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"steps", "s", 1},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams114[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"steps", "s", 1},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams115[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"steps", "s", 1},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams116[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 8},
    {"steps", "s", 1},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams117[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 8},
    {"steps", "s", 1},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams118[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 4},
};
constexpr KernelParam kParams119[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 4},
};
constexpr KernelParam kParams120[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 8},
};
constexpr KernelParam kParams125[] = {
    {"steps", "s", 16},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams126[] = {
    {"steps", "s", 16},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams127[] = {
    {"steps", "s", 4},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams128[] = {
    {"steps", "s", 4},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams129[] = {
    {"steps", "s", 8},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams130[] = {
    {"steps", "s", 8},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams131[] = {
    {"steps", "s", 8},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams132[] = {
    {"steps", "s", 8},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams133[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams134[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams135[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams136[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams137[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams138[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams139[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams140[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams141[] = {
    {"threads_per_row", "t", 16},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams142[] = {
    {"threads_per_row", "t", 16},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams143[] = {
    {"threads_per_row", "t", 16},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams144[] = {
    {"threads_per_row", "t", 16},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams145[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams146[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams147[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams148[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams149[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams150[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams151[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams152[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams153[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams154[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams155[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 4},
};
constexpr KernelParam kParams156[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 4},
};
constexpr KernelParam kParams157[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams158[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams159[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams160[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams161[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams162[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams163[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams164[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams165[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams166[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams167[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams168[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams169[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams170[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams171[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 2},
};
constexpr KernelParam kParams172[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 2},
};
constexpr KernelParam kParams173[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 4},
};
constexpr KernelParam kParams174[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 4},
};
constexpr KernelParam kParams175[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 8},
};
constexpr KernelParam kParams176[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 8},
};
constexpr KernelParam kParams177[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 2},
};
constexpr KernelParam kParams178[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 2},
};
constexpr KernelParam kParams179[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 4},
};
constexpr KernelParam kParams180[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 4},
};
constexpr KernelParam kParams181[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 4},
};
constexpr KernelParam kParams182[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 4},
};
constexpr KernelParam kParams183[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 8},
};
constexpr KernelParam kParams184[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 8},
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
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams191[] = {
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams192[] = {
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams193[] = {
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams194[] = {
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams195[] = {
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams196[] = {
    {"gather", "g", 0},
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
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams203[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams204[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams205[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams206[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams207[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams208[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams209[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams210[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams211[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams212[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams213[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams214[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams215[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams216[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams217[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams218[] = {
    {"steps", "s", 16},
};
constexpr KernelParam kParams219[] = {
    {"steps", "s", 16},
};
constexpr KernelParam kParams220[] = {
    {"steps", "s", 4},
};
constexpr KernelParam kParams221[] = {
    {"steps", "s", 4},
};
constexpr KernelParam kParams222[] = {
    {"steps", "s", 8},
};
constexpr KernelParam kParams223[] = {
    {"steps", "s", 8},
};
constexpr KernelParam kParams224[] = {
    {"steps", "s", 8},
};
constexpr KernelParam kParams225[] = {
    {"steps", "s", 8},
};
constexpr KernelParam kParams226[] = {
    {"block_rows", "b", 16},
};
constexpr KernelParam kParams227[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams228[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams229[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams230[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams231[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams232[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams233[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 4},
};
constexpr KernelParam kParams234[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 4},
};
constexpr KernelParam kParams235[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams236[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams237[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams238[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams239[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams240[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams241[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams242[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams243[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams244[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams245[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams246[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams247[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams248[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams249[] = {
    {"block_rows", "b", 8},
};
constexpr KernelParam kParams250[] = {
    {"block_rows", "b", 8},
};
constexpr KernelParam kParams251[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 2},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams252[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 2},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams253[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 4},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams254[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 4},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams255[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 8},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams256[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 8},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams257[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 2},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams258[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 2},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams259[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 4},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams260[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 4},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams261[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 8},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams262[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 8},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams263[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 2},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams264[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 2},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams265[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 4},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams266[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 4},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams267[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 4},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams268[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 4},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams269[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 8},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams270[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 8},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams271[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 2},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams272[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 2},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams273[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 4},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams274[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 4},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams275[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 8},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams276[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 8},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams277[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 2},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams278[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 2},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams279[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 4},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams280[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 4},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams281[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 4},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams282[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 4},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams283[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 8},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams284[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 8},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams285[] = {
    {"slice_height", "b", 16},
    {"gather", "g", 0},
};
constexpr KernelParam kParams286[] = {
    {"slice_height", "b", 16},
    {"gather", "g", 1},
};
constexpr KernelParam kParams287[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams288[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams289[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams290[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams291[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams292[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams293[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams294[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams295[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams296[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams297[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams298[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams299[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams300[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams301[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams302[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams303[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams304[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams305[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams306[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams307[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams308[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams309[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams310[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams311[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams312[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams313[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams314[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams315[] = {
    {"slice_height", "b", 8},
    {"gather", "g", 0},
};
constexpr KernelParam kParams316[] = {
    {"slice_height", "b", 8},
    {"gather", "g", 1},
};
constexpr KernelParam kParams317[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams318[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams319[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams320[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams321[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams322[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams323[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams324[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams325[] = {
    {"slice_height", "b", 16},
    {"value_codes", "v", 0},
    {"pattern", "p", 0},
    {"gather", "g", 0},
};
constexpr KernelParam kParams326[] = {
    {"slice_height", "b", 16},
    {"value_codes", "v", 0},
    {"pattern", "p", 0},
    {"gather", "g", 1},
};
constexpr KernelParam kParams327[] = {
    {"slice_height", "b", 16},
    {"value_codes", "v", 0},
    {"pattern", "p", 1},
    {"gather", "g", 0},
};
constexpr KernelParam kParams328[] = {
    {"slice_height", "b", 16},
    {"value_codes", "v", 0},
    {"pattern", "p", 1},
    {"gather", "g", 1},
};
constexpr KernelParam kParams329[] = {
    {"slice_height", "b", 16},
    {"value_codes", "v", 16},
    {"pattern", "p", 0},
    {"gather", "g", 0},
};
constexpr KernelParam kParams330[] = {
    {"slice_height", "b", 16},
    {"value_codes", "v", 16},
    {"pattern", "p", 0},
    {"gather", "g", 1},
};
constexpr KernelParam kParams331[] = {
    {"slice_height", "b", 16},
    {"value_codes", "v", 8},
    {"pattern", "p", 0},
    {"gather", "g", 0},
};
constexpr KernelParam kParams332[] = {
    {"slice_height", "b", 16},
    {"value_codes", "v", 8},
    {"pattern", "p", 0},
    {"gather", "g", 1},
};
constexpr KernelParam kParams333[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 1},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams334[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 1},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams335[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 1},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams336[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 1},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams337[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams338[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams339[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams340[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams341[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams342[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams343[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams344[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams345[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams346[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams347[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams348[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams349[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams350[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams351[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams352[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams353[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams354[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams355[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams356[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams357[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams358[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams359[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams360[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams361[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams362[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams363[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams364[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams365[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams366[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams367[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams368[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams369[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams370[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams371[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams372[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams373[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams374[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams375[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams376[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams377[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams378[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams379[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams380[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams381[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams382[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams383[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams384[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams385[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams386[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams387[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams388[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams389[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams390[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams391[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams392[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams393[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams394[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams395[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams396[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams397[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams398[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams399[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams400[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams401[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams402[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams403[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams404[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams405[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams406[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams407[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams408[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams409[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams410[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams411[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams412[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams413[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams414[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams415[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams416[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams417[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams418[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams419[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams420[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams421[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams422[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams423[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams424[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams425[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams426[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams427[] = {
    {"slice_height", "b", 8},
    {"value_codes", "v", 0},
    {"pattern", "p", 0},
    {"gather", "g", 0},
};
constexpr KernelParam kParams428[] = {
    {"slice_height", "b", 8},
    {"value_codes", "v", 0},
    {"pattern", "p", 0},
    {"gather", "g", 1},
};
constexpr KernelParam kParams429[] = {
    {"slice_height", "b", 8},
    {"value_codes", "v", 0},
    {"pattern", "p", 1},
    {"gather", "g", 0},
};
constexpr KernelParam kParams430[] = {
    {"slice_height", "b", 8},
    {"value_codes", "v", 0},
    {"pattern", "p", 1},
    {"gather", "g", 1},
};
constexpr KernelParam kParams431[] = {
    {"slice_height", "b", 8},
    {"value_codes", "v", 16},
    {"pattern", "p", 0},
    {"gather", "g", 0},
};
constexpr KernelParam kParams432[] = {
    {"slice_height", "b", 8},
    {"value_codes", "v", 16},
    {"pattern", "p", 0},
    {"gather", "g", 1},
};
constexpr KernelParam kParams433[] = {
    {"slice_height", "b", 8},
    {"value_codes", "v", 8},
    {"pattern", "p", 0},
    {"gather", "g", 0},
};
constexpr KernelParam kParams434[] = {
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
     0xc9eb2a897b2938b5ULL},
    {"spgen_spmm_csr_kv1_f32i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams1, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv1_f32i64_avx512, "avx512/spgen_spmm_csr_kv1_f32i64_avx512.cpp",
     0xf7eff94bf1a9d76eULL},
    {"spgen_spmm_csr_kv1_f64i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams2, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv1_f64i32_avx512, "avx512/spgen_spmm_csr_kv1_f64i32_avx512.cpp",
     0x11f58f947320420fULL},
    {"spgen_spmm_csr_kv1_f64i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams3, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv1_f64i64_avx512, "avx512/spgen_spmm_csr_kv1_f64i64_avx512.cpp",
     0xefa44af5e34ef7c0ULL},
    {"spgen_spmm_csr_kv2_f32i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams4, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv2_f32i32_avx512, "avx512/spgen_spmm_csr_kv2_f32i32_avx512.cpp",
     0x9149e8f0ed71a7f3ULL},
    {"spgen_spmm_csr_kv2_f32i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams5, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv2_f32i64_avx512, "avx512/spgen_spmm_csr_kv2_f32i64_avx512.cpp",
     0xde536b2e62042817ULL},
    {"spgen_spmm_csr_kv2_f64i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams6, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv2_f64i32_avx512, "avx512/spgen_spmm_csr_kv2_f64i32_avx512.cpp",
     0x667a8b3c9a504e09ULL},
    {"spgen_spmm_csr_kv2_f64i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams7, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv2_f64i64_avx512, "avx512/spgen_spmm_csr_kv2_f64i64_avx512.cpp",
     0x11f56e68c6173d41ULL},
    {"spgen_spmm_csr_kv4_f32i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams8, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv4_f32i32_avx512, "avx512/spgen_spmm_csr_kv4_f32i32_avx512.cpp",
     0x66366e5484d49300ULL},
    {"spgen_spmm_csr_kv4_f32i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams9, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv4_f32i64_avx512, "avx512/spgen_spmm_csr_kv4_f32i64_avx512.cpp",
     0x4395b6ccbc83aeafULL},
    {"spgen_spmm_csr_kv4_f64i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams10, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv4_f64i32_avx512, "avx512/spgen_spmm_csr_kv4_f64i32_avx512.cpp",
     0xca67831f4aab2f88ULL},
    {"spgen_spmm_csr_kv4_f64i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams11, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv4_f64i64_avx512, "avx512/spgen_spmm_csr_kv4_f64i64_avx512.cpp",
     0xefd8cdc8e0ac66baULL},
    {"spgen_spmm_csr_t32_r4_cf1_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams12, 3, 128, 4, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r4_cf1_f32i32_cuda.cu", 0x754271e4ef34a996ULL},
    {"spgen_spmm_csr_t32_r4_cf1_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams13, 3, 128, 4, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r4_cf1_f64i32_cuda.cu", 0xa318431957024a88ULL},
    {"spgen_spmm_csr_t32_r4_cf4_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams14, 3, 128, 4, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r4_cf4_f32i32_cuda.cu", 0xe26f09b2d14906b0ULL},
    {"spgen_spmm_csr_t32_r4_cf4_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams15, 3, 128, 4, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r4_cf4_f64i32_cuda.cu", 0xce9f91189e2a2aa4ULL},
    {"spgen_spmm_csr_t32_r8_cf1_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams16, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf1_f32i32_cuda.cu", 0x09f12996ab19098fULL},
    {"spgen_spmm_csr_t32_r8_cf1_f32i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams17, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf1_f32i64_cuda.cu", 0x971b020919fff260ULL},
    {"spgen_spmm_csr_t32_r8_cf1_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams18, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf1_f64i32_cuda.cu", 0x151be5edff6576b9ULL},
    {"spgen_spmm_csr_t32_r8_cf1_f64i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams19, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf1_f64i64_cuda.cu", 0x8101a37f17234d31ULL},
    {"spgen_spmm_csr_t32_r8_cf4_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams20, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf4_f32i32_cuda.cu", 0xe391198666cfa285ULL},
    {"spgen_spmm_csr_t32_r8_cf4_f32i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams21, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf4_f32i64_cuda.cu", 0xcf0cab6ca12e2155ULL},
    {"spgen_spmm_csr_t32_r8_cf4_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams22, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf4_f64i32_cuda.cu", 0x9e715b70198f5b5bULL},
    {"spgen_spmm_csr_t32_r8_cf4_f64i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams23, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf4_f64i64_cuda.cu", 0xb5bd1d001535f5f9ULL},
    {"spgen_spmm_csr_t8_r16_cf1_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams24, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf1_f32i32_cuda.cu", 0x84ff8b2ee171743dULL},
    {"spgen_spmm_csr_t8_r16_cf1_f32i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams25, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf1_f32i64_cuda.cu", 0xc691f9544e7641c7ULL},
    {"spgen_spmm_csr_t8_r16_cf1_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams26, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf1_f64i32_cuda.cu", 0xd063c1274e271a55ULL},
    {"spgen_spmm_csr_t8_r16_cf1_f64i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams27, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf1_f64i64_cuda.cu", 0x24a72cf02065f682ULL},
    {"spgen_spmm_csr_t8_r16_cf4_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams28, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf4_f32i32_cuda.cu", 0x92e99b23cec45251ULL},
    {"spgen_spmm_csr_t8_r16_cf4_f32i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams29, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf4_f32i64_cuda.cu", 0x50602fd2ff01c62cULL},
    {"spgen_spmm_csr_t8_r16_cf4_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams30, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf4_f64i32_cuda.cu", 0xadc17f181fc1cc56ULL},
    {"spgen_spmm_csr_t8_r16_cf4_f64i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams31, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf4_f64i64_cuda.cu", 0xcb7dd6296eeed40aULL},
    {"spgen_spmm_csr_t8_r32_cf1_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams32, 3, 256, 32, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r32_cf1_f32i32_cuda.cu", 0x01a28a2d2019bb7bULL},
    {"spgen_spmm_csr_t8_r32_cf1_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams33, 3, 256, 32, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r32_cf1_f64i32_cuda.cu", 0x2ac6106920e9beccULL},
    {"spgen_spmm_csr_t8_r32_cf4_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams34, 3, 256, 32, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r32_cf4_f32i32_cuda.cu", 0xf09372c3e4fc00a0ULL},
    {"spgen_spmm_csr_t8_r32_cf4_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams35, 3, 256, 32, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r32_cf4_f64i32_cuda.cu", 0xcf54ea80228e33f3ULL},
    {"spgen_spmm_sellp_b32_t8_u1_cf1_f32i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams36, 4, 256, 32, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b32_t8_u1_cf1_f32i32_cuda.cu", 0x168cf12138a15412ULL},
    {"spgen_spmm_sellp_b32_t8_u1_cf1_f64i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams37, 4, 256, 32, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b32_t8_u1_cf1_f64i32_cuda.cu", 0xa03d1806d3570b13ULL},
    {"spgen_spmm_sellp_b32_t8_u1_cf4_f32i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams38, 4, 256, 32, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b32_t8_u1_cf4_f32i32_cuda.cu", 0xc644bac3c886e422ULL},
    {"spgen_spmm_sellp_b32_t8_u1_cf4_f64i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams39, 4, 256, 32, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b32_t8_u1_cf4_f64i32_cuda.cu", 0x86f236977df81874ULL},
    {"spgen_spmm_sellp_b32_t8_u2_cf1_f32i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams40, 4, 256, 32, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b32_t8_u2_cf1_f32i32_cuda.cu", 0x1b501f9e36f7a144ULL},
    {"spgen_spmm_sellp_b32_t8_u2_cf1_f64i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams41, 4, 256, 32, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b32_t8_u2_cf1_f64i32_cuda.cu", 0x209bd78a91534feaULL},
    {"spgen_spmm_sellp_b32_t8_u2_cf4_f32i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams42, 4, 256, 32, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b32_t8_u2_cf4_f32i32_cuda.cu", 0xa8c351073bf2975fULL},
    {"spgen_spmm_sellp_b32_t8_u2_cf4_f64i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams43, 4, 256, 32, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b32_t8_u2_cf4_f64i32_cuda.cu", 0xa19591f6a587ecbdULL},
    {"spgen_spmm_sellp_b8_t8_u1_cf1_f32i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams44, 4, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u1_cf1_f32i32_cuda.cu", 0x112aa8e382ba4ce6ULL},
    {"spgen_spmm_sellp_b8_t8_u1_cf1_f64i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams45, 4, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u1_cf1_f64i32_cuda.cu", 0xec3f38529e9b9b3dULL},
    {"spgen_spmm_sellp_b8_t8_u1_cf4_f32i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams46, 4, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u1_cf4_f32i32_cuda.cu", 0xe81663028ae8730dULL},
    {"spgen_spmm_sellp_b8_t8_u1_cf4_f64i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams47, 4, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u1_cf4_f64i32_cuda.cu", 0x8793567ae0c58666ULL},
    {"spgen_spmm_sellp_b8_t8_u2_cf1_f32i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams48, 4, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u2_cf1_f32i32_cuda.cu", 0xdb04d80ce8c0bd5cULL},
    {"spgen_spmm_sellp_b8_t8_u2_cf1_f64i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams49, 4, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u2_cf1_f64i32_cuda.cu", 0x01f70daedd7b40fcULL},
    {"spgen_spmm_sellp_b8_t8_u2_cf4_f32i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams50, 4, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u2_cf4_f32i32_cuda.cu", 0xe1cf45e33556eed5ULL},
    {"spgen_spmm_sellp_b8_t8_u2_cf4_f64i32_cuda", Op::spmm, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams51, 4, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u2_cf4_f64i32_cuda.cu", 0xc993fbac21d4e631ULL},
    {"spgen_spmm_t_colpanel_w16_r2_l32_cf4_a0_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams52, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w16_r2_l32_cf4_a0_f32i32_cuda.cu", 0x3c7532a407c066daULL},
    {"spgen_spmm_t_colpanel_w16_r2_l32_cf4_a0_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams53, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w16_r2_l32_cf4_a0_f64i32_cuda.cu", 0xd9c0406ebd3d3febULL},
    {"spgen_spmm_t_colpanel_w16_r2_l32_cf4_a1_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams54, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w16_r2_l32_cf4_a1_f32i32_cuda.cu", 0x65027054d1124c92ULL},
    {"spgen_spmm_t_colpanel_w16_r2_l32_cf4_a1_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams55, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w16_r2_l32_cf4_a1_f64i32_cuda.cu", 0x40c65e93101e81ebULL},
    {"spgen_spmm_t_colpanel_w32_r4_l32_cf1_a0_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams56, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l32_cf1_a0_f32i32_cuda.cu", 0x3c40c264f9218d60ULL},
    {"spgen_spmm_t_colpanel_w32_r4_l32_cf1_a0_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams57, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l32_cf1_a0_f64i32_cuda.cu", 0x110771f016629303ULL},
    {"spgen_spmm_t_colpanel_w32_r4_l32_cf1_a1_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams58, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l32_cf1_a1_f32i32_cuda.cu", 0x15a270281cf7040cULL},
    {"spgen_spmm_t_colpanel_w32_r4_l32_cf1_a1_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams59, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l32_cf1_a1_f64i32_cuda.cu", 0x605b674030106092ULL},
    {"spgen_spmm_t_colpanel_w32_r4_l4_cf1_a0_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams60, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l4_cf1_a0_f32i32_cuda.cu", 0xdc402c7845fa6f40ULL},
    {"spgen_spmm_t_colpanel_w32_r4_l4_cf1_a0_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams61, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l4_cf1_a0_f64i32_cuda.cu", 0x6b6c29efcff819ceULL},
    {"spgen_spmm_t_colpanel_w32_r4_l4_cf1_a1_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams62, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l4_cf1_a1_f32i32_cuda.cu", 0x30d027078588f25aULL},
    {"spgen_spmm_t_colpanel_w32_r4_l4_cf1_a1_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams63, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l4_cf1_a1_f64i32_cuda.cu", 0xf9221c8433558beaULL},
    {"spgen_spmm_t_colpanel_w32_r4_l8_cf1_a0_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams64, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l8_cf1_a0_f32i32_cuda.cu", 0x53aba89ad5d6a92bULL},
    {"spgen_spmm_t_colpanel_w32_r4_l8_cf1_a0_f32i64_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams65, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l8_cf1_a0_f32i64_cuda.cu", 0xaf2809a6f353742cULL},
    {"spgen_spmm_t_colpanel_w32_r4_l8_cf1_a0_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams66, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l8_cf1_a0_f64i32_cuda.cu", 0xb1e57e6f163afc32ULL},
    {"spgen_spmm_t_colpanel_w32_r4_l8_cf1_a0_f64i64_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams67, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l8_cf1_a0_f64i64_cuda.cu", 0xff8a2a8ce7b5978eULL},
    {"spgen_spmm_t_colpanel_w32_r4_l8_cf1_a1_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams68, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l8_cf1_a1_f32i32_cuda.cu", 0x58e908c798a6a59cULL},
    {"spgen_spmm_t_colpanel_w32_r4_l8_cf1_a1_f32i64_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams69, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l8_cf1_a1_f32i64_cuda.cu", 0x7cecc25c11f00492ULL},
    {"spgen_spmm_t_colpanel_w32_r4_l8_cf1_a1_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams70, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l8_cf1_a1_f64i32_cuda.cu", 0x306b7e119a38de8bULL},
    {"spgen_spmm_t_colpanel_w32_r4_l8_cf1_a1_f64i64_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams71, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l8_cf1_a1_f64i64_cuda.cu", 0x1421568c164314afULL},
    {"spgen_spmv_axc_w16_f32i32_avx512", Op::spmv, "axc", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams72, 1, 0, 0, kArgs_axc_avx512, 9,
     &call_spgen_spmv_axc_w16_f32i32_avx512, "avx512/spgen_spmv_axc_w16_f32i32_avx512.cpp",
     0x9fc7b22123cf8e6bULL},
    {"spgen_spmv_axc_w32_r8_f32i32_cuda", Op::spmv, "axc", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams73, 2, 256, 8, kArgs_axc_cuda, 8, nullptr,
     "cuda/spgen_spmv_axc_w32_r8_f32i32_cuda.cu", 0x976d11dcaf648070ULL},
    {"spgen_spmv_axc_w32_r8_f32i64_cuda", Op::spmv, "axc", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams74, 2, 256, 8, kArgs_axc_cuda, 8, nullptr,
     "cuda/spgen_spmv_axc_w32_r8_f32i64_cuda.cu", 0x721115fa0aba35f4ULL},
    {"spgen_spmv_axc_w32_r8_f64i32_cuda", Op::spmv, "axc", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams75, 2, 256, 8, kArgs_axc_cuda, 8, nullptr,
     "cuda/spgen_spmv_axc_w32_r8_f64i32_cuda.cu", 0x9358d6e7407d270eULL},
    {"spgen_spmv_axc_w32_r8_f64i64_cuda", Op::spmv, "axc", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams76, 2, 256, 8, kArgs_axc_cuda, 8, nullptr,
     "cuda/spgen_spmv_axc_w32_r8_f64i64_cuda.cu", 0x0162555c4a1ac29bULL},
    {"spgen_spmv_axc_w8_f64i32_avx512", Op::spmv, "axc", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams77, 1, 0, 0, kArgs_axc_avx512, 9, &call_spgen_spmv_axc_w8_f64i32_avx512,
     "avx512/spgen_spmv_axc_w8_f64i32_avx512.cpp", 0x3011e9a3da6dfbeeULL},
    {"spgen_spmv_axc_w8_f64i64_avx512", Op::spmv, "axc", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams78, 1, 0, 0, kArgs_axc_avx512, 9, &call_spgen_spmv_axc_w8_f64i64_avx512,
     "avx512/spgen_spmv_axc_w8_f64i64_avx512.cpp", 0x617dd0dde1dc80c2ULL},
    {"spgen_spmv_axt_ch1_w16_h1_f32i32_avx512", Op::spmv, "axt_ch1", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams79, 2, 0, 0, kArgs_axt_ch1_avx512, 11,
     &call_spgen_spmv_axt_ch1_w16_h1_f32i32_avx512,
     "avx512/spgen_spmv_axt_ch1_w16_h1_f32i32_avx512.cpp", 0x7abd44eaae6f5cf9ULL},
    {"spgen_spmv_axt_ch1_w32_b1024_f32i32_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams80, 2, 1024, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b1024_f32i32_cuda.cu", 0xe8fbe0402c42ca9dULL},
    {"spgen_spmv_axt_ch1_w32_b1024_f64i32_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams81, 2, 1024, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b1024_f64i32_cuda.cu", 0xfd2cc8b0c02cf7cfULL},
    {"spgen_spmv_axt_ch1_w32_b512_f32i32_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams82, 2, 512, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b512_f32i32_cuda.cu", 0x4fddd33ae6b63d44ULL},
    {"spgen_spmv_axt_ch1_w32_b512_f32i64_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams83, 2, 512, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b512_f32i64_cuda.cu", 0x6fe6705b0a3c93a9ULL},
    {"spgen_spmv_axt_ch1_w32_b512_f64i32_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams84, 2, 512, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b512_f64i32_cuda.cu", 0xbb2c1d24ab83bb4cULL},
    {"spgen_spmv_axt_ch1_w32_b512_f64i64_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams85, 2, 512, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b512_f64i64_cuda.cu", 0x04147db10562aa68ULL},
    {"spgen_spmv_axt_ch1_w8_h1_f64i32_avx512", Op::spmv, "axt_ch1", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams86, 2, 0, 0, kArgs_axt_ch1_avx512, 11,
     &call_spgen_spmv_axt_ch1_w8_h1_f64i32_avx512,
     "avx512/spgen_spmv_axt_ch1_w8_h1_f64i32_avx512.cpp", 0xe1e5c59e4f540263ULL},
    {"spgen_spmv_axt_ch1_w8_h1_f64i64_avx512", Op::spmv, "axt_ch1", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams87, 2, 0, 0, kArgs_axt_ch1_avx512, 11,
     &call_spgen_spmv_axt_ch1_w8_h1_f64i64_avx512,
     "avx512/spgen_spmv_axt_ch1_w8_h1_f64i64_avx512.cpp", 0x7282b331433f7bbfULL},
    {"spgen_spmv_axt_ch_w16_h64_f32i32_avx512", Op::spmv, "axt_ch", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams88, 2, 0, 0, kArgs_axt_ch_avx512, 11,
     &call_spgen_spmv_axt_ch_w16_h64_f32i32_avx512,
     "avx512/spgen_spmv_axt_ch_w16_h64_f32i32_avx512.cpp", 0x51db8aa505bcd8f4ULL},
    {"spgen_spmv_axt_ch_w16_h8_f32i32_avx512", Op::spmv, "axt_ch", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams89, 2, 0, 0, kArgs_axt_ch_avx512, 11,
     &call_spgen_spmv_axt_ch_w16_h8_f32i32_avx512,
     "avx512/spgen_spmv_axt_ch_w16_h8_f32i32_avx512.cpp", 0x94e9ab8c2a6fdfc2ULL},
    {"spgen_spmv_axt_ch_w32_h4_r8_f32i32_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams90, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h4_r8_f32i32_cuda.cu", 0x6ba5af528f6c2519ULL},
    {"spgen_spmv_axt_ch_w32_h4_r8_f32i64_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams91, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h4_r8_f32i64_cuda.cu", 0x40fe96395ff7686aULL},
    {"spgen_spmv_axt_ch_w32_h4_r8_f64i32_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams92, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h4_r8_f64i32_cuda.cu", 0x91f76c1854f61a88ULL},
    {"spgen_spmv_axt_ch_w32_h4_r8_f64i64_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams93, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h4_r8_f64i64_cuda.cu", 0xc396cfef5517379aULL},
    {"spgen_spmv_axt_ch_w32_h8_r8_f32i32_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams94, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h8_r8_f32i32_cuda.cu", 0xe7430f984c643a23ULL},
    {"spgen_spmv_axt_ch_w32_h8_r8_f32i64_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams95, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h8_r8_f32i64_cuda.cu", 0x4c5faed186bd8230ULL},
    {"spgen_spmv_axt_ch_w32_h8_r8_f64i32_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams96, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h8_r8_f64i32_cuda.cu", 0xe2357f8bf0457f77ULL},
    {"spgen_spmv_axt_ch_w32_h8_r8_f64i64_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams97, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h8_r8_f64i64_cuda.cu", 0x3f0ccb42530cc4a4ULL},
    {"spgen_spmv_axt_ch_w8_h64_f64i32_avx512", Op::spmv, "axt_ch", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams98, 2, 0, 0, kArgs_axt_ch_avx512, 11,
     &call_spgen_spmv_axt_ch_w8_h64_f64i32_avx512,
     "avx512/spgen_spmv_axt_ch_w8_h64_f64i32_avx512.cpp", 0x366fa098956842daULL},
    {"spgen_spmv_axt_ch_w8_h8_f64i32_avx512", Op::spmv, "axt_ch", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams99, 2, 0, 0, kArgs_axt_ch_avx512, 11,
     &call_spgen_spmv_axt_ch_w8_h8_f64i32_avx512,
     "avx512/spgen_spmv_axt_ch_w8_h8_f64i32_avx512.cpp", 0x43b96b231a3f2053ULL},
    {"spgen_spmv_axt_ch_w8_h8_f64i64_avx512", Op::spmv, "axt_ch", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams100, 2, 0, 0, kArgs_axt_ch_avx512, 11,
     &call_spgen_spmv_axt_ch_w8_h8_f64i64_avx512,
     "avx512/spgen_spmv_axt_ch_w8_h8_f64i64_avx512.cpp", 0x32b396d34cca72c6ULL},
    {"spgen_spmv_axt_uh1_w16_h1_f32i32_avx512", Op::spmv, "axt_uh1", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams101, 2, 0, 0, kArgs_axt_uh1_avx512, 10,
     &call_spgen_spmv_axt_uh1_w16_h1_f32i32_avx512,
     "avx512/spgen_spmv_axt_uh1_w16_h1_f32i32_avx512.cpp", 0x63c458bec7657103ULL},
    {"spgen_spmv_axt_uh1_w32_h1_s2_r8_f32i32_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams102, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w32_h1_s2_r8_f32i32_cuda.cu", 0xbc307b37cdc78ad9ULL},
    {"spgen_spmv_axt_uh1_w32_h1_s2_r8_f32i64_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams103, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w32_h1_s2_r8_f32i64_cuda.cu", 0xe1791a1040ad2157ULL},
    {"spgen_spmv_axt_uh1_w32_h1_s2_r8_f64i32_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams104, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w32_h1_s2_r8_f64i32_cuda.cu", 0xd57819f442b0650cULL},
    {"spgen_spmv_axt_uh1_w32_h1_s2_r8_f64i64_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams105, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w32_h1_s2_r8_f64i64_cuda.cu", 0x4952e19a653e2b53ULL},
    {"spgen_spmv_axt_uh1_w8_h1_f64i32_avx512", Op::spmv, "axt_uh1", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams106, 2, 0, 0, kArgs_axt_uh1_avx512, 10,
     &call_spgen_spmv_axt_uh1_w8_h1_f64i32_avx512,
     "avx512/spgen_spmv_axt_uh1_w8_h1_f64i32_avx512.cpp", 0xffb32007ce5def9fULL},
    {"spgen_spmv_axt_uh1_w8_h1_f64i64_avx512", Op::spmv, "axt_uh1", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams107, 2, 0, 0, kArgs_axt_uh1_avx512, 10,
     &call_spgen_spmv_axt_uh1_w8_h1_f64i64_avx512,
     "avx512/spgen_spmv_axt_uh1_w8_h1_f64i64_avx512.cpp", 0xd38d5f7b0fcf230fULL},
    {"spgen_spmv_axt_uh1_w8_h1_s2_r8_f32i32_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams108, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w8_h1_s2_r8_f32i32_cuda.cu", 0xe4a6288857f5211eULL},
    {"spgen_spmv_axt_uh1_w8_h1_s2_r8_f64i32_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams109, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w8_h1_s2_r8_f64i32_cuda.cu", 0x0a19f0951411bac8ULL},
    {"spgen_spmv_axt_uh_w16_h4_f32i32_avx512", Op::spmv, "axt_uh", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams110, 2, 0, 0, kArgs_axt_uh_avx512, 10,
     &call_spgen_spmv_axt_uh_w16_h4_f32i32_avx512,
     "avx512/spgen_spmv_axt_uh_w16_h4_f32i32_avx512.cpp", 0x4c928d40bd6be314ULL},
    {"spgen_spmv_axt_uh_w16_h8_f32i32_avx512", Op::spmv, "axt_uh", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams111, 2, 0, 0, kArgs_axt_uh_avx512, 10,
     &call_spgen_spmv_axt_uh_w16_h8_f32i32_avx512,
     "avx512/spgen_spmv_axt_uh_w16_h8_f32i32_avx512.cpp", 0xf4d8a778d08186e8ULL},
    {"spgen_spmv_axt_uh_w32_h4_s1_r8_f32i32_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams112, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h4_s1_r8_f32i32_cuda.cu", 0x2a38d0e57941f766ULL},
    {"spgen_spmv_axt_uh_w32_h4_s1_r8_f32i64_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams113, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h4_s1_r8_f32i64_cuda.cu", 0xdae4b9fd9f4b01eaULL},
    {"spgen_spmv_axt_uh_w32_h4_s1_r8_f64i32_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams114, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h4_s1_r8_f64i32_cuda.cu", 0x37d9ebdc7569c680ULL},
    {"spgen_spmv_axt_uh_w32_h4_s1_r8_f64i64_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams115, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h4_s1_r8_f64i64_cuda.cu", 0x306a1a7906fad842ULL},
    {"spgen_spmv_axt_uh_w32_h8_s1_r8_f32i32_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams116, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h8_s1_r8_f32i32_cuda.cu", 0x80a55bac2d8ff93eULL},
    {"spgen_spmv_axt_uh_w32_h8_s1_r8_f64i32_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams117, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h8_s1_r8_f64i32_cuda.cu", 0xf185af505d9e42faULL},
    {"spgen_spmv_axt_uh_w8_h4_f64i32_avx512", Op::spmv, "axt_uh", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams118, 2, 0, 0, kArgs_axt_uh_avx512, 10,
     &call_spgen_spmv_axt_uh_w8_h4_f64i32_avx512,
     "avx512/spgen_spmv_axt_uh_w8_h4_f64i32_avx512.cpp", 0xeb1406ea329e47ecULL},
    {"spgen_spmv_axt_uh_w8_h4_f64i64_avx512", Op::spmv, "axt_uh", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams119, 2, 0, 0, kArgs_axt_uh_avx512, 10,
     &call_spgen_spmv_axt_uh_w8_h4_f64i64_avx512,
     "avx512/spgen_spmv_axt_uh_w8_h4_f64i64_avx512.cpp", 0x85bea3c5229cdd8aULL},
    {"spgen_spmv_axt_uh_w8_h8_f64i32_avx512", Op::spmv, "axt_uh", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams120, 2, 0, 0, kArgs_axt_uh_avx512, 10,
     &call_spgen_spmv_axt_uh_w8_h8_f64i32_avx512,
     "avx512/spgen_spmv_axt_uh_w8_h8_f64i32_avx512.cpp", 0xdbcdf31a67ba9462ULL},
    {"spgen_spmv_coo_f32i32_avx512", Op::spmv, "coo", Backend::avx512, ValueType::f32,
     IndexType::i32, nullptr, 0, 0, 0, kArgs_coo_avx512, 10, &call_spgen_spmv_coo_f32i32_avx512,
     "avx512/spgen_spmv_coo_f32i32_avx512.cpp", 0xdc31dd086c54f212ULL},
    {"spgen_spmv_coo_f32i64_avx512", Op::spmv, "coo", Backend::avx512, ValueType::f32,
     IndexType::i64, nullptr, 0, 0, 0, kArgs_coo_avx512, 10, &call_spgen_spmv_coo_f32i64_avx512,
     "avx512/spgen_spmv_coo_f32i64_avx512.cpp", 0xe9b09c15c4f28e87ULL},
    {"spgen_spmv_coo_f64i32_avx512", Op::spmv, "coo", Backend::avx512, ValueType::f64,
     IndexType::i32, nullptr, 0, 0, 0, kArgs_coo_avx512, 10, &call_spgen_spmv_coo_f64i32_avx512,
     "avx512/spgen_spmv_coo_f64i32_avx512.cpp", 0x564e61e9b6ce613bULL},
    {"spgen_spmv_coo_f64i64_avx512", Op::spmv, "coo", Backend::avx512, ValueType::f64,
     IndexType::i64, nullptr, 0, 0, 0, kArgs_coo_avx512, 10, &call_spgen_spmv_coo_f64i64_avx512,
     "avx512/spgen_spmv_coo_f64i64_avx512.cpp", 0x7f7032fb4fd7f554ULL},
    {"spgen_spmv_coo_s16_w8_f32i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams125, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s16_w8_f32i32_cuda.cu", 0x41428c12fed866caULL},
    {"spgen_spmv_coo_s16_w8_f64i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams126, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s16_w8_f64i32_cuda.cu", 0x137a65dfb310f091ULL},
    {"spgen_spmv_coo_s4_w8_f32i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams127, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s4_w8_f32i32_cuda.cu", 0x8bc13d7b5c29df1aULL},
    {"spgen_spmv_coo_s4_w8_f64i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams128, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s4_w8_f64i32_cuda.cu", 0x2a633ba5f0e791e1ULL},
    {"spgen_spmv_coo_s8_w8_f32i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams129, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s8_w8_f32i32_cuda.cu", 0xcb485871f2702b09ULL},
    {"spgen_spmv_coo_s8_w8_f32i64_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams130, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s8_w8_f32i64_cuda.cu", 0xa8bcac2a50f7c422ULL},
    {"spgen_spmv_coo_s8_w8_f64i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams131, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s8_w8_f64i32_cuda.cu", 0x26e5c92c43561fcfULL},
    {"spgen_spmv_coo_s8_w8_f64i64_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams132, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s8_w8_f64i64_cuda.cu", 0xc3f333b4a4a9eddfULL},
    {"spgen_spmv_csr_g0_f32i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams133, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g0_f32i32_avx512, "avx512/spgen_spmv_csr_g0_f32i32_avx512.cpp",
     0x35d42beba22a6e76ULL},
    {"spgen_spmv_csr_g0_f32i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams134, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g0_f32i64_avx512, "avx512/spgen_spmv_csr_g0_f32i64_avx512.cpp",
     0x436e79270dea7e54ULL},
    {"spgen_spmv_csr_g0_f64i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams135, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g0_f64i32_avx512, "avx512/spgen_spmv_csr_g0_f64i32_avx512.cpp",
     0x4a44dab06e2dbd3eULL},
    {"spgen_spmv_csr_g0_f64i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams136, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g0_f64i64_avx512, "avx512/spgen_spmv_csr_g0_f64i64_avx512.cpp",
     0x6c22b608164822f4ULL},
    {"spgen_spmv_csr_g1_f32i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams137, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g1_f32i32_avx512, "avx512/spgen_spmv_csr_g1_f32i32_avx512.cpp",
     0xacee5025706f04e8ULL},
    {"spgen_spmv_csr_g1_f32i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams138, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g1_f32i64_avx512, "avx512/spgen_spmv_csr_g1_f32i64_avx512.cpp",
     0xde7443637b79af85ULL},
    {"spgen_spmv_csr_g1_f64i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams139, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g1_f64i32_avx512, "avx512/spgen_spmv_csr_g1_f64i32_avx512.cpp",
     0x1b1647edc65c0ed6ULL},
    {"spgen_spmv_csr_g1_f64i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams140, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g1_f64i64_avx512, "avx512/spgen_spmv_csr_g1_f64i64_avx512.cpp",
     0x307cb964e6852916ULL},
    {"spgen_spmv_csr_t16_r16_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams141, 2, 256, 16, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t16_r16_f32i32_cuda.cu", 0x6d44879e4527fc3cULL},
    {"spgen_spmv_csr_t16_r16_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams142, 2, 256, 16, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t16_r16_f64i32_cuda.cu", 0xc1c1fd05ebae235eULL},
    {"spgen_spmv_csr_t16_r8_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams143, 2, 128, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t16_r8_f32i32_cuda.cu", 0x96c5b4163dc3b0b5ULL},
    {"spgen_spmv_csr_t16_r8_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams144, 2, 128, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t16_r8_f64i32_cuda.cu", 0xcba2793f5d13a1e4ULL},
    {"spgen_spmv_csr_t1_r128_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams145, 2, 128, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r128_f32i32_cuda.cu", 0x2bcbf6ec1efe4a2dULL},
    {"spgen_spmv_csr_t1_r128_f32i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams146, 2, 128, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r128_f32i64_cuda.cu", 0x01e44cf8acfd6d29ULL},
    {"spgen_spmv_csr_t1_r128_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams147, 2, 128, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r128_f64i32_cuda.cu", 0x20317189ce1d3371ULL},
    {"spgen_spmv_csr_t1_r128_f64i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams148, 2, 128, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r128_f64i64_cuda.cu", 0xf71c360b51b80ebcULL},
    {"spgen_spmv_csr_t1_r256_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams149, 2, 256, 256, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r256_f32i32_cuda.cu", 0x70b4cb11b185d540ULL},
    {"spgen_spmv_csr_t1_r256_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams150, 2, 256, 256, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r256_f64i32_cuda.cu", 0xf2749ee35f814694ULL},
    {"spgen_spmv_csr_t2_r128_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams151, 2, 256, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t2_r128_f32i32_cuda.cu", 0x62b71af425f6d98aULL},
    {"spgen_spmv_csr_t2_r128_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams152, 2, 256, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t2_r128_f64i32_cuda.cu", 0x36d7d6e77fb0615aULL},
    {"spgen_spmv_csr_t2_r64_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams153, 2, 128, 64, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t2_r64_f32i32_cuda.cu", 0x42b34985f6fc1bb4ULL},
    {"spgen_spmv_csr_t2_r64_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams154, 2, 128, 64, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t2_r64_f64i32_cuda.cu", 0xf6493f954c84d4a6ULL},
    {"spgen_spmv_csr_t32_r4_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams155, 2, 128, 4, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r4_f32i32_cuda.cu", 0x2da8347f80834554ULL},
    {"spgen_spmv_csr_t32_r4_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams156, 2, 128, 4, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r4_f64i32_cuda.cu", 0x7723fff93fd7efe3ULL},
    {"spgen_spmv_csr_t32_r8_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams157, 2, 256, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r8_f32i32_cuda.cu", 0x2b5251c94e7288abULL},
    {"spgen_spmv_csr_t32_r8_f32i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams158, 2, 256, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r8_f32i64_cuda.cu", 0x1200acc8bb528d13ULL},
    {"spgen_spmv_csr_t32_r8_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams159, 2, 256, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r8_f64i32_cuda.cu", 0x83a37555321da1c1ULL},
    {"spgen_spmv_csr_t32_r8_f64i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams160, 2, 256, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r8_f64i64_cuda.cu", 0x8ec60950f1d53a96ULL},
    {"spgen_spmv_csr_t4_r32_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams161, 2, 128, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t4_r32_f32i32_cuda.cu", 0x2d4a3efd6d2ec294ULL},
    {"spgen_spmv_csr_t4_r32_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams162, 2, 128, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t4_r32_f64i32_cuda.cu", 0x15afd0d6a0e2ff28ULL},
    {"spgen_spmv_csr_t4_r64_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams163, 2, 256, 64, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t4_r64_f32i32_cuda.cu", 0x53663dc90c0d8fb8ULL},
    {"spgen_spmv_csr_t4_r64_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams164, 2, 256, 64, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t4_r64_f64i32_cuda.cu", 0x2169c8c247a06c5dULL},
    {"spgen_spmv_csr_t8_r16_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams165, 2, 128, 16, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r16_f32i32_cuda.cu", 0xa47dc8fcb3ca0a1cULL},
    {"spgen_spmv_csr_t8_r16_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams166, 2, 128, 16, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r16_f64i32_cuda.cu", 0xbdc471a038ff0de8ULL},
    {"spgen_spmv_csr_t8_r32_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams167, 2, 256, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r32_f32i32_cuda.cu", 0x225e658c604585e3ULL},
    {"spgen_spmv_csr_t8_r32_f32i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams168, 2, 256, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r32_f32i64_cuda.cu", 0xaef73424aa8b4c6fULL},
    {"spgen_spmv_csr_t8_r32_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams169, 2, 256, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r32_f64i32_cuda.cu", 0x33e497300bab7d4bULL},
    {"spgen_spmv_csr_t8_r32_f64i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams170, 2, 256, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r32_f64i64_cuda.cu", 0x6f4152b62b42f059ULL},
    {"spgen_spmv_csrstream_b128_s2_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams171, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s2_f32i32_cuda.cu", 0xff54c6b83e2759fcULL},
    {"spgen_spmv_csrstream_b128_s2_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams172, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s2_f64i32_cuda.cu", 0xc393b7641cf0e4a7ULL},
    {"spgen_spmv_csrstream_b128_s4_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams173, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s4_f32i32_cuda.cu", 0x308a9b5440116bdaULL},
    {"spgen_spmv_csrstream_b128_s4_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams174, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s4_f64i32_cuda.cu", 0xdd09a47a27e7b4b4ULL},
    {"spgen_spmv_csrstream_b128_s8_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams175, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s8_f32i32_cuda.cu", 0xac5b0fe157640958ULL},
    {"spgen_spmv_csrstream_b128_s8_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams176, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s8_f64i32_cuda.cu", 0x673d1810e77a140eULL},
    {"spgen_spmv_csrstream_b256_s2_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams177, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s2_f32i32_cuda.cu", 0xaedfae067f26b69bULL},
    {"spgen_spmv_csrstream_b256_s2_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams178, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s2_f64i32_cuda.cu", 0x50609c256c199e27ULL},
    {"spgen_spmv_csrstream_b256_s4_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams179, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s4_f32i32_cuda.cu", 0xf9f8807675afb9a2ULL},
    {"spgen_spmv_csrstream_b256_s4_f32i64_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams180, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s4_f32i64_cuda.cu", 0x8f82262fc991ab9aULL},
    {"spgen_spmv_csrstream_b256_s4_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams181, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s4_f64i32_cuda.cu", 0x22b3d56a334ad714ULL},
    {"spgen_spmv_csrstream_b256_s4_f64i64_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams182, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s4_f64i64_cuda.cu", 0xe36c4f6d375aa1a8ULL},
    {"spgen_spmv_csrstream_b256_s8_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams183, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s8_f32i32_cuda.cu", 0x09f5a10f07132db3ULL},
    {"spgen_spmv_csrstream_b256_s8_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams184, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s8_f64i32_cuda.cu", 0x7942c10a81c84d62ULL},
    {"spgen_spmv_ell_g0_f32i32_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams185, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g0_f32i32_avx512, "avx512/spgen_spmv_ell_g0_f32i32_avx512.cpp",
     0x36f9eed9f0de9811ULL},
    {"spgen_spmv_ell_g0_f64i32_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams186, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g0_f64i32_avx512, "avx512/spgen_spmv_ell_g0_f64i32_avx512.cpp",
     0xda1b5d5d6c719e1dULL},
    {"spgen_spmv_ell_g0_f64i64_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams187, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g0_f64i64_avx512, "avx512/spgen_spmv_ell_g0_f64i64_avx512.cpp",
     0x3fa1c5a83b677cfcULL},
    {"spgen_spmv_ell_g1_f32i32_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams188, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g1_f32i32_avx512, "avx512/spgen_spmv_ell_g1_f32i32_avx512.cpp",
     0x51a7343223fe5369ULL},
    {"spgen_spmv_ell_g1_f64i32_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams189, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g1_f64i32_avx512, "avx512/spgen_spmv_ell_g1_f64i32_avx512.cpp",
     0xd350b3eacf1298c5ULL},
    {"spgen_spmv_ell_r128_f32i32_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams190, 1, 128, 128, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r128_f32i32_cuda.cu", 0x297ba4d9cb5d6b33ULL},
    {"spgen_spmv_ell_r128_f64i32_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams191, 1, 128, 128, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r128_f64i32_cuda.cu", 0x997934b58d2390a5ULL},
    {"spgen_spmv_ell_r256_f32i32_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams192, 1, 256, 256, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r256_f32i32_cuda.cu", 0xbeebb8119850d67dULL},
    {"spgen_spmv_ell_r256_f32i64_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams193, 1, 256, 256, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r256_f32i64_cuda.cu", 0x178e5232269d4224ULL},
    {"spgen_spmv_ell_r256_f64i32_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams194, 1, 256, 256, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r256_f64i32_cuda.cu", 0xa4a130da699fc59eULL},
    {"spgen_spmv_ell_r256_f64i64_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams195, 1, 256, 256, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r256_f64i64_cuda.cu", 0xba92eeff972d8e4dULL},
    {"spgen_spmv_ellr_g0_f32i32_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams196, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g0_f32i32_avx512, "avx512/spgen_spmv_ellr_g0_f32i32_avx512.cpp",
     0x8003bcef2d956459ULL},
    {"spgen_spmv_ellr_g0_f32i64_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams197, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g0_f32i64_avx512, "avx512/spgen_spmv_ellr_g0_f32i64_avx512.cpp",
     0x2defbb58b6ae7f49ULL},
    {"spgen_spmv_ellr_g0_f64i32_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams198, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g0_f64i32_avx512, "avx512/spgen_spmv_ellr_g0_f64i32_avx512.cpp",
     0x3980074155348878ULL},
    {"spgen_spmv_ellr_g0_f64i64_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams199, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g0_f64i64_avx512, "avx512/spgen_spmv_ellr_g0_f64i64_avx512.cpp",
     0x7446668c8d338feaULL},
    {"spgen_spmv_ellr_g1_f32i32_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams200, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g1_f32i32_avx512, "avx512/spgen_spmv_ellr_g1_f32i32_avx512.cpp",
     0x7bdaf1c3cb3c5921ULL},
    {"spgen_spmv_ellr_g1_f64i32_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams201, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g1_f64i32_avx512, "avx512/spgen_spmv_ellr_g1_f64i32_avx512.cpp",
     0xc47cc78c56828e6bULL},
    {"spgen_spmv_ellr_t1_r256_f32i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams202, 2, 256, 256, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t1_r256_f32i32_cuda.cu", 0x021d6921c4136278ULL},
    {"spgen_spmv_ellr_t1_r256_f32i64_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams203, 2, 256, 256, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t1_r256_f32i64_cuda.cu", 0xe8263dfeb20235ceULL},
    {"spgen_spmv_ellr_t1_r256_f64i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams204, 2, 256, 256, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t1_r256_f64i32_cuda.cu", 0xcec95c21c7b19fc8ULL},
    {"spgen_spmv_ellr_t1_r256_f64i64_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams205, 2, 256, 256, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t1_r256_f64i64_cuda.cu", 0x9c0dfc96e2cba03cULL},
    {"spgen_spmv_ellr_t2_r128_f32i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams206, 2, 256, 128, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t2_r128_f32i32_cuda.cu", 0x02c5747c32878c28ULL},
    {"spgen_spmv_ellr_t2_r128_f64i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams207, 2, 256, 128, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t2_r128_f64i32_cuda.cu", 0xd32ad633ce128ad8ULL},
    {"spgen_spmv_ellr_t4_r64_f32i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams208, 2, 256, 64, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t4_r64_f32i32_cuda.cu", 0xfa828922998cc9cbULL},
    {"spgen_spmv_ellr_t4_r64_f64i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams209, 2, 256, 64, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t4_r64_f64i32_cuda.cu", 0x1e207ada44afc4feULL},
    {"spgen_spmv_ellr_t8_r32_f32i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams210, 2, 256, 32, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t8_r32_f32i32_cuda.cu", 0x4f4cbde30f5dd026ULL},
    {"spgen_spmv_ellr_t8_r32_f64i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams211, 2, 256, 32, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t8_r32_f64i32_cuda.cu", 0xdf82737199abcefaULL},
    {"spgen_spmv_hyb_g0_f32i32_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams212, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g0_f32i32_avx512, "avx512/spgen_spmv_hyb_g0_f32i32_avx512.cpp",
     0x3f7bad67becb00d9ULL},
    {"spgen_spmv_hyb_g0_f32i64_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams213, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g0_f32i64_avx512, "avx512/spgen_spmv_hyb_g0_f32i64_avx512.cpp",
     0xfa04eccdb4d556b9ULL},
    {"spgen_spmv_hyb_g0_f64i32_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams214, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g0_f64i32_avx512, "avx512/spgen_spmv_hyb_g0_f64i32_avx512.cpp",
     0x43eb380ce93eb32fULL},
    {"spgen_spmv_hyb_g0_f64i64_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams215, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g0_f64i64_avx512, "avx512/spgen_spmv_hyb_g0_f64i64_avx512.cpp",
     0xe5ce1a8830c8d3b4ULL},
    {"spgen_spmv_hyb_g1_f32i32_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams216, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g1_f32i32_avx512, "avx512/spgen_spmv_hyb_g1_f32i32_avx512.cpp",
     0x41e5b9d4c5e500abULL},
    {"spgen_spmv_hyb_g1_f64i32_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams217, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g1_f64i32_avx512, "avx512/spgen_spmv_hyb_g1_f64i32_avx512.cpp",
     0x7dae9f89c913aabdULL},
    {"spgen_spmv_hyb_s16_f32i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams218, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s16_f32i32_cuda.cu", 0x899b8c69b53a56b5ULL},
    {"spgen_spmv_hyb_s16_f64i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams219, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s16_f64i32_cuda.cu", 0x737593c772efb632ULL},
    {"spgen_spmv_hyb_s4_f32i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams220, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s4_f32i32_cuda.cu", 0x472ef9781bb56801ULL},
    {"spgen_spmv_hyb_s4_f64i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams221, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s4_f64i32_cuda.cu", 0x2b5fbdbf2f6cb61dULL},
    {"spgen_spmv_hyb_s8_f32i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams222, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s8_f32i32_cuda.cu", 0x9e9fe880aac66b53ULL},
    {"spgen_spmv_hyb_s8_f32i64_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams223, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s8_f32i64_cuda.cu", 0x6a1cbed658fa3ac9ULL},
    {"spgen_spmv_hyb_s8_f64i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams224, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s8_f64i32_cuda.cu", 0xe950393ef3037b8eULL},
    {"spgen_spmv_hyb_s8_f64i64_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams225, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s8_f64i64_cuda.cu", 0x3c383068a5731381ULL},
    {"spgen_spmv_pjds_b16_f32i32_avx512", Op::spmv, "pjds", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams226, 1, 0, 0, kArgs_pjds_avx512, 12,
     &call_spgen_spmv_pjds_b16_f32i32_avx512, "avx512/spgen_spmv_pjds_b16_f32i32_avx512.cpp",
     0xbb96b3a120cef735ULL},
    {"spgen_spmv_pjds_b32_t1_r128_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams227, 3, 128, 128, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r128_f32i32_cuda.cu", 0xb7164e06951d88d9ULL},
    {"spgen_spmv_pjds_b32_t1_r128_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams228, 3, 128, 128, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r128_f64i32_cuda.cu", 0x79cecbcd70fa40f1ULL},
    {"spgen_spmv_pjds_b32_t1_r256_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams229, 3, 256, 256, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r256_f32i32_cuda.cu", 0x00432a9f9d6acf45ULL},
    {"spgen_spmv_pjds_b32_t1_r256_f32i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams230, 3, 256, 256, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r256_f32i64_cuda.cu", 0x7e5311bcd5f430dbULL},
    {"spgen_spmv_pjds_b32_t1_r256_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams231, 3, 256, 256, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r256_f64i32_cuda.cu", 0xc9ef606154294865ULL},
    {"spgen_spmv_pjds_b32_t1_r256_f64i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams232, 3, 256, 256, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r256_f64i64_cuda.cu", 0x6964f89b008f4825ULL},
    {"spgen_spmv_pjds_b32_t32_r4_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams233, 3, 128, 4, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r4_f32i32_cuda.cu", 0xd6f908673022cf74ULL},
    {"spgen_spmv_pjds_b32_t32_r4_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams234, 3, 128, 4, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r4_f64i32_cuda.cu", 0x3c74fc2c9d63a0d8ULL},
    {"spgen_spmv_pjds_b32_t32_r8_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams235, 3, 256, 8, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r8_f32i32_cuda.cu", 0x5c2290647568d69eULL},
    {"spgen_spmv_pjds_b32_t32_r8_f32i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams236, 3, 256, 8, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r8_f32i64_cuda.cu", 0xd45a6123407ea564ULL},
    {"spgen_spmv_pjds_b32_t32_r8_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams237, 3, 256, 8, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r8_f64i32_cuda.cu", 0x020c7fb4a99221aaULL},
    {"spgen_spmv_pjds_b32_t32_r8_f64i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams238, 3, 256, 8, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r8_f64i64_cuda.cu", 0x56319b6a8b90caa1ULL},
    {"spgen_spmv_pjds_b32_t4_r32_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams239, 3, 128, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t4_r32_f32i32_cuda.cu", 0x07fcaafb2869180fULL},
    {"spgen_spmv_pjds_b32_t4_r32_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams240, 3, 128, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t4_r32_f64i32_cuda.cu", 0xeda418733dfb3ee9ULL},
    {"spgen_spmv_pjds_b32_t4_r64_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams241, 3, 256, 64, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t4_r64_f32i32_cuda.cu", 0x77b8b88c0ad110abULL},
    {"spgen_spmv_pjds_b32_t4_r64_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams242, 3, 256, 64, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t4_r64_f64i32_cuda.cu", 0xb614a751790ba302ULL},
    {"spgen_spmv_pjds_b32_t8_r16_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams243, 3, 128, 16, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r16_f32i32_cuda.cu", 0xdfa46b3545297600ULL},
    {"spgen_spmv_pjds_b32_t8_r16_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams244, 3, 128, 16, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r16_f64i32_cuda.cu", 0x47c6b91632097932ULL},
    {"spgen_spmv_pjds_b32_t8_r32_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams245, 3, 256, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r32_f32i32_cuda.cu", 0x9937a6a051e71745ULL},
    {"spgen_spmv_pjds_b32_t8_r32_f32i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams246, 3, 256, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r32_f32i64_cuda.cu", 0x1cf5a94a60030ddbULL},
    {"spgen_spmv_pjds_b32_t8_r32_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams247, 3, 256, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r32_f64i32_cuda.cu", 0x17aac7327cdf1379ULL},
    {"spgen_spmv_pjds_b32_t8_r32_f64i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams248, 3, 256, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r32_f64i64_cuda.cu", 0x4b06af53cb2f00b5ULL},
    {"spgen_spmv_pjds_b8_f64i32_avx512", Op::spmv, "pjds", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams249, 1, 0, 0, kArgs_pjds_avx512, 12,
     &call_spgen_spmv_pjds_b8_f64i32_avx512, "avx512/spgen_spmv_pjds_b8_f64i32_avx512.cpp",
     0x6057c660ab18c0e9ULL},
    {"spgen_spmv_pjds_b8_f64i64_avx512", Op::spmv, "pjds", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams250, 1, 0, 0, kArgs_pjds_avx512, 12,
     &call_spgen_spmv_pjds_b8_f64i64_avx512, "avx512/spgen_spmv_pjds_b8_f64i64_avx512.cpp",
     0x3c1a321706483fafULL},
    {"spgen_spmv_rowseg_t16_s2_r16_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams251, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s2_r16_f32i32_cuda.cu", 0x782d97a6d5e92affULL},
    {"spgen_spmv_rowseg_t16_s2_r16_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams252, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s2_r16_f64i32_cuda.cu", 0x9e0f52e1eaa04186ULL},
    {"spgen_spmv_rowseg_t16_s4_r16_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams253, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s4_r16_f32i32_cuda.cu", 0x94a41eede492a7e8ULL},
    {"spgen_spmv_rowseg_t16_s4_r16_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams254, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s4_r16_f64i32_cuda.cu", 0x0d780df56ff07993ULL},
    {"spgen_spmv_rowseg_t16_s8_r16_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams255, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s8_r16_f32i32_cuda.cu", 0x6637bcc1c8562a40ULL},
    {"spgen_spmv_rowseg_t16_s8_r16_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams256, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s8_r16_f64i32_cuda.cu", 0x1b2a6da9754640f8ULL},
    {"spgen_spmv_rowseg_t2_s2_r128_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams257, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s2_r128_f32i32_cuda.cu", 0x156bb53676cb5789ULL},
    {"spgen_spmv_rowseg_t2_s2_r128_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams258, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s2_r128_f64i32_cuda.cu", 0x684cbf1a76551d6bULL},
    {"spgen_spmv_rowseg_t2_s4_r128_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams259, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s4_r128_f32i32_cuda.cu", 0xcb7b1112babd526fULL},
    {"spgen_spmv_rowseg_t2_s4_r128_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams260, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s4_r128_f64i32_cuda.cu", 0x2506975e870b8700ULL},
    {"spgen_spmv_rowseg_t2_s8_r128_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams261, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s8_r128_f32i32_cuda.cu", 0xacb16b45002d7b44ULL},
    {"spgen_spmv_rowseg_t2_s8_r128_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams262, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s8_r128_f64i32_cuda.cu", 0xb967f2f2ef1e7bddULL},
    {"spgen_spmv_rowseg_t32_s2_r8_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams263, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s2_r8_f32i32_cuda.cu", 0x2fc1c39ace224ebaULL},
    {"spgen_spmv_rowseg_t32_s2_r8_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams264, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s2_r8_f64i32_cuda.cu", 0x69a0af8511f401a8ULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams265, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f32i32_cuda.cu", 0x2c8cbc02e5383083ULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f32i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams266, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f32i64_cuda.cu", 0x46d6579a879f330fULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams267, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f64i32_cuda.cu", 0x56c2a5f9f4cfee32ULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f64i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams268, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f64i64_cuda.cu", 0xbe869dad79117373ULL},
    {"spgen_spmv_rowseg_t32_s8_r8_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams269, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s8_r8_f32i32_cuda.cu", 0x2fc2f57e49c233bdULL},
    {"spgen_spmv_rowseg_t32_s8_r8_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams270, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s8_r8_f64i32_cuda.cu", 0xa6209fa5c69815e3ULL},
    {"spgen_spmv_rowseg_t4_s2_r64_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams271, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s2_r64_f32i32_cuda.cu", 0x558196540488cce1ULL},
    {"spgen_spmv_rowseg_t4_s2_r64_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams272, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s2_r64_f64i32_cuda.cu", 0xcfbf470d1e3da030ULL},
    {"spgen_spmv_rowseg_t4_s4_r64_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams273, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s4_r64_f32i32_cuda.cu", 0x1f6c8ed1897db0deULL},
    {"spgen_spmv_rowseg_t4_s4_r64_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams274, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s4_r64_f64i32_cuda.cu", 0x438624f94ad63226ULL},
    {"spgen_spmv_rowseg_t4_s8_r64_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams275, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s8_r64_f32i32_cuda.cu", 0x8e3d02d5ada05a3fULL},
    {"spgen_spmv_rowseg_t4_s8_r64_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams276, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s8_r64_f64i32_cuda.cu", 0x96e003805b4f8abdULL},
    {"spgen_spmv_rowseg_t8_s2_r32_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams277, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s2_r32_f32i32_cuda.cu", 0x0e540785cefd6027ULL},
    {"spgen_spmv_rowseg_t8_s2_r32_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams278, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s2_r32_f64i32_cuda.cu", 0xbd07ae0a6f3bb58bULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams279, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f32i32_cuda.cu", 0x512630527770555dULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f32i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams280, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f32i64_cuda.cu", 0xaae4ab53f509f097ULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams281, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f64i32_cuda.cu", 0xa0fe54e4f956d992ULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f64i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams282, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f64i64_cuda.cu", 0x7346911c76c9df21ULL},
    {"spgen_spmv_rowseg_t8_s8_r32_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams283, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s8_r32_f32i32_cuda.cu", 0x003eaca2eecea272ULL},
    {"spgen_spmv_rowseg_t8_s8_r32_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams284, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s8_r32_f64i32_cuda.cu", 0x1ceefea32a3c63c5ULL},
    {"spgen_spmv_sellp_b16_g0_f32i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams285, 2, 0, 0, kArgs_sellp_avx512, 11,
     &call_spgen_spmv_sellp_b16_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_b16_g0_f32i32_avx512.cpp", 0xae866cee5f8351f7ULL},
    {"spgen_spmv_sellp_b16_g1_f32i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams286, 2, 0, 0, kArgs_sellp_avx512, 11,
     &call_spgen_spmv_sellp_b16_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_b16_g1_f32i32_avx512.cpp", 0x3ebe99986ef108e5ULL},
    {"spgen_spmv_sellp_b16_t2_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams287, 3, 32, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u1_f32i32_cuda.cu", 0x3f3cbdc745043fe3ULL},
    {"spgen_spmv_sellp_b16_t2_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams288, 3, 32, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u1_f64i32_cuda.cu", 0xcb8eaaf5a88b2606ULL},
    {"spgen_spmv_sellp_b16_t2_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams289, 3, 32, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u2_f32i32_cuda.cu", 0xd56ca284546c5154ULL},
    {"spgen_spmv_sellp_b16_t2_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams290, 3, 32, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u2_f64i32_cuda.cu", 0x095b45f0dc49ebd0ULL},
    {"spgen_spmv_sellp_b16_t4_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams291, 3, 64, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u1_f32i32_cuda.cu", 0x4128985193a1e997ULL},
    {"spgen_spmv_sellp_b16_t4_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams292, 3, 64, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u1_f64i32_cuda.cu", 0xdc74c89ac24041c3ULL},
    {"spgen_spmv_sellp_b16_t4_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams293, 3, 64, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u2_f32i32_cuda.cu", 0x67d1834aeb97440aULL},
    {"spgen_spmv_sellp_b16_t4_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams294, 3, 64, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u2_f64i32_cuda.cu", 0x624557319bb64deeULL},
    {"spgen_spmv_sellp_b16_t8_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams295, 3, 128, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u1_f32i32_cuda.cu", 0x40f8b66263314c5bULL},
    {"spgen_spmv_sellp_b16_t8_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams296, 3, 128, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u1_f64i32_cuda.cu", 0xa16a467925c9fb2eULL},
    {"spgen_spmv_sellp_b16_t8_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams297, 3, 128, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u2_f32i32_cuda.cu", 0xef1c5a1b1f0108ebULL},
    {"spgen_spmv_sellp_b16_t8_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams298, 3, 128, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u2_f64i32_cuda.cu", 0xbfd9e9a5dcad5c14ULL},
    {"spgen_spmv_sellp_b32_t1_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams299, 3, 32, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u1_f32i32_cuda.cu", 0x3dd44a11de104ea8ULL},
    {"spgen_spmv_sellp_b32_t1_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams300, 3, 32, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u1_f64i32_cuda.cu", 0x27129b7d2ee0c348ULL},
    {"spgen_spmv_sellp_b32_t1_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams301, 3, 32, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u2_f32i32_cuda.cu", 0x50a8b502e76aaa85ULL},
    {"spgen_spmv_sellp_b32_t1_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams302, 3, 32, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u2_f64i32_cuda.cu", 0x282be0f41f51323bULL},
    {"spgen_spmv_sellp_b32_t2_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams303, 3, 64, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u1_f32i32_cuda.cu", 0x5122eacee5bb9e8dULL},
    {"spgen_spmv_sellp_b32_t2_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams304, 3, 64, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u1_f64i32_cuda.cu", 0x6ce7c063e52564b0ULL},
    {"spgen_spmv_sellp_b32_t2_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams305, 3, 64, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u2_f32i32_cuda.cu", 0xa0daf228f8e48315ULL},
    {"spgen_spmv_sellp_b32_t2_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams306, 3, 64, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u2_f64i32_cuda.cu", 0x85be74035619bef6ULL},
    {"spgen_spmv_sellp_b32_t4_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams307, 3, 128, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u1_f32i32_cuda.cu", 0x4aafe8befa9d903aULL},
    {"spgen_spmv_sellp_b32_t4_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams308, 3, 128, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u1_f64i32_cuda.cu", 0x44e610377825ced4ULL},
    {"spgen_spmv_sellp_b32_t4_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams309, 3, 128, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u2_f32i32_cuda.cu", 0x79f465a951a0f2a3ULL},
    {"spgen_spmv_sellp_b32_t4_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams310, 3, 128, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u2_f64i32_cuda.cu", 0x1cde19a9fdb74c1bULL},
    {"spgen_spmv_sellp_b32_t8_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams311, 3, 256, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u1_f32i32_cuda.cu", 0x38dee6d8adfa1b0fULL},
    {"spgen_spmv_sellp_b32_t8_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams312, 3, 256, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u1_f64i32_cuda.cu", 0xdec3c7009ca4604fULL},
    {"spgen_spmv_sellp_b32_t8_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams313, 3, 256, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u2_f32i32_cuda.cu", 0xfb9e947fe448a08cULL},
    {"spgen_spmv_sellp_b32_t8_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams314, 3, 256, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u2_f64i32_cuda.cu", 0x9f3c68a442fc230fULL},
    {"spgen_spmv_sellp_b8_g0_f64i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams315, 2, 0, 0, kArgs_sellp_avx512, 11,
     &call_spgen_spmv_sellp_b8_g0_f64i32_avx512, "avx512/spgen_spmv_sellp_b8_g0_f64i32_avx512.cpp",
     0xcf9f0a9bc15aaf03ULL},
    {"spgen_spmv_sellp_b8_g1_f64i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams316, 2, 0, 0, kArgs_sellp_avx512, 11,
     &call_spgen_spmv_sellp_b8_g1_f64i32_avx512, "avx512/spgen_spmv_sellp_b8_g1_f64i32_avx512.cpp",
     0x5fe13c2550d150a2ULL},
    {"spgen_spmv_sellp_b8_t4_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams317, 3, 32, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t4_u1_f32i32_cuda.cu", 0x7cf52c90cacf22e2ULL},
    {"spgen_spmv_sellp_b8_t4_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams318, 3, 32, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t4_u1_f64i32_cuda.cu", 0xb8463bac6ab779bdULL},
    {"spgen_spmv_sellp_b8_t4_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams319, 3, 32, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t4_u2_f32i32_cuda.cu", 0x36c02567b445ee5eULL},
    {"spgen_spmv_sellp_b8_t4_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams320, 3, 32, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t4_u2_f64i32_cuda.cu", 0x240ef08146b25edeULL},
    {"spgen_spmv_sellp_b8_t8_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams321, 3, 64, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t8_u1_f32i32_cuda.cu", 0xc3ded4a262742018ULL},
    {"spgen_spmv_sellp_b8_t8_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams322, 3, 64, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t8_u1_f64i32_cuda.cu", 0x2b2b220d373488c6ULL},
    {"spgen_spmv_sellp_b8_t8_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams323, 3, 64, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t8_u2_f32i32_cuda.cu", 0x695b95ffdc44c882ULL},
    {"spgen_spmv_sellp_b8_t8_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams324, 3, 64, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t8_u2_f64i32_cuda.cu", 0x0900539d4194693dULL},
    {"spgen_spmv_sellp_c16_b16_v0_p0_g0_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams325, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b16_v0_p0_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v0_p0_g0_f32i32_avx512.cpp", 0xccce439a22b486daULL},
    {"spgen_spmv_sellp_c16_b16_v0_p0_g1_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams326, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b16_v0_p0_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v0_p0_g1_f32i32_avx512.cpp", 0x87d03e363916b00dULL},
    {"spgen_spmv_sellp_c16_b16_v0_p1_g0_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams327, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b16_v0_p1_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v0_p1_g0_f32i32_avx512.cpp", 0x2e1e5a5c57dc49e3ULL},
    {"spgen_spmv_sellp_c16_b16_v0_p1_g1_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams328, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b16_v0_p1_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v0_p1_g1_f32i32_avx512.cpp", 0x9c1d4bad8f62b9a9ULL},
    {"spgen_spmv_sellp_c16_b16_v16_p0_g0_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams329, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b16_v16_p0_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v16_p0_g0_f32i32_avx512.cpp", 0xfabb5f60dd25e77aULL},
    {"spgen_spmv_sellp_c16_b16_v16_p0_g1_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams330, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b16_v16_p0_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v16_p0_g1_f32i32_avx512.cpp", 0x48fe540eb825ff81ULL},
    {"spgen_spmv_sellp_c16_b16_v8_p0_g0_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams331, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b16_v8_p0_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v8_p0_g0_f32i32_avx512.cpp", 0x19abb099c2277a7fULL},
    {"spgen_spmv_sellp_c16_b16_v8_p0_g1_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams332, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b16_v8_p0_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v8_p0_g1_f32i32_avx512.cpp", 0xc70289a355256fd2ULL},
    {"spgen_spmv_sellp_c16_b32_t1_u1_r1_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams333, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t1_u1_r1_s1_v0_p0_f32i32_cuda.cu", 0xca4869bda3bc6ab2ULL},
    {"spgen_spmv_sellp_c16_b32_t1_u1_r1_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams334, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t1_u1_r1_s1_v0_p0_f64i32_cuda.cu", 0x9d8e727e1831d334ULL},
    {"spgen_spmv_sellp_c16_b32_t1_u2_r1_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams335, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t1_u2_r1_s1_v0_p0_f32i32_cuda.cu", 0xa8f703546499d3bcULL},
    {"spgen_spmv_sellp_c16_b32_t1_u2_r1_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams336, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t1_u2_r1_s1_v0_p0_f64i32_cuda.cu", 0x1afd8d4145f23c12ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u1_r1_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams337, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u1_r1_s1_v0_p0_f32i32_cuda.cu", 0xb907ec9177f5d8bbULL},
    {"spgen_spmv_sellp_c16_b32_t2_u1_r1_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams338, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u1_r1_s1_v0_p0_f64i32_cuda.cu", 0x01626e0b7a44ef23ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u1_r2_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams339, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u1_r2_s1_v0_p0_f32i32_cuda.cu", 0xf260f3874a36237cULL},
    {"spgen_spmv_sellp_c16_b32_t2_u1_r2_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams340, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u1_r2_s1_v0_p0_f64i32_cuda.cu", 0x63ffca65a5940541ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r1_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams341, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r1_s1_v0_p0_f32i32_cuda.cu", 0x0b13e92b51f35162ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r1_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams342, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r1_s1_v0_p0_f64i32_cuda.cu", 0x7189f6b00b5f026dULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams343, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p0_f32i32_cuda.cu", 0x63b286193ea61fe5ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams344, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p0_f64i32_cuda.cu", 0x192f7d1717edae28ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams345, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p1_f32i32_cuda.cu", 0xf99317bb7527a93bULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams346, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p1_f64i32_cuda.cu", 0x3365722a4e844c95ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v16_p0_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams347, 7, 32, 32, kArgs_sellp_c16_cuda, 17,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v16_p0_f32i32_cuda.cu",
     0x67f75a063ca2ef2bULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v16_p0_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams348, 7, 32, 32, kArgs_sellp_c16_cuda, 17,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v16_p0_f64i32_cuda.cu",
     0x8b987f94f7661002ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v8_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams349, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v8_p0_f32i32_cuda.cu", 0xedebe76cb18f575fULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v8_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams350, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v8_p0_f64i32_cuda.cu", 0x6064057533586f73ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams351, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p0_f32i32_cuda.cu", 0x1043f31237858f4eULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams352, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p0_f64i32_cuda.cu", 0x066bc6055af2b59bULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams353, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p1_f32i32_cuda.cu", 0x1c5385ec80aec437ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams354, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p1_f64i32_cuda.cu", 0x72f4c36d6df2eeddULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v16_p0_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams355, 7, 32, 32, kArgs_sellp_c16_cuda, 17,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v16_p0_f32i32_cuda.cu",
     0xec9d3df22f59bd9fULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v16_p0_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams356, 7, 32, 32, kArgs_sellp_c16_cuda, 17,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v16_p0_f64i32_cuda.cu",
     0x0e16ccef90469affULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v8_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams357, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v8_p0_f32i32_cuda.cu", 0x960743662383d888ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v8_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams358, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v8_p0_f64i32_cuda.cu", 0x6856646e037de7e3ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u1_r1_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams359, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u1_r1_s1_v0_p0_f32i32_cuda.cu", 0x1eab0954e6658836ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u1_r1_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams360, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u1_r1_s1_v0_p0_f64i32_cuda.cu", 0x2117d670424baecfULL},
    {"spgen_spmv_sellp_c16_b32_t4_u1_r2_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams361, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u1_r2_s1_v0_p0_f32i32_cuda.cu", 0xcb5ca47dd07c54f3ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u1_r2_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams362, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u1_r2_s1_v0_p0_f64i32_cuda.cu", 0x624c290fdc06bbf7ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r1_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams363, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r1_s1_v0_p0_f32i32_cuda.cu", 0x01bbf474918652c1ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r1_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams364, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r1_s1_v0_p0_f64i32_cuda.cu", 0xc90360c5ffca88b8ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams365, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p0_f32i32_cuda.cu", 0x00ba231585a77c90ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams366, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p0_f64i32_cuda.cu", 0x459e0fb1576ee048ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams367, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p1_f32i32_cuda.cu", 0x72731118c5bb7249ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams368, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p1_f64i32_cuda.cu", 0x866e3e7186f4f131ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v16_p0_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams369, 7, 64, 32, kArgs_sellp_c16_cuda, 17,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v16_p0_f32i32_cuda.cu",
     0x89f6dd5c12488c6cULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v16_p0_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams370, 7, 64, 32, kArgs_sellp_c16_cuda, 17,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v16_p0_f64i32_cuda.cu",
     0x17cd8f615c04727fULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v8_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams371, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v8_p0_f32i32_cuda.cu", 0x91e1a6c46a78665bULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v8_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams372, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v8_p0_f64i32_cuda.cu", 0x6be1e4b40dd28f77ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams373, 7, 128, 64, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p0_f32i32_cuda.cu", 0x944e129f016dc60bULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams374, 7, 128, 64, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p0_f64i32_cuda.cu", 0x95b2f6353adbfb75ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams375, 7, 128, 64, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p1_f32i32_cuda.cu", 0x1ab0b78ac219ed00ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams376, 7, 128, 64, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p1_f64i32_cuda.cu", 0x835c8872ef328329ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v8_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams377, 7, 128, 64, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v8_p0_f32i32_cuda.cu", 0x1b09d6ac3e4144f5ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v8_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams378, 7, 128, 64, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v8_p0_f64i32_cuda.cu", 0x384e3a6ed33a7d04ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams379, 7, 256, 128, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p0_f32i32_cuda.cu", 0x753e8231a97a9de3ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams380, 7, 256, 128, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p0_f64i32_cuda.cu", 0xf7df7bcbac8eca97ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams381, 7, 256, 128, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p1_f32i32_cuda.cu", 0x8b1764449b7a97bfULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams382, 7, 256, 128, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p1_f64i32_cuda.cu", 0xa193f598fef79083ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v8_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams383, 7, 256, 128, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v8_p0_f32i32_cuda.cu", 0x458b5ce0cd8b1f83ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v8_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams384, 7, 256, 128, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v8_p0_f64i32_cuda.cu", 0x279a9129a5b9c80bULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams385, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p0_f32i32_cuda.cu", 0x133e21836fe0e127ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams386, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p0_f64i32_cuda.cu", 0xdca6251efbff962aULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams387, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p1_f32i32_cuda.cu", 0xd522a81f03770584ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams388, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p1_f64i32_cuda.cu", 0xaa2416a703390ab0ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v16_p0_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams389, 7, 64, 32, kArgs_sellp_c16_cuda, 17,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v16_p0_f32i32_cuda.cu",
     0x60881d3f07dc007eULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v16_p0_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams390, 7, 64, 32, kArgs_sellp_c16_cuda, 17,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v16_p0_f64i32_cuda.cu",
     0x54ec3cbb08bfcdacULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v8_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams391, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v8_p0_f32i32_cuda.cu", 0x693b10edac896c8aULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v8_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams392, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v8_p0_f64i32_cuda.cu", 0xa78baebbfeff0799ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams393, 7, 128, 64, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p0_f32i32_cuda.cu", 0x24bc3581ee41e7e2ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams394, 7, 128, 64, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p0_f64i32_cuda.cu", 0x8bdf294885d7bd86ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams395, 7, 128, 64, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p1_f32i32_cuda.cu", 0xbb8b472b2827ea30ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams396, 7, 128, 64, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p1_f64i32_cuda.cu", 0x208f79f00e516e80ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v8_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams397, 7, 128, 64, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v8_p0_f32i32_cuda.cu", 0x5dfd9c70844453a4ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v8_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams398, 7, 128, 64, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v8_p0_f64i32_cuda.cu", 0x5f4f4295b48b3b2aULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams399, 7, 256, 128, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p0_f32i32_cuda.cu", 0x2435a7146cd84b57ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams400, 7, 256, 128, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p0_f64i32_cuda.cu", 0xd3a8fe1ac9149ed2ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams401, 7, 256, 128, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p1_f32i32_cuda.cu", 0x464ad511ca39bb5cULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams402, 7, 256, 128, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p1_f64i32_cuda.cu", 0xae3a3bbccbb601c5ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v8_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams403, 7, 256, 128, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v8_p0_f32i32_cuda.cu", 0x720e1c761e320f7cULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v8_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams404, 7, 256, 128, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v8_p0_f64i32_cuda.cu", 0xf188c6a93819a95aULL},
    {"spgen_spmv_sellp_c16_b32_t8_u1_r1_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams405, 7, 256, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u1_r1_s1_v0_p0_f32i32_cuda.cu", 0x8ab314bdfed258aaULL},
    {"spgen_spmv_sellp_c16_b32_t8_u1_r1_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams406, 7, 256, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u1_r1_s1_v0_p0_f64i32_cuda.cu", 0xf5c29fa78866d805ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u1_r2_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams407, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u1_r2_s1_v0_p0_f32i32_cuda.cu", 0x95fc1213db9105f8ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u1_r2_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams408, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u1_r2_s1_v0_p0_f64i32_cuda.cu", 0xed2ad754655c274eULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r1_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams409, 7, 256, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r1_s1_v0_p0_f32i32_cuda.cu", 0x37e6a7a348961683ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r1_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams410, 7, 256, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r1_s1_v0_p0_f64i32_cuda.cu", 0x0f600fac4a035f4cULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams411, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p0_f32i32_cuda.cu", 0xd5481b03ecf095c0ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams412, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p0_f64i32_cuda.cu", 0xbd1baaaa7696c647ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams413, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p1_f32i32_cuda.cu", 0xa0de937f465fb9ebULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams414, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p1_f64i32_cuda.cu", 0xf56a94b48a1f6fa9ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v16_p0_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams415, 7, 128, 32, kArgs_sellp_c16_cuda,
     17, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v16_p0_f32i32_cuda.cu",
     0xac5582c641e320d1ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v16_p0_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams416, 7, 128, 32, kArgs_sellp_c16_cuda,
     17, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v16_p0_f64i32_cuda.cu",
     0x779be9a4d08f1144ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v8_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams417, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v8_p0_f32i32_cuda.cu", 0x7382f621545a86d7ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v8_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams418, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v8_p0_f64i32_cuda.cu", 0xc3925e045dcd07e1ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams419, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p0_f32i32_cuda.cu", 0x8d27bcbc810e573eULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams420, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p0_f64i32_cuda.cu", 0x0be7b8cd6b882aefULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams421, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p1_f32i32_cuda.cu", 0x72975725aec44c18ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams422, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p1_f64i32_cuda.cu", 0x90d34767428e6ee7ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v16_p0_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams423, 7, 128, 32, kArgs_sellp_c16_cuda,
     17, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v16_p0_f32i32_cuda.cu",
     0x25b82804d53d1a61ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v16_p0_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams424, 7, 128, 32, kArgs_sellp_c16_cuda,
     17, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v16_p0_f64i32_cuda.cu",
     0x194e586e41906f20ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v8_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams425, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v8_p0_f32i32_cuda.cu", 0xcb63eef92cf316b4ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v8_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams426, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v8_p0_f64i32_cuda.cu", 0x33791cd0df6f0855ULL},
    {"spgen_spmv_sellp_c16_b8_v0_p0_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams427, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b8_v0_p0_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v0_p0_g0_f64i32_avx512.cpp", 0xe327213f4fe47dd2ULL},
    {"spgen_spmv_sellp_c16_b8_v0_p0_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams428, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b8_v0_p0_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v0_p0_g1_f64i32_avx512.cpp", 0xed76742de4c4cc49ULL},
    {"spgen_spmv_sellp_c16_b8_v0_p1_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams429, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b8_v0_p1_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v0_p1_g0_f64i32_avx512.cpp", 0x7739012cb5bdf937ULL},
    {"spgen_spmv_sellp_c16_b8_v0_p1_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams430, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b8_v0_p1_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v0_p1_g1_f64i32_avx512.cpp", 0x09ddb27b56eb7610ULL},
    {"spgen_spmv_sellp_c16_b8_v16_p0_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams431, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b8_v16_p0_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v16_p0_g0_f64i32_avx512.cpp", 0x21fb0b3f940cbff8ULL},
    {"spgen_spmv_sellp_c16_b8_v16_p0_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams432, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b8_v16_p0_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v16_p0_g1_f64i32_avx512.cpp", 0x1e68379505127410ULL},
    {"spgen_spmv_sellp_c16_b8_v8_p0_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams433, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b8_v8_p0_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v8_p0_g0_f64i32_avx512.cpp", 0xb328df97f41f04ecULL},
    {"spgen_spmv_sellp_c16_b8_v8_p0_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams434, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b8_v8_p0_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v8_p0_g1_f64i32_avx512.cpp", 0xbda2e56b3fd4bccbULL},
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
