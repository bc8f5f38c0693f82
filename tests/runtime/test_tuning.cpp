// The tuning database and spgen::tune: records survive a new process (disk),
// damaged or foreign entries read as absent, concurrent writers leave a
// complete record, and plans run what tune stored (a row split too) unless
// the caller chose.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include "plan/partition_check.hpp"
#include "spgen/matrices/synthetic.hpp"
#include "spgen/spgen.hpp"
#include "support/cache_dir.hpp"

namespace fs = std::filesystem;
using namespace spgen;

namespace {

fs::path fresh_dir(const std::string& name) {
  const fs::path d = fs::temp_directory_path() / ("spgen_tuning_test_" + name + "_" + std::to_string(::getpid()));
  test::remove_cache_dir(d);
  fs::create_directories(d);
  return d;
}

TuningOptions on_disk(const fs::path& dir) {
  TuningOptions o;
  o.dir = dir;
  o.disk = true;
  return o;
}

// A CPU context whose caches and tuning database are private to the test.
Context private_context(const fs::path& dir) {
  ContextOptions o;
  o.want = ContextOptions::Want::cpu;
  o.cache.dir = dir / "cache";
  o.cache.disk = false;
  o.tuning = on_disk(dir / "tuning");
  return Context::create(o);
}

const TuningRecord kRecord{"spgen_spmv_sellp_b8_g0_f64i32_avx512", {{"sigma", 1024}}, 0.125, 0.25, 7,
                           "2026-11-24T03:00:00Z", {}};

TEST(TuningDatabase, ARecordSurvivesANewDatabaseOnTheSameFolder) {
  const fs::path dir = fresh_dir("reopen");
  const CacheKey key = TuningDatabase::key("cpu:avx512", 42, "spmv", "f64", "i32");
  ASSERT_TRUE(TuningDatabase(on_disk(dir)).store(key, kRecord));
  const auto r = TuningDatabase(on_disk(dir)).find(key);
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->instance, kRecord.instance);
  EXPECT_EQ(r->params, kRecord.params);
  EXPECT_EQ(r->product_ms, kRecord.product_ms);
  EXPECT_EQ(r->runner_up_ms, kRecord.runner_up_ms);
  EXPECT_EQ(r->candidates, kRecord.candidates);
  EXPECT_EQ(r->tuned, kRecord.tuned);
  // Another device, matrix, op or type is another key.
  for (const CacheKey& other : {TuningDatabase::key("cpu:portable", 42, "spmv", "f64", "i32"),
                                TuningDatabase::key("cpu:avx512", 43, "spmv", "f64", "i32"),
                                TuningDatabase::key("cpu:avx512", 42, "spmv/own-basis", "f64", "i32"),
                                TuningDatabase::key("cpu:avx512", 42, "spmv", "f32", "i32")})
    EXPECT_FALSE(TuningDatabase(on_disk(dir)).find(other).has_value());
  test::remove_cache_dir(dir);
}

TEST(TuningDatabase, DamagedOrForeignEntriesReadAsAbsent) {
  const fs::path dir = fresh_dir("damaged");
  const CacheKey key = TuningDatabase::key("cpu:avx512", 1, "spmv", "f64", "i32");
  ASSERT_TRUE(TuningDatabase(on_disk(dir)).store(key, kRecord));
  const fs::path file = DiskStore(dir).entry_path("tune", key, "tune");
  ASSERT_TRUE(fs::exists(file));
  // Truncated: the checksum no longer matches.
  fs::resize_file(file, fs::file_size(file) - 3);
  EXPECT_FALSE(TuningDatabase(on_disk(dir)).find(key).has_value());
  // A verified entry of another schema (a later version's, say).
  ASSERT_TRUE(DiskStore(dir).write(file, key, "schema=spgen-tuning-99\ninstance=x\n"));
  EXPECT_FALSE(TuningDatabase(on_disk(dir)).find(key).has_value());
  test::remove_cache_dir(dir);
}

