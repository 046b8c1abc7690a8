// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// RUN: %amp-clang -c %s -o %t.o
// A kernel may name an array by reference that it never uses, also when
// nothing in this file makes that array type complete (it once crashed the
// capture layout). expected-no-diagnostics
#include <amp.h>
using namespace concurrency;

void probe(array<int, 1> &arr, array_view<int, 1> av) {
  parallel_for_each(av.get_extent(), [=, &arr](index<1> i) restrict(amp) { av[i] = 1; });
  parallel_for_each(av.get_extent(), [av, &arr](index<1> i) restrict(amp) { av[i] += 2; });
}
