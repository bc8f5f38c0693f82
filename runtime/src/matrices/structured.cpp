// The structured benchmark families: poisson3d, banded and kron_identity.
#include <algorithm>
#include <string>

#include "matrices/build_csr.hpp"
#include "spgen/matrices/synthetic.hpp"

namespace spgen {

template <SupportedValue V, SupportedIndex I>
Csr<V, I> poisson3d(std::int64_t n, const ProgressFn& progress) {
  const std::string what = "poisson3d:" + std::to_string(n);
  if (n < 0) throw Error(what + ": grid size must be >= 0");
  const std::int64_t plane = sources::checked_mul(what, n, n);
  const std::int64_t rows = sources::checked_mul(what, plane, n);
  // Refuse before allocating anything: (3n-2)^3 entries is known up front.
  sources::require_fits<I>(what, "row count", rows);
  if (n > 0) {
    const std::int64_t side = 3 * n - 2;
    sources::require_fits<I>(
        what, "nonzero count",
        sources::checked_mul(what, sources::checked_mul(what, side, side), side));
  }
  auto neighbours = [n](std::int64_t x) -> std::int64_t { return 1 + (x > 0) + (x < n - 1); };
  auto row_length = [&](std::int64_t r) {
    return neighbours(r / plane) * neighbours((r / n) % n) * neighbours(r % n);
  };
  auto fill = [&](std::int64_t r, std::int64_t, I* col, V* val) {
    const std::int64_t i = r / plane, j = (r / n) % n, k = r % n;
    // di outermost, dk innermost: columns come out sorted.
    for (std::int64_t di = -1; di <= 1; ++di) {
      if (i + di < 0 || i + di >= n) continue;
      for (std::int64_t dj = -1; dj <= 1; ++dj) {
        if (j + dj < 0 || j + dj >= n) continue;
        for (std::int64_t dk = -1; dk <= 1; ++dk) {
          if (k + dk < 0 || k + dk >= n) continue;
          *col++ = static_cast<I>(r + di * plane + dj * n + dk);
          *val++ = (di == 0 && dj == 0 && dk == 0) ? V{26} : V{-1};
        }
      }
    }
  };
  return sources::build_csr<V, I>(what, rows, rows, row_length, fill, progress);
}

template <SupportedValue V, SupportedIndex I>
Csr<V, I> banded(std::int64_t n, std::int64_t half_width, const ProgressFn& progress) {
  const std::string what = "banded:" + std::to_string(n) + ":" + std::to_string(half_width);
  if (n < 0) throw Error(what + ": size must be >= 0");
  if (half_width < 0) throw Error(what + ": half width must be >= 0");
  const std::int64_t w = std::min(half_width, n);  // keeps r + w from overflowing
  const V diagonal = half_width == 0 ? V{1} : static_cast<V>(2 * w);
  auto row_length = [&](std::int64_t r) {
    return std::min(n - 1, r + w) - std::max<std::int64_t>(0, r - w) + 1;
  };
  auto fill = [&](std::int64_t r, std::int64_t, I* col, V* val) {
    for (std::int64_t c = std::max<std::int64_t>(0, r - w); c <= std::min(n - 1, r + w); ++c) {
      *col++ = static_cast<I>(c);
      *val++ = c == r ? diagonal : V{-1};
    }
  };
  return sources::build_csr<V, I>(what, n, n, row_length, fill, progress);
}

template <SupportedValue V, SupportedIndex I>
Csr<V, I> kron_identity(std::int64_t copies, const CsrView<V, I>& a, const ProgressFn& progress) {
  const std::string what = "kron(I_" + std::to_string(copies) + ", A)";
  if (copies < 0) throw Error(what + ": copy count must be >= 0");
  const std::int64_t m = a.nrows;
  const std::int64_t n = a.ncols;
  const auto nnz_a = static_cast<std::int64_t>(a.nnz());
  const std::int64_t rows = sources::checked_mul(what, copies, m);
  const std::int64_t cols = sources::checked_mul(what, copies, n);
  const std::int64_t nnz = sources::checked_mul(what, copies, nnz_a);
  sources::require_fits<I>(what, "row count", rows);
  sources::require_fits<I>(what, "column count", cols);
  sources::require_fits<I>(what, "nonzero count", nnz);
  io::require_memory(what, "its " + std::to_string(nnz) + " entries",
                     (static_cast<long double>(rows) + 1) * sizeof(I) +
                         static_cast<long double>(nnz) * (sizeof(I) + sizeof(V)));
  Csr<V, I> out;
  out.nrows = static_cast<I>(rows);
  out.ncols = static_cast<I>(cols);
  sources::resize_for_fill(out.row_ptr, static_cast<std::size_t>(rows) + 1);
  sources::resize_for_fill(out.col_idx, static_cast<std::size_t>(nnz));
  sources::resize_for_fill(out.values, static_cast<std::size_t>(nnz));
  // Every offset is known in closed form, so one parallel pass suffices.
  I* ptr = out.row_ptr.data();
  I* col = out.col_idx.data();
  V* val = out.values.data();
  sources::Steps steps(progress);
  steps.phase(1.0, rows);
  sources::for_each_row(rows, steps, [&](std::int64_t row) {
    const std::int64_t b = row / m;
    const std::int64_t r = row % m;
    const std::int64_t shift = b * nnz_a;
    ptr[row] = static_cast<I>(shift + a.row_ptr[r]);
    for (std::int64_t p = a.row_ptr[r]; p < a.row_ptr[r + 1]; ++p) {
      col[shift + p] = static_cast<I>(b * n + a.col_idx[p]);
      val[shift + p] = a.values[p];
    }
  });
  ptr[rows] = static_cast<I>(nnz);
  steps.finish();
  return out;
}

#define SPGEN_INSTANTIATE(V, I)                                                   \
  template Csr<V, I> poisson3d<V, I>(std::int64_t, const ProgressFn&);            \
  template Csr<V, I> banded<V, I>(std::int64_t, std::int64_t, const ProgressFn&); \
  template Csr<V, I> kron_identity<V, I>(std::int64_t, const CsrView<V, I>&, const ProgressFn&);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen
