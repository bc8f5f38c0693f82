// Getting each rank its block of rows: scattered from a global matrix on
// rank 0, or from the rows each rank brings.
#pragma once

#include "spgen/core/matrix.hpp"
#include "spgen/dist/communicator.hpp"
#include "spgen/dist/partition.hpp"

namespace spgen::dist::detail {

template <SupportedValue V, SupportedIndex I>
struct RankRows {
  RowPartition partition;
  Csr<V, I> rows;  // this rank's block, global column numbers
};

/// Rank 0 partitions `global` by nonzeros (or takes `partition`, read on
/// rank 0 only) and sends every rank its block. An error on rank 0 (no
/// matrix, not square) reaches every rank as an Error.
template <SupportedValue V, SupportedIndex I>
RankRows<V, I> scatter_rows(Communicator& comm, const Matrix<V, I>* global, const RowPartition* partition = nullptr);

/// The partition implied by each rank's row count (blocks in rank order).
template <SupportedValue V, SupportedIndex I>
RankRows<V, I> gather_partition(Communicator& comm, const Matrix<V, I>& rows);

}  // namespace spgen::dist::detail
