#include "spgen/core/stats.hpp"

#include "core/row_lengths.hpp"

#define XXH_INLINE_ALL
#include <xxhash.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <span>
#include <vector>

namespace spgen {

std::int64_t histogram_bucket_low(std::size_t k) {
  return k == 0 ? 0 : std::int64_t{1} << (k - 1);
}
std::int64_t histogram_bucket_high(std::size_t k) {
  return k == 0 ? 0 : (std::int64_t{1} << k) - 1;
}

template <SupportedValue V, SupportedIndex I>
MatrixStats compute_stats(const CsrView<V, I>& a) {
  MatrixStats s;
  s.rows = a.nrows;
  s.cols = a.ncols;
  s.nnz = static_cast<std::int64_t>(a.nnz());
  const RowLengthMoments m = row_length_moments(a);
  s.row_len_min = m.min;
  s.row_len_max = m.max;
  s.row_len_mean = m.mean;
  s.row_len_stddev = m.stddev;
  for (I r = 0; r < a.nrows; ++r) {
    const std::int64_t len = a.row_length(r);
    const std::size_t bucket = len == 0 ? 0 : std::bit_width(static_cast<std::uint64_t>(len));
    if (s.row_len_histogram.size() <= bucket) s.row_len_histogram.resize(bucket + 1, 0);
    ++s.row_len_histogram[bucket];
    if (len == 0) ++s.empty_rows;
    for (I k = a.row_ptr[r]; k < a.row_ptr[r + 1]; ++k)
      s.bandwidth = std::max<std::int64_t>(s.bandwidth, std::llabs(std::int64_t{a.col_idx[k]} - r));
  }
  if (a.nrows > 0 && a.ncols > 0)
    s.density = static_cast<double>(s.nnz) / (static_cast<double>(a.nrows) * static_cast<double>(a.ncols));
  s.fingerprint = structure_fingerprint(a);
  return s;
}

namespace {

// Elements per independently hashed block: a fixed size, so the fingerprint
// does not depend on the thread count, large enough that the blocks' digests
// add nothing noticeable.
constexpr std::size_t kFingerprintBlock = std::size_t{1} << 20;

// XXH3 of a block, as 32-bit little-endian words where every entry fits
// them (always, for int32 indices), else as 64-bit words: int32 and int64
// matrices of the same structure agree, and an int32 matrix hashes its own
// memory without copying (half the bytes of widening it).
template <SupportedIndex I>
std::uint64_t hash_words(std::span<const I> data) {
  if constexpr (sizeof(I) == 4) {
    return XXH3_64bits(data.data(), data.size_bytes());
  } else {
    XXH3_state_t state;
    XXH3_64bits_reset(&state);
    constexpr std::size_t kChunk = 4096;
    std::int32_t buffer[kChunk];
    for (std::size_t i = 0; i < data.size(); i += kChunk) {
      const std::size_t n = std::min(kChunk, data.size() - i);
      bool fits = true;
      for (std::size_t j = 0; j < n; ++j) {
        fits = fits && data[i + j] >= std::numeric_limits<std::int32_t>::min() &&
               data[i + j] <= std::numeric_limits<std::int32_t>::max();
        buffer[j] = static_cast<std::int32_t>(data[i + j]);
      }
      if (!fits) return XXH3_64bits(data.data(), data.size_bytes());
      XXH3_64bits_update(&state, buffer, n * sizeof(std::int32_t));
    }
    return XXH3_64bits_digest(&state);
  }
}

}  // namespace

template <SupportedValue V, SupportedIndex I>
std::uint64_t structure_fingerprint(const CsrView<V, I>& a) {
  // The dimensions, then each block's digest of row_ptr and col_idx: blocks
  // are hashed in parallel (a plan's fingerprint reads every column index).
  const std::size_t row_blocks = (a.row_ptr.size() + kFingerprintBlock - 1) / kFingerprintBlock;
  const std::size_t col_blocks = (a.col_idx.size() + kFingerprintBlock - 1) / kFingerprintBlock;
  std::vector<std::uint64_t> words(3 + row_blocks + col_blocks);
  words[0] = static_cast<std::uint64_t>(a.nrows);
  words[1] = static_cast<std::uint64_t>(a.ncols);
  words[2] = static_cast<std::uint64_t>(a.nnz());
  const auto nblocks = static_cast<std::int64_t>(row_blocks + col_blocks);
#pragma omp parallel for schedule(dynamic, 1) if (nblocks > 1)
  for (std::int64_t blk = 0; blk < nblocks; ++blk) {
    const bool rows = static_cast<std::size_t>(blk) < row_blocks;
    const std::span<const I> data = rows ? a.row_ptr : a.col_idx;
    const std::size_t first = (rows ? static_cast<std::size_t>(blk) : blk - row_blocks) * kFingerprintBlock;
    words[3 + static_cast<std::size_t>(blk)] =
        hash_words(data.subspan(first, std::min(kFingerprintBlock, data.size() - first)));
  }
  return XXH3_64bits(words.data(), words.size() * sizeof(std::uint64_t));
}

std::string fingerprint_hex(std::uint64_t fingerprint) {
  char buf[17];
  std::snprintf(buf, sizeof(buf), "%016llx", static_cast<unsigned long long>(fingerprint));
  return buf;
}

#define SPGEN_INSTANTIATE(V, I)                                   \
  template MatrixStats compute_stats<V, I>(const CsrView<V, I>&); \
  template std::uint64_t structure_fingerprint<V, I>(const CsrView<V, I>&);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen
