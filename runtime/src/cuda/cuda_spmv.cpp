// CUDA executors: CSR, SELL-P, row-segment and CSR-Stream instances on device arrays,
// kernels from an AOT cubin or NVRTC (through the kernel cache), launched with
// the registry's geometry: grid = ceil(work items / rows_per_block) blocks of
// block_threads, work items being rows, segments (row segments) or tiles
// (CSR-Stream, one block each).
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <chrono>
#include <cstdlib>
#include <map>
#include <mutex>
#include <vector>

#include "plan/executor.hpp"
#include "spgen/cuda.hpp"
#include "spgen/embedded.hpp"
#include "spgen/error.hpp"
#include "spgen/formats/csrstream.hpp"
#include "spgen/formats/rowseg.hpp"
#include "spgen/formats/sellp.hpp"

namespace spgen::detail {

namespace {

double ms_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

// Owning device allocation.
class DeviceBuffer {
 public:
  DeviceBuffer() = default;
  explicit DeviceBuffer(std::size_t bytes) { resize(bytes); }
  ~DeviceBuffer() { release(); }
  DeviceBuffer(const DeviceBuffer&) = delete;
  DeviceBuffer& operator=(const DeviceBuffer&) = delete;

  void resize(std::size_t bytes) {
    if (bytes <= bytes_) return;
    release();
    // cudaMalloc(0) is legal but returns nullptr; keep a valid pointer for kernels.
    cuda::check(cudaMalloc(&ptr_, std::max<std::size_t>(bytes, 16)), "cudaMalloc");
    bytes_ = bytes;
  }
  void zero() {
    if (bytes_ > 0) cuda::check(cudaMemset(ptr_, 0, bytes_), "cudaMemset");
  }
  template <typename T>
  void upload(const std::vector<T>& v) {
    resize(v.size() * sizeof(T));
    if (!v.empty())
      cuda::check(cudaMemcpy(ptr_, v.data(), v.size() * sizeof(T), cudaMemcpyHostToDevice),
                  "cudaMemcpy(upload)");
  }
  template <typename T>
  [[nodiscard]] T* as() const { return static_cast<T*>(ptr_); }

