// The distributed plan: building it (split, halo plan, one spgen plan per
// part) and the three modes of a product.
#include "spgen/dist/plan.hpp"

#include <algorithm>
#include <array>
#include <cstdio>
#include <optional>
#include <sstream>
#include <utility>

#include "dist/comm_thread.hpp"
#include "dist/halo_exchange.hpp"
#include "dist/scatter.hpp"
#include "spgen/core/error.hpp"

namespace spgen::dist {

namespace {

// Each option's values and their names, listed once: to_string and parse
// read the same table, and a parse error names every choice.
template <typename E>
using NameTable = std::array<std::pair<E, const char*>, 3>;
constexpr NameTable<Mode> kModes{{{Mode::vector, "vector"}, {Mode::naive, "naive"}, {Mode::task, "task"}}};
constexpr NameTable<Transport> kTransports{
    {{Transport::automatic, "automatic"}, {Transport::nccl, "nccl"}, {Transport::mpi, "mpi"}}};
constexpr NameTable<Balance> kBalances{
    {{Balance::automatic, "automatic"}, {Balance::nonzeros, "nonzeros"}, {Balance::cost, "cost"}}};

template <typename E>
const char* name_of(const NameTable<E>& table, E value) {
  for (const auto& [v, name] : table)
    if (v == value) return name;
  return "?";
}

template <typename E>
E parse_name(const NameTable<E>& table, std::string_view name, const char* what) {
  std::string choices;
  for (std::size_t i = 0; i < table.size(); ++i) {
    if (name == table[i].second) return table[i].first;
    if (i > 0) choices += i + 1 == table.size() ? " or " : ", ";
    choices += table[i].second;
  }
  throw Error("unknown distributed " + std::string(what) + " '" + std::string(name) + "': expected " + choices);
}

}  // namespace

const char* to_string(Mode m) { return name_of(kModes, m); }
Mode parse_mode(std::string_view name) { return parse_name(kModes, name, "mode"); }
const char* to_string(Transport t) { return name_of(kTransports, t); }
Transport parse_transport(std::string_view name) { return parse_name(kTransports, name, "transport"); }
const char* to_string(Balance b) { return name_of(kBalances, b); }
Balance parse_balance(std::string_view name) { return parse_name(kBalances, name, "balance"); }

std::string DistributedDescription::to_string() const {
  std::ostringstream s;
  s << "rank " << rank << "/" << nranks << ": rows [" << row_begin << ", " << row_end << ") of " << nrows
    << ", mode " << dist::to_string(mode) << ", local nnz " << local_nnz << ", non-local nnz " << nonlocal_nnz
    << "\n  halo: receives " << halo.recv_entries << " entries in " << halo.recv_messages << " messages, sends "
    << halo.send_entries << " in " << halo.send_messages << " (" << exchange << ")"
    << "\n  balance: " << balance << "; this rank's products move " << product_bytes / 1e6 << " MB";
  auto part = [&](const char* what, const PlanDescription& d) {
    s << "\n  " << what << ": " << d.format << " " << d.params << " (" << d.instance << ")";
  };
  if (!local.instance.empty()) part(mode == Mode::vector ? "block" : "local", local);
  if (has_nonlocal_plan) {
    part("non-local", nonlocal);
    s << " over rows [" << row_begin + nonlocal_row_begin << ", " << row_begin + nonlocal_row_begin + nonlocal_rows
      << ")";
  }
  return s.str();
}

namespace detail {

template <SupportedValue V, SupportedIndex I>
struct DistributedState {
  explicit DistributedState(Context c) : context(std::move(c)) {}
  Context context;
  DistributedDescription desc;
  // vector mode: block (the whole row block over [x_local | halo]); the other
  // modes: local and, when the rank has non-local entries, nonlocal over the
  // rows [nonlocal_row_begin, + nonlocal_rows) of the block. Ranks without
  // rows have none.
  std::optional<SpmvPlan<V, I>> block, local, nonlocal;
  std::unique_ptr<HaloExchange<V>> exchange;
  std::unique_ptr<CommThread> comm_thread;  // task mode on a transport driven by host calls

  void* stream() const { return exchange->compute_stream(); }

  void nonlocal_product(V alpha, V* y) {
    if (nonlocal) nonlocal->apply(alpha, exchange->halo(), V{1}, y + desc.nonlocal_row_begin, stream());
  }

