// CSR as a kernel format: CSR kernels run on spgen::Csr directly, so there is
// no converter, only the figures the other formats report too.
#pragma once

#include <cstddef>

#include "spgen/csr.hpp"

namespace spgen {

/// Bytes a CSR kernel reads besides x and y: row_ptr, col_idx and values.
template <SupportedValue V, SupportedIndex I>
std::size_t csr_stored_bytes(const CsrView<V, I>& a) {
  return a.row_ptr.size() * sizeof(I) + a.nnz() * (sizeof(I) + sizeof(V));
}

}  // namespace spgen
