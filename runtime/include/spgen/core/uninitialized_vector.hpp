// std::vector whose resize() leaves new elements of trivial types
// uninitialised: for conversion outputs that a parallel loop then writes
// in full. A plain resize() zero-fills the whole buffer on one thread first,
// which on a large matrix is a serial pass of page faults (about half of a
// 56M-entry SELL-P conversion); here each page is first touched by the thread
// that fills it.
#pragma once

#include <memory>
#include <type_traits>
#include <utility>
#include <vector>

namespace spgen {

/// std::allocator, except that value-initialisation (resize(n), vector(n))
/// default-initialises: trivial types are left as they are.
template <typename T>
struct DefaultInitAllocator : std::allocator<T> {
  using std::allocator<T>::allocator;
  template <typename U>
  struct rebind {
    using other = DefaultInitAllocator<U>;
  };
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
