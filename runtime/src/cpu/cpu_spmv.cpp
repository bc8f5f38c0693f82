// CPU executors: the generated AVX-512 instances (CSR and SELL-C-σ) and the
// portable CSR loop, each run over OpenMP with partitions fixed at plan time.
#include <omp.h>

#include <algorithm>
#include <chrono>
#include <vector>

#include "cpu/partition.hpp"
#include "cpu/portable_csr.hpp"
#include "plan/executor.hpp"
#include "spgen/error.hpp"
#include "spgen/formats/sellp.hpp"

namespace spgen::detail {

namespace {

// A row costs about as much as a couple of nonzeros (row pointer, y store,
// loop overhead); counting it keeps matrices with many empty rows balanced.
constexpr std::int64_t kRowCost = 2;
// Waking a thread costs microseconds; below this much work per thread a
// product is faster on fewer threads.
constexpr std::int64_t kMinWorkPerThread = 32768;

// Several contiguous parts per thread, taken dynamically: a cost model error
// (long rows are cheaper per nonzero than short ones) or a thread the OS
// delays then costs one part, not half the product.
constexpr int kPartsPerThread = 4;

int useful_threads(const Context& ctx, std::int64_t work) {
  return static_cast<int>(std::clamp<std::int64_t>(work / kMinWorkPerThread, 1, ctx.cpu_threads()));
}
int parts_for(int threads) { return threads == 1 ? 1 : threads * kPartsPerThread; }

template <typename V, typename I>
using CsrKernel = void (*)(I, I, const I*, const I*, const V*, const V*, V*, V, V);
template <typename V, typename I>
using SellKernel = void (*)(I, I, I, const I*, const I*, const V*, const I*, const V*, V*, V, V);

double ms_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

template <typename V, typename I>
class CpuExecutorBase : public SpmvExecutor<V, I> {
 public:
  double time_product_ms() override {
    std::vector<V> x(static_cast<std::size_t>(ncols_), V(1)), y(static_cast<std::size_t>(nrows_));
    this->apply(V(1), x.data(), V(0), y.data(), nullptr);
    std::vector<double> t;
    for (int i = 0; i < 9; ++i) {
      const auto t0 = std::chrono::steady_clock::now();
      this->apply(V(1), x.data(), V(0), y.data(), nullptr);
      t.push_back(ms_since(t0));
    }
    std::nth_element(t.begin(), t.begin() + 4, t.end());
    return t[4];
  }

 protected:
  I nrows_ = 0, ncols_ = 0;
  int threads_ = 1;
  std::vector<I> bounds_;  // partition boundaries (rows or slices)
  int parts() const { return static_cast<int>(bounds_.size()) - 1; }
};

template <typename V, typename I>
class CsrExecutor final : public CpuExecutorBase<V, I> {
 public:
  CsrExecutor(const Context& ctx, std::shared_ptr<const Csr<V, I>> a, CsrKernel<V, I> kernel)
      : a_(std::move(a)), kernel_(kernel) {
    const auto t0 = std::chrono::steady_clock::now();
    this->nrows_ = a_->nrows;
    this->ncols_ = a_->ncols;
    this->threads_ = useful_threads(ctx, static_cast<std::int64_t>(a_->nnz()) + a_->nrows * kRowCost);
    this->bounds_ = cpu::balanced_partition<I>(a_->row_ptr, parts_for(this->threads_), kRowCost);
    this->host_threads = this->threads_;
    this->conversion_ms = ms_since(t0);
    this->stored_bytes = a_->row_ptr.size() * sizeof(I) + a_->col_idx.size() * sizeof(I) +
                         a_->values.size() * sizeof(V);
  }

  void apply(V alpha, const V* x, V beta, V* y, void*) override {
    const I* rp = a_->row_ptr.data();
    const I* ci = a_->col_idx.data();
    const V* va = a_->values.data();
    const I* b = this->bounds_.data();
    const int n = this->parts();
#pragma omp parallel for schedule(dynamic, 1) num_threads(this->threads_)
    for (int p = 0; p < n; ++p) kernel_(b[p], b[p + 1], rp, ci, va, x, y, alpha, beta);
  }

