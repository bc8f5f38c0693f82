// Stands in for nccl/nccl_exchange.cpp when spgen is built without NCCL.
#include "dist/halo_exchange.hpp"
#include "spgen/core/error.hpp"

namespace spgen::dist::detail {

template <SupportedValue V, SupportedIndex I>
std::unique_ptr<HaloExchange<V>> make_device_exchange(const Context&, Communicator&, std::int64_t, const HaloRecv&,
                                                      const HaloSend&) {
  throw Error("distributed SpMV on a CUDA context needs NCCL: this spgen was built without it "
              "(SPGEN_ENABLE_NCCL); use a CPU context");
}

#define SPGEN_INSTANTIATE(V, I)                                                                                \
  template std::unique_ptr<HaloExchange<V>> make_device_exchange<V, I>(const Context&, Communicator&, std::int64_t, \
                                                                       const HaloRecv&, const HaloSend&);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::dist::detail
