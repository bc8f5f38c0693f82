// The CPU SpMM executor: an AVX-512 instance on its format's storage (A·X, or
// Aᵀ·X for an spmm_t one), or the portable loops; work units split over
// OpenMP threads by nonzeros once, at plan time. Without an Aᵀ·X instance,
// Aᵀ·X runs the deterministic scatter of portable_spmm.hpp: per-thread
// partial results added in thread order.
#include <omp.h>

#include <algorithm>
#include <chrono>
#include <vector>

#include "backends/bind.hpp"
#include "backends/cpu/partition.hpp"
#include "backends/cpu/portable_spmm.hpp"
#include "backends/spmm_backend.hpp"
#include "spgen/core/error.hpp"
#include "core/elapsed.hpp"

namespace spgen::detail {

namespace {

// A row costs about as much as a couple of nonzeros (cpu_spmv.cpp), and a
// thread is worth waking for about 2048 nonzeros' work; an SpMM entry does k
// multiply-adds, so fewer rows make a thread's share.
constexpr std::int64_t kRowCost = 2;
constexpr std::int64_t kMinWorkPerThread = 2048;
// Aᵀ: every thread's partial result is ncols × (a chunk of k) values; the
// chunk keeps all of them under this many bytes.
constexpr std::size_t kPartialBytes = std::size_t{256} << 20;

template <typename V, typename I>
class CpuSpmm final : public SpmmExecutor<V, I> {
 public:
  CpuSpmm(const Context& ctx, std::shared_ptr<const Csr<V, I>> a, const Candidate& c, SpmmOp op, std::int64_t k)
      : a_(std::move(a)), op_(op), k_(k) {
    const auto t0 = std::chrono::steady_clock::now();
    if (c.entry) {
      if (c.entry->backend != Backend::avx512 || c.entry->cpu_function == nullptr)
        throw Error(std::string("plan_spmm: ") + c.entry->name + " is not a CPU instance");
      if (c.entry->op != (op == SpmmOp::transpose ? Op::spmm_t : Op::spmm))
        throw Error(std::string("plan_spmm: ") + c.entry->name + " computes " +
                    (c.entry->op == Op::spmm_t ? "Aᵀ·X" : "A·X") + ", not this plan's op");
      if (!cpu_has_avx512())
        throw Error(std::string("plan_spmm: ") + c.entry->name + " needs AVX-512, which this CPU lacks");
      storage_ = formats::format_of<V, I>(*c.entry).convert(a_, *c.entry, c.params);
      fn_ = c.entry->cpu_function;
      this->backend = to_string(c.entry->backend);
      this->format = c.entry->format;
      this->instance = c.entry->name;
      this->params = params_string(*c.entry);
    } else {
      storage_.unit_ptr = a_->row_ptr;
      storage_.stored_bytes = a_->row_ptr.size() * sizeof(I) + a_->nnz() * (sizeof(I) + sizeof(V));
      this->backend = "portable";
      this->format = "csr";
      this->instance = std::string("portable_csr_") + (op == SpmmOp::transpose ? "spmm_t_" : "spmm_") +
                       type_tag<V>() + type_tag<I>();
    }
    // Work of one product: every entry and row k times.
    const std::int64_t units = storage_.units();
    const std::int64_t entries = units > 0 ? static_cast<std::int64_t>(storage_.unit_ptr.back()) : 0;
    const std::int64_t work = (entries + units * storage_.rows_per_unit * kRowCost) * std::max<std::int64_t>(k, 1);
    threads_ = static_cast<int>(std::clamp<std::int64_t>(work / kMinWorkPerThread, 1, ctx.cpu_threads()));
    bounds_ = cpu::balanced_partition<I>(storage_.unit_ptr, threads_, kRowCost * storage_.rows_per_unit);
    if (fn_) bind(*c.entry);
    if (op == SpmmOp::transpose && !fn_) {
      const std::size_t per_column = static_cast<std::size_t>(parts()) * static_cast<std::size_t>(a_->ncols) * sizeof(V);
      chunk_ = std::clamp<std::int64_t>(static_cast<std::int64_t>(kPartialBytes / std::max<std::size_t>(per_column, 1)), 1, k);
    }
    if (!this->params.empty()) this->params += " ";
    this->params += "threads=" + std::to_string(threads_);
    // An Aᵀ·X instance's threads own whole column panels (the storage's details say so).
    if (op == SpmmOp::transpose && !fn_) this->params += " deterministic k_chunk=" + std::to_string(chunk_);
    if (op == SpmmOp::transpose && fn_ && !storage_.details.empty()) this->params += " " + storage_.details;
    this->kernel_source = "host";
    this->stored_bytes = storage_.stored_bytes;
    this->occupancy = storage_.occupancy;
    this->conversion_ms = ms_since(t0);
  }

  void apply(V alpha, const V* x, std::int64_t ldx, V beta, V* y, std::int64_t ldy, std::int64_t k, void*) override {
    if (op_ == SpmmOp::transpose && !fn_) return apply_transposed(alpha, x, ldx, beta, y, ldy, k);
    const int n = parts();
    if (!fn_) {
      const I* b = bounds_.data();
      const Csr<V, I>& a = *a_;
#pragma omp parallel for schedule(dynamic, 1) num_threads(threads_)
      for (int p = 0; p < n; ++p)
        cpu::portable_csr_spmm<V, I>(b[p], b[p + 1], a.row_ptr.data(), a.col_idx.data(), a.values.data(), k, x,
                                     ldx, y, ldy, alpha, beta);
      return;
    }
#pragma omp parallel for schedule(dynamic, 1) num_threads(threads_)
    for (int p = 0; p < n; ++p) {
      KernelArgs<V, I>& args = part_args_[static_cast<std::size_t>(p)];
      args.set_vectors(alpha, x, beta, y);
      args.set_dense(static_cast<I>(k), static_cast<I>(ldx), static_cast<I>(ldy));
      fn_(args.data());
    }
  }

