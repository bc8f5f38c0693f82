// The CPU benchmark end to end on small matrices: every row present and
// consistent (time, GB/s against the minimum bytes, ratio to the faster
// baseline, error against the oracle, setup in products), and the
// interleaved timer's medians ordered as the work they time.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <set>
#include <string>
#include <unistd.h>

#include "bench_core.hpp"
#include "cpu_baselines.hpp"
#include "spgen/core/registry.hpp"
#include "support/test_support.hpp"

namespace spgen::bench {
namespace {

namespace fs = std::filesystem;

// A private kernel/plan cache: results never come from another run.
class BenchCore : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("spgen_bench_test_" + std::to_string(::getpid()));
    ::setenv("SPGEN_CACHE_DIR", dir_.c_str(), 1);
  }
  void TearDown() override {
    ::unsetenv("SPGEN_CACHE_DIR");
    fs::remove_all(dir_);
  }
  fs::path dir_;
};

// Without --variants a bench times the plan and the baselines only, and the
// plan with values stored where the plan compressed them (which the timed
// rule may or may not take on this stencil).
TEST_F(BenchCore, DefaultTimesThePlanAndTheBaselinesOnly) {
  BenchOptions o;
  o.matrices = {"poisson3d:8"};
  o.backend = "cpu";
  o.min_seconds = 0.002;
  o.min_runs = 3;
  o.progress = nullptr;
  const BenchReport rep = run_spmv_bench(o);
  std::size_t plans = 0, baselines = 0, stored = 0;
  bool compressed = false;
  for (const auto& r : rep.rows) {
    EXPECT_TRUE(r.kind == "plan" || r.kind == "baseline" || r.kind == "plan-stored-values") << r.kind << " " << r.variant;
    plans += r.kind == "plan";
    baselines += r.kind == "baseline";
    stored += r.kind == "plan-stored-values";
    if (r.kind == "plan") compressed = r.values != "stored";
    if (r.kind == "plan-stored-values") {
      EXPECT_EQ(r.values, "stored") << r.variant;
    }
  }
  EXPECT_EQ(plans, 1u);
  EXPECT_EQ(baselines, 2u);  // omp-csr and eigen
  EXPECT_EQ(stored, compressed ? 1u : 0u);
}

// The SpMM bench hands its rows over after each k of a matrix (the CLI
// rewrites its JSON then), so a run stopped by a time limit keeps the k it
// finished: the first call holds k = 1's rows only.
TEST_F(BenchCore, SpmmRowsArriveAfterEachK) {
  BenchOptions o;
  o.matrices = {"poisson3d:6"};
  o.backend = "cpu";
  o.op = "spmm";
  o.ks = {1, 3};
  o.min_seconds = 0.002;
  o.min_runs = 3;
  o.progress = nullptr;
  std::vector<std::vector<std::int64_t>> seen;  // the k of each row, per call
  const BenchReport rep = run_spmm_bench(o, [&](const BenchReport& so_far) {
    std::vector<std::int64_t> ks;
    for (const auto& r : so_far.rows) ks.push_back(r.k);
    seen.push_back(ks);
  });
  ASSERT_EQ(seen.size(), 3u);  // after k = 1, after k = 3, after the matrix
  ASSERT_FALSE(seen[0].empty());
  for (auto k : seen[0]) EXPECT_EQ(k, 1);
  EXPECT_GT(seen[1].size(), seen[0].size());
  EXPECT_EQ(seen[2].size(), rep.rows.size());
  EXPECT_EQ(seen[1].size(), rep.rows.size());
}

// The reference is computed once, for the largest k, and each k checks
// against its first k columns: every row passes the oracle whatever the
// order of k, for A·X and Aᵀ·X.
TEST_F(BenchCore, SpmmReferenceServesEveryK) {
  for (const char* op : {"spmm", "spmm-t"}) {
    SCOPED_TRACE(op);
    BenchOptions o;
    o.matrices = {"random:powerlaw:500:400:6:7"};
    o.backend = "cpu";
    o.op = op;
    o.ks = {3, 1, 9};
    o.min_seconds = 0.001;
    o.min_runs = 2;
    o.progress = nullptr;
    const BenchReport rep = run_spmm_bench(o);
    ASSERT_TRUE(rep.failed_matrices.empty());
    std::set<std::int64_t> ks;
    for (const auto& r : rep.rows) {
      SCOPED_TRACE(r.variant);
      ks.insert(r.k);
      EXPECT_GT(r.relerr_bound, 0.0);
      EXPECT_LE(r.relerr, r.relerr_bound);
    }
    EXPECT_EQ(ks, (std::set<std::int64_t>{1, 3, 9}));
  }
}

