// Device memory a plan keeps (the arrays a conversion on the device writes),
// from a stream-ordered pool per device (cudaMemPool) instead of cudaMalloc.
// A plan made again, as a solver does after changing values, then takes the
// blocks its predecessor gave back: on an H200 a cudaMalloc of poisson3d:128's
// 112 MB of columns took 0.27 ms and freeing it 0.2 ms, two products' worth.
// Freed blocks stay in the pool up to a limit, 1/8 of the device's memory
// unless SPGEN_DEVICE_POOL_MB says otherwise (0: give every block back to the
// device). The driver's first stream-ordered allocation in a process takes
// 7-9 ms on an H200 (0.1 ms later on), so initialize_device() pays it once,
// beside the context's creation, rather than a process's first plan.
// Thread-safe.
#pragma once

#include <cuda_runtime.h>

#include <cstddef>
#include <cstdint>
#include <span>

namespace spgen::detail {

/// The bytes of freed blocks a pool keeps: `megabytes` (SPGEN_DEVICE_POOL_MB's
/// value: decimal digits only) times 2^20, or `otherwise` where it is null or
/// empty. Throws spgen::Error naming the variable for anything else.
std::uint64_t pool_retained_bytes(const char* megabytes, std::uint64_t otherwise);

/// `bytes` (at least 1) on the current device, from its pool, ordered on the
/// legacy default stream (where the conversions run); *device is that device.
/// Returns CUDA's status; *ptr is null on failure. Creating a pool throws
/// pool_retained_bytes()'s error for a malformed SPGEN_DEVICE_POOL_MB.
cudaError_t pool_allocate(void** ptr, std::size_t bytes, int* device);
/// Creates the pool of `device` and makes its first allocation (the
/// driver's one-time set-up of stream-ordered allocation); throws as
/// pool_allocate does.
cudaError_t pool_prepare(int device);
/// Back to the pool of `device`, whatever the current device is. Waits for the
/// device first, as cudaFree does: work queued on any stream may still read
/// them. Null pointers are skipped; the span form waits once for all.
void pool_free(std::span<void* const> ptrs, int device);
inline void pool_free(void* ptr, int device) { pool_free(std::span<void* const>(&ptr, 1), device); }

}  // namespace spgen::detail
