// SpMM plans (spmm_plan.hpp): selection among the formats that declare SpMM,
// the executor from the context's backend, and the checks of every operand
// before a product.
#include "spgen/plan/spmm_plan.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <limits>
#include <mutex>
#include <tuple>
#include <vector>

#include "backends/spmm_backend.hpp"
#include "plan/features.hpp"
#include "plan/plan_input.hpp"
#include "spgen/session/plan_cache.hpp"
#include "spgen/core/error.hpp"
#include "core/elapsed.hpp"

namespace spgen {

const char* to_string(SpmmOp op) { return op == SpmmOp::none ? "none" : "transpose"; }
const char* to_string(Layout layout) { return layout == Layout::row_major ? "row-major" : "column-major"; }

namespace detail {

template <SupportedValue V, SupportedIndex I>
struct SpmmPlanState {
  explicit SpmmPlanState(Context c) : ctx(std::move(c)) {}
  Context ctx;
  I nrows = 0, ncols = 0;
  SpmmOp op = SpmmOp::none;
  std::int64_t k = 0;
  std::unique_ptr<SpmmExecutor<V, I>> ex;
  PlanDescription desc;
  std::mutex describe_mutex;
  bool timed = false;
  std::vector<V> x_rows, y_rows;  // column-major operands, as row-major
};

struct SpmmPlanAccess {
  template <SupportedValue V, SupportedIndex I>
  static SpmmPlan<V, I> make(std::shared_ptr<SpmmPlanState<V, I>> state) {
    SpmmPlan<V, I> p;
    p.state_ = std::move(state);
    return p;
  }
};

}  // namespace detail

namespace {

constexpr std::int64_t kMaxK = 4096;
using detail::PlanInput;

using detail::ms_since;

// The instances' operation: A·X (spmm) or Aᵀ·X (spmm_t).
Op kernel_op(SpmmOp op) { return op == SpmmOp::transpose ? Op::spmm_t : Op::spmm; }

bool declares(const formats::Capabilities& c, Op op) { return std::find(c.ops.begin(), c.ops.end(), op) != c.ops.end(); }

// The plan's k for a format whose conversion depends on it (it declares "k"):
// always the plan's, since its workspaces must hold every k' <= k a product takes.
template <typename V, typename I>
void pass_k(const formats::Format<V, I>& format, formats::ParamMap& params, std::int64_t k) {
  for (const auto& p : format.conversion_params())
    if (p.name == "k") params["k"] = k;
}

// The generated instances this context runs (none: only a built-in path).
std::optional<Backend> kernel_backend(const Context& ctx) {
  if (ctx.is_cuda()) return Backend::cuda;
  if (ctx.cpu_path() == CpuPath::avx512) return Backend::avx512;
  return std::nullopt;
}

// options.plan.variant's instance, with its format's conversion parameters:
// the format's rule fills those the options leave out (reading the host
// matrix; a format that takes none, or given all, reads nothing), unless they
// come from a plan-cache record, which holds the parameters the rule chose,
// as the rule's own candidate does.
template <typename V, typename I>
detail::Candidate named_candidate(const Context& ctx, const PlanInput<V, I>& a, const SpmmOptions& o,
                                  bool fill_defaults = true) {
  const std::string& name = o.plan.variant;
  if (name == "portable") {
    if (ctx.is_cuda()) throw Error("plan_spmm: variant 'portable' is the CPU loop; this context is a CUDA device");
    return {};
  }
  const KernelEntry* e = find_kernel(name);
  if (!e) throw Error("plan_spmm: variant: no instance named '" + name + "' in the registry");
  if (e->op != Op::spmm && e->op != Op::spmm_t) throw Error("plan_spmm: variant: " + name + " is not an SpMM instance");
  if (e->op != kernel_op(o.op))
    throw Error("plan_spmm: variant: " + name + " computes " + (e->op == Op::spmm_t ? "Aᵀ·X" : "A·X") +
                "; this plan's op is " + to_string(o.op));
  if (e->value_type != value_type_of<V>() || e->index_type != index_type_of<I>())
    throw Error("plan_spmm: variant: " + name + " is for " + to_string(e->value_type) + to_string(e->index_type) +
                ", the matrix is " + type_tag<V>() + type_tag<I>());
  const auto runs = kernel_backend(ctx);
  if (runs != e->backend)
    throw Error("plan_spmm: variant: " + name + " is a " + to_string(e->backend) + " instance; this context runs " +
                (runs ? std::string(to_string(*runs)) + " instances" : std::string("no generated instances")));
  const auto& format = formats::format_of<V, I>(*e);
  format.check_params(o.plan.format_params, *e);
  const auto& declared = format.conversion_params();
  const bool given_all = std::all_of(declared.begin(), declared.end(), [&](const formats::ConversionParam& p) {
    return o.plan.format_params.contains(std::string(p.name));
  });
  formats::ParamMap params;
  if (fill_defaults && !given_all) {
    // Formats' defaults read the row pointers alone (Format::default_params):
    // a device matrix without a host copy has its row pointers copied, no more.
    params = a.device() && !a.downloaded() ? format.default_params(a.rows_on_host(), *e)
                                           : format.default_params(a.csr(), *e);
  }
  for (const auto& [key, v] : o.plan.format_params) params[key] = v;
  pass_k(format, params, o.k);
  format.check_params(params, *e);
  return {e, std::move(params)};
}

// The rule: the lowest-ranked proposal of the formats that declare SpMM
// (ties: fewer estimated bytes); none, the CPU's portable loop. A device
// matrix whose host copy no step has needed yet is read where it is: its row
// pointers copied, its columns counted by kernels (SelectionInput::device).
template <typename V, typename I>
detail::Candidate rule_candidate(const Context& ctx, const PlanInput<V, I>& in, const SpmmOptions& o,
                                 std::string& reason) {
  const auto runs = kernel_backend(ctx);
  const Op op = kernel_op(o.op);
  // Each format that declares the op, with its instances for it here.
  std::vector<std::pair<const formats::Format<V, I>*, std::vector<const KernelEntry*>>> pools;
  bool column_gaps = false;  // a rule that reads them has instances here
  if (runs)
    for (const auto* format : formats::registered_formats<V, I>()) {
      if (!declares(format->capabilities(), op)) continue;
      std::vector<const KernelEntry*> pool;
      for (const auto& e : kernel_registry())
        if (e.op == op && e.backend == *runs && e.value_type == value_type_of<V>() &&
            e.index_type == index_type_of<I>() && format->name() == e.format)
          pool.push_back(&e);
      column_gaps = column_gaps || (format->capabilities().rule_reads_column_gaps && !pool.empty());
      pools.emplace_back(format, std::move(pool));
    }
  const detail::RuleInput<V, I> rule = detail::rule_input(in, column_gaps);
  const formats::DeviceCsr<V, I>* device = rule.device;
  const Features& f = rule.features;
  const formats::HostMatrix<V, I>& a = rule.matrix;
  std::optional<formats::Proposal> best;
  std::string declined;
  if (runs) {
    for (const auto& [format, pool] : pools) {
      formats::SelectionInput<V, I> si{a, f, *runs, pool};
      si.k = o.k;
      si.deterministic = o.deterministic;
      si.device = device;
      for (auto& p : format->propose_spmm(si)) {
        if (!p.entry) {
          declined += p.reason + "; ";
          continue;
        }
        if (!best || p.rank < best->rank || (p.rank == best->rank && p.bytes < best->bytes)) best = std::move(p);
      }
    }
  }
  const std::string what = op == Op::spmm_t ? "Aᵀ·X" : "SpMM";
  if (!best) {
    if (ctx.is_cuda())
      throw Error("plan_spmm: no CUDA " + what + " instance for " + type_tag<V>() + type_tag<I>() +
                  " in the registry" + (declined.empty() ? "" : " (" + declined.substr(0, declined.size() - 2) + ")"));
    const std::string why = runs ? "no AVX-512 " + what + " instance for " + type_tag<V>() + type_tag<I>()
                                 : std::string("no AVX-512 on this CPU");
    reason = "rule: " + declined +
             (op == Op::spmm_t ? "Aᵀ·X by the deterministic portable scatter (per-thread partials added in thread order; "
                               : "portable CSR SpMM (") +
             why + ")";
    return {};
  }
  const auto& format = formats::format_of<V, I>(*best->entry);
  formats::ParamMap params = best->params;
  for (const auto& p : format.conversion_params())
    if (auto it = o.plan.format_params.find(std::string(p.name)); it != o.plan.format_params.end())
      params[it->first] = it->second;
  pass_k(format, params, o.k);
  format.check_params(params, *best->entry);
  char estimate[64];
  std::snprintf(estimate, sizeof estimate, " (estimated %.3g MB per product)", best->bytes / 1e6);
  reason = "rule: " + declined + best->reason + (best->bytes > 0 ? estimate : "");
  return {best->entry, std::move(params)};
}

// Throws naming the parameter when `d` is not a rows × (1..k) operand.
template <typename T>
void check_operand(const char* name, const Dense<T>& d, std::int64_t rows, std::int64_t k) {
  const std::string what = std::string("SpmmPlan::apply: ") + name;
  if (d.data == nullptr && rows > 0) throw Error(what + ".data is null");
  if (d.rows != rows)
    throw Error(what + ".rows is " + std::to_string(d.rows) + "; op(A) needs " + std::to_string(rows));
  if (d.cols < 1 || d.cols > k)
    throw Error(what + ".cols (k) is " + std::to_string(d.cols) + "; this plan serves 1 to " + std::to_string(k) +
                " columns");
  if (d.layout != Layout::row_major && d.layout != Layout::col_major)
    throw Error(what + ".layout is neither row_major nor col_major");
  const std::int64_t least = d.layout == Layout::row_major ? d.cols : std::max<std::int64_t>(rows, 1);
  if (d.ld != 0 && d.ld < least)
    throw Error(what + ".ld is " + std::to_string(d.ld) + "; a " + to_string(d.layout) + " operand needs ld >= " +
                std::to_string(least));
  if (d.stride() > std::numeric_limits<std::int32_t>::max())
    throw Error(what + ".ld is " + std::to_string(d.stride()) + "; at most 2^31-1");
}

// Column-major `src` (rows × cols, stride ld) into packed row-major `dst`, and back.
template <typename V>
void to_rows(const V* src, std::int64_t rows, std::int64_t cols, std::int64_t ld, std::vector<V>& dst) {
  dst.resize(static_cast<std::size_t>(rows * cols));
  for (std::int64_t j = 0; j < cols; ++j)
    for (std::int64_t i = 0; i < rows; ++i) dst[static_cast<std::size_t>(i * cols + j)] = src[i + j * ld];
}
template <typename V>
void from_rows(const std::vector<V>& src, std::int64_t rows, std::int64_t cols, V* dst, std::int64_t ld) {
  for (std::int64_t j = 0; j < cols; ++j)
    for (std::int64_t i = 0; i < rows; ++i) dst[i + j * ld] = src[static_cast<std::size_t>(i * cols + j)];
}

}  // namespace

namespace {

template <SupportedValue V, SupportedIndex I>
SpmmPlan<V, I> plan_spmm_from(const Context& ctx, const PlanInput<V, I>& a, const SpmmOptions& options) {
  if (options.k < 1 || options.k > kMaxK)
    throw Error("plan_spmm: k is " + std::to_string(options.k) + "; it must be 1 to " + std::to_string(kMaxK));
  if (options.op != SpmmOp::none && options.op != SpmmOp::transpose)
    throw Error("plan_spmm: op is neither SpmmOp::none nor SpmmOp::transpose");
  if (options.plan.partition == Partition::at_threshold)
    throw Error("plan_spmm: SpMM plans keep one format for the whole matrix; PlanOptions::partition "
                "(Partition::at_threshold) splits SpMV plans only");
  const auto plan_start = std::chrono::steady_clock::now();
  auto state = std::make_shared<detail::SpmmPlanState<V, I>>(ctx);
  state->nrows = a.nrows();
  state->ncols = a.ncols();
  state->op = options.op;
  state->k = options.k;
  PlanDescription& d = state->desc;
  d.device = ctx.description();

  auto t0 = std::chrono::steady_clock::now();
  detail::Candidate c;
  if (!options.plan.variant.empty()) {
    d.plan_cache = "off";  // the caller chose
    c = named_candidate(ctx, a, options);
    d.selection = "override: " + options.plan.variant;
  } else {
    // The rule's outcome per (device, structure, op, k, mode, types,
    // parameter overrides), in memory and on disk, as SpMV plans keep theirs.
    const bool use_cache = options.plan.use_plan_cache && ctx.options().plan_cache;
    const std::string op_key = std::string("spmm/") + to_string(options.op) + "/k=" + std::to_string(options.k) +
                               (options.deterministic ? "/deterministic" : "/atomic");
    const CacheKey key = PlanCache::key(ctx.device_key(), a.fingerprint(), op_key, type_tag<V>(), type_tag<I>(), "",
                                        to_string(options.plan.format_params));
    d.plan_cache = use_cache ? "miss" : "off";
    bool hit = false;
    if (use_cache) {
      PlanCache::Hit where = PlanCache::Hit::miss;
      if (auto rec = ctx.plan_cache().find(key, &where)) {
        // Checked like an override: a record naming an instance this build
        // lacks, or parameters outside its domain, is reselected (and overwritten).
        SpmmOptions named = options;
        named.plan.variant = rec->instance;
        named.plan.format_params = rec->params;
        try {
          c = named_candidate(ctx, a, named, /*fill_defaults=*/false);
          d.selection = rec->reason;
          d.plan_cache_hit = hit = true;
          d.plan_cache = where == PlanCache::Hit::memory ? "hit (memory)" : "hit (disk)";
        } catch (const Error&) {
          c = {};
        }
      }
    }
    if (!hit) {
      c = rule_candidate(ctx, a, options, d.selection);
      if (use_cache) {
        PlanRecord rec;
        rec.instance = c.entry ? std::string(c.entry->name) : std::string("portable");
        rec.params = c.params;
        rec.reason = d.selection;
        ctx.plan_cache().store(key, rec);
      }
    }
  }
  d.setup.selection_ms = ms_since(t0);

  state->ex = ctx.is_cuda() ? detail::make_cuda_spmm<V, I>(ctx, a, c, options.op, options.k, options.plan)
                            : detail::make_cpu_spmm<V, I>(ctx, a.shared_csr(), c, options.op, options.k);
  d.selection += a.download_note();  // a DeviceMatrix's host copy, for the rule or a host conversion
  const auto& ex = *state->ex;
  d.backend = ex.backend;
  d.format = ex.format;
  d.params = ex.params + " k=" + std::to_string(options.k) + " op=" + to_string(options.op);
  d.instance = ex.instance;
  d.kernel_source = ex.kernel_source;
  d.stored_bytes = ex.stored_bytes;
  d.bytes_per_nnz = a.nnz() > 0 ? static_cast<double>(ex.stored_bytes) / static_cast<double>(a.nnz()) : 0.0;
  d.beta = ex.occupancy;
  d.sm_occupancy = ex.sm_occupancy;
  d.registers = ex.registers;
  d.setup.conversion_ms = ex.conversion_ms;
  d.setup.jit_ms = ex.jit_ms;
  d.setup.other_ms = std::max(0.0, ms_since(plan_start) - d.setup.total_ms());  // the steps' gaps
  return detail::SpmmPlanAccess::make(std::move(state));
}

}  // namespace

template <SupportedValue V, SupportedIndex I>
SpmmPlan<V, I> plan_spmm(const Context& ctx, const Matrix<V, I>& a, const SpmmOptions& options) {
  return plan_spmm_from(ctx, PlanInput<V, I>(a), options);
}

template <SupportedValue V, SupportedIndex I>
SpmmPlan<V, I> plan_spmm(const Context& ctx, const DeviceMatrix<V, I>& a, const SpmmOptions& options) {
  if (!ctx.is_cuda() || ctx.cuda_device() != a.device())
    throw Error("plan_spmm: the matrix is in the memory of CUDA device " + std::to_string(a.device()) +
                "; the context runs on " + (ctx.is_cuda() ? "CUDA device " + std::to_string(ctx.cuda_device()) : "the CPU"));
  return plan_spmm_from(ctx, PlanInput<V, I>(a), options);
}

template <SupportedValue V, SupportedIndex I>
void SpmmPlan<V, I>::apply(V alpha, Dense<const V> x, V beta, Dense<V> y, void* stream) const {
  auto& s = *state_;
  const bool t = s.op == SpmmOp::transpose;
  const std::int64_t xrows = t ? s.nrows : s.ncols;
  const std::int64_t yrows = t ? s.ncols : s.nrows;
  check_operand("x", x, xrows, s.k);
  check_operand("y", y, yrows, s.k);
  if (x.cols != y.cols)
    throw Error("SpmmPlan::apply: x.cols (" + std::to_string(x.cols) + ") and y.cols (" + std::to_string(y.cols) +
                ") differ");
  const std::int64_t k = x.cols;
  if (x.layout == Layout::row_major && y.layout == Layout::row_major) {
    s.ex->apply(alpha, x.data, x.stride(), beta, y.data, y.stride(), k, stream);
    return;
  }
  // Column-major operands go through row-major copies made on the host.
  for (const auto& [name, d, layout] : {std::tuple{"x", static_cast<const void*>(x.data), x.layout},
                                        std::tuple{"y", static_cast<const void*>(y.data), y.layout}})
    if (layout == Layout::col_major && s.ex->is_device_memory(d))
      throw Error(std::string("SpmmPlan::apply: ") + name +
                  " is column-major device memory; column-major operands must be host memory (device "
                  "operands: row-major)");
  const V* xr = x.data;
  std::int64_t ldx = x.stride();
  if (x.layout == Layout::col_major) {
    to_rows(x.data, xrows, k, x.stride(), s.x_rows);
    xr = s.x_rows.data();
    ldx = k;
  }
  if (y.layout == Layout::row_major) {
    s.ex->apply(alpha, xr, ldx, beta, y.data, y.stride(), k, stream);
    return;
  }
  if (beta != V(0))
    to_rows<V>(y.data, yrows, k, y.stride(), s.y_rows);
  else
    s.y_rows.assign(static_cast<std::size_t>(yrows * k), V(0));
  s.ex->apply(alpha, xr, ldx, beta, s.y_rows.data(), k, k, stream);
  from_rows(s.y_rows, yrows, k, y.data, y.stride());
}

template <SupportedValue V, SupportedIndex I>
const PlanDescription& SpmmPlan<V, I>::describe() const {
  auto& s = *state_;
  std::lock_guard lock(s.describe_mutex);
  if (!s.timed) {
    s.timed = true;
    s.desc.product_ms = s.ex->time_product_ms();
    s.desc.setup_products = s.desc.product_ms > 0 ? s.desc.setup.total_ms() / s.desc.product_ms : 0.0;
  }
  return s.desc;
}

template <SupportedValue V, SupportedIndex I>
std::int64_t SpmmPlan<V, I>::k() const {
  return state_->k;
}
template <SupportedValue V, SupportedIndex I>
SpmmOp SpmmPlan<V, I>::op() const {
  return state_->op;
}
template <SupportedValue V, SupportedIndex I>
I SpmmPlan<V, I>::nrows() const {
  return state_->nrows;
}
template <SupportedValue V, SupportedIndex I>
I SpmmPlan<V, I>::ncols() const {
  return state_->ncols;
}

#define SPGEN_INSTANTIATE(V, I)     \
  template class SpmmPlan<V, I>;    \
  template SpmmPlan<V, I> plan_spmm<V, I>(const Context&, const Matrix<V, I>&, const SpmmOptions&); \
  template SpmmPlan<V, I> plan_spmm<V, I>(const Context&, const DeviceMatrix<V, I>&, const SpmmOptions&);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen
