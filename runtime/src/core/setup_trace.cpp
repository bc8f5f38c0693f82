#include "core/setup_trace.hpp"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace spgen::detail {

namespace {

struct Step {
  std::chrono::steady_clock::time_point at;
  std::string what;
};

std::vector<Step>& timeline() {
  thread_local std::vector<Step> steps;
  return steps;
}

}  // namespace

bool setup_trace_enabled() {
  static const bool on = [] {
    const char* v = std::getenv("SPGEN_TRACE_SETUP");
    return v && *v && std::string_view(v) != "0";
  }();
  return on;
}

void trace_internal::mark(std::string_view step) {
  timeline().push_back({std::chrono::steady_clock::now(), std::string(step)});
}

void setup_trace_print(std::string_view title) {
  if (!setup_trace_enabled()) return;
  auto& steps = timeline();
  if (steps.empty()) return;
  std::string out = "spgen setup trace: " + std::string(title) + "\n";
  const auto us = [](auto d) { return std::chrono::duration<double, std::micro>(d).count(); };
  for (std::size_t i = 0; i < steps.size(); ++i) {
    char line[64];
    std::snprintf(line, sizeof line, "  %9.1f us %+9.1f  ", us(steps[i].at - steps.front().at),
                  i ? us(steps[i].at - steps[i - 1].at) : 0.0);
    out += line + steps[i].what + "\n";
  }
  std::fputs(out.c_str(), stderr);
  steps.clear();
}

}  // namespace spgen::detail
