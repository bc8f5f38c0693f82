// SELL-P with 16-bit column offsets on the GPU (narrow_device.hpp).
// SELL-P's layout is device_sell_layout()'s, sell_layout()'s order and
// offsets, which NarrowSellp::from_csr takes too. Then:
// - a thread per slice finds its column span (rows' first and last
//   columns); a scan numbers the wide slices' high halves in slice order;
// - value codes: a hash table in device memory meets every distinct value
//   and keeps the first position it was seen at, in from_csr's order
//   (the first 4096 entries at "row -1", then stored row, entry); the host
//   sorts those few values into the dictionary and hands back each slot's
//   code;
// - a thread per stored row position writes its row column-major into its
//   slice: columns (offsets, or low and high halves), then values, codes or
//   nothing. Neighbouring positions write neighbouring places.
// Nothing of the matrix crosses to the host but the counts that size the
// arrays and the distinct values.
#include "formats/sellp_c16/cuda/narrow_device.hpp"

#include <cuda_runtime.h>

#include <cub/device/device_scan.cuh>

#include <algorithm>
#include <bit>
#include <climits>
#include <cstring>
#include <limits>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "formats/device_array.hpp"
#include "formats/sellp/cuda/sell_layout_device.hpp"
#include "formats/sellp_c16/narrow_columns.hpp"
#include "formats/sellp_c16/value_codes.hpp"
#include "spgen/core/error.hpp"

