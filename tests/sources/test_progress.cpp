// Progress of long work (issue 19): reading a matrix file and generating a
// matrix call the ProgressFn with fractions in [0, 1] that never decrease and
// end with exactly 1, on the calling thread only; a failure ends without 1.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdint>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include "spgen/core/error.hpp"
#include "spgen/matrices/matrix_market.hpp"
#include "spgen/matrices/sources.hpp"
#include "spgen/matrices/synthetic.hpp"

namespace spgen {
namespace {

namespace fs = std::filesystem;

/// Records the fractions and the threads they came from.
struct Recorder {
  std::vector<double> seen;
  bool other_thread = false;
  std::thread::id owner = std::this_thread::get_id();
  ProgressFn fn() {
    return [this](double f) {
      seen.push_back(f);
      other_thread |= std::this_thread::get_id() != owner;
    };
  }
};

::testing::AssertionResult monotone_to_one(const Recorder& r, std::size_t at_least = 2) {
  if (r.other_thread) return ::testing::AssertionFailure() << "called from a worker thread";
  if (r.seen.size() < at_least)
    return ::testing::AssertionFailure()
           << "called " << r.seen.size() << " times, wanted at least " << at_least;
  for (std::size_t i = 0; i < r.seen.size(); ++i) {
    if (!(r.seen[i] >= 0.0 && r.seen[i] <= 1.0))
      return ::testing::AssertionFailure() << "fraction " << r.seen[i] << " at call " << i;
    if (i > 0 && r.seen[i] < r.seen[i - 1])
      return ::testing::AssertionFailure()
             << "decreases from " << r.seen[i - 1] << " to " << r.seen[i];
  }
  if (r.seen.back() != 1.0) return ::testing::AssertionFailure() << "ends at " << r.seen.back();
  if (r.seen.size() > 1000) return ::testing::AssertionFailure() << r.seen.size() << " calls";
  return ::testing::AssertionSuccess();
}

TEST(Progress, ReadingAFile) {
  const auto a =
      random_matrix<double, std::int32_t>({.rows = 50000, .cols = 50000, .mean_row_length = 10});
  const fs::path dir = fs::temp_directory_path() / ("spgen_progress_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  for (const char* name : {"m.mtx", "m.mtx.gz"}) {
    write_matrix_market(dir / name, a.view());
    Recorder r;
    const auto b = read_matrix_market<double, std::int32_t>(dir / name, nullptr, r.fn());
    EXPECT_EQ(b.col_idx, a.col_idx);
    EXPECT_TRUE(monotone_to_one(r, 3)) << name;  // ~12 MB of text: several blocks
    Recorder by_name;
    (void)load_matrix<double, std::int32_t>((dir / name).string(), nullptr, by_name.fn());
    EXPECT_TRUE(monotone_to_one(by_name, 3)) << name;
  }
  fs::remove_all(dir);
}

TEST(Progress, GeneratingEachFamily) {
  for (const char* spec :
       {"poisson3d:48", "rmat:16:8", "banded:200000:3", "random:powerlaw:200000:1000:8",
        "kron:8:poisson3d:24", "kron:4:rmat:12:4"}) {
    Recorder r;
    const auto m = load_matrix<double, std::int32_t>(spec, nullptr, r.fn());
    EXPECT_GT(m.nnz(), 0u);
    EXPECT_TRUE(monotone_to_one(r, 3)) << spec;
  }
}

TEST(Progress, TheSameMatrixWithOrWithoutIt) {
  Recorder r;
  const auto with = rmat<float, std::int32_t>(14, 8, 3, r.fn());
  const auto without = rmat<float, std::int32_t>(14, 8, 3);
  EXPECT_EQ(with.col_idx, without.col_idx);
  EXPECT_EQ(with.values, without.values);
  Recorder p;
  const auto grid_with = poisson3d<double, std::int64_t>(20, p.fn());
  const auto grid_without = poisson3d<double, std::int64_t>(20);
  EXPECT_EQ(grid_with.col_idx, grid_without.col_idx);
}

TEST(Progress, AFailureNeverReachesOne) {
  // The copies' entries overflow int32 only once NAME was generated (its row
  // lengths are random): half way, not 1.
  Recorder r;
  auto too_many = [&] {
    (void)load_matrix<double, std::int32_t>("kron:30000:random:uniform:1000:1000:100", nullptr, r.fn());
  };
  EXPECT_THROW(too_many(), Error);
  EXPECT_FALSE(r.seen.empty());
  for (const double f : r.seen) EXPECT_LE(f, 0.5);
  // Copies whose rows cannot fit are refused before NAME is generated: nothing.
  Recorder first;
  auto too_many_rows = [&] {
    (void)load_matrix<double, std::int32_t>("kron:100000000:poisson3d:8", nullptr, first.fn());
  };
  EXPECT_THROW(too_many_rows(), Error);
  EXPECT_TRUE(first.seen.empty());
  Recorder bad;
  auto read_bad = [&] {
    (void)read_matrix_market<double, std::int32_t>(
        fs::path(SPGEN_TEST_DATA_DIR) / "bad/too_many_entries.mtx", nullptr, bad.fn());
  };
  EXPECT_THROW(read_bad(), Error);
  for (const double f : bad.seen) EXPECT_LT(f, 1.0);
}

}  // namespace
}  // namespace spgen
