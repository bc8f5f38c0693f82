#include "formats/csrstream/cuda/csrstream_device.hpp"

#include <cuda_runtime.h>

#include "formats/device_array.hpp"

namespace spgen::formats {

namespace {

constexpr const char* kFormat = "csrstream";
void check(cudaError_t status, const char* what) { check_on_device(status, kFormat, what); }

using Owned = std::vector<std::shared_ptr<DeviceArray>>;

// `count` elements of T at `from` (host or device memory) into a device array of `owned`.
template <typename T>
StoredArray copied(Owned& owned, const char* name, const T* from, std::size_t count, cudaMemcpyKind kind) {
  owned.push_back(std::make_shared<DeviceArray>(count * sizeof(T), kFormat));
  if (count > 0) check(cudaMemcpy(owned.back()->ptr, from, count * sizeof(T), kind), "cudaMemcpy");
  return {name, count > 0 ? owned.back()->ptr : nullptr, count, sizeof(T), true};
}

}  // namespace

template <SupportedValue V, SupportedIndex I>
DeviceCsrstream<V, I> DeviceCsrstream<V, I>::build(const DeviceCsr<V, I>& a, I tile_len, I max_rows, I piece_len,
                                                   I reduce_steps) {
  std::vector<I> row_ptr(static_cast<std::size_t>(a.nrows) + 1);
  check(cudaMemcpy(row_ptr.data(), a.row_ptr, row_ptr.size() * sizeof(I), cudaMemcpyDeviceToHost),
        "cudaMemcpy (row pointers)");
  DeviceCsrstream out;
  out.tiles = Csrstream<V, I>::from_csr(CsrView<V, I>{a.nrows, a.ncols, row_ptr, {}, {}}, tile_len, max_rows,
                                        piece_len, reduce_steps);
  Owned owned;
  const auto nnz = static_cast<std::size_t>(a.nnz);
  const auto& t = out.tiles;
  out.arrays = {copied(owned, "tile_ptr", t.tile_ptr.data(), t.tile_ptr.size(), cudaMemcpyHostToDevice),
                copied(owned, "tile_row", t.tile_row.data(), t.tile_row.size(), cudaMemcpyHostToDevice),
                copied(owned, "tile_long", t.tile_long.data(), t.tile_long.size(), cudaMemcpyHostToDevice),
                copied(owned, "long_first_tile", t.long_first_tile.data(), t.long_first_tile.size(),
                       cudaMemcpyHostToDevice),
                copied(owned, "row_ptr", a.row_ptr, row_ptr.size(), cudaMemcpyDeviceToDevice),
                copied(owned, "col_idx", a.col_idx, nnz, cudaMemcpyDeviceToDevice),
                copied(owned, "values", a.values, nnz, cudaMemcpyDeviceToDevice)};
  out.memory = std::make_shared<Owned>(std::move(owned));
  check(cudaDeviceSynchronize(), "cudaMemcpy");  // device-to-device copies return before they are done
  return out;
}

#define SPGEN_INSTANTIATE(V, I) template struct DeviceCsrstream<V, I>;
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::formats
