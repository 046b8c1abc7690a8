# amp-clang as a CMake project's C++ compiler:
#   cmake -S src -B build -DCMAKE_TOOLCHAIN_FILE=<prefix>/share/amp-clang/toolchain.cmake
# Installed, the compiler is <prefix>/bin/amp-clang, found from this file's
# place. AMP_CLANG_COMPILER (a cache variable or the environment) names
# another one, e.g. a build tree's bin/amp-clang.
if(NOT AMP_CLANG_COMPILER AND DEFINED ENV{AMP_CLANG_COMPILER})
  set(AMP_CLANG_COMPILER "$ENV{AMP_CLANG_COMPILER}")
endif()
if(NOT AMP_CLANG_COMPILER)
  get_filename_component(AMP_CLANG_COMPILER "${CMAKE_CURRENT_LIST_DIR}/../../bin/amp-clang" ABSOLUTE)
endif()
if(NOT EXISTS "${AMP_CLANG_COMPILER}")
  message(FATAL_ERROR "amp-clang toolchain: no compiler at ${AMP_CLANG_COMPILER}; "
                      "set AMP_CLANG_COMPILER to the amp-clang executable")
endif()
set(CMAKE_CXX_COMPILER "${AMP_CLANG_COMPILER}")
# try_compile projects (CMake's compiler checks) read this file again:
# they need the same choice.
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES AMP_CLANG_COMPILER)
