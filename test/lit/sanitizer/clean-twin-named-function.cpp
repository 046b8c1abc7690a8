// RUN: %amp-clang -fsanitize=amp %s -o %t
// RUN: %t 2>&1 | FileCheck %s --implicit-check-not=amp-sanitizer
// An amp function template sharing its name with a cpu function template (a
// restriction twin: the host compile reads the file with the amp one blank)
// whose body accesses array elements. The sanitizer's host edits wrap element
// accesses in amp code for the host accelerator; in the blank stretch they
// wrapped nothing, `(host_el(   , 2u, ...))`, and the valid program did not
// compile under -fsanitize=amp (the conformance suite's
// 5_2_a_v/5_2_2_c/Test.02). Such edits are dropped.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

template <typename T>
void check(index<1> idx, array<T, 1> &data, array<int, 1> &result) restrict(amp) {
  if (data[idx] != T(1)) {
    result[idx] = 11;
    return;
  }
  result[idx] = 100;
}

template <typename T>
int check(accelerator_view av) {
  std::vector<T> v(16, T(1));
  array<T, 1> data(16, v.begin(), av);
  array<int, 1> result(16, av);
  parallel_for_each(data.extent, [&](index<1> i) restrict(amp) { check(i, data, result); });
  std::vector<int> out = result;
  int sum = 0;
  for (int x : out)
    sum += x;
  return sum;
}

int main() {
  accelerator_view av = accelerator().default_view;
  std::printf("int %d float %d\n", check<int>(av), check<float>(av));
  return 0;
}

// CHECK: int 1600 float 1600
