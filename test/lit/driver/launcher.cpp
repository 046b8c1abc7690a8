// --launcher <compiler> <args>: amp-clang as CMake's CXX_COMPILER_LAUNCHER.
// The named compiler compiles the host code (in its own process); -MD and the
// other flags read as without the launcher.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %amp-clang --launcher clang++-19 -v -MD -MT obj.o -MF %t/obj.d -c %S/Inputs/dep-main.cpp -I %S/Inputs/dep-include -o %t/obj.o 2> %t/v.txt
// RUN: FileCheck %s --check-prefix=HOST --input-file=%t/v.txt
// HOST: {{^}} "clang++-19" "-std=c++17" {{.*}}"-c" "-o" "{{.*}}obj.o"{{$}}
// HOST-NOT: "-M
// RUN: FileCheck %s --check-prefix=DEPS --input-file=%t/obj.d
// DEPS: obj.o: \
// DEPS-NEXT: Inputs/dep-main.cpp \
// DEPS: dep-user.h
// RUN: %amp-clang %t/obj.o -o %t/app && %t/app
