// The per-instance rewrite of a kernel template, one pass per file in generator/passes/.
//
// specialise_template() parses a template once (with every requested instance
// instantiated), collects the nodes of the entry's pattern that passes rewrite, and then,
// per instance, runs the passes below in the order they are declared over one
// clang::Rewriter of the template's text. Leaf edits (a name → a literal or a type) are
// made at once; structural edits (a statement → text built from its rewritten inside) are
// queued and applied innermost first, so nested if constexpr and SPGEN_UNROLL compose.
#pragma once

#include <clang/AST/ASTContext.h>
#include <clang/AST/Decl.h>
#include <clang/AST/DeclTemplate.h>
#include <clang/AST/Stmt.h>
#include <clang/Basic/SourceManager.h>
#include <clang/Rewrite/Core/Rewriter.h>

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "specialise.hpp"

namespace spgen::gen::passes {

/// An expansion of SPGEN_UNROLL or SPGEN_ENTRY, recorded while the template is parsed.
struct MacroUse {
  std::string name;
  clang::SourceRange range;
};

/// The nodes of the entry's pattern (the uninstantiated template) that passes rewrite.
struct PatternNodes {
  std::vector<std::pair<clang::CharSourceRange, const clang::NonTypeTemplateParmDecl*>> nttp_refs;
  std::vector<std::pair<clang::CharSourceRange, std::string>> type_refs;  // V or I
  std::vector<clang::IfStmt*> constexpr_ifs;
  std::vector<clang::ForStmt*> fors;
  std::vector<std::pair<clang::CharSourceRange, const clang::VarDecl*>> var_refs;
  std::vector<std::pair<const clang::DeclStmt*, const clang::VarDecl*>> constexpr_locals;
};

/// One instance's if-constexpr and for statements, keyed by their keyword's location in
/// the pattern: clang has evaluated their conditions and trip counts there.
struct InstanceNodes {
  std::map<unsigned, clang::IfStmt*> ifs;
  std::map<unsigned, clang::ForStmt*> fors;
};

/// The parsed template, shared by the rewrites of all its instances.
struct Pattern {
  clang::ASTContext& ctx;
  clang::SourceManager& sm;
  clang::FileID fid;
  std::string display;  // the template's path in errors
  std::string backend;  // cuda | avx512
  clang::FunctionTemplateDecl* ftd;
  const std::vector<MacroUse>& macros;
  PatternNodes nodes;

  /// The file characters of a token range (invalid when it spans a macro).
  [[nodiscard]] clang::CharSourceRange file_range(clang::SourceRange r) const;
  [[nodiscard]] Loc where(clang::SourceLocation l) const;
  [[noreturn]] void fail(clang::SourceLocation l, const std::string& msg) const;
  /// Whether `inner` lies within `outer` (file offsets).
  [[nodiscard]] bool contains(clang::CharSourceRange outer, clang::CharSourceRange inner) const;
  /// Extends `r` over the `;` that directly follows it, if any.
  bool with_semicolon(clang::CharSourceRange& r) const;
  /// Whether a statement sits directly in a { } block (through its #pragma attribute).
  [[nodiscard]] bool parent_is_block(const clang::Stmt* st) const;
  /// The SPGEN_UNROLL expansion directly in front of `f`, if any.
  [[nodiscard]] std::optional<clang::CharSourceRange> unroll_marker(const clang::ForStmt* f) const;
};

/// A statement replaced by text computed when the edit is applied, after every edit
/// inside it (shorter ranges first).
struct StructuralEdit {
  clang::CharSourceRange range;
  unsigned length;
  std::function<std::string()> text;
};

/// The rewrite of one instance in progress.
struct InstanceRewrite {
  InstanceRewrite(const Pattern& p, const InstanceRequest& request,
                  const clang::FunctionDecl* instantiation);

  const InstanceRequest& req;
  InstanceNodes inst;
  clang::Rewriter rw;
  std::vector<StructuralEdit> edits;
  std::vector<clang::CharSourceRange> discarded;         // branches if constexpr dropped
  std::vector<clang::CharSourceRange> unrolled_headers;  // `for (...)` of unrolled loops

  /// Whether `r` lies in a discarded branch, where no edit may go.
  [[nodiscard]] bool is_dead(const Pattern& p, clang::CharSourceRange r) const;
  /// The template file's text with every edit made so far.
  [[nodiscard]] std::string text(const Pattern& p);
};

/// Source location → "file:line:col" (the template's display path for its own file).
Loc loc_of(const clang::SourceManager& sm, clang::SourceLocation l, clang::FileID fid,
           const std::string& display);

/// Collects the pattern's rewrite targets: references to the entry's template
/// parameters, if-constexpr and for statements, variable references, constexpr locals.
void collect_pattern(Pattern& p);

/// Checks that every SPGEN_UNROLL in the entry sits directly on a for loop: a marker the
/// unroller would silently skip is a template bug.
void check_unroll_markers(const Pattern& p);

// ---- the passes, in the order specialise() runs them --------------------------------------

/// if constexpr → the branch clang took in this instantiation; the other branch and the
/// `if` go. Templates branch on parameters, and the dead branch may not even compile for
/// this instance (NVRTC sees only the text). Queued as structural edits; the dropped
/// branches are recorded so later passes leave them alone.
void fold_if_constexpr(const Pattern& p, InstanceRewrite& w);

/// References to the non-type template parameters → their values, and the type
/// parameters V and I → the instance's C types (float/double; int/long long on CUDA,
/// std::int32_t/std::int64_t on AVX-512): an instance is a plain function, not a template.
void fold_parameters(const Pattern& p, InstanceRewrite& w);

/// SPGEN_UNROLL loops → one copy of the body per iteration, the induction variable folded
/// to each value (trip count evaluated on the instantiated loop), where `#pragma unroll`
/// leaves unrolling to the compiler's judgement. Queued as structural edits.
void unroll_loops(const Pattern& p, InstanceRewrite& w);

/// Marks `[[maybe_unused]]` a constexpr local whose every use went with a dropped branch
/// or an unrolled loop header, so the instance compiles without unused warnings.
void mark_unused_locals(const Pattern& p, InstanceRewrite& w);

/// Applies the queued structural edits, innermost first, so an outer edit's text is built
/// from its already-rewritten inside.
void apply_structural_edits(const Pattern& p, InstanceRewrite& w);

/// The entry's declaration → the instance's: `template <...>` and SPGEN_ENTRY go, the
/// name becomes the instance name (`<name>_impl` on AVX-512, exported by
/// export_avx512_entry) and the linkage that backend's loader needs (`extern "C"` for
/// CUDA's by-name lookup; `inline` on AVX-512, whose helpers every instance file carries).
void rewrite_entry_declaration(const Pattern& p, InstanceRewrite& w);

/// AVX-512: appends `spgen::generated::<name>`, the ABI symbol forwarding to the
/// specialised body (which stays in the template's namespace so helper lookup is
/// unchanged), sets the prototype for instances.hpp, and adds the headers the ABI needs.
void export_avx512_entry(const Pattern& p, const TemplateInfo& info, const InstanceRequest& req,
                         SpecialisedSource& out);

}  // namespace spgen::gen::passes
