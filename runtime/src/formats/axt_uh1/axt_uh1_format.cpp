// AXTUH1: tiles of height 1, rows padded to whole tiles (specs/formats/axt_uh1.yaml).
// The layout, conversion and descriptor are the four AXT variants' shared
// ones (formats/ax/); this file names the variant and registers it.
// No rule times it: padding every row to whole tiles or columns only adds to
// what the compacted variants read; it runs when a plan names it.
#include "formats/ax/axt_format.hpp"

namespace spgen::formats {

namespace {
constexpr AxtVariant kAxtUH1{.name = "axt_uh1", .mode = AxMode::unc, .min_max_over_mean = 0, .min_max_row = 0};
template <SupportedValue V, SupportedIndex I>
using AxtUh1Format = AxtFormat<V, I, kAxtUH1>;
}  // namespace

SPGEN_REGISTER_FORMAT(axt_uh1, AxtUh1Format)

}  // namespace spgen::formats
