// The distributed plan: building it (split, halo plan, one spgen plan per
// part) and the three modes of a product.
#include "spgen/dist/plan.hpp"

#include <optional>
#include <sstream>
#include <utility>

#include "dist/comm_thread.hpp"
#include "dist/halo_exchange.hpp"
#include "dist/scatter.hpp"
#include "spgen/core/error.hpp"

namespace spgen::dist {

const char* to_string(Mode m) {
  switch (m) {
    case Mode::vector: return "vector";
    case Mode::naive: return "naive";
    case Mode::task: return "task";
  }
  return "?";
}

Mode parse_mode(std::string_view name) {
  for (const Mode m : {Mode::vector, Mode::naive, Mode::task})
    if (name == to_string(m)) return m;
  throw Error("unknown distributed mode '" + std::string(name) + "': expected vector, naive or task");
}

std::string DistributedDescription::to_string() const {
  std::ostringstream s;
  s << "rank " << rank << "/" << nranks << ": rows [" << row_begin << ", " << row_end << ") of " << nrows
    << ", mode " << dist::to_string(mode) << ", local nnz " << local_nnz << ", non-local nnz " << nonlocal_nnz
    << "\n  halo: receives " << halo.recv_entries << " entries in " << halo.recv_messages << " messages, sends "
    << halo.send_entries << " in " << halo.send_messages << " (" << exchange << ")";
  auto part = [&](const char* what, const PlanDescription& d) {
    s << "\n  " << what << ": " << d.format << " " << d.params << " (" << d.instance << ")";
  };
  if (!local.instance.empty()) part(mode == Mode::vector ? "block" : "local", local);
  if (has_nonlocal_plan) part("non-local", nonlocal);
  return s.str();
}

namespace detail {

template <SupportedValue V, SupportedIndex I>
struct DistributedState {
  explicit DistributedState(Context c) : context(std::move(c)) {}
  Context context;
  DistributedDescription desc;
  // vector mode: block (the whole row block over [x_local | halo]); the other
  // modes: local and, when the rank has non-local entries, nonlocal. Ranks
  // without rows have none.
  std::optional<SpmvPlan<V, I>> block, local, nonlocal;
  std::unique_ptr<HaloExchange<V>> exchange;
  std::unique_ptr<CommThread> comm_thread;  // task mode

  void* stream() const { return exchange->compute_stream(); }

  void products(V alpha, const V* x, V beta, V* y) {
    if (block) {
      exchange->copy_local(x);
      block->apply(alpha, exchange->x_ext(), beta, y, stream());
      return;
    }
    if (local) local->apply(alpha, x, beta, y, stream());
    if (nonlocal) nonlocal->apply(alpha, exchange->halo(), V{1}, y, stream());
  }

