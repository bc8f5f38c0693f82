#include "backends/cuda/device_scratch.hpp"

#include "backends/cuda/device_pool.hpp"

namespace spgen::detail {

cudaError_t scratch_allocate(void** ptr, std::size_t bytes, int* device) {
  return pool_allocate(ptr, bytes, device);
}

void scratch_free(void* ptr, int device) {
  if (ptr == nullptr) return;
  int current = device;
  cudaGetDevice(&current);
  if (current != device) cudaSetDevice(device);
  cudaFreeAsync(ptr, cudaStreamLegacy);
  if (current != device) cudaSetDevice(current);
}

}  // namespace spgen::detail
