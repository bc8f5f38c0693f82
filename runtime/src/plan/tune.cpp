#include "spgen/plan/tune.hpp"

#include <chrono>
#include <cstdio>
#include <ctime>

#include "backends/backend.hpp"
#include "core/elapsed.hpp"
#include "plan/features.hpp"
#include "plan/op_name.hpp"
#include "plan/partition.hpp"
#include "plan/partitioned_executor.hpp"
#include "plan/predict.hpp"
#include "plan/select.hpp"
#include "spgen/core/error.hpp"

namespace spgen {


namespace {
// "instance params", or for a row split (threshold >= 0)
// "rows longer than T: long_instance long_params, the rest: instance params".
std::string choice_name(const std::string& instance, const std::string& params, std::int64_t threshold,
                        const std::string& long_instance, const std::string& long_params) {
  std::string s = instance + (params.empty() ? "" : " " + params);
  if (threshold >= 0)
    s = "rows longer than " + std::to_string(threshold) + ": " + long_instance +
        (long_params.empty() ? "" : " " + long_params) + ", the rest: " + s;
  return s;
}
}  // namespace

std::string detail::describe_tuning(const TuningRecord& r) {
  char buf[96];
  std::snprintf(buf, sizeof buf, ", %.4g ms, fastest of %d", r.product_ms, r.candidates);
  return choice_name(r.instance, to_string(r.params), r.split.threshold, r.split.long_instance,
                     to_string(r.split.long_params)) +
         buf + " (spgen tune " + r.tuned + ")";
}

std::string TunedCandidate::name() const {
  return choice_name(instance, params, partition_threshold, long_instance, long_params);
}

std::string TuneReport::to_string() const {
  std::string s;
  char buf[128];
  for (std::size_t i = 0; i < timed.size(); ++i) {
    const auto& c = timed[i];
    if (c.error.empty())
      std::snprintf(buf, sizeof buf, "  %s %10.4f ms  setup %9.2f ms  ", i == winner ? "*" : " ", c.product_ms,
                    c.setup_ms);
    else
      std::snprintf(buf, sizeof buf, "    %10s     setup %9s     ", "-", "-");
    s += buf + c.name() + (c.error.empty() ? "" : "  (" + c.error + ")") + "\n";
  }
  std::snprintf(buf, sizeof buf, "%zu timed in %.1f s, %zu left untimed by the budget; ", timed.size(), seconds,
                untimed);
  return s + buf + (stored ? "winner stored in the tuning database\n" : "winner not stored\n");
}

namespace {

// A split of `a`'s rows at `threshold`, each part selected as a plan with
// Partition::at_threshold selects it, converted and timed as describe()
// times a plan.
template <SupportedValue V, SupportedIndex I>
TunedCandidate time_split(const Context& ctx, const detail::SpmvBackend<V, I>& backend, const Matrix<V, I>& a,
                          std::int64_t threshold, const TuneOptions& options) {
  TunedCandidate r;
  r.partition_threshold = threshold;
  try {
    const auto t0 = std::chrono::steady_clock::now();
    PlanOptions po;
    po.partition = Partition::at_threshold;
    po.partition_threshold = threshold;
    po.dependent_launch = options.dependent_launch;
    const auto calibration = detail::plan_calibration(ctx, po);
    auto pick = detail::pick_partition<V, I>(backend, detail::split_rows_by_length(a.view(), threshold), po,
                                             calibration ? &*calibration : nullptr);
    const auto ex = detail::make_partitioned_executor(backend, pick, po);
    r.setup_ms = detail::ms_since(t0);
    r.instance = ex->short_rows().instance;
    r.params = to_string(ex->short_rows().kept.params);
    r.long_instance = ex->long_rows().instance;
    r.long_params = to_string(ex->long_rows().kept.params);
    r.product_ms = ex->time_product_ms();
  } catch (const Error& e) {
    r.error = e.what();
  }
  return r;
}

}  // namespace

template <SupportedValue V, SupportedIndex I>
TuneReport tune(const Context& ctx, const Matrix<V, I>& a, const TuneOptions& options) {
  const auto t0 = std::chrono::steady_clock::now();
  const auto backend = detail::backend_for<V, I>(ctx);
  const Features features = compute_features(a.view());
  const auto candidates = detail::tuning_candidates<V, I>(*backend, a.csr(), features);
  TuneReport report;
  bool any = false;
  // The first candidate always runs: a tune that times nothing has nothing to store.
  const auto left_out = [&] {
    const bool over_budget = !report.timed.empty() && detail::ms_since(t0) > options.budget_seconds * 1e3;
    const bool over_count = options.max_candidates > 0 && report.timed.size() >= static_cast<std::size_t>(options.max_candidates);
    if (over_budget || over_count) ++report.untimed;
    return over_budget || over_count;
  };
  const auto keep = [&](TunedCandidate r) {
    if (r.error.empty()) {
      if (!any || r.product_ms < report.timed[report.winner].product_ms) report.winner = report.timed.size();
      any = true;
    }
    report.timed.push_back(std::move(r));
  };
  for (const auto& c : candidates) {
    if (left_out()) continue;
    TunedCandidate r;
    r.instance = c.instance;
    r.params = to_string(c.params);
    try {
      // Its own plan, as plan() would build it for this choice, timed by describe().
      PlanOptions po;
      po.variant = c.instance;
      po.format_params = c.params;
      po.use_plan_cache = false;
      po.use_tuning_db = false;
      po.dependent_launch = options.dependent_launch;
      const auto p = plan(ctx, a, po);
      const auto& d = p.describe();
      r.product_ms = d.product_ms;
      r.setup_ms = d.setup.total_ms();
    } catch (const Error& e) {  // NotApplicable too: a conversion that does not fit this matrix
      r.error = e.what();
    }
    keep(std::move(r));
  }
  // Row splits, on matrices whose row lengths are skewed: at each threshold
  // a timed plan would price, the parts selected as plan() selects them.
  for (const std::int64_t threshold : detail::partition_thresholds(a.view(), features)) {
    if (left_out()) continue;
    keep(time_split(ctx, *backend, a, threshold, options));
  }
  report.seconds = detail::ms_since(t0) / 1e3;
  if (!any) throw Error("tune: no candidate ran on this matrix (" + std::to_string(report.timed.size()) + " tried)");
  if (options.store) {
    const auto& w = report.timed[report.winner];
    double runner_up = 0.0;
    for (std::size_t i = 0; i < report.timed.size(); ++i)
      if (i != report.winner && report.timed[i].error.empty() && (runner_up == 0.0 || report.timed[i].product_ms < runner_up))
        runner_up = report.timed[i].product_ms;
    int ran = 0;
    for (const auto& t : report.timed) ran += t.error.empty() ? 1 : 0;
    RowSplitRecord split;
    if (w.partition_threshold >= 0) split = {w.partition_threshold, w.long_instance, parse_params(w.long_params)};
    const TuningRecord record{w.instance, parse_params(w.params), w.product_ms, runner_up, ran, detail::utc_now(), split};
    PlanOptions po;
    po.dependent_launch = options.dependent_launch;
    const CacheKey key = TuningDatabase::key(ctx.device_key(), a.fingerprint(), detail::spmv_op_name(ctx, po, false),
                                             type_tag<V>(), type_tag<I>());
    report.stored = ctx.tuning_db().store(key, record);
  }
  return report;
}

#define SPGEN_INSTANTIATE(V, I) template TuneReport tune<V, I>(const Context&, const Matrix<V, I>&, const TuneOptions&);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen
