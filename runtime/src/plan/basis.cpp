#include "plan/basis.hpp"

#include <algorithm>
#include <cstdio>
#include <numeric>
#include <utility>
#include <vector>

#include "core/row_lengths.hpp"
#include "spgen/core/types.hpp"

namespace spgen::detail {

namespace {

// Below this many nonzeros a parallel region costs more than the loops it splits.
constexpr std::size_t kParallelNnz = 100000;
// Rows up to this long are sorted in place by insertion (most rows of a
// graph); longer ones as packed (column, entry) keys.
constexpr std::int64_t kInsertionSortRow = 32;

}  // namespace

template <SupportedValue V, SupportedIndex I>
Csr<V, I> permute_symmetric(const CsrView<V, I>& a, std::span<const I> order) {
  const auto n = static_cast<std::int64_t>(a.nrows);
  const bool parallel = a.nnz() > kParallelNnz;
  std::vector<I> position(static_cast<std::size_t>(n));
#pragma omp parallel for schedule(static) if (parallel)
  for (std::int64_t p = 0; p < n; ++p) position[static_cast<std::size_t>(order[p])] = static_cast<I>(p);
  Csr<V, I> b;
  b.nrows = a.nrows;
  b.ncols = a.ncols;
  b.row_ptr.resize(static_cast<std::size_t>(n) + 1);
  b.row_ptr[0] = 0;
#pragma omp parallel for schedule(static) if (parallel)
  for (std::int64_t p = 0; p < n; ++p) b.row_ptr[p + 1] = a.row_length(order[p]);
  for (std::int64_t p = 0; p < n; ++p) b.row_ptr[p + 1] += b.row_ptr[p];
  b.col_idx.resize(a.nnz());
  b.values.resize(a.nnz());
  // Each row: its renumbered columns and values written in place, then
  // sorted by column there.
  const bool packed = static_cast<std::uint64_t>(a.ncols) <= 0xffffffffu && static_cast<std::uint64_t>(a.nnz()) <= 0xffffffffu;
#pragma omp parallel if (parallel)
  {
    std::vector<std::uint64_t> keys;      // a long row's (column, entry), packed
    std::vector<std::pair<I, V>> pairs;  // the same where they do not fit 32 bits each
#pragma omp for schedule(dynamic, 256)
    for (std::int64_t p = 0; p < n; ++p) {
      const I r = order[p];
      const std::int64_t len = a.row_ptr[r + 1] - a.row_ptr[r];
      I* c = b.col_idx.data() + b.row_ptr[p];
      V* v = b.values.data() + b.row_ptr[p];
      const I* ac = a.col_idx.data() + a.row_ptr[r];
      const V* av = a.values.data() + a.row_ptr[r];
      if (len <= kInsertionSortRow) {
        for (std::int64_t k = 0; k < len; ++k) {
          const I col = position[static_cast<std::size_t>(ac[k])];
          std::int64_t j = k;
          for (; j > 0 && c[j - 1] > col; --j) {
            c[j] = c[j - 1];
            v[j] = v[j - 1];
          }
          c[j] = col;
          v[j] = av[k];
        }
        continue;
      }
      if (packed) {  // (column, entry) in one 64-bit key: a plain integer sort
        keys.resize(static_cast<std::size_t>(len));
        for (std::int64_t k = 0; k < len; ++k)
          keys[k] = static_cast<std::uint64_t>(position[static_cast<std::size_t>(ac[k])]) << 32 |
                    static_cast<std::uint64_t>(k);
        std::sort(keys.begin(), keys.end());
        for (std::int64_t k = 0; k < len; ++k) {
          c[k] = static_cast<I>(keys[k] >> 32);
          v[k] = av[keys[k] & 0xffffffffu];
        }
        continue;
      }
      pairs.resize(static_cast<std::size_t>(len));
      for (std::int64_t k = 0; k < len; ++k) pairs[k] = {position[static_cast<std::size_t>(ac[k])], av[k]};
      std::sort(pairs.begin(), pairs.end(), [](const auto& u, const auto& w) { return u.first < w.first; });
      for (std::int64_t k = 0; k < len; ++k) {
        c[k] = pairs[k].first;
        v[k] = pairs[k].second;
      }
    }
  }
  return b;
}

template <SupportedValue V, SupportedIndex I>
std::vector<I> degree_order(const CsrView<V, I>& a) {
  // A counting sort by length, longest first: stable, so ties keep their
  // order, and linear where a comparison sort of 4M rows took 0.4 s.
  const auto n = static_cast<std::int64_t>(a.nrows);
  std::int64_t longest = 0;
  for (std::int64_t r = 0; r < n; ++r) longest = std::max<std::int64_t>(longest, a.row_length(r));
  std::vector<std::int64_t> start(static_cast<std::size_t>(longest) + 2, 0);  // by longest - length
  for (std::int64_t r = 0; r < n; ++r) ++start[static_cast<std::size_t>(longest - a.row_length(r)) + 1];
  for (std::size_t k = 1; k < start.size(); ++k) start[k] += start[k - 1];
  std::vector<I> order(static_cast<std::size_t>(n));
  for (std::int64_t r = 0; r < n; ++r) order[start[static_cast<std::size_t>(longest - a.row_length(r))]++] = static_cast<I>(r);
  return order;
}

namespace {

// Reorder::automatic. The plan by degree against the plan in the caller's
// order, each the faster of its value forms, over 17 matrices (graphs, FEM,
// stencils), f64 and f32 on an H200 and f64 on a 2-core AVX-512 Xeon VM
// (bench/results/gpu-2026-11-28-reorder):
// - Skew. On the CPU every matrix whose row lengths' coefficient of
//   variation is at least 0.5 (R-MAT 5-12, a power law 18, email-enron 3.6,
//   rajat01 4.3, pgpgiantcompo 1.8, ct2010 0.58) ran 0.99-1.50x as fast by
//   degree; below it, cage10 (0.30) 0.85x, kron:8:bcsstk32 (0.34) 0.58x,
//   poisson3d:64 0.99x, delaunay_n16 (0.23) 1.08x. On the GPU only the
//   power-law graphs of 3.9M nonzeros and more gained (1.06-1.18x); ct2010
//   lost 1-15%, delaunay_n16 18-24%, and products under 1M nonzeros are
//   launch-bound (0.97-1.20x, noise of a few tenths of a microsecond).
constexpr double kCpuMinCv = 0.5;
constexpr double kCudaMinCv = 1.0;
constexpr std::int64_t kCudaMinNnz = std::int64_t{1} << 20;
// - Payback. Forming P·A·Pᵀ on the host cost 22-30 products on the CPU
//   (rmat:18:16, rmat:20:16) and 2150-3300 on the H200 (1470 on an H100
//   after the faster renumbering below), whose products are
//   50-100x faster; the gains above were about 20% (CPU) and 10% (GPU) of a
//   product. Renumbering is chosen where gain x expected products covers it:
//   from 150 products on the CPU, 30,000 on the GPU.
constexpr double kCpuGain = 0.2, kCpuCostProducts = 30;
constexpr double kCudaGain = 0.1, kCudaCostProducts = 3000;

}  // namespace

template <SupportedValue V, SupportedIndex I>
DegreeOrderChoice choose_degree_order(const CsrView<V, I>& a, bool cuda, double expected_products) {
  const RowLengthMoments m = row_length_moments(a);
  const double cv = m.mean > 0 ? m.stddev / m.mean : 0.0;
  const double min_cv = cuda ? kCudaMinCv : kCpuMinCv;
  const double gain = cuda ? kCudaGain : kCpuGain, cost = cuda ? kCudaCostProducts : kCpuCostProducts;
  char why[240];
  if (cv < min_cv) {
    std::snprintf(why, sizeof why, "row lengths' cv %.2f < %.2f: too even for renumbering by degree to pay", cv, min_cv);
    return {false, why};
  }
  if (cuda && static_cast<std::int64_t>(a.nnz()) < kCudaMinNnz) {
    std::snprintf(why, sizeof why, "%zu nonzeros < %lld: a launch-bound product gains nothing by degree", a.nnz(),
                  static_cast<long long>(kCudaMinNnz));
    return {false, why};
  }
  if (gain * expected_products < cost) {
    std::snprintf(why, sizeof why,
                  "cv %.2f, but %.0f expected products x a typical gain of %.0f%% < renumbering's typical %.0f "
                  "products",
                  cv, expected_products, 100 * gain, cost);
    return {false, why};
  }
  std::snprintf(why, sizeof why,
                "row lengths' cv %.2f >= %.2f, %.0f expected products x a typical gain of %.0f%% >= renumbering's "
                "typical %.0f products",
                cv, min_cv, expected_products, 100 * gain, cost);
  return {true, why};
}

template <SupportedIndex I>
std::uint64_t permutation_hash(std::span<const I> order) {
  // splitmix64 steps over (position, value): no structure of the permutation
  // (shifts, swaps) maps to a simple change of the hash.
  std::uint64_t h = 0x9e3779b97f4a7c15ULL ^ static_cast<std::uint64_t>(order.size());
  for (const I v : order) {
    h += 0x9e3779b97f4a7c15ULL + static_cast<std::uint64_t>(v);
    std::uint64_t z = h;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    h = z ^ (z >> 31);
  }
  return h;
}

#define SPGEN_INSTANTIATE(V, I) \
  template Csr<V, I> permute_symmetric<V, I>(const CsrView<V, I>&, std::span<const I>); \
  template std::vector<I> degree_order<V, I>(const CsrView<V, I>&); \
  template DegreeOrderChoice choose_degree_order<V, I>(const CsrView<V, I>&, bool, double);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE
template std::uint64_t permutation_hash<std::int32_t>(std::span<const std::int32_t>);
template std::uint64_t permutation_hash<std::int64_t>(std::span<const std::int64_t>);

}  // namespace spgen::detail
