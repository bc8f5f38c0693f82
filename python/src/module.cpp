// spgen._core — the nanobind extension behind the `spgen` Python package.
//
// Thin by design: the Python layer (spgen/__init__.py) converts scipy.sparse
// input to CSR arrays and picks the value and index types; this file owns
// contexts, plans and the calls into the C++ API, and turns spgen::Error into
// the Python exception spgen.Error with the C++ message.
#include <nanobind/nanobind.h>
#include <nanobind/ndarray.h>
#include <nanobind/stl/map.h>
#include <nanobind/stl/string.h>
#include <nanobind/stl/tuple.h>

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <span>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include <spgen/spgen.hpp>

namespace nb = nanobind;
using namespace nb::literals;

namespace {

// One context per backend name, created on first use and shared by every plan
// (contexts own the kernel and plan caches).
const spgen::Context& context_for(const std::string& backend) {
  static std::map<std::string, spgen::Context> contexts;
  if (auto it = contexts.find(backend); it != contexts.end()) return it->second;
  spgen::ContextOptions opt;
  if (backend == "auto") {
    opt.want = spgen::ContextOptions::Want::automatic;
  } else if (backend == "cpu") {
    opt.want = spgen::ContextOptions::Want::cpu;
  } else if (backend == "cuda") {
    opt.want = spgen::ContextOptions::Want::cuda;
  } else {
    throw spgen::Error("plan: unknown backend '" + backend + "' (want auto, cpu or cuda)");
  }
  auto ctx = backend == "cpu" ? spgen::Context::cpu(opt) : spgen::Context::create(opt);
  return contexts.emplace(backend, std::move(ctx)).first->second;
}

nb::dict describe_dict(const spgen::PlanDescription& d) {
  nb::dict setup;
  setup["features_ms"] = d.setup.features_ms;
  setup["selection_ms"] = d.setup.selection_ms;
  setup["conversion_ms"] = d.setup.conversion_ms;
  setup["jit_ms"] = d.setup.jit_ms;
  setup["other_ms"] = d.setup.other_ms;
  setup["total_ms"] = d.setup.total_ms();
  nb::dict out;
  out["device"] = d.device;
  out["backend"] = d.backend;
  out["format"] = d.format;
  out["params"] = d.params;
  out["instance"] = d.instance;
  out["kernel_source"] = d.kernel_source;
  out["launch"] = d.launch;
  out["selection"] = d.selection;
  out["plan_cache"] = d.plan_cache;
  out["plan_cache_hit"] = d.plan_cache_hit;
  out["tuning"] = d.tuning;  // "hit (...)" when `spgen tune` chose, "miss", "off"
  out["basis"] = d.basis;  // "caller": vectors in the caller's order
  out["stored_bytes"] = d.stored_bytes;
  out["bytes_per_nnz"] = d.bytes_per_nnz;
  out["values"] = d.values;
  out["beta"] = d.beta;
  out["sm_occupancy"] = d.sm_occupancy;  // CUDA: resident threads per SM over its limit (0 on a CPU)
  out["registers"] = d.registers;
  out["setup"] = setup;
  out["product_ms"] = d.product_ms;
  out["achieved_gbs"] = d.achieved_gbs;
  // The calibrated model's prediction (0 without a calibration for this device).
  out["predicted_ms"] = d.predicted_ms;
  out["predicted_gbs"] = d.predicted_gbs;
  out["setup_products"] = d.setup_products;
  out["text"] = d.to_string();
  return out;
}

// A plan's description under its lock, without the GIL: the first call
// times a few products.
template <class P>
nb::dict describe_locked(const P& p) {
  const spgen::PlanDescription* d = nullptr;
  {
    nb::gil_scoped_release release;
    std::lock_guard<std::mutex> guard(p.lock);
    d = &p.plan.describe();
  }
  return describe_dict(*d);
}

template <class T>
using HostVec = nb::ndarray<const T, nb::ndim<1>, nb::c_contig, nb::device::cpu>;
template <class T>
using HostVecMut = nb::ndarray<T, nb::ndim<1>, nb::c_contig, nb::device::cpu>;

// A std::vector handed to NumPy without a copy: the capsule owns it.
template <class T>
nb::ndarray<nb::numpy, T, nb::ndim<1>> to_numpy(std::vector<T>&& v) {
  auto* heap = new std::vector<T>(std::move(v));
  nb::capsule owner(heap, [](void* p) noexcept { delete static_cast<std::vector<T>*>(p); });
  return nb::ndarray<nb::numpy, T, nb::ndim<1>>(heap->data(), {heap->size()}, owner);
}

// A plan with its types fixed; Python sees one class per (plan kind, value,
// index). Plan is spgen::SpmvPlan (the caller's order) or
// spgen::PermutedSpmvPlan (its own basis: x and y in that basis, which
// Python cannot check; spgen.OwnBasisPlan documents it). apply() and
// describe() run without the GIL; a plan serves one host thread at a time
// (plan.hpp), so each takes the plan's lock.
template <class V, class I, class Plan>
struct PyPlan {
  Plan plan;
  bool cuda = false;
  mutable std::mutex lock;

