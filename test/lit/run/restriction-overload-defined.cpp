// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// RUN: env AMP_CLANG_DEVICE=host %t | FileCheck %s
// The device view's rename of a cpu overload is never a warning (`len` is
// static; amp code no longer calls it there):
// RUN: %amp-clang -fsyntax-only -Wall -Werror %s
// A cpu-only overload defined in the file, of class-type parameters, is no
// candidate in amp code (it would be ambiguous with, or better than, the amp
// overload), and it keeps its body: the kernel it holds still runs. Free
// functions and members.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

struct Pt { float x, y; };
struct Box { int v; };

int pick(int i) restrict(amp) { return i * 10; }
// Holds a kernel that calls the amp overload.
int pick(const Box &b) restrict(cpu) {
  std::vector<int> o(4);
  array_view<int, 1> av(4, o);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = pick(i[0]) + b.v; });
  av.synchronize();
  return o[3];
}

static float len(const Pt &p) restrict(cpu) { return p.x + p.y + 1000.0f; }
static float len(Pt p) restrict(amp) { return p.x + p.y; }

// Reached through an amp function and a restrict(cpu, amp) one: each side
// resolves the call in its own body.
static float viaAmp(Pt p) restrict(amp) { return len(p) + 0.5f; }
static float viaBoth(Pt p) restrict(cpu, amp) { return len(p); }

struct Meter {
  double read(const Pt &) const restrict(cpu) { return 7.0; }
  float read(Pt p) const restrict(amp) { return p.x * 2; }
};

int main() {
  std::printf("cpu %d %.1f %.1f %.1f\n", pick(Box{5}), len(Pt{1, 2}), Meter().read(Pt{1, 2}), viaBoth(Pt{1, 2}));
  // CHECK: cpu 35 1003.0 7.0 1003.0
  std::vector<float> o(4);
  array_view<float, 1> av(4, o);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    Pt p{1, 2};
    av[i] = i[0] == 0 ? len(p) : i[0] == 1 ? Meter().read(p) : i[0] == 2 ? viaAmp(p) : viaBoth(p);
  });
  av.synchronize();
  std::printf("amp %.1f %.1f %.1f %.1f\n", o[0], o[1], o[2], o[3]);
  // CHECK: amp 3.0 2.0 3.5 3.0
}
