// AXTCH1: rows packed with no padding, headers per segment block (specs/formats/axt_ch1.yaml).
// The layout, conversion and descriptor are the four AXT variants' shared
// ones (formats/ax/); this file names the variant and registers it.
// The rule times it where the longest row is at least 64 times the mean and
// 4096 entries long: power-law graphs, where tiles spread a long row over many
// warps.
#include "formats/ax/axt_format.hpp"

namespace spgen::formats {

namespace {
constexpr AxtVariant kAxtCH1{.name = "axt_ch1", .mode = AxMode::com, .min_max_over_mean = 64, .min_max_row = 4096};
template <SupportedValue V, SupportedIndex I>
using AxtCh1Format = AxtFormat<V, I, kAxtCH1>;
}  // namespace

SPGEN_REGISTER_FORMAT(axt_ch1, AxtCh1Format)

}  // namespace spgen::formats