TEST_F(BenchCore, CpuRowsAreCompleteAndConsistent) {
  BenchOptions o;
  o.matrices = {"poisson3d:10", "random:powerlaw:3000:3000:8:3"};
  o.backend = "cpu";
  o.dtype = "f64";
  o.variants = "*";  // the full sweep
  o.min_seconds = 0.005;
  o.min_runs = 3;
  o.progress = nullptr;
  const BenchReport rep = run_spmv_bench(o);
  EXPECT_GT(rep.copy_gbs, 0);
  EXPECT_GT(rep.read_gbs, 0);
  EXPECT_TRUE(rep.failed_matrices.empty());

  std::size_t instances = 0;  // what each matrix must list besides the plan
  if (rep.backend == "avx512")
    for (const auto& e : kernel_registry())
      if (e.op == Op::spmv && e.backend == Backend::avx512 && e.value_type == ValueType::f64 &&
          e.index_type == IndexType::i32)
        ++instances;
  ++instances;  // the portable loop

  for (const auto& m : o.matrices) {
    std::set<std::string> baselines;
    std::size_t plans = 0, rows = 0, stored_value_plans = 0;
    bool plan_coded_values = false;
    double fastest_baseline = 0;
    for (const auto& r : rep.rows) {
      if (r.matrix != m) continue;
      ASSERT_TRUE(r.error.empty()) << m << " " << r.variant << ": " << r.error;
      if (!r.skipped.empty()) {  // the one expected: compressed values the matrix does not fit
        EXPECT_TRUE(test::is_value_storage_refusal(r.skipped)) << r.variant << ": " << r.skipped;
        ++rows;
        continue;
      }
      EXPECT_GT(r.time_ms, 0) << r.variant;
      EXPECT_LT(r.relerr, 1e-12) << r.variant;
      const double bytes = static_cast<double>(spmv_min_bytes(r.rows, r.cols, r.nnz, 8, 4));
      EXPECT_NEAR(r.gbs, bytes / (r.time_ms * 1e-3) / 1e9, 1e-9 * r.gbs) << r.variant;
      EXPECT_NEAR(r.bw_fraction, r.gbs / rep.copy_gbs, 1e-12) << r.variant;
      EXPECT_NEAR(r.speedup, r.baseline_ms / r.time_ms, 1e-12) << r.variant;
      // Every row says what its storage costs per nonzero: at least the f64
      // value (sellp_c16's 16-bit columns store under CSR's 12 + row pointers),
      // or with values compressed at least a 2-byte column.
      const bool compressed = r.values != "stored";
      EXPECT_GE(r.bytes_per_nnz, compressed ? 2.0 : 8.0) << r.variant << " values " << r.values;
      if (r.kind == "baseline") {
        EXPECT_DOUBLE_EQ(r.bytes_per_nnz, 12.0 + 4.0 * static_cast<double>(r.rows + 1) / static_cast<double>(r.nnz))
            << r.variant;
        baselines.insert(r.variant);
        if (fastest_baseline == 0 || r.time_ms < fastest_baseline) fastest_baseline = r.time_ms;
        continue;
      }
      ++rows;
      if (r.kind == "plan-stored-values") {
        ++stored_value_plans;
        EXPECT_EQ(r.values, "stored") << r.variant << " " << r.params;
      }
      if (r.kind == "plan") {
        ++plans;
        plan_coded_values = compressed;
        EXPECT_EQ(r.variant.rfind("plan:", 0), 0u) << r.variant;
        EXPECT_GT(r.setup_ms, 0);
        EXPECT_NEAR(r.setup_products, r.setup_ms / r.time_ms, 1e-9 * r.setup_products);
      }
    }
    EXPECT_EQ(baselines, (std::set<std::string>{"eigen", "omp-csr"})) << m;
    EXPECT_EQ(plans, 1u) << m;
    // A plan that coded its values is timed again with values stored, beside it.
    EXPECT_EQ(stored_value_plans, plan_coded_values ? 1u : 0u) << m;
    EXPECT_EQ(rows, instances + 1 + stored_value_plans) << m;
    for (const auto& r : rep.rows) {
      if (r.matrix == m) {
        EXPECT_DOUBLE_EQ(r.baseline_ms, fastest_baseline) << r.variant;
      }
    }
  }
}

