// Column panels on the GPU (col_panels_device.hpp):
//  * each entry's panel (its column / W) sorted with the entries' positions
//    by CUB's radix sort, which is stable: a panel's entries keep CSR order,
//    as the host's counting sort leaves them;
//  * a thread per panel: its first entry by binary search over the sorted
//    panels, its count, and (piece_len 0) its pieces under each candidate
//    length, summed for the host's pick; then its pieces, and whether it is
//    split, numbered by prefix sums in panel order;
//  * a thread per piece: its panel by binary search, its first entry;
//  * a thread per sorted entry: its row by binary search over the row
//    pointers, its column in the panel, its value.
// What comes back to the host: the candidate lengths' sums (piece_len 0) and
// the three totals.
#include <cuda_runtime.h>

#include <array>
#include <cub/device/device_radix_sort.cuh>
#include <limits>
#include <string>
#include <type_traits>

#include "backends/cuda/kernel_preload.hpp"
#include "formats/colpanel/col_panels.hpp"
#include "formats/colpanel/cuda/col_panels_device.hpp"
#include "formats/device_array.hpp"
#include "formats/device_scan.cuh"

SPGEN_PRELOAD_THIS_MODULE()

namespace spgen::formats {

namespace {

using namespace kernels;
constexpr const char* kFormat = "colpanel";
void check(cudaError_t status, const char* what) { check_on_device(status, kFormat, what); }

template <typename I, typename Key>
__global__ void panel_keys(const I* __restrict__ col, Count nnz, Count width, Key* __restrict__ key,
                           I* __restrict__ entry) {
  const Count j = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (j >= nnz) return;
  key[j] = static_cast<Key>(col[j] / width);
  entry[j] = static_cast<I>(j);
}

// panel_ptr[p] for p <= npanels: the sorted entries before panel p.
template <typename I, typename Key>
__global__ void panel_starts(const Key* __restrict__ sorted, Count nnz, Count npanels,
                             I* __restrict__ panel_ptr) {
  const Count p = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (p > npanels) return;
  panel_ptr[p] = static_cast<I>(p == 0 ? 0 : owner_of(sorted, nnz, p - 1));
}

// Per candidate length i, the pieces of the panels longer than it.
template <typename I>
__global__ void candidate_pieces(const I* __restrict__ panel_ptr, Count npanels,
                                 unsigned long long* __restrict__ split) {
  const Count p = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (p >= npanels) return;
  const Count c = panel_ptr[p + 1] - panel_ptr[p];
  for (int i = 0; i < kAutoPieceLens && c > auto_piece_len_candidate(i); ++i)
    atomicAdd(&split[i],
              static_cast<unsigned long long>(pieces_of(c, auto_piece_len_candidate(i))));
}

// Per panel: its pieces m, whether it is split, the pieces if it is.
template <typename I>
__global__ void pieces_per_panel(const I* __restrict__ panel_ptr, Count npanels, Count piece_len,
                                 Count* __restrict__ piece_ends, Count* __restrict__ split_ends,
                                 Count* __restrict__ split_piece_ends) {
  const Count p = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (p >= npanels) return;
  const Count m = pieces_of(panel_ptr[p + 1] - panel_ptr[p], piece_len);
  piece_ends[p] = m;
  split_ends[p] = m > 1 ? 1 : 0;
  split_piece_ends[p] = m > 1 ? m : 0;
}

template <typename I>
__global__ void place_panels(Count npanels, const Count* __restrict__ piece_ends,
                             const Count* __restrict__ split_ends,
                             const Count* __restrict__ split_piece_ends, bool slot_per_piece,
                             I* __restrict__ panel_piece, I* __restrict__ panel_slot) {
  const Count p = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (p >= npanels) return;
  const Count m = piece_ends[p] - (p > 0 ? piece_ends[p - 1] : 0);
  panel_piece[p] = static_cast<I>(piece_ends[p] - m);
  if (p == npanels - 1) panel_piece[npanels] = static_cast<I>(piece_ends[p]);
  panel_slot[p] =
      m < 2 ? I(0) : static_cast<I>(slot_per_piece ? split_piece_ends[p] - m : split_ends[p] - 1);
}

template <typename I>
__global__ void place_pieces(const I* __restrict__ panel_ptr, Count npanels, Count npieces,
                             const Count* __restrict__ piece_ends, I* __restrict__ piece_ptr,
                             I* __restrict__ piece_panel) {
  const Count piece = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (piece >= npieces) return;
  const Count p = owner_of(piece_ends, npanels, piece);
  const Count first = p > 0 ? piece_ends[p - 1] : 0, m = piece_ends[p] - first;
  const Count begin = panel_ptr[p], count = panel_ptr[p + 1] - begin;
  piece_ptr[piece] = static_cast<I>(begin + count * (piece - first) / m);
  piece_panel[piece] = static_cast<I>(p);
}

template <typename V, typename I>
__global__ void place_entries(const I* __restrict__ row_ptr, const I* __restrict__ col,
                              const V* __restrict__ val, Count nrows, Count nnz, Count width,
                              const I* __restrict__ entry, I* __restrict__ ent_row,
                              std::uint8_t* __restrict__ ent_col, V* __restrict__ values) {
  const Count at = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (at >= nnz) return;
  const Count src = entry[at];
  ent_row[at] = static_cast<I>(owner_of(row_ptr + 1, nrows, src));
  ent_col[at] = static_cast<std::uint8_t>(col[src] % width);
  values[at] = val[src];
}

}  // namespace

template <SupportedValue V, SupportedIndex I>
DeviceColPanels<V, I> DeviceColPanels<V, I>::build(const DeviceCsr<V, I>& a, std::int64_t width,
                                                   std::int64_t piece_len, bool slot_per_piece) {
  check_col_panel_args(width, piece_len);
  using Key = std::make_unsigned_t<I>;
  const Count nnz = a.nnz, n = a.nrows;
  DeviceColPanels out;
  out.npanels = (static_cast<Count>(a.ncols) + width - 1) / width;
  const Count npanels = out.npanels;
  const auto bytes = [](Count count, std::size_t element) {
    return static_cast<std::size_t>(count) * element;
  };

  KeptArrays kept(kFormat);
  auto* const panel_piece = kept.append<I>(out.arrays, "panel_piece", npanels + 1);
  auto* const panel_slot = kept.append<I>(out.arrays, "panel_slot", npanels);
  auto* const panel_ptr = kept.append<I>(out.arrays, "panel_ptr", npanels + 1);

  // The entries' panels sorted, with the positions they came from.
  ScratchArray keys(bytes(2 * nnz, sizeof(Key)), kFormat),
      entries(bytes(2 * nnz, sizeof(I)), kFormat);
  auto* const key_in = static_cast<Key*>(keys.ptr);
  auto* const key_out = key_in + nnz;
  auto* const entry_in = static_cast<I*>(entries.ptr);
  auto* const entry_out = entry_in + nnz;
  if (nnz > 0) {
    panel_keys<I, Key><<<blocks(nnz), kBlock>>>(a.col_idx, nnz, width, key_in, entry_in);
    check(cudaGetLastError(), "panel_keys");
    int key_bits = 1;
    while (key_bits < static_cast<int>(sizeof(Key) * 8) && (Count{1} << key_bits) < npanels)
      ++key_bits;
    std::size_t temp_bytes = 0;
    const auto sort = [&](void* temp) {
      return cub::DeviceRadixSort::SortPairs(temp, temp_bytes, key_in, key_out, entry_in, entry_out,
                                             nnz, 0, key_bits);
    };
    check(sort(nullptr), "cub::DeviceRadixSort (size)");
    ScratchArray temp(temp_bytes, kFormat);
    check(sort(temp.ptr), "cub::DeviceRadixSort");
  }
  panel_starts<I, Key><<<blocks(npanels + 1), kBlock>>>(key_out, nnz, npanels, panel_ptr);
  check(cudaGetLastError(), "panel_starts");

  out.piece_len = piece_len;
  if (piece_len == 0) {
    ScratchArray sums(kAutoPieceLens * sizeof(unsigned long long), kFormat);
    auto* const split = static_cast<unsigned long long*>(sums.ptr);
    check(cudaMemset(split, 0, kAutoPieceLens * sizeof(unsigned long long)), "cudaMemset");
    if (npanels > 0) {
      candidate_pieces<I><<<blocks(npanels), kBlock>>>(panel_ptr, npanels, split);
      check(cudaGetLastError(), "candidate_pieces");
    }
    std::array<unsigned long long, kAutoPieceLens> host{};
    check(cudaMemcpy(host.data(), split, sizeof host, cudaMemcpyDeviceToHost),
          "cudaMemcpy (candidate lengths)");
    std::array<std::int64_t, kAutoPieceLens> counts{};
    for (int i = 0; i < kAutoPieceLens; ++i) counts[i] = static_cast<std::int64_t>(host[i]);
    out.piece_len = pick_auto_piece_len(counts, npanels);
  }

  // Pieces and partial-tile slots, panel by panel.
  ScratchArray ends(bytes(3 * npanels, sizeof(Count)), kFormat);
  auto* const piece_ends = static_cast<Count*>(ends.ptr);
  auto* const split_ends = piece_ends + npanels;
  auto* const split_piece_ends = split_ends + npanels;
  if (npanels > 0) {
    pieces_per_panel<I><<<blocks(npanels), kBlock>>>(panel_ptr, npanels, out.piece_len, piece_ends,
                                                     split_ends, split_piece_ends);
    check(cudaGetLastError(), "pieces_per_panel");
  }
  out.npieces = device_inclusive_sum_total<Count>(piece_ends, npanels, kFormat);
  if (out.npieces >= static_cast<Count>(std::numeric_limits<I>::max()))
    throw NotApplicable("column panels: " + std::to_string(out.npieces) + " pieces do not fit " +
                        type_tag<I>() + " indices");
  out.split_panels = device_inclusive_sum_total<Count>(split_ends, npanels, kFormat);
  out.split_pieces = device_inclusive_sum_total<Count>(split_piece_ends, npanels, kFormat);
  auto* const piece_ptr = kept.append<I>(out.arrays, "piece_ptr", out.npieces + 1);
  auto* const piece_panel = kept.append<I>(out.arrays, "piece_panel", out.npieces);
  check(cudaMemset(panel_piece, 0, sizeof(I)), "cudaMemset");  // all of it when there are no panels
  const I total = static_cast<I>(nnz);
  check(cudaMemcpy(piece_ptr + out.npieces, &total, sizeof(I), cudaMemcpyHostToDevice),
        "cudaMemcpy");
  if (npanels > 0) {
    place_panels<I><<<blocks(npanels), kBlock>>>(npanels, piece_ends, split_ends, split_piece_ends,
                                                 slot_per_piece, panel_piece, panel_slot);
    check(cudaGetLastError(), "place_panels");
  }
  if (out.npieces > 0) {
    place_pieces<I><<<blocks(out.npieces), kBlock>>>(panel_ptr, npanels, out.npieces, piece_ends,
                                                     piece_ptr, piece_panel);
    check(cudaGetLastError(), "place_pieces");
  }

  auto* const ent_row = kept.append<I>(out.arrays, "ent_row", nnz);
  auto* const ent_col = kept.append<std::uint8_t>(out.arrays, "ent_col", nnz);
  auto* const values = kept.append<V>(out.arrays, "values", nnz);
  if (nnz > 0) {
    place_entries<V, I><<<blocks(nnz), kBlock>>>(a.row_ptr, a.col_idx, a.values, n, nnz, width,
                                                 entry_out, ent_row, ent_col, values);
    check(cudaGetLastError(), "place_entries");
  }
  check(cudaDeviceSynchronize(), "place_entries");
  out.memory = std::move(kept.memory);
  return out;
}

#define SPGEN_INSTANTIATE(V, I) template struct DeviceColPanels<V, I>;
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::formats
