// The CPU backend: generated AVX-512 instances on their format's storage, and
// the portable CSR loop, each run over OpenMP with partitions fixed at plan
// time. Candidates whose storage keys match share one conversion. When the
// choice holds several candidates, each is timed on this matrix and the
// fastest kept: which way of reading x and which format win depends on the
// processor as much as on the matrix.
#include <omp.h>

#include <algorithm>
#include <chrono>
#include <functional>
#include <cmath>
#include <cstdio>
#include <map>
#include <vector>

#include "backends/backend.hpp"
#include "backends/bind.hpp"
#include "backends/cpu/partition.hpp"
#include "backends/cpu/portable_csr.hpp"
#include "backends/timing.hpp"
#include "spgen/core/error.hpp"
#include "core/elapsed.hpp"

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

// Timing candidates: one product per sample, at least 7 rounds, more for
// cheap products (up to 41, about 30 ms per candidate). Five rounds once kept
// SELL g0 over g1 on rmat:20:16 (a burst of noise on the shared VM; g1 is
// 15-20% faster there); seven did not in repeated plans. Products under 1 ms
// can keep their data in cache between calls: each is run once untimed
// first, so every candidate is timed with its own data in cache, as a
// solver's back-to-back products see it, not after the other candidates
// filled the caches (a 4 MB matrix ran SELL 3.6x slower that way and CSR was
// kept for it).
constexpr TimingPolicy kCpuTiming{.warmup_products = 1,
                                  .max_products = 1,
                                  .budget_ms = 30.0,
                                  .min_rounds = 7,
                                  .max_rounds = 41,
                                  .budget_per_candidate = true,
                                  .round_up = true,
                                  .warm_below_ms = 1.0};

// The portable loop's instance name (describe(), plan records).
template <typename V, typename I>
std::string portable_name() {
  return std::string("portable_csr_") + type_tag<V>() + type_tag<I>();
}

// A converted storage and its partition over threads.
template <typename V, typename I>
struct CpuStorage {
  formats::Storage<V, I> storage;
  int threads = 1;
  std::vector<I> bounds;  // partition boundaries, in work units
  double conversion_ms = 0.0;
  [[nodiscard]] int parts() const { return static_cast<int>(bounds.size()) - 1; }
};

template <typename V, typename I>
std::shared_ptr<CpuStorage<V, I>> partitioned(const Context& ctx, formats::Storage<V, I> s,
                                              std::chrono::steady_clock::time_point t0) {
  auto out = std::make_shared<CpuStorage<V, I>>();
  const std::int64_t units = s.units();
  const std::int64_t entries = units > 0 ? static_cast<std::int64_t>(s.unit_ptr.back()) : 0;
  const std::int64_t work = entries + units * s.rows_per_unit * kRowCost;
  out->threads = static_cast<int>(std::clamp<std::int64_t>(work / kMinWorkPerThread, 1, ctx.cpu_threads()));
  const int parts = out->threads == 1 ? 1 : out->threads * kPartsPerThread;
  out->bounds = cpu::balanced_partition<I>(s.unit_ptr, parts, kRowCost * s.rows_per_unit);
  out->storage = std::move(s);
  out->conversion_ms = ms_since(t0);
  return out;
}

// One candidate: an instance (or the portable loop) bound to a storage, with
// its arguments prepared per part.
template <typename V, typename I>
class CpuRun {
 public:
  CpuRun(const Candidate& c, std::shared_ptr<const CpuStorage<V, I>> s, std::shared_ptr<const Csr<V, I>> a)
      : candidate_(c), s_(std::move(s)), a_(std::move(a)) {
    if (!c.entry) return;
    fn_ = c.entry->cpu_function;
    const auto& storage = s_->storage;
    const KernelArgs<V, I> bound(*c.entry, storage, [&](const KernelArg& arg) -> void* {
      if (arg.role == ArgRole::workspace)
        throw Error(std::string(c.entry->name) + ": CPU kernels with workspaces are not supported");
      return const_cast<void*>(array_for(*c.entry, storage, arg).data);
    });
    for (int p = 0; p < s_->parts(); ++p) {
      part_args_.push_back(bound);
      part_args_.back().set_range(s_->bounds[static_cast<std::size_t>(p)], s_->bounds[static_cast<std::size_t>(p) + 1]);
    }
  }

