// SpMM plans: Y = alpha * op(A) * X + beta * Y, op(A) = A or Aᵀ, X and Y dense.
//
//   auto ctx  = spgen::Context::create();
//   auto a    = spgen::Matrix<double, int32_t>::from_file("bcsstk32.mtx.gz");
//   auto plan = spgen::plan_spmm(ctx, a, {.k = 32});                  // Y = A·X
//   plan.apply(1.0, spgen::dense(x, a.ncols(), 32), 0.0, spgen::dense(y, a.nrows(), 32));
//   auto t = spgen::plan_spmm(ctx, a, {.k = 8, .op = spgen::SpmmOp::transpose});  // Y = Aᵀ·X
//
// X and Y are row-major (element (i, j) at data[i * ld + j]) or column-major
// (data[i + j * ld]); ld defaults to the column (row) count. A plan made for
// k columns serves any k' <= k: pass operands of k' columns.
//
// Selection asks every registered format that declares SpMM
// (formats::Capabilities::ops) for a proposal on the context's backend and
// runs the lowest-ranked one (options.variant names an instance instead):
//  * CPU with AVX-512: CSR register-blocked over k (kv vectors of Y's row in
//    registers; the smallest kv covering k, at most 4). SELL-C-σ instances
//    (8/kv rows of a slice per pass) run by name; they measured no faster
//    than CSR (-23% to +6%), so the rule keeps CSR.
//  * CUDA: RS-SpMM (heavy row segments per column panel, X's panel tile in
//    shared memory; light rows in units of at most 4 * max(mean row, 16)
//    entries, 8 lanes across k) where some row is longer than three units or the
//    heavy-threshold tree takes heavy segments; else SELL-P for products
//    whose estimated SELL occupancy β is at least 0.9; else RS-SpMM with every
//    row light; CSR (a row's t lanes across k) where neither has an
//    instance. Every A·X path is deterministic. Aᵀ·X: column panels (RS-SpMMᵀ), each panel's rows of Y
//    summed by one warp in shared memory, deterministic unless
//    options.deterministic is false.
//  * CPU with AVX-512, Aᵀ·X: column panels of 64 columns, a thread owning
//    whole panels and summing each in a tile in L1 (no partials, no atomics).
//  * otherwise (no AVX-512, or an instance-less type): the portable OpenMP
//    loop ("portable"). Its Aᵀ·X scatters rows without floating-point
//    atomics: each thread accumulates its fixed range of rows into its own
//    partial Y (in chunks of columns that keep the partials under 256 MB),
//    and the partials are added in thread order.
// Every Aᵀ·X path but CUDA's atomic mode is bit-identical from run to run
// (the partition is fixed at plan time).
//
// Column-major operands are copied to row-major scratch (and Y back) around
// the product on the host; on a CUDA context they must be host memory (a
// column-major device operand is refused with spgen::Error).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <type_traits>

#include "spgen/core/device_matrix.hpp"
#include "spgen/core/matrix.hpp"
#include "spgen/plan/plan.hpp"
#include "spgen/session/context.hpp"

namespace spgen {

/// op(A): the matrix itself or its transpose (never formed).
enum class SpmmOp : std::uint8_t { none, transpose };
/// How a dense operand is stored.
enum class Layout : std::uint8_t { row_major, col_major };

const char* to_string(SpmmOp op);
const char* to_string(Layout layout);

/// A dense rows × cols operand (X: const V, Y: V). ld: the distance between
/// rows (row-major) or columns (column-major) in elements; 0 means packed.
template <typename T>
struct Dense {
  T* data = nullptr;
  std::int64_t rows = 0;
  std::int64_t cols = 0;
  Layout layout = Layout::row_major;
  std::int64_t ld = 0;

  Dense() = default;
  Dense(T* d, std::int64_t r, std::int64_t c, Layout l = Layout::row_major, std::int64_t stride_or_0 = 0)
      : data(d), rows(r), cols(c), layout(l), ld(stride_or_0) {}
  /// A mutable operand passed as an input (X).
  template <typename U>
    requires std::is_same_v<T, const U>
  Dense(const Dense<U>& o) : Dense(o.data, o.rows, o.cols, o.layout, o.ld) {}

  /// ld, or the packed stride when ld is 0.
  [[nodiscard]] std::int64_t stride() const {
    return ld != 0 ? ld : (layout == Layout::row_major ? cols : rows);
  }
};

/// A dense operand over `data`.
template <typename T>
Dense<T> dense(T* data, std::int64_t rows, std::int64_t cols, Layout layout = Layout::row_major,
               std::int64_t ld = 0) {
  return {data, rows, cols, layout, ld};
}

struct SpmmOptions {
  /// Columns of X and Y the plan is made for (1 to 4096); products may use fewer.
  std::int64_t k = 0;
  SpmmOp op = SpmmOp::none;
  /// Aᵀ·X on CUDA: true, bit-identical results from run to run (no
  /// floating-point atomics; split column panels add their partial tiles in
  /// a fixed order); false lets those panels add by atomics instead. A·X and
  /// the CPU paths are deterministic either way.
  bool deterministic = true;
  /// variant ("portable" or an SpMM instance name), format_params,
  /// use_plan_cache and prefer_aot as for SpMV (plan.hpp); partition may not
  /// be Partition::at_threshold (SpMM plans keep one format).
  PlanOptions plan{};
};

namespace detail {
template <SupportedValue V, SupportedIndex I>
struct SpmmPlanState;
struct SpmmPlanAccess;
}  // namespace detail

template <SupportedValue V, SupportedIndex I>
class SpmmPlan {
 public:
  /// Y = alpha*op(A)*X + beta*Y. X is (op = none: ncols, transpose: nrows) × k',
  /// Y is (nrows, resp. ncols) × k', with 1 <= k' <= the plan's k. When beta
  /// == 0, Y is not read (it may hold NaN). On a CUDA context row-major
  /// operands may be device or host memory (as SpmvPlan::apply); `stream` is
  /// a cudaStream_t. Throws spgen::Error naming the parameter for a wrong
  /// shape, stride, layout or k'. One plan serves one host thread at a time.
  void apply(V alpha, Dense<const V> x, V beta, Dense<V> y, void* stream = nullptr) const;

  [[nodiscard]] const PlanDescription& describe() const;
  [[nodiscard]] std::int64_t k() const;
  [[nodiscard]] SpmmOp op() const;
  [[nodiscard]] I nrows() const;
  [[nodiscard]] I ncols() const;

 private:
  friend struct detail::SpmmPlanAccess;
  std::shared_ptr<detail::SpmmPlanState<V, I>> state_;
};

/// Chooses an instance for Y = alpha*op(A)*X + beta*Y with k columns, converts,
/// prepares the kernel. Throws spgen::Error naming the parameter when
/// options.k is outside 1..4096, or options.plan.variant is not an SpMM
/// instance this context runs.
template <SupportedValue V, SupportedIndex I>
SpmmPlan<V, I> plan_spmm(const Context& context, const Matrix<V, I>& a, const SpmmOptions& options);

/// The same from a matrix in device memory (device_matrix.hpp): the rule
/// reads it on the device, and a format that converts on the device converts
/// from its arrays alone; a format converted on the host reads its host copy,
/// whose download the plan's selection text reports. Also throws when the
/// context is not a CUDA one on the matrix's device.
template <SupportedValue V, SupportedIndex I>
SpmmPlan<V, I> plan_spmm(const Context& context, const DeviceMatrix<V, I>& a, const SpmmOptions& options);

}  // namespace spgen
