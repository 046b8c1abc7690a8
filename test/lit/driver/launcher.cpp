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
// Another compiler named (GCC, Debian's default c++) cannot read the MSVC
// dialect or the headers' rewritten text: amp-clang's own Clang compiles the
// host code instead, so a kernel in a header still builds.
// RUN: %amp-clang --launcher g++ -v -c %S/../run/Inputs/multi-tu/static.cpp -o %t/gcc.o 2> %t/gcc.txt
// RUN: FileCheck %s --check-prefix=GCC --input-file=%t/gcc.txt
// GCC: {{^}} "{{[^"]*}}clang++" "-std=c++17" {{.*}}"-ivfsoverlay"
// GCC-NOT: "g++"
// Named outright with --host-cxx=, a compiler that is not Clang is refused
// for such a file, with the reason and the way out.
// RUN: not %amp-clang --host-cxx=g++ -c %S/../run/Inputs/multi-tu/static.cpp -o %t/gcc2.o 2>&1 | FileCheck %s --check-prefix=NOTCLANG
// NOTCLANG: amp-clang: error: '{{.*}}kernels.h' holds kernels or restriction twins, and only a Clang host compiler can read its rewritten text (-ivfsoverlay); 'g++' is not Clang
