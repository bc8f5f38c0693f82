// The CPU backend through the public plan API: every AVX-512 instance and the
// portable path against the oracle; the plan-cache hit path; overrides.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "backends/cuda/cuda.hpp"
#include "backends/timing.hpp"
#include "formats/format.hpp"
#include "spgen/spgen.hpp"
#include "support/cache_dir.hpp"
#include "support/test_support.hpp"

namespace fs = std::filesystem;
using namespace spgen;

namespace {

// A generated or shared matrix with i32 indices.
template <typename V>
Matrix<V, std::int32_t> test_matrix(const char* spec) {
  return Matrix<V, std::int32_t>::from_csr(load_matrix<V, std::int32_t>(spec));
}

ContextOptions isolated_options(const std::string& name) {
  ContextOptions o;
  o.want = ContextOptions::Want::cpu;
  o.cache.dir = fs::temp_directory_path() / ("spgen_plan_test_" + name + "_" + std::to_string(::getpid()));
  test::remove_cache_dir(o.cache.dir);
  o.cache.disk = true;
  return o;
}

template <typename V>
std::vector<std::string> cpu_variants() {
  std::vector<std::string> names{"portable"};
  if (!cpu_has_avx512()) return names;
  const ValueType vt = std::is_same_v<V, float> ? ValueType::f32 : ValueType::f64;
  for (const auto& e : kernel_registry())
    if (e.op == Op::spmv && e.backend == Backend::avx512 && e.value_type == vt &&
        e.index_type == IndexType::i32)
      names.emplace_back(e.name);
  return names;
}

// Runs `variant` (or the rule, when empty) on every standard matrix with two
// (alpha, beta) pairs and compares exactly with the oracle, y poisoned first.
template <typename V>
void check_variant_on_standard(const Context& ctx, const std::string& variant) {
  for (const auto& [name, csr] : test::standard_test_matrices<V, std::int32_t>()) {
    const auto a = Matrix<V, std::int32_t>::from_csr(csr);
    PlanOptions po;
    po.variant = variant;
    const auto plan_or = test::plan_unless_values_refused([&] { return plan(ctx, a, po); }, variant + " on " + name);
    if (!plan_or) continue;
    const auto& p = *plan_or;
    const auto x = test::random_vector<V>(static_cast<std::size_t>(csr.ncols), ValueKind::small_integers, 3);
    const auto y0 = test::random_vector<V>(static_cast<std::size_t>(csr.nrows), ValueKind::small_integers, 4);
    {
      std::vector<V> y(static_cast<std::size_t>(csr.nrows));
      test::fill_poison<V>(y);
      p.apply(V(1), x.data(), V(0), y.data());
      EXPECT_TRUE(test::spmv_matches(csr.view(), test::to_double(x), 1.0, 0.0, {}, y, true))
          << variant << " on " << name << " (alpha 1, beta 0)";
    }
    {
      std::vector<V> y = y0;
      p.apply(V(2), std::span<const V>(x), V(-1), std::span<V>(y));
      EXPECT_TRUE(test::spmv_matches(csr.view(), test::to_double(x), 2.0, -1.0, test::to_double(y0), y, true))
          << variant << " on " << name << " (alpha 2, beta -1)";
    }
  }
}

}  // namespace

template <typename V>
class CpuPlan : public ::testing::Test {};
using ValueTypes = ::testing::Types<float, double>;
TYPED_TEST_SUITE(CpuPlan, ValueTypes);

TYPED_TEST(CpuPlan, EveryInstanceMatchesTheOracle) {
  using V = TypeParam;
  auto o = isolated_options("instances");
  const auto ctx = Context::create(o);
  const auto variants = cpu_variants<V>();
  if (cpu_has_avx512() && variants.size() == 1)
    GTEST_SKIP() << "the kernel registry has no AVX-512 instances yet (generated/ is empty)";
  for (const auto& v : variants) check_variant_on_standard<V>(ctx, v);
  test::remove_cache_dir(o.cache.dir);
}

TYPED_TEST(CpuPlan, TheRuleMatchesTheOracle) {
  auto o = isolated_options("rule");
  const auto ctx = Context::create(o);
  check_variant_on_standard<TypeParam>(ctx, "");
  test::remove_cache_dir(o.cache.dir);
}