  // One plan serves one host thread at a time (plan.hpp): each part's
  // arguments belong to the thread running that part.
  void run(V alpha, const V* x, V beta, V* y) {
    const int n = s_->parts();
    if (!fn_) {  // the portable loop, on the CSR rows
      const I* b = s_->bounds.data();
      const Csr<V, I>& a = *a_;
#pragma omp parallel for schedule(dynamic, 1) num_threads(s_->threads)
      for (int p = 0; p < n; ++p)
        cpu::portable_csr_spmv<V, I>(b[p], b[p + 1], a.row_ptr.data(), a.col_idx.data(), a.values.data(), x, y,
                                     alpha, beta);
      return;
    }
#pragma omp parallel for schedule(dynamic, 1) num_threads(s_->threads)
    for (int p = 0; p < n; ++p) {
      KernelArgs<V, I>& args = part_args_[static_cast<std::size_t>(p)];
      args.set_vectors(alpha, x, beta, y);
      fn_(args.data());
    }
  }

  [[nodiscard]] const Candidate& candidate() const { return candidate_; }
  [[nodiscard]] const CpuStorage<V, I>& storage() const { return *s_; }

 private:
  Candidate candidate_;
  std::shared_ptr<const CpuStorage<V, I>> s_;
  std::shared_ptr<const Csr<V, I>> a_;
  CpuKernelFn fn_ = nullptr;
  std::vector<KernelArgs<V, I>> part_args_;
};

template <typename V, typename I>
class CpuExecutor final : public SpmvExecutor<V, I> {
 public:
  explicit CpuExecutor(std::unique_ptr<CpuRun<V, I>> run) : run_(std::move(run)) {
    const Candidate& c = run_->candidate();
    const auto& s = run_->storage();
    this->kept = c;
    this->backend = c.entry ? to_string(c.entry->backend) : "portable";
    this->format = c.entry ? c.entry->format : "csr";
    this->instance = c.entry ? c.entry->name : portable_name<V, I>();
    std::string described = c.entry ? params_string(*c.entry) : std::string();
    for (const std::string& extra : {s.storage.details, "threads=" + std::to_string(s.threads)})
      if (!extra.empty()) described += (described.empty() ? "" : " ") + extra;
    this->params = described;
    this->kernel_source = "host";
    this->stored_bytes = s.storage.stored_bytes;
    this->values = s.storage.values;
    this->occupancy = s.storage.occupancy;
    this->host_threads = s.threads;
    this->conversion_ms = s.conversion_ms;
  }
  void apply(V alpha, const V* x, V beta, V* y, void*) override { run_->run(alpha, x, beta, y); }
  double time_products(const std::function<void(const V*, V*, void*)>& product) override {
    std::vector<V> x(static_cast<std::size_t>(ncols_), V(1)), y(static_cast<std::size_t>(nrows_));
    auto sample = [&](int products) {
      const auto t0 = std::chrono::steady_clock::now();
      for (int i = 0; i < products; ++i) product(x.data(), y.data(), nullptr);
      return ms_since(t0) / products;
    };
    // At least 0.05 ms per sample, as spgen bench times CPU products.
    const int products = static_cast<int>(std::clamp(std::ceil(0.05 / std::max(sample(1), 1e-5)), 1.0, 2000.0));
    std::vector<double> t;
    for (int i = 0; i < 9; ++i) t.push_back(sample(products));
    std::nth_element(t.begin(), t.begin() + 4, t.end());
    return t[4];
  }
  I nrows_ = 0, ncols_ = 0;

 private:
  std::unique_ptr<CpuRun<V, I>> run_;
};

template <typename V, typename I>
class CpuBackend final : public SpmvBackend<V, I> {
 public:
  explicit CpuBackend(const Context& ctx) : ctx_(ctx) {}

  [[nodiscard]] std::optional<Backend> kernel_backend() const override {
    if (ctx_.cpu_path() == CpuPath::avx512) return Backend::avx512;
    return std::nullopt;
  }
  // "portable", or the loop's instance name in describe() and plan records.
  [[nodiscard]] bool is_builtin(std::string_view variant) const override {
    return variant == "portable" || variant == portable_name<V, I>();
  }

  [[nodiscard]] std::optional<std::string> fallback_reason() const override {
    return ctx_.cpu_path() == CpuPath::avx512
               ? std::string("rule: portable CSR (no AVX-512 instance for ") + type_tag<V>() + type_tag<I>() + ")"
               : "rule: portable CSR (no AVX-512 on this CPU)";
  }

