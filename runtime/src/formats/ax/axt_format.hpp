// The descriptor the four AXT variants share (ax_layout.hpp has the layout):
// each variant's directory registers AxtFormat with its name, its mode and
// its rule. CUDA instances cut the fill sequence into fixed chunks (a warp's
// columns, a block's slots or a tile, per the kernel) and get the split-row
// arrays and workspaces; AVX-512 instances get units of whole rows and tiles.
#pragma once

#include <algorithm>
#include <bit>
#include <memory>
#include <string>
#include <string_view>

#include "formats/ax/ax_layout.hpp"
#include "formats/format.hpp"
#include "formats/rule_support.hpp"
#if SPGEN_HAVE_DEVICE_CONVERSION
#include "formats/ax/cuda/ax_device.hpp"
#endif

namespace spgen::formats {

/// What distinguishes one AXT variant: its registered name and mode, and
/// when its rule times it.
struct AxtVariant {
  std::string_view name;
  AxMode mode;
  // The rule times the variant where the longest row is at least this many
  // times the mean and this long (0: never; the variant runs when named).
  double min_max_over_mean = 0.0;
  std::int64_t min_max_row = 0;
};

/// Fill positions per CPU unit, at least: a unit is whole rows and tiles.
inline constexpr std::int64_t kAxCpuUnitSlots = 4096;

/// The tile geometry of `e` for a matrix (CUDA chunks per its kernel).
inline AxShape axt_shape(const KernelEntry& e, AxMode mode) {
  AxShape s;
  s.mode = mode;
  s.thw = e.param("tile_half_width");
  s.th = e.param_or("tile_height", 1);  // AXTCH1 on CUDA fixes it in its kernel
  s.bs = mode == AxMode::com && s.th == 1 ? e.param_or("block_size", 512) : 0;
  if (e.backend == Backend::cuda) {
    if (mode == AxMode::unc) s.chunk_slots = 32 * e.param("steps") * s.th;  // a warp's columns
    else if (s.th == 1) s.chunk_slots = s.bs;                                // a block's slots
    else s.chunk_slots = s.tile();                                           // a warp's tile
  } else {
    s.unit_slots = kAxCpuUnitSlots;
  }
  return s;
}

template <SupportedValue V, SupportedIndex I, const AxtVariant& kVariant>
class AxtFormat final : public Format<V, I> {
 public:
  static constexpr std::string_view kName = kVariant.name;
  AxtFormat()
      : Format<V, I>(kName, {.ops = {Op::spmv},
                             .permutes_rows = false,
                             .work_unit = "tiles",
                             .converts_on_device = SPGEN_HAVE_DEVICE_CONVERSION != 0}) {}

  [[nodiscard]] Storage<V, I> convert(std::shared_ptr<const Csr<V, I>> a, const KernelEntry& e,
                                      const ParamMap&) const override {
    const AxShape shape = axt_shape(e, kVariant.mode);
    auto m = std::make_shared<AxLayout<V, I>>(AxLayout<V, I>::build(a->view(), shape, kName));
    const bool unc = kVariant.mode == AxMode::unc;
    std::vector<StoredArray> arrays = {stored("ax", m->ax), stored("ax_col", m->ax_col),
                                       stored("unit_ptr", m->unit_ptr),
                                       unc ? stored("seg_row", m->seg_row) : stored("hdr", m->hdr)};
    if (shape.chunk_slots > 0)
      arrays.insert(arrays.end(), {stored("row_split", m->row_split), stored("split_first_chunk", m->split_first_chunk),
                                   stored("split_piece_ptr", m->split_piece_ptr)});
    Storage<V, I> out = storage_of(a->nrows, a->ncols, a->nnz(), shape, m->fill, std::move(arrays),
                                   static_cast<std::size_t>(m->split_piece_ptr.back()));
    if (shape.chunk_slots == 0) {
      out.unit_ptr = m->unit_ptr;
      out.rows_per_unit = std::max<std::int64_t>(1, a->nrows / std::max<std::int64_t>(1, out.units()));
    }
    out.owner = std::move(m);
    return out;
  }

#if SPGEN_HAVE_DEVICE_CONVERSION
  // The CUDA instances' layout built on the GPU (cuda/ax_device.cu).
  [[nodiscard]] Storage<V, I> convert_on_device(const DeviceCsr<V, I>& d, const KernelEntry& e,
                                                const ParamMap&) const override {
    if (e.backend != Backend::cuda) throw Error(std::string(e.name) + ": AXT converts on the device for CUDA instances");
    const AxShape shape = axt_shape(e, kVariant.mode);
    auto m = DeviceAxLayout<V, I>::build(d, shape, kName);
    std::vector<StoredArray> arrays = {m.ax, m.ax_col, m.unit_ptr, kVariant.mode == AxMode::unc ? m.seg_row : m.hdr};
    if (shape.chunk_slots > 0) arrays.insert(arrays.end(), {m.row_split, m.split_first_chunk, m.split_piece_ptr});
    Storage<V, I> out = storage_of(d.nrows, d.ncols, static_cast<std::size_t>(d.nnz), shape, m.fill,
                                   std::move(arrays), static_cast<std::size_t>(m.pieces));
    out.owner = std::move(m.memory);
    return out;
  }
#endif