TYPED_TEST(CpuPlan, RealMatricesWithinBounds) {
  using V = TypeParam;
  const auto& reals = test::real_test_matrices<V, std::int32_t>();
  if (reals.empty()) GTEST_SKIP() << test::real_matrices_skip_reason();
  auto o = isolated_options("real");
  const auto ctx = Context::create(o);
  for (const auto& variant : cpu_variants<V>()) {
    for (const auto& [name, csr] : reals) {
      const auto a = Matrix<V, std::int32_t>::from_csr(csr);
      PlanOptions po;
      po.variant = variant;
      const auto p = test::plan_unless_values_refused([&] { return plan(ctx, a, po); }, variant + " on " + name);
      if (!p) continue;
      const auto x = test::random_vector<V>(static_cast<std::size_t>(csr.ncols), ValueKind::uniform_real, 5);
      std::vector<V> y(static_cast<std::size_t>(csr.nrows));
      test::fill_poison<V>(y);
      p->apply(V(1), x.data(), V(0), y.data());
      EXPECT_TRUE(test::spmv_matches(csr.view(), test::to_double(x), 1.0, 0.0, {}, y, false))
          << variant << " on " << name;
    }
  }
  test::remove_cache_dir(o.cache.dir);
}


TEST(CpuPlanCache, SecondPlanSkipsSelection) {
  auto o = isolated_options("plancache");
  const auto ctx = Context::create(o);
  auto csr = load_matrix<double, std::int32_t>("poisson3d:12");
  const auto a = Matrix<double, std::int32_t>::from_csr(csr);
  const auto p1 = plan(ctx, a);
  EXPECT_FALSE(p1.describe().plan_cache_hit);
  EXPECT_EQ(p1.describe().plan_cache, "miss");
  EXPECT_EQ(ctx.plan_cache().counters().stores, 1u);

  // Same structure, other values: the same configuration.
  for (auto& v : csr.values) v *= 3.0;
  const auto b = Matrix<double, std::int32_t>::from_csr(csr);
  const auto p2 = plan(ctx, b);
  EXPECT_TRUE(p2.describe().plan_cache_hit);
  EXPECT_EQ(p2.describe().plan_cache, "hit (memory)");
  EXPECT_EQ(p2.describe().instance, p1.describe().instance);
  EXPECT_EQ(ctx.plan_cache().counters().stores, 1u) << "a hit stores nothing";

  // A new context (a new process, in effect) finds it on disk.
  const auto ctx2 = Context::create(o);
  const auto p3 = plan(ctx2, a);
  EXPECT_EQ(p3.describe().plan_cache, "hit (disk)");
  EXPECT_EQ(p3.describe().instance, p1.describe().instance);
  EXPECT_EQ(ctx2.plan_cache().counters().misses, 0u);

  // And the hit plan computes the right thing.
  std::vector<double> x(static_cast<std::size_t>(a.ncols()), 1.0), y(static_cast<std::size_t>(a.nrows()));
  p3.apply(1.0, x.data(), 0.0, y.data());
  EXPECT_TRUE(test::spmv_matches(a.view(), x, 1.0, 0.0, {}, y, false));

  // Switched off: always a fresh selection.
  PlanOptions off;
  off.use_plan_cache = false;
  EXPECT_EQ(plan(ctx, a, off).describe().plan_cache, "off");
  test::remove_cache_dir(o.cache.dir);
}

// Records are written on a writer thread: another cache of the process reads
// each one from disk right after the store (the read waits for its queued
// write), every one is on disk, whole, once the storing cache is gone, and
// the folder can then be removed for good.
TEST(CpuPlanCache, RecordsWrittenBesideThePlanAreReadAndOnDiskWhenTheCacheEnds) {
  auto o = isolated_options("writer");
  constexpr int kRecords = 64;
  const auto key_of = [](int i) {
    return PlanCache::key("cpu:test", 1000 + i, "spmv", "f64", "i32", "", "");
  };
  {
    PlanCache writer(o.cache);
    for (int i = 0; i < kRecords; ++i) {
      writer.store(
          key_of(i),
          PlanRecord{
              .instance = "portable", .params = {}, .reason = std::to_string(i), .split = {}});
      PlanCache reader(o.cache);
      PlanCache::Hit hit = PlanCache::Hit::miss;
      const auto rec = reader.find(key_of(i), &hit);
      ASSERT_TRUE(rec.has_value()) << i;
      EXPECT_EQ(hit, PlanCache::Hit::disk);
      EXPECT_EQ(rec->reason, std::to_string(i));
    }
    for (int i = 0; i < kRecords; ++i)  // a burst, read back below once the cache is gone
      writer.store(
          key_of(kRecords + i),
          PlanRecord{.instance = "portable", .params = {}, .reason = "burst", .split = {}});
  }
  std::size_t entries = 0, temporaries = 0;
  for (const auto& e : fs::directory_iterator(o.cache.dir)) {
    entries += e.path().extension() == ".plan";
    temporaries += e.path().filename().string().find(".tmp.") != std::string::npos;
  }
  EXPECT_EQ(entries, 2u * kRecords);
  EXPECT_EQ(temporaries, 0u);
  PlanCache reader(o.cache);
  for (int i = 0; i < 2 * kRecords; ++i) EXPECT_TRUE(reader.find(key_of(i)).has_value()) << i;
  test::remove_cache_dir(o.cache.dir);
  EXPECT_FALSE(fs::exists(o.cache.dir)) << "a write made it again";
}

