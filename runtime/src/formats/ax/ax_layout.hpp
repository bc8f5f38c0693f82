// The layout AXC and the four AXT variants share (Coronado-Barrientos et al.;
// specs/formats/axc.yaml, axt_*.yaml). The matrix is a sequence of tiles of
// TH tile rows, each tile row THW values followed by the THW x values they
// multiply, so a kernel reads a value and its x from one array with no
// gather. x changes between products: every product first refreshes the x
// copies from the caller's x through `ax_col` (the column of each value
// slot, -1 for padding, whose x copy stays 0), then multiplies.
//
// Entries are placed in fill order j, column-major inside a tile: global
// column gc = j / TH (f = j % TH down it), tile gc / THW, lane c = gc % THW.
// Value slot q = tile*TH*THW + f*THW + c (tile rows one after another), at
// ax[2*THW*(q / THW) + q % THW] with its x copy THW further on.
//   UNC: each row starts a new granule (a tile when TH = 1, a column when
//        TH > 1) and is padded to whole granules; seg_row names each
//        granule's row.
//   COM: rows follow each other with no padding; hdr marks each segment's
//        first slot with (row << log2 S) | (segment length - 1), a segment
//        being a row's part inside one S-block of fill positions (S = BS for
//        TH = 1, S = TH otherwise: a column), and -1 elsewhere.
// Every row owns at least one slot (an empty row a placeholder of value 0),
// so every y element is written by a segment. CPU instances cut the fill
// sequence into units of whole rows and whole tiles (threads take units, and
// no row is shared between threads); CUDA instances cut it into fixed chunks
// and combine the pieces of a row that spans chunks (split rows).
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include "core/prefault.hpp"
#include "formats/padded_rows.hpp"
#include "spgen/core/csr.hpp"
#include "spgen/core/error.hpp"

namespace spgen::formats {

enum class AxMode { unc, com };

/// The tile geometry and how the fill sequence is cut for a backend.
struct AxShape {
  AxMode mode = AxMode::unc;
  std::int64_t thw = 32;  // tile half-width: lanes, and the distance of a value to its x copy
  std::int64_t th = 1;    // tile height
  std::int64_t bs = 0;    // COM, TH = 1: fill positions per segment block (a power of two)
  bool placeholders = true;      // give an empty row one slot (AXC's row pointers need none)
  std::int64_t unit_slots = 0;   // CPU: units of at least this many fill positions, whole rows and tiles
  std::int64_t chunk_slots = 0;  // CUDA: fill positions per chunk whose split rows get pieces

  [[nodiscard]] std::int64_t tile() const { return th * thw; }
  // UNC: the granule a row is padded to.
  [[nodiscard]] std::int64_t granule() const { return th == 1 ? thw : th; }
  // COM: the block a segment stays inside.
  [[nodiscard]] std::int64_t segment_block() const { return th == 1 ? bs : th; }
};

/// COM: why rows 0 .. nrows-1 do not fit a header of I beside the segment
/// block's offset bits ("" when they do, and always for UNC). The rule asks
/// before proposing an instance, the conversion before building.
template <SupportedIndex I>
std::string header_overflow(std::int64_t nrows, const AxShape& shape, std::string_view what) {
  if (shape.mode == AxMode::unc || nrows == 0) return {};
  const auto s = static_cast<std::uint64_t>(std::max<std::int64_t>(shape.segment_block(), 1));
  const int log2s = std::countr_zero(s);
  if ((nrows - 1) <= (static_cast<std::int64_t>(std::numeric_limits<I>::max()) >> log2s)) return {};
  return std::string(what) + ": row " + std::to_string(nrows - 1) + " does not fit a header of " +
         std::to_string(sizeof(I) * 8) + "-bit indices beside " + std::to_string(log2s) +
         " offset bits; use i64 instances";
}

/// COM: log2 of the segment block, after checking that it is a power of two
/// (spgen::Error) and that the rows fit the header (NotApplicable); UNC: 0.
/// Both conversions (here and cuda/ax_device.cu) ask before building.
template <SupportedIndex I>
int segment_shift(std::int64_t nrows, const AxShape& shape, std::string_view what) {
  if (shape.mode == AxMode::unc) return 0;
  const std::int64_t s = shape.segment_block();
  if (s <= 0 || !std::has_single_bit(static_cast<std::uint64_t>(s)))
    throw Error(std::string(what) + ": the segment block " + std::to_string(s) + " is not a power of two");
  if (const std::string overflow = header_overflow<I>(nrows, shape, what); !overflow.empty())
    throw NotApplicable(overflow);
  return std::countr_zero(static_cast<std::uint64_t>(s));
}

template <SupportedValue V, SupportedIndex I>
struct AxLayout {
  AxShape shape;
  std::int64_t fill = 0;          // fill positions used (tiles * tile() after rounding)
  // Written in full by the conversion's second pass, so not zero-filled first.
  UninitializedVector<V> ax;      // 2 * slots: per tile row THW values, then their THW x copies
  UninitializedVector<I> ax_col;  // slots: the column each x copy refreshes from, -1 for padding
  UninitializedVector<I> seg_row;  // UNC: row of each granule, -1 for padding
  UninitializedVector<I> hdr;      // COM: per slot, (row << log2 S) | (length - 1) at segment heads, else -1
  std::vector<I> row_first;       // nrows + 1: each row's first fill position (and the end)
  std::vector<I> unit_ptr;        // CPU: first fill position of each unit (a tile boundary), and the end
  // CUDA split rows: row_split[r] = h for a row spanning several chunks, else -1.
  std::vector<I> row_split, split_first_chunk, split_piece_ptr{0};

