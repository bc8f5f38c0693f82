#include "abi.hpp"

#include <algorithm>
#include <iterator>
#include <map>
#include <optional>

#include "specialise.hpp"

namespace spgen::gen {

const char* to_string(ArgRole role) {
  // In ArgRole's order (spgen::ArgRole has the same enumerators in the same order).
  static const char* const kNames[] = {"scalar", "array", "workspace", "x",   "y",   "alpha",
                                       "beta",   "range_begin", "range_end", "k", "ldx", "ldy"};
  static_assert(std::size(kNames) == static_cast<size_t>(ArgRole::ldy) + 1);
  return kNames[static_cast<size_t>(role)];
}

bool is_operation_arg(const std::string& name) {
  return name == "x" || name == "y" || name == "alpha" || name == "beta" || name == "k" ||
         name == "ldx" || name == "ldy";
}

namespace {

bool ends_with(const std::string& s, const std::string& tail) {
  return s.size() > tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

std::string join(const std::vector<std::string>& items, const std::string& sep,
                 const std::string& quote = "") {
  std::string out;
  for (const auto& i : items) out += (out.empty() ? "" : sep) + quote + i + quote;
  return out.empty() ? "none" : out;
}

// What an argument's name makes it, and the types that role allows.
struct RoleRule {
  ArgRole role;
  std::vector<std::string> types;
  std::string what;  // for errors: "<name> is <what>"
};

std::optional<RoleRule> role_of(const FormatSpec& f, const KernelArgSpec& a) {
  const std::string of = " of format '" + f.name + "'";
  if (std::find(f.scalars.begin(), f.scalars.end(), a.name) != f.scalars.end())
    return RoleRule{ArgRole::scalar, {"I", "V"}, "a scalar" + of + ", passed by value"};
  if (const ArraySpec* arr = f.find_array(a.name)) {
    // u16 and u8 arrays hold narrow offsets and value codes: spelled as the C
    // type, the same in every instance.
    const std::string e = arr->element == "index" ? "I" : arr->element == "value" ? "V" : c_element(arr->element);
    const std::string elements = " with " + arr->element + " elements";
    if (arr->workspace.empty())
      return RoleRule{ArgRole::array, {"const " + e + "*", e + "*"}, "an array" + of + elements};
    return RoleRule{ArgRole::workspace,
                    {e + "*"},
                    "a " + arr->workspace + " workspace" + of + elements + ", which kernels write"};
  }
  if (a.name == "x") return RoleRule{ArgRole::x, {"const V*"}, "the input vector"};
  if (a.name == "y") return RoleRule{ArgRole::y, {"V*"}, "the output vector"};
  if (a.name == "alpha" || a.name == "beta")
    return RoleRule{a.name == "alpha" ? ArgRole::alpha : ArgRole::beta,
                    {"V"},
                    "a factor of y = alpha*A*x + beta*y"};
  // SpMM: X and Y are dense row-major with row strides ldx, ldy; k columns are multiplied.
  if (a.name == "k") return RoleRule{ArgRole::k, {"I"}, "the number of columns of X and Y"};
  if (a.name == "ldx" || a.name == "ldy")
    return RoleRule{a.name == "ldx" ? ArgRole::ldx : ArgRole::ldy,
                    {"I"},
                    "the row stride of a dense row-major operand"};
  if (ends_with(a.name, "_begin"))
    return RoleRule{ArgRole::range_begin, {"I"}, "the first work unit of a CPU kernel's range"};
  if (ends_with(a.name, "_end"))
    return RoleRule{ArgRole::range_end, {"I"}, "the end of a CPU kernel's range"};
  return std::nullopt;
}

}  // namespace

void classify_kernel_args(FormatSpec& f) {
  classify_abi(f, f.kernel_args, "kernel_args");
  classify_abi(f, f.spmm_kernel_args, "spmm_kernel_args");
}

void classify_abi(FormatSpec& f, std::map<std::string, std::vector<KernelArgSpec>>& abis,
                  const std::string& key) {
  std::vector<std::string> arrays;
  for (const auto& a : f.arrays) arrays.push_back(a.name);
  for (auto& [backend, args] : abis) {
    std::map<std::string, ArgRole> roles;
    for (auto& a : args) {
      const std::string what = key + " " + backend + ": '" + a.name + "'";
      if (roles.count(a.name)) throw GenError(a.loc, what + " listed twice");
      const auto rule = role_of(f, a);
      if (!rule)
        throw GenError(a.loc, what + " has no ABI role: name a scalar of format '" + f.name +
                                  "' (" + join(f.scalars, ", ") + "), one of its arrays (" +
                                  join(arrays, ", ") +
                                  "), x, y, alpha or beta, k, ldx or ldy (SpMM), or a CPU "
                                  "range bound <unit>_begin / <unit>_end");
      if (std::find(rule->types.begin(), rule->types.end(), a.type) == rule->types.end())
        throw GenError(a.loc, what + " is " + rule->what + ": its type must be " +
                                  join(rule->types, " or ", "'") + ", not '" + a.type + "'");
      a.role = rule->role;
      a.pointer = a.type.back() == '*';
      a.is_const = a.type.rfind("const ", 0) == 0;
      // The element type: an array's from its spec, other arguments' from V or I in their type.
      const ArraySpec* arr = f.find_array(a.name);
      a.element = arr ? arr->element : a.type.find('I') != std::string::npos ? "index" : "value";
      a.zeroed = a.role == ArgRole::workspace && f.find_array(a.name)->workspace == "zeroed";
      roles[a.name] = a.role;
    }
    // A CPU range is a pair: a lone bound leaves the runtime nothing sensible to pass.
    for (const auto& a : args) {
      if (a.role != ArgRole::range_begin && a.role != ArgRole::range_end) continue;
      const bool begin = a.role == ArgRole::range_begin;
      const std::string other = a.name.substr(0, a.name.rfind('_')) + (begin ? "_end" : "_begin");
      const auto it = roles.find(other);
      if (it == roles.end() || it->second != (begin ? ArgRole::range_end : ArgRole::range_begin))
        throw GenError(a.loc, key + " " + backend + ": '" + a.name + "' has no matching '" +
                                  other + "' (a CPU range is a pair of I arguments)");
    }
  }
}

std::string arg_table_name(const std::string& format, const std::string& backend,
                           const std::string& op) {
  return "kArgs_" + format + (op == "spmv" ? "" : "_" + op) + "_" + backend;
}

std::string arg_table(const std::string& name, const std::vector<KernelArgSpec>& args) {
  std::string t = "constexpr KernelArg " + name + "[] = {\n";
  for (const auto& a : args)
    t += std::string("{\"") + a.name + "\", ArgRole::" + to_string(a.role) +
         ", ArgElement::" + a.element + ", " + (a.pointer ? "true" : "false") +
         ", " + (a.zeroed ? "true" : "false") + "},\n";
  return t + "};\n";
}

std::string packed_wrapper(const std::string& instance, const std::vector<KernelArgSpec>& args,
                           const std::string& value_type, const std::string& index_type) {
  std::string call;
  for (size_t i = 0; i < args.size(); ++i) {
    const KernelArgSpec& a = args[i];
    const std::string c = a.element == "index"   ? c_type("avx512", index_type)
                          : a.element == "value" ? c_type("avx512", value_type)
                                                 : c_element(a.element);
    // args[i] points to the argument's value: the value itself, or the pointer.
    const std::string pointee =
        a.pointer ? (a.is_const ? "const " : "") + c + "* const" : "const " + c;
    call +=
        std::string(i ? ", " : "") + "*static_cast<" + pointee + "*>(a[" + std::to_string(i) + "])";
  }
  return "void call_" + instance + "(void* const* a) { generated::" + instance + "(" + call +
         "); }\n";
}

std::string args_json(const std::vector<KernelArgSpec>& args) {
  std::string j = "[";
  for (size_t i = 0; i < args.size(); ++i)
    j += std::string(i ? ", " : "") + "{\"name\": \"" + args[i].name + "\", \"role\": \"" +
         to_string(args[i].role) + "\", \"type\": \"" + args[i].type + "\"}";
  return j + "]";
}

}  // namespace spgen::gen
