// Random-program finding (test/random, seed 131 of the second campaign):
// internal error. In a kernel, a lambda `g` copies another lambda `f` that
// holds a view and a const capture (`c`, odr-used through a const reference).
// amp-clang builds the copy of f's closure by member assignments, and OpenCL C
// refuses to assign its const member:
//   error: internal error: the OpenCL C amp-clang generated for this file's
//   kernels does not compile: cannot assign to non-static data member
//   'amp_field2' with const-qualified type 'const uint' [amp-internal-opencl]
// (exit status 70). Without the view in f, or with `x + c` (no reference to
// c), it compiles. Valid C++ AMP; the host compiler takes it.
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

static const unsigned int &pick(const unsigned int &a, const unsigned int &b) restrict(cpu, amp) {
  return a < b ? a : b;
}

int main() {
  const int n = 8;
  std::vector<unsigned int> out(n), in(n, 3u);
  array_view<unsigned int, 1> vout(n, out);
  array_view<const unsigned int, 1> ro(n, in);
  const unsigned int c = 5u;
  parallel_for_each(vout.extent, [=](index<1> idx) restrict(amp) {
    auto f = [=](unsigned int x) restrict(amp) -> unsigned int { return pick(x, c) + ro[idx]; };
    auto g = [=](unsigned int x) restrict(amp) -> unsigned int { return f(x) + 100u; };
    vout[idx] = g((unsigned int)idx[0]);
  });
  vout.synchronize();
  for (unsigned int x : out) std::printf("%u ", x);
  std::printf("\n");  // expected: 103 104 105 106 107 108 108 108
  return 0;
}