  static constexpr bool kOwnBasis = std::is_same_v<Plan, spgen::PermutedSpmvPlan<V, I>>;
  [[nodiscard]] std::int64_t ncols() const {
    if constexpr (kOwnBasis) return static_cast<std::int64_t>(plan.nrows());  // square
    else return static_cast<std::int64_t>(plan.ncols());
  }

  // Host arrays, or device pointers (from __cuda_array_interface__ or
  // DLPack) with their lengths; `stream` is a cudaStream_t as an integer (0:
  // the default stream).
  void apply_host(double alpha, HostVec<V> x, double beta, HostVecMut<V> y) const {
    apply_ptr(alpha, reinterpret_cast<std::uintptr_t>(x.data()), x.shape(0), beta,
              reinterpret_cast<std::uintptr_t>(y.data()), y.shape(0), 0);
  }
  void apply_ptr(double alpha, std::uintptr_t x, std::size_t x_len, double beta, std::uintptr_t y,
                 std::size_t y_len, std::uintptr_t stream) const {
    const auto nr = static_cast<std::size_t>(plan.nrows());
    const auto nc = static_cast<std::size_t>(ncols());
    if (x_len != nc || y_len != nr) {
      throw spgen::Error("apply: x has " + std::to_string(x_len) + " entries (want " +
                         std::to_string(nc) + "), y has " + std::to_string(y_len) + " (want " +
                         std::to_string(nr) + ")");
    }
    if (!cuda && stream != 0) throw spgen::Error("apply: a stream was given to a CPU plan");
    nb::gil_scoped_release release;
    std::lock_guard<std::mutex> guard(lock);
    const auto* xs = reinterpret_cast<const V*>(x);
    auto* ys = reinterpret_cast<V*>(y);
    auto* st = reinterpret_cast<void*>(stream);
    if constexpr (kOwnBasis)
      plan.apply_in_plan_basis_unchecked(static_cast<V>(alpha), xs, static_cast<V>(beta), ys, st);
    else
      plan.apply(static_cast<V>(alpha), xs, static_cast<V>(beta), ys, st);
  }
};

// Binds PyPlan<V, I, Plan> as `name` and its maker make_<name>(backend,
// nrows, ncols, row_ptr, col_idx, values, variant, format_params,
// compress_values, reorder, partition, partition_threshold,
// expected_products): `reorder`
// ("format", "by_degree" or "automatic") is for plans in their own basis and must be
// "format" for the others; `partition` is "automatic", "never" or
// "at_threshold" (PlanOptions::partition).
template <class V, class I, class Plan>
void bind_plan(nb::module_& m, const char* name) {
  using P = PyPlan<V, I, Plan>;
  auto cls = nb::class_<P>(m, name)
                 .def_prop_ro("nrows", [](const P& p) { return static_cast<std::int64_t>(p.plan.nrows()); })
                 .def_prop_ro("ncols", [](const P& p) { return p.ncols(); })
                 .def_prop_ro("cuda", [](const P& p) { return p.cuda; })
                 .def("apply_host", &P::apply_host, "alpha"_a, "x"_a, "beta"_a, "y"_a)
                 .def("apply_ptr", &P::apply_ptr, "alpha"_a, "x"_a, "x_len"_a, "beta"_a, "y"_a, "y_len"_a,
                      "stream"_a = 0)
                 .def("describe", &describe_locked<P>);
  if constexpr (P::kOwnBasis)
    cls.def("permutation", [](const P& p) {
      const auto perm = p.plan.permutation();
      return to_numpy(std::vector<I>(perm.begin(), perm.end()));
    });

  std::string maker = std::string("make_") + name;
  m.def(
      maker.c_str(),
      [](const std::string& backend, std::int64_t nrows, std::int64_t ncols, HostVec<I> row_ptr,
         HostVec<I> col_idx, HostVec<V> values, const std::string& variant,
         const std::map<std::string, std::int64_t>& format_params, bool compress_values,
         const std::string& reorder, const std::string& partition, std::int64_t partition_threshold,
         double expected_products) {
        if (row_ptr.shape(0) != static_cast<std::size_t>(nrows) + 1) {
          throw spgen::Error("plan: row_ptr has " + std::to_string(row_ptr.shape(0)) +
                             " entries (want nrows + 1 = " + std::to_string(nrows + 1) + ")");
        }
        spgen::PlanOptions opt;
        opt.variant = variant;
        opt.format_params = spgen::ParamMap(format_params.begin(), format_params.end());
        opt.compress_values = compress_values;
        opt.expected_products = expected_products;
        if (reorder == "by_degree") {
          opt.reorder = spgen::Reorder::by_degree;
        } else if (reorder == "automatic") {
          opt.reorder = spgen::Reorder::automatic;
        } else if (reorder != "format") {
          throw spgen::Error("plan_in_own_basis: unknown reorder '" + reorder +
                             "' (want format, by_degree or automatic)");
        }
        if (!P::kOwnBasis && opt.reorder != spgen::Reorder::format)
          throw spgen::Error("plan: reorder is for plan_in_own_basis");
        if (partition == "never") {
          opt.partition = spgen::Partition::never;
        } else if (partition == "at_threshold") {
          opt.partition = spgen::Partition::at_threshold;
          opt.partition_threshold = partition_threshold;
        } else if (partition != "automatic") {
          throw spgen::Error("plan: unknown partition '" + partition + "' (want automatic, never or a row length)");
        }
        const spgen::Context& ctx = context_for(backend);
        auto* out = new P();
        try {
          nb::gil_scoped_release release;
          auto a = spgen::Matrix<V, I>::from_arrays(
              static_cast<I>(nrows), static_cast<I>(ncols),
              std::span<const I>(row_ptr.data(), row_ptr.shape(0)),
              std::span<const I>(col_idx.data(), col_idx.shape(0)),
              std::span<const V>(values.data(), values.shape(0)));
          if constexpr (P::kOwnBasis) out->plan = spgen::plan_in_own_basis(ctx, a, opt);
          else out->plan = spgen::plan(ctx, a, opt);
          out->cuda = ctx.is_cuda();
        } catch (...) {
          delete out;
          throw;
        }
        return out;
      },
      "backend"_a, "nrows"_a, "ncols"_a, "row_ptr"_a, "col_idx"_a, "values"_a, "variant"_a,
      "format_params"_a, "compress_values"_a, "reorder"_a = "format", "partition"_a = "automatic",
      "partition_threshold"_a = 0, "expected_products"_a = spgen::PlanOptions{}.expected_products,
      nb::rv_policy::take_ownership);
}

// A two-dimensional host operand of any strides: row-major when its rows are
// contiguous (stride 1 along columns), column-major when its columns are,
// with the other stride as ld (spmm_plan.hpp's Dense).
template <class T, class A>
spgen::Dense<T> host_dense(const A& a, const char* name) {
  const auto rows = static_cast<std::int64_t>(a.shape(0));
  const auto cols = static_cast<std::int64_t>(a.shape(1));
  const std::int64_t s0 = a.stride(0), s1 = a.stride(1);
  if (cols <= 1 || s1 == 1) return spgen::dense<T>(a.data(), rows, cols, spgen::Layout::row_major, rows > 1 ? s0 : 0);
  if (rows <= 1 || s0 == 1) return spgen::dense<T>(a.data(), rows, cols, spgen::Layout::col_major, s1);
  throw spgen::Error(std::string("apply: ") + name + " has neither contiguous rows nor contiguous columns (strides " +
                     std::to_string(s0) + ", " + std::to_string(s1) + " elements)");
}

template <class T>
using HostMat = nb::ndarray<const T, nb::ndim<2>, nb::device::cpu>;
template <class T>
using HostMatMut = nb::ndarray<T, nb::ndim<2>, nb::device::cpu>;

// An SpMM plan Y = alpha*op(A)*X + beta*Y with its types fixed (spmm_plan.hpp).
template <class V, class I>
struct PySpmmPlan {
  spgen::SpmmPlan<V, I> plan;
  bool cuda = false;
  mutable std::mutex lock;

