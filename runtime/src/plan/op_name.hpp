// The op part of plan-cache and tuning-database keys, one definition for the
// planner and `spgen tune`: timed choices depend on how products are
// launched, a plan in its own basis multiplies another matrix, and one that
// keeps its values stored may not choose coded ones.
#pragma once

#include <string>

#include "spgen/plan/plan.hpp"
#include "spgen/session/context.hpp"

namespace spgen::detail {

inline std::string spmv_op_name(const Context& ctx, const PlanOptions& options, bool own_basis) {
  std::string op = ctx.is_cuda() && !options.dependent_launch ? "spmv/ordinary-launch" : "spmv";
  if (own_basis) op += "/own-basis";
  if (!options.compress_values) op += "/stored-values";
  return op;
}

}  // namespace spgen::detail
