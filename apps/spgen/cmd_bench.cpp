// spgen bench [MATRIX...]: SpMV timings of every candidate instance against
// the baselines (cuSPARSE on GPU; OpenMP CSR and Eigen on CPU), a table on
// stdout, progress on stderr, rows as JSON with --json. --op spmm|spmm-t
// times the SpMM plan for each --k against Eigen (CPU) or the best cuSPARSE
// SpMM (GPU) instead.
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "commands.hpp"
#include "spgen/core/error.hpp"
#include "spgen/matrices/sources.hpp"
#ifdef SPGEN_HAVE_BENCH
#include "bench_core.hpp"
#endif

namespace spgen::cli {
namespace {

#ifdef SPGEN_HAVE_BENCH
struct BenchCliOptions {
  bench::BenchOptions bench;
  std::vector<std::string> ks;  // --k's items, expanded by bench::parse_ks
  std::string json;
  bool quiet = false;
};

nlohmann::json to_json(const bench::BenchRow& r, const bench::BenchReport& rep) {
  nlohmann::json j = {{"matrix", r.matrix},
                      {"backend", r.backend},
                      {"dtype", r.dtype},
                      {"variant", r.variant},
                      {"kind", r.kind},
                      {"op", r.op},
                      {"k", r.k},
                      {"launch", r.launch},
                      {"rows", r.rows},
                      {"cols", r.cols},
                      {"nnz", r.nnz},
                      {"time_ms", r.time_ms},
                      {"gbs", r.gbs},
                      {"bw_fraction", r.bw_fraction},
                      {"copy_gbs", rep.copy_gbs},
                      {"read_gbs", rep.read_gbs},
                      {"launch_floor_ms", rep.launch_floor_ms},
                      {"context_ms", rep.context_ms},
                      {"gflops", r.gflops},
                      {"relerr", r.relerr},
                      {"relerr_bound", r.relerr_bound},
                      {"baseline", r.baseline},
                      {"baseline_ms", r.baseline_ms},
                      {"speedup", r.speedup},
                      {"setup_ms", r.setup_ms},
                      {"features_ms", r.features_ms},
                      {"selection_ms", r.selection_ms},
                      {"conversion_ms", r.conversion_ms},
                      {"jit_ms", r.jit_ms},
                      {"other_ms", r.other_ms},
                      {"setup_products", r.setup_products},
                      {"predicted_ms", r.predicted_ms},
                      {"confirmed_ms", r.confirmed_ms},
                      {"selected_by", r.selected_by},
                      {"selection", r.selection},
                      {"kernel_source", r.kernel_source},
                      {"plan_cache", r.plan_cache},
                      {"tuning", r.tuning},
                      {"basis", r.basis},
                      {"params", r.params},
                      {"beta", r.beta},
                      {"sm_occupancy", r.sm_occupancy},
                      {"registers", r.registers},
                      {"bytes_per_nnz", r.bytes_per_nnz},
                      {"values", r.values},
                      {"device", rep.device}};
  if (!r.error.empty()) j["error"] = r.error;
  if (!r.skipped.empty()) j["skipped"] = r.skipped;
  return j;
}

void run_bench(BenchCliOptions& opt) {
  // Progress is for a person at a terminal (bench_core prints none to a pipe
  // or a log); --quiet and machine use (--json) turn it off there too.
  if (opt.quiet || !opt.json.empty()) opt.bench.progress = nullptr;
  if (!opt.ks.empty()) opt.bench.ks = bench::parse_ks(opt.ks);
  if (!opt.json.empty()) check_writable("bench", opt.json, "--json");
  auto save = [&](const bench::BenchReport& rep) {
    if (opt.json.empty()) return;
    nlohmann::json rows = nlohmann::json::array();
    for (const auto& r : rep.rows) rows.push_back(to_json(r, rep));
    write_json("bench", opt.json, rows);
  };
  if (opt.bench.op == "spmv" && !opt.bench.sweep.empty())
    throw Error("bench: --sweep takes --op spmm or spmm-t");
  const auto rep = opt.bench.op == "spmv" ? bench::run_spmv_bench(opt.bench, save)
                                           : bench::run_spmm_bench(opt.bench, save);
  std::fputs(bench::format_table(rep).c_str(), stdout);
  save(rep);
  // A failed matrix, a failed variant or an inaccurate product (relerr NaN or
  // above bench::spmv_relerr_bound) fails the command, naming each.
  const auto bad = bench::bad_rows(rep);
  if (!bad.empty()) {
    std::string list;
    for (const auto& b : bad) list += (list.empty() ? "" : "; ") + b;
    throw Error("bench: " + std::to_string(bad.size()) + " of " + std::to_string(rep.rows.size()) +
                " rows failed or out of bounds: " + list);
  }
}
#endif

}  // namespace

void add_bench_command(CLI::App& app) {
  auto* cmd = app.add_subcommand(
      "bench", "Benchmark SpMV instances against cuSPARSE (GPU) or OpenMP CSR and Eigen (CPU)");
#ifdef SPGEN_HAVE_BENCH
  auto opt = std::make_shared<BenchCliOptions>();
  cmd->add_option("MATRIX", opt->bench.matrices,
                  std::string("Matrices (default ") + bench::kDefaultMatrix + "): files, shared names or generators\n" +
                      matrix_source_help());
  cmd->add_option("--backend", opt->bench.backend, "cpu, cuda or auto (CUDA when a device is present)")
      ->check(CLI::IsMember({"auto", "cpu", "cuda"}));
  cmd->add_option("--dtype", opt->bench.dtype, "Value type")->check(CLI::IsMember({"f32", "f64"}));
  cmd->add_option("--variants", opt->bench.variants,
                  "Instances to time besides the plan and the baselines: globs over instance names (fnmatch), "
                  "comma-separated, e.g. '*sellp*', '*_b8_t8_*,*_b16_t16_*', '*' for the full sweep; 'none' (default) times the plan and the baselines only");
  cmd->add_option("--reorder", opt->bench.reorder,
                  "by-degree: also time the plan in its own basis with rows (and columns) renumbered longest first "
                  "(plan_in_own_basis, Reorder::by_degree; square matrices), its setup including the renumbering; "
                  "automatic: the plan in the basis Reorder::automatic chooses (by degree where it is expected to "
                  "pay, else the caller's order); both: both rows")
      ->check(CLI::IsMember({"none", "by-degree", "automatic", "both"}));
  cmd->add_option("--partition", opt->bench.partition,
                  "SpMV: automatic (default: with a calibrated model, a skewed matrix may be split by row length "
                  "where the model predicts it 10% faster) or never")
      ->check(CLI::IsMember({"automatic", "never"}));
  cmd->add_option("--partition-at", opt->bench.partitions,
                  "SpMV: also time the plan split at these row lengths, comma-separated: rows longer than N in a "
                  "second part with a format of its own (Partition::at_threshold; row kind plan-partition)")
      ->delimiter(',')
      ->check(CLI::Range(std::int64_t{0}, std::int64_t{1} << 40));
  cmd->add_option("--op", opt->bench.op, "spmv (y = A x), spmm (Y = A X) or spmm-t (Y = A^T X)")
      ->check(CLI::IsMember({"spmv", "spmm", "spmm-t"}));
  cmd->add_option("--k", opt->ks,
                  "SpMM: columns of X and Y, a comma-separated list of counts and ranges A..B "
                  "(default 8,32,128); "
                  "where k runs through consecutive values, each plan's steps are checked against "
                  "time(k+1) <= 1.1 time(k) (k+1)/k")
      ->delimiter(',');
  cmd->add_option("--sweep", opt->bench.sweep,
                  "SpMM: time each --variants instance once per value of a conversion parameter, "
                  "NAME=V1,V2,... (e.g. heavy_threshold=2,4,8,16,1000)");
  cmd->add_flag("--from-device", opt->bench.from_device,
                "CUDA: also plan from the matrix held in device memory (spgen::DeviceMatrix, uploaded "
                "outside the timings): row kind plan-device-matrix (SpMV and SpMM), and for SpMV "
                "plan-device-matrix-again: planned again in the process from a new view of the same arrays, "
                "and instance-device-matrix: each --variants instance planned from it (its setup there)");
  cmd->add_option("--json", opt->json, "Write the result rows as JSON to FILE");
  cmd->add_option("--min-seconds", opt->bench.min_seconds, "Minimum timed seconds per variant")
      ->check(number_in(0, 86400));
  cmd->add_flag("--quiet", opt->quiet, "No progress line");
  cmd->add_flag("--no-baselines{false}", opt->bench.baselines,
                "Time no baseline (cuSPARSE on a GPU; Eigen and the OpenMP CSR loop on a CPU): sweeps over many k or "
                "variants spend their time on what they measure");
  const auto dist = add_distributed_bench_options(*cmd);
  cmd->callback([opt, dist] {
    if (!distributed_bench_asked(*dist)) return run_bench(*opt);
    run_distributed_bench(*dist, opt->bench.matrices, opt->bench.dtype, opt->bench.backend, opt->json,
                          opt->bench.min_seconds);
  });
#else
  cmd->callback([] { throw Error("bench: this spgen was built without bench/ (SPGEN_BUILD_BENCH=OFF)"); });
#endif
}

}  // namespace spgen::cli
