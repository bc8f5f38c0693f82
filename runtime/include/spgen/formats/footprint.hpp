// What each registered format stores for a matrix: entries, β, bytes per
// nonzero and total bytes against CSR (`spgen info MATRIX --formats`). Each
// format is converted once, with the parameters of one of its instances.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "spgen/core/csr.hpp"
#include "spgen/core/registry.hpp"

namespace spgen {

struct FormatFootprint {
  std::string format;    // the registered format's name
  std::string instance;  // the instance whose parameters the conversion used
  bool applicable = true;
  std::string note;      // why not applicable, or the conversion's details
  double stored_entries = 0.0;  // nnz / β (entries the format stores, padding included)
  double occupancy = 1.0;       // β = nnz / stored entries
  std::size_t bytes = 0;        // the arrays' bytes, padding included (the footprint)
  std::size_t bytes_read = 0;   // bytes a product reads besides x and y
  double bytes_per_nnz = 0.0;   // bytes / nnz
  double vs_csr = 1.0;          // bytes / CSR's bytes (row pointers, columns, values)
  double convert_ms = 0.0;
};

/// One row per registered format, converting `a` with its first instance of
/// `backend` for these types (or of any backend when it has none there).
template <SupportedValue V, SupportedIndex I>
std::vector<FormatFootprint> format_footprints(const std::shared_ptr<const Csr<V, I>>& a, Backend backend);

}  // namespace spgen
