// SELL-P with 16-bit column offsets on the GPU (narrow_device.hpp).
// SELL-P's layout is device_sell_layout()'s, sell_layout()'s order and
// offsets, which NarrowSellp::from_csr takes too. Then:
// - a thread per slice finds its column span (rows' first and last
//   columns); a scan numbers the wide slices' high halves in slice order;
// - value codes: one coalesced pass puts every distinct value in a hash
//   table in device memory (a first level per block in shared memory); the
//   host sorts those few values into the dictionary, as from_csr orders it,
//   and hands back each slot's code;
// - a pattern: one coalesced pass finds the first entry other than 1;
// - a thread per stored row position writes its row column-major into its
//   slice: columns (offsets, or low and high halves), then values, codes or
//   nothing. Neighbouring positions write neighbouring places. (A warp per
//   slice through a tile in shared memory, reading and writing in order,
//   took 500-590 us against this one's 376-378 on an H200, and this one
//   349 with __restrict__ arrays, poisson3d:128 f64 with 8-bit codes.)
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
#include <span>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "backends/cuda/kernel_preload.hpp"
#include "formats/device_array.hpp"
#include "formats/device_scan.cuh"
#include "formats/sellp/cuda/sell_layout_device.hpp"
#include "formats/sellp_c16/narrow_columns.hpp"
#include "formats/sellp_c16/value_codes.hpp"
#include "spgen/core/error.hpp"

SPGEN_PRELOAD_THIS_MODULE()

namespace spgen::formats {

namespace {

using namespace kernels;
using Key = unsigned long long;  // a value's bit pattern, widened; 0 (+0) marks an empty slot

constexpr const char* kFormat = "sellp_c16";
void check(cudaError_t status, const char* what) { check_on_device(status, kFormat, what); }

// The device arrays of one conversion, freed together with the storage; and
// what only the conversion uses, back to the pool once it is done.
using Owned = std::vector<std::shared_ptr<DeviceArray>>;
using Scratch = std::vector<std::shared_ptr<ScratchArray>>;

template <typename T, typename Array>
T* allocate(std::vector<std::shared_ptr<Array>>& owned, std::size_t count) {
  owned.push_back(std::make_shared<Array>(count * sizeof(T), kFormat));
  return static_cast<T*>(owned.back()->ptr);
}
template <typename T, typename Array>
T* upload(std::vector<std::shared_ptr<Array>>& owned, const std::vector<T>& v) {
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
// For a grid-stride loop over n items: blocks(n), at most what the device
// holds at once (8 blocks of kBlock per multiprocessor), so each block's
// shared table serves many items.
unsigned resident_blocks(Count n) {
  int device = 0, sms = 1;
  check(cudaGetDevice(&device), "cudaGetDevice");
  check(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device), "cudaDeviceGetAttribute");
  return std::max(1u, std::min(blocks(n), static_cast<unsigned>(8 * sms)));
}

// The caller's row stored at position p (null row_perm: in caller order, σ 1).
template <typename I>
__device__ Count stored_row(const I* row_perm, Count p) { return row_perm ? static_cast<Count>(row_perm[p]) : p; }

__device__ Key bits_of(double v) { return static_cast<Key>(__double_as_longlong(v)); }
__device__ Key bits_of(float v) { return static_cast<Key>(__float_as_uint(v)); }

// Each slice's base: its real entries' smallest column where they span at
// most max_offset, 0 for a slice of empty rows; a wider slice is marked
// (its stored entries in `wide`, numbered after the scan) and counted.
// Columns are sorted in a row, so its first and last entries bound it.
// With 8-bit columns (`widest` given) a slice is narrow where its widest
// slice column spans at most max_offset, and `pad` gets the column its
// padding-only slice columns read (the slice's smallest, 0 if it has none).
template <typename I>
__global__ void slice_bases(const I* row_ptr, const I* col, Count nrows, Count nslices, int b, const I* row_perm,
                            const I* slice_ptr, Count max_offset, const unsigned long long* widest, I* base,
                            Count* wide, unsigned long long* wide_slices, Count* pad) {
  const Count s = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (s == 0) wide[nslices] = 0;
  if (s >= nslices) return;
  long long lo = LLONG_MAX, hi = -1;
  const Count end = min(nrows, (s + 1) * b);
  for (Count p = s * b; p < end; ++p) {
    const Count row = stored_row(row_perm, p);
    const Count first = row_ptr[row], last = row_ptr[row + 1];
    if (first == last) continue;
    lo = min(lo, static_cast<long long>(col[first]));
    hi = max(hi, static_cast<long long>(col[last - 1]));
  }
  const bool narrow = widest ? widest[s] <= static_cast<unsigned long long>(max_offset) : hi < lo || hi - lo <= max_offset;
  base[s] = static_cast<I>(hi < lo ? 0 : lo);
  if (pad) pad[s] = hi < lo ? 0 : lo;
  wide[s] = narrow ? 0 : static_cast<Count>(slice_ptr[s + 1] - slice_ptr[s]);
  if (!narrow) atomicAdd(wide_slices, 1ull);
}

// A wide slice's base: -1 - its first high half's index in col_hi.
template <typename I>
__global__ void number_wide_slices(const Count* offset, Count nslices, I* base) {
  const Count s = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (s < nslices && offset[s + 1] != offset[s]) base[s] = static_cast<I>(-1 - offset[s]);
}

// 8-bit columns, slice column q (entry j of every row of slice s): the
// smallest and largest real column it holds (lo > hi where only padding
// does), and the slice's widest such span.
template <typename I>
__global__ void slice_column_spans(const I* __restrict__ row_ptr, const I* __restrict__ col, Count nrows,
                                   Count nslices, Count ncolumns, int b, const I* __restrict__ row_perm,
                                   const I* __restrict__ slice_ptr, Count* __restrict__ lo, Count* __restrict__ hi,
                                   unsigned long long* __restrict__ widest) {
  const Count q = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (q >= ncolumns) return;
  const Count s = owner_of(slice_ptr + 1, nslices, q * b), j = q - slice_ptr[s] / b;
  Count l = LLONG_MAX, h = -1;
  for (Count p = s * b; p < min(nrows, (s + 1) * b); ++p) {
    const Count row = stored_row(row_perm, p), first = row_ptr[row];
    if (j >= row_ptr[row + 1] - first) continue;
    const Count c = col[first + j];
    l = min(l, c);
    h = max(h, c);
  }
  lo[q] = l;
  hi[q] = h;
  if (h >= l) atomicMax(&widest[s], static_cast<unsigned long long>(h - l));
}

// 8-bit columns, slice column q, once its slice is known narrow or wide:
// its col_base (its smallest column where it spans at most byte_span, else
// -1, or -1 - its smallest in a narrow slice), the column its offsets count
// from, the column its padding reads (lo, rewritten), and the entries in
// byte columns counted.
template <typename I>
__global__ void byte_column_bases(Count ncolumns, Count nslices, int b, const I* __restrict__ slice_ptr,
                                  const I* __restrict__ slice_base, const Count* __restrict__ pad, Count byte_span,
                                  Count* __restrict__ lo, const Count* __restrict__ hi, Count* __restrict__ from,
                                  I* __restrict__ col_base, unsigned long long* __restrict__ byte_entries) {
  const Count q = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (q >= ncolumns) return;
  const Count s = owner_of(slice_ptr + 1, nslices, q * b);
  Count l = lo[q], h = hi[q];
  if (h < l) l = h = pad[s];  // padding only
  const bool byte = h - l <= byte_span, wide = slice_base[s] < 0;
  col_base[q] = static_cast<I>(byte ? l : wide ? -1 : -1 - l);
  from[q] = byte || !wide ? l : 0;  // a wide slice's 16-bit columns hold whole columns
  lo[q] = l;
  if (byte) atomicAdd(byte_entries, static_cast<unsigned long long>(b));
}

// A key's first slot in a table of 2^(64 - shift) slots: ValueDictionary's
// Fibonacci hashing, the same on the host (hashed_keys) and the device, so a
// table placed on either side is probed alike.
__host__ __device__ inline unsigned first_slot(Key bits, int shift) {
  return static_cast<unsigned>((bits * ValueDictionary<double>::kGolden) >> shift);
}

// Open addressing over a power-of-two table, Fibonacci-hashed as
// ValueDictionary's, sized so that at most `limit` keys leave it half empty.
struct ValueTable {
  Key* keys;
  unsigned* distinct;  // keys inserted
  unsigned* full;      // more than `limit` keys were met
  unsigned mask;
  int shift;
  unsigned limit;
  __device__ unsigned slot(Key k) const { return first_slot(k, shift); }
};

// Finds or inserts `bits`. Only a key that takes an empty slot counts in
// `distinct`, so `full` is set exactly when more than `limit` distinct keys
// exist (no race makes it spurious); the keys met after that may be
// dropped, the answer being "too many" already.
__device__ void meet(const ValueTable& t, Key bits) {
  unsigned i = t.slot(bits);
  for (unsigned probe = 0; probe <= t.mask; ++probe, i = (i + 1) & t.mask) {
    Key k = *reinterpret_cast<volatile Key*>(&t.keys[i]);
    if (k == 0) {
      k = atomicCAS(&t.keys[i], Key{0}, bits);
      if (k == 0) {
        if (atomicAdd(t.distinct, 1u) >= t.limit) atomicExch(t.full, 1u);
        return;
      }
    }
    if (k == bits) return;
  }
  atomicExch(t.full, 1u);  // no slot left: far more keys than the limit
}

// A block's own first level of the table, in shared memory: the keys its
// threads meet, passed to the device table once the block is done (flush).
// A stencil's few values then reach the device table a few times per block
// instead of once per warp, from every warp at the same few slots of global
// memory. Once it holds about kLocalKeys, new keys go to the device table
// directly.
constexpr int kLocalSlots = 512;  // a power of two
constexpr int kLocalShift = 64 - 9;
constexpr unsigned kLocalKeys = kLocalSlots / 2;

struct LocalTable {
  Key keys[kLocalSlots];
  unsigned held;

