// The CUDA backend on a GPU: every instance compiled by NVRTC against the
// oracle (standard and real matrices, outputs poisoned), AOT/JIT parity,
// host and device pointers, streams, and a second context that compiles
// nothing. Skipped, with the reason, where no device is present.
#include <cuda_runtime.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <string>
#include <vector>

#include "backends/cuda/cuda.hpp"
#include "formats/format.hpp"
#include "spgen/session/embedded.hpp"
#include "spgen/spgen.hpp"
#include "support/cache_dir.hpp"
#include "support/require_device.hpp"
#include "support/test_support.hpp"

namespace fs = std::filesystem;
using namespace spgen;

namespace {

ContextOptions gpu_options(const std::string& name) {
  ContextOptions o;
  o.want = ContextOptions::Want::cuda;
  // One cache per test binary run keeps JIT results shared between tests but
  // never stale across runs of different builds.
  o.cache.dir = fs::temp_directory_path() / ("spgen_cuda_test_" + name + "_" + std::to_string(::getpid()));
  o.cache.disk = true;
  return o;
}

template <typename T>
struct DeviceVector {
  T* p = nullptr;
  std::size_t n = 0;
  explicit DeviceVector(const std::vector<T>& v) : n(v.size()) {
    cuda::check(cudaMalloc(&p, std::max<std::size_t>(n, 1) * sizeof(T)), "cudaMalloc");
    if (n) cuda::check(cudaMemcpy(p, v.data(), n * sizeof(T), cudaMemcpyHostToDevice), "H2D");
  }
  ~DeviceVector() { cudaFree(p); }
  std::vector<T> get() const {
    std::vector<T> v(n);
    if (n) cuda::check(cudaMemcpy(v.data(), p, n * sizeof(T), cudaMemcpyDeviceToHost), "D2H");
    return v;
  }
};

template <typename V, typename I>
std::vector<const KernelEntry*> cuda_instances() {
  const ValueType vt = std::is_same_v<V, float> ? ValueType::f32 : ValueType::f64;
  const IndexType it = std::is_same_v<I, std::int32_t> ? IndexType::i32 : IndexType::i64;
  std::vector<const KernelEntry*> out;
  for (const auto& e : kernel_registry())
    if (e.op == Op::spmv && e.backend == Backend::cuda && e.value_type == vt && e.index_type == it)
      out.push_back(&e);
  return out;
}

// y = alpha A x + beta y on device memory, y poisoned where beta == 0.
template <typename V, typename I>
std::vector<V> run_on_device(const SpmvPlan<V, I>& p, const std::vector<V>& x, V alpha, V beta,
                             std::vector<V> y) {
  if (beta == V(0)) test::fill_poison<V>(y);
  DeviceVector<V> dx(x), dy(y);
  p.apply(alpha, dx.p, beta, dy.p);
  cuda::check(cudaDeviceSynchronize(), "sync");
  return dy.get();
}

// Removes a test's private cache folder when the test ends.
struct CacheDirGuard {
  fs::path dir;
  ~CacheDirGuard() {
    std::error_code ec;
    fs::remove_all(dir, ec);
  }
};

template <typename V, typename I>
void check_instances(bool prefer_aot) {
  const auto opts = gpu_options("instances");
  const CacheDirGuard guard{opts.cache.dir};
  const auto ctx = Context::create(opts);
  const auto instances = cuda_instances<V, I>();
  if (instances.empty()) GTEST_SKIP() << "no CUDA instances for these types in the registry";
  for (const KernelEntry* e : instances) {
    PlanOptions po;
    po.variant = e->name;
    po.prefer_aot = prefer_aot;
    for (const auto& [name, csr] : test::standard_test_matrices<V, I>()) {
      const auto a = Matrix<V, I>::from_csr(csr);
      const auto p_or = test::plan_unless_values_refused([&] { return plan(ctx, a, po); }, e->name + (" on " + name));
      if (!p_or) continue;
      const auto& p = *p_or;
      if (!prefer_aot) {
        EXPECT_NE(p.describe().kernel_source, "aot");
      }
      const auto x = test::random_vector<V>(static_cast<std::size_t>(csr.ncols), ValueKind::small_integers, 7);
      const auto y0 = test::random_vector<V>(static_cast<std::size_t>(csr.nrows), ValueKind::small_integers, 8);
      const auto y1 = run_on_device(p, x, V(1), V(0), y0);
      EXPECT_TRUE(test::spmv_matches(csr.view(), test::to_double(x), 1.0, 0.0, {}, y1, true))
          << e->name << " on " << name;
      const auto y2 = run_on_device(p, x, V(2), V(-1), y0);
      EXPECT_TRUE(test::spmv_matches(csr.view(), test::to_double(x), 2.0, -1.0, test::to_double(y0), y2, true))
          << e->name << " on " << name << " (beta -1)";
    }
    for (const auto& [name, csr] : test::real_test_matrices<V, I>()) {
      const auto a = Matrix<V, I>::from_csr(csr);
      const auto p_or = test::plan_unless_values_refused([&] { return plan(ctx, a, po); }, e->name + (" on " + name));
      if (!p_or) continue;
      const auto& p = *p_or;
      const auto x = test::random_vector<V>(static_cast<std::size_t>(csr.ncols), ValueKind::uniform_real, 9);
      const auto y = run_on_device(p, x, V(1), V(0), std::vector<V>(static_cast<std::size_t>(csr.nrows)));
      EXPECT_TRUE(test::spmv_matches(csr.view(), test::to_double(x), 1.0, 0.0, {}, y, false))
          << e->name << " on " << name;
    }
  }
}

}  // namespace

