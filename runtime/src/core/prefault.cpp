#include "core/prefault.hpp"

#include <algorithm>
#include <cstdint>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace spgen::detail {

void prefault(void* p, std::size_t bytes) {
#if defined(__linux__) && defined(MADV_POPULATE_WRITE)
  // Below this the buffer is likely heap memory already mapped, and a
  // system call per chunk costs more than its few faults.
  constexpr std::size_t kLeast = std::size_t{1} << 22;
  constexpr std::uintptr_t kPage = 4096;
  if (bytes < kLeast) return;
  const auto begin = (reinterpret_cast<std::uintptr_t>(p) + kPage - 1) / kPage * kPage;
  const auto end = (reinterpret_cast<std::uintptr_t>(p) + bytes) / kPage * kPage;
  if (end <= begin) return;
  // Chunks of at least 1 MB, several per thread so uneven ones even out.
  constexpr std::int64_t kChunks = 64;
  const std::uintptr_t step = std::max<std::uintptr_t>((end - begin) / kChunks / kPage * kPage, 256 * kPage);
  const auto chunks = static_cast<std::int64_t>((end - begin + step - 1) / step);
#pragma omp parallel for schedule(dynamic, 1)
  for (std::int64_t c = 0; c < chunks; ++c) {
    const std::uintptr_t first = begin + static_cast<std::uintptr_t>(c) * step;
    // A kernel without it (EINVAL) or short of memory (ENOMEM): the fill's
    // own writes fault the pages instead, as without this call.
    (void)madvise(reinterpret_cast<void*>(first), std::min(step, end - first), MADV_POPULATE_WRITE);
  }
#else
  (void)p;
  (void)bytes;
#endif
}

}  // namespace spgen::detail
