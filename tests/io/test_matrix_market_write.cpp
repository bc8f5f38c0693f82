#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

#include "spgen/core/error.hpp"
#include "spgen/matrices/matrix_market.hpp"
#include "support/test_support.hpp"

namespace spgen {
namespace {

/// A fresh folder per test, removed afterwards.
class TempDir {
 public:
  TempDir() {
    const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
    path_ = std::filesystem::temp_directory_path() /
            ("spgen_io_" + std::to_string(::getpid()) + "_" + test->name());
    std::filesystem::remove_all(path_);
    std::filesystem::create_directories(path_);
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  [[nodiscard]] const std::filesystem::path& path() const { return path_; }
  [[nodiscard]] std::vector<std::string> files() const {
    std::vector<std::string> names;
    for (const auto& e : std::filesystem::directory_iterator(path_)) names.push_back(e.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
  }

 private:
  std::filesystem::path path_;
};

/// Random matrix with empty rows, a dense-ish row and values that need all
/// digits of V to round-trip.
template <typename V, typename I>
Csr<V, I> random_matrix(I nrows, I ncols, unsigned seed) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<V> value(-1e6, 1e6);
  Csr<V, I> a;
  a.nrows = nrows;
  a.ncols = ncols;
  a.row_ptr.assign(1, 0);
  for (I r = 0; r < nrows; ++r) {
    const double density = r % 7 == 3 ? 0.0 : (r == 1 ? 0.9 : 0.05);
    for (I c = 0; c < ncols; ++c) {
      if (std::uniform_real_distribution<double>(0, 1)(rng) < density) {
        a.col_idx.push_back(c);
        a.values.push_back(value(rng) / V(7));
      }
    }
    a.row_ptr.push_back(static_cast<I>(a.col_idx.size()));
  }
  return a;
}

template <typename V, typename I>
void expect_equal(const Csr<V, I>& a, const Csr<V, I>& b) {
  EXPECT_EQ(a.nrows, b.nrows);
  EXPECT_EQ(a.ncols, b.ncols);
  EXPECT_EQ(a.row_ptr, b.row_ptr);
  EXPECT_EQ(a.col_idx, b.col_idx);
  EXPECT_EQ(a.values, b.values);  // exact: the writer prints shortest round-trip forms
}

template <typename T>
class RoundTrip : public ::testing::Test {};
template <typename V, typename I>
struct Types {
  using Value = V;
  using Index = I;
};
using AllTypes = ::testing::Types<Types<float, std::int32_t>, Types<float, std::int64_t>,
                                  Types<double, std::int32_t>, Types<double, std::int64_t>>;
TYPED_TEST_SUITE(RoundTrip, AllTypes);

TYPED_TEST(RoundTrip, PlainAndGzipReadBackEqual) {
  using V = typename TypeParam::Value;
  using I = typename TypeParam::Index;
  TempDir dir;
  const auto a = random_matrix<V, I>(57, 43, 7);
  ASSERT_GT(a.nnz(), 50u);
  for (const char* name : {"a.mtx", "a.mtx.gz"}) {
    const auto path = dir.path() / name;
    write_matrix_market(path, a.view());
    MatrixMarketInfo info;
    const auto b = read_matrix_market<V, I>(path, &info);
    expect_equal(a, b);
    EXPECT_EQ(info.field, "real");
    EXPECT_EQ(info.symmetry, "general");
    EXPECT_EQ(info.declared_entries, a.nnz());
  }
  // gzip iff the name ends in .gz.
  std::ifstream plain(dir.path() / "a.mtx", std::ios::binary);
  std::ifstream gz(dir.path() / "a.mtx.gz", std::ios::binary);
  EXPECT_EQ(plain.get(), '%');
  EXPECT_EQ(gz.get(), 0x1f);
  EXPECT_EQ(gz.get(), 0x8b);
  EXPECT_EQ(dir.files(), (std::vector<std::string>{"a.mtx", "a.mtx.gz"}));  // no temporaries left
}

TYPED_TEST(RoundTrip, PatternDropsValues) {
  using V = typename TypeParam::Value;
  using I = typename TypeParam::Index;
  TempDir dir;
  const auto a = random_matrix<V, I>(20, 30, 11);
  write_matrix_market(dir.path() / "p.mtx.gz", a.view(), {.pattern = true});
  MatrixMarketInfo info;
  const auto b = read_matrix_market<V, I>(dir.path() / "p.mtx.gz", &info);
  EXPECT_EQ(info.field, "pattern");
  EXPECT_EQ(b.row_ptr, a.row_ptr);
  EXPECT_EQ(b.col_idx, a.col_idx);
  EXPECT_EQ(b.values, std::vector<V>(a.nnz(), V(1)));
}

TEST(MatrixMarketWrite, EmptyShapesRoundTrip) {
  TempDir dir;
  Csr<double, std::int32_t> a;
  a.nrows = 3;
  a.ncols = 0;
  a.row_ptr = {0, 0, 0, 0};
  write_matrix_market(dir.path() / "e.mtx", a.view());
  expect_equal(a, read_matrix_market<double, std::int32_t>(dir.path() / "e.mtx"));
}

TEST(MatrixMarketWrite, ExactText) {
  TempDir dir;
  Csr<double, std::int32_t> a;
  a.nrows = 2;
  a.ncols = 3;
  a.row_ptr = {0, 2, 3};
  a.col_idx = {0, 2, 1};
  a.values = {0.1, -2.5e-300, 3};
  write_matrix_market(dir.path() / "t.mtx", a.view());
  std::ifstream in(dir.path() / "t.mtx");
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_EQ(text,
            "%%MatrixMarket matrix coordinate real general\n"
            "2 3 3\n"
            "1 1 0.1\n"
            "1 3 -2.5e-300\n"
            "2 2 3\n");
}

TEST(MatrixMarketWrite, ReplacesAnExistingFileWhole) {
  TempDir dir;
  const auto path = dir.path() / "m.mtx";
  { std::ofstream(path) << std::string(100000, 'x'); }
  const auto a = random_matrix<double, std::int32_t>(5, 5, 3);
  write_matrix_market(path, a.view());
  expect_equal(a, read_matrix_market<double, std::int32_t>(path));
  EXPECT_EQ(dir.files(), std::vector<std::string>{"m.mtx"});
}

TEST(MatrixMarketWrite, UnwritableFolderThrowsAndLeavesNothing) {
  TempDir dir;
  const auto path = dir.path() / "missing_folder" / "m.mtx";
  const auto a = random_matrix<double, std::int32_t>(5, 5, 3);
  EXPECT_TRUE(test::throws_error([&] { write_matrix_market(path, a.view()); }, {"missing_folder"}))
      << "writing into a folder that does not exist";
  EXPECT_TRUE(dir.files().empty());
}

TEST(MatrixMarketWrite, RenameFailureRemovesTheTemporary) {
  TempDir dir;
  // The target is a non-empty folder: everything but the rename succeeds.
  const auto path = dir.path() / "occupied.mtx";
  std::filesystem::create_directories(path / "inside");
  const auto a = random_matrix<double, std::int32_t>(5, 5, 3);
  EXPECT_THROW(write_matrix_market(path, a.view()), Error);
  EXPECT_EQ(dir.files(), std::vector<std::string>{"occupied.mtx"});
  EXPECT_TRUE(std::filesystem::is_directory(path));
}

TEST(MatrixMarketWrite, InvalidMatrixIsRefusedBeforeWriting) {
  TempDir dir;
  Csr<double, std::int32_t> a;
  a.nrows = 1;
  a.ncols = 2;
  a.row_ptr = {0, 2};
  a.col_idx = {1, 0};  // unsorted
  a.values = {1, 2};
  EXPECT_THROW(write_matrix_market(dir.path() / "bad.mtx", a.view()), Error);
  EXPECT_TRUE(dir.files().empty());
}

}  // namespace
}  // namespace spgen
