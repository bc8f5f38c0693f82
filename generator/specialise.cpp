// Parsing: runs clang on a template, finds and describes its entry point, and hands each
// requested instantiation to the rewrite passes (passes/pass.hpp).
#include "specialise.hpp"

#include <clang/AST/ASTConsumer.h>
#include <clang/AST/RecursiveASTVisitor.h>
#include <clang/Frontend/CompilerInstance.h>
#include <clang/Frontend/FrontendAction.h>
#include <clang/Lex/PPCallbacks.h>
#include <clang/Lex/Preprocessor.h>
#include <clang/Tooling/Tooling.h>

#include <algorithm>
#include <functional>
#include <regex>

#include "passes/pass.hpp"

namespace spgen::gen {

std::string c_type(const std::string& backend, const std::string& type) {
  if (type == "f32") return "float";
  if (type == "f64") return "double";
  // NVRTC has no <cstdint>; on the host, the ABI header spells fixed widths.
  if (type == "i32") return backend == "cuda" ? "int" : "std::int32_t";
  if (type == "i64") return backend == "cuda" ? "long long" : "std::int64_t";
  throw std::runtime_error("unknown type " + type);
}

namespace {

using namespace clang;

// Canonical spelling clang prints for a concrete type on x86-64 Linux / NVPTX.
std::string canonical_type(const std::string& backend, const std::string& type) {
  if (type == "i64") return backend == "cuda" ? "long long" : "long";
  if (type == "i32") return "int";
  return c_type(backend, type);
}

using passes::loc_of;
using passes::MacroUse;

class MacroRecorder : public PPCallbacks {
 public:
  explicit MacroRecorder(std::vector<MacroUse>& out) : out_(out) {}
  void MacroExpands(const Token& tok, const MacroDefinition&, SourceRange range,
                    const MacroArgs*) override {
    const IdentifierInfo* ii = tok.getIdentifierInfo();
    if (!ii) return;
    StringRef n = ii->getName();
    if (n == "SPGEN_UNROLL" || n == "SPGEN_ENTRY") out_.push_back({n.str(), range});
  }

 private:
  std::vector<MacroUse>& out_;
};

using Handler = std::function<void(ASTContext&, Preprocessor&, const std::vector<MacroUse>&)>;

class Consumer : public ASTConsumer {
 public:
  Consumer(Handler h, Preprocessor& pp, std::vector<MacroUse>& macros)
      : h_(std::move(h)), pp_(pp), macros_(macros) {}
  void HandleTranslationUnit(ASTContext& ctx) override {
    if (ctx.getDiagnostics().hasErrorOccurred()) return;
    h_(ctx, pp_, macros_);
  }

 private:
  Handler h_;
  Preprocessor& pp_;
  std::vector<MacroUse>& macros_;
};

class Action : public ASTFrontendAction {
 public:
  explicit Action(Handler h) : h_(std::move(h)) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance& ci, StringRef) override {
    ci.getPreprocessor().addPPCallbacks(std::make_unique<MacroRecorder>(macros_));
    return std::make_unique<Consumer>(h_, ci.getPreprocessor(), macros_);
  }

