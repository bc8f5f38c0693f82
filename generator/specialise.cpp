#include "specialise.hpp"

#include <clang/AST/ASTConsumer.h>
#include <clang/AST/ASTContext.h>
#include <clang/AST/ParentMapContext.h>
#include <clang/AST/RecursiveASTVisitor.h>
#include <clang/Basic/SourceManager.h>
#include <clang/Frontend/CompilerInstance.h>
#include <clang/Frontend/FrontendAction.h>
#include <clang/Lex/Lexer.h>
#include <clang/Lex/PPCallbacks.h>
#include <clang/Lex/Preprocessor.h>
#include <clang/Rewrite/Core/Rewriter.h>
#include <clang/Tooling/Tooling.h>

#include <algorithm>
#include <functional>
#include <optional>
#include <regex>
#include <set>

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

struct MacroUse {
  std::string name;
  SourceRange range;
};

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
    a = {"-x", "cuda", "--cuda-device-only", "--cuda-gpu-arch=sm_70", "-nocudainc", "-nocudalib",
         "-Wno-unknown-cuda-version"};
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
  const bool ok = tooling::runToolOnCodeWithArgs(
      std::make_unique<Action>(wrapped), code, clang_args(opts), main_name, "spgen-gen",
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

Loc loc_of(const SourceManager& sm, SourceLocation l, FileID fid, const std::string& display) {
  SourceLocation e = sm.getExpansionLoc(l);
  PresumedLoc p = sm.getPresumedLoc(e);
  if (p.isInvalid()) return Loc{display};
  std::string file = sm.getFileID(e) == fid ? display : std::string(p.getFilename());
  return Loc{file, static_cast<int>(p.getLine()), static_cast<int>(p.getColumn())};
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
    if (d->isThisDeclarationADefinition() && d->getTemplatedKind() == FunctionDecl::TK_NonTemplate &&
        !d->isInlined() && d->isExternallyVisible() &&
        sm_.getFileID(sm_.getExpansionLoc(d->getLocation())) == fid_)
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
    throw GenError(loc_of(sm, mine[1]->getLocation(), fid, display),
                   "second entry point '" + mine[1]->getNameAsString() + "' (one per template file)");
  if (backend == "avx512" && !f.non_inline_helpers.empty())
    throw GenError(loc_of(sm, f.non_inline_helpers[0]->getLocation(), fid, display),
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
    std::string t = std::regex_replace(p->getOriginalType().getAsString(), std::regex("__restrict"), "");
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

// ---- the rewrite ------------------------------------------------------------------------------

struct PatternNodes {
  std::vector<std::pair<CharSourceRange, const NonTypeTemplateParmDecl*>> nttp_refs;
  std::vector<std::pair<CharSourceRange, std::string>> type_refs;  // V or I
  std::vector<IfStmt*> constexpr_ifs;
  std::vector<ForStmt*> fors;
  std::vector<std::pair<CharSourceRange, const VarDecl*>> var_refs;
  std::vector<std::pair<const DeclStmt*, const VarDecl*>> constexpr_locals;
};

class PatternCollector : public RecursiveASTVisitor<PatternCollector> {
 public:
  PatternCollector(ASTContext& ctx, FunctionTemplateDecl* ftd, PatternNodes& out)
      : ctx_(ctx), ftd_(ftd), out_(out) {}
  bool shouldVisitImplicitCode() const { return false; }

  bool VisitDeclRefExpr(DeclRefExpr* e) {
    auto r = token_range(e->getLocation());
    if (r.isInvalid()) return true;
    if (const auto* p = dyn_cast<NonTypeTemplateParmDecl>(e->getDecl())) {
      if (owned(p)) out_.nttp_refs.emplace_back(r, p);
    } else if (const auto* v = dyn_cast<VarDecl>(e->getDecl())) {
      out_.var_refs.emplace_back(r, v);
    }
    return true;
  }
  bool VisitTemplateTypeParmTypeLoc(TemplateTypeParmTypeLoc tl) {
    const TemplateTypeParmDecl* d = tl.getDecl();
    if (!d || !owned(d)) return true;
    auto r = token_range(tl.getNameLoc());
    if (r.isValid()) out_.type_refs.emplace_back(r, d->getNameAsString());
    return true;
  }
  bool VisitIfStmt(IfStmt* s) {
    if (s->isConstexpr()) out_.constexpr_ifs.push_back(s);
    return true;
  }
  bool VisitForStmt(ForStmt* s) {
    out_.fors.push_back(s);
    return true;
  }
  bool VisitDeclStmt(DeclStmt* s) {
    if (s->isSingleDecl())
      if (const auto* v = dyn_cast<VarDecl>(s->getSingleDecl()))
        if (v->isConstexpr() && !v->hasAttr<UnusedAttr>()) out_.constexpr_locals.emplace_back(s, v);
    return true;
  }

 private:
  bool owned(const NamedDecl* d) const {
    for (const NamedDecl* p : *ftd_->getTemplateParameters())
      if (p == d) return true;
    return false;
  }
  CharSourceRange token_range(SourceLocation l) const {
    return Lexer::makeFileCharRange(CharSourceRange::getTokenRange(l, l), ctx_.getSourceManager(),
                                    ctx_.getLangOpts());
  }
  ASTContext& ctx_;
  FunctionTemplateDecl* ftd_;
  PatternNodes& out_;
};

class InstanceCollector : public RecursiveASTVisitor<InstanceCollector> {
 public:
  bool VisitIfStmt(IfStmt* s) {
    if (s->isConstexpr()) ifs[s->getIfLoc().getRawEncoding()] = s;
    return true;
  }
  bool VisitForStmt(ForStmt* s) {
    fors[s->getForLoc().getRawEncoding()] = s;
    return true;
  }
  std::map<unsigned, IfStmt*> ifs;
  std::map<unsigned, ForStmt*> fors;
};

// Break/continue that belong to the loop being unrolled would change meaning once the
// loop is gone; nested loops and switches own theirs.
const Stmt* find_escape(const Stmt* s, bool in_switch) {
  if (!s) return nullptr;
  if (isa<ContinueStmt>(s)) return s;
  if (isa<BreakStmt>(s) && !in_switch) return s;
  if (isa<ForStmt>(s) || isa<WhileStmt>(s) || isa<DoStmt>(s) || isa<CXXForRangeStmt>(s))
    return nullptr;
  const bool sw = in_switch || isa<SwitchStmt>(s);
  for (const Stmt* c : s->children())
    if (const Stmt* e = find_escape(c, sw)) return e;
  return nullptr;
}

std::optional<long long> eval_int(const clang::Expr* e, const ASTContext& ctx) {
  clang::Expr::EvalResult r;
  if (!e || e->isValueDependent() || !e->EvaluateAsInt(r, ctx)) return std::nullopt;
  return r.Val.getInt().getExtValue();
}

const VarDecl* ref_var(const clang::Expr* e) {
  if (!e) return nullptr;
  if (const auto* d = dyn_cast<DeclRefExpr>(e->IgnoreParenImpCasts()))
    return dyn_cast<VarDecl>(d->getDecl());
  return nullptr;
}

// Iteration values of `for (int i = a; i OP b; i += c)` in the instantiated loop.
std::optional<std::vector<long long>> trip_values(const ForStmt* f, const ASTContext& ctx,
                                                  std::string& why) {
  const auto* ds = dyn_cast_or_null<DeclStmt>(f->getInit());
  if (!ds || !ds->isSingleDecl()) return why = "init must declare one induction variable", std::nullopt;
  const auto* var = dyn_cast<VarDecl>(ds->getSingleDecl());
  if (!var) return why = "init must declare one induction variable", std::nullopt;
  auto start = eval_int(var->getInit(), ctx);
  if (!start) return why = "start value is not a compile-time constant", std::nullopt;
  const auto* cond = dyn_cast_or_null<BinaryOperator>(f->getCond());
  if (!cond || ref_var(cond->getLHS()) != var)
    return why = "condition must compare the induction variable with a constant", std::nullopt;
  auto bound = eval_int(cond->getRHS(), ctx);
  if (!bound) return why = "trip count is not a compile-time constant", std::nullopt;
  long long step = 0;
  const Stmt* inc = f->getInc();
  if (const auto* u = dyn_cast_or_null<UnaryOperator>(inc)) {
    if (ref_var(u->getSubExpr()) == var) step = u->isIncrementOp() ? 1 : u->isDecrementOp() ? -1 : 0;
  } else if (const auto* c = dyn_cast_or_null<CompoundAssignOperator>(inc)) {
    auto s = eval_int(c->getRHS(), ctx);
    if (ref_var(c->getLHS()) == var && s)
      step = c->getOpcode() == BO_AddAssign ? *s : c->getOpcode() == BO_SubAssign ? -*s : 0;
  }
  if (step == 0) return why = "increment must be ++i, --i, i += c or i -= c", std::nullopt;
  std::vector<long long> vals;
  for (long long i = *start;; i += step) {
    bool go = false;
    switch (cond->getOpcode()) {
      case BO_LT: go = i < *bound; break;
      case BO_LE: go = i <= *bound; break;
      case BO_GT: go = i > *bound; break;
      case BO_GE: go = i >= *bound; break;
      case BO_NE: go = i != *bound; break;
      default: return why = "condition must use <, <=, >, >= or !=", std::nullopt;
    }
    if (!go) break;
    vals.push_back(i);
    if (vals.size() > 1024) return why = "more than 1024 iterations", std::nullopt;
  }
  return vals;
}

bool contains(const SourceManager& sm, CharSourceRange outer, CharSourceRange inner) {
  const unsigned ob = sm.getFileOffset(outer.getBegin()), oe = sm.getFileOffset(outer.getEnd());
  const unsigned ib = sm.getFileOffset(inner.getBegin()), ie = sm.getFileOffset(inner.getEnd());
  return ob <= ib && ie <= oe;
}

std::string replace_all(std::string s, const std::string& from, const std::string& to) {
  for (size_t p = s.find(from); p != std::string::npos; p = s.find(from, p + to.size()))
    s.replace(p, from.size(), to);
  return s;
}

struct Specialiser {
  ASTContext& ctx;
  SourceManager& sm;
  FileID fid;
  std::string display;
  std::string backend;
  FunctionTemplateDecl* ftd;
  const std::vector<MacroUse>& macros;
  PatternNodes pat;

  CharSourceRange file_range(SourceRange r) const {
    return Lexer::makeFileCharRange(CharSourceRange::getTokenRange(r), sm, ctx.getLangOpts());
  }
  Loc where(SourceLocation l) const { return loc_of(sm, l, fid, display); }

  // Extends `r` over the `;` that directly follows it, if any.
  bool with_semicolon(CharSourceRange& r) const {
    Token tok;
    if (Lexer::getRawToken(r.getEnd(), tok, sm, ctx.getLangOpts(), /*IgnoreWhiteSpace=*/true))
      return false;
    if (!tok.is(tok::semi)) return false;
    r = CharSourceRange::getCharRange(r.getBegin(), tok.getEndLoc());
    return true;
  }

  // Whether a statement sits directly in a { } block (through its #pragma attribute).
  bool parent_is_block(const Stmt* st) const {
    for (int depth = 0; depth < 4; ++depth) {
      auto parents = ctx.getParents(*st);
      if (parents.empty()) return false;
      if (parents[0].get<CompoundStmt>()) return true;
      const auto* attr = parents[0].get<AttributedStmt>();
      if (!attr) return false;
      st = attr;
    }
    return false;
  }
  [[noreturn]] void fail(SourceLocation l, const std::string& msg) const { throw GenError(where(l), msg); }

  // The SPGEN_UNROLL expansion directly in front of `f`, if any.
  std::optional<CharSourceRange> unroll_marker(const ForStmt* f) const {
    const SourceLocation fl = sm.getExpansionLoc(f->getForLoc());
    if (sm.getFileID(fl) != fid) return std::nullopt;
    const unsigned fo = sm.getFileOffset(fl);
    const StringRef buf = sm.getBufferData(fid);
    for (const auto& m : macros) {
      if (m.name != "SPGEN_UNROLL") continue;
      CharSourceRange r = Lexer::makeFileCharRange(CharSourceRange::getTokenRange(m.range), sm, ctx.getLangOpts());
      if (r.isInvalid() || sm.getFileID(r.getBegin()) != fid) continue;
      const unsigned e = sm.getFileOffset(r.getEnd());
      if (e > fo) continue;
      if (buf.substr(e, fo - e).trim().empty()) return r;
    }
    return std::nullopt;
  }

  void check_markers() const {
    // Every SPGEN_UNROLL inside the entry must sit on a for loop.
    CharSourceRange entry = file_range(ftd->getSourceRange());
    for (const auto& m : macros) {
      if (m.name != "SPGEN_UNROLL") continue;
      CharSourceRange r = Lexer::makeFileCharRange(CharSourceRange::getTokenRange(m.range), sm, ctx.getLangOpts());
      if (r.isInvalid() || sm.getFileID(r.getBegin()) != fid || !contains(sm, entry, r)) continue;
      bool found = false;
      for (const ForStmt* f : pat.fors) {
        auto mk = unroll_marker(f);
        found = found || (mk && sm.getFileOffset(mk->getBegin()) == sm.getFileOffset(r.getBegin()));
      }
      if (!found) fail(r.getBegin(), "SPGEN_UNROLL must be followed by a for loop");
    }
  }

  SpecialisedSource specialise(const FunctionDecl* inst, const InstanceRequest& req,
                               const TemplateInfo& info) {
    Rewriter rw(sm, ctx.getLangOpts());
    InstanceCollector ic;
    ic.TraverseDecl(const_cast<FunctionDecl*>(inst));

    // 1. Decide every if-constexpr from the instantiated AST (clang evaluated them).
    struct Structural {
      CharSourceRange range;
      unsigned length;
      std::function<std::string()> text;
    };
    std::vector<Structural> edits;
    std::vector<CharSourceRange> discarded;
    for (IfStmt* s : pat.constexpr_ifs) {
      auto it = ic.ifs.find(s->getIfLoc().getRawEncoding());
      if (it == ic.ifs.end()) continue;  // inside a discarded branch
      bool taken = false;
      if (!it->second->getCond()->EvaluateAsBooleanCondition(taken, ctx))
        fail(s->getIfLoc(), "if constexpr condition did not evaluate");
      CharSourceRange whole = file_range(s->getSourceRange());
      if (whole.isInvalid()) fail(s->getIfLoc(), "if constexpr spans a macro; cannot rewrite it");
      const Stmt* keep = taken ? s->getThen() : s->getElse();
      const Stmt* drop = taken ? s->getElse() : s->getThen();
      if (drop) discarded.push_back(file_range(drop->getSourceRange()));
      // A statement ending in `expr;` stops before its semicolon; take the semicolon along
      // so that pruning leaves no stray `;` behind.
      const bool semi = with_semicolon(whole);
      std::optional<CharSourceRange> keep_r;
      bool add_semi = false;
      if (keep) {
        keep_r = file_range(keep->getSourceRange());
        if (semi && isa<IfStmt>(keep) && cast<IfStmt>(keep)->isConstexpr())
          with_semicolon(*keep_r);  // the nested if constexpr took the same semicolon
        else
          add_semi = semi && !isa<CompoundStmt>(keep);
      }
      edits.push_back({whole, sm.getFileOffset(whole.getEnd()) - sm.getFileOffset(whole.getBegin()),
                       [this, &rw, keep_r, add_semi]() -> std::string {
                         return keep_r ? rw.getRewrittenText(*keep_r) + (add_semi ? ";" : "")
                                       : std::string();
                       }});
    }
    auto is_dead = [&](CharSourceRange r) {
      for (const auto& d : discarded)
        if (d.isValid() && contains(sm, d, r)) return true;
      return false;
    };

    // 2. Leaf edits: parameters to constants, V and I to concrete types.
    std::set<unsigned> done;
    auto leaf = [&](CharSourceRange r, const std::string& text) {
      if (is_dead(r) || !done.insert(sm.getFileOffset(r.getBegin())).second) return;
      rw.ReplaceText(r, text);
    };
    for (const auto& [r, p] : pat.nttp_refs) {
      auto v = req.values.find(p->getNameAsString());
      if (v == req.values.end()) fail(r.getBegin(), "no value for template parameter " + p->getNameAsString());
      leaf(r, std::to_string(v->second));
    }
    for (const auto& [r, name] : pat.type_refs) {
      if (name == "V") leaf(r, c_type(backend, req.value_type));
      else if (name == "I") leaf(r, c_type(backend, req.index_type));
    }

    // 3. SPGEN_UNROLL loops: replicate the body with the induction variable folded.
    int iv_counter = 0;
    std::vector<CharSourceRange> unrolled_headers;  // `for (...)`, gone after unrolling
    for (ForStmt* f : pat.fors) {
      auto marker = unroll_marker(f);
      if (!marker) continue;
      CharSourceRange fr = file_range(f->getSourceRange());
      if (fr.isInvalid() || is_dead(fr)) continue;
      auto it = ic.fors.find(f->getForLoc().getRawEncoding());
      if (it == ic.fors.end()) continue;
      std::string why;
      auto vals = trip_values(it->second, ctx, why);
      if (!vals) fail(f->getForLoc(), "cannot unroll this SPGEN_UNROLL loop: " + why);
      if (const Stmt* esc = find_escape(f->getBody(), false))
        fail(esc->getBeginLoc(), "break/continue in an SPGEN_UNROLL loop body cannot be unrolled");
      const auto* ds = cast<DeclStmt>(f->getInit());
      const VarDecl* var = cast<VarDecl>(ds->getSingleDecl());
      const std::string placeholder = "__spgen_iv" + std::to_string(iv_counter++) + "__";
      CharSourceRange body = file_range(f->getBody()->getSourceRange());
      unrolled_headers.push_back(CharSourceRange::getCharRange(fr.getBegin(), body.getBegin()));
      for (const auto& [r, v] : pat.var_refs)
        if (v == var && contains(sm, body, r)) rw.ReplaceText(r, placeholder);
      // Copies are spliced into the enclosing block when that is safe (no declarations
      // at the top of the body to collide), which also keeps clang-format from reading
      // "} {" runs as braced initialisers.
      const auto* cs = dyn_cast<CompoundStmt>(f->getBody());
      bool has_decls = false;
      if (cs)
        for (const Stmt* st : cs->body()) has_decls = has_decls || isa<DeclStmt>(st);
      const bool in_block = parent_is_block(f);
      CharSourceRange copy_range = body;
      if (cs && !has_decls) {
        const unsigned lb = sm.getFileOffset(sm.getExpansionLoc(cs->getLBracLoc()));
        const unsigned rb = sm.getFileOffset(sm.getExpansionLoc(cs->getRBracLoc()));
        const SourceLocation start = sm.getLocForStartOfFile(fid);
        copy_range = CharSourceRange::getCharRange(start.getLocWithOffset(lb + 1),
                                                   start.getLocWithOffset(rb));
      }
      CharSourceRange whole = CharSourceRange::getCharRange(marker->getBegin(), fr.getEnd());
      if (!cs) {
        // `for (...) stmt;` — the statement's range stops before its semicolon.
        auto semi = Lexer::findNextToken(f->getBody()->getEndLoc(), sm, ctx.getLangOpts());
        if (semi && semi->is(tok::semi))
          whole = CharSourceRange::getCharRange(marker->getBegin(), semi->getEndLoc());
      }
      const std::vector<long long> values = *vals;
      const bool semicolon = !cs;
      edits.push_back({whole, sm.getFileOffset(whole.getEnd()) - sm.getFileOffset(whole.getBegin()),
                       [&rw, copy_range, semicolon, in_block, values, placeholder,
                        iv = var->getNameAsString()]() {
                         const std::string b = rw.getRewrittenText(copy_range);
                         std::string out = in_block ? "" : "{\n";
                         out += "// SPGEN_UNROLL: " + iv + " =";
                         for (long long v : values) out += " " + std::to_string(v);
                         if (values.empty()) out += " (no iterations)";
                         for (long long v : values) {
                           std::string lit = v < 0 ? "(" + std::to_string(v) + ")" : std::to_string(v);
                           std::string copy = replace_all(b, placeholder, lit);
                           while (!copy.empty() && (copy.back() == ' ' || copy.back() == '\n')) copy.pop_back();
                           while (!copy.empty() && copy.front() == '\n') copy.erase(0, 1);
                           out += "\n" + copy + (semicolon ? ";" : "");
                         }
                         return out + (in_block ? "" : "\n}");
                       }});
    }

    // A constexpr local used only in pruned branches or in the header of an unrolled loop
    // would now warn as unused.
    for (const auto& [ds, var] : pat.constexpr_locals) {
      CharSourceRange dr = file_range(ds->getSourceRange());
      if (dr.isInvalid() || is_dead(dr)) continue;
      bool used = false;
      for (const auto& [r, v] : pat.var_refs) {
        bool gone = is_dead(r);
        for (const auto& h : unrolled_headers) gone = gone || contains(sm, h, r);
        used = used || (v == var && !gone);
      }
      if (!used) rw.InsertTextBefore(dr.getBegin(), "[[maybe_unused]] ");
    }

    // 4. Structural edits innermost first, so outer ones see the rewritten inside.
    std::stable_sort(edits.begin(), edits.end(),
                     [](const Structural& a, const Structural& b) { return a.length < b.length; });
    for (auto& e : edits) {
      if (is_dead(e.range)) continue;
      rw.ReplaceText(e.range, e.text());
    }

    // 5. The declaration: drop `template <...>` and SPGEN_ENTRY, rename, set linkage.
    const FunctionDecl* pd = ftd->getTemplatedDecl();
    const TemplateParameterList* tpl = ftd->getTemplateParameters();
    CharSourceRange tpl_r = file_range(SourceRange(tpl->getTemplateLoc(), tpl->getRAngleLoc()));
    // One entry per file, so every SPGEN_ENTRY expansion in it marks this one.
    for (const auto& m : macros) {
      if (m.name != "SPGEN_ENTRY") continue;
      CharSourceRange r = Lexer::makeFileCharRange(CharSourceRange::getTokenRange(m.range), sm, ctx.getLangOpts());
      if (r.isValid() && sm.getFileID(r.getBegin()) == fid) rw.ReplaceText(r, "");
    }
    std::string prefix;
    std::string new_name = req.name;
    if (backend == "cuda") {
      prefix = "extern \"C\"";
    } else {
      new_name = req.name + "_impl";
      if (!pd->isInlineSpecified()) prefix = "inline";
    }
    rw.ReplaceText(tpl_r, prefix);
    CharSourceRange name_r = file_range(SourceRange(pd->getLocation(), pd->getLocation()));
    rw.ReplaceText(name_r, new_name);

    const RewriteBuffer& buf = rw.getEditBuffer(fid);
    std::string text(buf.begin(), buf.end());

    SpecialisedSource out;
    out.name = req.name;
    if (backend == "avx512") {
      // The ABI symbol lives in spgen::generated; it forwards to the specialised body,
      // which stays in the template's namespace so helper lookup is unchanged.
      std::string params, args;
      for (const auto& p : info.fparams) {
        std::string t = p.plain;
        t = std::regex_replace(t, std::regex("\\bV\\b"), c_type(backend, req.value_type));
        t = std::regex_replace(t, std::regex("\\bI\\b"), c_type(backend, req.index_type));
        params += (params.empty() ? "" : ", ") + t + " " + p.name;
        args += (args.empty() ? "" : ", ") + p.name;
      }
      const std::string qual =
          "::" + (info.enclosing_namespace.empty() ? "" : info.enclosing_namespace + "::") + new_name;
      out.declaration = "void " + req.name + "(" + params + ");";
      text += "\nnamespace spgen::generated {\nvoid " + req.name + "(" + params + ") { " + qual +
              "(" + args + "); }\n}  // namespace spgen::generated\n";
      // The ABI needs both; most templates include them already.
      for (const char* h : {"immintrin.h", "cstdint"})
        if (!std::regex_search(text, std::regex("#\\s*include\\s*<" + std::string(h) + ">")))
          text = "#include <" + std::string(h) + ">\n" + text;
    }
    out.text = text;
    return out;
  }
};

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
        if (v == r.values.end()) throw GenError(t.loc, "instance " + r.name + " gives no value for " + t.name);
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
              Specialiser s{ctx, sm, fid, display_path, opts.backend, ftd, macros, {}};
              PatternCollector pc(ctx, ftd, s.pat);
              pc.TraverseDecl(ftd->getTemplatedDecl());
              s.check_markers();
              for (size_t i = 0; i < requests.size(); ++i) {
                auto it = by_key.find(keys[i]);
                if (it == by_key.end() || !it->second->hasBody())
                  throw GenError(info.loc, "clang did not instantiate " + requests[i].name +
                                               " (template arguments " + keys[i] + ")");
                out.push_back(s.specialise(it->second, requests[i], info));
              }
            });
  return out;
}

}  // namespace spgen::gen
