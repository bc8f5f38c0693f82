// Page faults ahead of a parallel fill. A large conversion output is fresh
// memory: each of its pages faults the first time a fill loop writes it, one
// trap per 4 KB, and on a 23M-entry sellp_c16 conversion those traps took
// about a fifth of the time. Populating the pages first, a few calls per
// thread (MADV_POPULATE_WRITE, Linux 5.14 and newer), costs the zeroing but
// not the traps: a warm poisson3d:96 plan, 52 -> 47 ms on 2 cores. Elsewhere,
// or for small buffers, nothing happens and the fill faults as before.
#pragma once

#include <cstddef>
#include <vector>

#include "spgen/core/uninitialized_vector.hpp"

namespace spgen::detail {

/// Maps the pages of [p, p + bytes) writable, in parallel; contents unchanged.
void prefault(void* p, std::size_t bytes);

/// v.resize(n), then its pages populated (prefault): for outputs a parallel
/// loop writes in full right after.
template <typename T>
void resize_prefaulted(UninitializedVector<T>& v, std::size_t n) {
  v.resize(n);
  prefault(v.data(), n * sizeof(T));
}

/// A std::vector of n value-initialised elements whose pages were populated
/// first (prefault), for a buffer filled right after (a copy from the
/// device): fresh pages otherwise fault one at a time, in the zeroing and
/// again in the fill. On the H200 machine the 8 MB of poisson3d:128's row
/// pointers took 2.5 ms to copy to fresh memory, mostly in faults.
template <typename T>
std::vector<T> prefaulted_vector(std::size_t n) {
  std::vector<T> v;
  v.reserve(n);
  prefault(v.data(), n * sizeof(T));
  v.resize(n);
  return v;
}

}  // namespace spgen::detail
