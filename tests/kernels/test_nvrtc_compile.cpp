// Every CUDA instance of the kernel registry compiles with NVRTC for sm_80 and
// sm_90 and exports its kernel under the registry name. No GPU needed: this is
// what the runtime's JIT path will do on a device, minus the launch.
#include <gtest/gtest.h>
#include <nvrtc.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "spgen/core/registry.hpp"

namespace {

struct CompileResult {
  std::string error;  // empty on success
};

// SPGEN_GENERATED_DIR in the environment points the test at another output
// of spgen-gen, e.g. a regenerated tree before it replaces generated/.
std::string generated_dir() {
  const char* env = std::getenv("SPGEN_GENERATED_DIR");
  return env != nullptr && *env != '\0' ? env : SPGEN_GENERATED_DIR;
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return {};
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// Options as the runtime's JIT uses them: C++17, one real architecture, no
// include path (the instance is self-contained).
CompileResult compile(const std::string& name, const std::string& file, const std::string& source,
                      int arch) {
  const std::string where = name + " sm_" + std::to_string(arch);
  nvrtcProgram prog = nullptr;
  if (nvrtcCreateProgram(&prog, source.c_str(), file.c_str(), 0, nullptr, nullptr) !=
      NVRTC_SUCCESS)
    return {where + ": nvrtcCreateProgram failed"};
  const std::string arch_opt = "--gpu-architecture=sm_" + std::to_string(arch);
  const char* opts[] = {arch_opt.c_str(), "-std=c++17"};
  const nvrtcResult rc = nvrtcCompileProgram(prog, 2, opts);
  std::size_t log_size = 0;
  nvrtcGetProgramLogSize(prog, &log_size);
  std::string log(log_size, '\0');
  if (log_size > 0) nvrtcGetProgramLog(prog, log.data());
  CompileResult result;
  if (rc != NVRTC_SUCCESS) {
    result.error = where + ": " + nvrtcGetErrorString(rc) + "\n" + log;
  } else {
    std::size_t ptx_size = 0;
    nvrtcGetPTXSize(prog, &ptx_size);
    std::string ptx(ptx_size, '\0');
    nvrtcGetPTX(prog, ptx.data());
    std::size_t cubin_size = 0;
    nvrtcGetCUBINSize(prog, &cubin_size);
    // extern "C": the PTX entry carries the registry name unmangled.
    if (ptx.find(".entry " + name + "(") == std::string::npos)
      result.error = where + ": PTX has no .entry " + name;
    else if (cubin_size == 0)
      result.error = where + ": no CUBIN for a real architecture";
  }
  nvrtcDestroyProgram(&prog);
  return result;
}

// The checker itself: a compile error and a missing entry are reported, so the
// instance test below cannot pass vacuously.
TEST(NvrtcCompile, CheckerReportsErrorsAndMissingEntries) {
  const std::string good = "extern \"C\" __global__ void spgen_probe(float* y) { y[0] = 1.0f; }";
  EXPECT_EQ(compile("spgen_probe", "probe.cu", good, 80).error, "");
  EXPECT_NE(compile("spgen_other", "probe.cu", good, 80).error.find("no .entry spgen_other"),
            std::string::npos);
  const std::string bad = "extern \"C\" __global__ void spgen_probe(float* y) { y[0] = nope; }";
  EXPECT_NE(compile("spgen_probe", "probe.cu", bad, 90).error.find("nope"), std::string::npos);
}

TEST(NvrtcCompile, EveryCudaInstanceForSm80AndSm90) {
  std::vector<const spgen::KernelEntry*> entries;
  for (const auto& e : spgen::kernel_registry())
    if (e.backend == spgen::Backend::cuda) entries.push_back(&e);
  if (entries.empty()) GTEST_SKIP() << "the registry has no CUDA instances (generated/ is empty)";

  // NVRTC is thread-safe across programs; one worker per core.
  std::vector<std::string> errors(entries.size());
  std::atomic<std::size_t> next{0};
  auto worker = [&] {
    for (std::size_t i = next++; i < entries.size(); i = next++) {
      const auto& e = *entries[i];
      const std::string path = generated_dir() + "/" + e.source_file;
      const std::string source = read_file(path);
      if (source.empty()) {
        errors[i] = std::string(e.name) + ": cannot read " + path;
        continue;
      }
      for (const int arch : {80, 90}) {
        const auto r = compile(e.name, e.source_file, source, arch);
        if (!r.error.empty()) {
          errors[i] += r.error + "\n";
        }
      }
    }
  };
  const unsigned nthreads = std::max(1u, std::min(8u, std::thread::hardware_concurrency()));
  std::vector<std::thread> pool;
  for (unsigned t = 0; t < nthreads; ++t) pool.emplace_back(worker);
  for (auto& t : pool) t.join();

  std::size_t failed = 0;
  for (const auto& err : errors) {
    if (err.empty()) continue;
    ++failed;
    ADD_FAILURE() << err;
  }
  std::cout << "[ note     ] " << entries.size() - failed << " of " << entries.size()
            << " CUDA instances compiled for sm_80 and sm_90\n";
}

}  // namespace
