// The Matrix Market reader reads and inflates its input a block at a time as
// it parses (issue 18): a compressed file is never inflated in full before a
// check, so a gzip bomb, a header declaring sizes that cannot fit, or the
// first entry past the declared count stops the reading at once, with the
// usual one-line "file:line: expected ..." error. Files spanning many blocks
// read back exactly, and the progress callback follows the reading.
#include <gtest/gtest.h>
#include <unistd.h>
#include <zlib.h>

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "matrices/text_input.hpp"
#include "spgen/core/error.hpp"
#include "spgen/matrices/matrix_market.hpp"
#include "spgen/matrices/synthetic.hpp"
#include "support/test_support.hpp"

namespace spgen {
namespace {

namespace fs = std::filesystem;

/// One gzip member holding `text` (level 1: the tests' texts are repetitive).
std::string gzip_member(const std::string& text) {
  z_stream zs{};
  EXPECT_EQ(deflateInit2(&zs, 1, Z_DEFLATED, 16 + MAX_WBITS, 9, Z_DEFAULT_STRATEGY), Z_OK);
  std::string out(deflateBound(&zs, text.size()), '\0');
  zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(text.data()));
  zs.avail_in = static_cast<uInt>(text.size());
  zs.next_out = reinterpret_cast<Bytef*>(out.data());
  zs.avail_out = static_cast<uInt>(out.size());
  EXPECT_EQ(deflate(&zs, Z_FINISH), Z_STREAM_END);
  out.resize(zs.total_out);
  deflateEnd(&zs);
  return out;
}

class MatrixMarketStream : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("spgen_mtx_stream_" + std::to_string(::getpid()));
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  fs::path write(const std::string& name, const std::string& bytes) const {
    const fs::path p = dir_ / name;
    std::ofstream(p, std::ios::binary) << bytes;
    return p;
  }

  /// `head` compressed, then `copies` members of `body` (concatenated gzip
  /// members are one valid gzip stream): 1 GiB of text in a few MiB of file.
  fs::path bomb(const std::string& name, const std::string& head, const std::string& body,
                int copies) const {
    std::string bytes = gzip_member(head);
    const std::string member = gzip_member(body);
    for (int i = 0; i < copies; ++i) bytes += member;
    return write(name, bytes);
  }

  fs::path dir_;
};

// 64 members of 16 MiB of "1 1 1\n": 1 GiB of text. Before the reader
// streamed, all of it was inflated into memory first (about 9 s and 1.6 GB
// here); now the first block shows the problem.
constexpr int kBombCopies = 64;
std::string bomb_body() {
  std::string s;
  for (int i = 0; i < (16 << 20) / 6; ++i) s += "1 1 1\n";
  return s;
}

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

TEST_F(MatrixMarketStream, GzipBombStopsAtTheFirstEntryPastTheDeclaredCount) {
  const fs::path p =
      bomb("bomb.mtx.gz", "%%MatrixMarket matrix coordinate real general\n10 10 1\n1 1 1\n",
           bomb_body(), kBombCopies);
  const auto t0 = std::chrono::steady_clock::now();
  const auto msg = test::error_message([&] { (void)read_matrix_market<double, std::int32_t>(p); });
  const double s = seconds_since(t0);
  ASSERT_TRUE(msg);
  EXPECT_EQ(*msg, p.string() +
                      ":4: expected end of file after the 1 entries declared on line 2, found '1'");
  EXPECT_LT(s, 2.0) << "the whole gigabyte was inflated before the check";
}

TEST_F(MatrixMarketStream, SizeLineBeyondInt32StopsBeforeInflatingTheRest) {
  const fs::path p =
      bomb("wide.mtx.gz", "%%MatrixMarket matrix coordinate real general\n2 3000000000 2\n",
           bomb_body(), kBombCopies);
  const auto t0 = std::chrono::steady_clock::now();
  EXPECT_TRUE(test::throws_error(
      [&] { (void)read_matrix_market<double, std::int32_t>(p); },
      {p.string() + ":2: expected a column count of at most 2147483647", "int64"}));
  EXPECT_LT(seconds_since(t0), 2.0);
}

