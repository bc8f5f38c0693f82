// spgen as a user runs it: numeric options are validated before any work,
// --json outputs are checked before the benchmarks, a directory given as a
// matrix is named as one, and every failure is one line with a non-zero exit.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "spgen/session/context.hpp"

namespace {

namespace fs = std::filesystem;

struct CliRun {
  int code = -1;
  std::string out, err;
};

std::string slurp(const fs::path& p) {
  std::ifstream f(p);
  std::stringstream s;
  s << f.rdbuf();
  return s.str();
}

// A private folder for outputs and the kernel/plan caches.
class Cli : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("spgen_cli_test_" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  // Runs `spgen ARGS` (ARGS already shell-quoted where needed).
  CliRun spgen(const std::string& args) const {
    const fs::path out = dir_ / "stdout", err = dir_ / "stderr";
    const std::string cmd = "SPGEN_CALIBRATION_DIR= SPGEN_CACHE_DIR='" + (dir_ / "cache").string() +
                            "' '" SPGEN_CLI_PATH "' " + args + " >'" + out.string() + "' 2>'" +
                            err.string() + "' </dev/null";
    const int status = std::system(cmd.c_str());
    CliRun r;
    r.code = WIFEXITED(status) ? WEXITSTATUS(status)
                               : 128 + (WIFSIGNALED(status) ? WTERMSIG(status) : 0);
    r.out = slurp(out);
    r.err = slurp(err);
    fs::remove(out);
    fs::remove(err);
    return r;
  }

  // Nothing but the probe files spgen is run with in dir_.
  [[nodiscard]] bool only(std::initializer_list<std::string> names) const {
    std::size_t n = 0;
    for (const auto& e : fs::directory_iterator(dir_)) {
      const std::string f = e.path().filename().string();
      if (f == "cache") continue;
      ++n;
      if (std::find(names.begin(), names.end(), f) == names.end()) return false;
    }
    return n == names.size();
  }

  fs::path dir_;
};

// One line, ending in a newline, starting "spgen: error: ".
::testing::AssertionResult one_error_line(const CliRun& r) {
  if (r.err.rfind("spgen: error: ", 0) != 0)
    return ::testing::AssertionFailure()
           << "stderr does not start with 'spgen: error: ': " << r.err;
  if (r.err.find('\n') != r.err.size() - 1)
    return ::testing::AssertionFailure() << "stderr is not one line: " << r.err;
  return ::testing::AssertionSuccess();
}

#define SKIP_WITHOUT_BENCH() \
  if (!SPGEN_CLI_HAS_BENCH) GTEST_SKIP() << "spgen built without bench/"

TEST_F(Cli, MinSecondsMustBeAFiniteNonNegativeNumber) {
  SKIP_WITHOUT_BENCH();
  for (const char* bad : {"nan", "NaN", "inf", "-1", "1e400", "abc", "0.5s", "1e6"}) {
    const CliRun r =
        spgen(std::string("bench --backend cpu --quiet --min-seconds ") + bad + " poisson3d:4");
    EXPECT_NE(r.code, 0) << bad;
    EXPECT_TRUE(one_error_line(r)) << bad;
    EXPECT_NE(r.err.find("--min-seconds: '"), std::string::npos) << bad << ": " << r.err;
    EXPECT_NE(r.err.find("is not a number in [0, 86400]"), std::string::npos)
        << bad << ": " << r.err;
    EXPECT_EQ(r.out, "") << bad << ": the benchmark must not run";
  }
  const CliRun nan = spgen("bench --backend cpu --quiet --min-seconds nan poisson3d:4");
  EXPECT_EQ(nan.err, "spgen: error: --min-seconds: 'nan' is not a number in [0, 86400]\n");
}

TEST_F(Cli, GoodRunExitsZeroAndWritesJson) {
  SKIP_WITHOUT_BENCH();
  const fs::path json = dir_ / "rows.json";
  const CliRun r = spgen("bench --backend cpu --quiet --min-seconds 0 --json '" + json.string() +
                         "' poisson3d:4");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("plan:"), std::string::npos) << r.out;
  const std::string text = slurp(json);
  EXPECT_NE(text.find("\"relerr_bound\""), std::string::npos) << text;
  EXPECT_TRUE(only({"rows.json"})) << "a temporary file was left behind";
}

