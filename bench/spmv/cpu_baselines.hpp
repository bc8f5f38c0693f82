// CPU baselines: a plain OpenMP CSR loop and Eigen's row-major sparse
// matrix-vector product (OpenMP-parallel), both over the same CSR arrays.
#pragma once

#include <cstdint>
#include <functional>

#include "spgen/csr.hpp"

namespace spgen::bench::cpu {

/// Copy bandwidth of this machine: an OpenMP copy between two 512 MiB arrays,
/// read + write bytes / time, the median of a few passes.
double copy_bandwidth_gbs();

/// Read-only stream bandwidth: an OpenMP sum over a 512 MiB array, bytes read /
/// time, the median of a few passes. SpMV moves mostly reads, so this, not the
/// copy (whose large-size memcpy streams its writes past the cache), is the
/// ceiling a product can reach on machines where a core's outstanding reads
/// limit its bandwidth (the 2-core development VM: reads reach ~70% of copy).
double read_bandwidth_gbs();

/// Median wall time (ms) of one call, batched so a sample lasts >= ~0.05 ms.
double time_ms(const std::function<void()>& run, double min_seconds, int min_runs);

template <typename V>
void omp_csr_spmv(const Csr<V, std::int32_t>& a, const V* x, V* y);

/// Eigen::Map of the CSR arrays as SparseMatrix<V, RowMajor, int32_t>, y = A x.
template <typename V>
void eigen_spmv(const Csr<V, std::int32_t>& a, const V* x, V* y);

}  // namespace spgen::bench::cpu
