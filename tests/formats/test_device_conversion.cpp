// Conversions on the GPU (Format::convert_on_device) against the host
// conversion, array for array and byte for byte: every registered format that
// declares one, each of its CUDA instances, every parameter set its test_params() names, on every standard
// matrix, a power-law matrix with long rows and rmat:13:16. The kernels then
// see the storage the host conversion gives, which tests/kernels checks
// against the oracle. RS-SpMM's own: both memory caps (the threshold and the
// unit length raised) and the heavy-threshold tree's features counted on the
// GPU, exactly the host's. Needs a CUDA device and a build with nvcc
// (SPGEN_HAVE_DEVICE_CONVERSION); skips with the reason otherwise.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "formats/format.hpp"
#include "spgen/core/registry.hpp"
#include "spgen/matrices/synthetic.hpp"
#include "support/test_support.hpp"

#if SPGEN_HAVE_DEVICE_CONVERSION
#include <cuda_runtime.h>

#include "backends/cuda/cuda.hpp"
#include "backends/cuda/device_kernels.hpp"
#include "formats/rsspmm/cuda/row_segments_device.hpp"
#include "formats/rsspmm/heavy_tree.hpp"
#include "formats/sellp/cuda/sell_layout_device.hpp"
#include "formats/sellp/cuda/sell_rows_device.hpp"
#include "formats/sellp/sell_layout.hpp"
#include "formats/sellp/sellp_rule.hpp"
#include "formats/sellp_c16/cuda/narrow_device.hpp"
#include "formats/sellp_rg/cuda/row_groups_device.hpp"
#include "formats/sellp_rg/row_groups.hpp"
#endif

