#include "matrices/memory_limit.hpp"

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <limits>
#include <string>

#include "spgen/core/error.hpp"

namespace spgen::io {
namespace {

// A number in a cgroup file, or the maximum for "max", a missing file or junk.
std::uint64_t cgroup_value(const char* path) {
  std::ifstream f(path);
  std::string s;
  if (!(f >> s) || s.empty() || s.find_first_not_of("0123456789") != std::string::npos)
    return std::numeric_limits<std::uint64_t>::max();
  try {
    return std::stoull(s);
  } catch (...) {
    return std::numeric_limits<std::uint64_t>::max();
  }
}

}  // namespace

std::uint64_t memory_limit_bytes() {
  std::uint64_t limit = std::numeric_limits<std::uint64_t>::max();
  const long pages = ::sysconf(_SC_PHYS_PAGES);
  const long page = ::sysconf(_SC_PAGESIZE);
  if (pages > 0 && page > 0)
    limit = static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(page);
  rlimit as{};
  if (::getrlimit(RLIMIT_AS, &as) == 0 && as.rlim_cur != RLIM_INFINITY)
    limit = std::min<std::uint64_t>(limit, as.rlim_cur);
  limit = std::min(limit, cgroup_value("/sys/fs/cgroup/memory.max"));
  limit = std::min(limit, cgroup_value("/sys/fs/cgroup/memory/memory.limit_in_bytes"));
  return limit;
}

std::string gib(long double bytes) {
  char s[48];
  std::snprintf(s, sizeof s, "%.1Lf GiB", bytes / (1024.0L * 1024.0L * 1024.0L));
  return s;
}

void require_memory(std::string_view what, std::string_view for_what, long double bytes) {
  const std::uint64_t limit = memory_limit_bytes();
  if (bytes > static_cast<long double>(limit))
    throw Error(std::string(what) + ": " + std::string(for_what) + " need " + gib(bytes) + ", more than the " +
                gib(static_cast<long double>(limit)) + " of memory here");
}

}  // namespace spgen::io
