// Plan-time uploads of host arrays (a CSR, a converted format) to the device,
// and downloads of a device matrix.
// Internal to the CUDA backend.
#pragma once

#include <cstddef>
#include <functional>

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

/// A small download the host reads once (a device matrix's row pointers for
/// a rule or CSR-Stream's tiles): `bytes` at `src` on the current device are
/// copied into a pinned buffer kept for the process, `read` runs on that copy
/// while it holds the buffer, and true is returned. From pageable memory the
/// same 270 KB (ct2010's row pointers) took 104-126 us on the H200 machine
/// (the copy's own floor there is 51 us), with the zero-filled vector it
/// landed in; pinned it is a DMA. Returns false, having copied nothing, when
/// the bytes exceed the buffer (4 MB) or another thread holds it: the caller
/// then copies as before. Throws spgen::Error naming the CUDA call that
/// failed.
bool read_on_host(const void* src, std::size_t bytes, const std::function<void(const void*)>& read);

/// Makes the current device's pinned read-back buffer (read_on_host), so a
/// process's first plan does not pay the pinning (Context::create calls it).
/// Where memory cannot be pinned, read_on_host() then always returns false.
void prepare_read_back();

}  // namespace spgen::detail
