#include "spgen/matrices/sources.hpp"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <new>
#include <stdexcept>
#include <system_error>

#include "spgen/core/error.hpp"
#include "spgen/matrices/synthetic.hpp"
#include "spgen/matrices/matrix_market.hpp"

#ifndef SPGEN_MATRIX_DIR_DEFAULT
#define SPGEN_MATRIX_DIR_DEFAULT "../shared/matrices"
#endif

namespace spgen {
namespace {

namespace fs = std::filesystem;

constexpr std::string_view kForms =
    "a Matrix Market file path (.mtx or .mtx.gz); a shared matrix name from the matrix folder; "
    "poisson3d:N; rmat:S:E[:SEED]; banded:N:W; kron:K:NAME; denserows:D:L:NAME; "
    "random:DIST:ROWS:COLS:MEANLEN[:SEED] with DIST uniform|powerlaw|empty|denserow|equal";

std::vector<std::string_view> split(std::string_view s, char sep) {
  std::vector<std::string_view> out;
  for (;;) {
    const auto at = s.find(sep);
    out.push_back(s.substr(0, at));
    if (at == std::string_view::npos) return out;
    s.remove_prefix(at + 1);
  }
}

[[noreturn]] void bad_spec(std::string_view spec, const std::string& why) {
  throw Error("matrix '" + std::string(spec) + "': " + why +
              "; accepted forms: " + std::string(kForms));
}

std::string join_names() {
  const auto names = shared_matrix_names();
  std::string out;
  for (const auto& n : names) out += (out.empty() ? "" : ", ") + n;
  return out.empty() ? "none" : out;
}

// Parses a non-negative integer field, naming it in the error.
std::int64_t integer_field(std::string_view spec, std::string_view field, std::string_view name) {
  std::int64_t v = 0;
  const auto [end, ec] = std::from_chars(field.data(), field.data() + field.size(), v);
  if (field.empty() || ec != std::errc{} || end != field.data() + field.size() || v < 0)
    bad_spec(spec, "expected a non-negative integer for " + std::string(name) + ", found '" +
                       std::string(field) + "'");
  return v;
}

double real_field(std::string_view spec, std::string_view field, std::string_view name) {
  double v = 0;
  const auto [end, ec] = std::from_chars(field.data(), field.data() + field.size(), v);
  if (field.empty() || ec != std::errc{} || end != field.data() + field.size() ||
      !std::isfinite(v) || v < 0)
    bad_spec(spec, "expected a non-negative number for " + std::string(name) + ", found '" +
                       std::string(field) + "'");
  return v;
}

int small_int_field(std::string_view spec, std::string_view field, std::string_view name) {
  const std::int64_t v = integer_field(spec, field, name);
  if (v > 1'000'000'000)
    bad_spec(spec, std::string(name) + " " + std::to_string(v) + " is too large");
  return static_cast<int>(v);
}

void expect_fields(std::string_view spec, const std::vector<std::string_view>& f, std::size_t min,
                   std::size_t max, std::string_view form) {
  if (f.size() < min || f.size() > max)
    bad_spec(spec, "expected " + std::string(form) + " (" + std::to_string(min) +
                       (min == max ? "" : " or " + std::to_string(max)) + " fields), found " +
                       std::to_string(f.size()) + " fields");
}

RowDistribution parse_distribution(std::string_view spec, std::string_view d) {
  if (d == "uniform") return RowDistribution::uniform;
  if (d == "powerlaw") return RowDistribution::power_law;
  if (d == "empty") return RowDistribution::empty_rows;
  if (d == "denserow") return RowDistribution::one_dense_row;
  if (d == "equal") return RowDistribution::all_equal;
  bad_spec(spec, "unknown row distribution '" + std::string(d) +
                     "', expected uniform, powerlaw, empty, denserow or equal");
}

// `progress` mapped onto [lo, hi] of an outer one; empty when it is.
ProgressFn part_of(const ProgressFn& progress, double lo, double hi) {
  if (!progress) return {};
  return [&progress, lo, hi](double f) { progress(lo + (hi - lo) * f); };
}

bool looks_like_path(std::string_view spec) {
  return spec.find('/') != std::string_view::npos || spec.ends_with(".mtx") ||
         spec.ends_with(".mtx.gz") || spec.ends_with(".gz");
}

template <SupportedValue V, SupportedIndex I>
Csr<V, I> load_impl(std::string_view spec, MatrixSourceInfo& info, const ProgressFn& progress) {
  if (spec.empty()) bad_spec(spec, "empty matrix spec");
  std::error_code ec;
  // A file that exists wins, so paths containing ':' still work.
  const auto status = fs::status(fs::path(spec), ec);
  if (fs::is_regular_file(status)) {
    info.kind = "file";
    info.path = std::string(spec);
    return read_matrix_market<V, I>(fs::path(spec), nullptr, progress);
  }
  // Something is there, but nothing a matrix can be read from (and a FIFO
  // would block the read): say what it is rather than "not found".
  if (fs::is_directory(status))
    throw Error("matrix '" + std::string(spec) + "': is a directory, not a Matrix Market file");
  if (fs::exists(status)) throw Error("matrix '" + std::string(spec) + "': not a regular file");
  const auto fields = split(spec, ':');
  if (fields.size() == 1) {
    if (looks_like_path(spec)) throw Error("matrix '" + std::string(spec) + "': file not found");
    if (auto path = find_shared_matrix(spec)) {
      info.kind = "shared";
      info.path = path->string();
      return read_matrix_market<V, I>(*path, nullptr, progress);
    }
    throw Error("matrix '" + std::string(spec) + "': not a file, not a shared matrix in " +
                matrix_dir().string() + " (available: " + join_names() +
                ") and not a generator expression; accepted forms: " + std::string(kForms));
  }
  info.kind = "generated";
  const std::string_view family = fields[0];
  if (family == "poisson3d") {
    expect_fields(spec, fields, 2, 2, "poisson3d:N");
    return poisson3d<V, I>(integer_field(spec, fields[1], "N"), progress);
  }
  if (family == "rmat") {
    expect_fields(spec, fields, 3, 4, "rmat:S:E[:SEED]");
    const std::uint64_t seed =
        fields.size() == 4 ? static_cast<std::uint64_t>(integer_field(spec, fields[3], "SEED")) : 1;
    return rmat<V, I>(small_int_field(spec, fields[1], "S"), small_int_field(spec, fields[2], "E"),
                      seed, progress);
  }
  if (family == "banded") {
    expect_fields(spec, fields, 3, 3, "banded:N:W");
    return banded<V, I>(integer_field(spec, fields[1], "N"), integer_field(spec, fields[2], "W"),
                        progress);
  }
  if (family == "kron") {
    if (fields.size() < 3) expect_fields(spec, fields, 3, 3, "kron:K:NAME");
    const std::int64_t copies = integer_field(spec, fields[1], "K");
    // NAME is everything after the second ':' so it may itself be an expression.
    const std::string_view inner = spec.substr(fields[0].size() + fields[1].size() + 2);
    MatrixSourceInfo inner_info;
    // NAME's reading or generating, then the copies: half of the progress each.
    const Csr<V, I> a = load_impl<V, I>(inner, inner_info, part_of(progress, 0.0, 0.5));
    info.path = inner_info.path;
    try {
      return kron_identity<V, I>(copies, a.view(), part_of(progress, 0.5, 1.0));
    } catch (const Error& e) {
      // kron_identity only knows "A"; name the spec the user wrote.
      throw Error("matrix '" + std::string(spec) + "': " + e.what());
    }
  }
  if (family == "denserows") {
    if (fields.size() < 4) expect_fields(spec, fields, 4, 4, "denserows:D:L:NAME");
    const std::int64_t count = integer_field(spec, fields[1], "D");
    const std::int64_t length = integer_field(spec, fields[2], "L");
    // NAME is everything after the third ':' so it may itself be an expression.
    const std::string_view inner = spec.substr(fields[0].size() + fields[1].size() + fields[2].size() + 3);
    MatrixSourceInfo inner_info;
    const Csr<V, I> a = load_impl<V, I>(inner, inner_info, part_of(progress, 0.0, 0.5));
    info.path = inner_info.path;
    try {
      return with_dense_rows<V, I>(count, length, a.view(), part_of(progress, 0.5, 1.0));
    } catch (const Error& e) {
      throw Error("matrix '" + std::string(spec) + "': " + e.what());
    }
  }
  if (family == "random") {
    expect_fields(spec, fields, 5, 6, "random:DIST:ROWS:COLS:MEANLEN[:SEED]");
    RandomMatrixOptions o;
    o.distribution = parse_distribution(spec, fields[1]);
    o.rows = integer_field(spec, fields[2], "ROWS");
    o.cols = integer_field(spec, fields[3], "COLS");
    o.mean_row_length = real_field(spec, fields[4], "MEANLEN");
    // A row holds at most COLS entries: a larger mean is a typo, not a request.
    if (o.mean_row_length > static_cast<double>(o.cols))
      bad_spec(spec, "MEANLEN " + std::string(fields[4]) + " is larger than COLS " +
                         std::to_string(o.cols));
    if (fields.size() == 6)
      o.seed = static_cast<std::uint64_t>(integer_field(spec, fields[5], "SEED"));
    return random_matrix<V, I>(o, progress);
  }
  bad_spec(spec, "unknown generator family '" + std::string(family) +
                     "', expected poisson3d, rmat, banded, kron, denserows or random");
}

}  // namespace

fs::path matrix_dir() {
  if (const char* env = std::getenv("SPGEN_MATRIX_DIR"); env != nullptr && *env != '\0')
    return fs::path(env);
  return fs::path(SPGEN_MATRIX_DIR_DEFAULT).lexically_normal();
}

std::optional<fs::path> find_shared_matrix(std::string_view name) {
  if (name.empty() || name.find('/') != std::string_view::npos || name == "." || name == "..")
    return std::nullopt;
  const fs::path dir = matrix_dir();
  for (const char* ext : {".mtx.gz", ".mtx"}) {
    fs::path p = dir / (std::string(name) + ext);
    std::error_code ec;
    if (fs::is_regular_file(p, ec)) return p;
  }
  return std::nullopt;
}

std::vector<std::string> shared_matrix_names() {
  std::vector<std::string> names;
  std::error_code ec;
  fs::directory_iterator it(matrix_dir(), ec);
  if (ec) return names;
  for (const auto& entry : it) {
    if (!entry.is_regular_file(ec)) continue;
    const std::string file = entry.path().filename().string();
    for (std::string_view ext : {".mtx.gz", ".mtx"}) {
      if (file.size() > ext.size() && std::string_view(file).ends_with(ext)) {
        names.push_back(file.substr(0, file.size() - ext.size()));
        break;
      }
    }
  }
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
  return names;
}

template <SupportedValue V, SupportedIndex I>
Csr<V, I> load_matrix(std::string_view spec, MatrixSourceInfo* info, const ProgressFn& progress) {
  MatrixSourceInfo local;
  local.name = std::string(spec);
  const auto start = std::chrono::steady_clock::now();
  Csr<V, I> m;
  try {
    m = load_impl<V, I>(spec, local, progress);
  } catch (const std::bad_alloc&) {
    // Large-but-valid requests (poisson3d:100000 with int64) end here; report
    // them like any other bad spec instead of escaping as std::bad_alloc.
    throw Error("matrix '" + std::string(spec) + "': not enough memory to build it");
  } catch (const std::length_error&) {
    throw Error("matrix '" + std::string(spec) + "': too large to build");
  }
  local.load_seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (info != nullptr) *info = std::move(local);
  return m;
}

std::string matrix_source_help() {
  return "Matrices (MATRIX arguments):\n"
         "  PATH                          a Matrix Market file, .mtx or .mtx.gz\n"
         "  NAME                          a shared matrix in " +
         matrix_dir().string() +
         " (set SPGEN_MATRIX_DIR to change)\n"
         "                                available: " +
         join_names() +
         "\n"
         "  poisson3d:N                   27-point stencil on an N^3 grid (N^3 rows)\n"
         "  rmat:S:E[:SEED]               R-MAT (a=.57, b=c=.19), 2^S rows, E edges per row,\n"
         "                                duplicate edges merged\n"
         "  banded:N:W                    NxN band, entries at |i-j| <= W\n"
         "  kron:K:NAME                   K copies of NAME (any of these forms) on the block "
         "diagonal\n"
         "  denserows:D:L:NAME            NAME with D evenly spaced rows replaced by rows of L\n"
         "                                entries (e.g. denserows:4:1000000:rmat:21:16)\n"
         "  random:DIST:ROWS:COLS:MEANLEN[:SEED]\n"
         "                                random, DIST = uniform|powerlaw|empty|denserow|equal\n";
}

#define SPGEN_INSTANTIATE(V, I) \
  template Csr<V, I> load_matrix<V, I>(std::string_view, MatrixSourceInfo*, const ProgressFn&);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen
