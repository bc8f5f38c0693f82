// Distributed SpMV: y = alpha*A*x + beta*y with A's rows, x and y split in
// row blocks over the ranks of a Communicator (Kreutzer et al., "sparse
// matrix-vector multiplication on GPGPU clusters": seed 003).
//
// Each rank stores its rows as a local part (columns it owns) and a
// non-local part (columns of the halo, the x entries other ranks own). Each
// part gets its own spgen plan, so selection picks format and instance for
// each. A product exchanges the halo and runs the parts in one of three modes:
//   vector: exchange, then one product over the whole row block [local | non-local]
//   naive:  post the exchange (non-blocking), local product, wait, then the
//           non-local product adding into y (beta = 1): overlap happens only
//           as far as the transport progresses on its own
//   task:   the exchange progresses by itself while the local product runs,
//           then the non-local product: on the host a dedicated
//           communication thread drives MPI; on GPUs with NCCL the local
//           product is queued first and the exchange after it on a
//           dedicated communication stream at the highest priority (its
//           kernels take SMs ahead of the product's pending blocks), no
//           host thread
//
// The non-local product runs over the window of rows that have halo entries
// only (a stencil's first and last planes), not over the whole row block.
//
//   auto comm = spgen::dist::mpi_communicator(MPI_COMM_WORLD);   // spgen/dist/mpi.hpp
//   auto plan = spgen::dist::distributed_plan(ctx, *comm, rank == 0 ? &a : nullptr,
//                                             {.mode = spgen::dist::Mode::task});
//   plan.apply(1.0, x_mine, 0.0, y_mine);   // plan.local_rows() entries each
//
// Every rank calls the builders and apply() together (they communicate).
// The plan keeps a reference to the communicator: it must outlive the plan.
// Host vectors on a CPU context; on a CUDA context device vectors, exchanged
// by NCCL when spgen is built with it (SPGEN_ENABLE_NCCL), else by MPI:
// device buffers handed to MPI when the library is CUDA-aware, staged
// through pinned host buffers otherwise (DistributedOptions::transport).
//
// Rows are split in blocks balanced by nonzeros; when the ranks' plans then
// move different bytes per nonzero (their formats differ, or pad
// differently), rank 0 moves the block boundaries to balance the plans'
// bytes per product, the cost model of memory-bound SpMV, and the plans are
// rebuilt once (DistributedOptions::balance).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "spgen/core/matrix.hpp"
#include "spgen/dist/communicator.hpp"
#include "spgen/plan/plan.hpp"
#include "spgen/session/context.hpp"

