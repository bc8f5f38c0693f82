// SELL-P / SELL-C-σ as a registered format: conversion to spgen::Sellp, σ (its
// conversion parameter), and its part of the rule on each backend.
#include <algorithm>
#include <array>
#include <bit>
#include <iterator>
#include <limits>
#include <map>
#include <optional>
#include <span>
#include <tuple>
#include <utility>

#include "formats/format.hpp"
#include "formats/rule_support.hpp"
#include "formats/sellp/row_order.hpp"
#include "formats/sellp/sellp_rule.hpp"
#include "spgen/core/error.hpp"
#include "spgen/formats/sellp.hpp"

#if SPGEN_HAVE_DEVICE_CONVERSION
#include "formats/sellp/cuda/sell_rows_device.hpp"
#include "formats/sellp/cuda/sellp_device.hpp"
#endif

namespace spgen::formats {

namespace {

std::span<const int> sigma_choices(Backend b) {
  return b == Backend::cuda ? std::span<const int>(kSellCudaSigmas) : std::span<const int>(kSellCpuSigmas);
}

// The multiple slice widths are padded to: SpMV splits a row's entries over
// its t lanes; SpMM's lanes run across k and each walks the whole row.
int padding_threads(const KernelEntry& e) { return e.op == Op::spmm ? 1 : threads_per_row(e); }
// SpMM on CUDA: SELL-P runs when its estimated occupancy is at least this
// (each padded entry costs k multiply-adds and a row of X).
constexpr double kCudaSpmmMinBeta = 0.9;

constexpr ConversionParam kParams[] = {
    {"sigma", "rows are sorted by length inside windows of sigma rows: 1 (no sorting) or a multiple of the slice height"},
};

template <SupportedValue V, SupportedIndex I>
class SellpFormat final : public Format<V, I> {
 public:
  static constexpr std::string_view kName = "sellp";
  SellpFormat()
      : Format<V, I>(kName,
                     {.ops = {Op::spmv, Op::spmm},
                      .permutes_rows = true,
                      .work_unit = "slices",
                      .converts_on_device = SPGEN_HAVE_DEVICE_CONVERSION != 0},
                     kParams) {}

  [[nodiscard]] ParamMap default_params(const Csr<V, I>& a, const KernelEntry& e) const override {
    return {{"sigma", pick_sigma(SellRows<I>(a.row_ptr), slice_height(e), padding_threads(e),
                                 sigma_choices(e.backend))
                          .first}};
  }

  void check_params(const ParamMap& params, const KernelEntry& e) const override {
    Format<V, I>::check_params(params, e);
    check_sigma(params, e, "SELL-P");
  }

  [[nodiscard]] std::string storage_key(const KernelEntry& e, const ParamMap& params) const override {
    return "b=" + std::to_string(slice_height(e)) + " t=" + std::to_string(padding_threads(e)) + " " +
           to_string(params);
  }

  [[nodiscard]] Storage<V, I> convert(std::shared_ptr<const Csr<V, I>> a, const KernelEntry& e,
                                      const ParamMap& params) const override {
    check_slice_per_block(e);
    const int b = slice_height(e);
    const auto it = params.find("sigma");
    const int sigma = it != params.end() ? static_cast<int>(it->second)
                                         : static_cast<int>(default_params(*a, e).at("sigma"));
    auto s = std::make_shared<const Sellp<V, I>>(
        Sellp<V, I>::from_csr(a->view(), SellpParams{b, padding_threads(e), sigma}));
    Storage<V, I> out = storage_of(a->nrows, a->nnz(), b, sigma,
                                   {stored("slice_ptr", s->slice_ptr), stored("col_idx", s->col_idx),
                                    stored("values", s->values), stored("row_perm", s->row_perm)});
    out.unit_ptr = s->slice_ptr;
    out.owner = std::move(s);
    return out;
  }

#if SPGEN_HAVE_DEVICE_CONVERSION
  // The same slices built on the GPU (cuda/sellp_device.cu); σ comes with the
  // parameters (the rule's, a plan-cache record's, or an override's filled in).
  [[nodiscard]] Storage<V, I> convert_on_device(const DeviceCsr<V, I>& d, const KernelEntry& e,
                                                const ParamMap& params) const override {
    check_slice_per_block(e);
    const int b = slice_height(e);
    const auto it = params.find("sigma");
    if (it == params.end()) throw Error(std::string(e.name) + ": SELL-P's conversion on the device needs sigma");
    const int sigma = static_cast<int>(it->second);
    auto s = std::make_shared<const DeviceSellp<V, I>>(
        DeviceSellp<V, I>::build(d, SellpParams{b, padding_threads(e), sigma}));
    Storage<V, I> out = storage_of(d.nrows, static_cast<std::size_t>(d.nnz), b, sigma, s->arrays);
    out.owner = std::move(s);
    return out;
  }
#endif

