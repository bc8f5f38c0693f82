// Storing a measured calibration (model.cpp), for `spgen calibrate`
// (calibrate.cpp). Internal.
#pragma once

#include <filesystem>

#include "spgen/plan/model.hpp"

namespace spgen::detail {

/// Stores `c` for its device (under default_calibration_dir(), a verified
/// DiskStore entry), sets `*path` to the entry, and makes `c` the calibration
/// this process's plans use; false where the disk store is disabled or the
/// write failed.
bool store_calibration(const Calibration& c, std::filesystem::path* path);

}  // namespace spgen::detail
