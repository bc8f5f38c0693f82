// SPGEN_HOST_DEVICE marks a small function that both the host conversions
// and their device counterparts (runtime/src/formats/*/cuda/*.cu, nvcc) call,
// so the two make the same decisions from one definition.
#pragma once

#if defined(__CUDACC__)
#define SPGEN_HOST_DEVICE __host__ __device__
#else
#define SPGEN_HOST_DEVICE
#endif
