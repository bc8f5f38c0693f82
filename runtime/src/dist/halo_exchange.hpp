// How a distributed plan moves its halo: pack the entries peers need from
// x_local (a gather), post the messages, complete them. The modes
// (dist_plan.cpp) only call start()/finish(); where the buffers live (host or
// device) and what carries the messages (MPI, NCCL) is the exchange's concern.
#pragma once

#include <memory>
#include <string>

#include "spgen/core/csr.hpp"
#include "spgen/dist/communicator.hpp"
#include "spgen/dist/partition.hpp"
#include "spgen/dist/plan.hpp"
#include "spgen/session/context.hpp"

namespace spgen::dist::detail {

template <SupportedValue V>
class HaloExchange {
 public:
  virtual ~HaloExchange() = default;
  /// Packs x_local's entries for the peers and posts the messages.
  virtual void start(const V* x_local) = 0;
  /// Blocks until the peers' entries are in the halo (task mode's
  /// communication thread waits here).
  virtual void wait_done() = 0;
  /// Makes the halo visible to the products queued next: on the host the
  /// same as wait_done(); on a GPU the compute stream waits for the exchange
  /// without blocking the host. Idempotent after wait_done().
  virtual void finish() = 0;
  /// [x_local | halo]: the vector mode's x. Its first part is filled by
  /// copy_local(), its second by the exchange.
  virtual V* x_ext() = 0;
  virtual void copy_local(const V* x_local) = 0;
  [[nodiscard]] virtual const V* halo() = 0;
  /// Whether start()/finish() may run on a communication thread (task mode).
  [[nodiscard]] virtual bool may_run_on_other_thread() const = 0;
  /// Whether a started exchange completes without host calls (NCCL on its
  /// stream): task mode then needs no communication thread.
  [[nodiscard]] virtual bool progresses_on_its_own() const { return false; }
  /// The stream products run on (cudaStream_t; nullptr on the host).
  [[nodiscard]] virtual void* compute_stream() const { return nullptr; }
  /// Waits for the products queued on compute_stream().
  virtual void synchronize() {}
  [[nodiscard]] virtual std::string describe() const = 0;
};

/// Host buffers, messages through the communicator.
template <SupportedValue V>
std::unique_ptr<HaloExchange<V>> make_host_exchange(Communicator& comm, std::int64_t local_rows,
                                                    const HaloRecv& recv, const HaloSend& send);

struct DeviceExchangeOptions {
  Transport transport = Transport::automatic;
  /// The communication stream at the device's highest priority (task mode).
  bool priority_stream = false;
};

/// Device buffers for a CUDA context (cuda/device_exchange.cpp): NCCL between
/// the GPUs (nccl/), or MPI over device or staged host buffers (cuda/).
/// Throws spgen::Error when the transport asked for is not in this build.
template <SupportedValue V, SupportedIndex I>
std::unique_ptr<HaloExchange<V>> make_device_exchange(const Context& context, Communicator& comm,
                                                      std::int64_t local_rows, const HaloRecv& recv,
                                                      const HaloSend& send, const DeviceExchangeOptions& options);

}  // namespace spgen::dist::detail
