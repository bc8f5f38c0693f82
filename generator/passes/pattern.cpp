// What the passes share: the pattern's nodes and the source-range helpers.
#include <clang/AST/ParentMapContext.h>
#include <clang/AST/RecursiveASTVisitor.h>
#include <clang/Lex/Lexer.h>

#include "passes/pass.hpp"

namespace spgen::gen::passes {

using namespace clang;

namespace {

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
  explicit InstanceCollector(InstanceNodes& out) : out_(out) {}
  bool VisitIfStmt(IfStmt* s) {
    if (s->isConstexpr()) out_.ifs[s->getIfLoc().getRawEncoding()] = s;
    return true;
  }
  bool VisitForStmt(ForStmt* s) {
    out_.fors[s->getForLoc().getRawEncoding()] = s;
    return true;
  }

 private:
  InstanceNodes& out_;
};

}  // namespace

Loc loc_of(const SourceManager& sm, SourceLocation l, FileID fid, const std::string& display) {
  SourceLocation e = sm.getExpansionLoc(l);
  PresumedLoc p = sm.getPresumedLoc(e);
  if (p.isInvalid()) return Loc{display};
  std::string file = sm.getFileID(e) == fid ? display : std::string(p.getFilename());
  return Loc{file, static_cast<int>(p.getLine()), static_cast<int>(p.getColumn())};
}

void collect_pattern(Pattern& p) {
  PatternCollector pc(p.ctx, p.ftd, p.nodes);
  pc.TraverseDecl(p.ftd->getTemplatedDecl());
}

CharSourceRange Pattern::file_range(SourceRange r) const {
  return Lexer::makeFileCharRange(CharSourceRange::getTokenRange(r), sm, ctx.getLangOpts());
}

Loc Pattern::where(SourceLocation l) const { return loc_of(sm, l, fid, display); }

void Pattern::fail(SourceLocation l, const std::string& msg) const {
  throw GenError(where(l), msg);
}

bool Pattern::contains(CharSourceRange outer, CharSourceRange inner) const {
  const unsigned ob = sm.getFileOffset(outer.getBegin()), oe = sm.getFileOffset(outer.getEnd());
  const unsigned ib = sm.getFileOffset(inner.getBegin()), ie = sm.getFileOffset(inner.getEnd());
  return ob <= ib && ie <= oe;
}

bool Pattern::with_semicolon(CharSourceRange& r) const {
  Token tok;
  if (Lexer::getRawToken(r.getEnd(), tok, sm, ctx.getLangOpts(), /*IgnoreWhiteSpace=*/true))
    return false;
  if (!tok.is(tok::semi)) return false;
  r = CharSourceRange::getCharRange(r.getBegin(), tok.getEndLoc());
  return true;
}

bool Pattern::parent_is_block(const Stmt* st) const {
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

std::optional<CharSourceRange> Pattern::unroll_marker(const ForStmt* f) const {
  const SourceLocation fl = sm.getExpansionLoc(f->getForLoc());
  if (sm.getFileID(fl) != fid) return std::nullopt;
  const unsigned fo = sm.getFileOffset(fl);
  const StringRef buf = sm.getBufferData(fid);
  for (const auto& m : macros) {
    if (m.name != "SPGEN_UNROLL") continue;
    CharSourceRange r = file_range(m.range);
    if (r.isInvalid() || sm.getFileID(r.getBegin()) != fid) continue;
    const unsigned e = sm.getFileOffset(r.getEnd());
    if (e > fo) continue;
    if (buf.substr(e, fo - e).trim().empty()) return r;
  }
  return std::nullopt;
}

InstanceRewrite::InstanceRewrite(const Pattern& p, const InstanceRequest& request,
                                 const FunctionDecl* instantiation)
    : req(request), rw(p.sm, p.ctx.getLangOpts()) {
  InstanceCollector ic(inst);
  ic.TraverseDecl(const_cast<FunctionDecl*>(instantiation));
}

bool InstanceRewrite::is_dead(const Pattern& p, CharSourceRange r) const {
  for (const auto& d : discarded)
    if (d.isValid() && p.contains(d, r)) return true;
  return false;
}

std::string InstanceRewrite::text(const Pattern& p) {
  const RewriteBuffer& buf = rw.getEditBuffer(p.fid);
  return std::string(buf.begin(), buf.end());
}

}  // namespace spgen::gen::passes
