// Heavy row segments and light rows in three parallel passes over CSR: run
// lengths (for the memory cap on the threshold), per-row and per-panel counts,
// then the scatter. Each thread takes a range of rows (equal shares of the
// entries) and writes each panel's segments after the earlier threads' ones,
// so a panel's segments stay in row order.
#include "formats/rsspmm/row_segments.hpp"

#include <omp.h>

#include <algorithm>
#include <bit>
#include <limits>
#include <string>

#include "formats/entry_shares.hpp"
#include "formats/rsspmm/split_rules.hpp"
#include "spgen/core/error.hpp"

namespace spgen::formats {

namespace {

constexpr std::int64_t kParallelEntries = std::int64_t{1} << 16;

// A column's panel: a shift for the specs' widths (powers of two), else a
// division (from_csr takes any width 1..256).
struct PanelOf {
  std::int64_t width;
  int shift;
  explicit PanelOf(std::int64_t w)
      : width(w), shift((w & (w - 1)) == 0 ? std::countr_zero(static_cast<std::uint64_t>(w)) : -1) {}
  [[nodiscard]] std::int64_t operator()(std::int64_t column) const { return shift >= 0 ? column >> shift : column / width; }
};

// Calls run(panel, begin, end) for each run of row r's entries in one panel:
// the panel of the run's first entry, then entries up to the panel's end by
// comparison (a division per entry took 35 ns of the 2-core VM's time, about
// 570 ms on rmat:20:16).
template <SupportedValue V, SupportedIndex I, typename Run>
void for_each_run(const CsrView<V, I>& a, I r, const PanelOf& panel_of, Run run) {
  const I end = a.row_ptr[r + 1];
  for (I p = a.row_ptr[r]; p < end;) {
    const std::int64_t panel = panel_of(a.col_idx[p]);
    const std::int64_t next_panel = (panel + 1) * panel_of.width;
    I q = p + 1;
    while (q < end && a.col_idx[q] < next_panel) ++q;
    run(panel, p, q);
    p = q;
  }
}

template <SupportedValue V, SupportedIndex I>
int threads_for(const CsrView<V, I>& a) {
  return static_cast<std::int64_t>(a.nnz()) > kParallelEntries ? omp_get_max_threads() : 1;
}

void check_width(std::int64_t width) {
  if (width < 1 || width > 256)
    throw Error("rsspmm: panel width " + std::to_string(width) + " outside 1..256 (8-bit column offsets)");
}

}  // namespace

template <SupportedIndex I>
void check_split_fits(std::int64_t count, const char* what) {
  if (count >= static_cast<std::int64_t>(std::numeric_limits<I>::max()))
    throw NotApplicable("rsspmm: " + std::to_string(count) + " " + what + " do not fit " + type_tag<I>() +
                        " indices");
}
template void check_split_fits<std::int32_t>(std::int64_t, const char*);
template void check_split_fits<std::int64_t>(std::int64_t, const char*);

std::int64_t check_split_args(std::int64_t width, std::int64_t threshold, std::int64_t piece_len,
                              std::int64_t light_len) {
  check_width(width);
  if (threshold < 1) throw Error("rsspmm: heavy threshold " + std::to_string(threshold) + "; it must be >= 1");
  if (piece_len < 0) throw Error("rsspmm: piece_len = " + std::to_string(piece_len) + "; it must be >= 0");
  if (light_len < 0) throw Error("rsspmm: light_len = " + std::to_string(light_len) + "; it must be >= 0");
  return piece_len > 0 ? std::max(piece_len, width) : 16 * width;
}

template <SupportedValue V, SupportedIndex I>
std::vector<std::int64_t> segment_length_counts(const CsrView<V, I>& a, std::int64_t width) {
  check_width(width);
  const int nthreads = threads_for(a);
  const std::vector<I> first = rows_by_entry_share(a, nthreads);
  const PanelOf panel_of(width);
  const auto bins = static_cast<std::size_t>(width) + 1;
  std::vector<std::int64_t> per_thread(static_cast<std::size_t>(nthreads) * bins, 0);
#pragma omp parallel num_threads(nthreads)
  {
    const int t = omp_get_thread_num();
    std::int64_t* mine = per_thread.data() + static_cast<std::ptrdiff_t>(t) * static_cast<std::ptrdiff_t>(bins);
    for (I r = first[t]; r < first[t + 1]; ++r)
      for_each_run(a, r, panel_of, [&](std::int64_t, I b, I e) { ++mine[e - b]; });
  }
  std::vector<std::int64_t> counts(bins, 0);
  for (int t = 0; t < nthreads; ++t)
    for (std::size_t len = 0; len < bins; ++len) counts[len] += per_thread[t * bins + len];
  return counts;
}

template <SupportedValue V, SupportedIndex I>
RowSegments<V, I> RowSegments<V, I>::from_csr(const CsrView<V, I>& a, std::int64_t width, std::int64_t threshold,
                                              std::int64_t piece_len, std::int64_t light_len) {
  RowSegments out;
  out.piece_len = check_split_args(width, threshold, piece_len, light_len);
  out.width = width;
  const std::int64_t nrows = a.nrows;
  const std::int64_t npanels = (static_cast<std::int64_t>(a.ncols) + width - 1) / width;

  // The memory cap: at most split::max_slots(nrows) partial slots.
  const std::vector<std::int64_t> runs = segment_length_counts(a, width);
  const std::int64_t max_slots = split::max_slots(nrows);
  const std::int64_t t_eff = split::capped_threshold(runs.data(), width, threshold, max_slots);
  out.threshold = t_eff;

  // Counts: each row's light entries and heavy segments; each thread's
  // segments and heavy entries per panel.
  const int nthreads = threads_for(a);
  const std::vector<I> first = rows_by_entry_share(a, nthreads);
  const PanelOf panel_of(width);
  std::vector<I> row_light(static_cast<std::size_t>(nrows)), row_segs(static_cast<std::size_t>(nrows));
  const auto np = static_cast<std::size_t>(npanels);
  std::vector<std::int64_t> seg_count(static_cast<std::size_t>(nthreads) * np, 0);
  std::vector<std::int64_t> ent_count(static_cast<std::size_t>(nthreads) * np, 0);
#pragma omp parallel num_threads(nthreads)
  {
    const int t = omp_get_thread_num();
    std::int64_t* segs = seg_count.data() + static_cast<std::ptrdiff_t>(t) * npanels;
    std::int64_t* ents = ent_count.data() + static_cast<std::ptrdiff_t>(t) * npanels;
    for (I r = first[t]; r < first[t + 1]; ++r) {
      I light = 0, nseg = 0;
      for_each_run(a, r, panel_of, [&](std::int64_t panel, I b, I e) {
        if (e - b >= t_eff) {
          ++nseg;
          ++segs[panel];
          ents[panel] += e - b;
        } else {
          light += e - b;
        }
      });
      row_light[r] = light;
      row_segs[r] = nseg;
    }
  }

  // Light units: the unit length, raised until the slots fit the cap (units
  // of rows of several parts and heavy segments each take a slot).
  auto units_of = [&](std::int64_t r, std::int64_t len) { return split::units_of(row_light[r], len); };
  auto slots_at = [&](std::int64_t len) {
    std::int64_t n = 0;
#pragma omp parallel for reduction(+ : n) num_threads(nthreads)
    for (std::int64_t r = 0; r < nrows; ++r) n += split::row_slots(units_of(r, len), row_segs[r]);
    return n;
  };
  const std::int64_t unit_len = split::capped_unit_len(
      light_len > 0 ? light_len : default_light_len(static_cast<std::int64_t>(a.nnz()), nrows),
      static_cast<std::int64_t>(a.nnz()), max_slots, slots_at);
  out.light_len = unit_len;

  // Units, rows of several parts and their slots.
  out.row_heavy.assign(static_cast<std::size_t>(nrows), I(-1));
  out.heavy_slot.assign(1, I(0));
  out.unit_ptr.assign(1, I(0));
  std::int64_t light = 0, slots = 0;
  for (std::int64_t r = 0; r < nrows; ++r) {
    const std::int64_t units = units_of(r, unit_len);
    const bool several = units + row_segs[r] > 1;
    if (several) out.row_heavy[r] = static_cast<I>(out.heavy_slot.size() - 1);
    for (std::int64_t u = 0; u < units; ++u) {
      out.unit_ptr.push_back(static_cast<I>(light + split::unit_end(row_light[r], u, units)));
      out.unit_row.push_back(static_cast<I>(r));
      out.unit_slot.push_back(several ? static_cast<I>(slots + u) : I(-1));
    }
    light += row_light[r];
    if (several) {
      slots += units + row_segs[r];
      out.heavy_slot.push_back(static_cast<I>(slots));
    }
  }
  check_split_fits<I>(static_cast<std::int64_t>(out.unit_row.size()), "light units");
  // Where each row's light entries start (its first unit's start).
  std::vector<I> row_light_at(static_cast<std::size_t>(nrows));
  for (std::size_t u = out.unit_row.size(); u-- > 0;) row_light_at[out.unit_row[u]] = out.unit_ptr[u];

  // Each thread's first segment and entry in each panel: after the panel's
  // earlier ones and the earlier threads' share of it.
  std::vector<I> panel_seg(np + 1);
  std::int64_t seg = 0, ent = 0;
  for (std::int64_t p = 0; p < npanels; ++p) {
    panel_seg[p] = static_cast<I>(seg);
    for (int t = 0; t < nthreads; ++t) {
      const std::int64_t s = seg_count[t * np + p], e = ent_count[t * np + p];
      seg_count[t * np + p] = seg;
      ent_count[t * np + p] = ent;
      seg += s;
      ent += e;
    }
  }
  check_split_fits<I>(seg + slots, "heavy segments and slots");
  panel_seg[np] = static_cast<I>(seg);
  out.seg_row.resize(static_cast<std::size_t>(seg));
  out.seg_slot.resize(static_cast<std::size_t>(seg));
  out.seg_ptr.resize(static_cast<std::size_t>(seg) + 1);
  out.seg_ptr[seg] = static_cast<I>(ent);
  out.heavy_col.resize(static_cast<std::size_t>(ent));
  out.heavy_val.resize(static_cast<std::size_t>(ent));
  out.light_col.resize(static_cast<std::size_t>(light));
  out.light_val.resize(static_cast<std::size_t>(light));

#pragma omp parallel num_threads(nthreads)
  {
    const int t = omp_get_thread_num();
    std::int64_t* next_seg = seg_count.data() + static_cast<std::ptrdiff_t>(t) * npanels;
    std::int64_t* next_ent = ent_count.data() + static_cast<std::ptrdiff_t>(t) * npanels;
    for (I r = first[t]; r < first[t + 1]; ++r) {
      I at_light = row_light_at[r];
      // A heavy segment's slot: after the row's light units.
      I slot = out.row_heavy[r] >= 0 ? out.heavy_slot[out.row_heavy[r]] + static_cast<I>(units_of(r, unit_len)) : I(0);
      for_each_run(a, r, panel_of, [&](std::int64_t panel, I b, I e) {
        if (e - b < t_eff) {
          std::copy(a.col_idx.begin() + b, a.col_idx.begin() + e, out.light_col.begin() + at_light);
          std::copy(a.values.begin() + b, a.values.begin() + e, out.light_val.begin() + at_light);
          at_light += e - b;
          return;
        }
        const std::int64_t s = next_seg[panel]++;
        const std::int64_t at = next_ent[panel];
        next_ent[panel] += e - b;
        out.seg_row[s] = r;
        out.seg_slot[s] = slot++;
        out.seg_ptr[s] = static_cast<I>(at);
        for (I p = b; p < e; ++p) {
          out.heavy_col[at + (p - b)] = static_cast<std::uint8_t>(a.col_idx[p] - panel * width);
          out.heavy_val[at + (p - b)] = a.values[p];
        }
      });
    }
  }

  // Pieces: a panel's segments in order, cut before a segment that would
  // take the piece past piece_len entries.
  out.piece_seg.assign(1, I(0));
  for (std::int64_t p = 0; p < npanels; ++p)
    split::cut_pieces(out.seg_ptr.data(), panel_seg[p], panel_seg[p + 1], out.piece_len, [&](std::int64_t end) {
      out.piece_seg.push_back(static_cast<I>(end));
      out.piece_panel.push_back(static_cast<I>(p));
    });
  return out;
}

#define SPGEN_INSTANTIATE(V, I)                                                                          \
  template struct RowSegments<V, I>;                                                                     \
  template std::vector<std::int64_t> segment_length_counts<V, I>(const CsrView<V, I>&, std::int64_t);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::formats