namespace spgen::dist {

enum class Mode : std::uint8_t { vector, naive, task };
const char* to_string(Mode m);
/// "vector", "naive" or "task"; anything else throws spgen::Error naming the choices.
Mode parse_mode(std::string_view name);

/// What carries the halo between GPUs (CPU contexts: always the communicator).
///   automatic: NCCL when spgen has it, else MPI
///   nccl:      NCCL send/recv (an error when spgen was built without it)
///   mpi:       the communicator: device buffers when the MPI library is
///              CUDA-aware, else staged through pinned host buffers
enum class Transport : std::uint8_t { automatic, nccl, mpi };
const char* to_string(Transport t);
/// "automatic", "nccl" or "mpi"; anything else throws spgen::Error.
Transport parse_transport(std::string_view name);

/// How distributed_plan() (from a global matrix) places the block boundaries.
///   automatic: by nonzeros; then by the cost model when the ranks' plans
///              move bytes per nonzero differing by more than 2%
///   nonzeros:  by nonzeros only
///   cost:      by the cost model whenever it predicts more than 1% imbalance
/// distributed_plan_from_rows() keeps the caller's rows and only reports.
enum class Balance : std::uint8_t { automatic, nonzeros, cost };
const char* to_string(Balance b);
Balance parse_balance(std::string_view name);

struct DistributedOptions {
  Mode mode = Mode::vector;
  /// Options of the local part's plan (vector mode: of the whole row block's).
  PlanOptions local{};
  /// Options of the non-local part's plan (naive and task modes).
  PlanOptions nonlocal{};
  Transport transport = Transport::automatic;
  Balance balance = Balance::automatic;
};

/// Halo traffic of one product on this rank.
struct HaloVolume {
  std::int64_t recv_entries = 0;
  std::int64_t send_entries = 0;
  int recv_messages = 0;
  int send_messages = 0;
};

struct DistributedDescription {
  int rank = 0;
  int nranks = 1;
  Mode mode = Mode::vector;
  std::int64_t nrows = 0;      // global
  std::int64_t row_begin = 0;  // this rank's block [row_begin, row_end)
  std::int64_t row_end = 0;
  std::int64_t local_nnz = 0;
  std::int64_t nonlocal_nnz = 0;
  /// The non-local product's rows: [row_begin + nonlocal_row_begin,
  /// + nonlocal_rows), the window holding every row with halo entries.
  std::int64_t nonlocal_row_begin = 0;
  std::int64_t nonlocal_rows = 0;
  HaloVolume halo;
  std::string exchange;  // how the halo moves, e.g. "host (MPI)"
  /// The cost model's price of this rank's products: the bytes one product
  /// moves (its plans' storage, x, halo and y).
  double product_bytes = 0.0;
  /// How the block boundaries were placed, with the predicted imbalance
  /// (slowest rank's bytes over the mean) before and after.
  std::string balance;
  /// The plans this mode runs: vector mode one ("block"), the others the
  /// local one and, when the rank has non-local entries, the non-local one.
  /// Empty descriptions for a rank without rows.
  PlanDescription local;
  PlanDescription nonlocal;
  bool has_nonlocal_plan = false;
  [[nodiscard]] std::string to_string() const;
};

namespace detail {
template <SupportedValue V, SupportedIndex I>
struct DistributedState;
}

template <SupportedValue V, SupportedIndex I>
class DistributedSpmvPlan {
 public:
  /// Made by distributed_plan() and distributed_plan_from_rows().
  explicit DistributedSpmvPlan(std::shared_ptr<detail::DistributedState<V, I>> state) : state_(std::move(state)) {}

  /// y = alpha*A*x + beta*y on this rank's rows: x and y have local_rows()
  /// entries (this rank's block of the global vectors). Collective. Returns
  /// when y is written. When beta == 0, y is not read.
  void apply(V alpha, const V* x, V beta, V* y) const;

  // The two steps apply() overlaps (or not), for benchmarks that time them apart.
  /// Fills the halo from the other ranks' x (collective).
  void exchange(const V* x) const;
  /// The products alone, with the halo of the last exchange(): vector mode
  /// the one over the whole row block, the other modes the local then the
  /// non-local one. Not collective.
  void compute(V alpha, const V* x, V beta, V* y) const;

  /// The plan's own x: local_rows() entries followed by room for the halo
  /// (device memory on a CUDA context). Write x there and pass this pointer
  /// to apply(), exchange() or compute(): vector mode then skips copying x in
  /// beside the halo (a pass over x per product). Null without rows.
  [[nodiscard]] V* extended_x() const;
  [[nodiscard]] const DistributedDescription& describe() const;
  [[nodiscard]] std::int64_t local_rows() const;
  [[nodiscard]] std::int64_t row_begin() const;
  [[nodiscard]] std::int64_t nrows() const;

 private:
  std::shared_ptr<detail::DistributedState<V, I>> state_;
};

/// From a global square matrix given on rank 0 (`global`; ignored, may be
/// null, elsewhere): rank 0 splits the rows in blocks balanced by nonzeros
/// and sends each rank its block. More ranks than rows leaves ranks without
/// rows; they still take part in every call.
template <SupportedValue V, SupportedIndex I>
DistributedSpmvPlan<V, I> distributed_plan(const Context& context, Communicator& comm, const Matrix<V, I>* global,
                                           const DistributedOptions& options = {});

/// From each rank's own rows: `rows` is this rank's block (its rows of the
/// global matrix, global column numbers, ncols = the global row count); the
/// blocks follow rank order.
template <SupportedValue V, SupportedIndex I>
DistributedSpmvPlan<V, I> distributed_plan_from_rows(const Context& context, Communicator& comm,
                                                     const Matrix<V, I>& rows, const DistributedOptions& options = {});

}  // namespace spgen::dist
