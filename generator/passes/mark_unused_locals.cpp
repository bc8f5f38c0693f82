// Pass: [[maybe_unused]] on constexpr locals whose uses the rewrite removed (pass.hpp).
#include "passes/pass.hpp"

namespace spgen::gen::passes {

using namespace clang;

void mark_unused_locals(const Pattern& p, InstanceRewrite& w) {
  for (const auto& [ds, var] : p.nodes.constexpr_locals) {
    CharSourceRange dr = p.file_range(ds->getSourceRange());
    if (dr.isInvalid() || w.is_dead(p, dr)) continue;
    bool used = false;
    for (const auto& [r, v] : p.nodes.var_refs) {
      bool gone = w.is_dead(p, r);
      for (const auto& h : w.unrolled_headers) gone = gone || p.contains(h, r);
      used = used || (v == var && !gone);
    }
    if (!used) w.rw.InsertTextBefore(dr.getBegin(), "[[maybe_unused]] ");
  }
}

}  // namespace spgen::gen::passes
