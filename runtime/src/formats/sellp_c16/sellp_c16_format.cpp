// SELL-P with 16-bit column offsets as a registered format (issue 16): SELL-P's
// conversion and instance choice, columns re-encoded per slice
// (narrow_columns.hpp), so an f64 entry moves 10 bytes instead of 12 and an
// f32 one 6 instead of 8 where slices' columns span at most 65535.
#include <algorithm>
#include <limits>
#include <optional>
#include <utility>
#include <vector>

#include "formats/format.hpp"
#include "formats/rule_support.hpp"
#include "formats/sellp/sellp_rule.hpp"
#include "formats/sellp_c16/narrow_columns.hpp"
#include "formats/sellp_c16/value_codes.hpp"
#include "spgen/core/error.hpp"

#if SPGEN_HAVE_DEVICE_CONVERSION
#include "formats/sellp_c16/cuda/narrow_device.hpp"
#endif

namespace spgen::formats {

namespace {

constexpr ConversionParam kParams[] = {
    {"sigma", "rows are sorted by length inside windows of sigma rows: 1 (no sorting, rows stay in place) or a multiple of the slice height"},
    {"max_offset", "a slice whose columns span more than this (0 .. 65535, default 65535) keeps whole columns (low and high halves)"},
};

// Proposed only where most stored entries are narrow: a wide entry costs as
// many bytes as SELL-P's.
constexpr double kMinNarrowShare = 0.5;
// Two neighbouring rows per thread on CUDA (one 4-byte load of both column
// offsets, one 8/16-byte load of both values): on an H100
// (bench/results/gpu-2026-11-26-sellp-c16), t4 r2 u1 against the t2 r1 u1
// the rule took before: poisson3d:128 f32 0.1451 against 0.1563 ms,
// kron:40:bcsstk32 f32 0.2279 against 0.2454, f64 0.2229 against 0.2251 and
// 0.3317 against 0.3467.
constexpr int kCudaRowsPerThread = 2;

// Slice columns per loop iteration with two rows per thread, for a thread
// walking `steps` columns of a row pair (mean row / t): 4 from 8 steps, else
// 2. Same H100 run, t4 r2: f32 u2 on poisson3d (7 steps: 0.1400 against u1
// 0.1451, u4 0.1470) and u4 on kron (11 steps: 0.2064 against u2 0.2173, u1
// 0.2261). f64 took u2 throughout then (kron:40:bcsstk32 0.3289 against u4
// 0.3310); since the matrix arrays bypass L1 (spmv_ops.h, load_matrix) u4
// wins there too: 0.3261 against 0.3428 on the H100, 0.2393 against 0.2624
// on the H200 (bench/results/gpu-2026-11-28-matrix-loads/).
constexpr int cuda_unroll(double steps) { return steps >= 8 ? 4 : 2; }

// Compressed values (codes or a pattern) leave few bytes per slice: the
// unroll and slices per block for them, t4 r2, from one H100 run of every
// such instance (bench/results/gpu-2026-11-26-value-codes, `cmp` run):
// - f32, two slices per block, u2: kron:40:bcsstk32 pattern 0.0992 ms (u2 s1
//   0.1090, u4 s2 0.1118, u4 s1 0.1175); poisson3d:128 8-bit codes 0.0949
//   (u2 s1 0.0979, u4 s1 0.1029);
// - f64, one slice per block: a pattern u2 0.1342 (u2 s2 0.1559, u4 s2
//   0.1451, u4 s1 0.1578), codes u4 0.1161 (u2 s2 0.1160, u2 s1 0.1176).
// Four slices per block was never faster than two (earlier sweep).
struct CompressedShape {
  int unroll;
  int slices_per_block;
};
constexpr CompressedShape compressed_shape(std::size_t value_bytes, bool pattern) {
  if (value_bytes == 4) return {2, 2};
  return {pattern ? 2 : 4, 1};
}

// The dictionary entries the AVX-512 kernels load as two registers (16 f64
// or 32 f32 values): shorter dictionaries are padded with +0 for them.
constexpr std::size_t kAvx512DictionaryEntries = 32;

// An instance's value code width: 0 (stored values), 8 or 16.
int value_code_bits(const KernelEntry& e) { return static_cast<int>(e.param_or("value_codes", 0)); }
// Whether an instance stores no values (every nonzero 1).
bool is_pattern(const KernelEntry& e) { return e.param_or("pattern", 0) != 0; }
// Bits per stored column where they fit: 16, or 8 (one byte past each slice column's base).
int column_bits(const KernelEntry& e) { return static_cast<int>(e.param_or("column_bits", 16)); }

// Slices sampled for the share of 8-bit slice columns (every 16th): the
// estimate is a pass over the sampled rows' columns, a sixteenth of the
// conversion's, and the share varies smoothly along a stencil or FEM matrix.
constexpr std::int64_t kByteShareStride = 16;
// AVX-512 8-bit columns are proposed only where they save at least this share
// of the bytes: each entry costs a few more instructions (its slice column's
// base, a second plane in 16-bit slice columns), and AVX-512 instances are
// timed at plan time, each a conversion and a few products. On the CPU a slice is 8
// (f64) or 16 rows, so a base costs 0.5 or 0.25 bytes per entry; on
// poisson3d:96 f64 (4.5% fewer bytes estimated) a 2-core Xeon ran both in
// 31.1 ms.
constexpr double kMinByteSaving = 0.05;
bool byte_columns_pay(double bytes8, double bytes16) { return bytes8 <= (1 - kMinByteSaving) * bytes16; }

std::span<const int> sigma_choices(Backend b) {
  return b == Backend::cuda ? std::span<const int>(kSellCudaSigmas) : std::span<const int>(kSellCpuSigmas);
}

template <SupportedValue V, SupportedIndex I>
class SellpC16Format final : public Format<V, I> {
 public:
  static constexpr std::string_view kName = "sellp_c16";
  SellpC16Format()
      : Format<V, I>(kName,
                     {.ops = {Op::spmv},
                      .permutes_rows = true,
                      .work_unit = "slices",
                      .converts_on_device = SPGEN_HAVE_DEVICE_CONVERSION != 0},
                     kParams) {}

