#include "spgen/matrices/sources.hpp"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <new>
#include <optional>
#include <stdexcept>
#include <system_error>

#include "matrices/build_csr.hpp"
#include "matrices/matrix_market_header.hpp"
#include "matrices/memory_limit.hpp"
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
    "poisson3d:N; rmat:S:E[:SEED]; banded:N:W; kron:K:NAME; denserows:D:L:NAME; degsort:NAME; "
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

// What a spec declares before anything is read or generated: its exact rows
// and columns and a lower bound on its entries (what kron:K:NAME checks K
// against before building NAME). Parsed with the same field rules as
// load_impl, so a malformed spec throws the same error; nullopt where the size
// is not known without building (a missing file, an R-MAT scale out of range,
// sizes past int64): the build then refuses it, before allocating.
struct Shape {
  std::int64_t rows = 0, cols = 0;
  long double min_entries = 0;  // a lower bound: duplicates merge, rows are random
  std::string path;             // the file whose header gave it, if any
};

std::string integer_text(long double v) {
  char s[64];
  std::snprintf(s, sizeof s, "%.0Lf", v);
  return s;
}

std::optional<std::int64_t> mul(std::int64_t a, std::int64_t b) {
  std::int64_t out = 0;
  if (__builtin_mul_overflow(a, b, &out)) return std::nullopt;
  return out;
}

std::optional<Shape> file_shape(const fs::path& path) {
  const io::MatrixMarketSize m = io::read_matrix_market_size(path);
  constexpr auto kMax = static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());
  if (m.rows > kMax || m.cols > kMax) return std::nullopt;
  // Duplicates are summed and may all merge into one entry.
  return Shape{static_cast<std::int64_t>(m.rows), static_cast<std::int64_t>(m.cols),
               m.entries > 0 ? 1.0L : 0.0L, path.string()};
}

