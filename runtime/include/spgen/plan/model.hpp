// The calibrated performance model (the framework paper's, seed 001; issue 14)
// and `spgen calibrate`, which measures it.
//
// Calibration times every format's proposals on synthetic matrices spanning
// the model's axes, once per device and types:
//   - size: log2 of the nonzeros (launch-bound small products to
//     bandwidth-bound large ones);
//   - mean row length (log2): short rows waste lanes, long ones amortise them;
//   - irregularity: the row lengths' coefficient of variation (uniform and
//     power-law lengths);
//   - x locality: the share of nonzeros near the diagonal (random columns
//     against banded matrices).
// Each sample keeps the bytes its format estimates a product moves and the
// measured median time. The model predicts a proposal's time for a matrix as
// those bytes over the effective bandwidth its instance (else its format,
// pooled, with bytes per nonzero as one more axis: coded and stored values
// differ there) reached at the nearest calibrated points, weighted by inverse
// squared distance in those axes. Formats keep their own part of the rule
// (which slice height, σ, tile shape suits this matrix); the model ranks what
// they propose, so plain plan() times nothing (PlanOptions::timed_candidates
// asks for its top 2-3 to be timed).
//
//   spgen::Context ctx = spgen::Context::create();
//   auto report = spgen::calibrate(ctx, {.budget_seconds = 300});  // once per device
//   auto p = spgen::plan(ctx, A);  // describe(): "model: predicted 0.11 ms ..."
//
// Stored per device (model_device()) in $SPGEN_CALIBRATION_DIR, else the
// "calibration" folder of the cache directory: one verified entry per device
// (DiskStore: checksummed, written atomically), a versioned text schema. The
// library ships calibrations measured on the project's GPU machines
// (runtime/data/calibration/); a measured one on disk takes precedence.
#pragma once

#include <cstddef>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "spgen/session/context.hpp"

namespace spgen {

/// One timed product of a calibration: an instance on a synthetic matrix.
struct CalibrationSample {
  std::string instance;  // registry name
  std::string format;    // its format
  std::string types;     // value and index type, "f64i32"
  std::string matrix;    // the synthetic matrix, as a source spec ("random:uniform:65536:65536:16")
  double nnz = 0, mean_row = 0, cv_row = 0, near_diagonal = 0;  // its features (plan/features.hpp)
  double bytes = 0;  // the format's estimate of the bytes one product moves
  double ms = 0;     // median time of one product
};

struct Calibration {
  static constexpr std::string_view kSchema = "spgen-calibration-1";
  std::string device;    // model_device() of the machine measured
  std::string measured;  // when, UTC ISO-8601
  std::vector<CalibrationSample> samples;

  /// Line-based text: "schema=...", "device=...", "measured=...", then one
  /// "sample=" line per sample (space-separated fields in the order above).
  [[nodiscard]] std::string to_text() const;
  /// nullopt for another schema or a malformed line.
  static std::optional<Calibration> from_text(std::string_view text);
};

/// The model's identity of a device: the CUDA device key, or for a CPU its
/// path, model name and thread count (a calibration holds for those alone).
std::string model_device(const Context& context);

/// $SPGEN_CALIBRATION_DIR, else default_cache_dir() / "calibration".
std::filesystem::path default_calibration_dir();

/// The calibration plans on `context` use and where it came from ("measured
/// <when>, <path>" or "shipped <name>"), or nullopt when the device has none.
struct ActiveCalibration {
  std::shared_ptr<const Calibration> calibration;
  std::string source;
};
std::optional<ActiveCalibration> active_calibration(const Context& context);

struct CalibrateOptions {
  /// No synthetic matrix starts after this many seconds.
  double budget_seconds = 300.0;
  /// Value types to calibrate ("f64", "f32"), with 32-bit indices.
  std::vector<std::string> dtypes = {"f64", "f32"};
  /// Largest synthetic matrix, in nonzeros (0: 2^25 on CUDA, 2^24 on a CPU).
  std::int64_t max_nnz = 0;
  /// Smallest row count of the size axis (its steps are powers of 8 from here).
  std::int64_t min_rows = 1 << 10;
  /// Write the result for this device (replacing any earlier one).
  bool store = true;
  /// Called with one line per synthetic matrix.
  std::function<void(const std::string&)> progress;
};

struct CalibrationReport {
  Calibration calibration;
  std::size_t matrices = 0;  // synthetic matrices timed
  std::size_t skipped = 0;   // left out by the budget
  double seconds = 0.0;
  bool stored = false;
  std::filesystem::path path;  // where it was stored
  [[nodiscard]] std::string to_string() const;
};

/// Times every format's proposals for this context on the synthetic matrices
/// (each through its own plan, caches off), smallest first, within the budget.
/// Throws spgen::Error for an unknown dtype or when nothing could be timed.
CalibrationReport calibrate(const Context& context, const CalibrateOptions& options = {});

}  // namespace spgen
