#include "formats/csrstream/cuda/csrstream_device.hpp"

#include <cuda_runtime.h>

#include <span>

#include "backends/cuda/host_to_device.hpp"
#include "core/setup_trace.hpp"
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
  DeviceCsrstream out;
  const auto walk = [&](const I* host_rows) {
    out.tiles = Csrstream<V, I>::from_csr(CsrView<V, I>{a.nrows, a.ncols, std::span<const I>(host_rows, rows), {}, {}},
                                          tile_len, max_rows, piece_len, reduce_steps);
    detail::setup_trace("csrstream: tiles walked on the host");
  };
  const auto walk_copy = [&](const void* copy) {
    detail::setup_trace("csrstream: row pointers to the host");
    walk(static_cast<const I*>(copy));
  };
  if (a.host_row_ptr) {  // the plan's own copy, when it has one
    walk(a.host_row_ptr);
  } else if (!detail::read_on_host(a.row_ptr, rows * sizeof(I), walk_copy)) {
    std::vector<I> copied_rows(rows);
    check(cudaMemcpy(copied_rows.data(), a.row_ptr, rows * sizeof(I), cudaMemcpyDeviceToHost),
          "cudaMemcpy (row pointers)");
    walk_copy(copied_rows.data());
  }
  // Every copy is queued, then one wait: on a small matrix each synchronous
  // copy's round trip (10-20 us) costs more than the copy. The tile index's
  // four arrays cross as one.
  const auto& t = out.tiles;
  const std::vector<const std::vector<I>*> index = {&t.tile_ptr, &t.tile_row, &t.tile_long, &t.long_first_tile};
  const char* index_names[] = {"tile_ptr", "tile_row", "tile_long", "long_first_tile"};
  std::vector<I> packed;
  packed.reserve(t.tile_ptr.size() + t.tile_row.size() + t.tile_long.size() + t.long_first_tile.size());
  for (const auto* v : index) packed.insert(packed.end(), v->begin(), v->end());
  KeptArrays kept(kFormat);
  StoredArray whole;  // one allocation; each index array is recorded as a view into it
  I* index_at = kept.add<I>(whole, "tile index", static_cast<kernels::Count>(packed.size()));
  if (!packed.empty())
    check(
        cudaMemcpyAsync(index_at, packed.data(), packed.size() * sizeof(I), cudaMemcpyHostToDevice),
        "cudaMemcpyAsync");
  for (std::size_t i = 0; i < index.size(); ++i) {
    const std::size_t count = index[i]->size();
    out.arrays.push_back({index_names[i], count > 0 ? index_at : nullptr, count, sizeof(I), true});
    index_at += count;
  }
  kept.append_csr_copy(out.arrays, a);
  out.memory = std::move(kept.memory);
  detail::setup_trace("csrstream: copies queued");
  check(cudaDeviceSynchronize(), "cudaMemcpyAsync");  // `packed` and the copies: done before return
  detail::setup_trace("csrstream: copies done");
  return out;
}

#define SPGEN_INSTANTIATE(V, I) template struct DeviceCsrstream<V, I>;
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::formats
