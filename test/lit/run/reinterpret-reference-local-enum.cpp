// RUN: %amp-clang %s -o %t
// RUN: %run %t | FileCheck %s
// reinterpret_cast to a reference reads an object's bytes as another type
// (private and global memory), and an enumeration declared inside amp code.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

int main() {
  std::vector<float> in = {1.0f, 2.0f, -0.5f, 3.0f};
  std::vector<unsigned> out(4);
  array_view<const float, 1> iv(4, in);
  array_view<unsigned, 1> ov(4, out);
  parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) {
    enum Shift { None, Byte = 8 };
    float f = iv[i];
    unsigned bits = reinterpret_cast<unsigned &>(f);
    const unsigned &same = reinterpret_cast<const unsigned &>(iv[i]);
    ov[i] = (bits >> Byte) + (same == bits ? None : 1u);
  });
  std::printf("%x %x %x %x\n", ov[0], ov[1], ov[2], ov[3]);
  // CHECK: 3f8000 400000 bf0000 404000
}
