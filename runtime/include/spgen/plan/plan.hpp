// SpMV plans: y = alpha * A * x + beta * y.
//
//   auto ctx  = spgen::Context::create();
//   auto a    = spgen::Matrix<double, int32_t>::from_file("bcsstk32.mtx.gz");
//   auto plan = spgen::plan(ctx, a);           // select, convert, compile
//   plan.apply(1.0, x, 0.0, y);                // host or device pointers
//   std::puts(plan.describe().to_string().c_str());
//
// Selection. What `spgen tune` stored for this matrix comes first (tune.hpp),
// then the plan cache. Otherwise every registered format proposes candidates
// for the context's instances (its part of the rule lives in its descriptor,
// runtime/src/formats/<name>/, with an estimate of the bytes a product
// moves). Where the device has a calibration (model.hpp: `spgen calibrate`,
// or one shipped for the H100 and H200), the calibrated model ranks every proposal by
// predicted time and the fastest runs, untimed (PlanOptions::timed_candidates
// times its top 2-3). Without one, the rule below: the lowest-ranked proposal
// runs, and a timed one is timed against the others that ask for timing. Features are
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
//    (g0) or by scalar loads (g1), SELL and ELL by one vector load where a
//    slice's rows read consecutive columns (stencils, FEM). Which wins
//    depends on the processor (gathers are microcoded on AMD Zen) as much as
//    on the matrix; where the timed candidates' conversions differ, the kept
//    one costs least over PlanOptions::expected_products products. Without
//    AVX-512, or for types with no generated instance: the portable OpenMP
//    CSR loop.
// Rows (or slices) are split over OpenMP threads by nonzeros once, at plan
// time; small products use fewer threads.
// Row partitioning (PlanOptions::partition): rows longer than a threshold in
// a second part with its own format, applied after the first at beta = 1;
// forced at a threshold, or (timed plans) priced by the model and taken when
// timed faster.
// The choice is remembered in the plan cache under (device, structure
// fingerprint, op, types, override): a second plan for the same structure —
// in this process or, through the disk cache, in the next — skips selection,
// and its kernel comes from the kernel cache without compiling.
//
// Plans in the matrix's own basis (plan_in_own_basis, below): a format that
// sorts rows (pJDS) may keep the sorted order instead of writing y back
// through its permutation. The plan then stores P·A·Pᵀ and its products take
// and give vectors in that basis only, as PlanBasisVector, which carries the
// basis it belongs to: an iterative solver permutes once before and once
// after, and a vector of another basis (or the caller's order) cannot reach
// a product by accident.
//
//   auto own = spgen::plan_in_own_basis(ctx, a);  // square matrices only
//   auto x = own.to_plan_basis(x0);               // x[p] = x0[P(p)]
//   auto y = own.plan_basis_vector();
//   own.apply_in_plan_basis(1.0, x, 0.0, y);      // y = (P·A·Pᵀ)·x
//   own.from_plan_basis(y, y0);                   // y0 = A·x0, in the caller's order
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "spgen/session/context.hpp"
#include "spgen/core/params.hpp"
#include "spgen/core/device_matrix.hpp"
#include "spgen/core/matrix.hpp"

namespace spgen {

/// A symmetric renumbering plan_in_own_basis() may apply before selecting.
enum class Reorder {
  /// The formats that hold their own basis order the rows (pJDS).
  format,
  /// Rows longest first, columns alike (P·A·Pᵀ), then any format: a
  /// power-law graph's hub vertices, whose x entries most rows read, share
  /// a few cache lines (on an H100, rmat:22:16: bench/results/).
  by_degree,
  /// by_degree where it is expected to pay within
  /// PlanOptions::expected_products products, else the caller's order (the
  /// identity, any format, as plan() selects): a square matrix whose row
  /// lengths are skewed (power-law graphs), with a gain over those products
  /// above what forming P·A·Pᵀ costs. On the CPU that holds from about 150
  /// products, on a GPU from about 30,000 (its products are 50-100x faster
  /// than the host's renumbering). describe().basis says which and why.
  automatic,
};

/// Row partitioning (PlanOptions::partition): rows longer than a threshold
/// go to a second part with a format of its own; a product applies the
/// first part at the caller's beta, then the second at beta = 1.
enum class Partition {
  /// With a calibrated model and PlanOptions::timed_candidates >= 2, a
  /// matrix whose longest row is at least 8x the mean is priced split where
  /// about 1% and 0.1% of the rows are longer; a split the model predicts at
  /// least 10% faster than the best single format is then timed against it
  /// and kept when faster. Otherwise (untimed plans, no model): one format.
  automatic,
  never,
  /// Split at PlanOptions::partition_threshold, each part selected as a
  /// matrix of its own.
  at_threshold,
};

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
  /// Run what `spgen tune` measured fastest for this matrix here, when the
  /// context's tuning database has it (and neither variant nor
  /// format_params is given; the context may also switch it off).
  bool use_tuning_db = true;
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
  /// plan_in_own_basis() only: the basis it plans in. plan() keeps the
  /// caller's order and refuses anything but the default.
  Reorder reorder = Reorder::format;
  /// Rank the formats' proposals by the calibrated model where the device
  /// has a calibration (spgen/plan/model.hpp; `spgen calibrate`), so the
  /// plan times nothing; false (or no calibration, or SPGEN_DISABLE_MODEL=1)
  /// keeps the rule above.
  bool use_model = true;
  /// With the model: time its top N (2 or 3) on the matrix at plan time and
  /// keep the fastest (counted as selection). 0 or 1: time nothing.
  int timed_candidates = 0;
  /// How many products the plan is expected to run. Where a plan times
  /// candidates on the matrix (the rule's timed picks, timed_candidates), it
  /// keeps the one with the least conversion + expected_products x product
  /// time, so a format whose conversion a few hundred products would not pay
  /// back loses to one that converts nothing (on a 2-core Xeon, poisson3d:96:
  /// SELL with 16-bit offsets 14.46 ms a product after 92 ms of conversion,
  /// CSR on the caller's arrays 14.58 ms after none). The default is a
  /// typical Krylov solve; a plan applied for many solves may say more, and 0
  /// keeps the fastest product whatever its conversion costs. Part of the
  /// plan-cache key.
  double expected_products = 200;
  /// Let formats store values as codes into a dictionary of the matrix's
  /// distinct values where it has few (sellp_c16's value_codes): products are
  /// bit-identical, with fewer bytes per entry. false keeps every value
  /// stored, e.g. to measure what the coding gains.
  bool compress_values = true;
  /// Row partitioning (see Partition). plan() only; not with `variant`
  /// (which names one instance for the whole matrix) when at_threshold.
  Partition partition = Partition::automatic;
  /// Partition::at_threshold: rows with more entries than this go to the
  /// second part (at least 0).
  std::int64_t partition_threshold = 0;
};

