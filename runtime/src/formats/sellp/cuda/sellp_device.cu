// SELL-P on the GPU (sellp_device.hpp): the row pointers copied to the host
// give sell_layout() (the same order and offsets as the host conversion);
// a thread per stored row position then writes its row column-major into
// its slice, padded with the row's last column (column 0 for an empty row or
// a position past nrows) and zeros. Neighbouring positions of a slice write
// neighbouring places.
#include "formats/sellp/cuda/sellp_device.hpp"

#include <cuda_runtime.h>

#include <string>
#include <tuple>

#include "formats/sellp/sell_layout.hpp"
#include "formats/device_array.hpp"
#include "spgen/core/error.hpp"

namespace spgen::formats {

namespace {

using Count = long long;
constexpr int kBlock = 256;

constexpr const char* kFormat = "sellp";
void check(cudaError_t status, const char* what) { check_on_device(status, kFormat, what); }

template <typename T>
std::shared_ptr<DeviceArray> upload(const std::vector<T>& v) {
  auto d = std::make_shared<DeviceArray>(v.size() * sizeof(T), kFormat);
  if (!v.empty()) check(cudaMemcpy(d->ptr, v.data(), v.size() * sizeof(T), cudaMemcpyHostToDevice), "cudaMemcpy");
  return d;
}

template <typename V, typename I>
__global__ void fill_slices(const I* row_ptr, const I* col, const V* val, Count nrows, Count positions, int b,
                            const I* row_perm, const I* row_len, const I* slice_ptr, I* col_out, V* val_out) {
  const Count p = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (p >= positions) return;
  const Count s = p / b, r = p % b;
  const Count first = slice_ptr[s];
  const Count width = (slice_ptr[s + 1] - first) / b;
  const Count len = p < nrows ? row_len[p] : 0;
  const Count src = p < nrows ? row_ptr[row_perm[p]] : 0;
  for (Count j = 0; j < len; ++j) {
    col_out[first + j * b + r] = col[src + j];
    val_out[first + j * b + r] = val[src + j];
  }
  const I pad = len > 0 ? col[src + len - 1] : I{0};
  for (Count j = len; j < width; ++j) {
    col_out[first + j * b + r] = pad;
    val_out[first + j * b + r] = V(0);
  }
}

}  // namespace

template <SupportedValue V, SupportedIndex I>
DeviceSellp<V, I> DeviceSellp<V, I>::build(const DeviceCsr<V, I>& a, const SellpParams& params) {
  std::vector<I> row_ptr(static_cast<std::size_t>(a.nrows) + 1);
  check(cudaMemcpy(row_ptr.data(), a.row_ptr, row_ptr.size() * sizeof(I), cudaMemcpyDeviceToHost),
        "cudaMemcpy (row pointers)");
  SellLayout<I> layout = sell_layout(std::span<const I>(row_ptr), params);  // checks params, throws on overflow
  DeviceSellp out;
  const Count b = params.slice_height;
  out.nslices = static_cast<Count>(layout.width.size());
  out.stored = static_cast<Count>(layout.slice_ptr.back());
  auto slice_ptr = upload(layout.slice_ptr);
  auto row_perm = upload(layout.row_perm);
  auto row_len = upload(layout.row_len);
  auto col_idx = std::make_shared<DeviceArray>(static_cast<std::size_t>(out.stored) * sizeof(I), kFormat);
  auto values = std::make_shared<DeviceArray>(static_cast<std::size_t>(out.stored) * sizeof(V), kFormat);
  const Count positions = out.nslices * b;
  if (positions > 0) {
    fill_slices<V, I><<<static_cast<unsigned>((positions + kBlock - 1) / kBlock), kBlock>>>(
        a.row_ptr, a.col_idx, a.values, a.nrows, positions, params.slice_height, static_cast<const I*>(row_perm->ptr),
        static_cast<const I*>(row_len->ptr), static_cast<const I*>(slice_ptr->ptr), static_cast<I*>(col_idx->ptr),
        static_cast<V*>(values->ptr));
    check(cudaGetLastError(), "fill_slices");
  }
  check(cudaDeviceSynchronize(), "fill_slices");
  out.arrays = {{"slice_ptr", slice_ptr->ptr, layout.slice_ptr.size(), sizeof(I), true},
                {"col_idx", col_idx->ptr, static_cast<std::size_t>(out.stored), sizeof(I), true},
                {"values", values->ptr, static_cast<std::size_t>(out.stored), sizeof(V), true},
                {"row_perm", row_perm->ptr, layout.row_perm.size(), sizeof(I), true}};
  out.memory = std::make_shared<std::tuple<std::shared_ptr<DeviceArray>, std::shared_ptr<DeviceArray>,
                                           std::shared_ptr<DeviceArray>, std::shared_ptr<DeviceArray>>>(
      slice_ptr, col_idx, values, row_perm);
  return out;
}

#define SPGEN_INSTANTIATE(V, I) template struct DeviceSellp<V, I>;
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::formats
