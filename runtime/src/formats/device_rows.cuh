// Kernels over a device CSR's rows that the formats' conversions on the
// device share. Internal; CUDA sources only.
#pragma once

#include <cuda_runtime.h>

#include "formats/device_array.hpp"

namespace spgen::formats {

/// len[r] = row r's length for r < nrows and, where `row` is given,
/// row[r] = r: the identity a sort of the rows by length permutes.
template <typename I>
__global__ void row_lengths(const I* __restrict__ row_ptr, kernels::Count nrows, I* __restrict__ len,
                            I* __restrict__ row = nullptr) {
  const kernels::Count r = static_cast<kernels::Count>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (r >= nrows) return;
  len[r] = row_ptr[r + 1] - row_ptr[r];
  if (row) row[r] = static_cast<I>(r);
}

}  // namespace spgen::formats
