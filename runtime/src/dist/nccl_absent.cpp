// Stands in for nccl/nccl_exchange.cpp when spgen is built with CUDA but
// without NCCL: asking for NCCL says so; automatic transport picks MPI.
#include "dist/cuda/device_halo.hpp"
#include "spgen/core/error.hpp"

namespace spgen::dist::detail {

template <SupportedValue V, SupportedIndex I>
std::unique_ptr<HaloExchange<V>> make_nccl_exchange(const Context&, Communicator&, std::int64_t, const HaloRecv&,
                                                    const HaloSend&, bool) {
  throw Error("distributed SpMV: transport nccl asked for, but this spgen was built without NCCL "
              "(SPGEN_ENABLE_NCCL); use transport mpi");
}

#define SPGEN_INSTANTIATE(V, I)                                                                             \
  template std::unique_ptr<HaloExchange<V>> make_nccl_exchange<V, I>(const Context&, Communicator&,          \
                                                                     std::int64_t, const HaloRecv&,          \
                                                                     const HaloSend&, bool);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::dist::detail
