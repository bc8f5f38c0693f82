// Matrix features, computed once per plan and read by every format's rule.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <span>
#include <vector>

#include "spgen/core/csr.hpp"

namespace spgen {

/// Rows counted by their length: exactly for lengths below kExact, in
/// powers of two above (a rule that needs exact counts past kExact counts
/// the rows itself).
struct RowLengthHistogram {
  static constexpr std::int64_t kExact = 1024;
  /// exact[n]: the rows of n entries, for n < min(longest row + 1, kExact).
  std::vector<std::int64_t> exact;
  /// longer[j]: the rows of [2^j, 2^(j+1)) entries that are at least kExact
  /// long (so only j >= 10 is ever nonzero).
  std::array<std::int64_t, 64> longer{};

  /// Rows of at least n entries, for 0 <= n <= kExact (exact there).
  [[nodiscard]] std::int64_t rows_reaching(std::int64_t n) const;
  /// Whether rows_reaching(n) is exact: n <= kExact.
  [[nodiscard]] static bool exact_at(std::int64_t n) { return n >= 0 && n <= kExact; }
  bool operator==(const RowLengthHistogram&) const = default;
};

/// floor(log2(x)) for x >= 1: the power-of-two bin of a long row's length
/// or of a column gap.
inline int floor_log2(std::uint64_t x) { return static_cast<int>(std::bit_width(x)) - 1; }

struct Features {
  std::int64_t nrows = 0, ncols = 0, nnz = 0, max_row = 0;
  double mean_row = 0.0;
  double cv_row = 0.0;  // stddev / mean of the row lengths
  /// Share of the nonzeros near the diagonal, |col - row·ncols/nrows| <=
  /// max(64, ncols/64): 1 for stencils and banded FEM matrices (x is read in
  /// a sliding window), about 1/32 for random columns. The model's fourth
  /// axis (plan/model.hpp): x's locality moves a product's time as much as
  /// its bytes.
  double near_diagonal = 1.0;
  /// The row lengths' histogram (a rule reads it where it needs more than
  /// the moments, e.g. a width that enough rows reach).
  RowLengthHistogram row_lengths{};
  /// The column distance between adjacent nonzeros of a row:
  /// column_gaps[j] pairs are [2^j, 2^(j+1)) columns apart, nnz - nonempty
  /// rows pairs in all. Counted only where asked (column_gaps_counted; else
  /// all zero): plans ask where a format whose rule reads them
  /// (Capabilities::rule_reads_column_gaps) has instances, since counting
  /// reads every column (0.13-0.22 ms, 1-2 products, on the H200 for
  /// 56M-entry matrices whose other features take 0.09 ms).
  std::array<std::int64_t, 64> column_gaps{};
  bool column_gaps_counted = false;
};

/// The features of `a`; the column gaps too where `column_gaps`.
template <SupportedValue V, SupportedIndex I>
Features compute_features(const CsrView<V, I>& a, bool column_gaps = false);

/// Features::row_lengths alone (one pass over the row pointers).
template <SupportedValue V, SupportedIndex I>
RowLengthHistogram row_length_histogram(const CsrView<V, I>& a);

/// Features::column_gaps alone (one pass over the entries).
template <SupportedValue V, SupportedIndex I>
std::array<std::int64_t, 64> column_gap_histogram(const CsrView<V, I>& a);

/// The same for a matrix in device memory (a DeviceMatrix planned without a
/// host copy): counted by a kernel over `device_row_ptr` and
/// `device_col_idx` (nnz entries, sorted within each row, as a checked
/// matrix's are); equal to compute_features() of the same matrix. Only in
/// builds with device code (plan/cuda/features_device.cu).
template <SupportedIndex I>
Features compute_features_on_device(I nrows, I ncols, std::int64_t nnz, const I* device_row_ptr,
                                    const I* device_col_idx, bool column_gaps = false);

namespace detail {
/// Features from the counts both computations make: the row lengths' sums,
/// extremes and histogram (exact bins, then the power-of-two ones), the
/// near-diagonal entries and the gap bins.
struct FeatureCounts {
  unsigned long long length_sum = 0, length_sq_sum = 0, max_length = 0, near = 0;
  std::span<const std::int64_t> exact_lengths{};  // at least min(max_length + 1, kExact) bins
  std::span<const std::int64_t> longer_lengths{};  // 64 bins
  std::span<const std::int64_t> gaps{};            // 64 bins, or none where not counted
};
Features features_from_counts(std::int64_t nrows, std::int64_t ncols, std::int64_t nnz, const FeatureCounts& c);
}  // namespace detail

}  // namespace spgen