// --sweep NAME=V1,V2 times each SpMM variant once per value (rows named by
// the value; a format without that parameter fails per row, not the run);
// a malformed --sweep, or one with SpMV, fails before any matrix loads;
// --no-baselines times no baseline.
TEST_F(Cli, SpmmSweepTimesEachValueAndNoBaselinesTimesNone) {
  SKIP_WITHOUT_BENCH();
  const fs::path json = dir_ / "sweep.json";
  const CliRun r = spgen("bench --backend cpu --quiet --min-seconds 0 --op spmm --k 4 --no-baselines "
                         "--variants 'spgen_spmm_sellp_b8_kv1_f64i32_avx512' --sweep sigma=1,64 --json '" +
                         json.string() + "' poisson3d:4");
  EXPECT_EQ(r.code, 0) << r.err;
  const std::string text = slurp(json);
  if (text.find("avx512") != std::string::npos) {  // the instances run only with AVX-512
    EXPECT_NE(text.find("sigma=1 k=4"), std::string::npos) << text;
    EXPECT_NE(text.find("sigma=64 k=4"), std::string::npos) << text;
  }
  EXPECT_EQ(text.find("\"kind\": \"baseline\""), std::string::npos) << "--no-baselines timed a baseline: " << text;
  for (const char* bad : {"--op spmm --sweep sigma", "--op spmm --sweep sigma=1,x", "--sweep sigma=1"}) {
    const CliRun e = spgen(std::string("bench --backend cpu --quiet ") + bad + " poisson3d:4");
    EXPECT_NE(e.code, 0) << bad;
    EXPECT_TRUE(one_error_line(e)) << bad << ": " << e.err;
    EXPECT_NE(e.err.find("--sweep"), std::string::npos) << bad << ": " << e.err;
    EXPECT_EQ(e.out, "") << bad << ": the benchmark must not run";
  }
}

// --k takes ranges A..B beside counts; the table then checks each plan's
// k -> k + 1 steps. A malformed item fails before any matrix loads, named.
TEST_F(Cli, SpmmKRangesExpandAndTheirStepsAreChecked) {
  SKIP_WITHOUT_BENCH();
  const fs::path json = dir_ / "ks.json";
  const CliRun r = spgen(
      "bench --backend cpu --quiet --min-seconds 0 --op spmm --k 1..3,8 --no-baselines --json '" +
      json.string() + "' poisson3d:4");
  ASSERT_EQ(r.code, 0) << r.err;
  const std::string text = slurp(json);
  for (const char* k : {"\"k\": 1,", "\"k\": 2,", "\"k\": 3,", "\"k\": 8,"})
    EXPECT_NE(text.find(k), std::string::npos) << k << " missing: " << text;
  EXPECT_EQ(text.find("\"k\": 4,"), std::string::npos) << text;
  EXPECT_NE(r.out.find("k steps, poisson3d:4 f64 spmm plan: 2 steps, "), std::string::npos)
      << r.out;
  for (const char* bad : {"3..1", "0", "2..x", "1,,4"}) {
    const CliRun e =
        spgen(std::string("bench --backend cpu --quiet --op spmm --k ") + bad + " poisson3d:4");
    EXPECT_NE(e.code, 0) << bad;
    EXPECT_TRUE(one_error_line(e)) << bad << ": " << e.err;
    EXPECT_NE(e.err.find("--k"), std::string::npos) << bad << ": " << e.err;
    EXPECT_EQ(e.out, "") << bad << ": the benchmark must not run";
  }
}

