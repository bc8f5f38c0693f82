// A storage format is one registered descriptor. It owns everything the rest
// of the runtime needs to know about the format: conversion from CSR to its
// named arrays, its conversion parameters (σ belongs to SELL, not to the plan),
// its capabilities, and the rule's proposals for a matrix (with the estimates
// behind them). Backends bind kernel arguments by the names the spec gives
// (KernelEntry::arguments()); the planner asks descriptors, never names one.
// Adding a format: specs/README.md, "Adding a format".
//
//   template <SupportedValue V, SupportedIndex I>
//   class SellpFormat final : public Format<V, I> { ... kName = "sellp" ... };
//   SPGEN_REGISTER_FORMAT(sellp, SellpFormat)
//
// generated/registry.cpp lists every format the specs define
// (SPGEN_DECLARE_FORMAT / SPGEN_FORMAT_TABLE below), so a spec format without
// a descriptor is a link error, and a descriptor needs no edit elsewhere.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "plan/features.hpp"
#include "spgen/core/params.hpp"
#include "spgen/core/types.hpp"

// 1 where the build compiles the formats' device conversions (CMake defines
// it with nvcc); 0 in builds without nvcc, whose conversions all run on the
// host. Defined once here for every descriptor and the planner.
#ifndef SPGEN_HAVE_DEVICE_CONVERSION
#define SPGEN_HAVE_DEVICE_CONVERSION 0
#endif
#include "spgen/core/csr.hpp"
#include "spgen/core/error.hpp"
#include "spgen/core/registry.hpp"

