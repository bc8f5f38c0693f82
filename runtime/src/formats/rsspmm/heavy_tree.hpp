// RS-SpMM's heavy threshold from a decision tree over the paper's features
// (Hong et al.): the histogram of distances between adjacent nonzeros of a
// row in powers-of-4 bins, and the accumulation counts (how many entries a
// row's run in one panel adds up). The tree is data, trained on the
// project's own GPU measurements (scripts/train_heavy_tree.py) and compiled in
// from runtime/data/rsspmm_heavy_tree.txt. Internal to the rsspmm descriptor.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/host_device.hpp"
#include "plan/features.hpp"
#include "spgen/core/csr.hpp"

namespace spgen::formats {

/// The tree's inputs, by the names its text uses (kHeavyFeatureNames).
struct HeavyFeatures {
  /// Share of adjacent nonzero pairs of a row at column distance in
  /// [1, 4), [4, 16), [16, 64), [64, 256), [256, 1024), [1024, inf).
  std::array<double, 6> distance{};
  double seg_mean = 0;  // mean entries per run of a row in one panel (accumulations per segment)
  double heavy4 = 0;    // share of the entries in runs of at least 4
  double heavy16 = 0;   // ... of at least 16
  double mean_row = 0;  // nnz / nrows
  double log2_k = 0;    // log2 of the plan's k

  /// The feature named `name`; throws spgen::Error for an unknown name.
  [[nodiscard]] double get(std::string_view name) const;
  /// name=value pairs, for describe() and the training data.
  [[nodiscard]] std::string to_string() const;
};

inline constexpr std::array<std::string_view, 11> kHeavyFeatureNames = {
    "d1", "d4", "d16", "d64", "d256", "d1024", "seg_mean", "heavy4", "heavy16", "mean_row", "log2_k"};

/// Adjacent pairs per distance bin (distance_bin below), as counted.
using DistanceBins = std::array<std::int64_t, 6>;

/// The features of `a` for panels of `width` columns and k columns of X.
/// The distance bins are counted unless given (distance_bins_of() of a
/// plan's features' gaps).
template <SupportedValue V, SupportedIndex I>
HeavyFeatures heavy_features(const CsrView<V, I>& a, std::int64_t width, std::int64_t k,
                             const DistanceBins* distance_bins = nullptr);

/// The distance bins from power-of-two column gaps (Features::column_gaps,
/// column_gap_histogram()), two to a bin.
DistanceBins distance_bins_of(const std::array<std::int64_t, 64>& column_gaps);

/// The distance bin (0..5) of two adjacent nonzeros `d` columns apart: bin b
/// holds [4^b, 4^(b+1)), the last one the rest. Host and device.
SPGEN_HOST_DEVICE inline int distance_bin(std::int64_t d) {
  // Comparisons, not a loop: no branch to mispredict on irregular spacing.
  return (d >= 4) + (d >= 16) + (d >= 64) + (d >= 256) + (d >= 1024);
}

/// The features from their counts (heavy_features and its device
/// counterpart share this): adjacent pairs per distance bin, runs[len] the
/// runs of len entries in one panel (len 1..width).
HeavyFeatures heavy_features_from_counts(const DistanceBins& distance_bins,
                                        std::span<const std::int64_t> runs, std::int64_t nnz, std::int64_t nrows,
                                        std::int64_t k);

/// A binary decision tree whose leaves are heavy thresholds (0: no heavy
/// segments, all rows light). Text form, one node per line:
///   spgen-rsspmm-tree-1
///   node ID FEATURE VALUE LEFT RIGHT   (feature <= value: LEFT, else RIGHT)
///   leaf ID THRESHOLD
/// with '#' comments; node 0 is the root.
class HeavyTree {
 public:
  /// Parses `text`; throws spgen::Error naming the line for a malformed one,
  /// an unknown feature, a missing or cyclic child.
  static HeavyTree parse(std::string_view text, std::string_view source);
  /// The tree compiled into the library.
  static const HeavyTree& shipped();

  /// The leaf's threshold for `f` (0: no heavy segments).
  [[nodiscard]] std::int64_t threshold(const HeavyFeatures& f) const;

 private:
  struct Node {
    bool leaf = false;
    std::string feature;
    double value = 0;
    int left = -1, right = -1;
    std::int64_t threshold = 0;
  };
  std::vector<Node> nodes_;
};

}  // namespace spgen::formats
