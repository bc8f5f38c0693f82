# generated — do not edit. Written by spgen-gen from the files below; change those and run the
# spgen_regenerate target instead.
# the build manifest; paths are relative to generated/
#   specs/aot.yaml  xxh3:c95fd652b4e3db4c
#   specs/formats/axc.yaml  xxh3:8ea9758b69a49db7
#   specs/formats/axt_ch.yaml  xxh3:50cbb73c5c9f868e
#   specs/formats/axt_ch1.yaml  xxh3:bc3ffa111d49bfa9
#   specs/formats/axt_uh.yaml  xxh3:7a589540fd6a93db
#   specs/formats/axt_uh1.yaml  xxh3:b3e46c1e075f00c6
#   specs/formats/coo.yaml  xxh3:7dac724e0876fd8b
#   specs/formats/csr.yaml  xxh3:d5a73ee30b34beba
#   specs/formats/csrstream.yaml  xxh3:d6bf13e662de9bd6
#   specs/formats/ell.yaml  xxh3:380088fefce25019
#   specs/formats/ellr.yaml  xxh3:2288194cacff024c
#   specs/formats/hyb.yaml  xxh3:035c445cf9049ebf
#   specs/formats/pjds.yaml  xxh3:6513e9223a2a84ad
#   specs/formats/rowseg.yaml  xxh3:105609f3a54c7efc
#   specs/formats/sellp.yaml  xxh3:2ed1d2740ae579bc
#   specs/kernels.yaml  xxh3:f73c069b54632c6f
#   specs/targets.yaml  xxh3:604f09d536087b40

