// Device probing and kernel loading through the CUDA runtime's library API.
// Linked against the static runtime, which finds the driver with dlopen: with
// no driver every call here fails softly and the context falls back to the CPU.
#include <cuda.h>  // driver types only: entry points come from the runtime, no libcuda link
#include <cuda_runtime.h>

#include <cstdlib>
#include <string_view>

#include "backends/cuda/cuda.hpp"
#include "backends/cuda/device_pool.hpp"
#include "backends/cuda/host_to_device.hpp"
#include "backends/cuda/kernel_preload.hpp"
#include "spgen/core/error.hpp"

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
  check(detail::pool_prepare(ordinal), "preparing the pool of plan memory");
  detail::prepare_read_back();
  detail::preload_modules(ordinal);
}

void* driver_entry_point(const char* symbol) {
  void* fn = nullptr;
  cudaDriverEntryPointQueryResult status{};
  if (cudaGetDriverEntryPointByVersion(symbol, &fn, CUDART_VERSION, cudaEnableDefault, &status) !=
          cudaSuccess ||
      status != cudaDriverEntryPointSuccess) {
    cudaGetLastError();
    return nullptr;
  }
  return fn;
}

namespace {

using KernelGetFunction = CUresult (*)(CUfunction*, CUkernel);
using LaunchKernel = CUresult (*)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned,
                                  unsigned, unsigned, CUstream, void**, void**);
using LaunchKernelEx = CUresult (*)(const CUlaunchConfig*, CUfunction, void**, void**);

struct DriverLaunch {
  KernelGetFunction get_function = nullptr;
  LaunchKernel launch = nullptr;
  LaunchKernelEx launch_ex = nullptr;  // for launch attributes (programmatic dependent launch)
};
const DriverLaunch& driver_launch() {
  static const DriverLaunch d = [] {
    DriverLaunch out;
    const char* api = std::getenv("SPGEN_LAUNCH_API");
    if (api != nullptr && std::string_view(api) == "runtime") return out;
    out.get_function = reinterpret_cast<KernelGetFunction>(driver_entry_point("cuKernelGetFunction"));
    out.launch = reinterpret_cast<LaunchKernel>(driver_entry_point("cuLaunchKernel"));
    out.launch_ex = reinterpret_cast<LaunchKernelEx>(driver_entry_point("cuLaunchKernelEx"));
    if (!out.get_function || !out.launch || !out.launch_ex) out = {};
    return out;
  }();
  return d;
}

}  // namespace

LoadedKernel::LoadedKernel(std::span<const char> cubin, const std::string& name) : name_(name) {
  // cuKernelGetFunction (below) needs a context current on this thread, and
  // cudaLibraryLoadData creates none: a loader that runs before any other
  // CUDA call (a kernel test) got CUDA_ERROR_INVALID_CONTEXT. Make the current
  // device's primary context current first, before anything needs freeing.
  if (driver_launch().get_function) {
    int device = 0;
    check(cudaGetDevice(&device), "cudaGetDevice");
    initialize_device(device);
  }
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
  // The function of the current device's context: plans load their kernels
  // after selecting the device, and launch on it.
  if (const auto& d = driver_launch(); d.get_function) {
    CUfunction f = nullptr;
    if (d.get_function(&f, reinterpret_cast<CUkernel>(k)) == CUDA_SUCCESS) function_ = f;
  }
}

KernelResources LoadedKernel::resources(unsigned block) const {
  // The runtime takes a cudaKernel_t wherever it takes a kernel function
  // (as cudaLaunchKernel below does). A query it refuses leaves zeros.
  KernelResources r;
  const auto* f = static_cast<const void*>(kernel_);
  cudaFuncAttributes attr{};
  int device = 0, blocks = 0, threads = 0;
  if (cudaFuncGetAttributes(&attr, f) != cudaSuccess || cudaGetDevice(&device) != cudaSuccess ||
      cudaDeviceGetAttribute(&threads, cudaDevAttrMaxThreadsPerMultiProcessor, device) != cudaSuccess ||
      cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, f, static_cast<int>(block), 0) != cudaSuccess) {
    cudaGetLastError();
    return r;
  }
  r.registers = attr.numRegs;
  r.static_shared_bytes = static_cast<int>(attr.sharedSizeBytes);
  r.local_bytes = static_cast<int>(attr.localSizeBytes);
  r.blocks_per_sm = blocks;
  r.block_threads = static_cast<int>(block);
  r.max_threads_per_sm = threads;
  return r;
}

