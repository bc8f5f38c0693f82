// The CUDA backend's entry points in a build without the CUDA toolkit (CMake
// compiles this file only then): probing reports why, everything else
// refuses with a clear error.
#include "backends/backend.hpp"
#include "backends/cuda/cuda.hpp"
#include "spgen/core/error.hpp"

namespace spgen::cuda {

namespace {
[[noreturn]] void absent() { throw Error("cuda: this spgen was built without the CUDA toolkit"); }
}  // namespace

DeviceInfo probe_device(int ordinal) {
  DeviceInfo info;
  info.ordinal = ordinal;
  info.reason = "built without the CUDA toolkit";
  return info;
}
void initialize_device(int) { absent(); }
void preload_instance_modules(const Context&) {}
std::string nvrtc_version() { return {}; }
std::vector<std::string> nvrtc_options(int) { absent(); }
std::vector<char> nvrtc_compile(std::string_view, std::string_view, int) { absent(); }
std::string numbered_source(std::string_view s) { return std::string(s); }
LoadedKernel::LoadedKernel(std::span<const char>, const std::string&) { absent(); }
LoadedKernel::~LoadedKernel() = default;
void LoadedKernel::launch(unsigned, unsigned, void**, void*, bool) const { absent(); }
void check(int status, std::string_view what) {
  if (status != 0) throw Error("cuda: " + std::string(what) + ": error " + std::to_string(status));
}

}  // namespace spgen::cuda

namespace spgen::detail {

template <SupportedValue V, SupportedIndex I>
std::unique_ptr<SpmvBackend<V, I>> make_cuda_backend(const Context&) {
  throw Error("plan: CUDA context in a build without CUDA");
}

#define SPGEN_INSTANTIATE(V, I) template std::unique_ptr<SpmvBackend<V, I>> make_cuda_backend<V, I>(const Context&);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::detail

#include "backends/spmm_backend.hpp"

namespace spgen::detail {

template <SupportedValue V, SupportedIndex I>
std::unique_ptr<SpmmExecutor<V, I>> make_cuda_spmm(const Context&, const PlanInput<V, I>&,
                                                   const Candidate&, SpmmOp, std::int64_t, const PlanOptions&) {
  throw Error("plan_spmm: CUDA context in a build without CUDA");
}

#define SPGEN_INSTANTIATE(V, I)                                                                                  \
  template std::unique_ptr<SpmmExecutor<V, I>> make_cuda_spmm<V, I>(const Context&, const PlanInput<V, I>&,   \
                                                                    const Candidate&, SpmmOp, std::int64_t,      \
                                                                    const PlanOptions&);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::detail

#include "core/device_matrix_state.hpp"

namespace spgen::detail {

template <SupportedValue V, SupportedIndex I>
std::shared_ptr<DeviceMatrixState<V, I>> device_matrix_view(const Context&, I, I, const I*, const I*, const V*) {
  throw Error("DeviceMatrix: this spgen was built without the CUDA toolkit");
}
template <SupportedValue V, SupportedIndex I>
std::shared_ptr<DeviceMatrixState<V, I>> device_matrix_upload(const Context&, const Matrix<V, I>&) {
  throw Error("DeviceMatrix: this spgen was built without the CUDA toolkit");
}
template <SupportedValue V, SupportedIndex I>
Csr<V, I> device_matrix_download(const DeviceMatrixState<V, I>&) {
  throw Error("DeviceMatrix: this spgen was built without the CUDA toolkit");
}

template <SupportedValue V, SupportedIndex I>
std::vector<I> device_row_ptr_on_host(const DeviceMatrix<V, I>&) {
  throw Error("DeviceMatrix: this spgen was built without the CUDA toolkit");
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
