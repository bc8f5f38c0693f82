// Distributed products under mpirun (1 to 4 ranks) against the oracle: each
// rank builds the same global matrix and vectors (seeded), runs its block
// through the distributed plan and compares its rows exactly (small-integer
// values). Every test runs the same collectives on every rank; comparisons
// use EXPECT so a failing rank never leaves the others waiting.
#include <gtest/gtest.h>
#include <mpi.h>

#include <algorithm>
#include <cstdio>

#include "dist/dist_check.hpp"
#include "spgen/dist/mpi.hpp"
#include "spgen/dist/plan.hpp"
#include "support/test_support.hpp"
#ifdef SPGEN_HAVE_NCCL
#include <cuda_runtime.h>
#endif

namespace spgen::dist {
namespace {

Context cpu_context() {
  ContextOptions o;
  o.want = ContextOptions::Want::cpu;
  o.cache.disk = false;
  return Context::create(o);
}

struct World {
  std::unique_ptr<Communicator> comm = mpi_communicator(MPI_COMM_WORLD);
  int rank = comm->rank();
  int size = comm->size();
};

template <typename V>
std::vector<V> slice(const std::vector<V>& v, std::int64_t b, std::int64_t e) {
  return {v.begin() + b, v.begin() + e};
}

// y = 2·A·x − y0 on this rank's rows (beta read), then y = A·x into a
// poisoned y (beta = 0 never reads it), twice (buffers are reused).
template <SupportedValue V, SupportedIndex I>
void check_products(const DistributedSpmvPlan<V, I>& p, const Csr<V, I>& a, const std::string& what) {
  const auto n = static_cast<std::size_t>(a.nrows);
  const auto x = test::random_vector<V>(n, ValueKind::small_integers, 21);
  const auto y0 = test::random_vector<V>(n, ValueKind::small_integers, 22);
  const auto b = p.row_begin(), e = b + p.local_rows();
  const auto xl = slice(x, b, e);
  auto y = slice(y0, b, e);
  p.apply(V{2}, xl.data(), V{-1}, y.data());
  const auto want = test::dist::oracle_rows(a, test::to_double(x), 2.0, -1.0, test::to_double(y0), b, e);
  EXPECT_EQ(test::to_double(y), want) << what << " (alpha 2, beta -1)";
  for (int rep = 0; rep < 2; ++rep) {
    std::vector<V> z(static_cast<std::size_t>(e - b));
    test::fill_poison<V>(z);
    p.apply(V{1}, xl.data(), V{0}, z.data());
    EXPECT_EQ(test::to_double(z), test::dist::oracle_rows(a, test::to_double(x), 1.0, 0.0, {}, b, e))
        << what << " (beta 0, product " << rep << ")";
  }
}

template <SupportedValue V, SupportedIndex I>
void scattered_cases() {
  World w;
  const auto ctx = cpu_context();
  for (const auto& c : test::dist::dist_cases<V, I>()) {
    const auto a = Matrix<V, I>::from_csr(c.matrix);
    for (const Mode m : {Mode::vector, Mode::naive, Mode::task}) {
      const auto p = distributed_plan(ctx, *w.comm, w.rank == 0 ? &a : nullptr, {.mode = m});
      const auto what = c.name + " " + to_string(m) + " rank " + std::to_string(w.rank) + "/" + std::to_string(w.size);
      EXPECT_EQ(p.nrows(), a.nrows()) << what;
      check_products(p, c.matrix, what);
      // Halo traffic balances: what all ranks receive, all ranks send.
      const auto& h = p.describe().halo;
      const std::int64_t mine[2] = {h.recv_entries, h.send_entries};
      const auto all = w.comm->allgather(std::span<const std::int64_t>(mine, 2));
      std::int64_t recv = 0, sent = 0;
      for (int r = 0; r < w.size; ++r) {
        recv += all[2 * static_cast<std::size_t>(r)];
        sent += all[2 * static_cast<std::size_t>(r) + 1];
      }
      EXPECT_EQ(recv, sent) << what;
    }
  }
}

TEST(DistMpi, ScatteredF64) { scattered_cases<double, int>(); }
TEST(DistMpi, ScatteredF32) { scattered_cases<float, int>(); }
TEST(DistMpi, ScatteredF64Int64) { scattered_cases<double, std::int64_t>(); }

// Each rank brings its own rows, in blocks of uneven size: rank r gets a
// share proportional to (r+1)², rank 0 none when there are several ranks.
template <SupportedValue V>
void from_rows_uneven() {
  World w;
  const auto ctx = cpu_context();
  for (const auto& c : test::dist::dist_cases<V, int>()) {
    const auto& a = c.matrix;
    std::vector<std::int64_t> cut{0};
    std::int64_t total_w = 0;
    for (int r = 0; r < w.size; ++r) total_w += (w.size > 1 && r == 0) ? 0 : (r + 1) * (r + 1);
    std::int64_t acc = 0;
    for (int r = 0; r < w.size; ++r) {
      acc += (w.size > 1 && r == 0) ? 0 : (r + 1) * (r + 1);
      cut.push_back(a.nrows * acc / total_w);
    }
    const auto b = cut[static_cast<std::size_t>(w.rank)], e = cut[static_cast<std::size_t>(w.rank) + 1];
    Csr<V, int> mine;
    mine.nrows = static_cast<int>(e - b);
    mine.ncols = a.ncols;
    mine.row_ptr.clear();
    for (auto i = b; i <= e; ++i) mine.row_ptr.push_back(a.row_ptr[i] - a.row_ptr[b]);
    mine.col_idx.assign(a.col_idx.begin() + a.row_ptr[b], a.col_idx.begin() + a.row_ptr[e]);
    mine.values.assign(a.values.begin() + a.row_ptr[b], a.values.begin() + a.row_ptr[e]);
    const auto rows = Matrix<V, int>::from_csr(std::move(mine));
    for (const Mode m : {Mode::vector, Mode::naive, Mode::task}) {
      const auto p = distributed_plan_from_rows(ctx, *w.comm, rows, {.mode = m});
      const auto what = c.name + " uneven " + to_string(m) + " rank " + std::to_string(w.rank);
      EXPECT_EQ(p.row_begin(), b) << what;
      EXPECT_EQ(p.local_rows(), e - b) << what;
      check_products(p, a, what);
    }
  }
}

TEST(DistMpi, FromRowsUnevenF64) { from_rows_uneven<double>(); }
TEST(DistMpi, FromRowsUnevenF32) { from_rows_uneven<float>(); }

// The parts go through exchange() and compute() too (what the benchmark times).
TEST(DistMpi, ExchangeThenComputeIsTheProduct) {
  World w;
  const auto ctx = cpu_context();
  const auto c = test::dist::dist_cases<double, int>().front();
  const auto a = Matrix<double, int>::from_csr(c.matrix);
  for (const Mode m : {Mode::vector, Mode::naive, Mode::task}) {
    const auto p = distributed_plan(ctx, *w.comm, w.rank == 0 ? &a : nullptr, {.mode = m});
    const auto x = test::random_vector<double>(static_cast<std::size_t>(a.nrows()), ValueKind::small_integers, 5);
    const auto b = p.row_begin(), e = b + p.local_rows();
    const auto xl = slice(x, b, e);
    std::vector<double> y(static_cast<std::size_t>(e - b));
    test::fill_poison<double>(y);
    p.exchange(xl.data());
    p.compute(1.0, xl.data(), 0.0, y.data());
    EXPECT_EQ(y, test::dist::oracle_rows(c.matrix, x, 1.0, 0.0, {}, b, e)) << to_string(m);
  }
}

// Blocks placed by the cost model: still every row once, in rank order, and
// exact; the description says how they were placed.
TEST(DistMpi, BalancedByCostIsExact) {
  World w;
  const auto ctx = cpu_context();
  for (const auto& c : test::dist::dist_cases<double, int>()) {
    const auto a = Matrix<double, int>::from_csr(c.matrix);
    for (const Balance b : {Balance::cost, Balance::nonzeros})
      for (const Mode m : {Mode::vector, Mode::task}) {
        const auto p = distributed_plan(ctx, *w.comm, w.rank == 0 ? &a : nullptr, {.mode = m, .balance = b});
        const auto& d = p.describe();
        const auto what = c.name + " " + to_string(b) + " " + to_string(m) + " rank " + std::to_string(w.rank);
        const std::int64_t mine[2] = {d.row_begin, d.row_end};
        const auto all = w.comm->allgather(std::span<const std::int64_t>(mine, 2));
        EXPECT_EQ(all.front(), 0) << what;
        EXPECT_EQ(all.back(), a.nrows()) << what;
        for (std::size_t r = 1; r + 1 < all.size(); r += 2) EXPECT_EQ(all[r], all[r + 1]) << what;
        EXPECT_GT(d.product_bytes, d.row_end > d.row_begin ? 0.0 : -1.0) << what;
        const bool moved = d.balance.find("cost model (") != std::string::npos;
        EXPECT_TRUE(b == Balance::cost || !moved) << what << ": " << d.balance;
        EXPECT_TRUE(moved || d.balance.find("by nonzeros") != std::string::npos) << what << ": " << d.balance;
        check_products(p, c.matrix, what);
      }
  }
}

// The non-local product covers only the rows with halo entries: in a band
// of half-width 2, rank 0's are its last two rows.
TEST(DistMpi, NonlocalWindowIsTheHaloRows) {
  World w;
  if (w.size < 2) GTEST_SKIP() << "needs two ranks";
  const auto ctx = cpu_context();
  const auto a = Matrix<double, int>::from_csr(banded<double, int>(400, 2));
  const auto p = distributed_plan(ctx, *w.comm, w.rank == 0 ? &a : nullptr, {.mode = Mode::naive});
  const auto& d = p.describe();
  if (w.rank == 0) {
    EXPECT_EQ(d.nonlocal_rows, 2) << d.to_string();
    EXPECT_EQ(d.nonlocal_row_begin, d.row_end - d.row_begin - 2) << d.to_string();
  }
  EXPECT_LE(d.nonlocal_rows, d.row_end - d.row_begin);
  check_products(p, a.csr(), "banded_400 naive rank " + std::to_string(w.rank));
}

// Errors reach every rank (none is left waiting in a collective).
TEST(DistMpi, BadInputFailsOnEveryRank) {
  World w;
  const auto ctx = cpu_context();
  const auto rect = Matrix<double, int>::from_csr(
      random_matrix<double, int>({6, 9, 2, RowDistribution::uniform, ValueKind::small_integers, 1}));
  auto msg = test::error_message([&] { (void)distributed_plan(ctx, *w.comm, w.rank == 0 ? &rect : nullptr); });
  ASSERT_TRUE(msg) << "rank " << w.rank;
  EXPECT_NE(msg->find(w.rank == 0 ? "square" : "rank 0"), std::string::npos) << *msg;
  // From rows: one rank's rows disagree with the global size.
  const auto rows = Matrix<double, int>::from_csr(
      random_matrix<double, int>({2, w.rank == 0 ? 5 : 2 * w.size, 1, RowDistribution::uniform, ValueKind::small_integers, 1}));
  msg = test::error_message([&] { (void)distributed_plan_from_rows(ctx, *w.comm, rows); });
  ASSERT_TRUE(msg) << "rank " << w.rank;  // 5 columns on rank 0, never the even global size
  EXPECT_NE(msg->find("square"), std::string::npos) << *msg;
  w.comm->barrier();
}

#ifdef SPGEN_HAVE_NCCL
// One GPU per rank, halo by NCCL: device vectors in and out, the same exact
// comparison. Skips (on every rank alike) unless this node has a GPU for
// each of its ranks; NCCL refuses two ranks on one GPU.
template <SupportedValue V>
void cuda_cases(int device, Transport transport) {
  World w;
  ContextOptions o;
  o.want = ContextOptions::Want::cuda;
  o.cuda_device = device;
  o.cache.disk = false;
  const auto ctx = Context::create(o);
  for (const auto& c : test::dist::dist_cases<V, int>()) {
    const auto a = Matrix<V, int>::from_csr(c.matrix);
    const auto x = test::random_vector<V>(static_cast<std::size_t>(a.nrows()), ValueKind::small_integers, 31);
    for (const Mode m : {Mode::vector, Mode::naive, Mode::task}) {
      const auto p = distributed_plan(ctx, *w.comm, w.rank == 0 ? &a : nullptr, {.mode = m, .transport = transport});
      const auto b = p.row_begin(), e = b + p.local_rows();
      const auto n = static_cast<std::size_t>(e - b);
      const auto xl = slice(x, b, e);
      std::vector<V> y(n);
      test::fill_poison<V>(y);
      V *dx = nullptr, *dy = nullptr;
      ASSERT_EQ(cudaMalloc(&dx, std::max<std::size_t>(n, 1) * sizeof(V)), cudaSuccess);
      ASSERT_EQ(cudaMalloc(&dy, std::max<std::size_t>(n, 1) * sizeof(V)), cudaSuccess);
      cudaMemcpy(dx, xl.data(), n * sizeof(V), cudaMemcpyHostToDevice);
      cudaMemcpy(dy, y.data(), n * sizeof(V), cudaMemcpyHostToDevice);
      p.apply(V{1}, dx, V{0}, dy);
      cudaMemcpy(y.data(), dy, n * sizeof(V), cudaMemcpyDeviceToHost);
      // Again with x in the plan's own buffer (vector mode copies nothing in).
      std::vector<V> y2(n);
      if (V* own = p.extended_x()) {
        cudaMemcpy(own, xl.data(), n * sizeof(V), cudaMemcpyHostToDevice);
        p.apply(V{1}, own, V{0}, dy);
        cudaMemcpy(y2.data(), dy, n * sizeof(V), cudaMemcpyDeviceToHost);
      }
      cudaFree(dx);
      cudaFree(dy);
      const auto want = test::dist::oracle_rows(c.matrix, test::to_double(x), 1.0, 0.0, {}, b, e);
      EXPECT_EQ(test::to_double(y), want) << c.name << " " << to_string(m) << " " << to_string(transport)
                                          << " cuda rank " << w.rank << ": " << p.describe().to_string();
      if (n > 0) {
        EXPECT_EQ(test::to_double(y2), want) << c.name << " " << to_string(m) << " extended_x";
      }
    }
  }
}

TEST(DistMpi, CudaNcclAndMpiMatchOracle) {
  World w;
  MPI_Comm node;
  MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &node);
  int local_rank = 0, local_size = 1, devices = 0;
  MPI_Comm_rank(node, &local_rank);
  MPI_Comm_size(node, &local_size);
  MPI_Comm_free(&node);
  if (cudaGetDeviceCount(&devices) != cudaSuccess) {
    cudaGetLastError();
    devices = 0;
  }
  const std::int64_t ok = devices >= local_size ? 1 : 0;
  const auto all = w.comm->allgather(std::span<const std::int64_t>(&ok, 1));
  if (std::find(all.begin(), all.end(), 0) != all.end())
    GTEST_SKIP() << "needs a GPU per rank: " << devices << " GPU(s) for " << local_size << " rank(s) on this node";
  for (const Transport t : {Transport::nccl, Transport::mpi}) {
    cuda_cases<double>(local_rank, t);
    cuda_cases<float>(local_rank, t);
  }
}
#endif

}  // namespace
}  // namespace spgen::dist

int main(int argc, char** argv) {
  int provided = 0;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_SERIALIZED, &provided);
  ::testing::InitGoogleTest(&argc, argv);
  int rank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  // Rank 0 reports in full; the others print their failures only.
  if (rank != 0) GTEST_FLAG_SET(brief, true);
  int failed = RUN_ALL_TESTS();
  int any = 0;
  MPI_Allreduce(&failed, &any, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
  MPI_Finalize();
  return any;
}
