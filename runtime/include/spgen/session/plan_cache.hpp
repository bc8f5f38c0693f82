// The plan cache: the selection's outcome per matrix configuration, so a
// second plan for the same structure on the same device skips selection.
//
// Key: (device key, structure fingerprint, op, value type, index type,
// variant override, format-parameter overrides). Kept in memory and on disk as small verified
// entries ("plan-<key>.plan") beside the kernel cache, written on a thread of
// their own (session/background_writes.hpp).
#pragma once

#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <string>

#include "spgen/session/cache.hpp"
#include "spgen/core/params.hpp"
#include "spgen/session/row_split_record.hpp"

namespace spgen {

struct PlanRecord {
  std::string instance;  // registry name, or "portable"
  ParamMap params;  // the format's conversion parameters (e.g. sigma)
  std::string reason;    // the rule's explanation, kept for describe()
  double predicted_ms = 0.0;  // the calibrated model's prediction (0: none)
  /// A row-partitioned choice (PlanOptions::partition): the long rows' part;
  /// instance and params then hold the other rows'.
  RowSplitRecord split;
};

struct PlanCacheCounters {
  std::uint64_t memory_hits = 0;
  std::uint64_t disk_hits = 0;
  std::uint64_t misses = 0;
  std::uint64_t stores = 0;
};

class PlanCache {
 public:
  explicit PlanCache(CacheOptions options = {});
  /// Waits until the entries it stored are on disk.
  ~PlanCache();
  PlanCache(const PlanCache&) = delete;
  PlanCache& operator=(const PlanCache&) = delete;

  static CacheKey key(std::string_view device_key, std::uint64_t fingerprint, std::string_view op,
                      std::string_view value_type, std::string_view index_type,
                      std::string_view variant, std::string_view format_params);

  enum class Hit : std::uint8_t { miss, memory, disk };
  std::optional<PlanRecord> find(const CacheKey& key, Hit* hit = nullptr);
  void store(const CacheKey& key, const PlanRecord& record);

  [[nodiscard]] PlanCacheCounters counters() const;
  void clear_memory();

 private:
  DiskStore disk_;
  mutable std::mutex mutex_;
  std::map<CacheKey, PlanRecord> memory_;
  PlanCacheCounters counters_;
};

}  // namespace spgen
