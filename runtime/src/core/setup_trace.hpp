// SPGEN_TRACE_SETUP=1: a plan (and a DeviceMatrix's checks) prints where its
// setup time goes, as a timeline of named steps on stderr: microseconds since
// the timeline began and since the step before. It finds the waits and the
// host work between the coarse SetupCost steps on a machine without a
// profiler (the lent GPU machines have neither nsys nor perf). Off (the
// default), a step costs one predictable branch; a step whose name is built
// (concatenated) tests setup_trace_enabled() first, so nothing is built. Each
// thread keeps its own timeline; steps are marked from the thread that calls
// plan(). Internal.
#pragma once

#include <string_view>

namespace spgen::detail {

/// Whether SPGEN_TRACE_SETUP is set to anything but "" or "0" (read once).
bool setup_trace_enabled();

/// Prints this thread's timeline under `title` and clears it. No-op when off.
void setup_trace_print(std::string_view title);

namespace trace_internal {
void mark(std::string_view step);
}

/// Records `step` at the current time on this thread's timeline (begun by
/// the first step after a print). No-op when tracing is off.
inline void setup_trace(std::string_view step) {
  if (setup_trace_enabled()) trace_internal::mark(step);
}

}  // namespace spgen::detail
