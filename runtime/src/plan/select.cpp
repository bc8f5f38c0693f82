#include "plan/select.hpp"

#include <algorithm>
#include <cstdio>
#include <map>
#include <string_view>
#include <utility>
#include <vector>

#include "core/setup_trace.hpp"
#include "plan/predict.hpp"
#include "spgen/core/error.hpp"

namespace spgen::detail {

namespace {

// The format's SpMV instances for these types on `backend`, in registry order.
// The (immutable) registry is grouped once per types: a plan asks for every
// format's instances, and a scan of the registry per format took 18 us a plan
// (526 entries, 22 formats; 2-core VM).
template <typename V, typename I>
const std::vector<const KernelEntry*>& instances_of(std::string_view format, Backend backend) {
  using Key = std::pair<Backend, std::string_view>;
  static const auto groups = [] {
    std::map<Key, std::vector<const KernelEntry*>> out;
    for (const auto& e : kernel_registry())
      if (e.op == Op::spmv && e.value_type == value_type_of<V>() &&
          e.index_type == index_type_of<I>())
        out[{e.backend, std::string_view(e.format)}].push_back(&e);
    return out;
  }();
  static const std::vector<const KernelEntry*> none;
  const auto it = groups.find({backend, format});
  return it == groups.end() ? none : it->second;
}

// The chosen format's parameters among those the user gave: a parameter
// belongs to the formats that declare it (σ to SELL), so the others ignore it.
template <typename V, typename I>
formats::ParamMap declared_only(const formats::Format<V, I>& f, const formats::ParamMap& given) {
  formats::ParamMap out;
  for (const auto& p : f.conversion_params())
    if (auto it = given.find(std::string(p.name)); it != given.end()) out.emplace(it->first, it->second);
  return out;
}

// "pjds, ...": the registered formats that hold a matrix in their own basis.
template <typename V, typename I>
std::string basis_format_names() {
  std::string out;
  for (const auto* format : formats::registered_formats<V, I>())
    if (format->capabilities().permuted_basis) out += (out.empty() ? "" : ", ") + std::string(format->name());
  return out.empty() ? "none is registered" : out;
}

// The model's ranking of `proposals` (those it can predict), fastest first;
// empty when the context has no calibration or it predicts none of them.
template <typename V, typename I>
std::vector<std::pair<double, const RankedProposal<V, I>*>> model_ranking(
    const ActiveCalibration* calibration, const std::vector<RankedProposal<V, I>>& proposals, const Features& f) {
  std::vector<std::pair<double, const RankedProposal<V, I>*>> out;
  if (!calibration) return out;
  const std::string types = std::string(type_tag<V>()) + type_tag<I>();
  const ModelPoint point = model_point(f);
  const auto index = calibration_index(calibration->calibration);
  for (const auto& r : proposals)
    if (const auto p = predict(*index, r.p.entry->name, r.format->name(), types, point,
                               model_bytes<V, I>(r.p, f)))
      out.emplace_back(p->ms, &r);
  std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  // Predictions within 3% of the fastest are a tie the model cannot resolve
  // (products at the launch floor all are): the rule's order (that of
  // `proposals`) picks among them.
  if (!out.empty()) {
    auto pick = out.begin();
    for (auto it = out.begin(); it != out.end() && it->first <= out.front().first * 1.03; ++it)
      if (it->second < pick->second) pick = it;
    std::rotate(out.begin(), pick, pick + 1);
  }
  if (setup_trace_enabled()) setup_trace("model ranked " + std::to_string(out.size()) + " proposals");
  return out;
}

std::string fmt_ms(double ms) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.4g ms", ms);
  return buf;
}

}  // namespace

template <SupportedValue V, SupportedIndex I>
std::vector<RankedProposal<V, I>> ranked_proposals(const SpmvBackend<V, I>& backend,
                                                   const formats::HostMatrix<V, I>& a,
                                                   const Features& f, bool own_basis, bool compress_values,
                                                   std::string& declined, const formats::DeviceCsr<V, I>* device) {
  std::vector<RankedProposal<V, I>> proposals;
  const auto runs = backend.kernel_backend();
  if (!runs) return proposals;
  for (const auto* format : formats::registered_formats<V, I>()) {
    if (own_basis && !format->capabilities().permuted_basis) continue;
    const auto& pool = instances_of<V, I>(format->name(), *runs);
    formats::SelectionInput<V, I> in{a, f, *runs, pool, own_basis};
    in.compress_values = compress_values;
    in.device = device;
    for (auto& p : format->propose(in)) {
      if (!p.entry) {
        declined += p.reason + "; ";
        continue;
      }
      proposals.push_back({std::move(p), format});
    }
    if (setup_trace_enabled()) setup_trace(std::string(format->name()) + " proposed");
  }
  std::stable_sort(proposals.begin(), proposals.end(), [](const RankedProposal<V, I>& x, const RankedProposal<V, I>& y) {
    return x.p.rank < y.p.rank || (x.p.rank == y.p.rank && x.p.bytes < y.p.bytes);
  });
  return proposals;
}

