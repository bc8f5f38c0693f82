#include "spgen/session/context.hpp"

namespace spgen {

bool cpu_has_avx512() {
#if defined(__x86_64__) || defined(__i386__)
  // The instances use F (512-bit ops, gathers), VL (256-bit forms), BW/DQ
  // (masks, conversions) and CD; require all so any instance may run.
  static const bool has = __builtin_cpu_supports("avx512f") &&
                          __builtin_cpu_supports("avx512vl") &&
                          __builtin_cpu_supports("avx512bw") &&
                          __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512cd");
  return has;
#else
  return false;
#endif
}

}  // namespace spgen
