// cuSPARSE SpMM baseline: Y = op(A)·X with every CSR SpMM algorithm and both
// dense layouts (the best is the baseline), after each one's preprocess.
#include <cuda_runtime.h>
#include <cusparse.h>

#include <algorithm>
#include <chrono>

#include "bench_cuda.hpp"
#include "spgen/core/error.hpp"

namespace spgen::bench::gpu {

namespace {

void check_sparse(cusparseStatus_t s, const char* what) {
  if (s != CUSPARSE_STATUS_SUCCESS)
    throw Error(std::string("cusparse: ") + what + ": " + cusparseGetErrorString(s));
}


}  // namespace

template <typename V>
std::vector<CusparseResult> cusparse_spmm(const Csr<V, std::int32_t>& a, bool transpose, std::int64_t k,
                                          const std::vector<V>& x, double min_seconds, int min_runs) {
  constexpr cudaDataType kType = std::is_same_v<V, float> ? CUDA_R_32F : CUDA_R_64F;
  const std::int64_t xrows = transpose ? a.nrows : a.ncols;
  const std::int64_t yrows = transpose ? a.ncols : a.nrows;
  const auto op = transpose ? CUSPARSE_OPERATION_TRANSPOSE : CUSPARSE_OPERATION_NON_TRANSPOSE;
  const DeviceArray<std::int32_t> rp(a.row_ptr), ci(a.col_idx);
  const DeviceArray<V> va(a.values);
  // x is row-major; the column-major runs get its transpose.
  std::vector<V> x_col(x.size());
  for (std::int64_t i = 0; i < xrows; ++i)
    for (std::int64_t j = 0; j < k; ++j) x_col[static_cast<std::size_t>(i + j * xrows)] = x[static_cast<std::size_t>(i * k + j)];
  const DeviceArray<V> dx(x.size()), dy(static_cast<std::size_t>(yrows * k));
  cusparseHandle_t h = nullptr;
  check_sparse(cusparseCreate(&h), "cusparseCreate");
  const V alpha = 1, beta = 0;
  const std::pair<cusparseSpMMAlg_t, const char*> algs[] = {{CUSPARSE_SPMM_ALG_DEFAULT, "default"},
                                                           {CUSPARSE_SPMM_CSR_ALG1, "alg1"},
                                                           {CUSPARSE_SPMM_CSR_ALG2, "alg2"},
                                                           {CUSPARSE_SPMM_CSR_ALG3, "alg3"}};
  std::vector<CusparseResult> out;
  for (const bool row_major : {true, false}) {
    upload(dx.p, row_major ? x.data() : x_col.data(), x.size() * sizeof(V));
    const auto order = row_major ? CUSPARSE_ORDER_ROW : CUSPARSE_ORDER_COL;
    for (const auto& [alg, alg_name] : algs) {
      CusparseResult r;
      r.name = std::string("cusparse-spmm-") + alg_name + (row_major ? "-row" : "-col");
      cusparseSpMatDescr_t m = nullptr;
      cusparseDnMatDescr_t mx = nullptr, my = nullptr;
      void* buffer = nullptr;
      try {
        const auto t0 = std::chrono::steady_clock::now();
        check_sparse(cusparseCreateCsr(&m, a.nrows, a.ncols, static_cast<std::int64_t>(a.nnz()), rp.p, ci.p, va.p,
                                       CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, kType),
                     "cusparseCreateCsr");
        check_sparse(cusparseCreateDnMat(&mx, xrows, k, row_major ? k : xrows, dx.p, kType, order), "cusparseCreateDnMat");
        check_sparse(cusparseCreateDnMat(&my, yrows, k, row_major ? k : yrows, dy.p, kType, order), "cusparseCreateDnMat");
        std::size_t size = 0;
        check_sparse(cusparseSpMM_bufferSize(h, op, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, m, mx, &beta, my, kType,
                                             alg, &size),
                     "cusparseSpMM_bufferSize");
        buffer = alloc(std::max<std::size_t>(size, 16));
        check_sparse(cusparseSpMM_preprocess(h, op, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, m, mx, &beta, my, kType,
                                             alg, buffer),
                     "cusparseSpMM_preprocess");
        synchronize();
        r.setup_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
        auto run = [&] {
          check_sparse(cusparseSpMM(h, op, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, m, mx, &beta, my, kType, alg, buffer),
                       "cusparseSpMM");
        };
        run();
        synchronize();
        std::vector<V> y(static_cast<std::size_t>(yrows * k));
        download(y.data(), dy.p, y.size() * sizeof(V));
        r.y.resize(y.size());  // row-major, as the other rows
        for (std::int64_t i = 0; i < yrows; ++i)
          for (std::int64_t j = 0; j < k; ++j)
            r.y[static_cast<std::size_t>(i * k + j)] = row_major ? y[static_cast<std::size_t>(i * k + j)]
                                                                 : y[static_cast<std::size_t>(i + j * yrows)];
        r.ms = time_ms(run, min_seconds, min_runs);
      } catch (const Error& e) {
        r.error = e.what();
      }
      if (buffer) gpu::free(buffer);
      if (mx) cusparseDestroyDnMat(mx);
      if (my) cusparseDestroyDnMat(my);
      if (m) cusparseDestroySpMat(m);
      out.push_back(std::move(r));
    }
  }
  cusparseDestroy(h);
  return out;
}

template std::vector<CusparseResult> cusparse_spmm<float>(const Csr<float, std::int32_t>&, bool, std::int64_t,
                                                          const std::vector<float>&, double, int);
template std::vector<CusparseResult> cusparse_spmm<double>(const Csr<double, std::int32_t>&, bool, std::int64_t,
                                                           const std::vector<double>&, double, int);

}  // namespace spgen::bench::gpu
