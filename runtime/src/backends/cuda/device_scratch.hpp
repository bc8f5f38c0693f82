// Device memory needed only while one check, feature count or conversion
// runs (scratch), from the device's stream-ordered pool (device_pool.hpp),
// the one that holds the arrays plans keep. A freed block goes back to the
// pool queued on the default stream, without waiting, and the pool keeps it
// for the next request: a matrix planned again reuses its predecessor's
// blocks. The pool's first allocation is made with the context, so a
// process's first check does not pay a cudaMalloc: that one took 0.21-0.22 ms
// on an H200 (traced) before the checks of poisson3d:128 and
// kron:40:bcsstk32, about two of their products. Thread-safe; CUDA sources
// only.
#pragma once

#include <cuda_runtime.h>

#include <cstddef>

namespace spgen::detail {

/// `bytes` (at least 1) on the current device, from its pool, ordered on
/// the default stream; *device is that device. Returns CUDA's status; *ptr
/// is null on failure.
cudaError_t scratch_allocate(void** ptr, std::size_t bytes, int* device);
/// Back to the pool of `device`, the one scratch_allocate named, whatever
/// the current device is now, ordered on its default stream: the work
/// queued there so far may still use the block, and the next request there,
/// issued after it, reuses it safely.
void scratch_free(void* ptr, int device);

}  // namespace spgen::detail
