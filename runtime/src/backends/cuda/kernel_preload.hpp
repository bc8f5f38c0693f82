// The planning kernels' modules, loaded with the context.
//
// CUDA loads a translation unit's kernels lazily (CUDA_MODULE_LOADING=LAZY,
// the default since 12.2): the first launch of a kernel loads its module and
// itself. On an H200 that cost about 0.1-0.15 ms per module inside a process's
// first plan, whose checks, features, rules and conversion launch kernels of
// five or six modules; a 27-point stencil's product is 0.09-0.11 ms. Each
// translation unit of those kernels states SPGEN_PRELOAD_THIS_MODULE() once;
// initialize_device() then loads every function of those modules beside the
// context's creation (0.2-0.4 s there), as it prepares the memory pool.
// The SpMV and SpMM instances are not among them: each is a library of its own,
// loaded by the plan that selects it (LoadedKernel).
#pragma once

namespace spgen::detail {

/// Adds the module holding `kernel` (a __global__ function's host address) to
/// those preload_modules() loads. Returns true; called from static
/// initialisers (SPGEN_PRELOAD_THIS_MODULE).
bool register_preloaded_module(const void* kernel);

/// Loads every function of each registered module on `device`, the current
/// one, as their first launches would; once per device and process. Returns
/// the functions it loaded (0 when done before). Never throws:
/// with a driver without cuModuleEnumerateFunctions / cuFuncLoad (before
/// 12.4) only each module and its registered anchor kernel load here (the
/// lookup of the anchor's function does that), the other functions at their
/// first launch; what fails to load is left to the first launch, as without
/// this. SPGEN_PRELOAD_KERNELS=0 turns it off.
int preload_modules(int device);

/// What preload_modules() left on the current device: the registered modules,
/// their functions and how many are loaded (`walked` false, and no functions
/// counted, where the driver cannot walk a module). For tests.
struct PreloadState {
  int modules = 0;
  bool walked = false;
  int functions = 0;
  int loaded = 0;
};
PreloadState preload_state();

}  // namespace spgen::detail

/// In a .cu file at namespace scope: its module is loaded with the context.
#define SPGEN_PRELOAD_THIS_MODULE()                              \
  namespace {                                                    \
  __global__ void spgen_preload_anchor() {}                      \
  [[maybe_unused]] const bool spgen_preload_registered =         \
      ::spgen::detail::register_preloaded_module(                \
          reinterpret_cast<const void*>(&spgen_preload_anchor)); \
  }
