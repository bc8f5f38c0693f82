// Stands in for cuda/device_exchange.cpp when spgen is built without CUDA
// (no CUDA context exists then; the symbol keeps the plan linkable).
#include "dist/halo_exchange.hpp"
#include "spgen/core/error.hpp"

namespace spgen::dist::detail {

template <SupportedValue V, SupportedIndex I>
std::unique_ptr<HaloExchange<V>> make_device_exchange(const Context&, Communicator&, std::int64_t, const HaloRecv&,
                                                      const HaloSend&, const DeviceExchangeOptions&) {
  throw Error("distributed SpMV on a CUDA context: this spgen was built without CUDA");
}

#define SPGEN_INSTANTIATE(V, I)                                                                                \
  template std::unique_ptr<HaloExchange<V>> make_device_exchange<V, I>(const Context&, Communicator&, std::int64_t, \
                                                                       const HaloRecv&, const HaloSend&,        \
                                                                       const DeviceExchangeOptions&);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::dist::detail
