// Every CUDA instance of the kernel registry, compiled by NVRTC for the
// device's architecture and launched with the geometry the registry stores,
// against the oracle on the standard and real test matrices. Skips where no
// CUDA device is present (CI); runs on the GPU machine.
#include <cuda_runtime.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "kernels/kernel_check.hpp"
#include "spgen/cuda.hpp"
#include "spgen/registry.hpp"

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

std::vector<const KernelEntry*> cuda_entries() {
  std::vector<const KernelEntry*> out;
  for (const auto& e : kernel_registry())
    if (e.backend == Backend::cuda) out.push_back(&e);
  return out;
}

class RegistryCuda : public ::testing::TestWithParam<const KernelEntry*> {
 protected:
  void SetUp() override {
    if (!device().available) GTEST_SKIP() << "no CUDA device: " << device().reason;
  }
};

// Runs one product on the device: x and y are uploaded, `args` (the format's
// device arrays and scalars, in ABI order) get x, y, alpha and beta appended.
template <typename V>
void run_on_device(const KernelEntry& e, const cuda::LoadedKernel& kernel, std::int64_t nrows,
                   std::vector<void*> args, const std::vector<V>& x, std::vector<V>& y, V alpha,
                   V beta) {
  const DeviceBuffer dx(x);
  const DeviceBuffer dy(y);
  void* x_ptr = dx.get();
  void* y_ptr = dy.get();
  args.insert(args.end(), {&x_ptr, &y_ptr, &alpha, &beta});
  const auto grid = static_cast<unsigned>((nrows + e.rows_per_block - 1) / e.rows_per_block);
  if (grid > 0) {
    kernel.launch(grid, static_cast<unsigned>(e.block_threads), args.data(), nullptr);
    cuda::check(cudaGetLastError(), std::string(e.name) + " launch");
  }
  cuda::check(cudaDeviceSynchronize(), std::string(e.name) + " run");
  dy.download(y);
}