/// Setup cost of a plan, split by step (milliseconds). The steps follow one
/// another, so total_ms() is the wall time plan() took.
struct SetupCost {
  double features_ms = 0.0;   // statistics and fingerprint
  double selection_ms = 0.0;  // the rule (0 on a plan-cache hit)
  double conversion_ms = 0.0; // format conversion, partitioning and uploads
  double jit_ms = 0.0;        // NVRTC compile, or cache load, and module load
  double other_ms = 0.0;  // the rest of plan(): its cache keys, records and description
  [[nodiscard]] double total_ms() const {
    return features_ms + selection_ms + conversion_ms + jit_ms + other_ms;
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
  std::string tuning;         // "hit: <when>, <ms> ms, <n> timed", "miss", "off"
  /// "caller" (vectors in the caller's order), or for plan_in_own_basis()
  /// "own (...)": the order the products work in.
  std::string basis = "caller";
  bool plan_cache_hit = false;
  std::size_t stored_bytes = 0;  // bytes of the format's arrays
  double bytes_per_nnz = 0.0;    // stored_bytes / nonzeros: what the matrix costs a product per entry
  /// How the values are held: "stored", or compressed exactly where the
  /// matrix allows (PlanOptions::compress_values): "8-bit dictionary codes
  /// (3 entries)", "16-bit ...", "none (a pattern: every nonzero 1)".
  std::string values = "stored";
  double beta = 1.0;             // storage occupancy: nnz / stored entries
  /// CUDA: the instance's resident threads per SM over the SM's limit, from
  /// its registers and shared memory at its block size (0: a CPU plan, or not
  /// known); `registers` per thread.
  double sm_occupancy = 0.0;
  int registers = 0;
  SetupCost setup;
  /// The calibrated model's prediction for the instance that runs (0: no
  /// calibration, or the choice came from a cache or an override), and the
  /// bandwidth both times mean for `product_bytes` (format storage, x and y).
  double predicted_ms = 0.0;
  double predicted_gbs = 0.0;
  double achieved_gbs = 0.0;
  double product_bytes = 0.0;
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
  template <SupportedValue V2, SupportedIndex I2>
  friend SpmvPlan<V2, I2> plan(const Context&, const DeviceMatrix<V2, I2>&, const PlanOptions&);
  std::shared_ptr<detail::SpmvPlanState<V, I>> state_;
};

/// Chooses format and instance, converts the matrix, prepares the kernel.
template <SupportedValue V, SupportedIndex I>
SpmvPlan<V, I> plan(const Context& context, const Matrix<V, I>& a, const PlanOptions& options = {});

/// The same from a matrix in device memory (device_matrix.hpp), keyed in
/// the plan cache and tuning database by the device matrix's fingerprint.
/// The rule runs on the device, and a format converted there (SELL-P,
/// SELL-P with 16-bit columns) reads nothing on the host. A format
/// converted on the host, an override's rule and a row partition read its
/// host copy (downloaded once per DeviceMatrix, in the step that first
/// needs it; describe().selection says so). Throws spgen::Error when the
/// context is not a CUDA one on the matrix's device.
template <SupportedValue V, SupportedIndex I>
SpmvPlan<V, I> plan(const Context& context, const DeviceMatrix<V, I>& a, const PlanOptions& options = {});

namespace detail {
/// Which basis a PlanBasisVector is in: the permutation's size and hash.
/// Plans with equal permutations share a basis.
struct PlanBasis {
  std::int64_t size = 0;
  std::uint64_t hash = 0;
};
template <SupportedValue V, SupportedIndex I>
struct PermutedSpmvPlanState;
}  // namespace detail

/// A host vector in a PermutedSpmvPlan's basis: entry p is the caller's entry
/// permutation()[p]. Only a plan makes one (to_plan_basis,
/// plan_basis_vector), copies stay in its basis, and products refuse a
/// vector of another basis with spgen::Error. values() reads and writes the
/// entries (dot products and vector updates of a solver work in any basis);
/// the size is fixed.
template <SupportedValue V>
class PlanBasisVector {
 public:
  /// In no basis: every product refuses it until a plan fills it.
  PlanBasisVector() = default;
  [[nodiscard]] std::span<V> values() { return values_; }
  [[nodiscard]] std::span<const V> values() const { return values_; }
  [[nodiscard]] std::size_t size() const { return values_.size(); }
  V& operator[](std::size_t p) { return values_[p]; }
  const V& operator[](std::size_t p) const { return values_[p]; }

