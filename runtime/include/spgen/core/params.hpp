// Named integer parameters: a format's conversion parameters (SELL's "sigma",
// CSR-Stream's "piece_len"), as PlanOptions, plan records and descriptors
// carry them. Only the format that declares a parameter reads it.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>

namespace spgen {

using ParamMap = std::map<std::string, std::int64_t>;

/// "piece_len=512 sigma=1024" (names in order; empty for no parameters).
std::string to_string(const ParamMap& params);
/// Parses to_string's form; throws spgen::Error naming the bad item.
ParamMap parse_params(std::string_view text);

}  // namespace spgen
