// generated — do not edit. Written by spgen-gen from the files below; change those and run the
// spgen_regenerate target instead.
// the kernel registry (464 instances)
//   specs/aot.yaml  xxh3:9a7948f5b5dfbb8c
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
//   specs/formats/rsspmm.yaml  xxh3:192aadc3f856c208
//   specs/formats/sellp.yaml  xxh3:2ddeed68f95e153b
//   specs/formats/sellp_c16.yaml  xxh3:b9da37b906425355
//   specs/kernels.yaml  xxh3:526706b50fbde3f2
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
constexpr KernelArg kArgs_rsspmm_spmm_cuda[] = {
    {"nunits", ArgRole::scalar, ArgElement::index, false, false},
    {"ncols", ArgRole::scalar, ArgElement::index, false, false},
    {"heavy_blocks", ArgRole::scalar, ArgElement::index, false, false},
    {"unit_ptr", ArgRole::array, ArgElement::index, true, false},
    {"unit_row", ArgRole::array, ArgElement::index, true, false},
    {"unit_slot", ArgRole::array, ArgElement::index, true, false},
    {"light_col", ArgRole::array, ArgElement::index, true, false},
    {"light_val", ArgRole::array, ArgElement::value, true, false},
    {"row_heavy", ArgRole::array, ArgElement::index, true, false},
    {"heavy_slot", ArgRole::array, ArgElement::index, true, false},
    {"piece_seg", ArgRole::array, ArgElement::index, true, false},
    {"piece_panel", ArgRole::array, ArgElement::index, true, false},
    {"seg_row", ArgRole::array, ArgElement::index, true, false},
    {"seg_slot", ArgRole::array, ArgElement::index, true, false},
    {"seg_ptr", ArgRole::array, ArgElement::index, true, false},
    {"heavy_col", ArgRole::array, ArgElement::u8, true, false},
    {"heavy_val", ArgRole::array, ArgElement::value, true, false},
    {"partial", ArgRole::workspace, ArgElement::value, true, false},
    {"arrivals", ArgRole::workspace, ArgElement::index, true, true},
    {"k", ArgRole::k, ArgElement::index, false, false},
    {"x", ArgRole::x, ArgElement::value, true, false},
    {"ldx", ArgRole::ldx, ArgElement::index, false, false},
    {"y", ArgRole::y, ArgElement::value, true, false},
    {"ldy", ArgRole::ldy, ArgElement::index, false, false},
    {"alpha", ArgRole::alpha, ArgElement::value, false, false},
    {"beta", ArgRole::beta, ArgElement::value, false, false},
};
constexpr KernelArg kArgs_sellp_spmm_avx512[] = {
    {"slice_begin", ArgRole::range_begin, ArgElement::index, false, false},
    {"slice_end", ArgRole::range_end, ArgElement::index, false, false},
    {"nrows", ArgRole::scalar, ArgElement::index, false, false},
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
void call_spgen_spmm_sellp_b8_kv1_f32i32_avx512(void* const* a) {
  generated::spgen_spmm_sellp_b8_kv1_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t* const*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]), *static_cast<const float* const*>(a[5]),
      *static_cast<const std::int32_t* const*>(a[6]), *static_cast<const std::int32_t*>(a[7]),
      *static_cast<const float* const*>(a[8]), *static_cast<const std::int32_t*>(a[9]),
      *static_cast<float* const*>(a[10]), *static_cast<const std::int32_t*>(a[11]),
      *static_cast<const float*>(a[12]), *static_cast<const float*>(a[13]));
}
void call_spgen_spmm_sellp_b8_kv1_f32i64_avx512(void* const* a) {
  generated::spgen_spmm_sellp_b8_kv1_f32i64_avx512(
      *static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]),
      *static_cast<const std::int64_t*>(a[2]), *static_cast<const std::int64_t* const*>(a[3]),
      *static_cast<const std::int64_t* const*>(a[4]), *static_cast<const float* const*>(a[5]),
      *static_cast<const std::int64_t* const*>(a[6]), *static_cast<const std::int64_t*>(a[7]),
      *static_cast<const float* const*>(a[8]), *static_cast<const std::int64_t*>(a[9]),
      *static_cast<float* const*>(a[10]), *static_cast<const std::int64_t*>(a[11]),
      *static_cast<const float*>(a[12]), *static_cast<const float*>(a[13]));
}
void call_spgen_spmm_sellp_b8_kv1_f64i32_avx512(void* const* a) {
  generated::spgen_spmm_sellp_b8_kv1_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t* const*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]), *static_cast<const double* const*>(a[5]),
      *static_cast<const std::int32_t* const*>(a[6]), *static_cast<const std::int32_t*>(a[7]),
      *static_cast<const double* const*>(a[8]), *static_cast<const std::int32_t*>(a[9]),
      *static_cast<double* const*>(a[10]), *static_cast<const std::int32_t*>(a[11]),
      *static_cast<const double*>(a[12]), *static_cast<const double*>(a[13]));
}
void call_spgen_spmm_sellp_b8_kv1_f64i64_avx512(void* const* a) {
  generated::spgen_spmm_sellp_b8_kv1_f64i64_avx512(
      *static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]),
      *static_cast<const std::int64_t*>(a[2]), *static_cast<const std::int64_t* const*>(a[3]),
      *static_cast<const std::int64_t* const*>(a[4]), *static_cast<const double* const*>(a[5]),
      *static_cast<const std::int64_t* const*>(a[6]), *static_cast<const std::int64_t*>(a[7]),
      *static_cast<const double* const*>(a[8]), *static_cast<const std::int64_t*>(a[9]),
      *static_cast<double* const*>(a[10]), *static_cast<const std::int64_t*>(a[11]),
      *static_cast<const double*>(a[12]), *static_cast<const double*>(a[13]));
}
void call_spgen_spmm_sellp_b8_kv2_f32i32_avx512(void* const* a) {
  generated::spgen_spmm_sellp_b8_kv2_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t* const*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]), *static_cast<const float* const*>(a[5]),
      *static_cast<const std::int32_t* const*>(a[6]), *static_cast<const std::int32_t*>(a[7]),
      *static_cast<const float* const*>(a[8]), *static_cast<const std::int32_t*>(a[9]),
      *static_cast<float* const*>(a[10]), *static_cast<const std::int32_t*>(a[11]),
      *static_cast<const float*>(a[12]), *static_cast<const float*>(a[13]));
}
void call_spgen_spmm_sellp_b8_kv2_f32i64_avx512(void* const* a) {
  generated::spgen_spmm_sellp_b8_kv2_f32i64_avx512(
      *static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]),
      *static_cast<const std::int64_t*>(a[2]), *static_cast<const std::int64_t* const*>(a[3]),
      *static_cast<const std::int64_t* const*>(a[4]), *static_cast<const float* const*>(a[5]),
      *static_cast<const std::int64_t* const*>(a[6]), *static_cast<const std::int64_t*>(a[7]),
      *static_cast<const float* const*>(a[8]), *static_cast<const std::int64_t*>(a[9]),
      *static_cast<float* const*>(a[10]), *static_cast<const std::int64_t*>(a[11]),
      *static_cast<const float*>(a[12]), *static_cast<const float*>(a[13]));
}
void call_spgen_spmm_sellp_b8_kv2_f64i32_avx512(void* const* a) {
  generated::spgen_spmm_sellp_b8_kv2_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t* const*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]), *static_cast<const double* const*>(a[5]),
      *static_cast<const std::int32_t* const*>(a[6]), *static_cast<const std::int32_t*>(a[7]),
      *static_cast<const double* const*>(a[8]), *static_cast<const std::int32_t*>(a[9]),
      *static_cast<double* const*>(a[10]), *static_cast<const std::int32_t*>(a[11]),
      *static_cast<const double*>(a[12]), *static_cast<const double*>(a[13]));
}
void call_spgen_spmm_sellp_b8_kv2_f64i64_avx512(void* const* a) {
  generated::spgen_spmm_sellp_b8_kv2_f64i64_avx512(
      *static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]),
      *static_cast<const std::int64_t*>(a[2]), *static_cast<const std::int64_t* const*>(a[3]),
      *static_cast<const std::int64_t* const*>(a[4]), *static_cast<const double* const*>(a[5]),
      *static_cast<const std::int64_t* const*>(a[6]), *static_cast<const std::int64_t*>(a[7]),
      *static_cast<const double* const*>(a[8]), *static_cast<const std::int64_t*>(a[9]),
      *static_cast<double* const*>(a[10]), *static_cast<const std::int64_t*>(a[11]),
      *static_cast<const double*>(a[12]), *static_cast<const double*>(a[13]));
}
void call_spgen_spmm_sellp_b8_kv4_f32i32_avx512(void* const* a) {
  generated::spgen_spmm_sellp_b8_kv4_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t* const*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]), *static_cast<const float* const*>(a[5]),
      *static_cast<const std::int32_t* const*>(a[6]), *static_cast<const std::int32_t*>(a[7]),
      *static_cast<const float* const*>(a[8]), *static_cast<const std::int32_t*>(a[9]),
      *static_cast<float* const*>(a[10]), *static_cast<const std::int32_t*>(a[11]),
      *static_cast<const float*>(a[12]), *static_cast<const float*>(a[13]));
}
void call_spgen_spmm_sellp_b8_kv4_f32i64_avx512(void* const* a) {
  generated::spgen_spmm_sellp_b8_kv4_f32i64_avx512(
      *static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]),
      *static_cast<const std::int64_t*>(a[2]), *static_cast<const std::int64_t* const*>(a[3]),
      *static_cast<const std::int64_t* const*>(a[4]), *static_cast<const float* const*>(a[5]),
      *static_cast<const std::int64_t* const*>(a[6]), *static_cast<const std::int64_t*>(a[7]),
      *static_cast<const float* const*>(a[8]), *static_cast<const std::int64_t*>(a[9]),
      *static_cast<float* const*>(a[10]), *static_cast<const std::int64_t*>(a[11]),
      *static_cast<const float*>(a[12]), *static_cast<const float*>(a[13]));
}
void call_spgen_spmm_sellp_b8_kv4_f64i32_avx512(void* const* a) {
  generated::spgen_spmm_sellp_b8_kv4_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t* const*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]), *static_cast<const double* const*>(a[5]),
      *static_cast<const std::int32_t* const*>(a[6]), *static_cast<const std::int32_t*>(a[7]),
      *static_cast<const double* const*>(a[8]), *static_cast<const std::int32_t*>(a[9]),
      *static_cast<double* const*>(a[10]), *static_cast<const std::int32_t*>(a[11]),
      *static_cast<const double*>(a[12]), *static_cast<const double*>(a[13]));
}
void call_spgen_spmm_sellp_b8_kv4_f64i64_avx512(void* const* a) {
  generated::spgen_spmm_sellp_b8_kv4_f64i64_avx512(
      *static_cast<const std::int64_t*>(a[0]), *static_cast<const std::int64_t*>(a[1]),
      *static_cast<const std::int64_t*>(a[2]), *static_cast<const std::int64_t* const*>(a[3]),
      *static_cast<const std::int64_t* const*>(a[4]), *static_cast<const double* const*>(a[5]),
      *static_cast<const std::int64_t* const*>(a[6]), *static_cast<const std::int64_t*>(a[7]),
      *static_cast<const double* const*>(a[8]), *static_cast<const std::int64_t*>(a[9]),
      *static_cast<double* const*>(a[10]), *static_cast<const std::int64_t*>(a[11]),
      *static_cast<const double*>(a[12]), *static_cast<const double*>(a[13]));
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
    {"panel_width", "w", 64},   {"warps_per_block", "r", 4}, {"lanes_per_row", "l", 8},
    {"cols_per_lane", "cf", 1}, {"vector_width", "vw", 1},
};
constexpr KernelParam kParams37[] = {
    {"panel_width", "w", 64},   {"warps_per_block", "r", 4}, {"lanes_per_row", "l", 8},
    {"cols_per_lane", "cf", 1}, {"vector_width", "vw", 1},
};
constexpr KernelParam kParams38[] = {
    {"panel_width", "w", 64},   {"warps_per_block", "r", 4}, {"lanes_per_row", "l", 8},
    {"cols_per_lane", "cf", 1}, {"vector_width", "vw", 2},
};
constexpr KernelParam kParams39[] = {
    {"panel_width", "w", 64},   {"warps_per_block", "r", 4}, {"lanes_per_row", "l", 8},
    {"cols_per_lane", "cf", 1}, {"vector_width", "vw", 2},
};
constexpr KernelParam kParams40[] = {
    {"panel_width", "w", 64},   {"warps_per_block", "r", 4}, {"lanes_per_row", "l", 8},
    {"cols_per_lane", "cf", 4}, {"vector_width", "vw", 1},
};
constexpr KernelParam kParams41[] = {
    {"panel_width", "w", 64},   {"warps_per_block", "r", 4}, {"lanes_per_row", "l", 8},
    {"cols_per_lane", "cf", 4}, {"vector_width", "vw", 1},
};
constexpr KernelParam kParams42[] = {
    {"panel_width", "w", 64},   {"warps_per_block", "r", 4}, {"lanes_per_row", "l", 8},
    {"cols_per_lane", "cf", 4}, {"vector_width", "vw", 1},
};
constexpr KernelParam kParams43[] = {
    {"panel_width", "w", 64},   {"warps_per_block", "r", 4}, {"lanes_per_row", "l", 8},
    {"cols_per_lane", "cf", 4}, {"vector_width", "vw", 1},
};
constexpr KernelParam kParams44[] = {
    {"panel_width", "w", 64},   {"warps_per_block", "r", 4}, {"lanes_per_row", "l", 8},
    {"cols_per_lane", "cf", 4}, {"vector_width", "vw", 2},
};
constexpr KernelParam kParams45[] = {
    {"panel_width", "w", 64},   {"warps_per_block", "r", 4}, {"lanes_per_row", "l", 8},
    {"cols_per_lane", "cf", 4}, {"vector_width", "vw", 2},
};
constexpr KernelParam kParams46[] = {
    {"panel_width", "w", 64},   {"warps_per_block", "r", 4}, {"lanes_per_row", "l", 8},
    {"cols_per_lane", "cf", 4}, {"vector_width", "vw", 4},
};
constexpr KernelParam kParams47[] = {
    {"panel_width", "w", 64},   {"warps_per_block", "r", 4}, {"lanes_per_row", "l", 8},
    {"cols_per_lane", "cf", 4}, {"vector_width", "vw", 4},
};
constexpr KernelParam kParams48[] = {
    {"slice_height", "b", 16},  {"threads_per_row", "t", 16}, {"unroll", "u", 1},
    {"cols_per_lane", "cf", 8}, {"vector_width", "vw", 1},
};
constexpr KernelParam kParams49[] = {
    {"slice_height", "b", 16},  {"threads_per_row", "t", 16}, {"unroll", "u", 2},
    {"cols_per_lane", "cf", 8}, {"vector_width", "vw", 1},
};
constexpr KernelParam kParams50[] = {
    {"slice_height", "b", 32},  {"threads_per_row", "t", 8}, {"unroll", "u", 1},
    {"cols_per_lane", "cf", 2}, {"vector_width", "vw", 4},
};
constexpr KernelParam kParams51[] = {
    {"slice_height", "b", 32},  {"threads_per_row", "t", 8}, {"unroll", "u", 2},
    {"cols_per_lane", "cf", 2}, {"vector_width", "vw", 1},
};
constexpr KernelParam kParams52[] = {
    {"slice_height", "b", 32},  {"threads_per_row", "t", 8}, {"unroll", "u", 2},
    {"cols_per_lane", "cf", 2}, {"vector_width", "vw", 1},
};
constexpr KernelParam kParams53[] = {
    {"slice_height", "b", 8},
    {"k_vectors", "kv", 1},
};
constexpr KernelParam kParams54[] = {
    {"slice_height", "b", 8},
    {"k_vectors", "kv", 1},
};
constexpr KernelParam kParams55[] = {
    {"slice_height", "b", 8},
    {"k_vectors", "kv", 1},
};
constexpr KernelParam kParams56[] = {
    {"slice_height", "b", 8},
    {"k_vectors", "kv", 1},
};
constexpr KernelParam kParams57[] = {
    {"slice_height", "b", 8},
    {"k_vectors", "kv", 2},
};
constexpr KernelParam kParams58[] = {
    {"slice_height", "b", 8},
    {"k_vectors", "kv", 2},
};
constexpr KernelParam kParams59[] = {
    {"slice_height", "b", 8},
    {"k_vectors", "kv", 2},
};
constexpr KernelParam kParams60[] = {
    {"slice_height", "b", 8},
    {"k_vectors", "kv", 2},
};
constexpr KernelParam kParams61[] = {
    {"slice_height", "b", 8},
    {"k_vectors", "kv", 4},
};
constexpr KernelParam kParams62[] = {
    {"slice_height", "b", 8},
    {"k_vectors", "kv", 4},
};
constexpr KernelParam kParams63[] = {
    {"slice_height", "b", 8},
    {"k_vectors", "kv", 4},
};
constexpr KernelParam kParams64[] = {
    {"slice_height", "b", 8},
    {"k_vectors", "kv", 4},
};
constexpr KernelParam kParams65[] = {
    {"slice_height", "b", 8},   {"threads_per_row", "t", 8}, {"unroll", "u", 1},
    {"cols_per_lane", "cf", 1}, {"vector_width", "vw", 1},
};
constexpr KernelParam kParams66[] = {
    {"slice_height", "b", 8},   {"threads_per_row", "t", 8}, {"unroll", "u", 1},
    {"cols_per_lane", "cf", 1}, {"vector_width", "vw", 1},
};
constexpr KernelParam kParams67[] = {
    {"slice_height", "b", 8},   {"threads_per_row", "t", 8}, {"unroll", "u", 2},
    {"cols_per_lane", "cf", 4}, {"vector_width", "vw", 1},
};
constexpr KernelParam kParams68[] = {
    {"slice_height", "b", 8},   {"threads_per_row", "t", 8}, {"unroll", "u", 2},
    {"cols_per_lane", "cf", 4}, {"vector_width", "vw", 1},
};
constexpr KernelParam kParams69[] = {
    {"panel_width", "w", 16},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 32},
    {"cols_per_lane", "cf", 4}, {"atomic", "a", 0},
};
constexpr KernelParam kParams70[] = {
    {"panel_width", "w", 16},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 32},
    {"cols_per_lane", "cf", 4}, {"atomic", "a", 0},
};
constexpr KernelParam kParams71[] = {
    {"panel_width", "w", 16},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 32},
    {"cols_per_lane", "cf", 4}, {"atomic", "a", 1},
};
constexpr KernelParam kParams72[] = {
    {"panel_width", "w", 16},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 32},
    {"cols_per_lane", "cf", 4}, {"atomic", "a", 1},
};
constexpr KernelParam kParams73[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 4}, {"lanes_per_entry", "l", 32},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams74[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 4}, {"lanes_per_entry", "l", 32},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams75[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 4}, {"lanes_per_entry", "l", 32},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams76[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 4}, {"lanes_per_entry", "l", 32},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams77[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 4}, {"lanes_per_entry", "l", 4},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams78[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 4}, {"lanes_per_entry", "l", 4},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams79[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 4}, {"lanes_per_entry", "l", 4},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams80[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 4}, {"lanes_per_entry", "l", 4},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams81[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 4}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams82[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 4}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams83[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 4}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams84[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 4}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams85[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 4}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams86[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 4}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams87[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 4}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams88[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 4}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams89[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 1},
};
constexpr KernelParam kParams90[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 1},
};
constexpr KernelParam kParams91[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 1},
};
constexpr KernelParam kParams92[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 1},
};
constexpr KernelParam kParams93[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 2},
};
constexpr KernelParam kParams94[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 2},
};
constexpr KernelParam kParams95[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 2},
};
constexpr KernelParam kParams96[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 2},
};
constexpr KernelParam kParams97[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 4},
};
constexpr KernelParam kParams98[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 4},
};
constexpr KernelParam kParams99[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 4},
};
constexpr KernelParam kParams100[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 4},
};
constexpr KernelParam kParams101[] = {
    {"brick", "w", 16},
};
constexpr KernelParam kParams102[] = {
    {"brick", "w", 32},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams103[] = {
    {"brick", "w", 32},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams104[] = {
    {"brick", "w", 32},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams105[] = {
    {"brick", "w", 32},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams106[] = {
    {"brick", "w", 8},
};
constexpr KernelParam kParams107[] = {
    {"brick", "w", 8},
};
constexpr KernelParam kParams108[] = {
    {"tile_half_width", "w", 16},
    {"tile_height", "h", 1},
};
constexpr KernelParam kParams109[] = {
    {"tile_half_width", "w", 32},
    {"block_size", "b", 1024},
};
constexpr KernelParam kParams110[] = {
    {"tile_half_width", "w", 32},
    {"block_size", "b", 1024},
};
constexpr KernelParam kParams111[] = {
    {"tile_half_width", "w", 32},
    {"block_size", "b", 512},
};
constexpr KernelParam kParams112[] = {
    {"tile_half_width", "w", 32},
    {"block_size", "b", 512},
};
constexpr KernelParam kParams113[] = {
    {"tile_half_width", "w", 32},
    {"block_size", "b", 512},
};
constexpr KernelParam kParams114[] = {
    {"tile_half_width", "w", 32},
    {"block_size", "b", 512},
};
constexpr KernelParam kParams115[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 1},
};
constexpr KernelParam kParams116[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 1},
};
constexpr KernelParam kParams117[] = {
    {"tile_half_width", "w", 16},
    {"tile_height", "h", 64},
};
constexpr KernelParam kParams118[] = {
    {"tile_half_width", "w", 16},
    {"tile_height", "h", 8},
};
constexpr KernelParam kParams119[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams120[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams121[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams122[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams123[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 8},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams124[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 8},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams125[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 8},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams126[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 8},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams127[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 64},
};
constexpr KernelParam kParams128[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 8},
};
constexpr KernelParam kParams129[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 8},
};
constexpr KernelParam kParams130[] = {
    {"tile_half_width", "w", 16},
    {"tile_height", "h", 1},
};
constexpr KernelParam kParams131[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 1},
    {"steps", "s", 2},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams132[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 1},
    {"steps", "s", 2},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams133[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 1},
    {"steps", "s", 2},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams134[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 1},
    {"steps", "s", 2},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams135[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 1},
};
constexpr KernelParam kParams136[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 1},
};
constexpr KernelParam kParams137[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 1},
    {"steps", "s", 2},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams138[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 1},
    {"steps", "s", 2},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams139[] = {
    {"tile_half_width", "w", 16},
    {"tile_height", "h", 4},
};
constexpr KernelParam kParams140[] = {
    {"tile_half_width", "w", 16},
    {"tile_height", "h", 8},
};
constexpr KernelParam kParams141[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"steps", "s", 1},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams142[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"steps", "s", 1},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams143[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"steps", "s", 1},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams144[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"steps", "s", 1},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams145[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 8},
    {"steps", "s", 1},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams146[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 8},
    {"steps", "s", 1},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams147[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 4},
};
constexpr KernelParam kParams148[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 4},
};
constexpr KernelParam kParams149[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 8},
};
constexpr KernelParam kParams154[] = {
    {"steps", "s", 16},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams155[] = {
    {"steps", "s", 16},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams156[] = {
    {"steps", "s", 4},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams157[] = {
    {"steps", "s", 4},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams158[] = {
    {"steps", "s", 8},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams159[] = {
    {"steps", "s", 8},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams160[] = {
    {"steps", "s", 8},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams161[] = {
    {"steps", "s", 8},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams162[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams163[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams164[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams165[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams166[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams167[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams168[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams169[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams170[] = {
    {"threads_per_row", "t", 16},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams171[] = {
    {"threads_per_row", "t", 16},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams172[] = {
    {"threads_per_row", "t", 16},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams173[] = {
    {"threads_per_row", "t", 16},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams174[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams175[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams176[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams177[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams178[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams179[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams180[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams181[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams182[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams183[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams184[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 4},
};
constexpr KernelParam kParams185[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 4},
};
constexpr KernelParam kParams186[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams187[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams188[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams189[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams190[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams191[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams192[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams193[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams194[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams195[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams196[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams197[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams198[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams199[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams200[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 2},
};
constexpr KernelParam kParams201[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 2},
};
constexpr KernelParam kParams202[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 4},
};
constexpr KernelParam kParams203[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 4},
};
constexpr KernelParam kParams204[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 8},
};
constexpr KernelParam kParams205[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 8},
};
constexpr KernelParam kParams206[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 2},
};
constexpr KernelParam kParams207[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 2},
};
constexpr KernelParam kParams208[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 4},
};
constexpr KernelParam kParams209[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 4},
};
constexpr KernelParam kParams210[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 4},
};
constexpr KernelParam kParams211[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 4},
};
constexpr KernelParam kParams212[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 8},
};
constexpr KernelParam kParams213[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 8},
};
constexpr KernelParam kParams214[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams215[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams216[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams217[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams218[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams219[] = {
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams220[] = {
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams221[] = {
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams222[] = {
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams223[] = {
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams224[] = {
    {"rows_per_block", "r", 256},
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
    {"gather", "g", 0},
};
constexpr KernelParam kParams229[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams230[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams231[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams232[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams233[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams234[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams235[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams236[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams237[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams238[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams239[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams240[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams241[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams242[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams243[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams244[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams245[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams246[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams247[] = {
    {"steps", "s", 16},
};
constexpr KernelParam kParams248[] = {
    {"steps", "s", 16},
};
constexpr KernelParam kParams249[] = {
    {"steps", "s", 4},
};
constexpr KernelParam kParams250[] = {
    {"steps", "s", 4},
};
constexpr KernelParam kParams251[] = {
    {"steps", "s", 8},
};
constexpr KernelParam kParams252[] = {
    {"steps", "s", 8},
};
constexpr KernelParam kParams253[] = {
    {"steps", "s", 8},
};
constexpr KernelParam kParams254[] = {
    {"steps", "s", 8},
};
constexpr KernelParam kParams255[] = {
    {"block_rows", "b", 16},
};
constexpr KernelParam kParams256[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams257[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams258[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams259[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams260[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams261[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams262[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 4},
};
constexpr KernelParam kParams263[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 4},
};
constexpr KernelParam kParams264[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams265[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams266[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams267[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams268[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams269[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams270[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams271[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams272[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams273[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams274[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams275[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams276[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams277[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams278[] = {
    {"block_rows", "b", 8},
};
constexpr KernelParam kParams279[] = {
    {"block_rows", "b", 8},
};
constexpr KernelParam kParams280[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 2},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams281[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 2},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams282[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 4},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams283[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 4},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams284[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 8},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams285[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 8},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams286[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 2},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams287[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 2},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams288[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 4},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams289[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 4},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams290[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 8},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams291[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 8},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams292[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 2},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams293[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 2},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams294[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 4},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams295[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 4},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams296[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 4},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams297[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 4},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams298[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 8},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams299[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 8},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams300[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 2},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams301[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 2},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams302[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 4},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams303[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 4},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams304[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 8},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams305[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 8},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams306[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 2},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams307[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 2},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams308[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 4},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams309[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 4},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams310[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 4},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams311[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 4},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams312[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 8},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams313[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 8},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams314[] = {
    {"slice_height", "b", 16},
    {"gather", "g", 0},
};
constexpr KernelParam kParams315[] = {
    {"slice_height", "b", 16},
    {"gather", "g", 1},
};
constexpr KernelParam kParams316[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams317[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams318[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams319[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams320[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams321[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams322[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams323[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams324[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams325[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams326[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams327[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams328[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams329[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams330[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams331[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams332[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams333[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams334[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams335[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams336[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams337[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams338[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams339[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams340[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams341[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams342[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams343[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams344[] = {
    {"slice_height", "b", 8},
    {"gather", "g", 0},
};
constexpr KernelParam kParams345[] = {
    {"slice_height", "b", 8},
    {"gather", "g", 1},
};
constexpr KernelParam kParams346[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams347[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams348[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams349[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams350[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams351[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams352[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams353[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams354[] = {
    {"slice_height", "b", 16},
    {"value_codes", "v", 0},
    {"pattern", "p", 0},
    {"gather", "g", 0},
};
constexpr KernelParam kParams355[] = {
    {"slice_height", "b", 16},
    {"value_codes", "v", 0},
    {"pattern", "p", 0},
    {"gather", "g", 1},
};
constexpr KernelParam kParams356[] = {
    {"slice_height", "b", 16},
    {"value_codes", "v", 0},
    {"pattern", "p", 1},
    {"gather", "g", 0},
};
constexpr KernelParam kParams357[] = {
    {"slice_height", "b", 16},
    {"value_codes", "v", 0},
    {"pattern", "p", 1},
    {"gather", "g", 1},
};
constexpr KernelParam kParams358[] = {
    {"slice_height", "b", 16},
    {"value_codes", "v", 16},
    {"pattern", "p", 0},
    {"gather", "g", 0},
};
constexpr KernelParam kParams359[] = {
    {"slice_height", "b", 16},
    {"value_codes", "v", 16},
    {"pattern", "p", 0},
    {"gather", "g", 1},
};
constexpr KernelParam kParams360[] = {
    {"slice_height", "b", 16},
    {"value_codes", "v", 8},
    {"pattern", "p", 0},
    {"gather", "g", 0},
};
constexpr KernelParam kParams361[] = {
    {"slice_height", "b", 16},
    {"value_codes", "v", 8},
    {"pattern", "p", 0},
    {"gather", "g", 1},
};
constexpr KernelParam kParams362[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 1},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams363[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 1},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams364[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 1},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams365[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 1},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams366[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams367[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams368[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams369[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams370[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams371[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams372[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams373[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams374[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams375[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams376[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams377[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams378[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams379[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams380[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams381[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams382[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams383[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams384[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams385[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams386[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams387[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams388[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams389[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams390[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams391[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams392[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams393[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams394[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams395[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams396[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams397[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams398[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams399[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams400[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams401[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams402[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams403[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams404[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams405[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams406[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams407[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams408[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams409[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams410[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams411[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams412[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams413[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams414[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams415[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams416[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams417[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams418[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams419[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams420[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams421[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams422[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams423[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams424[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams425[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams426[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams427[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams428[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams429[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams430[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams431[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams432[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams433[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams434[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams435[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams436[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams437[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams438[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams439[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams440[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams441[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams442[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams443[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams444[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams445[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams446[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams447[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams448[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams449[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams450[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams451[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},
};
constexpr KernelParam kParams452[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams453[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams454[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams455[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},
};
constexpr KernelParam kParams456[] = {
    {"slice_height", "b", 8},
    {"value_codes", "v", 0},
    {"pattern", "p", 0},
    {"gather", "g", 0},
};
constexpr KernelParam kParams457[] = {
    {"slice_height", "b", 8},
    {"value_codes", "v", 0},
    {"pattern", "p", 0},
    {"gather", "g", 1},
};
constexpr KernelParam kParams458[] = {
    {"slice_height", "b", 8},
    {"value_codes", "v", 0},
    {"pattern", "p", 1},
    {"gather", "g", 0},
};
constexpr KernelParam kParams459[] = {
    {"slice_height", "b", 8},
    {"value_codes", "v", 0},
    {"pattern", "p", 1},
    {"gather", "g", 1},
};
constexpr KernelParam kParams460[] = {
    {"slice_height", "b", 8},
    {"value_codes", "v", 16},
    {"pattern", "p", 0},
    {"gather", "g", 0},
};
constexpr KernelParam kParams461[] = {
    {"slice_height", "b", 8},
    {"value_codes", "v", 16},
    {"pattern", "p", 0},
    {"gather", "g", 1},
};
constexpr KernelParam kParams462[] = {
    {"slice_height", "b", 8},
    {"value_codes", "v", 8},
    {"pattern", "p", 0},
    {"gather", "g", 0},
};
constexpr KernelParam kParams463[] = {
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
     0xeeb6dff92938779fULL},
    {"spgen_spmm_csr_kv1_f32i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams1, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv1_f32i64_avx512, "avx512/spgen_spmm_csr_kv1_f32i64_avx512.cpp",
     0xd8b9694ae26cbbabULL},
    {"spgen_spmm_csr_kv1_f64i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams2, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv1_f64i32_avx512, "avx512/spgen_spmm_csr_kv1_f64i32_avx512.cpp",
     0x0f71d470d621c896ULL},
    {"spgen_spmm_csr_kv1_f64i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams3, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv1_f64i64_avx512, "avx512/spgen_spmm_csr_kv1_f64i64_avx512.cpp",
     0x3ae581798b030218ULL},
    {"spgen_spmm_csr_kv2_f32i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams4, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv2_f32i32_avx512, "avx512/spgen_spmm_csr_kv2_f32i32_avx512.cpp",
     0x0510ec70c410b592ULL},
    {"spgen_spmm_csr_kv2_f32i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams5, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv2_f32i64_avx512, "avx512/spgen_spmm_csr_kv2_f32i64_avx512.cpp",
     0x821048d920905acfULL},
    {"spgen_spmm_csr_kv2_f64i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams6, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv2_f64i32_avx512, "avx512/spgen_spmm_csr_kv2_f64i32_avx512.cpp",
     0x4ec65e97f200beffULL},
    {"spgen_spmm_csr_kv2_f64i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams7, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv2_f64i64_avx512, "avx512/spgen_spmm_csr_kv2_f64i64_avx512.cpp",
     0x91264bc61a10ac7cULL},
    {"spgen_spmm_csr_kv4_f32i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams8, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv4_f32i32_avx512, "avx512/spgen_spmm_csr_kv4_f32i32_avx512.cpp",
     0xfcb63d4a9f774efbULL},
    {"spgen_spmm_csr_kv4_f32i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams9, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv4_f32i64_avx512, "avx512/spgen_spmm_csr_kv4_f32i64_avx512.cpp",
     0x78171a1cfcc5908bULL},
    {"spgen_spmm_csr_kv4_f64i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams10, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv4_f64i32_avx512, "avx512/spgen_spmm_csr_kv4_f64i32_avx512.cpp",
     0x1b27d2380e789a00ULL},
    {"spgen_spmm_csr_kv4_f64i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams11, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv4_f64i64_avx512, "avx512/spgen_spmm_csr_kv4_f64i64_avx512.cpp",
     0x9b8e9270cca15959ULL},
    {"spgen_spmm_csr_t32_r4_cf1_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams12, 3, 128, 4, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r4_cf1_f32i32_cuda.cu", 0xe76f7cc14b279866ULL},
    {"spgen_spmm_csr_t32_r4_cf1_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams13, 3, 128, 4, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r4_cf1_f64i32_cuda.cu", 0x3da8911de5d9d908ULL},
    {"spgen_spmm_csr_t32_r4_cf4_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams14, 3, 128, 4, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r4_cf4_f32i32_cuda.cu", 0x771cd85509f4a8e1ULL},
    {"spgen_spmm_csr_t32_r4_cf4_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams15, 3, 128, 4, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r4_cf4_f64i32_cuda.cu", 0xc96d77d6408295bbULL},
    {"spgen_spmm_csr_t32_r8_cf1_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams16, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf1_f32i32_cuda.cu", 0xe6a86c414892671cULL},
    {"spgen_spmm_csr_t32_r8_cf1_f32i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams17, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf1_f32i64_cuda.cu", 0x1ef295c93cedc5daULL},
    {"spgen_spmm_csr_t32_r8_cf1_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams18, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf1_f64i32_cuda.cu", 0x52430911ed9eaf38ULL},
    {"spgen_spmm_csr_t32_r8_cf1_f64i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams19, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf1_f64i64_cuda.cu", 0x77e56ae685d73ad5ULL},
    {"spgen_spmm_csr_t32_r8_cf4_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams20, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf4_f32i32_cuda.cu", 0xf31f921e6deecdc4ULL},
    {"spgen_spmm_csr_t32_r8_cf4_f32i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams21, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf4_f32i64_cuda.cu", 0x3e4cfacb87358cb8ULL},
    {"spgen_spmm_csr_t32_r8_cf4_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams22, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf4_f64i32_cuda.cu", 0x74de8f6eedd1e5ccULL},
    {"spgen_spmm_csr_t32_r8_cf4_f64i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams23, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf4_f64i64_cuda.cu", 0xfac2c69107060b3aULL},
    {"spgen_spmm_csr_t8_r16_cf1_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams24, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf1_f32i32_cuda.cu", 0x6df3129b904ca870ULL},
    {"spgen_spmm_csr_t8_r16_cf1_f32i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams25, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf1_f32i64_cuda.cu", 0xd960f0ad41c3ddc7ULL},
    {"spgen_spmm_csr_t8_r16_cf1_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams26, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf1_f64i32_cuda.cu", 0x691374b438ef2c1aULL},
    {"spgen_spmm_csr_t8_r16_cf1_f64i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams27, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf1_f64i64_cuda.cu", 0x1a71a1fffa6f2e92ULL},
    {"spgen_spmm_csr_t8_r16_cf4_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams28, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf4_f32i32_cuda.cu", 0x996928403293e90eULL},
    {"spgen_spmm_csr_t8_r16_cf4_f32i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams29, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf4_f32i64_cuda.cu", 0xadd5aaf47418e23eULL},
    {"spgen_spmm_csr_t8_r16_cf4_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams30, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf4_f64i32_cuda.cu", 0xe5eb56986d2503e6ULL},
    {"spgen_spmm_csr_t8_r16_cf4_f64i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams31, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf4_f64i64_cuda.cu", 0x7d0ae4a0979d2f59ULL},
    {"spgen_spmm_csr_t8_r32_cf1_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams32, 3, 256, 32, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r32_cf1_f32i32_cuda.cu", 0x7bfde4c6223715f0ULL},
    {"spgen_spmm_csr_t8_r32_cf1_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams33, 3, 256, 32, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r32_cf1_f64i32_cuda.cu", 0xaaa3acbced7388ebULL},
    {"spgen_spmm_csr_t8_r32_cf4_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams34, 3, 256, 32, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r32_cf4_f32i32_cuda.cu", 0xb837b0244bc89967ULL},
    {"spgen_spmm_csr_t8_r32_cf4_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams35, 3, 256, 32, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r32_cf4_f64i32_cuda.cu", 0x7bcd8ba01af58f5eULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf1_vw1_f32i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams36, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf1_vw1_f32i32_cuda.cu", 0x686b96392a0f8799ULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf1_vw1_f64i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams37, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf1_vw1_f64i32_cuda.cu", 0x061433944cf4badfULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf1_vw2_f32i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams38, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf1_vw2_f32i32_cuda.cu", 0x53ebedda443db3c9ULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf1_vw2_f64i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams39, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf1_vw2_f64i32_cuda.cu", 0xbb291f298c61caefULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf4_vw1_f32i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams40, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf4_vw1_f32i32_cuda.cu", 0xd34469ff3f6385f4ULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf4_vw1_f32i64_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams41, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf4_vw1_f32i64_cuda.cu", 0xa4d6cd14414338e8ULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf4_vw1_f64i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams42, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf4_vw1_f64i32_cuda.cu", 0xe10743e6dbeac40bULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf4_vw1_f64i64_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams43, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf4_vw1_f64i64_cuda.cu", 0x7b65dc416eb28262ULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf4_vw2_f32i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams44, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf4_vw2_f32i32_cuda.cu", 0x67c9e1160f61668bULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf4_vw2_f64i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams45, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf4_vw2_f64i32_cuda.cu", 0xdb01e6c4ce913df2ULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf4_vw4_f32i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams46, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf4_vw4_f32i32_cuda.cu", 0x9b5c9080266b5b90ULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf4_vw4_f64i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams47, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf4_vw4_f64i32_cuda.cu", 0xa4e17aafcd9829faULL},
    {"spgen_spmm_sellp_b16_t16_u1_cf8_vw1_f64i32_cuda", Op::spmm, "sellp", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams48, 5, 256, 16, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b16_t16_u1_cf8_vw1_f64i32_cuda.cu", 0x8e8e627589256902ULL},
    {"spgen_spmm_sellp_b16_t16_u2_cf8_vw1_f32i32_cuda", Op::spmm, "sellp", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams49, 5, 256, 16, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b16_t16_u2_cf8_vw1_f32i32_cuda.cu", 0x9e1dfd3f64787156ULL},
    {"spgen_spmm_sellp_b32_t8_u1_cf2_vw4_f32i32_cuda", Op::spmm, "sellp", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams50, 5, 256, 32, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b32_t8_u1_cf2_vw4_f32i32_cuda.cu", 0x9f35c9187c5c7c3fULL},
    {"spgen_spmm_sellp_b32_t8_u2_cf2_vw1_f32i32_cuda", Op::spmm, "sellp", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams51, 5, 256, 32, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b32_t8_u2_cf2_vw1_f32i32_cuda.cu", 0x9df8d59754290f55ULL},
    {"spgen_spmm_sellp_b32_t8_u2_cf2_vw1_f64i32_cuda", Op::spmm, "sellp", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams52, 5, 256, 32, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b32_t8_u2_cf2_vw1_f64i32_cuda.cu", 0x15e1d4ddf96c7cabULL},
    {"spgen_spmm_sellp_b8_kv1_f32i32_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams53, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv1_f32i32_avx512,
     "avx512/spgen_spmm_sellp_b8_kv1_f32i32_avx512.cpp", 0x7fdd0311c4f54a00ULL},
    {"spgen_spmm_sellp_b8_kv1_f32i64_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams54, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv1_f32i64_avx512,
     "avx512/spgen_spmm_sellp_b8_kv1_f32i64_avx512.cpp", 0xbf276e4aa04ae595ULL},
    {"spgen_spmm_sellp_b8_kv1_f64i32_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams55, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv1_f64i32_avx512,
     "avx512/spgen_spmm_sellp_b8_kv1_f64i32_avx512.cpp", 0x15ad0dc49743d4a5ULL},
    {"spgen_spmm_sellp_b8_kv1_f64i64_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams56, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv1_f64i64_avx512,
     "avx512/spgen_spmm_sellp_b8_kv1_f64i64_avx512.cpp", 0x8e5887b9669e84dfULL},
    {"spgen_spmm_sellp_b8_kv2_f32i32_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams57, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv2_f32i32_avx512,
     "avx512/spgen_spmm_sellp_b8_kv2_f32i32_avx512.cpp", 0x54ef7a0342dc20c9ULL},
    {"spgen_spmm_sellp_b8_kv2_f32i64_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams58, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv2_f32i64_avx512,
     "avx512/spgen_spmm_sellp_b8_kv2_f32i64_avx512.cpp", 0x90483af728d2fa8cULL},
    {"spgen_spmm_sellp_b8_kv2_f64i32_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams59, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv2_f64i32_avx512,
     "avx512/spgen_spmm_sellp_b8_kv2_f64i32_avx512.cpp", 0x3b87c52407eb80e7ULL},
    {"spgen_spmm_sellp_b8_kv2_f64i64_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams60, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv2_f64i64_avx512,
     "avx512/spgen_spmm_sellp_b8_kv2_f64i64_avx512.cpp", 0xb7d19c0692f2387aULL},
    {"spgen_spmm_sellp_b8_kv4_f32i32_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams61, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv4_f32i32_avx512,
     "avx512/spgen_spmm_sellp_b8_kv4_f32i32_avx512.cpp", 0x3b418710fe1a8111ULL},
    {"spgen_spmm_sellp_b8_kv4_f32i64_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams62, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv4_f32i64_avx512,
     "avx512/spgen_spmm_sellp_b8_kv4_f32i64_avx512.cpp", 0xee2546fe8cc90f55ULL},
    {"spgen_spmm_sellp_b8_kv4_f64i32_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams63, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv4_f64i32_avx512,
     "avx512/spgen_spmm_sellp_b8_kv4_f64i32_avx512.cpp", 0xb62aca497641af5cULL},
    {"spgen_spmm_sellp_b8_kv4_f64i64_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams64, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv4_f64i64_avx512,
     "avx512/spgen_spmm_sellp_b8_kv4_f64i64_avx512.cpp", 0x194b34df11955551ULL},
    {"spgen_spmm_sellp_b8_t8_u1_cf1_vw1_f32i32_cuda", Op::spmm, "sellp", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams65, 5, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u1_cf1_vw1_f32i32_cuda.cu", 0xf7faaa33b18fb668ULL},
    {"spgen_spmm_sellp_b8_t8_u1_cf1_vw1_f64i32_cuda", Op::spmm, "sellp", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams66, 5, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u1_cf1_vw1_f64i32_cuda.cu", 0xfd025e5f52baa97cULL},
    {"spgen_spmm_sellp_b8_t8_u2_cf4_vw1_f32i32_cuda", Op::spmm, "sellp", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams67, 5, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u2_cf4_vw1_f32i32_cuda.cu", 0x6177f6fc099fad38ULL},
    {"spgen_spmm_sellp_b8_t8_u2_cf4_vw1_f64i32_cuda", Op::spmm, "sellp", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams68, 5, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u2_cf4_vw1_f64i32_cuda.cu", 0x501609bac5a43018ULL},
    {"spgen_spmm_t_colpanel_w16_r2_l32_cf4_a0_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams69, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w16_r2_l32_cf4_a0_f32i32_cuda.cu", 0x8957739a22ff21f9ULL},
    {"spgen_spmm_t_colpanel_w16_r2_l32_cf4_a0_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams70, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w16_r2_l32_cf4_a0_f64i32_cuda.cu", 0x29c19a95b56942b4ULL},
    {"spgen_spmm_t_colpanel_w16_r2_l32_cf4_a1_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams71, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w16_r2_l32_cf4_a1_f32i32_cuda.cu", 0x2f1bb96274658bbeULL},
    {"spgen_spmm_t_colpanel_w16_r2_l32_cf4_a1_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams72, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w16_r2_l32_cf4_a1_f64i32_cuda.cu", 0xa9a3c2de01148f86ULL},
    {"spgen_spmm_t_colpanel_w32_r4_l32_cf1_a0_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams73, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l32_cf1_a0_f32i32_cuda.cu", 0x656b0387956f4c6fULL},
    {"spgen_spmm_t_colpanel_w32_r4_l32_cf1_a0_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams74, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l32_cf1_a0_f64i32_cuda.cu", 0xbd2fd05c1db8ac97ULL},
    {"spgen_spmm_t_colpanel_w32_r4_l32_cf1_a1_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams75, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l32_cf1_a1_f32i32_cuda.cu", 0x194de4f6ec661c56ULL},
    {"spgen_spmm_t_colpanel_w32_r4_l32_cf1_a1_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams76, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l32_cf1_a1_f64i32_cuda.cu", 0xc1401def4633eda4ULL},
    {"spgen_spmm_t_colpanel_w32_r4_l4_cf1_a0_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams77, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l4_cf1_a0_f32i32_cuda.cu", 0xddb5ca965e23a396ULL},
    {"spgen_spmm_t_colpanel_w32_r4_l4_cf1_a0_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams78, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l4_cf1_a0_f64i32_cuda.cu", 0x69e0f0521e7d545eULL},
    {"spgen_spmm_t_colpanel_w32_r4_l4_cf1_a1_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams79, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l4_cf1_a1_f32i32_cuda.cu", 0x922606269e75b1aaULL},
    {"spgen_spmm_t_colpanel_w32_r4_l4_cf1_a1_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams80, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l4_cf1_a1_f64i32_cuda.cu", 0x64e98d341c03c36eULL},
    {"spgen_spmm_t_colpanel_w32_r4_l8_cf1_a0_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams81, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l8_cf1_a0_f32i32_cuda.cu", 0x6a2bcc12107a5accULL},
    {"spgen_spmm_t_colpanel_w32_r4_l8_cf1_a0_f32i64_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams82, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l8_cf1_a0_f32i64_cuda.cu", 0x18f39ebaa88ceccbULL},
    {"spgen_spmm_t_colpanel_w32_r4_l8_cf1_a0_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams83, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l8_cf1_a0_f64i32_cuda.cu", 0x155afb7ac447ff4fULL},
    {"spgen_spmm_t_colpanel_w32_r4_l8_cf1_a0_f64i64_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams84, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l8_cf1_a0_f64i64_cuda.cu", 0x1c894820dfe2e871ULL},
    {"spgen_spmm_t_colpanel_w32_r4_l8_cf1_a1_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams85, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l8_cf1_a1_f32i32_cuda.cu", 0xd03132c16783f0deULL},
    {"spgen_spmm_t_colpanel_w32_r4_l8_cf1_a1_f32i64_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams86, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l8_cf1_a1_f32i64_cuda.cu", 0x86b2d8c0d619a305ULL},
    {"spgen_spmm_t_colpanel_w32_r4_l8_cf1_a1_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams87, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l8_cf1_a1_f64i32_cuda.cu", 0x35454812c6d43fb5ULL},
    {"spgen_spmm_t_colpanel_w32_r4_l8_cf1_a1_f64i64_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams88, 5, 128, 4, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r4_l8_cf1_a1_f64i64_cuda.cu", 0xb6474dc65e9847c3ULL},
    {"spgen_spmm_t_colpanel_w64_kv1_f32i32_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams89, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv1_f32i32_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv1_f32i32_avx512.cpp", 0xa1f2ab9f84c7c190ULL},
    {"spgen_spmm_t_colpanel_w64_kv1_f32i64_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f32, IndexType::i64, kParams90, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv1_f32i64_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv1_f32i64_avx512.cpp", 0x6d043ae273203366ULL},
    {"spgen_spmm_t_colpanel_w64_kv1_f64i32_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams91, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv1_f64i32_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv1_f64i32_avx512.cpp", 0xfadfe7133303a5e3ULL},
    {"spgen_spmm_t_colpanel_w64_kv1_f64i64_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f64, IndexType::i64, kParams92, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv1_f64i64_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv1_f64i64_avx512.cpp", 0xd89b4ef59e2f0fbbULL},
    {"spgen_spmm_t_colpanel_w64_kv2_f32i32_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams93, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv2_f32i32_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv2_f32i32_avx512.cpp", 0x5a4b6a5607570bd7ULL},
    {"spgen_spmm_t_colpanel_w64_kv2_f32i64_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f32, IndexType::i64, kParams94, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv2_f32i64_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv2_f32i64_avx512.cpp", 0xf07bd65072f94bc2ULL},
    {"spgen_spmm_t_colpanel_w64_kv2_f64i32_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams95, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv2_f64i32_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv2_f64i32_avx512.cpp", 0x249386d9418b52cbULL},
    {"spgen_spmm_t_colpanel_w64_kv2_f64i64_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f64, IndexType::i64, kParams96, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv2_f64i64_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv2_f64i64_avx512.cpp", 0x54f60dba1d7fab38ULL},
    {"spgen_spmm_t_colpanel_w64_kv4_f32i32_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams97, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv4_f32i32_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv4_f32i32_avx512.cpp", 0x0fe5632faa5fb051ULL},
    {"spgen_spmm_t_colpanel_w64_kv4_f32i64_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f32, IndexType::i64, kParams98, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv4_f32i64_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv4_f32i64_avx512.cpp", 0xcde9d524ac30fd8cULL},
    {"spgen_spmm_t_colpanel_w64_kv4_f64i32_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams99, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv4_f64i32_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv4_f64i32_avx512.cpp", 0xf5fc6b6d9db91163ULL},
    {"spgen_spmm_t_colpanel_w64_kv4_f64i64_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f64, IndexType::i64, kParams100, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv4_f64i64_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv4_f64i64_avx512.cpp", 0x5fbabc954e37d396ULL},
    {"spgen_spmv_axc_w16_f32i32_avx512", Op::spmv, "axc", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams101, 1, 0, 0, kArgs_axc_avx512, 9,
     &call_spgen_spmv_axc_w16_f32i32_avx512, "avx512/spgen_spmv_axc_w16_f32i32_avx512.cpp",
     0x02d285215bbfe68bULL},
    {"spgen_spmv_axc_w32_r8_f32i32_cuda", Op::spmv, "axc", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams102, 2, 256, 8, kArgs_axc_cuda, 8, nullptr,
     "cuda/spgen_spmv_axc_w32_r8_f32i32_cuda.cu", 0xe0de5a4cec6d671fULL},
    {"spgen_spmv_axc_w32_r8_f32i64_cuda", Op::spmv, "axc", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams103, 2, 256, 8, kArgs_axc_cuda, 8, nullptr,
     "cuda/spgen_spmv_axc_w32_r8_f32i64_cuda.cu", 0x56a756f5b4e52b9bULL},
    {"spgen_spmv_axc_w32_r8_f64i32_cuda", Op::spmv, "axc", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams104, 2, 256, 8, kArgs_axc_cuda, 8, nullptr,
     "cuda/spgen_spmv_axc_w32_r8_f64i32_cuda.cu", 0xc8d46338c458b05bULL},
    {"spgen_spmv_axc_w32_r8_f64i64_cuda", Op::spmv, "axc", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams105, 2, 256, 8, kArgs_axc_cuda, 8, nullptr,
     "cuda/spgen_spmv_axc_w32_r8_f64i64_cuda.cu", 0x90ac454c0cd7dd67ULL},
    {"spgen_spmv_axc_w8_f64i32_avx512", Op::spmv, "axc", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams106, 1, 0, 0, kArgs_axc_avx512, 9,
     &call_spgen_spmv_axc_w8_f64i32_avx512, "avx512/spgen_spmv_axc_w8_f64i32_avx512.cpp",
     0xbe2c171e6cc8fa61ULL},
    {"spgen_spmv_axc_w8_f64i64_avx512", Op::spmv, "axc", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams107, 1, 0, 0, kArgs_axc_avx512, 9,
     &call_spgen_spmv_axc_w8_f64i64_avx512, "avx512/spgen_spmv_axc_w8_f64i64_avx512.cpp",
     0x0b9d8d35fb1a0a90ULL},
    {"spgen_spmv_axt_ch1_w16_h1_f32i32_avx512", Op::spmv, "axt_ch1", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams108, 2, 0, 0, kArgs_axt_ch1_avx512, 11,
     &call_spgen_spmv_axt_ch1_w16_h1_f32i32_avx512,
     "avx512/spgen_spmv_axt_ch1_w16_h1_f32i32_avx512.cpp", 0x7bd3de43886a4ae9ULL},
    {"spgen_spmv_axt_ch1_w32_b1024_f32i32_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams109, 2, 1024, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b1024_f32i32_cuda.cu", 0x453d8462c00e24c8ULL},
    {"spgen_spmv_axt_ch1_w32_b1024_f64i32_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams110, 2, 1024, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b1024_f64i32_cuda.cu", 0xe4613fc39d11fa7dULL},
    {"spgen_spmv_axt_ch1_w32_b512_f32i32_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams111, 2, 512, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b512_f32i32_cuda.cu", 0x79e80a6cfbaf3b8aULL},
    {"spgen_spmv_axt_ch1_w32_b512_f32i64_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams112, 2, 512, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b512_f32i64_cuda.cu", 0x39c21cd632d357e6ULL},
    {"spgen_spmv_axt_ch1_w32_b512_f64i32_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams113, 2, 512, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b512_f64i32_cuda.cu", 0x8b327889581d5dceULL},
    {"spgen_spmv_axt_ch1_w32_b512_f64i64_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams114, 2, 512, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b512_f64i64_cuda.cu", 0xad0767c97f30fa21ULL},
    {"spgen_spmv_axt_ch1_w8_h1_f64i32_avx512", Op::spmv, "axt_ch1", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams115, 2, 0, 0, kArgs_axt_ch1_avx512, 11,
     &call_spgen_spmv_axt_ch1_w8_h1_f64i32_avx512,
     "avx512/spgen_spmv_axt_ch1_w8_h1_f64i32_avx512.cpp", 0x07fd40f7ced5ba3bULL},
    {"spgen_spmv_axt_ch1_w8_h1_f64i64_avx512", Op::spmv, "axt_ch1", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams116, 2, 0, 0, kArgs_axt_ch1_avx512, 11,
     &call_spgen_spmv_axt_ch1_w8_h1_f64i64_avx512,
     "avx512/spgen_spmv_axt_ch1_w8_h1_f64i64_avx512.cpp", 0x1dd1db2d57119f1cULL},
    {"spgen_spmv_axt_ch_w16_h64_f32i32_avx512", Op::spmv, "axt_ch", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams117, 2, 0, 0, kArgs_axt_ch_avx512, 11,
     &call_spgen_spmv_axt_ch_w16_h64_f32i32_avx512,
     "avx512/spgen_spmv_axt_ch_w16_h64_f32i32_avx512.cpp", 0xdf6468b0f4c50608ULL},
    {"spgen_spmv_axt_ch_w16_h8_f32i32_avx512", Op::spmv, "axt_ch", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams118, 2, 0, 0, kArgs_axt_ch_avx512, 11,
     &call_spgen_spmv_axt_ch_w16_h8_f32i32_avx512,
     "avx512/spgen_spmv_axt_ch_w16_h8_f32i32_avx512.cpp", 0x3e95aadc5ca3db7fULL},
    {"spgen_spmv_axt_ch_w32_h4_r8_f32i32_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams119, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h4_r8_f32i32_cuda.cu", 0x008872a8fb87aefbULL},
    {"spgen_spmv_axt_ch_w32_h4_r8_f32i64_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams120, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h4_r8_f32i64_cuda.cu", 0x814c79e8db0d9b75ULL},
    {"spgen_spmv_axt_ch_w32_h4_r8_f64i32_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams121, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h4_r8_f64i32_cuda.cu", 0xe911c38bac9cf5f6ULL},
    {"spgen_spmv_axt_ch_w32_h4_r8_f64i64_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams122, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h4_r8_f64i64_cuda.cu", 0x6b37c3ca9139187dULL},
    {"spgen_spmv_axt_ch_w32_h8_r8_f32i32_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams123, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h8_r8_f32i32_cuda.cu", 0x7ebf0fb4224496f7ULL},
    {"spgen_spmv_axt_ch_w32_h8_r8_f32i64_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams124, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h8_r8_f32i64_cuda.cu", 0xa4fa894624919da9ULL},
    {"spgen_spmv_axt_ch_w32_h8_r8_f64i32_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams125, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h8_r8_f64i32_cuda.cu", 0x75266515a3587682ULL},
    {"spgen_spmv_axt_ch_w32_h8_r8_f64i64_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams126, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h8_r8_f64i64_cuda.cu", 0x20713596dff03c1aULL},
    {"spgen_spmv_axt_ch_w8_h64_f64i32_avx512", Op::spmv, "axt_ch", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams127, 2, 0, 0, kArgs_axt_ch_avx512, 11,
     &call_spgen_spmv_axt_ch_w8_h64_f64i32_avx512,
     "avx512/spgen_spmv_axt_ch_w8_h64_f64i32_avx512.cpp", 0xa817ff2d3e7ac8b5ULL},
    {"spgen_spmv_axt_ch_w8_h8_f64i32_avx512", Op::spmv, "axt_ch", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams128, 2, 0, 0, kArgs_axt_ch_avx512, 11,
     &call_spgen_spmv_axt_ch_w8_h8_f64i32_avx512,
     "avx512/spgen_spmv_axt_ch_w8_h8_f64i32_avx512.cpp", 0xd9cd3b7ee4257533ULL},
    {"spgen_spmv_axt_ch_w8_h8_f64i64_avx512", Op::spmv, "axt_ch", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams129, 2, 0, 0, kArgs_axt_ch_avx512, 11,
     &call_spgen_spmv_axt_ch_w8_h8_f64i64_avx512,
     "avx512/spgen_spmv_axt_ch_w8_h8_f64i64_avx512.cpp", 0x3ea16075293048fbULL},
    {"spgen_spmv_axt_uh1_w16_h1_f32i32_avx512", Op::spmv, "axt_uh1", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams130, 2, 0, 0, kArgs_axt_uh1_avx512, 10,
     &call_spgen_spmv_axt_uh1_w16_h1_f32i32_avx512,
     "avx512/spgen_spmv_axt_uh1_w16_h1_f32i32_avx512.cpp", 0x7aa1acc3368411c2ULL},
    {"spgen_spmv_axt_uh1_w32_h1_s2_r8_f32i32_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams131, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w32_h1_s2_r8_f32i32_cuda.cu", 0xb0ddab3ed7b3dd21ULL},
    {"spgen_spmv_axt_uh1_w32_h1_s2_r8_f32i64_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams132, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w32_h1_s2_r8_f32i64_cuda.cu", 0xe53eee1e980d1c1aULL},
    {"spgen_spmv_axt_uh1_w32_h1_s2_r8_f64i32_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams133, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w32_h1_s2_r8_f64i32_cuda.cu", 0x8ec3f6b7eed0e2f9ULL},
    {"spgen_spmv_axt_uh1_w32_h1_s2_r8_f64i64_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams134, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w32_h1_s2_r8_f64i64_cuda.cu", 0x065f2eb4879e966fULL},
    {"spgen_spmv_axt_uh1_w8_h1_f64i32_avx512", Op::spmv, "axt_uh1", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams135, 2, 0, 0, kArgs_axt_uh1_avx512, 10,
     &call_spgen_spmv_axt_uh1_w8_h1_f64i32_avx512,
     "avx512/spgen_spmv_axt_uh1_w8_h1_f64i32_avx512.cpp", 0xef31fa5e66ede1adULL},
    {"spgen_spmv_axt_uh1_w8_h1_f64i64_avx512", Op::spmv, "axt_uh1", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams136, 2, 0, 0, kArgs_axt_uh1_avx512, 10,
     &call_spgen_spmv_axt_uh1_w8_h1_f64i64_avx512,
     "avx512/spgen_spmv_axt_uh1_w8_h1_f64i64_avx512.cpp", 0x64f49a16cc90f780ULL},
    {"spgen_spmv_axt_uh1_w8_h1_s2_r8_f32i32_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams137, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w8_h1_s2_r8_f32i32_cuda.cu", 0xff2476f5f31cce9eULL},
    {"spgen_spmv_axt_uh1_w8_h1_s2_r8_f64i32_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams138, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w8_h1_s2_r8_f64i32_cuda.cu", 0x5d67451f397d8169ULL},
    {"spgen_spmv_axt_uh_w16_h4_f32i32_avx512", Op::spmv, "axt_uh", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams139, 2, 0, 0, kArgs_axt_uh_avx512, 10,
     &call_spgen_spmv_axt_uh_w16_h4_f32i32_avx512,
     "avx512/spgen_spmv_axt_uh_w16_h4_f32i32_avx512.cpp", 0x34f8c3f9552f0d01ULL},
    {"spgen_spmv_axt_uh_w16_h8_f32i32_avx512", Op::spmv, "axt_uh", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams140, 2, 0, 0, kArgs_axt_uh_avx512, 10,
     &call_spgen_spmv_axt_uh_w16_h8_f32i32_avx512,
     "avx512/spgen_spmv_axt_uh_w16_h8_f32i32_avx512.cpp", 0xbb85cfbfb7aa5e91ULL},
    {"spgen_spmv_axt_uh_w32_h4_s1_r8_f32i32_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams141, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h4_s1_r8_f32i32_cuda.cu", 0xd5dff2f1da1f0c10ULL},
    {"spgen_spmv_axt_uh_w32_h4_s1_r8_f32i64_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams142, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h4_s1_r8_f32i64_cuda.cu", 0x18a1f0d0c4476d8dULL},
    {"spgen_spmv_axt_uh_w32_h4_s1_r8_f64i32_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams143, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h4_s1_r8_f64i32_cuda.cu", 0x1bf9667a2d11c975ULL},
    {"spgen_spmv_axt_uh_w32_h4_s1_r8_f64i64_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams144, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h4_s1_r8_f64i64_cuda.cu", 0x340d773e8e592fffULL},
    {"spgen_spmv_axt_uh_w32_h8_s1_r8_f32i32_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams145, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h8_s1_r8_f32i32_cuda.cu", 0xa1375c8397610e9aULL},
    {"spgen_spmv_axt_uh_w32_h8_s1_r8_f64i32_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams146, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h8_s1_r8_f64i32_cuda.cu", 0x6b486d29d3cb100eULL},
    {"spgen_spmv_axt_uh_w8_h4_f64i32_avx512", Op::spmv, "axt_uh", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams147, 2, 0, 0, kArgs_axt_uh_avx512, 10,
     &call_spgen_spmv_axt_uh_w8_h4_f64i32_avx512,
     "avx512/spgen_spmv_axt_uh_w8_h4_f64i32_avx512.cpp", 0xa76d104c2cd44ae2ULL},
    {"spgen_spmv_axt_uh_w8_h4_f64i64_avx512", Op::spmv, "axt_uh", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams148, 2, 0, 0, kArgs_axt_uh_avx512, 10,
     &call_spgen_spmv_axt_uh_w8_h4_f64i64_avx512,
     "avx512/spgen_spmv_axt_uh_w8_h4_f64i64_avx512.cpp", 0xe47efe2ecc5d4237ULL},
    {"spgen_spmv_axt_uh_w8_h8_f64i32_avx512", Op::spmv, "axt_uh", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams149, 2, 0, 0, kArgs_axt_uh_avx512, 10,
     &call_spgen_spmv_axt_uh_w8_h8_f64i32_avx512,
     "avx512/spgen_spmv_axt_uh_w8_h8_f64i32_avx512.cpp", 0x229645eba037006bULL},
    {"spgen_spmv_coo_f32i32_avx512", Op::spmv, "coo", Backend::avx512, ValueType::f32,
     IndexType::i32, nullptr, 0, 0, 0, kArgs_coo_avx512, 10, &call_spgen_spmv_coo_f32i32_avx512,
     "avx512/spgen_spmv_coo_f32i32_avx512.cpp", 0x87231d8c29f0f56cULL},
    {"spgen_spmv_coo_f32i64_avx512", Op::spmv, "coo", Backend::avx512, ValueType::f32,
     IndexType::i64, nullptr, 0, 0, 0, kArgs_coo_avx512, 10, &call_spgen_spmv_coo_f32i64_avx512,
     "avx512/spgen_spmv_coo_f32i64_avx512.cpp", 0x04b2d17439e3cac0ULL},
    {"spgen_spmv_coo_f64i32_avx512", Op::spmv, "coo", Backend::avx512, ValueType::f64,
     IndexType::i32, nullptr, 0, 0, 0, kArgs_coo_avx512, 10, &call_spgen_spmv_coo_f64i32_avx512,
     "avx512/spgen_spmv_coo_f64i32_avx512.cpp", 0x4ca319b905259c6eULL},
    {"spgen_spmv_coo_f64i64_avx512", Op::spmv, "coo", Backend::avx512, ValueType::f64,
     IndexType::i64, nullptr, 0, 0, 0, kArgs_coo_avx512, 10, &call_spgen_spmv_coo_f64i64_avx512,
     "avx512/spgen_spmv_coo_f64i64_avx512.cpp", 0x3aa19529a3c8c73bULL},
    {"spgen_spmv_coo_s16_w8_f32i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams154, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s16_w8_f32i32_cuda.cu", 0x7454e90c5a131be2ULL},
    {"spgen_spmv_coo_s16_w8_f64i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams155, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s16_w8_f64i32_cuda.cu", 0xe197387432c2b1d6ULL},
    {"spgen_spmv_coo_s4_w8_f32i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams156, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s4_w8_f32i32_cuda.cu", 0x2d9bc77be8610913ULL},
    {"spgen_spmv_coo_s4_w8_f64i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams157, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s4_w8_f64i32_cuda.cu", 0x50abccb2d9b1b81fULL},
    {"spgen_spmv_coo_s8_w8_f32i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams158, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s8_w8_f32i32_cuda.cu", 0x954c8fb9abd8da9cULL},
    {"spgen_spmv_coo_s8_w8_f32i64_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams159, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s8_w8_f32i64_cuda.cu", 0xcd118a977f959edaULL},
    {"spgen_spmv_coo_s8_w8_f64i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams160, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s8_w8_f64i32_cuda.cu", 0xa81ddd18dfe7e6f9ULL},
    {"spgen_spmv_coo_s8_w8_f64i64_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams161, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s8_w8_f64i64_cuda.cu", 0xf837abf9fc274b2fULL},
    {"spgen_spmv_csr_g0_f32i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams162, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g0_f32i32_avx512, "avx512/spgen_spmv_csr_g0_f32i32_avx512.cpp",
     0x4875c23fb7bfc666ULL},
    {"spgen_spmv_csr_g0_f32i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams163, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g0_f32i64_avx512, "avx512/spgen_spmv_csr_g0_f32i64_avx512.cpp",
     0xb0b1b45678a69279ULL},
    {"spgen_spmv_csr_g0_f64i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams164, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g0_f64i32_avx512, "avx512/spgen_spmv_csr_g0_f64i32_avx512.cpp",
     0x8fe62b2e4c7a2030ULL},
    {"spgen_spmv_csr_g0_f64i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams165, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g0_f64i64_avx512, "avx512/spgen_spmv_csr_g0_f64i64_avx512.cpp",
     0x296293afdc1f1552ULL},
    {"spgen_spmv_csr_g1_f32i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams166, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g1_f32i32_avx512, "avx512/spgen_spmv_csr_g1_f32i32_avx512.cpp",
     0xb37592f844c3a957ULL},
    {"spgen_spmv_csr_g1_f32i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams167, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g1_f32i64_avx512, "avx512/spgen_spmv_csr_g1_f32i64_avx512.cpp",
     0x3d0a18a08d198697ULL},
    {"spgen_spmv_csr_g1_f64i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams168, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g1_f64i32_avx512, "avx512/spgen_spmv_csr_g1_f64i32_avx512.cpp",
     0x3ef3e8c0c487cebdULL},
    {"spgen_spmv_csr_g1_f64i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams169, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g1_f64i64_avx512, "avx512/spgen_spmv_csr_g1_f64i64_avx512.cpp",
     0xa01a009f8f9f2456ULL},
    {"spgen_spmv_csr_t16_r16_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams170, 2, 256, 16, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t16_r16_f32i32_cuda.cu", 0x78a091841091286eULL},
    {"spgen_spmv_csr_t16_r16_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams171, 2, 256, 16, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t16_r16_f64i32_cuda.cu", 0x5100e9dec2f6c4ffULL},
    {"spgen_spmv_csr_t16_r8_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams172, 2, 128, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t16_r8_f32i32_cuda.cu", 0x90bc3ae3a4b766a7ULL},
    {"spgen_spmv_csr_t16_r8_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams173, 2, 128, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t16_r8_f64i32_cuda.cu", 0x81a5d6296f3000e7ULL},
    {"spgen_spmv_csr_t1_r128_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams174, 2, 128, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r128_f32i32_cuda.cu", 0x3ccd7527ec68a14eULL},
    {"spgen_spmv_csr_t1_r128_f32i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams175, 2, 128, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r128_f32i64_cuda.cu", 0x89251d5e973aa387ULL},
    {"spgen_spmv_csr_t1_r128_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams176, 2, 128, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r128_f64i32_cuda.cu", 0x92854f535523aae5ULL},
    {"spgen_spmv_csr_t1_r128_f64i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams177, 2, 128, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r128_f64i64_cuda.cu", 0xabf3fcb934336510ULL},
    {"spgen_spmv_csr_t1_r256_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams178, 2, 256, 256, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r256_f32i32_cuda.cu", 0xed4846489d072675ULL},
    {"spgen_spmv_csr_t1_r256_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams179, 2, 256, 256, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r256_f64i32_cuda.cu", 0xe4699771b7e7cc80ULL},
    {"spgen_spmv_csr_t2_r128_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams180, 2, 256, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t2_r128_f32i32_cuda.cu", 0x58691ea7ff922978ULL},
    {"spgen_spmv_csr_t2_r128_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams181, 2, 256, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t2_r128_f64i32_cuda.cu", 0xdb517e5c1e4a4de1ULL},
    {"spgen_spmv_csr_t2_r64_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams182, 2, 128, 64, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t2_r64_f32i32_cuda.cu", 0xd84254690397eaeaULL},
    {"spgen_spmv_csr_t2_r64_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams183, 2, 128, 64, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t2_r64_f64i32_cuda.cu", 0x5a65f1bd346a2901ULL},
    {"spgen_spmv_csr_t32_r4_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams184, 2, 128, 4, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r4_f32i32_cuda.cu", 0xba9b74ea858c1624ULL},
    {"spgen_spmv_csr_t32_r4_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams185, 2, 128, 4, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r4_f64i32_cuda.cu", 0x1d7b9a710c210fa2ULL},
    {"spgen_spmv_csr_t32_r8_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams186, 2, 256, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r8_f32i32_cuda.cu", 0xf59f7f39e7908bdeULL},
    {"spgen_spmv_csr_t32_r8_f32i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams187, 2, 256, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r8_f32i64_cuda.cu", 0xcc9164c93535dea3ULL},
    {"spgen_spmv_csr_t32_r8_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams188, 2, 256, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r8_f64i32_cuda.cu", 0x65fee8e9f105bb99ULL},
    {"spgen_spmv_csr_t32_r8_f64i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams189, 2, 256, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r8_f64i64_cuda.cu", 0x7c9fc970856993beULL},
    {"spgen_spmv_csr_t4_r32_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams190, 2, 128, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t4_r32_f32i32_cuda.cu", 0x170b6dffb5b48ce2ULL},
    {"spgen_spmv_csr_t4_r32_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams191, 2, 128, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t4_r32_f64i32_cuda.cu", 0x8cab25ffbcd04e6bULL},
    {"spgen_spmv_csr_t4_r64_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams192, 2, 256, 64, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t4_r64_f32i32_cuda.cu", 0x3b6f307cf71707feULL},
    {"spgen_spmv_csr_t4_r64_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams193, 2, 256, 64, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t4_r64_f64i32_cuda.cu", 0xcbcdaaea78930f3dULL},
    {"spgen_spmv_csr_t8_r16_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams194, 2, 128, 16, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r16_f32i32_cuda.cu", 0x8c1dfbed363a687eULL},
    {"spgen_spmv_csr_t8_r16_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams195, 2, 128, 16, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r16_f64i32_cuda.cu", 0xa56a8a60658c4670ULL},
    {"spgen_spmv_csr_t8_r32_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams196, 2, 256, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r32_f32i32_cuda.cu", 0x1bc766d6a6affcc8ULL},
    {"spgen_spmv_csr_t8_r32_f32i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams197, 2, 256, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r32_f32i64_cuda.cu", 0x4f3baa37c5c5e085ULL},
    {"spgen_spmv_csr_t8_r32_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams198, 2, 256, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r32_f64i32_cuda.cu", 0xd33f46a649789e66ULL},
    {"spgen_spmv_csr_t8_r32_f64i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams199, 2, 256, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r32_f64i64_cuda.cu", 0xa8f0c9db84125d0fULL},
    {"spgen_spmv_csrstream_b128_s2_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams200, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s2_f32i32_cuda.cu", 0x65d5eebf155d6727ULL},
    {"spgen_spmv_csrstream_b128_s2_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams201, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s2_f64i32_cuda.cu", 0xfc38017025768ce1ULL},
    {"spgen_spmv_csrstream_b128_s4_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams202, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s4_f32i32_cuda.cu", 0x02b65b008e57e995ULL},
    {"spgen_spmv_csrstream_b128_s4_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams203, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s4_f64i32_cuda.cu", 0xb81732ac17c2d0eaULL},
    {"spgen_spmv_csrstream_b128_s8_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams204, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s8_f32i32_cuda.cu", 0x63f389e805423626ULL},
    {"spgen_spmv_csrstream_b128_s8_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams205, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s8_f64i32_cuda.cu", 0x0f857f03b195e7d8ULL},
    {"spgen_spmv_csrstream_b256_s2_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams206, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s2_f32i32_cuda.cu", 0xd5fe24e79e21d0d9ULL},
    {"spgen_spmv_csrstream_b256_s2_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams207, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s2_f64i32_cuda.cu", 0x700744e662498210ULL},
    {"spgen_spmv_csrstream_b256_s4_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams208, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s4_f32i32_cuda.cu", 0xb102860fa7dde389ULL},
    {"spgen_spmv_csrstream_b256_s4_f32i64_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams209, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s4_f32i64_cuda.cu", 0x8ede6c7928f9f57eULL},
    {"spgen_spmv_csrstream_b256_s4_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams210, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s4_f64i32_cuda.cu", 0x0751660b4fad9d06ULL},
    {"spgen_spmv_csrstream_b256_s4_f64i64_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams211, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s4_f64i64_cuda.cu", 0x2e98c78b13f494bcULL},
    {"spgen_spmv_csrstream_b256_s8_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams212, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s8_f32i32_cuda.cu", 0xdc8794c574f3c53dULL},
    {"spgen_spmv_csrstream_b256_s8_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams213, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s8_f64i32_cuda.cu", 0x3afbb03788684852ULL},
    {"spgen_spmv_ell_g0_f32i32_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams214, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g0_f32i32_avx512, "avx512/spgen_spmv_ell_g0_f32i32_avx512.cpp",
     0x5fd27673ed82c880ULL},
    {"spgen_spmv_ell_g0_f64i32_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams215, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g0_f64i32_avx512, "avx512/spgen_spmv_ell_g0_f64i32_avx512.cpp",
     0x41f67487f58d094bULL},
    {"spgen_spmv_ell_g0_f64i64_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams216, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g0_f64i64_avx512, "avx512/spgen_spmv_ell_g0_f64i64_avx512.cpp",
     0x7501fb1f97e3e8aaULL},
    {"spgen_spmv_ell_g1_f32i32_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams217, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g1_f32i32_avx512, "avx512/spgen_spmv_ell_g1_f32i32_avx512.cpp",
     0x4a1d81b1c700c17eULL},
    {"spgen_spmv_ell_g1_f64i32_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams218, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g1_f64i32_avx512, "avx512/spgen_spmv_ell_g1_f64i32_avx512.cpp",
     0xa2df665b9213b308ULL},
    {"spgen_spmv_ell_r128_f32i32_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams219, 1, 128, 128, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r128_f32i32_cuda.cu", 0x705a28aa0228b997ULL},
    {"spgen_spmv_ell_r128_f64i32_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams220, 1, 128, 128, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r128_f64i32_cuda.cu", 0xce0e6a1fd03694e5ULL},
    {"spgen_spmv_ell_r256_f32i32_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams221, 1, 256, 256, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r256_f32i32_cuda.cu", 0x036acf1f54816b91ULL},
    {"spgen_spmv_ell_r256_f32i64_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams222, 1, 256, 256, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r256_f32i64_cuda.cu", 0xa89696f828efc640ULL},
    {"spgen_spmv_ell_r256_f64i32_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams223, 1, 256, 256, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r256_f64i32_cuda.cu", 0x30c54072639cb63dULL},
    {"spgen_spmv_ell_r256_f64i64_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams224, 1, 256, 256, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r256_f64i64_cuda.cu", 0xde20b3682100ce75ULL},
    {"spgen_spmv_ellr_g0_f32i32_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams225, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g0_f32i32_avx512, "avx512/spgen_spmv_ellr_g0_f32i32_avx512.cpp",
     0xae92755f5e3191e4ULL},
    {"spgen_spmv_ellr_g0_f32i64_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams226, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g0_f32i64_avx512, "avx512/spgen_spmv_ellr_g0_f32i64_avx512.cpp",
     0xff913622f643e3e8ULL},
    {"spgen_spmv_ellr_g0_f64i32_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams227, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g0_f64i32_avx512, "avx512/spgen_spmv_ellr_g0_f64i32_avx512.cpp",
     0x045ce35d5da1a51fULL},
    {"spgen_spmv_ellr_g0_f64i64_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams228, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g0_f64i64_avx512, "avx512/spgen_spmv_ellr_g0_f64i64_avx512.cpp",
     0xa9e67f31e477e081ULL},
    {"spgen_spmv_ellr_g1_f32i32_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams229, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g1_f32i32_avx512, "avx512/spgen_spmv_ellr_g1_f32i32_avx512.cpp",
     0xdf4b9cfcc18203a0ULL},
    {"spgen_spmv_ellr_g1_f64i32_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams230, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g1_f64i32_avx512, "avx512/spgen_spmv_ellr_g1_f64i32_avx512.cpp",
     0xfb7f9ef49108328fULL},
    {"spgen_spmv_ellr_t1_r256_f32i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams231, 2, 256, 256, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t1_r256_f32i32_cuda.cu", 0x081570136a740fcaULL},
    {"spgen_spmv_ellr_t1_r256_f32i64_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams232, 2, 256, 256, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t1_r256_f32i64_cuda.cu", 0x8551a15ca0af0d11ULL},
    {"spgen_spmv_ellr_t1_r256_f64i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams233, 2, 256, 256, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t1_r256_f64i32_cuda.cu", 0x815002ace6cbc96bULL},
    {"spgen_spmv_ellr_t1_r256_f64i64_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams234, 2, 256, 256, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t1_r256_f64i64_cuda.cu", 0x205c7033846bf477ULL},
    {"spgen_spmv_ellr_t2_r128_f32i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams235, 2, 256, 128, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t2_r128_f32i32_cuda.cu", 0xcea7b43f203a85d4ULL},
    {"spgen_spmv_ellr_t2_r128_f64i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams236, 2, 256, 128, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t2_r128_f64i32_cuda.cu", 0x548b5e3e9467deb5ULL},
    {"spgen_spmv_ellr_t4_r64_f32i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams237, 2, 256, 64, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t4_r64_f32i32_cuda.cu", 0x88deaf6ac3d05338ULL},
    {"spgen_spmv_ellr_t4_r64_f64i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams238, 2, 256, 64, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t4_r64_f64i32_cuda.cu", 0x6b6ade0aa59f4f96ULL},
    {"spgen_spmv_ellr_t8_r32_f32i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams239, 2, 256, 32, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t8_r32_f32i32_cuda.cu", 0x0b93123e34d28e72ULL},
    {"spgen_spmv_ellr_t8_r32_f64i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams240, 2, 256, 32, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t8_r32_f64i32_cuda.cu", 0x0484772cfdf4bfb0ULL},
    {"spgen_spmv_hyb_g0_f32i32_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams241, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g0_f32i32_avx512, "avx512/spgen_spmv_hyb_g0_f32i32_avx512.cpp",
     0x465e1fbdbe718e23ULL},
    {"spgen_spmv_hyb_g0_f32i64_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams242, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g0_f32i64_avx512, "avx512/spgen_spmv_hyb_g0_f32i64_avx512.cpp",
     0xa3cacd11e7eb5878ULL},
    {"spgen_spmv_hyb_g0_f64i32_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams243, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g0_f64i32_avx512, "avx512/spgen_spmv_hyb_g0_f64i32_avx512.cpp",
     0xe8d7b0af4007f2c3ULL},
    {"spgen_spmv_hyb_g0_f64i64_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams244, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g0_f64i64_avx512, "avx512/spgen_spmv_hyb_g0_f64i64_avx512.cpp",
     0x37cd3607e1e32e57ULL},
    {"spgen_spmv_hyb_g1_f32i32_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams245, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g1_f32i32_avx512, "avx512/spgen_spmv_hyb_g1_f32i32_avx512.cpp",
     0xfc1233c6be66ce06ULL},
    {"spgen_spmv_hyb_g1_f64i32_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams246, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g1_f64i32_avx512, "avx512/spgen_spmv_hyb_g1_f64i32_avx512.cpp",
     0x460143ad59e3779fULL},
    {"spgen_spmv_hyb_s16_f32i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams247, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s16_f32i32_cuda.cu", 0x31311ae7dc6f9b9aULL},
    {"spgen_spmv_hyb_s16_f64i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams248, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s16_f64i32_cuda.cu", 0x4a615eeb25fdf8a3ULL},
    {"spgen_spmv_hyb_s4_f32i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams249, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s4_f32i32_cuda.cu", 0x2516c90921ab7a5cULL},
    {"spgen_spmv_hyb_s4_f64i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams250, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s4_f64i32_cuda.cu", 0xd8880ea838c10fdcULL},
    {"spgen_spmv_hyb_s8_f32i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams251, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s8_f32i32_cuda.cu", 0xfcdb73e6b15c8a0dULL},
    {"spgen_spmv_hyb_s8_f32i64_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams252, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s8_f32i64_cuda.cu", 0x094ecbe3f5772fbcULL},
    {"spgen_spmv_hyb_s8_f64i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams253, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s8_f64i32_cuda.cu", 0x15b9e15efbd43c70ULL},
    {"spgen_spmv_hyb_s8_f64i64_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams254, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s8_f64i64_cuda.cu", 0xedff9928d8622c77ULL},
    {"spgen_spmv_pjds_b16_f32i32_avx512", Op::spmv, "pjds", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams255, 1, 0, 0, kArgs_pjds_avx512, 12,
     &call_spgen_spmv_pjds_b16_f32i32_avx512, "avx512/spgen_spmv_pjds_b16_f32i32_avx512.cpp",
     0xc09af06887a38b4bULL},
    {"spgen_spmv_pjds_b32_t1_r128_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams256, 3, 128, 128, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r128_f32i32_cuda.cu", 0x7d6265c3ad21917cULL},
    {"spgen_spmv_pjds_b32_t1_r128_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams257, 3, 128, 128, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r128_f64i32_cuda.cu", 0x8feeec3eb322ed2bULL},
    {"spgen_spmv_pjds_b32_t1_r256_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams258, 3, 256, 256, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r256_f32i32_cuda.cu", 0x18bf7bd9897be7f4ULL},
    {"spgen_spmv_pjds_b32_t1_r256_f32i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams259, 3, 256, 256, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r256_f32i64_cuda.cu", 0x22b10d9f5ec1982aULL},
    {"spgen_spmv_pjds_b32_t1_r256_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams260, 3, 256, 256, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r256_f64i32_cuda.cu", 0xa3a01ee2f349ccfaULL},
    {"spgen_spmv_pjds_b32_t1_r256_f64i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams261, 3, 256, 256, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r256_f64i64_cuda.cu", 0x7307b185aaa2a8d2ULL},
    {"spgen_spmv_pjds_b32_t32_r4_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams262, 3, 128, 4, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r4_f32i32_cuda.cu", 0xc147de1b3d68e746ULL},
    {"spgen_spmv_pjds_b32_t32_r4_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams263, 3, 128, 4, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r4_f64i32_cuda.cu", 0x5e0ea2b744bd22a4ULL},
    {"spgen_spmv_pjds_b32_t32_r8_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams264, 3, 256, 8, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r8_f32i32_cuda.cu", 0x4832461ee50dd48fULL},
    {"spgen_spmv_pjds_b32_t32_r8_f32i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams265, 3, 256, 8, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r8_f32i64_cuda.cu", 0xba47c371f20b2ed9ULL},
    {"spgen_spmv_pjds_b32_t32_r8_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams266, 3, 256, 8, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r8_f64i32_cuda.cu", 0xe1d666c14134ec0bULL},
    {"spgen_spmv_pjds_b32_t32_r8_f64i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams267, 3, 256, 8, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r8_f64i64_cuda.cu", 0xc3cb00c09df33534ULL},
    {"spgen_spmv_pjds_b32_t4_r32_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams268, 3, 128, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t4_r32_f32i32_cuda.cu", 0x88e006ef1c64a170ULL},
    {"spgen_spmv_pjds_b32_t4_r32_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams269, 3, 128, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t4_r32_f64i32_cuda.cu", 0x7656151edc0b215aULL},
    {"spgen_spmv_pjds_b32_t4_r64_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams270, 3, 256, 64, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t4_r64_f32i32_cuda.cu", 0xab92253c110be983ULL},
    {"spgen_spmv_pjds_b32_t4_r64_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams271, 3, 256, 64, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t4_r64_f64i32_cuda.cu", 0xbeb0006f78667b6aULL},
    {"spgen_spmv_pjds_b32_t8_r16_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams272, 3, 128, 16, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r16_f32i32_cuda.cu", 0x86452e0e4a70cf23ULL},
    {"spgen_spmv_pjds_b32_t8_r16_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams273, 3, 128, 16, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r16_f64i32_cuda.cu", 0x0c20a534212ad6f8ULL},
    {"spgen_spmv_pjds_b32_t8_r32_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams274, 3, 256, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r32_f32i32_cuda.cu", 0x4227cb5e58e25605ULL},
    {"spgen_spmv_pjds_b32_t8_r32_f32i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams275, 3, 256, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r32_f32i64_cuda.cu", 0x14508391e34f71fdULL},
    {"spgen_spmv_pjds_b32_t8_r32_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams276, 3, 256, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r32_f64i32_cuda.cu", 0xf3381a2458557b60ULL},
    {"spgen_spmv_pjds_b32_t8_r32_f64i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams277, 3, 256, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r32_f64i64_cuda.cu", 0x3fcbfc14c0877e40ULL},
    {"spgen_spmv_pjds_b8_f64i32_avx512", Op::spmv, "pjds", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams278, 1, 0, 0, kArgs_pjds_avx512, 12,
     &call_spgen_spmv_pjds_b8_f64i32_avx512, "avx512/spgen_spmv_pjds_b8_f64i32_avx512.cpp",
     0xf857eadd38571098ULL},
    {"spgen_spmv_pjds_b8_f64i64_avx512", Op::spmv, "pjds", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams279, 1, 0, 0, kArgs_pjds_avx512, 12,
     &call_spgen_spmv_pjds_b8_f64i64_avx512, "avx512/spgen_spmv_pjds_b8_f64i64_avx512.cpp",
     0x92fd332b6f51824bULL},
    {"spgen_spmv_rowseg_t16_s2_r16_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams280, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s2_r16_f32i32_cuda.cu", 0x8ad8475f50a40d95ULL},
    {"spgen_spmv_rowseg_t16_s2_r16_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams281, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s2_r16_f64i32_cuda.cu", 0xd0b7e53e6566ebddULL},
    {"spgen_spmv_rowseg_t16_s4_r16_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams282, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s4_r16_f32i32_cuda.cu", 0xac2114264d7e75c5ULL},
    {"spgen_spmv_rowseg_t16_s4_r16_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams283, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s4_r16_f64i32_cuda.cu", 0xd038606faae386ecULL},
    {"spgen_spmv_rowseg_t16_s8_r16_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams284, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s8_r16_f32i32_cuda.cu", 0xa240edffa12afa7aULL},
    {"spgen_spmv_rowseg_t16_s8_r16_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams285, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s8_r16_f64i32_cuda.cu", 0x8532872da2cc36ebULL},
    {"spgen_spmv_rowseg_t2_s2_r128_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams286, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s2_r128_f32i32_cuda.cu", 0x3783211ab80e0493ULL},
    {"spgen_spmv_rowseg_t2_s2_r128_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams287, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s2_r128_f64i32_cuda.cu", 0xb5255fc54868400cULL},
    {"spgen_spmv_rowseg_t2_s4_r128_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams288, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s4_r128_f32i32_cuda.cu", 0x87433c4b34b17260ULL},
    {"spgen_spmv_rowseg_t2_s4_r128_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams289, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s4_r128_f64i32_cuda.cu", 0x22e183ecb7b98d55ULL},
    {"spgen_spmv_rowseg_t2_s8_r128_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams290, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s8_r128_f32i32_cuda.cu", 0xafcaf4a2d6c66c9bULL},
    {"spgen_spmv_rowseg_t2_s8_r128_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams291, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s8_r128_f64i32_cuda.cu", 0xef4fb25495f83be4ULL},
    {"spgen_spmv_rowseg_t32_s2_r8_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams292, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s2_r8_f32i32_cuda.cu", 0xb4d3cc5182bdb5b0ULL},
    {"spgen_spmv_rowseg_t32_s2_r8_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams293, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s2_r8_f64i32_cuda.cu", 0xa02950c5eddd7b18ULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams294, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f32i32_cuda.cu", 0xb71da9c531494518ULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f32i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams295, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f32i64_cuda.cu", 0x6250ff4cac0e2552ULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams296, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f64i32_cuda.cu", 0xca22c73c9cb9e239ULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f64i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams297, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f64i64_cuda.cu", 0x6bf13dc06b402e54ULL},
    {"spgen_spmv_rowseg_t32_s8_r8_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams298, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s8_r8_f32i32_cuda.cu", 0x3bfc5296f3a99ed6ULL},
    {"spgen_spmv_rowseg_t32_s8_r8_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams299, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s8_r8_f64i32_cuda.cu", 0x41b62f21eb311b6dULL},
    {"spgen_spmv_rowseg_t4_s2_r64_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams300, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s2_r64_f32i32_cuda.cu", 0x7da6ad62cde64e5bULL},
    {"spgen_spmv_rowseg_t4_s2_r64_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams301, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s2_r64_f64i32_cuda.cu", 0xc9509dcbb985e0c4ULL},
    {"spgen_spmv_rowseg_t4_s4_r64_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams302, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s4_r64_f32i32_cuda.cu", 0xa09079787958e8acULL},
    {"spgen_spmv_rowseg_t4_s4_r64_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams303, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s4_r64_f64i32_cuda.cu", 0xa9ea3cbd519a566bULL},
    {"spgen_spmv_rowseg_t4_s8_r64_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams304, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s8_r64_f32i32_cuda.cu", 0x0e812d675b86cd5cULL},
    {"spgen_spmv_rowseg_t4_s8_r64_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams305, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s8_r64_f64i32_cuda.cu", 0xd38d2369c471a4efULL},
    {"spgen_spmv_rowseg_t8_s2_r32_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams306, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s2_r32_f32i32_cuda.cu", 0x5b0dae12581a5cd9ULL},
    {"spgen_spmv_rowseg_t8_s2_r32_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams307, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s2_r32_f64i32_cuda.cu", 0x012f34a81b09cc37ULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams308, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f32i32_cuda.cu", 0x990672cad714a443ULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f32i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams309, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f32i64_cuda.cu", 0x4cd8ebf79cdc4917ULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams310, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f64i32_cuda.cu", 0xc28a92c93897f874ULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f64i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams311, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f64i64_cuda.cu", 0xd073a16d0cd0b366ULL},
    {"spgen_spmv_rowseg_t8_s8_r32_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams312, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s8_r32_f32i32_cuda.cu", 0x6a841d9dd682d401ULL},
    {"spgen_spmv_rowseg_t8_s8_r32_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams313, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s8_r32_f64i32_cuda.cu", 0xaec79602fd801629ULL},
    {"spgen_spmv_sellp_b16_g0_f32i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams314, 2, 0, 0, kArgs_sellp_avx512, 11,
     &call_spgen_spmv_sellp_b16_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_b16_g0_f32i32_avx512.cpp", 0x8b82c5af2fc0afa2ULL},
    {"spgen_spmv_sellp_b16_g1_f32i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams315, 2, 0, 0, kArgs_sellp_avx512, 11,
     &call_spgen_spmv_sellp_b16_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_b16_g1_f32i32_avx512.cpp", 0x8f0f0398006e648eULL},
    {"spgen_spmv_sellp_b16_t2_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams316, 3, 32, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u1_f32i32_cuda.cu", 0x013e2ce2a9de9040ULL},
    {"spgen_spmv_sellp_b16_t2_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams317, 3, 32, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u1_f64i32_cuda.cu", 0x109b4b3e1c3f4e19ULL},
    {"spgen_spmv_sellp_b16_t2_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams318, 3, 32, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u2_f32i32_cuda.cu", 0xa3c6180023b26bbaULL},
    {"spgen_spmv_sellp_b16_t2_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams319, 3, 32, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u2_f64i32_cuda.cu", 0xbfef70cb8cc74f09ULL},
    {"spgen_spmv_sellp_b16_t4_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams320, 3, 64, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u1_f32i32_cuda.cu", 0xeccd1885b6409defULL},
    {"spgen_spmv_sellp_b16_t4_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams321, 3, 64, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u1_f64i32_cuda.cu", 0x1c7a1f98e5454707ULL},
    {"spgen_spmv_sellp_b16_t4_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams322, 3, 64, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u2_f32i32_cuda.cu", 0x0cdf1bda3b0185e8ULL},
    {"spgen_spmv_sellp_b16_t4_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams323, 3, 64, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u2_f64i32_cuda.cu", 0xfb9f9d76bae2aacdULL},
    {"spgen_spmv_sellp_b16_t8_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams324, 3, 128, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u1_f32i32_cuda.cu", 0x7c782910886be5afULL},
    {"spgen_spmv_sellp_b16_t8_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams325, 3, 128, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u1_f64i32_cuda.cu", 0xf082eaedb9c3bab0ULL},
    {"spgen_spmv_sellp_b16_t8_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams326, 3, 128, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u2_f32i32_cuda.cu", 0x23935fa048d317a1ULL},
    {"spgen_spmv_sellp_b16_t8_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams327, 3, 128, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u2_f64i32_cuda.cu", 0x0afdfeed51c990ceULL},
    {"spgen_spmv_sellp_b32_t1_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams328, 3, 32, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u1_f32i32_cuda.cu", 0x01655ccd193b7b74ULL},
    {"spgen_spmv_sellp_b32_t1_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams329, 3, 32, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u1_f64i32_cuda.cu", 0xd670b5519707be7bULL},
    {"spgen_spmv_sellp_b32_t1_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams330, 3, 32, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u2_f32i32_cuda.cu", 0x66518d88f7b00db3ULL},
    {"spgen_spmv_sellp_b32_t1_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams331, 3, 32, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u2_f64i32_cuda.cu", 0xea83071bb7efba1aULL},
    {"spgen_spmv_sellp_b32_t2_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams332, 3, 64, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u1_f32i32_cuda.cu", 0x981c9fb1d7f5f578ULL},
    {"spgen_spmv_sellp_b32_t2_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams333, 3, 64, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u1_f64i32_cuda.cu", 0xfd1601fc542d4d0fULL},
    {"spgen_spmv_sellp_b32_t2_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams334, 3, 64, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u2_f32i32_cuda.cu", 0xd48d6d5dd161f888ULL},
    {"spgen_spmv_sellp_b32_t2_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams335, 3, 64, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u2_f64i32_cuda.cu", 0x020ee66001831f9aULL},
    {"spgen_spmv_sellp_b32_t4_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams336, 3, 128, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u1_f32i32_cuda.cu", 0x42dc2e0cf9a887cdULL},
    {"spgen_spmv_sellp_b32_t4_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams337, 3, 128, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u1_f64i32_cuda.cu", 0xf27cfb19597d72ddULL},
    {"spgen_spmv_sellp_b32_t4_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams338, 3, 128, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u2_f32i32_cuda.cu", 0x2d91332577205c3fULL},
    {"spgen_spmv_sellp_b32_t4_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams339, 3, 128, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u2_f64i32_cuda.cu", 0xaa8fe13f0130e9f7ULL},
    {"spgen_spmv_sellp_b32_t8_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams340, 3, 256, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u1_f32i32_cuda.cu", 0x140247fdd9b35751ULL},
    {"spgen_spmv_sellp_b32_t8_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams341, 3, 256, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u1_f64i32_cuda.cu", 0x4f7a72a27636235fULL},
    {"spgen_spmv_sellp_b32_t8_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams342, 3, 256, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u2_f32i32_cuda.cu", 0x610c0d4dbfd6ce47ULL},
    {"spgen_spmv_sellp_b32_t8_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams343, 3, 256, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u2_f64i32_cuda.cu", 0x0f3bf879837047dcULL},
    {"spgen_spmv_sellp_b8_g0_f64i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams344, 2, 0, 0, kArgs_sellp_avx512, 11,
     &call_spgen_spmv_sellp_b8_g0_f64i32_avx512, "avx512/spgen_spmv_sellp_b8_g0_f64i32_avx512.cpp",
     0xa63899a3a3e7ff8eULL},
    {"spgen_spmv_sellp_b8_g1_f64i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams345, 2, 0, 0, kArgs_sellp_avx512, 11,
     &call_spgen_spmv_sellp_b8_g1_f64i32_avx512, "avx512/spgen_spmv_sellp_b8_g1_f64i32_avx512.cpp",
     0x0f60095cb2a15ce1ULL},
    {"spgen_spmv_sellp_b8_t4_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams346, 3, 32, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t4_u1_f32i32_cuda.cu", 0x35969357b01670c9ULL},
    {"spgen_spmv_sellp_b8_t4_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams347, 3, 32, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t4_u1_f64i32_cuda.cu", 0x6d393473afe3b60eULL},
    {"spgen_spmv_sellp_b8_t4_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams348, 3, 32, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t4_u2_f32i32_cuda.cu", 0xec1f8628fd0ccf4eULL},
    {"spgen_spmv_sellp_b8_t4_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams349, 3, 32, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t4_u2_f64i32_cuda.cu", 0x25c19eb1ca89e39dULL},
    {"spgen_spmv_sellp_b8_t8_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams350, 3, 64, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t8_u1_f32i32_cuda.cu", 0x3fc4069969766e82ULL},
    {"spgen_spmv_sellp_b8_t8_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams351, 3, 64, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t8_u1_f64i32_cuda.cu", 0xb902ff4912c4f8e2ULL},
    {"spgen_spmv_sellp_b8_t8_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams352, 3, 64, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t8_u2_f32i32_cuda.cu", 0xddf9531ed35cc644ULL},
    {"spgen_spmv_sellp_b8_t8_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams353, 3, 64, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t8_u2_f64i32_cuda.cu", 0x7ec00c3c0401ee94ULL},
    {"spgen_spmv_sellp_c16_b16_v0_p0_g0_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams354, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b16_v0_p0_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v0_p0_g0_f32i32_avx512.cpp", 0x31155b925e6455c4ULL},
    {"spgen_spmv_sellp_c16_b16_v0_p0_g1_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams355, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b16_v0_p0_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v0_p0_g1_f32i32_avx512.cpp", 0xbc6c9187b6bf85deULL},
    {"spgen_spmv_sellp_c16_b16_v0_p1_g0_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams356, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b16_v0_p1_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v0_p1_g0_f32i32_avx512.cpp", 0x3b94eb1b27c67ed8ULL},
    {"spgen_spmv_sellp_c16_b16_v0_p1_g1_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams357, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b16_v0_p1_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v0_p1_g1_f32i32_avx512.cpp", 0x7183eb175fe0e35aULL},
    {"spgen_spmv_sellp_c16_b16_v16_p0_g0_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams358, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b16_v16_p0_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v16_p0_g0_f32i32_avx512.cpp", 0x6f3371a43d3cca3fULL},
    {"spgen_spmv_sellp_c16_b16_v16_p0_g1_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams359, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b16_v16_p0_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v16_p0_g1_f32i32_avx512.cpp", 0x1162a864bed1e301ULL},
    {"spgen_spmv_sellp_c16_b16_v8_p0_g0_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams360, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b16_v8_p0_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v8_p0_g0_f32i32_avx512.cpp", 0xabeda44ae3e7ed61ULL},
    {"spgen_spmv_sellp_c16_b16_v8_p0_g1_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams361, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b16_v8_p0_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v8_p0_g1_f32i32_avx512.cpp", 0xdf22926df9ebf614ULL},
    {"spgen_spmv_sellp_c16_b32_t1_u1_r1_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams362, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t1_u1_r1_s1_v0_p0_f32i32_cuda.cu", 0x0319864b64a3e0a2ULL},
    {"spgen_spmv_sellp_c16_b32_t1_u1_r1_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams363, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t1_u1_r1_s1_v0_p0_f64i32_cuda.cu", 0xa6916998d6da8021ULL},
    {"spgen_spmv_sellp_c16_b32_t1_u2_r1_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams364, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t1_u2_r1_s1_v0_p0_f32i32_cuda.cu", 0xee402c1cf8918a4dULL},
    {"spgen_spmv_sellp_c16_b32_t1_u2_r1_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams365, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t1_u2_r1_s1_v0_p0_f64i32_cuda.cu", 0x1e1bb929a4a02db2ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u1_r1_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams366, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u1_r1_s1_v0_p0_f32i32_cuda.cu", 0xd4196ed5714b7034ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u1_r1_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams367, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u1_r1_s1_v0_p0_f64i32_cuda.cu", 0x63ddf70ef2092eb8ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u1_r2_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams368, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u1_r2_s1_v0_p0_f32i32_cuda.cu", 0xd1ca9e26e3690b2dULL},
    {"spgen_spmv_sellp_c16_b32_t2_u1_r2_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams369, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u1_r2_s1_v0_p0_f64i32_cuda.cu", 0x832e0a159e95c037ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r1_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams370, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r1_s1_v0_p0_f32i32_cuda.cu", 0x6cba3463eaa8dbf2ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r1_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams371, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r1_s1_v0_p0_f64i32_cuda.cu", 0xf07dec546ede915dULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams372, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p0_f32i32_cuda.cu", 0x4f68b3834c3da17eULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams373, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p0_f64i32_cuda.cu", 0x0672b46800f6ff79ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams374, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p1_f32i32_cuda.cu", 0xb780ecc750969928ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams375, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p1_f64i32_cuda.cu", 0x43926543b6c37f7eULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v16_p0_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams376, 7, 32, 32, kArgs_sellp_c16_cuda, 17,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v16_p0_f32i32_cuda.cu",
     0x2f1a64cb1c16fdcfULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v16_p0_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams377, 7, 32, 32, kArgs_sellp_c16_cuda, 17,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v16_p0_f64i32_cuda.cu",
     0x6ad58e00c84ddc55ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v8_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams378, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v8_p0_f32i32_cuda.cu", 0x1be44877c02aa76eULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v8_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams379, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v8_p0_f64i32_cuda.cu", 0x4e4ae2addaf0e14cULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams380, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p0_f32i32_cuda.cu", 0x04b52a25f93b88c0ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams381, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p0_f64i32_cuda.cu", 0xc8cffbbc6ec3351dULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams382, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p1_f32i32_cuda.cu", 0x75e38569148a4039ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams383, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p1_f64i32_cuda.cu", 0xeb3444963b071104ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v16_p0_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams384, 7, 32, 32, kArgs_sellp_c16_cuda, 17,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v16_p0_f32i32_cuda.cu",
     0x2637e2b27a70abe4ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v16_p0_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams385, 7, 32, 32, kArgs_sellp_c16_cuda, 17,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v16_p0_f64i32_cuda.cu",
     0xd96aa5d66c50e797ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v8_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams386, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v8_p0_f32i32_cuda.cu", 0x9b0da98a3b8cb567ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v8_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams387, 7, 32, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v8_p0_f64i32_cuda.cu", 0x9a9bdef6cce4a852ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u1_r1_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams388, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u1_r1_s1_v0_p0_f32i32_cuda.cu", 0x5e866bdb3c5476f9ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u1_r1_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams389, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u1_r1_s1_v0_p0_f64i32_cuda.cu", 0x06f66758dcef3fd7ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u1_r2_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams390, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u1_r2_s1_v0_p0_f32i32_cuda.cu", 0x8c23902cee59d640ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u1_r2_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams391, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u1_r2_s1_v0_p0_f64i32_cuda.cu", 0x9e105d7a232af0a6ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r1_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams392, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r1_s1_v0_p0_f32i32_cuda.cu", 0xcf3a24d95d6f8179ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r1_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams393, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r1_s1_v0_p0_f64i32_cuda.cu", 0xd121708428992263ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams394, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p0_f32i32_cuda.cu", 0x1de6cefcb35d6497ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams395, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p0_f64i32_cuda.cu", 0x8c0e6fe39c0d5c27ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams396, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p1_f32i32_cuda.cu", 0x4ced769bb2aa58e5ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams397, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p1_f64i32_cuda.cu", 0x6b09f1770672ce4dULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v16_p0_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams398, 7, 64, 32, kArgs_sellp_c16_cuda, 17,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v16_p0_f32i32_cuda.cu",
     0xfccea8c72bcedf2fULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v16_p0_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams399, 7, 64, 32, kArgs_sellp_c16_cuda, 17,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v16_p0_f64i32_cuda.cu",
     0xbc22741678e313ddULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v8_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams400, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v8_p0_f32i32_cuda.cu", 0x3da8085a435a3d43ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v8_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams401, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v8_p0_f64i32_cuda.cu", 0xfb7c7dbe77eaff5aULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams402, 7, 128, 64, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p0_f32i32_cuda.cu", 0x5a01689057b32cd5ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams403, 7, 128, 64, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p0_f64i32_cuda.cu", 0x54268cdb1d11f617ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams404, 7, 128, 64, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p1_f32i32_cuda.cu", 0x7df9eb539675de5aULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams405, 7, 128, 64, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p1_f64i32_cuda.cu", 0x09f8fba8c1184d8fULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v8_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams406, 7, 128, 64, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v8_p0_f32i32_cuda.cu", 0x8b1ac43de85d222eULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v8_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams407, 7, 128, 64, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v8_p0_f64i32_cuda.cu", 0x218da2361fddb351ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams408, 7, 256, 128, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p0_f32i32_cuda.cu", 0x5beacfbd069f9078ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams409, 7, 256, 128, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p0_f64i32_cuda.cu", 0x4c8ca5a9e52d7c80ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams410, 7, 256, 128, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p1_f32i32_cuda.cu", 0x48c7320d80ecaa82ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams411, 7, 256, 128, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p1_f64i32_cuda.cu", 0x44c418d69f1455b2ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v8_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams412, 7, 256, 128, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v8_p0_f32i32_cuda.cu", 0x8cfbd21c9a92c029ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v8_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams413, 7, 256, 128, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v8_p0_f64i32_cuda.cu", 0x4de19757be937cc1ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams414, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p0_f32i32_cuda.cu", 0xb9475d2c66effaddULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams415, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p0_f64i32_cuda.cu", 0xda1bb50f4f6fe391ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams416, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p1_f32i32_cuda.cu", 0xf850ffc3a405e5f8ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams417, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p1_f64i32_cuda.cu", 0x55956925ffa0919dULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v16_p0_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams418, 7, 64, 32, kArgs_sellp_c16_cuda, 17,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v16_p0_f32i32_cuda.cu",
     0x3d6d5ee8862840f7ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v16_p0_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams419, 7, 64, 32, kArgs_sellp_c16_cuda, 17,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v16_p0_f64i32_cuda.cu",
     0x6ae5eeb5470d82f0ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v8_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams420, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v8_p0_f32i32_cuda.cu", 0xbf138af52bd53142ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v8_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams421, 7, 64, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v8_p0_f64i32_cuda.cu", 0x7598245dca388b86ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams422, 7, 128, 64, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p0_f32i32_cuda.cu", 0x60cb88fd39e17c2cULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams423, 7, 128, 64, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p0_f64i32_cuda.cu", 0xf859edd1bada0898ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams424, 7, 128, 64, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p1_f32i32_cuda.cu", 0x7a251ab7fb7e8741ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams425, 7, 128, 64, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p1_f64i32_cuda.cu", 0xd8560aa217b1a92eULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v8_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams426, 7, 128, 64, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v8_p0_f32i32_cuda.cu", 0xba6007b3b6c37541ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v8_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams427, 7, 128, 64, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v8_p0_f64i32_cuda.cu", 0xbfe74b462da97f54ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams428, 7, 256, 128, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p0_f32i32_cuda.cu", 0x2bc2f1ad906f83cbULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams429, 7, 256, 128, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p0_f64i32_cuda.cu", 0x5f1ee4e958b887bbULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams430, 7, 256, 128, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p1_f32i32_cuda.cu", 0x0bcdbf8af921a070ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams431, 7, 256, 128, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p1_f64i32_cuda.cu", 0x5b860e939572605fULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v8_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams432, 7, 256, 128, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v8_p0_f32i32_cuda.cu", 0x04d349349d6eb1deULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v8_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams433, 7, 256, 128, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v8_p0_f64i32_cuda.cu", 0xa65f3c223d5b04d1ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u1_r1_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams434, 7, 256, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u1_r1_s1_v0_p0_f32i32_cuda.cu", 0x8d958ae97af459edULL},
    {"spgen_spmv_sellp_c16_b32_t8_u1_r1_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams435, 7, 256, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u1_r1_s1_v0_p0_f64i32_cuda.cu", 0x832624ea7939f1efULL},
    {"spgen_spmv_sellp_c16_b32_t8_u1_r2_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams436, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u1_r2_s1_v0_p0_f32i32_cuda.cu", 0x29fdc7f681ddb876ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u1_r2_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams437, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u1_r2_s1_v0_p0_f64i32_cuda.cu", 0xcae0781ce96b1351ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r1_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams438, 7, 256, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r1_s1_v0_p0_f32i32_cuda.cu", 0x8b68a70a27187edfULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r1_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams439, 7, 256, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r1_s1_v0_p0_f64i32_cuda.cu", 0xd0707f8168848791ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams440, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p0_f32i32_cuda.cu", 0x4eb86c15700d7ca2ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams441, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p0_f64i32_cuda.cu", 0x7d1bf74a2b7cb053ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams442, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p1_f32i32_cuda.cu", 0xf02d499717af232aULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams443, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p1_f64i32_cuda.cu", 0xa78ab343990546b2ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v16_p0_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams444, 7, 128, 32, kArgs_sellp_c16_cuda,
     17, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v16_p0_f32i32_cuda.cu",
     0x8447341d79044678ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v16_p0_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams445, 7, 128, 32, kArgs_sellp_c16_cuda,
     17, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v16_p0_f64i32_cuda.cu",
     0x2a1ccd0cec187035ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v8_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams446, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v8_p0_f32i32_cuda.cu", 0x0e44138426d6f07eULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v8_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams447, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v8_p0_f64i32_cuda.cu", 0x18c12afe1447554cULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams448, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p0_f32i32_cuda.cu", 0x32656fd7fe95bda9ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams449, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p0_f64i32_cuda.cu", 0x3d7f0a2d559c5d40ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p1_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams450, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p1_f32i32_cuda.cu", 0xd9ea486c9b949bf7ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p1_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams451, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p1_f64i32_cuda.cu", 0x5a50b9b64c49a809ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v16_p0_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams452, 7, 128, 32, kArgs_sellp_c16_cuda,
     17, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v16_p0_f32i32_cuda.cu",
     0xd2b04ac8c262d0f8ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v16_p0_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams453, 7, 128, 32, kArgs_sellp_c16_cuda,
     17, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v16_p0_f64i32_cuda.cu",
     0x95d515d07bf443ccULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v8_p0_f32i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams454, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v8_p0_f32i32_cuda.cu", 0x4f598c40acb493fdULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v8_p0_f64i32_cuda", Op::spmv, "sellp_c16", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams455, 7, 128, 32, kArgs_sellp_c16_cuda, 17, nullptr,
     "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v8_p0_f64i32_cuda.cu", 0x1faba69b9a5a0ae6ULL},
    {"spgen_spmv_sellp_c16_b8_v0_p0_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams456, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b8_v0_p0_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v0_p0_g0_f64i32_avx512.cpp", 0xdf6e2a1b47b7eed3ULL},
    {"spgen_spmv_sellp_c16_b8_v0_p0_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams457, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b8_v0_p0_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v0_p0_g1_f64i32_avx512.cpp", 0x6d0fdcb97b66be35ULL},
    {"spgen_spmv_sellp_c16_b8_v0_p1_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams458, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b8_v0_p1_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v0_p1_g0_f64i32_avx512.cpp", 0x102599d726db6786ULL},
    {"spgen_spmv_sellp_c16_b8_v0_p1_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams459, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b8_v0_p1_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v0_p1_g1_f64i32_avx512.cpp", 0xa8312a05c05333dbULL},
    {"spgen_spmv_sellp_c16_b8_v16_p0_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams460, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b8_v16_p0_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v16_p0_g0_f64i32_avx512.cpp", 0xd69098a92fc00ea8ULL},
    {"spgen_spmv_sellp_c16_b8_v16_p0_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams461, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b8_v16_p0_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v16_p0_g1_f64i32_avx512.cpp", 0x9e0c07c43fb45357ULL},
    {"spgen_spmv_sellp_c16_b8_v8_p0_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams462, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b8_v8_p0_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v8_p0_g0_f64i32_avx512.cpp", 0x6c7ec5f91f2831a2ULL},
    {"spgen_spmv_sellp_c16_b8_v8_p0_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams463, 4, 0, 0, kArgs_sellp_c16_avx512, 18,
     &call_spgen_spmv_sellp_c16_b8_v8_p0_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v8_p0_g1_f64i32_avx512.cpp", 0x5a8d768de8565a01ULL},
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
SPGEN_DECLARE_FORMAT(rsspmm)
SPGEN_DECLARE_FORMAT(sellp)
SPGEN_DECLARE_FORMAT(sellp_c16)
SPGEN_FORMAT_TABLE(&format_axc<V, I>(), &format_axt_ch<V, I>(), &format_axt_ch1<V, I>(),
                   &format_axt_uh<V, I>(), &format_axt_uh1<V, I>(), &format_colpanel<V, I>(),
                   &format_coo<V, I>(), &format_csr<V, I>(), &format_csrstream<V, I>(),
                   &format_ell<V, I>(), &format_ellr<V, I>(), &format_hyb<V, I>(),
                   &format_pjds<V, I>(), &format_rowseg<V, I>(), &format_rsspmm<V, I>(),
                   &format_sellp<V, I>(), &format_sellp_c16<V, I>())
}  // namespace spgen::formats
