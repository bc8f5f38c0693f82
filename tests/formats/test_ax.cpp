// What is special to AXC and the four AXT variants: the stored arrays hold
// the matrix exactly (each value next to its x copy, each slot's column),
// the row structure the kernels read (AXC's row pointers, UNC's granule
// rows, COM's segment headers with their offsets) covers every entry once,
// the CUDA split rows name each chunk a row touches, and CPU units hold whole
// rows and tiles. Each check runs on every instance's own geometry over the
// standard test matrices (empty rows, a dense row, 1x1, all-empty, wide and
// tall shapes) by a scalar reading of the arrays as the kernels read them;
// the kernels themselves are checked against the oracle by tests/kernels.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "formats/ax/ax_layout.hpp"
#include "formats/ax/axt_format.hpp"
#include "formats/format.hpp"
#include "reference/oracle.hpp"
#include "spgen/core/registry.hpp"
#include "spgen/matrices/synthetic.hpp"
#include "support/test_support.hpp"

namespace spgen {
namespace {

using V = double;
using I = std::int32_t;
using Storage = formats::Storage<V, I>;

const std::vector<std::string> kAxFormats = {"axc", "axt_uh1", "axt_uh", "axt_ch1", "axt_ch"};

std::vector<const KernelEntry*> f64i32_instances(const std::string& format) {
  std::vector<const KernelEntry*> out;
  for (const auto& e : kernel_registry())
    if (e.format == format && e.value_type == ValueType::f64 && e.index_type == IndexType::i32) out.push_back(&e);
  return out;
}

// The f64/i32 instance of `format` on `backend` whose `param` is `value`.
const KernelEntry* instance(const std::string& format, Backend backend, std::string_view param = {}, int value = 0) {
  for (const KernelEntry* e : f64i32_instances(format))
    if (e->backend == backend && (param.empty() || e->param_or(param, -1) == value)) return e;
  return nullptr;
}

// The geometry the instance's conversion used, from its parameters.
struct Geometry {
  std::int64_t thw, th;
};
Geometry geometry_of(const KernelEntry& e) {
  if (std::string(e.format) == "axc") return {e.param("brick"), 1};
  return {e.param("tile_half_width"), e.param_or("tile_height", 1)};
}

// y = A*x read from the stored arrays the way the kernels read them: each
// slot's value times x[its column], added to the row its structure names.
// Also checks that every x copy slot holds 0 (the conversion's; kernels
// rewrite them) and that every entry is reached exactly once.
std::vector<double> product_from_arrays(const std::string& format, const Storage& s, const Geometry& g,
                                        const std::vector<double>& x, std::int64_t nrows) {
  const auto ax = test::stored_array<double>(s, "ax");
  const auto col = test::stored_array<I>(s, "ax_col");
  const std::int64_t slots = static_cast<std::int64_t>(col.size()), tile = g.thw * g.th;
  EXPECT_EQ(ax.size(), 2 * col.size());
  EXPECT_EQ(slots % (format == "axc" ? g.thw : tile), 0);
  auto slot_of = [&](std::int64_t j) {  // fill position -> value slot
    const std::int64_t gc = j / g.th, f = j % g.th;
    return gc / g.thw * tile + f * g.thw + gc % g.thw;
  };
  auto term = [&](std::int64_t q) {
    const std::int64_t at = 2 * g.thw * (q / g.thw) + q % g.thw;
    EXPECT_EQ(ax[static_cast<std::size_t>(at + g.thw)], 0.0) << "x copy of slot " << q;
    const I c = col[static_cast<std::size_t>(q)];
    if (c < 0) {
      EXPECT_EQ(ax[static_cast<std::size_t>(at)], 0.0) << "padding slot " << q;
      return 0.0;
    }
    return ax[static_cast<std::size_t>(at)] * x[static_cast<std::size_t>(c)];
  };
  std::vector<double> y(static_cast<std::size_t>(nrows), 0.0);
  if (format == "axc") {
    const auto row_ptr = test::stored_array<I>(s, "row_ptr");
    for (std::int64_t r = 0; r < nrows; ++r) {
      EXPECT_EQ(row_ptr[r] % g.thw, 0) << "row " << r << " starts inside a brick";
      for (std::int64_t q = row_ptr[r]; q < row_ptr[r + 1]; ++q) y[r] += term(q);
    }
    EXPECT_EQ(row_ptr[nrows], slots);
  } else if (format == "axt_uh1" || format == "axt_uh") {
    const auto seg_row = test::stored_array<I>(s, "seg_row");
    const std::int64_t granule = g.th == 1 ? g.thw : g.th;
    EXPECT_EQ(static_cast<std::int64_t>(seg_row.size()) * granule, slots);
    I last = -1;
    for (std::int64_t j = 0; j < slots; ++j) {
      const I r = seg_row[static_cast<std::size_t>(j / granule)];
      const std::int64_t q = slot_of(j);
      if (r < 0) {
        EXPECT_LT(col[static_cast<std::size_t>(q)], 0) << "an entry in a padding granule";
        continue;
      }
      EXPECT_GE(r, last) << "granule rows decrease at fill position " << j;
      last = r;
      y[r] += term(q);
    }
  } else {  // the compacted variants: segments from headers
    const auto hdr = test::stored_array<I>(s, "hdr");
    const int shift = static_cast<int>(s.scalars.at("segment_shift"));
    std::vector<int> covered(static_cast<std::size_t>(slots), 0);
    for (std::int64_t j = 0; j < slots; ++j) {
      const I h = hdr[static_cast<std::size_t>(slot_of(j))];
      if (h < 0) continue;
      const std::int64_t r = h >> shift, len = (h & ((I{1} << shift) - 1)) + 1;
      EXPECT_EQ(j / (std::int64_t{1} << shift), (j + len - 1) / (std::int64_t{1} << shift))
          << "segment at fill position " << j << " leaves its block";
      for (std::int64_t k = j; k < j + len; ++k) {
        ++covered[static_cast<std::size_t>(slot_of(k))];
        y[static_cast<std::size_t>(r)] += term(slot_of(k));
      }
    }
    for (std::int64_t q = 0; q < slots; ++q) {
      if (col[static_cast<std::size_t>(q)] < 0) continue;
      EXPECT_EQ(covered[static_cast<std::size_t>(q)], 1) << "slot " << q;
    }
  }
  return y;
}

TEST(AxFormats, EveryInstanceStoresTheMatrixExactlyInTheStructureItsKernelReads) {
  int checked = 0;
  for (const auto& format : kAxFormats) {
    const auto instances = f64i32_instances(format);
    ASSERT_FALSE(instances.empty()) << "no f64/i32 instance of " << format;
    for (const KernelEntry* e : instances) {
      const Geometry g = geometry_of(*e);
      for (const auto& m : test::standard_test_matrices<V, I>()) {
        SCOPED_TRACE(std::string(e->name) + " on " + m.name);
        auto a = std::make_shared<const Csr<V, I>>(m.matrix);
        const Storage s = formats::format_of<V, I>(*e).convert(a, *e, {});
        const auto x = test::random_vector<double>(static_cast<std::size_t>(a->ncols), ValueKind::small_integers, 7);
        const auto want =
            reference::spmv(a->view(), 1.0, x, 0.0, std::vector<double>(static_cast<std::size_t>(a->nrows), 0.0));
        const auto got = product_from_arrays(format, s, g, x, a->nrows);
        ASSERT_EQ(got, want);  // small integers: exact
        ++checked;
      }
    }
  }
  EXPECT_GT(checked, 0);
}

// The layout read back to CSR (ax_to_csr) is the matrix, for every geometry
// the instances use, both modes and both backends' cuts.
TEST(AxFormats, TheLayoutReadBackIsTheMatrix) {
  for (const auto& format : kAxFormats) {
    for (const KernelEntry* e : f64i32_instances(format)) {
      formats::AxShape shape;
      if (format == "axc") {
        shape.thw = e->param("brick");
        shape.placeholders = false;
      } else {
        shape = formats::axt_shape(*e, format.starts_with("axt_ch") ? formats::AxMode::com : formats::AxMode::unc);
      }
      for (const auto& m : test::standard_test_matrices<V, I>()) {
        SCOPED_TRACE(std::string(e->name) + " on " + m.name);
        const auto layout = formats::AxLayout<V, I>::build(m.matrix.view(), shape, format);
        const auto back = formats::ax_to_csr(layout, m.matrix.nrows, m.matrix.ncols);
        ASSERT_EQ(back.row_ptr, m.matrix.row_ptr);
        ASSERT_EQ(back.col_idx, m.matrix.col_idx);
        ASSERT_EQ(back.values, m.matrix.values);
      }
    }
  }
}

// The CUDA split rows: a row is split exactly when its fill range reaches
// into a second chunk, with one partial per chunk it touches.
TEST(AxFormats, CudaSplitRowsNameEveryChunkTheyTouch) {
  const KernelEntry* e = instance("axt_ch1", Backend::cuda, "block_size", 512);
  ASSERT_NE(e, nullptr);
  // Rows of 3, 0, 1500 and 70 entries: row 2 spans slots 4..1503 (blocks 0-2
  // of 512), row 3 slots 1504..1573 (blocks 2 and 3).
  std::vector<I> row_ptr{0, 3, 3, 1503, 1573}, cols;
  std::vector<V> vals;
  for (int len : {3, 1500, 70})
    for (int k = 0; k < len; ++k) {
      cols.push_back(k);
      vals.push_back(1.0);
    }
  const auto s = formats::format_of<V, I>(*e).convert(test::shared_csr<V, I>(4, 1500, row_ptr, cols, vals), *e, {});
  EXPECT_EQ(s.scalars.at("nsplit"), 2);
  EXPECT_EQ(test::stored_array<I>(s, "row_split"), (std::vector<I>{-1, -1, 0, 1}));
  EXPECT_EQ(test::stored_array<I>(s, "split_first_chunk"), (std::vector<I>{0, 2}));
  EXPECT_EQ(test::stored_array<I>(s, "split_piece_ptr"), (std::vector<I>{0, 3, 5}));
  EXPECT_EQ(s.workspace_counts.at("partial"), 5u);
  EXPECT_EQ(s.workspace_counts.at("arrivals"), 2u);
  // Row 1 is empty: its placeholder at slot 3 is a one-slot segment.
  const auto hdr = test::stored_array<I>(s, "hdr");
  EXPECT_EQ(hdr[3], (1 << 9) | 0);
  EXPECT_EQ(hdr[4], (2 << 9) | 507);  // row 2 to the end of block 0 (slots 4..511)
  EXPECT_EQ(hdr[512], (2 << 9) | 511);
  EXPECT_EQ(hdr[1024], (2 << 9) | 479);  // slots 1024..1503
  EXPECT_EQ(hdr[1504], (3 << 9) | 31);   // slots 1504..1535
  EXPECT_EQ(hdr[1536], (3 << 9) | 37);   // slots 1536..1573
}

// AVX-512 units hold whole rows and start at tile boundaries.
TEST(AxFormats, CpuUnitsAreWholeRowsAndWholeTiles) {
  for (const char* format : {"axt_uh1", "axt_uh", "axt_ch1", "axt_ch"}) {
    const KernelEntry* e = instance(format, Backend::avx512);
    ASSERT_NE(e, nullptr) << format;
    const Geometry g = geometry_of(*e);
    for (const auto& m : test::standard_test_matrices<V, I>()) {
      SCOPED_TRACE(std::string(e->name) + " on " + m.name);
      auto a = std::make_shared<const Csr<V, I>>(m.matrix);
      const Storage s = formats::format_of<V, I>(*e).convert(a, *e, {});
      const auto units = test::stored_array<I>(s, "unit_ptr");
      const auto slots = static_cast<std::int64_t>(test::stored_array<I>(s, "ax_col").size());
      if (a->nrows == 0) continue;
      ASSERT_GE(units.size(), 2u);
      EXPECT_EQ(units.front(), 0);
      EXPECT_EQ(units.back(), slots);
      EXPECT_EQ(s.units() + 1, static_cast<std::int64_t>(units.size()));
      for (std::size_t u = 0; u + 1 < units.size(); ++u) {
        EXPECT_EQ(units[u] % (g.thw * g.th), 0) << "unit " << u;
        EXPECT_LT(units[u], units[u + 1]) << "unit " << u << " is empty";
      }
    }
  }
}

// A matrix whose header cannot hold its last row in 32 bits is refused with a
// message naming the way out, not stored wrongly.
TEST(AxFormats, HeadersThatCannotHoldTheRowAreRefused) {
  const KernelEntry* e = instance("axt_ch1", Backend::cuda, "block_size", 1024);
  ASSERT_NE(e, nullptr);
  const I rows = (I{1} << 21) + 1;  // row 2^21 needs 22 bits beside 10 offset bits: 32 in all, past int32
  std::vector<I> row_ptr(static_cast<std::size_t>(rows) + 1, 0);
  const auto a = test::shared_csr<V, I>(rows, 1, row_ptr, {}, {});
  const auto msg = test::error_message([&] { (void)formats::format_of<V, I>(*e).convert(a, *e, {}); });
  ASSERT_TRUE(msg.has_value());
  EXPECT_NE(msg->find("use i64 instances"), std::string::npos) << *msg;
  // The rule asks first: with rmat:22:16's row lengths, whose long rows it
  // would otherwise time, it proposes nothing and says why.
  const Features f{rows, rows, 65243635, 192373, 31.1, 7.2};
  const KernelEntry* const pool[] = {e};
  const auto proposals = formats::format_of<V, I>(*e).propose({*a, f, Backend::cuda, pool, false});
  ASSERT_EQ(proposals.size(), 1u);
  EXPECT_EQ(proposals.front().entry, nullptr);
  EXPECT_NE(proposals.front().reason.find("does not fit a header"), std::string::npos) << proposals.front().reason;
}

}  // namespace
}  // namespace spgen
