// Just enough of CUDA for clang 14 to parse kernel templates with -nocudainc: clang 14
// cannot include CUDA 13's headers. Declarations only — nothing here is compiled for real,
// and nothing here reaches generated/ (NVRTC and nvcc provide the real builtins).
#pragma once

#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __restrict__ __restrict

// threadIdx, blockIdx, blockDim, gridDim and warpSize come from clang's own header.
#include "__clang_cuda_builtin_vars.h"

// The vector types templates load adjacent entries with (their members only).
struct uchar2 { unsigned char x, y; };
struct int2 { int x, y; };
struct longlong2 { long long x, y; };
struct ushort2 { unsigned short x, y; };
struct float2 { float x, y; };
struct double2 { double x, y; };
struct float4 { float x, y, z, w; };
struct __attribute__((aligned(16))) int4 { int x, y, z, w; };

__device__ void __syncthreads();
__device__ void __syncwarp(unsigned mask = 0xffffffffu);
__device__ void __threadfence();
__device__ unsigned __activemask();
__device__ unsigned __ballot_sync(unsigned mask, int pred);
__device__ int __all_sync(unsigned mask, int pred);
__device__ int __any_sync(unsigned mask, int pred);
template <typename T> __device__ T __shfl_sync(unsigned mask, T v, int src, int width = 32);
template <typename T> __device__ T __shfl_up_sync(unsigned mask, T v, unsigned d, int width = 32);
template <typename T> __device__ T __shfl_down_sync(unsigned mask, T v, unsigned d, int width = 32);
template <typename T> __device__ T __shfl_xor_sync(unsigned mask, T v, int lane_mask, int width = 32);
template <typename T> __device__ T __ldg(const T* p);
template <typename T> __device__ T __ldcg(const T* p);
template <typename T> __device__ T atomicAdd(T* p, T v);
__device__ double __longlong_as_double(long long x);
__device__ float __uint_as_float(unsigned int x);
__device__ float fmaf(float a, float b, float c);
__device__ double fma(double a, double b, double c);
__device__ float fabsf(float a);
__device__ double fabs(double a);
template <typename T> __host__ __device__ T min(T a, T b);
template <typename T> __host__ __device__ T max(T a, T b);
