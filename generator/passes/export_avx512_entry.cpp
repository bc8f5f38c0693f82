// Pass: the AVX-512 ABI symbol spgen::generated::<name> (pass.hpp).
#include <regex>

#include "passes/pass.hpp"

namespace spgen::gen::passes {

void export_avx512_entry(const Pattern& p, const TemplateInfo& info, const InstanceRequest& req,
                         SpecialisedSource& out) {
  std::string params, args;
  for (const auto& fp : info.fparams) {
    std::string t = fp.plain;
    t = std::regex_replace(t, std::regex("\\bV\\b"), c_type(p.backend, req.value_type));
    t = std::regex_replace(t, std::regex("\\bI\\b"), c_type(p.backend, req.index_type));
    params += (params.empty() ? "" : ", ") + t + " " + fp.name;
    args += (args.empty() ? "" : ", ") + fp.name;
  }
  const std::string impl = req.name + "_impl";
  const std::string qual =
      "::" + (info.enclosing_namespace.empty() ? "" : info.enclosing_namespace + "::") + impl;
  out.declaration = "void " + req.name + "(" + params + ");";
  out.text += "\nnamespace spgen::generated {\nvoid " + req.name + "(" + params + ") { " + qual +
              "(" + args + "); }\n}  // namespace spgen::generated\n";
  // The ABI needs both; most templates include them already.
  for (const char* h : {"immintrin.h", "cstdint"})
    if (!std::regex_search(out.text, std::regex("#\\s*include\\s*<" + std::string(h) + ">")))
      out.text = "#include <" + std::string(h) + ">\n" + out.text;
}

}  // namespace spgen::gen::passes
