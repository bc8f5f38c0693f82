// Column panels as a registered format: Aᵀ·X on CUDA and AVX-512 without
// materialising Aᵀ and without floating-point atomics (col_panels.hpp, the conversion;
// templates/cuda/colpanel_spmm_t.cu, the kernel). Its rule: want_shape(k)
// below; deterministic instances unless the caller allows atomics
// (SpmmOptions::deterministic = false).
#include <algorithm>
#include <span>
#include <string>
#include <tuple>

#include "formats/colpanel/col_panels.hpp"
#include "formats/format.hpp"
#include "formats/rule_support.hpp"
#include "formats/spmm_k.hpp"
#if SPGEN_HAVE_DEVICE_CONVERSION
#include "formats/colpanel/cuda/col_panels_device.hpp"
#endif

namespace spgen::formats {

namespace {

constexpr ConversionParam kParams[] = {
    {"k", "the most columns of X and Y a product takes (SpMM plans set their k): sizes split panels' partial tiles"},
    {"piece_len", "the most entries of one piece of a panel; 0 (default) picks the shortest power of two >= 2048 whose "
                  "split panels' pieces number at most the panels"},
};

// The lanes per entry l and columns per lane cf for k: a chunk of l*cf
// columns, the power of two >= k from 4 up to 128 (A is read once per
// chunk). Below 32 columns as many lanes as the chunk, so 32/l entries run
// per step; from 32 on a whole warp per entry, cf = chunk/32. Measured on the
// H100 (bench/results/gpu-2026-11-27-spmm-t, poisson3d:128, every shape
// shipped): k = 8, l8 cf1 0.97 ms against l4 cf1 1.38 and l8 cf2 2.09 (f64);
// k = 32, l32 cf1 2.63 ms against l8 cf4 3.57 and l16 cf2 3.71 (f64), 1.90
// against 2.67 and 2.42 (f32); k = 128, l32 cf4 11.2 against l8 cf4 15.0.
// The shipped instances are the shapes run there (chunks of 4, 8, 32, 128);
// other k take the nearest, fewer passes first (k = 9..16: l32 cf1, one pass).
struct Shape {
  int lanes, cols_per_lane;
};
Shape want_shape(std::int64_t k) {
  int chunk = 4;
  while (chunk < k && chunk < 128) chunk *= 2;
  return chunk >= 32 ? Shape{32, chunk / 32} : Shape{chunk, 1};
}

template <SupportedValue V, SupportedIndex I>
class ColpanelFormat final : public Format<V, I> {
 public:
  static constexpr std::string_view kName = "colpanel";
  ColpanelFormat()
      : Format<V, I>(kName,
                     {.ops = {Op::spmm_t},
                      .permutes_rows = false,
                      .work_unit = "pieces",
                      .converts_on_device = SPGEN_HAVE_DEVICE_CONVERSION != 0},
                     kParams) {}

  void check_params(const ParamMap& params, const KernelEntry& e) const override {
    Format<V, I>::check_params(params, e);
    check_spmm_k(params, e);
    if (auto it = params.find("piece_len"); it != params.end() && it->second < 0)
      throw Error(std::string(e.name) + ": piece_len = " + std::to_string(it->second) + "; it must be >= 0");
  }

