# The committed generator output (generated/) and, when wanted, the generator itself.
#
# generated/manifest.cmake (written by spgen-gen) lists the instance sources; this module
# reads it and offers spgen_add_generated_sources(<target>) so the runtime compiles the
# registry and the AVX-512 instances without knowing the instance list.

set(SPGEN_GENERATED_DIR "${PROJECT_SOURCE_DIR}/generated")
if(EXISTS "${SPGEN_GENERATED_DIR}/manifest.cmake")
  include("${SPGEN_GENERATED_DIR}/manifest.cmake")
  # Re-run CMake when the instance list changes (e.g. after spgen_regenerate).
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${SPGEN_GENERATED_DIR}/manifest.cmake")
else()
  set(SPGEN_GENERATED_INSTANCE_COUNT 0)
  set(SPGEN_GENERATED_CUDA_SOURCES "")
  set(SPGEN_GENERATED_AVX512_SOURCES "")
  set(SPGEN_GENERATED_REGISTRY "")
endif()

# Absolute paths for consumers (e.g. embedding the CUDA sources into the runtime).
set(SPGEN_GENERATED_CUDA_SOURCE_PATHS "")
foreach(_f IN LISTS SPGEN_GENERATED_CUDA_SOURCES)
  list(APPEND SPGEN_GENERATED_CUDA_SOURCE_PATHS "${SPGEN_GENERATED_DIR}/${_f}")
endforeach()

# spgen_add_generated_sources(<target>): adds generated/registry.cpp and the AVX-512
# instances to <target>; the instances are compiled with AVX-512 enabled and are only
# called after CPUID says the processor has it.
function(spgen_add_generated_sources target)
  if(NOT SPGEN_GENERATED_REGISTRY)
    message(FATAL_ERROR "spgen: generated/manifest.cmake is missing; run the spgen_regenerate target")
  endif()
  set(_avx "")
  foreach(_f IN LISTS SPGEN_GENERATED_AVX512_SOURCES)
    list(APPEND _avx "${SPGEN_GENERATED_DIR}/${_f}")
  endforeach()
  set_source_files_properties(${_avx} PROPERTIES
    COMPILE_OPTIONS "-mavx512f;-mavx512vl;-mavx512bw;-mavx512dq")
  target_sources(${target} PRIVATE "${SPGEN_GENERATED_DIR}/${SPGEN_GENERATED_REGISTRY}" ${_avx})
endfunction()

# ---- the generator (needs Clang/LLVM 14 and yaml-cpp) ------------------------------------
set(SPGEN_HAVE_GENERATOR OFF)
if(NOT SPGEN_BUILD_GENERATOR STREQUAL "OFF")
  set(_spgen_gen_required "")
  if(SPGEN_BUILD_GENERATOR STREQUAL "ON")
    set(_spgen_gen_required REQUIRED)
  endif()
  # ClangConfig.cmake ships without a version file, so the version is checked below.
  find_package(Clang CONFIG QUIET ${_spgen_gen_required}
    HINTS /usr/lib/llvm-14/lib/cmake/clang /usr/lib/cmake/clang-14)
  find_package(yaml-cpp CONFIG QUIET ${_spgen_gen_required})
  if(Clang_FOUND AND LLVM_PACKAGE_VERSION VERSION_GREATER_EQUAL 14 AND LLVM_PACKAGE_VERSION
     VERSION_LESS 15 AND yaml-cpp_FOUND AND TARGET clang-cpp AND TARGET LLVM)
    set(SPGEN_HAVE_GENERATOR ON)
    set(SPGEN_CLANG_RESOURCE_DIR "${LLVM_LIBRARY_DIR}/clang/${LLVM_PACKAGE_VERSION}")
  elseif(SPGEN_BUILD_GENERATOR STREQUAL "ON")
    message(FATAL_ERROR "spgen: SPGEN_BUILD_GENERATOR=ON needs Clang 14 (clang-cpp, LLVM shared libraries) and yaml-cpp")
  endif()
endif()
if(NOT SPGEN_HAVE_GENERATOR)
  # Keep the target name so CI scripts fail with a reason rather than "unknown target".
  add_custom_target(spgen_check_generated
    COMMAND ${CMAKE_COMMAND} -E echo
            "spgen_check_generated needs spgen-gen: configure with Clang 14 and yaml-cpp (SPGEN_BUILD_GENERATOR=ON)"
    COMMAND ${CMAKE_COMMAND} -E false
    VERBATIM)
endif()
message(STATUS "spgen: generator ${SPGEN_HAVE_GENERATOR}, ${SPGEN_GENERATED_INSTANCE_COUNT} generated instances")
