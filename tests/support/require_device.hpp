// SPGEN_REQUIRE_DEVICE(): skips the test, with the reason, where no CUDA
// device answers (CI has none; the GPU machine runs these tests).
#pragma once

#include <gtest/gtest.h>

#include "backends/cuda/cuda.hpp"

#define SPGEN_REQUIRE_DEVICE()                                                        \
  do {                                                                                \
    const auto info_ = ::spgen::cuda::probe_device();                                 \
    if (!info_.available) GTEST_SKIP() << "no CUDA device: " << info_.reason;         \
  } while (0)
