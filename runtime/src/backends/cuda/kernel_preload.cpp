#include "backends/cuda/kernel_preload.hpp"

#include <cuda.h>  // driver types only: entry points come from the runtime, no libcuda link
#include <cuda_runtime.h>

#include <cstdlib>
#include <mutex>
#include <set>
#include <string_view>
#include <vector>

#include "backends/cuda/cuda.hpp"

namespace spgen::detail {

namespace {

std::vector<const void*>& registered() {
  static std::vector<const void*> kernels;
  return kernels;
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
    out.get_module =
        reinterpret_cast<decltype(out.get_module)>(cuda::driver_entry_point("cuFuncGetModule"));
    out.count =
        reinterpret_cast<decltype(out.count)>(cuda::driver_entry_point("cuModuleGetFunctionCount"));
    out.enumerate = reinterpret_cast<decltype(out.enumerate)>(
        cuda::driver_entry_point("cuModuleEnumerateFunctions"));
    out.load = reinterpret_cast<decltype(out.load)>(cuda::driver_entry_point("cuFuncLoad"));
    out.is_loaded =
        reinterpret_cast<decltype(out.is_loaded)>(cuda::driver_entry_point("cuFuncIsLoaded"));
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
