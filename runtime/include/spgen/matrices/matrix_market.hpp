// Matrix Market coordinate files: reading (.mtx and .mtx.gz) into Csr, and
// writing a CsrView back out.
//
// Supported: `%%MatrixMarket matrix coordinate <field> <symmetry>` with field
// real, integer or pattern and symmetry general, symmetric or skew-symmetric.
// Complex fields, hermitian symmetry and dense `array` files are rejected with
// a "not supported" error. Every malformed input raises spgen::Error with a
// one-line message "<file>:<line>: expected ..., found '...'" (1-based
// physical line, comment lines included).
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

#include "spgen/core/csr.hpp"
#include "spgen/matrices/progress.hpp"

namespace spgen {

/// What the banner and size line of a file declared, and what reading did.
struct MatrixMarketInfo {
  std::string field;      // "real", "integer", "pattern"
  std::string symmetry;   // "general", "symmetric", "skew-symmetric"
  std::uint64_t declared_rows = 0, declared_cols = 0, declared_entries = 0;
  /// Entries merged into an earlier one with the same (row, column), counted in
  /// the expanded matrix (a repeated entry of a symmetric file counts twice when
  /// it is off the diagonal, once for each triangle).
  std::uint64_t duplicates_summed = 0;
  std::uint64_t text_bytes = 0;  // uncompressed text size
};

/// Reads a .mtx or gzip-compressed .mtx file (gzip is detected by its magic
/// bytes, not by the name). Symmetric and skew-symmetric files are expanded to
/// the full matrix; pattern entries get the value 1; duplicate entries are
/// summed. The result passes spgen::validate(). Throws spgen::Error when the
/// file cannot be read, is malformed, or its sizes do not fit I (the message
/// then suggests int64 indices) or memory. The file is read, and inflated, a
/// few MiB at a time as it is parsed: reading stops at the size line when the
/// declared sizes cannot fit, and at the first entry that is bad or beyond
/// the declared count, without reading or inflating the rest. `progress`, if
/// given, follows the reading (see ProgressFn).
template <SupportedValue V, SupportedIndex I>
Csr<V, I> read_matrix_market(const std::filesystem::path& path, MatrixMarketInfo* info = nullptr,
                             const ProgressFn& progress = {});

/// Same as read_matrix_market, from uncompressed text in memory; source_name
/// stands for the file in error messages.
template <SupportedValue V, SupportedIndex I>
Csr<V, I> parse_matrix_market(std::string_view text, std::string_view source_name,
                              MatrixMarketInfo* info = nullptr);

struct MatrixMarketWriteOptions {
  /// Write `pattern` (indices only) instead of `real`. The file is
  /// gzip-compressed iff the path ends in ".gz".
  bool pattern = false;
};

/// Writes `a` as a general coordinate file, entries in row-major order, values
/// in the shortest form that reads back to the same V. The text goes to
/// "<path>.tmp.<pid>" and is renamed to `path` only when complete; on any error
/// the temporary file is removed and spgen::Error is thrown.
template <SupportedValue V, SupportedIndex I>
void write_matrix_market(const std::filesystem::path& path, const CsrView<V, I>& a,
                         const MatrixMarketWriteOptions& options = {});

}  // namespace spgen
