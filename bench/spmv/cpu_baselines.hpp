// CPU baselines: a plain OpenMP CSR loop and Eigen's row-major sparse
// matrix-vector product (OpenMP-parallel), both over the same CSR arrays.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "spgen/core/csr.hpp"

namespace spgen::bench::cpu {

/// Copy bandwidth of this machine: an OpenMP copy between two 512 MiB arrays,
/// read + write bytes / time, the median of a few passes.
double copy_bandwidth_gbs();

/// Read-only bandwidth: an OpenMP sum over a 512 MiB array, each thread
/// reading eight interleaved streams, bytes read / time, the median of a few
/// passes. SpMV moves mostly reads, so this is the ceiling a product can reach.
/// How it is read matters: one sequential stream per core reaches only 66-70%
/// of the copy figure on the 2-core development VM, eight interleaved streams
/// 80-100% (a product reading its matrix as one stream per thread is held to
/// the former).
double read_bandwidth_gbs();

/// Median wall time (ms) of one call of each of `runs`, timed in rounds: each
/// round takes one sample (a batch of >= ~0.05 ms) of every run in turn, so a
/// change in the machine's speed (another tenant's memory traffic, clocks)
/// hits every run alike and their ratios stay honest. A sample under 1 ms is
/// preceded by an untimed one, so each run is timed with its own data in
/// cache, as when timed back to back. At least min_runs rounds, and about
/// min_seconds of samples per run.
std::vector<double> time_ms_interleaved(const std::vector<std::function<void()>>& runs,
                                        double min_seconds, int min_runs);

template <typename V>
void omp_csr_spmv(const Csr<V, std::int32_t>& a, const V* x, V* y);

/// Eigen::Map of the CSR arrays as SparseMatrix<V, RowMajor, int32_t>, y = A x.
template <typename V>
void eigen_spmv(const Csr<V, std::int32_t>& a, const V* x, V* y);

/// Eigen's sparse × dense product over the CSR arrays: Y = op(A)·X with X and
/// Y row-major (xrows × k, yrows × k).
template <typename V>
void eigen_spmm(const Csr<V, std::int32_t>& a, bool transpose, std::int64_t k, const V* x, V* y);

}  // namespace spgen::bench::cpu
