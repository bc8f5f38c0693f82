// HYB as a registered format (specs/formats/hyb.yaml): ELL of width K for
// every row plus the entries past K as COO, keyed by split row. K is the
// conversion parameter `width`; by default the classic rule (Bell & Garland;
// CUSP's hyb conversion): the largest width that at least max(4096, rows/3)
// rows reach.
#include <algorithm>
#include <functional>
#include <limits>
#include <vector>

#include "formats/format.hpp"
#include "formats/padded_rows.hpp"
#include "formats/rule_support.hpp"
#include "spgen/core/error.hpp"
#if SPGEN_HAVE_DEVICE_CONVERSION
#include "formats/hyb/cuda/hyb_device.hpp"
#endif

namespace spgen::formats {

namespace {

constexpr ConversionParam kHybParams[] = {
    {"width", "ELL part's width K: entries past it go to the COO part (default: the rule, see hyb.yaml)"}};

// CUDA geometry (hyb_spmv.cu): 256-thread blocks, a warp per COO chunk.
constexpr std::int64_t kBlock = 256;
constexpr std::int64_t kWarps = kBlock / 32;

template <SupportedValue V, SupportedIndex I>
struct Hyb {
  I width = 0;
  UninitializedVector<I> ell_col;
  UninitializedVector<V> ell_val;
  std::vector<I> ell_split;
  std::vector<I> coo_key, coo_col;
  std::vector<V> coo_val;
  std::vector<I> split_row, split_coo_ptr{0}, split_first_chunk, split_piece_ptr{0};
  std::int64_t nchunks = 0;

  // chunk_len > 0: CUDA chunks of that many COO entries (pieces per split row).
  static Hyb from_csr(const CsrView<V, I>& a, std::int64_t width, std::int64_t chunk_len) {
    Hyb out;
    const std::int64_t n = a.nrows;
    std::int64_t overflow = 0;
    for (I r = 0; r < a.nrows; ++r) overflow += std::max<std::int64_t>(0, a.row_length(r) - width);
    require_index_fits<I>("HYB ELL part", width * n, chunk_len);
    require_index_fits<I>("HYB COO part", overflow, chunk_len);
    out.width = static_cast<I>(width);
    fill_padded_rows(a, width, 1, out.ell_col, out.ell_val);
    out.ell_split.assign(static_cast<std::size_t>(n), I(-1));
    for (std::int64_t r = 0; r < n; ++r) {
      const I begin = a.row_ptr[r], len = a.row_ptr[r + 1] - begin;
      if (len <= width) continue;
      const auto h = static_cast<I>(out.split_row.size());
      out.ell_split[static_cast<std::size_t>(r)] = h;
      out.split_row.push_back(static_cast<I>(r));
      for (std::int64_t k = begin + width; k < begin + len; ++k) {
        out.coo_key.push_back(h);
        out.coo_col.push_back(a.col_idx[k]);
        out.coo_val.push_back(a.values[k]);
      }
      out.split_coo_ptr.push_back(static_cast<I>(out.coo_key.size()));
    }
    if (chunk_len > 0) out.place_pieces(chunk_len);
    return out;
  }

  [[nodiscard]] I nsplit() const { return static_cast<I>(split_row.size()); }

 private:
  // A split row's pieces: its ELL part, then one per COO chunk its entries touch.
  void place_pieces(std::int64_t chunk_len) {
    nchunks = (static_cast<std::int64_t>(coo_key.size()) + chunk_len - 1) / chunk_len;
    for (std::size_t h = 0; h < split_row.size(); ++h) {
      const std::int64_t c0 = split_coo_ptr[h] / chunk_len, c1 = (split_coo_ptr[h + 1] - 1) / chunk_len;
      split_first_chunk.push_back(static_cast<I>(c0));
      split_piece_ptr.push_back(split_piece_ptr.back() + static_cast<I>(1 + c1 - c0 + 1));
    }
  }
};

template <SupportedValue V, SupportedIndex I>
class HybFormat final : public Format<V, I> {
 public:
  static constexpr std::string_view kName = "hyb";
  HybFormat()
      : Format<V, I>(kName,
                     {.ops = {Op::spmv},
                      .permutes_rows = false,
                      .work_unit = "rows",
                      .converts_on_device = SPGEN_HAVE_DEVICE_CONVERSION != 0},
                     kHybParams) {}

