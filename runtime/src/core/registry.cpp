// Lookups over the generated kernel table. The table itself (kernel_registry()) lives in
// generated/registry.cpp, written by spgen-gen and sorted by name.
#include "spgen/core/registry.hpp"

#include <algorithm>
#include <string>

#include "spgen/core/error.hpp"

namespace spgen {

namespace {
// Names indexed by enumerator, as the generator spells them.
template <typename E, std::size_t N>
const char* name_of(E e, const char* const (&names)[N]) {
  const auto i = static_cast<std::size_t>(e);
  return i < N ? names[i] : "?";
}
}  // namespace

const char* to_string(Backend b) { return name_of(b, {"cuda", "avx512"}); }
const char* to_string(Op o) { return name_of(o, {"spmv", "spmm", "spmm_t"}); }
const char* to_string(ValueType v) { return name_of(v, {"f32", "f64"}); }
const char* to_string(IndexType i) { return name_of(i, {"i32", "i64"}); }

const KernelEntry* find_kernel(std::string_view name) {
  const auto table = kernel_registry();
  // The generator emits the table sorted by name, so a binary search suffices.
  const auto it = std::lower_bound(table.begin(), table.end(), name,
                                   [](const KernelEntry& e, std::string_view n) {
                                     return std::string_view(e.name) < n;
                                   });
  if (it == table.end() || std::string_view(it->name) != name) return nullptr;
  return &*it;
}

// By spec name only: a tag means different things in different formats
// (b is SELL's slice height and CSR-Stream's block size).
int KernelEntry::param(std::string_view param_name) const {
  for (const KernelParam& p : parameters())
    if (param_name == p.name) return p.value;
  std::string known;
  for (const KernelParam& p : parameters()) known += (known.empty() ? "" : ", ") + std::string(p.name);
  throw Error(std::string(name) + ": no parameter '" + std::string(param_name) +
              "' (has: " + (known.empty() ? "none" : known) + ")");
}

int KernelEntry::param_or(std::string_view param_name, int fallback) const {
  for (const KernelParam& p : parameters())
    if (param_name == p.name) return p.value;
  return fallback;
}

}  // namespace spgen
