#include "backends/cuda/device_pool.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <mutex>
#include <string>

#include "spgen/core/error.hpp"

namespace spgen::detail {

namespace {

// Bytes of freed blocks the pool of `device` keeps: SPGEN_DEVICE_POOL_MB, else
// 1/8 of the device's memory.
std::uint64_t retained_bytes(int device) {
  cudaDeviceProp prop{};
  const std::uint64_t eighth =
      cudaGetDeviceProperties(&prop, device) == cudaSuccess ? static_cast<std::uint64_t>(prop.totalGlobalMem) / 8 : 0;
  return pool_retained_bytes(std::getenv("SPGEN_DEVICE_POOL_MB"), eighth);
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
  std::uint64_t keep = retained_bytes(device);  // throws for a malformed SPGEN_DEVICE_POOL_MB
  cudaMemPoolProps props{};
  props.allocType = cudaMemAllocationTypePinned;
  props.location.type = cudaMemLocationTypeDevice;
  props.location.id = device;
  if (const cudaError_t status = cudaMemPoolCreate(pool, &props); status != cudaSuccess) return status;
  if (const cudaError_t status = cudaMemPoolSetAttribute(*pool, cudaMemPoolAttrReleaseThreshold, &keep);
      status != cudaSuccess)
    return status;
  (*pools)[device] = *pool;
  return cudaSuccess;
}

}  // namespace

std::uint64_t pool_retained_bytes(const char* megabytes, std::uint64_t otherwise) {
  if (megabytes == nullptr || *megabytes == '\0') return otherwise;
  constexpr std::uint64_t kMost = std::uint64_t{1} << 43;  // MB: 2^63 bytes
  std::uint64_t mb = 0;
  for (const char* c = megabytes; *c != '\0'; ++c) {
    if (*c < '0' || *c > '9' || (mb = mb * 10 + static_cast<std::uint64_t>(*c - '0')) >= kMost)
      throw Error(std::string("SPGEN_DEVICE_POOL_MB: '") + megabytes +
                  "' is not a number of megabytes (decimal digits, below 2^43)");
  }
  return mb << 20;
}

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

void pool_free(std::span<void* const> ptrs, int device) {
  if (std::all_of(ptrs.begin(), ptrs.end(), [](const void* p) { return p == nullptr; })) return;
  int current = device;
  cudaGetDevice(&current);
  if (current != device) cudaSetDevice(device);
  cudaDeviceSynchronize();
  for (void* p : ptrs)
    if (p != nullptr) cudaFreeAsync(p, cudaStreamLegacy);
  if (current != device) cudaSetDevice(current);
}

}  // namespace spgen::detail
