// The host halo exchange: a gather loop packs the send buffer; the
// communicator (MPI) carries one message per peer each way.
#include <cstring>
#include <vector>

#include "dist/halo_exchange.hpp"

namespace spgen::dist::detail {
namespace {

template <SupportedValue V>
class HostExchange final : public HaloExchange<V> {
 public:
  HostExchange(Communicator& comm, std::int64_t local_rows, const HaloRecv& recv, const HaloSend& send)
      : comm_(comm), local_rows_(local_rows), indices_(send.indices) {
    x_ext_.resize(static_cast<std::size_t>(local_rows + recv.offsets.back()));
    send_buf_.resize(indices_.size());
    // The messages never change: describe them once over the fixed buffers.
    for (std::size_t p = 0; p < recv.peers.size(); ++p)
      recvs_.push_back({recv.peers[p], x_ext_.data() + local_rows + recv.offsets[p],
                        static_cast<std::size_t>(recv.offsets[p + 1] - recv.offsets[p]) * sizeof(V)});
    for (std::size_t p = 0; p < send.peers.size(); ++p)
      sends_.push_back({send.peers[p], send_buf_.data() + send.offsets[p],
                        static_cast<std::size_t>(send.offsets[p + 1] - send.offsets[p]) * sizeof(V)});
  }

  void start(const V* x_local) override {
    for (std::size_t k = 0; k < indices_.size(); ++k) send_buf_[k] = x_local[indices_[k]];
    comm_.start(recvs_, sends_);
  }
  void wait_done() override { comm_.wait(); }
  void finish() override { comm_.wait(); }  // nothing left to wait for after wait_done()
  V* x_ext() override { return x_ext_.data(); }
  void copy_local(const V* x_local) override {
    // x already in place: the caller wrote it into extended_x().
    if (local_rows_ > 0 && x_local != x_ext_.data())
      std::memcpy(x_ext_.data(), x_local, static_cast<std::size_t>(local_rows_) * sizeof(V));
  }
  [[nodiscard]] const V* halo() override { return x_ext_.data() + local_rows_; }
  [[nodiscard]] bool may_run_on_other_thread() const override { return comm_.other_threads_may_communicate(); }
  [[nodiscard]] std::string describe() const override { return "host buffers, communicator messages"; }

 private:
  Communicator& comm_;
  std::int64_t local_rows_;
  std::vector<std::int64_t> indices_;
  std::vector<V> x_ext_;
  std::vector<V> send_buf_;
  std::vector<Message> recvs_, sends_;
};

}  // namespace

template <SupportedValue V>
std::unique_ptr<HaloExchange<V>> make_host_exchange(Communicator& comm, std::int64_t local_rows,
                                                    const HaloRecv& recv, const HaloSend& send) {
  return std::make_unique<HostExchange<V>>(comm, local_rows, recv, send);
}

template std::unique_ptr<HaloExchange<float>> make_host_exchange<float>(Communicator&, std::int64_t, const HaloRecv&,
                                                                         const HaloSend&);
template std::unique_ptr<HaloExchange<double>> make_host_exchange<double>(Communicator&, std::int64_t,
                                                                           const HaloRecv&, const HaloSend&);

}  // namespace spgen::dist::detail