LoadedKernel::~LoadedKernel() {
  if (library_) cudaLibraryUnload(static_cast<cudaLibrary_t>(library_));
}

void LoadedKernel::launch(unsigned grid, unsigned block, void** args, void* stream,
                          bool programmatic) const {
  if (programmatic) {
    launch_programmatic(grid, block, args, stream);
    return;
  }
  if (function_) {
    const CUresult r = driver_launch().launch(static_cast<CUfunction>(function_), grid, 1, 1, block, 1,
                                              1, 0, static_cast<CUstream>(stream), args, nullptr);
    // The message is built only on failure: apply() launches on a hot path.
    if (r != CUDA_SUCCESS)
      throw Error("cuda: cuLaunchKernel(" + name_ + "): CUresult " + std::to_string(static_cast<int>(r)));
    return;
  }
  const cudaError_t e = cudaLaunchKernel(static_cast<const void*>(kernel_), dim3(grid), dim3(block),
                                         args, 0, static_cast<cudaStream_t>(stream));
  if (e != cudaSuccess) check(e, "cudaLaunchKernel(" + name_ + ")");
}

void LoadedKernel::launch_programmatic(unsigned grid, unsigned block, void** args,
                                       void* stream) const {
  if (function_) {
    CUlaunchAttribute attr{};
    attr.id = CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION;
    attr.value.programmaticStreamSerializationAllowed = 1;
    CUlaunchConfig config{};
    config.gridDimX = grid;
    config.gridDimY = config.gridDimZ = 1;
    config.blockDimX = block;
    config.blockDimY = config.blockDimZ = 1;
    config.hStream = static_cast<CUstream>(stream);
    config.attrs = &attr;
    config.numAttrs = 1;
    const CUresult r = driver_launch().launch_ex(&config, static_cast<CUfunction>(function_), args, nullptr);
    if (r != CUDA_SUCCESS)
      throw Error("cuda: cuLaunchKernelEx(" + name_ + ", programmatic serialisation): CUresult " +
                  std::to_string(static_cast<int>(r)));
    return;
  }
  cudaLaunchAttribute attr{};
  attr.id = cudaLaunchAttributeProgrammaticStreamSerialization;
  attr.val.programmaticStreamSerializationAllowed = 1;
  cudaLaunchConfig_t config{};
  config.gridDim = dim3(grid);
  config.blockDim = dim3(block);
  config.stream = static_cast<cudaStream_t>(stream);
  config.attrs = &attr;
  config.numAttrs = 1;
  const cudaError_t e = cudaLaunchKernelExC(&config, static_cast<const void*>(kernel_), args);
  if (e != cudaSuccess) check(e, "cudaLaunchKernelExC(" + name_ + ", programmatic serialisation)");
}

}  // namespace spgen::cuda

namespace spgen::cuda {

EventPair::EventPair() {
  cudaEvent_t b = nullptr, e = nullptr;
  check(cudaEventCreate(&b), "cudaEventCreate");
  if (const cudaError_t s = cudaEventCreate(&e); s != cudaSuccess) {
    cudaEventDestroy(b);
    check(s, "cudaEventCreate");
  }
  begin_ = b;
  end_ = e;
}
EventPair::~EventPair() {
  cudaEventDestroy(static_cast<cudaEvent_t>(begin_));
  cudaEventDestroy(static_cast<cudaEvent_t>(end_));
}
void EventPair::start() const { check(cudaEventRecord(static_cast<cudaEvent_t>(begin_)), "cudaEventRecord"); }
double EventPair::stop_ms() const {
  const auto e = static_cast<cudaEvent_t>(end_);
  check(cudaEventRecord(e), "cudaEventRecord");
  check(cudaEventSynchronize(e), "cudaEventSynchronize");
  float ms = 0;
  check(cudaEventElapsedTime(&ms, static_cast<cudaEvent_t>(begin_), e), "cudaEventElapsedTime");
  return ms;
}

}  // namespace spgen::cuda
