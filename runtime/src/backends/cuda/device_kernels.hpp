// CUDA backend pieces every executor uses (SpMV, SpMM): owning device
// buffers, the pointer classification of apply()'s operands, and a kernel
// prepared from an AOT cubin or NVRTC through the kernel cache. Internal.
#pragma once

#include <cuda_runtime.h>

#include <algorithm>
#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "backends/cuda/cuda.hpp"
#include "backends/cuda/host_to_device.hpp"
#include "formats/format.hpp"
#include "plan/plan_input.hpp"
#include "spgen/core/registry.hpp"
#include "spgen/session/context.hpp"

namespace spgen::detail {

// Owning device allocation.
class DeviceBuffer {
 public:
  DeviceBuffer() = default;
  explicit DeviceBuffer(std::size_t bytes) { resize(bytes); }
  ~DeviceBuffer() { release(); }
  DeviceBuffer(const DeviceBuffer&) = delete;
  DeviceBuffer& operator=(const DeviceBuffer&) = delete;

  void resize(std::size_t bytes) {
    if (bytes <= bytes_) return;
    release();
    // cudaMalloc(0) is legal but returns nullptr; keep a valid pointer for kernels.
    cuda::check(cudaMalloc(&ptr_, std::max<std::size_t>(bytes, 16)), "cudaMalloc");
    bytes_ = bytes;
  }
  void zero() {
    if (bytes_ > 0) cuda::check(cudaMemset(ptr_, 0, bytes_), "cudaMemset");
  }
  template <typename T>
  void upload(const std::vector<T>& v) {
    upload(v.data(), v.size() * sizeof(T));
  }
  void upload(const void* data, std::size_t bytes) {
    resize(bytes);
    copy_to_device(ptr_, data, bytes);
  }
  template <typename T>
  [[nodiscard]] T* as() const { return static_cast<T*>(ptr_); }

 private:
  void release() {
    if (ptr_) cudaFree(ptr_);
    ptr_ = nullptr;
    bytes_ = 0;
  }
  void* ptr_ = nullptr;
  std::size_t bytes_ = 0;
};

/// True for device (or managed) memory.
bool is_device_pointer(const void* p);

/// `entry`'s storage of the plan's matrix for a CUDA executor: built on the
/// current device where the format converts there
/// (Format::converts_on_device), from a DeviceMatrix's own arrays, the
/// plan's device copy of the host CSR (`uploaded`, shared by the candidates
/// a plan times), or a copy made here and freed once converted (a host
/// matrix only where Capabilities::device_conversion_for_device_matrices is
/// false); else by the host conversion (of a DeviceMatrix's host copy). SPGEN_HOST_CONVERSION=1
/// forces the host (measurements, parity checks). `on_device` says which
/// ran. Throws spgen::Error.
template <SupportedValue V, SupportedIndex I>
formats::Storage<V, I> convert_for_device(const PlanInput<V, I>& in, const KernelEntry& entry,
                                          const formats::ParamMap& params, bool* on_device,
                                          const formats::DeviceCsr<V, I>* uploaded = nullptr);

struct PreparedKernel {
  std::shared_ptr<cuda::LoadedKernel> kernel;
  std::string source;  // to_string(KernelSource)
  double ms = 0.0;
};

/// True when preparing the instance compiles nothing (an AOT cubin or a
/// kernel-cache entry): plan-time timing never makes NVRTC build candidates.
bool kernel_ready(const Context& ctx, const KernelEntry& e, bool prefer_aot);

/// The instance's kernel, loaded once per process and device: its AOT cubin
/// for the device's architecture, else its embedded source through NVRTC and
/// the kernel cache.
PreparedKernel prepare_kernel(const Context& ctx, const KernelEntry& e, bool prefer_aot);

}  // namespace spgen::detail
