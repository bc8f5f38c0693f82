#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <functional>
#include <mutex>
#include <numeric>
#include <optional>
#include <string_view>

#include "backends/backend.hpp"
#include "core/elapsed.hpp"
#include "core/setup_trace.hpp"
#include "plan/basis.hpp"
#include "plan/features.hpp"
#include "plan/op_name.hpp"
#include "plan/partition.hpp"
#include "plan/partitioned_executor.hpp"
#include "plan/plan_input.hpp"
#include "plan/predict.hpp"
#include "plan/select.hpp"
#include "spgen/core/error.hpp"
#include "spgen/plan/model.hpp"
#include "spgen/plan/plan.hpp"
#include "spgen/plan/tune.hpp"
#include "spgen/session/plan_cache.hpp"
#include "spgen/session/tuning_db.hpp"

namespace spgen {

namespace detail {

template <SupportedValue V, SupportedIndex I>
struct SpmvPlanState {
  explicit SpmvPlanState(Context c) : ctx(std::move(c)) {}
  Context ctx;
  I nrows = 0, ncols = 0;
  std::unique_ptr<SpmvExecutor<V, I>> ex;
  PlanDescription desc;
  std::mutex describe_mutex;
  bool timed = false;
};

template <SupportedValue V, SupportedIndex I>
struct PermutedSpmvPlanState {
  std::shared_ptr<SpmvPlanState<V, I>> plan;  // of B = P·A·Pᵀ
  std::vector<I> order;                       // P: order[p] = the caller's row at position p
  std::shared_ptr<const PlanBasis> basis;
};

}  // namespace detail

namespace {

using detail::ms_since;

using detail::PlanInput;

// Selects (or finds in the plan cache), converts and prepares. own_basis:
// among the formats that hold their own basis, and the executor multiplies
// P·A·Pᵀ, P coming back in *order. A device matrix's host copy is
// downloaded only by a step that reads it (the rule, a split, a host
// conversion): a plan-cache hit of a format converted on the device reads
// none.
template <SupportedValue V, SupportedIndex I>
std::shared_ptr<detail::SpmvPlanState<V, I>> build_plan(const Context& ctx, const PlanInput<V, I>& a,
                                                        const PlanOptions& options, bool own_basis,
                                                        std::vector<I>* order) {
  const auto plan_start = std::chrono::steady_clock::now();
  detail::setup_trace("plan: begin");
  auto state = std::make_shared<detail::SpmvPlanState<V, I>>(ctx);
  state->nrows = a.nrows();
  state->ncols = a.ncols();
  const std::function<const Csr<V, I>&()> host_csr = [&a]() -> const Csr<V, I>& { return a.csr(); };
  PlanDescription& d = state->desc;
  d.device = ctx.description();

  auto t0 = std::chrono::steady_clock::now();
  const std::uint64_t fingerprint = a.fingerprint();
  d.setup.features_ms = ms_since(t0);
  detail::setup_trace("fingerprint");

  detail::check_partition_options(options, own_basis);
  const bool forced_split = options.partition == Partition::at_threshold;
  const bool use_cache = options.use_plan_cache && ctx.options().plan_cache;
  const auto backend = detail::backend_for<V, I>(ctx);
  const std::string op = detail::spmv_op_name(ctx, options, own_basis);
  if (!std::isfinite(options.expected_products) || options.expected_products < 0)
    throw Error("plan: PlanOptions::expected_products must be a finite number >= 0, got " +
                std::to_string(options.expected_products));
  // Choices made for another expected product count may differ (a timed
  // pick weighs conversion against it): a count other than the default is
  // part of the key.
  char amortised[48] = "";
  if (options.expected_products != PlanOptions{}.expected_products)
    std::snprintf(amortised, sizeof amortised, " expected_products=%.17g", options.expected_products);
  const std::string forced = (forced_split ? " partition>" + std::to_string(options.partition_threshold)
                              : options.partition == Partition::never ? " partition=never"
                                                                      : "") +
                             std::string(amortised);
  const CacheKey key = PlanCache::key(ctx.device_key(), fingerprint, op, type_tag<V>(), type_tag<I>(),
                                      options.variant, to_string(options.format_params) + forced);
  std::optional<detail::Choice> choice;
  std::optional<detail::PartitionPick<V, I>> split;  // a row-partitioned choice (plan/partition.hpp)
  double split_ms = 0.0;                              // splitting the rows after selection
  std::string split_note;                             // what partitions the model priced
  std::optional<detail::PartitionPick<V, I>> proposed_split;  // the model's, taken if timed faster
  double cached_prediction = 0.0;  // a plan-cache record's model prediction
  // What `spgen tune` measured comes first, unless the caller chose.
  const bool use_tuning = options.use_tuning_db && ctx.options().tuning_db && options.variant.empty() &&
                          options.format_params.empty() && !own_basis && !forced_split;
  d.tuning = use_tuning ? "miss" : "off";
  if (use_tuning) {
    t0 = std::chrono::steady_clock::now();
    const CacheKey tuned_key = TuningDatabase::key(ctx.device_key(), fingerprint, op, type_tag<V>(), type_tag<I>());
    if (auto rec = ctx.tuning_db().find(tuned_key)) {
      const std::string measured = detail::describe_tuning(*rec);
      try {
        if (rec->split.split()) {
          const auto t_split = std::chrono::steady_clock::now();
          split = detail::resolve_partition<V, I>(*backend, a.view(), rec->instance, rec->params,
                                                  "tuned: " + measured, rec->split);
          split_ms = ms_since(t_split);  // the copy into parts is conversion
          choice = split->short_rows;
        } else {
          choice = detail::resolve_choice<V, I>(*backend, host_csr, rec->instance, rec->params, "tuned: " + measured);
        }
        d.tuning = "hit (" + measured + ")";
      } catch (const Error& e) {  // an instance this build lacks, or out of its domain now
        d.tuning = "ignored (" + std::string(e.what()) + ")";
        split.reset();
        split_ms = 0.0;
      }
    }
    d.setup.selection_ms += ms_since(t0) - split_ms;
    if (detail::setup_trace_enabled()) detail::setup_trace("tuning database: " + d.tuning);
  }
  const bool tuned = choice.has_value();
  d.plan_cache = use_cache && !tuned ? "miss" : "off";
  if (use_cache && !tuned) {
    t0 = std::chrono::steady_clock::now();
    PlanCache::Hit hit = PlanCache::Hit::miss;
    if (auto rec = ctx.plan_cache().find(key, &hit)) {
      try {
        // Checked like an override: a record naming an instance this build
        // lacks, or a parameter outside its format's domain (or, for an own
        // basis, a format without one), is reselected (and overwritten).
        if (rec->split.split()) {
          if (own_basis) throw Error("a partition in an own-basis record");
          const auto t_split = std::chrono::steady_clock::now();
          split = detail::resolve_partition<V, I>(*backend, a.view(), rec->instance, rec->params, rec->reason,
                                                  rec->split);
          split_ms = ms_since(t_split);  // the copy into parts is conversion
          choice = split->short_rows;
        } else {
          choice = detail::resolve_choice<V, I>(*backend, host_csr, rec->instance, rec->params, rec->reason);
        }
        if (own_basis) (void)detail::basis_format<V, I>(choice->candidates.front());
        cached_prediction = rec->predicted_ms;
        d.plan_cache_hit = true;
        d.plan_cache = hit == PlanCache::Hit::memory ? "hit (memory)" : "hit (disk)";
      } catch (const Error&) {
        choice.reset();
        split.reset();
      }
    }
    d.setup.selection_ms += ms_since(t0) - split_ms;  // the lookup only, on a hit (a split counts as conversion)
    if (detail::setup_trace_enabled()) detail::setup_trace("plan cache: " + d.plan_cache);
  }
  if (!choice) {
    t0 = std::chrono::steady_clock::now();
    // A device matrix is read where it is, unless the step needs the host
    // matrix anyway: a forced split, an own basis.
    const detail::RuleInput<V, I> rule = detail::rule_input(a, /*column_gaps=*/false, !forced_split && !own_basis);
    const Features& f = rule.features;
    d.setup.features_ms += ms_since(t0);
    detail::setup_trace(rule.device ? "features (on the device)" : "features");
    t0 = std::chrono::steady_clock::now();
    const auto calibration = detail::plan_calibration(ctx, options);
    const ActiveCalibration* cal = calibration ? &*calibration : nullptr;
    detail::setup_trace("calibration");
    if (forced_split) {
      split = detail::pick_partition<V, I>(*backend, detail::split_rows_by_length(a.view(), options.partition_threshold),
                                           options, cal);
      choice = split->short_rows;
    } else if (!options.variant.empty()) {
      // Formats' defaults read the row pointers alone (Format::default_params):
      // a device matrix's copied ones serve.
      choice = detail::override_choice<V, I>(*backend, [&rule]() -> const Csr<V, I>& { return rule.matrix(); }, options,
                                             own_basis);
    } else {
      choice = detail::select_spmv<V, I>(*backend, rule.matrix, f, options, own_basis, cal, rule.device);
      const double single_ms = choice->candidates.front().predicted_ms;
      // Pricing builds each split (a copy of the matrix and a selection per
      // part: 0.2-1 s on a 16-65M-nonzero graph), and a priced split is
      // taken only once timed faster, so plans price only when asked to time.
      if (cal && single_ms > 0 && options.partition == Partition::automatic && options.timed_candidates >= 2 &&
          !own_basis && options.variant.empty())
        proposed_split = detail::price_partitions<V, I>(*backend, a.view(), f, options, *cal, single_ms, split_note);
    }
    d.setup.selection_ms += ms_since(t0);
    detail::setup_trace("selection");
  }
  const bool store_choice = use_cache && !d.plan_cache_hit && !tuned;

  double basis_ms = 0.0;
  std::optional<PlanInput<V, I>> basis_matrix;  // P·A·Pᵀ, what an own-basis executor multiplies
  if (own_basis) {
    t0 = std::chrono::steady_clock::now();
    const auto& candidate = choice->candidates.front();
    const auto& format = detail::basis_format<V, I>(candidate);
    *order = format.basis_order(a.csr(), candidate.params);
    basis_matrix.emplace(std::make_shared<const Csr<V, I>>(detail::permute_symmetric<V, I>(a.view(), *order)));
    basis_ms = ms_since(t0);
    d.basis = "own (P·A·Pᵀ, rows in " + std::string(format.name()) + "'s order)";
  }

  const detail::PartitionedExecutor<V, I>* parts = nullptr;
  if (split) {
    auto ex = detail::make_partitioned_executor(*backend, *split, options);
    parts = ex.get();
    ex->conversion_ms += split_ms;
    state->ex = std::move(ex);
  } else {
    state->ex = backend->make(basis_matrix ? *basis_matrix : a, *choice, options);
  }
  detail::setup_trace("executor made");
  if (proposed_split) {
    // Both executors on the matrix, timed as describe() times a product; a
    // conversion that loses counts as selection, as timed candidates do.
    t0 = std::chrono::steady_clock::now();
    auto alt = detail::make_partitioned_executor(*backend, *proposed_split, options);
    const double whole_ms = state->ex->time_product_ms();
    const double split_measured_ms = alt->time_product_ms();
    double timing_ms = ms_since(t0);
    char buf[128];
    std::snprintf(buf, sizeof buf, "; timed: the whole %.4g ms, split %.4g ms", whole_ms, split_measured_ms);
    split_note += buf;
    if (split_measured_ms < whole_ms) {
      const auto& whole = *state->ex;
      timing_ms += whole.conversion_ms + whole.jit_ms + whole.tuning_ms - alt->conversion_ms - alt->jit_ms;
      parts = alt.get();
      state->ex = std::move(alt);
      split = std::move(proposed_split);
    } else {
      split_note += ", kept whole";
    }
    d.setup.selection_ms += timing_ms;
  }
  const auto& ex = *state->ex;
  d.backend = ex.backend;
  d.format = ex.format;
  d.params = ex.params;
  d.instance = ex.instance;
  d.kernel_source = ex.kernel_source;
  d.launch = ex.launch_mode;
  d.stored_bytes = ex.stored_bytes;
  d.bytes_per_nnz = a.nnz() > 0 ? static_cast<double>(ex.stored_bytes) / static_cast<double>(a.nnz()) : 0.0;
  d.values = ex.values;
  d.beta = ex.occupancy;
  d.sm_occupancy = ex.sm_occupancy;
  d.registers = ex.registers;
  d.setup.conversion_ms = ex.conversion_ms + basis_ms;
  d.setup.jit_ms = ex.jit_ms;
  // Timing the choice's alternatives is part of selecting.
  d.setup.selection_ms += ex.tuning_ms;
  d.selection = choice->reason + ex.tuning_note;
  d.predicted_ms = ex.kept.predicted_ms > 0 ? ex.kept.predicted_ms : cached_prediction;
  if (split && !d.plan_cache_hit && !tuned) {  // a record's split keeps its reason
    d.selection = (split_note.empty() ? std::string("partition at PlanOptions::partition_threshold")
                                      : "model: " + split_note) +
                  "; long rows: " + split->long_rows.reason + "; the rest: " + split->short_rows.reason + ex.tuning_note;
    d.predicted_ms = split->predicted_ms;
  }
  if (!split_note.empty() && !split) d.selection += "; " + split_note;
  d.product_bytes = static_cast<double>(ex.stored_bytes) + static_cast<double>(a.nrows() + a.ncols()) * sizeof(V);
  if (d.predicted_ms > 0) d.predicted_gbs = d.product_bytes / d.predicted_ms / 1e6;
  // Stored once the executor has settled on its candidate (it may have timed
  // several), so a later plan runs that one without timing again.
  if (store_choice) {
    PlanRecord rec;
    rec.instance = ex.instance;
    rec.params = ex.kept.params;
    rec.reason = d.selection;
    rec.predicted_ms = d.predicted_ms;
    if (parts) {
      rec.instance = parts->short_rows().instance;
      rec.split = {split->rows.threshold, parts->long_rows().instance, parts->long_rows().kept.params};
    }
    ctx.plan_cache().store(key, rec);
    detail::setup_trace("plan-cache record stored");
  }
  d.selection += a.download_note();  // this plan's, not the record's
  d.setup.other_ms = std::max(0.0, ms_since(plan_start) - d.setup.total_ms());  // the steps' gaps
  detail::setup_trace("plan: end");
  if (detail::setup_trace_enabled()) detail::setup_trace_print("plan " + d.instance);
  return state;
}

template <SupportedValue V, SupportedIndex I>
const PlanDescription& describe_plan(detail::SpmvPlanState<V, I>& state) {
  std::lock_guard lock(state.describe_mutex);
  if (!state.timed) {
    state.timed = true;
    auto& d = state.desc;
    d.product_ms = state.ex->time_product_ms();
    d.setup_products = d.product_ms > 0 ? d.setup.total_ms() / d.product_ms : 0.0;
    d.achieved_gbs = d.product_ms > 0 ? d.product_bytes / d.product_ms / 1e6 : 0.0;
  }
  return state.desc;
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
  if (!tuning.empty() && tuning != "off") s += "tuning:        " + tuning + "\n";
  if (basis != "caller") s += "basis:         " + basis + "\n";
  std::snprintf(buf, sizeof buf, "stored:        %.3f MB (%.2f bytes per nonzero), beta %.3f\n",
                static_cast<double>(stored_bytes) / 1e6, bytes_per_nnz, beta);
  s += buf;
  if (values != "stored") s += "values:        " + values + "\n";
  if (sm_occupancy > 0) {
    std::snprintf(buf, sizeof buf, "occupancy:     %.0f%% of an SM's threads (%d registers a thread)\n",
                  100.0 * sm_occupancy, registers);
    s += buf;
  }
  std::snprintf(buf, sizeof buf,
                "setup:         %.3f ms (features %.3f, selection %.3f, conversion %.3f, jit %.3f, "
                "other %.3f)\n",
                setup.total_ms(), setup.features_ms, setup.selection_ms, setup.conversion_ms,
                setup.jit_ms, setup.other_ms);
  s += buf;
  if (product_ms > 0) {
    std::snprintf(buf, sizeof buf, "product:       %.4f ms (%.1f GB/s); setup = %.1f products\n", product_ms,
                  achieved_gbs, setup_products);
    s += buf;
  }
  if (predicted_ms > 0) {
    std::snprintf(buf, sizeof buf, "predicted:     %.4f ms (%.1f GB/s)", predicted_ms, predicted_gbs);
    s += buf;
    if (product_ms > 0) {
      std::snprintf(buf, sizeof buf, ", %+.0f%% of the measured time", 100.0 * (predicted_ms / product_ms - 1.0));
      s += buf;
    }
    s += "\n";
  }
  return s;
}

template <SupportedValue V, SupportedIndex I>
SpmvPlan<V, I> plan(const Context& ctx, const Matrix<V, I>& a, const PlanOptions& options) {
  if (options.reorder != Reorder::format)
    throw Error("plan: PlanOptions::reorder renumbers the matrix's rows and columns, so the plan works in its own "
                "basis: use plan_in_own_basis() (plan() keeps the caller's order)");
  SpmvPlan<V, I> p;
  p.state_ = build_plan(ctx, PlanInput<V, I>(a), options, false, static_cast<std::vector<I>*>(nullptr));
  return p;
}

template <SupportedValue V, SupportedIndex I>
SpmvPlan<V, I> plan(const Context& ctx, const DeviceMatrix<V, I>& a, const PlanOptions& options) {
  if (!ctx.is_cuda() || ctx.cuda_device() != a.device())
    throw Error("plan: the matrix is in the memory of CUDA device " + std::to_string(a.device()) +
                "; the context runs on " + (ctx.is_cuda() ? "CUDA device " + std::to_string(ctx.cuda_device()) : "the CPU"));
  if (options.reorder != Reorder::format)
    throw Error("plan: PlanOptions::reorder renumbers the matrix's rows and columns, so the plan works in its own "
                "basis: use plan_in_own_basis() (plan() keeps the caller's order)");
  SpmvPlan<V, I> p;
  p.state_ = build_plan(ctx, PlanInput<V, I>(a), options, false, static_cast<std::vector<I>*>(nullptr));
  return p;
}

template <SupportedValue V, SupportedIndex I>
void SpmvPlan<V, I>::apply(V alpha, const V* x, V beta, V* y, void* stream) const {
  state_->ex->apply(alpha, x, beta, y, stream);
}

template <SupportedValue V, SupportedIndex I>
void SpmvPlan<V, I>::apply(V alpha, std::span<const V> x, V beta, std::span<V> y) const {
  if (x.size() != static_cast<std::size_t>(state_->ncols) || y.size() != static_cast<std::size_t>(state_->nrows))
    throw Error("apply: x has " + std::to_string(x.size()) + " entries (want " + std::to_string(state_->ncols) +
                "), y has " + std::to_string(y.size()) + " (want " + std::to_string(state_->nrows) + ")");
  apply(alpha, x.data(), beta, y.data(), nullptr);
}

template <SupportedValue V, SupportedIndex I>
const PlanDescription& SpmvPlan<V, I>::describe() const {
  return describe_plan(*state_);
}

template <SupportedValue V, SupportedIndex I>
I SpmvPlan<V, I>::nrows() const {
  return state_->nrows;
}
template <SupportedValue V, SupportedIndex I>
I SpmvPlan<V, I>::ncols() const {
  return state_->ncols;
}

template <SupportedValue V, SupportedIndex I>
PermutedSpmvPlan<V, I> plan_in_own_basis(const Context& ctx, const Matrix<V, I>& a, const PlanOptions& options) {
  if (a.nrows() != a.ncols())
    throw Error("plan_in_own_basis: the matrix is " + std::to_string(a.nrows()) + " x " + std::to_string(a.ncols()) +
                "; an own basis renumbers rows and columns alike (P·A·Pᵀ), so it needs a square matrix (plan() "
                "keeps the caller's order for any shape)");
  auto state = std::make_shared<detail::PermutedSpmvPlanState<V, I>>();
  // Reorder::automatic settles first on renumbering by degree or on the
  // caller's order (the identity basis); the others say which basis outright.
  enum class Basis { caller, by_degree, format };
  Basis basis = options.reorder == Reorder::by_degree ? Basis::by_degree : Basis::format;
  std::string automatic_why;  // Reorder::automatic: the choice and its reason
  double choice_ms = 0.0;
  if (options.reorder == Reorder::automatic) {
    const auto t0 = std::chrono::steady_clock::now();
    const auto c = detail::choose_degree_order(a.view(), ctx.is_cuda(), options.expected_products);
    choice_ms = ms_since(t0);
    automatic_why = "Reorder::automatic: " + c.why;
    basis = c.renumber ? Basis::by_degree : Basis::caller;
  }
  // The caller's order and P·A·Pᵀ are matrices like any other: plan()
  // selects among every format.
  PlanOptions any_format = options;
  any_format.reorder = Reorder::format;
  if (basis == Basis::caller) {
    state->order.resize(static_cast<std::size_t>(a.nrows()));
    std::iota(state->order.begin(), state->order.end(), I(0));
    state->plan = build_plan(ctx, PlanInput<V, I>(a), any_format, false, static_cast<std::vector<I>*>(nullptr));
    state->plan->desc.setup.selection_ms += choice_ms;
    state->plan->desc.basis = "own, the caller's order (" + automatic_why + ")";
  } else if (basis == Basis::by_degree) {
    const auto t0 = std::chrono::steady_clock::now();
    state->order = detail::degree_order(a.view());
    const auto b = Matrix<V, I>::from_csr(detail::permute_symmetric<V, I>(a.view(), state->order));
    const double reorder_ms = ms_since(t0);
    state->plan = build_plan(ctx, PlanInput<V, I>(b), any_format, false, static_cast<std::vector<I>*>(nullptr));
    auto& d = state->plan->desc;
    d.setup.conversion_ms += reorder_ms;
    d.setup.selection_ms += choice_ms;
    char buf[160];
    std::snprintf(buf, sizeof buf, "own (P·A·Pᵀ, rows by length, longest first; forming it took %.3f ms, in conversion",
                  reorder_ms);
    d.basis = buf + (automatic_why.empty() ? ")" : "; " + automatic_why + ")");
  } else {
    state->plan = build_plan(ctx, PlanInput<V, I>(a), options, true, &state->order);
  }
  state->basis = std::make_shared<const detail::PlanBasis>(detail::PlanBasis{
      static_cast<std::int64_t>(state->order.size()), detail::permutation_hash<I>(state->order)});
  PermutedSpmvPlan<V, I> p;
  p.state_ = std::move(state);
  return p;
}

template <SupportedValue V, SupportedIndex I>
void PermutedSpmvPlan<V, I>::check_basis(const char* what, const PlanBasisVector<V>& v) const {
  const auto& mine = *state_->basis;
  if (!v.basis_)
    throw Error(std::string(what) + " is in no plan basis (an empty PlanBasisVector): make it with this plan's "
                "to_plan_basis() or plan_basis_vector()");
  if (v.basis_ != state_->basis && (v.basis_->size != mine.size || v.basis_->hash != mine.hash)) {
    char ids[160];
    std::snprintf(ids, sizeof ids, "a permutation of %lld rows, hash %016llx; this plan's: %lld rows, hash %016llx",
                  static_cast<long long>(v.basis_->size), static_cast<unsigned long long>(v.basis_->hash),
                  static_cast<long long>(mine.size), static_cast<unsigned long long>(mine.hash));
    throw Error(std::string(what) + " is in another plan's basis (" + ids +
                "): bring it back with that plan's from_plan_basis() and in with this plan's to_plan_basis()");
  }
  if (v.values_.size() != static_cast<std::size_t>(mine.size))  // cannot happen through the API
    throw Error(std::string(what) + " has " + std::to_string(v.values_.size()) + " entries, the basis " +
                std::to_string(mine.size));
}

template <SupportedValue V, SupportedIndex I>
void PermutedSpmvPlan<V, I>::to_plan_basis(std::span<const V> x, PlanBasisVector<V>& out) const {
  const auto& order = state_->order;
  if (x.size() != order.size())
    throw Error("to_plan_basis: the vector has " + std::to_string(x.size()) + " entries, the matrix " +
                std::to_string(order.size()) + " rows");
  // Through a temporary: x may be out's own values.
  std::vector<V> values(order.size());
  for (std::size_t p = 0; p < order.size(); ++p) values[p] = x[static_cast<std::size_t>(order[p])];
  out.values_ = std::move(values);
  out.basis_ = state_->basis;
}

template <SupportedValue V, SupportedIndex I>
PlanBasisVector<V> PermutedSpmvPlan<V, I>::to_plan_basis(std::span<const V> x) const {
  PlanBasisVector<V> out;
  to_plan_basis(x, out);
  return out;
}

template <SupportedValue V, SupportedIndex I>
void PermutedSpmvPlan<V, I>::from_plan_basis(const PlanBasisVector<V>& v, std::span<V> out) const {
  check_basis("from_plan_basis: the vector", v);
  const auto& order = state_->order;
  if (out.size() != order.size())
    throw Error("from_plan_basis: the output has " + std::to_string(out.size()) + " entries, the matrix " +
                std::to_string(order.size()) + " rows");
  if (out.data() == v.values_.data() && !out.empty())
    throw Error("from_plan_basis: the output is the plan-basis vector's own storage");
  for (std::size_t p = 0; p < order.size(); ++p) out[static_cast<std::size_t>(order[p])] = v.values_[p];
}

template <SupportedValue V, SupportedIndex I>
std::vector<V> PermutedSpmvPlan<V, I>::from_plan_basis(const PlanBasisVector<V>& v) const {
  std::vector<V> out(state_->order.size());
  from_plan_basis(v, std::span<V>(out));
  return out;
}

template <SupportedValue V, SupportedIndex I>
PlanBasisVector<V> PermutedSpmvPlan<V, I>::plan_basis_vector() const {
  PlanBasisVector<V> out;
  out.values_.assign(state_->order.size(), V(0));
  out.basis_ = state_->basis;
  return out;
}

template <SupportedValue V, SupportedIndex I>
void PermutedSpmvPlan<V, I>::apply_in_plan_basis(V alpha, const PlanBasisVector<V>& x, V beta,
                                                 PlanBasisVector<V>& y) const {
  check_basis("apply_in_plan_basis: x", x);
  check_basis("apply_in_plan_basis: y", y);
  if (&x == &y) throw Error("apply_in_plan_basis: x and y are the same vector (y = A*x cannot overwrite x)");
  state_->plan->ex->apply(alpha, x.values_.data(), beta, y.values_.data(), nullptr);
}

template <SupportedValue V, SupportedIndex I>
void PermutedSpmvPlan<V, I>::apply_in_plan_basis_unchecked(V alpha, const V* x, V beta, V* y, void* stream) const {
  state_->plan->ex->apply(alpha, x, beta, y, stream);
}

template <SupportedValue V, SupportedIndex I>
std::span<const I> PermutedSpmvPlan<V, I>::permutation() const {
  return state_->order;
}

template <SupportedValue V, SupportedIndex I>
const PlanDescription& PermutedSpmvPlan<V, I>::describe() const {
  return describe_plan(*state_->plan);
}

template <SupportedValue V, SupportedIndex I>
I PermutedSpmvPlan<V, I>::nrows() const {
  return static_cast<I>(state_->order.size());
}

#define SPGEN_INSTANTIATE(V, I)                                                   \
  template class SpmvPlan<V, I>;                                                  \
  template SpmvPlan<V, I> plan<V, I>(const Context&, const Matrix<V, I>&, const PlanOptions&); \
  template SpmvPlan<V, I> plan<V, I>(const Context&, const DeviceMatrix<V, I>&, const PlanOptions&); \
  template class PermutedSpmvPlan<V, I>;                                          \
  template PermutedSpmvPlan<V, I> plan_in_own_basis<V, I>(const Context&, const Matrix<V, I>&, const PlanOptions&);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen
