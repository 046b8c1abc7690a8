// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// RUN: %amp-clang -fsyntax-only %s
// Amp code never chooses a cpu-only overload, whatever the parameter types:
// pick(s) in amp code calls the amp pick (taking a reference and a default
// argument) although the cpu one taking S by value would be an exact match,
// and cpu code still calls the cpu one. An overload of another arity and a
// member overloaded on a pointer versus a reference behave the same way.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

struct S {
  int v;
};

int pick(S s) restrict(cpu) { return s.v + 1000; }
int pick(const S &s, int bias = 10) restrict(amp) { return s.v + bias; }

int arity(S s) restrict(cpu) { return -s.v; }
int arity(int a, int b = 100) restrict(amp) { return a + b; }

struct Table {
  int base;
  int at(const int *p) const restrict(cpu) { return base + *p + 5000; }
  int at(const int &r) const restrict(amp) { return base + r; }
};

int main() {
  S s = {7};
  Table t = {1};
  int three = 3;
  // CHECK: cpu 1007 -7 5004
  std::printf("cpu %d %d %d\n", pick(s), arity(s), t.at(&three));
  std::vector<int> out(3);
  array_view<int, 1> ov(3, out);
  parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) {
    S local = {i[0]};
    int k = 2;
    ov[i] = pick(local) * 10000 + arity(i[0]) * 10 + t.at(k);
  });
  ov.synchronize();
  // CHECK: amp 101003 111013 121023
  std::printf("amp %d %d %d\n", out[0], out[1], out[2]);
}
