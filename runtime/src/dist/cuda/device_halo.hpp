// What every GPU halo exchange shares: x_ext = [x_local | halo] and the send
// buffer in device memory, a compute stream for the products and a
// communication stream for the exchange (at the device's highest priority
// in task mode, so its kernels take SMs ahead of a product's pending
// blocks), and the event by which the compute stream waits for the halo
// without blocking the host. The gather that packs the send buffer is an
// spgen product with a 0/1 selection matrix (one 1 per row: exact), so it
// needs no kernel of its own. The transports (NCCL, MPI) only move bytes.
#pragma once

#include <cuda_runtime.h>

#include <optional>
#include <string>

#include "dist/halo_exchange.hpp"
#include "spgen/plan/plan.hpp"

namespace spgen::dist::detail {

template <SupportedValue V, SupportedIndex I>
class DeviceHalo : public HaloExchange<V> {
 public:
  DeviceHalo(const Context& context, std::int64_t local_rows, const HaloRecv& recv, const HaloSend& send,
             bool priority_stream);
  ~DeviceHalo() override;
  DeviceHalo(const DeviceHalo&) = delete;
  DeviceHalo& operator=(const DeviceHalo&) = delete;

  /// The compute stream waits on the GPU; products queued after it read the halo.
  void finish() override;
  V* x_ext() override { return x_ext_; }
  void copy_local(const V* x_local) override;
  [[nodiscard]] const V* halo() override { return x_ext_ + local_rows_; }
  [[nodiscard]] void* compute_stream() const override { return compute_; }
  void synchronize() override;

 protected:
  /// Selects the device (task mode calls from its own thread), checks that
  /// x is device memory, and queues the gather into send_buf() on comm_stream().
  void pack(const V* x_local);
  [[nodiscard]] int device() const { return device_; }
  [[nodiscard]] cudaStream_t comm_stream() const { return comm_; }
  [[nodiscard]] cudaEvent_t halo_ready() const { return halo_ready_; }
  [[nodiscard]] V* send_buf() const { return send_buf_; }
  [[nodiscard]] V* recv_buf() const { return x_ext_ + local_rows_; }
  [[nodiscard]] const HaloRecv& recv() const { return recv_; }
  [[nodiscard]] const HaloSend& send() const { return send_; }
  /// " on a communication stream" (+ " of the highest priority").
  [[nodiscard]] std::string streams() const;

 private:
  int device_;
  std::int64_t local_rows_;
  HaloRecv recv_;
  HaloSend send_;
  bool priority_;
  cudaStream_t compute_ = nullptr, comm_ = nullptr;
  cudaEvent_t halo_ready_ = nullptr;
  V* x_ext_ = nullptr;
  V* send_buf_ = nullptr;
  std::optional<SpmvPlan<V, I>> gather_;
};

/// NCCL send/recv between the ranks' GPUs (nccl/nccl_exchange.cpp; throws
/// spgen::Error when spgen was built without NCCL).
template <SupportedValue V, SupportedIndex I>
std::unique_ptr<HaloExchange<V>> make_nccl_exchange(const Context& context, Communicator& comm,
                                                    std::int64_t local_rows, const HaloRecv& recv,
                                                    const HaloSend& send, bool priority_stream);

/// The communicator's messages over device buffers (a CUDA-aware MPI) or
/// staged through pinned host buffers (cuda/mpi_device_exchange.cpp).
template <SupportedValue V, SupportedIndex I>
std::unique_ptr<HaloExchange<V>> make_mpi_device_exchange(const Context& context, Communicator& comm,
                                                          std::int64_t local_rows, const HaloRecv& recv,
                                                          const HaloSend& send, bool priority_stream);

}  // namespace spgen::dist::detail