  [[nodiscard]] ParamMap default_params(const Csr<V, I>& a, const KernelEntry& e) const override {
    return {{"sigma", pick_sigma(SellRows<I>(a.row_ptr), slice_height(e), threads_per_row(e),
                                 sigma_choices(e.backend))
                          .first},
            {"max_offset", kMaxNarrowOffset}};
  }

  void check_params(const ParamMap& params, const KernelEntry& e) const override {
    Format<V, I>::check_params(params, e);
    check_sigma(params, e, "sellp_c16");
    if (auto it = params.find("max_offset"); it != params.end() && (it->second < 0 || it->second > kMaxNarrowOffset))
      throw Error(std::string(e.name) + ": sellp_c16 parameter max_offset = " + std::to_string(it->second) +
                  " outside its domain [0, 65535]");
  }

  [[nodiscard]] std::string storage_key(const KernelEntry& e, const ParamMap& params) const override {
    return "b=" + std::to_string(slice_height(e)) + " t=" + std::to_string(threads_per_row(e)) +
           " v=" + std::to_string(value_code_bits(e)) + " p=" + std::to_string(is_pattern(e) ? 1 : 0) +
           " cb=" + std::to_string(column_bits(e)) + " " + to_string(params);
  }

  [[nodiscard]] Storage<V, I> convert(std::shared_ptr<const Csr<V, I>> a, const KernelEntry& e,
                                      const ParamMap& params) const override {
    check_slice_per_block(e);
    const int b = slice_height(e);
    ParamMap p = params;
    if (!p.contains("sigma") || !p.contains("max_offset"))  // the rule's choice costs a pass over the rows
      for (const auto& [name, value] : default_params(*a, e)) p.try_emplace(name, value);
    const int sigma = static_cast<int>(p.at("sigma"));
    auto narrow = NarrowSellp<V, I>::from_csr(a->view(), SellpParams{b, threads_per_row(e), sigma}, p.at("max_offset"),
                                              value_code_bits(e), is_pattern(e), column_bits(e));
    const std::size_t distinct = narrow.dict.size();
    // The AVX-512 kernels read the dictionary's first entries as registers
    // (templates/avx512/sellp_c16_spmv.cpp).
    if (distinct > 0 && e.backend == Backend::avx512 && distinct < kAvx512DictionaryEntries)
      narrow.dict.resize(kAvx512DictionaryEntries, V(0));
    auto s = std::make_shared<const NarrowSellp<V, I>>(std::move(narrow));
    Storage<V, I> out = storage_of(e, s->nrows, sigma, s->nslices, s->wide_slices,
                                   {stored("slice_ptr", s->slice_ptr), stored("slice_base", s->slice_base),
                                    stored("col_lo", s->col_lo),       stored("col_hi", s->col_hi),
                                    stored("col8", s->col8),           stored("col8_hi", s->col8_hi),
                                    stored("col_base", s->col_base),
                                    stored("values", s->values),       stored("code8", s->code8),
                                    stored("code16", s->code16),       stored("dict", s->dict),
                                    stored("row_len", s->row_len),     stored("row_perm", s->row_perm)});
    out.unit_ptr = s->slice_ptr;
    out.stored_bytes = s->stored_bytes();
    out.occupancy = s->occupancy();
    if (column_bits(e) == 8)
      out.details += byte_columns_note(s->byte_columns, static_cast<std::int64_t>(s->stored_entries()));
    add_value_details(out, e, distinct);
    out.owner = std::move(s);
    return out;
  }

#if SPGEN_HAVE_DEVICE_CONVERSION
  // The same arrays built on the GPU (cuda/narrow_device.cu); σ and
  // max_offset come with the parameters (the rule's, a plan-cache record's,
  // or an override's filled in).
  [[nodiscard]] Storage<V, I> convert_on_device(const DeviceCsr<V, I>& d, const KernelEntry& e,
                                                const ParamMap& params) const override {
    check_slice_per_block(e);
    if (!params.contains("sigma") || !params.contains("max_offset"))
      throw Error(std::string(e.name) + ": sellp_c16's conversion on the device needs sigma and max_offset");
    const int sigma = static_cast<int>(params.at("sigma"));
    auto s = std::make_shared<const DeviceNarrowSellp<V, I>>(DeviceNarrowSellp<V, I>::build(
        d, SellpParams{slice_height(e), threads_per_row(e), sigma}, params.at("max_offset"), value_code_bits(e),
        is_pattern(e), column_bits(e)));
    Storage<V, I> out = storage_of(e, d.nrows, sigma, s->nslices, s->wide_slices, s->arrays);
    // NarrowSellp::stored_bytes() is every array's bytes but col8_hi's in
    // byte slice columns, which the kernels do not read (the parity test
    // compares it with the host conversion's).
    out.stored_bytes = 0;
    for (const StoredArray& array : s->arrays) out.stored_bytes += array.bytes();
    out.stored_bytes -= static_cast<std::size_t>(s->byte_columns);
    out.occupancy = s->stored > 0 ? static_cast<double>(d.nnz) / static_cast<double>(s->stored) : 1.0;
    if (column_bits(e) == 8) out.details += byte_columns_note(s->byte_columns, s->stored);
    add_value_details(out, e, s->dictionary);
    out.owner = std::move(s);
    return out;
  }
#endif