  __device__ void clear() {
    for (int i = threadIdx.x; i < kLocalSlots; i += blockDim.x) keys[i] = 0;
    if (threadIdx.x == 0) held = 0;
    __syncthreads();
  }
  // Finds or inserts `bits`; false when it is new and the table is about
  // full (a block's concurrent inserts overshoot kLocalKeys by at most its
  // threads, so slots remain).
  __device__ bool meet(Key bits) {
    unsigned i = first_slot(bits, kLocalShift);
    for (int probe = 0; probe < kLocalSlots; ++probe, i = (i + 1) & (kLocalSlots - 1)) {
      Key k = *reinterpret_cast<volatile Key*>(&keys[i]);
      if (k == 0) {
        if (*reinterpret_cast<volatile unsigned*>(&held) >= kLocalKeys) return false;
        k = atomicCAS(&keys[i], Key{0}, bits);
        if (k == 0) {
          atomicAdd(&held, 1u);
          return true;
        }
      }
      if (k == bits) return true;
    }
    return false;
  }
  // Every key held into the device table (after the block's last meet).
  __device__ void flush(const ValueTable& t) {
    __syncthreads();
    for (int i = threadIdx.x; i < kLocalSlots; i += blockDim.x)
      if (keys[i] != 0) ::spgen::formats::meet(t, keys[i]);
  }
};

// Every nonzero value into the table, and whether one is not 1: a
// grid-stride loop in which each warp reads rounds_of<V> x 32 consecutive
// entries, and of the lanes holding one value only the first meets it (a
// stencil's warp meets its few values a few times, not 32). Stops early once
// the table is full. Each lane keeps 32 bytes of values in flight per pass,
// and the table's `full` flag is read beside them, not before: read first,
// its round trip preceded every pass's loads and the scan moved 1.5 TB/s
// (kron:40:bcsstk32 f32, 209 us for 81 M values).
template <typename V>
constexpr int rounds_of = 32 / static_cast<int>(sizeof(V));
template <typename V>
__global__ void collect_values(const V* val, Count n, ValueTable t, unsigned* not_one) {
  constexpr int kRounds = rounds_of<V>;
  __shared__ LocalTable local;
  local.clear();
  const int lane = static_cast<int>(threadIdx.x & 31u);
  bool ones = true;
  const Count stride = static_cast<Count>(gridDim.x) * blockDim.x * kRounds;
  for (Count warp = (static_cast<Count>(blockIdx.x) * blockDim.x + (threadIdx.x & ~31u)) * kRounds; warp < n;
       warp += stride) {
    V v[kRounds];
#pragma unroll
    for (int r = 0; r < kRounds; ++r) {
      const Count k = warp + r * 32 + lane;
      v[r] = k < n ? val[k] : V(0);
    }
    // Lane 0's reading for the whole warp: __match_any_sync needs every
    // lane. A warp stops one pass after the table fills.
    const unsigned stop = __shfl_sync(0xffffffffu, lane == 0 ? *reinterpret_cast<volatile unsigned*>(t.full) : 0u, 0);
#pragma unroll
    for (int r = 0; r < kRounds; ++r) {
      ones = ones && (warp + r * 32 + lane >= n || v[r] == V(1));
      const Key bits = bits_of(v[r]);
      const unsigned same = __match_any_sync(0xffffffffu, bits);
      if (bits != 0 && lane == __ffs(same) - 1 && !local.meet(bits)) meet(t, bits);
    }
    if (stop != 0) break;
  }
  // One write per block: a thread each would be one atomic per thread on a
  // single address (270 K on poisson3d:128, three times the scan's time).
  if (__syncthreads_or(!ones) && threadIdx.x == 0 && not_one) atomicExch(not_one, 1u);
  local.flush(t);
}

// A table of `slots` (a power of two) in `owned`, emptied. Its two counts
// (distinct, full) go to `counts` where given (zeroed by the caller), else to
// memory of their own.
ValueTable value_table(Scratch& owned, unsigned slots, unsigned limit, unsigned* counts = nullptr) {
  ValueTable t{allocate<Key>(owned, slots), counts, nullptr, slots - 1, 64 - std::countr_zero(slots), limit};
  if (!counts) {
    t.distinct = allocate<unsigned>(owned, 2);
    check(cudaMemset(t.distinct, 0, 2 * sizeof(unsigned)), "cudaMemset");
  }
  t.full = t.distinct + 1;
  check(cudaMemset(t.keys, 0, slots * sizeof(Key)), "cudaMemset");
  return t;
}

// The table's keys, packed into `out` in no particular order (`count`
// zeroed): the distinct values a scan met, for a later step of the plan.
__global__ void pack_keys(const Key* keys, unsigned slots, Key* out, unsigned* count) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < slots && keys[i] != 0) out[atomicAdd(count, 1u)] = keys[i];
}

