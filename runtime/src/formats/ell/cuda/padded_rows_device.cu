// The padded row layout on the GPU (padded_rows_device.hpp): the row lengths
// and their maximum (CUB), then a thread per row, so neighbouring threads
// write neighbouring places of each stored column (t = 1) or group of t.
#include <cuda_runtime.h>

#include <cub/device/device_reduce.cuh>
#include <memory>

#include "backends/cuda/kernel_preload.hpp"
#include "formats/device_array.hpp"
#include "formats/device_rows.cuh"
#include "formats/ell/cuda/padded_rows_device.hpp"
#include "formats/padded_rows.hpp"

SPGEN_PRELOAD_THIS_MODULE()

namespace spgen::formats {

namespace {

using namespace kernels;

template <typename V, typename I>
__global__ void fill_padded(const I* __restrict__ row_ptr, const I* __restrict__ col,
                            const V* __restrict__ val, Count nrows, Count width, int t,
                            I* __restrict__ col_out, V* __restrict__ val_out) {
  const Count r = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (r >= nrows) return;
  const Count begin = row_ptr[r];
  const Count len = min(static_cast<Count>(row_ptr[r + 1]) - begin, width);
  const I pad = len > 0 ? col[begin + len - 1] : I{0};
  for (Count j = 0; j < width; ++j) {
    const Count at = j / t * nrows * t + r * t + j % t;
    col_out[at] = j < len ? col[begin + j] : pad;
    val_out[at] = j < len ? val[begin + j] : V(0);
  }
}

}  // namespace

template <SupportedValue V, SupportedIndex I>
void device_fill_padded_rows(const DeviceCsr<V, I>& a, std::int64_t width, int t, I* col_idx,
                             V* values, const char* format) {
  if (a.nrows == 0 || width == 0) return;
  fill_padded<V, I><<<blocks(a.nrows), kBlock>>>(a.row_ptr, a.col_idx, a.values, a.nrows, width, t,
                                                 col_idx, values);
  check_on_device(cudaGetLastError(), format, "fill_padded");
}

template <SupportedValue V, SupportedIndex I>
DevicePaddedRows<V, I> DevicePaddedRows<V, I>::build(const DeviceCsr<V, I>& a, int t, bool lengths,
                                                     const char* what, const char* format) {
  auto check = [format](cudaError_t status, const char* call) {
    check_on_device(status, format, call);
  };
  const Count n = a.nrows;
  // ELLPACK-R keeps the lengths; ELL counts them in scratch.
  const std::size_t length_bytes = static_cast<std::size_t>(n) * sizeof(I);
  auto row_len = lengths ? std::make_shared<DeviceArray>(length_bytes, format) : nullptr;
  auto scratch = lengths ? nullptr : std::make_unique<ScratchArray>(length_bytes, format);
  I* const len = static_cast<I*>(lengths ? row_len->ptr : scratch->ptr);
  Count longest = 0;
  if (n > 0) {
    row_lengths<I><<<blocks(n), kBlock>>>(a.row_ptr, n, len);
    check(cudaGetLastError(), "row_lengths");
    ScratchArray result(sizeof(I), format);
    std::size_t bytes = 0;
    check(cub::DeviceReduce::Max(nullptr, bytes, len, static_cast<I*>(result.ptr), n),
          "cub::DeviceReduce (size)");
    ScratchArray temp(bytes, format);
    check(cub::DeviceReduce::Max(temp.ptr, bytes, len, static_cast<I*>(result.ptr), n),
          "cub::DeviceReduce");
    I back = 0;
    check(cudaMemcpy(&back, result.ptr, sizeof(I), cudaMemcpyDeviceToHost),
          "cudaMemcpy (longest row)");
    longest = back;
  }
  DevicePaddedRows out;
  out.width = (longest + t - 1) / t * t;
  require_index_fits<I>(what, out.width * n);
  const auto stored = static_cast<std::size_t>(out.width * n);
  auto col_idx = std::make_shared<DeviceArray>(stored * sizeof(I), format);
  auto values = std::make_shared<DeviceArray>(stored * sizeof(V), format);
  device_fill_padded_rows(a, out.width, t, static_cast<I*>(col_idx->ptr),
                          static_cast<V*>(values->ptr), format);
  check(cudaDeviceSynchronize(), "fill_padded");
  out.col_idx = {"col_idx", col_idx->ptr, stored, sizeof(I), true};
  out.values = {"values", values->ptr, stored, sizeof(V), true};
  if (lengths)
    out.row_len = {"row_len", row_len->ptr, static_cast<std::size_t>(n), sizeof(I), true};
  out.memory = std::make_shared<const DeviceArrays>(DeviceArrays{row_len, col_idx, values});
  return out;
}

#define SPGEN_INSTANTIATE(V, I)                                                                  \
  template struct DevicePaddedRows<V, I>;                                                        \
  template void device_fill_padded_rows<V, I>(const DeviceCsr<V, I>&, std::int64_t, int, I*, V*, \
                                              const char*);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::formats
