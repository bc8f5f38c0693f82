// A row-partitioned plan's executor (plan/partition.hpp): the short rows'
// executor at the caller's beta, then the long rows' at beta = 1 on the same
// y, in the same stream. Backend-agnostic: it only calls the parts. Internal.
#pragma once

#include <cstdio>
#include <functional>
#include <memory>
#include <string>

#include "backends/backend.hpp"
#include "plan/partition.hpp"

namespace spgen::detail {

template <SupportedValue V, SupportedIndex I>
class PartitionedExecutor final : public SpmvExecutor<V, I> {
 public:
  PartitionedExecutor(std::unique_ptr<SpmvExecutor<V, I>> short_rows, std::unique_ptr<SpmvExecutor<V, I>> long_rows,
                      std::int64_t threshold, std::int64_t long_rows_count, std::int64_t nnz_short,
                      std::int64_t nnz_long)
      : short_(std::move(short_rows)), long_(std::move(long_rows)) {
    const auto& s = *short_;
    const auto& l = *long_;
    this->kept = s.kept;
    this->backend = s.backend;
    this->format = "partition";
    char head[128];
    std::snprintf(head, sizeof head, "rows longer than %lld (%lld rows, %lld nonzeros): ",
                  static_cast<long long>(threshold), static_cast<long long>(long_rows_count),
                  static_cast<long long>(nnz_long));
    this->params = std::string(head) + l.format + " " + l.params + "; the rest: " + s.format + " " + s.params;
    this->instance = s.instance + " + " + l.instance;
    this->kernel_source = s.kernel_source == l.kernel_source ? s.kernel_source : s.kernel_source + " + " + l.kernel_source;
    this->launch_mode = s.launch_mode;
    this->stored_bytes = s.stored_bytes + l.stored_bytes;
    this->values = s.values == l.values ? s.values : s.values + " + " + l.values;
    // β of the whole: nonzeros over the entries both parts store.
    const double stored = static_cast<double>(nnz_short) / s.occupancy + static_cast<double>(nnz_long) / l.occupancy;
    this->occupancy = stored > 0 ? static_cast<double>(nnz_short + nnz_long) / stored : 1.0;
    this->host_threads = s.host_threads;
    this->conversion_ms = s.conversion_ms + l.conversion_ms;
    this->jit_ms = s.jit_ms + l.jit_ms;
    this->tuning_ms = s.tuning_ms + l.tuning_ms;
    this->tuning_note = s.tuning_note + l.tuning_note;
  }

  void apply(V alpha, const V* x, V beta, V* y, void* stream) override {
    short_->apply(alpha, x, beta, y, stream);
    long_->apply(alpha, x, V{1}, y, stream);
  }
  /// Timed whole, both parts back to back, on the first part's scratch
  /// vectors (the parts have the matrix's full shape).
  double time_products(const std::function<void(const V*, V*, void*)>& product) override {
    return short_->time_products(product);
  }

  [[nodiscard]] const SpmvExecutor<V, I>& short_rows() const { return *short_; }
  [[nodiscard]] const SpmvExecutor<V, I>& long_rows() const { return *long_; }

 private:
  std::unique_ptr<SpmvExecutor<V, I>> short_, long_;
};

/// Converts and prepares both parts of `pick` (its rows move into the parts' executors).
template <SupportedValue V, SupportedIndex I>
std::unique_ptr<PartitionedExecutor<V, I>> make_partitioned_executor(const SpmvBackend<V, I>& backend,
                                                                     PartitionPick<V, I>& pick,
                                                                     const PlanOptions& options) {
  auto& rows = pick.rows;
  const auto nnz_short = static_cast<std::int64_t>(rows.short_rows.nnz());
  const auto nnz_long = static_cast<std::int64_t>(rows.long_rows.nnz());
  auto short_ex = backend.make(PlanInput<V, I>(std::make_shared<const Csr<V, I>>(std::move(rows.short_rows))),
                               pick.short_rows, options);
  auto long_ex = backend.make(PlanInput<V, I>(std::make_shared<const Csr<V, I>>(std::move(rows.long_rows))),
                              pick.long_rows, options);
  return std::make_unique<PartitionedExecutor<V, I>>(std::move(short_ex), std::move(long_ex), rows.threshold,
                                                     rows.long_rows_count, nnz_short, nnz_long);
}

}  // namespace spgen::detail