TEST(CudaPlan, JitInstancesF64I32) { SPGEN_REQUIRE_DEVICE(); check_instances<double, std::int32_t>(false); }
TEST(CudaPlan, JitInstancesF32I32) { SPGEN_REQUIRE_DEVICE(); check_instances<float, std::int32_t>(false); }
TEST(CudaPlan, JitInstancesF64I64) { SPGEN_REQUIRE_DEVICE(); check_instances<double, std::int64_t>(false); }
TEST(CudaPlan, JitInstancesF32I64) { SPGEN_REQUIRE_DEVICE(); check_instances<float, std::int64_t>(false); }

TEST(CudaPlan, AotMatchesJit) {
  SPGEN_REQUIRE_DEVICE();
  const auto opts = gpu_options("parity");
  const CacheDirGuard guard{opts.cache.dir};
  const auto ctx = Context::create(opts);
  if (detail::embedded_cuda_cubins().empty())
    GTEST_SKIP() << "built without AOT cubins (configure with -DCMAKE_CUDA_ARCHITECTURES=" << ctx.cuda_arch() << ")";
  const auto& reals = test::real_test_matrices<double, std::int32_t>();
  int compared = 0, identical = 0;
  for (const KernelEntry* e : cuda_instances<double, std::int32_t>()) {
    if (!find_embedded_cuda_cubin(e->name, ctx.cuda_arch())) continue;
    PlanOptions aot, jit;
    aot.variant = jit.variant = e->name;
    jit.prefer_aot = false;
    for (const auto& [name, csr] : reals) {
      const auto a = Matrix<double, std::int32_t>::from_csr(csr);
      // Value-coded and pattern instances refuse matrices whose values they cannot hold.
      const auto pa_or = test::plan_unless_values_refused([&] { return plan(ctx, a, aot); }, std::string(e->name) + " on " + name);
      if (!pa_or) continue;
      const auto& pa = *pa_or;
      const auto pj = plan(ctx, a, jit);
      ASSERT_EQ(pa.describe().kernel_source, "aot") << e->name;
      ASSERT_NE(pj.describe().kernel_source, "aot") << e->name;
      const auto x = test::random_vector<double>(static_cast<std::size_t>(csr.ncols), ValueKind::uniform_real, 11);
      const std::vector<double> y0(static_cast<std::size_t>(csr.nrows));
      const auto ya = run_on_device(pa, x, 1.0, 0.0, y0);
      const auto yj = run_on_device(pj, x, 1.0, 0.0, y0);
      EXPECT_TRUE(test::spmv_matches(csr.view(), x, 1.0, 0.0, {}, ya, false)) << e->name << " AOT on " << name;
      EXPECT_TRUE(test::spmv_matches(csr.view(), x, 1.0, 0.0, {}, yj, false)) << e->name << " JIT on " << name;
      ++compared;
      if (ya == yj) ++identical;
    }
  }
  if (compared == 0) GTEST_SKIP() << "no AOT cubin for sm_" << ctx.cuda_arch();
  // Same front end and options: the two builds should agree bit for bit.
  EXPECT_EQ(identical, compared) << identical << " of " << compared << " AOT/JIT results identical";
}

TEST(CudaPlan, HostDeviceAndStream) {
  SPGEN_REQUIRE_DEVICE();
  const auto opts = gpu_options("pointers");
  const CacheDirGuard guard{opts.cache.dir};
  const auto ctx = Context::create(opts);
  const auto csr = load_matrix<double, std::int32_t>("poisson3d:20");
  const auto a = Matrix<double, std::int32_t>::from_csr(csr);
  const auto p = plan(ctx, a);
  EXPECT_EQ(p.describe().backend, "cuda");
  const auto x = test::random_vector<double>(static_cast<std::size_t>(csr.ncols), ValueKind::small_integers, 1);
  const auto y0 = test::random_vector<double>(static_cast<std::size_t>(csr.nrows), ValueKind::small_integers, 2);
  // Host memory, staged by the plan.
  std::vector<double> yh = y0;
  p.apply(2.0, x.data(), -1.0, yh.data());
  EXPECT_TRUE(test::spmv_matches(csr.view(), x, 2.0, -1.0, y0, yh, true)) << "host pointers";
  // Device memory on a stream.
  cudaStream_t s = nullptr;
  cuda::check(cudaStreamCreate(&s), "cudaStreamCreate");
  DeviceVector<double> dx(x), dy(y0);
  p.apply(2.0, dx.p, -1.0, dy.p, s);
  cuda::check(cudaStreamSynchronize(s), "sync");
  cudaStreamDestroy(s);
  EXPECT_EQ(dy.get(), yh) << "device pointers on a stream";
}

// A CUDA plan reports its instance's occupancy from its registers and shared
// memory: some resident threads, at most the SM's limit, and its registers.
TEST(CudaPlan, DescribeReportsTheInstancesOccupancy) {
  SPGEN_REQUIRE_DEVICE();
  const auto opts = gpu_options("occupancy");
  const CacheDirGuard guard{opts.cache.dir};
  const auto ctx = Context::create(opts);
  for (const char* spec : {"poisson3d:20", "rmat:10:8"}) {
    const auto p = plan(ctx, Matrix<double, std::int32_t>::from_csr(load_matrix<double, std::int32_t>(spec)));
    const auto& d = p.describe();
    EXPECT_GT(d.sm_occupancy, 0.0) << d.instance;
    EXPECT_LE(d.sm_occupancy, 1.0) << d.instance;
    EXPECT_GT(d.registers, 0) << d.instance;
    EXPECT_NE(d.to_string().find("occupancy:"), std::string::npos) << d.to_string();
  }
  const auto a = Matrix<double, std::int32_t>::from_csr(load_matrix<double, std::int32_t>("poisson3d:20"));
  const auto k = plan_spmm(ctx, a, {.k = 8});
  EXPECT_GT(k.describe().sm_occupancy, 0.0) << k.describe().instance;
  EXPECT_GT(k.describe().registers, 0) << k.describe().instance;
}

TEST(CudaPlan, SecondContextCompilesAndSelectsNothing) {
  SPGEN_REQUIRE_DEVICE();
  auto o = gpu_options("second");
  test::remove_cache_dir(o.cache.dir);
  const auto a = Matrix<double, std::int32_t>::from_csr(load_matrix<double, std::int32_t>("poisson3d:24"));
  PlanOptions po;
  po.prefer_aot = false;  // exercise NVRTC and the disk cache
  const auto ctx1 = Context::create(o);
  const auto p1 = plan(ctx1, a, po);
  EXPECT_EQ(p1.describe().kernel_source, "compiled");
  EXPECT_EQ(ctx1.kernel_cache().counters().compiles, 1u);
  const auto p1b = plan(ctx1, a, po);
  EXPECT_EQ(p1b.describe().kernel_source, "memory-cache");
  EXPECT_EQ(p1b.describe().plan_cache, "hit (memory)");

  const auto ctx2 = Context::create(o);  // a new process, in effect
  const auto p2 = plan(ctx2, a, po);
  EXPECT_EQ(p2.describe().plan_cache, "hit (disk)");
  EXPECT_EQ(p2.describe().kernel_source, "disk-cache");
  EXPECT_EQ(ctx2.kernel_cache().counters().compiles, 0u);
  EXPECT_EQ(p2.describe().instance, p1.describe().instance);
  std::printf("[ timing ] %s: cold jit %.1f ms, memory hit %.3f ms, disk hit %.3f ms\n",
              p1.describe().instance.c_str(), p1.describe().setup.jit_ms,
              p1b.describe().setup.jit_ms, p2.describe().setup.jit_ms);
  RecordProperty("cold_jit_ms", std::to_string(p1.describe().setup.jit_ms));
  RecordProperty("disk_hit_ms", std::to_string(p2.describe().setup.jit_ms));
  test::remove_cache_dir(o.cache.dir);
}

// The CUDA rule's branches (plan.hpp): SELL-P for a large regular matrix,
// else CSR-Stream tiles timed against other tile shapes (and, up to 1M
// nonzeros, row-segment instances). Each plan also checked against the
// oracle, twice (a second product must find the long-row arrival counts
// reset).
TEST(CudaPlan, RuleBranches) {
  SPGEN_REQUIRE_DEVICE();
  auto o = gpu_options("rule");
  o.cache.disk = false;
  const auto ctx = Context::create(o);
  PlanOptions po;
  po.use_plan_cache = false;
  po.use_model = false;  // the rule's branches, whatever calibration this device has (ctest also sets SPGEN_DISABLE_MODEL)
  // What the rule must pick, asked of the kept format's descriptor (no format
  // is named outside its own files): SELL-P is the one that permutes rows,
  // CSR-Stream's work units are tiles.
  enum class Want { sell_2_per_row, tiles_timed, any_timed };
  const struct {
    const char* matrix;
    Want want;
  } cases[] = {
      {"poisson3d:64", Want::sell_2_per_row},   // 6.9M nnz, 27 per row: bandwidth-bound, regular
      {"rmat:20:8", Want::tiles_timed},         // 8.4M nnz, long-tailed rows: SELL-P's beta too low
      {"banded:200000:3", Want::tiles_timed},   // 1.4M nnz: CSR-Stream tile shapes timed
      {"banded:50000:3", Want::any_timed},      // 350k nnz: launch-bound, row segments timed too
      {"rmat:14:8", Want::any_timed},           // 131k nnz with long rows
  };
  for (const auto& c : cases) {
    const auto a = Matrix<double, std::int32_t>::from_csr(load_matrix<double, std::int32_t>(c.matrix));
    const auto p = plan(ctx, a, po);
    const auto& d = p.describe();
    const auto* e = find_kernel(d.instance);
    ASSERT_NE(e, nullptr) << d.instance;
    const auto caps = formats::format_of<double, std::int32_t>(*e).capabilities();
    if (c.want == Want::sell_2_per_row) {
      // Two threads per row: t2, or t4 where each thread owns two rows.
      EXPECT_TRUE(caps.permutes_rows) << c.matrix << ": " << d.selection;
      EXPECT_EQ(e->param("threads_per_row"), 2 * e->param_or("rows_per_thread", 1)) << c.matrix << ": " << d.instance;
      EXPECT_EQ(d.selection.find("timed"), std::string::npos) << c.matrix << ": " << d.selection;
    } else {
      if (c.want == Want::tiles_timed) {
        EXPECT_EQ(caps.work_unit, "tiles") << c.matrix << ": " << d.selection;
      }
      EXPECT_FALSE(caps.permutes_rows) << c.matrix << ": " << d.instance;
      EXPECT_NE(d.selection.find("timed on this matrix"), std::string::npos) << c.matrix << ": " << d.selection;
      EXPECT_GT(d.setup.selection_ms, 0.0) << c.matrix;
    }
    const auto x = test::random_vector<double>(static_cast<std::size_t>(a.ncols()), ValueKind::uniform_real, 7);
    const auto y = run_on_device(p, x, 1.0, 0.0, std::vector<double>(a.nrows()));
    EXPECT_TRUE(test::spmv_matches(a.view(), x, 1.0, 0.0, {}, y, false))
        << c.matrix;
    const auto y2 = run_on_device(p, x, 2.0, -1.0, y);
    EXPECT_TRUE(test::spmv_matches(a.view(), x, 2.0, -1.0, y, y2, false)) << c.matrix << " (second product)";
  }
  // Which SELL instance (unroll, rows per thread) each format proposes is
  // host code, checked without a GPU in tests/formats (test_sellp*.cpp).
}

namespace {

// Eight products chained through two device vectors, b1 = αA·b0 + βb1 then
// b0 = αA·b1 + βb0 and so on: each product reads what the previous one wrote
// (x) and overwrites what it read (y). With programmatic dependent launch
// (sm_90+) a product starts before the previous one ends, so this checks that
// every kernel waits for it before touching x and y. The chain is queued with
// no synchronisation; the truth is the same chain with ordinary launches and a
// synchronisation after each product, each step checked against the oracle.
// Kernels are deterministic, so the two chains must agree bit for bit.
// `variant`: an instance name, or "" for the rule (timed at plan time, its
// candidates sharing one device copy of the CSR arrays).
template <typename V>
void check_chain(const Context& ctx, const std::string& variant, const std::string& name,
                 const Csr<V, std::int32_t>& csr) {
  constexpr int kSteps = 8;
  const auto a = Matrix<V, std::int32_t>::from_csr(csr);
  double max_row = 0;  // α = 1 / max_i Σ_j |a_ij| keeps the vectors bounded
  for (std::int32_t r = 0; r < csr.nrows; ++r) {
    double s = 0;
    for (auto k = csr.row_ptr[r]; k < csr.row_ptr[r + 1]; ++k) s += std::abs(static_cast<double>(csr.values[k]));
    max_row = std::max(max_row, s);
  }
  const V alpha = static_cast<V>(max_row > 0 ? 1.0 / max_row : 1.0);
  const V beta = V(0.5);
  const auto x = test::random_vector<V>(static_cast<std::size_t>(csr.ncols), ValueKind::uniform_real, 21);
  const auto y = test::random_vector<V>(static_cast<std::size_t>(csr.nrows), ValueKind::uniform_real, 22);

  PlanOptions chained;
  chained.variant = variant;
  chained.use_plan_cache = false;
  const auto pc_or = test::plan_unless_values_refused([&] { return plan(ctx, a, chained); }, variant + " on " + name);
  if (!pc_or) return;
  const auto& pc = *pc_or;
  // The truth runs the instance the chained plan kept (a rule plan is timed).
  PlanOptions ordinary = chained;
  ordinary.variant = pc.describe().instance;
  ordinary.dependent_launch = false;
  const auto po = plan(ctx, a, ordinary);
  if (ctx.cuda_arch() >= 90) {
    ASSERT_EQ(pc.describe().launch, "programmatic dependent") << variant;
  }
  ASSERT_EQ(po.describe().launch, "ordinary") << variant;
  const std::string e_name = pc.describe().instance + (variant.empty() ? " (the rule's plan)" : "");

  DeviceVector<V> c0(x), c1(y), s0(x), s1(y);
  for (int k = 0; k < kSteps; ++k) {
    const bool even = k % 2 == 0;
    pc.apply(alpha, even ? c0.p : c1.p, beta, even ? c1.p : c0.p);
  }
  cuda::check(cudaDeviceSynchronize(), "sync");
  for (int k = 0; k < kSteps; ++k) {
    const bool even = k % 2 == 0;
    const auto in = (even ? s0 : s1).get();
    const auto before = (even ? s1 : s0).get();
    po.apply(alpha, even ? s0.p : s1.p, beta, even ? s1.p : s0.p);
    cuda::check(cudaDeviceSynchronize(), "sync");
    ASSERT_TRUE(test::spmv_matches(csr.view(), test::to_double(in), static_cast<double>(alpha),
                                   static_cast<double>(beta), test::to_double(before),
                                   (even ? s1 : s0).get(), false))
        << e_name << " on " << name << ", step " << k;
  }
  EXPECT_EQ(c0.get(), s0.get()) << e_name << " on " << name;
  EXPECT_EQ(c1.get(), s1.get()) << e_name << " on " << name;
}

template <typename V>
void check_chains() {
  auto o = gpu_options("chain");
  o.cache.disk = false;
  const auto ctx = Context::create(o);
  std::vector<std::pair<std::string, const Csr<V, std::int32_t>*>> square;
  for (const auto& [name, csr] : test::standard_test_matrices<V, std::int32_t>())
    if (csr.nrows == csr.ncols && csr.nrows > 0) square.emplace_back(name, &csr);
  for (const auto& [name, csr] : test::real_test_matrices<V, std::int32_t>())
    if (csr.nrows == csr.ncols && csr.nnz() < 500'000) square.emplace_back(name, &csr);
  ASSERT_FALSE(square.empty());
  for (const KernelEntry* e : cuda_instances<V, std::int32_t>())
    for (const auto& [name, csr] : square) check_chain<V>(ctx, e->name, name, *csr);
  for (const auto& [name, csr] : square) check_chain<V>(ctx, "", name, *csr);  // the rule's plan
}

}  // namespace

TEST(CudaPlan, DependentLaunchChainsMatchSynchronisedProductsF64) {
  SPGEN_REQUIRE_DEVICE();
  check_chains<double>();
}
TEST(CudaPlan, DependentLaunchChainsMatchSynchronisedProductsF32) {
  SPGEN_REQUIRE_DEVICE();
  check_chains<float>();
}