  [[nodiscard]] std::unique_ptr<SpmvExecutor<V, I>> make(const PlanInput<V, I>& in, const Choice& choice,
                                                         const PlanOptions& options) const override {
    const std::shared_ptr<const Csr<V, I>>& a = in.shared_csr();
    // One conversion per storage key; the portable loop runs on the CSR rows.
    std::map<std::string, std::shared_ptr<const CpuStorage<V, I>>> storages;
    std::vector<std::unique_ptr<CpuRun<V, I>>> runs;
    // Among several candidates, one whose conversion does not fit this matrix
    // (NotApplicable) drops out, named in the note; a lone one's error stands.
    std::string skipped;
    for (const Candidate& c : choice.candidates) {
      if (c.entry) check_runnable(*c.entry);
      const auto* format = c.entry ? &formats::format_of<V, I>(*c.entry) : nullptr;
      const std::string key = format ? std::string(format->name()) + "|" + format->storage_key(*c.entry, c.params)
                                     : std::string("portable");
      auto& s = storages[key];
      if (!s) {
        const auto t0 = std::chrono::steady_clock::now();
        try {
          s = partitioned(ctx_, format ? format->convert(a, *c.entry, c.params) : portable_storage(a), t0);
        } catch (const NotApplicable& e) {
          if (choice.candidates.size() == 1) throw;
          storages.erase(key);
          skipped += std::string("; skipped ") + e.what();
          continue;
        }
      }
      runs.push_back(std::make_unique<CpuRun<V, I>>(c, s, a));
    }
    if (runs.empty()) throw Error("plan: no candidate fits this matrix" + skipped);
    std::size_t best = 0;
    double tuning_ms = 0;
    std::string note;
    if (runs.size() > 1) {
      const auto t0 = std::chrono::steady_clock::now();
      std::vector<V> x(static_cast<std::size_t>(a->ncols), V(1)), y(static_cast<std::size_t>(a->nrows));
      const TimingResult r = time_candidates(
          runs.size(),
          [&](std::size_t i, int products) {
            const auto t = std::chrono::steady_clock::now();
            for (int k = 0; k < products; ++k) runs[i]->run(V(1), x.data(), V(0), y.data());
            return ms_since(t) / products;
          },
          kCpuTiming);
      std::vector<double> conversion_ms;
      for (const auto& run : runs) conversion_ms.push_back(run->storage().conversion_ms);
      best = amortised_best(r.median_ms, conversion_ms, options.expected_products);
      note = "; timed on this matrix (median of " + std::to_string(r.shape.rounds) + "):";
      for (std::size_t i = 0; i < runs.size(); ++i) {
        const KernelEntry* e = runs[i]->candidate().entry;
        char buf[48];
        std::snprintf(buf, sizeof buf, " %.4g ms", r.median_ms[i]);
        note += std::string(i ? "," : "") + " " + (e ? std::string(e->format) + " " + params_string(*e) : "csr portable") +
                buf;
      }
      note += amortised_note(r.median_ms, conversion_ms, options.expected_products, best);
      // Converting a storage that is then not kept was selection work; the
      // kept storage's conversion stays conversion time.
      double conversions_ms = 0;
      for (const auto& [key, s] : storages) conversions_ms += s->conversion_ms;
      tuning_ms = ms_since(t0) + conversions_ms - runs[best]->storage().conversion_ms;
    }
    note += skipped;
    auto ex = std::make_unique<CpuExecutor<V, I>>(std::move(runs[best]));
    ex->nrows_ = a->nrows;
    ex->ncols_ = a->ncols;
    ex->tuning_ms = tuning_ms;
    ex->tuning_note = note;
    return ex;
  }

 private:
  void check_runnable(const KernelEntry& e) const {
    if (e.backend != Backend::avx512 || e.cpu_function == nullptr)
      throw Error(std::string("plan: ") + e.name + " is not a CPU instance");
    if (!cpu_has_avx512()) throw Error(std::string("plan: ") + e.name + " needs AVX-512, which this CPU lacks");
  }
  // The portable loop's "storage": the CSR rows as work units.
  static formats::Storage<V, I> portable_storage(const std::shared_ptr<const Csr<V, I>>& a) {
    formats::Storage<V, I> s;
    s.unit_ptr = a->row_ptr;
    s.stored_bytes = a->row_ptr.size() * sizeof(I) + a->nnz() * (sizeof(I) + sizeof(V));
    s.owner = a;
    return s;
  }
  Context ctx_;
};

}  // namespace

SPGEN_BACKEND_FACTORY(make_cpu_backend, CpuBackend)

}  // namespace spgen::detail
