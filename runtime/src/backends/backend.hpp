// The interface the planner calls: a backend turns the selection's choice into
// an executor (conversion through the format's descriptor, kernel binding by
// the spec's argument names, timing when the choice has several candidates).
// cpu/ and cuda/ implement it; the planner never names either. Internal.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "formats/format.hpp"
#include "plan/plan_input.hpp"
#include "spgen/core/csr.hpp"
#include "spgen/core/registry.hpp"
#include "spgen/plan/plan.hpp"
#include "spgen/session/context.hpp"

namespace spgen::detail {

/// An instance and the conversion parameters of its format.
struct Candidate {
  const KernelEntry* entry = nullptr;  // nullptr: the backend's built-in path (the portable CPU loop)
  formats::ParamMap params;
  double predicted_ms = 0.0;  // the calibrated model's prediction (0: none made)
};

/// The selection's outcome.
struct Choice {
  /// candidates[0] is the pick. Several: the backend times them on the matrix
  /// (those it can prepare cheaply; the pick always) and runs the fastest.
  std::vector<Candidate> candidates;
  std::string reason;
};

template <SupportedValue V, SupportedIndex I>
class SpmvExecutor {
 public:
  virtual ~SpmvExecutor() = default;
  virtual void apply(V alpha, const V* x, V beta, V* y, void* stream) = 0;
  /// Median time (ms) of product(x, y, stream), run back to back on the
  /// backend's scratch vectors (x: ncols entries, y: nrows; device memory
  /// on a GPU) as this backend times a product: how describe() and a
  /// partitioned plan (several executors per product) are timed.
  virtual double time_products(const std::function<void(const V* x, V* y, void* stream)>& product) = 0;
  /// Median time of one product on scratch vectors (ms).
  double time_product_ms() {
    return time_products([this](const V* x, V* y, void* stream) { apply(V(1), x, V(0), y, stream); });
  }

  // Filled by the backend.
  Candidate kept;             // what runs (the plan cache records it)
  std::string backend;        // "cuda", "avx512", "portable"
  std::string format;         // the format's registered name
  std::string params;         // "t=4 r=32", "b=8 sigma=1024 threads=2"
  std::string instance;
  std::string kernel_source;  // "aot", "compiled", "memory-cache", "disk-cache", "host"
  std::string launch_mode;    // CUDA: how products are launched (PlanDescription::launch)
  std::size_t stored_bytes = 0;
  std::string values = "stored";  // Storage::values
  double occupancy = 1.0;  // β
  double sm_occupancy = 0.0;  // CUDA: PlanDescription::sm_occupancy
  int registers = 0;          // CUDA: per thread of the instance
  int host_threads = 0;    // CPU: OpenMP threads a product uses
  double conversion_ms = 0.0;
  double jit_ms = 0.0;
  double tuning_ms = 0.0;   // timing several candidates (selection cost)
  std::string tuning_note;  // what that timing found, appended to the selection reason
};

template <SupportedValue V, SupportedIndex I>
class SpmvBackend {
 public:
  virtual ~SpmvBackend() = default;
  /// The generated instances this backend runs (nullopt: none, e.g. a CPU
  /// without AVX-512, where only the built-in path serves).
  [[nodiscard]] virtual std::optional<Backend> kernel_backend() const = 0;
  /// True when `variant` names a built-in path of this backend ("portable").
  [[nodiscard]] virtual bool is_builtin(std::string_view variant) const = 0;
  /// Why the built-in path runs when the rule has no instance to offer
  /// (nullopt: this backend has none, and such a plan is an error).
  [[nodiscard]] virtual std::optional<std::string> fallback_reason() const = 0;
  /// Converts, prepares and (for several candidates) times; throws
  /// spgen::Error. A device matrix's host copy is downloaded only where a
  /// step reads the host CSR.
  [[nodiscard]] virtual std::unique_ptr<SpmvExecutor<V, I>> make(const PlanInput<V, I>& a, const Choice& choice,
                                                                 const PlanOptions& options) const = 0;
};

/// The backend serving `ctx` (CUDA when the context is a device, else the CPU).
template <SupportedValue V, SupportedIndex I>
std::unique_ptr<SpmvBackend<V, I>> backend_for(const Context& ctx);

template <SupportedValue V, SupportedIndex I>
std::unique_ptr<SpmvBackend<V, I>> make_cpu_backend(const Context& ctx);
/// Throws spgen::Error in a build without CUDA.
template <SupportedValue V, SupportedIndex I>
std::unique_ptr<SpmvBackend<V, I>> make_cuda_backend(const Context& ctx);

/// Defines FACTORY<V, I>(ctx), returning a new IMPL<V, I>(ctx), for every
/// value/index pair (make_cpu_backend, make_cuda_backend).
#define SPGEN_BACKEND_FACTORY(FACTORY, IMPL)                                                         \
  template <SupportedValue V, SupportedIndex I>                                                      \
  std::unique_ptr<SpmvBackend<V, I>> FACTORY(const Context& ctx) {                                   \
    return std::make_unique<IMPL<V, I>>(ctx);                                                        \
  }                                                                                                  \
  template std::unique_ptr<SpmvBackend<float, std::int32_t>> FACTORY<float, std::int32_t>(const Context&);   \
  template std::unique_ptr<SpmvBackend<float, std::int64_t>> FACTORY<float, std::int64_t>(const Context&);   \
  template std::unique_ptr<SpmvBackend<double, std::int32_t>> FACTORY<double, std::int32_t>(const Context&); \
  template std::unique_ptr<SpmvBackend<double, std::int64_t>> FACTORY<double, std::int64_t>(const Context&);

/// "b=8 t=4 u=2" from an entry's parameters (tags, as in instance names).
std::string params_string(const KernelEntry& e);

}  // namespace spgen::detail