TEST(TuningDatabase, ARowSplitSurvivesTheDiskAsASchemaOlderBuildsSkip) {
  const fs::path dir = fresh_dir("split");
  const CacheKey key = TuningDatabase::key("cpu:avx512", 5, "spmv", "f64", "i32");
  TuningRecord split = kRecord;
  split.split = {40, "spgen_spmv_csr_u1_g1_f64i32_avx512", {{"piece_len", 64}}};
  ASSERT_TRUE(TuningDatabase(on_disk(dir)).store(key, split));
  const auto r = TuningDatabase(on_disk(dir)).find(key);
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->instance, split.instance);
  EXPECT_EQ(r->params, split.params);
  EXPECT_EQ(r->split.threshold, 40);
  EXPECT_EQ(r->split.long_instance, split.split.long_instance);
  EXPECT_EQ(r->split.long_params, split.split.long_params);
  // Written as schema 2, which a build without splits reads as absent
  // (rather than as a whole-matrix choice); a whole record stays schema 1.
  const fs::path file = DiskStore(dir).entry_path("tune", key, "tune");
  const auto bytes = DiskStore(dir).read(file, key);
  ASSERT_TRUE(bytes.has_value());
  EXPECT_NE(std::string(bytes->begin(), bytes->end()).find("schema=spgen-tuning-2\n"), std::string::npos);
  ASSERT_TRUE(TuningDatabase(on_disk(dir)).store(key, kRecord));
  const auto whole = DiskStore(dir).read(file, key);
  ASSERT_TRUE(whole.has_value());
  EXPECT_NE(std::string(whole->begin(), whole->end()).find("schema=spgen-tuning-1\n"), std::string::npos);
  EXPECT_FALSE(TuningDatabase(on_disk(dir)).find(key)->split.split());
  // A split whose long part is not named, or whose threshold is not a number, reads as absent.
  ASSERT_TRUE(DiskStore(dir).write(file, key, "schema=spgen-tuning-2\ninstance=x\npartition_threshold=4\n"));
  EXPECT_FALSE(TuningDatabase(on_disk(dir)).find(key).has_value());
  ASSERT_TRUE(DiskStore(dir).write(file, key, "schema=spgen-tuning-2\ninstance=x\npartition_threshold=four\nlong_instance=y\n"));
  EXPECT_FALSE(TuningDatabase(on_disk(dir)).find(key).has_value());
  test::remove_cache_dir(dir);
}

TEST(TuningDatabase, ConcurrentWritersLeaveOneCompleteRecord) {
  const fs::path dir = fresh_dir("concurrent");
  const CacheKey key = TuningDatabase::key("cpu:avx512", 7, "spmv", "f64", "i32");
  std::vector<std::thread> writers;
  for (int w = 0; w < 8; ++w)
    writers.emplace_back([&, w] {
      TuningDatabase db(on_disk(dir));  // as separate processes would: no shared memory layer
      for (int i = 0; i < 20; ++i) {
        TuningRecord r = kRecord;
        r.instance = "writer" + std::to_string(w);
        r.candidates = i;
        EXPECT_TRUE(db.store(key, r));
      }
    });
  for (auto& t : writers) t.join();
  const auto r = TuningDatabase(on_disk(dir)).find(key);
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->instance.rfind("writer", 0), 0u);
  EXPECT_EQ(r->tuned, kRecord.tuned);
  std::size_t files = 0;
  for (const auto& e : fs::directory_iterator(dir)) files += e.is_regular_file() ? 1 : 0;
  EXPECT_EQ(files, 1u) << "temporary files left behind";
  test::remove_cache_dir(dir);
}

TEST(Tune, PlansRunTheStoredWinnerUnlessTheCallerChooses) {
  const fs::path dir = fresh_dir("plan");
  const Context ctx = private_context(dir);
  const auto a = Matrix<double, std::int32_t>::from_csr(poisson3d<double, std::int32_t>(12));
  const auto before = plan(ctx, a).describe();
  EXPECT_EQ(before.tuning, "miss");
  const TuneReport report = tune(ctx, a, {.budget_seconds = 10});
  ASSERT_FALSE(report.timed.empty());
  EXPECT_TRUE(report.stored);
  const auto& winner = report.timed[report.winner];
  EXPECT_TRUE(winner.error.empty());
  EXPECT_GT(winner.product_ms, 0.0);
  for (const auto& c : report.timed)
    if (c.error.empty()) {
      EXPECT_LE(winner.product_ms, c.product_ms) << c.instance;
    }

  // A new context on the same folder: the record comes from disk.
  const Context later = private_context(dir);
  const auto p = plan(later, a);
  const auto& d = p.describe();
  EXPECT_EQ(d.tuning.rfind("hit (", 0), 0u) << d.tuning;
  EXPECT_EQ(d.selection.rfind("tuned: " + winner.instance, 0), 0u) << d.selection;
  EXPECT_NE(d.to_string().find("tuning:        hit"), std::string::npos);
  EXPECT_EQ(d.plan_cache, "off") << "a tuned plan neither reads nor fills the plan cache";
  // The product is still right.
  std::vector<double> x(static_cast<std::size_t>(a.ncols()), 1.0), y(static_cast<std::size_t>(a.nrows()), -1.0);
  p.apply(1.0, x, 0.0, y);
  const auto& csr = a.csr();
  for (std::int32_t r = 0; r < a.nrows(); ++r) {
    double want = 0;
    for (auto k = csr.row_ptr[r]; k < csr.row_ptr[r + 1]; ++k) want += csr.values[k];
    ASSERT_DOUBLE_EQ(y[static_cast<std::size_t>(r)], want) << r;
  }

  // The caller's choice wins over the database.
  PlanOptions off;
  off.use_tuning_db = false;
  EXPECT_EQ(plan(later, a, off).describe().tuning, "off");
  PlanOptions named;
  named.variant = "portable";
  EXPECT_EQ(plan(later, a, named).describe().tuning, "off");
  test::remove_cache_dir(dir);
}

