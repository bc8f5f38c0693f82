// Column-panel Aᵀ·X on AVX-512, Y = alpha*Aᵀ*X + beta*Y over panels
// [panel_begin, panel_end), X (nrows x k) and Y (ncols x k) dense row-major
// with row strides ldx, ldy (specs/formats/colpanel.yaml).
//
// A panel's entries feed only its kPanelWidth rows of Y, so a thread owning
// whole panels writes them with no partials and no atomics, and every sum is
// formed in the panel's entry order: the same bits every run and for any
// thread count. For each block of kKVectors * lanes columns of k, the panel's
// tile (kPanelWidth rows x the block, on the stack: it stays in L1) is
// zeroed, every entry adds value * X[row, block] into tile[col] (contiguous
// loads of X's row, no gather), and the tile's rows are written to Y. The
// last block's lanes past k are masked off (they read and write no memory).
//
// Compile with -mavx512f -mavx512vl -mavx512bw -mavx512dq.
#include <immintrin.h>

#include <cstdint>

#include "../common/spgen_template.h"
#include "dense_ops.h"

template <int kPanelWidth, int kKVectors, typename V, typename I>
SPGEN_ENTRY void colpanel_spmm_t(I panel_begin, I panel_end, const I* __restrict__ panel_ptr,
                                 const I* __restrict__ ent_row, const unsigned char* __restrict__ ent_col,
                                 const V* __restrict__ values, I ncols, I k, const V* __restrict__ x, I ldx,
                                 V* __restrict__ y, I ldy, V alpha, V beta) {
  using Ops = DenseOps<V>;
  constexpr int kLanes = Ops::kLanes;
  constexpr int kBlock = kKVectors * kLanes;
  alignas(64) V tile[kPanelWidth][kBlock];
  const typename Ops::Vec va = Ops::broadcast(alpha);
  const typename Ops::Vec vb = Ops::broadcast(beta);
  for (I c0 = 0; c0 < k; c0 += kBlock) {
    typename Ops::Mask m[kKVectors];
    SPGEN_UNROLL
    for (int v = 0; v < kKVectors; ++v)
      m[v] = Ops::first(static_cast<long long>(k) - c0 - static_cast<long long>(v) * kLanes);
    for (I panel = panel_begin; panel < panel_end; ++panel) {
      for (int c = 0; c < kPanelWidth; ++c) {
        SPGEN_UNROLL
        for (int v = 0; v < kKVectors; ++v) Ops::store(static_cast<typename Ops::Mask>(~0u), tile[c] + v * kLanes, Ops::zero());
      }
      const I end = panel_ptr[panel + 1];
      for (I e = panel_ptr[panel]; e < end; ++e) {
        const typename Ops::Vec a = Ops::broadcast(values[e]);
        const V* xr = x + static_cast<std::int64_t>(ent_row[e]) * ldx + c0;
        V* t = tile[ent_col[e]];
        SPGEN_UNROLL
        for (int v = 0; v < kKVectors; ++v) {
          const typename Ops::Mask all = static_cast<typename Ops::Mask>(~0u);
          Ops::store(all, t + v * kLanes, Ops::fma(a, Ops::load(m[v], xr + v * kLanes), Ops::load(all, t + v * kLanes)));
        }
      }
      const std::int64_t first = static_cast<std::int64_t>(panel) * kPanelWidth;
      const int width = ncols - first < kPanelWidth ? static_cast<int>(ncols - first) : kPanelWidth;
      for (int c = 0; c < width; ++c) {
        V* yr = y + (first + c) * static_cast<std::int64_t>(ldy) + c0;
        SPGEN_UNROLL
        for (int v = 0; v < kKVectors; ++v) {
          const typename Ops::Vec acc = Ops::load(static_cast<typename Ops::Mask>(~0u), tile[c] + v * kLanes);
          // beta == 0 must not read Y: it may hold NaN or be uninitialised.
          const typename Ops::Vec r = beta == V(0) ? Ops::mul(va, acc)
                                                   : Ops::fma(vb, Ops::load(m[v], yr + v * kLanes), Ops::mul(va, acc));
          Ops::store(m[v], yr + v * kLanes, r);
        }
      }
    }
  }
}
