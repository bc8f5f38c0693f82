#include "bench_cuda.hpp"

#include <cuda_runtime.h>
#include <cusparse.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>

#include "backends/cuda/cuda.hpp"
#include "backends/timing.hpp"
#include "spgen/core/error.hpp"

namespace spgen::bench::gpu {

namespace {

void check_sparse(cusparseStatus_t s, const char* what) {
  if (s != CUSPARSE_STATUS_SUCCESS)
    throw Error(std::string("cusparse: ") + what + ": " + cusparseGetErrorString(s));
}


}  // namespace

void* alloc(std::size_t bytes) {
  void* p = nullptr;
  cuda::check(cudaMalloc(&p, bytes), "cudaMalloc(" + std::to_string(bytes) + " bytes)");
  return p;
}
void free(void* p) {
  if (p) cudaFree(p);
}
void upload(void* dst, const void* src, std::size_t bytes) {
  cuda::check(cudaMemcpy(dst, src, bytes, cudaMemcpyHostToDevice), "cudaMemcpy H2D");
}
void download(void* dst, const void* src, std::size_t bytes) {
  cuda::check(cudaMemcpy(dst, src, bytes, cudaMemcpyDeviceToHost), "cudaMemcpy D2H");
}
void synchronize() { cuda::check(cudaDeviceSynchronize(), "cudaDeviceSynchronize"); }

double copy_bandwidth_gbs() {
  constexpr std::size_t kBytes = std::size_t{1} << 30;
  void* src = alloc(kBytes);
  void* dst = alloc(kBytes);
  cuda::check(cudaMemset(src, 1, kBytes), "cudaMemset");
  cuda::check(cudaMemset(dst, 0, kBytes), "cudaMemset");
  const cuda::EventPair ev;
  std::vector<float> t;
  for (int i = 0; i < 6; ++i) {
    ev.start();
    cuda::check(cudaMemcpyAsync(dst, src, kBytes, cudaMemcpyDeviceToDevice), "cudaMemcpy D2D");
    if (i > 0) t.push_back(ev.stop_ms());  // the first copy warms up
    else (void)ev.stop_ms();
  }
  gpu::free(src);
  gpu::free(dst);
  std::sort(t.begin(), t.end());
  const double ms = t[t.size() / 2];
  return 2.0 * static_cast<double>(kBytes) / (ms * 1e-3) / 1e9;
}

double time_ms(const std::function<void()>& launch, double min_seconds, int min_runs) {
  const cuda::EventPair ev;
  launch();
  synchronize();
  ev.start();
  launch();
  const double first = ev.stop_ms();
  // A product of 10 ms or more (a slow cuSPARSE algorithm at large k): one
  // product per sample and the median of 5 (at least min_seconds' worth, at
  // most min_runs), instead of 23 launches or more: rmat:22:16 at k = 128
  // otherwise spends minutes in its slowest baselines.
  if (first >= 10.0) {
    const int samples = std::max(5, std::min(min_runs, static_cast<int>(std::ceil(min_seconds * 1e3 / first))));
    std::vector<double> t;
    for (int s = 0; s < samples; ++s) {
      ev.start();
      launch();
      t.push_back(ev.stop_ms());
    }
    std::nth_element(t.begin(), t.begin() + static_cast<std::ptrdiff_t>(t.size() / 2), t.end());
    return t[t.size() / 2];
  }
  launch();
  synchronize();
  // Estimate one product, then batch so each sample lasts >= ~0.2 ms.
  ev.start();
  for (int i = 0; i < 10; ++i) launch();
  const double est = std::max(1e-4, ev.stop_ms() / 10.0);
  const int batch = static_cast<int>(std::clamp(std::ceil(0.2 / est), 1.0, 1000.0));
  const int samples = static_cast<int>(
      std::clamp(std::ceil(min_seconds * 1e3 / (est * batch)), static_cast<double>(min_runs), 2000.0));
  std::vector<double> t;
  t.reserve(static_cast<std::size_t>(samples));
  for (int s = 0; s < samples; ++s) {
    ev.start();
    for (int i = 0; i < batch; ++i) launch();
    t.push_back(ev.stop_ms() / batch);
  }
  std::nth_element(t.begin(), t.begin() + static_cast<std::ptrdiff_t>(t.size() / 2), t.end());
  return t[t.size() / 2];
}

std::vector<double> time_ms_interleaved(const std::vector<std::function<void()>>& launches, double min_seconds,
                                        int min_runs) {
  // The runtime's candidate timer (backends/timing.hpp), with the bench's
  // sample length and budget: batches of about 0.2 ms, each after an
  // untimed one, rounds until each launch had about min_seconds.
  const cuda::EventPair ev;
  const spgen::detail::TimingPolicy policy{.warmup_products = 10,
                                    .max_products = 1000,
                                    .sample_ms = 0.2,
                                    .budget_ms = min_seconds * 1e3 * static_cast<double>(launches.size()),
                                    .min_rounds = min_runs,
                                    .max_rounds = 2000,
                                    .round_up = true,
                                    .warm_below_ms = std::numeric_limits<double>::infinity()};
  return spgen::detail::time_candidates(
             launches.size(),
             [&](std::size_t i, int products) {
               ev.start();
               for (int k = 0; k < products; ++k) launches[i]();
               return ev.stop_ms() / products;
             },
             policy)
      .median_ms;
}

double launch_floor_ms(double min_seconds, int min_runs) {
  int device = 0;
  cuda::check(cudaGetDevice(&device), "cudaGetDevice");
  const auto info = cuda::probe_device(device);
  const char* source = "extern \"C\" __global__ void spgen_empty_kernel() {}\n";
  const cuda::LoadedKernel kernel(cuda::nvrtc_compile("spgen_empty_kernel", source, info.arch),
                                  "spgen_empty_kernel");
  return time_ms([&] { kernel.launch(1, 32, nullptr, nullptr); }, min_seconds, min_runs);
}

template <typename V>
std::vector<CusparseResult> cusparse_spmv(const Csr<V, std::int32_t>& a, const std::vector<V>& x,
                                          double min_seconds, int min_runs) {
  constexpr cudaDataType kType = std::is_same_v<V, float> ? CUDA_R_32F : CUDA_R_64F;
  DeviceArray<std::int32_t> rp(a.row_ptr), ci(a.col_idx);
  DeviceArray<V> va(a.values), dx(x), dy(static_cast<std::size_t>(a.nrows));
  cusparseHandle_t h = nullptr;
  check_sparse(cusparseCreate(&h), "cusparseCreate");
  std::vector<CusparseResult> out;
  const V alpha = 1, beta = 0;
  const std::pair<cusparseSpMVAlg_t, const char*> algs[] = {
      {CUSPARSE_SPMV_CSR_ALG1, "cusparse-alg1"}, {CUSPARSE_SPMV_CSR_ALG2, "cusparse-alg2"}};
  for (const auto& [alg, name] : algs) {
    CusparseResult r;
    r.name = name;
    cusparseSpMatDescr_t m = nullptr;
    cusparseDnVecDescr_t vx = nullptr, vy = nullptr;
    void* buffer = nullptr;
    try {
      const auto t0 = std::chrono::steady_clock::now();
      // A fresh descriptor per algorithm: preprocess binds its analysis to it.
      check_sparse(cusparseCreateCsr(&m, a.nrows, a.ncols, static_cast<std::int64_t>(a.nnz()), rp.p,
                                     ci.p, va.p, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                                     CUSPARSE_INDEX_BASE_ZERO, kType),
                   "cusparseCreateCsr");
      check_sparse(cusparseCreateDnVec(&vx, a.ncols, dx.p, kType), "cusparseCreateDnVec");
      check_sparse(cusparseCreateDnVec(&vy, a.nrows, dy.p, kType), "cusparseCreateDnVec");
      std::size_t size = 0;
      check_sparse(cusparseSpMV_bufferSize(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, m, vx, &beta,
                                           vy, kType, alg, &size),
                   "cusparseSpMV_bufferSize");
      buffer = alloc(std::max<std::size_t>(size, 16));
      check_sparse(cusparseSpMV_preprocess(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, m, vx, &beta,
                                           vy, kType, alg, buffer),
                   "cusparseSpMV_preprocess");
      synchronize();
      r.setup_ms =
          std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
      auto run = [&] {
        check_sparse(cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, m, vx, &beta, vy,
                                  kType, alg, buffer),
                     "cusparseSpMV");
      };
      run();
      synchronize();
      std::vector<V> y(static_cast<std::size_t>(a.nrows));
      download(y.data(), dy.p, y.size() * sizeof(V));
      r.y.assign(y.begin(), y.end());
      r.ms = time_ms(run, min_seconds, min_runs);
    } catch (const Error& e) {
      r.error = e.what();
    }
    if (buffer) gpu::free(buffer);
    if (vx) cusparseDestroyDnVec(vx);
    if (vy) cusparseDestroyDnVec(vy);
    if (m) cusparseDestroySpMat(m);
    out.push_back(std::move(r));
  }
  cusparseDestroy(h);
  return out;
}

template std::vector<CusparseResult> cusparse_spmv<float>(const Csr<float, std::int32_t>&,
                                                          const std::vector<float>&, double, int);
template std::vector<CusparseResult> cusparse_spmv<double>(const Csr<double, std::int32_t>&,
                                                           const std::vector<double>&, double, int);

}  // namespace spgen::bench::gpu
