#include "spgen/session/row_split_record.hpp"

namespace spgen::detail {

std::string serialize_split(const RowSplitRecord& split) {
  if (!split.split()) return {};
  return "partition_threshold=" + std::to_string(split.threshold) + "\nlong_instance=" + split.long_instance +
         "\nlong_params=" + to_string(split.long_params) + "\n";
}

bool parse_split_field(std::string_view key, const std::string& value, RowSplitRecord& split) {
  if (key == "partition_threshold") split.threshold = std::stoll(value);
  else if (key == "long_instance") split.long_instance = value;
  else if (key == "long_params") split.long_params = parse_params(value);
  else return false;
  return true;
}

}  // namespace spgen::detail
