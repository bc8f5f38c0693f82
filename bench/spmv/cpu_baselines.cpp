#include "cpu_baselines.hpp"

#include <omp.h>

#include <Eigen/Core>
#include <Eigen/SparseCore>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <memory>
#include <vector>

namespace spgen::bench::cpu {

namespace {
double now_ms() {
  return std::chrono::duration<double, std::milli>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}
}  // namespace

double copy_bandwidth_gbs() {
  constexpr std::size_t kBytes = std::size_t{512} << 20;
  constexpr std::size_t kN = kBytes / sizeof(double);
  std::unique_ptr<double[]> src(new double[kN]), dst(new double[kN]);
  // First touch in parallel so pages land near the threads that copy them.
#pragma omp parallel for schedule(static)
  for (std::size_t i = 0; i < kN; ++i) {
    src[i] = static_cast<double>(i);
    dst[i] = 0.0;
  }
  std::vector<double> t;
  for (int pass = 0; pass < 5; ++pass) {
    const double t0 = now_ms();
#pragma omp parallel
    {
      const std::size_t nt = static_cast<std::size_t>(omp_get_num_threads());
      const std::size_t id = static_cast<std::size_t>(omp_get_thread_num());
      const std::size_t b = kN * id / nt, e = kN * (id + 1) / nt;
      std::memcpy(dst.get() + b, src.get() + b, (e - b) * sizeof(double));
    }
    t.push_back(now_ms() - t0);
  }
  volatile double sink = dst[kN / 3];
  (void)sink;
  std::sort(t.begin(), t.end());
  return 2.0 * static_cast<double>(kBytes) / (t[t.size() / 2] * 1e-3) / 1e9;
}

double time_ms(const std::function<void()>& run, double min_seconds, int min_runs) {
  for (int i = 0; i < 2; ++i) run();
  double t0 = now_ms();
  run();
  const double est = std::max(1e-4, now_ms() - t0);
  const int batch = static_cast<int>(std::clamp(std::ceil(0.05 / est), 1.0, 1000.0));
  const int samples = static_cast<int>(std::clamp(std::ceil(min_seconds * 1e3 / (est * batch)),
                                                  static_cast<double>(min_runs), 5000.0));
  std::vector<double> t;
  for (int s = 0; s < samples; ++s) {
    t0 = now_ms();
    for (int i = 0; i < batch; ++i) run();
    t.push_back((now_ms() - t0) / batch);
  }
  std::nth_element(t.begin(), t.begin() + static_cast<std::ptrdiff_t>(t.size() / 2), t.end());
  return t[t.size() / 2];
}

template <typename V>
void omp_csr_spmv(const Csr<V, std::int32_t>& a, const V* x, V* y) {
  const std::int32_t* rp = a.row_ptr.data();
  const std::int32_t* ci = a.col_idx.data();
  const V* va = a.values.data();
  const std::int32_t n = a.nrows;
#pragma omp parallel for schedule(static)
  for (std::int32_t r = 0; r < n; ++r) {
    V sum = 0;
    for (std::int32_t k = rp[r]; k < rp[r + 1]; ++k) sum += va[k] * x[ci[k]];
    y[r] = sum;
  }
}

template <typename V>
void eigen_spmv(const Csr<V, std::int32_t>& a, const V* x, V* y) {
  using Sparse = Eigen::SparseMatrix<V, Eigen::RowMajor, std::int32_t>;
  using Vec = Eigen::Matrix<V, Eigen::Dynamic, 1>;
  const Eigen::Map<const Sparse> m(a.nrows, a.ncols, static_cast<std::int32_t>(a.nnz()),
                                   a.row_ptr.data(), a.col_idx.data(), a.values.data());
  const Eigen::Map<const Vec> xv(x, a.ncols);
  Eigen::Map<Vec> yv(y, a.nrows);
  yv.noalias() = m * xv;  // row-major * vector: Eigen parallelises it with OpenMP
}

template void omp_csr_spmv<float>(const Csr<float, std::int32_t>&, const float*, float*);
template void omp_csr_spmv<double>(const Csr<double, std::int32_t>&, const double*, double*);
template void eigen_spmv<float>(const Csr<float, std::int32_t>&, const float*, float*);
template void eigen_spmv<double>(const Csr<double, std::int32_t>&, const double*, double*);

}  // namespace spgen::bench::cpu
