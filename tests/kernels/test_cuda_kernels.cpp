// Every CUDA instance of the kernel registry, compiled by NVRTC for the
// device's architecture, on its format's conversion with its arguments bound
// by the spec's names, launched with the geometry the registry stores,
// against the oracle on the standard and real test matrices. A new instance or
// format is tested with no code edit. Skips where no CUDA device is present
// (CI); runs on the GPU machine.
#include <cuda_runtime.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "kernels/kernel_check.hpp"
#include "backends/cuda/cuda.hpp"
#include "spgen/core/registry.hpp"

namespace spgen::test {
namespace {

const cuda::DeviceInfo& device() {
  static const cuda::DeviceInfo info = cuda::probe_device(0);
  return info;
}

// Owns one device allocation; cudaMalloc(0) gives nullptr, which kernels
// never dereference for empty arrays.
class DeviceBuffer {
 public:
  template <typename T>
  explicit DeviceBuffer(const std::vector<T>& host) : bytes_(host.size() * sizeof(T)) {
    cuda::check(cudaMalloc(&ptr_, bytes_), "cudaMalloc");
    if (bytes_ > 0)
      cuda::check(cudaMemcpy(ptr_, host.data(), bytes_, cudaMemcpyHostToDevice), "upload");
  }
  ~DeviceBuffer() { cudaFree(ptr_); }
  DeviceBuffer(const DeviceBuffer&) = delete;
  DeviceBuffer& operator=(const DeviceBuffer&) = delete;
  template <typename T>
  void download(std::vector<T>& host) const {
    if (bytes_ > 0)
      cuda::check(cudaMemcpy(host.data(), ptr_, bytes_, cudaMemcpyDeviceToHost), "download");
  }
  void* get() const { return ptr_; }
  std::size_t size() const { return bytes_; }

