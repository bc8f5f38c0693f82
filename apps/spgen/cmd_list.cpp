// spgen list: every registered kernel instance with its format, backend,
// types and parameters, as a table or JSON with --json.
#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>

#include "commands.hpp"
#include "spgen/core/error.hpp"
#include "spgen/core/registry.hpp"

namespace spgen::cli {
namespace {

struct ListOptions {
  bool json = false;
  std::string format;   // only this format's instances ("" = all)
  std::string backend;  // only this backend's ("" = all)
};

bool selected(const KernelEntry& e, const ListOptions& opt) {
  return (opt.format.empty() || opt.format == e.format) &&
         (opt.backend.empty() || opt.backend == to_string(e.backend));
}

nlohmann::json to_json(const KernelEntry& e) {
  nlohmann::json params = nlohmann::json::object();
  for (const auto& p : e.parameters()) params[p.name] = p.value;
  nlohmann::json j{{"name", e.name},
                   {"op", to_string(e.op)},
                   {"format", e.format},
                   {"backend", to_string(e.backend)},
                   {"value_type", to_string(e.value_type)},
                   {"index_type", to_string(e.index_type)},
                   {"params", params}};
  if (e.backend == Backend::cuda) j["launch"] = {{"block_threads", e.block_threads}, {"rows_per_block", e.rows_per_block}};
  return j;
}

// An unknown --format is an error naming the registered ones, not an empty list.
void check_format(const std::string& format) {
  if (format.empty()) return;
  std::string known;
  for (const auto& e : kernel_registry()) {
    if (format == e.format) return;
    if (known.find(std::string(" ") + e.format + ",") == std::string::npos) known += std::string(" ") + e.format + ",";
  }
  known.pop_back();
  throw Error("list: no format '" + format + "' (registered:" + known + ")");
}

void run_list(const ListOptions& opt) {
  check_format(opt.format);
  if (opt.json) {
    nlohmann::json all = nlohmann::json::array();
    for (const auto& e : kernel_registry())
      if (selected(e, opt)) all.push_back(to_json(e));
    std::printf("%s\n", all.dump(2).c_str());
    return;
  }
  std::printf("%-10s %-7s %-6s %-4s %-4s %-28s %s\n", "format", "op", "backend", "V", "I", "params", "instance");
  std::size_t n = 0;
  for (const auto& e : kernel_registry()) {
    if (!selected(e, opt)) continue;
    std::string params;
    for (const auto& p : e.parameters()) params += (params.empty() ? "" : " ") + std::string(p.name) + "=" + std::to_string(p.value);
    std::printf("%-10s %-7s %-6s %-4s %-4s %-28s %s\n", e.format, to_string(e.op), to_string(e.backend),
                to_string(e.value_type), to_string(e.index_type), params.c_str(), e.name);
    ++n;
  }
  std::printf("%zu instances\n", n);
}

}  // namespace

void add_list_command(CLI::App& app) {
  auto opt = std::make_shared<ListOptions>();
  auto* cmd = app.add_subcommand("list", "List the registered kernel instances: format, backend, types, parameters");
  cmd->add_flag("--json", opt->json, "Print JSON instead of a table");
  cmd->add_option("--format", opt->format, "Only this format's instances (as `spgen list` names them)");
  cmd->add_option("--backend", opt->backend, "Only this backend's instances")->check(CLI::IsMember({"cuda", "avx512"}));
  cmd->callback([opt] { run_list(*opt); });
}

}  // namespace spgen::cli
