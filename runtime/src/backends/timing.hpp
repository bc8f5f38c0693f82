// One candidate timer for every backend: each candidate is warmed up, then
// timed in interleaved rounds (so drift in the machine's speed hits all
// alike), and the one with the lowest median is kept. The backend says how a
// sample is taken and how many rounds its budget allows (TimingPolicy).
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace spgen::detail {

struct TimingShape {
  int rounds = 1;
  int products = 1;         // products per timed sample
  bool warm_each = false;   // run one untimed sample before each timed one
};

struct TimingPolicy {
  int warmup_products = 1;  // products in the first (sizing) sample of each candidate
  /// Rounds and sample size from the slowest candidate's warm-up (ms per
  /// product) and the number of candidates.
  std::function<TimingShape(double warm_ms, std::size_t candidates)> shape;
};

struct TimingResult {
  std::size_t best = 0;
  std::vector<double> median_ms;  // per product, per candidate
  TimingShape shape;
};

/// sample(i, products) runs `products` products of candidate i and returns
/// the time per product (ms).
TimingResult time_candidates(std::size_t candidates, const std::function<double(std::size_t, int)>& sample,
                             const TimingPolicy& policy);

}  // namespace spgen::detail
