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
  AxtFormat() : Format<V, I>(kName, {.ops = {Op::spmv}, .permutes_rows = false, .work_unit = "tiles"}) {}

  [[nodiscard]] Storage<V, I> convert(std::shared_ptr<const Csr<V, I>> a, const KernelEntry& e,
                                      const ParamMap&) const override {
    const AxShape shape = axt_shape(e, kVariant.mode);
    auto m = std::make_shared<AxLayout<V, I>>(AxLayout<V, I>::build(a->view(), shape, kName));
    Storage<V, I> out;
    out.arrays = {stored("ax", m->ax), stored("ax_col", m->ax_col), stored("unit_ptr", m->unit_ptr)};
    if (kVariant.mode == AxMode::unc) out.arrays.push_back(stored("seg_row", m->seg_row));
    else out.arrays.push_back(stored("hdr", m->hdr));
    const std::int64_t chunks = shape.chunk_slots > 0 ? (m->fill + shape.chunk_slots - 1) / shape.chunk_slots : 0;
    out.scalars = {{"nrows", a->nrows},
                   {"ncols", a->ncols},
                   {"nslots", m->slots()},
                   {"ntiles", m->fill / shape.tile()},
                   {"ngranules", static_cast<std::int64_t>(m->seg_row.size())},
                   {"nchunks", chunks},
                   {"nsplit", m->nsplit()},
                   {"nunits", static_cast<std::int64_t>(m->unit_ptr.size()) - 1},
                   {"segment_shift", shape.mode == AxMode::com ? std::countr_zero(static_cast<std::uint64_t>(
                                                                     shape.segment_block()))
                                                               : 0}};
    if (shape.chunk_slots > 0) {
      out.arrays.push_back(stored("row_split", m->row_split));
      out.arrays.push_back(stored("split_first_chunk", m->split_first_chunk));
      out.arrays.push_back(stored("split_piece_ptr", m->split_piece_ptr));
      out.workspace_counts = {{"partial", static_cast<std::size_t>(m->split_piece_ptr.back())},
                              {"arrivals", static_cast<std::size_t>(m->nsplit())}};
      out.work_items = chunks;
    } else {
      out.unit_ptr = m->unit_ptr;
      out.rows_per_unit = std::max<std::int64_t>(1, a->nrows / std::max<std::int64_t>(1, out.units()));
    }
    out.stored_bytes = m->ax.size() * sizeof(V) + m->ax_col.size() * sizeof(I) +
                       (m->seg_row.size() + m->hdr.size() + m->row_split.size()) * sizeof(I);
    out.occupancy = m->fill == 0 ? 1.0 : static_cast<double>(a->nnz()) / static_cast<double>(m->fill);
    out.details = "tiles=" + std::to_string(m->fill / shape.tile()) + " split_rows=" + std::to_string(m->nsplit());
    out.owner = std::move(m);
    return out;
  }

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

};

}  // namespace spgen::formats
