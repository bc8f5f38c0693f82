// SELL-P with 16-bit column offsets (format sellp_c16): SELL-P's slices whose
// column indices are encoded per slice. A slice whose real
// entries' columns span at most `max_offset` stores each column as an offset
// from the slice's smallest column (its base); a wider slice stores each
// column's low 16 bits in the same array and its high 16 bits apart.
// With 8-bit columns (column_bits 8) each slice column (entry j of the
// slice's rows) gets a base of its own, its smallest column: where its
// columns span at most 255 an entry stores one byte past it, else a 16-bit
// offset in two byte planes (and a wide slice's high halves, base 0).
// specs/formats/sellp_c16.yaml gives the layout the kernels read.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "spgen/core/error.hpp"
#include "spgen/formats/sellp.hpp"

namespace spgen::formats {

/// The largest offset 16 bits hold.
inline constexpr std::int64_t kMaxNarrowOffset = 65535;
/// 8-bit columns: the widest span one byte past a slice column's base holds.
inline constexpr std::int64_t kMaxByteOffset = 255;

template <SupportedValue V, SupportedIndex I>
struct NarrowSellp {
  I nrows = 0;
  I ncols = 0;
  I nslices = 0;
  int slice_height = 0;
  int sigma = 1;
  std::size_t nnz = 0;
  std::vector<I> slice_ptr;   // nslices + 1, as SELL-P's
  std::vector<I> slice_base;  // >= 0: a narrow slice's base column; < 0: -1 - its first high half in col_hi
  // Filled in parallel right after sizing (uninitialized_vector.hpp).
  UninitializedVector<std::uint16_t> col_lo;  // per stored entry: offset from the base, or a column's low half
  UninitializedVector<std::uint16_t> col_hi;  // per entry of a wide slice: its column's high half
  // column_bits 8 (col_lo then empty): per stored entry the offset's low and
  // high byte (the high one 0 in 8-bit slice columns), and per slice column
  // (slice_ptr[s] / b + j) its base: >= 0 for an 8-bit slice column, else
  // -1 - base (16-bit; -1 in a wide slice).
  UninitializedVector<std::uint8_t> col8;
  UninitializedVector<std::uint8_t> col8_hi;
  UninitializedVector<I> col_base;
  UninitializedVector<V> values;  // empty when coded or a pattern
  // code_bits 8 or 16: each stored entry's index in dict (value_codes.hpp).
  UninitializedVector<std::uint8_t> code8;
  UninitializedVector<std::uint16_t> code16;
  std::vector<V> dict;
  // A pattern: each stored row's length (nslices * slice_height, 0 past nrows).
  std::vector<I> row_len;
  std::vector<I> row_perm;  // empty when sigma is 1 (rows stay in place)
  std::int64_t wide_slices = 0;
  std::int64_t byte_columns = 0;  // column_bits 8: the stored entries in 8-bit slice columns

  /// Converts a (valid) CSR matrix in one pass: SELL-P's slices (b, t, σ as
  /// SellpParams), columns as 16-bit offsets from each slice's base where the
  /// slice's columns span at most max_offset (0 .. 65535), else whole
  /// (low and high halves). Values are stored (code_bits 0), or coded as
  /// `code_bits` (8 or 16) indices into a dictionary of their distinct bit
  /// patterns (dict[0] = +0, the padding's, then the others in ascending bit
  /// order), or dropped where `pattern`
  /// (every nonzero 1; row_len keeps the lengths). Throws spgen::Error for
  /// parameters outside their domains and spgen::NotApplicable where the
  /// matrix does not fit: a column beyond 31 bits (the kernels add offsets in
  /// 32-bit lanes), more distinct values than the codes hold, a value other
  /// than 1 in a pattern, or more stored entries than I indexes.
  /// column_bits 8 encodes columns per slice column instead (above; wide
  /// where a slice column spans more than max_offset).
  static NarrowSellp from_csr(const CsrView<V, I>& a, const SellpParams& params, std::int64_t max_offset,
                              int code_bits = 0, bool pattern = false, int column_bits = 16);

  /// The column of stored entry k of slice s (what the kernels decode).
  [[nodiscard]] std::int64_t column(std::int64_t s, std::int64_t k) const {
    const std::int64_t base = slice_base[s];
    const std::int64_t high = base >= 0 ? 0 : 65536 * std::int64_t{col_hi[-1 - base + k - slice_ptr[s]]};
    if (!col_base.empty()) {
      const std::int64_t w = col_base[k / slice_height];  // slice_ptr[s] is a multiple of b
      return w >= 0 ? w + col8[k] : (-1 - w) + col8[k] + 256 * std::int64_t{col8_hi[k]} + high;
    }
    return base >= 0 ? base + col_lo[k] : col_lo[k] + high;
  }
  [[nodiscard]] std::size_t stored_entries() const { return col_base.empty() ? col_lo.size() : col8.size(); }
  /// Bytes the kernels read of the columns (col8_hi only in 16-bit slice columns).
  [[nodiscard]] std::size_t column_bytes() const {
    if (col_base.empty()) return (col_lo.size() + col_hi.size()) * sizeof(std::uint16_t);
    return col8.size() + (col8.size() - static_cast<std::size_t>(byte_columns)) + col_hi.size() * sizeof(std::uint16_t) +
           col_base.size() * sizeof(I);
  }
  /// Bytes the kernels read besides x and y.
  [[nodiscard]] std::size_t stored_bytes() const {
    return (slice_ptr.size() + slice_base.size() + row_len.size() + row_perm.size()) * sizeof(I) + column_bytes() +
           code16.size() * sizeof(std::uint16_t) + code8.size() + (values.size() + dict.size()) * sizeof(V);
  }
  [[nodiscard]] double occupancy() const {
    return stored_entries() == 0 ? 1.0 : static_cast<double>(nnz) / static_cast<double>(stored_entries());
  }
};

/// The checks both conversions (host and device) make first: spgen::Error
/// for parameters outside their domains, spgen::NotApplicable for more
/// columns than the kernels' 32-bit lanes hold.
void check_narrow_conversion(const SellpParams& params, std::int64_t max_offset, int code_bits, int column_bits,
                             std::int64_t ncols);
/// What a coded conversion throws where the matrix has more distinct values
/// than `code_bits` codes hold, and a pattern's where the caller's `row`
/// (the first) holds a value other than 1.
NotApplicable too_many_values(int code_bits);
NotApplicable not_a_pattern(std::int64_t row);

/// Stored entries of a SELL-P conversion (b, t, σ) that would be narrow and
/// wide, from the matrix alone: what the rule estimates bytes with.
struct NarrowSplit {
  std::int64_t narrow_entries = 0;
  std::int64_t wide_entries = 0;
};
template <SupportedValue V, SupportedIndex I>
NarrowSplit estimate_narrow_split(const CsrView<V, I>& a, int b, int t, int sigma, std::int64_t max_offset);

/// The share of stored entries (b, t, σ; slices narrow within 65535) whose
/// slice columns span at most 255, what 8-bit columns store in one byte:
/// from every `stride`-th slice (1: every slice, the conversion's count).
template <SupportedValue V, SupportedIndex I>
double estimate_byte_column_share(const CsrView<V, I>& a, int b, int t, int sigma, std::int64_t stride = 1);

}  // namespace spgen::formats
