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
/// own_basis: among the formats that hold a matrix in their own basis
/// (Capabilities::permuted_basis) only, one candidate, untimed; a variant of
/// another format is an error; without such an instance here, the backend's
/// built-in path.
template <SupportedValue V, SupportedIndex I>
Choice select_spmv(const SpmvBackend<V, I>& backend, const Csr<V, I>& a, const Features& f,
                   const PlanOptions& options, bool own_basis = false);

/// The format whose row order is the basis of an own-basis plan running
/// `c`: its format, or for the built-in path (no entry) the first registered
/// format that holds its own basis. Throws spgen::Error naming the formats
/// that can when c's format cannot.
template <SupportedValue V, SupportedIndex I>
const formats::Format<V, I>& basis_format(const Candidate& c);

/// A named instance (an override or a plan-cache record) with its format's
/// conversion parameters: `params` over the format's defaults for this
/// matrix, checked against its domains. Throws spgen::Error when the instance
/// does not exist, does not fit the matrix's types or the backend, or a
/// parameter is outside its domain.
template <SupportedValue V, SupportedIndex I>
Choice resolve_choice(const SpmvBackend<V, I>& backend, const Csr<V, I>& a, const std::string& instance,
                      const formats::ParamMap& params, std::string reason);

/// A candidate by name: a registry instance, or "portable" for the CPU
/// backend's built-in loop, with its format's conversion parameters.
struct NamedCandidate {
  std::string instance;
  formats::ParamMap params;
};

/// What `spgen tune` times, likeliest first: every format's proposals ranked
/// as the planner ranks them, then the other instances of the formats that
/// proposed one (with the parameters their rule picks), then the backend's
/// built-in path where it has one.
template <SupportedValue V, SupportedIndex I>
std::vector<NamedCandidate> tuning_candidates(const SpmvBackend<V, I>& backend, const Csr<V, I>& a,
                                              const Features& f);

}  // namespace spgen::detail
