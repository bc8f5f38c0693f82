#include "formats/slice_estimates.hpp"

#include "formats/sellp/row_order.hpp"
#include "spgen/core/error.hpp"

#ifndef SPGEN_HAVE_DEVICE_CONVERSION
#define SPGEN_HAVE_DEVICE_CONVERSION 0
#endif
#if SPGEN_HAVE_DEVICE_CONVERSION
#include "formats/sellp/cuda/sell_layout_device.hpp"
#endif

namespace spgen::formats {

template <SupportedIndex I>
SliceEstimates<I>::SliceEstimates(std::span<const I> row_ptr)
    : row_ptr_(row_ptr),
      nrows_(row_ptr.empty() ? 0 : static_cast<std::int64_t>(row_ptr.size()) - 1),
      nnz_(row_ptr.empty() ? 0 : static_cast<std::int64_t>(row_ptr.back())) {}

template <SupportedIndex I>
SliceEstimates<I>::SliceEstimates(const I* device_row_ptr, std::int64_t nrows, std::int64_t nnz)
    : device_row_ptr_(device_row_ptr), nrows_(nrows), nnz_(nnz) {}

template <SupportedIndex I>
std::int64_t SliceEstimates<I>::stored_entries(int b, int t, std::int64_t sigma) const {
  const auto key = std::make_tuple(b, t, sigma);
  if (const auto it = counted_.find(key); it != counted_.end()) return it->second;
  std::int64_t stored = 0;
  if (device_row_ptr_) {
#if SPGEN_HAVE_DEVICE_CONVERSION
    stored = sell_stored_entries_on_device(device_row_ptr_, nrows_, b, t, sigma);
#else
    throw Error("internal: SELL estimates on the device in a build without device code");
#endif
  } else {
    stored = sell_stored_entries(row_ptr_, b, t, sigma);
  }
  counted_.emplace(key, stored);
  return stored;
}

template <SupportedIndex I>
double SliceEstimates<I>::beta(int b, int t, std::int64_t sigma) const {
  if (nrows_ <= 0 || nnz_ == 0) return 1.0;
  const std::int64_t stored = stored_entries(b, t, sigma);
  return stored == 0 ? 1.0 : static_cast<double>(nnz_) / static_cast<double>(stored);
}

template class SliceEstimates<std::int32_t>;
template class SliceEstimates<std::int64_t>;

}  // namespace spgen::formats
