// CSR-Stream as a registered format: conversion to spgen::Csrstream (a tile
// index over the CSR's unchanged arrays), its conversion parameters piece_len
// and reduce_steps, and its part of the CUDA rule.
#include <limits>

#include "formats/format.hpp"

#if SPGEN_HAVE_DEVICE_CONVERSION
#include "formats/csrstream/cuda/csrstream_device.hpp"
#endif
#include "spgen/core/error.hpp"
#include "spgen/formats/csrstream.hpp"

namespace spgen::formats {

namespace {

// CSR-Stream tiles of 128-thread blocks: a block streams 128·s entries per
// chunk, so small matrices finish in about one wave of blocks, and a long row
// gets a block of its own (split across blocks beyond four tiles) instead of
// serialising a warp (email-enron, rajat01, groebner: 0.46–0.63 of cuSPARSE's
// time where CSR-vector took 0.8–1.0). s grows with nnz to keep the tile count
// near a thousand: 2 up to 256,000 entries, 4 up to 512,000, 8 beyond.
constexpr int kBlock = 128;
constexpr std::int64_t kTargetTiles = 1000;
// Up to this many nonzeros a product is launch-bound (a few microseconds,
// within about a microsecond of an empty kernel on an H200), the rule's guess
// is weakest (the fastest instance moves between runs) and timing costs
// little: the pick is timed against the tile shapes (and the row-segment
// instances, rowseg's rule) that won such matrices most often in the H200
// runs (bench/results/gpu-2026-11-22-run13; run11-12 in git history, 6fb1d82).
constexpr std::int64_t kTimedMaxNnz = 1'000'000;
struct Shape {
  int block_threads, steps;
};
constexpr Shape kSmallShapes[] = {{128, 2}, {128, 4}, {128, 8}, {256, 2}, {256, 4}};
// Beyond 1M nonzeros the pick is timed against its neighbours in tile length
// and block size: they share the CSR arrays on the device (only the tile
// index differs), so timing costs a few products each. The tile length that
// wins moves with the row-length spread (rmat:22:16: b128 s4 1.02-1.03x
// cuSPARSE against the rule's s8 0.93x; bcsstk32: b256 s8 1.8-1.9x against
// 1.75x; runs 12-18).
constexpr Shape kLargeShapes[] = {{128, 4}, {128, 8}, {256, 4}, {256, 8}};

constexpr ConversionParam kParams[] = {
    {"piece_len", "a row longer than a tile stays whole up to this many entries, longer ones are cut into pieces of it (a multiple of the tile length; default 4 tiles)"},
    {"reduce_steps", "a tile of whole rows is closed before one of its rows takes more serial additions than this (0: no bound; default 4 * steps)"},
};

template <SupportedValue V, SupportedIndex I>
class CsrstreamFormat final : public Format<V, I> {
 public:
  static constexpr std::string_view kName = "csrstream";
  CsrstreamFormat()
      : Format<V, I>(kName,
                     {.ops = {Op::spmv},
                      .permutes_rows = false,
                      .work_unit = "tiles",
                      .converts_on_device = SPGEN_HAVE_DEVICE_CONVERSION != 0,
                      .device_conversion_for_device_matrices = true,
                      // the rule's pick below 4M entries, the model's on 29 of 34
                      // shared (matrix, type) pairs (bench/results/gpu-2026-11-30-first-plan-model/)
                      .preload_with_context = true},
                     kParams) {}

  // The runtime's tiling (measured against other choices on an H200:
  // bench/results/gpu_rule_calibration.md).
  [[nodiscard]] ParamMap default_params(const Csr<V, I>&, const KernelEntry& e) const override {
    const I steps = static_cast<I>(e.param("steps"));
    return {{"piece_len", csrstream_piece_len(tile_len(e))}, {"reduce_steps", csrstream_reduce_steps(steps)}};
  }

  void check_params(const ParamMap& params, const KernelEntry& e) const override {
    Format<V, I>::check_params(params, e);
    const auto bad = [&](const char* name, std::int64_t v, const std::string& domain) {
      throw Error(std::string(e.name) + ": CSR-Stream parameter " + name + " = " + std::to_string(v) +
                  " outside its domain: " + domain);
    };
    if (auto it = params.find("piece_len"); it != params.end())
      if (it->second < tile_len(e) || it->second % tile_len(e) != 0 || it->second > std::numeric_limits<I>::max())
        bad("piece_len", it->second, "a multiple of the tile length " + std::to_string(tile_len(e)));
    if (auto it = params.find("reduce_steps"); it != params.end())
      if (it->second < 0 || it->second > 1'000'000) bad("reduce_steps", it->second, "0 to 1000000");
  }

  [[nodiscard]] std::string storage_key(const KernelEntry& e, const ParamMap& params) const override {
    return "b=" + std::to_string(e.param("block_threads")) + " s=" + std::to_string(e.param("steps")) + " " +
           to_string(params);
  }

