// Pass: if constexpr → the branch this instantiation took (pass.hpp).
#include "passes/pass.hpp"

namespace spgen::gen::passes {

using namespace clang;

void fold_if_constexpr(const Pattern& p, InstanceRewrite& w) {
  for (IfStmt* s : p.nodes.constexpr_ifs) {
    auto it = w.inst.ifs.find(s->getIfLoc().getRawEncoding());
    if (it == w.inst.ifs.end()) continue;  // inside a discarded branch
    bool taken = false;
    if (!it->second->getCond()->EvaluateAsBooleanCondition(taken, p.ctx))
      p.fail(s->getIfLoc(), "if constexpr condition did not evaluate");
    CharSourceRange whole = p.file_range(s->getSourceRange());
    if (whole.isInvalid()) p.fail(s->getIfLoc(), "if constexpr spans a macro; cannot rewrite it");
    const Stmt* keep = taken ? s->getThen() : s->getElse();
    const Stmt* drop = taken ? s->getElse() : s->getThen();
    if (drop) w.discarded.push_back(p.file_range(drop->getSourceRange()));
    // A statement ending in `expr;` stops before its semicolon; take the semicolon along
    // so that pruning leaves no stray `;` behind.
    const bool semi = p.with_semicolon(whole);
    std::optional<CharSourceRange> keep_r;
    bool add_semi = false;
    if (keep) {
      keep_r = p.file_range(keep->getSourceRange());
      if (semi && isa<IfStmt>(keep) && cast<IfStmt>(keep)->isConstexpr())
        p.with_semicolon(*keep_r);  // the nested if constexpr took the same semicolon
      else
        add_semi = semi && !isa<CompoundStmt>(keep);
    }
    Rewriter& rw = w.rw;
    w.edits.push_back(
        {whole, p.sm.getFileOffset(whole.getEnd()) - p.sm.getFileOffset(whole.getBegin()),
         [&rw, keep_r, add_semi]() -> std::string {
           return keep_r ? rw.getRewrittenText(*keep_r) + (add_semi ? ";" : "") : std::string();
         }});
  }
}

}  // namespace spgen::gen::passes
