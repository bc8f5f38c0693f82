#include "backends/cuda/kernel_preload.hpp"

#include <cuda.h>  // driver types only: entry points come from the runtime, no libcuda link
#include <cuda_runtime.h>

#include <cstdlib>
#include <mutex>
#include <set>
#include <string_view>
#include <vector>

namespace spgen::detail {

namespace {

std::vector<const void*>& registered() {
  static std::vector<const void*> kernels;
  return kernels;
}

template <typename Fn>
Fn entry_point(const char* symbol) {
  void* fn = nullptr;
  cudaDriverEntryPointQueryResult status{};
  if (cudaGetDriverEntryPointByVersion(symbol, &fn, CUDART_VERSION, cudaEnableDefault, &status) !=
          cudaSuccess ||
      status != cudaDriverEntryPointSuccess) {
    cudaGetLastError();
    return nullptr;
  }
  return reinterpret_cast<Fn>(fn);
}

// The driver functions that walk a module (CUDA 12.4 and newer); all null
// where one is missing.
struct ModuleWalk {
  CUresult (*get_module)(CUmodule*, CUfunction) = nullptr;
  CUresult (*count)(unsigned*, CUmodule) = nullptr;
  CUresult (*enumerate)(CUfunction*, unsigned, CUmodule) = nullptr;
  CUresult (*load)(CUfunction) = nullptr;
  CUresult (*is_loaded)(CUfunctionLoadingState*, CUfunction) = nullptr;
};
const ModuleWalk& module_walk() {
  static const ModuleWalk w = [] {
    ModuleWalk out;
    out.get_module = entry_point<decltype(out.get_module)>("cuFuncGetModule");
    out.count = entry_point<decltype(out.count)>("cuModuleGetFunctionCount");
    out.enumerate = entry_point<decltype(out.enumerate)>("cuModuleEnumerateFunctions");
    out.load = entry_point<decltype(out.load)>("cuFuncLoad");
    out.is_loaded = entry_point<decltype(out.is_loaded)>("cuFuncIsLoaded");
    if (!out.get_module || !out.count || !out.enumerate || !out.load || !out.is_loaded) out = {};
    return out;
  }();
  return w;
}

// Every function of the module holding `kernel` in the current context (its
// module is loaded by this), or nothing where the driver cannot walk it.
std::vector<CUfunction> module_functions(const void* kernel) {
  cudaFunction_t f = nullptr;
  if (cudaGetFuncBySymbol(&f, kernel) != cudaSuccess) {
    cudaGetLastError();
    return {};
  }
  const ModuleWalk& w = module_walk();
  CUmodule module = nullptr;
  unsigned count = 0;
  if (!w.get_module || w.get_module(&module, reinterpret_cast<CUfunction>(f)) != CUDA_SUCCESS ||
      w.count(&count, module) != CUDA_SUCCESS)
    return {};
  std::vector<CUfunction> functions(count);
  if (w.enumerate(functions.data(), count, module) != CUDA_SUCCESS) return {};
  return functions;
}

}  // namespace

bool register_preloaded_module(const void* kernel) {
  registered().push_back(kernel);
  return true;
}

int preload_modules(int device) {
  if (const char* v = std::getenv("SPGEN_PRELOAD_KERNELS");
      v != nullptr && std::string_view(v) == "0")
    return 0;
  {
    static std::mutex mutex;
    static std::set<int> done;
    const std::lock_guard<std::mutex> lock(mutex);
    if (!done.insert(device).second) return 0;
  }
  int loaded = 0;
  for (const void* kernel : registered()) {
    const std::vector<CUfunction> functions = module_functions(kernel);
    for (CUfunction f : functions) loaded += module_walk().load(f) == CUDA_SUCCESS ? 1 : 0;
  }
  return loaded;
}

PreloadState preload_state() {
  PreloadState s;
  s.modules = static_cast<int>(registered().size());
  if (!module_walk().is_loaded) return s;
  s.walked = true;
  for (const void* kernel : registered()) {
    for (CUfunction f : module_functions(kernel)) {
      CUfunctionLoadingState state{};
      ++s.functions;
      if (module_walk().is_loaded(&state, f) == CUDA_SUCCESS &&
          state == CU_FUNCTION_LOADING_STATE_LOADED)
        ++s.loaded;
    }
  }
  return s;
}

}  // namespace spgen::detail
