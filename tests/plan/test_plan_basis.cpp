// Plans in the matrix's own basis (plan_in_own_basis, PermutedSpmvPlan) on
// the CPU backend: products in the plan basis against the oracle (random,
// awkward and real square matrices; every CPU instance of a format that
// holds its own basis where AVX-512 runs, the portable loop everywhere), the
// basis checks (no basis, another plan's basis, caller-order vectors that do
// not compile), non-square matrices, the plan cache keying the basis, and a
// CG solve permuted once before and once after against the caller-order plan.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <numeric>
#include <random>
#include <ranges>
#include <string>
#include <vector>

#include "plan/basis.hpp"
#include "plan_basis_check.hpp"
#include "support/cache_dir.hpp"

namespace fs = std::filesystem;
using namespace spgen;

namespace {

ContextOptions isolated_cpu(const std::string& name) {
  ContextOptions o;
  o.want = ContextOptions::Want::cpu;
  o.cache.dir = fs::temp_directory_path() / ("spgen_basis_test_" + name + "_" + std::to_string(::getpid()));
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

// The rule (""), the portable loop, and where AVX-512 runs every instance of
// a format that holds its own basis.
template <typename V>
std::vector<std::string> cpu_basis_variants() {
  std::vector<std::string> out{"", "portable"};
  if (cpu_has_avx512())
    for (const auto* e : test::basis_instances<V, std::int32_t>(Backend::avx512)) out.emplace_back(e->name);
  return out;
}

// Whether p.apply(1, x, 0, y) compiles: the bases keep vectors apart by type.
template <typename Plan, typename X, typename Y>
concept CanApply = requires(const Plan& p, const X& x, Y& y) { p.apply(1.0, x, 0.0, y); };
template <typename Plan, typename X, typename Y>
concept CanApplyInPlanBasis = requires(const Plan& p, const X& x, Y& y) { p.apply_in_plan_basis(1.0, x, 0.0, y); };

using P32 = SpmvPlan<double, std::int32_t>;
using Own32 = PermutedSpmvPlan<double, std::int32_t>;
using Basis = PlanBasisVector<double>;
using Span = std::span<double>;
using CSpan = std::span<const double>;
static_assert(CanApply<P32, CSpan, Span>, "a caller-order plan takes caller-order spans");
static_assert(!CanApply<P32, Basis, Basis>, "a caller-order plan must not take plan-basis vectors");
static_assert(CanApplyInPlanBasis<Own32, Basis, Basis>, "an own-basis plan takes plan-basis vectors");
static_assert(!CanApplyInPlanBasis<Own32, CSpan, Span>, "an own-basis plan must not take caller-order spans");
static_assert(!CanApplyInPlanBasis<Own32, std::vector<double>, std::vector<double>>,
              "an own-basis plan must not take caller-order vectors");
static_assert(!CanApply<Own32, CSpan, Span>, "an own-basis plan has no caller-order apply");

}  // namespace

template <typename V>
class OwnBasisCpu : public ::testing::Test {};
using ValueTypes = ::testing::Types<float, double>;
TYPED_TEST_SUITE(OwnBasisCpu, ValueTypes);

TYPED_TEST(OwnBasisCpu, ProductsMatchTheOracleOnRandomAndAwkwardMatrices) {
  using V = TypeParam;
  const auto o = isolated_cpu("random");
  const CacheDirGuard guard{o.cache.dir};
  const auto ctx = Context::create(o);
  const auto matrices = test::square_test_matrices<V, std::int32_t>();
  for (const auto& variant : cpu_basis_variants<V>()) {
    for (const auto& [name, csr] : matrices) {
      PlanOptions po;
      po.variant = variant;
      const auto p = plan_in_own_basis(ctx, Matrix<V, std::int32_t>::from_csr(csr), po);
      EXPECT_EQ(p.describe().basis.rfind("own", 0), 0u) << p.describe().basis;
      test::check_own_basis_products(p, csr, true, (variant.empty() ? "rule" : variant) + " on " + name);
    }
  }
}

TYPED_TEST(OwnBasisCpu, ProductsOnRealMatricesWithinBounds) {
  using V = TypeParam;
  const auto reals = test::square_real_matrices<V, std::int32_t>();
  if (reals.empty()) GTEST_SKIP() << test::real_matrices_skip_reason();
  const auto o = isolated_cpu("real");
  const CacheDirGuard guard{o.cache.dir};
  const auto ctx = Context::create(o);
  for (const auto& variant : cpu_basis_variants<V>()) {
    for (const auto* m : reals) {
      PlanOptions po;
      po.variant = variant;
      const auto p = plan_in_own_basis(ctx, Matrix<V, std::int32_t>::from_csr(m->matrix), po);
      test::check_own_basis_products(p, m->matrix, false, (variant.empty() ? "rule" : variant) + " on " + m->name);
    }
  }
}

TEST(OwnBasisCpu, I64IndicesAndTheRulesChoice) {
  const auto o = isolated_cpu("i64");
  const CacheDirGuard guard{o.cache.dir};
  const auto ctx = Context::create(o);
  for (const auto& [name, csr] : test::square_test_matrices<double, std::int64_t>()) {
    const auto p = plan_in_own_basis(ctx, Matrix<double, std::int64_t>::from_csr(csr));
    test::check_own_basis_products(p, csr, true, "i64 " + name);
  }
  // The rule's plan runs an instance of a format that holds its own basis
  // when one exists here, and its basis is that format's order.
  const auto csr = load_matrix<double, std::int32_t>("random:powerlaw:3000:3000:8");
  const auto a = Matrix<double, std::int32_t>::from_csr(csr);
  const auto p = plan_in_own_basis(ctx, a);
  const auto& d = p.describe();
  const auto formats = test::basis_formats<double, std::int32_t>();
  ASSERT_FALSE(formats.empty()) << "no registered format holds its own basis";
  const formats::Format<double, std::int32_t>* basis_format = formats.front();
  if (const KernelEntry* e = find_kernel(d.instance)) {
    basis_format = &formats::format_of<double, std::int32_t>(*e);
    EXPECT_TRUE(basis_format->capabilities().permuted_basis) << d.instance;
  } else {
    EXPECT_EQ(d.backend, "portable") << d.instance << ": " << d.selection;
  }
  const auto order = basis_format->basis_order(csr, {});
  EXPECT_TRUE(std::ranges::equal(p.permutation(), order)) << "the basis is not " << basis_format->name() << "'s order";
  EXPECT_NE(d.basis.find(std::string(basis_format->name())), std::string::npos) << d.basis;
  EXPECT_NE(d.to_string().find("basis:"), std::string::npos) << d.to_string();
  // A caller-order plan says so and prints no basis line.
  const auto plain = plan(ctx, a);
  EXPECT_EQ(plain.describe().basis, "caller");
  EXPECT_EQ(plain.describe().to_string().find("basis:"), std::string::npos);
}

TEST(OwnBasisCpu, PermuteSymmetricRenumbersRowsAndColumnsAlike) {
  // A = [[1 2 0], [0 3 0], [4 5 6]], order (2, 0, 1): B[p][q] = A[order p][order q].
  const Csr<double, std::int32_t> a{3, 3, {0, 2, 3, 6}, {0, 1, 1, 0, 1, 2}, {1, 2, 3, 4, 5, 6}};
  const std::vector<std::int32_t> order{2, 0, 1};
  const auto b = detail::permute_symmetric<double, std::int32_t>(a.view(), order);
  validate(b.view());
  EXPECT_EQ(b.row_ptr, (std::vector<std::int32_t>{0, 3, 5, 6}));
  EXPECT_EQ(b.col_idx, (std::vector<std::int32_t>{0, 1, 2, 1, 2, 2}));
  EXPECT_EQ(b.values, (std::vector<double>{6, 4, 5, 1, 2, 3}));
}

TEST(OwnBasisCpu, NonSquareMatricesAreRefused) {
  const auto ctx = Context::cpu();
  for (const auto& [name, csr] : test::standard_test_matrices<double, std::int32_t>()) {
    if (csr.nrows == csr.ncols) continue;
    const auto a = Matrix<double, std::int32_t>::from_csr(csr);
    EXPECT_TRUE(test::throws_error([&] { (void)plan_in_own_basis(ctx, a); },
                                   {"plan_in_own_basis", "square", std::to_string(csr.nrows) + " x"}))
        << name;
  }
}

TEST(OwnBasisCpu, VectorsOfAnotherBasisOrOfNoneAreRefused) {
  const auto o = isolated_cpu("mixing");
  const CacheDirGuard guard{o.cache.dir};
  const auto ctx = Context::create(o);
  const auto load = [](const char* spec) {
    return Matrix<double, std::int32_t>::from_csr(load_matrix<double, std::int32_t>(spec));
  };
  // Two matrices of one size whose sorted orders differ.
  const auto a = load("random:powerlaw:500:500:6:1");
  const auto b = load("random:powerlaw:500:500:6:2");
  const auto pa = plan_in_own_basis(ctx, a);
  const auto pb = plan_in_own_basis(ctx, b);
  ASSERT_FALSE(std::ranges::equal(pa.permutation(), pb.permutation()));
  const std::vector<double> ones(500, 1.0);
  const auto xa = pa.to_plan_basis(ones);
  auto ya = pa.plan_basis_vector();
  auto yb = pb.plan_basis_vector();
  EXPECT_NO_THROW(pa.apply_in_plan_basis(1.0, xa, 0.0, ya));
  EXPECT_TRUE(test::throws_error([&] { pb.apply_in_plan_basis(1.0, xa, 0.0, yb); },
                                 {"apply_in_plan_basis: x", "another plan's basis"}));
  EXPECT_TRUE(test::throws_error([&] { pb.apply_in_plan_basis(1.0, pb.to_plan_basis(ones), 0.0, ya); },
                                 {"apply_in_plan_basis: y", "another plan's basis"}));
  std::vector<double> out(500);
  EXPECT_TRUE(test::throws_error([&] { pb.from_plan_basis(ya, std::span<double>(out)); },
                                 {"from_plan_basis", "another plan's basis"}));
  PlanBasisVector<double> none;
  EXPECT_TRUE(test::throws_error([&] { pa.apply_in_plan_basis(1.0, none, 0.0, ya); }, {"x is in no plan basis"}));
  EXPECT_TRUE(test::throws_error([&] { pa.apply_in_plan_basis(1.0, xa, 0.0, none); }, {"y is in no plan basis"}));
  auto same = pa.to_plan_basis(ones);
  EXPECT_TRUE(test::throws_error([&] { pa.apply_in_plan_basis(1.0, same, 0.0, same); }, {"same vector"}));
  EXPECT_TRUE(test::throws_error([&] { (void)pa.to_plan_basis(std::vector<double>(499)); }, {"499 entries", "500 rows"}));
  std::vector<double> short_out(10);
  EXPECT_TRUE(test::throws_error([&] { pa.from_plan_basis(ya, std::span<double>(short_out)); }, {"10 entries"}));
  // A second plan of the same matrix has the same basis: its vectors are welcome.
  const auto pa2 = plan_in_own_basis(ctx, a);
  auto ya2 = pa2.plan_basis_vector();
  EXPECT_NO_THROW(pa2.apply_in_plan_basis(1.0, xa, 0.0, ya2));
  EXPECT_EQ(pa.from_plan_basis(ya), pa2.from_plan_basis(ya2));
  // Copies keep the basis; refilling a vector moves it to the filling plan's.
  auto copy = xa;
  EXPECT_NO_THROW(pa.apply_in_plan_basis(1.0, copy, 0.0, ya));
  pb.to_plan_basis(ones, copy);
  EXPECT_NO_THROW(pb.apply_in_plan_basis(1.0, copy, 0.0, yb));
  EXPECT_TRUE(test::throws_error([&] { pa.apply_in_plan_basis(1.0, copy, 0.0, ya); }, {"another plan's basis"}));
}

// Reorder::by_degree: the basis is the rows longest first (ties in order),
// and P·A·Pᵀ is planned like any matrix, so the rule, the portable loop and
// where AVX-512 runs an instance of a format without an own basis all
// multiply it; plan() refuses the option, since it keeps the caller's order.
TYPED_TEST(OwnBasisCpu, ByDegreeRenumbersRowsLongestFirstAndPlansAnyFormat) {
  using V = TypeParam;
  const auto o = isolated_cpu("by_degree");
  const CacheDirGuard guard{o.cache.dir};
  const auto ctx = Context::create(o);
  std::vector<std::string> variants{"", "portable"};
  if (cpu_has_avx512())
    for (const auto& e : kernel_registry())
      if (e.op == Op::spmv && e.backend == Backend::avx512 && e.value_type == value_type_of<V>() &&
          e.index_type == IndexType::i32 && !formats::format_of<V, std::int32_t>(e).capabilities().permuted_basis) {
        variants.emplace_back(e.name);
        break;
      }
  auto matrices = test::square_test_matrices<V, std::int32_t>();
  matrices.emplace_back("rmat:12:8", load_matrix<V, std::int32_t>("rmat:12:8"));
  for (const auto& variant : variants) {
    for (const auto& [name, csr] : matrices) {
      PlanOptions po;
      po.variant = variant;
      po.reorder = Reorder::by_degree;
      const auto p = plan_in_own_basis(ctx, Matrix<V, std::int32_t>::from_csr(csr), po);
      const std::string what = (variant.empty() ? "rule" : variant) + " on " + name;
      EXPECT_TRUE(std::ranges::equal(p.permutation(), detail::degree_order(csr.view()))) << what;
      EXPECT_NE(p.describe().basis.find("rows by length, longest first"), std::string::npos) << p.describe().basis;
      if (!variant.empty() && variant != "portable") {
        EXPECT_EQ(p.describe().instance, variant) << what;
      }
      // R-MAT's values are real: within rounding bounds, the others exactly.
      test::check_own_basis_products(p, csr, name.rfind("rmat", 0) != 0, what);
    }
  }
  PlanOptions po;
  po.reorder = Reorder::by_degree;
  const auto a = Matrix<V, std::int32_t>::from_csr(load_matrix<V, std::int32_t>("rmat:8:4"));
  EXPECT_TRUE(test::throws_error([&] { (void)plan(ctx, a, po); }, {"reorder", "plan_in_own_basis"}));
}

// Reorder::automatic: by degree where the row lengths are skewed and the
// expected products pay for forming P·A·Pᵀ, else the caller's order (the
// identity, planned as plan() plans it); describe().basis says which and why.
TYPED_TEST(OwnBasisCpu, AutomaticRenumbersSkewedRowsAndKeepsEvenOnesInTheCallersOrder) {
  using V = TypeParam;
  const auto o = isolated_cpu("automatic");
  const CacheDirGuard guard{o.cache.dir};
  const auto ctx = Context::create(o);
  struct Case {
    std::string matrix;
    double expected_products;
    bool renumbered;
  };
  // R-MAT's row lengths vary by about 5x their mean, poisson3d's hardly.
  const Case cases[] = {{"rmat:12:8", 200, true}, {"rmat:12:8", 10, false}, {"poisson3d:12", 200, false},
                        {"poisson3d:12", 1e9, false}};
  for (const auto& c : cases) {
    const auto csr = load_matrix<V, std::int32_t>(c.matrix);
    PlanOptions po;
    po.reorder = Reorder::automatic;
    po.expected_products = c.expected_products;
    const auto p = plan_in_own_basis(ctx, Matrix<V, std::int32_t>::from_csr(csr), po);
    const std::string what = c.matrix + " for " + std::to_string(c.expected_products) + " products";
    const std::string& basis = p.describe().basis;
    EXPECT_NE(basis.find("Reorder::automatic: "), std::string::npos) << what << ": " << basis;
    if (c.renumbered) {
      EXPECT_TRUE(std::ranges::equal(p.permutation(), detail::degree_order(csr.view()))) << what;
      EXPECT_NE(basis.find("rows by length, longest first"), std::string::npos) << what << ": " << basis;
    } else {
      EXPECT_TRUE(std::ranges::equal(p.permutation(), std::views::iota(0, csr.nrows))) << what;
      EXPECT_EQ(basis.rfind("own, the caller's order", 0), 0u) << what << ": " << basis;
    }
    test::check_own_basis_products(p, csr, c.matrix.rfind("rmat", 0) != 0, what);
  }
  // plan() keeps the caller's order and refuses any reordering.
  PlanOptions po;
  po.reorder = Reorder::automatic;
  const auto a = Matrix<V, std::int32_t>::from_csr(load_matrix<V, std::int32_t>("rmat:8:4"));
  EXPECT_TRUE(test::throws_error([&] { (void)plan(ctx, a, po); }, {"reorder", "plan_in_own_basis"}));
}

// The GPU's rule: only power-law rows of at least 1M nonzeros, and only for
// very many products (its products are 50-100x faster than the host's
// renumbering); the CPU's from about 150 products.
TEST(OwnBasisCpu, AutomaticChoiceWeighsSkewSizeAndExpectedProducts) {
  const auto small = load_matrix<double, std::int32_t>("rmat:12:8");
  const auto large = load_matrix<double, std::int32_t>("rmat:17:16");
  const auto even = load_matrix<double, std::int32_t>("poisson3d:40");
  ASSERT_GE(large.nnz(), std::size_t{1} << 20);
  using detail::choose_degree_order;
  EXPECT_TRUE(choose_degree_order(small.view(), false, 200).renumber);
  EXPECT_FALSE(choose_degree_order(small.view(), false, 100).renumber);
  EXPECT_FALSE(choose_degree_order(small.view(), true, 1e9).renumber);  // launch-bound on a GPU
  EXPECT_FALSE(choose_degree_order(large.view(), true, 200).renumber);
  EXPECT_TRUE(choose_degree_order(large.view(), true, 1e5).renumber);
  EXPECT_FALSE(choose_degree_order(even.view(), true, 1e9).renumber);
  EXPECT_FALSE(choose_degree_order(even.view(), false, 1e9).renumber);
  const auto why = choose_degree_order(large.view(), true, 200).why;
  EXPECT_NE(why.find("expected products"), std::string::npos) << why;
  EXPECT_NE(choose_degree_order(even.view(), false, 1e9).why.find("cv"), std::string::npos);
}

TEST(OwnBasisCpu, VariantsOfFormatsWithoutAnOwnBasisAreRefused) {
  const auto ctx = Context::cpu();
  const auto a = Matrix<double, std::int32_t>::from_csr(load_matrix<double, std::int32_t>("poisson3d:6"));
  for (const auto& e : kernel_registry()) {
    if (e.op != Op::spmv || e.value_type != ValueType::f64 || e.index_type != IndexType::i32) continue;
    const auto& format = formats::format_of<double, std::int32_t>(e);
    if (format.capabilities().permuted_basis) continue;
    PlanOptions po;
    po.variant = e.name;
    // On a backend that does not run it, the plan refuses it for that reason first.
    const auto msg = test::error_message([&] { (void)plan_in_own_basis(ctx, a, po); });
    ASSERT_TRUE(msg.has_value()) << e.name;
    if (e.backend == Backend::avx512 && cpu_has_avx512()) {
      EXPECT_NE(msg->find("cannot hold a matrix in its own basis"), std::string::npos) << *msg;
      EXPECT_NE(msg->find(std::string(format.name())), std::string::npos) << *msg;
    }
  }
}

TEST(OwnBasisCpu, ThePlanCacheKeysTheBasis) {
  const auto o = isolated_cpu("cache");
  const CacheDirGuard guard{o.cache.dir};
  const auto a = Matrix<double, std::int32_t>::from_csr(load_matrix<double, std::int32_t>("random:powerlaw:3000:3000:8"));
  {
    const auto ctx = Context::create(o);
    const auto plain = plan(ctx, a);
    EXPECT_EQ(plain.describe().plan_cache, "miss");
    // The caller-order record must not serve an own-basis plan, nor the reverse.
    const auto own = plan_in_own_basis(ctx, a);
    EXPECT_EQ(own.describe().plan_cache, "miss");
    const auto own2 = plan_in_own_basis(ctx, a);
    EXPECT_EQ(own2.describe().plan_cache, "hit (memory)");
    EXPECT_EQ(own2.describe().instance, own.describe().instance);
    EXPECT_TRUE(std::ranges::equal(own.permutation(), own2.permutation()));
    EXPECT_EQ(plan(ctx, a).describe().plan_cache, "hit (memory)");
  }
  // A new context finds the own-basis record on disk.
  const auto ctx = Context::create(o);
  const auto own3 = plan_in_own_basis(ctx, a);
  EXPECT_EQ(own3.describe().plan_cache, "hit (disk)");
  EXPECT_EQ(own3.describe().basis.rfind("own", 0), 0u);
  test::check_own_basis_products(own3, a.csr(), false, "plan-cache hit");
}

// The point of the basis: a solver permutes b once before and x once after,
// and every product in between stays in the plan basis. The solution, the
// iteration count and the residual agree with the same CG on the
// caller-order plan (up to rounding: the two sum rows in other orders).
TEST(OwnBasisCpu, ConjugateGradientInThePlanBasisMatchesTheCallerOrderPlan) {
  const auto o = isolated_cpu("cg");
  const CacheDirGuard guard{o.cache.dir};
  const auto ctx = Context::create(o);
  // SPD: a 3-D Poisson stencil, and its rows reordered by a random symmetric
  // permutation so that the own basis differs from the identity.
  const auto stencil = load_matrix<double, std::int32_t>("poisson3d:12");
  std::vector<std::int32_t> shuffle(static_cast<std::size_t>(stencil.nrows));
  std::iota(shuffle.begin(), shuffle.end(), 0);
  std::mt19937 rng(7);
  std::shuffle(shuffle.begin(), shuffle.end(), rng);
  const auto csr = detail::permute_symmetric<double, std::int32_t>(stencil.view(), shuffle);
  const auto a = Matrix<double, std::int32_t>::from_csr(csr);
  const auto n = static_cast<std::size_t>(csr.nrows);
  const auto b = test::random_vector<double>(n, ValueKind::uniform_real, 5);
  constexpr double kTol = 1e-10;
  constexpr int kMaxIter = 500;

  const auto plain = plan(ctx, a);
  std::vector<double> x(n), r(n), p(n), q(n);
  const int plain_iters = test::conjugate_gradient(
      x, b, r, p, q, [](auto& v) { return std::span(v); },
      [&](const std::vector<double>& in, std::vector<double>& out) {
        plain.apply(1.0, std::span<const double>(in), 0.0, std::span<double>(out));
      },
      kTol, kMaxIter);

  const auto own = plan_in_own_basis(ctx, a);
  ASSERT_FALSE(std::ranges::equal(own.permutation(), std::views::iota(std::int32_t{0}, csr.nrows)))
      << "the test wants a basis other than the caller's order";
  const auto bb = own.to_plan_basis(b);  // permuted once before
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
  const auto x_own = own.from_plan_basis(xb);  // and once after

  ASSERT_LT(plain_iters, kMaxIter);
  EXPECT_NEAR(own_iters, plain_iters, 1);
  EXPECT_LE(test::relative_residual(csr, x, b), 10 * kTol);
  EXPECT_LE(test::relative_residual(csr, x_own, b), 10 * kTol);
  double diff = 0, norm = 0;
  for (std::size_t i = 0; i < n; ++i) {
    diff = std::max(diff, std::abs(x_own[i] - x[i]));
    norm = std::max(norm, std::abs(x[i]));
  }
  EXPECT_LE(diff, 1e-8 * norm) << "CG in the plan basis and in the caller's order disagree";
}
