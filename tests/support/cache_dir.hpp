// Removing a cache folder a test used. Plan caches write their records on a
// thread of their own (runtime/src/session/background_writes.hpp); a folder
// removed under a queued write makes std::filesystem::remove_all fail (an
// entry renamed away mid-walk) or is created again by the write. So the
// writes finish first.
#pragma once

#include <filesystem>

#include "session/background_writes.hpp"

namespace spgen::test {

inline void remove_cache_dir(const std::filesystem::path& dir) {
  detail::wait_for_background_writes();
  std::filesystem::remove_all(dir);
}

}  // namespace spgen::test
