#include "spgen/plan/tune.hpp"

#include <chrono>
#include <cstdio>
#include <ctime>

#include "backends/backend.hpp"
#include "core/elapsed.hpp"
#include "plan/features.hpp"
#include "plan/op_name.hpp"
#include "plan/select.hpp"
#include "spgen/core/error.hpp"

namespace spgen {


std::string detail::describe_tuning(const TuningRecord& r) {
  char buf[96];
  std::snprintf(buf, sizeof buf, ", %.4g ms, fastest of %d", r.product_ms, r.candidates);
  const std::string params = to_string(r.params);
  return r.instance + (params.empty() ? "" : " " + params) + buf + " (spgen tune " + r.tuned + ")";
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
    s += buf + c.instance + (c.params.empty() ? "" : " " + c.params) +
         (c.error.empty() ? "" : "  (" + c.error + ")") + "\n";
  }
  std::snprintf(buf, sizeof buf, "%zu timed in %.1f s, %zu left untimed by the budget; ", timed.size(), seconds,
                untimed);
  return s + buf + (stored ? "winner stored in the tuning database\n" : "winner not stored\n");
}

template <SupportedValue V, SupportedIndex I>
TuneReport tune(const Context& ctx, const Matrix<V, I>& a, const TuneOptions& options) {
  const auto t0 = std::chrono::steady_clock::now();
  const auto backend = detail::backend_for<V, I>(ctx);
  const auto candidates = detail::tuning_candidates<V, I>(*backend, a.csr(), compute_features(a.view()));
  TuneReport report;
  bool any = false;
  for (const auto& c : candidates) {
    // The first candidate always runs: a tune that times nothing has nothing to store.
    const bool over_budget = !report.timed.empty() && detail::ms_since(t0) > options.budget_seconds * 1e3;
    const bool over_count = options.max_candidates > 0 && report.timed.size() >= static_cast<std::size_t>(options.max_candidates);
    if (over_budget || over_count) {
      ++report.untimed;
      continue;
    }
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
      if (!any || r.product_ms < report.timed[report.winner].product_ms) report.winner = report.timed.size();
      any = true;
    } catch (const Error& e) {  // NotApplicable too: a conversion that does not fit this matrix
      r.error = e.what();
    }
    report.timed.push_back(std::move(r));
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
    const TuningRecord record{w.instance, parse_params(w.params), w.product_ms, runner_up, ran, detail::utc_now()};
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
