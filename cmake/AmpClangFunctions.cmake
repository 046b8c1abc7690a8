# CMake functions for C++ AMP targets, in the AdaptiveCpp style: amp-clang runs
# as the compiler launcher of the target's C++ sources (it lowers the kernels,
# then the project's C++ compiler compiles the host code if it is a Clang, else
# amp-clang's own Clang does, into objects of the same ABI), and the target
# links the runtime. Needs AMP_CLANG_EXECUTABLE and AmpClang::runtime
# (AmpClangConfig.cmake sets both).

# add_amp_to_target(<target>): the target's C++ sources may hold restrict(amp)
# kernels. amp-clang replaces the CXX_COMPILER_LAUNCHER the target had
# (CMAKE_CXX_COMPILER_LAUNCHER's value by default); a ccache there is kept:
# amp-clang runs the compile behind it (`--ccache=`), since ccache in front of
# `amp-clang --launcher <cxx>` would take <cxx> for a second source and cache nothing.
function(add_amp_to_target target)
  if(NOT TARGET ${target})
    message(FATAL_ERROR "add_amp_to_target: no target named ${target}")
  endif()
  get_target_property(type ${target} TYPE)
  if(type STREQUAL "INTERFACE_LIBRARY")
    message(FATAL_ERROR "add_amp_to_target: ${target} is an INTERFACE library; it compiles nothing")
  endif()
  get_target_property(previous ${target} CXX_COMPILER_LAUNCHER)
  set(launcher "${AMP_CLANG_EXECUTABLE};--launcher")
  if(previous)
    list(GET previous 0 previous_tool)
  endif()
  if(previous AND previous_tool STREQUAL AMP_CLANG_EXECUTABLE)
    set(launcher "${previous}") # added before: keep its ccache
  elseif(previous)
    get_filename_component(previous_name "${previous_tool}" NAME)
    if(previous_name STREQUAL "ccache")
      find_program(AMP_CLANG_CCACHE "${previous_tool}")
      if(AMP_CLANG_CCACHE)
        list(APPEND launcher "--ccache=${AMP_CLANG_CCACHE}")
      endif()
    else()
      message(STATUS "add_amp_to_target(${target}): amp-clang replaces the launcher ${previous}")
    endif()
  endif()
  set_property(TARGET ${target} PROPERTY CXX_COMPILER_LAUNCHER "${launcher}")
  # PUBLIC: a library's users include amp.h through its headers and link the
  # runtime its kernels launch through.
  target_link_libraries(${target} PUBLIC AmpClang::runtime)
  # amp-clang's default (the MSVC dialect, docs/msvc.md), spelled out so that
  # compile_commands.json shows editors (clangd) the dialect the code is in.
  target_compile_options(${target} PRIVATE -fms-extensions)
endfunction()

# amp_add_executable(<name> <add_executable arguments>...)
function(amp_add_executable name)
  add_executable(${name} ${ARGN})
  add_amp_to_target(${name})
endfunction()

# amp_add_library(<name> [STATIC|SHARED|OBJECT|MODULE] <sources>...)
function(amp_add_library name)
  add_library(${name} ${ARGN})
  add_amp_to_target(${name})
endfunction()