  // The classic rule: the largest K that at least max(4096, rows/3) rows reach.
  [[nodiscard]] ParamMap default_params(const Csr<V, I>& a, const KernelEntry&) const override {
    const std::int64_t width = rule_width(row_length_histogram(a.view()), a.nrows);
    return {{"width", width >= 0 ? width : long_rule_width(a)}};
  }

  /// The rule from a row-length histogram (the features'), which counts
  /// every length below RowLengthHistogram::kExact exactly: the width, or
  /// -1 where it is kExact or more (long_rule_width counts it then).
  static std::int64_t rule_width(const RowLengthHistogram& h, std::int64_t nrows) {
    const std::int64_t needed = rows_needed(nrows);
    std::int64_t reach = h.rows_reaching(static_cast<std::int64_t>(h.exact.size()));
    if (reach >= needed) return -1;
    for (auto k = static_cast<std::int64_t>(h.exact.size()) - 1; k >= 1; --k) {
      reach += h.exact[static_cast<std::size_t>(k)];
      if (reach >= needed) return k;
    }
    return 0;
  }

  /// The rule where enough rows are at least kExact long: the largest K
  /// that `needed` rows reach is the needed-th longest row's length.
  static std::int64_t long_rule_width(const Csr<V, I>& a) {
    std::vector<std::int64_t> lengths;
    for (I r = 0; r < a.nrows; ++r)
      if (const std::int64_t len = a.row_ptr[r + 1] - a.row_ptr[r]; len >= RowLengthHistogram::kExact)
        lengths.push_back(len);
    const auto nth = static_cast<std::ptrdiff_t>(rows_needed(a.nrows)) - 1;
    std::nth_element(lengths.begin(), lengths.begin() + nth, lengths.end(), std::greater<>());
    return lengths[static_cast<std::size_t>(nth)];
  }

  void check_params(const ParamMap& params, const KernelEntry& entry) const override {
    Format<V, I>::check_params(params, entry);
    if (const auto it = params.find("width"); it != params.end() && it->second < 0)
      throw Error(std::string(entry.name) + ": HYB width " + std::to_string(it->second) + " is negative");
  }

  [[nodiscard]] Storage<V, I> convert(std::shared_ptr<const Csr<V, I>> a, const KernelEntry& e,
                                      const ParamMap& params) const override {
    const auto it = params.find("width");
    const std::int64_t width = it != params.end() ? it->second : default_params(*a, e).at("width");
    const std::int64_t chunk_len = e.backend == Backend::cuda ? 32LL * e.param("steps") : 0;
    auto m = std::make_shared<const Hyb<V, I>>(Hyb<V, I>::from_csr(a->view(), width, chunk_len));
    Storage<V, I> out = storage_of(
        a->nrows, a->ncols, a->nnz(), width, m->nchunks,
        {stored("ell_col", m->ell_col), stored("ell_val", m->ell_val), stored("ell_split", m->ell_split),
         stored("coo_key", m->coo_key), stored("coo_col", m->coo_col), stored("coo_val", m->coo_val),
         stored("split_row", m->split_row), stored("split_coo_ptr", m->split_coo_ptr),
         stored("split_first_chunk", m->split_first_chunk), stored("split_piece_ptr", m->split_piece_ptr)},
        static_cast<std::size_t>(m->split_piece_ptr.back()));
    out.unit_ptr = a->row_ptr;  // threads are balanced by their rows' entries
    out.owner = keep_alive(std::move(m), std::move(a));
    return out;
  }

#if SPGEN_HAVE_DEVICE_CONVERSION
  // The CUDA instances' arrays built on the GPU (cuda/hyb_device.cu); the
  // width comes with the parameters (the rule's, a plan-cache record's, or
  // an override's filled in).
  [[nodiscard]] Storage<V, I> convert_on_device(const DeviceCsr<V, I>& d, const KernelEntry& e,
                                                const ParamMap& params) const override {
    if (e.backend != Backend::cuda) throw Error(std::string(e.name) + ": HYB converts on the device for CUDA instances");
    const auto it = params.find("width");
    if (it == params.end()) throw Error(std::string(e.name) + ": HYB's conversion on the device needs its width");
    auto m = DeviceHyb<V, I>::build(d, it->second, 32LL * e.param("steps"));
    Storage<V, I> out = storage_of(d.nrows, d.ncols, static_cast<std::size_t>(d.nnz), it->second, m.nchunks, m.arrays,
                                   static_cast<std::size_t>(m.pieces));
    out.owner = std::move(m.memory);
    return out;
  }
#endif

