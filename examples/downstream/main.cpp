// Downstream example: what a user of the installed package writes. Plans an
// SpMV once, applies it as an iterative method would (here: a few Jacobi-style
// sweeps), and checks the product against a plain loop. Built against the
// installed package only: no generator, no LLVM, no source tree.
#include <spgen/matrices/sources.hpp>
#include <spgen/spgen.hpp>

#include <cmath>
#include <cstdio>
#include <vector>

int main() {
  auto csr = spgen::load_matrix<double, int>("poisson3d:24");
  const auto a = spgen::Matrix<double, int>::from_csr(csr);
  const auto context = spgen::Context::create();  // the GPU if present, else the CPU
  const auto plan = spgen::plan(context, a);

  const auto n = static_cast<std::size_t>(a.nrows());
  std::vector<double> x(n), y(n, 0.0);
  for (std::size_t i = 0; i < n; ++i) x[i] = 1.0 + static_cast<double>(i % 7);

  // y = A x, checked against a plain CSR loop.
  plan.apply(1.0, x, 0.0, y);
  double max_err = 0.0;
  for (std::size_t i = 0; i < n; ++i) {
    double ref = 0.0;
    for (int p = csr.row_ptr[i]; p < csr.row_ptr[i + 1]; ++p) ref += csr.values[p] * x[csr.col_idx[p]];
    max_err = std::max(max_err, std::fabs(ref - y[i]) / std::max(1.0, std::fabs(ref)));
  }

  // Repeated applications, as a solver does: Jacobi sweeps x <- x - (A x - b) / diag
  // for A x = b with b = A·1; the residual must shrink.
  std::vector<double> b(n), ones(n, 1.0), r(n);
  plan.apply(1.0, ones, 0.0, b);
  auto residual = [&] {
    plan.apply(1.0, x, -1.0, r = b);  // r = A x - b
    double sum = 0.0;
    for (double v : r) sum += v * v;
    return std::sqrt(sum);
  };
  const double initial = residual();
  for (int sweep = 0; sweep < 50; ++sweep) {
    residual();  // refreshes r
    for (std::size_t i = 0; i < n; ++i) x[i] -= r[i] / 26.0;
  }
  const double final_residual = residual();

  std::printf("%s\n", plan.describe().to_string().c_str());
  std::printf("max relative error vs plain loop: %.3g; Jacobi residual %.3g -> %.3g after 50 sweeps\n",
              max_err, initial, final_residual);
  return max_err < 1e-12 && final_residual < 0.1 * initial ? 0 : 1;
}