  [[nodiscard]] std::int64_t slots() const { return static_cast<std::int64_t>(ax_col.size()); }
  [[nodiscard]] std::int64_t nsplit() const { return static_cast<std::int64_t>(split_first_chunk.size()); }

  /// Value slot of fill position j.
  [[nodiscard]] std::int64_t slot(std::int64_t j) const {
    const std::int64_t gc = j / shape.th, f = j % shape.th;
    return gc / shape.thw * shape.tile() + f * shape.thw + gc % shape.thw;
  }
  /// ax index of value slot q (its x copy is shape.thw further).
  [[nodiscard]] std::int64_t value_at(std::int64_t q) const { return 2 * shape.thw * (q / shape.thw) + q % shape.thw; }

  static AxLayout build(const CsrView<V, I>& a, const AxShape& shape, std::string_view what) {
    AxLayout out;
    out.shape = shape;
    const std::int64_t n = a.nrows, tile = shape.tile();
    const bool unc = shape.mode == AxMode::unc;
    const std::int64_t g = shape.granule(), s = shape.segment_block();
    const int log2s = segment_shift<I>(n, shape, what);
    auto length = [&](std::int64_t r) -> std::int64_t {
      const std::int64_t len = a.row_ptr[r + 1] - a.row_ptr[r];
      return len == 0 && shape.placeholders ? 1 : len;
    };
    auto round_up = [](std::int64_t v, std::int64_t m) { return (v + m - 1) / m * m; };

    // First pass: each row's first fill position (units pad to whole tiles).
    out.row_first.resize(static_cast<std::size_t>(n) + 1);
    std::vector<std::int64_t> first(static_cast<std::size_t>(n) + 1, 0);
    std::vector<std::int64_t> units{0};
    std::int64_t j = 0;
    for (std::int64_t r = 0; r < n; ++r) {
      if (shape.unit_slots > 0 && j - units.back() >= shape.unit_slots) {
        j = round_up(j, tile);
        units.push_back(j);
      }
      first[r] = j;
      const std::int64_t len = length(r);
      j += unc ? round_up(len, g) : len;
    }
    const std::int64_t fill = round_up(j, tile);
    first[n] = j;
    if (shape.unit_slots > 0 && fill > units.back()) units.push_back(fill);
    require_index_fits<I>(what, 2 * fill, 2 * tile);
    out.fill = fill;
    for (std::int64_t r = 0; r <= n; ++r) out.row_first[r] = static_cast<I>(first[r]);
    out.unit_ptr.assign(units.begin(), units.end());

    detail::resize_prefaulted(out.ax, static_cast<std::size_t>(2 * fill));
    detail::resize_prefaulted(out.ax_col, static_cast<std::size_t>(fill));
    if (unc) detail::resize_prefaulted(out.seg_row, static_cast<std::size_t>(fill / g));
    else detail::resize_prefaulted(out.hdr, static_cast<std::size_t>(fill));

    // Second pass, each position written once: row r's entries, padding and
    // headers over [first[r], the next row's first), the last row's up to
    // the fill (so the gaps before CPU units and the last tile's tail are
    // padding: value and x copy 0, column and header -1). A position's slot
    // is stepped, not divided out: lane by lane down a tile column (TH > 1)
    // or along a tile row (TH = 1).
    const std::int64_t thw = shape.thw, th = shape.th;
#pragma omp parallel for schedule(static) if (n > (1 << 14))
    for (std::int64_t r = 0; r < n; ++r) {
      const I begin = a.row_ptr[r];
      const std::int64_t len = a.row_ptr[r + 1] - begin, stored = length(r), j0 = first[r];
      const std::int64_t owned = unc ? round_up(stored, g) : stored, end = r + 1 < n ? first[r + 1] : fill;
      if (end <= j0) continue;
      std::int64_t f = j0 % th, lane = j0 / th % thw, tile_row = j0 / th / thw * th;  // slot = tile_row * thw + f * thw + lane
      std::int64_t in_granule = j0 % g, in_segment = unc ? 0 : j0 % s;
      for (std::int64_t k = 0; k < end - j0; ++k) {
        const std::int64_t row_of_slot = tile_row + f, q = row_of_slot * thw + lane, v = 2 * thw * row_of_slot + lane;
        out.ax_col[static_cast<std::size_t>(q)] = k < len ? a.col_idx[begin + k] : I(-1);
        out.ax[static_cast<std::size_t>(v)] = k < len ? a.values[begin + k] : V(0);
        out.ax[static_cast<std::size_t>(v + thw)] = V(0);  // the x copy, refreshed by every product
        if (unc) {
          if (in_granule == 0)
            out.seg_row[static_cast<std::size_t>((j0 + k) / g)] = k < owned ? static_cast<I>(r) : I(-1);
        } else {
          const bool head = k < stored && (k == 0 || in_segment == 0);
          out.hdr[static_cast<std::size_t>(q)] =
              head ? static_cast<I>((r << log2s) | (std::min(stored - k, s - in_segment) - 1)) : I(-1);
          if (++in_segment == s) in_segment = 0;
        }
        if (++in_granule == g) in_granule = 0;
        if (++f == th) {
          f = 0;
          if (++lane == thw) {
            lane = 0;
            tile_row += th;
          }
        }
      }
    }
    if (shape.chunk_slots > 0) out.split_rows(first);
    return out;
  }

