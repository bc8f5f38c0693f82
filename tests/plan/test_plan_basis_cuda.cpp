// Plans in the matrix's own basis on a GPU: every CUDA instance of a format
// that holds its own basis (by capability; threads-per-row variants
// included) against the oracle on random, awkward and real square matrices,
// host vectors staged and device vectors permuted once by the caller, the
// rule's pick, the plan cache, and CG in the plan basis against the
// caller-order plan. Skipped, with the reason, where no device is present.
#include <cuda_runtime.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <numeric>
#include <random>
#include <ranges>
#include <string>
#include <vector>

#include "backends/cuda/cuda.hpp"
#include "plan/basis.hpp"
#include "plan_basis_check.hpp"
#include "support/cache_dir.hpp"
#include "support/require_device.hpp"

namespace fs = std::filesystem;
using namespace spgen;

namespace {

ContextOptions gpu_options(const std::string& name) {
  ContextOptions o;
  o.want = ContextOptions::Want::cuda;
  o.cache.dir = fs::temp_directory_path() / ("spgen_basis_cuda_" + name + "_" + std::to_string(::getpid()));
  test::remove_cache_dir(o.cache.dir);
  o.cache.disk = true;
  return o;
}

struct CacheDirGuard {
  fs::path dir;
  ~CacheDirGuard() {
    std::error_code ec;
    fs::remove_all(dir, ec);
  }
};

template <typename T>
struct DeviceVector {
  T* p = nullptr;
  std::size_t n = 0;
  explicit DeviceVector(std::span<const T> v) : n(v.size()) {
    cuda::check(cudaMalloc(&p, std::max<std::size_t>(n, 1) * sizeof(T)), "cudaMalloc");
    if (n) cuda::check(cudaMemcpy(p, v.data(), n * sizeof(T), cudaMemcpyHostToDevice), "H2D");
  }
  DeviceVector(const DeviceVector&) = delete;
  DeviceVector& operator=(const DeviceVector&) = delete;
  ~DeviceVector() { cudaFree(p); }
  std::vector<T> get() const {
    std::vector<T> v(n);
    if (n) cuda::check(cudaMemcpy(v.data(), p, n * sizeof(T), cudaMemcpyDeviceToHost), "D2H");
    return v;
  }
};

// Device pointers through apply_in_plan_basis_unchecked must give what host
// vectors through apply_in_plan_basis give (the same kernel: bit for bit).
template <typename V, typename I>
void check_device_vectors(const PermutedSpmvPlan<V, I>& p, I nrows, const std::string& what) {
  const auto x = test::random_vector<V>(static_cast<std::size_t>(nrows), ValueKind::small_integers, 31);
  const auto xb = p.to_plan_basis(x);
  auto yb = p.plan_basis_vector();
  p.apply_in_plan_basis(V(1), xb, V(0), yb);
  DeviceVector<V> dx(xb.values());
  std::vector<V> poison(static_cast<std::size_t>(nrows));
  test::fill_poison<V>(poison);
  DeviceVector<V> dy(poison);
  p.apply_in_plan_basis_unchecked(V(1), dx.p, V(0), dy.p);
  cuda::check(cudaDeviceSynchronize(), "sync");
  EXPECT_TRUE(std::ranges::equal(dy.get(), yb.values())) << what << ": device vectors";
}

// Every CUDA instance of a format holding its own basis, by variant, on the
// square matrices, host and device vectors.
template <typename V, typename I>
void check_instances() {
  const auto o = gpu_options("instances");
  const CacheDirGuard guard{o.cache.dir};
  const auto ctx = Context::create(o);
  const auto instances = test::basis_instances<V, I>(Backend::cuda);
  if (instances.empty()) GTEST_SKIP() << "no CUDA instance of a format holding its own basis for these types";
  const auto matrices = test::square_test_matrices<V, I>();
  const auto reals = test::square_real_matrices<V, I>();
  for (const KernelEntry* e : instances) {
    PlanOptions po;
    po.variant = e->name;
    for (const auto& [name, csr] : matrices) {
      const auto p = plan_in_own_basis(ctx, Matrix<V, I>::from_csr(csr), po);
      ASSERT_EQ(p.describe().instance, e->name);
      test::check_own_basis_products(p, csr, true, std::string(e->name) + " on " + name);
      check_device_vectors(p, csr.nrows, std::string(e->name) + " on " + name);
    }
    for (const auto* m : reals) {
      const auto p = plan_in_own_basis(ctx, Matrix<V, I>::from_csr(m->matrix), po);
      test::check_own_basis_products(p, m->matrix, false, std::string(e->name) + " on " + m->name);
    }
  }
}

}  // namespace

