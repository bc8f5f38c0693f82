// Dictionary coding of a matrix's values (sellp_c16's value_codes 8 and 16,
// issue 16's value compression): a matrix whose nonzeros take few distinct
// values (a stencil's coefficients, unit weights) stores a small dictionary
// and, per entry, the value's index in it. Values are compared by bit
// pattern, so -0 and +0, and NaNs of different payloads, stay apart and a
// looked-up value is the stored one exactly. Code 0 is always +0: padding.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <type_traits>
#include <utility>
#include <vector>

#include "spgen/core/types.hpp"

namespace spgen::formats {

/// The largest dictionary (codes, +0 included) each code width serves.
constexpr std::size_t max_dictionary(int code_bits) { return code_bits == 8 ? 256 : code_bits == 16 ? 65536 : 0; }

template <SupportedValue V>
class ValueDictionary {
 public:
  using Bits = std::conditional_t<sizeof(V) == 4, std::uint32_t, std::uint64_t>;

  /// The dictionary of `values`: +0, then their other distinct bit patterns
  /// in ascending order. nullopt when it would hold more than `max_entries`
  /// (the scan stops as soon as it knows). Scans in parallel.
  static std::optional<ValueDictionary> of(std::span<const V> values, std::size_t max_entries);

  /// The dictionary of +0 and `nonzero` (distinct nonzero bit patterns), in
  /// that order: codes follow it.
  static ValueDictionary in_order(std::span<const Bits> nonzero);

  /// dict[code]: what the kernels read.
  [[nodiscard]] const std::vector<V>& entries() const { return entries_; }
  /// The code of `v`, one of the dictionary's values (inline: conversions
  /// call it once per stored entry).
  [[nodiscard]] std::uint32_t code_of(V v) const {
    const auto b = std::bit_cast<Bits>(v);
    if (b == 0) return 0;
    const std::size_t mask = keys_.size() - 1;
    auto i = static_cast<std::size_t>((static_cast<std::uint64_t>(b) * kGolden) >> shift_);
    while (keys_[i] != b) i = (i + 1) & mask;  // v is in the dictionary (its caller's contract)
    return codes_[i];
  }
  /// Fibonacci hashing of a bit pattern into the power-of-two table.
  static constexpr std::uint64_t kGolden = 0x9E3779B97F4A7C15ull;

 private:
  std::vector<V> entries_;
  // Open addressing, bits -> code; the all-zero key (+0, code 0) marks an empty slot.
  std::vector<Bits> keys_;
  std::vector<std::uint32_t> codes_;
  int shift_ = 0;  // hash = (bits * golden) >> shift_
};

/// The narrowest value codes that hold a matrix's distinct values exactly
/// (bits 8 or 16) and the dictionary's size (+0 included), or bits 0 where
/// there are more than 65535 besides +0; and whether every nonzero is 1 (a
/// pattern). What the sellp_c16 rule offers.
struct CodeFit {
  int bits = 0;
  std::size_t dictionary = 0;
  bool pattern = false;
  friend bool operator==(const CodeFit&, const CodeFit&) = default;
};
/// One parallel scan of the values, stopped as soon as 65536 are seen, and
/// a second only where the dictionary is {+0, 1}.
template <SupportedValue V>
CodeFit fitting_codes(std::span<const V> values);

/// One thread's share of a coded conversion that finds the distinct values
/// while it codes them, in one pass over the matrix (a warm plan's
/// conversion then reads the values once, not twice): codes are handed out
/// in the order this thread first meets each value. Merged by merge_codes(),
/// which gives every thread a map from its codes to the dictionary's.
template <SupportedValue V>
class FirstSeenCodes {
 public:
  using Bits = typename ValueDictionary<V>::Bits;
  /// `max_entries`: the dictionary's limit, +0 included (max_dictionary()).
  explicit FirstSeenCodes(std::size_t max_entries);
  /// The code of `v`; a new code where v is new. When v would be one value
  /// too many, overflowed() turns true and 0 comes back.
  [[nodiscard]] std::uint32_t code_of(V v) {
    const auto b = std::bit_cast<Bits>(v);
    if (b == 0) return 0;
    const std::size_t mask = keys_.size() - 1;
    auto i = static_cast<std::size_t>((static_cast<std::uint64_t>(b) * ValueDictionary<V>::kGolden) >> shift_);
    while (keys_[i] != 0 && keys_[i] != b) i = (i + 1) & mask;
    if (keys_[i] == b) return codes_[i];
    return add(i, b);
  }
  [[nodiscard]] bool overflowed() const { return overflowed_; }
  /// The nonzero values met, by code - 1.
  [[nodiscard]] std::span<const Bits> values() const { return values_; }
  /// The same values coded in ascending order, the dictionary's: parts that
  /// start from it and meet nothing new need no rewriting.
  [[nodiscard]] FirstSeenCodes ascending() const;

 private:
  std::uint32_t add(std::size_t slot, Bits b);
  std::size_t max_nonzero_;
  std::vector<Bits> keys_;  // 0: empty
  std::vector<std::uint32_t> codes_;
  int shift_ = 0;
  std::vector<Bits> values_;
  bool overflowed_ = false;
};

/// The dictionary of what `parts` met: +0, then their distinct values in
/// ascending bit order (as ValueDictionary::of, so it depends neither on how
/// the entries were shared out nor on where the conversion ran), and for each
/// part its codes' codes in the dictionary (remap[p][c]; remap[p][0] = 0).
/// nullopt when the values are more than `max_entries` - 1 or a part
/// overflowed.
template <SupportedValue V>
struct MergedCodes {
  ValueDictionary<V> dictionary;
  std::vector<std::vector<std::uint32_t>> remap;
};
template <SupportedValue V>
std::optional<MergedCodes<V>> merge_codes(std::span<const FirstSeenCodes<V>> parts, std::size_t max_entries);

}  // namespace spgen::formats
