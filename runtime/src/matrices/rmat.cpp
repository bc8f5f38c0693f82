// R-MAT generation without atomics. R-MAT concentrates edges on a few rows, so
// per-row atomic counters make the cores fight over the same cache lines (a
// first version took 88 s for rmat:22:16 on 2 cores). Instead:
//   A. edges are split into fixed chunks; each chunk draws its edges, stores
//      them packed as row << 32 | col in edge order, and counts them per
//      bucket of consecutive rows;
//   B. each chunk copies its edges into its own slice of each bucket's
//      segment (a parallel, atomic-free radix step on the top row bits);
//   C. buckets are processed independently: counting sort by row, sort and
//      merge each row, row lengths;
//   D. prefix sum, then each bucket copies its rows into the CSR arrays.
// Each edge's random stream is keyed by its index, so the result depends on
// neither the thread count nor the chunking.
#include <algorithm>
#include <string>

#include "matrices/build_csr.hpp"
#include "matrices/memory_limit.hpp"
#include "spgen/matrices/synthetic.hpp"

namespace spgen {
namespace {

constexpr std::uint64_t kEdgeStream = 11;
constexpr std::uint64_t kValueStream = 12;
// Graph500 quadrant probabilities a = .57, b = c = .19 (d = .05) as 15-bit
// thresholds on a uniform draw u: u < A → top-left, < AB → top-right,
// < ABC → bottom-left, else bottom-right (each within 2e-5 of the target).
constexpr std::uint64_t kA = 18678;    // round(0.57 * 32768)
constexpr std::uint64_t kAB = 24904;   // round(0.76 * 32768)
constexpr std::uint64_t kABC = 31130;  // round(0.95 * 32768)
constexpr int kMaxScale = 32;          // rows and columns packed in 32 bits each
constexpr int kBucketBits = 10;        // up to 1024 row buckets
constexpr std::int64_t kChunks = 64;

// Edge e's random words are words 8e, 8e+1, ... of one SplitMix64 sequence
// (a scale-32 edge needs 8 words of four draws), so the streams never
// overlap and each word is one independent mix, not a chain of them: this
// is the inner loop of the whole generator.
constexpr std::uint64_t kGamma = 0x9e3779b97f4a7c15ULL;
constexpr int kWordsPerEdge = 8;
static_assert(kWordsPerEdge * 4 >= kMaxScale);

std::uint64_t edge_base(std::uint64_t seed) {
  return sources::mix64(sources::mix64(seed) ^ kEdgeStream);
}

// Four levels per random word, compared in SWAR fashion: the word holds four
// 15-bit draws in 16-bit lanes, so adding 0x8000 - T to every lane sets the
// lane's top bit exactly when the draw is >= T, with no carry between lanes.
constexpr std::uint64_t kLanes = 0x7fff7fff7fff7fffULL;
constexpr std::uint64_t kLaneTops = 0x8000800080008000ULL;
constexpr std::uint64_t kLaneOnes = 0x0001000100010001ULL;
// Multiplying the lane top bits (shifted to bits 0, 16, 32, 48) by this moves
// them to bits 51, 50, 49, 48, first level highest; the other partial
// products land on distinct bits below 48 or above 63, so nothing carries.
constexpr std::uint64_t kGather = (1ULL << 51) | (1ULL << 34) | (1ULL << 17) | 1ULL;

inline std::uint64_t gather_lane_tops(std::uint64_t tops) {
  return (((tops >> 15) * kGather) >> 48) & 0xfU;
}

// The first `levels` levels of edge `edge`: row and column prefixes.
inline std::pair<std::uint64_t, std::uint64_t> edge_prefix(std::uint64_t base, std::int64_t edge,
                                                           int levels) {
  const std::uint64_t first = base + static_cast<std::uint64_t>(edge) * kWordsPerEdge * kGamma;
  std::uint64_t row = 0, col = 0;
  for (int level = 0, word = 0; level < levels; level += 4, ++word) {
    const std::uint64_t u =
        sources::mix64(first + static_cast<std::uint64_t>(word) * kGamma) & kLanes;
    const std::uint64_t down = (u + (0x8000U - kAB) * kLaneOnes) & kLaneTops;
    const std::uint64_t ge_a = (u + (0x8000U - kA) * kLaneOnes) & kLaneTops;
    const std::uint64_t ge_abc = (u + (0x8000U - kABC) * kLaneOnes) & kLaneTops;
    // Top half (a|b): right iff u >= A; bottom half (c|d): right iff u >= ABC.
    const std::uint64_t right = (down & ge_abc) | (~down & ge_a);
    const int take = std::min(4, levels - level);
    row = (row << take) | (gather_lane_tops(down) >> (4 - take));
    col = (col << take) | (gather_lane_tops(right) >> (4 - take));
  }
  return {row, col};
}

void check_args(const std::string& what, int scale, int edges_per_row) {
  if (scale < 0 || scale > kMaxScale)
    throw Error(what + ": scale must be in [0, " + std::to_string(kMaxScale) + "], got " +
                std::to_string(scale));
  if (edges_per_row < 0) throw Error(what + ": edges per row must be >= 0");
}

}  // namespace

std::pair<std::int64_t, std::int64_t> rmat_edge(int scale, std::uint64_t seed, std::int64_t edge) {
  const auto [row, col] = edge_prefix(edge_base(seed), edge, scale);
  return {static_cast<std::int64_t>(row), static_cast<std::int64_t>(col)};
}

template <SupportedValue V, SupportedIndex I>
Csr<V, I> rmat(int scale, int edges_per_row, std::uint64_t seed, const ProgressFn& progress) {
  const std::string what = "rmat:" + std::to_string(scale) + ":" + std::to_string(edges_per_row) +
                           ":" + std::to_string(seed);
  check_args(what, scale, edges_per_row);
  const std::int64_t rows = std::int64_t{1} << scale;
  sources::require_fits<I>(what, "row count", rows);
  const std::int64_t edges = sources::checked_mul(what, rows, edges_per_row);
  // Every edge is drawn before duplicates merge: two 8-byte copies of each
  // (drawn, then sorted into buckets) besides the row pointers. Refused here
  // when they cannot fit, before anything is reserved.
  io::require_memory(what, "its " + std::to_string(edges) + " edges",
                     16.0L * static_cast<long double>(edges) +
                         (static_cast<long double>(rows) + 1) * sizeof(I));
  const int bucket_bits = std::min(scale, kBucketBits);
  const std::int64_t buckets = std::int64_t{1} << bucket_bits;
  const int row_shift = scale - bucket_bits;  // bucket = row >> row_shift
  const std::int64_t rows_per_bucket = std::int64_t{1} << row_shift;
  auto chunk_begin = [&](std::int64_t c) { return edges * c / kChunks; };
  const std::uint64_t base = edge_base(seed);
  const std::uint64_t value_base = sources::mix64(sources::mix64(seed) ^ kValueStream);

  // Drawing the edges (A) is most of the time; sorting them (C) most of the rest.
  sources::Steps steps(progress);
  steps.phase(0.5, kChunks);

  // A: packed edges in edge order; counts[chunk * buckets + bucket].
  std::vector<std::uint64_t> raw;
  sources::resize_for_fill(raw, static_cast<std::size_t>(edges));
  std::vector<std::int64_t> offset(static_cast<std::size_t>(kChunks * buckets), 0);
#pragma omp parallel for schedule(dynamic, 1)
  for (std::int64_t c = 0; c < kChunks; ++c) {
    std::int64_t* count = offset.data() + c * buckets;
    for (std::int64_t e = chunk_begin(c); e < chunk_begin(c + 1); ++e) {
      const auto [r, col] = edge_prefix(base, e, scale);
      raw[e] = (r << 32) | col;
      ++count[r >> row_shift];
    }
    steps.add(1);
  }
  // Bucket-major layout: bucket b's segment holds chunk 0's edges, then chunk 1's...
  std::vector<std::int64_t> bucket_begin(static_cast<std::size_t>(buckets) + 1, 0);
  {
    std::int64_t running = 0;
    for (std::int64_t b = 0; b < buckets; ++b) {
      bucket_begin[b] = running;
      for (std::int64_t c = 0; c < kChunks; ++c) {
        const std::int64_t n = offset[c * buckets + b];
        offset[c * buckets + b] = running;
        running += n;
      }
    }
    bucket_begin[buckets] = running;
  }

  // B: scatter into bucket segments, each chunk writing only its own slices.
  steps.phase(0.6, kChunks);
  std::vector<std::uint64_t> keys;
  sources::resize_for_fill(keys, static_cast<std::size_t>(edges));
#pragma omp parallel for schedule(dynamic, 1)
  for (std::int64_t c = 0; c < kChunks; ++c) {
    std::int64_t* cursor = offset.data() + c * buckets;
    for (std::int64_t e = chunk_begin(c); e < chunk_begin(c + 1); ++e)
      keys[cursor[raw[e] >> (32 + row_shift)]++] = raw[e];
    steps.add(1);
  }
  std::vector<std::int64_t>().swap(offset);
  std::vector<std::uint64_t>().swap(raw);

  // C: per bucket, counting sort by row, sort and merge each row; the merged
  // columns go back to the start of the bucket's segment.
  Csr<V, I> out;
  out.nrows = out.ncols = static_cast<I>(rows);
  sources::resize_for_fill(out.row_ptr, static_cast<std::size_t>(rows) + 1);
  steps.phase(0.9, buckets);
#pragma omp parallel
  {
    std::vector<std::int64_t> start(static_cast<std::size_t>(rows_per_bucket) + 1);
    std::vector<std::uint32_t> sorted;
#pragma omp for schedule(dynamic, 1)
    for (std::int64_t b = 0; b < buckets; ++b) {
      std::uint64_t* seg = keys.data() + bucket_begin[b];
      const std::int64_t n = bucket_begin[b + 1] - bucket_begin[b];
      const std::int64_t first_row = b << row_shift;
      std::fill(start.begin(), start.end(), 0);
      for (std::int64_t i = 0; i < n; ++i)
        ++start[static_cast<std::int64_t>(seg[i] >> 32) - first_row + 1];
      for (std::int64_t r = 0; r < rows_per_bucket; ++r) start[r + 1] += start[r];
      sorted.resize(static_cast<std::size_t>(n));
      for (std::int64_t i = 0; i < n; ++i)
        sorted[start[static_cast<std::int64_t>(seg[i] >> 32) - first_row]++] =
            static_cast<std::uint32_t>(seg[i]);
      // start[r] now holds the end of local row r.
      std::int64_t row_begin = 0;
      std::int64_t written = 0;
      for (std::int64_t r = 0; r < rows_per_bucket; ++r) {
        std::uint32_t* lo = sorted.data() + row_begin;
        std::uint32_t* hi = sorted.data() + start[r];
        std::sort(lo, hi);
        const std::int64_t len = std::unique(lo, hi) - lo;
        for (std::int64_t k = 0; k < len; ++k) seg[written + k] = lo[k];
        written += len;
        out.row_ptr[first_row + r + 1] = static_cast<I>(len);
        row_begin = start[r];
      }
      steps.add(1);
    }
  }
  const std::int64_t nnz = sources::prefix_sum_checked<I>(what, out.row_ptr);

  // D: copy out; values keyed by (row, column) so merging cannot make them
  // depend on edge order.
  sources::resize_for_fill(out.col_idx, static_cast<std::size_t>(nnz));
  sources::resize_for_fill(out.values, static_cast<std::size_t>(nnz));
  steps.phase(1.0, buckets);
#pragma omp parallel for schedule(dynamic, 1)
  for (std::int64_t b = 0; b < buckets; ++b) {
    const std::uint64_t* src = keys.data() + bucket_begin[b];
    const std::int64_t first_row = b << row_shift;
    for (std::int64_t r = first_row; r < first_row + rows_per_bucket; ++r) {
      for (I p = out.row_ptr[r]; p < out.row_ptr[r + 1]; ++p) {
        const auto c = static_cast<I>(*src++);
        out.col_idx[p] = c;
        // (r, c) packs into a distinct 64-bit key; one mix of it is the value.
        const auto key = (static_cast<std::uint64_t>(r) << 32) | static_cast<std::uint64_t>(c);
        out.values[p] = sources::uniform_real_from<V>(sources::mix64(value_base ^ (key * kGamma)));
      }
    }
    steps.add(1);
  }
  steps.finish();
  return out;
}

#define SPGEN_INSTANTIATE(V, I) \
  template Csr<V, I> rmat<V, I>(int, int, std::uint64_t, const ProgressFn&);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen
