#include "spgen/formats/csrstream.hpp"

#include <algorithm>
#include <limits>
#include <string>

#include "spgen/core/error.hpp"

namespace spgen {

namespace {
[[noreturn]] void invalid(const std::string& what) { throw Error("invalid CSR-Stream tiles: " + what); }
std::string str(std::int64_t v) { return std::to_string(v); }

// Rows per chunk of the tile walk. A chunk of a 67.6 K-row mesh (ct2010)
// holds about 160 tiles, so closing one early per chunk adds about 0.6%.
constexpr std::int64_t kChunkRows = 8192;

// One chunk's tiles as from_csr closes them: each tile's kind (tile_long's
// value, split rows numbered within the chunk), the row and entry after it;
// and the chunk's split rows' first tiles, counted within the chunk.
template <SupportedIndex I>
struct ChunkTiles {
  std::vector<I> kind, next_row, next_entry, long_first_tile;
};

// Walks rows [begin, end) greedily: a tile of whole rows takes rows while
// they fit (at most tile_len entries and max_rows rows, and no row needing
// more than reduce_steps serial additions); a row over tile_len entries is a
// tile of its own, or pieces of piece_len entries beyond that.
template <SupportedValue V, SupportedIndex I>
ChunkTiles<I> walk_chunk(const CsrView<V, I>& a, I begin, I end, I tile_len, I max_rows, I piece_len,
                         I reduce_steps) {
  ChunkTiles<I> out;
  const auto expected = static_cast<std::size_t>((a.row_ptr[end] - a.row_ptr[begin]) / tile_len +
                                                 (end - begin) / max_rows + 2);
  out.kind.reserve(expected);
  out.next_row.reserve(expected);
  out.next_entry.reserve(expected);
  auto close_tile = [&](I next_row, I next_entry, I kind) {
    out.kind.push_back(kind);
    out.next_row.push_back(next_row);
    out.next_entry.push_back(next_entry);
  };
  auto row_len = [&](I r) { return a.row_ptr[r + 1] - a.row_ptr[r]; };
  I r = begin;
  while (r < end) {
    const I len = row_len(r);
    if (len > piece_len) {  // split: pieces of piece_len entries, one tile each
      const auto h = static_cast<I>(out.long_first_tile.size());
      out.long_first_tile.push_back(static_cast<I>(out.kind.size()));
      const I row_begin = a.row_ptr[r];
      const I pieces = (len + piece_len - 1) / piece_len;  // as the kernel counts them
      for (I p = 1; p < pieces; ++p) close_tile(r, row_begin + p * piece_len, h);
      close_tile(r + 1, a.row_ptr[r + 1], h);
      ++r;
      continue;
    }
    if (len > tile_len) {  // long, but one block reduces it alone
      ++r;
      close_tile(r, a.row_ptr[r], Csrstream<V, I>::kWholeLongRow);
      continue;
    }
    // Whole rows while they fit. The group's threads (group_threads) only
    // shrink as rows are added, so they are tracked as a shift rather than
    // recounted (and divided by) per row: this walk is a small matrix's
    // whole conversion on the device.
    const I first = r;
    const I last = end - first > max_rows ? first + max_rows : end;
    const I first_entry = a.row_ptr[first];
    I longest = 0;
    int shift = 5;  // g = 32
    while (r < last && a.row_ptr[r + 1] - first_entry <= tile_len) {
      const I rows = r - first + 1;
      while (shift > 0 && (I{1} << shift) * rows > max_rows) --shift;
      const I candidate = std::max(longest, row_len(r));
      if (reduce_steps > 0 && rows > 1 && ((candidate + (I{1} << shift) - 1) >> shift) > reduce_steps) break;
      longest = candidate;
      ++r;
    }
    close_tile(r, a.row_ptr[r], Csrstream<V, I>::kWholeRows);
  }
  return out;
}
}  // namespace

template <SupportedValue V, SupportedIndex I>
I Csrstream<V, I>::group_threads(I rows, I max_rows) {
  I g = 32;
  while (g > 1 && g * rows > max_rows) g /= 2;
  return g;
}

template <SupportedValue V, SupportedIndex I>
Csrstream<V, I> Csrstream<V, I>::from_csr(const CsrView<V, I>& a, I tile_len, I max_rows, I piece_len,
                                          I reduce_steps) {
  if (piece_len == 0) piece_len = tile_len;
  if (tile_len < 1 || max_rows < 1 || piece_len < tile_len || reduce_steps < 0)
    throw Error("CSR-Stream: tile_len = " + str(tile_len) + ", max_rows = " + str(max_rows) +
                ", piece_len = " + str(piece_len) + ", reduce_steps = " + str(reduce_steps) +
                " outside their domain (tile_len, max_rows >= 1, piece_len >= tile_len, "
                "reduce_steps >= 0)");
  Csrstream out;
  out.nrows = a.nrows;
  out.ncols = a.ncols;
  out.nnz = static_cast<std::size_t>(a.row_ptr.back());  // the row pointers alone suffice (a device matrix's)
  out.tile_len = tile_len;
  out.max_rows = max_rows;
  out.piece_len = piece_len;
  // The rows are walked in chunks of kChunkRows, each chunk's last tile
  // closed at its end, so the chunks are walked in parallel and the tiles do
  // not depend on the thread count (one tile more per chunk at most).
  const auto chunks = static_cast<std::size_t>((static_cast<std::int64_t>(a.nrows) + kChunkRows - 1) / kChunkRows);
  std::vector<ChunkTiles<I>> walked(chunks);
#pragma omp parallel for schedule(dynamic, 1) if (chunks > 1)
  for (std::size_t c = 0; c < chunks; ++c) {
    const auto first = static_cast<I>(c * static_cast<std::size_t>(kChunkRows));
    const I last = a.nrows - first > kChunkRows ? static_cast<I>(first + kChunkRows) : a.nrows;
    walked[c] = walk_chunk(a, first, last, tile_len, max_rows, piece_len, reduce_steps);
  }
  // The chunks' tiles in order: split rows numbered after the earlier chunks'.
  std::size_t ntiles = 0, nlong = 0;
  for (const auto& w : walked) ntiles += w.kind.size(), nlong += w.long_first_tile.size();
  if (ntiles >= static_cast<std::size_t>(std::numeric_limits<I>::max()))
    throw NotApplicable("CSR-Stream: the tile count does not fit " + std::string(type_tag<I>()) +
                        " indices; use 64-bit indices");
  out.tile_long.reserve(ntiles);
  out.tile_row.reserve(ntiles + 1);
  out.tile_ptr.reserve(ntiles + 1);
  out.long_first_tile.reserve(nlong);
  for (const auto& w : walked) {
    const auto tiles_before = static_cast<I>(out.tile_long.size()), long_before = static_cast<I>(out.long_first_tile.size());
    for (const I kind : w.kind) out.tile_long.push_back(kind >= 0 ? kind + long_before : kind);
    out.tile_row.insert(out.tile_row.end(), w.next_row.begin(), w.next_row.end());
    out.tile_ptr.insert(out.tile_ptr.end(), w.next_entry.begin(), w.next_entry.end());
    for (const I t : w.long_first_tile) out.long_first_tile.push_back(t + tiles_before);
  }
  return out;
}

template <SupportedValue V, SupportedIndex I>
void Csrstream<V, I>::validate(const CsrView<V, I>& a) const {
  const std::size_t n = tile_long.size();
  if (nrows != a.nrows || ncols != a.ncols || nnz != a.nnz()) invalid("shape differs from the CSR");
  if (tile_ptr.size() != n + 1 || tile_row.size() != n + 1)
    invalid("tile_ptr / tile_row hold " + str(static_cast<std::int64_t>(tile_ptr.size())) + " / " +
            str(static_cast<std::int64_t>(tile_row.size())) + " entries, want ntiles + 1");
  if (tile_ptr.front() != 0 || tile_row.front() != 0 || tile_row.back() != nrows ||
      static_cast<std::size_t>(tile_ptr.back()) != nnz)
    invalid("tiles do not span all rows and entries");
  if (piece_len < tile_len) invalid("piece_len " + str(piece_len) + " is below tile_len " + str(tile_len));
  for (std::size_t k = 0; k < n;) {
    const std::string at = "tile " + str(static_cast<std::int64_t>(k));
    if (tile_ptr[k + 1] < tile_ptr[k]) invalid(at + " is reversed");
    const I r = tile_row[k];
    if (tile_long[k] == kWholeRows) {
      const I rows = tile_row[k + 1] - r;
      if (rows < 1 || rows > max_rows) invalid(at + " holds " + str(rows) + " rows");
      if (tile_ptr[k] != a.row_ptr[r] || tile_ptr[k + 1] != a.row_ptr[r + rows])
        invalid(at + " does not cover its rows' entries");
      if (tile_ptr[k + 1] - tile_ptr[k] > tile_len) invalid(at + " holds more than tile_len entries");
      ++k;
      continue;
    }
    if (r >= nrows) invalid(at + " starts past the last row");
    const I len = a.row_ptr[r + 1] - a.row_ptr[r];
    if (tile_long[k] == kWholeLongRow) {
      if (tile_row[k + 1] != r + 1 || tile_ptr[k] != a.row_ptr[r] || tile_ptr[k + 1] != a.row_ptr[r + 1])
        invalid(at + " does not hold exactly row " + str(r));
      if (len <= tile_len || len > piece_len)
        invalid(at + ": row " + str(r) + " has " + str(len) + " entries, not in (tile_len, piece_len]");
      ++k;
      continue;
    }
    const I h = tile_long[k];
    if (h < 0 || static_cast<std::size_t>(h) >= long_first_tile.size() ||
        static_cast<std::size_t>(long_first_tile[h]) != k)
      invalid(at + " starts split row " + str(h) + " out of place");
    const std::size_t pieces = static_cast<std::size_t>((len + piece_len - 1) / piece_len);
    if (len <= piece_len || k + pieces > n)
      invalid(at + ": row " + str(r) + " is not over piece_len, or its pieces overrun");
    for (std::size_t p = 0; p < pieces; ++p) {
      const std::size_t t = k + p;
      const bool last = p + 1 == pieces;
      const I begin = a.row_ptr[r] + static_cast<I>(p) * piece_len;
      if (tile_long[t] != h || tile_row[t] != r || tile_row[t + 1] != (last ? r + 1 : r) ||
          tile_ptr[t] != begin || tile_ptr[t + 1] != (last ? a.row_ptr[r + 1] : begin + piece_len))
        invalid("piece " + str(static_cast<std::int64_t>(p)) + " of split row " + str(h) + " is misplaced");
    }
    k += pieces;
  }
}

template <SupportedValue V, SupportedIndex I>
void Csrstream<V, I>::spmv(const CsrView<V, I>& a, V alpha, const V* x, V beta, V* y) const {
  auto sum_entries = [&](I begin, I end) {
    V sum = V(0);
    for (I e = begin; e < end; ++e) sum += a.values[e] * x[a.col_idx[e]];
    return sum;
  };
  auto finish = [&](I row, V sum) { y[row] = beta == V(0) ? alpha * sum : alpha * sum + beta * y[row]; };
  std::vector<V> partial(tile_long.size());
  for (std::size_t k = 0; k < tile_long.size(); ++k) {
    if (tile_long[k] >= 0) {
      partial[k] = sum_entries(tile_ptr[k], tile_ptr[k + 1]);
      continue;
    }
    if (tile_long[k] == kWholeLongRow) {
      finish(tile_row[k], sum_entries(tile_ptr[k], tile_ptr[k + 1]));
      continue;
    }
    for (I r = tile_row[k]; r < tile_row[k + 1]; ++r) finish(r, sum_entries(a.row_ptr[r], a.row_ptr[r + 1]));
  }
  for (const I first : long_first_tile) {
    const I r = tile_row[first];
    V total = V(0);
    for (I t = first; t < static_cast<I>(tile_long.size()) && tile_long[t] == tile_long[first]; ++t)
      total += partial[static_cast<std::size_t>(t)];
    finish(r, total);
  }
}

template <SupportedValue V, SupportedIndex I>
std::size_t Csrstream<V, I>::index_bytes() const {
  return (tile_ptr.size() + tile_row.size() + tile_long.size() + long_first_tile.size()) * sizeof(I);
}

#define SPGEN_INSTANTIATE(V, I) template struct Csrstream<V, I>;
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen
