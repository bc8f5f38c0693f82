#include <cstdint>
#include <cstdlib>
#include <map>
#include <mutex>

#include "backends/cuda/device_pool.hpp"

namespace spgen::detail {

namespace {

// Bytes of freed blocks the pool of `device` keeps.
std::uint64_t retained_bytes(int device) {
  if (const char* mb = std::getenv("SPGEN_DEVICE_POOL_MB"); mb != nullptr && *mb != '\0') {
    char* end = nullptr;
    const unsigned long long v = std::strtoull(mb, &end, 10);
    if (end != nullptr && *end == '\0') return static_cast<std::uint64_t>(v) << 20;
  }
  cudaDeviceProp prop{};
  if (cudaGetDeviceProperties(&prop, device) != cudaSuccess) return 0;
  return static_cast<std::uint64_t>(prop.totalGlobalMem) / 8;
}

cudaError_t pool_of(int device, cudaMemPool_t* pool) {
  static std::mutex mutex;
  // Never destroyed: at exit the CUDA runtime may be gone before a static
  // destructor runs, and the driver frees a process's memory anyway.
  static auto* pools = new std::map<int, cudaMemPool_t>;
  const std::lock_guard lock(mutex);
  if (const auto it = pools->find(device); it != pools->end()) {
    *pool = it->second;
    return cudaSuccess;
  }
  cudaMemPoolProps props{};
  props.allocType = cudaMemAllocationTypePinned;
  props.location.type = cudaMemLocationTypeDevice;
  props.location.id = device;
  if (const cudaError_t status = cudaMemPoolCreate(pool, &props); status != cudaSuccess) return status;
  std::uint64_t keep = retained_bytes(device);
  if (const cudaError_t status = cudaMemPoolSetAttribute(*pool, cudaMemPoolAttrReleaseThreshold, &keep);
      status != cudaSuccess)
    return status;
  (*pools)[device] = *pool;
  return cudaSuccess;
}

}  // namespace

cudaError_t pool_allocate(void** ptr, std::size_t bytes, int* device) {
  *ptr = nullptr;
  if (const cudaError_t status = cudaGetDevice(device); status != cudaSuccess) return status;
  cudaMemPool_t pool = nullptr;
  if (const cudaError_t status = pool_of(*device, &pool); status != cudaSuccess) return status;
  const cudaError_t status = cudaMallocFromPoolAsync(ptr, bytes > 0 ? bytes : 1, pool, cudaStreamLegacy);
  if (status != cudaSuccess) *ptr = nullptr;
  return status;
}

cudaError_t pool_prepare(int device) {
  cudaMemPool_t pool = nullptr;
  if (const cudaError_t status = pool_of(device, &pool); status != cudaSuccess) return status;
  void* first = nullptr;
  if (const cudaError_t status = cudaMallocFromPoolAsync(&first, 1, pool, cudaStreamLegacy); status != cudaSuccess)
    return status;
  if (const cudaError_t status = cudaFreeAsync(first, cudaStreamLegacy); status != cudaSuccess) return status;
  return cudaStreamSynchronize(cudaStreamLegacy);
}

void pool_free(void* ptr, int device) {
  if (ptr == nullptr) return;
  int current = device;
  cudaGetDevice(&current);
  if (current != device) cudaSetDevice(device);
  cudaDeviceSynchronize();
  cudaFreeAsync(ptr, cudaStreamLegacy);
  if (current != device) cudaSetDevice(current);
}

}  // namespace spgen::detail
