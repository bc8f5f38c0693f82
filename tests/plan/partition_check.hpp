// Checks shared by the CPU and CUDA tests of row-partitioned plans
// (Partition::at_threshold): a skewed test matrix and exact products
// against the oracle.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "spgen/matrices/synthetic.hpp"
#include "spgen/spgen.hpp"
#include "support/test_support.hpp"

namespace spgen::test {

/// A context on `want` with plans cached in memory only and no tuning database.
inline ContextOptions memory_cached(ContextOptions::Want want) {
  ContextOptions o;
  o.want = want;
  o.cache.disk = false;
  o.tuning_db = false;
  return o;
}

/// 6000 x 6000, about 8 entries a row, plus 30 evenly spaced rows of 3000
/// (the longest row ~130x the mean, too many for SELL's slices to pad).
/// Small integer values, so every product is exact. `rows` spreads the
/// other rows' lengths.
template <typename V>
Csr<V, std::int32_t> skewed_matrix(RowDistribution rows = RowDistribution::uniform) {
  RandomMatrixOptions o;
  o.rows = 6000;
  o.cols = 6000;
  o.mean_row_length = 8;
  o.distribution = rows;
  o.values = ValueKind::small_integers;
  o.seed = 11;
  auto a = with_dense_rows<V, std::int32_t>(30, 3000, random_matrix<V, std::int32_t>(o).view());
  for (std::size_t k = 0; k < a.values.size(); ++k) a.values[k] = static_cast<V>(static_cast<int>(k % 7) - 3);
  return a;
}

/// p's products y = A x (y poisoned first) and y = 2 A x - y0 equal the oracle's.
template <typename Plan, typename V>
void expect_exact_products(const Plan& p, const Csr<V, std::int32_t>& a, const std::string& what) {
  const auto x = random_vector<V>(static_cast<std::size_t>(a.ncols), ValueKind::small_integers, 3);
  const auto y0 = random_vector<V>(static_cast<std::size_t>(a.nrows), ValueKind::small_integers, 4);
  std::vector<V> y(static_cast<std::size_t>(a.nrows));
  fill_poison<V>(y);
  p.apply(V(1), x.data(), V(0), y.data());
  EXPECT_TRUE(spmv_matches(a.view(), to_double(x), 1.0, 0.0, {}, y, true)) << what << " (alpha 1, beta 0)";
  y = y0;
  p.apply(V(2), x.data(), V(-1), y.data());
  EXPECT_TRUE(spmv_matches(a.view(), to_double(x), 2.0, -1.0, to_double(y0), y, true)) << what << " (alpha 2, beta -1)";
}

/// Every standard test matrix and the skewed one, split where no row, a
/// middle length and all but the longest rows go to the long part, each
/// part as the rule picks it: products exact, described as a partition.
template <typename V>
void check_partitioned_plans(const Context& ctx) {
  auto matrices = standard_test_matrices<V, std::int32_t>();
  matrices.push_back({"skewed", skewed_matrix<V>()});
  for (const auto& [name, csr] : matrices) {
    std::int64_t longest = 0;
    for (std::int32_t r = 0; r < csr.nrows; ++r) longest = std::max<std::int64_t>(longest, csr.view().row_length(r));
    const auto a = Matrix<V, std::int32_t>::from_csr(csr);
    for (const std::int64_t t : {longest, longest / 2, std::int64_t{0}}) {
      PlanOptions po;
      po.partition = Partition::at_threshold;
      po.partition_threshold = t;
      po.use_plan_cache = false;
      const std::string what = name + " split at " + std::to_string(t);
      const auto p = plan(ctx, a, po);
      EXPECT_EQ(p.describe().format, "partition") << what;
      expect_exact_products(p, csr, what);
    }
  }
}

}  // namespace spgen::test
