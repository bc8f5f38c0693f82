#include "plan/basis.hpp"

#include <algorithm>
#include <numeric>
#include <utility>
#include <vector>

#include "spgen/core/types.hpp"

namespace spgen::detail {

template <SupportedValue V, SupportedIndex I>
Csr<V, I> permute_symmetric(const CsrView<V, I>& a, std::span<const I> order) {
  const auto n = static_cast<std::int64_t>(a.nrows);
  std::vector<I> position(static_cast<std::size_t>(n));
  for (std::int64_t p = 0; p < n; ++p) position[static_cast<std::size_t>(order[p])] = static_cast<I>(p);
  Csr<V, I> b;
  b.nrows = a.nrows;
  b.ncols = a.ncols;
  b.row_ptr.assign(static_cast<std::size_t>(n) + 1, I(0));
  for (std::int64_t p = 0; p < n; ++p) b.row_ptr[p + 1] = b.row_ptr[p] + a.row_length(order[p]);
  b.col_idx.resize(a.nnz());
  b.values.resize(a.nnz());
#pragma omp parallel if (a.nnz() > 100000)
  {
    std::vector<std::pair<I, V>> row;  // one row's (new column, value), sorted by column
#pragma omp for schedule(dynamic, 256)
    for (std::int64_t p = 0; p < n; ++p) {
      const I r = order[p];
      row.clear();
      for (I k = a.row_ptr[r]; k < a.row_ptr[r + 1]; ++k)
        row.emplace_back(position[static_cast<std::size_t>(a.col_idx[k])], a.values[k]);
      std::sort(row.begin(), row.end(), [](const auto& u, const auto& v) { return u.first < v.first; });
      I k = b.row_ptr[p];
      for (const auto& [c, v] : row) {
        b.col_idx[k] = c;
        b.values[k] = v;
        ++k;
      }
    }
  }
  return b;
}

template <SupportedValue V, SupportedIndex I>
std::vector<I> degree_order(const CsrView<V, I>& a) {
  std::vector<I> order(static_cast<std::size_t>(a.nrows));
  std::iota(order.begin(), order.end(), I(0));
  std::stable_sort(order.begin(), order.end(), [&](I u, I v) { return a.row_length(u) > a.row_length(v); });
  return order;
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
  template std::vector<I> degree_order<V, I>(const CsrView<V, I>&);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE
template std::uint64_t permutation_hash<std::int32_t>(std::span<const std::int32_t>);
template std::uint64_t permutation_hash<std::int64_t>(std::span<const std::int64_t>);

}  // namespace spgen::detail
