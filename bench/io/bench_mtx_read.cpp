// bench_mtx_read: Matrix Market reading speed, in MB/s of uncompressed text.
//
// Inputs: the largest shared matrix (bcsstk32, gzip) and a generated file of
// 50 million entries that this program writes into a temporary folder and
// deletes afterwards. For each it reports
//   parse: parse_matrix_market on text already in memory (the parser itself),
//   read:  read_matrix_market end to end (file read + gunzip + parse),
// each the median of several runs, single-threaded (the reader uses one core),
// as wall time and as this thread's CPU time (the fair number on a shared,
// loaded machine: it excludes time the thread waited for a core).
//
//   bench_mtx_read [--matrix PATH] [--entries N] [--runs R] [--no-generated]
#include <unistd.h>
#include <zlib.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include "spgen/core/error.hpp"
#include "spgen/matrices/matrix_market.hpp"

namespace {

using Clock = std::chrono::steady_clock;

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

double thread_cpu_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
}

struct Timing {
  double wall = 0;  // median steady-clock seconds
  double cpu = 0;   // median CPU seconds of this thread: robust on a loaded machine
};

template <typename F>
Timing median_seconds(int runs, F&& f) {
  std::vector<double> wall, cpu;
  for (int i = 0; i < runs; ++i) {
    const double c0 = thread_cpu_seconds();
    const auto t0 = Clock::now();
    f();
    wall.push_back(std::chrono::duration<double>(Clock::now() - t0).count());
    cpu.push_back(thread_cpu_seconds() - c0);
  }
  return {median(wall), median(cpu)};
}

std::string slurp(const std::filesystem::path& p) {
  std::FILE* f = std::fopen(p.string().c_str(), "rb");
  if (f == nullptr) throw spgen::Error("cannot open " + p.string());
  std::string s(std::filesystem::file_size(p), '\0');
  const std::size_t got = std::fread(s.data(), 1, s.size(), f);
  std::fclose(f);
  s.resize(got);
  return s;
}

void report(const char* label, const std::filesystem::path& path, const std::string& text, int runs) {
  spgen::MatrixMarketInfo info;
  std::size_t nnz = 0;
  const Timing parse_s = median_seconds(runs, [&] {
    const auto a = spgen::parse_matrix_market<double, std::int32_t>(text, path.string(), &info);
    nnz = a.nnz();
  });
  const Timing read_s = median_seconds(runs, [&] {
    const auto a = spgen::read_matrix_market<double, std::int32_t>(path, &info);
    nnz = a.nnz();
  });
  const double mb = static_cast<double>(info.text_bytes) / 1e6;
  std::printf("%-28s text %9.1f MB  stored %11llu  expanded nnz %11zu\n", label, mb,
              static_cast<unsigned long long>(info.declared_entries), nnz);
  std::printf("%-28s parse (in memory) wall %8.3f s %7.1f MB/s | cpu %8.3f s %7.1f MB/s\n", "",
              parse_s.wall, mb / parse_s.wall, parse_s.cpu, mb / parse_s.cpu);
  std::printf("%-28s read (end to end)  wall %8.3f s %7.1f MB/s | cpu %8.3f s %7.1f MB/s  (file %.1f MB)\n",
              "", read_s.wall, mb / read_s.wall, read_s.cpu, mb / read_s.cpu,
              static_cast<double>(std::filesystem::file_size(path)) / 1e6);
  std::fflush(stdout);
}

/// The uncompressed text of a (possibly gzip) file, via zlib's own reader.
std::string gunzip_file(const std::filesystem::path& p) {
  gzFile gz = gzopen(p.string().c_str(), "rb");
  if (gz == nullptr) throw spgen::Error("cannot open " + p.string());
  std::string s;
  char buf[1 << 16];
  int got = 0;
  while ((got = gzread(gz, buf, sizeof(buf))) > 0) s.append(buf, static_cast<std::size_t>(got));
  gzclose(gz);
  if (got < 0) throw spgen::Error("cannot decompress " + p.string());
  return s;
}

