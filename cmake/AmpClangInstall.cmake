# Installed layout: bin/amp-clang, lib/libamp_runtime.so, include/amp*.h,
# lib/cmake/AmpClang/ (the package config) and share/amp-clang/toolchain.cmake.
include(CMakePackageConfigHelpers)
set(AMP_CLANG_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/AmpClang)

install(EXPORT amp-clang-targets
  FILE AmpClangTargets.cmake
  NAMESPACE AmpClang::
  DESTINATION ${AMP_CLANG_CMAKE_DIR})

configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/AmpClangConfig.cmake.in
  ${CMAKE_BINARY_DIR}/cmake/AmpClangConfig.cmake
  INSTALL_DESTINATION ${AMP_CLANG_CMAKE_DIR}
  PATH_VARS CMAKE_INSTALL_BINDIR CMAKE_INSTALL_INCLUDEDIR)
# 0.x: a new minor version may break; within one minor, any newer patch will do.
write_basic_package_version_file(${CMAKE_BINARY_DIR}/cmake/AmpClangConfigVersion.cmake
  VERSION ${PROJECT_VERSION}
  COMPATIBILITY SameMinorVersion)
install(FILES
  ${CMAKE_BINARY_DIR}/cmake/AmpClangConfig.cmake
  ${CMAKE_BINARY_DIR}/cmake/AmpClangConfigVersion.cmake
  ${CMAKE_CURRENT_LIST_DIR}/AmpClangFunctions.cmake
  DESTINATION ${AMP_CLANG_CMAKE_DIR})

# The toolchain file (amp-clang as the C++ compiler of a whole project), when
# this tree has it.
if(EXISTS ${CMAKE_CURRENT_LIST_DIR}/toolchain.cmake)
  install(FILES ${CMAKE_CURRENT_LIST_DIR}/toolchain.cmake DESTINATION ${CMAKE_INSTALL_DATADIR}/amp-clang)
endif()
