// Row partitioning (the model-driven framework paper's CSR/ELL/HYB split):
// rows longer than a threshold form a second part with a format of its own.
// Both parts keep the full height (the other part's rows are empty there),
// so a product is the first part's at the caller's beta followed by the
// second's at beta = 1 on the same y: no gather, scatter or row map, any
// format on either side. A plan that times candidates prices a few
// thresholds by the calibrated model and keeps a split the model predicts
// clearly faster only when it also times faster than the whole
// (spmv_plan.cpp). Internal.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "backends/backend.hpp"
#include "plan/features.hpp"
#include "spgen/core/csr.hpp"
#include "spgen/plan/model.hpp"
#include "spgen/session/row_split_record.hpp"

namespace spgen::detail {

/// A's rows split at `threshold`: `short_rows` holds the rows of at most
/// that many entries, `long_rows` the longer ones; both nrows x ncols.
template <SupportedValue V, SupportedIndex I>
struct RowSplit {
  std::int64_t threshold = 0;
  std::int64_t long_rows_count = 0;  // rows in long_rows
  Csr<V, I> short_rows, long_rows;
};

template <SupportedValue V, SupportedIndex I>
RowSplit<V, I> split_rows_by_length(const CsrView<V, I>& a, std::int64_t threshold);

/// The thresholds worth pricing for `a`, most rows in the long part first:
/// none unless the row lengths are skewed (the longest row at least 8x the
/// mean); then the lengths that leave about 1% and 0.1% of the rows in
/// the long part (distinct, each part keeping nonzeros). A strip-by-strip
/// scan would price every length, but each price needs the part's own CSR
/// (the formats' rules read it), so only these few are built.
template <SupportedValue V, SupportedIndex I>
std::vector<std::int64_t> partition_thresholds(const CsrView<V, I>& a, const Features& f);

/// A split with each part's choice (each part selected as a matrix of its own).
template <SupportedValue V, SupportedIndex I>
struct PartitionPick {
  RowSplit<V, I> rows;
  Choice short_rows, long_rows;
  double predicted_ms = 0.0;  // the two parts' predictions summed (0: the model predicted neither)
};

/// Selects a format for each part of `rows` (the model where `model` is
/// given, else the rule), never partitioning a part again.
template <SupportedValue V, SupportedIndex I>
PartitionPick<V, I> pick_partition(const SpmvBackend<V, I>& backend, RowSplit<V, I> rows,
                                   const PlanOptions& options, const ActiveCalibration* model);

/// Throws spgen::Error naming what is wrong when `options` ask for a split
/// they cannot have: at a negative threshold, with a variant (one instance
/// for the whole matrix), or in a format's own basis (own_basis).
void check_partition_options(const PlanOptions& options, bool own_basis);

/// A recorded split of `a` (a plan-cache or tuning record: the short rows'
/// instance and params, the long rows' in `split`), each part's instance
/// resolved as an override is; throws spgen::Error where one cannot be (the
/// record is then ignored).
template <SupportedValue V, SupportedIndex I>
PartitionPick<V, I> resolve_partition(const SpmvBackend<V, I>& backend, const CsrView<V, I>& a,
                                      const std::string& instance, const ParamMap& params, std::string reason,
                                      const RowSplitRecord& split);

/// The split the model predicts fastest among partition_thresholds(), when
/// it beats `single_ms` (the best single format's prediction) by at least
/// 10%, the model's typical error; else nullopt. `note` says what was priced.
template <SupportedValue V, SupportedIndex I>
std::optional<PartitionPick<V, I>> price_partitions(const SpmvBackend<V, I>& backend, const CsrView<V, I>& a,
                                                    const Features& f, const PlanOptions& options,
                                                    const ActiveCalibration& model, double single_ms,
                                                    std::string& note);

}  // namespace spgen::detail
