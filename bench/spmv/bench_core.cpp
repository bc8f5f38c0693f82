#include "bench_core.hpp"

#include <fnmatch.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <functional>
#include <limits>
#include <map>
#include <optional>
#include <sstream>
#include <tuple>

#include "cpu_baselines.hpp"
#include "spgen/core/device_matrix.hpp"
#include "spgen/core/error.hpp"
#include "spgen/core/registry.hpp"
#include "spgen/matrices/sources.hpp"
#include "spgen/plan/plan.hpp"
#ifdef SPGEN_HAVE_CUDA
#include "bench_cuda.hpp"
#endif

namespace spgen::bench {

namespace {

using Index = std::int32_t;  // the generated instances are built for 32-bit indices

template <typename V>
std::vector<V> bench_x(std::int64_t n) {
  // Deterministic, not all equal (so a wrong column shows), exactly
  // representable in f32.
  std::vector<V> x(static_cast<std::size_t>(n));
  for (std::int64_t i = 0; i < n; ++i) x[static_cast<std::size_t>(i)] = V(1) + V(i % 17) / V(16);
  return x;
}

template <typename V>
std::vector<double> reference_y(const Csr<V, Index>& a, const std::vector<V>& x) {
  std::vector<double> y(static_cast<std::size_t>(a.nrows));
#pragma omp parallel for schedule(static)
  for (Index r = 0; r < a.nrows; ++r) {
    double s = 0;
    for (Index k = a.row_ptr[r]; k < a.row_ptr[r + 1]; ++k)
      s += static_cast<double>(a.values[k]) * static_cast<double>(x[a.col_idx[k]]);
    y[static_cast<std::size_t>(r)] = s;
  }
  return y;
}

// || |A| |x| ||_2 and the longest row: the inputs of spmv_relerr_bound.
template <typename V>
std::pair<double, std::int64_t> abs_product_norm(const Csr<V, Index>& a, const std::vector<V>& x) {
  double sum = 0;
  std::int64_t longest = 0;
  for (Index r = 0; r < a.nrows; ++r) {
    double s = 0;
    for (Index k = a.row_ptr[r]; k < a.row_ptr[r + 1]; ++k)
      s += std::abs(static_cast<double>(a.values[k])) *
           std::abs(static_cast<double>(x[a.col_idx[k]]));
    sum += s * s;
    longest = std::max<std::int64_t>(longest, a.row_ptr[r + 1] - a.row_ptr[r]);
  }
  return {std::sqrt(sum), longest};
}

struct Candidate {
  std::string variant;   // what PlanOptions::variant gets ("" = the rule)
  std::string label;     // the row's variant column
  bool is_plan = false;
  bool ordinary_launch = false;  // PlanOptions::dependent_launch off
  std::optional<Reorder> reorder{};  // set: plan_in_own_basis with this Reorder
  bool stored_values = false;    // PlanOptions::compress_values off
  std::int64_t partition = -1;   // >= 0: Partition::at_threshold at this row length
  bool from_device = false;      // planned from the matrix as a DeviceMatrix (--from-device)
  bool fresh_view = false;       // from_device: through a new view of the same arrays, checked again
};

class Progress {
 public:
  explicit Progress(std::FILE* f) : f_(f), tty_(f && ::isatty(::fileno(f))) {}
  // A terminal gets one line rewritten in place; a log or a pipe (CI) gets
  // none: progress is for a person watching.
  void line(const std::string& s) {
    if (!f_ || !tty_) return;
    std::fprintf(f_, "\r\033[K%s", s.c_str());
    std::fflush(f_);
  }
  void done() {
    if (f_ && tty_) std::fprintf(f_, "\r\033[K");
  }

