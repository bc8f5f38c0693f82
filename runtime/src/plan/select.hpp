// Selection: every registered format's rule proposes candidates for the
// backend's instances; the planner runs the lowest-ranked proposal and, when
// that one asks for timing, times it against the other timed proposals (the
// backend does the timing). plan.hpp describes the resulting rule.
#pragma once

#include <functional>
#include <string>

#include "backends/backend.hpp"
#include "plan/features.hpp"
#include "spgen/plan/model.hpp"

namespace spgen::detail {

/// The choice for this matrix: options.variant's instance; else, where the
/// context's device has a calibration (spgen/plan/model.hpp), the proposal
/// the model predicts fastest (with options.timed_candidates > 1, its top
/// few, timed); else the rule's (ranks, and timing where a proposal asks).
/// own_basis: among the formats that hold a matrix in their own basis
/// (Capabilities::permuted_basis) only, one candidate, untimed; a variant of
/// another format is an error; without such an instance here, the backend's
/// built-in path. `device`: a DeviceMatrix's arrays, planned without a host
/// copy (`a` then holds its dimensions and row pointers alone, and the rules
/// that read columns or values read `device`; not for options.variant).
template <SupportedValue V, SupportedIndex I>
Choice select_spmv(const SpmvBackend<V, I>& backend, const formats::HostMatrix<V, I>& a, const Features& f,
                   const PlanOptions& options, bool own_basis = false, const ActiveCalibration* model = nullptr,
                   const formats::DeviceCsr<V, I>* device = nullptr);

/// The format whose row order is the basis of an own-basis plan running
/// `c`: its format, or for the built-in path (no entry) the first registered
/// format that holds its own basis. Throws spgen::Error naming the formats
/// that can when c's format cannot.
template <SupportedValue V, SupportedIndex I>
const formats::Format<V, I>& basis_format(const Candidate& c);

/// A format's proposal with its format, as the planner ranks them.
template <SupportedValue V, SupportedIndex I>
struct RankedProposal {
  formats::Proposal p;
  const formats::Format<V, I>* format;
};

/// Every registered format's proposals with an instance (own_basis: of the
/// formats that hold their own basis), lowest rank first (ties: fewer
/// estimated bytes, then registry order); the notes of formats that proposed
/// none are appended to `declined`. `device` as select_spmv()'s.
template <SupportedValue V, SupportedIndex I>
std::vector<RankedProposal<V, I>> ranked_proposals(const SpmvBackend<V, I>& backend,
                                                   const formats::HostMatrix<V, I>& a,
                                                   const Features& f, bool own_basis, bool compress_values,
                                                   std::string& declined,
                                                   const formats::DeviceCsr<V, I>* device = nullptr);

/// The bytes a proposal's product moves as the model counts them: its
/// format's estimate, else CSR's arrays and the vectors.
template <SupportedValue V, SupportedIndex I>
double model_bytes(const formats::Proposal& p, const Features& f);

/// A named instance (an override or a plan-cache record) with its format's
/// conversion parameters: `params` over the format's defaults for this
/// matrix, checked against its domains. Throws spgen::Error when the instance
/// does not exist, does not fit the matrix's types or the backend, or a
/// parameter is outside its domain. `matrix` gives the CSR, called only
/// where `params` leaves a parameter out (a record names them all, so a
/// warm plan from a device matrix needs no host copy).
template <SupportedValue V, SupportedIndex I>
Choice resolve_choice(const SpmvBackend<V, I>& backend, const std::function<const Csr<V, I>&()>& matrix,
                      const std::string& instance, const formats::ParamMap& params, std::string reason);
template <SupportedValue V, SupportedIndex I>
Choice resolve_choice(const SpmvBackend<V, I>& backend, const Csr<V, I>& a, const std::string& instance,
                      const formats::ParamMap& params, std::string reason) {
  return resolve_choice<V, I>(backend, [&]() -> const Csr<V, I>& { return a; }, instance, params, std::move(reason));
}

/// options.variant's instance (an override), checked as resolve_choice()
/// does and, for an own basis, against basis_format(): `matrix` is read only
/// where its format's defaults are needed (Format::default_params: its
/// dimensions and row pointers), so a device matrix needs no host copy.
template <SupportedValue V, SupportedIndex I>
Choice override_choice(const SpmvBackend<V, I>& backend, const std::function<const Csr<V, I>&()>& matrix,
                       const PlanOptions& options, bool own_basis);

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
