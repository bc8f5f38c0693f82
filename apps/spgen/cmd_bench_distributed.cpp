// spgen bench --distributed --mode vector|naive|task MATRIX, under mpirun:
// the distributed plan's product time per rank and in aggregate (medians),
// the halo volume and how much of the exchange each mode hides.
//
// Hidden fraction, per rank: a product costs t_apply; its two steps timed
// alone cost t_exchange and t_compute. What the mode fails to hide is
// t_apply - t_compute, so hidden = 1 - (t_apply - t_compute) / t_exchange,
// clamped to [0, 1] (vector mode hides nothing by construction: 0). When the
// exchange is a few microseconds beside a product of milliseconds, the
// fraction is within timing noise; compare exchange_ms with compute_ms.
//
// x lives in the plan's extended_x() (as a solver keeps the vector it
// multiplies), so vector mode copies nothing in beside the halo. GB/s count
// the bytes each rank's plans move per product (their storage, x, halo, y).
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "commands.hpp"
#include "spgen/core/error.hpp"
#include "spgen/dist/plan.hpp"
#include "spgen/matrices/sources.hpp"
#ifdef SPGEN_HAVE_MPI
#include "spgen/dist/mpi.hpp"
#endif
#ifdef SPGEN_HAVE_CUDA
#include <cuda_runtime.h>
#endif

namespace spgen::cli {

struct DistributedBenchOptions {
  bool enabled = false;
  std::string mode = "vector";
  std::string transport = "automatic";
  std::string balance = "automatic";
};

std::shared_ptr<DistributedBenchOptions> add_distributed_bench_options(CLI::App& bench) {
  auto opt = std::make_shared<DistributedBenchOptions>();
  auto* flag = bench.add_flag("--distributed", opt->enabled,
                              "Distributed SpMV over the MPI ranks (run under mpirun): per-rank and aggregate "
                              "times, halo volume, hidden fraction");
  bench.add_option("--mode", opt->mode, "Distributed overlap mode: vector, naive or task (default vector)")
      ->check(CLI::IsMember({"vector", "naive", "task"}))
      ->needs(flag);
  bench.add_option("--transport", opt->transport,
                   "Distributed: what carries the halo between GPUs: automatic (NCCL when built with it), nccl, "
                   "or mpi (CUDA-aware, else staged through host buffers)")
      ->check(CLI::IsMember({"automatic", "nccl", "mpi"}))
      ->needs(flag);
  bench.add_option("--balance", opt->balance,
                   "Distributed: block boundaries by nonzeros, by the cost model (cost), or automatic (the cost "
                   "model when the ranks' plans differ)")
      ->check(CLI::IsMember({"automatic", "nonzeros", "cost"}))
      ->needs(flag);
  return opt;
}

bool distributed_bench_asked(const DistributedBenchOptions& opt) { return opt.enabled; }

#ifdef SPGEN_HAVE_MPI
namespace {

using Clock = std::chrono::steady_clock;

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0.0 : v[v.size() / 2];
}

// Device vectors on a CUDA context (the plan takes no host vectors there).
template <typename V>
struct RankVector {
  std::vector<V> host;
  V* ptr = nullptr;
  bool device = false;
  RankVector(std::size_t n, V value, bool on_device) : host(n, value), ptr(host.data()), device(on_device) {
#ifdef SPGEN_HAVE_CUDA
    if (device && n > 0) {
      if (cudaMalloc(&ptr, n * sizeof(V)) != cudaSuccess) throw Error("bench --distributed: cudaMalloc failed");
      cudaMemcpy(ptr, host.data(), n * sizeof(V), cudaMemcpyHostToDevice);
    }
#endif
  }
  ~RankVector() {
#ifdef SPGEN_HAVE_CUDA
    if (device && ptr != host.data()) cudaFree(ptr);
#endif
  }
  RankVector(const RankVector&) = delete;
  RankVector& operator=(const RankVector&) = delete;
};

struct RankResult {
  double apply_ms = 0, exchange_ms = 0, compute_ms = 0, hidden = 0;
};

// Times f() `reps` times, every rank starting together; medians per rank.
template <typename F>
double time_ms(dist::Communicator& comm, int reps, F&& f) {
  std::vector<double> t;
  for (int i = 0; i < reps; ++i) {
    comm.barrier();
    const auto t0 = Clock::now();
    f();
    t.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
  }
  return median(std::move(t));
}

// Node-local rank, for one GPU per rank.
int local_rank() {
  MPI_Comm node;
  MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &node);
  int r = 0;
  MPI_Comm_rank(node, &r);
  MPI_Comm_free(&node);
  return r;
}

