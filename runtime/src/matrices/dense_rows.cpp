// with_dense_rows: a matrix with a few rows replaced by rows of L entries,
// e.g. an R-MAT graph with four rows of 10^6 entries (the load-balancing case
// of the AXT paper's power-law target). The dense rows sit at evenly spaced
// rows; row k's columns are one per stride of ncols / L, at an offset drawn
// from (row, k), so they are sorted and distinct and the result depends only
// on the arguments.
#include <string>

#include "matrices/build_csr.hpp"
#include "spgen/matrices/synthetic.hpp"

namespace spgen {

template <SupportedValue V, SupportedIndex I>
Csr<V, I> with_dense_rows(std::int64_t count, std::int64_t length, const CsrView<V, I>& a,
                          const ProgressFn& progress) {
  const std::string what = "with " + std::to_string(count) + " dense rows of " + std::to_string(length);
  if (count < 0 || length < 0) throw Error(what + ": the row count and length must be >= 0");
  if (count > a.nrows) throw Error(what + ": the matrix has only " + std::to_string(a.nrows) + " rows");
  if (length > a.ncols) throw Error(what + ": the matrix has only " + std::to_string(a.ncols) + " columns");
  // Dense row i (0-based) is row (i + 1) * nrows / (count + 1).
  const std::int64_t n = a.nrows, cols = a.ncols;
  auto dense_index = [&](std::int64_t r) -> std::int64_t {
    if (count == 0) return -1;
    const std::int64_t i = (r + 1) * (count + 1) / n - 1;  // the dense row at or before r, if any
    for (std::int64_t k : {i, i + 1})
      if (k >= 0 && k < count && (k + 1) * n / (count + 1) == r) return k;
    return -1;
  };
  auto row_length = [&](std::int64_t r) -> std::int64_t {
    return dense_index(r) >= 0 ? length : static_cast<std::int64_t>(a.row_length(static_cast<I>(r)));
  };
  auto fill = [&](std::int64_t r, std::int64_t len, I* col, V* val) {
    if (dense_index(r) < 0) {
      for (std::int64_t p = 0; p < len; ++p) {
        col[p] = a.col_idx[a.row_ptr[r] + p];
        val[p] = a.values[a.row_ptr[r] + p];
      }
      return;
    }
    for (std::int64_t k = 0; k < len; ++k) {
      const std::int64_t lo = k * cols / len, hi = (k + 1) * cols / len;  // k's stride, non-empty
      const std::uint64_t bits = sources::mix64(static_cast<std::uint64_t>(r) * 0x9e3779b97f4a7c15ULL ^
                                                static_cast<std::uint64_t>(k));
      col[k] = static_cast<I>(lo + static_cast<std::int64_t>(bits % static_cast<std::uint64_t>(hi - lo)));
      val[k] = sources::uniform_real_from<V>(sources::mix64(bits));
    }
  };
  return sources::build_csr<V, I>(what, n, cols, row_length, fill, progress);
}

#define SPGEN_INSTANTIATE(V, I) \
  template Csr<V, I> with_dense_rows<V, I>(std::int64_t, std::int64_t, const CsrView<V, I>&, const ProgressFn&);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)

}  // namespace spgen
