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

/// `values` as codes of `dict` (T = std::uint8_t or std::uint16_t), in parallel.
template <typename T, SupportedValue V>
void encode_values(std::span<const V> values, const ValueDictionary<V>& dict, std::span<T> codes);

}  // namespace spgen::formats