  void apply_host(double alpha, HostMat<V> x, double beta, HostMatMut<V> y) const {
    const auto dx = host_dense<const V>(x, "X");
    const auto dy = host_dense<V>(y, "Y");
    nb::gil_scoped_release release;
    std::lock_guard<std::mutex> guard(lock);
    plan.apply(static_cast<V>(alpha), dx, static_cast<V>(beta), dy);
  }

  // Row-major device (or host) operands by pointer, rows, columns and row stride.
  void apply_ptr(double alpha, std::uintptr_t x, std::int64_t x_rows, std::int64_t x_cols, std::int64_t ldx,
                 double beta, std::uintptr_t y, std::int64_t y_rows, std::int64_t y_cols, std::int64_t ldy,
                 std::uintptr_t stream) const {
    if (!cuda && stream != 0) throw spgen::Error("apply: a stream was given to a CPU plan");
    nb::gil_scoped_release release;
    std::lock_guard<std::mutex> guard(lock);
    plan.apply(static_cast<V>(alpha),
               spgen::dense<const V>(reinterpret_cast<const V*>(x), x_rows, x_cols, spgen::Layout::row_major, ldx),
               static_cast<V>(beta), spgen::dense<V>(reinterpret_cast<V*>(y), y_rows, y_cols, spgen::Layout::row_major, ldy),
               reinterpret_cast<void*>(stream));
  }
};

template <class V, class I>
void bind_spmm_plan(nb::module_& m, const char* name) {
  using P = PySpmmPlan<V, I>;
  nb::class_<P>(m, name)
      .def_prop_ro("k", [](const P& p) { return p.plan.k(); })
      .def_prop_ro("transpose", [](const P& p) { return p.plan.op() == spgen::SpmmOp::transpose; })
      .def_prop_ro("cuda", [](const P& p) { return p.cuda; })
      .def("apply_host", &P::apply_host, "alpha"_a, "x"_a, "beta"_a, "y"_a)
      .def("apply_ptr", &P::apply_ptr, "alpha"_a, "x"_a, "x_rows"_a, "x_cols"_a, "ldx"_a, "beta"_a, "y"_a, "y_rows"_a,
           "y_cols"_a, "ldy"_a, "stream"_a = 0)
      .def("describe", &describe_locked<P>);

  std::string maker = std::string("make_") + name;
  m.def(
      maker.c_str(),
      [](const std::string& backend, std::int64_t nrows, std::int64_t ncols, HostVec<I> row_ptr, HostVec<I> col_idx,
         HostVec<V> values, std::int64_t k, bool transpose, bool deterministic, const std::string& variant,
         const std::map<std::string, std::int64_t>& format_params) {
        if (row_ptr.shape(0) != static_cast<std::size_t>(nrows) + 1) {
          throw spgen::Error("plan_spmm: row_ptr has " + std::to_string(row_ptr.shape(0)) +
                             " entries (want nrows + 1 = " + std::to_string(nrows + 1) + ")");
        }
        const spgen::Context& ctx = context_for(backend);
        auto* out = new P();
        try {
          nb::gil_scoped_release release;
          auto a = spgen::Matrix<V, I>::from_arrays(static_cast<I>(nrows), static_cast<I>(ncols),
                                                    std::span<const I>(row_ptr.data(), row_ptr.shape(0)),
                                                    std::span<const I>(col_idx.data(), col_idx.shape(0)),
                                                    std::span<const V>(values.data(), values.shape(0)));
          spgen::SpmmOptions opt;
          opt.k = k;
          opt.op = transpose ? spgen::SpmmOp::transpose : spgen::SpmmOp::none;
          opt.deterministic = deterministic;
          opt.plan.variant = variant;
          opt.plan.format_params = spgen::ParamMap(format_params.begin(), format_params.end());
          out->plan = spgen::plan_spmm(ctx, a, opt);
          out->cuda = ctx.is_cuda();
        } catch (...) {
          delete out;
          throw;
        }
        return out;
      },
      "backend"_a, "nrows"_a, "ncols"_a, "row_ptr"_a, "col_idx"_a, "values"_a, "k"_a, "transpose"_a,
      "deterministic"_a, "variant"_a, "format_params"_a, nb::rv_policy::take_ownership);
}

template <class V, class I>
nb::tuple load_as(const std::string& spec) {
  spgen::Csr<V, I> csr;
  spgen::MatrixSourceInfo info;
  {
    nb::gil_scoped_release release;
    csr = spgen::load_matrix<V, I>(spec, &info);
  }
  nb::dict meta;
  meta["name"] = info.name;
  meta["kind"] = info.kind;
  meta["path"] = info.path;
  meta["load_seconds"] = info.load_seconds;
  const auto nrows = static_cast<std::int64_t>(csr.nrows);
  const auto ncols = static_cast<std::int64_t>(csr.ncols);
  return nb::make_tuple(nrows, ncols, to_numpy(std::move(csr.row_ptr)),
                        to_numpy(std::move(csr.col_idx)), to_numpy(std::move(csr.values)), meta);
}

}  // namespace

