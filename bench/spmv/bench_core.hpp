// The SpMV benchmark shared by `spgen bench` and the bench/ drivers.
//
// For each matrix and each candidate instance (the registry's instances for
// the backend and value type, filtered by a glob, plus the runtime's own
// plan): median time per product, GB/s against the minimum bytes a product
// must move, the fraction of the copy bandwidth measured once per run,
// GFLOP/s, the relative error against a double-precision reference, the ratio
// to the baseline measured in the same run, and the plan's setup cost.
// Baselines: cuSPARSE CSR (ALG1 and ALG2 after preprocess, the faster) on
// GPU; an OpenMP CSR loop and Eigen on CPU (the faster is "the baseline").
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <limits>
#include <string>
#include <vector>

#include "spgen/session/cache.hpp"
#include "spgen/session/context.hpp"
#include "spgen/session/plan_cache.hpp"

namespace spgen::bench {

/// ||y - ref|| / ||ref|| over the 2-norm (||y - ref|| where ref is 0; NaN
/// when y holds a NaN): a result's error against the double-precision oracle.
template <typename T>
double relative_error(const std::vector<T>& y, const std::vector<double>& ref) {
  double num = 0, den = 0;
#pragma omp parallel for schedule(static) reduction(+ : num, den)
  for (std::size_t i = 0; i < ref.size(); ++i) {
    const double d = static_cast<double>(y[i]) - ref[i];
    num += d * d;
    den += ref[i] * ref[i];
  }
  if (std::isnan(num)) return std::numeric_limits<double>::quiet_NaN();
  return den > 0 ? std::sqrt(num / den) : std::sqrt(num);
}

struct BenchOptions {
  std::vector<std::string> matrices;  // specs for spgen::load_matrix; empty: kDefaultMatrix
  std::string backend = "auto";       // auto, cpu, cuda
  std::string dtype = "f64";          // f32, f64
  /// fnmatch globs over instance names (comma-separated; any may match)
  /// timed besides the plan and the baselines; "none" (the default) times
  /// only those: seconds, not minutes.
  std::string variants = "none";
  double min_seconds = 0.2;           // per variant: run at least this long...
  int min_runs = 10;                  // ...and at least this many timed samples
  bool baselines = true;
  /// "by-degree": also time the plan in the basis that renumbers rows
  /// longest first (square matrices; row kind "plan-by-degree");
  /// "automatic": the plan in the basis Reorder::automatic chooses (row kind
  /// "plan-reorder-automatic"); "both": both rows.
  std::string reorder = "none";
  /// Also time the plan split at each of these row lengths
  /// (Partition::at_threshold; row kind "plan-partition").
  std::vector<std::int64_t> partitions;
  /// The plan row's PlanOptions::partition: "automatic" or "never".
  std::string partition = "automatic";
  /// run_spmm_bench: "spmm" (Y = A·X) or "spmm-t" (Y = Aᵀ·X), and the column counts.
  std::string op = "spmv";
  std::vector<std::int64_t> ks = {8, 32, 128};
  /// run_spmm_bench: time each --variants instance once per value of this
  /// conversion parameter ("heavy_threshold=2,4,8"); empty: once, with the
  /// format's own choice.
  std::string sweep;
  /// On CUDA (SpMV and SpMM): also plan from the matrix as a DeviceMatrix
  /// (uploaded once, outside every timing; row kind "plan-device-matrix",
  /// its features_ms the device checks and fingerprint), then once more in
  /// the same process through a new view of the same arrays (SpMV; row kind
  /// "plan-device-matrix-again": plan cache hit in memory, kernels loaded).
  bool from_device = false;
  std::FILE* progress = stderr;       // progress lines; nullptr: quiet
};

struct BenchReport;
/// Called after each matrix with the rows so far, and by the SpMM bench after
/// each k of a matrix too (the CLI rewrites its JSON file, so a run cut short
/// keeps what it finished).
using MatrixDone = std::function<void(const BenchReport&)>;

inline constexpr const char* kDefaultMatrix = "poisson3d:64";

struct BenchRow {
  std::string matrix, backend, dtype;
  std::string variant;   // instance name, "plan:<instance>", or the baseline's name
  std::string kind;      // "instance", "plan", "plan-ordinary-launch" (CUDA), "plan-by-degree", "plan-reorder-automatic",
                         // "plan-stored-values" (after a plan that coded its values), "plan-device-matrix",
                         // "plan-device-matrix-again" (--from-device), "baseline"
  std::string op = "spmv";  // spmv, spmm, spmm-t
  std::int64_t k = 1;       // columns of X and Y (SpMM)
  std::int64_t rows = 0, cols = 0, nnz = 0;
  double time_ms = 0, gbs = 0, bw_fraction = 0, gflops = 0, relerr = 0;
  /// GPU sweeps: the plan's and the sweep's three fastest instances' time
  /// again, timed together in interleaved rounds (0: not confirmed).
  double confirmed_ms = 0;
  /// The largest relerr a correct product can have on this matrix (see
  /// spmv_relerr_bound); a row with !(relerr <= relerr_bound) is inaccurate.
  double relerr_bound = 0;
  std::string baseline;  // the faster baseline's name
  double baseline_ms = 0;
  double speedup = 0;    // baseline_ms / time_ms
  double setup_ms = 0, features_ms = 0, selection_ms = 0, conversion_ms = 0, jit_ms = 0;
  double other_ms = 0;        // SetupCost::other_ms
  double setup_products = 0;  // setup_ms / time_ms
  double predicted_ms = 0;    // plan rows: the calibrated model's prediction (0: none)
  std::string selected_by;    // plan rows: "model", "rule", "override" or "tuned" (PlanDescription::selection's first word)
  std::string selection;      // plan rows: PlanDescription::selection in full (what was priced or timed, and why)
  std::string kernel_source;  // aot / compiled / memory-cache / disk-cache / host
  std::string plan_cache;     // plan rows: hit (memory) / hit (disk) / miss
  std::string tuning;         // plan rows: "hit (...)" where spgen tune chose, "miss", "off"
  std::string basis;          // plan rows: "caller", or the own basis and why (describe().basis)
  std::string launch;         // CUDA: programmatic dependent / ordinary
  std::string params;
  double beta = 1.0;
  double sm_occupancy = 0.0;  // CUDA plan rows: PlanDescription::sm_occupancy
  int registers = 0;
  /// The matrix's bytes per nonzero in the row's storage (baselines: CSR's).
  double bytes_per_nnz = 0;
  std::string values = "stored";  // PlanDescription::values: "stored", or how they are compressed
  std::string error;          // non-empty: this variant failed, numbers are 0
  std::string skipped;        // non-empty: the instance cannot store this matrix (spgen::NotApplicable), not a failure
};

struct BenchReport {
  std::string device;       // the context's description
  std::string backend;      // cuda, avx512 or portable (the CPU path that runs)
  std::string cuda_reason;  // why CUDA is not used, when it is not
  double copy_gbs = 0;      // measured copy bandwidth (read + write bytes)
  double read_gbs = 0;      // measured read-only stream bandwidth (CPU; 0: not measured)
  double launch_floor_ms = 0;  // an empty kernel per launch, same timing loop, lower of start and end (CUDA; 0: not measured)
  double context_ms = 0;       // Context::create, once per process: in no row's setup
  std::vector<BenchRow> rows;
  CacheCounters kernel_cache;
  PlanCacheCounters plan_cache;
  double cold_compile_ms = -1;  // the slowest "compiled" jit_ms seen (-1: none)
  double disk_hit_ms = -1;      // the slowest "disk-cache" jit_ms seen (-1: none)
  std::vector<std::string> failed_matrices;  // could not be loaded or run (a row says why)
};

/// Runs everything; throws spgen::Error for a bad option, or when --backend
/// cuda is asked for where no device is present (with the reason). A matrix
/// that fails gets an error row and is listed in failed_matrices; the rest run.
BenchReport run_spmv_bench(const BenchOptions& options, const MatrixDone& on_matrix_done = {});

/// The context --backend asks for (throws spgen::Error for another value);
/// *context_ms is the time its creation took, once per process.
Context bench_context(const BenchOptions& options, double* context_ms);

/// The SpMM benchmark (spmm_bench.cpp): for each matrix and each k of
/// options.ks, the plan (plan_spmm) for Y = op(A)·X against Eigen's sparse ×
/// dense product (CPU) or the best cuSPARSE SpMM algorithm and layout (GPU),
/// with the same relerr check (n = the longest row of op(A)) and GB/s against
/// spmm_min_bytes. options.op: "spmm" or "spmm-t".
BenchReport run_spmm_bench(const BenchOptions& options, const MatrixDone& on_matrix_done = {});

/// Minimum bytes one product Y = op(A)·X (beta = 0) must move: A once, X
/// (xrows × k) read once, Y (yrows × k) written once.
std::uint64_t spmm_min_bytes(std::int64_t xrows, std::int64_t yrows, std::int64_t nnz, std::int64_t k,
                             std::size_t value_bytes, std::size_t index_bytes);

/// The bound on relerr = ||y - y_ref||_2 / ||y_ref||_2 (absolute when
/// ||y_ref|| = 0) for y computed in a value type of unit roundoff u:
///   4 * n * u * || |A| |x| ||_2 / ||A x||_2,   n = the longest row's nonzeros.
/// Each y_i is a sum of at most n products, so whatever the order of summation
/// (and with or without FMA) |y_i - (Ax)_i| <= gamma_n (|A||x|)_i with
/// gamma_n = n u / (1 - n u) (Higham, Accuracy and Stability, Thm 3.5); the
/// 2-norm of that componentwise bound gives the numerator. The factor 4 covers
/// gamma_n versus n u and the double-precision reference's own rounding. It
/// needs no statistics, so it cannot fail a correct kernel; a wrong column, an
/// unwritten row or a NaN is far above it. abs_norm = || |A||x| ||_2,
/// ref_norm = ||A x||_2 (both in double).
double spmv_relerr_bound(std::int64_t max_row_nnz, double unit_roundoff, double abs_norm,
                         double ref_norm);

/// One line per row that failed (an error) or is inaccurate (relerr NaN or
/// above its bound): "<matrix> <variant>: <error>" or
/// "<matrix> <variant>: relerr <r> > bound <b>". Empty when every row is good.
std::vector<std::string> bad_rows(const BenchReport& report);

/// True when `name` matches one of the comma-separated fnmatch globs of
/// --variants.
bool matches_variants(const std::string& globs, const char* name);

/// --k's items: a column count ("32") or an inclusive range ("1..128"), in
/// the order given. Throws spgen::Error naming the item that is neither, or a
/// range whose end is before its start.
std::vector<std::int64_t> parse_ks(const std::vector<std::string>& items);

/// One step k -> k + 1 of a plan row kind (SpMM; a matrix, dtype, op and kind
/// timed at both k): issue 15's cliff criterion, time(k+1) <= 1.1 * time(k) *
/// (k+1)/k.
struct KStep {
  std::string matrix, dtype, op, kind;
  std::int64_t k = 0;
  double ms = 0, ms_next = 0;
  /// time(k+1) over its allowance: above 1 is a cliff.
  double ratio = 0;
};
/// Every such step among the report's timed plan rows (kinds "plan...").
std::vector<KStep> k_steps(const BenchReport& report);

/// The readable table printed at the end (with a line per plan row kind
/// whose k include consecutive values: its steps and those over k_steps'
/// allowance).
std::string format_table(const BenchReport& report);

/// Minimum bytes one product y = A x (beta = 0) must move.
std::uint64_t spmv_min_bytes(std::int64_t rows, std::int64_t cols, std::int64_t nnz,
                             std::size_t value_bytes, std::size_t index_bytes);

/// CSR's bytes per nonzero (values, column indices, row pointers): the
/// baselines' storage, beside each plan's own in the `bytes_per_nnz` field.
template <typename V, typename I>
double csr_bytes_per_nnz(std::int64_t rows, std::int64_t nnz) {
  if (nnz <= 0) return 0.0;
  return static_cast<double>(sizeof(V) + sizeof(I)) + static_cast<double>((rows + 1) * static_cast<std::int64_t>(sizeof(I))) / static_cast<double>(nnz);
}

}  // namespace spgen::bench
