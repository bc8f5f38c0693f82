// Plan-time uploads of host arrays (a CSR, a converted format) to the device,
// and downloads of a device matrix.
// Internal to the CUDA backend.
#pragma once

#include <cstddef>

namespace spgen::detail {

/// Copies `bytes` from host memory at `src` (pageable) to device memory at
/// `dst` on the current device and returns when the copy is done. Copies of
/// 32 MB and more go through a ring of pinned staging buffers that all
/// OpenMP threads fill, while the previous buffer crosses PCIe: the driver's
/// own pageable path stages with one thread (6-8 GB/s on the H200 machine,
/// bench/results/gpu-2026-11-28-device-conversion/). The staging stream
/// synchronises with the default stream, as a plain cudaMemcpy does.
/// SPGEN_PLAIN_UPLOAD=1 makes every copy one cudaMemcpy (to measure). Throws
/// spgen::Error naming the CUDA call that failed.
void copy_to_device(void* dst, const void* src, std::size_t bytes);

/// The other way: `bytes` of device memory at `src` to pageable host memory
/// at `dst` (a DeviceMatrix's host copy), through the same ring from 32 MB:
/// the device fills the next buffers while all threads empty the last one.
void copy_to_host(void* dst, const void* src, std::size_t bytes);

}  // namespace spgen::detail
