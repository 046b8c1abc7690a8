// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-goto: no goto statements or labels in amp code.
#include <amp.h>
using namespace concurrency;

int search(int n) restrict(amp) {
  for (int i = 0; i < n; ++i)
    if (i * i > n)
      goto found; // expected-error {{goto statement in restrict(amp) code [amp-goto]}}
  return -1;
found:            // expected-error {{label 'found' in restrict(amp) code [amp-goto]}}
  return 1;
}

struct Kernel {
  array_view<int, 1> out;
  void operator()(index<1> i) const restrict(amp) {
  again: // expected-error {{label 'again' in restrict(amp) code}}
    out[i] += 1;
    if (out[i] < 3)
      goto again; // expected-error {{goto statement in restrict(amp) code}}
  }
};

void kernel(array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    [=]() restrict(amp) {
      goto done; // expected-error {{goto statement}}
    done:        // expected-error {{label 'done'}}
      out[i] = 0;
    }();
  });
}

// Valid neighbours: switch labels, break and continue; goto in cpu code.
int classify(int v) restrict(amp) {
  int r = 0;
  for (int i = 0; i < 4; ++i) {
    if (i == v) continue;
    switch (v) {
    case 0: r += 1; break;
    default: r += 2; break;
    }
    if (r > 5) break;
  }
  return r;
}
int host(int n) {
  if (n) goto out;
  n = 1;
out:
  return n;
}
