// spgen — the command line. Each verb lives in its own cmd_<verb>.cpp and
// registers itself through commands.hpp.
#include <CLI/CLI.hpp>

#include <cstdio>
#include <exception>

#include "commands.hpp"
#include "spgen/core/error.hpp"

int main(int argc, char** argv) {
  CLI::App app{"spgen — sparse matrix kernel compiler: benchmark, tune and inspect SpMV/SpMM kernels"};
  app.set_version_flag("--version", std::string("spgen ") + SPGEN_VERSION);
  app.require_subcommand(1);
  spgen::cli::register_commands(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    // --help and --version exit 0 through CLI11; a bad option is one line.
    if (e.get_exit_code() == 0) return app.exit(e);
    std::fprintf(stderr, "spgen: error: %s\n", e.what());
    return e.get_exit_code();
  } catch (const spgen::Error& e) {
    std::fprintf(stderr, "spgen: error: %s\n", e.what());
    return 1;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "spgen: error: %s\n", e.what());
    return 1;
  }
  return 0;
}
