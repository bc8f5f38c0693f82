#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <iterator>
#include <set>
#include <string>
#include <vector>

#include "spgen/core/error.hpp"
#include "spgen/matrices/matrix_market.hpp"
#include "support/test_support.hpp"

namespace spgen {
namespace {

const std::filesystem::path kData = SPGEN_TEST_DATA_DIR;

template <typename V, typename I>
void expect_csr(const Csr<V, I>& a, I nrows, I ncols, const std::vector<I>& row_ptr,
                const std::vector<I>& col_idx, const std::vector<V>& values) {
  EXPECT_NO_THROW(validate(a.view()));
  EXPECT_EQ(a.nrows, nrows);
  EXPECT_EQ(a.ncols, ncols);
  EXPECT_EQ(a.row_ptr, row_ptr);
  EXPECT_EQ(a.col_idx, col_idx);
  EXPECT_EQ(a.values, values);
}

// ---- well-formed samples ---------------------------------------------------

TEST(MatrixMarketRead, GeneralRealInAnyOrder) {
  MatrixMarketInfo info;
  const auto a = read_matrix_market<double, std::int32_t>(kData / "good/general_real.mtx", &info);
  expect_csr<double, std::int32_t>(a, 3, 4, {0, 2, 3, 5}, {0, 2, 1, 0, 3}, {1.5, -2000, 3, 5, 4.5});
  EXPECT_EQ(info.field, "real");
  EXPECT_EQ(info.symmetry, "general");
  EXPECT_EQ(info.declared_rows, 3u);
  EXPECT_EQ(info.declared_cols, 4u);
  EXPECT_EQ(info.declared_entries, 5u);
  EXPECT_EQ(info.duplicates_summed, 0u);
  EXPECT_EQ(info.text_bytes, std::filesystem::file_size(kData / "good/general_real.mtx"));
}

TEST(MatrixMarketRead, SymmetricIsExpanded) {
  const auto a = read_matrix_market<double, std::int64_t>(kData / "good/symmetric_real.mtx");
  expect_csr<double, std::int64_t>(a, 3, 3, {0, 2, 5, 7}, {0, 1, 0, 1, 2, 1, 2}, {4, 1, 1, 5, 2, 2, 6});
}

TEST(MatrixMarketRead, SkewSymmetricMirrorsWithNegation) {
  MatrixMarketInfo info;
  const auto a = read_matrix_market<float, std::int32_t>(kData / "good/skew_integer.mtx", &info);
  expect_csr<float, std::int32_t>(a, 3, 3, {0, 1, 3, 4}, {1, 0, 2, 1}, {-3, 3, 7, -7});
  EXPECT_EQ(info.field, "integer");
  EXPECT_EQ(info.symmetry, "skew-symmetric");
}

TEST(MatrixMarketRead, PatternEntriesAreOne) {
  MatrixMarketInfo info;
  const auto a = read_matrix_market<double, std::int32_t>(kData / "good/symmetric_pattern.mtx", &info);
  expect_csr<double, std::int32_t>(a, 4, 4, {0, 2, 4, 4, 6}, {0, 1, 0, 3, 1, 3}, {1, 1, 1, 1, 1, 1});
  EXPECT_EQ(info.field, "pattern");
}

TEST(MatrixMarketRead, DuplicatesAreSummedAndCounted) {
  MatrixMarketInfo info;
  const auto a = read_matrix_market<double, std::int32_t>(kData / "good/duplicates.mtx", &info);
  expect_csr<double, std::int32_t>(a, 2, 2, {0, 2, 3}, {0, 1, 1}, {0.75, 8, 7});
  EXPECT_EQ(info.duplicates_summed, 3u);
  EXPECT_EQ(info.declared_entries, 6u);
}

TEST(MatrixMarketRead, PatternDuplicatesStayOne) {
  MatrixMarketInfo info;
  const auto a = parse_matrix_market<double, std::int32_t>(
      "%%MatrixMarket matrix coordinate pattern general\n2 2 3\n1 2\n1 2\n2 1\n", "dup.mtx", &info);
  expect_csr<double, std::int32_t>(a, 2, 2, {0, 1, 2}, {1, 0}, {1, 1});
  EXPECT_EQ(info.duplicates_summed, 1u);
}

TEST(MatrixMarketRead, SymmetricUpperTriangleEntriesAreMirroredToo) {
  const auto a = parse_matrix_market<double, std::int32_t>(
      "%%MatrixMarket matrix coordinate real symmetric\n2 2 2\n1 2 3\n2 2 1\n", "upper.mtx");
  expect_csr<double, std::int32_t>(a, 2, 2, {0, 1, 3}, {1, 0, 1}, {3, 3, 1});
}

// Both (i, j) and (j, i) in a symmetric file: rejected at the later one's
// line, for pattern and skew files too; an exact repeat on one side of the
// diagonal is summed as in a general file.
TEST(MatrixMarketRead, SymmetricMirroredPairIsRejectedAtTheSecondEntry) {
  EXPECT_TRUE(test::throws_error(
      [] {
        (void)parse_matrix_market<double, std::int32_t>(
            "%%MatrixMarket matrix coordinate pattern symmetric\n3 3 3\n1 3\n2 2\n\n% c\n3 1\n",
            "p.mtx");
      },
      {"p.mtx:7: expected each off-diagonal pair once in a symmetric file, found '3 1', the mirror "
       "of "
       "an earlier '1 3'"}));
  EXPECT_TRUE(test::throws_error(
      [] {
        (void)parse_matrix_market<float, std::int64_t>(
            "%%MatrixMarket matrix coordinate real skew-symmetric\n3 3 3\n2 1 5\n3 2 1\n1 2 -5\n",
            "s.mtx");
      },
      {"s.mtx:5: expected each off-diagonal pair once"}));
  MatrixMarketInfo info;
  const auto a = parse_matrix_market<double, std::int32_t>(
      "%%MatrixMarket matrix coordinate real symmetric\n2 2 3\n2 1 3\n2 1 1\n1 1 2\n", "dup.mtx",
      &info);
  expect_csr<double, std::int32_t>(a, 2, 2, {0, 2, 3}, {0, 1, 0}, {2, 4, 4});
  EXPECT_EQ(info.duplicates_summed, 2u);
}

TEST(MatrixMarketRead, CrlfBlankLinesTabsAndCaseInsensitiveBanner) {
  const auto a = read_matrix_market<double, std::int32_t>(kData / "good/crlf_blank_lines.mtx");
  expect_csr<double, std::int32_t>(a, 2, 3, {0, 1, 2}, {0, 2}, {-0.5, 15});
}

TEST(MatrixMarketRead, EmptyShapes) {
  const auto a = read_matrix_market<double, std::int32_t>(kData / "good/empty_rows.mtx");
  expect_csr<double, std::int32_t>(a, 0, 5, {0}, {}, {});
  const auto b = parse_matrix_market<float, std::int64_t>(
      "%%MatrixMarket matrix coordinate pattern general\n3 0 0", "no_newline.mtx");
  expect_csr<float, std::int64_t>(b, 3, 0, {0, 0, 0, 0}, {}, {});
}

TEST(MatrixMarketRead, UnderflowRoundsToZeroInsteadOfFailing) {
  const auto a = read_matrix_market<double, std::int32_t>(kData / "good/underflow.mtx");
  expect_csr<double, std::int32_t>(a, 2, 2, {0, 0, 1}, {0}, {0.0});
  // Fits double, not float: float reports the overflow, double keeps it.
  const std::string text = "%%MatrixMarket matrix coordinate real general\n1 1 1\n1 1 1e300\n";
  EXPECT_EQ((parse_matrix_market<double, std::int32_t>(text, "t.mtx").values[0]), 1e300);
  EXPECT_THROW((parse_matrix_market<float, std::int32_t>(text, "t.mtx")), Error);
  // Beyond long double too: the exponent's sign tells underflow from overflow.
  const auto tiny = parse_matrix_market<double, std::int32_t>(
      "%%MatrixMarket matrix coordinate real general\n1 2 2\n1 1 1e-99999\n1 2 -1e-400\n", "tiny.mtx");
  EXPECT_EQ(tiny.values, (std::vector<double>{0.0, 0.0}));
  EXPECT_TRUE(std::signbit(tiny.values[1]));
  for (const char* huge : {"1e99999", "-1e4000", "1e309"}) {
    const std::string t = std::string("%%MatrixMarket matrix coordinate real general\n1 1 1\n1 1 ") + huge + "\n";
    EXPECT_TRUE(test::throws_error([&] { (void)parse_matrix_market<double, std::int64_t>(t, "huge.mtx"); },
                                   {"huge.mtx:3: expected a real value within the range of double"}))
        << huge;
  }
}

TEST(MatrixMarketRead, GzipIsDetectedByMagicBytesNotByName) {
  const auto plain = read_matrix_market<double, std::int32_t>(kData / "good/general_real.mtx");
  MatrixMarketInfo info;
  const auto a = read_matrix_market<double, std::int32_t>(kData / "good/gzip_without_suffix.mtx", &info);
  EXPECT_EQ(a.row_ptr, plain.row_ptr);
  EXPECT_EQ(a.col_idx, plain.col_idx);
  EXPECT_EQ(a.values, plain.values);
  EXPECT_EQ(info.text_bytes, std::filesystem::file_size(kData / "good/general_real.mtx"));
  const auto sym = read_matrix_market<double, std::int32_t>(kData / "good/symmetric_real.mtx");
  const auto sym_gz = read_matrix_market<double, std::int32_t>(kData / "good/symmetric_real.mtx.gz");
  EXPECT_EQ(sym_gz.col_idx, sym.col_idx);
  EXPECT_EQ(sym_gz.values, sym.values);
}

TEST(MatrixMarketRead, ConcatenatedGzipMembers) {
  const auto plain = read_matrix_market<double, std::int32_t>(kData / "good/general_real.mtx");
  const auto a = read_matrix_market<double, std::int32_t>(kData / "good/two_members.mtx.gz");
  EXPECT_EQ(a.col_idx, plain.col_idx);
  EXPECT_EQ(a.values, plain.values);
}

TEST(MatrixMarketRead, UnsortedRowsAreSorted) {
  // Entries of one row in descending column order, with a duplicate among them.
  std::string text = "%%MatrixMarket matrix coordinate real general\n1 100 101\n";
  for (int c = 100; c >= 1; --c) text += "1 " + std::to_string(c) + " " + std::to_string(c) + "\n";
  text += "1 50 1\n";
  MatrixMarketInfo info;
  const auto a = parse_matrix_market<double, std::int32_t>(text, "rev.mtx", &info);
  ASSERT_NO_THROW(validate(a.view()));
  ASSERT_EQ(a.nnz(), 100u);
  for (int c = 0; c < 100; ++c) {
    EXPECT_EQ(a.col_idx[c], c);
    EXPECT_EQ(a.values[c], c == 49 ? 51.0 : c + 1.0);
  }
  EXPECT_EQ(info.duplicates_summed, 1u);
}

// ---- index type limits -----------------------------------------------------

TEST(MatrixMarketRead, DimensionsBeyondInt32SuggestInt64) {
  const std::string text =
      "%%MatrixMarket matrix coordinate real general\n2 3000000000 2\n1 2999999999 1.5\n2 1 2\n";
  EXPECT_TRUE(test::throws_error([&] { (void)parse_matrix_market<double, std::int32_t>(text, "wide.mtx"); },
                                 {"wide.mtx:2:", "int64", "3000000000"}))
      << "int32 and 3000000000 columns";
  const auto a = parse_matrix_market<double, std::int64_t>(text, "wide.mtx");
  expect_csr<double, std::int64_t>(a, 2, 3000000000, {0, 1, 2}, {2999999998, 0}, {1.5, 2});
}

TEST(MatrixMarketRead, RowsBeyondInt32SuggestInt64BeforeAllocating) {
  const std::string text = "%%MatrixMarket matrix coordinate pattern general\n3000000000 3 0\n";
  EXPECT_TRUE(test::throws_error([&] { (void)parse_matrix_market<float, std::int32_t>(text, "tall.mtx"); },
                                 {"int64"}))
      << "int32 and 3000000000 rows";
}

TEST(MatrixMarketRead, NnzBeyondInt32SuggestsInt64) {
  const std::string text = "%%MatrixMarket matrix coordinate real general\n2 2 2147483648\n1 1 1\n";
  EXPECT_TRUE(test::throws_error([&] { (void)parse_matrix_market<double, std::int32_t>(text, "many.mtx"); },
                                 {"many.mtx:2:", "int64"}))
      << "int32 and 2^31 entries";
  // int64 gets past the size line and then counts the entries.
  EXPECT_TRUE(test::throws_error([&] { (void)parse_matrix_market<double, std::int64_t>(text, "many.mtx"); },
                                 {"end of file after 1"}))
      << "1 of 2147483648 entries";
}

// ---- malformed samples -----------------------------------------------------

struct BadSample {
  const char* file;
  std::uint64_t line;
  const char* keyword;
};

// One row per file in tests/data/bad/ (a test below checks none is missing).
// All are read with int32 indices; the int32_* samples are bad only there.
const BadSample kBadSamples[] = {
    {"bad_banner.mtx", 1, "expected banner '%%MatrixMarket matrix coordinate"},
    {"banner_not_first.mtx", 1, "expected banner"},
    {"banner_missing_symmetry.mtx", 1, "expected symmetry"},
    {"banner_bad_object.mtx", 1, "expected object 'matrix'"},
    {"banner_extra_word.mtx", 1, "expected end of banner line, found 'extra'"},
    {"empty.mtx", 1, "found end of file"},
    {"missing_size_line.mtx", 3, "expected size line"},
    {"size_line_short.mtx", 3, "entry count"},
    {"size_line_extra.mtx", 2, "expected end of the size line"},
    {"negative_dims.mtx", 2, "non-negative integer row count"},
    {"too_few_entries.mtx", 4,
     "expected 3 entries as declared on line 2, found end of file after 2"},
    {"too_many_entries.mtx", 5, "expected end of file after the 1 entries declared on line 3"},
    {"index_zero.mtx", 4, "expected a row index in [1, 3], found '0'"},
    {"column_zero.mtx", 4, "expected a column index in [1, 3], found '0'"},
    {"index_past_size.mtx", 5, "expected a column index in [1, 4], found '5'"},
    {"row_past_size.mtx", 3, "expected a row index in [1, 4], found '5'"},
    {"index_overflow.mtx", 3, "expected a row index"},
    {"missing_column.mtx", 3, "expected a column index in [1, 4], found end of line"},
    {"missing_value.mtx", 3, "expected a real value, found end of line"},
    {"non_numeric_value.mtx", 4, "expected a real value, found 'abc'"},
    {"non_numeric_index.mtx", 3, "expected a row index in [1, 4], found '1x'"},
    {"extra_token.mtx", 3, "expected end of line after the entry"},
    {"pattern_with_value.mtx", 3, "expected end of line after the entry '<row> <col>'"},
    {"value_overflow.mtx", 4, "overflows"},
    {"integer_overflow.mtx", 3, "fits 64 bits"},
    {"integer_not_integer.mtx", 3, "expected an integer value, found '1.5'"},
    {"complex_field.mtx", 1, "not supported"},
    {"array_format.mtx", 1, "not supported"},
    {"hermitian.mtx", 1, "not supported"},
    {"skew_diagonal.mtx", 4, "off the diagonal"},
    {"symmetric_not_square.mtx", 2, "square"},
    {"symmetric_mirrored_pair.mtx", 7,
     "expected each off-diagonal pair once in a symmetric file, found '1 2', the mirror of an "
     "earlier '2 1'"},
    {"int32_rows.mtx", 2, "use int64 indices"},
    {"int32_cols.mtx", 2, "use int64 indices"},
    {"int32_entries.mtx", 2, "use int64 indices"},
    {"size_overflow.mtx", 2, "fits 64 bits"},
    {"control_chars.mtx", 3, "found '\\x01\\x1bx'"},
    {"truncated.mtx.gz", 842, "truncated gzip"},
    {"corrupt.mtx.gz", 1, "corrupt"},
};

class BadSampleTest : public ::testing::TestWithParam<BadSample> {};

TEST_P(BadSampleTest, RejectedWithFileLineAndWhatWasExpected) {
  const BadSample& s = GetParam();
  const std::filesystem::path path = kData / "bad" / s.file;
  ASSERT_TRUE(std::filesystem::exists(path)) << path;
  const auto msg = test::error_message([&] { (void)read_matrix_market<double, std::int32_t>(path); });
  ASSERT_TRUE(msg) << s.file << " was accepted";
  const std::string prefix = path.string() + ":" + std::to_string(s.line) + ": expected ";
  EXPECT_EQ(msg->rfind(prefix, 0), 0u) << "message: " << *msg << "\nwanted prefix: " << prefix;
  EXPECT_NE(msg->find(s.keyword), std::string::npos) << *msg;
  EXPECT_EQ(msg->find('\n'), std::string::npos) << "not one line: " << *msg;
}

INSTANTIATE_TEST_SUITE_P(Samples, BadSampleTest, ::testing::ValuesIn(kBadSamples),
                         [](const auto& param) { return test::test_name(param.param.file); });

TEST(MatrixMarketRead, EveryBadSampleHasATableRow) {
  std::set<std::string> listed;
  for (const auto& s : kBadSamples) listed.insert(s.file);
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(kData / "bad")) {
    ++files;
    EXPECT_TRUE(listed.count(entry.path().filename().string()))
        << entry.path() << " has no row in kBadSamples";
  }
  EXPECT_EQ(files, static_cast<int>(std::size(kBadSamples)));
}

TEST(MatrixMarketRead, MissingFileIsNamed) {
  EXPECT_TRUE(test::throws_error(
      [] { (void)read_matrix_market<double, std::int32_t>(kData / "no_such_file.mtx"); },
      {"no_such_file.mtx", "cannot open"}));
}

// ---- the shared real matrices ----------------------------------------------

std::filesystem::path matrix_dir() {
  const char* env = std::getenv("SPGEN_MATRIX_DIR");
  return env != nullptr && *env != '\0' ? std::filesystem::path(env)
                                        : std::filesystem::path(SPGEN_MATRIX_DIR_DEFAULT);
}

struct SharedMatrix {
  const char* name;
  std::int64_t rows, cols, nnz_stored, nnz_expanded;
  const char* symmetry;
  const char* field;
};

// From the README table of the shared matrix folder.
const SharedMatrix kShared[] = {
    {"bcsstk32", 44609, 44609, 1029655, 2014701, "symmetric", "pattern"},
    {"delaunay_n16", 65536, 65536, 196575, 393150, "symmetric", "pattern"},
    {"email-enron", 36692, 36692, 183831, 367662, "symmetric", "pattern"},
    {"ct2010", 67578, 67578, 168176, 336352, "symmetric", "integer"},
    {"ex5", 6545, 6545, 147840, 295680, "symmetric", "integer"},
    {"bcsstk16", 4884, 4884, 147631, 290378, "symmetric", "real"},
    {"groebner_id2003_aug", 4967, 2456, 173670, 173670, "general", "integer"},
    {"cage10", 11397, 11397, 150645, 150645, "general", "real"},
    {"bayer10", 13436, 13436, 94926, 94926, "general", "real"},
    {"mbeacxc", 496, 496, 49920, 49920, "general", "real"},
    {"pgpgiantcompo", 10680, 10680, 24316, 48632, "symmetric", "integer"},
    {"rajat01", 6833, 6833, 43250, 43250, "general", "pattern"},
    {"bips98_606", 7135, 7135, 34738, 34738, "general", "real"},
    {"add32", 4960, 4960, 23884, 23884, "general", "real"},
    {"gr_30_30", 900, 900, 4322, 7744, "symmetric", "real"},
    {"pde900", 900, 900, 4380, 4380, "general", "real"},
    {"1138_bus", 1138, 1138, 2596, 4054, "symmetric", "real"},
};

class SharedMatrixTest : public ::testing::TestWithParam<SharedMatrix> {};

TEST_P(SharedMatrixTest, ReadsValidatesAndMatchesTheReadme) {
  const SharedMatrix& m = GetParam();
  const auto path = matrix_dir() / (std::string(m.name) + ".mtx.gz");
  if (!std::filesystem::exists(path)) GTEST_SKIP() << "shared matrix not found: " << path;
  MatrixMarketInfo info;
  const auto a = read_matrix_market<double, std::int32_t>(path, &info);
  EXPECT_NO_THROW(validate(a.view()));
  EXPECT_EQ(a.nrows, m.rows);
  EXPECT_EQ(a.ncols, m.cols);
  EXPECT_EQ(static_cast<std::int64_t>(a.nnz()), m.nnz_expanded);
  EXPECT_EQ(static_cast<std::int64_t>(info.declared_entries), m.nnz_stored);
  EXPECT_EQ(info.symmetry, m.symmetry);
  EXPECT_EQ(info.field, m.field);
  EXPECT_EQ(info.duplicates_summed, 0u);  // the README says no (i,j) repeats
  // The other index and value types agree on the structure.
  const auto b = read_matrix_market<float, std::int64_t>(path);
  ASSERT_EQ(b.nnz(), a.nnz());
  for (std::size_t k = 0; k < a.nnz(); ++k) ASSERT_EQ(b.col_idx[k], a.col_idx[k]) << k;
}

INSTANTIATE_TEST_SUITE_P(Readme, SharedMatrixTest, ::testing::ValuesIn(kShared),
                         [](const auto& param) { return test::test_name(param.param.name); });

TEST(MatrixMarketShared, ComplexQc324IsNotSupported) {
  const auto path = matrix_dir() / "qc324.mtx.gz";
  if (!std::filesystem::exists(path)) GTEST_SKIP() << "shared matrix not found: " << path;
  const auto msg = test::error_message([&] { (void)read_matrix_market<double, std::int32_t>(path); });
  ASSERT_TRUE(msg) << "qc324 (complex) was accepted";
  EXPECT_EQ(msg->rfind(path.string() + ":1: ", 0), 0u) << *msg;
  EXPECT_NE(msg->find("complex matrices are not supported"), std::string::npos) << *msg;
}

}  // namespace
}  // namespace spgen
