#include "backends/backend.hpp"

namespace spgen::detail {

template <SupportedValue V, SupportedIndex I>
std::unique_ptr<SpmvBackend<V, I>> backend_for(const Context& ctx) {
  return ctx.is_cuda() ? make_cuda_backend<V, I>(ctx) : make_cpu_backend<V, I>(ctx);
}

std::string params_string(const KernelEntry& e) {
  std::string s;
  for (const auto& p : e.parameters()) {
    if (!s.empty()) s += ' ';
    s += p.tag;
    s += '=';
    s += std::to_string(p.value);
  }
  return s;
}

#define SPGEN_INSTANTIATE(V, I) template std::unique_ptr<SpmvBackend<V, I>> backend_for<V, I>(const Context&);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::detail