 private:
  Handler h_;
  std::vector<MacroUse> macros_;
};

std::vector<std::string> clang_args(const ParseOptions& o) {
  std::vector<std::string> a;
  if (o.backend == "cuda") {
    a = {"-x",         "cuda",       "--cuda-device-only",       "--cuda-gpu-arch=sm_70",
         "-nocudainc", "-nocudalib", "-Wno-unknown-cuda-version"};
    if (!o.cuda_shim.empty()) {
      a.push_back("-include");
      a.push_back(o.cuda_shim);
    }
  } else {
    a = {"-x", "c++", "-mavx512f", "-mavx512vl", "-mavx512bw", "-mavx512dq"};
  }
  a.push_back("-std=c++17");
  a.push_back("-DSPGEN_GENERATOR=1");
  if (!o.resource_dir.empty()) {
    a.push_back("-resource-dir");
    a.push_back(o.resource_dir);
  }
  a.insert(a.end(), o.extra_args.begin(), o.extra_args.end());
  return a;
}

void run_clang(const std::string& abs_path, const std::string& display, const ParseOptions& opts,
               const std::string* contents, const std::string& trailer, Handler h) {
  // The main file includes the template and appends code that makes clang instantiate
  // every requested specialisation, so one parse serves all instances.
  const std::string main_name = abs_path + (opts.backend == "cuda" ? ".spgen.cu" : ".spgen.cpp");
  const std::string code = "#include \"" + abs_path + "\"\n" + trailer;
  tooling::FileContentMappings files;
  if (contents) files.emplace_back(abs_path, *contents);
  bool handled = false;
  auto wrapped = [&](ASTContext& c, Preprocessor& p, const std::vector<MacroUse>& m) {
    handled = true;
    h(c, p, m);
  };
  const bool ok = tooling::runToolOnCodeWithArgs(std::make_unique<Action>(wrapped), code,
                                                 clang_args(opts), main_name, "spgen-gen",
                                                 std::make_shared<PCHContainerOperations>(), files);
  if (!ok || !handled)
    throw GenError(Loc{display}, "clang could not parse the template (diagnostics above)");
}

FileID template_file(SourceManager& sm, const std::string& abs_path, const std::string& display) {
  auto fe = sm.getFileManager().getFile(abs_path);
  if (!fe) throw GenError(Loc{display}, "template not found");
  FileID fid = sm.translateFile(*fe);
  if (fid.isInvalid()) throw GenError(Loc{display}, "template was not parsed");
  return fid;
}

bool is_entry(const FunctionTemplateDecl* ftd) {
  const FunctionDecl* fd = ftd->getTemplatedDecl();
  for (const auto* a : fd->specific_attrs<AnnotateAttr>())
    if (a->getAnnotation() == "spgen_entry") return true;
  return false;
}

class EntryFinder : public RecursiveASTVisitor<EntryFinder> {
 public:
  EntryFinder(SourceManager& sm, FileID fid) : sm_(sm), fid_(fid) {}
  bool VisitFunctionTemplateDecl(FunctionTemplateDecl* d) {
    if (is_entry(d)) entries.push_back(d);
    return true;
  }
  bool VisitFunctionDecl(FunctionDecl* d) {
    if (d->isThisDeclarationADefinition() &&
        d->getTemplatedKind() == FunctionDecl::TK_NonTemplate && !d->isInlined() &&
        d->isExternallyVisible() && sm_.getFileID(sm_.getExpansionLoc(d->getLocation())) == fid_)
      non_inline_helpers.push_back(d);
    return true;
  }
  std::vector<FunctionTemplateDecl*> entries;
  std::vector<FunctionDecl*> non_inline_helpers;

 private:
  SourceManager& sm_;
  FileID fid_;
};

FunctionTemplateDecl* find_entry(ASTContext& ctx, FileID fid, const std::string& display,
                                 const std::string& backend) {
  SourceManager& sm = ctx.getSourceManager();
  EntryFinder f(sm, fid);
  f.TraverseDecl(ctx.getTranslationUnitDecl());
  std::vector<FunctionTemplateDecl*> mine;
  for (auto* e : f.entries)
    if (sm.getFileID(sm.getExpansionLoc(e->getLocation())) == fid) mine.push_back(e);
  if (mine.empty())
    throw GenError(Loc{display}, "no entry point: mark one function template with SPGEN_ENTRY");
  if (mine.size() > 1)
    throw GenError(
        loc_of(sm, mine[1]->getLocation(), fid, display),
        "second entry point '" + mine[1]->getNameAsString() + "' (one per template file)");
  if (backend == "avx512" && !f.non_inline_helpers.empty())
    throw GenError(
        loc_of(sm, f.non_inline_helpers[0]->getLocation(), fid, display),
        "helper '" + f.non_inline_helpers[0]->getNameAsString() +
            "' must be inline, static or a template: every instance file carries a copy");
  return mine[0];
}

TemplateInfo describe(ASTContext& ctx, FunctionTemplateDecl* ftd, FileID fid,
                      const std::string& display) {
  SourceManager& sm = ctx.getSourceManager();
  TemplateInfo info;
  info.path = display;
  info.entry = ftd->getNameAsString();
  info.loc = loc_of(sm, ftd->getLocation(), fid, display);
  for (const DeclContext* dc = ftd->getDeclContext(); dc; dc = dc->getParent()) {
    if (const auto* ns = dyn_cast<NamespaceDecl>(dc)) {
      if (ns->isAnonymousNamespace())
        throw GenError(info.loc, "the entry point must not be in an anonymous namespace");
      info.enclosing_namespace = ns->getNameAsString() +
                                 (info.enclosing_namespace.empty() ? "" : "::") +
                                 info.enclosing_namespace;
    } else if (!isa<TranslationUnitDecl>(dc) && !isa<LinkageSpecDecl>(dc)) {
      throw GenError(info.loc, "the entry point must be at namespace scope");
    }
  }
  for (const NamedDecl* p : *ftd->getTemplateParameters()) {
    TemplateParamInfo t;
    t.name = p->getNameAsString();
    t.loc = loc_of(sm, p->getLocation(), fid, display);
    if (isa<TemplateTypeParmDecl>(p)) {
      t.is_type = true;
    } else if (const auto* n = dyn_cast<NonTypeTemplateParmDecl>(p)) {
      t.type = n->getType().getAsString();
    } else {
      throw GenError(t.loc, "template template parameters are not supported");
    }
    info.tparams.push_back(t);
  }
  for (const ParmVarDecl* p : ftd->getTemplatedDecl()->parameters()) {
    FunctionParamInfo f;
    // __restrict__ is an optimisation hint, not part of the ABI the spec describes.
    std::string t =
        std::regex_replace(p->getOriginalType().getAsString(), std::regex("__restrict"), "");
    while (!t.empty() && t.back() == ' ') t.pop_back();
    f.plain = t;
    t.erase(std::remove(t.begin(), t.end(), ' '), t.end());
    f.type = t;
    f.name = p->getNameAsString();
    f.loc = loc_of(sm, p->getLocation(), fid, display);
    info.fparams.push_back(f);
  }
  return info;
}

// One instance: the passes of generator/passes/, in order, over one rewriter.
SpecialisedSource specialise(const passes::Pattern& p, const FunctionDecl* instantiation,
                             const InstanceRequest& req, const TemplateInfo& info) {
  passes::InstanceRewrite w(p, req, instantiation);
  passes::fold_if_constexpr(p, w);
  passes::fold_parameters(p, w);
  passes::unroll_loops(p, w);
  passes::mark_unused_locals(p, w);
  passes::apply_structural_edits(p, w);
  passes::rewrite_entry_declaration(p, w);
  SpecialisedSource out{req.name, w.text(p), ""};
  if (p.backend == "avx512") passes::export_avx512_entry(p, info, req, out);
  return out;
}

}  // namespace

