// A matrix stored as SELL-P over row groups (specs/formats/sellp_rg.yaml):
// R consecutive rows share the union of their columns, each stored column
// carrying R values. Internal to the sellp_rg descriptor.
#pragma once

#include <cstdint>
#include <limits>
#include <span>
#include <vector>

#include "formats/sellp_rg/group_merge.hpp"
#include "spgen/core/csr.hpp"
#include "spgen/core/uninitialized_vector.hpp"

namespace spgen::formats {

template <SupportedValue V, SupportedIndex I>
struct RowGroups {
  std::int64_t nrows = 0;
  std::int64_t ncols = 0;
  std::int64_t nnz = 0;
  int group_rows = 1;    // R
  int slice_height = 1;  // b, groups per slice
  std::int64_t ngroups = 0;
  std::int64_t nslices = 0;
  std::vector<I> slice_ptr;        // nslices + 1: first stored column of each slice
  UninitializedVector<I> col_idx;  // slice_ptr[nslices]
  UninitializedVector<V> values;   // slice_ptr[nslices] * R

  /// β: nnz over the stored values (R per stored column).
  [[nodiscard]] double occupancy() const {
    return col_idx.empty()
               ? 1.0
               : static_cast<double>(nnz) / (static_cast<double>(col_idx.size()) * group_rows);
  }
  [[nodiscard]] std::size_t stored_bytes() const {
    return (slice_ptr.size() + col_idx.size()) * sizeof(I) + values.size() * sizeof(V);
  }

  /// Groups `a`'s rows R (1..8) at a time in slices of b groups. Throws
  /// NotApplicable when the stored values overflow I.
  static RowGroups from_csr(const CsrView<V, I>& a, int group_rows, int slice_height);
};

/// Throws spgen::Error for R outside 1..8 or b below 1.
void check_group_shape(int group_rows, int slice_height);

/// The most stored columns (padding included) I-indexed kernels take: I's
/// maximum less a warp's headroom, as SELL-P keeps (values, R per column,
/// are indexed in 64 bits).
template <SupportedIndex I>
constexpr std::uint64_t stored_columns_limit() {
  return static_cast<std::uint64_t>(std::numeric_limits<I>::max()) - 64;
}

/// Throws NotApplicable when `total` stored columns pass that limit.
template <SupportedIndex I>
void check_stored_columns(std::uint64_t total);

/// The columns R rows starting at `first` store as one group: the size of the
/// union of their column lists (sorted rows, rows past nrows empty).
template <SupportedValue V, SupportedIndex I>
std::int64_t group_union_length(const CsrView<V, I>& a, std::int64_t first, int group_rows);

/// Stored columns for slices of b groups of R rows, estimated from at most
/// `samples` slices spread evenly over the matrix (all of them when fewer):
/// the mean slice width times the slices. No conversion.
template <SupportedValue V, SupportedIndex I>
double estimate_group_columns(const CsrView<V, I>& a, int group_rows, int slice_height,
                              std::int64_t samples);

}  // namespace spgen::formats
