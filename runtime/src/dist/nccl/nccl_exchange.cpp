// The GPU halo exchange by NCCL: send/recv between the ranks' GPUs on the
// communication stream (cuda/device_halo.hpp has the buffers, the streams
// and the gather). Once queued it completes on the GPUs by itself, so task
// mode needs no host thread.
#include <nccl.h>

#include <string>

#include "backends/cuda/cuda.hpp"
#include "dist/cuda/device_halo.hpp"
#include "spgen/core/error.hpp"

namespace spgen::dist::detail {
namespace {

void check_nccl(ncclResult_t rc, const char* what) {
  if (rc != ncclSuccess) throw Error(std::string("NCCL: ") + what + ": " + ncclGetErrorString(rc));
}

template <typename V>
constexpr ncclDataType_t nccl_type() {
  return sizeof(V) == 8 ? ncclFloat64 : ncclFloat32;
}

template <SupportedValue V, SupportedIndex I>
class NcclExchange final : public DeviceHalo<V, I> {
  using Base = DeviceHalo<V, I>;

 public:
  NcclExchange(const Context& context, Communicator& comm, std::int64_t local_rows, const HaloRecv& recv,
               const HaloSend& send, bool priority_stream)
      : Base(context, local_rows, recv, send, priority_stream) {
    // NCCL's rendezvous id travels over the setup communicator (MPI).
    ncclUniqueId id{};
    if (comm.rank() == 0) {
      check_nccl(ncclGetUniqueId(&id), "ncclGetUniqueId");
      for (int r = 1; r < comm.size(); ++r) comm.send(r, &id, sizeof id);
    } else {
      comm.recv(0, &id, sizeof id);
    }
    check_nccl(ncclCommInitRank(&nccl_, comm.size(), id, comm.rank()), "ncclCommInitRank");
  }
  ~NcclExchange() override {
    cudaSetDevice(this->device());
    if (nccl_ != nullptr) ncclCommDestroy(nccl_);
  }
  NcclExchange(const NcclExchange&) = delete;
  NcclExchange& operator=(const NcclExchange&) = delete;

  void start(const V* x_local) override {
    this->pack(x_local);
    const auto& recv = this->recv();
    const auto& send = this->send();
    check_nccl(ncclGroupStart(), "ncclGroupStart");
    for (std::size_t p = 0; p < recv.peers.size(); ++p)
      check_nccl(ncclRecv(this->recv_buf() + recv.offsets[p],
                          static_cast<std::size_t>(recv.offsets[p + 1] - recv.offsets[p]), nccl_type<V>(),
                          recv.peers[p], nccl_, this->comm_stream()),
                 "ncclRecv");
    for (std::size_t p = 0; p < send.peers.size(); ++p)
      check_nccl(ncclSend(this->send_buf() + send.offsets[p],
                          static_cast<std::size_t>(send.offsets[p + 1] - send.offsets[p]), nccl_type<V>(),
                          send.peers[p], nccl_, this->comm_stream()),
                 "ncclSend");
    check_nccl(ncclGroupEnd(), "ncclGroupEnd");
    cuda::check(cudaEventRecord(this->halo_ready(), this->comm_stream()), "cudaEventRecord");
  }
  void wait_done() override { cuda::check(cudaEventSynchronize(this->halo_ready()), "cudaEventSynchronize"); }
  [[nodiscard]] bool may_run_on_other_thread() const override { return true; }
  [[nodiscard]] bool progresses_on_its_own() const override { return true; }
  [[nodiscard]] std::string describe() const override {
    return "device buffers, NCCL " + std::to_string(NCCL_MAJOR) + "." + std::to_string(NCCL_MINOR) +
           " send/recv" + this->streams();
  }

 private:
  ncclComm_t nccl_ = nullptr;
};

}  // namespace

template <SupportedValue V, SupportedIndex I>
std::unique_ptr<HaloExchange<V>> make_nccl_exchange(const Context& context, Communicator& comm,
                                                    std::int64_t local_rows, const HaloRecv& recv,
                                                    const HaloSend& send, bool priority_stream) {
  return std::make_unique<NcclExchange<V, I>>(context, comm, local_rows, recv, send, priority_stream);
}

#define SPGEN_INSTANTIATE(V, I)                                                                             \
  template std::unique_ptr<HaloExchange<V>> make_nccl_exchange<V, I>(const Context&, Communicator&,          \
                                                                     std::int64_t, const HaloRecv&,          \
                                                                     const HaloSend&, bool);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::dist::detail
