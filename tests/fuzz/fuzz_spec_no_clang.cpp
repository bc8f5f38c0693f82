// fuzz_spec's stand-in for the one function of the libTooling specialiser
// (generator/specialise.cpp) that the spec loader's files reference: abi.cpp's
// packed_wrapper() calls c_type(), and loading a spec never calls
// packed_wrapper(). With it the fuzzer links generator/spec_loader.cpp,
// abi.cpp and expr.cpp and yaml-cpp alone, without LLVM's and clang's
// libraries, so the binary also runs on machines without LLVM (the GPU
// machine's 16 cores, scripts/fuzz-device/). Reaching it is a finding.
#include <cstdio>
#include <cstdlib>
#include <string>

namespace spgen::gen {

std::string c_type(const std::string& backend, const std::string& type) {
  std::fprintf(stderr, "fuzz_spec: c_type(%s, %s) reached: loading a spec called the code generator\n",
               backend.c_str(), type.c_str());
  std::abort();
}

}  // namespace spgen::gen