  [[nodiscard]] std::vector<Proposal> propose(const SelectionInput<V, I>& in) const override {
    if (in.instances.empty()) return {};
    return in.backend == Backend::cuda ? propose_cuda(in) : propose_cpu(in);
  }

  // SpMM (CUDA): the instance of t = 8 lanes across k (u = 2 in f64) whose
  // slice height gives the best estimated β; proposed over CSR when β >= 0.9.
  [[nodiscard]] std::vector<Proposal> propose_spmm(const SelectionInput<V, I>& in) const override {
    // AVX-512 SELL-C-σ SpMM (8 accumulator chains over 8/kv rows of a slice)
    // was no faster than CSR's register-blocked rows on the 2-core Xeon VM:
    // poisson3d:96 f64 3-6% faster (19.6 against 20.9 ms at k = 8, 47.0
    // against 48.0-51.2 at k = 32), rmat:17:16 within 3%, bcsstk32 at k = 32
    // up to 23% slower (3.29 against 2.67-3.17). The rule keeps CSR there;
    // the instances run by name.
    if (in.backend == Backend::avx512 && !in.instances.empty())
      return {note("SELL-C-σ AVX-512 SpMM: no faster than CSR's in the project's CPU measurements; CSR kept")};
    if (in.instances.empty() || in.backend != Backend::cuda || in.features.nnz == 0) return {};
    const KernelEntry* best = spmm_instance_for(in.instances, in.k, sizeof(V));
    const auto [sigma, beta] = pick_sigma(sell_rows(in), slice_height(*best), 1, kSellCudaSigmas);
    if (beta < kCudaSpmmMinBeta)
      return {note("SELL-P SpMM beta estimate " + fmt2(beta) + " < " + fmt2(kCudaSpmmMinBeta))};
    // The matrix once per pass over its rows, X and Y once.
    const double bytes = (product_bytes(in.features, slice_height(*best), beta) - vector_bytes<V>(in.features)) *
                             static_cast<double>(spmm_passes(in.k, spmm_chunk(*best), 1)) +
                         vector_bytes<V>(in.features) * static_cast<double>(in.k);
    return {{.entry = best,
             .params = {{"sigma", sigma}},
             .rank = 1,
             .timed = false,
             .reason = "SELL-P SpMM, estimated beta " + fmt2(beta) + " >= " + fmt2(kCudaSpmmMinBeta) + ", chunks of " +
                       std::to_string(spmm_chunk(*best)) + " columns of k = " + std::to_string(in.k),
             .bytes = bytes}};
  }

  [[nodiscard]] std::vector<ParamMap> test_params(const Csr<V, I>&, const KernelEntry& e) const override {
    return {{{"sigma", 1}}, {{"sigma", 8 * slice_height(e)}}};
  }

 private:
  // Stored entries nnz / β with their columns, slice offsets, the row
  // permutation, x and y.
  static double product_bytes(const Features& f, int b, double beta) {
    return static_cast<double>(f.nnz) / std::max(beta, 1e-9) * (sizeof(I) + sizeof(V)) +
           (static_cast<double>(f.nrows) / b + 1) * sizeof(I) + static_cast<double>(f.nrows) * sizeof(I) +
           vector_bytes<V>(f);
  }