namespace spgen::formats {

namespace {

using Count = long long;
using Key = unsigned long long;  // a value's bit pattern, widened; 0 (+0) marks an empty slot
constexpr int kBlock = 256;
// from_csr's threads all start from the codes of the matrix's first entries.
constexpr Count kPrefixEntries = 4096;

constexpr const char* kFormat = "sellp_c16";
void check(cudaError_t status, const char* what) { check_on_device(status, kFormat, what); }

// The device arrays of one conversion, freed together with the storage.
using Owned = std::vector<std::shared_ptr<DeviceArray>>;

template <typename T>
T* allocate(Owned& owned, std::size_t count) {
  owned.push_back(std::make_shared<DeviceArray>(count * sizeof(T), kFormat));
  return static_cast<T*>(owned.back()->ptr);
}
template <typename T>
T* upload(Owned& owned, const std::vector<T>& v) {
  T* d = allocate<T>(owned, v.size());
  if (!v.empty()) check(cudaMemcpy(d, v.data(), v.size() * sizeof(T), cudaMemcpyHostToDevice), "cudaMemcpy");
  return d;
}
template <typename T>
std::vector<T> download(const T* d, std::size_t count) {
  std::vector<T> out(count);
  if (count > 0) check(cudaMemcpy(out.data(), d, count * sizeof(T), cudaMemcpyDeviceToHost), "cudaMemcpy");
  return out;
}
unsigned blocks(Count n) { return static_cast<unsigned>((n + kBlock - 1) / kBlock); }
// For a grid-stride loop over n items: blocks(n), at most what the device
// holds at once (8 blocks of kBlock per multiprocessor), so each block's
// shared table serves many items.
unsigned resident_blocks(Count n) {
  int device = 0, sms = 1;
  check(cudaGetDevice(&device), "cudaGetDevice");
  check(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device), "cudaDeviceGetAttribute");
  return std::max(1u, std::min(blocks(n), static_cast<unsigned>(8 * sms)));
}

__device__ Key bits_of(double v) { return static_cast<Key>(__double_as_longlong(v)); }
__device__ Key bits_of(float v) { return static_cast<Key>(__float_as_uint(v)); }

// Each slice's base: its real entries' smallest column where they span at
// most max_offset, 0 for a slice of empty rows; a wider slice is marked
// (its stored entries in `wide`, numbered after the scan) and counted.
// Columns are sorted in a row, so its first and last entries bound it.
template <typename I>
__global__ void slice_bases(const I* row_ptr, const I* col, Count nrows, Count nslices, int b, const I* row_perm,
                            const I* slice_ptr, Count max_offset, I* base, Count* wide,
                            unsigned long long* wide_slices) {
  const Count s = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (s == 0) wide[nslices] = 0;
  if (s >= nslices) return;
  long long lo = LLONG_MAX, hi = -1;
  const Count end = min(nrows, (s + 1) * b);
  for (Count p = s * b; p < end; ++p) {
    const Count row = row_perm[p];
    const Count first = row_ptr[row], last = row_ptr[row + 1];
    if (first == last) continue;
    lo = min(lo, static_cast<long long>(col[first]));
    hi = max(hi, static_cast<long long>(col[last - 1]));
  }
  const bool narrow = hi < lo || hi - lo <= max_offset;
  base[s] = static_cast<I>(hi < lo ? 0 : lo);
  wide[s] = narrow ? 0 : static_cast<Count>(slice_ptr[s + 1] - slice_ptr[s]);
  if (!narrow) atomicAdd(wide_slices, 1ull);
}

// A wide slice's base: -1 - its first high half's index in col_hi.
template <typename I>
__global__ void number_wide_slices(const Count* offset, Count nslices, I* base) {
  const Count s = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (s < nslices && offset[s + 1] != offset[s]) base[s] = static_cast<I>(-1 - offset[s]);
}

// Open addressing over a power-of-two table, Fibonacci-hashed as
// ValueDictionary's, holding at most `limit` keys (half the slots, so a
// probe always ends soon). `first`: the smallest position each key was met
// at (null: not kept).
struct ValueTable {
  Key* keys;
  Key* first;
  unsigned* distinct;  // keys held
  unsigned* full;      // a key was new when `limit` were held (or, on a second pass, was not found)
  unsigned mask;
  int shift;
  unsigned limit;
  __device__ unsigned slot(Key k) const { return static_cast<unsigned>((k * 0x9E3779B97F4A7C15ull) >> shift); }
};

// Finds `bits` (inserting it while fewer than `limit` keys are held) and
// keeps the earliest position. A key is inserted only after its slot is
// reserved in `distinct`, so the table never holds more than `limit`, and
// once a key is refused every thread stops (a matrix of random values
// costs one refusal, not a probe of the whole table per entry). A refusal
// while another thread is still inserting the same key can be spurious:
// meet_every_value() then passes again.
__device__ void meet(const ValueTable& t, Key bits, Key position) {
  if (*reinterpret_cast<volatile unsigned*>(t.full) != 0) return;
  unsigned i = t.slot(bits);
  for (unsigned probe = 0; probe <= t.mask; ++probe, i = (i + 1) & t.mask) {
    Key k = *reinterpret_cast<volatile Key*>(&t.keys[i]);
    if (k == 0) {
      if (atomicAdd(t.distinct, 1u) >= t.limit) {
        atomicSub(t.distinct, 1u);
        atomicExch(t.full, 1u);
        return;
      }
      k = atomicCAS(&t.keys[i], Key{0}, bits);
      if (k == 0) {
        k = bits;
      } else {
        atomicSub(t.distinct, 1u);  // another key took the slot
      }
    }
    if (k == bits) {
      // Read first: a stencil meets its few values in every row, and the
      // slot's position is already small.
      if (t.first && *reinterpret_cast<volatile Key*>(&t.first[i]) > position) atomicMin(&t.first[i], position);
      return;
    }
  }
}

// A block's own first level of the table, in shared memory: the keys its
// threads meet, each with the earliest position, passed to the device
// table once the block is done (flush). A stencil's few values then reach
// the device table a few times per block instead of a few times per row,
// from every thread at the same few slots of global memory. A key met once
// the local table holds kLocalKeys goes to the device table directly.
constexpr int kLocalSlots = 512;  // a power of two
constexpr int kLocalShift = 64 - 9;
constexpr unsigned kLocalKeys = kLocalSlots / 2;

struct LocalTable {
  Key keys[kLocalSlots];
  Key first[kLocalSlots];
  unsigned held;

