# Sanitizer builds (docs/testing.md), each in a build folder of its own, with
# clang (-DCMAKE_C_COMPILER=clang-19 -DCMAKE_CXX_COMPILER=clang++-19):
#   AMP_CLANG_ASAN  AddressSanitizer (with LeakSanitizer) and
#                   UndefinedBehaviorSanitizer in the compiler, the runtime and
#                   the unit tests;
#   AMP_CLANG_TSAN  ThreadSanitizer in the runtime and the unit tests.
# The runtime is a shared library the sanitizer's own runtime must come
# before, so the amp-clang of such a build compiles and links every program
# with the same -fsanitize flags (AMP_CLANG_PROGRAM_SANITIZE): lit's, the
# samples', the conformance suite's programs all run checked.
option(AMP_CLANG_ASAN "Build compiler, runtime and tests with ASan+UBSan (clang)" OFF)
option(AMP_CLANG_TSAN "Build the runtime and its tests with TSan (clang)" OFF)

# ASan builds of code that includes LLVM's headers and links Debian's
# uninstrumented LLVM and Clang (the compiler, its unit tests, the fuzz
# target) force-include this: the header says why.
set(AMP_CLANG_UNINSTRUMENTED_LLVM "SHELL:-include ${CMAKE_CURRENT_LIST_DIR}/include/AmpClangUninstrumentedLlvm.h")

set(AMP_CLANG_SANITIZER "") # asan, tsan or empty: lit's feature
set(AMP_CLANG_COMPILER_SANITIZE "")
set(AMP_CLANG_RUNTIME_SANITIZE "")
if(AMP_CLANG_ASAN OR AMP_CLANG_TSAN)
  if(AMP_CLANG_ASAN AND AMP_CLANG_TSAN)
    message(FATAL_ERROR "AMP_CLANG_ASAN and AMP_CLANG_TSAN cannot share a build: use two build folders")
  endif()
  if(AMP_CLANG_FUZZ)
    message(FATAL_ERROR "AMP_CLANG_FUZZ instruments the compiler itself: use its own build folder")
  endif()
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "sanitizer builds need clang (-DCMAKE_CXX_COMPILER=clang++-19): the programs "
                        "amp-clang links use clang's sanitizer runtime")
  endif()
  if(AMP_CLANG_ASAN)
    set(AMP_CLANG_SANITIZER asan)
    # UB is fatal: a report fails the test that met it.
    set(AMP_CLANG_RUNTIME_SANITIZE -fsanitize=address,undefined -fno-sanitize-recover=undefined)
    set(AMP_CLANG_COMPILER_SANITIZE ${AMP_CLANG_RUNTIME_SANITIZE} ${AMP_CLANG_UNINSTRUMENTED_LLVM})
  else()
    set(AMP_CLANG_SANITIZER tsan)
    set(AMP_CLANG_RUNTIME_SANITIZE -fsanitize=thread)
  endif()
  list(APPEND AMP_CLANG_RUNTIME_SANITIZE -fno-omit-frame-pointer -gline-tables-only)
  if(AMP_CLANG_COMPILER_SANITIZE)
    list(APPEND AMP_CLANG_COMPILER_SANITIZE -fno-omit-frame-pointer -gline-tables-only)
  endif()
  message(STATUS "amp-clang: sanitizers: runtime ${AMP_CLANG_RUNTIME_SANITIZE}; compiler ${AMP_CLANG_COMPILER_SANITIZE}")
endif()

# Instruments <target> with the runtime's sanitizers (none in a normal build).
# The runtime library also asks every program that links it, through CMake
# (the installed package's AmpClang::runtime too), to link the sanitizer's runtime.
function(amp_clang_sanitize_runtime target)
  if(AMP_CLANG_RUNTIME_SANITIZE)
    target_compile_options(${target} PRIVATE ${AMP_CLANG_RUNTIME_SANITIZE})
    target_link_options(${target} PRIVATE ${AMP_CLANG_RUNTIME_SANITIZE})
    if(target STREQUAL "amp_runtime")
      list(FILTER AMP_CLANG_RUNTIME_SANITIZE INCLUDE REGEX "^-fsanitize=")
      target_link_options(${target} INTERFACE ${AMP_CLANG_RUNTIME_SANITIZE})
    endif()
  endif()
endfunction()