 private:
  std::shared_ptr<const Csr<V, I>> a_;  // shared with the Matrix: no copy
  CsrKernel<V, I> kernel_;
};

template <typename V, typename I>
class SellExecutor final : public CpuExecutorBase<V, I> {
 public:
  SellExecutor(const Context& ctx, const Csr<V, I>& a, SellKernel<V, I> kernel, int b, int sigma)
      : kernel_(kernel) {
    const auto t0 = std::chrono::steady_clock::now();
    s_ = SellP<V, I>::from_csr(a.view(), SellParams{b, 1, sigma});
    this->nrows_ = a.nrows;
    this->ncols_ = a.ncols;
    // Slice cost = stored entries + a per-row cost for each of its b rows.
    this->threads_ =
        useful_threads(ctx, static_cast<std::int64_t>(s_.stored_entries()) + s_.nrows * kRowCost);
    this->bounds_ = cpu::balanced_partition<I>(s_.slice_ptr, parts_for(this->threads_), kRowCost * b);
    this->host_threads = this->threads_;
    this->conversion_ms = ms_since(t0);
    this->stored_bytes = s_.stored_bytes();
    this->occupancy = s_.occupancy();
  }

  void apply(V alpha, const V* x, V beta, V* y, void*) override {
    const I* b = this->bounds_.data();
    const int n = this->parts();
    const I nrows = s_.nrows;
    const I* sp = s_.slice_ptr.data();
    const I* ci = s_.col_idx.data();
    const V* va = s_.values.data();
    const I* perm = s_.row_perm.data();
#pragma omp parallel for schedule(dynamic, 1) num_threads(this->threads_)
    for (int p = 0; p < n; ++p) kernel_(b[p], b[p + 1], nrows, sp, ci, va, perm, x, y, alpha, beta);
  }

 private:
  SellP<V, I> s_;
  SellKernel<V, I> kernel_;
};

}  // namespace

template <SupportedValue V, SupportedIndex I>
std::unique_ptr<SpmvExecutor<V, I>> make_cpu_spmv(const Context& ctx,
                                                  std::shared_ptr<const Csr<V, I>> a,
                                                  const Choice& choice) {
  std::unique_ptr<SpmvExecutor<V, I>> ex;
  const KernelEntry* e = choice.entry;
  if (e == nullptr) {
    ex = std::make_unique<CsrExecutor<V, I>>(ctx, std::move(a), &cpu::portable_csr_spmv<V, I>);
    ex->backend = "portable";
    ex->format = "csr";
    ex->instance = std::string("portable_csr_") + type_tag<V>() + type_tag<I>();
  } else {
    if (e->backend != Backend::avx512 || e->cpu_function == nullptr)
      throw Error(std::string("plan: ") + e->name + " is not a CPU instance");
    if (!cpu_has_avx512())
      throw Error(std::string("plan: ") + e->name + " needs AVX-512, which this CPU lacks");
    const std::string_view format = e->format;
    if (format == "csr") {
      ex = std::make_unique<CsrExecutor<V, I>>(
          ctx, std::move(a), reinterpret_cast<CsrKernel<V, I>>(e->cpu_function));
      ex->params = params_string(*e);
    } else if (format == "sellp") {
      const int b = e->param("b");
      ex = std::make_unique<SellExecutor<V, I>>(
          ctx, *a, reinterpret_cast<SellKernel<V, I>>(e->cpu_function), b, choice.sigma);
      ex->params = params_string(*e) + " sigma=" + std::to_string(choice.sigma);
    } else {
      throw Error(std::string("plan: no CPU executor for format '") + e->format + "' (" +
                  e->name + ")");
    }
    ex->backend = "avx512";
    ex->format = e->format;
    ex->instance = e->name;
  }
  ex->kernel_source = "host";
  if (!ex->params.empty()) ex->params += ' ';
  ex->params += "threads=";
  ex->params += std::to_string(ex->host_threads);
  return ex;
}

#define SPGEN_INSTANTIATE(V, I)                                                              \
  template std::unique_ptr<SpmvExecutor<V, I>> make_cpu_spmv<V, I>(                          \
      const Context&, std::shared_ptr<const Csr<V, I>>, const Choice&);
SPGEN_INSTANTIATE(float, std::int32_t)
SPGEN_INSTANTIATE(float, std::int64_t)
SPGEN_INSTANTIATE(double, std::int32_t)
SPGEN_INSTANTIATE(double, std::int64_t)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::detail
