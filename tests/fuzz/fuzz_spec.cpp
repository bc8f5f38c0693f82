// libFuzzer target for the generator's spec loader (generator/spec.hpp): YAML
// format, kernel, target and AOT documents. The first byte picks the kind of
// document (modulo 4: format, kernels, targets, aot), the rest is its text.
// Kernel documents load against the repository's formats, AOT documents
// against its formats and kernels (specs/, loaded once).
//
// A finding is any crash, sanitizer report (stack overflow included) or
// exception other than GenError, an error that does not name a line and
// column of the document (or of the format spec whose constraint a kernel
// document breaks), or a loaded document that breaks what the loader
// promises: parameter domains non-empty, ascending, without repeats and
// holding the default; constraints holding at the defaults; kernels of known
// formats; AOT rules of known kernels with parameters inside their domains.
#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "fuzz_util.hpp"
#include "spec.hpp"

namespace {

using spgen::fuzz::fail;
namespace gen = spgen::gen;

void check_format(const gen::FormatSpec& f) {
  for (const auto& p : f.params) {
    if (p.domain.empty() || !std::is_sorted(p.domain.begin(), p.domain.end()) ||
        std::adjacent_find(p.domain.begin(), p.domain.end()) != p.domain.end())
      fail("parameter '" + p.name + "' loaded with a bad domain");
    if (!std::binary_search(p.domain.begin(), p.domain.end(), p.default_value))
      fail("parameter '" + p.name + "' loaded with its default outside the domain");
  }
  for (const auto& c : f.constraints) {
    const auto lookup = [&](const std::string& n) -> std::optional<long long> {
      if (const auto* p = f.find_param(n)) return p->default_value;
      return std::nullopt;
    };
    try {
      if (gen::eval_expr(*c.expr, lookup) == 0) fail("constraint '" + c.text + "' loaded, violated by the defaults");
    } catch (const gen::ExprEvalError& e) {
      fail("constraint '" + c.text + "' loaded, fails with the defaults: " + e.what());
    }
  }
}

// Checks what one document added to `specs`.
void check(const gen::Specs& specs, gen::SpecDoc doc) {
  if (doc == gen::SpecDoc::format)
    for (const auto& [name, f] : specs.formats) check_format(f);
  if (doc == gen::SpecDoc::kernels)
    for (const auto& [name, k] : specs.kernels)
      if (!specs.formats.count(k.format)) fail("kernel '" + name + "' loaded with an unknown format");
  if (doc == gen::SpecDoc::aot)
    for (const auto& rule : specs.aot) {
      const auto k = specs.kernels.find(rule.kernel);
      if (k == specs.kernels.end()) fail("an aot rule loaded with an unknown kernel");
      const auto& f = specs.formats.at(k->second.format);
      for (const auto& [param, values] : rule.params) {
        const auto* p = f.find_param(param);
        if (p == nullptr) fail("an aot rule loaded with an unknown parameter");
        for (int v : values)
          if (!std::binary_search(p->domain.begin(), p->domain.end(), v))
            fail("an aot rule loaded with a value outside the domain of '" + param + "'");
      }
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const gen::Specs repo = gen::load_specs(SPGEN_FUZZ_SPEC_DIR "/..", "specs");
  // What each kind of document loads against, kept for the run (copying the
  // repository's formats per input cost more than parsing): the parts a
  // document fills are emptied before each load.
  static gen::Specs with_formats = [] {
    gen::Specs s;
    s.formats = repo.formats;
    return s;
  }();
  static gen::Specs with_kernels = [] {
    gen::Specs s;
    s.formats = repo.formats;
    s.kernels = repo.kernels;
    return s;
  }();
  if (size == 0) return 0;
  const auto doc = static_cast<gen::SpecDoc>(data[0] % 4);
  const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
  gen::Specs fresh;
  gen::Specs* target = &fresh;
  std::string rel = "specs/formats/fuzz.yaml";
  if (doc == gen::SpecDoc::kernels) {
    target = &with_formats;
    target->kernels.clear();
    rel = "specs/kernels.yaml";
  } else if (doc == gen::SpecDoc::aot) {
    target = &with_kernels;
    target->aot.clear();
    rel = "specs/aot.yaml";
  } else if (doc == gen::SpecDoc::targets) {
    rel = "specs/targets.yaml";
  }
  target->files.clear();
  gen::Specs& specs = *target;
  try {
    gen::load_spec_text(specs, doc, rel, text);
  } catch (const gen::GenError& e) {
    const std::string& file = e.where().file;
    if ((file != rel && !repo.files.count(file)) || e.where().line < 1 || e.where().col < 1 ||
        std::string_view(e.what()).substr(0, file.size() + 1) != file + ":")
      fail(std::string("an error without the document's file, line and column: ") + e.what());
    return 0;
  } catch (const std::exception& e) {
    fail(std::string("the loader threw something other than GenError: ") + e.what());
  }
  check(specs, doc);
  return 0;
}
