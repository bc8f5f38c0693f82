// The distributed plan on one rank without MPI (self_communicator): every
// mode is the plain product, the builders' checks fire, bad modes are named.
#include <gtest/gtest.h>

#include "dist/dist_check.hpp"
#include "spgen/dist/plan.hpp"
#include "support/test_support.hpp"

namespace spgen::dist {
namespace {

Context cpu_context() {
  ContextOptions o;
  o.want = ContextOptions::Want::cpu;
  o.cache.disk = false;
  o.plan_cache = false;
  return Context::create(o);
}

TEST(DistSelf, EveryModeMatchesTheOracle) {
  const auto ctx = cpu_context();
  auto comm = self_communicator();
  for (const auto& c : test::dist::dist_cases<double, int>()) {
    const auto a = Matrix<double, int>::from_csr(c.matrix);
    const auto x = test::random_vector<double>(static_cast<std::size_t>(a.ncols()), ValueKind::small_integers, 3);
    const auto y0 = test::random_vector<double>(static_cast<std::size_t>(a.nrows()), ValueKind::small_integers, 4);
    for (const Mode m : {Mode::vector, Mode::naive, Mode::task}) {
      const auto p = distributed_plan(ctx, *comm, &a, {.mode = m});
      EXPECT_EQ(p.local_rows(), a.nrows());
      EXPECT_EQ(p.describe().halo.recv_entries, 0);
      auto y = y0;
      p.apply(2.0, x.data(), -1.0, y.data());
      EXPECT_TRUE(test::spmv_matches(a.view(), test::to_double(x), 2.0, -1.0, test::to_double(y0), y, true))
          << c.name << " " << to_string(m);
    }
  }
}

// NCCL carries device vectors only: asked for on a CPU context it is an error.
TEST(DistSelf, NcclOnACpuContextIsAnError) {
  const auto ctx = cpu_context();
  auto comm = self_communicator();
  const auto a = Matrix<double, int>::from_csr(test::dist::dist_cases<double, int>().front().matrix);
  const auto msg = test::error_message([&] { (void)distributed_plan(ctx, *comm, &a, {.transport = Transport::nccl}); });
  ASSERT_TRUE(msg);
  EXPECT_NE(msg->find("CUDA context"), std::string::npos) << *msg;
}

// x written into the plan's own buffer: the same products, nothing copied.
TEST(DistSelf, ExtendedXServesAsX) {
  const auto ctx = cpu_context();
  auto comm = self_communicator();
  for (const auto& c : test::dist::dist_cases<double, int>()) {
    const auto a = Matrix<double, int>::from_csr(c.matrix);
    const auto x = test::random_vector<double>(static_cast<std::size_t>(a.ncols()), ValueKind::small_integers, 13);
    for (const Mode m : {Mode::vector, Mode::naive, Mode::task}) {
      const auto p = distributed_plan(ctx, *comm, &a, {.mode = m});
      double* own = p.extended_x();
      ASSERT_NE(own, nullptr) << c.name;
      std::copy(x.begin(), x.end(), own);
      std::vector<double> y(x.size());
      p.apply(1.0, own, 0.0, y.data());
      EXPECT_TRUE(test::spmv_matches(a.view(), x, 1.0, 0.0, {}, y, true)) << c.name << " " << to_string(m);
      EXPECT_NE(p.describe().balance.find("by nonzeros"), std::string::npos) << p.describe().balance;
    }
  }
}

TEST(DistSelf, RejectsNonSquareMissingMatrixAndBadMode) {
  const auto ctx = cpu_context();
  auto comm = self_communicator();
  const auto rect = Matrix<double, int>::from_csr(
      random_matrix<double, int>({5, 8, 2, RowDistribution::uniform, ValueKind::small_integers, 1}));
  auto msg = test::error_message([&] { (void)distributed_plan(ctx, *comm, &rect); });
  ASSERT_TRUE(msg);
  EXPECT_NE(msg->find("square"), std::string::npos) << *msg;
  msg = test::error_message([&] { (void)distributed_plan_from_rows(ctx, *comm, rect); });
  ASSERT_TRUE(msg);
  EXPECT_NE(msg->find("square"), std::string::npos) << *msg;
  msg = test::error_message([&] { (void)distributed_plan<double, int>(ctx, *comm, nullptr); });
  ASSERT_TRUE(msg);
  EXPECT_NE(msg->find("global matrix"), std::string::npos) << *msg;
  msg = test::error_message([] { (void)parse_transport("ucx"); });
  ASSERT_TRUE(msg);
  EXPECT_NE(msg->find("automatic, nccl or mpi"), std::string::npos) << *msg;
  msg = test::error_message([] { (void)parse_balance("rows"); });
  ASSERT_TRUE(msg);
  EXPECT_NE(msg->find("automatic, nonzeros or cost"), std::string::npos) << *msg;
  EXPECT_EQ(parse_transport("mpi"), Transport::mpi);
  EXPECT_EQ(parse_balance("cost"), Balance::cost);
  msg = test::error_message([] { (void)parse_mode("overlap"); });
  ASSERT_TRUE(msg);
  EXPECT_NE(msg->find("vector, naive or task"), std::string::npos) << *msg;
  EXPECT_EQ(parse_mode("task"), Mode::task);
}

}  // namespace
}  // namespace spgen::dist
