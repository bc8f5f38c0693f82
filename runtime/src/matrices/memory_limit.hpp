// Internal: how much memory this process may use, to refuse a matrix whose
// declared sizes cannot fit before allocating or reading anything. Not installed.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace spgen::io {

/// The smallest of the physical memory, the address-space limit (RLIMIT_AS)
/// and the cgroup's memory limit (v2 memory.max, v1 memory.limit_in_bytes),
/// those that are set.
std::uint64_t memory_limit_bytes();

/// "12.3 GiB".
std::string gib(long double bytes);

/// Throws spgen::Error "WHAT: FOR_WHAT need N GiB, more than the M GiB of
/// memory here" when `bytes` exceed memory_limit_bytes(): before allocating
/// them, so an absurd request fails at once instead of being granted by
/// overcommit and then filled (or aborting under a sanitizer).
void require_memory(std::string_view what, std::string_view for_what, long double bytes);

}  // namespace spgen::io