std::optional<Shape> declared_shape(std::string_view spec) {
  if (spec.empty()) return std::nullopt;
  std::error_code ec;
  const auto status = fs::status(fs::path(spec), ec);
  if (fs::is_regular_file(status)) return file_shape(fs::path(spec));
  if (fs::exists(status)) return std::nullopt;
  const auto fields = split(spec, ':');
  if (fields.size() == 1) {
    if (looks_like_path(spec)) return std::nullopt;
    if (auto path = find_shared_matrix(spec)) return file_shape(*path);
    return std::nullopt;
  }
  const std::string_view family = fields[0];
  if (family == "poisson3d") {
    expect_fields(spec, fields, 2, 2, "poisson3d:N");
    const std::int64_t n = integer_field(spec, fields[1], "N");
    const auto plane = mul(n, n);
    const auto rows = plane ? mul(*plane, n) : std::nullopt;
    if (!rows) return std::nullopt;
    const long double side = n > 0 ? 3.0L * static_cast<long double>(n) - 2 : 0;
    return Shape{*rows, *rows, side * side * side, {}};
  }
  if (family == "rmat") {
    expect_fields(spec, fields, 3, 4, "rmat:S:E[:SEED]");
    if (fields.size() == 4) (void)integer_field(spec, fields[3], "SEED");
    const int scale = small_int_field(spec, fields[1], "S");
    const int edges = small_int_field(spec, fields[2], "E");
    if (scale > 32) return std::nullopt;  // rmat() says what the range is
    const std::int64_t rows = std::int64_t{1} << scale;
    return Shape{rows, rows, edges > 0 ? 1.0L : 0.0L, {}};  // duplicates merge
  }
  if (family == "banded") {
    expect_fields(spec, fields, 3, 3, "banded:N:W");
    const std::int64_t n = integer_field(spec, fields[1], "N");
    const auto w = static_cast<long double>(std::min(integer_field(spec, fields[2], "W"), n));
    const auto ln = static_cast<long double>(n);
    return Shape{n, n, n > 0 ? ln * (2 * w + 1) - w * (w + 1) : 0.0L, {}};
  }
  if (family == "kron") {
    if (fields.size() < 3) expect_fields(spec, fields, 3, 3, "kron:K:NAME");
    const std::int64_t copies = integer_field(spec, fields[1], "K");
    const auto inner = declared_shape(spec.substr(fields[0].size() + fields[1].size() + 2));
    if (!inner) return std::nullopt;
    const auto rows = mul(copies, inner->rows), cols = mul(copies, inner->cols);
    if (!rows || !cols) return std::nullopt;
    return Shape{*rows, *cols, static_cast<long double>(copies) * inner->min_entries, inner->path};
  }
  if (family == "denserows") {
    if (fields.size() < 4) expect_fields(spec, fields, 4, 4, "denserows:D:L:NAME");
    const std::int64_t count = integer_field(spec, fields[1], "D");
    const std::int64_t length = integer_field(spec, fields[2], "L");
    const auto inner = declared_shape(spec.substr(fields[0].size() + fields[1].size() + fields[2].size() + 3));
    if (!inner) return std::nullopt;
    return Shape{inner->rows, inner->cols, static_cast<long double>(count) * static_cast<long double>(length),
                 inner->path};
  }
  if (family == "degsort") {
    if (fields.size() < 2) expect_fields(spec, fields, 2, 2, "degsort:NAME");
    return declared_shape(spec.substr(fields[0].size() + 1));
  }
  if (family == "random") {
    expect_fields(spec, fields, 5, 6, "random:DIST:ROWS:COLS:MEANLEN[:SEED]");
    const RowDistribution d = parse_distribution(spec, fields[1]);
    const std::int64_t rows = integer_field(spec, fields[2], "ROWS");
    const std::int64_t cols = integer_field(spec, fields[3], "COLS");
    const double mean = real_field(spec, fields[4], "MEANLEN");
    if (mean > static_cast<double>(cols))
      bad_spec(spec, "MEANLEN " + std::string(fields[4]) + " is larger than COLS " +
                         std::to_string(cols));
    if (fields.size() == 6) (void)integer_field(spec, fields[5], "SEED");
    long double min_entries = 0;  // most distributions draw row lengths from 0 up
    if (cols > 0 && d == RowDistribution::all_equal)
      min_entries = static_cast<long double>(rows) * std::min<long double>(std::round(mean), cols);
    if (cols > 0 && rows > 0 && d == RowDistribution::one_dense_row)
      min_entries = static_cast<long double>(cols);
    return Shape{rows, cols, min_entries, {}};
  }
  return std::nullopt;
}

