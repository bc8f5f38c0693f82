// Pass: SPGEN_UNROLL loops → one copy of the body per iteration (pass.hpp).
#include <clang/AST/StmtCXX.h>
#include <clang/Lex/Lexer.h>

#include "passes/pass.hpp"

namespace spgen::gen::passes {

using namespace clang;

namespace {

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
  if (!ds || !ds->isSingleDecl())
    return why = "init must declare one induction variable", std::nullopt;
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
    if (ref_var(u->getSubExpr()) == var)
      step = u->isIncrementOp() ? 1 : u->isDecrementOp() ? -1 : 0;
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
      case BO_LT:
        go = i < *bound;
        break;
      case BO_LE:
        go = i <= *bound;
        break;
      case BO_GT:
        go = i > *bound;
        break;
      case BO_GE:
        go = i >= *bound;
        break;
      case BO_NE:
        go = i != *bound;
        break;
      default:
        return why = "condition must use <, <=, >, >= or !=", std::nullopt;
    }
    if (!go) break;
    vals.push_back(i);
    if (vals.size() > 1024) return why = "more than 1024 iterations", std::nullopt;
  }
  return vals;
}

std::string replace_all(std::string s, const std::string& from, const std::string& to) {
  for (size_t p = s.find(from); p != std::string::npos; p = s.find(from, p + to.size()))
    s.replace(p, from.size(), to);
  return s;
}

}  // namespace

void check_unroll_markers(const Pattern& p) {
  // Every SPGEN_UNROLL inside the entry must sit on a for loop.
  CharSourceRange entry = p.file_range(p.ftd->getSourceRange());
  for (const auto& m : p.macros) {
    if (m.name != "SPGEN_UNROLL") continue;
    CharSourceRange r = p.file_range(m.range);
    if (r.isInvalid() || p.sm.getFileID(r.getBegin()) != p.fid || !p.contains(entry, r)) continue;
    bool found = false;
    for (const ForStmt* f : p.nodes.fors) {
      auto mk = p.unroll_marker(f);
      found =
          found || (mk && p.sm.getFileOffset(mk->getBegin()) == p.sm.getFileOffset(r.getBegin()));
    }
    if (!found) p.fail(r.getBegin(), "SPGEN_UNROLL must be followed by a for loop");
  }
}

void unroll_loops(const Pattern& p, InstanceRewrite& w) {
  const SourceManager& sm = p.sm;
  int iv_counter = 0;
  for (ForStmt* f : p.nodes.fors) {
    auto marker = p.unroll_marker(f);
    if (!marker) continue;
    CharSourceRange fr = p.file_range(f->getSourceRange());
    if (fr.isInvalid() || w.is_dead(p, fr)) continue;
    auto it = w.inst.fors.find(f->getForLoc().getRawEncoding());
    if (it == w.inst.fors.end()) continue;
    std::string why;
    auto vals = trip_values(it->second, p.ctx, why);
    if (!vals) p.fail(f->getForLoc(), "cannot unroll this SPGEN_UNROLL loop: " + why);
    if (const Stmt* esc = find_escape(f->getBody(), false))
      p.fail(esc->getBeginLoc(), "break/continue in an SPGEN_UNROLL loop body cannot be unrolled");
    const auto* ds = cast<DeclStmt>(f->getInit());
    const VarDecl* var = cast<VarDecl>(ds->getSingleDecl());
    const std::string placeholder = "__spgen_iv" + std::to_string(iv_counter++) + "__";
    CharSourceRange body = p.file_range(f->getBody()->getSourceRange());
    w.unrolled_headers.push_back(CharSourceRange::getCharRange(fr.getBegin(), body.getBegin()));
    for (const auto& [r, v] : p.nodes.var_refs)
      if (v == var && p.contains(body, r)) w.rw.ReplaceText(r, placeholder);
    // Copies are spliced into the enclosing block when that is safe (no declarations
    // at the top of the body to collide), which also keeps clang-format from reading
    // "} {" runs as braced initialisers.
    const auto* cs = dyn_cast<CompoundStmt>(f->getBody());
    bool has_decls = false;
    if (cs)
      for (const Stmt* st : cs->body()) has_decls = has_decls || isa<DeclStmt>(st);
    const bool in_block = p.parent_is_block(f);
    CharSourceRange copy_range = body;
    if (cs && !has_decls) {
      const unsigned lb = sm.getFileOffset(sm.getExpansionLoc(cs->getLBracLoc()));
      const unsigned rb = sm.getFileOffset(sm.getExpansionLoc(cs->getRBracLoc()));
      const SourceLocation start = sm.getLocForStartOfFile(p.fid);
      copy_range =
          CharSourceRange::getCharRange(start.getLocWithOffset(lb + 1), start.getLocWithOffset(rb));
    }
    CharSourceRange whole = CharSourceRange::getCharRange(marker->getBegin(), fr.getEnd());
    if (!cs) {
      // `for (...) stmt;` — the statement's range stops before its semicolon.
      auto semi = Lexer::findNextToken(f->getBody()->getEndLoc(), sm, p.ctx.getLangOpts());
      if (semi && semi->is(tok::semi))
        whole = CharSourceRange::getCharRange(marker->getBegin(), semi->getEndLoc());
    }
    const std::vector<long long> values = *vals;
    const bool semicolon = !cs;
    Rewriter& rw = w.rw;
    w.edits.push_back({whole, sm.getFileOffset(whole.getEnd()) - sm.getFileOffset(whole.getBegin()),
                       [&rw, copy_range, semicolon, in_block, values, placeholder,
                        iv = var->getNameAsString()]() {
                         const std::string b = rw.getRewrittenText(copy_range);
                         std::string out = in_block ? "" : "{\n";
                         out += "// SPGEN_UNROLL: " + iv + " =";
                         for (long long v : values) out += " " + std::to_string(v);
                         if (values.empty()) out += " (no iterations)";
                         for (long long v : values) {
                           std::string lit =
                               v < 0 ? "(" + std::to_string(v) + ")" : std::to_string(v);
                           std::string copy = replace_all(b, placeholder, lit);
                           while (!copy.empty() && (copy.back() == ' ' || copy.back() == '\n'))
                             copy.pop_back();
                           while (!copy.empty() && copy.front() == '\n') copy.erase(0, 1);
                           out += "\n" + copy + (semicolon ? ";" : "");
                         }
                         return out + (in_block ? "" : "\n}");
                       }});
  }
}

}  // namespace spgen::gen::passes
