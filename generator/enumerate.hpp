// Instances: what the domains and constraints allow, intersected with aot.yaml's rules.
#pragma once

#include <string>
#include <vector>

#include "spec.hpp"

namespace spgen::gen {

struct InstanceParam {
  std::string name;
  std::string tag;
  std::string template_param;
  int value;
};

struct Instance {
  std::string name;  // spgen_<op>_<format>_<tags>_<V><I>_<backend>
  std::string kernel;
  std::string op;
  std::string format;
  std::string backend;
  std::string value_type;  // f32 | f64
  std::string index_type;  // i32 | i64
  std::vector<InstanceParam> params;  // format spec order
  int block_threads = 0;   // cuda only
  int rows_per_block = 0;  // cuda only
};

std::string instance_name(const std::string& op, const std::string& format,
                          const std::vector<InstanceParam>& params, const std::string& vt,
                          const std::string& it, const std::string& backend);

/// Every instance the specs allow for one kernel/backend/type triple, filtered by
/// `subset` (param name → allowed values; absent = whole domain). Sorted by name.
std::vector<Instance> enumerate_kernel(const Specs& specs, const KernelSpec& k,
                                       const BackendImplSpec& b, const std::string& vt,
                                       const std::string& it,
                                       const std::map<std::string, std::vector<int>>& subset);

/// The union of aot.yaml's rules, sorted by name, without duplicates.
std::vector<Instance> enumerate_aot(const Specs& specs);

}  // namespace spgen::gen