TEST(CpuPlanCache, DamagedPlanEntryIsReselected) {
  auto o = isolated_options("planbad");
  const auto a = test_matrix<double>("poisson3d:8");
  { const auto ctx = Context::create(o); (void)plan(ctx, a); }
  for (const auto& e : fs::directory_iterator(o.cache.dir))
    if (e.path().extension() == ".plan") fs::resize_file(e.path(), 10);
  const auto ctx = Context::create(o);
  const auto p = plan(ctx, a);
  EXPECT_EQ(p.describe().plan_cache, "miss");
  test::remove_cache_dir(o.cache.dir);
}

// A record with a valid checksum but sigma = 2^31-1 (outside SELL-P's domain):
// plan() reselects instead of failing, and overwrites the record so the next
// plan hits a good one. Without AVX-512 the SELL-P instance is rejected for
// that reason first; either way the record must be replaced, not trusted.
TEST(CpuPlanCache, OutOfDomainRecordIsReselectedAndOverwritten) {
  auto o = isolated_options("planrange");
  const auto a =
      test_matrix<double>("poisson3d:8");
  // An instance whose format takes sigma (asked of its descriptor, not by name).
  const auto takes_sigma = [](const KernelEntry& e) {
    for (const auto& p : formats::format_of<double, std::int32_t>(e).conversion_params())
      if (p.name == "sigma") return true;
    return false;
  };
  std::string sellp;
  for (const auto& e : kernel_registry())
    if (e.op == Op::spmv && e.backend == Backend::avx512 && e.value_type == ValueType::f64 &&
        e.index_type == IndexType::i32 && takes_sigma(e)) {
      sellp = e.name;
      break;
    }
  if (sellp.empty()) GTEST_SKIP() << "the registry has no AVX-512 instance of a format taking sigma";
  const CacheKey key = PlanCache::key(Context::create(o).device_key(), a.fingerprint(), "spmv",
                                      "f64", "i32", "", to_string(ParamMap{}));
  const std::int64_t kBadSigma = 2147483647;
  {
    const auto writer = Context::create(o);
    writer.plan_cache().store(key, PlanRecord{.instance = sellp, .params = {{"sigma", kBadSigma}}, .reason = "planted", .split = {}});
  }
  const auto ctx = Context::create(o);
  const auto p = plan(ctx, a);  // must not throw
  EXPECT_FALSE(p.describe().plan_cache_hit);
  EXPECT_EQ(p.describe().plan_cache, "miss");
  EXPECT_EQ(p.describe().params.find("2147483647"), std::string::npos) << p.describe().params;
  std::vector<double> x(static_cast<std::size_t>(a.ncols()), 1.0),
      y(static_cast<std::size_t>(a.nrows()));
  p.apply(1.0, x.data(), 0.0, y.data());
  EXPECT_TRUE(test::spmv_matches(a.view(), x, 1.0, 0.0, {}, y, false));

  // Overwritten on disk: a fresh context reads the reselected choice and hits.
  const auto ctx2 = Context::create(o);
  PlanCache::Hit hit = PlanCache::Hit::miss;
  const auto rec = ctx2.plan_cache().find(key, &hit);
  ASSERT_TRUE(rec.has_value()) << "the planted record was removed but not replaced";
  EXPECT_EQ(hit, PlanCache::Hit::disk);
  EXPECT_EQ(rec->instance, p.describe().instance);
  EXPECT_NE(rec->reason, "planted");
  const auto sigma = rec->params.find("sigma");
  EXPECT_TRUE(sigma == rec->params.end() || sigma->second != kBadSigma);
  EXPECT_TRUE(plan(ctx2, a).describe().plan_cache_hit);
  test::remove_cache_dir(o.cache.dir);
}