template <SupportedValue V>
nlohmann::json run(const std::string& matrix, const std::string& backend, const dist::DistributedOptions& options,
                   double min_seconds, dist::Communicator& comm) {
  const dist::Mode mode = options.mode;
  ContextOptions copt;
  copt.want = backend == "cpu" ? ContextOptions::Want::cpu
              : backend == "cuda" ? ContextOptions::Want::cuda
                                  : ContextOptions::Want::automatic;
#ifdef SPGEN_HAVE_CUDA
  int devices = 0;
  if (cudaGetDeviceCount(&devices) == cudaSuccess && devices > 0) copt.cuda_device = local_rank() % devices;
  else cudaGetLastError();
#endif
  const auto ctx = Context::create(copt);
  std::optional<Matrix<V, int>> a;
  std::int64_t nnz = 0;
  if (comm.rank() == 0) {
    a = Matrix<V, int>::from_csr(load_matrix<V, int>(matrix));
    nnz = static_cast<std::int64_t>(a->nnz());
  }
  const auto setup0 = Clock::now();
  const auto plan = dist::distributed_plan(ctx, comm, a ? &*a : nullptr, options);
  const double setup_ms = std::chrono::duration<double, std::milli>(Clock::now() - setup0).count();
  const auto n = static_cast<std::size_t>(plan.local_rows());
  RankVector<V> x(n, V{1}, ctx.is_cuda()), y(n, V{0}, ctx.is_cuda());
  // x in the plan's own buffer, beside the halo.
  if (V* own = plan.extended_x()) {
#ifdef SPGEN_HAVE_CUDA
    if (ctx.is_cuda()) cudaMemcpy(own, x.host.data(), n * sizeof(V), cudaMemcpyHostToDevice);
#endif
    if (!ctx.is_cuda()) std::copy(x.host.begin(), x.host.end(), own);
  }
  const V* x_in = plan.extended_x() ? plan.extended_x() : x.ptr;

  // Enough repetitions for min_seconds of products, agreed by all ranks.
  const double once = time_ms(comm, 3, [&] { plan.apply(V{1}, x_in, V{0}, y.ptr); });
  const double mine_reps = std::clamp(min_seconds * 1e3 / std::max(once, 1e-3), 10.0, 2000.0);
  const auto all_reps = comm.allgather(std::span<const double>(&mine_reps, 1));
  const int reps = static_cast<int>(*std::min_element(all_reps.begin(), all_reps.end()));

  RankResult r;
  r.apply_ms = time_ms(comm, reps, [&] { plan.apply(V{1}, x_in, V{0}, y.ptr); });
  r.exchange_ms = time_ms(comm, reps, [&] { plan.exchange(x_in); });
  r.compute_ms = time_ms(comm, reps, [&] { plan.compute(V{1}, x_in, V{0}, y.ptr); });
  // Vector mode overlaps nothing; there the formula would only measure noise.
  r.hidden = mode == dist::Mode::vector || r.exchange_ms <= 0
                 ? 0.0
                 : std::clamp(1.0 - (r.apply_ms - r.compute_ms) / r.exchange_ms, 0.0, 1.0);

  const auto& d = plan.describe();
  const double mine[] = {r.apply_ms,
                         r.exchange_ms,
                         r.compute_ms,
                         r.hidden,
                         static_cast<double>(d.row_begin),
                         static_cast<double>(d.row_end),
                         static_cast<double>(d.local_nnz),
                         static_cast<double>(d.nonlocal_nnz),
                         static_cast<double>(d.halo.recv_entries),
                         static_cast<double>(d.halo.recv_messages),
                         setup_ms,
                         d.product_bytes,
                         static_cast<double>(d.nonlocal_rows),
                         d.local.product_ms + (d.has_nonlocal_plan ? d.nonlocal.product_ms : 0.0)};
  constexpr std::size_t kFields = std::size(mine);
  const auto all = comm.allgather(std::span<const double>(mine, kFields));
  const auto nnz_all = comm.allgather(std::span<const std::int64_t>(&nnz, 1));

  nlohmann::json j = {{"matrix", matrix},
                      {"dtype", sizeof(V) == 8 ? "f64" : "f32"},
                      {"mode", dist::to_string(mode)},
                      {"ranks", comm.size()},
                      {"rows", d.nrows},
                      {"nnz", nnz_all[0]},
                      {"device", ctx.description()},
                      {"exchange", d.exchange},
                      {"transport", dist::to_string(options.transport)},
                      {"balance", d.balance},
                      {"repetitions", reps}};
  nlohmann::json ranks = nlohmann::json::array();
  double worst = 0, halo = 0, hidden_weighted = 0, exchange_total = 0, bytes = 0;
  int messages = 0;
  for (int q = 0; q < comm.size(); ++q) {
    const double* f = all.data() + static_cast<std::size_t>(q) * kFields;
    ranks.push_back({{"rank", q},
                     {"rows", f[5] - f[4]},
                     {"local_nnz", f[6]},
                     {"nonlocal_nnz", f[7]},
                     {"halo_entries", f[8]},
                     {"halo_messages", f[9]},
                     {"apply_ms", f[0]},
                     {"exchange_ms", f[1]},
                     {"compute_ms", f[2]},
                     {"hidden_fraction", f[3]},
                     {"setup_ms", f[10]},
                     {"product_bytes", f[11]},
                     {"nonlocal_rows", f[12]},
                     // the plans' own products timed alone by describe() (device events): no exchange, no barrier
                     {"plans_product_ms", f[13]},
                     {"gbs", f[0] > 0 ? f[11] / (f[0] * 1e6) : 0.0}});
    worst = std::max(worst, f[0]);
    halo += f[8];
    messages += static_cast<int>(f[9]);
    hidden_weighted += f[3] * f[1];
    exchange_total += f[1];
    bytes += f[11];
  }
  j["per_rank"] = ranks;
  j["aggregate"] = {{"apply_ms", worst},  // the slowest rank sets the product's time
                    {"gflops", worst > 0 ? 2.0 * static_cast<double>(nnz_all[0]) / (worst * 1e6) : 0.0},
                    {"gbs", worst > 0 ? bytes / (worst * 1e6) : 0.0},  // every rank's bytes over the slowest time
                    {"halo_entries", halo},
                    {"halo_bytes", halo * sizeof(V)},
                    {"halo_messages", messages},
                    {"hidden_fraction", exchange_total > 0 ? hidden_weighted / exchange_total : 1.0}};
  j["plans_rank0"] = d.to_string();
  return j;
}

