// SELL-P on the GPU (sellp_device.hpp): device_sell_layout() gives the
// same order and offsets as the host conversion's sell_layout(); a thread
// per stored row position then writes its row column-major into its slice,
// padded with the row's last column (column 0 for an empty row or a
// position past nrows) and zeros. Neighbouring positions of a slice write
// neighbouring places.
#include "formats/sellp/cuda/sellp_device.hpp"

#include <cuda_runtime.h>

#include <string>
#include <tuple>

#include "backends/cuda/kernel_preload.hpp"
#include "formats/sellp/cuda/sell_layout_device.hpp"
#include "formats/device_array.hpp"
#include "spgen/core/error.hpp"

SPGEN_PRELOAD_THIS_MODULE()

namespace spgen::formats {

namespace {

using namespace kernels;

constexpr const char* kFormat = "sellp";
void check(cudaError_t status, const char* what) { check_on_device(status, kFormat, what); }


// The arrays never overlap (__restrict__) and the row loop is unrolled, so a
// thread issues several of its row's loads before the first store.
template <typename V, typename I>
__global__ void fill_slices(const I* __restrict__ row_ptr, const I* __restrict__ col, const V* __restrict__ val,
                            Count nrows, Count positions, int b, const I* __restrict__ row_perm,
                            const I* __restrict__ row_len, const I* __restrict__ slice_ptr, I* __restrict__ col_out,
                            V* __restrict__ val_out) {
  const Count p = static_cast<Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (p >= positions) return;
  const Count s = p / b, r = p % b;
  const Count first = slice_ptr[s];
  const Count width = (slice_ptr[s + 1] - first) / b;
  const Count len = p < nrows ? row_len[p] : 0;
  const Count src = p < nrows ? row_ptr[row_perm[p]] : 0;
#pragma unroll 4
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
  const DeviceSellLayout<I> layout = device_sell_layout(a.row_ptr, a.nrows, params, kFormat, {},
                                                        kept_sell_order<I>(a.facts.get(), params.sigma));  // throws on overflow
  DeviceSellp out;
  const Count b = params.slice_height;
  out.nslices = layout.nslices;
  out.stored = layout.stored;
  auto col_idx = std::make_shared<DeviceArray>(static_cast<std::size_t>(out.stored) * sizeof(I), kFormat);
  auto values = std::make_shared<DeviceArray>(static_cast<std::size_t>(out.stored) * sizeof(V), kFormat);
  const Count positions = out.nslices * b;
  if (positions > 0) {
    fill_slices<V, I><<<static_cast<unsigned>((positions + kBlock - 1) / kBlock), kBlock>>>(
        a.row_ptr, a.col_idx, a.values, a.nrows, positions, params.slice_height, layout.perm(), layout.lengths(),
        layout.slices(), static_cast<I*>(col_idx->ptr), static_cast<V*>(values->ptr));
    check(cudaGetLastError(), "fill_slices");
  }
  check(cudaDeviceSynchronize(), "fill_slices");
  out.arrays = {{"slice_ptr", layout.slice_ptr->ptr, static_cast<std::size_t>(out.nslices) + 1, sizeof(I), true},
                {"col_idx", col_idx->ptr, static_cast<std::size_t>(out.stored), sizeof(I), true},
                {"values", values->ptr, static_cast<std::size_t>(out.stored), sizeof(V), true},
                {"row_perm", layout.row_perm->ptr, static_cast<std::size_t>(a.nrows), sizeof(I), true}};
  out.memory = std::make_shared<std::tuple<std::shared_ptr<DeviceArray>, std::shared_ptr<DeviceArray>,
                                           std::shared_ptr<DeviceArray>, std::shared_ptr<DeviceArray>>>(
      layout.slice_ptr, col_idx, values, layout.row_perm);
  return out;
}

#define SPGEN_INSTANTIATE(V, I) template struct DeviceSellp<V, I>;
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::formats
