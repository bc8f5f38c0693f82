// The one-rank communicator: a distributed plan on one rank has no halo, so
// nothing here moves data between ranks.
#include <string>

#include "spgen/core/error.hpp"
#include "spgen/dist/communicator.hpp"

namespace spgen::dist {
namespace {

class SelfCommunicator final : public Communicator {
 public:
  [[nodiscard]] int rank() const override { return 0; }
  [[nodiscard]] int size() const override { return 1; }
  void barrier() override {}
  std::vector<std::int64_t> allgather(std::span<const std::int64_t> mine) override { return {mine.begin(), mine.end()}; }
  std::vector<double> allgather(std::span<const double> mine) override { return {mine.begin(), mine.end()}; }
  std::vector<std::vector<std::int64_t>> alltoallv(const std::vector<std::vector<std::int64_t>>& send) override {
    return send;
  }
  void send(int peer, const void*, std::size_t) override { no_peer(peer); }
  void recv(int peer, void*, std::size_t) override { no_peer(peer); }
  void start(std::span<const Message> recvs, std::span<const Message> sends) override {
    if (!recvs.empty()) no_peer(recvs.front().peer);
    if (!sends.empty()) no_peer(sends.front().peer);
  }
  void wait() override {}
  [[nodiscard]] bool other_threads_may_communicate() const override { return true; }

 private:
  [[noreturn]] static void no_peer(int peer) {
    throw Error("self communicator: no rank " + std::to_string(peer) + " to talk to (one rank only)");
  }
};

}  // namespace

std::unique_ptr<Communicator> self_communicator() { return std::make_unique<SelfCommunicator>(); }

}  // namespace spgen::dist