TEST(CpuPlan, DescribeReportsTheSetup) {
  auto o = isolated_options("describe");
  const auto ctx = Context::create(o);
  const auto a = test_matrix<double>("poisson3d:16");
  const auto start = std::chrono::steady_clock::now();
  const auto p = plan(ctx, a);
  const double wall_ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  const auto& d = p.describe();
  // The steps' sum is plan()'s own wall time: nothing of it left out (what
  // no step covers is other_ms), nothing counted twice.
  EXPECT_GE(d.setup.other_ms, 0.0);
  EXPECT_GE(d.setup.total_ms(), d.setup.features_ms + d.setup.selection_ms + d.setup.conversion_ms);
  EXPECT_LE(d.setup.total_ms(), wall_ms);
  EXPECT_NE(d.to_string().find("other"), std::string::npos);
  EXPECT_EQ(d.backend, ctx.cpu_path() == CpuPath::avx512 && !kernel_registry().empty() ? "avx512" : "portable");
  EXPECT_FALSE(d.format.empty());
  EXPECT_FALSE(d.instance.empty());
  EXPECT_EQ(d.kernel_source, "host");
  // At least a 2-byte column per entry (sellp_c16 may code the stencil's
  // values, or store none for a pattern).
  EXPECT_GT(d.stored_bytes, a.nnz() * 2);
  EXPECT_DOUBLE_EQ(d.bytes_per_nnz, static_cast<double>(d.stored_bytes) / static_cast<double>(a.nnz()));
  EXPECT_NE(d.to_string().find("bytes per nonzero"), std::string::npos);
  EXPECT_GT(d.beta, 0.0);
  EXPECT_LE(d.beta, 1.0);
  // An SM's occupancy is a CUDA instance's; a CPU plan reports none.
  EXPECT_EQ(d.sm_occupancy, 0.0);
  EXPECT_EQ(d.registers, 0);
  EXPECT_EQ(d.to_string().find("occupancy:"), std::string::npos);
  EXPECT_GT(d.setup.total_ms(), 0.0);
  EXPECT_GT(d.product_ms, 0.0);
  EXPECT_NEAR(d.setup_products, d.setup.total_ms() / d.product_ms, 1e-9);
  EXPECT_NE(d.to_string().find(d.instance), std::string::npos);
  test::remove_cache_dir(o.cache.dir);
}

TEST(CpuPlan, BadOverridesAreErrors) {
  auto o = isolated_options("override");
  const auto ctx = Context::create(o);
  const auto a = test_matrix<double>("poisson3d:4");
  PlanOptions po;
  po.variant = "spgen_spmv_nosuch_f64i32_avx512";
  EXPECT_THROW((void)plan(ctx, a, po), Error);
  const auto first_where = [](auto&& pred) -> const KernelEntry* {
    for (const auto& e : kernel_registry())
      if (pred(e)) return &e;
    return nullptr;
  };
  if (const auto* e = first_where([](const KernelEntry& k) {
        return k.backend == Backend::cuda && k.value_type == ValueType::f64 && k.index_type == IndexType::i32;
      })) {
    po.variant = e->name;
    EXPECT_THROW((void)plan(ctx, a, po), Error) << "a CUDA instance on a CPU context";
  }
  if (const auto* e = first_where([](const KernelEntry& k) {
        return k.backend == Backend::avx512 && k.value_type == ValueType::f32;
      })) {
    po.variant = e->name;
    EXPECT_THROW((void)plan(ctx, a, po), Error) << "an f32 instance for an f64 matrix";
  }
  // Conversion parameters belong to the instance's format: one it does not
  // take, or a value outside its domain, is an error naming it.
  const auto* f64_avx512 = first_where([](const KernelEntry& k) {
    return k.op == Op::spmv && k.backend == Backend::avx512 && k.value_type == ValueType::f64 &&
           k.index_type == IndexType::i32;
  });
  if (f64_avx512 && ctx.cpu_path() == CpuPath::avx512) {
    po.variant = f64_avx512->name;
    po.format_params = {{"no_such_parameter", 1}};
    EXPECT_TRUE(test::throws_error([&] { (void)plan(ctx, a, po); }, {"no_such_parameter"}));
  }
  test::remove_cache_dir(o.cache.dir);
}

