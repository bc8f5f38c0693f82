# Install rules and the CMake package, so downstream projects can
#   find_package(spgen) and target_link_libraries(app PRIVATE spgen::spgen)
# with no generator and no LLVM: the AOT kernels are compiled into the library.
include(CMakePackageConfigHelpers)

set(SPGEN_INSTALL_CMAKEDIR "${CMAKE_INSTALL_LIBDIR}/cmake/spgen")
set_target_properties(spgen_runtime PROPERTIES EXPORT_NAME spgen)

install(TARGETS spgen_runtime EXPORT spgenTargets
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
  INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
# spgen::mpi, the MPI communicator of distributed plans, when built.
if(TARGET spgen_mpi)
  set_target_properties(spgen_mpi PROPERTIES EXPORT_NAME mpi)
  install(TARGETS spgen_mpi EXPORT spgenTargets
    LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
    ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
endif()
install(DIRECTORY "${PROJECT_SOURCE_DIR}/runtime/include/spgen"
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
# The manifest of the shipped instances, for tools and curious users.
if(EXISTS "${PROJECT_SOURCE_DIR}/generated/manifest.json")
  install(FILES "${PROJECT_SOURCE_DIR}/generated/manifest.json"
    DESTINATION ${CMAKE_INSTALL_DATADIR}/spgen)
endif()
install(EXPORT spgenTargets NAMESPACE spgen:: DESTINATION ${SPGEN_INSTALL_CMAKEDIR})

configure_package_config_file("${PROJECT_SOURCE_DIR}/cmake/spgenConfig.cmake.in"
  "${PROJECT_BINARY_DIR}/spgenConfig.cmake" INSTALL_DESTINATION ${SPGEN_INSTALL_CMAKEDIR})
write_basic_package_version_file("${PROJECT_BINARY_DIR}/spgenConfigVersion.cmake"
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES "${PROJECT_BINARY_DIR}/spgenConfig.cmake" "${PROJECT_BINARY_DIR}/spgenConfigVersion.cmake"
  DESTINATION ${SPGEN_INSTALL_CMAKEDIR})
