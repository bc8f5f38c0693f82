// spgen-gen: regenerates generated/ from specs/ and templates/ (see generator/generate.hpp).
#include <cstring>
#include <iostream>

#include "generate.hpp"

#ifndef SPGEN_CLANG_RESOURCE_DIR
#define SPGEN_CLANG_RESOURCE_DIR ""
#endif
#ifndef SPGEN_GEN_CUDA_SHIM
#define SPGEN_GEN_CUDA_SHIM ""
#endif

namespace {

int usage() {
  std::cerr << "usage: spgen-gen --root <repo> [--out <dir>] [--list] [--verbose]\n"
               "                 [--resource-dir <clang resource dir>] [--cuda-shim <header>]\n"
               "Writes the specialised kernels, registry and manifests into <dir>\n"
               "(default <repo>/generated). --list prints the instance names and writes nothing.\n";
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  spgen::gen::GenOptions opts;
  opts.parse.resource_dir = SPGEN_CLANG_RESOURCE_DIR;
  opts.parse.cuda_shim = SPGEN_GEN_CUDA_SHIM;
  std::string out;
  bool list = false;
  for (int i = 1; i < argc; ++i) {
    auto next = [&]() -> std::string {
      if (i + 1 >= argc) {
        std::cerr << "spgen-gen: " << argv[i] << " needs a value\n";
        std::exit(usage());
      }
      return argv[++i];
    };
    if (!std::strcmp(argv[i], "--root")) opts.root = next();
    else if (!std::strcmp(argv[i], "--out")) out = next();
    else if (!std::strcmp(argv[i], "--list")) list = true;
    else if (!std::strcmp(argv[i], "--verbose")) opts.verbose = true;
    else if (!std::strcmp(argv[i], "--resource-dir")) opts.parse.resource_dir = next();
    else if (!std::strcmp(argv[i], "--cuda-shim")) opts.parse.cuda_shim = next();
    else return usage();
  }
  if (opts.root.empty()) return usage();
  if (out.empty()) out = opts.root + "/generated";
  try {
    if (list) {
      auto specs = spgen::gen::load_specs(opts.root, opts.spec_dir);
      for (const auto& inst : spgen::gen::enumerate_aot(specs)) std::cout << inst.name << "\n";
      return 0;
    }
    spgen::gen::write_output(spgen::gen::generate(opts), out);
  } catch (const std::exception& e) {
    std::cerr << e.what() << "\n";
    return 1;
  }
  return 0;
}