TEST(Timing, TheAmortisedPickWeighsConversionAgainstTheExpectedProducts) {
  // poisson3d:96 on a 2-core Xeon: SELL 14.46 ms after 92 ms of conversion, CSR 14.58 ms after none.
  const std::vector<double> product_ms{14.46, 14.58}, conversion_ms{92.0, 0.0};
  EXPECT_EQ(detail::amortised_best(product_ms, conversion_ms, 200), 1u) << "200 products do not pay 92 ms back";
  EXPECT_EQ(detail::amortised_best(product_ms, conversion_ms, 1e4), 0u) << "10,000 do";
  EXPECT_EQ(detail::amortised_best(product_ms, conversion_ms, 0), 0u) << "0: the fastest product";
  const std::string why = detail::amortised_note(product_ms, conversion_ms, 200, 1);
  EXPECT_NE(why.find("least conversion + 200 products (PlanOptions::expected_products)"), std::string::npos) << why;
  EXPECT_NE(why.find("0 + 200 x 14.58 ms against the fastest product's 92 + 200 x 14.46 ms"), std::string::npos) << why;
  EXPECT_EQ(detail::amortised_note(product_ms, conversion_ms, 1e4, 0), "") << "the fastest kept needs no note";
  // Equal costs: the faster product.
  EXPECT_EQ(detail::amortised_best({2.0, 1.0}, {0.0, 100.0}, 100), 1u);
}

TEST(CpuPlan, ExpectedProductsIsCheckedAndKeysThePlanCache) {
  auto o = isolated_options("expected");
  const auto ctx = Context::create(o);
  const auto a = test_matrix<double>("poisson3d:8");
  PlanOptions po;
  for (const double bad : {-1.0, std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity()}) {
    po.expected_products = bad;
    EXPECT_TRUE(test::throws_error([&] { (void)plan(ctx, a, po); }, {"expected_products", ">= 0"})) << bad;
  }
  po.expected_products = 200;
  EXPECT_EQ(plan(ctx, a, po).describe().plan_cache, "miss");
  EXPECT_EQ(plan(ctx, a, po).describe().plan_cache, "hit (memory)");
  po.expected_products = 0;  // a choice for another count may differ: its own entry
  EXPECT_EQ(plan(ctx, a, po).describe().plan_cache, "miss");
  const auto p = plan(ctx, a, po);
  EXPECT_EQ(p.describe().plan_cache, "hit (memory)");
  EXPECT_EQ(p.describe().selection.find("least conversion"), std::string::npos)
      << "with 0 expected products the fastest product is kept: " << p.describe().selection;
  test::remove_cache_dir(o.cache.dir);
}

TEST(CpuPlan, ApplyChecksSpanSizes) {
  auto o = isolated_options("spans");
  const auto ctx = Context::create(o);
  const auto a = test_matrix<float>("poisson3d:4");
  const auto p = plan(ctx, a);
  std::vector<float> x(static_cast<std::size_t>(a.ncols()) - 1), y(static_cast<std::size_t>(a.nrows()));
  EXPECT_THROW(p.apply(1.0f, std::span<const float>(x), 0.0f, std::span<float>(y)), Error);
  test::remove_cache_dir(o.cache.dir);
}

TEST(Matrix, FromArraysValidates) {
  const std::vector<std::int32_t> rp{0, 1, 2}, ci{0, 5};
  const std::vector<double> v{1.0, 2.0};
  EXPECT_THROW((Matrix<double, std::int32_t>::from_arrays(2, 2, rp, ci, v)), Error)
      << "column 5 of a 2-column matrix";
  const std::vector<std::int32_t> ci_ok{0, 1};
  const auto m = Matrix<double, std::int32_t>::from_arrays(2, 2, rp, ci_ok, v);
  EXPECT_EQ(m.nnz(), 2u);
  EXPECT_NE(m.fingerprint(), 0u);
}

TEST(Context, CpuContextSaysWhichPath) {
  const auto ctx = Context::cpu();
  EXPECT_FALSE(ctx.is_cuda());
  EXPECT_EQ(ctx.cpu_path(), cpu_has_avx512() ? CpuPath::avx512 : CpuPath::portable);
  EXPECT_NE(ctx.description().find(to_string(ctx.cpu_path())), std::string::npos);
  EXPECT_FALSE(ctx.cuda_unavailable_reason().empty());
  ContextOptions o;
  o.force_portable_cpu = true;
  EXPECT_EQ(Context::cpu(o).cpu_path(), CpuPath::portable);
}

TEST(Context, AutomaticFallsBackWithAReason) {
  const auto info = cuda::probe_device();
  const auto ctx = Context::create();
  EXPECT_EQ(ctx.is_cuda(), info.available);
  if (!info.available) {
    EXPECT_FALSE(ctx.cuda_unavailable_reason().empty());
    ContextOptions o;
    o.want = ContextOptions::Want::cuda;
    EXPECT_THROW((void)Context::create(o), Error);
  }
}

