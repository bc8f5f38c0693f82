#include "spgen/session/tuning_db.hpp"

#include <cstdlib>
#include <sstream>

#include "spgen/core/error.hpp"

namespace spgen {

namespace {

// The key's and the payload's schema; a change makes older entries read as
// absent. A record holding a row split is written as schema 2, which builds
// before splits existed read as absent rather than as a whole-matrix choice;
// a whole-matrix record stays schema 1, so their databases stay valid.
constexpr std::string_view kSchema = "spgen-tuning-1";
constexpr std::string_view kSplitSchema = "spgen-tuning-2";

std::string serialize(const TuningRecord& r) {
  std::ostringstream out;
  out.precision(17);
  out << "schema=" << (r.split.split() ? kSplitSchema : kSchema) << "\ninstance=" << r.instance << "\nparams=" << to_string(r.params)
      << "\nproduct_ms=" << r.product_ms << "\nrunner_up_ms=" << r.runner_up_ms << "\ncandidates=" << r.candidates
      << "\ntuned=" << r.tuned << "\n" << detail::serialize_split(r.split);
  return out.str();
}

std::optional<TuningRecord> parse(const std::vector<char>& bytes) {
  std::istringstream in(std::string(bytes.begin(), bytes.end()));
  TuningRecord r;
  std::string line;
  bool schema = false;
  try {
    while (std::getline(in, line)) {
      const auto eq = line.find('=');
      if (eq == std::string::npos) return std::nullopt;
      const std::string k = line.substr(0, eq), v = line.substr(eq + 1);
      if (k == "schema") schema = v == kSchema || v == kSplitSchema;
      else if (k == "instance") r.instance = v;
      else if (k == "params") r.params = parse_params(v);
      else if (k == "product_ms") r.product_ms = std::stod(v);
      else if (k == "runner_up_ms") r.runner_up_ms = std::stod(v);
      else if (k == "candidates") r.candidates = std::stoi(v);
      else if (k == "tuned") r.tuned = v;
      else (void)detail::parse_split_field(k, v, r.split);
    }
  } catch (const std::exception&) {  // Error from parse_params, or std::stod's
    return std::nullopt;
  }
  if (!schema || r.instance.empty() || !detail::split_complete(r.split)) return std::nullopt;
  return r;
}

}  // namespace

std::filesystem::path default_tuning_dir() {
  if (const char* d = std::getenv("SPGEN_TUNING_DIR"); d && *d) return d;
  return default_cache_dir() / "tuning";
}

TuningDatabase::TuningDatabase(TuningOptions options) : disk_(std::move(options.dir), options.disk) {}

CacheKey TuningDatabase::key(std::string_view device_key, std::uint64_t fingerprint, std::string_view op,
                             std::string_view value_type, std::string_view index_type) {
  return CacheKeyBuilder()
      .add(kSchema)
      .add(device_key)
      .add(static_cast<std::int64_t>(fingerprint))
      .add(op)
      .add(value_type)
      .add(index_type)
      .key();
}

std::optional<TuningRecord> TuningDatabase::find(const CacheKey& key) {
  std::lock_guard lock(mutex_);
  if (auto it = memory_.find(key); it != memory_.end()) return it->second;
  if (auto bytes = disk_.read(disk_.entry_path("tune", key, "tune"), key))
    if (auto r = parse(*bytes)) {
      memory_.emplace(key, *r);
      return r;
    }
  return std::nullopt;
}

bool TuningDatabase::store(const CacheKey& key, const TuningRecord& record) {
  std::lock_guard lock(mutex_);
  memory_[key] = record;
  return !disk_.enabled() || disk_.write(disk_.entry_path("tune", key, "tune"), key, serialize(record));
}

}  // namespace spgen
