// CG on the GPU: vectors in device memory, cuBLAS for the dot products and
// vector updates on both sides; the product A*d by spgen's plan (launched on
// the same stream) or by cuSPARSE's SpMV (CSR, its default algorithm, after
// its preprocessing).
#include <cublas_v2.h>
#include <cuda_runtime.h>
#include <cusparse.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <functional>
#include <string>

#include "cg_solvers.hpp"

namespace cg {

namespace {

void check(cudaError_t s, const char* what) {
  if (s != cudaSuccess) throw spgen::Error(std::string(what) + ": " + cudaGetErrorString(s));
}
void check(cublasStatus_t s, const char* what) {
  if (s != CUBLAS_STATUS_SUCCESS) throw spgen::Error(std::string(what) + ": cuBLAS status " + std::to_string(s));
}
void check(cusparseStatus_t s, const char* what) {
  if (s != CUSPARSE_STATUS_SUCCESS) throw spgen::Error(std::string(what) + ": " + cusparseGetErrorString(s));
}

// A device array freed with its owner.
template <typename T>
class DeviceArray {
 public:
  explicit DeviceArray(std::size_t n) : n_(n) { check(cudaMalloc(&p_, std::max<std::size_t>(n, 1) * sizeof(T)), "cudaMalloc"); }
  explicit DeviceArray(const std::vector<T>& v) : DeviceArray(v.size()) {
    if (!v.empty()) check(cudaMemcpy(p_, v.data(), v.size() * sizeof(T), cudaMemcpyHostToDevice), "upload");
  }
  ~DeviceArray() { cudaFree(p_); }
  DeviceArray(const DeviceArray&) = delete;
  DeviceArray& operator=(const DeviceArray&) = delete;
  T* get() const { return p_; }
  std::vector<T> download() const {
    std::vector<T> v(n_);
    if (n_) check(cudaMemcpy(v.data(), p_, n_ * sizeof(T), cudaMemcpyDeviceToHost), "download");
    return v;
  }

