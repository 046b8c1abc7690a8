// Diagnostics are coloured as Clang's are when colour is asked for (a terminal
// turns it on by itself), and plain otherwise.
// RUN: not %amp-clang -fsyntax-only -fcolor-diagnostics %s 2>&1 | FileCheck %s --check-prefix=COLOUR
// RUN: not %amp-clang -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=PLAIN
#include <amp.h>
int bad(char c) restrict(amp) { return c; }
// COLOUR: {{.*}}[0;1;31merror: {{.*}}type 'char' is not allowed in restrict(amp) code
// PLAIN: colour.cpp:6:9: error: type 'char' is not allowed in restrict(amp) code
// PLAIN-NOT: {{.*}}[0;1;31m
