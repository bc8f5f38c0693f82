// spgen::DeviceMatrix's CUDA side (core/device_matrix_state.hpp): the
// caller's pointers classified, the arrays checked and fingerprinted by
// kernels (csr_checks.cu), copies to and from the host through the staging
// ring (host_to_device.hpp).
#include <cuda_runtime.h>

#define XXH_INLINE_ALL
#include <xxhash.h>

#include <algorithm>
#include <chrono>
#include <string>
#include <vector>

#include "backends/cuda/cuda.hpp"
#include "backends/cuda/host_to_device.hpp"
#include "core/device_matrix_state.hpp"
#include "core/elapsed.hpp"
#include "core/prefault.hpp"
#include "core/setup_trace.hpp"
#include "spgen/core/error.hpp"
#if SPGEN_HAVE_DEVICE_CONVERSION
#include "backends/cuda/csr_checks.hpp"
#endif

namespace spgen::detail {

namespace {

[[noreturn]] void fail(const std::string& what) { throw Error("DeviceMatrix: " + what); }

// Throws unless `p` is memory of `device` (device or managed).
void check_pointer(const void* p, const char* name, int device, std::size_t count) {
  if (count == 0) return;  // an empty array may be any pointer, null included
  if (p == nullptr) fail(std::string(name) + " is null");
  cudaPointerAttributes attr{};
  if (cudaPointerGetAttributes(&attr, p) != cudaSuccess) {
    cudaGetLastError();
    fail(std::string(name) + " is not CUDA memory");
  }
  if (attr.type != cudaMemoryTypeDevice && attr.type != cudaMemoryTypeManaged)
    fail(std::string(name) + " is host memory; a DeviceMatrix's arrays are device memory (host CSR: spgen::Matrix)");
  if (attr.device != device)
    fail(std::string(name) + " is memory of CUDA device " + std::to_string(attr.device) + "; the context runs on device " +
         std::to_string(device));
}

template <typename I>
I read_index(const I* p) {
  I v{};
  cuda::check(cudaMemcpy(&v, p, sizeof(I), cudaMemcpyDeviceToHost), "cudaMemcpy (DeviceMatrix)");
  return v;
}

// The first violation in spgen::validate()'s words, read back around it.
template <typename V, typename I>
void check_and_hash(DeviceMatrixState<V, I>& s) {
#if SPGEN_HAVE_DEVICE_CONVERSION
  const auto t0 = std::chrono::steady_clock::now();
  const auto fail_csr = [](const std::string& what) { fail("invalid CSR matrix: " + what); };
  const DeviceCsrCheck c = check_device_csr<I>(s.nrows, s.ncols, static_cast<std::int64_t>(s.nnz), s.row_ptr, s.col_idx);
  if (c.first_row_ptr != 0) fail_csr("row_ptr[0] is " + std::to_string(c.first_row_ptr) + ", expected 0");
  if (c.bad_row != DeviceCsrCheck::kNone) {
    const auto r = static_cast<std::size_t>(c.bad_row);
    fail_csr("row_ptr decreases at row " + std::to_string(r) + " (" + std::to_string(read_index(s.row_ptr + r)) +
             " then " + std::to_string(read_index(s.row_ptr + r + 1)) + ")");
  }
  if (c.bad_entry != DeviceCsrCheck::kNone) {
    const auto k = static_cast<std::size_t>(c.bad_entry);
    std::vector<I> row_ptr(static_cast<std::size_t>(s.nrows) + 1);
    cuda::check(cudaMemcpy(row_ptr.data(), s.row_ptr, row_ptr.size() * sizeof(I), cudaMemcpyDeviceToHost),
                "cudaMemcpy (DeviceMatrix)");
    // The row holding entry k: the last r with row_ptr[r] <= k.
    const auto r = static_cast<std::size_t>(std::upper_bound(row_ptr.begin(), row_ptr.end(), static_cast<I>(k)) -
                                            row_ptr.begin()) - 1;
    const I col = read_index(s.col_idx + k);
    const std::string at = "row " + std::to_string(r) + ", entry " + std::to_string(k) + ": column " + std::to_string(col);
    if (col < 0 || col >= s.ncols) fail_csr(at + " outside [0, " + std::to_string(s.ncols) + ")");
    fail_csr(at + (col == read_index(s.col_idx + k - 1) ? " duplicated" : " not sorted"));
  }
  const std::uint64_t words[] = {static_cast<std::uint64_t>(s.nrows),
                                 static_cast<std::uint64_t>(s.ncols),
                                 s.nnz,
                                 c.row_hash,
                                 c.col_hash,
                                 /* version of this hash */ 2};
  s.fingerprint = XXH3_64bits(words, sizeof words);
  s.check_ms = ms_since(t0);
#else
  (void)s;
  fail("this spgen was built without nvcc: the checks of a device matrix run as kernels");
#endif
}

template <typename V, typename I>
std::shared_ptr<DeviceMatrixState<V, I>> state_on(const Context& ctx, I nrows, I ncols) {
  if (!ctx.is_cuda()) fail("the context runs on the CPU; a DeviceMatrix needs a CUDA context");
  if (nrows < 0 || ncols < 0) fail("invalid CSR matrix: negative dimension");
  auto s = std::make_shared<DeviceMatrixState<V, I>>();
  s->device = ctx.cuda_device();
  s->nrows = nrows;
  s->ncols = ncols;
  cuda::check(cudaSetDevice(s->device), "cudaSetDevice");
  return s;
}

}  // namespace

template <SupportedValue V, SupportedIndex I>
std::shared_ptr<DeviceMatrixState<V, I>> device_matrix_view(const Context& ctx, I nrows, I ncols, const I* row_ptr,
                                                            const I* col_idx, const V* values) {
  setup_trace("view: begin");
  auto s = state_on<V, I>(ctx, nrows, ncols);
  check_pointer(row_ptr, "row_ptr", s->device, static_cast<std::size_t>(nrows) + 1);
  const I nnz = read_index(row_ptr + nrows);
  setup_trace("view: nnz read back");
  if (nnz < 0) fail("invalid CSR matrix: row_ptr[nrows] is " + std::to_string(nnz));
  check_pointer(col_idx, "col_idx", s->device, static_cast<std::size_t>(nnz));
  check_pointer(values, "values", s->device, static_cast<std::size_t>(nnz));
  s->nnz = static_cast<std::size_t>(nnz);
  s->row_ptr = row_ptr;
  s->col_idx = col_idx;
  s->values = values;
  setup_trace("view: pointers classified");
  check_and_hash(*s);
  setup_trace("view: checked and fingerprinted");
  setup_trace_print("DeviceMatrix::view");
  return s;
}

template <SupportedValue V, SupportedIndex I>
std::shared_ptr<DeviceMatrixState<V, I>> device_matrix_upload(const Context& ctx, const Matrix<V, I>& a) {
  auto s = state_on<V, I>(ctx, a.nrows(), a.ncols());
  const Csr<V, I>& c = a.csr();
  struct Arrays {
    void* p[3] = {};
    ~Arrays() {
      for (void* q : p) cudaFree(q);
    }
  };
  auto arrays = std::make_shared<Arrays>();
  const std::size_t bytes[3] = {c.row_ptr.size() * sizeof(I), c.col_idx.size() * sizeof(I),
                                c.values.size() * sizeof(V)};
  const void* from[3] = {c.row_ptr.data(), c.col_idx.data(), c.values.data()};
  for (int i = 0; i < 3; ++i) {
    cuda::check(cudaMalloc(&arrays->p[i], std::max<std::size_t>(bytes[i], 16)), "cudaMalloc (DeviceMatrix)");
    copy_to_device(arrays->p[i], from[i], bytes[i]);
  }
  s->nnz = a.nnz();
  s->row_ptr = static_cast<const I*>(arrays->p[0]);
  s->col_idx = static_cast<const I*>(arrays->p[1]);
  s->values = static_cast<const V*>(arrays->p[2]);
  s->owner = std::move(arrays);
  check_and_hash(*s);
  return s;
}

template <SupportedValue V, SupportedIndex I>
Csr<V, I> device_matrix_download(const DeviceMatrixState<V, I>& s) {
  cuda::check(cudaSetDevice(s.device), "cudaSetDevice");
  Csr<V, I> c;
  c.nrows = s.nrows;
  c.ncols = s.ncols;
  c.row_ptr = prefaulted_vector<I>(static_cast<std::size_t>(s.nrows) + 1);
  c.col_idx = prefaulted_vector<I>(s.nnz);
  c.values = prefaulted_vector<V>(s.nnz);
  copy_to_host(c.row_ptr.data(), s.row_ptr, c.row_ptr.size() * sizeof(I));
  copy_to_host(c.col_idx.data(), s.col_idx, s.nnz * sizeof(I));
  copy_to_host(c.values.data(), s.values, s.nnz * sizeof(V));
  return c;
}

template <SupportedValue V, SupportedIndex I>
std::vector<I> device_row_ptr_on_host(const DeviceMatrix<V, I>& a) {
  cuda::check(cudaSetDevice(a.device()), "cudaSetDevice");
  const std::size_t rows = static_cast<std::size_t>(a.nrows()) + 1;
  std::vector<I> row_ptr;
  const bool small = read_on_host(a.row_ptr(), rows * sizeof(I), [&](const void* copy) {
    const auto* from = static_cast<const I*>(copy);
    row_ptr.assign(from, from + rows);
  });
  if (!small) {
    row_ptr = prefaulted_vector<I>(rows);
    copy_to_host(row_ptr.data(), a.row_ptr(), rows * sizeof(I));
  }
  return row_ptr;
}

#define SPGEN_INSTANTIATE(V, I)                                                                                       \
  template std::shared_ptr<DeviceMatrixState<V, I>> device_matrix_view<V, I>(const Context&, I, I, const I*, const I*, \
                                                                             const V*);                               \
  template std::shared_ptr<DeviceMatrixState<V, I>> device_matrix_upload<V, I>(const Context&, const Matrix<V, I>&);  \
  template Csr<V, I> device_matrix_download<V, I>(const DeviceMatrixState<V, I>&);                                   \
  template std::vector<I> device_row_ptr_on_host<V, I>(const DeviceMatrix<V, I>&);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::detail
