#include "formats/csrstream/cuda/csrstream_device.hpp"

#include <cuda_runtime.h>

#include <span>

#include "formats/device_array.hpp"

namespace spgen::formats {

namespace {

constexpr const char* kFormat = "csrstream";
void check(cudaError_t status, const char* what) { check_on_device(status, kFormat, what); }

}  // namespace

template <SupportedValue V, SupportedIndex I>
DeviceCsrstream<V, I> DeviceCsrstream<V, I>::build(const DeviceCsr<V, I>& a, I tile_len, I max_rows, I piece_len,
                                                   I reduce_steps) {
  const auto rows = static_cast<std::size_t>(a.nrows) + 1;
  std::vector<I> copied_rows;
  const I* host_rows = a.host_row_ptr;  // the plan's own copy, when it has one
  if (!host_rows) {
    copied_rows.resize(rows);
    check(cudaMemcpy(copied_rows.data(), a.row_ptr, rows * sizeof(I), cudaMemcpyDeviceToHost),
          "cudaMemcpy (row pointers)");
    host_rows = copied_rows.data();
  }
  DeviceCsrstream out;
  out.tiles = Csrstream<V, I>::from_csr(CsrView<V, I>{a.nrows, a.ncols, std::span<const I>(host_rows, rows), {}, {}},
                                        tile_len, max_rows, piece_len, reduce_steps);
  // Every copy is queued, then one wait: on a small matrix each synchronous
  // copy's round trip (10-20 us) costs more than the copy. The tile index's
  // four arrays cross as one.
  const auto& t = out.tiles;
  const std::vector<const std::vector<I>*> index = {&t.tile_ptr, &t.tile_row, &t.tile_long, &t.long_first_tile};
  const char* index_names[] = {"tile_ptr", "tile_row", "tile_long", "long_first_tile"};
  std::vector<I> packed;
  packed.reserve(t.tile_ptr.size() + t.tile_row.size() + t.tile_long.size() + t.long_first_tile.size());
  for (const auto* v : index) packed.insert(packed.end(), v->begin(), v->end());
  DeviceArrays owned;
  auto& index_memory = owned.emplace_back(std::make_shared<DeviceArray>(packed.size() * sizeof(I), kFormat));
  auto* index_at = static_cast<I*>(index_memory->ptr);
  if (!packed.empty())
    check(cudaMemcpyAsync(index_at, packed.data(), packed.size() * sizeof(I), cudaMemcpyHostToDevice), "cudaMemcpyAsync");
  for (std::size_t i = 0; i < index.size(); ++i) {
    const std::size_t count = index[i]->size();
    out.arrays.push_back({index_names[i], count > 0 ? index_at : nullptr, count, sizeof(I), true});
    index_at += count;
  }
  const auto copy_on_device = [&](const char* name, const void* from, std::size_t count, std::size_t element) {
    auto& copy = owned.emplace_back(std::make_shared<DeviceArray>(count * element, kFormat));
    if (count > 0) check(cudaMemcpyAsync(copy->ptr, from, count * element, cudaMemcpyDeviceToDevice), "cudaMemcpyAsync");
    out.arrays.push_back({name, count > 0 ? copy->ptr : nullptr, count, element, true});
  };
  const auto nnz = static_cast<std::size_t>(a.nnz);
  copy_on_device("row_ptr", a.row_ptr, rows, sizeof(I));
  copy_on_device("col_idx", a.col_idx, nnz, sizeof(I));
  copy_on_device("values", a.values, nnz, sizeof(V));
  out.memory = std::make_shared<DeviceArrays>(std::move(owned));
  check(cudaDeviceSynchronize(), "cudaMemcpyAsync");  // `packed` and the copies: done before return
  return out;
}

#define SPGEN_INSTANTIATE(V, I) template struct DeviceCsrstream<V, I>;
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::formats
