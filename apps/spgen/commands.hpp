// Registration of the CLI verbs. Each verb's file defines add_<verb>_command();
// register_commands() (commands.cpp) calls them in the order --help lists them.
#pragma once

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <memory>
#include <string>
#include <vector>

namespace spgen::cli {

void register_commands(CLI::App& app);

/// The spgen command line with every verb registered, ready to parse (main.cpp;
/// the CLI fuzzer parses with it too, without running the verbs).
std::unique_ptr<CLI::App> make_app();

/// Accepts a finite decimal number in [lo, hi]; rejects nan, inf, overflow and
/// trailing text with "'VALUE' is not a number in [lo, hi]" (CLI11 prefixes
/// the option's name).
CLI::Validator number_in(double lo, double hi);

/// Writes `j` to `path` without ever leaving a partial file (beside it, then
/// renamed); throws spgen::Error "<verb>: cannot write PATH: why".
void write_json(const std::string& verb, const std::string& path, const nlohmann::json& j);
/// Before any work: throws spgen::Error when `path` (given as `option`)
/// cannot be written, so a bad output fails in a second, not after the work.
void check_writable(const std::string& verb, const std::string& path, const char* option);

void add_list_command(CLI::App& app);
void add_info_command(CLI::App& app);
void add_bench_command(CLI::App& app);
void add_tune_command(CLI::App& app);
void add_calibrate_command(CLI::App& app);

/// bench --distributed and --mode (cmd_bench_distributed.cpp).
struct DistributedBenchOptions;
std::shared_ptr<DistributedBenchOptions> add_distributed_bench_options(CLI::App& bench);
[[nodiscard]] bool distributed_bench_asked(const DistributedBenchOptions& opt);
void run_distributed_bench(const DistributedBenchOptions& opt, const std::vector<std::string>& matrices,
                           const std::string& dtype, const std::string& backend, const std::string& json,
                           double min_seconds);

}  // namespace spgen::cli
