// Row partitioning (plan/partition.hpp): the split keeps every entry once,
// thresholds only for skewed matrices, plans split at a given length match
// the oracle exactly (every standard matrix, several lengths, alpha/beta),
// bad options are refused by name, a split is remembered by the plan cache
// and rebuilt from it, and with a calibrated model the planner prices splits
// only when asked to time candidates, and takes a split only where the model
// prices it 10% faster than the best single format and it times faster.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "backends/backend.hpp"
#include "partition_check.hpp"
#include "plan/calibration_store.hpp"
#include "plan/features.hpp"
#include "plan/partition.hpp"
#include "plan/select.hpp"
#include "spgen/matrices/synthetic.hpp"
#include "support/cache_dir.hpp"
#include "support/model_on_this_cpu.hpp"

using namespace spgen;

namespace {

TEST(RowSplit, EveryEntryLandsInOnePartByItsRowLength) {
  const auto csr = test::skewed_matrix<double>();
  const auto a = csr.view();
  for (const std::int64_t t : {std::int64_t{0}, std::int64_t{8}, std::int64_t{40}, std::int64_t{1} << 20}) {
    const auto s = detail::split_rows_by_length(a, t);
    ASSERT_EQ(s.short_rows.nrows, a.nrows);
    ASSERT_EQ(s.long_rows.ncols, a.ncols);
    EXPECT_EQ(s.short_rows.nnz() + s.long_rows.nnz(), a.nnz()) << "threshold " << t;
    std::int64_t long_count = 0;
    for (std::int32_t r = 0; r < a.nrows; ++r) {
      const bool is_long = a.row_length(r) > t;
      long_count += is_long ? 1 : 0;
      const auto mine = (is_long ? s.long_rows : s.short_rows).view();
      const auto other = (is_long ? s.short_rows : s.long_rows).view();
      ASSERT_EQ(other.row_length(r), 0) << "row " << r << " at threshold " << t;
      ASSERT_EQ(mine.row_length(r), a.row_length(r)) << "row " << r << " at threshold " << t;
      EXPECT_TRUE(std::equal(a.col_idx.begin() + a.row_ptr[r], a.col_idx.begin() + a.row_ptr[r + 1],
                             mine.col_idx.begin() + mine.row_ptr[r]));
      EXPECT_TRUE(std::equal(a.values.begin() + a.row_ptr[r], a.values.begin() + a.row_ptr[r + 1],
                             mine.values.begin() + mine.row_ptr[r]));
    }
    EXPECT_EQ(s.long_rows_count, long_count);
  }
}

TEST(PartitionThresholds, OnlySkewedMatricesAndBothPartsKeepNonzeros) {
  const auto even = poisson3d<double, std::int32_t>(12);
  EXPECT_TRUE(detail::partition_thresholds(even.view(), compute_features(even.view())).empty())
      << "a stencil's rows are all alike";
  const auto a = test::skewed_matrix<double>();
  const Features f = compute_features(a.view());
  const auto t = detail::partition_thresholds(a.view(), f);
  ASSERT_FALSE(t.empty());
  EXPECT_LE(t.size(), 2u);
  for (const auto threshold : t) {
    const auto s = detail::split_rows_by_length(a.view(), threshold);
    EXPECT_GT(s.short_rows.nnz(), 0u) << threshold;
    EXPECT_GT(s.long_rows.nnz(), 0u) << threshold;
    // About 1% or 0.1% of the rows, at least the dense ones.
    EXPECT_GE(s.long_rows_count, 30) << threshold;
    EXPECT_LE(s.long_rows_count, a.nrows / 50) << threshold;
  }
}

template <typename V>
class PartitionedPlan : public ::testing::Test {};
using ValueTypes = ::testing::Types<float, double>;
TYPED_TEST_SUITE(PartitionedPlan, ValueTypes);

TYPED_TEST(PartitionedPlan, SplitAtAnyLengthMatchesTheOracle) {
  test::check_partitioned_plans<TypeParam>(Context::create(test::memory_cached(ContextOptions::Want::cpu)));
}

TEST(PartitionedPlanOptions, AreRefusedByName) {
  const Context ctx = Context::create(test::memory_cached(ContextOptions::Want::cpu));
  const auto a = Matrix<double, std::int32_t>::from_csr(test::skewed_matrix<double>());
  PlanOptions po;
  po.partition = Partition::at_threshold;
  po.partition_threshold = -1;
  EXPECT_TRUE(test::throws_error([&] { (void)plan(ctx, a, po); }, {"partition_threshold >= 0", "-1"}));
  po.partition_threshold = 8;
  po.variant = "portable";
  EXPECT_TRUE(test::throws_error([&] { (void)plan(ctx, a, po); }, {"Partition::at_threshold", "variant"}));
  po.variant.clear();
  EXPECT_TRUE(test::throws_error([&] { (void)plan_in_own_basis(ctx, a, po); }, {"Partition::at_threshold", "own order"}));
  SpmmOptions so;
  so.k = 4;
  so.plan = po;
  EXPECT_TRUE(test::throws_error([&] { (void)plan_spmm(ctx, a, so); }, {"plan_spmm", "SpMV plans only"}));
}

TEST(PartitionedPlanCache, ASplitIsRememberedAndRebuilt) {
  const Context ctx = Context::create(test::memory_cached(ContextOptions::Want::cpu));
  const auto csr = test::skewed_matrix<double>();
  const auto a = Matrix<double, std::int32_t>::from_csr(csr);
  PlanOptions po;
  po.partition = Partition::at_threshold;
  po.partition_threshold = 40;
  const auto first = plan(ctx, a, po);
  const auto second = plan(ctx, a, po);
  const auto& d1 = first.describe();
  const auto& d2 = second.describe();
  EXPECT_FALSE(d1.plan_cache_hit);
  EXPECT_TRUE(d2.plan_cache_hit);
  EXPECT_EQ(d2.format, "partition");
  EXPECT_EQ(d2.instance, d1.instance);
  EXPECT_EQ(d2.params, d1.params);
  EXPECT_NE(d2.params.find("rows longer than 40"), std::string::npos) << d2.params;
  test::expect_exact_products(second, csr, "the split rebuilt from the plan cache");
  // Another threshold, or none, is another plan.
  po.partition = Partition::never;
  const auto whole = plan(ctx, a, po);
  EXPECT_FALSE(whole.describe().plan_cache_hit);
  EXPECT_NE(whole.describe().format, "partition");
}

TEST(PlanCacheRecord, APartitionSurvivesTheDisk) {
  const auto dir = std::filesystem::temp_directory_path() / ("spgen_partition_record_" + std::to_string(::getpid()));
  test::remove_cache_dir(dir);
  CacheOptions o;
  o.dir = dir;
  o.disk = true;
  const CacheKey key = PlanCache::key("dev", 42, "spmv", "f64", "i32", "", "");
  PlanRecord rec;
  rec.instance = "short_instance";
  rec.params = {{"sigma", 256}};
  rec.reason = "why";
  rec.split = {77, "long_instance", {{"sigma", 1}}};
  PlanCache(o).store(key, rec);
  const auto back = PlanCache(o).find(key);
  test::remove_cache_dir(dir);
  ASSERT_TRUE(back.has_value());
  EXPECT_EQ(back->instance, "short_instance");
  EXPECT_EQ(back->split.threshold, 77);
  EXPECT_EQ(back->split.long_instance, "long_instance");
  EXPECT_EQ(back->split.long_params, rec.split.long_params);
  EXPECT_EQ(back->params, rec.params);
}

// A calibration by hand: every sample of `format` at `gbs` past a floor of 1 µs.
void add_samples(Calibration& c, const std::string& format, double gbs) {
  for (const double nnz : {1e4, 1e5, 1e6}) {
    CalibrationSample s;
    s.instance = format + "_any";
    s.format = format;
    s.types = "f64i32";
    s.matrix = "random:uniform:1:1:1";
    s.nnz = nnz;
    s.mean_row = 8;
    s.cv_row = 0.5;
    s.near_diagonal = 0.1;
    s.bytes = 12 * nnz;
    s.ms = 0.001 + s.bytes / gbs / 1e6;
    c.samples.push_back(s);
  }
  CalibrationSample floor = c.samples.back();
  floor.instance = "floor";
  floor.format = "floor";
  floor.ms = 0.001;
  c.samples.push_back(floor);
}

using test::ModelOnThisCpu;

TEST_F(ModelOnThisCpu, AUniformBandwidthModelNeverSplits) {
  // Alike bandwidth everywhere: a split only adds a launch and a second pass
  // over y, so no price beats the whole.
  const Context ctx = cpu_context();
  Calibration c;
  c.device = model_device(ctx);
  for (const auto* format : formats::registered_formats<double, std::int32_t>()) add_samples(c, std::string(format->name()), 10);
  const ActiveCalibration model{std::make_shared<const Calibration>(c), "by hand"};
  const auto backend = detail::backend_for<double, std::int32_t>(ctx);
  const auto a = test::skewed_matrix<double>();
  const Features f = compute_features(a.view());
  PlanOptions po;
  const auto single = detail::select_spmv<double, std::int32_t>(*backend, a, f, po, false, &model);
  const double single_ms = single.candidates.front().predicted_ms;
  ASSERT_GT(single_ms, 0.0);
  std::string note;
  const auto split = detail::price_partitions<double, std::int32_t>(*backend, a.view(), f, po, model, single_ms, note);
  EXPECT_FALSE(split.has_value());
  EXPECT_NE(note.find("partitions priced: rows longer than"), std::string::npos) << note;
}

TEST_F(ModelOnThisCpu, AModelRatingEllrAboveCsrSplitsTheDenseRowsOff) {
  // ELLPACK-R at 10x CSR's bandwidth, other formats unmeasured: on the whole
  // matrix ELLPACK-R declines (the dense rows would set every row's width),
  // so the plan would be CSR at its slow rate; split, the rows of 8 go to
  // ELLPACK-R and only the dense ones to CSR.
  const Context ctx = cpu_context();
  Calibration c;
  c.device = model_device(ctx);
  c.measured = "2026-11-27T00:00:00Z";
  add_samples(c, "csr", 2);
  add_samples(c, "ellr", 20);
  std::filesystem::path stored;
  ASSERT_TRUE(detail::store_calibration(c, &stored));
  const auto csr = test::skewed_matrix<double>(RowDistribution::all_equal);
  const auto a = Matrix<double, std::int32_t>::from_csr(csr);
  PlanOptions po;
  po.use_plan_cache = false;
  // Untimed plans neither price nor split (pricing builds each split; on
  // parts whose rows are mostly empty the model extrapolates).
  const auto untimed = plan(ctx, a, po);
  const auto& u = untimed.describe();
  EXPECT_NE(u.format, "partition");
  EXPECT_EQ(u.selection.find("partitions priced"), std::string::npos) << u.selection;
  test::expect_exact_products(untimed, csr, "the whole");

  // Asked to time, the plan times the split against the whole and keeps the
  // faster (which one depends on this CPU; both must be exact).
  po.timed_candidates = 2;
  const auto timed = plan(ctx, a, po);
  const auto& d = timed.describe();
  EXPECT_NE(d.selection.find("partitions priced: rows longer than 8"), std::string::npos) << d.selection;
  EXPECT_NE(d.selection.find("timed: the whole "), std::string::npos) << d.selection;
  if (d.format == "partition") {
    EXPECT_EQ(d.selection.rfind("model: partitions priced:", 0), 0u) << d.selection;
    EXPECT_NE(d.params.find("csr"), std::string::npos) << d.params;
    // The model priced the rest in ELLPACK-R. Each part then times its top
    // candidates (ELLPACK-R and CSR) and keeps the cheaper over the expected
    // products, conversion included, so the rest's final format depends on
    // this CPU and build (under ASan CSR can win): either is exact.
    const auto rest = d.selection.find("; the rest: ");
    ASSERT_NE(rest, std::string::npos) << d.selection;
    EXPECT_NE(d.selection.find("ellr", rest), std::string::npos) << d.selection;
    EXPECT_NE(d.params.find("the rest: "), std::string::npos) << d.params;
    EXPECT_GT(d.predicted_ms, 0.0);
  } else {
    EXPECT_NE(d.selection.find("kept whole"), std::string::npos) << d.selection;
  }
  test::expect_exact_products(timed, csr, "the faster of the whole and the split");
  po.partition = Partition::never;
  const auto never = plan(ctx, a, po);
  EXPECT_EQ(never.describe().selection.find("partitions priced"), std::string::npos) << never.describe().selection;
}

}  // namespace
