#include "dist/cuda/device_halo.hpp"

#include "backends/cuda/cuda.hpp"
#include "spgen/core/error.hpp"

namespace spgen::dist::detail {

using cuda::check;

template <SupportedValue V, SupportedIndex I>
DeviceHalo<V, I>::DeviceHalo(const Context& context, std::int64_t local_rows, const HaloRecv& recv,
                             const HaloSend& send, bool priority_stream)
    : device_(context.cuda_device()), local_rows_(local_rows), recv_(recv), send_(send), priority_(priority_stream) {
  check(cudaSetDevice(device_), "cudaSetDevice");
  int least = 0, greatest = 0;
  check(cudaDeviceGetStreamPriorityRange(&least, &greatest), "cudaDeviceGetStreamPriorityRange");
  check(cudaStreamCreateWithPriority(&compute_, cudaStreamNonBlocking, least), "cudaStreamCreate (compute)");
  check(cudaStreamCreateWithPriority(&comm_, cudaStreamNonBlocking, priority_ ? greatest : least),
        "cudaStreamCreate (communication)");
  check(cudaEventCreateWithFlags(&halo_ready_, cudaEventDisableTiming), "cudaEventCreate");
  const auto ext = static_cast<std::size_t>(local_rows + recv.offsets.back());
  if (ext > 0) check(cudaMalloc(&x_ext_, ext * sizeof(V)), "cudaMalloc halo");
  if (!send.indices.empty()) {
    check(cudaMalloc(&send_buf_, send.indices.size() * sizeof(V)), "cudaMalloc send buffer");
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

template <SupportedValue V, SupportedIndex I>
DeviceHalo<V, I>::~DeviceHalo() {
  cudaSetDevice(device_);
  cudaFree(x_ext_);
  cudaFree(send_buf_);
  cudaEventDestroy(halo_ready_);
  cudaStreamDestroy(compute_);
  cudaStreamDestroy(comm_);
}

template <SupportedValue V, SupportedIndex I>
void DeviceHalo<V, I>::pack(const V* x_local) {
  check(cudaSetDevice(device_), "cudaSetDevice");
  if (local_rows_ > 0) {
    cudaPointerAttributes attr{};
    if (cudaPointerGetAttributes(&attr, x_local) != cudaSuccess || attr.type != cudaMemoryTypeDevice) {
      cudaGetLastError();  // clear the error a host pointer leaves
      throw Error("distributed SpMV on a CUDA context takes device vectors (x is not device memory)");
    }
  }
  if (gather_) gather_->apply(V{1}, x_local, V{0}, send_buf_, comm_);
}

template <SupportedValue V, SupportedIndex I>
void DeviceHalo<V, I>::finish() {
  check(cudaStreamWaitEvent(compute_, halo_ready_, 0), "cudaStreamWaitEvent");
}

template <SupportedValue V, SupportedIndex I>
void DeviceHalo<V, I>::copy_local(const V* x_local) {
  // x already in place: the caller wrote it into extended_x().
  if (local_rows_ > 0 && x_local != x_ext_)
    check(cudaMemcpyAsync(x_ext_, x_local, static_cast<std::size_t>(local_rows_) * sizeof(V),
                          cudaMemcpyDeviceToDevice, compute_),
          "cudaMemcpyAsync");
}

template <SupportedValue V, SupportedIndex I>
void DeviceHalo<V, I>::synchronize() {
  check(cudaStreamSynchronize(compute_), "cudaStreamSynchronize");
}

template <SupportedValue V, SupportedIndex I>
std::string DeviceHalo<V, I>::streams() const {
  return priority_ ? " on a communication stream of the highest priority" : " on a communication stream";
}

#define SPGEN_INSTANTIATE(V, I) template class DeviceHalo<V, I>;
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::dist::detail
