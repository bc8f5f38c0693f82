// RS-SpMM's split on the GPU, in the steps of the host conversion
// (row_segments.cpp) and with its decisions (split_rules.hpp), so the arrays
// come out the same.
//
// Work items: each row is cut into chunks of about kChunk entries, a chunk
// starting at the first run (a row's run of entries in one panel) at or
// after its nominal start; runs are at most W <= kChunk entries, so chunks
// hold whole runs and no thread walks more than about 2 * kChunk entries
// (a power-law row of 97,712 entries took 140 ms as one thread's walk).
//  1. a histogram of run lengths -> the capped threshold, on the host from
//     W + 1 counts (the tree's features are counted in the same pass);
//  2. per chunk its light entries and heavy segments, per panel its
//     segments; exclusive scans (CUB) over chunks place every chunk's light
//     entries and segments, and give each row its totals; the unit length
//     capped by a reduction per trial length;
//  3. exclusive scans over rows place every row's units and slots; kernels
//     write the rows' units and slots, and the chunks' light entries and
//     heavy segments (in row order);
//  4. a stable radix sort (CUB) by panel puts the segments panel by panel,
//     rows ascending inside a panel, as the host orders them; a scan of
//     their lengths gives seg_ptr, and the entries are copied;
//  5. each panel's segments are cut into pieces (one thread per panel).
#include "formats/rsspmm/cuda/row_segments_device.hpp"

#include <cuda_runtime.h>

#include <cub/block/block_reduce.cuh>
#include <cub/device/device_radix_sort.cuh>
#include <cub/device/device_scan.cuh>

#include <array>
#include <string>
#include <type_traits>

#include "backends/cuda/device_pool.hpp"
#include "backends/cuda/kernel_preload.hpp"
#include "formats/device_array.hpp"
#include "formats/rsspmm/heavy_tree.hpp"
#include "formats/rsspmm/split_rules.hpp"
#include "spgen/core/error.hpp"

SPGEN_PRELOAD_THIS_MODULE()

namespace spgen::formats {

namespace {

using namespace kernels;
constexpr Count kChunk = 256;  // nominal entries per work item; at least the widest panel
static_assert(kChunk >= 256, "a chunk must hold any run (panels are at most 256 columns)");

void check(cudaError_t status, const char* what) {
  if (status != cudaSuccess)
    throw Error(std::string("rsspmm: conversion on the device: ") + what + ": " + cudaGetErrorString(status));
}

// Device allocations from the device's pool, back to it together.
class DeviceMemory {
 public:
  DeviceMemory() = default;
  DeviceMemory(const DeviceMemory&) = delete;
  DeviceMemory& operator=(const DeviceMemory&) = delete;
  ~DeviceMemory() { detail::pool_free(ptrs_, device_); }  // one wait for the device, then every block
  template <typename T>
  T* alloc(Count n) {
    void* p = nullptr;
    check(detail::pool_allocate(&p, static_cast<std::size_t>(n > 0 ? n : 1) * sizeof(T), &device_),
          "cudaMallocFromPoolAsync");
    ptrs_.push_back(p);
    return static_cast<T*>(p);
  }
  template <typename T>
  T* zeros(Count n) {
    T* p = alloc<T>(n);
    check(cudaMemset(p, 0, static_cast<std::size_t>(n > 0 ? n : 1) * sizeof(T)), "cudaMemset");
    return p;
  }