  [[nodiscard]] Storage<V, I> convert(std::shared_ptr<const Csr<V, I>> a, const KernelEntry& e,
                                      const ParamMap& given) const override {
    const ParamMap params = with_defaults(e, given);
    // A tile holds at most b * s entries (the kernel's shared buffer) and b rows.
    const auto t = std::make_shared<const Csrstream<V, I>>(
        Csrstream<V, I>::from_csr(a->view(), tile_len(e), static_cast<I>(e.param("block_threads")),
                                  static_cast<I>(params.at("piece_len")), static_cast<I>(params.at("reduce_steps"))));
    Storage<V, I> out = storage_of(*t, e, {stored("tile_ptr", t->tile_ptr), stored("tile_row", t->tile_row),
                                           stored("tile_long", t->tile_long),
                                           stored("long_first_tile", t->long_first_tile),
                                           stored("row_ptr", a->row_ptr), stored("col_idx", a->col_idx),
                                           stored("values", a->values)});
    out.owner = keep_alive(t, std::move(a));
    return out;
  }

#if SPGEN_HAVE_DEVICE_CONVERSION
  // The same tiles from a CSR in device memory (cuda/csrstream_device.cu):
  // only its row pointers come to the host.
  [[nodiscard]] Storage<V, I> convert_on_device(const DeviceCsr<V, I>& d, const KernelEntry& e,
                                                const ParamMap& given) const override {
    const ParamMap params = with_defaults(e, given);
    auto s = std::make_shared<const DeviceCsrstream<V, I>>(DeviceCsrstream<V, I>::build(
        d, tile_len(e), static_cast<I>(e.param("block_threads")), static_cast<I>(params.at("piece_len")),
        static_cast<I>(params.at("reduce_steps"))));
    Storage<V, I> out = storage_of(s->tiles, e, s->arrays);
    out.owner = std::move(s);
    return out;
  }
#endif

  [[nodiscard]] std::vector<Proposal> propose(const SelectionInput<V, I>& in) const override {
    if (in.backend != Backend::cuda || in.instances.empty()) return {};
    const Features& f = in.features;
    int want_s = 8;
    for (const int s : {2, 4})
      if (f.nnz <= kTargetTiles * kBlock * s) {
        want_s = s;
        break;
      }
    const KernelEntry* pick = find(in.instances, kBlock, want_s);
    if (!pick) return {};
    const bool small = f.nnz <= kTimedMaxNnz;
    // The tile index (three indices per tile) over the CSR's arrays.
    const auto bytes = [&](int tile_len) {
      return csr_bytes<V, I>(f) + 3.0 * sizeof(I) * (static_cast<double>(f.nnz) / tile_len + 1) + vector_bytes<V>(f);
    };
    std::vector<Proposal> out;
    // Every parameter named, so a plan-cache record is complete: a warm plan
    // then needs no matrix to fill defaults in (a device matrix's host copy).
    out.push_back({.entry = pick,
                   .params = with_defaults(*pick, {}),
                   .rank = 1,
                   .timed = true,
                   .reason = "CSR-Stream" + std::string(f.nnz < 4'000'000 ? " (nnz " + std::to_string(f.nnz) +
                                                                                  " < 4M: launch-bound)"
                                                                            : "") +
                             ", tiles of " + std::to_string(kBlock * want_s) + " entries",
                   .bytes = bytes(kBlock * want_s)});
    for (const auto& s : small ? std::span<const Shape>(kSmallShapes) : std::span<const Shape>(kLargeShapes))
      if (const KernelEntry* e = find(in.instances, s.block_threads, s.steps); e && e != pick)
        out.push_back({.entry = e, .params = with_defaults(*e, {}), .rank = 2, .timed = true, .reason = "CSR-Stream",
                        .bytes = bytes(s.block_threads * s.steps)});
    return out;
  }

  // Every long row split into tile_len pieces (the combine path), then the
  // runtime's tiling (long rows whole up to piece_len, bounded reduction).
  [[nodiscard]] std::vector<ParamMap> test_params(const Csr<V, I>& a, const KernelEntry& e) const override {
    return {{{"piece_len", tile_len(e)}, {"reduce_steps", 0}}, default_params(a, e)};
  }

 private:
  ParamMap with_defaults(const KernelEntry& e, const ParamMap& given) const {
    ParamMap params = default_params(Csr<V, I>{}, e);  // the defaults depend on the instance alone
    for (const auto& [k, v] : given) params[k] = v;
    return params;
  }

  // What both conversions give besides the arrays: tile counts, workspaces, bytes.
  static Storage<V, I> storage_of(const Csrstream<V, I>& t, const KernelEntry& e, std::vector<StoredArray> arrays) {
    Storage<V, I> out;
    out.arrays = std::move(arrays);
    out.scalars = {{"ntiles", t.ntiles()}, {"piece_len", t.piece_len}};
    // A partial-sum slot per tile (long-row pieces use theirs); an arrival
    // count per split row.
    out.workspace_counts = {{"partial", static_cast<std::size_t>(t.ntiles())},
                            {"arrivals", static_cast<std::size_t>(t.nlong())}};
    out.work_items = t.ntiles();
    out.unit_ptr = t.tile_ptr;
    out.stored_bytes = t.index_bytes() + (static_cast<std::size_t>(t.nrows) + 1) * sizeof(I) + t.nnz * (sizeof(I) + sizeof(V));
    out.details = "tile_len=" + std::to_string(tile_len(e)) + " piece_len=" + std::to_string(t.piece_len) +
                  " tiles=" + std::to_string(t.ntiles()) + " split_rows=" + std::to_string(t.nlong());
    return out;
  }

  static I tile_len(const KernelEntry& e) { return static_cast<I>(e.param("block_threads") * e.param("steps")); }
  static const KernelEntry* find(std::span<const KernelEntry* const> pool, int b, int s) {
    for (const auto* e : pool)
      if (e->param("block_threads") == b && e->param("steps") == s) return e;
    return nullptr;
  }
};

}  // namespace

SPGEN_REGISTER_FORMAT(csrstream, CsrstreamFormat)

}  // namespace spgen::formats
