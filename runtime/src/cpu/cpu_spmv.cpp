// CPU executors: the generated AVX-512 instances (CSR and SELL-C-σ) and the
// portable CSR loop, each run over OpenMP with partitions fixed at plan time.
// When the selection leaves several instances (Choice::timed_alternatives),
// each is timed on this matrix and the fastest kept: which way of reading x
// and which format win depends on the processor as much as on the matrix.
#include <omp.h>

#include <algorithm>
#include <chrono>
#include <cmath>
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
// Waking a thread costs about a microsecond; below this much work per thread
// a product is faster on fewer threads. Measured on the Zen 5 VM (2 threads
// against 1): add32 (24K nonzeros) 4.7 against 7.6 us, 1138_bus (4K) 1.4
// against 1.6 us. The first value, 32768, was an estimate.
constexpr std::int64_t kMinWorkPerThread = 2048;

// Several contiguous parts per thread, taken dynamically: a cost model error
// (long rows are cheaper per nonzero than short ones) or a thread the OS
// delays then costs one part, not half the product.
constexpr int kPartsPerThread = 4;

// Timing candidates: at least kMinRounds products each, more for cheap
// products (up to kMaxRounds, about kTuningBudgetMs per candidate), taken in
// turns so drift in the machine's speed hits every candidate alike. Five
// rounds once kept SELL g0 over g1 on rmat:20:16 (a burst of noise on the
// shared VM; g1 is 15-20% faster there); seven did not in repeated plans.
constexpr int kMinRounds = 7;
constexpr int kMaxRounds = 41;
constexpr double kTuningBudgetMs = 30.0;
// Products shorter than this can keep their data in cache between calls.
constexpr double kWarmBelowMs = 1.0;

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

// An executor's storage with the kernels that can run on it: generated
// instances (entries_[i]), or for CSR the portable loop (entry nullptr).
// apply() runs the one kept.
template <typename V, typename I>
class CpuExecutorBase : public SpmvExecutor<V, I> {
 public:
  void apply(V alpha, const V* x, V beta, V* y, void*) override { run(kept_, alpha, x, beta, y); }

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

  virtual void run(std::size_t candidate, V alpha, const V* x, V beta, V* y) const = 0;
  [[nodiscard]] std::size_t candidates() const { return entries_.size(); }
  [[nodiscard]] const KernelEntry* entry(std::size_t candidate) const { return entries_[candidate]; }
  [[nodiscard]] I nrows() const { return nrows_; }
  [[nodiscard]] I ncols() const { return ncols_; }
  /// Runs `candidate` from now on and names it in the description.
  void keep(std::size_t candidate) {
    kept_ = candidate;
    const KernelEntry* e = entries_[kept_];
    this->backend = e ? "avx512" : "portable";
    this->instance = e ? e->name : std::string("portable_csr_") + type_tag<V>() + type_tag<I>();
    this->params = e ? params_string(*e) : std::string();
    const std::string extra = storage_params();
    if (!extra.empty()) this->params += (this->params.empty() ? "" : " ") + extra;
    this->params += (this->params.empty() ? "" : " ") + std::string("threads=") +
                    std::to_string(this->host_threads);
  }

 protected:
  virtual std::string storage_params() const { return {}; }  // e.g. "sigma=1024"
  I nrows_ = 0, ncols_ = 0;
  int threads_ = 1;
  std::vector<I> bounds_;  // partition boundaries (rows or slices)
  std::vector<const KernelEntry*> entries_;
  std::size_t kept_ = 0;
  int parts() const { return static_cast<int>(bounds_.size()) - 1; }
};