// kron:K:NAME before NAME is built: K copies of what NAME declares must fit I
// and the memory (an R-MAT or a file is costly to build only to be refused).
template <SupportedValue V, SupportedIndex I>
void check_kron(std::int64_t copies, const Shape& a) {
  const std::string what = "kron(I_" + std::to_string(copies) + ", A)";
  const std::int64_t rows = sources::checked_mul(what, copies, a.rows);
  const std::int64_t cols = sources::checked_mul(what, copies, a.cols);
  sources::require_fits<I>(what, "row count", rows);
  sources::require_fits<I>(what, "column count", cols);
  const long double entries = static_cast<long double>(copies) * a.min_entries;
  if (entries > static_cast<long double>(std::numeric_limits<I>::max()))
    throw Error(what + ": nonzero count of at least " + integer_text(entries) +
                " does not fit " + type_tag<I>() + " indices; use int64 indices");
  io::require_memory(what, "its " + std::to_string(rows) + " rows",
                     (static_cast<long double>(rows) + 1) * sizeof(I) + entries * (sizeof(I) + sizeof(V)));
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
    std::int64_t copies = integer_field(spec, fields[1], "K");
    // NAME is everything after the second ':' so it may itself be an expression.
    std::string_view inner = spec.substr(fields[0].size() + fields[1].size() + 2);
    // kron:K1:kron:K2:NAME is kron:K1·K2:NAME (I_K1 ⊗ (I_K2 ⊗ A) = I_K1·K2 ⊗ A): only
    // NAME is built, never the inner copies (2 copies of a kron of 10^9 rows
    // that the outer copies cannot fit built those first).
    for (;;) {
      std::error_code inner_ec;
      if (fs::exists(fs::path(inner), inner_ec)) break;  // a file wins, as in load_impl
      const auto f = split(inner, ':');
      if (f.size() < 3 || f[0] != "kron") break;  // not a kron, or one load_impl refuses
      const std::int64_t more = integer_field(inner, f[1], "K");
      std::int64_t product = 0;
      if (__builtin_mul_overflow(copies, more, &product))
        throw Error("matrix '" + std::string(spec) + "': " + std::to_string(copies) + " x " +
                    std::to_string(more) + " copies overflow 64-bit integers");
      copies = product;
      inner = inner.substr(f[0].size() + f[1].size() + 2);
    }
    // NAME's size first, from its parameters or its file's header: K is
    // checked against it before NAME is built (nothing is built for K = 0).
    const std::optional<Shape> shape = declared_shape(inner);
    if (shape) {
      try {
        check_kron<V, I>(copies, *shape);
      } catch (const Error& e) {
        throw Error("matrix '" + std::string(spec) + "': " + e.what());
      }
    }
    if (shape && copies == 0) {
      // Zero copies of a well-formed NAME: the empty matrix, nothing built.
      info.path = shape->path;
      Csr<V, I> empty;
      empty.row_ptr.assign(1, 0);
      if (progress) progress(1.0);
      return empty;
    }
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
    // Rows and columns NAME declares, checked before it is built.
    if (const auto shape = declared_shape(inner); shape && (count > shape->rows || length > shape->cols))
      bad_spec(spec, count > shape->rows ? "D " + std::to_string(count) + " is more than NAME's " +
                                               std::to_string(shape->rows) + " rows"
                                         : "L " + std::to_string(length) + " is more than NAME's " +
                                               std::to_string(shape->cols) + " columns");
    MatrixSourceInfo inner_info;
    const Csr<V, I> a = load_impl<V, I>(inner, inner_info, part_of(progress, 0.0, 0.5));
    info.path = inner_info.path;
    try {
      return with_dense_rows<V, I>(count, length, a.view(), part_of(progress, 0.5, 1.0));
    } catch (const Error& e) {
      throw Error("matrix '" + std::string(spec) + "': " + e.what());
    }
  }
  if (family == "degsort") {
    if (fields.size() < 2) expect_fields(spec, fields, 2, 2, "degsort:NAME");
    const std::string_view inner = spec.substr(fields[0].size() + 1);
    if (const auto shape = declared_shape(inner); shape && shape->rows != shape->cols)
      bad_spec(spec, "NAME is " + std::to_string(shape->rows) + " x " + std::to_string(shape->cols) +
                         ", a symmetric renumbering needs a square matrix");
    MatrixSourceInfo inner_info;
    const Csr<V, I> a = load_impl<V, I>(inner, inner_info, part_of(progress, 0.0, 0.9));
    info.path = inner_info.path;
    try {
      auto sorted = degree_sorted<V, I>(a.view());
      if (progress) progress(1.0);
      return sorted;
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
                     "', expected poisson3d, rmat, banded, kron, denserows, degsort or random");
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
         "  degsort:NAME                  NAME (square) renumbered symmetrically, rows longest\n"
         "                                first (P*A*P^T; hub vertices of a graph at the front)\n"
         "  random:DIST:ROWS:COLS:MEANLEN[:SEED]\n"
         "                                random, DIST = uniform|powerlaw|empty|denserow|equal\n";
}

#define SPGEN_INSTANTIATE(V, I) \
  template Csr<V, I> load_matrix<V, I>(std::string_view, MatrixSourceInfo*, const ProgressFn&);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen
