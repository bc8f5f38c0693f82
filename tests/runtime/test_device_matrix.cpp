// spgen::DeviceMatrix: a CSR in device memory checked on the device with
// spgen::validate()'s words, its fingerprint, its host copy (staged
// downloads included), and the plans made from it against the oracle and
// against the plans of the same host matrix (bit for bit where both convert
// on the device), with no host copy on a plan-cache hit. The device tests
// skip, with the reason, where no CUDA device answers.
#include <cuda_runtime.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "backends/cuda/cuda.hpp"
#include "backends/cuda/device_pool.hpp"
#include "backends/cuda/kernel_preload.hpp"
#include "formats/format.hpp"
#include "plan/features.hpp"
#include "spgen/spgen.hpp"
#include "support/require_device.hpp"
#include "support/spmm_check.hpp"
#include "support/test_support.hpp"

namespace spgen::test {
namespace {

namespace fs = std::filesystem;

Context gpu_context() {
  ContextOptions o;
  o.want = ContextOptions::Want::cuda;
  o.cache.dir = fs::temp_directory_path() / ("spgen_device_matrix_test_" + std::to_string(::getpid()));
  o.cache.disk = true;
  return Context::create(o);
}

// A device copy of a host array, freed at scope exit.
template <typename T>
struct DeviceArray {
  T* p = nullptr;
  explicit DeviceArray(const std::vector<T>& v) {
    cuda::check(cudaMalloc(&p, std::max<std::size_t>(v.size(), 1) * sizeof(T)), "cudaMalloc");
    if (!v.empty()) cuda::check(cudaMemcpy(p, v.data(), v.size() * sizeof(T), cudaMemcpyHostToDevice), "H2D");
  }
  DeviceArray(const DeviceArray&) = delete;
  DeviceArray& operator=(const DeviceArray&) = delete;
  ~DeviceArray() { cudaFree(p); }
};

// y = A x by `p` (x random, y poisoned first so unwritten rows show) against
// the double-precision oracle.
template <typename V, typename I>
::testing::AssertionResult product_matches_oracle(const SpmvPlan<V, I>& p, const Csr<V, I>& csr) {
  const auto x = random_vector<V>(static_cast<std::size_t>(csr.ncols), ValueKind::uniform_real, 5);
  std::vector<V> y(static_cast<std::size_t>(csr.nrows));
  fill_poison<V>(y);
  p.apply(V(1), x, V(0), y);
  return spmv_matches(csr.view(), to_double(x), 1.0, 0.0, {}, y, false);
}

// A CSR's arrays on the device, viewed as a DeviceMatrix.
template <typename V, typename I>
struct OnDevice {
  DeviceArray<I> row_ptr, col_idx;
  DeviceArray<V> values;
  explicit OnDevice(const Csr<V, I>& a) : row_ptr(a.row_ptr), col_idx(a.col_idx), values(a.values) {}
  DeviceMatrix<V, I> view(const Context& ctx, I nrows, I ncols) const {
    return DeviceMatrix<V, I>::view(ctx, nrows, ncols, row_ptr.p, col_idx.p, values.p);
  }
};

TEST(DeviceMatrix, CpuContextIsRefused) {
  ContextOptions o;
  o.want = ContextOptions::Want::cpu;
  const Context cpu = Context::create(o);
  const std::int32_t row_ptr[] = {0, 0};
  // A CUDA build names the context; a build without the toolkit says so.
  EXPECT_TRUE(throws_error([&] { (void)DeviceMatrix<double, std::int32_t>::view(cpu, 1, 1, row_ptr, nullptr, nullptr); },
                           {"DeviceMatrix"}));
  const auto m = error_message([&] { (void)DeviceMatrix<double, std::int32_t>::view(cpu, 1, 1, row_ptr, nullptr, nullptr); });
  ASSERT_TRUE(m.has_value());
  EXPECT_TRUE(m->find("needs a CUDA context") != std::string::npos ||
              m->find("built without the CUDA toolkit") != std::string::npos)
      << *m;
}

// Each broken CSR is refused with the message spgen::validate() gives for
// it on the host, after "DeviceMatrix: ".
TEST(DeviceMatrix, ChecksNameTheFirstViolationAsValidateDoes) {
  SPGEN_REQUIRE_DEVICE();
  const Context ctx = gpu_context();
  using C = Csr<double, std::int32_t>;
  auto csr = [](std::int32_t nrows, std::int32_t ncols, std::vector<std::int32_t> rp, std::vector<std::int32_t> ci) {
    C c;
    c.nrows = nrows;
    c.ncols = ncols;
    c.row_ptr = std::move(rp);
    c.col_idx = std::move(ci);
    c.values.assign(c.col_idx.size(), 1.0);
    return c;
  };
  const std::vector<std::pair<std::string, C>> broken = {
      {"row_ptr[0] not 0", csr(2, 4, {1, 2, 3}, {0, 1, 2})},
      {"row_ptr decreases", csr(3, 4, {0, 2, 1, 3}, {0, 1, 2})},
      {"column past ncols", csr(2, 4, {0, 2, 3}, {0, 1, 4})},
      {"negative column", csr(2, 4, {0, 2, 3}, {0, 1, -1})},
      {"duplicated column", csr(2, 4, {0, 3, 4}, {0, 2, 2, 1})},
      {"unsorted column", csr(3, 4, {0, 1, 1, 4}, {3, 0, 2, 1})},
      {"unsorted after an empty row", csr(4, 9, {0, 2, 2, 2, 4}, {1, 5, 7, 6})},
  };
  for (const auto& [what, c] : broken) {
    const auto host = error_message([&] { validate(c.view()); });
    ASSERT_TRUE(host.has_value()) << what << ": validate() accepts it";
    const OnDevice<double, std::int32_t> d(c);
    const auto device = error_message([&] { (void)d.view(ctx, c.nrows, c.ncols); });
    ASSERT_TRUE(device.has_value()) << what << ": accepted on the device";
    EXPECT_EQ(*device, "DeviceMatrix: " + *host) << what;
  }
  // Host memory, and a null array with entries.
  const auto good = csr(2, 4, {0, 2, 3}, {0, 1, 2});
  const OnDevice<double, std::int32_t> d(good);
  EXPECT_TRUE(throws_error(
      [&] { (void)DeviceMatrix<double, std::int32_t>::view(ctx, 2, 4, good.row_ptr.data(), d.col_idx.p, d.values.p); },
      {"row_ptr is host memory"}));
  EXPECT_TRUE(throws_error([&] { (void)DeviceMatrix<double, std::int32_t>::view(ctx, 2, 4, d.row_ptr.p, nullptr, d.values.p); },
                           {"col_idx is null"}));
  EXPECT_TRUE(throws_error([&] { (void)DeviceMatrix<double, std::int32_t>::view(ctx, -1, 4, d.row_ptr.p, d.col_idx.p, d.values.p); },
                           {"negative dimension"}));
  const auto ok = d.view(ctx, 2, 4);
  EXPECT_EQ(ok.nnz(), 3U);
}

// The structure decides the fingerprint: values do not, index widths do
// not, one moved column does.
TEST(DeviceMatrix, FingerprintFollowsTheStructure) {
  SPGEN_REQUIRE_DEVICE();
  const Context ctx = gpu_context();
  RandomMatrixOptions o{.rows = 5000, .cols = 4000, .mean_row_length = 12, .seed = 9};
  const auto a = random_matrix<double, std::int32_t>(o);
  auto other_values = a;
  for (auto& v : other_values.values) v = -2 * v + 1;
  auto moved = a;  // a row's first column one to the left: still sorted
  std::int32_t r = 0;
  while (moved.row_ptr[r + 1] == moved.row_ptr[r] || moved.col_idx[moved.row_ptr[r]] == 0) ++r;
  --moved.col_idx[moved.row_ptr[r]];
  const auto wide = convert<double, std::int64_t>(a.view());

  const OnDevice<double, std::int32_t> da(a), dv(other_values), dm(moved);
  const OnDevice<double, std::int64_t> dw(wide);
  const auto fa = da.view(ctx, a.nrows, a.ncols).fingerprint();
  EXPECT_EQ(dv.view(ctx, a.nrows, a.ncols).fingerprint(), fa);
  EXPECT_EQ(dw.view(ctx, wide.nrows, wide.ncols).fingerprint(), fa);
  using Uploaded = DeviceMatrix<double, std::int32_t>;
  EXPECT_EQ(Uploaded::upload(ctx, Matrix<double, std::int32_t>::from_csr(a)).fingerprint(), fa);
  EXPECT_NE(dm.view(ctx, a.nrows, a.ncols).fingerprint(), fa);
  EXPECT_NE(da.view(ctx, a.nrows, a.ncols + 1).fingerprint(), fa);
}

// The host copy is the matrix, also through the staged download (over 32 MB).
TEST(DeviceMatrix, HostCopyIsTheMatrix) {
  SPGEN_REQUIRE_DEVICE();
  const Context ctx = gpu_context();
  RandomMatrixOptions o{.rows = 400000, .cols = 400000, .mean_row_length = 12, .values = ValueKind::uniform_real, .seed = 4};
  const auto a = random_matrix<double, std::int32_t>(o);
  ASSERT_GT(a.values.size() * sizeof(double), std::size_t{32} << 20);
  const auto d = DeviceMatrix<double, std::int32_t>::upload(ctx, Matrix<double, std::int32_t>::from_csr(a));
  EXPECT_EQ(d.download_ms(), 0.0);
  const auto back = d.to_host();
  EXPECT_GT(d.download_ms(), 0.0);
  EXPECT_EQ(back.csr().row_ptr, a.row_ptr);
  EXPECT_EQ(back.csr().col_idx, a.col_idx);
  EXPECT_EQ(std::memcmp(back.csr().values.data(), a.values.data(), a.values.size() * sizeof(double)), 0);
}

// Rows whose columns lie partly within the diagonal band, partly outside it
// on either side (the count of near entries searches each row's sorted
// columns for the band), rows wholly inside, a long row, empty rows, and
// columns at the band's edges.
template <typename V, typename I>
Csr<V, I> rows_across_the_band() {
  Csr<V, I> a;
  a.nrows = 9000;
  a.ncols = 20000;  // scale 20000/9000, reach max(64, 312.5)
  a.row_ptr.assign(1, 0);
  for (I r = 0; r < a.nrows; ++r) {
    std::vector<I> cols;
    const double diagonal = static_cast<double>(r) * 20000.0 / 9000.0;
    if (r == 0) {
      for (I k = 0; k < 10000; ++k) cols.push_back(2 * k);  // near, then far
    } else if (r % 7 == 1) {
      // The band's edges and one past each.
      for (const double d : {-313.5, -312.5, -311.5, 0.0, 311.5, 312.5, 313.5}) {
        const double c = std::floor(diagonal + d);
        if (c >= 0 && c < a.ncols && (cols.empty() || c > cols.back()))
          cols.push_back(static_cast<I>(c));
      }
    } else if (r % 7 == 2) {  // far on both sides, near between
      for (const I c : {I{0}, static_cast<I>(diagonal), static_cast<I>(a.ncols - 1)})
        if (cols.empty() || c > cols.back()) cols.push_back(c);
    } else if (r % 7 != 3 && !(r >= 6000 && r < 6100)) {  // near only; the others empty
      for (I k = 0; k < 5; ++k)
        cols.push_back(std::min<I>(a.ncols - 5, static_cast<I>(diagonal)) + k);
    }
    for (const I c : cols) {
      a.col_idx.push_back(c);
      a.values.push_back(V(1));
    }
    a.row_ptr.push_back(static_cast<I>(a.col_idx.size()));
  }
  validate(a.view());
  return a;
}

// The rule's features of a device matrix equal the host's, exactly.
template <typename V, typename I>
void expect_host_features() {
  std::vector<NamedMatrix<V, I>> matrices = standard_test_matrices<V, I>();
  matrices.push_back({"poisson3d:24", poisson3d<V, I>(24)});
  matrices.push_back({"rmat:14:8", rmat<V, I>(14, 8)});
  matrices.push_back({"rows across the band", rows_across_the_band<V, I>()});
  // A row past the exact length bins, and rows of 64+ entries (read back
  // in a second copy).
  for (const auto d : {RowDistribution::one_dense_row, RowDistribution::power_law})
    matrices.push_back(
        {"random " + std::to_string(static_cast<int>(d)),
         random_matrix<V, I>(
             {.rows = 30000, .cols = 3000, .mean_row_length = 20, .distribution = d})});
  for (const auto& [name, csr] : matrices) {
    const OnDevice<V, I> d(csr);
    for (const bool gaps : {true, false}) {
      const Features want = compute_features(csr.view(), gaps);
      const Features got =
          compute_features_on_device<I>(csr.nrows, csr.ncols, static_cast<std::int64_t>(csr.nnz()),
                                        d.row_ptr.p, d.col_idx.p, gaps);
      EXPECT_EQ(got.column_gaps_counted, gaps) << name;
      EXPECT_EQ(got.nrows, want.nrows) << name;
      EXPECT_EQ(got.ncols, want.ncols) << name;
      EXPECT_EQ(got.nnz, want.nnz) << name;
      EXPECT_EQ(got.max_row, want.max_row) << name;
      EXPECT_EQ(got.mean_row, want.mean_row) << name;
      EXPECT_EQ(got.cv_row, want.cv_row) << name;
      EXPECT_EQ(got.near_diagonal, want.near_diagonal) << name;
      EXPECT_EQ(got.row_lengths, want.row_lengths) << name;
      EXPECT_EQ(got.column_gaps, want.column_gaps) << name;
    }
  }
}

TEST(DeviceMatrix, FeaturesEqualTheHostOnes) {
  SPGEN_REQUIRE_DEVICE();
  expect_host_features<double, std::int32_t>();
  expect_host_features<float, std::int64_t>();
}

// SpMM plans from a device matrix: the oracle on the standard matrices (both
// ops); on power-law rows, the A·X plan equals the host plan bit for bit
// (the same storage, built on the device from either), and a second
// DeviceMatrix over the same arrays hits the plan cache and never downloads.
template <typename T>
class DeviceMatrixPlans : public ::testing::Test {};
using Types = ::testing::Types<std::pair<double, std::int32_t>, std::pair<float, std::int64_t>>;
TYPED_TEST_SUITE(DeviceMatrixPlans, Types);

TYPED_TEST(DeviceMatrixPlans, SpmmMatchesOracle) {
  SPGEN_REQUIRE_DEVICE();
  using V = typename TypeParam::first_type;
  using I = typename TypeParam::second_type;
  const Context ctx = gpu_context();
  for (const auto& [name, csr] : standard_test_matrices<V, I>()) {
    const OnDevice<V, I> d(csr);
    const auto a = d.view(ctx, csr.nrows, csr.ncols);
    for (const SpmmOp op : {SpmmOp::none, SpmmOp::transpose}) {
      SpmmOptions so;
      so.k = 33;
      so.op = op;
      const auto plan = plan_spmm(ctx, a, so);
      for (const std::int64_t k : {1, 33})
        check_product(plan, csr.view(), k, Layout::row_major, 1.0, k == 1 ? -0.5 : 0.0, false,
                      name + " op=" + to_string(op) + " " + plan.describe().instance);
    }
  }
}

// Aᵀ·X from a device matrix: the column panels are built there (no host
// copy), and equal the host matrix's (converted on the device from an
// upload), so the deterministic products agree bit for bit.
TYPED_TEST(DeviceMatrixPlans, TransposeConvertsWithoutHostCopy) {
  SPGEN_REQUIRE_DEVICE();
  using V = typename TypeParam::first_type;
  using I = typename TypeParam::second_type;
  const Context ctx = gpu_context();
  const auto csr = random_matrix<V, I>({.rows = 20000, .cols = 9000, .mean_row_length = 30,
                                        .distribution = RowDistribution::power_law,
                                        .values = ValueKind::uniform_real, .seed = 12});
  const OnDevice<V, I> d(csr);
  const auto dm = d.view(ctx, csr.nrows, csr.ncols);
  SpmmOptions so;
  so.k = 8;
  so.op = SpmmOp::transpose;
  so.plan.use_plan_cache = false;
  const auto plan = plan_spmm(ctx, dm, so);
  EXPECT_NE(plan.describe().params.find("from=device_matrix"), std::string::npos) << plan.describe().params;
  EXPECT_EQ(dm.download_ms(), 0.0) << plan.describe().selection;
  check_product(plan, csr.view(), 8, Layout::col_major, 0.75, -0.5, false, "Aᵀ·X from the device");
  const auto host_plan = plan_spmm(ctx, Matrix<V, I>::from_csr(csr), so);
  ASSERT_EQ(host_plan.describe().instance, plan.describe().instance);
  const auto x = random_vector<V>(static_cast<std::size_t>(csr.nrows) * 8, ValueKind::uniform_real, 5);
  std::vector<V> y1(static_cast<std::size_t>(csr.ncols) * 8), y2(y1.size());
  plan.apply(V(1), dense<const V>(x.data(), csr.nrows, 8), V(0), dense<V>(y1.data(), csr.ncols, 8));
  host_plan.apply(V(1), dense<const V>(x.data(), csr.nrows, 8), V(0), dense<V>(y2.data(), csr.ncols, 8));
  EXPECT_EQ(std::memcmp(y1.data(), y2.data(), y1.size() * sizeof(V)), 0);
}

TYPED_TEST(DeviceMatrixPlans, CacheHitConvertsWithoutHostCopy) {
  SPGEN_REQUIRE_DEVICE();
  using V = typename TypeParam::first_type;
  using I = typename TypeParam::second_type;
  const Context ctx = gpu_context();
  RandomMatrixOptions o{.rows = 30000, .cols = 4000, .mean_row_length = 40,
                        .distribution = RowDistribution::power_law, .values = ValueKind::uniform_real, .seed = 6};
  const auto csr = random_matrix<V, I>(o);
  const OnDevice<V, I> d(csr);
  SpmmOptions so;
  so.k = 8;
  const auto first = plan_spmm(ctx, d.view(ctx, csr.nrows, csr.ncols), so);  // the rule, on the device
  EXPECT_FALSE(first.describe().plan_cache_hit);
  const auto again = d.view(ctx, csr.nrows, csr.ncols);
  const auto second = plan_spmm(ctx, again, so);
  EXPECT_TRUE(second.describe().plan_cache_hit);
  EXPECT_EQ(second.describe().instance, first.describe().instance);
  EXPECT_NE(second.describe().params.find("from=device_matrix"), std::string::npos) << second.describe().params;
  EXPECT_EQ(again.download_ms(), 0.0) << second.describe().selection;
  EXPECT_EQ(second.describe().selection.find("host copy"), std::string::npos) << second.describe().selection;
  check_product(second, csr.view(), 8, Layout::row_major, 0.75, -0.5, false, "power-law rows from the device");

  // The host plan of the same matrix converts on the device from an upload:
  // the same arrays, so the same bits.
  const auto host_plan = plan_spmm(ctx, Matrix<V, I>::from_csr(csr), so);
  ASSERT_EQ(host_plan.describe().instance, second.describe().instance);
  const auto x = random_vector<V>(static_cast<std::size_t>(csr.ncols) * 8, ValueKind::uniform_real, 3);
  std::vector<V> y1(static_cast<std::size_t>(csr.nrows) * 8), y2(y1.size());
  second.apply(V(1), dense<const V>(x.data(), csr.ncols, 8), V(0), dense<V>(y1.data(), csr.nrows, 8));
  host_plan.apply(V(1), dense<const V>(x.data(), csr.ncols, 8), V(0), dense<V>(y2.data(), csr.nrows, 8));
  EXPECT_EQ(std::memcmp(y1.data(), y2.data(), y1.size() * sizeof(V)), 0);
}

// A cold plan (no plan cache) from a device matrix reads it on the device:
// the same choice and the same estimates as the host matrix's rule, and a
// host copy only where the chosen format converts on the host.
TYPED_TEST(DeviceMatrixPlans, ColdRuleMatchesTheHostRule) {
  SPGEN_REQUIRE_DEVICE();
  using V = typename TypeParam::first_type;
  using I = typename TypeParam::second_type;
  const Context ctx = gpu_context();
  std::vector<NamedMatrix<V, I>> matrices = standard_test_matrices<V, I>();
  matrices.push_back({"power-law rows", random_matrix<V, I>({.rows = 30000, .cols = 4000, .mean_row_length = 40,
                                                              .distribution = RowDistribution::power_law,
                                                              .values = ValueKind::uniform_real, .seed = 6})});
  matrices.push_back({"poisson3d:24", poisson3d<V, I>(24)});
  matrices.push_back({"rmat:14:8", rmat<V, I>(14, 8)});
  for (const auto& [name, csr] : matrices)
    for (const std::int64_t k : {8, 33}) {
      SpmmOptions so;
      so.k = k;
      so.plan.use_plan_cache = false;
      const OnDevice<V, I> d(csr);
      const auto dm = d.view(ctx, csr.nrows, csr.ncols);
      const auto from_device = plan_spmm(ctx, dm, so);
      const auto from_host = plan_spmm(ctx, Matrix<V, I>::from_csr(csr), so);
      const std::string what = name + " k=" + std::to_string(k);
      EXPECT_EQ(from_device.describe().instance, from_host.describe().instance) << what;
      // The same estimates; a host copy only for a format converted on the host.
      const std::string& selection = from_device.describe().selection;
      const std::size_t note = selection.find("; the device matrix's host copy");
      EXPECT_EQ(selection.substr(0, note), from_host.describe().selection) << what;
      const bool converted_there = from_device.describe().params.find("from=device_matrix") != std::string::npos;
      EXPECT_EQ(note == std::string::npos, converted_there) << what << ": " << selection;
      check_product(from_device, csr.view(), k, Layout::row_major, 1.0, 0.5, false, what);
    }
}

// SpMV plans from a device matrix match the oracle, and keep none of its
// arrays: the products stay right once the caller has freed them.
TYPED_TEST(DeviceMatrixPlans, SpmvMatchesOracleAfterTheArraysAreFreed) {
  SPGEN_REQUIRE_DEVICE();
  using V = typename TypeParam::first_type;
  using I = typename TypeParam::second_type;
  const Context ctx = gpu_context();
  for (const auto& [name, csr] : standard_test_matrices<V, I>()) {
    auto d = std::make_unique<OnDevice<V, I>>(csr);
    PlanOptions po;
    po.use_plan_cache = false;  // the rule, and the conversion of its pick (CSR-Stream's copies its arrays on the device)
    const auto p = plan(ctx, d->view(ctx, csr.nrows, csr.ncols), po);
    d.reset();
    EXPECT_TRUE(product_matches_oracle(p, csr)) << name << " " << p.describe().instance;
  }
}

// `format`'s first CUDA instance of `op` for these types that converts on
// the device and that `also` accepts, or null.
template <SupportedValue V, SupportedIndex I>
const KernelEntry* first_device_instance(const formats::Format<V, I>& format, Op op,
                                         const std::function<bool(const KernelEntry&)>& also = {}) {
  for (const auto& k : kernel_registry())
    if (k.format == format.name() && k.backend == Backend::cuda && k.op == op && k.value_type == value_type_of<V>() &&
        k.index_type == index_type_of<I>() && format.converts_on_device(k) && (!also || also(k)))
      return &k;
  return nullptr;
}

// Every format that converts on the device, its first CUDA SpMV instance
// with stored values planned by name from a device matrix, its conversion
// parameters left to its rule: converted there with no host copy (the rule
// reads the copied row pointers), and its products match the oracle once
// the caller's arrays are freed.
TYPED_TEST(DeviceMatrixPlans, EveryDeviceConversionByName) {
  SPGEN_REQUIRE_DEVICE();
  using V = typename TypeParam::first_type;
  using I = typename TypeParam::second_type;
  const Context ctx = gpu_context();
  std::vector<NamedMatrix<V, I>> matrices = standard_test_matrices<V, I>();
  matrices.push_back({"power-law rows", random_matrix<V, I>({.rows = 3000, .cols = 2000, .mean_row_length = 12,
                                                             .distribution = RowDistribution::power_law,
                                                             .values = ValueKind::uniform_real, .seed = 8})});
  int formats_run = 0;
  for (const auto* format : formats::registered_formats<V, I>()) {
    const KernelEntry* e = first_device_instance(*format, Op::spmv, [](const KernelEntry& k) {
      return k.param_or("value_codes", 0) == 0 && k.param_or("pattern", 0) == 0;
    });
    if (!e) continue;
    ++formats_run;
    for (const auto& [name, csr] : matrices) {
      const std::string what = std::string(e->name) + " on " + name;
      auto d = std::make_unique<OnDevice<V, I>>(csr);
      const auto dm = d->view(ctx, csr.nrows, csr.ncols);
      PlanOptions po;
      po.variant = e->name;
      po.use_plan_cache = false;
      const auto p = std::make_unique<SpmvPlan<V, I>>(plan(ctx, dm, po));
      d.reset();
      EXPECT_NE(p->describe().params.find("from=device_matrix"), std::string::npos) << what << ": " << p->describe().params;
      EXPECT_EQ(dm.download_ms(), 0.0) << what << ": " << p->describe().selection;
      EXPECT_TRUE(product_matches_oracle(*p, csr)) << what;
    }
  }
  EXPECT_GE(formats_run, 13) << "csrstream, csr, ell, ellr, pjds, coo, hyb, rowseg, axc and the four AXT variants convert "
                                 "SpMV storage on the device for every type (sellp and sellp_c16 too where built for "
                                 "these types)";
}

// Every format with CUDA SpMM instances that converts on the device, its
// first instance of each op planned by name from a device matrix with its
// conversion parameters left to their defaults (which read the copied row
// pointers): no host copy, and products that match the oracle.
TYPED_TEST(DeviceMatrixPlans, EverySpmmDeviceConversionByName) {
  SPGEN_REQUIRE_DEVICE();
  using V = typename TypeParam::first_type;
  using I = typename TypeParam::second_type;
  const Context ctx = gpu_context();
  const auto csr = random_matrix<V, I>({.rows = 3000, .cols = 2000, .mean_row_length = 12,
                                        .distribution = RowDistribution::power_law,
                                        .values = ValueKind::uniform_real, .seed = 9});
  int plans = 0;
  for (const auto* format : formats::registered_formats<V, I>())
    for (const Op op : {Op::spmm, Op::spmm_t}) {
      const KernelEntry* e = first_device_instance(*format, op);
      if (!e) continue;
      ++plans;
      const OnDevice<V, I> d(csr);
      const auto dm = d.view(ctx, csr.nrows, csr.ncols);
      SpmmOptions so;
      so.k = 8;
      so.op = op == Op::spmm_t ? SpmmOp::transpose : SpmmOp::none;
      so.plan.variant = e->name;
      const auto p = plan_spmm(ctx, dm, so);
      EXPECT_NE(p.describe().params.find("from=device_matrix"), std::string::npos) << e->name << ": " << p.describe().params;
      EXPECT_EQ(dm.download_ms(), 0.0) << e->name << ": " << p.describe().selection;
      check_product(p, csr.view(), 8, Layout::row_major, 1.0, -0.5, false, std::string(e->name));
    }
  EXPECT_GE(plans, 4) << "csr, sellp, rsspmm and colpanel have CUDA SpMM instances for every type that convert on the "
                         "device";
}

// A cold SpMV plan (no plan cache) from a device matrix runs the rule on the
// device: the same proposals and estimates as the host matrix's rule (the
// same choice where nothing is timed), and a host copy only where the chosen
// format, or a candidate timed against it, converts on the host.
// poisson3d:64 (7 M nonzeros) is over the 4 M where the CUDA rule takes
// SELL-P with 16-bit columns (its values then coded).
TYPED_TEST(DeviceMatrixPlans, SpmvColdRuleMatchesTheHostRule) {
  SPGEN_REQUIRE_DEVICE();
  using V = typename TypeParam::first_type;
  using I = typename TypeParam::second_type;
  const Context ctx = gpu_context();
  std::vector<NamedMatrix<V, I>> matrices = standard_test_matrices<V, I>();
  matrices.push_back({"poisson3d:64", poisson3d<V, I>(64)});
  matrices.push_back({"rmat:14:8", rmat<V, I>(14, 8)});
  PlanOptions po;
  po.use_plan_cache = false;
  po.use_tuning_db = false;
  for (const auto& [name, csr] : matrices) {
    const OnDevice<V, I> d(csr);
    const auto dm = d.view(ctx, csr.nrows, csr.ncols);
    const auto from_device = plan(ctx, dm, po);
    const auto from_host = plan(ctx, Matrix<V, I>::from_csr(csr), po);
    // Where the rule times candidates (no calibration for these types), the
    // times and so the pick may differ between two plans; what the rule
    // proposed and estimated may not.
    const auto proposed = [](const std::string& s) { return s.substr(0, s.find("; timed on this matrix")); };
    const std::string& selection = from_device.describe().selection;
    const std::size_t note = selection.find("; the device matrix's host copy");
    EXPECT_EQ(proposed(selection.substr(0, note)), proposed(from_host.describe().selection)) << name;
    if (selection.find("; timed on this matrix") == std::string::npos) {
      EXPECT_EQ(from_device.describe().instance, from_host.describe().instance) << name;
    }
    // A host copy where the kept format converts on the host; none where it
    // converts on the device, unless a candidate timed against it converted
    // on the host.
    const bool converted_there = from_device.describe().params.find("from=device_matrix") != std::string::npos;
    if (!converted_there) {
      EXPECT_NE(note, std::string::npos) << name << ": " << selection;
    } else if (selection.find("; timed on this matrix") == std::string::npos) {
      EXPECT_EQ(note, std::string::npos) << name << ": " << selection;
    }
    EXPECT_TRUE(product_matches_oracle(from_device, csr)) << name << " " << from_device.describe().instance;
  }
}

// A CUDA SpMV instance with 8-bit value codes whose format converts on the
// device (its descriptor says so): sellp_c16 with 16-bit columns, built for
// 32-bit indices.
template <typename V, typename I>
const KernelEntry* device_converted_instance() {
  for (const auto& e : kernel_registry())
    if (e.backend == Backend::cuda && e.op == Op::spmv && e.value_type == value_type_of<V>() &&
        e.index_type == index_type_of<I>() && e.param_or("value_codes", 0) == 8 &&
        formats::format_of<V, I>(e).converts_on_device(e))
      return &e;
  return nullptr;
}

// An SpMV plan converted on the device (sellp_c16, coded values where built)
// reads no host copy, cold (an override naming every conversion parameter:
// its format's rule has nothing to fill in) or from the plan cache, and its
// products equal the host matrix's plan bit for bit: both build the same
// arrays on the device.
template <typename V, typename I>
void check_spmv_cache_hit() {
  const Context ctx = gpu_context();
  const KernelEntry* e = device_converted_instance<V, I>();
  ASSERT_NE(e, nullptr) << "no CUDA SpMV instance with value codes converted on the device for these types";
  const auto csr = poisson3d<V, I>(24);
  const OnDevice<V, I> d(csr);
  PlanOptions po;
  po.variant = e->name;
  po.format_params = {{"sigma", 8 * e->param("slice_height")}, {"max_offset", 65535}};
  const auto cold = d.view(ctx, csr.nrows, csr.ncols);
  const auto first = plan(ctx, cold, po);
  EXPECT_FALSE(first.describe().plan_cache_hit);
  EXPECT_EQ(cold.download_ms(), 0.0) << first.describe().selection;
  EXPECT_EQ(first.describe().selection.find("host copy"), std::string::npos) << first.describe().selection;
  const auto again = d.view(ctx, csr.nrows, csr.ncols);
  const auto second = plan(ctx, again, po);
  const auto& desc = second.describe();
  EXPECT_TRUE(desc.plan_cache_hit);
  EXPECT_EQ(desc.instance, e->name);
  EXPECT_NE(desc.params.find("from=device_matrix"), std::string::npos) << desc.params;
  if (e->param_or("value_codes", 0) == 8) {
    EXPECT_NE(desc.params.find("value_codes=8"), std::string::npos) << desc.params;
  }
  EXPECT_EQ(again.download_ms(), 0.0) << desc.selection;
  EXPECT_EQ(desc.selection.find("host copy"), std::string::npos) << desc.selection;

  const auto host_plan = plan(ctx, Matrix<V, I>::from_csr(csr), po);
  EXPECT_NE(host_plan.describe().params.find("device_conversion{"), std::string::npos) << host_plan.describe().params;
  const auto x = random_vector<V>(static_cast<std::size_t>(csr.ncols), ValueKind::uniform_real, 3);
  std::vector<V> y1(static_cast<std::size_t>(csr.nrows)), y2(y1.size());
  second.apply(V(1), x, V(0), y1);
  host_plan.apply(V(1), x, V(0), y2);
  EXPECT_EQ(std::memcmp(y1.data(), y2.data(), y1.size() * sizeof(V)), 0);
  EXPECT_TRUE(spmv_matches(csr.view(), to_double(x), 1.0, 0.0, {}, y1, false)) << desc.instance;
}

// The rule's own plan of a small matrix (CSR-Stream, which converts on the
// device from a device matrix), taken again from the plan cache: no host
// copy, whatever the cold plan timed, and products equal to the cold plan's.
template <typename V, typename I>
void check_rule_cache_hit() {
  const Context ctx = gpu_context();
  const auto csr = random_matrix<V, I>({.rows = 5000, .cols = 4000, .mean_row_length = 12,
                                        .distribution = RowDistribution::power_law,
                                        .values = ValueKind::uniform_real, .seed = 21});
  const OnDevice<V, I> d(csr);
  const auto first = plan(ctx, d.view(ctx, csr.nrows, csr.ncols));
  if (first.describe().params.find("from=device_matrix") == std::string::npos)
    GTEST_SKIP() << "the rule kept " << first.describe().instance << ", converted on the host";
  const auto again = d.view(ctx, csr.nrows, csr.ncols);
  const auto second = plan(ctx, again);
  const auto& desc = second.describe();
  EXPECT_TRUE(desc.plan_cache_hit);
  EXPECT_EQ(desc.instance, first.describe().instance);
  EXPECT_NE(desc.params.find("from=device_matrix"), std::string::npos) << desc.params;
  EXPECT_EQ(again.download_ms(), 0.0) << desc.selection;
  EXPECT_EQ(desc.selection.find("host copy"), std::string::npos) << desc.selection;
  const auto x = random_vector<V>(static_cast<std::size_t>(csr.ncols), ValueKind::uniform_real, 4);
  std::vector<V> y1(static_cast<std::size_t>(csr.nrows)), y2(y1.size());
  first.apply(V(1), x, V(0), y1);
  second.apply(V(1), x, V(0), y2);
  EXPECT_EQ(std::memcmp(y1.data(), y2.data(), y1.size() * sizeof(V)), 0);
  EXPECT_TRUE(spmv_matches(csr.view(), to_double(x), 1.0, 0.0, {}, y2, false)) << desc.instance;
}

TEST(DeviceMatrixSpmv, RuleCacheHitReadsNoHostCopyF64I32) {
  SPGEN_REQUIRE_DEVICE();
  check_rule_cache_hit<double, std::int32_t>();
}
TEST(DeviceMatrixSpmv, RuleCacheHitReadsNoHostCopyF32I64) {
  SPGEN_REQUIRE_DEVICE();
  check_rule_cache_hit<float, std::int64_t>();
}

// A plan made again after its predecessor is gone, as a solver does after
// changing values, takes the blocks the first one gave back to the device's
// pool (backends/cuda/device_pool.hpp): the device's free memory does not
// drop by the plan's arrays a second time, and the product is the first
// plan's, bit for bit. poisson3d:64 (7 M entries) converts on the device.
TEST(DeviceMatrixSpmv, PlanMadeAgainReusesTheFreedBlocks) {
  SPGEN_REQUIRE_DEVICE();
  if (const char* keep = std::getenv("SPGEN_DEVICE_POOL_MB"); keep != nullptr && std::string_view(keep) == "0")
    GTEST_SKIP() << "SPGEN_DEVICE_POOL_MB=0: the pool gives every block back";
  const Context ctx = gpu_context();
  const auto csr = poisson3d<double, std::int32_t>(64);
  const OnDevice<double, std::int32_t> d(csr);
  const auto x = random_vector<double>(static_cast<std::size_t>(csr.ncols), ValueKind::uniform_real, 6);
  std::vector<double> y1(static_cast<std::size_t>(csr.nrows)), y2(y1.size());
  std::string instance;
  {
    const auto first = plan(ctx, d.view(ctx, csr.nrows, csr.ncols));
    if (first.describe().params.find("from=device_matrix") == std::string::npos)
      GTEST_SKIP() << "the rule kept " << first.describe().instance << ", converted on the host";
    first.apply(1.0, x, 0.0, y1);
    instance = first.describe().instance;
  }
  std::size_t free_before = 0, free_after = 0, total = 0;
  cuda::check(cudaMemGetInfo(&free_before, &total), "cudaMemGetInfo");
  const auto second = plan(ctx, d.view(ctx, csr.nrows, csr.ncols));
  cuda::check(cudaMemGetInfo(&free_after, &total), "cudaMemGetInfo");
  ASSERT_EQ(second.describe().instance, instance);
  const std::size_t columns = csr.nnz() * sizeof(std::uint16_t);  // the narrowest column array a plan keeps
  EXPECT_LT(free_before - std::min(free_before, free_after), columns / 2)
      << "the second plan took new device memory: " << second.describe().params;
  second.apply(1.0, x, 0.0, y2);
  EXPECT_EQ(std::memcmp(y1.data(), y2.data(), y1.size() * sizeof(double)), 0);
  EXPECT_TRUE(spmv_matches(csr.view(), to_double(x), 1.0, 0.0, {}, y2, false)) << instance;
}

// Context::create loads every function of the planning kernels' modules
// (backends/cuda/kernel_preload.hpp): a process's first plan then loads none
// of them lazily at its first launch.
TEST(DevicePreload, ContextLoadsThePlanningModules) {
  SPGEN_REQUIRE_DEVICE();
  if (const char* v = std::getenv("SPGEN_PRELOAD_KERNELS");
      v != nullptr && std::string_view(v) == "0")
    GTEST_SKIP() << "SPGEN_PRELOAD_KERNELS=0 turns the preload off";
  const Context gpu = gpu_context();
  const detail::PreloadState s = detail::preload_state();
#if SPGEN_HAVE_DEVICE_CONVERSION
  // The checks, the features and every format's conversion on the device.
  EXPECT_GE(s.modules, 14);
#endif
  if (!s.walked) GTEST_SKIP() << "this driver cannot list a module's functions (CUDA before 12.4)";
  EXPECT_GT(s.functions, s.modules);
  EXPECT_EQ(s.loaded, s.functions);
}

// Every .cu of the runtime that launches kernels (its own, a .cuh's or cub's)
// registers its module for the context's preload (kernel_preload.hpp): one
// left out would load lazily inside a process's first plan again. Reads the
// sources; no device needed.
TEST(DevicePreload, EveryKernelFileRegistersItsModule) {
  const fs::path root = SPGEN_RUNTIME_SOURCE_DIR;
  std::vector<std::string> missing;
  int launching = 0;
  for (const auto& entry : fs::recursive_directory_iterator(root)) {
    if (entry.path().extension() != ".cu") continue;
    std::ifstream in(entry.path());
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (text.find("__global__") == std::string::npos && text.find("<<<") == std::string::npos &&
        text.find("cub::Device") == std::string::npos)
      continue;
    ++launching;
    if (text.find("SPGEN_PRELOAD_THIS_MODULE()") == std::string::npos)
      missing.push_back(fs::relative(entry.path(), root).string());
  }
  EXPECT_GE(launching, 14);
  EXPECT_TRUE(missing.empty()) << "without SPGEN_PRELOAD_THIS_MODULE(): "
                               << ::testing::PrintToString(missing);
}

// SPGEN_DEVICE_POOL_MB: megabytes in decimal digits, or the default where
// unset or empty; anything else is refused with the variable's name (no
// device needed).
TEST(DevicePool, RetainedBytesFromTheVariable) {
  EXPECT_EQ(detail::pool_retained_bytes(nullptr, 7), 7u);
  EXPECT_EQ(detail::pool_retained_bytes("", 7), 7u);
  EXPECT_EQ(detail::pool_retained_bytes("0", 7), 0u);
  EXPECT_EQ(detail::pool_retained_bytes("512", 7), std::uint64_t{512} << 20);
  for (const char* bad : {"-1", "12MB", " 5", "1e3", "99999999999999999999"})
    EXPECT_TRUE(throws_error([&] { (void)detail::pool_retained_bytes(bad, 7); }, {"SPGEN_DEVICE_POOL_MB", bad}));
}

// SELL-P's SpMV instances are built for 32-bit indices only.
TEST(DeviceMatrixSpmv, CacheHitConvertsWithoutHostCopyF64I32) {
  SPGEN_REQUIRE_DEVICE();
  check_spmv_cache_hit<double, std::int32_t>();
}
TEST(DeviceMatrixSpmv, CacheHitConvertsWithoutHostCopyF32I32) {
  SPGEN_REQUIRE_DEVICE();
  check_spmv_cache_hit<float, std::int32_t>();
}

}  // namespace
}  // namespace spgen::test
