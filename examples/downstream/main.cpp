// Downstream example: load a generated matrix, inspect it, list the shipped
// AOT kernels. Built against the installed package only.
#include <spgen/matrix_sources.hpp>
#include <spgen/registry.hpp>
#include <spgen/stats.hpp>

#include <cstdio>

int main() {
  const auto a = spgen::load_matrix<double, int>("poisson3d:16");
  const auto stats = spgen::compute_stats(a.view());
  std::printf("poisson3d:16: %lld rows, %lld nnz, fingerprint %s\n",
              static_cast<long long>(stats.rows), static_cast<long long>(stats.nnz),
              spgen::fingerprint_hex(stats.fingerprint).c_str());
  const auto kernels = spgen::kernel_registry();
  std::printf("%zu AOT kernel instances shipped\n", kernels.size());
  return kernels.empty() ? 1 : 0;
}
