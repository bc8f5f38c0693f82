// Round-trip floors on this machine: an empty kernel launched and waited for,
// a 4-byte device-to-host copy, both together, and a 300 KB copy to the host
// (ct2010's row pointers): medians of 200 after 20 warm-ups.
#include <cuda_runtime.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <vector>

__global__ void empty_kernel(int* p) {
  if (p && threadIdx.x == 1024) *p = 1;
}

static double median_us(const std::function<void()>& f) {
  for (int i = 0; i < 20; ++i) f();
  std::vector<double> t;
  for (int i = 0; i < 200; ++i) {
    const auto t0 = std::chrono::steady_clock::now();
    f();
    t.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count());
  }
  std::nth_element(t.begin(), t.begin() + 100, t.end());
  return t[100];
}

int main() {
  int* d;
  cudaMalloc(&d, 1 << 20);
  std::vector<int> h(300000 / 4);
  int small = 0;
  std::printf("FLOOR launch+sync %.1f us\n", median_us([&] { empty_kernel<<<1, 32>>>(d); cudaDeviceSynchronize(); }));
  std::printf("FLOOR 4-byte D2H %.1f us\n", median_us([&] { cudaMemcpy(&small, d, 4, cudaMemcpyDeviceToHost); }));
  std::printf("FLOOR launch + 4-byte D2H %.1f us\n", median_us([&] {
                empty_kernel<<<132, 256>>>(d);
                cudaMemcpy(&small, d, 4, cudaMemcpyDeviceToHost);
              }));
  std::printf("FLOOR 300 KB D2H pageable %.1f us\n",
              median_us([&] { cudaMemcpy(h.data(), d, 300000, cudaMemcpyDeviceToHost); }));
  std::printf("FLOOR 4 launches + 4-byte D2H %.1f us\n", median_us([&] {
                for (int i = 0; i < 4; ++i) empty_kernel<<<132, 256>>>(d);
                cudaMemcpy(&small, d, 4, cudaMemcpyDeviceToHost);
              }));
  return 0;
}
