// spgen::tune — autotuning (`spgen tune`): times a matrix's candidate
// instances on the context's device within a time budget and stores the
// fastest in the context's tuning database (tuning_db.hpp), where every later
// plan() of that matrix on that device finds it before selecting.
//
//   spgen::Context ctx = spgen::Context::create();
//   auto report = spgen::tune(ctx, A, {.budget_seconds = 20});
//   std::puts(report.to_string().c_str());   // each candidate's median product time
//   auto p = spgen::plan(ctx, A);            // runs the winner; describe(): "tuning: hit (...)"
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "spgen/core/matrix.hpp"
#include "spgen/plan/plan.hpp"
#include "spgen/session/context.hpp"
#include "spgen/session/tuning_db.hpp"

namespace spgen {

struct TuneOptions {
  /// No candidate starts after this many seconds (the one running finishes).
  double budget_seconds = 30.0;
  /// At most this many candidates (0: as many as the budget allows).
  int max_candidates = 0;
  /// Write the winner to the context's tuning database.
  bool store = true;
  /// CUDA: time with programmatic dependent launch, as plans then run (PlanOptions::dependent_launch).
  bool dependent_launch = true;
};

struct TunedCandidate {
  std::string instance;  // registry name, or "portable"
  std::string params;    // the format's conversion parameters, "sigma=256"
  double product_ms = 0.0;  // median of one product (0 when it failed)
  double setup_ms = 0.0;    // its plan's setup: conversion, JIT, ...
  std::string error;        // why it could not run here ("" when it did)
  /// A row split (PlanOptions::partition): rows longer than this ran
  /// long_instance with long_params, the others instance with params. -1: none.
  std::int64_t partition_threshold = -1;
  std::string long_instance;
  std::string long_params;
  /// "instance params", or for a split "rows longer than T: long ..., the rest: ...".
  [[nodiscard]] std::string name() const;
};

struct TuneReport {
  std::vector<TunedCandidate> timed;  // in the order they ran, likeliest first
  std::size_t winner = 0;             // index into timed
  std::size_t untimed = 0;            // candidates the budget or max_candidates left out
  double seconds = 0.0;               // the whole run
  bool stored = false;                // written to the tuning database
  /// One line per candidate and the winner.
  [[nodiscard]] std::string to_string() const;
};

/// Times the candidates (the rule's proposals of every format, then the other
/// instances of the formats that proposed one, then the built-in path, then
/// on a matrix with skewed row lengths the row splits a timed plan would
/// price, plan/partition.hpp), each through a plan of its own, fastest median
/// product wins. Throws spgen::Error when none could run.
template <SupportedValue V, SupportedIndex I>
TuneReport tune(const Context& context, const Matrix<V, I>& a, const TuneOptions& options = {});

namespace detail {
/// "spgen_spmv_..._cuda sigma=1, 0.123 ms, fastest of 5 (spgen tune 2026-11-24T03:10:00Z)".
std::string describe_tuning(const TuningRecord& record);
}  // namespace detail

}  // namespace spgen