  __device__ void clear() {
    for (int i = threadIdx.x; i < kLocalSlots; i += blockDim.x) {
      keys[i] = 0;
      first[i] = ~Key{0};
    }
    if (threadIdx.x == 0) held = 0;
    __syncthreads();
  }
  // As meet(): finds or inserts `bits`, keeping the earliest position;
  // false when the key is new and the table holds kLocalKeys.
  __device__ bool meet(Key bits, Key position) {
    unsigned i = static_cast<unsigned>((bits * 0x9E3779B97F4A7C15ull) >> kLocalShift);
    for (int probe = 0; probe < kLocalSlots; ++probe, i = (i + 1) & (kLocalSlots - 1)) {
      Key k = *reinterpret_cast<volatile Key*>(&keys[i]);
      if (k == 0) {
        if (atomicAdd(&held, 1u) >= kLocalKeys) {
          atomicSub(&held, 1u);
          return false;
        }
        k = atomicCAS(&keys[i], Key{0}, bits);
        if (k == 0) {
          k = bits;
        } else {
          atomicSub(&held, 1u);  // another key took the slot
        }
      }
      if (k == bits) {
        if (*reinterpret_cast<volatile Key*>(&first[i]) > position) atomicMin(&first[i], position);
        return true;
      }
    }
    return false;
  }
  // Every key held into the device table (after the block's last meet).
  __device__ void flush(const ValueTable& t) {
    __syncthreads();
    for (int i = threadIdx.x; i < kLocalSlots; i += blockDim.x)
      if (keys[i] != 0) ::spgen::formats::meet(t, keys[i], first[i]);
  }
};

// The matrix's first entries, at positions (0, k).
template <typename V>
__global__ void meet_prefix(const V* val, Count n, ValueTable t) {
  const Count k = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (k >= n) return;
  const Key bits = bits_of(val[k]);
  if (bits != 0) meet(t, bits, static_cast<Key>(k));
}

// Every value (no positions kept), a grid-stride loop of chunks of
// consecutive entries per thread, and whether one is not 1.
template <typename V>
__global__ void meet_values(const V* val, Count n, ValueTable t, unsigned* not_one) {
  constexpr Count kChunk = 16;
  __shared__ LocalTable local;
  local.clear();
  bool ones = true;
  const Count stride = static_cast<Count>(gridDim.x) * blockDim.x * kChunk;
  for (Count begin = (static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x) * kChunk; begin < n;
       begin += stride) {
    if (*reinterpret_cast<volatile unsigned*>(t.full) != 0) break;
    Key previous = 0;
    for (Count k = begin; k < min(n, begin + kChunk); ++k) {
      const V v = val[k];
      ones = ones && v == V(1);
      const Key bits = bits_of(v);
      if (bits == 0 || bits == previous) continue;
      previous = bits;
      if (!local.meet(bits, 0)) meet(t, bits, 0);
    }
  }
  if (!ones) atomicExch(not_one, 1u);
  local.flush(t);
}

// Stored row p's entries, at positions (p + 1, j); a value equal to the
// entry before it was met there first.
template <typename V, typename I>
__global__ void meet_rows(const I* row_ptr, const V* val, Count nrows, const I* row_perm, ValueTable t) {
  __shared__ LocalTable local;
  local.clear();
  const Count p = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (p < nrows && *reinterpret_cast<volatile unsigned*>(t.full) == 0) {
    const Count src = row_ptr[row_perm[p]], len = row_ptr[row_perm[p] + 1] - src;
    Key previous = 0;
    for (Count j = 0; j < len; ++j) {
      const Key bits = bits_of(val[src + j]);
      if (bits == 0 || bits == previous) continue;
      previous = bits;
      const Key position = (static_cast<Key>(p + 1) << 32) | static_cast<Key>(j);
      if (!local.meet(bits, position)) meet(t, bits, position);
    }
  }
  local.flush(t);
}

// Runs `pass` (kernels calling meet() on every value, then the counts
// downloaded) until no key is refused, or a refusal is certain: a pass that
// starts with `limit` keys held inserts nothing, so no race makes its
// refusal spurious. A pass without a refusal met every value, so the kept
// positions are the earliest. Returns whether the values are too many.
template <typename Pass>
bool meet_every_value(const ValueTable& t, Pass pass) {
  auto counts = pass();
  for (int round = 0; counts[1] != 0 && round < 8; ++round) {
    const bool certain = counts[0] >= t.limit;
    check(cudaMemset(t.full, 0, sizeof(unsigned)), "cudaMemset");
    counts = pass();
    if (certain) break;
  }
  return counts[1] != 0;
}

// A table of `slots` (a power of two) in `owned`, emptied.
ValueTable value_table(Owned& owned, unsigned slots, unsigned limit, bool positions) {
  ValueTable t{allocate<Key>(owned, slots), positions ? allocate<Key>(owned, slots) : nullptr,
               allocate<unsigned>(owned, 2), nullptr, slots - 1, 64 - std::countr_zero(slots), limit};
  t.full = t.distinct + 1;
  check(cudaMemset(t.keys, 0, slots * sizeof(Key)), "cudaMemset");
  if (positions) check(cudaMemset(t.first, 0xff, slots * sizeof(Key)), "cudaMemset");
  check(cudaMemset(t.distinct, 0, 2 * sizeof(unsigned)), "cudaMemset");
  return t;
}

// The first stored row holding a value other than 1.
template <typename V, typename I>
__global__ void first_not_one(const I* row_ptr, const V* val, Count nrows, const I* row_perm, Key* first) {
  const Count p = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (p >= nrows) return;
  const Count src = row_ptr[row_perm[p]], len = row_ptr[row_perm[p] + 1] - src;
  for (Count j = 0; j < len; ++j)
    if (!(val[src + j] == V(1))) {
      atomicMin(first, static_cast<Key>(p));
      return;
    }
}

// The rule's estimate: each slice's stored entries (b times its longest row,
// rounded up to t) counted as narrow (its columns span at most max_offset,
// or it has none) or wide.
template <typename I>
__global__ void split_slices(const I* row_ptr, const I* col, Count nrows, Count nslices, int b, int t,
                             const I* row_perm, const I* row_len, Count max_offset, unsigned long long* split) {
  const Count s = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (s >= nslices) return;
  long long lo = LLONG_MAX, hi = -1;
  Count width = 0;
  for (Count p = s * b; p < min(nrows, (s + 1) * b); ++p) {
    width = max(width, static_cast<Count>(row_len[p]));
    const Count first = row_ptr[row_perm[p]], last = first + row_len[p];
    if (first == last) continue;
    lo = min(lo, static_cast<long long>(col[first]));
    hi = max(hi, static_cast<long long>(col[last - 1]));
  }
  const auto entries = static_cast<unsigned long long>((width + t - 1) / t * t * b);
  atomicAdd(&split[hi < lo || hi - lo <= max_offset ? 0 : 1], entries);
}

// How a fill stores values: as they are, as 8- or 16-bit codes, or not at all.
enum class Values { stored, code8, code16, none };

struct Codes {
  const Key* keys;
  const unsigned* code;  // per slot
  unsigned mask;
  int shift;
  __device__ unsigned of(Key bits) const {
    if (bits == 0) return 0;
    unsigned i = static_cast<unsigned>((bits * 0x9E3779B97F4A7C15ull) >> shift);
    while (keys[i] != bits) i = (i + 1) & mask;  // every value was met
    return code[i];
  }
};

template <typename V, typename I, Values kValues>
__global__ void fill_slices(const I* row_ptr, const I* col, const V* val, Count nrows, Count positions, int b,
                            const I* row_perm, const I* slice_ptr, const I* slice_base, std::uint16_t* col_lo,
                            std::uint16_t* col_hi, void* values, Codes codes) {
  const Count p = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (p >= positions) return;
  const Count s = p / b, r = p % b;
  const Count first = slice_ptr[s];
  const Count width = (slice_ptr[s + 1] - first) / b;
  const Count src = p < nrows ? row_ptr[row_perm[p]] : 0;
  const Count len = p < nrows ? row_ptr[row_perm[p] + 1] - src : 0;
  const long long base = slice_base[s];
  if (base >= 0) {  // offsets from the slice's base; padding reads the base
    const auto from = static_cast<std::uint32_t>(base);
    for (Count j = 0; j < len; ++j)
      col_lo[first + j * b + r] = static_cast<std::uint16_t>(static_cast<std::uint32_t>(col[src + j]) - from);
    for (Count j = len; j < width; ++j) col_lo[first + j * b + r] = 0;
  } else {  // whole columns in halves; padding repeats the row's last column
    const Count h = -1 - base;
    const auto last = static_cast<std::uint32_t>(len > 0 ? col[src + len - 1] : I{0});
    for (Count j = 0; j < width; ++j) {
      const std::uint32_t c = j < len ? static_cast<std::uint32_t>(col[src + j]) : last;
      col_lo[first + j * b + r] = static_cast<std::uint16_t>(c & 0xffffu);
      col_hi[h + j * b + r] = static_cast<std::uint16_t>(c >> 16);
    }
  }
  if constexpr (kValues == Values::stored) {
    V* out = static_cast<V*>(values) + first + r;
    for (Count j = 0; j < len; ++j) out[j * b] = val[src + j];
    for (Count j = len; j < width; ++j) out[j * b] = V(0);
  } else if constexpr (kValues == Values::code8 || kValues == Values::code16) {
    using Code = std::conditional_t<kValues == Values::code8, std::uint8_t, std::uint16_t>;
    Code* out = static_cast<Code*>(values) + first + r;
    Key previous = 0;
    unsigned code = 0;
    for (Count j = 0; j < len; ++j) {
      const Key bits = bits_of(val[src + j]);
      if (bits != previous) {
        previous = bits;
        code = codes.of(bits);
      }
      out[j * b] = static_cast<Code>(code);
    }
    for (Count j = len; j < width; ++j) out[j * b] = 0;
  }
}

// The dictionary in from_csr's order and each table slot's code: the values
// met, by the first position each was met at. Throws too_many_values().
template <SupportedValue V>
std::pair<std::vector<V>, std::vector<unsigned>> order_dictionary(const std::vector<Key>& keys,
                                                                  const std::vector<Key>& first, unsigned distinct,
                                                                  bool full, int code_bits) {
  if (full || distinct > max_dictionary(code_bits) - 1) throw too_many_values(code_bits);
  std::vector<std::pair<Key, std::size_t>> met;  // (first position, slot)
  for (std::size_t i = 0; i < keys.size(); ++i)
    if (keys[i] != 0) met.emplace_back(first[i], i);
  std::sort(met.begin(), met.end());
  using Bits = typename ValueDictionary<V>::Bits;
  std::vector<V> dict{V(0)};
  std::vector<unsigned> code(keys.size(), 0);
  for (const auto& [position, slot] : met) {
    code[slot] = static_cast<unsigned>(dict.size());
    dict.push_back(std::bit_cast<V>(static_cast<Bits>(keys[slot])));
  }
  return {std::move(dict), std::move(code)};
}

}  // namespace

