// Large conversion buffers in transparent huge pages (uninitialized_vector.hpp).
#include <cstdlib>
#include <new>

#include "spgen/core/uninitialized_vector.hpp"

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace spgen::detail {

namespace {
constexpr std::size_t kHugePage = std::size_t{2} << 20;
}

void* allocate_large(std::size_t bytes) {
  const std::size_t rounded = (bytes + kHugePage - 1) / kHugePage * kHugePage;
  void* p = std::aligned_alloc(kHugePage, rounded);
  if (!p) throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  // Advice only: without huge pages (THP off, or none free) the buffer is
  // served in ordinary pages, as before.
  (void)madvise(p, rounded, MADV_HUGEPAGE);
#endif
  return p;
}

void free_large(void* p, std::size_t /*bytes*/) noexcept { std::free(p); }

}  // namespace spgen::detail
