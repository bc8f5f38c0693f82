#include "commands.hpp"

#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>

#include "spgen/core/error.hpp"

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

// Never leaves a partial file: write beside it, then rename.
void write_json(const std::string& verb, const std::string& path, const nlohmann::json& j) {
  const std::string tmp = path + ".tmp." + std::to_string(::getpid());
  {
    std::ofstream out(tmp);
    out << j.dump(2) << "\n";
    if (!out) {
      std::filesystem::remove(tmp);
      throw Error(verb + ": cannot write " + path);
    }
  }
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);
  if (ec) {
    std::filesystem::remove(tmp);
    throw Error(verb + ": cannot write " + path + ": " + ec.message());
  }
}

// Before any work: an output that cannot be written must fail in a second,
// not after the benchmarks. Probes with the temporary file write_json uses,
// then removes it, so nothing is left behind either way.
void check_writable(const std::string& verb, const std::string& path, const char* option) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec))
    throw Error(verb + ": " + option + " " + path + ": is a directory");
  const std::string tmp = path + ".tmp." + std::to_string(::getpid());
  std::FILE* f = std::fopen(tmp.c_str(), "wb");
  if (f == nullptr)
    throw Error(verb + ": " + option + " " + path +
                ": cannot write: " + std::strerror(errno));
  std::fclose(f);
  std::filesystem::remove(tmp, ec);
}

void register_commands(CLI::App& app) {
  add_list_command(app);
  add_info_command(app);
  add_bench_command(app);
  add_tune_command(app);
  add_calibrate_command(app);
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
