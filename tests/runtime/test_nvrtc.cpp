// NVRTC works without a GPU or driver: compile to CUBIN for a fixed
// architecture, report failures with the log and numbered source, and go
// through the kernel cache (cold compile, disk hit).
#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "spgen/session/cache.hpp"
#include "backends/cuda/cuda.hpp"
#include "spgen/session/embedded.hpp"
#include "spgen/core/error.hpp"
#include "spgen/core/registry.hpp"

namespace fs = std::filesystem;
using namespace spgen;

namespace {

constexpr int kArch = 90;  // compiling needs no device of that architecture

bool is_elf(const std::vector<char>& b) {
  return b.size() > 4 && b[0] == 0x7f && b[1] == 'E' && b[2] == 'L' && b[3] == 'F';
}

double ms_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

const EmbeddedFile* first_embedded_source() {
  const auto all = detail::embedded_cuda_sources();
  return all.empty() ? nullptr : &all.front();
}

}  // namespace

TEST(Nvrtc, CompilesASmallKernelToCubin) {
  const std::string src =
      "extern \"C\" __global__ void axpy(int n, double a, const double* x, double* y) {\n"
      "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
      "  if (i < n) y[i] += a * x[i];\n"
      "}\n";
  const auto cubin = cuda::nvrtc_compile("axpy", src, kArch);
  EXPECT_TRUE(is_elf(cubin)) << "a CUBIN is an ELF image";
  EXPECT_FALSE(cuda::nvrtc_version().empty());
  const auto opts = cuda::nvrtc_options(kArch);
  EXPECT_EQ(opts.front(), "--gpu-architecture=sm_90");
  for (const auto& o : opts) EXPECT_EQ(o.find("fast"), std::string::npos) << "no fast math: " << o;
}

TEST(Nvrtc, FailureCarriesLogAndNumberedSource) {
  const std::string src = "extern \"C\" __global__ void broken() {\n  int x = ;\n}\n";
  try {
    (void)cuda::nvrtc_compile("broken", src, kArch);
    FAIL() << "a syntax error must throw";
  } catch (const Error& e) {
    const std::string msg = e.what();
    EXPECT_NE(msg.find("broken"), std::string::npos) << msg;
    EXPECT_NE(msg.find("sm_90"), std::string::npos) << msg;
    EXPECT_NE(msg.find("--- log ---"), std::string::npos) << msg;
    EXPECT_NE(msg.find("error"), std::string::npos) << "the NVRTC log: " << msg;
    EXPECT_NE(msg.find("    2 |   int x = ;"), std::string::npos) << "numbered source: " << msg;
  }
}

TEST(Nvrtc, NumberedSource) {
  EXPECT_EQ(cuda::numbered_source("a\nb"), "    1 | a\n    2 | b\n");
  EXPECT_EQ(cuda::numbered_source("a\n"), "    1 | a\n");
}

TEST(Nvrtc, EveryEmbeddedSourceHasARegistryEntry) {
  const auto all = detail::embedded_cuda_sources();
  if (all.empty()) GTEST_SKIP() << "no generated CUDA sources embedded (generated/ is empty)";
  for (const auto& f : all) {
    const KernelEntry* e = find_kernel(f.name);
    ASSERT_NE(e, nullptr) << f.name;
    EXPECT_EQ(e->backend, Backend::cuda) << f.name;
    EXPECT_EQ(f.text().size(), f.size);
    EXPECT_NE(f.text().find(f.name), std::string_view::npos) << "the source defines its kernel";
  }
  for (const auto& e : kernel_registry()) {
    if (e.backend == Backend::cuda) {
      EXPECT_NE(find_embedded_cuda_source(e.name), nullptr) << e.name << " has no embedded source";
    }
  }
}

TEST(Nvrtc, EmbeddedInstanceThroughTheCache) {
  const EmbeddedFile* f = first_embedded_source();
  if (!f) GTEST_SKIP() << "no generated CUDA sources embedded (generated/ is empty)";
  const fs::path dir = fs::temp_directory_path() / ("spgen_nvrtc_test_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  const KernelKeyInputs in{f->text(), cuda::nvrtc_options(kArch), kArch, cuda::nvrtc_version(), "test"};
  const CacheKey key = kernel_cache_key(in);
  auto compile = [&] { return cuda::nvrtc_compile(f->name, f->text(), kArch); };

  KernelCache cold({dir, true});
  auto t0 = std::chrono::steady_clock::now();
  const auto img = cold.get_or_compile(f->name, key, compile);
  const double cold_ms = ms_since(t0);
  EXPECT_EQ(img.source, KernelSource::compiled);
  EXPECT_TRUE(is_elf(*img.bytes));

  KernelCache warm({dir, true});
  t0 = std::chrono::steady_clock::now();
  const auto hit = warm.get_or_compile(f->name, key, compile);
  const double hit_ms = ms_since(t0);
  EXPECT_EQ(hit.source, KernelSource::disk);
  EXPECT_EQ(*hit.bytes, *img.bytes);
  EXPECT_EQ(warm.counters().compiles, 0u);
  // Reported, not asserted here (a loaded CI machine): the targets are
  // 300 ms cold and 5 ms for a disk hit.
  RecordProperty("cold_compile_ms", std::to_string(cold_ms));
  RecordProperty("disk_hit_ms", std::to_string(hit_ms));
  std::printf("[ timing ] %s: cold NVRTC compile %.1f ms, disk-cache hit %.3f ms\n", f->name, cold_ms,
              hit_ms);
  fs::remove_all(dir);
}

// Issue 18: in a process whose first CUDA call is the kernel load (the first
// instance of the kernel tests), cuKernelGetFunction found no current context
// (compute-sanitizer: CUDA_ERROR_INVALID_CONTEXT) and launches fell back to
// the runtime's path. The loader makes the device's primary context current
// itself. ctest runs each test in its own process, so nothing before this
// test has touched the device; the rest of this file only compiles.
TEST(Nvrtc, LoadedKernelAsTheFirstCudaCallGetsTheDriverFunction) {
  const auto info = cuda::probe_device(0);  // counts devices; creates no context
  if (!info.available) GTEST_SKIP() << "no CUDA device: " << info.reason;
  const char* api = std::getenv("SPGEN_LAUNCH_API");
  if (api != nullptr && std::string(api) == "runtime") GTEST_SKIP() << "SPGEN_LAUNCH_API=runtime";
  const std::string src = "extern \"C\" __global__ void spgen_test_noop() {}\n";
  const cuda::LoadedKernel k(cuda::nvrtc_compile("spgen_test_noop", src, info.arch), "spgen_test_noop");
  EXPECT_STREQ(k.launch_api(), "driver");
  EXPECT_NO_THROW(k.launch(1, 32, nullptr, nullptr));
}
