#include "backends/timing.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace spgen::detail {

TimingShape TimingPolicy::shape(double warm_ms, std::size_t candidates) const {
  const double est = std::max(warm_ms, 1e-4);
  TimingShape out;
  out.products = static_cast<int>(std::clamp(std::ceil(sample_ms / est), 1.0, double(max_products)));
  const double round_ms = est * out.products * (budget_per_candidate ? 1.0 : static_cast<double>(candidates));
  const double rounds = round_up ? std::ceil(budget_ms / round_ms) : std::floor(budget_ms / round_ms);
  out.rounds = static_cast<int>(std::clamp(rounds, double(min_rounds), double(max_rounds)));
  out.warm_each = warm_ms < warm_below_ms;
  return out;
}

TimingResult time_candidates(std::size_t n, const std::function<double(std::size_t, int)>& sample,
                             const TimingPolicy& policy) {
  TimingResult r;
  double warm_ms = 0;
  for (std::size_t i = 0; i < n; ++i) warm_ms = std::max(warm_ms, sample(i, policy.warmup_products));
  r.shape = policy.shape(warm_ms, n);
  std::vector<std::vector<double>> ms(n);
  for (int round = 0; round < r.shape.rounds; ++round)
    for (std::size_t i = 0; i < n; ++i) {
      if (r.shape.warm_each) sample(i, r.shape.products);
      ms[i].push_back(sample(i, r.shape.products));
    }
  r.median_ms.resize(n);
  for (std::size_t i = 0; i < n; ++i) {
    auto& t = ms[i];
    std::nth_element(t.begin(), t.begin() + static_cast<std::ptrdiff_t>(t.size() / 2), t.end());
    r.median_ms[i] = t[t.size() / 2];
    if (r.median_ms[i] < r.median_ms[r.best]) r.best = i;
  }
  return r;
}

std::size_t amortised_best(const std::vector<double>& median_ms, const std::vector<double>& conversion_ms,
                           double products) {
  std::size_t best = 0;
  // 0: conversion is free, the fastest product wins.
  const auto cost = [&](std::size_t i) {
    return products > 0 ? conversion_ms[i] + products * median_ms[i] : median_ms[i];
  };
  for (std::size_t i = 1; i < median_ms.size(); ++i)
    if (cost(i) < cost(best) || (cost(i) == cost(best) && median_ms[i] < median_ms[best])) best = i;
  return best;
}

std::string amortised_note(const std::vector<double>& median_ms, const std::vector<double>& conversion_ms,
                           double products, std::size_t kept) {
  const auto fastest = static_cast<std::size_t>(
      std::min_element(median_ms.begin(), median_ms.end()) - median_ms.begin());
  if (median_ms[fastest] == median_ms[kept]) return {};
  char buf[256];
  std::snprintf(buf, sizeof buf,
                "; kept the one with the least conversion + %.0f products (PlanOptions::expected_products): "
                "%.4g + %.0f x %.4g ms against the fastest product's %.4g + %.0f x %.4g ms",
                products, conversion_ms[kept], products, median_ms[kept], conversion_ms[fastest], products,
                median_ms[fastest]);
  return buf;
}

}  // namespace spgen::detail