// Reorder::by_degree on the GPU: the rule's plan of P·A·Pᵀ (rows longest
// first) on the square test matrices and an R-MAT graph, host vectors and
// device vectors permuted once by the caller.
TEST(OwnBasisCuda, ByDegreeProductsMatchTheOracle) {
  SPGEN_REQUIRE_DEVICE();
  const auto o = gpu_options("by_degree");
  const CacheDirGuard guard{o.cache.dir};
  const auto ctx = Context::create(o);
  auto matrices = test::square_test_matrices<double, std::int32_t>();
  matrices.emplace_back("rmat:16:8", load_matrix<double, std::int32_t>("rmat:16:8"));
  PlanOptions po;
  po.reorder = Reorder::by_degree;
  for (const auto& [name, csr] : matrices) {
    const auto p = plan_in_own_basis(ctx, Matrix<double, std::int32_t>::from_csr(csr), po);
    EXPECT_TRUE(std::ranges::equal(p.permutation(), detail::degree_order(csr.view()))) << name;
    const std::string what = "by degree, " + p.describe().instance + " on " + name;
    test::check_own_basis_products(p, csr, name.rfind("rmat", 0) != 0, what);  // R-MAT's values are real
    check_device_vectors(p, csr.nrows, what);
  }
}

// Reorder::automatic on the GPU: R-MAT of 2M nonzeros is renumbered only
// for very many expected products (forming P·A·Pᵀ costs thousands of GPU
// products), a launch-bound one never; products match in either basis.
TEST(OwnBasisCuda, AutomaticRenumbersLargePowerLawGraphsOnlyForManyProducts) {
  SPGEN_REQUIRE_DEVICE();
  const auto o = gpu_options("automatic");
  const CacheDirGuard guard{o.cache.dir};
  const auto ctx = Context::create(o);
  const auto large = load_matrix<double, std::int32_t>("rmat:17:16");
  const auto small = load_matrix<double, std::int32_t>("rmat:12:8");
  struct Case {
    const Csr<double, std::int32_t>* csr;
    double expected_products;
    bool renumbered;
  };
  for (const auto& c : {Case{&large, 200, false}, Case{&large, 1e5, true}, Case{&small, 1e9, false}}) {
    PlanOptions po;
    po.reorder = Reorder::automatic;
    po.expected_products = c.expected_products;
    const auto p = plan_in_own_basis(ctx, Matrix<double, std::int32_t>::from_csr(*c.csr), po);
    const std::string what = std::to_string(c.csr->nnz()) + " nonzeros for " + std::to_string(c.expected_products) +
                             " products: " + p.describe().basis;
    if (c.renumbered)
      EXPECT_TRUE(std::ranges::equal(p.permutation(), detail::degree_order(c.csr->view()))) << what;
    else
      EXPECT_TRUE(std::ranges::equal(p.permutation(), std::views::iota(0, c.csr->nrows))) << what;
    EXPECT_NE(p.describe().basis.find("Reorder::automatic"), std::string::npos) << what;
    test::check_own_basis_products(p, *c.csr, false, what);
    check_device_vectors(p, c.csr->nrows, what);
  }
}

TEST(OwnBasisCuda, EveryInstanceF64I32) { SPGEN_REQUIRE_DEVICE(); check_instances<double, std::int32_t>(); }
TEST(OwnBasisCuda, EveryInstanceF32I32) { SPGEN_REQUIRE_DEVICE(); check_instances<float, std::int32_t>(); }
TEST(OwnBasisCuda, EveryInstanceF64I64) { SPGEN_REQUIRE_DEVICE(); check_instances<double, std::int64_t>(); }
TEST(OwnBasisCuda, EveryInstanceF32I64) { SPGEN_REQUIRE_DEVICE(); check_instances<float, std::int64_t>(); }

