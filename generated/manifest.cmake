# generated — do not edit. Written by spgen-gen from the files below; change those and run the
# spgen_regenerate target instead.
# the build manifest; paths are relative to generated/
#   specs/aot.yaml  xxh3:f950de09a139dc8a
#   specs/formats/csr.yaml  xxh3:2be9cec8746b06f1
#   specs/formats/sellp.yaml  xxh3:701007c5ed02995c
#   specs/kernels.yaml  xxh3:7d5f7e79932141ee
#   specs/targets.yaml  xxh3:604f09d536087b40

set(SPGEN_GENERATED_INSTANCE_COUNT 72)
set(SPGEN_GENERATED_CUDA_SOURCES
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
  avx512/spgen_spmv_csr_f32i32_avx512.cpp
  avx512/spgen_spmv_csr_f32i64_avx512.cpp
  avx512/spgen_spmv_csr_f64i32_avx512.cpp
  avx512/spgen_spmv_csr_f64i64_avx512.cpp
  avx512/spgen_spmv_sellp_b16_f32i32_avx512.cpp
  avx512/spgen_spmv_sellp_b8_f64i32_avx512.cpp
)
set(SPGEN_GENERATED_AVX512_HEADER avx512/instances.hpp)
set(SPGEN_GENERATED_REGISTRY registry.cpp)
set(SPGEN_GENERATED_CUDA_ARCHITECTURES "75;80;90")