namespace spgen::formats {

/// Conversion parameters by name, e.g. {{"sigma", 1024}}: what a conversion
/// needs beyond the instance's kernel parameters. Plans, plan-cache records
/// and PlanOptions carry them as this map; only the format reads them.
using spgen::ParamMap;
using spgen::to_string;

/// A conversion parameter a format declares.
struct ConversionParam {
  std::string_view name;
  std::string_view doc;
};

/// What a format can do; the planner and backends ask (TACO-style), never name it.
struct Capabilities {
  std::vector<Op> ops;             // operations it has kernels for
  bool permutes_rows = false;      // stored row order differs from the caller's (kernels write y through a map)
  std::string_view work_unit;      // what a CPU range and a CUDA work item count: "rows", "slices", ...
  /// The format can hold a square matrix in its own row order: basis_order()
  /// gives that order P, and P·A·Pᵀ (rows and columns renumbered alike)
  /// converts with an identity row map, so products stay in that basis
  /// (plan_in_own_basis()).
  bool permuted_basis = false;
  /// The conversion also runs on a CUDA device (Format::convert_on_device),
  /// from device copies of the CSR arrays: true only in builds that compiled
  /// it (SPGEN_HAVE_DEVICE_CONVERSION).
  bool converts_on_device = false;
  /// The device conversion spares a matrix in device memory the download of
  /// its columns and values, and a host matrix nothing (it builds its index
  /// on the host from the row pointers and copies the rest on the device, or
  /// copies the CSR as it is), so a host matrix converts on the host.
  bool device_conversion_for_device_matrices = false;
  /// Its CUDA instances are what plans of launch-bound matrices run most, so
  /// a CUDA context loads their AOT modules on a thread of its own while the
  /// caller reads or assembles its matrix, rather than in a process's first
  /// such plan (CUDA loads a module at its first use: 0.14-0.20 ms of a small
  /// matrix's first plan on the H200, traced). The formats' rules say which.
  bool preload_with_context = false;
  /// Its rule reads Features::column_gaps, which plans count (a pass over
  /// every column) only where a format that does has instances for the op
  /// and backend.
  bool rule_reads_column_gaps = false;
};

/// One array of a converted matrix, by its spec name. `data` points into the
/// storage's owner, or into the caller's CSR when the format uses that array
/// unchanged (backends then share one device copy among candidates). A
/// conversion on the device leaves its arrays in device memory (`on_device`),
/// which the CUDA backend binds as they are.
struct StoredArray {
  std::string name;
  const void* data = nullptr;
  std::size_t count = 0;  // elements
  std::size_t element_bytes = 0;
  bool on_device = false;
  [[nodiscard]] std::size_t bytes() const { return count * element_bytes; }
};

/// What one plan's steps learn of a device matrix and pass on: the sellp_c16
/// rule's scan of every value, which its conversion would otherwise repeat
/// (0.17 ms on an H200 for 81 M f64 values), and the SELL rules' counts of
/// stored entries, which two rules would otherwise count apart, a round trip
/// per σ (0.38 ms on kron:40:bcsstk32, traced). A plan makes
/// its own DeviceCsr, so these facts never outlive the plan, nor meet values
/// the caller changed between plans.
struct DeviceMatrixFacts {
  bool scanned = false;                 // every value was read into the facts below
  bool all_one = false;                 // every value is 1
  std::vector<std::uint64_t> distinct;  // the distinct nonzero bit patterns, in no order
  // The SELL rules' stored-entry counts for every slice height and t they
  // ask (sellp/cuda/sell_rows_device.hpp), σ 1 in one pass and the sorted σ
  // in another, each run when a rule first asks for one of its σ; a pass
  // that declines the rows leaves sell_stored empty.
  bool sell_unsorted_counted = false;
  bool sell_sorted_counted = false;
  std::vector<std::int64_t> sell_stored;
  // The last row order sorted within σ windows on the device (sellp_c16's
  // rule sorts for its lane split): a DeviceSellLayout<I> of this σ, which a
  // conversion of the same σ takes instead of sorting again (58 us on
  // kron:40:bcsstk32). Null: none kept.
  std::int64_t sell_order_sigma = 0;
  std::shared_ptr<const void> sell_order;
};

/// A CSR matrix's arrays in the current CUDA device's memory (a copy of a
/// validated host CSR, or a DeviceMatrix's): what Format::convert_on_device reads.
template <SupportedValue V, SupportedIndex I>
struct DeviceCsr {
  I nrows = 0;
  I ncols = 0;
  I nnz = 0;
  const I* row_ptr = nullptr;  // nrows + 1
  const I* col_idx = nullptr;  // nnz
  const V* values = nullptr;   // nnz
  // The same row pointers in host memory where the plan holds them already
  // (a host matrix's, a device matrix's copy for the rule), else null: a
  // conversion that reads them on the host then copies them itself.
  const I* host_row_ptr = nullptr;
  // Where the plan shares them, what its steps have learnt of the values
  // (null: each step reads them itself).
  std::shared_ptr<DeviceMatrixFacts> facts{};
};

/// A matrix converted to a format: arrays, scalars and workspace sizes by the
/// names of the spec's kernel_args, plus what backends and describe() need.
template <SupportedValue V, SupportedIndex I>
struct Storage {
  std::vector<StoredArray> arrays;
  std::map<std::string, std::int64_t, std::less<>> scalars;           // nrows, nslices, ...
  std::map<std::string, std::size_t, std::less<>> workspace_counts;   // elements per workspace
  std::int64_t work_items = 0;   // CUDA: the grid covers ceil(work_items / rows_per_block)
  std::span<const I> unit_ptr;   // CPU: entry offsets of the work units (nunits + 1), for balancing
  std::int64_t rows_per_unit = 1;  // rows in one work unit (a row's fixed cost counts this often)
  std::size_t stored_bytes = 0;  // bytes the kernels read besides x and y
  double occupancy = 1.0;        // β = nnz / stored entries
  std::string details;           // for describe(): "sigma=256", "tiles=1234 split_rows=2", ...
  /// How the values are held (PlanDescription::values): "stored", or where a
  /// format compresses them exactly, e.g. "8-bit dictionary codes (3 entries)".
  std::string values = "stored";
  std::shared_ptr<const void> owner;  // keeps the arrays alive

