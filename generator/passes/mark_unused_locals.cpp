// Pass: [[maybe_unused]] on constexpr locals, and on the entry's parameters,
// whose uses the rewrite removed (pass.hpp): a folded `if constexpr` may leave
// an array argument this instance never reads (sellp_c16's value codes).
#include <clang/AST/Attr.h>
#include <clang/AST/Decl.h>

#include "passes/pass.hpp"

namespace spgen::gen::passes {

using namespace clang;

namespace {

// Whether a reference to `var` survives the rewrite.
bool still_used(const Pattern& p, const InstanceRewrite& w, const VarDecl* var) {
  for (const auto& [r, v] : p.nodes.var_refs) {
    if (v != var) continue;
    bool gone = w.is_dead(p, r);
    for (const auto& h : w.unrolled_headers) gone = gone || p.contains(h, r);
    if (!gone) return true;
  }
  return false;
}

}  // namespace

void mark_unused_locals(const Pattern& p, InstanceRewrite& w) {
  for (const auto& [ds, var] : p.nodes.constexpr_locals) {
    CharSourceRange dr = p.file_range(ds->getSourceRange());
    if (dr.isInvalid() || w.is_dead(p, dr)) continue;
    if (!still_used(p, w, var)) w.rw.InsertTextBefore(dr.getBegin(), "[[maybe_unused]] ");
  }
  for (const ParmVarDecl* param : p.ftd->getTemplatedDecl()->parameters()) {
    const CharSourceRange pr = p.file_range(param->getSourceRange());
    if (pr.isInvalid() || param->hasAttr<UnusedAttr>()) continue;
    if (!still_used(p, w, param)) w.rw.InsertTextBefore(pr.getBegin(), "[[maybe_unused]] ");
  }
}

}  // namespace spgen::gen::passes
