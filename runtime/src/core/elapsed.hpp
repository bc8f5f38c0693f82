// Milliseconds since a steady-clock time point: how setup steps (features,
// selection, conversion, JIT, cache reads) are reported.
#pragma once

#include <chrono>

namespace spgen::detail {

inline double ms_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace spgen::detail