 private:
  void release() {
    if (ptr_) cudaFree(ptr_);
    ptr_ = nullptr;
    bytes_ = 0;
  }
  void* ptr_ = nullptr;
  std::size_t bytes_ = 0;
};

// Loaded modules live for the whole process, keyed by device and image key,
// so a second plan with the same kernel loads nothing. Deliberately never
// destroyed: unloading after the CUDA runtime's own exit teardown would fail.
struct LoadedKernels {
  std::mutex mutex;
  std::map<std::pair<int, CacheKey>, std::shared_ptr<cuda::LoadedKernel>> map;
};
LoadedKernels& loaded_kernels() {
  static auto* k = new LoadedKernels;
  return *k;
}

bool is_device_pointer(const void* p) {
  cudaPointerAttributes attr{};
  if (cudaPointerGetAttributes(&attr, p) != cudaSuccess) {
    cudaGetLastError();
    return false;
  }
  return attr.type == cudaMemoryTypeDevice || attr.type == cudaMemoryTypeManaged;
}

// The CSR arrays on the device, uploaded once when a plan times several
// candidates: CSR, CSR-Stream and row-segment instances all read them
// unchanged, so the candidates share one copy (and the kept one keeps it).
struct DeviceCsr {
  DeviceBuffer row_ptr, col_idx, values;
  double upload_ms = 0.0;
  template <typename V, typename I>
  explicit DeviceCsr(const Csr<V, I>& a) {
    const auto t0 = std::chrono::steady_clock::now();
    row_ptr.upload(a.row_ptr);
    col_idx.upload(a.col_idx);
    values.upload(a.values);
    cuda::check(cudaDeviceSynchronize(), "upload");
    upload_ms = ms_since(t0);
  }
};

struct PreparedKernel {
  std::shared_ptr<cuda::LoadedKernel> kernel;
  std::string source;  // to_string(KernelSource)
  double ms = 0.0;
};

// Where an instance's kernel comes from: an AOT cubin for the device's
// architecture, else its embedded source through NVRTC and the kernel cache.
struct KernelOrigin {
  const EmbeddedFile* aot = nullptr;
  std::string_view source;  // when not AOT
  CacheKey key;             // the kernel-cache key of the source (when not AOT)
};

KernelOrigin kernel_origin(const Context& ctx, const KernelEntry& e, bool prefer_aot) {
  const int arch = ctx.cuda_arch();
  // SPGEN_DISABLE_AOT=1 forces NVRTC (cache measurements, parity checks).
  const char* no_aot = std::getenv("SPGEN_DISABLE_AOT");
  const bool use_aot = prefer_aot && !(no_aot && *no_aot && std::string_view(no_aot) != "0");
  KernelOrigin o;
  o.aot = use_aot ? find_embedded_cuda_cubin(e.name, arch) : nullptr;
  if (o.aot) return o;
  const EmbeddedFile* src = find_embedded_cuda_source(e.name);
  if (!src)
    throw Error(std::string("plan: no embedded CUDA source for ") + e.name +
                " (was the library built from a generated/ that has it?)");
  o.source = src->text();
  o.key = kernel_cache_key(KernelKeyInputs{o.source, cuda::nvrtc_options(arch), arch,
                                           cuda::nvrtc_version(),
                                           std::string(SPGEN_VERSION) + "/cubin-1"});
  return o;
}

// True when preparing the instance compiles nothing (an AOT cubin or a
// kernel-cache entry): plan-time timing never makes NVRTC build candidates.
bool kernel_ready(const Context& ctx, const KernelEntry& e, bool prefer_aot) {
  const KernelOrigin o = kernel_origin(ctx, e, prefer_aot);
  return o.aot != nullptr || ctx.kernel_cache().contains(e.name, o.key);
}

PreparedKernel prepare_kernel(const Context& ctx, const KernelEntry& e, bool prefer_aot) {
  const auto t0 = std::chrono::steady_clock::now();
  const int arch = ctx.cuda_arch();
  KernelImage image;
  const KernelOrigin origin = kernel_origin(ctx, e, prefer_aot);
  if (const EmbeddedFile* aot = origin.aot) {
    image.bytes = std::make_shared<const std::vector<char>>(
        reinterpret_cast<const char*>(aot->data), reinterpret_cast<const char*>(aot->data) + aot->size);
    image.source = KernelSource::aot;
    image.key = CacheKeyBuilder().add("aot").add(e.name).add(arch).key();
  } else {
    image = ctx.kernel_cache().get_or_compile(
        e.name, origin.key, [&] { return cuda::nvrtc_compile(e.name, origin.source, arch); });
  }
  PreparedKernel out;
  out.source = to_string(image.source);
  {
    auto& lk = loaded_kernels();
    std::lock_guard lock(lk.mutex);
    auto& slot = lk.map[{ctx.cuda_device(), image.key}];
    if (!slot) slot = std::make_shared<cuda::LoadedKernel>(*image.bytes, e.name);
    out.kernel = slot;
  }
  out.ms = ms_since(t0);
  return out;
}

template <typename V, typename I>
class CudaExecutor final : public SpmvExecutor<V, I> {
 public:
  /// `shared`: the CSR arrays already on the device (null: upload them).
  CudaExecutor(const Context& ctx, const Csr<V, I>& a, const Choice& choice,
               const PlanOptions& options, std::shared_ptr<const DeviceCsr> shared = nullptr)
      : entry_(*choice.entry), device_(ctx.cuda_device()), shared_(std::move(shared)) {
    cuda::check(cudaSetDevice(device_), "cudaSetDevice");
    nrows_ = a.nrows;
    ncols_ = a.ncols;
    const auto t0 = std::chrono::steady_clock::now();
    const std::string_view kind = entry_.format;
    if (kind == "csr") {
      format_ = Format::csr;
      work_items_ = nrows_;
      use_csr_arrays(a, 0, 1, 2);
      this->stored_bytes = a.row_ptr.size() * sizeof(I) + a.col_idx.size() * sizeof(I) +
                           a.values.size() * sizeof(V);
      this->params = params_string(entry_);
    } else if (kind == "sellp") {
      format_ = Format::sellp;
      const int b = entry_.param("b"), t = entry_.param("t");
      if (b != entry_.rows_per_block)
        throw Error(std::string("plan: ") + entry_.name + ": slice height " + std::to_string(b) +
                    " differs from rows_per_block " + std::to_string(entry_.rows_per_block));
      const auto s = SellP<V, I>::from_csr(a.view(), SellParams{b, t, choice.sigma});
      nslices_ = s.nslices;
      work_items_ = nslices_ * static_cast<I>(b);
      arrays_[0].upload(s.slice_ptr);
      arrays_[1].upload(s.col_idx);
      arrays_[2].upload(s.values);
      arrays_[3].upload(s.row_perm);
      this->stored_bytes = s.stored_bytes();
      this->occupancy = s.occupancy();
      this->params = params_string(entry_) + " sigma=" + std::to_string(choice.sigma);
    } else if (kind == "rowseg") {
      format_ = Format::rowseg;
      // Segments hold at most t * s entries: the kernel's unrolled steps.
      const I seg_len = static_cast<I>(entry_.param("t") * entry_.param("s"));
      const auto r = RowSegments<V, I>::from_csr(a.view(), seg_len);
      nsegs_ = r.nsegs();
      work_items_ = nsegs_;
      arrays_[0].upload(r.seg_ptr);
      arrays_[1].upload(r.seg_row);
      arrays_[2].upload(r.heavy_row);
      arrays_[3].upload(r.heavy_seg_begin);
      arrays_[4].upload(r.heavy_piece_ptr);
      use_csr_arrays(a, -1, 5, 6);
      // Workspace: partial sums of heavy pieces; arrival counts start at zero
      // and the kernel leaves them at zero.
      arrays_[7].resize(static_cast<std::size_t>(r.npieces()) * sizeof(V));
      arrays_[8].resize(static_cast<std::size_t>(r.nheavy()) * sizeof(I));
      arrays_[8].zero();
      this->stored_bytes = r.index_bytes() + a.col_idx.size() * sizeof(I) +
                           a.values.size() * sizeof(V);
      this->params = params_string(entry_) + " seg_len=" + std::to_string(seg_len) +
                     " heavy_rows=" + std::to_string(r.nheavy()) +
                     " pieces=" + std::to_string(r.npieces());
    } else if (kind == "csrstream") {
      format_ = Format::csrstream;
      // A tile holds at most b * s entries (the kernel's shared buffer) and b rows.
      const I block = static_cast<I>(entry_.param("b"));
      const I steps = static_cast<I>(entry_.param("s"));
      const I tile_len = block * steps;
      const I piece_len = csrstream_piece_len(tile_len);
      const I reduce_steps = csrstream_reduce_steps(steps);
      const auto t = CsrStream<V, I>::from_csr(a.view(), tile_len, block, piece_len, reduce_steps);
      ntiles_ = t.ntiles();
      piece_len_ = t.piece_len;
      work_items_ = ntiles_;
      arrays_[0].upload(t.tile_ptr);
      arrays_[1].upload(t.tile_row);
      arrays_[2].upload(t.tile_long);
      arrays_[3].upload(t.long_first_tile);
      use_csr_arrays(a, 4, 5, 6);
      // Workspace: a partial-sum slot per tile (long-row pieces use theirs);
      // arrival counts start at zero and the kernel leaves them at zero.
      arrays_[7].resize(static_cast<std::size_t>(t.ntiles()) * sizeof(V));
      arrays_[8].resize(static_cast<std::size_t>(t.nlong()) * sizeof(I));
      arrays_[8].zero();
      this->stored_bytes = t.index_bytes() + a.row_ptr.size() * sizeof(I) +
                           a.col_idx.size() * sizeof(I) + a.values.size() * sizeof(V);
      this->params = params_string(entry_) + " tile_len=" + std::to_string(tile_len) +
                     " piece_len=" + std::to_string(piece_len) + " tiles=" + std::to_string(t.ntiles()) +
                     " split_rows=" + std::to_string(t.nlong());
    } else {
      throw Error(std::string("plan: no CUDA executor for format '") + entry_.format + "' (" +
                  entry_.name + ")");
    }
    cuda::check(cudaDeviceSynchronize(), "upload");
    this->conversion_ms = ms_since(t0);

    auto k = prepare_kernel(ctx, entry_, options.prefer_aot);
    kernel_ = std::move(k.kernel);
    this->kernel_source = k.source;
    this->jit_ms = k.ms;
    // Programmatic dependent launch needs sm_90; every template waits for
    // the previous grid before it reads x or y (templates/common/spgen_template.h).
    const char* no_pdl = std::getenv("SPGEN_DISABLE_PDL");
    programmatic_ = options.dependent_launch && ctx.cuda_arch() >= 90 &&
                    !(no_pdl && *no_pdl && std::string_view(no_pdl) != "0");
    this->launch_mode = programmatic_ ? "programmatic dependent" : "ordinary";
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

  /// One timing sample: `launches` products back to back on the device
  /// vectors x and y (as a solver's loop issues them), ms per product.
  double sample_ms(const V* x, V* y, int launches, cudaEvent_t e0, cudaEvent_t e1) {
    cuda::check(cudaEventRecord(e0), "cudaEventRecord");
    for (int i = 0; i < launches; ++i) launch(V(1), x, V(0), y, nullptr, programmatic_);
    cuda::check(cudaEventRecord(e1), "cudaEventRecord");
    cuda::check(cudaEventSynchronize(e1), "cudaEventSynchronize");
    float ms = 0;
    cuda::check(cudaEventElapsedTime(&ms, e0, e1), "cudaEventElapsedTime");
    return static_cast<double>(ms) / launches;
  }

  double time_product_ms() override {
    DeviceBuffer x(static_cast<std::size_t>(ncols_) * sizeof(V) + 16);
    DeviceBuffer y(static_cast<std::size_t>(nrows_) * sizeof(V) + 16);
    cuda::check(cudaMemset(x.as<V>(), 0, static_cast<std::size_t>(ncols_) * sizeof(V)), "memset");
    for (int i = 0; i < 3; ++i) launch(V(1), x.as<V>(), V(0), y.as<V>(), nullptr, programmatic_);
    cudaEvent_t e0, e1;
    cuda::check(cudaEventCreate(&e0), "cudaEventCreate");
    cuda::check(cudaEventCreate(&e1), "cudaEventCreate");
    std::vector<float> t;
    for (int i = 0; i < 11; ++i) {
      cudaEventRecord(e0);
      launch(V(1), x.as<V>(), V(0), y.as<V>(), nullptr, programmatic_);
      cudaEventRecord(e1);
      cudaEventSynchronize(e1);
      float ms = 0;
      cudaEventElapsedTime(&ms, e0, e1);
      t.push_back(ms);
    }
    cudaEventDestroy(e0);
    cudaEventDestroy(e1);
    std::nth_element(t.begin(), t.begin() + 5, t.end());
    return t[5];
  }

 private:
  void launch(V alpha, const V* x, V beta, V* y, void* stream, bool programmatic) {
    if (work_items_ == 0) return;
    const unsigned grid = static_cast<unsigned>(
        (static_cast<std::int64_t>(work_items_) + entry_.rows_per_block - 1) / entry_.rows_per_block);
    const unsigned block = static_cast<unsigned>(entry_.block_threads);
    void* p[9];
    for (int i = 0; i < 9; ++i) p[i] = shared_slot_[i] ? shared_slot_[i] : arrays_[i].as<void>();
    const void* px = x;
    void* py = y;
    switch (format_) {
      case Format::csr: {
        // (nrows, row_ptr, col_idx, values, x, y, alpha, beta)
        void* args[] = {&nrows_, &p[0], &p[1], &p[2], &px, &py, &alpha, &beta};
        kernel_->launch(grid, block, args, stream, programmatic);
        break;
      }
      case Format::sellp: {
        // (nrows, nslices, slice_ptr, col_idx, values, row_perm, x, y, alpha, beta)
        void* args[] = {&nrows_, &nslices_, &p[0], &p[1], &p[2], &p[3], &px, &py, &alpha, &beta};
        kernel_->launch(grid, block, args, stream, programmatic);
        break;
      }
      case Format::rowseg: {
        // (nsegs, seg_ptr, seg_row, heavy_row, heavy_seg_begin, heavy_piece_ptr,
        //  col_idx, values, partial, arrivals, x, y, alpha, beta)
        void* args[] = {&nsegs_, &p[0], &p[1], &p[2], &p[3], &p[4], &p[5],
                        &p[6],   &p[7], &p[8], &px,   &py,   &alpha, &beta};
        kernel_->launch(grid, block, args, stream, programmatic);
        break;
      }
      case Format::csrstream: {
        // (ntiles, piece_len, tile_ptr, tile_row, tile_long, long_first_tile,
        //  row_ptr, col_idx, values, partial, arrivals, x, y, alpha, beta)
        void* args[] = {&ntiles_, &piece_len_, &p[0], &p[1], &p[2], &p[3], &p[4], &p[5],
                        &p[6],    &p[7],       &p[8], &px,   &py,   &alpha, &beta};
        kernel_->launch(grid, block, args, stream, programmatic);
        break;
      }
    }
  }

  // The CSR's row_ptr, col_idx and values as kernel arguments `rp`, `ci`
  // and `va` (-1: not an argument of this format): the shared device copy
  // when there is one, else uploaded into this executor's arrays.
  void use_csr_arrays(const Csr<V, I>& a, int rp, int ci, int va) {
    if (shared_) {
      if (rp >= 0) shared_slot_[rp] = shared_->row_ptr.template as<void>();
      shared_slot_[ci] = shared_->col_idx.template as<void>();
      shared_slot_[va] = shared_->values.template as<void>();
      return;
    }
    if (rp >= 0) arrays_[rp].upload(a.row_ptr);
    arrays_[ci].upload(a.col_idx);
    arrays_[va].upload(a.values);
  }

  enum class Format { csr, sellp, rowseg, csrstream };
  const KernelEntry& entry_;
  int device_;
  Format format_ = Format::csr;
  I nrows_ = 0, ncols_ = 0, nslices_ = 0, nsegs_ = 0, ntiles_ = 0, piece_len_ = 0;
  I work_items_ = 0;  // rows, slice rows or segments: the grid covers them
  DeviceBuffer arrays_[9];
  std::shared_ptr<const DeviceCsr> shared_;
  void* shared_slot_[9] = {};  // kernel arguments taken from shared_ instead of arrays_
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
// products the rounds shrink (at least 3) to keep the timing near 50 ms.
constexpr int kTimingRounds = 9;
constexpr int kMinTimingRounds = 3;
constexpr int kLaunchesPerSample = 16;
constexpr double kSampleMs = 0.05;
constexpr double kTimingBudgetMs = 50.0;

// Builds an executor for every candidate of choice.timed_alternatives, times
// them in turns on scratch vectors and returns the fastest; the others are
// freed. The winner's tuning_ms covers the losers' conversions and kernel
// preparation and the timing; its tuning_note names every time.
template <typename V, typename I>
std::unique_ptr<SpmvExecutor<V, I>> keep_fastest(const Context& ctx, const Csr<V, I>& a,
                                                 const Choice& choice, const PlanOptions& options) {
  const auto t0 = std::chrono::steady_clock::now();
  // The rule's pick (first) always; the others when their kernels are ready
  // without compiling (AOT cubins for this architecture, or cached).
  std::vector<const KernelEntry*> timed;
  for (const KernelEntry* e : choice.timed_alternatives)
    if (timed.empty() || kernel_ready(ctx, *e, options.prefer_aot)) timed.push_back(e);
  Choice one = choice;
  one.timed_alternatives.clear();
  if (timed.size() < 2) {
    auto only = std::make_unique<CudaExecutor<V, I>>(ctx, a, one, options);
    only->tuning_note = "; not timed: no other candidate's kernel is ready without compiling (no AOT cubins for sm_" +
                        std::to_string(ctx.cuda_arch()) + ", none cached)";
    return only;
  }
  cuda::check(cudaSetDevice(ctx.cuda_device()), "cudaSetDevice");  // the shared copy's device
  const auto shared = std::make_shared<const DeviceCsr>(a);
  std::vector<std::unique_ptr<CudaExecutor<V, I>>> cands;
  for (const KernelEntry* e : timed) {
    one.entry = e;
    cands.push_back(std::make_unique<CudaExecutor<V, I>>(ctx, a, one, options, shared));
  }
  DeviceBuffer x(static_cast<std::size_t>(a.ncols) * sizeof(V) + 16);
  DeviceBuffer y(static_cast<std::size_t>(a.nrows) * sizeof(V) + 16);
  cuda::check(cudaMemset(x.as<V>(), 0, static_cast<std::size_t>(a.ncols) * sizeof(V)), "memset");
  cudaEvent_t e0 = nullptr, e1 = nullptr;
  cuda::check(cudaEventCreate(&e0), "cudaEventCreate");
  cuda::check(cudaEventCreate(&e1), "cudaEventCreate");
  std::vector<std::vector<double>> ms(cands.size());
  int rounds = kTimingRounds, launches = kLaunchesPerSample;
  try {
    double est = 0;  // the slowest candidate's product, from a warm-up sample
    for (auto& c : cands) est = std::max(est, c->sample_ms(x.as<V>(), y.as<V>(), 2, e0, e1));
    est = std::max(est, 1e-4);
    launches = static_cast<int>(std::clamp(std::ceil(kSampleMs / est), 1.0, double{kLaunchesPerSample}));
    const double round_ms = est * launches * static_cast<double>(cands.size());
    rounds = static_cast<int>(std::clamp(std::floor(kTimingBudgetMs / round_ms), double{kMinTimingRounds},
                                         double{kTimingRounds}));
    for (int r = 0; r < rounds; ++r)
      for (std::size_t i = 0; i < cands.size(); ++i)
        ms[i].push_back(cands[i]->sample_ms(x.as<V>(), y.as<V>(), launches, e0, e1));
  } catch (...) {
    cudaEventDestroy(e0);
    cudaEventDestroy(e1);
    throw;
  }
  cudaEventDestroy(e0);
  cudaEventDestroy(e1);
  std::size_t best = 0;
  std::vector<double> median(cands.size());
  std::string note = "; timed on this matrix (median of " + std::to_string(rounds) + " x " +
                     std::to_string(launches) + " products):";
  for (std::size_t i = 0; i < cands.size(); ++i) {
    auto& t = ms[i];
    std::nth_element(t.begin(), t.begin() + static_cast<std::ptrdiff_t>(t.size() / 2), t.end());
    median[i] = t[t.size() / 2];
    if (median[i] < median[best]) best = i;
    char buf[48];
    std::snprintf(buf, sizeof buf, " %.2f us", median[i] * 1e3);
    note += std::string(i ? "," : "") + " " + cands[i]->format + " " +
            params_string(*timed[i]) + buf;
  }
  auto winner = std::move(cands[best]);
  // Preparing candidates that are not kept was selection work; the kept
  // one's conversion (with the shared upload) and kernel stay conversion and
  // JIT time.
  winner->conversion_ms += shared->upload_ms;
  winner->tuning_ms = std::max(0.0, ms_since(t0) - winner->conversion_ms - winner->jit_ms);
  winner->tuning_note = note;
  return winner;
}

}  // namespace

template <SupportedValue V, SupportedIndex I>
std::unique_ptr<SpmvExecutor<V, I>> make_cuda_spmv(const Context& ctx,
                                                   std::shared_ptr<const Csr<V, I>> a,
                                                   const Choice& choice,
                                                   const PlanOptions& options) {
  if (!ctx.is_cuda()) throw Error("plan: CUDA instance requested on a CPU context");
  if (!choice.entry || choice.entry->backend != Backend::cuda)
    throw Error("plan: the CUDA backend needs a CUDA instance");
  if (choice.timed_alternatives.size() > 1) return keep_fastest<V, I>(ctx, *a, choice, options);
  return std::make_unique<CudaExecutor<V, I>>(ctx, *a, choice, options);
}

#define SPGEN_INSTANTIATE(V, I)                                                              \
  template std::unique_ptr<SpmvExecutor<V, I>> make_cuda_spmv<V, I>(                         \
      const Context&, std::shared_ptr<const Csr<V, I>>, const Choice&, const PlanOptions&);
SPGEN_INSTANTIATE(float, std::int32_t)
SPGEN_INSTANTIATE(float, std::int64_t)
SPGEN_INSTANTIATE(double, std::int32_t)
SPGEN_INSTANTIATE(double, std::int64_t)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::detail
