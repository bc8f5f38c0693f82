// Conjugate gradient with the plan API: plan once, apply every iteration, as
// an iterative solver uses spgen. The same CG runs beside it on the usual
// library of the backend (Eigen's ConjugateGradient on the CPU; cuSPARSE's
// SpMV with cuBLAS on the GPU), and both are printed side by side:
// iterations, time per iteration, and total time with setup included.
//
//   spgen_cg [MATRIX] [--backend auto|cpu|cuda] [--tol 1e-8] [--max-iter 2000]
//
// MATRIX is any matrix spec (README: "Test matrices"), default poisson3d:48;
// it must be symmetric positive definite. b = A * ones, x0 = 0, so the exact
// solution is all ones and the error is printed too. Exit code 0 when both
// solvers converge to the tolerance, 1 when either does not, 2 on bad input.
#include <spgen/spgen.hpp>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "cg_solvers.hpp"

namespace {

struct Args {
  std::string matrix = "poisson3d:48";
  std::string backend = "auto";
  double tol = 1e-8;
  int max_iter = 2000;
};

Args parse(int argc, char** argv) {
  Args a;
  for (int i = 1; i < argc; ++i) {
    const std::string s = argv[i];
    auto value = [&](const char* what) -> std::string {
      if (i + 1 >= argc) throw spgen::Error(std::string(what) + " needs a value");
      return argv[++i];
    };
    if (s == "--backend") {
      a.backend = value("--backend");
      if (a.backend != "auto" && a.backend != "cpu" && a.backend != "cuda")
        throw spgen::Error("--backend must be auto, cpu or cuda, not '" + a.backend + "'");
    } else if (s == "--tol") {
      char* end = nullptr;
      const std::string v = value("--tol");
      a.tol = std::strtod(v.c_str(), &end);
      if (*end != '\0' || !(a.tol > 0 && a.tol < 1)) throw spgen::Error("--tol must be in (0, 1), not '" + v + "'");
    } else if (s == "--max-iter") {
      const std::string v = value("--max-iter");
      char* end = nullptr;
      const long n = std::strtol(v.c_str(), &end, 10);
      if (*end != '\0' || n < 1 || n > 10'000'000)
        throw spgen::Error("--max-iter must be an integer in [1, 10^7], not '" + v + "'");
      a.max_iter = static_cast<int>(n);
    } else if (s == "-h" || s == "--help") {
      std::puts("usage: spgen_cg [MATRIX] [--backend auto|cpu|cuda] [--tol 1e-8] [--max-iter 2000]");
      std::exit(0);
    } else if (!s.empty() && s[0] == '-') {
      throw spgen::Error("unknown option '" + s + "'");
    } else {
      a.matrix = s;
    }
  }
  return a;
}

void print_row(const char* who, const cg::Result& r) {
  std::printf("  %-22s %6d %12.3e %10.4f %12.3f %12.3f %10.2e\n", who, r.iterations, r.residual,
              r.iteration_ms(), r.setup_ms, r.total_ms(), r.error);
}

}  // namespace

int main(int argc, char** argv) {
  try {
    const Args args = parse(argc, argv);
    spgen::ContextOptions co;
    co.want = args.backend == "cpu"    ? spgen::ContextOptions::Want::cpu
              : args.backend == "cuda" ? spgen::ContextOptions::Want::cuda
                                       : spgen::ContextOptions::Want::automatic;
    const auto ctx = spgen::Context::create(co);
    const auto a = spgen::Matrix<double, std::int32_t>::from_csr(spgen::load_matrix<double, std::int32_t>(args.matrix));
    if (a.nrows() != a.ncols()) throw spgen::Error("" + args.matrix + " is not square");
    std::printf("CG on %s (%d rows, %zu nonzeros), %s, tolerance %.1e on ||r|| / ||b||\n", args.matrix.c_str(),
                a.nrows(), a.nnz(), ctx.description().c_str(), args.tol);

    const cg::Problem problem{a, args.tol, args.max_iter};
    const cg::Result mine = ctx.is_cuda() ? cg::solve_spgen_cuda(ctx, problem) : cg::solve_spgen_cpu(ctx, problem);
    const cg::Result theirs = ctx.is_cuda() ? cg::solve_cusparse(problem) : cg::solve_eigen(problem);

    std::printf("  %-22s %6s %12s %10s %12s %12s %10s\n", "solver", "iters", "||r||/||b||", "ms/iter",
                "setup ms", "total ms", "max|x-1|");
    print_row(("spgen (" + mine.what + ")").c_str(), mine);
    print_row(theirs.what.c_str(), theirs);
    std::printf("spgen's plan: %s\n", mine.plan.c_str());
    if (theirs.iteration_ms() > 0)
      std::printf("time per iteration: spgen %.2fx of %s's; total with setup: %.2fx\n",
                  mine.iteration_ms() / theirs.iteration_ms(), theirs.what.c_str(), mine.total_ms() / theirs.total_ms());
    const bool ok = mine.converged && theirs.converged;
    if (!ok) std::fprintf(stderr, "spgen_cg: a solver did not converge within %d iterations\n", args.max_iter);
    return ok ? 0 : 1;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "spgen_cg: error: %s\n", e.what());
    return 2;
  }
}
