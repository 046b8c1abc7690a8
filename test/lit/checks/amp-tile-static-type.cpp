// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-tile-static-type: tile_static variables hold values; pointers into
// tile_static memory live in ordinary locals.
#include <amp.h>
#include <amp_graphics.h>
using namespace concurrency;
using namespace concurrency::graphics;

void bad(array_view<int, 1> a) {
  parallel_for_each(a.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static int *p; // expected-error {{tile_static variable 'p' has pointer type 'int *'; tile_static memory holds values, keep pointers to it in ordinary locals [amp-tile-static-type]}}
    tile_static float *rows[2]; // expected-error {{tile_static variable 'rows' has pointer type 'float *[2]'}} \
                                // expected-error {{array of pointers or references 'float *[2]' is not allowed in restrict(amp) code}}
    tile_static decltype(nullptr) none; // expected-error {{tile_static variable 'none' has std::nullptr_t type}}
    (void)p; (void)rows; (void)none;
    a[t.global] = 0;
  });
}

// Views are handles to memory elsewhere, alone, in a class or through a base.
struct Holder { array_view<int, 1> v; int n; };
struct Derived : Holder {};
void views() restrict(amp) {
  tile_static array_view<float, 1> view; // expected-error {{tile_static variable 'view' has concurrency::array, array_view or texture (or a class holding one) type 'array_view<float, 1>'}}
  tile_static array<int, 1> arr;         // expected-error {{tile_static variable 'arr' has concurrency::array, array_view or texture}}
  tile_static Holder held;               // expected-error {{tile_static variable 'held' has concurrency::array, array_view or texture (or a class holding one) type 'Holder'}}
  tile_static Derived derived[2];        // expected-error {{tile_static variable 'derived' has concurrency::array, array_view or texture}}
  (void)view; (void)arr; (void)held; (void)derived;
}
// Textures and their views too (Microsoft's C3584).
void textures() restrict(amp) {
  tile_static writeonly_texture_view<int_2, 3> written[2]; // expected-error {{tile_static variable 'written' has concurrency::array, array_view or texture (or a class holding one) type 'writeonly_texture_view<int_2, 3>[2]'}}
  tile_static texture_view<const float, 2> read;           // expected-error {{tile_static variable 'read' has concurrency::array, array_view or texture}}
  (void)written; (void)read;
}

// Valid neighbours: values, arrays and classes in tile_static memory, and a
// pointer to them in an ordinary local.
struct Pair { int x, y; };
void good(array_view<int, 1> a) {
  parallel_for_each(a.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static int buf[4];
    tile_static Pair pair;
    tile_static float scale;
    buf[t.local[0]] = t.global[0];
    if (t.local[0] == 0) { pair.x = 1; scale = 2.0f; }
    t.barrier.wait();
    int *first = &buf[0];
    a[t.global] = *first + pair.x + (int)scale;
  });
}
