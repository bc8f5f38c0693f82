// A matrix regrouped by column panels (specs/formats/colpanel.yaml): the
// entries of each panel of W columns in row order, cut into pieces. Internal
// to the colpanel descriptor.
#pragma once

#include <cstdint>
#include <vector>

#include "spgen/core/csr.hpp"
#include "spgen/core/uninitialized_vector.hpp"

namespace spgen::formats {

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