 private:
  T* p_ = nullptr;
  std::size_t n_ = 0;
};

// The CG loop on device vectors, the product given as `multiply(d, q)`.
Result run_cg(const Problem& p, cublasHandle_t blas, const std::function<void(const double*, double*)>& multiply) {
  Result out;
  const std::vector<double> bh = p.rhs();
  const int n = static_cast<int>(bh.size());
  DeviceArray<double> x(std::vector<double>(bh.size(), 0.0)), r(bh), d(bh), q(bh.size());
  double rr = 0, bnorm = 0;
  check(cublasDdot(blas, n, r.get(), 1, r.get(), 1, &rr), "cublasDdot");
  bnorm = std::sqrt(rr);
  check(cudaDeviceSynchronize(), "synchronize");
  const auto t1 = std::chrono::steady_clock::now();
  int k = 0;
  while (k < p.max_iter && std::sqrt(rr) > p.tol * bnorm) {
    multiply(d.get(), q.get());
    double dq = 0;
    check(cublasDdot(blas, n, d.get(), 1, q.get(), 1, &dq), "cublasDdot");
    const double alpha = rr / dq, minus_alpha = -alpha;
    check(cublasDaxpy(blas, n, &alpha, d.get(), 1, x.get(), 1), "cublasDaxpy");
    check(cublasDaxpy(blas, n, &minus_alpha, q.get(), 1, r.get(), 1), "cublasDaxpy");
    double rr_new = 0;
    check(cublasDdot(blas, n, r.get(), 1, r.get(), 1, &rr_new), "cublasDdot");
    const double beta = rr_new / rr, one = 1.0;
    check(cublasDscal(blas, n, &beta, d.get(), 1), "cublasDscal");
    check(cublasDaxpy(blas, n, &one, r.get(), 1, d.get(), 1), "cublasDaxpy");
    rr = rr_new;
    ++k;
  }
  check(cudaDeviceSynchronize(), "synchronize");
  out.solve_ms = ms_since(t1);
  out.iterations = k;
  out.residual = bnorm > 0 ? std::sqrt(rr) / bnorm : 0.0;
  out.converged = out.residual <= p.tol;
  for (double v : x.download()) out.error = std::max(out.error, std::abs(v - 1.0));
  return out;
}

struct Blas {
  cublasHandle_t h = nullptr;
  Blas() { check(cublasCreate(&h), "cublasCreate"); }
  ~Blas() { cublasDestroy(h); }
};

}  // namespace

Result solve_spgen_cuda(const spgen::Context& ctx, const Problem& p) {
  const Blas blas;
  const auto t0 = std::chrono::steady_clock::now();
  const auto plan = spgen::plan(ctx, p.a);
  const double setup = ms_since(t0);
  // The default stream, as cuBLAS uses it: the product is ordered with the updates.
  Result out = run_cg(p, blas.h, [&](const double* d, double* q) { plan.apply(1.0, d, 0.0, q); });
  out.what = "cuda";
  out.setup_ms = setup;
  out.plan = plan.describe().instance + " (" + plan.describe().format + ")";
  return out;
}

Result solve_cusparse(const Problem& p) {
  const Blas blas;
  const auto& c = p.a.csr();
  const auto t0 = std::chrono::steady_clock::now();
  const DeviceArray<std::int32_t> rp(c.row_ptr), ci(c.col_idx);
  const DeviceArray<double> va(c.values), dvec(static_cast<std::size_t>(c.ncols)), qvec(static_cast<std::size_t>(c.nrows));
  cusparseHandle_t sp = nullptr;
  check(cusparseCreate(&sp), "cusparseCreate");
  cusparseSpMatDescr_t mat = nullptr;
  cusparseDnVecDescr_t vd = nullptr, vq = nullptr;
  check(cusparseCreateCsr(&mat, c.nrows, c.ncols, static_cast<std::int64_t>(c.nnz()), rp.get(), ci.get(), va.get(),
                          CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_64F),
        "cusparseCreateCsr");
  check(cusparseCreateDnVec(&vd, c.ncols, dvec.get(), CUDA_R_64F), "cusparseCreateDnVec");
  check(cusparseCreateDnVec(&vq, c.nrows, qvec.get(), CUDA_R_64F), "cusparseCreateDnVec");
  const double one = 1.0, zero = 0.0;
  std::size_t bytes = 0;
  check(cusparseSpMV_bufferSize(sp, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, mat, vd, &zero, vq, CUDA_R_64F,
                                CUSPARSE_SPMV_ALG_DEFAULT, &bytes),
        "cusparseSpMV_bufferSize");
  const DeviceArray<unsigned char> buffer(bytes);
  check(cusparseSpMV_preprocess(sp, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, mat, vd, &zero, vq, CUDA_R_64F,
                                CUSPARSE_SPMV_ALG_DEFAULT, buffer.get()),
        "cusparseSpMV_preprocess");
  check(cudaDeviceSynchronize(), "synchronize");
  const double setup = ms_since(t0);
  Result out;
  try {
    out = run_cg(p, blas.h, [&](const double* d, double* q) {
      check(cusparseDnVecSetValues(vd, const_cast<double*>(d)), "cusparseDnVecSetValues");
      check(cusparseDnVecSetValues(vq, q), "cusparseDnVecSetValues");
      check(cusparseSpMV(sp, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, mat, vd, &zero, vq, CUDA_R_64F,
                         CUSPARSE_SPMV_ALG_DEFAULT, buffer.get()),
            "cusparseSpMV");
    });
  } catch (...) {
    cusparseDestroyDnVec(vd);
    cusparseDestroyDnVec(vq);
    cusparseDestroySpMat(mat);
    cusparseDestroy(sp);
    throw;
  }
  cusparseDestroyDnVec(vd);
  cusparseDestroyDnVec(vq);
  cusparseDestroySpMat(mat);
  cusparseDestroy(sp);
  out.what = "cuSPARSE + cuBLAS";
  out.setup_ms = setup;
  return out;
}

}  // namespace cg
