// Pass: template parameters → the instance's values and C types (pass.hpp).
#include <set>

#include "passes/pass.hpp"

namespace spgen::gen::passes {

using namespace clang;

void fold_parameters(const Pattern& p, InstanceRewrite& w) {
  std::set<unsigned> done;
  auto leaf = [&](CharSourceRange r, const std::string& text) {
    if (w.is_dead(p, r) || !done.insert(p.sm.getFileOffset(r.getBegin())).second) return;
    w.rw.ReplaceText(r, text);
  };
  for (const auto& [r, param] : p.nodes.nttp_refs) {
    auto v = w.req.values.find(param->getNameAsString());
    if (v == w.req.values.end())
      p.fail(r.getBegin(), "no value for template parameter " + param->getNameAsString());
    leaf(r, std::to_string(v->second));
  }
  for (const auto& [r, name] : p.nodes.type_refs) {
    if (name == "V")
      leaf(r, c_type(p.backend, w.req.value_type));
    else if (name == "I")
      leaf(r, c_type(p.backend, w.req.index_type));
  }
}

}  // namespace spgen::gen::passes
