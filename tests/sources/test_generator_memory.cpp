// Generators refuse, before allocating, what cannot fit in memory (issue 18;
// fuzz_matrix_source's finding tests/fuzz/findings/matrix_source-kron-of-huge-rmat):
// R-MAT reserved 2^S * E edges (327 GB for rmat:9:80000000) before any check,
// aborting under ASan and, for requests between the free memory and RAM + swap,
// being granted by overcommit and filled.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>
#include <vector>

#include "spgen/matrices/sources.hpp"
#include "support/test_support.hpp"

namespace spgen {
namespace {

TEST(GeneratorMemory, RefusedBeforeAllocating) {
  struct Case {
    const char* spec;
    const char* what;
  };
  for (const Case c :
       {Case{"rmat:9:80000000",
             "rmat:9:80000000:1: its 40960000000 edges need 610.4 GiB, more than the "},
        Case{"poisson3d:100000", "poisson3d:100000: its row pointers need "},
        Case{"random:uniform:1000000000000:10:1", "its row pointers need 7450.6 GiB"}}) {
    const auto t0 = std::chrono::steady_clock::now();
    EXPECT_TRUE(test::throws_error([&] { (void)load_matrix<double, std::int64_t>(c.spec); },
                                   {c.what, " GiB of memory here"}))
        << c.spec;
    EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(), 1.0)
        << c.spec;
  }
}

// kron:K:NAME checks K against what NAME declares (its parameters, or its
// file's header) before building NAME (tests/fuzz/findings/matrix_source-kron-*:
// kron:0:rmat:22:62 built 2.3 GB for an empty result, kron:9480:rmat:28:0
// generated 268M rows for 10 s before refusing the copies). The progress of a
// load reports NAME's building first: a callback that throws on any report
// below 1 shows, without timing anything, that NAME was never built.
struct NameWasBuilt {};

ProgressFn fail_if_name_is_built(std::vector<double>* seen = nullptr) {
  return [seen](double f) {
    if (seen != nullptr) seen->push_back(f);
    if (f < 1.0) throw NameWasBuilt{};
  };
}

template <typename I>
::testing::AssertionResult refused_before_building(const char* spec, std::initializer_list<std::string_view> what) {
  try {
    return test::throws_error([&] { (void)load_matrix<double, I>(spec, nullptr, fail_if_name_is_built()); }, what);
  } catch (const NameWasBuilt&) {
    return ::testing::AssertionFailure() << spec << ": NAME was built before the copies were checked";
  }
}

TEST(KronBeforeBuildingName, TooManyCopiesAreRefusedFirst) {
  EXPECT_TRUE(refused_before_building<std::int32_t>(
      "kron:9480:rmat:28:0",
      {"matrix 'kron:9480:rmat:28:0': kron(I_9480, A): row count 2544768122880 does not fit i32 indices; "
       "use int64 indices"}));
  EXPECT_TRUE(refused_before_building<std::int32_t>(
      "kron:100000000:poisson3d:8", {"kron(I_100000000, A): row count 51200000000 does not fit i32"}));
  // Past the memory for its row pointers (int64 fits them), and past int64.
  EXPECT_TRUE(refused_before_building<std::int64_t>(
      "kron:0001000000000000001:rmat:9:80000000:7",
      {"matrix 'kron:0001000000000000001:rmat:9:80000000:7': kron(I_1000000000000001, A): its "
       "512000000000000512 rows need ", " GiB of memory here"}));
  EXPECT_TRUE(refused_before_building<std::int64_t>(
      "kron:100000000000000000:rmat:9:1", {"kron(I_100000000000000000, A): size overflows 64-bit integers"}));
  EXPECT_TRUE(refused_before_building<std::int64_t>(
      "kron:2000000000:rmat:20:1", {"kron(I_2000000000, A): its 2097152000000000 rows need ", " GiB of memory here"}));
  // Entries known from NAME's parameters: banded:1000:10 has 20,890.
  EXPECT_TRUE(refused_before_building<std::int32_t>(
      "kron:200000:banded:1000:10", {"kron(I_200000, A): nonzero count of at least 4178000000 does not fit i32"}));
  // Nested: the copies multiply (kron:K1:kron:K2:NAME is kron:K1·K2:NAME).
  EXPECT_TRUE(refused_before_building<std::int32_t>(
      "kron:2:kron:9480:rmat:28:0", {"kron(I_18960, A): row count 5089536245760 does not fit i32"}));
  EXPECT_TRUE(refused_before_building<std::int64_t>(
      "kron:4294967296:kron:4294967296:rmat:1:1",
      {"matrix 'kron:4294967296:kron:4294967296:rmat:1:1': 4294967296 x 4294967296 copies overflow 64-bit integers"}));
}

TEST(KronBeforeBuildingName, ZeroCopiesBuildNothing) {
  for (const char* spec : {"kron:0:rmat:22:62", "kron:0:rmat:28:0", "kron:0:poisson3d:5000",
                           "kron:0:kron:99999:rmat:28:0", "kron:00:banded:3000000000:7"}) {
    std::vector<double> seen;
    const auto a = load_matrix<float, std::int32_t>(spec, nullptr, fail_if_name_is_built(&seen));
    EXPECT_EQ(a.nrows, 0) << spec;
    EXPECT_EQ(a.ncols, 0) << spec;
    EXPECT_EQ(a.row_ptr, std::vector<std::int32_t>{0}) << spec;
    EXPECT_EQ(seen, std::vector<double>{1.0}) << spec;
    EXPECT_NO_THROW(validate(a.view())) << spec;
    const auto b = load_matrix<double, std::int64_t>(spec);
    EXPECT_EQ(b.nrows, 0) << spec;
  }
  // NAME must still be well formed: its own error, unchanged.
  EXPECT_TRUE(test::throws_error([] { (void)load_matrix<double, std::int32_t>("kron:0:rmat:x:1"); },
                                 {"matrix 'rmat:x:1': expected a non-negative integer for S, found 'x'"}));
  EXPECT_TRUE(test::throws_error([] { (void)load_matrix<double, std::int32_t>("kron:0:rmat:33:1"); },
                                 {"scale must be in [0, 32], got 33"}));
  EXPECT_TRUE(test::throws_error([] { (void)load_matrix<double, std::int32_t>("kron:0:nosuchmatrix"); },
                                 {"matrix 'nosuchmatrix': not a file, not a shared matrix"}));
}

// fuzz_matrix_source, 2026-11-23 (after the fix above): kron:2:kron:42147:kron:8368:tiny
// (tiny: 3 x 3, 3 entries) built the inner kron, 1.06e9 rows and entries (17 GB),
// before finding that two copies of it could not fit: a file's entries are only
// bounded below by 1 before it is read (duplicates are summed). Nested krons now
// multiply their copies and build NAME alone, once.
TEST(KronBeforeBuildingName, NestedCopiesBuildOnlyTheInnermostName) {
  const auto flat = load_matrix<double, std::int32_t>("kron:6:banded:5:1");
  const auto nested = load_matrix<double, std::int32_t>("kron:2:kron:3:banded:5:1");
  EXPECT_EQ(nested.nrows, 30);
  EXPECT_EQ(nested.row_ptr, flat.row_ptr);
  EXPECT_EQ(nested.col_idx, flat.col_idx);
  EXPECT_EQ(nested.values, flat.values);
  // Entries known only once NAME is built (random row lengths): refused for the
  // product of the copies once NAME alone is built (100 x 100, about 5,000 entries).
  EXPECT_TRUE(test::throws_error(
      [] { (void)load_matrix<double, std::int32_t>("kron:2:kron:500000:random:uniform:100:100:50"); },
      {"matrix 'kron:2:kron:500000:random:uniform:100:100:50': kron(I_1000000, A): nonzero count ",
       " does not fit i32 indices"}));
  // Zero copies anywhere: nothing at all.
  EXPECT_EQ((load_matrix<double, std::int32_t>("kron:5:kron:0:rmat:22:62").nrows), 0);
}

TEST(KronBeforeBuildingName, AFileIsSizedByItsHeader) {
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / ("spgen_kron_header_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  // A header declaring 2^20 rows over a body that does not parse: reading it
  // would fail on line 3, so a refusal that names the copies read the header only.
  const fs::path big = dir / "big.mtx";
  std::ofstream(big) << "%%MatrixMarket matrix coordinate real general\n1048576 1048576 1\n1 1 oops\n";
  const std::string many = "kron:4096:" + big.string();
  EXPECT_TRUE(test::throws_error([&] { (void)load_matrix<double, std::int32_t>(many); },
                                 {"kron(I_4096, A): row count 4294967296 does not fit i32 indices"}));
  MatrixSourceInfo info;
  const auto none = load_matrix<double, std::int32_t>("kron:0:" + big.string(), &info);
  EXPECT_EQ(none.nrows, 0);
  EXPECT_EQ(info.path, big.string());
  EXPECT_TRUE(test::throws_error([&] { (void)load_matrix<double, std::int32_t>("kron:1:" + big.string()); },
                                 {"big.mtx:3:"}));
  // A bad header is the file's own error, whatever K is.
  const fs::path bad = dir / "bad.mtx";
  std::ofstream(bad) << "%%MatrixMarket matrix array real general\n2 2\n";
  EXPECT_TRUE(test::throws_error([&] { (void)load_matrix<double, std::int32_t>("kron:0:" + bad.string()); },
                                 {"bad.mtx:1: expected format 'coordinate'"}));
  fs::remove_all(dir);
}

TEST(GeneratorMemory, WhatFitsIsStillBuilt) {
  const auto r = load_matrix<float, std::int32_t>("rmat:10:4");
  const auto k = load_matrix<float, std::int32_t>("kron:3:poisson3d:4");
  EXPECT_EQ(r.nrows, 1024);
  EXPECT_EQ(k.nrows, 192);
}

}  // namespace
}  // namespace spgen