 private:
  std::FILE* f_;
  bool tty_;
};

struct Run {
  const BenchOptions& opt;
  BenchReport& report;
  Context ctx;
  Progress progress;
};

void fill_metrics(BenchRow& row, double time_ms, std::uint64_t min_bytes, double copy_gbs) {
  row.time_ms = time_ms;
  if (time_ms > 0) {
    row.gbs = static_cast<double>(min_bytes) / (time_ms * 1e-3) / 1e9;
    row.bw_fraction = copy_gbs > 0 ? row.gbs / copy_gbs : 0;
    row.gflops = 2.0 * static_cast<double>(row.nnz) / (time_ms * 1e-3) / 1e9;
  }
}

#ifdef SPGEN_HAVE_CUDA
// A sweep times some 40 instances one after another, each the median of its
// own samples. At a few microseconds per product, which one comes out
// fastest is then chosen by noise as much as by speed (the same instance
// read 0.77-1.30x of itself within one run on the H200), and the minimum of
// so many is biased low. So the plan and the sweep's three fastest instances
// are built again and timed together, in interleaved rounds: their
// confirmed_ms compare them under the same conditions.
template <typename V>
void confirm_fastest(Run& run, const Matrix<V, Index>& matrix, const std::vector<V>& x, std::vector<BenchRow>& rows) {
  std::vector<std::size_t> instances;
  std::optional<std::size_t> plan_row;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const BenchRow& r = rows[i];
    if (!r.error.empty() || !r.skipped.empty() || !(r.time_ms > 0)) continue;
    if (r.kind == "instance") instances.push_back(i);
    if (r.kind == "plan") plan_row = i;
  }
  if (instances.size() < 2 || !plan_row) return;
  std::sort(instances.begin(), instances.end(), [&](std::size_t a, std::size_t b) { return rows[a].time_ms < rows[b].time_ms; });
  instances.resize(std::min<std::size_t>(instances.size(), 3));
  std::vector<std::size_t> picked{*plan_row};
  picked.insert(picked.end(), instances.begin(), instances.end());
  run.progress.line(rows[*plan_row].matrix + ": confirming the plan and the 3 fastest instances");
  const gpu::DeviceArray<V> x_dev(x), y_dev(static_cast<std::size_t>(matrix.nrows()));
  V* dx = x_dev.p;
  V* dy = y_dev.p;
  std::vector<SpmvPlan<V, Index>> plans;
  std::vector<std::function<void()>> launches;
  for (const std::size_t i : picked) {
    PlanOptions po;
    if (rows[i].kind == "instance") po.variant = rows[i].variant;
    if (run.opt.partition == "never") po.partition = Partition::never;
    plans.push_back(plan(run.ctx, matrix, po));
  }
  for (const auto& p : plans) launches.push_back([&p, dx, dy] { p.apply(V(1), dx, V(0), dy); });
  // At least 0.1 s each: these few rows decide the comparison.
  const auto ms = gpu::time_ms_interleaved(launches, std::max(run.opt.min_seconds, 0.1), run.opt.min_runs);
  for (std::size_t k = 0; k < picked.size(); ++k) rows[picked[k]].confirmed_ms = ms[k];
}
#endif

template <typename V>
void bench_matrix(Run& run, const std::string& spec) {
  const BenchOptions& opt = run.opt;
  run.progress.line("loading " + spec);
  MatrixSourceInfo info;
  // A large file or generated matrix takes seconds: the same line shows how far it got.
  auto csr = load_matrix<V, Index>(spec, &info, [&](double f) {
    run.progress.line("loading " + spec + "  " + std::to_string(static_cast<int>(f * 100)) + "%");
  });
  const auto matrix = Matrix<V, Index>::from_csr(std::move(csr));
  const Csr<V, Index>& a = matrix.csr();
  const auto x = bench_x<V>(a.ncols);
  const auto ref = reference_y(a, x);
  const std::uint64_t min_bytes = spmv_min_bytes(a.nrows, a.ncols, static_cast<std::int64_t>(a.nnz()),
                                                 sizeof(V), sizeof(Index));
  const bool cuda = run.ctx.is_cuda();
  BenchRow proto;
  proto.matrix = spec;
  proto.backend = run.report.backend;
  proto.dtype = type_tag<V>();
  proto.rows = a.nrows;
  proto.cols = a.ncols;
  proto.nnz = static_cast<std::int64_t>(a.nnz());
  proto.bytes_per_nnz = csr_bytes_per_nnz<V, Index>(a.nrows, proto.nnz);  // the baselines' storage
  {
    const auto [abs_norm, longest] = abs_product_norm(a, x);
    double ref_sq = 0;
    for (const double v : ref) ref_sq += v * v;
    proto.relerr_bound = spmv_relerr_bound(longest, std::numeric_limits<V>::epsilon() / 2, abs_norm,
                                           std::sqrt(ref_sq));
  }

  // On the CPU every baseline and candidate is timed at the end, in rounds
  // (cpu::time_ms_interleaved): a shared machine's memory bandwidth drifts
  // between runs by more than the differences measured here.
  struct CpuTimed {
    bool baseline;      // index into baselines, else into rows
    std::size_t index;
    std::function<void()> run;
  };
  std::vector<CpuTimed> cpu_timed;
  std::vector<V> cpu_y(static_cast<std::size_t>(a.nrows));

  // ---- baselines ---------------------------------------------------------
  std::vector<BenchRow> baselines;
  if (opt.baselines) {
    if (cuda) {
#ifdef SPGEN_HAVE_CUDA
      run.progress.line(spec + ": cuSPARSE");
      for (auto& r : gpu::cusparse_spmv<V>(a, x, opt.min_seconds, opt.min_runs)) {
        BenchRow row = proto;
        row.variant = r.name;
        row.kind = "baseline";
        row.error = r.error;
        row.setup_ms = r.setup_ms;
        if (r.error.empty()) {
          fill_metrics(row, r.ms, min_bytes, run.report.copy_gbs);
          row.relerr = relative_error(r.y, ref);
        }
        baselines.push_back(row);
      }
#endif
    } else {
      std::vector<V> y(static_cast<std::size_t>(a.nrows));
      const std::pair<const char*, void (*)(const Csr<V, Index>&, const V*, V*)> cpu_baselines[] = {
          {"omp-csr", &cpu::omp_csr_spmv<V>}, {"eigen", &cpu::eigen_spmv<V>}};
      for (const auto& [name, fn] : cpu_baselines) {
        BenchRow row = proto;
        row.variant = name;
        row.kind = "baseline";
        fn(a, x.data(), y.data());
        row.relerr = relative_error(y, ref);
        const auto f = fn;
        cpu_timed.push_back({true, baselines.size(), [&a, &x, f, y_out = cpu_y.data()] { f(a, x.data(), y_out); }});
        baselines.push_back(row);
      }
    }
  }
  // ---- candidates ----------------------------------------------------------
  std::vector<Candidate> cands;
  cands.push_back({"", "plan", true});
  // The plan again without programmatic dependent launch: what a product costs
  // when the kernel before it does not let it start early (sm_90+; elsewhere
  // both rows launch the same way).
  if (cuda) cands.push_back({"", "plan-ordinary-launch", true, true});
  // The plan from the matrix held in device memory (--from-device), uploaded
  // once, outside every timing; its checks and fingerprint count as features.
  std::optional<DeviceMatrix<V, Index>> on_device, viewed;
  if (cuda && opt.from_device) {
    on_device = DeviceMatrix<V, Index>::upload(run.ctx, matrix);
    Candidate from_device{"", "plan-device-matrix", true};
    from_device.from_device = true;
    cands.push_back(from_device);
    // The same again in this process, through a new view of the arrays (checked
    // and fingerprinted again): the plan cache hits in memory and every kernel
    // is loaded, as when a solver plans its matrix again after changing values.
    Candidate again{"", "plan-device-matrix-again", true};
    again.from_device = again.fresh_view = true;
    cands.push_back(again);
  }
  // The plan in the basis that renumbers rows longest first (--reorder
  // by-degree): timed on vectors in that basis, as a solver that permutes
  // once per solve runs it; forming P·A·Pᵀ is in its setup.
  if ((opt.reorder == "by-degree" || opt.reorder == "both") && a.nrows == a.ncols)
    cands.push_back({"", "plan-by-degree", true, false, Reorder::by_degree});
  // The basis Reorder::automatic chooses (by degree, or the caller's order).
  if ((opt.reorder == "automatic" || opt.reorder == "both") && a.nrows == a.ncols)
    cands.push_back({"", "plan-reorder-automatic", true, false, Reorder::automatic});
  // The plan split at given row lengths (--partition-at), each part selected alone.
  for (const std::int64_t t : opt.partitions)
    cands.push_back({"", "plan-partition>" + std::to_string(t), true, false, std::nullopt, false, t});
  const Backend backend = cuda ? Backend::cuda : Backend::avx512;
  const ValueType vt = std::is_same_v<V, float> ? ValueType::f32 : ValueType::f64;
  const bool avx = !cuda && run.ctx.cpu_path() == CpuPath::avx512;
  for (const auto& e : kernel_registry()) {
    if (e.op != Op::spmv || e.backend != backend || e.value_type != vt ||
        e.index_type != IndexType::i32)
      continue;
    if (!cuda && !avx) continue;
    if (!matches_variants(opt.variants, e.name)) continue;
    cands.push_back({e.name, e.name, false});
    // --from-device: the instance planned from the device matrix as well, for
    // its setup there (the product is the host matrix plan's).
    if (on_device) {
      Candidate d{e.name, "instance-device-matrix:" + std::string(e.name), false};
      d.from_device = true;
      cands.push_back(d);
    }
  }
  if (!cuda) {
    const std::string portable = std::string("portable_csr_") + type_tag<V>() + "i32";
    if (matches_variants(opt.variants, portable.c_str()))
      cands.push_back({"portable", portable, false});
  }

  std::vector<BenchRow> rows;
  for (std::size_t i = 1; i <= cands.size(); ++i) {
    const Candidate c = cands[i - 1];  // a copy: a plan that coded its values adds a candidate
    run.progress.line("[" + std::to_string(i) + "/" + std::to_string(cands.size()) + "] " + spec +
                      " " + proto.dtype + " " + c.label);
    BenchRow row = proto;
    row.variant = c.label;
    row.kind = c.fresh_view        ? "plan-device-matrix-again"
               : c.from_device     ? (c.is_plan ? "plan-device-matrix" : "instance-device-matrix")
               : c.partition >= 0  ? "plan-partition"
               : c.reorder         ? (*c.reorder == Reorder::by_degree ? "plan-by-degree" : "plan-reorder-automatic")
               : c.ordinary_launch ? "plan-ordinary-launch"
               : c.stored_values   ? "plan-stored-values"
               : c.is_plan         ? "plan"
                                   : "instance";
    try {
      PlanOptions po;
      po.variant = c.variant;
      po.dependent_launch = !c.ordinary_launch;
      po.compress_values = !c.stored_values;
      if (opt.partition == "never") po.partition = Partition::never;
      if (c.partition >= 0) {
        po.partition = Partition::at_threshold;
        po.partition_threshold = c.partition;
      }
      // One product y = 1*B*x + 0*y on the plan's x (the caller's, or
      // permuted into the plan basis once, before timing).
      std::function<void(const V*, V*)> product;
      const PlanDescription* desc = nullptr;
      std::span<const Index> perm;  // empty: the caller's basis
      auto xs = std::make_shared<std::vector<V>>();
      if (c.reorder) {
        po.reorder = *c.reorder;
        const auto pp = plan_in_own_basis(run.ctx, matrix, po);
        product = [pp](const V* in, V* out) { pp.apply_in_plan_basis_unchecked(V(1), in, V(0), out); };
        desc = &pp.describe();
        perm = pp.permutation();
        xs->resize(x.size());
        for (std::size_t k = 0; k < perm.size(); ++k) (*xs)[k] = x[static_cast<std::size_t>(perm[k])];
      } else {
        if (c.fresh_view)  // the upload keeps owning the arrays
          viewed = DeviceMatrix<V, Index>::view(run.ctx, on_device->nrows(), on_device->ncols(), on_device->row_ptr(),
                                                on_device->col_idx(), on_device->values());
        const auto p = c.from_device ? plan(run.ctx, c.fresh_view ? *viewed : *on_device, po) : plan(run.ctx, matrix, po);
        product = [p](const V* in, V* out) { p.apply(V(1), in, V(0), out); };
        desc = &p.describe();
        *xs = x;
      }
      // describe() without its own timing: we time below.
      std::vector<V> y(static_cast<std::size_t>(a.nrows), std::numeric_limits<V>::quiet_NaN());
      double t = 0;
      if (cuda) {
#ifdef SPGEN_HAVE_CUDA
        const gpu::DeviceArray<V> x_dev(*xs), y_dev(y.size());
        V* dx = x_dev.p;
        V* dy = y_dev.p;
        gpu::upload(dy, y.data(), y.size() * sizeof(V));  // poisoned: unwritten rows show
        product(dx, dy);
        gpu::synchronize();
        gpu::download(y.data(), dy, y.size() * sizeof(V));
        t = gpu::time_ms([&] { product(dx, dy); }, opt.min_seconds, opt.min_runs);
#endif
      } else {
        product(xs->data(), y.data());
        // The closure's copies keep the plan and its x alive until it is timed.
        cpu_timed.push_back({false, rows.size(), [product, xs, y_out = cpu_y.data()] { product(xs->data(), y_out); }});
      }
      if (!perm.empty()) {  // back to the caller's order for the error
        std::vector<V> y_caller(y.size());
        for (std::size_t k = 0; k < perm.size(); ++k) y_caller[static_cast<std::size_t>(perm[k])] = y[k];
        y.swap(y_caller);
      }
      row.relerr = relative_error(y, ref);
      if (cuda) fill_metrics(row, t, min_bytes, run.report.copy_gbs);
      const auto& d = *desc;
      if (c.is_plan) row.variant = row.kind + ":" + d.instance;
      // Value compression is reported beside the plan, never instead (issue
      // 16): where the plan coded its values, the plan that keeps them is
      // timed next.
      if (row.kind == "plan" && d.values != "stored")
        cands.insert(cands.begin() + static_cast<std::ptrdiff_t>(i), {"", "plan-stored-values", true, false, std::nullopt, true});
      row.launch = d.launch;
      row.params = d.params;
      row.beta = d.beta;
      row.sm_occupancy = d.sm_occupancy;
      row.registers = d.registers;
      row.bytes_per_nnz = d.bytes_per_nnz;
      row.values = d.values;
      row.kernel_source = d.kernel_source;
      row.plan_cache = d.plan_cache;
      row.tuning = d.tuning;
      row.basis = d.basis;
      row.features_ms = d.setup.features_ms;
      row.predicted_ms = d.predicted_ms;
      row.selected_by = d.selection.substr(0, d.selection.find_first_of(" :"));
      row.selection = d.selection;
      row.selection_ms = d.setup.selection_ms;
      row.conversion_ms = d.setup.conversion_ms;
      row.jit_ms = d.setup.jit_ms;
      row.other_ms = d.setup.other_ms;
      row.setup_ms = d.setup.total_ms();
      if (c.from_device) {
        const double check_ms = (c.fresh_view ? *viewed : *on_device).check_ms();
        row.features_ms += check_ms;
        row.setup_ms += check_ms;
      }
      row.setup_products = t > 0 ? row.setup_ms / t : 0;
      if (d.kernel_source == "compiled")
        run.report.cold_compile_ms = std::max(run.report.cold_compile_ms, d.setup.jit_ms);
      if (d.kernel_source == "disk-cache")
        run.report.disk_hit_ms = std::max(run.report.disk_hit_ms, d.setup.jit_ms);
    } catch (const NotApplicable& e) {
      row.skipped = e.what();
    } catch (const std::exception& e) {
      row.error = e.what();
      if (auto nl = row.error.find('\n'); nl != std::string::npos) row.error.resize(nl);
    }
    rows.push_back(row);
  }
  if (!cpu_timed.empty()) {
    run.progress.line(spec + " " + proto.dtype + ": timing " + std::to_string(cpu_timed.size()) +
                      " variants in rounds");
    std::vector<std::function<void()>> runs;
    for (const auto& c : cpu_timed) runs.push_back(c.run);
    const auto ms = cpu::time_ms_interleaved(runs, opt.min_seconds, opt.min_runs);
    for (std::size_t k = 0; k < cpu_timed.size(); ++k) {
      BenchRow& r = cpu_timed[k].baseline ? baselines[cpu_timed[k].index] : rows[cpu_timed[k].index];
      fill_metrics(r, ms[k], min_bytes, run.report.copy_gbs);
      if (!cpu_timed[k].baseline) r.setup_products = ms[k] > 0 ? r.setup_ms / ms[k] : 0;
    }
  }
#ifdef SPGEN_HAVE_CUDA
  if (cuda) confirm_fastest<V>(run, matrix, x, rows);
#endif
  std::string base_name;
  double base_ms = 0;
  for (const auto& b : baselines)
    if (b.error.empty() && b.time_ms > 0 && (base_ms == 0 || b.time_ms < base_ms)) {
      base_ms = b.time_ms;
      base_name = b.variant;
    }
  for (auto& r : rows) {
    r.baseline = base_name;
    r.baseline_ms = base_ms;
    r.speedup = (r.time_ms > 0 && base_ms > 0) ? base_ms / r.time_ms : 0;
  }
  for (auto& b : baselines) {
    b.baseline = base_name;
    b.baseline_ms = base_ms;
    b.speedup = (b.time_ms > 0 && base_ms > 0) ? base_ms / b.time_ms : 0;
  }
  auto& out = run.report.rows;
  out.insert(out.end(), baselines.begin(), baselines.end());
  out.insert(out.end(), rows.begin(), rows.end());
}

std::string fmt(const char* f, double v) {
  char b[64];
  std::snprintf(b, sizeof b, f, v);
  return b;
}

}  // namespace

