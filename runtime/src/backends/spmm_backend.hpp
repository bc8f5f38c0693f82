// What the SpMM planner calls: an executor of Y = alpha*op(A)*X + beta*Y on
// row-major operands for one candidate (an instance on its format's storage,
// or the backend's built-in path), made by the CPU or the CUDA backend. The
// planner never names either backend's code. Internal.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "backends/backend.hpp"
#include "plan/plan_input.hpp"
#include "spgen/plan/spmm_plan.hpp"

namespace spgen::detail {

template <SupportedValue V, SupportedIndex I>
class SpmmExecutor {
 public:
  virtual ~SpmmExecutor() = default;
  /// Y = alpha*op(A)*X + beta*Y, X and Y row-major with row strides ldx, ldy
  /// (elements), k columns (checked by the plan).
  virtual void apply(V alpha, const V* x, std::int64_t ldx, V beta, V* y, std::int64_t ldy, std::int64_t k,
                     void* stream) = 0;
  /// Median time of one product of the plan's k columns on scratch operands (ms).
  virtual double time_product_ms() = 0;
  /// True when `p` is device memory (CUDA): the plan's column-major copies
  /// are made on the host and cannot take such an operand.
  [[nodiscard]] virtual bool is_device_memory(const void* /*p*/) const { return false; }

  std::string backend;        // "cuda", "avx512", "portable"
  std::string format;         // the format's registered name
  std::string params;         // instance tags and conversion parameters
  std::string instance;       // registry name, or the portable loop's
  std::string kernel_source;  // "aot", "compiled", ..., "host"
  std::size_t stored_bytes = 0;
  double occupancy = 1.0;
  double sm_occupancy = 0.0;  // CUDA: PlanDescription::sm_occupancy
  int registers = 0;          // CUDA: per thread of the instance
  double conversion_ms = 0.0;
  double jit_ms = 0.0;
};

/// The CPU executor: the portable loops (candidate without entry; op = Aᵀ
/// deterministic) or an AVX-512 instance. k: the plan's columns.
template <SupportedValue V, SupportedIndex I>
std::unique_ptr<SpmmExecutor<V, I>> make_cpu_spmm(const Context& ctx, std::shared_ptr<const Csr<V, I>> a,
                                                  const Candidate& c, SpmmOp op, std::int64_t k);
/// The CUDA executor of an instance, converting from a's device arrays where
/// it has them and the format can; throws spgen::Error in a build without CUDA.
template <SupportedValue V, SupportedIndex I>
std::unique_ptr<SpmmExecutor<V, I>> make_cuda_spmm(const Context& ctx, const PlanInput<V, I>& a,
                                                   const Candidate& c, SpmmOp op, std::int64_t k,
                                                   const PlanOptions& options);

}  // namespace spgen::detail
