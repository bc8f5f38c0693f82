// Prefix sums on the device for the formats' conversions there (CUB's
// DeviceScan, its temporary storage from the scratch pool): offsets from
// per-row or per-block counts. Internal; CUDA sources only.
#pragma once

#include <cuda_runtime.h>

#include <cstddef>
#include <cub/device/device_scan.cuh>

#include "formats/device_array.hpp"

namespace spgen::formats {

/// out[i] = in[0] + ... + in[i] for i < n (in == out allowed), queued on the
/// default stream. `format` names the conversion in an error.
template <typename T>
void device_inclusive_sum(const T* in, T* out, long long n, const char* format) {
  if (n <= 0) return;
  std::size_t bytes = 0;
  check_on_device(cub::DeviceScan::InclusiveSum(nullptr, bytes, in, out, n), format,
                  "cub::DeviceScan (size)");
  ScratchArray temp(bytes, format);
  check_on_device(cub::DeviceScan::InclusiveSum(temp.ptr, bytes, in, out, n), format,
                  "cub::DeviceScan");
}

/// device_inclusive_sum in place, then the total (0 when n is 0), which
/// waits for the device.
template <typename T>
T device_inclusive_sum_total(T* values, long long n, const char* format) {
  if (n <= 0) return T{0};
  device_inclusive_sum<T>(values, values, n, format);
  T total{};
  check_on_device(cudaMemcpy(&total, values + n - 1, sizeof(T), cudaMemcpyDeviceToHost), format,
                  "cudaMemcpy (total)");
  return total;
}

/// The item whose range of an inclusive sum's outputs holds position j: the
/// first i < n with ends[i] > j, or n past the last (a thread per output
/// position finds its row, its segment's row, ... by binary search; a CSR
/// entry's row is owner_of(row_ptr + 1, nrows, entry)).
template <typename T>
__device__ inline long long owner_of(const T* __restrict__ ends, long long n, long long j) {
  long long lo = 0, hi = n;
  while (lo < hi) {
    const long long mid = lo + (hi - lo) / 2;
    if (static_cast<long long>(ends[mid]) > j) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

}  // namespace spgen::formats
