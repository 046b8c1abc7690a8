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
    out[i] += char() + 4;    // expected-error {{type 'char'}} expected-note {{<amp_bytes.h>}}
    out[i] += int() + unsigned();
  });
}

// An enumeration stored in 8 bits is as unusable as char.
enum Suit : char { Diamonds, Hearts };
bool is_hearts(Suit s) restrict(amp) { return s == Hearts; } // expected-error {{type 'Suit' is not allowed in restrict(amp) code: 8-bit types}} expected-note {{<amp_bytes.h>}}

// Valid neighbours: no diagnostic.
enum Colour { Red, Green };
enum class Wide : unsigned int { A, B };
int colour(Colour c, Wide w) restrict(amp) { return c == Red && w == Wide::B; }
int fine(unsigned int packed, bool flag) restrict(amp) { return flag ? (int)(packed & 0xffu) : 0; }
void host_only(char c) {}
void words(array_view<int, 1> out) {
  Words w = {7};
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = (int)w.w + fine(5u, true); });
}

// Template arguments, captured classes, array elements and `this`.
template <class T> int size_of() restrict(amp) { return (int)sizeof(T); }
template <class T> int first(const T *p) restrict(amp) { return (int)p[0]; } // expected-error {{type 'char'}} expected-note {{<amp_bytes.h>}}
struct Text { char name[8]; int len; };
struct Chars {
  unsigned char tag;
  int get() const restrict(amp) { return 1; } // expected-error {{type 'unsigned char'}} expected-note {{<amp_bytes.h>}}
};
void more(array_view<int, 1> out, Text host_text) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    int n = size_of<char>();  // expected-error {{type 'char'}} expected-note {{<amp_bytes.h>}}
    signed char arr[4] = {};  // expected-error {{type 'signed char'}} expected-note {{<amp_bytes.h>}}
    out[i] = n + host_text.len + first<char>(nullptr); // expected-error 2 {{type 'char'}} expected-note 2 {{<amp_bytes.h>}} expected-note {{in instantiation of 'first<char>' requested here}}
  });
}
// Valid: a template instantiated with an amp type, bytes packed in words.
void fine_more(array_view<unsigned int, 1> packed) {
  parallel_for_each(packed.extent, [=](index<1> i) restrict(amp) {
    packed[i] = (unsigned int)size_of<unsigned int>() | (packed[i] & 0xff00u);
  });
}
// An init-capture's type is a capture's type too.
void init_capture(array_view<int, 1> out) {
  parallel_for_each(out.extent, [out, c = 'x'](index<1> i) restrict(amp) { out[i] = c; }); // expected-error {{type 'char' is not allowed in restrict(amp) code}} expected-note {{pack bytes into 'unsigned int'}}
  parallel_for_each(out.extent, [out, n = 'x' + 0](index<1> i) restrict(amp) { out[i] = n; }); // valid: int
}
// A class template named only in an amp function's signature is instantiated
// to be judged, as Visual C++ does: C++ alone would leave it undefined.
template <class T> struct Crate { T v; int x; };
int takes_crate(const Crate<unsigned char> &c) restrict(amp); // expected-error {{type 'unsigned char' is not allowed in restrict(amp) code}} expected-note {{<amp_bytes.h>}}
int takes_crate_ok(const Crate<int> &c) restrict(amp);
