#include "enumerate.hpp"

#include <algorithm>
#include <limits>
#include <set>

namespace spgen::gen {

std::string instance_name(const std::string& op, const std::string& format,
                          const std::vector<InstanceParam>& params, const std::string& vt,
                          const std::string& it, const std::string& backend) {
  std::string n = "spgen_" + op + "_" + format;
  for (const auto& p : params) n += "_" + p.tag + std::to_string(p.value);
  return n + "_" + vt + it + "_" + backend;
}

std::vector<Instance> enumerate_kernel(const Specs& specs, const KernelSpec& k,
                                       const BackendImplSpec& b, const std::string& vt,
                                       const std::string& it,
                                       const std::map<std::string, std::vector<int>>& subset) {
  const FormatSpec& f = specs.formats.at(k.format);
  std::vector<const ParamSpec*> ps;
  std::vector<std::vector<int>> choices;
  for (const auto& name : b.params) {
    const ParamSpec* p = f.find_param(name);
    ps.push_back(p);
    std::vector<int> vals;
    auto bound = b.bind.find(name);
    if (bound != b.bind.end()) {
      // Bound to the target: the value is a property of the machine, not a choice.
      const int lanes = specs.target.avx512_lanes.at(vt);
      if (std::find(p->domain.begin(), p->domain.end(), lanes) == p->domain.end())
        throw GenError(specs.target.lanes_loc,
                       "lanes for " + vt + " = " + std::to_string(lanes) + " is outside the domain of '" +
                           name + "' (" + p->loc.str() + "), which kernel '" + k.name + "' binds to it");
      vals.push_back(lanes);
    } else {
      vals = p->domain;
    }
    auto sub = subset.find(name);
    if (sub != subset.end()) {
      std::vector<int> kept;
      for (int v : vals)
        if (std::find(sub->second.begin(), sub->second.end(), v) != sub->second.end()) kept.push_back(v);
      vals = kept;
    }
    choices.push_back(vals);
  }
  std::vector<const ConstraintSpec*> cs;
  for (const auto& c : f.constraints)
    if (c.backends.empty() || std::find(c.backends.begin(), c.backends.end(), b.backend) != c.backends.end())
      cs.push_back(&c);

  std::vector<Instance> out;
  std::vector<size_t> idx(ps.size(), 0);
  for (;;) {
    bool empty = false;
    for (const auto& ch : choices) empty = empty || ch.empty();
    if (empty) break;
    std::vector<InstanceParam> params;
    for (size_t i = 0; i < ps.size(); ++i)
      params.push_back({ps[i]->name, ps[i]->tag, ps[i]->template_param, choices[i][idx[i]]});
    auto lookup = [&](const std::string& n) -> std::optional<long long> {
      for (const auto& p : params)
        if (p.name == n || p.tag == n) return p.value;
      return std::nullopt;
    };
    bool ok = true;
    for (const auto* c : cs) {
      try {
        ok = ok && eval_expr(*c->expr, lookup) != 0;
      } catch (const ExprEvalError& e) {
        Loc at = c->text_loc.line > 0 ? c->text_loc : c->loc;
        if (c->text_loc.line > 0) at.col += e.offset;
        std::string vals;
        for (const auto& p : params)
          vals += (vals.empty() ? "" : ", ") + p.tag + " = " + std::to_string(p.value);
        throw GenError(at, std::string("constraint '") + c->text + "' (" + vals + "): " + e.what());
      }
    }
    if (ok) {
      Instance inst;
      inst.kernel = k.name;
      inst.op = k.op;
      inst.format = k.format;
      inst.backend = b.backend;
      inst.value_type = vt;
      inst.index_type = it;
      inst.params = params;
      inst.name = instance_name(k.op, k.format, params, vt, it, b.backend);
      if (b.block_threads) {
        long long threads = 0, rows = 0;
        try {
          threads = eval_expr(*b.block_threads, lookup);
          rows = eval_expr(*b.rows_per_block, lookup);
        } catch (const ExprEvalError& e) {
          throw GenError(b.loc, "instance " + inst.name + ": launch rule: " + e.what());
        }
        // Checked as 64-bit values: a narrowing cast could wrap into range.
        if (threads < 1 || threads > 1024 || rows < 1 || rows > std::numeric_limits<int>::max())
          throw GenError(b.loc, "instance " + inst.name + ": launch rule gives " +
                                    std::to_string(threads) + " threads and " +
                                    std::to_string(rows) +
                                    " rows per block (need 1..1024 threads, >= 1 row)");
        inst.block_threads = static_cast<int>(threads);
        inst.rows_per_block = static_cast<int>(rows);
      }
      out.push_back(inst);
    }
    // Odometer over the parameter choices; no parameters means exactly one instance.
    bool done = true;
    for (size_t d = ps.size(); d-- > 0;) {
      if (++idx[d] < choices[d].size()) {
        done = false;
        break;
      }
      idx[d] = 0;
    }
    if (done) break;
  }
  std::sort(out.begin(), out.end(), [](const Instance& a, const Instance& b2) { return a.name < b2.name; });
  return out;
}

std::vector<Instance> enumerate_aot(const Specs& specs) {
  std::map<std::string, Instance> all;
  for (const auto& rule : specs.aot) {
    const KernelSpec& k = specs.kernels.at(rule.kernel);
    size_t added = 0;
    for (const auto& backend : rule.backends)
      for (const auto& vt : rule.value_types)
        for (const auto& it : rule.index_types) {
          std::map<std::string, std::vector<int>> subset;
          if (!rule.all_params) subset = rule.params;
          for (auto& inst : enumerate_kernel(specs, k, k.backends.at(backend), vt, it, subset)) {
            ++added;
            all.emplace(inst.name, inst);
          }
        }
    if (added == 0)
      throw GenError(rule.loc, "aot rule for kernel '" + rule.kernel +
                                   "' selects no instance (the constraints reject every combination)");
  }
  std::vector<Instance> out;
  for (auto& [n, inst] : all) out.push_back(inst);
  return out;
}

}  // namespace spgen::gen
