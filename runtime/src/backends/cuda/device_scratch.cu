#include <cub/util_allocator.cuh>

#include "backends/cuda/device_scratch.hpp"

namespace spgen::detail {

namespace {

cub::CachingDeviceAllocator& cache() {
  constexpr unsigned kGrowth = 2, kMinBin = 12, kMaxBin = 28;  // 4 KB .. 256 MB
  constexpr std::size_t kMaxCached = std::size_t{256} << 20;
  // Never destroyed: at exit the CUDA runtime may be gone before a static
  // destructor runs, and the driver frees a process's memory anyway.
  static auto* allocator =
      new cub::CachingDeviceAllocator(kGrowth, kMinBin, kMaxBin, kMaxCached, /*skip_cleanup=*/true);
  return *allocator;
}

}  // namespace

cudaError_t scratch_allocate(void** ptr, std::size_t bytes, int* device) {
  *ptr = nullptr;
  if (const cudaError_t status = cudaGetDevice(device); status != cudaSuccess) return status;
  return cache().DeviceAllocate(*device, ptr, bytes > 0 ? bytes : 1);
}

void scratch_free(void* ptr, int device) {
  if (ptr != nullptr) cache().DeviceFree(device, ptr);
}

}  // namespace spgen::detail
