// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-char-type: 8-bit character types are not amp types.
#include <amp.h>
using namespace concurrency;

struct Bytes { unsigned char b[4]; };
struct Words { unsigned int w; };

int bad_param(char c) restrict(amp) { // expected-error {{type 'char' is not allowed in restrict(amp) code: 8-bit types are not supported on the accelerator [amp-char-type]}} expected-note {{<amp_bytes.h>}}
  return c;
}

signed char bad_return() restrict(amp) { return 0; } // expected-error {{type 'signed char'}} expected-note {{<amp_bytes.h>}}

void kernel(array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    unsigned char local = 1; // expected-error {{type 'unsigned char'}} expected-note {{<amp_bytes.h>}}
    Bytes b;                 // expected-error {{type 'unsigned char'}} expected-note {{<amp_bytes.h>}}
    out[i] = local + (int)(char)i[0]; // expected-error {{type 'char'}} expected-note {{<amp_bytes.h>}}
  });
}

// Valid neighbours: no diagnostic.
int fine(unsigned int packed, bool flag) restrict(amp) { return flag ? (int)(packed & 0xffu) : 0; }
void host_only(char c) {}
void words(array_view<int, 1> out) {
  Words w = {7};
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = (int)w.w + fine(5u, true); });
}
