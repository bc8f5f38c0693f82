// Which transport carries a GPU halo (DistributedOptions::transport).
#include "dist/cuda/device_halo.hpp"

namespace spgen::dist::detail {

template <SupportedValue V, SupportedIndex I>
std::unique_ptr<HaloExchange<V>> make_device_exchange(const Context& context, Communicator& comm,
                                                      std::int64_t local_rows, const HaloRecv& recv,
                                                      const HaloSend& send, const DeviceExchangeOptions& options) {
  bool nccl = options.transport == Transport::nccl;
#ifdef SPGEN_HAVE_NCCL
  // One rank exchanges nothing: no NCCL communicator to set up for it.
  nccl = nccl || (options.transport == Transport::automatic && comm.size() > 1);
#endif
  return nccl ? make_nccl_exchange<V, I>(context, comm, local_rows, recv, send, options.priority_stream)
              : make_mpi_device_exchange<V, I>(context, comm, local_rows, recv, send, options.priority_stream);
}

#define SPGEN_INSTANTIATE(V, I)                                                                                \
  template std::unique_ptr<HaloExchange<V>> make_device_exchange<V, I>(const Context&, Communicator&, std::int64_t, \
                                                                       const HaloRecv&, const HaloSend&,        \
                                                                       const DeviceExchangeOptions&);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::dist::detail
