// The SpMM benchmark (bench_core.hpp, run_spmm_bench): the plan for
// Y = op(A)·X against Eigen (CPU) or the best cuSPARSE SpMM (GPU), per matrix
// and k, with the relerr check against a double-precision reference.

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <limits>
#include <optional>

#include "bench_core.hpp"
#include "cpu_baselines.hpp"
#include "spgen/core/error.hpp"
#include "spgen/core/registry.hpp"
#include "spgen/matrices/sources.hpp"
#include "spgen/plan/spmm_plan.hpp"
#ifdef SPGEN_HAVE_CUDA
#include "bench_cuda.hpp"
#endif

namespace spgen::bench {

namespace {

using Index = std::int32_t;

// X (rows x k, row-major): deterministic, not all equal (a wrong column or
// row shows), exact in f32. Element (row, j) does not depend on k, so X for k
// is the first k columns of X for any larger k.
template <typename V>
std::vector<V> bench_x(std::int64_t rows, std::int64_t k) {
  std::vector<V> x(static_cast<std::size_t>(rows * k));
  // In parallel: at k = 128 on a 2M-row stencil X has 270M elements, and a
  // sweep over k builds one per k.
#pragma omp parallel for schedule(static)
  for (std::int64_t row = 0; row < rows; ++row)
    for (std::int64_t j = 0; j < k; ++j)
      x[static_cast<std::size_t>(row * k + j)] =
          static_cast<V>(1.0 + static_cast<double>((row * 5 + j * 3) % 17) / 16.0);
  return x;
}

// Y = op(A)·X in double for the largest k of the run, once per matrix, and
// the inputs of the relerr bound: || |op(A)||X| ||_F and the longest row of
// op(A) (for Aᵀ: the longest column of A). A smaller k's reference is its
// first k columns (bench_x), so a sweep over many k computes one product,
// not one per k (k·nnz multiply-adds on the host each).
struct Reference {
  std::int64_t k = 0;
  std::vector<double> y;             // yrows x k
  std::vector<double> mag2_columns;  // per column j: the sum over Y's rows of (sum of |a x|)^2
  std::int64_t longest = 0;

  /// Y's first `cols` columns, row-major (yrows x cols).
  [[nodiscard]] std::vector<double> first_columns(std::int64_t cols) const {
    const std::int64_t yrows = k == 0 ? 0 : static_cast<std::int64_t>(y.size()) / k;
    std::vector<double> out(static_cast<std::size_t>(yrows * cols));
#pragma omp parallel for schedule(static)
    for (std::int64_t row = 0; row < yrows; ++row)
      std::copy_n(y.begin() + row * k, cols, out.begin() + row * cols);
    return out;
  }
  /// || |op(A)||X| ||_F over X's first `cols` columns.
  [[nodiscard]] double abs_norm(std::int64_t cols) const {
    double s = 0;
    for (std::int64_t j = 0; j < cols; ++j) s += mag2_columns[static_cast<std::size_t>(j)];
    return std::sqrt(s);
  }
};

template <typename V>
Reference reference(const Csr<V, Index>& a, bool transpose, std::int64_t k) {
  const std::int64_t xrows = transpose ? a.nrows : a.ncols;
  const std::int64_t yrows = transpose ? a.ncols : a.nrows;
  const std::vector<V> x = bench_x<V>(xrows, k);
  Reference r;
  r.k = k;
  r.y.assign(static_cast<std::size_t>(yrows * k), 0.0);
  std::vector<double> mag(r.y.size(), 0.0);
  std::vector<std::int64_t> count(static_cast<std::size_t>(yrows), 0);
  // Entry (row, col) adds X's row `in` into Y's row `out`. A·X: threads own
  // rows of Y (out = row); Aᵀ·X scatters, so it stays serial.
  auto add_row = [&](Index row) {
    for (Index p = a.row_ptr[row]; p < a.row_ptr[row + 1]; ++p) {
      const std::int64_t out = transpose ? a.col_idx[p] : row;
      const std::int64_t in = transpose ? row : a.col_idx[p];
      const double v = static_cast<double>(a.values[p]);
      ++count[static_cast<std::size_t>(out)];
      for (std::int64_t j = 0; j < k; ++j) {
        const double xv = static_cast<double>(x[static_cast<std::size_t>(in * k + j)]);
        r.y[static_cast<std::size_t>(out * k + j)] += v * xv;
        mag[static_cast<std::size_t>(out * k + j)] += std::abs(v * xv);
      }
    }
  };
  if (transpose) {
    for (Index row = 0; row < a.nrows; ++row) add_row(row);
  } else {
#pragma omp parallel for schedule(dynamic, 1024)
    for (Index row = 0; row < a.nrows; ++row) add_row(row);
  }
  r.mag2_columns.assign(static_cast<std::size_t>(k), 0.0);
  for (std::int64_t row = 0; row < yrows; ++row)
    for (std::int64_t j = 0; j < k; ++j) {
      const double m = mag[static_cast<std::size_t>(row * k + j)];
      r.mag2_columns[static_cast<std::size_t>(j)] += m * m;
    }
  for (const auto c : count) r.longest = std::max(r.longest, c);
  return r;
}

double norm(const std::vector<double>& v) {
  double s = 0;
  for (const double x : v) s += x * x;
  return std::sqrt(s);
}

// --sweep NAME=V1,V2,...: one parameter map per value; none: one empty map.
std::vector<ParamMap> sweep_params(const std::string& sweep) {
  if (sweep.empty()) return {ParamMap{}};
  const auto eq = sweep.find('=');
  if (eq == std::string::npos || eq == 0 || eq + 1 == sweep.size())
    throw Error("bench: --sweep '" + sweep + "' is not NAME=V1,V2,...");
  const std::string name = sweep.substr(0, eq);
  std::vector<ParamMap> out;
  std::size_t at = eq + 1;
  while (at <= sweep.size()) {
    const std::size_t comma = std::min(sweep.find(',', at), sweep.size());
    const std::string value = sweep.substr(at, comma - at);
    std::size_t used = 0;
    long long v = 0;
    try {
      v = std::stoll(value, &used);
    } catch (const std::exception&) {
      used = 0;
    }
    if (value.empty() || used != value.size())
      throw Error("bench: --sweep " + name + ": '" + value + "' is not an integer");
    out.push_back({{name, v}});
    at = comma + 1;
  }
  return out;
}

template <typename V>
void bench_matrix(const BenchOptions& opt, const Context& ctx, BenchReport& rep, const std::string& spec,
                  const MatrixDone& on_rows) {
  const bool transpose = opt.op == "spmm-t";
  const std::vector<ParamMap> sweep = sweep_params(opt.sweep);
  const Csr<V, Index> a = load_matrix<V, Index>(spec);
  const auto matrix = Matrix<V, Index>::from_csr(a);
  // --from-device: the same matrix in device memory, as a solver that
  // assembled it there holds it.
  std::optional<DeviceMatrix<V, Index>> on_device;
  if (opt.from_device && ctx.is_cuda()) on_device = DeviceMatrix<V, Index>::upload(ctx, matrix);
  const std::int64_t xrows = transpose ? a.nrows : a.ncols;
  const std::int64_t yrows = transpose ? a.ncols : a.nrows;
  const Reference full =
      reference(a, transpose, opt.ks.empty() ? 0 : *std::max_element(opt.ks.begin(), opt.ks.end()));
  for (const std::int64_t k : opt.ks) {
    const auto x = bench_x<V>(xrows, k);
    const std::vector<double> ref_y = full.first_columns(k);
    const double bound = spmv_relerr_bound(full.longest, std::numeric_limits<V>::epsilon(),
                                           full.abs_norm(k), norm(ref_y));
    const std::uint64_t bytes = spmm_min_bytes(xrows, yrows, static_cast<std::int64_t>(a.nnz()), k, sizeof(V), sizeof(Index));
    auto row_for = [&](const std::string& variant, const std::string& kind) {
      BenchRow r;
      r.matrix = spec;
      r.backend = rep.backend;
      r.dtype = sizeof(V) == 4 ? "f32" : "f64";
      r.variant = variant + " k=" + std::to_string(k);
      r.kind = kind;
      r.op = opt.op;
      r.k = k;
      r.rows = a.nrows;
      r.cols = a.ncols;
      r.nnz = static_cast<std::int64_t>(a.nnz());
      r.relerr_bound = bound;
      r.bytes_per_nnz = csr_bytes_per_nnz<V, Index>(a.nrows, r.nnz);  // the baselines' storage
      return r;
    };
    auto metrics = [&](BenchRow& r, double ms) {
      r.time_ms = ms;
      if (ms > 0) {
        r.gbs = static_cast<double>(bytes) / (ms * 1e-3) / 1e9;
        r.bw_fraction = rep.copy_gbs > 0 ? r.gbs / rep.copy_gbs : 0;
        r.gflops = 2.0 * static_cast<double>(a.nnz()) * static_cast<double>(k) / (ms * 1e-3) / 1e9;
      }
    };

    // One plan timed (device operands on CUDA, Eigen interleaved on the CPU
    // when `with_eigen`); its row, and the Eigen row into base_rows.
    std::vector<BenchRow> base_rows;
    auto time_plan = [&](const std::string& label, bool deterministic, bool with_eigen,
                         const std::string& variant = "", const ParamMap& format_params = {},
                         bool from_device = false) {
      BenchRow plan_row = row_for(label, variant.empty() ? (from_device ? "plan-device-matrix" : "plan") : "instance");
      try {
        SpmmOptions so;
        so.k = k;
        so.op = transpose ? SpmmOp::transpose : SpmmOp::none;
        so.deterministic = deterministic;
        so.plan.variant = variant;
        so.plan.format_params = format_params;
        const auto plan = from_device ? plan_spmm(ctx, *on_device, so) : plan_spmm(ctx, matrix, so);
        const auto& d = plan.describe();
        plan_row.variant = (variant.empty() ? label + ":" : "") + d.instance +
                           (format_params.empty() ? "" : " " + to_string(format_params)) + " k=" + std::to_string(k);
        plan_row.params = d.params;
        plan_row.kernel_source = d.kernel_source;
        plan_row.beta = d.beta;
        plan_row.sm_occupancy = d.sm_occupancy;
        plan_row.registers = d.registers;
        plan_row.bytes_per_nnz = d.bytes_per_nnz;
        plan_row.features_ms = d.setup.features_ms;
        plan_row.setup_ms = d.setup.total_ms();
        if (from_device) {  // the device matrix's checks and fingerprint count as features, as in SpMV rows
          plan_row.features_ms += on_device->check_ms();
          plan_row.setup_ms += on_device->check_ms();
        }
        plan_row.selection_ms = d.setup.selection_ms;
        plan_row.conversion_ms = d.setup.conversion_ms;
        plan_row.selection = d.selection;
        plan_row.plan_cache = d.plan_cache;
        plan_row.jit_ms = d.setup.jit_ms;
        plan_row.other_ms = d.setup.other_ms;
        std::vector<V> y(static_cast<std::size_t>(yrows * k));
        double plan_ms = 0;
#ifdef SPGEN_HAVE_CUDA
        if (ctx.is_cuda()) {
          // 16 bytes of slack past X and Y, as the runtime's own scratch vectors keep.
          const gpu::DeviceArray<V> dx(x.size() + 16 / sizeof(V)), dy(y.size() + 16 / sizeof(V));
          gpu::upload(dx.p, x.data(), x.size() * sizeof(V));
          auto run = [&] {
            plan.apply(V(1), dense<const V>(dx.p, xrows, k), V(0), dense<V>(dy.p, yrows, k));
          };
          run();
          gpu::synchronize();
          gpu::download(y.data(), dy.p, y.size() * sizeof(V));
          plan_ms = gpu::time_ms(run, opt.min_seconds, opt.min_runs);
        }
#endif
        if (!ctx.is_cuda()) {
          std::vector<V> ye(y.size());
          auto run_plan = [&] {
            plan.apply(V(1), dense<const V>(x.data(), xrows, k), V(0), dense<V>(y.data(), yrows, k));
          };
          auto run_eigen = [&] { cpu::eigen_spmm<V>(a, transpose, k, x.data(), ye.data()); };
          std::vector<std::function<void()>> runs{run_plan};
          if (with_eigen) runs.push_back(run_eigen);
          const auto ms = cpu::time_ms_interleaved(runs, opt.min_seconds, opt.min_runs);
          plan_ms = ms[0];
          if (with_eigen) {
            BenchRow b = row_for("eigen", "baseline");
            metrics(b, ms[1]);
            b.relerr = relative_error(ye, ref_y);
            base_rows.push_back(b);
          }
        }
        metrics(plan_row, plan_ms);
        plan_row.relerr = relative_error(y, ref_y);
        plan_row.setup_products = plan_ms > 0 ? plan_row.setup_ms / plan_ms : 0;
      } catch (const std::exception& e) {
        plan_row.error = e.what();
      }
      return plan_row;
    };

    std::vector<BenchRow> plan_rows{time_plan("plan", true, opt.baselines)};
    if (on_device) plan_rows.push_back(time_plan("plan-device-matrix", true, false, "", {}, true));
    // Aᵀ·X on CUDA: the atomic mode beside the deterministic plan (its cost).
    if (transpose && ctx.is_cuda()) plan_rows.push_back(time_plan("plan-atomic", false, false));
    // --variants: every instance of the op the glob names, on this backend, for i32 indices.
    const Op op = transpose ? Op::spmm_t : Op::spmm;
    const Backend backend = ctx.is_cuda() ? Backend::cuda : Backend::avx512;
    if (ctx.is_cuda() || ctx.cpu_path() == CpuPath::avx512)
      for (const auto& e : kernel_registry())
        if (e.op == op && e.backend == backend && e.value_type == value_type_of<V>() &&
            e.index_type == IndexType::i32 && matches_variants(opt.variants, e.name))
          for (const ParamMap& params : sweep)
            plan_rows.push_back(time_plan(e.name, true, false, e.name, params));
#ifdef SPGEN_HAVE_CUDA
    if (ctx.is_cuda() && opt.baselines)
      for (auto& c : gpu::cusparse_spmm<V>(a, transpose, k, x, opt.min_seconds, opt.min_runs)) {
        BenchRow b = row_for(c.name, "baseline");
        if (!c.error.empty()) {
          b.skipped = c.error;  // an algorithm/layout cuSPARSE does not offer here
        } else {
          metrics(b, c.ms);
          b.relerr = relative_error(c.y, ref_y);
          b.setup_ms = c.setup_ms;
        }
        base_rows.push_back(b);
      }
#endif
    const BenchRow* best = nullptr;
    for (const auto& b : base_rows)
      if (b.skipped.empty() && b.error.empty() && b.time_ms > 0 && (!best || b.time_ms < best->time_ms)) best = &b;
    auto set_baseline = [&](BenchRow& r) {
      if (!best || r.time_ms <= 0) return;
      r.baseline = best->variant;
      r.baseline_ms = best->time_ms;
      r.speedup = best->time_ms / r.time_ms;
    };
    for (auto& r : plan_rows) {
      set_baseline(r);
      rep.rows.push_back(r);
    }
    for (auto& b : base_rows) set_baseline(b);
    for (auto& b : base_rows) rep.rows.push_back(b);
    // Each k's rows as soon as they are complete: a run cut short by a time
    // limit (rmat:22:16 at k = 128 runs minutes) keeps the k it finished.
    if (on_rows) on_rows(rep);
  }
}

}  // namespace

std::uint64_t spmm_min_bytes(std::int64_t xrows, std::int64_t yrows, std::int64_t nnz, std::int64_t k,
                             std::size_t value_bytes, std::size_t index_bytes) {
  return static_cast<std::uint64_t>(nnz) * (value_bytes + index_bytes) +
         static_cast<std::uint64_t>(yrows + 1) * index_bytes +
         static_cast<std::uint64_t>((xrows + yrows) * k) * value_bytes;
}

BenchReport run_spmm_bench(const BenchOptions& opt, const MatrixDone& on_matrix_done) {
  if (opt.dtype != "f32" && opt.dtype != "f64")
    throw Error("bench: --dtype must be f32 or f64, got '" + opt.dtype + "'");
  if (opt.op != "spmm" && opt.op != "spmm-t")
    throw Error("bench: run_spmm_bench takes --op spmm or spmm-t, got '" + opt.op + "'");
  if (opt.ks.empty()) throw Error("bench: --k lists no column count");
  (void)sweep_params(opt.sweep);  // a malformed --sweep fails before any matrix loads
  for (const auto k : opt.ks)
    if (k < 1 || k > 4096) throw Error("bench: --k " + std::to_string(k) + " is outside 1..4096");
  BenchReport rep;
  const Context ctx = bench_context(opt, &rep.context_ms);
  rep.device = ctx.description();
  rep.cuda_reason = ctx.cuda_unavailable_reason();
  rep.backend = ctx.is_cuda() ? "cuda" : to_string(ctx.cpu_path());
#ifdef SPGEN_HAVE_CUDA
  rep.copy_gbs = ctx.is_cuda() ? gpu::copy_bandwidth_gbs() : cpu::copy_bandwidth_gbs();
#else
  rep.copy_gbs = cpu::copy_bandwidth_gbs();
#endif
  std::vector<std::string> matrices = opt.matrices;
  if (matrices.empty()) matrices.push_back(kDefaultMatrix);
  for (const auto& m : matrices) {
    try {
      if (opt.dtype == "f32") bench_matrix<float>(opt, ctx, rep, m, on_matrix_done);
      else bench_matrix<double>(opt, ctx, rep, m, on_matrix_done);
    } catch (const std::exception& e) {
      BenchRow row;
      row.matrix = m;
      row.backend = rep.backend;
      row.dtype = opt.dtype;
      row.variant = "-";
      row.kind = "matrix";
      row.op = opt.op;
      row.error = e.what();
      rep.rows.push_back(row);
      rep.failed_matrices.push_back(m);
    }
    if (on_matrix_done) on_matrix_done(rep);
  }
  rep.kernel_cache = ctx.kernel_cache().counters();
  rep.plan_cache = ctx.plan_cache().counters();
  return rep;
}

}  // namespace spgen::bench
