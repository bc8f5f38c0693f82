// What is special to pJDS: rows sorted longest first, diagonals padded to
// whole blocks only, a footprint well under ELLPACK-R's on power-law
// matrices (the target: at most 0.6x), its own basis (P·A·Pᵀ stored
// with an identity row map), and the rule's lanes per row. Every instance is
// checked against the oracle by tests/kernels with no edit there; plans in
// the own basis by tests/plan.
#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <numeric>
#include <string>
#include <vector>

#include "formats/format.hpp"
#include "plan/basis.hpp"
#include "plan/features.hpp"
#include "reference/oracle.hpp"
#include "spgen/core/registry.hpp"
#include "spgen/matrices/synthetic.hpp"
#include "support/test_support.hpp"

namespace spgen {
namespace {

TEST(PjdsFormat, SortsRowsLongestFirstAndPadsDiagonalsToWholeBlocks) {
  const KernelEntry* e = test::first_instance_of("pjds");
  ASSERT_NE(e, nullptr) << "no pJDS instance in the registry";
  const int b = e->param("block_rows");
  // Row lengths 1, 3, 0, 2: sorted rows 1, 3, 0, 2.
  const auto a = test::shared_csr<double, std::int32_t>(4, 4, {0, 1, 4, 4, 6}, {2, 0, 1, 3, 1, 2},
                                                        {1, 2, 3, 4, 5, 6});
  const auto s = formats::format_of<double, std::int32_t>(*e).convert(a, *e, {});
  EXPECT_EQ(s.scalars.at("width"), 3);
  EXPECT_EQ(test::stored_array<std::int32_t>(s, "row_perm"), (std::vector<std::int32_t>{1, 3, 0, 2}));
  // Three, two and one rows reach diagonals 0, 1, 2: each one block of b.
  EXPECT_EQ(test::stored_array<std::int32_t>(s, "col_start"), (std::vector<std::int32_t>{0, b, 2 * b, 3 * b}));
  const auto vals = test::stored_array<double>(s, "values");
  const auto cols = test::stored_array<std::int32_t>(s, "col_idx");
  ASSERT_EQ(vals.size(), static_cast<std::size_t>(3 * b));
  // Diagonal 0: rows 1, 3, 0, then padding; diagonal 1: rows 1, 3; diagonal 2: row 1.
  EXPECT_EQ((std::vector<double>{vals[0], vals[1], vals[2], vals[3]}), (std::vector<double>{2, 5, 1, 0}));
  EXPECT_EQ((std::vector<double>{vals[b], vals[b + 1], vals[b + 2]}), (std::vector<double>{3, 6, 0}));
  EXPECT_EQ(vals[2 * b], 4);
  EXPECT_EQ(cols[b + 2], 2);  // row 0's padding repeats its last column
  EXPECT_DOUBLE_EQ(s.occupancy, 6.0 / (3 * b));
}

TEST(PjdsFormat, FootprintIsAtMostSixTenthsOfEllpackROnAPowerLawMatrix) {
  const KernelEntry* pjds = test::first_instance_of("pjds");
  const KernelEntry* ellr = test::first_instance_of("ellr");
  ASSERT_NE(pjds, nullptr);
  ASSERT_NE(ellr, nullptr);
  const auto a = std::make_shared<const Csr<double, std::int32_t>>(random_matrix<double, std::int32_t>(
      {.rows = 20000, .cols = 20000, .mean_row_length = 8, .distribution = RowDistribution::power_law, .seed = 3}));
  const auto p = formats::format_of<double, std::int32_t>(*pjds).convert(a, *pjds, {});
  const auto r = formats::format_of<double, std::int32_t>(*ellr).convert(a, *ellr, {});
  const auto footprint = [](const formats::Storage<double, std::int32_t>& s) {
    std::size_t bytes = 0;
    for (const auto& array : s.arrays) bytes += array.bytes();
    return static_cast<double>(bytes);
  };
  EXPECT_LE(footprint(p), 0.6 * footprint(r)) << "pJDS " << footprint(p) << " B, ELLPACK-R " << footprint(r) << " B";
}


TEST(PjdsFormat, HoldsItsOwnBasisWithAnIdentityRowMap) {
  const KernelEntry* e = test::first_instance_of("pjds");
  ASSERT_NE(e, nullptr);
  const auto& format = formats::format_of<double, std::int32_t>(*e);
  EXPECT_TRUE(format.capabilities().permuted_basis);
  std::vector<test::NamedMatrix<double, std::int32_t>> square;
  for (const auto d : {RowDistribution::power_law, RowDistribution::empty_rows, RowDistribution::one_dense_row,
                       RowDistribution::uniform})
    square.push_back({"distribution_" + std::to_string(static_cast<int>(d)),
                      random_matrix<double, std::int32_t>({.rows = 777, .cols = 777, .mean_row_length = 6,
                                                           .distribution = d, .values = ValueKind::small_integers,
                                                           .seed = 9})});
  square.push_back({"all_empty", Csr<double, std::int32_t>{5, 5, std::vector<std::int32_t>(6, 0), {}, {}}});
  square.push_back({"empty", Csr<double, std::int32_t>{}});
  for (const auto& [name, csr] : square) {
    const auto order = format.basis_order(csr, {});
    // Longest first, ties in row order: the order convert() stores.
    for (std::size_t p = 1; p < order.size(); ++p) {
      const auto prev = csr.view().row_length(order[p - 1]);
      const auto len = csr.view().row_length(order[p]);
      ASSERT_TRUE(prev > len || (prev == len && order[p - 1] < order[p])) << name << " at " << p;
    }
    const auto a = std::make_shared<const Csr<double, std::int32_t>>(csr);
    EXPECT_EQ(test::stored_array<std::int32_t>(format.convert(a, *e, {}), "row_perm"), order) << name;
    // P·A·Pᵀ is already in that order: its row map is the identity, so a
    // product writes position p (the layout's product, run on the host).
    const auto b = std::make_shared<const Csr<double, std::int32_t>>(
        detail::permute_symmetric<double, std::int32_t>(csr.view(), order));
    const auto s = format.convert(b, *e, {});
    std::vector<std::int32_t> identity(static_cast<std::size_t>(csr.nrows));
    std::iota(identity.begin(), identity.end(), 0);
    const auto row_perm = test::stored_array<std::int32_t>(s, "row_perm");
    EXPECT_EQ(row_perm, identity) << name;
    EXPECT_EQ(format.basis_order(*b, {}), identity) << name;
    const auto col_start = test::stored_array<std::int32_t>(s, "col_start");
    const auto block_len = test::stored_array<std::int32_t>(s, "block_len");
    const auto col_idx = test::stored_array<std::int32_t>(s, "col_idx");
    const auto values = test::stored_array<double>(s, "values");
    const int rows_per_block = e->param("block_rows");
    const auto x = test::random_vector<double>(static_cast<std::size_t>(csr.ncols), ValueKind::small_integers, 4);
    std::vector<double> xb(x.size()), yb(x.size());
    for (std::size_t p = 0; p < order.size(); ++p) xb[p] = x[static_cast<std::size_t>(order[p])];
    for (std::size_t p = 0; p < order.size(); ++p) {
      double sum = 0;
      for (std::int32_t j = 0; j < block_len[p / rows_per_block]; ++j) {
        const auto k = static_cast<std::size_t>(col_start[j]) + p;
        sum += values[k] * xb[static_cast<std::size_t>(col_idx[k])];
      }
      yb[static_cast<std::size_t>(row_perm[p])] = sum;
    }
    const auto y = reference::spmv(csr.view(), 1.0, x, 0.0, std::vector<double>(x.size()));
    for (std::size_t p = 0; p < order.size(); ++p)
      ASSERT_EQ(yb[p], y[static_cast<std::size_t>(order[p])]) << name << " at position " << p;
  }
}

// The rule's lanes per row on CUDA: the longest row's chain of diagonals
// against the bytes a split warp load moves (pjds_format.cpp), with the
// features of matrices measured on the H200 (bench/results/gpu-2026-11-23-formats).
TEST(PjdsFormat, RulePicksLanesPerRowFromTheLongestRow) {
  std::vector<const KernelEntry*> cuda;
  for (const auto& e : kernel_registry())
    if (e.format == std::string_view("pjds") && e.backend == Backend::cuda && e.value_type == ValueType::f64 &&
        e.index_type == IndexType::i32)
      cuda.push_back(&e);
  if (cuda.empty()) GTEST_SKIP() << "no CUDA pJDS instance in the registry";
  const auto& format = formats::format_of<double, std::int32_t>(*cuda.front());
  const auto a = test::shared_csr<double, std::int32_t>(1, 1, {0, 1}, {0}, {1});
  const auto pick = [&](Features f, bool own_basis) -> const KernelEntry* {
    const auto proposals = format.propose({*a, f, Backend::cuda, cuda, own_basis});
    if (proposals.size() != 1 || !proposals.front().entry) return nullptr;
    return proposals.front().entry;
  };
  struct Case {
    const char* matrix;
    Features f;
    bool own_basis;
    int want_t;
  };
  const Case cases[] = {
      // One lane per row ran 196 us, the longest row's 1383 diagonals; 32 lanes: 44 steps.
      {"email-enron", {36692, 36692, 367662, 1383, 10.02, 3.6}, false, 32},
      {"pgpgiantcompo", {10680, 10680, 48632, 205, 4.55, 1.78}, false, 32},
      // 2M entries: 32 lanes would move 4x the bytes; 4 lanes keep the chain at 54 steps.
      {"bcsstk32", {44609, 44609, 2014701, 216, 45.16, 0.34}, true, 4},
      {"cage10", {11397, 11397, 150645, 25, 13.22, 0.30}, true, 8},
      // Bandwidth-bound and regular: a lane per row reads whole runs.
      {"poisson3d:96", {884736, 884736, 23393656, 27, 26.4, 0.05}, true, 1},
  };
  for (const auto& c : cases) {
    const KernelEntry* e = pick(c.f, c.own_basis);
    ASSERT_NE(e, nullptr) << c.matrix;
    EXPECT_EQ(e->param("threads_per_row"), c.want_t) << c.matrix << ": " << e->name;
    EXPECT_EQ(e->param("threads_per_row") * e->param("rows_per_block"), 256) << e->name;
  }
  // The caller-order rule declines regular rows and large matrices; an own
  // basis, asked for by the caller, is served anyway, an empty matrix too.
  EXPECT_EQ(pick({44609, 44609, 2014701, 216, 45.16, 0.34}, false), nullptr);
  EXPECT_NE(pick({0, 0, 0, 0, 0.0, 0.0}, true), nullptr);
}

}  // namespace
}  // namespace spgen
