// generated — do not edit. Written by spgen-gen from the files below; change those and run the
// spgen_regenerate target instead.
// declarations of the AVX-512 instances
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

#pragma once

#include <cstdint>

namespace spgen::generated {

void spgen_spmm_csr_kv1_f32i32_avx512(std::int32_t row_begin, std::int32_t row_end,
                                      const std::int32_t* row_ptr, const std::int32_t* col_idx,
                                      const float* values, std::int32_t k, const float* x,
                                      std::int32_t ldx, float* y, std::int32_t ldy, float alpha,
                                      float beta);
void spgen_spmm_csr_kv1_f32i64_avx512(std::int64_t row_begin, std::int64_t row_end,
                                      const std::int64_t* row_ptr, const std::int64_t* col_idx,
                                      const float* values, std::int64_t k, const float* x,
                                      std::int64_t ldx, float* y, std::int64_t ldy, float alpha,
                                      float beta);
void spgen_spmm_csr_kv1_f64i32_avx512(std::int32_t row_begin, std::int32_t row_end,
                                      const std::int32_t* row_ptr, const std::int32_t* col_idx,
                                      const double* values, std::int32_t k, const double* x,
                                      std::int32_t ldx, double* y, std::int32_t ldy, double alpha,
                                      double beta);
void spgen_spmm_csr_kv1_f64i64_avx512(std::int64_t row_begin, std::int64_t row_end,
                                      const std::int64_t* row_ptr, const std::int64_t* col_idx,
                                      const double* values, std::int64_t k, const double* x,
                                      std::int64_t ldx, double* y, std::int64_t ldy, double alpha,
                                      double beta);
void spgen_spmm_csr_kv2_f32i32_avx512(std::int32_t row_begin, std::int32_t row_end,
                                      const std::int32_t* row_ptr, const std::int32_t* col_idx,
                                      const float* values, std::int32_t k, const float* x,
                                      std::int32_t ldx, float* y, std::int32_t ldy, float alpha,
                                      float beta);
void spgen_spmm_csr_kv2_f32i64_avx512(std::int64_t row_begin, std::int64_t row_end,
                                      const std::int64_t* row_ptr, const std::int64_t* col_idx,
                                      const float* values, std::int64_t k, const float* x,
                                      std::int64_t ldx, float* y, std::int64_t ldy, float alpha,
                                      float beta);
void spgen_spmm_csr_kv2_f64i32_avx512(std::int32_t row_begin, std::int32_t row_end,
                                      const std::int32_t* row_ptr, const std::int32_t* col_idx,
                                      const double* values, std::int32_t k, const double* x,
                                      std::int32_t ldx, double* y, std::int32_t ldy, double alpha,
                                      double beta);
void spgen_spmm_csr_kv2_f64i64_avx512(std::int64_t row_begin, std::int64_t row_end,
                                      const std::int64_t* row_ptr, const std::int64_t* col_idx,
                                      const double* values, std::int64_t k, const double* x,
                                      std::int64_t ldx, double* y, std::int64_t ldy, double alpha,
                                      double beta);
void spgen_spmm_csr_kv4_f32i32_avx512(std::int32_t row_begin, std::int32_t row_end,
                                      const std::int32_t* row_ptr, const std::int32_t* col_idx,
                                      const float* values, std::int32_t k, const float* x,
                                      std::int32_t ldx, float* y, std::int32_t ldy, float alpha,
                                      float beta);
void spgen_spmm_csr_kv4_f32i64_avx512(std::int64_t row_begin, std::int64_t row_end,
                                      const std::int64_t* row_ptr, const std::int64_t* col_idx,
                                      const float* values, std::int64_t k, const float* x,
                                      std::int64_t ldx, float* y, std::int64_t ldy, float alpha,
                                      float beta);
void spgen_spmm_csr_kv4_f64i32_avx512(std::int32_t row_begin, std::int32_t row_end,
                                      const std::int32_t* row_ptr, const std::int32_t* col_idx,
                                      const double* values, std::int32_t k, const double* x,
                                      std::int32_t ldx, double* y, std::int32_t ldy, double alpha,
                                      double beta);
void spgen_spmm_csr_kv4_f64i64_avx512(std::int64_t row_begin, std::int64_t row_end,
                                      const std::int64_t* row_ptr, const std::int64_t* col_idx,
                                      const double* values, std::int64_t k, const double* x,
                                      std::int64_t ldx, double* y, std::int64_t ldy, double alpha,
                                      double beta);
void spgen_spmm_sellp_b8_kv1_f32i32_avx512(std::int32_t slice_begin, std::int32_t slice_end,
                                           std::int32_t nrows, const std::int32_t* slice_ptr,
                                           const std::int32_t* col_idx, const float* values,
                                           const std::int32_t* row_perm, std::int32_t k,
                                           const float* x, std::int32_t ldx, float* y,
                                           std::int32_t ldy, float alpha, float beta);
void spgen_spmm_sellp_b8_kv1_f32i64_avx512(std::int64_t slice_begin, std::int64_t slice_end,
                                           std::int64_t nrows, const std::int64_t* slice_ptr,
                                           const std::int64_t* col_idx, const float* values,
                                           const std::int64_t* row_perm, std::int64_t k,
                                           const float* x, std::int64_t ldx, float* y,
                                           std::int64_t ldy, float alpha, float beta);
void spgen_spmm_sellp_b8_kv1_f64i32_avx512(std::int32_t slice_begin, std::int32_t slice_end,
                                           std::int32_t nrows, const std::int32_t* slice_ptr,
                                           const std::int32_t* col_idx, const double* values,
                                           const std::int32_t* row_perm, std::int32_t k,
                                           const double* x, std::int32_t ldx, double* y,
                                           std::int32_t ldy, double alpha, double beta);
void spgen_spmm_sellp_b8_kv1_f64i64_avx512(std::int64_t slice_begin, std::int64_t slice_end,
                                           std::int64_t nrows, const std::int64_t* slice_ptr,
                                           const std::int64_t* col_idx, const double* values,
                                           const std::int64_t* row_perm, std::int64_t k,
                                           const double* x, std::int64_t ldx, double* y,
                                           std::int64_t ldy, double alpha, double beta);
void spgen_spmm_sellp_b8_kv2_f32i32_avx512(std::int32_t slice_begin, std::int32_t slice_end,
                                           std::int32_t nrows, const std::int32_t* slice_ptr,
                                           const std::int32_t* col_idx, const float* values,
                                           const std::int32_t* row_perm, std::int32_t k,
                                           const float* x, std::int32_t ldx, float* y,
                                           std::int32_t ldy, float alpha, float beta);
void spgen_spmm_sellp_b8_kv2_f32i64_avx512(std::int64_t slice_begin, std::int64_t slice_end,
                                           std::int64_t nrows, const std::int64_t* slice_ptr,
                                           const std::int64_t* col_idx, const float* values,
                                           const std::int64_t* row_perm, std::int64_t k,
                                           const float* x, std::int64_t ldx, float* y,
                                           std::int64_t ldy, float alpha, float beta);
void spgen_spmm_sellp_b8_kv2_f64i32_avx512(std::int32_t slice_begin, std::int32_t slice_end,
                                           std::int32_t nrows, const std::int32_t* slice_ptr,
                                           const std::int32_t* col_idx, const double* values,
                                           const std::int32_t* row_perm, std::int32_t k,
                                           const double* x, std::int32_t ldx, double* y,
                                           std::int32_t ldy, double alpha, double beta);
void spgen_spmm_sellp_b8_kv2_f64i64_avx512(std::int64_t slice_begin, std::int64_t slice_end,
                                           std::int64_t nrows, const std::int64_t* slice_ptr,
                                           const std::int64_t* col_idx, const double* values,
                                           const std::int64_t* row_perm, std::int64_t k,
                                           const double* x, std::int64_t ldx, double* y,
                                           std::int64_t ldy, double alpha, double beta);
void spgen_spmm_sellp_b8_kv4_f32i32_avx512(std::int32_t slice_begin, std::int32_t slice_end,
                                           std::int32_t nrows, const std::int32_t* slice_ptr,
                                           const std::int32_t* col_idx, const float* values,
                                           const std::int32_t* row_perm, std::int32_t k,
                                           const float* x, std::int32_t ldx, float* y,
                                           std::int32_t ldy, float alpha, float beta);
void spgen_spmm_sellp_b8_kv4_f32i64_avx512(std::int64_t slice_begin, std::int64_t slice_end,
                                           std::int64_t nrows, const std::int64_t* slice_ptr,
                                           const std::int64_t* col_idx, const float* values,
                                           const std::int64_t* row_perm, std::int64_t k,
                                           const float* x, std::int64_t ldx, float* y,
                                           std::int64_t ldy, float alpha, float beta);
void spgen_spmm_sellp_b8_kv4_f64i32_avx512(std::int32_t slice_begin, std::int32_t slice_end,
                                           std::int32_t nrows, const std::int32_t* slice_ptr,
                                           const std::int32_t* col_idx, const double* values,
                                           const std::int32_t* row_perm, std::int32_t k,
                                           const double* x, std::int32_t ldx, double* y,
                                           std::int32_t ldy, double alpha, double beta);
void spgen_spmm_sellp_b8_kv4_f64i64_avx512(std::int64_t slice_begin, std::int64_t slice_end,
                                           std::int64_t nrows, const std::int64_t* slice_ptr,
                                           const std::int64_t* col_idx, const double* values,
                                           const std::int64_t* row_perm, std::int64_t k,
                                           const double* x, std::int64_t ldx, double* y,
                                           std::int64_t ldy, double alpha, double beta);
void spgen_spmm_t_colpanel_w64_kv1_f32i32_avx512(std::int32_t panel_begin, std::int32_t panel_end,
                                                 const std::int32_t* panel_ptr,
                                                 const std::int32_t* ent_row,
                                                 const unsigned char* ent_col, const float* values,
                                                 std::int32_t ncols, std::int32_t k, const float* x,
                                                 std::int32_t ldx, float* y, std::int32_t ldy,
                                                 float alpha, float beta);
void spgen_spmm_t_colpanel_w64_kv1_f32i64_avx512(std::int64_t panel_begin, std::int64_t panel_end,
                                                 const std::int64_t* panel_ptr,
                                                 const std::int64_t* ent_row,
                                                 const unsigned char* ent_col, const float* values,
                                                 std::int64_t ncols, std::int64_t k, const float* x,
                                                 std::int64_t ldx, float* y, std::int64_t ldy,
                                                 float alpha, float beta);
void spgen_spmm_t_colpanel_w64_kv1_f64i32_avx512(std::int32_t panel_begin, std::int32_t panel_end,
                                                 const std::int32_t* panel_ptr,
                                                 const std::int32_t* ent_row,
                                                 const unsigned char* ent_col, const double* values,
                                                 std::int32_t ncols, std::int32_t k,
                                                 const double* x, std::int32_t ldx, double* y,
                                                 std::int32_t ldy, double alpha, double beta);
void spgen_spmm_t_colpanel_w64_kv1_f64i64_avx512(std::int64_t panel_begin, std::int64_t panel_end,
                                                 const std::int64_t* panel_ptr,
                                                 const std::int64_t* ent_row,
                                                 const unsigned char* ent_col, const double* values,
                                                 std::int64_t ncols, std::int64_t k,
                                                 const double* x, std::int64_t ldx, double* y,
                                                 std::int64_t ldy, double alpha, double beta);
void spgen_spmm_t_colpanel_w64_kv2_f32i32_avx512(std::int32_t panel_begin, std::int32_t panel_end,
                                                 const std::int32_t* panel_ptr,
                                                 const std::int32_t* ent_row,
                                                 const unsigned char* ent_col, const float* values,
                                                 std::int32_t ncols, std::int32_t k, const float* x,
                                                 std::int32_t ldx, float* y, std::int32_t ldy,
                                                 float alpha, float beta);
void spgen_spmm_t_colpanel_w64_kv2_f32i64_avx512(std::int64_t panel_begin, std::int64_t panel_end,
                                                 const std::int64_t* panel_ptr,
                                                 const std::int64_t* ent_row,
                                                 const unsigned char* ent_col, const float* values,
                                                 std::int64_t ncols, std::int64_t k, const float* x,
                                                 std::int64_t ldx, float* y, std::int64_t ldy,
                                                 float alpha, float beta);
void spgen_spmm_t_colpanel_w64_kv2_f64i32_avx512(std::int32_t panel_begin, std::int32_t panel_end,
                                                 const std::int32_t* panel_ptr,
                                                 const std::int32_t* ent_row,
                                                 const unsigned char* ent_col, const double* values,
                                                 std::int32_t ncols, std::int32_t k,
                                                 const double* x, std::int32_t ldx, double* y,
                                                 std::int32_t ldy, double alpha, double beta);
void spgen_spmm_t_colpanel_w64_kv2_f64i64_avx512(std::int64_t panel_begin, std::int64_t panel_end,
                                                 const std::int64_t* panel_ptr,
                                                 const std::int64_t* ent_row,
                                                 const unsigned char* ent_col, const double* values,
                                                 std::int64_t ncols, std::int64_t k,
                                                 const double* x, std::int64_t ldx, double* y,
                                                 std::int64_t ldy, double alpha, double beta);
void spgen_spmm_t_colpanel_w64_kv4_f32i32_avx512(std::int32_t panel_begin, std::int32_t panel_end,
                                                 const std::int32_t* panel_ptr,
                                                 const std::int32_t* ent_row,
                                                 const unsigned char* ent_col, const float* values,
                                                 std::int32_t ncols, std::int32_t k, const float* x,
                                                 std::int32_t ldx, float* y, std::int32_t ldy,
                                                 float alpha, float beta);
void spgen_spmm_t_colpanel_w64_kv4_f32i64_avx512(std::int64_t panel_begin, std::int64_t panel_end,
                                                 const std::int64_t* panel_ptr,
                                                 const std::int64_t* ent_row,
                                                 const unsigned char* ent_col, const float* values,
                                                 std::int64_t ncols, std::int64_t k, const float* x,
                                                 std::int64_t ldx, float* y, std::int64_t ldy,
                                                 float alpha, float beta);
void spgen_spmm_t_colpanel_w64_kv4_f64i32_avx512(std::int32_t panel_begin, std::int32_t panel_end,
                                                 const std::int32_t* panel_ptr,
                                                 const std::int32_t* ent_row,
                                                 const unsigned char* ent_col, const double* values,
                                                 std::int32_t ncols, std::int32_t k,
                                                 const double* x, std::int32_t ldx, double* y,
                                                 std::int32_t ldy, double alpha, double beta);
void spgen_spmm_t_colpanel_w64_kv4_f64i64_avx512(std::int64_t panel_begin, std::int64_t panel_end,
                                                 const std::int64_t* panel_ptr,
                                                 const std::int64_t* ent_row,
                                                 const unsigned char* ent_col, const double* values,
                                                 std::int64_t ncols, std::int64_t k,
                                                 const double* x, std::int64_t ldx, double* y,
                                                 std::int64_t ldy, double alpha, double beta);
void spgen_spmv_axc_w16_f32i32_avx512(std::int32_t row_begin, std::int32_t row_end,
                                      const std::int32_t* row_ptr, const std::int32_t* ax_col,
                                      float* ax, const float* x, float* y, float alpha, float beta);
void spgen_spmv_axc_w8_f64i32_avx512(std::int32_t row_begin, std::int32_t row_end,
                                     const std::int32_t* row_ptr, const std::int32_t* ax_col,
                                     double* ax, const double* x, double* y, double alpha,
                                     double beta);
void spgen_spmv_axc_w8_f64i64_avx512(std::int64_t row_begin, std::int64_t row_end,
                                     const std::int64_t* row_ptr, const std::int64_t* ax_col,
                                     double* ax, const double* x, double* y, double alpha,
                                     double beta);
void spgen_spmv_axt_ch1_w16_h1_f32i32_avx512(std::int32_t unit_begin, std::int32_t unit_end,
                                             const std::int32_t* unit_ptr,
                                             std::int32_t segment_shift, const std::int32_t* hdr,
                                             const std::int32_t* ax_col, float* ax, const float* x,
                                             float* y, float alpha, float beta);
void spgen_spmv_axt_ch1_w8_h1_f64i32_avx512(std::int32_t unit_begin, std::int32_t unit_end,
                                            const std::int32_t* unit_ptr,
                                            std::int32_t segment_shift, const std::int32_t* hdr,
                                            const std::int32_t* ax_col, double* ax, const double* x,
                                            double* y, double alpha, double beta);
void spgen_spmv_axt_ch1_w8_h1_f64i64_avx512(std::int64_t unit_begin, std::int64_t unit_end,
                                            const std::int64_t* unit_ptr,
                                            std::int64_t segment_shift, const std::int64_t* hdr,
                                            const std::int64_t* ax_col, double* ax, const double* x,
                                            double* y, double alpha, double beta);
void spgen_spmv_axt_ch_w16_h64_f32i32_avx512(std::int32_t unit_begin, std::int32_t unit_end,
                                             const std::int32_t* unit_ptr,
                                             std::int32_t segment_shift, const std::int32_t* hdr,
                                             const std::int32_t* ax_col, float* ax, const float* x,
                                             float* y, float alpha, float beta);
void spgen_spmv_axt_ch_w16_h8_f32i32_avx512(std::int32_t unit_begin, std::int32_t unit_end,
                                            const std::int32_t* unit_ptr,
                                            std::int32_t segment_shift, const std::int32_t* hdr,
                                            const std::int32_t* ax_col, float* ax, const float* x,
                                            float* y, float alpha, float beta);
void spgen_spmv_axt_ch_w8_h64_f64i32_avx512(std::int32_t unit_begin, std::int32_t unit_end,
                                            const std::int32_t* unit_ptr,
                                            std::int32_t segment_shift, const std::int32_t* hdr,
                                            const std::int32_t* ax_col, double* ax, const double* x,
                                            double* y, double alpha, double beta);
void spgen_spmv_axt_ch_w8_h8_f64i32_avx512(std::int32_t unit_begin, std::int32_t unit_end,
                                           const std::int32_t* unit_ptr, std::int32_t segment_shift,
                                           const std::int32_t* hdr, const std::int32_t* ax_col,
                                           double* ax, const double* x, double* y, double alpha,
                                           double beta);
void spgen_spmv_axt_ch_w8_h8_f64i64_avx512(std::int64_t unit_begin, std::int64_t unit_end,
                                           const std::int64_t* unit_ptr, std::int64_t segment_shift,
                                           const std::int64_t* hdr, const std::int64_t* ax_col,
                                           double* ax, const double* x, double* y, double alpha,
                                           double beta);
void spgen_spmv_axt_uh1_w16_h1_f32i32_avx512(std::int32_t unit_begin, std::int32_t unit_end,
                                             const std::int32_t* unit_ptr,
                                             const std::int32_t* seg_row,
                                             const std::int32_t* ax_col, float* ax, const float* x,
                                             float* y, float alpha, float beta);
void spgen_spmv_axt_uh1_w8_h1_f64i32_avx512(std::int32_t unit_begin, std::int32_t unit_end,
                                            const std::int32_t* unit_ptr,
                                            const std::int32_t* seg_row, const std::int32_t* ax_col,
                                            double* ax, const double* x, double* y, double alpha,
                                            double beta);
void spgen_spmv_axt_uh1_w8_h1_f64i64_avx512(std::int64_t unit_begin, std::int64_t unit_end,
                                            const std::int64_t* unit_ptr,
                                            const std::int64_t* seg_row, const std::int64_t* ax_col,
                                            double* ax, const double* x, double* y, double alpha,
                                            double beta);
void spgen_spmv_axt_uh_w16_h4_f32i32_avx512(std::int32_t unit_begin, std::int32_t unit_end,
                                            const std::int32_t* unit_ptr,
                                            const std::int32_t* seg_row, const std::int32_t* ax_col,
                                            float* ax, const float* x, float* y, float alpha,
                                            float beta);
void spgen_spmv_axt_uh_w16_h8_f32i32_avx512(std::int32_t unit_begin, std::int32_t unit_end,
                                            const std::int32_t* unit_ptr,
                                            const std::int32_t* seg_row, const std::int32_t* ax_col,
                                            float* ax, const float* x, float* y, float alpha,
                                            float beta);
void spgen_spmv_axt_uh_w8_h4_f64i32_avx512(std::int32_t unit_begin, std::int32_t unit_end,
                                           const std::int32_t* unit_ptr,
                                           const std::int32_t* seg_row, const std::int32_t* ax_col,
                                           double* ax, const double* x, double* y, double alpha,
                                           double beta);
void spgen_spmv_axt_uh_w8_h4_f64i64_avx512(std::int64_t unit_begin, std::int64_t unit_end,
                                           const std::int64_t* unit_ptr,
                                           const std::int64_t* seg_row, const std::int64_t* ax_col,
                                           double* ax, const double* x, double* y, double alpha,
                                           double beta);
void spgen_spmv_axt_uh_w8_h8_f64i32_avx512(std::int32_t unit_begin, std::int32_t unit_end,
                                           const std::int32_t* unit_ptr,
                                           const std::int32_t* seg_row, const std::int32_t* ax_col,
                                           double* ax, const double* x, double* y, double alpha,
                                           double beta);
void spgen_spmv_coo_f32i32_avx512(std::int32_t chunk_begin, std::int32_t chunk_end,
                                  const std::int32_t* chunk_ptr, const std::int32_t* row_idx,
                                  const std::int32_t* col_idx, const float* values, const float* x,
                                  float* y, float alpha, float beta);
void spgen_spmv_coo_f32i64_avx512(std::int64_t chunk_begin, std::int64_t chunk_end,
                                  const std::int64_t* chunk_ptr, const std::int64_t* row_idx,
                                  const std::int64_t* col_idx, const float* values, const float* x,
                                  float* y, float alpha, float beta);
void spgen_spmv_coo_f64i32_avx512(std::int32_t chunk_begin, std::int32_t chunk_end,
                                  const std::int32_t* chunk_ptr, const std::int32_t* row_idx,
                                  const std::int32_t* col_idx, const double* values,
                                  const double* x, double* y, double alpha, double beta);
void spgen_spmv_coo_f64i64_avx512(std::int64_t chunk_begin, std::int64_t chunk_end,
                                  const std::int64_t* chunk_ptr, const std::int64_t* row_idx,
                                  const std::int64_t* col_idx, const double* values,
                                  const double* x, double* y, double alpha, double beta);
void spgen_spmv_csr_g0_f32i32_avx512(std::int32_t row_begin, std::int32_t row_end,
                                     const std::int32_t* row_ptr, const std::int32_t* col_idx,
                                     const float* values, const float* x, float* y, float alpha,
                                     float beta);
void spgen_spmv_csr_g0_f32i64_avx512(std::int64_t row_begin, std::int64_t row_end,
                                     const std::int64_t* row_ptr, const std::int64_t* col_idx,
                                     const float* values, const float* x, float* y, float alpha,
                                     float beta);
void spgen_spmv_csr_g0_f64i32_avx512(std::int32_t row_begin, std::int32_t row_end,
                                     const std::int32_t* row_ptr, const std::int32_t* col_idx,
                                     const double* values, const double* x, double* y, double alpha,
                                     double beta);
void spgen_spmv_csr_g0_f64i64_avx512(std::int64_t row_begin, std::int64_t row_end,
                                     const std::int64_t* row_ptr, const std::int64_t* col_idx,
                                     const double* values, const double* x, double* y, double alpha,
                                     double beta);
void spgen_spmv_csr_g1_f32i32_avx512(std::int32_t row_begin, std::int32_t row_end,
                                     const std::int32_t* row_ptr, const std::int32_t* col_idx,
                                     const float* values, const float* x, float* y, float alpha,
                                     float beta);
void spgen_spmv_csr_g1_f32i64_avx512(std::int64_t row_begin, std::int64_t row_end,
                                     const std::int64_t* row_ptr, const std::int64_t* col_idx,
                                     const float* values, const float* x, float* y, float alpha,
                                     float beta);
void spgen_spmv_csr_g1_f64i32_avx512(std::int32_t row_begin, std::int32_t row_end,
                                     const std::int32_t* row_ptr, const std::int32_t* col_idx,
                                     const double* values, const double* x, double* y, double alpha,
                                     double beta);
void spgen_spmv_csr_g1_f64i64_avx512(std::int64_t row_begin, std::int64_t row_end,
                                     const std::int64_t* row_ptr, const std::int64_t* col_idx,
                                     const double* values, const double* x, double* y, double alpha,
                                     double beta);
void spgen_spmv_ell_g0_f32i32_avx512(std::int32_t row_begin, std::int32_t row_end,
                                     std::int32_t nrows, std::int32_t width,
                                     const std::int32_t* col_idx, const float* values,
                                     const float* x, float* y, float alpha, float beta);
void spgen_spmv_ell_g0_f64i32_avx512(std::int32_t row_begin, std::int32_t row_end,
                                     std::int32_t nrows, std::int32_t width,
                                     const std::int32_t* col_idx, const double* values,
                                     const double* x, double* y, double alpha, double beta);
void spgen_spmv_ell_g0_f64i64_avx512(std::int64_t row_begin, std::int64_t row_end,
                                     std::int64_t nrows, std::int64_t width,
                                     const std::int64_t* col_idx, const double* values,
                                     const double* x, double* y, double alpha, double beta);
void spgen_spmv_ell_g1_f32i32_avx512(std::int32_t row_begin, std::int32_t row_end,
                                     std::int32_t nrows, std::int32_t width,
                                     const std::int32_t* col_idx, const float* values,
                                     const float* x, float* y, float alpha, float beta);
void spgen_spmv_ell_g1_f64i32_avx512(std::int32_t row_begin, std::int32_t row_end,
                                     std::int32_t nrows, std::int32_t width,
                                     const std::int32_t* col_idx, const double* values,
                                     const double* x, double* y, double alpha, double beta);
void spgen_spmv_ellr_g0_f32i32_avx512(std::int32_t row_begin, std::int32_t row_end,
                                      std::int32_t nrows, const std::int32_t* row_len,
                                      const std::int32_t* col_idx, const float* values,
                                      const float* x, float* y, float alpha, float beta);
void spgen_spmv_ellr_g0_f32i64_avx512(std::int64_t row_begin, std::int64_t row_end,
                                      std::int64_t nrows, const std::int64_t* row_len,
                                      const std::int64_t* col_idx, const float* values,
                                      const float* x, float* y, float alpha, float beta);
void spgen_spmv_ellr_g0_f64i32_avx512(std::int32_t row_begin, std::int32_t row_end,
                                      std::int32_t nrows, const std::int32_t* row_len,
                                      const std::int32_t* col_idx, const double* values,
                                      const double* x, double* y, double alpha, double beta);
void spgen_spmv_ellr_g0_f64i64_avx512(std::int64_t row_begin, std::int64_t row_end,
                                      std::int64_t nrows, const std::int64_t* row_len,
                                      const std::int64_t* col_idx, const double* values,
                                      const double* x, double* y, double alpha, double beta);
void spgen_spmv_ellr_g1_f32i32_avx512(std::int32_t row_begin, std::int32_t row_end,
                                      std::int32_t nrows, const std::int32_t* row_len,
                                      const std::int32_t* col_idx, const float* values,
                                      const float* x, float* y, float alpha, float beta);
void spgen_spmv_ellr_g1_f64i32_avx512(std::int32_t row_begin, std::int32_t row_end,
                                      std::int32_t nrows, const std::int32_t* row_len,
                                      const std::int32_t* col_idx, const double* values,
                                      const double* x, double* y, double alpha, double beta);
void spgen_spmv_hyb_g0_f32i32_avx512(std::int32_t row_begin, std::int32_t row_end,
                                     std::int32_t nrows, std::int32_t width,
                                     const std::int32_t* ell_col, const float* ell_val,
                                     const std::int32_t* ell_split,
                                     const std::int32_t* split_coo_ptr, const std::int32_t* coo_col,
                                     const float* coo_val, const float* x, float* y, float alpha,
                                     float beta);
void spgen_spmv_hyb_g0_f32i64_avx512(std::int64_t row_begin, std::int64_t row_end,
                                     std::int64_t nrows, std::int64_t width,
                                     const std::int64_t* ell_col, const float* ell_val,
                                     const std::int64_t* ell_split,
                                     const std::int64_t* split_coo_ptr, const std::int64_t* coo_col,
                                     const float* coo_val, const float* x, float* y, float alpha,
                                     float beta);
void spgen_spmv_hyb_g0_f64i32_avx512(std::int32_t row_begin, std::int32_t row_end,
                                     std::int32_t nrows, std::int32_t width,
                                     const std::int32_t* ell_col, const double* ell_val,
                                     const std::int32_t* ell_split,
                                     const std::int32_t* split_coo_ptr, const std::int32_t* coo_col,
                                     const double* coo_val, const double* x, double* y,
                                     double alpha, double beta);
void spgen_spmv_hyb_g0_f64i64_avx512(std::int64_t row_begin, std::int64_t row_end,
                                     std::int64_t nrows, std::int64_t width,
                                     const std::int64_t* ell_col, const double* ell_val,
                                     const std::int64_t* ell_split,
                                     const std::int64_t* split_coo_ptr, const std::int64_t* coo_col,
                                     const double* coo_val, const double* x, double* y,
                                     double alpha, double beta);
void spgen_spmv_hyb_g1_f32i32_avx512(std::int32_t row_begin, std::int32_t row_end,
                                     std::int32_t nrows, std::int32_t width,
                                     const std::int32_t* ell_col, const float* ell_val,
                                     const std::int32_t* ell_split,
                                     const std::int32_t* split_coo_ptr, const std::int32_t* coo_col,
                                     const float* coo_val, const float* x, float* y, float alpha,
                                     float beta);
void spgen_spmv_hyb_g1_f64i32_avx512(std::int32_t row_begin, std::int32_t row_end,
                                     std::int32_t nrows, std::int32_t width,
                                     const std::int32_t* ell_col, const double* ell_val,
                                     const std::int32_t* ell_split,
                                     const std::int32_t* split_coo_ptr, const std::int32_t* coo_col,
                                     const double* coo_val, const double* x, double* y,
                                     double alpha, double beta);
void spgen_spmv_pjds_b16_f32i32_avx512(std::int32_t block_begin, std::int32_t block_end,
                                       std::int32_t nrows, const std::int32_t* col_start,
                                       const std::int32_t* block_len, const std::int32_t* col_idx,
                                       const float* values, const std::int32_t* row_perm,
                                       const float* x, float* y, float alpha, float beta);
void spgen_spmv_pjds_b8_f64i32_avx512(std::int32_t block_begin, std::int32_t block_end,
                                      std::int32_t nrows, const std::int32_t* col_start,
                                      const std::int32_t* block_len, const std::int32_t* col_idx,
                                      const double* values, const std::int32_t* row_perm,
                                      const double* x, double* y, double alpha, double beta);
void spgen_spmv_pjds_b8_f64i64_avx512(std::int64_t block_begin, std::int64_t block_end,
                                      std::int64_t nrows, const std::int64_t* col_start,
                                      const std::int64_t* block_len, const std::int64_t* col_idx,
                                      const double* values, const std::int64_t* row_perm,
                                      const double* x, double* y, double alpha, double beta);
void spgen_spmv_sellp_b16_g0_f32i32_avx512(std::int32_t slice_begin, std::int32_t slice_end,
                                           std::int32_t nrows, const std::int32_t* slice_ptr,
                                           const std::int32_t* col_idx, const float* values,
                                           const std::int32_t* row_perm, const float* x, float* y,
                                           float alpha, float beta);
void spgen_spmv_sellp_b16_g1_f32i32_avx512(std::int32_t slice_begin, std::int32_t slice_end,
                                           std::int32_t nrows, const std::int32_t* slice_ptr,
                                           const std::int32_t* col_idx, const float* values,
                                           const std::int32_t* row_perm, const float* x, float* y,
                                           float alpha, float beta);
void spgen_spmv_sellp_b8_g0_f64i32_avx512(std::int32_t slice_begin, std::int32_t slice_end,
                                          std::int32_t nrows, const std::int32_t* slice_ptr,
                                          const std::int32_t* col_idx, const double* values,
                                          const std::int32_t* row_perm, const double* x, double* y,
                                          double alpha, double beta);
void spgen_spmv_sellp_b8_g1_f64i32_avx512(std::int32_t slice_begin, std::int32_t slice_end,
                                          std::int32_t nrows, const std::int32_t* slice_ptr,
                                          const std::int32_t* col_idx, const double* values,
                                          const std::int32_t* row_perm, const double* x, double* y,
                                          double alpha, double beta);
void spgen_spmv_sellp_c16_b16_v0_p0_cb16_g0_f32i32_avx512(
    std::int32_t slice_begin, std::int32_t slice_end, std::int32_t nrows, std::int32_t sigma,
    const std::int32_t* slice_ptr, const std::int32_t* slice_base, const unsigned short* col_lo,
    const unsigned short* col_hi, const unsigned char* col8, const unsigned char* col8_hi,
    const std::int32_t* col_base, const float* values, const unsigned char* code8,
    const unsigned short* code16, const float* dict, const std::int32_t* row_len,
    const std::int32_t* row_perm, const float* x, float* y, float alpha, float beta);
void spgen_spmv_sellp_c16_b16_v0_p0_cb16_g1_f32i32_avx512(
    std::int32_t slice_begin, std::int32_t slice_end, std::int32_t nrows, std::int32_t sigma,
    const std::int32_t* slice_ptr, const std::int32_t* slice_base, const unsigned short* col_lo,
    const unsigned short* col_hi, const unsigned char* col8, const unsigned char* col8_hi,
    const std::int32_t* col_base, const float* values, const unsigned char* code8,
    const unsigned short* code16, const float* dict, const std::int32_t* row_len,
    const std::int32_t* row_perm, const float* x, float* y, float alpha, float beta);
void spgen_spmv_sellp_c16_b16_v0_p0_cb8_g0_f32i32_avx512(
    std::int32_t slice_begin, std::int32_t slice_end, std::int32_t nrows, std::int32_t sigma,
    const std::int32_t* slice_ptr, const std::int32_t* slice_base, const unsigned short* col_lo,
    const unsigned short* col_hi, const unsigned char* col8, const unsigned char* col8_hi,
    const std::int32_t* col_base, const float* values, const unsigned char* code8,
    const unsigned short* code16, const float* dict, const std::int32_t* row_len,
    const std::int32_t* row_perm, const float* x, float* y, float alpha, float beta);
void spgen_spmv_sellp_c16_b16_v0_p0_cb8_g1_f32i32_avx512(
    std::int32_t slice_begin, std::int32_t slice_end, std::int32_t nrows, std::int32_t sigma,
    const std::int32_t* slice_ptr, const std::int32_t* slice_base, const unsigned short* col_lo,
    const unsigned short* col_hi, const unsigned char* col8, const unsigned char* col8_hi,
    const std::int32_t* col_base, const float* values, const unsigned char* code8,
    const unsigned short* code16, const float* dict, const std::int32_t* row_len,
    const std::int32_t* row_perm, const float* x, float* y, float alpha, float beta);
void spgen_spmv_sellp_c16_b16_v0_p1_cb16_g0_f32i32_avx512(
    std::int32_t slice_begin, std::int32_t slice_end, std::int32_t nrows, std::int32_t sigma,
    const std::int32_t* slice_ptr, const std::int32_t* slice_base, const unsigned short* col_lo,
    const unsigned short* col_hi, const unsigned char* col8, const unsigned char* col8_hi,
    const std::int32_t* col_base, const float* values, const unsigned char* code8,
    const unsigned short* code16, const float* dict, const std::int32_t* row_len,
    const std::int32_t* row_perm, const float* x, float* y, float alpha, float beta);
void spgen_spmv_sellp_c16_b16_v0_p1_cb16_g1_f32i32_avx512(
    std::int32_t slice_begin, std::int32_t slice_end, std::int32_t nrows, std::int32_t sigma,
    const std::int32_t* slice_ptr, const std::int32_t* slice_base, const unsigned short* col_lo,
    const unsigned short* col_hi, const unsigned char* col8, const unsigned char* col8_hi,
    const std::int32_t* col_base, const float* values, const unsigned char* code8,
    const unsigned short* code16, const float* dict, const std::int32_t* row_len,
    const std::int32_t* row_perm, const float* x, float* y, float alpha, float beta);
void spgen_spmv_sellp_c16_b16_v0_p1_cb8_g0_f32i32_avx512(
    std::int32_t slice_begin, std::int32_t slice_end, std::int32_t nrows, std::int32_t sigma,
    const std::int32_t* slice_ptr, const std::int32_t* slice_base, const unsigned short* col_lo,
    const unsigned short* col_hi, const unsigned char* col8, const unsigned char* col8_hi,
    const std::int32_t* col_base, const float* values, const unsigned char* code8,
    const unsigned short* code16, const float* dict, const std::int32_t* row_len,
    const std::int32_t* row_perm, const float* x, float* y, float alpha, float beta);
void spgen_spmv_sellp_c16_b16_v0_p1_cb8_g1_f32i32_avx512(
    std::int32_t slice_begin, std::int32_t slice_end, std::int32_t nrows, std::int32_t sigma,
    const std::int32_t* slice_ptr, const std::int32_t* slice_base, const unsigned short* col_lo,
    const unsigned short* col_hi, const unsigned char* col8, const unsigned char* col8_hi,
    const std::int32_t* col_base, const float* values, const unsigned char* code8,
    const unsigned short* code16, const float* dict, const std::int32_t* row_len,
    const std::int32_t* row_perm, const float* x, float* y, float alpha, float beta);
void spgen_spmv_sellp_c16_b16_v16_p0_cb16_g0_f32i32_avx512(
    std::int32_t slice_begin, std::int32_t slice_end, std::int32_t nrows, std::int32_t sigma,
    const std::int32_t* slice_ptr, const std::int32_t* slice_base, const unsigned short* col_lo,
    const unsigned short* col_hi, const unsigned char* col8, const unsigned char* col8_hi,
    const std::int32_t* col_base, const float* values, const unsigned char* code8,
    const unsigned short* code16, const float* dict, const std::int32_t* row_len,
    const std::int32_t* row_perm, const float* x, float* y, float alpha, float beta);
void spgen_spmv_sellp_c16_b16_v16_p0_cb16_g1_f32i32_avx512(
    std::int32_t slice_begin, std::int32_t slice_end, std::int32_t nrows, std::int32_t sigma,
    const std::int32_t* slice_ptr, const std::int32_t* slice_base, const unsigned short* col_lo,
    const unsigned short* col_hi, const unsigned char* col8, const unsigned char* col8_hi,
    const std::int32_t* col_base, const float* values, const unsigned char* code8,
    const unsigned short* code16, const float* dict, const std::int32_t* row_len,
    const std::int32_t* row_perm, const float* x, float* y, float alpha, float beta);
void spgen_spmv_sellp_c16_b16_v16_p0_cb8_g0_f32i32_avx512(
    std::int32_t slice_begin, std::int32_t slice_end, std::int32_t nrows, std::int32_t sigma,
    const std::int32_t* slice_ptr, const std::int32_t* slice_base, const unsigned short* col_lo,
    const unsigned short* col_hi, const unsigned char* col8, const unsigned char* col8_hi,
    const std::int32_t* col_base, const float* values, const unsigned char* code8,
    const unsigned short* code16, const float* dict, const std::int32_t* row_len,
    const std::int32_t* row_perm, const float* x, float* y, float alpha, float beta);
void spgen_spmv_sellp_c16_b16_v16_p0_cb8_g1_f32i32_avx512(
    std::int32_t slice_begin, std::int32_t slice_end, std::int32_t nrows, std::int32_t sigma,
    const std::int32_t* slice_ptr, const std::int32_t* slice_base, const unsigned short* col_lo,
    const unsigned short* col_hi, const unsigned char* col8, const unsigned char* col8_hi,
    const std::int32_t* col_base, const float* values, const unsigned char* code8,
    const unsigned short* code16, const float* dict, const std::int32_t* row_len,
    const std::int32_t* row_perm, const float* x, float* y, float alpha, float beta);
void spgen_spmv_sellp_c16_b16_v8_p0_cb16_g0_f32i32_avx512(
    std::int32_t slice_begin, std::int32_t slice_end, std::int32_t nrows, std::int32_t sigma,
    const std::int32_t* slice_ptr, const std::int32_t* slice_base, const unsigned short* col_lo,
    const unsigned short* col_hi, const unsigned char* col8, const unsigned char* col8_hi,
    const std::int32_t* col_base, const float* values, const unsigned char* code8,
    const unsigned short* code16, const float* dict, const std::int32_t* row_len,
    const std::int32_t* row_perm, const float* x, float* y, float alpha, float beta);
void spgen_spmv_sellp_c16_b16_v8_p0_cb16_g1_f32i32_avx512(
    std::int32_t slice_begin, std::int32_t slice_end, std::int32_t nrows, std::int32_t sigma,
    const std::int32_t* slice_ptr, const std::int32_t* slice_base, const unsigned short* col_lo,
    const unsigned short* col_hi, const unsigned char* col8, const unsigned char* col8_hi,
    const std::int32_t* col_base, const float* values, const unsigned char* code8,
    const unsigned short* code16, const float* dict, const std::int32_t* row_len,
    const std::int32_t* row_perm, const float* x, float* y, float alpha, float beta);
void spgen_spmv_sellp_c16_b16_v8_p0_cb8_g0_f32i32_avx512(
    std::int32_t slice_begin, std::int32_t slice_end, std::int32_t nrows, std::int32_t sigma,
    const std::int32_t* slice_ptr, const std::int32_t* slice_base, const unsigned short* col_lo,
    const unsigned short* col_hi, const unsigned char* col8, const unsigned char* col8_hi,
    const std::int32_t* col_base, const float* values, const unsigned char* code8,
    const unsigned short* code16, const float* dict, const std::int32_t* row_len,
    const std::int32_t* row_perm, const float* x, float* y, float alpha, float beta);
void spgen_spmv_sellp_c16_b16_v8_p0_cb8_g1_f32i32_avx512(
    std::int32_t slice_begin, std::int32_t slice_end, std::int32_t nrows, std::int32_t sigma,
    const std::int32_t* slice_ptr, const std::int32_t* slice_base, const unsigned short* col_lo,
    const unsigned short* col_hi, const unsigned char* col8, const unsigned char* col8_hi,
    const std::int32_t* col_base, const float* values, const unsigned char* code8,
    const unsigned short* code16, const float* dict, const std::int32_t* row_len,
    const std::int32_t* row_perm, const float* x, float* y, float alpha, float beta);
void spgen_spmv_sellp_c16_b8_v0_p0_cb16_g0_f64i32_avx512(
    std::int32_t slice_begin, std::int32_t slice_end, std::int32_t nrows, std::int32_t sigma,
    const std::int32_t* slice_ptr, const std::int32_t* slice_base, const unsigned short* col_lo,
    const unsigned short* col_hi, const unsigned char* col8, const unsigned char* col8_hi,
    const std::int32_t* col_base, const double* values, const unsigned char* code8,
    const unsigned short* code16, const double* dict, const std::int32_t* row_len,
    const std::int32_t* row_perm, const double* x, double* y, double alpha, double beta);
void spgen_spmv_sellp_c16_b8_v0_p0_cb16_g1_f64i32_avx512(
    std::int32_t slice_begin, std::int32_t slice_end, std::int32_t nrows, std::int32_t sigma,
    const std::int32_t* slice_ptr, const std::int32_t* slice_base, const unsigned short* col_lo,
    const unsigned short* col_hi, const unsigned char* col8, const unsigned char* col8_hi,
    const std::int32_t* col_base, const double* values, const unsigned char* code8,
    const unsigned short* code16, const double* dict, const std::int32_t* row_len,
    const std::int32_t* row_perm, const double* x, double* y, double alpha, double beta);
void spgen_spmv_sellp_c16_b8_v0_p0_cb8_g0_f64i32_avx512(
    std::int32_t slice_begin, std::int32_t slice_end, std::int32_t nrows, std::int32_t sigma,
    const std::int32_t* slice_ptr, const std::int32_t* slice_base, const unsigned short* col_lo,
    const unsigned short* col_hi, const unsigned char* col8, const unsigned char* col8_hi,
    const std::int32_t* col_base, const double* values, const unsigned char* code8,
    const unsigned short* code16, const double* dict, const std::int32_t* row_len,
    const std::int32_t* row_perm, const double* x, double* y, double alpha, double beta);
void spgen_spmv_sellp_c16_b8_v0_p0_cb8_g1_f64i32_avx512(
    std::int32_t slice_begin, std::int32_t slice_end, std::int32_t nrows, std::int32_t sigma,
    const std::int32_t* slice_ptr, const std::int32_t* slice_base, const unsigned short* col_lo,
    const unsigned short* col_hi, const unsigned char* col8, const unsigned char* col8_hi,
    const std::int32_t* col_base, const double* values, const unsigned char* code8,
    const unsigned short* code16, const double* dict, const std::int32_t* row_len,
    const std::int32_t* row_perm, const double* x, double* y, double alpha, double beta);
void spgen_spmv_sellp_c16_b8_v0_p1_cb16_g0_f64i32_avx512(
    std::int32_t slice_begin, std::int32_t slice_end, std::int32_t nrows, std::int32_t sigma,
    const std::int32_t* slice_ptr, const std::int32_t* slice_base, const unsigned short* col_lo,
    const unsigned short* col_hi, const unsigned char* col8, const unsigned char* col8_hi,
    const std::int32_t* col_base, const double* values, const unsigned char* code8,
    const unsigned short* code16, const double* dict, const std::int32_t* row_len,
    const std::int32_t* row_perm, const double* x, double* y, double alpha, double beta);
void spgen_spmv_sellp_c16_b8_v0_p1_cb16_g1_f64i32_avx512(
    std::int32_t slice_begin, std::int32_t slice_end, std::int32_t nrows, std::int32_t sigma,
    const std::int32_t* slice_ptr, const std::int32_t* slice_base, const unsigned short* col_lo,
    const unsigned short* col_hi, const unsigned char* col8, const unsigned char* col8_hi,
    const std::int32_t* col_base, const double* values, const unsigned char* code8,
    const unsigned short* code16, const double* dict, const std::int32_t* row_len,
    const std::int32_t* row_perm, const double* x, double* y, double alpha, double beta);
void spgen_spmv_sellp_c16_b8_v0_p1_cb8_g0_f64i32_avx512(
    std::int32_t slice_begin, std::int32_t slice_end, std::int32_t nrows, std::int32_t sigma,
    const std::int32_t* slice_ptr, const std::int32_t* slice_base, const unsigned short* col_lo,
    const unsigned short* col_hi, const unsigned char* col8, const unsigned char* col8_hi,
    const std::int32_t* col_base, const double* values, const unsigned char* code8,
    const unsigned short* code16, const double* dict, const std::int32_t* row_len,
    const std::int32_t* row_perm, const double* x, double* y, double alpha, double beta);
void spgen_spmv_sellp_c16_b8_v0_p1_cb8_g1_f64i32_avx512(
    std::int32_t slice_begin, std::int32_t slice_end, std::int32_t nrows, std::int32_t sigma,
    const std::int32_t* slice_ptr, const std::int32_t* slice_base, const unsigned short* col_lo,
    const unsigned short* col_hi, const unsigned char* col8, const unsigned char* col8_hi,
    const std::int32_t* col_base, const double* values, const unsigned char* code8,
    const unsigned short* code16, const double* dict, const std::int32_t* row_len,
    const std::int32_t* row_perm, const double* x, double* y, double alpha, double beta);
void spgen_spmv_sellp_c16_b8_v16_p0_cb16_g0_f64i32_avx512(
    std::int32_t slice_begin, std::int32_t slice_end, std::int32_t nrows, std::int32_t sigma,
    const std::int32_t* slice_ptr, const std::int32_t* slice_base, const unsigned short* col_lo,
    const unsigned short* col_hi, const unsigned char* col8, const unsigned char* col8_hi,
    const std::int32_t* col_base, const double* values, const unsigned char* code8,
    const unsigned short* code16, const double* dict, const std::int32_t* row_len,
    const std::int32_t* row_perm, const double* x, double* y, double alpha, double beta);
void spgen_spmv_sellp_c16_b8_v16_p0_cb16_g1_f64i32_avx512(
    std::int32_t slice_begin, std::int32_t slice_end, std::int32_t nrows, std::int32_t sigma,
    const std::int32_t* slice_ptr, const std::int32_t* slice_base, const unsigned short* col_lo,
    const unsigned short* col_hi, const unsigned char* col8, const unsigned char* col8_hi,
    const std::int32_t* col_base, const double* values, const unsigned char* code8,
    const unsigned short* code16, const double* dict, const std::int32_t* row_len,
    const std::int32_t* row_perm, const double* x, double* y, double alpha, double beta);
void spgen_spmv_sellp_c16_b8_v16_p0_cb8_g0_f64i32_avx512(
    std::int32_t slice_begin, std::int32_t slice_end, std::int32_t nrows, std::int32_t sigma,
    const std::int32_t* slice_ptr, const std::int32_t* slice_base, const unsigned short* col_lo,
    const unsigned short* col_hi, const unsigned char* col8, const unsigned char* col8_hi,
    const std::int32_t* col_base, const double* values, const unsigned char* code8,
    const unsigned short* code16, const double* dict, const std::int32_t* row_len,
    const std::int32_t* row_perm, const double* x, double* y, double alpha, double beta);
void spgen_spmv_sellp_c16_b8_v16_p0_cb8_g1_f64i32_avx512(
    std::int32_t slice_begin, std::int32_t slice_end, std::int32_t nrows, std::int32_t sigma,
    const std::int32_t* slice_ptr, const std::int32_t* slice_base, const unsigned short* col_lo,
    const unsigned short* col_hi, const unsigned char* col8, const unsigned char* col8_hi,
    const std::int32_t* col_base, const double* values, const unsigned char* code8,
    const unsigned short* code16, const double* dict, const std::int32_t* row_len,
    const std::int32_t* row_perm, const double* x, double* y, double alpha, double beta);
void spgen_spmv_sellp_c16_b8_v8_p0_cb16_g0_f64i32_avx512(
    std::int32_t slice_begin, std::int32_t slice_end, std::int32_t nrows, std::int32_t sigma,
    const std::int32_t* slice_ptr, const std::int32_t* slice_base, const unsigned short* col_lo,
    const unsigned short* col_hi, const unsigned char* col8, const unsigned char* col8_hi,
    const std::int32_t* col_base, const double* values, const unsigned char* code8,
    const unsigned short* code16, const double* dict, const std::int32_t* row_len,
    const std::int32_t* row_perm, const double* x, double* y, double alpha, double beta);
void spgen_spmv_sellp_c16_b8_v8_p0_cb16_g1_f64i32_avx512(
    std::int32_t slice_begin, std::int32_t slice_end, std::int32_t nrows, std::int32_t sigma,
    const std::int32_t* slice_ptr, const std::int32_t* slice_base, const unsigned short* col_lo,
    const unsigned short* col_hi, const unsigned char* col8, const unsigned char* col8_hi,
    const std::int32_t* col_base, const double* values, const unsigned char* code8,
    const unsigned short* code16, const double* dict, const std::int32_t* row_len,
    const std::int32_t* row_perm, const double* x, double* y, double alpha, double beta);
void spgen_spmv_sellp_c16_b8_v8_p0_cb8_g0_f64i32_avx512(
    std::int32_t slice_begin, std::int32_t slice_end, std::int32_t nrows, std::int32_t sigma,
    const std::int32_t* slice_ptr, const std::int32_t* slice_base, const unsigned short* col_lo,
    const unsigned short* col_hi, const unsigned char* col8, const unsigned char* col8_hi,
    const std::int32_t* col_base, const double* values, const unsigned char* code8,
    const unsigned short* code16, const double* dict, const std::int32_t* row_len,
    const std::int32_t* row_perm, const double* x, double* y, double alpha, double beta);
void spgen_spmv_sellp_c16_b8_v8_p0_cb8_g1_f64i32_avx512(
    std::int32_t slice_begin, std::int32_t slice_end, std::int32_t nrows, std::int32_t sigma,
    const std::int32_t* slice_ptr, const std::int32_t* slice_base, const unsigned short* col_lo,
    const unsigned short* col_hi, const unsigned char* col8, const unsigned char* col8_hi,
    const std::int32_t* col_base, const double* values, const unsigned char* code8,
    const unsigned short* code16, const double* dict, const std::int32_t* row_len,
    const std::int32_t* row_perm, const double* x, double* y, double alpha, double beta);

}  // namespace spgen::generated
