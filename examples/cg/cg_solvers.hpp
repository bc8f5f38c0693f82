// The CG solvers the example compares: the same algorithm (unpreconditioned,
// x0 = 0, stop at ||r|| / ||b|| < tol), with spgen's plan for the products on
// one side and the backend's usual library on the other.
#pragma once

#include <spgen/spgen.hpp>

#include <string>
#include <vector>

namespace cg {

struct Problem {
  spgen::Matrix<double, std::int32_t> a;
  double tol;
  int max_iter;
  /// b = A * ones: the exact solution is all ones.
  [[nodiscard]] std::vector<double> rhs() const;
};

struct Result {
  std::string what;     // "Eigen ConjugateGradient", "cuSPARSE + cuBLAS", "cpu", "cuda"
  std::string plan;     // spgen: the plan's instance and format
  int iterations = 0;
  double residual = 0;  // final ||r|| / ||b||
  double error = 0;     // max |x - 1|
  bool converged = false;
  double setup_ms = 0;  // what is paid once: plan (spgen), matrix import and preprocessing (baselines)
  double solve_ms = 0;  // the iterations
  [[nodiscard]] double iteration_ms() const { return iterations > 0 ? solve_ms / iterations : 0.0; }
  [[nodiscard]] double total_ms() const { return setup_ms + solve_ms; }
};

Result solve_spgen_cpu(const spgen::Context& ctx, const Problem& p);
Result solve_eigen(const Problem& p);
/// Throw spgen::Error in a build without CUDA.
Result solve_spgen_cuda(const spgen::Context& ctx, const Problem& p);
Result solve_cusparse(const Problem& p);

/// Milliseconds since `t0`.
double ms_since(std::chrono::steady_clock::time_point t0);

}  // namespace cg