// Every row of a real run carries its bound and meets it (f32 and f64), so
// bad_rows() is empty on a correct run.
TEST_F(BenchCore, CorrectRowsMeetTheirRelerrBound) {
  for (const char* dtype : {"f32", "f64"}) {
    BenchOptions o;
    o.matrices = {"poisson3d:8", "random:powerlaw:2000:2000:8:3"};
    o.backend = "cpu";
    o.dtype = dtype;
    o.variants = "*";
    o.min_seconds = 0.001;
    o.min_runs = 1;
    o.progress = nullptr;
    const BenchReport rep = run_spmv_bench(o);
    ASSERT_FALSE(rep.rows.empty());
    for (const auto& r : rep.rows) {
      EXPECT_GT(r.relerr_bound, 0) << dtype << " " << r.matrix << " " << r.variant;
      EXPECT_LE(r.relerr, r.relerr_bound) << dtype << " " << r.matrix << " " << r.variant;
    }
    EXPECT_TRUE(bad_rows(rep).empty()) << dtype << ": " << bad_rows(rep).front();
  }
}

// A failed variant, a NaN relerr and a relerr above the bound are each
// reported, naming the matrix and the variant; a good row is not.
TEST(BenchBadRows, FailedNanAndOutOfBoundRowsAreNamed) {
  BenchReport rep;
  BenchRow good;
  good.matrix = "m";
  good.variant = "good";
  good.relerr = 1e-16;
  good.relerr_bound = 1e-13;
  BenchRow failed = good;
  failed.variant = "failed";
  failed.error = "boom";
  BenchRow nan = good;
  nan.variant = "nan";
  nan.relerr = std::nan("");
  BenchRow far = good;
  far.variant = "far";
  far.relerr = 0.5;
  // An instance that cannot store the matrix (spgen::NotApplicable) is skipped, not failed.
  BenchRow skipped = good;
  skipped.variant = "skipped";
  skipped.relerr = 0;
  skipped.relerr_bound = 0;
  skipped.skipped = "ELL: entries do not fit the index type";
  rep.rows = {good, failed, nan, far, skipped};
  const auto bad = bad_rows(rep);
  ASSERT_EQ(bad.size(), 3u);
  EXPECT_EQ(bad[0], "m failed: boom");
  EXPECT_EQ(bad[1], "m nan: relerr nan > bound 1e-13");
  EXPECT_EQ(bad[2], "m far: relerr 0.5 > bound 1e-13");
  EXPECT_NE(format_table(rep).find("skipped: ELL"), std::string::npos);
}

// The bound: 4 n u || |A||x| || / ||Ax||, absolute when Ax = 0.
TEST(BenchBadRows, RelerrBoundFollowsTheRowLengthAndCancellation) {
  const double u = 0x1p-53;
  EXPECT_DOUBLE_EQ(spmv_relerr_bound(10, u, 1.0, 1.0), 40 * u);
  EXPECT_DOUBLE_EQ(spmv_relerr_bound(10, u, 100.0, 1.0), 4000 * u);  // cancellation in Ax
  EXPECT_DOUBLE_EQ(spmv_relerr_bound(0, u, 0.0, 0.0), 0.0);          // empty matrix: exact
  EXPECT_DOUBLE_EQ(spmv_relerr_bound(3, u, 2.0, 0.0), 24 * u);
}

TEST(BenchTimer, InterleavedMediansFollowTheWork) {
  volatile double sink = 0;
  auto work = [&sink](int n) {
    return [&sink, n] {
      double s = 0;
      for (int i = 0; i < n; ++i) s += static_cast<double>(i) * 1e-9;
      sink = sink + s;
    };
  };
  const auto ms = cpu::time_ms_interleaved({work(200000), work(800000)}, 0.02, 5);
  ASSERT_EQ(ms.size(), 2u);
  EXPECT_GT(ms[0], 0);
  // Four times the work: between 2x and 8x the time, whatever the machine's load.
  EXPECT_GT(ms[1], 2 * ms[0]);
  EXPECT_LT(ms[1], 8 * ms[0]);
}

