// RUN: %amp-clang %s -o %t
// RUN: env AMP_CLANG_LOG=3 %run %t 2>%t.log | FileCheck %s
// RUN: FileCheck --check-prefix=LOG %s < %t.log
// RUN: env AMP_CLANG_VECTOR=0 AMP_CLANG_LOG=3 %run %t 2>%t.off.log | FileCheck %s
// RUN: FileCheck --check-prefix=OFF %s < %t.off.log
// RUN: %amp-clang -emit-opencl %s -o %t.cl
// RUN: FileCheck --check-prefix=CL %s < %t.cl
// RUN: %opencl-check %t.cl
// The vector variant: a rank-1 kernel touching its views only at its own index
// also has a kernel where each work-item takes 4 floats (2 doubles) with one
// vector load per view read and one vector store per view written. The runtime
// uses it when views start 16-byte aligned and share no data, and runs the
// rest of the domain with the scalar kernel; results are the same either way.
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

static int check(const char *what, const std::vector<float> &got, const std::vector<float> &want) {
  int bad = 0;
  for (size_t k = 0; k < got.size(); ++k) bad += got[k] != want[k];
  std::printf("%s: %d wrong\n", what, bad);
  return bad;
}

int main() {
  const int n = 1027; // 4 x 256 x 1 whole groups, then the scalar kernel for 3
  std::vector<float> x(n, -1.0f), y(n), z(n), want(n);
  for (int k = 0; k < n; ++k) { y[k] = float(k); z[k] = float(k % 7); }
  const float a = 2.0f;
  {
    array_view<float, 1> xv(n, x);
    array_view<const float, 1> yv(n, y), zv(n, z);
    xv.discard_data();
    // CL: __kernel void amp_k_vector_variant_[[#@LINE+3]]_5_v4({{.*}}, __global const float *restrict amp_view_c{{[0-9]}}_yv,
    // LOG: launch amp_k_vector_variant_[[#@LINE+2]]_5 (vector variant) {{.*}} global 256x1x1 local 256x1x1
    // LOG-NEXT: launch amp_k_vector_variant_[[#@LINE+1]]_5 ({{.*}}offset 1024x0x0 global 3x1x1 local 1x1x1
    parallel_for_each(xv.extent, [=](index<1> i) restrict(amp) {
      float t = yv[i] * a;
      xv[i] = t + zv(i);
    });
    // CL: const int amp_vbase = (int)get_global_id(0) * 4;
    // CL: float4 [[Y:amp_vw_c[0-9]_yv]] = *(__global const float4 *)(amp_cv_c{{[0-9]}}_yv.data + amp_vbase);
    // CL-NEXT: float4 [[X:amp_vw_c[0-9]_xv]];
    // CL: i.v[0] = amp_vbase + 3;
    // CL: float t = ([[Y]].s3 * amp_argv.c{{[0-9]}}_a);
    // CL: ([[X]].s3 = (t + amp_vw_c{{[0-9]}}_zv.s3));
    // CL: *(__global float4 *)(amp_cv_c{{[0-9]}}_xv.data + amp_vbase) = [[X]];
    // OFF-NOT: vector variant
  }
  for (int k = 0; k < n; ++k) want[k] = float(k) * a + float(k % 7);
  int bad = check("own index", x, want);
  // CHECK: own index: 0 wrong

  // A conditional write keeps the element's old value: the variant loads it first.
  {
    array_view<float, 1> xv(n, x);
    array_view<const float, 1> yv(n, y);
    // CL: __kernel void amp_k_vector_variant_[[#@LINE+1]]_5_v4(
    parallel_for_each(xv.extent, [=](index<1> i) restrict(amp) {
      if (int(yv[i]) % 2 == 0)
        xv[i] += 1.0f;
    });
    // CL: float4 amp_vw_c1_xv = *(__global const float4 *)(amp_cv_c1_xv.data + amp_vbase);
  }
  for (int k = 0; k < n; ++k) want[k] += k % 2 == 0 ? 1.0f : 0.0f;
  bad += check("conditional", x, want);
  // CHECK: conditional: 0 wrong

  // Two views of one vector: the scalar kernel only (a vector store could
  // overwrite what another work-item wrote through the other view).
  {
    array_view<float, 1> all(n, x);
    array_view<float, 1> lo = all.section(index<1>(0), extent<1>(512));
    array_view<float, 1> hi = all.section(index<1>(512), extent<1>(512));
    // LOG: launch amp_k_vector_variant_[[#@LINE+2]]_5 ({{.*}}offset 0x0x0 global 512x1x1 local 256x1x1
    // LOG-NOT: amp_k_vector_variant_[[#@LINE+1]]_5 (vector variant)
    parallel_for_each(lo.extent, [=](index<1> i) restrict(amp) { lo[i] = hi[i] * 0.5f; });
  }
  for (int k = 0; k < 512; ++k) want[k] = want[k + 512] * 0.5f;
  bad += check("aliased", x, want);
  // CHECK: aliased: 0 wrong

  // A view starting at element 1 is not 16-byte aligned: the scalar kernel only.
  {
    std::vector<float> out(n - 1, 0.0f);
    array_view<float, 1> ov(n - 1, out);
    array_view<const float, 1> yv = array_view<const float, 1>(n, y).section(index<1>(1));
    // LOG-NOT: amp_k_vector_variant_[[#@LINE+1]]_5 (vector variant)
    parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) { ov[i] = yv[i]; });
    ov.synchronize();
    int wrong = 0;
    for (int k = 0; k < n - 1; ++k) wrong += out[k] != y[k + 1];
    std::printf("offset: %d wrong\n", wrong);
    bad += wrong;
    // CHECK: offset: 0 wrong
  }

  // Doubles: two per work-item.
  {
    std::vector<double> d(n, 1.5), e(n, 0.0);
    array_view<const double, 1> dv(n, d);
    array_view<double, 1> ev(n, e);
    // CL: __kernel void amp_k_vector_variant_[[#@LINE+1]]_5_v2(
    parallel_for_each(ev.extent, [=](index<1> i) restrict(amp) { ev[i[0]] = dv[i] * i[0]; });
    // CL: double2 amp_vw_c0_ev;
    ev.synchronize();
    int wrong = 0;
    for (int k = 0; k < n; ++k) wrong += e[k] != 1.5 * k;
    std::printf("double: %d wrong\n", wrong);
    bad += wrong;
    // CHECK: double: 0 wrong
  }

  // A neighbour's element: no variant.
  {
    std::vector<float> out(n - 1, 0.0f);
    array_view<float, 1> ov(n - 1, out);
    array_view<const float, 1> yv(n, y);
    // CL-NOT: amp_k_vector_variant_[[#@LINE+1]]_5_v
    parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) { ov[i] = yv[i[0] + 1]; });
    ov.synchronize();
    int wrong = 0;
    for (int k = 0; k < n - 1; ++k) wrong += out[k] != y[k + 1];
    std::printf("neighbour: %d wrong\n", wrong);
    bad += wrong;
    // CHECK: neighbour: 0 wrong
  }
  return bad != 0;
}