std::uint64_t spmv_min_bytes(std::int64_t rows, std::int64_t cols, std::int64_t nnz,
                             std::size_t value_bytes, std::size_t index_bytes) {
  const auto r = static_cast<std::uint64_t>(rows), c = static_cast<std::uint64_t>(cols),
             n = static_cast<std::uint64_t>(nnz);
  // values + columns, row pointers, x read once, y written once (beta = 0).
  return n * (value_bytes + index_bytes) + (r + 1) * index_bytes + c * value_bytes + r * value_bytes;
}

Context bench_context(const BenchOptions& opt, double* context_ms) {
  ContextOptions co;
  if (opt.backend == "cpu") co.want = ContextOptions::Want::cpu;
  else if (opt.backend == "cuda") co.want = ContextOptions::Want::cuda;
  else if (opt.backend != "auto")
    throw Error("bench: --backend must be cpu, cuda or auto, got '" + opt.backend + "'");
  const auto start = std::chrono::steady_clock::now();
  Context ctx = Context::create(co);
  *context_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return ctx;
}

BenchReport run_spmv_bench(const BenchOptions& opt, const MatrixDone& on_matrix_done) {
  if (opt.dtype != "f32" && opt.dtype != "f64")
    throw Error("bench: --dtype must be f32 or f64, got '" + opt.dtype + "'");
  BenchReport report;
  Run run{opt, report, bench_context(opt, &report.context_ms), Progress(opt.progress)};
  report.device = run.ctx.description();
  report.cuda_reason = run.ctx.cuda_unavailable_reason();
  report.backend = run.ctx.is_cuda() ? "cuda" : to_string(run.ctx.cpu_path());
  if (opt.progress) {
    std::fprintf(opt.progress, "spgen bench: %s, %s path%s%s\n", report.device.c_str(),
                 report.backend.c_str(), report.cuda_reason.empty() ? "" : "; no CUDA: ",
                 report.cuda_reason.c_str());
  }

  run.progress.line("measuring copy bandwidth");
#ifdef SPGEN_HAVE_CUDA
  report.copy_gbs = run.ctx.is_cuda() ? gpu::copy_bandwidth_gbs() : cpu::copy_bandwidth_gbs();
#else
  report.copy_gbs = cpu::copy_bandwidth_gbs();
#endif
  if (!run.ctx.is_cuda()) report.read_gbs = cpu::read_bandwidth_gbs();
#ifdef SPGEN_HAVE_CUDA
  if (run.ctx.is_cuda()) report.launch_floor_ms = gpu::launch_floor_ms(opt.min_seconds, opt.min_runs);
#endif
  std::vector<std::string> matrices = opt.matrices;
  if (matrices.empty()) matrices.push_back(kDefaultMatrix);
  for (const auto& m : matrices) {
    // One bad matrix (unreadable, complex, too large) must not lose the others' rows.
    try {
      if (opt.dtype == "f32") bench_matrix<float>(run, m);
      else bench_matrix<double>(run, m);
    } catch (const std::exception& e) {
      BenchRow row;
      row.matrix = m;
      row.backend = report.backend;
      row.dtype = opt.dtype;
      row.variant = "-";
      row.kind = "matrix";
      row.error = e.what();
      report.rows.push_back(row);
      report.failed_matrices.push_back(m);
      if (opt.progress) std::fprintf(opt.progress, "\nspgen bench: %s: %s\n", m.c_str(), e.what());
    }
    if (on_matrix_done) {
      report.kernel_cache = run.ctx.kernel_cache().counters();
      report.plan_cache = run.ctx.plan_cache().counters();
      on_matrix_done(report);
    }
  }
#ifdef SPGEN_HAVE_CUDA
  // Again now that clocks and caches are warm (the first measurement can read
  // high); the lower of the two is the floor.
  if (run.ctx.is_cuda())
    report.launch_floor_ms =
        std::min(report.launch_floor_ms, gpu::launch_floor_ms(opt.min_seconds, opt.min_runs));
#endif
  run.progress.done();
  report.kernel_cache = run.ctx.kernel_cache().counters();
  report.plan_cache = run.ctx.plan_cache().counters();
  return report;
}

