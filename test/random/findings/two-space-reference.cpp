// Random-program finding (test/random, seed 29 of the first campaign): false
// rejection. A helper returning one of two const references, called with a
// captured value and a local, is refused: "cannot yet lower a pointer or
// reference holding addresses in two address spaces" (amp-unsupported-construct)
// when the captures exceed 1024 bytes (the argument block is then __constant).
// Valid C++ AMP (issue 46, item 1 lists the same class for float&).
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

static const unsigned int &pick(const unsigned int &a, const unsigned int &b) restrict(amp) {
  return (a & 1u) ? a : b;
}

int main() {
  const int n = 8;
  std::vector<unsigned int> out(n);
  array_view<unsigned int, 1> vout(n, out);
  // over 1024 bytes of captures: the argument block is a __constant buffer
  struct Table { unsigned int v[300]; } table = {};
  unsigned int captured = 1000u;
  parallel_for_each(vout.extent, [=](index<1> idx) restrict(amp) {
    unsigned int local = (unsigned int)idx[0] + table.v[0];
    vout[idx] = pick(local, captured);
  });
  vout.synchronize();
  for (unsigned int x : out) std::printf("%u ", x);
  std::printf("\n");  // expected: 1000 1 1000 3 1000 5 1000 7
  return 0;
}
