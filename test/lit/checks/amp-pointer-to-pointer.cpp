// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-pointer-to-pointer: pointers and references may not build other compound types.
#include <amp.h>
using namespace concurrency;

typedef int *intp;

int bad_param(int **pp) restrict(amp) { return **pp; } // expected-error {{pointer to pointer 'int **' is not allowed in restrict(amp) code [amp-pointer-to-pointer]}}
int bad_ref(int **&rp) restrict(amp) { return **rp; }  // expected-error {{pointer to pointer 'int **' is not allowed in restrict(amp) code [amp-pointer-to-pointer]}}
intp *bad_return() restrict(amp) { return nullptr; }   // expected-error {{pointer to pointer 'int **'}}

struct Math {
  float scale(const float *const *rows) const restrict(amp) { return **rows; } // expected-error {{pointer to pointer 'const float *const *'}}
};

template <class T> int first(T p) restrict(amp) { return 0; } // expected-error {{pointer to pointer 'int **'}}

void kernel(array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    int x = i[0];
    int *p = &x;
    int **pp = &p;              // expected-error {{pointer to pointer 'int **'}}
    int *ptrs[2] = {p, p};      // expected-error {{array of pointers or references 'int *[2]'}}
    out[i] = **pp + *ptrs[0] + first<int **>(nullptr); // expected-error {{pointer to pointer 'int **'}} expected-note {{in instantiation of 'first<int **>' requested here}}
  });
}

// Valid neighbours: no diagnostic.
void host_only(int **pp, char **argv) {}
int one_level(int *p, const int &r, int (&arr)[4]) restrict(amp) { return *p + r + arr[0]; }
void reseat(int *&rp, int *p) restrict(amp) { rp = p; } // a reference to a pointer: allowed since C++ AMP 1.2
void fine(array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    int a[4] = {1, 2, 3, 4};
    int x = 5;
    int *p = &x;
    int *&alias = p;
    reseat(alias, &a[1]);
    out[i] = one_level(p, x, a) + first<int *>(p) + *alias;
  });
}
