// Pass: the entry's declaration → the instance's (pass.hpp).
#include "passes/pass.hpp"

namespace spgen::gen::passes {

using namespace clang;

void rewrite_entry_declaration(const Pattern& p, InstanceRewrite& w) {
  const FunctionDecl* pd = p.ftd->getTemplatedDecl();
  const TemplateParameterList* tpl = p.ftd->getTemplateParameters();
  CharSourceRange tpl_r = p.file_range(SourceRange(tpl->getTemplateLoc(), tpl->getRAngleLoc()));
  // One entry per file, so every SPGEN_ENTRY expansion in it marks this one.
  for (const auto& m : p.macros) {
    if (m.name != "SPGEN_ENTRY") continue;
    CharSourceRange r = p.file_range(m.range);
    if (r.isValid() && p.sm.getFileID(r.getBegin()) == p.fid) w.rw.ReplaceText(r, "");
  }
  std::string prefix;
  std::string new_name = w.req.name;
  if (p.backend == "cuda") {
    prefix = "extern \"C\"";
  } else {
    new_name = w.req.name + "_impl";
    if (!pd->isInlineSpecified()) prefix = "inline";
  }
  w.rw.ReplaceText(tpl_r, prefix);
  CharSourceRange name_r = p.file_range(SourceRange(pd->getLocation(), pd->getLocation()));
  w.rw.ReplaceText(name_r, new_name);
}

}  // namespace spgen::gen::passes
