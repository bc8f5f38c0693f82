// generated — do not edit. Written by spgen-gen from the files below; change those and run the
// spgen_regenerate target instead.
// the kernel registry (522 instances)
//   specs/aot.yaml  xxh3:f9212ffde8ca2a0d
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
//   specs/formats/sellp_rg.yaml  xxh3:87aa4c1e6667734f
//   specs/kernels.yaml  xxh3:8cfe4b5fc4543a9b
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
    {"slice_height", "b", 8}, {"group_rows", "rg", 2},    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},       {"cols_per_lane", "cf", 1}, {"vector_width", "vw", 1},
};
constexpr KernelParam kParams70[] = {
    {"slice_height", "b", 8}, {"group_rows", "rg", 3},    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},       {"cols_per_lane", "cf", 1}, {"vector_width", "vw", 1},
};
constexpr KernelParam kParams71[] = {
    {"slice_height", "b", 8}, {"group_rows", "rg", 3},    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},       {"cols_per_lane", "cf", 4}, {"vector_width", "vw", 1},
};
constexpr KernelParam kParams72[] = {
    {"slice_height", "b", 8}, {"group_rows", "rg", 3},    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},       {"cols_per_lane", "cf", 4}, {"vector_width", "vw", 1},
};
constexpr KernelParam kParams73[] = {
    {"slice_height", "b", 8}, {"group_rows", "rg", 3},    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},       {"cols_per_lane", "cf", 4}, {"vector_width", "vw", 1},
};
constexpr KernelParam kParams74[] = {
    {"slice_height", "b", 8}, {"group_rows", "rg", 4},    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},       {"cols_per_lane", "cf", 4}, {"vector_width", "vw", 1},
};
constexpr KernelParam kParams75[] = {
    {"panel_width", "w", 16},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 32},
    {"cols_per_lane", "cf", 4}, {"atomic", "a", 0},
};
constexpr KernelParam kParams76[] = {
    {"panel_width", "w", 16},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 32},
    {"cols_per_lane", "cf", 4}, {"atomic", "a", 0},
};
constexpr KernelParam kParams77[] = {
    {"panel_width", "w", 16},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 32},
    {"cols_per_lane", "cf", 4}, {"atomic", "a", 1},
};
constexpr KernelParam kParams78[] = {
    {"panel_width", "w", 16},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 32},
    {"cols_per_lane", "cf", 4}, {"atomic", "a", 1},
};
constexpr KernelParam kParams79[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 32},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams80[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 32},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams81[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 32},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams82[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 32},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams83[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 4},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams84[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 4},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams85[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 4},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams86[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 4},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams87[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams88[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams89[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams90[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 0},
};
constexpr KernelParam kParams91[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams92[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams93[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams94[] = {
    {"panel_width", "w", 32},   {"warps_per_block", "r", 2}, {"lanes_per_entry", "l", 8},
    {"cols_per_lane", "cf", 1}, {"atomic", "a", 1},
};
constexpr KernelParam kParams95[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 1},
};
constexpr KernelParam kParams96[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 1},
};
constexpr KernelParam kParams97[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 1},
};
constexpr KernelParam kParams98[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 1},
};
constexpr KernelParam kParams99[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 2},
};
constexpr KernelParam kParams100[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 2},
};
constexpr KernelParam kParams101[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 2},
};
constexpr KernelParam kParams102[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 2},
};
constexpr KernelParam kParams103[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 4},
};
constexpr KernelParam kParams104[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 4},
};
constexpr KernelParam kParams105[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 4},
};
constexpr KernelParam kParams106[] = {
    {"panel_width", "w", 64},
    {"k_vectors", "kv", 4},
};
constexpr KernelParam kParams107[] = {
    {"brick", "w", 16},
};
constexpr KernelParam kParams108[] = {
    {"brick", "w", 32},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams109[] = {
    {"brick", "w", 32},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams110[] = {
    {"brick", "w", 32},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams111[] = {
    {"brick", "w", 32},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams112[] = {
    {"brick", "w", 8},
};
constexpr KernelParam kParams113[] = {
    {"brick", "w", 8},
};
constexpr KernelParam kParams114[] = {
    {"tile_half_width", "w", 16},
    {"tile_height", "h", 1},
};
constexpr KernelParam kParams115[] = {
    {"tile_half_width", "w", 32},
    {"block_size", "b", 1024},
};
constexpr KernelParam kParams116[] = {
    {"tile_half_width", "w", 32},
    {"block_size", "b", 1024},
};
constexpr KernelParam kParams117[] = {
    {"tile_half_width", "w", 32},
    {"block_size", "b", 512},
};
constexpr KernelParam kParams118[] = {
    {"tile_half_width", "w", 32},
    {"block_size", "b", 512},
};
constexpr KernelParam kParams119[] = {
    {"tile_half_width", "w", 32},
    {"block_size", "b", 512},
};
constexpr KernelParam kParams120[] = {
    {"tile_half_width", "w", 32},
    {"block_size", "b", 512},
};
constexpr KernelParam kParams121[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 1},
};
constexpr KernelParam kParams122[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 1},
};
constexpr KernelParam kParams123[] = {
    {"tile_half_width", "w", 16},
    {"tile_height", "h", 64},
};
constexpr KernelParam kParams124[] = {
    {"tile_half_width", "w", 16},
    {"tile_height", "h", 8},
};
constexpr KernelParam kParams125[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams126[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams127[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams128[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams129[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 8},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams130[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 8},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams131[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 8},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams132[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 8},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams133[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 64},
};
constexpr KernelParam kParams134[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 8},
};
constexpr KernelParam kParams135[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 8},
};
constexpr KernelParam kParams136[] = {
    {"tile_half_width", "w", 16},
    {"tile_height", "h", 1},
};
constexpr KernelParam kParams137[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 1},
    {"steps", "s", 2},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams138[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 1},
    {"steps", "s", 2},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams139[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 1},
    {"steps", "s", 2},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams140[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 1},
    {"steps", "s", 2},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams141[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 1},
};
constexpr KernelParam kParams142[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 1},
};
constexpr KernelParam kParams143[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 1},
    {"steps", "s", 2},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams144[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 1},
    {"steps", "s", 2},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams145[] = {
    {"tile_half_width", "w", 16},
    {"tile_height", "h", 4},
};
constexpr KernelParam kParams146[] = {
    {"tile_half_width", "w", 16},
    {"tile_height", "h", 8},
};
constexpr KernelParam kParams147[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"steps", "s", 1},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams148[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"steps", "s", 1},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams149[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"steps", "s", 1},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams150[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 4},
    {"steps", "s", 1},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams151[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 8},
    {"steps", "s", 1},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams152[] = {
    {"tile_half_width", "w", 32},
    {"tile_height", "h", 8},
    {"steps", "s", 1},
    {"warps_per_block", "r", 8},
};
constexpr KernelParam kParams153[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 4},
};
constexpr KernelParam kParams154[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 4},
};
constexpr KernelParam kParams155[] = {
    {"tile_half_width", "w", 8},
    {"tile_height", "h", 8},
};
constexpr KernelParam kParams160[] = {
    {"steps", "s", 16},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams161[] = {
    {"steps", "s", 16},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams162[] = {
    {"steps", "s", 4},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams163[] = {
    {"steps", "s", 4},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams164[] = {
    {"steps", "s", 8},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams165[] = {
    {"steps", "s", 8},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams166[] = {
    {"steps", "s", 8},
    {"warps_per_block", "w", 8},
};
constexpr KernelParam kParams167[] = {
    {"steps", "s", 8},
    {"warps_per_block", "w", 8},
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
    {"gather", "g", 1},
};
constexpr KernelParam kParams175[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams176[] = {
    {"threads_per_row", "t", 16},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams177[] = {
    {"threads_per_row", "t", 16},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams178[] = {
    {"threads_per_row", "t", 16},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams179[] = {
    {"threads_per_row", "t", 16},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams180[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams181[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams182[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams183[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams184[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams185[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams186[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams187[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams188[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams189[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams190[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 4},
};
constexpr KernelParam kParams191[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 4},
};
constexpr KernelParam kParams192[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams193[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams194[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams195[] = {
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams196[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams197[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams198[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams199[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams200[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams201[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams202[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams203[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams204[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams205[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams206[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 2},
};
constexpr KernelParam kParams207[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 2},
};
constexpr KernelParam kParams208[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 4},
};
constexpr KernelParam kParams209[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 4},
};
constexpr KernelParam kParams210[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 8},
};
constexpr KernelParam kParams211[] = {
    {"block_threads", "b", 128},
    {"steps", "s", 8},
};
constexpr KernelParam kParams212[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 2},
};
constexpr KernelParam kParams213[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 2},
};
constexpr KernelParam kParams214[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 4},
};
constexpr KernelParam kParams215[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 4},
};
constexpr KernelParam kParams216[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 4},
};
constexpr KernelParam kParams217[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 4},
};
constexpr KernelParam kParams218[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 8},
};
constexpr KernelParam kParams219[] = {
    {"block_threads", "b", 256},
    {"steps", "s", 8},
};
constexpr KernelParam kParams220[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams221[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams222[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams223[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams224[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams225[] = {
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams226[] = {
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams227[] = {
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams228[] = {
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams229[] = {
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams230[] = {
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams231[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams232[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams233[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams234[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams235[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams236[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams237[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams238[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams239[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams240[] = {
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams241[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams242[] = {
    {"threads_per_row", "t", 2},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams243[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams244[] = {
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams245[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams246[] = {
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams247[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams248[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams249[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams250[] = {
    {"gather", "g", 0},
};
constexpr KernelParam kParams251[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams252[] = {
    {"gather", "g", 1},
};
constexpr KernelParam kParams253[] = {
    {"steps", "s", 16},
};
constexpr KernelParam kParams254[] = {
    {"steps", "s", 16},
};
constexpr KernelParam kParams255[] = {
    {"steps", "s", 4},
};
constexpr KernelParam kParams256[] = {
    {"steps", "s", 4},
};
constexpr KernelParam kParams257[] = {
    {"steps", "s", 8},
};
constexpr KernelParam kParams258[] = {
    {"steps", "s", 8},
};
constexpr KernelParam kParams259[] = {
    {"steps", "s", 8},
};
constexpr KernelParam kParams260[] = {
    {"steps", "s", 8},
};
constexpr KernelParam kParams261[] = {
    {"block_rows", "b", 16},
};
constexpr KernelParam kParams262[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams263[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 128},
};
constexpr KernelParam kParams264[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams265[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams266[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams267[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 1},
    {"rows_per_block", "r", 256},
};
constexpr KernelParam kParams268[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 4},
};
constexpr KernelParam kParams269[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 4},
};
constexpr KernelParam kParams270[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams271[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams272[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams273[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 32},
    {"rows_per_block", "r", 8},
};
constexpr KernelParam kParams274[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams275[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams276[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams277[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 4},
    {"rows_per_block", "r", 64},
};
constexpr KernelParam kParams278[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams279[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 16},
};
constexpr KernelParam kParams280[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams281[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams282[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams283[] = {
    {"block_rows", "b", 32},
    {"threads_per_row", "t", 8},
    {"rows_per_block", "r", 32},
};
constexpr KernelParam kParams284[] = {
    {"block_rows", "b", 8},
};
constexpr KernelParam kParams285[] = {
    {"block_rows", "b", 8},
};
constexpr KernelParam kParams286[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 2},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams287[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 2},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams288[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 4},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams289[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 4},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams290[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 8},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams291[] = {
    {"threads_per_segment", "t", 16},
    {"steps", "s", 8},
    {"segments_per_block", "r", 16},
};
constexpr KernelParam kParams292[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 2},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams293[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 2},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams294[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 4},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams295[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 4},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams296[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 8},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams297[] = {
    {"threads_per_segment", "t", 2},
    {"steps", "s", 8},
    {"segments_per_block", "r", 128},
};
constexpr KernelParam kParams298[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 2},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams299[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 2},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams300[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 4},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams301[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 4},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams302[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 4},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams303[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 4},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams304[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 8},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams305[] = {
    {"threads_per_segment", "t", 32},
    {"steps", "s", 8},
    {"segments_per_block", "r", 8},
};
constexpr KernelParam kParams306[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 2},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams307[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 2},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams308[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 4},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams309[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 4},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams310[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 8},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams311[] = {
    {"threads_per_segment", "t", 4},
    {"steps", "s", 8},
    {"segments_per_block", "r", 64},
};
constexpr KernelParam kParams312[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 2},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams313[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 2},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams314[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 4},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams315[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 4},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams316[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 4},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams317[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 4},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams318[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 8},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams319[] = {
    {"threads_per_segment", "t", 8},
    {"steps", "s", 8},
    {"segments_per_block", "r", 32},
};
constexpr KernelParam kParams320[] = {
    {"slice_height", "b", 16},
    {"gather", "g", 0},
};
constexpr KernelParam kParams321[] = {
    {"slice_height", "b", 16},
    {"gather", "g", 1},
};
constexpr KernelParam kParams322[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams323[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams324[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams325[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams326[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams327[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams328[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams329[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams330[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams331[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams332[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams333[] = {
    {"slice_height", "b", 16},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams334[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams335[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams336[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams337[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 1},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams338[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams339[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams340[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams341[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 2},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams342[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams343[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams344[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams345[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams346[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams347[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams348[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams349[] = {
    {"slice_height", "b", 32},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams350[] = {
    {"slice_height", "b", 8},
    {"gather", "g", 0},
};
constexpr KernelParam kParams351[] = {
    {"slice_height", "b", 8},
    {"gather", "g", 1},
};
constexpr KernelParam kParams352[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams353[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams354[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams355[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 4},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams356[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams357[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 1},
};
constexpr KernelParam kParams358[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams359[] = {
    {"slice_height", "b", 8},
    {"threads_per_row", "t", 8},
    {"unroll", "u", 2},
};
constexpr KernelParam kParams360[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 0}, {"pattern", "p", 0},
    {"column_bits", "cb", 16}, {"gather", "g", 0},
};
constexpr KernelParam kParams361[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 0}, {"pattern", "p", 0},
    {"column_bits", "cb", 16}, {"gather", "g", 1},
};
constexpr KernelParam kParams362[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 0}, {"pattern", "p", 0},
    {"column_bits", "cb", 8},  {"gather", "g", 0},
};
constexpr KernelParam kParams363[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 0}, {"pattern", "p", 0},
    {"column_bits", "cb", 8},  {"gather", "g", 1},
};
constexpr KernelParam kParams364[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 0}, {"pattern", "p", 1},
    {"column_bits", "cb", 16}, {"gather", "g", 0},
};
constexpr KernelParam kParams365[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 0}, {"pattern", "p", 1},
    {"column_bits", "cb", 16}, {"gather", "g", 1},
};
constexpr KernelParam kParams366[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 0}, {"pattern", "p", 1},
    {"column_bits", "cb", 8},  {"gather", "g", 0},
};
constexpr KernelParam kParams367[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 0}, {"pattern", "p", 1},
    {"column_bits", "cb", 8},  {"gather", "g", 1},
};
constexpr KernelParam kParams368[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 16}, {"pattern", "p", 0},
    {"column_bits", "cb", 16}, {"gather", "g", 0},
};
constexpr KernelParam kParams369[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 16}, {"pattern", "p", 0},
    {"column_bits", "cb", 16}, {"gather", "g", 1},
};
constexpr KernelParam kParams370[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 16}, {"pattern", "p", 0},
    {"column_bits", "cb", 8},  {"gather", "g", 0},
};
constexpr KernelParam kParams371[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 16}, {"pattern", "p", 0},
    {"column_bits", "cb", 8},  {"gather", "g", 1},
};
constexpr KernelParam kParams372[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 8}, {"pattern", "p", 0},
    {"column_bits", "cb", 16}, {"gather", "g", 0},
};
constexpr KernelParam kParams373[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 8}, {"pattern", "p", 0},
    {"column_bits", "cb", 16}, {"gather", "g", 1},
};
constexpr KernelParam kParams374[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 8}, {"pattern", "p", 0},
    {"column_bits", "cb", 8},  {"gather", "g", 0},
};
constexpr KernelParam kParams375[] = {
    {"slice_height", "b", 16}, {"value_codes", "v", 8}, {"pattern", "p", 0},
    {"column_bits", "cb", 8},  {"gather", "g", 1},
};
constexpr KernelParam kParams376[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 1},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams377[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 1},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams378[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 1},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams379[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 1},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams380[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams381[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams382[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams383[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams384[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams385[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams386[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams387[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams388[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams389[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams390[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams391[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams392[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams393[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams394[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams395[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams396[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams397[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams398[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams399[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams400[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams401[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams402[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams403[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams404[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams405[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams406[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams407[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams408[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams409[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams410[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams411[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams412[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams413[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 2},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams414[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams415[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams416[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams417[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams418[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams419[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams420[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams421[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams422[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams423[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams424[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams425[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams426[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams427[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams428[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams429[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams430[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams431[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams432[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams433[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams434[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams435[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams436[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams437[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams438[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams439[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams440[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams441[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams442[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams443[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams444[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams445[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams446[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams447[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams448[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams449[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams450[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams451[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams452[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams453[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams454[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams455[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams456[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams457[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams458[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams459[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams460[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams461[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams462[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams463[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams464[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams465[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 2}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams466[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams467[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams468[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams469[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams470[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams471[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 4},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 4}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams472[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams473[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams474[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams475[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 1},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams476[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams477[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 1}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams478[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams479[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams480[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams481[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams482[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams483[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams484[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams485[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams486[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams487[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams488[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams489[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams490[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams491[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 2},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams492[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams493[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams494[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams495[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams496[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams497[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams498[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams499[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 0},
    {"pattern", "p", 1},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams500[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams501[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 16},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams502[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams503[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 16},
};
constexpr KernelParam kParams504[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams505[] = {
    {"slice_height", "b", 32},   {"threads_per_row", "t", 8},  {"unroll", "u", 4},
    {"rows_per_thread", "r", 2}, {"slices_per_block", "s", 1}, {"value_codes", "v", 8},
    {"pattern", "p", 0},         {"column_bits", "cb", 8},
};
constexpr KernelParam kParams506[] = {
    {"slice_height", "b", 8},  {"value_codes", "v", 0}, {"pattern", "p", 0},
    {"column_bits", "cb", 16}, {"gather", "g", 0},
};
constexpr KernelParam kParams507[] = {
    {"slice_height", "b", 8},  {"value_codes", "v", 0}, {"pattern", "p", 0},
    {"column_bits", "cb", 16}, {"gather", "g", 1},
};
constexpr KernelParam kParams508[] = {
    {"slice_height", "b", 8}, {"value_codes", "v", 0}, {"pattern", "p", 0},
    {"column_bits", "cb", 8}, {"gather", "g", 0},
};
constexpr KernelParam kParams509[] = {
    {"slice_height", "b", 8}, {"value_codes", "v", 0}, {"pattern", "p", 0},
    {"column_bits", "cb", 8}, {"gather", "g", 1},
};
constexpr KernelParam kParams510[] = {
    {"slice_height", "b", 8},  {"value_codes", "v", 0}, {"pattern", "p", 1},
    {"column_bits", "cb", 16}, {"gather", "g", 0},
};
constexpr KernelParam kParams511[] = {
    {"slice_height", "b", 8},  {"value_codes", "v", 0}, {"pattern", "p", 1},
    {"column_bits", "cb", 16}, {"gather", "g", 1},
};
constexpr KernelParam kParams512[] = {
    {"slice_height", "b", 8}, {"value_codes", "v", 0}, {"pattern", "p", 1},
    {"column_bits", "cb", 8}, {"gather", "g", 0},
};
constexpr KernelParam kParams513[] = {
    {"slice_height", "b", 8}, {"value_codes", "v", 0}, {"pattern", "p", 1},
    {"column_bits", "cb", 8}, {"gather", "g", 1},
};
constexpr KernelParam kParams514[] = {
    {"slice_height", "b", 8},  {"value_codes", "v", 16}, {"pattern", "p", 0},
    {"column_bits", "cb", 16}, {"gather", "g", 0},
};
constexpr KernelParam kParams515[] = {
    {"slice_height", "b", 8},  {"value_codes", "v", 16}, {"pattern", "p", 0},
    {"column_bits", "cb", 16}, {"gather", "g", 1},
};
constexpr KernelParam kParams516[] = {
    {"slice_height", "b", 8}, {"value_codes", "v", 16}, {"pattern", "p", 0},
    {"column_bits", "cb", 8}, {"gather", "g", 0},
};
constexpr KernelParam kParams517[] = {
    {"slice_height", "b", 8}, {"value_codes", "v", 16}, {"pattern", "p", 0},
    {"column_bits", "cb", 8}, {"gather", "g", 1},
};
constexpr KernelParam kParams518[] = {
    {"slice_height", "b", 8},  {"value_codes", "v", 8}, {"pattern", "p", 0},
    {"column_bits", "cb", 16}, {"gather", "g", 0},
};
constexpr KernelParam kParams519[] = {
    {"slice_height", "b", 8},  {"value_codes", "v", 8}, {"pattern", "p", 0},
    {"column_bits", "cb", 16}, {"gather", "g", 1},
};
constexpr KernelParam kParams520[] = {
    {"slice_height", "b", 8}, {"value_codes", "v", 8}, {"pattern", "p", 0},
    {"column_bits", "cb", 8}, {"gather", "g", 0},
};
constexpr KernelParam kParams521[] = {
    {"slice_height", "b", 8}, {"value_codes", "v", 8}, {"pattern", "p", 0},
    {"column_bits", "cb", 8}, {"gather", "g", 1},
};

// Sorted by name: find_kernel() binary-searches it.
const KernelEntry kEntries[] = {
    {"spgen_spmm_csr_kv1_f32i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams0, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv1_f32i32_avx512, "avx512/spgen_spmm_csr_kv1_f32i32_avx512.cpp",
     0x049d00cfbebcc29fULL},
    {"spgen_spmm_csr_kv1_f32i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams1, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv1_f32i64_avx512, "avx512/spgen_spmm_csr_kv1_f32i64_avx512.cpp",
     0x2bbee97e28c2ae8cULL},
    {"spgen_spmm_csr_kv1_f64i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams2, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv1_f64i32_avx512, "avx512/spgen_spmm_csr_kv1_f64i32_avx512.cpp",
     0x5792677a16910a38ULL},
    {"spgen_spmm_csr_kv1_f64i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams3, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv1_f64i64_avx512, "avx512/spgen_spmm_csr_kv1_f64i64_avx512.cpp",
     0xdcb009cfd7b74fd9ULL},
    {"spgen_spmm_csr_kv2_f32i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams4, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv2_f32i32_avx512, "avx512/spgen_spmm_csr_kv2_f32i32_avx512.cpp",
     0xd3634eceba6e8619ULL},
    {"spgen_spmm_csr_kv2_f32i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams5, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv2_f32i64_avx512, "avx512/spgen_spmm_csr_kv2_f32i64_avx512.cpp",
     0xb9a8a99d82c778e6ULL},
    {"spgen_spmm_csr_kv2_f64i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams6, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv2_f64i32_avx512, "avx512/spgen_spmm_csr_kv2_f64i32_avx512.cpp",
     0xc9c7b2cb42f13806ULL},
    {"spgen_spmm_csr_kv2_f64i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams7, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv2_f64i64_avx512, "avx512/spgen_spmm_csr_kv2_f64i64_avx512.cpp",
     0xb1b6b061af3d9122ULL},
    {"spgen_spmm_csr_kv4_f32i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams8, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv4_f32i32_avx512, "avx512/spgen_spmm_csr_kv4_f32i32_avx512.cpp",
     0x833abca29f25d781ULL},
    {"spgen_spmm_csr_kv4_f32i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams9, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv4_f32i64_avx512, "avx512/spgen_spmm_csr_kv4_f32i64_avx512.cpp",
     0x2d7aa2480f883650ULL},
    {"spgen_spmm_csr_kv4_f64i32_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams10, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv4_f64i32_avx512, "avx512/spgen_spmm_csr_kv4_f64i32_avx512.cpp",
     0xc8cc6aa24a2e1ee9ULL},
    {"spgen_spmm_csr_kv4_f64i64_avx512", Op::spmm, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams11, 1, 0, 0, kArgs_csr_spmm_avx512, 12,
     &call_spgen_spmm_csr_kv4_f64i64_avx512, "avx512/spgen_spmm_csr_kv4_f64i64_avx512.cpp",
     0xe31645034b906307ULL},
    {"spgen_spmm_csr_t32_r4_cf1_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams12, 3, 128, 4, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r4_cf1_f32i32_cuda.cu", 0x3fdd264f103fba4cULL},
    {"spgen_spmm_csr_t32_r4_cf1_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams13, 3, 128, 4, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r4_cf1_f64i32_cuda.cu", 0xe5b4f2c84acd5d05ULL},
    {"spgen_spmm_csr_t32_r4_cf4_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams14, 3, 128, 4, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r4_cf4_f32i32_cuda.cu", 0x484ec3b6ec5a832fULL},
    {"spgen_spmm_csr_t32_r4_cf4_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams15, 3, 128, 4, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r4_cf4_f64i32_cuda.cu", 0x729b6f4d161c7ba9ULL},
    {"spgen_spmm_csr_t32_r8_cf1_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams16, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf1_f32i32_cuda.cu", 0x82c7e7bcc8fc5684ULL},
    {"spgen_spmm_csr_t32_r8_cf1_f32i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams17, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf1_f32i64_cuda.cu", 0xcdb1dab4468f9088ULL},
    {"spgen_spmm_csr_t32_r8_cf1_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams18, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf1_f64i32_cuda.cu", 0x6b8cacaeab4719fcULL},
    {"spgen_spmm_csr_t32_r8_cf1_f64i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams19, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf1_f64i64_cuda.cu", 0xa85e8cd11c7d285bULL},
    {"spgen_spmm_csr_t32_r8_cf4_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams20, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf4_f32i32_cuda.cu", 0x7b9900cfdb9a511dULL},
    {"spgen_spmm_csr_t32_r8_cf4_f32i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams21, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf4_f32i64_cuda.cu", 0x17ba074594a68c7dULL},
    {"spgen_spmm_csr_t32_r8_cf4_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams22, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf4_f64i32_cuda.cu", 0xadd5ebe6dfba7f47ULL},
    {"spgen_spmm_csr_t32_r8_cf4_f64i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams23, 3, 256, 8, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t32_r8_cf4_f64i64_cuda.cu", 0x8432afc40787a571ULL},
    {"spgen_spmm_csr_t8_r16_cf1_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams24, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf1_f32i32_cuda.cu", 0xbe14e611eb7b6836ULL},
    {"spgen_spmm_csr_t8_r16_cf1_f32i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams25, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf1_f32i64_cuda.cu", 0x5eb899381e092e93ULL},
    {"spgen_spmm_csr_t8_r16_cf1_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams26, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf1_f64i32_cuda.cu", 0x21bf815e3a2152d1ULL},
    {"spgen_spmm_csr_t8_r16_cf1_f64i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams27, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf1_f64i64_cuda.cu", 0xbaba8763cfdf17fbULL},
    {"spgen_spmm_csr_t8_r16_cf4_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams28, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf4_f32i32_cuda.cu", 0x687942a945a6cb88ULL},
    {"spgen_spmm_csr_t8_r16_cf4_f32i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams29, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf4_f32i64_cuda.cu", 0xfa9353d41f781b73ULL},
    {"spgen_spmm_csr_t8_r16_cf4_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams30, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf4_f64i32_cuda.cu", 0xf314043ff581dbd8ULL},
    {"spgen_spmm_csr_t8_r16_cf4_f64i64_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams31, 3, 128, 16, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r16_cf4_f64i64_cuda.cu", 0x1a17c5141c70a5fbULL},
    {"spgen_spmm_csr_t8_r32_cf1_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams32, 3, 256, 32, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r32_cf1_f32i32_cuda.cu", 0x593c237bbd549fd4ULL},
    {"spgen_spmm_csr_t8_r32_cf1_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams33, 3, 256, 32, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r32_cf1_f64i32_cuda.cu", 0xad340e7bd3d20d9eULL},
    {"spgen_spmm_csr_t8_r32_cf4_f32i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams34, 3, 256, 32, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r32_cf4_f32i32_cuda.cu", 0x687a9a0656f855eeULL},
    {"spgen_spmm_csr_t8_r32_cf4_f64i32_cuda", Op::spmm, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams35, 3, 256, 32, kArgs_csr_spmm_cuda, 11, nullptr,
     "cuda/spgen_spmm_csr_t8_r32_cf4_f64i32_cuda.cu", 0x1930c278b89fce83ULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf1_vw1_f32i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams36, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf1_vw1_f32i32_cuda.cu", 0xefc742699a67d6f6ULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf1_vw1_f64i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams37, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf1_vw1_f64i32_cuda.cu", 0x8487d70e84d0ec5dULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf1_vw2_f32i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams38, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf1_vw2_f32i32_cuda.cu", 0x77ff84771fd2b38bULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf1_vw2_f64i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams39, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf1_vw2_f64i32_cuda.cu", 0xac1f75a13dfe0be1ULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf4_vw1_f32i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams40, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf4_vw1_f32i32_cuda.cu", 0x548d31d41e521b45ULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf4_vw1_f32i64_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams41, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf4_vw1_f32i64_cuda.cu", 0xde4e284bf05703d3ULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf4_vw1_f64i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams42, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf4_vw1_f64i32_cuda.cu", 0x921c6c2e1ac4857bULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf4_vw1_f64i64_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams43, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf4_vw1_f64i64_cuda.cu", 0x31f2ced8bf6ea45cULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf4_vw2_f32i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams44, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf4_vw2_f32i32_cuda.cu", 0xe5fa28de65fd2441ULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf4_vw2_f64i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams45, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf4_vw2_f64i32_cuda.cu", 0xa55b948a925e011cULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf4_vw4_f32i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams46, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf4_vw4_f32i32_cuda.cu", 0xaeb57ac2937c8aecULL},
    {"spgen_spmm_rsspmm_w64_r4_l8_cf4_vw4_f64i32_cuda", Op::spmm, "rsspmm", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams47, 5, 128, 16, kArgs_rsspmm_spmm_cuda, 26, nullptr,
     "cuda/spgen_spmm_rsspmm_w64_r4_l8_cf4_vw4_f64i32_cuda.cu", 0x1be3af868da5bc23ULL},
    {"spgen_spmm_sellp_b16_t16_u1_cf8_vw1_f64i32_cuda", Op::spmm, "sellp", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams48, 5, 256, 16, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b16_t16_u1_cf8_vw1_f64i32_cuda.cu", 0x65429e9d761fbd5bULL},
    {"spgen_spmm_sellp_b16_t16_u2_cf8_vw1_f32i32_cuda", Op::spmm, "sellp", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams49, 5, 256, 16, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b16_t16_u2_cf8_vw1_f32i32_cuda.cu", 0x1aed9a4b1496f196ULL},
    {"spgen_spmm_sellp_b32_t8_u1_cf2_vw4_f32i32_cuda", Op::spmm, "sellp", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams50, 5, 256, 32, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b32_t8_u1_cf2_vw4_f32i32_cuda.cu", 0x38a1e6a1c0a3aa3fULL},
    {"spgen_spmm_sellp_b32_t8_u2_cf2_vw1_f32i32_cuda", Op::spmm, "sellp", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams51, 5, 256, 32, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b32_t8_u2_cf2_vw1_f32i32_cuda.cu", 0x31ac48f436a45f29ULL},
    {"spgen_spmm_sellp_b32_t8_u2_cf2_vw1_f64i32_cuda", Op::spmm, "sellp", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams52, 5, 256, 32, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b32_t8_u2_cf2_vw1_f64i32_cuda.cu", 0x3d45c160d82a0707ULL},
    {"spgen_spmm_sellp_b8_kv1_f32i32_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams53, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv1_f32i32_avx512,
     "avx512/spgen_spmm_sellp_b8_kv1_f32i32_avx512.cpp", 0xa8c5a1c6f3f95bddULL},
    {"spgen_spmm_sellp_b8_kv1_f32i64_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams54, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv1_f32i64_avx512,
     "avx512/spgen_spmm_sellp_b8_kv1_f32i64_avx512.cpp", 0x3a664e2a37b2a8f9ULL},
    {"spgen_spmm_sellp_b8_kv1_f64i32_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams55, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv1_f64i32_avx512,
     "avx512/spgen_spmm_sellp_b8_kv1_f64i32_avx512.cpp", 0xb465ec063be79c07ULL},
    {"spgen_spmm_sellp_b8_kv1_f64i64_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams56, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv1_f64i64_avx512,
     "avx512/spgen_spmm_sellp_b8_kv1_f64i64_avx512.cpp", 0x8bd6c569e55bfb2fULL},
    {"spgen_spmm_sellp_b8_kv2_f32i32_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams57, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv2_f32i32_avx512,
     "avx512/spgen_spmm_sellp_b8_kv2_f32i32_avx512.cpp", 0x788ae487fd103d06ULL},
    {"spgen_spmm_sellp_b8_kv2_f32i64_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams58, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv2_f32i64_avx512,
     "avx512/spgen_spmm_sellp_b8_kv2_f32i64_avx512.cpp", 0x9e7e9eb9bb24c396ULL},
    {"spgen_spmm_sellp_b8_kv2_f64i32_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams59, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv2_f64i32_avx512,
     "avx512/spgen_spmm_sellp_b8_kv2_f64i32_avx512.cpp", 0x3aea2fb8d1edd224ULL},
    {"spgen_spmm_sellp_b8_kv2_f64i64_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams60, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv2_f64i64_avx512,
     "avx512/spgen_spmm_sellp_b8_kv2_f64i64_avx512.cpp", 0x393729418eca21b6ULL},
    {"spgen_spmm_sellp_b8_kv4_f32i32_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams61, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv4_f32i32_avx512,
     "avx512/spgen_spmm_sellp_b8_kv4_f32i32_avx512.cpp", 0xec39a310b3e232a8ULL},
    {"spgen_spmm_sellp_b8_kv4_f32i64_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams62, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv4_f32i64_avx512,
     "avx512/spgen_spmm_sellp_b8_kv4_f32i64_avx512.cpp", 0x770c554349d830c4ULL},
    {"spgen_spmm_sellp_b8_kv4_f64i32_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams63, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv4_f64i32_avx512,
     "avx512/spgen_spmm_sellp_b8_kv4_f64i32_avx512.cpp", 0xc4abd2d237b718fdULL},
    {"spgen_spmm_sellp_b8_kv4_f64i64_avx512", Op::spmm, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams64, 2, 0, 0, kArgs_sellp_spmm_avx512, 14,
     &call_spgen_spmm_sellp_b8_kv4_f64i64_avx512,
     "avx512/spgen_spmm_sellp_b8_kv4_f64i64_avx512.cpp", 0xbab453de6919d98bULL},
    {"spgen_spmm_sellp_b8_t8_u1_cf1_vw1_f32i32_cuda", Op::spmm, "sellp", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams65, 5, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u1_cf1_vw1_f32i32_cuda.cu", 0x4b0adf35a6b5b36fULL},
    {"spgen_spmm_sellp_b8_t8_u1_cf1_vw1_f64i32_cuda", Op::spmm, "sellp", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams66, 5, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u1_cf1_vw1_f64i32_cuda.cu", 0xe943f032eb72bda2ULL},
    {"spgen_spmm_sellp_b8_t8_u2_cf4_vw1_f32i32_cuda", Op::spmm, "sellp", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams67, 5, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u2_cf4_vw1_f32i32_cuda.cu", 0xf9be0612a83a74caULL},
    {"spgen_spmm_sellp_b8_t8_u2_cf4_vw1_f64i32_cuda", Op::spmm, "sellp", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams68, 5, 64, 8, kArgs_sellp_spmm_cuda, 13, nullptr,
     "cuda/spgen_spmm_sellp_b8_t8_u2_cf4_vw1_f64i32_cuda.cu", 0x474309c22179583bULL},
    {"spgen_spmm_sellp_rg_b8_rg2_t8_u1_cf1_vw1_f32i32_cuda", Op::spmm, "sellp_rg", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams69, 6, 64, 8, kArgs_sellp_rg_spmm_cuda, 12, nullptr,
     "cuda/spgen_spmm_sellp_rg_b8_rg2_t8_u1_cf1_vw1_f32i32_cuda.cu", 0x39399049c63c5911ULL},
    {"spgen_spmm_sellp_rg_b8_rg3_t8_u2_cf1_vw1_f64i32_cuda", Op::spmm, "sellp_rg", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams70, 6, 64, 8, kArgs_sellp_rg_spmm_cuda, 12, nullptr,
     "cuda/spgen_spmm_sellp_rg_b8_rg3_t8_u2_cf1_vw1_f64i32_cuda.cu", 0x93d203d80915327fULL},
    {"spgen_spmm_sellp_rg_b8_rg3_t8_u2_cf4_vw1_f32i64_cuda", Op::spmm, "sellp_rg", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams71, 6, 64, 8, kArgs_sellp_rg_spmm_cuda, 12, nullptr,
     "cuda/spgen_spmm_sellp_rg_b8_rg3_t8_u2_cf4_vw1_f32i64_cuda.cu", 0x8520211dadb51375ULL},
    {"spgen_spmm_sellp_rg_b8_rg3_t8_u2_cf4_vw1_f64i32_cuda", Op::spmm, "sellp_rg", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams72, 6, 64, 8, kArgs_sellp_rg_spmm_cuda, 12, nullptr,
     "cuda/spgen_spmm_sellp_rg_b8_rg3_t8_u2_cf4_vw1_f64i32_cuda.cu", 0x1a5b66f6dc8cc1dbULL},
    {"spgen_spmm_sellp_rg_b8_rg3_t8_u2_cf4_vw1_f64i64_cuda", Op::spmm, "sellp_rg", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams73, 6, 64, 8, kArgs_sellp_rg_spmm_cuda, 12, nullptr,
     "cuda/spgen_spmm_sellp_rg_b8_rg3_t8_u2_cf4_vw1_f64i64_cuda.cu", 0xa0cfef186906434aULL},
    {"spgen_spmm_sellp_rg_b8_rg4_t8_u1_cf4_vw1_f32i32_cuda", Op::spmm, "sellp_rg", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams74, 6, 64, 8, kArgs_sellp_rg_spmm_cuda, 12, nullptr,
     "cuda/spgen_spmm_sellp_rg_b8_rg4_t8_u1_cf4_vw1_f32i32_cuda.cu", 0x445b1a2ec0ddc53cULL},
    {"spgen_spmm_t_colpanel_w16_r2_l32_cf4_a0_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams75, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w16_r2_l32_cf4_a0_f32i32_cuda.cu", 0xf538ae7a7283adf4ULL},
    {"spgen_spmm_t_colpanel_w16_r2_l32_cf4_a0_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams76, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w16_r2_l32_cf4_a0_f64i32_cuda.cu", 0xed85a19ae698919fULL},
    {"spgen_spmm_t_colpanel_w16_r2_l32_cf4_a1_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams77, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w16_r2_l32_cf4_a1_f32i32_cuda.cu", 0x9de6521aef74a5d0ULL},
    {"spgen_spmm_t_colpanel_w16_r2_l32_cf4_a1_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams78, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w16_r2_l32_cf4_a1_f64i32_cuda.cu", 0x1282892eb0e3ae57ULL},
    {"spgen_spmm_t_colpanel_w32_r2_l32_cf1_a0_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams79, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l32_cf1_a0_f32i32_cuda.cu", 0x5e0d2529dab23bf0ULL},
    {"spgen_spmm_t_colpanel_w32_r2_l32_cf1_a0_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams80, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l32_cf1_a0_f64i32_cuda.cu", 0x3e7e797b9afe0bc2ULL},
    {"spgen_spmm_t_colpanel_w32_r2_l32_cf1_a1_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams81, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l32_cf1_a1_f32i32_cuda.cu", 0x09bc4ef0c2107722ULL},
    {"spgen_spmm_t_colpanel_w32_r2_l32_cf1_a1_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams82, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l32_cf1_a1_f64i32_cuda.cu", 0x9b4936a9f3f8d745ULL},
    {"spgen_spmm_t_colpanel_w32_r2_l4_cf1_a0_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams83, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l4_cf1_a0_f32i32_cuda.cu", 0xa008f5b44d9b82e2ULL},
    {"spgen_spmm_t_colpanel_w32_r2_l4_cf1_a0_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams84, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l4_cf1_a0_f64i32_cuda.cu", 0xa74012e138100970ULL},
    {"spgen_spmm_t_colpanel_w32_r2_l4_cf1_a1_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams85, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l4_cf1_a1_f32i32_cuda.cu", 0x294f2ccf31572fc4ULL},
    {"spgen_spmm_t_colpanel_w32_r2_l4_cf1_a1_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams86, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l4_cf1_a1_f64i32_cuda.cu", 0x419a9ad11279d0aaULL},
    {"spgen_spmm_t_colpanel_w32_r2_l8_cf1_a0_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams87, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l8_cf1_a0_f32i32_cuda.cu", 0x48866c8ea393695eULL},
    {"spgen_spmm_t_colpanel_w32_r2_l8_cf1_a0_f32i64_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams88, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l8_cf1_a0_f32i64_cuda.cu", 0xeb9e0fff0a5c1c0dULL},
    {"spgen_spmm_t_colpanel_w32_r2_l8_cf1_a0_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams89, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l8_cf1_a0_f64i32_cuda.cu", 0xc1dfbfd2c7780473ULL},
    {"spgen_spmm_t_colpanel_w32_r2_l8_cf1_a0_f64i64_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams90, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l8_cf1_a0_f64i64_cuda.cu", 0x7f1b02fd6e87a2c6ULL},
    {"spgen_spmm_t_colpanel_w32_r2_l8_cf1_a1_f32i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams91, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l8_cf1_a1_f32i32_cuda.cu", 0xb324e785c7d07216ULL},
    {"spgen_spmm_t_colpanel_w32_r2_l8_cf1_a1_f32i64_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams92, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l8_cf1_a1_f32i64_cuda.cu", 0x5f9f8d2492ea2daeULL},
    {"spgen_spmm_t_colpanel_w32_r2_l8_cf1_a1_f64i32_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams93, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l8_cf1_a1_f64i32_cuda.cu", 0xd3380f033c8e9784ULL},
    {"spgen_spmm_t_colpanel_w32_r2_l8_cf1_a1_f64i64_cuda", Op::spmm_t, "colpanel", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams94, 5, 64, 2, kArgs_colpanel_spmm_t_cuda, 19, nullptr,
     "cuda/spgen_spmm_t_colpanel_w32_r2_l8_cf1_a1_f64i64_cuda.cu", 0xeeb935bb379943bfULL},
    {"spgen_spmm_t_colpanel_w64_kv1_f32i32_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams95, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv1_f32i32_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv1_f32i32_avx512.cpp", 0x8cd8b9c232394873ULL},
    {"spgen_spmm_t_colpanel_w64_kv1_f32i64_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f32, IndexType::i64, kParams96, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv1_f32i64_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv1_f32i64_avx512.cpp", 0xd5b698bbadcb6af3ULL},
    {"spgen_spmm_t_colpanel_w64_kv1_f64i32_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams97, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv1_f64i32_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv1_f64i32_avx512.cpp", 0x42b56dea657a2462ULL},
    {"spgen_spmm_t_colpanel_w64_kv1_f64i64_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f64, IndexType::i64, kParams98, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv1_f64i64_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv1_f64i64_avx512.cpp", 0x0f6ff8c7d9638e06ULL},
    {"spgen_spmm_t_colpanel_w64_kv2_f32i32_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams99, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv2_f32i32_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv2_f32i32_avx512.cpp", 0x97ed96d9a105baffULL},
    {"spgen_spmm_t_colpanel_w64_kv2_f32i64_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f32, IndexType::i64, kParams100, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv2_f32i64_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv2_f32i64_avx512.cpp", 0x328d2523b4d671c5ULL},
    {"spgen_spmm_t_colpanel_w64_kv2_f64i32_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams101, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv2_f64i32_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv2_f64i32_avx512.cpp", 0xc5e5823569f55b37ULL},
    {"spgen_spmm_t_colpanel_w64_kv2_f64i64_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f64, IndexType::i64, kParams102, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv2_f64i64_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv2_f64i64_avx512.cpp", 0x58e44debb7b90dfaULL},
    {"spgen_spmm_t_colpanel_w64_kv4_f32i32_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams103, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv4_f32i32_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv4_f32i32_avx512.cpp", 0xfa4e434df032bd1bULL},
    {"spgen_spmm_t_colpanel_w64_kv4_f32i64_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f32, IndexType::i64, kParams104, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv4_f32i64_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv4_f32i64_avx512.cpp", 0x976c15f6188084b4ULL},
    {"spgen_spmm_t_colpanel_w64_kv4_f64i32_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams105, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv4_f64i32_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv4_f64i32_avx512.cpp", 0x451b2aac060e1588ULL},
    {"spgen_spmm_t_colpanel_w64_kv4_f64i64_avx512", Op::spmm_t, "colpanel", Backend::avx512,
     ValueType::f64, IndexType::i64, kParams106, 2, 0, 0, kArgs_colpanel_spmm_t_avx512, 14,
     &call_spgen_spmm_t_colpanel_w64_kv4_f64i64_avx512,
     "avx512/spgen_spmm_t_colpanel_w64_kv4_f64i64_avx512.cpp", 0x7b00e86a3e7f353fULL},
    {"spgen_spmv_axc_w16_f32i32_avx512", Op::spmv, "axc", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams107, 1, 0, 0, kArgs_axc_avx512, 9,
     &call_spgen_spmv_axc_w16_f32i32_avx512, "avx512/spgen_spmv_axc_w16_f32i32_avx512.cpp",
     0x97d18d9d8c38b9c5ULL},
    {"spgen_spmv_axc_w32_r8_f32i32_cuda", Op::spmv, "axc", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams108, 2, 256, 8, kArgs_axc_cuda, 8, nullptr,
     "cuda/spgen_spmv_axc_w32_r8_f32i32_cuda.cu", 0x1b3aa3e92900247eULL},
    {"spgen_spmv_axc_w32_r8_f32i64_cuda", Op::spmv, "axc", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams109, 2, 256, 8, kArgs_axc_cuda, 8, nullptr,
     "cuda/spgen_spmv_axc_w32_r8_f32i64_cuda.cu", 0xa670d5b62107c093ULL},
    {"spgen_spmv_axc_w32_r8_f64i32_cuda", Op::spmv, "axc", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams110, 2, 256, 8, kArgs_axc_cuda, 8, nullptr,
     "cuda/spgen_spmv_axc_w32_r8_f64i32_cuda.cu", 0x7b8372a3bd9877c6ULL},
    {"spgen_spmv_axc_w32_r8_f64i64_cuda", Op::spmv, "axc", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams111, 2, 256, 8, kArgs_axc_cuda, 8, nullptr,
     "cuda/spgen_spmv_axc_w32_r8_f64i64_cuda.cu", 0x72d3bd38b383ba27ULL},
    {"spgen_spmv_axc_w8_f64i32_avx512", Op::spmv, "axc", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams112, 1, 0, 0, kArgs_axc_avx512, 9,
     &call_spgen_spmv_axc_w8_f64i32_avx512, "avx512/spgen_spmv_axc_w8_f64i32_avx512.cpp",
     0xba9222058056918fULL},
    {"spgen_spmv_axc_w8_f64i64_avx512", Op::spmv, "axc", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams113, 1, 0, 0, kArgs_axc_avx512, 9,
     &call_spgen_spmv_axc_w8_f64i64_avx512, "avx512/spgen_spmv_axc_w8_f64i64_avx512.cpp",
     0x26b94cc761f18681ULL},
    {"spgen_spmv_axt_ch1_w16_h1_f32i32_avx512", Op::spmv, "axt_ch1", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams114, 2, 0, 0, kArgs_axt_ch1_avx512, 11,
     &call_spgen_spmv_axt_ch1_w16_h1_f32i32_avx512,
     "avx512/spgen_spmv_axt_ch1_w16_h1_f32i32_avx512.cpp", 0xa873d74049fd3e03ULL},
    {"spgen_spmv_axt_ch1_w32_b1024_f32i32_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams115, 2, 1024, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b1024_f32i32_cuda.cu", 0x9995cac694c79e1dULL},
    {"spgen_spmv_axt_ch1_w32_b1024_f64i32_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams116, 2, 1024, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b1024_f64i32_cuda.cu", 0xd3ae1a16b8e59175ULL},
    {"spgen_spmv_axt_ch1_w32_b512_f32i32_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams117, 2, 512, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b512_f32i32_cuda.cu", 0xb2b68b08131ef3ffULL},
    {"spgen_spmv_axt_ch1_w32_b512_f32i64_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams118, 2, 512, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b512_f32i64_cuda.cu", 0x709b4d72a597d4c1ULL},
    {"spgen_spmv_axt_ch1_w32_b512_f64i32_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams119, 2, 512, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b512_f64i32_cuda.cu", 0x198eaf81d60fde47ULL},
    {"spgen_spmv_axt_ch1_w32_b512_f64i64_cuda", Op::spmv, "axt_ch1", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams120, 2, 512, 1, kArgs_axt_ch1_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch1_w32_b512_f64i64_cuda.cu", 0x14f203d23e1a4166ULL},
    {"spgen_spmv_axt_ch1_w8_h1_f64i32_avx512", Op::spmv, "axt_ch1", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams121, 2, 0, 0, kArgs_axt_ch1_avx512, 11,
     &call_spgen_spmv_axt_ch1_w8_h1_f64i32_avx512,
     "avx512/spgen_spmv_axt_ch1_w8_h1_f64i32_avx512.cpp", 0x5cc7e60b02c5dcf6ULL},
    {"spgen_spmv_axt_ch1_w8_h1_f64i64_avx512", Op::spmv, "axt_ch1", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams122, 2, 0, 0, kArgs_axt_ch1_avx512, 11,
     &call_spgen_spmv_axt_ch1_w8_h1_f64i64_avx512,
     "avx512/spgen_spmv_axt_ch1_w8_h1_f64i64_avx512.cpp", 0x4b0f97020d01286fULL},
    {"spgen_spmv_axt_ch_w16_h64_f32i32_avx512", Op::spmv, "axt_ch", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams123, 2, 0, 0, kArgs_axt_ch_avx512, 11,
     &call_spgen_spmv_axt_ch_w16_h64_f32i32_avx512,
     "avx512/spgen_spmv_axt_ch_w16_h64_f32i32_avx512.cpp", 0x99fe37a14ce0d71aULL},
    {"spgen_spmv_axt_ch_w16_h8_f32i32_avx512", Op::spmv, "axt_ch", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams124, 2, 0, 0, kArgs_axt_ch_avx512, 11,
     &call_spgen_spmv_axt_ch_w16_h8_f32i32_avx512,
     "avx512/spgen_spmv_axt_ch_w16_h8_f32i32_avx512.cpp", 0x3b72437a96a267fdULL},
    {"spgen_spmv_axt_ch_w32_h4_r8_f32i32_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams125, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h4_r8_f32i32_cuda.cu", 0x05c775f54f852a59ULL},
    {"spgen_spmv_axt_ch_w32_h4_r8_f32i64_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams126, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h4_r8_f32i64_cuda.cu", 0x0431d6d94601b473ULL},
    {"spgen_spmv_axt_ch_w32_h4_r8_f64i32_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams127, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h4_r8_f64i32_cuda.cu", 0xcfc114ee441499e8ULL},
    {"spgen_spmv_axt_ch_w32_h4_r8_f64i64_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams128, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h4_r8_f64i64_cuda.cu", 0xdc1faf274df8bc26ULL},
    {"spgen_spmv_axt_ch_w32_h8_r8_f32i32_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams129, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h8_r8_f32i32_cuda.cu", 0xdd83f8443a53f45fULL},
    {"spgen_spmv_axt_ch_w32_h8_r8_f32i64_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams130, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h8_r8_f32i64_cuda.cu", 0xc49d42c192d8c1d7ULL},
    {"spgen_spmv_axt_ch_w32_h8_r8_f64i32_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams131, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h8_r8_f64i32_cuda.cu", 0x2a6a6724dcd41e9cULL},
    {"spgen_spmv_axt_ch_w32_h8_r8_f64i64_cuda", Op::spmv, "axt_ch", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams132, 3, 256, 8, kArgs_axt_ch_cuda, 13, nullptr,
     "cuda/spgen_spmv_axt_ch_w32_h8_r8_f64i64_cuda.cu", 0x791bc9918e3d70e3ULL},
    {"spgen_spmv_axt_ch_w8_h64_f64i32_avx512", Op::spmv, "axt_ch", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams133, 2, 0, 0, kArgs_axt_ch_avx512, 11,
     &call_spgen_spmv_axt_ch_w8_h64_f64i32_avx512,
     "avx512/spgen_spmv_axt_ch_w8_h64_f64i32_avx512.cpp", 0x9d469da114c161baULL},
    {"spgen_spmv_axt_ch_w8_h8_f64i32_avx512", Op::spmv, "axt_ch", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams134, 2, 0, 0, kArgs_axt_ch_avx512, 11,
     &call_spgen_spmv_axt_ch_w8_h8_f64i32_avx512,
     "avx512/spgen_spmv_axt_ch_w8_h8_f64i32_avx512.cpp", 0x60cc55dd19a8ff6bULL},
    {"spgen_spmv_axt_ch_w8_h8_f64i64_avx512", Op::spmv, "axt_ch", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams135, 2, 0, 0, kArgs_axt_ch_avx512, 11,
     &call_spgen_spmv_axt_ch_w8_h8_f64i64_avx512,
     "avx512/spgen_spmv_axt_ch_w8_h8_f64i64_avx512.cpp", 0x5d30fe177cfddecdULL},
    {"spgen_spmv_axt_uh1_w16_h1_f32i32_avx512", Op::spmv, "axt_uh1", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams136, 2, 0, 0, kArgs_axt_uh1_avx512, 10,
     &call_spgen_spmv_axt_uh1_w16_h1_f32i32_avx512,
     "avx512/spgen_spmv_axt_uh1_w16_h1_f32i32_avx512.cpp", 0x6163d37afa68351aULL},
    {"spgen_spmv_axt_uh1_w32_h1_s2_r8_f32i32_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams137, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w32_h1_s2_r8_f32i32_cuda.cu", 0x5fdb7ad62bc639ebULL},
    {"spgen_spmv_axt_uh1_w32_h1_s2_r8_f32i64_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams138, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w32_h1_s2_r8_f32i64_cuda.cu", 0x984632b593d674b4ULL},
    {"spgen_spmv_axt_uh1_w32_h1_s2_r8_f64i32_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams139, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w32_h1_s2_r8_f64i32_cuda.cu", 0x21cf4d257c8c99d8ULL},
    {"spgen_spmv_axt_uh1_w32_h1_s2_r8_f64i64_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams140, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w32_h1_s2_r8_f64i64_cuda.cu", 0x1cc7cbaae026a3dbULL},
    {"spgen_spmv_axt_uh1_w8_h1_f64i32_avx512", Op::spmv, "axt_uh1", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams141, 2, 0, 0, kArgs_axt_uh1_avx512, 10,
     &call_spgen_spmv_axt_uh1_w8_h1_f64i32_avx512,
     "avx512/spgen_spmv_axt_uh1_w8_h1_f64i32_avx512.cpp", 0x41e20a94fe586936ULL},
    {"spgen_spmv_axt_uh1_w8_h1_f64i64_avx512", Op::spmv, "axt_uh1", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams142, 2, 0, 0, kArgs_axt_uh1_avx512, 10,
     &call_spgen_spmv_axt_uh1_w8_h1_f64i64_avx512,
     "avx512/spgen_spmv_axt_uh1_w8_h1_f64i64_avx512.cpp", 0x17e8194d01fc66ddULL},
    {"spgen_spmv_axt_uh1_w8_h1_s2_r8_f32i32_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams143, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w8_h1_s2_r8_f32i32_cuda.cu", 0x737fec0670289e61ULL},
    {"spgen_spmv_axt_uh1_w8_h1_s2_r8_f64i32_cuda", Op::spmv, "axt_uh1", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams144, 4, 256, 8, kArgs_axt_uh1_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh1_w8_h1_s2_r8_f64i32_cuda.cu", 0x0274f99c9f926ecbULL},
    {"spgen_spmv_axt_uh_w16_h4_f32i32_avx512", Op::spmv, "axt_uh", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams145, 2, 0, 0, kArgs_axt_uh_avx512, 10,
     &call_spgen_spmv_axt_uh_w16_h4_f32i32_avx512,
     "avx512/spgen_spmv_axt_uh_w16_h4_f32i32_avx512.cpp", 0x7a45571eff61181bULL},
    {"spgen_spmv_axt_uh_w16_h8_f32i32_avx512", Op::spmv, "axt_uh", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams146, 2, 0, 0, kArgs_axt_uh_avx512, 10,
     &call_spgen_spmv_axt_uh_w16_h8_f32i32_avx512,
     "avx512/spgen_spmv_axt_uh_w16_h8_f32i32_avx512.cpp", 0x94c534146220e1b1ULL},
    {"spgen_spmv_axt_uh_w32_h4_s1_r8_f32i32_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams147, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h4_s1_r8_f32i32_cuda.cu", 0x40cf5ccfccb25ccbULL},
    {"spgen_spmv_axt_uh_w32_h4_s1_r8_f32i64_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams148, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h4_s1_r8_f32i64_cuda.cu", 0x6855fe4f7161a43bULL},
    {"spgen_spmv_axt_uh_w32_h4_s1_r8_f64i32_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams149, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h4_s1_r8_f64i32_cuda.cu", 0x600a2eaef76f220dULL},
    {"spgen_spmv_axt_uh_w32_h4_s1_r8_f64i64_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams150, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h4_s1_r8_f64i64_cuda.cu", 0x3cacc5f3c6aff8cfULL},
    {"spgen_spmv_axt_uh_w32_h8_s1_r8_f32i32_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams151, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h8_s1_r8_f32i32_cuda.cu", 0x0d7642fec61c90ecULL},
    {"spgen_spmv_axt_uh_w32_h8_s1_r8_f64i32_cuda", Op::spmv, "axt_uh", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams152, 4, 256, 8, kArgs_axt_uh_cuda, 14, nullptr,
     "cuda/spgen_spmv_axt_uh_w32_h8_s1_r8_f64i32_cuda.cu", 0x797715caf0aece28ULL},
    {"spgen_spmv_axt_uh_w8_h4_f64i32_avx512", Op::spmv, "axt_uh", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams153, 2, 0, 0, kArgs_axt_uh_avx512, 10,
     &call_spgen_spmv_axt_uh_w8_h4_f64i32_avx512,
     "avx512/spgen_spmv_axt_uh_w8_h4_f64i32_avx512.cpp", 0x91a0ba2f08e4fb12ULL},
    {"spgen_spmv_axt_uh_w8_h4_f64i64_avx512", Op::spmv, "axt_uh", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams154, 2, 0, 0, kArgs_axt_uh_avx512, 10,
     &call_spgen_spmv_axt_uh_w8_h4_f64i64_avx512,
     "avx512/spgen_spmv_axt_uh_w8_h4_f64i64_avx512.cpp", 0x4227aa5b118bada4ULL},
    {"spgen_spmv_axt_uh_w8_h8_f64i32_avx512", Op::spmv, "axt_uh", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams155, 2, 0, 0, kArgs_axt_uh_avx512, 10,
     &call_spgen_spmv_axt_uh_w8_h8_f64i32_avx512,
     "avx512/spgen_spmv_axt_uh_w8_h8_f64i32_avx512.cpp", 0x83c2cfafa5ede760ULL},
    {"spgen_spmv_coo_f32i32_avx512", Op::spmv, "coo", Backend::avx512, ValueType::f32,
     IndexType::i32, nullptr, 0, 0, 0, kArgs_coo_avx512, 10, &call_spgen_spmv_coo_f32i32_avx512,
     "avx512/spgen_spmv_coo_f32i32_avx512.cpp", 0x4fef9369f4aae4c5ULL},
    {"spgen_spmv_coo_f32i64_avx512", Op::spmv, "coo", Backend::avx512, ValueType::f32,
     IndexType::i64, nullptr, 0, 0, 0, kArgs_coo_avx512, 10, &call_spgen_spmv_coo_f32i64_avx512,
     "avx512/spgen_spmv_coo_f32i64_avx512.cpp", 0x283592189c049e3eULL},
    {"spgen_spmv_coo_f64i32_avx512", Op::spmv, "coo", Backend::avx512, ValueType::f64,
     IndexType::i32, nullptr, 0, 0, 0, kArgs_coo_avx512, 10, &call_spgen_spmv_coo_f64i32_avx512,
     "avx512/spgen_spmv_coo_f64i32_avx512.cpp", 0xabb918ee49825b88ULL},
    {"spgen_spmv_coo_f64i64_avx512", Op::spmv, "coo", Backend::avx512, ValueType::f64,
     IndexType::i64, nullptr, 0, 0, 0, kArgs_coo_avx512, 10, &call_spgen_spmv_coo_f64i64_avx512,
     "avx512/spgen_spmv_coo_f64i64_avx512.cpp", 0xc8b7e8b967d6a537ULL},
    {"spgen_spmv_coo_s16_w8_f32i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams160, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s16_w8_f32i32_cuda.cu", 0xae7907b5f39ee1b7ULL},
    {"spgen_spmv_coo_s16_w8_f64i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams161, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s16_w8_f64i32_cuda.cu", 0x2289a4d8524a6067ULL},
    {"spgen_spmv_coo_s4_w8_f32i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams162, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s4_w8_f32i32_cuda.cu", 0x8272dd8d5dba1f37ULL},
    {"spgen_spmv_coo_s4_w8_f64i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams163, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s4_w8_f64i32_cuda.cu", 0x898f9c05067d2b27ULL},
    {"spgen_spmv_coo_s8_w8_f32i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams164, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s8_w8_f32i32_cuda.cu", 0xf9bc0b65483bd18fULL},
    {"spgen_spmv_coo_s8_w8_f32i64_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams165, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s8_w8_f32i64_cuda.cu", 0x73f36b6d94d6bf55ULL},
    {"spgen_spmv_coo_s8_w8_f64i32_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams166, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s8_w8_f64i32_cuda.cu", 0xdd1ec09721c1a301ULL},
    {"spgen_spmv_coo_s8_w8_f64i64_cuda", Op::spmv, "coo", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams167, 2, 256, 8, kArgs_coo_cuda, 15, nullptr,
     "cuda/spgen_spmv_coo_s8_w8_f64i64_cuda.cu", 0x01c23425a7a93ac6ULL},
    {"spgen_spmv_csr_g0_f32i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams168, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g0_f32i32_avx512, "avx512/spgen_spmv_csr_g0_f32i32_avx512.cpp",
     0x365c61346b634290ULL},
    {"spgen_spmv_csr_g0_f32i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams169, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g0_f32i64_avx512, "avx512/spgen_spmv_csr_g0_f32i64_avx512.cpp",
     0xb8ffed9d9fbe8425ULL},
    {"spgen_spmv_csr_g0_f64i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams170, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g0_f64i32_avx512, "avx512/spgen_spmv_csr_g0_f64i32_avx512.cpp",
     0x2163238e88dc3719ULL},
    {"spgen_spmv_csr_g0_f64i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams171, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g0_f64i64_avx512, "avx512/spgen_spmv_csr_g0_f64i64_avx512.cpp",
     0x6f0f854f23ad8d5fULL},
    {"spgen_spmv_csr_g1_f32i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams172, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g1_f32i32_avx512, "avx512/spgen_spmv_csr_g1_f32i32_avx512.cpp",
     0x396ad94a2840fa38ULL},
    {"spgen_spmv_csr_g1_f32i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams173, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g1_f32i64_avx512, "avx512/spgen_spmv_csr_g1_f32i64_avx512.cpp",
     0x43772b2b6ac253f0ULL},
    {"spgen_spmv_csr_g1_f64i32_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams174, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g1_f64i32_avx512, "avx512/spgen_spmv_csr_g1_f64i32_avx512.cpp",
     0xb12521e1844dd6c0ULL},
    {"spgen_spmv_csr_g1_f64i64_avx512", Op::spmv, "csr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams175, 1, 0, 0, kArgs_csr_avx512, 9,
     &call_spgen_spmv_csr_g1_f64i64_avx512, "avx512/spgen_spmv_csr_g1_f64i64_avx512.cpp",
     0xe2542c9850dd0294ULL},
    {"spgen_spmv_csr_t16_r16_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams176, 2, 256, 16, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t16_r16_f32i32_cuda.cu", 0x30374811504dbdf2ULL},
    {"spgen_spmv_csr_t16_r16_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams177, 2, 256, 16, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t16_r16_f64i32_cuda.cu", 0xfc0d7e2b9f36946fULL},
    {"spgen_spmv_csr_t16_r8_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams178, 2, 128, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t16_r8_f32i32_cuda.cu", 0xb1042c0510b9371eULL},
    {"spgen_spmv_csr_t16_r8_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams179, 2, 128, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t16_r8_f64i32_cuda.cu", 0x6d08c0342195c22aULL},
    {"spgen_spmv_csr_t1_r128_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams180, 2, 128, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r128_f32i32_cuda.cu", 0xfc877652166a6e80ULL},
    {"spgen_spmv_csr_t1_r128_f32i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams181, 2, 128, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r128_f32i64_cuda.cu", 0xf1cf5891d17ff27eULL},
    {"spgen_spmv_csr_t1_r128_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams182, 2, 128, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r128_f64i32_cuda.cu", 0x414f55420130d875ULL},
    {"spgen_spmv_csr_t1_r128_f64i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams183, 2, 128, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r128_f64i64_cuda.cu", 0xf0c26a0a2456e297ULL},
    {"spgen_spmv_csr_t1_r256_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams184, 2, 256, 256, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r256_f32i32_cuda.cu", 0x567d027fbc7396e3ULL},
    {"spgen_spmv_csr_t1_r256_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams185, 2, 256, 256, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t1_r256_f64i32_cuda.cu", 0x47a762f82307463eULL},
    {"spgen_spmv_csr_t2_r128_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams186, 2, 256, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t2_r128_f32i32_cuda.cu", 0xb2a8edb6ada21ad0ULL},
    {"spgen_spmv_csr_t2_r128_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams187, 2, 256, 128, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t2_r128_f64i32_cuda.cu", 0x5db384ff1753252cULL},
    {"spgen_spmv_csr_t2_r64_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams188, 2, 128, 64, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t2_r64_f32i32_cuda.cu", 0xae3773997ed4fdaaULL},
    {"spgen_spmv_csr_t2_r64_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams189, 2, 128, 64, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t2_r64_f64i32_cuda.cu", 0x5055f201bf53ba7cULL},
    {"spgen_spmv_csr_t32_r4_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams190, 2, 128, 4, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r4_f32i32_cuda.cu", 0x5f8159e79dd4c527ULL},
    {"spgen_spmv_csr_t32_r4_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams191, 2, 128, 4, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r4_f64i32_cuda.cu", 0x96d80ffba0445cb8ULL},
    {"spgen_spmv_csr_t32_r8_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams192, 2, 256, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r8_f32i32_cuda.cu", 0x2f052fb8bb73c262ULL},
    {"spgen_spmv_csr_t32_r8_f32i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams193, 2, 256, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r8_f32i64_cuda.cu", 0x632abd204cb43641ULL},
    {"spgen_spmv_csr_t32_r8_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams194, 2, 256, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r8_f64i32_cuda.cu", 0x3b651c3928d92512ULL},
    {"spgen_spmv_csr_t32_r8_f64i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams195, 2, 256, 8, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t32_r8_f64i64_cuda.cu", 0x83bf5667d960c6feULL},
    {"spgen_spmv_csr_t4_r32_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams196, 2, 128, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t4_r32_f32i32_cuda.cu", 0x2740f045bc7dfb0dULL},
    {"spgen_spmv_csr_t4_r32_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams197, 2, 128, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t4_r32_f64i32_cuda.cu", 0xdf91ef1293613b17ULL},
    {"spgen_spmv_csr_t4_r64_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams198, 2, 256, 64, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t4_r64_f32i32_cuda.cu", 0x0ffb57c6db606cf3ULL},
    {"spgen_spmv_csr_t4_r64_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams199, 2, 256, 64, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t4_r64_f64i32_cuda.cu", 0x528abd66680e6507ULL},
    {"spgen_spmv_csr_t8_r16_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams200, 2, 128, 16, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r16_f32i32_cuda.cu", 0x1dcbac01ef9c642cULL},
    {"spgen_spmv_csr_t8_r16_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams201, 2, 128, 16, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r16_f64i32_cuda.cu", 0x36104a670f4d5f55ULL},
    {"spgen_spmv_csr_t8_r32_f32i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams202, 2, 256, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r32_f32i32_cuda.cu", 0x79bcb80667dac6c4ULL},
    {"spgen_spmv_csr_t8_r32_f32i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams203, 2, 256, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r32_f32i64_cuda.cu", 0xffa67bee9e33c2c6ULL},
    {"spgen_spmv_csr_t8_r32_f64i32_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams204, 2, 256, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r32_f64i32_cuda.cu", 0xca6524c688329c98ULL},
    {"spgen_spmv_csr_t8_r32_f64i64_cuda", Op::spmv, "csr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams205, 2, 256, 32, kArgs_csr_cuda, 8, nullptr,
     "cuda/spgen_spmv_csr_t8_r32_f64i64_cuda.cu", 0x311e33c4f8b5ca32ULL},
    {"spgen_spmv_csrstream_b128_s2_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams206, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s2_f32i32_cuda.cu", 0x37b0b351df9a5689ULL},
    {"spgen_spmv_csrstream_b128_s2_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams207, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s2_f64i32_cuda.cu", 0xde7581ec55a3e739ULL},
    {"spgen_spmv_csrstream_b128_s4_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams208, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s4_f32i32_cuda.cu", 0x220c83eaafecbc49ULL},
    {"spgen_spmv_csrstream_b128_s4_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams209, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s4_f64i32_cuda.cu", 0x00b14ca46e4cb4baULL},
    {"spgen_spmv_csrstream_b128_s8_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams210, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s8_f32i32_cuda.cu", 0x38833661f8e20d48ULL},
    {"spgen_spmv_csrstream_b128_s8_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams211, 2, 128, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b128_s8_f64i32_cuda.cu", 0xe9d37d479b757b83ULL},
    {"spgen_spmv_csrstream_b256_s2_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams212, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s2_f32i32_cuda.cu", 0x1ec680f93f15e2a9ULL},
    {"spgen_spmv_csrstream_b256_s2_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams213, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s2_f64i32_cuda.cu", 0xfc2ac494263a2e95ULL},
    {"spgen_spmv_csrstream_b256_s4_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams214, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s4_f32i32_cuda.cu", 0x70ef76239df77a0aULL},
    {"spgen_spmv_csrstream_b256_s4_f32i64_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i64, kParams215, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s4_f32i64_cuda.cu", 0x56e12166e3e38307ULL},
    {"spgen_spmv_csrstream_b256_s4_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams216, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s4_f64i32_cuda.cu", 0x283ba75a7f171820ULL},
    {"spgen_spmv_csrstream_b256_s4_f64i64_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i64, kParams217, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s4_f64i64_cuda.cu", 0x8064ef785039bf11ULL},
    {"spgen_spmv_csrstream_b256_s8_f32i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f32, IndexType::i32, kParams218, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s8_f32i32_cuda.cu", 0x1298c322836cf68dULL},
    {"spgen_spmv_csrstream_b256_s8_f64i32_cuda", Op::spmv, "csrstream", Backend::cuda,
     ValueType::f64, IndexType::i32, kParams219, 2, 256, 1, kArgs_csrstream_cuda, 15, nullptr,
     "cuda/spgen_spmv_csrstream_b256_s8_f64i32_cuda.cu", 0x42741057017af0ddULL},
    {"spgen_spmv_ell_g0_f32i32_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams220, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g0_f32i32_avx512, "avx512/spgen_spmv_ell_g0_f32i32_avx512.cpp",
     0x25a98ce0d56f4b77ULL},
    {"spgen_spmv_ell_g0_f64i32_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams221, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g0_f64i32_avx512, "avx512/spgen_spmv_ell_g0_f64i32_avx512.cpp",
     0x9c1db495c10778ccULL},
    {"spgen_spmv_ell_g0_f64i64_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams222, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g0_f64i64_avx512, "avx512/spgen_spmv_ell_g0_f64i64_avx512.cpp",
     0x90889df7a163e8b4ULL},
    {"spgen_spmv_ell_g1_f32i32_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams223, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g1_f32i32_avx512, "avx512/spgen_spmv_ell_g1_f32i32_avx512.cpp",
     0xf335971d65726252ULL},
    {"spgen_spmv_ell_g1_f64i32_avx512", Op::spmv, "ell", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams224, 1, 0, 0, kArgs_ell_avx512, 10,
     &call_spgen_spmv_ell_g1_f64i32_avx512, "avx512/spgen_spmv_ell_g1_f64i32_avx512.cpp",
     0x7b555cb16fac3acdULL},
    {"spgen_spmv_ell_r128_f32i32_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams225, 1, 128, 128, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r128_f32i32_cuda.cu", 0x8aa20f65ddd91fe5ULL},
    {"spgen_spmv_ell_r128_f64i32_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams226, 1, 128, 128, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r128_f64i32_cuda.cu", 0xc82b0a694a92ce4cULL},
    {"spgen_spmv_ell_r256_f32i32_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams227, 1, 256, 256, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r256_f32i32_cuda.cu", 0x4cde41829b946bafULL},
    {"spgen_spmv_ell_r256_f32i64_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams228, 1, 256, 256, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r256_f32i64_cuda.cu", 0xf61670f5cd0c06cbULL},
    {"spgen_spmv_ell_r256_f64i32_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams229, 1, 256, 256, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r256_f64i32_cuda.cu", 0x47f4ec73453a52f3ULL},
    {"spgen_spmv_ell_r256_f64i64_cuda", Op::spmv, "ell", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams230, 1, 256, 256, kArgs_ell_cuda, 8, nullptr,
     "cuda/spgen_spmv_ell_r256_f64i64_cuda.cu", 0xaa78bcf8078a62bcULL},
    {"spgen_spmv_ellr_g0_f32i32_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams231, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g0_f32i32_avx512, "avx512/spgen_spmv_ellr_g0_f32i32_avx512.cpp",
     0x1e33732af9e892a2ULL},
    {"spgen_spmv_ellr_g0_f32i64_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams232, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g0_f32i64_avx512, "avx512/spgen_spmv_ellr_g0_f32i64_avx512.cpp",
     0x0cf19f4c4741adcfULL},
    {"spgen_spmv_ellr_g0_f64i32_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams233, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g0_f64i32_avx512, "avx512/spgen_spmv_ellr_g0_f64i32_avx512.cpp",
     0x69f635b1f291c9bfULL},
    {"spgen_spmv_ellr_g0_f64i64_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams234, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g0_f64i64_avx512, "avx512/spgen_spmv_ellr_g0_f64i64_avx512.cpp",
     0x97cbcdbdcd9465f9ULL},
    {"spgen_spmv_ellr_g1_f32i32_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams235, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g1_f32i32_avx512, "avx512/spgen_spmv_ellr_g1_f32i32_avx512.cpp",
     0xb4963133646998d1ULL},
    {"spgen_spmv_ellr_g1_f64i32_avx512", Op::spmv, "ellr", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams236, 1, 0, 0, kArgs_ellr_avx512, 10,
     &call_spgen_spmv_ellr_g1_f64i32_avx512, "avx512/spgen_spmv_ellr_g1_f64i32_avx512.cpp",
     0x593d560db764d744ULL},
    {"spgen_spmv_ellr_t1_r256_f32i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams237, 2, 256, 256, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t1_r256_f32i32_cuda.cu", 0xa253775a6c473312ULL},
    {"spgen_spmv_ellr_t1_r256_f32i64_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams238, 2, 256, 256, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t1_r256_f32i64_cuda.cu", 0xdd17161043df3f7cULL},
    {"spgen_spmv_ellr_t1_r256_f64i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams239, 2, 256, 256, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t1_r256_f64i32_cuda.cu", 0xe9a78f637f078336ULL},
    {"spgen_spmv_ellr_t1_r256_f64i64_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams240, 2, 256, 256, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t1_r256_f64i64_cuda.cu", 0x94b6234fb772eb9aULL},
    {"spgen_spmv_ellr_t2_r128_f32i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams241, 2, 256, 128, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t2_r128_f32i32_cuda.cu", 0x35e7eaf2d5dfe73fULL},
    {"spgen_spmv_ellr_t2_r128_f64i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams242, 2, 256, 128, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t2_r128_f64i32_cuda.cu", 0x065f11edef45cba6ULL},
    {"spgen_spmv_ellr_t4_r64_f32i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams243, 2, 256, 64, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t4_r64_f32i32_cuda.cu", 0x7f3dcdca45ee3c7eULL},
    {"spgen_spmv_ellr_t4_r64_f64i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams244, 2, 256, 64, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t4_r64_f64i32_cuda.cu", 0x3ad3e43017c0c8feULL},
    {"spgen_spmv_ellr_t8_r32_f32i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams245, 2, 256, 32, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t8_r32_f32i32_cuda.cu", 0xfe4f0b957679fcf7ULL},
    {"spgen_spmv_ellr_t8_r32_f64i32_cuda", Op::spmv, "ellr", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams246, 2, 256, 32, kArgs_ellr_cuda, 8, nullptr,
     "cuda/spgen_spmv_ellr_t8_r32_f64i32_cuda.cu", 0xce8d749ac379c37aULL},
    {"spgen_spmv_hyb_g0_f32i32_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams247, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g0_f32i32_avx512, "avx512/spgen_spmv_hyb_g0_f32i32_avx512.cpp",
     0x550ddd9bcaac3264ULL},
    {"spgen_spmv_hyb_g0_f32i64_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f32,
     IndexType::i64, kParams248, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g0_f32i64_avx512, "avx512/spgen_spmv_hyb_g0_f32i64_avx512.cpp",
     0xaf3fbf70ab6d1f1aULL},
    {"spgen_spmv_hyb_g0_f64i32_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams249, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g0_f64i32_avx512, "avx512/spgen_spmv_hyb_g0_f64i32_avx512.cpp",
     0x1e0fa0a9ea4c29b3ULL},
    {"spgen_spmv_hyb_g0_f64i64_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams250, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g0_f64i64_avx512, "avx512/spgen_spmv_hyb_g0_f64i64_avx512.cpp",
     0xa9c0b12585e05b25ULL},
    {"spgen_spmv_hyb_g1_f32i32_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams251, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g1_f32i32_avx512, "avx512/spgen_spmv_hyb_g1_f32i32_avx512.cpp",
     0x2a35f23c6022660dULL},
    {"spgen_spmv_hyb_g1_f64i32_avx512", Op::spmv, "hyb", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams252, 1, 0, 0, kArgs_hyb_avx512, 14,
     &call_spgen_spmv_hyb_g1_f64i32_avx512, "avx512/spgen_spmv_hyb_g1_f64i32_avx512.cpp",
     0x542832c7b217dfb1ULL},
    {"spgen_spmv_hyb_s16_f32i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams253, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s16_f32i32_cuda.cu", 0x0929bcb4cccd3d76ULL},
    {"spgen_spmv_hyb_s16_f64i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams254, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s16_f64i32_cuda.cu", 0x59e99a18cff6d828ULL},
    {"spgen_spmv_hyb_s4_f32i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams255, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s4_f32i32_cuda.cu", 0xb44e81463be21c4cULL},
    {"spgen_spmv_hyb_s4_f64i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams256, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s4_f64i32_cuda.cu", 0xec8e6328ae13b778ULL},
    {"spgen_spmv_hyb_s8_f32i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams257, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s8_f32i32_cuda.cu", 0x92f44471c7df6e47ULL},
    {"spgen_spmv_hyb_s8_f32i64_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams258, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s8_f32i64_cuda.cu", 0xd51a69e3cad58f5eULL},
    {"spgen_spmv_hyb_s8_f64i32_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams259, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s8_f64i32_cuda.cu", 0xf4a1981aef66fe5cULL},
    {"spgen_spmv_hyb_s8_f64i64_cuda", Op::spmv, "hyb", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams260, 1, 256, 256, kArgs_hyb_cuda, 20, nullptr,
     "cuda/spgen_spmv_hyb_s8_f64i64_cuda.cu", 0xcbee466cef98a77dULL},
    {"spgen_spmv_pjds_b16_f32i32_avx512", Op::spmv, "pjds", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams261, 1, 0, 0, kArgs_pjds_avx512, 12,
     &call_spgen_spmv_pjds_b16_f32i32_avx512, "avx512/spgen_spmv_pjds_b16_f32i32_avx512.cpp",
     0x63ddc375100e6956ULL},
    {"spgen_spmv_pjds_b32_t1_r128_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams262, 3, 128, 128, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r128_f32i32_cuda.cu", 0xf73ec73d8bc33adfULL},
    {"spgen_spmv_pjds_b32_t1_r128_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams263, 3, 128, 128, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r128_f64i32_cuda.cu", 0xd6b13ccd9feb65cbULL},
    {"spgen_spmv_pjds_b32_t1_r256_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams264, 3, 256, 256, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r256_f32i32_cuda.cu", 0xa85a8d617344dd50ULL},
    {"spgen_spmv_pjds_b32_t1_r256_f32i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams265, 3, 256, 256, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r256_f32i64_cuda.cu", 0xf6afc18dd010d77dULL},
    {"spgen_spmv_pjds_b32_t1_r256_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams266, 3, 256, 256, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r256_f64i32_cuda.cu", 0xe201a4eb06af0ebfULL},
    {"spgen_spmv_pjds_b32_t1_r256_f64i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams267, 3, 256, 256, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t1_r256_f64i64_cuda.cu", 0x09135f019fb3d664ULL},
    {"spgen_spmv_pjds_b32_t32_r4_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams268, 3, 128, 4, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r4_f32i32_cuda.cu", 0x5c23fd336ad5fc89ULL},
    {"spgen_spmv_pjds_b32_t32_r4_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams269, 3, 128, 4, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r4_f64i32_cuda.cu", 0x4a8dab02023658dfULL},
    {"spgen_spmv_pjds_b32_t32_r8_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams270, 3, 256, 8, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r8_f32i32_cuda.cu", 0x8dac7d05d1120846ULL},
    {"spgen_spmv_pjds_b32_t32_r8_f32i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams271, 3, 256, 8, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r8_f32i64_cuda.cu", 0xe8b4e92d8d829e37ULL},
    {"spgen_spmv_pjds_b32_t32_r8_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams272, 3, 256, 8, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r8_f64i32_cuda.cu", 0x17ac42ea15e24a60ULL},
    {"spgen_spmv_pjds_b32_t32_r8_f64i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams273, 3, 256, 8, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t32_r8_f64i64_cuda.cu", 0xf50b5ddffaba70cbULL},
    {"spgen_spmv_pjds_b32_t4_r32_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams274, 3, 128, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t4_r32_f32i32_cuda.cu", 0x0ec31bcc04ee4607ULL},
    {"spgen_spmv_pjds_b32_t4_r32_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams275, 3, 128, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t4_r32_f64i32_cuda.cu", 0x860924c61a836504ULL},
    {"spgen_spmv_pjds_b32_t4_r64_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams276, 3, 256, 64, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t4_r64_f32i32_cuda.cu", 0x28cbbb7fa6ad1e28ULL},
    {"spgen_spmv_pjds_b32_t4_r64_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams277, 3, 256, 64, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t4_r64_f64i32_cuda.cu", 0x3eb099c20ed14b81ULL},
    {"spgen_spmv_pjds_b32_t8_r16_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams278, 3, 128, 16, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r16_f32i32_cuda.cu", 0xccf0e9d60c13f0e2ULL},
    {"spgen_spmv_pjds_b32_t8_r16_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams279, 3, 128, 16, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r16_f64i32_cuda.cu", 0x352fbef823f762e8ULL},
    {"spgen_spmv_pjds_b32_t8_r32_f32i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams280, 3, 256, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r32_f32i32_cuda.cu", 0x30899557a706174bULL},
    {"spgen_spmv_pjds_b32_t8_r32_f32i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams281, 3, 256, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r32_f32i64_cuda.cu", 0x0cfc7f8e287926caULL},
    {"spgen_spmv_pjds_b32_t8_r32_f64i32_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams282, 3, 256, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r32_f64i32_cuda.cu", 0xe04d6b3cd2c6d1b9ULL},
    {"spgen_spmv_pjds_b32_t8_r32_f64i64_cuda", Op::spmv, "pjds", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams283, 3, 256, 32, kArgs_pjds_cuda, 10, nullptr,
     "cuda/spgen_spmv_pjds_b32_t8_r32_f64i64_cuda.cu", 0xa68894f7d988bdd2ULL},
    {"spgen_spmv_pjds_b8_f64i32_avx512", Op::spmv, "pjds", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams284, 1, 0, 0, kArgs_pjds_avx512, 12,
     &call_spgen_spmv_pjds_b8_f64i32_avx512, "avx512/spgen_spmv_pjds_b8_f64i32_avx512.cpp",
     0xa6f8bd934eb85141ULL},
    {"spgen_spmv_pjds_b8_f64i64_avx512", Op::spmv, "pjds", Backend::avx512, ValueType::f64,
     IndexType::i64, kParams285, 1, 0, 0, kArgs_pjds_avx512, 12,
     &call_spgen_spmv_pjds_b8_f64i64_avx512, "avx512/spgen_spmv_pjds_b8_f64i64_avx512.cpp",
     0x67c802d314e863deULL},
    {"spgen_spmv_rowseg_t16_s2_r16_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams286, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s2_r16_f32i32_cuda.cu", 0x4f52f395ec51e77aULL},
    {"spgen_spmv_rowseg_t16_s2_r16_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams287, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s2_r16_f64i32_cuda.cu", 0x057bd7eaf6fa27ebULL},
    {"spgen_spmv_rowseg_t16_s4_r16_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams288, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s4_r16_f32i32_cuda.cu", 0xf42ab57dceb977a3ULL},
    {"spgen_spmv_rowseg_t16_s4_r16_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams289, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s4_r16_f64i32_cuda.cu", 0x662cf5a40a2a4a63ULL},
    {"spgen_spmv_rowseg_t16_s8_r16_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams290, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s8_r16_f32i32_cuda.cu", 0x63c31bc01913b77eULL},
    {"spgen_spmv_rowseg_t16_s8_r16_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams291, 3, 256, 16, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t16_s8_r16_f64i32_cuda.cu", 0xcb28f893c110a831ULL},
    {"spgen_spmv_rowseg_t2_s2_r128_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams292, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s2_r128_f32i32_cuda.cu", 0xcaad749cb8b7c51cULL},
    {"spgen_spmv_rowseg_t2_s2_r128_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams293, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s2_r128_f64i32_cuda.cu", 0x0470d105da2840c7ULL},
    {"spgen_spmv_rowseg_t2_s4_r128_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams294, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s4_r128_f32i32_cuda.cu", 0x7b6ad6ab411f799dULL},
    {"spgen_spmv_rowseg_t2_s4_r128_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams295, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s4_r128_f64i32_cuda.cu", 0x3960394efa1d8cbdULL},
    {"spgen_spmv_rowseg_t2_s8_r128_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams296, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s8_r128_f32i32_cuda.cu", 0xbd9bb4e25be3d956ULL},
    {"spgen_spmv_rowseg_t2_s8_r128_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams297, 3, 256, 128, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t2_s8_r128_f64i32_cuda.cu", 0xf84e3b2095a16e9eULL},
    {"spgen_spmv_rowseg_t32_s2_r8_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams298, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s2_r8_f32i32_cuda.cu", 0x9ba9f600ff063f36ULL},
    {"spgen_spmv_rowseg_t32_s2_r8_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams299, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s2_r8_f64i32_cuda.cu", 0x67064934a9a765c2ULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams300, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f32i32_cuda.cu", 0x5efa212a70f94e2dULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f32i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams301, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f32i64_cuda.cu", 0x0334f04e3a949f44ULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams302, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f64i32_cuda.cu", 0x19511285eb5890baULL},
    {"spgen_spmv_rowseg_t32_s4_r8_f64i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams303, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s4_r8_f64i64_cuda.cu", 0xcb51a52d5a68e640ULL},
    {"spgen_spmv_rowseg_t32_s8_r8_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams304, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s8_r8_f32i32_cuda.cu", 0x383fe6aa7ae7017cULL},
    {"spgen_spmv_rowseg_t32_s8_r8_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams305, 3, 256, 8, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t32_s8_r8_f64i32_cuda.cu", 0xc19c49ca8131a386ULL},
    {"spgen_spmv_rowseg_t4_s2_r64_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams306, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s2_r64_f32i32_cuda.cu", 0xc11897cc69b2d388ULL},
    {"spgen_spmv_rowseg_t4_s2_r64_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams307, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s2_r64_f64i32_cuda.cu", 0x48c7d24cf1c8dae4ULL},
    {"spgen_spmv_rowseg_t4_s4_r64_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams308, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s4_r64_f32i32_cuda.cu", 0x311d27bc317aafb3ULL},
    {"spgen_spmv_rowseg_t4_s4_r64_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams309, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s4_r64_f64i32_cuda.cu", 0xe68dd2f48588318dULL},
    {"spgen_spmv_rowseg_t4_s8_r64_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams310, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s8_r64_f32i32_cuda.cu", 0x52736ad435680242ULL},
    {"spgen_spmv_rowseg_t4_s8_r64_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams311, 3, 256, 64, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t4_s8_r64_f64i32_cuda.cu", 0x19deaf2da12444b5ULL},
    {"spgen_spmv_rowseg_t8_s2_r32_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams312, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s2_r32_f32i32_cuda.cu", 0x151f8d22699cf10bULL},
    {"spgen_spmv_rowseg_t8_s2_r32_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams313, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s2_r32_f64i32_cuda.cu", 0xa77668ad432c7d01ULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams314, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f32i32_cuda.cu", 0x05e95324b6a279e5ULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f32i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i64, kParams315, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f32i64_cuda.cu", 0x8c7924e02e7bf1acULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams316, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f64i32_cuda.cu", 0x34fc23f530ceec6aULL},
    {"spgen_spmv_rowseg_t8_s4_r32_f64i64_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i64, kParams317, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s4_r32_f64i64_cuda.cu", 0x1de436052eacf92eULL},
    {"spgen_spmv_rowseg_t8_s8_r32_f32i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams318, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s8_r32_f32i32_cuda.cu", 0xe0b6bf9ca11d0897ULL},
    {"spgen_spmv_rowseg_t8_s8_r32_f64i32_cuda", Op::spmv, "rowseg", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams319, 3, 256, 32, kArgs_rowseg_cuda, 14, nullptr,
     "cuda/spgen_spmv_rowseg_t8_s8_r32_f64i32_cuda.cu", 0x376867c3dfe60e6bULL},
    {"spgen_spmv_sellp_b16_g0_f32i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams320, 2, 0, 0, kArgs_sellp_avx512, 11,
     &call_spgen_spmv_sellp_b16_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_b16_g0_f32i32_avx512.cpp", 0x1da5970f124ea75dULL},
    {"spgen_spmv_sellp_b16_g1_f32i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f32,
     IndexType::i32, kParams321, 2, 0, 0, kArgs_sellp_avx512, 11,
     &call_spgen_spmv_sellp_b16_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_b16_g1_f32i32_avx512.cpp", 0xd5e3dceebb12967cULL},
    {"spgen_spmv_sellp_b16_t2_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams322, 3, 32, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u1_f32i32_cuda.cu", 0x91ec0c31edbf162fULL},
    {"spgen_spmv_sellp_b16_t2_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams323, 3, 32, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u1_f64i32_cuda.cu", 0x9eeb88631b318ce7ULL},
    {"spgen_spmv_sellp_b16_t2_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams324, 3, 32, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u2_f32i32_cuda.cu", 0x5f9fa92c0eb00e5dULL},
    {"spgen_spmv_sellp_b16_t2_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams325, 3, 32, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t2_u2_f64i32_cuda.cu", 0x1541211898670cc1ULL},
    {"spgen_spmv_sellp_b16_t4_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams326, 3, 64, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u1_f32i32_cuda.cu", 0xa2b1832d8580cfecULL},
    {"spgen_spmv_sellp_b16_t4_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams327, 3, 64, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u1_f64i32_cuda.cu", 0x6b2c8631c835bf45ULL},
    {"spgen_spmv_sellp_b16_t4_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams328, 3, 64, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u2_f32i32_cuda.cu", 0xa6ee0b845616c4d7ULL},
    {"spgen_spmv_sellp_b16_t4_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams329, 3, 64, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t4_u2_f64i32_cuda.cu", 0x4f24753a3e8ffa68ULL},
    {"spgen_spmv_sellp_b16_t8_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams330, 3, 128, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u1_f32i32_cuda.cu", 0xbad9dfd458fba93eULL},
    {"spgen_spmv_sellp_b16_t8_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams331, 3, 128, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u1_f64i32_cuda.cu", 0xe4a00aaed06b2569ULL},
    {"spgen_spmv_sellp_b16_t8_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams332, 3, 128, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u2_f32i32_cuda.cu", 0x78360e3340bc2daeULL},
    {"spgen_spmv_sellp_b16_t8_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams333, 3, 128, 16, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b16_t8_u2_f64i32_cuda.cu", 0x2ee189ecc993ba58ULL},
    {"spgen_spmv_sellp_b32_t1_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams334, 3, 32, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u1_f32i32_cuda.cu", 0xf9a35336cf9f982fULL},
    {"spgen_spmv_sellp_b32_t1_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams335, 3, 32, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u1_f64i32_cuda.cu", 0x371aefeebe0789f3ULL},
    {"spgen_spmv_sellp_b32_t1_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams336, 3, 32, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u2_f32i32_cuda.cu", 0x7106b9fa399ca44eULL},
    {"spgen_spmv_sellp_b32_t1_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams337, 3, 32, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t1_u2_f64i32_cuda.cu", 0x5807100f2dbd53c6ULL},
    {"spgen_spmv_sellp_b32_t2_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams338, 3, 64, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u1_f32i32_cuda.cu", 0xddff7372692443caULL},
    {"spgen_spmv_sellp_b32_t2_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams339, 3, 64, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u1_f64i32_cuda.cu", 0x5cba1c9d0bd48e53ULL},
    {"spgen_spmv_sellp_b32_t2_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams340, 3, 64, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u2_f32i32_cuda.cu", 0x8c737f1a04c0be1bULL},
    {"spgen_spmv_sellp_b32_t2_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams341, 3, 64, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t2_u2_f64i32_cuda.cu", 0x1abe59ae5144d326ULL},
    {"spgen_spmv_sellp_b32_t4_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams342, 3, 128, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u1_f32i32_cuda.cu", 0xf52bd7f45d029d90ULL},
    {"spgen_spmv_sellp_b32_t4_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams343, 3, 128, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u1_f64i32_cuda.cu", 0xa4eb6eb23d61a4d5ULL},
    {"spgen_spmv_sellp_b32_t4_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams344, 3, 128, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u2_f32i32_cuda.cu", 0xbdced1390610046aULL},
    {"spgen_spmv_sellp_b32_t4_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams345, 3, 128, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t4_u2_f64i32_cuda.cu", 0x5605dcbcf62e1fd0ULL},
    {"spgen_spmv_sellp_b32_t8_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams346, 3, 256, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u1_f32i32_cuda.cu", 0x37d86e8e5c9caa86ULL},
    {"spgen_spmv_sellp_b32_t8_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams347, 3, 256, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u1_f64i32_cuda.cu", 0x3c05f475a59cd289ULL},
    {"spgen_spmv_sellp_b32_t8_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams348, 3, 256, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u2_f32i32_cuda.cu", 0x370e1a47e60bc988ULL},
    {"spgen_spmv_sellp_b32_t8_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams349, 3, 256, 32, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b32_t8_u2_f64i32_cuda.cu", 0x7d587250795b4fb5ULL},
    {"spgen_spmv_sellp_b8_g0_f64i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams350, 2, 0, 0, kArgs_sellp_avx512, 11,
     &call_spgen_spmv_sellp_b8_g0_f64i32_avx512, "avx512/spgen_spmv_sellp_b8_g0_f64i32_avx512.cpp",
     0xa0b4309f5fa013b9ULL},
    {"spgen_spmv_sellp_b8_g1_f64i32_avx512", Op::spmv, "sellp", Backend::avx512, ValueType::f64,
     IndexType::i32, kParams351, 2, 0, 0, kArgs_sellp_avx512, 11,
     &call_spgen_spmv_sellp_b8_g1_f64i32_avx512, "avx512/spgen_spmv_sellp_b8_g1_f64i32_avx512.cpp",
     0x7c62ba4510d8a136ULL},
    {"spgen_spmv_sellp_b8_t4_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams352, 3, 32, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t4_u1_f32i32_cuda.cu", 0xe816ff6e02d7eec0ULL},
    {"spgen_spmv_sellp_b8_t4_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams353, 3, 32, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t4_u1_f64i32_cuda.cu", 0x7ada7afb82ef5cccULL},
    {"spgen_spmv_sellp_b8_t4_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams354, 3, 32, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t4_u2_f32i32_cuda.cu", 0x7260d2557e336f47ULL},
    {"spgen_spmv_sellp_b8_t4_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams355, 3, 32, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t4_u2_f64i32_cuda.cu", 0x2a7205cd0001c96aULL},
    {"spgen_spmv_sellp_b8_t8_u1_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams356, 3, 64, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t8_u1_f32i32_cuda.cu", 0x13e6eaa2d197a179ULL},
    {"spgen_spmv_sellp_b8_t8_u1_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams357, 3, 64, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t8_u1_f64i32_cuda.cu", 0xd61054e3e5d6efd0ULL},
    {"spgen_spmv_sellp_b8_t8_u2_f32i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f32,
     IndexType::i32, kParams358, 3, 64, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t8_u2_f32i32_cuda.cu", 0xa0c0b1c5917e9b84ULL},
    {"spgen_spmv_sellp_b8_t8_u2_f64i32_cuda", Op::spmv, "sellp", Backend::cuda, ValueType::f64,
     IndexType::i32, kParams359, 3, 64, 8, kArgs_sellp_cuda, 10, nullptr,
     "cuda/spgen_spmv_sellp_b8_t8_u2_f64i32_cuda.cu", 0x765899016de12980ULL},
    {"spgen_spmv_sellp_c16_b16_v0_p0_cb16_g0_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams360, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v0_p0_cb16_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v0_p0_cb16_g0_f32i32_avx512.cpp", 0x42a7db147315dfb8ULL},
    {"spgen_spmv_sellp_c16_b16_v0_p0_cb16_g1_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams361, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v0_p0_cb16_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v0_p0_cb16_g1_f32i32_avx512.cpp", 0xf5befaff5422ca9bULL},
    {"spgen_spmv_sellp_c16_b16_v0_p0_cb8_g0_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams362, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v0_p0_cb8_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v0_p0_cb8_g0_f32i32_avx512.cpp", 0xc75a7fd4871a6cb4ULL},
    {"spgen_spmv_sellp_c16_b16_v0_p0_cb8_g1_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams363, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v0_p0_cb8_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v0_p0_cb8_g1_f32i32_avx512.cpp", 0x930bd8fd634578ffULL},
    {"spgen_spmv_sellp_c16_b16_v0_p1_cb16_g0_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams364, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v0_p1_cb16_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v0_p1_cb16_g0_f32i32_avx512.cpp", 0x8648ea5a6a768a4fULL},
    {"spgen_spmv_sellp_c16_b16_v0_p1_cb16_g1_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams365, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v0_p1_cb16_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v0_p1_cb16_g1_f32i32_avx512.cpp", 0xe761ad81eb0a4448ULL},
    {"spgen_spmv_sellp_c16_b16_v0_p1_cb8_g0_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams366, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v0_p1_cb8_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v0_p1_cb8_g0_f32i32_avx512.cpp", 0xbf6dc31901d8539eULL},
    {"spgen_spmv_sellp_c16_b16_v0_p1_cb8_g1_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams367, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v0_p1_cb8_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v0_p1_cb8_g1_f32i32_avx512.cpp", 0x75f2f8eae8205bbfULL},
    {"spgen_spmv_sellp_c16_b16_v16_p0_cb16_g0_f32i32_avx512", Op::spmv, "sellp_c16",
     Backend::avx512, ValueType::f32, IndexType::i32, kParams368, 5, 0, 0, kArgs_sellp_c16_avx512,
     21, &call_spgen_spmv_sellp_c16_b16_v16_p0_cb16_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v16_p0_cb16_g0_f32i32_avx512.cpp", 0x18b450dd6db8f313ULL},
    {"spgen_spmv_sellp_c16_b16_v16_p0_cb16_g1_f32i32_avx512", Op::spmv, "sellp_c16",
     Backend::avx512, ValueType::f32, IndexType::i32, kParams369, 5, 0, 0, kArgs_sellp_c16_avx512,
     21, &call_spgen_spmv_sellp_c16_b16_v16_p0_cb16_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v16_p0_cb16_g1_f32i32_avx512.cpp", 0x71c97458d4510a75ULL},
    {"spgen_spmv_sellp_c16_b16_v16_p0_cb8_g0_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams370, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v16_p0_cb8_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v16_p0_cb8_g0_f32i32_avx512.cpp", 0xdf5d2bb80e842635ULL},
    {"spgen_spmv_sellp_c16_b16_v16_p0_cb8_g1_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams371, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v16_p0_cb8_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v16_p0_cb8_g1_f32i32_avx512.cpp", 0x8db597e922f9d5d2ULL},
    {"spgen_spmv_sellp_c16_b16_v8_p0_cb16_g0_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams372, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v8_p0_cb16_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v8_p0_cb16_g0_f32i32_avx512.cpp", 0xa1a64590b25ab92dULL},
    {"spgen_spmv_sellp_c16_b16_v8_p0_cb16_g1_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams373, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v8_p0_cb16_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v8_p0_cb16_g1_f32i32_avx512.cpp", 0xe0d296ee37f18513ULL},
    {"spgen_spmv_sellp_c16_b16_v8_p0_cb8_g0_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams374, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v8_p0_cb8_g0_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v8_p0_cb8_g0_f32i32_avx512.cpp", 0x8f03a93d138c66e1ULL},
    {"spgen_spmv_sellp_c16_b16_v8_p0_cb8_g1_f32i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f32, IndexType::i32, kParams375, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b16_v8_p0_cb8_g1_f32i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b16_v8_p0_cb8_g1_f32i32_avx512.cpp", 0x4465e0e674768420ULL},
    {"spgen_spmv_sellp_c16_b32_t1_u1_r1_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams376, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t1_u1_r1_s1_v0_p0_cb16_f32i32_cuda.cu",
     0x114283c13058f5a1ULL},
    {"spgen_spmv_sellp_c16_b32_t1_u1_r1_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams377, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t1_u1_r1_s1_v0_p0_cb16_f64i32_cuda.cu",
     0xdc384739fe966297ULL},
    {"spgen_spmv_sellp_c16_b32_t1_u2_r1_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams378, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t1_u2_r1_s1_v0_p0_cb16_f32i32_cuda.cu",
     0xc07df1458f73b3bbULL},
    {"spgen_spmv_sellp_c16_b32_t1_u2_r1_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams379, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t1_u2_r1_s1_v0_p0_cb16_f64i32_cuda.cu",
     0x4e40258ba092f785ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u1_r1_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams380, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u1_r1_s1_v0_p0_cb16_f32i32_cuda.cu",
     0x0fb0aa22e11aafedULL},
    {"spgen_spmv_sellp_c16_b32_t2_u1_r1_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams381, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u1_r1_s1_v0_p0_cb16_f64i32_cuda.cu",
     0x8d9741af35e2b9eeULL},
    {"spgen_spmv_sellp_c16_b32_t2_u1_r2_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams382, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u1_r2_s1_v0_p0_cb16_f32i32_cuda.cu",
     0x9bd2098985e9d547ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u1_r2_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams383, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u1_r2_s1_v0_p0_cb16_f64i32_cuda.cu",
     0x405387b1f93d30ecULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r1_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams384, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r1_s1_v0_p0_cb16_f32i32_cuda.cu",
     0xa351e330348f5936ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r1_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams385, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r1_s1_v0_p0_cb16_f64i32_cuda.cu",
     0x08671d9d388669b3ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams386, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p0_cb16_f32i32_cuda.cu",
     0x2e3c558dae73be60ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams387, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p0_cb16_f64i32_cuda.cu",
     0x8c1d6272e9bf3d25ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p0_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams388, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p0_cb8_f32i32_cuda.cu",
     0x18353112a4111a65ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p0_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams389, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p0_cb8_f64i32_cuda.cu",
     0xafa6758853fa2ef5ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p1_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams390, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p1_cb16_f32i32_cuda.cu",
     0x061da334c4b9afb4ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p1_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams391, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p1_cb16_f64i32_cuda.cu",
     0x9efbe018391bbf5fULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p1_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams392, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p1_cb8_f32i32_cuda.cu",
     0x23f3d66102e5122cULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p1_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams393, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v0_p1_cb8_f64i32_cuda.cu",
     0xba59d0408a3626d9ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v16_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams394, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v16_p0_cb16_f32i32_cuda.cu",
     0x195b8b30d7d01d95ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v16_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams395, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v16_p0_cb16_f64i32_cuda.cu",
     0xcc99945e53a4880bULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v8_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams396, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v8_p0_cb16_f32i32_cuda.cu",
     0x8e25b585225dbd7cULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v8_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams397, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v8_p0_cb16_f64i32_cuda.cu",
     0x0de22a7116dd636eULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v8_p0_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams398, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v8_p0_cb8_f32i32_cuda.cu",
     0xa4704e6b9ca494dbULL},
    {"spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v8_p0_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams399, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u2_r2_s1_v8_p0_cb8_f64i32_cuda.cu",
     0x617206a35c1f1c29ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams400, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p0_cb16_f32i32_cuda.cu",
     0xcd4293e1d2f63873ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams401, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p0_cb16_f64i32_cuda.cu",
     0xe2a59a082e136a81ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p0_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams402, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p0_cb8_f32i32_cuda.cu",
     0xfa6d3a0a882fff89ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p0_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams403, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p0_cb8_f64i32_cuda.cu",
     0x420ba81b05c5bd97ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p1_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams404, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p1_cb16_f32i32_cuda.cu",
     0x1f0b717182537881ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p1_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams405, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p1_cb16_f64i32_cuda.cu",
     0x5d21e78ee5e01c09ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p1_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams406, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p1_cb8_f32i32_cuda.cu",
     0x6f2612096a0a2955ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p1_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams407, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v0_p1_cb8_f64i32_cuda.cu",
     0xd5a3575f3bd862d8ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v16_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams408, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v16_p0_cb16_f32i32_cuda.cu",
     0x7d045c625d062402ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v16_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams409, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v16_p0_cb16_f64i32_cuda.cu",
     0xcd96c37e81dad351ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v8_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams410, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v8_p0_cb16_f32i32_cuda.cu",
     0x75a7ca4eb4a79a2fULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v8_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams411, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v8_p0_cb16_f64i32_cuda.cu",
     0x770775b0b5ae2223ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v8_p0_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams412, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v8_p0_cb8_f32i32_cuda.cu",
     0xdd1d2ef2f1944496ULL},
    {"spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v8_p0_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams413, 8, 32, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t2_u4_r2_s1_v8_p0_cb8_f64i32_cuda.cu",
     0x633cb47d8b3cfc13ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u1_r1_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams414, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u1_r1_s1_v0_p0_cb16_f32i32_cuda.cu",
     0xdb7f190fd462b474ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u1_r1_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams415, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u1_r1_s1_v0_p0_cb16_f64i32_cuda.cu",
     0x7a59f2ad5d052110ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u1_r2_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams416, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u1_r2_s1_v0_p0_cb16_f32i32_cuda.cu",
     0x49d228c22f1416b5ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u1_r2_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams417, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u1_r2_s1_v0_p0_cb16_f64i32_cuda.cu",
     0xe345ce1b91c0a53fULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r1_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams418, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r1_s1_v0_p0_cb16_f32i32_cuda.cu",
     0x238792eedea7c450ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r1_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams419, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r1_s1_v0_p0_cb16_f64i32_cuda.cu",
     0xa0fd0cb936f717f0ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams420, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p0_cb16_f32i32_cuda.cu",
     0xe256b35ff851a89cULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams421, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p0_cb16_f64i32_cuda.cu",
     0x9f1fc83c7f3c48c3ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p0_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams422, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p0_cb8_f32i32_cuda.cu",
     0xa53f414339c9aa9fULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p0_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams423, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p0_cb8_f64i32_cuda.cu",
     0xb586f5b273b004efULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p1_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams424, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p1_cb16_f32i32_cuda.cu",
     0x3fe3e2270118eeebULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p1_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams425, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p1_cb16_f64i32_cuda.cu",
     0x65516905f3e25034ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p1_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams426, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p1_cb8_f32i32_cuda.cu",
     0x830208ea71587447ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p1_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams427, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v0_p1_cb8_f64i32_cuda.cu",
     0x1778209ddaf20613ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v16_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams428, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v16_p0_cb16_f32i32_cuda.cu",
     0x346a225ba2626d10ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v16_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams429, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v16_p0_cb16_f64i32_cuda.cu",
     0x119c9babaf288c29ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v8_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams430, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v8_p0_cb16_f32i32_cuda.cu",
     0xf3a2374c2c3007e2ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v8_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams431, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v8_p0_cb16_f64i32_cuda.cu",
     0x7122196563c49121ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v8_p0_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams432, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v8_p0_cb8_f32i32_cuda.cu",
     0xd9f1d8e52c697a43ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v8_p0_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams433, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s1_v8_p0_cb8_f64i32_cuda.cu",
     0x05a71fefc40498f4ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams434, 8, 128, 64, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p0_cb16_f32i32_cuda.cu",
     0x73e0d1a6636a8591ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams435, 8, 128, 64, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p0_cb16_f64i32_cuda.cu",
     0xd3a1e6828b08a204ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p1_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams436, 8, 128, 64, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p1_cb16_f32i32_cuda.cu",
     0xd24a0f9678a67447ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p1_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams437, 8, 128, 64, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v0_p1_cb16_f64i32_cuda.cu",
     0x4484180cc060d6a8ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v8_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams438, 8, 128, 64, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v8_p0_cb16_f32i32_cuda.cu",
     0x8d367cf0baf35330ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v8_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams439, 8, 128, 64, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s2_v8_p0_cb16_f64i32_cuda.cu",
     0x6edcaa25ebe872beULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams440, 8, 256, 128, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p0_cb16_f32i32_cuda.cu",
     0x9b18b35c9fb80fe5ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams441, 8, 256, 128, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p0_cb16_f64i32_cuda.cu",
     0xaa06523a86afde40ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p1_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams442, 8, 256, 128, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p1_cb16_f32i32_cuda.cu",
     0x41b0e995d026f51fULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p1_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams443, 8, 256, 128, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v0_p1_cb16_f64i32_cuda.cu",
     0xb718b86f442763d4ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v8_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams444, 8, 256, 128, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v8_p0_cb16_f32i32_cuda.cu",
     0x2e0c6c5515942c40ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v8_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams445, 8, 256, 128, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u2_r2_s4_v8_p0_cb16_f64i32_cuda.cu",
     0x555a94fa18423e5aULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams446, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p0_cb16_f32i32_cuda.cu",
     0x5d5201f63344bdf8ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams447, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p0_cb16_f64i32_cuda.cu",
     0xb7a9bb822d41d12aULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p0_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams448, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p0_cb8_f32i32_cuda.cu",
     0x77beb44333c358d0ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p0_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams449, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p0_cb8_f64i32_cuda.cu",
     0x9cc3732caa05a024ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p1_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams450, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p1_cb16_f32i32_cuda.cu",
     0x5627860f7aa14a39ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p1_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams451, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p1_cb16_f64i32_cuda.cu",
     0xb9bac7b1679321ffULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p1_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams452, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p1_cb8_f32i32_cuda.cu",
     0x134d03e622faeab0ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p1_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams453, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v0_p1_cb8_f64i32_cuda.cu",
     0xf9b4c7704e5a8d20ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v16_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams454, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v16_p0_cb16_f32i32_cuda.cu",
     0x4800b7fcf3e9d31aULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v16_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams455, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v16_p0_cb16_f64i32_cuda.cu",
     0xb756aecf437e3d22ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v8_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams456, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v8_p0_cb16_f32i32_cuda.cu",
     0x7847e343f6ca5333ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v8_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams457, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v8_p0_cb16_f64i32_cuda.cu",
     0x1a7250d12b2fabf0ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v8_p0_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams458, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v8_p0_cb8_f32i32_cuda.cu",
     0x4169d4ace43999e7ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v8_p0_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams459, 8, 64, 32, kArgs_sellp_c16_cuda, 20,
     nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s1_v8_p0_cb8_f64i32_cuda.cu",
     0x39be1b075ece3b07ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams460, 8, 128, 64, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p0_cb16_f32i32_cuda.cu",
     0x0ee5d687bba696e3ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams461, 8, 128, 64, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p0_cb16_f64i32_cuda.cu",
     0xf8df42b32bdafd88ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p1_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams462, 8, 128, 64, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p1_cb16_f32i32_cuda.cu",
     0x6d6999a75cb2a830ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p1_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams463, 8, 128, 64, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v0_p1_cb16_f64i32_cuda.cu",
     0xfd8dd660ab56aac7ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v8_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams464, 8, 128, 64, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v8_p0_cb16_f32i32_cuda.cu",
     0x11182b5374111da5ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v8_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams465, 8, 128, 64, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s2_v8_p0_cb16_f64i32_cuda.cu",
     0xb311db6c7ef44472ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams466, 8, 256, 128, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p0_cb16_f32i32_cuda.cu",
     0x9129f4603bb74294ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams467, 8, 256, 128, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p0_cb16_f64i32_cuda.cu",
     0x8d852af4b11a6aafULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p1_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams468, 8, 256, 128, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p1_cb16_f32i32_cuda.cu",
     0x39effc7da35cad7eULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p1_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams469, 8, 256, 128, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v0_p1_cb16_f64i32_cuda.cu",
     0x4e4328071a76c789ULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v8_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams470, 8, 256, 128, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v8_p0_cb16_f32i32_cuda.cu",
     0x7476f01d4f34c3baULL},
    {"spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v8_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams471, 8, 256, 128, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t4_u4_r2_s4_v8_p0_cb16_f64i32_cuda.cu",
     0x37cd6c694c68805eULL},
    {"spgen_spmv_sellp_c16_b32_t8_u1_r1_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams472, 8, 256, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u1_r1_s1_v0_p0_cb16_f32i32_cuda.cu",
     0x5db5f7659c1d005aULL},
    {"spgen_spmv_sellp_c16_b32_t8_u1_r1_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams473, 8, 256, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u1_r1_s1_v0_p0_cb16_f64i32_cuda.cu",
     0xd085d4a6e4ad046cULL},
    {"spgen_spmv_sellp_c16_b32_t8_u1_r2_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams474, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u1_r2_s1_v0_p0_cb16_f32i32_cuda.cu",
     0xd805b98f84ebb3daULL},
    {"spgen_spmv_sellp_c16_b32_t8_u1_r2_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams475, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u1_r2_s1_v0_p0_cb16_f64i32_cuda.cu",
     0xad76dd3f625b7e7aULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r1_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams476, 8, 256, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r1_s1_v0_p0_cb16_f32i32_cuda.cu",
     0x8857296c6816a4c8ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r1_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams477, 8, 256, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r1_s1_v0_p0_cb16_f64i32_cuda.cu",
     0xbdef4259096fd50dULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams478, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p0_cb16_f32i32_cuda.cu",
     0x2f76097b6ad90401ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams479, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p0_cb16_f64i32_cuda.cu",
     0x87808866369159d6ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p0_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams480, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p0_cb8_f32i32_cuda.cu",
     0x7e2b18fbc55a66a6ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p0_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams481, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p0_cb8_f64i32_cuda.cu",
     0xd9c5327167f423d7ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p1_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams482, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p1_cb16_f32i32_cuda.cu",
     0x5b96691f1c450623ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p1_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams483, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p1_cb16_f64i32_cuda.cu",
     0x5b312e1e272ea280ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p1_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams484, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p1_cb8_f32i32_cuda.cu",
     0x0e9f3768735f7057ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p1_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams485, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v0_p1_cb8_f64i32_cuda.cu",
     0xb74dbc8544af92b2ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v16_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams486, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v16_p0_cb16_f32i32_cuda.cu",
     0x8f7f9ebf03552dfdULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v16_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams487, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v16_p0_cb16_f64i32_cuda.cu",
     0x1ccb0046fea09128ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v8_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams488, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v8_p0_cb16_f32i32_cuda.cu",
     0x30556ccf860b46eaULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v8_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams489, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v8_p0_cb16_f64i32_cuda.cu",
     0xa424c672464c985aULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v8_p0_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams490, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v8_p0_cb8_f32i32_cuda.cu",
     0x329c1b8a043bf4ebULL},
    {"spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v8_p0_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams491, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u2_r2_s1_v8_p0_cb8_f64i32_cuda.cu",
     0xaf0d07d630df7277ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams492, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p0_cb16_f32i32_cuda.cu",
     0x758843549ac26828ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams493, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p0_cb16_f64i32_cuda.cu",
     0xa70390004fe89d8cULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p0_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams494, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p0_cb8_f32i32_cuda.cu",
     0xfaeee94c4820e32cULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p0_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams495, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p0_cb8_f64i32_cuda.cu",
     0x4af97bf9e8134191ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p1_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams496, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p1_cb16_f32i32_cuda.cu",
     0x4c922417a81acd34ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p1_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams497, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p1_cb16_f64i32_cuda.cu",
     0x281d57e54079d005ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p1_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams498, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p1_cb8_f32i32_cuda.cu",
     0xabf6b0c5eb8f0c65ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p1_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams499, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v0_p1_cb8_f64i32_cuda.cu",
     0xf9e171945360db93ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v16_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams500, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v16_p0_cb16_f32i32_cuda.cu",
     0x0537437c6c412131ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v16_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams501, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v16_p0_cb16_f64i32_cuda.cu",
     0x9ebdc38761ddf4a4ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v8_p0_cb16_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams502, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v8_p0_cb16_f32i32_cuda.cu",
     0xa922d97b200b7417ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v8_p0_cb16_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams503, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v8_p0_cb16_f64i32_cuda.cu",
     0x7463401e9b1f2c6bULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v8_p0_cb8_f32i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f32, IndexType::i32, kParams504, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v8_p0_cb8_f32i32_cuda.cu",
     0x29d5bcfa213f3c94ULL},
    {"spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v8_p0_cb8_f64i32_cuda", Op::spmv, "sellp_c16",
     Backend::cuda, ValueType::f64, IndexType::i32, kParams505, 8, 128, 32, kArgs_sellp_c16_cuda,
     20, nullptr, "cuda/spgen_spmv_sellp_c16_b32_t8_u4_r2_s1_v8_p0_cb8_f64i32_cuda.cu",
     0x591c2f125cc99a77ULL},
    {"spgen_spmv_sellp_c16_b8_v0_p0_cb16_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams506, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v0_p0_cb16_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v0_p0_cb16_g0_f64i32_avx512.cpp", 0x7d8d2aa5c884bad9ULL},
    {"spgen_spmv_sellp_c16_b8_v0_p0_cb16_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams507, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v0_p0_cb16_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v0_p0_cb16_g1_f64i32_avx512.cpp", 0xcef9c3f5738608ceULL},
    {"spgen_spmv_sellp_c16_b8_v0_p0_cb8_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams508, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v0_p0_cb8_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v0_p0_cb8_g0_f64i32_avx512.cpp", 0x9db95f3216f34ff1ULL},
    {"spgen_spmv_sellp_c16_b8_v0_p0_cb8_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams509, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v0_p0_cb8_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v0_p0_cb8_g1_f64i32_avx512.cpp", 0xaf6f3d671826ecc8ULL},
    {"spgen_spmv_sellp_c16_b8_v0_p1_cb16_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams510, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v0_p1_cb16_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v0_p1_cb16_g0_f64i32_avx512.cpp", 0xa0b6455da77665aaULL},
    {"spgen_spmv_sellp_c16_b8_v0_p1_cb16_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams511, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v0_p1_cb16_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v0_p1_cb16_g1_f64i32_avx512.cpp", 0x464e06f797652a1aULL},
    {"spgen_spmv_sellp_c16_b8_v0_p1_cb8_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams512, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v0_p1_cb8_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v0_p1_cb8_g0_f64i32_avx512.cpp", 0x92ef202714a93a71ULL},
    {"spgen_spmv_sellp_c16_b8_v0_p1_cb8_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams513, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v0_p1_cb8_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v0_p1_cb8_g1_f64i32_avx512.cpp", 0xa9da3630d89f426bULL},
    {"spgen_spmv_sellp_c16_b8_v16_p0_cb16_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams514, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v16_p0_cb16_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v16_p0_cb16_g0_f64i32_avx512.cpp", 0xf8061d06764d350fULL},
    {"spgen_spmv_sellp_c16_b8_v16_p0_cb16_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams515, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v16_p0_cb16_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v16_p0_cb16_g1_f64i32_avx512.cpp", 0xc7a597c696edfcdaULL},
    {"spgen_spmv_sellp_c16_b8_v16_p0_cb8_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams516, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v16_p0_cb8_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v16_p0_cb8_g0_f64i32_avx512.cpp", 0xd6a6b2594d30e5c9ULL},
    {"spgen_spmv_sellp_c16_b8_v16_p0_cb8_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams517, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v16_p0_cb8_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v16_p0_cb8_g1_f64i32_avx512.cpp", 0x17f2f709d5bcf41fULL},
    {"spgen_spmv_sellp_c16_b8_v8_p0_cb16_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams518, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v8_p0_cb16_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v8_p0_cb16_g0_f64i32_avx512.cpp", 0x3b998ea6c7da347dULL},
    {"spgen_spmv_sellp_c16_b8_v8_p0_cb16_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams519, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v8_p0_cb16_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v8_p0_cb16_g1_f64i32_avx512.cpp", 0x67e4c27b4b55b7d8ULL},
    {"spgen_spmv_sellp_c16_b8_v8_p0_cb8_g0_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams520, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v8_p0_cb8_g0_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v8_p0_cb8_g0_f64i32_avx512.cpp", 0x47587afa14d0c983ULL},
    {"spgen_spmv_sellp_c16_b8_v8_p0_cb8_g1_f64i32_avx512", Op::spmv, "sellp_c16", Backend::avx512,
     ValueType::f64, IndexType::i32, kParams521, 5, 0, 0, kArgs_sellp_c16_avx512, 21,
     &call_spgen_spmv_sellp_c16_b8_v8_p0_cb8_g1_f64i32_avx512,
     "avx512/spgen_spmv_sellp_c16_b8_v8_p0_cb8_g1_f64i32_avx512.cpp", 0xe8d2ce057289f19dULL},
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
