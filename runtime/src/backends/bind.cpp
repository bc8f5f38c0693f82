#include "backends/bind.hpp"

#include <string>

#include "spgen/core/error.hpp"

namespace spgen::detail {

template <SupportedValue V, SupportedIndex I>
KernelArgs<V, I>::KernelArgs(const KernelEntry& entry, const formats::Storage<V, I>& storage,
                             const PointerFor& pointer_for) {
  const auto args = entry.arguments();
  if (args.size() > kMaxArgs)
    throw Error(std::string(entry.name) + ": " + std::to_string(args.size()) + " kernel arguments, at most " +
                std::to_string(kMaxArgs) + " supported");
  count_ = args.size();
  for (std::size_t i = 0; i < kMaxArgs; ++i) ptrs_[i] = &slots_[i];
  for (std::size_t i = 0; i < args.size(); ++i) {
    const KernelArg& a = args[i];
    const auto where = [&] { return std::string(entry.name) + ": kernel argument '" + a.name + "'"; };
    switch (a.role) {
      case ArgRole::scalar: {
        const auto it = storage.scalars.find(std::string_view(a.name));
        if (it == storage.scalars.end())
          throw Error(where() + ": the format's conversion gave no such scalar (spec kernel_args vs descriptor)");
        if (a.element == ArgElement::index) {
          const I v = static_cast<I>(it->second);
          std::memcpy(&slots_[i], &v, sizeof v);
        } else {
          const V v = static_cast<V>(it->second);
          std::memcpy(&slots_[i], &v, sizeof v);
        }
        break;
      }
      case ArgRole::array:
      case ArgRole::workspace: {
        void* p = pointer_for(a);
        std::memcpy(&slots_[i], &p, sizeof p);
        break;
      }
      default:
        role_slot_[static_cast<std::size_t>(a.role)] = static_cast<int>(i);
        break;
    }
  }
}

template <SupportedValue V, SupportedIndex I>
const formats::StoredArray& array_for(const KernelEntry& entry, const formats::Storage<V, I>& storage,
                                      const KernelArg& arg) {
  const formats::StoredArray* a = storage.find(arg.name);
  if (!a)
    throw Error(std::string(entry.name) + ": kernel argument '" + arg.name +
                "': the format's conversion gave no such array (spec kernel_args vs descriptor)");
  if (a->element_bytes != element_bytes<V, I>(arg))
    throw Error(std::string(entry.name) + ": array '" + arg.name + "' has " + std::to_string(a->element_bytes) +
                "-byte elements; the kernel takes " + std::to_string(element_bytes<V, I>(arg)));
  return *a;
}

template <SupportedValue V, SupportedIndex I>
std::size_t workspace_count(const KernelEntry& entry, const formats::Storage<V, I>& storage, const KernelArg& arg) {
  const auto it = storage.workspace_counts.find(std::string_view(arg.name));
  if (it == storage.workspace_counts.end())
    throw Error(std::string(entry.name) + ": workspace '" + arg.name + "' was not sized by the format's conversion");
  return it->second;
}

#define SPGEN_INSTANTIATE(V, I)                                                                               \
  template class KernelArgs<V, I>;                                                                            \
  template const formats::StoredArray& array_for<V, I>(const KernelEntry&, const formats::Storage<V, I>&,     \
                                                       const KernelArg&);                                     \
  template std::size_t workspace_count<V, I>(const KernelEntry&, const formats::Storage<V, I>&, const KernelArg&);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::detail