  double time_product_ms() override {
    const std::int64_t xrows = op_ == SpmmOp::transpose ? a_->nrows : a_->ncols;
    const std::int64_t yrows = op_ == SpmmOp::transpose ? a_->ncols : a_->nrows;
    std::vector<V> x(static_cast<std::size_t>(xrows * k_), V(1)), y(static_cast<std::size_t>(yrows * k_));
    apply(V(1), x.data(), k_, V(0), y.data(), k_, k_, nullptr);
    std::vector<double> t;
    for (int i = 0; i < 9; ++i) {
      const auto t0 = std::chrono::steady_clock::now();
      apply(V(1), x.data(), k_, V(0), y.data(), k_, k_, nullptr);
      t.push_back(ms_since(t0));
    }
    std::nth_element(t.begin(), t.begin() + 4, t.end());
    return t[4];
  }

 private:
  [[nodiscard]] int parts() const { return static_cast<int>(bounds_.size()) - 1; }

  void bind(const KernelEntry& e) {
    const KernelArgs<V, I> bound(e, storage_, [&](const KernelArg& arg) -> void* {
      if (arg.role == ArgRole::workspace)
        throw Error(std::string(e.name) + ": CPU kernels with workspaces are not supported");
      return const_cast<void*>(array_for(e, storage_, arg).data);
    });
    for (int p = 0; p < parts(); ++p) {
      part_args_.push_back(bound);
      part_args_.back().set_range(bounds_[static_cast<std::size_t>(p)], bounds_[static_cast<std::size_t>(p) + 1]);
    }
  }

  // Y = alpha*Aᵀ*X + beta*Y in chunks of columns: each part (a fixed range of
  // rows) scatters into its own partial, then every element of Y adds the
  // parts in part order. No element is written by two threads, and the sums'
  // order depends on the plan alone: the result is the same bits every run.
  void apply_transposed(V alpha, const V* x, std::int64_t ldx, V beta, V* y, std::int64_t ldy, std::int64_t k) {
    const int n_parts = parts();
    const std::int64_t ncols = a_->ncols;
    const std::size_t part_size = static_cast<std::size_t>(ncols) * static_cast<std::size_t>(std::min(chunk_, k));
    partial_.resize(part_size * static_cast<std::size_t>(n_parts));
    const I* b = bounds_.data();
    const Csr<V, I>& a = *a_;
    for (std::int64_t c0 = 0; c0 < k; c0 += chunk_) {
      const std::int64_t n = std::min(chunk_, k - c0);
      const std::size_t stride = static_cast<std::size_t>(ncols) * static_cast<std::size_t>(n);
      V* partial = partial_.data();
#pragma omp parallel for schedule(dynamic, 1) num_threads(threads_)
      for (int p = 0; p < n_parts; ++p) {
        V* part = partial + static_cast<std::size_t>(p) * stride;
        std::fill(part, part + stride, V(0));
        cpu::portable_csr_spmm_t_part<V, I>(b[p], b[p + 1], a.row_ptr.data(), a.col_idx.data(), a.values.data(),
                                            c0, n, x, ldx, part);
      }
#pragma omp parallel for schedule(static) num_threads(threads_)
      for (std::int64_t i = 0; i < ncols; ++i) {
        V* yr = y + i * ldy + c0;
        for (std::int64_t j = 0; j < n; ++j) {
          V s = V(0);
          for (int p = 0; p < n_parts; ++p) s += partial[static_cast<std::size_t>(p) * stride + static_cast<std::size_t>(i * n + j)];
          // beta == 0 must not read Y: it may hold NaN or be uninitialised.
          yr[j] = beta == V(0) ? alpha * s : alpha * s + beta * yr[j];
        }
      }
    }
  }

  std::shared_ptr<const Csr<V, I>> a_;
  SpmmOp op_;
  std::int64_t k_;
  formats::Storage<V, I> storage_;
  CpuKernelFn fn_ = nullptr;
  int threads_ = 1;
  std::vector<I> bounds_;
  std::vector<KernelArgs<V, I>> part_args_;
  std::int64_t chunk_ = 1;   // Aᵀ: columns per pass
  std::vector<V> partial_;   // Aᵀ: the parts' partial results
};

}  // namespace

template <SupportedValue V, SupportedIndex I>
std::unique_ptr<SpmmExecutor<V, I>> make_cpu_spmm(const Context& ctx, std::shared_ptr<const Csr<V, I>> a,
                                                  const Candidate& c, SpmmOp op, std::int64_t k) {
  return std::make_unique<CpuSpmm<V, I>>(ctx, std::move(a), c, op, k);
}

#define SPGEN_INSTANTIATE(V, I)                                                                             \
  template std::unique_ptr<SpmmExecutor<V, I>> make_cpu_spmm<V, I>(const Context&, std::shared_ptr<const Csr<V, I>>, \
                                                                   const Candidate&, SpmmOp, std::int64_t);
SPGEN_FOR_EACH_TYPE(SPGEN_INSTANTIATE)
#undef SPGEN_INSTANTIATE

}  // namespace spgen::detail
