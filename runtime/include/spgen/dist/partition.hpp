// Row-block partition of a square matrix over ranks, and each rank's split of
// its rows into a local part (columns it owns) and a non-local part (columns
// other ranks own, renumbered into a compact halo vector).
//
// Rank r owns rows and x entries [offsets[r], offsets[r+1]). Its rows are
//   local:     nrows_r × nrows_r,        column c -> c - offsets[r]
//   non-local: nrows_r × halo_cols.size, column c -> its position in halo_cols
//   full:      nrows_r × (nrows_r + halo), [local | non-local], for the
//              vector mode's single product over x_ext = [x_local | halo]
// halo_cols is sorted, so it is grouped by owner rank (blocks are contiguous)
// and each owner's block arrives as one message.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "spgen/core/csr.hpp"

namespace spgen::dist {

/// offsets has nranks + 1 entries: offsets[0] = 0, offsets[nranks] = nrows.
struct RowPartition {
  std::vector<std::int64_t> offsets;
  [[nodiscard]] int nranks() const { return static_cast<int>(offsets.size()) - 1; }
  [[nodiscard]] std::int64_t begin(int r) const { return offsets[static_cast<std::size_t>(r)]; }
  [[nodiscard]] std::int64_t end(int r) const { return offsets[static_cast<std::size_t>(r) + 1]; }
  /// The rank owning row (and x entry) i.
  [[nodiscard]] int owner(std::int64_t i) const;
};

/// Contiguous row blocks with about nnz/nranks nonzeros each (rows counted
/// as one nonzero more, so empty rows still spread). More ranks than rows
/// leaves the last ranks empty. row_ptr has nrows + 1 entries.
template <SupportedIndex I>
RowPartition partition_by_nnz(std::span<const I> row_ptr, int nranks);

/// Contiguous row blocks of about equal cost, where each row costs its
/// nonzeros plus one (as above) times the price per unit of that work
/// measured on the block of `measured` holding it (cost_per_work[r]: e.g.
/// the bytes rank r's plans move per product over its block's work). The
/// cost model's rebalancing when the ranks' formats differ.
template <SupportedIndex I>
RowPartition partition_by_cost(std::span<const I> row_ptr, const RowPartition& measured,
                               std::span<const double> cost_per_work);
/// What a rank receives: from each peer (ascending), a run of the halo vector.
struct HaloRecv {
  std::vector<int> peers;
  std::vector<std::int64_t> offsets;  // peers.size() + 1 entries into the halo vector
};

/// What a rank sends: to each peer, the listed entries of its x_local
/// (local indices), packed in that order by a gather.
struct HaloSend {
  std::vector<int> peers;
  std::vector<std::int64_t> offsets;  // peers.size() + 1 entries into indices
  std::vector<std::int64_t> indices;  // local x indices, per peer in the peer's halo order
};

template <SupportedValue V, SupportedIndex I>
struct RankSplit {
  std::int64_t row_begin = 0;
  std::int64_t row_end = 0;
  Csr<V, I> local;
  Csr<V, I> nonlocal;
  Csr<V, I> full;
  std::vector<std::int64_t> halo_cols;  // global column of each halo entry, sorted
  HaloRecv recv;
};

/// Splits rank `rank`'s rows (nrows_r × ncols with global column ids, ncols
/// the global size) by the partition. Throws spgen::Error when the row count
/// disagrees with the partition or the matrix is not square.
template <SupportedValue V, SupportedIndex I>
RankSplit<V, I> split_rows(const CsrView<V, I>& rows, const RowPartition& part, int rank);

/// The send side of every rank from every rank's HaloRecv: requests[q] are
/// the global columns rank q wants from this rank (ascending).
HaloSend build_send(const std::vector<std::vector<std::int64_t>>& requests, std::int64_t row_begin);

/// The columns rank `rank` asks each peer for, from its split: result[q] is
/// the run of halo_cols owned by q (empty for non-peers), size nranks.
template <SupportedValue V, SupportedIndex I>
std::vector<std::vector<std::int64_t>> halo_requests(const RankSplit<V, I>& split, int nranks);

}  // namespace spgen::dist