 private:
  std::vector<void*> ptrs_;
  int device_ = 0;  // the current device of every alloc: a conversion runs on one
};

__device__ Count global_thread() { return static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x; }

template <typename T>
T to_host(const T* device_value) {
  T v{};
  check(cudaMemcpy(&v, device_value, sizeof(T), cudaMemcpyDeviceToHost), "cudaMemcpy (a size)");
  return v;
}

// In-place exclusive sum of n counts; n == 0 does nothing.
template <typename T>
void exclusive_sum(DeviceMemory& scratch, T* data, Count n) {
  if (n == 0) return;
  std::size_t bytes = 0;
  check(cub::DeviceScan::ExclusiveSum(nullptr, bytes, data, data, n), "cub::DeviceScan (size)");
  void* temp = scratch.alloc<char>(static_cast<Count>(bytes));
  check(cub::DeviceScan::ExclusiveSum(temp, bytes, data, data, n), "cub::DeviceScan");
}

// ---- work items: rows cut into chunks of whole runs ------------------------

template <typename I>
__device__ Count chunks_of(const I* row_ptr, Count r) {
  const Count len = row_ptr[r + 1] - row_ptr[r];
  return len > kChunk ? (len + kChunk - 1) / kChunk : 1;
}

template <typename I>
__global__ void count_chunks(const I* row_ptr, Count nrows, Count* item_first) {
  const Count r = global_thread();
  if (r < nrows) item_first[r] = chunks_of(row_ptr, r);
}

template <typename I>
__global__ void list_chunks(const I* row_ptr, Count nrows, const Count* item_first, I* item_row) {
  const Count r = global_thread();
  if (r >= nrows) return;
  for (Count i = item_first[r]; i < item_first[r + 1]; ++i) item_row[i] = static_cast<I>(r);
}

// Where chunk c of row r starts: the first run start at or after its
// nominal start (the row's end when none).
template <typename I>
__device__ Count chunk_start(const I* row_ptr, const I* col, Count r, Count c, Count width) {
  const Count begin = row_ptr[r], end = row_ptr[r + 1];
  Count p = begin + c * kChunk;
  if (c == 0 || p >= end) return p < end ? p : end;
  const Count panel_end = (col[p - 1] / width + 1) * width;  // columns ascend: one division
  while (p < end && col[p] < panel_end) ++p;
  return p;
}

// Row r's chunks: item_first[r] .. item_first[r+1]-1, item_row[i] their row.
struct Items {
  Count count = 0;
  Count* first = nullptr;  // nrows + 1
  void* row = nullptr;     // I[count]
};

template <typename I>
Items make_items(DeviceMemory& scratch, const I* row_ptr, Count nrows) {
  Items items;
  items.first = scratch.alloc<Count>(nrows + 1);
  check(cudaMemset(items.first + nrows, 0, sizeof(Count)), "cudaMemset");
  if (nrows > 0) count_chunks<<<blocks(nrows), kBlock>>>(row_ptr, nrows, items.first);
  check(cudaGetLastError(), "count_chunks");
  exclusive_sum(scratch, items.first, nrows + 1);
  items.count = to_host(items.first + nrows);
  I* row = scratch.alloc<I>(items.count);
  if (nrows > 0) list_chunks<<<blocks(nrows), kBlock>>>(row_ptr, nrows, items.first, row);
  check(cudaGetLastError(), "list_chunks");
  items.row = row;
  return items;
}

// Calls run(panel, begin, end) for each run of chunk i (row_segments.cpp's
// for_each_run over the chunk's part of the row).
template <typename I, typename Run>
__device__ void for_each_run_of_chunk(const I* row_ptr, const I* col, const Count* item_first, const I* item_row,
                                      Count i, Count width, Run run) {
  const Count r = item_row[i];
  const Count c = i - item_first[r];
  const Count end = chunk_start(row_ptr, col, r, c + 1, width);
  for (Count p = chunk_start(row_ptr, col, r, c, width); p < end;) {
    const Count panel = col[p] / width;  // one division per run, as on the host
    const Count panel_end = (panel + 1) * width;
    Count q = p + 1;
    while (q < end && col[q] < panel_end) ++q;
    run(panel, static_cast<I>(p), static_cast<I>(q));
    p = q;
  }
}

// ---- step 1: run lengths and the tree's distance bins ----------------------

// runs[len] += the runs of len entries, and (unless null) distance[b] += the
// adjacent pairs of a row in distance bin b: a block's counts in shared
// memory, then added to the totals.
template <typename I>
__global__ void count_runs(const I* row_ptr, const I* col, const Count* item_first, const I* item_row, Count nitems,
                           Count width, unsigned long long* runs, unsigned long long* distance) {
  extern __shared__ unsigned long long local[];  // width + 1 run lengths, then 6 distance bins
  unsigned long long* local_distance = local + width + 1;
  for (Count i = threadIdx.x; i < width + 1 + 6; i += blockDim.x) local[i] = 0;
  __syncthreads();
  const Count i = global_thread();
  if (i < nitems) {
    const Count row_begin = row_ptr[item_row[i]];
    for_each_run_of_chunk(row_ptr, col, item_first, item_row, i, width, [&](Count, I b, I e) {
      atomicAdd(&local[e - b], 1ULL);
      if (distance)
        for (I p = b; p < e; ++p)
          if (p > row_begin) atomicAdd(&local_distance[distance_bin(col[p] - col[p - 1])], 1ULL);
    });
  }
  __syncthreads();
  for (Count j = threadIdx.x; j <= width; j += blockDim.x)
    if (local[j] != 0) atomicAdd(&runs[j], local[j]);
  if (distance)
    for (Count j = threadIdx.x; j < 6; j += blockDim.x)
      if (local_distance[j] != 0) atomicAdd(&distance[j], local_distance[j]);
}

// The run-length histogram (runs[len], len 0..width) and, when asked, the
// distance bins of `a`, counted on the device.
template <typename V, typename I>
std::vector<std::int64_t> count_on_device(const DeviceCsr<V, I>& a, const Items& items, Count width,
                                          std::array<std::int64_t, 6>* bins) {
  DeviceMemory scratch;
  auto* counts = scratch.zeros<unsigned long long>(width + 1 + 6);
  if (items.count > 0)
    count_runs<<<blocks(items.count), kBlock, static_cast<std::size_t>(width + 1 + 6) * sizeof(unsigned long long)>>>(
        a.row_ptr, a.col_idx, items.first, static_cast<const I*>(items.row), items.count, width, counts,
        bins ? counts + width + 1 : nullptr);
  check(cudaGetLastError(), "count_runs");
  std::vector<unsigned long long> host(static_cast<std::size_t>(width + 1 + 6));
  check(cudaMemcpy(host.data(), counts, host.size() * sizeof(unsigned long long), cudaMemcpyDeviceToHost),
        "cudaMemcpy (run lengths)");
  if (bins)
    for (std::size_t b = 0; b < 6; ++b) (*bins)[b] = static_cast<std::int64_t>(host[width + 1 + b]);
  return {host.begin(), host.begin() + width + 1};
}

// ---- step 2: parts per chunk and per row; the unit length ------------------

// Each chunk's light entries and heavy segments; each panel's segments.
template <typename I>
__global__ void count_parts(const I* row_ptr, const I* col, const Count* item_first, const I* item_row, Count nitems,
                            Count width, Count threshold, Count* item_light, Count* item_segs,
                            unsigned long long* panel_segs) {
  const Count i = global_thread();
  if (i >= nitems) return;
  Count light = 0, segs = 0;
  for_each_run_of_chunk(row_ptr, col, item_first, item_row, i, width, [&](Count panel, I b, I e) {
    if (e - b >= threshold) {
      ++segs;
      atomicAdd(&panel_segs[panel], 1ULL);
    } else {
      light += e - b;
    }
  });
  item_light[i] = light;
  item_segs[i] = segs;
}

// A row's light entries and segments: the differences of its chunks' places.
__global__ void row_totals(const Count* item_first, const Count* light_at, const Count* seg_at, Count nrows,
                           Count* row_light, Count* row_segs) {
  const Count r = global_thread();
  if (r >= nrows) return;
  row_light[r] = light_at[item_first[r + 1]] - light_at[item_first[r]];
  row_segs[r] = seg_at[item_first[r + 1]] - seg_at[item_first[r]];
}

// *total += the partial slots at unit length `unit_len`.
__global__ void count_slots(const Count* row_light, const Count* row_segs, Count nrows, Count unit_len,
                            unsigned long long* total) {
  using Reduce = cub::BlockReduce<Count, kBlock>;
  __shared__ typename Reduce::TempStorage temp;
  const Count r = global_thread();
  const Count mine = r < nrows ? split::row_slots(split::units_of(row_light[r], unit_len), row_segs[r]) : 0;
  const Count sum = Reduce(temp).Sum(mine);
  if (threadIdx.x == 0 && sum != 0) atomicAdd(total, static_cast<unsigned long long>(sum));
}

// ---- step 3: units, slots, light entries, segments in row order ------------

// Per row, what the scans place: its units, whether it has several parts, its slots.
__global__ void row_places(const Count* row_light, const Count* row_segs, Count nrows, Count unit_len,
                           Count* unit_base, Count* heavy_base, Count* slot_base) {
  const Count r = global_thread();
  if (r >= nrows) return;
  const Count units = split::units_of(row_light[r], unit_len);
  const Count slots = split::row_slots(units, row_segs[r]);
  unit_base[r] = units;
  heavy_base[r] = slots > 0 ? 1 : 0;
  slot_base[r] = slots;
}

template <typename I>
struct RowOutputs {
  I* unit_ptr;
  I* unit_row;
  I* unit_slot;
  I* row_heavy;
  I* heavy_slot;
};

// Each row's units, its slot range and whether it has several parts.
template <typename I>
__global__ void write_rows(Count nrows, Count unit_len, const Count* row_light, const Count* row_segs,
                           const Count* light_at, const Count* item_first, const Count* unit_base,
                           const Count* heavy_base, const Count* slot_base, RowOutputs<I> out) {
  const Count r = global_thread();
  if (r >= nrows) return;
  const Count light = row_light[r];
  const Count units = split::units_of(light, unit_len);
  const bool several = split::row_slots(units, row_segs[r]) > 0;
  const Count first_slot = slot_base[r], first_light = light_at[item_first[r]];
  for (Count u = 0; u < units; ++u) {
    out.unit_ptr[unit_base[r] + u + 1] = static_cast<I>(first_light + split::unit_end(light, u, units));
    out.unit_row[unit_base[r] + u] = static_cast<I>(r);
    out.unit_slot[unit_base[r] + u] = several ? static_cast<I>(first_slot + u) : static_cast<I>(-1);
  }
  out.row_heavy[r] = several ? static_cast<I>(heavy_base[r]) : static_cast<I>(-1);
  if (several) out.heavy_slot[heavy_base[r] + 1] = static_cast<I>(first_slot + units + row_segs[r]);
}

template <typename I>
using Key = std::make_unsigned_t<I>;

// Segments in row order, before the sort by panel.
template <typename I>
struct RowOrderSegments {
  Key<I>* panel;
  I* id;
  I* row;
  I* slot;
  I* start;
  I* len;
};

// Each chunk's light entries, and its heavy segments listed (in row order) for the sort.
template <typename V, typename I>
__global__ void write_chunks(const I* row_ptr, const I* col, const V* val, const Count* item_first, const I* item_row,
                             Count nitems, Count width, Count threshold, Count unit_len, const Count* row_light,
                             const Count* light_at, const Count* seg_at, const Count* slot_base, I* light_col,
                             V* light_val, RowOrderSegments<I> segs) {
  const Count i = global_thread();
  if (i >= nitems) return;
  const Count r = item_row[i];
  Count at_light = light_at[i];
  Count s = seg_at[i];
  // A heavy segment's slot: after the row's light units and its earlier segments.
  Count slot = slot_base[r] + split::units_of(row_light[r], unit_len) + (s - seg_at[item_first[r]]);
  for_each_run_of_chunk(row_ptr, col, item_first, item_row, i, width, [&](Count panel, I b, I e) {
    if (e - b < threshold) {
      for (I p = b; p < e; ++p, ++at_light) {
        light_col[at_light] = col[p];
        light_val[at_light] = val[p];
      }
      return;
    }
    segs.panel[s] = static_cast<Key<I>>(panel);
    segs.id[s] = static_cast<I>(s);
    segs.row[s] = static_cast<I>(r);
    segs.slot[s] = static_cast<I>(slot++);
    segs.start[s] = b;
    segs.len[s] = e - b;
    ++s;
  });
}

// ---- step 4: segments panel by panel ----------------------------------------

// Segment s of the panel order takes its row-order record; its length goes
// to seg_ptr for the scan.
template <typename I>
__global__ void place_segments(const I* order, Count nsegs, RowOrderSegments<I> segs, I* seg_row, I* seg_slot,
                               I* seg_ptr, I* seg_start) {
  const Count s = global_thread();
  if (s >= nsegs) return;
  const I o = order[s];
  seg_row[s] = segs.row[o];
  seg_slot[s] = segs.slot[o];
  seg_ptr[s] = segs.len[o];
  seg_start[s] = segs.start[o];
}

template <typename V, typename I>
__global__ void copy_heavy(const I* col, const V* val, Count nsegs, Count width, const Key<I>* panel,
                           const I* seg_ptr, const I* seg_start, std::uint8_t* heavy_col, V* heavy_val) {
  const Count s = global_thread();
  if (s >= nsegs) return;
  const Count base = static_cast<Count>(panel[s]) * width;
  const I from = seg_start[s];
  for (I at = seg_ptr[s]; at < seg_ptr[s + 1]; ++at) {
    const I p = from + (at - seg_ptr[s]);
    heavy_col[at] = static_cast<std::uint8_t>(col[p] - base);
    heavy_val[at] = val[p];
  }
}

// Bits that hold a panel number below npanels (the radix sort looks at no others).
int bits_for(Count npanels) {
  int bits = 1;
  while (bits < 63 && (Count{1} << bits) < npanels) ++bits;
  return bits;
}

// ---- step 5: pieces ----------------------------------------------------------

template <typename I>
__global__ void count_pieces(const I* seg_ptr, const Count* panel_first, Count npanels, Count piece_len,
                             Count* pieces) {
  const Count p = global_thread();
  if (p >= npanels) return;
  Count n = 0;
  split::cut_pieces(seg_ptr, panel_first[p], panel_first[p + 1], piece_len, [&](Count) { ++n; });
  pieces[p] = n;
}

template <typename I>
__global__ void write_pieces(const I* seg_ptr, const Count* panel_first, Count npanels, Count piece_len,
                             const Count* piece_base, I* piece_seg, I* piece_panel) {
  const Count p = global_thread();
  if (p >= npanels) return;
  Count at = piece_base[p];
  split::cut_pieces(seg_ptr, panel_first[p], panel_first[p + 1], piece_len, [&](Count end) {
    piece_seg[at + 1] = static_cast<I>(end);
    piece_panel[at] = static_cast<I>(p);
    ++at;
  });
}

}  // namespace

template <SupportedValue V, SupportedIndex I>
DeviceRowSegments<V, I> DeviceRowSegments<V, I>::build(const DeviceCsr<V, I>& a, std::int64_t width,
                                                       std::int64_t threshold, std::int64_t piece_len,
                                                       std::int64_t light_len) {
  DeviceRowSegments out;
  SplitSummary& sum = out.summary;
  sum.piece_len = check_split_args(width, threshold, piece_len, light_len);
  sum.width = width;
  const Count nrows = a.nrows;
  const Count nnz = a.nnz;
  const Count npanels = (static_cast<Count>(a.ncols) + width - 1) / width;
  const unsigned row_blocks = blocks(nrows);
  DeviceMemory scratch;  // freed on return
  auto memory = std::make_shared<DeviceMemory>();
  const Items items = make_items(scratch, a.row_ptr, nrows);
  const auto* item_row = static_cast<const I*>(items.row);
  const Count nitems = items.count;

  // 1. The threshold under the memory cap.
  const Count max_slots = split::max_slots(nrows);
  sum.threshold = split::capped_threshold(count_on_device(a, items, width, nullptr).data(), width, threshold, max_slots);

  // 2. Parts per chunk, placed by scans over the chunks; per row their totals.
  auto* light_at = scratch.zeros<Count>(nitems + 1);  // per chunk: its light entries, then (scanned) its first
  auto* seg_at = scratch.zeros<Count>(nitems + 1);    // ... its segments, then its first (row order)
  auto* panel_first = scratch.zeros<Count>(npanels + 1);  // per panel: its segments, then its first
  if (nitems > 0)
    count_parts<<<blocks(nitems), kBlock>>>(a.row_ptr, a.col_idx, items.first, item_row, nitems, width,
                                                sum.threshold, light_at, seg_at,
                                                reinterpret_cast<unsigned long long*>(panel_first));
  check(cudaGetLastError(), "count_parts");
  exclusive_sum(scratch, light_at, nitems + 1);
  exclusive_sum(scratch, seg_at, nitems + 1);
  auto* row_light = scratch.alloc<Count>(nrows);
  auto* row_segs = scratch.alloc<Count>(nrows);
  if (row_blocks > 0) row_totals<<<row_blocks, kBlock>>>(items.first, light_at, seg_at, nrows, row_light, row_segs);
  check(cudaGetLastError(), "row_totals");
  auto* slot_total = scratch.alloc<unsigned long long>(1);
  auto slots_at = [&](std::int64_t len) -> std::int64_t {
    if (row_blocks == 0) return 0;
    check(cudaMemset(slot_total, 0, sizeof(unsigned long long)), "cudaMemset");
    count_slots<<<row_blocks, kBlock>>>(row_light, row_segs, nrows, len, slot_total);
    check(cudaGetLastError(), "count_slots");
    return static_cast<std::int64_t>(to_host(slot_total));
  };
  sum.light_len = split::capped_unit_len(light_len > 0 ? light_len : default_light_len(nnz, nrows), nnz, max_slots,
                                         slots_at);

  // 3. Units and slots placed by scans over the rows; rows and chunks written.
  auto* unit_base = scratch.zeros<Count>(nrows + 1);
  auto* heavy_base = scratch.zeros<Count>(nrows + 1);
  auto* slot_base = scratch.zeros<Count>(nrows + 1);
  if (row_blocks > 0)
    row_places<<<row_blocks, kBlock>>>(row_light, row_segs, nrows, sum.light_len, unit_base, heavy_base, slot_base);
  check(cudaGetLastError(), "row_places");
  for (Count* base : {unit_base, heavy_base, slot_base}) exclusive_sum(scratch, base, nrows + 1);
  sum.nunits = to_host(unit_base + nrows);
  sum.nheavy = to_host(heavy_base + nrows);
  sum.nslots = to_host(slot_base + nrows);
  const Count nlight = to_host(light_at + nitems);
  sum.nsegments = to_host(seg_at + nitems);
  check_split_fits<I>(sum.nunits, "light units");
  check_split_fits<I>(sum.nsegments + sum.nslots, "heavy segments and slots");

  RowOutputs<I> rows{memory->zeros<I>(sum.nunits + 1), memory->alloc<I>(sum.nunits), memory->alloc<I>(sum.nunits),
                     memory->alloc<I>(nrows), memory->zeros<I>(sum.nheavy + 1)};
  if (row_blocks > 0)
    write_rows<<<row_blocks, kBlock>>>(nrows, sum.light_len, row_light, row_segs, light_at, items.first, unit_base,
                                       heavy_base, slot_base, rows);
  check(cudaGetLastError(), "write_rows");
  I* light_col = memory->alloc<I>(nlight);
  V* light_val = memory->alloc<V>(nlight);
  const Count nsegs = sum.nsegments;
  RowOrderSegments<I> segs{scratch.alloc<Key<I>>(nsegs), scratch.alloc<I>(nsegs), scratch.alloc<I>(nsegs),
                           scratch.alloc<I>(nsegs),      scratch.alloc<I>(nsegs), scratch.alloc<I>(nsegs)};
  if (nitems > 0)
    write_chunks<<<blocks(nitems), kBlock>>>(a.row_ptr, a.col_idx, a.values, items.first, item_row, nitems, width,
                                                 sum.threshold, sum.light_len, row_light, light_at, seg_at, slot_base,
                                                 light_col, light_val, segs);
  check(cudaGetLastError(), "write_chunks");

  // 4. Segments panel by panel (a stable sort keeps rows ascending), seg_ptr, heavy entries.
  auto* panel = scratch.alloc<Key<I>>(nsegs);
  auto* order = scratch.alloc<I>(nsegs);
  if (nsegs > 0) {
    std::size_t bytes = 0;
    check(cub::DeviceRadixSort::SortPairs(nullptr, bytes, segs.panel, panel, segs.id, order, nsegs, 0,
                                          bits_for(npanels)),
          "cub::DeviceRadixSort (size)");
    void* temp = scratch.alloc<char>(static_cast<Count>(bytes));
    check(cub::DeviceRadixSort::SortPairs(temp, bytes, segs.panel, panel, segs.id, order, nsegs, 0,
                                          bits_for(npanels)),
          "cub::DeviceRadixSort");
  }
  I* seg_row = memory->alloc<I>(nsegs);
  I* seg_slot = memory->alloc<I>(nsegs);
  I* seg_ptr = memory->zeros<I>(nsegs + 1);
  I* seg_start = scratch.alloc<I>(nsegs);
  if (nsegs > 0)
    place_segments<<<blocks(nsegs), kBlock>>>(order, nsegs, segs, seg_row, seg_slot, seg_ptr, seg_start);
  check(cudaGetLastError(), "place_segments");
  exclusive_sum(scratch, seg_ptr, nsegs + 1);
  sum.heavy_entries = static_cast<std::int64_t>(to_host(seg_ptr + nsegs));
  auto* heavy_col = memory->alloc<std::uint8_t>(sum.heavy_entries);
  V* heavy_val = memory->alloc<V>(sum.heavy_entries);
  if (nsegs > 0)
    copy_heavy<<<blocks(nsegs), kBlock>>>(a.col_idx, a.values, nsegs, width, panel, seg_ptr, seg_start, heavy_col,
                                              heavy_val);
  check(cudaGetLastError(), "copy_heavy");

  // 5. Pieces: each panel's segments cut by piece_len.
  exclusive_sum(scratch, panel_first, npanels + 1);
  auto* piece_base = scratch.zeros<Count>(npanels + 1);
  if (npanels > 0)
    count_pieces<<<blocks(npanels), kBlock>>>(seg_ptr, panel_first, npanels, sum.piece_len, piece_base);
  check(cudaGetLastError(), "count_pieces");
  exclusive_sum(scratch, piece_base, npanels + 1);
  sum.npieces = to_host(piece_base + npanels);
  I* piece_seg = memory->zeros<I>(sum.npieces + 1);
  I* piece_panel = memory->alloc<I>(sum.npieces);
  if (npanels > 0)
    write_pieces<<<blocks(npanels), kBlock>>>(seg_ptr, panel_first, npanels, sum.piece_len, piece_base,
                                                  piece_seg, piece_panel);
  check(cudaGetLastError(), "write_pieces");
  check(cudaDeviceSynchronize(), "the conversion's kernels");

  auto array = [](const char* name, const void* data, Count count, std::size_t element_bytes) {
    return StoredArray{name, data, static_cast<std::size_t>(count), element_bytes, true};
  };
  out.arrays = {array("unit_ptr", rows.unit_ptr, sum.nunits + 1, sizeof(I)),
                array("unit_row", rows.unit_row, sum.nunits, sizeof(I)),
                array("unit_slot", rows.unit_slot, sum.nunits, sizeof(I)),
                array("light_col", light_col, nlight, sizeof(I)),
                array("light_val", light_val, nlight, sizeof(V)),
                array("row_heavy", rows.row_heavy, nrows, sizeof(I)),
                array("heavy_slot", rows.heavy_slot, sum.nheavy + 1, sizeof(I)),
                array("piece_seg", piece_seg, sum.npieces + 1, sizeof(I)),
                array("piece_panel", piece_panel, sum.npieces, sizeof(I)),
                array("seg_row", seg_row, nsegs, sizeof(I)),
                array("seg_slot", seg_slot, nsegs, sizeof(I)),
                array("seg_ptr", seg_ptr, nsegs + 1, sizeof(I)),
                array("heavy_col", heavy_col, sum.heavy_entries, 1),
                array("heavy_val", heavy_val, sum.heavy_entries, sizeof(V))};
  out.memory = std::move(memory);
  return out;
}

template <SupportedValue V, SupportedIndex I>
HeavyFeatures heavy_features_on_device(const DeviceCsr<V, I>& a, std::int64_t width, std::int64_t k,
                                       const DistanceBins* distance_bins) {
  (void)check_split_args(width, 1, 0, 0);  // the host's error for a width outside 1..256
  DeviceMemory scratch;
  const Items items = make_items(scratch, a.row_ptr, a.nrows);
  DistanceBins bins = distance_bins ? *distance_bins : DistanceBins{};
  const std::vector<std::int64_t> runs = count_on_device(a, items, width, distance_bins ? nullptr : &bins);
  return heavy_features_from_counts(bins, runs, a.nnz, a.nrows, k);
}

#define SPGEN_INSTANTIATE(V, I)                                                                    \
  template struct DeviceRowSegments<V, I>;                                                         \
  template HeavyFeatures heavy_features_on_device(const DeviceCsr<V, I>&, std::int64_t, std::int64_t,      \
                                                  const DistanceBins*);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::formats
