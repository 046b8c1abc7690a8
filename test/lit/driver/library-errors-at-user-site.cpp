// An error that arises inside amp-clang's headers or a system header while a
// template is instantiated for the user's code is reported at the nearest
// point in the user's code, with a note at the header and the instantiation
// chain; errors in the user's own code are reported where they are.
// RUN: not %amp-clang -fsyntax-only %s 2> %t.err
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not="{{warning|error}}:"
// RUN: not %amp-clang %s -o %t 2> %t.full
// RUN: FileCheck %s --input-file=%t.full --implicit-check-not="{{warning|error}}:"
#include <amp.h>
#include <algorithm>
using namespace concurrency;

#define BAD_TILE(e) (e).tile<-1>()

// A class template instantiated at once (line 16).
extent<0> e0;

// The nearest point in user code is inside the user's template (line 20).
template <int N> void make_index() {
  index<N> i;
}

// Member functions are instantiated at the end of the file, in order of use.
void member_errors(const int *p) {
  extent<2> e(4);           // line 25
  extent<1> e1(8);
  make_index<0>();          // line 27
  auto t = BAD_TILE(e1);    // line 28: a macro's expansion in user code
  int out = 0;
  std::copy(p, p + 1, out); // line 30: an error deep under std::copy
}

// An error in the user's own template stays where it is written (line 34).
template <typename T> int user_error(T v) { return v.missing; }
int user_call() { return user_error(1); }

int main() { return 0; }

// CHECK: library-errors-at-user-site.cpp:16:{{[0-9]+}}: error: static assertion failed {{.*}}extent rank must be positive
// CHECK-NEXT: 16 | extent<0> e0;
// CHECK: amp_clang/extent_index.h:{{[0-9]+}}:{{[0-9]+}}: note: the error above arises here, in a library header
// CHECK: library-errors-at-user-site.cpp:16:{{[0-9]+}}: note: in instantiation of template class 'Concurrency::extent<0>' requested here
// CHECK: library-errors-at-user-site.cpp:28:{{[0-9]+}}: error: static assertion failed {{.*}}tile dimensions must be positive
// CHECK: note: expanded from macro 'BAD_TILE'
// CHECK: amp_clang/tiled.h:{{[0-9]+}}:{{[0-9]+}}: note: the error above arises here, in a library header
// CHECK: library-errors-at-user-site.cpp:25:{{[0-9]+}}: error: static assertion failed {{.*}}extent(e0) needs rank 1
// CHECK: note: the error above arises here, in a library header
// CHECK: library-errors-at-user-site.cpp:20:{{[0-9]+}}: error: static assertion failed {{.*}}index rank must be positive
// CHECK: note: the error above arises here, in a library header
// CHECK: library-errors-at-user-site.cpp:27:{{[0-9]+}}: note: in instantiation of function template specialization 'make_index<0>' requested here
// CHECK: library-errors-at-user-site.cpp:28:{{[0-9]+}}: error: no matching conversion for functional-style cast
// CHECK: note: the error above arises here, in a library header
// CHECK: library-errors-at-user-site.cpp:30:{{[0-9]+}}: error: indirection requires pointer operand
// CHECK: stl_algobase.h:{{[0-9]+}}:{{[0-9]+}}: note: the error above arises here, in a library header
// CHECK: library-errors-at-user-site.cpp:30:{{[0-9]+}}: note: in instantiation of function template specialization 'std::copy<const int *, int>' requested here
// CHECK: library-errors-at-user-site.cpp:34:{{[0-9]+}}: error: member reference base type 'int' is not a structure or union
// CHECK-NOT: arises here
