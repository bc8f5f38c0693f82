// AXTCH: rows packed column-major with no padding, headers per column (specs/formats/axt_ch.yaml).
// The layout, conversion and descriptor are the four AXT variants' shared
// ones (formats/ax/); this file names the variant and registers it.
// The rule times it where the longest row is at least 64 times the mean and
// 4096 entries long: power-law graphs, where tiles spread a long row over many
// warps.
#include "formats/ax/axt_format.hpp"

namespace spgen::formats {

namespace {
constexpr AxtVariant kAxtCH{.name = "axt_ch", .mode = AxMode::com, .min_max_over_mean = 64, .min_max_row = 4096};
template <SupportedValue V, SupportedIndex I>
using AxtChFormat = AxtFormat<V, I, kAxtCH>;
}  // namespace

SPGEN_REGISTER_FORMAT(axt_ch, AxtChFormat)

}  // namespace spgen::formats
