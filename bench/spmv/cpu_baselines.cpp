#include "cpu_baselines.hpp"

#include <immintrin.h>
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

namespace {

// Sums [begin, end) as kStreams equal parts read in lockstep, 128 bytes of
// each per step. One sequential stream per core leaves the hardware
// prefetchers idle part of the time: on the 2-core AVX-512 CI machine it
// reaches 66-70% of the memcpy figure, eight interleaved streams 97-100%
// (bursts of 4 KiB or more per stream gain nothing), so the read ceiling is
// measured this way. 64-byte loads where the CPU has AVX-512 (the widest
// loads the SpMV kernels use), scalar elsewhere.
constexpr std::size_t kStreams = 8;
constexpr std::size_t kStep = 16;  // 64-bit words per stream per step

__attribute__((target("avx512f"))) std::uint64_t sum_avx512(const std::uint64_t* p, std::size_t begin,
                                                            std::size_t end) {
  const std::size_t len = (end - begin) / kStreams / kStep * kStep;
  __m512i acc[kStreams];
  for (auto& a : acc) a = _mm512_setzero_si512();
  for (std::size_t i = 0; i < len; i += kStep) {
    for (std::size_t j = 0; j < kStreams; ++j) {
      const std::uint64_t* q = p + begin + j * len + i;
      acc[j] = _mm512_add_epi64(acc[j], _mm512_add_epi64(_mm512_loadu_si512(q), _mm512_loadu_si512(q + 8)));
    }
  }
  __m512i total = acc[0];
  for (std::size_t j = 1; j < kStreams; ++j) total = _mm512_add_epi64(total, acc[j]);
  // Stored and summed by hand: gcc 12 warns inside _mm512_reduce_add_epi64.
  alignas(64) std::uint64_t lanes[8];
  _mm512_store_si512(lanes, total);
  std::uint64_t sum = 0;
  for (const std::uint64_t v : lanes) sum += v;
  for (std::size_t i = begin + kStreams * len; i < end; ++i) sum += p[i];
  return sum;
}

std::uint64_t sum_portable(const std::uint64_t* p, std::size_t begin, std::size_t end) {
  const std::size_t len = (end - begin) / kStreams / kStep * kStep;
  std::uint64_t acc[kStreams] = {};
  for (std::size_t i = 0; i < len; i += kStep)
    for (std::size_t j = 0; j < kStreams; ++j)
      for (std::size_t k = 0; k < kStep; ++k) acc[j] += p[begin + j * len + i + k];
  std::uint64_t sum = 0;
  for (const std::uint64_t v : acc) sum += v;
  for (std::size_t i = begin + kStreams * len; i < end; ++i) sum += p[i];
  return sum;
}

}  // namespace

double read_bandwidth_gbs() {
  constexpr std::size_t kBytes = std::size_t{512} << 20;
  constexpr std::size_t kN = kBytes / sizeof(std::uint64_t);
  std::unique_ptr<std::uint64_t[]> src(new std::uint64_t[kN]);
  const bool avx512 = __builtin_cpu_supports("avx512f");
  std::vector<double> t;
  std::uint64_t total = 0;
  for (int pass = -1; pass < 5; ++pass) {  // pass -1 first-touches the pages
    const double t0 = now_ms();
    std::uint64_t sum = 0;
#pragma omp parallel reduction(+ : sum)
    {
      const std::size_t nt = static_cast<std::size_t>(omp_get_num_threads());
      const std::size_t id = static_cast<std::size_t>(omp_get_thread_num());
      const std::size_t b = kN * id / nt, e = kN * (id + 1) / nt;
      if (pass < 0) {
        for (std::size_t i = b; i < e; ++i) src[i] = i;
      } else {
        sum += avx512 ? sum_avx512(src.get(), b, e) : sum_portable(src.get(), b, e);
      }
    }
    if (pass >= 0) t.push_back(now_ms() - t0);
    total += sum;
  }
  volatile std::uint64_t sink = total;
  (void)sink;
  std::sort(t.begin(), t.end());
  return static_cast<double>(kBytes) / (t[t.size() / 2] * 1e-3) / 1e9;
}

