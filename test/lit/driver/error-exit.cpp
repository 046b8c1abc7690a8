// A program breaking a restrict(amp) rule does not compile: the error names
// file:line:col and the rule, the exit status is non-zero, nothing is linked.
// RUN: rm -f %t
// RUN: not %amp-clang %s -o %t 2> %t.err
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not="{{warning|error}}:"
// RUN: not test -e %t
#include <amp.h>
using namespace concurrency;

void run(array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    char c = 1;
    out[i] = c;
  });
}
int main() { return 0; }
// CHECK: error-exit.cpp:12:5: error: type 'char' is not allowed in restrict(amp) code: {{.*}} [amp-char-type]
// CHECK-NEXT: 12 |     char c = 1;
// CHECK: error-exit.cpp:12:5: note: {{.*}}<amp_bytes.h>
