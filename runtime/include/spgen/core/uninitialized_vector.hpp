// std::vector whose resize() leaves new elements of trivial types
// uninitialised: for conversion outputs that a parallel loop then writes
// in full. A plain resize() zero-fills the whole buffer on one thread first,
// which on a large matrix is a serial pass of page faults (about half of a
// 56M-entry SELL-P conversion); here each page is first touched by the thread
// that fills it. Buffers of several megabytes are also mapped in huge pages
// where the kernel offers them (transparent huge pages in `madvise` mode, as
// most distributions ship): a 2 MiB page faults once where 4 KiB pages fault
// 512 times, and those faults were most of what a conversion's writes cost.
#pragma once

#include <cstddef>
#include <memory>
#include <type_traits>
#include <utility>
#include <vector>

namespace spgen {

namespace detail {
/// At least this many bytes go to allocate_large() (huge-page aligned).
inline constexpr std::size_t kLargeAllocationBytes = std::size_t{4} << 20;
/// `bytes` aligned to 2 MiB and advised as huge pages (Linux); throws
/// std::bad_alloc. Freed by free_large() with the same size.
void* allocate_large(std::size_t bytes);
void free_large(void* p, std::size_t bytes) noexcept;
}  // namespace detail

/// std::allocator, except that value-initialisation (resize(n), vector(n))
/// default-initialises: trivial types are left as they are.
template <typename T>
struct DefaultInitAllocator : std::allocator<T> {
  using std::allocator<T>::allocator;
  template <typename U>
  struct rebind {
    using other = DefaultInitAllocator<U>;
  };
  [[nodiscard]] T* allocate(std::size_t n) {
    if (n * sizeof(T) >= detail::kLargeAllocationBytes) return static_cast<T*>(detail::allocate_large(n * sizeof(T)));
    return std::allocator<T>::allocate(n);
  }
  void deallocate(T* p, std::size_t n) noexcept {
    if (n * sizeof(T) >= detail::kLargeAllocationBytes) return detail::free_large(p, n * sizeof(T));
    std::allocator<T>::deallocate(p, n);
  }
  template <typename U>
  void construct(U* p) noexcept(std::is_nothrow_default_constructible_v<U>) {
    ::new (static_cast<void*>(p)) U;
  }
  template <typename U, typename... Args>
  void construct(U* p, Args&&... args) {
    std::allocator_traits<std::allocator<T>>::construct(static_cast<std::allocator<T>&>(*this), p,
                                                        std::forward<Args>(args)...);
  }
};

/// A vector whose resize() does not zero what the caller writes next.
template <typename T>
using UninitializedVector = std::vector<T, DefaultInitAllocator<T>>;

}  // namespace spgen
