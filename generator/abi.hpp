// The spec is the kernel ABI: every kernel_args entry gets a role (scalar, array,
// workspace, x, y, alpha, beta, CPU range bound) from the format spec, and the generated
// registry and manifest carry the classified list, so the runtime and the tests bind
// arguments by name and role instead of by a hand-kept position.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "spec.hpp"

namespace spgen::gen {

/// The role's spelling: spgen::ArgRole's enumerator in the registry, "role" in the manifest.
const char* to_string(ArgRole role);

/// Whether `name` is one of the product's own arguments (x, y, alpha, beta; SpMM's k, ldx,
/// ldy), which a format
/// may not declare as a scalar or array.
bool is_operation_arg(const std::string& name);

/// Gives every kernel_args entry of `f` its role (specs/README.md, "Kernel ABI roles"), or
/// throws a GenError at the first entry that has none or whose type does not fit its role.
void classify_kernel_args(FormatSpec& f);
/// The same for one list of ABIs (`key` names it in errors: kernel_args, spmm_kernel_args).
void classify_abi(FormatSpec& f, std::map<std::string, std::vector<KernelArgSpec>>& abis,
                  const std::string& key);

/// The registry's table of one format's arguments on one backend, shared by its instances:
/// `constexpr KernelArg <name>[] = {{"nrows", ArgRole::scalar, ArgElement::index, false,
/// false}, ...};`.
std::string arg_table(const std::string& name, const std::vector<KernelArgSpec>& args);
/// kArgs_<format>_<backend> (SpMV) or kArgs_<format>_<op>_<backend>, the name arg_table() is
/// given.
std::string arg_table_name(const std::string& format, const std::string& backend,
                           const std::string& op = "spmv");

/// `void call_<instance>(void* const* a)`: calls AVX-512 instance spgen::generated::<instance>
/// with args[i] pointing to the value of argument i, as cuLaunchKernel takes CUDA arguments.
std::string packed_wrapper(const std::string& instance, const std::vector<KernelArgSpec>& args,
                           const std::string& value_type, const std::string& index_type);

/// The manifest's argument list: [{"name": ..., "role": ..., "type": "const I*"}, ...].
std::string args_json(const std::vector<KernelArgSpec>& args);

}  // namespace spgen::gen
