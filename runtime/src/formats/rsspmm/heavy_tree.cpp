// The heavy-threshold tree: its features from CSR, its text form, its walk.
#include "formats/rsspmm/heavy_tree.hpp"

#include <algorithm>
#include <cmath>
#include <span>
#include <sstream>

#include "formats/rsspmm/row_segments.hpp"
#include "spgen/core/error.hpp"

namespace spgen::formats {

// The text of runtime/data/rsspmm_heavy_tree.txt (runtime/CMakeLists.txt).
std::string_view shipped_heavy_tree_text();

double HeavyFeatures::get(std::string_view name) const {
  for (std::size_t i = 0; i < distance.size(); ++i)
    if (name == kHeavyFeatureNames[i]) return distance[i];
  if (name == "seg_mean") return seg_mean;
  if (name == "heavy4") return heavy4;
  if (name == "heavy16") return heavy16;
  if (name == "mean_row") return mean_row;
  if (name == "log2_k") return log2_k;
  throw Error("rsspmm heavy tree: unknown feature '" + std::string(name) + "'");
}

std::string HeavyFeatures::to_string() const {
  std::ostringstream s;
  s.precision(4);
  for (std::size_t i = 0; i < kHeavyFeatureNames.size(); ++i)
    s << (i ? " " : "") << kHeavyFeatureNames[i] << '=' << get(kHeavyFeatureNames[i]);
  return s.str();
}

HeavyFeatures heavy_features_from_counts(const DistanceBins& distance_bins,
                                        std::span<const std::int64_t> runs, std::int64_t nnz, std::int64_t nrows,
                                        std::int64_t k) {
  HeavyFeatures f;
  f.mean_row = nrows > 0 ? static_cast<double>(nnz) / static_cast<double>(nrows) : 0.0;
  f.log2_k = std::log2(static_cast<double>(std::max<std::int64_t>(k, 1)));
  std::int64_t pairs = 0;
  for (const auto c : distance_bins) pairs += c;
  for (std::size_t b = 0; b < distance_bins.size(); ++b)
    f.distance[b] = pairs > 0 ? static_cast<double>(distance_bins[b]) / static_cast<double>(pairs) : 0.0;
  std::int64_t nruns = 0, in4 = 0, in16 = 0;
  for (std::int64_t len = 1; len < static_cast<std::int64_t>(runs.size()); ++len) {
    nruns += runs[len];
    if (len >= 4) in4 += len * runs[len];
    if (len >= 16) in16 += len * runs[len];
  }
  f.seg_mean = nruns > 0 ? static_cast<double>(nnz) / static_cast<double>(nruns) : 0.0;
  f.heavy4 = nnz > 0 ? static_cast<double>(in4) / static_cast<double>(nnz) : 0.0;
  f.heavy16 = nnz > 0 ? static_cast<double>(in16) / static_cast<double>(nnz) : 0.0;
  return f;
}

template <SupportedValue V, SupportedIndex I>
HeavyFeatures heavy_features(const CsrView<V, I>& a, std::int64_t width, std::int64_t k,
                             const DistanceBins* distance_bins) {
  const auto nnz = static_cast<std::int64_t>(a.nnz());
  const DistanceBins bins = distance_bins ? *distance_bins : distance_bins_of(column_gap_histogram(a));
  // Accumulation counts: the runs of a row in one panel.
  const std::vector<std::int64_t> runs = segment_length_counts(a, width);
  return heavy_features_from_counts(bins, runs, nnz, a.nrows, k);
}

DistanceBins distance_bins_of(const std::array<std::int64_t, 64>& column_gaps) {
  // distance_bin(d) = floor(log2(d) / 2), capped at 5.
  DistanceBins bins{};
  for (std::size_t j = 0; j < column_gaps.size(); ++j) bins[std::min<std::size_t>(j / 2, 5)] += column_gaps[j];
  return bins;
}

HeavyTree HeavyTree::parse(std::string_view text, std::string_view source) {
  HeavyTree tree;
  std::istringstream in{std::string(text)};
  std::string line;
  int lineno = 0;
  bool header = false;
  auto fail = [&](const std::string& what) {
    throw Error(std::string(source) + ":" + std::to_string(lineno) + ": " + what);
  };
  while (std::getline(in, line)) {
    ++lineno;
    if (const auto hash = line.find('#'); hash != std::string::npos) line.erase(hash);
    std::istringstream words(line);
    std::string kind;
    if (!(words >> kind)) continue;
    if (!header) {
      if (kind != "spgen-rsspmm-tree-1") fail("expected the header 'spgen-rsspmm-tree-1', got '" + kind + "'");
      header = true;
      continue;
    }
    Node n;
    int id = -1;
    if (kind == "node") {
      if (!(words >> id >> n.feature >> n.value >> n.left >> n.right)) fail("expected 'node ID FEATURE VALUE LEFT RIGHT'");
      if (std::find(kHeavyFeatureNames.begin(), kHeavyFeatureNames.end(), n.feature) == kHeavyFeatureNames.end())
        fail("unknown feature '" + n.feature + "'");
    } else if (kind == "leaf") {
      n.leaf = true;
      if (!(words >> id >> n.threshold) || n.threshold < 0) fail("expected 'leaf ID THRESHOLD' with THRESHOLD >= 0");
    } else {
      fail("expected 'node' or 'leaf', got '" + kind + "'");
    }
    if (std::string rest; words >> rest) fail("unexpected '" + rest + "' at the end of the line");
    if (id < 0 || id > 4096) fail("node id " + std::to_string(id) + " outside 0..4096");
    if (tree.nodes_.size() <= static_cast<std::size_t>(id)) tree.nodes_.resize(static_cast<std::size_t>(id) + 1);
    if (!tree.nodes_[id].feature.empty() || tree.nodes_[id].leaf) fail("node " + std::to_string(id) + " defined twice");
    tree.nodes_[id] = n;
  }
  if (!header || tree.nodes_.empty()) fail("the tree has no nodes");
  // Every node defined, children after their parent (so the walk ends).
  for (std::size_t i = 0; i < tree.nodes_.size(); ++i) {
    const Node& n = tree.nodes_[i];
    if (!n.leaf && n.feature.empty()) fail("node " + std::to_string(i) + " is referenced or skipped but not defined");
    if (!n.leaf && (n.left <= static_cast<int>(i) || n.right <= static_cast<int>(i) ||
                    n.left >= static_cast<int>(tree.nodes_.size()) || n.right >= static_cast<int>(tree.nodes_.size())))
      fail("node " + std::to_string(i) + ": children must be defined nodes after it");
  }
  return tree;
}

const HeavyTree& HeavyTree::shipped() {
  static const HeavyTree tree = parse(shipped_heavy_tree_text(), "runtime/data/rsspmm_heavy_tree.txt");
  return tree;
}

std::int64_t HeavyTree::threshold(const HeavyFeatures& f) const {
  std::size_t at = 0;
  while (!nodes_[at].leaf) at = static_cast<std::size_t>(f.get(nodes_[at].feature) <= nodes_[at].value ? nodes_[at].left : nodes_[at].right);
  return nodes_[at].threshold;
}

#define SPGEN_INSTANTIATE(V, I) \
  template HeavyFeatures heavy_features<V, I>(const CsrView<V, I>&, std::int64_t, std::int64_t, const DistanceBins*);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::formats
