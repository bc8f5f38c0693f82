// SpMV plans: y = alpha * A * x + beta * y.
//
//   auto ctx  = spgen::Context::create();
//   auto a    = spgen::Matrix<double, int32_t>::from_file("bcsstk32.mtx.gz");
//   auto plan = spgen::plan(ctx, a);           // select, convert, compile
//   plan.apply(1.0, x, 0.0, y);                // host or device pointers
//   std::puts(plan.describe().to_string().c_str());
//
// Selection rule (until the calibrated model and autotuner arrive). Every
// registered format proposes candidates for the context's instances (its part
// of the rule lives in its descriptor, runtime/src/formats/<name>/, with an
// estimate of the bytes a product moves); the lowest-ranked proposal runs, and
// a timed one is timed against the others that ask for timing. Features are
// the mean row length m and the SELL occupancy β estimated from per-slice
// maximum row lengths, without converting. As it stands:
//  * options.variant names an instance: that instance, no rule.
//  * CUDA (thresholds measured on an H200 over every instance, see
//    bench/results/gpu_rule_calibration.md): SELL-P when the product is
//    bandwidth-bound (nnz >= 4M) and β >= 0.75, with threads per row t = the
//    power of two nearest m/16 (the closest the registry has), unroll 2 in
//    f64 when m/t >= 4 (1 in f32), the slice height b with the best β (within
//    0.02, the taller);
//    σ = 1 when that keeps β >= 0.9 (rows stay in order: x locality,
//    contiguous y), else the better of 256 and 4096.
//  * CUDA otherwise: CSR-Stream tiles (CSR-Adaptive) with 128-thread blocks,
//    each block streaming at most 128·s entries: s = 2 up to 256,000 nonzeros,
//    4 up to 512,000, 8 beyond (about a thousand tiles). A long row stays one
//    tile up to four tiles' worth of entries; longer ones are cut into pieces
//    combined in the same launch. Up to 1M nonzeros (launch-bound products of
//    a few microseconds) the plan times that pick against seven more
//    CSR-Stream and row-segment instances (up to 9 rounds of 16 back-to-back
//    products each, counted as selection time) and keeps the fastest; only
//    candidates whose kernels are ready without compiling take part (AOT
//    cubins for the device, or kernel-cache entries), so timing never runs
//    NVRTC. Beyond 1M nonzeros the pick is timed the same way against
//    CSR-Stream b128/b256 x s4/s8 (they share one device copy of the CSR
//    arrays; rounds shrink to keep the timing near 50 ms). Concurrent apply()
//    calls on one such plan from different streams are not supported (the
//    long-row workspace is per plan); row-segment plans share this caveat.
//  * CPU with AVX-512: the rule names candidates and the plan times them on
//    the matrix (interleaved, the median of 7 to 41 products each, counted
//    as selection time; a SELL conversion that loses counts there too) and
//    keeps the fastest: every AVX-512 CSR instance, plus SELL-C-σ (C = the
//    vector lanes; σ = 1 when β >= 0.9, else the better of 1024 and 16384)
//    when its estimated β >= 0.65. Each reads x by the gather instruction
//    (g0) or by scalar loads (g1). Which wins depends on the processor
//    (gathers are microcoded on AMD Zen) as much as on the matrix. Without
//    AVX-512, or for types with no generated instance: the portable OpenMP
//    CSR loop.
// Rows (or slices) are split over OpenMP threads by nonzeros once, at plan
// time; small products use fewer threads.
// The choice is remembered in the plan cache under (device, structure
// fingerprint, op, types, override): a second plan for the same structure —
// in this process or, through the disk cache, in the next — skips selection,
// and its kernel comes from the kernel cache without compiling.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <span>
#include <string>

#include "spgen/session/context.hpp"
#include "spgen/core/params.hpp"
#include "spgen/core/matrix.hpp"

