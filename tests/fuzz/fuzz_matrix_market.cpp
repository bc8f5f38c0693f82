// libFuzzer target for the Matrix Market reader.
//
// Any input must either parse into a matrix that passes validate() or raise
// spgen::Error; anything else (a crash, a sanitizer report, another exception
// type, a leak) is a finding. The four V/I combinations must agree on the
// structure whenever more than one of them accepts the input. Inputs that
// start with the gzip magic bytes go through the reader's gunzip first, as
// read_matrix_market does with a file.
#include <charconv>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "fuzz_csr.hpp"
#include "matrices/gzip.hpp"
#include "spgen/matrices/matrix_market.hpp"

namespace {

// A size line may legitimately declare a huge, empty matrix; the reader then
// allocates one row pointer per row. That is the caller's request, not a bug,
// so inputs declaring more rows than this are only run where the index type
// must reject them before any allocation.
constexpr std::uint64_t kMaxFuzzRows = std::uint64_t{1} << 20;

/// Row count of the first size-line candidate, or nullopt when there is none.
std::optional<std::uint64_t> declared_rows(std::string_view text) {
  std::size_t pos = text.find('\n');  // skip the banner line
  while (pos != std::string_view::npos && pos + 1 < text.size()) {
    const std::size_t begin = pos + 1;
    std::size_t first = begin;
    while (first < text.size() && (text[first] == ' ' || text[first] == '\t' || text[first] == '\r' ||
                                   text[first] == '\v' || text[first] == '\f'))
      ++first;
    pos = text.find('\n', begin);
    if (first >= text.size() || text[first] == '\n' || text[first] == '%') continue;
    std::uint64_t rows = 0;
    const auto [ptr, ec] = std::from_chars(text.data() + first, text.data() + text.size(), rows);
    if (ec == std::errc::result_out_of_range) return UINT64_MAX;
    if (ec != std::errc()) return std::nullopt;
    return rows;
  }
  return std::nullopt;
}

// One-line error messages are part of the contract (the CLI prints them as is).
template <typename V, typename I>
std::optional<spgen::Csr<V, I>> try_parse(std::string_view text) {
  spgen::MatrixMarketInfo info;
  auto a = spgen::fuzz::validated([&] { return spgen::parse_matrix_market<V, I>(text, "fuzz.mtx", &info); });
  if (a && (info.text_bytes != text.size() || info.declared_rows != static_cast<std::uint64_t>(a->nrows)))
    spgen::fuzz::fail("MatrixMarketInfo disagrees with the matrix");
  return a;
}

using spgen::fuzz::expect_same_structure;

void run(std::string_view text) {
  const auto rows = declared_rows(text);
  if (rows && *rows > kMaxFuzzRows) {
    // Beyond int32: both int32 readers must refuse before allocating.
    if (*rows > static_cast<std::uint64_t>(INT32_MAX)) {
      if (try_parse<double, std::int32_t>(text) || try_parse<float, std::int32_t>(text)) {
        spgen::fuzz::fail("int32 reader accepted " + std::to_string(*rows) + " rows");
      }
    }
    return;
  }
  const auto d32 = try_parse<double, std::int32_t>(text);
  const auto d64 = try_parse<double, std::int64_t>(text);
  const auto f32 = try_parse<float, std::int32_t>(text);
  const auto f64 = try_parse<float, std::int64_t>(text);
  expect_same_structure(d32, d64);
  expect_same_structure(d64, f64);
  expect_same_structure(f32, f64);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  if (!spgen::io::is_gzip(bytes)) {
    run(bytes);
    return 0;
  }
  std::string text;
  try {
    text = spgen::io::gunzip(bytes, "fuzz.mtx.gz");
  } catch (const spgen::Error& e) {
    spgen::fuzz::expect_one_line(e.what());
    return 0;
  }
  run(text);
  return 0;
}