double spmv_relerr_bound(std::int64_t max_row_nnz, double unit_roundoff, double abs_norm,
                         double ref_norm) {
  const double n = static_cast<double>(std::max<std::int64_t>(max_row_nnz, 1));
  return 4.0 * n * unit_roundoff * abs_norm / (ref_norm > 0 ? ref_norm : 1.0);
}

bool matches_variants(const std::string& globs, const char* name) {
  std::size_t begin = 0;
  while (begin <= globs.size()) {
    const std::size_t end = std::min(globs.find(',', begin), globs.size());
    if (fnmatch(globs.substr(begin, end - begin).c_str(), name, 0) == 0) return true;
    begin = end + 1;
  }
  return false;
}

std::vector<std::string> bad_rows(const BenchReport& report) {
  std::vector<std::string> bad;
  for (const auto& r : report.rows) {
    const std::string what = r.matrix + " " + r.variant + ": ";
    if (!r.skipped.empty()) continue;  // the instance does not apply: nothing failed
    if (!r.error.empty())
      bad.push_back(what + r.error);
    else if (!(r.relerr <= r.relerr_bound))  // NaN fails too
      bad.push_back(what + "relerr " + fmt("%.3g", r.relerr) + " > bound " +
                    fmt("%.3g", r.relerr_bound));
  }
  return bad;
}

