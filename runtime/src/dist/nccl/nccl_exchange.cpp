// The GPU halo exchange: device buffers, NCCL send/recv between the ranks'
// GPUs on a communication stream, products on a compute stream that waits
// for the exchange by an event (the host never blocks on the exchange).
// The gather that packs the send buffer is an spgen product with a 0/1
// selection matrix (one 1 per row: exact), so no kernel of its own is needed.
#include <cuda_runtime.h>
#include <nccl.h>

#include <optional>
#include <string>

#include "dist/halo_exchange.hpp"
#include "spgen/core/error.hpp"
#include "spgen/plan/plan.hpp"

namespace spgen::dist::detail {
namespace {

void check_cuda(cudaError_t rc, const char* what) {
  if (rc != cudaSuccess) throw Error(std::string("distributed CUDA: ") + what + ": " + cudaGetErrorString(rc));
}
void check_nccl(ncclResult_t rc, const char* what) {
  if (rc != ncclSuccess) throw Error(std::string("NCCL: ") + what + ": " + ncclGetErrorString(rc));
}

template <typename V>
constexpr ncclDataType_t nccl_type() {
  return sizeof(V) == 8 ? ncclFloat64 : ncclFloat32;
}

template <SupportedValue V, SupportedIndex I>
class NcclExchange final : public HaloExchange<V> {
 public:
  NcclExchange(const Context& context, Communicator& comm, std::int64_t local_rows, const HaloRecv& recv,
               const HaloSend& send)
      : device_(context.cuda_device()), local_rows_(local_rows), recv_(recv), send_(send) {
    check_cuda(cudaSetDevice(device_), "cudaSetDevice");
    // NCCL's rendezvous id travels over the setup communicator (MPI).
    ncclUniqueId id{};
    if (comm.rank() == 0) {
      check_nccl(ncclGetUniqueId(&id), "ncclGetUniqueId");
      for (int r = 1; r < comm.size(); ++r) comm.send(r, &id, sizeof id);
    } else {
      comm.recv(0, &id, sizeof id);
    }
    check_nccl(ncclCommInitRank(&nccl_, comm.size(), id, comm.rank()), "ncclCommInitRank");
    check_cuda(cudaStreamCreateWithFlags(&compute_, cudaStreamNonBlocking), "cudaStreamCreate");
    check_cuda(cudaStreamCreateWithFlags(&comm_stream_, cudaStreamNonBlocking), "cudaStreamCreate");
    check_cuda(cudaEventCreateWithFlags(&halo_ready_, cudaEventDisableTiming), "cudaEventCreate");
    const auto ext = static_cast<std::size_t>(local_rows + recv.offsets.back());
    if (ext > 0) check_cuda(cudaMalloc(&x_ext_, ext * sizeof(V)), "cudaMalloc halo");
    if (!send.indices.empty()) {
      check_cuda(cudaMalloc(&send_buf_, send.indices.size() * sizeof(V)), "cudaMalloc send buffer");
      Csr<V, I> g;
      g.nrows = static_cast<I>(send.indices.size());
      g.ncols = static_cast<I>(local_rows);
      for (const auto i : send.indices) {
        g.col_idx.push_back(static_cast<I>(i));
        g.values.push_back(V{1});
        g.row_ptr.push_back(static_cast<I>(g.col_idx.size()));
      }
      gather_.emplace(plan(context, Matrix<V, I>::from_csr(std::move(g))));
    }
  }
  ~NcclExchange() override {
    cudaSetDevice(device_);
    if (nccl_ != nullptr) ncclCommDestroy(nccl_);
    cudaFree(x_ext_);
    cudaFree(send_buf_);
    cudaEventDestroy(halo_ready_);
    cudaStreamDestroy(compute_);
    cudaStreamDestroy(comm_stream_);
  }
  NcclExchange(const NcclExchange&) = delete;
  NcclExchange& operator=(const NcclExchange&) = delete;

