// SELL-P's layout computed on the GPU from a device CSR's row pointers:
// sell_layout()'s row order (a stable sort by decreasing length inside each
// σ window: a block's sort in shared memory for σ of 256-4096 rows, CUB's
// segmented sort for others), row lengths and slice offsets, left in
// device memory, so a conversion on the device copies nothing of the matrix
// to the host (only the stored-entry count comes back, to size the arrays).
// The sellp and sellp_c16 device conversions take it. CUDA sources only.
#pragma once

#include <cstdint>
#include <memory>

#include "formats/device_array.hpp"
#include "formats/format.hpp"
#include "spgen/formats/sellp.hpp"

namespace spgen::formats {

template <SupportedIndex I>
struct DeviceSellLayout {
  std::int64_t nslices = 0;
  std::int64_t stored = 0;                 // slice_ptr[nslices]
  std::shared_ptr<DeviceArray> row_perm;   // nrows: the row stored at position p; null: rows in caller order
  std::shared_ptr<ScratchArray> row_len;   // nrows: its length (scratch: conversions read it)
  std::shared_ptr<DeviceArray> slice_ptr;  // nslices + 1
  [[nodiscard]] const I* perm() const { return row_perm ? static_cast<const I*>(row_perm->ptr) : nullptr; }
  [[nodiscard]] const I* lengths() const { return static_cast<const I*>(row_len->ptr); }
  [[nodiscard]] const I* slices() const { return static_cast<const I*>(slice_ptr->ptr); }
};

/// What device_sell_layout() writes besides the row lengths.
struct SellLayoutParts {
  bool offsets = true;         // slice_ptr and the stored-entry count; false: the row order and lengths alone
  bool identity_order = true;  // where σ is 1, row_perm all the same (the identity); false: null
};

/// sell_layout(row_ptr, params) on the current device, `row_ptr` (nrows + 1
/// entries) in device memory; returns with the arrays' kernels queued on the
/// default stream, before whatever the caller queues next. Throws what
/// sell_layout() throws, and spgen::Error naming `format` and a failed CUDA
/// call. Without `offsets`: slice_ptr null, stored 0, no overflow check
/// (what the rule's estimates read). Without `identity_order`: no row_perm
/// where σ is 1 (sellp_c16 stores none there; sellp's kernels read it).
/// `sorted`: a layout of the same rows at the same σ (> 1) made before,
/// whose order and lengths are taken (shared) instead of sorting again.
template <SupportedIndex I>
DeviceSellLayout<I> device_sell_layout(const I* row_ptr, std::int64_t nrows,
                                       const SellpParams& params, const char* format,
                                       SellLayoutParts parts = {},
                                       const DeviceSellLayout<I>* sorted = nullptr);

/// The order a step of this plan sorted at σ and kept in `facts` (null:
/// none, another σ, or σ 1), for device_sell_layout's `sorted`.
template <SupportedIndex I>
const DeviceSellLayout<I>* kept_sell_order(const DeviceMatrixFacts* facts, std::int64_t sigma) {
  return facts && sigma > 1 && facts->sell_order_sigma == sigma
             ? static_cast<const DeviceSellLayout<I>*>(facts->sell_order.get())
             : nullptr;
}
/// Keeps `layout`'s order (sorted at σ > 1) in `facts` for a later step.
template <SupportedIndex I>
void keep_sell_order(DeviceMatrixFacts* facts, std::int64_t sigma,
                     const DeviceSellLayout<I>& layout) {
  if (!facts || sigma <= 1 || !layout.row_perm) return;
  facts->sell_order_sigma = sigma;
  facts->sell_order = std::make_shared<const DeviceSellLayout<I>>(layout);
}

}  // namespace spgen::formats
