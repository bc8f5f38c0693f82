// The model's prediction (spgen/plan/model.hpp): a proposal's product time
// from the calibration's samples nearest the matrix's features.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "plan/features.hpp"
#include "spgen/plan/model.hpp"
#include "spgen/plan/plan.hpp"

namespace spgen::detail {

struct Prediction {
  double ms = 0.0;
  double gbs = 0.0;       // bytes / ms: the effective bandwidth it assumes
  bool own_instance = false;  // from the instance's own samples (else its format's, pooled)
};

/// The point of a matrix on the model's axes.
struct ModelPoint {
  double log2_nnz = 0, log2_mean_row = 0, cv_row = 0, near_diagonal = 0;
};
ModelPoint model_point(double nnz, double mean_row, double cv_row, double near_diagonal);
inline ModelPoint model_point(const Features& f) {
  return model_point(static_cast<double>(f.nnz), f.mean_row, f.cv_row, f.near_diagonal);
}

/// Reads the calibration of `ctx`'s device and indexes it, unless
/// SPGEN_DISABLE_MODEL=1: Context::create calls it, so that a process's
/// first plan does not (0.5 ms on the 2-core development VM).
void read_calibration_ahead(const Context& ctx);

/// The calibration a plan with `options` selects by: none when
/// options.use_model is false or SPGEN_DISABLE_MODEL=1 (the test suite runs
/// so, its rule tests unaffected by a device's calibration), else
/// active_calibration(ctx).
std::optional<ActiveCalibration> plan_calibration(const Context& ctx, const PlanOptions& options);

/// A calibration's samples as predict() reads them: each sample's point on
/// the model's axes and its bandwidth past its types' floor worked out once,
/// and the samples of each instance and of each format listed apart. A plan
/// predicts 20-30 proposals, and scanning every sample for each took about
/// 5 us a proposal.
class CalibrationIndex {
 public:
  explicit CalibrationIndex(const Calibration& c);

  struct Sample {
    ModelPoint point;
    double log2_bytes_per_entry = 0;  // log2 of its bytes per nonzero
    double log_gbs = 0;               // log of its bandwidth past the floor
  };
  struct Types {
    // A product of next to no bytes (a launch, on a GPU): a low quantile of the samples.
    double floor = 0;
    std::map<std::string, std::vector<Sample>, std::less<>> by_instance,
        by_format;  // in calibration order
  };
  /// The samples of `types` ("f64i32"), or null where there are none.
  [[nodiscard]] const Types* of(std::string_view types) const;

 private:
  std::map<std::string, Types, std::less<>> types_;
};

/// The index of `c`, built at its first use and kept while `c` lives.
std::shared_ptr<const CalibrationIndex> calibration_index(
    const std::shared_ptr<const Calibration>& c);

/// Predicts `instance` of `format` for `types` ("f64i32") on a matrix at
/// `point` moving `bytes` per product: its effective bandwidth at the
/// calibration's nearest samples of that instance (at least two), else of
/// its format; nullopt where the calibration has no sample of either.
std::optional<Prediction> predict(const CalibrationIndex& index, std::string_view instance,
                                  std::string_view format, std::string_view types,
                                  const ModelPoint& point, double bytes);
/// The same from the calibration itself, indexed for this one prediction.
std::optional<Prediction> predict(const Calibration& c, std::string_view instance, std::string_view format,
                                  std::string_view types, const ModelPoint& point, double bytes);

}  // namespace spgen::detail
