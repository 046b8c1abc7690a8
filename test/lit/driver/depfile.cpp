// -MD/-MMD write make dependency files computed by amp-clang: the source, the
// user's headers, amp's own headers (from the precompiled header too) and,
// with -MD, the system headers; no -M flag reaches a compiler, so the PCH stays on.
// RUN: rm -rf %t && mkdir -p %t
// CMake's Ninja and Makefiles generators: -MD -MT <object> -MF <depfile>.
// RUN: %amp-clang -v -c %S/Inputs/dep-main.cpp -I %S/Inputs/dep-include -MD -MT obj.o -MF %t/obj.d -o %t/obj.o 2> %t/v.txt
// RUN: FileCheck %s --check-prefix=PCH --input-file=%t/v.txt
// PCH: precompiled header (frontend): {{using|built}}
// PCH-NOT: "-M
// RUN: FileCheck %s --check-prefix=MD --input-file=%t/obj.d
// MD: obj.o: \
// MD-NEXT: {{^  .*}}Inputs/dep-main.cpp \
// MD-DAG: {{^  .*}}Inputs/dep-include/dep-user.h
// MD-DAG: {{^  .*}}include/amp.h
// MD-DAG: {{^  .*}}include/amp_clang/array_view.h
// MD-DAG: {{^  .*}}include/amp_clang/restrict.h
// MD-DAG: {{^  /usr/include/.*}}
// MD-DAG: {{^  .*}}/vector
// The PCH's headers are listed as a build without the PCH lists them, and none of the PCH cache's files.
// RUN: %amp-clang -fno-amp-pch -c %S/Inputs/dep-main.cpp -I %S/Inputs/dep-include -MD -MT obj.o -MF %t/nopch.d -o %t/nopch.o
// RUN: sort %t/obj.d > %t/obj.sorted && sort %t/nopch.d > %t/nopch.sorted && diff %t/obj.sorted %t/nopch.sorted
// RUN: not grep -q pch %t/obj.d
//
// -MMD: no system headers; amp's own headers stay.
// RUN: %amp-clang -c %S/Inputs/dep-main.cpp -I %S/Inputs/dep-include -MMD -MF %t/mmd.d -o %t/mmd.o
// RUN: FileCheck %s --check-prefix=MMD --input-file=%t/mmd.d --implicit-check-not=/usr/
// MMD: mmd.o: \
// MMD-DAG: dep-user.h
// MMD-DAG: include/amp.h
//
// -MD alone: <object stem>.d beside the object, target the object; without -o, <stem>.o in the working folder.
// RUN: %amp-clang -c %S/Inputs/dep-main.cpp -I %S/Inputs/dep-include -MD -o %t/beside.o
// RUN: FileCheck %s --check-prefix=BESIDE --input-file=%t/beside.d
// BESIDE: {{.*}}beside.o: \
// RUN: cd %t && %amp-clang -fsyntax-only %S/Inputs/dep-main.cpp -I %S/Inputs/dep-include -MD
// RUN: FileCheck %s --check-prefix=STEM --input-file=%t/dep-main.d
// STEM: {{^}}dep-main.o: \
//
// -MQ quotes for make, several targets, -MP adds a phony rule per header.
// RUN: %amp-clang -fsyntax-only %S/Inputs/dep-main.cpp -I %S/Inputs/dep-include -MMD -MQ '$out dir/a.o' -MT b.o -MP -MF %t/mp.d
// RUN: FileCheck %s --check-prefix=MP --input-file=%t/mp.d --implicit-check-not=dep-main.cpp:
// MP: {{^}}$$out\ dir/a.o b.o: \
// MP: {{^}}/{{.*}}include/amp.h:{{$}}
// MP: {{^}}/{{.*}}dep-user.h:{{$}}
//
// -M/-MM: only the rule, on stdout or to -o; nothing compiled.
// RUN: cd %t && %amp-clang -MM %S/Inputs/dep-main.cpp -I %S/Inputs/dep-include | FileCheck %s --check-prefix=MM --implicit-check-not=/usr/
// MM: {{^}}dep-main.o: \
// MM: dep-user.h
// RUN: not test -e %t/dep-main.o
// RUN: %amp-clang -M %S/Inputs/dep-main.cpp -I %S/Inputs/dep-include -o %t/m.txt
// RUN: FileCheck %s --check-prefix=M --input-file=%t/m.txt
// M: {{^}}dep-main.o: \
// M: /usr/include/
//
// A failed compile writes no dependency file.
// RUN: not %amp-clang -fsyntax-only %S/error-exit.cpp -MD -MF %t/failed.d 2> /dev/null
// RUN: not test -e %t/failed.d
