// Spec data model and the strict YAML loader (specs/README.md is the schema).
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "expr.hpp"

namespace spgen::gen {

/// A position in a spec or template file, 1-based (0 = unknown).
struct Loc {
  std::string file;
  int line = 0;
  int col = 0;
  [[nodiscard]] std::string str() const;
};

/// Every generator error: "file:line:col: message", so editors can jump to it.
class GenError : public std::runtime_error {
 public:
  GenError(const Loc& where, const std::string& message);
  [[nodiscard]] const Loc& where() const { return where_; }
  [[nodiscard]] const std::string& message() const { return message_; }

 private:
  Loc where_;
  std::string message_;
};

struct ArraySpec {
  std::string name;
  std::string element;  // "index" (I), "value" (V), "u16" (unsigned short: narrow offsets) or "u8" (unsigned char: value codes)
  std::string length;   // informal length expression, e.g. "nrows + 1"
  std::string doc;
  std::string workspace;  // "" (stored data), "zeroed" or "scratch" (written by the kernels)
};

struct ParamSpec {
  std::string name;            // e.g. threads_per_row
  std::string tag;             // e.g. t (instance-name tag and expression alias)
  std::string template_param;  // e.g. kThreadsPerRow
  std::string type;            // "int" (the only one kernels take today)
  std::vector<int> domain;     // allowed values, ascending
  int default_value = 0;
  std::string doc;
  Loc loc;
};

struct ConstraintSpec {
  std::string text;
  std::shared_ptr<const Expr> expr;
  std::vector<std::string> backends;  // empty = every backend
  std::string doc;
  Loc loc;
  Loc text_loc;  // the expression text's first character (errors add the node's offset)
};

/// What a kernel argument is to the code that binds it (specs/README.md, "Kernel ABI
/// roles"); the runtime's spgen::ArgRole mirrors it value for value. Set by
/// classify_kernel_args (abi.hpp) when the format spec loads.
// k, ldx, ldy: SpMM's column count and the row strides of X and Y (spmm_kernel_args).
enum class ArgRole { scalar, array, workspace, x, y, alpha, beta, range_begin, range_end, k, ldx, ldy };

struct KernelArgSpec {
  std::string type;  // as written with V and I, e.g. "const I*"
  std::string name;
  Loc loc;  // the kernel_args entry
  // Classified by the loader from the format's scalars and arrays (the spec is the ABI).
  ArgRole role = ArgRole::scalar;
  std::string element = "value";  // "index" (I), "value" (V), "u16" or "u8"
  bool pointer = false;   // I* / V* (else by value)
  bool is_const = false;  // const I* / const V*
  bool zeroed = false;    // workspace that must be zero before the first product
};

struct FormatSpec {
  std::string name;
  std::string doc;
  std::string file;  // spec path relative to the repository root
  std::vector<std::string> scalars;
  std::vector<ArraySpec> arrays;
  std::vector<ParamSpec> params;  // spec order = instance-name order
  std::vector<ConstraintSpec> constraints;
  std::map<std::string, std::vector<KernelArgSpec>> kernel_args;       // backend → SpMV ABI
  std::map<std::string, std::vector<KernelArgSpec>> spmm_kernel_args;  // backend → SpMM ABI
  Loc loc;
  /// The ABI of `op` ("spmv" | "spmm" | "spmm_t", the last two sharing one) on `backend`, or nullptr when the spec declares none.
  [[nodiscard]] const std::vector<KernelArgSpec>* abi(const std::string& op,
                                                      const std::string& backend) const;
  [[nodiscard]] const ParamSpec* find_param(const std::string& name_or_tag) const;
  [[nodiscard]] const ArraySpec* find_array(const std::string& name) const;
};

struct BackendImplSpec {
  std::string backend;                        // cuda | avx512
  std::string template_path;                  // relative to templates/
  std::string entry;                          // function template name
  std::vector<std::string> params;            // format params the entry takes
  std::map<std::string, std::string> bind;    // param → target property ("lanes")
  std::shared_ptr<const Expr> block_threads;  // cuda only
  std::shared_ptr<const Expr> rows_per_block;
  std::string block_threads_text;
  std::string rows_per_block_text;
  Loc loc;
  Loc template_loc;
};

struct KernelSpec {
  std::string name;  // e.g. spmv_csr
  std::string op;    // spmv | spmm | spmm_t (Y = A^T X)
  std::string format;
  std::vector<std::string> value_types;  // f32, f64
  std::vector<std::string> index_types;  // i32, i64
  std::map<std::string, BackendImplSpec> backends;
  Loc loc;
};

struct TargetSpec {
  std::vector<int> cuda_architectures;
  std::map<std::string, int> avx512_lanes;  // value type → lanes per 512-bit vector
  Loc loc;
  Loc lanes_loc;
};

struct AotRule {
  std::string kernel;
  std::vector<std::string> backends;
  std::vector<std::string> value_types;
  std::vector<std::string> index_types;
  bool all_params = true;
  std::map<std::string, std::vector<int>> params;  // param name → subset of its domain
  Loc loc;
};

struct SpecFile {
  std::string path;  // relative to the repository root
  std::uint64_t hash = 0;
};

struct Specs {
  std::map<std::string, FormatSpec> formats;
  std::map<std::string, KernelSpec> kernels;
  TargetSpec target;
  std::vector<AotRule> aot;
  std::map<std::string, SpecFile> files;  // relative path → hash
  std::string kernels_file, targets_file, aot_file;
};

/// Loads <root>/<spec_dir>: formats/*.yaml, kernels.yaml, targets.yaml, aot.yaml.
/// File names in errors and hashes are relative to `root`.
Specs load_specs(const std::string& root, const std::string& spec_dir = "specs");

/// The kinds of document load_specs reads.
enum class SpecDoc { format, kernels, targets, aot };
/// Loads one document's text into `specs` as load_specs loads the file `rel`
/// (its name in errors and hashes): kernels need their formats in `specs`
/// already, aot rules their kernels. Throws GenError. load_specs reads each
/// file with it; the spec fuzzer calls it on its inputs.
void load_spec_text(Specs& specs, SpecDoc doc, const std::string& rel, const std::string& text);

/// Stable 64-bit hash (XXH3) used for spec, template and source hashes.
std::uint64_t hash_text(const std::string& text);
std::string hex64(std::uint64_t v);
std::string read_file(const std::string& path);
/// The C type of a fixed-width array element ("u16", "u8"), the same in every instance.
std::string c_element(const std::string& element);

}  // namespace spgen::gen
