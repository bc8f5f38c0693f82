// The transport a distributed plan talks to. The plan needs a few blocking
// collectives at setup (sizes, halo requests, the scatter of a matrix) and,
// per product, a non-blocking exchange of byte runs with its peers.
//
// spgen/dist/mpi.hpp makes one over an MPI communicator (when spgen is built
// with MPI); self_communicator() is the one-rank case, which needs nothing.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace spgen::dist {

/// One message of an exchange: `bytes` bytes to or from rank `peer`.
struct Message {
  int peer = 0;
  void* data = nullptr;
  std::size_t bytes = 0;
};

class Communicator {
 public:
  virtual ~Communicator() = default;
  [[nodiscard]] virtual int rank() const = 0;
  [[nodiscard]] virtual int size() const = 0;

  // Blocking collectives (every rank calls them in the same order).
  virtual void barrier() = 0;
  /// Every rank's `mine` (same length on all ranks), concatenated in rank order.
  virtual std::vector<std::int64_t> allgather(std::span<const std::int64_t> mine) = 0;
  virtual std::vector<double> allgather(std::span<const double> mine) = 0;
  /// send[q] goes to rank q; result[q] came from rank q.
  virtual std::vector<std::vector<std::int64_t>> alltoallv(const std::vector<std::vector<std::int64_t>>& send) = 0;
  /// Blocking point-to-point, for the scatter of a matrix from a root.
  virtual void send(int peer, const void* data, std::size_t bytes) = 0;
  virtual void recv(int peer, void* data, std::size_t bytes) = 0;

  /// Posts the receives and the sends of one exchange and returns; wait()
  /// completes them. One exchange is in flight at a time.
  virtual void start(std::span<const Message> recvs, std::span<const Message> sends) = 0;
  virtual void wait() = 0;
  /// Whether start()/wait() may run on a thread other than the one that made
  /// the communicator (task mode's communication thread). MPI: when the
  /// library was initialised with MPI_THREAD_SERIALIZED or more.
  [[nodiscard]] virtual bool other_threads_may_communicate() const = 0;
  /// Whether start() may be given device (CUDA) memory: a CUDA-aware MPI.
  [[nodiscard]] virtual bool carries_device_memory() const { return false; }
};

/// A communicator of one rank: collectives return their input, there are no
/// peers to exchange with.
std::unique_ptr<Communicator> self_communicator();

}  // namespace spgen::dist
