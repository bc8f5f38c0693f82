// R-MAT generation: edges are drawn twice (count, then scatter) instead of
// stored, which halves the peak memory of a 67M-edge graph; each edge's
// random stream is keyed by its index, so both passes see the same edges.
#include <algorithm>
#include <atomic>
#include <string>

#include "sources/build_csr.hpp"
#include "spgen/generators.hpp"

namespace spgen {
namespace {

constexpr std::uint64_t kEdgeStream = 11;
constexpr std::uint64_t kValueStream = 12;
// Graph500 quadrant probabilities a = .57, b = c = .19 (d = .05) as 16-bit
// thresholds on a uniform draw: u < A → top-left, < AB → top-right,
// < ABC → bottom-left, else bottom-right.
constexpr std::uint32_t kA = 37355;    // round(0.57 * 65536)
constexpr std::uint32_t kAB = 49807;   // round(0.76 * 65536)
constexpr std::uint32_t kABC = 62259;  // round(0.95 * 65536)
constexpr int kMaxScale = 40;

void check_args(const std::string& what, int scale, int edges_per_row) {
  if (scale < 0 || scale > kMaxScale)
    throw Error(what + ": scale must be in [0, " + std::to_string(kMaxScale) + "], got " +
                std::to_string(scale));
  if (edges_per_row < 0) throw Error(what + ": edges per row must be >= 0");
}

}  // namespace

std::pair<std::int64_t, std::int64_t> rmat_edge(int scale, std::uint64_t seed, std::int64_t edge) {
  sources::Rng rng(seed, static_cast<std::uint64_t>(edge), kEdgeStream);
  std::uint64_t row = 0, col = 0, bits = 0;
  int left = 0;
  for (int level = 0; level < scale; ++level) {
    if (left == 0) {  // four 16-bit draws per 64-bit word
      bits = rng.next();
      left = 4;
    }
    const auto u = static_cast<std::uint32_t>(bits & 0xffffU);
    bits >>= 16;
    --left;
    // Branch-free: the quadrant is data-dependent and would mispredict.
    const std::uint64_t down = u >= kAB;
    const std::uint64_t right = static_cast<std::uint64_t>((u >= kA && u < kAB) || u >= kABC);
    row = (row << 1) | down;
    col = (col << 1) | right;
  }
  return {static_cast<std::int64_t>(row), static_cast<std::int64_t>(col)};
}

template <SupportedValue V, SupportedIndex I>
Csr<V, I> rmat(int scale, int edges_per_row, std::uint64_t seed) {
  const std::string what = "rmat:" + std::to_string(scale) + ":" + std::to_string(edges_per_row) +
                           ":" + std::to_string(seed);
  check_args(what, scale, edges_per_row);
  const std::int64_t rows = std::int64_t{1} << scale;
  sources::require_fits<I>(what, "row count", rows);
  const std::int64_t edges = sources::checked_mul(what, rows, edges_per_row);

  // Pass 1: raw (unmerged) row lengths.
  std::vector<std::int64_t> raw_ptr(static_cast<std::size_t>(rows) + 1, 0);
#pragma omp parallel for schedule(static)
  for (std::int64_t e = 0; e < edges; ++e) {
    const auto [r, c] = rmat_edge(scale, seed, e);
    std::atomic_ref<std::int64_t>(raw_ptr[r + 1]).fetch_add(1, std::memory_order_relaxed);
  }
  sources::prefix_sum_checked<std::int64_t>(what, raw_ptr);

  // Pass 2: scatter columns into their rows (order within a row is
  // thread-dependent; the per-row sort below makes the result deterministic).
  std::vector<std::int64_t> cursor(raw_ptr.begin(), raw_ptr.end() - 1);
  std::vector<I> raw_col(static_cast<std::size_t>(edges));
#pragma omp parallel for schedule(static)
  for (std::int64_t e = 0; e < edges; ++e) {
    const auto [r, c] = rmat_edge(scale, seed, e);
    const std::int64_t slot =
        std::atomic_ref<std::int64_t>(cursor[r]).fetch_add(1, std::memory_order_relaxed);
    raw_col[slot] = static_cast<I>(c);
  }
  std::vector<std::int64_t>().swap(cursor);

  // Pass 3: sort and merge duplicates per row.
  Csr<V, I> out;
  out.nrows = out.ncols = static_cast<I>(rows);
  out.row_ptr.assign(static_cast<std::size_t>(rows) + 1, I{0});
#pragma omp parallel for schedule(dynamic, 256)
  for (std::int64_t r = 0; r < rows; ++r) {
    I* begin = raw_col.data() + raw_ptr[r];
    I* end = raw_col.data() + raw_ptr[r + 1];
    std::sort(begin, end);
    out.row_ptr[r + 1] = static_cast<I>(std::unique(begin, end) - begin);
  }
  const std::int64_t nnz = sources::prefix_sum_checked<I>(what, out.row_ptr);

  // Pass 4: compact; values keyed by (row, column) so duplicates cannot make
  // them depend on edge order.
  out.col_idx.resize(static_cast<std::size_t>(nnz));
  out.values.resize(static_cast<std::size_t>(nnz));
#pragma omp parallel for schedule(dynamic, 256)
  for (std::int64_t r = 0; r < rows; ++r) {
    const I* src = raw_col.data() + raw_ptr[r];
    for (I p = out.row_ptr[r]; p < out.row_ptr[r + 1]; ++p) {
      const I c = *src++;
      out.col_idx[p] = c;
      sources::Rng rng(seed ^ kValueStream, static_cast<std::uint64_t>(r), static_cast<std::uint64_t>(c));
      out.values[p] = sources::uniform_real_from<V>(rng.next());
    }
  }
  return out;
}

#define SPGEN_INSTANTIATE(V, I) template Csr<V, I> rmat<V, I>(int, int, std::uint64_t);
SPGEN_INSTANTIATE(float, std::int32_t)
SPGEN_INSTANTIATE(float, std::int64_t)
SPGEN_INSTANTIATE(double, std::int32_t)
SPGEN_INSTANTIATE(double, std::int64_t)
#undef SPGEN_INSTANTIATE

}  // namespace spgen