  [[nodiscard]] std::vector<Proposal> propose(const SelectionInput<V, I>& in) const override {
    if (in.instances.empty() || in.features.nnz == 0) return {};
    return in.backend == Backend::cuda ? propose_cuda(in) : propose_cpu(in);
  }

  [[nodiscard]] std::vector<ParamMap> test_params(const Csr<V, I>& a, const KernelEntry& e) const override {
    // Coded instances where the matrix's values fit their codes (and its
    // values are coded then); the others' conversions are NotApplicable.
    if (const int bits = value_code_bits(e); bits > 0) {
      const int fits = fitting_codes(std::span<const V>(a.values)).bits;
      if (fits == 0 || (bits == 8 && fits != 8)) return {};
    }
    if (is_pattern(e) && !fitting_codes(std::span<const V>(a.values)).pattern) return {};
    const std::int64_t sorted = 8 * slice_height(e);
    // Every slice narrow where it can be; every slice wide; a mix.
    return {{{"sigma", 1}, {"max_offset", kMaxNarrowOffset}},
            {{"sigma", sorted}, {"max_offset", kMaxNarrowOffset}},
            {{"sigma", 1}, {"max_offset", 0}},
            {{"sigma", sorted}, {"max_offset", 16}}};
  }

 private:
  // Stored entries with their 2-byte column offsets (and high halves for the
  // wide ones) and values (or value codes, and their dictionary), slice
  // offsets and bases, the row map when σ > 1, x and y.
  // byte_share: 8-bit columns, the share of entries in slice columns that
  // store one byte (the others two, and each slice column a 4-byte base);
  // negative for 16-bit columns.
  static double product_bytes(const Features& f, int b, int sigma, const NarrowSplit& split, int code_bits,
                              std::size_t dictionary, bool pattern = false, double byte_share = -1) {
    const auto entries = static_cast<double>(split.narrow_entries + split.wide_entries);
    const double value_bytes = pattern ? 0.0 : code_bits > 0 ? code_bits / 8.0 : static_cast<double>(sizeof(V));
    const double column_bytes = byte_share < 0 ? 2.0 : 2.0 - byte_share + static_cast<double>(sizeof(I)) / b;
    return entries * (column_bytes + value_bytes) + static_cast<double>(split.wide_entries) * 2 +
           (pattern ? static_cast<double>(f.nrows) * sizeof(I) : 0.0) +
           static_cast<double>(dictionary * sizeof(V)) + (2.0 * static_cast<double>(f.nrows) / b + 1) * sizeof(I) +
           (sigma > 1 ? static_cast<double>(f.nrows) * sizeof(I) : 0.0) + vector_bytes<V>(f);
  }

  // The storage both conversions give: the arrays, in the spec's names, and
  // what describe() says of the slices.
  static Storage<V, I> storage_of(const KernelEntry& e, std::int64_t nrows, int sigma, std::int64_t nslices,
                                  std::int64_t wide_slices, std::vector<StoredArray> arrays) {
    Storage<V, I> out;
    out.arrays = std::move(arrays);
    out.scalars = {{"nrows", nrows}, {"nslices", nslices}, {"sigma", sigma}};
    out.work_items = nslices * slice_height(e);
    out.rows_per_unit = slice_height(e);
    out.details = "sigma=" + std::to_string(sigma) + " wide_slices=" + std::to_string(wide_slices) + "/" +
                  std::to_string(nslices);
    return out;
  }

  // 8-bit columns: the share of stored entries in byte slice columns.
  static std::string byte_columns_note(std::int64_t byte_columns, std::int64_t stored) {
    return " byte_columns=" +
           fmt2(stored > 0 ? static_cast<double>(byte_columns) / static_cast<double>(stored) : 0.0);
  }

  // Appended after the columns' details: how values are held.
  static void add_value_details(Storage<V, I>& out, const KernelEntry& e, std::size_t distinct) {
    if (distinct > 0) {
      out.details += " value_codes=" + std::to_string(value_code_bits(e)) + " dictionary=" + std::to_string(distinct);
      out.values = std::to_string(value_code_bits(e)) + "-bit dictionary codes (" + std::to_string(distinct) +
                   " entries)";
    }
    if (is_pattern(e)) {
      out.details += " pattern";
      out.values = "none (a pattern: every nonzero 1)";
    }
  }

  static double narrow_share(const NarrowSplit& s) {
    const auto all = static_cast<double>(s.narrow_entries + s.wide_entries);
    return all > 0 ? static_cast<double>(s.narrow_entries) / all : 1.0;
  }

  std::string estimates(const NarrowSplit& split, double beta) const {
    return "estimated beta " + fmt2(beta) + ", narrow entries " + fmt2(narrow_share(split));
  }
  static std::string columns_note(double byte_share) {
    return byte_share < 0 ? "" : ", 8-bit columns where a slice column spans at most 255 (estimated share " + fmt2(byte_share) + ")";
  }

  // The value codes this plan may use: the narrowest that hold the matrix's
  // distinct values, none where they do not fit or the caller keeps values stored.
  static CodeFit codes_for(const SelectionInput<V, I>& in) {
    if (!in.compress_values) return {};
#if SPGEN_HAVE_DEVICE_CONVERSION
    if (in.device)
      return fitting_codes_on_device(in.device->values, in.device->nnz, in.device->facts.get());
#endif
    return fitting_codes(std::span<const V>(in.a().values));
  }

  // The narrow and wide stored entries of SELL-P (b, t, σ), counted where the matrix is.
  static NarrowSplit narrow_split(const SelectionInput<V, I>& in, int b, int t, int sigma) {
#if SPGEN_HAVE_DEVICE_CONVERSION
    if (in.device) return estimate_narrow_split_on_device(*in.device, b, t, sigma, kMaxNarrowOffset);
#endif
    return estimate_narrow_split(in.a().view(), b, t, sigma, kMaxNarrowOffset);
  }

