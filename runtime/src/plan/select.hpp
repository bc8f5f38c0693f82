// Selection: every registered format's rule proposes candidates for the
// backend's instances; the planner runs the lowest-ranked proposal and, when
// that one asks for timing, times it against the other timed proposals (the
// backend does the timing). plan.hpp describes the resulting rule.
#pragma once

#include <string>

#include "backends/backend.hpp"
#include "plan/features.hpp"

namespace spgen::detail {

/// The rule's choice (or options.variant's instance) for this matrix.
template <SupportedValue V, SupportedIndex I>
Choice select_spmv(const SpmvBackend<V, I>& backend, const Csr<V, I>& a, const Features& f,
                   const PlanOptions& options);

/// A named instance (an override or a plan-cache record) with its format's
/// conversion parameters: `params` over the format's defaults for this
/// matrix, checked against its domains. Throws spgen::Error when the instance
/// does not exist, does not fit the matrix's types or the backend, or a
/// parameter is outside its domain.
template <SupportedValue V, SupportedIndex I>
Choice resolve_choice(const SpmvBackend<V, I>& backend, const Csr<V, I>& a, const std::string& instance,
                      const formats::ParamMap& params, std::string reason);

}  // namespace spgen::detail
