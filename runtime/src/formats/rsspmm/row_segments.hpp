// A matrix split into heavy row segments per column panel and light rows
// (specs/formats/rsspmm.yaml, RS-SpMM). Internal to the rsspmm descriptor.
#pragma once

#include <cstdint>
#include <vector>

#include "spgen/core/csr.hpp"
#include "spgen/core/uninitialized_vector.hpp"

namespace spgen::formats {

/// What a split chose and how large it came out, host or device
/// (RowSegments::summary(), DeviceRowSegments): what the descriptor's storage
/// and details need beside the arrays.
struct SplitSummary {
  std::int64_t width = 0, threshold = 0, piece_len = 0, light_len = 0;
  std::int64_t nunits = 0, nheavy = 0, nslots = 0, npieces = 0, nsegments = 0, heavy_entries = 0;
};

template <SupportedValue V, SupportedIndex I>
struct RowSegments {
  std::int64_t width = 0;      // W, columns per panel
  std::int64_t threshold = 0;  // the heavy threshold the split used (after the memory cap)
  std::int64_t piece_len = 0;  // the most heavy entries a piece holds (a segment is never cut)
  std::int64_t light_len = 0;  // the most light entries a unit holds (after the memory cap)
  // Light units: each row's light entries (in CSR order), cut into units.
  std::vector<I> unit_ptr;                // nunits + 1
  std::vector<I> unit_row;                // nunits
  std::vector<I> unit_slot;               // nunits: slot, or -1 for a row of one part
  UninitializedVector<I> light_col;       // light entries
  UninitializedVector<V> light_val;
  // Rows of several parts and their partial slots.
  std::vector<I> row_heavy;   // nrows: h, or -1
  std::vector<I> heavy_slot;  // nheavy + 1
  // Heavy segments, panel by panel, cut into pieces.
  std::vector<I> piece_seg;    // npieces + 1
  std::vector<I> piece_panel;  // npieces
  std::vector<I> seg_row;      // nsegments
  std::vector<I> seg_slot;     // nsegments
  std::vector<I> seg_ptr;      // nsegments + 1
  UninitializedVector<std::uint8_t> heavy_col;  // heavy entries: column - panel * W
  UninitializedVector<V> heavy_val;

  [[nodiscard]] std::int64_t nunits() const { return static_cast<std::int64_t>(unit_row.size()); }
  [[nodiscard]] std::int64_t nheavy() const { return static_cast<std::int64_t>(heavy_slot.size()) - 1; }
  [[nodiscard]] std::int64_t nslots() const { return heavy_slot.back(); }
  [[nodiscard]] std::int64_t npieces() const { return static_cast<std::int64_t>(piece_panel.size()); }
  [[nodiscard]] std::int64_t nsegments() const { return static_cast<std::int64_t>(seg_row.size()); }
  [[nodiscard]] std::int64_t heavy_entries() const { return static_cast<std::int64_t>(heavy_val.size()); }
  [[nodiscard]] SplitSummary summary() const {
    return {width, threshold, piece_len, light_len, nunits(), nheavy(), nslots(), npieces(), nsegments(),
            heavy_entries()};
  }

  /// Splits `a` with panels of `width` columns (1..256): a row's run of
  /// entries in one panel with at least `threshold` entries is a heavy
  /// segment (threshold > width: none is). A row's light entries are cut
  /// into units of at most `light_len` (0: 4 * max(mean row length, 16)).
  /// A row of several parts has a partial slot per part; the threshold, then
  /// the unit length, are raised, doubling, until the slots number at most
  /// max(2 * nrows, 16384), so the partials take at most about twice Y's
  /// memory (split_rules.hpp). `piece_len` (0: 16 * width) bounds a piece's
  /// entries. Throws spgen::Error for a width outside 1..256, a threshold
  /// below 1 or a negative length (check_split_args).
  static RowSegments from_csr(const CsrView<V, I>& a, std::int64_t width, std::int64_t threshold,
                              std::int64_t piece_len, std::int64_t light_len = 0);
};

/// Throws spgen::Error for a width outside 1..256, a threshold below 1 or a
/// negative length; returns the piece length a split uses for `piece_len`.
std::int64_t check_split_args(std::int64_t width, std::int64_t threshold, std::int64_t piece_len,
                              std::int64_t light_len);

/// Throws NotApplicable ("rsspmm: N <what> do not fit i32 indices") when
/// `count` does not fit I.
template <SupportedIndex I>
void check_split_fits(std::int64_t count, const char* what);

/// The light unit length when none is asked for: 4 * max(mean row length, 16).
inline std::int64_t default_light_len(std::int64_t nnz, std::int64_t nrows) {
  const std::int64_t mean = nrows > 0 ? nnz / nrows : 0;
  return 4 * (mean > 16 ? mean : 16);
}

/// The lengths of every row's runs of entries in one panel of `width`
/// columns: count[len] runs of len entries, len 1..width (count[0] unused).
template <SupportedValue V, SupportedIndex I>
std::vector<std::int64_t> segment_length_counts(const CsrView<V, I>& a, std::int64_t width);

}  // namespace spgen::formats
