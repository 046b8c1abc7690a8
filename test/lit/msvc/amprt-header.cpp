// RUN: %amp-clang %s -o %t
// RUN: %t | FileCheck %s
// RUN: %amp-clang -DMATH_ONLY -fsyntax-only %s
// Microsoft's reference names <amprt.h> as the header of accelerator; it
// brings in <vector>, and so does <amp_math.h>, which includes it in Visual
// C++. Neither <amp.h> nor <vector> is included here.
#ifdef MATH_ONLY
#include <amp_math.h>

float root(float x) restrict(amp) { return concurrency::precise_math::sqrtf(x); }

std::vector<float> squares(int n) {
  std::vector<float> out(n);
  for (int i = 0; i < n; ++i) out[i] = static_cast<float>(i * i);
  return out;
}
#else
#include <amprt.h>

#include <cstdio>

int main() {
  std::vector<concurrency::accelerator> all = concurrency::accelerator::get_all();
  concurrency::accelerator ref(concurrency::accelerator::direct3d_ref);
  // CHECK: accelerators 1, REF emulated 1
  std::printf("accelerators %d, REF emulated %d\n", !all.empty(), ref.get_is_emulated());
  return 0;
}
#endif
