# Distributed SpMV's optional parts (runtime/src/dist/):
#   MPI  -> the spgen::mpi library (the MPI communicator); SPGEN_HAVE_MPI
#   NCCL -> the GPU halo exchange inside the runtime (needs CUDA); SPGEN_HAVE_NCCL
# Each is ON (required), OFF, or AUTO (used when found). Without either, the
# runtime still has the distributed plan with the one-rank communicator.
set(SPGEN_ENABLE_MPI "AUTO" CACHE STRING "Distributed SpMV over MPI (spgen::mpi): ON, OFF or AUTO")
set(SPGEN_ENABLE_NCCL "AUTO" CACHE STRING "NCCL halo exchange between GPUs: ON, OFF or AUTO (needs CUDA)")
set_property(CACHE SPGEN_ENABLE_MPI PROPERTY STRINGS ON OFF AUTO)
set_property(CACHE SPGEN_ENABLE_NCCL PROPERTY STRINGS ON OFF AUTO)

set(SPGEN_HAVE_MPI OFF)
if(NOT SPGEN_ENABLE_MPI STREQUAL "OFF")
  if(SPGEN_ENABLE_MPI STREQUAL "ON")
    find_package(MPI REQUIRED COMPONENTS CXX)
  else()
    find_package(MPI QUIET COMPONENTS CXX)
  endif()
  if(MPI_CXX_FOUND)
    set(SPGEN_HAVE_MPI ON)
  endif()
endif()

# NCCL ships with the CUDA toolkit here (nccl.h, libnccl.so) or beside it;
# libnccl loads without a driver, so linking it keeps CPU-only machines working.
set(SPGEN_HAVE_NCCL OFF)
if(NOT SPGEN_ENABLE_NCCL STREQUAL "OFF" AND SPGEN_HAVE_CUDA)
  find_path(SPGEN_NCCL_INCLUDE_DIR nccl.h HINTS ${CUDAToolkit_INCLUDE_DIRS})
  find_library(SPGEN_NCCL_LIBRARY nccl HINTS ${CUDAToolkit_LIBRARY_DIR})
  if(SPGEN_NCCL_INCLUDE_DIR AND SPGEN_NCCL_LIBRARY)
    set(SPGEN_HAVE_NCCL ON)
  endif()
endif()
if(SPGEN_ENABLE_NCCL STREQUAL "ON" AND NOT SPGEN_HAVE_NCCL)
  message(FATAL_ERROR "SPGEN_ENABLE_NCCL=ON but NCCL (nccl.h, libnccl) or the CUDA toolkit was not found")
endif()
message(STATUS "spgen: distributed SpMV: MPI ${SPGEN_HAVE_MPI}, NCCL ${SPGEN_HAVE_NCCL}")

# MPI mpirun for the tests: as root Open MPI refuses to start without a flag.
if(SPGEN_HAVE_MPI)
  set(SPGEN_MPIEXEC_FLAGS --oversubscribe)
  execute_process(COMMAND id -u OUTPUT_VARIABLE _spgen_uid OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
  if(_spgen_uid STREQUAL "0")
    list(APPEND SPGEN_MPIEXEC_FLAGS --allow-run-as-root)
  endif()
endif()