  std::vector<Proposal> propose_cuda(const SelectionInput<V, I>& in) const {
    const Features& f = in.features;
    if (f.nnz < kSellCudaMinNnz) return {};
    const SliceChoice c = choose_cuda_slices(sell_rows(in), f.mean_row, sizeof(V), in.instances);
    if (!c.entry || c.beta < kSellCudaMinBeta)
      return {note("SELL-P beta estimate " + fmt2(c.beta) + " < " + fmt2(kSellCudaMinBeta))};
    const double bytes = product_bytes(f, slice_height(*c.entry), c.beta);
    if (auto why = long_row_note(f.max_row, threads_per_row(*c.entry), bytes); !why.empty())
      return {note("SELL-P: " + why)};
    const std::int64_t nslices = (f.nrows + slice_height(*c.entry) - 1) / slice_height(*c.entry);
    if (auto why = slice_floor_note(nslices, csr_bytes<V, I>(f) + vector_bytes<V>(f)); !why.empty())
      return {note("SELL-P: " + why)};
    return {{.entry = c.entry,
             .params = {{"sigma", c.sigma}},
             .rank = 0,
             .timed = false,
             .reason = "SELL-P, nnz " + std::to_string(f.nnz) + " >= 4M and estimated beta " + fmt2(c.beta) +
                       " >= " + fmt2(kSellCudaMinBeta) + " (mean row " + fmt2(f.mean_row) + ")",
             .bytes = bytes}};
  }

  // Which AVX-512 instance is fastest depends on the processor as much as on
  // the matrix (bench/results/cpu_targets.md), so every SELL-C-σ instance of
  // the lanes' slice height is timed when the estimated β makes SELL worth
  // converting to; it runs first when nothing is timed.
  std::vector<Proposal> propose_cpu(const SelectionInput<V, I>& in) const {
    if (in.features.nnz == 0) return {};
    const int b = slice_height(*in.instances.front());
    const auto [sigma, beta] = pick_sigma(SellRows<I>(in.a().row_ptr), b, 1, kSellCpuSigmas);
    if (beta < kSellCpuMinBeta)
      return {note("SELL-C-sigma beta estimate " + fmt2(beta) + " < " + fmt2(kSellCpuMinBeta))};
    std::vector<Proposal> out;
    for (const auto* e : in.instances)
      if (slice_height(*e) == b)
        out.push_back({.entry = e,
                       .params = {{"sigma", sigma}},
                       .rank = 0,
                       .timed = true,
                       .reason = "AVX-512 SELL-C-sigma (sigma " + std::to_string(sigma) + ", estimated beta " +
                                 fmt2(beta) + " >= " + fmt2(kSellCpuMinBeta) + ")",
                       .bytes = product_bytes(in.features, b, beta)});
    return out;
  }

