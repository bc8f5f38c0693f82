#include <cuda_runtime.h>

#include "formats/csr/cuda/csr_device.hpp"
#include "formats/device_array.hpp"

namespace spgen::formats {

template <SupportedValue V, SupportedIndex I>
DeviceCsrCopy<V, I> DeviceCsrCopy<V, I>::build(const DeviceCsr<V, I>& a) {
  KeptArrays kept("csr");
  DeviceCsrCopy out;
  kept.append_csr_copy(out.arrays, a);
  check_on_device(cudaDeviceSynchronize(), kept.format, "cudaMemcpyAsync");  // written before return
  out.memory = std::move(kept.memory);
  return out;
}

#define SPGEN_INSTANTIATE(V, I) template struct DeviceCsrCopy<V, I>;
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::formats
