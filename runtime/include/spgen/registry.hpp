// The kernel registry: every instance in generated/, by procedural name.
//
// generated/registry.cpp (written by spgen-gen, never by hand) defines the
// table; the runtime, the CLI and the tests look instances up here, so a new
// instance added to a spec reaches all of them with no code edit.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

namespace spgen {

enum class Backend : std::uint8_t { cuda, avx512 };
enum class Op : std::uint8_t { spmv, spmm };
enum class ValueType : std::uint8_t { f32, f64 };
enum class IndexType : std::uint8_t { i32, i64 };

const char* to_string(Backend b);
const char* to_string(Op o);
const char* to_string(ValueType v);
const char* to_string(IndexType i);

/// One specialisation parameter of an instance, e.g. {"threads_per_row", "t", 8}.
struct KernelParam {
  const char* name;  // spec name
  const char* tag;   // short tag used in the instance name
  int value;
};

/// Generic function pointer; cast to the format's ABI (templates/README.md)
/// before calling.
using CpuKernelFn = void (*)();

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
  CpuKernelFn cpu_function;      // AVX-512 instances, else nullptr
  const char* source_file;       // path under generated/, e.g. "cuda/<name>.cu"
  std::uint64_t source_hash;     // hash of the generated source text (cache keys)

  [[nodiscard]] std::span<const KernelParam> parameters() const { return {params, param_count}; }
  /// Value of the named parameter (spec name or tag); throws spgen::Error if absent.
  [[nodiscard]] int param(std::string_view name_or_tag) const;
};

/// All generated instances, in the registry's (sorted by name) order.
std::span<const KernelEntry> kernel_registry();
/// The instance with this procedural name, or nullptr.
const KernelEntry* find_kernel(std::string_view name);

}  // namespace spgen
