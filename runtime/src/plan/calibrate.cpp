// `spgen calibrate`: the model's samples (spgen/plan/model.hpp).
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>

#include "backends/backend.hpp"
#include "core/elapsed.hpp"
#include "plan/calibration_store.hpp"
#include "plan/features.hpp"
#include "plan/select.hpp"
#include "spgen/core/error.hpp"
#include "spgen/matrices/sources.hpp"
#include "spgen/plan/model.hpp"
#include "spgen/plan/plan.hpp"

namespace spgen {

namespace {

// The synthetic matrices, smallest first so a short budget still spans the
// size axis: rows in powers of 8 from min_rows; mean row lengths 4, 16 and
// 64; uniform and power-law row lengths with random columns, and banded rows
// (every column near the diagonal).
std::vector<std::string> calibration_matrices(std::int64_t min_rows, std::int64_t max_nnz) {
  struct Spec {
    std::int64_t nnz;
    std::string text;
  };
  std::vector<Spec> specs;
  for (std::int64_t rows = min_rows; rows * 4 <= max_nnz; rows *= 8)
    for (const int mean : {4, 16, 64}) {
      const std::int64_t nnz = rows * mean;
      if (nnz > max_nnz) continue;
      const std::string r = std::to_string(rows), m = std::to_string(mean);
      specs.push_back({nnz, "random:uniform:" + r + ":" + r + ":" + m});
      specs.push_back({nnz, "random:powerlaw:" + r + ":" + r + ":" + m});
      specs.push_back({nnz, "banded:" + r + ":" + std::to_string(mean / 2)});  // 2·(m/2)+1 entries per row
    }
  std::stable_sort(specs.begin(), specs.end(), [](const Spec& a, const Spec& b) { return a.nnz < b.nnz; });
  std::vector<std::string> out;
  for (auto& s : specs) out.push_back(std::move(s.text));
  return out;
}

// The values a synthetic matrix is timed with: random reals, then every
// nonzero 1 (a pattern) and three distinct values (dictionary codes), so the
// instances that compress values exactly (PlanDescription::values) are
// calibrated on matrices they hold; with random reals no format proposes them.
// Random reals replace the generator's own values, which for banded matrices
// are few: otherwise the stored-values instances of a format that codes them
// (sellp_c16 with 16-bit columns) have no sample on a narrow band, where they
// gain most, and the model prices them by wide random matrices only.
enum class Values { random, ones, three };

// The value of entry k for `values`: for random, reals in [0.5, 1.5) from a
// fixed-seed hash of k (many distinct values, none zero).
template <SupportedValue V>
V calibration_value(Values values, std::size_t k) {
  if (values == Values::ones) return V(1);
  if (values == Values::three) return V(1 + static_cast<int>(k % 3));
  std::uint64_t h = (static_cast<std::uint64_t>(k) + 1) * 0x9E3779B97F4A7C15ULL;  // splitmix64
  h = (h ^ (h >> 30)) * 0xBF58476D1CE4E5B9ULL;
  h = (h ^ (h >> 27)) * 0x94D049BB133111EBULL;
  h ^= h >> 31;
  return V(0.5 + static_cast<double>(h >> 11) * 0x1.0p-53);
}

// Times every proposal for `spec` with `values`; appends one sample per
// proposal that ran (with ones or three values: per proposal that
// compressed them).
template <SupportedValue V, SupportedIndex I>
void calibrate_matrix(const Context& ctx, const std::string& spec, Values values, Calibration& c) {
  Csr<V, I> csr = load_matrix<V, I>(spec);
  for (std::size_t k = 0; k < csr.values.size(); ++k) csr.values[k] = calibration_value<V>(values, k);
  const auto a = Matrix<V, I>::from_csr(std::move(csr));
  const Features f = compute_features(a.view());
  const auto backend = detail::backend_for<V, I>(ctx);
  std::string declined;
  const auto proposals = detail::ranked_proposals<V, I>(*backend, a.csr(), f, false, true, declined);
  for (const auto& r : proposals) {
    PlanOptions po;
    po.variant = r.p.entry->name;
    po.format_params = r.p.params;
    po.use_plan_cache = false;
    po.use_tuning_db = false;
    try {
      const auto p = plan(ctx, a, po);
      if (values != Values::random && p.describe().values == "stored") continue;  // timed with random values
      CalibrationSample s;
      s.instance = r.p.entry->name;
      s.format = std::string(r.format->name());
      s.types = std::string(type_tag<V>()) + type_tag<I>();
      s.matrix = spec + (values == Values::ones ? "#ones" : values == Values::three ? "#three" : "");
      s.nnz = static_cast<double>(f.nnz);
      s.mean_row = f.mean_row;
      s.cv_row = f.cv_row;
      s.near_diagonal = f.near_diagonal;
      s.bytes = detail::model_bytes<V, I>(r.p, f);
      s.ms = p.describe().product_ms;
      if (s.ms > 0) c.samples.push_back(std::move(s));
    } catch (const NotApplicable&) {  // a conversion that does not fit this matrix
    }
  }
}

}  // namespace

std::string CalibrationReport::to_string() const {
  char buf[160];
  std::snprintf(buf, sizeof buf, "%zu samples on %zu synthetic matrices in %.1f s (%zu left out by the budget); ",
                calibration.samples.size(), matrices, seconds, skipped);
  return std::string(buf) + (stored ? "stored in " + path.string() : "not stored") + "\n";
}

CalibrationReport calibrate(const Context& ctx, const CalibrateOptions& options) {
  for (const auto& d : options.dtypes)
    if (d != "f32" && d != "f64") throw Error("calibrate: dtype '" + d + "' is not f32 or f64");
  if (options.min_rows < 1) throw Error("calibrate: min_rows must be at least 1");
  const auto t0 = std::chrono::steady_clock::now();
  const std::int64_t max_nnz = options.max_nnz > 0 ? options.max_nnz : ctx.is_cuda() ? (1 << 25) : (1 << 24);
  CalibrationReport report;
  report.calibration.device = model_device(ctx);
  report.calibration.measured = detail::utc_now();
  const auto matrices = calibration_matrices(options.min_rows, max_nnz);
  // Both types per matrix, so a budget cut leaves them alike.
  for (const auto& spec : matrices) {
    if (detail::ms_since(t0) > options.budget_seconds * 1e3) {
      report.skipped += 1;
      continue;
    }
    const std::size_t before = report.calibration.samples.size();
    for (const auto& d : options.dtypes)
      for (const Values v : {Values::random, Values::ones, Values::three}) {
        if (d == "f64") calibrate_matrix<double, std::int32_t>(ctx, spec, v, report.calibration);
        else calibrate_matrix<float, std::int32_t>(ctx, spec, v, report.calibration);
      }
    ++report.matrices;
    if (options.progress) {
      char buf[96];
      std::snprintf(buf, sizeof buf, ": %zu samples, %.1f s", report.calibration.samples.size() - before,
                    detail::ms_since(t0) / 1e3);
      options.progress(spec + buf);
    }
  }
  report.seconds = detail::ms_since(t0) / 1e3;
  if (report.calibration.samples.empty()) throw Error("calibrate: no proposal could be timed on this device");
  if (options.store) report.stored = detail::store_calibration(report.calibration, &report.path);
  return report;
}

}  // namespace spgen
