// Row blocks balanced by nonzeros; the local/non-local split of a rank's rows.
#include "spgen/dist/partition.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "spgen/core/error.hpp"

namespace spgen::dist {

int RowPartition::owner(std::int64_t i) const {
  // The last block whose begin is <= i; empty blocks share their begin with
  // the next one, and upper_bound skips past them.
  const auto it = std::upper_bound(offsets.begin(), offsets.end() - 1, i);
  return static_cast<int>(it - offsets.begin()) - 1;
}

namespace {

// Boundaries at equal shares of a non-decreasing work function over row
// boundaries (work(0) = 0, work(nrows) = total): boundary r is the first row
// whose work reaches r/nranks of the total, or the one before when nearer.
template <typename Work>
RowPartition split_by_work(std::int64_t nrows, int nranks, Work&& work) {
  const long double total = work(nrows);
  RowPartition p;
  p.offsets.assign(static_cast<std::size_t>(nranks) + 1, 0);
  p.offsets.back() = nrows;
  std::int64_t lo = 0;
  for (int r = 1; r < nranks; ++r) {
    const long double target = total * r / nranks;
    std::int64_t a = lo, b = nrows;
    while (a < b) {
      const std::int64_t m = a + (b - a) / 2;
      if (work(m) < target) a = m + 1; else b = m;
    }
    if (a > lo && target - work(a - 1) < work(a) - target) --a;
    p.offsets[static_cast<std::size_t>(r)] = lo = a;
  }
  return p;
}

template <SupportedIndex I>
void check_row_ptr(std::span<const I> row_ptr, int nranks, const char* who) {
  if (nranks < 1) throw Error(std::string(who) + ": need at least one rank, got " + std::to_string(nranks));
  if (row_ptr.empty()) throw Error(std::string(who) + ": row_ptr is empty (it has nrows + 1 entries)");
}

}  // namespace

template <SupportedIndex I>
RowPartition partition_by_nnz(std::span<const I> row_ptr, int nranks) {
  check_row_ptr(row_ptr, nranks, "partition_by_nnz");
  // Work of rows [0, i): their nonzeros plus one per row (the y write), so a
  // block of empty rows is not free.
  return split_by_work(static_cast<std::int64_t>(row_ptr.size()) - 1, nranks, [&](std::int64_t i) {
    return static_cast<long double>(row_ptr[static_cast<std::size_t>(i)]) + static_cast<long double>(i);
  });
}

template <SupportedIndex I>
RowPartition partition_by_cost(std::span<const I> row_ptr, const RowPartition& measured,
                               std::span<const double> cost_per_work) {
  const int nranks = measured.nranks();
  check_row_ptr(row_ptr, nranks, "partition_by_cost");
  const auto nrows = static_cast<std::int64_t>(row_ptr.size()) - 1;
  if (measured.offsets.back() != nrows || cost_per_work.size() != static_cast<std::size_t>(nranks))
    throw Error("partition_by_cost: the measured partition covers " + std::to_string(measured.offsets.back()) +
                " rows in " + std::to_string(nranks) + " blocks, the matrix has " + std::to_string(nrows) +
                " rows and there are " + std::to_string(cost_per_work.size()) + " costs");
  auto nnz_work = [&](std::int64_t i) {
    return static_cast<long double>(row_ptr[static_cast<std::size_t>(i)]) + static_cast<long double>(i);
  };
  // A row costs its block's measured price per unit of work; the cost of
  // rows [0, i) is whole blocks before i plus a part of i's block.
  std::vector<long double> before(static_cast<std::size_t>(nranks) + 1, 0);
  for (int r = 0; r < nranks; ++r)
    before[static_cast<std::size_t>(r) + 1] =
        before[static_cast<std::size_t>(r)] +
        cost_per_work[static_cast<std::size_t>(r)] * (nnz_work(measured.end(r)) - nnz_work(measured.begin(r)));
  return split_by_work(nrows, nranks, [&](std::int64_t i) {
    if (i >= nrows) return before.back();
    const int r = measured.owner(i);
    return before[static_cast<std::size_t>(r)] +
           cost_per_work[static_cast<std::size_t>(r)] * (nnz_work(i) - nnz_work(measured.begin(r)));
  });
}

template <SupportedValue V, SupportedIndex I>
RankSplit<V, I> split_rows(const CsrView<V, I>& rows, const RowPartition& part, int rank) {
  if (rank < 0 || rank >= part.nranks())
    throw Error("split_rows: rank " + std::to_string(rank) + " outside [0, " + std::to_string(part.nranks()) + ")");
  const std::int64_t n = part.offsets.back();
  if (static_cast<std::int64_t>(rows.ncols) != n)
    throw Error("distributed SpMV needs a square matrix: " + std::to_string(n) + " rows but " +
                std::to_string(static_cast<std::int64_t>(rows.ncols)) + " columns");
  RankSplit<V, I> s;
  s.row_begin = part.begin(rank);
  s.row_end = part.end(rank);
  const std::int64_t nloc = s.row_end - s.row_begin;
  if (static_cast<std::int64_t>(rows.nrows) != nloc)
    throw Error("split_rows: rank " + std::to_string(rank) + " has " + std::to_string(static_cast<std::int64_t>(rows.nrows)) +
                " rows, its block [" + std::to_string(s.row_begin) + ", " + std::to_string(s.row_end) + ") has " +
                std::to_string(nloc));
  auto is_local = [&](I c) { return c >= s.row_begin && c < s.row_end; };

  for (const I c : rows.col_idx)
    if (!is_local(c)) s.halo_cols.push_back(c);
  std::sort(s.halo_cols.begin(), s.halo_cols.end());
  s.halo_cols.erase(std::unique(s.halo_cols.begin(), s.halo_cols.end()), s.halo_cols.end());
  auto halo_index = [&](I c) {
    return static_cast<I>(std::lower_bound(s.halo_cols.begin(), s.halo_cols.end(), static_cast<std::int64_t>(c)) -
                          s.halo_cols.begin());
  };

  const I nloc_i = static_cast<I>(nloc);
  const I nhalo = static_cast<I>(s.halo_cols.size());
  s.local.nrows = s.nonlocal.nrows = s.full.nrows = nloc_i;
  s.local.ncols = nloc_i;
  s.nonlocal.ncols = nhalo;
  s.full.ncols = static_cast<I>(nloc_i + nhalo);
  for (I i = 0; i < rows.nrows; ++i) {
    // Columns stay sorted in each part: local ones keep their order, halo
    // positions grow with the global column, and the full row lists the
    // local part first, whose columns are all below nloc.
    for (I k = rows.row_ptr[i]; k < rows.row_ptr[i + 1]; ++k) {
      const I c = rows.col_idx[k];
      const V v = rows.values[k];
      if (is_local(c)) {
        s.local.col_idx.push_back(static_cast<I>(c - s.row_begin));
        s.local.values.push_back(v);
      } else {
        s.nonlocal.col_idx.push_back(halo_index(c));
        s.nonlocal.values.push_back(v);
      }
    }
    s.local.row_ptr.push_back(static_cast<I>(s.local.col_idx.size()));
    s.nonlocal.row_ptr.push_back(static_cast<I>(s.nonlocal.col_idx.size()));
  }
  s.full.row_ptr.assign(static_cast<std::size_t>(nloc) + 1, I{0});
  for (I i = 0; i < nloc_i; ++i) {
    for (I k = s.local.row_ptr[i]; k < s.local.row_ptr[i + 1]; ++k) {
      s.full.col_idx.push_back(s.local.col_idx[k]);
      s.full.values.push_back(s.local.values[k]);
    }
    for (I k = s.nonlocal.row_ptr[i]; k < s.nonlocal.row_ptr[i + 1]; ++k) {
      s.full.col_idx.push_back(static_cast<I>(nloc_i + s.nonlocal.col_idx[k]));
      s.full.values.push_back(s.nonlocal.values[k]);
    }
    s.full.row_ptr[static_cast<std::size_t>(i) + 1] = static_cast<I>(s.full.col_idx.size());
  }

  // Receive side: halo_cols is sorted and blocks are contiguous, so each
  // owner's columns form one run.
  s.recv.offsets.push_back(0);
  for (std::size_t h = 0; h < s.halo_cols.size();) {
    const int q = part.owner(s.halo_cols[h]);
    std::size_t e = h;
    while (e < s.halo_cols.size() && s.halo_cols[e] < part.end(q)) ++e;
    s.recv.peers.push_back(q);
    s.recv.offsets.push_back(static_cast<std::int64_t>(e));
    h = e;
  }
  return s;
}

template <SupportedValue V, SupportedIndex I>
std::vector<std::vector<std::int64_t>> halo_requests(const RankSplit<V, I>& split, int nranks) {
  std::vector<std::vector<std::int64_t>> req(static_cast<std::size_t>(nranks));
  for (std::size_t p = 0; p < split.recv.peers.size(); ++p)
    req[static_cast<std::size_t>(split.recv.peers[p])].assign(split.halo_cols.begin() + split.recv.offsets[p],
                                                              split.halo_cols.begin() + split.recv.offsets[p + 1]);
  return req;
}

HaloSend build_send(const std::vector<std::vector<std::int64_t>>& requests, std::int64_t row_begin) {
  HaloSend s;
  s.offsets.push_back(0);
  for (std::size_t q = 0; q < requests.size(); ++q) {
    if (requests[q].empty()) continue;
    s.peers.push_back(static_cast<int>(q));
    for (const auto c : requests[q]) s.indices.push_back(c - row_begin);
    s.offsets.push_back(static_cast<std::int64_t>(s.indices.size()));
  }
  return s;
}

template RowPartition partition_by_nnz<std::int32_t>(std::span<const std::int32_t>, int);
template RowPartition partition_by_nnz<std::int64_t>(std::span<const std::int64_t>, int);
template RowPartition partition_by_cost<std::int32_t>(std::span<const std::int32_t>, const RowPartition&,
                                                      std::span<const double>);
template RowPartition partition_by_cost<std::int64_t>(std::span<const std::int64_t>, const RowPartition&,
                                                      std::span<const double>);
#define SPGEN_INSTANTIATE(V, I)                                                            \
  template RankSplit<V, I> split_rows(const CsrView<V, I>&, const RowPartition&, int);     \
  template std::vector<std::vector<std::int64_t>> halo_requests(const RankSplit<V, I>&, int);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::dist
