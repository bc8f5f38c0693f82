#include "formats/sellp_c16/narrow_columns.hpp"

#include <algorithm>
#include <atomic>
#include <bit>
#include <limits>
#include <numeric>
#include <optional>
#include <span>
#include <string>
#include <type_traits>

#include <omp.h>

#include "core/prefault.hpp"
#include "formats/sellp/row_order.hpp"
#include "formats/sellp_c16/value_codes.hpp"
#include "spgen/core/error.hpp"

namespace spgen::formats {

namespace {

// Below this many slices a parallel region costs more than the loop it splits.
constexpr std::int64_t kParallelSlices = 1 << 10;

// The stored positions' rows and lengths: position p of slice s holds row
// row_at(p) (SELL order inside σ windows).
template <SupportedValue V, SupportedIndex I>
struct Positions {
  const CsrView<V, I>& a;
  std::vector<I> order;  // empty: identity
  [[nodiscard]] std::int64_t row_at(std::int64_t p) const { return order.empty() ? p : order[p]; }
  [[nodiscard]] std::int64_t length(std::int64_t p) const {
    const std::int64_t r = row_at(p);
    return a.row_ptr[r + 1] - a.row_ptr[r];
  }
};

// A slice's width (its longest row rounded up to t) and column span: its
// real entries' smallest and largest column (lo > hi when it has none).
struct SliceShape {
  std::int64_t width = 0, lo = std::numeric_limits<std::int64_t>::max(), hi = -1;
};

// Slice `sl`'s width: its longest row rounded up to t.
template <SupportedValue V, SupportedIndex I>
std::int64_t slice_width(const Positions<V, I>& pos, std::int64_t sl, std::int64_t b, std::int64_t t) {
  std::int64_t width = 0;
  for (std::int64_t p = sl * b; p < std::min<std::int64_t>(pos.a.nrows, (sl + 1) * b); ++p)
    width = std::max(width, pos.length(p));
  return (width + t - 1) / t * t;
}

// Slice `sl`'s column span. Rows are sorted, so a row's first and last
// entries bound it.
template <SupportedValue V, SupportedIndex I>
SliceShape slice_span(const Positions<V, I>& pos, std::int64_t sl, std::int64_t b) {
  SliceShape sh;
  for (std::int64_t p = sl * b; p < std::min<std::int64_t>(pos.a.nrows, (sl + 1) * b); ++p) {
    const std::int64_t row = pos.row_at(p);
    const std::int64_t first = pos.a.row_ptr[row], end = pos.a.row_ptr[row + 1];
    if (first == end) continue;
    sh.lo = std::min<std::int64_t>(sh.lo, pos.a.col_idx[first]);
    sh.hi = std::max<std::int64_t>(sh.hi, pos.a.col_idx[end - 1]);
  }
  return sh;
}

// Slice `sl`'s width (its longest row rounded up to t) and column span.
template <SupportedValue V, SupportedIndex I>
SliceShape slice_shape(const Positions<V, I>& pos, std::int64_t sl, std::int64_t b, std::int64_t t) {
  SliceShape sh = slice_span(pos, sl, b);
  sh.width = slice_width(pos, sl, b, t);
  return sh;
}

// 8-bit columns (the conversion and the rule's estimate of its byte share):
// slice sl's stored columns gathered column-major (entry j of
// row r at j * b + r, -1 at padding), with each slice column's smallest and
// largest real column (lo[j] > hi[j] where only padding holds one). One read
// of the slice's rows serves both the spans and the offsets, and the loops
// over a slice column's b lanes are contiguous: with b a constant (B, see
// with_slice_height) they vectorise.
template <SupportedIndex I>
struct SliceTile {
  std::vector<I> cols;
  std::vector<std::int64_t> lo, hi;
  std::int64_t slice_lo = 0;  // the slice's smallest column (0 when it has none)
  bool wide = false;          // a slice column spans more than max_offset

