// Structural statistics of a matrix and its fingerprint.
//
// The fingerprint hashes the structure (dimensions, row pointers, column
// indices) but not the values: two matrices with the same pattern share tuned
// choices and compiled kernels, which is what the caches key on.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "spgen/core/csr.hpp"

namespace spgen {

struct MatrixStats {
  std::int64_t rows = 0;
  std::int64_t cols = 0;
  std::int64_t nnz = 0;
  std::int64_t row_len_min = 0;
  std::int64_t row_len_max = 0;
  double row_len_mean = 0.0;
  double row_len_stddev = 0.0;
  std::int64_t empty_rows = 0;
  /// max |i - j| over the entries (0 for a diagonal or empty matrix).
  std::int64_t bandwidth = 0;
  /// nnz / (rows * cols), 0 for an empty shape.
  double density = 0.0;
  /// Row-length histogram in power-of-two buckets: bucket 0 counts empty rows,
  /// bucket k >= 1 counts rows with length in [2^(k-1), 2^k).
  std::vector<std::int64_t> row_len_histogram;
  /// Structure fingerprint, see structure_fingerprint().
  std::uint64_t fingerprint = 0;
};

/// Lower bound of histogram bucket k ("0" for bucket 0).
std::int64_t histogram_bucket_low(std::size_t k);
/// Upper bound (inclusive) of histogram bucket k.
std::int64_t histogram_bucket_high(std::size_t k);

template <SupportedValue V, SupportedIndex I>
MatrixStats compute_stats(const CsrView<V, I>& a);

/// Stable 64-bit hash (XXH3) of the structure; independent of the index type,
/// the value type and the platform, so a disk cache stays valid across them.
template <SupportedValue V, SupportedIndex I>
std::uint64_t structure_fingerprint(const CsrView<V, I>& a);

/// Fingerprint as 16 lower-case hex digits.
std::string fingerprint_hex(std::uint64_t fingerprint);

}  // namespace spgen