  void apply(V alpha, const V* x, V beta, V* y) {
    switch (desc.mode) {
      case Mode::vector:
        exchange->start(x);
        exchange->finish();
        products(alpha, x, beta, y);
        break;
      case Mode::naive:
        // Whatever of the exchange the transport progresses by itself during
        // the local product is hidden; MPI often does little without calls.
        exchange->start(x);
        if (local) local->apply(alpha, x, beta, y, stream());
        exchange->finish();
        if (nonlocal) nonlocal->apply(alpha, exchange->halo(), V{1}, y, stream());
        break;
      case Mode::task:
        // The thread only waits for the data; finish() below, on this
        // thread, orders the non-local product after it (on a GPU the
        // thread never touches the compute stream, so the local product
        // is queued there first).
        comm_thread->run([this, x] {
          exchange->start(x);
          exchange->wait_done();
        });
        if (local) {
          try {
            local->apply(alpha, x, beta, y, stream());
          } catch (...) {
            comm_thread->wait();  // never leave the thread inside the exchange
            throw;
          }
        }
        comm_thread->wait();
        exchange->finish();
        if (nonlocal) nonlocal->apply(alpha, exchange->halo(), V{1}, y, stream());
        break;
    }
    exchange->synchronize();
  }
};

template <SupportedValue V, SupportedIndex I>
std::shared_ptr<DistributedState<V, I>> build_state(const Context& context, Communicator& comm,
                                                    const RankRows<V, I>& mine, const DistributedOptions& options) {
  const int rank = comm.rank();
  const int nranks = comm.size();
  auto split = split_rows(mine.rows.view(), mine.partition, rank);
  const HaloSend send = build_send(comm.alltoallv(halo_requests(split, nranks)), split.row_begin);

  auto st = std::make_shared<DistributedState<V, I>>(context);
  auto& d = st->desc;
  d.rank = rank;
  d.nranks = nranks;
  d.mode = options.mode;
  d.nrows = mine.partition.offsets.back();
  d.row_begin = split.row_begin;
  d.row_end = split.row_end;
  d.local_nnz = static_cast<std::int64_t>(split.local.nnz());
  d.nonlocal_nnz = static_cast<std::int64_t>(split.nonlocal.nnz());
  d.halo = {static_cast<std::int64_t>(split.halo_cols.size()), static_cast<std::int64_t>(send.indices.size()),
            static_cast<int>(split.recv.peers.size()), static_cast<int>(send.peers.size())};

  const std::int64_t rows = split.row_end - split.row_begin;
  st->exchange = context.is_cuda() ? make_device_exchange<V, I>(context, comm, rows, split.recv, send)
                                   : make_host_exchange<V>(comm, rows, split.recv, send);
  d.exchange = st->exchange->describe();

  if (options.mode == Mode::task) {
    if (!st->exchange->may_run_on_other_thread())
      throw Error("distributed task mode needs a transport that other threads may use: initialise MPI with "
                  "MPI_Init_thread(..., MPI_THREAD_SERIALIZED or more)");
    st->comm_thread = std::make_unique<CommThread>();
  }

  // Each part is a matrix of its own to spgen: selection picks its format
  // and instance (the non-local part is usually much sparser and shorter-rowed).
  if (rows > 0) {
    if (options.mode == Mode::vector) {
      st->block = plan(context, Matrix<V, I>::from_csr(std::move(split.full)), options.local);
      d.local = st->block->describe();
    } else {
      st->local = plan(context, Matrix<V, I>::from_csr(std::move(split.local)), options.local);
      d.local = st->local->describe();
      if (d.nonlocal_nnz > 0) {
        st->nonlocal = plan(context, Matrix<V, I>::from_csr(std::move(split.nonlocal)), options.nonlocal);
        d.nonlocal = st->nonlocal->describe();
        d.has_nonlocal_plan = true;
      }
    }
  }
  return st;
}

}  // namespace detail

template <SupportedValue V, SupportedIndex I>
void DistributedSpmvPlan<V, I>::apply(V alpha, const V* x, V beta, V* y) const {
  state_->apply(alpha, x, beta, y);
}

template <SupportedValue V, SupportedIndex I>
void DistributedSpmvPlan<V, I>::exchange(const V* x) const {
  state_->exchange->start(x);
  state_->exchange->finish();
  state_->exchange->synchronize();
}

template <SupportedValue V, SupportedIndex I>
void DistributedSpmvPlan<V, I>::compute(V alpha, const V* x, V beta, V* y) const {
  state_->products(alpha, x, beta, y);
  state_->exchange->synchronize();
}

template <SupportedValue V, SupportedIndex I>
const DistributedDescription& DistributedSpmvPlan<V, I>::describe() const {
  return state_->desc;
}
template <SupportedValue V, SupportedIndex I>
std::int64_t DistributedSpmvPlan<V, I>::local_rows() const {
  return state_->desc.row_end - state_->desc.row_begin;
}
template <SupportedValue V, SupportedIndex I>
std::int64_t DistributedSpmvPlan<V, I>::row_begin() const {
  return state_->desc.row_begin;
}
template <SupportedValue V, SupportedIndex I>
std::int64_t DistributedSpmvPlan<V, I>::nrows() const {
  return state_->desc.nrows;
}

template <SupportedValue V, SupportedIndex I>
DistributedSpmvPlan<V, I> distributed_plan(const Context& context, Communicator& comm, const Matrix<V, I>* global,
                                           const DistributedOptions& options) {
  return DistributedSpmvPlan<V, I>(
      detail::build_state(context, comm, detail::scatter_rows(comm, global), options));
}

template <SupportedValue V, SupportedIndex I>
DistributedSpmvPlan<V, I> distributed_plan_from_rows(const Context& context, Communicator& comm,
                                                     const Matrix<V, I>& rows, const DistributedOptions& options) {
  return DistributedSpmvPlan<V, I>(
      detail::build_state(context, comm, detail::gather_partition(comm, rows), options));
}

#define SPGEN_INSTANTIATE(V, I)                                                                                \
  template class DistributedSpmvPlan<V, I>;                                                                    \
  template DistributedSpmvPlan<V, I> distributed_plan(const Context&, Communicator&, const Matrix<V, I>*,      \
                                                      const DistributedOptions&);                              \
  template DistributedSpmvPlan<V, I> distributed_plan_from_rows(const Context&, Communicator&, const Matrix<V, I>&, \
                                                                const DistributedOptions&);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::dist