  template <int B, SupportedValue V>
  void load(const Positions<V, I>& pos, std::int64_t sl, std::int64_t height, std::int64_t width,
            std::int64_t max_offset) {
    using U = std::make_unsigned_t<I>;
    const std::int64_t b = B > 0 ? B : height;
    cols.resize(static_cast<std::size_t>(width * b));
    lo.resize(static_cast<std::size_t>(width));
    hi.resize(static_cast<std::size_t>(width));
    for (std::int64_t r = 0; r < b; ++r) {
      const std::int64_t p = sl * b + r;
      const std::int64_t len = p < pos.a.nrows ? pos.length(p) : 0;
      const I* src = pos.a.col_idx.data() + (p < pos.a.nrows ? pos.a.row_ptr[pos.row_at(p)] : 0);
      for (std::int64_t j = 0; j < len; ++j) cols[j * b + r] = src[j];
      for (std::int64_t j = len; j < width; ++j) cols[j * b + r] = I{-1};
    }
    std::int64_t smallest = std::numeric_limits<std::int64_t>::max();
    for (std::int64_t j = 0; j < width; ++j) {
      const I* c = cols.data() + j * b;
      U least = std::numeric_limits<U>::max();  // padding's -1 is the largest unsigned
      I most = -1;
      for (std::int64_t r = 0; r < b; ++r) {
        least = std::min(least, static_cast<U>(c[r]));
        most = std::max(most, c[r]);
      }
      lo[j] = most < 0 ? std::numeric_limits<std::int64_t>::max() : static_cast<std::int64_t>(least);
      hi[j] = most;
      smallest = std::min(smallest, lo[j]);
    }
    // Padding-only slice columns read the slice's smallest column.
    slice_lo = smallest == std::numeric_limits<std::int64_t>::max() ? 0 : smallest;
    wide = false;
    for (std::int64_t j = 0; j < width; ++j) {
      if (hi[j] < lo[j]) lo[j] = hi[j] = slice_lo;
      wide = wide || hi[j] - lo[j] > max_offset;
    }
  }
  /// Entry j of row r, padding reading its slice column's smallest column:
  /// its low 32 bits, what the offsets are taken from (columns fit 31 bits).
  [[nodiscard]] std::uint32_t column(std::int64_t j, std::int64_t r, std::int64_t b) const {
    const I c = cols[j * b + r];
    return static_cast<std::uint32_t>(c < 0 ? static_cast<I>(lo[j]) : c);
  }
};

// 8-bit columns: one slice column's offsets from `from`, low and high bytes,
// its padding (-1) reading `pad`. A function of its own so the byte stores
// are known not to alias the tile (restrict parameters; GCC ignores restrict
// on locals) and the loop vectorises.
template <int B, SupportedIndex I>
void store_byte_offsets(const I* __restrict__ cols, std::int64_t lanes, std::uint32_t pad, std::uint32_t from,
                        std::uint8_t* __restrict__ low, std::uint8_t* __restrict__ high) {
  if constexpr (B > 0) lanes = B;
  for (std::int64_t r = 0; r < lanes; ++r) {
    const std::uint32_t off = (cols[r] < 0 ? pad : static_cast<std::uint32_t>(cols[r])) - from;
    low[r] = static_cast<std::uint8_t>(off & 0xffu);
    high[r] = static_cast<std::uint8_t>((off >> 8) & 0xffu);
  }
}

// Calls f(std::integral_constant<int, B>) with B = b for the slice heights
// the kernels use, else B = 0 (b read at run time). The constant pays: the
// conversion of poisson3d:96 f64 (b 8) took 48-58 ms against 55-63 with b
// read at run time (2-core Xeon, alternated processes).
template <typename F>
void with_slice_height(std::int64_t b, F&& f) {
  switch (b) {
    case 8: f(std::integral_constant<int, 8>{}); break;
    case 16: f(std::integral_constant<int, 16>{}); break;
    case 32: f(std::integral_constant<int, 32>{}); break;
    default: f(std::integral_constant<int, 0>{}); break;
  }
}

// Rewrites each slice's codes, which thread slice_thread[sl] handed out, as
// the merged dictionary's: remap[thread][code]. Threads whose maps are the
// identity (the usual case: every thread met the values in one order) are
// left alone.
template <typename Code, SupportedIndex I>
void remap_codes(std::span<Code> codes, const std::vector<std::vector<std::uint32_t>>& remap,
                 const std::vector<std::uint16_t>& slice_thread, const std::vector<I>& slice_ptr) {
  std::vector<char> identity(remap.size());
  bool all = true;
  for (std::size_t t = 0; t < remap.size(); ++t) {
    identity[t] = 1;
    for (std::size_t c = 0; c < remap[t].size(); ++c) identity[t] = identity[t] && remap[t][c] == c;
    all = all && identity[t];
  }
  if (all) return;
  const auto nslices = static_cast<std::int64_t>(slice_thread.size());
#pragma omp parallel for schedule(static) if (nslices > kParallelSlices)
  for (std::int64_t sl = 0; sl < nslices; ++sl) {
    const std::size_t t = slice_thread[sl];
    if (identity[t]) continue;
    const std::uint32_t* map = remap[t].data();
    for (std::int64_t k = slice_ptr[sl]; k < slice_ptr[sl + 1]; ++k) codes[k] = static_cast<Code>(map[codes[k]]);
  }
}

// After the fill: the wide slices (slice_base -1) get their high halves in
// col_hi, in slice order, and slice_base -1 - their first one's index there;
// put(sl, hi) writes slice sl's, column-major from hi.
template <SupportedValue V, SupportedIndex I, typename PutHighHalves>
void place_high_halves(NarrowSellp<V, I>& out, const std::vector<SliceShape>& shape, const PutHighHalves& put) {
  const std::int64_t b = out.slice_height;
  std::vector<std::int64_t> wide;
  std::int64_t entries = 0;
  for (std::int64_t sl = 0; sl < out.nslices; ++sl) {
    if (out.slice_base[sl] >= 0) continue;
    out.slice_base[sl] = static_cast<I>(-1 - entries);
    entries += shape[sl].width * b;
    wide.push_back(sl);
  }
  out.wide_slices = static_cast<std::int64_t>(wide.size());
  if (wide.empty()) return;
  detail::resize_prefaulted(out.col_hi, static_cast<std::size_t>(entries));
  const auto nwide = static_cast<std::int64_t>(wide.size());
#pragma omp parallel for schedule(dynamic, 16) if (nwide > kParallelSlices)
  for (std::int64_t w = 0; w < nwide; ++w)
    put(wide[w], out.col_hi.data() + (-1 - static_cast<std::int64_t>(out.slice_base[wide[w]])));
}

// 16-bit columns: a wide slice's low halves are already in col_lo; padding
// repeats its row's last column, as the low halves do.
template <SupportedValue V, SupportedIndex I>
void place_word_high_halves(NarrowSellp<V, I>& out, const Positions<V, I>& pos, const std::vector<SliceShape>& shape) {
  const std::int64_t b = out.slice_height, n = out.nrows;
  place_high_halves(out, shape, [&](std::int64_t sl, std::uint16_t* hi) {
    const std::int64_t width = shape[sl].width;
    for (std::int64_t r = 0; r < b; ++r) {
      const std::int64_t p = sl * b + r;
      const std::int64_t len = p < n ? pos.length(p) : 0;
      const I* cols = pos.a.col_idx.data() + (p < n ? pos.a.row_ptr[pos.row_at(p)] : 0);
      const auto last = static_cast<std::uint32_t>(len > 0 ? cols[len - 1] : 0);
      for (std::int64_t j = 0; j < width; ++j)
        hi[j * b + r] = static_cast<std::uint16_t>((j < len ? static_cast<std::uint32_t>(cols[j]) : last) >> 16);
    }
  });
}

// 8-bit columns: the high halves of a wide slice's 16-bit slice columns'
// whole columns (0 in its 8-bit slice columns).
template <SupportedValue V, SupportedIndex I>
void place_byte_high_halves(NarrowSellp<V, I>& out, const Positions<V, I>& pos, const std::vector<SliceShape>& shape,
                            std::int64_t max_offset) {
  const std::int64_t b = out.slice_height;
  place_high_halves(out, shape, [&](std::int64_t sl, std::uint16_t* hi) {
    const std::int64_t width = shape[sl].width, k0 = out.slice_ptr[sl];
    thread_local SliceTile<I> tile;
    tile.template load<0>(pos, sl, b, width, max_offset);
    for (std::int64_t j = 0; j < width; ++j) {
      const bool whole = out.col_base[k0 / b + j] == -1;  // a 16-bit slice column of a wide slice
      for (std::int64_t r = 0; r < b; ++r)
        hi[j * b + r] = whole ? static_cast<std::uint16_t>(tile.column(j, r, b) >> 16) : 0;
    }
  });
}

}  // namespace

void check_narrow_conversion(const SellpParams& params, std::int64_t max_offset, int code_bits, int column_bits,
                             std::int64_t ncols) {
  check_sellp_params(params);
  if (column_bits != 16 && column_bits != 8)
    throw Error("sellp_c16 column_bits = " + std::to_string(column_bits) + " outside its domain {16, 8}");
  if (max_offset < 0 || max_offset > kMaxNarrowOffset)
    throw Error("sellp_c16 parameter max_offset = " + std::to_string(max_offset) + " outside its domain [0, 65535]");
  if (code_bits != 0 && code_bits != 8 && code_bits != 16)
    throw Error("sellp_c16 value codes of " + std::to_string(code_bits) + " bits; 0 (values stored), 8 or 16");
  if (ncols > std::numeric_limits<std::int32_t>::max())
    throw NotApplicable("sellp_c16 conversion: " + std::to_string(ncols) +
                        " columns; its kernels widen columns in 32-bit lanes, so at most 2^31-1");
}

NotApplicable too_many_values(int code_bits) {
  return NotApplicable("sellp_c16 value_codes " + std::to_string(code_bits) + ": the matrix has more than " +
                       std::to_string(max_dictionary(code_bits) - 1) + " distinct nonzero values");
}

NotApplicable not_a_pattern(std::int64_t row) {
  return NotApplicable("sellp_c16 pattern: row " + std::to_string(row) +
                       " holds a value other than 1; a pattern keeps no values");
}

template <SupportedValue V, SupportedIndex I>
NarrowSellp<V, I> NarrowSellp<V, I>::from_csr(const CsrView<V, I>& a, const SellpParams& params,
                                              std::int64_t max_offset, int code_bits, bool pattern,
                                              int column_bits) {
  check_narrow_conversion(params, max_offset, code_bits, column_bits, a.ncols);
  const bool bytes = column_bits == 8;
  const std::int64_t n = a.nrows, b = params.slice_height, t = params.threads_per_row;
  NarrowSellp out;
  out.nrows = a.nrows;
  out.ncols = a.ncols;
  out.slice_height = params.slice_height;
  out.sigma = params.sigma;
  out.nnz = a.nnz();
  const std::int64_t nslices = (n + b - 1) / b;
  out.nslices = static_cast<I>(nslices);
  const Positions<V, I> pos{a, sell_row_order(a.row_ptr, params.sigma)};

  // Each slice's width, from the row lengths alone. The fill finds each
  // slice's column spans itself, from the rows it is about to read (a
  // separate pass would read every row once more), and the few wide slices
  // get their high halves after it.
  std::vector<SliceShape> shape(static_cast<std::size_t>(nslices));
#pragma omp parallel for schedule(static) if (nslices > kParallelSlices)
  for (std::int64_t sl = 0; sl < nslices; ++sl) shape[sl].width = slice_width(pos, sl, b, t);
  // Offsets in 64 bits, so an overflow of I is reported rather than wrapped;
  // kernels step positions in I past the last entry by up to a warp
  // (templates/README.md), so keep that headroom below the type's maximum.
  constexpr auto kMax = static_cast<std::uint64_t>(std::numeric_limits<I>::max()) - 64;
  out.slice_ptr.resize(static_cast<std::size_t>(nslices) + 1);
  out.slice_base.resize(static_cast<std::size_t>(nslices));
  out.slice_ptr[0] = 0;
  std::uint64_t total = 0;
  for (std::int64_t sl = 0; sl < nslices; ++sl) {
    total += static_cast<std::uint64_t>(shape[sl].width * b);
    if (total > kMax)
      throw NotApplicable("sellp_c16 conversion: stored entries (with padding) exceed " + std::to_string(kMax) +
                          ", the most " + type_tag<I>() + " kernels index; use int64 indices or a smaller slice_height");
    out.slice_ptr[sl + 1] = static_cast<I>(total);
  }
  if (bytes) {
    detail::resize_prefaulted(out.col8, total);
    detail::resize_prefaulted(out.col8_hi, total);
    detail::resize_prefaulted(out.col_base, total / static_cast<std::uint64_t>(b));
  } else {
    detail::resize_prefaulted(out.col_lo, total);
  }
  if (code_bits == 8) detail::resize_prefaulted(out.code8, total);
  if (code_bits == 16) detail::resize_prefaulted(out.code16, total);
  if (code_bits == 0 && !pattern) detail::resize_prefaulted(out.values, total);

  // One pass over the slices, a slice row by row: each row is read in order
  // and the slice's stores (a few KB, column-major) stay in L1. Padding (past
  // a row's length, or a row past nrows) reads the slice's base column when
  // narrow, its row's last column when wide (x stays in cache), and holds +0.
  // make_put_row(thread) gives each thread its put_row(k, vals, len, width,
  // p), which stores the values of stored row p: entries k, k + b, ... (len
  // real ones from vals, then +0 up to width). One loop per value form, so
  // none tests the form per entry; raw local pointers, so a byte store
  // (codes) does not make the compiler reload them. A thread walks its
  // slices upwards (dynamic chunks are handed out in order); slice_thread
  // records which thread filled each slice.
  std::uint16_t* const col_lo = out.col_lo.data();
  std::uint8_t* const col8 = out.col8.data();
  std::uint8_t* const col8_hi = out.col8_hi.data();
  I* const col_base = out.col_base.data();
  std::atomic<std::int64_t> byte_entries{0};
  // 8-bit columns, slice sl: its base (slice_base; -1 marks a wide slice
  // until its high halves are placed after the fill), its slice columns'
  // bases (col_base) and, per slice column, the column its offsets count
  // from (0 for a wide slice's 16-bit columns); then every position's
  // columns, column-major.
  const std::int64_t byte_span = std::min(kMaxByteOffset, max_offset);
  auto put_byte_slice = [&]<int B>(std::integral_constant<int, B>, std::int64_t sl, std::int64_t k0,
                                   std::int64_t width) {
    thread_local SliceTile<I> tile;
    tile.template load<B>(pos, sl, b, width, max_offset);
    const std::int64_t lanes = B > 0 ? B : b;
    const bool wide = tile.wide;
    out.slice_base[sl] = static_cast<I>(wide ? -1 : tile.slice_lo);
    std::int64_t in_bytes = 0;
    for (std::int64_t j = 0; j < width; ++j) {
      const std::int64_t lo = tile.lo[j];
      const bool byte = tile.hi[j] - lo <= byte_span;
      in_bytes += byte ? b : 0;
      col_base[k0 / b + j] = static_cast<I>(byte ? lo : wide ? -1 : -1 - lo);
      const std::int64_t from = byte || !wide ? lo : 0;  // a wide slice's 16-bit columns hold whole columns
      store_byte_offsets<B>(tile.cols.data() + j * lanes, lanes, static_cast<std::uint32_t>(lo),
                            static_cast<std::uint32_t>(from), col8 + k0 + j * lanes, col8_hi + k0 + j * lanes);
    }
    byte_entries.fetch_add(in_bytes, std::memory_order_relaxed);
  };

  const int threads = nslices > kParallelSlices ? omp_get_max_threads() : 1;
  std::vector<std::uint16_t> slice_thread(static_cast<std::size_t>(nslices));
  std::atomic<bool> stop{false};
  auto fill = [&](const auto& make_put_row) {
#pragma omp parallel num_threads(threads)
    {
      const int thread = omp_get_thread_num();
      auto put_row = make_put_row(thread);
#pragma omp for schedule(dynamic, 64)
      for (std::int64_t sl = 0; sl < nslices; ++sl) {
        if (stop.load(std::memory_order_relaxed)) continue;
        slice_thread[sl] = static_cast<std::uint16_t>(thread);
        const std::int64_t k0 = out.slice_ptr[sl], width = shape[sl].width;
        std::int64_t base = 0;
        if (bytes) {
          with_slice_height(b, [&](auto lanes) { put_byte_slice(lanes, sl, k0, width); });
        } else {
          // 16-bit columns: offsets from the slice's smallest column where its
          // columns span at most max_offset; else (wide, marked -1 until the
          // high halves are placed below) every column's low half.
          const SliceShape sh = slice_span(pos, sl, b);
          base = sh.hi < sh.lo ? 0 : sh.hi - sh.lo <= max_offset ? sh.lo : -1;
          out.slice_base[sl] = static_cast<I>(base);
        }
        for (std::int64_t r = 0; r < b; ++r) {
          const std::int64_t p = sl * b + r;
          const std::int64_t begin = p < n ? a.row_ptr[pos.row_at(p)] : 0, len = p < n ? pos.length(p) : 0;
          const I* __restrict__ cols = a.col_idx.data() + begin;
          if (bytes) {
            // put_byte_slice wrote this slice's columns
          } else if (base >= 0) {
            std::uint16_t* __restrict__ lo = col_lo + k0 + r;
            const auto from = static_cast<std::uint32_t>(base);
            for (std::int64_t j = 0; j < len; ++j)
              lo[j * b] = static_cast<std::uint16_t>(static_cast<std::uint32_t>(cols[j]) - from);
            for (std::int64_t j = len; j < width; ++j) lo[j * b] = 0;
          } else {
            std::uint16_t* __restrict__ lo = col_lo + k0 + r;
            const auto last = static_cast<std::uint32_t>(len > 0 ? cols[len - 1] : 0);
            for (std::int64_t j = 0; j < width; ++j)
              lo[j * b] = static_cast<std::uint16_t>((j < len ? static_cast<std::uint32_t>(cols[j]) : last) & 0xffffu);
          }
          put_row(k0 + r, a.values.data() + begin, len, width, p);
        }
      }
    }
  };
  std::atomic<std::int64_t> first_not_one{std::numeric_limits<std::int64_t>::max()};
  if (code_bits > 0) {
    // Coded: one pass finds the distinct values and codes them, each thread
    // in the order it meets them; the threads' codes are then mapped to one
    // dictionary (+0, then the values in ascending bit order), which
    // rewrites nothing where a thread's codes already follow it. Every thread
    // starts from the values of the matrix's first entries, coded in that
    // order, so threads that meet nothing new (a stencil's rows) need no
    // rewriting. Neighbouring entries often hold one value (a stencil's
    // coefficients), so the last lookup is kept.
    FirstSeenCodes<V> early(max_dictionary(code_bits));
    for (std::size_t k = 0; k < std::min<std::size_t>(a.values.size(), 4096) && !early.overflowed(); ++k)
      (void)early.code_of(a.values[k]);
    const FirstSeenCodes<V> prefix = early.ascending();
    std::vector<FirstSeenCodes<V>> seen(static_cast<std::size_t>(threads), prefix);
    auto coded = [&](auto* codes) {
      using Code = std::remove_pointer_t<decltype(codes)>;
      using Bits = typename ValueDictionary<V>::Bits;
      fill([&, codes](int thread) {
        return [&, b, codes, mine = &seen[thread], last = Bits{0}, last_code = Code{0}](
                   std::int64_t k, const V* __restrict__ vals, std::int64_t len, std::int64_t width,
                   std::int64_t /*stored row*/) mutable {
          // Locals: a byte store (Code may be unsigned char) may alias any
          // member of the closure, which would then be reloaded per entry.
          Code* __restrict__ dst = codes + k;
          Bits previous = last;
          Code code = last_code;
          for (std::int64_t j = 0; j < len; ++j) {
            const auto bits = std::bit_cast<Bits>(vals[j]);
            if (bits != previous) {
              previous = bits;
              code = static_cast<Code>(mine->code_of(vals[j]));
              if (mine->overflowed()) stop.store(true, std::memory_order_relaxed);
            }
            dst[j * b] = code;
          }
          for (std::int64_t j = len; j < width; ++j) dst[j * b] = 0;
          last = previous;
          last_code = code;
        };
      });
      auto merged = merge_codes<V>(seen, max_dictionary(code_bits));
      if (!merged) throw too_many_values(code_bits);
      remap_codes(std::span<Code>(codes, total), merged->remap, slice_thread, out.slice_ptr);
      out.dict = merged->dictionary.entries();
    };
    if (code_bits == 8) coded(out.code8.data());
    else coded(out.code16.data());
  } else if (pattern) {
    fill([&](int) {
      return [&](std::int64_t, const V* vals, std::int64_t len, std::int64_t, std::int64_t p) {
        bool ones = true;
        for (std::int64_t j = 0; j < len; ++j) ones = ones && vals[j] == V(1);
        if (ones) return;  // also every padding position past the last row, which has no row
        const std::int64_t row = pos.row_at(p);
        std::int64_t seen = first_not_one.load(std::memory_order_relaxed);
        while (row < seen && !first_not_one.compare_exchange_weak(seen, row)) {
        }
      };
    });
  } else {
    V* const values = out.values.data();
    fill([&, values](int) {
      return [&, values](std::int64_t k, const V* __restrict__ vals, std::int64_t len, std::int64_t width,
                         std::int64_t) {
        V* __restrict__ dst = values + k;
        for (std::int64_t j = 0; j < len; ++j) dst[j * b] = vals[j];
        for (std::int64_t j = len; j < width; ++j) dst[j * b] = V(0);
      };
    });
  }
  if (bytes) place_byte_high_halves(out, pos, shape, max_offset);
  else place_word_high_halves(out, pos, shape);
  if (pattern) {
    if (first_not_one.load() != std::numeric_limits<std::int64_t>::max()) throw not_a_pattern(first_not_one.load());
    out.row_len.assign(static_cast<std::size_t>(nslices * b), I{0});
#pragma omp parallel for schedule(static) if (nslices > kParallelSlices)
    for (std::int64_t p = 0; p < n; ++p) out.row_len[p] = static_cast<I>(pos.length(p));
  }
  if (params.sigma > 1) out.row_perm = pos.order;
  out.byte_columns = byte_entries.load();
  return out;
}

template <SupportedValue V, SupportedIndex I>
NarrowSplit estimate_narrow_split(const CsrView<V, I>& a, int b, int t, int sigma, std::int64_t max_offset) {
  const Positions<V, I> pos{a, sell_row_order(a.row_ptr, sigma)};
  const std::int64_t nslices = (static_cast<std::int64_t>(a.nrows) + b - 1) / b;
  std::int64_t narrow = 0, wide = 0;
#pragma omp parallel for schedule(static) reduction(+ : narrow, wide) if (nslices > kParallelSlices)
  for (std::int64_t sl = 0; sl < nslices; ++sl) {
    const SliceShape sh = slice_shape(pos, sl, b, t);
    (sh.hi < sh.lo || sh.hi - sh.lo <= max_offset ? narrow : wide) += sh.width * b;
  }
  return {narrow, wide};
}

template <SupportedValue V, SupportedIndex I>
double estimate_byte_column_share(const CsrView<V, I>& a, int b, int t, int sigma, std::int64_t stride) {
  const Positions<V, I> pos{a, sell_row_order(a.row_ptr, sigma)};
  const std::int64_t nslices = (static_cast<std::int64_t>(a.nrows) + b - 1) / b;
  stride = std::max<std::int64_t>(stride, 1);
  std::int64_t in_bytes = 0, all = 0;
#pragma omp parallel for schedule(static) reduction(+ : in_bytes, all) if (nslices / stride > kParallelSlices)
  for (std::int64_t sl = 0; sl < nslices; sl += stride) {
    // The slice columns the conversion would find (padding-only ones span 0).
    const std::int64_t width = slice_width(pos, sl, b, t);
    thread_local SliceTile<I> tile;
    tile.template load<0>(pos, sl, b, width, kMaxNarrowOffset);
    all += width * b;
    for (std::int64_t j = 0; j < width; ++j) in_bytes += tile.hi[j] - tile.lo[j] <= kMaxByteOffset ? b : 0;
  }
  return all > 0 ? static_cast<double>(in_bytes) / static_cast<double>(all) : 0.0;
}

#define SPGEN_INSTANTIATE(V, I)          \
  template struct NarrowSellp<V, I>;     \
  template NarrowSplit estimate_narrow_split<V, I>(const CsrView<V, I>&, int, int, int, std::int64_t); \
  template double estimate_byte_column_share<V, I>(const CsrView<V, I>&, int, int, int, std::int64_t);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::formats
