// The matrix of a plan in its own basis: P·A·Pᵀ for a row order P (the
// format's basis_order()), and the identity of that basis.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "spgen/core/csr.hpp"

namespace spgen::detail {

/// B = P·A·Pᵀ: B's row p is A's row order[p], each column c renumbered to
/// the position of row c in `order` (columns sorted again within a row).
/// `a` is square and `order` a permutation of its rows.
template <SupportedValue V, SupportedIndex I>
Csr<V, I> permute_symmetric(const CsrView<V, I>& a, std::span<const I> order);

/// The rows of `a` by length, longest first, ties in their order: the
/// Reorder::by_degree basis (and the degsort:NAME matrix source).
template <SupportedValue V, SupportedIndex I>
std::vector<I> degree_order(const CsrView<V, I>& a);

/// Reorder::automatic's choice: renumber by degree, or keep the caller's
/// order, and why (for describe()'s basis line).
struct DegreeOrderChoice {
  bool renumber = false;
  std::string why;
};

/// Whether renumbering `a` by degree is expected to pay for itself within
/// `expected_products` products on a CUDA device (`cuda`) or the CPU: a
/// skewed row-length distribution (power-law graphs), and a gain over that
/// many products above what forming P·A·Pᵀ costs. The thresholds come from
/// bench/results/gpu-2026-11-28-reorder (basis.cpp says which).
template <SupportedValue V, SupportedIndex I>
DegreeOrderChoice choose_degree_order(const CsrView<V, I>& a, bool cuda, double expected_products);

/// A 64-bit hash of a permutation: equal permutations, equal hashes.
template <SupportedIndex I>
std::uint64_t permutation_hash(std::span<const I> order);

}  // namespace spgen::detail