  [[nodiscard]] const StoredArray* find(std::string_view name) const {
    for (const auto& a : arrays)
      if (a.name == name) return &a;
    return nullptr;
  }
  [[nodiscard]] std::int64_t units() const {
    return unit_ptr.empty() ? 0 : static_cast<std::int64_t>(unit_ptr.size()) - 1;
  }
};

/// The matrix as a rule reads it on the host: a CSR at hand, or a device
/// matrix's dimensions and row pointers, copied to the host only when a rule
/// first asks for them (a rule that counts on the device asks for none).
template <SupportedValue V, SupportedIndex I>
class HostMatrix {
 public:
  HostMatrix(const Csr<V, I>& a) : at_hand_(&a) {}  // NOLINT(google-explicit-constructor): stands for the CSR
  explicit HostMatrix(std::function<const Csr<V, I>&()> fetch) : fetch_(std::move(fetch)) {}
  const Csr<V, I>& operator()() const { return at_hand_ ? *at_hand_ : fetch_(); }

 private:
  const Csr<V, I>* at_hand_ = nullptr;
  std::function<const Csr<V, I>&()> fetch_;
};

/// What a descriptor's rule sees of the matrix and the context.
template <SupportedValue V, SupportedIndex I>
struct SelectionInput {
  /// The matrix on the host; for a DeviceMatrix planned without a host copy
  /// (`device` set), its dimensions and row_ptr alone, copied on first call:
  /// col_idx and values are empty, and a rule that reads columns reads
  /// `device` instead (as should one that can count from the row pointers
  /// where they are).
  HostMatrix<V, I> a;
  const Features& features;
  Backend backend;                                // the context's kernel backend
  std::span<const KernelEntry* const> instances;  // this format's runnable instances of the op there
  /// The plan will hold the matrix in the format's own basis (only asked of
  /// Capabilities::permuted_basis formats): the caller chose the format, so
  /// propose the best instance even where the rule would decline.
  bool own_basis = false;
  /// SpMM (propose_spmm): the columns of X and Y the plan is made for.
  std::int64_t k = 0;
  /// Formats may store values coded where that is exact
  /// (PlanOptions::compress_values).
  bool compress_values = true;
  /// SpMM: results must be bit-identical between runs (no floating-point
  /// atomics; SpmmOptions::deterministic).
  bool deterministic = true;
  /// A device matrix's arrays, when the rule runs without its host copy.
  const DeviceCsr<V, I>* device = nullptr;
};

/// One candidate the rule proposes, with the format's cost estimate: the
/// bytes one product moves (matrix storage, x and y), from the features alone.
/// Until the calibrated model (issue 14), `rank` encodes the measured rule:
/// the planner runs the lowest rank (ties: fewer bytes), and when that
/// proposal is `timed`, times it on the matrix against every other timed
/// proposal (of any format) and keeps the fastest. A proposal without an
/// entry is a note: why the format offers nothing here.
struct Proposal {
  const KernelEntry* entry = nullptr;
  ParamMap params;
  double rank = 0.0;
  bool timed = false;
  std::string reason;  // why, with the estimates it rests on
  double bytes = 0.0;  // estimated bytes per product
};

/// A proposal that only says why the format offers nothing here.
inline Proposal note(std::string why) {
  Proposal p;
  p.reason = std::move(why);
  return p;
}

/// Bytes of x and y one product y = A*x moves.
template <SupportedValue V>
double vector_bytes(const Features& f) {
  return static_cast<double>(f.ncols + f.nrows) * sizeof(V);
}
/// Bytes of the CSR's arrays.
template <SupportedValue V, SupportedIndex I>
double csr_bytes(const Features& f) {
  return static_cast<double>(f.nrows + 1) * sizeof(I) + static_cast<double>(f.nnz) * (sizeof(I) + sizeof(V));
}

template <SupportedValue V, SupportedIndex I>
class Format {
 public:
  Format(std::string_view name, Capabilities capabilities, std::span<const ConversionParam> params = {})
      : name_(name), capabilities_(std::move(capabilities)), params_(params) {}
  virtual ~Format() = default;
  [[nodiscard]] std::string_view name() const { return name_; }
  [[nodiscard]] const Capabilities& capabilities() const { return capabilities_; }
  /// The conversion parameters this format takes.
  [[nodiscard]] std::span<const ConversionParam> conversion_params() const { return params_; }
  /// The parameters to convert with for `entry` when nobody chose them (an
  /// override names an instance only): the format's own rule. It reads a's
  /// dimensions and row pointers only: for a device matrix the planner
  /// passes those alone (col_idx and values empty), copied from the device.
  [[nodiscard]] virtual ParamMap default_params(const Csr<V, I>&, const KernelEntry&) const { return {}; }
  /// Throws spgen::Error naming the parameter when `params` holds one the
  /// format does not take, or a value outside its domain for `entry`.
  virtual void check_params(const ParamMap& params, const KernelEntry& entry) const;
  /// Instances whose storage keys are equal run on one converted storage.
  [[nodiscard]] virtual std::string storage_key(const KernelEntry&, const ParamMap& params) const {
    return to_string(params);
  }
  /// Converts the matrix for `entry` (a valid CSR; the arrays it uses
  /// unchanged stay the caller's, shared through `a`).
  [[nodiscard]] virtual Storage<V, I> convert(std::shared_ptr<const Csr<V, I>> a, const KernelEntry& entry,
                                              const ParamMap& params) const = 0;
  /// Whether `entry`'s storage is built on the device: a CUDA instance of a
  /// format whose Capabilities::converts_on_device is set.
  [[nodiscard]] bool converts_on_device(const KernelEntry& entry) const {
    return capabilities_.converts_on_device && entry.backend == Backend::cuda;
  }
  /// Instances converts_on_device() names: the storage convert() gives,
  /// array for array, built on the current CUDA device from `d` alone (a
  /// device copy of a host CSR, or a DeviceMatrix with no host copy) with
  /// its arrays in device memory, owned by the storage. Returns once the
  /// arrays are written. Others throw spgen::Error.
  [[nodiscard]] virtual Storage<V, I> convert_on_device(const DeviceCsr<V, I>& /*d*/, const KernelEntry& /*entry*/,
                                                        const ParamMap& /*params*/) const {
    throw Error("format '" + std::string(name_) + "' has no conversion on the device");
  }
  /// The rule's candidates among in.instances (none: the format has nothing to offer here).
  [[nodiscard]] virtual std::vector<Proposal> propose(const SelectionInput<V, I>& in) const = 0;
  /// SpMM, for formats whose Capabilities::ops hold Op::spmm or Op::spmm_t:
  /// the rule's candidates among in.instances (this format's instances of the
  /// op asked for) for in.k columns, ranked like propose()'s. A format whose
  /// conversion depends on k declares the conversion parameter "k"; SpMM
  /// plans always pass theirs.
  [[nodiscard]] virtual std::vector<Proposal> propose_spmm(const SelectionInput<V, I>& /*in*/) const { return {}; }
  /// Capabilities::permuted_basis formats: the row order the format stores
  /// `a` in, order[p] = the row at position p (a permutation of the rows).
  /// Converted, the matrix P·A·Pᵀ then keeps position p at row p: the order
  /// of a matrix already in it is the identity. Others throw spgen::Error.
  [[nodiscard]] virtual std::vector<I> basis_order(const Csr<V, I>& /*a*/, const ParamMap& /*params*/) const {
    throw Error("format '" + std::string(name_) + "' cannot hold a matrix in its own basis");
  }
  /// Conversion parameters the kernel tests run every instance with (each
  /// compared with the oracle): the runtime's defaults and the edge cases.
  [[nodiscard]] virtual std::vector<ParamMap> test_params(const Csr<V, I>& a, const KernelEntry& entry) const {
    return {default_params(a, entry)};
  }