// spgen tune writes one record per matrix into the tuning folder of the
// cache directory (SPGEN_CACHE_DIR here); --dry-run writes none.
TEST_F(Cli, TuneStoresTheWinnerAndADryRunStoresNothing) {
  const fs::path tuning = dir_ / "cache" / "tuning";
  auto records = [&] {
    std::size_t n = 0;
    if (fs::exists(tuning))
      for (const auto& e : fs::directory_iterator(tuning)) n += e.path().extension() == ".tune" ? 1 : 0;
    return n;
  };
  const CliRun dry = spgen("tune --backend cpu --quiet --dry-run poisson3d:5");
  EXPECT_EQ(dry.code, 0) << dry.err;
  EXPECT_NE(dry.out.find("winner not stored"), std::string::npos) << dry.out;
  EXPECT_EQ(records(), 0u);
  const fs::path json = dir_ / "tune.json";
  const CliRun r = spgen("tune --backend cpu --quiet --json '" + json.string() + "' poisson3d:5 poisson3d:6");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("winner stored in the tuning database"), std::string::npos) << r.out;
  EXPECT_EQ(records(), 2u);
  EXPECT_NE(slurp(json).find("\"winner\""), std::string::npos);
  EXPECT_TRUE(only({"tune.json"})) << "a temporary file was left behind";
  const CliRun bad = spgen("tune --backend cpu --budget-seconds -1 poisson3d:5");
  EXPECT_NE(bad.code, 0);
  EXPECT_TRUE(one_error_line(bad));
  EXPECT_NE(bad.err.find("--budget-seconds"), std::string::npos) << bad.err;
}

// spgen calibrate stores one calibration for this device in the calibration
// folder of the cache directory (SPGEN_CACHE_DIR here, SPGEN_CALIBRATION_DIR
// unset); --dry-run stores none; a bad dtype is one error line. On a CPU
// without AVX-512 there is nothing to calibrate, and it says so.
TEST_F(Cli, CalibrateStoresOneCalibrationAndADryRunNone) {
  const fs::path folder = dir_ / "cache" / "calibration";
  auto entries = [&] {
    std::size_t n = 0;
    if (fs::exists(folder))
      for (const auto& e : fs::directory_iterator(folder)) n += e.path().extension() == ".txt" ? 1 : 0;
    return n;
  };
  const std::string small =
      "calibrate --backend cpu --quiet --dtype f64 --max-nnz 20000 --min-rows 512";
  const fs::path json = dir_ / "calibration.json";
  if (!spgen::cpu_has_avx512()) {
    // No generated instance to time on this CPU (the portable path has
    // none): each run is one error line, and nothing is stored or written.
    for (const std::string& args :
         {small + " --dry-run", small + " --json '" + json.string() + "'"}) {
      const CliRun r = spgen(args);
      EXPECT_NE(r.code, 0) << args;
      EXPECT_TRUE(one_error_line(r)) << args;
      EXPECT_NE(r.err.find("no proposal could be timed on this device"), std::string::npos)
          << r.err;
      EXPECT_EQ(entries(), 0u) << args;
      EXPECT_TRUE(only({})) << args << ": something was left behind";
    }
  } else {
    const CliRun dry = spgen(small + " --dry-run");
    EXPECT_EQ(dry.code, 0) << dry.err;
    EXPECT_NE(dry.out.find("not stored"), std::string::npos) << dry.out;
    EXPECT_EQ(entries(), 0u);
    const CliRun r = spgen(small + " --json '" + json.string() + "'");
    EXPECT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("stored in"), std::string::npos) << r.out;
    EXPECT_EQ(entries(), 1u);
    EXPECT_NE(slurp(json).find("\"samples\""), std::string::npos);
    EXPECT_TRUE(only({"calibration.json"})) << "a temporary file was left behind";
  }
  const CliRun bad = spgen("calibrate --backend cpu --dtype f16");
  EXPECT_NE(bad.code, 0);
  EXPECT_TRUE(one_error_line(bad));
  EXPECT_NE(bad.err.find("--dtype"), std::string::npos) << bad.err;
}

TEST_F(Cli, UnwritableJsonFailsBeforeTheBenchmarks) {
  SKIP_WITHOUT_BENCH();
  const fs::path missing = dir_ / "no_such_dir" / "rows.json";
  const CliRun r = spgen("bench --backend cpu --quiet --min-seconds 0 --json '" + missing.string() +
                         "' poisson3d:4");
  EXPECT_NE(r.code, 0);
  EXPECT_TRUE(one_error_line(r));
  EXPECT_NE(r.err.find("--json " + missing.string() + ": cannot write: No such file or directory"),
            std::string::npos)
      << r.err;
  EXPECT_EQ(r.out, "") << "the benchmarks ran before the output was checked";
  EXPECT_TRUE(only({})) << "something was left behind";

  const fs::path folder = dir_ / "out";
  fs::create_directories(folder);
  const CliRun d = spgen("bench --backend cpu --quiet --min-seconds 0 --json '" + folder.string() +
                         "' poisson3d:4");
  EXPECT_NE(d.code, 0);
  EXPECT_TRUE(one_error_line(d));
  EXPECT_NE(d.err.find("--json " + folder.string() + ": is a directory"), std::string::npos)
      << d.err;
  EXPECT_EQ(d.out, "");
  EXPECT_TRUE(only({"out"}));
  EXPECT_TRUE(fs::is_empty(folder));
}

