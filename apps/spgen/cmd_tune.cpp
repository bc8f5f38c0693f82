// spgen tune MATRIX...: time each matrix's candidate instances on this device
// within a budget and store the fastest in the tuning database, which every
// later plan of that matrix here consults first (spgen/plan/tune.hpp).
#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "commands.hpp"
#include "progress.hpp"
#include "spgen/matrices/sources.hpp"
#include "spgen/spgen.hpp"

namespace spgen::cli {
namespace {

struct TuneCliOptions {
  std::vector<std::string> matrices;
  std::string backend = "auto";
  std::string dtype = "f64";
  double budget_seconds = 30.0;
  int max_candidates = 0;
  bool dry_run = false;
  std::string json;
  bool quiet = false;
};

nlohmann::json to_json(const std::string& matrix, const TuneReport& r) {
  nlohmann::json timed = nlohmann::json::array();
  for (const auto& c : r.timed) {
    nlohmann::json row = {{"instance", c.instance},
                          {"params", c.params},
                          {"product_ms", c.product_ms},
                          {"setup_ms", c.setup_ms},
                          {"error", c.error}};
    if (c.partition_threshold >= 0) {  // a row split: instance and params are the short rows'
      row["partition_threshold"] = c.partition_threshold;
      row["long_instance"] = c.long_instance;
      row["long_params"] = c.long_params;
    }
    timed.push_back(std::move(row));
  }
  return {{"matrix", matrix},         {"winner", r.timed[r.winner].name()}, {"timed", timed},
          {"untimed", r.untimed},     {"seconds", r.seconds},                 {"stored", r.stored}};
}

template <SupportedValue V>
nlohmann::json tune_one(const Context& ctx, const std::string& name, const TuneCliOptions& opt) {
  MatrixSourceInfo src;
  const auto a = Matrix<V, std::int32_t>::from_csr(load_matrix<V, std::int32_t>(
      name, &src, terminal_progress("loading " + name, opt.quiet || !opt.json.empty())));
  TuneOptions to;
  to.budget_seconds = opt.budget_seconds;
  to.max_candidates = opt.max_candidates;
  to.store = !opt.dry_run;
  const TuneReport r = tune(ctx, a, to);
  std::printf("%s (%lld x %lld, nnz %lld, %s) on %s\n%s\n", name.c_str(), static_cast<long long>(a.nrows()),
              static_cast<long long>(a.ncols()), static_cast<long long>(a.nnz()), opt.dtype.c_str(),
              ctx.description().c_str(), r.to_string().c_str());
  return to_json(name, r);
}

void run_tune(const TuneCliOptions& opt) {
  ContextOptions co;
  if (opt.backend == "cpu") co.want = ContextOptions::Want::cpu;
  if (opt.backend == "cuda") co.want = ContextOptions::Want::cuda;
  if (!opt.json.empty()) check_writable("tune", opt.json, "--json");
  const Context ctx = Context::create(co);
  if (!opt.dry_run) std::printf("tuning database: %s\n\n", ctx.tuning_db().dir().string().c_str());
  nlohmann::json rows = nlohmann::json::array();
  for (const auto& m : opt.matrices)
    rows.push_back(opt.dtype == "f32" ? tune_one<float>(ctx, m, opt) : tune_one<double>(ctx, m, opt));
  if (!opt.json.empty()) write_json("tune", opt.json, {{"device", ctx.description()}, {"results", rows}});
}

}  // namespace

void add_tune_command(CLI::App& app) {
  auto opt = std::make_shared<TuneCliOptions>();
  auto* cmd = app.add_subcommand("tune",
                                 "Time each matrix's candidate instances here and store the fastest in the tuning "
                                 "database, which later plans of that matrix consult first");
  cmd->add_option("MATRIX", opt->matrices, "Matrices: files, shared names or generators")->required();
  cmd->footer("\n" + matrix_source_help());
  cmd->add_option("--backend", opt->backend, "cpu, cuda or auto (CUDA when a device is present)")
      ->check(CLI::IsMember({"auto", "cpu", "cuda"}));
  cmd->add_option("--dtype", opt->dtype, "Value type")->check(CLI::IsMember({"f32", "f64"}));
  cmd->add_option("--budget-seconds", opt->budget_seconds,
                  "Per matrix: no candidate starts after this many seconds (default 30)")
      ->check(number_in(0, 86400));
  cmd->add_option("--max-candidates", opt->max_candidates, "Per matrix: at most this many candidates (0: no limit)")
      ->check(CLI::Range(0, 100000));
  cmd->add_flag("--dry-run", opt->dry_run, "Time the candidates but store nothing");
  cmd->add_option("--json", opt->json, "Also write the results as JSON to FILE");
  cmd->add_flag("--quiet", opt->quiet, "No progress line");
  cmd->callback([opt] { run_tune(*opt); });
}

}  // namespace spgen::cli
