// The CUDA backend: any registered format's instances on device arrays, bound
// by the spec's argument names; kernels from an AOT cubin or NVRTC (through
// the kernel cache), launched with the registry's geometry: grid =
// ceil(work items / rows_per_block) blocks of block_threads, the work items
// being what the format's conversion counts (rows, slice rows, segments, tiles).
#include <cuda_runtime.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <deque>
#include <functional>
#include <map>
#include <mutex>
#include <vector>

#include "backends/backend.hpp"
#include "backends/bind.hpp"
#include "backends/cuda/cuda.hpp"
#include "backends/cuda/device_kernels.hpp"
#include "backends/timing.hpp"
#include "core/elapsed.hpp"
#include "core/setup_trace.hpp"
#include "spgen/core/error.hpp"
#include "spgen/session/embedded.hpp"

namespace spgen::detail {

namespace {

// The plan's CSR on the device, shared by the candidates a plan times (and
// kept by the one it keeps): a DeviceMatrix's own arrays, or a copy of a host
// CSR uploaded once. Conversions on the device read all three arrays; CSR,
// CSR-Stream and row-segment instances bind the columns and values unchanged,
// always from copies the plan owns (a plan keeps none of a device matrix's
// arrays: the caller may free them once plan() returns).
template <typename V, typename I>
class DeviceCsrCopy {
 public:
  /// A device matrix's arrays, viewed; a host CSR's, uploaded.
  explicit DeviceCsrCopy(const PlanInput<V, I>& in) {
    if (const formats::DeviceCsr<V, I>* d = in.device()) {
      csr_ = *d;
      return;
    }
    const Csr<V, I>& a = in.csr();
    const auto t0 = std::chrono::steady_clock::now();
    copies_[0].upload(a.row_ptr);
    copies_[1].upload(a.col_idx);
    copies_[2].upload(a.values);
    cuda::check(cudaDeviceSynchronize(), "upload");
    copied_ = {true, true, true};
    csr_ = {a.nrows, a.ncols, static_cast<I>(a.nnz()), copies_[0].as<const I>(), copies_[1].as<const I>(),
            copies_[2].as<const V>()};
    upload_ms = ms_since(t0);
  }
  [[nodiscard]] const formats::DeviceCsr<V, I>& csr() const { return csr_; }
  /// The plan's device copy of host array `data` when it is one of
  /// `host`'s (the host CSR, or the device matrix's host copy), else
  /// nullptr. A device matrix's array is copied on the device at the first
  /// request.
  [[nodiscard]] void* find(const void* data, const Csr<V, I>& host) const {
    const void* arrays[] = {host.row_ptr.data(), host.col_idx.data(), host.values.data()};
    const std::size_t i = static_cast<std::size_t>(std::find(std::begin(arrays), std::end(arrays), data) - arrays);
    if (i == 3 || data == nullptr) return nullptr;
    if (!copied_[i]) {
      const void* from[] = {csr_.row_ptr, csr_.col_idx, csr_.values};
      const std::size_t bytes[] = {(static_cast<std::size_t>(csr_.nrows) + 1) * sizeof(I),
                                   static_cast<std::size_t>(csr_.nnz) * sizeof(I),
                                   static_cast<std::size_t>(csr_.nnz) * sizeof(V)};
      copies_[i].resize(bytes[i]);
      cuda::check(cudaMemcpy(copies_[i].template as<void>(), from[i], bytes[i], cudaMemcpyDeviceToDevice),
                  "copy of the device matrix");
      copied_[i] = true;
    }
    return copies_[i].template as<void>();
  }
  double upload_ms = 0.0;

