// The MPI transport of distributed plans (spgen built with SPGEN_ENABLE_MPI;
// link spgen::mpi). The caller initialises MPI, with MPI_THREAD_SERIALIZED or
// more for task mode, and finalises it after the communicator and the plans
// that use it are gone.
//
//   int provided; MPI_Init_thread(&argc, &argv, MPI_THREAD_SERIALIZED, &provided);
//   auto comm = spgen::dist::mpi_communicator(MPI_COMM_WORLD);
//   auto plan = spgen::dist::distributed_plan(ctx, *comm, rank == 0 ? &a : nullptr, {});
#pragma once

#include <mpi.h>

#include <memory>

#include "spgen/dist/communicator.hpp"

namespace spgen::dist {

/// A communicator over a duplicate of `comm` (its messages never match the
/// caller's). Throws spgen::Error when MPI is not initialised.
std::unique_ptr<Communicator> mpi_communicator(MPI_Comm comm);

}  // namespace spgen::dist