  // Timed against the other candidates where a few rows are far longer than
  // the rest (power-law graphs): the tiles spread a long row over many warps.
  [[nodiscard]] std::vector<Proposal> propose(const SelectionInput<V, I>& in) const override {
    const Features& f = in.features;
    if (in.instances.empty() || f.nnz == 0) return {};
    const double ratio = static_cast<double>(f.max_row) / std::max(f.mean_row, 1e-9);
    if (kVariant.min_max_over_mean <= 0.0)
      return {note(std::string(kName) + ": runs when named (no rule times it)")};
    if (ratio < kVariant.min_max_over_mean || f.max_row < kVariant.min_max_row)
      return {note(std::string(kName) + ": longest row " + std::to_string(f.max_row) + " = " + fmt2(ratio) +
                   " x the mean; considered from " + fmt2(kVariant.min_max_over_mean) + " x and " +
                   std::to_string(kVariant.min_max_row) + " entries")};
    const KernelEntry* pick = in.instances.front();
    if (const std::string overflow = header_overflow<I>(f.nrows, axt_shape(*pick, kVariant.mode), kName);
        !overflow.empty())
      return {note(overflow)};
    // Slots hold a value, its x copy (read and rewritten) and a column; plus the header or row arrays.
    const double bytes = static_cast<double>(f.nnz) * (3.0 * sizeof(V) + 2.0 * sizeof(I)) + vector_bytes<V>(f);
    return {{.entry = pick, .params = {}, .rank = 2, .timed = true,
             .reason = std::string(kName) + " (longest row " + fmt2(ratio) + " x the mean)", .bytes = bytes}};
  }

 private:
  // What both conversions give besides the arrays' owner (and on the host
  // the CPU units): arrays ax, ax_col, unit_ptr, seg_row (UNC) or hdr (COM),
  // and with CUDA chunks row_split, split_first_chunk, split_piece_ptr, whose
  // last entry is `pieces`.
  static Storage<V, I> storage_of(I nrows, I ncols, std::size_t nnz, const AxShape& shape, std::int64_t fill,
                                  std::vector<StoredArray> arrays, std::size_t pieces) {
    Storage<V, I> out;
    out.arrays = std::move(arrays);
    const auto count = [&out](std::string_view name) {
      const StoredArray* a = out.find(name);
      return a == nullptr ? std::size_t{0} : a->count;
    };
    const auto nsplit = static_cast<std::int64_t>(count("split_first_chunk"));
    const std::int64_t chunks = shape.chunk_slots > 0 ? (fill + shape.chunk_slots - 1) / shape.chunk_slots : 0;
    out.scalars = {{"nrows", nrows},
                   {"ncols", ncols},
                   {"nslots", static_cast<std::int64_t>(count("ax_col"))},
                   {"ntiles", fill / shape.tile()},
                   {"ngranules", static_cast<std::int64_t>(count("seg_row"))},
                   {"nchunks", chunks},
                   {"nsplit", nsplit},
                   {"nunits", static_cast<std::int64_t>(count("unit_ptr")) - 1},
                   {"segment_shift", shape.mode == AxMode::com ? std::countr_zero(static_cast<std::uint64_t>(
                                                                     shape.segment_block()))
                                                               : 0}};
    if (shape.chunk_slots > 0) {
      out.workspace_counts = {{"partial", pieces}, {"arrivals", static_cast<std::size_t>(nsplit)}};
      out.work_items = chunks;
    }
    out.stored_bytes = count("ax") * sizeof(V) + count("ax_col") * sizeof(I) +
                       (count("seg_row") + count("hdr") + count("row_split")) * sizeof(I);
    out.occupancy = fill == 0 ? 1.0 : static_cast<double>(nnz) / static_cast<double>(fill);
    out.details = "tiles=" + std::to_string(fill / shape.tile()) + " split_rows=" + std::to_string(nsplit);
    return out;
  }
};

}  // namespace spgen::formats
