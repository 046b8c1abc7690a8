// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// RUN: %amp-clang -fsyntax-only -Wno-amp-cast-away-const %s 2>&1 | count 0
// RUN: not %amp-clang -fsyntax-only -Werror=amp-cast-away-const %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not="{{warning|error}}:"
// RUN: not %amp-clang -fsyntax-only -Werror %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not="{{warning|error}}:"
// Rule amp-cast-away-const (warning): casts that remove const in amp code.
#include <amp.h>
using namespace concurrency;

int through_pointer(const int *p) restrict(amp) {
  int *q = const_cast<int *>(p); // expected-warning {{cast removes const from 'const int *' in restrict(amp) code; writes through it modify data the kernel must treat as read-only [-Wamp-cast-away-const]}}
  // ERR: amp-cast-away-const.cpp:[[@LINE-1]]:12: error: cast removes const from 'const int *'
  return *q;
}

void kernel(array_view<const float, 1> in, array_view<float, 1> out) {
  int captured = 3;
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    int &w = const_cast<int &>(captured); // expected-warning {{cast removes const from 'const int'}}
    // ERR: amp-cast-away-const.cpp:[[@LINE-1]]:14: error: cast removes const from 'const int'
    w = 4;
    float *raw = (float *)&in[i]; // expected-warning {{cast removes const from 'const float *'}}
    // ERR: amp-cast-away-const.cpp:[[@LINE-1]]:18: error: cast removes const
    int &c = (int &)captured; // expected-warning {{cast removes const from 'const int'}}
    // ERR: amp-cast-away-const.cpp:[[@LINE-1]]:14: error: cast removes const
    out[i] = *raw + (float)c + (float)w;
  });
}

// Valid: casts that keep or add const, value conversions, and host code.
typedef int *IntPtr;
float fine(const float *p, int *m) restrict(amp) {
  const int *cq = const_cast<const int *>(m);
  const float *same = (const float *)p;
  int v = (int)*p;
  return *same + (float)*cq + (float)v + (float)IntPtr(m)[0];
}
int *host_only(const int *p) { return const_cast<int *>(p); }