TEST_F(MatrixMarketStream, OnlyTheFirstBlockIsInflated) {
  const fs::path p = bomb("lines.mtx.gz", "", bomb_body(), kBombCopies);
  io::LineBlocks in(p);
  const std::string_view block = in.next();
  ASSERT_FALSE(block.empty());
  EXPECT_EQ(block.back(), '\n');
  EXPECT_LE(in.text_bytes(), std::uint64_t{16} << 20) << "of 1 GiB";
  EXPECT_LT(in.fraction(), 1.0);
  EXPECT_FALSE(in.size_is_exact());
}

TEST_F(MatrixMarketStream, DeclaredSizesBeyondMemoryFailAtTheSizeLine) {
  const std::string head =
      "%%MatrixMarket matrix coordinate real general\n10 10 100000000000\n1 1 1\n";
  // Compressed: the text's size is unknown, so the declared count is believed.
  const fs::path gz = write("many.mtx.gz", gzip_member(head));
  EXPECT_TRUE(test::throws_error([&] { (void)read_matrix_market<double, std::int64_t>(gz); },
                                 {gz.string() + ":2: expected sizes whose arrays fit in memory (",
                                  " GiB needed, ", "found '10 10 100000000000'"}));
  // Plain: 70 bytes hold at most 18 entries, so reading goes on and counts them.
  const fs::path plain = write("many.mtx", head);
  EXPECT_TRUE(test::throws_error(
      [&] { (void)read_matrix_market<double, std::int64_t>(plain); },
      {plain.string() + ":3: expected 100000000000 entries", "end of file after 1"}));
  // Rows are allocated up front whatever the text holds: 10^12 of them cannot be.
  const fs::path tall =
      write("tall.mtx", "%%MatrixMarket matrix coordinate real general\n1000000000000 1 0\n");
  EXPECT_TRUE(
      test::throws_error([&] { (void)read_matrix_market<double, std::int64_t>(tall); },
                         {tall.string() + ":2: expected sizes whose arrays fit in memory"}));
}

TEST_F(MatrixMarketStream, AnAbsurdlyLongLineIsRejectedWithItsNumber) {
  const std::string head = "%%MatrixMarket matrix coordinate real general\n% fine\n";
  const fs::path p =
      write("long.mtx.gz", gzip_member(head + std::string(std::size_t{80} << 20, ' ')));
  EXPECT_TRUE(test::throws_error([&] { (void)read_matrix_market<double, std::int32_t>(p); },
                                 {p.string() + ":3: expected a line of at most 64 MiB"}));
}

// Many blocks, lines cut at every block boundary: the same matrix as written,
// plain and compressed, and the same as parsing the text in one piece.
TEST_F(MatrixMarketStream, ManyBlocksReadBackExactly) {
  const auto a = random_matrix<double, std::int32_t>({.rows = 30000,
                                                      .cols = 30000,
                                                      .mean_row_length = 15,
                                                      .distribution = RowDistribution::power_law});
  for (const char* name : {"big.mtx", "big.mtx.gz"}) {
    const fs::path p = dir_ / name;
    write_matrix_market(p, a.view());
    MatrixMarketInfo info;
    std::vector<double> seen;
    const auto b =
        read_matrix_market<double, std::int32_t>(p, &info, [&](double f) { seen.push_back(f); });
    EXPECT_EQ(b.row_ptr, a.row_ptr) << name;
    EXPECT_EQ(b.col_idx, a.col_idx) << name;
    EXPECT_EQ(b.values, a.values) << name;
    EXPECT_GT(info.text_bytes, std::uint64_t{8} << 20) << "spans several 4 MiB blocks";
    EXPECT_GT(seen.size(), 2u) << name;
  }
  std::ifstream f(dir_ / "big.mtx", std::ios::binary);
  const std::string text((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  MatrixMarketInfo info;
  const auto c = parse_matrix_market<double, std::int32_t>(text, "big.mtx", &info);
  EXPECT_EQ(c.col_idx, a.col_idx);
  EXPECT_EQ(info.text_bytes, text.size());
}

}  // namespace
}  // namespace spgen
