// Small helpers the formats' rules share (formatting numbers in reasons,
// rounding to powers of two).
#pragma once

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>

namespace spgen::formats {

/// "0.75": two decimals, as reasons print estimates.
inline std::string fmt2(double v) {
  char b[32];
  std::snprintf(b, sizeof b, "%.2f", v);
  return b;
}

/// The power of two in [lo, hi] nearest to v on a log scale (ties up).
inline int nearest_pow2(double v, int lo, int hi) {
  if (v <= lo) return lo;
  int p = lo;
  while (p * 2 <= hi &&
         std::abs(std::log2(p * 2.0) - std::log2(v)) <= std::abs(std::log2(p * 1.0) - std::log2(v)))
    p *= 2;
  return p;
}

/// The smallest power of two >= v in [lo, hi].
inline int ceil_pow2(double v, int lo, int hi) {
  int p = lo;
  while (p < hi && p < v) p *= 2;
  return p;
}

/// Distance of two positive values on a log2 scale.
inline double log2_distance(double a, double b) { return std::abs(std::log2(a) - std::log2(b)); }

/// CUDA SpMM: the passes over a row's entries for k columns when t lanes
/// each own cf columns of a chunk (A is read once per chunk of t*cf columns).
inline std::int64_t spmm_passes(std::int64_t k, int t, int cf) {
  const std::int64_t chunk = static_cast<std::int64_t>(t) * cf;
  return (k + chunk - 1) / chunk;
}

}  // namespace spgen::formats