 private:
  formats::DeviceCsr<V, I> csr_;
  mutable std::array<DeviceBuffer, 3> copies_;  // row_ptr, col_idx, values: the plan's own
  mutable std::array<bool, 3> copied_{};
};

template <typename V, typename I>
class CudaExecutor final : public SpmvExecutor<V, I> {
 public:
  /// `shared`: the CSR on the device (null: a host CSR, converted on the
  /// device from a copy freed once converted, or uploaded array by array).
  CudaExecutor(const Context& ctx, const PlanInput<V, I>& a, const Candidate& c, const PlanOptions& options,
               std::shared_ptr<const DeviceCsrCopy<V, I>> shared = nullptr)
      : entry_(*c.entry), device_(ctx.cuda_device()), shared_(std::move(shared)) {
    cuda::check(cudaSetDevice(device_), "cudaSetDevice");
    nrows_ = a.nrows();
    ncols_ = a.ncols();
    const auto t0 = std::chrono::steady_clock::now();
    bool on_device = false;
    const formats::Storage<V, I> storage =
        convert_for_device(a, entry_, c.params, &on_device, shared_ ? &shared_->csr() : nullptr);
    setup_trace(on_device ? "converted on the device" : "converted on the host");
    work_items_ = storage.work_items;
    // Arrays converted on the device stay where they are (the storage's
    // owner, kept with the executor); arrays the format reads unchanged from
    // the CSR come from the shared copy; the rest are uploaded. Workspaces
    // are allocated, and zeroed where the spec says kernels expect zero.
    if (on_device) device_storage_ = storage.owner;
    // The host CSR a host conversion's arrays may point into (a device
    // matrix has one only if a step downloaded it).
    const Csr<V, I>* host = a.is_device_matrix() && !a.downloaded() ? nullptr : &a.csr();
    if (a.is_device_matrix() && !shared_) throw Error("internal: a device matrix's executor without its arrays");
    args_ = KernelArgs<V, I>(entry_, storage, [&](const KernelArg& arg) -> void* {
      if (arg.role != ArgRole::workspace) {
        const formats::StoredArray& array = array_for(entry_, storage, arg);
        if (array.on_device) return const_cast<void*>(array.data);
        if (void* p = shared_ && host ? shared_->find(array.data, *host) : nullptr) return p;
      }
      DeviceBuffer& buf = buffers_.emplace_back();
      if (arg.role == ArgRole::workspace) {
        buf.resize(workspace_count(entry_, storage, arg) * element_bytes<V, I>(arg));
        if (arg.zeroed) buf.zero();
        return buf.template as<void>();
      }
      const formats::StoredArray& array = array_for(entry_, storage, arg);
      buf.upload(array.data, array.bytes());
      return buf.template as<void>();
    });
    setup_trace("arrays bound, workspaces made");
    cuda::check(cudaDeviceSynchronize(), "upload");
    setup_trace("synchronised");
    this->conversion_ms = ms_since(t0);
    this->stored_bytes = storage.stored_bytes;
    this->values = storage.values;
    this->occupancy = storage.occupancy;
    this->params = params_string(entry_) + (storage.details.empty() ? "" : " " + storage.details);

    auto k = prepare_kernel(ctx, entry_, options.prefer_aot);
    if (setup_trace_enabled()) setup_trace("kernel ready (" + k.source + ")");
    kernel_ = std::move(k.kernel);
    const cuda::KernelResources r = kernel_->resources(static_cast<unsigned>(entry_.block_threads));
    setup_trace("kernel resources read");
    this->sm_occupancy = r.occupancy();
    this->registers = r.registers;
    this->kernel_source = k.source;
    this->jit_ms = k.ms;
    // Programmatic dependent launch needs sm_90; every template waits for
    // the previous grid before it reads x or y (templates/common/spgen_template.h).
    const char* no_pdl = std::getenv("SPGEN_DISABLE_PDL");
    programmatic_ = options.dependent_launch && ctx.cuda_arch() >= 90 &&
                    !(no_pdl && *no_pdl && std::string_view(no_pdl) != "0");
    this->launch_mode = programmatic_ ? "programmatic dependent" : "ordinary";
    this->kept = c;
    this->backend = "cuda";
    this->format = entry_.format;
    this->instance = entry_.name;
  }

  void apply(V alpha, const V* x, V beta, V* y, void* stream) override {
    if (nrows_ == 0) return;
    // Solvers call apply() with the same vectors over and over: classify each
    // pointer once (addresses are unique under unified addressing).
    if (x != last_x_) {
      last_x_ = x;
      last_x_device_ = ncols_ == 0 || is_device_pointer(x);
    }
    if (y != last_y_) {
      last_y_ = y;
      last_y_device_ = is_device_pointer(y);
    }
    const bool device_x = last_x_device_;
    const bool device_y = last_y_device_;
    if (device_x && device_y) {
      launch(alpha, x, beta, y, stream, programmatic_);
      return;
    }
    // Host memory: stage through device buffers on the same stream.
    std::lock_guard lock(staging_mutex_);
    auto s = static_cast<cudaStream_t>(stream);
    const std::size_t xb = static_cast<std::size_t>(ncols_) * sizeof(V);
    const std::size_t yb = static_cast<std::size_t>(nrows_) * sizeof(V);
    const V* dx = x;
    V* dy = y;
    if (!device_x) {
      stage_x_.resize(xb);
      cuda::check(cudaMemcpyAsync(stage_x_.as<V>(), x, xb, cudaMemcpyHostToDevice, s), "stage x");
      dx = stage_x_.as<V>();
    }
    if (!device_y) {
      stage_y_.resize(yb);
      if (beta != V(0))
        cuda::check(cudaMemcpyAsync(stage_y_.as<V>(), y, yb, cudaMemcpyHostToDevice, s), "stage y");
      dy = stage_y_.as<V>();
    }
    launch(alpha, dx, beta, dy, stream, /*programmatic=*/false);  // after copies: nothing to overlap
    if (!device_y)
      cuda::check(cudaMemcpyAsync(y, dy, yb, cudaMemcpyDeviceToHost, s), "copy y back");
    cuda::check(cudaStreamSynchronize(s), "apply");
  }