 private:
  std::string_view name_;
  Capabilities capabilities_;
  std::span<const ConversionParam> params_;
};

/// Every registered format (generated/registry.cpp lists them).
template <SupportedValue V, SupportedIndex I>
std::span<const Format<V, I>* const> registered_formats();

/// The descriptor of `entry`'s format; throws spgen::Error when none is registered.
template <SupportedValue V, SupportedIndex I>
const Format<V, I>& format_of(const KernelEntry& entry);

/// A storage array for the kernel arguments: `v` owned by `owner`.
template <typename T, typename Alloc>
StoredArray stored(std::string name, const std::vector<T, Alloc>& v) {
  return {std::move(name), v.data(), v.size(), sizeof(T)};
}
template <typename T>
StoredArray stored(std::string name, std::span<const T> v) {
  return {std::move(name), v.data(), v.size(), sizeof(T)};
}

/// One owner for several containers a storage's arrays point into.
template <typename... T>
std::shared_ptr<const void> keep_alive(std::shared_ptr<T>... parts) {
  return std::make_shared<const std::tuple<std::shared_ptr<T>...>>(std::move(parts)...);
}

}  // namespace spgen::formats

/// Declares format NAME's descriptor accessor (generated/registry.cpp).
#define SPGEN_DECLARE_FORMAT(NAME)                                          \
  template <::spgen::SupportedValue V, ::spgen::SupportedIndex I>           \
  const ::spgen::formats::Format<V, I>& format_##NAME();

