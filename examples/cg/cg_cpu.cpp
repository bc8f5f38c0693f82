// CG on the CPU: spgen's plan for A*p, OpenMP loops for the vector updates;
// Eigen's ConjugateGradient (the same algorithm, its own product) beside it.
#include <Eigen/IterativeLinearSolvers>
#include <Eigen/SparseCore>

#include <algorithm>
#include <chrono>
#include <cmath>

#include "cg_solvers.hpp"

namespace cg {

double ms_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

std::vector<double> Problem::rhs() const {
  const auto& c = a.csr();
  std::vector<double> b(static_cast<std::size_t>(c.nrows));
  for (std::int32_t r = 0; r < c.nrows; ++r) {
    double s = 0;
    for (std::int32_t k = c.row_ptr[r]; k < c.row_ptr[r + 1]; ++k) s += c.values[k];
    b[static_cast<std::size_t>(r)] = s;
  }
  return b;
}

namespace {

// Vector operations are plain loops, as Eigen's are: the product is what the
// plan parallelises, and a parallel region per update costs more than it
// saves on vectors of this size.
double dot(const std::vector<double>& u, const std::vector<double>& v) {
  double s = 0;
  for (std::size_t i = 0; i < u.size(); ++i) s += u[i] * v[i];
  return s;
}

double max_error(const std::vector<double>& x) {
  double e = 0;
  for (double v : x) e = std::max(e, std::abs(v - 1.0));
  return e;
}

}  // namespace

Result solve_spgen_cpu(const spgen::Context& ctx, const Problem& p) {
  Result out;
  out.what = "cpu";
  const auto t0 = std::chrono::steady_clock::now();
  const auto plan = spgen::plan(ctx, p.a);
  out.setup_ms = ms_since(t0);
  out.plan = plan.describe().instance + " (" + plan.describe().format + ")";

  const std::vector<double> b = p.rhs();
  const auto n = static_cast<std::int64_t>(b.size());
  std::vector<double> x(b.size(), 0.0), r = b, d = b, q(b.size());
  const double bnorm = std::sqrt(dot(b, b));
  double rr = dot(r, r);
  const auto t1 = std::chrono::steady_clock::now();
  int k = 0;
  while (k < p.max_iter && std::sqrt(rr) > p.tol * bnorm) {
    plan.apply(1.0, d.data(), 0.0, q.data());
    const double alpha = rr / dot(d, q);
    for (std::int64_t i = 0; i < n; ++i) {
      x[i] += alpha * d[i];
      r[i] -= alpha * q[i];
    }
    const double rr_new = dot(r, r);
    const double beta = rr_new / rr;
    for (std::int64_t i = 0; i < n; ++i) d[i] = r[i] + beta * d[i];
    rr = rr_new;
    ++k;
  }
  out.solve_ms = ms_since(t1);
  out.iterations = k;
  out.residual = bnorm > 0 ? std::sqrt(rr) / bnorm : 0.0;
  out.converged = out.residual <= p.tol;
  out.error = max_error(x);
  return out;
}

Result solve_eigen(const Problem& p) {
  Result out;
  out.what = "Eigen ConjugateGradient";
  using SpMat = Eigen::SparseMatrix<double, Eigen::RowMajor, std::int32_t>;
  const auto& c = p.a.csr();
  const auto t0 = std::chrono::steady_clock::now();
  // Eigen's own copy of the matrix (importing it is part of its setup).
  const SpMat a = Eigen::Map<const SpMat>(c.nrows, c.ncols, static_cast<std::int32_t>(c.nnz()), c.row_ptr.data(),
                                          c.col_idx.data(), c.values.data());
  // Lower|Upper: the full matrix, so Eigen's product is its multithreaded row-major one.
  Eigen::ConjugateGradient<SpMat, Eigen::Lower | Eigen::Upper, Eigen::IdentityPreconditioner> solver;
  solver.setTolerance(p.tol);
  solver.setMaxIterations(p.max_iter);
  solver.compute(a);
  out.setup_ms = ms_since(t0);
  const std::vector<double> bv = p.rhs();
  const Eigen::Map<const Eigen::VectorXd> b(bv.data(), static_cast<Eigen::Index>(bv.size()));
  const auto t1 = std::chrono::steady_clock::now();
  const Eigen::VectorXd x = solver.solve(b);
  out.solve_ms = ms_since(t1);
  out.iterations = static_cast<int>(solver.iterations());
  out.residual = solver.error();
  out.converged = solver.info() == Eigen::Success;
  out.error = (x.array() - 1.0).abs().maxCoeff();
  return out;
}

}  // namespace cg
