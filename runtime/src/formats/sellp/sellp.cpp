#include "spgen/formats/sellp.hpp"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <numeric>
#include <string>

#include "core/prefault.hpp"
#include "formats/sellp/row_order.hpp"
#include "formats/sellp/sell_layout.hpp"
#include "spgen/core/error.hpp"

namespace spgen {

namespace {

// Below these sizes a parallel region costs more than the loop it splits.
constexpr std::int64_t kParallelRows = 1 << 14;
constexpr std::size_t kParallelEntries = 1 << 16;

bool is_pow2(int v) { return v > 0 && (v & (v - 1)) == 0; }

[[noreturn]] void invalid(const std::string& what) { throw Error("invalid SELL-P matrix: " + what); }

}  // namespace

void check_sellp_params(const SellpParams& p) {
  if (!is_pow2(p.slice_height) || p.slice_height > 1024)
    throw Error("SELL-P parameter slice_height (b) = " + std::to_string(p.slice_height) +
                " outside its domain: a power of two in [1, 1024]");
  if (!is_pow2(p.threads_per_row) || p.threads_per_row > 32)
    throw Error("SELL-P parameter threads_per_row (t) = " + std::to_string(p.threads_per_row) +
                " outside its domain: a power of two in [1, 32]");
  if (p.sigma < 1 || (p.sigma != 1 && p.sigma % p.slice_height != 0))
    throw Error("SELL-P parameter sigma = " + std::to_string(p.sigma) +
                " outside its domain: 1 (no sorting) or a positive multiple of slice_height (b = " +
                std::to_string(p.slice_height) + ")");
}

namespace formats {

template <SupportedIndex I>
SellLayout<I> sell_layout(std::span<const I> row_ptr, const SellpParams& params) {
  check_sellp_params(params);
  const auto n = static_cast<std::int64_t>(row_ptr.size()) - 1;
  const std::int64_t b = params.slice_height;
  const std::int64_t t = params.threads_per_row;
  const std::int64_t nslices = (n + b - 1) / b;
  SellLayout<I> out;
  // Positions: stable sort by decreasing length inside each σ window, so equal
  // lengths keep their order and σ = 1 is the identity.
  out.row_perm = sell_row_order(row_ptr, params.sigma);
  if (out.row_perm.empty()) {
    out.row_perm.resize(static_cast<std::size_t>(n));
#pragma omp parallel for schedule(static) if (n > kParallelRows)
    for (std::int64_t p = 0; p < n; ++p) out.row_perm[p] = static_cast<I>(p);
  }
  out.row_len.resize(static_cast<std::size_t>(n));
#pragma omp parallel for schedule(static) if (n > kParallelRows)
  for (std::int64_t p = 0; p < n; ++p) out.row_len[p] = row_ptr[out.row_perm[p] + 1] - row_ptr[out.row_perm[p]];
  // Slice widths, then offsets; counted in 64 bits so an overflow of I is
  // reported rather than wrapped.
  out.width.resize(static_cast<std::size_t>(nslices));
#pragma omp parallel for schedule(static) if (n > kParallelRows)
  for (std::int64_t s = 0; s < nslices; ++s) {
    std::int64_t w = 0;
    for (std::int64_t p = s * b; p < std::min(n, (s + 1) * b); ++p)
      w = std::max<std::int64_t>(w, out.row_len[p]);
    out.width[s] = (w + t - 1) / t * t;
  }
  out.slice_ptr.assign(static_cast<std::size_t>(nslices) + 1, I{0});
  std::uint64_t total = 0;
  for (std::int64_t s = 0; s < nslices; ++s) {
    total += static_cast<std::uint64_t>(out.width[s]) * static_cast<std::uint64_t>(b);
    if (total > max_stored_entries<I>()) throw too_many_stored_entries<I>();
    out.slice_ptr[s + 1] = static_cast<I>(total);
  }
  return out;
}

template SellLayout<std::int32_t> sell_layout<std::int32_t>(std::span<const std::int32_t>, const SellpParams&);
template SellLayout<std::int64_t> sell_layout<std::int64_t>(std::span<const std::int64_t>, const SellpParams&);

}  // namespace formats

template <SupportedValue V, SupportedIndex I>
Sellp<V, I> Sellp<V, I>::from_csr(const CsrView<V, I>& a, const SellpParams& params) {
  const std::int64_t n = a.nrows;
  const std::int64_t b = params.slice_height;
  formats::SellLayout<I> layout = formats::sell_layout(std::span<const I>(a.row_ptr), params);  // checks params

  Sellp out;
  out.nrows = a.nrows;
  out.ncols = a.ncols;
  out.slice_height = params.slice_height;
  out.threads_per_row = params.threads_per_row;
  out.sigma = params.sigma;
  out.nnz = a.nnz();
  const std::int64_t nslices = (n + b - 1) / b;
  out.nslices = static_cast<I>(nslices);
  out.row_perm = std::move(layout.row_perm);
  out.row_len = std::move(layout.row_len);
  out.slice_ptr = std::move(layout.slice_ptr);
  const std::vector<std::int64_t>& width = layout.width;
  const auto total = static_cast<std::uint64_t>(out.slice_ptr.back());
  detail::resize_prefaulted(out.col_idx, total);
  detail::resize_prefaulted(out.values, total);

  // A slice row by row: each row is read in order and the slice's stores (a
  // few KB, column-major) stay in L1. Padding re-reads the row's last column
  // (x stays in cache), or column 0 for an empty row or one past nrows.
#pragma omp parallel for schedule(dynamic, 64) if (a.nnz() > kParallelEntries)
  for (std::int64_t s = 0; s < nslices; ++s) {
    I* cols = out.col_idx.data() + out.slice_ptr[s];
    V* vals = out.values.data() + out.slice_ptr[s];
    for (std::int64_t r = 0; r < b; ++r) {
      const std::int64_t p = s * b + r;
      const std::int64_t len = p < n ? out.row_len[p] : 0;
      const I* row_cols = p < n ? a.col_idx.data() + a.row_ptr[out.row_perm[p]] : nullptr;
      const V* row_vals = p < n ? a.values.data() + a.row_ptr[out.row_perm[p]] : nullptr;
      for (std::int64_t j = 0; j < len; ++j) {
        cols[j * b + r] = row_cols[j];
        vals[j * b + r] = row_vals[j];
      }
      const I pad = len > 0 ? row_cols[len - 1] : I{0};
      for (std::int64_t j = len; j < width[s]; ++j) {
        cols[j * b + r] = pad;
        vals[j * b + r] = V(0);
      }
    }
  }
  return out;
}

template <SupportedValue V, SupportedIndex I>
Csr<V, I> Sellp<V, I>::to_csr() const {
  const std::int64_t n = nrows;
  const std::int64_t b = slice_height;
  Csr<V, I> out;
  out.nrows = nrows;
  out.ncols = ncols;
  out.row_ptr.assign(static_cast<std::size_t>(n) + 1, I{0});
#pragma omp parallel for schedule(static) if (n > kParallelRows)
  for (std::int64_t p = 0; p < n; ++p) out.row_ptr[row_perm[p] + 1] = row_len[p];
  for (std::int64_t r = 0; r < n; ++r) out.row_ptr[r + 1] += out.row_ptr[r];
  out.col_idx.resize(nnz);
  out.values.resize(nnz);
#pragma omp parallel for schedule(dynamic, 256) if (nnz > kParallelEntries)
  for (std::int64_t p = 0; p < n; ++p) {
    const std::int64_t s = p / b;
    const std::int64_t r = p % b;
    const std::int64_t src = slice_ptr[s] + r;
    const std::int64_t dst = out.row_ptr[row_perm[p]];
    for (std::int64_t j = 0; j < row_len[p]; ++j) {
      out.col_idx[dst + j] = col_idx[src + j * b];
      out.values[dst + j] = values[src + j * b];
    }
  }
  return out;
}

template <SupportedValue V, SupportedIndex I>
void Sellp<V, I>::validate() const {
  try {
    check_sellp_params({slice_height, threads_per_row, sigma});
  } catch (const Error& e) {
    invalid(e.what());
  }
  const std::int64_t n = nrows;
  const std::int64_t b = slice_height;
  const std::int64_t t = threads_per_row;
  if (n < 0 || ncols < 0) invalid("negative dimension");
  if (static_cast<std::int64_t>(nslices) != (n + b - 1) / b)
    invalid("nslices is " + std::to_string(nslices) + ", expected ceil(nrows / b) = " +
            std::to_string((n + b - 1) / b));
  if (slice_ptr.size() != static_cast<std::size_t>(nslices) + 1)
    invalid("slice_ptr has " + std::to_string(slice_ptr.size()) + " entries, expected nslices+1");
  if (slice_ptr[0] != 0) invalid("slice_ptr[0] is " + std::to_string(slice_ptr[0]) + ", expected 0");
  if (static_cast<std::size_t>(slice_ptr[nslices]) != col_idx.size() ||
      values.size() != col_idx.size())
    invalid("slice_ptr[nslices] = " + std::to_string(slice_ptr[nslices]) + ", col_idx has " +
            std::to_string(col_idx.size()) + " and values " + std::to_string(values.size()) +
            " entries; all three must agree");
  for (std::int64_t s = 0; s < nslices; ++s) {
    const std::int64_t d = static_cast<std::int64_t>(slice_ptr[s + 1]) - slice_ptr[s];
    if (d < 0 || d % (b * t) != 0)
      invalid("slice " + std::to_string(s) + " stores " + std::to_string(d) +
              " entries, not a non-negative multiple of b*t = " + std::to_string(b * t));
  }
  if (row_perm.size() != static_cast<std::size_t>(n) || row_len.size() != static_cast<std::size_t>(n))
    invalid("row_perm and row_len must have nrows entries");
  std::vector<char> seen(static_cast<std::size_t>(n), 0);
  const std::int64_t window = sigma > 1 ? sigma : 1;
  std::uint64_t total = 0;
  for (std::int64_t p = 0; p < n; ++p) {
    const std::int64_t row = row_perm[p];
    if (row < 0 || row >= n || seen[row])
      invalid("row_perm is not a permutation: position " + std::to_string(p) + " holds row " +
              std::to_string(row));
    seen[row] = 1;
    if (row / window != p / window)
      invalid("row_perm moves row " + std::to_string(row) + " to position " + std::to_string(p) +
              ", outside its sigma window of " + std::to_string(window) + " rows");
    const std::int64_t len = row_len[p];
    const std::int64_t w = slice_width(static_cast<I>(p / b));
    if (len < 0 || len > w)
      invalid("row at position " + std::to_string(p) + " has length " + std::to_string(len) +
              " but its slice is " + std::to_string(w) + " wide");
    total += static_cast<std::uint64_t>(len);
  }
  if (total != nnz)
    invalid("row lengths sum to " + std::to_string(total) + " but nnz is " + std::to_string(nnz));
  for (std::int64_t s = 0; s < nslices; ++s) {
    const std::int64_t w = slice_width(static_cast<I>(s));
    for (std::int64_t j = 0; j < w; ++j) {
      for (std::int64_t r = 0; r < b; ++r) {
        const std::int64_t p = s * b + r;
        const std::int64_t len = p < n ? static_cast<std::int64_t>(row_len[p]) : 0;
        const std::int64_t k = slice_ptr[s] + j * b + r;
        const std::int64_t c = col_idx[k];
        // Built only on failure: this loop visits every stored entry.
        auto where = [&] {
          return "slice " + std::to_string(s) + ", row " + std::to_string(r) + ", entry " +
                 std::to_string(j);
        };
        // Padding is read too (unmasked loads), so its column must be valid.
        if (c < 0 || c >= ncols)
          invalid(where() + ": column " + std::to_string(c) + " outside [0, " +
                  std::to_string(ncols) + ")");
        if (j >= len && values[k] != V(0)) invalid(where() + ": padding value is not 0");
        if (j > 0 && j < len && c <= col_idx[k - b])
          invalid(where() + ": column " + std::to_string(c) + " not after the previous one");
      }
    }
  }
}

template <SupportedValue V, SupportedIndex I>
double Sellp<V, I>::occupancy() const {
  return col_idx.empty() ? 1.0 : static_cast<double>(nnz) / static_cast<double>(col_idx.size());
}

template <SupportedValue V, SupportedIndex I>
std::size_t Sellp<V, I>::stored_bytes() const {
  return (slice_ptr.size() + row_perm.size() + col_idx.size()) * sizeof(I) +
         values.size() * sizeof(V);
}

#define SPGEN_INSTANTIATE(V, I) template struct Sellp<V, I>;
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen
