// The libTooling part: parse a template once, find its entry point, and rewrite a copy
// per instance (parameters folded, if-constexpr pruned, SPGEN_UNROLL loops unrolled).
#pragma once

#include <map>
#include <string>
#include <vector>

#include "spec.hpp"

namespace spgen::gen {

struct ParseOptions {
  std::string backend;       // cuda | avx512
  std::string resource_dir;  // clang's builtin headers (immintrin.h, __clang_cuda_*.h)
  std::string cuda_shim;     // header declaring the CUDA builtins (parsing without CUDA headers)
  std::vector<std::string> extra_args;
};

struct TemplateParamInfo {
  std::string name;
  bool is_type = false;
  std::string type;  // for non-type parameters, e.g. "int"
  Loc loc;
};

struct FunctionParamInfo {
  std::string type;   // as written, spaces and __restrict removed: "constI*"
  std::string plain;  // as written without __restrict: "const I *"
  std::string name;
  Loc loc;
};

struct TemplateInfo {
  std::string path;  // display path (relative to the repository root)
  std::string entry;
  std::string enclosing_namespace;  // "" = global, else "a::b"
  std::vector<TemplateParamInfo> tparams;
  std::vector<FunctionParamInfo> fparams;
  Loc loc;
};

struct InstanceRequest {
  std::string name;
  std::map<std::string, int> values;  // template parameter name → value
  std::string value_type;             // f32 | f64
  std::string index_type;             // i32 | i64
};

struct SpecialisedSource {
  std::string name;
  std::string text;         // the whole specialised file, unformatted, without the banner
  std::string declaration;  // avx512: the prototype for instances.hpp
};

/// C spelling of a value/index type on a backend (NVRTC needs no headers for these).
std::string c_type(const std::string& backend, const std::string& type);

/// Finds the entry point (the one function template annotated spgen_entry).
/// `contents`, when given, replaces the file's text (tests).
TemplateInfo inspect_template(const std::string& abs_path, const std::string& display_path,
                              const ParseOptions& opts, const std::string* contents = nullptr);

/// Specialises every request from one parse of the template.
std::vector<SpecialisedSource> specialise_template(const std::string& abs_path,
                                                   const std::string& display_path,
                                                   const ParseOptions& opts,
                                                   const TemplateInfo& info,
                                                   const std::vector<InstanceRequest>& requests,
                                                   const std::string* contents = nullptr);

}  // namespace spgen::gen
