#include <chrono>
#include <cstdio>
#include <mutex>

#include "backends/backend.hpp"
#include "plan/features.hpp"
#include "plan/select.hpp"
#include "spgen/core/error.hpp"
#include "spgen/plan/plan.hpp"
#include "spgen/session/plan_cache.hpp"

namespace spgen {

namespace detail {

template <SupportedValue V, SupportedIndex I>
struct SpmvPlanState {
  explicit SpmvPlanState(Context c) : ctx(std::move(c)) {}
  Context ctx;
  std::shared_ptr<const Csr<V, I>> a;
  std::unique_ptr<SpmvExecutor<V, I>> ex;
  PlanDescription desc;
  std::mutex describe_mutex;
  bool timed = false;
};

}  // namespace detail

namespace {

double ms_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace

std::string PlanDescription::to_string() const {
  char buf[512];
  std::string s;
  s += "device:        " + device + "\n";
  s += "backend:       " + backend + "\n";
  s += "format:        " + format + (params.empty() ? "" : " (" + params + ")") + "\n";
  s += "instance:      " + instance + "\n";
  s += "kernel:        " + kernel_source + "\n";
  if (!launch.empty()) s += "launch:        " + launch + "\n";
  s += "selection:     " + selection + "\n";
  s += "plan cache:    " + plan_cache + "\n";
  std::snprintf(buf, sizeof buf, "stored:        %.3f MB, beta %.3f\n",
                static_cast<double>(stored_bytes) / 1e6, beta);
  s += buf;
  std::snprintf(buf, sizeof buf,
                "setup:         %.3f ms (features %.3f, selection %.3f, conversion %.3f, jit %.3f)\n",
                setup.total_ms(), setup.features_ms, setup.selection_ms, setup.conversion_ms,
                setup.jit_ms);
  s += buf;
  if (product_ms > 0) {
    std::snprintf(buf, sizeof buf, "product:       %.4f ms; setup = %.1f products\n", product_ms,
                  setup_products);
    s += buf;
  }
  return s;
}

template <SupportedValue V, SupportedIndex I>
SpmvPlan<V, I> plan(const Context& ctx, const Matrix<V, I>& a, const PlanOptions& options) {
  auto state = std::make_shared<detail::SpmvPlanState<V, I>>(ctx);
  state->a = a.shared_csr();
  PlanDescription& d = state->desc;
  d.device = ctx.description();

  auto t0 = std::chrono::steady_clock::now();
  const std::uint64_t fingerprint = a.fingerprint();
  d.setup.features_ms = ms_since(t0);

  const bool use_cache = options.use_plan_cache && ctx.options().plan_cache;
  const auto backend = detail::backend_for<V, I>(ctx);
  // Timed choices depend on how products are launched: a separate record.
  const char* op = ctx.is_cuda() && !options.dependent_launch ? "spmv/ordinary-launch" : "spmv";
  const CacheKey key = PlanCache::key(ctx.device_key(), fingerprint, op, type_tag<V>(), type_tag<I>(),
                                      options.variant, to_string(options.format_params));
  std::optional<detail::Choice> choice;
  d.plan_cache = use_cache ? "miss" : "off";
  if (use_cache) {
    t0 = std::chrono::steady_clock::now();
    PlanCache::Hit hit = PlanCache::Hit::miss;
    if (auto rec = ctx.plan_cache().find(key, &hit)) {
      try {
        // Checked like an override: a record naming an instance this build
        // lacks, or a parameter outside its format's domain, is reselected
        // (and overwritten).
        choice = detail::resolve_choice<V, I>(*backend, a.csr(), rec->instance, rec->params, rec->reason);
        d.plan_cache_hit = true;
        d.plan_cache = hit == PlanCache::Hit::memory ? "hit (memory)" : "hit (disk)";
      } catch (const Error&) {
        choice.reset();
      }
    }
    d.setup.selection_ms = ms_since(t0);  // the lookup only, on a hit
  }
  if (!choice) {
    t0 = std::chrono::steady_clock::now();
    const Features f = compute_features(a.view());
    d.setup.features_ms += ms_since(t0);
    t0 = std::chrono::steady_clock::now();
    choice = detail::select_spmv(*backend, a.csr(), f, options);
    d.setup.selection_ms += ms_since(t0);
  }
  const bool store_choice = use_cache && !d.plan_cache_hit;

  state->ex = backend->make(state->a, *choice, options);
  const auto& ex = *state->ex;
  d.backend = ex.backend;
  d.format = ex.format;
  d.params = ex.params;
  d.instance = ex.instance;
  d.kernel_source = ex.kernel_source;
  d.launch = ex.launch_mode;
  d.stored_bytes = ex.stored_bytes;
  d.beta = ex.occupancy;
  d.setup.conversion_ms = ex.conversion_ms;
  d.setup.jit_ms = ex.jit_ms;
  // Timing the choice's alternatives is part of selecting.
  d.setup.selection_ms += ex.tuning_ms;
  d.selection = choice->reason + ex.tuning_note;
  // Stored once the executor has settled on its candidate (it may have timed
  // several), so a later plan runs that one without timing again.
  if (store_choice)
    ctx.plan_cache().store(key, PlanRecord{ex.instance, ex.kept.params, d.selection});

  SpmvPlan<V, I> p;
  p.state_ = std::move(state);
  return p;
}

template <SupportedValue V, SupportedIndex I>
void SpmvPlan<V, I>::apply(V alpha, const V* x, V beta, V* y, void* stream) const {
  state_->ex->apply(alpha, x, beta, y, stream);
}

template <SupportedValue V, SupportedIndex I>
void SpmvPlan<V, I>::apply(V alpha, std::span<const V> x, V beta, std::span<V> y) const {
  if (x.size() != static_cast<std::size_t>(state_->a->ncols) ||
      y.size() != static_cast<std::size_t>(state_->a->nrows))
    throw Error("apply: x has " + std::to_string(x.size()) + " entries (want " +
                std::to_string(state_->a->ncols) + "), y has " + std::to_string(y.size()) +
                " (want " + std::to_string(state_->a->nrows) + ")");
  apply(alpha, x.data(), beta, y.data(), nullptr);
}

template <SupportedValue V, SupportedIndex I>
const PlanDescription& SpmvPlan<V, I>::describe() const {
  std::lock_guard lock(state_->describe_mutex);
  if (!state_->timed) {
    state_->timed = true;
    auto& d = state_->desc;
    d.product_ms = state_->ex->time_product_ms();
    d.setup_products = d.product_ms > 0 ? d.setup.total_ms() / d.product_ms : 0.0;
  }
  return state_->desc;
}

template <SupportedValue V, SupportedIndex I>
I SpmvPlan<V, I>::nrows() const {
  return state_->a->nrows;
}
template <SupportedValue V, SupportedIndex I>
I SpmvPlan<V, I>::ncols() const {
  return state_->a->ncols;
}

#define SPGEN_INSTANTIATE(V, I)                                                   \
  template class SpmvPlan<V, I>;                                                  \
  template SpmvPlan<V, I> plan<V, I>(const Context&, const Matrix<V, I>&, const PlanOptions&);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen
