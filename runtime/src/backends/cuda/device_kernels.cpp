#include "backends/cuda/device_kernels.hpp"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <mutex>
#include <string_view>
#include <system_error>
#include <thread>
#include <vector>

#include "core/elapsed.hpp"
#include "formats/format.hpp"
#include "spgen/core/error.hpp"
#include "spgen/session/embedded.hpp"

namespace spgen::detail {

namespace {

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

// Where an instance's kernel comes from: an AOT cubin for the device's
// architecture, else its embedded source through NVRTC and the kernel cache.
struct KernelOrigin {
  const EmbeddedFile* aot = nullptr;
  std::string_view source;  // when not AOT
  CacheKey key;  // the loaded module's key: the AOT cubin's, or the source's kernel-cache key
};

KernelOrigin kernel_origin(const Context& ctx, const KernelEntry& e, bool prefer_aot) {
  const int arch = ctx.cuda_arch();
  // SPGEN_DISABLE_AOT=1 forces NVRTC (cache measurements, parity checks).
  const char* no_aot = std::getenv("SPGEN_DISABLE_AOT");
  const bool use_aot = prefer_aot && !(no_aot && *no_aot && std::string_view(no_aot) != "0");
  KernelOrigin o;
  o.aot = use_aot ? find_embedded_cuda_cubin(e.name, arch) : nullptr;
  if (o.aot) {
    o.key = CacheKeyBuilder().add("aot").add(e.name).add(arch).key();
    return o;
  }
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

}  // namespace

bool is_device_pointer(const void* p) {
  cudaPointerAttributes attr{};
  if (cudaPointerGetAttributes(&attr, p) != cudaSuccess) {
    cudaGetLastError();
    return false;
  }
  return attr.type == cudaMemoryTypeDevice || attr.type == cudaMemoryTypeManaged;
}

template <SupportedValue V, SupportedIndex I>
formats::Storage<V, I> convert_for_device(const PlanInput<V, I>& in, const KernelEntry& entry,
                                          const formats::ParamMap& params, bool* on_device,
                                          const formats::DeviceCsr<V, I>* uploaded) {
  const formats::Format<V, I>& format = formats::format_of<V, I>(entry);
  const char* host = std::getenv("SPGEN_HOST_CONVERSION");
  const bool forced_host = host && *host && std::string_view(host) != "0";
  *on_device = format.converts_on_device(entry) && !forced_host &&
               (in.device() || !format.capabilities().device_conversion_for_device_matrices);
  if (!*on_device) return format.convert(in.shared_csr(), entry, params);
  char split[112];
  if (const formats::DeviceCsr<V, I>* on = in.device() ? in.device() : uploaded) {
    // A DeviceMatrix (nothing crosses), or the plan's copy (uploaded once for every candidate)
    const auto t0 = std::chrono::steady_clock::now();
    formats::DeviceCsr<V, I> d = *on;
    d.host_row_ptr = in.host_row_ptr_if_any();
    formats::Storage<V, I> out = format.convert_on_device(d, entry, params);  // returns once written
    std::snprintf(split, sizeof split, " device_conversion{from=%s convert_ms=%.1f}",
                  in.device() ? "device_matrix" : "shared_upload", ms_since(t0));
    out.details += split;
    return out;
  }
  const Csr<V, I>& a = in.csr();
  const auto t0 = std::chrono::steady_clock::now();
  DeviceBuffer row_ptr, col_idx, values;
  row_ptr.upload(a.row_ptr);
  col_idx.upload(a.col_idx);
  values.upload(a.values);
  const double upload_ms = ms_since(t0);
  const formats::DeviceCsr<V, I> d{a.nrows, a.ncols, static_cast<I>(a.nnz()), row_ptr.as<const I>(),
                                   col_idx.as<const I>(), values.as<const V>(), a.row_ptr.data()};
  const auto t1 = std::chrono::steady_clock::now();
  formats::Storage<V, I> out = format.convert_on_device(d, entry, params);  // returns once written
  std::snprintf(split, sizeof split, " device_conversion{csr_upload_ms=%.1f convert_ms=%.1f}", upload_ms, ms_since(t1));
  out.details += split;
  return out;
}

#define SPGEN_INSTANTIATE(V, I)                                                                                   \
  template formats::Storage<V, I> convert_for_device<V, I>(const PlanInput<V, I>&, const KernelEntry&, \
                                                           const formats::ParamMap&, bool*,                \
                                                           const formats::DeviceCsr<V, I>*);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

bool kernel_ready(const Context& ctx, const KernelEntry& e, bool prefer_aot) {
  const KernelOrigin o = kernel_origin(ctx, e, prefer_aot);
  return o.aot != nullptr || ctx.kernel_cache().contains(e.name, o.key);
}

PreparedKernel prepare_kernel(const Context& ctx, const KernelEntry& e, bool prefer_aot) {
  const auto t0 = std::chrono::steady_clock::now();
  const int arch = ctx.cuda_arch();
  KernelImage image;
  const KernelOrigin origin = kernel_origin(ctx, e, prefer_aot);
  if (origin.aot) {
    image.source = KernelSource::aot;  // loaded from the embedded bytes
    image.key = origin.key;
  } else {
    image = ctx.kernel_cache().get_or_compile(
        e.name, origin.key, [&] { return cuda::nvrtc_compile(e.name, origin.source, arch); });
  }
  PreparedKernel out;
  out.source = to_string(image.source);
  auto& lk = loaded_kernels();
  const std::pair<int, CacheKey> slot_key{ctx.cuda_device(), image.key};
  {
    std::lock_guard lock(lk.mutex);
    if (const auto it = lk.map.find(slot_key); it != lk.map.end()) out.kernel = it->second;
  }
  if (!out.kernel) {
    // Loaded outside the lock: a plan must not wait for the modules another
    // thread loads (the context's preload) besides its own. Two threads that
    // load the same module at once keep the first; the other is unloaded.
    auto loaded = std::make_shared<cuda::LoadedKernel>(
        origin.aot ? std::span(reinterpret_cast<const char*>(origin.aot->data), origin.aot->size)
                   : std::span<const char>(*image.bytes),
        e.name);
    std::lock_guard lock(lk.mutex);
    auto& slot = lk.map[slot_key];
    if (!slot) slot = std::move(loaded);
    out.kernel = slot;
  }
  out.ms = ms_since(t0);
  return out;
}

namespace {

bool asks_preload(const KernelEntry& e) {
#define SPGEN_PRELOAD_CASE(V, I)                                                 \
  if (e.value_type == value_type_of<V>() && e.index_type == index_type_of<I>()) \
    return formats::format_of<V, I>(e).capabilities().preload_with_context;
  SPGEN_FOR_EACH_TYPE(SPGEN_PRELOAD_CASE)
#undef SPGEN_PRELOAD_CASE
  return false;
}

// The loader threads, by device. Never destroyed; an exit handler joins
// them, registered after the CUDA runtime's own (the device was initialised
// before), so it runs before the runtime's teardown.
struct Preloads {
  std::mutex mutex;
  std::map<int, std::thread> threads;
};
Preloads& preloads() {
  static auto* p = [] {
    auto* fresh = new Preloads;
    std::atexit([] {
      std::lock_guard lock(preloads().mutex);
      for (auto& [device, t] : preloads().threads)
        if (t.joinable()) t.join();
    });
    return fresh;
  }();
  return *p;
}

}  // namespace

}  // namespace spgen::detail

namespace spgen::cuda {

void preload_instance_modules(const Context& ctx) {
  using namespace detail;
  const char* off = std::getenv("SPGEN_PRELOAD_KERNELS");
  if (off && std::string_view(off) == "0") return;
  Preloads& p = preloads();
  std::lock_guard lock(p.mutex);
  if (p.threads.contains(ctx.cuda_device())) return;  // once per device and process
  std::vector<const KernelEntry*> entries;
  for (const auto& e : kernel_registry())
    if (e.backend == Backend::cuda && e.op == Op::spmv && asks_preload(e) &&
        find_embedded_cuda_cubin(e.name, ctx.cuda_arch()))
      entries.push_back(&e);
  if (entries.empty()) return;
  try {
    p.threads.emplace(ctx.cuda_device(), std::thread([ctx, entries = std::move(entries)] {
      try {
        if (cudaSetDevice(ctx.cuda_device()) != cudaSuccess) return;
        for (const KernelEntry* e : entries) (void)prepare_kernel(ctx, *e, true);
      } catch (...) {  // a plan that needs the module loads it and reports what fails
      }
    }));
  } catch (const std::system_error&) {  // no thread to be had: plans load their modules themselves
  }
}

}  // namespace spgen::cuda
