// degree_sorted (matrix source degsort:NAME): a square matrix symmetrically
// renumbered so rows run from the longest to the shortest, ties in their
// order. On a power-law graph it gathers the hub vertices, whose x entries
// most rows read, into a few cache lines at the front. The same basis as
// plan_in_own_basis() with Reorder::by_degree, as a matrix of its own.
#include <string>
#include <vector>

#include "plan/basis.hpp"
#include "spgen/core/error.hpp"
#include "spgen/matrices/synthetic.hpp"

namespace spgen {

template <SupportedValue V, SupportedIndex I>
Csr<V, I> degree_sorted(const CsrView<V, I>& a) {
  if (a.nrows != a.ncols)
    throw Error("degree ordering: the matrix is " + std::to_string(a.nrows) + " x " + std::to_string(a.ncols) +
                ", a symmetric renumbering needs a square one");
  const std::vector<I> order = detail::degree_order(a);
  return detail::permute_symmetric<V, I>(a, order);
}

#define SPGEN_INSTANTIATE(V, I) template Csr<V, I> degree_sorted<V, I>(const CsrView<V, I>&);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)

}  // namespace spgen