void print(const nlohmann::json& j) {
  std::printf("%s %s, %d ranks, mode %s, %s\n", j["matrix"].get<std::string>().c_str(),
              j["dtype"].get<std::string>().c_str(), j["ranks"].get<int>(), j["mode"].get<std::string>().c_str(),
              j["device"].get<std::string>().c_str());
  std::printf("%5s %10s %12s %10s %8s %11s %12s %11s %7s\n", "rank", "rows", "nnz(loc+nl)", "halo", "msgs",
              "apply ms", "exchange ms", "compute ms", "hidden");
  for (const auto& r : j["per_rank"])
    std::printf("%5d %10.0f %12.0f %10.0f %8.0f %11.4f %12.4f %11.4f %6.0f%%\n", r["rank"].get<int>(),
                r["rows"].get<double>(), r["local_nnz"].get<double>() + r["nonlocal_nnz"].get<double>(),
                r["halo_entries"].get<double>(), r["halo_messages"].get<double>(), r["apply_ms"].get<double>(),
                r["exchange_ms"].get<double>(), r["compute_ms"].get<double>(),
                100 * r["hidden_fraction"].get<double>());
  const auto& g = j["aggregate"];
  std::printf("aggregate: %.4f ms per product (slowest rank, median), %.2f GFLOP/s, %.1f GB/s, halo %.0f entries "
              "(%.0f bytes) in %d messages per product, %.0f%% of the exchange hidden\n",
              g["apply_ms"].get<double>(), g["gflops"].get<double>(), g["gbs"].get<double>(),
              g["halo_entries"].get<double>(),
              g["halo_bytes"].get<double>(), g["halo_messages"].get<int>(), 100 * g["hidden_fraction"].get<double>());
  std::printf("%s\n", j["plans_rank0"].get<std::string>().c_str());
}

}  // namespace
#endif

void run_distributed_bench(const DistributedBenchOptions& opt, const std::vector<std::string>& matrices,
                           const std::string& dtype, const std::string& backend, const std::string& json,
                           double min_seconds) {
#ifdef SPGEN_HAVE_MPI
  const dist::DistributedOptions options{.mode = dist::parse_mode(opt.mode),
                                         .transport = dist::parse_transport(opt.transport),
                                         .balance = dist::parse_balance(opt.balance)};
  if (matrices.size() > 1) throw Error("bench --distributed: takes one matrix, got " + std::to_string(matrices.size()));
  const std::string matrix = matrices.empty() ? "poisson3d:64" : matrices.front();
  int provided = 0;
  MPI_Init_thread(nullptr, nullptr, MPI_THREAD_SERIALIZED, &provided);
  int rank = 0, size = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  try {
    nlohmann::json j;
    {
      auto comm = dist::mpi_communicator(MPI_COMM_WORLD);
      j = dtype == "f32" ? run<float>(matrix, backend, options, min_seconds, *comm)
                         : run<double>(matrix, backend, options, min_seconds, *comm);
    }
    if (rank == 0) {
      print(j);
      if (!json.empty()) {  // beside it, then renamed: never a partial file
        const std::string tmp = json + ".tmp." + std::to_string(::getpid());
        std::ofstream out(tmp);
        out << j.dump(2) << "\n";
        out.close();
        std::error_code ec;
        if (out) std::filesystem::rename(tmp, json, ec);
        if (!out || ec) {
          std::filesystem::remove(tmp, ec);
          throw Error("bench --distributed: cannot write " + json);
        }
      }
    }
  } catch (const std::exception& e) {
    // One rank's error would leave the others waiting in a collective.
    std::fprintf(stderr, "spgen: error: rank %d: %s\n", rank, e.what());
    if (size > 1) MPI_Abort(MPI_COMM_WORLD, 1);
    MPI_Finalize();
    std::exit(1);
  }
  MPI_Finalize();
#else
  (void)opt, (void)matrices, (void)dtype, (void)backend, (void)json, (void)min_seconds;
  throw Error("bench --distributed: this spgen was built without MPI (SPGEN_ENABLE_MPI)");
#endif
}

}  // namespace spgen::cli
