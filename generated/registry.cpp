// generated — do not edit. Written by spgen-gen from the files below; change those and run the
// spgen_regenerate target instead.
// the kernel registry (528 instances)
//   specs/aot.yaml  xxh3:ee4df4a997edec8f
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
//   specs/formats/sellp_rg.yaml  xxh3:dd5154320f848a9a
//   specs/kernels.yaml  xxh3:6e172074870302e5
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
constexpr KernelArg kArgs_sellp_rg_spmm_cuda[] = {
    {"nrows", ArgRole::scalar, ArgElement::index, false, false},
    {"nslices", ArgRole::scalar, ArgElement::index, false, false},
    {"slice_ptr", ArgRole::array, ArgElement::index, true, false},
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
    {"slice_height", "b", 8}, {"group_rows", "rg", 2},    {"threads_per_row", "t", 16},
    {"unroll", "u", 4},       {"cols_per_lane", "cf", 4}, {"vector_width", "vw", 1},
    {"loads_first", "lf", 0}, {"skip_spans", "sk", 0},    {"stage_cols", "st", 32},
};
constexpr KernelParam kParams70[] = {
    {"slice_height", "b", 8}, {"group_rows", "rg", 2},    {"threads_per_row", "t", 8},
    {"unroll", "u", 4},       {"cols_per_lane", "cf", 4}, {"vector_width", "vw", 1},
    {"loads_first", "lf", 0}, {"skip_spans", "sk", 0},    {"stage_cols", "st", 32},
};
constexpr KernelParam kParams71[] = {
    {"slice_height", "b", 8}, {"group_rows", "rg", 3},    {"threads_per_row", "t", 16},
    {"unroll", "u", 2},       {"cols_per_lane", "cf", 4}, {"vector_width", "vw", 1},
    {"loads_first", "lf", 0}, {"skip_spans", "sk", 0},    {"stage_cols", "st", 32},
};
constexpr KernelParam kParams72[] = {
    {"slice_height", "b", 8}, {"group_rows", "rg", 3},    {"threads_per_row", "t", 16},
    {"unroll", "u", 2},       {"cols_per_lane", "cf", 4}, {"vector_width", "vw", 1},
    {"loads_first", "lf", 0}, {"skip_spans", "sk", 0},    {"stage_cols", "st", 32},
};
constexpr KernelParam kParams73[] = {
    {"slice_height", "b", 8}, {"group_rows", "rg", 3},    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},       {"cols_per_lane", "cf", 1}, {"vector_width", "vw", 1},
    {"loads_first", "lf", 0}, {"skip_spans", "sk", 0},    {"stage_cols", "st", 32},
};
constexpr KernelParam kParams74[] = {
    {"slice_height", "b", 8}, {"group_rows", "rg", 3},    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},       {"cols_per_lane", "cf", 2}, {"vector_width", "vw", 1},
    {"loads_first", "lf", 0}, {"skip_spans", "sk", 0},    {"stage_cols", "st", 32},
};
constexpr KernelParam kParams75[] = {
    {"slice_height", "b", 8}, {"group_rows", "rg", 4},    {"threads_per_row", "t", 16},
    {"unroll", "u", 4},       {"cols_per_lane", "cf", 2}, {"vector_width", "vw", 1},
    {"loads_first", "lf", 0}, {"skip_spans", "sk", 0},    {"stage_cols", "st", 32},
};
constexpr KernelParam kParams76[] = {
    {"slice_height", "b", 8}, {"group_rows", "rg", 4},    {"threads_per_row", "t", 16},
    {"unroll", "u", 4},       {"cols_per_lane", "cf", 4}, {"vector_width", "vw", 1},
    {"loads_first", "lf", 1}, {"skip_spans", "sk", 1},    {"stage_cols", "st", 32},
};
constexpr KernelParam kParams77[] = {
    {"slice_height", "b", 8}, {"group_rows", "rg", 4},    {"threads_per_row", "t", 32},
    {"unroll", "u", 4},       {"cols_per_lane", "cf", 4}, {"vector_width", "vw", 1},
    {"loads_first", "lf", 1}, {"skip_spans", "sk", 1},    {"stage_cols", "st", 32},
};
constexpr KernelParam kParams78[] = {
    {"slice_height", "b", 8}, {"group_rows", "rg", 4},    {"threads_per_row", "t", 8},
    {"unroll", "u", 4},       {"cols_per_lane", "cf", 1}, {"vector_width", "vw", 1},
    {"loads_first", "lf", 0}, {"skip_spans", "sk", 0},    {"stage_cols", "st", 32},
};
constexpr KernelParam kParams79[] = {
    {"slice_height", "b", 8}, {"group_rows", "rg", 4},    {"threads_per_row", "t", 8},
    {"unroll", "u", 4},       {"cols_per_lane", "cf", 2}, {"vector_width", "vw", 1},
    {"loads_first", "lf", 0}, {"skip_spans", "sk", 0},    {"stage_cols", "st", 32},
};
constexpr KernelParam kParams80[] = {
    {"slice_height", "b", 8}, {"group_rows", "rg", 4},    {"threads_per_row", "t", 8},
    {"unroll", "u", 4},       {"cols_per_lane", "cf", 4}, {"vector_width", "vw", 1},
    {"loads_first", "lf", 1}, {"skip_spans", "sk", 1},    {"stage_cols", "st", 32},
};
constexpr KernelParam kParams81[] = {
    {"panel_width", "w", 16},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 32},
    {"cols_per_lane", "cf", 4}, {"atomic", "a", 0},
};
constexpr KernelParam kParams82[] = {
    {"panel_width", "w", 16},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 32},
    {"cols_per_lane", "cf", 4}, {"atomic", "a", 0},
};
constexpr KernelParam kParams83[] = {
    {"panel_width", "w", 16},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 32},
    {"cols_per_lane", "cf", 4}, {"atomic", "a", 1},
};
constexpr KernelParam kParams84[] = {
    {"panel_width", "w", 16},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 32},
    {"cols_per_lane", "cf", 4}, {"atomic", "a", 1},
};
constexpr KernelParam kParams85[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 32},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams86[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 32},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams87[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 32},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams88[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 32},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams89[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 4},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams90[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 4},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams91[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 4},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams92[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 4},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams93[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams94[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams95[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams96[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams97[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams98[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams99[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams100[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams101[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 1},
};
constexpr KernelParam kParams102[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 1},
};
constexpr KernelParam kParams103[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 1},
};
constexpr KernelParam kParams104[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 1},
};
constexpr KernelParam kParams105[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 2},
};
constexpr KernelParam kParams106[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 2},
};
constexpr KernelParam kParams107[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 2},
};
constexpr KernelParam kParams108[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 2},
};
constexpr KernelParam kParams109[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 4},
};
constexpr KernelParam kParams110[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 4},
};
constexpr KernelParam kParams111[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 4},
};
constexpr KernelParam kParams112[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 4},
};
constexpr KernelParam kParams113[] = {
    {"brick", "w", 16},
};
constexpr KernelParam kParams114[] = {
    {"brick", "w", 32},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams115[] = {
    {"brick", "w", 32},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams116[] = {
    {"brick", "w", 32},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams117[] = {
    {"brick", "w", 32},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams118[] = {
    {"brick", "w", 8},
};
constexpr KernelParam kParams119[] = {
    {"brick", "w", 8},
};
constexpr KernelParam kParams120[] = {
    {"tile_half_width", "w", 16},
    {"tile_height", "h", 1},
};
constexpr KernelParam kParams121[] = {
    {"tile_half_width", "w", 32},
    {"block_size", "b", 1024},
};
constexpr KernelParam kParams122[] = {
    {"tile_half_width", "w", 32},
    {"block_size", "b", 1024},
};
constexpr KernelParam kParams123[] = {
    {"tile_half_width", "w", 32},
    {"block_size", "b", 512},
};
constexpr KernelParam kParams124[] = {
    {"tile_half_width", "w", 32},
    {"block_size", "b", 512},
};
constexpr KernelParam kParams125[] = {
    {"tile_half_width", "w", 32},
    {"block_size", "b", 512},
};
constexpr KernelParam kParams126[] = {
    {"tile_half_width", "w", 32},
    {"block_size", "b", 512},
};
constexpr KernelParam kParams127[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 1},
};
constexpr KernelParam kParams128[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 1},
};
constexpr KernelParam kParams129[] = {
    {"tile_half_width", "w", 16},
    {"tile_height", "h", 64},
};
constexpr KernelParam kParams130[] = {
    {"tile_half_width", "w", 16},
    {"tile_height", "h", 8},
};
constexpr KernelParam kParams131[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams132[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams133[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams134[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams135[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 8},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams136[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 8},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams137[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 8},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams138[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 8},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams139[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 64},
};
constexpr KernelParam kParams140[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 8},
};
constexpr KernelParam kParams141[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 8},
};
constexpr KernelParam kParams142[] = {
    {"tile_half_width", "w", 16},
    {"tile_height", "h", 1},
};
constexpr KernelParam kParams143[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 1},
    {"steps", "s", 2},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams144[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 1},
    {"steps", "s", 2},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams145[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 1},
    {"steps", "s", 2},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams146[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 1},
    {"steps", "s", 2},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams147[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 1},
};
constexpr KernelParam kParams148[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 1},
};
constexpr KernelParam kParams149[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 1},
    {"steps", "s", 2},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams150[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 1},
    {"steps", "s", 2},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams151[] = {
    {"tile_half_width", "w", 16},
    {"tile_height", "h", 4},
};
constexpr KernelParam kParams152[] = {
    {"tile_half_width", "w", 16},
    {"tile_height", "h", 8},
};
constexpr KernelParam kParams153[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"steps", "s", 1},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams154[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"steps", "s", 1},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams155[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"steps", "s", 1},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams156[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"steps", "s", 1},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams157[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 8},
    {"steps", "s", 1},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams158[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 8},
    {"steps", "s", 1},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams159[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 4},
};
constexpr KernelParam kParams160[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 4},
};
constexpr KernelParam kParams161[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 8},
};
constexpr KernelParam kParams166[] = {
    {"steps", "s", 16},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams167[] = {
    {"steps", "s", 16},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams168[] = {
    {"steps", "s", 4},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams169[] = {
    {"steps", "s", 4},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams170[] = {
    {"steps", "s", 8},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams171[] = {
    {"steps", "s", 8},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams172[] = {
    {"steps", "s", 8},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams173[] = {
    {"steps", "s", 8},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams174[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams175[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams176[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams177[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams178[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams179[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams180[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams181[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams182[] = {
    {"threads_per_row", "t", 16},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams183[] = {
    {"threads_per_row", "t", 16},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams184[] = {
    {"threads_per_row", "t", 16},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams185[] = {
    {"threads_per_row", "t", 16},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams186[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams187[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams188[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams189[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams190[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams191[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams192[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams193[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams194[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams195[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams196[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 4},
};
constexpr KernelParam kParams197[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 4},
};
constexpr KernelParam kParams198[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams199[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams200[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams201[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams202[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams203[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams204[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams205[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams206[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams207[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams208[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams209[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
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
    {"block_threads", "b", 128},
    {"steps", "s", 2},
};
constexpr KernelParam kParams213[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 2},
};
constexpr KernelParam kParams214[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 4},
};
constexpr KernelParam kParams215[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 4},
};
constexpr KernelParam kParams216[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 8},
};
constexpr KernelParam kParams217[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 8},
};
constexpr KernelParam kParams218[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 2},
};
constexpr KernelParam kParams219[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 2},
};
constexpr KernelParam kParams220[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 4},
};
constexpr KernelParam kParams221[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 4},
};
constexpr KernelParam kParams222[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 4},
};
constexpr KernelParam kParams223[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 4},
};
constexpr KernelParam kParams224[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 8},
};
constexpr KernelParam kParams225[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 8},
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
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams232[] = {
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams233[] = {
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams234[] = {
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams235[] = {
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams236[] = {
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams237[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams238[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams239[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams240[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams241[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams242[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams243[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams244[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams245[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams246[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams247[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams248[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams249[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams250[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams251[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams252[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams253[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams254[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams255[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams256[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams257[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams258[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams259[] = {
    {"steps", "s", 16},
};
constexpr KernelParam kParams260[] = {
    {"steps", "s", 16},
};
constexpr KernelParam kParams261[] = {
    {"steps", "s", 4},
};
constexpr KernelParam kParams262[] = {
    {"steps", "s", 4},
};
constexpr KernelParam kParams263[] = {
    {"steps", "s", 8},
};
constexpr KernelParam kParams264[] = {
    {"steps", "s", 8},
};
constexpr KernelParam kParams265[] = {
    {"steps", "s", 8},
};
constexpr KernelParam kParams266[] = {
    {"steps", "s", 8},
};
constexpr KernelParam kParams267[] = {
    {"block_rows", "b", 16},
};
constexpr KernelParam kParams268[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams269[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams270[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams271[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams272[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams273[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams274[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 4},
};
constexpr KernelParam kParams275[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 4},
};
constexpr KernelParam kParams276[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams277[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams278[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams279[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams280[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams281[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams282[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams283[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams284[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams285[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams286[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams287[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams288[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams289[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams290[] = {
    {"block_rows", "b", 8},
};
constexpr KernelParam kParams291[] = {
    {"block_rows", "b", 8},
};
constexpr KernelParam kParams292[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 2},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams293[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 2},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams294[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 4},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams295[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 4},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams296[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 8},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams297[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 8},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams298[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 2},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams299[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 2},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams300[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 4},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams301[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 4},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams302[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 8},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams303[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 8},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams304[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 2},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams305[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 2},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams306[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 4},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams307[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 4},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams308[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 4},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams309[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 4},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams310[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 8},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams311[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 8},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams312[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 2},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams313[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 2},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams314[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 4},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams315[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 4},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams316[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 8},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams317[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 8},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams318[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 2},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams319[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 2},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams320[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 4},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams321[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 4},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams322[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 4},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams323[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 4},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams324[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 8},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams325[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 8},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams326[] = {
    {"slice_height", "b", 16},
    {"gather", "g", 0},
};
constexpr KernelParam kParams327[] = {
    {"slice_height", "b", 16},
    {"gather", "g", 1},
};
constexpr KernelParam kParams328[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams329[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams330[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams331[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams332[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams333[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams334[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams335[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams336[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams337[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams338[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams339[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams340[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams341[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams342[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams343[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams344[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams345[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams346[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams347[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams348[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams349[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams350[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams351[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams352[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams353[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams354[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams355[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams356[] = {
    {"slice_height", "b", 8},
    {"gather", "g", 0},
};
constexpr KernelParam kParams357[] = {
    {"slice_height", "b", 8},
    {"gather", "g", 1},
};
constexpr KernelParam kParams358[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams359[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams360[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams361[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams362[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams363[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams364[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams365[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams366[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 0}, {"pattern", "p", 0},
    {"column_bits", "cb", 16}, {"gather", "g", 0},
};
constexpr KernelParam kParams367[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 0}, {"pattern", "p", 0},
    {"column_bits", "cb", 16}, {"gather", "g", 1},
};
constexpr KernelParam kParams368[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 0}, {"pattern", "p", 0},
    {"column_bits", "cb", 8},  {"gather", "g", 0},
};
constexpr KernelParam kParams369[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 0}, {"pattern", "p", 0},
    {"column_bits", "cb", 8},  {"gather", "g", 1},
};
constexpr KernelParam kParams370[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 0}, {"pattern", "p", 1},
    {"column_bits", "cb", 16}, {"gather", "g", 0},
};
constexpr KernelParam kParams371[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 0}, {"pattern", "p", 1},
    {"column_bits", "cb", 16}, {"gather", "g", 1},
};
constexpr KernelParam kParams372[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 0}, {"pattern", "p", 1},
    {"column_bits", "cb", 8},  {"gather", "g", 0},
};
constexpr KernelParam kParams373[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 0}, {"pattern", "p", 1},
    {"column_bits", "cb", 8},  {"gather", "g", 1},
};
constexpr KernelParam kParams374[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 16}, {"pattern", "p", 0},
    {"column_bits", "cb", 16}, {"gather", "g", 0},
};
constexpr KernelParam kParams375[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 16}, {"pattern", "p", 0},
    {"column_bits", "cb", 16}, {"gather", "g", 1},
};
constexpr KernelParam kParams376[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 16}, {"pattern", "p", 0},
    {"column_bits", "cb", 8},  {"gather", "g", 0},
};
constexpr KernelParam kParams377[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 16}, {"pattern", "p", 0},
    {"column_bits", "cb", 8},  {"gather", "g", 1},
};
constexpr KernelParam kParams378[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 8}, {"pattern", "p", 0},
    {"column_bits", "cb", 16}, {"gather", "g", 0},
};
constexpr KernelParam kParams379[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 8}, {"pattern", "p", 0},
    {"column_bits", "cb", 16}, {"gather", "g", 1},
};
constexpr KernelParam kParams380[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 8}, {"pattern", "p", 0},
    {"column_bits", "cb", 8},  {"gather", "g", 0},
};
constexpr KernelParam kParams381[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 8}, {"pattern", "p", 0},
    {"column_bits", "cb", 8},  {"gather", "g", 1},
};
constexpr KernelParam kParams382[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 1},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams383[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 1},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams384[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 1},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams385[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 1},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams386[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams387[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams388[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams389[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams390[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams391[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams392[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams393[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams394[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams395[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams396[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams397[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams398[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams399[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams400[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams401[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams402[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams403[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams404[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams405[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams406[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams407[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams408[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams409[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams410[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams411[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams412[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams413[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams414[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams415[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams416[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams417[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams418[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams419[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams420[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams421[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams422[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams423[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams424[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams425[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams426[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams427[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams428[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams429[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams430[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams431[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams432[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams433[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams434[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams435[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams436[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams437[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams438[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams439[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams440[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams441[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams442[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams443[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams444[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams445[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams446[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams447[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams448[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams449[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams450[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams451[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams452[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams453[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams454[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams455[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams456[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams457[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams458[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams459[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams460[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams461[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams462[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams463[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams464[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams465[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams466[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams467[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams468[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams469[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams470[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams471[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams472[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams473[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams474[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams475[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams476[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams477[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams478[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams479[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams480[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams481[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams482[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams483[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams484[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams485[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams486[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams487[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams488[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams489[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams490[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams491[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams492[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams493[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams494[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams495[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams496[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams497[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams498[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams499[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams500[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams501[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams502[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams503[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams504[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams505[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams506[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams507[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams508[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams509[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams510[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams511[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams512[] = {
    {"slice_height", "b", 8},  {"value_codes", "v", 0}, {"pattern", "p", 0},
    {"column_bits", "cb", 16}, {"gather", "g", 0},
};
constexpr KernelParam kParams513[] = {
    {"slice_height", "b", 8},  {"value_codes", "v", 0}, {"pattern", "p", 0},
    {"column_bits", "cb", 16}, {"gather", "g", 1},
};
constexpr KernelParam kParams514[] = {
    {"slice_height", "b", 8}, {"value_codes", "v", 0}, {"pattern", "p", 0},
    {"column_bits", "cb", 8}, {"gather", "g", 0},
};
constexpr KernelParam kParams515[] = {
    {"slice_height", "b", 8}, {"value_codes", "v", 0}, {"pattern", "p", 0},
    {"column_bits", "cb", 8}, {"gather", "g", 1},
};
constexpr KernelParam kParams516[] = {
    {"slice_height", "b", 8},  {"value_codes", "v", 0}, {"pattern", "p", 1},
    {"column_bits", "cb", 16}, {"gather", "g", 0},
};
constexpr KernelParam kParams517[] = {
    {"slice_height", "b", 8},  {"value_codes", "v", 0}, {"pattern", "p", 1},
    {"column_bits", "cb", 16}, {"gather", "g", 1},
};
constexpr KernelParam kParams518[] = {
    {"slice_height", "b", 8}, {"value_codes", "v", 0}, {"pattern", "p", 1},
    {"column_bits", "cb", 8}, {"gather", "g", 0},
};
constexpr KernelParam kParams519[] = {
    {"slice_height", "b", 8}, {"value_codes", "v", 0}, {"pattern", "p", 1},
    {"column_bits", "cb", 8}, {"gather", "g", 1},
};
constexpr KernelParam kParams520[] = {
    {"slice_height", "b", 8},  {"value_codes", "v", 16}, {"pattern", "p", 0},
    {"column_bits", "cb", 16}, {"gather", "g", 0},
};
constexpr KernelParam kParams521[] = {
    {"slice_height", "b", 8},  {"value_codes", "v", 16}, {"pattern", "p", 0},
    {"column_bits", "cb", 16}, {"gather", "g", 1},
};
constexpr KernelParam kParams522[] = {
    {"slice_height", "b", 8}, {"value_codes", "v", 16}, {"pattern", "p", 0},
    {"column_bits", "cb", 8}, {"gather", "g", 0},
};
constexpr KernelParam kParams523[] = {
    {"slice_height", "b", 8}, {"value_codes", "v", 16}, {"pattern", "p", 0},
    {"column_bits", "cb", 8}, {"gather", "g", 1},
};
constexpr KernelParam kParams524[] = {
    {"slice_height", "b", 8},  {"value_codes", "v", 8}, {"pattern", "p", 0},
    {"column_bits", "cb", 16}, {"gather", "g", 0},
};
constexpr KernelParam kParams525[] = {
    {"slice_height", "b", 8},  {"value_codes", "v", 8}, {"pattern", "p", 0},
    {"column_bits", "cb", 16}, {"gather", "g", 1},
};
constexpr KernelParam kParams526[] = {
    {"slice_height", "b", 8}, {"value_codes", "v", 8}, {"pattern", "p", 0},
    {"column_bits", "cb", 8}, {"gather", "g", 0},
};
constexpr KernelParam kParams527[] = {
    {"slice_height", "b", 8}, {"value_codes", "v", 8}, {"pattern", "p", 0},
    {"column_bits", "cb", 8}, {"gather", "g", 1},
};

// Sorted by name: find_kernel() binary-searches it.
const KernelEntry kEntries[] = {
    {"spgen_spmm_csr_kv1_f32i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams0, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv1_f32i32_avx512, "avx512/spgen_spmm_csr_kv1_f32i32_avx512.cpp",
     0xc7ffa41ea286f100ULL},
    {"spgen_spmm_csr_kv1_f32i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams1, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv1_f32i64_avx512, "avx512/spgen_spmm_csr_kv1_f32i64_avx512.cpp",
     0x791fc4b1f35a1a14ULL},
    {"spgen_spmm_csr_kv1_f64i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams2, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv1_f64i32_avx512, "avx512/spgen_spmm_csr_kv1_f64i32_avx512.cpp",
     0xcb617f241e4e0637ULL},
    {"spgen_spmm_csr_kv1_f64i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams3, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv1_f64i64_avx512, "avx512/spgen_spmm_csr_kv1_f64i64_avx512.cpp",
     0xf3ff635716d188d5ULL},
    {"spgen_spmm_csr_kv2_f32i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams4, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv2_f32i32_avx512, "avx512/spgen_spmm_csr_kv2_f32i32_avx512.cpp",
     0x7e5ce95ef40a10c0ULL},
    {"spgen_spmm_csr_kv2_f32i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams5, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv2_f32i64_avx512, "avx512/spgen_spmm_csr_kv2_f32i64_avx512.cpp",
     0x42e6b2c817ad632bULL},
    {"spgen_spmm_csr_kv2_f64i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams6, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv2_f64i32_avx512, "avx512/spgen_spmm_csr_kv2_f64i32_avx512.cpp",
     0x15327639639dbf1fULL},
    {"spgen_spmm_csr_kv2_f64i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams7, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv2_f64i64_avx512, "avx512/spgen_spmm_csr_kv2_f64i64_avx512.cpp",
     0x1c44b56ea209713aULL},
    {"spgen_spmm_csr_kv4_f32i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams8, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv4_f32i32_avx512, "avx512/spgen_spmm_csr_kv4_f32i32_avx512.cpp",
     0xccb8d3fc80087f2fULL},
    {"spgen_spmm_csr_kv4_f32i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams9, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv4_f32i64_avx512, "avx512/spgen_spmm_csr_kv4_f32i64_avx512.cpp",
     0x828cefbcebbd04efULL},
    {"spgen_spmm_csr_kv4_f64i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams10, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv4_f64i32_avx512, "avx512/spgen_spmm_csr_kv4_f64i32_avx512.cpp",
     0xe1defbe375656d46ULL},
    {"spgen_spmm_csr_kv4_f64i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams11, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv4_f64i64_avx512, "avx512/spgen_spmm_csr_kv4_f64i64_avx512.cpp",
     0x1002a8012306c9b5ULL},
    {"spgen_spmm_csr_t32_r4_cf1_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams12, 3, 128, 4, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r4_cf1_f32i32_cuda.cu", 0x92711493bb17c611ULL},
    {"spgen_spmm_csr_t32_r4_cf1_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams13, 3, 128, 4, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r4_cf1_f64i32_cuda.cu", 0x44736c9aba06d274ULL},
    {"spgen_spmm_csr_t32_r4_cf4_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams14, 3, 128, 4, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r4_cf4_f32i32_cuda.cu", 0xc31341b1253d4a32ULL},
    {"spgen_spmm_csr_t32_r4_cf4_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams15, 3, 128, 4, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r4_cf4_f64i32_cuda.cu", 0x4275bd0f792c71cbULL},
    {"spgen_spmm_csr_t32_r8_cf1_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams16, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf1_f32i32_cuda.cu", 0x6bdb6a08f84d7784ULL},
    {"spgen_spmm_csr_t32_r8_cf1_f32i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams17, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf1_f32i64_cuda.cu", 0x9dce7cd3e8cccd21ULL},
    {"spgen_spmm_csr_t32_r8_cf1_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams18, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf1_f64i32_cuda.cu", 0xc7b4756d95034b0bULL},
    {"spgen_spmm_csr_t32_r8_cf1_f64i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams19, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf1_f64i64_cuda.cu", 0x4a34fba81061ff5dULL},
    {"spgen_spmm_csr_t32_r8_cf4_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams20, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf4_f32i32_cuda.cu", 0x92fdf795bca5902bULL},
    {"spgen_spmm_csr_t32_r8_cf4_f32i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams21, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf4_f32i64_cuda.cu", 0x59a5a8cded8ddb93ULL},
    {"spgen_spmm_csr_t32_r8_cf4_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams22, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf4_f64i32_cuda.cu", 0x4bfb469c619cd471ULL},
    {"spgen_spmm_csr_t32_r8_cf4_f64i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams23, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf4_f64i64_cuda.cu", 0x304fddd43e0b67c3ULL},
    {"spgen_spmm_csr_t8_r16_cf1_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams24, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf1_f32i32_cuda.cu", 0x7cbb52ec8a2d5e2dULL},
    {"spgen_spmm_csr_t8_r16_cf1_f32i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams25, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf1_f32i64_cuda.cu", 0x788658f6c60b3910ULL},
    {"spgen_spmm_csr_t8_r16_cf1_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams26, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf1_f64i32_cuda.cu", 0xbb5eb304a5a26e38ULL},
    {"spgen_spmm_csr_t8_r16_cf1_f64i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams27, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf1_f64i64_cuda.cu", 0x114412b57692d667ULL},
    {"spgen_spmm_csr_t8_r16_cf4_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams28, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf4_f32i32_cuda.cu", 0x524eee6f1f34e6a5ULL},
    {"spgen_spmm_csr_t8_r16_cf4_f32i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams29, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf4_f32i64_cuda.cu", 0x2b8e323d4f71bb26ULL},
    {"spgen_spmm_csr_t8_r16_cf4_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams30, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf4_f64i32_cuda.cu", 0x32c640c00ecebe31ULL},
    {"spgen_spmm_csr_t8_r16_cf4_f64i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams31, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf4_f64i64_cuda.cu", 0xcd61b418bba3477eULL},
    {"spgen_spmm_csr_t8_r32_cf1_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams32, 3, 256, 32, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r32_cf1_f32i32_cuda.cu", 0x23bc49043e886d03ULL},
    {"spgen_spmm_csr_t8_r32_cf1_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams33, 3, 256, 32, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r32_cf1_f64i32_cuda.cu", 0xbf6ca6f9e5aa6be5ULL},
    {"spgen_spmm_csr_t8_r32_cf4_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams34, 3, 256, 32, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r32_cf4_f32i32_cuda.cu", 0xf8c958c1dc765cc1ULL},
    {"spgen_spmm_csr_t8_r32_cf4_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams35, 3, 256, 32, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r32_cf4_f64i32_cuda.cu", 0xbff798e2e1b6108dULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf1_vw1_f32i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams36, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf1_vw1_f32i32_cuda.cu", 0x4773de10737a69d0ULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf1_vw1_f64i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams37, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf1_vw1_f64i32_cuda.cu", 0x6bb082ea5cf79ce4ULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf1_vw2_f32i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams38, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf1_vw2_f32i32_cuda.cu", 0xbab0088d9ddbf886ULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf1_vw2_f64i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams39, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf1_vw2_f64i32_cuda.cu", 0x1dccdd12dba3fcf0ULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf4_vw1_f32i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams40, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf4_vw1_f32i32_cuda.cu", 0x035e2c64bc153758ULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf4_vw1_f32i64_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams41, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf4_vw1_f32i64_cuda.cu", 0x1ec1a098d02aa86eULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf4_vw1_f64i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams42, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf4_vw1_f64i32_cuda.cu", 0xce5ee762dac28302ULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf4_vw1_f64i64_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams43, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf4_vw1_f64i64_cuda.cu", 0xa97fb7c2439883d7ULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf4_vw2_f32i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams44, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf4_vw2_f32i32_cuda.cu", 0x5c44877b7d2580b1ULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf4_vw2_f64i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams45, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf4_vw2_f64i32_cuda.cu", 0x23de39a380aba70cULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf4_vw4_f32i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams46, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf4_vw4_f32i32_cuda.cu", 0x7c6f0e0208391f4bULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf4_vw4_f64i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams47, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf4_vw4_f64i32_cuda.cu", 0xee08c5f1973a0dd6ULL},
    {"spgen_spmm_sellp_b16_t16_u1_cf8_vw1_f64i32_cuda", Op::spmm, "sellp", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams48, 5, 256, 16, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b16_t16_u1_cf8_vw1_f64i32_cuda.cu", 0x8eb1cc09f4f2ec41ULL},
    {"spgen_spmm_sellp_b16_t16_u2_cf8_vw1_f32i32_cuda", Op::spmm, "sellp", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams49, 5, 256, 16, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b16_t16_u2_cf8_vw1_f32i32_cuda.cu", 0xdeab6b6e971b6f7eULL},
    {"spgen_spmm_sellp_b32_t8_u1_cf2_vw4_f32i32_cuda", Op::spmm, "sellp", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams50, 5, 256, 32, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b32_t8_u1_cf2_vw4_f32i32_cuda.cu", 0x8cd35f911fd23cd0ULL},
    {"spgen_spmm_sellp_b32_t8_u2_cf2_vw1_f32i32_cuda", Op::spmm, "sellp", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams51, 5, 256, 32, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b32_t8_u2_cf2_vw1_f32i32_cuda.cu", 0x29d46b94aed25a69ULL},
    {"spgen_spmm_sellp_b32_t8_u2_cf2_vw1_f64i32_cuda", Op::spmm, "sellp", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams52, 5, 256, 32, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b32_t8_u2_cf2_vw1_f64i32_cuda.cu", 0xbcf8edef19e286e4ULL},
    {"spgen_spmm_sellp_b8_kv1_f32i32_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams53, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv1_f32i32_avx512,
     "avx512/spgen_spmm_sellp_b8_kv1_f32i32_avx512.cpp", 0x92df7fd00fab7e06ULL},
    {"spgen_spmm_sellp_b8_kv1_f32i64_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams54, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv1_f32i64_avx512,
     "avx512/spgen_spmm_sellp_b8_kv1_f32i64_avx512.cpp", 0x12f26668e7e7e49cULL},
    {"spgen_spmm_sellp_b8_kv1_f64i32_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams55, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv1_f64i32_avx512,
     "avx512/spgen_spmm_sellp_b8_kv1_f64i32_avx512.cpp", 0x8d15b254ce079dcbULL},
    {"spgen_spmm_sellp_b8_kv1_f64i64_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams56, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv1_f64i64_avx512,
     "avx512/spgen_spmm_sellp_b8_kv1_f64i64_avx512.cpp", 0x86cdd1e9603616ffULL},
    {"spgen_spmm_sellp_b8_kv2_f32i32_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams57, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv2_f32i32_avx512,
     "avx512/spgen_spmm_sellp_b8_kv2_f32i32_avx512.cpp", 0x4496674cc9a6b8afULL},
    {"spgen_spmm_sellp_b8_kv2_f32i64_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams58, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv2_f32i64_avx512,
     "avx512/spgen_spmm_sellp_b8_kv2_f32i64_avx512.cpp", 0x864f4980c77e5b80ULL},
    {"spgen_spmm_sellp_b8_kv2_f64i32_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams59, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv2_f64i32_avx512,
     "avx512/spgen_spmm_sellp_b8_kv2_f64i32_avx512.cpp", 0xe7f41471d2522a6fULL},
    {"spgen_spmm_sellp_b8_kv2_f64i64_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams60, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv2_f64i64_avx512,
     "avx512/spgen_spmm_sellp_b8_kv2_f64i64_avx512.cpp", 0xe3314569a017ee52ULL},
    {"spgen_spmm_sellp_b8_kv4_f32i32_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams61, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv4_f32i32_avx512,
     "avx512/spgen_spmm_sellp_b8_kv4_f32i32_avx512.cpp", 0x2fb57f398778ef82ULL},
    {"spgen_spmm_sellp_b8_kv4_f32i64_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams62, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv4_f32i64_avx512,
     "avx512/spgen_spmm_sellp_b8_kv4_f32i64_avx512.cpp", 0xd9051ca5e17cb2f5ULL},
    {"spgen_spmm_sellp_b8_kv4_f64i32_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams63, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv4_f64i32_avx512,
     "avx512/spgen_spmm_sellp_b8_kv4_f64i32_avx512.cpp", 0x175ecd1eafd7f1d4ULL},
    {"spgen_spmm_sellp_b8_kv4_f64i64_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams64, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv4_f64i64_avx512,
     "avx512/spgen_spmm_sellp_b8_kv4_f64i64_avx512.cpp", 0x6971144f9237239bULL},
    {"spgen_spmm_sellp_b8_t8_u1_cf1_vw1_f32i32_cuda", Op::spmm, "sellp", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams65, 5, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u1_cf1_vw1_f32i32_cuda.cu", 0xf03800c40fea446fULL},
    {"spgen_spmm_sellp_b8_t8_u1_cf1_vw1_f64i32_cuda", Op::spmm, "sellp", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams66, 5, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u1_cf1_vw1_f64i32_cuda.cu", 0x34788f43a604ceceULL},
    {"spgen_spmm_sellp_b8_t8_u2_cf4_vw1_f32i32_cuda", Op::spmm, "sellp", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams67, 5, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u2_cf4_vw1_f32i32_cuda.cu", 0x683ecf0235292524ULL},
    {"spgen_spmm_sellp_b8_t8_u2_cf4_vw1_f64i32_cuda", Op::spmm, "sellp", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams68, 5, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u2_cf4_vw1_f64i32_cuda.cu", 0x8f46959a0e78945dULL},
    {"spgen_spmm_sellp_rg_b8_rg2_t16_u4_cf4_vw1_lf0_sk0_st32_f64i32_cuda", Op::spmm, "sellp_rg",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams69, 9, 128, 8, kArgs_sellp_rg_spmm_cuda,
     12, nullptr, "cuda/spgen_spmm_sellp_rg_b8_rg2_t16_u4_cf4_vw1_lf0_sk0_st32_f64i32_cuda.cu",
     0xa1e8cef8c3463e85ULL},
    {"spgen_spmm_sellp_rg_b8_rg2_t8_u4_cf4_vw1_lf0_sk0_st32_f64i32_cuda", Op::spmm, "sellp_rg",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams70, 9, 64, 8, kArgs_sellp_rg_spmm_cuda,
     12, nullptr, "cuda/spgen_spmm_sellp_rg_b8_rg2_t8_u4_cf4_vw1_lf0_sk0_st32_f64i32_cuda.cu",
     0x931de655c0f9bf8eULL},
    {"spgen_spmm_sellp_rg_b8_rg3_t16_u2_cf4_vw1_lf0_sk0_st32_f32i64_cuda", Op::spmm, "sellp_rg",
     Backend::cuda, ValueType::f32, IndexType::i64, kParams71, 9, 128, 8, kArgs_sellp_rg_spmm_cuda,
     12, nullptr, "cuda/spgen_spmm_sellp_rg_b8_rg3_t16_u2_cf4_vw1_lf0_sk0_st32_f32i64_cuda.cu",
     0x8b204cf10a31b2b2ULL},
    {"spgen_spmm_sellp_rg_b8_rg3_t16_u2_cf4_vw1_lf0_sk0_st32_f64i64_cuda", Op::spmm, "sellp_rg",
     Backend::cuda, ValueType::f64, IndexType::i64, kParams72, 9, 128, 8, kArgs_sellp_rg_spmm_cuda,
     12, nullptr, "cuda/spgen_spmm_sellp_rg_b8_rg3_t16_u2_cf4_vw1_lf0_sk0_st32_f64i64_cuda.cu",
     0x4e434cea8ffa2f11ULL},
    {"spgen_spmm_sellp_rg_b8_rg3_t8_u2_cf1_vw1_lf0_sk0_st32_f64i32_cuda", Op::spmm, "sellp_rg",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams73, 9, 64, 8, kArgs_sellp_rg_spmm_cuda,
     12, nullptr, "cuda/spgen_spmm_sellp_rg_b8_rg3_t8_u2_cf1_vw1_lf0_sk0_st32_f64i32_cuda.cu",
     0x815a504847df29a7ULL},
    {"spgen_spmm_sellp_rg_b8_rg3_t8_u2_cf2_vw1_lf0_sk0_st32_f64i32_cuda", Op::spmm, "sellp_rg",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams74, 9, 64, 8, kArgs_sellp_rg_spmm_cuda,
     12, nullptr, "cuda/spgen_spmm_sellp_rg_b8_rg3_t8_u2_cf2_vw1_lf0_sk0_st32_f64i32_cuda.cu",
     0x5ac381a7b2ba7686ULL},
    {"spgen_spmm_sellp_rg_b8_rg4_t16_u4_cf2_vw1_lf0_sk0_st32_f32i32_cuda", Op::spmm, "sellp_rg",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams75, 9, 128, 8, kArgs_sellp_rg_spmm_cuda,
     12, nullptr, "cuda/spgen_spmm_sellp_rg_b8_rg4_t16_u4_cf2_vw1_lf0_sk0_st32_f32i32_cuda.cu",
     0x29adc09555172345ULL},
    {"spgen_spmm_sellp_rg_b8_rg4_t16_u4_cf4_vw1_lf1_sk1_st32_f32i32_cuda", Op::spmm, "sellp_rg",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams76, 9, 128, 8, kArgs_sellp_rg_spmm_cuda,
     12, nullptr, "cuda/spgen_spmm_sellp_rg_b8_rg4_t16_u4_cf4_vw1_lf1_sk1_st32_f32i32_cuda.cu",
     0xf060a6ad8dd45ff5ULL},
    {"spgen_spmm_sellp_rg_b8_rg4_t32_u4_cf4_vw1_lf1_sk1_st32_f32i32_cuda", Op::spmm, "sellp_rg",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams77, 9, 256, 8, kArgs_sellp_rg_spmm_cuda,
     12, nullptr, "cuda/spgen_spmm_sellp_rg_b8_rg4_t32_u4_cf4_vw1_lf1_sk1_st32_f32i32_cuda.cu",
     0x85091fa13392d5ddULL},
    {"spgen_spmm_sellp_rg_b8_rg4_t8_u4_cf1_vw1_lf0_sk0_st32_f32i32_cuda", Op::spmm, "sellp_rg",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams78, 9, 64, 8, kArgs_sellp_rg_spmm_cuda,
     12, nullptr, "cuda/spgen_spmm_sellp_rg_b8_rg4_t8_u4_cf1_vw1_lf0_sk0_st32_f32i32_cuda.cu",
     0x38597838555e3762ULL},
    {"spgen_spmm_sellp_rg_b8_rg4_t8_u4_cf2_vw1_lf0_sk0_st32_f32i32_cuda", Op::spmm, "sellp_rg",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams79, 9, 64, 8, kArgs_sellp_rg_spmm_cuda,
     12, nullptr, "cuda/spgen_spmm_sellp_rg_b8_rg4_t8_u4_cf2_vw1_lf0_sk0_st32_f32i32_cuda.cu",
     0x386b9c853b5f9b7cULL},
    {"spgen_spmm_sellp_rg_b8_rg4_t8_u4_cf4_vw1_lf1_sk1_st32_f32i32_cuda", Op::spmm, "sellp_rg",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams80, 9, 64, 8, kArgs_sellp_rg_spmm_cuda,
     12, nullptr, "cuda/spgen_spmm_sellp_rg_b8_rg4_t8_u4_cf4_vw1_lf1_sk1_st32_f32i32_cuda.cu",
     0x0af6cf1a25c16f1eULL},
    {"spgen_spmm_t_colpanel_w16_r2_l32_cf4_a0_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams81, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w16_r2_l32_cf4_a0_f32i32_cuda.cu", 0xb85499f565eed5f0ULL},
    {"spgen_spmm_t_colpanel_w16_r2_l32_cf4_a0_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams82, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w16_r2_l32_cf4_a0_f64i32_cuda.cu", 0x1a4954bb244a5778ULL},
    {"spgen_spmm_t_colpanel_w16_r2_l32_cf4_a1_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams83, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w16_r2_l32_cf4_a1_f32i32_cuda.cu", 0xa93139b90e20a79cULL},
    {"spgen_spmm_t_colpanel_w16_r2_l32_cf4_a1_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams84, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w16_r2_l32_cf4_a1_f64i32_cuda.cu", 0x383429986115288aULL},
    {"spgen_spmm_t_colpanel_w32_r2_l32_cf1_a0_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams85, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l32_cf1_a0_f32i32_cuda.cu", 0x482282ccd7d96f4cULL},
    {"spgen_spmm_t_colpanel_w32_r2_l32_cf1_a0_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams86, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l32_cf1_a0_f64i32_cuda.cu", 0x03a09d90ce702ae2ULL},
    {"spgen_spmm_t_colpanel_w32_r2_l32_cf1_a1_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams87, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l32_cf1_a1_f32i32_cuda.cu", 0xada93fd052166f21ULL},
    {"spgen_spmm_t_colpanel_w32_r2_l32_cf1_a1_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams88, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l32_cf1_a1_f64i32_cuda.cu", 0xf1602aa7aec97014ULL},
    {"spgen_spmm_t_colpanel_w32_r2_l4_cf1_a0_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams89, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l4_cf1_a0_f32i32_cuda.cu", 0x29cfbdfba301847dULL},
    {"spgen_spmm_t_colpanel_w32_r2_l4_cf1_a0_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams90, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l4_cf1_a0_f64i32_cuda.cu", 0xb1078402b6cca9d0ULL},
    {"spgen_spmm_t_colpanel_w32_r2_l4_cf1_a1_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams91, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l4_cf1_a1_f32i32_cuda.cu", 0xe8e0607aed105d87ULL},
    {"spgen_spmm_t_colpanel_w32_r2_l4_cf1_a1_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams92, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l4_cf1_a1_f64i32_cuda.cu", 0xcd99593cc0e99240ULL},
    {"spgen_spmm_t_colpanel_w32_r2_l8_cf1_a0_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams93, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l8_cf1_a0_f32i32_cuda.cu", 0xe439384fc6e40e96ULL},
    {"spgen_spmm_t_colpanel_w32_r2_l8_cf1_a0_f32i64_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams94, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l8_cf1_a0_f32i64_cuda.cu", 0x73c4540cb2e3fcd6ULL},
    {"spgen_spmm_t_colpanel_w32_r2_l8_cf1_a0_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams95, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l8_cf1_a0_f64i32_cuda.cu", 0xc2c197ec813988f9ULL},
    {"spgen_spmm_t_colpanel_w32_r2_l8_cf1_a0_f64i64_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams96, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l8_cf1_a0_f64i64_cuda.cu", 0x925b8d11d679e7c3ULL},
    {"spgen_spmm_t_colpanel_w32_r2_l8_cf1_a1_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams97, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l8_cf1_a1_f32i32_cuda.cu", 0x10d5fe7f3c7c7bbdULL},
    {"spgen_spmm_t_colpanel_w32_r2_l8_cf1_a1_f32i64_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams98, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l8_cf1_a1_f32i64_cuda.cu", 0xa62fa034438497fdULL},
    {"spgen_spmm_t_colpanel_w32_r2_l8_cf1_a1_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams99, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l8_cf1_a1_f64i32_cuda.cu", 0x48b96764e8ed7b44ULL},
    {"spgen_spmm_t_colpanel_w32_r2_l8_cf1_a1_f64i64_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams100, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l8_cf1_a1_f64i64_cuda.cu", 0x616158627946ad7dULL},
    {"spgen_spmm_t_colpanel_w64_kv1_f32i32_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams101, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv1_f32i32_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv1_f32i32_avx512.cpp", 0xb9a76ace084c82e1ULL},
    {"spgen_spmm_t_colpanel_w64_kv1_f32i64_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f32, IndexType::i64, kParams102, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv1_f32i64_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv1_f32i64_avx512.cpp", 0x9bd1216b920e5c23ULL},
    {"spgen_spmm_t_colpanel_w64_kv1_f64i32_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams103, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv1_f64i32_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv1_f64i32_avx512.cpp", 0xa12cf976564e1693ULL},
    {"spgen_spmm_t_colpanel_w64_kv1_f64i64_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f64, IndexType::i64, kParams104, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv1_f64i64_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv1_f64i64_avx512.cpp", 0x8f28d64fbb1f9ef1ULL},
    {"spgen_spmm_t_colpanel_w64_kv2_f32i32_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams105, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv2_f32i32_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv2_f32i32_avx512.cpp", 0x91dd7465e9f0bc8bULL},
    {"spgen_spmm_t_colpanel_w64_kv2_f32i64_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f32, IndexType::i64, kParams106, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv2_f32i64_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv2_f32i64_avx512.cpp", 0x402e56795a10425eULL},
    {"spgen_spmm_t_colpanel_w64_kv2_f64i32_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams107, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv2_f64i32_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv2_f64i32_avx512.cpp", 0x286d5242bb2b8dd3ULL},
    {"spgen_spmm_t_colpanel_w64_kv2_f64i64_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f64, IndexType::i64, kParams108, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv2_f64i64_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv2_f64i64_avx512.cpp", 0xea70fa27cd54fd17ULL},
    {"spgen_spmm_t_colpanel_w64_kv4_f32i32_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams109, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv4_f32i32_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv4_f32i32_avx512.cpp", 0x4ded56f473d92b14ULL},
    {"spgen_spmm_t_colpanel_w64_kv4_f32i64_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f32, IndexType::i64, kParams110, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv4_f32i64_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv4_f32i64_avx512.cpp", 0xf2aa65d52dfbe925ULL},
    {"spgen_spmm_t_colpanel_w64_kv4_f64i32_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams111, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv4_f64i32_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv4_f64i32_avx512.cpp", 0x291a3ef8c1d531e6ULL},
    {"spgen_spmm_t_colpanel_w64_kv4_f64i64_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f64, IndexType::i64, kParams112, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv4_f64i64_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv4_f64i64_avx512.cpp", 0x0fec0d66e786dd51ULL},
    {"spgen_spmv_axc_w16_f32i32_avx512", Op::spmv, "axc", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams113, 1, 0, 0, kArgs_axc_avx512, 9,
     &call_spgen_spmv_axc_w16_f32i32_avx512, "avx512/spgen_spmv_axc_w16_f32i32_avx512.cpp",
     0x502fdb8a17274753ULL},
    {"spgen_spmv_axc_w32_r8_f32i32_cuda", Op::spmv, "axc", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams114, 2, 256, 8, kArgs_axc_cuda, 8, nullptr,
     "cuda/spgen_spmv_axc_w32_r8_f32i32_cuda.cu", 0x0127f8269c26a18bULL},
    {"spgen_spmv_axc_w32_r8_f32i64_cuda", Op::spmv, "axc", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams115, 2, 256, 8, kArgs_axc_cuda, 8, nullptr,
     "cuda/spgen_spmv_axc_w32_r8_f32i64_cuda.cu", 0x88a80b72d42db38cULL},
    {"spgen_spmv_axc_w32_r8_f64i32_cuda", Op::spmv, "axc", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams116, 2, 256, 8, kArgs_axc_cuda, 8, nullptr,
     "cuda/spgen_spmv_axc_w32_r8_f64i32_cuda.cu", 0x69aea365360fec82ULL},
    {"spgen_spmv_axc_w32_r8_f64i64_cuda", Op::spmv, "axc", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams117, 2, 256, 8, kArgs_axc_cuda, 8, nullptr,
     "cuda/spgen_spmv_axc_w32_r8_f64i64_cuda.cu", 0x35ab28dca0ad7865ULL},
    {"spgen_spmv_axc_w8_f64i32_avx512", Op::spmv, "axc", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams118, 1, 0, 0, kArgs_axc_avx512, 9,
     &call_spgen_spmv_axc_w8_f64i32_avx512, "avx512/spgen_spmv_axc_w8_f64i32_avx512.cpp",
     0x4137ac424d9edbd0ULL},
    {"spgen_spmv_axc_w8_f64i64_avx512", Op::spmv, "axc", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams119, 1, 0, 0, kArgs_axc_avx512, 9,
     &call_spgen_spmv_axc_w8_f64i64_avx512, "avx512/spgen_spmv_axc_w8_f64i64_avx512.cpp",
     0x1e9e532e0ae4d83dULL},
    {"spgen_spmv_axt_ch1_w16_h1_f32i32_avx512", Op::spmv, "axt_ch1", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams120, 2, 0, 0, kArgs_axt_ch1_avx512, 11,
     &call_spgen_spmv_axt_ch1_w16_h1_f32i32_avx512,
     "avx512/spgen_spmv_axt_ch1_w16_h1_f32i32_avx512.cpp", 0x8bf6f03e9d3acec2ULL},
    {"spgen_spmv_axt_ch1_w32_b1024_f32i32_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams121, 2, 1024, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b1024_f32i32_cuda.cu", 0xdaea7b284b4bba65ULL},
    {"spgen_spmv_axt_ch1_w32_b1024_f64i32_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams122, 2, 1024, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b1024_f64i32_cuda.cu", 0x1cafe6309c13ab9cULL},
    {"spgen_spmv_axt_ch1_w32_b512_f32i32_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams123, 2, 512, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b512_f32i32_cuda.cu", 0x03d679f9f4687af1ULL},
    {"spgen_spmv_axt_ch1_w32_b512_f32i64_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams124, 2, 512, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b512_f32i64_cuda.cu", 0x454ee8f271181650ULL},
    {"spgen_spmv_axt_ch1_w32_b512_f64i32_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams125, 2, 512, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b512_f64i32_cuda.cu", 0xa4a50a4d007407cdULL},
    {"spgen_spmv_axt_ch1_w32_b512_f64i64_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams126, 2, 512, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b512_f64i64_cuda.cu", 0x2802e768abb1c0a3ULL},
    {"spgen_spmv_axt_ch1_w8_h1_f64i32_avx512", Op::spmv, "axt_ch1", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams127, 2, 0, 0, kArgs_axt_ch1_avx512, 11,
     &call_spgen_spmv_axt_ch1_w8_h1_f64i32_avx512,
     "avx512/spgen_spmv_axt_ch1_w8_h1_f64i32_avx512.cpp", 0xf84ff8ad621b681bULL},
    {"spgen_spmv_axt_ch1_w8_h1_f64i64_avx512", Op::spmv, "axt_ch1", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams128, 2, 0, 0, kArgs_axt_ch1_avx512, 11,
     &call_spgen_spmv_axt_ch1_w8_h1_f64i64_avx512,
     "avx512/spgen_spmv_axt_ch1_w8_h1_f64i64_avx512.cpp", 0x7e2c88d7a2ca57dfULL},
    {"spgen_spmv_axt_ch_w16_h64_f32i32_avx512", Op::spmv, "axt_ch", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams129, 2, 0, 0, kArgs_axt_ch_avx512, 11,
     &call_spgen_spmv_axt_ch_w16_h64_f32i32_avx512,
     "avx512/spgen_spmv_axt_ch_w16_h64_f32i32_avx512.cpp", 0xe62fd5fb494b5236ULL},
    {"spgen_spmv_axt_ch_w16_h8_f32i32_avx512", Op::spmv, "axt_ch", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams130, 2, 0, 0, kArgs_axt_ch_avx512, 11,
     &call_spgen_spmv_axt_ch_w16_h8_f32i32_avx512,
     "avx512/spgen_spmv_axt_ch_w16_h8_f32i32_avx512.cpp", 0xbb5959328f1fefd7ULL},
    {"spgen_spmv_axt_ch_w32_h4_r8_f32i32_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams131, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h4_r8_f32i32_cuda.cu", 0x154d62d1178e17f1ULL},
    {"spgen_spmv_axt_ch_w32_h4_r8_f32i64_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams132, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h4_r8_f32i64_cuda.cu", 0x2f144ef04977c6f2ULL},
    {"spgen_spmv_axt_ch_w32_h4_r8_f64i32_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams133, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h4_r8_f64i32_cuda.cu", 0xcae463c5381122c5ULL},
    {"spgen_spmv_axt_ch_w32_h4_r8_f64i64_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams134, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h4_r8_f64i64_cuda.cu", 0x7abb395b55eb1d1fULL},
    {"spgen_spmv_axt_ch_w32_h8_r8_f32i32_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams135, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h8_r8_f32i32_cuda.cu", 0xa38282938e306eb3ULL},
    {"spgen_spmv_axt_ch_w32_h8_r8_f32i64_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams136, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h8_r8_f32i64_cuda.cu", 0x1b89ec669731d127ULL},
    {"spgen_spmv_axt_ch_w32_h8_r8_f64i32_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams137, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h8_r8_f64i32_cuda.cu", 0x3d8c004c335584fcULL},
    {"spgen_spmv_axt_ch_w32_h8_r8_f64i64_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams138, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h8_r8_f64i64_cuda.cu", 0x603032c23c8d2d98ULL},
    {"spgen_spmv_axt_ch_w8_h64_f64i32_avx512", Op::spmv, "axt_ch", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams139, 2, 0, 0, kArgs_axt_ch_avx512, 11,
     &call_spgen_spmv_axt_ch_w8_h64_f64i32_avx512,
     "avx512/spgen_spmv_axt_ch_w8_h64_f64i32_avx512.cpp", 0x0bb65510c54083f9ULL},
    {"spgen_spmv_axt_ch_w8_h8_f64i32_avx512", Op::spmv, "axt_ch", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams140, 2, 0, 0, kArgs_axt_ch_avx512, 11,
     &call_spgen_spmv_axt_ch_w8_h8_f64i32_avx512,
     "avx512/spgen_spmv_axt_ch_w8_h8_f64i32_avx512.cpp", 0x0a7b1eb83fb39056ULL},
    {"spgen_spmv_axt_ch_w8_h8_f64i64_avx512", Op::spmv, "axt_ch", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams141, 2, 0, 0, kArgs_axt_ch_avx512, 11,
     &call_spgen_spmv_axt_ch_w8_h8_f64i64_avx512,
     "avx512/spgen_spmv_axt_ch_w8_h8_f64i64_avx512.cpp", 0x0330161183ef237eULL},
    {"spgen_spmv_axt_uh1_w16_h1_f32i32_avx512", Op::spmv, "axt_uh1", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams142, 2, 0, 0, kArgs_axt_uh1_avx512, 10,
     &call_spgen_spmv_axt_uh1_w16_h1_f32i32_avx512,
     "avx512/spgen_spmv_axt_uh1_w16_h1_f32i32_avx512.cpp", 0x694aac6612fc06acULL},
    {"spgen_spmv_axt_uh1_w32_h1_s2_r8_f32i32_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams143, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w32_h1_s2_r8_f32i32_cuda.cu", 0xd984a90ee5825b66ULL},
    {"spgen_spmv_axt_uh1_w32_h1_s2_r8_f32i64_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams144, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w32_h1_s2_r8_f32i64_cuda.cu", 0xa902a7e78486ce21ULL},
    {"spgen_spmv_axt_uh1_w32_h1_s2_r8_f64i32_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams145, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w32_h1_s2_r8_f64i32_cuda.cu", 0xc61c0af424da47ccULL},
    {"spgen_spmv_axt_uh1_w32_h1_s2_r8_f64i64_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams146, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w32_h1_s2_r8_f64i64_cuda.cu", 0xf03631001b6b23eeULL},
    {"spgen_spmv_axt_uh1_w8_h1_f64i32_avx512", Op::spmv, "axt_uh1", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams147, 2, 0, 0, kArgs_axt_uh1_avx512, 10,
     &call_spgen_spmv_axt_uh1_w8_h1_f64i32_avx512,
     "avx512/spgen_spmv_axt_uh1_w8_h1_f64i32_avx512.cpp", 0x32a3eb21444a992cULL},
    {"spgen_spmv_axt_uh1_w8_h1_f64i64_avx512", Op::spmv, "axt_uh1", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams148, 2, 0, 0, kArgs_axt_uh1_avx512, 10,
     &call_spgen_spmv_axt_uh1_w8_h1_f64i64_avx512,
     "avx512/spgen_spmv_axt_uh1_w8_h1_f64i64_avx512.cpp", 0xf4eeb7a2889e1f81ULL},
    {"spgen_spmv_axt_uh1_w8_h1_s2_r8_f32i32_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams149, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w8_h1_s2_r8_f32i32_cuda.cu", 0xfaa08031c8ebd818ULL},
    {"spgen_spmv_axt_uh1_w8_h1_s2_r8_f64i32_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams150, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w8_h1_s2_r8_f64i32_cuda.cu", 0x1b98d6e059a797fcULL},
    {"spgen_spmv_axt_uh_w16_h4_f32i32_avx512", Op::spmv, "axt_uh", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams151, 2, 0, 0, kArgs_axt_uh_avx512, 10,
     &call_spgen_spmv_axt_uh_w16_h4_f32i32_avx512,
     "avx512/spgen_spmv_axt_uh_w16_h4_f32i32_avx512.cpp", 0xa01696b2acc76343ULL},
    {"spgen_spmv_axt_uh_w16_h8_f32i32_avx512", Op::spmv, "axt_uh", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams152, 2, 0, 0, kArgs_axt_uh_avx512, 10,
     &call_spgen_spmv_axt_uh_w16_h8_f32i32_avx512,
     "avx512/spgen_spmv_axt_uh_w16_h8_f32i32_avx512.cpp", 0xae2b90bfcb2cc751ULL},
    {"spgen_spmv_axt_uh_w32_h4_s1_r8_f32i32_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams153, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h4_s1_r8_f32i32_cuda.cu", 0x09b7ee7d703ffabcULL},
    {"spgen_spmv_axt_uh_w32_h4_s1_r8_f32i64_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams154, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h4_s1_r8_f32i64_cuda.cu", 0xc5a62f1dd411a490ULL},
    {"spgen_spmv_axt_uh_w32_h4_s1_r8_f64i32_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams155, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h4_s1_r8_f64i32_cuda.cu", 0x68a1f0bbbce6e066ULL},
    {"spgen_spmv_axt_uh_w32_h4_s1_r8_f64i64_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams156, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h4_s1_r8_f64i64_cuda.cu", 0x8941f2b61f9a5e6bULL},
    {"spgen_spmv_axt_uh_w32_h8_s1_r8_f32i32_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams157, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h8_s1_r8_f32i32_cuda.cu", 0x4059f3d27c4889baULL},
    {"spgen_spmv_axt_uh_w32_h8_s1_r8_f64i32_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams158, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h8_s1_r8_f64i32_cuda.cu", 0x887f52d02cf97030ULL},
    {"spgen_spmv_axt_uh_w8_h4_f64i32_avx512", Op::spmv, "axt_uh", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams159, 2, 0, 0, kArgs_axt_uh_avx512, 10,
     &call_spgen_spmv_axt_uh_w8_h4_f64i32_avx512,
     "avx512/spgen_spmv_axt_uh_w8_h4_f64i32_avx512.cpp", 0x8990125a2d0019c7ULL},
    {"spgen_spmv_axt_uh_w8_h4_f64i64_avx512", Op::spmv, "axt_uh", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams160, 2, 0, 0, kArgs_axt_uh_avx512, 10,
     &call_spgen_spmv_axt_uh_w8_h4_f64i64_avx512,
     "avx512/spgen_spmv_axt_uh_w8_h4_f64i64_avx512.cpp", 0x590f316be4c7e9d6ULL},
    {"spgen_spmv_axt_uh_w8_h8_f64i32_avx512", Op::spmv, "axt_uh", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams161, 2, 0, 0, kArgs_axt_uh_avx512, 10,
     &call_spgen_spmv_axt_uh_w8_h8_f64i32_avx512,
     "avx512/spgen_spmv_axt_uh_w8_h8_f64i32_avx512.cpp", 0x7b65223f20549f5bULL},
    {"spgen_spmv_coo_f32i32_avx512", Op::spmv, "coo", Backend::avx512, ValueType::f32,
     IndexType::i32, nullptr, 0, 0, 0, kArgs_coo_avx512, 10, &call_spgen_spmv_coo_f32i32_avx512,
     "avx512/spgen_spmv_coo_f32i32_avx512.cpp", 0x28090b4bdc560a7eULL},
    {"spgen_spmv_coo_f32i64_avx512", Op::spmv, "coo", Backend::avx512, ValueType::f32,
     IndexType::i64, nullptr, 0, 0, 0, kArgs_coo_avx512, 10, &call_spgen_spmv_coo_f32i64_avx512,
     "avx512/spgen_spmv_coo_f32i64_avx512.cpp", 0x8596a63dcf64551aULL},
    {"spgen_spmv_coo_f64i32_avx512", Op::spmv, "coo", Backend::avx512, ValueType::f64,
     IndexType::i32, nullptr, 0, 0, 0, kArgs_coo_avx512, 10, &call_spgen_spmv_coo_f64i32_avx512,
     "avx512/spgen_spmv_coo_f64i32_avx512.cpp", 0xb3c542a28678f3e3ULL},
    {"spgen_spmv_coo_f64i64_avx512", Op::spmv, "coo", Backend::avx512, ValueType::f64,
     IndexType::i64, nullptr, 0, 0, 0, kArgs_coo_avx512, 10, &call_spgen_spmv_coo_f64i64_avx512,
     "avx512/spgen_spmv_coo_f64i64_avx512.cpp", 0xc6404b1de956032bULL},
    {"spgen_spmv_coo_s16_w8_f32i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams166, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s16_w8_f32i32_cuda.cu", 0xb3c57fcd6000a16fULL},
    {"spgen_spmv_coo_s16_w8_f64i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams167, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s16_w8_f64i32_cuda.cu", 0x420e082204aae0d8ULL},
    {"spgen_spmv_coo_s4_w8_f32i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams168, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s4_w8_f32i32_cuda.cu", 0xea570e506fef091dULL},
    {"spgen_spmv_coo_s4_w8_f64i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams169, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s4_w8_f64i32_cuda.cu", 0xbb9ea51d68081f7dULL},
    {"spgen_spmv_coo_s8_w8_f32i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams170, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s8_w8_f32i32_cuda.cu", 0x6a2188e25380c7a1ULL},
    {"spgen_spmv_coo_s8_w8_f32i64_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams171, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s8_w8_f32i64_cuda.cu", 0x4d9e68f4733c4c5fULL},
    {"spgen_spmv_coo_s8_w8_f64i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams172, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s8_w8_f64i32_cuda.cu", 0xc38c55c597488d65ULL},
    {"spgen_spmv_coo_s8_w8_f64i64_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams173, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s8_w8_f64i64_cuda.cu", 0xfca110bea9d02d46ULL},
    {"spgen_spmv_csr_g0_f32i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams174, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g0_f32i32_avx512, "avx512/spgen_spmv_csr_g0_f32i32_avx512.cpp",
     0x45b7f3fb53909887ULL},
    {"spgen_spmv_csr_g0_f32i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams175, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g0_f32i64_avx512, "avx512/spgen_spmv_csr_g0_f32i64_avx512.cpp",
     0x61f95b71cc877fbaULL},
    {"spgen_spmv_csr_g0_f64i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams176, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g0_f64i32_avx512, "avx512/spgen_spmv_csr_g0_f64i32_avx512.cpp",
     0x29522f509de5e55aULL},
    {"spgen_spmv_csr_g0_f64i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams177, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g0_f64i64_avx512, "avx512/spgen_spmv_csr_g0_f64i64_avx512.cpp",
     0x8c2e06a9d2d3e736ULL},
    {"spgen_spmv_csr_g1_f32i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams178, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g1_f32i32_avx512, "avx512/spgen_spmv_csr_g1_f32i32_avx512.cpp",
     0x56aa419717c6bc1cULL},
    {"spgen_spmv_csr_g1_f32i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams179, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g1_f32i64_avx512, "avx512/spgen_spmv_csr_g1_f32i64_avx512.cpp",
     0x2c438d00334f1a0aULL},
    {"spgen_spmv_csr_g1_f64i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams180, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g1_f64i32_avx512, "avx512/spgen_spmv_csr_g1_f64i32_avx512.cpp",
     0xb900728fb71056d5ULL},
    {"spgen_spmv_csr_g1_f64i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams181, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g1_f64i64_avx512, "avx512/spgen_spmv_csr_g1_f64i64_avx512.cpp",
     0x413c8cd65e5e4041ULL},
    {"spgen_spmv_csr_t16_r16_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams182, 2, 256, 16, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t16_r16_f32i32_cuda.cu", 0x4a6d3cc2cd561f7fULL},
    {"spgen_spmv_csr_t16_r16_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams183, 2, 256, 16, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t16_r16_f64i32_cuda.cu", 0x5da1ba4f7551a754ULL},
    {"spgen_spmv_csr_t16_r8_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams184, 2, 128, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t16_r8_f32i32_cuda.cu", 0x637a225f20b52af4ULL},
    {"spgen_spmv_csr_t16_r8_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams185, 2, 128, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t16_r8_f64i32_cuda.cu", 0xecda07dca3e1e071ULL},
    {"spgen_spmv_csr_t1_r128_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams186, 2, 128, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r128_f32i32_cuda.cu", 0xdc34c41587c61f8eULL},
    {"spgen_spmv_csr_t1_r128_f32i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams187, 2, 128, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r128_f32i64_cuda.cu", 0xbb9d92e2fc701d7fULL},
    {"spgen_spmv_csr_t1_r128_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams188, 2, 128, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r128_f64i32_cuda.cu", 0x312771a9a1fec5d9ULL},
    {"spgen_spmv_csr_t1_r128_f64i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams189, 2, 128, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r128_f64i64_cuda.cu", 0xb16634e23be7439eULL},
    {"spgen_spmv_csr_t1_r256_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams190, 2, 256, 256, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r256_f32i32_cuda.cu", 0xb3aea310c298e871ULL},
    {"spgen_spmv_csr_t1_r256_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams191, 2, 256, 256, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r256_f64i32_cuda.cu", 0xf8b81c2815e3cc6fULL},
    {"spgen_spmv_csr_t2_r128_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams192, 2, 256, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t2_r128_f32i32_cuda.cu", 0x6025c8fadfc42cf4ULL},
    {"spgen_spmv_csr_t2_r128_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams193, 2, 256, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t2_r128_f64i32_cuda.cu", 0x05bbbb0cceb17524ULL},
    {"spgen_spmv_csr_t2_r64_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams194, 2, 128, 64, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t2_r64_f32i32_cuda.cu", 0x3a8b0bffd2b74cfcULL},
    {"spgen_spmv_csr_t2_r64_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams195, 2, 128, 64, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t2_r64_f64i32_cuda.cu", 0x3b87a875b73278bbULL},
    {"spgen_spmv_csr_t32_r4_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams196, 2, 128, 4, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r4_f32i32_cuda.cu", 0xf912f44fbbfca0d2ULL},
    {"spgen_spmv_csr_t32_r4_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams197, 2, 128, 4, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r4_f64i32_cuda.cu", 0xa6c25a3672197b92ULL},
    {"spgen_spmv_csr_t32_r8_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams198, 2, 256, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r8_f32i32_cuda.cu", 0x4385d1f372d0dcd0ULL},
    {"spgen_spmv_csr_t32_r8_f32i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams199, 2, 256, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r8_f32i64_cuda.cu", 0xac8f2ad79395832cULL},
    {"spgen_spmv_csr_t32_r8_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams200, 2, 256, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r8_f64i32_cuda.cu", 0xbf3717cafedbfaa8ULL},
    {"spgen_spmv_csr_t32_r8_f64i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams201, 2, 256, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r8_f64i64_cuda.cu", 0x63a0f10cca69e2b0ULL},
    {"spgen_spmv_csr_t4_r32_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams202, 2, 128, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t4_r32_f32i32_cuda.cu", 0x31beb596c945cccbULL},
    {"spgen_spmv_csr_t4_r32_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams203, 2, 128, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t4_r32_f64i32_cuda.cu", 0xb7c53e0539be7f34ULL},
    {"spgen_spmv_csr_t4_r64_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams204, 2, 256, 64, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t4_r64_f32i32_cuda.cu", 0xfcde706777e9860cULL},
    {"spgen_spmv_csr_t4_r64_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams205, 2, 256, 64, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t4_r64_f64i32_cuda.cu", 0x50b89794fe289951ULL},
    {"spgen_spmv_csr_t8_r16_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams206, 2, 128, 16, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r16_f32i32_cuda.cu", 0x26cf5dce993b0aa1ULL},
    {"spgen_spmv_csr_t8_r16_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams207, 2, 128, 16, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r16_f64i32_cuda.cu", 0x9ed412e2ab2046c9ULL},
    {"spgen_spmv_csr_t8_r32_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams208, 2, 256, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r32_f32i32_cuda.cu", 0xd7e080c157c9c60cULL},
    {"spgen_spmv_csr_t8_r32_f32i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams209, 2, 256, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r32_f32i64_cuda.cu", 0xb86da8336e73b559ULL},
    {"spgen_spmv_csr_t8_r32_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams210, 2, 256, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r32_f64i32_cuda.cu", 0xaef8b82187988bc7ULL},
    {"spgen_spmv_csr_t8_r32_f64i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams211, 2, 256, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r32_f64i64_cuda.cu", 0x76d651cf43e23698ULL},
    {"spgen_spmv_csrstream_b128_s2_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams212, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s2_f32i32_cuda.cu", 0x120a168f0dcde7f7ULL},
    {"spgen_spmv_csrstream_b128_s2_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams213, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s2_f64i32_cuda.cu", 0xd6f04fcea2ae12d5ULL},
    {"spgen_spmv_csrstream_b128_s4_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams214, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s4_f32i32_cuda.cu", 0xc8c025375fc1df0bULL},
    {"spgen_spmv_csrstream_b128_s4_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams215, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s4_f64i32_cuda.cu", 0x372cc115fbb03fdbULL},
    {"spgen_spmv_csrstream_b128_s8_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams216, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s8_f32i32_cuda.cu", 0x6f8cd4d97503381fULL},
    {"spgen_spmv_csrstream_b128_s8_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams217, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s8_f64i32_cuda.cu", 0xb90eccbc4bbdb744ULL},
    {"spgen_spmv_csrstream_b256_s2_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams218, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s2_f32i32_cuda.cu", 0x18bc19b9cfdc9ae4ULL},
    {"spgen_spmv_csrstream_b256_s2_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams219, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s2_f64i32_cuda.cu", 0x7b258e1a3b7bb0f0ULL},
    {"spgen_spmv_csrstream_b256_s4_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams220, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s4_f32i32_cuda.cu", 0xf1dcb281953af7bdULL},
    {"spgen_spmv_csrstream_b256_s4_f32i64_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams221, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s4_f32i64_cuda.cu", 0x125ba5e4ea1afd00ULL},
    {"spgen_spmv_csrstream_b256_s4_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams222, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s4_f64i32_cuda.cu", 0x5cfc9900a5898193ULL},
    {"spgen_spmv_csrstream_b256_s4_f64i64_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams223, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s4_f64i64_cuda.cu", 0x5cb19d680811cd45ULL},
    {"spgen_spmv_csrstream_b256_s8_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams224, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s8_f32i32_cuda.cu", 0x16651031c6286fb0ULL},
    {"spgen_spmv_csrstream_b256_s8_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams225, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s8_f64i32_cuda.cu", 0x61bf8d3a338de1f3ULL},
    {"spgen_spmv_ell_g0_f32i32_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams226, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g0_f32i32_avx512, "avx512/spgen_spmv_ell_g0_f32i32_avx512.cpp",
     0xd59e330f3ca8201fULL},
    {"spgen_spmv_ell_g0_f64i32_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams227, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g0_f64i32_avx512, "avx512/spgen_spmv_ell_g0_f64i32_avx512.cpp",
     0xd3ff2673e35a79bbULL},
    {"spgen_spmv_ell_g0_f64i64_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams228, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g0_f64i64_avx512, "avx512/spgen_spmv_ell_g0_f64i64_avx512.cpp",
     0x2f6f2ee2a00a3e48ULL},
    {"spgen_spmv_ell_g1_f32i32_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams229, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g1_f32i32_avx512, "avx512/spgen_spmv_ell_g1_f32i32_avx512.cpp",
     0x9cc961cbca1ec2baULL},
    {"spgen_spmv_ell_g1_f64i32_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams230, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g1_f64i32_avx512, "avx512/spgen_spmv_ell_g1_f64i32_avx512.cpp",
     0x8ff9551256ac06e6ULL},
    {"spgen_spmv_ell_r128_f32i32_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams231, 1, 128, 128, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r128_f32i32_cuda.cu", 0x320e19df35188473ULL},
    {"spgen_spmv_ell_r128_f64i32_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams232, 1, 128, 128, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r128_f64i32_cuda.cu", 0xff60972001c2eeb9ULL},
    {"spgen_spmv_ell_r256_f32i32_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams233, 1, 256, 256, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r256_f32i32_cuda.cu", 0x4b2d52b5c5531b31ULL},
    {"spgen_spmv_ell_r256_f32i64_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams234, 1, 256, 256, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r256_f32i64_cuda.cu", 0x6d3fc892f0f8cad7ULL},
    {"spgen_spmv_ell_r256_f64i32_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams235, 1, 256, 256, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r256_f64i32_cuda.cu", 0x86e8cd081dbe05a6ULL},
    {"spgen_spmv_ell_r256_f64i64_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams236, 1, 256, 256, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r256_f64i64_cuda.cu", 0xc13b32ca77a4b920ULL},
    {"spgen_spmv_ellr_g0_f32i32_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams237, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g0_f32i32_avx512, "avx512/spgen_spmv_ellr_g0_f32i32_avx512.cpp",
     0x6bafe14075c8b557ULL},
    {"spgen_spmv_ellr_g0_f32i64_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams238, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g0_f32i64_avx512, "avx512/spgen_spmv_ellr_g0_f32i64_avx512.cpp",
     0x5211f8a204bb7734ULL},
    {"spgen_spmv_ellr_g0_f64i32_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams239, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g0_f64i32_avx512, "avx512/spgen_spmv_ellr_g0_f64i32_avx512.cpp",
     0x6eb6e2750be98121ULL},
    {"spgen_spmv_ellr_g0_f64i64_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams240, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g0_f64i64_avx512, "avx512/spgen_spmv_ellr_g0_f64i64_avx512.cpp",
     0xc03b12a4f9172ab5ULL},
    {"spgen_spmv_ellr_g1_f32i32_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams241, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g1_f32i32_avx512, "avx512/spgen_spmv_ellr_g1_f32i32_avx512.cpp",
     0xcc8b6d9b4d0cfab7ULL},
    {"spgen_spmv_ellr_g1_f64i32_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams242, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g1_f64i32_avx512, "avx512/spgen_spmv_ellr_g1_f64i32_avx512.cpp",
     0x1db853ee2f2db7c1ULL},
    {"spgen_spmv_ellr_t1_r256_f32i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams243, 2, 256, 256, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t1_r256_f32i32_cuda.cu", 0x21ec59309b2742e1ULL},
    {"spgen_spmv_ellr_t1_r256_f32i64_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams244, 2, 256, 256, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t1_r256_f32i64_cuda.cu", 0x307be8f5b1561af4ULL},
    {"spgen_spmv_ellr_t1_r256_f64i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams245, 2, 256, 256, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t1_r256_f64i32_cuda.cu", 0x15c93c52e3c299deULL},
    {"spgen_spmv_ellr_t1_r256_f64i64_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams246, 2, 256, 256, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t1_r256_f64i64_cuda.cu", 0xd774b7a6b9fb5ad3ULL},
    {"spgen_spmv_ellr_t2_r128_f32i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams247, 2, 256, 128, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t2_r128_f32i32_cuda.cu", 0x3ef6206a3994cfe6ULL},
    {"spgen_spmv_ellr_t2_r128_f64i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams248, 2, 256, 128, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t2_r128_f64i32_cuda.cu", 0x031bdc02a682f686ULL},
    {"spgen_spmv_ellr_t4_r64_f32i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams249, 2, 256, 64, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t4_r64_f32i32_cuda.cu", 0x595d45bf82cfe97dULL},
    {"spgen_spmv_ellr_t4_r64_f64i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams250, 2, 256, 64, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t4_r64_f64i32_cuda.cu", 0x66f7caf51cd7a059ULL},
    {"spgen_spmv_ellr_t8_r32_f32i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams251, 2, 256, 32, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t8_r32_f32i32_cuda.cu", 0x89eaea14006225a2ULL},
    {"spgen_spmv_ellr_t8_r32_f64i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams252, 2, 256, 32, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t8_r32_f64i32_cuda.cu", 0xb9e3ba6f655f029bULL},
    {"spgen_spmv_hyb_g0_f32i32_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams253, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g0_f32i32_avx512, "avx512/spgen_spmv_hyb_g0_f32i32_avx512.cpp",
     0xf30e7861f4718eadULL},
    {"spgen_spmv_hyb_g0_f32i64_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams254, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g0_f32i64_avx512, "avx512/spgen_spmv_hyb_g0_f32i64_avx512.cpp",
     0x794ec9ea46be84fdULL},
    {"spgen_spmv_hyb_g0_f64i32_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams255, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g0_f64i32_avx512, "avx512/spgen_spmv_hyb_g0_f64i32_avx512.cpp",
     0x461ebb30c0c76029ULL},
    {"spgen_spmv_hyb_g0_f64i64_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams256, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g0_f64i64_avx512, "avx512/spgen_spmv_hyb_g0_f64i64_avx512.cpp",
     0x87cc05f2d78fc7a9ULL},
    {"spgen_spmv_hyb_g1_f32i32_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams257, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g1_f32i32_avx512, "avx512/spgen_spmv_hyb_g1_f32i32_avx512.cpp",
     0xfeb66950ab907ca8ULL},
    {"spgen_spmv_hyb_g1_f64i32_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams258, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g1_f64i32_avx512, "avx512/spgen_spmv_hyb_g1_f64i32_avx512.cpp",
     0xe05a477296aa5ba5ULL},
    {"spgen_spmv_hyb_s16_f32i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams259, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s16_f32i32_cuda.cu", 0xf89e14118d7f9a96ULL},
    {"spgen_spmv_hyb_s16_f64i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams260, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s16_f64i32_cuda.cu", 0x5a58e5d1f6b10365ULL},
    {"spgen_spmv_hyb_s4_f32i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams261, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s4_f32i32_cuda.cu", 0xed4feeac06dcb42eULL},
    {"spgen_spmv_hyb_s4_f64i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams262, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s4_f64i32_cuda.cu", 0x7f75b2bbbad96cbbULL},
    {"spgen_spmv_hyb_s8_f32i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams263, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s8_f32i32_cuda.cu", 0x5cad0aa09e1920aeULL},
    {"spgen_spmv_hyb_s8_f32i64_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams264, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s8_f32i64_cuda.cu", 0x36e9d4cf9d243911ULL},
    {"spgen_spmv_hyb_s8_f64i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams265, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s8_f64i32_cuda.cu", 0x1e3b310436498392ULL},
    {"spgen_spmv_hyb_s8_f64i64_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams266, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s8_f64i64_cuda.cu", 0x680eed70a2d24fd6ULL},
    {"spgen_spmv_pjds_b16_f32i32_avx512", Op::spmv, "pjds", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams267, 1, 0, 0, kArgs_pjds_avx512, 12,
     &call_spgen_spmv_pjds_b16_f32i32_avx512, "avx512/spgen_spmv_pjds_b16_f32i32_avx512.cpp",
     0xe2a1342835361e6aULL},
    {"spgen_spmv_pjds_b32_t1_r128_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams268, 3, 128, 128, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r128_f32i32_cuda.cu", 0x124de3c53dbd270aULL},
    {"spgen_spmv_pjds_b32_t1_r128_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams269, 3, 128, 128, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r128_f64i32_cuda.cu", 0x939f8f176e10093eULL},
    {"spgen_spmv_pjds_b32_t1_r256_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams270, 3, 256, 256, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r256_f32i32_cuda.cu", 0xfa738b3be0fc4c69ULL},
    {"spgen_spmv_pjds_b32_t1_r256_f32i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams271, 3, 256, 256, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r256_f32i64_cuda.cu", 0xc6694b782e3a4b99ULL},
    {"spgen_spmv_pjds_b32_t1_r256_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams272, 3, 256, 256, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r256_f64i32_cuda.cu", 0x2cca1600f7c3db46ULL},
    {"spgen_spmv_pjds_b32_t1_r256_f64i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams273, 3, 256, 256, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r256_f64i64_cuda.cu", 0x9c9efb634b3441c5ULL},
    {"spgen_spmv_pjds_b32_t32_r4_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams274, 3, 128, 4, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r4_f32i32_cuda.cu", 0x9e3734836e53eaa9ULL},
    {"spgen_spmv_pjds_b32_t32_r4_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams275, 3, 128, 4, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r4_f64i32_cuda.cu", 0x974f8eedfa8798efULL},
    {"spgen_spmv_pjds_b32_t32_r8_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams276, 3, 256, 8, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r8_f32i32_cuda.cu", 0xd15f71d9e66cd9f5ULL},
    {"spgen_spmv_pjds_b32_t32_r8_f32i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams277, 3, 256, 8, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r8_f32i64_cuda.cu", 0x17ac2a4c9663747eULL},
    {"spgen_spmv_pjds_b32_t32_r8_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams278, 3, 256, 8, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r8_f64i32_cuda.cu", 0x2993732c3f2607eeULL},
    {"spgen_spmv_pjds_b32_t32_r8_f64i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams279, 3, 256, 8, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r8_f64i64_cuda.cu", 0x7919fcb55a80dd6bULL},
    {"spgen_spmv_pjds_b32_t4_r32_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams280, 3, 128, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t4_r32_f32i32_cuda.cu", 0xceb1774c05087b32ULL},
    {"spgen_spmv_pjds_b32_t4_r32_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams281, 3, 128, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t4_r32_f64i32_cuda.cu", 0xa1fe356239bd9212ULL},
    {"spgen_spmv_pjds_b32_t4_r64_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams282, 3, 256, 64, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t4_r64_f32i32_cuda.cu", 0x057d3c53c59ffa4fULL},
    {"spgen_spmv_pjds_b32_t4_r64_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams283, 3, 256, 64, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t4_r64_f64i32_cuda.cu", 0x221f102e55f50525ULL},
    {"spgen_spmv_pjds_b32_t8_r16_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams284, 3, 128, 16, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r16_f32i32_cuda.cu", 0x3a351c2350dee31fULL},
    {"spgen_spmv_pjds_b32_t8_r16_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams285, 3, 128, 16, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r16_f64i32_cuda.cu", 0x88935f33c290e4faULL},
    {"spgen_spmv_pjds_b32_t8_r32_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams286, 3, 256, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r32_f32i32_cuda.cu", 0x45514b1e33e3c23bULL},
    {"spgen_spmv_pjds_b32_t8_r32_f32i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams287, 3, 256, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r32_f32i64_cuda.cu", 0xb915332941f9bbd0ULL},
    {"spgen_spmv_pjds_b32_t8_r32_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams288, 3, 256, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r32_f64i32_cuda.cu", 0x87d68ea0a419febaULL},
    {"spgen_spmv_pjds_b32_t8_r32_f64i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams289, 3, 256, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r32_f64i64_cuda.cu", 0x7a102a1eaca07582ULL},
    {"spgen_spmv_pjds_b8_f64i32_avx512", Op::spmv, "pjds", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams290, 1, 0, 0, kArgs_pjds_avx512, 12,
     &call_spgen_spmv_pjds_b8_f64i32_avx512, "avx512/spgen_spmv_pjds_b8_f64i32_avx512.cpp",
     0xb9cf551c44074521ULL},
    {"spgen_spmv_pjds_b8_f64i64_avx512", Op::spmv, "pjds", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams291, 1, 0, 0, kArgs_pjds_avx512, 12,
     &call_spgen_spmv_pjds_b8_f64i64_avx512, "avx512/spgen_spmv_pjds_b8_f64i64_avx512.cpp",
     0xf12b6310bd9f8c40ULL},
    {"spgen_spmv_rowseg_t16_s2_r16_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams292, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s2_r16_f32i32_cuda.cu", 0x572808643227ff9bULL},
    {"spgen_spmv_rowseg_t16_s2_r16_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams293, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s2_r16_f64i32_cuda.cu", 0x021e38db06afb130ULL},
    {"spgen_spmv_rowseg_t16_s4_r16_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams294, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s4_r16_f32i32_cuda.cu", 0x457a85072f3b0f16ULL},
    {"spgen_spmv_rowseg_t16_s4_r16_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams295, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s4_r16_f64i32_cuda.cu", 0xe3a7b46ad27102a4ULL},
    {"spgen_spmv_rowseg_t16_s8_r16_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams296, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s8_r16_f32i32_cuda.cu", 0xc37ad8c33557251aULL},
    {"spgen_spmv_rowseg_t16_s8_r16_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams297, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s8_r16_f64i32_cuda.cu", 0x5ff7fa7ab126449cULL},
    {"spgen_spmv_rowseg_t2_s2_r128_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams298, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s2_r128_f32i32_cuda.cu", 0x00c4a5d400aa905eULL},
    {"spgen_spmv_rowseg_t2_s2_r128_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams299, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s2_r128_f64i32_cuda.cu", 0x4661db9949450d84ULL},
    {"spgen_spmv_rowseg_t2_s4_r128_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams300, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s4_r128_f32i32_cuda.cu", 0xfc2ea252eb452247ULL},
    {"spgen_spmv_rowseg_t2_s4_r128_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams301, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s4_r128_f64i32_cuda.cu", 0x9782e1fb76ffdd17ULL},
    {"spgen_spmv_rowseg_t2_s8_r128_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams302, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s8_r128_f32i32_cuda.cu", 0x9bb16d89d3b64024ULL},
    {"spgen_spmv_rowseg_t2_s8_r128_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams303, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s8_r128_f64i32_cuda.cu", 0xf9c31e9a206a51f1ULL},
    {"spgen_spmv_rowseg_t32_s2_r8_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams304, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s2_r8_f32i32_cuda.cu", 0xc3c7253b535342deULL},
    {"spgen_spmv_rowseg_t32_s2_r8_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams305, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s2_r8_f64i32_cuda.cu", 0xf52c1eb717726ccaULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams306, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f32i32_cuda.cu", 0x699701b2b86a977dULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f32i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams307, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f32i64_cuda.cu", 0xe7821359b9c95ab4ULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams308, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f64i32_cuda.cu", 0xad7f1c3289f1c023ULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f64i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams309, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f64i64_cuda.cu", 0xadf604cd28e38fabULL},
    {"spgen_spmv_rowseg_t32_s8_r8_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams310, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s8_r8_f32i32_cuda.cu", 0x3ca1f3b4157a83e8ULL},
    {"spgen_spmv_rowseg_t32_s8_r8_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams311, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s8_r8_f64i32_cuda.cu", 0x561a817f06ce8855ULL},
    {"spgen_spmv_rowseg_t4_s2_r64_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams312, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s2_r64_f32i32_cuda.cu", 0x4e3880e4ffdf65ebULL},
    {"spgen_spmv_rowseg_t4_s2_r64_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams313, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s2_r64_f64i32_cuda.cu", 0x8ff03402e12c0626ULL},
    {"spgen_spmv_rowseg_t4_s4_r64_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams314, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s4_r64_f32i32_cuda.cu", 0xf651130f9f7e070cULL},
    {"spgen_spmv_rowseg_t4_s4_r64_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams315, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s4_r64_f64i32_cuda.cu", 0x85c4b347117ef372ULL},
    {"spgen_spmv_rowseg_t4_s8_r64_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams316, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s8_r64_f32i32_cuda.cu", 0xac35af7083738e57ULL},
    {"spgen_spmv_rowseg_t4_s8_r64_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams317, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s8_r64_f64i32_cuda.cu", 0x46669a25340b70f8ULL},
    {"spgen_spmv_rowseg_t8_s2_r32_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams318, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s2_r32_f32i32_cuda.cu", 0xb08031c854e4679aULL},
    {"spgen_spmv_rowseg_t8_s2_r32_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams319, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s2_r32_f64i32_cuda.cu", 0x40c7e1909c7d029aULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams320, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f32i32_cuda.cu", 0x4b68b2c19a5ab0f1ULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f32i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams321, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f32i64_cuda.cu", 0x40fe85ecd48fdd10ULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams322, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f64i32_cuda.cu", 0x54c074625540b565ULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f64i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams323, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f64i64_cuda.cu", 0xf06eaf301ba15a89ULL},
    {"spgen_spmv_rowseg_t8_s8_r32_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams324, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s8_r32_f32i32_cuda.cu", 0xcafc60c6f7b31c05ULL},
    {"spgen_spmv_rowseg_t8_s8_r32_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams325, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s8_r32_f64i32_cuda.cu", 0x3be8ee358750079dULL},
    {"spgen_spmv_sellp_b16_g0_f32i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams326, 2, 0, 0, kArgs_sellp_avx512, 11,
     &call_spgen_spmv_sellp_b16_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_b16_g0_f32i32_avx512.cpp", 0x3ac4b21a08a1fda7ULL},
    {"spgen_spmv_sellp_b16_g1_f32i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams327, 2, 0, 0, kArgs_sellp_avx512, 11,
     &call_spgen_spmv_sellp_b16_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_b16_g1_f32i32_avx512.cpp", 0x46d09527cf6c4f6aULL},
    {"spgen_spmv_sellp_b16_t2_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams328, 3, 32, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u1_f32i32_cuda.cu", 0xab1886c16740c72cULL},
    {"spgen_spmv_sellp_b16_t2_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams329, 3, 32, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u1_f64i32_cuda.cu", 0xa6674ad61ac0241aULL},
    {"spgen_spmv_sellp_b16_t2_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams330, 3, 32, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u2_f32i32_cuda.cu", 0xf952f05d398d73f5ULL},
    {"spgen_spmv_sellp_b16_t2_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams331, 3, 32, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u2_f64i32_cuda.cu", 0x742b220abff43f98ULL},
    {"spgen_spmv_sellp_b16_t4_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams332, 3, 64, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u1_f32i32_cuda.cu", 0x95913c7fd29a5024ULL},
    {"spgen_spmv_sellp_b16_t4_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams333, 3, 64, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u1_f64i32_cuda.cu", 0xcac9f16287039265ULL},
    {"spgen_spmv_sellp_b16_t4_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams334, 3, 64, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u2_f32i32_cuda.cu", 0x50012584c9fd4bb3ULL},
    {"spgen_spmv_sellp_b16_t4_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams335, 3, 64, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u2_f64i32_cuda.cu", 0xa6bee797db34f3b1ULL},
    {"spgen_spmv_sellp_b16_t8_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams336, 3, 128, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u1_f32i32_cuda.cu", 0x3eb29f6fde2647b1ULL},
    {"spgen_spmv_sellp_b16_t8_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams337, 3, 128, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u1_f64i32_cuda.cu", 0xba1a468fba14f818ULL},
    {"spgen_spmv_sellp_b16_t8_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams338, 3, 128, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u2_f32i32_cuda.cu", 0xa9bc201a729ee559ULL},
    {"spgen_spmv_sellp_b16_t8_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams339, 3, 128, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u2_f64i32_cuda.cu", 0xd38206b5b369e47bULL},
    {"spgen_spmv_sellp_b32_t1_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams340, 3, 32, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u1_f32i32_cuda.cu", 0x6a3089a3fcc6c4ccULL},
    {"spgen_spmv_sellp_b32_t1_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams341, 3, 32, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u1_f64i32_cuda.cu", 0xd58b6b8cfa421a9fULL},
    {"spgen_spmv_sellp_b32_t1_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams342, 3, 32, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u2_f32i32_cuda.cu", 0x5371af3626455933ULL},
    {"spgen_spmv_sellp_b32_t1_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams343, 3, 32, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u2_f64i32_cuda.cu", 0xe8e2671654180f5dULL},
    {"spgen_spmv_sellp_b32_t2_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams344, 3, 64, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u1_f32i32_cuda.cu", 0x46f33122cc7af987ULL},
    {"spgen_spmv_sellp_b32_t2_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams345, 3, 64, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u1_f64i32_cuda.cu", 0xefcf2cd801df091dULL},
    {"spgen_spmv_sellp_b32_t2_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams346, 3, 64, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u2_f32i32_cuda.cu", 0x0cb72398f2cbbb58ULL},
    {"spgen_spmv_sellp_b32_t2_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams347, 3, 64, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u2_f64i32_cuda.cu", 0x43c885cbca9e15d3ULL},
    {"spgen_spmv_sellp_b32_t4_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams348, 3, 128, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u1_f32i32_cuda.cu", 0x204217f89f8a8868ULL},
    {"spgen_spmv_sellp_b32_t4_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams349, 3, 128, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u1_f64i32_cuda.cu", 0xb0c244c032b930e3ULL},
    {"spgen_spmv_sellp_b32_t4_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams350, 3, 128, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u2_f32i32_cuda.cu", 0x85139b111401e46eULL},
    {"spgen_spmv_sellp_b32_t4_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams351, 3, 128, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u2_f64i32_cuda.cu", 0x0fea60f49428b3a8ULL},
    {"spgen_spmv_sellp_b32_t8_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams352, 3, 256, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u1_f32i32_cuda.cu", 0x9338aea221205843ULL},
    {"spgen_spmv_sellp_b32_t8_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams353, 3, 256, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u1_f64i32_cuda.cu", 0x577fbd7186b507f9ULL},
    {"spgen_spmv_sellp_b32_t8_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams354, 3, 256, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u2_f32i32_cuda.cu", 0x7abbbf9fdaba5e5dULL},
    {"spgen_spmv_sellp_b32_t8_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams355, 3, 256, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u2_f64i32_cuda.cu", 0xa394881418689f65ULL},
    {"spgen_spmv_sellp_b8_g0_f64i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams356, 2, 0, 0, kArgs_sellp_avx512, 11,
     &call_spgen_spmv_sellp_b8_g0_f64i32_avx512, "avx512/spgen_spmv_sellp_b8_g0_f64i32_avx512.cpp",
     0xa4fae2f7179fe55eULL},
    {"spgen_spmv_sellp_b8_g1_f64i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams357, 2, 0, 0, kArgs_sellp_avx512, 11,
     &call_spgen_spmv_sellp_b8_g1_f64i32_avx512, "avx512/spgen_spmv_sellp_b8_g1_f64i32_avx512.cpp",
     0x56d3a16325635214ULL},
    {"spgen_spmv_sellp_b8_t4_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams358, 3, 32, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t4_u1_f32i32_cuda.cu", 0xf164ebb93e2b8fe4ULL},
    {"spgen_spmv_sellp_b8_t4_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams359, 3, 32, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t4_u1_f64i32_cuda.cu", 0x673911cf59741f23ULL},
    {"spgen_spmv_sellp_b8_t4_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams360, 3, 32, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t4_u2_f32i32_cuda.cu", 0x4c005ac0b4de0a9cULL},
    {"spgen_spmv_sellp_b8_t4_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams361, 3, 32, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t4_u2_f64i32_cuda.cu", 0xf33a3cdce951f470ULL},
    {"spgen_spmv_sellp_b8_t8_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams362, 3, 64, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t8_u1_f32i32_cuda.cu", 0x57c804abcea6d596ULL},
    {"spgen_spmv_sellp_b8_t8_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams363, 3, 64, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t8_u1_f64i32_cuda.cu", 0x6382b8182743ef99ULL},
    {"spgen_spmv_sellp_b8_t8_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams364, 3, 64, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t8_u2_f32i32_cuda.cu", 0x9380ba62f7e8b752ULL},
    {"spgen_spmv_sellp_b8_t8_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams365, 3, 64, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t8_u2_f64i32_cuda.cu", 0x7e391df03fef66bdULL},
    {"spgen_spmv_sellp_c16_b16_v0_p0_cb16_g0_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams366, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v0_p0_cb16_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v0_p0_cb16_g0_f32i32_avx512.cpp", 0xbe51d2a4618b7b13ULL},
    {"spgen_spmv_sellp_c16_b16_v0_p0_cb16_g1_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams367, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v0_p0_cb16_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v0_p0_cb16_g1_f32i32_avx512.cpp", 0xf99896b2511b4fb6ULL},
    {"spgen_spmv_sellp_c16_b16_v0_p0_cb8_g0_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams368, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v0_p0_cb8_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v0_p0_cb8_g0_f32i32_avx512.cpp", 0x86a884ef90fb9176ULL},
    {"spgen_spmv_sellp_c16_b16_v0_p0_cb8_g1_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams369, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v0_p0_cb8_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v0_p0_cb8_g1_f32i32_avx512.cpp", 0x1a330105c532a463ULL},
    {"spgen_spmv_sellp_c16_b16_v0_p1_cb16_g0_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams370, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v0_p1_cb16_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v0_p1_cb16_g0_f32i32_avx512.cpp", 0x94abc32ea569c6feULL},
    {"spgen_spmv_sellp_c16_b16_v0_p1_cb16_g1_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams371, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v0_p1_cb16_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v0_p1_cb16_g1_f32i32_avx512.cpp", 0x2173ab519b649cfaULL},
    {"spgen_spmv_sellp_c16_b16_v0_p1_cb8_g0_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams372, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v0_p1_cb8_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v0_p1_cb8_g0_f32i32_avx512.cpp", 0x888b402ebbdd78c7ULL},
    {"spgen_spmv_sellp_c16_b16_v0_p1_cb8_g1_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams373, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v0_p1_cb8_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v0_p1_cb8_g1_f32i32_avx512.cpp", 0xa0a39c3b357dcdb5ULL},
    {"spgen_spmv_sellp_c16_b16_v16_p0_cb16_g0_f32i32_avx512", Op::spmv, "sellp_c16",
     Backend::avx512, ValueType::f32, IndexType::i32, kParams374, 5, 0, 0, kArgs_sellp_c16_avx512,
     21, &call_spgen_spmv_sellp_c16_b16_v16_p0_cb16_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v16_p0_cb16_g0_f32i32_avx512.cpp", 0x002193065fb8767eULL},
    {"spgen_spmv_sellp_c16_b16_v16_p0_cb16_g1_f32i32_avx512", Op::spmv, "sellp_c16",
     Backend::avx512, ValueType::f32, IndexType::i32, kParams375, 5, 0, 0, kArgs_sellp_c16_avx512,
     21, &call_spgen_spmv_sellp_c16_b16_v16_p0_cb16_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v16_p0_cb16_g1_f32i32_avx512.cpp", 0x03e3845d9ede9a23ULL},
    {"spgen_spmv_sellp_c16_b16_v16_p0_cb8_g0_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams376, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v16_p0_cb8_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v16_p0_cb8_g0_f32i32_avx512.cpp", 0xe135468fd7006bf3ULL},
    {"spgen_spmv_sellp_c16_b16_v16_p0_cb8_g1_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams377, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v16_p0_cb8_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v16_p0_cb8_g1_f32i32_avx512.cpp", 0x6e372a3e05acaa8cULL},
    {"spgen_spmv_sellp_c16_b16_v8_p0_cb16_g0_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams378, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v8_p0_cb16_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v8_p0_cb16_g0_f32i32_avx512.cpp", 0x5d876cbdef8b978cULL},
    {"spgen_spmv_sellp_c16_b16_v8_p0_cb16_g1_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams379, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v8_p0_cb16_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v8_p0_cb16_g1_f32i32_avx512.cpp", 0xe5306c59c4d42216ULL},
    {"spgen_spmv_sellp_c16_b16_v8_p0_cb8_g0_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams380, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v8_p0_cb8_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v8_p0_cb8_g0_f32i32_avx512.cpp", 0x60099798e7c777ffULL},
    {"spgen_spmv_sellp_c16_b16_v8_p0_cb8_g1_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams381, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v8_p0_cb8_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v8_p0_cb8_g1_f32i32_avx512.cpp", 0xaf7e5a62edf65b66ULL},
    {"spgen_spmv_sellp_c16_b32_t1_u1_r1_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams382, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t1_u1_r1_s1_v0_p0_cb16_f32i32_cuda.cu",
     0xcb562cc41f4ee7bbULL},
    {"spgen_spmv_sellp_c16_b32_t1_u1_r1_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams383, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t1_u1_r1_s1_v0_p0_cb16_f64i32_cuda.cu",
     0x9d499e843d09bb6cULL},
    {"spgen_spmv_sellp_c16_b32_t1_u2_r1_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams384, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t1_u2_r1_s1_v0_p0_cb16_f32i32_cuda.cu",
     0x8027371879ec181bULL},
    {"spgen_spmv_sellp_c16_b32_t1_u2_r1_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams385, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t1_u2_r1_s1_v0_p0_cb16_f64i32_cuda.cu",
     0xdc6638b8d537a5deULL},
    {"spgen_spmv_sellp_c16_b32_t2_u1_r1_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams386, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u1_r1_s1_v0_p0_cb16_f32i32_cuda.cu",
     0x818a56b273cbba8cULL},
    {"spgen_spmv_sellp_c16_b32_t2_u1_r1_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams387, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u1_r1_s1_v0_p0_cb16_f64i32_cuda.cu",
     0x5a3ebd0fa7d3c05eULL},
    {"spgen_spmv_sellp_c16_b32_t2_u1_r2_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams388, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u1_r2_s1_v0_p0_cb16_f32i32_cuda.cu",
     0x2f60bfff0023fb5dULL},
    {"spgen_spmv_sellp_c16_b32_t2_u1_r2_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams389, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u1_r2_s1_v0_p0_cb16_f64i32_cuda.cu",
     0xc26a200cc4864704ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r1_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams390, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r1_s1_v0_p0_cb16_f32i32_cuda.cu",
     0x6b854c83d3b3b878ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r1_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams391, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r1_s1_v0_p0_cb16_f64i32_cuda.cu",
     0x7eb616e461b6a649ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams392, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p0_cb16_f32i32_cuda.cu",
     0xaa03f69c48a25432ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams393, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p0_cb16_f64i32_cuda.cu",
     0x5e788f3c8d87d0b2ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p0_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams394, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p0_cb8_f32i32_cuda.cu",
     0xb17b1a8934d37dceULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p0_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams395, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p0_cb8_f64i32_cuda.cu",
     0xfe2b1f7c7954f067ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p1_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams396, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p1_cb16_f32i32_cuda.cu",
     0x30f1e6f0bf3dded0ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p1_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams397, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p1_cb16_f64i32_cuda.cu",
     0x55ed1397532ca4aeULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p1_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams398, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p1_cb8_f32i32_cuda.cu",
     0x401e1e61d26f91d1ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p1_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams399, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p1_cb8_f64i32_cuda.cu",
     0xf65cc0b00062f0f7ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v16_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams400, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v16_p0_cb16_f32i32_cuda.cu",
     0x10b2420adc32014fULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v16_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams401, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v16_p0_cb16_f64i32_cuda.cu",
     0x5aa8e46e5de87cf9ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v8_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams402, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v8_p0_cb16_f32i32_cuda.cu",
     0xe4a3ae2f8931be4cULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v8_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams403, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v8_p0_cb16_f64i32_cuda.cu",
     0x5ed2076d58edc60aULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v8_p0_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams404, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v8_p0_cb8_f32i32_cuda.cu",
     0x656be1c48e86b715ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v8_p0_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams405, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v8_p0_cb8_f64i32_cuda.cu",
     0xeed3deaf27dd150fULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams406, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p0_cb16_f32i32_cuda.cu",
     0x6c281c9029a5029fULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams407, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p0_cb16_f64i32_cuda.cu",
     0x9a418d397c1a2dc8ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p0_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams408, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p0_cb8_f32i32_cuda.cu",
     0x22de60946b9a1435ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p0_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams409, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p0_cb8_f64i32_cuda.cu",
     0x33a2a9dcee967491ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p1_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams410, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p1_cb16_f32i32_cuda.cu",
     0x2e15f685c38ed4b1ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p1_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams411, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p1_cb16_f64i32_cuda.cu",
     0xc75473d5bd5af950ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p1_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams412, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p1_cb8_f32i32_cuda.cu",
     0x766dbf0c42bdf71eULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p1_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams413, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p1_cb8_f64i32_cuda.cu",
     0x941b437cbb80b58aULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v16_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams414, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v16_p0_cb16_f32i32_cuda.cu",
     0xa13c26e3e15e9519ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v16_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams415, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v16_p0_cb16_f64i32_cuda.cu",
     0x2da199d7517584d0ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v8_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams416, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v8_p0_cb16_f32i32_cuda.cu",
     0xe7111abea38c5d9dULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v8_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams417, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v8_p0_cb16_f64i32_cuda.cu",
     0x218b731bd0d06e00ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v8_p0_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams418, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v8_p0_cb8_f32i32_cuda.cu",
     0x6b768d3212d1ece0ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v8_p0_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams419, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v8_p0_cb8_f64i32_cuda.cu",
     0x3314110231e7cb15ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u1_r1_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams420, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u1_r1_s1_v0_p0_cb16_f32i32_cuda.cu",
     0x75ffe02313e044dcULL},
    {"spgen_spmv_sellp_c16_b32_t4_u1_r1_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams421, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u1_r1_s1_v0_p0_cb16_f64i32_cuda.cu",
     0x53a276fbe34ebbf4ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u1_r2_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams422, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u1_r2_s1_v0_p0_cb16_f32i32_cuda.cu",
     0x0b20dd5ae670addaULL},
    {"spgen_spmv_sellp_c16_b32_t4_u1_r2_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams423, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u1_r2_s1_v0_p0_cb16_f64i32_cuda.cu",
     0x8d3710f344597393ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r1_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams424, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r1_s1_v0_p0_cb16_f32i32_cuda.cu",
     0x485fa5d861108bc2ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r1_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams425, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r1_s1_v0_p0_cb16_f64i32_cuda.cu",
     0x0f9d0b37f7ce8f5cULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams426, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p0_cb16_f32i32_cuda.cu",
     0x9d29b86f1b88f71aULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams427, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p0_cb16_f64i32_cuda.cu",
     0xb9c8b35600297b9cULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p0_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams428, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p0_cb8_f32i32_cuda.cu",
     0xb2e87ef28d387591ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p0_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams429, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p0_cb8_f64i32_cuda.cu",
     0xdc7a2e3743f8fb65ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p1_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams430, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p1_cb16_f32i32_cuda.cu",
     0x65e8ca764c6a5f77ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p1_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams431, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p1_cb16_f64i32_cuda.cu",
     0x01480e08abbaba94ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p1_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams432, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p1_cb8_f32i32_cuda.cu",
     0x0cabbae0ed734480ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p1_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams433, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p1_cb8_f64i32_cuda.cu",
     0xfbd13bfbc39943bfULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v16_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams434, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v16_p0_cb16_f32i32_cuda.cu",
     0xa8910ce1a794aba8ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v16_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams435, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v16_p0_cb16_f64i32_cuda.cu",
     0x4c8484fd63340fb7ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v8_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams436, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v8_p0_cb16_f32i32_cuda.cu",
     0x27458856f16301aeULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v8_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams437, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v8_p0_cb16_f64i32_cuda.cu",
     0x955ab1437ea19402ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v8_p0_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams438, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v8_p0_cb8_f32i32_cuda.cu",
     0xff55bbd466042b53ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v8_p0_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams439, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v8_p0_cb8_f64i32_cuda.cu",
     0xdb96144e84e8ae61ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams440, 8, 128, 64, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p0_cb16_f32i32_cuda.cu",
     0x704aea99da48c6e9ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams441, 8, 128, 64, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p0_cb16_f64i32_cuda.cu",
     0xa3be9932b5258c6aULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p1_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams442, 8, 128, 64, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p1_cb16_f32i32_cuda.cu",
     0x9769fb17172b24b1ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p1_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams443, 8, 128, 64, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p1_cb16_f64i32_cuda.cu",
     0xffa79b0564181aacULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v8_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams444, 8, 128, 64, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v8_p0_cb16_f32i32_cuda.cu",
     0xd72e21b04b1926e9ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v8_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams445, 8, 128, 64, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v8_p0_cb16_f64i32_cuda.cu",
     0x0377b1f325f3bd91ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams446, 8, 256, 128, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p0_cb16_f32i32_cuda.cu",
     0xe78b07bedf59066eULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams447, 8, 256, 128, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p0_cb16_f64i32_cuda.cu",
     0x10fed63b972164cbULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p1_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams448, 8, 256, 128, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p1_cb16_f32i32_cuda.cu",
     0xcf67a867f304135cULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p1_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams449, 8, 256, 128, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p1_cb16_f64i32_cuda.cu",
     0xe6c6b4ade1fddddbULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v8_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams450, 8, 256, 128, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v8_p0_cb16_f32i32_cuda.cu",
     0x29f1ed30ae423393ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v8_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams451, 8, 256, 128, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v8_p0_cb16_f64i32_cuda.cu",
     0xf2343b124faf0ffdULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams452, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p0_cb16_f32i32_cuda.cu",
     0x72fe3779c1f42635ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams453, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p0_cb16_f64i32_cuda.cu",
     0x09841338eb5836f5ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p0_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams454, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p0_cb8_f32i32_cuda.cu",
     0xc54b61bc9c351b5bULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p0_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams455, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p0_cb8_f64i32_cuda.cu",
     0x300ac87eed5261ddULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p1_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams456, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p1_cb16_f32i32_cuda.cu",
     0x222a5cd7c5b60acbULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p1_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams457, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p1_cb16_f64i32_cuda.cu",
     0x4b6f50ff2e8fae65ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p1_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams458, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p1_cb8_f32i32_cuda.cu",
     0x3433ef81ab8321e1ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p1_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams459, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p1_cb8_f64i32_cuda.cu",
     0x62aad362c76d23b4ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v16_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams460, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v16_p0_cb16_f32i32_cuda.cu",
     0xe288cf2c53218936ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v16_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams461, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v16_p0_cb16_f64i32_cuda.cu",
     0x09677a0716b8883dULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v8_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams462, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v8_p0_cb16_f32i32_cuda.cu",
     0xea139fd7cba1d42cULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v8_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams463, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v8_p0_cb16_f64i32_cuda.cu",
     0x62799be99203d664ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v8_p0_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams464, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v8_p0_cb8_f32i32_cuda.cu",
     0xa3dde9869f927169ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v8_p0_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams465, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v8_p0_cb8_f64i32_cuda.cu",
     0x3b5163dfb5e80c67ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams466, 8, 128, 64, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p0_cb16_f32i32_cuda.cu",
     0xfdb314d6807f9d54ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams467, 8, 128, 64, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p0_cb16_f64i32_cuda.cu",
     0x004cb8752c1b5cdbULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p1_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams468, 8, 128, 64, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p1_cb16_f32i32_cuda.cu",
     0x1064808669edbacdULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p1_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams469, 8, 128, 64, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p1_cb16_f64i32_cuda.cu",
     0x36397bee08725f84ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v8_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams470, 8, 128, 64, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v8_p0_cb16_f32i32_cuda.cu",
     0xbbe1dcd65aac6a2cULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v8_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams471, 8, 128, 64, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v8_p0_cb16_f64i32_cuda.cu",
     0xf973cebc292fd835ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams472, 8, 256, 128, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p0_cb16_f32i32_cuda.cu",
     0xda2ccf19b1982abbULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams473, 8, 256, 128, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p0_cb16_f64i32_cuda.cu",
     0x89202267fed9fc2fULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p1_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams474, 8, 256, 128, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p1_cb16_f32i32_cuda.cu",
     0x4b72d7f2fc74a91fULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p1_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams475, 8, 256, 128, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p1_cb16_f64i32_cuda.cu",
     0x36ff859911c406c0ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v8_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams476, 8, 256, 128, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v8_p0_cb16_f32i32_cuda.cu",
     0xf7bb119a11f23b22ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v8_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams477, 8, 256, 128, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v8_p0_cb16_f64i32_cuda.cu",
     0x28fd38113d6f9a3cULL},
    {"spgen_spmv_sellp_c16_b32_t8_u1_r1_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams478, 8, 256, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u1_r1_s1_v0_p0_cb16_f32i32_cuda.cu",
     0x04be03ffcc710d22ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u1_r1_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams479, 8, 256, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u1_r1_s1_v0_p0_cb16_f64i32_cuda.cu",
     0x63fbb210ec3e9c8cULL},
    {"spgen_spmv_sellp_c16_b32_t8_u1_r2_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams480, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u1_r2_s1_v0_p0_cb16_f32i32_cuda.cu",
     0x1195e6181be9ea14ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u1_r2_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams481, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u1_r2_s1_v0_p0_cb16_f64i32_cuda.cu",
     0xb39f3920329772e5ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r1_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams482, 8, 256, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r1_s1_v0_p0_cb16_f32i32_cuda.cu",
     0x8be2f9f624af2336ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r1_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams483, 8, 256, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r1_s1_v0_p0_cb16_f64i32_cuda.cu",
     0xb3200c222649e78dULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams484, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p0_cb16_f32i32_cuda.cu",
     0x7c18e73744c93635ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams485, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p0_cb16_f64i32_cuda.cu",
     0x01b2026c7940d07dULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p0_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams486, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p0_cb8_f32i32_cuda.cu",
     0x356782f3efc94172ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p0_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams487, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p0_cb8_f64i32_cuda.cu",
     0x7050e669e32c549fULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p1_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams488, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p1_cb16_f32i32_cuda.cu",
     0xf19790b2a37b2218ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p1_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams489, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p1_cb16_f64i32_cuda.cu",
     0x6062221c526554a2ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p1_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams490, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p1_cb8_f32i32_cuda.cu",
     0xf772e08a646f7fb7ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p1_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams491, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p1_cb8_f64i32_cuda.cu",
     0x2e3b75327263bc92ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v16_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams492, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v16_p0_cb16_f32i32_cuda.cu",
     0x2a3590073842eeedULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v16_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams493, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v16_p0_cb16_f64i32_cuda.cu",
     0xfad5be7616e764e3ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v8_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams494, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v8_p0_cb16_f32i32_cuda.cu",
     0x7693ac6b34326e01ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v8_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams495, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v8_p0_cb16_f64i32_cuda.cu",
     0x6e8641165762c103ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v8_p0_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams496, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v8_p0_cb8_f32i32_cuda.cu",
     0x7b48e8358ea8862eULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v8_p0_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams497, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v8_p0_cb8_f64i32_cuda.cu",
     0x4e9df3febcee3b6bULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams498, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p0_cb16_f32i32_cuda.cu",
     0x2e9beefacd16f077ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams499, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p0_cb16_f64i32_cuda.cu",
     0xdb35d545d41ccdf3ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p0_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams500, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p0_cb8_f32i32_cuda.cu",
     0xd2a89277c85909afULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p0_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams501, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p0_cb8_f64i32_cuda.cu",
     0x442611c8cd76ab33ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p1_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams502, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p1_cb16_f32i32_cuda.cu",
     0xce8bec3e5988a430ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p1_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams503, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p1_cb16_f64i32_cuda.cu",
     0x28eb557cd01cf521ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p1_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams504, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p1_cb8_f32i32_cuda.cu",
     0x20e2f06e4ac3ab10ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p1_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams505, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p1_cb8_f64i32_cuda.cu",
     0x994c64a3018d194dULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v16_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams506, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v16_p0_cb16_f32i32_cuda.cu",
     0x36350bb21d3187b3ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v16_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams507, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v16_p0_cb16_f64i32_cuda.cu",
     0xa902482228d210b2ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v8_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams508, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v8_p0_cb16_f32i32_cuda.cu",
     0x296ec1594fa7e1adULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v8_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams509, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v8_p0_cb16_f64i32_cuda.cu",
     0x27df1b90f3604936ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v8_p0_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams510, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v8_p0_cb8_f32i32_cuda.cu",
     0x335366aed8467434ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v8_p0_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams511, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v8_p0_cb8_f64i32_cuda.cu",
     0xf6aed8c4c22f04cdULL},
    {"spgen_spmv_sellp_c16_b8_v0_p0_cb16_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams512, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v0_p0_cb16_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v0_p0_cb16_g0_f64i32_avx512.cpp", 0xf0d93841cb59c970ULL},
    {"spgen_spmv_sellp_c16_b8_v0_p0_cb16_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams513, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v0_p0_cb16_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v0_p0_cb16_g1_f64i32_avx512.cpp", 0xadc34ebdd96a6722ULL},
    {"spgen_spmv_sellp_c16_b8_v0_p0_cb8_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams514, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v0_p0_cb8_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v0_p0_cb8_g0_f64i32_avx512.cpp", 0xf6d1057758c92839ULL},
    {"spgen_spmv_sellp_c16_b8_v0_p0_cb8_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams515, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v0_p0_cb8_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v0_p0_cb8_g1_f64i32_avx512.cpp", 0xe0321e6db50ff340ULL},
    {"spgen_spmv_sellp_c16_b8_v0_p1_cb16_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams516, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v0_p1_cb16_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v0_p1_cb16_g0_f64i32_avx512.cpp", 0x6a816dceb9604b58ULL},
    {"spgen_spmv_sellp_c16_b8_v0_p1_cb16_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams517, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v0_p1_cb16_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v0_p1_cb16_g1_f64i32_avx512.cpp", 0x11594fde4fd664f2ULL},
    {"spgen_spmv_sellp_c16_b8_v0_p1_cb8_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams518, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v0_p1_cb8_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v0_p1_cb8_g0_f64i32_avx512.cpp", 0xdec48932dd2b8a0fULL},
    {"spgen_spmv_sellp_c16_b8_v0_p1_cb8_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams519, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v0_p1_cb8_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v0_p1_cb8_g1_f64i32_avx512.cpp", 0x08ba5a7dfc8ca267ULL},
    {"spgen_spmv_sellp_c16_b8_v16_p0_cb16_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams520, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v16_p0_cb16_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v16_p0_cb16_g0_f64i32_avx512.cpp", 0x5173f76bd72a290cULL},
    {"spgen_spmv_sellp_c16_b8_v16_p0_cb16_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams521, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v16_p0_cb16_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v16_p0_cb16_g1_f64i32_avx512.cpp", 0xc5c8d738e5e9de7cULL},
    {"spgen_spmv_sellp_c16_b8_v16_p0_cb8_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams522, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v16_p0_cb8_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v16_p0_cb8_g0_f64i32_avx512.cpp", 0x880fa794a16439b9ULL},
    {"spgen_spmv_sellp_c16_b8_v16_p0_cb8_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams523, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v16_p0_cb8_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v16_p0_cb8_g1_f64i32_avx512.cpp", 0x578ef62beb9db98bULL},
    {"spgen_spmv_sellp_c16_b8_v8_p0_cb16_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams524, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v8_p0_cb16_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v8_p0_cb16_g0_f64i32_avx512.cpp", 0x518b21d1d6082b6fULL},
    {"spgen_spmv_sellp_c16_b8_v8_p0_cb16_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams525, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v8_p0_cb16_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v8_p0_cb16_g1_f64i32_avx512.cpp", 0xffd28233c6d34579ULL},
    {"spgen_spmv_sellp_c16_b8_v8_p0_cb8_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams526, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v8_p0_cb8_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v8_p0_cb8_g0_f64i32_avx512.cpp", 0x3ba1f975e124c97cULL},
    {"spgen_spmv_sellp_c16_b8_v8_p0_cb8_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams527, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v8_p0_cb8_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v8_p0_cb8_g1_f64i32_avx512.cpp", 0xdbaec5f3976590b8ULL},
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
SPGEN_DECLARE_FORMAT(sellp_rg)
SPGEN_FORMAT_TABLE(&format_axc<V, I>(), &format_axt_ch<V, I>(), &format_axt_ch1<V, I>(),
                   &format_axt_uh<V, I>(), &format_axt_uh1<V, I>(), &format_colpanel<V, I>(),
                   &format_coo<V, I>(), &format_csr<V, I>(), &format_csrstream<V, I>(),
                   &format_ell<V, I>(), &format_ellr<V, I>(), &format_hyb<V, I>(),
                   &format_pjds<V, I>(), &format_rowseg<V, I>(), &format_rsspmm<V, I>(),
                   &format_sellp<V, I>(), &format_sellp_c16<V, I>(), &format_sellp_rg<V, I>())
}  // namespace spgen::formats