 private:
  template <SupportedValue V2, SupportedIndex I2>
  friend class PermutedSpmvPlan;
  std::vector<V> values_;
  std::shared_ptr<const detail::PlanBasis> basis_;
};

/// y = alpha * B * x + beta * y with B = P·A·Pᵀ, A stored in its format's own
/// row order P (plan_in_own_basis). x and y are in the plan basis: the
/// caller's vectors enter through to_plan_basis() and leave through
/// from_plan_basis(), once per solve rather than once per product.
template <SupportedValue V, SupportedIndex I>
class PermutedSpmvPlan {
 public:
  /// The caller's x (nrows entries) in the plan basis: result[p] = x[permutation()[p]].
  [[nodiscard]] PlanBasisVector<V> to_plan_basis(std::span<const V> x) const;
  /// The same into `out` (resized; its basis becomes this plan's).
  void to_plan_basis(std::span<const V> x, PlanBasisVector<V>& out) const;
  /// `v` back in the caller's order: out[permutation()[p]] = v[p]. Throws
  /// spgen::Error when v is not in this plan's basis or out's size differs.
  void from_plan_basis(const PlanBasisVector<V>& v, std::span<V> out) const;
  [[nodiscard]] std::vector<V> from_plan_basis(const PlanBasisVector<V>& v) const;
  /// A vector of zeros in the plan basis (a solver's workspace).
  [[nodiscard]] PlanBasisVector<V> plan_basis_vector() const;

  /// y = alpha*B*x + beta*y, x and y in this plan's basis (distinct vectors;
  /// when beta == 0, y is not read). Throws spgen::Error when either is in no
  /// basis or in another one. Host vectors; on a CUDA context they are staged
  /// through the device, and the call returns when y is written.
  void apply_in_plan_basis(V alpha, const PlanBasisVector<V>& x, V beta, PlanBasisVector<V>& y) const;
  /// The same on pointers the caller vouches are in the plan basis (e.g.
  /// device vectors permuted once with permutation()): nothing can check them.
  /// Pointers, stream and completion as in SpmvPlan::apply.
  void apply_in_plan_basis_unchecked(V alpha, const V* x, V beta, V* y, void* stream = nullptr) const;

  /// P: permutation()[p] = the caller's row (and column) at plan position p.
  [[nodiscard]] std::span<const I> permutation() const;
  /// As SpmvPlan::describe(); basis says "own (...)", and the conversion
  /// cost includes forming P·A·Pᵀ.
  [[nodiscard]] const PlanDescription& describe() const;
  [[nodiscard]] I nrows() const;

 private:
  template <SupportedValue V2, SupportedIndex I2>
  friend PermutedSpmvPlan<V2, I2> plan_in_own_basis(const Context&, const Matrix<V2, I2>&, const PlanOptions&);
  void check_basis(const char* what, const PlanBasisVector<V>& v) const;
  std::shared_ptr<detail::PermutedSpmvPlanState<V, I>> state_;
};

/// A plan that keeps the matrix in its format's own row order: the rule
/// among the formats that can (Capabilities::permuted_basis; pJDS sorts rows
/// longest first), or options.variant, which must name an instance of one
/// ("portable" runs the portable CSR loop on P·A·Pᵀ, in the order of the
/// first such format). With options.reorder = Reorder::by_degree the rows
/// (and columns) are renumbered longest first instead and P·A·Pᵀ is planned
/// as plan() plans any matrix (every format, the plan cache, the tuning
/// database); forming it is part of the conversion cost. Throws spgen::Error for a matrix that is not square
/// (P·A·Pᵀ renumbers rows and columns alike), for a variant of another
/// format, or when no such format has an instance for these types here and
/// the backend has no built-in path. Cached apart from plan()'s choices.
template <SupportedValue V, SupportedIndex I>
PermutedSpmvPlan<V, I> plan_in_own_basis(const Context& context, const Matrix<V, I>& a,
                                         const PlanOptions& options = {});

}  // namespace spgen
