// GPU side of the benchmark: device memory, CUDA-event timing, the copy
// bandwidth and the cuSPARSE baseline. Only built with the CUDA toolkit.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "spgen/core/csr.hpp"

namespace spgen::bench::gpu {

/// cudaMemcpy device-to-device of a 1 GiB buffer; read + write bytes / time.
double copy_bandwidth_gbs();

void* alloc(std::size_t bytes);
void free(void* p);
void upload(void* dst, const void* src, std::size_t bytes);
void download(void* dst, const void* src, std::size_t bytes);
void synchronize();

/// n elements of device memory for one scope (at least one, so kernels get
/// a valid pointer); from a vector, its contents uploaded.
template <typename T>
struct DeviceArray {
  T* p = nullptr;
  explicit DeviceArray(std::size_t n) : p(static_cast<T*>(alloc(std::max<std::size_t>(n, 1) * sizeof(T)))) {}
  explicit DeviceArray(const std::vector<T>& v) : DeviceArray(v.size()) {
    if (!v.empty()) upload(p, v.data(), v.size() * sizeof(T));
  }
  ~DeviceArray() { free(p); }
  DeviceArray(const DeviceArray&) = delete;
  DeviceArray& operator=(const DeviceArray&) = delete;
};

/// Median time of one call of `launch` (which enqueues one product on the
/// default stream), from CUDA events around batches long enough that event
/// resolution does not matter; at least min_runs samples and min_seconds.
double time_ms(const std::function<void()>& launch, double min_seconds, int min_runs);

/// Median time of one call of each of `launches`, timed in interleaved
/// rounds (each round: one untimed batch of a launch, so its data is in L2
/// as when it runs back to back, then one timed batch), so that drift in the
/// device's clocks hits all alike; at least min_runs rounds and about
/// min_seconds per launch.
std::vector<double> time_ms_interleaved(const std::vector<std::function<void()>>& launches, double min_seconds,
                                        int min_runs);

/// Median time per launch of an empty kernel (one block of 32 threads,
/// through the runtime's launch path) in the same timing loop as the
/// products: the floor under every small matrix's time.
double launch_floor_ms(double min_seconds, int min_runs);

struct CusparseResult {
  std::string name;  // cusparse-alg1 / cusparse-alg2
  double ms = 0;
  double setup_ms = 0;  // buffer size query, allocation and preprocess
  std::vector<double> y;  // the product, for the error column
  std::string error;
};

/// cuSPARSE CSR SpMV (y = A x) with each CSR algorithm, after its preprocess.
template <typename V>
std::vector<CusparseResult> cusparse_spmv(const Csr<V, std::int32_t>& a, const std::vector<V>& x,
                                          double min_seconds, int min_runs);

/// cuSPARSE CSR SpMM, Y = op(A)·X (X row-major, xrows × k), with every CSR
/// algorithm in row- and column-major dense layouts (bench_cuda_spmm.cpp);
/// each result's y is row-major. A combination cuSPARSE refuses has `error` set.
template <typename V>
std::vector<CusparseResult> cusparse_spmm(const Csr<V, std::int32_t>& a, bool transpose, std::int64_t k,
                                          const std::vector<V>& x, double min_seconds, int min_runs);

}  // namespace spgen::bench::gpu
