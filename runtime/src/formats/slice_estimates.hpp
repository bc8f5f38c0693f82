// SELL's stored entries estimated from row lengths alone (no conversion):
// for slice height b, slice widths rounded up to multiples of t, rows sorted
// by length within windows of σ rows. The rules of the formats stored in
// slices (sellp, sellp_c16) ask for the same (b, t, σ) several times while
// they pick σ and the instance; one SliceEstimates per selection counts each
// once, from the host row pointers, or for a device matrix by kernels over
// its own (formats/sellp/cuda/sell_layout_device.cu), with the same counts.
#pragma once

#include <cstdint>
#include <map>
#include <span>
#include <tuple>

#include "spgen/core/types.hpp"

namespace spgen::formats {

template <SupportedIndex I>
class SliceEstimates {
 public:
  /// From the host row pointers (nrows + 1 entries), which must outlive this.
  explicit SliceEstimates(std::span<const I> row_ptr);
  /// From row pointers in the current CUDA device's memory (builds with
  /// device code only: SPGEN_HAVE_DEVICE_CONVERSION; elsewhere, counting
  /// throws spgen::Error).
  SliceEstimates(const I* device_row_ptr, std::int64_t nrows, std::int64_t nnz);

  /// Stored entries of SELL (b, t, σ), the padding included; counted on first use.
  [[nodiscard]] std::int64_t stored_entries(int b, int t, std::int64_t sigma) const;
  /// β = nnz / stored entries (1 for an empty matrix).
  [[nodiscard]] double beta(int b, int t, std::int64_t sigma) const;
  [[nodiscard]] bool on_device() const { return device_row_ptr_ != nullptr; }

 private:
  std::span<const I> row_ptr_;
  const I* device_row_ptr_ = nullptr;
  std::int64_t nrows_ = 0, nnz_ = 0;
  mutable std::map<std::tuple<int, int, std::int64_t>, std::int64_t> counted_;  // one selection: no locking
};

}  // namespace spgen::formats