TemplateInfo inspect_template(const std::string& abs_path, const std::string& display_path,
                              const ParseOptions& opts, const std::string* contents) {
  TemplateInfo info;
  run_clang(abs_path, display_path, opts, contents, "",
            [&](ASTContext& ctx, Preprocessor&, const std::vector<MacroUse>&) {
              FileID fid = template_file(ctx.getSourceManager(), abs_path, display_path);
              FunctionTemplateDecl* ftd = find_entry(ctx, fid, display_path, opts.backend);
              info = describe(ctx, ftd, fid, display_path);
            });
  return info;
}

std::vector<SpecialisedSource> specialise_template(const std::string& abs_path,
                                                   const std::string& display_path,
                                                   const ParseOptions& opts,
                                                   const TemplateInfo& info,
                                                   const std::vector<InstanceRequest>& requests,
                                                   const std::string* contents) {
  // Taking each specialisation's address makes clang instantiate it at the end of the TU.
  std::string trailer = "void spgen_instantiate_all() {\n";
  std::vector<std::string> keys;
  const std::string qual =
      (info.enclosing_namespace.empty() ? "" : info.enclosing_namespace + "::") + info.entry;
  for (const auto& r : requests) {
    std::string args, key;
    for (const auto& t : info.tparams) {
      std::string a;
      if (t.is_type) {
        const std::string& ty = t.name == "V" ? r.value_type : r.index_type;
        a = c_type(opts.backend, ty);
        key += canonical_type(opts.backend, ty) + ",";
      } else {
        auto v = r.values.find(t.name);
        if (v == r.values.end())
          throw GenError(t.loc, "instance " + r.name + " gives no value for " + t.name);
        a = std::to_string(v->second);
        key += a + ",";
      }
      args += (args.empty() ? "" : ", ") + a;
    }
    trailer += "  (void)&" + qual + "<" + args + ">;\n";
    keys.push_back(key);
  }
  trailer += "}\n";
  if (opts.backend == "avx512") trailer = "#include <cstdint>\n" + trailer;

  std::vector<SpecialisedSource> out;
  run_clang(abs_path, display_path, opts, contents, trailer,
            [&](ASTContext& ctx, Preprocessor&, const std::vector<MacroUse>& macros) {
              SourceManager& sm = ctx.getSourceManager();
              FileID fid = template_file(sm, abs_path, display_path);
              FunctionTemplateDecl* ftd = find_entry(ctx, fid, display_path, opts.backend);
              std::map<std::string, FunctionDecl*> by_key;
              for (FunctionDecl* fd : ftd->specializations()) {
                std::string key;
                for (const TemplateArgument& a : fd->getTemplateSpecializationArgs()->asArray()) {
                  if (a.getKind() == TemplateArgument::Integral)
                    key += std::to_string(a.getAsIntegral().getExtValue()) + ",";
                  else if (a.getKind() == TemplateArgument::Type)
                    key += a.getAsType().getCanonicalType().getAsString() + ",";
                  else
                    key += "?,";
                }
                by_key[key] = fd;
              }
              passes::Pattern pattern{ctx, sm, fid, display_path, opts.backend, ftd, macros, {}};
              passes::collect_pattern(pattern);
              passes::check_unroll_markers(pattern);
              for (size_t i = 0; i < requests.size(); ++i) {
                auto it = by_key.find(keys[i]);
                if (it == by_key.end() || !it->second->hasBody())
                  throw GenError(info.loc, "clang did not instantiate " + requests[i].name +
                                               " (template arguments " + keys[i] + ")");
                out.push_back(specialise(pattern, it->second, requests[i], info));
              }
            });
  return out;
}

}  // namespace spgen::gen
