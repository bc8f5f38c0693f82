// What the formats' conversions on the device (formats/<name>/cuda/*.cu)
// share: their kernels' counts and grid, the check that names the format and
// the CUDA call that failed, a device allocation freed with its owner (what
// a plan keeps, from the device's pool), the kept arrays a conversion
// allocates and describes, and scratch memory, back to a cache when the
// conversion is done. Internal; CUDA sources only.
#pragma once

#include <cuda_runtime.h>

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "backends/cuda/device_pool.hpp"
#include "backends/cuda/device_scratch.hpp"
#include "formats/format.hpp"
#include "spgen/core/error.hpp"

namespace spgen::formats {

/// What the conversions' kernels share: counts and offsets in 64 bits
/// whatever I is (a sum that overflows I is caught on the host, not
/// wrapped), blocks of kBlock threads, and the grid covering n threads.
namespace kernels {
using Count = long long;
constexpr int kBlock = 256;
inline unsigned blocks(Count n) { return static_cast<unsigned>((n + kBlock - 1) / kBlock); }
}  // namespace kernels

/// Throws spgen::Error "<format>: conversion on the device: <what>: <CUDA's
/// message>" unless `status` is cudaSuccess.
inline void check_on_device(cudaError_t status, const char* format, const char* what) {
  if (status != cudaSuccess)
    throw Error(std::string(format) + ": conversion on the device: " + what + ": " + cudaGetErrorString(status));
}

/// `bytes` of device memory (at least 1) from the device's pool
/// (backends/cuda/device_pool.hpp), back to it with its owner; `format` names
/// the conversion in an error.
struct DeviceArray {
  void* ptr = nullptr;
  int device = 0;
  DeviceArray(std::size_t bytes, const char* format) {
    check_on_device(detail::pool_allocate(&ptr, bytes, &device), format, "cudaMallocFromPoolAsync");
  }
  DeviceArray(const DeviceArray&) = delete;
  DeviceArray& operator=(const DeviceArray&) = delete;
  ~DeviceArray() { detail::pool_free(ptr, device); }
};

/// Device arrays kept alive together: a conversion's storage owner.
using DeviceArrays = std::vector<std::shared_ptr<DeviceArray>>;

/// The arrays a conversion keeps, allocated one by one: each owned by
/// `memory` (what the converted storage holds on to) and described by the
/// StoredArray the plan binds.
struct KeptArrays {
  const char* format;
  std::shared_ptr<DeviceArrays> memory = std::make_shared<DeviceArrays>();

  explicit KeptArrays(const char* format_name) : format(format_name) {}

  /// `count` elements of T, described in `to` as `name`; returns where to write them.
  template <typename T>
  T* add(StoredArray& to, const char* name, kernels::Count count) {
    const auto elements = static_cast<std::size_t>(count);
    void* const ptr = memory->emplace_back(std::make_shared<DeviceArray>(elements * sizeof(T), format))->ptr;
    to = {name, ptr, elements, sizeof(T), true};
    return static_cast<T*>(ptr);
  }

  /// add() to a new last entry of `arrays`.
  template <typename T>
  T* append(std::vector<StoredArray>& arrays, const char* name, kernels::Count count) {
    return add<T>(arrays.emplace_back(), name, count);
  }

  /// append(), filled with a copy of `count` elements at `from` (device
  /// memory), queued: the caller waits before the source may change.
  template <typename T>
  void append_copy(std::vector<StoredArray>& arrays, const char* name, const T* from, kernels::Count count) {
    T* const copy = append<T>(arrays, name, count);
    const auto bytes = static_cast<std::size_t>(count) * sizeof(T);
    if (count > 0)
      check_on_device(cudaMemcpyAsync(copy, from, bytes, cudaMemcpyDeviceToDevice), format, "cudaMemcpyAsync");
  }

  /// append_copy() of `a`'s row_ptr, col_idx and values.
  template <typename V, typename I>
  void append_csr_copy(std::vector<StoredArray>& arrays, const DeviceCsr<V, I>& a) {
    append_copy(arrays, "row_ptr", a.row_ptr, kernels::Count{a.nrows} + 1);
    append_copy(arrays, "col_idx", a.col_idx, kernels::Count{a.nnz});
    append_copy(arrays, "values", a.values, kernels::Count{a.nnz});
  }
};

/// Like DeviceArray, for what only the conversion reads and writes: from
/// the device's scratch pool (backends/cuda/device_scratch.hpp) and back to
/// it, so a plan made again allocates none of it anew.
struct ScratchArray {
  void* ptr = nullptr;
  int device = 0;
  ScratchArray(std::size_t bytes, const char* format) {
    check_on_device(detail::scratch_allocate(&ptr, bytes, &device), format, "scratch allocation");
  }
  ScratchArray(const ScratchArray&) = delete;
  ScratchArray& operator=(const ScratchArray&) = delete;
  ~ScratchArray() { detail::scratch_free(ptr, device); }
};

}  // namespace spgen::formats
