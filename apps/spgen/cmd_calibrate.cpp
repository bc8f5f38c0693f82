// spgen calibrate: time every format's proposals on the model's synthetic
// matrices once for this device and store the samples, which every later plan
// here ranks its candidates with instead of timing them (spgen/plan/model.hpp).
#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "commands.hpp"
#include "spgen/spgen.hpp"

namespace spgen::cli {
namespace {

struct CalibrateCliOptions {
  std::string backend = "auto";
  std::vector<std::string> dtypes = {"f64", "f32"};
  double budget_seconds = 300.0;
  std::int64_t max_nnz = 0;
  std::int64_t min_rows = 1 << 10;
  bool dry_run = false;
  std::string json;
  bool quiet = false;
};

void run_calibrate(const CalibrateCliOptions& opt) {
  ContextOptions co;
  if (opt.backend == "cpu") co.want = ContextOptions::Want::cpu;
  if (opt.backend == "cuda") co.want = ContextOptions::Want::cuda;
  if (!opt.json.empty()) check_writable("calibrate", opt.json, "--json");
  const Context ctx = Context::create(co);
  std::printf("calibrating %s (%s)\n", ctx.description().c_str(), model_device(ctx).c_str());
  CalibrateOptions o;
  o.budget_seconds = opt.budget_seconds;
  o.dtypes = opt.dtypes;
  o.max_nnz = opt.max_nnz;
  o.min_rows = opt.min_rows;
  o.store = !opt.dry_run;
  if (!opt.quiet) o.progress = [](const std::string& line) { std::printf("  %s\n", line.c_str()); std::fflush(stdout); };
  const CalibrationReport r = calibrate(ctx, o);
  std::printf("%s", r.to_string().c_str());
  if (!opt.json.empty()) {
    nlohmann::json samples = nlohmann::json::array();
    for (const auto& s : r.calibration.samples)
      samples.push_back({{"instance", s.instance}, {"format", s.format}, {"types", s.types}, {"matrix", s.matrix},
                         {"nnz", s.nnz}, {"mean_row", s.mean_row}, {"cv_row", s.cv_row},
                         {"near_diagonal", s.near_diagonal}, {"bytes", s.bytes}, {"ms", s.ms}});
    write_json("calibrate", opt.json,
               {{"device", ctx.description()}, {"model_device", r.calibration.device},
                {"measured", r.calibration.measured}, {"seconds", r.seconds}, {"stored", r.stored},
                {"path", r.path.string()}, {"samples", samples}});
  }
}

}  // namespace

void add_calibrate_command(CLI::App& app) {
  auto opt = std::make_shared<CalibrateCliOptions>();
  auto* cmd = app.add_subcommand(
      "calibrate",
      "Time every format's proposals on synthetic matrices once for this device and store them: later plans here "
      "rank their candidates by this model instead of timing them");
  cmd->add_option("--backend", opt->backend, "cpu, cuda or auto (CUDA when a device is present)")
      ->check(CLI::IsMember({"auto", "cpu", "cuda"}));
  cmd->add_option("--dtype", opt->dtypes, "Value types, comma-separated (default f64,f32)")
      ->delimiter(',')
      ->check(CLI::IsMember({"f32", "f64"}));
  cmd->add_option("--budget-seconds", opt->budget_seconds,
                  "No synthetic matrix starts after this many seconds (default 300)")
      ->check(number_in(0, 86400));
  cmd->add_option("--max-nnz", opt->max_nnz,
                  "Largest synthetic matrix in nonzeros (default 2^25 on CUDA, 2^24 on a CPU)")
      ->check(CLI::Range(std::int64_t{0}, std::int64_t{1} << 31));
  cmd->add_option("--min-rows", opt->min_rows, "Rows of the smallest synthetic matrices (default 1024)")
      ->check(CLI::Range(std::int64_t{1}, std::int64_t{1} << 31));
  cmd->add_flag("--dry-run", opt->dry_run, "Measure but store nothing");
  cmd->add_option("--json", opt->json, "Also write the samples as JSON to FILE");
  cmd->add_flag("--quiet", opt->quiet, "No progress lines");
  cmd->callback([opt] { run_calibrate(*opt); });
}

}  // namespace spgen::cli
