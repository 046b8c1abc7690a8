// RUN: %amp-clang -fsyntax-only -Xclang -verify %s
// Rule amp-bool-array: bool and std::nullptr_t are amp types as single values
// only, never as array elements.
#include <amp.h>
#include <cstddef>
using namespace concurrency;

void locals() restrict(amp) {
  bool seen[8]; // expected-error {{array type 'bool[8]' is not allowed in restrict(amp) code: bool is supported as a single value only; store the flags as int [amp-bool-array]}}
  seen[0] = true;
  bool grid[2][2]; // expected-error {{array type 'bool[2][2]' is not allowed in restrict(amp) code}}
  grid[0][0] = false;
  std::nullptr_t nulls[2]; // expected-error {{array type 'std::nullptr_t[2]' is not allowed in restrict(amp) code: std::nullptr_t is supported as a single value only [amp-bool-array]}}
  (void)nulls;
}

int parameter(const bool (&flags)[4]) restrict(amp) { // expected-error {{array type 'bool[4]' is not allowed in restrict(amp) code}}
  return flags[0] ? 1 : 0;
}

void tiled(array_view<int, 1> out) {
  parallel_for_each(out.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
    tile_static bool done[16]; // expected-error {{array type 'bool[16]' is not allowed in restrict(amp) code}}
    done[t.local[0]] = true;
    t.barrier.wait();
    out[t.global] = done[0] ? 1 : 0;
  });
}

// Valid: single bool values, int flags, and bool arrays in cpu code.
int fine(int n) restrict(amp) {
  bool odd = (n & 1) != 0;
  int seen[8] = {};
  seen[0] = odd ? 1 : 0;
  std::nullptr_t none = nullptr;
  int *p = none;
  return seen[0] + (p ? 1 : 0);
}
void host() {
  bool flags[4] = {true, false, true, false};
  (void)flags;
}
