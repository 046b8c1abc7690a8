// RUN: %amp-clang %s -o %t
// RUN: env AMP_CLANG_LOG=3 %run %t 2>%t.log | FileCheck %s
// RUN: FileCheck --check-prefix=LOG %s < %t.log
// RUN: %amp-clang -emit-host %s -o - | FileCheck --check-prefix=HOST %s
// Seed 002: an array_view of non-const elements that the kernel only reads is
// never copied back: the compiler finds no write in the kernel body. Writes
// through operators, element methods, atomics or a call it cannot see keep
// the copy-back.
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

struct Cell {
  float v;
  float get() const restrict(amp) { return v; }
};

float twice(const float &f) restrict(amp) { return 2 * f; }
void bump(float &f) restrict(amp) { f += 1; }

int main() {
  const int n = 256;
  std::vector<float> src(n, 2), dst(n, 0), acc(n, 0);
  std::vector<Cell> cells(n, Cell{3});
  array_view<float, 1> s(n, src), d(n, dst), a(n, acc);
  array_view<Cell, 1> c(n, cells);
  std::fprintf(stderr, "--- reads\n");
  parallel_for_each(d.extent, [=](index<1> i) restrict(amp) {
    d[i] = s[i] + twice(s[i]) + c[i].get() + c[i].v + s.extent[0] * 0;
  });
  d.synchronize();
  s.synchronize();
  c.synchronize();
  std::printf("reads: %s\n", dst[0] == 2 + 4 + 3 + 3 ? "PASS" : "FAIL");
  std::fprintf(stderr, "--- writes\n");
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { bump(a[i]); });
  a.synchronize();
  std::printf("writes: %s\n", acc[5] == 1 ? "PASS" : "FAIL");
  return 0;
}
// CHECK: reads: PASS
// CHECK: writes: PASS
// Only d comes back after the first kernel; a comes back after the second.
// LOG-LABEL: --- reads
// LOG: launch {{.*}} 3 views
// LOG-COUNT-1: device -> host
// LOG-NOT: device -> host
// LOG-LABEL: --- writes
// LOG: launch
// LOG: device -> host: 1024 bytes
// HOST: _Amp_a.view({{[0-9]+}}, d);
// HOST-SAME: _Amp_a.view({{[0-9]+}}, s, false);
// HOST-SAME: _Amp_a.view({{[0-9]+}}, c, false);
// HOST: _Amp_a.view({{[0-9]+}}, a);
