// hello: the first C++ AMP program amp-clang runs. It scales and offsets a vector
// on the default accelerator, reading a captured struct's array with an index
// known only at run time (served from constant memory), and checks the result.
#include <amp.h>

#include <cstdio>
#include <cmath>
#include <vector>

using namespace concurrency;

struct Coefficients {
  int data[3];
};

int main() {
  const int n = 1 << 20;
  std::vector<float> a(n), b(n), sum(n);
  for (int i = 0; i < n; ++i) {
    a[i] = static_cast<float>(i % 1000);
    b[i] = static_cast<float>(i % 7);
  }
  int offset = 3;
  float scale = 0.5f;
  Coefficients x = {{1, 2, 4}};

  array_view<const float, 1> av(n, a);
  array_view<const float, 1> bv(n, b);
  array_view<float, 1> out(n, sum);
  out.discard_data();
  parallel_for_each(out.extent, [=](index<1> idx) restrict(amp) {
    out[idx] = scale * av[idx] + bv[idx] * x.data[idx[0] % 3] + offset;
  });
  out.synchronize();

  int wrong = 0;
  for (int i = 0; i < n; ++i) {
    float expected = scale * a[i] + b[i] * x.data[i % 3] + offset;
    if (std::fabs(sum[i] - expected) > 1e-4f * std::fabs(expected) + 1e-6f)
      ++wrong;
  }
  std::wstring device = accelerator().get_description();
  std::printf("device: %ls\n", device.c_str());
  std::printf("%d elements, %d wrong: %s\n", n, wrong, wrong == 0 ? "PASS" : "FAIL");
  return wrong == 0 ? 0 : 1;
}