std::vector<double> time_ms_interleaved(const std::vector<std::function<void()>>& runs,
                                        double min_seconds, int min_runs) {
  const std::size_t n = runs.size();
  // Below this a sample's data can live in the caches (an L3 holds a few
  // milliseconds of this machine's memory bandwidth).
  constexpr double kWarmBelowMs = 1.0;
  std::vector<int> batch(n, 1);
  std::vector<double> est_ms(n);
  double round_ms = 0;  // one sample of every run
  for (std::size_t i = 0; i < n; ++i) {
    for (int w = 0; w < 2; ++w) runs[i]();
    const double t0 = now_ms();
    runs[i]();
    const double est = std::max(1e-4, now_ms() - t0);
    est_ms[i] = est;
    batch[i] = static_cast<int>(std::clamp(std::ceil(0.05 / est), 1.0, 1000.0));
    round_ms += est * batch[i] * (est * batch[i] < kWarmBelowMs ? 2 : 1);
  }
  const int rounds = static_cast<int>(std::clamp(std::ceil(min_seconds * 1e3 * static_cast<double>(n) / round_ms),
                                                 static_cast<double>(min_runs), 5000.0));
  std::vector<std::vector<double>> t(n);
  for (int r = 0; r < rounds; ++r) {
    for (std::size_t i = 0; i < n; ++i) {
      // A short batch is warmed first, untimed: each variant is timed with
      // its own data in cache, as when run back to back (ct2010 in SELL ran
      // 3.6x slower right after the other variants had filled the caches).
      if (est_ms[i] * batch[i] < kWarmBelowMs)
        for (int b = 0; b < batch[i]; ++b) runs[i]();
      const double t0 = now_ms();
      for (int b = 0; b < batch[i]; ++b) runs[i]();
      t[i].push_back((now_ms() - t0) / batch[i]);
    }
  }
  std::vector<double> median(n);
  for (std::size_t i = 0; i < n; ++i) {
    std::nth_element(t[i].begin(), t[i].begin() + static_cast<std::ptrdiff_t>(t[i].size() / 2), t[i].end());
    median[i] = t[i][t[i].size() / 2];
  }
  return median;
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

template <typename V>
void eigen_spmm(const Csr<V, std::int32_t>& a, bool transpose, std::int64_t k, const V* x, V* y) {
  using Sparse = Eigen::SparseMatrix<V, Eigen::RowMajor, std::int32_t>;
  using Dense = Eigen::Matrix<V, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
  const Eigen::Map<const Sparse> m(a.nrows, a.ncols, static_cast<std::int32_t>(a.nnz()),
                                   a.row_ptr.data(), a.col_idx.data(), a.values.data());
  const std::int64_t xrows = transpose ? a.nrows : a.ncols;
  const std::int64_t yrows = transpose ? a.ncols : a.nrows;
  const Eigen::Map<const Dense> xm(x, xrows, k);
  Eigen::Map<Dense> ym(y, yrows, k);
  if (transpose)
    ym.noalias() = m.transpose() * xm;
  else
    ym.noalias() = m * xm;
}

template void omp_csr_spmv<float>(const Csr<float, std::int32_t>&, const float*, float*);
template void omp_csr_spmv<double>(const Csr<double, std::int32_t>&, const double*, double*);
template void eigen_spmv<float>(const Csr<float, std::int32_t>&, const float*, float*);
template void eigen_spmv<double>(const Csr<double, std::int32_t>&, const double*, double*);
template void eigen_spmm<float>(const Csr<float, std::int32_t>&, bool, std::int64_t, const float*, float*);
template void eigen_spmm<double>(const Csr<double, std::int32_t>&, bool, std::int64_t, const double*, double*);

}  // namespace spgen::bench::cpu
