// The whole pipeline: specs → instances → specialised, formatted sources + registry + manifests.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "enumerate.hpp"
#include "specialise.hpp"

namespace spgen::gen {

struct GenOptions {
  std::string root;                      // repository root (specs/, templates/, .clang-format)
  std::string spec_dir = "specs";        // relative to root
  std::string template_dir = "templates";  // relative to root
  ParseOptions parse;                    // backend is set per template
  bool verbose = false;
};

struct GenOutput {
  std::vector<Instance> instances;
  std::map<std::string, std::string> files;  // path relative to the output folder → text
};

/// Runs everything in memory; deterministic for a given tree.
GenOutput generate(const GenOptions& opts);

/// Checks a parsed template against its kernel/format spec (both directions).
void check_template(const Specs& specs, const KernelSpec& k, const BackendImplSpec& b,
                    const TemplateInfo& info);

/// Formats C++/CUDA text with the style in <root>/.clang-format (Google, 100 columns if absent).
/// `file_name` (relative, e.g. "cuda/x.cu") guides include sorting as it would for the tool.
std::string format_source(const std::string& text, const std::string& root,
                          const std::string& file_name = "");

/// Writes `out.files` under `dir`, removing stale generated sources there.
void write_output(const GenOutput& out, const std::string& dir);

}  // namespace spgen::gen