namespace spgen::test {
namespace {

#if SPGEN_HAVE_DEVICE_CONVERSION

// A host CSR's arrays copied to the device, and their DeviceCsr view.
template <SupportedValue V, SupportedIndex I>
struct DeviceCopy {
  detail::DeviceBuffer row_ptr, col_idx, values;
  formats::DeviceCsr<V, I> csr;
  explicit DeviceCopy(const Csr<V, I>& a) {
    row_ptr.upload(a.row_ptr);
    col_idx.upload(a.col_idx);
    values.upload(a.values);
    csr = {a.nrows, a.ncols, static_cast<I>(a.nnz()), row_ptr.as<const I>(), col_idx.as<const I>(),
           values.as<const V>()};
  }
};

template <SupportedValue V, SupportedIndex I>
const KernelEntry* rsspmm_instance() {
  for (const auto& e : kernel_registry())
    if (std::string_view(e.format) == "rsspmm" && e.backend == Backend::cuda && e.value_type == value_type_of<V>() &&
        e.index_type == index_type_of<I>())
      return &e;
  return nullptr;
}

// The host conversion's arrays and the device conversion's, compared byte for byte.
template <SupportedValue V, SupportedIndex I>
void expect_same_storage(const std::string& what, const std::shared_ptr<const Csr<V, I>>& a,
                         const KernelEntry& e, const ParamMap& params) {
  SCOPED_TRACE(what + " " + to_string(params));
  const auto& format = formats::format_of<V, I>(e);
  ASSERT_TRUE(format.converts_on_device(e));
  const auto host = format.convert(a, e, params);
  const DeviceCopy<V, I> copy(*a);
  // Without the row pointers on the host (a conversion that reads them
  // copies them), then with them, as a plan that holds them passes them;
  // sellp and sellp_c16 also with the facts a plan's rule leaves: the
  // values' (sellp_c16's value table then built from them, not from a
  // scan) and the row order sorted at the conversion's σ (taken, not
  // sorted again).
  const bool sell =
      std::string_view(e.format) == "sellp_c16" || std::string_view(e.format) == "sellp";
  for (const int pass : {0, 1, 2}) {
    if (pass == 2 && !sell) break;
    const bool host_rows = pass >= 1;
    SCOPED_TRACE(pass == 2   ? "with the rule's facts"
                 : host_rows ? "with host row pointers"
                             : "without host row pointers");
    formats::DeviceCsr<V, I> d = copy.csr;
    if (host_rows) d.host_row_ptr = a->row_ptr.data();
    if (pass == 2) {
      d.facts = std::make_shared<formats::DeviceMatrixFacts>();
      if (std::string_view(e.format) == "sellp_c16")
        (void)formats::fitting_codes_on_device(d.values, static_cast<std::int64_t>(a->nnz()),
                                               d.facts.get());
      if (const auto sigma = params.find("sigma"); sigma != params.end() && sigma->second > 1) {
        const SellpParams rule{32, 1,
                               static_cast<int>(sigma->second)};  // the order depends on σ alone
        formats::keep_sell_order(
            d.facts.get(), rule.sigma,
            formats::device_sell_layout(d.row_ptr, d.nrows, rule, "test",
                                        {.offsets = false, .identity_order = false}));
        ASSERT_NE(formats::kept_sell_order<I>(d.facts.get(), rule.sigma), nullptr);
      }
    }
    const auto device = format.convert_on_device(d, e, params);
    const auto sigma = params.find("sigma");
    if (const auto* kept = pass == 2 && sigma != params.end()
                               ? formats::kept_sell_order<I>(d.facts.get(), sigma->second)
                               : nullptr)
      for (const auto& array : device.arrays) {
        if (array.name == "row_perm" && array.count > 0) {  // an empty matrix's is null
          EXPECT_EQ(array.data, kept->row_perm->ptr) << "the kept order, not sorted again";
        }
      }
    EXPECT_EQ(device.details, host.details);
    EXPECT_EQ(device.scalars, host.scalars);
    EXPECT_EQ(device.workspace_counts, host.workspace_counts);
    EXPECT_EQ(device.work_items, host.work_items);
    EXPECT_EQ(device.stored_bytes, host.stored_bytes);
    ASSERT_EQ(device.arrays.size(), host.arrays.size());
    for (std::size_t i = 0; i < host.arrays.size(); ++i) {
      const auto& want = host.arrays[i];
      const auto& got = device.arrays[i];
      EXPECT_EQ(got.name, want.name);
      EXPECT_TRUE(got.on_device) << got.name;
      EXPECT_FALSE(want.on_device) << want.name;
      ASSERT_EQ(got.count, want.count) << want.name;
      ASSERT_EQ(got.element_bytes, want.element_bytes) << want.name;
      std::vector<unsigned char> back(got.bytes());
      if (!back.empty()) {
        ASSERT_EQ(cudaMemcpy(back.data(), got.data, back.size(), cudaMemcpyDeviceToHost),
                  cudaSuccess)
            << got.name;
      }
      EXPECT_TRUE(back.empty() || std::memcmp(back.data(), want.data, back.size()) == 0)
          << want.name << " differs from the host conversion's";
    }
  }
}

// The tree's features counted on the device equal the host's, exactly.
template <SupportedValue V, SupportedIndex I>
void expect_same_features(const std::string& what, const Csr<V, I>& a) {
  const DeviceCopy<V, I> copy(a);
  const formats::DeviceCsr<V, I>& d = copy.csr;
  for (const std::int64_t width : {1, 32, 256})
    for (const std::int64_t k : {1, 8, 128}) {
      const auto want = formats::heavy_features(a.view(), width, k);
      const auto got = formats::heavy_features_on_device(d, width, k);
      for (const auto name : formats::kHeavyFeatureNames)
        EXPECT_EQ(got.get(name), want.get(name)) << what << " W=" << width << " k=" << k << " " << name;
    }
  EXPECT_TRUE(throws_error([&] { (void)formats::heavy_features_on_device(d, 300, 8); }, {"panel width 300"}));
}

template <SupportedValue V, SupportedIndex I>
std::vector<NamedMatrix<V, I>> conversion_matrices() {
  std::vector<NamedMatrix<V, I>> matrices = standard_test_matrices<V, I>();
  matrices.push_back({"power-law 20000x3000", random_matrix<V, I>({.rows = 20000, .cols = 3000, .mean_row_length = 24,
                                                                  .distribution = RowDistribution::power_law,
                                                                  .values = ValueKind::small_integers, .seed = 3})});
  matrices.push_back({"rmat:13:16", rmat<V, I>(13, 16)});
  return matrices;
}

bool have_device(std::string* why) {
  const cuda::DeviceInfo info = cuda::probe_device(0);
  if (!info.available) *why = "no CUDA device: " + info.reason;
  return info.available && cudaSetDevice(0) == cudaSuccess;
}

template <SupportedValue V, SupportedIndex I>
void check_every_format() {
  std::string why;
  if (!have_device(&why)) GTEST_SKIP() << why;
  const auto matrices = conversion_matrices<V, I>();
  int formats_checked = 0;
  for (const auto* format : formats::registered_formats<V, I>()) {
    if (!format->capabilities().converts_on_device) continue;
    ++formats_checked;
    for (const auto& e : kernel_registry()) {
      if (e.format != format->name() || e.backend != Backend::cuda || e.value_type != value_type_of<V>() ||
          e.index_type != index_type_of<I>() || !format->converts_on_device(e))
        continue;
      for (const auto& [name, m] : matrices) {
        const auto a = std::make_shared<const Csr<V, I>>(m);
        for (const ParamMap& params : format->test_params(*a, e))
          expect_same_storage(std::string(e.name) + " on " + name, a, e, params);
      }
    }
  }
  EXPECT_GE(formats_checked, 18) << "rsspmm, sellp_rg, sellp, sellp_c16, csrstream, csr, ell, ellr, pjds, coo, hyb, "
                                    "rowseg, colpanel, axc and the four AXT variants convert on the device";
}

TEST(DeviceConversion, MatchesTheHostConversionF64I32) { check_every_format<double, std::int32_t>(); }
TEST(DeviceConversion, MatchesTheHostConversionF32I32) { check_every_format<float, std::int32_t>(); }
TEST(DeviceConversion, MatchesTheHostConversionF64I64) { check_every_format<double, std::int64_t>(); }
TEST(DeviceConversion, MatchesTheHostConversionF32I64) { check_every_format<float, std::int64_t>(); }

// RS-SpMM: the tree's features, and both memory caps, with the first instance's panel width.
template <SupportedValue V, SupportedIndex I>
void check_rsspmm() {
  std::string why;
  if (!have_device(&why)) GTEST_SKIP() << why;
  const KernelEntry* e = rsspmm_instance<V, I>();
  ASSERT_NE(e, nullptr) << "no CUDA rsspmm instance for these types";
  const std::int64_t width = e->param("panel_width");
  for (const auto& [name, m] : conversion_matrices<V, I>()) {
    const auto a = std::make_shared<const Csr<V, I>>(m);
    expect_same_features(name, *a);
    expect_same_storage(name, a, *e, {{"k", 32}, {"heavy_threshold", 2}});
    expect_same_storage(name, a, *e, {{"k", 8}, {"heavy_threshold", 1}});                            // the threshold cap
    expect_same_storage(name, a, *e, {{"k", 8}, {"heavy_threshold", width + 1}, {"light_len", 1}});  // the unit cap
  }
}

TEST(DeviceConversion, RsspmmFeaturesAndCapsF64I32) { check_rsspmm<double, std::int32_t>(); }
TEST(DeviceConversion, RsspmmFeaturesAndCapsF32I64) { check_rsspmm<float, std::int64_t>(); }

// SELL-P over row groups: the rule's sampled estimate of stored columns,
// counted on the device, equals the host's for every group size, slice
// height and sample count (long rows, empty rows, a slice past the end).
template <SupportedValue V, SupportedIndex I>
void check_group_estimate() {
  std::string why;
  if (!have_device(&why)) GTEST_SKIP() << why;
  for (const auto& [name, m] : conversion_matrices<V, I>()) {
    const DeviceCopy<V, I> copy(m);
    const formats::DeviceCsr<V, I>& d = copy.csr;
    for (const int group_rows : {1, 2, 3, 8})
      for (const int b : {1, 8, 32})
        for (const std::int64_t samples : {1, 7, 2048})
          EXPECT_EQ(formats::estimate_group_columns_on_device(d, group_rows, b, samples),
                    formats::estimate_group_columns(m.view(), group_rows, b, samples))
              << name << " R=" << group_rows << " b=" << b << " samples=" << samples;
  }
}

TEST(DeviceConversion, GroupEstimateF64I32) { check_group_estimate<double, std::int32_t>(); }
TEST(DeviceConversion, GroupEstimateF32I64) { check_group_estimate<float, std::int64_t>(); }

// sellp_c16: where the values do not fit the instance (more distinct values
// than 8-bit codes hold, a value other than 1 in a pattern: the first entry,
// or two far into the arrays, past many threads' first loads), the device
// conversion refuses as the host one does, with the same words (the first
// such row). (Coded and pattern instances are built for 32-bit indices.)
template <SupportedValue V, SupportedIndex I>
void check_sellp_c16_refusals() {
  std::string why;
  if (!have_device(&why)) GTEST_SKIP() << why;
  auto ones = random_matrix<V, I>({.rows = 200000, .cols = 3000, .mean_row_length = 8, .seed = 5});
  std::fill(ones.values.begin(), ones.values.end(), V(1));
  ones.values[ones.values.size() / 2 + 12345] = V(2);
  ones.values[ones.values.size() / 2 + 777] = V(0.5);
  struct Case {
    std::shared_ptr<const Csr<V, I>> a;
    bool patterns_only;  // three distinct values fit 8-bit codes
  };
  const Case cases[] = {{std::make_shared<const Csr<V, I>>(random_matrix<V, I>(
                             {.rows = 3000, .cols = 3000, .mean_row_length = 8, .values = ValueKind::uniform_real,
                              .seed = 9})),
                         false},
                        {std::make_shared<const Csr<V, I>>(ones), true}};
  int refused = 0;
  for (const auto& [a, patterns_only] : cases)
    for (const bool with_facts : {false, true}) {  // and after the plan's rule read the values
      const DeviceCopy<V, I> copy(*a);
      formats::DeviceCsr<V, I> d = copy.csr;
      if (with_facts) {
        d.facts = std::make_shared<formats::DeviceMatrixFacts>();
        (void)formats::fitting_codes_on_device(d.values, static_cast<std::int64_t>(a->nnz()),
                                               d.facts.get());
        EXPECT_TRUE(d.facts->scanned);  // 3 and 24000 distinct values: 16-bit codes hold them
        EXPECT_FALSE(d.facts->all_one);
      }
      for (const auto& e : kernel_registry()) {
        if (std::string_view(e.format) != "sellp_c16" || e.backend != Backend::cuda ||
            e.value_type != value_type_of<V>() || e.index_type != index_type_of<I>() ||
            e.param_or("column_bits", 16) != 16 ||
            (e.param_or("value_codes", 0) != 8 && e.param_or("pattern", 0) == 0) ||
            (patterns_only && e.param_or("pattern", 0) == 0))
          continue;
        const auto& format = formats::format_of<V, I>(e);
        const ParamMap params{{"sigma", 1}, {"max_offset", 65535}};
        std::string host_error, device_error;
        try {
          (void)format.convert(a, e, params);
        } catch (const NotApplicable& x) {
          host_error = x.what();
        }
        try {
          (void)format.convert_on_device(d, e, params);
        } catch (const NotApplicable& x) {
          device_error = x.what();
        }
        EXPECT_FALSE(host_error.empty()) << e.name;
        EXPECT_EQ(device_error, host_error)
            << e.name << (with_facts ? " with the rule's value facts" : "");
        ++refused;
      }
    }
  EXPECT_GT(refused, 3);
}

TEST(DeviceConversion, SellpC16RefusesAsTheHostF64I32) { check_sellp_c16_refusals<double, std::int32_t>(); }
TEST(DeviceConversion, SellpC16RefusesAsTheHostF32I32) { check_sellp_c16_refusals<float, std::int32_t>(); }

// sellp_c16's rule estimates counted on the device equal the host's: the
// narrow and wide stored entries for every slice shape, σ and offset limit,
// and the value codes that fit (8-bit, 16-bit, none; a pattern; a near
// pattern with explicit zeros).
template <SupportedValue V, SupportedIndex I>
void check_sellp_c16_estimates() {
  std::string why;
  if (!have_device(&why)) GTEST_SKIP() << why;
  auto matrices = conversion_matrices<V, I>();
  auto ones = random_matrix<V, I>({.rows = 20000, .cols = 5000, .mean_row_length = 9, .seed = 4});
  std::fill(ones.values.begin(), ones.values.end(), V(1));
  matrices.push_back({"all ones", ones});
  ones.values[77] = V(0);
  matrices.push_back({"ones and an explicit zero", ones});
  auto many = ones;
  for (std::size_t k = 0; k < many.values.size(); ++k) many.values[k] = static_cast<V>(k % 3000);
  matrices.push_back({"3000 distinct values", many});
  for (std::size_t k = 0; k < many.values.size(); ++k) many.values[k] = static_cast<V>(k % 70000) + V(0.5);
  matrices.push_back({"70000 distinct values", many});
  for (const auto& [name, m] : matrices) {
    const DeviceCopy<V, I> copy(m);
    const formats::DeviceCsr<V, I>& d = copy.csr;
    const auto want = formats::fitting_codes(std::span<const V>(m.values));
    const auto got = formats::fitting_codes_on_device(d.values, static_cast<std::int64_t>(m.nnz()));
    EXPECT_EQ(got, want) << name;
    // What the fit leaves for the plan's conversion: every distinct nonzero
    // bit pattern where 16-bit codes hold them, and whether all are 1; a
    // second fit reads them instead of the values.
    formats::DeviceMatrixFacts facts;
    EXPECT_EQ(
        formats::fitting_codes_on_device(d.values, static_cast<std::int64_t>(m.nnz()), &facts),
        want)
        << name;
    EXPECT_EQ(facts.scanned, want.bits > 0) << name;
    if (facts.scanned) {
      using Bits = typename formats::ValueDictionary<V>::Bits;
      std::vector<std::uint64_t> distinct;
      for (const V v : m.values)
        if (const auto bits = std::bit_cast<Bits>(v); bits != 0) distinct.push_back(bits);
      std::sort(distinct.begin(), distinct.end());
      distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
      std::vector<std::uint64_t> met = facts.distinct;
      std::sort(met.begin(), met.end());
      EXPECT_EQ(met, distinct) << name;
      EXPECT_EQ(facts.all_one,
                std::all_of(m.values.begin(), m.values.end(), [](V v) { return v == V(1); }))
          << name;
      EXPECT_EQ(
          formats::fitting_codes_on_device<V>(nullptr, static_cast<std::int64_t>(m.nnz()), &facts),
          want)
          << name << ": from the facts alone";
    }
    for (const int b :
         {8, 32, 64})  // 64: the split counted a thread per slice, not lanes of a warp
      for (const int t : {1, 4})
        for (const int sigma : {1, 8 * b})
          for (const std::int64_t max_offset : {std::int64_t{16}, std::int64_t{65535}}) {
            const auto host = formats::estimate_narrow_split(m.view(), b, t, sigma, max_offset);
            const auto device = formats::estimate_narrow_split_on_device(d, b, t, sigma, max_offset);
            EXPECT_EQ(device.narrow_entries, host.narrow_entries)
                << name << " b=" << b << " t=" << t << " sigma=" << sigma << " max_offset=" << max_offset;
            EXPECT_EQ(device.wide_entries, host.wide_entries)
                << name << " b=" << b << " t=" << t << " sigma=" << sigma << " max_offset=" << max_offset;
          }
  }
}

TEST(DeviceConversion, SellpC16EstimatesF64I32) { check_sellp_c16_estimates<double, std::int32_t>(); }
TEST(DeviceConversion, SellpC16EstimatesF32I64) { check_sellp_c16_estimates<float, std::int64_t>(); }

// `nrows` rows of r % short_mod entries but row `at`, of 2^log2_length
// (columns 0, 1, ...; values 1).
template <SupportedIndex I>
Csr<double, I> one_long_row(I nrows, I at, int log2_length, I short_mod) {
  Csr<double, I> a{
      .nrows = nrows, .ncols = I{1} << log2_length, .row_ptr = {0}, .col_idx = {}, .values = {}};
  for (I r = 0; r < nrows; ++r) {
    const I length = r == at ? I{1} << log2_length : r % short_mod;
    for (I c = 0; c < length; ++c) a.col_idx.push_back(c), a.values.push_back(1.0);
    a.row_ptr.push_back(static_cast<I>(a.col_idx.size()));
  }
  return a;
}

// The SELL rules' stored entries counted from row pointers on the device
// equal the host's count, for slice heights counted together, every t and
// σ (1; windows of one and of several slices, sorted through global memory
// (64, 2^20) or in one block (256 to 4096); one past the matrix), with and
// without the longest row's length known, and so do the σ and β the rule
// picks from them.
template <SupportedIndex I>
void check_sell_rows_on_device() {
  std::string why;
  if (!have_device(&why)) GTEST_SKIP() << why;
  auto matrices = conversion_matrices<double, I>();
  matrices.push_back({"empty rows only", Csr<double, I>{.nrows = 300,
                                                        .ncols = 7,
                                                        .row_ptr = std::vector<I>(301, 0),
                                                        .col_idx = {},
                                                        .values = {}}});
  // A row of 2^17 entries among short ones: sort keys past 16 bits.
  matrices.push_back({"one row of 2^17", one_long_row<I>(5000, 777, 17, 5)});
  for (const auto& [name, m] : matrices) {
    const DeviceCopy<double, I> copy(m);
    const std::int64_t longest = m.nrows == 0 ? 0 : [&] {
      I most = 0;
      for (I r = 0; r < m.nrows; ++r) most = std::max(most, m.row_ptr[r + 1] - m.row_ptr[r]);
      return static_cast<std::int64_t>(most);
    }();
    const formats::SellRows<I> on_device(copy.csr.row_ptr, m.nrows, static_cast<std::int64_t>(m.nnz()));
    const formats::SellRows<I> on_device_longest(copy.csr.row_ptr, m.nrows, static_cast<std::int64_t>(m.nnz()),
                                                 longest);
    // Through a plan's shared facts: every b and t counted in one pass for σ 1
    // and one for the sorted σ.
    formats::DeviceMatrixFacts facts;
    const formats::SellRows<I> counted_once(copy.csr.row_ptr, m.nrows,
                                            static_cast<std::int64_t>(m.nnz()), longest, &facts);
    const formats::SellRows<I> on_host(m.row_ptr);
    for (const std::vector<int>& heights : {std::vector<int>{8, 16, 32}, std::vector<int>{4},
                                            std::vector<int>{64}, std::vector<int>{1, 2}})
      for (const int t : {1, 2, 4, 8})
        for (const std::int64_t sigma : {std::int64_t{1}, std::int64_t{64}, std::int64_t{256}, std::int64_t{512},
                                         std::int64_t{1024}, std::int64_t{2048}, std::int64_t{4096},
                                         std::int64_t{1} << 20}) {
          if (sigma > 1 && sigma % heights.front() != 0) continue;
          const auto want = on_host.stored_entries(heights, t, sigma);
          EXPECT_EQ(on_device.stored_entries(heights, t, sigma), want)
              << name << " heights " << heights.front() << ".. t=" << t << " sigma=" << sigma;
          EXPECT_EQ(on_device_longest.stored_entries(heights, t, sigma), want)
              << name << " heights " << heights.front() << ".. t=" << t << " sigma=" << sigma << " longest known";
          EXPECT_EQ(counted_once.stored_entries(heights, t, sigma), want)
              << name << " heights " << heights.front() << ".. t=" << t << " sigma=" << sigma
              << " counted in passes for every b and t";
        }
    EXPECT_TRUE(facts.sell_unsorted_counted && facts.sell_sorted_counted) << name;
    EXPECT_EQ(facts.sell_stored.size(), static_cast<std::size_t>(formats::kAllCounts))
        << name << ": the one pass declined rows it takes";
    const std::vector<int> heights = {8, 16, 32};
    const auto want = formats::pick_sigmas(on_host, heights, 2, formats::kSellCudaSigmas);
    const auto got = formats::pick_sigmas(on_device, heights, 2, formats::kSellCudaSigmas);
    for (std::size_t h = 0; h < heights.size(); ++h) {
      EXPECT_EQ(got[h].first, want[h].first) << name << " b=" << heights[h];
      EXPECT_EQ(got[h].second, want[h].second) << name << " b=" << heights[h];
    }
  }
}

// The layout's row order, lengths and slice offsets on the device equal the
// host's for every σ path: 1, windows sorted in one block (256 to 4096
// rows: ties kept in caller order; 32- and 64-bit keys), and through global
// memory (64, 2^20).
template <SupportedIndex I>
void check_sell_layout_on_device() {
  std::string why;
  if (!have_device(&why)) GTEST_SKIP() << why;
  auto matrices = conversion_matrices<double, I>();
  // A row of 2^21 entries: a window of 4096 rows then needs 64-bit sort keys.
  matrices.push_back({"one row of 2^21", one_long_row<I>(9000, 4321, 21, 7)});
  for (const auto& [name, m] : matrices) {
    const DeviceCopy<double, I> copy(m);
    for (const int sigma : {1, 64, 256, 512, 1024, 2048, 4096, 1 << 20}) {
      const SellpParams params{32, 2, sigma};
      const auto want = formats::sell_layout(std::span<const I>(m.row_ptr), params);
      const auto got = formats::device_sell_layout(copy.csr.row_ptr, m.nrows, params, "test");
      const auto back = [](const void* p, std::size_t count) {
        std::vector<I> v(count);
        if (count > 0) {
          EXPECT_EQ(cudaMemcpy(v.data(), p, count * sizeof(I), cudaMemcpyDeviceToHost),
                    cudaSuccess);
        }
        return v;
      };
      EXPECT_EQ(back(got.row_perm->ptr, want.row_perm.size()), want.row_perm)
          << name << " sigma=" << sigma;
      EXPECT_EQ(back(got.row_len->ptr, want.row_len.size()), want.row_len)
          << name << " sigma=" << sigma;
      EXPECT_EQ(back(got.slice_ptr->ptr, want.slice_ptr.size()), want.slice_ptr)
          << name << " sigma=" << sigma;
    }
  }
}

TEST(DeviceConversion, SellLayoutI32) { check_sell_layout_on_device<std::int32_t>(); }
TEST(DeviceConversion, SellLayoutI64) { check_sell_layout_on_device<std::int64_t>(); }

TEST(DeviceConversion, SellRowsI32) { check_sell_rows_on_device<std::int32_t>(); }
TEST(DeviceConversion, SellRowsI64) { check_sell_rows_on_device<std::int64_t>(); }

#else

TEST(DeviceConversion, MatchesTheHostConversion) {
  GTEST_SKIP() << "built without conversions on the device (no nvcc, or a build without CUDA)";
}

#endif

}  // namespace
}  // namespace spgen::test
