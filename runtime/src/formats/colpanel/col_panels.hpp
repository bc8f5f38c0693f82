// A matrix regrouped by column panels (specs/formats/colpanel.yaml): the
// entries of each panel of W columns in row order, cut into pieces. Internal
// to the colpanel descriptor.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "spgen/core/csr.hpp"
#include "spgen/core/uninitialized_vector.hpp"

namespace spgen::formats {

/// Pieces of a panel of `count` entries: at least one (an empty panel still
/// writes its rows of Y), each at most piece_len, of nearly equal lengths.
constexpr std::int64_t pieces_of(std::int64_t count, std::int64_t piece_len) {
  return count > piece_len ? (count + piece_len - 1) / piece_len : 1;
}

/// piece_len 0 picks among 2048 * 2^i, i < kAutoPieceLens (up to 2^40):
/// the first whose split panels' pieces (the sum of pieces_of(c, len) over
/// panels of c > len entries: split_pieces[i]) number at most the panels.
/// Each piece of a split panel writes a W x k partial tile that the last
/// piece reads back, and that last piece adds the tiles one after another:
/// short pieces make both cost as much as the entries.
constexpr std::int64_t kShortestAutoPiece = 2048;
constexpr int kAutoPieceLens = 30;
constexpr std::int64_t auto_piece_len_candidate(int i) { return kShortestAutoPiece << i; }
std::int64_t pick_auto_piece_len(std::span<const std::int64_t> split_pieces, std::int64_t npanels);

/// Throws spgen::Error for a panel width outside 1..256 or a negative piece_len.
void check_col_panel_args(std::int64_t width, std::int64_t piece_len);

template <SupportedValue V, SupportedIndex I>
struct ColPanels {
  std::int64_t width = 0;      // W, columns per panel
  std::int64_t piece_len = 0;  // the most entries a piece holds
  std::vector<I> panel_piece;  // npanels + 1
  std::vector<I> panel_slot;   // npanels: first partial tile of a split panel (0 otherwise)
  std::vector<I> panel_ptr;    // npanels + 1: first entry of each panel (CPU work units)
  std::vector<I> piece_ptr;    // npieces + 1
  std::vector<I> piece_panel;  // npieces
  UninitializedVector<I> ent_row;              // nnz
  UninitializedVector<std::uint8_t> ent_col;   // nnz: column - panel * W
  UninitializedVector<V> values;               // nnz
  std::int64_t split_panels = 0;  // panels of more than one piece
  std::int64_t split_pieces = 0;  // their pieces

  [[nodiscard]] std::int64_t npanels() const { return static_cast<std::int64_t>(panel_slot.size()); }
  [[nodiscard]] std::int64_t npieces() const { return static_cast<std::int64_t>(piece_panel.size()); }

  /// Regroups `a` into panels of `width` columns (1..256) and pieces of at
  /// most `piece_len` entries; piece_len 0 picks the shortest power of two
  /// from 2048 up whose split panels' pieces number at most the panels (so the
  /// deterministic partial tiles take no more memory than Y). `slot_per_piece`:
  /// deterministic partial tiles, one per piece of a split panel; else one
  /// per split panel. Throws NotApplicable when the pieces overflow I.
  static ColPanels from_csr(const CsrView<V, I>& a, std::int64_t width, std::int64_t piece_len, bool slot_per_piece);
};

}  // namespace spgen::formats