  /// `launches` products back to back on the device vectors x and y (as a
  /// solver's loop issues them), ms per product.
  double sample_ms(const V* x, V* y, int launches, const cuda::EventPair& ev) {
    ev.start();
    for (int i = 0; i < launches; ++i) launch(V(1), x, V(0), y, nullptr, programmatic_);
    return ev.stop_ms() / launches;
  }

  double time_products(const std::function<void(const V*, V*, void*)>& product) override {
    DeviceBuffer x(static_cast<std::size_t>(ncols_) * sizeof(V) + 16);
    DeviceBuffer y(static_cast<std::size_t>(nrows_) * sizeof(V) + 16);
    cuda::check(cudaMemset(x.as<V>(), 0, static_cast<std::size_t>(ncols_) * sizeof(V)), "memset");
    for (int i = 0; i < 3; ++i) product(x.as<V>(), y.as<V>(), nullptr);
    const cuda::EventPair ev;
    auto sample = [&](int launches) {
      ev.start();
      for (int i = 0; i < launches; ++i) product(x.as<V>(), y.as<V>(), nullptr);
      return ev.stop_ms() / launches;
    };
    // Products back to back, at least 0.2 ms per sample as spgen bench times
    // them: a short product's time is then its share of a stream of products
    // (as in a solver), not one launch's latency plus the events'.
    const double one = sample(1);
    const int launches = static_cast<int>(std::clamp(std::ceil(0.2 / std::max(one, 1e-4)), 1.0, 2000.0));
    std::vector<double> t;
    for (int i = 0; i < 11; ++i) t.push_back(sample(launches));
    std::nth_element(t.begin(), t.begin() + 5, t.end());
    return t[5];
  }

 private:
  void launch(V alpha, const V* x, V beta, V* y, void* stream, bool programmatic) {
    if (work_items_ == 0) return;
    const auto grid = static_cast<unsigned>((work_items_ + entry_.rows_per_block - 1) / entry_.rows_per_block);
    args_.set_vectors(alpha, x, beta, y);
    kernel_->launch(grid, static_cast<unsigned>(entry_.block_threads), args_.data(), stream, programmatic);
  }

  const KernelEntry& entry_;
  int device_;
  I nrows_ = 0, ncols_ = 0;
  std::int64_t work_items_ = 0;
  std::shared_ptr<const DeviceCsrCopy<V, I>> shared_;
  std::shared_ptr<const void> device_storage_;  // arrays converted on the device
  std::deque<DeviceBuffer> buffers_;  // this executor's arrays and workspaces (stable addresses)
  KernelArgs<V, I> args_;
  std::shared_ptr<cuda::LoadedKernel> kernel_;
  std::mutex staging_mutex_;
  DeviceBuffer stage_x_, stage_y_;
  const void* last_x_ = nullptr;
  const void* last_y_ = nullptr;
  bool last_x_device_ = false, last_y_device_ = false;
  bool programmatic_ = false;  // programmatic dependent launch (PlanOptions::dependent_launch)
};

// Rounds of timing samples per candidate, and products per sample: up to 16
// back to back, as many as fit in about 0.05 ms. Launch-bound candidates (a
// few microseconds) thus cost well under a millisecond each; for large
// products the rounds shrink (at least 3, at most 9) to keep the timing of all
// candidates near 50 ms.
constexpr TimingPolicy kCudaTiming{.warmup_products = 2,
                                   .max_products = 16,
                                   .sample_ms = 0.05,
                                   .budget_ms = 50.0,
                                   .min_rounds = 3,
                                   .max_rounds = 9};

template <typename V, typename I>
class CudaBackend final : public SpmvBackend<V, I> {
 public:
  explicit CudaBackend(const Context& ctx) : ctx_(ctx) {}
  [[nodiscard]] std::optional<Backend> kernel_backend() const override { return Backend::cuda; }
  [[nodiscard]] bool is_builtin(std::string_view) const override { return false; }
  [[nodiscard]] std::optional<std::string> fallback_reason() const override { return std::nullopt; }

  [[nodiscard]] std::unique_ptr<SpmvExecutor<V, I>> make(const PlanInput<V, I>& a, const Choice& choice,
                                                         const PlanOptions& options) const override {
    if (!ctx_.is_cuda()) throw Error("plan: CUDA instance requested on a CPU context");
    for (const Candidate& c : choice.candidates)
      if (!c.entry || c.entry->backend != Backend::cuda) throw Error("plan: the CUDA backend needs a CUDA instance");
    if (choice.candidates.size() > 1) return keep_fastest(a, choice, options);
    return std::make_unique<CudaExecutor<V, I>>(ctx_, a, choice.candidates.front(), options, view_of(a));
  }

