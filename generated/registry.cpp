// generated — do not edit. Written by spgen-gen from the files below; change those and run the
// spgen_regenerate target instead.
// the kernel registry (516 instances)
//   specs/aot.yaml  xxh3:7bbe7362332307bd
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
//   specs/formats/sellp_c16.yaml  xxh3:83644183663b5468
//   specs/kernels.yaml  xxh3:9cf5c9f0f5032a1c
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
    {"col8", ArgRole::array, ArgElement::u8, true, false},
    {"col8_hi", ArgRole::array, ArgElement::u8, true, false},
    {"col_base", ArgRole::array, ArgElement::index, true, false},
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
    {"col8", ArgRole::array, ArgElement::u8, true, false},
    {"col8_hi", ArgRole::array, ArgElement::u8, true, false},
    {"col_base", ArgRole::array, ArgElement::index, true, false},
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
void call_spgen_spmv_sellp_c16_b16_v0_p0_cb16_g0_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b16_v0_p0_cb16_g0_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]),
      *static_cast<const unsigned char* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const std::int32_t* const*>(a[10]), *static_cast<const float* const*>(a[11]),
      *static_cast<const unsigned char* const*>(a[12]),
      *static_cast<const unsigned short* const*>(a[13]), *static_cast<const float* const*>(a[14]),
      *static_cast<const std::int32_t* const*>(a[15]),
      *static_cast<const std::int32_t* const*>(a[16]), *static_cast<const float* const*>(a[17]),
      *static_cast<float* const*>(a[18]), *static_cast<const float*>(a[19]),
      *static_cast<const float*>(a[20]));
}
void call_spgen_spmv_sellp_c16_b16_v0_p0_cb16_g1_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b16_v0_p0_cb16_g1_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]),
      *static_cast<const unsigned char* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const std::int32_t* const*>(a[10]), *static_cast<const float* const*>(a[11]),
      *static_cast<const unsigned char* const*>(a[12]),
      *static_cast<const unsigned short* const*>(a[13]), *static_cast<const float* const*>(a[14]),
      *static_cast<const std::int32_t* const*>(a[15]),
      *static_cast<const std::int32_t* const*>(a[16]), *static_cast<const float* const*>(a[17]),
      *static_cast<float* const*>(a[18]), *static_cast<const float*>(a[19]),
      *static_cast<const float*>(a[20]));
}
void call_spgen_spmv_sellp_c16_b16_v0_p0_cb8_g0_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b16_v0_p0_cb8_g0_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]),
      *static_cast<const unsigned char* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const std::int32_t* const*>(a[10]), *static_cast<const float* const*>(a[11]),
      *static_cast<const unsigned char* const*>(a[12]),
      *static_cast<const unsigned short* const*>(a[13]), *static_cast<const float* const*>(a[14]),
      *static_cast<const std::int32_t* const*>(a[15]),
      *static_cast<const std::int32_t* const*>(a[16]), *static_cast<const float* const*>(a[17]),
      *static_cast<float* const*>(a[18]), *static_cast<const float*>(a[19]),
      *static_cast<const float*>(a[20]));
}
void call_spgen_spmv_sellp_c16_b16_v0_p0_cb8_g1_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b16_v0_p0_cb8_g1_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]),
      *static_cast<const unsigned char* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const std::int32_t* const*>(a[10]), *static_cast<const float* const*>(a[11]),
      *static_cast<const unsigned char* const*>(a[12]),
      *static_cast<const unsigned short* const*>(a[13]), *static_cast<const float* const*>(a[14]),
      *static_cast<const std::int32_t* const*>(a[15]),
      *static_cast<const std::int32_t* const*>(a[16]), *static_cast<const float* const*>(a[17]),
      *static_cast<float* const*>(a[18]), *static_cast<const float*>(a[19]),
      *static_cast<const float*>(a[20]));
}
void call_spgen_spmv_sellp_c16_b16_v0_p1_cb16_g0_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b16_v0_p1_cb16_g0_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]),
      *static_cast<const unsigned char* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const std::int32_t* const*>(a[10]), *static_cast<const float* const*>(a[11]),
      *static_cast<const unsigned char* const*>(a[12]),
      *static_cast<const unsigned short* const*>(a[13]), *static_cast<const float* const*>(a[14]),
      *static_cast<const std::int32_t* const*>(a[15]),
      *static_cast<const std::int32_t* const*>(a[16]), *static_cast<const float* const*>(a[17]),
      *static_cast<float* const*>(a[18]), *static_cast<const float*>(a[19]),
      *static_cast<const float*>(a[20]));
}
void call_spgen_spmv_sellp_c16_b16_v0_p1_cb16_g1_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b16_v0_p1_cb16_g1_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]),
      *static_cast<const unsigned char* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const std::int32_t* const*>(a[10]), *static_cast<const float* const*>(a[11]),
      *static_cast<const unsigned char* const*>(a[12]),
      *static_cast<const unsigned short* const*>(a[13]), *static_cast<const float* const*>(a[14]),
      *static_cast<const std::int32_t* const*>(a[15]),
      *static_cast<const std::int32_t* const*>(a[16]), *static_cast<const float* const*>(a[17]),
      *static_cast<float* const*>(a[18]), *static_cast<const float*>(a[19]),
      *static_cast<const float*>(a[20]));
}
void call_spgen_spmv_sellp_c16_b16_v0_p1_cb8_g0_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b16_v0_p1_cb8_g0_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]),
      *static_cast<const unsigned char* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const std::int32_t* const*>(a[10]), *static_cast<const float* const*>(a[11]),
      *static_cast<const unsigned char* const*>(a[12]),
      *static_cast<const unsigned short* const*>(a[13]), *static_cast<const float* const*>(a[14]),
      *static_cast<const std::int32_t* const*>(a[15]),
      *static_cast<const std::int32_t* const*>(a[16]), *static_cast<const float* const*>(a[17]),
      *static_cast<float* const*>(a[18]), *static_cast<const float*>(a[19]),
      *static_cast<const float*>(a[20]));
}
void call_spgen_spmv_sellp_c16_b16_v0_p1_cb8_g1_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b16_v0_p1_cb8_g1_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]),
      *static_cast<const unsigned char* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const std::int32_t* const*>(a[10]), *static_cast<const float* const*>(a[11]),
      *static_cast<const unsigned char* const*>(a[12]),
      *static_cast<const unsigned short* const*>(a[13]), *static_cast<const float* const*>(a[14]),
      *static_cast<const std::int32_t* const*>(a[15]),
      *static_cast<const std::int32_t* const*>(a[16]), *static_cast<const float* const*>(a[17]),
      *static_cast<float* const*>(a[18]), *static_cast<const float*>(a[19]),
      *static_cast<const float*>(a[20]));
}
void call_spgen_spmv_sellp_c16_b16_v16_p0_cb16_g0_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b16_v16_p0_cb16_g0_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]),
      *static_cast<const unsigned char* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const std::int32_t* const*>(a[10]), *static_cast<const float* const*>(a[11]),
      *static_cast<const unsigned char* const*>(a[12]),
      *static_cast<const unsigned short* const*>(a[13]), *static_cast<const float* const*>(a[14]),
      *static_cast<const std::int32_t* const*>(a[15]),
      *static_cast<const std::int32_t* const*>(a[16]), *static_cast<const float* const*>(a[17]),
      *static_cast<float* const*>(a[18]), *static_cast<const float*>(a[19]),
      *static_cast<const float*>(a[20]));
}
void call_spgen_spmv_sellp_c16_b16_v16_p0_cb16_g1_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b16_v16_p0_cb16_g1_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]),
      *static_cast<const unsigned char* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const std::int32_t* const*>(a[10]), *static_cast<const float* const*>(a[11]),
      *static_cast<const unsigned char* const*>(a[12]),
      *static_cast<const unsigned short* const*>(a[13]), *static_cast<const float* const*>(a[14]),
      *static_cast<const std::int32_t* const*>(a[15]),
      *static_cast<const std::int32_t* const*>(a[16]), *static_cast<const float* const*>(a[17]),
      *static_cast<float* const*>(a[18]), *static_cast<const float*>(a[19]),
      *static_cast<const float*>(a[20]));
}
void call_spgen_spmv_sellp_c16_b16_v16_p0_cb8_g0_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b16_v16_p0_cb8_g0_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]),
      *static_cast<const unsigned char* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const std::int32_t* const*>(a[10]), *static_cast<const float* const*>(a[11]),
      *static_cast<const unsigned char* const*>(a[12]),
      *static_cast<const unsigned short* const*>(a[13]), *static_cast<const float* const*>(a[14]),
      *static_cast<const std::int32_t* const*>(a[15]),
      *static_cast<const std::int32_t* const*>(a[16]), *static_cast<const float* const*>(a[17]),
      *static_cast<float* const*>(a[18]), *static_cast<const float*>(a[19]),
      *static_cast<const float*>(a[20]));
}
void call_spgen_spmv_sellp_c16_b16_v16_p0_cb8_g1_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b16_v16_p0_cb8_g1_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]),
      *static_cast<const unsigned char* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const std::int32_t* const*>(a[10]), *static_cast<const float* const*>(a[11]),
      *static_cast<const unsigned char* const*>(a[12]),
      *static_cast<const unsigned short* const*>(a[13]), *static_cast<const float* const*>(a[14]),
      *static_cast<const std::int32_t* const*>(a[15]),
      *static_cast<const std::int32_t* const*>(a[16]), *static_cast<const float* const*>(a[17]),
      *static_cast<float* const*>(a[18]), *static_cast<const float*>(a[19]),
      *static_cast<const float*>(a[20]));
}
void call_spgen_spmv_sellp_c16_b16_v8_p0_cb16_g0_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b16_v8_p0_cb16_g0_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]),
      *static_cast<const unsigned char* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const std::int32_t* const*>(a[10]), *static_cast<const float* const*>(a[11]),
      *static_cast<const unsigned char* const*>(a[12]),
      *static_cast<const unsigned short* const*>(a[13]), *static_cast<const float* const*>(a[14]),
      *static_cast<const std::int32_t* const*>(a[15]),
      *static_cast<const std::int32_t* const*>(a[16]), *static_cast<const float* const*>(a[17]),
      *static_cast<float* const*>(a[18]), *static_cast<const float*>(a[19]),
      *static_cast<const float*>(a[20]));
}
void call_spgen_spmv_sellp_c16_b16_v8_p0_cb16_g1_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b16_v8_p0_cb16_g1_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]),
      *static_cast<const unsigned char* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const std::int32_t* const*>(a[10]), *static_cast<const float* const*>(a[11]),
      *static_cast<const unsigned char* const*>(a[12]),
      *static_cast<const unsigned short* const*>(a[13]), *static_cast<const float* const*>(a[14]),
      *static_cast<const std::int32_t* const*>(a[15]),
      *static_cast<const std::int32_t* const*>(a[16]), *static_cast<const float* const*>(a[17]),
      *static_cast<float* const*>(a[18]), *static_cast<const float*>(a[19]),
      *static_cast<const float*>(a[20]));
}
void call_spgen_spmv_sellp_c16_b16_v8_p0_cb8_g0_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b16_v8_p0_cb8_g0_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]),
      *static_cast<const unsigned char* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const std::int32_t* const*>(a[10]), *static_cast<const float* const*>(a[11]),
      *static_cast<const unsigned char* const*>(a[12]),
      *static_cast<const unsigned short* const*>(a[13]), *static_cast<const float* const*>(a[14]),
      *static_cast<const std::int32_t* const*>(a[15]),
      *static_cast<const std::int32_t* const*>(a[16]), *static_cast<const float* const*>(a[17]),
      *static_cast<float* const*>(a[18]), *static_cast<const float*>(a[19]),
      *static_cast<const float*>(a[20]));
}
void call_spgen_spmv_sellp_c16_b16_v8_p0_cb8_g1_f32i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b16_v8_p0_cb8_g1_f32i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]),
      *static_cast<const unsigned char* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const std::int32_t* const*>(a[10]), *static_cast<const float* const*>(a[11]),
      *static_cast<const unsigned char* const*>(a[12]),
      *static_cast<const unsigned short* const*>(a[13]), *static_cast<const float* const*>(a[14]),
      *static_cast<const std::int32_t* const*>(a[15]),
      *static_cast<const std::int32_t* const*>(a[16]), *static_cast<const float* const*>(a[17]),
      *static_cast<float* const*>(a[18]), *static_cast<const float*>(a[19]),
      *static_cast<const float*>(a[20]));
}
void call_spgen_spmv_sellp_c16_b8_v0_p0_cb16_g0_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b8_v0_p0_cb16_g0_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]),
      *static_cast<const unsigned char* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const std::int32_t* const*>(a[10]), *static_cast<const double* const*>(a[11]),
      *static_cast<const unsigned char* const*>(a[12]),
      *static_cast<const unsigned short* const*>(a[13]), *static_cast<const double* const*>(a[14]),
      *static_cast<const std::int32_t* const*>(a[15]),
      *static_cast<const std::int32_t* const*>(a[16]), *static_cast<const double* const*>(a[17]),
      *static_cast<double* const*>(a[18]), *static_cast<const double*>(a[19]),
      *static_cast<const double*>(a[20]));
}
void call_spgen_spmv_sellp_c16_b8_v0_p0_cb16_g1_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b8_v0_p0_cb16_g1_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]),
      *static_cast<const unsigned char* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const std::int32_t* const*>(a[10]), *static_cast<const double* const*>(a[11]),
      *static_cast<const unsigned char* const*>(a[12]),
      *static_cast<const unsigned short* const*>(a[13]), *static_cast<const double* const*>(a[14]),
      *static_cast<const std::int32_t* const*>(a[15]),
      *static_cast<const std::int32_t* const*>(a[16]), *static_cast<const double* const*>(a[17]),
      *static_cast<double* const*>(a[18]), *static_cast<const double*>(a[19]),
      *static_cast<const double*>(a[20]));
}
void call_spgen_spmv_sellp_c16_b8_v0_p0_cb8_g0_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b8_v0_p0_cb8_g0_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]),
      *static_cast<const unsigned char* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const std::int32_t* const*>(a[10]), *static_cast<const double* const*>(a[11]),
      *static_cast<const unsigned char* const*>(a[12]),
      *static_cast<const unsigned short* const*>(a[13]), *static_cast<const double* const*>(a[14]),
      *static_cast<const std::int32_t* const*>(a[15]),
      *static_cast<const std::int32_t* const*>(a[16]), *static_cast<const double* const*>(a[17]),
      *static_cast<double* const*>(a[18]), *static_cast<const double*>(a[19]),
      *static_cast<const double*>(a[20]));
}
void call_spgen_spmv_sellp_c16_b8_v0_p0_cb8_g1_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b8_v0_p0_cb8_g1_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]),
      *static_cast<const unsigned char* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const std::int32_t* const*>(a[10]), *static_cast<const double* const*>(a[11]),
      *static_cast<const unsigned char* const*>(a[12]),
      *static_cast<const unsigned short* const*>(a[13]), *static_cast<const double* const*>(a[14]),
      *static_cast<const std::int32_t* const*>(a[15]),
      *static_cast<const std::int32_t* const*>(a[16]), *static_cast<const double* const*>(a[17]),
      *static_cast<double* const*>(a[18]), *static_cast<const double*>(a[19]),
      *static_cast<const double*>(a[20]));
}
void call_spgen_spmv_sellp_c16_b8_v0_p1_cb16_g0_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b8_v0_p1_cb16_g0_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]),
      *static_cast<const unsigned char* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const std::int32_t* const*>(a[10]), *static_cast<const double* const*>(a[11]),
      *static_cast<const unsigned char* const*>(a[12]),
      *static_cast<const unsigned short* const*>(a[13]), *static_cast<const double* const*>(a[14]),
      *static_cast<const std::int32_t* const*>(a[15]),
      *static_cast<const std::int32_t* const*>(a[16]), *static_cast<const double* const*>(a[17]),
      *static_cast<double* const*>(a[18]), *static_cast<const double*>(a[19]),
      *static_cast<const double*>(a[20]));
}
void call_spgen_spmv_sellp_c16_b8_v0_p1_cb16_g1_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b8_v0_p1_cb16_g1_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]),
      *static_cast<const unsigned char* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const std::int32_t* const*>(a[10]), *static_cast<const double* const*>(a[11]),
      *static_cast<const unsigned char* const*>(a[12]),
      *static_cast<const unsigned short* const*>(a[13]), *static_cast<const double* const*>(a[14]),
      *static_cast<const std::int32_t* const*>(a[15]),
      *static_cast<const std::int32_t* const*>(a[16]), *static_cast<const double* const*>(a[17]),
      *static_cast<double* const*>(a[18]), *static_cast<const double*>(a[19]),
      *static_cast<const double*>(a[20]));
}
void call_spgen_spmv_sellp_c16_b8_v0_p1_cb8_g0_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b8_v0_p1_cb8_g0_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]),
      *static_cast<const unsigned char* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const std::int32_t* const*>(a[10]), *static_cast<const double* const*>(a[11]),
      *static_cast<const unsigned char* const*>(a[12]),
      *static_cast<const unsigned short* const*>(a[13]), *static_cast<const double* const*>(a[14]),
      *static_cast<const std::int32_t* const*>(a[15]),
      *static_cast<const std::int32_t* const*>(a[16]), *static_cast<const double* const*>(a[17]),
      *static_cast<double* const*>(a[18]), *static_cast<const double*>(a[19]),
      *static_cast<const double*>(a[20]));
}
void call_spgen_spmv_sellp_c16_b8_v0_p1_cb8_g1_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b8_v0_p1_cb8_g1_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]),
      *static_cast<const unsigned char* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const std::int32_t* const*>(a[10]), *static_cast<const double* const*>(a[11]),
      *static_cast<const unsigned char* const*>(a[12]),
      *static_cast<const unsigned short* const*>(a[13]), *static_cast<const double* const*>(a[14]),
      *static_cast<const std::int32_t* const*>(a[15]),
      *static_cast<const std::int32_t* const*>(a[16]), *static_cast<const double* const*>(a[17]),
      *static_cast<double* const*>(a[18]), *static_cast<const double*>(a[19]),
      *static_cast<const double*>(a[20]));
}
void call_spgen_spmv_sellp_c16_b8_v16_p0_cb16_g0_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b8_v16_p0_cb16_g0_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]),
      *static_cast<const unsigned char* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const std::int32_t* const*>(a[10]), *static_cast<const double* const*>(a[11]),
      *static_cast<const unsigned char* const*>(a[12]),
      *static_cast<const unsigned short* const*>(a[13]), *static_cast<const double* const*>(a[14]),
      *static_cast<const std::int32_t* const*>(a[15]),
      *static_cast<const std::int32_t* const*>(a[16]), *static_cast<const double* const*>(a[17]),
      *static_cast<double* const*>(a[18]), *static_cast<const double*>(a[19]),
      *static_cast<const double*>(a[20]));
}
void call_spgen_spmv_sellp_c16_b8_v16_p0_cb16_g1_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b8_v16_p0_cb16_g1_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]),
      *static_cast<const unsigned char* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const std::int32_t* const*>(a[10]), *static_cast<const double* const*>(a[11]),
      *static_cast<const unsigned char* const*>(a[12]),
      *static_cast<const unsigned short* const*>(a[13]), *static_cast<const double* const*>(a[14]),
      *static_cast<const std::int32_t* const*>(a[15]),
      *static_cast<const std::int32_t* const*>(a[16]), *static_cast<const double* const*>(a[17]),
      *static_cast<double* const*>(a[18]), *static_cast<const double*>(a[19]),
      *static_cast<const double*>(a[20]));
}
void call_spgen_spmv_sellp_c16_b8_v16_p0_cb8_g0_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b8_v16_p0_cb8_g0_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]),
      *static_cast<const unsigned char* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const std::int32_t* const*>(a[10]), *static_cast<const double* const*>(a[11]),
      *static_cast<const unsigned char* const*>(a[12]),
      *static_cast<const unsigned short* const*>(a[13]), *static_cast<const double* const*>(a[14]),
      *static_cast<const std::int32_t* const*>(a[15]),
      *static_cast<const std::int32_t* const*>(a[16]), *static_cast<const double* const*>(a[17]),
      *static_cast<double* const*>(a[18]), *static_cast<const double*>(a[19]),
      *static_cast<const double*>(a[20]));
}
void call_spgen_spmv_sellp_c16_b8_v16_p0_cb8_g1_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b8_v16_p0_cb8_g1_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]),
      *static_cast<const unsigned char* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const std::int32_t* const*>(a[10]), *static_cast<const double* const*>(a[11]),
      *static_cast<const unsigned char* const*>(a[12]),
      *static_cast<const unsigned short* const*>(a[13]), *static_cast<const double* const*>(a[14]),
      *static_cast<const std::int32_t* const*>(a[15]),
      *static_cast<const std::int32_t* const*>(a[16]), *static_cast<const double* const*>(a[17]),
      *static_cast<double* const*>(a[18]), *static_cast<const double*>(a[19]),
      *static_cast<const double*>(a[20]));
}
void call_spgen_spmv_sellp_c16_b8_v8_p0_cb16_g0_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b8_v8_p0_cb16_g0_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]),
      *static_cast<const unsigned char* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const std::int32_t* const*>(a[10]), *static_cast<const double* const*>(a[11]),
      *static_cast<const unsigned char* const*>(a[12]),
      *static_cast<const unsigned short* const*>(a[13]), *static_cast<const double* const*>(a[14]),
      *static_cast<const std::int32_t* const*>(a[15]),
      *static_cast<const std::int32_t* const*>(a[16]), *static_cast<const double* const*>(a[17]),
      *static_cast<double* const*>(a[18]), *static_cast<const double*>(a[19]),
      *static_cast<const double*>(a[20]));
}
void call_spgen_spmv_sellp_c16_b8_v8_p0_cb16_g1_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b8_v8_p0_cb16_g1_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]),
      *static_cast<const unsigned char* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const std::int32_t* const*>(a[10]), *static_cast<const double* const*>(a[11]),
      *static_cast<const unsigned char* const*>(a[12]),
      *static_cast<const unsigned short* const*>(a[13]), *static_cast<const double* const*>(a[14]),
      *static_cast<const std::int32_t* const*>(a[15]),
      *static_cast<const std::int32_t* const*>(a[16]), *static_cast<const double* const*>(a[17]),
      *static_cast<double* const*>(a[18]), *static_cast<const double*>(a[19]),
      *static_cast<const double*>(a[20]));
}
void call_spgen_spmv_sellp_c16_b8_v8_p0_cb8_g0_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b8_v8_p0_cb8_g0_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]),
      *static_cast<const unsigned char* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const std::int32_t* const*>(a[10]), *static_cast<const double* const*>(a[11]),
      *static_cast<const unsigned char* const*>(a[12]),
      *static_cast<const unsigned short* const*>(a[13]), *static_cast<const double* const*>(a[14]),
      *static_cast<const std::int32_t* const*>(a[15]),
      *static_cast<const std::int32_t* const*>(a[16]), *static_cast<const double* const*>(a[17]),
      *static_cast<double* const*>(a[18]), *static_cast<const double*>(a[19]),
      *static_cast<const double*>(a[20]));
}
void call_spgen_spmv_sellp_c16_b8_v8_p0_cb8_g1_f64i32_avx512(void* const* a) {
  generated::spgen_spmv_sellp_c16_b8_v8_p0_cb8_g1_f64i32_avx512(
      *static_cast<const std::int32_t*>(a[0]), *static_cast<const std::int32_t*>(a[1]),
      *static_cast<const std::int32_t*>(a[2]), *static_cast<const std::int32_t*>(a[3]),
      *static_cast<const std::int32_t* const*>(a[4]),
      *static_cast<const std::int32_t* const*>(a[5]),
      *static_cast<const unsigned short* const*>(a[6]),
      *static_cast<const unsigned short* const*>(a[7]),
      *static_cast<const unsigned char* const*>(a[8]),
      *static_cast<const unsigned char* const*>(a[9]),
      *static_cast<const std::int32_t* const*>(a[10]), *static_cast<const double* const*>(a[11]),
      *static_cast<const unsigned char* const*>(a[12]),
      *static_cast<const unsigned short* const*>(a[13]), *static_cast<const double* const*>(a[14]),
      *static_cast<const std::int32_t* const*>(a[15]),
      *static_cast<const std::int32_t* const*>(a[16]), *static_cast<const double* const*>(a[17]),
      *static_cast<double* const*>(a[18]), *static_cast<const double*>(a[19]),
      *static_cast<const double*>(a[20]));
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
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 32},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams74[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 32},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams75[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 32},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams76[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 32},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams77[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 4},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams78[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 4},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams79[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 4},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams80[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 4},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams81[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams82[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams83[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams84[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams85[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams86[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams87[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams88[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 8},
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
    {"slice_height", "b", 16}, {"value_codes", "v", 0}, {"pattern", "p", 0},
    {"column_bits", "cb", 16}, {"gather", "g", 0},
};
constexpr KernelParam kParams355[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 0}, {"pattern", "p", 0},
    {"column_bits", "cb", 16}, {"gather", "g", 1},
};
constexpr KernelParam kParams356[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 0}, {"pattern", "p", 0},
    {"column_bits", "cb", 8},  {"gather", "g", 0},
};
constexpr KernelParam kParams357[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 0}, {"pattern", "p", 0},
    {"column_bits", "cb", 8},  {"gather", "g", 1},
};
constexpr KernelParam kParams358[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 0}, {"pattern", "p", 1},
    {"column_bits", "cb", 16}, {"gather", "g", 0},
};
constexpr KernelParam kParams359[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 0}, {"pattern", "p", 1},
    {"column_bits", "cb", 16}, {"gather", "g", 1},
};
constexpr KernelParam kParams360[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 0}, {"pattern", "p", 1},
    {"column_bits", "cb", 8},  {"gather", "g", 0},
};
constexpr KernelParam kParams361[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 0}, {"pattern", "p", 1},
    {"column_bits", "cb", 8},  {"gather", "g", 1},
};
constexpr KernelParam kParams362[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 16}, {"pattern", "p", 0},
    {"column_bits", "cb", 16}, {"gather", "g", 0},
};
constexpr KernelParam kParams363[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 16}, {"pattern", "p", 0},
    {"column_bits", "cb", 16}, {"gather", "g", 1},
};
constexpr KernelParam kParams364[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 16}, {"pattern", "p", 0},
    {"column_bits", "cb", 8},  {"gather", "g", 0},
};
constexpr KernelParam kParams365[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 16}, {"pattern", "p", 0},
    {"column_bits", "cb", 8},  {"gather", "g", 1},
};
constexpr KernelParam kParams366[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 8}, {"pattern", "p", 0},
    {"column_bits", "cb", 16}, {"gather", "g", 0},
};
constexpr KernelParam kParams367[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 8}, {"pattern", "p", 0},
    {"column_bits", "cb", 16}, {"gather", "g", 1},
};
constexpr KernelParam kParams368[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 8}, {"pattern", "p", 0},
    {"column_bits", "cb", 8},  {"gather", "g", 0},
};
constexpr KernelParam kParams369[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 8}, {"pattern", "p", 0},
    {"column_bits", "cb", 8},  {"gather", "g", 1},
};
constexpr KernelParam kParams370[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 1},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams371[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 1},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams372[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 1},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams373[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 1},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams374[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams375[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams376[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams377[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams378[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams379[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams380[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams381[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams382[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams383[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams384[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams385[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams386[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams387[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams388[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams389[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams390[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams391[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams392[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams393[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams394[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams395[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams396[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams397[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams398[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams399[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams400[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams401[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams402[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams403[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams404[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams405[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams406[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams407[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams408[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams409[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams410[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams411[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams412[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams413[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams414[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams415[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams416[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams417[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams418[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams419[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams420[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams421[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams422[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams423[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams424[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams425[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams426[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams427[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams428[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams429[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams430[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams431[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams432[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams433[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams434[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams435[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams436[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams437[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams438[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams439[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams440[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams441[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams442[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams443[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams444[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams445[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams446[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams447[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams448[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams449[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams450[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams451[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams452[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams453[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams454[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams455[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams456[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams457[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams458[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams459[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams460[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams461[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams462[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams463[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams464[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams465[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams466[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams467[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams468[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams469[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams470[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams471[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams472[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams473[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams474[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams475[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams476[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams477[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams478[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams479[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams480[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams481[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams482[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams483[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams484[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams485[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams486[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams487[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams488[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams489[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams490[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams491[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams492[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams493[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams494[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams495[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams496[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams497[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams498[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams499[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams500[] = {
    {"slice_height", "b", 8},  {"value_codes", "v", 0}, {"pattern", "p", 0},
    {"column_bits", "cb", 16}, {"gather", "g", 0},
};
constexpr KernelParam kParams501[] = {
    {"slice_height", "b", 8},  {"value_codes", "v", 0}, {"pattern", "p", 0},
    {"column_bits", "cb", 16}, {"gather", "g", 1},
};
constexpr KernelParam kParams502[] = {
    {"slice_height", "b", 8}, {"value_codes", "v", 0}, {"pattern", "p", 0},
    {"column_bits", "cb", 8}, {"gather", "g", 0},
};
constexpr KernelParam kParams503[] = {
    {"slice_height", "b", 8}, {"value_codes", "v", 0}, {"pattern", "p", 0},
    {"column_bits", "cb", 8}, {"gather", "g", 1},
};
constexpr KernelParam kParams504[] = {
    {"slice_height", "b", 8},  {"value_codes", "v", 0}, {"pattern", "p", 1},
    {"column_bits", "cb", 16}, {"gather", "g", 0},
};
constexpr KernelParam kParams505[] = {
    {"slice_height", "b", 8},  {"value_codes", "v", 0}, {"pattern", "p", 1},
    {"column_bits", "cb", 16}, {"gather", "g", 1},
};
constexpr KernelParam kParams506[] = {
    {"slice_height", "b", 8}, {"value_codes", "v", 0}, {"pattern", "p", 1},
    {"column_bits", "cb", 8}, {"gather", "g", 0},
};
constexpr KernelParam kParams507[] = {
    {"slice_height", "b", 8}, {"value_codes", "v", 0}, {"pattern", "p", 1},
    {"column_bits", "cb", 8}, {"gather", "g", 1},
};
constexpr KernelParam kParams508[] = {
    {"slice_height", "b", 8},  {"value_codes", "v", 16}, {"pattern", "p", 0},
    {"column_bits", "cb", 16}, {"gather", "g", 0},
};
constexpr KernelParam kParams509[] = {
    {"slice_height", "b", 8},  {"value_codes", "v", 16}, {"pattern", "p", 0},
    {"column_bits", "cb", 16}, {"gather", "g", 1},
};
constexpr KernelParam kParams510[] = {
    {"slice_height", "b", 8}, {"value_codes", "v", 16}, {"pattern", "p", 0},
    {"column_bits", "cb", 8}, {"gather", "g", 0},
};
constexpr KernelParam kParams511[] = {
    {"slice_height", "b", 8}, {"value_codes", "v", 16}, {"pattern", "p", 0},
    {"column_bits", "cb", 8}, {"gather", "g", 1},
};
constexpr KernelParam kParams512[] = {
    {"slice_height", "b", 8},  {"value_codes", "v", 8}, {"pattern", "p", 0},
    {"column_bits", "cb", 16}, {"gather", "g", 0},
};
constexpr KernelParam kParams513[] = {
    {"slice_height", "b", 8},  {"value_codes", "v", 8}, {"pattern", "p", 0},
    {"column_bits", "cb", 16}, {"gather", "g", 1},
};
constexpr KernelParam kParams514[] = {
    {"slice_height", "b", 8}, {"value_codes", "v", 8}, {"pattern", "p", 0},
    {"column_bits", "cb", 8}, {"gather", "g", 0},
};
constexpr KernelParam kParams515[] = {
    {"slice_height", "b", 8}, {"value_codes", "v", 8}, {"pattern", "p", 0},
    {"column_bits", "cb", 8}, {"gather", "g", 1},
};

// Sorted by name: find_kernel() binary-searches it.
const KernelEntry kEntries[] = {
    {"spgen_spmm_csr_kv1_f32i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams0, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv1_f32i32_avx512, "avx512/spgen_spmm_csr_kv1_f32i32_avx512.cpp",
     0xf2deeee470d3486bULL},
    {"spgen_spmm_csr_kv1_f32i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams1, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv1_f32i64_avx512, "avx512/spgen_spmm_csr_kv1_f32i64_avx512.cpp",
     0x1c99d22ddf3bc1f9ULL},
    {"spgen_spmm_csr_kv1_f64i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams2, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv1_f64i32_avx512, "avx512/spgen_spmm_csr_kv1_f64i32_avx512.cpp",
     0x4a09a0e2b84c42d9ULL},
    {"spgen_spmm_csr_kv1_f64i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams3, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv1_f64i64_avx512, "avx512/spgen_spmm_csr_kv1_f64i64_avx512.cpp",
     0xc3e421a9b0b91e5bULL},
    {"spgen_spmm_csr_kv2_f32i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams4, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv2_f32i32_avx512, "avx512/spgen_spmm_csr_kv2_f32i32_avx512.cpp",
     0x1ebf65113e77d2f9ULL},
    {"spgen_spmm_csr_kv2_f32i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams5, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv2_f32i64_avx512, "avx512/spgen_spmm_csr_kv2_f32i64_avx512.cpp",
     0x8ae0e981262822dcULL},
    {"spgen_spmm_csr_kv2_f64i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams6, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv2_f64i32_avx512, "avx512/spgen_spmm_csr_kv2_f64i32_avx512.cpp",
     0xdd0843847748c2e8ULL},
    {"spgen_spmm_csr_kv2_f64i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams7, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv2_f64i64_avx512, "avx512/spgen_spmm_csr_kv2_f64i64_avx512.cpp",
     0x001b8463872eb64bULL},
    {"spgen_spmm_csr_kv4_f32i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams8, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv4_f32i32_avx512, "avx512/spgen_spmm_csr_kv4_f32i32_avx512.cpp",
     0xabe777d3cf660ef7ULL},
    {"spgen_spmm_csr_kv4_f32i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams9, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv4_f32i64_avx512, "avx512/spgen_spmm_csr_kv4_f32i64_avx512.cpp",
     0xc082e33f3c57af94ULL},
    {"spgen_spmm_csr_kv4_f64i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams10, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv4_f64i32_avx512, "avx512/spgen_spmm_csr_kv4_f64i32_avx512.cpp",
     0xe1c9cacd309918baULL},
    {"spgen_spmm_csr_kv4_f64i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams11, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv4_f64i64_avx512, "avx512/spgen_spmm_csr_kv4_f64i64_avx512.cpp",
     0x454d0b5645a87885ULL},
    {"spgen_spmm_csr_t32_r4_cf1_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams12, 3, 128, 4, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r4_cf1_f32i32_cuda.cu", 0x886d4cc327f99aa5ULL},
    {"spgen_spmm_csr_t32_r4_cf1_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams13, 3, 128, 4, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r4_cf1_f64i32_cuda.cu", 0x4c98cfdd1823769fULL},
    {"spgen_spmm_csr_t32_r4_cf4_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams14, 3, 128, 4, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r4_cf4_f32i32_cuda.cu", 0xc599221b68eab821ULL},
    {"spgen_spmm_csr_t32_r4_cf4_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams15, 3, 128, 4, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r4_cf4_f64i32_cuda.cu", 0xf6972845e8db8c35ULL},
    {"spgen_spmm_csr_t32_r8_cf1_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams16, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf1_f32i32_cuda.cu", 0x7afff5188f631c36ULL},
    {"spgen_spmm_csr_t32_r8_cf1_f32i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams17, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf1_f32i64_cuda.cu", 0xb31d8ee4c4a4655bULL},
    {"spgen_spmm_csr_t32_r8_cf1_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams18, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf1_f64i32_cuda.cu", 0x941eb2d8ac84c687ULL},
    {"spgen_spmm_csr_t32_r8_cf1_f64i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams19, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf1_f64i64_cuda.cu", 0x45e3c8bda624683aULL},
    {"spgen_spmm_csr_t32_r8_cf4_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams20, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf4_f32i32_cuda.cu", 0xce4278147ad94c96ULL},
    {"spgen_spmm_csr_t32_r8_cf4_f32i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams21, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf4_f32i64_cuda.cu", 0xacdf7d1ff4dada44ULL},
    {"spgen_spmm_csr_t32_r8_cf4_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams22, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf4_f64i32_cuda.cu", 0xa7303a4cdee362a0ULL},
    {"spgen_spmm_csr_t32_r8_cf4_f64i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams23, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf4_f64i64_cuda.cu", 0x1151feb31d0ed264ULL},
    {"spgen_spmm_csr_t8_r16_cf1_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams24, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf1_f32i32_cuda.cu", 0x792494ba5db08ea7ULL},
    {"spgen_spmm_csr_t8_r16_cf1_f32i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams25, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf1_f32i64_cuda.cu", 0x2994bfd5175b7704ULL},
    {"spgen_spmm_csr_t8_r16_cf1_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams26, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf1_f64i32_cuda.cu", 0x2d423050b1e257fdULL},
    {"spgen_spmm_csr_t8_r16_cf1_f64i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams27, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf1_f64i64_cuda.cu", 0xa81e8ac9696f1039ULL},
    {"spgen_spmm_csr_t8_r16_cf4_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams28, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf4_f32i32_cuda.cu", 0x0c3a2b0eac736d79ULL},
    {"spgen_spmm_csr_t8_r16_cf4_f32i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams29, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf4_f32i64_cuda.cu", 0x0e896b166b8d6257ULL},
    {"spgen_spmm_csr_t8_r16_cf4_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams30, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf4_f64i32_cuda.cu", 0x23ccbebb8da03e0aULL},
    {"spgen_spmm_csr_t8_r16_cf4_f64i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams31, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf4_f64i64_cuda.cu", 0x5afd5210f0ed5fbdULL},
    {"spgen_spmm_csr_t8_r32_cf1_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams32, 3, 256, 32, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r32_cf1_f32i32_cuda.cu", 0x4be66db4054d5241ULL},
    {"spgen_spmm_csr_t8_r32_cf1_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams33, 3, 256, 32, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r32_cf1_f64i32_cuda.cu", 0x590af2f1ff88354aULL},
    {"spgen_spmm_csr_t8_r32_cf4_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams34, 3, 256, 32, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r32_cf4_f32i32_cuda.cu", 0x992042b53eca7676ULL},
    {"spgen_spmm_csr_t8_r32_cf4_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams35, 3, 256, 32, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r32_cf4_f64i32_cuda.cu", 0x9ffe5b7d8345067bULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf1_vw1_f32i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams36, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf1_vw1_f32i32_cuda.cu", 0x310f87275b65f15dULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf1_vw1_f64i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams37, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf1_vw1_f64i32_cuda.cu", 0x355fbca88fd0425aULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf1_vw2_f32i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams38, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf1_vw2_f32i32_cuda.cu", 0x2ce8d9fb78d27a61ULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf1_vw2_f64i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams39, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf1_vw2_f64i32_cuda.cu", 0xc40cac21beee483cULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf4_vw1_f32i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams40, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf4_vw1_f32i32_cuda.cu", 0x67481319ee2e3cfbULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf4_vw1_f32i64_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams41, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf4_vw1_f32i64_cuda.cu", 0x20e3f52911b364f6ULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf4_vw1_f64i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams42, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf4_vw1_f64i32_cuda.cu", 0xc820d19167fc85c0ULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf4_vw1_f64i64_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams43, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf4_vw1_f64i64_cuda.cu", 0x80bf56d862d9f8b0ULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf4_vw2_f32i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams44, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf4_vw2_f32i32_cuda.cu", 0x468df6618868f38eULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf4_vw2_f64i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams45, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf4_vw2_f64i32_cuda.cu", 0x7e4f72f2d6fa1c35ULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf4_vw4_f32i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams46, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf4_vw4_f32i32_cuda.cu", 0x1a7255eea02bd054ULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf4_vw4_f64i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams47, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf4_vw4_f64i32_cuda.cu", 0xfdf57c787ded39f9ULL},
    {"spgen_spmm_sellp_b16_t16_u1_cf8_vw1_f64i32_cuda", Op::spmm, "sellp", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams48, 5, 256, 16, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b16_t16_u1_cf8_vw1_f64i32_cuda.cu", 0x86524836765a1920ULL},
    {"spgen_spmm_sellp_b16_t16_u2_cf8_vw1_f32i32_cuda", Op::spmm, "sellp", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams49, 5, 256, 16, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b16_t16_u2_cf8_vw1_f32i32_cuda.cu", 0xfe6981565d52e32bULL},
    {"spgen_spmm_sellp_b32_t8_u1_cf2_vw4_f32i32_cuda", Op::spmm, "sellp", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams50, 5, 256, 32, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b32_t8_u1_cf2_vw4_f32i32_cuda.cu", 0x24e23b5c5d866371ULL},
    {"spgen_spmm_sellp_b32_t8_u2_cf2_vw1_f32i32_cuda", Op::spmm, "sellp", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams51, 5, 256, 32, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b32_t8_u2_cf2_vw1_f32i32_cuda.cu", 0xca694add17491590ULL},
    {"spgen_spmm_sellp_b32_t8_u2_cf2_vw1_f64i32_cuda", Op::spmm, "sellp", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams52, 5, 256, 32, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b32_t8_u2_cf2_vw1_f64i32_cuda.cu", 0x59889d8aec0ff50cULL},
    {"spgen_spmm_sellp_b8_kv1_f32i32_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams53, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv1_f32i32_avx512,
     "avx512/spgen_spmm_sellp_b8_kv1_f32i32_avx512.cpp", 0x2086840521606298ULL},
    {"spgen_spmm_sellp_b8_kv1_f32i64_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams54, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv1_f32i64_avx512,
     "avx512/spgen_spmm_sellp_b8_kv1_f32i64_avx512.cpp", 0xa84c744bceeecec2ULL},
    {"spgen_spmm_sellp_b8_kv1_f64i32_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams55, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv1_f64i32_avx512,
     "avx512/spgen_spmm_sellp_b8_kv1_f64i32_avx512.cpp", 0xa32f5205af2e1530ULL},
    {"spgen_spmm_sellp_b8_kv1_f64i64_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams56, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv1_f64i64_avx512,
     "avx512/spgen_spmm_sellp_b8_kv1_f64i64_avx512.cpp", 0xa31a0e5f66c9e62cULL},
    {"spgen_spmm_sellp_b8_kv2_f32i32_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams57, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv2_f32i32_avx512,
     "avx512/spgen_spmm_sellp_b8_kv2_f32i32_avx512.cpp", 0x9b54f57d774c2288ULL},
    {"spgen_spmm_sellp_b8_kv2_f32i64_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams58, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv2_f32i64_avx512,
     "avx512/spgen_spmm_sellp_b8_kv2_f32i64_avx512.cpp", 0xf39c7dd4f9211284ULL},
    {"spgen_spmm_sellp_b8_kv2_f64i32_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams59, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv2_f64i32_avx512,
     "avx512/spgen_spmm_sellp_b8_kv2_f64i32_avx512.cpp", 0xb32cb129ddc17805ULL},
    {"spgen_spmm_sellp_b8_kv2_f64i64_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams60, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv2_f64i64_avx512,
     "avx512/spgen_spmm_sellp_b8_kv2_f64i64_avx512.cpp", 0x5950118263308df1ULL},
    {"spgen_spmm_sellp_b8_kv4_f32i32_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams61, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv4_f32i32_avx512,
     "avx512/spgen_spmm_sellp_b8_kv4_f32i32_avx512.cpp", 0xe3dceb70c3b402e5ULL},
    {"spgen_spmm_sellp_b8_kv4_f32i64_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams62, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv4_f32i64_avx512,
     "avx512/spgen_spmm_sellp_b8_kv4_f32i64_avx512.cpp", 0x47be403017c25a30ULL},
    {"spgen_spmm_sellp_b8_kv4_f64i32_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams63, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv4_f64i32_avx512,
     "avx512/spgen_spmm_sellp_b8_kv4_f64i32_avx512.cpp", 0xb1451a781a3ecf7cULL},
    {"spgen_spmm_sellp_b8_kv4_f64i64_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams64, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv4_f64i64_avx512,
     "avx512/spgen_spmm_sellp_b8_kv4_f64i64_avx512.cpp", 0xc091c657fb8b6978ULL},
    {"spgen_spmm_sellp_b8_t8_u1_cf1_vw1_f32i32_cuda", Op::spmm, "sellp", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams65, 5, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u1_cf1_vw1_f32i32_cuda.cu", 0x2cb7739038153ca0ULL},
    {"spgen_spmm_sellp_b8_t8_u1_cf1_vw1_f64i32_cuda", Op::spmm, "sellp", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams66, 5, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u1_cf1_vw1_f64i32_cuda.cu", 0xb674c3cb4ee3dde6ULL},
    {"spgen_spmm_sellp_b8_t8_u2_cf4_vw1_f32i32_cuda", Op::spmm, "sellp", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams67, 5, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u2_cf4_vw1_f32i32_cuda.cu", 0x482337f003454941ULL},
    {"spgen_spmm_sellp_b8_t8_u2_cf4_vw1_f64i32_cuda", Op::spmm, "sellp", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams68, 5, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u2_cf4_vw1_f64i32_cuda.cu", 0xf29ecf4dcb97db77ULL},
    {"spgen_spmm_t_colpanel_w16_r2_l32_cf4_a0_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams69, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w16_r2_l32_cf4_a0_f32i32_cuda.cu", 0x1fb2692951308025ULL},
    {"spgen_spmm_t_colpanel_w16_r2_l32_cf4_a0_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams70, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w16_r2_l32_cf4_a0_f64i32_cuda.cu", 0x7ee47a8df95e74d7ULL},
    {"spgen_spmm_t_colpanel_w16_r2_l32_cf4_a1_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams71, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w16_r2_l32_cf4_a1_f32i32_cuda.cu", 0x1435d224423746d5ULL},
    {"spgen_spmm_t_colpanel_w16_r2_l32_cf4_a1_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams72, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w16_r2_l32_cf4_a1_f64i32_cuda.cu", 0x435e8a39770c19abULL},
    {"spgen_spmm_t_colpanel_w32_r2_l32_cf1_a0_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams73, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l32_cf1_a0_f32i32_cuda.cu", 0x79a0de68ebf80b53ULL},
    {"spgen_spmm_t_colpanel_w32_r2_l32_cf1_a0_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams74, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l32_cf1_a0_f64i32_cuda.cu", 0xf8b5a0f76974ebfeULL},
    {"spgen_spmm_t_colpanel_w32_r2_l32_cf1_a1_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams75, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l32_cf1_a1_f32i32_cuda.cu", 0x91bcd047c8055697ULL},
    {"spgen_spmm_t_colpanel_w32_r2_l32_cf1_a1_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams76, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l32_cf1_a1_f64i32_cuda.cu", 0xfb1997a794545096ULL},
    {"spgen_spmm_t_colpanel_w32_r2_l4_cf1_a0_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams77, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l4_cf1_a0_f32i32_cuda.cu", 0x874a1468210a8dd4ULL},
    {"spgen_spmm_t_colpanel_w32_r2_l4_cf1_a0_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams78, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l4_cf1_a0_f64i32_cuda.cu", 0xfbed869db99d7551ULL},
    {"spgen_spmm_t_colpanel_w32_r2_l4_cf1_a1_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams79, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l4_cf1_a1_f32i32_cuda.cu", 0x19e49d43198d84a8ULL},
    {"spgen_spmm_t_colpanel_w32_r2_l4_cf1_a1_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams80, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l4_cf1_a1_f64i32_cuda.cu", 0xa48e33bfd815dd5eULL},
    {"spgen_spmm_t_colpanel_w32_r2_l8_cf1_a0_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams81, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l8_cf1_a0_f32i32_cuda.cu", 0x574f6231e1e979ffULL},
    {"spgen_spmm_t_colpanel_w32_r2_l8_cf1_a0_f32i64_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams82, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l8_cf1_a0_f32i64_cuda.cu", 0x484d1ef863121304ULL},
    {"spgen_spmm_t_colpanel_w32_r2_l8_cf1_a0_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams83, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l8_cf1_a0_f64i32_cuda.cu", 0x906d180c469f5c59ULL},
    {"spgen_spmm_t_colpanel_w32_r2_l8_cf1_a0_f64i64_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams84, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l8_cf1_a0_f64i64_cuda.cu", 0x7fc273676a6712acULL},
    {"spgen_spmm_t_colpanel_w32_r2_l8_cf1_a1_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams85, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l8_cf1_a1_f32i32_cuda.cu", 0x0c45b968a423e425ULL},
    {"spgen_spmm_t_colpanel_w32_r2_l8_cf1_a1_f32i64_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams86, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l8_cf1_a1_f32i64_cuda.cu", 0xa9399adc2db936abULL},
    {"spgen_spmm_t_colpanel_w32_r2_l8_cf1_a1_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams87, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l8_cf1_a1_f64i32_cuda.cu", 0x36af8dfa951de0d6ULL},
    {"spgen_spmm_t_colpanel_w32_r2_l8_cf1_a1_f64i64_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams88, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l8_cf1_a1_f64i64_cuda.cu", 0xe11ce912ffdc033fULL},
    {"spgen_spmm_t_colpanel_w64_kv1_f32i32_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams89, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv1_f32i32_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv1_f32i32_avx512.cpp", 0xee9c7a9d284c9ea4ULL},
    {"spgen_spmm_t_colpanel_w64_kv1_f32i64_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f32, IndexType::i64, kParams90, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv1_f32i64_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv1_f32i64_avx512.cpp", 0xcaaf32283a7f252fULL},
    {"spgen_spmm_t_colpanel_w64_kv1_f64i32_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams91, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv1_f64i32_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv1_f64i32_avx512.cpp", 0x5f76592abd9ba03bULL},
    {"spgen_spmm_t_colpanel_w64_kv1_f64i64_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f64, IndexType::i64, kParams92, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv1_f64i64_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv1_f64i64_avx512.cpp", 0xbb822d68c1c5f768ULL},
    {"spgen_spmm_t_colpanel_w64_kv2_f32i32_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams93, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv2_f32i32_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv2_f32i32_avx512.cpp", 0x58c96bacc85054c3ULL},
    {"spgen_spmm_t_colpanel_w64_kv2_f32i64_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f32, IndexType::i64, kParams94, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv2_f32i64_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv2_f32i64_avx512.cpp", 0x817b58a96a8b76e4ULL},
    {"spgen_spmm_t_colpanel_w64_kv2_f64i32_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams95, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv2_f64i32_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv2_f64i32_avx512.cpp", 0xc549c841e01f9e99ULL},
    {"spgen_spmm_t_colpanel_w64_kv2_f64i64_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f64, IndexType::i64, kParams96, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv2_f64i64_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv2_f64i64_avx512.cpp", 0xfb69ee9ed5cde8edULL},
    {"spgen_spmm_t_colpanel_w64_kv4_f32i32_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams97, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv4_f32i32_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv4_f32i32_avx512.cpp", 0x7ee0c85840a0ca3aULL},
    {"spgen_spmm_t_colpanel_w64_kv4_f32i64_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f32, IndexType::i64, kParams98, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv4_f32i64_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv4_f32i64_avx512.cpp", 0x25462d84f706f748ULL},
    {"spgen_spmm_t_colpanel_w64_kv4_f64i32_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams99, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv4_f64i32_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv4_f64i32_avx512.cpp", 0xf9017939fd566e88ULL},
    {"spgen_spmm_t_colpanel_w64_kv4_f64i64_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f64, IndexType::i64, kParams100, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv4_f64i64_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv4_f64i64_avx512.cpp", 0xf389f14bdd0e33cbULL},
    {"spgen_spmv_axc_w16_f32i32_avx512", Op::spmv, "axc", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams101, 1, 0, 0, kArgs_axc_avx512, 9,
     &call_spgen_spmv_axc_w16_f32i32_avx512, "avx512/spgen_spmv_axc_w16_f32i32_avx512.cpp",
     0x9062a6d2a566e57fULL},
    {"spgen_spmv_axc_w32_r8_f32i32_cuda", Op::spmv, "axc", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams102, 2, 256, 8, kArgs_axc_cuda, 8, nullptr,
     "cuda/spgen_spmv_axc_w32_r8_f32i32_cuda.cu", 0x00318bcae70374fcULL},
    {"spgen_spmv_axc_w32_r8_f32i64_cuda", Op::spmv, "axc", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams103, 2, 256, 8, kArgs_axc_cuda, 8, nullptr,
     "cuda/spgen_spmv_axc_w32_r8_f32i64_cuda.cu", 0x1d06c15aaf460b48ULL},
    {"spgen_spmv_axc_w32_r8_f64i32_cuda", Op::spmv, "axc", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams104, 2, 256, 8, kArgs_axc_cuda, 8, nullptr,
     "cuda/spgen_spmv_axc_w32_r8_f64i32_cuda.cu", 0x87943008eaac8fcbULL},
    {"spgen_spmv_axc_w32_r8_f64i64_cuda", Op::spmv, "axc", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams105, 2, 256, 8, kArgs_axc_cuda, 8, nullptr,
     "cuda/spgen_spmv_axc_w32_r8_f64i64_cuda.cu", 0x6d2501abe2477ea2ULL},
    {"spgen_spmv_axc_w8_f64i32_avx512", Op::spmv, "axc", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams106, 1, 0, 0, kArgs_axc_avx512, 9,
     &call_spgen_spmv_axc_w8_f64i32_avx512, "avx512/spgen_spmv_axc_w8_f64i32_avx512.cpp",
     0x2e5f35e3c2ae5962ULL},
    {"spgen_spmv_axc_w8_f64i64_avx512", Op::spmv, "axc", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams107, 1, 0, 0, kArgs_axc_avx512, 9,
     &call_spgen_spmv_axc_w8_f64i64_avx512, "avx512/spgen_spmv_axc_w8_f64i64_avx512.cpp",
     0x403e6d22a208595aULL},
    {"spgen_spmv_axt_ch1_w16_h1_f32i32_avx512", Op::spmv, "axt_ch1", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams108, 2, 0, 0, kArgs_axt_ch1_avx512, 11,
     &call_spgen_spmv_axt_ch1_w16_h1_f32i32_avx512,
     "avx512/spgen_spmv_axt_ch1_w16_h1_f32i32_avx512.cpp", 0x2acbc2f133446453ULL},
    {"spgen_spmv_axt_ch1_w32_b1024_f32i32_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams109, 2, 1024, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b1024_f32i32_cuda.cu", 0x6f745122ea1a7f1dULL},
    {"spgen_spmv_axt_ch1_w32_b1024_f64i32_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams110, 2, 1024, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b1024_f64i32_cuda.cu", 0xfde11c2dd16ea59eULL},
    {"spgen_spmv_axt_ch1_w32_b512_f32i32_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams111, 2, 512, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b512_f32i32_cuda.cu", 0xd930304ab6a16379ULL},
    {"spgen_spmv_axt_ch1_w32_b512_f32i64_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams112, 2, 512, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b512_f32i64_cuda.cu", 0x55397c573209d08eULL},
    {"spgen_spmv_axt_ch1_w32_b512_f64i32_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams113, 2, 512, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b512_f64i32_cuda.cu", 0x2af39777ac573c23ULL},
    {"spgen_spmv_axt_ch1_w32_b512_f64i64_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams114, 2, 512, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b512_f64i64_cuda.cu", 0x814c5969416c91ecULL},
    {"spgen_spmv_axt_ch1_w8_h1_f64i32_avx512", Op::spmv, "axt_ch1", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams115, 2, 0, 0, kArgs_axt_ch1_avx512, 11,
     &call_spgen_spmv_axt_ch1_w8_h1_f64i32_avx512,
     "avx512/spgen_spmv_axt_ch1_w8_h1_f64i32_avx512.cpp", 0x481680a7555d7420ULL},
    {"spgen_spmv_axt_ch1_w8_h1_f64i64_avx512", Op::spmv, "axt_ch1", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams116, 2, 0, 0, kArgs_axt_ch1_avx512, 11,
     &call_spgen_spmv_axt_ch1_w8_h1_f64i64_avx512,
     "avx512/spgen_spmv_axt_ch1_w8_h1_f64i64_avx512.cpp", 0x94b4aaffdf7eee87ULL},
    {"spgen_spmv_axt_ch_w16_h64_f32i32_avx512", Op::spmv, "axt_ch", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams117, 2, 0, 0, kArgs_axt_ch_avx512, 11,
     &call_spgen_spmv_axt_ch_w16_h64_f32i32_avx512,
     "avx512/spgen_spmv_axt_ch_w16_h64_f32i32_avx512.cpp", 0x628d1126322f382fULL},
    {"spgen_spmv_axt_ch_w16_h8_f32i32_avx512", Op::spmv, "axt_ch", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams118, 2, 0, 0, kArgs_axt_ch_avx512, 11,
     &call_spgen_spmv_axt_ch_w16_h8_f32i32_avx512,
     "avx512/spgen_spmv_axt_ch_w16_h8_f32i32_avx512.cpp", 0x525b957d9acb14bcULL},
    {"spgen_spmv_axt_ch_w32_h4_r8_f32i32_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams119, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h4_r8_f32i32_cuda.cu", 0x69a8b8f53046a4dfULL},
    {"spgen_spmv_axt_ch_w32_h4_r8_f32i64_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams120, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h4_r8_f32i64_cuda.cu", 0xa325b6b111c5a87dULL},
    {"spgen_spmv_axt_ch_w32_h4_r8_f64i32_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams121, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h4_r8_f64i32_cuda.cu", 0xc2a54c1a654c1ee8ULL},
    {"spgen_spmv_axt_ch_w32_h4_r8_f64i64_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams122, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h4_r8_f64i64_cuda.cu", 0xc8f3844ee729eae0ULL},
    {"spgen_spmv_axt_ch_w32_h8_r8_f32i32_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams123, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h8_r8_f32i32_cuda.cu", 0xaea5330abc4fbf22ULL},
    {"spgen_spmv_axt_ch_w32_h8_r8_f32i64_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams124, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h8_r8_f32i64_cuda.cu", 0x8f80cbeec20b1f06ULL},
    {"spgen_spmv_axt_ch_w32_h8_r8_f64i32_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams125, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h8_r8_f64i32_cuda.cu", 0x5a705e32453cee85ULL},
    {"spgen_spmv_axt_ch_w32_h8_r8_f64i64_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams126, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h8_r8_f64i64_cuda.cu", 0xc3ce88b40685cec6ULL},
    {"spgen_spmv_axt_ch_w8_h64_f64i32_avx512", Op::spmv, "axt_ch", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams127, 2, 0, 0, kArgs_axt_ch_avx512, 11,
     &call_spgen_spmv_axt_ch_w8_h64_f64i32_avx512,
     "avx512/spgen_spmv_axt_ch_w8_h64_f64i32_avx512.cpp", 0x6c357235500cbbfbULL},
    {"spgen_spmv_axt_ch_w8_h8_f64i32_avx512", Op::spmv, "axt_ch", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams128, 2, 0, 0, kArgs_axt_ch_avx512, 11,
     &call_spgen_spmv_axt_ch_w8_h8_f64i32_avx512,
     "avx512/spgen_spmv_axt_ch_w8_h8_f64i32_avx512.cpp", 0x9effb668d56e4547ULL},
    {"spgen_spmv_axt_ch_w8_h8_f64i64_avx512", Op::spmv, "axt_ch", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams129, 2, 0, 0, kArgs_axt_ch_avx512, 11,
     &call_spgen_spmv_axt_ch_w8_h8_f64i64_avx512,
     "avx512/spgen_spmv_axt_ch_w8_h8_f64i64_avx512.cpp", 0x5e78e64401b1ef1bULL},
    {"spgen_spmv_axt_uh1_w16_h1_f32i32_avx512", Op::spmv, "axt_uh1", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams130, 2, 0, 0, kArgs_axt_uh1_avx512, 10,
     &call_spgen_spmv_axt_uh1_w16_h1_f32i32_avx512,
     "avx512/spgen_spmv_axt_uh1_w16_h1_f32i32_avx512.cpp", 0x0abff0e7889130b1ULL},
    {"spgen_spmv_axt_uh1_w32_h1_s2_r8_f32i32_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams131, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w32_h1_s2_r8_f32i32_cuda.cu", 0x6ce356ee0283d959ULL},
    {"spgen_spmv_axt_uh1_w32_h1_s2_r8_f32i64_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams132, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w32_h1_s2_r8_f32i64_cuda.cu", 0xcf39ccd6dffac3ddULL},
    {"spgen_spmv_axt_uh1_w32_h1_s2_r8_f64i32_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams133, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w32_h1_s2_r8_f64i32_cuda.cu", 0x9410dc48e45f3fafULL},
    {"spgen_spmv_axt_uh1_w32_h1_s2_r8_f64i64_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams134, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w32_h1_s2_r8_f64i64_cuda.cu", 0x8213e459bcca3aa5ULL},
    {"spgen_spmv_axt_uh1_w8_h1_f64i32_avx512", Op::spmv, "axt_uh1", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams135, 2, 0, 0, kArgs_axt_uh1_avx512, 10,
     &call_spgen_spmv_axt_uh1_w8_h1_f64i32_avx512,
     "avx512/spgen_spmv_axt_uh1_w8_h1_f64i32_avx512.cpp", 0xcd9af6fd5ff38a06ULL},
    {"spgen_spmv_axt_uh1_w8_h1_f64i64_avx512", Op::spmv, "axt_uh1", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams136, 2, 0, 0, kArgs_axt_uh1_avx512, 10,
     &call_spgen_spmv_axt_uh1_w8_h1_f64i64_avx512,
     "avx512/spgen_spmv_axt_uh1_w8_h1_f64i64_avx512.cpp", 0x55440f63cce2f8b3ULL},
    {"spgen_spmv_axt_uh1_w8_h1_s2_r8_f32i32_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams137, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w8_h1_s2_r8_f32i32_cuda.cu", 0x2ec806bad3b8afb1ULL},
    {"spgen_spmv_axt_uh1_w8_h1_s2_r8_f64i32_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams138, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w8_h1_s2_r8_f64i32_cuda.cu", 0x0b56c2f71a451083ULL},
    {"spgen_spmv_axt_uh_w16_h4_f32i32_avx512", Op::spmv, "axt_uh", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams139, 2, 0, 0, kArgs_axt_uh_avx512, 10,
     &call_spgen_spmv_axt_uh_w16_h4_f32i32_avx512,
     "avx512/spgen_spmv_axt_uh_w16_h4_f32i32_avx512.cpp", 0x5c09435791a5f19eULL},
    {"spgen_spmv_axt_uh_w16_h8_f32i32_avx512", Op::spmv, "axt_uh", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams140, 2, 0, 0, kArgs_axt_uh_avx512, 10,
     &call_spgen_spmv_axt_uh_w16_h8_f32i32_avx512,
     "avx512/spgen_spmv_axt_uh_w16_h8_f32i32_avx512.cpp", 0x68df3b69dae3a1f1ULL},
    {"spgen_spmv_axt_uh_w32_h4_s1_r8_f32i32_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams141, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h4_s1_r8_f32i32_cuda.cu", 0x3fd29435e073b64cULL},
    {"spgen_spmv_axt_uh_w32_h4_s1_r8_f32i64_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams142, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h4_s1_r8_f32i64_cuda.cu", 0x244a35c75ed5a12cULL},
    {"spgen_spmv_axt_uh_w32_h4_s1_r8_f64i32_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams143, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h4_s1_r8_f64i32_cuda.cu", 0xa1b55e00a4308752ULL},
    {"spgen_spmv_axt_uh_w32_h4_s1_r8_f64i64_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams144, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h4_s1_r8_f64i64_cuda.cu", 0xe83452e8e1707abaULL},
    {"spgen_spmv_axt_uh_w32_h8_s1_r8_f32i32_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams145, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h8_s1_r8_f32i32_cuda.cu", 0xdf5a7ead82e7881eULL},
    {"spgen_spmv_axt_uh_w32_h8_s1_r8_f64i32_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams146, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h8_s1_r8_f64i32_cuda.cu", 0xd90c5ee85dfd6f5eULL},
    {"spgen_spmv_axt_uh_w8_h4_f64i32_avx512", Op::spmv, "axt_uh", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams147, 2, 0, 0, kArgs_axt_uh_avx512, 10,
     &call_spgen_spmv_axt_uh_w8_h4_f64i32_avx512,
     "avx512/spgen_spmv_axt_uh_w8_h4_f64i32_avx512.cpp", 0x5c2ffcb0a14a1f3aULL},
    {"spgen_spmv_axt_uh_w8_h4_f64i64_avx512", Op::spmv, "axt_uh", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams148, 2, 0, 0, kArgs_axt_uh_avx512, 10,
     &call_spgen_spmv_axt_uh_w8_h4_f64i64_avx512,
     "avx512/spgen_spmv_axt_uh_w8_h4_f64i64_avx512.cpp", 0xcec34c20b0d1ddbaULL},
    {"spgen_spmv_axt_uh_w8_h8_f64i32_avx512", Op::spmv, "axt_uh", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams149, 2, 0, 0, kArgs_axt_uh_avx512, 10,
     &call_spgen_spmv_axt_uh_w8_h8_f64i32_avx512,
     "avx512/spgen_spmv_axt_uh_w8_h8_f64i32_avx512.cpp", 0x2fc790dce3b21fafULL},
    {"spgen_spmv_coo_f32i32_avx512", Op::spmv, "coo", Backend::avx512, ValueType::f32,
     IndexType::i32, nullptr, 0, 0, 0, kArgs_coo_avx512, 10, &call_spgen_spmv_coo_f32i32_avx512,
     "avx512/spgen_spmv_coo_f32i32_avx512.cpp", 0x804f6cbc7f0db1bbULL},
    {"spgen_spmv_coo_f32i64_avx512", Op::spmv, "coo", Backend::avx512, ValueType::f32,
     IndexType::i64, nullptr, 0, 0, 0, kArgs_coo_avx512, 10, &call_spgen_spmv_coo_f32i64_avx512,
     "avx512/spgen_spmv_coo_f32i64_avx512.cpp", 0x803fcd5c97f8b421ULL},
    {"spgen_spmv_coo_f64i32_avx512", Op::spmv, "coo", Backend::avx512, ValueType::f64,
     IndexType::i32, nullptr, 0, 0, 0, kArgs_coo_avx512, 10, &call_spgen_spmv_coo_f64i32_avx512,
     "avx512/spgen_spmv_coo_f64i32_avx512.cpp", 0x5d10f81ad754b0b4ULL},
    {"spgen_spmv_coo_f64i64_avx512", Op::spmv, "coo", Backend::avx512, ValueType::f64,
     IndexType::i64, nullptr, 0, 0, 0, kArgs_coo_avx512, 10, &call_spgen_spmv_coo_f64i64_avx512,
     "avx512/spgen_spmv_coo_f64i64_avx512.cpp", 0xc1dc8207d2a9244eULL},
    {"spgen_spmv_coo_s16_w8_f32i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams154, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s16_w8_f32i32_cuda.cu", 0xd48a39e30c781b06ULL},
    {"spgen_spmv_coo_s16_w8_f64i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams155, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s16_w8_f64i32_cuda.cu", 0x88fe95beaf6616d0ULL},
    {"spgen_spmv_coo_s4_w8_f32i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams156, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s4_w8_f32i32_cuda.cu", 0xc494e50ed3a2128aULL},
    {"spgen_spmv_coo_s4_w8_f64i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams157, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s4_w8_f64i32_cuda.cu", 0xbf8fd68d54ba6aa6ULL},
    {"spgen_spmv_coo_s8_w8_f32i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams158, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s8_w8_f32i32_cuda.cu", 0x5ae6c42c181ca0c4ULL},
    {"spgen_spmv_coo_s8_w8_f32i64_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams159, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s8_w8_f32i64_cuda.cu", 0x13f233c684fdb2f2ULL},
    {"spgen_spmv_coo_s8_w8_f64i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams160, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s8_w8_f64i32_cuda.cu", 0x473c29bdb827fa65ULL},
    {"spgen_spmv_coo_s8_w8_f64i64_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams161, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s8_w8_f64i64_cuda.cu", 0x6ed25697631f1003ULL},
    {"spgen_spmv_csr_g0_f32i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams162, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g0_f32i32_avx512, "avx512/spgen_spmv_csr_g0_f32i32_avx512.cpp",
     0x80868f706bf980a1ULL},
    {"spgen_spmv_csr_g0_f32i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams163, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g0_f32i64_avx512, "avx512/spgen_spmv_csr_g0_f32i64_avx512.cpp",
     0xc3c0427320864df4ULL},
    {"spgen_spmv_csr_g0_f64i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams164, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g0_f64i32_avx512, "avx512/spgen_spmv_csr_g0_f64i32_avx512.cpp",
     0xfb0e275e8a8a752fULL},
    {"spgen_spmv_csr_g0_f64i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams165, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g0_f64i64_avx512, "avx512/spgen_spmv_csr_g0_f64i64_avx512.cpp",
     0x41124623d38fcf9bULL},
    {"spgen_spmv_csr_g1_f32i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams166, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g1_f32i32_avx512, "avx512/spgen_spmv_csr_g1_f32i32_avx512.cpp",
     0x1bb7bb81fbd52da6ULL},
    {"spgen_spmv_csr_g1_f32i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams167, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g1_f32i64_avx512, "avx512/spgen_spmv_csr_g1_f32i64_avx512.cpp",
     0x5835a43266589be0ULL},
    {"spgen_spmv_csr_g1_f64i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams168, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g1_f64i32_avx512, "avx512/spgen_spmv_csr_g1_f64i32_avx512.cpp",
     0x347a02c1d676bd93ULL},
    {"spgen_spmv_csr_g1_f64i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams169, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g1_f64i64_avx512, "avx512/spgen_spmv_csr_g1_f64i64_avx512.cpp",
     0x7e36679cd02ff9f3ULL},
    {"spgen_spmv_csr_t16_r16_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams170, 2, 256, 16, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t16_r16_f32i32_cuda.cu", 0x9e24fc8f527f5287ULL},
    {"spgen_spmv_csr_t16_r16_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams171, 2, 256, 16, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t16_r16_f64i32_cuda.cu", 0xe19280d2e8b485b5ULL},
    {"spgen_spmv_csr_t16_r8_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams172, 2, 128, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t16_r8_f32i32_cuda.cu", 0x11b1badfd0b72facULL},
    {"spgen_spmv_csr_t16_r8_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams173, 2, 128, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t16_r8_f64i32_cuda.cu", 0x798b5fde93c6141dULL},
    {"spgen_spmv_csr_t1_r128_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams174, 2, 128, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r128_f32i32_cuda.cu", 0x5d5fd2d0e5e5d042ULL},
    {"spgen_spmv_csr_t1_r128_f32i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams175, 2, 128, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r128_f32i64_cuda.cu", 0x1371d53bccbc1a31ULL},
    {"spgen_spmv_csr_t1_r128_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams176, 2, 128, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r128_f64i32_cuda.cu", 0x8b9e7328c2a44f34ULL},
    {"spgen_spmv_csr_t1_r128_f64i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams177, 2, 128, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r128_f64i64_cuda.cu", 0xb8b79366566abe67ULL},
    {"spgen_spmv_csr_t1_r256_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams178, 2, 256, 256, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r256_f32i32_cuda.cu", 0x7534323f72d36f86ULL},
    {"spgen_spmv_csr_t1_r256_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams179, 2, 256, 256, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r256_f64i32_cuda.cu", 0xe7407ffbd071b47aULL},
    {"spgen_spmv_csr_t2_r128_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams180, 2, 256, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t2_r128_f32i32_cuda.cu", 0x12dd96454e77f80bULL},
    {"spgen_spmv_csr_t2_r128_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams181, 2, 256, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t2_r128_f64i32_cuda.cu", 0x28834499c3bde565ULL},
    {"spgen_spmv_csr_t2_r64_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams182, 2, 128, 64, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t2_r64_f32i32_cuda.cu", 0x459d522ca93dc029ULL},
    {"spgen_spmv_csr_t2_r64_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams183, 2, 128, 64, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t2_r64_f64i32_cuda.cu", 0xaaa070170f2e3594ULL},
    {"spgen_spmv_csr_t32_r4_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams184, 2, 128, 4, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r4_f32i32_cuda.cu", 0x7c0ff1dade9184f5ULL},
    {"spgen_spmv_csr_t32_r4_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams185, 2, 128, 4, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r4_f64i32_cuda.cu", 0x7e8cb84b5573b23cULL},
    {"spgen_spmv_csr_t32_r8_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams186, 2, 256, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r8_f32i32_cuda.cu", 0x40b8229d91401039ULL},
    {"spgen_spmv_csr_t32_r8_f32i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams187, 2, 256, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r8_f32i64_cuda.cu", 0xbce019f9ec7d9b0bULL},
    {"spgen_spmv_csr_t32_r8_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams188, 2, 256, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r8_f64i32_cuda.cu", 0x6d297adc76b34c0eULL},
    {"spgen_spmv_csr_t32_r8_f64i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams189, 2, 256, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r8_f64i64_cuda.cu", 0x08784702abb9b291ULL},
    {"spgen_spmv_csr_t4_r32_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams190, 2, 128, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t4_r32_f32i32_cuda.cu", 0x7e1728ce2f7e8a76ULL},
    {"spgen_spmv_csr_t4_r32_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams191, 2, 128, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t4_r32_f64i32_cuda.cu", 0xd59d9553a3c98bb1ULL},
    {"spgen_spmv_csr_t4_r64_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams192, 2, 256, 64, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t4_r64_f32i32_cuda.cu", 0x58c9a5d452f0eed9ULL},
    {"spgen_spmv_csr_t4_r64_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams193, 2, 256, 64, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t4_r64_f64i32_cuda.cu", 0x63561b21f8303cc3ULL},
    {"spgen_spmv_csr_t8_r16_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams194, 2, 128, 16, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r16_f32i32_cuda.cu", 0x2d8a36bcc4b73e71ULL},
    {"spgen_spmv_csr_t8_r16_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams195, 2, 128, 16, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r16_f64i32_cuda.cu", 0x159c26b354814721ULL},
    {"spgen_spmv_csr_t8_r32_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams196, 2, 256, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r32_f32i32_cuda.cu", 0x193056e62084fd4aULL},
    {"spgen_spmv_csr_t8_r32_f32i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams197, 2, 256, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r32_f32i64_cuda.cu", 0x464d985f7bcba89dULL},
    {"spgen_spmv_csr_t8_r32_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams198, 2, 256, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r32_f64i32_cuda.cu", 0x9bfa32a61e24167fULL},
    {"spgen_spmv_csr_t8_r32_f64i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams199, 2, 256, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r32_f64i64_cuda.cu", 0x5fcd269900968e6aULL},
    {"spgen_spmv_csrstream_b128_s2_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams200, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s2_f32i32_cuda.cu", 0xc29c7a887cd1a1c1ULL},
    {"spgen_spmv_csrstream_b128_s2_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams201, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s2_f64i32_cuda.cu", 0xa78e94c347233e11ULL},
    {"spgen_spmv_csrstream_b128_s4_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams202, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s4_f32i32_cuda.cu", 0x8e0797d40254b398ULL},
    {"spgen_spmv_csrstream_b128_s4_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams203, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s4_f64i32_cuda.cu", 0xc95129eb94ff7b2cULL},
    {"spgen_spmv_csrstream_b128_s8_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams204, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s8_f32i32_cuda.cu", 0xd2cf72a7cb4fb2aeULL},
    {"spgen_spmv_csrstream_b128_s8_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams205, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s8_f64i32_cuda.cu", 0xc07763aa30e1113bULL},
    {"spgen_spmv_csrstream_b256_s2_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams206, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s2_f32i32_cuda.cu", 0x8672bc6b8e16528eULL},
    {"spgen_spmv_csrstream_b256_s2_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams207, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s2_f64i32_cuda.cu", 0xa84b6fb9020a4c75ULL},
    {"spgen_spmv_csrstream_b256_s4_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams208, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s4_f32i32_cuda.cu", 0x041f9887f78e129bULL},
    {"spgen_spmv_csrstream_b256_s4_f32i64_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams209, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s4_f32i64_cuda.cu", 0x92b362b0df2e495fULL},
    {"spgen_spmv_csrstream_b256_s4_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams210, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s4_f64i32_cuda.cu", 0x48c6a0213b6d0429ULL},
    {"spgen_spmv_csrstream_b256_s4_f64i64_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams211, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s4_f64i64_cuda.cu", 0x94104d4679434d6aULL},
    {"spgen_spmv_csrstream_b256_s8_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams212, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s8_f32i32_cuda.cu", 0x88ec2743545f17d4ULL},
    {"spgen_spmv_csrstream_b256_s8_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams213, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s8_f64i32_cuda.cu", 0x5b734e4cce5bd8f4ULL},
    {"spgen_spmv_ell_g0_f32i32_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams214, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g0_f32i32_avx512, "avx512/spgen_spmv_ell_g0_f32i32_avx512.cpp",
     0x728dab5dde58f5f0ULL},
    {"spgen_spmv_ell_g0_f64i32_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams215, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g0_f64i32_avx512, "avx512/spgen_spmv_ell_g0_f64i32_avx512.cpp",
     0xf965330c6115d962ULL},
    {"spgen_spmv_ell_g0_f64i64_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams216, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g0_f64i64_avx512, "avx512/spgen_spmv_ell_g0_f64i64_avx512.cpp",
     0x36774481f738aedfULL},
    {"spgen_spmv_ell_g1_f32i32_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams217, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g1_f32i32_avx512, "avx512/spgen_spmv_ell_g1_f32i32_avx512.cpp",
     0xe56b9247376d9b2aULL},
    {"spgen_spmv_ell_g1_f64i32_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams218, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g1_f64i32_avx512, "avx512/spgen_spmv_ell_g1_f64i32_avx512.cpp",
     0x6bbb89b0fc6c1d91ULL},
    {"spgen_spmv_ell_r128_f32i32_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams219, 1, 128, 128, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r128_f32i32_cuda.cu", 0xea364f346d06c3d8ULL},
    {"spgen_spmv_ell_r128_f64i32_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams220, 1, 128, 128, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r128_f64i32_cuda.cu", 0xde7f1a8fdf1445eeULL},
    {"spgen_spmv_ell_r256_f32i32_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams221, 1, 256, 256, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r256_f32i32_cuda.cu", 0x5c313021723730cbULL},
    {"spgen_spmv_ell_r256_f32i64_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams222, 1, 256, 256, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r256_f32i64_cuda.cu", 0xe2c38e31b0dc8020ULL},
    {"spgen_spmv_ell_r256_f64i32_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams223, 1, 256, 256, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r256_f64i32_cuda.cu", 0x7919d7c889bfcb39ULL},
    {"spgen_spmv_ell_r256_f64i64_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams224, 1, 256, 256, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r256_f64i64_cuda.cu", 0x9b02d3a670b5d249ULL},
    {"spgen_spmv_ellr_g0_f32i32_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams225, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g0_f32i32_avx512, "avx512/spgen_spmv_ellr_g0_f32i32_avx512.cpp",
     0x6c4254a199b7e257ULL},
    {"spgen_spmv_ellr_g0_f32i64_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams226, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g0_f32i64_avx512, "avx512/spgen_spmv_ellr_g0_f32i64_avx512.cpp",
     0x2d3ea930572b8698ULL},
    {"spgen_spmv_ellr_g0_f64i32_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams227, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g0_f64i32_avx512, "avx512/spgen_spmv_ellr_g0_f64i32_avx512.cpp",
     0x4a2ccf2289ddf08dULL},
    {"spgen_spmv_ellr_g0_f64i64_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams228, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g0_f64i64_avx512, "avx512/spgen_spmv_ellr_g0_f64i64_avx512.cpp",
     0x6b070bd8583f9e73ULL},
    {"spgen_spmv_ellr_g1_f32i32_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams229, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g1_f32i32_avx512, "avx512/spgen_spmv_ellr_g1_f32i32_avx512.cpp",
     0x1535bf31249290faULL},
    {"spgen_spmv_ellr_g1_f64i32_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams230, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g1_f64i32_avx512, "avx512/spgen_spmv_ellr_g1_f64i32_avx512.cpp",
     0xccfd5ec716ede929ULL},
    {"spgen_spmv_ellr_t1_r256_f32i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams231, 2, 256, 256, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t1_r256_f32i32_cuda.cu", 0x343e0b87b9b59ea6ULL},
    {"spgen_spmv_ellr_t1_r256_f32i64_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams232, 2, 256, 256, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t1_r256_f32i64_cuda.cu", 0x02d8c2e6e4c71da8ULL},
    {"spgen_spmv_ellr_t1_r256_f64i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams233, 2, 256, 256, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t1_r256_f64i32_cuda.cu", 0x12c597e6d0b67ec5ULL},
    {"spgen_spmv_ellr_t1_r256_f64i64_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams234, 2, 256, 256, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t1_r256_f64i64_cuda.cu", 0xf7f8f40dbec2b2f2ULL},
    {"spgen_spmv_ellr_t2_r128_f32i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams235, 2, 256, 128, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t2_r128_f32i32_cuda.cu", 0x97695ad5e9a3902cULL},
    {"spgen_spmv_ellr_t2_r128_f64i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams236, 2, 256, 128, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t2_r128_f64i32_cuda.cu", 0xa520f5f74f67ee81ULL},
    {"spgen_spmv_ellr_t4_r64_f32i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams237, 2, 256, 64, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t4_r64_f32i32_cuda.cu", 0x2993bd957221a2a0ULL},
    {"spgen_spmv_ellr_t4_r64_f64i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams238, 2, 256, 64, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t4_r64_f64i32_cuda.cu", 0xed321f7a844125baULL},
    {"spgen_spmv_ellr_t8_r32_f32i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams239, 2, 256, 32, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t8_r32_f32i32_cuda.cu", 0x321e3fcd7bd9d418ULL},
    {"spgen_spmv_ellr_t8_r32_f64i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams240, 2, 256, 32, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t8_r32_f64i32_cuda.cu", 0x25db51654d65e543ULL},
    {"spgen_spmv_hyb_g0_f32i32_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams241, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g0_f32i32_avx512, "avx512/spgen_spmv_hyb_g0_f32i32_avx512.cpp",
     0xdfb9f9c2cb8c62d0ULL},
    {"spgen_spmv_hyb_g0_f32i64_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams242, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g0_f32i64_avx512, "avx512/spgen_spmv_hyb_g0_f32i64_avx512.cpp",
     0x5359095185feafc4ULL},
    {"spgen_spmv_hyb_g0_f64i32_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams243, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g0_f64i32_avx512, "avx512/spgen_spmv_hyb_g0_f64i32_avx512.cpp",
     0xd60aa2b8511a1871ULL},
    {"spgen_spmv_hyb_g0_f64i64_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams244, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g0_f64i64_avx512, "avx512/spgen_spmv_hyb_g0_f64i64_avx512.cpp",
     0x7e6e5535f1509fb1ULL},
    {"spgen_spmv_hyb_g1_f32i32_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams245, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g1_f32i32_avx512, "avx512/spgen_spmv_hyb_g1_f32i32_avx512.cpp",
     0x94b935b3cafe6c90ULL},
    {"spgen_spmv_hyb_g1_f64i32_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams246, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g1_f64i32_avx512, "avx512/spgen_spmv_hyb_g1_f64i32_avx512.cpp",
     0x5563bb3710277f85ULL},
    {"spgen_spmv_hyb_s16_f32i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams247, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s16_f32i32_cuda.cu", 0x55a00630e4c68dc9ULL},
    {"spgen_spmv_hyb_s16_f64i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams248, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s16_f64i32_cuda.cu", 0xd0626d4dd0d962dbULL},
    {"spgen_spmv_hyb_s4_f32i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams249, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s4_f32i32_cuda.cu", 0xd3e29c025dfdf8c8ULL},
    {"spgen_spmv_hyb_s4_f64i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams250, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s4_f64i32_cuda.cu", 0x94976f0c25db9f80ULL},
    {"spgen_spmv_hyb_s8_f32i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams251, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s8_f32i32_cuda.cu", 0xac6f3b71fb9cab3aULL},
    {"spgen_spmv_hyb_s8_f32i64_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams252, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s8_f32i64_cuda.cu", 0xe497f492ae48df09ULL},
    {"spgen_spmv_hyb_s8_f64i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams253, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s8_f64i32_cuda.cu", 0xdf873b631f434f6fULL},
    {"spgen_spmv_hyb_s8_f64i64_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams254, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s8_f64i64_cuda.cu", 0x928d402b82793eb7ULL},
    {"spgen_spmv_pjds_b16_f32i32_avx512", Op::spmv, "pjds", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams255, 1, 0, 0, kArgs_pjds_avx512, 12,
     &call_spgen_spmv_pjds_b16_f32i32_avx512, "avx512/spgen_spmv_pjds_b16_f32i32_avx512.cpp",
     0xa80dfd764e3e4e5eULL},
    {"spgen_spmv_pjds_b32_t1_r128_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams256, 3, 128, 128, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r128_f32i32_cuda.cu", 0xc3b8ccd9c774554cULL},
    {"spgen_spmv_pjds_b32_t1_r128_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams257, 3, 128, 128, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r128_f64i32_cuda.cu", 0xc671a63260030b72ULL},
    {"spgen_spmv_pjds_b32_t1_r256_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams258, 3, 256, 256, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r256_f32i32_cuda.cu", 0x62124f8d26d99fc2ULL},
    {"spgen_spmv_pjds_b32_t1_r256_f32i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams259, 3, 256, 256, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r256_f32i64_cuda.cu", 0x22a9011796401ae2ULL},
    {"spgen_spmv_pjds_b32_t1_r256_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams260, 3, 256, 256, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r256_f64i32_cuda.cu", 0xb2ef9a670fcf80b2ULL},
    {"spgen_spmv_pjds_b32_t1_r256_f64i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams261, 3, 256, 256, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r256_f64i64_cuda.cu", 0x4b3aab7a976c4947ULL},
    {"spgen_spmv_pjds_b32_t32_r4_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams262, 3, 128, 4, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r4_f32i32_cuda.cu", 0xdf675d205104f43eULL},
    {"spgen_spmv_pjds_b32_t32_r4_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams263, 3, 128, 4, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r4_f64i32_cuda.cu", 0xd4e1be0f79480d89ULL},
    {"spgen_spmv_pjds_b32_t32_r8_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams264, 3, 256, 8, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r8_f32i32_cuda.cu", 0xa173adac9a8e082eULL},
    {"spgen_spmv_pjds_b32_t32_r8_f32i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams265, 3, 256, 8, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r8_f32i64_cuda.cu", 0xa2472d3642dcde02ULL},
    {"spgen_spmv_pjds_b32_t32_r8_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams266, 3, 256, 8, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r8_f64i32_cuda.cu", 0xf33e3560c6b7741eULL},
    {"spgen_spmv_pjds_b32_t32_r8_f64i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams267, 3, 256, 8, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r8_f64i64_cuda.cu", 0x589443f251be5059ULL},
    {"spgen_spmv_pjds_b32_t4_r32_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams268, 3, 128, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t4_r32_f32i32_cuda.cu", 0xc70349a919cdbc3fULL},
    {"spgen_spmv_pjds_b32_t4_r32_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams269, 3, 128, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t4_r32_f64i32_cuda.cu", 0x211eb79d96ce1065ULL},
    {"spgen_spmv_pjds_b32_t4_r64_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams270, 3, 256, 64, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t4_r64_f32i32_cuda.cu", 0x534bb3358c4da492ULL},
    {"spgen_spmv_pjds_b32_t4_r64_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams271, 3, 256, 64, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t4_r64_f64i32_cuda.cu", 0x6816bf4b62eb2290ULL},
    {"spgen_spmv_pjds_b32_t8_r16_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams272, 3, 128, 16, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r16_f32i32_cuda.cu", 0xaab9f8ac40d9c85eULL},
    {"spgen_spmv_pjds_b32_t8_r16_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams273, 3, 128, 16, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r16_f64i32_cuda.cu", 0xa68c861568c84649ULL},
    {"spgen_spmv_pjds_b32_t8_r32_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams274, 3, 256, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r32_f32i32_cuda.cu", 0x9e1cd3d4254c7412ULL},
    {"spgen_spmv_pjds_b32_t8_r32_f32i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams275, 3, 256, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r32_f32i64_cuda.cu", 0x1cb1595e77be5ccdULL},
    {"spgen_spmv_pjds_b32_t8_r32_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams276, 3, 256, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r32_f64i32_cuda.cu", 0x219334b5506426acULL},
    {"spgen_spmv_pjds_b32_t8_r32_f64i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams277, 3, 256, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r32_f64i64_cuda.cu", 0x1cd63e42a825eb4fULL},
    {"spgen_spmv_pjds_b8_f64i32_avx512", Op::spmv, "pjds", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams278, 1, 0, 0, kArgs_pjds_avx512, 12,
     &call_spgen_spmv_pjds_b8_f64i32_avx512, "avx512/spgen_spmv_pjds_b8_f64i32_avx512.cpp",
     0x018a8733d4dde051ULL},
    {"spgen_spmv_pjds_b8_f64i64_avx512", Op::spmv, "pjds", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams279, 1, 0, 0, kArgs_pjds_avx512, 12,
     &call_spgen_spmv_pjds_b8_f64i64_avx512, "avx512/spgen_spmv_pjds_b8_f64i64_avx512.cpp",
     0x95587b529ad4519dULL},
    {"spgen_spmv_rowseg_t16_s2_r16_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams280, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s2_r16_f32i32_cuda.cu", 0xaa944a770c76f6fcULL},
    {"spgen_spmv_rowseg_t16_s2_r16_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams281, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s2_r16_f64i32_cuda.cu", 0xd37392648587c330ULL},
    {"spgen_spmv_rowseg_t16_s4_r16_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams282, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s4_r16_f32i32_cuda.cu", 0xb40987fcb1b642afULL},
    {"spgen_spmv_rowseg_t16_s4_r16_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams283, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s4_r16_f64i32_cuda.cu", 0x00c792240c997ddbULL},
    {"spgen_spmv_rowseg_t16_s8_r16_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams284, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s8_r16_f32i32_cuda.cu", 0x316c0822226936fdULL},
    {"spgen_spmv_rowseg_t16_s8_r16_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams285, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s8_r16_f64i32_cuda.cu", 0x037629b53ffe7f89ULL},
    {"spgen_spmv_rowseg_t2_s2_r128_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams286, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s2_r128_f32i32_cuda.cu", 0x0ec114026395a86dULL},
    {"spgen_spmv_rowseg_t2_s2_r128_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams287, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s2_r128_f64i32_cuda.cu", 0x13f4b27d09dea10bULL},
    {"spgen_spmv_rowseg_t2_s4_r128_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams288, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s4_r128_f32i32_cuda.cu", 0x9e000c8fe366e2e7ULL},
    {"spgen_spmv_rowseg_t2_s4_r128_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams289, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s4_r128_f64i32_cuda.cu", 0xf215cbf82084fc89ULL},
    {"spgen_spmv_rowseg_t2_s8_r128_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams290, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s8_r128_f32i32_cuda.cu", 0xbfd914b6f0c76672ULL},
    {"spgen_spmv_rowseg_t2_s8_r128_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams291, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s8_r128_f64i32_cuda.cu", 0x500f669f3e9f7551ULL},
    {"spgen_spmv_rowseg_t32_s2_r8_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams292, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s2_r8_f32i32_cuda.cu", 0x678df50f5a060fc9ULL},
    {"spgen_spmv_rowseg_t32_s2_r8_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams293, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s2_r8_f64i32_cuda.cu", 0x749e738f93e05f70ULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams294, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f32i32_cuda.cu", 0xcfdcf937caf991deULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f32i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams295, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f32i64_cuda.cu", 0x4b4412862d34d699ULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams296, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f64i32_cuda.cu", 0xc2862edab9f5aa51ULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f64i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams297, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f64i64_cuda.cu", 0x9aaa9dd5795ed7c1ULL},
    {"spgen_spmv_rowseg_t32_s8_r8_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams298, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s8_r8_f32i32_cuda.cu", 0x7befc2f5aaf1e867ULL},
    {"spgen_spmv_rowseg_t32_s8_r8_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams299, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s8_r8_f64i32_cuda.cu", 0x34d2a0b88744a43cULL},
    {"spgen_spmv_rowseg_t4_s2_r64_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams300, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s2_r64_f32i32_cuda.cu", 0x681bde6c0a889632ULL},
    {"spgen_spmv_rowseg_t4_s2_r64_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams301, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s2_r64_f64i32_cuda.cu", 0x4434978595ae861aULL},
    {"spgen_spmv_rowseg_t4_s4_r64_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams302, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s4_r64_f32i32_cuda.cu", 0x09c7496e6259bf9bULL},
    {"spgen_spmv_rowseg_t4_s4_r64_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams303, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s4_r64_f64i32_cuda.cu", 0x21786908af2e5349ULL},
    {"spgen_spmv_rowseg_t4_s8_r64_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams304, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s8_r64_f32i32_cuda.cu", 0x1ef7ff0a38d89a16ULL},
    {"spgen_spmv_rowseg_t4_s8_r64_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams305, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s8_r64_f64i32_cuda.cu", 0x6179c430c7779ed5ULL},
    {"spgen_spmv_rowseg_t8_s2_r32_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams306, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s2_r32_f32i32_cuda.cu", 0x3dea9c85ce1f7908ULL},
    {"spgen_spmv_rowseg_t8_s2_r32_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams307, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s2_r32_f64i32_cuda.cu", 0xb5d357f4cc7aafabULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams308, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f32i32_cuda.cu", 0x65c8559871edc897ULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f32i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams309, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f32i64_cuda.cu", 0x1d89734e690b2eaeULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams310, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f64i32_cuda.cu", 0x55e11bee47566bd3ULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f64i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams311, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f64i64_cuda.cu", 0xd9f88e6108aa4d54ULL},
    {"spgen_spmv_rowseg_t8_s8_r32_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams312, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s8_r32_f32i32_cuda.cu", 0xe3d2cc0df4c40c6eULL},
    {"spgen_spmv_rowseg_t8_s8_r32_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams313, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s8_r32_f64i32_cuda.cu", 0x71685e60df7e9a7cULL},
    {"spgen_spmv_sellp_b16_g0_f32i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams314, 2, 0, 0, kArgs_sellp_avx512, 11,
     &call_spgen_spmv_sellp_b16_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_b16_g0_f32i32_avx512.cpp", 0x205a0912af65b5aeULL},
    {"spgen_spmv_sellp_b16_g1_f32i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams315, 2, 0, 0, kArgs_sellp_avx512, 11,
     &call_spgen_spmv_sellp_b16_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_b16_g1_f32i32_avx512.cpp", 0x5076cf644fc7d8f4ULL},
    {"spgen_spmv_sellp_b16_t2_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams316, 3, 32, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u1_f32i32_cuda.cu", 0xd2cf4501e9cbb28aULL},
    {"spgen_spmv_sellp_b16_t2_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams317, 3, 32, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u1_f64i32_cuda.cu", 0x99399c0cc055c028ULL},
    {"spgen_spmv_sellp_b16_t2_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams318, 3, 32, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u2_f32i32_cuda.cu", 0x65e1e84e0365d294ULL},
    {"spgen_spmv_sellp_b16_t2_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams319, 3, 32, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u2_f64i32_cuda.cu", 0xd55e49375c6a3dc5ULL},
    {"spgen_spmv_sellp_b16_t4_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams320, 3, 64, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u1_f32i32_cuda.cu", 0x95290fd2b92c09f2ULL},
    {"spgen_spmv_sellp_b16_t4_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams321, 3, 64, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u1_f64i32_cuda.cu", 0x70f187da8e546ce2ULL},
    {"spgen_spmv_sellp_b16_t4_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams322, 3, 64, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u2_f32i32_cuda.cu", 0x32f681ad20bb697cULL},
    {"spgen_spmv_sellp_b16_t4_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams323, 3, 64, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u2_f64i32_cuda.cu", 0xc059eb73ac2c8561ULL},
    {"spgen_spmv_sellp_b16_t8_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams324, 3, 128, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u1_f32i32_cuda.cu", 0xb2c0c6958e924c51ULL},
    {"spgen_spmv_sellp_b16_t8_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams325, 3, 128, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u1_f64i32_cuda.cu", 0x2b5584104d257047ULL},
    {"spgen_spmv_sellp_b16_t8_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams326, 3, 128, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u2_f32i32_cuda.cu", 0x1533b3346b6147b7ULL},
    {"spgen_spmv_sellp_b16_t8_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams327, 3, 128, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u2_f64i32_cuda.cu", 0xec0bb7e0fcb99621ULL},
    {"spgen_spmv_sellp_b32_t1_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams328, 3, 32, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u1_f32i32_cuda.cu", 0x41dd9dfd00c1ccecULL},
    {"spgen_spmv_sellp_b32_t1_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams329, 3, 32, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u1_f64i32_cuda.cu", 0x4d1f24570c3f4416ULL},
    {"spgen_spmv_sellp_b32_t1_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams330, 3, 32, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u2_f32i32_cuda.cu", 0x7df58ffe898958a6ULL},
    {"spgen_spmv_sellp_b32_t1_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams331, 3, 32, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u2_f64i32_cuda.cu", 0xb6ca08214f34dcc4ULL},
    {"spgen_spmv_sellp_b32_t2_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams332, 3, 64, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u1_f32i32_cuda.cu", 0xcdec34be4c9a9a48ULL},
    {"spgen_spmv_sellp_b32_t2_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams333, 3, 64, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u1_f64i32_cuda.cu", 0x10d49b68eda55447ULL},
    {"spgen_spmv_sellp_b32_t2_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams334, 3, 64, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u2_f32i32_cuda.cu", 0x99d1b45519121e08ULL},
    {"spgen_spmv_sellp_b32_t2_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams335, 3, 64, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u2_f64i32_cuda.cu", 0xebb167eba33001b2ULL},
    {"spgen_spmv_sellp_b32_t4_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams336, 3, 128, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u1_f32i32_cuda.cu", 0xa395619f800f4138ULL},
    {"spgen_spmv_sellp_b32_t4_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams337, 3, 128, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u1_f64i32_cuda.cu", 0xba2abfecc395723fULL},
    {"spgen_spmv_sellp_b32_t4_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams338, 3, 128, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u2_f32i32_cuda.cu", 0xe81ef50235ac1c32ULL},
    {"spgen_spmv_sellp_b32_t4_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams339, 3, 128, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u2_f64i32_cuda.cu", 0x7c6982d9ddd21515ULL},
    {"spgen_spmv_sellp_b32_t8_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams340, 3, 256, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u1_f32i32_cuda.cu", 0x8dd93c451efa1ea4ULL},
    {"spgen_spmv_sellp_b32_t8_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams341, 3, 256, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u1_f64i32_cuda.cu", 0x0191510a26d44362ULL},
    {"spgen_spmv_sellp_b32_t8_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams342, 3, 256, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u2_f32i32_cuda.cu", 0x322ece51970e843aULL},
    {"spgen_spmv_sellp_b32_t8_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams343, 3, 256, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u2_f64i32_cuda.cu", 0x8224e13e294045f8ULL},
    {"spgen_spmv_sellp_b8_g0_f64i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams344, 2, 0, 0, kArgs_sellp_avx512, 11,
     &call_spgen_spmv_sellp_b8_g0_f64i32_avx512, "avx512/spgen_spmv_sellp_b8_g0_f64i32_avx512.cpp",
     0xd36c39c357149f53ULL},
    {"spgen_spmv_sellp_b8_g1_f64i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams345, 2, 0, 0, kArgs_sellp_avx512, 11,
     &call_spgen_spmv_sellp_b8_g1_f64i32_avx512, "avx512/spgen_spmv_sellp_b8_g1_f64i32_avx512.cpp",
     0xf8db9739c8c7e3f9ULL},
    {"spgen_spmv_sellp_b8_t4_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams346, 3, 32, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t4_u1_f32i32_cuda.cu", 0xaca31a9ea2dc177aULL},
    {"spgen_spmv_sellp_b8_t4_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams347, 3, 32, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t4_u1_f64i32_cuda.cu", 0x5835a5d945617cb9ULL},
    {"spgen_spmv_sellp_b8_t4_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams348, 3, 32, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t4_u2_f32i32_cuda.cu", 0x9b0bc88c37a0cf2eULL},
    {"spgen_spmv_sellp_b8_t4_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams349, 3, 32, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t4_u2_f64i32_cuda.cu", 0x2e5ce011f1de3158ULL},
    {"spgen_spmv_sellp_b8_t8_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams350, 3, 64, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t8_u1_f32i32_cuda.cu", 0x666ba35e48c4744fULL},
    {"spgen_spmv_sellp_b8_t8_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams351, 3, 64, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t8_u1_f64i32_cuda.cu", 0xa136339962919141ULL},
    {"spgen_spmv_sellp_b8_t8_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams352, 3, 64, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t8_u2_f32i32_cuda.cu", 0x9046eccd385486ffULL},
    {"spgen_spmv_sellp_b8_t8_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams353, 3, 64, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t8_u2_f64i32_cuda.cu", 0xcc5ef84e11cbf341ULL},
    {"spgen_spmv_sellp_c16_b16_v0_p0_cb16_g0_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams354, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v0_p0_cb16_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v0_p0_cb16_g0_f32i32_avx512.cpp", 0x1aacb0d0e1f9d9acULL},
    {"spgen_spmv_sellp_c16_b16_v0_p0_cb16_g1_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams355, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v0_p0_cb16_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v0_p0_cb16_g1_f32i32_avx512.cpp", 0x765d459656cf2d42ULL},
    {"spgen_spmv_sellp_c16_b16_v0_p0_cb8_g0_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams356, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v0_p0_cb8_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v0_p0_cb8_g0_f32i32_avx512.cpp", 0xab34ab3c789da5aeULL},
    {"spgen_spmv_sellp_c16_b16_v0_p0_cb8_g1_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams357, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v0_p0_cb8_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v0_p0_cb8_g1_f32i32_avx512.cpp", 0xb17f2a7c8042ee2cULL},
    {"spgen_spmv_sellp_c16_b16_v0_p1_cb16_g0_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams358, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v0_p1_cb16_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v0_p1_cb16_g0_f32i32_avx512.cpp", 0x6a79b9344533fffaULL},
    {"spgen_spmv_sellp_c16_b16_v0_p1_cb16_g1_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams359, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v0_p1_cb16_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v0_p1_cb16_g1_f32i32_avx512.cpp", 0x6139bed5d4dfe111ULL},
    {"spgen_spmv_sellp_c16_b16_v0_p1_cb8_g0_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams360, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v0_p1_cb8_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v0_p1_cb8_g0_f32i32_avx512.cpp", 0xe373323b2e93849bULL},
    {"spgen_spmv_sellp_c16_b16_v0_p1_cb8_g1_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams361, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v0_p1_cb8_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v0_p1_cb8_g1_f32i32_avx512.cpp", 0x0338519cc9e2e12eULL},
    {"spgen_spmv_sellp_c16_b16_v16_p0_cb16_g0_f32i32_avx512", Op::spmv, "sellp_c16",
     Backend::avx512, ValueType::f32, IndexType::i32, kParams362, 5, 0, 0, kArgs_sellp_c16_avx512,
     21, &call_spgen_spmv_sellp_c16_b16_v16_p0_cb16_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v16_p0_cb16_g0_f32i32_avx512.cpp", 0x7a4a95ed7cd57019ULL},
    {"spgen_spmv_sellp_c16_b16_v16_p0_cb16_g1_f32i32_avx512", Op::spmv, "sellp_c16",
     Backend::avx512, ValueType::f32, IndexType::i32, kParams363, 5, 0, 0, kArgs_sellp_c16_avx512,
     21, &call_spgen_spmv_sellp_c16_b16_v16_p0_cb16_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v16_p0_cb16_g1_f32i32_avx512.cpp", 0xa2380ea92c2e7984ULL},
    {"spgen_spmv_sellp_c16_b16_v16_p0_cb8_g0_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams364, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v16_p0_cb8_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v16_p0_cb8_g0_f32i32_avx512.cpp", 0xe68036b9c3e93142ULL},
    {"spgen_spmv_sellp_c16_b16_v16_p0_cb8_g1_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams365, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v16_p0_cb8_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v16_p0_cb8_g1_f32i32_avx512.cpp", 0xc08ddd6e4bf30a4aULL},
    {"spgen_spmv_sellp_c16_b16_v8_p0_cb16_g0_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams366, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v8_p0_cb16_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v8_p0_cb16_g0_f32i32_avx512.cpp", 0x33632e2b90eb4745ULL},
    {"spgen_spmv_sellp_c16_b16_v8_p0_cb16_g1_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams367, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v8_p0_cb16_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v8_p0_cb16_g1_f32i32_avx512.cpp", 0xa60bba1cd666db32ULL},
    {"spgen_spmv_sellp_c16_b16_v8_p0_cb8_g0_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams368, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v8_p0_cb8_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v8_p0_cb8_g0_f32i32_avx512.cpp", 0x4e88337f4574318eULL},
    {"spgen_spmv_sellp_c16_b16_v8_p0_cb8_g1_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams369, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v8_p0_cb8_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v8_p0_cb8_g1_f32i32_avx512.cpp", 0x0413b09dfa4dd1adULL},
    {"spgen_spmv_sellp_c16_b32_t1_u1_r1_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams370, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t1_u1_r1_s1_v0_p0_cb16_f32i32_cuda.cu",
     0x8c898293f72dbc3cULL},
    {"spgen_spmv_sellp_c16_b32_t1_u1_r1_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams371, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t1_u1_r1_s1_v0_p0_cb16_f64i32_cuda.cu",
     0x375b290590c62f67ULL},
    {"spgen_spmv_sellp_c16_b32_t1_u2_r1_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams372, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t1_u2_r1_s1_v0_p0_cb16_f32i32_cuda.cu",
     0x62e99b88a8968cd7ULL},
    {"spgen_spmv_sellp_c16_b32_t1_u2_r1_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams373, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t1_u2_r1_s1_v0_p0_cb16_f64i32_cuda.cu",
     0x325412e53ff0d8fbULL},
    {"spgen_spmv_sellp_c16_b32_t2_u1_r1_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams374, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u1_r1_s1_v0_p0_cb16_f32i32_cuda.cu",
     0xf742c304448484f7ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u1_r1_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams375, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u1_r1_s1_v0_p0_cb16_f64i32_cuda.cu",
     0xdd73e62f5d69c2dbULL},
    {"spgen_spmv_sellp_c16_b32_t2_u1_r2_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams376, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u1_r2_s1_v0_p0_cb16_f32i32_cuda.cu",
     0xa802fbbc7b9fac29ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u1_r2_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams377, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u1_r2_s1_v0_p0_cb16_f64i32_cuda.cu",
     0xf02b5078dfd77135ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r1_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams378, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r1_s1_v0_p0_cb16_f32i32_cuda.cu",
     0xc70e738ae68e03f7ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r1_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams379, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r1_s1_v0_p0_cb16_f64i32_cuda.cu",
     0x49de5530bad8f60eULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams380, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p0_cb16_f32i32_cuda.cu",
     0xd6c2ea231b1c4eaeULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams381, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p0_cb16_f64i32_cuda.cu",
     0x424262d44f0f8657ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p0_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams382, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p0_cb8_f32i32_cuda.cu",
     0x3968ffde2f6c4fc3ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p0_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams383, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p0_cb8_f64i32_cuda.cu",
     0xe217b2c9d455d7c1ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p1_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams384, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p1_cb16_f32i32_cuda.cu",
     0xbc75de3a0f77fe2eULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p1_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams385, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p1_cb16_f64i32_cuda.cu",
     0x16b2107cce1bfe5cULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p1_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams386, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p1_cb8_f32i32_cuda.cu",
     0x106b68592aabc307ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p1_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams387, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p1_cb8_f64i32_cuda.cu",
     0x33a619ab7f4ea4feULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v16_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams388, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v16_p0_cb16_f32i32_cuda.cu",
     0x3b1f5aa7fb68c18bULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v16_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams389, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v16_p0_cb16_f64i32_cuda.cu",
     0x53d423c45d4f545fULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v8_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams390, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v8_p0_cb16_f32i32_cuda.cu",
     0x24e5cd82755f65baULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v8_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams391, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v8_p0_cb16_f64i32_cuda.cu",
     0x243e17f9c1b646c7ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v8_p0_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams392, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v8_p0_cb8_f32i32_cuda.cu",
     0xdf8d07e8a2532a16ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v8_p0_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams393, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v8_p0_cb8_f64i32_cuda.cu",
     0x01428342af7dfae7ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams394, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p0_cb16_f32i32_cuda.cu",
     0xd3fa0a857fee3dc6ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams395, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p0_cb16_f64i32_cuda.cu",
     0x9070abd1556c199aULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p0_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams396, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p0_cb8_f32i32_cuda.cu",
     0x49ff329979a2a6c2ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p0_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams397, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p0_cb8_f64i32_cuda.cu",
     0x07bb6785272e7c92ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p1_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams398, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p1_cb16_f32i32_cuda.cu",
     0xe6775207f8a957a6ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p1_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams399, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p1_cb16_f64i32_cuda.cu",
     0x11287d110e34d179ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p1_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams400, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p1_cb8_f32i32_cuda.cu",
     0xc99c488b2eec723cULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p1_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams401, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p1_cb8_f64i32_cuda.cu",
     0xf97b3aff0f9091b8ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v16_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams402, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v16_p0_cb16_f32i32_cuda.cu",
     0x1efbda25a1326c10ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v16_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams403, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v16_p0_cb16_f64i32_cuda.cu",
     0x34bed2d33f88741cULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v8_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams404, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v8_p0_cb16_f32i32_cuda.cu",
     0x76bf532e95ca8ea7ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v8_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams405, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v8_p0_cb16_f64i32_cuda.cu",
     0xe47f5917bac02b15ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v8_p0_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams406, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v8_p0_cb8_f32i32_cuda.cu",
     0x30552d98746c47bbULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v8_p0_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams407, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v8_p0_cb8_f64i32_cuda.cu",
     0xe9623d2d67233d4fULL},
    {"spgen_spmv_sellp_c16_b32_t4_u1_r1_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams408, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u1_r1_s1_v0_p0_cb16_f32i32_cuda.cu",
     0x32e52e64dda63710ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u1_r1_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams409, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u1_r1_s1_v0_p0_cb16_f64i32_cuda.cu",
     0xd464fea48ae91349ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u1_r2_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams410, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u1_r2_s1_v0_p0_cb16_f32i32_cuda.cu",
     0x14253b6bde78f392ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u1_r2_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams411, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u1_r2_s1_v0_p0_cb16_f64i32_cuda.cu",
     0x26ba5f3a3fc0f27cULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r1_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams412, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r1_s1_v0_p0_cb16_f32i32_cuda.cu",
     0x86b1fc34b573ab61ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r1_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams413, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r1_s1_v0_p0_cb16_f64i32_cuda.cu",
     0x4bb1786cd01ff4cdULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams414, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p0_cb16_f32i32_cuda.cu",
     0xb0ca66189886fe6bULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams415, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p0_cb16_f64i32_cuda.cu",
     0xe6721b4c741d746cULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p0_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams416, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p0_cb8_f32i32_cuda.cu",
     0xa707a3b969ac30eaULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p0_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams417, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p0_cb8_f64i32_cuda.cu",
     0x8281b115ce3f364aULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p1_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams418, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p1_cb16_f32i32_cuda.cu",
     0x29cfbabad3848a36ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p1_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams419, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p1_cb16_f64i32_cuda.cu",
     0x4de47b5f9aa30515ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p1_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams420, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p1_cb8_f32i32_cuda.cu",
     0xa817989d8afed725ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p1_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams421, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p1_cb8_f64i32_cuda.cu",
     0xb8f0bb98124d24d5ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v16_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams422, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v16_p0_cb16_f32i32_cuda.cu",
     0x9869b4c220fcda6bULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v16_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams423, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v16_p0_cb16_f64i32_cuda.cu",
     0xca4928be9812c89fULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v8_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams424, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v8_p0_cb16_f32i32_cuda.cu",
     0x217059c49472d312ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v8_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams425, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v8_p0_cb16_f64i32_cuda.cu",
     0xf56ae5bcc7bd689fULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v8_p0_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams426, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v8_p0_cb8_f32i32_cuda.cu",
     0x3cc317cc1b35a23fULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v8_p0_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams427, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v8_p0_cb8_f64i32_cuda.cu",
     0x71ef0d57700612dfULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams428, 8, 128, 64, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p0_cb16_f32i32_cuda.cu",
     0xe653875c29982c58ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams429, 8, 128, 64, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p0_cb16_f64i32_cuda.cu",
     0x4784a77999ae0dc3ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p1_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams430, 8, 128, 64, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p1_cb16_f32i32_cuda.cu",
     0x57c3be5ec37032c6ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p1_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams431, 8, 128, 64, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p1_cb16_f64i32_cuda.cu",
     0x0683792a9eeac307ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v8_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams432, 8, 128, 64, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v8_p0_cb16_f32i32_cuda.cu",
     0x03f035d7730926c9ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v8_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams433, 8, 128, 64, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v8_p0_cb16_f64i32_cuda.cu",
     0xff6c981a3d4a1a7fULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams434, 8, 256, 128, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p0_cb16_f32i32_cuda.cu",
     0xfcbd1fc401fb9737ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams435, 8, 256, 128, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p0_cb16_f64i32_cuda.cu",
     0x4cfa051e645bce7dULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p1_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams436, 8, 256, 128, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p1_cb16_f32i32_cuda.cu",
     0x83f1847872f5a6fcULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p1_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams437, 8, 256, 128, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p1_cb16_f64i32_cuda.cu",
     0xe951034cf2936bcbULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v8_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams438, 8, 256, 128, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v8_p0_cb16_f32i32_cuda.cu",
     0x7505874eb1c04345ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v8_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams439, 8, 256, 128, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v8_p0_cb16_f64i32_cuda.cu",
     0x30418554b810b0b4ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams440, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p0_cb16_f32i32_cuda.cu",
     0x1e6c673df4ad497bULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams441, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p0_cb16_f64i32_cuda.cu",
     0xc134f31db7bf7e06ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p0_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams442, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p0_cb8_f32i32_cuda.cu",
     0x107d118fe11133acULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p0_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams443, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p0_cb8_f64i32_cuda.cu",
     0xe40cba653c85036dULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p1_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams444, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p1_cb16_f32i32_cuda.cu",
     0xb0ad6a0690442cbbULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p1_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams445, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p1_cb16_f64i32_cuda.cu",
     0xef3d848df2e062c4ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p1_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams446, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p1_cb8_f32i32_cuda.cu",
     0x052b21ba81d29964ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p1_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams447, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p1_cb8_f64i32_cuda.cu",
     0x61454536aff3028aULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v16_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams448, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v16_p0_cb16_f32i32_cuda.cu",
     0x61585c420dc6f674ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v16_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams449, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v16_p0_cb16_f64i32_cuda.cu",
     0xb0ee3d02499d0fdaULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v8_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams450, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v8_p0_cb16_f32i32_cuda.cu",
     0xd2dc78f94af16266ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v8_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams451, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v8_p0_cb16_f64i32_cuda.cu",
     0xc5ffaee4204ca84fULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v8_p0_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams452, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v8_p0_cb8_f32i32_cuda.cu",
     0x4782f6166c501446ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v8_p0_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams453, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v8_p0_cb8_f64i32_cuda.cu",
     0xeab2c459ab009b0cULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams454, 8, 128, 64, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p0_cb16_f32i32_cuda.cu",
     0x562d06a9454ca272ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams455, 8, 128, 64, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p0_cb16_f64i32_cuda.cu",
     0xc959e5259ee6b115ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p1_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams456, 8, 128, 64, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p1_cb16_f32i32_cuda.cu",
     0xc231b64aa40d10deULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p1_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams457, 8, 128, 64, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p1_cb16_f64i32_cuda.cu",
     0xd962f79578cc9e3eULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v8_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams458, 8, 128, 64, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v8_p0_cb16_f32i32_cuda.cu",
     0x2c4e1a654215cb0fULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v8_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams459, 8, 128, 64, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v8_p0_cb16_f64i32_cuda.cu",
     0x0e3744f497ffc494ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams460, 8, 256, 128, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p0_cb16_f32i32_cuda.cu",
     0x655b34b2810b2baeULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams461, 8, 256, 128, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p0_cb16_f64i32_cuda.cu",
     0xd579cf4ad0c4c5e8ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p1_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams462, 8, 256, 128, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p1_cb16_f32i32_cuda.cu",
     0x93d3b664a96c185cULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p1_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams463, 8, 256, 128, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p1_cb16_f64i32_cuda.cu",
     0xb61ee965a728de4cULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v8_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams464, 8, 256, 128, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v8_p0_cb16_f32i32_cuda.cu",
     0x6e0c6dd10bdfe635ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v8_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams465, 8, 256, 128, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v8_p0_cb16_f64i32_cuda.cu",
     0x3699fcab27f99328ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u1_r1_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams466, 8, 256, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u1_r1_s1_v0_p0_cb16_f32i32_cuda.cu",
     0x36fdd6075901475dULL},
    {"spgen_spmv_sellp_c16_b32_t8_u1_r1_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams467, 8, 256, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u1_r1_s1_v0_p0_cb16_f64i32_cuda.cu",
     0x828014d872b8818aULL},
    {"spgen_spmv_sellp_c16_b32_t8_u1_r2_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams468, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u1_r2_s1_v0_p0_cb16_f32i32_cuda.cu",
     0x2fa2344b99922916ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u1_r2_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams469, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u1_r2_s1_v0_p0_cb16_f64i32_cuda.cu",
     0x67bc09f6ccc00b3eULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r1_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams470, 8, 256, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r1_s1_v0_p0_cb16_f32i32_cuda.cu",
     0xe66bf70a21eba26bULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r1_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams471, 8, 256, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r1_s1_v0_p0_cb16_f64i32_cuda.cu",
     0x109e66ff9654543cULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams472, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p0_cb16_f32i32_cuda.cu",
     0x2a9ea4c66b0b4a85ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams473, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p0_cb16_f64i32_cuda.cu",
     0x8d047677dfa8bbbbULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p0_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams474, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p0_cb8_f32i32_cuda.cu",
     0x74175e30a436ced2ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p0_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams475, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p0_cb8_f64i32_cuda.cu",
     0xbe8b4ed91eb60caaULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p1_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams476, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p1_cb16_f32i32_cuda.cu",
     0x61c4e7a1f0c6ed96ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p1_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams477, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p1_cb16_f64i32_cuda.cu",
     0x987a90ad1b915f68ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p1_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams478, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p1_cb8_f32i32_cuda.cu",
     0x226e82cf082dfb0aULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p1_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams479, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p1_cb8_f64i32_cuda.cu",
     0x560f505c1ebf2c1dULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v16_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams480, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v16_p0_cb16_f32i32_cuda.cu",
     0xeb6a42b96f140180ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v16_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams481, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v16_p0_cb16_f64i32_cuda.cu",
     0x3decad809ec67c27ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v8_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams482, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v8_p0_cb16_f32i32_cuda.cu",
     0x81c0fabde0c72e3fULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v8_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams483, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v8_p0_cb16_f64i32_cuda.cu",
     0xf47d3709b1e8bf56ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v8_p0_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams484, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v8_p0_cb8_f32i32_cuda.cu",
     0x19f30a5a7ae318c3ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v8_p0_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams485, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v8_p0_cb8_f64i32_cuda.cu",
     0xffece2d0f997ed6aULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams486, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p0_cb16_f32i32_cuda.cu",
     0x1d9969273cd97125ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams487, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p0_cb16_f64i32_cuda.cu",
     0x2ee6fec836e89036ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p0_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams488, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p0_cb8_f32i32_cuda.cu",
     0xce8af4a64341eb68ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p0_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams489, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p0_cb8_f64i32_cuda.cu",
     0x078ffa0075aa3285ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p1_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams490, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p1_cb16_f32i32_cuda.cu",
     0xe5e17444ed5709aaULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p1_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams491, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p1_cb16_f64i32_cuda.cu",
     0x936d866c5e995716ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p1_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams492, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p1_cb8_f32i32_cuda.cu",
     0xd9e48cfd5726f418ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p1_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams493, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p1_cb8_f64i32_cuda.cu",
     0x0bf70b13e1944c96ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v16_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams494, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v16_p0_cb16_f32i32_cuda.cu",
     0xd8a2ee63a83a5be7ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v16_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams495, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v16_p0_cb16_f64i32_cuda.cu",
     0x905efd70bbdf34f9ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v8_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams496, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v8_p0_cb16_f32i32_cuda.cu",
     0x27c2318147653db1ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v8_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams497, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v8_p0_cb16_f64i32_cuda.cu",
     0x8fdad84c22d06c97ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v8_p0_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams498, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v8_p0_cb8_f32i32_cuda.cu",
     0xc8ce78a23735beacULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v8_p0_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams499, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v8_p0_cb8_f64i32_cuda.cu",
     0xdbf16a3b9eaa6df3ULL},
    {"spgen_spmv_sellp_c16_b8_v0_p0_cb16_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams500, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v0_p0_cb16_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v0_p0_cb16_g0_f64i32_avx512.cpp", 0xf7c63f6cf3dbce0cULL},
    {"spgen_spmv_sellp_c16_b8_v0_p0_cb16_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams501, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v0_p0_cb16_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v0_p0_cb16_g1_f64i32_avx512.cpp", 0x5ae68885596f426dULL},
    {"spgen_spmv_sellp_c16_b8_v0_p0_cb8_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams502, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v0_p0_cb8_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v0_p0_cb8_g0_f64i32_avx512.cpp", 0x8e38670eba229e74ULL},
    {"spgen_spmv_sellp_c16_b8_v0_p0_cb8_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams503, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v0_p0_cb8_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v0_p0_cb8_g1_f64i32_avx512.cpp", 0x9b9428ab276758eeULL},
    {"spgen_spmv_sellp_c16_b8_v0_p1_cb16_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams504, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v0_p1_cb16_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v0_p1_cb16_g0_f64i32_avx512.cpp", 0x26663e7be1f0a5baULL},
    {"spgen_spmv_sellp_c16_b8_v0_p1_cb16_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams505, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v0_p1_cb16_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v0_p1_cb16_g1_f64i32_avx512.cpp", 0x36fae5d2911c3159ULL},
    {"spgen_spmv_sellp_c16_b8_v0_p1_cb8_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams506, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v0_p1_cb8_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v0_p1_cb8_g0_f64i32_avx512.cpp", 0xd5845e6477ccf681ULL},
    {"spgen_spmv_sellp_c16_b8_v0_p1_cb8_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams507, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v0_p1_cb8_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v0_p1_cb8_g1_f64i32_avx512.cpp", 0x0963a61b32e2fba0ULL},
    {"spgen_spmv_sellp_c16_b8_v16_p0_cb16_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams508, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v16_p0_cb16_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v16_p0_cb16_g0_f64i32_avx512.cpp", 0xcc3633563ca2a02bULL},
    {"spgen_spmv_sellp_c16_b8_v16_p0_cb16_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams509, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v16_p0_cb16_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v16_p0_cb16_g1_f64i32_avx512.cpp", 0x154ae930b40e590cULL},
    {"spgen_spmv_sellp_c16_b8_v16_p0_cb8_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams510, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v16_p0_cb8_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v16_p0_cb8_g0_f64i32_avx512.cpp", 0xdc24d5042b845e27ULL},
    {"spgen_spmv_sellp_c16_b8_v16_p0_cb8_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams511, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v16_p0_cb8_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v16_p0_cb8_g1_f64i32_avx512.cpp", 0x791d4f0d644ceb30ULL},
    {"spgen_spmv_sellp_c16_b8_v8_p0_cb16_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams512, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v8_p0_cb16_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v8_p0_cb16_g0_f64i32_avx512.cpp", 0x045867bd84e2d17bULL},
    {"spgen_spmv_sellp_c16_b8_v8_p0_cb16_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams513, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v8_p0_cb16_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v8_p0_cb16_g1_f64i32_avx512.cpp", 0x62387a56c5c52848ULL},
    {"spgen_spmv_sellp_c16_b8_v8_p0_cb8_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams514, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v8_p0_cb8_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v8_p0_cb8_g0_f64i32_avx512.cpp", 0x3ac5d37e05661cb7ULL},
    {"spgen_spmv_sellp_c16_b8_v8_p0_cb8_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams515, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v8_p0_cb8_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v8_p0_cb8_g1_f64i32_avx512.cpp", 0x1b61097f2a95b803ULL},
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
