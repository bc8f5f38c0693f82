// The GPU halo exchange without NCCL: the communicator's messages (MPI) over
// the device buffers when the MPI library is CUDA-aware, else staged through
// pinned host buffers (gather, copy to the host, messages, copy back). MPI
// progresses only inside its calls, so task mode keeps its host thread here.
#include <string>
#include <vector>

#include "backends/cuda/cuda.hpp"
#include "dist/cuda/device_halo.hpp"
#include "spgen/core/error.hpp"

namespace spgen::dist::detail {
namespace {

using cuda::check;

template <SupportedValue V, SupportedIndex I>
class MpiDeviceExchange final : public DeviceHalo<V, I> {
  using Base = DeviceHalo<V, I>;

 public:
  MpiDeviceExchange(const Context& context, Communicator& comm, std::int64_t local_rows, const HaloRecv& recv,
                    const HaloSend& send, bool priority_stream)
      : Base(context, local_rows, recv, send, priority_stream), comm_(comm), staged_(!comm.carries_device_memory()) {
    const auto nrecv = static_cast<std::size_t>(recv.offsets.back());
    const auto nsend = send.indices.size();
    V* recv_at = this->recv_buf();
    V* send_at = this->send_buf();
    if (staged_) {
      if (nrecv > 0) check(cudaMallocHost(&recv_host_, nrecv * sizeof(V)), "cudaMallocHost (halo)");
      if (nsend > 0) check(cudaMallocHost(&send_host_, nsend * sizeof(V)), "cudaMallocHost (send buffer)");
      recv_at = recv_host_;
      send_at = send_host_;
    }
    for (std::size_t p = 0; p < recv.peers.size(); ++p)
      recvs_.push_back({recv.peers[p], recv_at + recv.offsets[p],
                        static_cast<std::size_t>(recv.offsets[p + 1] - recv.offsets[p]) * sizeof(V)});
    for (std::size_t p = 0; p < send.peers.size(); ++p)
      sends_.push_back({send.peers[p], send_at + send.offsets[p],
                        static_cast<std::size_t>(send.offsets[p + 1] - send.offsets[p]) * sizeof(V)});
  }
  ~MpiDeviceExchange() override {
    cudaFreeHost(recv_host_);
    cudaFreeHost(send_host_);
  }
  MpiDeviceExchange(const MpiDeviceExchange&) = delete;
  MpiDeviceExchange& operator=(const MpiDeviceExchange&) = delete;

  void start(const V* x_local) override {
    this->pack(x_local);
    const std::size_t nsend = this->send().indices.size();
    if (staged_ && nsend > 0)
      check(cudaMemcpyAsync(send_host_, this->send_buf(), nsend * sizeof(V), cudaMemcpyDeviceToHost,
                            this->comm_stream()),
            "cudaMemcpyAsync (send buffer to the host)");
    // MPI reads the send buffer as soon as it is posted.
    check(cudaStreamSynchronize(this->comm_stream()), "cudaStreamSynchronize");
    comm_.start(recvs_, sends_);
    done_ = false;
  }
  void wait_done() override {
    if (done_) return;
    comm_.wait();
    const auto nrecv = static_cast<std::size_t>(this->recv().offsets.back());
    if (staged_ && nrecv > 0)
      check(cudaMemcpyAsync(this->recv_buf(), recv_host_, nrecv * sizeof(V), cudaMemcpyHostToDevice,
                            this->comm_stream()),
            "cudaMemcpyAsync (halo to the device)");
    check(cudaEventRecord(this->halo_ready(), this->comm_stream()), "cudaEventRecord");
    done_ = true;
  }
  void finish() override {
    wait_done();
    Base::finish();
  }
  [[nodiscard]] bool may_run_on_other_thread() const override { return comm_.other_threads_may_communicate(); }
  [[nodiscard]] std::string describe() const override {
    return std::string(staged_ ? "device buffers staged through pinned host buffers, MPI messages"
                               : "device buffers, CUDA-aware MPI messages") +
           this->streams();
  }

 private:
  Communicator& comm_;
  bool staged_;
  bool done_ = true;
  V* recv_host_ = nullptr;
  V* send_host_ = nullptr;
  std::vector<Message> recvs_, sends_;
};

}  // namespace

template <SupportedValue V, SupportedIndex I>
std::unique_ptr<HaloExchange<V>> make_mpi_device_exchange(const Context& context, Communicator& comm,
                                                          std::int64_t local_rows, const HaloRecv& recv,
                                                          const HaloSend& send, bool priority_stream) {
  return std::make_unique<MpiDeviceExchange<V, I>>(context, comm, local_rows, recv, send, priority_stream);
}

#define SPGEN_INSTANTIATE(V, I)                                                                             \
  template std::unique_ptr<HaloExchange<V>> make_mpi_device_exchange<V, I>(const Context&, Communicator&,    \
                                                                           std::int64_t, const HaloRecv&,    \
                                                                           const HaloSend&, bool);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::dist::detail
