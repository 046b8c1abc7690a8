// RUN: %amp-clang %s -o %t && %run %t | FileCheck %s
// A local array of a class whose default constructor binds temporaries to
// reference parameters with default arguments (`cpx(const T& re = T(), const
// T& im = T())`, the C++ AMP BLAS's complex numbers; its gemm keeps
// `scalar_type c_reg[m_thread][n_thread]` in each work-item): every element is
// constructed, all dimensions as one. The construction came wrapped in the
// temporaries' cleanups, and its lowering was an OpenCL C array initialised
// from a call (an internal error).
#include <amp.h>

#include <cstdio>
#include <vector>

using namespace concurrency;

template <class T> struct cpx {
  T re, im;
  cpx(const T &r = T(), const T &i = T()) restrict(cpu, amp) : re(r), im(i) {}
};

struct tagged {
  int tag;
  explicit tagged(const int &t = 7) restrict(cpu, amp) : tag(t) {}
};

int main() {
  std::vector<float> out(64);
  std::vector<int> tags(64);
  array_view<float, 1> o(64, out);
  array_view<int, 1> t(64, tags);
  parallel_for_each(o.extent, [=](index<1> idx) restrict(amp) {
    cpx<float> c[2][3];
    cpx<double> d[4];
    tagged g[3][2][2];
    for (int m = 0; m < 2; ++m)
      for (int n = 0; n < 3; ++n)
        c[m][n].re += float(m * 3 + n + idx[0]);
    d[2].im += 1.0;
    g[2][1][1].tag += idx[0];
    o[idx] = c[1][2].re + c[0][1].im + float(d[2].im + d[1].re);
    t[idx] = g[2][1][1].tag + g[0][0][0].tag;
  });
  o.synchronize();
  t.synchronize();
  float s = 0;
  long ts = 0;
  for (int i = 0; i < 64; ++i) {
    s += out[i];
    ts += tags[i];
  }
  // 64 x (5 + 0 + 1 + 0) + (0 + ... + 63) = 2400; 64 x (7 + 7) + 2016 = 2912.
  // CHECK: sum 2400, tags 2912
  std::printf("sum %g, tags %ld\n", s, ts);
  return 0;
}