TEST_F(Cli, DirectoryAsAMatrixIsNamedAsOne) {
  const CliRun r = spgen("info '" + dir_.string() + "'");
  EXPECT_NE(r.code, 0);
  EXPECT_TRUE(one_error_line(r));
  EXPECT_NE(r.err.find("matrix '" + dir_.string() + "': is a directory"), std::string::npos)
      << r.err;
}

// A matrix that fails among good ones: the good rows are printed, the exit
// code is non-zero and the message names the matrix and why.
TEST_F(Cli, FailedRowMakesTheExitNonZeroAndSaysWhich) {
  SKIP_WITHOUT_BENCH();
  const CliRun r =
      spgen("bench --backend cpu --quiet --min-seconds 0 poisson3d:4 '" + dir_.string() + "'");
  EXPECT_NE(r.code, 0);
  EXPECT_TRUE(one_error_line(r));
  EXPECT_NE(r.err.find("rows failed or out of bounds: " + dir_.string() + " -: matrix '" +
                       dir_.string() + "': is a directory"),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.out.find("plan:"), std::string::npos) << "the good matrix's rows are still printed";
}

// Progress is for a person at a terminal (issue 19): loading a matrix draws a
// line on stderr only when it is a terminal, and not with --json or --quiet;
// a pipe or a log (CI) gets none.
TEST_F(Cli, LoadingProgressOnlyOnATerminal) {
  const CliRun piped = spgen("info poisson3d:60");
  EXPECT_EQ(piped.code, 0) << piped.err;
  EXPECT_EQ(piped.err, "") << "progress went to a pipe";
  if (SPGEN_CLI_HAS_BENCH) {
    const CliRun bench = spgen("bench --backend cpu --min-seconds 0 poisson3d:4");
    EXPECT_EQ(bench.err.find("loading"), std::string::npos) << bench.err;
    EXPECT_EQ(bench.err.find('\r'), std::string::npos) << bench.err;
  }
  if (std::system("script -qec true /dev/null >/dev/null 2>&1 </dev/null") != 0)
    GTEST_SKIP() << "no script(1) or no pseudo-terminal here to give spgen a terminal";
  // script(1) runs spgen on a pseudo-terminal and copies what it drew to a file.
  auto on_terminal = [&](const std::string& args) {
    const fs::path tty = dir_ / "tty";
    const std::string cmd = "SPGEN_CACHE_DIR='" + (dir_ / "cache").string() + "' script -qec \"'" SPGEN_CLI_PATH
                            "' " + args + " >/dev/null\" /dev/null >'" + tty.string() + "' 2>&1 </dev/null";
    EXPECT_EQ(std::system(cmd.c_str()), 0) << cmd;
    const std::string drawn = slurp(tty);
    fs::remove(tty);
    return drawn;
  };
  const std::string drawn = on_terminal("info poisson3d:60");
  EXPECT_NE(drawn.find("loading poisson3d:60"), std::string::npos) << drawn;
  EXPECT_NE(drawn.find('%'), std::string::npos) << drawn;
  for (const char* quiet : {"--json", "--quiet"})
    EXPECT_EQ(on_terminal(std::string("info poisson3d:60 ") + quiet).find("loading"), std::string::npos) << quiet;
}

TEST_F(Cli, HelpAndVersionExitZero) {
  EXPECT_EQ(spgen("--version").code, 0);
  EXPECT_EQ(spgen("bench --help").code, 0);
  const CliRun bad = spgen("bench --no-such-option");
  EXPECT_NE(bad.code, 0);
  EXPECT_TRUE(one_error_line(bad));
}

}  // namespace
