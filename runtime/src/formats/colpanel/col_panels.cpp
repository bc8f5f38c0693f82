// Column panels by a stable parallel counting sort: each thread takes a range
// of rows (equal shares of the entries), counts its entries per panel, and
// scatters them after the earlier threads' entries of the same panel, so a
// panel's entries keep CSR order (rows ascending, then columns).
#include "formats/colpanel/col_panels.hpp"

#include <omp.h>

#include <algorithm>
#include <limits>
#include <string>

#include "formats/entry_shares.hpp"
#include "spgen/core/error.hpp"

namespace spgen::formats {

namespace {

constexpr std::int64_t kParallelEntries = std::int64_t{1} << 16;

// piece_len 0 (col_panels.hpp). On an H200, rmat:22:16 (W 32) ran fastest
// at 2048 for f64 k = 8 (2.13 ms against 2.63 at 256-512), f32 k = 32 (2.88
// against 6.05) and f64 k = 32, and within 1% of it at f32 k = 8
// (bench/results/gpu-2026-11-28-piece-len/).
std::int64_t auto_piece_len(const std::vector<std::int64_t>& counts) {
  std::vector<std::int64_t> split(kAutoPieceLens, 0);
  for (const std::int64_t c : counts)
    for (int i = 0; i < kAutoPieceLens; ++i)
      if (const std::int64_t len = auto_piece_len_candidate(i); c > len) split[i] += pieces_of(c, len);
  return pick_auto_piece_len(split, static_cast<std::int64_t>(counts.size()));
}

}  // namespace

void check_col_panel_args(std::int64_t width, std::int64_t piece_len) {
  if (width < 1 || width > 256)
    throw Error("column panels: panel width " + std::to_string(width) + " outside 1..256 (8-bit column offsets)");
  if (piece_len < 0) throw Error("column panels: piece_len = " + std::to_string(piece_len) + "; it must be >= 0");
}

std::int64_t pick_auto_piece_len(std::span<const std::int64_t> split_pieces, std::int64_t npanels) {
  for (int i = 0; i < kAutoPieceLens; ++i)
    if (split_pieces[i] <= npanels) return auto_piece_len_candidate(i);
  return auto_piece_len_candidate(kAutoPieceLens - 1);
}

template <SupportedValue V, SupportedIndex I>
ColPanels<V, I> ColPanels<V, I>::from_csr(const CsrView<V, I>& a, std::int64_t width, std::int64_t piece_len,
                                          bool slot_per_piece) {
  check_col_panel_args(width, piece_len);
  ColPanels out;
  out.width = width;
  const std::int64_t nnz = static_cast<std::int64_t>(a.nnz());
  const std::int64_t npanels = (static_cast<std::int64_t>(a.ncols) + width - 1) / width;

  // Row ranges of equal entry shares, one per thread.
  const int nthreads = nnz > kParallelEntries ? omp_get_max_threads() : 1;
  const std::vector<I> first_row = rows_by_entry_share(a, nthreads);
  // counts[t * npanels + p]: thread t's entries in panel p, then where they go.
  std::vector<std::int64_t> counts(static_cast<std::size_t>(nthreads) * static_cast<std::size_t>(npanels), 0);
#pragma omp parallel num_threads(nthreads)
  {
    const int t = omp_get_thread_num();
    std::int64_t* mine = counts.data() + static_cast<std::ptrdiff_t>(t) * npanels;
    for (std::int64_t p = a.row_ptr[first_row[t]]; p < a.row_ptr[first_row[t + 1]]; ++p)
      ++mine[a.col_idx[p] / width];
  }
  std::vector<std::int64_t> panel_count(static_cast<std::size_t>(npanels), 0);
  for (int t = 0; t < nthreads; ++t)
    for (std::int64_t p = 0; p < npanels; ++p) panel_count[p] += counts[t * npanels + p];
  out.piece_len = piece_len > 0 ? piece_len : auto_piece_len(panel_count);

  // Pieces and partial-tile slots, panel by panel.
  std::int64_t npieces = 0;
  for (const std::int64_t c : panel_count) npieces += pieces_of(c, out.piece_len);
  if (npieces >= static_cast<std::int64_t>(std::numeric_limits<I>::max()))
    throw NotApplicable("column panels: " + std::to_string(npieces) + " pieces do not fit " + type_tag<I>() +
                        " indices");
  out.panel_piece.resize(static_cast<std::size_t>(npanels) + 1);
  out.panel_ptr.resize(static_cast<std::size_t>(npanels) + 1);
  out.panel_slot.assign(static_cast<std::size_t>(npanels), 0);
  out.piece_ptr.resize(static_cast<std::size_t>(npieces) + 1);
  out.piece_panel.resize(static_cast<std::size_t>(npieces));
  std::int64_t piece = 0, entry = 0;
  for (std::int64_t p = 0; p < npanels; ++p) {
    const std::int64_t m = pieces_of(panel_count[p], out.piece_len);
    out.panel_piece[p] = static_cast<I>(piece);
    out.panel_ptr[p] = static_cast<I>(entry);
    if (m > 1) {
      out.panel_slot[p] = static_cast<I>(slot_per_piece ? out.split_pieces : out.split_panels);
      ++out.split_panels;
      out.split_pieces += m;
    }
    for (std::int64_t i = 0; i < m; ++i, ++piece) {
      out.piece_ptr[piece] = static_cast<I>(entry + panel_count[p] * i / m);
      out.piece_panel[piece] = static_cast<I>(p);
    }
    entry += panel_count[p];
  }
  out.panel_piece[npanels] = static_cast<I>(npieces);
  out.panel_ptr[npanels] = static_cast<I>(nnz);
  out.piece_ptr[npieces] = static_cast<I>(nnz);

  // Each thread's first position in each panel: after the panel's earlier
  // entries and the earlier threads' share of it.
  std::int64_t start = 0;
  for (std::int64_t p = 0; p < npanels; ++p)
    for (int t = 0; t < nthreads; ++t) {
      const std::int64_t c = counts[t * npanels + p];
      counts[t * npanels + p] = start;
      start += c;
    }
  out.ent_row.resize(static_cast<std::size_t>(nnz));
  out.ent_col.resize(static_cast<std::size_t>(nnz));
  out.values.resize(static_cast<std::size_t>(nnz));
#pragma omp parallel num_threads(nthreads)
  {
    const int t = omp_get_thread_num();
    std::int64_t* next = counts.data() + static_cast<std::ptrdiff_t>(t) * npanels;
    for (I r = first_row[t]; r < first_row[t + 1]; ++r)
      for (I p = a.row_ptr[r]; p < a.row_ptr[r + 1]; ++p) {
        const std::int64_t col = a.col_idx[p];
        const std::int64_t at = next[col / width]++;
        out.ent_row[at] = r;
        out.ent_col[at] = static_cast<std::uint8_t>(col % width);
        out.values[at] = a.values[p];
      }
  }
  return out;
}

#define SPGEN_INSTANTIATE(V, I) template struct ColPanels<V, I>;
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::formats
