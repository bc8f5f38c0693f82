// The CUDA backend's building blocks (internal; the project's tests and
// benchmarks use them too): device probing, NVRTC compilation, kernel loading
// and event timing. Everything here needs a build with the CUDA toolkit;
// only probing and NVRTC work on a machine without a GPU or driver.
#pragma once

#include <cstddef>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace spgen {
class Context;
}

namespace spgen::cuda {

/// What the CUDA runtime reports about device `ordinal`.
struct DeviceInfo {
  bool available = false;
  std::string reason;  // why not, when unavailable (e.g. "cudaGetDeviceCount: no CUDA-capable device is detected")
  int ordinal = 0;
  std::string name;
  int arch = 0;        // compute capability as XY (90 for sm_90)
  int sm_count = 0;
  std::size_t memory_bytes = 0;
  std::size_t l2_bytes = 0;
};

/// Never throws: a missing build, driver or device yields available = false.
DeviceInfo probe_device(int ordinal = 0);

/// Makes `ordinal` current and creates its primary context now, so that the
/// first plan's setup cost does not include context creation. Throws spgen::Error.
void initialize_device(int ordinal);

/// Starts loading, on a thread of its own, the AOT modules of the SpMV
/// instances whose format asks for it (formats::Capabilities::
/// preload_with_context), once per device and process; a plan that needs one
/// meanwhile waits at most for the module being loaded. Instances without an
/// AOT cubin for the device are left to their first plan (nothing is
/// compiled ahead). SPGEN_PRELOAD_KERNELS=0 turns it off, with the planning
/// kernels' preload. Never throws (a plan reports what fails).
void preload_instance_modules(const Context& ctx);

/// A driver function by name, through the runtime
/// (cudaGetDriverEntryPointByVersion), so the library keeps no link-time
/// dependency on libcuda; null where the driver lacks it.
void* driver_entry_point(const char* symbol);

/// "13.0"; empty when NVRTC is not built in.
std::string nvrtc_version();
/// The options every instance is compiled with: exact architecture, C++17,
/// IEEE arithmetic (no fast math).
std::vector<std::string> nvrtc_options(int arch);
/// Compiles `source` to a CUBIN for sm_<arch>. Throws spgen::Error carrying the
/// NVRTC log and the source with line numbers on failure.
std::vector<char> nvrtc_compile(std::string_view name, std::string_view source, int arch);
/// The source with 1-based line numbers, as error messages show it.
std::string numbered_source(std::string_view source);

/// What one compiled instance holds on an SM (issue 14's occupancy): its
/// registers and shared memory, and how many of its blocks fit an SM at a
/// block size. Zeros where the runtime could not say.
struct KernelResources {
  int registers = 0;            // per thread
  int static_shared_bytes = 0;  // per block
  int local_bytes = 0;          // per thread: register spills and local arrays
  int blocks_per_sm = 0;        // resident blocks at the block size asked for
  int block_threads = 0;
  int max_threads_per_sm = 0;   // the SM's limit
  /// Resident threads over the SM's limit (0 when not known).
  [[nodiscard]] double occupancy() const {
    return max_threads_per_sm > 0 ? static_cast<double>(blocks_per_sm) * block_threads / max_threads_per_sm : 0.0;
  }
};

/// A loaded cubin (cudaLibrary_t) and one kernel in it (cudaKernel_t).
class LoadedKernel {
 public:
  /// Loads `cubin` and looks up `name`; throws spgen::Error on failure.
  LoadedKernel(std::span<const char> cubin, const std::string& name);
  ~LoadedKernel();
  LoadedKernel(const LoadedKernel&) = delete;
  LoadedKernel& operator=(const LoadedKernel&) = delete;

  /// grid x block threads, kernel arguments as cudaLaunchKernel expects them.
  /// Launches through the driver's cuLaunchKernel when the runtime hands out
  /// its entry point (less host time per launch: no kernel-to-function lookup
  /// in the runtime), else through cudaLaunchKernel. SPGEN_LAUNCH_API=runtime
  /// forces the latter. `programmatic`: with programmatic stream serialisation
  /// (sm_90 and newer), so the kernel may start while the previous kernel in
  /// the stream still runs; only for kernels that wait for it
  /// (SPGEN_WAIT_FOR_PREVIOUS_GRID in templates/common/spgen_template.h)
  /// before they read what that kernel may write.
  void launch(unsigned grid, unsigned block, void** args, void* stream,
              bool programmatic = false) const;
  [[nodiscard]] const std::string& name() const { return name_; }
  /// Its registers and shared memory, and its blocks per SM at `block`
  /// threads (no dynamic shared memory), on the current device.
  [[nodiscard]] KernelResources resources(unsigned block) const;
  /// "driver" or "runtime": the path launch() takes.
  [[nodiscard]] const char* launch_api() const { return function_ ? "driver" : "runtime"; }

 private:
  void launch_programmatic(unsigned grid, unsigned block, void** args, void* stream) const;

  void* library_ = nullptr;   // cudaLibrary_t
  void* kernel_ = nullptr;    // cudaKernel_t
  void* function_ = nullptr;  // CUfunction in the current device's primary context, or null
  std::string name_;
};

/// Two CUDA events timing what is queued between start() and stop_ms() on the
/// default stream (RAII: created and destroyed with the object).
class EventPair {
 public:
  EventPair();
  ~EventPair();
  EventPair(const EventPair&) = delete;
  EventPair& operator=(const EventPair&) = delete;
  void start() const;
  /// Records the end, waits for it, returns the milliseconds since start().
  [[nodiscard]] double stop_ms() const;

 private:
  void* begin_ = nullptr;  // cudaEvent_t
  void* end_ = nullptr;
};

/// Throws spgen::Error("<what>: <cuda error string>") when `status` is not cudaSuccess.
void check(int status, std::string_view what);

}  // namespace spgen::cuda
