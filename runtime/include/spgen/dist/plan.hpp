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
//   task:   a dedicated communication thread runs the exchange while the
//           local product runs, then the non-local product
//
//   auto comm = spgen::dist::mpi_communicator(MPI_COMM_WORLD);   // spgen/dist/mpi.hpp
//   auto plan = spgen::dist::distributed_plan(ctx, *comm, rank == 0 ? &a : nullptr,
//                                             {.mode = spgen::dist::Mode::task});
//   plan.apply(1.0, x_mine, 0.0, y_mine);   // plan.local_rows() entries each
//
// Every rank calls the builders and apply() together (they communicate).
// The plan keeps a reference to the communicator: it must outlive the plan.
// Host vectors on a CPU context; on a CUDA context device vectors, exchanged
// by NCCL when spgen is built with it (SPGEN_ENABLE_NCCL).
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

struct DistributedOptions {
  Mode mode = Mode::vector;
  /// Options of the local part's plan (vector mode: of the whole row block's).
  PlanOptions local{};
  /// Options of the non-local part's plan (naive and task modes).
  PlanOptions nonlocal{};
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
  HaloVolume halo;
  std::string exchange;  // how the halo moves, e.g. "host (MPI)"
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
