#include <algorithm>
#include <cmath>
#include <string>

#include "matrices/build_csr.hpp"
#include "spgen/matrices/synthetic.hpp"

namespace spgen {

using sources::Rng;

namespace {

// Stream tags: the length and the contents of a row use different streams so
// that changing how a length is drawn cannot shift the columns of other rows.
constexpr std::uint64_t kLengthStream = 1;
constexpr std::uint64_t kFillStream = 2;
constexpr std::uint64_t kDenseRowStream = 3;
constexpr double kParetoShape = 1.5;
constexpr std::int64_t kEmptyRun = 64;  // empty block spanning whole slices/warps

// In double: a mean past int64 (1e300) must reach the cap at the column count,
// not wrap through an out-of-range conversion to a negative (empty) length.
double uniform_length(Rng& rng, double mean) {
  return std::floor(rng.uniform() * (2.0 * mean + 1.0));
}

}  // namespace

template <SupportedValue V, SupportedIndex I>
Csr<V, I> random_matrix(const RandomMatrixOptions& o, const ProgressFn& progress) {
  const std::string what = "random matrix " + std::to_string(o.rows) + "x" + std::to_string(o.cols);
  if (o.rows < 0 || o.cols < 0) throw Error(what + ": negative dimension");
  if (!std::isfinite(o.mean_row_length) || o.mean_row_length < 0.0)
    throw Error(what + ": mean row length must be a finite number >= 0, got " +
                std::to_string(o.mean_row_length));
  const std::int64_t rows = o.rows;
  const std::int64_t cols = o.cols;
  const double mean = o.mean_row_length;
  const std::uint64_t seed = o.seed;
  const std::int64_t dense_row =
      rows > 0 ? static_cast<std::int64_t>(
                     Rng(seed, 0, kDenseRowStream).below(static_cast<std::uint64_t>(rows)))
               : -1;
  const std::int64_t empty_run_begin = rows >= 4 * kEmptyRun ? rows / 2 - kEmptyRun / 2 : rows;

  auto row_length = [&](std::int64_t r) -> std::int64_t {
    if (cols == 0) return 0;
    Rng rng(seed, static_cast<std::uint64_t>(r), kLengthStream);
    double len = 0.0;
    switch (o.distribution) {
      case RowDistribution::uniform:
        len = uniform_length(rng, mean);
        break;
      case RowDistribution::power_law: {
        // Pareto with x_min = mean·(shape-1)/shape has the requested mean.
        const double x_min = mean * (kParetoShape - 1.0) / kParetoShape;
        len = std::round(x_min * std::pow(1.0 - rng.uniform(), -1.0 / kParetoShape));
        break;
      }
      case RowDistribution::empty_rows: {
        const bool forced =
            r == 0 || r == rows - 1 || (r >= empty_run_begin && r < empty_run_begin + kEmptyRun);
        if (forced || rng.uniform() < 0.5 || mean <= 0.0) return 0;
        // 1 + uniform [0, 4·mean - 2]: mean 2·mean over the non-empty half.
        len = 1.0 + std::floor(rng.uniform() * std::max(1.0, 4.0 * mean - 1.0));
        break;
      }
      case RowDistribution::one_dense_row:
        len = r == dense_row ? static_cast<double>(cols) : uniform_length(rng, mean);
        break;
      case RowDistribution::all_equal:
        len = std::round(mean);
        break;
    }
    return static_cast<std::int64_t>(std::min(len, static_cast<double>(cols)));
  };

  auto fill = [&](std::int64_t r, std::int64_t len, I* col, V* val) {
    if (len == 0) return;
    Rng rng(seed, static_cast<std::uint64_t>(r), kFillStream);
    if (2 * len > cols) {
      // Dense enough that rejection would stall: selection sampling
      // (Knuth's algorithm S) visits each column once and keeps len of them.
      std::int64_t need = len;
      for (std::int64_t c = 0; need > 0; ++c) {
        if (rng.below(static_cast<std::uint64_t>(cols - c)) < static_cast<std::uint64_t>(need)) {
          *col++ = static_cast<I>(c);
          --need;
        }
      }
      col -= len;
    } else {
      std::int64_t have = 0;
      while (have < len) {
        for (std::int64_t k = have; k < len; ++k)
          col[k] = static_cast<I>(rng.below(static_cast<std::uint64_t>(cols)));
        std::sort(col, col + len);
        have = std::unique(col, col + len) - col;
      }
    }
    for (std::int64_t k = 0; k < len; ++k)
      val[k] = o.values == ValueKind::small_integers ? sources::small_integer_from<V>(rng.next())
                                                     : sources::uniform_real_from<V>(rng.next());
  };

  return sources::build_csr<V, I>(what, rows, cols, row_length, fill, progress);
}

#define SPGEN_INSTANTIATE(V, I) \
  template Csr<V, I> random_matrix<V, I>(const RandomMatrixOptions&, const ProgressFn&);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen
