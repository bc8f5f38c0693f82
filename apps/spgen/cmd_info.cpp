#include "commands.hpp"

namespace spgen::cli {

void add_info_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("info", "Print a matrix's statistics (rows, nnz, row lengths, bandwidth, fingerprint)");
  (void)cmd;
}

}  // namespace spgen::cli