  void start(const V* x_local) override {
    check_cuda(cudaSetDevice(device_), "cudaSetDevice");  // task mode calls from its own thread
    if (local_rows_ > 0) check_device_pointer(x_local);
    if (gather_) gather_->apply(V{1}, x_local, V{0}, send_buf_, comm_stream_);
    check_nccl(ncclGroupStart(), "ncclGroupStart");
    for (std::size_t p = 0; p < recv_.peers.size(); ++p)
      check_nccl(ncclRecv(x_ext_ + local_rows_ + recv_.offsets[p],
                          static_cast<std::size_t>(recv_.offsets[p + 1] - recv_.offsets[p]), nccl_type<V>(),
                          recv_.peers[p], nccl_, comm_stream_),
                 "ncclRecv");
    for (std::size_t p = 0; p < send_.peers.size(); ++p)
      check_nccl(ncclSend(send_buf_ + send_.offsets[p], static_cast<std::size_t>(send_.offsets[p + 1] - send_.offsets[p]),
                          nccl_type<V>(), send_.peers[p], nccl_, comm_stream_),
                 "ncclSend");
    check_nccl(ncclGroupEnd(), "ncclGroupEnd");
    check_cuda(cudaEventRecord(halo_ready_, comm_stream_), "cudaEventRecord");
  }
  void wait_done() override { check_cuda(cudaEventSynchronize(halo_ready_), "cudaEventSynchronize"); }
  // The compute stream waits on the GPU; products queued after it read the halo.
  void finish() override { check_cuda(cudaStreamWaitEvent(compute_, halo_ready_, 0), "cudaStreamWaitEvent"); }
  V* x_ext() override { return x_ext_; }
  void copy_local(const V* x_local) override {
    if (local_rows_ > 0)
      check_cuda(cudaMemcpyAsync(x_ext_, x_local, static_cast<std::size_t>(local_rows_) * sizeof(V),
                                 cudaMemcpyDeviceToDevice, compute_),
                 "cudaMemcpyAsync");
  }
  [[nodiscard]] const V* halo() override { return x_ext_ + local_rows_; }
  [[nodiscard]] bool may_run_on_other_thread() const override { return true; }
  [[nodiscard]] void* compute_stream() const override { return compute_; }
  void synchronize() override { check_cuda(cudaStreamSynchronize(compute_), "cudaStreamSynchronize"); }
  [[nodiscard]] std::string describe() const override {
    return "device buffers, NCCL " + std::to_string(NCCL_MAJOR) + "." + std::to_string(NCCL_MINOR) +
           " send/recv on a communication stream";
  }

 private:
  static void check_device_pointer(const V* p) {
    cudaPointerAttributes attr{};
    if (cudaPointerGetAttributes(&attr, p) != cudaSuccess || attr.type != cudaMemoryTypeDevice) {
      cudaGetLastError();  // clear the sticky-free error of a host pointer
      throw Error("distributed SpMV on a CUDA context takes device vectors (x is not device memory)");
    }
  }

  int device_;
  std::int64_t local_rows_;
  HaloRecv recv_;
  HaloSend send_;
  ncclComm_t nccl_ = nullptr;
  cudaStream_t compute_ = nullptr, comm_stream_ = nullptr;
  cudaEvent_t halo_ready_ = nullptr;
  V* x_ext_ = nullptr;
  V* send_buf_ = nullptr;
  std::optional<SpmvPlan<V, I>> gather_;
};

}  // namespace

template <SupportedValue V, SupportedIndex I>
std::unique_ptr<HaloExchange<V>> make_device_exchange(const Context& context, Communicator& comm,
                                                      std::int64_t local_rows, const HaloRecv& recv,
                                                      const HaloSend& send) {
  return std::make_unique<NcclExchange<V, I>>(context, comm, local_rows, recv, send);
}

#define SPGEN_INSTANTIATE(V, I)                                                                                \
  template std::unique_ptr<HaloExchange<V>> make_device_exchange<V, I>(const Context&, Communicator&, std::int64_t, \
                                                                       const HaloRecv&, const HaloSend&);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::dist::detail
