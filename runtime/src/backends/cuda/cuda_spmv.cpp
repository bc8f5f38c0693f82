// The CUDA backend: any registered format's instances on device arrays, bound
// by the spec's argument names; kernels from an AOT cubin or NVRTC (through
// the kernel cache), launched with the registry's geometry: grid =
// ceil(work items / rows_per_block) blocks of block_threads, the work items
// being what the format's conversion counts (rows, slice rows, segments, tiles).
#include <cuda_runtime.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <chrono>
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
#include "spgen/session/embedded.hpp"
#include "spgen/core/error.hpp"
#include "core/elapsed.hpp"

namespace spgen::detail {

namespace {

// Device copies of the arrays a format uses unchanged from the caller's CSR
// (the storage's array points into the CSR), uploaded once when a plan times
// several candidates: CSR, CSR-Stream and row-segment instances all read the
// CSR's columns and values, so the candidates share one copy (and the kept
// one keeps it).
template <typename V, typename I>
class SharedCsrUploads {
 public:
  explicit SharedCsrUploads(const Csr<V, I>& a) {
    const auto t0 = std::chrono::steady_clock::now();
    row_ptr_.upload(a.row_ptr);
    col_idx_.upload(a.col_idx);
    values_.upload(a.values);
    cuda::check(cudaDeviceSynchronize(), "upload");
    host_ = {a.row_ptr.data(), a.col_idx.data(), a.values.data()};
    upload_ms = ms_since(t0);
  }
  /// The device copy of host array `data`, or nullptr when it is not one of the CSR's.
  [[nodiscard]] void* find(const void* data) const {
    const DeviceBuffer* buf[] = {&row_ptr_, &col_idx_, &values_};
    for (std::size_t i = 0; i < 3; ++i)
      if (data == host_[i]) return buf[i]->template as<void>();
    return nullptr;
  }
  double upload_ms = 0.0;

 private:
  DeviceBuffer row_ptr_, col_idx_, values_;
  std::array<const void*, 3> host_{};
};

template <typename V, typename I>
class CudaExecutor final : public SpmvExecutor<V, I> {
 public:
  /// `shared`: device copies of the CSR's arrays (null: upload what the format uses).
  CudaExecutor(const Context& ctx, const std::shared_ptr<const Csr<V, I>>& a, const Candidate& c,
               const PlanOptions& options, std::shared_ptr<const SharedCsrUploads<V, I>> shared = nullptr)
      : entry_(*c.entry), device_(ctx.cuda_device()), shared_(std::move(shared)) {
    cuda::check(cudaSetDevice(device_), "cudaSetDevice");
    nrows_ = a->nrows;
    ncols_ = a->ncols;
    const auto t0 = std::chrono::steady_clock::now();
    const formats::Storage<V, I> storage = formats::format_of<V, I>(entry_).convert(a, entry_, c.params);
    work_items_ = storage.work_items;
    // Arrays the format reads unchanged from the CSR come from the shared
    // copy; the rest are uploaded. Workspaces are allocated, and zeroed where
    // the spec says kernels expect zero.
    args_ = KernelArgs<V, I>(entry_, storage, [&](const KernelArg& arg) -> void* {
      DeviceBuffer& buf = buffers_.emplace_back();
      if (arg.role == ArgRole::workspace) {
        buf.resize(workspace_count(entry_, storage, arg) * element_bytes<V, I>(arg));
        if (arg.zeroed) buf.zero();
        return buf.template as<void>();
      }
      const formats::StoredArray& host = array_for(entry_, storage, arg);
      if (void* p = shared_ ? shared_->find(host.data) : nullptr) return p;
      buf.upload(host.data, host.bytes());
      return buf.template as<void>();
    });
    cuda::check(cudaDeviceSynchronize(), "upload");
    this->conversion_ms = ms_since(t0);
    this->stored_bytes = storage.stored_bytes;
    this->values = storage.values;
    this->occupancy = storage.occupancy;
    this->params = params_string(entry_) + (storage.details.empty() ? "" : " " + storage.details);

    auto k = prepare_kernel(ctx, entry_, options.prefer_aot);
    kernel_ = std::move(k.kernel);
    const cuda::KernelResources r = kernel_->resources(static_cast<unsigned>(entry_.block_threads));
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
  std::shared_ptr<const SharedCsrUploads<V, I>> shared_;
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

  [[nodiscard]] std::unique_ptr<SpmvExecutor<V, I>> make(std::shared_ptr<const Csr<V, I>> a, const Choice& choice,
                                                         const PlanOptions& options) const override {
    if (!ctx_.is_cuda()) throw Error("plan: CUDA instance requested on a CPU context");
    for (const Candidate& c : choice.candidates)
      if (!c.entry || c.entry->backend != Backend::cuda) throw Error("plan: the CUDA backend needs a CUDA instance");
    if (choice.candidates.size() > 1) return keep_fastest(a, choice, options);
    return std::make_unique<CudaExecutor<V, I>>(ctx_, a, choice.candidates.front(), options);
  }

 private:
  // Builds an executor for every candidate whose kernel is ready without
  // compiling (the pick always), times them in turns on scratch vectors and
  // returns the fastest; the others are freed. The winner's tuning_ms covers
  // the losers' conversions and kernel preparation and the timing; its
  // tuning_note names every time.
  std::unique_ptr<SpmvExecutor<V, I>> keep_fastest(const std::shared_ptr<const Csr<V, I>>& a, const Choice& choice,
                                                   const PlanOptions& options) const {
    const auto t0 = std::chrono::steady_clock::now();
    std::vector<const Candidate*> timed;
    for (const Candidate& c : choice.candidates)
      if (timed.empty() || kernel_ready(ctx_, *c.entry, options.prefer_aot)) timed.push_back(&c);
    if (timed.size() < 2) {
      auto only = std::make_unique<CudaExecutor<V, I>>(ctx_, a, *timed.front(), options);
      only->tuning_note = "; not timed: no other candidate's kernel is ready without compiling (no AOT cubins for sm_" +
                          std::to_string(ctx_.cuda_arch()) + ", none cached)";
      return only;
    }
    cuda::check(cudaSetDevice(ctx_.cuda_device()), "cudaSetDevice");  // the shared copy's device
    const auto shared = std::make_shared<const SharedCsrUploads<V, I>>(*a);
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
      DeviceBuffer x(static_cast<std::size_t>(a->ncols) * sizeof(V) + 16);
      DeviceBuffer y(static_cast<std::size_t>(a->nrows) * sizeof(V) + 16);
      cuda::check(cudaMemset(x.as<V>(), 0, static_cast<std::size_t>(a->ncols) * sizeof(V)), "memset");
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
