#include "formats/sellp_c16/value_codes.hpp"

#include <omp.h>

#include <algorithm>
#include <atomic>
#include <bit>

namespace spgen::formats {

namespace {

constexpr std::uint64_t kGolden = ValueDictionary<double>::kGolden;
// Below this many values one thread scans them all.
constexpr std::size_t kParallelValues = std::size_t{1} << 16;

// A set of nonzero bit patterns in open addressing, sized for at most
// `max_size` (its table stays at most half full, so probes stay short and
// always end). Linear probing over a table of a few hundred KB at most: a
// node-based std::unordered_set costs an allocation per value and several
// times the time on the 56M values of a large stencil.
template <typename Bits>
struct BitsTable {
  std::vector<Bits> keys;  // 0: empty
  int shift = 0;
  std::size_t size = 0;

  explicit BitsTable(std::size_t max_size) {
    const std::size_t capacity = std::bit_ceil(std::max<std::size_t>(16, 2 * max_size));
    keys.assign(capacity, Bits{0});
    shift = 64 - std::countr_zero(capacity);
  }
  // Where `b` is, or the empty slot where it would go.
  [[nodiscard]] std::size_t slot(Bits b) const {
    const std::size_t mask = keys.size() - 1;
    auto i = static_cast<std::size_t>((static_cast<std::uint64_t>(b) * kGolden) >> shift);
    while (keys[i] != 0 && keys[i] != b) i = (i + 1) & mask;
    return i;
  }
  // True when `b` was new.
  bool insert(Bits b) {
    const std::size_t i = slot(b);
    if (keys[i] == b) return false;
    keys[i] = b;
    ++size;
    return true;
  }
};

}  // namespace

template <SupportedValue V>
std::optional<ValueDictionary<V>> ValueDictionary<V>::of(std::span<const V> values, std::size_t max_entries) {
  if (max_entries == 0) return std::nullopt;
  const std::size_t max_nonzero = max_entries - 1;  // code 0 is +0
  const std::size_t n = values.size();
  const int threads = n > kParallelValues ? omp_get_max_threads() : 1;
  std::vector<std::vector<Bits>> found(static_cast<std::size_t>(threads));
  std::atomic<bool> too_many{false};
#pragma omp parallel num_threads(threads)
  {
    const auto t = static_cast<std::size_t>(omp_get_thread_num());
    const auto nt = static_cast<std::size_t>(omp_get_num_threads());
    BitsTable<Bits> table(max_nonzero + 1);
    Bits last = 0;  // runs of one value (a stencil's rows) skip the probe
    for (std::size_t k = n * t / nt, end = n * (t + 1) / nt; k < end; ++k) {
      if ((k & 4095) == 0 && too_many.load(std::memory_order_relaxed)) break;
      const auto b = std::bit_cast<Bits>(values[k]);
      if (b == 0 || b == last) continue;
      last = b;
      if (table.insert(b) && table.size > max_nonzero) {
        too_many.store(true, std::memory_order_relaxed);
        break;
      }
    }
    for (const Bits b : table.keys)
      if (b != 0) found[t].push_back(b);
  }
  if (too_many.load()) return std::nullopt;

  std::vector<Bits> all;
  for (const auto& f : found) all.insert(all.end(), f.begin(), f.end());
  std::sort(all.begin(), all.end());
  all.erase(std::unique(all.begin(), all.end()), all.end());
  if (all.size() > max_nonzero) return std::nullopt;

  return in_order(all);
}

template <SupportedValue V>
ValueDictionary<V> ValueDictionary<V>::in_order(std::span<const Bits> nonzero) {
  ValueDictionary d;
  BitsTable<Bits> table(nonzero.size() + 1);
  d.entries_.reserve(nonzero.size() + 1);
  d.entries_.push_back(V(0));
  d.codes_.assign(table.keys.size(), 0);
  for (const Bits b : nonzero) {
    const std::size_t i = table.slot(b);
    table.keys[i] = b;
    d.codes_[i] = static_cast<std::uint32_t>(d.entries_.size());
    d.entries_.push_back(std::bit_cast<V>(b));
  }
  d.keys_ = std::move(table.keys);
  d.shift_ = table.shift;
  return d;
}

template <SupportedValue V>
FirstSeenCodes<V>::FirstSeenCodes(std::size_t max_entries) : max_nonzero_(max_entries > 0 ? max_entries - 1 : 0) {
  BitsTable<Bits> table(max_nonzero_ + 1);
  keys_ = std::move(table.keys);
  shift_ = table.shift;
  codes_.assign(keys_.size(), 0);
}

template <SupportedValue V>
std::uint32_t FirstSeenCodes<V>::add(std::size_t slot, Bits b) {
  if (values_.size() >= max_nonzero_) {
    overflowed_ = true;
    return 0;
  }
  keys_[slot] = b;
  values_.push_back(b);
  return codes_[slot] = static_cast<std::uint32_t>(values_.size());
}

template <SupportedValue V>
FirstSeenCodes<V> FirstSeenCodes<V>::ascending() const {
  std::vector<Bits> sorted = values_;
  std::sort(sorted.begin(), sorted.end());
  FirstSeenCodes out(max_nonzero_ + 1);
  for (const Bits b : sorted) (void)out.code_of(std::bit_cast<V>(b));
  out.overflowed_ = overflowed_;
  return out;
}

template <SupportedValue V>
std::optional<MergedCodes<V>> merge_codes(std::span<const FirstSeenCodes<V>> parts, std::size_t max_entries) {
  using Bits = typename ValueDictionary<V>::Bits;
  std::vector<Bits> all;
  for (const auto& p : parts) {
    if (p.overflowed()) return std::nullopt;
    all.insert(all.end(), p.values().begin(), p.values().end());
  }
  std::sort(all.begin(), all.end());
  all.erase(std::unique(all.begin(), all.end()), all.end());
  if (all.size() + 1 > max_entries) return std::nullopt;
  MergedCodes<V> out{ValueDictionary<V>::in_order(all), {}};
  for (const auto& p : parts) {
    auto& remap = out.remap.emplace_back(p.values().size() + 1, 0u);
    for (std::size_t c = 0; c < p.values().size(); ++c)
      remap[c + 1] = out.dictionary.code_of(std::bit_cast<V>(p.values()[c]));
  }
  return out;
}

template <SupportedValue V>
CodeFit fitting_codes(std::span<const V> values) {
  const auto d = ValueDictionary<V>::of(values, max_dictionary(16));
  if (!d) return {};
  CodeFit fit{d->entries().size() <= max_dictionary(8) ? 8 : 16, d->entries().size()};
  if (d->entries().size() == 2 && d->entries()[1] == V(1)) {
    bool ones = true;  // no explicit +0 among them
    const auto n = static_cast<std::int64_t>(values.size());
#pragma omp parallel for reduction(&& : ones) if (n > (std::int64_t{1} << 16))
    for (std::int64_t k = 0; k < n; ++k) ones = ones && values[k] == V(1);
    fit.pattern = ones;
  }
  return fit;
}

template CodeFit fitting_codes<float>(std::span<const float>);
template CodeFit fitting_codes<double>(std::span<const double>);
template class ValueDictionary<float>;
template class ValueDictionary<double>;
template class FirstSeenCodes<float>;
template class FirstSeenCodes<double>;
template std::optional<MergedCodes<float>> merge_codes(std::span<const FirstSeenCodes<float>>, std::size_t);
template std::optional<MergedCodes<double>> merge_codes(std::span<const FirstSeenCodes<double>>, std::size_t);

}  // namespace spgen::formats
