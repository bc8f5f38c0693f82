#include "plan/select.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <span>

#include "spgen/error.hpp"

namespace spgen::detail {

namespace {

// Thresholds of the rule; see plan.hpp.
constexpr double kCudaSellMinBeta = 0.75;
// Below this estimated β SELL-C-σ is not even timed. Measured on the Xeon
// (bench/results/cpu_1thread.md): SELL-C-σ still beat AVX-512 CSR at β ≈ 0.70
// (rajat01: 1.32x vs 0.93x the baseline) and tied at 0.75 (rmat:20:16).
constexpr double kCpuSellMinBeta = 0.65;
// σ = 1 keeps neighbouring rows together (x locality, contiguous y); sort only
// when that leaves too much padding.
constexpr double kSigmaOneBeta = 0.9;
constexpr int kCudaSigmas[] = {1, 256, 4096};
// 16384 rows (128 KiB of f64 y, written through the permutation) still fit
// L2; on rmat:20:16 it lifts β from 0.75 (σ 1024) to 0.92 and the product
// 1.15-1.3x (Zen 5, bench/results/cpu_targets.md).
constexpr int kCpuSigmas[] = {1, 1024, 16384};

template <typename V>
ValueType value_type_of() {
  return std::is_same_v<V, float> ? ValueType::f32 : ValueType::f64;
}
template <typename I>
IndexType index_type_of() {
  return std::is_same_v<I, std::int32_t> ? IndexType::i32 : IndexType::i64;
}

int nearest_pow2(double v, int lo, int hi) {
  if (v <= lo) return lo;
  int p = lo;
  while (p * 2 <= hi && std::abs(std::log2(p * 2.0) - std::log2(v)) <= std::abs(std::log2(p * 1.0) - std::log2(v)))
    p *= 2;
  return p;
}

template <typename V, typename I>
std::vector<const KernelEntry*> candidates(Backend backend, std::string_view format) {
  std::vector<const KernelEntry*> out;
  for (const auto& e : kernel_registry())
    if (e.op == Op::spmv && e.backend == backend && e.value_type == value_type_of<V>() &&
        e.index_type == index_type_of<I>() && format == e.format)
      out.push_back(&e);
  return out;
}

bool has_param(const KernelEntry& e, std::string_view tag) {
  for (const auto& p : e.parameters())
    if (tag == p.tag || tag == p.name) return true;
  return false;
}
int param_or(const KernelEntry& e, std::string_view tag, int fallback) {
  return has_param(e, tag) ? e.param(tag) : fallback;
}

std::string fmt(double v) {
  char b[32];
  std::snprintf(b, sizeof b, "%.2f", v);
  return b;
}

// Best σ for slice height b / t: σ = 1 when it is good enough, else the one
// with the highest β.
template <typename I>
std::pair<int, double> pick_sigma(const std::vector<I>& row_ptr, int b, int t,
                                  std::span<const int> sigmas) {
  int best_sigma = 1;
  double best = -1;
  for (int s : sigmas) {
    const int sigma = s == 1 ? 1 : std::max(b, s / b * b);
    const double beta = estimate_sell_beta(row_ptr, b, t, sigma);
    if (sigma == 1 && beta >= kSigmaOneBeta) return {1, beta};
    if (beta > best + 1e-9) {
      best = beta;
      best_sigma = sigma;
    }
  }
  return {best_sigma, best};
}

// The closest-t instance of `pool` to want_t (log distance), ties to the first.
int closest_t(const std::vector<const KernelEntry*>& pool, int want_t) {
  int t = 0;
  for (const auto* e : pool) {
    const int et = param_or(*e, "t", 1);
    if (t == 0 || std::abs(std::log2(et) - std::log2(want_t)) < std::abs(std::log2(t) - std::log2(want_t)))
      t = et;
  }
  return t;
}

int ceil_pow2(double v, int lo, int hi) {
  int p = lo;
  while (p < hi && p < v) p *= 2;
  return p;
}

// CUDA rule. Thresholds from H200 runs of every instance on the shared and
// synthetic matrices (bench/results/gpu_rule_calibration.md):
//  * SELL-P pays off only when the product is bandwidth-bound (nnz >= 4M) and
//    the rows are regular (β >= 0.75); then t = the power of two nearest
//    mean/16 (poisson3d: t2, kron(bcsstk32): t2–t4), b = 32, σ by β; u = 2
//    in f64 when rows hold at least 4t entries, else 1.
//  * Otherwise CSR-Stream tiles of 128-thread blocks: a block streams 128·s
//    entries per chunk, so small matrices finish in about one wave of blocks,
//    and a long row gets a block of its own (split across blocks beyond four
//    tiles) instead of serialising a warp (email-enron, rajat01, groebner:
//    0.46–0.63 of cuSPARSE's time where CSR-vector took 0.8–1.0). s grows
//    with nnz to keep the tile count near a thousand: 2 up to 256,000
//    entries, 4 up to 512,000, 8 beyond.
constexpr std::int64_t kCudaSellMinNnz = 4'000'000;
constexpr int kStreamBlock = 128;
constexpr std::int64_t kStreamTargetTiles = 1000;
// Up to this many nonzeros a product is launch-bound (a few microseconds,
// within about a microsecond of an empty kernel on an H200), the rule's guess
// is weakest (the fastest instance moves between runs) and timing costs
// little: the plan times the rule's CSR-Stream pick against the instances
// that won such matrices most often in the H200 runs (bench/results,
// gpu-2026-11-22-run11..13) and keeps the fastest.
constexpr std::int64_t kCudaTimedMaxNnz = 1'000'000;
struct TimedCandidate {
  const char* format;
  int p1, p2;  // CSR-Stream: b, s; row segments: t, s
};
constexpr TimedCandidate kCudaTimedCandidates[] = {
    {"csrstream", 128, 2}, {"csrstream", 128, 4}, {"csrstream", 128, 8}, {"csrstream", 256, 2},
    {"csrstream", 256, 4}, {"rowseg", 8, 4},      {"rowseg", 16, 2},     {"rowseg", 32, 4},
};
// Beyond 1M nonzeros the CSR-Stream pick is timed against its neighbours in
// tile length and block size: they share the CSR arrays on the device (only
// the tile index differs), so timing costs a few products each. The tile
// length that wins moves with the row-length spread (rmat:22:16: b128 s4
// 1.02-1.03x cuSPARSE against the rule's s8 0.93x; bcsstk32: b256 s8 1.8-1.9x
// against 1.75x; runs 12-18).
constexpr TimedCandidate kCudaTimedLargeCandidates[] = {
    {"csrstream", 128, 4}, {"csrstream", 128, 8}, {"csrstream", 256, 4}, {"csrstream", 256, 8},
};

template <typename V, typename I>
Choice select_cuda(const Csr<V, I>& a, const Features& f) {
  Choice c;
  const auto sell = candidates<V, I>(Backend::cuda, "sellp");
  if (!sell.empty() && f.nnz >= kCudaSellMinNnz) {
    const int t = closest_t(sell, nearest_pow2(std::max(1.0, f.mean_row / 16.0), 1, 8));
    // Two slice columns per step pay in f64 where rows are long enough; in f32
    // one does better (H200, runs 8-9: poisson3d:128 1.21x against 1.12x,
    // kron:40:bcsstk32 1.15x against 1.00x; f64 within 1% either way).
    const int want_u = sizeof(V) == 8 && f.mean_row / t >= 4.0 ? 2 : 1;
    const KernelEntry* best = nullptr;
    double best_beta = -1;
    int best_sigma = 1;
    for (const auto* e : sell) {
      if (param_or(*e, "t", 1) != t || param_or(*e, "u", 1) != want_u) continue;
      const int b = e->param("b");
      auto [sigma, beta] = pick_sigma(a.row_ptr, b, t, kCudaSigmas);
      // Within 0.02 of β, the taller slice wins: fewer, fuller blocks.
      const bool better = best == nullptr || beta > best_beta + 0.02 ||
                          (beta > best_beta - 0.02 && b > best->param("b"));
      if (better) {
        best = e;
        best_beta = beta;
        best_sigma = sigma;
      }
    }
    if (best && best_beta >= kCudaSellMinBeta) {
      c.entry = best;
      c.sigma = best_sigma;
      c.reason = "rule: SELL-P, nnz " + std::to_string(f.nnz) + " >= 4M and estimated beta " +
                 fmt(best_beta) + " >= " + fmt(kCudaSellMinBeta) + " (mean row " + fmt(f.mean_row) + ")";
      return c;
    }
    c.reason = "rule: CSR-Stream, SELL-P beta estimate " + fmt(best_beta) + " < " +
               fmt(kCudaSellMinBeta) + "; ";
  } else {
    c.reason = "rule: CSR-Stream (nnz " + std::to_string(f.nnz) + " < 4M: launch-bound); ";
  }
  int want_s = 8;
  for (const int s : {2, 4})
    if (f.nnz <= kStreamTargetTiles * kStreamBlock * s) {
      want_s = s;
      break;
    }
  const KernelEntry* best = nullptr;
  for (const auto* e : candidates<V, I>(Backend::cuda, "csrstream"))
    if (param_or(*e, "b", 0) == kStreamBlock && param_or(*e, "s", 0) == want_s) best = e;
  if (best) {
    c.entry = best;
    c.sigma = 1;
    c.reason += "tiles of " + std::to_string(kStreamBlock * want_s) + " entries";
    const bool small = f.nnz <= kCudaTimedMaxNnz;
    c.timed_alternatives.push_back(best);
    for (const auto& t : small ? std::span<const TimedCandidate>(kCudaTimedCandidates)
                               : std::span<const TimedCandidate>(kCudaTimedLargeCandidates))
      for (const auto* e : candidates<V, I>(Backend::cuda, t.format)) {
        const bool stream = std::string_view(t.format) == "csrstream";
        if (e != best && param_or(*e, stream ? "b" : "t", 0) == t.p1 && param_or(*e, "s", 0) == t.p2)
          c.timed_alternatives.push_back(e);
      }
    if (c.timed_alternatives.size() > 1)
      c.reason += std::string(small ? "; nnz <= 1M (launch-bound): timed against "
                                    : "; timed against ") +
                  std::to_string(c.timed_alternatives.size() - 1) +
                  (small ? " other instances" : " other tile shapes");
    else
      c.timed_alternatives.clear();
    return c;
  }
  // Registries without CSR-Stream (a trimmed aot.yaml): CSR-vector,
  // t = the smallest power of two >= mean/2, at most 16 unless mean >= 64.
  const auto csr = candidates<V, I>(Backend::cuda, "csr");
  if (csr.empty())
    throw Error(std::string("plan: no CUDA SpMV instance for ") + type_tag<V>() + type_tag<I>() +
                " in the registry");
  const int want_t = ceil_pow2(f.mean_row / 2.0, 1, f.mean_row >= 64 ? 32 : 16);
  auto score = [&](const KernelEntry* e) {
    return std::abs(std::log2(param_or(*e, "t", 1)) - std::log2(want_t)) * 10 +
           (e->block_threads == 256 ? 0 : 1);
  };
  for (const auto* e : csr)
    if (!best || score(e) < score(best)) best = e;
  c.entry = best;
  c.sigma = 1;
  c.reason += "no CSR-Stream instance: CSR-vector, t >= mean row / 2 (mean " + fmt(f.mean_row) + ")";
  return c;
}

// CPU rule. Which AVX-512 instance is fastest depends on the processor as
// much as on the matrix: on the Xeon of the first sessions SELL-C-σ with the
// gather instruction beat CSR on poisson3d:96 by 1.2x; on the Zen 5 VM
// (microcoded gathers) CSR reading x by scalar loads wins poisson3d:96 and
// SELL by loads wins rmat:20:16 (bench/results/cpu_targets.md). So the rule
// names the candidates and the executor times them on the matrix: every
// AVX-512 CSR instance (no conversion), plus the SELL-C-σ instances when the
// estimated β makes SELL worth converting to.
template <typename V, typename I>
Choice select_cpu(const Context& ctx, const Csr<V, I>& a, const Features& f) {
  Choice c;
  if (ctx.cpu_path() != CpuPath::avx512) {
    c.reason = "rule: portable CSR (no AVX-512 on this CPU)";
    return c;
  }
  const auto csr = candidates<V, I>(Backend::avx512, "csr");
  const auto sell = candidates<V, I>(Backend::avx512, "sellp");
  std::vector<const KernelEntry*> pool(csr.begin(), csr.end());
  double beta = 0;
  bool with_sell = false;
  if (!sell.empty() && f.nnz > 0) {
    const int b = sell.front()->param("b");
    auto [sigma, est] = pick_sigma(a.row_ptr, b, 1, kCpuSigmas);
    beta = est;
    if (beta >= kCpuSellMinBeta) {
      with_sell = true;
      c.sigma = sigma;
      for (const auto* e : sell)
        if (e->param("b") == b) pool.push_back(e);
    }
  }
  if (pool.empty()) {
    c.reason = std::string("rule: portable CSR (no AVX-512 instance for ") + type_tag<V>() +
               type_tag<I>() + ")";
    return c;
  }
  // Untimed (a plan-cache record, or a single candidate), SELL when β allows.
  c.entry = with_sell ? pool[csr.size()] : pool.front();
  if (pool.size() > 1) c.timed_alternatives = pool;
  c.reason = "rule: AVX-512 " + std::string(with_sell ? "CSR and SELL-C-sigma (sigma " +
                                                             std::to_string(c.sigma) + ", estimated beta " +
                                                             fmt(beta) + " >= " + fmt(kCpuSellMinBeta) + ")"
                                                       : "CSR (SELL beta estimate " + fmt(beta) + " < " +
                                                             fmt(kCpuSellMinBeta) + ")");
  return c;
}

}  // namespace

template <SupportedValue V, SupportedIndex I>
Features compute_features(const CsrView<V, I>& a) {
  Features f;
  f.nrows = a.nrows;
  f.ncols = a.ncols;
  f.nnz = static_cast<std::int64_t>(a.nnz());
  if (a.nrows == 0) return f;
  f.mean_row = static_cast<double>(f.nnz) / static_cast<double>(a.nrows);
  double ss = 0;
  for (I r = 0; r < a.nrows; ++r) {
    const auto len = static_cast<std::int64_t>(a.row_ptr[r + 1] - a.row_ptr[r]);
    f.max_row = std::max(f.max_row, len);
    const double d = static_cast<double>(len) - f.mean_row;
    ss += d * d;
  }
  const double sd = std::sqrt(ss / static_cast<double>(a.nrows));
  f.cv_row = f.mean_row > 0 ? sd / f.mean_row : 0.0;
  return f;
}

template <SupportedIndex I>
double estimate_sell_beta(const std::vector<I>& row_ptr, int b, int t, int sigma) {
  const auto n = static_cast<std::int64_t>(row_ptr.size()) - 1;
  if (n <= 0 || row_ptr.back() == 0) return 1.0;
  std::int64_t stored = 0;
  std::vector<std::int64_t> lens;
  const std::int64_t window = sigma > 1 ? sigma : b;
  for (std::int64_t w0 = 0; w0 < n; w0 += window) {
    const std::int64_t w1 = std::min(n, w0 + window);
    lens.clear();
    for (std::int64_t r = w0; r < w1; ++r) lens.push_back(row_ptr[r + 1] - row_ptr[r]);
    if (sigma > 1) std::sort(lens.begin(), lens.end(), std::greater<>());
    for (std::size_t s0 = 0; s0 < lens.size(); s0 += static_cast<std::size_t>(b)) {
      std::int64_t width = 0;
      for (std::size_t r = s0; r < std::min(lens.size(), s0 + static_cast<std::size_t>(b)); ++r)
        width = std::max(width, lens[r]);
      width = (width + t - 1) / t * t;
      stored += width * b;  // the last slice is padded to b rows too
    }
  }
  return stored == 0 ? 1.0 : static_cast<double>(row_ptr.back()) / static_cast<double>(stored);
}

template <SupportedValue V, SupportedIndex I>
Choice resolve_choice(const Context& ctx, const std::string& instance, int sigma,
                      std::string reason) {
  Choice c;
  c.sigma = std::max(1, sigma);
  c.reason = std::move(reason);
  if (instance == "portable") {
    if (ctx.is_cuda()) throw Error("plan: variant 'portable' is a CPU path; this context is CUDA");
    return c;
  }
  const KernelEntry* e = find_kernel(instance);
  if (!e) throw Error("plan: no instance named '" + instance + "' in the registry");
  if (e->op != Op::spmv) throw Error("plan: " + instance + " is not an SpMV instance");
  if (e->value_type != value_type_of<V>() || e->index_type != index_type_of<I>())
    throw Error("plan: " + instance + " is for " + to_string(e->value_type) +
                to_string(e->index_type) + ", the matrix is " + type_tag<V>() + type_tag<I>());
  const Backend want = ctx.is_cuda() ? Backend::cuda : Backend::avx512;
  if (e->backend != want)
    throw Error("plan: " + instance + " is a " + to_string(e->backend) + " instance; the context is " +
                (ctx.is_cuda() ? "CUDA" : "CPU"));
  if (e->backend == Backend::avx512 && ctx.cpu_path() != CpuPath::avx512)
    throw Error("plan: " + instance + " needs AVX-512, unavailable here");
  c.entry = e;
  return c;
}

template <SupportedValue V, SupportedIndex I>
Choice select_spmv(const Context& ctx, const Csr<V, I>& a, const Features& f,
                   const PlanOptions& options) {
  if (!options.variant.empty()) {
    Choice c = resolve_choice<V, I>(ctx, options.variant, 1, "override: " + options.variant);
    if (c.entry && std::string_view(c.entry->format) == "sellp") {
      const int b = c.entry->param("b");
      const int t = c.entry->backend == Backend::cuda ? param_or(*c.entry, "t", 1) : 1;
      c.sigma = options.sigma > 0 ? options.sigma
                                  : pick_sigma(a.row_ptr, b, t,
                                               ctx.is_cuda() ? std::span<const int>(kCudaSigmas)
                                                             : std::span<const int>(kCpuSigmas))
                                        .first;
    }
    return c;
  }
  Choice c = ctx.is_cuda() ? select_cuda(a, f) : select_cpu(ctx, a, f);
  if (options.sigma > 0 && c.entry && std::string_view(c.entry->format) == "sellp")
    c.sigma = options.sigma;
  return c;
}

std::string params_string(const KernelEntry& e) {
  std::string s;
  for (const auto& p : e.parameters()) {
    if (!s.empty()) s += ' ';
    s += p.tag;
    s += '=';
    s += std::to_string(p.value);
  }
  return s;
}

#define SPGEN_INSTANTIATE(V, I)                                                              \
  template Features compute_features<V, I>(const CsrView<V, I>&);                            \
  template Choice select_spmv<V, I>(const Context&, const Csr<V, I>&, const Features&,        \
                                    const PlanOptions&);                                     \
  template Choice resolve_choice<V, I>(const Context&, const std::string&, int, std::string);
SPGEN_INSTANTIATE(float, std::int32_t)
SPGEN_INSTANTIATE(float, std::int64_t)
SPGEN_INSTANTIATE(double, std::int32_t)
SPGEN_INSTANTIATE(double, std::int64_t)
#undef SPGEN_INSTANTIATE
template double estimate_sell_beta<std::int32_t>(const std::vector<std::int32_t>&, int, int, int);
template double estimate_sell_beta<std::int64_t>(const std::vector<std::int64_t>&, int, int, int);

}  // namespace spgen::detail
