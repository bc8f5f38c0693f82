// CPU executors: the generated AVX-512 instances (CSR and SELL-C-σ) and the
// portable CSR loop, each run over OpenMP with partitions fixed at plan time.
#include <omp.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
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

// Rounds of timing per candidate kernel when a choice leaves several: taken
// in turns, so drift in the machine's speed (other load, turbo) hits each alike.
constexpr int kTuningRounds = 5;

template <typename V, typename I>
class SellExecutor final : public CpuExecutorBase<V, I> {
 public:
  // candidates: instances with this storage (slice height b); when there are
  // several, each is timed on the converted matrix and the fastest kept.
  SellExecutor(const Context& ctx, const Csr<V, I>& a, std::vector<const KernelEntry*> candidates,
               int b, int sigma) {
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
    entry_ = candidates.front();
    if (candidates.size() > 1) tune(candidates);
    kernel_ = reinterpret_cast<SellKernel<V, I>>(entry_->cpu_function);
  }

  [[nodiscard]] const KernelEntry& entry() const { return *entry_; }

  void apply(V alpha, const V* x, V beta, V* y, void*) override { run(kernel_, alpha, x, beta, y); }

 private:
  void run(SellKernel<V, I> kernel, V alpha, const V* x, V beta, V* y) const {
    const I* b = this->bounds_.data();
    const int n = this->parts();
    const I nrows = s_.nrows;
    const I* sp = s_.slice_ptr.data();
    const I* ci = s_.col_idx.data();
    const V* va = s_.values.data();
    const I* perm = s_.row_perm.data();
#pragma omp parallel for schedule(dynamic, 1) num_threads(this->threads_)
    for (int p = 0; p < n; ++p) kernel(b[p], b[p + 1], nrows, sp, ci, va, perm, x, y, alpha, beta);
  }

  // Medians of kTuningRounds products per candidate on scratch vectors; the
  // fastest becomes entry_. The note names each candidate's time.
  void tune(const std::vector<const KernelEntry*>& candidates) {
    const auto t0 = std::chrono::steady_clock::now();
    std::vector<V> x(static_cast<std::size_t>(this->ncols_), V(1)), y(static_cast<std::size_t>(this->nrows_));
    std::vector<std::vector<double>> times(candidates.size());
    auto kernel_of = [&](std::size_t i) {
      return reinterpret_cast<SellKernel<V, I>>(candidates[i]->cpu_function);
    };
    for (std::size_t i = 0; i < candidates.size(); ++i) run(kernel_of(i), V(1), x.data(), V(0), y.data());
    for (int round = 0; round < kTuningRounds; ++round) {
      for (std::size_t i = 0; i < candidates.size(); ++i) {
        const auto t = std::chrono::steady_clock::now();
        run(kernel_of(i), V(1), x.data(), V(0), y.data());
        times[i].push_back(ms_since(t));
      }
    }
    std::size_t best = 0;
    std::vector<double> medians;
    for (auto& t : times) {
      std::nth_element(t.begin(), t.begin() + kTuningRounds / 2, t.end());
      medians.push_back(t[kTuningRounds / 2]);
      if (medians.back() < medians[best]) best = medians.size() - 1;
    }
    entry_ = candidates[best];
    this->tuning_note = "; timed on the converted matrix:";
    for (std::size_t i = 0; i < candidates.size(); ++i) {
      char buf[64];
      std::snprintf(buf, sizeof buf, " %.3f ms", medians[i]);
      this->tuning_note += std::string(i ? "," : "") + " " + params_string(*candidates[i]) + buf;
    }
    this->tuning_ms = ms_since(t0);
  }

  SellP<V, I> s_;
  const KernelEntry* entry_ = nullptr;
  SellKernel<V, I> kernel_ = nullptr;
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
      std::vector<const KernelEntry*> candidates{e};
      if (!choice.timed_alternatives.empty()) candidates = choice.timed_alternatives;
      for (const auto* c : candidates)
        if (c->cpu_function == nullptr || c->param("b") != e->param("b"))
          throw Error(std::string("plan: ") + c->name + " cannot run on the storage of " + e->name);
      auto sell = std::make_unique<SellExecutor<V, I>>(ctx, *a, candidates, e->param("b"), choice.sigma);
      e = &sell->entry();
      ex = std::move(sell);
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