template <typename V, typename I>
void check_entry(const KernelEntry& e, const cuda::LoadedKernel& kernel,
                 const std::vector<NamedMatrix<V, I>>& matrices, bool exact) {
  const std::string_view format = e.format;
  for (const auto& [name, a] : matrices) {
    if (format == "csr") {
      const DeviceBuffer rp(a.row_ptr), ci(a.col_idx), va(a.values);
      I nrows = a.nrows;
      void* row_ptr = rp.get();
      void* col_idx = ci.get();
      void* values = va.get();
      check_spmv<V, I>(name, a.view(), exact,
                       [&](const std::vector<V>& x, std::vector<V>& y, V alpha, V beta) {
                         run_on_device<V>(e, kernel, nrows, {&nrows, &row_ptr, &col_idx, &values},
                                          x, y, alpha, beta);
                       });
    } else if (format == "sellp") {
      const int b = e.param("slice_height");
      const int t = e.param("threads_per_row");
      for (const int sigma : {1, 8 * b}) {
        const auto s = SellP<V, I>::from_csr(a.view(), {b, t, sigma});
        const DeviceBuffer sp(s.slice_ptr), ci(s.col_idx), va(s.values), pm(s.row_perm);
        I nrows = s.nrows;
        I nslices = s.nslices;
        void* slice_ptr = sp.get();
        void* col_idx = ci.get();
        void* values = va.get();
        void* row_perm = pm.get();
        check_spmv<V, I>(
            name + " sigma=" + std::to_string(sigma), a.view(), exact,
            [&](const std::vector<V>& x, std::vector<V>& y, V alpha, V beta) {
              run_on_device<V>(e, kernel, nrows,
                               {&nrows, &nslices, &slice_ptr, &col_idx, &values, &row_perm}, x, y,
                               alpha, beta);
            });
      }
    } else if (format == "rowseg") {
      const I seg_len = static_cast<I>(e.param("threads_per_segment") * e.param("steps"));
      const auto r = RowSegments<V, I>::from_csr(a.view(), seg_len);
      const DeviceBuffer sp(r.seg_ptr), sr(r.seg_row), hr(r.heavy_row), hb(r.heavy_seg_begin),
          hp(r.heavy_piece_ptr), ci(a.col_idx), va(a.values);
      // Workspace: the arrival counts start at zero and every product must
      // leave them at zero, which the repeated products of check_spmv test.
      const DeviceBuffer partial(std::vector<V>(static_cast<std::size_t>(r.npieces()), V(0)));
      const DeviceBuffer arrivals(std::vector<I>(static_cast<std::size_t>(r.nheavy()), I(0)));
      I nsegs = r.nsegs();
      void* ptrs[] = {sp.get(), sr.get(), hr.get(), hb.get(), hp.get(),
                      ci.get(), va.get(), partial.get(), arrivals.get()};
      check_spmv<V, I>(name + " seg_len=" + std::to_string(seg_len), a.view(), exact,
                       [&](const std::vector<V>& x, std::vector<V>& y, V alpha, V beta) {
                         run_on_device<V>(e, kernel, nsegs,
                                          {&nsegs, &ptrs[0], &ptrs[1], &ptrs[2], &ptrs[3], &ptrs[4],
                                           &ptrs[5], &ptrs[6], &ptrs[7], &ptrs[8]},
                                          x, y, alpha, beta);
                       });
      std::vector<I> left(static_cast<std::size_t>(r.nheavy()));
      arrivals.download(left);
      for (std::size_t h = 0; h < left.size(); ++h)
        ASSERT_EQ(left[h], I(0)) << e.name << " on " << name << ": heavy row " << h
                                 << " left its arrival count at " << left[h];
    } else if (format == "csrstream") {
      const I block = static_cast<I>(e.param("block_threads"));
      const I steps = static_cast<I>(e.param("steps"));
      const I tile_len = block * steps;
      // Every long row split into tile_len pieces (the combine path), then the
      // runtime's tiling (long rows whole up to piece_len, bounded reduction).
      const struct {
        I piece_len, reduce_steps;
      } tilings[] = {{tile_len, 0}, {csrstream_piece_len(tile_len), csrstream_reduce_steps(steps)}};
      for (const auto& tiling : tilings) {
        const auto t = CsrStream<V, I>::from_csr(a.view(), tile_len, block, tiling.piece_len,
                                                 tiling.reduce_steps);
        const DeviceBuffer tp(t.tile_ptr), tr(t.tile_row), tl(t.tile_long), lf(t.long_first_tile),
            rp(a.row_ptr), ci(a.col_idx), va(a.values);
        const DeviceBuffer partial(std::vector<V>(static_cast<std::size_t>(t.ntiles()), V(0)));
        const DeviceBuffer arrivals(std::vector<I>(static_cast<std::size_t>(t.nlong()), I(0)));
        I ntiles = t.ntiles();
        I piece_len = t.piece_len;
        void* ptrs[] = {tp.get(), tr.get(), tl.get(), lf.get(), rp.get(),
                        ci.get(), va.get(), partial.get(), arrivals.get()};
        check_spmv<V, I>(name + " tile_len=" + std::to_string(tile_len) +
                             " piece_len=" + std::to_string(piece_len),
                         a.view(), exact,
                         [&](const std::vector<V>& x, std::vector<V>& y, V alpha, V beta) {
                           run_on_device<V>(e, kernel, ntiles,
                                            {&ntiles, &piece_len, &ptrs[0], &ptrs[1], &ptrs[2], &ptrs[3],
                                             &ptrs[4], &ptrs[5], &ptrs[6], &ptrs[7], &ptrs[8]},
                                            x, y, alpha, beta);
                         });
        std::vector<I> left(static_cast<std::size_t>(t.nlong()));
        arrivals.download(left);
        for (std::size_t h = 0; h < left.size(); ++h)
          ASSERT_EQ(left[h], I(0)) << e.name << " on " << name << ": split row " << h
                                   << " left its arrival count at " << left[h];
      }
    } else {
      FAIL() << e.name << ": format '" << format
             << "' has no test launcher; add one to tests/kernels/test_cuda_kernels.cpp";
    }
  }
}

template <typename V, typename I>
void check_entry_all(const KernelEntry& e, const cuda::LoadedKernel& kernel) {
  check_entry<V, I>(e, kernel, standard_test_matrices<V, I>(), true);
  // Real matrices with i32 indices only; i64 changes the index loads, which
  // the standard set covers.
  if constexpr (sizeof(I) == 4) {
    const auto& real = real_test_matrices<V, I>();
    if (real.empty()) {
      std::cout << "[ note     ] real matrices not run: " << real_matrices_skip_reason() << "\n";
      return;
    }
    check_entry<V, I>(e, kernel, real, false);
  }
}

TEST_P(RegistryCuda, MatchesOracle) {
  const KernelEntry& e = *GetParam();
  ASSERT_EQ(e.op, Op::spmv) << e.name << ": only SpMV instances are launched here";
  const std::string source = read_source(e);
  ASSERT_FALSE(source.empty()) << "cannot read generated/" << e.source_file;
  const cuda::LoadedKernel kernel(cuda::nvrtc_compile(e.name, source, device().arch), e.name);
  const bool f64 = e.value_type == ValueType::f64;
  const bool i64 = e.index_type == IndexType::i64;
  if (f64 && !i64) check_entry_all<double, std::int32_t>(e, kernel);
  if (f64 && i64) check_entry_all<double, std::int64_t>(e, kernel);
  if (!f64 && !i64) check_entry_all<float, std::int32_t>(e, kernel);
  if (!f64 && i64) check_entry_all<float, std::int64_t>(e, kernel);
}

INSTANTIATE_TEST_SUITE_P(Instances, RegistryCuda, ::testing::ValuesIn(cuda_entries()),
                         [](const ::testing::TestParamInfo<const KernelEntry*>& instance) {
                           return std::string(instance.param->name);
                         });
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(RegistryCuda);

}  // namespace
}  // namespace spgen::test
