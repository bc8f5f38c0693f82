// Plan-time uploads (backends/cuda/host_to_device.hpp): every size, below
// and above the staged path's threshold and not a multiple of its chunks,
// arrives byte for byte, also from two threads at once. Needs a CUDA device;
// skips with the reason otherwise.
#include <gtest/gtest.h>

#include <cuda_runtime.h>

#include <cstddef>
#include <cstdint>
#include <thread>
#include <vector>

#include "backends/cuda/cuda.hpp"
#include "backends/cuda/host_to_device.hpp"

namespace spgen::test {
namespace {

std::vector<std::uint8_t> pattern(std::size_t n, std::uint32_t seed) {
  std::vector<std::uint8_t> v(n);
  std::uint32_t x = seed;
  for (auto& b : v) {
    x = x * 1664525u + 1013904223u;
    b = static_cast<std::uint8_t>(x >> 24);
  }
  return v;
}

// Uploads n bytes and reads them back.
bool round_trips(std::size_t n, std::uint32_t seed) {
  const auto host = pattern(n, seed);
  void* device = nullptr;
  if (cudaMalloc(&device, n > 0 ? n : 1) != cudaSuccess) return false;
  detail::copy_to_device(device, host.data(), n);
  std::vector<std::uint8_t> back(n);
  const bool copied = n == 0 || cudaMemcpy(back.data(), device, n, cudaMemcpyDeviceToHost) == cudaSuccess;
  cudaFree(device);
  return copied && back == host;
}

TEST(CudaUpload, EverySizeArrivesByteForByte) {
  const auto info = cuda::probe_device(0);
  if (!info.available) GTEST_SKIP() << "no CUDA device: " << info.reason;
  const std::size_t mb = std::size_t{1} << 20;
  for (const std::size_t n : {std::size_t{0}, std::size_t{1}, 32 * mb - 1, 32 * mb, 48 * mb + 12345, 100 * mb + 7})
    EXPECT_TRUE(round_trips(n, static_cast<std::uint32_t>(n))) << n << " bytes";
}

TEST(CudaUpload, TwoThreadsShareTheStaging) {
  const auto info = cuda::probe_device(0);
  if (!info.available) GTEST_SKIP() << "no CUDA device: " << info.reason;
  bool ok[2] = {false, false};
  std::thread a([&] { ok[0] = round_trips((std::size_t{70} << 20) + 3, 1); });
  std::thread b([&] { ok[1] = round_trips((std::size_t{40} << 20) + 5, 2); });
  a.join();
  b.join();
  EXPECT_TRUE(ok[0]);
  EXPECT_TRUE(ok[1]);
}

}  // namespace
}  // namespace spgen::test
