// Shared machinery of the generators: counter-based random streams, progress
// reporting from parallel loops, and the parallel two-pass CSR builder (row
// lengths, prefix sum, fill).
#pragma once

#include <omp.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <thread>
#include <vector>

#include "matrices/memory_limit.hpp"
#include "spgen/core/csr.hpp"
#include "spgen/core/error.hpp"
#include "spgen/matrices/progress.hpp"

namespace spgen::sources {

/// SplitMix64 finaliser: a bijective 64-bit mix, good enough to turn
/// (seed, row, stream) keys into independent-looking states.
constexpr std::uint64_t mix64(std::uint64_t z) {
  z += 0x9e3779b97f4a7c15ULL;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/// A SplitMix64 stream keyed by (seed, a, b). Keying streams by row or edge
/// (not by thread) makes every generator independent of the thread count.
class Rng {
 public:
  Rng(std::uint64_t seed, std::uint64_t a, std::uint64_t b = 0)
      : state_(mix64(mix64(mix64(seed) ^ a) ^ (b * 0xd1b54a32d192ed03ULL))) {}
  std::uint64_t next() {
    state_ += 0x9e3779b97f4a7c15ULL;
    std::uint64_t z = state_;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  /// Uniform in [0, 1) with 53 random bits.
  double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
  /// Uniform in [0, n) for n > 0 (multiply-shift; the bias is < n / 2^64).
  std::uint64_t below(std::uint64_t n) {
    __extension__ using Wide = unsigned __int128;  // GCC/Clang; __extension__ silences -Wpedantic
    return static_cast<std::uint64_t>((static_cast<Wide>(next()) * n) >> 64);
  }

 private:
  std::uint64_t state_;
};

/// Uniform in [-1, 1) with as many bits as V holds, so the value is exact in V
/// (a 53-bit double would round up to 1.0f in float).
template <typename V>
V uniform_real_from(std::uint64_t bits) {
  constexpr int kBits = std::numeric_limits<V>::digits;
  const auto k = static_cast<std::int64_t>(bits >> (64 - kBits));
  return static_cast<V>(static_cast<double>(k) * std::ldexp(1.0, 1 - kBits) - 1.0);
}

/// Nonzero integer in [-4, 4].
template <typename V>
V small_integer_from(std::uint64_t bits) {
  const int r = static_cast<int>(bits >> 61);  // 0..7
  return static_cast<V>(r < 4 ? r - 4 : r - 3);
}

/// v.resize(n) for arrays about to be filled in full. Most of the cost of a
/// 1 GB resize is page faults on 4 KiB pages (1.8 s for poisson3d:160's
/// arrays, against 0.5 s on 2 MiB pages), so on Linux ask for transparent huge
/// pages between reserve() and the zero-filling resize().
template <typename T>
void resize_for_fill(std::vector<T>& v, std::size_t n) {
  v.reserve(n);
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  constexpr std::uintptr_t kHuge = std::uintptr_t{1} << 21;
  const auto begin = (reinterpret_cast<std::uintptr_t>(v.data()) + kHuge - 1) & ~(kHuge - 1);
  const auto end = reinterpret_cast<std::uintptr_t>(v.data() + n) & ~(kHuge - 1);
  // Advice only: failure (THP disabled, old kernel) just means small pages.
  if (end > begin) (void)::madvise(reinterpret_cast<void*>(begin), end - begin, MADV_HUGEPAGE);
#endif
  v.resize(n);
}

/// A generator's progress through a ProgressFn: work is counted from any
/// thread, and reported only from the thread that created this (OpenMP's
/// master thread inside a parallel region), in phases that each cover a part
/// of [0, 1], at most every half percent.
class Steps {
 public:
  explicit Steps(const ProgressFn& fn) : fn_(fn), owner_(std::this_thread::get_id()) {}
  /// The next phase: `total` units of work that take the fraction up to `up_to`.
  void phase(double up_to, std::int64_t total) {
    report(hi_);
    lo_ = hi_;
    hi_ = up_to;
    total_ = std::max<std::int64_t>(total, 1);
    done_.store(0, std::memory_order_relaxed);
  }
  /// `n` more units of the phase done; safe from any thread.
  void add(std::int64_t n) {
    if (!fn_) return;
    const std::int64_t done = done_.fetch_add(n, std::memory_order_relaxed) + n;
    if (std::this_thread::get_id() == owner_)
      report(lo_ + (hi_ - lo_) * static_cast<double>(std::min(done, total_)) / static_cast<double>(total_));
  }
  void finish() { report(1.0); }

 private:
  void report(double f) {
    if (!fn_ || !(f >= last_ + 0.005 || (f == 1.0 && last_ < 1.0))) return;
    last_ = f;
    fn_(f);
  }
  const ProgressFn& fn_;
  std::thread::id owner_;
  double lo_ = 0, hi_ = 0, last_ = -1;
  std::int64_t total_ = 1;
  std::atomic<std::int64_t> done_{0};
};

/// body(r) for every r in [0, rows), in parallel, in blocks of rows handed
/// out dynamically (rows differ in cost: one dense row, power-law tails), each
/// counted in `steps`.
template <typename Body>
void for_each_row(std::int64_t rows, Steps& steps, Body&& body) {
  constexpr std::int64_t kRows = 1024;
  const std::int64_t blocks = (rows + kRows - 1) / kRows;
#pragma omp parallel for schedule(dynamic, 1)
  for (std::int64_t b = 0; b < blocks; ++b) {
    const std::int64_t end = std::min(rows, (b + 1) * kRows);
    for (std::int64_t r = b * kRows; r < end; ++r) body(r);
    steps.add(end - b * kRows);
  }
}

/// Throws unless `value` fits I, naming what overflowed and the fix.
template <SupportedIndex I>
void require_fits(std::string_view what, std::string_view quantity, std::int64_t value) {
  if (value > static_cast<std::int64_t>(std::numeric_limits<I>::max()))
    throw Error(std::string(what) + ": " + std::string(quantity) + " " + std::to_string(value) +
                " does not fit " + type_tag<I>() + " indices; use int64 indices");
}

/// a * b, or throws when it exceeds int64 (only absurd requests get there).
inline std::int64_t checked_mul(std::string_view what, std::int64_t a, std::int64_t b) {
  std::int64_t out = 0;
  if (__builtin_mul_overflow(a, b, &out))
    throw Error(std::string(what) + ": size overflows 64-bit integers");
  return out;
}

/// In-place inclusive scan of counts[1..n] (counts[0] == 0), in parallel;
/// returns the total. Throws (before writing anything) if it exceeds I.
template <SupportedIndex I>
std::int64_t prefix_sum_checked(std::string_view what, std::vector<I>& counts) {
  const std::int64_t n = static_cast<std::int64_t>(counts.size()) - 1;
  const int threads =
      std::max(1, std::min<int>(omp_get_max_threads(), static_cast<int>(n / 65536) + 1));
  std::vector<std::int64_t> block_sum(static_cast<std::size_t>(threads) + 1, 0);
  auto block_begin = [&](int t) { return 1 + n * t / threads; };
#pragma omp parallel for num_threads(threads) schedule(static, 1)
  for (int t = 0; t < threads; ++t) {
    std::int64_t s = 0;
    for (std::int64_t i = block_begin(t); i < block_begin(t + 1); ++i) s += counts[i];
    block_sum[t + 1] = s;
  }
  for (int t = 0; t < threads; ++t) block_sum[t + 1] += block_sum[t];
  const std::int64_t total = block_sum[threads];
  require_fits<I>(what, "nonzero count", total);
#pragma omp parallel for num_threads(threads) schedule(static, 1)
  for (int t = 0; t < threads; ++t) {
    std::int64_t s = block_sum[t];
    for (std::int64_t i = block_begin(t); i < block_begin(t + 1); ++i) {
      s += counts[i];
      counts[i] = static_cast<I>(s);
    }
  }
  counts[0] = 0;
  return total;
}

/// Two-pass parallel CSR construction. row_length(r) gives the length of row
/// r (≤ cols); fill(r, length, cols_out, values_out) writes that many sorted, distinct
/// columns and their values. Both must be pure functions of r.
template <SupportedValue V, SupportedIndex I, typename LengthFn, typename FillFn>
Csr<V, I> build_csr(std::string_view what, std::int64_t rows, std::int64_t cols,
                    LengthFn&& row_length, FillFn&& fill, const ProgressFn& progress) {
  if (rows < 0 || cols < 0) throw Error(std::string(what) + ": negative dimension");
  require_fits<I>(what, "row count", rows);
  require_fits<I>(what, "column count", cols);
  const long double row_bytes = (static_cast<long double>(rows) + 1) * sizeof(I);
  io::require_memory(what, "its row pointers", row_bytes);
  Csr<V, I> m;
  m.nrows = static_cast<I>(rows);
  m.ncols = static_cast<I>(cols);
  resize_for_fill(m.row_ptr, static_cast<std::size_t>(rows) + 1);
  I* ptr = m.row_ptr.data();
  Steps steps(progress);
  steps.phase(0.2, rows);
  for_each_row(rows, steps, [&](std::int64_t r) { ptr[r + 1] = static_cast<I>(row_length(r)); });
  const std::int64_t nnz = prefix_sum_checked<I>(what, m.row_ptr);
  io::require_memory(what, "its " + std::to_string(nnz) + " entries",
                     row_bytes + static_cast<long double>(nnz) * (sizeof(I) + sizeof(V)));
  resize_for_fill(m.col_idx, static_cast<std::size_t>(nnz));
  resize_for_fill(m.values, static_cast<std::size_t>(nnz));
  I* col = m.col_idx.data();
  V* val = m.values.data();
  steps.phase(1.0, rows);
  for_each_row(rows, steps, [&](std::int64_t r) {
    fill(r, static_cast<std::int64_t>(ptr[r + 1] - ptr[r]), col + ptr[r], val + ptr[r]);
  });
  steps.finish();
  return m;
}

}  // namespace spgen::sources