  // The storage of slices on the host or the device: sizes from the arrays
  // (as Sellp::stored_bytes and occupancy count them).
  static Storage<V, I> storage_of(I nrows, std::size_t nnz, int b, int sigma, std::vector<StoredArray> arrays) {
    Storage<V, I> out;
    out.arrays = std::move(arrays);
    const std::size_t slice_ptr = out.find("slice_ptr")->count;
    const std::size_t stored_entries = out.find("col_idx")->count;
    const auto nslices = static_cast<std::int64_t>(slice_ptr) - 1;
    out.scalars = {{"nrows", nrows}, {"nslices", nslices}};
    out.work_items = nslices * b;
    out.rows_per_unit = b;
    out.stored_bytes = (slice_ptr + out.find("row_perm")->count + stored_entries) * sizeof(I) +
                       out.find("values")->count * sizeof(V);
    out.occupancy = stored_entries == 0 ? 1.0 : static_cast<double>(nnz) / static_cast<double>(stored_entries);
    out.details = "sigma=" + std::to_string(sigma);
    return out;
  }
};

// β of `nnz` entries in `stored` places (1 where nothing is stored).
double occupancy(std::int64_t nnz, std::int64_t stored) {
  return stored == 0 ? 1.0 : static_cast<double>(nnz) / static_cast<double>(stored);
}

}  // namespace

template <SupportedIndex I>
double estimate_sellp_beta(const std::vector<I>& row_ptr, int b, int t, int sigma) {
  if (row_ptr.size() < 2 || row_ptr.back() == 0) return 1.0;
  return occupancy(row_ptr.back(), sell_stored_entries(std::span<const I>(row_ptr), b, t, sigma));
}

#if SPGEN_HAVE_DEVICE_CONVERSION
namespace {
// The counts from the plan's passes over a device matrix's rows (σ 1's at
// the first request for σ 1, the sorted σ's at the first for one of them),
// where they cover this request; else none.
template <SupportedIndex I>
std::optional<std::vector<std::int64_t>> counted_in_passes(const SellRows<I>& rows,
                                                           std::span<const int> heights, int t,
                                                           std::int64_t sigma) {
  const auto* s = std::find(std::begin(kAllSigmas), std::end(kAllSigmas), sigma);
  const auto fits = [](int v, int most) {
    return v >= 1 && v <= most && std::has_single_bit(static_cast<unsigned>(v));
  };
  if (!rows.facts || s == std::end(kAllSigmas) || !fits(t, 1 << (kAllWidths - 1)) ||
      !std::all_of(heights.begin(), heights.end(),
                   [&](int b) { return fits(b, 1 << (kAllHeights - 1)); }))
    return std::nullopt;
  DeviceMatrixFacts& facts = *rows.facts;
  const bool sorted = sigma > 1;
  bool& counted = sorted ? facts.sell_sorted_counted : facts.sell_unsorted_counted;
  if (!counted) {
    counted = true;
    const bool other_ran = sorted ? facts.sell_unsorted_counted : facts.sell_sorted_counted;
    if (!other_ran) facts.sell_stored.assign(kAllCounts, 0);  // room for both passes' counts
    // Empty here: the other pass declined these rows, and so would this one.
    if (!facts.sell_stored.empty() &&
        !all_sell_stored_entries_on_device(
            rows.device, rows.nrows, rows.longest, sorted,
            std::span<std::int64_t, kAllCounts>(facts.sell_stored.data(), kAllCounts)))
      facts.sell_stored.clear();
  }
  if (facts.sell_stored.empty()) return std::nullopt;
  std::vector<std::int64_t> out;
  for (const int b : heights)
    out.push_back(facts.sell_stored[static_cast<std::size_t>(sell_count_index(
        static_cast<int>(s - std::begin(kAllSigmas)), std::countr_zero(static_cast<unsigned>(b)),
        std::countr_zero(static_cast<unsigned>(t))))]);
  return out;
}
}  // namespace
#endif

template <SupportedIndex I>
std::vector<std::int64_t> SellRows<I>::stored_entries(std::span<const int> heights, int t, std::int64_t sigma) const {
  if (device == nullptr) return sell_stored_entries(host, heights, t, sigma);
#if SPGEN_HAVE_DEVICE_CONVERSION
  if (auto counted = counted_in_passes(*this, heights, t, sigma)) return std::move(*counted);
  return sell_stored_entries_on_device(device, nrows, heights, t, sigma, longest);
#else
  throw Error("internal: SELL row lengths in device memory in a build without nvcc");
#endif
}

template <SupportedIndex I>
std::vector<std::pair<int, double>> pick_sigmas(const SellRows<I>& rows, std::span<const int> heights, int t,
                                                std::span<const int> sigmas) {
  std::vector<std::pair<int, double>> best(heights.size(), {1, -1.0});
  std::vector<bool> decided(heights.size(), false);  // σ 1 was good enough
  const bool empty = rows.nrows < 1 || rows.nnz == 0;
  for (const int s : sigmas) {
    // The heights still choosing, by the σ this choice gives each: those
    // that share one are counted in one pass.
    std::map<int, std::vector<std::size_t>> by_sigma;
    for (std::size_t h = 0; h < heights.size(); ++h)
      if (!decided[h]) by_sigma[s == 1 ? 1 : std::max(heights[h], s / heights[h] * heights[h])].push_back(h);
    for (const auto& [sigma, members] : by_sigma) {
      std::vector<int> hs;
      for (const std::size_t h : members) hs.push_back(heights[h]);
      const std::vector<std::int64_t> stored =
          empty ? std::vector<std::int64_t>(hs.size(), 0) : rows.stored_entries(hs, t, sigma);
      for (std::size_t m = 0; m < members.size(); ++m) {
        const std::size_t h = members[m];
        const double beta = empty ? 1.0 : occupancy(rows.nnz, stored[m]);
        if (sigma == 1 && beta >= kSigmaOneBeta) {
          best[h] = {1, beta};
          decided[h] = true;
        } else if (beta > best[h].second + 1e-9) {
          best[h] = {sigma, beta};
        }
      }
    }
  }
  return best;
}

template <SupportedIndex I>
std::pair<int, double> pick_sigma(const SellRows<I>& rows, int b, int t, std::span<const int> sigmas) {
  const int heights[] = {b};
  return pick_sigmas(rows, std::span<const int>(heights), t, sigmas)[0];
}

template <SupportedIndex I>
SliceChoice choose_cuda_slices(const SellRows<I>& rows, double mean_row, std::size_t value_bytes,
                               std::span<const KernelEntry* const> instances, int unroll, int rows_per_thread) {
  int t = 0;
  const int want_t = nearest_pow2(std::max(1.0, rows_per_thread * mean_row / 16.0), 1, 8);
  for (const auto* e : instances) {
    const int et = threads_per_row(*e);
    if (t == 0 || log2_distance(et, want_t) < log2_distance(t, want_t)) t = et;
  }
  const int want_u = unroll > 0 ? unroll : value_bytes == 8 && mean_row / std::max(t, 1) >= 4.0 ? 2 : 1;
  // Each slice height's σ, counted together: the heights share each σ's sort.
  std::vector<int> heights;
  for (const auto* e : instances)
    if (threads_per_row(*e) == t && e->param_or("unroll", 1) == want_u &&
        std::find(heights.begin(), heights.end(), slice_height(*e)) == heights.end())
      heights.push_back(slice_height(*e));
  const auto picks = pick_sigmas(rows, heights, t, kSellCudaSigmas);
  SliceChoice best;
  for (const auto* e : instances) {
    if (threads_per_row(*e) != t || e->param_or("unroll", 1) != want_u) continue;
    const int b = slice_height(*e);
    const auto [sigma, beta] = picks[static_cast<std::size_t>(std::find(heights.begin(), heights.end(), b) - heights.begin())];
    if (!best.entry || beta > best.beta + 0.02 || (beta > best.beta - 0.02 && b > slice_height(*best.entry)))
      best = {e, sigma, beta};
  }
  return best;
}

namespace {
constexpr std::int64_t kAnyK = std::numeric_limits<std::int64_t>::max();
constexpr SpmmShape kSpmmShapesF64[] = {
    {8, 8, 8, 1, 1, 1}, {16, 32, 8, 2, 2, 1}, {96, 8, 8, 2, 4, 1}, {kAnyK, 16, 16, 1, 8, 1}};
constexpr SpmmShape kSpmmShapesF32[] = {
    {8, 8, 8, 1, 1, 1}, {16, 32, 8, 2, 2, 1}, {32, 8, 8, 2, 4, 1}, {64, 32, 8, 1, 2, 4}, {kAnyK, 16, 16, 2, 8, 1}};
}  // namespace

const SpmmShape& spmm_shape_for(std::int64_t k, std::size_t value_bytes) {
  const std::span<const SpmmShape> shapes =
      value_bytes == 8 ? std::span<const SpmmShape>(kSpmmShapesF64) : std::span<const SpmmShape>(kSpmmShapesF32);
  return *std::find_if(shapes.begin(), shapes.end(), [&](const SpmmShape& s) { return k <= s.k_max; });
}

int spmm_chunk(const KernelEntry& e) {
  return threads_per_row(e) * e.param_or("cols_per_lane", 1) * e.param_or("vector_width", 1);
}

const KernelEntry* spmm_instance_for(std::span<const KernelEntry* const> instances, std::int64_t k,
                                     std::size_t value_bytes) {
  const SpmmShape& want = spmm_shape_for(k, value_bytes);
  auto key = [&](const KernelEntry* e) {
    return std::tuple(spmm_passes(k, spmm_chunk(*e), 1),
                      e->param_or("cols_per_lane", 1) * e->param_or("vector_width", 1), -slice_height(*e));
  };
  const KernelEntry* best = nullptr;
  for (const KernelEntry* e : instances) {
    if (slice_height(*e) == want.b && threads_per_row(*e) == want.t && e->param_or("unroll", 1) == want.u &&
        e->param_or("cols_per_lane", 1) == want.cf && e->param_or("vector_width", 1) == want.vw)
      return e;
    if (!best || key(e) < key(best)) best = e;
  }
  return best;
}

std::string long_row_note(std::int64_t max_row, int t, double bytes) {
  const double chain_ns = static_cast<double>(max_row) / std::max(t, 1) * kSellCudaStepNs;
  const double bytes_ns = bytes / kSellCudaBytesPerNs;
  if (chain_ns <= 0.5 * bytes_ns) return "";
  return "the longest row (" + std::to_string(max_row) + " entries, t " + std::to_string(t) + ") keeps its slice " +
         fmt2(chain_ns / 1e3) + " us, over half the " + fmt2(bytes_ns / 1e3) + " us its bytes take";
}

std::string slice_floor_note(std::int64_t nslices, double csr_bytes) {
  const double floor_ns = static_cast<double>(nslices) * kSellCudaSliceNs;
  const double csr_ns = csr_bytes / kSellCudaBytesPerNs;
  if (floor_ns <= csr_ns) return "";
  return std::to_string(nslices) + " slices take at least " + fmt2(floor_ns / 1e3) + " us (" +
         fmt2(kSellCudaSliceNs) + " ns each), over the " + fmt2(csr_ns / 1e3) + " us CSR's bytes take";
}

void check_sigma(const ParamMap& params, const KernelEntry& e, std::string_view format) {
  const auto it = params.find("sigma");
  if (it == params.end()) return;
  const std::int64_t sigma = it->second;
  const int b = slice_height(e);
  if (sigma < 1 || sigma > std::numeric_limits<int>::max() || (sigma != 1 && sigma % b != 0))
    throw Error(std::string(e.name) + ": " + std::string(format) + " parameter sigma = " + std::to_string(sigma) +
                " outside its domain: 1 (no sorting) or a positive multiple of slice_height (" + std::to_string(b) +
                ") up to 2^31-1");
}

void check_slice_per_block(const KernelEntry& e) {
  const int rows = slice_height(e) * e.param_or("slices_per_block", 1);
  if (e.backend == Backend::cuda && rows != e.rows_per_block)
    throw Error(std::string(e.name) + ": slice height x slices per block " + std::to_string(rows) +
                " differs from rows_per_block " + std::to_string(e.rows_per_block));
}

template struct SellRows<std::int32_t>;
template struct SellRows<std::int64_t>;
template double estimate_sellp_beta<std::int32_t>(const std::vector<std::int32_t>&, int, int, int);
template double estimate_sellp_beta<std::int64_t>(const std::vector<std::int64_t>&, int, int, int);
template std::vector<std::pair<int, double>> pick_sigmas<std::int32_t>(const SellRows<std::int32_t>&,
                                                                       std::span<const int>, int, std::span<const int>);
template std::vector<std::pair<int, double>> pick_sigmas<std::int64_t>(const SellRows<std::int64_t>&,
                                                                       std::span<const int>, int, std::span<const int>);
template std::pair<int, double> pick_sigma<std::int32_t>(const SellRows<std::int32_t>&, int, int,
                                                         std::span<const int>);
template std::pair<int, double> pick_sigma<std::int64_t>(const SellRows<std::int64_t>&, int, int,
                                                         std::span<const int>);
template SliceChoice choose_cuda_slices<std::int32_t>(const SellRows<std::int32_t>&, double, std::size_t,
                                                      std::span<const KernelEntry* const>, int, int);
template SliceChoice choose_cuda_slices<std::int64_t>(const SellRows<std::int64_t>&, double, std::size_t,
                                                      std::span<const KernelEntry* const>, int, int);

SPGEN_REGISTER_FORMAT(sellp, SellpFormat)

}  // namespace spgen::formats
