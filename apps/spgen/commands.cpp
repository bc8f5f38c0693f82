#include "commands.hpp"

namespace spgen::cli {

void register_commands(CLI::App& app) {
  add_info_command(app);
  add_bench_command(app);
}

}  // namespace spgen::cli
