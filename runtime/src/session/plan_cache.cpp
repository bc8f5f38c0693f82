#include "spgen/session/plan_cache.hpp"

#include <sstream>
#include <string>

#include "session/background_writes.hpp"
#include "spgen/core/error.hpp"
#include "spgen/core/registry.hpp"

namespace spgen {

namespace {

std::string serialize(const PlanRecord& r) {
  // One field per line; the reason last since it may contain anything but '\n'.
  std::string reason = r.reason;
  for (char& c : reason)
    if (c == '\n') c = ' ';
  std::ostringstream predicted;
  predicted.precision(9);
  predicted << r.predicted_ms;
  return "instance=" + r.instance + "\nparams=" + to_string(r.params) + "\npredicted_ms=" + predicted.str() +
         "\n" + detail::serialize_split(r.split) + "reason=" + reason + "\n";
}

std::optional<PlanRecord> parse(const std::vector<char>& bytes) {
  std::istringstream in(std::string(bytes.begin(), bytes.end()));
  PlanRecord r;
  std::string line;
  try {
    while (std::getline(in, line)) {
      const auto eq = line.find('=');
      if (eq == std::string::npos) return std::nullopt;
      const std::string k = line.substr(0, eq), v = line.substr(eq + 1);
      if (k == "instance") r.instance = v;
      else if (k == "params") r.params = parse_params(v);
      else if (k == "predicted_ms") r.predicted_ms = std::stod(v);
      else if (k == "reason") r.reason = v;
      else (void)detail::parse_split_field(k, v, r.split);
    }
  } catch (const std::exception&) {  // Error from parse_params, or std::stod's
    return std::nullopt;
  }
  if (r.instance.empty() || !detail::split_complete(r.split)) return std::nullopt;
  return r;
}

// The instances this build offers, as one key part: a build that adds or
// removes instances may choose differently, so it does not serve the choices
// of one with another set.
const std::string& registry_names() {
  static const std::string names = [] {
    std::string s;
    for (const auto& e : kernel_registry()) s.append(e.name).push_back(';');
    return s;
  }();
  return names;
}

}  // namespace

PlanCache::PlanCache(CacheOptions options) : disk_(std::move(options.dir), options.disk) {
  // What a process's first plan would otherwise pay for at its first lookup
  // and store (0.05-0.13 ms and 0.15-0.29 ms of it on the H200's host).
  (void)registry_names();
  if (disk_.enabled()) detail::start_background_writer();
}

PlanCache::~PlanCache() {
  if (counters_.stores > 0 && disk_.enabled()) detail::wait_for_background_writes();
}

CacheKey PlanCache::key(std::string_view device_key, std::uint64_t fingerprint,
                        std::string_view op, std::string_view value_type,
                        std::string_view index_type, std::string_view variant, std::string_view format_params) {
  CacheKeyBuilder b;
  // The tag changes with the selection rule, so a rule change (within one
  // library version, too) does not keep serving the old rule's choices.
  b.add("spgen-plan-12/amortised/partitions/format-registry/rule-csrstream-u1f32-cuda-timed-small-and-tiles-cpu-timed-csr-sell-7rounds-warm").add(device_key).add(static_cast<std::int64_t>(fingerprint));
  b.add(registry_names());
  b.add(op).add(value_type).add(index_type).add(variant).add(format_params);
  b.add(SPGEN_VERSION);
  return b.key();
}

std::optional<PlanRecord> PlanCache::find(const CacheKey& key, Hit* hit) {
  std::lock_guard lock(mutex_);
  if (auto it = memory_.find(key); it != memory_.end()) {
    ++counters_.memory_hits;
    if (hit) *hit = Hit::memory;
    return it->second;
  }
  const auto path = disk_.entry_path("plan", key, "plan");
  detail::wait_for_background_write(path);  // this process's own store of it, if queued
  if (auto bytes = disk_.read(path, key)) {
    if (auto r = parse(*bytes)) {
      ++counters_.disk_hits;
      memory_.emplace(key, *r);
      if (hit) *hit = Hit::disk;
      return r;
    }
  }
  ++counters_.misses;
  if (hit) *hit = Hit::miss;
  return std::nullopt;
}

void PlanCache::store(const CacheKey& key, const PlanRecord& record) {
  std::lock_guard lock(mutex_);
  memory_[key] = record;
  ++counters_.stores;
  // Written beside the caller's work: the plan that stores it does not wait for the disk.
  detail::write_in_background(disk_, disk_.entry_path("plan", key, "plan"), key, serialize(record));
}

PlanCacheCounters PlanCache::counters() const {
  std::lock_guard lock(mutex_);
  return counters_;
}

void PlanCache::clear_memory() {
  std::lock_guard lock(mutex_);
  memory_.clear();
}

}  // namespace spgen