set(SPGEN_GENERATED_INSTANCE_COUNT 220)
set(SPGEN_GENERATED_CUDA_SOURCES
  cuda/spgen_spmv_axc_w32_r8_f32i32_cuda.cu
  cuda/spgen_spmv_axc_w32_r8_f64i32_cuda.cu
  cuda/spgen_spmv_axt_ch1_w32_b1024_f32i32_cuda.cu
  cuda/spgen_spmv_axt_ch1_w32_b1024_f64i32_cuda.cu
  cuda/spgen_spmv_axt_ch1_w32_b512_f32i32_cuda.cu
  cuda/spgen_spmv_axt_ch1_w32_b512_f64i32_cuda.cu
  cuda/spgen_spmv_axt_ch_w32_h4_r8_f32i32_cuda.cu
  cuda/spgen_spmv_axt_ch_w32_h4_r8_f32i64_cuda.cu
  cuda/spgen_spmv_axt_ch_w32_h4_r8_f64i32_cuda.cu
  cuda/spgen_spmv_axt_ch_w32_h4_r8_f64i64_cuda.cu
  cuda/spgen_spmv_axt_ch_w32_h8_r8_f32i32_cuda.cu
  cuda/spgen_spmv_axt_ch_w32_h8_r8_f32i64_cuda.cu
  cuda/spgen_spmv_axt_ch_w32_h8_r8_f64i32_cuda.cu
  cuda/spgen_spmv_axt_ch_w32_h8_r8_f64i64_cuda.cu
  cuda/spgen_spmv_axt_uh1_w32_h1_s2_r8_f32i32_cuda.cu
  cuda/spgen_spmv_axt_uh1_w32_h1_s2_r8_f64i32_cuda.cu
  cuda/spgen_spmv_axt_uh1_w8_h1_s2_r8_f32i32_cuda.cu
  cuda/spgen_spmv_axt_uh1_w8_h1_s2_r8_f64i32_cuda.cu
  cuda/spgen_spmv_axt_uh_w32_h4_s1_r8_f32i32_cuda.cu
  cuda/spgen_spmv_axt_uh_w32_h4_s1_r8_f64i32_cuda.cu
  cuda/spgen_spmv_axt_uh_w32_h8_s1_r8_f32i32_cuda.cu
  cuda/spgen_spmv_axt_uh_w32_h8_s1_r8_f64i32_cuda.cu
  cuda/spgen_spmv_coo_s16_w8_f32i32_cuda.cu
  cuda/spgen_spmv_coo_s16_w8_f64i32_cuda.cu
  cuda/spgen_spmv_coo_s4_w8_f32i32_cuda.cu
  cuda/spgen_spmv_coo_s4_w8_f64i32_cuda.cu
  cuda/spgen_spmv_coo_s8_w8_f32i32_cuda.cu
  cuda/spgen_spmv_coo_s8_w8_f32i64_cuda.cu
  cuda/spgen_spmv_coo_s8_w8_f64i32_cuda.cu
  cuda/spgen_spmv_coo_s8_w8_f64i64_cuda.cu
  cuda/spgen_spmv_csr_t16_r16_f32i32_cuda.cu
  cuda/spgen_spmv_csr_t16_r16_f64i32_cuda.cu
  cuda/spgen_spmv_csr_t16_r8_f32i32_cuda.cu
  cuda/spgen_spmv_csr_t16_r8_f64i32_cuda.cu
  cuda/spgen_spmv_csr_t1_r128_f32i32_cuda.cu
  cuda/spgen_spmv_csr_t1_r128_f32i64_cuda.cu
  cuda/spgen_spmv_csr_t1_r128_f64i32_cuda.cu
  cuda/spgen_spmv_csr_t1_r128_f64i64_cuda.cu
  cuda/spgen_spmv_csr_t1_r256_f32i32_cuda.cu
  cuda/spgen_spmv_csr_t1_r256_f64i32_cuda.cu
  cuda/spgen_spmv_csr_t2_r128_f32i32_cuda.cu
  cuda/spgen_spmv_csr_t2_r128_f64i32_cuda.cu
  cuda/spgen_spmv_csr_t2_r64_f32i32_cuda.cu
  cuda/spgen_spmv_csr_t2_r64_f64i32_cuda.cu
  cuda/spgen_spmv_csr_t32_r4_f32i32_cuda.cu
  cuda/spgen_spmv_csr_t32_r4_f64i32_cuda.cu
  cuda/spgen_spmv_csr_t32_r8_f32i32_cuda.cu
  cuda/spgen_spmv_csr_t32_r8_f32i64_cuda.cu
  cuda/spgen_spmv_csr_t32_r8_f64i32_cuda.cu
  cuda/spgen_spmv_csr_t32_r8_f64i64_cuda.cu
  cuda/spgen_spmv_csr_t4_r32_f32i32_cuda.cu
  cuda/spgen_spmv_csr_t4_r32_f64i32_cuda.cu
  cuda/spgen_spmv_csr_t4_r64_f32i32_cuda.cu
  cuda/spgen_spmv_csr_t4_r64_f64i32_cuda.cu
  cuda/spgen_spmv_csr_t8_r16_f32i32_cuda.cu
  cuda/spgen_spmv_csr_t8_r16_f64i32_cuda.cu
  cuda/spgen_spmv_csr_t8_r32_f32i32_cuda.cu
  cuda/spgen_spmv_csr_t8_r32_f32i64_cuda.cu
  cuda/spgen_spmv_csr_t8_r32_f64i32_cuda.cu
  cuda/spgen_spmv_csr_t8_r32_f64i64_cuda.cu
  cuda/spgen_spmv_csrstream_b128_s2_f32i32_cuda.cu
  cuda/spgen_spmv_csrstream_b128_s2_f64i32_cuda.cu
  cuda/spgen_spmv_csrstream_b128_s4_f32i32_cuda.cu
  cuda/spgen_spmv_csrstream_b128_s4_f64i32_cuda.cu
  cuda/spgen_spmv_csrstream_b128_s8_f32i32_cuda.cu
  cuda/spgen_spmv_csrstream_b128_s8_f64i32_cuda.cu
  cuda/spgen_spmv_csrstream_b256_s2_f32i32_cuda.cu
  cuda/spgen_spmv_csrstream_b256_s2_f64i32_cuda.cu
  cuda/spgen_spmv_csrstream_b256_s4_f32i32_cuda.cu
  cuda/spgen_spmv_csrstream_b256_s4_f32i64_cuda.cu
  cuda/spgen_spmv_csrstream_b256_s4_f64i32_cuda.cu
  cuda/spgen_spmv_csrstream_b256_s4_f64i64_cuda.cu
  cuda/spgen_spmv_csrstream_b256_s8_f32i32_cuda.cu
  cuda/spgen_spmv_csrstream_b256_s8_f64i32_cuda.cu
  cuda/spgen_spmv_ell_r128_f32i32_cuda.cu
  cuda/spgen_spmv_ell_r128_f64i32_cuda.cu
  cuda/spgen_spmv_ell_r256_f32i32_cuda.cu
  cuda/spgen_spmv_ell_r256_f64i32_cuda.cu
  cuda/spgen_spmv_ellr_t1_r256_f32i32_cuda.cu
  cuda/spgen_spmv_ellr_t1_r256_f32i64_cuda.cu
  cuda/spgen_spmv_ellr_t1_r256_f64i32_cuda.cu
  cuda/spgen_spmv_ellr_t1_r256_f64i64_cuda.cu
  cuda/spgen_spmv_ellr_t2_r128_f32i32_cuda.cu
  cuda/spgen_spmv_ellr_t2_r128_f64i32_cuda.cu
  cuda/spgen_spmv_ellr_t4_r64_f32i32_cuda.cu
  cuda/spgen_spmv_ellr_t4_r64_f64i32_cuda.cu
  cuda/spgen_spmv_ellr_t8_r32_f32i32_cuda.cu
  cuda/spgen_spmv_ellr_t8_r32_f64i32_cuda.cu
  cuda/spgen_spmv_hyb_s16_f32i32_cuda.cu
  cuda/spgen_spmv_hyb_s16_f64i32_cuda.cu
  cuda/spgen_spmv_hyb_s4_f32i32_cuda.cu
  cuda/spgen_spmv_hyb_s4_f64i32_cuda.cu
  cuda/spgen_spmv_hyb_s8_f32i32_cuda.cu
  cuda/spgen_spmv_hyb_s8_f32i64_cuda.cu
  cuda/spgen_spmv_hyb_s8_f64i32_cuda.cu
  cuda/spgen_spmv_hyb_s8_f64i64_cuda.cu
  cuda/spgen_spmv_pjds_b32_r128_f32i32_cuda.cu
  cuda/spgen_spmv_pjds_b32_r128_f64i32_cuda.cu
  cuda/spgen_spmv_pjds_b32_r256_f32i32_cuda.cu
  cuda/spgen_spmv_pjds_b32_r256_f32i64_cuda.cu
  cuda/spgen_spmv_pjds_b32_r256_f64i32_cuda.cu
  cuda/spgen_spmv_pjds_b32_r256_f64i64_cuda.cu
  cuda/spgen_spmv_rowseg_t16_s2_r16_f32i32_cuda.cu
  cuda/spgen_spmv_rowseg_t16_s2_r16_f64i32_cuda.cu
  cuda/spgen_spmv_rowseg_t16_s4_r16_f32i32_cuda.cu
  cuda/spgen_spmv_rowseg_t16_s4_r16_f64i32_cuda.cu
  cuda/spgen_spmv_rowseg_t16_s8_r16_f32i32_cuda.cu
  cuda/spgen_spmv_rowseg_t16_s8_r16_f64i32_cuda.cu
  cuda/spgen_spmv_rowseg_t2_s2_r128_f32i32_cuda.cu
  cuda/spgen_spmv_rowseg_t2_s2_r128_f64i32_cuda.cu
  cuda/spgen_spmv_rowseg_t2_s4_r128_f32i32_cuda.cu
  cuda/spgen_spmv_rowseg_t2_s4_r128_f64i32_cuda.cu
  cuda/spgen_spmv_rowseg_t2_s8_r128_f32i32_cuda.cu
  cuda/spgen_spmv_rowseg_t2_s8_r128_f64i32_cuda.cu
  cuda/spgen_spmv_rowseg_t32_s2_r8_f32i32_cuda.cu
  cuda/spgen_spmv_rowseg_t32_s2_r8_f64i32_cuda.cu
  cuda/spgen_spmv_rowseg_t32_s4_r8_f32i32_cuda.cu
  cuda/spgen_spmv_rowseg_t32_s4_r8_f32i64_cuda.cu
  cuda/spgen_spmv_rowseg_t32_s4_r8_f64i32_cuda.cu
  cuda/spgen_spmv_rowseg_t32_s4_r8_f64i64_cuda.cu
  cuda/spgen_spmv_rowseg_t32_s8_r8_f32i32_cuda.cu
  cuda/spgen_spmv_rowseg_t32_s8_r8_f64i32_cuda.cu
  cuda/spgen_spmv_rowseg_t4_s2_r64_f32i32_cuda.cu
  cuda/spgen_spmv_rowseg_t4_s2_r64_f64i32_cuda.cu
  cuda/spgen_spmv_rowseg_t4_s4_r64_f32i32_cuda.cu
  cuda/spgen_spmv_rowseg_t4_s4_r64_f64i32_cuda.cu
  cuda/spgen_spmv_rowseg_t4_s8_r64_f32i32_cuda.cu
  cuda/spgen_spmv_rowseg_t4_s8_r64_f64i32_cuda.cu
  cuda/spgen_spmv_rowseg_t8_s2_r32_f32i32_cuda.cu
  cuda/spgen_spmv_rowseg_t8_s2_r32_f64i32_cuda.cu
  cuda/spgen_spmv_rowseg_t8_s4_r32_f32i32_cuda.cu
  cuda/spgen_spmv_rowseg_t8_s4_r32_f32i64_cuda.cu
  cuda/spgen_spmv_rowseg_t8_s4_r32_f64i32_cuda.cu
  cuda/spgen_spmv_rowseg_t8_s4_r32_f64i64_cuda.cu
  cuda/spgen_spmv_rowseg_t8_s8_r32_f32i32_cuda.cu
  cuda/spgen_spmv_rowseg_t8_s8_r32_f64i32_cuda.cu
  cuda/spgen_spmv_sellp_b16_t2_u1_f32i32_cuda.cu
  cuda/spgen_spmv_sellp_b16_t2_u1_f64i32_cuda.cu
  cuda/spgen_spmv_sellp_b16_t2_u2_f32i32_cuda.cu
  cuda/spgen_spmv_sellp_b16_t2_u2_f64i32_cuda.cu
  cuda/spgen_spmv_sellp_b16_t4_u1_f32i32_cuda.cu
  cuda/spgen_spmv_sellp_b16_t4_u1_f64i32_cuda.cu
  cuda/spgen_spmv_sellp_b16_t4_u2_f32i32_cuda.cu
  cuda/spgen_spmv_sellp_b16_t4_u2_f64i32_cuda.cu
  cuda/spgen_spmv_sellp_b16_t8_u1_f32i32_cuda.cu
  cuda/spgen_spmv_sellp_b16_t8_u1_f64i32_cuda.cu
  cuda/spgen_spmv_sellp_b16_t8_u2_f32i32_cuda.cu
  cuda/spgen_spmv_sellp_b16_t8_u2_f64i32_cuda.cu
  cuda/spgen_spmv_sellp_b32_t1_u1_f32i32_cuda.cu
  cuda/spgen_spmv_sellp_b32_t1_u1_f64i32_cuda.cu
  cuda/spgen_spmv_sellp_b32_t1_u2_f32i32_cuda.cu
  cuda/spgen_spmv_sellp_b32_t1_u2_f64i32_cuda.cu
  cuda/spgen_spmv_sellp_b32_t2_u1_f32i32_cuda.cu
  cuda/spgen_spmv_sellp_b32_t2_u1_f64i32_cuda.cu
  cuda/spgen_spmv_sellp_b32_t2_u2_f32i32_cuda.cu
  cuda/spgen_spmv_sellp_b32_t2_u2_f64i32_cuda.cu
  cuda/spgen_spmv_sellp_b32_t4_u1_f32i32_cuda.cu
  cuda/spgen_spmv_sellp_b32_t4_u1_f64i32_cuda.cu
  cuda/spgen_spmv_sellp_b32_t4_u2_f32i32_cuda.cu
  cuda/spgen_spmv_sellp_b32_t4_u2_f64i32_cuda.cu
  cuda/spgen_spmv_sellp_b32_t8_u1_f32i32_cuda.cu
  cuda/spgen_spmv_sellp_b32_t8_u1_f64i32_cuda.cu
  cuda/spgen_spmv_sellp_b32_t8_u2_f32i32_cuda.cu
  cuda/spgen_spmv_sellp_b32_t8_u2_f64i32_cuda.cu
  cuda/spgen_spmv_sellp_b8_t4_u1_f32i32_cuda.cu
  cuda/spgen_spmv_sellp_b8_t4_u1_f64i32_cuda.cu
  cuda/spgen_spmv_sellp_b8_t4_u2_f32i32_cuda.cu
  cuda/spgen_spmv_sellp_b8_t4_u2_f64i32_cuda.cu
  cuda/spgen_spmv_sellp_b8_t8_u1_f32i32_cuda.cu
  cuda/spgen_spmv_sellp_b8_t8_u1_f64i32_cuda.cu
  cuda/spgen_spmv_sellp_b8_t8_u2_f32i32_cuda.cu
  cuda/spgen_spmv_sellp_b8_t8_u2_f64i32_cuda.cu
)
set(SPGEN_GENERATED_AVX512_SOURCES
  avx512/spgen_spmv_axc_w16_f32i32_avx512.cpp
  avx512/spgen_spmv_axc_w8_f64i32_avx512.cpp
  avx512/spgen_spmv_axt_ch1_w16_h1_f32i32_avx512.cpp
  avx512/spgen_spmv_axt_ch1_w8_h1_f64i32_avx512.cpp
  avx512/spgen_spmv_axt_ch_w16_h64_f32i32_avx512.cpp
  avx512/spgen_spmv_axt_ch_w16_h8_f32i32_avx512.cpp
  avx512/spgen_spmv_axt_ch_w8_h64_f64i32_avx512.cpp
  avx512/spgen_spmv_axt_ch_w8_h8_f64i32_avx512.cpp
  avx512/spgen_spmv_axt_uh1_w16_h1_f32i32_avx512.cpp
  avx512/spgen_spmv_axt_uh1_w8_h1_f64i32_avx512.cpp
  avx512/spgen_spmv_axt_uh_w16_h4_f32i32_avx512.cpp
  avx512/spgen_spmv_axt_uh_w16_h8_f32i32_avx512.cpp
  avx512/spgen_spmv_axt_uh_w8_h4_f64i32_avx512.cpp
  avx512/spgen_spmv_axt_uh_w8_h8_f64i32_avx512.cpp
  avx512/spgen_spmv_coo_f32i32_avx512.cpp
  avx512/spgen_spmv_coo_f32i64_avx512.cpp
  avx512/spgen_spmv_coo_f64i32_avx512.cpp
  avx512/spgen_spmv_coo_f64i64_avx512.cpp
  avx512/spgen_spmv_csr_g0_f32i32_avx512.cpp
  avx512/spgen_spmv_csr_g0_f32i64_avx512.cpp
  avx512/spgen_spmv_csr_g0_f64i32_avx512.cpp
  avx512/spgen_spmv_csr_g0_f64i64_avx512.cpp
  avx512/spgen_spmv_csr_g1_f32i32_avx512.cpp
  avx512/spgen_spmv_csr_g1_f32i64_avx512.cpp
  avx512/spgen_spmv_csr_g1_f64i32_avx512.cpp
  avx512/spgen_spmv_csr_g1_f64i64_avx512.cpp
  avx512/spgen_spmv_ell_g0_f32i32_avx512.cpp
  avx512/spgen_spmv_ell_g0_f64i32_avx512.cpp
  avx512/spgen_spmv_ell_g1_f32i32_avx512.cpp
  avx512/spgen_spmv_ell_g1_f64i32_avx512.cpp
  avx512/spgen_spmv_ellr_g0_f32i32_avx512.cpp
  avx512/spgen_spmv_ellr_g0_f32i64_avx512.cpp
  avx512/spgen_spmv_ellr_g0_f64i32_avx512.cpp
  avx512/spgen_spmv_ellr_g0_f64i64_avx512.cpp
  avx512/spgen_spmv_ellr_g1_f32i32_avx512.cpp
  avx512/spgen_spmv_ellr_g1_f64i32_avx512.cpp
  avx512/spgen_spmv_hyb_g0_f32i32_avx512.cpp
  avx512/spgen_spmv_hyb_g0_f32i64_avx512.cpp
  avx512/spgen_spmv_hyb_g0_f64i32_avx512.cpp
  avx512/spgen_spmv_hyb_g0_f64i64_avx512.cpp
  avx512/spgen_spmv_hyb_g1_f32i32_avx512.cpp
  avx512/spgen_spmv_hyb_g1_f64i32_avx512.cpp
  avx512/spgen_spmv_pjds_b16_f32i32_avx512.cpp
  avx512/spgen_spmv_pjds_b8_f64i32_avx512.cpp
  avx512/spgen_spmv_sellp_b16_g0_f32i32_avx512.cpp
  avx512/spgen_spmv_sellp_b16_g1_f32i32_avx512.cpp
  avx512/spgen_spmv_sellp_b8_g0_f64i32_avx512.cpp
  avx512/spgen_spmv_sellp_b8_g1_f64i32_avx512.cpp
)
set(SPGEN_GENERATED_AVX512_HEADER avx512/instances.hpp)
set(SPGEN_GENERATED_REGISTRY registry.cpp)
set(SPGEN_GENERATED_CUDA_ARCHITECTURES "75;80;90")
