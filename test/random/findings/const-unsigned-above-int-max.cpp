// Random-program finding (test/random, seeds 74 and others of the campaigns):
// wrong values. A `const unsigned int` of the host function, used in a kernel,
// is a constant expression: amp-clang writes its value into the OpenCL C as a
// decimal literal without a suffix (`3000000000`). In OpenCL C such a literal
// is a `long`, so `c + own` no longer wraps at 2^32 and the shift sees bit 32:
// 178 of 256 values wrong on PoCL. Written as `3000000000u` (or with the
// variable not const) the values are right; the host accelerator is right.
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

int main() {
  const int n = 256;
  std::vector<unsigned int> out(n), in(n);
  for (int i = 0; i < n; ++i) in[i] = out[i] = (unsigned int)i * 0x01000000u;
  const unsigned int c = 3000000000u;
  array_view<unsigned int, 1> vout(n, out);
  parallel_for_each(vout.extent, [=](index<1> idx) restrict(amp) {
    unsigned int own = vout[idx];
    vout[idx] = (c + own) >> 4;
  });
  vout.synchronize();
  int wrong = 0;
  for (int i = 0; i < n; ++i) wrong += out[i] != (c + in[i]) >> 4;
  std::printf("const unsigned int above INT_MAX: %d of %d wrong\n", wrong, n);
  return wrong ? 1 : 0;
}
