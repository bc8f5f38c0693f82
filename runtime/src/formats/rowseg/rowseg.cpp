#include "spgen/formats/rowseg.hpp"

#include <limits>
#include <string>

#include "spgen/core/error.hpp"

namespace spgen {

namespace {
[[noreturn]] void invalid(const std::string& what) {
  throw Error("invalid row-segment index: " + what);
}
}  // namespace

template <SupportedValue V, SupportedIndex I>
Rowseg<V, I> Rowseg<V, I>::from_csr(const CsrView<V, I>& a, I seg_len) {
  if (seg_len < 1)
    throw Error("row segments: seg_len = " + std::to_string(seg_len) + " outside its domain (>= 1)");
  Rowseg out;
  out.nrows = a.nrows;
  out.ncols = a.ncols;
  out.nnz = a.nnz();
  out.seg_len = seg_len;
  const std::int64_t s = seg_len;
  // Count first: one exact allocation, and the index-type check before any work.
  std::int64_t nsegs = 0, nheavy = 0;
  for (I r = 0; r < a.nrows; ++r) {
    const std::int64_t len = a.row_ptr[r + 1] - a.row_ptr[r];
    const std::int64_t pieces = len <= s ? 1 : (len + s - 1) / s;
    nsegs += pieces;
    nheavy += pieces > 1;
  }
  if (nsegs > static_cast<std::int64_t>(std::numeric_limits<I>::max()) - 1)
    throw NotApplicable("row segments: " + std::to_string(nsegs) + " segments do not fit " + type_tag<I>() +
                " indices; use 64-bit indices or a longer seg_len");
  out.seg_ptr.reserve(static_cast<std::size_t>(nsegs) + 1);
  out.seg_row.reserve(static_cast<std::size_t>(nsegs));
  out.heavy_row.reserve(static_cast<std::size_t>(nheavy));
  out.heavy_seg_begin.reserve(static_cast<std::size_t>(nheavy));
  out.heavy_piece_ptr.reserve(static_cast<std::size_t>(nheavy) + 1);
  for (I r = 0; r < a.nrows; ++r) {
    const I begin = a.row_ptr[r], end = a.row_ptr[r + 1];
    if (end - begin <= seg_len) {
      out.seg_row.push_back(r);
      out.seg_ptr.push_back(end);
      continue;
    }
    const I h = static_cast<I>(out.heavy_row.size());
    out.heavy_row.push_back(r);
    out.heavy_seg_begin.push_back(static_cast<I>(out.seg_row.size()));
    I pieces = 0;
    for (I k = begin; k < end; k += seg_len) {
      out.seg_row.push_back(-1 - h);
      out.seg_ptr.push_back(end - k > seg_len ? k + seg_len : end);
      ++pieces;
    }
    out.heavy_piece_ptr.push_back(out.heavy_piece_ptr.back() + pieces);
  }
  return out;
}

template <SupportedValue V, SupportedIndex I>
void Rowseg<V, I>::validate(const CsrView<V, I>& a) const {
  const std::size_t n = seg_row.size();
  if (nrows != a.nrows || ncols != a.ncols || nnz != a.nnz()) invalid("shape differs from the CSR");
  if (seg_ptr.size() != n + 1) invalid("seg_ptr has " + std::to_string(seg_ptr.size()) + " entries, want nsegs + 1");
  if (seg_ptr.front() != 0 || static_cast<std::size_t>(seg_ptr.back()) != nnz)
    invalid("seg_ptr does not span [0, nnz]");
  const std::size_t nh = heavy_row.size();
  if (heavy_seg_begin.size() != nh || heavy_piece_ptr.size() != nh + 1 || heavy_piece_ptr.front() != 0)
    invalid("heavy-row arrays disagree in length");
  I next_row = 0;  // rows must appear in order, each exactly once
  for (std::size_t k = 0; k < n;) {
    if (seg_ptr[k + 1] - seg_ptr[k] > seg_len || seg_ptr[k + 1] < seg_ptr[k])
      invalid("segment " + std::to_string(k) + " is longer than seg_len or reversed");
    if (seg_row[k] >= 0) {
      const I r = seg_row[k];
      if (r != next_row) invalid("segment " + std::to_string(k) + " names row " + std::to_string(r) + ", want " + std::to_string(next_row));
      if (seg_ptr[k] != a.row_ptr[r] || seg_ptr[k + 1] != a.row_ptr[r + 1])
        invalid("segment " + std::to_string(k) + " does not cover row " + std::to_string(r));
      ++next_row;
      ++k;
      continue;
    }
    const std::int64_t h = -1 - static_cast<std::int64_t>(seg_row[k]);
    if (h >= static_cast<std::int64_t>(nh)) invalid("segment " + std::to_string(k) + " names heavy row " + std::to_string(h) + " of " + std::to_string(nh));
    const I r = heavy_row[h];
    const I pieces = heavy_piece_ptr[h + 1] - heavy_piece_ptr[h];
    if (r != next_row || static_cast<std::size_t>(heavy_seg_begin[h]) != k || pieces < 2 ||
        k + static_cast<std::size_t>(pieces) > n)
      invalid("heavy row " + std::to_string(h) + " (row " + std::to_string(r) + ") is misplaced");
    if (seg_ptr[k] != a.row_ptr[r] || seg_ptr[k + pieces] != a.row_ptr[r + 1])
      invalid("the pieces of heavy row " + std::to_string(h) + " do not cover row " + std::to_string(r));
    for (I p = 0; p < pieces; ++p)
      if (seg_row[k + p] != seg_row[k]) invalid("heavy row " + std::to_string(h) + " has a foreign piece");
    ++next_row;
    k += static_cast<std::size_t>(pieces);
  }
  if (next_row != nrows) invalid("segments cover " + std::to_string(next_row) + " rows of " + std::to_string(nrows));
}

template <SupportedValue V, SupportedIndex I>
void Rowseg<V, I>::spmv(const CsrView<V, I>& a, V alpha, const V* x, V beta, V* y) const {
  auto segment_sum = [&](std::size_t k) {
    V sum = V(0);
    for (I e = seg_ptr[k]; e < seg_ptr[k + 1]; ++e) sum += a.values[e] * x[a.col_idx[e]];
    return sum;
  };
  auto finish = [&](I row, V sum) { y[row] = beta == V(0) ? alpha * sum : alpha * sum + beta * y[row]; };
  std::vector<V> partial(static_cast<std::size_t>(npieces()));
  for (std::size_t k = 0; k < seg_row.size(); ++k) {
    if (seg_row[k] >= 0) {
      finish(seg_row[k], segment_sum(k));
      continue;
    }
    const std::size_t h = static_cast<std::size_t>(-1 - static_cast<std::int64_t>(seg_row[k]));
    partial[static_cast<std::size_t>(heavy_piece_ptr[h]) + (k - static_cast<std::size_t>(heavy_seg_begin[h]))] = segment_sum(k);
  }
  for (std::size_t h = 0; h < heavy_row.size(); ++h) {
    V total = V(0);
    for (I p = heavy_piece_ptr[h]; p < heavy_piece_ptr[h + 1]; ++p) total += partial[static_cast<std::size_t>(p)];
    finish(heavy_row[h], total);
  }
}

template <SupportedValue V, SupportedIndex I>
std::size_t Rowseg<V, I>::index_bytes() const {
  return (seg_ptr.size() + seg_row.size() + heavy_row.size() + heavy_seg_begin.size() +
          heavy_piece_ptr.size()) * sizeof(I);
}

#define SPGEN_INSTANTIATE(V, I) template struct Rowseg<V, I>;
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen
