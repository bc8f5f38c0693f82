// The matrix of a plan in its own basis: P·A·Pᵀ for a row order P (the
// format's basis_order()), and the identity of that basis.
#pragma once

#include <cstdint>
#include <span>
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

/// A 64-bit hash of a permutation: equal permutations, equal hashes.
template <SupportedIndex I>
std::uint64_t permutation_hash(std::span<const I> order);

}  // namespace spgen::detail
