// What a plan runs: one executor per (backend, format), built by the backend
// from the selection's choice. Internal to the library.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "spgen/context.hpp"
#include "spgen/csr.hpp"
#include "spgen/plan.hpp"
#include "spgen/registry.hpp"

namespace spgen::detail {

/// The selection's outcome, resolved against the registry.
struct Choice {
  const KernelEntry* entry = nullptr;  // nullptr: the portable CPU loop
  int sigma = 1;                       // SELL sorting window
  std::string reason;
  /// The instances to time on the matrix; the backend prepares each, times
  /// them in turns and runs the fastest. CPU: AVX-512 CSR and SELL, each
  /// reading x two ways (converted once per format). CUDA: CSR-Stream and
  /// row-segment instances up to 1M nonzeros, CSR-Stream tile shapes beyond
  /// (sharing one device copy of the CSR arrays). Empty: entry, untimed
  /// (a plan-cache record or an override).
  std::vector<const KernelEntry*> timed_alternatives;
};

template <SupportedValue V, SupportedIndex I>
class SpmvExecutor {
 public:
  virtual ~SpmvExecutor() = default;
  virtual void apply(V alpha, const V* x, V beta, V* y, void* stream) = 0;
  /// Median time of one product on scratch vectors (ms).
  virtual double time_product_ms() = 0;

  // Filled by the backend's constructor.
  std::string backend;        // "cuda", "avx512", "portable"
  std::string format;         // "csr", "sellp"
  std::string params;         // "t=4 r=32", "b=8 sigma=1024"
  std::string instance;
  std::string kernel_source;  // "aot", "compiled", "memory-cache", "disk-cache", "host"
  std::string launch_mode;    // CUDA: how products are launched (PlanDescription::launch)
  std::size_t stored_bytes = 0;
  double occupancy = 1.0;  // β
  int host_threads = 0;    // CPU: OpenMP threads a product uses
  double conversion_ms = 0.0;
  double jit_ms = 0.0;
  double tuning_ms = 0.0;     // timing Choice::timed_alternatives (selection cost)
  std::string tuning_note;    // what that timing found, appended to the selection reason
};

template <SupportedValue V, SupportedIndex I>
std::unique_ptr<SpmvExecutor<V, I>> make_cpu_spmv(const Context& ctx,
                                                  std::shared_ptr<const Csr<V, I>> a,
                                                  const Choice& choice);
template <SupportedValue V, SupportedIndex I>
std::unique_ptr<SpmvExecutor<V, I>> make_cuda_spmv(const Context& ctx,
                                                   std::shared_ptr<const Csr<V, I>> a,
                                                   const Choice& choice, const PlanOptions& options);

/// "b=8 t=4 u=2" from an entry's parameters.
std::string params_string(const KernelEntry& e);

}  // namespace spgen::detail