 private:
  // A device matrix's arrays, which every executor binds or converts from
  // (null for a host matrix).
  std::shared_ptr<const DeviceCsrCopy<V, I>> view_of(const PlanInput<V, I>& a) const {
    return a.is_device_matrix() ? std::make_shared<const DeviceCsrCopy<V, I>>(a) : nullptr;
  }

  // Builds an executor for every candidate whose kernel is ready without
  // compiling (the pick always), times them in turns on scratch vectors and
  // returns the fastest; the others are freed. The winner's tuning_ms covers
  // the losers' conversions and kernel preparation and the timing; its
  // tuning_note names every time.
  std::unique_ptr<SpmvExecutor<V, I>> keep_fastest(const PlanInput<V, I>& a, const Choice& choice,
                                                   const PlanOptions& options) const {
    const auto t0 = std::chrono::steady_clock::now();
    std::vector<const Candidate*> timed;
    for (const Candidate& c : choice.candidates)
      if (timed.empty() || kernel_ready(ctx_, *c.entry, options.prefer_aot)) timed.push_back(&c);
    if (timed.size() < 2) {
      auto only = std::make_unique<CudaExecutor<V, I>>(ctx_, a, *timed.front(), options, view_of(a));
      only->tuning_note = "; not timed: no other candidate's kernel is ready without compiling (no AOT cubins for sm_" +
                          std::to_string(ctx_.cuda_arch()) + ", none cached)";
      return only;
    }
    cuda::check(cudaSetDevice(ctx_.cuda_device()), "cudaSetDevice");  // the shared copy's device
    const auto shared = std::make_shared<const DeviceCsrCopy<V, I>>(a);
    // A candidate whose conversion does not fit this matrix (NotApplicable)
    // drops out, named in the note; the others are still timed.
    std::vector<std::unique_ptr<CudaExecutor<V, I>>> cands;
    std::vector<const Candidate*> built;
    std::string skipped;
    for (const Candidate* c : timed) {
      try {
        cands.push_back(std::make_unique<CudaExecutor<V, I>>(ctx_, a, *c, options, shared));
        built.push_back(c);
      } catch (const NotApplicable& e) {
        skipped += std::string("; skipped ") + e.what();
      }
    }
    if (cands.empty()) throw Error("plan: no candidate fits this matrix" + skipped);
    std::size_t best = 0;  // a lone survivor is kept untimed
    std::string note;
    if (cands.size() > 1) {
      DeviceBuffer x(static_cast<std::size_t>(a.ncols()) * sizeof(V) + 16);
      DeviceBuffer y(static_cast<std::size_t>(a.nrows()) * sizeof(V) + 16);
      cuda::check(cudaMemset(x.as<V>(), 0, static_cast<std::size_t>(a.ncols()) * sizeof(V)), "memset");
      const cuda::EventPair ev;
      const TimingResult r = time_candidates(
          cands.size(),
          [&](std::size_t i, int launches) { return cands[i]->sample_ms(x.as<V>(), y.as<V>(), launches, ev); },
          kCudaTiming);
      std::vector<double> conversion_ms;
      for (const auto& c : cands) conversion_ms.push_back(c->conversion_ms + c->jit_ms);
      best = amortised_best(r.median_ms, conversion_ms, options.expected_products);
      note = "; timed on this matrix (median of " + std::to_string(r.shape.rounds) + " x " +
             std::to_string(r.shape.products) + " products):";
      for (std::size_t i = 0; i < cands.size(); ++i) {
        char buf[48];
        std::snprintf(buf, sizeof buf, " %.2f us", r.median_ms[i] * 1e3);
        note += std::string(i ? "," : "") + " " + cands[i]->format + " " + params_string(*built[i]->entry) + buf;
      }
      note += amortised_note(r.median_ms, conversion_ms, options.expected_products, best);
    }
    note += skipped;
    auto winner = std::move(cands[best]);
    // Preparing candidates that are not kept was selection work; the kept
    // one's conversion (with the shared upload) and kernel stay conversion and
    // JIT time.
    winner->conversion_ms += shared->upload_ms;
    winner->tuning_ms = std::max(0.0, ms_since(t0) - winner->conversion_ms - winner->jit_ms);
    winner->tuning_note = note;
    return winner;
  }

  Context ctx_;
};

}  // namespace

SPGEN_BACKEND_FACTORY(make_cuda_backend, CudaBackend)

}  // namespace spgen::detail