/// Banded random matrix: `per_row` distinct columns within +-band of the diagonal.
spgen::Csr<double, std::int32_t> generate(std::int64_t entries) {
  constexpr int kPerRow = 10;
  constexpr int kBand = 2000;
  const auto nrows = static_cast<std::int32_t>(entries / kPerRow);
  spgen::Csr<double, std::int32_t> a;
  a.nrows = nrows;
  a.ncols = nrows;
  a.row_ptr.resize(static_cast<std::size_t>(nrows) + 1);
  a.col_idx.reserve(static_cast<std::size_t>(entries));
  a.values.reserve(static_cast<std::size_t>(entries));
  std::mt19937_64 rng(42);
  std::uniform_real_distribution<double> value(-1.0, 1.0);
  a.row_ptr[0] = 0;
  std::int32_t cols[kPerRow];
  for (std::int32_t r = 0; r < nrows; ++r) {
    const std::int32_t lo = std::max(0, r - kBand);
    const std::int32_t hi = std::min(nrows - 1, r + kBand);
    int n = 0;
    while (n < kPerRow) {
      const auto c = static_cast<std::int32_t>(lo + static_cast<std::int64_t>(rng() % static_cast<std::uint64_t>(hi - lo + 1)));
      if (std::find(cols, cols + n, c) == cols + n) cols[n++] = c;
    }
    std::sort(cols, cols + n);
    for (int k = 0; k < n; ++k) {
      a.col_idx.push_back(cols[k]);
      a.values.push_back(value(rng));
    }
    a.row_ptr[static_cast<std::size_t>(r) + 1] = static_cast<std::int32_t>(a.col_idx.size());
  }
  return a;
}

}  // namespace

int main(int argc, char** argv) {
  const char* env = std::getenv("SPGEN_MATRIX_DIR");
  std::filesystem::path matrix =
      std::filesystem::path(env != nullptr && *env != '\0' ? env : SPGEN_MATRIX_DIR_DEFAULT) / "bcsstk32.mtx.gz";
  std::int64_t entries = 50'000'000;
  int runs = 5;
  bool generated = true;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--matrix" && i + 1 < argc) matrix = argv[++i];
    else if (arg == "--entries" && i + 1 < argc) entries = std::atoll(argv[++i]);
    else if (arg == "--runs" && i + 1 < argc) runs = std::max(1, std::atoi(argv[++i]));
    else if (arg == "--no-generated") generated = false;
    else {
      std::fprintf(stderr, "usage: %s [--matrix PATH] [--entries N] [--runs R] [--no-generated]\n", argv[0]);
      return 2;
    }
  }
  try {
    if (std::filesystem::exists(matrix)) {
      const std::string text = gunzip_file(matrix);
      report(matrix.filename().string().c_str(), matrix, text, runs);
    } else {
      std::printf("shared matrix not found (%s): skipped\n", matrix.string().c_str());
    }

    if (generated) {
      const auto dir = std::filesystem::temp_directory_path() /
                       ("spgen_bench_mtx_" + std::to_string(::getpid()));
      std::filesystem::create_directories(dir);
      const auto path = dir / "generated.mtx";
      try {
        {
          const auto t0 = Clock::now();
          const auto a = generate(entries);
          spgen::write_matrix_market(path, a.view());
          const double s = std::chrono::duration<double>(Clock::now() - t0).count();
          std::printf("generated %lld entries (%d x %d, banded random) and wrote %.1f MB in %.1f s\n",
                      static_cast<long long>(a.nnz()), a.nrows, a.ncols,
                      static_cast<double>(std::filesystem::file_size(path)) / 1e6, s);
        }
        const std::string text = slurp(path);
        report("generated.mtx", path, text, std::min(runs, 3));
      } catch (...) {
        std::filesystem::remove_all(dir);
        throw;
      }
      std::filesystem::remove_all(dir);
    }
  } catch (const spgen::Error& e) {
    std::fprintf(stderr, "bench_mtx_read: %s\n", e.what());
    return 1;
  }
  return 0;
}
