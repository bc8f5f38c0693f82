// Shared helpers of the kernel, format and runtime tests: the standard matrix
// set, output poisoning, seeded vectors, the comparison with the oracle, test
// names from free text and checks of the spgen::Error a call throws.
//
// Typical use in a kernel test:
//   for (const auto& [name, a] : spgen::test::standard_test_matrices<double, int>()) {
//     auto x = spgen::test::random_vector<double>(a.ncols, ValueKind::small_integers, 1);
//     std::vector<double> y(a.nrows);
//     spgen::test::fill_poison<double>(y);           // unwritten entries then fail
//     run_kernel(a, x, y, alpha, 0.0);
//     EXPECT_TRUE(spgen::test::spmv_matches(a.view(), to_double(x), alpha, 0.0, {}, y, true))
//         << name;
//   }
// Exact checks need small_integers matrices and vectors (and alpha, beta that
// are small integers or powers of two); real matrices use the bounded check.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <initializer_list>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "spgen/core/registry.hpp"

#include "spgen/core/csr.hpp"
#include "spgen/core/error.hpp"
#include "spgen/matrices/synthetic.hpp"

namespace spgen::test {

/// A small hand-made matrix, shared as a format's convert() takes it.
template <SupportedValue V, SupportedIndex I>
std::shared_ptr<const Csr<V, I>> shared_csr(I nrows, I ncols, std::vector<I> row_ptr, std::vector<I> col_idx,
                                            std::vector<V> values) {
  return std::make_shared<const Csr<V, I>>(
      Csr<V, I>{nrows, ncols, std::move(row_ptr), std::move(col_idx), std::move(values)});
}

/// The first registry SpMV instance of `format` (any backend and types), or
/// nullptr: a format's own test reaches its descriptor through it.
inline const KernelEntry* first_instance_of(std::string_view format) {
  for (const auto& e : kernel_registry())
    if (e.op == Op::spmv && format == e.format) return &e;
  return nullptr;
}

/// The first SpMV instance of `format` on `backend` whose parameter `param` is
/// `value` (any value when param is empty), or nullptr.
inline const KernelEntry* instance_where(std::string_view format, Backend backend, std::string_view param = {},
                                         int value = 0) {
  for (const auto& e : kernel_registry())
    if (e.op == Op::spmv && format == e.format && e.backend == backend && (param.empty() || e.param_or(param, value - 1) == value))
      return &e;
  return nullptr;
}

/// Every instance of `format` for `op` on `backend` with value and index
/// types V, I: the pool a rule's SelectionInput lists.
template <typename V, typename I>
std::vector<const KernelEntry*> instances_of(std::string_view format, Op op, Backend backend) {
  std::vector<const KernelEntry*> pool;
  for (const auto& e : kernel_registry())
    if (e.op == op && format == e.format && e.backend == backend && e.value_type == value_type_of<V>() &&
        e.index_type == index_type_of<I>())
      pool.push_back(&e);
  return pool;
}

/// A converted storage's array `name` as a vector of T (empty, and a test
/// failure, when the storage lacks it). Pass the storage's own types.
template <typename T, typename Storage>
std::vector<T> stored_array(const Storage& s, const char* name) {
  const auto* a = s.find(name);
  EXPECT_NE(a, nullptr) << "no array " << name;
  if (!a) return {};
  const auto* p = static_cast<const T*>(a->data);
  return std::vector<T>(p, p + a->count);
}

template <SupportedValue V, SupportedIndex I>
struct NamedMatrix {
  std::string name;  // [A-Za-z0-9_] only, usable in test names
  Csr<V, I> matrix;
};

/// Random matrices of every RowDistribution at a few sizes (not multiples of
/// 8 or 32, plus an aligned 64×64) and the awkward shapes 0×0, 0×5, 5×0, 1×1,
/// 33×17, 1000×999, 7×100000 (wide) and 100000×7 (tall), all with
/// small_integers values, so every product is exact. Deterministic. Small
/// enough (≈ 0.5M entries in total) to run every kernel instance on all.
/// Built once per process and type pair.
template <SupportedValue V, SupportedIndex I>
const std::vector<NamedMatrix<V, I>>& standard_test_matrices();

/// The real matrices of spgen::matrix_dir() (qc324 excluded: it is complex),
/// named by their short names; empty when the folder is absent. Values are
/// real, so compare with the bounded check. Read once per process and type pair.
template <SupportedValue V, SupportedIndex I>
const std::vector<NamedMatrix<V, I>>& real_test_matrices();

/// Why real_test_matrices() is empty ("" when it is not), for GTEST_SKIP().
std::string real_matrices_skip_reason();

/// Whether `what` (a spgen::NotApplicable's text) is the refusal of an
/// instance that stores values compressed, for a matrix its storage cannot
/// hold exactly: more distinct values than its codes hold, or a value other
/// than 1 for a pattern (sellp_c16's value_codes and pattern). Tests that run
/// every instance on every matrix expect these and no other refusal.
inline bool is_value_storage_refusal(std::string_view what) {
  return what.find("distinct nonzero values") != std::string_view::npos ||
         what.find("value other than 1") != std::string_view::npos;
}

/// make() (a plan naming an instance), or nullopt where that instance refuses
/// the matrix for its value storage (is_value_storage_refusal); any other
/// refusal fails the test, naming `what`.
template <typename Make>
auto plan_unless_values_refused(Make&& make, const std::string& what) -> std::optional<decltype(make())> {
  try {
    return make();
  } catch (const NotApplicable& e) {
    EXPECT_TRUE(is_value_storage_refusal(e.what())) << what << ": " << e.what();
    return std::nullopt;
  }
}

/// text with every character but [A-Za-z0-9] replaced by '_', as GoogleTest
/// wants test and parameter names ("bcsstk32.mtx" -> "bcsstk32_mtx"). As the
/// name generator of INSTANTIATE_TEST_SUITE_P:
///   [](const auto& param) { return spgen::test::test_name(param.param.file); }
std::string test_name(std::string_view text);

/// Fills with quiet NaN so that entries a kernel failed to write fail the
/// comparison (NaN equals nothing).
template <typename V>
void fill_poison(std::span<V> out) {
  for (auto& v : out) v = std::numeric_limits<V>::quiet_NaN();
}

/// n seeded entries exactly representable in V: nonzero integers in [-4, 4]
/// for small_integers, uniform in [-1, 1) for uniform_real.
template <SupportedValue V>
std::vector<V> random_vector(std::size_t n, ValueKind kind, std::uint64_t seed);

/// Widens to double, the oracle's input type.
template <typename V>
std::vector<double> to_double(std::span<const V> v) {
  return {v.begin(), v.end()};
}
template <typename V>
std::vector<double> to_double(const std::vector<V>& v) {
  return {v.begin(), v.end()};
}

/// Compares a kernel's y_out with the oracle's y = alpha·A·x + beta·y_in
/// (y_in may be empty when beta == 0). exact: y_out must equal the oracle.
/// Bounded: per row |y − ŷ| ≤ c·(nnz_row + 2)·u·(|alpha|·(|A||x|)_row + |beta·y_in|)
/// with u = epsilon of V and c = 2 (nnz_row + 2 covers the dot product, the
/// scaling by alpha and beta and the final add, in any summation order).
/// A NaN in y_out always fails. The failure message lists the first bad rows.
template <SupportedValue V, SupportedIndex I>
::testing::AssertionResult spmv_matches(const CsrView<V, I>& a, const std::vector<double>& x,
                                        double alpha, double beta, const std::vector<double>& y_in,
                                        const std::vector<V>& y_out, bool exact);

/// Same for Y = alpha·A·X + beta·Y with k right-hand sides, X (ncols × k) and
/// Y (nrows × k) row-major as in reference/oracle.hpp.
template <SupportedValue V, SupportedIndex I>
::testing::AssertionResult spmm_matches(const CsrView<V, I>& a, std::size_t k,
                                        const std::vector<double>& x, double alpha, double beta,
                                        const std::vector<double>& y_in,
                                        const std::vector<V>& y_out, bool exact);

/// The oracle's half of a comparison, computed once per matrix and X and
/// compared with any number of outputs for any alpha and beta (every
/// conversion of an instance, every ScaleCase): op(A)·X, and |op(A)|·|X| for
/// the bounded check. op(A) is A, or Aᵀ when transposed.
struct OracleProduct {
  std::size_t rows = 0;                  // of op(A)·X
  std::size_t k = 1;
  bool exact = true;
  std::vector<double> product;           // op(A)·X, rows × k row-major
  std::vector<double> magnitude;         // |op(A)|·|X| (bounded checks only)
  std::vector<std::int64_t> row_entries; // nonzeros of each row of op(A)
  std::string types;                     // "f64i32", for failure messages
};

/// op(A)·X (X: op(A)'s columns × k, row-major) through the oracle.
template <SupportedValue V, SupportedIndex I>
OracleProduct oracle_product(const CsrView<V, I>& a, std::size_t k, const std::vector<double>& x, bool transposed,
                             bool exact);

/// y_out against alpha·product + beta·y_in (y_in may be empty when beta ==
/// 0), exactly or within the bound that spmv_matches describes.
template <SupportedValue V>
::testing::AssertionResult matches_oracle(const OracleProduct& oracle, double alpha, double beta,
                                          const std::vector<double>& y_in, const std::vector<V>& y_out);

/// The message of the spgen::Error that f() throws; nullopt when f() returns.
/// Any other exception propagates (and fails the test).
template <typename F>
std::optional<std::string> error_message(F&& f) {
  try {
    std::forward<F>(f)();
  } catch (const Error& e) {
    return std::string(e.what());
  }
  return std::nullopt;
}

/// f() must throw spgen::Error and its message must contain every fragment:
///   EXPECT_TRUE(throws_error([&] { (void)parse(text); }, {"t.mtx:2:", "int64"}));
/// The failure says that nothing was thrown, or quotes the message and the
/// fragments it lacks.
template <typename F>
::testing::AssertionResult throws_error(F&& f, std::initializer_list<std::string_view> fragments) {
  const std::optional<std::string> msg = error_message(std::forward<F>(f));
  if (!msg) return ::testing::AssertionFailure() << "no spgen::Error was thrown";
  std::string missing;
  for (const std::string_view fragment : fragments) {
    if (msg->find(fragment) != std::string::npos) continue;
    missing += missing.empty() ? "'" : ", '";
    missing.append(fragment) += "'";
  }
  if (!missing.empty())
    return ::testing::AssertionFailure() << "message lacks " << missing << ": " << *msg;
  return ::testing::AssertionSuccess() << *msg;
}

}  // namespace spgen::test