template <SupportedValue V, SupportedIndex I>
DeviceNarrowSellp<V, I> DeviceNarrowSellp<V, I>::build(const DeviceCsr<V, I>& a, const SellpParams& params,
                                                       std::int64_t max_offset, int code_bits, bool pattern) {
  check_narrow_conversion(params, max_offset, code_bits, 16, a.ncols);
  const Count n = a.nrows, b = params.slice_height;
  if (code_bits > 0 && (n + 1 > Count{UINT_MAX} || static_cast<Count>(a.nnz) > Count{UINT_MAX}))
    throw NotApplicable("sellp_c16 value codes on the device: " + std::to_string(n) + " rows and " +
                        std::to_string(a.nnz) +
                        " entries; the dictionary's order is kept in 32-bit rows and entries, so fewer than 2^32");
  const DeviceSellLayout<I> layout = device_sell_layout(a.row_ptr, n, params, kFormat);  // throws on overflow

  DeviceNarrowSellp out;
  Owned owned{layout.row_perm, layout.slice_ptr};
  out.nslices = layout.nslices;
  out.stored = layout.stored;
  const Count positions = out.nslices * b;
  const I* slice_ptr = layout.slices();
  const I* row_perm = layout.perm();  // the identity where σ is 1 (then not stored)

  Owned scratch;  // what the conversion alone uses, freed once the entries are written
  // Slice bases, and the wide slices' high halves numbered in slice order.
  I* slice_base = allocate<I>(owned, static_cast<std::size_t>(out.nslices));
  Count wide_entries = 0;
  if (out.nslices > 0) {
    auto* wide = allocate<Count>(scratch, static_cast<std::size_t>(out.nslices) + 1);  // then their offsets
    auto* counters = allocate<unsigned long long>(scratch, 1);
    check(cudaMemset(counters, 0, sizeof(unsigned long long)), "cudaMemset");
    slice_bases<I><<<blocks(out.nslices), kBlock>>>(a.row_ptr, a.col_idx, n, out.nslices, params.slice_height,
                                                    row_perm, slice_ptr, max_offset, slice_base, wide, counters);
    check(cudaGetLastError(), "slice_bases");
    std::size_t bytes = 0;
    check(cub::DeviceScan::ExclusiveSum(nullptr, bytes, wide, wide, out.nslices + 1), "cub::DeviceScan (size)");
    void* temp = allocate<char>(scratch, bytes);
    check(cub::DeviceScan::ExclusiveSum(temp, bytes, wide, wide, out.nslices + 1), "cub::DeviceScan");
    number_wide_slices<I><<<blocks(out.nslices), kBlock>>>(wide, out.nslices, slice_base);
    check(cudaGetLastError(), "number_wide_slices");
    check(cudaMemcpy(&wide_entries, wide + out.nslices, sizeof(Count), cudaMemcpyDeviceToHost), "cudaMemcpy");
    unsigned long long wide_slices = 0;
    check(cudaMemcpy(&wide_slices, counters, sizeof(wide_slices), cudaMemcpyDeviceToHost), "cudaMemcpy");
    out.wide_slices = static_cast<std::int64_t>(wide_slices);
  }
  auto* col_lo = allocate<std::uint16_t>(owned, static_cast<std::size_t>(out.stored));
  auto* col_hi = allocate<std::uint16_t>(owned, static_cast<std::size_t>(wide_entries));

  const Values form = pattern ? Values::none : code_bits == 8 ? Values::code8 : code_bits == 16 ? Values::code16
                                                                                                : Values::stored;
  void* values = nullptr;
  Codes codes{nullptr, nullptr, 0, 0};
  std::vector<V> dict;
  I* row_len = nullptr;  // a pattern's stored row lengths
  if (form == Values::code8 || form == Values::code16) {
    const auto slots = static_cast<unsigned>(2 * max_dictionary(code_bits));  // at most half full
    const ValueTable t = value_table(scratch, slots, static_cast<unsigned>(max_dictionary(code_bits) - 1), true);
    const Count prefix = std::min<Count>(a.nnz, kPrefixEntries);
    const bool too_many = meet_every_value(t, [&] {
      if (prefix > 0) meet_prefix<V><<<blocks(prefix), kBlock>>>(a.values, prefix, t);
      if (n > 0) meet_rows<V, I><<<blocks(n), kBlock>>>(a.row_ptr, a.values, n, row_perm, t);
      check(cudaGetLastError(), "meet_rows");
      return download(t.distinct, 2);
    });
    auto [dictionary, slot_codes] = order_dictionary<V>(download(t.keys, slots), download(t.first, slots),
                                                        download(t.distinct, 1)[0], too_many, code_bits);
    dict = std::move(dictionary);
    codes = {t.keys, upload(scratch, slot_codes), t.mask, t.shift};
    values = form == Values::code8 ? static_cast<void*>(allocate<std::uint8_t>(owned, static_cast<std::size_t>(out.stored)))
                                   : allocate<std::uint16_t>(owned, static_cast<std::size_t>(out.stored));
  } else if (form == Values::none) {
    Key* first = allocate<Key>(scratch, 1);
    check(cudaMemset(first, 0xff, sizeof(Key)), "cudaMemset");
    if (n > 0) first_not_one<V, I><<<blocks(n), kBlock>>>(a.row_ptr, a.values, n, row_perm, first);
    check(cudaGetLastError(), "first_not_one");
    if (const Key p = download(first, 1)[0]; p != ~Key{0}) throw not_a_pattern(static_cast<std::int64_t>(p));
    row_len = allocate<I>(owned, static_cast<std::size_t>(positions));  // 0 past nrows
    check(cudaMemset(row_len, 0, static_cast<std::size_t>(positions) * sizeof(I)), "cudaMemset");
    check(cudaMemcpy(row_len, layout.lengths(), static_cast<std::size_t>(n) * sizeof(I), cudaMemcpyDeviceToDevice),
          "cudaMemcpy");
  } else {
    values = allocate<V>(owned, static_cast<std::size_t>(out.stored));
  }

  if (positions > 0) {
    const auto launch = [&](auto kernel) {
      kernel<<<blocks(positions), kBlock>>>(a.row_ptr, a.col_idx, a.values, n, positions, params.slice_height,
                                            row_perm, slice_ptr, slice_base, col_lo, col_hi, values, codes);
    };
    switch (form) {
      case Values::stored: launch(fill_slices<V, I, Values::stored>); break;
      case Values::code8: launch(fill_slices<V, I, Values::code8>); break;
      case Values::code16: launch(fill_slices<V, I, Values::code16>); break;
      case Values::none: launch(fill_slices<V, I, Values::none>); break;
    }
    check(cudaGetLastError(), "fill_slices");
  }
  check(cudaDeviceSynchronize(), "fill_slices");
  out.dictionary = dict.size();

  const auto stored = static_cast<std::size_t>(out.stored);
  auto array = [](const char* name, const void* data, std::size_t count, std::size_t bytes) {
    return StoredArray{name, count > 0 ? data : nullptr, count, bytes, true};
  };
  const bool sorted = params.sigma > 1;
  out.arrays = {array("slice_ptr", slice_ptr, static_cast<std::size_t>(out.nslices) + 1, sizeof(I)),
                array("slice_base", slice_base, static_cast<std::size_t>(out.nslices), sizeof(I)),
                array("col_lo", col_lo, stored, sizeof(std::uint16_t)),
                array("col_hi", col_hi, static_cast<std::size_t>(wide_entries), sizeof(std::uint16_t)),
                array("col8", nullptr, 0, sizeof(std::uint8_t)),
                array("col8_hi", nullptr, 0, sizeof(std::uint8_t)),
                array("col_base", nullptr, 0, sizeof(I)),
                array("values", values, form == Values::stored ? stored : 0, sizeof(V)),
                array("code8", values, form == Values::code8 ? stored : 0, sizeof(std::uint8_t)),
                array("code16", values, form == Values::code16 ? stored : 0, sizeof(std::uint16_t)),
                array("dict", upload(owned, dict), dict.size(), sizeof(V)),
                array("row_len", row_len, row_len ? static_cast<std::size_t>(positions) : 0, sizeof(I)),
                array("row_perm", row_perm, sorted ? static_cast<std::size_t>(n) : 0, sizeof(I))};
  out.memory = std::make_shared<Owned>(std::move(owned));
  return out;
}

