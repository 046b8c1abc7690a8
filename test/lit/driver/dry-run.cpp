// -### prints, on stderr and quoted as clang quotes, the commands a compile
// would run, and runs nothing.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %amp-clang -### -c %S/Inputs/sum.cpp -o %t/sum.o -O2 -DX=1 -I "%t/a dir" 2> %t/c.txt > %t/out.txt
// RUN: count 0 < %t/out.txt
// RUN: FileCheck %s --check-prefix=COMPILE --input-file=%t/c.txt
// COMPILE: amp-clang version
// COMPILE-NEXT: {{^}} "amp-clang" "-fsyntax-only" {{.*}}"-DX=1" "-I" "{{.*}}a dir"{{.*}} "{{.*}}Inputs/sum.cpp"
// COMPILE-NEXT: {{^}} "{{[^"]*}}clang{{[^"]*}}" "-std=c++17" {{.*}}"-O2" {{.*}}"-x" "c++" "{{.*}}amp-sum-{{.*}}.cpp" "-c" "-o" "{{.*}}sum.o"
// COMPILE-NOT: amp_runtime
// RUN: not test -e %t/sum.o
//
// Linking: each source's commands, then one link with the runtime.
// RUN: %amp-clang -### %S/Inputs/sum.cpp %t/other.o -shared -Wl,-z,defs -o %t/lib.so 2>&1 | FileCheck %s --check-prefix=LINK
// LINK: "amp-clang" "-fsyntax-only"
// LINK-NEXT: "-c" "-o" "[[OBJ:[^"]*]]"
// LINK-NEXT: "[[OBJ]]" "{{.*}}other.o" "-o" "{{.*}}lib.so" "-L{{.*}}" "-Wl,-rpath,{{.*}}" "-lamp_runtime" {{.*}}"-shared"
// RUN: not test -e %t/lib.so