  [[nodiscard]] Storage<V, I> convert(std::shared_ptr<const Csr<V, I>> a, const KernelEntry& e,
                                      const ParamMap& params) const override {
    check_params(params, e);
    auto p = std::make_shared<const ColPanels<V, I>>(ColPanels<V, I>::from_csr(
        a->view(), e.param("panel_width"), piece_len_of(params), !atomic(e)));
    Storage<V, I> out = storage_of(
        e, params, a->ncols, {p->npanels(), p->npieces(), p->piece_len, p->split_panels, p->split_pieces},
        {stored("panel_piece", p->panel_piece), stored("panel_slot", p->panel_slot), stored("panel_ptr", p->panel_ptr),
         stored("piece_ptr", p->piece_ptr), stored("piece_panel", p->piece_panel), stored("ent_row", p->ent_row),
         stored("ent_col", p->ent_col), stored("values", p->values)});
    const bool cpu = e.backend == Backend::avx512;
    out.unit_ptr = cpu ? std::span<const I>(p->panel_ptr) : std::span<const I>(p->piece_ptr);
    out.owner = keep_alive(std::move(p), std::move(a));
    return out;
  }

#if SPGEN_HAVE_DEVICE_CONVERSION
  // The CUDA instances' panels built on the GPU (cuda/col_panels_device.cu).
  [[nodiscard]] Storage<V, I> convert_on_device(const DeviceCsr<V, I>& d, const KernelEntry& e,
                                                const ParamMap& params) const override {
    if (e.backend != Backend::cuda)
      throw Error(std::string(e.name) + ": column panels convert on the device for CUDA instances");
    check_params(params, e);
    auto p = DeviceColPanels<V, I>::build(d, e.param("panel_width"), piece_len_of(params), !atomic(e));
    Storage<V, I> out = storage_of(e, params, d.ncols,
                                   {p.npanels, p.npieces, p.piece_len, p.split_panels, p.split_pieces},
                                   std::move(p.arrays));
    out.owner = std::move(p.memory);
    return out;
  }
#endif

  [[nodiscard]] std::vector<Proposal> propose(const SelectionInput<V, I>&) const override { return {}; }

  // Aᵀ·X: the mode the caller asked for; the shape nearest want_shape(k),
  // then the fewest passes over A, then panels nearest 32 columns, then the
  // fewer warps per block. On an H200 (bench/results/gpu-2026-11-28-piece-len/,
  // rmat:22:16 and the stencils at k = 4, 8, 32), W 64 ran 9-76% slower than
  // W 32 and W 16 within 3% of it; 2 warps per block ran 0-3% faster than 4 on
  // the stencils and 4-10% on rmat:22:16 (a block's tiles are held until its
  // longest piece ends).
  [[nodiscard]] std::vector<Proposal> propose_spmm(const SelectionInput<V, I>& in) const override {
    if (in.backend == Backend::avx512) return propose_cpu(in);
    const KernelEntry* best = nullptr;
    const Shape want = want_shape(in.k);
    auto score = [&](const KernelEntry* e) {
      return std::tuple(log2_distance(e->param("lanes_per_entry"), want.lanes) +
                            log2_distance(e->param("cols_per_lane"), want.cols_per_lane),
                        spmm_passes(in.k, e->param("lanes_per_entry"), e->param("cols_per_lane")),
                        log2_distance(e->param("panel_width"), 32), e->param("warps_per_block"));
    };
    for (const auto* e : in.instances)
      if ((e->param("atomic") == 0) == in.deterministic && (!best || score(e) < score(best))) best = e;
    if (!best)
      return {note(std::string("column panels: no ") + (in.deterministic ? "deterministic" : "atomic") +
                   " instance for these types")};
    const std::int64_t passes = spmm_passes(in.k, best->param("lanes_per_entry"), best->param("cols_per_lane"));
    const double bytes =
        static_cast<double>(in.features.nnz) * static_cast<double>(sizeof(I) + 1 + sizeof(V)) *
            static_cast<double>(passes) +
        static_cast<double>(in.features.nrows + in.features.ncols) * sizeof(V) * static_cast<double>(in.k);
    return {{.entry = best,
             .params = {{"k", in.k}},
             .rank = 2,
             .timed = false,
             .reason = std::string("Aᵀ·X on column panels of ") + std::to_string(best->param("panel_width")) +
                       ", " + std::to_string(32 / best->param("lanes_per_entry")) + " entries per step, " +
                       std::to_string(best->param("lanes_per_entry") * best->param("cols_per_lane")) +
                       " columns of k per pass, " +
                       (in.deterministic ? "deterministic" : "atomic"),
             .bytes = bytes}};
  }

