// libFuzzer target for matrix sources: the short names every CLI verb, test and
// benchmark accepts (spgen/matrices/sources.hpp), generator expressions
// ("random:uniform:10:10:5", "poisson3d:8", "rmat:S:E", "kron:K:NAME", ...)
// and shared-matrix names. The input is the name.
//
// Names with a '/' are skipped (they would read any file on the machine);
// shared names resolve in a scratch folder holding two tiny matrices. The
// harness estimates the size a generator expression asks for with the
// library's own field syntax: beyond 2^31-1 rows or columns the int32 loader
// must refuse it (spgen::Error, before allocating: the RSS limit catches a
// loader that does not); past 2^31-1 entries (an upper bound: R-MAT merges
// duplicates) or kMaxRows / kMaxEntries / kMaxCols it is skipped (a big matrix
// is the caller's request, and slow). kron:K:NAME counts K copies only: the
// loader must check K against NAME's declared size before building NAME, so
// kron:0:NAME is the empty matrix at once and too many copies are refused at
// once however large NAME is (tests/fuzz/findings/: a loader that builds NAME
// first runs into the RSS limit or the timeout).
// Otherwise the name loads as double/int32 and float/int64, and a finding is
// any crash, sanitizer report, exception other than spgen::Error, a
// multi-line message for a one-line name, a matrix that fails validate(),
// or two index types that disagree on the structure or on accepting it.
#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz_csr.hpp"
#include "spgen/matrices/sources.hpp"

namespace {

using spgen::fuzz::fail;

constexpr long double kMaxRows = 512, kMaxCols = 1 << 16, kMaxEntries = 4096;
constexpr long double kInt32 = 2147483647.0L;

struct Size {
  long double rows = 0, cols = 0, entries = 0;
};

std::vector<std::string_view> split(std::string_view s) {
  std::vector<std::string_view> out;
  for (std::size_t at; (at = s.find(':')) != std::string_view::npos; s.remove_prefix(at + 1))
    out.push_back(s.substr(0, at));
  out.push_back(s);
  return out;
}

template <typename T>
std::optional<long double> number(std::string_view f) {
  T v{};
  const auto [end, ec] = std::from_chars(f.data(), f.data() + f.size(), v);
  if (f.empty() || ec != std::errc{} || end != f.data() + f.size() || !(v >= 0)) return std::nullopt;
  return static_cast<long double>(v);
}

// The size a name asks for; nullopt when it is no well-formed generator
// expression (the loader then refuses it).
std::optional<Size> declared(std::string_view name) {
  const auto f = split(name);
  if (f.size() == 1) {
    // The shared matrices of the scratch folder, exactly (the int32 loader must
    // refuse copies of them beyond 2^31-1 rows, and only those); other names fail.
    if (f[0] == "tiny") return Size{3, 3, 3};
    if (f[0] == "sym") return Size{4, 4, 5};
    return Size{0, 0, 0};
  }
  const auto n = [&](std::size_t i) { return i < f.size() ? number<std::int64_t>(f[i]) : std::nullopt; };
  if (f[0] == "poisson3d" && f.size() == 2 && n(1)) {
    const long double m = *n(1);
    return Size{m * m * m, m * m * m, 27 * m * m * m};
  }
  if (f[0] == "rmat" && (f.size() == 3 || f.size() == 4) && n(1) && n(2)) {
    const long double rows = std::pow(2.0L, std::min(*n(1), 4000.0L));
    return Size{rows, rows, rows * *n(2)};
  }
  if (f[0] == "banded" && f.size() == 3 && n(1) && n(2)) return Size{*n(1), *n(1), *n(1) * (2 * *n(2) + 1)};
  if (f[0] == "kron" && f.size() >= 3 && n(1)) {
    const auto inner = declared(name.substr(f[0].size() + f[1].size() + 2));
    if (!inner) return std::nullopt;
    return Size{inner->rows * *n(1), inner->cols * *n(1), inner->entries * *n(1)};
  }
  if (f[0] == "denserows" && f.size() >= 4 && n(1) && n(2)) {
    const auto inner = declared(name.substr(f[0].size() + f[1].size() + f[2].size() + 3));
    if (!inner) return std::nullopt;
    return Size{inner->rows, inner->cols, inner->entries + *n(1) * *n(2)};
  }
  if (f[0] == "random" && (f.size() == 5 || f.size() == 6) && n(2) && n(3) && number<double>(f[4]))
    return Size{*n(2), *n(3), *n(2) * (*number<double>(f[4]) + 1) + *n(3)};
  return std::nullopt;
}

template <typename V, typename I>
std::optional<spgen::Csr<V, I>> try_load(std::string_view name) {
  spgen::MatrixSourceInfo info;
  auto a = spgen::fuzz::validated([&] { return spgen::load_matrix<V, I>(name, &info); },
                                  name.find('\n') == std::string_view::npos);
  if (a && (info.name != name || (info.kind != "generated" && info.kind != "shared" && info.kind != "file")))
    fail("MatrixSourceInfo disagrees with the name: kind '" + info.kind + "'");
  return a;
}

void prepare_shared_folder() {
  const auto dir = spgen::fuzz::scratch_dir() / "matrices";
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "tiny.mtx") << "%%MatrixMarket matrix coordinate real general\n3 3 3\n1 1 1\n2 3 -2\n3 2 0.5\n";
  std::ofstream(dir / "sym.mtx") << "%%MatrixMarket matrix coordinate pattern symmetric\n4 4 3\n1 1\n3 1\n4 2\n";
  ::setenv("SPGEN_MATRIX_DIR", dir.c_str(), 1);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const bool prepared = (prepare_shared_folder(), true);
  (void)prepared;
  const std::string_view name(reinterpret_cast<const char*>(data), size);
  if (name.find('/') != std::string_view::npos) return 0;
  if (const auto s = declared(name)) {
    if (s->rows > kInt32 || s->cols > kInt32 || s->entries > kInt32) {
      if (s->rows > kInt32 || s->cols > kInt32) {
        // Dimensions beyond int32 must be refused before anything is built.
        if (try_load<double, std::int32_t>(name)) fail("the int32 loader accepted dimensions beyond 2^31-1");
      }
      return 0;
    }
    if (s->rows > kMaxRows || s->cols > kMaxCols || s->entries > kMaxEntries) return 0;
  }
  const auto d32 = try_load<double, std::int32_t>(name);
  const auto f64 = try_load<float, std::int64_t>(name);
  if (d32.has_value() != f64.has_value()) fail("int32 and int64 loaders disagree on accepting the name");
  spgen::fuzz::expect_same_structure(d32, f64);
  return 0;
}