  void products(V alpha, const V* x, V beta, V* y) {
    if (block) {
      // Without a halo the block's columns are x's: no copy beside it.
      const bool halo = desc.halo.recv_entries > 0;
      if (halo) exchange->copy_local(x);
      block->apply(alpha, halo ? exchange->x_ext() : x, beta, y, stream());
      return;
    }
    if (local) local->apply(alpha, x, beta, y, stream());
    nonlocal_product(alpha, y);
  }

  void apply(V alpha, const V* x, V beta, V* y) {
    if (desc.halo.recv_messages + desc.halo.send_messages == 0) {  // nothing to exchange (one rank)
      products(alpha, x, beta, y);
      exchange->synchronize();
      return;
    }
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
        nonlocal_product(alpha, y);
        break;
      case Mode::task:
        if (!comm_thread) {
          // The exchange completes by itself (NCCL) on its communication
          // stream of the highest priority. The local product is queued
          // first, so the GPU computes while the host queues the exchange
          // (about as long as the exchange itself); the exchange's kernels
          // then take SMs as the product's blocks retire.
          if (local) local->apply(alpha, x, beta, y, stream());
          exchange->start(x);
          exchange->finish();
          nonlocal_product(alpha, y);
          break;
        }
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
        nonlocal_product(alpha, y);
        break;
    }
    exchange->synchronize();
  }
};

namespace {

/// Rows [begin, end) of a (the non-local part's window).
template <SupportedValue V, SupportedIndex I>
Csr<V, I> row_window(const Csr<V, I>& a, std::int64_t begin, std::int64_t end) {
  Csr<V, I> w;
  w.nrows = static_cast<I>(end - begin);
  w.ncols = a.ncols;
  const auto b = static_cast<std::size_t>(begin), e = static_cast<std::size_t>(end);
  w.row_ptr.resize(e - b + 1);
  for (std::size_t i = b; i <= e; ++i) w.row_ptr[i - b] = static_cast<I>(a.row_ptr[i] - a.row_ptr[b]);
  w.col_idx.assign(a.col_idx.begin() + a.row_ptr[b], a.col_idx.begin() + a.row_ptr[e]);
  w.values.assign(a.values.begin() + a.row_ptr[b], a.values.begin() + a.row_ptr[e]);
  return w;
}

/// The cost model's price of one product: the bytes its plans move.
template <SupportedValue V>
double product_bytes(const DistributedDescription& d) {
  const auto rows = static_cast<double>(d.row_end - d.row_begin);
  const auto halo = static_cast<double>(d.halo.recv_entries);
  if (rows == 0) return 0.0;
  if (d.mode == Mode::vector)  // the block: storage, [x | halo], y
    return static_cast<double>(d.local.stored_bytes) + (2 * rows + halo) * sizeof(V);
  double bytes = static_cast<double>(d.local.stored_bytes) + 2 * rows * sizeof(V);
  if (d.has_nonlocal_plan)  // its storage, the halo, y read and written over its window
    bytes += static_cast<double>(d.nonlocal.stored_bytes) + (halo + 2 * static_cast<double>(d.nonlocal_rows)) * sizeof(V);
  return bytes;
}

}  // namespace

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
  if (context.is_cuda()) {
    st->exchange = make_device_exchange<V, I>(context, comm, rows, split.recv, send,
                                              {options.transport, options.mode == Mode::task});
  } else {
    if (options.transport == Transport::nccl)
      throw Error("distributed transport nccl carries device vectors: it needs a CUDA context");
    st->exchange = make_host_exchange<V>(comm, rows, split.recv, send);
  }
  d.exchange = st->exchange->describe();

  if (options.mode == Mode::task && !st->exchange->progresses_on_its_own()) {
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
        // Only the window of rows with halo entries: a stencil's block has
        // them in its first and last planes, and a product over every row
        // would read and write all of y for them.
        const auto& nl = split.nonlocal;
        std::int64_t lo = 0, hi = rows;
        while (nl.row_ptr[static_cast<std::size_t>(lo) + 1] == 0) ++lo;
        while (nl.row_ptr[static_cast<std::size_t>(hi) - 1] == nl.row_ptr.back()) --hi;
        d.nonlocal_row_begin = lo;
        d.nonlocal_rows = hi - lo;
        st->nonlocal = plan(context, Matrix<V, I>::from_csr(row_window(nl, lo, hi)), options.nonlocal);
        d.nonlocal = st->nonlocal->describe();
        d.has_nonlocal_plan = true;
      }
    }
  }
  d.product_bytes = product_bytes<V>(d);
  return st;
}

