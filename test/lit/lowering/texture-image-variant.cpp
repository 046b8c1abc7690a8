// RUN: %amp-clang -emit-opencl %s -o %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %opencl-check %t.cl
// RUN: %opencl-check -D__IMAGE_SUPPORT__ %t.cl
// The image variant of a kernel (docs/textures.md, Decision 6): samples in
// the kernel's own body on a captured read-only view read an image through
// a sampler_t argument (a captured sampler's, or sample<filter, address>'s),
// helpers shared by samples alike; the variant compiles only
// where the device has images. Samples it cannot take stay on buffers: a
// view passed to a function, gathers, reads.
#include <amp.h>
#include <amp_graphics.h>
using namespace concurrency;
using namespace concurrency::graphics;

float through(const texture_view<const float, 2> &v, const sampler &s, float_2 c) restrict(amp) {
  return v.sample(s, c);
}

void kernels(texture<float, 2> &t, texture<unorm_4, 3> &t3, array_view<float, 1> out) {
  texture_view<const float, 2> v(t);
  texture_view<const unorm_4, 3> v3(t3);
  sampler s(filter_point, address_wrap);

  // CHECK: #ifdef __IMAGE_SUPPORT__
  // CHECK-NEXT: float [[H0:amp_imgs_amp_k_texture_image_variant_[0-9_]+_0]](__read_only image2d_t amp_img, sampler_t amp_smp, {{.*}}float_2E amp_c) {
  // CHECK: read_imagef(amp_img, amp_smp, (float2)(amp_cp[0], amp_cp[1]));
  // CHECK: unorm_4E [[H1:amp_imgs_amp_k_texture_image_variant_[0-9_]+_1]](__read_only image3d_t amp_img, sampler_t amp_smp, {{.*}}float_3E amp_c) {
  // CHECK: read_imagef(amp_img, amp_smp, (float4)(amp_cp[0], amp_cp[1], amp_cp[2], 0.0f));
  // CHECK-NOT: amp_imgs_
  // CHECK: __kernel void amp_k_texture_image_variant_[[@LINE+1]]_3_img({{.*}}, __read_only image2d_t amp_img0, __read_only image3d_t amp_img1, sampler_t amp_smp0, sampler_t amp_smp1) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    float_2 c(0.25f * i[0], 0.5f);
    // CHECK: = ([[H0]](amp_img0, amp_smp0, c) + [[H0]](amp_img0, amp_smp0, {{.*}}));
    out[i] = v.sample(s, c) + v.sample(s, float_2(0.5f, 0.5f));
    // CHECK: = [[H0]](amp_img0, amp_smp1, c));
    out[i] = v.sample<filter_linear, address_mirror>(c);
    // CHECK: [[H1]](amp_img1, amp_smp0, {{.*}})
    out[i] = static_cast<float_4>(v3.sample(s, float_3(c.x, c.y, 0.5f))).z;
    // CHECK: = amp_f_{{.*}}through{{.*}}(&(amp_cs_{{[a-z0-9_]+}}), &(amp_argv.{{[a-z0-9_]+}}), c));
    out[i] = through(v, s, c);
  });
  // CHECK-NEXT: }
  // CHECK-NEXT: #endif

  // CHECK-NOT: _img(
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = through(v, s, float_2(0.5f, 0.5f)); });
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    out[i] = v.get(index<2>(0, i[0])) + v.gather_red(s, float_2(0.5f, 0.5f)).x;
  });
}
