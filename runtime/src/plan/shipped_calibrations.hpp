// Calibrations measured on the project's GPU machines and compiled into the
// library (runtime/data/calibration/*.txt, embedded by runtime/CMakeLists.txt).
#pragma once

#include <span>
#include <string_view>

namespace spgen::detail {

struct ShippedCalibration {
  const char* name;       // the file's stem, e.g. "nvidia-h100-80gb-hbm3"
  std::string_view text;  // Calibration::to_text()
};

std::span<const ShippedCalibration> shipped_calibrations();

}  // namespace spgen::detail