TEST(Tune, SkewedRowsAreTimedSplitAndAStoredSplitIsWhatPlansRun) {
  const fs::path dir = fresh_dir("split_plan");
  const Context ctx = private_context(dir);
  const auto a = Matrix<double, std::int32_t>::from_csr(test::skewed_matrix<double>());
  const TuneReport report = tune(ctx, a, {.budget_seconds = 60, .store = false});
  std::vector<const TunedCandidate*> splits;
  for (const auto& c : report.timed)
    if (c.partition_threshold >= 0) splits.push_back(&c);
  ASSERT_FALSE(splits.empty()) << report.to_string();
  for (const auto* c : splits) {
    EXPECT_TRUE(c->error.empty()) << c->name() << ": " << c->error;
    EXPECT_FALSE(c->long_instance.empty()) << c->name();
    EXPECT_GT(c->product_ms, 0.0) << c->name();
    EXPECT_NE(report.to_string().find(c->name()), std::string::npos);
  }
  // A uniform matrix has no split worth timing.
  const auto even = Matrix<double, std::int32_t>::from_csr(poisson3d<double, std::int32_t>(8));
  for (const auto& c : tune(ctx, even, {.budget_seconds = 60, .store = false}).timed)
    EXPECT_EQ(c.partition_threshold, -1) << c.name();

  // The split stored as tune stores a winning one: plans run it, exactly.
  const TunedCandidate& s = *splits.front();
  const TuningRecord record{s.instance, parse_params(s.params), s.product_ms, 0.0, 1, "2026-11-27T00:00:00Z",
                            {s.partition_threshold, s.long_instance, parse_params(s.long_params)}};
  const CacheKey key = TuningDatabase::key(ctx.device_key(), a.fingerprint(), "spmv", "f64", "i32");
  ASSERT_TRUE(ctx.tuning_db().store(key, record));
  const Context later = private_context(dir);  // from disk
  const auto p = plan(later, a);
  const auto& d = p.describe();
  EXPECT_EQ(d.tuning.rfind("hit (rows longer than " + std::to_string(s.partition_threshold), 0), 0u) << d.tuning;
  EXPECT_EQ(d.format, "partition");
  EXPECT_EQ(d.instance, s.instance + " + " + s.long_instance);
  EXPECT_EQ(d.selection.rfind("tuned: ", 0), 0u) << d.selection;
  test::expect_exact_products(p, a.csr(), "the tuned split");
  test::remove_cache_dir(dir);
}

TEST(Tune, ARecordNamingAnInstanceThisBuildLacksIsIgnored) {
  const fs::path dir = fresh_dir("stale");
  const Context ctx = private_context(dir);
  const auto a = Matrix<double, std::int32_t>::from_csr(poisson3d<double, std::int32_t>(8));
  const CacheKey key = TuningDatabase::key(ctx.device_key(), a.fingerprint(), "spmv", "f64", "i32");
  TuningRecord gone = kRecord;
  gone.instance = "spgen_spmv_removed_format_f64i32_avx512";
  ASSERT_TRUE(ctx.tuning_db().store(key, gone));
  const auto p = plan(ctx, a);
  const auto& d = p.describe();
  EXPECT_EQ(d.tuning.rfind("ignored (", 0), 0u) << d.tuning;
  EXPECT_NE(d.tuning.find("spgen_spmv_removed_format_f64i32_avx512"), std::string::npos) << d.tuning;
  EXPECT_EQ(d.selection.rfind("tuned:", 0), std::string::npos) << d.selection;
  test::remove_cache_dir(dir);
}

TEST(Tune, TheBudgetAndTheCountLimitWhatIsTimed) {
  const fs::path dir = fresh_dir("budget");
  const Context ctx = private_context(dir);
  const auto a = Matrix<double, std::int32_t>::from_csr(poisson3d<double, std::int32_t>(8));
  const TuneReport one = tune(ctx, a, {.max_candidates = 1, .store = false});
  EXPECT_EQ(one.timed.size(), 1u);
  EXPECT_FALSE(one.stored);
  EXPECT_FALSE(ctx.tuning_db().find(TuningDatabase::key(ctx.device_key(), a.fingerprint(), "spmv", "f64", "i32")));
  // A zero budget still times the first candidate (the budget is checked before each start).
  const TuneReport none = tune(ctx, a, {.budget_seconds = 0, .store = false});
  EXPECT_EQ(none.timed.size(), 1u);
  EXPECT_EQ(none.untimed + none.timed.size(), one.untimed + one.timed.size());
  test::remove_cache_dir(dir);
}

}  // namespace
