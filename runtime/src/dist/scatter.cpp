#include "dist/scatter.hpp"

#include <string>
#include <vector>

#include "spgen/core/error.hpp"

namespace spgen::dist::detail {
namespace {

// The header rank 0 sends first: a status (0 = the rows follow), the global
// size, then the partition's offsets.
constexpr std::int64_t kOk = 0;
constexpr std::int64_t kFailed = 1;

template <typename T>
void send_vec(Communicator& comm, int peer, const T* data, std::size_t n) {
  comm.send(peer, data, n * sizeof(T));
}

}  // namespace

template <SupportedValue V, SupportedIndex I>
RankRows<V, I> scatter_rows(Communicator& comm, const Matrix<V, I>* global, const RowPartition* partition) {
  const int nranks = comm.size();
  const auto header_size = static_cast<std::size_t>(nranks) + 3;
  RankRows<V, I> out;
  if (comm.rank() == 0) {
    std::string problem;
    if (global == nullptr) problem = "distributed_plan: rank 0 must pass the global matrix";
    else if (global->nrows() != global->ncols())
      problem = "distributed SpMV needs a square matrix, got " + std::to_string(static_cast<std::int64_t>(global->nrows())) +
                " x " + std::to_string(static_cast<std::int64_t>(global->ncols()));
    if (!problem.empty()) {
      std::vector<std::int64_t> header(header_size, 0);
      header[0] = kFailed;
      for (int r = 1; r < nranks; ++r) send_vec(comm, r, header.data(), header.size());
      throw Error(problem);
    }
    const auto& a = global->csr();
    out.partition = partition ? *partition : partition_by_nnz<I>(a.row_ptr, nranks);
    std::vector<std::int64_t> header{kOk, static_cast<std::int64_t>(a.nrows)};
    header.insert(header.end(), out.partition.offsets.begin(), out.partition.offsets.end());
    auto block = [&](int r) {
      const auto b = static_cast<std::size_t>(out.partition.begin(r));
      const auto e = static_cast<std::size_t>(out.partition.end(r));
      Csr<V, I> rows;
      rows.nrows = static_cast<I>(e - b);
      rows.ncols = a.ncols;
      rows.row_ptr.resize(e - b + 1);
      for (std::size_t i = b; i <= e; ++i) rows.row_ptr[i - b] = static_cast<I>(a.row_ptr[i] - a.row_ptr[b]);
      rows.col_idx.assign(a.col_idx.begin() + a.row_ptr[b], a.col_idx.begin() + a.row_ptr[e]);
      rows.values.assign(a.values.begin() + a.row_ptr[b], a.values.begin() + a.row_ptr[e]);
      return rows;
    };
    for (int r = 1; r < nranks; ++r) {
      const auto rows = block(r);
      send_vec(comm, r, header.data(), header.size());
      send_vec(comm, r, rows.row_ptr.data(), rows.row_ptr.size());
      send_vec(comm, r, rows.col_idx.data(), rows.col_idx.size());
      send_vec(comm, r, rows.values.data(), rows.values.size());
    }
    out.rows = block(0);
    return out;
  }
  std::vector<std::int64_t> header(header_size);
  comm.recv(0, header.data(), header.size() * sizeof(std::int64_t));
  if (header[0] != kOk)
    throw Error("distributed_plan: rank 0 could not distribute the matrix (its error says why)");
  out.partition.offsets.assign(header.begin() + 2, header.end());
  const int r = comm.rank();
  auto& rows = out.rows;
  rows.nrows = static_cast<I>(out.partition.end(r) - out.partition.begin(r));
  rows.ncols = static_cast<I>(header[1]);
  rows.row_ptr.resize(static_cast<std::size_t>(rows.nrows) + 1);
  comm.recv(0, rows.row_ptr.data(), rows.row_ptr.size() * sizeof(I));
  const auto nnz = static_cast<std::size_t>(rows.row_ptr.back());
  rows.col_idx.resize(nnz);
  rows.values.resize(nnz);
  comm.recv(0, rows.col_idx.data(), nnz * sizeof(I));
  comm.recv(0, rows.values.data(), nnz * sizeof(V));
  validate(rows.view());
  return out;
}

template <SupportedValue V, SupportedIndex I>
RankRows<V, I> gather_partition(Communicator& comm, const Matrix<V, I>& rows) {
  const std::int64_t mine[2] = {static_cast<std::int64_t>(rows.nrows()), static_cast<std::int64_t>(rows.ncols())};
  const auto all = comm.allgather(std::span<const std::int64_t>(mine, 2));
  RankRows<V, I> out;
  out.partition.offsets.assign(1, 0);
  for (int r = 0; r < comm.size(); ++r)
    out.partition.offsets.push_back(out.partition.offsets.back() + all[2 * static_cast<std::size_t>(r)]);
  const std::int64_t n = out.partition.offsets.back();
  // Every rank sees every rank's sizes, so all of them throw alike.
  for (int r = 0; r < comm.size(); ++r)
    if (all[2 * static_cast<std::size_t>(r) + 1] != n)
      throw Error("distributed SpMV needs a square matrix: the ranks' rows add up to " + std::to_string(n) +
                  " but rank " + std::to_string(r) + "'s rows have " +
                  std::to_string(all[2 * static_cast<std::size_t>(r) + 1]) + " columns");
  out.rows = rows.csr();
  return out;
}

#define SPGEN_INSTANTIATE(V, I)                                                        \
  template RankRows<V, I> scatter_rows(Communicator&, const Matrix<V, I>*, const RowPartition*); \
  template RankRows<V, I> gather_partition(Communicator&, const Matrix<V, I>&);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::dist::detail