  // AVX-512: the fewest vectors covering k (at most 4), then the wider panel
  // (fewer panels re-reading an X row). Always deterministic.
  [[nodiscard]] std::vector<Proposal> propose_cpu(const SelectionInput<V, I>& in) const {
    if (in.instances.empty()) return {};
    constexpr std::int64_t kLanes = 64 / sizeof(V);
    const int want_kv = static_cast<int>(std::clamp<std::int64_t>((in.k + kLanes - 1) / kLanes, 1, 4));
    auto score = [&](const KernelEntry* e) {
      return std::tuple(log2_distance(e->param("k_vectors"), want_kv), -e->param("panel_width"));
    };
    const KernelEntry* best = nullptr;
    for (const auto* e : in.instances)
      if (!best || score(e) < score(best)) best = e;
    const double bytes = static_cast<double>(in.features.nnz) * static_cast<double>(sizeof(I) + 1 + sizeof(V)) +
                         static_cast<double>(in.features.nrows + in.features.ncols) * sizeof(V) * static_cast<double>(in.k);
    return {{.entry = best,
             .params = {{"k", in.k}},
             .rank = 2,
             .timed = false,
             .reason = "AVX-512 Aᵀ·X on column panels of " + std::to_string(best->param("panel_width")) + ", " +
                       std::to_string(best->param("k_vectors")) + " vectors of k per pass, deterministic",
             .bytes = bytes}};
  }

  // The plan's k, and (CUDA) pieces short enough that the standard test
  // matrices split panels (the partial tiles and the arrival count are exercised).
  [[nodiscard]] std::vector<ParamMap> test_params(const Csr<V, I>&, const KernelEntry& e) const override {
    if (e.backend == Backend::avx512) return {{{"k", 128}}};  // whole panels: pieces do not matter there
    return {{{"k", 128}}, {{"k", 128}, {"piece_len", 3}}};
  }

 private:
  static bool atomic(const KernelEntry& e) { return e.param_or("atomic", 0) != 0; }  // AVX-512: none split
  static std::int64_t piece_len_of(const ParamMap& params) {
    const auto it = params.find("piece_len");
    return it == params.end() ? 0 : it->second;
  }

  struct Counts {
    std::int64_t panels, pieces, piece_len, split_panels, split_pieces;
  };
  // What both conversions give besides the arrays' owner (and on the host
  // the CPU partition's offsets): arrays panel_piece, panel_slot, panel_ptr,
  // piece_ptr, piece_panel, ent_row, ent_col, values.
  static Storage<V, I> storage_of(const KernelEntry& e, const ParamMap& params, I ncols, const Counts& c,
                                  std::vector<StoredArray> arrays) {
    const std::int64_t k = spmm_k(params, e), width = e.param("panel_width");
    const auto tiles = static_cast<std::size_t>(atomic(e) ? c.split_panels : c.split_pieces);
    const std::size_t tile_values = static_cast<std::size_t>(width) * static_cast<std::size_t>(k);
    Storage<V, I> out;
    out.arrays = std::move(arrays);
    const auto count = [&out](std::string_view name) { return out.find(name)->count; };
    out.scalars = {{"ncols", ncols}, {"npieces", c.pieces}};
    out.workspace_counts = {{"partial", atomic(e) ? 0 : tiles * tile_values},
                            {"partial_sum", atomic(e) ? tiles * tile_values : 0},
                            {"arrivals", static_cast<std::size_t>(c.panels)}};
    // CUDA: a warp per piece. CPU: a thread's range of whole panels, each
    // writing its W rows of Y.
    const bool cpu = e.backend == Backend::avx512;
    out.work_items = cpu ? c.panels : c.pieces;
    out.rows_per_unit = cpu ? width : 1;
    const std::size_t index = cpu ? count("panel_ptr")
                                  : count("panel_piece") + count("panel_slot") + count("piece_ptr") +
                                        count("piece_panel");
    out.stored_bytes = index * sizeof(I) + count("values") * (sizeof(I) + 1 + sizeof(V));
    out.details = "panels=" + std::to_string(c.panels) +
                  (cpu ? std::string()
                       : " pieces=" + std::to_string(c.pieces) + " piece_len=" + std::to_string(c.piece_len) +
                             " split_panels=" + std::to_string(c.split_panels)) +
                  (atomic(e) ? " atomic" : " deterministic");
    return out;
  }
};

}  // namespace

SPGEN_REGISTER_FORMAT(colpanel, ColpanelFormat)

}  // namespace spgen::formats
