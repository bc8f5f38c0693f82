// The calibrated model (spgen/plan/model.hpp): the calibration's text survives
// a round trip and a damaged one reads as absent; predictions follow the
// nearest samples; spgen::calibrate stores a calibration this device's plans
// then rank by, timing nothing unless asked, with products still exact.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include "plan/predict.hpp"
#include "plan/shipped_calibrations.hpp"
#include "spgen/matrices/synthetic.hpp"
#include "spgen/spgen.hpp"
#include "support/model_on_this_cpu.hpp"
#include "support/test_support.hpp"

namespace fs = std::filesystem;
using namespace spgen;

namespace {

CalibrationSample sample(std::string instance, std::string format, double nnz, double mean_row, double bytes,
                         double ms) {
  CalibrationSample s;
  s.instance = std::move(instance);
  s.format = std::move(format);
  s.types = "f64i32";
  s.matrix = "random:uniform:1:1:1";
  s.nnz = nnz;
  s.mean_row = mean_row;
  s.cv_row = 0.5;
  s.near_diagonal = 0.1;
  s.bytes = bytes;
  s.ms = ms;
  return s;
}

TEST(Calibration, TextRoundTripsAndDamageReadsAsAbsent) {
  Calibration c;
  c.device = "cpu:avx512:Some CPU:2threads";
  c.measured = "2026-11-27T03:00:00Z";
  c.samples = {sample("inst_a", "csr", 4096, 4, 1e5, 0.01), sample("inst_b", "sellp", 1 << 20, 16, 1.5e7, 0.75)};
  const auto back = Calibration::from_text(c.to_text());
  ASSERT_TRUE(back.has_value());
  EXPECT_EQ(back->device, c.device);
  EXPECT_EQ(back->measured, c.measured);
  ASSERT_EQ(back->samples.size(), 2u);
  EXPECT_EQ(back->samples[1].instance, "inst_b");
  EXPECT_EQ(back->samples[1].format, "sellp");
  EXPECT_DOUBLE_EQ(back->samples[1].ms, 0.75);
  EXPECT_DOUBLE_EQ(back->samples[1].nnz, 1 << 20);

  std::string text = c.to_text();
  EXPECT_FALSE(Calibration::from_text(text.substr(0, text.size() - 9)).has_value()) << "a truncated sample line";
  std::string other = text;
  other.replace(other.find("calibration-1"), 13, "calibration-0");
  EXPECT_FALSE(Calibration::from_text(other).has_value()) << "another schema";
  EXPECT_FALSE(Calibration::from_text("sample=x y f64i32 m 1 1 0 0 1 -1 0\nschema=spgen-calibration-1\ndevice=d\n"))
      << "a non-positive time";
  EXPECT_FALSE(Calibration::from_text(
      "sample=x y f64i32 m 1 1 0 0 1 0.5x 0\nschema=spgen-calibration-1\ndevice=d\n"))
      << "a number with a stray character";
  EXPECT_FALSE(Calibration::from_text(
      "sample=x y f64i32 m 1 1 0 0 1-2 0.5 0\nschema=spgen-calibration-1\ndevice=d\n"))
      << "two numbers run together";
  const auto spaced = Calibration::from_text(
      "schema=spgen-calibration-1\ndevice=d\nsample=x\ty f64i32  m 1 1 0 0 1 0.5 0 extra\n");
  ASSERT_TRUE(spaced.has_value()) << "tabs, doubled spaces and fields past the last read as before";
  EXPECT_DOUBLE_EQ(spaced->samples.at(0).ms, 0.5);
}

TEST(ModelPrediction, FollowsTheNearestSamplesOfTheInstanceElseItsFormat) {
  Calibration c;
  c.device = "d";
  // inst_a: 10 GB/s at small sizes, 100 GB/s at large; inst_b (same format): 50 GB/s.
  c.samples = {sample("inst_a", "csr", 1 << 12, 8, 1e6, 0.1), sample("inst_a", "csr", 1 << 24, 8, 1e9, 10.0),
               sample("inst_b", "csr", 1 << 12, 8, 1e6, 0.02)};
  const auto at = [](double nnz) { return detail::model_point(nnz, 8, 0.5, 0.1); };
  // An exact hit reproduces the sample's time; more bytes scale its part
  // past the device's floor (0.02 ms, inst_b's): 0.02 + 2 x 0.08.
  const auto small = detail::predict(c, "inst_a", "csr", "f64i32", at(1 << 12), 1e6);
  ASSERT_TRUE(small.has_value());
  EXPECT_TRUE(small->own_instance);
  EXPECT_NEAR(small->ms, 0.1, 0.1 * 0.01);
  const auto twice = detail::predict(c, "inst_a", "csr", "f64i32", at(1 << 12), 2e6);
  ASSERT_TRUE(twice.has_value());
  EXPECT_NEAR(twice->ms, 0.18, 0.18 * 0.01);
  const auto large = detail::predict(c, "inst_a", "csr", "f64i32", at(1 << 24), 1e9);
  ASSERT_TRUE(large.has_value());
  EXPECT_NEAR(large->gbs, 100.0, 1.0);
  // Between them: between their bandwidths.
  const auto mid = detail::predict(c, "inst_a", "csr", "f64i32", at(1 << 18), 1e8);
  ASSERT_TRUE(mid.has_value());
  EXPECT_GT(mid->gbs, 10.0);
  EXPECT_LT(mid->gbs, 100.0);
  // One sample of its own is too few: the format's pool answers.
  const auto pooled = detail::predict(c, "inst_b", "csr", "f64i32", at(1 << 12), 1e6);
  ASSERT_TRUE(pooled.has_value());
  EXPECT_FALSE(pooled->own_instance);
  EXPECT_GT(pooled->ms, 0.02) << "between the floor (inst_b's sample) and inst_a's sample of that size";
  EXPECT_LT(pooled->ms, 0.1);
  // No product predicts below the floor, however few its bytes.
  EXPECT_GE(detail::predict(c, "inst_a", "csr", "f64i32", at(1 << 12), 1.0)->ms, 0.02);
  // Nothing of that format, or of those types: no prediction.
  EXPECT_FALSE(detail::predict(c, "inst_c", "ell", "f64i32", at(1 << 12), 1e6).has_value());
  EXPECT_FALSE(detail::predict(c, "inst_a", "csr", "f32i32", at(1 << 12), 1e6).has_value());
}

// The floor is a low quantile of the samples, not the fastest one: one
// launch timed fast (as the H200's shipped calibration holds, 1.65 us where
// 95% of its samples took 3.38 us or more) must not price every small
// product below what such products take.
TEST(ModelPrediction, OneFastOutlierIsNotTheFloor) {
  Calibration c;
  c.device = "d";
  for (int i = 0; i < 39; ++i)  // launch-bound products of 3.5 us, a few bytes more each
    c.samples.push_back(
        sample("small_" + std::to_string(i), "csr", 1 << 10, 4, 1e4 * (1 + i), 0.0035));
  c.samples.push_back(sample("outlier", "csr", 1 << 10, 4, 1e4, 0.0016));
  c.samples.push_back(sample("inst_a", "csr", 1 << 12, 8, 1e5, 0.0035));
  c.samples.push_back(sample("inst_a", "csr", 1 << 24, 8, 1e9, 10.0));
  const auto at = detail::model_point(1 << 12, 8, 0.5, 0.1);
  const auto hit = detail::predict(c, "inst_a", "csr", "f64i32", at, 1e5);
  ASSERT_TRUE(hit.has_value());
  EXPECT_NEAR(hit->ms, 0.0035, 0.0035 * 0.1) << "the sample's own time";
  // From the outlier's floor, twice the bytes would read 1.6 + 2 x 1.9 us.
  EXPECT_LT(detail::predict(c, "inst_a", "csr", "f64i32", at, 2e5)->ms, 0.0035 * 1.25)
      << "twice the bytes of a launch-bound product is still about a launch";
  EXPECT_GE(detail::predict(c, "inst_a", "csr", "f64i32", at, 1.0)->ms, 0.0035)
      << "no product below the floor the samples share";
}

// A plan predicts through the calibration's index, built once per
// calibration and rebuilt for another one; it predicts as the calibration
// itself does.
TEST(ModelPrediction, IndexIsBuiltOncePerCalibration) {
  auto make = [](double ms) {
    Calibration c;
    c.device = "d";
    c.samples = {sample("inst_a", "csr", 1 << 12, 8, 1e6, ms),
                 sample("inst_a", "csr", 1 << 24, 8, 1e9, 10.0),
                 sample("inst_b", "csr", 1 << 12, 8, 1e6, 0.02)};
    return std::make_shared<const Calibration>(std::move(c));
  };
  const auto one = make(0.1), two = make(0.2);
  const auto index = detail::calibration_index(one);
  EXPECT_EQ(detail::calibration_index(one), index);
  EXPECT_NE(detail::calibration_index(two), index);
  const auto point = detail::model_point(1 << 14, 8, 0.5, 0.1);
  for (const auto* name : {"inst_a", "inst_b"}) {
    const auto direct = detail::predict(*one, name, "csr", "f64i32", point, 3e6);
    const auto indexed = detail::predict(*index, name, "csr", "f64i32", point, 3e6);
    ASSERT_TRUE(direct && indexed) << name;
    EXPECT_EQ(indexed->ms, direct->ms) << name;
    EXPECT_EQ(indexed->own_instance, direct->own_instance) << name;
  }
  EXPECT_GT(
      detail::predict(*detail::calibration_index(two), "inst_a", "csr", "f64i32", point, 3e6)->ms,
      detail::predict(*index, "inst_a", "csr", "f64i32", point, 3e6)->ms)
      << "the other calibration's slower sample";
}

// A format's pool prices an instance by the samples that moved about as many
// bytes per nonzero: stored values (12 B/nnz, 100 GB/s) against coded ones
// (3 B/nnz, 40 GB/s) of the same format at the same point.
TEST(ModelPrediction, PooledSamplesWithSimilarBytesPerEntryCountMost) {
  Calibration c;
  c.device = "d";
  const double nnz = 1 << 20;
  c.samples = {sample("floor", "other", 1 << 10, 8, 1e3, 0.001),
               sample("stored_t8", "fmt", nnz, 16, 12 * nnz, 12 * nnz / 100e6),
               sample("stored_t2", "fmt", nnz, 16, 12 * nnz, 12 * nnz / 100e6),
               sample("coded_t8", "fmt", nnz, 16, 3 * nnz, 3 * nnz / 40e6),
               sample("coded_t2", "fmt", nnz, 16, 3 * nnz, 3 * nnz / 40e6)};
  const auto point = detail::model_point(nnz, 16, 0.5, 0.1);
  const auto stored = detail::predict(c, "stored_t4", "fmt", "f64i32", point, 12 * nnz);
  ASSERT_TRUE(stored.has_value());
  EXPECT_FALSE(stored->own_instance);
  EXPECT_GT(stored->gbs, 90.0) << "priced by the stored-value samples, not pulled to the coded ones' 40 GB/s";
  const auto coded = detail::predict(c, "coded_t4", "fmt", "f64i32", point, 3 * nnz);
  ASSERT_TRUE(coded.has_value());
  EXPECT_LT(coded->gbs, 45.0) << "priced by the coded samples";
}

// Every calibration the library ships (runtime/data/calibration/) parses, and
// names the device it was measured on.
TEST(ShippedCalibrations, ParseAndNameTheirDevice) {
  const auto shipped = detail::shipped_calibrations();
  EXPECT_FALSE(shipped.empty()) << "no calibration is compiled in";
  for (const auto& s : shipped) {
    const auto c = Calibration::from_text(s.text);
    ASSERT_TRUE(c.has_value()) << s.name << " does not parse";
    EXPECT_FALSE(c->device.empty()) << s.name;
    EXPECT_GT(c->samples.size(), 100u) << s.name;
  }
}

using test::ModelOnThisCpu;

TEST_F(ModelOnThisCpu, CalibratedPlansRankByTheModelTimeNothingAndStayExact) {
  const Context ctx = cpu_context();
  CalibrateOptions co;
  co.dtypes = {"f64"};
  co.max_nnz = 1 << 16;
  co.min_rows = 256;
  const CalibrationReport report = calibrate(ctx, co);
  ASSERT_TRUE(report.stored) << report.to_string();
  EXPECT_GT(report.matrices, 6u);
  EXPECT_GT(report.calibration.samples.size(), report.matrices);
  EXPECT_TRUE(fs::exists(report.path)) << report.path;
  const auto active = active_calibration(ctx);
  ASSERT_TRUE(active.has_value());
  EXPECT_EQ(active->calibration->device, model_device(ctx));

  RandomMatrixOptions ro;
  ro.rows = 3000;
  ro.cols = 2500;
  ro.mean_row_length = 9;
  ro.values = ValueKind::small_integers;
  const auto csr = random_matrix<double, std::int32_t>(ro);
  const auto a = Matrix<double, std::int32_t>::from_csr(csr);
  const auto x = test::random_vector<double>(static_cast<std::size_t>(csr.ncols), ValueKind::small_integers, 3);
  auto check_exact = [&](const SpmvPlan<double, std::int32_t>& p, const std::string& what) {
    std::vector<double> y(static_cast<std::size_t>(csr.nrows));
    test::fill_poison<double>(y);
    p.apply(1.0, x.data(), 0.0, y.data());
    EXPECT_TRUE(test::spmv_matches(csr.view(), test::to_double(x), 1.0, 0.0, {}, y, true)) << what;
  };

  PlanOptions po;
  po.use_plan_cache = false;
  const auto p = plan(ctx, a, po);
  const auto& d = p.describe();
  EXPECT_EQ(d.selection.rfind("model (measured ", 0), 0u) << d.selection;
  EXPECT_EQ(d.selection.find("timed"), std::string::npos) << "a model plan timed candidates: " << d.selection;
  EXPECT_GT(d.predicted_ms, 0.0);
  EXPECT_GT(d.predicted_gbs, 0.0);
  EXPECT_GT(d.achieved_gbs, 0.0);
  EXPECT_NE(d.to_string().find("predicted:"), std::string::npos) << d.to_string();
  check_exact(p, "the model's pick");

  po.timed_candidates = 2;
  const auto timed = plan(ctx, a, po);
  EXPECT_NE(timed.describe().selection.find("the top 2 timed"), std::string::npos) << timed.describe().selection;
  check_exact(timed, "the faster of the model's top two");

  po.timed_candidates = 0;
  po.use_model = false;
  const auto rule = plan(ctx, a, po);
  EXPECT_EQ(rule.describe().selection.rfind("rule: ", 0), 0u) << rule.describe().selection;
  EXPECT_EQ(rule.describe().predicted_ms, 0.0);

  // A plan-cache hit keeps the model's prediction beside the choice.
  PlanOptions cached;
  const auto first = plan(ctx, a, cached);
  const auto second = plan(ctx, a, cached);
  EXPECT_TRUE(second.describe().plan_cache_hit);
  EXPECT_EQ(second.describe().instance, first.describe().instance);
  EXPECT_DOUBLE_EQ(second.describe().predicted_ms, first.describe().predicted_ms);
}

TEST_F(ModelOnThisCpu, WithoutACalibrationTheRuleSelects) {
  const Context ctx = cpu_context();
  EXPECT_FALSE(active_calibration(ctx).has_value());
  const auto a = Matrix<double, std::int32_t>::from_csr(poisson3d<double, std::int32_t>(8));
  PlanOptions po;
  po.use_plan_cache = false;
  EXPECT_EQ(plan(ctx, a, po).describe().selection.rfind("rule: ", 0), 0u);
}

TEST(Calibrate, RejectsAnUnknownDtype) {
  CalibrateOptions co;
  co.dtypes = {"f16"};
  try {
    (void)calibrate(Context::cpu(), co);
    ADD_FAILURE() << "calibrate accepted dtype f16";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("'f16'"), std::string::npos) << e.what();
  }
}

}  // namespace
