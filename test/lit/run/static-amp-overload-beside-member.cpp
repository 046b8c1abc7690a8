// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// A kernel calls a static restrict(amp) member function whose name a
// non-static cpu member also has (Microsoft's EigenValues sample). The host
// view hides the amp overload, so the kernel's body does not compile there;
// that error is dropped (the device view judged the kernel), and so is what
// amp.h's parallel_for_each then said of the kernel ("cannot be called with
// its compute domain's index"), which stopped the build.
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

struct Counter {
  unsigned count(const std::vector<float> &v, float m) {
    unsigned n = 0;
    for (float x : v)
      n += x < m;
    return n;
  }
  static unsigned count(const array_view<const float, 1> &v, float m) restrict(amp) {
    unsigned n = 0;
    for (int i = 0; i < v.extent[0]; ++i)
      n += v[i] < m;
    return n;
  }
  void run() {
    std::vector<float> data(64);
    for (int i = 0; i < 64; ++i)
      data[i] = float(i);
    std::vector<unsigned> out(64);
    array_view<const float, 1> d(64, data);
    array_view<unsigned, 1> o(64, out);
    parallel_for_each(o.extent.tile<64>(), [d, o](tiled_index<64> t) restrict(amp) {
      o[t.global] = count(d, float(t.global[0]));
    });
    o.synchronize();
    bool ok = true;
    for (int i = 0; i < 64; ++i)
      ok &= out[i] == count(data, float(i));
    // CHECK: PASS 63
    std::printf("%s %u\n", ok ? "PASS" : "FAIL", out[63]);
  }
};

int main() {
  Counter().run();
  return 0;
}
