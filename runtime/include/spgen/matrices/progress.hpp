// Progress of long work on matrices: reading a large Matrix Market file,
// generating a large synthetic matrix.
#pragma once

#include <functional>

namespace spgen {

/// Called with the fraction of the work done: values in [0, 1] that never
/// decrease, the last one exactly 1 when the work succeeds (none after an
/// error). Always called on the thread that started the work, never from a
/// worker thread, and at most a few hundred times per call. The library
/// prints nothing itself: the caller decides what to show (the spgen CLI
/// redraws one line when stderr is a terminal). An empty function costs
/// nothing.
using ProgressFn = std::function<void(double fraction)>;

}  // namespace spgen
