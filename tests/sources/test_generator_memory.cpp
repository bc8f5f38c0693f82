// Generators refuse, before allocating, what cannot fit in memory (issue 18;
// fuzz_matrix_source's finding tests/fuzz/findings/matrix_source-kron-of-huge-rmat):
// R-MAT reserved 2^S * E edges (327 GB for rmat:9:80000000) before any check,
// aborting under ASan and, for requests between the free memory and RAM + swap,
// being granted by overcommit and filled.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdint>
#include <string>

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
        Case{"kron:0001000000000000001:rmat:9:80000000:7", "its 40960000000 edges need "},
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

TEST(GeneratorMemory, WhatFitsIsStillBuilt) {
  const auto r = load_matrix<float, std::int32_t>("rmat:10:4");
  const auto k = load_matrix<float, std::int32_t>("kron:3:poisson3d:4");
  EXPECT_EQ(r.nrows, 1024);
  EXPECT_EQ(k.nrows, 192);
}

}  // namespace
}  // namespace spgen
