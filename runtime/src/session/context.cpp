#include "spgen/session/context.hpp"

#include <omp.h>

#include "backends/cuda/cuda.hpp"
#include "plan/predict.hpp"
#include "spgen/core/error.hpp"
#include "spgen/session/plan_cache.hpp"

namespace spgen {

const char* to_string(DeviceKind k) { return k == DeviceKind::cuda ? "cuda" : "cpu"; }
const char* to_string(CpuPath p) { return p == CpuPath::avx512 ? "avx512" : "portable"; }

struct Context::State {
  ContextOptions options;
  DeviceKind kind = DeviceKind::cpu;
  std::string reason;
  cuda::DeviceInfo device;
  CpuPath cpu_path = CpuPath::portable;
  int threads = 1;
  KernelCache kernels;
  PlanCache plans;
  TuningDatabase tuning;

  explicit State(const ContextOptions& o) : options(o), kernels(o.cache), plans(o.cache), tuning(o.tuning) {}
};

Context Context::create(const ContextOptions& options) {
  auto s = std::make_shared<State>(options);
  s->cpu_path = (cpu_has_avx512() && !options.force_portable_cpu) ? CpuPath::avx512
                                                                   : CpuPath::portable;
  s->threads = omp_get_max_threads();
  if (options.want == ContextOptions::Want::cpu) {
    s->reason = "CPU context requested";
  } else {
    s->device = cuda::probe_device(options.cuda_device);
    if (s->device.available) {
      try {
        cuda::initialize_device(options.cuda_device);
        s->kind = DeviceKind::cuda;
      } catch (const Error& e) {
        // A device that will not give a context (exclusive mode, broken
        // driver) is as good as none: fall back, keeping the reason.
        s->device.available = false;
        s->device.reason = e.what();
      }
    }
    if (!s->device.available) {
      s->reason = s->device.reason;
      if (options.want == ContextOptions::Want::cuda)
        throw Error("context: no CUDA device: " + s->reason);
    }
  }
  Context ctx(std::move(s));
  // As the device's kernels are loaded above, its calibration is read here
  // rather than inside the process's first plan.
  detail::read_calibration_ahead(ctx);
  if (ctx.is_cuda()) cuda::preload_instance_modules(ctx);
  return ctx;
}

Context Context::cpu(ContextOptions options) {
  options.want = ContextOptions::Want::cpu;
  return create(options);
}

DeviceKind Context::kind() const { return state_->kind; }
const std::string& Context::cuda_unavailable_reason() const { return state_->reason; }
int Context::cuda_device() const { return state_->device.ordinal; }
int Context::cuda_arch() const { return state_->kind == DeviceKind::cuda ? state_->device.arch : 0; }
const std::string& Context::device_name() const { return state_->device.name; }
CpuPath Context::cpu_path() const { return state_->cpu_path; }
int Context::cpu_threads() const { return state_->threads; }
KernelCache& Context::kernel_cache() const { return state_->kernels; }
PlanCache& Context::plan_cache() const { return state_->plans; }
TuningDatabase& Context::tuning_db() const { return state_->tuning; }
const ContextOptions& Context::options() const { return state_->options; }

std::string Context::description() const {
  if (is_cuda())
    return state_->device.name + " (sm_" + std::to_string(state_->device.arch) + ", " +
           std::to_string(state_->device.sm_count) + " SMs)";
  return std::string("cpu (") + to_string(state_->cpu_path) + ", " +
         std::to_string(state_->threads) + " threads)";
}

std::string Context::device_key() const {
  if (is_cuda()) return "cuda:" + state_->device.name + ":sm_" + std::to_string(state_->device.arch);
  // Thread count changes the partition, not the choice, so it is not part of the key.
  return std::string("cpu:") + to_string(state_->cpu_path);
}

}  // namespace spgen