template <SupportedValue V, SupportedIndex I>
double model_bytes(const formats::Proposal& p, const Features& f) {
  return p.bytes > 0 ? p.bytes : formats::csr_bytes<V, I>(f) + formats::vector_bytes<V>(f);
}

template <SupportedValue V, SupportedIndex I>
const formats::Format<V, I>& basis_format(const Candidate& c) {
  if (c.entry) {
    const auto& format = formats::format_of<V, I>(*c.entry);
    if (!format.capabilities().permuted_basis)
      throw Error("plan_in_own_basis: " + std::string(c.entry->name) + " is an instance of format '" +
                  std::string(format.name()) + "', which cannot hold a matrix in its own basis (formats that can: " +
                  basis_format_names<V, I>() + ")");
    return format;
  }
  for (const auto* format : formats::registered_formats<V, I>())
    if (format->capabilities().permuted_basis) return *format;
  throw Error("plan_in_own_basis: no registered format holds a matrix in its own basis");
}

template <SupportedValue V, SupportedIndex I>
Choice resolve_choice(const SpmvBackend<V, I>& backend, const std::function<const Csr<V, I>&()>& matrix,
                      const std::string& instance, const formats::ParamMap& params, std::string reason) {
  Choice c;
  c.reason = std::move(reason);
  if (backend.is_builtin(instance)) {
    c.candidates.push_back({});
    return c;
  }
  const KernelEntry* e = find_kernel(instance);
  if (!e) throw Error("plan: no instance named '" + instance + "' in the registry");
  if (e->op != Op::spmv) throw Error("plan: " + instance + " is not an SpMV instance");
  if (e->value_type != value_type_of<V>() || e->index_type != index_type_of<I>())
    throw Error("plan: " + instance + " is for " + to_string(e->value_type) + to_string(e->index_type) +
                ", the matrix is " + type_tag<V>() + type_tag<I>());
  const auto runs = backend.kernel_backend();
  if (runs != e->backend)
    throw Error("plan: " + instance + " is a " + to_string(e->backend) + " instance; this context runs " +
                (runs ? std::string(to_string(*runs)) + " instances" : std::string("no generated instances")));
  const auto& format = formats::format_of<V, I>(*e);
  format.check_params(params, *e);
  // The rule's defaults only for what `params` leaves out: a plan-cache or
  // tuning record names every parameter, and working them out again (σ's
  // β estimates) would cost a pass over the rows on every warm plan.
  const auto& declared = format.conversion_params();
  const bool complete = std::all_of(declared.begin(), declared.end(),
                                    [&](const formats::ConversionParam& p) { return params.contains(std::string(p.name)); });
  formats::ParamMap full = complete ? formats::ParamMap{} : format.default_params(matrix(), *e);
  for (const auto& [k, v] : params) full[k] = v;
  format.check_params(full, *e);
  c.candidates.push_back({e, std::move(full)});
  return c;
}

template <SupportedValue V, SupportedIndex I>
Choice override_choice(const SpmvBackend<V, I>& backend, const std::function<const Csr<V, I>&()>& matrix,
                       const PlanOptions& options, bool own_basis) {
  Choice c = resolve_choice<V, I>(backend, matrix, options.variant, options.format_params, "override: " + options.variant);
  if (own_basis) (void)basis_format<V, I>(c.candidates.front());
  return c;
}

