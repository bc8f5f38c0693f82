#include "generate.hpp"

#include <clang/Format/Format.h>
#include <clang/Tooling/Core/Replacement.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <regex>
#include <tuple>
#include <set>
#include <sstream>

#include "abi.hpp"

namespace spgen::gen {

namespace fs = std::filesystem;

namespace {

constexpr const char* kBannerFirst = "// generated — do not edit.";

std::string loc_str(const Loc& l) { return l.str(); }

std::string enum_value(const std::string& s) { return s; }

}  // namespace

void check_template(const Specs& specs, const KernelSpec& k, const BackendImplSpec& b,
                    const TemplateInfo& info) {
  const FormatSpec& f = specs.formats.at(k.format);
  const std::string ctx = "kernel '" + k.name + "' backend '" + b.backend + "'";
  if (info.entry != b.entry)
    throw GenError(b.loc, ctx + ": entry '" + b.entry +
                              "' not found; the template's entry point is '" + info.entry + "' (" +
                              loc_str(info.loc) + ")");
  std::set<std::string> declared;
  for (const auto& pn : b.params) declared.insert(f.find_param(pn)->template_param);
  std::set<std::string> in_template;
  bool has_v = false, has_i = false;
  for (const auto& t : info.tparams) {
    if (t.is_type) {
      if (t.name == "V")
        has_v = true;
      else if (t.name == "I")
        has_i = true;
      else
        throw GenError(b.loc, ctx + ": template type parameter '" + t.name + "' (" +
                                  loc_str(t.loc) + ") is not V or I");
      continue;
    }
    if (!declared.count(t.name)) {
      std::string list;
      for (const auto& d : declared) list += (list.empty() ? "" : ", ") + d;
      throw GenError(b.loc, ctx + ": template parameter '" + t.name + "' (" + loc_str(t.loc) +
                                ") is not declared by the spec (declared: " +
                                (list.empty() ? "none" : list) + ")");
    }
    if (t.type != "int")
      throw GenError(t.loc, "template parameter '" + t.name + "' must be int, is " + t.type);
    in_template.insert(t.name);
  }
  for (const auto& pn : b.params) {
    const ParamSpec* p = f.find_param(pn);
    if (!in_template.count(p->template_param))
      throw GenError(b.loc, ctx + ": parameter '" + p->name + "' (" + loc_str(p->loc) +
                                ") has no template parameter '" + p->template_param + "' in " +
                                info.entry + " (" + loc_str(info.loc) + ")");
  }
  if (!has_v || !has_i)
    throw GenError(info.loc, "entry '" + info.entry + "' needs template type parameters V and I");
  const auto& args = *f.abi(k.op, b.backend);
  if (args.size() != info.fparams.size())
    throw GenError(info.loc, "entry '" + info.entry + "' takes " +
                                 std::to_string(info.fparams.size()) + " arguments; format '" +
                                 f.name + "' kernel_args for " + b.backend + " (" + f.file +
                                 ") lists " + std::to_string(args.size()));
  for (size_t i = 0; i < args.size(); ++i) {
    std::string want = args[i].type;
    want.erase(std::remove(want.begin(), want.end(), ' '), want.end());
    if (want != info.fparams[i].type || args[i].name != info.fparams[i].name)
      throw GenError(info.fparams[i].loc, "argument " + std::to_string(i + 1) + " is '" +
                                              info.fparams[i].type + " " + info.fparams[i].name +
                                              "'; format '" + f.name + "' kernel_args (" + f.file +
                                              ") want '" + args[i].type + " " + args[i].name + "'");
  }
}

std::string format_source(const std::string& text, const std::string& root,
                          const std::string& file_name) {
  using namespace clang;
  // Debugging aid for the rewriter: see its raw output.
  if (std::getenv("SPGEN_GEN_NO_FORMAT")) return text;
  format::FormatStyle style = format::getGoogleStyle(format::FormatStyle::LK_Cpp);
  style.ColumnLimit = 100;
  const fs::path cf = fs::path(root) / ".clang-format";
  if (fs::exists(cf)) {
    if (auto ec = format::parseConfiguration(read_file(cf.string()), &style))
      throw GenError(Loc{".clang-format"}, "cannot parse: " + ec.message());
  }
  // Include sorting first, as the clang-format tool does, so running it on generated/
  // changes nothing.
  const std::string name = file_name.empty() ? "generated.cpp" : file_name;
  auto sorted_reps = format::sortIncludes(
      style, text, {tooling::Range(0, static_cast<unsigned>(text.size()))}, name);
  auto sorted = tooling::applyAllReplacements(text, sorted_reps);
  if (!sorted) throw GenError(Loc{name}, llvm::toString(sorted.takeError()));
  auto reps = format::reformat(style, *sorted,
                               {tooling::Range(0, static_cast<unsigned>(sorted->size()))}, name);
  auto out = tooling::applyAllReplacements(*sorted, reps);
  if (!out) throw GenError(Loc{"<format>"}, llvm::toString(out.takeError()));
  return *out;
}

namespace {

// Replaces each quoted #include of a header under templates/ (the common
// markers, and helpers shared by a backend's templates such as
// avx512/x_lanes.h) with its text, so an instance is self-contained: NVRTC
// gets no include path, and the library build needs no templates/ folder.
std::string inline_template_headers(const std::string& text, const fs::path& template_abs,
                                    const std::string& root, std::vector<std::string>& used) {
  // Line by line: std::regex has no portable multi-line anchors.
  static const std::regex kInclude(R"re(^[ \t]*#[ \t]*include[ \t]*"([^"]*\.h)".*$)re");
  static const std::regex kPragmaOnce(R"(^[ \t]*#[ \t]*pragma[ \t]+once.*$)");
  const fs::path templates = fs::weakly_canonical(fs::path(root) / "templates");
  std::string out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    std::smatch m;
    if (!std::regex_match(line, m, kInclude)) {
      out += line + "\n";
      continue;
    }
    fs::path p = template_abs.parent_path() / m[1].str();
    if (!fs::exists(p) && fs::path(m[1].str()).filename() == "spgen_template.h")
      p = templates / "common/spgen_template.h";
    p = fs::weakly_canonical(p);
    const auto under = fs::relative(p, templates).generic_string();
    if (!fs::exists(p) || under.empty() || under.rfind("..", 0) == 0) {
      out += line + "\n";  // not one of ours: leave it to the compiler
      continue;
    }
    const std::string rel = fs::relative(p, fs::weakly_canonical(root)).generic_string();
    if (std::find(used.begin(), used.end(), rel) != used.end()) continue;  // once per instance
    used.push_back(rel);
    out += "// ---- inlined from " + rel + " ----\n";
    std::istringstream hin(read_file(p.string()));
    std::string h;
    while (std::getline(hin, h))
      if (!std::regex_match(h, kPragmaOnce)) out += h + "\n";
    out += "// ---- end of " + rel + " ----\n";
  }
  return out;
}

using Inputs = std::vector<std::pair<std::string, std::uint64_t>>;  // path → xxh3

std::string banner(const std::string& what, const Inputs& inputs) {
  std::string b = std::string(kBannerFirst) +
                  " Written by spgen-gen from the files below; change those and run the\n";
  b += "// spgen_regenerate target instead.\n// " + what + "\n";
  for (const auto& [path, h] : inputs) b += "//   " + path + "  xxh3:" + hex64(h) + "\n";
  return b + "\n";
}

std::string json_escape(const std::string& s) {
  std::string o;
  for (char c : s) {
    if (c == '"' || c == '\\') o += '\\';
    o += c;
  }
  return o;
}

// generated/registry.cpp: the kernel table (with each format's argument list and a packed
// wrapper per AVX-512 instance), then the table of every format the specs define.
std::string registry_source(const Specs& specs, const std::vector<Instance>& instances,
                            const std::map<std::string, std::string>& sources,
                            const std::map<std::string, std::uint64_t>& hashes,
                            const Inputs& inputs) {
  std::string t =
      banner("the kernel registry (" + std::to_string(instances.size()) + " instances)", inputs) +
      "#include <spgen/core/registry.hpp>\n\n#include \"avx512/instances.hpp\"\n"
      "#include \"formats/format.hpp\"\n\nnamespace spgen {\nnamespace {\n\n";
  // (format, backend, op) with instances
  std::set<std::tuple<std::string, std::string, std::string>> abis;
  for (const auto& i : instances) abis.insert({i.format, i.backend, i.op});
  // (spmm_kernel_args for SpMM instances)
  t += "// The kernel ABI of each format on each backend: its spec's kernel_args, classified.\n";
  for (const auto& [format, backend, op] : abis)
    t += arg_table(arg_table_name(format, backend, op),
                   *specs.formats.at(format).abi(op, backend));
  t += "\n// AVX-512 instances called with packed arguments (KernelEntry::cpu_function).\n";
  for (const auto& i : instances)
    if (i.backend == "avx512")
      t += packed_wrapper(i.name, *specs.formats.at(i.format).abi(i.op, i.backend),
                          i.value_type, i.index_type);
  t += "\n";
  std::string entries;
  size_t idx = 0;
  for (const auto& i : instances) {
    std::string params_ref = "nullptr";
    if (!i.params.empty()) {
      params_ref = "kParams" + std::to_string(idx);
      t += "constexpr KernelParam " + params_ref + "[] = {";
      for (const auto& p : i.params)
        t += "{\"" + p.name + "\", \"" + p.tag + "\", " + std::to_string(p.value) + "}, ";
      t += "};\n";
    }
    const std::string fn = i.backend == "avx512" ? "&call_" + i.name : "nullptr";
    const auto& args = *specs.formats.at(i.format).abi(i.op, i.backend);
    entries += "    {\"" + i.name + "\", Op::" + enum_value(i.op) + ", \"" + i.format +
               "\", Backend::" + i.backend + ", ValueType::" + i.value_type +
               ", IndexType::" + i.index_type + ", " + params_ref + ", " +
               std::to_string(i.params.size()) + ", " + std::to_string(i.block_threads) + ", " +
               std::to_string(i.rows_per_block) + ", " + arg_table_name(i.format, i.backend, i.op) +
               ", " + std::to_string(args.size()) + ", " + fn + ", \"" + sources.at(i.name) +
               "\", 0x" + hex64(hashes.at(i.name)) + "ULL},\n";
    ++idx;
  }
  t += "\n// Sorted by name: find_kernel() binary-searches it.\n";
  t += "const KernelEntry kEntries[] = {\n" + entries + "};\n\n}  // namespace\n\n";
  t += "std::span<const KernelEntry> kernel_registry() { return kEntries; }\n\n";
  t += "}  // namespace spgen\n\n";
  t += "// The formats the specs define; runtime/src/formats/<name>/ registers each\n"
       "// descriptor with SPGEN_REGISTER_FORMAT (a missing one is a link error).\n"
       "namespace spgen::formats {\n";
  std::string table;
  for (const auto& [name, f] : specs.formats) {
    t += "SPGEN_DECLARE_FORMAT(" + name + ")\n";
    table += (table.empty() ? "" : ", ") + std::string("&format_") + name + "<V, I>()";
  }
  return t + "SPGEN_FORMAT_TABLE(" + table + ")\n}  // namespace spgen::formats\n";
}

}  // namespace

GenOutput generate(const GenOptions& opts) {
  using Clock = std::chrono::steady_clock;
  const auto t0 = Clock::now();
  Specs specs = load_specs(opts.root, opts.spec_dir);
  GenOutput out;
  out.instances = enumerate_aot(specs);

  // Group by template so each is parsed once for all of its instances.
  std::map<std::pair<std::string, std::string>, std::vector<const Instance*>> groups;
  for (const auto& i : out.instances) groups[{i.kernel, i.backend}].push_back(&i);

  std::map<std::string, std::string> decls;  // avx512 instance → prototype
  std::map<std::string, std::uint64_t> hashes;
  std::map<std::string, std::string> sources;  // instance → relative file
  for (const auto& [key, insts] : groups) {
    const KernelSpec& k = specs.kernels.at(key.first);
    const BackendImplSpec& b = k.backends.at(key.second);
    const FormatSpec& f = specs.formats.at(k.format);
    const std::string rel_tpl = opts.template_dir + "/" + b.template_path;
    const fs::path abs_tpl = fs::path(opts.root) / rel_tpl;
    if (!fs::exists(abs_tpl))
      throw GenError(b.template_loc, "template file " + rel_tpl + " not found");
    ParseOptions po = opts.parse;
    po.backend = b.backend;
    const auto tp = Clock::now();
    TemplateInfo info = inspect_template(abs_tpl.string(), rel_tpl, po);
    check_template(specs, k, b, info);
    std::vector<InstanceRequest> reqs;
    for (const Instance* i : insts) {
      InstanceRequest r;
      r.name = i->name;
      r.value_type = i->value_type;
      r.index_type = i->index_type;
      for (const auto& p : i->params) r.values[p.template_param] = p.value;
      reqs.push_back(r);
    }
    auto srcs = specialise_template(abs_tpl.string(), rel_tpl, po, info, reqs);
    const std::string tpl_text = read_file(abs_tpl.string());
    for (size_t n = 0; n < srcs.size(); ++n) {
      std::vector<std::string> used;
      std::string body = inline_template_headers(srcs[n].text, abs_tpl, opts.root, used);
      std::vector<std::pair<std::string, std::uint64_t>> inputs = {
          {f.file, specs.files.at(f.file).hash},
          {specs.kernels_file, specs.files.at(specs.kernels_file).hash}};
      if (!b.bind.empty())
        inputs.push_back({specs.targets_file, specs.files.at(specs.targets_file).hash});
      inputs.push_back({rel_tpl, hash_text(tpl_text)});
      for (const auto& u : used)
        inputs.push_back({u, hash_text(read_file((fs::path(opts.root) / u).string()))});
      const std::string rel =
          b.backend + "/" + srcs[n].name + (b.backend == "cuda" ? ".cu" : ".cpp");
      std::string text = format_source(
          banner("instance " + srcs[n].name + " of " + rel_tpl, inputs) + body, opts.root, rel);
      hashes[srcs[n].name] = hash_text(text);
      sources[srcs[n].name] = rel;
      out.files[rel] = text;
      if (b.backend == "avx512") decls[srcs[n].name] = srcs[n].declaration;
    }
    if (opts.verbose)
      std::cerr << "spgen-gen: " << rel_tpl << ": " << insts.size() << " instances in "
                << std::chrono::duration<double>(Clock::now() - tp).count() << " s\n";
  }

  std::vector<std::pair<std::string, std::uint64_t>> all_inputs;
  for (const auto& [p, sf] : specs.files) all_inputs.push_back({p, sf.hash});

  // avx512/instances.hpp: the prototypes the registry takes addresses of.
  {
    std::string t = banner("declarations of the AVX-512 instances", all_inputs) +
                    "#pragma once\n\n#include <cstdint>\n\nnamespace spgen::generated {\n\n";
    for (const auto& [n, d] : decls) t += d + "\n";
    t += "\n}  // namespace spgen::generated\n";
    out.files["avx512/instances.hpp"] = format_source(t, opts.root, "avx512/instances.hpp");
  }
  // registry.cpp
  out.files["registry.cpp"] =
      format_source(registry_source(specs, out.instances, sources, hashes, all_inputs), opts.root,
                    "registry.cpp");
  // manifest.cmake and manifest.json
  {
    std::string cu, cpu;
    for (const auto& i : out.instances)
      (i.backend == "cuda" ? cu : cpu) += "  " + sources.at(i.name) + "\n";
    std::string archs;
    for (int a : specs.target.cuda_architectures)
      archs += (archs.empty() ? "" : ";") + std::to_string(a);
    std::string t = banner("the build manifest; paths are relative to generated/", all_inputs);
    t = std::regex_replace(t, std::regex("//"), "#");
    t += "set(SPGEN_GENERATED_INSTANCE_COUNT " + std::to_string(out.instances.size()) + ")\n";
    t += "set(SPGEN_GENERATED_CUDA_SOURCES\n" + cu + ")\n";
    t += "set(SPGEN_GENERATED_AVX512_SOURCES\n" + cpu + ")\n";
    t += "set(SPGEN_GENERATED_AVX512_HEADER avx512/instances.hpp)\n";
    t += "set(SPGEN_GENERATED_REGISTRY registry.cpp)\n";
    t += "set(SPGEN_GENERATED_CUDA_ARCHITECTURES \"" + archs + "\")\n";
    out.files["manifest.cmake"] = t;

    std::string j = "{\n  \"generator\": \"spgen-gen\",\n  \"inputs\": {";
    bool first = true;
    for (const auto& [p, h] : all_inputs) {
      j += std::string(first ? "\n" : ",\n") + "    \"" + json_escape(p) + "\": \"" + hex64(h) +
           "\"";
      first = false;
    }
    j += "\n  },\n  \"cuda_architectures\": [";
    first = true;
    for (int a : specs.target.cuda_architectures) {
      j += std::string(first ? "" : ", ") + std::to_string(a);
      first = false;
    }
    j += "],\n  \"instances\": [";
    first = true;
    for (const auto& i : out.instances) {
      j += std::string(first ? "\n" : ",\n") + "    {\"name\": \"" + i.name + "\", \"kernel\": \"" +
           i.kernel + "\", \"op\": \"" + i.op + "\", \"format\": \"" + i.format +
           "\", \"backend\": \"" + i.backend + "\", \"value_type\": \"" + i.value_type +
           "\", \"index_type\": \"" + i.index_type + "\", \"params\": {";
      bool pf = true;
      for (const auto& p : i.params) {
        j += std::string(pf ? "" : ", ") + "\"" + p.name + "\": " + std::to_string(p.value);
        pf = false;
      }
      const BackendImplSpec& bi = specs.kernels.at(i.kernel).backends.at(i.backend);
      j += "}, \"block_threads\": " + std::to_string(i.block_threads) +
           ", \"rows_per_block\": " + std::to_string(i.rows_per_block);
      if (bi.block_threads)
        j += ", \"launch_rule\": {\"block_threads\": \"" + json_escape(bi.block_threads_text) +
             "\", \"rows_per_block\": \"" + json_escape(bi.rows_per_block_text) + "\"}";
      j += ", \"args\": " + args_json(*specs.formats.at(i.format).abi(i.op, i.backend));
      j += ", \"source\": \"" + sources.at(i.name) + "\", \"source_hash\": \"" +
           hex64(hashes.at(i.name)) + "\"}";
      first = false;
    }
    j += "\n  ]\n}\n";
    out.files["manifest.json"] = j;
  }
  out.files["README.md"] = R"md(# generated/ — spgen-gen output, committed

Everything here is written by `spgen-gen` from `specs/` and `templates/`; never edit it by hand.
Regenerate with `cmake --build <build> --target spgen_regenerate`; CI runs
`spgen_check_generated`, which regenerates into a temporary folder and fails on any difference.

- `cuda/<instance>.cu` — self-contained CUDA instances (NVRTC compiles them with no include path)
- `avx512/<instance>.cpp`, `avx512/instances.hpp` — AVX-512 instances in `spgen::generated`
- `registry.cpp` — `spgen::kernel_registry()`, one entry per instance, sorted by name, with its
  arguments as the format spec's `kernel_args` define them (the kernel ABI); the spec formats' table
- `manifest.cmake`, `manifest.json` — the instance list for the build and for tools
)md";
  if (opts.verbose)
    std::cerr << "spgen-gen: " << out.instances.size() << " instances, " << out.files.size()
              << " files in " << std::chrono::duration<double>(Clock::now() - t0).count() << " s\n";
  return out;
}

void write_output(const GenOutput& out, const std::string& dir) {
  const fs::path d(dir);
  fs::create_directories(d);
  // Stale instances (a value removed from a spec) must disappear, not linger.
  for (const char* sub : {"cuda", "avx512"}) {
    if (!fs::is_directory(d / sub)) continue;
    std::vector<fs::path> stale;
    for (const auto& e : fs::directory_iterator(d / sub)) {
      const std::string rel = std::string(sub) + "/" + e.path().filename().string();
      if (e.is_regular_file() && !out.files.count(rel)) stale.push_back(e.path());
    }
    for (const auto& p : stale) fs::remove(p);
  }
  for (const auto& [rel, text] : out.files) {
    const fs::path p = d / rel;
    fs::create_directories(p.parent_path());
    // Rewrite only what changed so builds that depend on these files stay incremental.
    if (fs::exists(p) && read_file(p.string()) == text) continue;
    const fs::path tmp = p.string() + ".tmp";
    {
      std::ofstream o(tmp, std::ios::binary);
      o << text;
      if (!o) throw GenError(Loc{p.string()}, "cannot write");
    }
    fs::rename(tmp, p);
  }
}

}  // namespace spgen::gen