template <typename V, typename I>
class CsrExecutor final : public CpuExecutorBase<V, I> {
 public:
  // entries: AVX-512 CSR instances; {nullptr} for the portable loop.
  CsrExecutor(const Context& ctx, std::shared_ptr<const Csr<V, I>> a,
              const std::vector<const KernelEntry*>& entries)
      : a_(std::move(a)) {
    const auto t0 = std::chrono::steady_clock::now();
    this->format = "csr";
    this->nrows_ = a_->nrows;
    this->ncols_ = a_->ncols;
    this->threads_ = useful_threads(ctx, static_cast<std::int64_t>(a_->nnz()) + a_->nrows * kRowCost);
    this->bounds_ = cpu::balanced_partition<I>(a_->row_ptr, parts_for(this->threads_), kRowCost);
    this->host_threads = this->threads_;
    this->conversion_ms = ms_since(t0);
    this->stored_bytes = a_->row_ptr.size() * sizeof(I) + a_->col_idx.size() * sizeof(I) +
                         a_->values.size() * sizeof(V);
    for (const auto* e : entries) {
      this->entries_.push_back(e);
      kernels_.push_back(e ? reinterpret_cast<CsrKernel<V, I>>(e->cpu_function)
                           : &cpu::portable_csr_spmv<V, I>);
    }
    this->keep(0);
  }

  void run(std::size_t candidate, V alpha, const V* x, V beta, V* y) const override {
    const CsrKernel<V, I> kernel = kernels_[candidate];
    const I* rp = a_->row_ptr.data();
    const I* ci = a_->col_idx.data();
    const V* va = a_->values.data();
    const I* b = this->bounds_.data();
    const int n = this->parts();
#pragma omp parallel for schedule(dynamic, 1) num_threads(this->threads_)
    for (int p = 0; p < n; ++p) kernel(b[p], b[p + 1], rp, ci, va, x, y, alpha, beta);
  }

 private:
  std::shared_ptr<const Csr<V, I>> a_;  // shared with the Matrix: no copy
  std::vector<CsrKernel<V, I>> kernels_;
};

template <typename V, typename I>
class SellExecutor final : public CpuExecutorBase<V, I> {
 public:
  // entries: AVX-512 SELL instances of slice height b (they share this storage).
  SellExecutor(const Context& ctx, const Csr<V, I>& a, const std::vector<const KernelEntry*>& entries,
               int b, int sigma)
      : sigma_(sigma) {
    const auto t0 = std::chrono::steady_clock::now();
    this->format = "sellp";
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
    for (const auto* e : entries) {
      this->entries_.push_back(e);
      kernels_.push_back(reinterpret_cast<SellKernel<V, I>>(e->cpu_function));
    }
    this->keep(0);
  }

