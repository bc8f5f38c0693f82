// What a format's own rule proposes on a backend, asked of its registered
// descriptor without a device: the rule's instance choice is host code
// (row lengths, estimated bytes), so CI checks it where no GPU runs it.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "formats/format.hpp"
#include "plan/features.hpp"
#include "spgen/core/registry.hpp"

namespace spgen::test {

/// The instance `format`'s rule proposes for `a` among its SpMV instances of
/// V, I on `backend` (the first proposal with one), or nullptr when it
/// proposes none or the registry has no such instance. compress_values as
/// PlanOptions::compress_values.
template <SupportedValue V, SupportedIndex I>
const KernelEntry* rule_pick(std::string_view format, Backend backend, const Csr<V, I>& a,
                             bool compress_values = true) {
  std::vector<const KernelEntry*> pool;
  for (const auto& e : kernel_registry())
    if (e.op == Op::spmv && format == e.format && e.backend == backend && e.value_type == value_type_of<V>() &&
        e.index_type == index_type_of<I>())
      pool.push_back(&e);
  if (pool.empty()) return nullptr;
  const Features f = compute_features(a.view());
  formats::SelectionInput<V, I> in{a, f, backend, pool, false};
  in.compress_values = compress_values;
  for (const auto& p : formats::format_of<V, I>(*pool.front()).propose(in))
    if (p.entry) return p.entry;
  return nullptr;
}

}  // namespace spgen::test