 private:
  void* ptr_ = nullptr;
  std::size_t bytes_ = 0;
};

// SPGEN_GENERATED_DIR in the environment points the test at another output
// of spgen-gen, e.g. a regenerated tree before it replaces generated/.
std::string generated_dir() {
  const char* env = std::getenv("SPGEN_GENERATED_DIR");
  return env != nullptr && *env != '\0' ? env : SPGEN_GENERATED_DIR;
}

std::string read_source(const KernelEntry& e) {
  std::ifstream in(generated_dir() + "/" + e.source_file, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}


class RegistryCuda : public ::testing::TestWithParam<const KernelEntry*> {
 protected:
  void SetUp() override {
    if (!device().available) GTEST_SKIP() << "no CUDA device: " << device().reason;
  }
};

// Places the format's arrays and workspaces on the device (zeroed workspaces
// zeroed, scratch ones poisoned) and launches with the registry's geometry.
template <typename V, typename I>
struct DeviceRunner {
  const cuda::LoadedKernel& kernel;
  struct Bound {
    std::vector<std::unique_ptr<DeviceBuffer>> buffers;
    std::vector<std::pair<const KernelArg*, const DeviceBuffer*>> zeroed;
    detail::KernelArgs<V, I> args;
  };
  Bound bind(const KernelEntry& e, const formats::Storage<V, I>& s) {
    Bound b;
    b.args = detail::KernelArgs<V, I>(e, s, [&](const KernelArg& arg) -> void* {
      if (arg.role == ArgRole::workspace) {
        const std::size_t bytes = detail::workspace_count(e, s, arg) * detail::element_bytes<V, I>(arg);
        std::vector<unsigned char> init(bytes, arg.zeroed ? 0 : 0xff);  // scratch: NaN / -1 poison
        b.buffers.push_back(std::make_unique<DeviceBuffer>(init));
        if (arg.zeroed) b.zeroed.emplace_back(&arg, b.buffers.back().get());
      } else {
        const auto& host = detail::array_for(e, s, arg);
        const auto* p = static_cast<const unsigned char*>(host.data);
        b.buffers.push_back(std::make_unique<DeviceBuffer>(std::vector<unsigned char>(p, p + host.bytes())));
      }
      return b.buffers.back()->get();
    });
    return b;
  }
  void run(const KernelEntry& e, const formats::Storage<V, I>& s, Bound& b, const std::vector<V>& x,
           std::vector<V>& y, V alpha, V beta) {
    const DeviceBuffer dx(x);
    const DeviceBuffer dy(y);
    b.args.set_vectors(alpha, static_cast<const V*>(dx.get()), beta, static_cast<V*>(dy.get()));
    const auto grid = static_cast<unsigned>((s.work_items + e.rows_per_block - 1) / e.rows_per_block);
    if (grid > 0) {
      kernel.launch(grid, static_cast<unsigned>(e.block_threads), b.args.data(), nullptr);
      cuda::check(cudaGetLastError(), std::string(e.name) + " launch");
    }
    cuda::check(cudaDeviceSynchronize(), std::string(e.name) + " run");
    dy.download(y);
  }
  void run_spmm(const KernelEntry& e, const formats::Storage<V, I>& s, Bound& b, const std::vector<V>& x, I ldx,
                std::vector<V>& y, I ldy, I k, V alpha, V beta) {
    const DeviceBuffer dx(x);
    const DeviceBuffer dy(y);
    b.args.set_vectors(alpha, static_cast<const V*>(dx.get()), beta, static_cast<V*>(dy.get()));
    b.args.set_dense(k, ldx, ldy);
    const auto grid = static_cast<unsigned>((s.work_items + e.rows_per_block - 1) / e.rows_per_block);
    if (grid > 0) {
      kernel.launch(grid, static_cast<unsigned>(e.block_threads), b.args.data(), nullptr);
      cuda::check(cudaGetLastError(), std::string(e.name) + " launch");
    }
    cuda::check(cudaDeviceSynchronize(), std::string(e.name) + " run");
    dy.download(y);
  }
  // Every product must leave a zeroed workspace (arrival counts) at zero, so
  // consecutive launches need no reset: the four products above checked it.
  void after(const KernelEntry&, const formats::Storage<V, I>&, Bound& b, const std::string& what) {
    for (const auto& [arg, buf] : b.zeroed) {
      std::vector<unsigned char> left(buf->size());
      buf->download(left);
      for (std::size_t i = 0; i < left.size(); ++i)
        ASSERT_EQ(left[i], 0) << what << ": workspace " << arg->name << " not zero after the products (byte " << i
                              << ")";
    }
  }
};

template <typename V, typename I>
struct CheckCuda {
  static void run(const KernelEntry& e, const cuda::LoadedKernel& kernel) {
    DeviceRunner<V, I> runner{kernel};
    check_instance<V, I>(e, standard_test_matrices<V, I>(), true, runner);
    // Real matrices with i32 indices only; i64 changes the index loads, which
    // the standard set covers.
    if constexpr (sizeof(I) == 4)
      if (const auto* real = sweep_real_matrices<V, I>()) check_instance<V, I>(e, *real, false, runner);
  }
};

// SpMM instances: every k of kSpmmKs on the standard matrices (exact); k = 8
// and 33 on the real ones (bounded, i32 only as above).
template <typename V, typename I>
struct CheckCudaSpmm {
  static void run(const KernelEntry& e, const cuda::LoadedKernel& kernel) {
    DeviceRunner<V, I> runner{kernel};
    check_spmm_instance<V, I>(e, standard_test_matrices<V, I>(), true, kSpmmKs, runner);
    constexpr std::int64_t kRealKs[] = {8, 33};
    if constexpr (sizeof(I) == 4)
      if (const auto* real = sweep_real_matrices<V, I>()) check_spmm_instance<V, I>(e, *real, false, kRealKs, runner);
  }
};

TEST_P(RegistryCuda, MatchesOracle) {
  const KernelEntry& e = *GetParam();
  ASSERT_EQ(e.op, Op::spmv) << e.name << ": only SpMV instances are launched here";
  const std::string source = read_source(e);
  ASSERT_FALSE(source.empty()) << "cannot read generated/" << e.source_file;
  const cuda::LoadedKernel kernel(cuda::nvrtc_compile(e.name, source, device().arch), e.name);
  const bool f64 = e.value_type == ValueType::f64;
  const bool i64 = e.index_type == IndexType::i64;
  if (f64 && !i64) CheckCuda<double, std::int32_t>::run(e, kernel);
  if (f64 && i64) CheckCuda<double, std::int64_t>::run(e, kernel);
  if (!f64 && !i64) CheckCuda<float, std::int32_t>::run(e, kernel);
  if (!f64 && i64) CheckCuda<float, std::int64_t>::run(e, kernel);
}

INSTANTIATE_TEST_SUITE_P(Instances, RegistryCuda, ::testing::ValuesIn(registry_instances(Backend::cuda)),
                         [](const ::testing::TestParamInfo<const KernelEntry*>& instance) {
                           return std::string(instance.param->name);
                         });
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(RegistryCuda);

class RegistryCudaSpmm : public RegistryCuda {};

TEST_P(RegistryCudaSpmm, MatchesOracle) {
  const KernelEntry& e = *GetParam();
  ASSERT_TRUE(e.op == Op::spmm || e.op == Op::spmm_t) << e.name;
  const std::string source = read_source(e);
  ASSERT_FALSE(source.empty()) << "cannot read generated/" << e.source_file;
  const cuda::LoadedKernel kernel(cuda::nvrtc_compile(e.name, source, device().arch), e.name);
  const bool f64 = e.value_type == ValueType::f64;
  const bool i64 = e.index_type == IndexType::i64;
  if (f64 && !i64) CheckCudaSpmm<double, std::int32_t>::run(e, kernel);
  if (f64 && i64) CheckCudaSpmm<double, std::int64_t>::run(e, kernel);
  if (!f64 && !i64) CheckCudaSpmm<float, std::int32_t>::run(e, kernel);
  if (!f64 && i64) CheckCudaSpmm<float, std::int64_t>::run(e, kernel);
}

INSTANTIATE_TEST_SUITE_P(Instances, RegistryCudaSpmm, ::testing::ValuesIn(spmm_instances(Backend::cuda)),
                         [](const ::testing::TestParamInfo<const KernelEntry*>& instance) {
                           return std::string(instance.param->name);
                         });
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(RegistryCudaSpmm);

}  // namespace
}  // namespace spgen::test
