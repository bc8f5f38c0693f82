#include "commands.hpp"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <string>

namespace spgen::cli {

CLI::Validator number_in(double lo, double hi) {
  char range[96];
  std::snprintf(range, sizeof range, "[%g, %g]", lo, hi);
  const std::string desc = std::string("NUMBER in ") + range;
  return CLI::Validator(
      [lo, hi, range = std::string(range)](std::string& s) -> std::string {
        double v = 0;
        const char* b = s.data();
        const char* e = b + s.size();
        const auto [p, ec] = std::from_chars(b, e, v);
        if (s.empty() || ec != std::errc() || p != e || !std::isfinite(v) || v < lo || v > hi)
          return "'" + s + "' is not a number in " + range;
        return {};
      },
      desc);
}

void register_commands(CLI::App& app) {
  add_list_command(app);
  add_info_command(app);
  add_bench_command(app);
}

std::unique_ptr<CLI::App> make_app() {
  auto app = std::make_unique<CLI::App>(
      "spgen — sparse matrix kernel compiler: benchmark, tune and inspect SpMV/SpMM kernels");
  app->set_version_flag("--version", std::string("spgen ") + SPGEN_VERSION);
  app->require_subcommand(1);
  register_commands(*app);
  return app;
}

}  // namespace spgen::cli
