// Shared by the distributed tests: the matrices they split, and the
// oracle's product on one rank's block of rows.
#pragma once

#include <string>
#include <vector>

#include "reference/oracle.hpp"
#include "spgen/core/csr.hpp"
#include "spgen/matrices/synthetic.hpp"

namespace spgen::test::dist {

template <SupportedValue V, SupportedIndex I>
struct DistCase {
  std::string name;
  Csr<V, I> matrix;
};

/// Square matrices with small-integer values (every product exact): uneven
/// row lengths, empty rows, a dense row (one rank's rows need every column),
/// block-diagonal copies (ranks whose rows need no halo when the blocks line
/// up), a band (halo only from the neighbours), and 3×3 and 1×1 matrices
/// (more ranks than rows: empty ranks).
template <SupportedValue V, SupportedIndex I>
std::vector<DistCase<V, I>> dist_cases() {
  auto random = [](std::int64_t n, double mean, RowDistribution d, std::uint64_t seed) {
    return random_matrix<V, I>({n, n, mean, d, ValueKind::small_integers, seed});
  };
  std::vector<DistCase<V, I>> cases;
  cases.push_back({"uniform_101", random(101, 6, RowDistribution::uniform, 3)});
  cases.push_back({"powerlaw_97", random(97, 5, RowDistribution::power_law, 4)});
  cases.push_back({"empty_rows_130", random(130, 4, RowDistribution::empty_rows, 5)});
  cases.push_back({"dense_row_64", random(64, 3, RowDistribution::one_dense_row, 6)});
  cases.push_back({"kron4_blocks", kron_identity<V, I>(4, random(16, 4, RowDistribution::all_equal, 7).view())});
  cases.push_back({"banded_50", banded<V, I>(50, 2)});
  cases.push_back({"tiny_3", random(3, 2, RowDistribution::uniform, 8)});
  cases.push_back({"one_1", random(1, 1, RowDistribution::all_equal, 9)});
  return cases;
}

/// The oracle's y = alpha*A*x + beta*y_in on rows [begin, end) of A, in
/// double (y_in may be empty when beta == 0).
template <SupportedValue V, SupportedIndex I>
std::vector<double> oracle_rows(const Csr<V, I>& a, const std::vector<double>& x, double alpha, double beta,
                                const std::vector<double>& y_in, std::int64_t begin, std::int64_t end) {
  const auto full = reference::spmv(a.view(), alpha, x, beta,
                                    y_in.empty() ? std::vector<double>(static_cast<std::size_t>(a.nrows)) : y_in);
  return {full.begin() + begin, full.begin() + end};
}

}  // namespace spgen::test::dist
