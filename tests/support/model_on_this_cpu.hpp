// A fixture for tests of the calibrated model on this CPU: points
// SPGEN_CALIBRATION_DIR at a private folder and turns the model on (ctest
// runs every test with SPGEN_DISABLE_MODEL=1) for one test; skipped without
// AVX-512 (no generated instance to calibrate or rank).
#pragma once

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <optional>
#include <string>

#include "spgen/spgen.hpp"
#include "support/cache_dir.hpp"
#include "support/scoped_env.hpp"

namespace spgen::test {

class ModelOnThisCpu : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!cpu_has_avx512()) GTEST_SKIP() << "this CPU has no AVX-512: no generated instance to calibrate";
    // A folder per test: the process keeps the calibrations it has read by folder and device.
    const std::string test = ::testing::UnitTest::GetInstance()->current_test_info()->name();
    dir_ = std::filesystem::temp_directory_path() / ("spgen_model_test_" + test + "_" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
    calibration_dir_.emplace("SPGEN_CALIBRATION_DIR", (dir_ / "calibration").string());
    model_switch_.emplace("SPGEN_DISABLE_MODEL", std::nullopt);
  }
  void TearDown() override {
    if (dir_.empty()) return;
    model_switch_.reset();
    calibration_dir_.reset();
    remove_cache_dir(dir_);
  }
  /// A CPU context with its caches in the test's folder (plans in memory
  /// only) and no tuning database.
  [[nodiscard]] Context cpu_context() const {
    ContextOptions o;
    o.want = ContextOptions::Want::cpu;
    o.cache.dir = dir_ / "cache";
    o.cache.disk = false;
    o.tuning.disk = false;
    o.tuning_db = false;
    return Context::create(o);
  }
  std::filesystem::path dir_;

 private:
  std::optional<ScopedEnv> calibration_dir_, model_switch_;
};

}  // namespace spgen::test
