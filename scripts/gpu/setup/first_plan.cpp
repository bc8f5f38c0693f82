// A process's first SpMV plan from a matrix in device memory, then the same
// arrays viewed and planned again: wall times around view + plan, and each
// plan's setup split. With SPGEN_TRACE_SETUP=1 the library prints its timelines.
//   first_plan MATRIX f64|f32 [PLANS]
#include <cuda_runtime.h>

#include <chrono>
#include <cstdio>
#include <string>

#include "spgen/spgen.hpp"
#include "spgen/matrices/sources.hpp"

template <typename V>
int run(const std::string& spec, int plans) {
  using I = std::int32_t;
  const auto c0 = std::chrono::steady_clock::now();
  auto ctx = spgen::Context::create();
  std::printf("CONTEXT %.3f ms\n", std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - c0).count());
  const auto csr = spgen::load_matrix<V, I>(spec);
  I *rp, *ci;
  V* va;
  cudaMalloc(&rp, csr.row_ptr.size() * sizeof(I));
  cudaMalloc(&ci, csr.col_idx.size() * sizeof(I) + 4);
  cudaMalloc(&va, csr.values.size() * sizeof(V) + 8);
  cudaMemcpy(rp, csr.row_ptr.data(), csr.row_ptr.size() * sizeof(I), cudaMemcpyHostToDevice);
  cudaMemcpy(ci, csr.col_idx.data(), csr.col_idx.size() * sizeof(I), cudaMemcpyHostToDevice);
  cudaMemcpy(va, csr.values.data(), csr.values.size() * sizeof(V), cudaMemcpyHostToDevice);
  cudaDeviceSynchronize();
  for (int i = 0; i < plans; ++i) {
    const auto t0 = std::chrono::steady_clock::now();
    auto a = spgen::DeviceMatrix<V, I>::view(ctx, csr.nrows, csr.ncols, rp, ci, va);
    auto p = spgen::plan(ctx, a);
    const double wall = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    const auto& d = p.describe();
    std::printf("RESULT %s %s plan %d: wall %.3f ms (view %.3f) = %.1f products of %.4f ms; features %.3f selection %.3f "
                "conversion %.3f jit %.3f other %.3f; %s; cache %s\n",
                spec.c_str(), sizeof(V) == 8 ? "f64" : "f32", i, wall, a.check_ms(), wall / d.product_ms, d.product_ms,
                d.setup.features_ms, d.setup.selection_ms, d.setup.conversion_ms, d.setup.jit_ms, d.setup.other_ms,
                d.instance.c_str(), d.plan_cache.c_str());
    std::fflush(stdout);
  }
  return 0;
}

int main(int argc, char** argv) {
  if (argc < 3) return 2;
  const int plans = argc > 3 ? std::atoi(argv[3]) : 2;
  return std::string(argv[2]) == "f32" ? run<float>(argv[1], plans) : run<double>(argv[1], plans);
}