namespace spgen {

struct PlanOptions {
  /// Instance name to use instead of the rule, e.g.
  /// "spgen_spmv_sellp_b8_t4_u2_f64i32_cuda"; "portable" picks the portable
  /// CPU loop. Empty: the selection rule.
  std::string variant;
  /// Conversion parameters by name, for the format that declares them (the
  /// others ignore them), e.g. {{"sigma", 1024}} for SELL's sorting window;
  /// unset ones are the format's rule's choice. With `variant`, a parameter
  /// its format does not take, or a value outside its domain, is an error.
  /// Each format's parameters: runtime/src/formats/<name>/ (specs/README.md).
  ParamMap format_params;
  /// Use and fill the plan cache (the context may also switch it off).
  bool use_plan_cache = true;
  /// Prefer an nvcc-built (AOT) cubin for the device's architecture over NVRTC.
  bool prefer_aot = true;
  /// CUDA, sm_90 and newer: launch products with programmatic dependent
  /// launch, so a product may start while the kernel before it in the stream
  /// still runs. It loads the matrix's index arrays and values meanwhile and
  /// waits for that kernel to finish (its writes visible) before it reads x or
  /// y: results are the same, and a short product that follows another kernel
  /// loses most of the launch gap (the gain needs the previous kernel to let it
  /// start early, as spgen's own kernels do; after any other kernel it starts
  /// when that one ends, as without). SPGEN_DISABLE_PDL=1 also turns it off.
  bool dependent_launch = true;
};

/// Setup cost of a plan, split by step (milliseconds).
struct SetupCost {
  double features_ms = 0.0;   // statistics and fingerprint
  double selection_ms = 0.0;  // the rule (0 on a plan-cache hit)
  double conversion_ms = 0.0; // format conversion, partitioning and uploads
  double jit_ms = 0.0;        // NVRTC compile, or cache load, and module load
  [[nodiscard]] double total_ms() const {
    return features_ms + selection_ms + conversion_ms + jit_ms;
  }
};

struct PlanDescription {
  std::string device;         // Context::description()
  std::string backend;        // "cuda", "avx512" or "portable"
  std::string format;         // "csr", "sellp", ...
  std::string params;         // e.g. "b=8 t=4 u=2 sigma=256"
  std::string instance;       // registry name ("portable_csr_f64i32" for the portable loop)
  std::string kernel_source;  // "aot", "compiled", "memory-cache", "disk-cache", "host"
  std::string launch;         // CUDA: "programmatic dependent" or "ordinary" (PlanOptions::dependent_launch)
  std::string selection;      // why this instance
  std::string plan_cache;     // "hit (memory)", "hit (disk)", "miss", "off"
  bool plan_cache_hit = false;
  std::size_t stored_bytes = 0;  // bytes of the format's arrays
  double beta = 1.0;             // storage occupancy: nnz / stored entries
  SetupCost setup;
  double product_ms = 0.0;       // median time of one product, measured by describe()
  double setup_products = 0.0;   // setup.total_ms() / product_ms
  /// Multi-line human-readable summary.
  [[nodiscard]] std::string to_string() const;
};

namespace detail {
template <SupportedValue V, SupportedIndex I>
struct SpmvPlanState;
}

template <SupportedValue V, SupportedIndex I>
class SpmvPlan {
 public:
  /// y = alpha*A*x + beta*y. x has ncols entries, y nrows. On a CUDA context
  /// the pointers may be device or host memory (host data is staged through
  /// the device); `stream` is a cudaStream_t (nullptr: the default stream) and
  /// the call returns once the product is queued when x and y are device
  /// memory, or complete when they are host memory. When beta == 0, y is not
  /// read. On a CPU context the pointers are host memory and stream is ignored.
  /// One plan serves one host thread at a time (the CUDA path keeps staging
  /// buffers and pointer classifications per plan).
  void apply(V alpha, const V* x, V beta, V* y, void* stream = nullptr) const;
  void apply(V alpha, std::span<const V> x, V beta, std::span<V> y) const;

  /// Format, parameters, instance, bytes, β and setup cost. The first call
  /// times a few products (on scratch vectors) to express the setup cost as a
  /// number of products.
  [[nodiscard]] const PlanDescription& describe() const;
  [[nodiscard]] I nrows() const;
  [[nodiscard]] I ncols() const;

 private:
  template <SupportedValue V2, SupportedIndex I2>
  friend SpmvPlan<V2, I2> plan(const Context&, const Matrix<V2, I2>&, const PlanOptions&);
  std::shared_ptr<detail::SpmvPlanState<V, I>> state_;
};

/// Chooses format and instance, converts the matrix, prepares the kernel.
template <SupportedValue V, SupportedIndex I>
SpmvPlan<V, I> plan(const Context& context, const Matrix<V, I>& a, const PlanOptions& options = {});

}  // namespace spgen