// The keys of a table of `slots` holding `distinct` (fewer than slots / 2),
// slot by slot, placed on the host as collect_values() places them on the
// device (the same hash and probing): a conversion whose plan has scanned
// the values uploads them instead of scanning again.
std::vector<Key> hashed_keys(unsigned slots, std::span<const std::uint64_t> distinct) {
  std::vector<Key> keys(slots, 0);
  const int shift = 64 - std::countr_zero(slots);
  for (const std::uint64_t bits : distinct) {
    unsigned i = first_slot(bits, shift);
    while (keys[i] != 0) i = (i + 1) & (slots - 1);
    keys[i] = bits;
  }
  return keys;
}

// Whether `values` (nnz of them) hold more than t.limit distinct nonzero
// bit patterns; else every one is in t.keys. `not_one` (device, zeroed, or
// null): set where one is not 1.
template <typename V>
bool collect_too_many(const V* values, Count nnz, const ValueTable& t, unsigned* not_one) {
  if (nnz > 0) collect_values<V><<<resident_blocks((nnz + rounds_of<V> - 1) / rounds_of<V>), kBlock>>>(values, nnz, t, not_one);
  check(cudaGetLastError(), "collect_values");
  return download(t.full, 1)[0] != 0;
}

// The first entry other than 1 (atomicMin of its index; consecutive
// entries per warp, so the reads are coalesced).
template <typename V>
__global__ void first_entry_not_one(const V* val, Count n, Key* first) {
  for (Count k = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x; k < n;
       k += static_cast<Count>(gridDim.x) * blockDim.x)
    if (!(val[k] == V(1)) && static_cast<Key>(k) < *reinterpret_cast<volatile Key*>(first))
      atomicMin(first, static_cast<Key>(k));
}

// The row holding entry *k: the last row starting at or before it.
template <typename I>
__global__ void row_of_entry(const I* row_ptr, Count nrows, Key* k) {
  Count lo = 0, hi = nrows;  // row_ptr[lo] <= *k < row_ptr[hi]
  while (hi - lo > 1) {
    const Count mid = lo + (hi - lo) / 2;
    (static_cast<Key>(row_ptr[mid]) <= *k ? lo : hi) = mid;
  }
  *k = static_cast<Key>(lo);
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
    const Count first = row_ptr[stored_row(row_perm, p)], last = first + row_len[p];
    if (first == last) continue;
    lo = min(lo, static_cast<long long>(col[first]));
    hi = max(hi, static_cast<long long>(col[last - 1]));
  }
  const auto entries = static_cast<unsigned long long>((width + t - 1) / t * t * b);
  atomicAdd(&split[hi < lo || hi - lo <= max_offset ? 0 : 1], entries);
}

