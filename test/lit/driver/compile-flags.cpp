// The compile flags clang++ users pass: -I/-isystem/-include/-D/-U/-std= reach
// both the front end and the host compile; -O, -g and flags amp-clang does not
// know (-funroll-loops) reach the host compile alone; -Werror turns warnings
// into errors; -Wno-<amp id> switches an amp diagnostic off.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %amp-clang -### -O3 -g -funroll-loops -isystem %S/Inputs/flag-sys -include %S/Inputs/flag-include.h -DFLAG_D=7 -UFLAG_U -std=c++20 -c %s -o %t/f.o 2> %t/dry.txt
// RUN: FileCheck %s --check-prefix=DRY --input-file=%t/dry.txt
// DRY: "amp-clang" "-fsyntax-only"
// DRY-NOT: "-O3"
// DRY-NOT: "-g"
// DRY-NOT: "-funroll-loops"
// DRY-SAME: "-isystem" "{{[^"]*}}flag-sys" "-include" "{{[^"]*}}flag-include.h" "-DFLAG_D=7" "-UFLAG_U" "-std=c++20"
// DRY-NEXT: "{{[^"]*}}clang++" {{.*}}"-O3" "-g" "-funroll-loops" {{.*}}"-isystem" "{{[^"]*}}flag-sys" "-include" "{{[^"]*}}flag-include.h" "-DFLAG_D=7" "-UFLAG_U" "-std=c++20"
// Each of -O0..-O3 and -g builds a program that runs.
// RUN: %amp-clang -O0 -g -isystem %S/Inputs/flag-sys -include %S/Inputs/flag-include.h -DFLAG_D=7 -DFLAG_U -UFLAG_U -std=c++20 %s -o %t/o0 && %t/o0 | FileCheck %s
// RUN: %amp-clang -O1 -isystem %S/Inputs/flag-sys -include %S/Inputs/flag-include.h -DFLAG_D=7 -std=c++20 %s -o %t/o1 && %t/o1 | FileCheck %s
// RUN: %amp-clang -O2 -isystem %S/Inputs/flag-sys -include %S/Inputs/flag-include.h -DFLAG_D=7 -std=c++20 %s -o %t/o2 && %t/o2 | FileCheck %s
// RUN: %amp-clang -O3 -isystem %S/Inputs/flag-sys -include %S/Inputs/flag-include.h -DFLAG_D=7 -std=c++20 %s -o %t/o3 && %t/o3 | FileCheck %s
// CHECK: sum 15 cplusplus 202002
// -g leaves debug information in the object.
// RUN: %amp-clang -g -isystem %S/Inputs/flag-sys -include %S/Inputs/flag-include.h -DFLAG_D=7 -std=c++20 -c %s -o %t/g.o
// RUN: llvm-readelf -S %t/g.o | FileCheck %s --check-prefix=DEBUG
// DEBUG: .debug_info
// Without -D the file's own #error fires: exit 1, the location named.
// RUN: not %amp-clang -isystem %S/Inputs/flag-sys -include %S/Inputs/flag-include.h -std=c++20 -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=NOD
// NOD: compile-flags.cpp:[[#@LINE+10]]:{{[0-9]+}}: error: FLAG_D must come from -D
// -W flags reach Clang's warnings and amp's; -Werror makes them fatal;
// -Wno-<amp id> silences an amp warning.
// RUN: %amp-clang -isystem %S/Inputs/flag-sys -include %S/Inputs/flag-include.h -DFLAG_D=7 -std=c++20 -DWARN -Wall -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=WALL
// WALL: warning: unused variable 'unused' [-Wunused-variable]
// WALL: warning: cast removes const {{.*}}[-Wamp-cast-away-const]
// RUN: not %amp-clang -isystem %S/Inputs/flag-sys -include %S/Inputs/flag-include.h -DFLAG_D=7 -std=c++20 -DWARN -Wall -Werror -Wno-amp-cast-away-const -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=WERROR
// WERROR: error: unused variable 'unused' [-Werror,-Wunused-variable]
// WERROR-NOT: amp-cast-away-const
#ifndef FLAG_D
#error FLAG_D must come from -D
#endif
#ifdef FLAG_U
#error -UFLAG_U must undefine it
#endif
#include <flag_sys.h>
#include <amp.h>
#include <cstdio>
using namespace concurrency;

int main() {
  int data[1] = {0};
  array_view<int, 1> v(1, data);
#ifdef WARN
  int unused = 0;
  const int c = 1;
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { *const_cast<int *>(&c) = 2; v[i] = c; });
#endif
  int k = FLAG_D + FLAG_SYS + FLAG_INCLUDED; // 15
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = k; });
  v.synchronize();
  std::printf("sum %d cplusplus %ld\n", data[0], (long)__cplusplus);
  return 0;
}
