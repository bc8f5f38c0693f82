#include "spgen/formats/csrstream.hpp"

#include <algorithm>
#include <limits>
#include <string>

#include "spgen/core/error.hpp"

namespace spgen {

namespace {
[[noreturn]] void invalid(const std::string& what) { throw Error("invalid CSR-Stream tiles: " + what); }
std::string str(std::int64_t v) { return std::to_string(v); }
}  // namespace

template <SupportedValue V, SupportedIndex I>
I Csrstream<V, I>::group_threads(I rows, I max_rows) {
  I g = 32;
  while (g > 1 && g * rows > max_rows) g /= 2;
  return g;
}

// How many of the `rows` rows at row_ptr a tile of whole rows keeps before
// one would take more than reduce_steps serial additions: a tile of k rows
// gives each row g(k) = group_threads(k) threads, so its longest row must
// have at most reduce_steps * g(k) entries (a single row is always kept).
// g only shrinks as rows are added and the longest row only grows, so the
// first row that breaks the bound ends the tile. g is constant over runs of
// row counts (up to max_rows / g): each run is checked by its longest row (a
// loop that vectorises), and searched row by row only where it breaks.
template <SupportedValue V, SupportedIndex I>
I Csrstream<V, I>::rows_within_reduction(const I* row_ptr, I rows, I max_rows, I reduce_steps) {
  I longest = row_ptr[1] - row_ptr[0];
  I q = 1;  // the next row to add, making q + 1 rows
  while (q < rows) {
    const I g = group_threads(q + 1, max_rows);
    const I limit = reduce_steps * g;
    if (longest > limit) return q;
    const I run_end = g > 1 ? std::min<I>(rows, max_rows / g) : rows;  // the counts that keep g
    I run_longest = 0;
    for (I i = q; i < run_end; ++i) run_longest = std::max(run_longest, row_ptr[i + 1] - row_ptr[i]);
    if (run_longest > limit) {
      while (row_ptr[q + 1] - row_ptr[q] <= limit) ++q;
      return q;
    }
    longest = std::max(longest, run_longest);
    q = run_end;
  }
  return rows;
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
  // Tiles close at tile_len entries or max_rows rows at the latest, unless
  // a split row adds pieces: room for that many, grown past it if need be.
  const std::size_t expected = out.nnz / static_cast<std::size_t>(tile_len) +
                               static_cast<std::size_t>(a.nrows) / static_cast<std::size_t>(max_rows) + 2;
  out.tile_long.reserve(2 * expected);
  out.tile_row.reserve(2 * expected + 1);
  out.tile_ptr.reserve(2 * expected + 1);
  auto close_tile = [&](I next_row, I next_entry, I kind) {
    out.tile_long.push_back(kind);
    out.tile_row.push_back(next_row);
    out.tile_ptr.push_back(next_entry);
    if (out.tile_long.size() >= static_cast<std::size_t>(std::numeric_limits<I>::max()))
      throw NotApplicable("CSR-Stream: the tile count does not fit " + std::string(type_tag<I>()) +
                  " indices; use 64-bit indices");
  };
  auto row_len = [&](I r) { return a.row_ptr[r + 1] - a.row_ptr[r]; };
  I r = 0;
  while (r < a.nrows) {
    const I len = row_len(r);
    if (len > piece_len) {  // split: pieces of piece_len entries, one tile each
      const I h = static_cast<I>(out.long_first_tile.size());
      out.long_first_tile.push_back(static_cast<I>(out.tile_long.size()));
      const I begin = a.row_ptr[r];
      const I pieces = (len + piece_len - 1) / piece_len;  // as the kernel counts them
      for (I p = 1; p < pieces; ++p) close_tile(r, begin + p * piece_len, h);
      close_tile(r + 1, a.row_ptr[r + 1], h);
      ++r;
      continue;
    }
    if (len > tile_len) {  // long, but one block reduces it alone
      ++r;
      close_tile(r, a.row_ptr[r], kWholeLongRow);
      continue;
    }
    // Whole rows while they fit: at most tile_len entries and max_rows rows,
    // and no row needing more than reduce_steps serial additions. This walk
    // is a small matrix's whole conversion on the device (ct2010's 67.6K
    // rows: 263-305 us on the H200 machine's host, SPGEN_TRACE_SETUP), so
    // the rows that fit are found first and the reduction bound checked
    // after, a run of rows at a time (rows_within_reduction).
    const I first = r;
    const I end = a.nrows - first > max_rows ? first + max_rows : a.nrows;
    const I first_entry = a.row_ptr[first];
    I fit = first + 1;  // the first row fits: it has at most tile_len entries
    while (fit < end && a.row_ptr[fit + 1] - first_entry <= tile_len) ++fit;
    r = reduce_steps > 0 ? first + rows_within_reduction(a.row_ptr.data() + first, fit - first, max_rows, reduce_steps)
                         : fit;
    close_tile(r, a.row_ptr[r], kWholeRows);
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