std::vector<std::int64_t> parse_ks(const std::vector<std::string>& items) {
  auto count = [](const std::string& item, const std::string& text) {
    const bool digits =
        !text.empty() && text.size() <= 9 &&
        std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
    const std::int64_t v = digits ? std::stoll(text) : 0;
    if (v < 1)
      throw Error("bench: --k '" + item +
                  "' is neither a column count (1, 2, ...) nor a range A..B");
    return v;
  };
  std::vector<std::int64_t> ks;
  for (const auto& item : items) {
    const auto dots = item.find("..");
    if (dots == std::string::npos) {
      ks.push_back(count(item, item));
      continue;
    }
    const std::int64_t first = count(item, item.substr(0, dots));
    const std::int64_t last = count(item, item.substr(dots + 2));
    if (last < first) throw Error("bench: --k '" + item + "' ends before it starts");
    if (last - first >= 4096) throw Error("bench: --k '" + item + "' spans more than 4096 values");
    for (std::int64_t k = first; k <= last; ++k) ks.push_back(k);
  }
  return ks;
}

std::vector<KStep> k_steps(const BenchReport& rep) {
  // Per (matrix, dtype, op, kind): the time at each k, in k order.
  std::map<std::tuple<std::string, std::string, std::string, std::string>,
           std::map<std::int64_t, double>>
      times;
  for (const auto& r : rep.rows)
    if (r.kind.rfind("plan", 0) == 0 && r.op != "spmv" && r.error.empty() && r.skipped.empty() &&
        r.time_ms > 0)
      times[{r.matrix, r.dtype, r.op, r.kind}][r.k] = r.time_ms;
  std::vector<KStep> steps;
  for (const auto& [key, by_k] : times)
    for (const auto& [k, ms] : by_k) {
      const auto next = by_k.find(k + 1);
      if (next == by_k.end()) continue;
      const double allowance = 1.1 * ms * static_cast<double>(k + 1) / static_cast<double>(k);
      steps.push_back({std::get<0>(key), std::get<1>(key), std::get<2>(key), std::get<3>(key), k,
                       ms, next->second, next->second / allowance});
    }
  return steps;
}