NB_MODULE(_core, m) {
  m.doc() = "spgen C++ core (see the spgen package for the Python API)";
  nb::exception<spgen::Error>(m, "Error", PyExc_RuntimeError);

  bind_plan<double, std::int32_t, spgen::SpmvPlan<double, std::int32_t>>(m, "PlanF64I32");
  bind_plan<double, std::int64_t, spgen::SpmvPlan<double, std::int64_t>>(m, "PlanF64I64");
  bind_plan<float, std::int32_t, spgen::SpmvPlan<float, std::int32_t>>(m, "PlanF32I32");
  bind_plan<float, std::int64_t, spgen::SpmvPlan<float, std::int64_t>>(m, "PlanF32I64");
  bind_plan<double, std::int32_t, spgen::PermutedSpmvPlan<double, std::int32_t>>(m, "OwnPlanF64I32");
  bind_plan<double, std::int64_t, spgen::PermutedSpmvPlan<double, std::int64_t>>(m, "OwnPlanF64I64");
  bind_plan<float, std::int32_t, spgen::PermutedSpmvPlan<float, std::int32_t>>(m, "OwnPlanF32I32");
  bind_plan<float, std::int64_t, spgen::PermutedSpmvPlan<float, std::int64_t>>(m, "OwnPlanF32I64");
  bind_spmm_plan<double, std::int32_t>(m, "SpmmPlanF64I32");
  bind_spmm_plan<double, std::int64_t>(m, "SpmmPlanF64I64");
  bind_spmm_plan<float, std::int32_t>(m, "SpmmPlanF32I32");
  bind_spmm_plan<float, std::int64_t>(m, "SpmmPlanF32I64");

  m.def(
      "load_matrix",
      [](const std::string& spec, bool f32, bool i64) -> nb::tuple {
        if (f32) return i64 ? load_as<float, std::int64_t>(spec) : load_as<float, std::int32_t>(spec);
        return i64 ? load_as<double, std::int64_t>(spec) : load_as<double, std::int32_t>(spec);
      },
      "spec"_a, "f32"_a = false, "i64"_a = false);

  m.def("matrix_dir", [] { return spgen::matrix_dir().string(); });
  m.def("shared_matrix_names", [] {
    nb::list out;
    for (const auto& n : spgen::shared_matrix_names()) out.append(n);
    return out;
  });
  m.def("matrix_source_help", &spgen::matrix_source_help);
  m.def("device_description", [](const std::string& backend) {
    return context_for(backend).description();
  });
  m.def("cuda_unavailable_reason", [] { return context_for("auto").cuda_unavailable_reason(); });
  m.def("cpu_has_avx512", &spgen::cpu_has_avx512);

  // Pointer, element count, element type and device of any DLPack-capable
  // array (CuPy, PyTorch, JAX, NumPy ...), for the zero-copy device path.
  m.def("array_info", [](nb::ndarray<nb::ndim<1>> a) {
    const auto dt = a.dtype();
    std::string kind = dt.code == static_cast<std::uint8_t>(nb::dlpack::dtype_code::Float)
                           ? "f" + std::to_string(dt.bits)
                           : "other" + std::to_string(dt.bits);
    const bool contiguous = a.shape(0) <= 1 || a.stride(0) == 1;
    return nb::make_tuple(reinterpret_cast<std::uintptr_t>(a.data()),
                          static_cast<std::size_t>(a.shape(0)), kind, a.device_type(),
                          a.device_id(), contiguous);
  });
}