/// The table of every format's descriptor (generated/registry.cpp).
#define SPGEN_FORMAT_TABLE(...)                                                                \
  template <::spgen::SupportedValue V, ::spgen::SupportedIndex I>                              \
  std::span<const ::spgen::formats::Format<V, I>* const> registered_formats() {                \
    static const ::spgen::formats::Format<V, I>* const kFormats[] = {__VA_ARGS__};             \
    return kFormats;                                                                           \
  }                                                                                            \
  template std::span<const ::spgen::formats::Format<float, std::int32_t>* const>               \
  registered_formats<float, std::int32_t>();                                                   \
  template std::span<const ::spgen::formats::Format<float, std::int64_t>* const>               \
  registered_formats<float, std::int64_t>();                                                   \
  template std::span<const ::spgen::formats::Format<double, std::int32_t>* const>              \
  registered_formats<double, std::int32_t>();                                                  \
  template std::span<const ::spgen::formats::Format<double, std::int64_t>* const>              \
  registered_formats<double, std::int64_t>();

/// Registers DESCRIPTOR<V, I> (a class template deriving from Format<V, I>
/// whose name() is NAME) for every value/index type. Use once, in
/// runtime/src/formats/NAME/, inside namespace spgen::formats.
#define SPGEN_REGISTER_FORMAT(NAME, DESCRIPTOR)                                  \
  template <::spgen::SupportedValue V, ::spgen::SupportedIndex I>                \
  const ::spgen::formats::Format<V, I>& format_##NAME() {                        \
    static const DESCRIPTOR<V, I> descriptor;                                    \
    return descriptor;                                                           \
  }                                                                              \
  static_assert(DESCRIPTOR<double, std::int32_t>::kName == std::string_view(#NAME), \
                #DESCRIPTOR "::kName must be \"" #NAME "\"");                     \
  template const ::spgen::formats::Format<float, std::int32_t>& format_##NAME<float, std::int32_t>();   \
  template const ::spgen::formats::Format<float, std::int64_t>& format_##NAME<float, std::int64_t>();   \
  template const ::spgen::formats::Format<double, std::int32_t>& format_##NAME<double, std::int32_t>(); \
  template const ::spgen::formats::Format<double, std::int64_t>& format_##NAME<double, std::int64_t>();