// The rule keeps to formats that hold their own basis, and its basis is the
// kept format's order; the plan cache keeps own-basis records apart.
TEST(OwnBasisCuda, TheRulePicksAFormatWithAnOwnBasisAndTheCacheKeysIt) {
  SPGEN_REQUIRE_DEVICE();
  const auto o = gpu_options("rule");
  const CacheDirGuard guard{o.cache.dir};
  const auto ctx = Context::create(o);
  for (const char* spec : {"random:powerlaw:20000:20000:8", "poisson3d:24", "email-enron"}) {
    Csr<double, std::int32_t> csr;
    try {
      csr = load_matrix<double, std::int32_t>(spec);
    } catch (const Error& err) {
      continue;  // a shared matrix that is not there
    }
    const auto a = Matrix<double, std::int32_t>::from_csr(csr);
    const auto plain = plan(ctx, a);
    const auto p = plan_in_own_basis(ctx, a);
    const auto& d = p.describe();
    EXPECT_EQ(d.plan_cache, "miss") << spec;
    const KernelEntry* e = find_kernel(d.instance);
    ASSERT_NE(e, nullptr) << spec << ": " << d.instance;
    const auto& format = formats::format_of<double, std::int32_t>(*e);
    EXPECT_TRUE(format.capabilities().permuted_basis) << spec << ": " << d.instance;
    EXPECT_TRUE(std::ranges::equal(p.permutation(), format.basis_order(csr, {}))) << spec;
    test::check_own_basis_products(p, csr, false, std::string("rule on ") + spec);
    std::printf("%s: %s (%s), %.4f ms a product; caller order: %s %.4f ms\n", spec, d.instance.c_str(),
                d.selection.c_str(), d.product_ms, plain.describe().instance.c_str(), plain.describe().product_ms);
    EXPECT_EQ(plan_in_own_basis(ctx, a).describe().plan_cache, "hit (memory)") << spec;
    EXPECT_EQ(plan(ctx, a).describe().plan_cache, "hit (memory)") << spec;
  }
}

// CG in the plan basis on the GPU (host vectors staged, as a solver that
// keeps its vectors on the host would), b permuted once before and x once
// after, against the same CG on the caller-order plan.
TEST(OwnBasisCuda, ConjugateGradientInThePlanBasisMatchesTheCallerOrderPlan) {
  SPGEN_REQUIRE_DEVICE();
  const auto o = gpu_options("cg");
  const CacheDirGuard guard{o.cache.dir};
  const auto ctx = Context::create(o);
  const auto stencil = load_matrix<double, std::int32_t>("poisson3d:16");
  std::vector<std::int32_t> shuffle(static_cast<std::size_t>(stencil.nrows));
  std::iota(shuffle.begin(), shuffle.end(), 0);
  std::mt19937 rng(11);
  std::shuffle(shuffle.begin(), shuffle.end(), rng);
  const auto csr = detail::permute_symmetric<double, std::int32_t>(stencil.view(), shuffle);
  const auto a = Matrix<double, std::int32_t>::from_csr(csr);
  const auto n = static_cast<std::size_t>(csr.nrows);
  const auto b = test::random_vector<double>(n, ValueKind::uniform_real, 5);
  constexpr double kTol = 1e-10;
  constexpr int kMaxIter = 1000;

  const auto plain = plan(ctx, a);
  std::vector<double> x(n), r(n), p(n), q(n);
  const int plain_iters = test::conjugate_gradient(
      x, b, r, p, q, [](auto& v) { return std::span(v); },
      [&](const std::vector<double>& in, std::vector<double>& out) {
        plain.apply(1.0, std::span<const double>(in), 0.0, std::span<double>(out));
      },
      kTol, kMaxIter);

  const auto own = plan_in_own_basis(ctx, a);
  const auto bb = own.to_plan_basis(b);
  auto xb = own.plan_basis_vector();
  auto rb = own.plan_basis_vector();
  auto pb = own.plan_basis_vector();
  auto qb = own.plan_basis_vector();
  const int own_iters = test::conjugate_gradient(
      xb, bb, rb, pb, qb, [](auto& v) { return v.values(); },
      [&](const PlanBasisVector<double>& in, PlanBasisVector<double>& out) {
        own.apply_in_plan_basis(1.0, in, 0.0, out);
      },
      kTol, kMaxIter);
  const auto x_own = own.from_plan_basis(xb);

  ASSERT_LT(plain_iters, kMaxIter);
  EXPECT_NEAR(own_iters, plain_iters, 1);
  EXPECT_LE(test::relative_residual(csr, x_own, b), 10 * kTol);
  double diff = 0, norm = 0;
  for (std::size_t i = 0; i < n; ++i) {
    diff = std::max(diff, std::abs(x_own[i] - x[i]));
    norm = std::max(norm, std::abs(x[i]));
  }
  EXPECT_LE(diff, 1e-8 * norm);
}
