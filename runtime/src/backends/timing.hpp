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

/// How a backend times: the rounds and sample size follow from the slowest
/// candidate's warm-up sample (ms per product) and these budgets.
struct TimingPolicy {
  int warmup_products = 1;   // products in the first (sizing) sample of each candidate
  int max_products = 1;      // per sample: as many as fit in sample_ms, at most this
  double sample_ms = 0.0;
  double budget_ms = 0.0;    // rounds = budget / (one round's time), clamped to:
  int min_rounds = 1, max_rounds = 1;
  bool budget_per_candidate = false;  // one round's time: one candidate's sample (else all of them)
  bool round_up = false;              // ceil the round count (else floor)
  double warm_below_ms = 0.0;         // products shorter than this are warmed before each sample
  [[nodiscard]] TimingShape shape(double warm_ms, std::size_t candidates) const;
};

struct TimingResult {
  std::size_t best = 0;
  std::vector<double> median_ms;  // per product, per candidate
  TimingShape shape;
};

/// The candidate with the least conversion_ms[i] + products * median_ms[i]:
/// the one that costs least over the products a plan is expected to run
/// (PlanOptions::expected_products; 0: the fastest product, conversion free).
std::size_t amortised_best(const std::vector<double>& median_ms, const std::vector<double>& conversion_ms,
                           double products);
/// "" when `kept` is the fastest product, else why a slower one was kept.
std::string amortised_note(const std::vector<double>& median_ms, const std::vector<double>& conversion_ms,
                           double products, std::size_t kept);

/// sample(i, products) runs `products` products of candidate i and returns
/// the time per product (ms).
TimingResult time_candidates(std::size_t candidates, const std::function<double(std::size_t, int)>& sample,
                             const TimingPolicy& policy);

}  // namespace spgen::detail
