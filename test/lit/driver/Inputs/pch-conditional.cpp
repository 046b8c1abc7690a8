// A source whose include of amp.h depends on a macro of a header included
// before it: with amp.h from a precompiled header the condition could read
// otherwise, so the pre-pass turns the PCH down.
#include <cstdio>
#ifdef EOF
#include <amp.h>
#endif
using namespace concurrency;

int main() {
  int data[4] = {1, 2, 3, 4};
  array_view<int, 1> v(4, data);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += 10; });
  std::printf("added %d %d %d %d\n", v[0], v[1], v[2], v[3]);
  return 0;
}
