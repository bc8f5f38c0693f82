// The padded row layout ELL, ELLPACK-R and HYB's ELL part share, and the
// index-type check of every format that pads or expands entries.
#pragma once

#include <algorithm>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include "core/prefault.hpp"
#include "spgen/core/csr.hpp"
#include "spgen/core/error.hpp"
#include "spgen/core/uninitialized_vector.hpp"

namespace spgen::formats {

/// Throws NotApplicable unless `stored` entries (and `extra`, e.g. a chunk's
/// reach past the end) fit the index type I with the kernels' headroom
/// (templates/README.md): `what` names the format and the count.
template <SupportedIndex I>
void require_index_fits(std::string_view what, std::int64_t stored, std::int64_t extra = 0) {
  if (stored > static_cast<std::int64_t>(std::numeric_limits<I>::max()) - 64 - extra)
    throw NotApplicable(std::string(what) + ": " + std::to_string(stored) +
                        " stored entries do not fit the index type; use i64 instances");
}

/// The first `width` entries of every row in a padded layout interleaved for
/// t threads per row: entry j of row r at (j / t) * nrows * t + r * t + j % t
/// (t = 1: ELL's column-major). Padding is value 0 with a valid column (the
/// row's last stored one, or 0), so kernels may read it unguarded. The
/// arrays are sized here, their pages populated but not zeroed first: the
/// loop writes every entry.
template <SupportedValue V, SupportedIndex I>
void fill_padded_rows(const CsrView<V, I>& a, std::int64_t width, int t, UninitializedVector<I>& col_idx,
                      UninitializedVector<V>& values) {
  const std::int64_t n = a.nrows;
  detail::resize_prefaulted(col_idx, static_cast<std::size_t>(width * n));
  detail::resize_prefaulted(values, static_cast<std::size_t>(width * n));
#pragma omp parallel for schedule(static) if (n > (1 << 14))
  for (std::int64_t r = 0; r < n; ++r) {
    const I begin = a.row_ptr[r];
    const std::int64_t len = std::min<std::int64_t>(a.row_ptr[r + 1] - begin, width);
    for (std::int64_t j = 0; j < width; ++j) {
      const auto at = static_cast<std::size_t>(j / t * n * t + r * t + j % t);
      col_idx[at] = j < len ? a.col_idx[begin + j] : (len > 0 ? a.col_idx[begin + len - 1] : I(0));
      values[at] = j < len ? a.values[begin + j] : V(0);
    }
  }
}

}  // namespace spgen::formats
