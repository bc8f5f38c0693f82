// Matrix features and the documented selection rule (plan.hpp describes it).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "plan/executor.hpp"

namespace spgen::detail {

struct Features {
  std::int64_t nrows = 0, ncols = 0, nnz = 0, max_row = 0;
  double mean_row = 0.0;
  double cv_row = 0.0;  // stddev / mean of the row lengths
};

template <SupportedValue V, SupportedIndex I>
Features compute_features(const CsrView<V, I>& a);

/// SELL occupancy β = nnz / stored entries for slice height b, widths rounded
/// up to multiples of t, rows sorted by length inside windows of sigma rows,
/// computed from row lengths alone (no conversion).
template <SupportedIndex I>
double estimate_sell_beta(const std::vector<I>& row_ptr, int b, int t, int sigma);

/// The rule, or the override in options.variant. Throws spgen::Error for an
/// override that does not exist or does not fit the context and types.
template <SupportedValue V, SupportedIndex I>
Choice select_spmv(const Context& ctx, const Csr<V, I>& a, const Features& f,
                   const PlanOptions& options);

/// Resolves a remembered choice (plan cache) against the registry.
template <SupportedValue V, SupportedIndex I>
Choice resolve_choice(const Context& ctx, const std::string& instance, int sigma,
                      std::string reason);

}  // namespace spgen::detail
