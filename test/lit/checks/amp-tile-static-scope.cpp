// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// RUN: %amp-clang -fsyntax-only -Xclang -verify=param -DPARAM %s
// Rule amp-tile-static-scope: tile_static only on local variables of restrict(amp) functions.
#include <amp.h>
using namespace concurrency;

tile_static int global_tile[16]; // expected-error {{tile_static variable 'global_tile' must be a local variable of a restrict(amp) function [amp-tile-static-scope]}}

struct Holder {
  tile_static int member; // expected-error {{tile_static variable 'member' must be a local variable}}
};

#ifdef PARAM
// tile_static is a storage class, which no parameter may have.
int param(tile_static int p) restrict(amp) { return p; } // param-error {{invalid storage class specifier in function declarator}}
#endif

void cpu_function() {
  tile_static int on_host; // expected-error {{tile_static variable 'on_host' must be a local variable}}
  (void)on_host;
}

int both(int i) restrict(cpu, amp) {
  tile_static int shared[4]; // expected-error {{tile_static variable 'shared' must be a local variable}}
  return shared[i];
}

void cpu_lambda() {
  auto f = []() restrict(cpu) {
    tile_static float x; // expected-error {{tile_static variable 'x' must be a local variable}}
    return x;
  };
  f();
}

template <typename T> T in_template() restrict(cpu) {
  tile_static T t; // expected-error {{tile_static variable 't' must be a local variable}}
  return t;
}
template int in_template<int>();
template float in_template<float>();

// Valid: locals of restrict(amp) functions, lambdas and templates.
int helper(int i) restrict(amp) {
  tile_static int scratch[16];
  scratch[i] = i;
  return scratch[0];
}
template <typename T> T amp_template(int i) restrict(amp) {
  tile_static T buf[8];
  return buf[i];
}
void kernel(array_view<int, 1> out) {
  parallel_for_each(out.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
    tile_static int local[16];
    local[t.local[0]] = t.global[0];
    t.barrier.wait();
    out[t.global] = local[15 - t.local[0]] + helper(t.local[0]) + amp_template<int>(0);
  });
}
