// NVRTC: generated source -> CUBIN for the device's own architecture.
#include <nvrtc.h>

#include <cstdio>
#include <string>

#include "backends/cuda/cuda.hpp"
#include "spgen/core/error.hpp"

namespace spgen::cuda {

namespace {

void nvrtc_check(nvrtcResult r, std::string_view what, std::string_view name) {
  if (r != NVRTC_SUCCESS)
    throw Error("nvrtc: " + std::string(name) + ": " + std::string(what) + ": " +
                nvrtcGetErrorString(r));
}

// Owns the program so every exit path destroys it.
struct Program {
  nvrtcProgram p = nullptr;
  ~Program() {
    if (p) nvrtcDestroyProgram(&p);
  }
};

}  // namespace

std::string nvrtc_version() {
  int major = 0, minor = 0;
  if (nvrtcVersion(&major, &minor) != NVRTC_SUCCESS) return "unknown";
  return std::to_string(major) + "." + std::to_string(minor);
}

std::vector<std::string> nvrtc_options(int arch) {
  // A real architecture (sm_, not compute_) makes NVRTC emit SASS, so the
  // result is a CUBIN that loads without the driver's PTX JIT. No fast math:
  // results must match the oracle's IEEE bounds.
  return {"--gpu-architecture=sm_" + std::to_string(arch), "-std=c++17"};
}

std::string numbered_source(std::string_view source) {
  std::string out;
  out.reserve(source.size() + source.size() / 8);
  std::size_t line = 1, pos = 0;
  while (pos <= source.size()) {
    const std::size_t end = source.find('\n', pos);
    const std::string_view text =
        source.substr(pos, end == std::string_view::npos ? std::string_view::npos : end - pos);
    if (end == std::string_view::npos && text.empty()) break;
    char num[16];
    std::snprintf(num, sizeof num, "%5zu | ", line++);
    out += num;
    out += text;
    out += '\n';
    if (end == std::string_view::npos) break;
    pos = end + 1;
  }
  return out;
}

std::vector<char> nvrtc_compile(std::string_view name, std::string_view source, int arch) {
  const std::string src(source);
  const std::string file = std::string(name) + ".cu";
  Program prog;
  nvrtc_check(nvrtcCreateProgram(&prog.p, src.c_str(), file.c_str(), 0, nullptr, nullptr),
              "nvrtcCreateProgram", name);
  const auto opts = nvrtc_options(arch);
  std::vector<const char*> argv;
  for (const auto& o : opts) argv.push_back(o.c_str());
  const nvrtcResult r = nvrtcCompileProgram(prog.p, static_cast<int>(argv.size()), argv.data());
  if (r != NVRTC_SUCCESS) {
    std::size_t log_size = 0;
    std::string log;
    if (nvrtcGetProgramLogSize(prog.p, &log_size) == NVRTC_SUCCESS && log_size > 1) {
      log.resize(log_size);
      nvrtcGetProgramLog(prog.p, log.data());
      log.resize(log_size - 1);
    }
    std::string joined;
    for (const auto& o : opts) joined += " " + o;
    throw Error("nvrtc: compiling " + std::string(name) + " for sm_" + std::to_string(arch) +
                " failed (" + nvrtcGetErrorString(r) + "; options:" + joined + ")\n--- log ---\n" +
                log + "\n--- source ---\n" + numbered_source(source));
  }
  std::size_t size = 0;
  nvrtc_check(nvrtcGetCUBINSize(prog.p, &size), "nvrtcGetCUBINSize", name);
  std::vector<char> cubin(size);
  nvrtc_check(nvrtcGetCUBIN(prog.p, cubin.data()), "nvrtcGetCUBIN", name);
  return cubin;
}

}  // namespace spgen::cuda