  static std::string values_note(int code_bits, bool pattern) {
    if (pattern) return ", a pattern: every nonzero 1, no values stored";
    return code_bits > 0 ? ", values as " + std::to_string(code_bits) + "-bit dictionary codes (exact)" : "";
  }

  // `e`'s sibling with value codes of `bits`, `pattern` and `unroll`, or
  // nullptr where none is built.
  static const KernelEntry* sibling(std::span<const KernelEntry* const> instances, const KernelEntry& e, int bits,
                                    bool pattern, int unroll, int slices_per_block = 1) {
    for (const KernelEntry* o : instances)
      if (value_code_bits(*o) == bits && is_pattern(*o) == pattern && slice_height(*o) == slice_height(e) &&
          threads_per_row(*o) == threads_per_row(e) && o->param_or("unroll", 1) == unroll &&
          o->param_or("rows_per_thread", 1) == e.param_or("rows_per_thread", 1) &&
          o->param_or("slices_per_block", 1) == slices_per_block && o->param_or("gather", 0) == e.param_or("gather", 0) &&
          column_bits(*o) == column_bits(e))
        return o;
    return nullptr;
  }


  // A compressed form's instance: `bits` codes (or a pattern) in the shape
  // compressed_shape() gives, or with one slice per block where that shape is
  // not built.
  static const KernelEntry* compressed_sibling(std::span<const KernelEntry* const> instances, const KernelEntry& e,
                                               int bits, bool pattern) {
    const CompressedShape s = compressed_shape(sizeof(V), pattern);
    if (const KernelEntry* o = sibling(instances, e, bits, pattern, s.unroll, s.slices_per_block)) return o;
    return sibling(instances, e, bits, pattern, s.unroll);
  }

  // Where SELL-P would run (its thresholds and instance choice), with the
  // columns' bytes estimated slice by slice: the planner then keeps whichever
  // of the two moves fewer bytes. Values are coded where they fit a
  // dictionary and the chosen shape is built with codes.
  std::vector<Proposal> propose_cuda(const SelectionInput<V, I>& in) const {
    const Features& f = in.features;
    if (f.nnz < kSellCudaMinNnz) return {};
    std::vector<const KernelEntry*> pool;
    for (const KernelEntry* e : in.instances)
      if (e->param_or("rows_per_thread", 1) == kCudaRowsPerThread && e->param_or("slices_per_block", 1) == 1 &&
          value_code_bits(*e) == 0 && !is_pattern(*e) && column_bits(*e) == 16)
        pool.push_back(e);
    SliceChoice c = choose_cuda_slices(sell_rows(in), f.mean_row, sizeof(V), pool, 2, kCudaRowsPerThread);
    if (c.entry) {  // the unroll for the chosen t, where that instance exists
      const int u = cuda_unroll(f.mean_row / threads_per_row(*c.entry));
      for (const KernelEntry* e : pool)
        if (slice_height(*e) == slice_height(*c.entry) && threads_per_row(*e) == threads_per_row(*c.entry) &&
            e->param_or("unroll", 1) == u)
          c.entry = e;
    }
    if (!c.entry || c.beta < kSellCudaMinBeta)
      return {note("sellp_c16 beta estimate " + fmt2(c.beta) + " < " + fmt2(kSellCudaMinBeta))};
    const int b = slice_height(*c.entry);
    const NarrowSplit split = narrow_split(in, b, threads_per_row(*c.entry), c.sigma);
    if (narrow_share(split) < kMinNarrowShare)
      return {note("sellp_c16: " + estimates(split, c.beta) + " < " + fmt2(kMinNarrowShare))};
    // The fewest value bytes an instance is built for: none for a pattern,
    // else the narrowest codes that hold the values, else stored values.
    const CodeFit fit = codes_for(in);
    int bits = 0;
    bool pattern = false;
    const KernelEntry* entry = c.entry;
    if (fit.bits > 0) {
      const KernelEntry* coded = fit.pattern ? compressed_sibling(in.instances, *c.entry, 0, true) : nullptr;
      pattern = coded != nullptr;
      for (const int width : {fit.bits, 16})
        if (!coded && (coded = compressed_sibling(in.instances, *c.entry, width, false))) bits = width;
      if (coded) entry = coded;
    }
    // The longest row's chain is weighed against the product with stored
    // values: coding shortens the bandwidth time, not the chain, and the coded
    // product stays at least as fast as the stored one the check admits.
    const double stored_bytes = product_bytes(f, b, c.sigma, split, 0, 0);
    if (auto why = long_row_note(f.max_row, threads_per_row(*c.entry), stored_bytes); !why.empty())
      return {note("sellp_c16: " + why)};
    if (auto why = slice_floor_note((f.nrows + b - 1) / b, csr_bytes<V, I>(f) + vector_bytes<V>(f)); !why.empty())
      return {note("sellp_c16: " + why)};
    const double bytes = pattern    ? product_bytes(f, b, c.sigma, split, 0, 0, true)
                         : bits > 0 ? product_bytes(f, b, c.sigma, split, bits, fit.dictionary)
                                    : stored_bytes;
    // 8-bit columns are not proposed on CUDA: on an H200 they ran 17-62%
    // slower than 16-bit ones on poisson3d:128 and kron:40:bcsstk32 (f64,
    // f32, values stored) although they moved 2-7% fewer bytes
    // (bench/results/gpu-2026-11-28-byte-columns/); `variant` still runs them.
    std::vector<Proposal> out{{.entry = entry,
                               .params = {{"sigma", c.sigma}, {"max_offset", kMaxNarrowOffset}},
                               .rank = 0,
                               .timed = false,
                               .reason = "SELL-P with 16-bit column offsets, nnz " + std::to_string(f.nnz) + " >= 4M, " +
                                         estimates(split, c.beta) + values_note(bits, pattern),
                               .bytes = bytes}};
    return out;
  }

