// Milliseconds since a steady-clock time point: how setup steps (features,
// selection, conversion, JIT, cache reads) are reported; and the UTC time
// stamps measurements (tuning records, calibrations) carry.
#pragma once

#include <chrono>
#include <ctime>
#include <string>

namespace spgen::detail {

inline double ms_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

/// Now, UTC ISO-8601 ("2026-11-27T03:10:00Z").
inline std::string utc_now() {
  const std::time_t t = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buf;
}

}  // namespace spgen::detail
