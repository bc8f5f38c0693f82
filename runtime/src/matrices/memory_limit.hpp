// Internal: how much memory this process may use, to refuse a matrix whose
// declared sizes cannot fit before allocating or reading anything. Not installed.
#pragma once

#include <cstdint>

namespace spgen::io {

/// The smallest of the physical memory, the address-space limit (RLIMIT_AS)
/// and the cgroup's memory limit (v2 memory.max, v1 memory.limit_in_bytes),
/// those that are set.
std::uint64_t memory_limit_bytes();

}  // namespace spgen::io
