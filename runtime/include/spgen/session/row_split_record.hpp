// A row-partitioned choice as the plan cache and the tuning database keep it
// (PlanOptions::partition): rows with more than `threshold` entries run
// `long_instance` with `long_params`, the other rows the record's own
// instance and parameters.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "spgen/core/params.hpp"

namespace spgen {

struct RowSplitRecord {
  std::int64_t threshold = -1;  // -1: one format for the whole matrix
  std::string long_instance;
  ParamMap long_params;
  [[nodiscard]] bool split() const { return threshold >= 0; }
};

namespace detail {
/// "partition_threshold=T\nlong_instance=...\nlong_params=...\n", or "" when
/// the record holds no split: the lines both records' text formats carry.
std::string serialize_split(const RowSplitRecord& split);
/// Reads one of serialize_split()'s lines into `split`: false when `key` is
/// not one of them; throws spgen::Error or std::exception on a bad value.
bool parse_split_field(std::string_view key, const std::string& value, RowSplitRecord& split);
/// A parsed split is whole: no threshold, or one with its long part named.
inline bool split_complete(const RowSplitRecord& split) { return !split.split() || !split.long_instance.empty(); }
}  // namespace detail

}  // namespace spgen
