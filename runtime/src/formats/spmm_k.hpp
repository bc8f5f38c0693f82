// The conversion parameter "k" of SpMM formats whose storage depends on the
// plan's column count (partial sums sized k per slot): its check and its
// lookup, shared by the column-panel and RS-SpMM descriptors.
#pragma once

#include <cstdint>
#include <string>

#include "spgen/core/error.hpp"
#include "spgen/core/params.hpp"
#include "spgen/core/registry.hpp"

namespace spgen::formats {

inline constexpr std::int64_t kMaxSpmmK = 4096;

/// Throws spgen::Error naming `e` when params hold a k outside 1..4096.
inline void check_spmm_k(const ParamMap& params, const KernelEntry& e) {
  if (auto it = params.find("k"); it != params.end() && (it->second < 1 || it->second > kMaxSpmmK))
    throw Error(std::string(e.name) + ": k = " + std::to_string(it->second) + " outside 1.." +
                std::to_string(kMaxSpmmK));
}

/// The plan's k (SpMM plans always pass it); throws naming `e` when missing.
inline std::int64_t spmm_k(const ParamMap& params, const KernelEntry& e) {
  const auto it = params.find("k");
  if (it == params.end()) throw Error(std::string(e.name) + ": conversion parameter k (the plan's columns) is missing");
  return it->second;
}

}  // namespace spgen::formats
