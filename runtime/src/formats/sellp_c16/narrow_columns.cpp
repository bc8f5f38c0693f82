#include "formats/sellp_c16/narrow_columns.hpp"

#include "formats/sellp_c16/value_codes.hpp"

#include <algorithm>
#include <limits>
#include <numeric>
#include <string>

#include "spgen/core/error.hpp"

namespace spgen::formats {

namespace {

// Below this many slices a parallel region costs more than the loop it splits.
constexpr std::int64_t kParallelSlices = 1 << 10;

// The smallest and largest column of the real entries of slice s (lo > hi
// when it has none). Rows are sorted, so a row's first and last entries.
template <SupportedValue V, SupportedIndex I>
std::pair<std::int64_t, std::int64_t> slice_span(const Sellp<V, I>& s, std::int64_t slice) {
  const std::int64_t b = s.slice_height;
  std::int64_t lo = std::numeric_limits<std::int64_t>::max(), hi = -1;
  for (std::int64_t r = 0; r < b; ++r) {
    const std::int64_t p = slice * b + r;
    if (p >= s.nrows) break;
    const std::int64_t len = s.row_len[p];
    if (len == 0) continue;
    const std::int64_t first = s.slice_ptr[slice] + r;
    lo = std::min<std::int64_t>(lo, s.col_idx[first]);
    hi = std::max<std::int64_t>(hi, s.col_idx[first + (len - 1) * b]);
  }
  return {lo, hi};
}

}  // namespace

template <SupportedValue V, SupportedIndex I>
NarrowSellp<V, I> NarrowSellp<V, I>::from_sellp(Sellp<V, I>&& s, std::int64_t max_offset) {
  if (max_offset < 0 || max_offset > kMaxNarrowOffset)
    throw Error("sellp_c16 parameter max_offset = " + std::to_string(max_offset) +
                " outside its domain [0, 65535]");
  if (static_cast<std::int64_t>(s.ncols) > std::numeric_limits<std::int32_t>::max())
    throw NotApplicable("sellp_c16 conversion: " + std::to_string(s.ncols) +
                        " columns; its kernels widen columns in 32-bit lanes, so at most 2^31-1");
  NarrowSellp out;
  out.nrows = s.nrows;
  out.ncols = s.ncols;
  out.nslices = s.nslices;
  out.slice_height = s.slice_height;
  out.sigma = s.sigma;
  out.nnz = s.nnz;
  const std::int64_t nslices = s.nslices;
  const std::int64_t b = s.slice_height;

  // Each slice's base (its smallest real column) or wideness, then where the
  // wide slices' high halves go.
  std::vector<std::int64_t> base(static_cast<std::size_t>(nslices));
#pragma omp parallel for schedule(static) if (nslices > kParallelSlices)
  for (std::int64_t sl = 0; sl < nslices; ++sl) {
    const auto [lo, hi] = slice_span(s, sl);
    base[sl] = hi < lo ? 0 : hi - lo <= max_offset ? lo : -1;
  }
  out.slice_base.resize(static_cast<std::size_t>(nslices));
  std::int64_t wide_entries = 0;
  for (std::int64_t sl = 0; sl < nslices; ++sl) {
    if (base[sl] >= 0) {
      out.slice_base[sl] = static_cast<I>(base[sl]);
      continue;
    }
    out.slice_base[sl] = static_cast<I>(-1 - wide_entries);
    wide_entries += s.slice_ptr[sl + 1] - s.slice_ptr[sl];
    ++out.wide_slices;
  }

  out.col_lo.resize(s.col_idx.size());
  out.col_hi.resize(static_cast<std::size_t>(wide_entries));
#pragma omp parallel for schedule(dynamic, 64) if (nslices > kParallelSlices)
  for (std::int64_t sl = 0; sl < nslices; ++sl) {
    const std::int64_t begin = s.slice_ptr[sl], end = s.slice_ptr[sl + 1];
    if (base[sl] >= 0) {
      // Padding (past a row's length, or a row past nrows) reads the base column.
      const std::int64_t width = (end - begin) / b;
      for (std::int64_t j = 0; j < width; ++j)
        for (std::int64_t r = 0; r < b; ++r) {
          const std::int64_t p = sl * b + r, k = begin + j * b + r;
          const bool real = p < s.nrows && j < static_cast<std::int64_t>(s.row_len[p]);
          out.col_lo[k] = real ? static_cast<std::uint16_t>(s.col_idx[k] - base[sl]) : 0;
        }
    } else {
      std::uint16_t* hi = out.col_hi.data() + (-1 - static_cast<std::int64_t>(out.slice_base[sl]));
      for (std::int64_t k = begin; k < end; ++k) {
        const auto c = static_cast<std::uint32_t>(s.col_idx[k]);
        out.col_lo[k] = static_cast<std::uint16_t>(c & 0xffffu);
        hi[k - begin] = static_cast<std::uint16_t>(c >> 16);
      }
    }
  }
  out.slice_ptr = std::move(s.slice_ptr);
  out.values = std::move(s.values);
  if (s.sigma > 1) out.row_perm = std::move(s.row_perm);
  return out;
}

template <SupportedValue V, SupportedIndex I>
void NarrowSellp<V, I>::code_values(int code_bits) {
  if (code_bits != 8 && code_bits != 16)
    throw Error("sellp_c16 value codes of " + std::to_string(code_bits) + " bits; 8 or 16");
  const std::span<const V> stored(values.data(), values.size());
  const auto d = ValueDictionary<V>::of(stored, max_dictionary(code_bits));
  if (!d)
    throw NotApplicable("sellp_c16 value_codes " + std::to_string(code_bits) + ": the matrix has more than " +
                        std::to_string(max_dictionary(code_bits) - 1) + " distinct nonzero values");
  if (code_bits == 8) {
    code8.resize(values.size());
    encode_values<std::uint8_t>(stored, *d, std::span<std::uint8_t>(code8.data(), code8.size()));
  } else {
    code16.resize(values.size());
    encode_values<std::uint16_t>(stored, *d, std::span<std::uint16_t>(code16.data(), code16.size()));
  }
  dict = d->entries();
  UninitializedVector<V>().swap(values);  // frees them
}

template <SupportedValue V, SupportedIndex I>
void NarrowSellp<V, I>::make_pattern(std::span<const I> lengths) {
  const std::int64_t b = slice_height;
  // Real entries are 1 and padding +0: check the real ones, slice by slice.
  std::int64_t first_bad = -1;
#pragma omp parallel for schedule(dynamic, 64) reduction(max : first_bad) if (nslices > kParallelSlices)
  for (std::int64_t sl = 0; sl < nslices; ++sl)
    for (std::int64_t r = 0; r < b && sl * b + r < nrows; ++r)
      for (std::int64_t j = 0; j < static_cast<std::int64_t>(lengths[sl * b + r]); ++j)
        if (values[slice_ptr[sl] + j * b + r] != V(1)) first_bad = std::max(first_bad, sl * b + r);
  if (first_bad >= 0)
    throw NotApplicable("sellp_c16 pattern: stored row " + std::to_string(first_bad) +
                        " holds a value other than 1; a pattern keeps no values");
  row_len.assign(static_cast<std::size_t>(nslices * b), I{0});
  std::copy(lengths.begin(), lengths.begin() + nrows, row_len.begin());
  UninitializedVector<V>().swap(values);  // frees them
}

template <SupportedValue V, SupportedIndex I>
NarrowSplit estimate_narrow_split(const CsrView<V, I>& a, int b, int t, int sigma, std::int64_t max_offset) {
  const std::int64_t n = a.nrows;
  // Positions as SELL-P sorts them: by decreasing length inside σ windows, stable.
  std::vector<I> order(static_cast<std::size_t>(n));
  std::iota(order.begin(), order.end(), I{0});
  if (sigma > 1)
    for (std::int64_t w0 = 0; w0 < n; w0 += sigma)
      std::stable_sort(order.begin() + w0, order.begin() + std::min<std::int64_t>(n, w0 + sigma),
                       [&a](I r1, I r2) { return a.row_length(r1) > a.row_length(r2); });
  NarrowSplit split;
  for (std::int64_t p0 = 0; p0 < n; p0 += b) {
    std::int64_t lo = std::numeric_limits<std::int64_t>::max(), hi = -1, width = 0;
    for (std::int64_t p = p0; p < std::min<std::int64_t>(n, p0 + b); ++p) {
      const I row = order[p];
      const std::int64_t len = a.row_length(row);
      width = std::max(width, len);
      if (len == 0) continue;
      lo = std::min<std::int64_t>(lo, a.col_idx[a.row_ptr[row]]);
      hi = std::max<std::int64_t>(hi, a.col_idx[a.row_ptr[row + 1] - 1]);
    }
    const std::int64_t entries = (width + t - 1) / t * t * b;
    (hi < lo || hi - lo <= max_offset ? split.narrow_entries : split.wide_entries) += entries;
  }
  return split;
}

#define SPGEN_INSTANTIATE(V, I)          \
  template struct NarrowSellp<V, I>;     \
  template NarrowSplit estimate_narrow_split<V, I>(const CsrView<V, I>&, int, int, int, std::int64_t);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::formats
