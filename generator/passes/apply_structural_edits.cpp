// Pass: the queued structural edits, innermost first (pass.hpp).
#include <algorithm>

#include "passes/pass.hpp"

namespace spgen::gen::passes {

void apply_structural_edits(const Pattern& p, InstanceRewrite& w) {
  std::stable_sort(
      w.edits.begin(), w.edits.end(),
      [](const StructuralEdit& a, const StructuralEdit& b) { return a.length < b.length; });
  for (auto& e : w.edits) {
    if (w.is_dead(p, e.range)) continue;
    w.rw.ReplaceText(e.range, e.text());
  }
}

}  // namespace spgen::gen::passes
