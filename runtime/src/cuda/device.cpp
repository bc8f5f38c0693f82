// Device probing and kernel loading through the CUDA runtime's library API.
// Linked against the static runtime, which finds the driver with dlopen: with
// no driver every call here fails softly and the context falls back to the CPU.
#include <cuda_runtime.h>

#include "spgen/cuda.hpp"
#include "spgen/error.hpp"

namespace spgen::cuda {

void check(int status, std::string_view what) {
  const auto e = static_cast<cudaError_t>(status);
  if (e != cudaSuccess)
    throw Error("cuda: " + std::string(what) + ": " + cudaGetErrorName(e) + " (" +
                cudaGetErrorString(e) + ")");
}

DeviceInfo probe_device(int ordinal) {
  DeviceInfo info;
  info.ordinal = ordinal;
  int count = 0;
  const cudaError_t e = cudaGetDeviceCount(&count);
  if (e != cudaSuccess) {
    info.reason = std::string("cudaGetDeviceCount: ") + cudaGetErrorString(e);
    if (e == cudaErrorInsufficientDriver) {
      // What the static runtime says when libcuda.so cannot be opened at all.
      int rt = 0;
      cudaRuntimeGetVersion(&rt);
      info.reason += " (no NVIDIA driver found, or one older than this CUDA " +
                     std::to_string(rt / 1000) + "." + std::to_string(rt % 1000 / 10) + " runtime)";
    } else if (e == cudaErrorNoDevice) {
      info.reason += " (the driver sees no GPU)";
    }
    cudaGetLastError();  // reset the runtime's last-error state
    return info;
  }
  if (count <= ordinal) {
    info.reason = "device " + std::to_string(ordinal) + " requested, " + std::to_string(count) +
                  " present";
    return info;
  }
  cudaDeviceProp prop{};
  if (const cudaError_t pe = cudaGetDeviceProperties(&prop, ordinal); pe != cudaSuccess) {
    info.reason = std::string("cudaGetDeviceProperties: ") + cudaGetErrorString(pe);
    return info;
  }
  info.available = true;
  info.name = prop.name;
  info.arch = prop.major * 10 + prop.minor;
  info.sm_count = prop.multiProcessorCount;
  info.memory_bytes = prop.totalGlobalMem;
  info.l2_bytes = static_cast<std::size_t>(prop.l2CacheSize);
  return info;
}

void initialize_device(int ordinal) {
  check(cudaSetDevice(ordinal), "cudaSetDevice");
  check(cudaFree(nullptr), "creating the device context");
}

LoadedKernel::LoadedKernel(const std::vector<char>& cubin, const std::string& name) : name_(name) {
  cudaLibrary_t lib = nullptr;
  check(cudaLibraryLoadData(&lib, cubin.data(), nullptr, nullptr, 0, nullptr, nullptr, 0),
        "cudaLibraryLoadData(" + name + ")");
  cudaKernel_t k = nullptr;
  const cudaError_t e = cudaLibraryGetKernel(&k, lib, name.c_str());
  if (e != cudaSuccess) {
    cudaLibraryUnload(lib);
    check(e, "cudaLibraryGetKernel(" + name + ")");
  }
  library_ = lib;
  kernel_ = k;
}

LoadedKernel::~LoadedKernel() {
  if (library_) cudaLibraryUnload(static_cast<cudaLibrary_t>(library_));
}

void LoadedKernel::launch(unsigned grid, unsigned block, void** args, void* stream) const {
  // The runtime accepts a cudaKernel_t cast to a function pointer.
  const cudaError_t e = cudaLaunchKernel(static_cast<const void*>(kernel_), dim3(grid), dim3(block),
                                         args, 0, static_cast<cudaStream_t>(stream));
  // The message is built only on failure: apply() launches on a hot path.
  if (e != cudaSuccess) check(e, "cudaLaunchKernel(" + name_ + ")");
}

}  // namespace spgen::cuda