// --variants takes comma-separated globs; any one matching names the instance.
TEST(BenchVariants, CommaSeparatedGlobsMatchAny) {
  EXPECT_TRUE(matches_variants("*_b8_t8_*", "spgen_spmm_sellp_b8_t8_u1_cf1_vw1_f64i32_cuda"));
  EXPECT_TRUE(matches_variants("*_b16_t16_*,*_b8_t8_*", "spgen_spmm_sellp_b8_t8_u1_cf1_vw1_f64i32_cuda"));
  EXPECT_TRUE(matches_variants("*_b8_t8_*,*_b16_t16_*", "spgen_spmm_sellp_b16_t16_u2_cf8_vw1_f32i32_cuda"));
  EXPECT_FALSE(matches_variants("*_b8_t8_*,*_b16_t16_*", "spgen_spmm_sellp_b32_t8_u2_cf2_vw1_f64i32_cuda"));
  EXPECT_FALSE(matches_variants("none", "spgen_spmv_csr_t1_r8_f64i32_cuda"));
  EXPECT_FALSE(matches_variants("", "spgen_spmv_csr_t1_r8_f64i32_cuda"));
  EXPECT_TRUE(matches_variants("*", "anything"));
}

// --k: counts and inclusive ranges, in order; anything else is named.
TEST(BenchKs, CountsAndRangesExpandInOrder) {
  EXPECT_EQ(parse_ks({"8", "1..3", "32"}), (std::vector<std::int64_t>{8, 1, 2, 3, 32}));
  EXPECT_EQ(parse_ks({"5..5"}), (std::vector<std::int64_t>{5}));
  for (const char* bad :
       {"0", "-3", "+3", " 3", "3x", "", "..", "1..", "..4", "a..b", "1...3", "1234567890"})
    EXPECT_THROW(
        {
          try {
            (void)parse_ks({bad});
          } catch (const Error& e) {
            EXPECT_NE(std::string(e.what()).find(std::string("--k '") + bad + "'"),
                      std::string::npos)
                << e.what();
            throw;
          }
        },
        Error)
        << bad;
  EXPECT_THROW((void)parse_ks({"9..4"}), Error);      // ends before it starts
  EXPECT_THROW((void)parse_ks({"1..99999"}), Error);  // more than 4096 values
}

// The cliff criterion over consecutive k of each plan row kind: only steps
// k -> k + 1 count, and a step over 1.1 time(k) (k+1)/k is listed.
TEST(BenchKSteps, ConsecutiveKOfEachPlanKind) {
  BenchReport rep;
  auto row = [](const char* kind, std::int64_t k, double ms) {
    BenchRow r;
    r.matrix = "m";
    r.dtype = "f32";
    r.op = "spmm";
    r.kind = kind;
    r.variant = std::string(kind) + " k=" + std::to_string(k);
    r.k = k;
    r.time_ms = ms;
    return r;
  };
  // plan: 16 -> 17 within (0.44 <= 1.1 * 0.38 * 17/16 = 0.4441), 17 -> 18 over
  // (1.0 against 1.1 * 0.44 * 18/17 = 0.5125), 18 and 20 not consecutive.
  rep.rows = {row("plan", 16, 0.38),
              row("plan", 17, 0.44),
              row("plan", 18, 1.0),
              row("plan", 20, 1.0),
              row("instance", 16, 0.1),
              row("instance", 17, 9.0),
              row("baseline", 16, 0.1),
              row("baseline", 17, 9.0),
              row("plan-device-matrix", 1, 0.3),
              row("plan-device-matrix", 2, 0.7)};
  BenchRow failed = row("plan", 19, 0.01);
  failed.error = "boom";  // a failed row is no step
  rep.rows.push_back(failed);
  const auto steps = k_steps(rep);
  ASSERT_EQ(steps.size(), 3u);
  EXPECT_EQ(steps[0].kind, "plan");
  EXPECT_EQ(steps[0].k, 16);
  EXPECT_NEAR(steps[0].ratio, 0.44 / (1.1 * 0.38 * 17 / 16), 1e-12);
  EXPECT_LT(steps[0].ratio, 1);
  EXPECT_EQ(steps[1].k, 17);
  EXPECT_GT(steps[1].ratio, 1);
  EXPECT_EQ(steps[2].kind, "plan-device-matrix");
  EXPECT_NEAR(steps[2].ratio, 0.7 / (1.1 * 0.3 * 2), 1e-12);
  const std::string table = format_table(rep);
  EXPECT_NE(table.find("k steps, m f32 spmm plan: 2 steps, 1 over"), std::string::npos) << table;
  EXPECT_NE(table.find("17->18 0.440->1.000 ms (1.951x)"), std::string::npos) << table;
  EXPECT_NE(table.find("k steps, m f32 spmm plan-device-matrix: 1 steps, 1 over"),
            std::string::npos)
      << table;
}

}  // namespace
}  // namespace spgen::bench