template <SupportedValue V, SupportedIndex I>
Choice select_spmv(const SpmvBackend<V, I>& backend, const formats::HostMatrix<V, I>& a, const Features& f,
                   const PlanOptions& options, bool own_basis, const ActiveCalibration* model,
                   const formats::DeviceCsr<V, I>* device) {
  if (!options.variant.empty()) {
    if (device) throw Error("internal: an override selected without the host matrix");
    return override_choice<V, I>(backend, [&a]() -> const Csr<V, I>& { return a(); }, options, own_basis);
  }
  const auto runs = backend.kernel_backend();
  std::string declined;  // what formats said when they proposed nothing here
  std::vector<RankedProposal<V, I>> proposals =
      ranked_proposals<V, I>(backend, a, f, own_basis, options.compress_values, declined, device);
  Choice c;
  if (proposals.empty()) {
    const auto fallback = backend.fallback_reason();
    const std::string which = own_basis ? "of a format that holds its own basis (" + basis_format_names<V, I>() + ") " : "";
    if (!fallback)
      throw Error(std::string(own_basis ? "plan_in_own_basis" : "plan") + ": no SpMV instance " + which + "for " +
                  type_tag<V>() + type_tag<I>() + " on " + (runs ? to_string(*runs) : "this backend") +
                  " in the registry");
    c.reason = own_basis && runs ? "no SpMV instance " + which + "here; " + *fallback : *fallback;
    c.candidates.push_back({});
    return c;
  }
  const formats::ParamMap& given = options.format_params;
  auto candidate = [&](const RankedProposal<V, I>& r, double predicted_ms = 0.0) {
    formats::ParamMap params = r.p.params;
    for (const auto& [k, v] : declared_only(*r.format, given)) params[k] = v;
    r.format->check_params(params, *r.p.entry);
    return Candidate{r.p.entry, std::move(params), predicted_ms};
  };
  // The model ranks every proposal, timed or not; it times only what the
  // caller asks for (its top few).
  if (const auto ranking = model_ranking<V, I>(model, proposals, f); !ranking.empty()) {
    const auto timed = static_cast<std::size_t>(std::clamp(options.timed_candidates, 1, 3));
    c.reason = "model (" + model->source + "): " + declined;
    for (std::size_t i = 0; i < ranking.size() && i < 3; ++i) {
      const auto& [ms, r] = ranking[i];
      if (i < timed && (i == 0 || !own_basis)) c.candidates.push_back(candidate(*r, ms));
      c.reason += std::string(i == 0 ? "predicted " : "; next ") + fmt_ms(ms) + " for " + std::string(r->p.entry->name) +
                  (i == 0 ? " (" + r->p.reason + ")" : "");
    }
    if (c.candidates.size() > 1)
      c.reason += "; the top " + std::to_string(c.candidates.size()) + " timed (PlanOptions::timed_candidates)";
    return c;
  }
  const RankedProposal<V, I>& pick = proposals.front();
  c.candidates.push_back(candidate(pick));
  char estimate[64];
  std::snprintf(estimate, sizeof estimate, " (estimated %.3g MB per product)", pick.p.bytes / 1e6);
  c.reason = "rule: " + declined + pick.p.reason + (pick.p.bytes > 0 ? estimate : "");
  if (pick.p.timed && !own_basis) {  // candidates of one basis: the pick's alone
    for (std::size_t i = 1; i < proposals.size(); ++i)
      if (proposals[i].p.timed) c.candidates.push_back(candidate(proposals[i]));
    if (c.candidates.size() > 1)
      c.reason += "; timed against " + std::to_string(c.candidates.size() - 1) + " other instance" +
                  (c.candidates.size() > 2 ? "s" : "");
  }
  return c;
}

template <SupportedValue V, SupportedIndex I>
std::vector<NamedCandidate> tuning_candidates(const SpmvBackend<V, I>& backend, const Csr<V, I>& a,
                                              const Features& f) {
  std::vector<NamedCandidate> out;
  auto add = [&](std::string name, formats::ParamMap params) {
    for (const auto& c : out)
      if (c.instance == name && c.params == params) return;
    out.push_back({std::move(name), std::move(params)});
  };
  std::string declined;
  const auto proposals = ranked_proposals<V, I>(backend, a, f, false, true, declined);
  for (const auto& r : proposals) add(r.p.entry->name, r.p.params);
  // The proposing formats' other instances, in registry order, with the
  // parameters their rule would choose for them.
  const auto runs = backend.kernel_backend();
  for (const auto* format : formats::registered_formats<V, I>()) {
    const bool proposed = std::any_of(proposals.begin(), proposals.end(),
                                      [&](const RankedProposal<V, I>& r) { return r.format == format; });
    if (!proposed || !runs) continue;
    for (const KernelEntry* e : instances_of<V, I>(format->name(), *runs)) add(e->name, format->default_params(a, *e));
  }
  if (backend.fallback_reason()) add("portable", {});
  return out;
}

#define SPGEN_INSTANTIATE(V, I)                                                                               \
  template std::vector<NamedCandidate> tuning_candidates<V, I>(const SpmvBackend<V, I>&, const Csr<V, I>&,    \
                                                               const Features&);                              \
  template Choice select_spmv<V, I>(const SpmvBackend<V, I>&, const formats::HostMatrix<V, I>&, const Features&, \
                                    const PlanOptions&, bool, const ActiveCalibration*,                       \
                                    const formats::DeviceCsr<V, I>*);                                         \
  template std::vector<RankedProposal<V, I>> ranked_proposals<V, I>(const SpmvBackend<V, I>&,                   \
                                                                    const formats::HostMatrix<V, I>&,             \
                                                                    const Features&, bool, bool, std::string&, \
                                                                    const formats::DeviceCsr<V, I>*);         \
  template double model_bytes<V, I>(const formats::Proposal&, const Features&);                                \
  template const formats::Format<V, I>& basis_format<V, I>(const Candidate&);                                 \
  template Choice resolve_choice<V, I>(const SpmvBackend<V, I>&, const std::function<const Csr<V, I>&()>&,     \
                                       const std::string&, const formats::ParamMap&, std::string);            \
  template Choice override_choice<V, I>(const SpmvBackend<V, I>&, const std::function<const Csr<V, I>&()>&,    \
                                        const PlanOptions&, bool);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::detail