template <SupportedValue V, SupportedIndex I>
NarrowSplit estimate_narrow_split_on_device(const DeviceCsr<V, I>& a, int b, int t, int sigma,
                                            std::int64_t max_offset) {
  const DeviceSellLayout<I> order =
      device_sell_layout(a.row_ptr, a.nrows, SellpParams{b, t, sigma}, kFormat, /*offsets=*/false);
  if (order.nslices == 0) return {};
  Owned scratch;
  auto* split = allocate<unsigned long long>(scratch, 2);
  check(cudaMemset(split, 0, 2 * sizeof(unsigned long long)), "cudaMemset");
  split_slices<I><<<blocks(order.nslices), kBlock>>>(a.row_ptr, a.col_idx, a.nrows, order.nslices, b, t, order.perm(),
                                                     order.lengths(), max_offset, split);
  check(cudaGetLastError(), "split_slices");
  const std::vector<unsigned long long> counts = download(split, 2);
  return {static_cast<std::int64_t>(counts[0]), static_cast<std::int64_t>(counts[1])};
}

template <SupportedValue V>
CodeFit fitting_codes_on_device(const V* values, std::int64_t nnz) {
  const auto limit = static_cast<unsigned>(max_dictionary(16) - 1);
  Owned scratch;
  const ValueTable t = value_table(scratch, 2 * (limit + 1), limit, false);
  auto* not_one = allocate<unsigned>(scratch, 1);
  check(cudaMemset(not_one, 0, sizeof(unsigned)), "cudaMemset");
  const bool too_many = meet_every_value(t, [&] {
    if (nnz > 0) meet_values<V><<<resident_blocks((nnz + 15) / 16), kBlock>>>(values, nnz, t, not_one);
    check(cudaGetLastError(), "meet_values");
    return download(t.distinct, 2);
  });
  if (too_many) return {};
  const std::size_t dictionary = download(t.distinct, 1)[0] + std::size_t{1};  // and +0
  // Every value 1: the dictionary is {+0, 1} and no entry is +0.
  const bool pattern = nnz > 0 && download(not_one, 1)[0] == 0;
  return {dictionary <= max_dictionary(8) ? 8 : 16, dictionary, pattern};
}

#define SPGEN_INSTANTIATE(V, I)            \
  template struct DeviceNarrowSellp<V, I>; \
  template NarrowSplit estimate_narrow_split_on_device<V, I>(const DeviceCsr<V, I>&, int, int, int, std::int64_t);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE
template CodeFit fitting_codes_on_device<float>(const float*, std::int64_t);
template CodeFit fitting_codes_on_device<double>(const double*, std::int64_t);

}  // namespace spgen::formats
