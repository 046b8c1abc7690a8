// A source that defines a macro before it includes amp.h: amp.h cannot come
// from a precompiled header (it would be read before the macro).
#define SCALE 3
#include <amp.h>
#include <cstdio>
using namespace concurrency;

int main() {
  int data[4] = {1, 2, 3, 4};
  array_view<int, 1> v(4, data);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] *= SCALE; });
  std::printf("scaled %d %d %d %d\n", v[0], v[1], v[2], v[3]);
  return 0;
}
