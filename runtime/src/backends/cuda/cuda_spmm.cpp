// The CUDA SpMM executor: an SpMM instance (A·X, or Aᵀ·X for an spmm_t one)
// on its format's device arrays, bound by the spec's argument names
// (spmm_kernel_args), launched with the registry's geometry. Row-major X and
// Y may be device or host memory; host operands are staged through device
// buffers (packed, row stride k).
#include <cuda_runtime.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <deque>
#include <vector>

#include "backends/bind.hpp"
#include "backends/cuda/cuda.hpp"
#include "backends/cuda/device_kernels.hpp"
#include "backends/spmm_backend.hpp"
#include "spgen/core/error.hpp"
#include "core/elapsed.hpp"

namespace spgen::detail {

namespace {

template <typename V, typename I>
class CudaSpmm final : public SpmmExecutor<V, I> {
 public:
  CudaSpmm(const Context& ctx, const PlanInput<V, I>& a, const Candidate& c, SpmmOp op, std::int64_t k,
           const PlanOptions& options)
      : entry_(*c.entry), k_(k) {
    const Op want = op == SpmmOp::transpose ? Op::spmm_t : Op::spmm;
    if (entry_.backend != Backend::cuda || entry_.op != want)
      throw Error(std::string("plan_spmm: ") + entry_.name + " is not a CUDA " +
                  (want == Op::spmm_t ? "Aᵀ·X" : "SpMM") + " instance");
    cuda::check(cudaSetDevice(ctx.cuda_device()), "cudaSetDevice");
    // op(A) maps X's rows to Y's: A·X, ncols to nrows; Aᵀ·X, nrows to ncols.
    x_rows_ = want == Op::spmm_t ? a.nrows() : a.ncols();
    y_rows_ = want == Op::spmm_t ? a.ncols() : a.nrows();
    const auto t0 = std::chrono::steady_clock::now();
    bool on_device = false;
    const formats::Storage<V, I> storage = convert_for_device(a, entry_, c.params, &on_device);
    work_items_ = storage.work_items;
    // Arrays converted on the device stay where they are (the storage's
    // owner, kept with the executor); host ones are uploaded.
    if (on_device) device_storage_ = storage.owner;
    args_ = KernelArgs<V, I>(entry_, storage, [&](const KernelArg& arg) -> void* {
      if (arg.role != ArgRole::workspace) {
        const formats::StoredArray& array = array_for(entry_, storage, arg);
        if (array.on_device) return const_cast<void*>(array.data);
      }
      DeviceBuffer& buf = buffers_.emplace_back();
      if (arg.role == ArgRole::workspace) {
        buf.resize(workspace_count(entry_, storage, arg) * element_bytes<V, I>(arg));
        if (arg.zeroed) buf.zero();
        return buf.template as<void>();
      }
      const formats::StoredArray& host = array_for(entry_, storage, arg);
      buf.upload(host.data, host.bytes());
      return buf.template as<void>();
    });
    cuda::check(cudaDeviceSynchronize(), "upload");
    this->conversion_ms = ms_since(t0);
    this->stored_bytes = storage.stored_bytes;
    this->occupancy = storage.occupancy;
    this->params = params_string(entry_) + (storage.details.empty() ? "" : " " + storage.details);
    auto prepared = prepare_kernel(ctx, entry_, options.prefer_aot);
    kernel_ = std::move(prepared.kernel);
    const cuda::KernelResources r = kernel_->resources(static_cast<unsigned>(entry_.block_threads));
    this->sm_occupancy = r.occupancy();
    this->registers = r.registers;
    this->kernel_source = prepared.source;
    this->jit_ms = prepared.ms;
    this->backend = "cuda";
    this->format = entry_.format;
    this->instance = entry_.name;
  }

