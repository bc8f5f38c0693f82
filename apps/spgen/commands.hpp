// Registration of the CLI verbs. Each verb's file defines add_<verb>_command();
// register_commands() (commands.cpp) calls them in the order --help lists them.
#pragma once

#include <CLI/CLI.hpp>

namespace spgen::cli {

void register_commands(CLI::App& app);

void add_info_command(CLI::App& app);
void add_bench_command(CLI::App& app);

}  // namespace spgen::cli
