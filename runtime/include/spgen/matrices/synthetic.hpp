// Synthetic matrices for tests and benchmarks: seeded random matrices with a
// chosen row-length distribution, and the large structured families the
// benchmarks use (3-D Poisson, R-MAT, banded, block-diagonal replication).
//
// Every generator is deterministic: the same arguments give the same matrix on
// any machine and with any number of OpenMP threads (random streams are keyed
// by (seed, row) or (seed, edge), never by thread). Generation runs in
// parallel: row lengths, a prefix sum, then the rows are filled. Results pass
// spgen::validate(). A dimension or nonzero count that does not fit I throws
// spgen::Error suggesting int64 indices; nothing wraps silently. Each takes an
// optional ProgressFn that follows the generation (see progress.hpp).
#pragma once

#include <cstdint>
#include <utility>

#include "spgen/core/csr.hpp"
#include "spgen/matrices/progress.hpp"

namespace spgen {

/// Row-length distribution of random_matrix(). Lengths are capped at cols.
enum class RowDistribution {
  /// Lengths uniform in [0, 2·mean] (mean in expectation).
  uniform,
  /// Pareto tail (shape 1.5, i.e. density exponent 2.5, as in scale-free
  /// graphs): most rows short, a few far longer than the mean.
  power_law,
  /// About half of the rows empty, including the first, the last and a run of
  /// 64 consecutive rows in the middle (whole empty slices/warps); the others
  /// uniform with mean ≈ 2·mean, so the overall mean stays near `mean`.
  empty_rows,
  /// Uniform rows plus one row (chosen by the seed) holding every column.
  one_dense_row,
  /// Every row has exactly round(mean) entries (stddev 0).
  all_equal,
};

enum class ValueKind {
  /// Nonzero integers in [-4, 4]: products and sums of moderate length are
  /// exact in f32 and f64, so kernels can be checked for equality.
  small_integers,
  /// Uniform in [-1, 1), exactly representable in V.
  uniform_real,
};

struct RandomMatrixOptions {
  std::int64_t rows = 0;
  std::int64_t cols = 0;
  double mean_row_length = 0.0;
  RowDistribution distribution = RowDistribution::uniform;
  ValueKind values = ValueKind::uniform_real;
  std::uint64_t seed = 1;
};

/// Random matrix with distinct, sorted columns per row chosen uniformly.
/// Throws spgen::Error for negative sizes or a negative/non-finite mean.
template <SupportedValue V, SupportedIndex I>
Csr<V, I> random_matrix(const RandomMatrixOptions& options, const ProgressFn& progress = {});

/// 27-point stencil on an n×n×n grid (row (i·n + j)·n + k): n³ rows, value 26
/// on the diagonal and -1 for each neighbour; (3n-2)³ nonzeros.
template <SupportedValue V, SupportedIndex I>
Csr<V, I> poisson3d(std::int64_t n, const ProgressFn& progress = {});

/// R-MAT graph with the Graph500 parameters a = 0.57, b = c = 0.19, d = 0.05:
/// 2^scale rows and columns (scale ≤ 32), edges_per_row · 2^scale directed edges drawn
/// independently (no vertex permutation, so heavy rows cluster at low
/// indices). Duplicate edges are MERGED into one entry, so nnz is below
/// edges_per_row · 2^scale (noticeably so for small scales); self loops are
/// kept. Values are uniform_real, drawn per (row, column) so merging is
/// order-independent.
template <SupportedValue V, SupportedIndex I>
Csr<V, I> rmat(int scale, int edges_per_row, std::uint64_t seed = 1, const ProgressFn& progress = {});

/// The (row, column) of raw R-MAT edge `edge` (0 ≤ edge < edges_per_row·2^scale)
/// before merging; rmat() is exactly the set of these pairs. Exposed so tests
/// can count duplicates.
std::pair<std::int64_t, std::int64_t> rmat_edge(int scale, std::uint64_t seed, std::int64_t edge);

/// n×n band: entries at |i - j| ≤ half_width, value 2·half_width on the
/// diagonal (1 when half_width is 0) and -1 off it.
template <SupportedValue V, SupportedIndex I>
Csr<V, I> banded(std::int64_t n, std::int64_t half_width, const ProgressFn& progress = {});

/// kron(I_copies, A): `copies` copies of A on the block diagonal
/// (copies·rows × copies·cols, copies·nnz(A) entries). A must be valid CSR
/// (see validate()); it is copied, not checked.
template <SupportedValue V, SupportedIndex I>
Csr<V, I> kron_identity(std::int64_t copies, const CsrView<V, I>& a, const ProgressFn& progress = {});

/// A with `count` of its rows, evenly spaced, replaced by rows of `length`
/// entries (one column per stride of ncols / length, values uniform in
/// [-1, 1)): a power-law graph's few very long rows, e.g. with_dense_rows(4,
/// 1000000, rmat(21, 16)). count <= rows and length <= cols.
template <SupportedValue V, SupportedIndex I>
Csr<V, I> with_dense_rows(std::int64_t count, std::int64_t length, const CsrView<V, I>& a,
                          const ProgressFn& progress = {});

/// P·A·Pᵀ for the order P that sorts A's rows by length, longest first (ties
/// keep their order): row p of the result is A's row P(p), its columns
/// renumbered the same way. A must be square.
template <SupportedValue V, SupportedIndex I>
Csr<V, I> degree_sorted(const CsrView<V, I>& a);

}  // namespace spgen