  void apply(V alpha, const V* x, std::int64_t ldx, V beta, V* y, std::int64_t ldy, std::int64_t k,
             void* stream) override {
    if (y_rows_ == 0) return;
    const bool device_x = x_rows_ == 0 || is_device_pointer(x);
    const bool device_y = is_device_pointer(y);
    if (device_x && device_y) {
      launch(alpha, x, ldx, beta, y, ldy, k, stream);
      return;
    }
    // Host operands: packed device copies on the same stream.
    auto s = static_cast<cudaStream_t>(stream);
    const std::size_t row_bytes = static_cast<std::size_t>(k) * sizeof(V);
    const V* dx = x;
    V* dy = y;
    std::int64_t dldx = ldx, dldy = ldy;
    if (!device_x) {
      stage_x_.resize(static_cast<std::size_t>(x_rows_) * row_bytes);
      cuda::check(cudaMemcpy2DAsync(stage_x_.as<V>(), row_bytes, x, static_cast<std::size_t>(ldx) * sizeof(V), row_bytes,
                                    static_cast<std::size_t>(x_rows_), cudaMemcpyHostToDevice, s),
                  "stage X");
      dx = stage_x_.as<V>();
      dldx = k;
    }
    if (!device_y) {
      stage_y_.resize(static_cast<std::size_t>(y_rows_) * row_bytes);
      if (beta != V(0))
        cuda::check(cudaMemcpy2DAsync(stage_y_.as<V>(), row_bytes, y, static_cast<std::size_t>(ldy) * sizeof(V),
                                      row_bytes, static_cast<std::size_t>(y_rows_), cudaMemcpyHostToDevice, s),
                    "stage Y");
      dy = stage_y_.as<V>();
      dldy = k;
    }
    launch(alpha, dx, dldx, beta, dy, dldy, k, stream);
    if (!device_y)
      cuda::check(cudaMemcpy2DAsync(y, static_cast<std::size_t>(ldy) * sizeof(V), dy, row_bytes, row_bytes,
                                    static_cast<std::size_t>(y_rows_), cudaMemcpyDeviceToHost, s),
                  "copy Y back");
    cuda::check(cudaStreamSynchronize(s), "apply");
  }

  [[nodiscard]] bool is_device_memory(const void* p) const override { return is_device_pointer(p); }

  double time_product_ms() override {
    DeviceBuffer x(static_cast<std::size_t>(x_rows_) * static_cast<std::size_t>(k_) * sizeof(V) + 16);
    DeviceBuffer y(static_cast<std::size_t>(y_rows_) * static_cast<std::size_t>(k_) * sizeof(V) + 16);
    x.zero();
    for (int i = 0; i < 3; ++i) launch(V(1), x.as<V>(), k_, V(0), y.as<V>(), k_, k_, nullptr);
    const cuda::EventPair ev;
    std::vector<double> t;
    for (int i = 0; i < 11; ++i) {
      ev.start();
      launch(V(1), x.as<V>(), k_, V(0), y.as<V>(), k_, k_, nullptr);
      t.push_back(ev.stop_ms());
    }
    std::nth_element(t.begin(), t.begin() + 5, t.end());
    return t[5];
  }

 private:
  void launch(V alpha, const V* x, std::int64_t ldx, V beta, V* y, std::int64_t ldy, std::int64_t k, void* stream) {
    if (work_items_ == 0) return;
    const auto grid = static_cast<unsigned>((work_items_ + entry_.rows_per_block - 1) / entry_.rows_per_block);
    args_.set_vectors(alpha, x, beta, y);
    args_.set_dense(static_cast<I>(k), static_cast<I>(ldx), static_cast<I>(ldy));
    kernel_->launch(grid, static_cast<unsigned>(entry_.block_threads), args_.data(), stream, false);
  }

  const KernelEntry& entry_;
  std::int64_t k_;
  I x_rows_ = 0, y_rows_ = 0;  // rows of X and of Y
  std::int64_t work_items_ = 0;
  std::shared_ptr<const void> device_storage_;  // arrays converted on the device
  std::deque<DeviceBuffer> buffers_;  // the format's uploaded arrays and workspaces (stable addresses)
  KernelArgs<V, I> args_;
  std::shared_ptr<cuda::LoadedKernel> kernel_;
  DeviceBuffer stage_x_, stage_y_;
};

}  // namespace

template <SupportedValue V, SupportedIndex I>
std::unique_ptr<SpmmExecutor<V, I>> make_cuda_spmm(const Context& ctx, const PlanInput<V, I>& a,
                                                   const Candidate& c, SpmmOp op, std::int64_t k,
                                                   const PlanOptions& options) {
  if (!c.entry) throw Error("plan_spmm: the CUDA backend needs an SpMM instance (no built-in path)");
  return std::make_unique<CudaSpmm<V, I>>(ctx, a, c, op, k, options);
}

#define SPGEN_INSTANTIATE(V, I)                                                                                  \
  template std::unique_ptr<SpmmExecutor<V, I>> make_cuda_spmm<V, I>(const Context&, const PlanInput<V, I>&,   \
                                                                    const Candidate&, SpmmOp, std::int64_t,      \
                                                                    const PlanOptions&);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::detail
