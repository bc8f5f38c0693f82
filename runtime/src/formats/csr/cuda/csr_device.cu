#include <cuda_runtime.h>

#include <array>

#include "formats/csr/cuda/csr_device.hpp"
#include "formats/device_array.hpp"

namespace spgen::formats {

template <SupportedValue V, SupportedIndex I>
DeviceCsrCopy<V, I> DeviceCsrCopy<V, I>::build(const DeviceCsr<V, I>& a) {
  constexpr const char* kFormat = "csr";
  const auto rows = static_cast<std::size_t>(a.nrows) + 1, nnz = static_cast<std::size_t>(a.nnz);
  const std::array<StoredArray, 3> from = {{{"row_ptr", a.row_ptr, rows, sizeof(I), true},
                                            {"col_idx", a.col_idx, nnz, sizeof(I), true},
                                            {"values", a.values, nnz, sizeof(V), true}}};
  auto memory = std::make_shared<DeviceArrays>();
  DeviceCsrCopy out;
  for (const StoredArray& array : from) {
    const auto& copy = memory->emplace_back(std::make_shared<DeviceArray>(array.bytes(), kFormat));
    check_on_device(cudaMemcpy(copy->ptr, array.data, array.bytes(), cudaMemcpyDeviceToDevice),
                    kFormat, "cudaMemcpy");
    out.arrays.push_back(array);
    out.arrays.back().data = copy->ptr;
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