std::string format_table(const BenchReport& rep) {
  std::ostringstream o;
  o << "device: " << rep.device << "   path: " << rep.backend;
  if (!rep.cuda_reason.empty() && rep.backend != "cuda") o << "   (no CUDA: " << rep.cuda_reason << ")";
  o << "\ncopy bandwidth: " << fmt("%.1f", rep.copy_gbs) << " GB/s";
  if (rep.read_gbs > 0)
    o << "   read-only stream: " << fmt("%.1f", rep.read_gbs) << " GB/s ("
      << fmt("%.0f", 100.0 * rep.read_gbs / rep.copy_gbs) << "% of copy: the ceiling of a read-bound product)";
  if (rep.launch_floor_ms > 0)
    o << "   empty-kernel launch: " << fmt("%.4f", rep.launch_floor_ms) << " ms (the floor per product)";
  o << "\ncontext: " << fmt("%.1f", rep.context_ms) << " ms (created once per process; in no row's setup)";
  // Every row is priced in the same bytes, so GB/s ranks rows as time does; a
  // format storing fewer bytes than CSR (sellp_c16) can pass 100% of copy.
  o << "\nGB/s, %bw: CSR's bytes (values, columns, row pointers, x, y) over the median time; "
       "B/nnz: the bytes each row's own storage moves per nonzero\n";
  std::string last;
  char line[512];
  for (const auto& r : rep.rows) {
    if (r.matrix != last && r.kind != "matrix") {
      last = r.matrix;
      std::snprintf(line, sizeof line, "\n%s  (%lld x %lld, nnz %lld, %s)\n", r.matrix.c_str(),
                    static_cast<long long>(r.rows), static_cast<long long>(r.cols),
                    static_cast<long long>(r.nnz), r.dtype.c_str());
      o << line;
      std::snprintf(line, sizeof line, "  %-44s %10s %8s %6s %6s %8s %9s %7s %9s %8s %s\n", "variant",
                    "ms", "GB/s", "%bw", "B/nnz", "GFLOP/s", "relerr", "xbase", "setup_ms", "setup_n",
                    "kernel");
      o << line;
    }
    if (!r.skipped.empty()) {
      o << "  " << r.variant << "  skipped: " << r.skipped << "\n";
      continue;
    }
    if (!r.error.empty()) {
      if (r.kind == "matrix") o << "\n" << r.matrix << "  FAILED: " << r.error << "\n";
      else o << "  " << r.variant << "  FAILED: " << r.error << "\n";
      continue;
    }
    std::string name = r.variant;
    if (name.size() > 44) name = name.substr(0, 41) + "...";
    const std::string xbase = r.speedup > 0 ? fmt("%6.2fx", r.speedup) : "      -";  // no baseline timed
    std::snprintf(line, sizeof line, "  %-44s %10.4f %8.1f %5.1f%% %6.2f %8.2f %9.2e %s %9.2f %8.0f %s\n",
                  name.c_str(), r.time_ms, r.gbs, 100 * r.bw_fraction, r.bytes_per_nnz, r.gflops, r.relerr,
                  xbase.c_str(), r.setup_ms, r.setup_products,
                  r.kind == "baseline" ? "" : r.kernel_source.c_str());
    o << line;
  }
  // SpMM sweeps over consecutive k: the steps of each plan row kind against
  // time(k+1) <= 1.1 time(k) (k+1)/k, and those over it.
  const auto steps = k_steps(rep);
  for (std::size_t i = 0; i < steps.size();) {
    const auto& s = steps[i];
    std::size_t over = 0;
    std::string list;
    std::size_t j = i;
    for (; j < steps.size() && steps[j].matrix == s.matrix && steps[j].dtype == s.dtype &&
           steps[j].op == s.op && steps[j].kind == s.kind;
         ++j)
      if (steps[j].ratio > 1) {
        ++over;
        char step[128];
        std::snprintf(step, sizeof step, " %lld->%lld %.3f->%.3f ms (%.3fx)",
                      static_cast<long long>(steps[j].k), static_cast<long long>(steps[j].k + 1),
                      steps[j].ms, steps[j].ms_next, steps[j].ratio);
        list += step;
      }
    o << "\nk steps, " << s.matrix << " " << s.dtype << " " << s.op << " " << s.kind << ": "
      << (j - i) << " steps, " << over << " over time(k+1) <= 1.1 time(k) (k+1)/k"
      << (over ? ":" : "") << list;
    i = j;
  }
  if (!steps.empty()) o << "\n";
  o << "\nkernel cache: " << rep.kernel_cache.compiles << " compiles, "
    << rep.kernel_cache.memory_hits << " memory hits, " << rep.kernel_cache.disk_hits
    << " disk hits; plan cache: " << rep.plan_cache.memory_hits + rep.plan_cache.disk_hits
    << " hits, " << rep.plan_cache.misses << " misses\n";
  if (rep.cold_compile_ms >= 0) o << "slowest cold NVRTC compile (incl. load): " << fmt("%.1f", rep.cold_compile_ms) << " ms\n";
  if (rep.disk_hit_ms >= 0) o << "slowest disk-cache load (incl. module load): " << fmt("%.2f", rep.disk_hit_ms) << " ms\n";
  return o.str();
}

}  // namespace spgen::bench
