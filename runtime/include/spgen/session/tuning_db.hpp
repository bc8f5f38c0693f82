// The tuning database: the instance (or row split) `spgen tune` measured
// fastest for a matrix, per (device, matrix fingerprint, op, value type, index type).
// Plans consult it before the plan cache and the rule: a record is a
// measurement, not a rule's guess, so it also outlives rule changes and
// library versions for as long as the instance it names exists (a record
// naming an instance this build lacks is ignored, and the plan selects).
//
// On disk: one verified entry per key ("tune-<key>.tune", DiskStore: header
// with format version and checksum, written to a temporary file and renamed
// into place), in $SPGEN_TUNING_DIR, else the "tuning" folder of the cache
// directory. Concurrent writers of one key each leave a complete record (the
// last rename wins); a damaged or older-format entry reads as absent.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>

#include "spgen/core/params.hpp"
#include "spgen/session/cache.hpp"
#include "spgen/session/row_split_record.hpp"

namespace spgen {

struct TuningRecord {
  std::string instance;      // registry name, or "portable"
  ParamMap params;           // the format's conversion parameters
  double product_ms = 0.0;   // median product time that won
  double runner_up_ms = 0.0; // the next fastest candidate's (0: it was the only one)
  int candidates = 0;        // how many were timed
  std::string tuned;         // when, UTC ISO-8601
  /// A row-partitioned winner: the long rows' part (instance and params then
  /// hold the other rows').
  RowSplitRecord split;
};

/// $SPGEN_TUNING_DIR, else default_cache_dir() / "tuning".
std::filesystem::path default_tuning_dir();

struct TuningOptions {
  std::filesystem::path dir = default_tuning_dir();
  /// false (or SPGEN_DISABLE_DISK_CACHE set): memory only, records last as long as the context.
  bool disk = !disk_cache_disabled_by_env();
};

class TuningDatabase {
 public:
  explicit TuningDatabase(TuningOptions options = {});

  static CacheKey key(std::string_view device_key, std::uint64_t fingerprint, std::string_view op,
                      std::string_view value_type, std::string_view index_type);

  [[nodiscard]] std::optional<TuningRecord> find(const CacheKey& key);
  /// Stores in memory and on disk; false when the disk write failed (the
  /// memory layer still holds it).
  bool store(const CacheKey& key, const TuningRecord& record);
  [[nodiscard]] const std::filesystem::path& dir() const { return disk_.dir(); }

 private:
  DiskStore disk_;
  std::mutex mutex_;
  std::map<CacheKey, TuningRecord> memory_;
};

}  // namespace spgen