  // Every instance of the lanes' slice height is timed, as SELL-C-σ's are:
  // with stored values, and with the narrowest codes that hold the values.
  std::vector<Proposal> propose_cpu(const SelectionInput<V, I>& in) const {
    const int b = slice_height(*in.instances.front());
    const auto [sigma, beta] = pick_sigma(SellRows<I>(in.a().row_ptr), b, 1, kSellCpuSigmas);
    if (beta < kSellCpuMinBeta)
      return {note("sellp_c16 beta estimate " + fmt2(beta) + " < " + fmt2(kSellCpuMinBeta))};
    const NarrowSplit split = estimate_narrow_split(in.a().view(), b, 1, sigma, kMaxNarrowOffset);
    if (narrow_share(split) < kMinNarrowShare)
      return {note("sellp_c16: " + estimates(split, beta) + " < " + fmt2(kMinNarrowShare))};
    const CodeFit fit = codes_for(in);
    std::optional<double> byte_share;  // estimated once, where an 8-bit instance is proposed
    std::vector<Proposal> out;
    for (const auto* e : in.instances) {
      const int v = value_code_bits(*e);
      if (slice_height(*e) != b || (v != 0 && v != fit.bits) || (is_pattern(*e) && !fit.pattern)) continue;
      const bool bytes = column_bits(*e) == 8;
      if (bytes && !byte_share) byte_share = estimate_byte_column_share(in.a().view(), b, 1, sigma, kByteShareStride);
      const double share = bytes ? *byte_share : -1;
      const std::size_t dictionary = v > 0 ? fit.dictionary : 0;
      if (bytes && !byte_columns_pay(product_bytes(in.features, b, sigma, split, v, dictionary, is_pattern(*e), share),
                                     product_bytes(in.features, b, sigma, split, v, dictionary, is_pattern(*e))))
        continue;
      out.push_back({.entry = e,
                     .params = {{"sigma", sigma}, {"max_offset", kMaxNarrowOffset}},
                     .rank = 0,
                     .timed = true,
                     .reason = "AVX-512 SELL-C-sigma with " + std::string(bytes ? "8" : "16") +
                               "-bit column offsets (sigma " + std::to_string(sigma) + ", " + estimates(split, beta) +
                               ")" + columns_note(share) + values_note(v, is_pattern(*e)),
                     .bytes = product_bytes(in.features, b, sigma, split, v, dictionary, is_pattern(*e), share)});
    }
    return out;
  }
};

}  // namespace

SPGEN_REGISTER_FORMAT(sellp_c16, SellpC16Format)

}  // namespace spgen::formats
