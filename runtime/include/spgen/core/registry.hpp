// The kernel registry: every instance in generated/, by procedural name.
//
// generated/registry.cpp (written by spgen-gen, never by hand) defines the
// table; the runtime, the CLI and the tests look instances up here, so a new
// instance added to a spec reaches all of them with no code edit.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>
#include <type_traits>

namespace spgen {

enum class Backend : std::uint8_t { cuda, avx512 };
/// spmm_t: Y = Aᵀ·X on A's own storage (X has nrows rows, Y ncols); SpMM's argument roles.
enum class Op : std::uint8_t { spmv, spmm, spmm_t };
enum class ValueType : std::uint8_t { f32, f64 };
enum class IndexType : std::uint8_t { i32, i64 };

const char* to_string(Backend b);
const char* to_string(Op o);
const char* to_string(ValueType v);
const char* to_string(IndexType i);

/// The registry's tag of a value type (float, double) and of an index type
/// (std::int32_t, std::int64_t), to match instances against a plan's types.
template <typename V>
constexpr ValueType value_type_of() {
  return std::is_same_v<V, float> ? ValueType::f32 : ValueType::f64;
}
template <typename I>
constexpr IndexType index_type_of() {
  return sizeof(I) == 4 ? IndexType::i32 : IndexType::i64;
}

/// One specialisation parameter of an instance, e.g. {"threads_per_row", "t", 8}.
struct KernelParam {
  const char* name;  // spec name
  const char* tag;   // short tag used in the instance name
  int value;
};

/// What a kernel argument is, from the format spec's kernel_args (the spec is
/// the ABI): backends and tests bind arguments by name and role, never by a
/// hand-kept position.
enum class ArgRole : std::uint8_t {
  scalar,       // a size from the spec's `scalars` (nrows, nslices, ...), by value
  array,        // a stored array from the spec's `arrays`
  workspace,    // an array the kernel writes between products (`workspace:` in the spec)
  x,            // the input vector (SpMM: X)
  y,            // the output vector (SpMM: Y)
  alpha,        // y = alpha*A*x + beta*y
  beta,
  range_begin,  // CPU kernels: the first work unit (row, slice) of this call
  range_end,    // CPU kernels: one past the last
  k,            // SpMM: columns of X and Y multiplied by this call
  ldx,          // SpMM: row stride of X (dense row-major), in elements
  ldy,          // SpMM: row stride of Y
};
/// Element type of an argument: the instance's index type I, value type V,
/// 16-bit unsigned offsets (narrow column indices) or 8-bit unsigned codes
/// (dictionary-coded values); the last two are the same in every instance.
enum class ArgElement : std::uint8_t { index, value, u16, u8 };

/// One kernel argument, e.g. {"slice_ptr", array, index, pointer, const}.
struct KernelArg {
  const char* name;
  ArgRole role;
  ArgElement element;
  bool pointer;         // I* / V* (else passed by value)
  bool zeroed;          // workspace: must be zero before the first product; kernels leave it zero
};

/// An instance called with packed arguments: args[i] points to the value of
/// argument i (as cuLaunchKernel takes them), in the order of the entry's
/// arguments(). The generated registry wraps each AVX-512 instance in one.
using CpuKernelFn = void (*)(void* const* args);

struct KernelEntry {
  const char* name;    // e.g. spgen_spmv_sellp_b8_t8_u2_f64i32_cuda (also the symbol name)
  Op op;
  const char* format;  // spec format name, e.g. "csr", "sellp"
  Backend backend;
  ValueType value_type;
  IndexType index_type;
  const KernelParam* params;
  std::uint32_t param_count;
  // CUDA launch geometry (0 for CPU instances): grid = ceil(nrows / rows_per_block).
  int block_threads;
  int rows_per_block;
  const KernelArg* args;         // the kernel ABI, in call order
  std::uint32_t arg_count;
  CpuKernelFn cpu_function;      // AVX-512 instances (packed arguments), else nullptr
  const char* source_file;       // path under generated/, e.g. "cuda/<name>.cu"
  std::uint64_t source_hash;     // hash of the generated source text (cache keys)

  [[nodiscard]] std::span<const KernelParam> parameters() const { return {params, param_count}; }
  [[nodiscard]] std::span<const KernelArg> arguments() const { return {args, arg_count}; }
  /// Value of the named parameter (its spec name, e.g. "slice_height"; tags
  /// are for instance names only); throws spgen::Error if absent.
  [[nodiscard]] int param(std::string_view name) const;
  /// Value of the named parameter, or `fallback` when the instance lacks it.
  [[nodiscard]] int param_or(std::string_view name, int fallback) const;
};

/// All generated instances, in the registry's (sorted by name) order.
std::span<const KernelEntry> kernel_registry();
/// The instance with this procedural name, or nullptr.
const KernelEntry* find_kernel(std::string_view name);

}  // namespace spgen
