// sellp_c16's dictionary-coded values (value_codes 8 and 16) and patterns
// (pattern 1), issue 16's value compression: the dictionary keeps bit
// patterns apart (-0 and +0, NaN payloads) and refuses what its codes cannot
// hold; a coded conversion stores no values and moves 3 bytes per f64 entry,
// a pattern 2 plus its row lengths; a coded or pattern instance's product is
// bit-identical to the stored-values instance of the same shape (AVX-512,
// through the plan API); the rules propose them only where they hold the
// values and the caller allows them. The oracle checks of every coded
// instance live in tests/kernels (test_params() names the matrices they fit).
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include "formats/format.hpp"
#include "formats/sellp_c16/narrow_columns.hpp"
#include "formats/sellp_c16/value_codes.hpp"
#include "plan/features.hpp"
#include "spgen/core/error.hpp"
#include "spgen/core/registry.hpp"
#include "spgen/matrices/sources.hpp"
#include "spgen/plan/plan.hpp"
#include "spgen/session/context.hpp"
#include "support/cache_dir.hpp"
#include "support/rule_pick.hpp"
#include "support/test_support.hpp"

namespace spgen {
namespace {

namespace fs = std::filesystem;
using I = std::int32_t;

TEST(ValueDictionary, HoldsEachBitPatternOnceWithPositiveZeroFirst) {
  const double nan1 = std::bit_cast<double>(std::uint64_t{0x7ff8000000000001});
  const double nan2 = std::bit_cast<double>(std::uint64_t{0x7ff8000000000002});
  const std::vector<double> values{2.5, 1.0, -0.0, 0.0, nan1, nan2, 1.0, 2.5, nan1};
  const auto d = formats::ValueDictionary<double>::of(values, 256);
  ASSERT_TRUE(d.has_value());
  const auto& e = d->entries();
  ASSERT_EQ(e.size(), 6u) << "+0, then 1, 2.5, -0 and two NaNs";
  EXPECT_EQ(std::bit_cast<std::uint64_t>(e[0]), 0u);
  for (std::size_t i = 2; i < e.size(); ++i)
    EXPECT_LT(std::bit_cast<std::uint64_t>(e[i - 1]), std::bit_cast<std::uint64_t>(e[i])) << "ascending bits";
  for (const double v : values)
    EXPECT_EQ(std::bit_cast<std::uint64_t>(e[d->code_of(v)]), std::bit_cast<std::uint64_t>(v)) << v;
  EXPECT_NE(d->code_of(-0.0), d->code_of(0.0));
  EXPECT_NE(d->code_of(nan1), d->code_of(nan2));
}

TEST(ValueDictionary, RefusesMoreValuesThanItsCodesHold) {
  std::vector<float> values;
  for (int i = 1; i <= 255; ++i) values.push_back(static_cast<float>(i) * 0.1f);
  const auto full = formats::ValueDictionary<float>::of(values, formats::max_dictionary(8));
  ASSERT_TRUE(full.has_value()) << "255 nonzero values and +0 fill 8-bit codes";
  EXPECT_EQ(full->entries().size(), 256u);
  values.push_back(1000.0f);
  EXPECT_FALSE(formats::ValueDictionary<float>::of(values, formats::max_dictionary(8)).has_value());

  // Past the serial threshold the scan runs on every thread: 300 distinct
  // values repeated over 1M entries.
  std::vector<double> many(1 << 20);
  for (std::size_t k = 0; k < many.size(); ++k) many[k] = 1.0 + static_cast<double>(k % 300) / 7.0;
  EXPECT_FALSE(formats::ValueDictionary<double>::of(many, formats::max_dictionary(8)).has_value());
  const auto wide = formats::ValueDictionary<double>::of(many, formats::max_dictionary(16));
  ASSERT_TRUE(wide.has_value());
  EXPECT_EQ(wide->entries().size(), 301u);
  for (std::size_t k = 0; k < 1000; ++k) EXPECT_EQ(wide->entries()[wide->code_of(many[k])], many[k]);
}

TEST(FirstSeenCodes, MergeOrdersValuesAscendingAndMapsEachPartsCodes) {
  using Codes = formats::FirstSeenCodes<double>;
  Codes early(formats::max_dictionary(8)), late(formats::max_dictionary(8));
  // `late` meets 3 then 2; `early` meets 2 then 7.
  EXPECT_EQ(late.code_of(3.0), 1u);
  EXPECT_EQ(late.code_of(2.0), 2u);
  EXPECT_EQ(late.code_of(3.0), 1u);
  EXPECT_EQ(late.code_of(0.0), 0u) << "+0 is code 0 and takes no entry";
  EXPECT_EQ(early.code_of(2.0), 1u);
  EXPECT_EQ(early.code_of(7.0), 2u);
  const std::vector<Codes> parts{early, late};
  const auto merged = formats::merge_codes<double>(parts, formats::max_dictionary(8));
  ASSERT_TRUE(merged.has_value());
  EXPECT_EQ(merged->dictionary.entries(), (std::vector<double>{0.0, 2.0, 3.0, 7.0}));
  EXPECT_EQ(merged->remap[0], (std::vector<std::uint32_t>{0, 1, 3}));
  EXPECT_EQ(merged->remap[1], (std::vector<std::uint32_t>{0, 2, 1}));
  // Coded in ascending order from the start, a part's codes are the dictionary's.
  const Codes sorted = late.ascending();
  EXPECT_EQ(sorted.values()[0], std::bit_cast<std::uint64_t>(2.0));
  EXPECT_EQ(formats::merge_codes<double>(std::vector<Codes>{sorted}, formats::max_dictionary(8))->remap[0],
            (std::vector<std::uint32_t>{0, 1, 2}));

  // Two parts within the limit each, over it together; one part over it alone.
  Codes a(3), b(3);  // +0 and two more
  (void)a.code_of(1.0);
  (void)a.code_of(2.0);
  (void)b.code_of(3.0);
  EXPECT_FALSE(a.overflowed());
  EXPECT_FALSE(formats::merge_codes<double>(std::vector<Codes>{a, b}, 3).has_value());
  EXPECT_EQ(a.code_of(4.0), 0u);
  EXPECT_TRUE(a.overflowed());
  EXPECT_FALSE(formats::merge_codes<double>(std::vector<Codes>{a}, 3).has_value());
}

// A coded conversion large enough to fill slices on several threads: the
// first half of the rows holds 1.5 and -2, the second half 3.25 and 7, met
// in one order or the other from one run of 64 slices (a thread's share) to
// the next, so threads meet them in different orders and their codes are
// mapped. Each stored entry decodes to the CSR's value, the padding to +0.
TEST(SellpC16ValueCodes, ParallelCodingDecodesToTheMatrixValues) {
  auto csr = load_matrix<double, I>("random:uniform:40000:40000:9:3");
  for (std::int64_t r = 0; r < csr.nrows; ++r) {
    const bool late = r >= 20480, flip = (r / 512) % 2 == 1;
    for (I k = csr.row_ptr[r]; k < csr.row_ptr[r + 1]; ++k) {
      const bool second = ((k - csr.row_ptr[r]) % 2 == 1) != flip;
      csr.values[k] = late ? (second ? 7.0 : 3.25) : (second ? -2.0 : 1.5);
    }
  }
  for (const int sigma : {1, 64}) {
    const auto s = formats::NarrowSellp<double, I>::from_csr(csr.view(), {8, 1, sigma}, 65535, 8);
    ASSERT_EQ(s.dict.size(), 5u);
    EXPECT_EQ(s.dict[0], 0.0);
    std::int64_t checked = 0;
    for (std::int64_t p = 0; p < csr.nrows; ++p) {
      const std::int64_t row = s.row_perm.empty() ? p : s.row_perm[p];
      const std::int64_t sl = p / 8, k0 = s.slice_ptr[sl] + p % 8;
      const std::int64_t width = (s.slice_ptr[sl + 1] - s.slice_ptr[sl]) / 8;
      const std::int64_t len = csr.row_ptr[row + 1] - csr.row_ptr[row];
      for (std::int64_t j = 0; j < width; ++j) {
        const double want = j < len ? csr.values[csr.row_ptr[row] + j] : 0.0;
        ASSERT_EQ(s.dict[s.code8[k0 + j * 8]], want) << "sigma " << sigma << " row " << row << " entry " << j;
        ++checked;
      }
    }
    EXPECT_EQ(static_cast<std::size_t>(checked), s.stored_entries());
  }
}

// The first registered instance of sellp_c16 on `backend` with these value
// codes (and, for AVX-512, value type V).
template <typename V>
const KernelEntry* coded_instance(Backend backend, int bits) {
  for (const auto& e : kernel_registry())
    if (e.op == Op::spmv && std::string_view(e.format) == "sellp_c16" && e.backend == backend &&
        e.value_type == value_type_of<V>() && e.index_type == IndexType::i32 && e.param("value_codes") == bits)
      return &e;
  return nullptr;
}

// A 27-point stencil with non-integer coefficients (26 neighbours at -0.1,
// the centre 2.7 plus a tenth of its row's degree): few distinct values whose
// products round, so a wrong value or summation order shows in the bits.
template <typename V>
Csr<V, I> stencil(int n) {
  auto a = load_matrix<V, I>("poisson3d:" + std::to_string(n));
  for (std::int64_t r = 0; r < a.nrows; ++r)
    for (I k = a.row_ptr[r]; k < a.row_ptr[r + 1]; ++k)
      a.values[k] = a.col_idx[k] == r ? static_cast<V>(2.7 + 0.1 * (a.row_ptr[r + 1] - a.row_ptr[r])) : static_cast<V>(-0.1);
  return a;
}

// The stencil with 61 distinct values: a vector of 8 or 16 entries holds
// codes both below and above the 16 (f64) or 32 (f32) dictionary entries the
// AVX-512 kernels keep in registers, so both of their decodes run.
template <typename V>
Csr<V, I> many_values(int n) {
  auto a = load_matrix<V, I>("poisson3d:" + std::to_string(n));
  for (std::size_t k = 0; k < a.values.size(); ++k) a.values[k] = static_cast<V>(0.25 * static_cast<double>(1 + (k * 7) % 61));
  return a;
}

// The stencil's pattern: every nonzero 1.
template <typename V>
Csr<V, I> ones(int n) {
  auto a = load_matrix<V, I>("poisson3d:" + std::to_string(n));
  std::fill(a.values.begin(), a.values.end(), V(1));
  return a;
}

const KernelEntry* pattern_instance(Backend backend) {
  for (const auto& e : kernel_registry())
    if (e.op == Op::spmv && std::string_view(e.format) == "sellp_c16" && e.backend == backend &&
        e.value_type == ValueType::f64 && e.index_type == IndexType::i32 && e.param("pattern") == 1)
      return &e;
  return nullptr;
}

TEST(SellpC16Pattern, StoresRowLengthsInsteadOfValues) {
  const KernelEntry* e = pattern_instance(Backend::cuda);
  if (!e) GTEST_SKIP() << "no CUDA sellp_c16 pattern instance in the registry";
  const auto& f = formats::format_of<double, I>(*e);
  const auto a = std::make_shared<const Csr<double, I>>(ones<double>(24));
  const auto s = f.convert(a, *e, {{"sigma", 1}, {"max_offset", 65535}});
  EXPECT_EQ(s.find("values")->count, 0u);
  EXPECT_EQ(s.find("code8")->count + s.find("code16")->count + s.find("dict")->count, 0u);
  const auto lengths = test::stored_array<I>(s, "row_len");
  ASSERT_EQ(lengths.size(), static_cast<std::size_t>(s.scalars.at("nslices") * e->param("slice_height")));
  for (std::int64_t r = 0; r < a->nrows; ++r) ASSERT_EQ(lengths[r], a->row_ptr[r + 1] - a->row_ptr[r]) << r;
  for (std::size_t p = static_cast<std::size_t>(a->nrows); p < lengths.size(); ++p) EXPECT_EQ(lengths[p], 0);
  const double per_entry = static_cast<double>(s.stored_bytes) / static_cast<double>(s.find("col_lo")->count);
  EXPECT_GE(per_entry, 2.0);
  EXPECT_LT(per_entry, 2.25);  // 2-byte columns, and 4 bytes per row of about 25 entries
  EXPECT_NE(s.details.find("pattern"), std::string::npos) << s.details;

  // One entry other than 1 (here an explicit zero): not a pattern. The
  // refusal names the caller's row, also where σ stores rows elsewhere (and
  // the last slice's padding positions hold no row).
  auto b = ones<double>(11);  // 1331 rows: the last slice has padding positions
  b.values[b.values.size() / 2] = 0.0;
  const auto row = std::upper_bound(b.row_ptr.begin(), b.row_ptr.end(), static_cast<I>(b.values.size() / 2)) -
                   b.row_ptr.begin() - 1;
  for (const std::int64_t sigma : {std::int64_t{1}, std::int64_t{4} * e->param("slice_height")}) {
    try {
      (void)f.convert(std::make_shared<const Csr<double, I>>(b), *e, {{"sigma", sigma}, {"max_offset", 65535}});
      ADD_FAILURE() << "a matrix with a 0 entry converted as a pattern (sigma " << sigma << ")";
    } catch (const NotApplicable& err) {
      EXPECT_NE(std::string(err.what()).find("value other than 1"), std::string::npos) << err.what();
      EXPECT_NE(std::string(err.what()).find("row " + std::to_string(row) + " "), std::string::npos)
          << err.what() << ": names the caller's row (sigma " << sigma << ")";
    }
  }
  EXPECT_TRUE(f.test_params(b, *e).empty());
}

TEST(SellpC16ValueCodes, CodedStorageMovesThreeBytesPerF64Entry) {
  const KernelEntry* e = coded_instance<double>(Backend::cuda, 8);
  if (!e) GTEST_SKIP() << "no CUDA sellp_c16 instance with 8-bit value codes in the registry";
  const auto& f = formats::format_of<double, I>(*e);
  const auto a = std::make_shared<const Csr<double, I>>(stencil<double>(24));
  const auto s = f.convert(a, *e, {{"sigma", 1}, {"max_offset", 65535}});
  EXPECT_EQ(s.find("values")->count, 0u) << "coded values are not stored";
  EXPECT_EQ(s.find("code16")->count, 0u);
  const std::size_t entries = s.find("code8")->count;
  EXPECT_EQ(entries, s.find("col_lo")->count);
  EXPECT_GE(s.find("dict")->count, 3u);
  EXPECT_LE(s.find("dict")->count, 10u);
  const double per_entry = static_cast<double>(s.stored_bytes) / static_cast<double>(entries);
  EXPECT_GE(per_entry, 3.0);
  EXPECT_LT(per_entry, 3.1);
  EXPECT_NE(s.details.find("value_codes=8"), std::string::npos) << s.details;
}

TEST(SellpC16ValueCodes, ValuesTheCodesCannotHoldAreNotApplicable) {
  const KernelEntry* e = coded_instance<double>(Backend::cuda, 8);
  if (!e) GTEST_SKIP() << "no CUDA sellp_c16 instance with 8-bit value codes in the registry";
  auto csr = load_matrix<double, I>("poisson3d:12");
  for (std::size_t k = 0; k < csr.values.size(); ++k) csr.values[k] = 1.0 + static_cast<double>(k % 400);
  const auto a = std::make_shared<const Csr<double, I>>(std::move(csr));
  const auto& f = formats::format_of<double, I>(*e);
  try {
    (void)f.convert(a, *e, {{"sigma", 1}, {"max_offset", 65535}});
    ADD_FAILURE() << "400 distinct values converted with 8-bit codes";
  } catch (const NotApplicable& err) {
    EXPECT_NE(std::string(err.what()).find("more than 255 distinct nonzero values"), std::string::npos) << err.what();
  }
  EXPECT_TRUE(f.test_params(*a, *e).empty()) << "the oracle tests skip what the codes cannot hold";
}

ContextOptions isolated_cpu(const std::string& name) {
  ContextOptions o;
  o.want = ContextOptions::Want::cpu;
  o.cache.dir = fs::temp_directory_path() / ("spgen_value_codes_" + name + "_" + std::to_string(::getpid()));
  test::remove_cache_dir(o.cache.dir);
  o.cache.disk = false;
  return o;
}

template <typename V>
class SellpC16ValueCodesCpu : public ::testing::Test {};
using ValueTypes = ::testing::Types<float, double>;
TYPED_TEST_SUITE(SellpC16ValueCodesCpu, ValueTypes);

// Every AVX-512 coded instance against its stored-values sibling (same slice
// height and x reads): the same y, bit for bit, for alpha/beta both ways, on
// a few values (decoded in registers) and on many (some by the gather).
TYPED_TEST(SellpC16ValueCodesCpu, ProductsAreBitIdenticalToStoredValues) {
  using V = TypeParam;
  if (!cpu_has_avx512()) GTEST_SKIP() << "this CPU has no AVX-512";
  const Context ctx = Context::create(isolated_cpu("bits"));
  const auto few_values = Matrix<V, I>::from_csr(stencil<V>(20));
  const auto more_values = Matrix<V, I>::from_csr(many_values<V>(20));
  const auto pattern = Matrix<V, I>::from_csr(ones<V>(20));
  const auto x = test::random_vector<V>(static_cast<std::size_t>(few_values.ncols()), ValueKind::uniform_real, 5);
  const auto y0 = test::random_vector<V>(static_cast<std::size_t>(few_values.nrows()), ValueKind::uniform_real, 6);
  int pairs = 0;
  for (const auto& coded : kernel_registry()) {
    if (coded.op != Op::spmv || std::string_view(coded.format) != "sellp_c16" || coded.backend != Backend::avx512 ||
        coded.value_type != value_type_of<V>() || coded.index_type != IndexType::i32 ||
        (coded.param("value_codes") == 0 && coded.param("pattern") == 0))
      continue;
    const KernelEntry* stored = nullptr;
    for (const auto& e : kernel_registry())
      if (std::string_view(e.format) == "sellp_c16" && e.backend == Backend::avx512 &&
          e.value_type == coded.value_type && e.index_type == coded.index_type &&
          e.param("value_codes") == 0 && e.param("pattern") == 0 &&
          e.param("slice_height") == coded.param("slice_height") &&
          e.param("gather") == coded.param("gather"))
        stored = &e;
    ASSERT_NE(stored, nullptr) << coded.name;
    for (const auto* a : coded.param("pattern") == 1 ? std::vector{&pattern}
                                                     : std::vector{&few_values, &more_values}) {
      for (const std::int64_t sigma :
           {std::int64_t{1}, std::int64_t{8} * coded.param("slice_height")}) {
        PlanOptions po;
        po.format_params = {{"sigma", sigma}};
        po.variant = coded.name;
        const auto pc = plan(ctx, *a, po);
        po.variant = stored->name;
        const auto ps = plan(ctx, *a, po);
        EXPECT_NE(pc.describe().values, "stored") << pc.describe().params;
        if (a == &more_values) {  // the matrix's values and +0, not the padding the kernels read
          EXPECT_NE(pc.describe().values.find("(62 entries)"), std::string::npos)
              << pc.describe().values;
        }
        EXPECT_EQ(ps.describe().values, "stored") << ps.describe().params;
        EXPECT_LT(pc.describe().bytes_per_nnz, ps.describe().bytes_per_nnz);
        for (const auto& [alpha, beta] : {std::pair{V(1), V(0)}, std::pair{V(-0.7), V(1.3)}}) {
          std::vector<V> yc = y0, ys = y0;
          pc.apply(alpha, std::span<const V>(x), beta, std::span<V>(yc));
          ps.apply(alpha, std::span<const V>(x), beta, std::span<V>(ys));
          ASSERT_EQ(std::memcmp(yc.data(), ys.data(), yc.size() * sizeof(V)), 0)
              << coded.name << " against " << stored->name << " sigma " << sigma << " alpha "
              << alpha;
        }
        ++pairs;
      }
    }
  }
  EXPECT_GE(pairs, 10) << "AVX-512 sellp_c16 instances with value codes (two matrices) and "
                          "patterns, two sigmas each";
}

// The rules: codes where they hold the values and the caller allows them.
template <typename V>
std::vector<const KernelEntry*> proposed(Backend backend, const Csr<V, I>& a, bool compress_values) {
  std::vector<const KernelEntry*> pool;
  for (const auto& e : kernel_registry())
    if (e.op == Op::spmv && std::string_view(e.format) == "sellp_c16" && e.backend == backend &&
        e.value_type == value_type_of<V>() && e.index_type == IndexType::i32)
      pool.push_back(&e);
  std::vector<const KernelEntry*> out;
  if (pool.empty()) return out;
  const Features f = compute_features(a.view());
  formats::SelectionInput<V, I> in{a, f, backend, pool, false};
  in.compress_values = compress_values;
  for (const auto& p : formats::format_of<V, I>(*pool.front()).propose(in))
    if (p.entry) out.push_back(p.entry);
  return out;
}

TEST(SellpC16ValueCodesRule, CudaCodesAStencilOnlyWhenAllowed) {
  const auto a = stencil<double>(64);  // 7M entries, above the CUDA rule's 4M
  const auto coded = proposed<double>(Backend::cuda, a, true);
  if (coded.empty()) GTEST_SKIP() << "no CUDA sellp_c16 instance in the registry";
  // One shape, with 16-bit columns (8-bit ones ran slower on an H200:
  // sellp_c16_format.cpp).
  ASSERT_EQ(coded.size(), 1u);
  EXPECT_EQ(coded[0]->param("value_codes"), 8) << coded[0]->name;
  EXPECT_EQ(coded[0]->param("column_bits"), 16) << coded[0]->name;
  const auto plain = proposed<double>(Backend::cuda, a, false);
  ASSERT_EQ(plain.size(), 1u);
  EXPECT_EQ(plain[0]->param("value_codes"), 0) << plain[0]->name;
  EXPECT_EQ(plain[0]->param("column_bits"), 16) << plain[0]->name;
  // The same threads either way; f64 codes walk four slice columns per step
  // where stored values walk two, one slice per block; f32 codes two columns,
  // two slices per block (sellp_c16_format.cpp: what an H100 ran fastest).
  EXPECT_EQ(coded[0]->param("threads_per_row"), plain[0]->param("threads_per_row"));
  EXPECT_EQ(coded[0]->param("unroll"), 4) << coded[0]->name;
  EXPECT_EQ(plain[0]->param("unroll"), 2) << plain[0]->name;
  EXPECT_EQ(coded[0]->param("slices_per_block"), 1) << coded[0]->name;
  EXPECT_EQ(plain[0]->param("slices_per_block"), 1) << plain[0]->name;
  const auto f32 = stencil<float>(64);
  const auto* coded32 = test::rule_pick("sellp_c16", Backend::cuda, f32, true);
  const auto* plain32 = test::rule_pick("sellp_c16", Backend::cuda, f32, false);
  ASSERT_TRUE(coded32 && plain32);
  EXPECT_EQ(coded32->param("value_codes"), 8) << coded32->name;
  EXPECT_EQ(coded32->param("unroll"), 2) << coded32->name;
  EXPECT_EQ(coded32->param("slices_per_block"), 2) << coded32->name;
  EXPECT_EQ(coded32->block_threads, 128) << coded32->name;  // b * t / r * s
  EXPECT_EQ(plain32->param("slices_per_block"), 1) << plain32->name;
}

TEST(SellpC16ValueCodesRule, CudaStoresNoValuesForAPattern) {
  const auto a = ones<double>(64);
  const auto* e = test::rule_pick("sellp_c16", Backend::cuda, a, true);
  if (!e) GTEST_SKIP() << "no CUDA sellp_c16 instance in the registry";
  EXPECT_EQ(e->param("pattern"), 1) << e->name;
  EXPECT_EQ(e->param("value_codes"), 0) << e->name;
  EXPECT_EQ(e->param("unroll"), 2) << e->name;  // f64 pattern: u2, one slice per block
  EXPECT_EQ(e->param("slices_per_block"), 1) << e->name;
  const auto* e32 = test::rule_pick("sellp_c16", Backend::cuda, ones<float>(64), true);
  ASSERT_NE(e32, nullptr);
  EXPECT_EQ(e32->param("pattern"), 1) << e32->name;
  EXPECT_EQ(e32->param("slices_per_block"), 2) << e32->name;
  EXPECT_EQ(test::rule_pick("sellp_c16", Backend::cuda, a, false)->param("pattern"), 0);
  EXPECT_EQ(test::rule_pick("sellp_c16", Backend::cuda, stencil<double>(64), true)->param("pattern"), 0);
}

TEST(SellpC16ValueCodesRule, CpuTimesCodesBesideStoredValuesOnlyWhereTheyFit) {
  if (!cpu_has_avx512()) GTEST_SKIP() << "this CPU has no AVX-512";
  // Instances with 16-bit columns; 8-bit ones join where they save bytes
  // (test_sellp_c16.cpp).
  const auto count = [](const std::vector<const KernelEntry*>& es, int bits) {
    int n = 0;
    for (const auto* e : es) n += e->param("value_codes") == bits && e->param("column_bits") == 16;
    return n;
  };
  const auto few = stencil<double>(16);
  const auto with = proposed<double>(Backend::avx512, few, true);
  EXPECT_GT(count(with, 0), 0);
  EXPECT_EQ(count(with, 0), count(with, 8)) << "each stored-values instance beside its 8-bit sibling";
  EXPECT_EQ(count(with, 16), 0) << "8-bit codes hold the stencil's values";
  EXPECT_EQ(count(proposed<double>(Backend::avx512, few, false), 8), 0);
  int patterns = 0;
  for (const auto* e : with) patterns += e->param("pattern");
  EXPECT_EQ(patterns, 0) << "the stencil's values are not all 1";
  const auto unit = proposed<double>(Backend::avx512, ones<double>(16), true);
  patterns = 0;
  for (const auto* e : unit) patterns += e->param("pattern") * (e->param("column_bits") == 16);
  EXPECT_EQ(patterns, count(unit, 0) / 2) << "each stored-values instance beside its pattern sibling";
  auto many = few;
  for (std::size_t k = 0; k < many.values.size(); ++k) many.values[k] = 1.0 + static_cast<double>(k) * 1e-3;
  const auto none = proposed<double>(Backend::avx512, many, true);
  EXPECT_GT(count(none, 0), 0);
  EXPECT_EQ(count(none, 8) + count(none, 16), 0) << "more than 65535 distinct values: no codes";
}

}  // namespace
}  // namespace spgen
