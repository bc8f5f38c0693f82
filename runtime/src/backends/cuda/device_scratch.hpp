// Device memory needed only while one check, feature count or conversion
// runs (scratch), from a process-wide cache of freed blocks
// (cub::CachingDeviceAllocator). A matrix planned again then reuses the
// blocks of the conversion before it, instead of paying a cudaMalloc and a
// synchronising cudaFree for each: tens of µs apiece on an H200, against
// 0.11 ms for a product of poisson3d:128. Blocks are powers of two from 4 KB
// to 256 MB; at most 256 MB stays cached per device, and larger requests are
// allocated and freed exactly. Thread-safe; CUDA sources only.
#pragma once

#include <cuda_runtime.h>

#include <cstddef>

namespace spgen::detail {

/// `bytes` (at least 1) on the current device, from the cache when it holds a
/// block of that size; *device is that device. Returns CUDA's status; *ptr
/// is null on failure.
cudaError_t scratch_allocate(void** ptr, std::size_t bytes, int* device);
/// Back to the cache of `device`, the one scratch_allocate named, whatever
/// the current device is now (a block the work queued so far may still use:
/// the next request on the default stream, issued after it, reuses it safely).
void scratch_free(void* ptr, int device);

}  // namespace spgen::detail