// split_slices() for b a power of two up to 32, a thread per position: a
// slice's b rows are b aligned lanes, reduced by shuffles. A thread per slice
// walks its b rows one dependent load after another (126 µs on
// kron:40:bcsstk32's 57 K slices, H200); here the loads of a slice's rows are
// in flight together.
template <typename I>
__global__ void split_slice_lanes(const I* row_ptr, const I* col, Count nrows, int b, int t,
                                  const I* row_perm, const I* row_len, Count max_offset,
                                  unsigned long long* split) {
  __shared__ unsigned long long block_split[2];
  if (threadIdx.x < 2) block_split[threadIdx.x] = 0;
  __syncthreads();
  const Count p = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  long long lo = LLONG_MAX, hi = -1;
  Count width = 0;
  if (p < nrows) {
    width = row_len[p];
    if (width > 0) {
      const Count first = row_ptr[stored_row(row_perm, p)];
      lo = col[first];
      hi = col[first + width - 1];
    }
  }
  for (int lane = b / 2; lane > 0; lane /= 2) {  // within each aligned group of b lanes
    lo = min(lo, __shfl_xor_sync(0xffffffffu, lo, lane));
    hi = max(hi, __shfl_xor_sync(0xffffffffu, hi, lane));
    width = max(width, __shfl_xor_sync(0xffffffffu, width, lane));
  }
  if (p < nrows && (p & (b - 1)) == 0) {
    const auto entries = static_cast<unsigned long long>((width + t - 1) / t * t * b);
    atomicAdd(&block_split[hi < lo || hi - lo <= max_offset ? 0 : 1], entries);
  }
  __syncthreads();
  if (threadIdx.x < 2 && block_split[threadIdx.x] > 0)
    atomicAdd(&split[threadIdx.x], block_split[threadIdx.x]);
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
    unsigned i = first_slot(bits, shift);
    while (keys[i] != bits) i = (i + 1) & mask;  // every value was met
    return code[i];
  }
};

// 8-bit columns: the two bytes of each offset, and per slice column the
// column its padding reads and the column its offsets count from.
struct ByteColumns {
  std::uint8_t* __restrict__ col8;
  std::uint8_t* __restrict__ col8_hi;
  const Count* __restrict__ pad;
  const Count* __restrict__ from;
};