  // Timed against the other candidates where rows are mildly irregular (some
  // rows overflow the rule's width, whose ELL part holds most entries) and
  // the conversion is cheap next to the timing (nnz <= kTimedMaxNnz).
  [[nodiscard]] std::vector<Proposal> propose(const SelectionInput<V, I>& in) const override {
    const Features& f = in.features;
    if (in.instances.empty() || f.nnz == 0 || f.nnz > kTimedMaxNnz) return {};
    // From the features: a device matrix's row pointers stay there.
    const std::int64_t counted = rule_width(f.row_lengths, f.nrows);
    const ParamMap params = {{"width", counted >= 0 ? counted : long_rule_width(in.a())}};
    const std::int64_t width = params.at("width");
    const double ell_share = static_cast<double>(width) * static_cast<double>(f.nrows) / static_cast<double>(f.nnz);
    if (width == 0 || width >= f.max_row)
      return {note("HYB: the rule's width " + std::to_string(width) + " leaves " +
                   (width == 0 ? "everything to COO" : "nothing to COO"))};
    const KernelEntry* pick = in.instances.front();
    for (const auto* e : in.instances)
      if (e->param_or("steps", 8) == 8 && e->param_or("gather", 0) == 0) pick = e;
    const double bytes = static_cast<double>(f.nnz) * (sizeof(I) + sizeof(V)) * std::max(1.0, ell_share) +
                         static_cast<double>(f.nrows) * sizeof(I) + vector_bytes<V>(f);
    return {{.entry = pick, .params = params, .rank = 2, .timed = true,
             .reason = "HYB (ELL width " + std::to_string(width) + " by the rule)", .bytes = bytes}};
  }

  [[nodiscard]] std::vector<ParamMap> test_params(const Csr<V, I>& a, const KernelEntry& e) const override {
    // All COO, the rule, and half of the longest row (both parts busy).
    return {{{"width", 0}}, default_params(a, e), {{"width", longest_row(a) / 2}}};
  }

 private:
  static constexpr std::int64_t kTimedMaxNnz = 1'000'000;

  // The rows the width must reach: max(4096, a third of them).
  static std::int64_t rows_needed(std::int64_t nrows) { return std::max<std::int64_t>(4096, nrows / 3); }

  // What both conversions give besides the arrays' owner (and on the host
  // the CPU partition's entry offsets): arrays ell_col, ell_val, ell_split,
  // coo_key, coo_col, coo_val, split_row, split_coo_ptr, split_first_chunk,
  // split_piece_ptr; `pieces` is split_piece_ptr's last entry.
  static Storage<V, I> storage_of(I nrows, I ncols, std::size_t nnz, std::int64_t width, std::int64_t nchunks,
                                  std::vector<StoredArray> arrays, std::size_t pieces) {
    Storage<V, I> out;
    out.arrays = std::move(arrays);
    const auto count = [&out](std::string_view name) { return out.find(name)->count; };
    const std::size_t ell = count("ell_col"), coo = count("coo_key"), nsplit = count("split_row");
    const std::int64_t ell_blocks = (nrows + kBlock - 1) / kBlock;
    out.scalars = {{"nrows", nrows},
                   {"ncols", ncols},
                   {"width", width},
                   {"ell_blocks", ell_blocks},
                   {"nstored", static_cast<std::int64_t>(coo)},
                   {"nchunks", nchunks},
                   {"nsplit", static_cast<std::int64_t>(nsplit)}};
    out.workspace_counts = {{"partial", pieces}, {"arrivals", nsplit}};
    out.work_items = (ell_blocks + (nchunks + kWarps - 1) / kWarps) * kBlock;
    out.stored_bytes = ell * (sizeof(I) + sizeof(V)) + count("ell_split") * sizeof(I) +
                       coo * (2 * sizeof(I) + sizeof(V)) + 4 * nsplit * sizeof(I);
    out.occupancy = ell + coo == 0 ? 1.0 : static_cast<double>(nnz) / static_cast<double>(ell + coo);
    out.details = "width=" + std::to_string(width) + " coo_entries=" + std::to_string(coo) +
                  " split_rows=" + std::to_string(nsplit);
    return out;
  }

  static std::int64_t longest_row(const Csr<V, I>& a) {
    std::int64_t longest = 0;
    for (I r = 0; r < a.nrows; ++r) longest = std::max<std::int64_t>(longest, a.row_ptr[r + 1] - a.row_ptr[r]);
    return longest;
  }
};

}  // namespace

SPGEN_REGISTER_FORMAT(hyb, HybFormat)

}  // namespace spgen::formats
