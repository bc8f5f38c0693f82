#include "formats/csr/cuda/csr_device.hpp"

#include <cuda_runtime.h>

#include <array>

#include "formats/device_array.hpp"

namespace spgen::formats {

template <SupportedValue V, SupportedIndex I>
DeviceCsrCopy<V, I> DeviceCsrCopy<V, I>::build(const DeviceCsr<V, I>& a) {
  constexpr const char* kFormat = "csr";
  const auto rows = static_cast<std::size_t>(a.nrows) + 1, nnz = static_cast<std::size_t>(a.nnz);
  const std::array<StoredArray, 3> from = {{{"row_ptr", a.row_ptr, rows, sizeof(I), true},
                                            {"col_idx", a.col_idx, nnz, sizeof(I), true},
                                            {"values", a.values, nnz, sizeof(V), true}}};
  auto memory = std::make_shared<std::array<std::shared_ptr<DeviceArray>, 3>>();
  DeviceCsrCopy out;
  for (std::size_t i = 0; i < from.size(); ++i) {
    (*memory)[i] = std::make_shared<DeviceArray>(from[i].bytes(), kFormat);
    check_on_device(cudaMemcpy((*memory)[i]->ptr, from[i].data, from[i].bytes(), cudaMemcpyDeviceToDevice), kFormat,
                    "cudaMemcpy");
    out.arrays.push_back(from[i]);
    out.arrays.back().data = (*memory)[i]->ptr;
  }
  // A copy between device buffers may return before it is done.
  check_on_device(cudaDeviceSynchronize(), kFormat, "cudaMemcpy");
  out.memory = std::move(memory);
  return out;
}

#define SPGEN_INSTANTIATE(V, I) template struct DeviceCsrCopy<V, I>;
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::formats