  void run(std::size_t candidate, V alpha, const V* x, V beta, V* y) const override {
    const SellKernel<V, I> kernel = kernels_[candidate];
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

 private:
  std::string storage_params() const override { return "sigma=" + std::to_string(sigma_); }
  SellP<V, I> s_;
  int sigma_ = 1;
  std::vector<SellKernel<V, I>> kernels_;
};

// Times every candidate of every executor on scratch vectors, in turns, and
// returns the index of the executor holding the fastest (which keeps it).
// The winner's tuning_ms covers the timing and the losers' conversions; its
// tuning_note names every time.
template <typename V, typename I>
std::size_t keep_fastest(const std::vector<CpuExecutorBase<V, I>*>& executors) {
  const auto t0 = std::chrono::steady_clock::now();
  struct Slot {
    CpuExecutorBase<V, I>* ex;
    std::size_t candidate;
    std::size_t executor;
    std::vector<double> ms;
  };
  std::vector<Slot> slots;
  double conversions_ms = 0;
  for (std::size_t i = 0; i < executors.size(); ++i) {
    conversions_ms += executors[i]->conversion_ms;
    for (std::size_t c = 0; c < executors[i]->candidates(); ++c) slots.push_back({executors[i], c, i, {}});
  }
  const auto* first = executors.front();
  std::vector<V> x(static_cast<std::size_t>(first->ncols()), V(1));
  std::vector<V> y(static_cast<std::size_t>(first->nrows()));
  double warm_ms = 0;  // one warm-up product each, which also sizes the rounds
  for (auto& s : slots) {
    const auto t = std::chrono::steady_clock::now();
    s.ex->run(s.candidate, V(1), x.data(), V(0), y.data());
    warm_ms = std::max(warm_ms, ms_since(t));
  }
  const int rounds = static_cast<int>(
      std::clamp(std::ceil(kTuningBudgetMs / std::max(warm_ms, 1e-4)), double{kMinRounds}, double{kMaxRounds}));
  for (int r = 0; r < rounds; ++r) {
    for (auto& s : slots) {
      // Short products run once untimed first: each candidate is timed with
      // its own data in cache, as a solver's back-to-back products see it,
      // not after the other candidates filled the caches (a 4 MB matrix ran
      // SELL 3.6x slower that way and CSR was kept for it).
      if (warm_ms < kWarmBelowMs) s.ex->run(s.candidate, V(1), x.data(), V(0), y.data());
      const auto t = std::chrono::steady_clock::now();
      s.ex->run(s.candidate, V(1), x.data(), V(0), y.data());
      s.ms.push_back(ms_since(t));
    }
  }
  std::size_t best = 0;
  std::vector<double> median(slots.size());
  std::string note = "; timed on this matrix (median of " + std::to_string(rounds) + "):";
  for (std::size_t i = 0; i < slots.size(); ++i) {
    auto& t = slots[i].ms;
    std::nth_element(t.begin(), t.begin() + static_cast<std::ptrdiff_t>(t.size() / 2), t.end());
    median[i] = t[t.size() / 2];
    if (median[i] < median[best]) best = i;
    const KernelEntry* e = slots[i].ex->entry(slots[i].candidate);
    char buf[48];
    std::snprintf(buf, sizeof buf, " %.4g ms", median[i]);
    note += std::string(i ? "," : "") + " " + slots[i].ex->format + (e ? " " + params_string(*e) : " portable") + buf;
  }
  auto* winner = slots[best].ex;
  winner->keep(slots[best].candidate);
  // Converting a storage that is then not kept was selection work; the kept
  // storage's conversion stays conversion time.
  winner->tuning_ms = ms_since(t0) + conversions_ms - winner->conversion_ms;
  winner->tuning_note = note;
  return slots[best].executor;
}

void check_cpu_entry(const KernelEntry* e) {
  if (e->backend != Backend::avx512 || e->cpu_function == nullptr)
    throw Error(std::string("plan: ") + e->name + " is not a CPU instance");
  if (!cpu_has_avx512())
    throw Error(std::string("plan: ") + e->name + " needs AVX-512, which this CPU lacks");
  const std::string_view format = e->format;
  if (format != "csr" && format != "sellp")
    throw Error(std::string("plan: no CPU executor for format '") + e->format + "' (" + e->name + ")");
}

}  // namespace

template <SupportedValue V, SupportedIndex I>
std::unique_ptr<SpmvExecutor<V, I>> make_cpu_spmv(const Context& ctx,
                                                  std::shared_ptr<const Csr<V, I>> a,
                                                  const Choice& choice) {
  // The candidates: the choice's timed alternatives, else its one instance
  // (nullptr: the portable loop).
  std::vector<const KernelEntry*> csr, sell;
  if (choice.timed_alternatives.empty()) {
    (choice.entry && std::string_view(choice.entry->format) == "sellp" ? sell : csr).push_back(choice.entry);
  } else {
    for (const auto* e : choice.timed_alternatives)
      (std::string_view(e->format) == "sellp" ? sell : csr).push_back(e);
  }
  for (const auto* e : csr)
    if (e) check_cpu_entry(e);
  for (const auto* e : sell) {
    check_cpu_entry(e);
    if (e->param("b") != sell.front()->param("b"))
      throw Error(std::string("plan: ") + e->name + " cannot run on the storage of " + sell.front()->name);
  }

  std::vector<std::unique_ptr<CpuExecutorBase<V, I>>> executors;
  if (!csr.empty()) executors.push_back(std::make_unique<CsrExecutor<V, I>>(ctx, a, csr));
  if (!sell.empty())
    executors.push_back(
        std::make_unique<SellExecutor<V, I>>(ctx, *a, sell, sell.front()->param("b"), choice.sigma));
  std::size_t kept = 0;
  if (executors.size() > 1 || executors.front()->candidates() > 1) {
    std::vector<CpuExecutorBase<V, I>*> raw;
    for (auto& e : executors) raw.push_back(e.get());
    kept = keep_fastest(raw);
  }
  std::unique_ptr<SpmvExecutor<V, I>> ex = std::move(executors[kept]);
  ex->kernel_source = "host";
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