/// Every rank's product bytes and its bytes per unit of work (nonzeros + rows).
struct RankCosts {
  std::vector<double> bytes, per_work;
  [[nodiscard]] double imbalance() const {  // slowest over the mean
    double sum = 0, worst = 0;
    for (const double b : bytes) sum += b, worst = std::max(worst, b);
    return sum > 0 ? worst * static_cast<double>(bytes.size()) / sum : 1.0;
  }
  [[nodiscard]] double spread() const {  // priciest work over the cheapest
    double lo = 0, hi = 0;
    for (const double p : per_work)
      if (p > 0) lo = lo == 0 ? p : std::min(lo, p), hi = std::max(hi, p);
    return lo > 0 ? hi / lo : 1.0;
  }
};

template <SupportedValue V, SupportedIndex I>
RankCosts rank_costs(Communicator& comm, const DistributedDescription& d) {
  const double work = static_cast<double>(d.local_nnz + d.nonlocal_nnz + (d.row_end - d.row_begin));
  const double mine[2] = {d.product_bytes, work > 0 ? d.product_bytes / work : 0.0};
  const auto all = comm.allgather(std::span<const double>(mine, 2));
  RankCosts c;
  for (std::size_t r = 0; r < all.size() / 2; ++r) {
    c.bytes.push_back(all[2 * r]);
    c.per_work.push_back(all[2 * r + 1]);
  }
  return c;
}

std::string imbalance_text(double x) {
  char b[32];
  std::snprintf(b, sizeof b, "%.3f", x);
  return b;
}

/// distributed_plan's two steps: blocks by nonzeros; then, when the cost
/// model says so, blocks by cost and the plans rebuilt once.
template <SupportedValue V, SupportedIndex I>
std::shared_ptr<DistributedState<V, I>> build_balanced(const Context& context, Communicator& comm,
                                                       const Matrix<V, I>* global, const DistributedOptions& options) {
  auto rows = scatter_rows(comm, global);
  auto st = build_state(context, comm, rows, options);
  const RankCosts before = rank_costs<V, I>(comm, st->desc);
  const double spread = before.spread(), imbalance = before.imbalance();
  const bool rebalance = comm.size() > 1 && ((options.balance == Balance::automatic && spread > 1.02) ||
                                             (options.balance == Balance::cost && imbalance > 1.01));
  const std::string predicted = "bytes per product, slowest rank over the mean " + imbalance_text(imbalance);
  if (!rebalance) {
    st->desc.balance = options.balance == Balance::nonzeros
                           ? "by nonzeros (" + predicted + ")"
                           : "by nonzeros; the cost model keeps it (" + predicted + ", price per nonzero spread " +
                                 imbalance_text(spread) + ")";
    return st;
  }
  RowPartition by_cost;
  if (comm.rank() == 0)
    by_cost = partition_by_cost<I>(global->csr().row_ptr, rows.partition, before.per_work);
  st.reset();  // its buffers and transport go before the new ones come
  rows = scatter_rows(comm, global, &by_cost);
  st = build_state(context, comm, rows, options);
  const RankCosts after = rank_costs<V, I>(comm, st->desc);
  st->desc.balance = "by the cost model (the plans' bytes per product): slowest rank over the mean " +
                     imbalance_text(imbalance) + " by nonzeros, " + imbalance_text(after.imbalance()) +
                     " after moving the blocks (price per nonzero spread " + imbalance_text(spread) + ")";
  return st;
}

/// distributed_plan_from_rows: the caller's rows stay; the cost model reports.
template <SupportedValue V, SupportedIndex I>
std::shared_ptr<DistributedState<V, I>> build_from_rows(const Context& context, Communicator& comm,
                                                        const Matrix<V, I>& rows, const DistributedOptions& options) {
  auto st = build_state(context, comm, gather_partition(comm, rows), options);
  st->desc.balance = "the caller's rows (bytes per product, slowest rank over the mean " +
                     imbalance_text(rank_costs<V, I>(comm, st->desc).imbalance()) + ")";
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
V* DistributedSpmvPlan<V, I>::extended_x() const {
  return local_rows() > 0 ? state_->exchange->x_ext() : nullptr;
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
  return DistributedSpmvPlan<V, I>(detail::build_balanced(context, comm, global, options));
}

template <SupportedValue V, SupportedIndex I>
DistributedSpmvPlan<V, I> distributed_plan_from_rows(const Context& context, Communicator& comm,
                                                     const Matrix<V, I>& rows, const DistributedOptions& options) {
  return DistributedSpmvPlan<V, I>(detail::build_from_rows(context, comm, rows, options));
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