// The arrays never overlap (__restrict__) and the row loops are unrolled, so
// a thread issues several of its row's loads before the first store.
template <typename V, typename I, Values kValues, bool kByteColumns>
__global__ void fill_slices(const I* __restrict__ row_ptr, const I* __restrict__ col, const V* __restrict__ val,
                            Count nrows, Count positions, int b, const I* __restrict__ row_perm,
                            const I* __restrict__ slice_ptr, const I* __restrict__ slice_base,
                            std::uint16_t* __restrict__ col_lo, std::uint16_t* __restrict__ col_hi, ByteColumns bytes,
                            void* values, Codes codes) {
  const Count p = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (p >= positions) return;
  const Count s = p / b, r = p % b;
  const Count first = slice_ptr[s];
  const Count width = (slice_ptr[s + 1] - first) / b;
  const Count row = p < nrows ? stored_row(row_perm, p) : 0;
  const Count src = p < nrows ? row_ptr[row] : 0;
  const Count len = p < nrows ? row_ptr[row + 1] - src : 0;
  const long long base = slice_base[s];
  if constexpr (kByteColumns) {  // offsets from each slice column's base; a wide slice keeps their high halves
    const Count q0 = first / b;
#pragma unroll 4
    for (Count j = 0; j < width; ++j) {
      const auto off = static_cast<std::uint32_t>((j < len ? static_cast<Count>(col[src + j]) : bytes.pad[q0 + j]) -
                                                  bytes.from[q0 + j]);
      bytes.col8[first + j * b + r] = static_cast<std::uint8_t>(off & 0xffu);
      bytes.col8_hi[first + j * b + r] = static_cast<std::uint8_t>((off >> 8) & 0xffu);
      if (base < 0) col_hi[-1 - base + j * b + r] = static_cast<std::uint16_t>(off >> 16);
    }
  } else if (base >= 0) {  // offsets from the slice's base; padding reads the base
    const auto from = static_cast<std::uint32_t>(base);
#pragma unroll 4
    for (Count j = 0; j < len; ++j)
      col_lo[first + j * b + r] = static_cast<std::uint16_t>(static_cast<std::uint32_t>(col[src + j]) - from);
    for (Count j = len; j < width; ++j) col_lo[first + j * b + r] = 0;
  } else {  // whole columns in halves; padding repeats the row's last column
    const Count h = -1 - base;
    const auto last = static_cast<std::uint32_t>(len > 0 ? col[src + len - 1] : I{0});
#pragma unroll 4
    for (Count j = 0; j < width; ++j) {
      const std::uint32_t c = j < len ? static_cast<std::uint32_t>(col[src + j]) : last;
      col_lo[first + j * b + r] = static_cast<std::uint16_t>(c & 0xffffu);
      col_hi[h + j * b + r] = static_cast<std::uint16_t>(c >> 16);
    }
  }
  if constexpr (kValues == Values::stored) {
    V* __restrict__ out = static_cast<V*>(values) + first + r;
#pragma unroll 4
    for (Count j = 0; j < len; ++j) out[j * b] = val[src + j];
    for (Count j = len; j < width; ++j) out[j * b] = V(0);
  } else if constexpr (kValues == Values::code8 || kValues == Values::code16) {
    using Code = std::conditional_t<kValues == Values::code8, std::uint8_t, std::uint16_t>;
    Code* __restrict__ out = static_cast<Code*>(values) + first + r;
    Key previous = 0;
    unsigned code = 0;
    for (Count j = 0; j < len; ++j) {  // not unrolled: 375 us against 464 unrolled by 4 (poisson3d:128 f64)
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

// The dictionary (+0, then the values met in ascending bit order, as
// from_csr's) and each table slot's code. Throws too_many_values().
template <SupportedValue V>
std::pair<std::vector<V>, std::vector<unsigned>> order_dictionary(const std::vector<Key>& keys, bool too_many,
                                                                  int code_bits) {
  std::vector<std::pair<Key, std::size_t>> met;  // (value, slot)
  for (std::size_t i = 0; i < keys.size(); ++i)
    if (keys[i] != 0) met.emplace_back(keys[i], i);
  if (too_many || met.size() > max_dictionary(code_bits) - 1) throw too_many_values(code_bits);
  std::sort(met.begin(), met.end());
  using Bits = typename ValueDictionary<V>::Bits;
  std::vector<V> dict{V(0)};
  std::vector<unsigned> code(keys.size(), 0);
  for (const auto& [bits, slot] : met) {
    code[slot] = static_cast<unsigned>(dict.size());
    dict.push_back(std::bit_cast<V>(static_cast<Bits>(bits)));
  }
  return {std::move(dict), std::move(code)};
}

}  // namespace

template <SupportedValue V, SupportedIndex I>
DeviceNarrowSellp<V, I> DeviceNarrowSellp<V, I>::build(const DeviceCsr<V, I>& a, const SellpParams& params,
                                                       std::int64_t max_offset, int code_bits, bool pattern,
                                                       int column_bits) {
  check_narrow_conversion(params, max_offset, code_bits, column_bits, a.ncols);
  const bool byte_columns = column_bits == 8;
  const Count n = a.nrows, b = params.slice_height;
  if (code_bits > 0 && (n + 1 > Count{UINT_MAX} || static_cast<Count>(a.nnz) > Count{UINT_MAX}))
    throw NotApplicable("sellp_c16 value codes on the device: " + std::to_string(n) + " rows and " +
                        std::to_string(a.nnz) +
                        " entries; the dictionary's order is kept in 32-bit rows and entries, so fewer than 2^32");
  // The rule's lane split sorted the same σ windows where it ran on these rows.
  const DeviceSellLayout<I> layout = device_sell_layout(a.row_ptr, n, params, kFormat, {.identity_order = false},
                                                        kept_sell_order<I>(a.facts.get(), params.sigma));  // throws on overflow

  DeviceNarrowSellp out;
  Owned owned{layout.slice_ptr};
  if (layout.row_perm) owned.push_back(layout.row_perm);
  out.nslices = layout.nslices;
  out.stored = layout.stored;
  const Count positions = out.nslices * b;
  const I* slice_ptr = layout.slices();
  const I* row_perm = layout.perm();  // null where σ is 1: rows in caller order, none stored

  Scratch scratch;  // what the conversion alone uses, back to the cache once the entries are written
  // 8-bit columns: each slice column's span, and each slice's widest.
  const Count ncolumns = byte_columns ? out.stored / b : 0;
  const auto nslices = static_cast<std::size_t>(out.nslices);
  Count* column_lo = allocate<Count>(scratch, static_cast<std::size_t>(ncolumns));
  Count* column_hi = allocate<Count>(scratch, static_cast<std::size_t>(ncolumns));
  unsigned long long* widest = byte_columns ? allocate<unsigned long long>(scratch, nslices) : nullptr;
  Count* pad = byte_columns ? allocate<Count>(scratch, nslices) : nullptr;
  if (widest && nslices > 0) check(cudaMemset(widest, 0, nslices * sizeof(unsigned long long)), "cudaMemset");
  if (ncolumns > 0) {
    slice_column_spans<I><<<blocks(ncolumns), kBlock>>>(a.row_ptr, a.col_idx, n, out.nslices, ncolumns,
                                                        params.slice_height, row_perm, slice_ptr, column_lo,
                                                        column_hi, widest);
    check(cudaGetLastError(), "slice_column_spans");
  }
  // Slice bases, and the wide slices' high halves numbered in slice order.
  I* slice_base = allocate<I>(owned, nslices);
  Count wide_entries = 0;
  if (out.nslices > 0) {
    auto* wide = allocate<Count>(scratch, nslices + 1);  // then their offsets
    auto* counters = allocate<unsigned long long>(scratch, 1);
    check(cudaMemset(counters, 0, sizeof(unsigned long long)), "cudaMemset");
    slice_bases<I><<<blocks(out.nslices), kBlock>>>(a.row_ptr, a.col_idx, n, out.nslices, params.slice_height,
                                                    row_perm, slice_ptr, max_offset, widest, slice_base, wide,
                                                    counters, pad);
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
  // 8-bit columns: each slice column's base, and where its offsets count from.
  I* col_base = allocate<I>(owned, static_cast<std::size_t>(ncolumns));
  Count* column_from = allocate<Count>(scratch, static_cast<std::size_t>(ncolumns));
  if (ncolumns > 0) {
    auto* in_bytes = allocate<unsigned long long>(scratch, 1);
    check(cudaMemset(in_bytes, 0, sizeof(unsigned long long)), "cudaMemset");
    byte_column_bases<I><<<blocks(ncolumns), kBlock>>>(
        ncolumns, out.nslices, params.slice_height, slice_ptr, slice_base, pad,
        std::min<Count>(kMaxByteOffset, max_offset), column_lo, column_hi, column_from, col_base, in_bytes);
    check(cudaGetLastError(), "byte_column_bases");
    out.byte_columns = static_cast<std::int64_t>(download(in_bytes, 1)[0]);
  }
  const auto stored_count = static_cast<std::size_t>(out.stored);
  auto* col_lo = allocate<std::uint16_t>(owned, byte_columns ? 0 : stored_count);
  auto* col_hi = allocate<std::uint16_t>(owned, static_cast<std::size_t>(wide_entries));
  auto* col8 = allocate<std::uint8_t>(owned, byte_columns ? stored_count : 0);
  auto* col8_hi = allocate<std::uint8_t>(owned, byte_columns ? stored_count : 0);
  const ByteColumns bytes{col8, col8_hi, column_lo, column_from};

  const Values form = pattern ? Values::none : code_bits == 8 ? Values::code8 : code_bits == 16 ? Values::code16
                                                                                                : Values::stored;
  void* values = nullptr;
  Codes codes{nullptr, nullptr, 0, 0};
  std::vector<V> dict;
  I* row_len = nullptr;  // a pattern's stored row lengths
  if (form == Values::code8 || form == Values::code16) {
    const auto slots = static_cast<unsigned>(2 * max_dictionary(code_bits));  // at most half full
    const auto limit = static_cast<unsigned>(max_dictionary(code_bits) - 1);
    bool too_many = false;
    std::vector<Key> keys;
    Codes table{nullptr, nullptr, slots - 1, 64 - std::countr_zero(slots)};
    // Where the plan's rule read every value, the table is built here from what it found.
    if (a.facts && a.facts->scanned) {
      too_many = a.facts->distinct.size() > limit;
      if (!too_many) table.keys = upload(scratch, keys = hashed_keys(slots, a.facts->distinct));
    } else {
      const ValueTable t = value_table(scratch, slots, limit);
      too_many = collect_too_many<V>(a.values, static_cast<Count>(a.nnz), t, nullptr);
      keys = download(t.keys, slots);
      table.keys = t.keys;
    }
    auto [dictionary, slot_codes] = order_dictionary<V>(keys, too_many, code_bits);
    dict = std::move(dictionary);
    codes = {table.keys, upload(scratch, slot_codes), table.mask, table.shift};
    values = form == Values::code8 ? static_cast<void*>(allocate<std::uint8_t>(owned, static_cast<std::size_t>(out.stored)))
                                   : allocate<std::uint16_t>(owned, static_cast<std::size_t>(out.stored));
  } else if (form == Values::none) {
    if (!a.facts || !a.facts->scanned || !a.facts->all_one) {  // unless the plan's rule found all 1
      Key* first = allocate<Key>(scratch, 1);
      check(cudaMemset(first, 0xff, sizeof(Key)), "cudaMemset");
      if (a.nnz > 0)
        first_entry_not_one<V><<<resident_blocks(a.nnz), kBlock>>>(a.values, a.nnz, first);
      check(cudaGetLastError(), "first_entry_not_one");
      if (download(first, 1)[0] != ~Key{0}) {
        row_of_entry<I><<<1, 1>>>(a.row_ptr, n, first);
        check(cudaGetLastError(), "row_of_entry");
        throw not_a_pattern(static_cast<std::int64_t>(download(first, 1)[0]));
      }
    }
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
                                            row_perm, slice_ptr, slice_base, col_lo, col_hi, bytes, values, codes);
    };
    const auto launch_form = [&]<bool kBytes>() {
      switch (form) {
        case Values::stored: launch(fill_slices<V, I, Values::stored, kBytes>); break;
        case Values::code8: launch(fill_slices<V, I, Values::code8, kBytes>); break;
        case Values::code16: launch(fill_slices<V, I, Values::code16, kBytes>); break;
        case Values::none: launch(fill_slices<V, I, Values::none, kBytes>); break;
      }
    };
    if (byte_columns) launch_form.template operator()<true>();
    else launch_form.template operator()<false>();
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
                array("col_lo", col_lo, byte_columns ? 0 : stored, sizeof(std::uint16_t)),
                array("col_hi", col_hi, static_cast<std::size_t>(wide_entries), sizeof(std::uint16_t)),
                array("col8", col8, byte_columns ? stored : 0, sizeof(std::uint8_t)),
                array("col8_hi", col8_hi, byte_columns ? stored : 0, sizeof(std::uint8_t)),
                array("col_base", col_base, static_cast<std::size_t>(ncolumns), sizeof(I)),
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
      device_sell_layout(a.row_ptr, a.nrows, SellpParams{b, t, sigma}, kFormat,
                         {.offsets = false, .identity_order = false});
  keep_sell_order(a.facts.get(), sigma, order);  // for the conversion of this σ
  if (order.nslices == 0) return {};
  Scratch scratch;
  auto* split = allocate<unsigned long long>(scratch, 2);
  check(cudaMemset(split, 0, 2 * sizeof(unsigned long long)), "cudaMemset");
  if (b <= 32 && std::has_single_bit(static_cast<unsigned>(b)))
    split_slice_lanes<I><<<blocks(a.nrows), kBlock>>>(a.row_ptr, a.col_idx, a.nrows, b, t,
                                                      order.perm(), order.lengths(), max_offset,
                                                      split);
  else
    split_slices<I><<<blocks(order.nslices), kBlock>>>(a.row_ptr, a.col_idx, a.nrows,
                                                       order.nslices, b, t, order.perm(),
                                                       order.lengths(), max_offset, split);
  check(cudaGetLastError(), "split_slices");
  const std::vector<unsigned long long> counts = download(split, 2);
  return {static_cast<std::int64_t>(counts[0]), static_cast<std::int64_t>(counts[1])};
}

template <SupportedValue V>
CodeFit fitting_codes_on_device(const V* values, std::int64_t nnz, DeviceMatrixFacts* facts) {
  const auto fit = [nnz](std::size_t distinct, bool all_one) -> CodeFit {
    const std::size_t dictionary = distinct + 1;  // and +0
    // Every value 1: the dictionary is {+0, 1} and no entry is +0.
    return {dictionary <= max_dictionary(8) ? 8 : 16, dictionary, nnz > 0 && all_one};
  };
  if (facts && facts->scanned) return fit(facts->distinct.size(), facts->all_one);  // read already
  const auto limit = static_cast<unsigned>(max_dictionary(16) - 1);
  const unsigned slots = 2 * (limit + 1);
  Scratch scratch;
  // The table's two counts, "a value is not 1" and the keys packed, read
  // back together: each read-back waits 10-20 us.
  enum { kDistinct, kFull, kNotOne, kPacked, kCounts };
  auto* counts = allocate<unsigned>(scratch, kCounts);
  check(cudaMemset(counts, 0, kCounts * sizeof(unsigned)), "cudaMemset");
  const ValueTable t = value_table(scratch, slots, limit, counts + kDistinct);
  if (nnz > 0)
    collect_values<V><<<resident_blocks((nnz + rounds_of<V> - 1) / rounds_of<V>), kBlock>>>(values, nnz, t, counts + kNotOne);
  check(cudaGetLastError(), "collect_values");
  // Packed before the counts are known: a full table's keys are then unused.
  Key* packed = facts ? allocate<Key>(scratch, slots) : nullptr;
  if (packed) pack_keys<<<blocks(slots), kBlock>>>(t.keys, slots, packed, counts + kPacked);
  check(cudaGetLastError(), "pack_keys");
  const std::vector<unsigned> got = download(counts, kCounts);
  if (got[kFull] != 0) return {};
  const unsigned distinct = got[kDistinct];
  const bool all_one = got[kNotOne] == 0;
  if (facts) {
    const std::vector<Key> keys = download(packed, got[kPacked]);
    facts->distinct.assign(keys.begin(), keys.end());
    facts->all_one = all_one;
    facts->scanned = true;
  }
  return fit(distinct, all_one);
}

#define SPGEN_INSTANTIATE(V, I)            \
  template struct DeviceNarrowSellp<V, I>; \
  template NarrowSplit estimate_narrow_split_on_device<V, I>(const DeviceCsr<V, I>&, int, int, int, std::int64_t);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE
template CodeFit fitting_codes_on_device<float>(const float*, std::int64_t, DeviceMatrixFacts*);
template CodeFit fitting_codes_on_device<double>(const double*, std::int64_t, DeviceMatrixFacts*);

}  // namespace spgen::formats