 private:
  // CUDA: a row whose fill range touches several chunks gets one partial per
  // chunk it touches (combined in chunk order by the chunk arriving last).
  void split_rows(const std::vector<std::int64_t>& first) {
    const std::int64_t n = static_cast<std::int64_t>(first.size()) - 1, c = shape.chunk_slots;
    row_split.assign(static_cast<std::size_t>(n), I(-1));
    for (std::int64_t r = 0; r < n; ++r) {
      // A UNC row owns its padding (its granules carry the row), a COM row ends at its last entry.
      const std::int64_t end = first[r + 1];
      if (end <= first[r]) continue;
      const std::int64_t c0 = first[r] / c, c1 = (end - 1) / c;
      if (c0 == c1) continue;
      row_split[static_cast<std::size_t>(r)] = static_cast<I>(split_first_chunk.size());
      split_first_chunk.push_back(static_cast<I>(c0));
      split_piece_ptr.push_back(static_cast<I>(split_piece_ptr.back() + (c1 - c0 + 1)));
    }
  }
};

/// The CSR an AX layout stores (tests: the layout loses nothing and adds nothing).
template <SupportedValue V, SupportedIndex I>
Csr<V, I> ax_to_csr(const AxLayout<V, I>& l, I nrows, I ncols) {
  std::vector<I> row_ptr{0}, col_idx;
  std::vector<V> values;
  for (I r = 0; r < nrows; ++r) {
    for (std::int64_t j = l.row_first[r]; j < l.row_first[r + 1]; ++j) {
      const std::int64_t q = l.slot(j);
      const I c = l.ax_col[static_cast<std::size_t>(q)];
      if (c < 0) continue;
      col_idx.push_back(c);
      values.push_back(l.ax[static_cast<std::size_t>(l.value_at(q))]);
    }
    row_ptr.push_back(static_cast<I>(col_idx.size()));
  }
  return Csr<V, I>{nrows, ncols, std::move(row_ptr), std::move(col_idx), std::move(values)};
}

}  // namespace spgen::formats
