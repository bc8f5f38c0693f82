// The GPU solvers in a build without the CUDA toolkit: never reached (the
// context is never CUDA there), but refuse clearly if they were.
#include "cg_solvers.hpp"

namespace cg {

Result solve_spgen_cuda(const spgen::Context&, const Problem&) {
  throw spgen::Error("spgen_cg: built without CUDA");
}
Result solve_cusparse(const Problem&) { throw spgen::Error("spgen_cg: built without CUDA"); }

}  // namespace cg
