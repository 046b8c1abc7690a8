# cpack -G DEB: one package, amp-clang, installed under /usr.
set(CPACK_PACKAGE_NAME amp-clang)
set(CPACK_PACKAGE_VENDOR amp-clang)
set(CPACK_PACKAGE_CONTACT "amp-clang maintainers <amp-clang@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "C++ AMP compiler (Clang 19) and its OpenCL runtime")
set(CPACK_GENERATOR DEB CACHE STRING "CPack generators")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
# Debian 12 packages needed at run time: clang-19 (the default host compiler
# and linker driver, /usr/lib/llvm-19/bin/clang++), libclang-common-19-dev
# (Clang's resource headers the front end reads), the shared libraries of
# amp-clang (libclang-cpp19, libllvm19) and of libamp_runtime.so (OpenCL ICD
# loader, fmt), oneTBB's development files (programs using <ppl.h> link
# -ltbb), OpenCL's C headers (<amp_opencl.h> includes <CL/cl.h>), and an OpenCL implementation to run kernels on.
set(CPACK_DEBIAN_PACKAGE_DEPENDS
  "clang-19, libclang-common-19-dev, libclang-cpp19, libllvm19, ocl-icd-libopencl1, opencl-c-headers, libfmt9, libtbb-dev, libstdc++6, libgcc-s1, libc6, pocl-opencl-icd | opencl-icd")
include(CPack)
