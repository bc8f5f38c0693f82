#include "formats/format.hpp"

#include "spgen/core/error.hpp"

namespace spgen::formats {

template <SupportedValue V, SupportedIndex I>
void Format<V, I>::check_params(const ParamMap& params, const KernelEntry& entry) const {
  const auto known = conversion_params();
  for (const auto& [name, value] : params) {
    bool found = false;
    for (const auto& p : known) found = found || p.name == name;
    if (found) continue;
    std::string list;
    for (const auto& p : known) list += (list.empty() ? "" : ", ") + std::string(p.name);
    throw Error(std::string(entry.name) + ": format '" + std::string(this->name()) +
                "' takes no conversion parameter '" + name + "' (it takes: " +
                (list.empty() ? "none" : list) + ")");
  }
}

template <SupportedValue V, SupportedIndex I>
const Format<V, I>& format_of(const KernelEntry& entry) {
  for (const Format<V, I>* f : registered_formats<V, I>())
    if (f->name() == entry.format) return *f;
  throw Error(std::string(entry.name) + ": no registered descriptor for format '" + entry.format + "'");
}

#define SPGEN_INSTANTIATE(V, I) \
  template class Format<V, I>;  \
  template const Format<V, I>& format_of<V, I>(const KernelEntry&);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::formats
