// spgen — the command line. Each verb lives in its own cmd_<verb>.cpp and
// registers itself through commands.hpp.
#include <CLI/CLI.hpp>

#include <cstdio>
#include <exception>
#include <string>

#include "commands.hpp"
#include "spgen/core/error.hpp"

int main(int argc, char** argv) {
  const auto app_ptr = spgen::cli::make_app();
  CLI::App& app = *app_ptr;
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    // --help and --version exit 0 through CLI11; a bad option is one line.
    if (e.get_exit_code() == 0) return app.exit(e);
    // No verb, or a misspelt one: CLI11 only says "A subcommand is required".
    if (e.get_name() == "RequiredError" && app.get_subcommands().empty()) {
      std::string verbs;
      for (const auto* sub : app.get_subcommands([](CLI::App*) { return true; }))
        verbs += (verbs.empty() ? "" : ", ") + sub->get_name();
      const std::string found = argc > 1 ? "'" + std::string(argv[1]) + "'" : "none";
      std::fprintf(stderr, "spgen: error: expected a command (%s), found %s\n", verbs.c_str(), found.c_str());
      return e.get_exit_code();
    }
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
